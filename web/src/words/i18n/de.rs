//! The interface in German.

use super::Forms;
use super::msg::Msg::{self, *};

/// The German translation of `m`.
pub(super) fn forms(m: &Msg<'_>) -> &'static Forms {
    match m {
        AppTitle => w!("Rochade"),
        White => w!("Weiß"),
        Black => w!("Schwarz"),
        NewGame => w!("Neue Partie"),
        Settings => w!("Einstellungen"),
        FlipBoard => w!("Brett drehen"),
        Close => w!("Schließen"),
        Start => w!("Partie beginnen"),
        Cancel => w!("Abbrechen"),
        TournamentAndRules => w!("Turnier und Regeln"),
        KeepPlaying => w!("Weiterspielen"),
        ArchiveAndStart => w!("Archivieren und beginnen"),
        UnfinishedGameQuestion => w!(
            "Die laufende Partie ist nicht beendet. Eine neue beginnen und diese als unbeendet im Archiv aufbewahren?"
        ),
        SheetPenalty { .. } => w!("{side}: {penalty}"),
        WhiteName => w!("Spieler mit Weiß"),
        BlackName => w!("Spieler mit Schwarz"),
        TimeControl => w!("Bedenkzeit"),
        CustomTimeControl => w!("Eigene (PGN-TimeControl)"),
        CustomTimeControlHelp => w!("Zum Beispiel 40/5400+30:1800+30, 300+2 oder - ohne Uhr"),
        Edition => w!("Ausgabe der Schachregeln"),
        Edition2001 => w!("FIDE 2001"),
        Edition2023 => w!("FIDE 2023 (in Kraft)"),
        Edition1997 => w!("FIDE 1997"),
        PlayMode => w!("Spielweise"),
        Casual => w!("Freie Partie (Zurücknehmen nach Absprache)"),
        Strict => w!("Turnierpartie (nur FIDE-Regeln)"),
        BottomSide => w!("Unten"),
        Chessboard => w!("Schachbrett"),
        ChessboardReview => w!("Schachbrett, frühere Stellung"),
        ClockRunning => w!("läuft"),
        ClockStopped => w!("steht"),
        ClockPaused => w!("Uhren angehalten"),
        FlagFallen => w!("Fallblättchen gefallen"),
        Pause => w!("Uhren anhalten"),
        Resume => w!("Uhren weiterlaufen lassen"),
        StartClock => w!("Die Uhr startet mit dem ersten Zug von Weiß"),
        LowTime => w!("wenig Zeit"),
        Scoresheet => w!("Partieformular"),
        MoveNo => w!("Nr."),
        Result => w!("Ergebnis"),
        BackToGame => w!("Zurück zur Partie"),
        ReviewingMove { .. } => w!("Stellung nach {mv}"),
        ReviewMove { .. } => w!("Zug {number}, {side}: {mv}"),
        ReviewStart => w!("Ausgangsstellung"),
        ReviewLeft { .. } => w!("Zurück zur Partie: {stands}"),
        PreviousMove => w!("Vorheriger Zug"),
        NextMove => w!("Nächster Zug"),
        OfferDraw => w!("Remis anbieten"),
        AcceptDraw => w!("Remis annehmen"),
        DeclineDraw => w!("Remis ablehnen"),
        DrawOffered { .. } => w!("{side} bietet Remis an"),
        ClaimDraw => w!("Remis beanspruchen"),
        ClaimRepetition => w!("Dreimalige Stellungswiederholung"),
        ClaimFiftyMoves => w!("Fünfzig Züge"),
        IntendedMove => w!("Beabsichtigter Zug (optional)"),
        IntendedMoveHelp => w!(
            "Für eine Stellung, die entstehen wird: den Zug zuerst aufschreiben (Art. 9.2a, 9.3a)"
        ),
        Resign => w!("Aufgeben"),
        GameControls => w!("Partiesteuerung"),
        MoreControls => w!("Mehr"),
        LastMoves => w!("Letzte Züge"),
        ToMove { .. } => w!("{side} am Zug"),
        GameOver { .. } => w!("Partie beendet: {result}"),
        Promotion => w!("Bauer umwandeln"),
        PromoteTo => w!("Umwandeln in"),
        Queen => w!("Dame"),
        Rook => w!("Turm"),
        Bishop => w!("Läufer"),
        Knight => w!("Springer"),
        IllegalMove { .. } => w!("Regelwidriger Zug: {why}"),
        NotYourPiece => w!("Diese Figur gehört nicht der Partei am Zug"),
        HintButton => w!("Tipp"),
        Hint { .. } => w!("Tipp: {mv}"),
        ComputerToMove => w!("Bitte warten: der Computer ist am Zug"),
        ComputerFailed => w!(
            "Der Computer konnte nicht ziehen: sein Programm wurde nicht geladen oder hielt an. Neue Partie beginnen oder die Seite neu laden."
        ),
        WordsUnavailable { .. } => w!(
            "Die Texte für {name} konnten nicht geladen werden; die Oberfläche bleibt in ihrer bisherigen Sprache (zum erneuten Versuch die Seite mit Verbindung neu laden)."
        ),
        ComputerThinking { .. } => w!("{name} denkt nach …"),
        Opponent => w!("Gegner"),
        OpponentPerson => w!("Eine andere Person an diesem Gerät"),
        OpponentComputer => w!("Der Computer"),
        ComputerLevel => w!("Spielstärke des Computers"),
        LevelOption { .. } => w!("{level} — {about}"),
        LevelOptionRated { .. } => w!("{level} — {about}, {strength}"),
        StrengthAbout { .. } => w!("≈ {elo} (Stockfish-Skala)"),
        Level1 => w!("lernt die Züge"),
        Level2 => w!("Anfänger"),
        Level3 => w!("Gelegenheitsspieler"),
        Level4 => w!("Fortgeschrittener"),
        Level5 => w!("Vereinsspieler"),
        Level6 => w!("starker Vereinsspieler"),
        Level7 => w!("Experte"),
        Level8 => w!("volle Stärke"),
        YourPieces => w!("Du spielst"),
        RandomColour => w!("Weiß oder Schwarz, ausgelost"),
        NoPieceThere => w!("Auf diesem Feld steht keine Figur"),
        Language => w!("Sprache"),
        NotationStyle => w!("Notation"),
        StyleFide => w!("FIDE (0-0, d8D)"),
        StylePgn => w!("PGN (O-O, d8=Q)"),
        PieceLetters => w!("Figurenbuchstaben"),
        LettersInterface => w!("Wie die Sprache der Oberfläche (K D T L S auf Deutsch)"),
        LettersEnglish => w!("Englisch (K Q R B N)"),
        LettersPortuguese => w!("Portugiesisch (R D T B C)"),
        LettersGerman => w!("Deutsch (K D T L S)"),
        LettersFrench => w!("Französisch (R D T F C)"),
        LettersDutch => w!("Niederländisch (K D T L P)"),
        LettersSpanish => w!("Spanisch (R D T A C)"),
        Figurines => w!("Figurinen (♔ ♕ ♖ ♗ ♘)"),
        LongAlgebraic => w!("Lange Notation (e2-e4)"),
        ShowClockTimes => w!("Uhrzeiten im Partieformular"),
        SchemeInterface => {
            w!("Wie die Sprache der Oberfläche (auf Deutsch: Anna … Hector, eins … acht)")
        }
        SchemeGerman => w!("FIDE-Schema (Anna … Hector, eins … acht)"),
        SchemeGermanEnglish => w!("Anna … Hector, englische Zahlen"),
        SchemeEnglish => w!("Englische Wörter"),
        SchemePortuguese => w!("Portugiesische Wörter"),
        Voice => w!("Ansagen sprechen"),
        LowTimeThreshold => w!("Warnung bei wenig Zeit ab"),
        Seconds => w!("Sekunden"),
        MoveInput => w!("Zug oder Befehl"),
        MoveInputHelp => {
            w!("Zug eingeben (e4, Sf3, Nf3, e2-e4, Springer Felix drei) oder einen Befehl (hilfe)")
        }
        Play => w!("Ziehen"),
        InvalidTimeControl { .. } => w!("Ungültige Bedenkzeit: {why}"),
        Picked { .. } => w!("Aufgenommen: {square}"),
        Cancelled => w!("Abgebrochen"),
        RefuseCannotMove => w!("so zieht diese Figur nicht"),
        RefuseOwnPiece => w!("auf dem Feld steht eine eigene Figur"),
        RefuseKingInCheck => w!("der eigene König stünde im Schach"),
        RefuseInCheck => w!("der König steht im Schach und der Zug hebt es nicht auf"),
        RefuseCastling => w!("Rochade ist jetzt nicht möglich"),
        DrawDeclined => w!("Remisangebot abgelehnt"),
        ClaimIncorrect => w!("Der Anspruch ist unbegründet"),
        TimeChangedTo { .. } => w!("{side}: Uhr von {before} auf {after} gestellt"),
        ClocksRunning => w!("Uhren laufen"),
        LoadingApp => w!("Rochade wird geladen…"),
        LoadingTapped => w!("Wird geladen, einen Moment"),
        DrawOfferedToComputer => w!("Remis dem Computer angeboten; er antwortet mit seinem Zug"),
        ComputerNamed { .. } => w!("Rochade Stufe {level}"),
        LegalMovesCount { .. } => w!("{n} regelgemäßer Zug", "{n} regelgemäße Züge"),
        NewGameStarted => w!("Neue Partie. Weiß am Zug."),
        NewChess960Started { .. } => w!("Neue Chess960-Partie, Startstellung {n}. Weiß am Zug."),
        NewChess960FromFen { .. } => w!(
            "Neue Chess960-Partie aus der FEN (eine FEN geht der Nummer der Startstellung vor). {side} am Zug."
        ),
        VariantLabel => w!("Variante"),
        VariantStandard => w!("Normales Schach"),
        VariantChess960 => w!("Chess960 (Richtlinien II, 2023)"),
        StartNumberLabel => w!("Chess960-Startstellung (0–959)"),
        StartNumberHelp => w!("Leer: eine zufällige. 518 ist die normale Grundstellung."),
        StartNumberBad { .. } => {
            w!("Die Startstellung muss eine Zahl von 0 bis 959 sein, nicht „{text}“.")
        }
        WhiteWins => w!("Weiß gewinnt"),
        BlackWins => w!("Schwarz gewinnt"),
        Draw => w!("Remis"),
        StartClockButton => w!("Uhr von Weiß starten"),
        ReasonCheckmate => w!("Schachmatt (Art. 5.1a)"),
        ReasonResignation => w!("Aufgabe (Art. 5.1b)"),
        ReasonStalemate => w!("Patt (Art. 5.2a)"),
        ReasonDeadPosition => w!("kein Matt mehr möglich (Art. 5.2b)"),
        ReasonAgreement => w!("Einigung (Art. 5.2c)"),
        ReasonRepetition => w!("dreimalige Stellungswiederholung (Art. 9.2)"),
        ReasonFiftyMoves => w!("50-Züge-Regel (Art. 9.3)"),
        ReasonFlagFall => w!("Zeitüberschreitung (Art. 6.9)"),
        ReasonFlagFallCannotMate => {
            w!("Zeitüberschreitung, aber der Gegner kann nicht mattsetzen (Art. 6.9)")
        }
        ReasonFlagFallNoPotential => w!("Zeitüberschreitung ohne Mattpotential (Anhang C4)"),
        ReasonBothFlags => w!("beide Fallblättchen gefallen (Art. 10.4)"),
        ReasonIllegalMoves => w!("dritter regelwidriger Zug (Art. 7.4)"),
        ReasonQuickplay => w!("Schiedsrichterentscheid in der Endspurtphase (Art. 10.2)"),
        ReasonSealedMove => w!("ungültiger abgegebener Zug (Anhang A8)"),
        ReasonArbiter => w!("Schiedsrichterentscheid (Art. 13.4)"),
        ReasonFivefold => w!("fünfmalige Stellungswiederholung (Art. 9.6.1, 2023)"),
        ReasonSeventyFive => w!("75 Züge ohne Bauernzug und ohne Schlagen (Art. 9.6.2, 2023)"),
        ReasonResignationCannotMate => {
            w!("Aufgabe, aber der Gegner kann nicht mattsetzen (Art. 5.1.2, 2023)")
        }
        ReasonIllegalMovesCannotMate => w!(
            "zweiter regelwidriger Zug, aber der Gegner kann nicht mattsetzen (Art. 7.5.5, 2023)"
        ),
        ReasonLostByDefault => w!("zur Karenzzeit nicht anwesend"),
        ReasonReported => w!("wie von den Spielern gemeldet"),
        ClaimFlagFall { .. } => w!("{side} reklamiert: das Blättchen des Gegners ist gefallen"),
        NoClock => w!("Ohne Uhr"),
        BrowserLanguage => w!("Sprache des Browsers"),
        SkipToBoard => w!("Zum Schachbrett springen"),
        WhiteResigns => w!("Weiß gibt auf"),
        BlackResigns => w!("Schwarz gibt auf"),
        ShortForm => w!("Kurze Ansagen (Springer Felix drei)"),
        LongForm => w!("Lange Ansagen (Springer Gustav eins Felix drei)"),
        SpeechRate => w!("Sprechgeschwindigkeit"),
        StartFen => w!("Ausgangsstellung (FEN, optional)"),
        StartFenHelp => w!("Leer: die Grundstellung (Art. 2.3)"),
        MoreWarnings => w!("Weitere gesprochene Warnungen bei"),
        VoiceChoice => w!("Stimme"),
        VoiceDefault => w!("Die Stimme des Browsers für jede Sprache"),
        ResignQuestion => w!("Diese Partie aufgeben? Wer gibt auf?"),
        TakeBackDone => w!("Zug zurückgenommen"),
        NothingToTakeBack => w!("Kein Zug zum Zurücknehmen"),
        Confirmations => w!("Eingegebene Züge vor dem Ausführen bestätigen"),
        ConfirmMove { .. } => w!(
            "{mv} ziehen? Eingabetaste oder Bestätigen drücken, oder einen anderen Zug eingeben."
        ),
        ConfirmPending { .. } => w!("Zug wartet auf Bestätigung: {mv}"),
        Confirm => w!("Bestätigen"),
        HelpTopics => w!(
            "Die Hilfe in Teilen: Hilfe Uhr, Hilfe Züge, Hilfe Stellung, Hilfe Partie, Hilfe Brett, Hilfe Fragen, Hilfe Analyse. Befehle in das Zugfeld tippen oder ihre Taste drücken, während ein Feld des Bretts den Fokus hat."
        ),
        HelpAnalysis => w!(
            "Nach der Partie: analysieren (oder die Schaltfläche Partie analysieren) startet die Analyse des Computers. Dann Bewertung (Umschalt+E): die Bewertung nach dem betrachteten Zug; bester Zug: der beste Zug dort; Fehler (Umschalt+M): die markierten Züge, jeder mit einem besseren."
        ),
        HelpClock => w!(
            "Beide Uhren: Uhr oder t. Meine Uhr: meine Uhr (Umschalt+T). Wer am Zug ist: am Zug (w). Gespielte Züge: gespielte Züge (i)."
        ),
        HelpMoves => w!(
            "Ein Zug: eintippen (e4, Sf3, Springer Felix drei). Letzter Zug: letzter Zug (l). Zugliste: Liste, oder Liste ab 5 (Umschalt+L). Legale Züge: legal, legal g1 (m: die Figur mit dem Fokus). Nachspielen: [ und ] (Ü, +) zurück und vor (Umschalt+[: Anfang, Umschalt+] oder Escape: zur Partie)."
        ),
        HelpPosition => w!(
            "Figuren: Figuren, Figuren weiß, Figuren schwarz Springer (o: meine Figuren, Umschalt+O: die des Gegners). Eine Reihe: Reihe 4 (r). Eine Linie: Linie e (v). Ein Feld: e4? oder Feld e4."
        ),
        HelpGame => w!(
            "Remis anbieten: Remis oder Remis anbieten. Ein offenes Angebot: Remisangebot (Umschalt+D). Aufgeben: aufgeben, dann bestätigen. Zurücknehmen: zurücknehmen (freie Partien). Am Brett: 1-0, 0-1 oder ½-½ meldet das Ergebnis. Stand der Partie: Stand (s)."
        ),
        HelpBoard => w!(
            "Auf dem Brett: Pfeiltasten bewegen, a bis h und 1 bis 8 springen zu einer Linie oder Reihe, Umschalt+K, Q, R, B, N, P springen zum nächsten König, Dame, Turm, Läufer, Springer oder Bauern, Eingabe oder Leertaste nimmt auf und setzt ab, Escape bricht ab, das Fragezeichen nennt die Hilfe."
        ),
        ConfirmResign { .. } => w!(
            "{side} gibt auf? Zum Bestätigen Eingabe oder die Schaltfläche drücken, zum Weiterspielen etwas anderes tippen."
        ),
        ResultOverTheBoard { .. } => w!(
            "{result} melden die Spieler am Brett als Ergebnis. Hier: aufgeben tippen, um aufzugeben, oder Remis, um Remis anzubieten."
        ),
        NoLegalMoves { .. } => w!("{square}: keine legalen Züge"),
        TimeWarning { .. } => w!(
            "{side} hat weniger als {seconds} Sekunde",
            "{side} hat weniger als {seconds} Sekunden"
        ),
        FlagFellOf { .. } => w!("{side}: Fallblättchen gefallen"),
        BrailleScoresheet => w!("Partieformular in Braille"),
        DownloadBrf => w!("Partieformular in Braille herunterladen (.brf)"),
        ShowBraille => w!("Unicode-Braille zeigen"),
        BrailleText => w!("Partieformular in Unicode-Braille"),
        BrailleUnavailable { .. } => {
            w!("Das Partieformular in Braille kann nicht geschrieben werden: {why}")
        }
        AssistantMode => {
            w!("Assistentenmodus: jeden Zug mit Nummer und Seite ansagen; Zeiten nur auf Anfrage")
        }
        PgnAndArchive => w!("PGN & Archiv"),
        ThisGame => w!("Diese Partie"),
        DownloadPgn => w!("PGN herunterladen"),
        CopyPgn => w!("PGN kopieren"),
        PgnCopied => w!("PGN in die Zwischenablage kopiert"),
        CopyUnavailable => {
            w!("Kopieren ist hier nicht möglich: die PGN ist unten markiert, Strg+C drücken")
        }
        DownloadFailed => w!("Der Download konnte nicht gestartet werden"),
        PrintScoresheet => w!("Partieformular drucken"),
        ImportPgn => w!("PGN importieren"),
        PgnFile => w!("PGN-Datei (eine oder mehrere Partien)"),
        PgnText => w!("Oder PGN-Text einfügen"),
        ReadGames => w!("Partien lesen"),
        GamesRead { .. } => w!(
            "{n} Partie gelesen, {failed} mit Fehlern",
            "{n} Partien gelesen, {failed} mit Fehlern"
        ),
        PgnErrorAt { .. } => w!("Partie {game}, Zeile {line}, Spalte {column}: {why}"),
        PgnBadTag { .. } => w!("fehlerhaftes Tag-Paar ({why})"),
        PgnUnterminatedComment => w!("Kommentar nicht mit } geschlossen"),
        PgnUnexpectedChar { .. } => w!("unerwartetes Zeichen {char}"),
        PgnUnbalanced => w!("')' ohne '('"),
        PgnBadMove { .. } => w!("Zug {mv}: {why}"),
        PgnBadFen { .. } => w!("fehlerhaftes FEN-Tag: {why}"),
        PgnBadSetup { .. } => w!("fehlerhafte Partieeinstellung: {why}"),
        PgnVariant { .. } => w!("eine Partie {name}, kein Standardschach"),
        NoGameFound => w!("keine Partie gefunden"),
        ReadingGames => w!("Partien werden gelesen"),
        ImportCancelled { .. } => w!(
            "Import abgebrochen: {n} Partie bisher gelesen.",
            "Import abgebrochen: {n} Partien bisher gelesen."
        ),
        ReadUnderLaws { .. } => w!("nach den Regeln von {year} gelesen"),
        KeepGamesRead => w!("Gelesene Partien behalten"),
        DiscardGamesRead => w!("Verwerfen"),
        PgnFileUnreadable => w!("Die Datei konnte nicht gelesen werden."),
        EarlierGames => w!("Frühere Partien"),
        LaterGames => w!("Spätere Partien"),
        ChooseGame => w!("Partie"),
        ContinueAfter => w!("Stellung nach"),
        StartingPosition => w!("der Ausgangsstellung"),
        OpenForReview => w!("Zum Nachspielen öffnen"),
        ContinuePlaying => w!("Von hier weiterspielen"),
        FenSetup => w!("Stellung aus FEN aufbauen"),
        FenLabel => w!("FEN"),
        StartFromFen => w!("Partie aus dieser Stellung beginnen"),
        FenErrorAt { .. } => w!("Ungültige FEN, Feld {field}, Zeichen {at}: {why}"),
        FenFieldBoard => w!("Figurenstellung"),
        FenFieldTurn => w!("Zugrecht"),
        FenFieldCastling => w!("Rochade"),
        FenFieldEnPassant => w!("en passant"),
        FenFieldHalfmove => w!("Halbzugzähler"),
        FenFieldFullmove => w!("Zugnummer"),
        ArchiveTitle => w!("Partiearchiv"),
        ArchiveEmpty => w!("Noch keine Partien im Archiv. Beendete Partien erscheinen hier."),
        ArchiveReading => w!("Das Archiv wird gelesen …"),
        ArchiveKeptAside { .. } => w!(
            "{n} Archiveintrag war nicht lesbar; er wurde als {key} aufbewahrt",
            "{n} Archiveinträge waren nicht lesbar; sie wurden als {key} aufbewahrt"
        ),
        ArchiveBroken { .. } => w!("Das Archiv war nicht lesbar; es wurde als {key} aufbewahrt"),
        ArchiveSaveFailed => {
            w!("Speichern im Archiv nicht möglich (Speicher voll oder deaktiviert)")
        }
        UnfinishedKept => w!("Die nicht beendete Partie wurde im Archiv aufbewahrt"),
        GameLoaded { .. } => w!("Partie geladen: {white} – {black}"),
        Unfinished => w!("nicht beendet"),
        PliesCount { .. } => w!("{n} Halbzug", "{n} Halbzüge"),
        ArchivedOn { .. } => w!("archiviert am {when}"),
        EventLabel => w!("Turnier"),
        SiteLabel => w!("Ort"),
        DateLabel => w!("Datum"),
        RoundLabel => w!("Runde"),
        SignatureWhite => w!("Unterschrift Weiß"),
        SignatureBlack => w!("Unterschrift Schwarz"),
        SignatureArbiter => w!("Unterschrift des Schiedsrichters"),
        UpdateAvailable => w!("Aktualisierung verfügbar — neu laden"),
        ChangedElsewhere => {
            w!("Die Partie wurde in einem anderen Fenster geändert; sie wird hier gezeigt")
        }
        ConflictArchived { .. } => w!(
            "Die Partie wurde auch in einem anderen Fenster geändert; jene Partie ({white} – {black}, {n} Halbzug) wurde ins Archiv gelegt",
            "Die Partie wurde auch in einem anderen Fenster geändert; jene Partie ({white} – {black}, {n} Halbzüge) wurde ins Archiv gelegt"
        ),
        SettingsChangedElsewhere => {
            w!("Die Einstellungen wurden in einem anderen Fenster geändert")
        }
        SavedUnreadable { .. } => {
            w!("{what} konnte nicht gelesen werden ({why}); es wurde als {key} aufbewahrt")
        }
        StorageUnavailable => {
            w!("Der lokale Speicher ist nicht verfügbar: Partien können nicht gespeichert werden")
        }
        SaveFailed { .. } => {
            w!("{what} konnte nicht gespeichert werden (Speicher voll oder deaktiviert)")
        }
        UnsavedGameFull => {
            w!("Diese Partie kann nicht gespeichert werden: Der Speicher des Browsers ist voll")
        }
        UnsavedGameRefused => {
            w!(
                "Diese Partie kann nicht gespeichert werden: Der Browser hat das Speichern verweigert"
            )
        }
        UnsavedNothing => w!(
            "Die App kann in diesem Browser nichts speichern (Speicher deaktiviert oder nicht verfügbar): Diese Partie geht verloren, wenn die Seite geschlossen wird"
        ),
        UnsavedSettings => {
            w!("Die Einstellungen können nicht gespeichert werden (Speicher voll oder deaktiviert)")
        }
        UnsavedOffer => w!("Laden Sie ihr PGN herunter, damit nichts verloren geht"),
        Unarchived { .. } => w!(
            "{n} Partie konnte nicht archiviert werden (Speicher voll oder deaktiviert): Laden Sie sie herunter, damit nichts verloren geht",
            "{n} Partien konnten nicht archiviert werden (Speicher voll oder deaktiviert): Laden Sie sie herunter, damit nichts verloren geht"
        ),
        DownloadUnarchived => w!("Nicht archivierte Partien herunterladen"),
        SavedAgain => w!("Alles ist wieder gespeichert"),
        ErrGameOver { .. } => w!("Die Partie ist beendet: {result}"),
        ErrInvalidSetup { .. } => w!("Ungültige Einstellung: {why}"),
        ErrAlreadyStarted => w!("Die Partie hat bereits begonnen"),
        ErrNotYourTurn { .. } => w!("{side} ist am Zug"),
        ErrNoOffer => w!("Es steht kein Remisangebot"),
        ErrOwnOffer => w!("Ein Spieler kann sein eigenes Remisangebot nicht beantworten"),
        ErrOfferStanding => w!("Ihr Remisangebot steht noch"),
        ErrOpponentOffer => w!("Das Remisangebot des Gegners steht: annehmen oder ablehnen"),
        ErrTooManyOffers => w!("Jetzt keine weiteren Remisangebote (Art. 12.5)"),
        ErrClock { .. } => w!("Uhr: {why}"),
        ErrUntimed => w!("Die Partie wird ohne Uhr gespielt"),
        ErrFlagNotFallen => w!(
            "Die Reklamation scheitert: das Blättchen des Gegners ist nicht gefallen, oder Ihres ist gefallen"
        ),
        ErrQuickplayNotAllowed { .. } => w!("Keine Schnellschluss-Reklamation: {why}"),
        ErrNoQuickplayClaim => w!("Keine Schnellschluss-Reklamation wartet auf Entscheidung"),
        ErrQuickplayPending => w!(
            "Die Uhren stehen wegen einer Schnellschluss-Reklamation; der Schiedsrichter entscheidet"
        ),
        ErrNotInEdition => w!("Nicht in dieser Ausgabe der Regeln"),
        ErrAdjourned => w!("Die Partie ist abgebrochen (Hängepartie)"),
        ErrNotAdjourned => w!("Die Partie ist nicht abgebrochen"),
        ErrCasualOnly => w!("Nur in freien Partien"),
        ErrAgreementBeforeBothMoved => w!(
            "Remis durch Vereinbarung erst, wenn beide Spieler einen Zug gemacht haben (Art. 5.2.3, 2023)"
        ),
        ErrIllegalMoveStands => w!(
            "Der Gegner hat schon weitergezogen: der regelwidrige Zug bleibt bestehen (A.5.2, 2023)"
        ),
        ErrNotAPromotion => w!("Kein Bauernzug auf die letzte Reihe (Art. 7.5.2, 2023)"),
        ErrGuidelinesNotAnnounced => {
            w!("Die Veranstaltung hat die Richtlinien III nicht angekündigt (III.2.1, 2023)")
        }
        ErrGuidelinesNotApplicable => w!(
            "Die Richtlinien III gelten nur für Standard- und Schnellpartien ohne Zeitzuschlag (III.2.2, 2023)"
        ),
        ErrPlayerPresent => w!("Der Spieler ist am Brett"),
        ErrColoursReversedTooLate => {
            w!("Beide Spieler haben zehn oder mehr Züge gemacht: die Partie wird fortgesetzt")
        }
        ColoursReversedLegend { .. } => w!("Farben vertauscht ({art})"),
        ErrDrawNotBefore { .. } => w!(
            "Kein Remisangebot und keine Remisvereinbarung vor dem {moves}. Zug ohne Zustimmung des Schiedsrichters"
        ),
        ErrDrawNever => {
            w!("Kein Remisangebot und keine Remisvereinbarung ohne Zustimmung des Schiedsrichters")
        }
        DrawRuleFromLabel { .. } => w!("Keine Remisvereinbarung vor Zug ({art})"),
        DrawRuleFromHint => w!("Leer: Remis darf in jedem Zug vereinbart werden."),
        DrawRuleNeverLabel => {
            w!("Überhaupt keine Remisvereinbarung ohne Zustimmung des Schiedsrichters")
        }
        ErrDrawRuleInvalid { .. } => {
            w!("Der Zug „{text}“ für Remisvereinbarungen ist keine ganze Zahl")
        }
        ConsentLegend { .. } => w!("Remis mit Zustimmung des Schiedsrichters ({art})"),
        ConsentButton => w!("Die Spieler vereinbaren Remis, mit Zustimmung des Schiedsrichters"),
        ColoursReversedRestart => w!("Abbrechen und mit richtigen Farben neu beginnen"),
        ErrDefaultTimeNotReached { .. } => w!("Die Karenzzeit ist nicht abgelaufen: noch {time}"),
        ErrNoIncrementRequest => {
            w!("Kein Antrag auf Zeitzuschlag wartet auf den Schiedsrichter (III.4, 2023)")
        }
        ErrBadPly { .. } => w!(
            "Keine Stellung nach {n} Halbzug",
            "Keine Stellung nach {n} Halbzügen"
        ),
        MoveAmbiguous { .. } => w!(
            "{n} Zug passt, bitte genauer: {moves}",
            "{n} Züge passen, bitte genauer: {moves}"
        ),
        MoveNoPiece { .. } => w!("keine eigene Figur passt zu „{text}“"),
        MoveNoneReaches { .. } => w!("keine solche Figur kann dieses Feld erreichen („{text}“)"),
        MoveNoFit { .. } => w!("kein regelgemäßer Zug passt zu „{text}“"),
        MoveUnknownWord { .. } => w!("unbekanntes Wort „{word}“"),
        MoveMalformed { .. } => w!("die Wörter ergeben keinen Zug: „{text}“"),
        MoveEmpty => w!("kein Zug angegeben"),
        MoveRefusedPiece { .. } => w!("{piece}: {why}"),
        MoveUnreadableAt { .. } => w!("der Zug ist ab Zeichen {at} nicht lesbar"),
        PgnMoveAfterEnd => w!("die Partie war schon beendet"),
        PgnMoveIllegal => w!("in dieser Stellung kein regelgemäßer Zug"),
        PgnMoveAmbiguous { .. } => w!(
            "mehrdeutig, {n} Zug passt (Anhang E.9)",
            "mehrdeutig, {n} Züge passen (Anhang E.9)"
        ),
        ArbiterTitle => w!("Schiedsrichter"),
        ArbiterPanelButton => w!("Schiedsrichter-Bereich"),
        ArbiterMoreRulings => w!("Weitere Entscheidungen"),
        ArbiterStopClocks => w!("Uhren anhalten"),
        ArbiterRestartClocks => w!("Uhren wieder starten"),
        ArbiterTime => w!("Uhr korrigieren (Art. 6.13)"),
        ArbiterClockOf => w!("Uhr von"),
        ArbiterSecondsInvalid => w!("Bitte eine ganze Zahl von Sekunden eingeben"),
        ArbiterAddTime => w!("Zeit hinzufügen"),
        ArbiterRemoveTime => w!("Zeit abziehen"),
        ArbiterSetTime => w!("Zeit setzen"),
        ArbiterIllegalMoves { .. } => w!("Regelwidriger Zug am Brett ({art})"),
        ArbiterIllegalBy { .. } => w!("Regelwidriger Zug von {side} (bisher {count})"),
        ArbiterQuickplay { .. } => w!("Endspurtphase ({art})"),
        ArbiterQuickplayClaim { .. } => w!("{side} beantragt Remis (unter zwei Minuten)"),
        ArbiterQuickplayPending { .. } => {
            w!("{side} hat Remis beantragt; der Schiedsrichter entscheidet")
        }
        ArbiterDeclareDraw => w!("Partie remis erklären"),
        ArbiterPostponeExtra => w!("Entscheidung aufschieben, zwei Minuten für den Gegner"),
        ArbiterPostpone => w!("Entscheidung aufschieben"),
        ArbiterReject => w!("Antrag ablehnen"),
        ArbiterPenalty { .. } => w!("Strafe ({art})"),
        ArbiterAgainst => w!("Gegen"),
        ArbiterAdjournment => w!("Hängepartie (Anhang A)"),
        ArbiterSealedMove { .. } => w!("Abgegebener Zug von {side} (verdeckt)"),
        ArbiterResumeAt => w!("Uhrzeit der Wiederaufnahme"),
        ArbiterSeal => w!("Zug abgeben und unterbrechen"),
        ArbiterSealedEmpty => w!("Zuerst den abgegebenen Zug eintragen"),
        ArbiterEnvelope { .. } => w!(
            "Unterbrochen: {side} hat den {number}. Zug abgegeben. Wiederaufnahme {date} {time} {venue}"
        ),
        ArbiterResumeAdjourned => w!("Umschlag öffnen und fortsetzen"),
        ReferredClaimStatus { .. } => w!(
            "Partie beendet: {side} hat Remis beantragt ({art}); beantragt, für den zuständigen Schiedsrichter"
        ),
        ReferredRulingLegend { .. } => w!("Entscheidung des zuständigen Schiedsrichters ({art})"),
        ReferredRuling { .. } => w!("{result} erklären"),
        ErrClaimAfterTouch { .. } => {
            w!("Kein Remisantrag in diesem Zug: eine Figur wurde berührt ({art})")
        }
        ArbiterResumptionDue { .. } => w!("Die Zeit der Wiederaufnahme ist gekommen ({art})"),
        ArbiterResumptionCounting => {
            w!("Die Karenzzeit der Wiederaufnahme läuft; bitte angeben, wer anwesend ist.")
        }
        TouchMustMove { .. } => w!(
            "Berührte Figur: die Figur auf {square} wurde zuerst berührt und muss ziehen ({art})"
        ),
        TouchMustCapture { .. } => w!(
            "Berührte Figur: die Figur auf {square} wurde berührt und muss geschlagen werden ({art})"
        ),
        TouchCaptureWith { .. } => {
            w!("Berührte Figur: die Figur auf {piece} muss auf {target} schlagen ({art})")
        }
        TouchCastle { .. } => w!(
            "Berührte Figur: König und Turm wurden berührt, also mit diesem Turm rochieren ({art})"
        ),
        TouchKingMove { .. } => {
            w!("Berührte Figur: der König wurde berührt und muss ziehen ({art})")
        }
        TouchReleased { .. } => {
            w!("Berührte Figur: die Figur wurde auf {square} losgelassen; dieser Zug gilt ({art})")
        }
        TouchNoCastling { .. } => {
            w!("Berührte Figur: der Turm wurde zuerst berührt, also keine Rochade mit ihm ({art})")
        }
        TouchPromotion { .. } => {
            w!("Berührte Figur: die Umwandlungsfigur ist schon gewählt ({art})")
        }
        ArbiterIncrement { .. } => w!("Antrag auf Inkrement ({art})"),
        ArbiterRequestIncrement { .. } => {
            w!("{side} beantragt 5 Sekunden pro Zug (unter zwei Minuten)")
        }
        ArbiterIncrementPending { .. } => {
            w!("{side} hat ein Inkrement beantragt; das ist auch ein Remisangebot")
        }
        ArbiterDeclineBy { .. } => w!("{side} lehnt das Remis ab"),
        ArbiterIncrementAgree => w!("Zustimmen: 5 Sekunden pro Zug, zwei Minuten für den Gegner"),
        ArbiterIncrementRefuse => w!("Inkrement ablehnen"),
        ArbiterGuidelinesOff { .. } => w!("Richtlinien III nicht in Kraft: {why}"),
        ArbiterMisconduct { .. } => w!("Uhr und Hände ({art})"),
        ArbiterPawnMove => w!("Bauernzug auf die letzte Reihe"),
        ArbiterPromotionNotReplaced { .. } => w!("Bauer nicht ersetzt ({art})"),
        ArbiterClockWithoutMove { .. } => w!("{side} drückte die Uhr ohne Zug ({art})"),
        ArbiterTwoHands { .. } => w!("{side} zog mit zwei Händen ({art})"),
        ArbiterReinstateAfter => w!("Letzter korrekter Zug"),
        ArbiterReinstateBy { .. } => w!("Wiederherstellen: regelwidriger Zug von {side}"),
        ArbiterBoards { .. } => {
            w!("Bretter eines blinden Spielers weichen ab ({art}, keine Strafe)")
        }
        ArbiterBoardsAdjusted => w!("Partieformulare stimmen überein: Brett berichtigt"),
        ArbiterDefaultLegend { .. } => w!("Nicht bis zur Karenzzeit erschienen ({art})"),
        ArbiterDefaultVerdict { .. } => w!(
            "{side} ist nicht erschienen ({late} nach Beginn): verliert, sofern der Schiedsrichter nicht anders entscheidet ({art})"
        ),
        ArbiterArrived { .. } => w!("{side} ist erschienen"),
        ArbiterDeclareDefault { .. } => {
            w!(
                "{side} kampflos verloren erklären (sofern der Schiedsrichter nicht anders entscheidet)"
            )
        }
        ArbiterBoardsRetrace => {
            w!("Partieformulare weichen ab: bis zum letzten korrekten Zug zurück")
        }
        ArbiterPenaltySeconds => w!("Sekunden der Zeitstrafe"),
        ArbiterTimeToOpponent { .. } => w!("Zeitgutschrift für den Gegner ({art})"),
        ArbiterTimeFromOffender { .. } => w!("Zeitabzug beim Schuldigen ({art})"),
        ArbiterWarningArt { .. } => w!("Verwarnung ({art})"),
        ArbiterLoseGameArt { .. } => w!("Partie für verloren erklären ({art})"),
        BoardNumberLabel => w!("Brett"),
        TournamentFileTitle => w!("Aus einer Turnierdatei"),
        TournamentFileLabel => w!("Turnierdatei: TRF, Paarungsliste oder CSV (mehrere zugleich)"),
        TournamentFileHelp => w!(
            "FIDE-TRF aus Swiss-Manager, Vega oder bbpPairings; eine Paarungsliste aus Startnummern; oder eine CSV aus Brett,Weiß,Schwarz (board,white,black)."
        ),
        TournamentRoundOption { .. } => w!("Runde {round}"),
        TournamentBoardOption { .. } => w!("Brett {board}: {white} – {black}"),
        TournamentRead { .. } => w!("{event}: {n} Spieler", "{event}: {n} Spieler"),
        TournamentRemembered => {
            w!("Die Turnierdatei bleibt auf diesem Gerät für die nächste Runde gespeichert.")
        }
        TournamentForget => w!("Turnierdatei vergessen"),
        WhiteFideIdLabel => w!("FIDE-ID von Weiß"),
        BlackFideIdLabel => w!("FIDE-ID von Schwarz"),
        WhiteEloLabel => w!("Elo von Weiß"),
        BlackEloLabel => w!("Elo von Schwarz"),
        GameDateLabel => w!("Datum (JJJJ.MM.TT)"),
        TrfErrAt { .. } => {
            w!("{file}, Zeile {line}, {field}: {why}. Nichts Gespeichertes wurde geändert.")
        }
        TrfErrFile { .. } => w!("{file}: {why}. Nichts Gespeichertes wurde geändert."),
        TrfFieldFile => w!("die Datei"),
        TrfFieldStartNumber => w!("Startnummer"),
        TrfFieldName => w!("Name"),
        TrfFieldRating => w!("Elo"),
        TrfFieldFideId => w!("FIDE-ID"),
        TrfFieldOpponent { .. } => w!("Gegner in Runde {round}"),
        TrfFieldColour { .. } => w!("Farbe in Runde {round}"),
        TrfFieldResult { .. } => w!("Ergebnis in Runde {round}"),
        TrfFieldPairCount => w!("Zahl der Paarungen"),
        TrfFieldWhite => w!("Weiß"),
        TrfFieldBlack => w!("Schwarz"),
        TrfNotATournamentFile => {
            w!("keine TRF-Datei, keine Paarungsliste und keine CSV aus Brett,Weiß,Schwarz")
        }
        TrfMissing => w!("leer"),
        TrfNotANumber { .. } => w!("„{text}“ ist keine Zahl"),
        TrfUnknownCode { .. } => w!("„{text}“ ist kein Code des Formats"),
        TrfUnknownPlayer { .. } => w!("kein Spieler „{text}“ in der TRF-Datei"),
        TrfDuplicate { .. } => w!("„{text}“ steht doppelt"),
        TrfCountMismatch { .. } => w!(
            "nennt {said} Paarungen, es folgt aber {n}",
            "nennt {said} Paarungen, es folgen aber {n}"
        ),
        TrfNeedsTrf => w!("Startnummern brauchen die TRF-Datei dazu"),
        TrfSecondTrf => w!("eine zweite TRF-Datei; bitte nur eine wählen"),
        TrfNoPairings => w!("keine Runde mit noch zu spielenden Paarungen"),
        TrfUnreadable => w!("Die Datei konnte nicht gelesen werden."),
        RoundResultsTitle => w!("Ergebnisse der Runde"),
        RoundResultsCaption { .. } => w!("{n} Partie, nach Brett", "{n} Partien, nach Brett"),
        ResultHeader => w!("Ergebnis"),
        NoteHeader => w!("Hinweis"),
        ResultNotApproved => w!("Ergebnis nicht von beiden Spielern bestätigt (Art. 8.7)"),
        SaveRoundPgn => w!("Die Runde als eine PGN-Datei speichern"),
        RoundFileRefused { .. } => w!("{file}: {why}"),
        TournamentWindows1252 { .. } => {
            w!("{file} ist kein UTF-8 und wurde als Windows-1252 gelesen: Bitte die Namen prüfen.")
        }
        TrfCodesHeader => w!("TRF-Codes"),
        RoundNoGame => w!("Keine Partie eingegangen: Der Schiedsrichter entscheidet"),
        RoundChoiceGame { .. } => w!("{result} ({codes})"),
        RoundChoiceUnrated { .. } => {
            w!("{result}, nicht gewertet: Eine Seite hat keinen Zug gemacht ({codes})")
        }
        RoundChoiceForfeit { .. } => w!("{result} kampflos ({codes})"),
        RoundChoiceBothForfeit { .. } => w!("Beide verlieren kampflos ({codes})"),
        RoundChoiceBlank => w!("Noch kein Ergebnis (leer lassen)"),
        ByeHalf => w!("Spielfrei mit einem halben Punkt (H)"),
        ByeFull => w!("Spielfrei mit einem ganzen Punkt (F)"),
        ByePairing => w!("Spielfrei durch die Auslosung (U)"),
        ByeZero => w!("Spielfrei ohne Punkt, abwesend (Z)"),
        RoundCodesLabel { .. } => w!("TRF-Codes, Brett {board}"),
        RoundByeCodeLabel { .. } => w!("TRF-Code, {player}"),
        RoundRefusedOtherRound { .. } => {
            w!("{file}: abgelehnt: Die Partie ist aus Runde {round}, nicht aus Runde {expected}.")
        }
        RoundRefusedNoBoard { .. } => w!("{file}: abgelehnt: Die Partie nennt kein Brett."),
        RoundRefusedNoSuchBoard { .. } => {
            w!("{file}: abgelehnt: Runde {round} hat kein Brett {board}.")
        }
        RoundRefusedNames { .. } => w!(
            "{file}: abgelehnt: An Brett {board} der Runde {round} spielen {white} – {black}, nicht die Spieler der Partie."
        ),
        RoundRefusedTwice { .. } => {
            w!("{file}: abgelehnt: eine zweite Partie für Brett {board}.")
        }
        WriteRound => w!("Die Runde in die Turnierdatei schreiben"),
        WriteRoundHelp { .. } => w!(
            "Lädt {file} mit den Ergebnissen und Punkten der Runde {round} herunter; jede andere Zeile bleibt, wie sie war."
        ),
        WriteRoundNeedsTrf => w!(
            "Um die Runde in die Turnierdatei zu schreiben, zuerst die TRF-Datei unter Neue Partie, „Aus einer Turnierdatei“, wählen."
        ),
        DefaultTimeLabel { .. } => w!("Karenzzeit, Minuten nach dem Beginn ({art})"),
        DefaultTimeEmptyZero => w!("Leer: null, wie ohne Angabe der Veranstaltung."),
        DefaultTimeEmptyHour => w!("Leer: eine Stunde nach dem angesetzten Beginn."),
        ErrDefaultTimeInvalid { .. } => {
            w!("Die Karenzzeit „{text}“ ist keine ganze Zahl von Minuten")
        }
        GuidelinesAnnounced { .. } => w!("Richtlinien III angekündigt ({art})"),
        GuidelinesUnavailable { .. } => w!("Nicht möglich: {why} ({art})"),
        GlNotInEdition => w!("nur in den Regeln von 2023"),
        GlUntimed => w!("nur mit Uhr"),
        GlBlitz => w!("nicht im Blitzschach"),
        GlIncrement => w!("nur ohne Inkrement oder Verzögerung"),
        GlNotAnnounced => w!("das Turnier hat sie nicht angekündigt"),
        GlIncrementIntroduced => w!("das Inkrement wurde eingeführt"),
        UnsupervisedClaimLegend { .. } => {
            w!("Kein Schiedsrichter anwesend: Remis beantragen ({art})")
        }
        UnsupervisedCannotWin { .. } => {
            w!("{side}: der Gegner kann mit normalen Mitteln nicht gewinnen")
        }
        UnsupervisedNoEffort { .. } => w!("{side}: der Gegner unternimmt keinen Gewinnversuch"),
        SaidIllegalMove { .. } => w!(
            "Regelwidriger Zug von {side} (Nummer {count}): die Stellung davor wird wiederhergestellt"
        ),
        SaidPawnNotReplaced { .. } => w!(
            "Regelwidriger Zug von {side} (Nummer {count}): der Bauer wird durch eine Dame ersetzt"
        ),
        SaidIllegalAction { .. } => w!("Regelwidriger Zug von {side} (Nummer {count}, {art})"),
        SaidReinstated { .. } => w!(
            "Die Stellung nach {n} Halbzug wird wiederhergestellt",
            "Die Stellung nach {n} Halbzügen wird wiederhergestellt"
        ),
        SaidQuickplayClaimed { .. } => {
            w!("{side} beantragt Remis in der Endspurtphase; die Uhren stehen")
        }
        SaidQuickplayPostponed => w!("Der Schiedsrichter schiebt die Entscheidung auf"),
        SaidQuickplayRejected => w!("Der Antrag wird abgelehnt"),
        SaidAdjourned { .. } => {
            w!("Die Partie ist unterbrochen: {side} hat den {number}. Zug abgegeben")
        }
        SaidEnvelopeOpened { .. } => w!("Der Umschlag wird geöffnet; der abgegebene Zug ist {mv}"),
        ProposeTakeBackAs { .. } => w!("Zurücknahme vorschlagen ({side})"),
        AcceptTakeBack => w!("Zurücknahme annehmen"),
        DeclineTakeBack => w!("Zurücknahme ablehnen"),
        TakeBackRequestedOne { .. } => w!("{side} bittet, den letzten eigenen Zug zurückzunehmen"),
        TakeBackRequestedTwo { .. } => {
            w!("{side} bittet, den letzten eigenen Zug und die Antwort zurückzunehmen")
        }
        TakeBackAccepted => w!("Zurücknahme angenommen"),
        TakeBackDeclined => w!("Zurücknahme abgelehnt"),
        TakeBackLapsed => w!("Die Bitte um Zurücknahme ist hinfällig"),
        TakeBackDoneTwo => w!("Zwei Halbzüge zurückgenommen"),
        ErrNoTakeBackRequest => w!("Es liegt keine Bitte um Zurücknahme vor"),
        ErrOwnTakeBackRequest => {
            w!("Ein Spieler kann seine eigene Bitte um Zurücknahme nicht beantworten")
        }
        ErrTakeBackRequested => w!("Ihre Bitte um Zurücknahme steht noch"),
        ErrOpponentTakeBack => w!("Der Gegner bittet um Zurücknahme: annehmen oder ablehnen"),
        DeleteGame => w!("Löschen"),
        DeleteGameNamed { .. } => w!("Partie {number} löschen: {game}"),
        ConfirmDelete => w!("Löschen bestätigen"),
        ConfirmDeleteNamed { .. } => w!("Löschen von Partie {number} bestätigen: {game}"),
        DeleteQuestion => w!("Diese Partie aus dem Archiv löschen?"),
        GameDeleted { .. } => w!("Partie aus dem Archiv gelöscht: {game}"),
        ArchiveEntryGone => w!("Diese Partie ist nicht mehr im Archiv"),
        ArchiveReadFailed => w!("Das Archiv konnte nicht gelesen werden"),
        ArchiveSearch => w!("Partien suchen"),
        ArchivePlayer => w!("Spieler"),
        ArchiveEvent => w!("Turnier"),
        ArchiveDate => w!("Datum (zum Beispiel 2026.11)"),
        ArchiveResult => w!("Ergebnis"),
        ResultAny => w!("Jedes Ergebnis"),
        ResultWhiteWon => w!("Weiß gewann (1-0)"),
        ResultBlackWon => w!("Schwarz gewann (0-1)"),
        ResultDrawn => w!("Remis (½-½)"),
        ResultUnfinished => w!("Nicht beendet (*)"),
        ArchiveFound { .. } => w!(
            "{n} Partie gefunden (von {total})",
            "{n} Partien gefunden (von {total})"
        ),
        ArchiveShowMore { .. } => w!("{n} weitere Partie zeigen", "{n} weitere Partien zeigen"),
        ArchiveExportAll { .. } => w!(
            "Archiv herunterladen ({n} Partie)",
            "Archiv herunterladen ({n} Partien)"
        ),
        ArchiveExportFound { .. } => w!(
            "{n} gefundene Partie herunterladen",
            "Die {n} gefundenen Partien herunterladen"
        ),
        ArchiveExporting => w!("Partien werden exportiert"),
        ArchiveExported { .. } => w!("{n} Partie exportiert", "{n} Partien exportiert"),
        ArchiveExportMissing { .. } => w!(
            "{n} Partie war nicht lesbar und fehlt in der Datei",
            "{n} Partien waren nicht lesbar und fehlen in der Datei"
        ),
        ClkNotStarted => w!("die Uhr wurde noch nicht in Gang gesetzt (Art. 6.5)"),
        ClkAlreadyStarted => w!("die Uhr läuft bereits"),
        ClkPaused => w!("die Uhren sind angehalten (Art. 6.12)"),
        ClkNotPaused => w!("die Uhren sind nicht angehalten"),
        ClkNotRunning => w!("keine Uhr läuft"),
        ClkWrongSide { .. } => {
            w!("{pressed} hat die Uhr gedrückt, aber die Uhr von {running} läuft (Art. 6.7)")
        }
        ClkFlagFallen { .. } => w!("das Fallblättchen von {side} ist gefallen (Art. 6.9)"),
        ClkTimeBackwards => w!("die Zeit des Geräts lief rückwärts"),
        CtlNoPeriods => w!("eine Bedenkzeit braucht mindestens eine Periode"),
        CtlZeroMoves { .. } => w!("Periode {period} verlangt 0 Züge"),
        CtlZeroTime { .. } => w!("Periode {period} gibt keine Zeit (0 min und keine Zeit pro Zug)"),
        CtlZeroInitialTime => w!("die Uhr würde ohne Zeit starten"),
        CtlSuddenDeathNotLast { .. } => {
            w!("Periode {period} gilt bis zum Ende der Partie, aber es folgen weitere Perioden")
        }
        CtlNotTimed => w!("ohne bekannte Bedenkzeit kann keine Uhr laufen"),
        TcEmpty => w!("keine Bedenkzeit angegeben"),
        TcSyntax { .. } => {
            w!("„{text}“ hat nicht die Form [Züge/]Sekunden[+Inkrement], *Sekunden, ? oder -")
        }
        TcOverflow { .. } => w!("Zahl zu groß in „{text}“"),
        PresetFideClassical => w!("FIDE klassisch"),
        PresetClassical1997 => w!("Klassisch (Ära 1997)"),
        PresetRapid { .. } => w!("Schnellschach {control}"),
        PresetBlitz { .. } => w!("Blitz {control}"),
        TcUnknown => w!("unbekannte Bedenkzeit"),
        TcUntimed => w!("ohne Bedenkzeit"),
        TcHourglass { .. } => w!("Sanduhr, je {time}"),
        TcForMoves { .. } => w!("{time} / {n} Zug", "{time} / {n} Züge"),
        TcRepeating => w!("letzte Periode wiederholt sich"),
        TcIncrement { .. } => w!("+{time} pro Zug"),
        TcIncrementFromOne { .. } => w!("+{time} pro Zug ab dem 1. Zug"),
        TcDelay { .. } => w!("{time} Verzögerung pro Zug"),
        TcBronstein { .. } => w!("{time} Bronstein-Verzögerung pro Zug"),
        FenDetail { .. } => w!("Feld {field}, Zeichen {at}: {why}"),
        FenFieldCount { .. } => w!("4 bis 6 Felder erwartet, {n} gefunden"),
        FenBadPiece { .. } => w!("ungültiger Figurenbuchstabe {char}"),
        FenRankTooLong { .. } => w!("Reihe {rank} hat mehr als 8 Felder"),
        FenRankTooShort { .. } => w!(
            "Reihe {rank} hat {n} Feld statt 8",
            "Reihe {rank} hat {n} Felder statt 8"
        ),
        FenRankCount { .. } => w!("8 Reihen erwartet, {n} gefunden"),
        FenMissingKing { .. } => w!("{side} hat keinen König (Art. 2.2)"),
        FenTooManyKings { .. } => w!("{side} hat mehr als einen König"),
        FenPawnOnBackRank { .. } => {
            w!("Bauer auf {square}, auf der ersten oder achten Reihe (Art. 3.7)")
        }
        FenOppositeCheck => w!("die Partei, die nicht am Zug ist, steht im Schach"),
        FenBadTurn => w!("w oder b erwartet"),
        FenBadCastlingChar { .. } => w!("ungültiges Rochadezeichen {char}"),
        FenCastlingContradicts { .. } => w!(
            "Rochaderecht {right}, aber König oder Turm steht nicht auf dem Ausgangsfeld (Art. 3.8)"
        ),
        FenBadEnPassant => w!("- oder ein Feld erwartet"),
        FenImpossibleEnPassant { .. } => w!(
            "En-passant-Feld {square} kann nicht auf einen Doppelschritt eines Bauern folgen (Art. 3.7)"
        ),
        FenBadHalfmove => w!("Zahl ab 0 erwartet"),
        FenBadFullmove => w!("Zahl ab 1 erwartet"),
        TagMissingName => w!("Tag-Name fehlt"),
        TagExpectedQuote => w!("\" nach dem Namen erwartet"),
        TagUnclosedValue => w!("Wert nicht mit \" abgeschlossen"),
        TagExpectedBracket => w!("] nach dem Wert erwartet"),
        QpBlitz => w!("nicht im Blitzschach"),
        QpNotInFinish => w!("nicht in der Endspurtphase"),
        QpFlagFallen => w!("das Fallblättchen ist gefallen"),
        QpTwoMinutes => w!("zwei Minuten oder mehr auf der Uhr"),
        PenWarning => w!("Verwarnung (Art. 13.4 a)"),
        PenAddOpponent { .. } => w!("{time} Zeitgutschrift für den Gegner (Art. 13.4 b)"),
        PenReduce { .. } => w!("{time} Zeitabzug (Art. 13.4 c)"),
        PenLoseGame => w!("Partie für verloren erklärt (Art. 13.4 d)"),
        JsonSyntax { .. } => w!("kein gültiges JSON in Zeile {line}, Spalte {column}"),
        JsonEof { .. } => w!("die Daten enden vorzeitig in Zeile {line}, Spalte {column}"),
        JsonSyntaxUnplaced => w!("kein gültiges JSON"),
        JsonData => w!("die Daten haben nicht die erwartete Form"),
        JsonNewer => {
            w!("von einer neueren Version von Rochade gespeichert; zum Aktualisieren neu laden")
        }
        TcePeriods => w!("Perioden"),
        TceHelp => w!(
            "Jeder Spieler spielt die Perioden der Reihe nach; eingesparte Zeit bleibt ihm erhalten (Art. 6.2)."
        ),
        TcePeriod { .. } => w!("Periode {period}"),
        TceMoves => w!("Züge"),
        TceMovesHelp => w!(
            "Züge in dieser Periode; nur die letzte Periode kann bis zum Ende der Partie gelten."
        ),
        TceMovesLastHelp => w!(
            "Leer oder 0: der Rest der Partie. Mit einer Zahl wiederholt sich diese letzte Periode."
        ),
        TceMinutes => w!("Bedenkzeit (Minuten)"),
        TceSeconds => w!("Bedenkzeit (Sekunden)"),
        TcePerMoveKind => w!("Pro Zug"),
        TceKindNone => w!("Nichts"),
        TceKindIncrement => w!("Zeitzuschlag (Fischer)"),
        TceKindDelay => w!("Verzögerung (US)"),
        TceKindBronstein => w!("Bronstein-Verzögerung"),
        TceIncrementSeconds => w!("Zeitzuschlag pro Zug (Sekunden)"),
        TceDelaySeconds => w!("Verzögerung pro Zug (Sekunden)"),
        TceBronsteinSeconds => w!("Bronstein-Verzögerung pro Zug (Sekunden)"),
        TceAddPeriod => w!("Periode hinzufügen"),
        TceRemovePeriod { .. } => w!("Periode {period} entfernen"),
        TceFromMoveOne => w!("Zeitzuschlag auch vor dem 1. Zug (wie bei elektronischen Uhren)"),
        TceTwoViews => w!(
            "Die Perioden oben und dieser Text sind dieselbe Bedenkzeit: Änderungen an einem ändern das andere."
        ),
        TceInWords { .. } => w!("In Worten: {text}"),
        TceInPgn { .. } => w!("In PGN: {text}"),
        TceNoPeriods => w!(
            "Die Perioden oben können diese Bedenkzeit nicht zeigen (Sanduhr oder ohne Uhr): es gilt der Text."
        ),
        TceNotANumber { .. } => {
            w!("Periode {period}, Feld „{field}“: „{value}“ ist keine Zahl ab 0")
        }
        TceTooLarge { .. } => w!("Periode {period}, Feld „{field}“: „{value}“ ist zu groß"),
        ClaimPossible => w!("Ein Remisanspruch wäre jetzt berechtigt"),
        ProfilesTitle => w!("Profile und Bereiche"),
        BlindProfile => {
            w!(
                "Blinder Spieler (Braille-Partieformular, Bestätigung getippter Züge, Stimme, Züge im FIDE-Schema gesprochen; aus: in der Sprache der Oberfläche)"
            )
        }
        BraillePanelSwitch => w!("Braille-Partieformular anzeigen"),
        ArbiterPanelSwitch => w!("Schiedsrichter (Schiedsrichter-Bereich anzeigen)"),
        FaceToFace => w!(
            "Gegenüber: Uhr und Name des gegenübersitzenden Spielers gedreht (Tablet liegt flach)"
        ),
        BoardColours => w!("Brettfarben"),
        ThemeWood => w!("Holz"),
        ThemeGreen => w!("Grün"),
        SoundVolume => w!("Lautstärke der Töne"),
        SoundVolumeHelp => w!(
            "Töne für Zug, Schlagen, Schach, knappe Zeit und Zeitüberschreitung; 0 ist still. Voreingestellt sind 60 %. Das Profil für blinde Spieler stellt 25 % ein: Stimme und Bildschirmleser sprechen im selben Moment, und ein lauter Ton würde die ersten Wörter des Zuges überdecken. Telefone, die vibrieren können, vibrieren auch bei knapper Zeit."
        ),
        WakeLockOn => w!("Der Bildschirm bleibt an, solange eine Uhr läuft."),
        WakeLockMissing => w!(
            "Dieser Browser kann den Bildschirm nicht anlassen: Stellen Sie für eine Partie mit Uhr die Bildschirmabschaltung des Geräts selbst lang genug ein."
        ),
        InstallApp => w!("App installieren"),
        CmTitle => w!("Schachuhr"),
        CmKeysHelp => w!(
            "Die Leertaste beendet den Zug der Seite, deren Uhr läuft, P hält an, T sagt die Zeiten und die Züge."
        ),
        CmStartHint => {
            w!("Leertaste oder eine Hälfte antippen: die Uhr von Weiß startet (Art. 6.5).")
        }
        CmMoves { .. } => w!("{n} Zug", "{n} Züge"),
        CmTellTimes => w!("Zeiten ansagen (T)"),
        CmFlagFirst { .. } => w!("Das Fallblättchen von {side} fiel zuerst (Art. 6.9)"),
        CmTimesMoves { .. } => w!("Gespielte Züge: Weiß {white}, Schwarz {black}"),
        CmControl => w!("Bedenkzeit"),
        CmCustom => w!("Eigene Bedenkzeit"),
        CmSetClock => w!("Uhr stellen"),
        CmNewClock => w!("Neue Bedenkzeit"),
        CmCorrection => w!("Schiedsrichter: Uhr berichtigen (Art. 6.10.2, 7.1)"),
        CmCorrSide => w!("Uhr von"),
        CmCorrTime => w!("Zeit (m:ss oder h:mm:ss)"),
        CmCorrMoves => w!("Gespielte Züge"),
        CmCorrApply => w!("Zeit und Züge stellen"),
        CmPlayOn => w!("Nach dem Fallblättchen weiterspielen (es zählt, wenn reklamiert)"),
        CmCorrBadTime => w!("Keine Zeit: m:ss oder h:mm:ss schreiben."),
        VenueLabel => w!("Wo gespielt wird"),
        VenueScreen => w!("Auf diesem Bildschirm"),
        VenueOtb => w!("Am Brett: ein Holzbrett neben diesem Gerät"),
        OtbTitle => w!("Am Brett"),
        OtbHelp => w!(
            "Ziehen Sie auf dem Brett, tippen Sie den Zug hier ein und drücken Sie Enter: Das notiert ihn und startet die Uhr des Gegners. Am Ende das Ergebnis eintippen, wie es notiert wird (1-0, 0-1, ½-½); dann bestätigen es beide."
        ),
        OtbPressHint => w!(
            "Wo Sie nicht mitschreiben müssen (Art. 8.4: unter fünf Minuten ohne 30 s Zeitzugabe je Zug; Schnell- und Blitzschach, Anhang A.2), tippen Sie auf Ihre Uhr oder geben Sie - ein, um ohne Zug zu drücken."
        ),
        OtbShowBoard => w!("Brett zeigen"),
        OtbBoardLabel => w!("Die notierte Stellung"),
        OtbMissing { .. } => w!("{n} Halbzug nicht notiert", "{n} Halbzüge nicht notiert"),
        OtbBlindSpot => w!(
            "Bis die fehlenden Züge nachgetragen sind, den ältesten zuerst (Art. 8.5), sieht die App weder Matt, Patt, Wiederholung, tote Stellung noch eine Reklamation nach Art. 9.2 und 9.3."
        ),
        OtbAssistant => w!(
            "Assistent des blinden Spielers (Anhang D.2.10): Jeder Zug wird angesagt, die Uhr des Gegners startet erst nach der Ansage (D.2.4), Zeiten nur auf Anfrage"
        ),
        OtbAnnounced => w!("Angesagt: Uhr des Gegners starten"),
        PadTitle => w!("Notationstastatur"),
        PadMove => w!("Bisher eingegebener Zug"),
        PadKing => w!("König"),
        PadFile { .. } => w!("Linie {file}"),
        PadRank { .. } => w!("Reihe {rank}"),
        PadCapture => w!("schlägt"),
        PadPromote { .. } => w!("wandelt um in {piece}"),
        PadCastleShort => w!("kurze Rochade"),
        PadCastleLong => w!("lange Rochade"),
        PadUndo => w!("Taste zurück"),
        PadEnter => w!("Eingabe"),
        PadHelpCasual => w!(
            "Tasten, die keinen regelgemäßen Zug mehr ergeben, sind abgeblendet; bleibt ein Zug, wird er ganz gezeigt."
        ),
        PadHelpStrict => w!(
            "Eine strenge Partie: Die Tastatur schränkt nichts ein; ein eingegebener regelwidriger Zug ist ein regelwidriger Zug (Art. 7.5.1)."
        ),
        OtbBoardTap => w!("Feld der Figur antippen, dann ihr Zielfeld: eingegeben wie getippt."),
        OtbApprove { .. } => w!("{side} bestätigt das Ergebnis"),
        OtbApproveTitle => w!("Beide Spieler bestätigen das Ergebnis (Art. 8.7)"),
        OtbApproved => w!("Beide Spieler haben das Ergebnis bestätigt (Art. 8.7)."),
        OtbIllegalEntered { .. } => w!(
            "Regelwidriger Zug eingegeben: {mv} ({why}). Er gilt als ausgeführter regelwidriger Zug ({art}): Die Stellung davor bleibt"
        ),
        SaidPressedWithoutMove { .. } => w!(
            "{side} hat die Uhr gedrückt, ohne den Zug zu notieren; {n} Halbzug fehlt",
            "{side} hat die Uhr gedrückt, ohne den Zug zu notieren; {n} Halbzüge fehlen"
        ),
        ErrMustRecord => w!(
            "Geben Sie den Zug ein: Er muss notiert werden (Art. 8.1.1). Art. 8.4 befreit nur unter fünf Minuten ohne 30 s Zeitzugabe je Zug."
        ),
        ErrMovesMissing { .. } => w!(
            "{n} Halbzug ist nicht notiert: zuerst nachtragen (Art. 8.5)",
            "{n} Halbzüge sind nicht notiert: zuerst nachtragen, den ältesten zuerst (Art. 8.5)"
        ),
        ErrNothingMissing => w!("Im Partieformular fehlt kein Zug"),
        OtbSignOff => w!(
            "Schiedsrichter: Die fehlenden Züge lassen sich nicht nachtragen; Partieformular unvollständig abzeichnen (Art. 8.5.3, 8.6)"
        ),
        SaidResultApproved { .. } => w!("{side} bestätigt das Ergebnis (Art. 8.7)"),
        SaidSignedOff { .. } => w!(
            "{n} Halbzug nicht notiert, vom Schiedsrichter abgezeichnet (Art. 8.6)",
            "{n} Halbzüge nicht notiert, vom Schiedsrichter abgezeichnet (Art. 8.6)"
        ),
        ErrNotOver => w!(
            "Die Partie hat noch kein Ergebnis: Das Ergebnis wird erst am Ende bestätigt (Art. 8.7), ein unvollständiges Partieformular erst dann abgezeichnet (Art. 8.6)"
        ),
        ErrAlreadyApproved => w!("Dieser Spieler hat das Ergebnis schon bestätigt (Art. 8.7)"),
        ErrPinWait { .. } => w!(
            "Falsche PINs: Die nächste PIN kann in {n} Sekunde versucht werden",
            "Falsche PINs: Die nächste PIN kann in {n} Sekunden versucht werden"
        ),
        ErrLockWeakened => w!(
            "Die Sperre des Schiedsrichters in dieser gespeicherten Partie wurde im Speicher verändert: Die Partie ist schreibgeschützt. Rufen Sie den Schiedsrichter."
        ),
        ErrNotLocked => w!("Diese Partie hat keine Sperre des Schiedsrichters"),
        LogIntact { .. } => w!(
            "Das Protokoll ist unverändert: sein {n} Eintrag ist wie versiegelt",
            "Das Protokoll ist unverändert: seine {n} Einträge sind wie versiegelt"
        ),
        LogEdited { .. } => w!(
            "Das Protokoll wurde verändert: sein erster {n} Eintrag ist nicht wie versiegelt",
            "Das Protokoll wurde verändert: seine ersten {n} Einträge sind nicht wie versiegelt"
        ),
        LogCut { .. } => w!(
            "Das Protokoll wurde gekürzt: {present} von {n} versiegelten Eintrag sind übrig",
            "Das Protokoll wurde gekürzt: {present} von {n} versiegelten Einträgen sind übrig"
        ),
        LogSealMissing => {
            w!("Ein Siegel des Protokolls wurde entfernt: Das Protokoll wurde manipuliert")
        }
        ReplaceNeedsPin => w!(
            "Diese Partie ist vom Schiedsrichter gesperrt: Eine andere Partie ersetzt sie nur mit der PIN des Schiedsrichters, bis sie beendet und ihr Ergebnis bestätigt ist."
        ),
        VerifyLog => w!("Protokoll prüfen"),
        SheetResultCorrected { .. } => {
            w!("Schiedsrichter: Ergebnis {from} berichtigt zu {to} (Art. 8.7)")
        }
        SheetReportedDrawRestricted => w!(
            "Remis von den Spielern gemeldet, wo das Turnier Remisvereinbarungen einschränkt (Art. 9.1.1): für den Schiedsrichter"
        ),
        GameGoesOn => w!("die Partie geht weiter"),
        CorrectResult => w!("Ergebnis berichtigen"),
        CorrectResultLegend => w!("Ergebnis berichtigen (Art. 8.7)"),
        SaidResultCorrected { .. } => w!("Der Schiedsrichter berichtigt das Ergebnis: {result}"),
        ErrSignedOff => w!(
            "Der Schiedsrichter hat das Partieformular unvollständig abgezeichnet (Art. 8.6): Es wird nichts mehr nachgetragen"
        ),
        ErrClaimReferred => w!(
            "Der Antrag hat die Partie beendet; der zuständige Schiedsrichter entscheidet über das Ergebnis"
        ),
        ErrNoReferredClaim => w!("Kein Antrag wartet auf den zuständigen Schiedsrichter"),
        ErrResumptionAlreadyDue => w!("Die Zeit der Wiederaufnahme ist schon gekommen"),
        MoveWords => w!("Zugwörter"),
        AnnouncementLength => w!("Länge der Ansagen"),
        WhiteKing => w!("weißer König"),
        WhiteQueen => w!("weiße Dame"),
        WhiteRook => w!("weißer Turm"),
        WhiteBishop => w!("weißer Läufer"),
        WhiteKnight => w!("weißer Springer"),
        WhitePawn => w!("weißer Bauer"),
        BlackKing => w!("schwarzer König"),
        BlackQueen => w!("schwarze Dame"),
        BlackRook => w!("schwarzer Turm"),
        BlackBishop => w!("schwarzer Läufer"),
        BlackKnight => w!("schwarzer Springer"),
        BlackPawn => w!("schwarzer Bauer"),
        EmptySquare => w!("leer"),
        EmptySquares => w!("leer"),
        SquareRange { .. } => w!("{from} bis {to}"),
        RankTitle { .. } => w!("Reihe {rank}"),
        FileTitle { .. } => w!("Linie {file}"),
        CountKings { .. } => w!("{n} König", "{n} Könige"),
        CountQueens { .. } => w!("{n} Dame", "{n} Damen"),
        CountRooks { .. } => w!("{n} Turm", "{n} Türme"),
        CountBishops { .. } => w!("{n} Läufer", "{n} Läufer"),
        CountKnights { .. } => w!("{n} Springer", "{n} Springer"),
        CountPawns { .. } => w!("{n} Bauer", "{n} Bauern"),
        Hours { .. } => w!("{n} Stunde", "{n} Stunden"),
        Minutes { .. } => w!("{n} Minute", "{n} Minuten"),
        SecondsCount { .. } => w!("{n} Sekunde", "{n} Sekunden"),
        ClockOf { .. } => w!("{side} {time}"),
        MovesCompletedN { .. } => w!("Gespielte Züge: {n}"),
        LastMoveBy { .. } => w!("Letzter Zug: {side}, {mv}"),
        NoMoveYet => w!("Noch kein Zug"),
        NumberedMove { .. } => w!("{number}. {side}: {mv}"),
        NoDrawOffer => w!("Kein Remisangebot"),
        SaidWins { .. } => w!("{side} gewinnt durch {why}"),
        SaidDrawBy { .. } => w!("Remis durch {why}"),
        ArbiterPinLabel => w!("PIN des Schiedsrichters (freiwillig, mindestens 4 Ziffern)"),
        ArbiterPinHelp => w!(
            "Nur in strengen Partien. Dann brauchen die Handlungen des Schiedsrichters und die Einstellungen die PIN, Computer und Zughilfen sind aus, und das Verlassen der App wird protokolliert."
        ),
        ArbiterAllowsBoard => w!("Der Schiedsrichter erlaubt das Brett am Brett"),
        PinNeedsStrict => w!(
            "Eine PIN des Schiedsrichters gibt es nur in strengen Partien: wählen Sie streng, oder lassen Sie die PIN leer."
        ),
        PinNoComputer => w!(
            "Eine Partie mit PIN des Schiedsrichters spielen zwei Personen: der Computer ist darin aus."
        ),
        PinTooShort => w!("Die PIN des Schiedsrichters braucht mindestens 4 Ziffern."),
        PinTooLong => w!("Die PIN des Schiedsrichters hat höchstens 12 Ziffern."),
        PinNotDigits => w!("Die PIN des Schiedsrichters besteht nur aus Ziffern (0–9)."),
        PinPromptLabel => w!("PIN des Schiedsrichters"),
        PinPromptHelp => w!("Diese Partie ist vom Schiedsrichter gesperrt: geben Sie die PIN ein."),
        UnlockButton => w!("Entsperren"),
        PinRefused => w!("Falsche PIN: abgelehnt. Die Ablehnung ist protokolliert."),
        PinAccepted => w!("PIN des Schiedsrichters angenommen."),
        PinNeeded => {
            w!("Das ist Sache des Schiedsrichters: es braucht seine PIN (Schiedsrichter-Bereich).")
        }
        HelpOffLocked { .. } => w!("Zughilfen sind in dieser Partie aus ({art})."),
        LogTitle => w!("Protokoll"),
        LogEmpty => w!("Noch nichts protokolliert."),
        LogLeftApp { .. } => w!("{at}, {mv}: App verlassen"),
        LogLeftAppClocks { .. } => w!("{at}, {mv}: App verlassen; Weiß {white}, Schwarz {black}"),
        LogPinRefused { .. } => w!("{at}, {mv}: falsche PIN abgelehnt"),
        LogUnlocked { .. } => w!("{at}, {mv}: PIN des Schiedsrichters angenommen"),
        LogActed { .. } => w!("{mv}: Schiedsrichter: {what}"),
        LogReturned { .. } => w!("{at}, {mv}: nach {away} zurück in der App"),
        LogReturnedHeld { .. } => {
            w!(
                "{at}, {mv}: nach {away} zurück in der App; das Spiel wartete auf die PIN des Schiedsrichters"
            )
        }
        PlayHeld { .. } => w!(
            "Die App war {away} lang verlassen, länger als der Schiedsrichter erlaubt: das Spiel wartet auf die PIN des Schiedsrichters. Rufen Sie den Schiedsrichter."
        ),
        SaidPlayHeld => w!(
            "Die App war länger verlassen, als der Schiedsrichter erlaubt: das Spiel wartet auf die PIN des Schiedsrichters."
        ),
        ErrHeldAfterLeave => w!(
            "Die App war länger verlassen, als der Schiedsrichter erlaubt: es geht weiter, sobald der Schiedsrichter die PIN eingibt"
        ),
        AwayLimitLabel => w!("Verlassen der App"),
        AwayLimitOff => w!("Wird protokolliert"),
        AwayLimitAfter { .. } => w!(
            "Wird protokolliert; nach {n} Sekunde wartet das Spiel auf die PIN",
            "Wird protokolliert; nach {n} Sekunden wartet das Spiel auf die PIN"
        ),
        LogBeforeFirstMove => w!("vor dem ersten Zug"),
        LogAfterMove { .. } => w!("nach Zug {number}"),
        ActTime => w!("Uhr geändert"),
        ActIllegal => w!("regelwidriger Zug entschieden"),
        ActPenalty => w!("Strafe"),
        ActRuling => w!("Entscheidung"),
        ActAdjournment => w!("Hängepartie"),
        ActSignOff => w!("Partieformular abgezeichnet"),
        DeviceNameLabel => w!("Name des Geräts"),
        DeviceNameHelp => {
            w!("Welches Gerät diese Partie führt, z. B. „Tablet Brett 7“; steht im PGN.")
        }
        EventBoardLabel => w!("Dieses Brett"),
        EventRound { .. } => w!("Runde {round}"),
        EventBoard { .. } => w!("Brett {board}"),
        EventPlayers { .. } => w!("{white} – {black}"),
        EventDevice { .. } => w!("Gerät: {name}"),
        // The questions about the position, and text that is none.
        HelpQuestions => w!(
            "Angreifer und Verteidiger eines Felds: Angreifer e5, Verteidiger e5 (Umschalt+A: beide; gefesselte Figuren genannt). In Gefahr: hängend, hängend weiß (Umschalt+H). Abtasten: Strahlen e4 (x: Diagonalen, Umschalt+X: Geraden). Wer kann nach e5 (Umschalt+W). Schlagzüge (Umschalt+C). Letzter Schlag (z)."
        ),
        NotMoveOrCommand { .. } => {
            w!("Weder Zug noch Befehl: „{text}“; Hilfe tippen für die Liste")
        }
        QAttackedBy { .. } => w!("Angegriffen von {side}"),
        QDefendedBy { .. } => w!("Gedeckt von {side}"),
        QNone => w!("keine"),
        QPinned => w!("gefesselt"),
        QInDanger => w!("Figuren in Gefahr"),
        QUndefended => w!("ungedeckt"),
        QCheaper { .. } => w!("von einer Figur geringeren Werts angegriffen, {piece}"),
        QUp => w!("Nach oben"),
        QUpRight => w!("Nach rechts oben"),
        QRight => w!("Nach rechts"),
        QDownRight => w!("Nach rechts unten"),
        QDown => w!("Nach unten"),
        QDownLeft => w!("Nach links unten"),
        QLeft => w!("Nach links"),
        QUpLeft => w!("Nach links oben"),
        QLastCapture { .. } => w!("Letzter Schlag: {mv}"),
        QNoCapture => w!("Noch nichts geschlagen"),
        QNoCaptures => w!("keine Schlagzüge"),
        QCanGo { .. } => w!("{side} kann dorthin"),
        QWhichSquare => w!(
            "Welches Feld? Den Fokus auf ein Feld des Bretts setzen oder es nennen: Angreifer e5"
        ),
        CodesShow => w!("Als QR-Codes zeigen"),
        CodesTitle => w!("Diese Partie als QR-Codes"),
        CodesHelp => w!(
            "Nacheinander mit der Kamera des Schiedsrichters lesen: PGN & Archiv, Codes mit der Kamera lesen. PGN herunterladen oben gibt die Partie stattdessen als Datei weiter."
        ),
        CodesFailed => w!(
            "Die Codes ließen sich nicht zeichnen; PGN herunterladen gibt die Partie als Datei weiter."
        ),
        CodesDrawing => w!("Die Codes werden gezeichnet…"),
        CodeOfBoard { .. } => w!("Code {n} von {of} der Partie an Brett {board}"),
        CodeOfGame { .. } => w!("Code {n} von {of} dieser Partie"),
        CodePrevious => w!("Vorheriger Code"),
        CodeNext => w!("Nächster Code"),
        ShareGame => w!("Teilen"),
        ScanCodes => w!("Codes mit der Kamera lesen"),
        ScanStop => w!("Kamera beenden"),
        ScanStartOver => w!("Diese Partie neu beginnen"),
        ScanPoint => w!("Die Kamera nacheinander auf die Codes des Tablets richten."),
        CodesRead { .. } => w!("{read} von {of} Codes gelesen"),
        CodesMissing { .. } => w!("es fehlen noch: {parts}"),
        CodeOtherGame { .. } => {
            w!("Ein Code einer anderen Partie ({other}): erst diese Partie, oder sie neu beginnen")
        }
        CodeRefused => w!("Ein Code, dessen Prüfsumme nicht stimmt, wurde abgelehnt"),
        CodeNotOurs => w!("Das ist kein Code einer Partie"),
        CodeGameRead { .. } => {
            w!("Partie {game} ganz gelesen und in die Tabelle der Runde aufgenommen")
        }
        CodeAlreadyRead { .. } => w!("Partie {game} ist schon gelesen"),
        CameraRefused => w!("Erlaubnis verweigert"),
        CameraMissing => w!("keine Kamera gefunden"),
        CameraBusy => w!("die Kamera wird von einer anderen App benutzt"),
        CameraInsecure => w!("die Seite ist nicht über HTTPS oder localhost geöffnet"),
        AnalyseGame => w!("Partie analysieren"),
        AnalysisTitle => w!("Analyse"),
        AnalysisTime => w!("Zeit je Stellung"),
        SecondsShort { .. } => w!("{s} s"),
        AnalysisProgress { .. } => w!("Zug {k} von {n}"),
        AnalysisStop => w!("Analyse anhalten"),
        AnalysisStarted => w!("Analyse gestartet"),
        AnalysisStoppedAt { .. } => {
            w!("Analyse bei Zug {k} von {n} angehalten: das Gefundene bleibt")
        }
        AnalysisDone => w!("Analyse fertig"),
        AnalysisAfterGame { .. } => w!(
            "Keine Analyse während der Partie: der Computer analysiert eine beendete Partie ({art})"
        ),
        NotAnalysed => {
            w!("Die Partie ist noch nicht analysiert: Partie analysieren, oder analysieren tippen")
        }
        EvalGraph => w!("Bewertung"),
        EvalGraphAxis => w!("Bauern für Weiß (oben) oder Schwarz (unten), nach Zügen"),
        EvalMate { .. } => w!("Matt in {n} Zug für {side}", "Matt in {n} Zügen für {side}"),
        MoveOfSide { .. } => w!("Zug {n}, {side}"),
        EvalAfterMove { .. } => w!("{mv}: {eval}"),
        EvalAtStart { .. } => w!("Anfang: {eval}"),
        EvalAtMoves { .. } => w!("Bewertung {list}"),
        EvalAtMove { .. } => w!("nach Zug {n}: {eval}"),
        LargestSwings { .. } => w!("Größte Umschwünge: {list}"),
        SwingOf { .. } => w!("{mv}, {from} auf {to}"),
        Inaccuracy => w!("Ungenauigkeit"),
        Mistake => w!("Fehler"),
        Blunder => w!("grober Fehler"),
        WasInaccuracy { .. } => w!("{mv} war eine Ungenauigkeit; besser {best}"),
        WasMistake { .. } => w!("{mv} war ein Fehler; besser {best}"),
        WasBlunder { .. } => w!("{mv} war ein grober Fehler; besser {best}"),
        NoMarkedMoves => w!("Kein Zug als Ungenauigkeit, Fehler oder grober Fehler markiert"),
        BestHere { .. } => w!("Bester Zug hier: {mv}"),
        BestUnknown => w!("Hier ist kein bester Zug bekannt"),
        Better { .. } => w!("besser {mv}"),
        PrintWithAnalysis => w!("Mit der Analyse drucken"),
        DownloadWithAnalysis => w!("PGN mit der Analyse herunterladen"),
        EvalsGiven => w!(
            "Diese Bewertungen kamen mit der Partie: ihre besten Züge sind nicht bekannt. Partie analysieren findet sie."
        ),
        AnalysisNotRecord => w!(
            "Die Analyse gehört nicht zur Partienotation: PGN und gedrucktes Partieformular lassen sie weg, außer Sie laden sie mit der Analyse herunter."
        ),
        CameraUnavailable { .. } => w!(
            "Die Kamera ließ sich nicht nutzen ({why}). Sie braucht die Seite über HTTPS oder localhost und Ihre Erlaubnis."
        ),
    }
}

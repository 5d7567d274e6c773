//! The interface in German.

use super::msg::Msg::{self, *};
use super::plural;

/// The German form for `n`: `one` or `other` by [`plural::de`].
fn one_other(n: u64, one: &'static str, other: &'static str) -> &'static str {
    if plural::de(n) == plural::Plural::One {
        one
    } else {
        other
    }
}

/// The German translation of `m`.
pub(super) fn template(m: &Msg<'_>) -> &'static str {
    match m {
        AppTitle => "Rochade",
        White => "Weiß",
        Black => "Schwarz",
        NewGame => "Neue Partie",
        Settings => "Einstellungen",
        FlipBoard => "Brett drehen",
        Close => "Schließen",
        Start => "Partie beginnen",
        Cancel => "Abbrechen",
        WhiteName => "Spieler mit Weiß",
        BlackName => "Spieler mit Schwarz",
        TimeControl => "Bedenkzeit",
        CustomTimeControl => "Eigene (PGN-TimeControl)",
        CustomTimeControlHelp => "Zum Beispiel 40/5400+30:1800+30, 300+2 oder - ohne Uhr",
        Edition => "Ausgabe der Schachregeln",
        Edition2001 => "FIDE 2001",
        Edition1997 => "FIDE 1997",
        PlayMode => "Spielweise",
        Casual => "Freie Partie (Zurücknehmen nach Absprache)",
        Strict => "Turnierpartie (nur FIDE-Regeln)",
        BottomSide => "Unten",
        Chessboard => "Schachbrett",
        ChessboardReview => "Schachbrett, frühere Stellung",
        ClockRunning => "läuft",
        ClockStopped => "steht",
        ClockPaused => "Uhren angehalten",
        FlagFallen => "Fallblättchen gefallen",
        Pause => "Uhren anhalten",
        Resume => "Uhren weiterlaufen lassen",
        StartClock => "Die Uhr startet mit dem ersten Zug von Weiß",
        LowTime => "wenig Zeit",
        Scoresheet => "Partieformular",
        MoveNo => "Nr.",
        Result => "Ergebnis",
        BackToGame => "Zurück zur Partie",
        ReviewingMove { .. } => "Stellung nach {mv}",
        OfferDraw => "Remis anbieten",
        AcceptDraw => "Remis annehmen",
        DeclineDraw => "Remis ablehnen",
        DrawOffered { .. } => "{side} bietet Remis an",
        ClaimDraw => "Remis beanspruchen",
        ClaimRepetition => "Dreimalige Stellungswiederholung",
        ClaimFiftyMoves => "Fünfzig Züge",
        IntendedMove => "Beabsichtigter Zug (optional)",
        IntendedMoveHelp => {
            "Für eine Stellung, die entstehen wird: den Zug zuerst aufschreiben (Art. 9.2a, 9.3a)"
        }
        Resign => "Aufgeben",
        GameControls => "Partiesteuerung",
        ToMove { .. } => "{side} am Zug",
        GameOver { .. } => "Partie beendet: {result}",
        Promotion => "Bauer umwandeln",
        PromoteTo => "Umwandeln in",
        Queen => "Dame",
        Rook => "Turm",
        Bishop => "Läufer",
        Knight => "Springer",
        IllegalMove { .. } => "Regelwidriger Zug: {why}",
        NotYourPiece => "Diese Figur gehört nicht der Partei am Zug",
        NoPieceThere => "Auf diesem Feld steht keine Figur",
        Language => "Sprache",
        NotationStyle => "Notation",
        StyleFide => "FIDE (0-0, d8D)",
        StylePgn => "PGN (O-O, d8=Q)",
        PieceLetters => "Figurenbuchstaben",
        LettersEnglish => "Englisch (K Q R B N)",
        LettersPortuguese => "Portugiesisch (R D T B C)",
        LettersGerman => "Deutsch (K D T L S)",
        LettersFrench => "Französisch (R D T F C)",
        LettersDutch => "Niederländisch (K D T L P)",
        LettersSpanish => "Spanisch (R D T A C)",
        Figurines => "Figurinen (♔ ♕ ♖ ♗ ♘)",
        LongAlgebraic => "Lange Notation (e2-e4)",
        ShowClockTimes => "Uhrzeiten im Partieformular",
        Announcements => "Ansagen",
        SchemeGerman => "Deutsch (Anna, Bella … eins, zwei)",
        SchemeGermanEnglish => "Anna, Bella … mit englischen Zahlen",
        SchemeEnglish => "Englisch",
        SchemePortuguese => "Portugiesisch",
        Voice => "Ansagen sprechen",
        LowTimeThreshold => "Warnung bei wenig Zeit ab",
        Seconds => "Sekunden",
        MoveInput => "Zug oder Befehl",
        MoveInputHelp => {
            "Zug eingeben (e4, Sf3, Nf3, e2-e4, Springer Felix drei) oder einen Befehl (hilfe)"
        }
        Play => "Ziehen",
        InvalidTimeControl { .. } => "Ungültige Bedenkzeit: {why}",
        Picked { .. } => "Aufgenommen: {square}",
        Cancelled => "Abgebrochen",
        RefuseCannotMove => "so zieht diese Figur nicht",
        RefuseOwnPiece => "auf dem Feld steht eine eigene Figur",
        RefuseKingInCheck => "der eigene König stünde im Schach",
        RefuseInCheck => "der König steht im Schach und der Zug hebt es nicht auf",
        RefuseCastling => "Rochade ist jetzt nicht möglich",
        DrawDeclined => "Remisangebot abgelehnt",
        ClaimIncorrect => "Der Anspruch ist unbegründet",
        TimeChangedTo { .. } => "{side}: Uhr von {before} auf {after} gestellt",
        ClocksRunning => "Uhren laufen",
        LegalMovesCount { n, .. } => one_other(*n, "{n} regelgemäßer Zug", "{n} regelgemäße Züge"),
        NewGameStarted => "Neue Partie. Weiß am Zug.",
        WhiteWins => "Weiß gewinnt",
        BlackWins => "Schwarz gewinnt",
        Draw => "Remis",
        StartClockButton => "Uhr von Weiß starten",
        ReasonCheckmate => "Schachmatt (Art. 5.1a)",
        ReasonResignation => "Aufgabe (Art. 5.1b)",
        ReasonStalemate => "Patt (Art. 5.2a)",
        ReasonDeadPosition => "kein Matt mehr möglich (Art. 5.2b)",
        ReasonAgreement => "Einigung (Art. 5.2c)",
        ReasonRepetition => "dreimalige Stellungswiederholung (Art. 9.2)",
        ReasonFiftyMoves => "50-Züge-Regel (Art. 9.3)",
        ReasonFlagFall => "Zeitüberschreitung (Art. 6.9)",
        ReasonFlagFallCannotMate => {
            "Zeitüberschreitung, aber der Gegner kann nicht mattsetzen (Art. 6.9)"
        }
        ReasonFlagFallNoPotential => "Zeitüberschreitung ohne Mattpotential (Anhang C4)",
        ReasonBothFlags => "beide Fallblättchen gefallen (Art. 10.4)",
        ReasonIllegalMoves => "dritter regelwidriger Zug (Art. 7.4)",
        ReasonQuickplay => "Schiedsrichterentscheid in der Endspurtphase (Art. 10.2)",
        ReasonSealedMove => "ungültiger abgegebener Zug (Anhang A8)",
        ReasonArbiter => "Schiedsrichterentscheid (Art. 13.4)",
        ReasonFivefold => "fünfmalige Stellungswiederholung (Art. 9.6.1, 2023)",
        ReasonSeventyFive => "75 Züge ohne Bauernzug und ohne Schlagen (Art. 9.6.2, 2023)",
        ReasonResignationCannotMate => {
            "Aufgabe, aber der Gegner kann nicht mattsetzen (Art. 5.1.2, 2023)"
        }
        ReasonIllegalMovesCannotMate => {
            "zweiter regelwidriger Zug, aber der Gegner kann nicht mattsetzen (Art. 7.5.5, 2023)"
        }
        ClaimFlagFall { .. } => "{side} reklamiert: das Blättchen des Gegners ist gefallen",
        NoClock => "Ohne Uhr",
        BrowserLanguage => "Sprache des Browsers",
        SkipToBoard => "Zum Schachbrett springen",
        WhiteResigns => "Weiß gibt auf",
        BlackResigns => "Schwarz gibt auf",
        ShortForm => "Kurze Ansagen (Springer Felix drei)",
        LongForm => "Lange Ansagen (Springer Gustav eins Felix drei)",
        SpeechRate => "Sprechgeschwindigkeit",
        StartFen => "Ausgangsstellung (FEN, optional)",
        StartFenHelp => "Leer: die Grundstellung (Art. 2.3)",
        MoreWarnings => "Weitere gesprochene Warnungen bei",
        VoiceChoice => "Stimme",
        VoiceDefault => "Die Stimme des Browsers für jede Sprache",
        ResignQuestion => "Diese Partie aufgeben? Wer gibt auf?",
        TakeBackDone => "Zug zurückgenommen",
        NothingToTakeBack => "Kein Zug zum Zurücknehmen",
        Confirmations => "Eingegebene Züge vor dem Ausführen bestätigen",
        ConfirmMove { .. } => {
            "{mv} ziehen? Eingabetaste oder Bestätigen drücken, oder einen anderen Zug eingeben."
        }
        ConfirmPending { .. } => "Zug wartet auf Bestätigung: {mv}",
        Confirm => "Bestätigen",
        CommandHelp => {
            "Befehle: in das Zugfeld tippen oder, während ein Feld des Bretts den Fokus hat, die Taste in Klammern drücken. Beide Uhren: Uhr (t). Meine Uhr: meine Uhr (Umschalt+T). Wer am Zug ist: am Zug (w). Gespielte Züge: gespielte Züge (i). Letzter Zug: letzter Zug (l). Zugliste: Liste, oder Liste ab 5 (Umschalt+L). Figuren: Figuren, Figuren weiß, Figuren schwarz Springer (o: meine Figuren, Umschalt+O: die des Gegners). Eine Reihe: Reihe 4 (r: die Reihe mit dem Fokus). Eine Linie: Linie e (v: die Linie mit dem Fokus). Ein Feld: e4? oder Feld e4. Legale Züge: legal, legal g1 (m: die Figur mit dem Fokus). Remisangebot: Remisangebot (Umschalt+D). Stand der Partie: Stand (s). Diese Hilfe: Hilfe (Fragezeichen). Auf dem Brett: Pfeiltasten bewegen, a bis h und 1 bis 8 springen zu einer Linie oder Reihe, Umschalt+K, Q, R, B, N, P springen zum nächsten König, Dame, Turm, Läufer, Springer oder Bauern, Eingabe oder Leertaste nimmt auf und setzt ab, Escape bricht ab."
        }
        NoLegalMoves { .. } => "{square}: keine legalen Züge",
        TimeWarning { seconds, .. } => one_other(
            *seconds,
            "{side} hat weniger als {seconds} Sekunde",
            "{side} hat weniger als {seconds} Sekunden",
        ),
        FlagFellOf { .. } => "{side}: Fallblättchen gefallen",
        BrailleScoresheet => "Partieformular in Braille",
        DownloadBrf => "Partieformular in Braille herunterladen (.brf)",
        ShowBraille => "Unicode-Braille zeigen",
        BrailleText => "Partieformular in Unicode-Braille",
        BrailleUnavailable { .. } => {
            "Das Partieformular in Braille kann nicht geschrieben werden: {why}"
        }
        AssistantMode => {
            "Assistentenmodus: jeden Zug mit Nummer und Seite ansagen; Zeiten nur auf Anfrage"
        }
        PgnAndArchive => "PGN & Archiv",
        ThisGame => "Diese Partie",
        DownloadPgn => "PGN herunterladen",
        CopyPgn => "PGN kopieren",
        PgnCopied => "PGN in die Zwischenablage kopiert",
        CopyUnavailable => {
            "Kopieren ist hier nicht möglich: die PGN ist unten markiert, Strg+C drücken"
        }
        DownloadFailed => "Der Download konnte nicht gestartet werden",
        PrintScoresheet => "Partieformular drucken",
        ImportPgn => "PGN importieren",
        PgnFile => "PGN-Datei (eine oder mehrere Partien)",
        PgnText => "Oder PGN-Text einfügen",
        ReadGames => "Partien lesen",
        GamesRead { n, .. } => one_other(
            *n,
            "{n} Partie gelesen, {failed} mit Fehlern",
            "{n} Partien gelesen, {failed} mit Fehlern",
        ),
        PgnErrorAt { .. } => "Partie {game}, Zeile {line}, Spalte {column}: {why}",
        PgnBadTag { .. } => "fehlerhaftes Tag-Paar ({why})",
        PgnUnterminatedComment => "Kommentar nicht mit } geschlossen",
        PgnUnexpectedChar { .. } => "unerwartetes Zeichen {char}",
        PgnUnbalanced => "')' ohne '('",
        PgnBadMove { .. } => "Zug {mv}: {why}",
        PgnBadFen { .. } => "fehlerhaftes FEN-Tag: {why}",
        PgnBadSetup { .. } => "fehlerhafte Partieeinstellung: {why}",
        NoGameFound => "keine Partie gefunden",
        ChooseGame => "Partie",
        ContinueAfter => "Stellung nach",
        StartingPosition => "der Ausgangsstellung",
        OpenForReview => "Zum Nachspielen öffnen",
        ContinuePlaying => "Von hier weiterspielen",
        FenSetup => "Stellung aus FEN aufbauen",
        FenLabel => "FEN",
        StartFromFen => "Partie aus dieser Stellung beginnen",
        FenErrorAt { .. } => "Ungültige FEN, Feld {field}, Zeichen {at}: {why}",
        FenFieldBoard => "Figurenstellung",
        FenFieldTurn => "Zugrecht",
        FenFieldCastling => "Rochade",
        FenFieldEnPassant => "en passant",
        FenFieldHalfmove => "Halbzugzähler",
        FenFieldFullmove => "Zugnummer",
        ArchiveTitle => "Partiearchiv",
        ArchiveEmpty => "Noch keine Partien im Archiv. Beendete Partien erscheinen hier.",
        ArchiveKeptAside { n, .. } => one_other(
            *n,
            "{n} Archiveintrag war nicht lesbar; er wurde als {key} aufbewahrt",
            "{n} Archiveinträge waren nicht lesbar; sie wurden als {key} aufbewahrt",
        ),
        ArchiveBroken { .. } => "Das Archiv war nicht lesbar; es wurde als {key} aufbewahrt",
        ArchiveSaveFailed => "Speichern im Archiv nicht möglich (Speicher voll oder deaktiviert)",
        UnfinishedKept => "Die nicht beendete Partie wurde im Archiv aufbewahrt",
        GameLoaded { .. } => "Partie geladen: {white} – {black}",
        Unfinished => "nicht beendet",
        PliesCount { n, .. } => one_other(*n, "{n} Halbzug", "{n} Halbzüge"),
        ArchivedOn { .. } => "archiviert am {when}",
        EventLabel => "Turnier",
        SiteLabel => "Ort",
        DateLabel => "Datum",
        RoundLabel => "Runde",
        SignatureWhite => "Unterschrift Weiß",
        SignatureBlack => "Unterschrift Schwarz",
        SignatureArbiter => "Unterschrift des Schiedsrichters",
        UpdateAvailable => "Aktualisierung verfügbar — neu laden",
        ChangedElsewhere => {
            "Die Partie wurde in einem anderen Fenster geändert; sie wird hier gezeigt"
        }
        ConflictArchived { n, .. } => one_other(
            *n,
            "Die Partie wurde auch in einem anderen Fenster geändert; jene Partie ({white} – {black}, {n} Halbzug) wurde ins Archiv gelegt",
            "Die Partie wurde auch in einem anderen Fenster geändert; jene Partie ({white} – {black}, {n} Halbzüge) wurde ins Archiv gelegt",
        ),
        SettingsChangedElsewhere => "Die Einstellungen wurden in einem anderen Fenster geändert",
        SavedUnreadable { .. } => {
            "{what} konnte nicht gelesen werden ({why}); es wurde als {key} aufbewahrt"
        }
        StorageUnavailable => {
            "Der lokale Speicher ist nicht verfügbar: Partien können nicht gespeichert werden"
        }
        SaveFailed { .. } => {
            "{what} konnte nicht gespeichert werden (Speicher voll oder deaktiviert)"
        }
        ErrGameOver { .. } => "Die Partie ist beendet: {result}",
        ErrInvalidSetup { .. } => "Ungültige Einstellung: {why}",
        ErrAlreadyStarted => "Die Partie hat bereits begonnen",
        ErrNotYourTurn { .. } => "{side} ist am Zug",
        ErrNoOffer => "Es steht kein Remisangebot",
        ErrOwnOffer => "Ein Spieler kann sein eigenes Remisangebot nicht beantworten",
        ErrOfferStanding => "Ihr Remisangebot steht noch",
        ErrOpponentOffer => "Das Remisangebot des Gegners steht: annehmen oder ablehnen",
        ErrTooManyOffers => "Jetzt keine weiteren Remisangebote (Art. 12.5)",
        ErrClock { .. } => "Uhr: {why}",
        ErrUntimed => "Die Partie wird ohne Uhr gespielt",
        ErrFlagNotFallen => {
            "Die Reklamation scheitert: das Blättchen des Gegners ist nicht gefallen, oder Ihres ist gefallen"
        }
        ErrQuickplayNotAllowed { .. } => "Keine Schnellschluss-Reklamation: {why}",
        ErrNoQuickplayClaim => "Keine Schnellschluss-Reklamation wartet auf Entscheidung",
        ErrQuickplayPending => {
            "Die Uhren stehen wegen einer Schnellschluss-Reklamation; der Schiedsrichter entscheidet"
        }
        ErrNotInEdition => "Nicht in dieser Ausgabe der Regeln",
        ErrAdjourned => "Die Partie ist abgebrochen (Hängepartie)",
        ErrNotAdjourned => "Die Partie ist nicht abgebrochen",
        ErrCasualOnly => "Nur in freien Partien",
        ErrBadPly { n, .. } => one_other(
            *n,
            "Keine Stellung nach {n} Halbzug",
            "Keine Stellung nach {n} Halbzügen",
        ),
        MoveAmbiguous { n, .. } => one_other(
            *n,
            "{n} Zug passt, bitte genauer: {moves}",
            "{n} Züge passen, bitte genauer: {moves}",
        ),
        MoveNoPiece { .. } => "keine eigene Figur passt zu „{text}“",
        MoveNoneReaches { .. } => "keine solche Figur kann dieses Feld erreichen („{text}“)",
        MoveNoFit { .. } => "kein regelgemäßer Zug passt zu „{text}“",
        MoveUnknownWord { .. } => "unbekanntes Wort „{word}“",
        MoveMalformed { .. } => "die Wörter ergeben keinen Zug: „{text}“",
        MoveEmpty => "kein Zug angegeben",
        MoveRefusedPiece { .. } => "{piece}: {why}",
        MoveUnreadableAt { .. } => "der Zug ist ab Zeichen {at} nicht lesbar",
        PgnMoveAfterEnd => "die Partie war schon beendet",
        PgnMoveIllegal => "in dieser Stellung kein regelgemäßer Zug",
        PgnMoveAmbiguous { n, .. } => one_other(
            *n,
            "mehrdeutig, {n} Zug passt (Anhang E.9)",
            "mehrdeutig, {n} Züge passen (Anhang E.9)",
        ),
        ArbiterTitle => "Schiedsrichter",
        ArbiterTime => "Uhr korrigieren (Art. 6.13)",
        ArbiterClockOf => "Uhr von",
        ArbiterSecondsInvalid => "Bitte eine ganze Zahl von Sekunden eingeben",
        ArbiterAddTime => "Zeit hinzufügen",
        ArbiterRemoveTime => "Zeit abziehen",
        ArbiterSetTime => "Zeit setzen",
        ArbiterIllegalMoves => "Regelwidriger Zug am Brett (Art. 7.4)",
        ArbiterIllegalBy { .. } => "Regelwidriger Zug von {side} (bisher {count})",
        ArbiterQuickplay => "Endspurtphase (Art. 10.2)",
        ArbiterQuickplayClaim { .. } => "{side} beantragt Remis (unter zwei Minuten)",
        ArbiterQuickplayPending { .. } => {
            "{side} hat Remis beantragt; der Schiedsrichter entscheidet"
        }
        ArbiterDeclareDraw => "Partie remis erklären",
        ArbiterPostponeExtra => "Entscheidung aufschieben, zwei Minuten für den Gegner",
        ArbiterPostpone => "Entscheidung aufschieben",
        ArbiterReject => "Antrag ablehnen",
        ArbiterPenalty => "Strafe (Art. 13.4)",
        ArbiterAgainst => "Gegen",
        ArbiterWarning => "Verwarnung",
        ArbiterLoseGame => "Partie für verloren erklären",
        ArbiterAdjournment => "Hängepartie (Anhang A)",
        ArbiterSealedMove { .. } => "Abgegebener Zug von {side} (verdeckt)",
        ArbiterResumeAt => "Uhrzeit der Wiederaufnahme",
        ArbiterSeal => "Zug abgeben und unterbrechen",
        ArbiterSealedEmpty => "Zuerst den abgegebenen Zug eintragen",
        ArbiterEnvelope { .. } => {
            "Unterbrochen: {side} hat den {number}. Zug abgegeben. Wiederaufnahme {date} {time} {venue}"
        }
        ArbiterResumeAdjourned => "Umschlag öffnen und fortsetzen",
        SaidIllegalMove { .. } => {
            "Regelwidriger Zug von {side} (Nummer {count}): die Stellung davor wird wiederhergestellt"
        }
        SaidReinstated { n, .. } => one_other(
            *n,
            "Die Stellung nach {n} Halbzug wird wiederhergestellt",
            "Die Stellung nach {n} Halbzügen wird wiederhergestellt",
        ),
        SaidQuickplayClaimed { .. } => {
            "{side} beantragt Remis in der Endspurtphase; die Uhren stehen"
        }
        SaidQuickplayPostponed => "Der Schiedsrichter schiebt die Entscheidung auf",
        SaidQuickplayRejected => "Der Antrag wird abgelehnt",
        SaidAdjourned { .. } => {
            "Die Partie ist unterbrochen: {side} hat den {number}. Zug abgegeben"
        }
        SaidEnvelopeOpened { .. } => "Der Umschlag wird geöffnet; der abgegebene Zug ist {mv}",
        ProposeTakeBackAs { .. } => "Zurücknahme vorschlagen ({side})",
        AcceptTakeBack => "Zurücknahme annehmen",
        DeclineTakeBack => "Zurücknahme ablehnen",
        TakeBackRequestedOne { .. } => "{side} bittet, den letzten eigenen Zug zurückzunehmen",
        TakeBackRequestedTwo { .. } => {
            "{side} bittet, den letzten eigenen Zug und die Antwort zurückzunehmen"
        }
        TakeBackAccepted => "Zurücknahme angenommen",
        TakeBackDeclined => "Zurücknahme abgelehnt",
        TakeBackLapsed => "Die Bitte um Zurücknahme ist hinfällig",
        TakeBackDoneTwo => "Zwei Halbzüge zurückgenommen",
        ErrNoTakeBackRequest => "Es liegt keine Bitte um Zurücknahme vor",
        ErrOwnTakeBackRequest => {
            "Ein Spieler kann seine eigene Bitte um Zurücknahme nicht beantworten"
        }
        ErrTakeBackRequested => "Ihre Bitte um Zurücknahme steht noch",
        ErrOpponentTakeBack => "Der Gegner bittet um Zurücknahme: annehmen oder ablehnen",
        DeleteGame => "Löschen",
        DeleteGameNamed { .. } => "Partie {number} löschen: {game}",
        ConfirmDelete => "Löschen bestätigen",
        ConfirmDeleteNamed { .. } => "Löschen von Partie {number} bestätigen: {game}",
        DeleteQuestion => "Diese Partie aus dem Archiv löschen?",
        GameDeleted { .. } => "Partie aus dem Archiv gelöscht: {game}",
        ArchiveEntryGone => "Diese Partie ist nicht mehr im Archiv",
        ClkNotStarted => "die Uhr wurde noch nicht in Gang gesetzt (Art. 6.5)",
        ClkAlreadyStarted => "die Uhr läuft bereits",
        ClkPaused => "die Uhren sind angehalten (Art. 6.12)",
        ClkNotPaused => "die Uhren sind nicht angehalten",
        ClkNotRunning => "keine Uhr läuft",
        ClkWrongSide { .. } => {
            "{pressed} hat die Uhr gedrückt, aber die Uhr von {running} läuft (Art. 6.7)"
        }
        ClkFlagFallen { .. } => "das Fallblättchen von {side} ist gefallen (Art. 6.9)",
        ClkTimeBackwards => "die Zeit des Geräts lief rückwärts",
        CtlNoPeriods => "eine Bedenkzeit braucht mindestens eine Periode",
        CtlZeroMoves { .. } => "Periode {period} verlangt 0 Züge",
        CtlZeroTime { .. } => "Periode {period} gibt keine Zeit (0 min und keine Zeit pro Zug)",
        CtlZeroInitialTime => "die Uhr würde ohne Zeit starten",
        CtlSuddenDeathNotLast { .. } => {
            "Periode {period} gilt bis zum Ende der Partie, aber es folgen weitere Perioden"
        }
        CtlNotTimed => "ohne bekannte Bedenkzeit kann keine Uhr laufen",
        TcEmpty => "keine Bedenkzeit angegeben",
        TcSyntax { .. } => {
            "„{text}“ hat nicht die Form [Züge/]Sekunden[+Inkrement], *Sekunden, ? oder -"
        }
        TcOverflow { .. } => "Zahl zu groß in „{text}“",
        PresetFideClassical => "FIDE klassisch",
        PresetClassical1997 => "Klassisch (Ära 1997)",
        PresetRapid { .. } => "Schnellschach {control}",
        PresetBlitz { .. } => "Blitz {control}",
        TcUnknown => "unbekannte Bedenkzeit",
        TcUntimed => "ohne Bedenkzeit",
        TcHourglass { .. } => "Sanduhr, je {time}",
        TcForMoves { n, .. } => one_other(*n, "{time} / {n} Zug", "{time} / {n} Züge"),
        TcRepeating => "letzte Periode wiederholt sich",
        TcIncrement { .. } => "+{time} pro Zug",
        TcIncrementFromOne { .. } => "+{time} pro Zug ab dem 1. Zug",
        TcDelay { .. } => "{time} Verzögerung pro Zug",
        TcBronstein { .. } => "{time} Bronstein-Verzögerung pro Zug",
        FenDetail { .. } => "Feld {field}, Zeichen {at}: {why}",
        FenFieldCount { .. } => "4 bis 6 Felder erwartet, {n} gefunden",
        FenBadPiece { .. } => "ungültiger Figurenbuchstabe {char}",
        FenRankTooLong { .. } => "Reihe {rank} hat mehr als 8 Felder",
        FenRankTooShort { n, .. } => one_other(
            *n,
            "Reihe {rank} hat {n} Feld statt 8",
            "Reihe {rank} hat {n} Felder statt 8",
        ),
        FenRankCount { .. } => "8 Reihen erwartet, {n} gefunden",
        FenMissingKing { .. } => "{side} hat keinen König (Art. 2.2)",
        FenTooManyKings { .. } => "{side} hat mehr als einen König",
        FenPawnOnBackRank { .. } => {
            "Bauer auf {square}, auf der ersten oder achten Reihe (Art. 3.7)"
        }
        FenOppositeCheck => "die Partei, die nicht am Zug ist, steht im Schach",
        FenBadTurn => "w oder b erwartet",
        FenBadCastlingChar { .. } => "ungültiges Rochadezeichen {char}",
        FenCastlingContradicts { .. } => {
            "Rochaderecht {right}, aber König oder Turm steht nicht auf dem Ausgangsfeld (Art. 3.8)"
        }
        FenBadEnPassant => "- oder ein Feld erwartet",
        FenImpossibleEnPassant { .. } => {
            "En-passant-Feld {square} kann nicht auf einen Doppelschritt eines Bauern folgen (Art. 3.7)"
        }
        FenBadHalfmove => "Zahl ab 0 erwartet",
        FenBadFullmove => "Zahl ab 1 erwartet",
        TagMissingName => "Tag-Name fehlt",
        TagExpectedQuote => "\" nach dem Namen erwartet",
        TagUnclosedValue => "Wert nicht mit \" abgeschlossen",
        TagExpectedBracket => "] nach dem Wert erwartet",
        QpBlitz => "Artikel 10.2 gilt nicht im Blitzschach (Anhang C5)",
        QpNotInFinish => "nicht in der Endspurtphase (Art. 10.1)",
        QpFlagFallen => "das Fallblättchen ist gefallen",
        QpTwoMinutes => "zwei Minuten oder mehr auf der Uhr (Art. 10.2)",
        PenWarning => "Verwarnung (Art. 13.4 a)",
        PenAddOpponent { .. } => "{time} Zeitgutschrift für den Gegner (Art. 13.4 b)",
        PenReduce { .. } => "{time} Zeitabzug (Art. 13.4 c)",
        PenLoseGame => "Partie für verloren erklärt (Art. 13.4 d)",
        JsonSyntax { .. } => "kein gültiges JSON in Zeile {line}, Spalte {column}",
        JsonEof { .. } => "die Daten enden vorzeitig in Zeile {line}, Spalte {column}",
        JsonData { .. } => {
            "die Daten haben nicht die erwartete Form (Zeile {line}, Spalte {column})"
        }
        JsonIo => "die Daten konnten nicht gelesen werden",
        TcePeriods => "Perioden",
        TceHelp => {
            "Jeder Spieler spielt die Perioden der Reihe nach; eingesparte Zeit bleibt ihm erhalten (Art. 6.2)."
        }
        TcePeriod { .. } => "Periode {period}",
        TceMoves => "Züge",
        TceMovesHelp => {
            "Züge in dieser Periode; nur die letzte Periode kann bis zum Ende der Partie gelten."
        }
        TceMovesLastHelp => {
            "Leer oder 0: der Rest der Partie. Mit einer Zahl wiederholt sich diese letzte Periode."
        }
        TceMinutes => "Bedenkzeit (Minuten)",
        TceSeconds => "Bedenkzeit (Sekunden)",
        TcePerMoveKind => "Pro Zug",
        TceKindNone => "Nichts",
        TceKindIncrement => "Zeitzuschlag (Fischer)",
        TceKindDelay => "Verzögerung (US)",
        TceKindBronstein => "Bronstein-Verzögerung",
        TceIncrementSeconds => "Zeitzuschlag pro Zug (Sekunden)",
        TceDelaySeconds => "Verzögerung pro Zug (Sekunden)",
        TceBronsteinSeconds => "Bronstein-Verzögerung pro Zug (Sekunden)",
        TceAddPeriod => "Periode hinzufügen",
        TceRemovePeriod { .. } => "Periode {period} entfernen",
        TceFromMoveOne => "Zeitzuschlag auch vor dem 1. Zug (wie bei elektronischen Uhren)",
        TceTwoViews => {
            "Die Perioden oben und dieser Text sind dieselbe Bedenkzeit: Änderungen an einem ändern das andere."
        }
        TceInWords { .. } => "In Worten: {text}",
        TceInPgn { .. } => "In PGN: {text}",
        TceNoPeriods => {
            "Die Perioden oben können diese Bedenkzeit nicht zeigen (Sanduhr oder ohne Uhr): es gilt der Text."
        }
        TceNotANumber { .. } => "Periode {period}, Feld „{field}“: „{value}“ ist keine Zahl ab 0",
        TceTooLarge { .. } => "Periode {period}, Feld „{field}“: „{value}“ ist zu groß",
    }
}

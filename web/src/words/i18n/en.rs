//! The interface in English.

use super::Forms;
use super::msg::Msg::{self, *};

/// The English translation of `m`.
pub(super) fn forms(m: &Msg<'_>) -> &'static Forms {
    match m {
        AppTitle => w!("Rochade"),
        White => w!("White"),
        Black => w!("Black"),
        NewGame => w!("New game"),
        Settings => w!("Settings"),
        FlipBoard => w!("Flip board"),
        Close => w!("Close"),
        Start => w!("Start game"),
        Cancel => w!("Cancel"),
        TournamentAndRules => w!("Tournament and rules"),
        KeepPlaying => w!("Keep playing"),
        ArchiveAndStart => w!("Archive it and start"),
        UnfinishedGameQuestion => w!(
            "The game being played is not finished. Start a new one and keep this one in the archive as unfinished?"
        ),
        SheetPenalty { .. } => w!("{side}: {penalty}"),
        WhiteName => w!("White player"),
        BlackName => w!("Black player"),
        TimeControl => w!("Time control"),
        CustomTimeControl => w!("Custom (PGN TimeControl)"),
        CustomTimeControlHelp => w!("For example 40/5400+30:1800+30, 300+2 or - for no clock"),
        Edition => w!("Laws of Chess edition"),
        Edition2001 => w!("FIDE 2001"),
        Edition2023 => w!("FIDE 2023 (in force)"),
        Edition1997 => w!("FIDE 1997"),
        PlayMode => w!("Play"),
        Casual => w!("Casual (take-backs by agreement)"),
        Strict => w!("Strict (FIDE rules only)"),
        BottomSide => w!("At the bottom"),
        Chessboard => w!("Chessboard"),
        ChessboardReview => w!("Chessboard, reviewing a past position"),
        ClockRunning => w!("running"),
        ClockStopped => w!("stopped"),
        ClockPaused => w!("Clocks paused"),
        FlagFallen => w!("flag fallen"),
        Pause => w!("Pause clocks"),
        Resume => w!("Resume clocks"),
        StartClock => w!("The clock starts with White's first move"),
        LowTime => w!("low time"),
        Scoresheet => w!("Scoresheet"),
        MoveNo => w!("No."),
        Result => w!("Result"),
        BackToGame => w!("Back to the game"),
        ReviewingMove { .. } => w!("Reviewing the position after {mv}"),
        ReviewMove { .. } => w!("Move {number}, {side}: {mv}"),
        ReviewStart => w!("Start position"),
        ReviewLeft { .. } => w!("Back to the game: {stands}"),
        PreviousMove => w!("Previous move"),
        NextMove => w!("Next move"),
        OfferDraw => w!("Offer draw"),
        AcceptDraw => w!("Accept draw"),
        DeclineDraw => w!("Decline draw"),
        DrawOffered { .. } => w!("{side} offers a draw"),
        ClaimDraw => w!("Claim draw"),
        ClaimRepetition => w!("Threefold repetition"),
        ClaimFiftyMoves => w!("Fifty moves"),
        IntendedMove => w!("Intended move (optional)"),
        IntendedMoveHelp => {
            w!("For a position about to appear: write the move first (Art. 9.2a, 9.3a)")
        }
        Resign => w!("Resign"),
        GameControls => w!("Game controls"),
        MoreControls => w!("More"),
        LastMoves => w!("Last moves"),
        ToMove { .. } => w!("{side} to move"),
        GameOver { .. } => w!("Game over: {result}"),
        Promotion => w!("Promote the pawn"),
        PromoteTo => w!("Promote to"),
        Queen => w!("Queen"),
        Rook => w!("Rook"),
        Bishop => w!("Bishop"),
        Knight => w!("Knight"),
        IllegalMove { .. } => w!("Illegal move: {why}"),
        NotYourPiece => w!("That is not a piece of the side to move"),
        HintButton => w!("Hint"),
        Hint { .. } => w!("Hint: {mv}"),
        ComputerToMove => w!("Wait: the computer has the move"),
        ComputerFailed => w!(
            "The computer could not move: its engine did not load or stopped. Start a new game or reload the page."
        ),
        WordsUnavailable { .. } => w!(
            "The words of {name} could not be loaded; the interface stays in the language it is in (reload the page when online to try again)."
        ),
        ComputerThinking { .. } => w!("{name} is thinking…"),
        Opponent => w!("Opponent"),
        OpponentPerson => w!("Another person, on this device"),
        OpponentComputer => w!("The computer"),
        ComputerLevel => w!("Computer level"),
        LevelOption { .. } => w!("{level} — {about}"),
        LevelOptionRated { .. } => w!("{level} — {about}, {strength}"),
        StrengthAbout { .. } => w!("≈ {elo} (Stockfish scale)"),
        Level1 => w!("learning the moves"),
        Level2 => w!("beginner"),
        Level3 => w!("casual player"),
        Level4 => w!("improving player"),
        Level5 => w!("club player"),
        Level6 => w!("strong club player"),
        Level7 => w!("expert"),
        Level8 => w!("full strength"),
        YourPieces => w!("You play"),
        RandomColour => w!("White or Black, by lot"),
        NoPieceThere => w!("There is no piece on that square"),
        Language => w!("Language"),
        NotationStyle => w!("Notation"),
        StyleFide => w!("FIDE (0-0, d8Q)"),
        StylePgn => w!("PGN (O-O, d8=Q)"),
        PieceLetters => w!("Piece letters"),
        LettersInterface => w!("As the interface language (K Q R B N in English)"),
        LettersEnglish => w!("English (K Q R B N)"),
        LettersPortuguese => w!("Portuguese (R D T B C)"),
        LettersGerman => w!("German (K D T L S)"),
        LettersFrench => w!("French (R D T F C)"),
        LettersDutch => w!("Dutch (K D T L P)"),
        LettersSpanish => w!("Spanish (R D T A C)"),
        Figurines => w!("Figurines (♔ ♕ ♖ ♗ ♘)"),
        LongAlgebraic => w!("Long algebraic (e2-e4)"),
        ShowClockTimes => w!("Clock times on the scoresheet"),
        SchemeInterface => w!("The interface language's words (e2, white pawn; Knight f3)"),
        SchemeGerman => w!("FIDE scheme (Anna … Hector, eins … acht)"),
        SchemeGermanEnglish => w!("Anna … Hector, English numbers"),
        SchemeEnglish => w!("English words"),
        SchemePortuguese => w!("Portuguese words"),
        Voice => w!("Speak announcements"),
        LowTimeThreshold => w!("Low-time warning at"),
        Seconds => w!("seconds"),
        MoveInput => w!("Move or command"),
        MoveInputHelp => {
            w!("Type a move (e4, Nf3, Sf3, e2-e4, Springer Felix drei) or a command (help)")
        }
        Play => w!("Play"),
        InvalidTimeControl { .. } => w!("Invalid time control: {why}"),
        Picked { .. } => w!("Picked up: {square}"),
        Cancelled => w!("Cancelled"),
        RefuseCannotMove => w!("the piece does not move that way"),
        RefuseOwnPiece => w!("that square holds one of your own pieces"),
        RefuseKingInCheck => w!("your king would be in check"),
        RefuseInCheck => w!("your king is in check and this does not parry it"),
        RefuseCastling => w!("castling is not possible now"),
        DrawDeclined => w!("Draw offer declined"),
        ClaimIncorrect => w!("The claim is incorrect"),
        TimeChangedTo { .. } => w!("{side}: clock changed from {before} to {after}"),
        ClocksRunning => w!("Clocks running"),
        LoadingApp => w!("Rochade is loading…"),
        LoadingTapped => w!("Loading, one moment"),
        DrawOfferedToComputer => w!("Draw offered to the computer; it answers with its move"),
        ComputerNamed { .. } => w!("Rochade level {level}"),
        LegalMovesCount { .. } => w!("{n} legal move", "{n} legal moves"),
        NewGameStarted => w!("New game. White to move."),
        NewChess960Started { .. } => w!("New game of Chess960, start position {n}. White to move."),
        NewChess960FromFen { .. } => w!(
            "New game of Chess960 from the FEN (a FEN wins over a start position number). {side} to move."
        ),
        VariantLabel => w!("Variant"),
        VariantStandard => w!("Standard chess"),
        VariantChess960 => w!("Chess960 (2023 Guidelines II)"),
        StartNumberLabel => w!("Chess960 start position (0–959)"),
        StartNumberHelp => w!("Empty: a random one. 518 is the standard array."),
        StartNumberBad { .. } => {
            w!("The start position must be a number from 0 to 959, not “{text}”.")
        }
        WhiteWins => w!("White wins"),
        BlackWins => w!("Black wins"),
        Draw => w!("draw"),
        StartClockButton => w!("Start White's clock"),
        ReasonCheckmate => w!("checkmate (Art. 5.1a)"),
        ReasonResignation => w!("resignation (Art. 5.1b)"),
        ReasonStalemate => w!("stalemate (Art. 5.2a)"),
        ReasonDeadPosition => w!("no checkmate is possible (Art. 5.2b)"),
        ReasonAgreement => w!("agreement (Art. 5.2c)"),
        ReasonRepetition => w!("threefold repetition (Art. 9.2)"),
        ReasonFiftyMoves => w!("fifty-move rule (Art. 9.3)"),
        ReasonFlagFall => w!("flag fall (Art. 6.9)"),
        ReasonFlagFallCannotMate => w!("flag fall, but the opponent cannot checkmate (Art. 6.9)"),
        ReasonFlagFallNoPotential => w!("flag fall without mating potential (Appendix C4)"),
        ReasonBothFlags => w!("both flags have fallen (Art. 10.4)"),
        ReasonIllegalMoves => w!("third illegal move (Art. 7.4)"),
        ReasonQuickplay => w!("arbiter's decision in a quickplay finish (Art. 10.2)"),
        ReasonSealedMove => w!("invalid sealed move (Appendix A8)"),
        ReasonArbiter => w!("arbiter's decision (Art. 13.4)"),
        ReasonFivefold => w!("fivefold repetition (2023 Art. 9.6.1)"),
        ReasonSeventyFive => w!("75 moves without a pawn move or capture (2023 Art. 9.6.2)"),
        ReasonResignationCannotMate => {
            w!("resignation, but the opponent cannot checkmate (2023 Art. 5.1.2)")
        }
        ReasonIllegalMovesCannotMate => {
            w!("second illegal move, but the opponent cannot checkmate (2023 Art. 7.5.5)")
        }
        ReasonLostByDefault => w!("not present by the default time"),
        ReasonReported => w!("as reported by the players"),
        ClaimFlagFall { .. } => w!("{side} claims: the opponent's flag has fallen"),
        NoClock => w!("No clock"),
        BrowserLanguage => w!("Browser language"),
        SkipToBoard => w!("Skip to the board"),
        WhiteResigns => w!("White resigns"),
        BlackResigns => w!("Black resigns"),
        ShortForm => w!("Short announcements (Springer Felix drei)"),
        LongForm => w!("Long announcements (Springer Gustav eins Felix drei)"),
        SpeechRate => w!("Speech rate"),
        StartFen => w!("Start position (FEN, optional)"),
        StartFenHelp => w!("Empty: the initial position (Art. 2.3)"),
        MoreWarnings => w!("Further spoken warnings at"),
        VoiceChoice => w!("Voice"),
        VoiceDefault => w!("The browser's voice for each language"),
        ResignQuestion => w!("Resign this game? Who resigns?"),
        TakeBackDone => w!("Move taken back"),
        NothingToTakeBack => w!("There is no move to take back"),
        Confirmations => w!("Confirm typed moves before they are played"),
        ConfirmMove { .. } => w!("Play {mv}? Press Enter or Confirm, or type another move."),
        ConfirmPending { .. } => w!("Move waiting for confirmation: {mv}"),
        Confirm => w!("Confirm"),
        HelpTopics => w!(
            "Help comes in pieces: help clock, help moves, help position, help game, help board, help questions, help analysis. Type a command into the move input, or press its key while a square of the board has focus."
        ),
        HelpAnalysis => w!(
            "After the game: analyse (or the button Analyse the game) runs the computer's analysis. Then eval (Shift+E): the evaluation after the move reviewed; best: the best move there; mistakes (Shift+M): the marked moves, each with a better one."
        ),
        HelpClock => w!(
            "Both clocks: clock or t. My clock: my clock (Shift+T). Whose turn: turn (w). Moves completed: moves completed (i)."
        ),
        HelpMoves => w!(
            "A move: type it (e4, Nf3, Springer Felix drei). Last move: last (l). Move list: list, or list from 5 (Shift+L). Legal moves: legal, legal g1 (m: the focused piece). Review: [ and ] step back and on (Shift+[: the start, Shift+] or Escape: back to the game)."
        ),
        HelpPosition => w!(
            "Pieces: pieces, pieces white, pieces black knight (o: my pieces, Shift+O: my opponent's). A rank: rank 4 (r). A file: file e (v). A square: e4? or square e4."
        ),
        HelpGame => w!(
            "Offer a draw: draw or offer draw. A pending offer: offer (Shift+D). Resign: resign, then confirm. Take back: takeback or undo (casual games). Over the board: 1-0, 0-1 or ½-½ reports the result. Game state: state (s)."
        ),
        HelpBoard => w!(
            "On the board: arrow keys move, a to h and 1 to 8 jump to a file or rank, Shift+K, Q, R, B, N, P jump to the next king, queen, rook, bishop, knight or pawn, Enter or Space picks up and puts down, Escape cancels, question mark lists the help."
        ),
        ConfirmResign { .. } => w!(
            "{side} resigns? Press Enter or the button to confirm, or type anything else to play on."
        ),
        ResultOverTheBoard { .. } => w!(
            "{result} is how the players report a result over the board. Here, type resign to resign or draw to offer a draw."
        ),
        NoLegalMoves { .. } => w!("{square}: no legal moves"),
        TimeWarning { .. } => w!(
            "{side} has less than {seconds} second left",
            "{side} has less than {seconds} seconds left"
        ),
        FlagFellOf { .. } => w!("{side}: the flag has fallen"),
        BrailleScoresheet => w!("Braille scoresheet"),
        DownloadBrf => w!("Download Braille scoresheet (.brf)"),
        ShowBraille => w!("Show Unicode Braille"),
        BrailleText => w!("Scoresheet in Unicode Braille"),
        BrailleUnavailable { .. } => w!("The Braille scoresheet cannot be written: {why}"),
        AssistantMode => w!(
            "Assistant mode: announce every move with its number and side; times only on request"
        ),
        PgnAndArchive => w!("PGN & archive"),
        ThisGame => w!("This game"),
        DownloadPgn => w!("Download PGN"),
        CopyPgn => w!("Copy PGN"),
        PgnCopied => w!("PGN copied to the clipboard"),
        CopyUnavailable => {
            w!("Copying is not available here: the PGN is selected below, press Ctrl+C")
        }
        DownloadFailed => w!("The download could not be started"),
        PrintScoresheet => w!("Print scoresheet"),
        ImportPgn => w!("Import PGN"),
        PgnFile => w!("PGN file (one or many games)"),
        PgnText => w!("Or paste PGN text"),
        ReadGames => w!("Read games"),
        GamesRead { .. } => w!(
            "{n} game read, {failed} with errors",
            "{n} games read, {failed} with errors"
        ),
        PgnErrorAt { .. } => w!("Game {game}, line {line}, column {column}: {why}"),
        PgnBadTag { .. } => w!("bad tag pair ({why})"),
        PgnUnterminatedComment => w!("comment not closed with }"),
        PgnUnexpectedChar { .. } => w!("unexpected character {char}"),
        PgnUnbalanced => w!("')' without '('"),
        PgnBadMove { .. } => w!("move {mv}: {why}"),
        PgnBadFen { .. } => w!("bad FEN tag: {why}"),
        PgnBadSetup { .. } => w!("bad game setup: {why}"),
        PgnVariant { .. } => w!("a game of {name}, not standard chess"),
        NoGameFound => w!("no game found"),
        ReadingGames => w!("Reading games"),
        ImportCancelled { .. } => w!(
            "Import cancelled: {n} game read so far.",
            "Import cancelled: {n} games read so far."
        ),
        ReadUnderLaws { .. } => w!("read under the {year} Laws"),
        KeepGamesRead => w!("Keep the games read"),
        DiscardGamesRead => w!("Discard them"),
        PgnFileUnreadable => w!("The file could not be read."),
        EarlierGames => w!("Earlier games"),
        LaterGames => w!("Later games"),
        ChooseGame => w!("Game"),
        ContinueAfter => w!("Position after"),
        StartingPosition => w!("the starting position"),
        OpenForReview => w!("Open for review"),
        ContinuePlaying => w!("Continue playing from here"),
        FenSetup => w!("Set up a position from FEN"),
        FenLabel => w!("FEN"),
        StartFromFen => w!("Start a game from this position"),
        FenErrorAt { .. } => w!("Invalid FEN, {field} field, character {at}: {why}"),
        FenFieldBoard => w!("piece placement"),
        FenFieldTurn => w!("side to move"),
        FenFieldCastling => w!("castling"),
        FenFieldEnPassant => w!("en passant"),
        FenFieldHalfmove => w!("half-move clock"),
        FenFieldFullmove => w!("move number"),
        ArchiveTitle => w!("Archive of games"),
        ArchiveEmpty => w!("No games archived yet. Finished games appear here."),
        ArchiveReading => w!("Reading the archive …"),
        ArchiveKeptAside { .. } => w!(
            "{n} archive entry could not be read; it was kept as {key}",
            "{n} archive entries could not be read; they were kept as {key}"
        ),
        ArchiveBroken { .. } => w!("The archive could not be read; it was kept as {key}"),
        ArchiveSaveFailed => w!("Could not save to the archive (storage full or disabled)"),
        UnfinishedKept => w!("The unfinished game was kept in the archive"),
        GameLoaded { .. } => w!("Game loaded: {white} – {black}"),
        Unfinished => w!("unfinished"),
        PliesCount { .. } => w!("{n} half-move", "{n} half-moves"),
        ArchivedOn { .. } => w!("archived {when}"),
        EventLabel => w!("Event"),
        SiteLabel => w!("Site"),
        DateLabel => w!("Date"),
        RoundLabel => w!("Round"),
        SignatureWhite => w!("Signature of White"),
        SignatureBlack => w!("Signature of Black"),
        SignatureArbiter => w!("Signature of the arbiter"),
        UpdateAvailable => w!("Update available — reload"),
        ChangedElsewhere => w!("The game was changed in another window; it is shown here"),
        ConflictArchived { .. } => w!(
            "The game was also changed in another window; that game ({white} – {black}, {n} half-move) was put into the archive",
            "The game was also changed in another window; that game ({white} – {black}, {n} half-moves) was put into the archive"
        ),
        SettingsChangedElsewhere => w!("The settings were changed in another window"),
        SavedUnreadable { .. } => {
            w!("The saved {what} could not be read ({why}); it was kept as {key}")
        }
        StorageUnavailable => w!("Local storage is not available: games cannot be saved"),
        SaveFailed { .. } => w!("Could not save {what} (storage full or disabled)"),
        UnsavedGameFull => w!("This game cannot be saved: the browser's storage is full"),
        UnsavedGameRefused => {
            w!("This game cannot be saved: the browser refused to store it")
        }
        UnsavedNothing => w!(
            "The app cannot save anything in this browser (storage disabled or unavailable): this game is lost when the page closes"
        ),
        UnsavedSettings => w!("The settings cannot be saved (storage full or disabled)"),
        UnsavedOffer => w!("Download its PGN so that nothing is lost"),
        Unarchived { .. } => w!(
            "{n} game could not be archived (storage full or disabled): download it so that nothing is lost",
            "{n} games could not be archived (storage full or disabled): download them so that nothing is lost"
        ),
        DownloadUnarchived => w!("Download the games not archived"),
        SavedAgain => w!("Everything is saved again"),
        ErrGameOver { .. } => w!("The game is over: {result}"),
        ErrInvalidSetup { .. } => w!("Invalid setup: {why}"),
        ErrAlreadyStarted => w!("The game has already started"),
        ErrNotYourTurn { .. } => w!("{side} has the move"),
        ErrNoOffer => w!("No draw offer is standing"),
        ErrOwnOffer => w!("A player cannot answer his own draw offer"),
        ErrOfferStanding => w!("Your draw offer is still standing"),
        ErrOpponentOffer => w!("The opponent's draw offer is standing: accept or decline it"),
        ErrTooManyOffers => w!("No more draw offers now (Art. 12.5)"),
        ErrClock { .. } => w!("Clock: {why}"),
        ErrUntimed => w!("The game is played without a clock"),
        ErrFlagNotFallen => w!("The claim fails: the opponent's flag has not fallen, or yours has"),
        ErrQuickplayNotAllowed { .. } => w!("No quickplay claim: {why}"),
        ErrNoQuickplayClaim => w!("No quickplay claim awaits a decision"),
        ErrQuickplayPending => {
            w!("The clocks are stopped for a quickplay claim; the arbiter decides")
        }
        ErrNotInEdition => w!("Not in this edition of the Laws"),
        ErrAdjourned => w!("The game is adjourned"),
        ErrNotAdjourned => w!("The game is not adjourned"),
        ErrCasualOnly => w!("Only in casual games"),
        ErrAgreementBeforeBothMoved => {
            w!("A draw by agreement only after both players have made a move (2023 Art. 5.2.3)")
        }
        ErrIllegalMoveStands => {
            w!("The opponent has made his next move: the illegal move stands (2023 A.5.2)")
        }
        ErrNotAPromotion => w!("Not a pawn's move to the furthest rank (2023 Art. 7.5.2)"),
        ErrGuidelinesNotAnnounced => {
            w!("The event has not announced Guidelines III (2023 III.2.1)")
        }
        ErrGuidelinesNotApplicable => w!(
            "Guidelines III apply only to standard and rapid games without increment (2023 III.2.2)"
        ),
        ErrNoIncrementRequest => w!("No request for an increment awaits the arbiter (2023 III.4)"),
        ErrPlayerPresent => w!("The player is at the board"),
        ErrColoursReversedTooLate => {
            w!("Ten moves or more have been made by both players: the game continues")
        }
        ColoursReversedLegend { .. } => w!("Colours reversed ({art})"),
        ErrDrawNotBefore { .. } => {
            w!("No draw offer or agreement before move {moves} without the arbiter's consent")
        }
        ErrDrawNever => w!("No draw offer or agreement without the arbiter's consent"),
        DrawRuleFromLabel { .. } => w!("No draw agreement before move ({art})"),
        DrawRuleFromHint => w!("Empty: draws may be agreed at any move."),
        DrawRuleNeverLabel => w!("No draw agreement at all without the arbiter's consent"),
        ErrDrawRuleInvalid { .. } => {
            w!("The move “{text}” for draw agreements is not a whole number")
        }
        ConsentLegend { .. } => w!("Draw with the arbiter's consent ({art})"),
        ConsentButton => w!("The players agree to a draw, with the arbiter's consent"),
        ColoursReversedRestart => w!("Discontinue, and start again with the colours corrected"),
        ErrDefaultTimeNotReached { .. } => w!("The default time has not passed: {time} to go"),
        ErrBadPly { .. } => w!(
            "No position after {n} half-move",
            "No position after {n} half-moves"
        ),
        MoveAmbiguous { .. } => w!(
            "{n} move fits, say which: {moves}",
            "{n} moves fit, say which: {moves}"
        ),
        MoveNoPiece { .. } => w!("none of your pieces fits “{text}”"),
        MoveNoneReaches { .. } => w!("no such piece can go to that square (“{text}”)"),
        MoveNoFit { .. } => w!("no legal move fits “{text}”"),
        MoveUnknownWord { .. } => w!("unknown word “{word}”"),
        MoveMalformed { .. } => w!("the words do not form a move: “{text}”"),
        MoveEmpty => w!("no move given"),
        MoveRefusedPiece { .. } => w!("{piece}: {why}"),
        MoveUnreadableAt { .. } => w!("the move cannot be read from character {at} on"),
        PgnMoveAfterEnd => w!("the game had already ended"),
        PgnMoveIllegal => w!("not a legal move in this position"),
        PgnMoveAmbiguous { .. } => w!(
            "ambiguous, {n} move fits (Appendix E.9)",
            "ambiguous, {n} moves fit (Appendix E.9)"
        ),
        ArbiterTitle => w!("Arbiter"),
        ArbiterPanelButton => w!("Arbiter's panel"),
        ArbiterMoreRulings => w!("More rulings"),
        ArbiterStopClocks => w!("Stop the clocks"),
        ArbiterRestartClocks => w!("Restart the clocks"),
        ArbiterTime => w!("Adjust a clock (Art. 6.13)"),
        ArbiterClockOf => w!("Clock of"),
        ArbiterSecondsInvalid => w!("Enter a whole number of seconds"),
        ArbiterAddTime => w!("Add time"),
        ArbiterRemoveTime => w!("Remove time"),
        ArbiterSetTime => w!("Set time"),
        ArbiterIllegalMoves { .. } => w!("Illegal move on the board ({art})"),
        ArbiterIllegalBy { .. } => w!("Illegal move by {side} (so far {count})"),
        ArbiterQuickplay { .. } => w!("Quickplay finish ({art})"),
        ArbiterQuickplayClaim { .. } => w!("{side} claims a draw (under two minutes)"),
        ArbiterQuickplayPending { .. } => w!("{side} has claimed a draw; the arbiter decides"),
        ArbiterDeclareDraw => w!("Declare the game drawn"),
        ArbiterPostponeExtra => w!("Postpone, two minutes to the opponent"),
        ArbiterPostpone => w!("Postpone the decision"),
        ArbiterReject => w!("Reject the claim"),
        ArbiterPenalty { .. } => w!("Penalty ({art})"),
        ArbiterAgainst => w!("Against"),
        ArbiterAdjournment => w!("Adjournment (Appendix A)"),
        ArbiterSealedMove { .. } => w!("Sealed move of {side} (not shown)"),
        ArbiterResumeAt => w!("Resumption time"),
        ArbiterSeal => w!("Seal the move and adjourn"),
        ArbiterSealedEmpty => w!("Write the sealed move first"),
        ArbiterEnvelope { .. } => {
            w!("Adjourned: {side} sealed move {number}. Resumption {date} {time} {venue}")
        }
        ArbiterResumeAdjourned => w!("Open the envelope and resume"),
        ReferredClaimStatus { .. } => {
            w!("Game over: {side} claimed a draw ({art}); claimed, for the designated arbiter")
        }
        ReferredRulingLegend { .. } => w!("The designated arbiter's decision ({art})"),
        ReferredRuling { .. } => w!("Declare {result}"),
        ErrClaimAfterTouch { .. } => {
            w!("No draw claim on this move: a piece has been touched ({art})")
        }
        ArbiterResumptionDue { .. } => w!("The time for resuming has come ({art})"),
        ArbiterResumptionCounting => {
            w!("The default time on resumption is counting; say who is present.")
        }
        TouchMustMove { .. } => {
            w!("Touched piece: the piece on {square} was touched first and must be moved ({art})")
        }
        TouchMustCapture { .. } => {
            w!("Touched piece: the piece on {square} was touched and must be captured ({art})")
        }
        TouchCaptureWith { .. } => {
            w!("Touched piece: the piece on {piece} must capture on {target} ({art})")
        }
        TouchCastle { .. } => {
            w!("Touched piece: king and rook were touched, so castle with that rook ({art})")
        }
        TouchKingMove { .. } => w!("Touched piece: the king was touched and must be moved ({art})"),
        TouchReleased { .. } => {
            w!("Touched piece: the piece was released on {square}; that move stands ({art})")
        }
        TouchNoCastling { .. } => {
            w!("Touched piece: the rook was touched first, so no castling with it ({art})")
        }
        TouchPromotion { .. } => w!("Touched piece: the promotion piece is already chosen ({art})"),
        ArbiterIncrement { .. } => w!("Increment requested ({art})"),
        ArbiterRequestIncrement { .. } => {
            w!("{side} asks for 5 seconds a move (under two minutes)")
        }
        ArbiterIncrementPending { .. } => {
            w!("{side} has asked for an increment; it is also a draw offer")
        }
        ArbiterDeclineBy { .. } => w!("{side} declines the draw"),
        ArbiterIncrementAgree => w!("Agree: 5 seconds a move, two minutes to the opponent"),
        ArbiterIncrementRefuse => w!("Refuse the increment"),
        ArbiterGuidelinesOff { .. } => w!("Guidelines III not in force: {why}"),
        ArbiterMisconduct { .. } => w!("Clock and hands ({art})"),
        ArbiterPawnMove => w!("Pawn's move to the last rank"),
        ArbiterPromotionNotReplaced { .. } => w!("Pawn not replaced ({art})"),
        ArbiterClockWithoutMove { .. } => w!("{side} pressed the clock without a move ({art})"),
        ArbiterTwoHands { .. } => w!("{side} used two hands ({art})"),
        ArbiterReinstateAfter => w!("Last correct move"),
        ArbiterReinstateBy { .. } => w!("Reinstate it: illegal move by {side}"),
        ArbiterBoards { .. } => w!("Boards of a blind player differ ({art}, no penalty)"),
        ArbiterBoardsAdjusted => w!("Scores agree: the board is adjusted"),
        ArbiterBoardsRetrace => w!("Scores differ: retrace to the last correct move"),
        ArbiterDefaultLegend { .. } => w!("Not arrived by the default time ({art})"),
        ArbiterDefaultVerdict { .. } => w!(
            "{side} has not arrived ({late} after the start): loses unless the arbiter decides otherwise ({art})"
        ),
        ArbiterArrived { .. } => w!("{side} has arrived"),
        ArbiterDeclareDefault { .. } => {
            w!("Declare {side} lost by default (unless the arbiter decides otherwise)")
        }
        ArbiterPenaltySeconds => w!("Time of the penalty (s)"),
        ArbiterTimeToOpponent { .. } => w!("Time to the opponent ({art})"),
        ArbiterTimeFromOffender { .. } => w!("Time off the offender ({art})"),
        ArbiterWarningArt { .. } => w!("Warning ({art})"),
        ArbiterLoseGameArt { .. } => w!("Declare the game lost ({art})"),
        BoardNumberLabel => w!("Board"),
        TournamentFileTitle => w!("From a tournament file"),
        TournamentFileLabel => w!("Tournament file: TRF, pairing list or CSV (several at once)"),
        TournamentFileHelp => w!(
            "FIDE's TRF from Swiss Manager, Vega or bbpPairings; a pairing list of start numbers; or a CSV of board,white,black."
        ),
        TournamentRoundOption { .. } => w!("Round {round}"),
        TournamentBoardOption { .. } => w!("Board {board}: {white} – {black}"),
        TournamentRead { .. } => w!("{event}: {n} player", "{event}: {n} players"),
        TournamentRemembered => {
            w!("The tournament file is remembered on this device for the next round.")
        }
        TournamentForget => w!("Forget the tournament file"),
        WhiteFideIdLabel => w!("White's FIDE ID"),
        BlackFideIdLabel => w!("Black's FIDE ID"),
        WhiteEloLabel => w!("White's rating"),
        BlackEloLabel => w!("Black's rating"),
        GameDateLabel => w!("Date (YYYY.MM.DD)"),
        TrfErrAt { .. } => w!("{file}, line {line}, {field}: {why}. Nothing stored has changed."),
        TrfErrFile { .. } => w!("{file}: {why}. Nothing stored has changed."),
        TrfFieldFile => w!("the file"),
        TrfFieldStartNumber => w!("start number"),
        TrfFieldName => w!("name"),
        TrfFieldRating => w!("rating"),
        TrfFieldFideId => w!("FIDE ID"),
        TrfFieldOpponent { .. } => w!("opponent in round {round}"),
        TrfFieldColour { .. } => w!("colour in round {round}"),
        TrfFieldResult { .. } => w!("result in round {round}"),
        TrfFieldPairCount => w!("number of pairs"),
        TrfFieldWhite => w!("White"),
        TrfFieldBlack => w!("Black"),
        TrfNotATournamentFile => w!("not a TRF file, a pairing list or a CSV of board,white,black"),
        TrfMissing => w!("empty"),
        TrfNotANumber { .. } => w!("“{text}” is not a number"),
        TrfUnknownCode { .. } => w!("“{text}” is not a code of the format"),
        TrfUnknownPlayer { .. } => w!("no player “{text}” in the TRF file"),
        TrfDuplicate { .. } => w!("“{text}” is given twice"),
        TrfCountMismatch { .. } => w!(
            "says {said} pairs, but {n} follows",
            "says {said} pairs, but {n} follow"
        ),
        TrfNeedsTrf => w!("start numbers need the TRF file chosen with it"),
        TrfSecondTrf => w!("a second TRF file; choose one"),
        TrfNoPairings => w!("no round with pairings still to play"),
        TrfUnreadable => w!("The file could not be read."),
        RoundResultsTitle => w!("Results of the round"),
        RoundResultsCaption { .. } => w!("{n} game, by board", "{n} games, by board"),
        ResultHeader => w!("Result"),
        NoteHeader => w!("Note"),
        ResultNotApproved => w!("Result not approved by both players (Art. 8.7)"),
        SaveRoundPgn => w!("Save the round as one PGN file"),
        RoundFileRefused { .. } => w!("{file}: {why}"),
        TournamentWindows1252 { .. } => {
            w!("{file} is not UTF-8 and was read as Windows-1252: check that the names look right.")
        }
        TrfCodesHeader => w!("TRF codes"),
        RoundNoGame => w!("No game given: the arbiter decides"),
        RoundChoiceGame { .. } => w!("{result} ({codes})"),
        RoundChoiceUnrated { .. } => w!("{result}, not rated: a side made no move ({codes})"),
        RoundChoiceForfeit { .. } => w!("{result} by forfeit ({codes})"),
        RoundChoiceBothForfeit { .. } => w!("Both lose by forfeit ({codes})"),
        RoundChoiceBlank => w!("No result yet (left blank)"),
        ByeHalf => w!("Half-point bye (H)"),
        ByeFull => w!("Full-point bye (F)"),
        ByePairing => w!("Pairing-allocated bye (U)"),
        ByeZero => w!("Zero-point bye, absent (Z)"),
        RoundCodesLabel { .. } => w!("TRF codes, board {board}"),
        RoundByeCodeLabel { .. } => w!("TRF code, {player}"),
        RoundRefusedOtherRound { .. } => {
            w!("{file}: refused: its game is of round {round}, not of round {expected}.")
        }
        RoundRefusedNoBoard { .. } => w!("{file}: refused: its game names no board."),
        RoundRefusedNoSuchBoard { .. } => {
            w!("{file}: refused: round {round} has no board {board}.")
        }
        RoundRefusedNames { .. } => w!(
            "{file}: refused: board {board} of round {round} is {white} – {black}, not the players its game names."
        ),
        RoundRefusedTwice { .. } => w!("{file}: refused: a second game for board {board}."),
        WriteRound => w!("Write the round into the tournament file"),
        WriteRoundHelp { .. } => w!(
            "Downloads {file} with round {round}'s results and the points filled in; every other line stays as it was."
        ),
        WriteRoundNeedsTrf => w!(
            "To write the round into the tournament file, choose the TRF in New game, “From a tournament file”, first."
        ),
        DefaultTimeLabel { .. } => w!("Default time, minutes after the start ({art})"),
        DefaultTimeEmptyZero => w!("Empty: zero, as when the event specifies none."),
        DefaultTimeEmptyHour => w!("Empty: one hour after the scheduled start."),
        ErrDefaultTimeInvalid { .. } => {
            w!("The default time “{text}” is not a whole number of minutes")
        }
        GuidelinesAnnounced { .. } => w!("Guidelines III announced ({art})"),
        GuidelinesUnavailable { .. } => w!("Not available: {why} ({art})"),
        GlNotInEdition => w!("only in the 2023 Laws"),
        GlUntimed => w!("only with a clock"),
        GlBlitz => w!("not in blitz games"),
        GlIncrement => w!("only without increment or delay"),
        GlNotAnnounced => w!("the event has not announced them"),
        GlIncrementIntroduced => w!("the increment has been introduced"),
        UnsupervisedClaimLegend { .. } => w!("No arbiter present: claim a draw ({art})"),
        UnsupervisedCannotWin { .. } => w!("{side}: the opponent cannot win by normal means"),
        UnsupervisedNoEffort { .. } => w!("{side}: the opponent makes no effort to win"),
        SaidIllegalMove { .. } => {
            w!("Illegal move by {side} (number {count}): the position before it is reinstated")
        }
        SaidPawnNotReplaced { .. } => {
            w!("Illegal move by {side} (number {count}): the pawn is replaced by a queen")
        }
        SaidIllegalAction { .. } => w!("Illegal move by {side} (number {count}, {art})"),
        SaidReinstated { .. } => w!(
            "The position after {n} half-move is reinstated",
            "The position after {n} half-moves is reinstated"
        ),
        SaidQuickplayClaimed { .. } => {
            w!("{side} claims a draw in the quickplay finish; the clocks are stopped")
        }
        SaidQuickplayPostponed => w!("The arbiter postpones the decision"),
        SaidQuickplayRejected => w!("The claim is rejected"),
        SaidAdjourned { .. } => w!("The game is adjourned: {side} has sealed move {number}"),
        SaidEnvelopeOpened { .. } => w!("The envelope is opened; the sealed move is {mv}"),
        ProposeTakeBackAs { .. } => w!("Propose take-back ({side})"),
        AcceptTakeBack => w!("Accept take-back"),
        DeclineTakeBack => w!("Decline take-back"),
        TakeBackRequestedOne { .. } => w!("{side} asks to take back their last move"),
        TakeBackRequestedTwo { .. } => {
            w!("{side} asks to take back their last move and the reply to it")
        }
        TakeBackAccepted => w!("Take-back accepted"),
        TakeBackDeclined => w!("Take-back declined"),
        TakeBackLapsed => w!("The take-back request has lapsed"),
        TakeBackDoneTwo => w!("Two half-moves taken back"),
        ErrNoTakeBackRequest => w!("No take-back request is standing"),
        ErrOwnTakeBackRequest => w!("A player cannot answer their own take-back request"),
        ErrTakeBackRequested => w!("Your take-back request is still standing"),
        ErrOpponentTakeBack => {
            w!("The opponent's take-back request is standing: accept or decline it")
        }
        DeleteGame => w!("Delete"),
        DeleteGameNamed { .. } => w!("Delete game {number}: {game}"),
        ConfirmDelete => w!("Confirm delete"),
        ConfirmDeleteNamed { .. } => w!("Confirm delete of game {number}: {game}"),
        DeleteQuestion => w!("Delete this game from the archive?"),
        GameDeleted { .. } => w!("Game deleted from the archive: {game}"),
        ArchiveEntryGone => w!("That game is no longer in the archive"),
        ArchiveReadFailed => w!("The archive could not be read"),
        ArchiveSearch => w!("Find games"),
        ArchivePlayer => w!("Player"),
        ArchiveEvent => w!("Event"),
        ArchiveDate => w!("Date (for example 2026.11)"),
        ArchiveResult => w!("Result"),
        ResultAny => w!("Any result"),
        ResultWhiteWon => w!("White won (1-0)"),
        ResultBlackWon => w!("Black won (0-1)"),
        ResultDrawn => w!("Drawn (½-½)"),
        ResultUnfinished => w!("Unfinished (*)"),
        ArchiveFound { .. } => w!(
            "{n} game found (of {total})",
            "{n} games found (of {total})"
        ),
        ArchiveShowMore { .. } => w!("Show {n} more game", "Show {n} more games"),
        ArchiveExportAll { .. } => w!(
            "Download the archive ({n} game)",
            "Download the archive ({n} games)"
        ),
        ArchiveExportFound { .. } => w!(
            "Download the {n} game found",
            "Download the {n} games found"
        ),
        ArchiveExporting => w!("Exporting games"),
        ArchiveExported { .. } => w!("{n} game exported", "{n} games exported"),
        ArchiveExportMissing { .. } => w!(
            "{n} game could not be read and is not in the file",
            "{n} games could not be read and are not in the file"
        ),
        ClkNotStarted => w!("the clock has not been started (Art. 6.5)"),
        ClkAlreadyStarted => w!("the clock has already been started"),
        ClkPaused => w!("the clocks are stopped (Art. 6.12)"),
        ClkNotPaused => w!("the clocks are not stopped"),
        ClkNotRunning => w!("no clock is running"),
        ClkWrongSide { .. } => {
            w!("{pressed} pressed the clock, but the clock of {running} is running (Art. 6.7)")
        }
        ClkFlagFallen { .. } => w!("the flag of {side} has fallen (Art. 6.9)"),
        ClkTimeBackwards => w!("the time of the device went backwards"),
        CtlNoPeriods => w!("a time control needs at least one period"),
        CtlZeroMoves { .. } => w!("period {period} requires 0 moves"),
        CtlZeroTime { .. } => w!("period {period} gives no time (0 min and no time per move)"),
        CtlZeroInitialTime => w!("the clock would start with no time on it"),
        CtlSuddenDeathNotLast { .. } => {
            w!("period {period} lasts to the end of the game, but further periods follow it")
        }
        CtlNotTimed => w!("an unknown time control, or none, cannot run a clock"),
        TcEmpty => w!("no time control given"),
        TcSyntax { .. } => {
            w!("“{text}” is not of the form [moves/]seconds[+increment], *seconds, ? or -")
        }
        TcOverflow { .. } => w!("number too large in “{text}”"),
        PresetFideClassical => w!("FIDE classical"),
        PresetClassical1997 => w!("Classical (1997 era)"),
        PresetRapid { .. } => w!("Rapid {control}"),
        PresetBlitz { .. } => w!("Blitz {control}"),
        TcUnknown => w!("unknown time control"),
        TcUntimed => w!("no time control"),
        TcHourglass { .. } => w!("hourglass, {time} each"),
        TcForMoves { .. } => w!("{time} / {n} move", "{time} / {n} moves"),
        TcRepeating => w!("last period repeating"),
        TcIncrement { .. } => w!("+{time} per move"),
        TcIncrementFromOne { .. } => w!("+{time} per move from move 1"),
        TcDelay { .. } => w!("{time} delay per move"),
        TcBronstein { .. } => w!("{time} Bronstein delay per move"),
        FenDetail { .. } => w!("{field} field, character {at}: {why}"),
        FenFieldCount { .. } => w!("expected 4 to 6 fields, found {n}"),
        FenBadPiece { .. } => w!("invalid piece letter {char}"),
        FenRankTooLong { .. } => w!("rank {rank} has more than 8 squares"),
        FenRankTooShort { .. } => w!(
            "rank {rank} has {n} square instead of 8",
            "rank {rank} has {n} squares instead of 8"
        ),
        FenRankCount { .. } => w!("expected 8 ranks, found {n}"),
        FenMissingKing { .. } => w!("{side} has no king (Art. 2.2)"),
        FenTooManyKings { .. } => w!("{side} has more than one king"),
        FenPawnOnBackRank { .. } => w!("pawn on {square}, on the first or eighth rank (Art. 3.7)"),
        FenOppositeCheck => w!("the side not to move is in check"),
        FenBadTurn => w!("expected w or b"),
        FenBadCastlingChar { .. } => w!("invalid castling character {char}"),
        FenCastlingContradicts { .. } => w!(
            "castling right {right}, but the king or the rook is not on its original square (Art. 3.8)"
        ),
        FenBadEnPassant => w!("expected - or a square"),
        FenImpossibleEnPassant { .. } => {
            w!("en passant square {square} cannot follow a pawn's two-square advance (Art. 3.7)")
        }
        FenBadHalfmove => w!("expected a number of 0 or more"),
        FenBadFullmove => w!("expected a number of 1 or more"),
        TagMissingName => w!("no tag name"),
        TagExpectedQuote => w!("expected \" after the name"),
        TagUnclosedValue => w!("value not closed with \""),
        TagExpectedBracket => w!("expected ] after the value"),
        QpBlitz => w!("not in blitz games"),
        QpNotInFinish => w!("not in the quickplay finish"),
        QpFlagFallen => w!("the flag has fallen"),
        QpTwoMinutes => w!("two minutes or more on the clock"),
        PenWarning => w!("warning (Art. 13.4 a)"),
        PenAddOpponent { .. } => w!("{time} added to the opponent (Art. 13.4 b)"),
        PenReduce { .. } => w!("{time} deducted (Art. 13.4 c)"),
        PenLoseGame => w!("game declared lost (Art. 13.4 d)"),
        JsonSyntax { .. } => w!("not valid JSON at line {line}, column {column}"),
        JsonEof { .. } => w!("the data end too early, at line {line}, column {column}"),
        JsonSyntaxUnplaced => w!("not valid JSON"),
        JsonData => w!("the data do not have the expected form"),
        JsonNewer => w!("saved by a newer version of Rochade; reload to update"),
        TcePeriods => w!("Periods"),
        TceHelp => {
            w!("Each player plays the periods in order and keeps the time he saves (Art. 6.2).")
        }
        TcePeriod { .. } => w!("Period {period}"),
        TceMoves => w!("Moves"),
        TceMovesHelp => w!(
            "Moves to play in this period; only the last period can last to the end of the game."
        ),
        TceMovesLastHelp => {
            w!("Empty or 0: the rest of the game. With a number, this last period repeats.")
        }
        TceMinutes => w!("Thinking time (minutes)"),
        TceSeconds => w!("Thinking time (seconds)"),
        TcePerMoveKind => w!("Per move"),
        TceKindNone => w!("Nothing"),
        TceKindIncrement => w!("Increment (Fischer)"),
        TceKindDelay => w!("Delay (US)"),
        TceKindBronstein => w!("Bronstein delay"),
        TceIncrementSeconds => w!("Increment per move (seconds)"),
        TceDelaySeconds => w!("Delay per move (seconds)"),
        TceBronsteinSeconds => w!("Bronstein delay per move (seconds)"),
        TceAddPeriod => w!("Add period"),
        TceRemovePeriod { .. } => w!("Remove period {period}"),
        TceFromMoveOne => w!("Add the increment before move 1 too (as electronic clocks do)"),
        TceTwoViews => w!(
            "The periods above and this text are the same control: editing one changes the other."
        ),
        TceInWords { .. } => w!("In words: {text}"),
        TceInPgn { .. } => w!("In PGN: {text}"),
        TceNoPeriods => w!(
            "The periods above cannot show this control (an hourglass or no clock): the text counts."
        ),
        TceNotANumber { .. } => {
            w!("period {period}, field “{field}”: “{value}” is not a number of 0 or more")
        }
        TceTooLarge { .. } => w!("period {period}, field “{field}”: “{value}” is too large"),
        ClaimPossible => w!("A draw claim would be correct now"),
        ProfilesTitle => w!("Profiles and panels"),
        BlindProfile => w!(
            "Blind player (Braille scoresheet, confirmation of typed moves, voice, moves spoken in the FIDE scheme; off: in the interface language)"
        ),
        BraillePanelSwitch => w!("Show the Braille scoresheet"),
        ArbiterPanelSwitch => w!("Arbiter (show the arbiter's panel)"),
        FaceToFace => {
            w!("Face to face: the far player's clock and name turned round (a tablet lying flat)")
        }
        BoardColours => w!("Board colours"),
        ThemeWood => w!("Wood"),
        ThemeGreen => w!("Green"),
        SoundVolume => w!("Sound volume"),
        SoundVolumeHelp => w!(
            "Sounds for a move, a capture, check, low time and a flag fall; 0 is silent. The default is 60 %. The blind player's profile sets 25 %: the voice and the screen reader speak at the same moment, and a loud sound would cover the first words of the move. Phones that can vibrate also vibrate at low time."
        ),
        WakeLockOn => w!("The screen stays on while a clock runs."),
        WakeLockMissing => w!(
            "This browser cannot keep the screen on: during a game with a clock, set the device's screen timeout long enough yourself."
        ),
        InstallApp => w!("Install app"),
        CmTitle => w!("Chess clock"),
        CmKeysHelp => w!(
            "Space ends the turn of the side whose clock runs, P pauses, T tells the times and the moves."
        ),
        CmStartHint => w!("Press Space or tap a half to start White's clock (Art. 6.5)."),
        CmMoves { .. } => w!("{n} move", "{n} moves"),
        CmTellTimes => w!("Tell the times (T)"),
        CmFlagFirst { .. } => w!("The flag of {side} fell first (Art. 6.9)"),
        CmTimesMoves { .. } => w!("Moves completed: White {white}, Black {black}"),
        CmControl => w!("Time control"),
        CmCustom => w!("Custom control"),
        CmSetClock => w!("Set the clock"),
        CmNewClock => w!("New time control"),
        CmCorrection => w!("Arbiter: correct the clock (Art. 6.10.2, 7.1)"),
        CmCorrSide => w!("Clock of"),
        CmCorrTime => w!("Time (m:ss or h:mm:ss)"),
        CmCorrMoves => w!("Completed moves"),
        CmCorrApply => w!("Set time and moves"),
        CmPlayOn => w!("Play on after the flag (it counts when claimed)"),
        CmCorrBadTime => w!("Not a time: write m:ss or h:mm:ss."),
        VenueLabel => w!("Where the game is played"),
        VenueScreen => w!("On this screen"),
        VenueOtb => w!("Over the board: a wooden board beside this device"),
        OtbTitle => w!("Over the board"),
        OtbHelp => w!(
            "Make your move on the board, type it here and press Enter: that records it and starts your opponent's clock. At the end, type the result as you write it (1-0, 0-1, ½-½); then both approve it."
        ),
        OtbPressHint => w!(
            "Where you need not record (Art. 8.4: under five minutes without 30 s added per move; rapid and blitz, Appendix A.2), tap your clock or type - to press without the move."
        ),
        OtbShowBoard => w!("Show the board"),
        OtbBoardLabel => w!("The recorded position"),
        OtbMissing { .. } => w!("{n} half-move not recorded", "{n} half-moves not recorded"),
        OtbBlindSpot => w!(
            "Until the missing moves are typed in, oldest first (Art. 8.5), the app cannot see mate, stalemate, repetition, a dead position or a claim under Art. 9.2 and 9.3."
        ),
        OtbAssistant => w!(
            "Blind player's assistant (Appendix D.2.10): every move is announced, the opponent's clock starts only once the move is announced (D.2.4), times only on request"
        ),
        OtbAnnounced => w!("Announced: start the opponent's clock"),
        PadTitle => w!("Notation pad"),
        PadMove => w!("Move entered so far"),
        PadKing => w!("King"),
        PadFile { .. } => w!("file {file}"),
        PadRank { .. } => w!("rank {rank}"),
        PadCapture => w!("captures"),
        PadPromote { .. } => w!("promotes to {piece}"),
        PadCastleShort => w!("castles kingside"),
        PadCastleLong => w!("castles queenside"),
        PadUndo => w!("Undo key"),
        PadEnter => w!("Enter"),
        PadHelpCasual => w!(
            "Keys that cannot complete a legal move are dimmed; once one move is left it is shown whole."
        ),
        PadHelpStrict => w!(
            "A strict game: the pad narrows nothing; an illegal move entered is an illegal move (Art. 7.5.1)."
        ),
        OtbBoardTap => {
            w!("Tap the piece's square, then the square it goes to: entered as if typed.")
        }
        OtbApprove { .. } => w!("{side} approves the result"),
        OtbApproveTitle => w!("Both players approve the result (Art. 8.7)"),
        OtbApproved => w!("Both players have approved the result (Art. 8.7)."),
        OtbIllegalEntered { .. } => w!(
            "Illegal move entered: {mv} ({why}). It is a completed illegal move ({art}): the position before it stands"
        ),
        SaidPressedWithoutMove { .. } => w!(
            "{side} pressed the clock without recording the move; {n} half-move missing",
            "{side} pressed the clock without recording the move; {n} half-moves missing"
        ),
        ErrMustRecord => w!(
            "Type the move: it must be recorded (Art. 8.1.1). Art. 8.4 frees a player only under five minutes without 30 s added per move."
        ),
        ErrMovesMissing { .. } => w!(
            "{n} half-move is not recorded: fill it in first (Art. 8.5)",
            "{n} half-moves are not recorded: fill them in first, oldest first (Art. 8.5)"
        ),
        ErrNothingMissing => w!("No move is missing from the record"),
        OtbSignOff => w!(
            "Arbiter: the missing moves cannot be filled in; sign the scoresheet off incomplete (Art. 8.5.3, 8.6)"
        ),
        SaidResultApproved { .. } => w!("{side} approves the result (Art. 8.7)"),
        SaidSignedOff { .. } => w!(
            "{n} half-move not recorded, signed off by the arbiter (Art. 8.6)",
            "{n} half-moves not recorded, signed off by the arbiter (Art. 8.6)"
        ),
        ErrNotOver => w!(
            "The game has no result yet: the result is approved (Art. 8.7), and an incomplete scoresheet signed off (Art. 8.6), only at the end"
        ),
        ErrAlreadyApproved => w!("This player has already approved the result (Art. 8.7)"),
        ErrPinWait { .. } => w!(
            "Wrong PINs: the next PIN can be tried in {n} second",
            "Wrong PINs: the next PIN can be tried in {n} seconds"
        ),
        ErrLockWeakened => w!(
            "The arbiter's lock of this saved game was changed in storage: the game is read only. Call the arbiter."
        ),
        ErrNotLocked => w!("This game has no arbiter's lock"),
        LogIntact { .. } => w!(
            "The log is intact: its {n} entry is as sealed",
            "The log is intact: its {n} entries are as sealed"
        ),
        LogEdited { .. } => w!(
            "The log was edited: its first {n} entry is not as sealed",
            "The log was edited: its first {n} entries are not as sealed"
        ),
        LogCut { .. } => w!(
            "The log was cut: {present} of {n} sealed entry remain",
            "The log was cut: {present} of {n} sealed entries remain"
        ),
        LogSealMissing => w!("A seal of the log was removed: the log was tampered with"),
        ReplaceNeedsPin => w!(
            "This game is under the arbiter's lock: another game replaces it only with the arbiter's PIN, until it is finished and its result approved."
        ),
        VerifyLog => w!("Check the log"),
        SheetResultCorrected { .. } => {
            w!("Arbiter: the result {from} corrected to {to} (Art. 8.7)")
        }
        SheetReportedDrawRestricted => w!(
            "Draw reported by the players where the event restricts agreements (Art. 9.1.1): for the arbiter"
        ),
        GameGoesOn => w!("the game goes on"),
        CorrectResult => w!("Correct the result"),
        CorrectResultLegend => w!("Correct the result (Art. 8.7)"),
        SaidResultCorrected { .. } => w!("The arbiter corrects the result: {result}"),
        ErrSignedOff => w!(
            "The arbiter has signed the scoresheet off incomplete (Art. 8.6): nothing more is filled in"
        ),
        ErrClaimReferred => {
            w!("The claim ended the game; the designated arbiter decides the result")
        }
        ErrNoReferredClaim => w!("No claim awaits the designated arbiter"),
        ErrResumptionAlreadyDue => w!("The resumption time has already come"),
        MoveWords => w!("Move words"),
        AnnouncementLength => w!("Announcement length"),
        WhiteKing => w!("white king"),
        WhiteQueen => w!("white queen"),
        WhiteRook => w!("white rook"),
        WhiteBishop => w!("white bishop"),
        WhiteKnight => w!("white knight"),
        WhitePawn => w!("white pawn"),
        BlackKing => w!("black king"),
        BlackQueen => w!("black queen"),
        BlackRook => w!("black rook"),
        BlackBishop => w!("black bishop"),
        BlackKnight => w!("black knight"),
        BlackPawn => w!("black pawn"),
        EmptySquare => w!("empty"),
        EmptySquares => w!("empty"),
        SquareRange { .. } => w!("{from} to {to}"),
        RankTitle { .. } => w!("Rank {rank}"),
        FileTitle { .. } => w!("File {file}"),
        CountKings { .. } => w!("{n} king", "{n} kings"),
        CountQueens { .. } => w!("{n} queen", "{n} queens"),
        CountRooks { .. } => w!("{n} rook", "{n} rooks"),
        CountBishops { .. } => w!("{n} bishop", "{n} bishops"),
        CountKnights { .. } => w!("{n} knight", "{n} knights"),
        CountPawns { .. } => w!("{n} pawn", "{n} pawns"),
        Hours { .. } => w!("{n} hour", "{n} hours"),
        Minutes { .. } => w!("{n} minute", "{n} minutes"),
        SecondsCount { .. } => w!("{n} second", "{n} seconds"),
        ClockOf { .. } => w!("{side} {time}"),
        MovesCompletedN { .. } => w!("Moves completed: {n}"),
        LastMoveBy { .. } => w!("Last move: {side}, {mv}"),
        NoMoveYet => w!("No move yet"),
        NumberedMove { .. } => w!("{number}. {side}: {mv}"),
        NoDrawOffer => w!("No draw offer"),
        SaidWins { .. } => w!("{side} wins by {why}"),
        SaidDrawBy { .. } => w!("Draw by {why}"),
        ArbiterPinLabel => w!("Arbiter's PIN (optional, 4 digits or more)"),
        ArbiterPinHelp => w!(
            "Strict games only. The arbiter's actions and the settings then need the PIN, the computer and help with moves are off, and leaving the app is logged."
        ),
        ArbiterAllowsBoard => w!("The arbiter allows the board over the board"),
        PinNeedsStrict => {
            w!("An arbiter's PIN is for strict games: choose strict play, or leave the PIN empty.")
        }
        PinNoComputer => {
            w!("A game with an arbiter's PIN is between two players: the computer is off in it.")
        }
        PinTooShort => w!("The arbiter's PIN needs at least 4 digits."),
        PinTooLong => w!("The arbiter's PIN has at most 12 digits."),
        PinNotDigits => w!("The arbiter's PIN is digits only (0–9)."),
        PinPromptLabel => w!("Arbiter's PIN"),
        PinPromptHelp => w!("This game is locked by the arbiter: enter the PIN to go on."),
        UnlockButton => w!("Unlock"),
        PinRefused => w!("Wrong PIN: refused. The refusal is logged."),
        PinAccepted => w!("Arbiter's PIN accepted."),
        PinNeeded => w!("This is the arbiter's: it needs the arbiter's PIN (the arbiter's panel)."),
        HelpOffLocked { .. } => w!("Help with moves is off in this game ({art})."),
        LogTitle => w!("Log"),
        LogEmpty => w!("Nothing logged yet."),
        LogLeftApp { .. } => w!("{at}, {mv}: left the app"),
        LogLeftAppClocks { .. } => w!("{at}, {mv}: left the app; White {white}, Black {black}"),
        LogPinRefused { .. } => w!("{at}, {mv}: wrong PIN refused"),
        LogUnlocked { .. } => w!("{at}, {mv}: arbiter's PIN accepted"),
        LogActed { .. } => w!("{mv}: arbiter: {what}"),
        LogReturned { .. } => w!("{at}, {mv}: back in the app after {away}"),
        LogReturnedHeld { .. } => {
            w!("{at}, {mv}: back in the app after {away}; play waited for the arbiter's PIN")
        }
        PlayHeld { .. } => w!(
            "The app was left for {away}, longer than the arbiter allows: play waits for the arbiter's PIN. Call the arbiter."
        ),
        SaidPlayHeld => {
            w!("The app was left longer than the arbiter allows: play waits for the arbiter's PIN.")
        }
        ErrHeldAfterLeave => w!(
            "The app was left longer than the arbiter allows: play goes on once the arbiter gives the PIN"
        ),
        AwayLimitLabel => w!("Leaving the app"),
        AwayLimitOff => w!("Is logged"),
        AwayLimitAfter { .. } => w!(
            "Is logged; after {n} second away, play waits for the PIN",
            "Is logged; after {n} seconds away, play waits for the PIN"
        ),
        LogBeforeFirstMove => w!("before the first move"),
        LogAfterMove { .. } => w!("after move {number}"),
        ActTime => w!("clock changed"),
        ActIllegal => w!("illegal move ruled"),
        ActPenalty => w!("penalty"),
        ActRuling => w!("ruling"),
        ActAdjournment => w!("adjournment"),
        ActSignOff => w!("record signed off"),
        DeviceNameLabel => w!("Device's name"),
        DeviceNameHelp => {
            w!("Which device keeps this game, e.g. “Board 7 tablet”; written into the PGN.")
        }
        EventBoardLabel => w!("This board"),
        EventRound { .. } => w!("Round {round}"),
        EventBoard { .. } => w!("Board {board}"),
        EventPlayers { .. } => w!("{white} – {black}"),
        EventDevice { .. } => w!("Device: {name}"),
        // The questions about the position, and text that is none.
        HelpQuestions => w!(
            "Attackers and defenders of a square: attackers e5, defenders e5 (Shift+A: both; pinned pieces are said). In danger: hanging, hanging white (Shift+H). Scan from a square: scan e4 (x: diagonals, Shift+X: lines). Who can go to e5 (Shift+W). Captures (Shift+C). Last capture (z)."
        ),
        NotMoveOrCommand { .. } => w!("Not a move or a command: “{text}”; type help for the list"),
        QAttackedBy { .. } => w!("Attacked by {side}"),
        QDefendedBy { .. } => w!("Defended by {side}"),
        QNone => w!("none"),
        QPinned => w!("pinned"),
        QInDanger => w!("Pieces in danger"),
        QUndefended => w!("undefended"),
        QCheaper { .. } => w!("attacked by a piece of lower value, {piece}"),
        QUp => w!("Up"),
        QUpRight => w!("Up right"),
        QRight => w!("Right"),
        QDownRight => w!("Down right"),
        QDown => w!("Down"),
        QDownLeft => w!("Down left"),
        QLeft => w!("Left"),
        QUpLeft => w!("Up left"),
        QLastCapture { .. } => w!("Last capture: {mv}"),
        QNoCapture => w!("No capture yet"),
        QNoCaptures => w!("no captures"),
        QCanGo { .. } => w!("{side} can go there"),
        QWhichSquare => {
            w!("Which square? Move the focus to a square of the board, or name it: attackers e5")
        }
        CodesShow => w!("Show as QR codes"),
        CodesTitle => w!("This game as QR codes"),
        CodesHelp => w!(
            "Read them one after the other with the arbiter's camera: PGN & archive, Scan codes with the camera. Download PGN above hands the game over as a file instead."
        ),
        CodesFailed => {
            w!("The codes could not be drawn; Download PGN hands the game over as a file.")
        }
        CodesDrawing => w!("Drawing the codes…"),
        CodeOfBoard { .. } => w!("Code {n} of {of} of board {board}'s game"),
        CodeOfGame { .. } => w!("Code {n} of {of} of this game"),
        CodePrevious => w!("Previous code"),
        CodeNext => w!("Next code"),
        ShareGame => w!("Share"),
        ScanCodes => w!("Scan codes with the camera"),
        ScanStop => w!("Stop the camera"),
        ScanStartOver => w!("Start this game over"),
        ScanPoint => w!("Point the camera at the tablet's codes, one after the other."),
        CodesRead { .. } => w!("{read} of {of} codes read"),
        CodesMissing { .. } => w!("still missing: {parts}"),
        CodeOtherGame { .. } => {
            w!("A code of another game ({other}): this game first, or start it over")
        }
        CodeRefused => w!("A code that does not check out was refused"),
        CodeNotOurs => w!("That is not a code of a game"),
        CodeGameRead { .. } => w!("Game {game} read whole and added to the round's table"),
        CodeAlreadyRead { .. } => w!("Game {game} is read already"),
        CameraRefused => w!("permission refused"),
        CameraMissing => w!("no camera found"),
        CameraBusy => w!("the camera is in use by another app"),
        CameraInsecure => w!("the page is not on HTTPS or localhost"),
        AnalyseGame => w!("Analyse the game"),
        AnalysisTitle => w!("Analysis"),
        AnalysisTime => w!("Time per position"),
        SecondsShort { .. } => w!("{s} s"),
        AnalysisProgress { .. } => w!("Move {k} of {n}"),
        AnalysisStop => w!("Stop the analysis"),
        AnalysisStarted => w!("Analysis started"),
        AnalysisStoppedAt { .. } => {
            w!("Analysis stopped at move {k} of {n}: what it found is kept")
        }
        AnalysisDone => w!("Analysis done"),
        AnalysisAfterGame { .. } => {
            w!("No analysis during the game: the computer analyses a finished game ({art})")
        }
        NotAnalysed => w!("The game is not analysed yet: use Analyse the game, or type analyse"),
        EvalGraph => w!("Evaluation"),
        EvalGraphAxis => w!("Pawns for White (up) or Black (down), by move"),
        EvalMate { .. } => w!("mate in {n} for {side}", "mate in {n} for {side}"),
        MoveOfSide { .. } => w!("Move {n}, {side}"),
        EvalAfterMove { .. } => w!("{mv}: {eval}"),
        EvalAtStart { .. } => w!("Start: {eval}"),
        EvalAtMoves { .. } => w!("Evaluation {list}"),
        EvalAtMove { .. } => w!("after move {n}: {eval}"),
        LargestSwings { .. } => w!("Largest swings: {list}"),
        SwingOf { .. } => w!("{mv}, {from} to {to}"),
        Inaccuracy => w!("inaccuracy"),
        Mistake => w!("mistake"),
        Blunder => w!("blunder"),
        WasInaccuracy { .. } => w!("{mv} was an inaccuracy; better {best}"),
        WasMistake { .. } => w!("{mv} was a mistake; better {best}"),
        WasBlunder { .. } => w!("{mv} was a blunder; better {best}"),
        NoMarkedMoves => w!("No move marked as an inaccuracy, mistake or blunder"),
        BestHere { .. } => w!("Best here: {mv}"),
        BestUnknown => w!("No best move known here"),
        Better { .. } => w!("better {mv}"),
        PrintWithAnalysis => w!("Print with the analysis"),
        DownloadWithAnalysis => w!("Download PGN with the analysis"),
        EvalsGiven => w!(
            "These evaluations came with the game: its best moves are not known. Analyse the game to find them."
        ),
        AnalysisNotRecord => w!(
            "The analysis is not part of the game's record: the PGN and the printed scoresheet leave it out unless you download it with the analysis."
        ),
        CameraUnavailable { .. } => w!(
            "The camera could not be used ({why}). It needs the page on HTTPS or localhost, and your permission."
        ),
    }
}

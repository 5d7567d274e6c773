//! The interface's words in English, Portuguese and German.
//!
//! Every string the interface shows comes from these tables; a test fails
//! when a key is missing (or doubled) in any language. Parameters are written
//! `{0}`, `{1}` … and filled by [`tr`].

use serde::{Deserialize, Serialize};

/// An interface language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Portuguese.
    Pt,
    /// German.
    De,
}

impl Lang {
    /// All languages, in the order the settings list them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Pt, Lang::De];

    /// The BCP-47 tag (for the document's `lang`).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pt => "pt",
            Lang::De => "de",
        }
    }

    /// The language's own name.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Pt => "Português",
            Lang::De => "Deutsch",
        }
    }

    /// The language for a browser language tag (`navigator.language`).
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "pt" => Lang::Pt,
            "de" => Lang::De,
            _ => Lang::En,
        }
    }
}

macro_rules! keys {
    ($($key:ident),* $(,)?) => {
        /// A string of the interface.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Key { $($key),* }
        impl Key {
            /// Every key.
            pub const ALL: &'static [Key] = &[$(Key::$key),*];
        }
    };
}

keys! {
    AppTitle, Tagline, White, Black, NewGame, Settings, FlipBoard, Close, Start, Cancel,
    WhiteName, BlackName, TimeControl, CustomTimeControl, CustomTimeControlHelp, Edition,
    Edition2001, Edition1997, PlayMode, Casual, Strict, BottomSide, Chessboard,
    ChessboardReview, ClockRunning, ClockStopped, ClockPaused, FlagFallen, Pause, Resume,
    StartClock, LowTime, Scoresheet, MoveNo, Result, BackToGame, ReviewingMove, OfferDraw,
    AcceptDraw, DeclineDraw, DrawOffered, ClaimDraw, ClaimRepetition, ClaimFiftyMoves,
    IntendedMove, IntendedMoveHelp, Resign, ConfirmResign, TakeBack, GameControls,
    ToMove, GameOver, Promotion, PromoteTo, Queen, Rook, Bishop, Knight, IllegalMove,
    NotYourPiece, NoPieceThere, Language, NotationStyle, StyleFide, StylePgn, PieceLetters,
    LettersEnglish, LettersPortuguese, LettersGerman, LettersFrench, LettersDutch,
    LettersSpanish, Figurines, LongAlgebraic, ShowClockTimes, Announcements, SchemeGerman,
    SchemeGermanEnglish, SchemeEnglish, SchemePortuguese, Voice, LowTimeThreshold,
    Seconds, MoveInput, MoveInputHelp, Play, InvalidTimeControl, Picked, Cancelled,
    RefuseCannotMove, RefuseOwnPiece, RefuseKingInCheck, RefuseInCheck, RefuseCastling, DrawDeclined, ClaimIncorrect, TimeChangedTo, ClocksRunning, LegalMovesCount, NewGameStarted, WhiteWins, BlackWins, Draw, StartClockButton, ReasonCheckmate, ReasonResignation, ReasonStalemate, ReasonDeadPosition, ReasonAgreement, ReasonRepetition, ReasonFiftyMoves, ReasonFlagFall, ReasonFlagFallCannotMate, ReasonFlagFallNoPotential, ReasonBothFlags, ReasonIllegalMoves, ReasonQuickplay, ReasonSealedMove, ReasonArbiter,
    ClaimFlagFall, NoClock, BrowserLanguage, SkipToBoard,
    WhiteResigns, BlackResigns, ShortForm, LongForm, SpeechRate,
    ClaimRejected, TimeAdded, ResignQuestion, Reason, Ongoing, TakeBackDone,
    NothingToTakeBack, NoClaim, Confirmations, ConfirmMove, ConfirmPending, Confirm,
    // PGN, archive, FEN, print (issue 9)
    PgnAndArchive, ThisGame, DownloadPgn, CopyPgn, PgnCopied, CopyUnavailable, DownloadFailed, PrintScoresheet, ImportPgn, PgnFile, PgnText, ReadGames, GamesRead, PgnErrorAt, PgnBadTag, PgnUnterminatedComment, PgnUnexpectedChar, PgnUnbalanced, PgnBadMove, PgnBadFen, PgnBadSetup, NoGameFound, ChooseGame, ContinueAfter, StartingPosition, OpenForReview, ContinuePlaying, FenSetup, FenLabel, StartFromFen, FenErrorAt, FenFieldBoard, FenFieldTurn, FenFieldCastling, FenFieldEnPassant, FenFieldHalfmove, FenFieldFullmove, ArchiveTitle, ArchiveEmpty, ArchiveKeptAside, ArchiveBroken, ArchiveSaveFailed, GameArchived, UnfinishedKept, GameLoaded, Unfinished, PliesCount, ArchivedOn, EventLabel, SiteLabel, DateLabel, RoundLabel, SignatureWhite, SignatureBlack, SignatureArbiter, UpdateAvailable,
}

/// The text of `key` in `lang`.
pub fn t(lang: Lang, key: Key) -> &'static str {
    let table = table(lang);
    table
        .iter()
        .find(|(k, _)| *k == key)
        .or_else(|| EN.iter().find(|(k, _)| *k == key))
        .map(|(_, s)| *s)
        .unwrap_or("")
}

/// The text of `key` in `lang` with `{0}`, `{1}` … replaced by `args`.
pub fn tr(lang: Lang, key: Key, args: &[&str]) -> String {
    let mut out = t(lang, key).to_string();
    for (i, a) in args.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), a);
    }
    out
}

fn table(lang: Lang) -> &'static [(Key, &'static str)] {
    match lang {
        Lang::En => EN,
        Lang::Pt => PT,
        Lang::De => DE,
    }
}

use Key::*;

const EN: &[(Key, &str)] = &[
    (AppTitle, "Rochade"),
    (Tagline, "The FIDE Laws of Chess, in your browser"),
    (White, "White"),
    (Black, "Black"),
    (NewGame, "New game"),
    (Settings, "Settings"),
    (FlipBoard, "Flip board"),
    (Close, "Close"),
    (Start, "Start game"),
    (Cancel, "Cancel"),
    (WhiteName, "White player"),
    (BlackName, "Black player"),
    (TimeControl, "Time control"),
    (CustomTimeControl, "Custom (PGN TimeControl)"),
    (
        CustomTimeControlHelp,
        "For example 40/5400+30:1800+30, 300+2 or - for no clock",
    ),
    (Edition, "Laws of Chess edition"),
    (Edition2001, "FIDE 2001"),
    (Edition1997, "FIDE 1997"),
    (PlayMode, "Play"),
    (Casual, "Casual (take-backs by agreement)"),
    (Strict, "Strict (FIDE rules only)"),
    (BottomSide, "At the bottom"),
    (Chessboard, "Chessboard"),
    (ChessboardReview, "Chessboard, reviewing a past position"),
    (ClockRunning, "running"),
    (ClockStopped, "stopped"),
    (ClockPaused, "Clocks paused"),
    (FlagFallen, "flag fallen"),
    (Pause, "Pause clocks"),
    (Resume, "Resume clocks"),
    (StartClock, "The clock starts with White's first move"),
    (LowTime, "low time"),
    (Scoresheet, "Scoresheet"),
    (MoveNo, "No."),
    (Result, "Result"),
    (BackToGame, "Back to the game"),
    (ReviewingMove, "Reviewing the position after {0}"),
    (OfferDraw, "Offer draw"),
    (AcceptDraw, "Accept draw"),
    (DeclineDraw, "Decline draw"),
    (DrawOffered, "{0} offers a draw"),
    (ClaimDraw, "Claim draw"),
    (ClaimRepetition, "Threefold repetition"),
    (ClaimFiftyMoves, "Fifty moves"),
    (IntendedMove, "Intended move (optional)"),
    (
        IntendedMoveHelp,
        "For a position about to appear: write the move first (Art. 9.2a, 9.3a)",
    ),
    (Resign, "Resign"),
    (ConfirmResign, "Yes, resign"),
    (TakeBack, "Take back"),
    (GameControls, "Game controls"),
    (ToMove, "{0} to move"),
    (GameOver, "Game over: {0}"),
    (Promotion, "Promote the pawn"),
    (PromoteTo, "Promote to"),
    (Queen, "Queen"),
    (Rook, "Rook"),
    (Bishop, "Bishop"),
    (Knight, "Knight"),
    (IllegalMove, "Illegal move: {0}"),
    (NotYourPiece, "That is not a piece of the side to move"),
    (NoPieceThere, "There is no piece on that square"),
    (Language, "Language"),
    (NotationStyle, "Notation"),
    (StyleFide, "FIDE (0-0, d8Q)"),
    (StylePgn, "PGN (O-O, d8=Q)"),
    (PieceLetters, "Piece letters"),
    (LettersEnglish, "English (K Q R B N)"),
    (LettersPortuguese, "Portuguese (R D T B C)"),
    (LettersGerman, "German (K D T L S)"),
    (LettersFrench, "French (R D T F C)"),
    (LettersDutch, "Dutch (K D T L P)"),
    (LettersSpanish, "Spanish (R D T A C)"),
    (Figurines, "Figurines (♔ ♕ ♖ ♗ ♘)"),
    (LongAlgebraic, "Long algebraic (e2-e4)"),
    (ShowClockTimes, "Clock times on the scoresheet"),
    (Announcements, "Announcements"),
    (SchemeGerman, "German (Anna, Bella … eins, zwei)"),
    (SchemeGermanEnglish, "Anna, Bella … with English numbers"),
    (SchemeEnglish, "English"),
    (SchemePortuguese, "Portuguese"),
    (Voice, "Speak announcements"),
    (LowTimeThreshold, "Low-time warning at"),
    (Seconds, "seconds"),
    (MoveInput, "Move or command"),
    (
        MoveInputHelp,
        "Type a move (e4, Nf3, Sf3, e2-e4, Springer Felix drei) or a command (help)",
    ),
    (Play, "Play"),
    (InvalidTimeControl, "Invalid time control: {0}"),
    (Picked, "Picked up: {0}"),
    (Cancelled, "Cancelled"),
    (ClaimRejected, "Claim rejected: {0}"),
    (TimeAdded, "{0}"),
    (ResignQuestion, "Resign this game? Who resigns?"),
    (Reason, "Reason"),
    (Ongoing, "Game in progress"),
    (TakeBackDone, "Move taken back"),
    (NothingToTakeBack, "There is no move to take back"),
    (NoClaim, "No claim"),
    (Confirmations, "Confirm typed moves before they are played"),
    (
        ConfirmMove,
        "Play {0}? Press Confirm, or type another move.",
    ),
    (ConfirmPending, "Move waiting for confirmation: {0}"),
    (Confirm, "Confirm"),
    (RefuseCannotMove, "the piece does not move that way"),
    (RefuseOwnPiece, "that square holds one of your own pieces"),
    (RefuseKingInCheck, "your king would be in check"),
    (
        RefuseInCheck,
        "your king is in check and this does not parry it",
    ),
    (RefuseCastling, "castling is not possible now"),
    (DrawDeclined, "Draw offer declined"),
    (ClaimIncorrect, "The claim is incorrect"),
    (TimeChangedTo, "{0}: clock changed from {1} to {2}"),
    (ClocksRunning, "Clocks running"),
    (LegalMovesCount, "{0} legal moves"),
    (NewGameStarted, "New game. White to move."),
    (WhiteWins, "White wins"),
    (BlackWins, "Black wins"),
    (Draw, "draw"),
    (StartClockButton, "Start White's clock"),
    (ReasonCheckmate, "checkmate (Art. 5.1a)"),
    (ReasonResignation, "resignation (Art. 5.1b)"),
    (ReasonStalemate, "stalemate (Art. 5.2a)"),
    (ReasonDeadPosition, "no checkmate is possible (Art. 5.2b)"),
    (ReasonAgreement, "agreement (Art. 5.2c)"),
    (ReasonRepetition, "threefold repetition (Art. 9.2)"),
    (ReasonFiftyMoves, "fifty-move rule (Art. 9.3)"),
    (ReasonFlagFall, "flag fall (Art. 6.9)"),
    (
        ReasonFlagFallCannotMate,
        "flag fall, but the opponent cannot checkmate (Art. 6.9)",
    ),
    (
        ReasonFlagFallNoPotential,
        "flag fall without mating potential (Appendix C4)",
    ),
    (ReasonBothFlags, "both flags have fallen (Art. 10.4)"),
    (ReasonIllegalMoves, "third illegal move (Art. 7.4)"),
    (
        ReasonQuickplay,
        "arbiter's decision in a quickplay finish (Art. 10.2)",
    ),
    (ReasonSealedMove, "invalid sealed move (Appendix A8)"),
    (ReasonArbiter, "arbiter's decision (Art. 13.4)"),
    (ClaimFlagFall, "{0} claims: the opponent's flag has fallen"),
    (NoClock, "No clock"),
    (BrowserLanguage, "Browser language"),
    (SkipToBoard, "Skip to the board"),
    (WhiteResigns, "White resigns"),
    (BlackResigns, "Black resigns"),
    (ShortForm, "Short announcements (Springer Felix drei)"),
    (
        LongForm,
        "Long announcements (Springer Gustav eins Felix drei)",
    ),
    (SpeechRate, "Speech rate"),
    (PgnAndArchive, "PGN & archive"),
    (ThisGame, "This game"),
    (DownloadPgn, "Download PGN"),
    (CopyPgn, "Copy PGN"),
    (PgnCopied, "PGN copied to the clipboard"),
    (
        CopyUnavailable,
        "Copying is not available here: the PGN is selected below, press Ctrl+C",
    ),
    (DownloadFailed, "The download could not be started"),
    (PrintScoresheet, "Print scoresheet"),
    (ImportPgn, "Import PGN"),
    (PgnFile, "PGN file (one or many games)"),
    (PgnText, "Or paste PGN text"),
    (ReadGames, "Read games"),
    (GamesRead, "{0} games read, {1} with errors"),
    (PgnErrorAt, "Game {0}, line {1}, column {2}: {3}"),
    (PgnBadTag, "bad tag pair ({0})"),
    (PgnUnterminatedComment, "comment not closed with }"),
    (PgnUnexpectedChar, "unexpected character {0}"),
    (PgnUnbalanced, "')' without '('"),
    (PgnBadMove, "move {0}: {1}"),
    (PgnBadFen, "bad FEN tag: {0}"),
    (PgnBadSetup, "bad game setup: {0}"),
    (NoGameFound, "no game found"),
    (ChooseGame, "Game"),
    (ContinueAfter, "Position after"),
    (StartingPosition, "the starting position"),
    (OpenForReview, "Open for review"),
    (ContinuePlaying, "Continue playing from here"),
    (FenSetup, "Set up a position from FEN"),
    (FenLabel, "FEN"),
    (StartFromFen, "Start a game from this position"),
    (FenErrorAt, "Invalid FEN, {0} field, character {1}: {2}"),
    (FenFieldBoard, "piece placement"),
    (FenFieldTurn, "side to move"),
    (FenFieldCastling, "castling"),
    (FenFieldEnPassant, "en passant"),
    (FenFieldHalfmove, "half-move clock"),
    (FenFieldFullmove, "move number"),
    (ArchiveTitle, "Archive of games"),
    (
        ArchiveEmpty,
        "No games archived yet. Finished games appear here.",
    ),
    (
        ArchiveKeptAside,
        "{0} archive entries could not be read; they were kept as {1}",
    ),
    (
        ArchiveBroken,
        "The archive could not be read; it was kept as {0}",
    ),
    (
        ArchiveSaveFailed,
        "Could not save to the archive (storage full or disabled)",
    ),
    (GameArchived, "The game was added to the archive"),
    (
        UnfinishedKept,
        "The unfinished game was kept in the archive",
    ),
    (GameLoaded, "Game loaded: {0} – {1}"),
    (Unfinished, "unfinished"),
    (PliesCount, "{0} half-moves"),
    (ArchivedOn, "archived {0}"),
    (EventLabel, "Event"),
    (SiteLabel, "Site"),
    (DateLabel, "Date"),
    (RoundLabel, "Round"),
    (SignatureWhite, "Signature of White"),
    (SignatureBlack, "Signature of Black"),
    (SignatureArbiter, "Signature of the arbiter"),
    (UpdateAvailable, "Update available — reload"),
];

const PT: &[(Key, &str)] = &[
    (AppTitle, "Rochade"),
    (Tagline, "As Leis do Xadrez da FIDE, no seu navegador"),
    (White, "Brancas"),
    (Black, "Pretas"),
    (NewGame, "Nova partida"),
    (Settings, "Configurações"),
    (FlipBoard, "Girar o tabuleiro"),
    (Close, "Fechar"),
    (Start, "Começar a partida"),
    (Cancel, "Cancelar"),
    (WhiteName, "Jogador de brancas"),
    (BlackName, "Jogador de pretas"),
    (TimeControl, "Ritmo de jogo"),
    (CustomTimeControl, "Personalizado (TimeControl do PGN)"),
    (
        CustomTimeControlHelp,
        "Por exemplo 40/5400+30:1800+30, 300+2 ou - sem relógio",
    ),
    (Edition, "Edição das Leis do Xadrez"),
    (Edition2001, "FIDE 2001"),
    (Edition1997, "FIDE 1997"),
    (PlayMode, "Modo de jogo"),
    (Casual, "Amistoso (voltar lances de comum acordo)"),
    (Strict, "Oficial (somente as regras da FIDE)"),
    (BottomSide, "Embaixo"),
    (Chessboard, "Tabuleiro"),
    (ChessboardReview, "Tabuleiro, revendo uma posição anterior"),
    (ClockRunning, "em andamento"),
    (ClockStopped, "parado"),
    (ClockPaused, "Relógios parados"),
    (FlagFallen, "seta caída"),
    (Pause, "Parar os relógios"),
    (Resume, "Reiniciar os relógios"),
    (
        StartClock,
        "O relógio começa com o primeiro lance das brancas",
    ),
    (LowTime, "pouco tempo"),
    (Scoresheet, "Planilha"),
    (MoveNo, "Nº"),
    (Result, "Resultado"),
    (BackToGame, "Voltar à partida"),
    (ReviewingMove, "Revendo a posição após {0}"),
    (OfferDraw, "Propor empate"),
    (AcceptDraw, "Aceitar o empate"),
    (DeclineDraw, "Recusar o empate"),
    (DrawOffered, "{0} propõem empate"),
    (ClaimDraw, "Reivindicar empate"),
    (ClaimRepetition, "Tripla repetição"),
    (ClaimFiftyMoves, "Cinquenta lances"),
    (IntendedMove, "Lance pretendido (opcional)"),
    (
        IntendedMoveHelp,
        "Para uma posição que vai aparecer: escreva o lance antes (Art. 9.2a, 9.3a)",
    ),
    (Resign, "Abandonar"),
    (ConfirmResign, "Sim, abandonar"),
    (TakeBack, "Voltar lance"),
    (GameControls, "Controles da partida"),
    (ToMove, "{0} jogam"),
    (GameOver, "Fim da partida: {0}"),
    (Promotion, "Promover o peão"),
    (PromoteTo, "Promover a"),
    (Queen, "Dama"),
    (Rook, "Torre"),
    (Bishop, "Bispo"),
    (Knight, "Cavalo"),
    (IllegalMove, "Lance ilegal: {0}"),
    (NotYourPiece, "Esta peça não é do lado que joga"),
    (NoPieceThere, "Não há peça nesta casa"),
    (Language, "Idioma"),
    (NotationStyle, "Notação"),
    (StyleFide, "FIDE (0-0, d8D)"),
    (StylePgn, "PGN (O-O, d8=Q)"),
    (PieceLetters, "Letras das peças"),
    (LettersEnglish, "Inglês (K Q R B N)"),
    (LettersPortuguese, "Português (R D T B C)"),
    (LettersGerman, "Alemão (K D T L S)"),
    (LettersFrench, "Francês (R D T F C)"),
    (LettersDutch, "Holandês (K D T L P)"),
    (LettersSpanish, "Espanhol (R D T A C)"),
    (Figurines, "Figurinhas (♔ ♕ ♖ ♗ ♘)"),
    (LongAlgebraic, "Algébrica completa (e2-e4)"),
    (ShowClockTimes, "Tempos do relógio na planilha"),
    (Announcements, "Anúncios"),
    (SchemeGerman, "Alemão (Anna, Bella … eins, zwei)"),
    (SchemeGermanEnglish, "Anna, Bella … com números em inglês"),
    (SchemeEnglish, "Inglês"),
    (SchemePortuguese, "Português"),
    (Voice, "Falar os anúncios"),
    (LowTimeThreshold, "Aviso de pouco tempo aos"),
    (Seconds, "segundos"),
    (MoveInput, "Lance ou comando"),
    (
        MoveInputHelp,
        "Digite um lance (e4, Cf3, Nf3, e2-e4, Cavalo f3) ou um comando (ajuda)",
    ),
    (Play, "Jogar"),
    (InvalidTimeControl, "Ritmo de jogo inválido: {0}"),
    (Picked, "Peça levantada: {0}"),
    (Cancelled, "Cancelado"),
    (ClaimRejected, "Reivindicação recusada: {0}"),
    (TimeAdded, "{0}"),
    (ResignQuestion, "Abandonar esta partida? Quem abandona?"),
    (Reason, "Motivo"),
    (Ongoing, "Partida em andamento"),
    (TakeBackDone, "Lance voltado"),
    (NothingToTakeBack, "Não há lance para voltar"),
    (NoClaim, "Nenhuma reivindicação"),
    (
        Confirmations,
        "Confirmar os lances digitados antes de jogá-los",
    ),
    (ConfirmMove, "Jogar {0}? Confirme ou digite outro lance."),
    (ConfirmPending, "Lance aguardando confirmação: {0}"),
    (Confirm, "Confirmar"),
    (RefuseCannotMove, "a peça não se move assim"),
    (RefuseOwnPiece, "nesta casa há uma peça sua"),
    (RefuseKingInCheck, "o seu rei ficaria em xeque"),
    (
        RefuseInCheck,
        "o seu rei está em xeque e este lance não o defende",
    ),
    (RefuseCastling, "o roque não é possível agora"),
    (DrawDeclined, "Proposta de empate recusada"),
    (ClaimIncorrect, "A reivindicação está incorreta"),
    (TimeChangedTo, "{0}: relógio alterado de {1} para {2}"),
    (ClocksRunning, "Relógios em andamento"),
    (LegalMovesCount, "{0} lances legais"),
    (NewGameStarted, "Nova partida. Brancas jogam."),
    (WhiteWins, "vitória das brancas"),
    (BlackWins, "vitória das pretas"),
    (Draw, "empate"),
    (StartClockButton, "Acionar o relógio das brancas"),
    (ReasonCheckmate, "xeque-mate (Art. 5.1a)"),
    (ReasonResignation, "abandono (Art. 5.1b)"),
    (ReasonStalemate, "afogamento (Art. 5.2a)"),
    (
        ReasonDeadPosition,
        "nenhum xeque-mate é possível (Art. 5.2b)",
    ),
    (ReasonAgreement, "acordo mútuo (Art. 5.2c)"),
    (ReasonRepetition, "tripla repetição (Art. 9.2)"),
    (ReasonFiftyMoves, "regra dos cinquenta lances (Art. 9.3)"),
    (ReasonFlagFall, "queda da seta (Art. 6.9)"),
    (
        ReasonFlagFallCannotMate,
        "queda da seta, mas o adversário não pode dar mate (Art. 6.9)",
    ),
    (
        ReasonFlagFallNoPotential,
        "queda da seta sem potencial de mate (Apêndice C4)",
    ),
    (ReasonBothFlags, "ambas as setas caíram (Art. 10.4)"),
    (ReasonIllegalMoves, "terceiro lance ilegal (Art. 7.4)"),
    (
        ReasonQuickplay,
        "decisão do árbitro no final acelerado (Art. 10.2)",
    ),
    (ReasonSealedMove, "lance secreto inválido (Apêndice A8)"),
    (ReasonArbiter, "decisão do árbitro (Art. 13.4)"),
    (ClaimFlagFall, "{0} reivindicam: a seta do adversário caiu"),
    (NoClock, "Sem relógio"),
    (BrowserLanguage, "Idioma do navegador"),
    (SkipToBoard, "Ir para o tabuleiro"),
    (WhiteResigns, "As brancas abandonam"),
    (BlackResigns, "As pretas abandonam"),
    (ShortForm, "Anúncios curtos (Cavalo f3)"),
    (LongForm, "Anúncios longos (Cavalo g1 f3)"),
    (SpeechRate, "Velocidade da fala"),
    (PgnAndArchive, "PGN e arquivo"),
    (ThisGame, "Esta partida"),
    (DownloadPgn, "Baixar PGN"),
    (CopyPgn, "Copiar PGN"),
    (PgnCopied, "PGN copiado para a área de transferência"),
    (
        CopyUnavailable,
        "Não é possível copiar aqui: o PGN está selecionado abaixo, tecle Ctrl+C",
    ),
    (DownloadFailed, "Não foi possível iniciar o download"),
    (PrintScoresheet, "Imprimir planilha"),
    (ImportPgn, "Importar PGN"),
    (PgnFile, "Arquivo PGN (uma ou várias partidas)"),
    (PgnText, "Ou cole o texto PGN"),
    (ReadGames, "Ler partidas"),
    (GamesRead, "{0} partidas lidas, {1} com erros"),
    (PgnErrorAt, "Partida {0}, linha {1}, coluna {2}: {3}"),
    (PgnBadTag, "par de etiquetas inválido ({0})"),
    (PgnUnterminatedComment, "comentário não fechado com }"),
    (PgnUnexpectedChar, "caractere inesperado {0}"),
    (PgnUnbalanced, "')' sem '('"),
    (PgnBadMove, "lance {0}: {1}"),
    (PgnBadFen, "etiqueta FEN inválida: {0}"),
    (PgnBadSetup, "configuração inválida: {0}"),
    (NoGameFound, "nenhuma partida encontrada"),
    (ChooseGame, "Partida"),
    (ContinueAfter, "Posição após"),
    (StartingPosition, "a posição inicial"),
    (OpenForReview, "Abrir para revisão"),
    (ContinuePlaying, "Continuar jogando daqui"),
    (FenSetup, "Montar uma posição a partir de FEN"),
    (FenLabel, "FEN"),
    (StartFromFen, "Começar uma partida desta posição"),
    (FenErrorAt, "FEN inválido, campo {0}, caractere {1}: {2}"),
    (FenFieldBoard, "posição das peças"),
    (FenFieldTurn, "lado a jogar"),
    (FenFieldCastling, "roque"),
    (FenFieldEnPassant, "en passant"),
    (FenFieldHalfmove, "contador de meios-lances"),
    (FenFieldFullmove, "número do lance"),
    (ArchiveTitle, "Arquivo de partidas"),
    (
        ArchiveEmpty,
        "Nenhuma partida arquivada ainda. As partidas terminadas aparecem aqui.",
    ),
    (
        ArchiveKeptAside,
        "{0} entradas do arquivo não puderam ser lidas; foram guardadas como {1}",
    ),
    (
        ArchiveBroken,
        "O arquivo não pôde ser lido; foi guardado como {0}",
    ),
    (
        ArchiveSaveFailed,
        "Não foi possível salvar no arquivo (armazenamento cheio ou desativado)",
    ),
    (GameArchived, "A partida foi adicionada ao arquivo"),
    (
        UnfinishedKept,
        "A partida não terminada foi guardada no arquivo",
    ),
    (GameLoaded, "Partida carregada: {0} – {1}"),
    (Unfinished, "não terminada"),
    (PliesCount, "{0} meios-lances"),
    (ArchivedOn, "arquivada em {0}"),
    (EventLabel, "Evento"),
    (SiteLabel, "Local"),
    (DateLabel, "Data"),
    (RoundLabel, "Rodada"),
    (SignatureWhite, "Assinatura das brancas"),
    (SignatureBlack, "Assinatura das pretas"),
    (SignatureArbiter, "Assinatura do árbitro"),
    (UpdateAvailable, "Atualização disponível — recarregar"),
];

const DE: &[(Key, &str)] = &[
    (AppTitle, "Rochade"),
    (Tagline, "Die FIDE-Schachregeln in Ihrem Browser"),
    (White, "Weiß"),
    (Black, "Schwarz"),
    (NewGame, "Neue Partie"),
    (Settings, "Einstellungen"),
    (FlipBoard, "Brett drehen"),
    (Close, "Schließen"),
    (Start, "Partie beginnen"),
    (Cancel, "Abbrechen"),
    (WhiteName, "Spieler mit Weiß"),
    (BlackName, "Spieler mit Schwarz"),
    (TimeControl, "Bedenkzeit"),
    (CustomTimeControl, "Eigene (PGN-TimeControl)"),
    (
        CustomTimeControlHelp,
        "Zum Beispiel 40/5400+30:1800+30, 300+2 oder - ohne Uhr",
    ),
    (Edition, "Ausgabe der Schachregeln"),
    (Edition2001, "FIDE 2001"),
    (Edition1997, "FIDE 1997"),
    (PlayMode, "Spielweise"),
    (Casual, "Freie Partie (Zurücknehmen nach Absprache)"),
    (Strict, "Turnierpartie (nur FIDE-Regeln)"),
    (BottomSide, "Unten"),
    (Chessboard, "Schachbrett"),
    (ChessboardReview, "Schachbrett, frühere Stellung"),
    (ClockRunning, "läuft"),
    (ClockStopped, "steht"),
    (ClockPaused, "Uhren angehalten"),
    (FlagFallen, "Fallblättchen gefallen"),
    (Pause, "Uhren anhalten"),
    (Resume, "Uhren weiterlaufen lassen"),
    (StartClock, "Die Uhr startet mit dem ersten Zug von Weiß"),
    (LowTime, "wenig Zeit"),
    (Scoresheet, "Partieformular"),
    (MoveNo, "Nr."),
    (Result, "Ergebnis"),
    (BackToGame, "Zurück zur Partie"),
    (ReviewingMove, "Stellung nach {0}"),
    (OfferDraw, "Remis anbieten"),
    (AcceptDraw, "Remis annehmen"),
    (DeclineDraw, "Remis ablehnen"),
    (DrawOffered, "{0} bietet Remis an"),
    (ClaimDraw, "Remis beanspruchen"),
    (ClaimRepetition, "Dreimalige Stellungswiederholung"),
    (ClaimFiftyMoves, "Fünfzig Züge"),
    (IntendedMove, "Beabsichtigter Zug (optional)"),
    (
        IntendedMoveHelp,
        "Für eine Stellung, die entstehen wird: den Zug zuerst aufschreiben (Art. 9.2a, 9.3a)",
    ),
    (Resign, "Aufgeben"),
    (ConfirmResign, "Ja, aufgeben"),
    (TakeBack, "Zug zurücknehmen"),
    (GameControls, "Partiesteuerung"),
    (ToMove, "{0} am Zug"),
    (GameOver, "Partie beendet: {0}"),
    (Promotion, "Bauer umwandeln"),
    (PromoteTo, "Umwandeln in"),
    (Queen, "Dame"),
    (Rook, "Turm"),
    (Bishop, "Läufer"),
    (Knight, "Springer"),
    (IllegalMove, "Regelwidriger Zug: {0}"),
    (NotYourPiece, "Diese Figur gehört nicht der Partei am Zug"),
    (NoPieceThere, "Auf diesem Feld steht keine Figur"),
    (Language, "Sprache"),
    (NotationStyle, "Notation"),
    (StyleFide, "FIDE (0-0, d8D)"),
    (StylePgn, "PGN (O-O, d8=Q)"),
    (PieceLetters, "Figurenbuchstaben"),
    (LettersEnglish, "Englisch (K Q R B N)"),
    (LettersPortuguese, "Portugiesisch (R D T B C)"),
    (LettersGerman, "Deutsch (K D T L S)"),
    (LettersFrench, "Französisch (R D T F C)"),
    (LettersDutch, "Niederländisch (K D T L P)"),
    (LettersSpanish, "Spanisch (R D T A C)"),
    (Figurines, "Figurinen (♔ ♕ ♖ ♗ ♘)"),
    (LongAlgebraic, "Lange Notation (e2-e4)"),
    (ShowClockTimes, "Uhrzeiten im Partieformular"),
    (Announcements, "Ansagen"),
    (SchemeGerman, "Deutsch (Anna, Bella … eins, zwei)"),
    (SchemeGermanEnglish, "Anna, Bella … mit englischen Zahlen"),
    (SchemeEnglish, "Englisch"),
    (SchemePortuguese, "Portugiesisch"),
    (Voice, "Ansagen sprechen"),
    (LowTimeThreshold, "Warnung bei wenig Zeit ab"),
    (Seconds, "Sekunden"),
    (MoveInput, "Zug oder Befehl"),
    (
        MoveInputHelp,
        "Zug eingeben (e4, Sf3, Nf3, e2-e4, Springer Felix drei) oder einen Befehl (hilfe)",
    ),
    (Play, "Ziehen"),
    (InvalidTimeControl, "Ungültige Bedenkzeit: {0}"),
    (Picked, "Aufgenommen: {0}"),
    (Cancelled, "Abgebrochen"),
    (ClaimRejected, "Anspruch abgelehnt: {0}"),
    (TimeAdded, "{0}"),
    (ResignQuestion, "Diese Partie aufgeben? Wer gibt auf?"),
    (Reason, "Grund"),
    (Ongoing, "Partie läuft"),
    (TakeBackDone, "Zug zurückgenommen"),
    (NothingToTakeBack, "Kein Zug zum Zurücknehmen"),
    (NoClaim, "Kein Anspruch"),
    (
        Confirmations,
        "Eingegebene Züge vor dem Ausführen bestätigen",
    ),
    (
        ConfirmMove,
        "{0} ziehen? Bestätigen oder einen anderen Zug eingeben.",
    ),
    (ConfirmPending, "Zug wartet auf Bestätigung: {0}"),
    (Confirm, "Bestätigen"),
    (RefuseCannotMove, "so zieht diese Figur nicht"),
    (RefuseOwnPiece, "auf dem Feld steht eine eigene Figur"),
    (RefuseKingInCheck, "der eigene König stünde im Schach"),
    (
        RefuseInCheck,
        "der König steht im Schach und der Zug hebt es nicht auf",
    ),
    (RefuseCastling, "Rochade ist jetzt nicht möglich"),
    (DrawDeclined, "Remisangebot abgelehnt"),
    (ClaimIncorrect, "Der Anspruch ist unbegründet"),
    (TimeChangedTo, "{0}: Uhr von {1} auf {2} gestellt"),
    (ClocksRunning, "Uhren laufen"),
    (LegalMovesCount, "{0} regelgemäße Züge"),
    (NewGameStarted, "Neue Partie. Weiß am Zug."),
    (WhiteWins, "Weiß gewinnt"),
    (BlackWins, "Schwarz gewinnt"),
    (Draw, "Remis"),
    (StartClockButton, "Uhr von Weiß starten"),
    (ReasonCheckmate, "Schachmatt (Art. 5.1a)"),
    (ReasonResignation, "Aufgabe (Art. 5.1b)"),
    (ReasonStalemate, "Patt (Art. 5.2a)"),
    (ReasonDeadPosition, "kein Matt mehr möglich (Art. 5.2b)"),
    (ReasonAgreement, "Einigung (Art. 5.2c)"),
    (
        ReasonRepetition,
        "dreimalige Stellungswiederholung (Art. 9.2)",
    ),
    (ReasonFiftyMoves, "50-Züge-Regel (Art. 9.3)"),
    (ReasonFlagFall, "Zeitüberschreitung (Art. 6.9)"),
    (
        ReasonFlagFallCannotMate,
        "Zeitüberschreitung, aber der Gegner kann nicht mattsetzen (Art. 6.9)",
    ),
    (
        ReasonFlagFallNoPotential,
        "Zeitüberschreitung ohne Mattpotential (Anhang C4)",
    ),
    (ReasonBothFlags, "beide Fallblättchen gefallen (Art. 10.4)"),
    (ReasonIllegalMoves, "dritter regelwidriger Zug (Art. 7.4)"),
    (
        ReasonQuickplay,
        "Schiedsrichterentscheid in der Endspurtphase (Art. 10.2)",
    ),
    (ReasonSealedMove, "ungültiger abgegebener Zug (Anhang A8)"),
    (ReasonArbiter, "Schiedsrichterentscheid (Art. 13.4)"),
    (
        ClaimFlagFall,
        "{0} reklamiert: das Blättchen des Gegners ist gefallen",
    ),
    (NoClock, "Ohne Uhr"),
    (BrowserLanguage, "Sprache des Browsers"),
    (SkipToBoard, "Zum Schachbrett springen"),
    (WhiteResigns, "Weiß gibt auf"),
    (BlackResigns, "Schwarz gibt auf"),
    (ShortForm, "Kurze Ansagen (Springer Felix drei)"),
    (LongForm, "Lange Ansagen (Springer Gustav eins Felix drei)"),
    (SpeechRate, "Sprechgeschwindigkeit"),
    (PgnAndArchive, "PGN & Archiv"),
    (ThisGame, "Diese Partie"),
    (DownloadPgn, "PGN herunterladen"),
    (CopyPgn, "PGN kopieren"),
    (PgnCopied, "PGN in die Zwischenablage kopiert"),
    (
        CopyUnavailable,
        "Kopieren ist hier nicht möglich: die PGN ist unten markiert, Strg+C drücken",
    ),
    (DownloadFailed, "Der Download konnte nicht gestartet werden"),
    (PrintScoresheet, "Partieformular drucken"),
    (ImportPgn, "PGN importieren"),
    (PgnFile, "PGN-Datei (eine oder mehrere Partien)"),
    (PgnText, "Oder PGN-Text einfügen"),
    (ReadGames, "Partien lesen"),
    (GamesRead, "{0} Partien gelesen, {1} mit Fehlern"),
    (PgnErrorAt, "Partie {0}, Zeile {1}, Spalte {2}: {3}"),
    (PgnBadTag, "fehlerhaftes Tag-Paar ({0})"),
    (PgnUnterminatedComment, "Kommentar nicht mit } geschlossen"),
    (PgnUnexpectedChar, "unerwartetes Zeichen {0}"),
    (PgnUnbalanced, "')' ohne '('"),
    (PgnBadMove, "Zug {0}: {1}"),
    (PgnBadFen, "fehlerhaftes FEN-Tag: {0}"),
    (PgnBadSetup, "fehlerhafte Partieeinstellung: {0}"),
    (NoGameFound, "keine Partie gefunden"),
    (ChooseGame, "Partie"),
    (ContinueAfter, "Stellung nach"),
    (StartingPosition, "der Ausgangsstellung"),
    (OpenForReview, "Zum Nachspielen öffnen"),
    (ContinuePlaying, "Von hier weiterspielen"),
    (FenSetup, "Stellung aus FEN aufbauen"),
    (FenLabel, "FEN"),
    (StartFromFen, "Partie aus dieser Stellung beginnen"),
    (FenErrorAt, "Ungültige FEN, Feld {0}, Zeichen {1}: {2}"),
    (FenFieldBoard, "Figurenstellung"),
    (FenFieldTurn, "Zugrecht"),
    (FenFieldCastling, "Rochade"),
    (FenFieldEnPassant, "en passant"),
    (FenFieldHalfmove, "Halbzugzähler"),
    (FenFieldFullmove, "Zugnummer"),
    (ArchiveTitle, "Partiearchiv"),
    (
        ArchiveEmpty,
        "Noch keine Partien im Archiv. Beendete Partien erscheinen hier.",
    ),
    (
        ArchiveKeptAside,
        "{0} Archiveinträge waren nicht lesbar; sie wurden als {1} aufbewahrt",
    ),
    (
        ArchiveBroken,
        "Das Archiv war nicht lesbar; es wurde als {0} aufbewahrt",
    ),
    (
        ArchiveSaveFailed,
        "Speichern im Archiv nicht möglich (Speicher voll oder deaktiviert)",
    ),
    (GameArchived, "Die Partie wurde ins Archiv aufgenommen"),
    (
        UnfinishedKept,
        "Die nicht beendete Partie wurde im Archiv aufbewahrt",
    ),
    (GameLoaded, "Partie geladen: {0} – {1}"),
    (Unfinished, "nicht beendet"),
    (PliesCount, "{0} Halbzüge"),
    (ArchivedOn, "archiviert am {0}"),
    (EventLabel, "Turnier"),
    (SiteLabel, "Ort"),
    (DateLabel, "Datum"),
    (RoundLabel, "Runde"),
    (SignatureWhite, "Unterschrift Weiß"),
    (SignatureBlack, "Unterschrift Schwarz"),
    (SignatureArbiter, "Unterschrift des Schiedsrichters"),
    (UpdateAvailable, "Aktualisierung verfügbar — neu laden"),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 9: a test fails if a key is missing in any language.
    #[test]
    fn every_key_once_in_every_language() {
        for lang in Lang::ALL {
            let table = table(lang);
            for key in Key::ALL {
                let n = table.iter().filter(|(k, _)| k == key).count();
                assert_eq!(n, 1, "{key:?} appears {n} times in {lang:?}");
                assert!(!t(lang, *key).is_empty(), "{key:?} is empty in {lang:?}");
            }
            assert_eq!(table.len(), Key::ALL.len(), "{lang:?} has extra entries");
        }
    }

    #[test]
    fn placeholders_match_english() {
        for key in Key::ALL {
            let count = |s: &str| s.matches('{').count();
            let en = count(t(Lang::En, *key));
            for lang in [Lang::Pt, Lang::De] {
                assert_eq!(count(t(lang, *key)), en, "{key:?} in {lang:?}");
            }
        }
    }

    #[test]
    fn browser_language_picks_the_interface_language() {
        assert_eq!(Lang::from_tag("pt-BR"), Lang::Pt);
        assert_eq!(Lang::from_tag("de"), Lang::De);
        assert_eq!(Lang::from_tag("en-GB"), Lang::En);
        assert_eq!(Lang::from_tag("fr-FR"), Lang::En);
        assert_eq!(tr(Lang::De, Key::ToMove, &["Weiß"]), "Weiß am Zug");
    }
}

//! What the app tells the player, kept as facts.
//!
//! The state ([`crate::state::AppState`]) holds a [`Notice`] for the visible
//! notice and one for the live regions, never a sentence: the refusal, the
//! events of the game, the question answered, the storage trouble. They are
//! put into words only when shown ([`crate::words`]), in the language chosen
//! at that moment, so switching the language re-words what is on screen.

use rochade_arbiter::{Game, GameError, Happened, Outcome};
use rochade_laws::{Color, Move, Position, Refusal, Square};
use rochade_speech::SpokenMoveError;

use rochade_arbiter::pgn::PgnError;

use crate::archive::{self, Entry, Trouble};
use crate::commands::Command;
use crate::storage::{StorageTrouble, Unsaved};

/// A standing take-back request (casual games): who asks, and how many
/// half-moves it would take back (their last move, and the reply to it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TakeBackRequest {
    /// The side that asks.
    pub by: Color,
    /// Half-moves it would take back (1 or 2).
    pub plies: usize,
}

impl TakeBackRequest {
    /// The request standing in `game`, if any.
    pub fn of(game: &Game) -> Option<TakeBackRequest> {
        let request = game.pending_take_back()?;
        let keeps = game.take_back_keeps(request.by)?;
        Some(TakeBackRequest {
            by: request.by,
            plies: game.record().len().saturating_sub(keeps),
        })
    }
}

/// A question of the blind mode (rule 9d) with what its answer depends on,
/// as it was when asked.
#[derive(Clone, Debug, PartialEq)]
pub struct Asked {
    /// The command.
    pub cmd: Command,
    /// The game when asked (shared with the state: asking copies
    /// nothing of it).
    pub game: std::rc::Rc<Game>,
    /// When it was asked (the time source's milliseconds).
    pub now: u64,
    /// The player's side (the side at the bottom).
    pub me: Color,
    /// The focused or picked-up square.
    pub focus: Option<Square>,
    /// The half-moves played in the position reviewed when asked, if one
    /// was: the position's questions answer the position shown.
    pub viewing: Option<usize>,
}

/// A question to the analysis, with what it is answered from.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisAsked {
    /// The command (`Eval`, `Best` or `Mistakes`).
    pub cmd: Command,
    /// The analysis when asked.
    pub analysis: std::rc::Rc<crate::analysis::GameAnalysis>,
    /// The half-moves played in the position asked about: the one
    /// reviewed, or the game's last.
    pub plies: usize,
}

/// Something the app tells the player.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// A move on the board refused by the basic rules (Art. 3).
    Refused(Refusal),
    /// A square of the opponent's piece was chosen.
    NotYourPiece,
    /// The touched-piece rule refuses the piece or the move (strict games;
    /// 2023 Art. 4.3–4.7, 2001 Art. 4.3–4.6).
    TouchRefused(rochade_arbiter::TouchRefusal),
    /// A draw claim after touching a piece on this move (2023 Art. 9.4).
    ClaimAfterTouch(rochade_arbiter::Article),
    /// The player tried to move while the computer has the move.
    ComputerToMove,
    /// The computer could not move: its worker did not load or stopped.
    ComputerFailed,
    /// The words of a language chosen could not be read (its pack was not
    /// fetched or was refused): the interface stays in the language it is
    /// in (English, if that was the one missing at the start).
    WordsUnavailable(crate::lang::Lang),
    /// The move the computer suggests to the player (casual games).
    Hint {
        /// The move.
        mv: Move,
        /// The position it is played in.
        position: Position,
    },
    /// An empty square was chosen first.
    NoPieceThere,
    /// An arbiter's action in a game locked by the arbiter, without the
    /// PIN given.
    PinNeeded,
    /// Help with moves asked for in a game locked by the arbiter, or
    /// analysing questions during a strict game: the rule against advice
    /// during play, in the game's edition (2023 Art. 11.3.1, 2001 Art. 12.2).
    HelpOff(rochade_arbiter::Article),
    /// The computer's analysis asked for during play: it comes after the
    /// game (the same rule).
    AnalysisAfterGame(rochade_arbiter::Article),
    /// An analysis started.
    AnalysisStarted,
    /// An analysis stopped before its end, what it found kept: at move
    /// `k` of `n`.
    AnalysisStopped {
        /// The move reached.
        k: usize,
        /// The game's moves.
        n: usize,
    },
    /// An analysis done: every position judged.
    AnalysisDone,
    /// The analysis's evaluation, best move or marked moves asked for
    /// before there is one.
    NotAnalysed,
    /// An answer from the analysis (`eval`, `best`, `mistakes`).
    AnalysisAnswer(Box<AnalysisAsked>),
    /// Typed text that is neither a move nor a command (an unknown word,
    /// words that form no move): not a move, so never an illegal one
    /// (2023 Art. 7.5).
    NotUnderstood(String),
    /// A typed, dictated or intended move that is not played, and why.
    MoveNotPlayed {
        /// The text as typed (trimmed).
        text: String,
        /// Why it is not played.
        why: SpokenMoveError,
        /// The position it was tried in.
        position: Position,
    },
    /// Over the board in a strict game: a move entered that no legal move
    /// fits, taken as a completed illegal move (2023 Art. 7.5.1, 2001 Art.
    /// 7.4) and shown to both players, with what the arbiter did.
    IllegalEntered {
        /// The text as typed (trimmed).
        text: String,
        /// Why no legal move fits it.
        why: SpokenMoveError,
        /// The position it was entered in (which stands).
        position: Position,
        /// The penalty and what followed.
        happened: Vec<rochade_arbiter::Happened>,
        /// The edition, for the article.
        edition: rochade_arbiter::Edition,
    },
    /// An event the arbiter refused.
    GameRefused {
        /// The arbiter's reason.
        error: GameError,
        /// The position then (to explain a refused move).
        position: Position,
        /// The game's edition, whose numbering the refusal cites.
        edition: rochade_arbiter::Edition,
    },
    /// A move typed after the end of the game.
    AfterTheEnd {
        /// The result.
        outcome: Outcome,
        /// The game's edition, whose numbering the result cites.
        edition: rochade_arbiter::Edition,
    },
    /// The pawn reached the last rank: choose the piece (Art. 3.7 e).
    ChoosePromotion,
    /// The piece picked up was put back, or the promotion cancelled.
    Cancelled,
    /// A piece was picked up.
    PickedUp {
        /// Its square.
        square: Square,
        /// The position.
        position: Position,
        /// Its legal moves.
        moves: usize,
    },
    /// A new game has begun.
    NewGameStarted,
    /// A new game of Chess960 has begun (2023 Guidelines II), from the start
    /// position of that number, or from a FEN (`None`) with `turn` to move.
    NewChess960Started {
        /// The start position's number (0–959).
        number: Option<u32>,
        /// The side to move.
        turn: Color,
    },
    /// A typed move waits for confirmation (rule 6 for visually handicapped
    /// players).
    ConfirmMove {
        /// The move.
        mv: Move,
        /// The position it is played in.
        position: Position,
    },
    /// A typed resignation waits for confirmation, as the Resign button
    /// asks for one (Art. 5.1.2: resigning ends the game at once).
    ConfirmResign {
        /// Who would resign.
        by: Color,
    },
    /// A result typed in a game played on the screen: results are reported
    /// so over the board (2023 Art. 8.7); here a player resigns or offers
    /// a draw.
    ResultOverTheBoard(rochade_arbiter::GameResult),
    /// What the arbiter reports after an event.
    Happened {
        /// The position before the event.
        before: Position,
        /// What happened.
        happened: Vec<Happened>,
        /// The take-back request standing afterwards.
        take_back: Option<TakeBackRequest>,
        /// The game's edition, whose numbering the words cite.
        edition: rochade_arbiter::Edition,
        /// The side the computer plays, which answers a draw offer with
        /// its next move.
        computer: Option<Color>,
    },
    /// The answer to a question of the blind mode.
    Answer(Box<Asked>),
    /// The chess clock's times and move counters, on request (a clock that
    /// announces the time and the number of moves, 2023 Appendix D.2.6.1).
    ClockTimes {
        /// White's remaining time.
        white_ms: u64,
        /// Black's remaining time.
        black_ms: u64,
        /// Completed moves of White and Black, as the clock counts presses.
        moves: [u32; 2],
    },
    /// A flag fell on the chess clock (Art. 6.9).
    ClockFlag {
        /// Whose flag.
        side: Color,
    },
    /// A player's clock went under the warning threshold.
    TimeWarning {
        /// Whose clock.
        side: Color,
        /// The threshold in seconds.
        seconds: u64,
    },
    /// A game was loaded.
    Loaded {
        /// White's name.
        white: String,
        /// Black's name.
        black: String,
        /// The unfinished game it replaced was put into the archive.
        kept: bool,
    },
    /// The unfinished game was put into the archive before another
    /// replaced it.
    UnfinishedKept,
    /// A game was deleted from the archive (with what reading it met).
    Deleted {
        /// The deleted entry.
        entry: Box<archive::Entry>,
        /// What reading the archive met.
        troubles: Vec<archive::Trouble>,
    },
    /// Storage failed or held something unreadable.
    Storage(Vec<StorageTrouble>),
    /// The archive could not be read or written.
    Archive(Vec<archive::Trouble>),
    /// What cannot be saved now (said once as it appears; shown as long as
    /// it lasts, with the downloads that keep it).
    Unsaved(Unsaved),
    /// Everything is saved again.
    SavedAgain,
    /// Another window changed the game; it is shown here now.
    ChangedElsewhere,
    /// Another window stored a different game at the same time; it was put
    /// into the archive and this game stays.
    ConflictArchived {
        /// White of the archived game.
        white: String,
        /// Black of the archived game.
        black: String,
        /// Its half-moves.
        plies: usize,
    },
    /// Another window changed the settings.
    SettingsChangedElsewhere,
    /// The Braille scoresheet cannot be written (the move that stops it).
    BrailleUnavailable(String),
    /// The review shows the position after the first `played` half-moves
    /// of `game` (0: the start position), said with the last of them.
    Reviewing {
        /// The game (shared with the state).
        game: std::rc::Rc<Game>,
        /// The half-moves played in the position shown.
        played: usize,
    },
    /// A review asked for in a game without moves.
    NothingToReview,
    /// Back to the game from a review, said with where it stands.
    ReviewLeft(std::rc::Rc<Game>),
}

impl Notice {
    /// Whether it reports a refusal or a failure.
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            Notice::Refused(_)
                | Notice::NotYourPiece
                | Notice::TouchRefused(_)
                | Notice::ClaimAfterTouch(_)
                | Notice::NoPieceThere
                | Notice::PinNeeded
                | Notice::HelpOff(_)
                | Notice::AnalysisAfterGame(_)
                | Notice::NotUnderstood(_)
                | Notice::MoveNotPlayed { .. }
                | Notice::IllegalEntered { .. }
                | Notice::GameRefused { .. }
                | Notice::AfterTheEnd { .. }
                | Notice::Storage(_)
                | Notice::Archive(_)
                | Notice::Unsaved(_)
                | Notice::BrailleUnavailable(_)
        )
    }
}

/// What the status line says, as a fact: worded when shown, so that a
/// change of language re-words it.
#[derive(Clone, Debug, PartialEq)]
pub enum PgnStatus {
    /// The PGN is on the clipboard.
    Copied,
    /// The clipboard refused: the text is offered to copy by hand.
    CopyUnavailable,
    /// The browser did not start the download.
    DownloadFailed,
    /// Game `game` (from 1) could not be read.
    ImportError {
        /// Its number in the text or in the archive.
        game: usize,
        /// Its first error.
        error: PgnError,
    },
    /// The archive could not be read or written.
    Archive(Vec<Trouble>),
    /// Archived games were exported: `games` in the file, `missing` left
    /// out (their text could not be read).
    Exported {
        /// Games in the file.
        games: usize,
        /// Games left out.
        missing: usize,
    },
    /// An archived game was deleted, meeting these troubles.
    Deleted {
        /// The deleted entry.
        entry: Box<Entry>,
        /// What reading the archive met.
        troubles: Vec<Trouble>,
    },
}

impl PgnStatus {
    /// Whether it is shown as an error.
    pub fn is_error(&self) -> bool {
        !matches!(
            self,
            PgnStatus::Copied | PgnStatus::Deleted { .. } | PgnStatus::Exported { missing: 0, .. }
        )
    }
}

/// A notice for the live regions, numbered so that the same notice twice
/// is still read twice.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    /// Increases with every notice said.
    pub seq: u64,
    /// What is said.
    pub notice: Notice,
}

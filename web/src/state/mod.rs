//! The application state: one [`Reducible`] value changed only by
//! [`Action`]s (the pattern of Yew's `function_todomvc`).
//!
//! The game itself is the arbiter crate's `Game`, driven by its events with
//! "now" from [`crate::time`]; the state adds what only the interface needs:
//! the square picked up, the promotion being chosen, the position being
//! reviewed, the board's orientation, and what to tell the player. What is
//! told is kept as a fact ([`Notice`]), never as a sentence: it is worded
//! when shown ([`crate::words`]), in the language of that moment.
//!
//! Each action is carried out in the room of its concern:
//! - [`play`]: moves and touches on the screen, selection, promotion;
//! - [`typed`]: typed text (moves, results) and the commands of the blind
//!   mode;
//! - [`computer`]: the computer's moves, hints and answers to take-backs;
//! - [`analysis`]: the computer's analysis of a finished game;
//! - [`arbiter`]: every event through the arbiter, the PIN, the lock and
//!   its log, what may replace a game held by it;
//! - [`screen`]: what is shown and said, the review, the board's side, the
//!   settings and the words.

mod analysis;
mod arbiter;
mod computer;
mod play;
mod screen;
#[cfg(test)]
mod tests;
mod typed;

use std::rc::Rc;

use rochade_arbiter::{ClaimKind, Event, Game, GameSetup, Touch};
use rochade_engine::Score;
use rochade_laws::{Color, Move, Role, Square};
use yew::prelude::*;

use crate::lang::Lang;
use crate::notice::Notice;
pub use crate::notice::Said;
use crate::settings::Settings;

/// Where the current game came from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LoadOrigin {
    /// Started or continued here: every change made in this tab sets this.
    #[default]
    Played,
    /// Opened from the archive.
    Archive,
    /// Imported (PGN or FEN text, a file).
    Import,
    /// Taken over from another tab.
    OtherTab,
}

/// Everything the interface shows.
#[derive(Clone)]
pub struct AppState {
    /// The game (the arbiter's record of it), shared with the states
    /// before it until an action changes it (see [`AppState::game_mut`]).
    pub game: Rc<Game>,
    /// Where the game came from (a game loaded and not changed since is
    /// not archived again when replaced).
    pub origin: LoadOrigin,
    /// The player's settings.
    pub settings: Settings,
    /// Interface language (settings or browser).
    pub lang: Lang,
    /// The browser's language, used when the settings name none.
    pub browser_lang: Lang,
    /// The square picked up.
    pub selected: Option<Square>,
    /// A pawn move waiting for the promotion piece (Art. 3.7.e).
    pub promotion: Option<(Square, Square)>,
    /// When reviewing: the number of half-moves played in the position
    /// shown read-only (0: the start position; the record's length: the
    /// position after the last move).
    pub viewing: Option<usize>,
    /// The side at the bottom of the board.
    pub orientation: Color,
    /// The latest notice for the live regions.
    pub message: Option<Said>,
    /// The latest visible notice.
    pub notice: Option<Notice>,
    /// A typed move waiting for confirmation (rule 6 for visually
    /// handicapped players).
    pub pending_typed: Option<Move>,
    /// A typed resignation waiting for confirmation: who would resign.
    pub pending_resign: Option<Color>,
    /// Increases whenever the game changes (saving is keyed on it).
    pub revision: u64,
    /// In a strict game, the pieces the player to move has touched on the
    /// screen this turn (2023 Art. 4.2–4.7; 2001 Art. 4.2–4.6): selecting
    /// a piece is touching it. Kept with the number of half-moves they
    /// belong to, so that any change of the record forgets them.
    pub touches: (usize, Vec<Touch>),
    /// In a game with an arbiter's lock: the PIN was given, and the
    /// arbiter's actions are open until the panel (or the settings) close,
    /// another game comes or the game is read again.
    pub arbiter_unlocked: bool,
    /// The last PIN given was refused (shown beside the PIN field).
    pub pin_refused: bool,
    /// The computer's analysis of the finished game, running or kept: a
    /// reader's view, not the record, dropped when the game changes.
    pub analysis: Option<Rc<crate::analysis::GameAnalysis>>,
}

/// What can happen to the state.
pub enum Action {
    /// A square was activated (click, Enter, Space) at `now`.
    Activate(Square, u64),
    /// A piece was dragged from one square to another at `now`.
    Drag(Square, Square, u64),
    /// The promotion piece was chosen (`None`: cancelled).
    Promote(Option<Role>, u64),
    /// Put the picked-up piece back.
    Cancel,
    /// Play a move given as text (any notation or the spoken scheme).
    Typed(String, u64),
    /// Confirm the typed move waiting for confirmation.
    ConfirmTyped(u64),
    /// Any arbiter event.
    Game(Event, u64),
    /// The arbiter's PIN given at `now`, with the wall clock's minute of
    /// the day (for the log).
    Unlock(String, Option<rochade_arbiter::MinuteOfDay>, u64),
    /// The arbiter's actions close again (the panel closed).
    Lock,
    /// The log checked against its seals with the PIN given at `now`.
    VerifyLog(String, u64),
    /// The app left the foreground at `now` (logged in a locked game).
    LeftApp(Option<rochade_arbiter::MinuteOfDay>, u64),
    /// The app is in the foreground again at the time of day and the
    /// caller's milliseconds: in a locked game left before, the time away
    /// is logged, and a leave longer than the lock allows holds play until
    /// the arbiter's PIN.
    ReturnedToApp(Option<rochade_arbiter::MinuteOfDay>, u64),
    /// The computer's hint for the game at `revision`: `best`, in UCI.
    HintFound {
        /// The revision of the game it searched.
        revision: u64,
        /// The move, in UCI notation (`None`: none found).
        best: Option<String>,
    },
    /// The computer's search for the game at `revision` ended at `now`
    /// with `best` (`None`: it found no move) and its view `score`.
    ComputerMove {
        /// The revision of the game it searched; a reply to a game that
        /// changed meanwhile is dropped.
        revision: u64,
        /// Its move, in UCI notation.
        best: Option<String>,
        /// Its view of the position, from its own side.
        score: Option<Score>,
        /// When the move is made.
        now: u64,
    },
    /// Analyse the finished game, this many milliseconds a position.
    Analyse(u64),
    /// The engine's search of the position after `index` half-moves of
    /// the game at `revision`, for its analysis.
    Analysed {
        /// The revision of the game analysed.
        revision: u64,
        /// The position searched (the half-moves played before it).
        index: usize,
        /// Its evaluation, from the side to move.
        score: Option<Score>,
        /// Its best move, in UCI notation.
        best: Option<String>,
    },
    /// Stop the analysis, keeping what it found.
    StopAnalysis,
    /// The analysis kept in storage, taken back for the game it is of.
    AnalysisKept(Box<crate::analysis::Kept>),
    /// Start a new game.
    NewGame(Box<GameSetup>, Color, u64),
    /// Replace the game by one from elsewhere, saying where it came from.
    Load(Box<Game>, LoadOrigin),
    /// Turn the board.
    Flip,
    /// Review the position after the first half-moves of the game (0:
    /// the start position; `None`: back to the game).
    View(Option<usize>),
    /// A step through the moves, reviewing them.
    Review(crate::commands::ReviewStep),
    /// New settings, chosen here (in a game held by the arbiter's lock,
    /// only with the PIN but for what a player may change).
    Settings(Settings),
    /// New settings, chosen in another tab (which asked for the PIN).
    SettingsElsewhere(Settings),
    /// A language pack came in: the words are drawn again, now in it.
    WordsLoaded,
    /// A time control was chosen in the new-game form (offered again next
    /// time, and for the game of a visit with none saved).
    ControlChosen(crate::settings::LastControl),
    /// The edition of the Laws chosen in the new-game form (remembered for
    /// the next game).
    EditionChosen(rochade_arbiter::Edition),
    /// Where games are played, chosen in the new-game form or by the
    /// address (`?otb`).
    VenueChosen(crate::settings::Venue),
    /// Answer a command of the blind mode at `now` (rule 9d).
    Command(crate::commands::Command, u64),
    /// Show a notice and say it.
    Notify(Notice),
    /// Say a notice in the live regions only.
    Say(Notice),
}

impl AppState {
    /// The latest message for the live regions, in words.
    pub fn said(&self) -> Option<crate::words::Message> {
        crate::words::message(self.message.as_ref()?, self.lang, &self.settings)
    }

    /// A fresh state around `game`.
    pub fn new(game: Game, settings: Settings, browser_lang: Lang) -> AppState {
        // A language whose pack could not be read at the start is not
        // shown: the words, and the document's `lang`, are of the one that
        // is (English, see `pack::load_first`).
        let wanted = settings.shown_lang(browser_lang);
        let lang = crate::words::i18n::pack::shown(wanted);
        AppState {
            game: Rc::new(crate::words::names::forget_default_names(game)),
            origin: LoadOrigin::Played,
            settings,
            lang,
            browser_lang,
            selected: None,
            promotion: None,
            viewing: None,
            orientation: Color::White,
            message: None,
            // Said, in the language shown, when it is not the one chosen.
            notice: (lang != wanted).then_some(Notice::WordsUnavailable(wanted)),
            pending_typed: None,
            pending_resign: None,
            revision: 0,
            touches: (0, Vec::new()),
            arbiter_unlocked: false,
            pin_refused: false,
            analysis: None,
        }
    }

    /// The game, to be changed. Yew's `use_reducer` keeps the state before
    /// an action (its `Rc<AppState>`) alive to compare it with the next, so
    /// the state itself is always shared and copying it on write copies
    /// all of it; the copy-on-write is therefore per field: the game is
    /// copied here, once per action that changes it (a second call finds
    /// the copy uniquely owned), and an action that leaves it alone shares
    /// it with the state before.
    fn game_mut(&mut self) -> &mut Game {
        Rc::make_mut(&mut self.game)
    }

    /// The game changed here: saved anew, and archived when replaced.
    fn changed(&mut self) {
        self.revision += 1;
        self.origin = LoadOrigin::Played;
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        // The fields are copied, the game shared (`Rc`): only the rooms
        // that change it copy it, through `game_mut`.
        let mut s = (*self).clone();
        // Checked here, not only on the screen: nothing replaces a game
        // held by the arbiter's lock without the PIN.
        let held = !s.may_replace();
        if held && s.replaces(&action) {
            s.notify(Notice::PinNeeded);
            return Rc::new(s);
        }
        match action {
            Action::Activate(sq, now) => s.activate(sq, now),
            Action::Drag(from, to, now) => s.drag(from, to, now),
            Action::Promote(role, now) => s.promote(role, now),
            Action::Cancel => s.cancel(),
            Action::Typed(text, now) => s.typed(&text, now),
            Action::ConfirmTyped(now) => s.confirm_typed(now),
            Action::Game(event, now) => s.game_event(event, now),
            Action::Unlock(pin, at, now) => s.unlock(pin, at, now),
            Action::VerifyLog(pin, now) => s.verify_log(pin, now),
            // The actions below that find nothing to do keep the state as
            // it was.
            Action::Lock => {
                if !s.lock() {
                    return self;
                }
            }
            Action::LeftApp(at, now) => {
                if !s.left_app(at, now) {
                    return self;
                }
            }
            Action::ReturnedToApp(at, now) => {
                if !s.returned_to_app(at, now) {
                    return self;
                }
            }
            Action::HintFound { revision, best } => {
                if !s.hint_found(revision, best) {
                    return self;
                }
            }
            Action::ComputerMove {
                revision,
                best,
                score,
                now,
            } => {
                if !s.computer_move(revision, best, score, now) {
                    return self;
                }
            }
            Action::Settings(settings) if held && !s.settings.players_may_change(&settings) => {
                drop(settings);
                s.notify(Notice::PinNeeded);
            }
            Action::Analyse(ms) => s.analyse(ms),
            Action::Analysed {
                revision,
                index,
                score,
                best,
            } => {
                if !s.analysed(revision, index, score, best.as_deref()) {
                    return self;
                }
            }
            Action::StopAnalysis => {
                if !s.stop_analysis() {
                    return self;
                }
            }
            Action::AnalysisKept(kept) => {
                // Kept or not, an analysis shows only where one may be made:
                // after the game, and under the lock with the PIN.
                if s.analysis.is_some() || s.analysis_refused().is_some() {
                    return self;
                }
                match crate::analysis::GameAnalysis::from_kept(&s.game, s.revision, &kept) {
                    Some(a) => s.analysis = Some(Rc::new(a)),
                    None => return self,
                }
            }
            Action::NewGame(setup, orientation, _now) => s.new_game(*setup, orientation),
            Action::Load(game, origin) => s.load(*game, origin),
            Action::Flip => s.flip(),
            Action::View(played) => s.view(played),
            Action::Review(step) => s.review(step),
            Action::Settings(settings) | Action::SettingsElsewhere(settings) => {
                s.set_settings(settings);
            }
            Action::WordsLoaded => {}
            Action::ControlChosen(last) => s.settings.last_control = Some(last),
            Action::EditionChosen(edition) => s.settings.edition = edition,
            Action::VenueChosen(venue) => {
                s.settings.over_the_board = venue == crate::settings::Venue::Otb;
            }
            Action::Command(cmd, now) => s.command(cmd, now),
            Action::Notify(notice) => s.notify(notice),
            Action::Say(notice) => s.say(notice),
        }
        // The analysis is of the game as it was analysed: a changed or
        // another game drops it.
        if s.analysis
            .as_ref()
            .is_some_and(|a| a.revision != s.revision)
        {
            s.analysis = None;
        }
        Rc::new(s)
    }
}

/// The claim kinds in the order the controls list them.
pub const CLAIMS: [ClaimKind; 2] = [ClaimKind::Repetition, ClaimKind::FiftyMoves];

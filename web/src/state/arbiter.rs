//! The arbiter: every event goes through the arbiter crate's `Game`. In a
//! game with the arbiter's lock the arbiter's actions need the PIN, the
//! PIN given and the log checked are logged, and nothing replaces the game
//! held by the lock without the PIN until its result is approved (2023
//! Art. 8.7): a new game, or one loaded, comes in here. Results reported
//! over the board (Art. 8.7) and the moves filled in after the end (Art.
//! 8.5.1) are here too.

use std::rc::Rc;

use rochade_arbiter::{Event, Game, GameSetup, Happened, MinuteOfDay};
use rochade_laws::{Color, Role, Square};

use super::{Action, AppState, LoadOrigin};
use crate::notice::{Notice, TakeBackRequest};

impl AppState {
    /// Any arbiter event from the controls: what was picked up goes, and
    /// the computer answers a take-back request at once.
    pub(super) fn game_event(&mut self, event: Event, now: u64) {
        self.pending_resign = None;
        self.selected = None;
        self.promotion = None;
        self.apply(event, now);
        self.computer_answers_take_back(now);
    }

    /// The arbiter's PIN given at `now` (`at`: the wall clock's minute of
    /// the day, for the log).
    pub(super) fn unlock(&mut self, pin: String, at: Option<MinuteOfDay>, now: u64) {
        let before = self.game.position().clone();
        let edition = self.game.setup().edition;
        // A PIN given for play to go on after a long leave opens nothing
        // more: the arbiter's actions stay locked.
        let held = self.game.is_held();
        match self.game_mut().apply(Event::Unlock { pin, at }, now) {
            Ok(happened) => {
                self.changed();
                self.arbiter_unlocked = happened.contains(&Happened::ArbiterUnlocked) && !held;
                self.pin_refused = !self.arbiter_unlocked;
                self.notice = None;
                self.say(Notice::Happened {
                    before,
                    happened,
                    take_back: None,
                    edition,
                    computer: self.computer().map(|c| c.side),
                });
            }
            // Wrong PINs: the wait, in words; or a lock weakened in
            // storage.
            Err(error) => {
                self.pin_refused = true;
                self.notify(Notice::GameRefused {
                    error,
                    position: before,
                    edition,
                });
            }
        }
    }

    /// The log checked against its seals with the PIN given at `now`.
    pub(super) fn verify_log(&mut self, pin: String, now: u64) {
        let before = self.game.position().clone();
        let edition = self.game.setup().edition;
        match self.game_mut().apply(Event::VerifyLog { pin }, now) {
            Ok(happened) => {
                self.changed();
                self.notify(Notice::Happened {
                    before,
                    happened,
                    take_back: None,
                    edition,
                    computer: self.computer().map(|c| c.side),
                });
            }
            Err(error) => self.notify(Notice::GameRefused {
                error,
                position: before,
                edition,
            }),
        }
    }

    /// The arbiter's actions close again (the panel closed). Whether
    /// anything was open (or a refusal shown) to close.
    pub(super) fn lock(&mut self) -> bool {
        if !self.arbiter_unlocked && !self.pin_refused {
            return false;
        }
        self.arbiter_unlocked = false;
        self.pin_refused = false;
        true
    }

    /// The app left the foreground at `now`: logged in a locked game,
    /// quietly (nothing is said to the players). Whether it was logged.
    pub(super) fn left_app(&mut self, at: Option<MinuteOfDay>, now: u64) -> bool {
        match self.game_mut().apply(Event::LeftApp { at }, now) {
            Ok(happened) if !happened.is_empty() => {
                self.changed();
                true
            }
            _ => false,
        }
    }

    /// The app is back at `now`: in a locked game that was left, the time
    /// away is logged, and said when it holds play until the PIN. Whether
    /// anything changed.
    pub(super) fn returned_to_app(&mut self, at: Option<MinuteOfDay>, now: u64) -> bool {
        if self.game.away_since().is_none() {
            return false;
        }
        let before = self.game.position().clone();
        let edition = self.game.setup().edition;
        match self.game_mut().apply(Event::ReturnedToApp { at }, now) {
            Ok(happened) => {
                self.changed();
                if !happened.is_empty() {
                    self.say(Notice::Happened {
                        before,
                        happened,
                        take_back: None,
                        edition,
                        computer: self.computer().map(|c| c.side),
                    });
                }
                true
            }
            Err(_) => false,
        }
    }

    /// A new game from `setup`, the board turned to `orientation`.
    pub(super) fn new_game(&mut self, setup: GameSetup, orientation: Color) {
        let position = self.game.position().clone();
        let edition = setup.edition;
        match Game::new(setup) {
            Ok(game) => {
                // The clock is set up but not started: the "start"
                // control starts White's clock (Art. 6.5), or White's
                // first move does.
                *self = AppState {
                    orientation,
                    revision: self.revision,
                    message: self.message.clone(),
                    ..AppState::new(game, self.settings.clone(), self.browser_lang)
                };
                self.changed();
                let start = self.game.position();
                self.say(if start.is_chess960() {
                    Notice::NewChess960Started {
                        number: chess960_number(start),
                        turn: start.turn(),
                    }
                } else {
                    Notice::NewGameStarted
                });
            }
            Err(error) => self.notify(Notice::GameRefused {
                error,
                position,
                edition,
            }),
        }
    }

    /// The game replaced by one from elsewhere, from `origin`.
    pub(super) fn load(&mut self, game: Game, origin: LoadOrigin) {
        self.game = Rc::new(crate::words::names::forget_default_names(game));
        self.arbiter_unlocked = false;
        self.pin_refused = false;
        self.selected = None;
        self.promotion = None;
        self.viewing = None;
        self.pending_typed = None;
        self.pending_resign = None;
        self.revision += 1;
        self.origin = origin;
        // A game that comes with its evaluations (lichess's `[%eval]`)
        // shows its graph without being analysed again.
        self.analysis =
            crate::analysis::GameAnalysis::from_comments(&self.game, self.revision).map(Rc::new);
    }

    /// Whether the game on the screen is held by the arbiter's lock: a
    /// locked game, until it is finished and its result approved by both
    /// players (2023 Art. 8.7). While it is, nothing replaces it, and the
    /// settings do not change, without the PIN; after it, the next round's
    /// game is set up without the arbiter.
    pub fn held_by_lock(&self) -> bool {
        self.game.setup().is_locked()
            && !(self.game.is_over() && Color::ALL.into_iter().all(|c| self.game.approved(c)))
    }

    /// Whether the game may be replaced (or the settings changed) now: it
    /// is not held by the lock, or the PIN was given.
    pub fn may_replace(&self) -> bool {
        !self.held_by_lock() || self.arbiter_unlocked
    }

    /// Whether moves entered now fill in the moves missing after the end
    /// (2023 Art. 8.5.1: the scoresheets are updated once a flag has
    /// fallen), until the arbiter signs the record off (8.6).
    pub fn fills_in_after_end(&self) -> bool {
        self.game.is_over() && !self.game.unrecorded().is_empty() && !self.game.signed_off()
    }

    /// Whether `action` replaces the game: a new game, or one opened from
    /// the archive or imported (a game taken over from another tab is the
    /// same game, changed there).
    pub(super) fn replaces(&self, action: &Action) -> bool {
        match action {
            Action::NewGame(..) => true,
            Action::Load(_, origin) => matches!(origin, LoadOrigin::Archive | LoadOrigin::Import),
            _ => false,
        }
    }

    /// Applies an arbiter event; announces its effects or its refusal.
    pub(super) fn apply(&mut self, event: Event, now: u64) {
        // A locked game: the arbiter's actions need the PIN first.
        if self.game.needs_pin(&event) && !self.arbiter_unlocked {
            self.notify(Notice::PinNeeded);
            return;
        }
        // 2023 Art. 9.4: a piece touched on this move costs the claim.
        if matches!(event, Event::Claim { .. }) && self.touch_rule() {
            let touches = self.touches_now();
            let edition = self.game.setup().edition;
            if let Some(art) =
                rochade_arbiter::claim_forfeited_by_touch(self.game.position(), edition, &touches)
            {
                self.notify(Notice::ClaimAfterTouch(art));
                return;
            }
        }
        let before = self.game.position().clone();
        let arbiters = self.game.needs_pin(&event);
        match self.game_mut().apply(event, now) {
            Ok(happened) => {
                self.changed();
                self.notice = None;
                // A PIN given for a sign-off, a referred ruling or any
                // ruling that ends the game opens that one act: the lock
                // closes at once, with no panel left open to close.
                if arbiters && self.game.is_over() {
                    self.arbiter_unlocked = false;
                }
                if !happened.is_empty() {
                    let take_back = TakeBackRequest::of(&self.game);
                    self.say(Notice::Happened {
                        before,
                        happened,
                        take_back,
                        edition: self.game.setup().edition,
                        computer: self.computer().map(|c| c.side),
                    });
                }
            }
            Err(error) => self.notify(Notice::GameRefused {
                error,
                position: before,
                edition: self.game.setup().edition,
            }),
        }
    }

    /// A result reported over the board (2023 Art. 8.7: the players
    /// indicate the result, and it stands "unless the arbiter decides
    /// otherwise"): recorded as reported, with no reason invented; a draw
    /// where the event restricts agreements (Art. 9.1.1) is taken and
    /// noted for the arbiter. On the screen a result is not typed: the
    /// player is told how to resign or offer a draw.
    pub(super) fn report_result(&mut self, result: rochade_arbiter::GameResult, now: u64) {
        if !self.over_the_board() {
            self.notify(Notice::ResultOverTheBoard(result));
            return;
        }
        self.viewing = None;
        self.apply(Event::ReportResult { result }, now);
    }
}

/// The number of the Chess960 start position `pos` is, if it is one
/// (2023 Guidelines II.2: White to move, every castling right).
fn chess960_number(pos: &rochade_laws::Position) -> Option<u32> {
    let rank = rochade_laws::File::ALL.map(|f| {
        pos.piece_at(Square::from_coords(f, rochade_laws::Rank::First))
            .map_or(Role::Pawn, |p| p.role)
    });
    let start = rochade_laws::StartPosition::from_back_rank(&rank)?;
    (start.position() == *pos).then(|| start.number())
}

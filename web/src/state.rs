//! The application state: one [`Reducible`] value changed only by
//! [`Action`]s (the pattern of Yew's `function_todomvc`).
//!
//! The game itself is the arbiter crate's `Game`, driven by its events with
//! "now" from [`crate::time`]; the state adds what only the interface needs:
//! the square picked up, the promotion being chosen, the position being
//! reviewed, the board's orientation, and what to tell the player. What is
//! told is kept as a fact ([`Notice`]), never as a sentence: it is worded
//! when shown ([`crate::words`]), in the language of that moment.

use std::rc::Rc;

use rochade_arbiter::{
    ClaimKind, Computer, Event, Game, GameSetup, Happened, Mode, MoveInput, Touch,
};
use rochade_engine::{Level, Score};
use rochade_laws::{Color, Move, Role, Square, explain_refusal};
use yew::prelude::*;

use crate::lang::Lang;
pub use crate::notice::Said;
use crate::notice::{Asked, Notice, TakeBackRequest};
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
    /// The game (the arbiter's record of it).
    pub game: Game,
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
    /// The ply whose position is shown read-only, when reviewing.
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
    /// Start a new game.
    NewGame(Box<GameSetup>, Color, u64),
    /// Replace the game by one from elsewhere, saying where it came from.
    Load(Box<Game>, LoadOrigin),
    /// Turn the board.
    Flip,
    /// Review the position after a ply (`None`: back to the game).
    View(Option<usize>),
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
            game: crate::words::names::forget_default_names(game),
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
        }
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

    /// The legal moves of the piece on `from` (empty when reviewing or over).
    pub fn moves_from(&self, from: Square) -> Vec<Move> {
        if self.game.is_over() || self.viewing.is_some() {
            return Vec::new();
        }
        self.game
            .legal_moves()
            .iter()
            .filter(|m| m.from() == from)
            .copied()
            .collect()
    }

    /// The squares the picked-up piece may go to. Castling shows both the
    /// king's destination and the rook's square (Art. 3.8: the king may be
    /// moved onto its rook).
    pub fn targets(&self) -> Vec<Square> {
        // No help with moves in a game locked by the arbiter (2023 Art.
        // 11.3.1).
        if self.game.setup().is_locked() {
            return Vec::new();
        }
        let Some(from) = self.selected else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for m in self.moves_from(from) {
            out.push(m.to());
            if let Move::Castle { rook, .. } = m {
                out.push(rook);
            }
        }
        rochade_speech::sort_short_by(&mut out, |a, b| a.cmp(b));
        out.dedup();
        out
    }

    /// The side the computer plays, if it plays one.
    pub fn computer(&self) -> Option<Computer> {
        // Off in a game locked by the arbiter (2023 Art. 11.3.1).
        if self.game.setup().is_locked() {
            return None;
        }
        self.game.setup().computer
    }

    /// Whether the computer has the move in a game that goes on.
    pub fn computer_to_move(&self) -> bool {
        !self.game.is_over()
            && self
                .computer()
                .is_some_and(|c| c.side == self.game.position().turn())
    }

    /// The computer's turn: it resigns, accepts a standing draw offer, or
    /// moves, all as events through the arbiter like a person's.
    fn computer_moves(&mut self, best: Option<String>, score: Option<Score>, now: u64) {
        let Some(computer) = self.computer() else {
            return;
        };
        let by = computer.side;
        if let (Some(score), Some(level)) = (score, Level::new(computer.level)) {
            if rochade_engine::resigns(level, score) {
                self.apply(Event::Resign { by }, now);
                return;
            }
            let offered = self.game.pending_offer().is_some_and(|o| o.by != by);
            if offered && rochade_engine::accepts_draw(score, self.game.position()) {
                self.apply(Event::AcceptDraw { by }, now);
                return;
            }
        }
        if let Some(best) = best {
            self.apply(
                Event::Move {
                    mv: MoveInput::Text(best),
                    offer_draw: false,
                },
                now,
            );
        }
    }

    /// The computer agrees at once to its opponent's request to take back
    /// (casual games), so that a take-back removes the player's move and
    /// its reply, as with a friend across the board.
    fn computer_answers_take_back(&mut self, now: u64) {
        if let Some(computer) = self.computer() {
            if self
                .game
                .pending_take_back()
                .is_some_and(|r| r.by != computer.side)
            {
                self.apply(Event::AcceptTakeBack { by: computer.side }, now);
            }
        }
    }

    fn say(&mut self, notice: Notice) {
        let seq = self.message.as_ref().map_or(1, |m| m.seq + 1);
        self.message = Some(Said { seq, notice });
    }

    fn notify(&mut self, notice: Notice) {
        self.say(notice.clone());
        self.notice = Some(notice);
    }

    /// The game changed here: saved anew, and archived when replaced.
    fn changed(&mut self) {
        self.revision += 1;
        self.origin = LoadOrigin::Played;
    }

    /// Tries the move of the piece on `from` to `to`.
    fn attempt(&mut self, from: Square, to: Square, now: u64) {
        let mut candidates: Vec<Move> = self
            .moves_from(from)
            .into_iter()
            .filter(|m| m.to() == to || matches!(m, Move::Castle { rook, .. } if *rook == to))
            .collect();
        // In Chess960 the castling king's destination may also be a plain
        // king step (2023 Guidelines II.3.2): that square means the step;
        // castling is then the king moved onto its own rook.
        if candidates.iter().any(|m| !matches!(m, Move::Castle { .. })) {
            candidates.retain(|m| !matches!(m, Move::Castle { rook, .. } if *rook != to));
        }
        match candidates.as_slice() {
            [] => {
                let refusal = explain_refusal(self.game.position(), from, to);
                self.selected = None;
                self.notify(Notice::Refused(refusal));
            }
            [m] => {
                let m = *m;
                self.play(m, now);
            }
            _ => {
                // Several moves from–to: only promotions (Art. 3.7.e). The
                // pawn is released on the promotion square: it cannot go
                // to another square (2023 Art. 4.7, 2001 Art. 4.6, 1997
                // Art. 4.7), though the new piece is still to be chosen.
                if self.touch_rule() {
                    if let Err(refusal) = self
                        .game
                        .touch_ruling(&self.touches_now())
                        .check(&candidates[0])
                    {
                        self.selected = None;
                        self.notify(Notice::TouchRefused(refusal));
                        return;
                    }
                }
                self.hand(Touch::Release(to));
                self.promotion = Some((from, to));
                self.selected = Some(from);
                self.say(Notice::ChoosePromotion);
            }
        }
    }

    /// Whether the touched-piece rule is applied on the screen: strict
    /// games only; casual games keep free selection.
    fn touch_rule(&self) -> bool {
        self.game.setup().mode == Mode::Strict && !self.computer_to_move()
    }

    /// The touches of this turn (none once the record has changed).
    fn touches_now(&self) -> Vec<Touch> {
        let (plies, touches) = &self.touches;
        if *plies == self.game.record().len() {
            touches.clone()
        } else {
            Vec::new()
        }
    }

    /// Records that the player to move touched the piece on `sq`.
    fn touch(&mut self, sq: Square) {
        if self.game.position().piece_at(sq).is_some() {
            self.hand(Touch::Piece(sq));
        }
    }

    /// Records what the hand of the player to move did, in strict games.
    fn hand(&mut self, touch: Touch) {
        if !self.touch_rule() {
            return;
        }
        let mut touches = self.touches_now();
        if !touches.contains(&touch) {
            touches.push(touch);
        }
        self.touches = (self.game.record().len(), touches);
    }

    /// Plays `m` through the arbiter and announces what happened.
    fn play(&mut self, m: Move, now: u64) {
        self.selected = None;
        self.promotion = None;
        self.pending_typed = None;
        if self.computer_to_move() {
            self.say(Notice::ComputerToMove);
            return;
        }
        // The touched-piece rule (2023 Art. 4.3–4.7, 2001 Art. 4.3–4.6): a
        // move on the board has touched its pieces already; a typed move
        // counts as a touch only now that it is confirmed, so it is
        // checked against the touches before it. A move filled in after
        // the end was made on the wooden board long ago (Art. 8.5.1).
        if self.touch_rule() && !self.fills_in_after_end() {
            if let Err(refusal) = self.game.touch_ruling(&self.touches_now()).check(&m) {
                self.notify(Notice::TouchRefused(refusal));
                return;
            }
        }
        // Moves pressed without being recorded (2023 Art. 8.4) come first:
        // a move entered then fills in the oldest of them (Art. 8.5).
        let event = if self.game.unrecorded().is_empty() {
            Event::Move {
                mv: MoveInput::Move(m),
                offer_draw: false,
            }
        } else {
            Event::FillIn {
                mv: MoveInput::Move(m),
            }
        };
        self.apply(event, now);
    }

    /// Over the board: whether the device is the clock and record of a
    /// game on a wooden board.
    fn over_the_board(&self) -> bool {
        self.settings.over_the_board
    }

    /// Over the board in a strict game, an entered move that no legal move
    /// fits was made on the board and completed by the press that entering
    /// is: a completed illegal move (2023 Art. 7.5.1, 2001 Art. 7.4),
    /// shown to both players; refusing it privately would warn the player
    /// before anyone could claim. The arbiter applies the edition's penalty
    /// and the position before it stands.
    fn illegal_entry(
        &mut self,
        text: &str,
        why: rochade_speech::SpokenMoveError,
        position: rochade_laws::Position,
        now: u64,
    ) {
        let edition = self.game.setup().edition;
        let by = self.game.turn();
        match self.game.apply(
            Event::IllegalMove {
                by,
                reinstate_ply: None,
            },
            now,
        ) {
            Ok(happened) => {
                self.changed();
                self.notify(Notice::IllegalEntered {
                    text: text.trim().to_string(),
                    why,
                    position,
                    happened,
                    edition,
                });
            }
            Err(error) => self.notify(Notice::GameRefused {
                error,
                position,
                edition,
            }),
        }
    }

    /// Whether `action` replaces the game: a new game, or one opened from
    /// the archive or imported (a game taken over from another tab is the
    /// same game, changed there).
    fn replaces(&self, action: &Action) -> bool {
        match action {
            Action::NewGame(..) => true,
            Action::Load(_, origin) => matches!(origin, LoadOrigin::Archive | LoadOrigin::Import),
            _ => false,
        }
    }

    /// Applies an arbiter event; announces its effects or its refusal.
    fn apply(&mut self, event: Event, now: u64) {
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
        match self.game.apply(event, now) {
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

    fn activate(&mut self, sq: Square, now: u64) {
        if self.game.is_over() || self.viewing.is_some() {
            return;
        }
        let pos = self.game.position().clone();
        let own = pos.piece_at(sq).is_some_and(|p| p.color == pos.turn());
        // Selecting a piece on the screen is touching it (own or the
        // opponent's, 2023 Art. 4.3.1–4.3.3).
        self.touch(sq);
        match self.selected {
            Some(from) if from == sq => {
                self.selected = None;
                self.promotion = None;
                self.say(Notice::Cancelled);
            }
            Some(from) => {
                let is_castle_onto_rook = pos.piece_at(from).is_some_and(|p| p.role == Role::King)
                    && self
                        .moves_from(from)
                        .iter()
                        .any(|m| matches!(m, Move::Castle { rook, .. } if *rook == sq));
                if own && !is_castle_onto_rook {
                    self.pick(sq);
                } else {
                    self.attempt(from, sq, now);
                }
            }
            None if own => self.pick(sq),
            None if pos.piece_at(sq).is_some() => self.notify(Notice::NotYourPiece),
            None => self.notify(Notice::NoPieceThere),
        }
    }

    fn pick(&mut self, sq: Square) {
        // A piece touched earlier binds the player: another piece cannot
        // be chosen when none of its moves is allowed (2023 Art. 4.3.1,
        // 4.4, 4.7; 2001 Art. 4.3 (a), 4.4, 4.6).
        if self.touch_rule() {
            let ruling = self.game.touch_ruling(&self.touches_now());
            let moves = self.moves_from(sq);
            if let Some(Err(refusal)) = moves
                .iter()
                .all(|m| ruling.check(m).is_err())
                .then(|| moves.first().map(|m| ruling.check(m)))
                .flatten()
            {
                self.notify(Notice::TouchRefused(refusal));
                return;
            }
        }
        self.selected = Some(sq);
        self.promotion = None;
        let moves = self.moves_from(sq).len();
        self.say(Notice::PickedUp {
            square: sq,
            position: self.game.position().clone(),
            moves,
        });
    }

    /// The side a command of the player at the device acts for: against
    /// the computer the person's; between two people at one device the
    /// side that `hot_seat` names.
    fn acting_side(&self, hot_seat: Color) -> Color {
        match self.computer() {
            Some(c) => !c.side,
            None => hot_seat,
        }
    }

    /// The side that made the last move on the board (recorded or not),
    /// or the side to move before the first.
    fn last_mover(&self) -> Color {
        if self.game.record().is_empty() && self.game.unrecorded().is_empty() {
            self.game.board_turn()
        } else {
            !self.game.board_turn()
        }
    }

    /// Typed "draw": offers a draw as the Offer draw button does (Art.
    /// 9.1.2: the offer is made after one's move, so by the player who
    /// moved last), or accepts the opponent's standing offer.
    fn offer_draw(&mut self, now: u64) {
        let event = match self.game.pending_offer() {
            Some(o) if self.computer().is_none_or(|c| c.side == o.by) => {
                Event::AcceptDraw { by: !o.by }
            }
            _ => Event::OfferDraw {
                by: self.acting_side(self.last_mover()),
            },
        };
        self.apply(event, now);
    }

    /// Typed "takeback": asks to take back one's last move, as the
    /// take-back button does (casual games; the arbiter refuses it in
    /// strict ones).
    fn propose_take_back(&mut self, now: u64) {
        let by = self.acting_side(self.last_mover());
        self.apply(Event::ProposeTakeBack { by }, now);
        self.computer_answers_take_back(now);
    }

    /// A result reported over the board (2023 Art. 8.7: the players
    /// indicate the result, and it stands "unless the arbiter decides
    /// otherwise"): recorded as reported, with no reason invented; a draw
    /// where the event restricts agreements (Art. 9.1.1) is taken and
    /// noted for the arbiter. On the screen a result is not typed: the
    /// player is told how to resign or offer a draw.
    fn report_result(&mut self, result: rochade_arbiter::GameResult, now: u64) {
        if !self.over_the_board() {
            self.notify(Notice::ResultOverTheBoard(result));
            return;
        }
        self.viewing = None;
        self.apply(Event::ReportResult { result }, now);
    }

    /// Carries out a command or answers it in the live regions: a typed
    /// command does what its key or button does.
    fn command(&mut self, cmd: crate::commands::Command, now: u64) {
        use crate::commands::Command;
        match cmd {
            Command::OfferDraw => return self.offer_draw(now),
            Command::TakeBack => return self.propose_take_back(now),
            Command::Result(result) => return self.report_result(result, now),
            // The legal moves are help with moves, off in a locked game
            // (2023 Art. 11.3.1).
            Command::Legal(_) if self.game.setup().is_locked() => {
                return self.notify(Notice::HelpOff);
            }
            Command::Resign(side) => {
                // Asked first, as the Resign button asks (the game ends
                // at once once resigned, Art. 5.1.2).
                let by = side.unwrap_or_else(|| self.acting_side(self.game.board_turn()));
                if self.game.is_over() {
                    // Nothing to confirm: the arbiter says why not.
                    return self.apply(Event::Resign { by }, now);
                }
                self.pending_typed = None;
                self.pending_resign = Some(by);
                self.say(Notice::ConfirmResign { by });
                return;
            }
            _ => {}
        }
        // A question answered is a command that succeeded: a refusal shown
        // earlier is answered by now and goes.
        if self.notice.as_ref().is_some_and(Notice::is_error) {
            self.notice = None;
        }
        self.say(Notice::Answer(Box::new(Asked {
            cmd,
            game: self.game.clone(),
            now,
            me: self.orientation,
            focus: self.selected,
        })));
    }

    fn typed(&mut self, text: &str, now: u64) {
        // A resignation waiting for confirmation: "resign" again, or a
        // yes, confirms it; anything else plays on.
        if let Some(by) = self.pending_resign.take() {
            let again = matches!(
                crate::words::commands::parse_command(text),
                Some(crate::commands::Command::Resign(_))
            );
            let yes = ["yes", "ja", "sim"].contains(&rochade_speech::fold(text.trim()).as_str());
            if again || yes {
                self.apply(Event::Resign { by }, now);
                return;
            }
        }
        if let Some(cmd) = crate::words::commands::parse_command(text) {
            self.command(cmd, now);
            return;
        }
        if let Some(o) = self.game.outcome().filter(|_| !self.fills_in_after_end()) {
            self.notify(Notice::AfterTheEnd {
                outcome: o,
                edition: self.game.setup().edition,
            });
            return;
        }
        // A move typed while reviewing is a move of the game: back to it.
        self.viewing = None;
        // Over the board, a dash (as on a paper scoresheet) presses the
        // clock without recording the move, where the player need not
        // record (2023 Art. 8.4, A.2).
        if self.over_the_board() && matches!(text.trim(), "-" | "–" | "—") {
            let by = self.game.board_turn();
            self.apply(Event::PressWithoutMove { by }, now);
            return;
        }
        let speech = self.settings.speech();
        let position = self.game.position().clone();
        match rochade_speech::parse_spoken_move(&position, text, &speech) {
            Ok(mv) => {
                if self.settings.confirm_typed {
                    self.pending_typed = Some(mv);
                    self.say(Notice::ConfirmMove { mv, position });
                } else {
                    self.play(mv, now);
                }
            }
            // Entering is pressing the clock, unless an announcement is
            // confirmed first (a slip of the tongue is corrected before the
            // opponent's clock starts, 2023 Appendix D.2.8); missing moves
            // are filled in, not pressed.
            Err(why @ rochade_speech::SpokenMoveError::NoSuchMove(_))
                if self.over_the_board()
                    && self.game.setup().mode == Mode::Strict
                    && !self.settings.confirm_typed
                    && self.game.unrecorded().is_empty() =>
            {
                self.illegal_entry(text, why, position, now);
            }
            Err(why) => self.notify(Notice::MoveNotPlayed {
                text: text.trim().to_string(),
                why,
                position,
            }),
        }
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
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
            Action::Drag(from, to, now) => {
                if !s.game.is_over() && s.viewing.is_none() {
                    s.touch(from);
                    s.touch(to);
                    s.selected = Some(from);
                    s.attempt(from, to, now);
                }
            }
            Action::Promote(role, now) => {
                if let Some(role) = role {
                    // The new piece has touched the promotion square: its
                    // choice is final (2023 Art. 4.4.4).
                    s.hand(Touch::PromotionPiece(role));
                }
                let chosen = s.promotion.take().and_then(|(from, to)| {
                    let role = role?;
                    s.moves_from(from)
                        .into_iter()
                        .find(|m| m.to() == to && m.promotion() == Some(role))
                });
                match chosen {
                    Some(m) => s.play(m, now),
                    None => {
                        s.selected = None;
                        s.say(Notice::Cancelled);
                    }
                }
            }
            Action::Cancel => {
                if s.selected.is_some() || s.promotion.is_some() {
                    s.selected = None;
                    s.promotion = None;
                    s.say(Notice::Cancelled);
                }
            }
            Action::Typed(text, now) => s.typed(&text, now),
            Action::ConfirmTyped(now) => {
                if let Some(by) = s.pending_resign.take() {
                    s.apply(Event::Resign { by }, now);
                } else if let Some(m) = s.pending_typed.take() {
                    s.play(m, now);
                }
            }
            Action::Game(event, now) => {
                s.pending_resign = None;
                s.selected = None;
                s.promotion = None;
                s.apply(event, now);
                s.computer_answers_take_back(now);
            }
            Action::Unlock(pin, at, now) => {
                let before = s.game.position().clone();
                let edition = s.game.setup().edition;
                match s.game.apply(Event::Unlock { pin, at }, now) {
                    Ok(happened) => {
                        s.changed();
                        s.arbiter_unlocked = happened.contains(&Happened::ArbiterUnlocked);
                        s.pin_refused = !s.arbiter_unlocked;
                        s.notice = None;
                        s.say(Notice::Happened {
                            before,
                            happened,
                            take_back: None,
                            edition,
                        });
                    }
                    // Wrong PINs: the wait, in words; or a lock weakened in
                    // storage.
                    Err(error) => {
                        s.pin_refused = true;
                        s.notify(Notice::GameRefused {
                            error,
                            position: before,
                            edition,
                        });
                    }
                }
            }
            Action::VerifyLog(pin, now) => {
                let before = s.game.position().clone();
                let edition = s.game.setup().edition;
                match s.game.apply(Event::VerifyLog { pin }, now) {
                    Ok(happened) => {
                        s.changed();
                        s.notify(Notice::Happened {
                            before,
                            happened,
                            take_back: None,
                            edition,
                        });
                    }
                    Err(error) => s.notify(Notice::GameRefused {
                        error,
                        position: before,
                        edition,
                    }),
                }
            }
            Action::Lock => {
                if !s.arbiter_unlocked && !s.pin_refused {
                    return self;
                }
                s.arbiter_unlocked = false;
                s.pin_refused = false;
            }
            Action::LeftApp(at, now) => match s.game.apply(Event::LeftApp { at }, now) {
                // Logged quietly: nothing is said to the players.
                Ok(happened) if !happened.is_empty() => s.changed(),
                _ => return self,
            },
            Action::HintFound { revision, best } => {
                let position = s.game.position().clone();
                let mv = position
                    .legal_moves()
                    .into_iter()
                    .find(|m| Some(m.to_string()) == best);
                match mv {
                    Some(mv) if revision == s.revision => s.notify(Notice::Hint { mv, position }),
                    _ => return self,
                }
            }
            Action::ComputerMove {
                revision,
                best,
                score,
                now,
            } => {
                if revision != s.revision || !s.computer_to_move() {
                    return self;
                }
                s.computer_moves(best, score, now);
            }
            Action::Settings(settings) if held && !s.settings.players_may_change(&settings) => {
                drop(settings);
                s.notify(Notice::PinNeeded);
            }
            Action::NewGame(setup, orientation, _now) => {
                let position = s.game.position().clone();
                let edition = setup.edition;
                match Game::new(*setup) {
                    Ok(game) => {
                        // The clock is set up but not started: the "start"
                        // control starts White's clock (Art. 6.5), or White's
                        // first move does.
                        s = AppState {
                            orientation,
                            revision: s.revision,
                            message: s.message.clone(),
                            ..AppState::new(game, s.settings.clone(), s.browser_lang)
                        };
                        s.changed();
                        let start = s.game.position();
                        s.say(if start.is_chess960() {
                            Notice::NewChess960Started {
                                number: chess960_number(start),
                                turn: start.turn(),
                            }
                        } else {
                            Notice::NewGameStarted
                        });
                    }
                    Err(error) => s.notify(Notice::GameRefused {
                        error,
                        position,
                        edition,
                    }),
                }
            }
            Action::Load(game, origin) => {
                s.game = crate::words::names::forget_default_names(*game);
                s.arbiter_unlocked = false;
                s.pin_refused = false;
                s.selected = None;
                s.promotion = None;
                s.viewing = None;
                s.pending_typed = None;
                s.pending_resign = None;
                s.revision += 1;
                s.origin = origin;
            }
            Action::Flip => s.orientation = !s.orientation,
            Action::View(ply) => {
                s.viewing = ply.filter(|p| *p < s.game.record().len());
                s.selected = None;
                s.promotion = None;
            }
            Action::Settings(settings) | Action::SettingsElsewhere(settings) => {
                s.lang = settings.shown_lang(s.browser_lang);
                s.settings = settings;
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
        Rc::new(s)
    }
}

/// The claim kinds in the order the controls list them.
pub const CLAIMS: [ClaimKind; 2] = [ClaimKind::Repetition, ClaimKind::FiftyMoves];

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::i18n::{Msg, t};
    use rochade_arbiter::GameSetup;

    /// What the app says after `typed` is entered in the position after
    /// `fen`, with the interface in `lang` and the default (German) scheme.
    fn answer(fen: &str, typed: &str, lang: Lang) -> String {
        let setup = GameSetup::default().with_fen(fen);
        let game = Game::new(setup).unwrap_or_else(|e| panic!("{e}"));
        let s = Rc::new(AppState::new(game, Settings::default(), lang));
        let s = s.reduce(Action::Typed(typed.into(), 1));
        assert_eq!(s.game.record().len(), 0, "{typed} was played");
        s.said().map(|m| m.text).unwrap_or_default()
    }

    use rochade_arbiter::Mode;

    fn state_after(mode: Mode, moves: &[&str]) -> Rc<AppState> {
        let game = crate::test_support::play(GameSetup::new("A", "B").with_mode(mode), moves);
        Rc::new(AppState::new(game, Settings::default(), Lang::En))
    }

    fn said(s: &AppState) -> String {
        s.said().map(|m| m.text).unwrap_or_default()
    }

    const TWO_KNIGHTS: &str = "7k/8/8/8/8/8/8/K3N1N1 w - - 0 1";
    const PINNED: &str = "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1";

    #[test]
    fn an_ambiguous_move_is_answered_with_the_candidates() {
        assert_eq!(
            answer(TWO_KNIGHTS, "Springer Felix drei", Lang::En),
            "Illegal move: 2 moves fit, say which: \
             Springer Eva eins Felix drei; Springer Gustav eins Felix drei"
        );
        assert_eq!(
            answer(TWO_KNIGHTS, "Nf3", Lang::De),
            "Regelwidriger Zug: 2 Züge passen, bitte genauer: \
             Springer Eva eins Felix drei; Springer Gustav eins Felix drei"
        );
    }

    #[test]
    fn an_illegal_move_is_answered_with_the_piece_and_the_rule() {
        assert_eq!(
            answer(PINNED, "Springer Cesar drei", Lang::En),
            "Illegal move: Eva zwei, white knight: your king would be in check"
        );
        assert_eq!(
            answer(PINNED, "Nc3", Lang::Pt),
            "Lance ilegal: Eva zwei, cavalo branco: o seu rei ficaria em xeque"
        );
        assert_eq!(
            answer(PINNED, "Läufer Cesar drei", Lang::En),
            "Illegal move: none of your pieces fits “Läufer Cesar drei”"
        );
        assert_eq!(
            answer(PINNED, "Pferd Cesar drei", Lang::De),
            "Regelwidriger Zug: unbekanntes Wort „pferd“"
        );
    }

    #[test]
    fn each_part_of_a_message_keeps_its_language() {
        let tc = "5400"
            .parse::<rochade_arbiter::rochade_clock::TimeControl>()
            .unwrap_or_else(|e| panic!("{e:?}"));
        // 2001 Art. 10.2: the claim is also an offer of a draw (the 2023
        // Guidelines III.5 claim is not).
        let game = Game::new(
            GameSetup::default()
                .with_time_control(tc)
                .with_edition(rochade_arbiter::Edition::Fide2001),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let s = Rc::new(AppState::new(game, Settings::default(), Lang::En));
        let s = s.reduce(Action::Game(
            Event::AdjustTime {
                side: Color::White,
                change: rochade_arbiter::TimeChange::Set(60_000),
            },
            1,
        ));
        // A quickplay claim is also a draw offer (Art. 9.1 c, 10.2): both in
        // the interface language, an offer being no move.
        let s = s.reduce(Action::Game(Event::QuickplayClaim, 2));
        let m = s.said().unwrap_or_else(|| panic!("nothing said"));
        let langs: Vec<&str> = m.parts.iter().map(|a| a.lang).collect();
        assert_eq!(langs, ["en"]);
        assert_eq!(
            m.text,
            "White claims a draw in the quickplay finish; the clocks are stopped. \
             White offers a draw"
        );
    }

    #[test]
    fn take_back_requests_and_answers_are_announced() {
        let s = state_after(Mode::Casual, &["e4", "e5", "Nf3"]);
        let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
        assert_eq!(said(&s), "White asks to take back their last move");
        let s = s.reduce(Action::Game(Event::DeclineTakeBack { by: Color::Black }, 2));
        assert_eq!(said(&s), "Take-back declined");
        let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 3));
        let s = s.reduce(Action::Game(Event::AcceptTakeBack { by: Color::Black }, 4));
        assert_eq!(said(&s), "Take-back accepted. Move taken back");
        assert_eq!(s.game.record().len(), 2);
    }

    #[test]
    fn a_take_back_of_two_half_moves_is_said_once() {
        let s = state_after(Mode::Casual, &["e4", "e5", "Nf3", "Nc6"]);
        let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
        assert_eq!(
            said(&s),
            "White asks to take back their last move and the reply to it"
        );
        let s = s.reduce(Action::Game(Event::AcceptTakeBack { by: Color::Black }, 2));
        assert_eq!(said(&s), "Take-back accepted. Two half-moves taken back");
        assert_eq!(s.game.record().len(), 2);
    }

    /// A pawn released on the promotion square cannot go to another
    /// square once the choice is cancelled (2023 Art. 4.7), but a casual
    /// game keeps free selection.
    #[test]
    fn a_pawn_released_on_the_promotion_square_stays_there_in_strict_games_2023_art_4_7() {
        let play = |mode: Mode| {
            let setup = GameSetup::new("A", "B")
                .with_mode(mode)
                .with_fen("k2r4/4P3/8/8/8/8/8/K7 w - - 0 1");
            let game = Game::new(setup).unwrap_or_else(|e| panic!("{e}"));
            let s = Rc::new(AppState::new(game, Settings::default(), Lang::En));
            let s = s.reduce(Action::Activate(Square::E7, 1));
            let s = s.reduce(Action::Activate(Square::E8, 2));
            assert_eq!(s.promotion, Some((Square::E7, Square::E8)));
            let s = s.reduce(Action::Promote(None, 3));
            let s = s.reduce(Action::Activate(Square::E7, 4));
            s.reduce(Action::Activate(Square::D8, 5))
        };
        let strict = play(Mode::Strict);
        assert_eq!(strict.promotion, None);
        assert!(said(&strict).contains("(Art. 4.7)"), "{}", said(&strict));
        let strict = strict.reduce(Action::Activate(Square::E7, 6));
        let strict = strict.reduce(Action::Activate(Square::E8, 7));
        let strict = strict.reduce(Action::Promote(Some(Role::Knight), 8));
        assert_eq!(strict.game.record().len(), 1, "{}", said(&strict));
        let casual = play(Mode::Casual);
        assert_eq!(
            casual.promotion,
            Some((Square::E7, Square::D8)),
            "{}",
            said(&casual)
        );
    }

    /// 2023 Art. 9.4: a piece touched costs the draw claim on that move;
    /// the 2001 Laws (and casual games) keep it.
    #[test]
    fn a_touched_piece_costs_the_draw_claim_on_that_move_2023_art_9_4() {
        let claim = || Event::Claim {
            kind: ClaimKind::Repetition,
            intended: Some("Ng8".into()),
        };
        let after_touch = |edition: rochade_arbiter::Edition, mode: Mode| {
            let setup = GameSetup::new("A", "B")
                .with_mode(mode)
                .with_edition(edition);
            let game = crate::test_support::play(
                setup,
                &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"],
            );
            let s = Rc::new(AppState::new(game, Settings::default(), Lang::En));
            let s = s.reduce(Action::Activate(Square::F6, 1));
            s.reduce(Action::Game(claim(), 2))
        };
        let s = after_touch(rochade_arbiter::Edition::Fide2023, Mode::Strict);
        assert_eq!(
            said(&s),
            "No draw claim on this move: a piece has been touched (Art. 9.4)"
        );
        assert!(!s.game.is_over());
        for (edition, mode) in [
            (rochade_arbiter::Edition::Fide2001, Mode::Strict),
            (rochade_arbiter::Edition::Fide2023, Mode::Casual),
        ] {
            let s = after_touch(edition, mode);
            assert!(s.game.is_over(), "{edition:?} {mode:?}: {}", said(&s));
        }
    }

    #[test]
    fn a_move_lets_a_take_back_request_lapse_and_strict_games_refuse_it() {
        let s = state_after(Mode::Casual, &["e4"]);
        let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
        let s = s.reduce(Action::Typed("e5".into(), 2));
        assert!(
            said(&s).ends_with("The take-back request has lapsed"),
            "{}",
            said(&s)
        );
        let s = state_after(Mode::Strict, &["e4"]);
        let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
        assert_eq!(s.notice.as_ref().map(Notice::is_error), Some(true));
        assert_eq!(said(&s), t(Lang::En, Msg::ErrCasualOnly));
        assert!(s.game.pending_take_back().is_none());
    }

    #[test]
    fn a_refused_intended_move_is_explained_like_a_typed_one() {
        let s = state_after(Mode::Casual, &[]);
        let claim = |text: &str| Event::Claim {
            kind: ClaimKind::Repetition,
            intended: Some(text.into()),
        };
        let s = s.reduce(Action::Game(claim("Nd2"), 1));
        assert_eq!(
            said(&s),
            "Illegal move: Bella eins, white knight: \
             that square holds one of your own pieces"
        );
        let s = s.reduce(Action::Game(claim("Nz9"), 2));
        assert_eq!(
            said(&s),
            "Illegal move: the move cannot be read from character 2 on"
        );
    }

    #[test]
    fn the_state_command_tells_a_standing_take_back_request() {
        let s = state_after(Mode::Casual, &["e4", "e5"]);
        let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::Black }, 1));
        let s = s.reduce(Action::Typed("Stand".into(), 2));
        let m = s.said().unwrap_or_else(|| panic!("nothing said"));
        assert!(
            m.text
                .ends_with(". Black asks to take back their last move"),
            "{}",
            m.text
        );
        assert_eq!(m.parts.last().map(|p| p.lang), Some("en"));
        let s = s.reduce(Action::Typed("offer".into(), 3));
        assert!(
            said(&s).ends_with("Black asks to take back their last move"),
            "{}",
            said(&s)
        );
    }

    /// A casual game against the computer at `level` playing `side`,
    /// after `moves`.
    fn against_computer(side: Color, level: u8, moves: &[&str]) -> Rc<AppState> {
        // 2001: a draw may be agreed after one move (2023 Art. 5.2.3 needs
        // both players to have moved).
        let mut setup = GameSetup::new("A", "B").with_edition(rochade_arbiter::Edition::Fide2001);
        setup.computer = Some(Computer { side, level });
        let game = crate::test_support::play(setup, moves);
        Rc::new(AppState::new(game, Settings::default(), Lang::En))
    }

    fn computer_move(s: &Rc<AppState>, best: &str, score: Score) -> Rc<AppState> {
        s.clone().reduce(Action::ComputerMove {
            revision: s.revision,
            best: Some(best.into()),
            score: Some(score),
            now: 1,
        })
    }

    #[test]
    fn the_computer_moves_through_the_arbiter_and_only_on_its_turn() {
        let s = against_computer(Color::Black, 3, &["e4"]);
        assert!(s.computer_to_move());
        // The player cannot move for it.
        let refused = s.clone().reduce(Action::Typed("e5".into(), 1));
        assert_eq!(refused.game.record().len(), 1);
        assert_eq!(said(&refused), t(Lang::En, Msg::ComputerToMove));
        let s = computer_move(&s, "e7e5", Score::Cp(0));
        assert_eq!(s.game.record().len(), 2);
        assert!(!s.computer_to_move());
        // Its answer to a game that changed meanwhile is dropped.
        let stale = s.clone().reduce(Action::ComputerMove {
            revision: s.revision - 1,
            best: Some("g1f3".into()),
            score: None,
            now: 2,
        });
        assert_eq!(stale.game.record().len(), 2);
    }

    #[test]
    fn the_computer_agrees_to_take_back_the_move_and_its_reply() {
        let s = against_computer(Color::Black, 3, &["e4", "e5", "Nf3", "Nc6"]);
        let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
        assert_eq!(s.game.record().len(), 2);
        assert!(s.game.pending_take_back().is_none());
    }

    #[test]
    fn the_computer_answers_a_draw_offer_by_its_score() {
        let offered =
            |s: Rc<AppState>| s.reduce(Action::Game(Event::OfferDraw { by: Color::White }, 1));
        // Clearly worse: it accepts (Art. 9.1).
        let s = offered(against_computer(Color::Black, 5, &["e4"]));
        let s = computer_move(&s, "e7e5", Score::Cp(-400));
        assert_eq!(s.game.record().len(), 1);
        assert!(s.game.is_over());
        // Otherwise it moves, which rejects the offer.
        let s = offered(against_computer(Color::Black, 5, &["e4"]));
        let s = computer_move(&s, "e7e5", Score::Cp(20));
        assert_eq!(s.game.record().len(), 2);
        assert!(s.game.pending_offer().is_none());
        assert!(!s.game.is_over());
    }

    #[test]
    fn the_screen_shows_the_computers_declined_offer_without_its_move() {
        let shown = |s: &AppState| {
            s.message
                .as_ref()
                .and_then(|m| crate::words::feedback(&m.notice, s.lang, &s.settings))
        };
        let s = against_computer(Color::Black, 5, &["e4"]);
        let s = s.reduce(Action::Game(Event::OfferDraw { by: Color::White }, 1));
        assert_eq!(shown(&s).as_deref(), Some("White offers a draw"));
        // Its move declines the offer (Art. 9.1.2.3): the screen says so,
        // and leaves the move to the board and the scoresheet.
        let s = computer_move(&s, "e7e5", Score::Cp(20));
        assert!(said(&s).contains("Draw offer declined"), "{}", said(&s));
        assert_eq!(shown(&s).as_deref(), Some("Draw offer declined"));
        // A move alone shows nothing.
        let s = s.reduce(Action::Typed("Nf3".into(), 3));
        assert_eq!(shown(&s), None);
    }

    #[test]
    fn the_computer_resigns_from_level_five_when_it_sees_itself_mated() {
        let s = computer_move(
            &against_computer(Color::Black, 5, &["e4"]),
            "e7e5",
            Score::Mate(-3),
        );
        assert_eq!(
            s.game.outcome().map(|o| o.result),
            Some(rochade_arbiter::GameResult::WhiteWins)
        );
        let s = computer_move(
            &against_computer(Color::Black, 4, &["e4"]),
            "e7e5",
            Score::Mate(-3),
        );
        assert!(!s.game.is_over());
    }

    #[test]
    fn a_hint_is_a_legal_move_of_the_position_it_was_asked_for() {
        let s = against_computer(Color::Black, 3, &["e4", "e5"]);
        let hint = |s: &Rc<AppState>, revision, best: &str| {
            s.clone().reduce(Action::HintFound {
                revision,
                best: Some(best.into()),
            })
        };
        let shown = hint(&s, s.revision, "g1f3");
        assert!(matches!(shown.notice, Some(Notice::Hint { .. })));
        assert_eq!(shown.game.record().len(), 2);
        // Not for a position that has changed, nor an illegal move.
        assert_eq!(hint(&s, s.revision + 1, "g1f3").notice, None);
        assert_eq!(hint(&s, s.revision, "g1g3").notice, None);
    }

    #[test]
    fn typed_commands_keep_the_review_and_a_typed_move_ends_it() {
        use std::rc::Rc;
        use yew::Reducible;
        let game = crate::test_support::play(GameSetup::default(), &["e4"]);
        let s = Rc::new(AppState::new(
            game,
            crate::settings::Settings::default(),
            Lang::En,
        ));
        let s = s.reduce(Action::View(Some(0)));
        assert_eq!(s.viewing, Some(0));
        let s = s.reduce(Action::Typed("Wer ist am Zug?".into(), 5));
        assert_eq!(s.viewing, Some(0));
        let said = s.said().map(|m| (m.text, m.lang));
        // Asked in German in an English interface: answered in English.
        assert_eq!(said, Some(("Black to move".into(), "en")));
        let s = s.reduce(Action::Typed("Bauer Eva fünf".into(), 9));
        assert_eq!(s.viewing, None);
        assert_eq!(s.game.record().len(), 2);
        let said = s.said().map(|m| m.text);
        assert_eq!(said.as_deref(), Some("Bauer Eva fünf"));
    }

    /// A game over the board with `control`, in `mode`, after `moves`.
    fn over_the_board(mode: Mode, control: &str, moves: &[&str]) -> Rc<AppState> {
        let tc = control
            .parse::<rochade_arbiter::rochade_clock::TimeControl>()
            .unwrap_or_else(|e| panic!("{e:?}"));
        let setup = GameSetup::new("A", "B")
            .with_mode(mode)
            .with_time_control(tc);
        let game = crate::test_support::play(setup, moves);
        let settings = Settings {
            over_the_board: true,
            ..Settings::default()
        };
        Rc::new(AppState::new(game, settings, Lang::En))
    }

    #[test]
    fn over_the_board_a_rapid_result_is_approved_with_its_gap() {
        // 2023 Appendix A.2: no player need record in rapid; Art. 8.7:
        // both approve the sheet as it stands, the gap still marked.
        let s = over_the_board(Mode::Strict, "900+10", &["e4"]);
        let s = s.reduce(Action::Typed("-".into(), 2_000));
        let s = s.reduce(Action::Typed("0-1".into(), 3_000));
        assert_eq!(
            s.game.outcome().map(|o| o.result),
            Some(rochade_arbiter::GameResult::BlackWins),
            "{}",
            said(&s)
        );
        for by in [Color::White, Color::Black] {
            let s2 = s
                .clone()
                .reduce(Action::Game(Event::ApproveResult { by }, 4_000));
            assert!(s2.game.approved(by), "{}", said(&s2));
        }
        assert_eq!(s.game.unrecorded().len(), 1);
    }

    #[test]
    fn over_the_board_a_typed_result_ends_the_game_as_reported() {
        // 2023 Art. 8.7: the players indicate the result.
        let s = over_the_board(Mode::Strict, "5400", &["e4", "e5"]);
        let won = s.clone().reduce(Action::Typed("1-0".into(), 2_000));
        assert_eq!(
            won.game.outcome().map(|o| o.result),
            Some(rochade_arbiter::GameResult::WhiteWins)
        );
        // Reported, not a resignation: no reason is invented.
        assert_eq!(
            won.game.outcome().map(|o| o.reason),
            Some(rochade_arbiter::Reason::Reported)
        );
        let drawn = s.clone().reduce(Action::Typed("½-½".into(), 2_000));
        assert_eq!(
            drawn.game.outcome().map(|o| (o.result, o.reason)),
            Some((
                rochade_arbiter::GameResult::Draw,
                rochade_arbiter::Reason::Reported
            ))
        );
        // Art. 9.1.1: in an event that forbids agreements before move 30 a
        // reported draw is taken as reported, noted for the arbiter.
        let tc = "5400"
            .parse::<rochade_arbiter::rochade_clock::TimeControl>()
            .unwrap_or_else(|e| panic!("{e:?}"));
        let mut setup = GameSetup::new("A", "B")
            .with_mode(Mode::Strict)
            .with_time_control(tc);
        setup.draw_agreement = rochade_arbiter::DrawAgreement::NotBefore { moves: 30 };
        let game = crate::test_support::play(setup, &["e4", "e5"]);
        let settings = Settings {
            over_the_board: true,
            ..Settings::default()
        };
        let s = Rc::new(AppState::new(game, settings, Lang::En));
        let s = s.reduce(Action::Typed("1/2-1/2".into(), 2_000));
        assert_eq!(
            s.game.outcome().map(|o| o.result),
            Some(rochade_arbiter::GameResult::Draw)
        );
        assert!(
            s.game
                .notes()
                .iter()
                .any(|n| n.kind == rochade_arbiter::NoteKind::ReportedDrawRestricted)
        );
        // On the screen a result is explained, not played.
        let s = state_after(Mode::Casual, &["e4"]);
        let s = s.reduce(Action::Typed("1-0".into(), 1));
        assert!(!s.game.is_over());
        assert!(matches!(s.notice, Some(Notice::ResultOverTheBoard(_))));
        assert!(said(&s).contains("resign"), "{}", said(&s));
    }

    #[test]
    fn typed_commands_act_as_their_keys_and_buttons() {
        // "t" reads the clocks, as the key t does.
        let s = over_the_board(Mode::Casual, "300", &["e4"]);
        let s = s.reduce(Action::Typed("t".into(), 1_000));
        assert!(matches!(
            &s.message,
            Some(Said { notice: Notice::Answer(a), .. }) if a.cmd == crate::commands::Command::Clocks
        ));
        // "draw" offers (Art. 9.1.2: by the player who moved last); the
        // opponent's "Remis" accepts.
        let s = state_after(Mode::Casual, &["e4", "e5"]);
        let s = s.reduce(Action::Typed("draw".into(), 1));
        assert_eq!(s.game.pending_offer().map(|o| o.by), Some(Color::Black));
        let s = s.reduce(Action::Typed("Remis".into(), 2));
        assert!(s.game.is_over(), "{}", said(&s));
        // "resign" asks first; Enter (the confirmation) resigns.
        let s = state_after(Mode::Casual, &["e4"]);
        let s = s.reduce(Action::Typed("resign".into(), 1));
        assert_eq!(s.pending_resign, Some(Color::Black));
        assert!(!s.game.is_over());
        assert!(said(&s).starts_with("Black resigns?"), "{}", said(&s));
        let s = s.reduce(Action::ConfirmTyped(2));
        assert_eq!(
            s.game.outcome().map(|o| o.result),
            Some(rochade_arbiter::GameResult::WhiteWins)
        );
        // Anything else plays on.
        let s = state_after(Mode::Casual, &["e4"]);
        let s = s.reduce(Action::Typed("aufgeben".into(), 1));
        let s = s.reduce(Action::Typed("e5".into(), 2));
        assert_eq!(s.pending_resign, None);
        assert_eq!(s.game.record().len(), 2);
        // "undo" asks to take back one's last move (casual games).
        let s = state_after(Mode::Casual, &["e4"]);
        let s = s.reduce(Action::Typed("undo".into(), 1));
        assert_eq!(s.game.pending_take_back().map(|r| r.by), Some(Color::White));
        // A refusal on screen goes once a later command succeeds.
        let s = state_after(Mode::Casual, &["e4"]);
        let s = s.reduce(Action::Typed("Qh4".into(), 1));
        assert_eq!(s.notice.as_ref().map(Notice::is_error), Some(true));
        let s = s.reduce(Action::Typed("help".into(), 2));
        assert_eq!(s.notice, None);
    }

    #[test]
    fn over_the_board_a_strict_illegal_entry_is_a_completed_illegal_move() {
        // 2023 Art. 7.5.1 and 7.5.5: shown to both, two minutes to the
        // opponent, the position before it stands.
        let s = over_the_board(Mode::Strict, "5400", &["e4"]);
        let s = s.reduce(Action::Typed("Nf3".into(), 2_000));
        assert!(matches!(s.notice, Some(Notice::IllegalEntered { .. })));
        assert_eq!(s.game.illegal_moves(Color::Black), 1);
        assert_eq!(s.game.record().len(), 1);
        assert!(
            said(&s).contains("completed illegal move (Art. 7.5.1)"),
            "{}",
            said(&s)
        );
        // Casual: refused in words, nothing counted.
        let s = over_the_board(Mode::Casual, "5400", &["e4"]);
        let s = s.reduce(Action::Typed("Nf3".into(), 2_000));
        assert!(matches!(s.notice, Some(Notice::MoveNotPlayed { .. })));
        assert_eq!(s.game.illegal_moves(Color::Black), 0);
        // On the screen a strict game refuses it too: the board allows no
        // illegal move to be made.
        let mut s = (*over_the_board(Mode::Strict, "5400", &["e4"])).clone();
        s.settings.over_the_board = false;
        let s = Rc::new(s).reduce(Action::Typed("Nf3".into(), 2_000));
        assert_eq!(s.game.illegal_moves(Color::Black), 0);
    }

    #[test]
    fn over_the_board_a_dash_presses_without_the_move_and_a_move_fills_it_in() {
        // Blitz (2023 A.2 by B.3): no player need record.
        let s = over_the_board(Mode::Strict, "300+3", &["e4"]);
        let s = s.reduce(Action::Typed("-".into(), 2_000));
        assert_eq!(s.game.unrecorded().len(), 1);
        assert_eq!(
            said(&s),
            "Black pressed the clock without recording the move; 1 half-move missing"
        );
        let s = s.reduce(Action::Typed("e5".into(), 3_000));
        assert!(s.game.unrecorded().is_empty());
        assert_eq!(s.game.record().len(), 2);
        // Standard play with time to spare: the move must be recorded.
        let s = over_the_board(Mode::Strict, "5400", &["e4"]);
        let s = s.reduce(Action::Typed("-".into(), 2_000));
        assert!(s.game.unrecorded().is_empty());
        assert!(
            said(&s).starts_with("Type the move: it must be recorded"),
            "{}",
            said(&s)
        );
    }

    #[test]
    fn over_the_board_after_the_end_moves_fill_in_or_the_arbiter_signs_off_then_both_approve() {
        // 2023 Art. 8.5.1: the scoresheets are updated after a flag has
        // fallen. Standard play, Black under five minutes (Art. 8.4).
        let s = over_the_board(Mode::Strict, "5400+2", &["e4"]);
        let set = |side, ms| Event::AdjustTime {
            side,
            change: rochade_arbiter::TimeChange::Set(ms),
        };
        let s = s.reduce(Action::Game(set(Color::Black, 250_000), 1_000));
        let s = s.reduce(Action::Typed("-".into(), 2_000));
        assert_eq!(s.game.unrecorded().len(), 1, "{}", said(&s));
        let s = s.reduce(Action::Game(set(Color::White, 500), 2_000));
        let s = s.reduce(Action::Game(Event::FlagCheck, 3_000));
        assert!(s.game.is_over(), "{}", said(&s));
        assert!(s.fills_in_after_end());
        // Art. 8.7: not approved with a move missing, in words.
        let s = s.reduce(Action::Game(
            Event::ApproveResult { by: Color::White },
            4_000,
        ));
        assert!(!s.game.approved(Color::White));
        assert!(
            said(&s).contains("fill it in first (Art. 8.5)"),
            "{}",
            said(&s)
        );
        let s = s.reduce(Action::Typed("e5".into(), 5_000));
        assert_eq!(s.game.record().len(), 2, "{}", said(&s));
        assert!(!s.fills_in_after_end());
        let s = s.reduce(Action::Game(
            Event::ApproveResult { by: Color::White },
            6_000,
        ));
        assert!(s.game.approved(Color::White));
        assert_eq!(said(&s), "White approves the result (Art. 8.7)");
        let s = s.reduce(Action::Game(
            Event::ApproveResult { by: Color::White },
            7_000,
        ));
        assert!(said(&s).contains("already approved"), "{}", said(&s));

        // Art. 8.6: the arbiter signs off what cannot be filled in.
        let s = over_the_board(Mode::Strict, "300+3", &["e4"]);
        let s = s.reduce(Action::Game(Event::SignOffIncomplete, 1_500));
        assert!(said(&s).contains("no result yet"), "{}", said(&s));
        let s = s.reduce(Action::Typed("-".into(), 2_000));
        let s = s.reduce(Action::Game(Event::Resign { by: Color::White }, 3_000));
        let s = s.reduce(Action::Game(Event::SignOffIncomplete, 4_000));
        assert!(s.game.signed_off() && !s.fills_in_after_end());
        assert_eq!(
            said(&s),
            "1 half-move not recorded, signed off by the arbiter (Art. 8.6)"
        );
        let s = s.reduce(Action::Game(
            Event::ApproveResult { by: Color::Black },
            5_000,
        ));
        assert!(s.game.approved(Color::Black));
    }

    #[test]
    fn a_locked_game_asks_the_pin_for_the_arbiters_actions_and_gives_no_help() {
        let mut setup = GameSetup::new("A", "B")
            .with_mode(Mode::Strict)
            .with_time_control("900+10".parse().unwrap());
        setup.arbiter_lock =
            Some(rochade_arbiter::ArbiterLock::new("4711", [3; 16], false).unwrap());
        let game = crate::test_support::play(setup, &["e4"]);
        let s = Rc::new(AppState::new(game, Settings::default(), Lang::En));
        let add = Event::AdjustTime {
            side: Color::White,
            change: rochade_arbiter::TimeChange::Add(60_000),
        };
        // Without the PIN: refused in words, nothing changes.
        let s = s.reduce(Action::Game(add.clone(), 10));
        assert_eq!(s.notice, Some(Notice::PinNeeded));
        assert_eq!(s.game.notes().len(), 0);
        // A wrong PIN: refused, said and logged.
        let s = s.reduce(Action::Unlock("1111".into(), Some(60), 20));
        assert!(s.pin_refused && !s.arbiter_unlocked);
        assert_eq!(said(&s), t(Lang::En, Msg::PinRefused));
        assert_eq!(s.game.log().count(), 1);
        // The PIN: the action goes through, and is logged.
        let s = s.reduce(Action::Unlock("4711".into(), Some(61), 30));
        assert!(s.arbiter_unlocked && !s.pin_refused);
        let s = s.reduce(Action::Game(add.clone(), 40));
        assert_eq!(s.game.log().count(), 3);
        // Closed again.
        let s = s.reduce(Action::Lock);
        let s = s.reduce(Action::Game(add, 50));
        assert_eq!(s.notice, Some(Notice::PinNeeded));
        // No legal-move dots, no `m`, no computer.
        let s = s.reduce(Action::Activate(Square::G8, 60));
        assert!(s.selected.is_some() && s.targets().is_empty());
        let s = s.reduce(Action::Command(crate::commands::Command::Legal(None), 70));
        assert_eq!(s.notice, Some(Notice::HelpOff));
        assert_eq!(s.computer(), None);
    }

    fn locked_after(moves: &[&str]) -> Rc<AppState> {
        let mut setup = GameSetup::new("A", "B")
            .with_mode(Mode::Strict)
            .with_time_control("900+10".parse().unwrap());
        setup.arbiter_lock =
            Some(rochade_arbiter::ArbiterLock::new("4711", [3; 16], false).unwrap());
        let game = crate::test_support::play(setup, moves);
        Rc::new(AppState::new(game, Settings::default(), Lang::En))
    }

    /// Nothing replaces a game held by the lock without the PIN, whatever
    /// path the screen offers: a new game (the colour change of 2023 Art.
    /// 7.3 is one), a game from the archive or an import; the settings
    /// change only in what a player may change. A game from another tab is
    /// the same game and comes in.
    #[test]
    fn nothing_replaces_a_locked_game_without_the_pin() {
        let s = locked_after(&["e4", "e5"]);
        let plies = |s: &AppState| s.game.record().len();
        let other = || Box::new(Game::new(GameSetup::new("X", "Y")).unwrap());
        let new_game = || Action::NewGame(Box::new(GameSetup::new("X", "Y")), Color::White, 100);
        for action in [
            new_game(),
            Action::Load(other(), LoadOrigin::Archive),
            Action::Load(other(), LoadOrigin::Import),
        ] {
            let after = s.clone().reduce(action);
            assert_eq!(after.notice, Some(Notice::PinNeeded));
            assert_eq!((plies(&after), after.game.setup().white.as_str()), (2, "A"));
        }
        let mut venue = s.settings.clone();
        venue.over_the_board = !venue.over_the_board;
        let after = s.clone().reduce(Action::Settings(venue.clone()));
        assert_eq!(
            (after.notice.clone(), &after.settings),
            (Some(Notice::PinNeeded), &s.settings)
        );
        // The assistant of a blind player over the board (Appendix D.2.4)
        // and the language are the player's.
        let mut assistant = s.settings.clone();
        assistant.assistant = true;
        assistant.confirm_typed = true;
        assistant.lang = Some(Lang::De);
        let after = s.clone().reduce(Action::Settings(assistant.clone()));
        assert_eq!(after.settings, assistant);
        // Another tab asked for the PIN itself.
        let after = s.clone().reduce(Action::SettingsElsewhere(venue.clone()));
        assert_eq!(after.settings, venue);
        let mut same = s.game.clone();
        same.apply(
            Event::Move {
                mv: "Nf3".into(),
                offer_draw: false,
            },
            5_000,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let after = s
            .clone()
            .reduce(Action::Load(Box::new(same), LoadOrigin::OtherTab));
        assert_eq!(plies(&after), 3);
        // With the PIN: a new game.
        let s = s.reduce(Action::Unlock("4711".into(), None, 200));
        let s = s.reduce(new_game());
        assert_eq!((plies(&s), s.game.setup().white.as_str()), (0, "X"));
        assert!(!s.arbiter_unlocked);
    }

    /// Once the locked game is finished and both players have approved the
    /// result (2023 Art. 8.7), the next game is set up without the PIN.
    #[test]
    fn a_finished_and_approved_locked_game_is_replaced_without_the_pin() {
        let s = locked_after(&["f3", "e5", "g4", "Qh4"]);
        assert!(s.game.is_over() && s.held_by_lock());
        let s = s.reduce(Action::Game(
            Event::ApproveResult { by: Color::White },
            10_000,
        ));
        assert!(s.held_by_lock());
        let s = s.reduce(Action::Game(
            Event::ApproveResult { by: Color::Black },
            11_000,
        ));
        assert!(!s.held_by_lock() && s.may_replace(), "{:?}", s.notice);
        let s = s.reduce(Action::NewGame(
            Box::new(GameSetup::new("X", "Y")),
            Color::White,
            120,
        ));
        assert_eq!(s.game.setup().white, "X");
    }

    /// Wrong PINs make the next try wait, said in words; the right PIN in
    /// the wait is not read.
    #[test]
    fn wrong_pins_are_answered_with_the_wait() {
        let mut s = locked_after(&["e4"]);
        for i in 0..3 {
            s = s.reduce(Action::Unlock("0000".into(), None, 100 + i));
        }
        let s = s.reduce(Action::Unlock("4711".into(), None, 1_000));
        assert!(!s.arbiter_unlocked && s.pin_refused);
        assert!(matches!(
            s.notice,
            Some(Notice::GameRefused {
                error: rochade_arbiter::GameError::PinWait {
                    remaining_ms: 4_102
                },
                ..
            })
        ));
        assert_eq!(
            said(&s),
            "Wrong PINs: the next PIN can be tried in 5 seconds"
        );
        let s = s.reduce(Action::Unlock("4711".into(), None, 5_102));
        assert!(s.arbiter_unlocked);
    }
}

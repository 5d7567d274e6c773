//! The game: the Laws applied over time, driven by events.

use rochade_clock::{Clock, ClockError, ClockOptions, Side};
use rochade_laws::{Color, LawsGame, Move, Position, board_ending, parse_move};

use crate::adjourn::Adjournment;
use crate::lock::LockState;
use crate::offer::Offers;
use crate::penalty::Penalties;
use crate::presence::Presence;
use crate::quickplay::Quickplay;
use crate::unrecorded::Recording;
use crate::{
    Edition, Event, GameError, GameSetup, Happened, IllegalAction, Mode, MoveInput, Note, NoteKind,
    Outcome, Reason, RecordedMove, SetupError, TakeBackRequest,
};

/// A game of chess under the FIDE Laws as the arbiter runs it: with its
/// clock, the players' events and the arbiter's decisions, driven by
/// [`Event`]s. Its rules of play without a clock are those of
/// [`rochade_laws::LawsGame`]: the automatic ends, the claims and the
/// movetext come from there.
///
/// Every [`TimedGame::apply`] either changes the game and says what happened,
/// or returns a [`GameError`] and leaves the game exactly as it was.
/// Time is passed in by the caller as monotonic milliseconds.
///
/// ```
/// use rochade_arbiter::{Event, TimedGame, GameResult, GameSetup, Happened, Reason};
/// let mut game = TimedGame::new(GameSetup::new("Anna", "Bella").with_time_control("300+2".parse()?))?;
/// for (i, m) in ["f3", "e5", "g4", "Qh4"].into_iter().enumerate() {
///     game.apply(Event::Move { mv: m.into(), offer_draw: false }, 1_000 * i as u64)?;
/// }
/// let outcome = game.outcome().unwrap();
/// assert_eq!((outcome.result, outcome.reason), (GameResult::BlackWins, Reason::Checkmate));
/// assert_eq!(game.record()[3].san.to_string(), "Qh4#");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TimedGame {
    pub(crate) setup: GameSetup,
    /// The positions and moves, the repetitions and the automatic end,
    /// as the Laws give them without a clock.
    pub(crate) laws: LawsGame,
    pub(crate) record: Vec<RecordedMove>,
    pub(crate) clock: Option<Clock>,
    pub(crate) started: bool,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) notes: Vec<Note>,
    pub(crate) flag_reported: bool,
    pub(crate) take_back_request: Option<TakeBackRequest>,
    /// Draw offers (Art. 9.1, 12.5).
    pub(crate) offers: Offers,
    /// Claims under Guidelines III (2001/1997 Appendix D) and increment
    /// requests.
    pub(crate) quickplay: Quickplay,
    /// The sealed move and the resumption (Appendix A; Guidelines I).
    pub(crate) adjournment: Adjournment,
    /// Who is at the board, and since when (2023 Art. 6.7).
    pub(crate) presence: Presence,
    /// Illegal moves counted for the penalties of Art. 7.5.
    pub(crate) penalties: Penalties,
    /// Half-moves pressed without being recorded, the sign-off and the
    /// approval of the result (2023 Art. 8.4–8.7).
    pub(crate) recording: Recording,
    /// The arbiter's lock's record: wrong PINs, their wait, the log's
    /// seals.
    pub(crate) lock: LockState,
}

impl TimedGame {
    /// A new game, not started.
    ///
    /// # Errors
    ///
    /// [`GameError::InvalidSetup`] for a bad FEN or an impossible time
    /// control.
    pub fn new(mut setup: GameSetup) -> Result<TimedGame, GameError> {
        let start = setup
            .start_position()
            .map_err(|e| GameError::InvalidSetup(SetupError::Fen(e)))?;
        if setup.chess960 {
            // Chess960 is in the Laws from 2023 on (Guidelines II).
            setup.edition = crate::Edition::Fide2023;
        }
        let clock = new_clock(&setup, start.turn())
            .map_err(|e| GameError::InvalidSetup(SetupError::Clock(e)))?;
        let mut game = TimedGame::assemble(setup, start, clock);
        game.outcome = game.automatic_outcome();
        Ok(game)
    }

    /// The one constructor: the game of `setup` at its `start`, nothing
    /// played, every part empty. A new game, a game read from PGN and a
    /// restored save are all built from it, then given what they hold.
    pub(crate) fn assemble(setup: GameSetup, start: Position, clock: Option<Clock>) -> TimedGame {
        TimedGame {
            laws: LawsGame::new(setup.edition, start),
            setup,
            record: Vec::new(),
            clock,
            started: false,
            outcome: None,
            notes: Vec::new(),
            flag_reported: false,
            take_back_request: None,
            offers: Offers::default(),
            quickplay: Quickplay::default(),
            adjournment: Adjournment::default(),
            presence: Presence::default(),
            penalties: Penalties::default(),
            recording: Recording::default(),
            lock: LockState::default(),
        }
    }

    // --- events ----------------------------------------------------------

    /// Applies an event at `now` (monotonic milliseconds).
    ///
    /// Before the event, a flag that has fallen is observed (Art. 6.8)
    /// unless flags count only when claimed ([`GameSetup::flag_needs_claim`]);
    /// if that ends the game, the event is not applied and the result says
    /// so.
    ///
    /// # Errors
    ///
    /// A [`GameError`] saying why the event is not allowed now; the game is
    /// then unchanged.
    pub fn apply(&mut self, event: Event, now: u64) -> Result<Vec<Happened>, GameError> {
        // A lock weakened in storage guards nothing: the game is read only.
        if self
            .setup
            .arbiter_lock
            .as_ref()
            .is_some_and(|l| l.is_weakened())
        {
            return Err(GameError::LockWeakened);
        }
        let mut next = self.clone();
        let mut out = Vec::new();
        // The log of a locked game keeps every arbiter's action.
        let logged = event.arbiter_action().filter(|_| self.setup.is_locked());
        next.apply_inner(event, now, &mut out)?;
        if let Some(action) = logged {
            next.note(NoteKind::ArbiterActed { action });
        }
        next.lapse_take_back(&mut out);
        *self = next;
        Ok(out)
    }

    /// What [`TimedGame::apply`] would do, without doing it: for enabling
    /// buttons and for hints (e.g. whether a quickplay claim is possible
    /// now).
    ///
    /// # Errors
    ///
    /// The error `apply` would return.
    ///
    /// ```
    /// use rochade_arbiter::{Event, TimedGame, GameSetup};
    /// let game = TimedGame::new(GameSetup::default().with_time_control("3600".parse().unwrap()))?;
    /// assert!(game.preview(&Event::QuickplayClaim, 0).is_err()); // an hour left
    /// assert!(game.preview(&Event::Resign { by: rochade_laws::Color::White }, 0).is_ok());
    /// assert!(!game.is_over());
    /// # Ok::<(), rochade_arbiter::GameError>(())
    /// ```
    pub fn preview(&self, event: &Event, now: u64) -> Result<Vec<Happened>, GameError> {
        self.clone().apply(event.clone(), now)
    }

    /// Whether the game is adjourned (Appendix A).
    pub fn is_adjourned(&self) -> bool {
        self.adjournment.envelope.is_some()
    }

    fn apply_inner(
        &mut self,
        event: Event,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        // The lock is opened also after the end (the record is signed off
        // then, 2023 Art. 8.6) and for the designated arbiter (III.6.2).
        if let Event::Unlock { pin, at } = &event {
            return self.unlock(pin, *at, now, out);
        }
        if let Event::VerifyLog { pin } = &event {
            return self.verify_log(pin, now, out);
        }
        if let Some(o) = self.outcome {
            if matches!(event, Event::LeftApp { .. } | Event::ReturnedToApp { .. }) {
                self.lock.away_since_ms = None;
                return Ok(());
            }
            // Casual take-backs may undo a finished board result.
            let undoable = matches!(
                o.reason,
                Reason::Checkmate
                    | Reason::Stalemate
                    | Reason::DeadPosition
                    | Reason::FivefoldRepetition
                    | Reason::SeventyFiveMoves
            );
            // The record is completed (2023 Art. 8.5.1: "immediately after
            // a flag has fallen ... update their scoresheets") or signed
            // off (8.6), and the result approved (8.7), after the end.
            let after_end = matches!(
                event,
                Event::FillIn { .. }
                    | Event::SignOffIncomplete
                    | Event::ApproveResult { .. }
                    | Event::CorrectResult { .. }
            );
            if !(after_end || matches!(event, Event::TakeBack) && undoable) {
                return Err(GameError::GameOver(o));
            }
        }
        if let Some(clock) = &self.clock {
            if now < clock.last_ms() {
                return Err(GameError::Clock(
                    rochade_clock::ClockError::TimeWentBackwards {
                        last_ms: clock.last_ms(),
                        now_ms: now,
                    },
                ));
            }
        }
        if let Event::LeftApp { at } = event {
            self.left_app(at, now, out);
            return Ok(());
        }
        if let Event::ReturnedToApp { at } = event {
            self.returned_to_app(at, now, out);
            return Ok(());
        }
        if self.quickplay.referred.is_some() {
            // 2023 III.6.1: "This concludes the game"; III.6.2: only the
            // designated arbiter decides.
            return match event {
                Event::RuleReferredClaim { result } => self.rule_referred(result, now, out),
                _ => Err(GameError::ClaimReferred),
            };
        }
        if self.outcome.is_none() && !self.setup.flag_needs_claim() {
            self.observe_flags(now, out)?;
            if self.outcome.is_some() {
                return Ok(());
            }
        }
        // The device waits for the arbiter; the clocks do not (the
        // players are at the wooden board, and a flag falls as it would).
        if self.lock.held {
            return Err(GameError::HeldAfterLeave);
        }
        if crate::unrecorded::needs_record(&event) {
            self.none_missing()?;
        }
        match event {
            Event::Start => self.start(now, out),
            Event::PressWithoutMove { by } => self.press_without_move(by, now, out),
            Event::FillIn { mv } => self.fill_in(mv, now, out),
            Event::SignOffIncomplete => self.sign_off_incomplete(out),
            Event::ApproveResult { by } => self.approve_result(by, out),
            Event::Move { mv, offer_draw } => {
                self.not_blocked()?;
                let m = self.resolve(&mv)?;
                if offer_draw {
                    let by = self.turn();
                    self.play(m, now, false, out)?;
                    if self.outcome.is_none() {
                        self.offer_draw(by, false, out)?;
                    }
                    Ok(())
                } else {
                    self.play(m, now, false, out)
                }
            }
            Event::OfferDraw { by } => {
                if self.quickplay.claim.is_some_and(|q| !q.postponed) {
                    return Err(GameError::QuickplayPending);
                }
                self.offer_draw(by, false, out)
            }
            Event::AcceptDraw { by } => {
                let offer = self.offers.standing.ok_or(GameError::NoOffer)?;
                if offer.by == by {
                    return Err(GameError::OwnOffer);
                }
                if self.setup.edition == Edition::Fide2023 && !self.both_have_moved() {
                    return Err(GameError::AgreementBeforeBothMoved);
                }
                self.draw_agreement_open()?;
                self.end(Outcome::draw(Reason::Agreement), now, out);
                Ok(())
            }
            Event::DeclineDraw { by } => {
                let offer = self.offers.standing.ok_or(GameError::NoOffer)?;
                if offer.by == by {
                    return Err(GameError::OwnOffer);
                }
                self.decline_offer(out);
                Ok(())
            }
            Event::Claim { kind, intended } => self.claim(kind, intended, now, out),
            Event::Resign { by } => {
                // 2023 Art. 5.1.2: a draw if the opponent "cannot checkmate
                // the player's king by any possible series of legal moves".
                let outcome = if self.setup.edition == Edition::Fide2023
                    && !self.laws.position().can_checkmate(!by)
                {
                    Outcome::draw(Reason::ResignationOpponentCannotMate)
                } else {
                    Outcome::win(!by, Reason::Resignation)
                };
                self.end(outcome, now, out);
                Ok(())
            }
            Event::ReportResult { result } => self.report_result(result, now, out),
            Event::CorrectResult { result } => self.correct_result(result, now, out),
            Event::FlagCheck => {
                if self.setup.flag_needs_claim() {
                    // Appendix B6: the arbiter refrains from signalling.
                    return Ok(());
                }
                Ok(())
            }
            Event::ClaimFlag { by } => self.claim_flag(by, now, out),
            Event::Pause => {
                self.not_blocked()?;
                let clock = self.clock.as_mut().ok_or(GameError::Untimed)?;
                clock.pause(now)?;
                out.push(Happened::ClocksStopped);
                Ok(())
            }
            Event::Resume => {
                self.not_blocked()?;
                let clock = self.clock.as_mut().ok_or(GameError::Untimed)?;
                clock.resume(now)?;
                self.started = true;
                out.push(Happened::ClocksStarted);
                Ok(())
            }
            Event::AdjustTime { side, change } => self.adjust(side, change, now, out),
            Event::IllegalMove { by, reinstate_ply } => {
                self.illegal_move(by, reinstate_ply, now, out)
            }
            Event::PromotionNotReplaced { mv } => self.promotion_not_replaced(mv, now, out),
            Event::ClockWithoutMove { by } => {
                self.clock_or_hands(by, IllegalAction::ClockWithoutMove, now, out)
            }
            Event::TwoHands { by } => self.clock_or_hands(by, IllegalAction::TwoHands, now, out),
            Event::QuickplayClaim => self.quickplay_claim(now, out),
            Event::RequestIncrement => self.request_increment(now, out),
            Event::IncrementDecision { agree } => self.increment_decision(agree, now, out),
            Event::QuickplayDecision(d) => self.quickplay_decision(d, now, out),
            Event::Penalty { against, penalty } => self.penalty(against, penalty, now, out),
            Event::Seal { mv, resumption } => self.seal(mv, resumption, now, out),
            Event::ResumeAdjourned => self.resume_adjourned(now, out),
            Event::TakeBack => self.take_back(now, out),
            Event::ProposeTakeBack { by } => self.propose_take_back(by, out),
            Event::AcceptTakeBack { by } => self.accept_take_back(by, now, out),
            Event::DeclineTakeBack { by } => self.decline_take_back(by, out),
            Event::UnsupervisedClaim { basis } => self.unsupervised_claim(basis, now, out),
            Event::RuleReferredClaim { .. } => Err(GameError::NoReferredClaim),
            Event::Arrived { by } => {
                if self.has_arrived(by) {
                    return Err(GameError::PlayerPresent);
                }
                self.presence.arrived[by.index()] = true;
                out.push(Happened::Arrived { by });
                Ok(())
            }
            Event::Default { absent } => self.default_loss(absent, now, out),
            Event::ResumptionDue => self.resumption_due(now, out),
            Event::BoardsCorrected { retrace_ply } => self.boards_corrected(retrace_ply, now, out),
            Event::DrawWithConsent => self.draw_with_consent(now, out),
            // Both are answered before the game's state is looked at.
            Event::Unlock { .. }
            | Event::LeftApp { .. }
            | Event::ReturnedToApp { .. }
            | Event::VerifyLog { .. } => Ok(()),
        }
    }

    /// Whether both players have made at least one move in this game (2023
    /// Art. 5.2.3).
    pub(crate) fn both_have_moved(&self) -> bool {
        // A move pressed without being recorded (Art. 8.4, A.2) was made
        // on the board all the same.
        Color::ALL.into_iter().all(|c| {
            self.record.iter().any(|r| r.side() == c)
                || self.recording.unrecorded.iter().any(|u| u.by == c)
        })
    }

    /// Errors for events that exist only in the 2023 Laws (7.5.2–7.5.4,
    /// Guidelines III.4) and need play to be going on.
    pub(crate) fn playing_under_2023(&self) -> Result<(), GameError> {
        if self.setup.edition != Edition::Fide2023 {
            return Err(GameError::NotInEdition);
        }
        self.not_blocked()
    }

    /// Errors for events that need play to be going on.
    pub(crate) fn not_blocked(&self) -> Result<(), GameError> {
        if self.adjournment.envelope.is_some() {
            return Err(GameError::Adjourned);
        }
        if self
            .quickplay
            .claim
            .is_some_and(|q| !q.postponed || q.flag_fell)
            || self.quickplay.increment_request.is_some()
        {
            return Err(GameError::QuickplayPending);
        }
        Ok(())
    }

    pub(crate) fn resolve(&self, mv: &MoveInput) -> Result<Move, GameError> {
        match mv {
            MoveInput::Text(t) => Ok(parse_move(self.laws.position(), t)?),
            MoveInput::Move(m) => {
                if self.laws.position().is_legal(m) {
                    Ok(*m)
                } else {
                    Err(GameError::Move(rochade_laws::ParseMoveError::Illegal {
                        text: m.to_string(),
                    }))
                }
            }
        }
    }

    /// Adds a note after the half-moves played so far.
    pub(crate) fn note(&mut self, kind: NoteKind) {
        self.notes.push(Note {
            ply: self.record.len(),
            kind,
        });
    }

    pub(crate) fn start(&mut self, now: u64, out: &mut Vec<Happened>) -> Result<(), GameError> {
        if self.started {
            return Err(GameError::AlreadyStarted);
        }
        if let Some(clock) = &mut self.clock {
            clock.start(now)?;
        }
        self.started = true;
        self.presence.start_ms = Some(now);
        out.push(Happened::Started);
        Ok(())
    }

    /// Plays a legal move: presses the clock (unless `no_press`), records it,
    /// handles offers and board results.
    pub(crate) fn play(
        &mut self,
        m: Move,
        now: u64,
        sealed: bool,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if !self.started {
            self.start(now, out)?;
        }
        let by = self.turn();
        let (clock_ms, move_ms) = match &mut self.clock {
            Some(clock) => {
                let press = clock.press(Side::from(by), now)?;
                (Some(press.remaining_ms), Some(press.move_ms))
            }
            None => (None, None),
        };
        if !sealed {
            // A sealed move is made for its absent author (I.9.2).
            self.presence.arrived[by.index()] = true;
        }
        self.push_move(m, clock_ms, move_ms, sealed, out);
        self.after_move(now, out);
        Ok(())
    }

    pub(crate) fn push_move(
        &mut self,
        m: Move,
        clock_ms: Option<u64>,
        move_ms: Option<u64>,
        sealed: bool,
        out: &mut Vec<Happened>,
    ) {
        let by = self.turn();
        let san = self.laws.position().san(&m);
        let before = self.laws.position().clone();
        // Legal: resolved in this position. After the end, the record is
        // completed (2023 Art. 8.5.1), which the arbiter decides.
        let _ = self.laws.record_move(&m);
        let draw_offer = self.offers.mark_pending == Some(by);
        if draw_offer {
            self.offers.mark_pending = None;
        }
        self.record.push(RecordedMove {
            mv: m,
            san,
            before,
            clock_ms,
            move_ms,
            draw_offer,
            sealed,
        });
        out.push(Happened::MovePlayed {
            ply: self.record.len() - 1,
            by,
            mv: m,
            san,
        });
        // Art. 9.1: the opponent's offer is rejected by moving.
        if self.offers.standing.is_some_and(|o| o.by != by) {
            self.decline_offer(out);
        }
    }

    pub(crate) fn after_move(&mut self, now: u64, out: &mut Vec<Happened>) {
        if let Some(o) = self.automatic_outcome() {
            self.end(o, now, out);
        }
    }

    /// The result the game reaches by itself after a move: the board's
    /// (Art. 5), then, under the 2023 Laws, the automatic draws of 2023
    /// Art. 9.6 ("If the last move results in mate, it has priority").
    pub(crate) fn automatic_outcome(&self) -> Option<Outcome> {
        Outcome::of_laws_game(&self.laws)
    }

    pub(crate) fn end(&mut self, outcome: Outcome, now: u64, out: &mut Vec<Happened>) {
        if let Some(clock) = &mut self.clock {
            if clock.running_at(now).is_some() {
                let _ = clock.pause(now);
            } else {
                let _ = clock.update(now);
            }
        }
        self.offers.standing = None;
        self.offers.mark_pending = None;
        self.quickplay.claim = None;
        self.quickplay.increment_request = None;
        self.adjournment.envelope = None;
        self.outcome = Some(outcome);
        out.push(Happened::GameOver(outcome));
    }

    /// Keeps the first `ply` half-moves (Art. 7.4 a, take-backs); the clock
    /// runs for the side to move of the reinstated position, times kept
    /// (the arbiter adjusts them, Art. 6.13).
    pub(crate) fn truncate(&mut self, ply: usize, now: u64) -> Result<(), GameError> {
        if ply >= self.record.len() {
            return Ok(());
        }
        self.record.truncate(ply);
        self.laws.truncate(ply);
        self.notes.retain(|n| n.ply <= ply);
        if self.offers.standing.is_some_and(|o| o.at_ply > ply) {
            self.offers.standing = None;
        }
        self.offers.mark_pending = None;
        let turn = self.turn();
        let moves = [Color::White, Color::Black]
            .map(|c| self.record.iter().filter(|r| r.side() == c).count() as u32);
        if let Some(clock) = &mut self.clock {
            set_clock_turn(clock, Side::from(turn), moves, now)?;
        }
        Ok(())
    }

    // --- casual ----------------------------------------------------------

    pub(crate) fn take_back(&mut self, now: u64, out: &mut Vec<Happened>) -> Result<(), GameError> {
        if self.setup.mode != Mode::Casual {
            return Err(GameError::CasualOnly);
        }
        self.not_blocked()?;
        let Some(last) = self.record.last().cloned() else {
            return Err(GameError::NothingToTakeBack);
        };
        let was_over = self.outcome.take().is_some();
        // A result taken back is no longer the approved one (Art. 8.7).
        self.recording.approved = [false; 2];
        self.truncate(self.record.len() - 1, now)?;
        out.push(Happened::TakenBack { san: last.san });
        if was_over && self.started {
            // The clocks stopped at the end of the game: play on.
            self.restart_clock(now, out)?;
        }
        Ok(())
    }
}

/// The result the board gives by itself (Art. 5.1 a, 5.2 a, 5.2 b).
pub(crate) fn board_outcome(pos: &Position) -> Option<Outcome> {
    let ending = board_ending(pos)?;
    Some(Outcome {
        result: ending.result(pos),
        reason: ending.into(),
    })
}

pub(crate) fn new_clock(setup: &GameSetup, first: Color) -> Result<Option<Clock>, ClockError> {
    if !setup.time_control.is_timed() {
        return Ok(None);
    }
    let options = ClockOptions::new()
        .with_first_to_move(Side::from(first))
        .with_play_on_after_flag(setup.flag_needs_claim());
    Clock::with_options(setup.time_control.clone(), options).map(Some)
}

/// Makes `to_move`'s clock the one that runs (or would run), keeping both
/// times, and sets the move counters.
pub(crate) fn set_clock_turn(
    clock: &mut Clock,
    to_move: Side,
    moves: [u32; 2],
    now: u64,
) -> Result<(), GameError> {
    if !clock.is_started() {
        if clock.to_move() != to_move {
            let options = clock.options().with_first_to_move(to_move);
            *clock = Clock::with_options(clock.control().clone(), options)?;
        }
    } else {
        clock.set_to_move(to_move, now)?;
    }
    for s in Side::ALL {
        clock.set_moves(s, moves[s.index()]);
    }
    Ok(())
}

/// The result as the game stands, for PGN (`*` while in progress).
pub(crate) fn result_token(outcome: Option<Outcome>) -> &'static str {
    outcome.map_or("*", |o| o.result.pgn())
}

mod adjourn;
mod agreement;
mod applies;
mod claim;
mod flag;
mod lock;
mod offer;
mod penalty;
mod presence;
mod queries;
mod quickplay;
mod result;
mod scoresheet;
mod takeback;
mod touch;
mod unrecorded;

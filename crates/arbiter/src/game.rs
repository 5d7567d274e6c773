//! The game: the Laws applied over time, driven by events.

use rochade_clock::{Clock, ClockOptions, GameType, Phase, Side};
use rochade_laws::{Color, Move, MoveList, Position, RepetitionKey, Status, parse_move};

use crate::offer::OfferCount;
use crate::penalty::{TWO_MINUTES_MS, claim_penalty, duration};
use crate::{
    ClaimHints, ClaimKind, DrawOffer, Edition, Envelope, Event, GameError, GameSetup, Happened,
    Mode, MoveInput, Note, Outcome, Penalty, QuickplayDecision, Reason, RecordedMove, Resumption,
    TimeChange, claim_is_correct, has_mating_potential,
};

/// A quickplay-finish claim (Art. 10.2) awaiting the arbiter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct QuickplayClaim {
    /// The claimant.
    #[serde(with = "crate::ser::color")]
    pub by: Color,
    /// The decision was postponed (Art. 10.2 b): play goes on.
    pub postponed: bool,
    /// A flag fell after the postponement; the arbiter now decides.
    pub flag_fell: bool,
}

/// A game of chess under the FIDE Laws, driven by [`Event`]s.
///
/// Every [`Game::apply`] either changes the game and says what happened,
/// or returns a [`GameError`] and leaves the game exactly as it was.
/// Time is passed in by the caller as monotonic milliseconds.
///
/// ```
/// use rochade_arbiter::{Event, Game, GameResult, GameSetup, Happened, Reason};
/// let mut game = Game::new(GameSetup::new("Anna", "Bella").with_time_control("300+2".parse()?))?;
/// for (i, m) in ["f3", "e5", "g4", "Qh4"].into_iter().enumerate() {
///     game.apply(Event::Move { mv: m.into(), offer_draw: false }, 1_000 * i as u64)?;
/// }
/// let outcome = game.outcome().unwrap();
/// assert_eq!((outcome.result, outcome.reason), (GameResult::BlackWins, Reason::Checkmate));
/// assert_eq!(game.record()[3].san.to_string(), "Qh4#");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    pub(crate) setup: GameSetup,
    pub(crate) start: Position,
    pub(crate) position: Position,
    pub(crate) record: Vec<RecordedMove>,
    pub(crate) history: Vec<RepetitionKey>,
    pub(crate) clock: Option<Clock>,
    pub(crate) started: bool,
    pub(crate) offer: Option<DrawOffer>,
    pub(crate) offer_mark_pending: Option<Color>,
    pub(crate) offers: [OfferCount; 2],
    pub(crate) outcome: Option<Outcome>,
    pub(crate) illegal_moves: [u32; 2],
    pub(crate) quickplay: Option<QuickplayClaim>,
    pub(crate) adjourned: Option<Envelope>,
    pub(crate) notes: Vec<Note>,
    pub(crate) flag_reported: bool,
}

pub(crate) fn side(c: Color) -> Side {
    match c {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}

fn color(s: Side) -> Color {
    match s {
        Side::White => Color::White,
        Side::Black => Color::Black,
    }
}

impl Game {
    /// A new game, not started.
    ///
    /// # Errors
    ///
    /// [`GameError::InvalidSetup`] for a bad FEN or an impossible time
    /// control.
    pub fn new(setup: GameSetup) -> Result<Game, GameError> {
        let start = match &setup.fen {
            Some(fen) => {
                Position::from_fen(fen).map_err(|e| GameError::InvalidSetup(e.to_string()))?
            }
            None => Position::new(),
        };
        let clock = new_clock(&setup, start.turn())?;
        let mut game = Game {
            history: vec![start.repetition_key()],
            position: start.clone(),
            start,
            setup,
            record: Vec::new(),
            clock,
            started: false,
            offer: None,
            offer_mark_pending: None,
            offers: [OfferCount::default(); 2],
            outcome: None,
            illegal_moves: [0; 2],
            quickplay: None,
            adjourned: None,
            notes: Vec::new(),
            flag_reported: false,
        };
        game.outcome = board_outcome(&game.position);
        Ok(game)
    }

    // --- queries ---------------------------------------------------------

    /// The setup.
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The starting position.
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position.turn()
    }

    /// The legal moves in the current position (none once the game is
    /// over or adjourned).
    pub fn legal_moves(&self) -> MoveList {
        if self.outcome.is_some() || self.adjourned.is_some() {
            MoveList::new()
        } else {
            self.position.legal_moves()
        }
    }

    /// The record: every half-move played.
    pub fn record(&self) -> &[RecordedMove] {
        &self.record
    }

    /// Remarks in the record: claims, penalties, illegal moves, decisions.
    pub fn notes(&self) -> &[Note] {
        &self.notes
    }

    /// The clock, `None` in untimed games.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// `side`'s remaining time at `now`, `None` in untimed games.
    pub fn remaining(&self, side: Color, now: u64) -> Option<u64> {
        self.clock
            .as_ref()
            .map(|c| c.remaining(self::side(side), now))
    }

    /// Whether the game has started.
    pub fn is_started(&self) -> bool {
        self.started
    }

    /// The standing draw offer.
    pub fn pending_offer(&self) -> Option<DrawOffer> {
        self.offer
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The number of illegal moves `side` has been penalised for (Art. 7.4).
    pub fn illegal_moves(&self, side: Color) -> u32 {
        self.illegal_moves[side.index()]
    }

    /// The quickplay claim awaiting or postponed (Art. 10.2).
    pub fn pending_quickplay(&self) -> Option<QuickplayClaim> {
        self.quickplay
    }

    /// The envelope while the game is adjourned (Appendix A).
    pub fn envelope(&self) -> Option<&Envelope> {
        self.adjourned.as_ref()
    }

    /// The positions so far, as repetition keys (the current one last).
    pub fn repetition_history(&self) -> &[RepetitionKey] {
        &self.history
    }

    /// Which claims the player to move could make correctly now (Art. 9.2,
    /// 9.3), for hints.
    ///
    /// ```
    /// use rochade_arbiter::{Event, Game, GameSetup};
    /// let mut game = Game::new(GameSetup::default())?;
    /// for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
    ///     game.apply(Event::Move { mv: m.into(), offer_draw: false }, 0)?;
    /// }
    /// let hints = game.can_claim();
    /// assert!(!hints.repetition);
    /// assert_eq!(hints.repetition_moves.len(), 1); // Ng8, written first (Art. 9.2 a)
    /// # Ok::<(), rochade_arbiter::GameError>(())
    /// ```
    pub fn can_claim(&self) -> ClaimHints {
        let mut hints = ClaimHints::default();
        if self.outcome.is_some() || self.adjourned.is_some() {
            return hints;
        }
        let pos = &self.position;
        hints.repetition = claim_is_correct(ClaimKind::Repetition, &self.history, pos, None);
        hints.fifty_moves = claim_is_correct(ClaimKind::FiftyMoves, &self.history, pos, None);
        for m in pos.legal_moves() {
            if claim_is_correct(ClaimKind::Repetition, &self.history, pos, Some(&m)) {
                hints.repetition_moves.push(m);
            }
            if claim_is_correct(ClaimKind::FiftyMoves, &self.history, pos, Some(&m)) {
                hints.fifty_moves_moves.push(m);
            }
        }
        hints
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
        let mut next = self.clone();
        let mut out = Vec::new();
        next.apply_inner(event, now, &mut out)?;
        *self = next;
        Ok(out)
    }

    /// What [`Game::apply`] would do, without doing it: for enabling
    /// buttons and for hints (e.g. whether a quickplay claim is possible
    /// now).
    ///
    /// # Errors
    ///
    /// The error `apply` would return.
    ///
    /// ```
    /// use rochade_arbiter::{Event, Game, GameSetup};
    /// let game = Game::new(GameSetup::default().with_time_control("3600".parse().unwrap()))?;
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
        self.adjourned.is_some()
    }

    fn apply_inner(
        &mut self,
        event: Event,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if let Some(o) = self.outcome {
            // Casual take-backs may undo a finished board result.
            let undoable = matches!(
                o.reason,
                Reason::Checkmate | Reason::Stalemate | Reason::DeadPosition
            );
            if !(matches!(event, Event::TakeBack) && undoable) {
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
        if self.outcome.is_none() && !self.setup.flag_needs_claim() {
            self.observe_flags(now, out)?;
            if self.outcome.is_some() {
                return Ok(());
            }
        }
        match event {
            Event::Start => self.start(now, out),
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
                if self.quickplay.is_some_and(|q| !q.postponed) {
                    return Err(GameError::QuickplayPending);
                }
                self.offer_draw(by, false, out)
            }
            Event::AcceptDraw { by } => {
                let offer = self.offer.ok_or(GameError::NoOffer)?;
                if offer.by == by {
                    return Err(GameError::OwnOffer);
                }
                self.end(Outcome::draw(Reason::Agreement), now, out);
                Ok(())
            }
            Event::DeclineDraw { by } => {
                let offer = self.offer.ok_or(GameError::NoOffer)?;
                if offer.by == by {
                    return Err(GameError::OwnOffer);
                }
                self.decline_offer(out);
                Ok(())
            }
            Event::Claim { kind, intended } => self.claim(kind, intended, now, out),
            Event::Resign { by } => {
                self.end(Outcome::win(!by, Reason::Resignation), now, out);
                Ok(())
            }
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
            Event::QuickplayClaim => self.quickplay_claim(now, out),
            Event::QuickplayDecision(d) => self.quickplay_decision(d, now, out),
            Event::Penalty { against, penalty } => self.penalty(against, penalty, now, out),
            Event::Seal { mv, resumption } => self.seal(mv, resumption, now, out),
            Event::ResumeAdjourned => self.resume_adjourned(now, out),
            Event::TakeBack => self.take_back(now, out),
        }
    }

    /// Errors for events that need play to be going on.
    fn not_blocked(&self) -> Result<(), GameError> {
        if self.adjourned.is_some() {
            return Err(GameError::Adjourned);
        }
        if self.quickplay.is_some_and(|q| !q.postponed || q.flag_fell) {
            return Err(GameError::QuickplayPending);
        }
        Ok(())
    }

    fn resolve(&self, mv: &MoveInput) -> Result<Move, GameError> {
        match mv {
            MoveInput::Text(t) => Ok(parse_move(&self.position, t)?),
            MoveInput::Move(m) => {
                if self.position.is_legal(m) {
                    Ok(*m)
                } else {
                    Err(GameError::Move(rochade_laws::ParseMoveError::Illegal {
                        text: m.to_string(),
                    }))
                }
            }
        }
    }

    /// Adds a note; the colours in it are capitalised as names
    /// (`White`, `Black`).
    fn note(&mut self, text: String) {
        let text = text
            .split(' ')
            .map(|w| {
                let letters: String = w.chars().take_while(|c| c.is_alphabetic()).collect();
                match letters.as_str() {
                    "white" | "black" => {
                        let mut s = w[..1].to_uppercase();
                        s.push_str(&w[1..]);
                        s
                    }
                    _ => w.to_owned(),
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
            // Keep PGN's marks out of free text (see the pgn module).
            .replace("(=", "(= ")
            .replace("[%", "[ %");
        self.notes.push(Note {
            ply: self.record.len(),
            text,
        });
    }

    fn start(&mut self, now: u64, out: &mut Vec<Happened>) -> Result<(), GameError> {
        if self.started {
            return Err(GameError::AlreadyStarted);
        }
        if let Some(clock) = &mut self.clock {
            clock.start(now)?;
        }
        self.started = true;
        out.push(Happened::Started);
        Ok(())
    }

    /// Plays a legal move: presses the clock (unless `no_press`), records it,
    /// handles offers and board results.
    fn play(
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
                let press = clock.press(side(by), now)?;
                (Some(press.remaining_ms), Some(press.move_ms))
            }
            None => (None, None),
        };
        self.push_move(m, clock_ms, move_ms, sealed, out);
        self.after_move(now, out);
        Ok(())
    }

    fn push_move(
        &mut self,
        m: Move,
        clock_ms: Option<u64>,
        move_ms: Option<u64>,
        sealed: bool,
        out: &mut Vec<Happened>,
    ) {
        let by = self.turn();
        let san = self.position.san(&m);
        let before = self.position.clone();
        self.position.play_unchecked(&m);
        self.history.push(self.position.repetition_key());
        let draw_offer = self.offer_mark_pending == Some(by);
        if draw_offer {
            self.offer_mark_pending = None;
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
        if self.offer.is_some_and(|o| o.by != by) {
            self.decline_offer(out);
        }
    }

    fn after_move(&mut self, now: u64, out: &mut Vec<Happened>) {
        if let Some(o) = board_outcome(&self.position) {
            self.end(o, now, out);
        }
    }

    fn end(&mut self, outcome: Outcome, now: u64, out: &mut Vec<Happened>) {
        if let Some(clock) = &mut self.clock {
            if clock.running_at(now).is_some() {
                let _ = clock.pause(now);
            } else {
                let _ = clock.update(now);
            }
        }
        self.offer = None;
        self.offer_mark_pending = None;
        self.quickplay = None;
        self.adjourned = None;
        self.outcome = Some(outcome);
        out.push(Happened::GameOver(outcome));
    }

    // --- draw offers (Art. 9.1) -----------------------------------------

    fn offer_draw(
        &mut self,
        by: Color,
        from_claim: bool,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        match self.offer {
            Some(o) if o.by == by => {
                if from_claim {
                    return Ok(());
                }
                return Err(GameError::OfferStanding);
            }
            Some(_) => return Err(GameError::OpponentOfferStanding),
            None => {}
        }
        let count = self.offers[by.index()];
        if !from_claim {
            let limit = self.setup.offer_limit;
            if limit.max_per_player.is_some_and(|max| count.made >= max) {
                return Err(GameError::TooManyOffers);
            }
            if let Some(ply) = count.last_declined_ply {
                let own_moves_since = self.record[ply.min(self.record.len())..]
                    .iter()
                    .filter(|r| r.side() == by)
                    .count();
                if (own_moves_since as u64) < u64::from(limit.moves_between) {
                    return Err(GameError::TooManyOffers);
                }
            }
        }
        self.offers[by.index()].made = count.made.saturating_add(1);
        self.offer = Some(DrawOffer {
            by,
            at_ply: self.record.len(),
            from_claim,
        });
        // The mark (=) goes with the offerer's move: the one just made, or,
        // if he has the move, the one he makes next (Art. 9.2, App. E.12).
        let last_is_his = self.record.last().is_some_and(|r| r.side() == by);
        if self.turn() != by && last_is_his {
            if let Some(last) = self.record.last_mut() {
                last.draw_offer = true;
            }
        } else {
            self.offer_mark_pending = Some(by);
        }
        out.push(Happened::DrawOffered { by });
        Ok(())
    }

    fn decline_offer(&mut self, out: &mut Vec<Happened>) {
        if let Some(o) = self.offer.take() {
            self.offers[o.by.index()].last_declined_ply = Some(self.record.len());
            out.push(Happened::DrawDeclined { offered_by: o.by });
        }
    }

    // --- claims (Art. 9.2–9.5) ------------------------------------------

    fn claim(
        &mut self,
        kind: ClaimKind,
        intended: Option<MoveInput>,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.not_blocked()?;
        let by = self.turn();
        let intended = intended.map(|m| self.resolve(&m)).transpose()?;
        if !self.started {
            self.start(now, out)?;
        }
        // Art. 9.5: "he shall immediately stop both clocks".
        let was_running = match &mut self.clock {
            Some(clock) if clock.running_at(now).is_some() => {
                clock.pause(now)?;
                out.push(Happened::ClocksStopped);
                true
            }
            _ => false,
        };
        let correct = claim_is_correct(kind, &self.history, &self.position, intended.as_ref());
        out.push(Happened::ClaimExamined { by, kind, correct });
        let written = intended
            .map(|m| format!(" with {} written first", self.position.san(&m)))
            .unwrap_or_default();
        if correct {
            self.note(format!(
                "{by} claims a draw by {kind}{written} ({}): correct",
                kind.article()
            ));
            if let Some(m) = intended {
                let clock_ms = self.remaining(by, now);
                self.push_move(m, clock_ms, None, false, out);
                // A move that mates or stalemates ends the game first (Art. 5).
                if let Some(o) = board_outcome(&self.position) {
                    self.end(o, now, out);
                    return Ok(());
                }
            }
            let reason = match kind {
                ClaimKind::Repetition => Reason::Repetition,
                ClaimKind::FiftyMoves => Reason::FiftyMoves,
            };
            self.end(Outcome::draw(reason), now, out);
            return Ok(());
        }
        // Art. 9.5 b: incorrect claim.
        let mut text = format!(
            "{by} claims a draw by {kind}{written} ({}): incorrect (Art. 9.5 b)",
            kind.article()
        );
        if let Some(clock) = &mut self.clock {
            let before = clock.remaining(side(by), now);
            let p = claim_penalty(self.setup.edition, before);
            clock.set_remaining(side(by), p.claimant_ms, now)?;
            let opp_before = clock.remaining(side(!by), now);
            clock.add_time(side(!by), p.opponent_bonus_ms, now)?;
            let opp_after = clock.remaining(side(!by), now);
            text.push_str(&format!(
                "; {by} {} → {}, {} {} → {}",
                duration(before),
                duration(p.claimant_ms),
                !by,
                duration(opp_before),
                duration(opp_after)
            ));
            out.push(Happened::TimeChanged {
                side: by,
                before_ms: before,
                after_ms: p.claimant_ms,
            });
            out.push(Happened::TimeChanged {
                side: !by,
                before_ms: opp_before,
                after_ms: opp_after,
            });
        }
        self.note(text);
        // 2001 Art. 9.1 c: a claim counts as a draw offer.
        if self.setup.edition == Edition::Fide2001 && self.offer.is_none_or(|o| o.by == by) {
            self.offer_draw(by, true, out)?;
        }
        if was_running {
            if let Some(clock) = &mut self.clock {
                clock.resume(now)?;
                out.push(Happened::ClocksStarted);
            }
        }
        // "Then the game shall continue and the intended move must be made."
        if let Some(m) = intended {
            let paused = self
                .clock
                .as_ref()
                .is_some_and(|c| c.phase() == Phase::Paused);
            if paused {
                // The clocks were stopped before the claim: the move is
                // completed on the stopped clock, which stays stopped.
                if let Some(clock) = &mut self.clock {
                    clock.resume(now)?;
                }
                self.play(m, now, false, out)?;
                if let Some(clock) = &mut self.clock {
                    if clock.running_at(now).is_some() {
                        clock.pause(now)?;
                    }
                }
            } else {
                self.play(m, now, false, out)?;
            }
        }
        Ok(())
    }

    // --- flags (Art. 6.8, 6.9, 10.4, Appendix B6–B8, C4) -------------------

    /// The outcome when `flagged`'s flag has fallen (Art. 6.9, App. C4).
    fn flag_outcome(&self, flagged: Color) -> Outcome {
        let opponent = !flagged;
        if !self.position.can_checkmate(opponent) {
            Outcome::draw(Reason::FlagFallOpponentCannotMate)
        } else if self.setup.mating_potential_applies()
            && !has_mating_potential(&self.position, opponent)
        {
            Outcome::draw(Reason::FlagFallNoMatingPotential)
        } else {
            Outcome::win(opponent, Reason::FlagFall)
        }
    }

    fn observe_flags(&mut self, now: u64, out: &mut Vec<Happened>) -> Result<(), GameError> {
        let Some(clock) = &mut self.clock else {
            return Ok(());
        };
        let Some(flag) = clock.flag(now) else {
            return Ok(());
        };
        clock.update(now)?;
        let flagged = color(flag.side);
        if !self.flag_reported {
            out.push(Happened::FlagFell {
                side: flagged,
                at_ms: flag.at_ms,
            });
            self.flag_reported = true;
        }
        if let Some(q) = &mut self.quickplay {
            // Art. 10.2: the arbiter declares the result after a flag fall.
            q.flag_fell = true;
            return Ok(());
        }
        if self.adjourned.is_some() {
            return Ok(());
        }
        let outcome = if clock.both_flags_fallen(now) {
            Outcome::draw(Reason::BothFlagsFallen)
        } else {
            self.flag_outcome(flagged)
        };
        self.end(outcome, now, out);
        Ok(())
    }

    fn claim_flag(
        &mut self,
        by: Color,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if self.adjourned.is_some() {
            return Err(GameError::Adjourned);
        }
        let clock = self.clock.as_mut().ok_or(GameError::Untimed)?;
        let theirs = clock.flag_of(side(!by), now);
        let mine = clock.flag_of(side(by), now);
        let Some(at_ms) = theirs else {
            return Err(GameError::FlagNotFallen);
        };
        if clock.running_at(now).is_some() {
            clock.pause(now)?;
        }
        out.push(Happened::FlagFell { side: !by, at_ms });
        if let Some(q) = &mut self.quickplay {
            // Art. 10.2: a postponed claim is decided by the arbiter, even
            // after a flag has fallen.
            q.flag_fell = true;
            self.note(format!(
                "{by} claims that {}'s flag has fallen (Appendix B7)",
                !by
            ));
            return Ok(());
        }
        if mine.is_some() {
            // Appendix B8: "If both flags have fallen, the game is drawn."
            self.end(Outcome::draw(Reason::BothFlagsFallen), now, out);
        } else {
            let o = self.flag_outcome(!by);
            self.end(o, now, out);
        }
        Ok(())
    }

    // --- arbiter ---------------------------------------------------------

    fn adjust(
        &mut self,
        who: Color,
        change: TimeChange,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let clock = self.clock.as_mut().ok_or(GameError::Untimed)?;
        let s = side(who);
        let before = clock.remaining(s, now);
        match change {
            TimeChange::Add(ms) => clock.add_time(s, ms, now)?,
            TimeChange::Remove(ms) => clock.remove_time(s, ms, now)?,
            TimeChange::Set(ms) => clock.set_remaining(s, ms, now)?,
        }
        let after = clock.remaining(s, now);
        if after > 0 {
            // The arbiter's new time makes the flag go up again (Art. 6.13).
            clock.clear_flag(s, now)?;
            self.flag_reported = clock.flag(now).is_some();
        }
        self.note(format!(
            "arbiter: {who}'s clock {} → {} (Art. 6.13)",
            duration(before),
            duration(after)
        ));
        out.push(Happened::TimeChanged {
            side: who,
            before_ms: before,
            after_ms: after,
        });
        Ok(())
    }

    fn add_time(
        &mut self,
        who: Color,
        ms: u64,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if let Some(clock) = &mut self.clock {
            let before = clock.remaining(side(who), now);
            clock.add_time(side(who), ms, now)?;
            let after = clock.remaining(side(who), now);
            out.push(Happened::TimeChanged {
                side: who,
                before_ms: before,
                after_ms: after,
            });
        }
        Ok(())
    }

    /// Whether `who` is in the quickplay finish: his period in force has no
    /// move count (Art. 10.1: "all the remaining moves must be made in a
    /// limited time").
    fn in_quickplay_finish(&self, who: Color) -> bool {
        self.clock.as_ref().is_some_and(|c| {
            let idx = c.period_index(side(who));
            c.control().period(idx).is_some_and(|p| p.is_sudden_death())
        })
    }

    fn illegal_move(
        &mut self,
        by: Color,
        reinstate_ply: Option<usize>,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.not_blocked()?;
        if let Some(ply) = reinstate_ply {
            if ply > self.record.len() {
                return Err(GameError::BadPly(ply));
            }
            self.truncate(ply, now)?;
            out.push(Happened::PositionReinstated { ply });
        }
        let blitz = self.setup.game_type() == Some(GameType::Blitz);
        if self.setup.mode == Mode::Strict && blitz {
            // Appendix C3: the opponent claims a win for the illegal move.
            self.note(format!(
                "illegal move by {by}, claimed by {} (Appendix C3)",
                !by
            ));
            out.push(Happened::IllegalMove { by, count: 1 });
            self.end(Outcome::win(!by, Reason::IllegalMoves), now, out);
            return Ok(());
        }
        let counts = match self.setup.edition {
            Edition::Fide2001 => true,
            // 1997 Art. 10.3 gives the penalties in the quickplay finish.
            Edition::Fide1997 => self.in_quickplay_finish(by),
        };
        if !counts {
            self.note(format!(
                "illegal move by {by}, position reinstated (Art. 7.4)"
            ));
            out.push(Happened::IllegalMove { by, count: 0 });
            return Ok(());
        }
        let count = self.illegal_moves[by.index()].saturating_add(1);
        self.illegal_moves[by.index()] = count;
        out.push(Happened::IllegalMove { by, count });
        let art = match self.setup.edition {
            Edition::Fide2001 => "Art. 7.4 b",
            Edition::Fide1997 => "Art. 10.3",
        };
        if count >= 3 {
            self.note(format!("third illegal move by {by}: game lost ({art})"));
            self.end(Outcome::win(!by, Reason::IllegalMoves), now, out);
        } else {
            self.note(format!(
                "illegal move {count} by {by}: two minutes to {} ({art})",
                !by
            ));
            self.add_time(!by, TWO_MINUTES_MS, now, out)?;
        }
        Ok(())
    }

    /// Keeps the first `ply` half-moves (Art. 7.4 a, take-backs); the clock
    /// runs for the side to move of the reinstated position, times kept
    /// (the arbiter adjusts them, Art. 6.13).
    fn truncate(&mut self, ply: usize, now: u64) -> Result<(), GameError> {
        if ply >= self.record.len() {
            return Ok(());
        }
        let position = self.record[ply].before.clone();
        self.record.truncate(ply);
        self.history.truncate(ply + 1);
        self.position = position;
        self.notes.retain(|n| n.ply <= ply);
        if self.offer.is_some_and(|o| o.at_ply > ply) {
            self.offer = None;
        }
        self.offer_mark_pending = None;
        let turn = self.turn();
        let moves = [Color::White, Color::Black]
            .map(|c| self.record.iter().filter(|r| r.side() == c).count() as u32);
        if let Some(clock) = &mut self.clock {
            set_clock_turn(clock, side(turn), moves, now)?;
        }
        Ok(())
    }

    fn quickplay_claim(&mut self, now: u64, out: &mut Vec<Happened>) -> Result<(), GameError> {
        self.not_blocked()?;
        if self.quickplay.is_some() {
            return Err(GameError::QuickplayPending);
        }
        let by = self.turn();
        if self.setup.game_type() == Some(GameType::Blitz) {
            return Err(GameError::QuickplayNotAllowed(
                "Article 10.2 does not apply in blitz (Appendix C5)",
            ));
        }
        let Some(clock) = &self.clock else {
            return Err(GameError::Untimed);
        };
        if !self.in_quickplay_finish(by) {
            return Err(GameError::QuickplayNotAllowed(
                "not in a quickplay finish (Art. 10.1)",
            ));
        }
        if clock.flag_of(side(by), now).is_some() {
            return Err(GameError::QuickplayNotAllowed("the flag has fallen"));
        }
        if clock.remaining(side(by), now) >= TWO_MINUTES_MS {
            return Err(GameError::QuickplayNotAllowed(
                "two minutes or more on the clock (Art. 10.2)",
            ));
        }
        if let Some(clock) = &mut self.clock {
            if clock.running_at(now).is_some() {
                clock.pause(now)?;
                out.push(Happened::ClocksStopped);
            }
        }
        self.quickplay = Some(QuickplayClaim {
            by,
            postponed: false,
            flag_fell: false,
        });
        self.note(format!("{by} claims a draw (Art. 10.2)"));
        out.push(Happened::QuickplayClaimed { by });
        if self.setup.edition == Edition::Fide2001 && self.offer.is_none() {
            self.offer_draw(by, true, out)?;
        }
        Ok(())
    }

    fn quickplay_decision(
        &mut self,
        d: QuickplayDecision,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let q = self.quickplay.ok_or(GameError::NoQuickplayClaim)?;
        match d {
            QuickplayDecision::Draw => {
                self.note("arbiter: drawn (Art. 10.2 a)".into());
                self.end(Outcome::draw(Reason::QuickplayFinish), now, out);
            }
            QuickplayDecision::Postpone { extra_time } => {
                if q.postponed {
                    return Err(GameError::QuickplayPending);
                }
                self.quickplay = Some(QuickplayClaim {
                    postponed: true,
                    ..q
                });
                let mut text = "arbiter: decision postponed (Art. 10.2 b)".to_string();
                if extra_time {
                    text.push_str(&format!("; two minutes to {}", !q.by));
                    self.add_time(!q.by, TWO_MINUTES_MS, now, out)?;
                }
                self.note(text);
                out.push(Happened::QuickplayPostponed);
                self.restart_clock(now, out)?;
            }
            QuickplayDecision::Reject => {
                if q.postponed {
                    self.quickplay = None;
                    self.note("arbiter: not drawn (Art. 10.2)".into());
                    out.push(Happened::QuickplayRejected);
                    if q.flag_fell {
                        if let Some(flag) = self.clock.as_ref().and_then(|c| c.flag(now)) {
                            let o = self.flag_outcome(color(flag.side));
                            self.end(o, now, out);
                        }
                    }
                    return Ok(());
                }
                if self.setup.edition == Edition::Fide1997 {
                    return Err(GameError::NotInEdition);
                }
                self.quickplay = None;
                self.note(format!(
                    "arbiter: claim rejected, two minutes to {} (Art. 10.2 c)",
                    !q.by
                ));
                out.push(Happened::QuickplayRejected);
                self.add_time(!q.by, TWO_MINUTES_MS, now, out)?;
                self.restart_clock(now, out)?;
            }
        }
        Ok(())
    }

    fn restart_clock(&mut self, now: u64, out: &mut Vec<Happened>) -> Result<(), GameError> {
        if let Some(clock) = &mut self.clock {
            if clock.phase() == Phase::Paused {
                clock.resume(now)?;
                out.push(Happened::ClocksStarted);
            }
        }
        Ok(())
    }

    fn penalty(
        &mut self,
        against: Color,
        penalty: Penalty,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        match penalty {
            Penalty::Warning => {}
            Penalty::IncreaseOpponentTime(ms) => {
                if self.clock.is_none() {
                    return Err(GameError::Untimed);
                }
                self.add_time(!against, ms, now, out)?;
            }
            Penalty::ReduceTime(ms) => {
                let clock = self.clock.as_mut().ok_or(GameError::Untimed)?;
                let before = clock.remaining(side(against), now);
                clock.remove_time(side(against), ms, now)?;
                let after = clock.remaining(side(against), now);
                out.push(Happened::TimeChanged {
                    side: against,
                    before_ms: before,
                    after_ms: after,
                });
            }
            Penalty::LoseGame => {}
        }
        self.note(format!("penalty for {against}: {}", penalty.describe()));
        out.push(Happened::Penalised { against, penalty });
        if penalty == Penalty::LoseGame {
            self.end(Outcome::win(!against, Reason::ArbiterDecision), now, out);
        } else if !self.setup.flag_needs_claim() {
            // A deduction may have made a flag fall.
            self.observe_flags(now, out)?;
        }
        Ok(())
    }

    // --- adjournment (Appendix A) -----------------------------------------

    fn seal(
        &mut self,
        mv: String,
        resumption: Resumption,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.not_blocked()?;
        let by = self.turn();
        let mut remaining = None;
        let mut used = None;
        if let Some(clock) = &mut self.clock {
            // A1: "only then stop his clock without starting the opponent's".
            if clock.running_at(now).is_some() {
                clock.pause(now)?;
            }
            let rem = Side::ALL.map(|s| clock.remaining(s, now));
            let u = Side::ALL.map(|s| clock.ledger(s, now).elapsed_ms());
            remaining = Some(rem);
            used = Some(u);
        }
        let move_number = self.position.fullmove_number();
        let envelope = Envelope {
            white: self.setup.white.clone(),
            black: self.setup.black.clone(),
            position_fen: self.position.to_fen(),
            time_used_ms: used,
            remaining_ms: remaining,
            sealed_by: by,
            move_number,
            draw_offer_by: self.offer.map(|o| o.by),
            resumption,
            sealed_move: mv,
        };
        self.adjourned = Some(envelope);
        self.note(format!("{by} seals move {move_number} (Appendix A1)"));
        out.push(Happened::Adjourned { by, move_number });
        Ok(())
    }

    fn resume_adjourned(&mut self, now: u64, out: &mut Vec<Happened>) -> Result<(), GameError> {
        let envelope = self.adjourned.take().ok_or(GameError::NotAdjourned)?;
        let text = envelope.sealed_move.clone();
        out.push(Happened::SealedMoveOpened { text: text.clone() });
        let by = envelope.sealed_by;
        match parse_move(&self.position, &text) {
            Ok(m) => {
                if let Some(clock) = &mut self.clock {
                    if clock.phase() == Phase::Paused {
                        clock.resume(now)?;
                    }
                }
                self.play(m, now, true, out)?;
                if self.outcome.is_none() {
                    out.push(Happened::ClocksStarted);
                }
            }
            Err(e) => {
                // A8: "Except in the cases mentioned in Article 6.9 and 9.6,
                // the game is lost by a player whose recording of his sealed
                // move (a) is ambiguous, or (b) is false [...] or (c) is
                // illegal."
                let why = match e {
                    rochade_laws::ParseMoveError::Ambiguous { .. } => "ambiguous",
                    rochade_laws::ParseMoveError::Malformed { .. } => "meaningless",
                    rochade_laws::ParseMoveError::Illegal { .. } => "illegal",
                };
                self.note(format!("sealed move {text:?} is {why} (Appendix A8)"));
                let outcome = if self.position.is_dead() || !self.position.can_checkmate(!by) {
                    Outcome::draw(Reason::InvalidSealedMove)
                } else {
                    Outcome::win(!by, Reason::InvalidSealedMove)
                };
                self.end(outcome, now, out);
            }
        }
        Ok(())
    }

    // --- casual ----------------------------------------------------------

    fn take_back(&mut self, now: u64, out: &mut Vec<Happened>) -> Result<(), GameError> {
        if self.setup.mode != Mode::Casual {
            return Err(GameError::CasualOnly);
        }
        self.not_blocked()?;
        let Some(last) = self.record.last().cloned() else {
            return Err(GameError::NothingToTakeBack);
        };
        let was_over = self.outcome.take().is_some();
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
    match pos.status() {
        Status::Ongoing => None,
        Status::Checkmate => Some(Outcome::win(!pos.turn(), Reason::Checkmate)),
        Status::Stalemate => Some(Outcome::draw(Reason::Stalemate)),
        Status::Dead => Some(Outcome::draw(Reason::DeadPosition)),
    }
}

pub(crate) fn new_clock(setup: &GameSetup, first: Color) -> Result<Option<Clock>, GameError> {
    if !setup.time_control.is_timed() {
        return Ok(None);
    }
    let options = ClockOptions::new()
        .with_first_to_move(side(first))
        .with_play_on_after_flag(setup.flag_needs_claim());
    Clock::with_options(setup.time_control.clone(), options)
        .map(Some)
        .map_err(|e| GameError::InvalidSetup(e.to_string()))
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

//! What a game can be asked: its position, record, clock, offers and
//! claims, none of which changes it.

use crate::{
    ClaimHints, ClaimKind, DrawOffer, Envelope, GameSetup, Note, Outcome, QuickplayClaim,
    RecordedMove, ReferredClaim, claim_is_correct,
};
use rochade_clock::{Clock, Side};
use rochade_laws::{Color, MoveList, Position, RepetitionKey};

use super::{TimedGame, result_token};

impl TimedGame {
    /// The setup.
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The same game with the players named `white` and `black` (`?` for
    /// no name, as the PGN's seven-tag roster writes it). A name is no
    /// part of the Laws: nothing else of the game changes.
    pub fn with_players(mut self, white: impl Into<String>, black: impl Into<String>) -> TimedGame {
        self.setup.white = white.into();
        self.setup.black = black.into();
        self
    }

    /// The starting position.
    pub fn start_position(&self) -> &Position {
        self.laws.start()
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.laws.position()
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.laws.position().turn()
    }

    /// The legal moves in the current position (none once the game is
    /// over or adjourned).
    pub fn legal_moves(&self) -> MoveList {
        if self.is_over() || self.adjournment.envelope.is_some() {
            MoveList::new()
        } else {
            self.laws.position().legal_moves()
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
            .map(|c| c.remaining(Side::from(side), now))
    }

    /// Whether the game has started.
    pub fn is_started(&self) -> bool {
        self.started
    }

    /// The standing draw offer.
    pub fn pending_offer(&self) -> Option<DrawOffer> {
        self.offers.standing
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The result as PGN writes it: `1-0`, `0-1`, `1/2-1/2`, or `*` while
    /// the game goes on or awaits the designated arbiter.
    pub fn result_token(&self) -> &'static str {
        result_token(self.outcome)
    }

    /// Whether the game is over: it has a result, or a claim concluded it
    /// for the designated arbiter ([`TimedGame::referred_claim`]).
    pub fn is_over(&self) -> bool {
        self.outcome.is_some() || self.quickplay.referred.is_some()
    }

    /// The claim that concluded the game without an arbiter present (2023
    /// Guidelines III.6; 2001/1997 Appendix D), awaiting the designated
    /// arbiter's decision ([`Event::RuleReferredClaim`]). The result is
    /// then unknown: PGN `*`. The final position is [`TimedGame::position`], the
    /// scoresheet [`TimedGame::record`].
    pub fn referred_claim(&self) -> Option<ReferredClaim> {
        self.quickplay.referred
    }

    /// When the game was started (the time determined for its start), in
    /// the caller's milliseconds.
    pub fn started_at(&self) -> Option<u64> {
        self.presence.start_ms
    }

    /// Whether `side` has been seen at the board ([`Event::Arrived`] or a
    /// move).
    pub fn has_arrived(&self, side: Color) -> bool {
        // Before an adjourned game resumes, a move of the first session does
        // not count: the players come back (2023 Guidelines I.9-I.10).
        self.presence.arrived[side.index()]
            || (self.adjournment.resume_ms.is_none()
                && self.record.iter().any(|r| r.side() == side))
    }

    /// The number of illegal moves `side` has been penalised for (Art. 7.4).
    pub fn illegal_moves(&self, side: Color) -> u32 {
        self.penalties.illegal_moves[side.index()]
    }

    /// The player whose request for an increment awaits the arbiter (2023
    /// Guidelines III.4).
    pub fn pending_increment_request(&self) -> Option<Color> {
        self.quickplay.increment_request
    }

    /// The quickplay claim awaiting or postponed (Art. 10.2).
    pub fn pending_quickplay(&self) -> Option<QuickplayClaim> {
        self.quickplay.claim
    }

    /// The envelope while the game is adjourned (Appendix A).
    pub fn envelope(&self) -> Option<&Envelope> {
        self.adjournment.envelope.as_ref()
    }

    /// The positions so far, as repetition keys (the current one last).
    pub fn repetition_history(&self) -> &[RepetitionKey] {
        self.laws.repetition_keys()
    }

    /// Which claims the player to move could make correctly now (Art. 9.2,
    /// 9.3), for hints.
    ///
    /// ```
    /// use rochade_arbiter::{Event, TimedGame, GameSetup};
    /// let mut game = TimedGame::new(GameSetup::default())?;
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
        if self.outcome.is_some() || self.adjournment.envelope.is_some() {
            return hints;
        }
        let pos = self.laws.position();
        hints.repetition = claim_is_correct(
            ClaimKind::Repetition,
            self.laws.repetition_keys(),
            pos,
            None,
        );
        hints.fifty_moves = claim_is_correct(
            ClaimKind::FiftyMoves,
            self.laws.repetition_keys(),
            pos,
            None,
        );
        for m in pos.legal_moves() {
            if claim_is_correct(
                ClaimKind::Repetition,
                self.laws.repetition_keys(),
                pos,
                Some(&m),
            ) {
                hints.repetition_moves.push(m);
            }
            if claim_is_correct(
                ClaimKind::FiftyMoves,
                self.laws.repetition_keys(),
                pos,
                Some(&m),
            ) {
                hints.fifty_moves_moves.push(m);
            }
        }
        hints
    }
}

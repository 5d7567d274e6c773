//! Flag fall (Art. 6.8, 6.9, 10.4; Appendix B6–B8, C4).

use crate::{GameError, Happened, NoteKind, Outcome, Reason, TimedGame, has_mating_potential};
use rochade_clock::Side;
use rochade_laws::Color;

impl TimedGame {
    // --- flags (Art. 6.8, 6.9, 10.4, Appendix B6–B8, C4) -------------------

    /// The outcome when `flagged`'s flag has fallen (Art. 6.9, App. C4).
    pub(crate) fn flag_outcome(&self, flagged: Color) -> Outcome {
        let opponent = !flagged;
        if !self.laws.position().can_checkmate(opponent) {
            Outcome::draw(Reason::FlagFallOpponentCannotMate)
        } else if self.setup.mating_potential_applies()
            && !has_mating_potential(self.laws.position(), opponent)
        {
            Outcome::draw(Reason::FlagFallNoMatingPotential)
        } else {
            Outcome::win(opponent, Reason::FlagFall)
        }
    }

    pub(crate) fn observe_flags(
        &mut self,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let Some(clock) = &mut self.clock else {
            return Ok(());
        };
        let Some(flag) = clock.flag(now) else {
            return Ok(());
        };
        clock.update(now)?;
        let flagged = Color::from(flag.side);
        if !self.flag_reported {
            out.push(Happened::FlagFell {
                side: flagged,
                at_ms: flag.at_ms,
            });
            self.flag_reported = true;
        }
        if let Some(q) = &mut self.quickplay.claim {
            // Art. 10.2: the arbiter declares the result after a flag fall.
            q.flag_fell = true;
            return Ok(());
        }
        if self.adjournment.envelope.is_some() {
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

    pub(crate) fn claim_flag(
        &mut self,
        by: Color,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if self.adjournment.envelope.is_some() {
            return Err(GameError::Adjourned);
        }
        let clock = self.clock.as_mut().ok_or(GameError::Untimed)?;
        let theirs = clock.flag_of(Side::from(!by), now);
        let mine = clock.flag_of(Side::from(by), now);
        let Some(at_ms) = theirs else {
            return Err(GameError::FlagNotFallen);
        };
        if clock.running_at(now).is_some() {
            clock.pause(now)?;
        }
        out.push(Happened::FlagFell { side: !by, at_ms });
        if let Some(q) = &mut self.quickplay.claim {
            // Art. 10.2: a postponed claim is decided by the arbiter, even
            // after a flag has fallen.
            q.flag_fell = true;
            self.note(NoteKind::FlagClaimed { by });
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
}

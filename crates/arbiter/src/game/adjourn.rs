//! The rules of adjourn applied to a game: see [`crate::adjourn`].

use crate::adjourn::{Envelope, Resumption};
use crate::{GameError, Happened, NoteKind, Outcome, Reason, SealedMoveFault, TimedGame};
use rochade_clock::{Phase, Side};
use rochade_laws::parse_move;

impl TimedGame {
    // --- adjournment (Appendix A) -----------------------------------------

    pub(crate) fn seal(
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
        let move_number = self.laws.position().fullmove_number();
        let envelope = Envelope {
            white: self.setup.white.clone(),
            black: self.setup.black.clone(),
            position_fen: self.laws.position().to_fen(),
            time_used_ms: used,
            remaining_ms: remaining,
            sealed_by: by,
            move_number,
            draw_offer_by: self.offers.standing.map(|o| o.by),
            resumption,
            sealed_move: mv,
        };
        self.adjournment.envelope = Some(envelope);
        self.note(NoteKind::Sealed { by, move_number });
        out.push(Happened::Adjourned { by, move_number });
        Ok(())
    }

    pub(crate) fn resume_adjourned(
        &mut self,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let envelope = self
            .adjournment
            .envelope
            .take()
            .ok_or(GameError::NotAdjourned)?;
        // I.7: "The envelope shall be opened only when the player who must
        // reply to the sealed move is present".
        self.presence.arrived[(!envelope.sealed_by).index()] = true;
        let text = envelope.sealed_move.clone();
        out.push(Happened::SealedMoveOpened { text: text.clone() });
        let by = envelope.sealed_by;
        match parse_move(self.laws.position(), &text) {
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
                let fault = match e {
                    rochade_laws::ParseMoveError::Ambiguous { .. } => SealedMoveFault::Ambiguous,
                    rochade_laws::ParseMoveError::Malformed { .. } => SealedMoveFault::Meaningless,
                    rochade_laws::ParseMoveError::Illegal { .. } => SealedMoveFault::Illegal,
                };
                self.note(NoteKind::SealedMoveInvalid { text, fault });
                let outcome =
                    if self.laws.position().is_dead() || !self.laws.position().can_checkmate(!by) {
                        Outcome::draw(Reason::InvalidSealedMove)
                    } else {
                        Outcome::win(!by, Reason::InvalidSealedMove)
                    };
                self.end(outcome, now, out);
            }
        }
        Ok(())
    }
}

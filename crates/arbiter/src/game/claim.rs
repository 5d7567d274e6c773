//! The rules of claim applied to a game: see [`crate::claim`].

use crate::claim::{ClaimKind, claim_is_correct};
use crate::penalty::{claim_penalty, fide2023_penalty_ms};
use crate::{
    ClaimTimes, Edition, GameError, Happened, MoveInput, NoteKind, Outcome, Reason, TimedGame,
};
use rochade_clock::{Phase, Side};

impl TimedGame {
    // --- claims (Art. 9.2–9.5) ------------------------------------------

    pub(crate) fn claim(
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
        let correct = claim_is_correct(
            kind,
            self.laws.repetition_keys(),
            self.laws.position(),
            intended.as_ref(),
        );
        out.push(Happened::ClaimExamined { by, kind, correct });
        let written_first = intended.map(|m| self.laws.position().san(&m).to_string());
        if correct {
            self.note(NoteKind::DrawClaimCorrect {
                by,
                claim: kind,
                written_first,
            });
            if let Some(m) = intended {
                let clock_ms = self.remaining(by, now);
                self.push_move(m, clock_ms, None, false, out);
                // A move that mates or stalemates ends the game first (Art. 5),
                // as does an automatic draw (2023 Art. 9.6).
                if let Some(o) = self.automatic_outcome() {
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
        let mut times = None;
        if let Some(clock) = &mut self.clock {
            let before = clock.remaining(Side::from(by), now);
            let mut p = claim_penalty(self.setup.edition, before);
            if self.setup.edition == Edition::Fide2023 {
                // 2023 A.3: one minute instead of two in rapid and blitz.
                p.opponent_bonus_ms = fide2023_penalty_ms(self.setup.game_type());
            }
            clock.set_remaining(Side::from(by), p.claimant_ms, now)?;
            let opp_before = clock.remaining(Side::from(!by), now);
            clock.add_time(Side::from(!by), p.opponent_bonus_ms, now)?;
            let opp_after = clock.remaining(Side::from(!by), now);
            times = Some(ClaimTimes {
                claimant_before_ms: before,
                claimant_after_ms: p.claimant_ms,
                opponent_before_ms: opp_before,
                opponent_after_ms: opp_after,
            });
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
        self.note(NoteKind::DrawClaimIncorrect {
            by,
            claim: kind,
            written_first,
            times,
        });
        // 2001 Art. 9.1 c, 2023 Art. 9.1.2.3: a claim counts as a draw offer.
        if self.setup.edition != Edition::Fide1997
            && self.offers.standing.is_none_or(|o| o.by == by)
        {
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
}

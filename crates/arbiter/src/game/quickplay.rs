//! The rules of quickplay applied to a game: see [`crate::quickplay`].

use crate::penalty::TWO_MINUTES_MS;
use crate::quickplay::{
    ClaimBasis, FIVE_SECONDS_MS, GuidelinesRefusal, QuickplayClaim, ReferredClaim,
    guidelines_iii_applicable,
};
use crate::{
    Edition, GameError, GameResult, Happened, NoteKind, Outcome, QuickplayDecision,
    QuickplayRefusal, Reason, TimedGame,
};
use rochade_clock::{GameType, PerMove, Phase, Side};
use rochade_laws::Color;

impl TimedGame {
    /// Whether Guidelines III govern this game now: a 2023 game whose event
    /// announced them (III.2.1), standard or rapid without increment
    /// (III.2.2), and no increment introduced under III.4 yet ("If Article
    /// III.4 does not apply", III.5).
    ///
    /// # Errors
    ///
    /// [`GameError::NotInEdition`], [`GameError::GuidelinesNotAnnounced`] or
    /// [`GameError::GuidelinesNotApplicable`] (details from
    /// [`guidelines_iii_applicable`]).
    pub fn guidelines_iii_in_force(&self) -> Result<(), GameError> {
        if self.setup.edition != Edition::Fide2023 {
            return Err(GameError::NotInEdition);
        }
        self.guidelines_iii_apply(self.turn())
    }

    /// Why Guidelines III do not govern this game now, in detail (`None`:
    /// they do), for the arbiter's panel.
    ///
    /// ```
    /// use rochade_arbiter::{TimedGame, GameSetup, GuidelinesRefusal};
    /// let s = GameSetup::new("Anna", "Bella").with_time_control("1800".parse().unwrap());
    /// let g = TimedGame::new(s.clone())?;
    /// assert_eq!(g.guidelines_iii_refusal(), Some(GuidelinesRefusal::NotAnnounced));
    /// let g = TimedGame::new(GameSetup { guidelines_iii: true, ..s })?;
    /// assert_eq!(g.guidelines_iii_refusal(), None);
    /// # Ok::<(), rochade_arbiter::GameError>(())
    /// ```
    pub fn guidelines_iii_refusal(&self) -> Option<GuidelinesRefusal> {
        if let Err(r) = guidelines_iii_applicable(&self.setup) {
            return Some(r);
        }
        if !self.setup.guidelines_iii {
            return Some(GuidelinesRefusal::NotAnnounced);
        }
        if self.has_per_move_time(self.turn()) {
            return Some(GuidelinesRefusal::IncrementIntroduced);
        }
        None
    }

    /// Whether `who` is in the quickplay finish: his period in force has no
    /// move count (Art. 10.1: "all the remaining moves must be made in a
    /// limited time").
    pub(crate) fn in_quickplay_finish(&self, who: Color) -> bool {
        self.clock.as_ref().is_some_and(|c| {
            let idx = c.period_index(Side::from(who));
            c.control().period(idx).is_some_and(|p| p.is_sudden_death())
        })
    }

    /// Whether `who` plays with time added per move: a control with an
    /// increment, delay or Bronstein time in his current period, or the
    /// increment of 2023 Guidelines III.4 once introduced.
    pub(crate) fn has_per_move_time(&self, who: Color) -> bool {
        self.clock.as_ref().is_some_and(|c| {
            let idx = c.period_index(Side::from(who));
            c.extra_increment_ms() > 0
                || c.control()
                    .period(idx)
                    .is_some_and(|p| p.per_move != PerMove::None)
        })
    }

    /// 2023 Guidelines III.2: used only if announced (III.2.1), only in
    /// standard and rapid games without increment, not in blitz (III.2.2).
    fn guidelines_iii_apply(&self, who: Color) -> Result<(), GameError> {
        if !self.setup.guidelines_iii {
            return Err(GameError::GuidelinesNotAnnounced);
        }
        if self.setup.game_type() == Some(GameType::Blitz) || self.has_per_move_time(who) {
            return Err(GameError::GuidelinesNotApplicable);
        }
        Ok(())
    }

    /// The conditions shared by 2023 III.4 and III.5 (and 2001 Art. 10.2):
    /// the player to move is in the final period, his flag has not fallen
    /// and he has less than two minutes.
    fn under_two_minutes_in_final_period(&self, by: Color, now: u64) -> Result<(), GameError> {
        let Some(clock) = &self.clock else {
            return Err(GameError::Untimed);
        };
        if !self.in_quickplay_finish(by) {
            return Err(GameError::QuickplayNotAllowed(
                QuickplayRefusal::NotInQuickplayFinish,
            ));
        }
        if clock.flag_of(Side::from(by), now).is_some() {
            return Err(GameError::QuickplayNotAllowed(QuickplayRefusal::FlagFallen));
        }
        if clock.remaining(Side::from(by), now) >= TWO_MINUTES_MS {
            return Err(GameError::QuickplayNotAllowed(
                QuickplayRefusal::TwoMinutesOrMore,
            ));
        }
        Ok(())
    }

    /// The player to move, who may ask for an increment (2023 III.4) or
    /// claim without an arbiter (III.6, 2001 Appendix D): not while a
    /// claim waits for the arbiter, and only with a clock.
    fn timed_claimant(&self) -> Result<Color, GameError> {
        if self.quickplay.claim.is_some() {
            return Err(GameError::QuickplayPending);
        }
        if self.clock.is_none() {
            return Err(GameError::Untimed);
        }
        Ok(self.turn())
    }

    /// 2023 Guidelines III.4: "If the player having the move has less than
    /// two minutes left on his clock, he may request that an increment
    /// extra five seconds be introduced for both players. This constitutes
    /// the offer of a draw."
    pub(crate) fn request_increment(
        &mut self,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.playing_under_2023()?;
        let by = self.timed_claimant()?;
        self.guidelines_iii_apply(by)?;
        self.under_two_minutes_in_final_period(by, now)?;
        self.offer_draw(by, true, out)?;
        if let Some(clock) = &mut self.clock {
            if clock.running_at(now).is_some() {
                clock.pause(now)?;
                out.push(Happened::ClocksStopped);
            }
        }
        self.quickplay.increment_request = Some(by);
        self.note(NoteKind::IncrementRequested { by });
        Ok(())
    }

    /// 2023 Guidelines III.4: "If the offer refused, and the arbiter agrees
    /// to the request, the clocks shall then be set with the extra time;
    /// the opponent shall be awarded two extra minutes and the game shall
    /// continue."
    pub(crate) fn increment_decision(
        &mut self,
        agree: bool,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let by = self
            .quickplay
            .increment_request
            .ok_or(GameError::NoIncrementRequest)?;
        if self.offers.standing.is_some() {
            // The opponent answers the offer first.
            return Err(GameError::OpponentOfferStanding);
        }
        self.quickplay.increment_request = None;
        if agree {
            if let Some(clock) = &mut self.clock {
                clock.add_increment(FIVE_SECONDS_MS, now)?;
            }
            self.add_time(!by, TWO_MINUTES_MS, now, out)?;
        }
        self.note(NoteKind::IncrementDecided {
            granted: agree,
            two_minutes_to: !by,
        });
        self.restart_clock(now, out)
    }

    pub(crate) fn quickplay_claim(
        &mut self,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.not_blocked()?;
        if self.quickplay.claim.is_some() {
            return Err(GameError::QuickplayPending);
        }
        if self.setup.edition == Edition::Fide2023 && self.clock.is_some() {
            // 2023 Guidelines III.5 in place of the 2001 Art. 10.2.
            self.guidelines_iii_apply(self.turn())?;
        }
        let by = self.turn();
        if self.setup.game_type() == Some(GameType::Blitz) {
            return Err(GameError::QuickplayNotAllowed(QuickplayRefusal::Blitz));
        }
        self.under_two_minutes_in_final_period(by, now)?;
        if let Some(clock) = &mut self.clock {
            if clock.running_at(now).is_some() {
                clock.pause(now)?;
                out.push(Happened::ClocksStopped);
            }
        }
        self.quickplay.claim = Some(QuickplayClaim {
            by,
            postponed: false,
            flag_fell: false,
        });
        self.note(NoteKind::QuickplayClaimed { by });
        out.push(Happened::QuickplayClaimed { by });
        if self.setup.edition == Edition::Fide2001 && self.offers.standing.is_none() {
            self.offer_draw(by, true, out)?;
        }
        Ok(())
    }

    pub(crate) fn quickplay_decision(
        &mut self,
        d: QuickplayDecision,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let q = self.quickplay.claim.ok_or(GameError::NoQuickplayClaim)?;
        match d {
            QuickplayDecision::Draw => {
                self.note(NoteKind::QuickplayDrawn);
                self.end(Outcome::draw(Reason::QuickplayFinish), now, out);
            }
            QuickplayDecision::Postpone { extra_time } => {
                if q.postponed {
                    return Err(GameError::QuickplayPending);
                }
                self.quickplay.claim = Some(QuickplayClaim {
                    postponed: true,
                    ..q
                });
                let two_minutes_to = extra_time.then_some(!q.by);
                if let Some(c) = two_minutes_to {
                    self.add_time(c, TWO_MINUTES_MS, now, out)?;
                }
                self.note(NoteKind::QuickplayPostponed { two_minutes_to });
                out.push(Happened::QuickplayPostponed);
                self.restart_clock(now, out)?;
            }
            QuickplayDecision::Reject => {
                if q.postponed {
                    self.quickplay.claim = None;
                    self.note(NoteKind::QuickplayNotDrawn);
                    out.push(Happened::QuickplayRejected);
                    if q.flag_fell {
                        if let Some(flag) = self.clock.as_ref().and_then(|c| c.flag(now)) {
                            let o = self.flag_outcome(Color::from(flag.side));
                            self.end(o, now, out);
                        }
                    }
                    return Ok(());
                }
                if self.setup.edition == Edition::Fide1997 {
                    return Err(GameError::NotInEdition);
                }
                self.quickplay.claim = None;
                self.note(NoteKind::QuickplayRejected {
                    two_minutes_to: !q.by,
                });
                out.push(Happened::QuickplayRejected);
                self.add_time(!q.by, TWO_MINUTES_MS, now, out)?;
                self.restart_clock(now, out)?;
            }
        }
        Ok(())
    }

    /// 2023 Guidelines III.6.1 (2001/1997 Appendix D1): a claim with no
    /// arbiter present, by the player to move with less than two minutes,
    /// "before his flag falls. This concludes the game."
    pub(crate) fn unsupervised_claim(
        &mut self,
        basis: ClaimBasis,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.not_blocked()?;
        let by = self.timed_claimant()?;
        if self.setup.edition == Edition::Fide2023 {
            self.guidelines_iii_apply(by)?;
        } else if self.setup.game_type() == Some(GameType::Blitz) {
            return Err(GameError::QuickplayNotAllowed(QuickplayRefusal::Blitz));
        }
        self.under_two_minutes_in_final_period(by, now)?;
        if let Some(clock) = &mut self.clock {
            if clock.running_at(now).is_some() {
                clock.pause(now)?;
                out.push(Happened::ClocksStopped);
            }
        }
        self.offers.standing = None;
        self.offers.mark_pending = None;
        self.note(NoteKind::QuickplayReferred { by, basis });
        self.quickplay.referred = Some(ReferredClaim { by, basis });
        out.push(Happened::ClaimReferred { by, basis });
        Ok(())
    }

    /// 2023 Guidelines III.6.2: the designated arbiter's decision.
    pub(crate) fn rule_referred(
        &mut self,
        result: GameResult,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.quickplay
            .referred
            .take()
            .ok_or(GameError::NoReferredClaim)?;
        self.note(NoteKind::ReferredClaimRuled { result });
        let reason = if result == GameResult::Draw {
            Reason::QuickplayFinish
        } else {
            Reason::ArbiterDecision
        };
        self.end(Outcome { result, reason }, now, out);
        Ok(())
    }

    pub(crate) fn restart_clock(
        &mut self,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if let Some(clock) = &mut self.clock {
            if clock.phase() == Phase::Paused {
                clock.resume(now)?;
                out.push(Happened::ClocksStarted);
            }
        }
        Ok(())
    }
}

//! The rules of applies applied to a game: see [`crate::applies`].

use crate::applies::{Control, Supervision};
use crate::{ClaimBasis, DrawAgreement, Edition, Event, Mode, TWO_MINUTES_MS, TimedGame};
use rochade_clock::{GameType, Side};

impl TimedGame {
    /// Whether `control` can ever apply to this game, supervised as
    /// `supervision` says (see the [module docs](crate::applies)). A
    /// control for which this is `false` is not drawn.
    ///
    /// ```
    /// use rochade_arbiter::{Control, TimedGame, GameSetup, Supervision};
    /// // A first visit's casual 15+10 game: no Guidelines III (III.2.1,
    /// // III.2.2), so no claim without an arbiter (III.6).
    /// let casual = TimedGame::new(GameSetup::new("A", "B").with_time_control("900+10".parse()?))?;
    /// assert!(!casual.applies(Control::UnsupervisedClaim, Supervision::NoArbiter));
    /// let mut setup = GameSetup::new("A", "B").with_time_control("1800".parse()?);
    /// setup.guidelines_iii = true;
    /// let announced = TimedGame::new(setup)?;
    /// assert!(announced.applies(Control::UnsupervisedClaim, Supervision::NoArbiter));
    /// assert!(!announced.applies(Control::UnsupervisedClaim, Supervision::Arbiter));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn applies(&self, control: Control, supervision: Supervision) -> bool {
        let setup = &self.setup;
        let edition = setup.edition;
        let timed = self.clock.is_some();
        let new = edition == Edition::Fide2023;
        match control {
            Control::OfferDraw
            | Control::ClaimDraw
            | Control::Resign
            | Control::IllegalMove
            | Control::Reinstate
            | Control::ColoursReversed
            | Control::Penalty
            | Control::Adjournment => true,
            Control::TakeBack => setup.mode == Mode::Casual,
            Control::ClaimFlag => timed && setup.flag_needs_claim(),
            Control::AdjustTime | Control::DefaultTime | Control::TimePenalty => timed,
            Control::Misconduct => new,
            Control::ClockWithoutMove => new && timed,
            Control::DrawConsent => new && setup.draw_agreement != DrawAgreement::Allowed,
            Control::IncrementRequest => new && timed && self.guidelines_iii_refusal().is_none(),
            Control::QuickplayClaim => self.quickplay_finish_exists(),
            Control::UnsupervisedClaim => {
                supervision == Supervision::NoArbiter && self.quickplay_finish_exists()
            }
        }
    }

    /// Whether the game has a quickplay finish in which the Laws let a
    /// player claim: a clock whose control has a period without a move
    /// count (2001 Art. 10.1), not blitz (2001 Appendix C, 2023 III.2.2);
    /// under the 2023 Laws, only where Guidelines III govern the game
    /// (III.2.1 announced, III.2.2 no increment, and none introduced under
    /// III.4).
    fn quickplay_finish_exists(&self) -> bool {
        if self.clock.is_none() {
            return false;
        }
        if self.setup.edition == Edition::Fide2023 {
            return self.guidelines_iii_refusal().is_none();
        }
        let periods = self.setup.time_control.periods();
        self.setup.game_type() != Some(GameType::Blitz)
            && periods.iter().any(|p| p.is_sudden_death())
    }

    /// Whether the player to move may claim now without an arbiter (2023
    /// Guidelines III.6.1: "with less than two minutes left on his clock";
    /// 2001 and 1997 Appendix D1): the claim applies to the game and the
    /// game would take it at `now`.
    ///
    /// ```
    /// use rochade_arbiter::{Event, TimedGame, GameSetup, Supervision};
    /// let mut setup = GameSetup::new("A", "B").with_time_control("1800".parse()?);
    /// setup.guidelines_iii = true;
    /// let mut g = TimedGame::new(setup)?;
    /// g.apply(Event::Start, 0)?;
    /// assert!(!g.claim_open(Supervision::NoArbiter, 0));
    /// // White's flag is near: 1:30 left.
    /// assert!(g.claim_open(Supervision::NoArbiter, 1_710_000));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn claim_open(&self, supervision: Supervision, now: u64) -> bool {
        self.applies(Control::UnsupervisedClaim, supervision)
            && self
                .preview(
                    &Event::UnsupervisedClaim {
                        basis: ClaimBasis::NoEffort,
                    },
                    now,
                )
                .is_ok()
    }

    /// In how many milliseconds from `now` the claim without an arbiter
    /// opens for the player to move, whose clock runs down towards two
    /// minutes (`None`: not by the clock alone), so that a screen can show
    /// it at that moment.
    pub fn claim_opens_in(&self, supervision: Supervision, now: u64) -> Option<u64> {
        if !self.applies(Control::UnsupervisedClaim, supervision) || self.is_over() {
            return None;
        }
        let clock = self.clock.as_ref()?;
        let side = Side::from(self.turn());
        if clock.running_at(now) != Some(side) {
            return None;
        }
        let left = clock.remaining(side, now);
        let period = clock.control().period(clock.period_index(side))?;
        (period.is_sudden_death() && left >= TWO_MINUTES_MS).then(|| left - TWO_MINUTES_MS + 1)
    }
}

//! Which controls a game can use at all: a control whose rule can never
//! apply to the game shown is not drawn, so a casual game is not cluttered
//! with buttons that would only be refused.
//!
//! [`Game::applies`] answers for the game as it is set up (its edition, mode,
//! time control, the event's announcements and whether an arbiter
//! supervises it): a `false` means no moment of this game allows the
//! control. Whether an action is allowed *now* (a claim before the two
//! minutes, say) stays the business of [`Game::apply`], which refuses it in
//! words; [`Game::claim_open`] tells the one control whose rule limits it to
//! a moment of the game (2023 Guidelines III.6.1, 2001 and 1997 Appendix D1).

use rochade_clock::{GameType, Side};

use crate::{ClaimBasis, DrawAgreement, Edition, Event, Game, Mode, TWO_MINUTES_MS};

/// Whether an arbiter supervises the game (the arbiter's panel is on at the
/// device): the players' own quickplay claim exists only without one (2023
/// Guidelines III.6, 2001 and 1997 Appendix D).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Supervision {
    /// An arbiter supervises the game.
    Arbiter,
    /// No arbiter present.
    NoArbiter,
}

/// A control of the game screen or of the arbiter's panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Control {
    /// The players' draw offer (Art. 9.1): every game.
    OfferDraw,
    /// A claim by repetition or 50 moves (Art. 9.2, 9.3): every game.
    ClaimDraw,
    /// Resignation (Art. 5.1.2, 2001 Art. 5.1 b): every game.
    Resign,
    /// A take-back by agreement: casual games only (not in the Laws; in a
    /// strict game a move once made stands, Art. 4.7, 2001 Art. 4.6).
    TakeBack,
    /// A fallen flag claimed by the opponent (2001 Appendix B6, C2; 1997):
    /// strict rapid and blitz games of the older editions, where the
    /// arbiter does not call the flag; the 2023 Laws call it (Art. 6.11.1).
    ClaimFlag,
    /// No arbiter present: a claim that the opponent cannot win by normal
    /// means or makes no effort to (2023 Guidelines III.6; 2001 and 1997
    /// Appendix D). Only in games without an arbiter, with a clock and a
    /// final period without a move count, not blitz; in a 2023 game only
    /// where the event announced Guidelines III (III.2.1) and the game is
    /// standard or rapid without increment (III.2.2).
    UnsupervisedClaim,
    /// The arbiter changes a clock (2023 Art. 6.11.2, 2001 Art. 6.13):
    /// timed games.
    AdjustTime,
    /// An illegal move completed (2023 Art. 7.5.1, 2001 Art. 7.4): every
    /// game.
    IllegalMove,
    /// A position reinstated after an illegal move found later, or a blind
    /// player's boards retraced (2023 Art. 7.5.1, D.2.9): every game.
    Reinstate,
    /// A player absent at the default time (2023 Art. 6.7.1, 2001 Art.
    /// 6.6): timed games.
    DefaultTime,
    /// A promotion not replaced, the clock pressed without a move, two
    /// hands (2023 Art. 7.5.2–7.5.4): 2023 games only.
    Misconduct,
    /// The clock pressed without a move (2023 Art. 7.5.3): 2023 games with
    /// a clock.
    ClockWithoutMove,
    /// Colours reversed (2023 Art. 7.3, 2001 Art. 7.2): every game.
    ColoursReversed,
    /// A draw agreed with the arbiter's consent (2023 Art. 9.1.1): 2023
    /// games whose event restricts draw agreements.
    DrawConsent,
    /// A request for an increment (2023 Guidelines III.4): where Guidelines
    /// III govern the game.
    IncrementRequest,
    /// The quickplay-finish claim ruled by the arbiter (2023 Guidelines
    /// III.5 where Guidelines III govern the game; 2001 and 1997 Art. 10.2
    /// in a final period without a move count, not in blitz).
    QuickplayClaim,
    /// A penalty in time (2023 Art. 12.9.2, 12.9.3; 2001 Art. 13.4 b, c):
    /// timed games.
    TimePenalty,
    /// A warning or the game declared lost (2023 Art. 12.9.1, 12.9.6; 2001
    /// Art. 13.4 a, d): every game.
    Penalty,
    /// Adjournment (2023 Guidelines I, 2001 and 1997 Appendix A): every
    /// game.
    Adjournment,
}

impl Control {
    /// Every control, as the screen and the panel list them.
    pub const ALL: [Control; 19] = [
        Control::OfferDraw,
        Control::ClaimDraw,
        Control::Resign,
        Control::TakeBack,
        Control::ClaimFlag,
        Control::UnsupervisedClaim,
        Control::AdjustTime,
        Control::IllegalMove,
        Control::Reinstate,
        Control::DefaultTime,
        Control::Misconduct,
        Control::ClockWithoutMove,
        Control::ColoursReversed,
        Control::DrawConsent,
        Control::IncrementRequest,
        Control::QuickplayClaim,
        Control::TimePenalty,
        Control::Penalty,
        Control::Adjournment,
    ];
}

impl Game {
    /// Whether `control` can ever apply to this game, supervised as
    /// `supervision` says (see the [module docs](crate::applies)). A
    /// control for which this is `false` is not drawn.
    ///
    /// ```
    /// use rochade_arbiter::{Control, Game, GameSetup, Supervision};
    /// // A first visit's casual 15+10 game: no Guidelines III (III.2.1,
    /// // III.2.2), so no claim without an arbiter (III.6).
    /// let casual = Game::new(GameSetup::new("A", "B").with_time_control("900+10".parse()?))?;
    /// assert!(!casual.applies(Control::UnsupervisedClaim, Supervision::NoArbiter));
    /// let mut setup = GameSetup::new("A", "B").with_time_control("1800".parse()?);
    /// setup.guidelines_iii = true;
    /// let announced = Game::new(setup)?;
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
    /// use rochade_arbiter::{Event, Game, GameSetup, Supervision};
    /// let mut setup = GameSetup::new("A", "B").with_time_control("1800".parse()?);
    /// setup.guidelines_iii = true;
    /// let mut g = Game::new(setup)?;
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

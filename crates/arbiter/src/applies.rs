//! Which controls a game can use at all: a control whose rule can never
//! apply to the game shown is not drawn, so a casual game is not cluttered
//! with buttons that would only be refused.
//!
//! [`TimedGame::applies`] answers for the game as it is set up (its edition, mode,
//! time control, the event's announcements and whether an arbiter
//! supervises it): a `false` means no moment of this game allows the
//! control. Whether an action is allowed *now* (a claim before the two
//! minutes, say) stays the business of [`TimedGame::apply`], which refuses it in
//! words; [`TimedGame::claim_open`] tells the one control whose rule limits it to
//! a moment of the game (2023 Guidelines III.6.1, 2001 and 1997 Appendix D1).

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

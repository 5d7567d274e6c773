//! Time controls: lists of periods, or an hourglass (Art. 6.1–6.2).

use crate::{ControlError, PerMove, Period};

/// A time control, as agreed before the game (Art. 6.2: "All these must be
/// specified in advance").
///
/// The usual form is a list of [`Period`]s. Each player plays through the
/// periods independently, counted by the moves *he* has completed:
///
/// * The first period's base time is on both clocks at the start.
/// * When a player completes the last move of a period (by pressing his
///   clock, Art. 6.7), the next period's base time is added to his clock.
///   The time he saved is kept ("The time saved by a player during one
///   period is added to his time available for the next period",
///   Art. 6.2). In delay mode the unused fixed extra time of a move is never
///   kept, so only the main time carries over.
/// * If the last period has a move count (e.g. the old "then 20 moves in
///   1 hour"), it repeats: each further block of that many moves adds its
///   base time again.
/// * A sudden-death period (no move count) must be the last one.
///
/// Reaching zero before completing a period's moves is a flag fall like any
/// other (Art. 6.9); the clock does not judge what it means.
///
/// The variants `Unknown` and `Untimed` exist so that every PGN
/// `TimeControl` tag (`?`, `-`) has a value; a [`Clock`](crate::Clock)
/// cannot run them.
///
/// ```
/// use rochade_clock::{TimeControl, Period, PerMove};
/// let tc: TimeControl = "40/5400+30:1800+30".parse()?;
/// assert_eq!(tc.periods()[0], Period::for_moves(40, 5_400_000).with_per_move(PerMove::increment(30_000)));
/// assert_eq!(tc.period_index(39), 0); // move 40 is still in the first period
/// assert_eq!(tc.period_index(40), 1); // move 41 is in the second
/// assert_eq!(tc.period_after(40), Some(1)); // completing move 40 adds period 2's time
/// # Ok::<(), rochade_clock::ParseTimeControlError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum TimeControl {
    /// Unknown (PGN `?`).
    Unknown,
    /// No time control (PGN `-`).
    Untimed,
    /// One or more periods, played in order (PGN `40/5400+30:1800+30`).
    Periods(Vec<Period>),
    /// Hourglass (sandclock, PGN `*60`): both clocks start with `base_ms`
    /// and the time one player uses flows into his opponent's clock, so the
    /// two always add up to twice `base_ms`.
    Hourglass {
        /// Time on each clock at the start, in milliseconds.
        base_ms: u64,
    },
}

impl TimeControl {
    /// A validated list of periods.
    ///
    /// # Errors
    ///
    /// See [`TimeControl::validate`].
    pub fn from_periods(periods: impl Into<Vec<Period>>) -> Result<TimeControl, ControlError> {
        let tc = TimeControl::Periods(periods.into());
        tc.validate()?;
        Ok(tc)
    }

    /// Sudden death: all moves in `base_ms`, nothing per move. Not
    /// validated (a zero base is caught by [`Clock::new`](crate::Clock::new)).
    #[must_use]
    pub fn sudden_death(base_ms: u64) -> TimeControl {
        TimeControl::Periods(vec![Period::sudden_death(base_ms)])
    }

    /// All moves in `base_ms` with a Fischer increment of `increment_ms`
    /// after each completed move (PGN `base+inc`). Not validated.
    #[must_use]
    pub fn fischer(base_ms: u64, increment_ms: u64) -> TimeControl {
        TimeControl::Periods(vec![
            Period::sudden_death(base_ms).with_per_move(PerMove::increment(increment_ms)),
        ])
    }

    /// An hourglass with `base_ms` on each side. Not validated.
    #[must_use]
    pub fn hourglass(base_ms: u64) -> TimeControl {
        TimeControl::Hourglass { base_ms }
    }

    /// Checks that the control can be played on a clock.
    ///
    /// # Errors
    ///
    /// * [`ControlError::NotTimed`] for `Unknown` and `Untimed`;
    /// * [`ControlError::NoPeriods`] for an empty list;
    /// * [`ControlError::ZeroMoves`] for a period of 0 moves;
    /// * [`ControlError::ZeroTime`] for a period with neither base time nor
    ///   per-move time (zero-minute sudden death);
    /// * [`ControlError::SuddenDeathNotLast`] for unreachable periods;
    /// * [`ControlError::ZeroInitialTime`] if the clocks would start at zero.
    ///
    /// ```
    /// use rochade_clock::{ControlError, TimeControl};
    /// assert_eq!(TimeControl::sudden_death(0).validate(), Err(ControlError::ZeroTime { period: 0 }));
    /// assert_eq!(TimeControl::Periods(vec![]).validate(), Err(ControlError::NoPeriods));
    /// assert!(TimeControl::fischer(180_000, 2_000).validate().is_ok());
    /// ```
    pub fn validate(&self) -> Result<(), ControlError> {
        match self {
            TimeControl::Unknown | TimeControl::Untimed => Err(ControlError::NotTimed),
            TimeControl::Hourglass { base_ms } => {
                if *base_ms == 0 {
                    Err(ControlError::ZeroInitialTime)
                } else {
                    Ok(())
                }
            }
            TimeControl::Periods(periods) => {
                let Some(first) = periods.first() else {
                    return Err(ControlError::NoPeriods);
                };
                for (i, p) in periods.iter().enumerate() {
                    match p.moves {
                        Some(0) => return Err(ControlError::ZeroMoves { period: i }),
                        None if i + 1 < periods.len() => {
                            return Err(ControlError::SuddenDeathNotLast { period: i });
                        }
                        _ => {}
                    }
                    if p.base_ms == 0 && p.per_move.is_none() {
                        return Err(ControlError::ZeroTime { period: i });
                    }
                }
                if first.base_ms == 0 && first.initial_bonus_ms() == 0 {
                    return Err(ControlError::ZeroInitialTime);
                }
                Ok(())
            }
        }
    }

    /// Whether this control can run on a clock (neither `?` nor `-`).
    #[must_use]
    pub fn is_timed(&self) -> bool {
        matches!(
            self,
            TimeControl::Periods(_) | TimeControl::Hourglass { .. }
        )
    }

    /// Whether this is an hourglass.
    #[must_use]
    pub fn is_hourglass(&self) -> bool {
        matches!(self, TimeControl::Hourglass { .. })
    }

    /// The periods (empty for the other variants).
    #[must_use]
    pub fn periods(&self) -> &[Period] {
        match self {
            TimeControl::Periods(p) => p,
            _ => &[],
        }
    }

    /// The period with index `index`, if any.
    #[must_use]
    pub fn period(&self, index: usize) -> Option<&Period> {
        self.periods().get(index)
    }

    /// The time on each clock before the start (the first period's base, or
    /// the hourglass), not counting an increment before move 1.
    #[must_use]
    pub fn initial_ms(&self) -> u64 {
        match self {
            TimeControl::Hourglass { base_ms } => *base_ms,
            _ => self.periods().first().map_or(0, |p| p.base_ms),
        }
    }

    /// The index of the period in which a player who has completed
    /// `moves_completed` moves plays his next move.
    ///
    /// A repeating last period (one with a move count) keeps its index.
    /// Returns 0 for controls without periods.
    #[must_use]
    pub fn period_index(&self, moves_completed: u32) -> usize {
        let periods = self.periods();
        let n = u64::from(moves_completed);
        let mut start = 0u64;
        for (i, p) in periods.iter().enumerate() {
            let Some(m) = p.moves else { return i };
            let end = start.saturating_add(u64::from(m));
            if n < end || i + 1 == periods.len() {
                return i;
            }
            start = end;
        }
        0
    }

    /// The per-move rule for a player's next move after `moves_completed`.
    #[must_use]
    pub fn per_move_for(&self, moves_completed: u32) -> PerMove {
        self.period(self.period_index(moves_completed))
            .map_or(PerMove::None, |p| p.per_move)
    }

    /// If completing move number `moves_completed` ends a period, the index
    /// of the period whose base time is then added to that player's clock.
    ///
    /// For a repeating last period this is the last index again.
    ///
    /// ```
    /// use rochade_clock::TimeControl;
    /// // 1997-style: 2 h / 40 moves, then 1 h / 20 moves, repeating.
    /// let tc: TimeControl = "40/7200:20/3600".parse()?;
    /// assert_eq!(tc.period_after(39), None);
    /// assert_eq!(tc.period_after(40), Some(1));
    /// assert_eq!(tc.period_after(60), Some(1));
    /// assert_eq!(tc.period_after(80), Some(1));
    /// assert_eq!(tc.period_after(70), None);
    /// # Ok::<(), rochade_clock::ParseTimeControlError>(())
    /// ```
    #[must_use]
    pub fn period_after(&self, moves_completed: u32) -> Option<usize> {
        let periods = self.periods();
        let n = u64::from(moves_completed);
        if n == 0 {
            return None;
        }
        let mut start = 0u64;
        for (i, p) in periods.iter().enumerate() {
            let m = u64::from(p.moves?);
            let end = start.saturating_add(m);
            let last = i + 1 == periods.len();
            if n < end {
                return None;
            }
            if n == end {
                return Some(if last { i } else { i + 1 });
            }
            if last {
                let into = n - start;
                return (into.checked_rem(m) == Some(0)).then_some(i);
            }
            start = end;
        }
        None
    }

    /// The time a player has for a game of `moves` moves: all base times he
    /// receives before his last move plus every per-move time (increment,
    /// delay or Bronstein delay, counted in full) for those moves. For an
    /// hourglass, its base.
    ///
    /// This is the basis of [`TimeControl::game_type`].
    ///
    /// ```
    /// use rochade_clock::TimeControl;
    /// let tc: TimeControl = "300+3".parse()?;
    /// assert_eq!(tc.nominal_ms(60), 300_000 + 60 * 3_000);
    /// # Ok::<(), rochade_clock::ParseTimeControlError>(())
    /// ```
    #[must_use]
    pub fn nominal_ms(&self, moves: u32) -> u64 {
        if let TimeControl::Hourglass { base_ms } = self {
            return *base_ms;
        }
        let periods = self.periods();
        let moves = u64::from(moves);
        let mut total = self.initial_ms();
        // Moves `start + 1 ..= end` are played in period `i`.
        let mut start = 0u64;
        for (i, p) in periods.iter().enumerate() {
            if start >= moves {
                break;
            }
            let per_move = p.per_move.ms();
            let Some(m) = p.moves.map(u64::from) else {
                return total.saturating_add((moves - start).saturating_mul(per_move));
            };
            if i + 1 == periods.len() {
                // Repeating: a new block begins after every `m` moves.
                let count = moves - start;
                let repeats = (count - 1).checked_div(m).unwrap_or(0);
                return total
                    .saturating_add(count.saturating_mul(per_move))
                    .saturating_add(repeats.saturating_mul(p.base_ms));
            }
            let end = start.saturating_add(m);
            total = total.saturating_add((end.min(moves) - start).saturating_mul(per_move));
            if end < moves {
                total = total.saturating_add(periods.get(i + 1).map_or(0, |next| next.base_ms));
            }
            start = end;
        }
        total
    }

    /// How many more moves a player who has completed `moves_completed`
    /// moves must complete to end his current period, or `None` in sudden
    /// death (or without periods).
    ///
    /// ```
    /// use rochade_clock::TimeControl;
    /// let tc: TimeControl = "40/7200:20/3600".parse()?;
    /// assert_eq!(tc.moves_to_period_end(0), Some(40));
    /// assert_eq!(tc.moves_to_period_end(39), Some(1));
    /// assert_eq!(tc.moves_to_period_end(40), Some(20));
    /// assert_eq!(tc.moves_to_period_end(75), Some(5));
    /// assert_eq!("300+2".parse::<TimeControl>()?.moves_to_period_end(10), None);
    /// # Ok::<(), rochade_clock::ParseTimeControlError>(())
    /// ```
    #[must_use]
    pub fn moves_to_period_end(&self, moves_completed: u32) -> Option<u32> {
        let periods = self.periods();
        let n = u64::from(moves_completed);
        let mut start = 0u64;
        for (i, p) in periods.iter().enumerate() {
            let m = u64::from(p.moves?);
            let end = start.saturating_add(m);
            if n < end {
                return u32::try_from(end - n).ok();
            }
            if i + 1 == periods.len() {
                let into = (n - start).checked_rem(m)?;
                return u32::try_from(m - into).ok();
            }
            start = end;
        }
        None
    }

    /// The same control with every increment set to be (or not be) also
    /// added before move 1. PGN tags cannot express this, so a tag read
    /// with [`str::parse`] has it unset.
    #[must_use]
    pub fn with_increment_before_first_move(mut self, before: bool) -> TimeControl {
        if let TimeControl::Periods(periods) = &mut self {
            for p in periods {
                if let PerMove::Increment {
                    before_first_move, ..
                } = &mut p.per_move
                {
                    *before_first_move = before;
                }
            }
        }
        self
    }
}

impl Period {
    /// The increment added before move 1 if this period is in force when the
    /// clocks start.
    #[must_use]
    pub const fn initial_bonus_ms(&self) -> u64 {
        match self.per_move {
            PerMove::Increment {
                ms,
                before_first_move: true,
            } => ms,
            _ => 0,
        }
    }
}

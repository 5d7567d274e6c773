//! How long to think: a fixed time per move, or a share of the game clock.
//!
//! The library never reads a clock itself (the browser worker's target,
//! wasm32-unknown-unknown, has none in `std`): the caller passes the time it
//! has left, and [`crate::Control::now_ms`] tells the search how much has passed.

/// The time available for one move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum TimeLimit {
    /// Think until stopped (or until another limit is reached).
    #[default]
    Infinite,
    /// Think this many milliseconds.
    MoveTime(u64),
    /// The player's clock: time left, increment per move, and the number of
    /// moves to the next time control (`None`: the rest of the game).
    Clock {
        /// Milliseconds left on the engine's clock.
        remaining_ms: u64,
        /// Milliseconds added after each move (Fischer increment).
        increment_ms: u64,
        /// Moves until the next time control, if any.
        moves_to_go: Option<u32>,
    },
}

/// Milliseconds kept back for the host to receive the move and press the clock.
const OVERHEAD_MS: u64 = 30;
/// Moves assumed still to play when the clock does not say.
const DEFAULT_MOVES_TO_GO: u64 = 30;

/// Two deadlines, in milliseconds from the start of the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Do not start another iteration after this.
    pub soft_ms: u64,
    /// Abort the search at this point, whatever it is doing.
    pub hard_ms: u64,
}

impl TimeLimit {
    /// The deadlines for this move, or `None` for no time limit.
    ///
    /// ```
    /// use rochade_engine::TimeLimit;
    /// let b = TimeLimit::Clock { remaining_ms: 60_000, increment_ms: 0, moves_to_go: None }
    ///     .budget()
    ///     .unwrap();
    /// assert!(b.soft_ms < b.hard_ms && b.hard_ms < 15_000);
    /// ```
    pub fn budget(&self) -> Option<Budget> {
        match *self {
            TimeLimit::Infinite => None,
            TimeLimit::MoveTime(ms) => {
                let t = ms.saturating_sub(OVERHEAD_MS.min(ms / 10)).max(1);
                Some(Budget {
                    soft_ms: t,
                    hard_ms: t,
                })
            }
            TimeLimit::Clock {
                remaining_ms,
                increment_ms,
                moves_to_go,
            } => {
                let available = remaining_ms.saturating_sub(OVERHEAD_MS).max(1);
                let moves = moves_to_go
                    .map(|m| u64::from(m).max(1))
                    .unwrap_or(DEFAULT_MOVES_TO_GO);
                // The share of this move, with most of the increment, but never
                // so much that the next move has nothing left.
                let share = available / (moves + 1) + increment_ms * 3 / 4;
                let cap = if moves == 1 {
                    available * 3 / 4
                } else {
                    available / 3
                };
                let hard = (share * 3).min(cap).max(1);
                let soft = (share * 3 / 5).min(hard).max(1);
                Some(Budget {
                    soft_ms: soft,
                    hard_ms: hard,
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn never_more_than_the_clock() {
        for remaining in [1, 10, 50, 100, 1_000, 10_000, 100_000, 10_000_000] {
            for inc in [0, 1_000, 30_000] {
                for mtg in [None, Some(1), Some(2), Some(40)] {
                    let b = TimeLimit::Clock {
                        remaining_ms: remaining,
                        increment_ms: inc,
                        moves_to_go: mtg,
                    }
                    .budget()
                    .unwrap();
                    assert!(b.soft_ms <= b.hard_ms);
                    assert!(
                        b.hard_ms <= remaining.max(1),
                        "{remaining} {inc} {mtg:?} {b:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn move_time_is_kept() {
        let b = TimeLimit::MoveTime(1000).budget().unwrap();
        assert!(b.hard_ms <= 1000 && b.hard_ms >= 950);
    }
}

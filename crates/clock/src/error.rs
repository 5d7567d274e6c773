//! Errors: impossible time controls, malformed `TimeControl` tags and clock
//! operations made out of order.

use core::fmt;

use crate::Side;

/// A time control that cannot be played (Art. 6.2: "All this must be
/// specified in advance", and what is specified must make sense).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ControlError {
    /// A period-based control with no period at all.
    NoPeriods,
    /// A period that must be completed in 0 moves (`0/5400`).
    ZeroMoves {
        /// Index of the offending period.
        period: usize,
    },
    /// A period that gives no time at all: no base time and no per-move
    /// time (e.g. a zero-minute sudden death).
    ZeroTime {
        /// Index of the offending period.
        period: usize,
    },
    /// The clock would show no time when it is started, so the first flag
    /// would fall at once (e.g. `0+5` without the increment before move 1,
    /// or a zero hourglass).
    ZeroInitialTime,
    /// A sudden-death period (no move count) followed by further periods,
    /// which could never be reached.
    SuddenDeathNotLast {
        /// Index of the sudden-death period.
        period: usize,
    },
    /// `?` (unknown) or `-` (no time control) cannot run on a clock.
    NotTimed,
}

impl fmt::Display for ControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ControlError::NoPeriods => f.write_str("a time control needs at least one period"),
            ControlError::ZeroMoves { period } => {
                write!(f, "period {} requires 0 moves", period + 1)
            }
            ControlError::ZeroTime { period } => {
                write!(
                    f,
                    "period {} gives no time (0 min and no per-move time)",
                    period + 1
                )
            }
            ControlError::ZeroInitialTime => {
                f.write_str("the clock would start with no time on it")
            }
            ControlError::SuddenDeathNotLast { period } => write!(
                f,
                "period {} is sudden death but further periods follow it",
                period + 1
            ),
            ControlError::NotTimed => {
                f.write_str("an unknown or untimed control cannot run a clock")
            }
        }
    }
}

impl std::error::Error for ControlError {}

/// A PGN `TimeControl` tag that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ParseTimeControlError {
    /// The tag is empty.
    Empty,
    /// A field is not of the form `[moves/]seconds[+increment]`, `*seconds`,
    /// `?` or `-`.
    Syntax {
        /// The field that could not be read.
        field: String,
    },
    /// A number does not fit.
    Overflow {
        /// The field with the number.
        field: String,
    },
    /// The tag is well formed but describes an impossible control.
    Invalid(ControlError),
}

impl fmt::Display for ParseTimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseTimeControlError::Empty => f.write_str("empty TimeControl tag"),
            ParseTimeControlError::Syntax { field } => {
                write!(f, "invalid TimeControl field {field:?}")
            }
            ParseTimeControlError::Overflow { field } => {
                write!(f, "number too large in TimeControl field {field:?}")
            }
            ParseTimeControlError::Invalid(e) => write!(f, "impossible time control: {e}"),
        }
    }
}

impl std::error::Error for ParseTimeControlError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ParseTimeControlError::Invalid(e) => Some(e),
            _ => None,
        }
    }
}

impl From<ControlError> for ParseTimeControlError {
    fn from(e: ControlError) -> Self {
        ParseTimeControlError::Invalid(e)
    }
}

/// A clock operation that is not possible in the clock's current state.
///
/// A failed operation never changes what the clock shows: at most it
/// records a flag fall that had already happened by `now`. `now` is checked
/// first, then the clock is brought forward to it, then the operation is
/// checked, so the error does not depend on earlier queries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ClockError {
    /// The time control cannot be played.
    InvalidControl(ControlError),
    /// The clocks have not been started yet (Art. 6.5).
    NotStarted,
    /// `start` was called twice.
    AlreadyStarted,
    /// The clocks are stopped by the arbiter (Art. 6.12); a move cannot be
    /// completed until they are restarted.
    Paused,
    /// `resume` was called but the clocks are not paused.
    NotPaused,
    /// `pause` was called but no clock is running.
    NotRunning,
    /// A player pressed the clock although his own clock is not running
    /// (Art. 6.7: a player stops *his own* clock).
    WrongSide {
        /// Who pressed.
        pressed: Side,
        /// Whose clock is running.
        running: Side,
    },
    /// The flag of the running side has fallen and the clock is frozen
    /// (Art. 6.1, 6.9); play on after flag fall is not enabled.
    FlagFallen {
        /// Whose flag fell.
        side: Side,
        /// The instant it fell, in the caller's milliseconds.
        at_ms: u64,
    },
    /// `now` is earlier than the instant of a previous operation.
    TimeWentBackwards {
        /// The latest instant the clock has seen.
        last_ms: u64,
        /// The instant that was passed.
        now_ms: u64,
    },
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::InvalidControl(e) => write!(f, "invalid time control: {e}"),
            ClockError::NotStarted => f.write_str("the clock has not been started"),
            ClockError::AlreadyStarted => f.write_str("the clock has already been started"),
            ClockError::Paused => f.write_str("the clocks are paused"),
            ClockError::NotPaused => f.write_str("the clocks are not paused"),
            ClockError::NotRunning => f.write_str("no clock is running"),
            ClockError::WrongSide { pressed, running } => write!(
                f,
                "{pressed} pressed the clock but {running}'s clock is running"
            ),
            ClockError::FlagFallen { side, at_ms } => {
                write!(f, "{side}'s flag fell at {at_ms} ms")
            }
            ClockError::TimeWentBackwards { last_ms, now_ms } => {
                write!(f, "time went backwards: {now_ms} ms is before {last_ms} ms")
            }
        }
    }
}

impl std::error::Error for ClockError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ClockError::InvalidControl(e) => Some(e),
            _ => None,
        }
    }
}

impl From<ControlError> for ClockError {
    fn from(e: ControlError) -> Self {
        ClockError::InvalidControl(e)
    }
}

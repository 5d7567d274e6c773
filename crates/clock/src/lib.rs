//! # rochade-clock
//!
//! The chess clock of the FIDE Laws (Art. 6, Appendices B and C): time
//! controls, periods, increment, delay, flag fall and adjustments.
//!
//! The clock never reads a clock itself: every operation takes "now" as
//! monotonic milliseconds from the caller, so the same sequence of calls
//! always gives the same result in the browser, in tests and in a replay.
//! All times are `u64` milliseconds; arithmetic saturates, nothing panics.
//!
//! ```
//! use rochade_clock::{Clock, DisplayOptions, Side, TimeControl, format_time, presets};
//!
//! let fide = presets()[0].control.clone();
//! assert_eq!(fide.to_string(), "40/5400+30:1800+30");
//! assert_eq!(fide.describe(), "90 min / 40 moves + 30 min, +30 s per move from move 1");
//!
//! let mut clock = Clock::new(fide)?;
//! clock.start(1_000)?; // White's clock starts (Art. 6.5)
//! assert_eq!(clock.remaining(Side::White, 1_000), 5_430_000); // 90 min + 30 s from move 1
//! clock.press(Side::White, 11_000)?; // 10 s used, 30 s added
//! assert_eq!(clock.remaining(Side::White, 11_000), 5_450_000);
//! assert_eq!(clock.display(Side::White, 11_000, &DisplayOptions::default()), "1:30:50");
//! # Ok::<(), rochade_clock::ClockError>(())
//! ```

#![warn(missing_docs)]

mod clock;
mod control;
mod display;
mod error;
mod game_type;
mod notation;
mod period;
mod presets;
mod side;

pub use clock::{Clock, ClockOptions, FlagFall, Ledger, Phase, PressOutcome, Snapshot};
pub use control::TimeControl;
pub use display::{DisplayOptions, format_time, next_change_in};
pub use error::{ClockError, ControlError, ParseTimeControlError};
pub use game_type::{
    BLITZ_BELOW_MS, FIDE2023_BLITZ_UP_TO_MS, FIDE2023_RAPID_BELOW_MS, GAME_TYPE_MOVES, GameType,
    RAPIDPLAY_UP_TO_MS,
};
pub use notation::{ControlWords, describe_duration};
pub use period::{PerMove, Period};
pub use presets::{Preset, preset, presets};
pub use side::Side;

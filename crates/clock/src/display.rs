//! Showing a clock's time to people.
//!
//! Two rules come from the Laws: a flag falls at the *expiry* of the
//! allotted time (Art. 6.1), so a display that shows `0:00` while time
//! remains would announce a flag fall that has not happened; and there is
//! no negative time. Times are therefore always rounded *up* to the shown
//! unit, and `0:00` means exactly zero.

/// How times are shown.
///
/// ```
/// use rochade_clock::DisplayOptions;
/// let opts = DisplayOptions::default();
/// assert_eq!(opts.tenths_below_ms, 10_000);
/// let no_tenths = DisplayOptions::default().with_tenths_below(0);
/// assert_eq!(no_tenths.tenths_below_ms, 0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct DisplayOptions {
    /// Show tenths of a second when the time shown is below this many
    /// milliseconds (default 10 s; 0 never shows tenths).
    pub tenths_below_ms: u64,
}

impl Default for DisplayOptions {
    fn default() -> Self {
        DisplayOptions::new()
    }
}

impl DisplayOptions {
    /// The defaults: tenths below 10 seconds.
    #[must_use]
    pub const fn new() -> DisplayOptions {
        DisplayOptions {
            tenths_below_ms: 10_000,
        }
    }

    /// The same options with another tenths threshold.
    #[must_use]
    pub const fn with_tenths_below(self, ms: u64) -> DisplayOptions {
        DisplayOptions {
            tenths_below_ms: ms,
        }
    }

    /// The number of tenths shown for `ms`, if it is shown in tenths.
    const fn tenths(&self, ms: u64) -> Option<u64> {
        let tenths = ms.div_ceil(100);
        if tenths.saturating_mul(100) < self.tenths_below_ms {
            Some(tenths)
        } else {
            None
        }
    }

    /// The largest time shown in tenths, if any.
    const fn last_tenths_ms(&self) -> Option<u64> {
        match self.tenths_below_ms.div_ceil(100) {
            0 => None,
            t => Some((t - 1) * 100),
        }
    }
}

fn push_hms(out: &mut String, secs: u64) {
    use core::fmt::Write as _;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    let _ = if h > 0 {
        write!(out, "{h}:{m:02}:{s:02}")
    } else {
        write!(out, "{m}:{s:02}")
    };
}

/// Formats a remaining time: `h:mm:ss` at an hour or more, `m:ss` below,
/// `m:ss.t` below [`DisplayOptions::tenths_below_ms`].
///
/// The time is rounded *up*, so `0:00` is shown only for exactly zero
/// (always without tenths).
///
/// ```
/// use rochade_clock::{format_time, DisplayOptions};
/// let o = DisplayOptions::default();
/// assert_eq!(format_time(5_400_000, &o), "1:30:00");
/// assert_eq!(format_time(3_599_001, &o), "1:00:00"); // rounded up
/// assert_eq!(format_time(3_599_000, &o), "59:59");
/// assert_eq!(format_time(61_000, &o), "1:01");
/// assert_eq!(format_time(10_000, &o), "0:10");
/// assert_eq!(format_time(9_901, &o), "0:10");
/// assert_eq!(format_time(9_900, &o), "0:09.9");
/// assert_eq!(format_time(1, &o), "0:00.1");
/// assert_eq!(format_time(0, &o), "0:00");
/// assert_eq!(format_time(1, &o.with_tenths_below(0)), "0:01");
/// ```
#[must_use]
pub fn format_time(ms: u64, opts: &DisplayOptions) -> String {
    let mut out = String::with_capacity(12);
    match opts.tenths(ms).filter(|_| ms > 0) {
        Some(tenths) => {
            push_hms(&mut out, tenths / 10);
            out.push('.');
            out.push(char::from(b'0' + (tenths % 10) as u8));
        }
        None => push_hms(&mut out, ms.div_ceil(1000)),
    }
    out
}

/// How many milliseconds a running clock showing `ms` can run before
/// [`format_time`] shows something else, so a UI can redraw exactly then.
///
/// Returns `u64::MAX` for 0, which never changes.
///
/// ```
/// use rochade_clock::{format_time, next_change_in, DisplayOptions};
/// let o = DisplayOptions::default();
/// assert_eq!(next_change_in(61_000, &o), 1_000); // 1:01 -> 1:00
/// assert_eq!(next_change_in(60_500, &o), 500);   // 1:01 -> 1:00
/// assert_eq!(next_change_in(10_500, &o), 500);   // 0:11 -> 0:10
/// assert_eq!(next_change_in(10_000, &o), 100);   // 0:10 -> 0:09.9
/// assert_eq!(next_change_in(9_950, &o), 50);     // 0:10 -> 0:09.9
/// assert_eq!(next_change_in(9_850, &o), 50);     // 0:09.9 -> 0:09.8
/// assert_eq!(next_change_in(0, &o), u64::MAX);
/// let ms = 123_456;
/// let d = next_change_in(ms, &o);
/// assert_eq!(format_time(ms - d + 1, &o), format_time(ms, &o));
/// assert_ne!(format_time(ms - d, &o), format_time(ms, &o));
/// ```
#[must_use]
pub fn next_change_in(ms: u64, opts: &DisplayOptions) -> u64 {
    if ms == 0 {
        return u64::MAX;
    }
    let target = match opts.tenths(ms) {
        Some(tenths) => (tenths - 1) * 100,
        None => {
            let whole = (ms.div_ceil(1000) - 1) * 1000;
            match opts.last_tenths_ms() {
                Some(last) if last < ms => whole.max(last),
                _ => whole,
            }
        }
    };
    ms - target
}

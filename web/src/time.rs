//! The app's one time source.
//!
//! `performance.timeOrigin + performance.now()`: milliseconds since the Unix
//! epoch, monotonic within a page (it does not jump when the system clock is
//! set) and comparable across reloads, so a game saved with its clock running
//! resumes with the time that passed while the page was closed. The clock and
//! arbiter crates never read a clock; everything they know of time comes from
//! here.

/// Now, in whole milliseconds.
pub fn now_ms() -> u64 {
    let Some(perf) = web_sys::window().and_then(|w| w.performance()) else {
        return js_sys::Date::now().max(0.0) as u64;
    };
    let ms = perf.time_origin() + perf.now();
    if ms.is_finite() && ms > 0.0 {
        ms as u64
    } else {
        0
    }
}

/// The wall clock's time of day in local time, in minutes after midnight
/// (for the log of a game locked by the arbiter).
pub fn minute_of_day() -> Option<rochade_arbiter::MinuteOfDay> {
    let d = js_sys::Date::new_0();
    rochade_arbiter::MinuteOfDay::try_from(d.get_hours() * 60 + d.get_minutes()).ok()
}

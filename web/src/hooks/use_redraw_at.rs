//! Redraw exactly when the displayed text changes.

use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// Re-renders the calling component once, `delay_ms` after the render that
/// asked for it (`None`: never). The clock crate says when the shown text
/// next changes (`Clock::next_redraw_in`), so the display is redrawn exactly
/// then: no tick counting, no polling, and no drift in background tabs,
/// because every redraw recomputes the time from the time source rather than
/// counting timer firings.
#[hook]
pub fn use_redraw_after(delay_ms: Option<u64>) {
    let redraw = use_force_update();
    // A new timer for every render: the previous one is dropped (cancelled)
    // when the effect's cleanup runs.
    let generation = use_mut_ref(|| 0u64);
    *generation.borrow_mut() += 1;
    let key = *generation.borrow();
    use_effect_with((key, delay_ms), move |(_, delay)| {
        let timeout = delay.map(|ms| {
            let ms = u32::try_from(ms.saturating_add(1)).unwrap_or(u32::MAX);
            Timeout::new(ms, move || redraw.force_update())
        });
        move || drop(timeout)
    });
}

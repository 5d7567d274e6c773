//! The chess clock of the clock mode, kept under its own storage key so
//! that a killed tab or a reload finds it as it stood.
//!
//! The clock stores instants of the app's time source (milliseconds since
//! the Unix epoch, see [`crate::time`]), so a clock saved while running
//! runs on from its own timestamps after a reload: the time that passed
//! while the page was closed is charged to the side whose clock ran, and no
//! time is gained or lost. It is written on every change (a press, a
//! pause, a correction), never on a tick: between changes the state does
//! not change, only "now" does.

use rochade_clock::Clock;
use yew::prelude::*;

use crate::storage::{self, Backend, CLOCK};

/// The stored clock, if one is stored and readable. An unreadable value is
/// left alone and the clock starts afresh: the clock is a device, not a
/// record that must be kept.
pub fn read_clock() -> Option<Clock> {
    let store = storage::store().ok()?;
    let raw = store.get(CLOCK).ok()??;
    storage::json::from_str(&raw).ok()
}

fn write_clock(clock: Option<&Clock>) {
    let Ok(store) = storage::store() else {
        return;
    };
    // A clock that cannot be saved still runs; it is only not restored.
    match clock {
        Some(clock) => {
            if let Ok(json) = storage::to_json(clock) {
                let _ = store.set(CLOCK, &json);
            }
        }
        None => {
            let _ = store.remove(CLOCK);
        }
    }
}

/// Writes `clock` whenever it changes.
#[hook]
pub fn use_stored_clock(clock: Option<Clock>) {
    use_effect_with(clock, |c| write_clock(c.as_ref()));
}

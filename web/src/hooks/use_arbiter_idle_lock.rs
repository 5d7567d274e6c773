//! The arbiter's actions, opened with the PIN, close again after a minute
//! without one: a tablet left on the table by an arbiter called elsewhere
//! is not left open to the players (2023 Art. 11.3.1).

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use crate::state::{Action, AppState};

/// How long the arbiter's actions stay open without an action.
pub const IDLE_LOCK_MS: u32 = 60_000;

/// Closes the arbiter's actions `IDLE_LOCK_MS` after the last change of
/// the game (`revision`) while they are open (`unlocked`).
#[hook]
pub fn use_arbiter_idle_lock(
    unlocked: bool,
    revision: u64,
    dispatcher: UseReducerDispatcher<AppState>,
) {
    use_effect_with((unlocked, revision), move |&(unlocked, _)| {
        let timeout =
            unlocked.then(|| Timeout::new(IDLE_LOCK_MS, move || dispatcher.dispatch(Action::Lock)));
        move || drop(timeout)
    });
}

//! The review's keys anywhere on the page but in a text field or a
//! dialog: `[` and `]` step back and on through the moves, Shift+`[` and
//! Shift+`]` go to the start position and back to the game, Escape leaves
//! a review ([`crate::commands::review_key`]).

use yew::prelude::*;

use crate::state::{Action, AppState};

/// Dispatches the review's steps for the keys pressed outside text fields
/// and dialogs; Escape only while `reviewing`, and only when nothing
/// before took it (the board's Escape puts a picked-up piece back, or
/// leaves the review itself).
#[hook]
pub fn use_review_keys(reviewing: bool, dispatcher: UseReducerDispatcher<AppState>) {
    crate::hooks::use_document_key(
        "dialog",
        Callback::from(move |e: web_sys::KeyboardEvent| {
            if e.default_prevented() {
                return;
            }
            let step = match e.key().as_str() {
                "Escape" if reviewing => Some(crate::commands::ReviewStep::Live),
                key => crate::commands::review_key(&e.code(), key, e.shift_key()),
            };
            if let Some(step) = step {
                e.prevent_default();
                dispatcher.dispatch(Action::Review(step));
            }
        }),
    );
}

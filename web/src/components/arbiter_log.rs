//! The arbiter's log of a game locked by the arbiter, in the arbiter's
//! panel: each time the app left the foreground with both clocks, each
//! PIN refused or accepted, each arbiter's action, with the move after
//! which it happened. The same entries are comments in the PGN.

use yew::prelude::*;

use crate::context::use_app;
use crate::words::arbiter::log_entry;
use crate::words::i18n::{Msg, t};

/// The log, shown to the arbiter (inside the unlocked panel).
#[function_component]
pub fn ArbiterLog() -> Html {
    let app = use_app();
    let lang = app.lang();
    let game = app.game();
    if !game.setup().is_locked() {
        return html! {};
    }
    let entries: Vec<String> = game.log().map(|n| log_entry(lang, n)).collect();
    html! {
        <section class="arbiter-log" aria-labelledby="arbiter-log-title">
            <h3 id="arbiter-log-title">{ t(lang, Msg::LogTitle) }</h3>
            if entries.is_empty() {
                <p class="hint">{ t(lang, Msg::LogEmpty) }</p>
            } else {
                <ol id="arbiter-log">
                    { for entries.into_iter().map(|e| html! { <li>{ e }</li> }) }
                </ol>
            }
        </section>
    }
}

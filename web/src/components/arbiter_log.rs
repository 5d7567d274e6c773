//! The arbiter's log of a game locked by the arbiter, in the arbiter's
//! panel: each time the app left the foreground with both clocks, each
//! PIN refused or accepted, each arbiter's action, with the move after
//! which it happened. The same entries are comments in the PGN.

use yew::prelude::*;

use crate::context::use_app;
use crate::state::Action;
use crate::words::arbiter::log_entry;
use crate::words::i18n::{Msg, t};

/// The log, shown to the arbiter (inside the unlocked panel).
#[function_component]
pub fn ArbiterLog() -> Html {
    let app = use_app();
    let lang = app.lang();
    let game = app.game();
    let input = use_node_ref();
    if !game.setup().is_locked() {
        return html! {};
    }
    let entries: Vec<String> = game.log().map(|n| log_entry(lang, n)).collect();
    // The log is checked against its seals with the PIN: an entry edited
    // or removed in storage is found (the PIN is asked again, since the
    // check is what a doubt about this device calls for).
    let onsubmit = {
        let (input, d) = (input.clone(), app.dispatcher());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let pin = crate::components::pin_prompt::take_pin(&input);
            d.dispatch(Action::VerifyLog(pin, crate::time::now_ms()));
        })
    };
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
            <form class="verify-log" {onsubmit}>
                <label>{ t(lang, Msg::PinPromptLabel) }
                    <input ref={input} type="password" name="verify-pin" inputmode="numeric"
                        autocomplete="off" required=true />
                </label>
                <button type="submit" id="verify-log">{ t(lang, Msg::VerifyLog) }</button>
            </form>
        </section>
    }
}

//! The arbiter's correction of a result after the end (2023 Art. 8.7:
//! the result indicated by the players "shall stand, unless the arbiter
//! decides otherwise"): a resignation tapped by mistake, a wrong result
//! typed. The right result, or the game going on; the one corrected stays
//! in the record and the PGN beside the correction. In a locked game it
//! needs the arbiter's PIN (the reducer and the arbiter crate refuse it
//! without).

use rochade_arbiter::{Event, GameResult};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::components::pin_prompt::PinGate;
use crate::context::use_app;
use crate::state::Action;
use crate::time::now_ms;
use crate::words::i18n::{Msg, t};

/// The correction, folded until the arbiter opens it.
#[function_component]
pub fn CorrectResult() -> Html {
    let app = use_app();
    let lang = app.lang();
    let open = use_state(|| false);
    let select = use_node_ref();
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: web_sys::Event| {
            if let Some(el) = e.target_dyn_into::<web_sys::Element>() {
                open.set(el.has_attribute("open"));
            }
        })
    };
    let onclick = {
        let (select, d) = (select.clone(), app.dispatcher());
        Callback::from(move |_: MouseEvent| {
            let value = select
                .cast::<HtmlSelectElement>()
                .map(|s| s.value())
                .unwrap_or_default();
            let result = match value.as_str() {
                "1-0" => Some(GameResult::WhiteWins),
                "0-1" => Some(GameResult::BlackWins),
                "1/2-1/2" => Some(GameResult::Draw),
                _ => None,
            };
            d.dispatch(Action::Game(Event::CorrectResult { result }, now_ms()));
        })
    };
    let choice = |value: &'static str, words: String| html! { <option {value}>{ words }</option> };
    html! {
        <details class="correct-result" id="correct-result" open={*open} {ontoggle}>
            <summary>{ t(lang, Msg::CorrectResultLegend) }</summary>
            if *open {
                <PinGate id="correct-pin">
                    <label>{ t(lang, Msg::CorrectResult) }
                        <select ref={select} name="corrected-result">
                            { choice("goes-on", t(lang, Msg::GameGoesOn).to_string()) }
                            { choice("1-0", GameResult::WhiteWins.scoresheet().to_string()) }
                            { choice("0-1", GameResult::BlackWins.scoresheet().to_string()) }
                            { choice("1/2-1/2", GameResult::Draw.scoresheet().to_string()) }
                        </select>
                    </label>
                    <button type="button" id="correct-result-button" {onclick}>
                        { t(lang, Msg::CorrectResult) }
                    </button>
                </PinGate>
            }
        </details>
    }
}

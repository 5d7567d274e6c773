//! At the end of an over-the-board game both players approve the result
//! on the device (2023 Art. 8.7: "approve the result on their electronic
//! scoresheets"), each with his own button.

use rochade_laws::Color;
use yew::prelude::*;

use crate::context::use_app;
use crate::state::Action;
use crate::words::i18n::{Msg, t, tr};

/// The approval of the result.
#[function_component(Approval)]
pub fn approval() -> Html {
    let app = use_app();
    let lang = app.lang();
    let approved = app.state().approved;
    let button = |c: Color| {
        let d = app.dispatcher();
        let done = approved[c.index()];
        html! {
            <button type="button" id={format!("otb-approve-{}", if c.is_white() { "white" } else { "black" })}
                aria-pressed={done.to_string()} disabled={done}
                onclick={Callback::from(move |_: MouseEvent| d.dispatch(Action::Approve(c)))}>
                { tr(lang, Msg::OtbApprove { side: crate::words::side(lang, c) }) }
            </button>
        }
    };
    html! {
        <div class="panel otb-approval" role="group" aria-labelledby="otb-approval-title">
            <h2 id="otb-approval-title">{ t(lang, Msg::OtbApproveTitle) }</h2>
            { button(Color::White) }
            { button(Color::Black) }
            if approved == [true, true] {
                <p class="otb-approved" role="status">{ t(lang, Msg::OtbApproved) }</p>
            }
        </div>
    }
}

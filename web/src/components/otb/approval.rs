//! At the end of an over-the-board game both players approve the result
//! on the device (2023 Art. 8.7: "approve the result on their electronic
//! scoresheets"), each with his own button. The approval is the game's: it
//! is saved with it and written into the PGN.

use rochade_arbiter::Event;
use rochade_laws::Color;
use yew::prelude::*;

use crate::context::AppContext;
use crate::state::Action;
use crate::time::now_ms;
use crate::words::i18n::{Msg, t, tr};

/// The approval of the result. A view function called by its component: it has
/// no state of its own.
pub fn approval(app: &AppContext) -> Html {
    let lang = app.lang();
    let game = &app.state().game;
    let button = |c: Color| {
        let d = app.dispatcher();
        let done = game.approved(c);
        html! {
            <button type="button" id={format!("otb-approve-{}", if c.is_white() { "white" } else { "black" })}
                aria-pressed={done.to_string()} disabled={done}
                onclick={Callback::from(move |_: MouseEvent| {
                    d.dispatch(Action::Game(Event::ApproveResult { by: c }, now_ms()));
                })}>
                { tr(lang, Msg::OtbApprove { side: crate::words::side(lang, c) }) }
            </button>
        }
    };
    html! {
        <div class="panel otb-approval" role="group" aria-labelledby="otb-approval-title">
            <h2 id="otb-approval-title">{ t(lang, Msg::OtbApproveTitle) }</h2>
            { button(Color::White) }
            { button(Color::Black) }
            if Color::ALL.into_iter().all(|c| game.approved(c)) {
                <p class="otb-approved" role="status">{ t(lang, Msg::OtbApproved) }</p>
            }
        </div>
    }
}

//! The arbiter signs off an incomplete scoresheet after the game: the
//! moves pressed without being recorded cannot be filled in (2023 Art.
//! 8.5.3: not reconstructed; 8.6: "cannot be brought up to date"). The
//! record then stands as it is, and the result can be approved (8.7).

use rochade_arbiter::Event;
use yew::prelude::*;

use crate::context::use_app;
use crate::state::Action;
use crate::time::now_ms;
use crate::words::i18n::{Msg, t};

/// The arbiter's control, shown while moves are missing after the end.
#[function_component(SignOff)]
pub fn sign_off() -> Html {
    let app = use_app();
    let lang = app.lang();
    let d = app.dispatcher();
    html! {
        <button type="button" id="otb-sign-off" class="arbiter"
            onclick={Callback::from(move |_: MouseEvent| {
                d.dispatch(Action::Game(Event::SignOffIncomplete, now_ms()));
            })}>
            { t(lang, Msg::OtbSignOff) }
        </button>
    }
}

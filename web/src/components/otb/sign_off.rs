//! The arbiter signs off an incomplete scoresheet after the game: the
//! moves pressed without being recorded cannot be filled in (2023 Art.
//! 8.5.3: not reconstructed; 8.6: "cannot be brought up to date"). The
//! record then stands as it is, and the result can be approved (8.7).

use rochade_arbiter::Event;
use yew::prelude::*;

use crate::context::AppContext;
use crate::state::Action;
use crate::time::now_ms;
use crate::words::i18n::{Msg, t};

/// The arbiter's control, shown while moves are missing after the end.
/// A view function called by its component: it has no state of its own.
pub fn sign_off(app: &AppContext) -> Html {
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

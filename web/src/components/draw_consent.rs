//! The arbiter's consent to a draw agreement the event's regulations
//! forbid without it (2023 Art. 9.1.1: "players cannot offer or agree to a
//! draw, whether in less than a specified number of moves or at all,
//! without the consent of the arbiter"). Shown only while the rule forbids
//! an agreement.

use rochade_arbiter::{Control, Event, Supervision};
use yew::prelude::*;

use crate::context::AppContext;
use crate::words::arbiter as words;
use crate::words::i18n::{Msg, t};

/// The section with its one button.
/// A view function called by its component: it has no state of its own.
pub fn draw_consent_section(app: &AppContext) -> Html {
    let lang = app.lang();
    let game = app.game();
    if game.is_over()
        || !game.applies(Control::DrawConsent, Supervision::Arbiter)
        || game.draw_agreement_open().is_ok()
    {
        return html! {};
    }
    let onclick = {
        let cb = app.game_event();
        Callback::from(move |_: MouseEvent| cb.emit(Event::DrawWithConsent))
    };
    html! {
        <fieldset class="draw-consent">
            <legend>{ words::consent_legend(lang) }</legend>
            <button type="button" {onclick}>{ t(lang, Msg::ConsentButton) }</button>
        </fieldset>
    }
}

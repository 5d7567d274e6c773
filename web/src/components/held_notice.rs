//! Play held after a long leave of the app (`[data-held]`): the arbiter
//! chose at setup that a leave of the app longer than a few seconds needs
//! the PIN to go on, and it was longer. Said at once (`role="alert"`),
//! since the player cannot move until the arbiter comes, with how long
//! the app was away and the PIN's field. The clocks run on meanwhile: the
//! players are at the wooden board.

use yew::prelude::*;

use crate::components::pin_prompt::PinPrompt;
use crate::context::use_app;
use crate::words::commands::duration;
use crate::words::i18n::{Msg, tr};

/// The notice and the PIN's field while play is held; nothing otherwise.
#[function_component]
pub fn HeldNotice() -> Html {
    let app = use_app();
    let game = app.game();
    if !game.is_held() || game.is_over() {
        return Html::default();
    }
    let lang = app.lang();
    let away = game
        .log()
        .filter_map(|n| match n.kind {
            rochade_arbiter::NoteKind::ReturnedToApp { away_ms, .. } => Some(away_ms),
            _ => None,
        })
        .last()
        .unwrap_or_default();
    html! {
        <section class="held" data-held="">
            <p class="message error" role="alert">
                { tr(lang, Msg::PlayHeld { away: &duration(lang, away) }) }
            </p>
            <PinPrompt id="held-pin" />
        </section>
    }
}

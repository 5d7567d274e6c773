//! The arbiter's section for a game begun with colours reversed (2023 Art.
//! 7.3: discontinued and played anew with the correct colours if fewer
//! than 10 moves have been made by both players, otherwise it continues;
//! 2001 and 1997 Art. 7.2: it continues unless the arbiter rules
//! otherwise). The discontinued game goes to the archive as any replaced
//! game does; the new one is set up but not started.

use yew::prelude::*;

use crate::context::AppContext;
use crate::notice::Notice;
use crate::state::Action;
use crate::words::arbiter as words;
use crate::words::i18n::{Msg, t};

/// The section, while the game goes on. After ten moves in a 2023 game the
/// button stays, and its refusal says why.
/// A view function called by its component: it has no state of its own.
pub fn colours_reversed_section(app: &AppContext) -> Html {
    let lang = app.lang();
    let game = app.game();
    if game.is_over() {
        return html! {};
    }
    let edition = game.setup().edition;
    let onclick = {
        let (d, game, orientation) = (app.dispatcher(), game.clone(), app.state().orientation);
        Callback::from(move |_: MouseEvent| {
            d.dispatch(match game.colours_corrected() {
                Ok(setup) => Action::NewGame(Box::new(setup), orientation, crate::time::now_ms()),
                Err(error) => Action::Notify(Notice::GameRefused {
                    error,
                    position: game.position().clone(),
                    edition,
                }),
            })
        })
    };
    html! {
        <fieldset class="colours-reversed">
            <legend>{ words::colours_reversed_legend(lang, edition) }</legend>
            <button type="button" {onclick}>{ t(lang, Msg::ColoursReversedRestart) }</button>
        </fieldset>
    }
}

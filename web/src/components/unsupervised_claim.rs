//! The players' own quickplay claim when no arbiter is present (2023
//! Guidelines III.6.1; 2001 and 1997 Appendix D1): the player to move, with
//! under two minutes, claims that the opponent cannot win by normal means
//! or makes no effort to; "This concludes the game", and the final position
//! and the scoresheet go to the designated arbiter (III.6.2). Shown among
//! the players' controls while the arbiter's panel is off.

use rochade_arbiter::{ClaimBasis, Event};
use yew::prelude::*;

use crate::context::AppContext;
use crate::words::arbiter as words;

/// Whether the players may make the claim themselves now: a game with a
/// clock, not over, and no arbiter's panel (then the arbiter rules).
pub fn applies(app: &AppContext) -> bool {
    let game = app.game();
    !game.is_over() && game.clock().is_some() && !app.settings().arbiter_panel
}

/// The claim's fieldset.
/// A view function called by its component: it has no state of its own.
pub fn unsupervised_claim(app: &AppContext) -> Html {
    let lang = app.lang();
    let game = app.game();
    if !applies(app) {
        return html! {};
    }
    let edition = game.setup().edition;
    let turn = game.turn();
    let button = |basis: ClaimBasis| {
        let cb = app.game_event();
        let onclick =
            Callback::from(move |_: MouseEvent| cb.emit(Event::UnsupervisedClaim { basis }));
        html! {
            <button type="button" {onclick}>{ words::unsupervised_basis(lang, turn, basis) }</button>
        }
    };
    html! {
        <fieldset class="claims">
            <legend>{ words::unsupervised_legend(lang, edition) }</legend>
            <div class="controls">
                { button(ClaimBasis::CannotWin) }
                { button(ClaimBasis::NoEffort) }
            </div>
        </fieldset>
    }
}

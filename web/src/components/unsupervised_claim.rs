//! The players' own quickplay claim when no arbiter is present (2023
//! Guidelines III.6.1; 2001 and 1997 Appendix D1): the player to move, with
//! under two minutes, claims that the opponent cannot win by normal means
//! or makes no effort to; "This concludes the game", and the final position
//! and the scoresheet go to the designated arbiter (III.6.2). Drawn only
//! where it applies (`Game::applies`: in a 2023 game only where the event
//! announced Guidelines III and the game is standard or rapid without
//! increment, III.2; without an arbiter, III.6) and only while the claim is
//! open (`Game::claim_open`: under two minutes, III.6.1).

use rochade_arbiter::{ClaimBasis, Event};
use yew::prelude::*;

use crate::context::AppContext;
use crate::words::arbiter as words;

/// Whether the players may make the claim themselves now: the game is not
/// over, the claim applies to it and is open (the arbiter crate's
/// `Game::claim_open`).
pub fn applies(app: &AppContext) -> bool {
    let game = app.game();
    !game.is_over() && game.claim_open(app.supervision(), crate::time::now_ms())
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

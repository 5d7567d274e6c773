//! The designated arbiter's decision on a claim the players made without
//! an arbiter present (2023 Guidelines III.6.2: "The designated arbiter
//! will decide"; 2001 and 1997 Appendix D2: "whose decision shall be the
//! final one"). Until then the game is over with no result; afterwards the
//! result is his.

use rochade_arbiter::{Event, GameResult};
use yew::prelude::*;

use crate::context::AppContext;
use crate::words::arbiter as words;

/// The three results, shown while a referred claim awaits its decision.
/// A view function called by its component: it has no state of its own.
pub fn referred_ruling(app: &AppContext) -> Html {
    let lang = app.lang();
    let game = app.game();
    if game.referred_claim().is_none() {
        return html! {};
    }
    let button = |result: GameResult| {
        let cb = app.game_event();
        let onclick =
            Callback::from(move |_: MouseEvent| cb.emit(Event::RuleReferredClaim { result }));
        html! { <button type="button" {onclick}>{ words::referred_ruling(lang, result) }</button> }
    };
    html! {
        <fieldset class="claims referred">
            <legend>{ words::referred_ruling_legend(lang, game.setup().edition) }</legend>
            <div class="controls">
                { button(GameResult::WhiteWins) }
                { button(GameResult::Draw) }
                { button(GameResult::BlackWins) }
            </div>
        </fieldset>
    }
}

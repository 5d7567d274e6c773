//! The column beside the board (below it on a phone): the game controls,
//! the scoresheet, and, when switched on in the settings, the Braille
//! scoresheet and the arbiter's panel (most players need neither).

use yew::prelude::*;

use crate::components::arbiter_panel::arbiter_panel;
use crate::components::braille_panel::braille_panel;
use crate::components::controls::controls;

use crate::components::scoresheet::{Row, scoresheet};
use crate::context::AppContext;

/// The side column, with the scoresheet's lines `rows` (which the app
/// computes once for the screen and the print sheet) and its `result`
/// line, once the game has ended. A function, not a component: it has no
/// state, and a component costs its own copy of Yew's lifecycle code.
pub fn side_column(app: &AppContext, rows: &[Row], result: Option<&str>) -> Html {
    let s = app.settings();
    html! {
        <div class="side">
            { controls() }
            { scoresheet(app, rows, result) }
            if s.braille_panel { { braille_panel() } }
            if s.arbiter_panel { { arbiter_panel() } }
        </div>
    }
}

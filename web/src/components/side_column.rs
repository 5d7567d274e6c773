//! The column beside the board (below it on a phone): the game controls,
//! the scoresheet, and, when switched on in the settings, the Braille
//! scoresheet and the arbiter's panel (most players need neither).

use std::rc::Rc;

use yew::prelude::*;

use crate::components::arbiter_panel::ArbiterPanel;
use crate::components::braille_panel::BraillePanel;
use crate::components::controls::Controls;
use crate::components::scoresheet::{Row, scoresheet};
use crate::context::use_app;

/// Properties of [`SideColumn`].
#[derive(Properties, PartialEq)]
pub struct SideColumnProps {
    /// The scoresheet's lines (the app computes them once for the screen
    /// and the print sheet).
    pub rows: Rc<[Row]>,
    /// The result line, once the game has ended.
    pub result: Option<AttrValue>,
}

/// The side column.
#[function_component]
pub fn SideColumn(props: &SideColumnProps) -> Html {
    let app = use_app();
    let s = app.settings();
    html! {
        <div class="side">
            <Controls />
            { scoresheet(&app, &props.rows, props.result.as_deref()) }
            if s.braille_panel { <BraillePanel /> }
            // A game locked by the arbiter always shows the panel: it asks
            // for the PIN.
            if s.arbiter_panel || app.game().setup().is_locked() { <ArbiterPanel /> }
        </div>
    }
}

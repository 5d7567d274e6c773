//! The column beside the board (below it on a phone): the game controls,
//! the scoresheet, and, when switched on in the settings, the Braille
//! scoresheet and the arbiter's panel (most players need neither).

use yew::prelude::*;

use crate::components::arbiter_panel::ArbiterPanel;
use crate::components::braille_panel::BraillePanel;
use crate::components::controls::Controls;
use crate::components::scoresheet::{Row, Scoresheet};
use crate::context::use_app;

/// Properties of [`SideColumn`]: the scoresheet's lines, which the app
/// computes once for the screen and the print sheet.
#[derive(Properties, PartialEq)]
pub struct SideColumnProps {
    /// The scoresheet's lines.
    pub rows: Vec<Row>,
    /// The result line, once the game has ended.
    pub result: Option<String>,
}

/// The side column.
#[function_component(SideColumn)]
pub fn side_column(props: &SideColumnProps) -> Html {
    let app = use_app();
    let s = app.settings();
    html! {
        <div class="side">
            <Controls />
            <Scoresheet rows={props.rows.clone()} result={props.result.clone()} />
            if s.braille_panel { <BraillePanel /> }
            if s.arbiter_panel { <ArbiterPanel /> }
        </div>
    }
}

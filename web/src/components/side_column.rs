//! The column beside the board: the clocks, the game controls, the
//! scoresheet, the Braille scoresheet and the arbiter's panel.

use yew::prelude::*;

use crate::components::arbiter_panel::ArbiterPanel;
use crate::components::braille_panel::BraillePanel;
use crate::components::clocks::Clocks;
use crate::components::controls::Controls;
use crate::components::scoresheet::{Row, Scoresheet};

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
    html! {
        <div class="side">
            <Clocks />
            <Controls />
            <Scoresheet rows={props.rows.clone()} result={props.result.clone()} />
            <BraillePanel />
            <ArbiterPanel />
        </div>
    }
}

//! The column beside the board (below it on a phone), under the desk: the
//! scoresheet, after the game the computer's analysis, and, when switched
//! on in the settings, the Braille scoresheet (most players never need
//! it).

use std::rc::Rc;

use yew::prelude::*;

use crate::components::analysis::AnalysisPanel;
use crate::components::braille_panel::BraillePanel;
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
            { scoresheet(&app, &props.rows, props.result.as_deref()) }
            <AnalysisPanel />
            if s.braille_panel { <BraillePanel /> }
        </div>
    }
}

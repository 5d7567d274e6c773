//! The evaluation graph (`#eval-graph`): White's winning chances after
//! each move, as lichess draws them, in an SVG that is one focusable
//! slider. Its value is the move shown on the board (read-only, the best
//! move drawn there); the arrow keys, Home, End, Page Up and Page Down, a
//! click or a tap go to a move. Marked moves carry a shape as well as a
//! colour: a circle for an inaccuracy, a square for a mistake, a triangle
//! for a blunder. Its text alternative is `#eval-summary`.

use std::rc::Rc;

use rochade_engine::analysis::{CP_SCALE, Mark};
use rochade_laws::Color;
use yew::prelude::*;

use crate::analysis::GameAnalysis;
use crate::context::use_app;
use crate::state::Action;
use crate::words::analysis::value_text;
use crate::words::i18n::{Msg, t};

/// The drawing's size and margins, in its own units.
const W: f64 = 600.0;
const H: f64 = 180.0;
const LEFT: f64 = 52.0;
const RIGHT: f64 = 8.0;
const TOP: f64 = 8.0;
const BOTTOM: f64 = 22.0;

/// Properties of [`EvalGraph`].
#[derive(Properties, PartialEq)]
pub struct EvalGraphProps {
    /// The analysis drawn.
    pub analysis: Rc<GameAnalysis>,
}

// Coordinates are whole units, written as integers: formatting a float
// would bring Rust's float printing into the page's module.
fn x_of(ply: usize, plies: usize) -> i32 {
    (LEFT + (W - LEFT - RIGHT) * ply as f64 / plies.max(1) as f64).round() as i32
}

fn y_of(chances: f64) -> i32 {
    let mid = TOP + (H - TOP - BOTTOM) / 2.0;
    (mid - (H - TOP - BOTTOM) / 2.0 * chances).round() as i32
}

/// A whole number of units, written.
fn n(v: f64) -> String {
    (v.round() as i32).to_string()
}

/// The shape of a mark at (x, y).
fn mark_shape(mark: Mark, x: i32, y: i32) -> Html {
    match mark {
        Mark::Inaccuracy => html! {
            <circle class="mark-inaccuracy" cx={x.to_string()} cy={y.to_string()} r="5" />
        },
        Mark::Mistake => html! {
            <rect class="mark-mistake" x={(x - 5).to_string()} y={(y - 5).to_string()}
                width="10" height="10" />
        },
        Mark::Blunder => html! {
            <polygon class="mark-blunder"
                points={format!("{},{} {},{} {},{}", x, y - 7, x - 7, y + 5, x + 7, y + 5)} />
        },
    }
}

/// The graph.
#[function_component]
pub fn EvalGraph(props: &EvalGraphProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let state = app.state();
    let a = &props.analysis;
    let plies = a.played().len();
    let current = state.viewing.unwrap_or(plies).min(plies);
    let notation = state.settings.notation(lang);
    let go = {
        let d = app.dispatcher();
        Callback::from(move |ply: usize| d.dispatch(Action::View(Some(ply.min(plies)))))
    };
    let onkeydown = {
        let go = go.clone();
        Callback::from(move |e: KeyboardEvent| {
            let to = match e.key().as_str() {
                "ArrowLeft" | "ArrowDown" => current.saturating_sub(1),
                "ArrowRight" | "ArrowUp" => current + 1,
                "Home" => 0,
                "End" => plies,
                "PageDown" => current.saturating_sub(10),
                "PageUp" => current + 10,
                _ => return,
            };
            e.prevent_default();
            go.emit(to.min(plies));
        })
    };
    let onclick = {
        let go = go.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(el) = e
                .current_target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            else {
                return;
            };
            let rect = el.get_bounding_client_rect();
            if rect.width() <= 0.0 {
                return;
            }
            let x = (f64::from(e.client_x()) - rect.left()) / rect.width() * W;
            let share = ((x - LEFT) / (W - LEFT - RIGHT)).clamp(0.0, 1.0);
            go.emit((share * plies as f64).round() as usize);
        })
    };
    html! {
        <svg id="eval-graph" class="eval-graph" viewBox={view_box()} role="slider" tabindex="0"
            aria-label={t(lang, Msg::EvalGraph)} aria-describedby="eval-summary"
            aria-valuemin="0" aria-valuemax={plies.to_string()} aria-valuenow={current.to_string()}
            aria-valuetext={value_text(lang, a, current, &notation)}
            {onkeydown} {onclick}>
            <title>{ t(lang, Msg::EvalGraphAxis) }</title>
            { drawing(a, lang, Some(current)) }
        </svg>
    }
}

/// The drawing's `viewBox`.
pub fn view_box() -> String {
    format!("0 0 {} {}", n(W), n(H))
}

/// The graph's drawing: the frame, its axes' labels, the line and area
/// of White's winning chances, the marks, and a line at `current` (the
/// move shown), if any. Drawn on the screen's slider and on the print.
pub fn drawing(a: &GameAnalysis, lang: crate::words::i18n::Lang, current: Option<usize>) -> Html {
    let plies = a.played().len();
    // The line through every position judged so far (one that came
    // without an evaluation is left out).
    let at = |p: usize| {
        a.eval_of(p)
            .map(|e| (x_of(p, plies), y_of(e.winning_chances(CP_SCALE))))
    };
    let points: Vec<(i32, i32)> = (0..=plies).filter_map(at).collect();
    let line = points
        .iter()
        .map(|(x, y)| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ");
    let mid = y_of(0.0);
    let area = match (points.first(), points.last()) {
        (Some(first), Some(last)) => {
            format!("{:.1},{mid:.1} {line} {:.1},{mid:.1}", first.0, last.0)
        }
        _ => String::new(),
    };
    let marks = a.moves().into_iter().enumerate().filter_map(|(ply, j)| {
        let (x, y) = at(ply + 1)?;
        Some(mark_shape(j.mark?, x, y))
    });
    let ticks = (1..)
        .map(|m: usize| m * 10)
        .take_while(|&m| 2 * m - 1 <= plies)
        .map(|number| {
            let x = x_of(2 * number - 1, plies);
            html! {
                <g class="tick">
                    <line x1={x.to_string()} x2={x.to_string()} y1={n(TOP)} y2={n(H - BOTTOM)} />
                    <text x={x.to_string()} y={n(H - 6.0)} text-anchor="middle">{ number }</text>
                </g>
            }
        });
    let side = |c: Color| crate::words::names::side(lang, c);
    html! {
        <>
            <rect class="eval-back" x={n(LEFT)} y={n(TOP)}
                width={n(W - LEFT - RIGHT)} height={n(H - TOP - BOTTOM)} />
            { for ticks }
            <line class="eval-zero" x1={n(LEFT)} x2={n(W - RIGHT)}
                y1={mid.to_string()} y2={mid.to_string()} />
            <text class="axis" x="4" y={n(TOP + 10.0)}>{ side(Color::White) }</text>
            <text class="axis" x="4" y={mid.to_string()} dominant-baseline="middle">{ "0" }</text>
            <text class="axis" x="4" y={n(H - BOTTOM)}>{ side(Color::Black) }</text>
            if !area.is_empty() {
                <polygon class="eval-area" points={area} />
                <polyline class="eval-line" points={line} />
            }
            { for marks }
            if let Some(now_x) = current.map(|c| x_of(c, plies)) {
                <line class="eval-now" x1={now_x.to_string()} x2={now_x.to_string()}
                    y1={n(TOP)} y2={n(H - BOTTOM)} />
            }
        </>
    }
}

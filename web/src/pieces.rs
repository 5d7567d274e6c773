//! The piece set, drawn for Rochade as SVG paths on a 45 × 45 grid.
//!
//! Each piece is a few plain shapes: a common base, a body, and the detail
//! that tells it apart (crenels, mitre slit, mane, crown points, cross). White
//! pieces are light with a dark outline, black pieces dark with light details,
//! so both read on light and dark squares and in forced-colours mode.

use rochade_laws::{Color, Piece, Role};
use yew::prelude::*;

/// The shapes of one piece: filled outlines and detail strokes.
struct Shape {
    bodies: &'static [&'static str],
    details: &'static [&'static str],
}

const BASE: &str = "M11 39.5 h23 a1.5 1.5 0 0 0 1.5 -1.5 v-1.5 a2 2 0 0 0 -2 -2 h-20 a2 2 0 0 0 -2 2 v1.5 a1.5 1.5 0 0 0 1.5 1.5 z";

fn shape(role: Role) -> Shape {
    match role {
        Role::Pawn => Shape {
            bodies: &[
                BASE,
                "M16 34.5 C16.5 28 19 24 20.5 21.5 h4 C26 24 28.5 28 29 34.5 z",
                "M17.5 21.5 h10 a1.5 1.5 0 0 0 0 -3 h-10 a1.5 1.5 0 0 0 0 3 z",
                "M22.5 8 a5.5 5.5 0 1 0 0.01 0 z",
            ],
            details: &[],
        },
        Role::Rook => Shape {
            bodies: &[
                BASE,
                "M14 34.5 l1.5 -17 h14 l1.5 17 z",
                "M12 17.5 v-9 h4.5 v3.5 h3.5 v-3.5 h5 v3.5 h3.5 v-3.5 h4.5 v9 z",
            ],
            details: &["M15.5 21 h14", "M15 31 h15"],
        },
        Role::Knight => Shape {
            bodies: &[
                BASE,
                "M14.5 34.5 C14 29 17.5 26 20 24 C21 22.5 20 21 18.5 21.5 L13.5 24.5 C11.5 25.5 9.5 24 10.5 21.5 C12 17 15 13 19 10.5 L20.5 6.5 L23 9.5 C30 10 34.5 17 34 34.5 z",
            ],
            details: &[
                "M16.3 15.2 a1.2 1.2 0 1 0 0.01 0",
                "M24 12 C28 15 30 22 30 33",
            ],
        },
        Role::Bishop => Shape {
            bodies: &[
                BASE,
                "M16 34.5 C16 31 17.5 30 18 29.5 h9 C27.5 30 29 31 29 34.5 z",
                "M18 29.5 C13 25 14 17 22.5 9.5 C31 17 32 25 27 29.5 z",
                "M22.5 3.5 a2.5 2.5 0 1 0 0.01 0 z",
            ],
            details: &["M25.5 14 L21 20.5", "M18.5 26 h8"],
        },
        Role::Queen => Shape {
            bodies: &[
                BASE,
                "M12 34.5 L9.5 15 L16.5 25.5 L17.5 11.5 L22.5 24 L27.5 11.5 L28.5 25.5 L35.5 15 L33 34.5 z",
                "M9.5 11.5 a2.3 2.3 0 1 0 0.01 0 z",
                "M17.5 8 a2.3 2.3 0 1 0 0.01 0 z",
                "M27.5 8 a2.3 2.3 0 1 0 0.01 0 z",
                "M35.5 11.5 a2.3 2.3 0 1 0 0.01 0 z",
            ],
            details: &["M13 30.5 h19"],
        },
        Role::King => Shape {
            bodies: &[
                BASE,
                "M12.5 34.5 C9 27 10.5 20 16.5 19.5 C19.5 19.3 21.5 21 22.5 23.5 C23.5 21 25.5 19.3 28.5 19.5 C34.5 20 36 27 32.5 34.5 z",
                "M21 4 h3 v3.5 h3.5 v3 h-3.5 v8 h-3 v-8 h-3.5 v-3 h3.5 z",
            ],
            details: &["M14 30.5 h17", "M22.5 23.5 v7"],
        },
    }
}

/// One piece as an inline SVG, hidden from assistive technology (the square
/// that holds it carries its name). A view function called by its component: it
/// has no state of its own.
pub fn piece_svg(piece: Piece) -> Html {
    let Shape { bodies, details } = shape(piece.role);
    let class = match piece.color {
        Color::White => "piece piece-white",
        Color::Black => "piece piece-black",
    };
    html! {
        <svg {class} viewBox="0 0 45 45" aria-hidden="true" focusable="false">
            { for bodies.iter().map(|d| html! { <path class="piece-body" d={*d} /> }) }
            { for details.iter().map(|d| html! { <path class="piece-detail" d={*d} /> }) }
        </svg>
    }
}

//! The top-level component.

use yew::prelude::*;

/// The initial arrangement of the pieces (Art. 2.3), rank 8 first, as
/// figurines. Replaced by the rules crate's position once it lands.
const START: [&str; 8] = [
    "♜♞♝♛♚♝♞♜",
    "♟♟♟♟♟♟♟♟",
    "        ",
    "        ",
    "        ",
    "        ",
    "♙♙♙♙♙♙♙♙",
    "♖♘♗♕♔♗♘♖",
];

const FILES: [char; 8] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/// The application shell: heading and board.
#[function_component(App)]
pub fn app() -> Html {
    let rows = START.iter().enumerate().map(|(r, row)| {
        let rank = 8 - r;
        let cells = row.chars().enumerate().map(|(f, piece)| {
            let dark = (r + f) % 2 == 1;
            let class = classes!("square", if dark { "dark" } else { "light" });
            let name = format!("{}{}", FILES[f], rank);
            html! {
                <div role="gridcell" {class} data-square={name.clone()} aria-label={name}>
                    { piece.to_string().trim().to_string() }
                </div>
            }
        });
        html! { <div role="row" class="rank">{ for cells }</div> }
    });
    html! {
        <main class="rochade">
            <h1>{ "Rochade" }</h1>
            <div role="grid" class="board" aria-label="Chessboard">{ for rows }</div>
        </main>
    }
}

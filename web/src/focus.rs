//! Where the focus goes when the page, not the user, moves it: play goes
//! on at the board or the move field, never back at a button that opened
//! a dialog now closed.

/// Puts the focus where play goes on: the board's square that takes the
/// focus (its roving tabindex), or over the board (`?otb`, where the board
/// is hidden) the move field. Whether an element took it.
pub fn focus_play(otb: bool) -> bool {
    focus_first(if otb {
        MOVE_FIELD
    } else {
        "#board [data-square][tabindex='0']"
    })
}

/// The move field, where a blind player types moves and commands.
pub const MOVE_FIELD: &str = "#move-input";

/// Focuses the first element that `selector` finds; whether one took it.
pub fn focus_first(selector: &str) -> bool {
    let target = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|el| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el).ok());
    match target {
        Some(el) => el.focus().is_ok(),
        None => false,
    }
}

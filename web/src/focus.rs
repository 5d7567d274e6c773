//! Where the focus goes when the page, not the user, moves it: play goes
//! on at the board or the move field, never back at a button that opened
//! a dialog now closed; and the board brought into view when a move tapped
//! elsewhere is shown on it.

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

/// Scrolls the page the least that shows the whole board, when part of it
/// is out of view. On a phone the scoresheet lies under the board: a move
/// tapped there is shown on a board scrolled away. The review's bar that
/// the render adds goes under the board, so the board stays where this
/// puts it.
pub fn board_into_view() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let grid = window
        .document()
        .and_then(|d| d.query_selector("#board [role='grid']").ok().flatten());
    let (Some(grid), Some(height)) = (grid, window.inner_height().ok().and_then(|h| h.as_f64()))
    else {
        return;
    };
    let rect = grid.get_bounding_client_rect();
    let by = if rect.top() < 0.0 {
        rect.top() - 8.0
    } else if rect.bottom() > height {
        (rect.bottom() - height + 8.0).min(rect.top() - 8.0)
    } else {
        return;
    };
    window.scroll_by_with_x_and_y(0.0, by);
}

//! Bring the board into view after a move of the scoresheet was tapped.

use yew::prelude::*;

/// Returns a callback that, once the render it causes is done, scrolls the
/// board's grid into view when part of it is out of view. On a phone the
/// scoresheet is under the board: a move tapped there shows its position
/// on a board scrolled away, and the review's bar under the board would
/// otherwise push it further (the browser keeps the tapped move in place).
#[hook]
pub fn use_board_in_view() -> Callback<()> {
    let asked = use_state(|| 0_u32);
    {
        use_effect_with(*asked, move |n| {
            if *n > 0 {
                board_into_view();
            }
        });
    }
    Callback::from(move |()| asked.set(asked.wrapping_add(1).max(1)))
}

/// Scrolls the page the least that shows the whole board, when it fits.
fn board_into_view() {
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
    let margin = 8.0;
    let by = if rect.top() < 0.0 {
        rect.top() - margin
    } else if rect.bottom() > height {
        (rect.bottom() - height + margin).min(rect.top() - margin)
    } else {
        return;
    };
    window.scroll_by_with_x_and_y(0.0, by);
}

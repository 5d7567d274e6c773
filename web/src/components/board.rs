//! The board: an ARIA grid of 64 squares with row and column headers.
//!
//! - Keyboard (roving tabindex): arrow keys move the focus, Home/End go to
//!   the ends of a rank, Enter or Space picks up and puts down, Escape
//!   cancels; letters a–h jump to that file and digits 1–8 to that rank on
//!   the focused rank/file; Shift+K, Q, R, B, N, P jump to the next piece of
//!   that kind in reading order. Other keys go to `on_key` for the commands
//!   of the blind mode (see [`crate::commands::key_command`]). Only a picked-up
//!   square carries `aria-selected`, so screen readers do not say "not
//!   selected" on every square.
//! - Pointer: click-click, or drag-and-drop with pointer events (mouse, pen,
//!   touch on a club tablet).
//!
//! Each square's accessible name is its name in the chosen announcement
//! scheme and what stands on it in the interface language ("Eva vier, white
//! pawn"); the pieces' SVG is hidden
//! from assistive technology, so nothing is read twice.

use rochade_laws::{Color, File, Position, Rank, Square};
use rochade_speech::{Announcement, Settings as SpeechSettings};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

use crate::components::lang_text::{lang_text, same_language};
use crate::pieces::piece_svg;

/// Where a key moves the focus from `sq`: the arrows, Home/End and
/// PageUp/PageDown along ranks and files; a file letter or rank digit to
/// that file or rank; Shift+K, Q, R, B, N, P to the next piece of that
/// kind. `None`: the key does not move the focus.
fn key_target(
    key: &str,
    shift: bool,
    sq: Square,
    orientation: Color,
    position: &rochade_laws::Position,
) -> Option<Square> {
    match key {
        "ArrowUp" => Some(step(sq, orientation, 0, 1)),
        "ArrowDown" => Some(step(sq, orientation, 0, -1)),
        "ArrowLeft" => Some(step(sq, orientation, -1, 0)),
        "ArrowRight" => Some(step(sq, orientation, 1, 0)),
        "Home" => Some(step(sq, orientation, -7, 0)),
        "End" => Some(step(sq, orientation, 7, 0)),
        "PageUp" => Some(step(sq, orientation, 0, 7)),
        "PageDown" => Some(step(sq, orientation, 0, -7)),
        k if k.len() == 1 && !shift => {
            let c = k.chars().next().unwrap_or(' ');
            if let Some(f) = File::from_char(c) {
                Some(Square::from_coords(f, sq.rank()))
            } else {
                Rank::from_char(c).map(|r| Square::from_coords(sq.file(), r))
            }
        }
        k => crate::commands::role_of_key(k)
            .and_then(|role| crate::commands::next_piece(position, orientation, sq, role)),
    }
}

/// Properties of [`Board`].
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// The position shown.
    pub position: Position,
    /// The side at the bottom.
    pub orientation: Color,
    /// The square picked up, if any.
    #[prop_or_default]
    pub selected: Option<Square>,
    /// Where the picked-up piece may go.
    #[prop_or_default]
    pub targets: Vec<Square>,
    /// The last move's from and to squares.
    #[prop_or_default]
    pub last_move: Option<(Square, Square)>,
    /// A move drawn as an arrow (the analysis's best move in the position
    /// shown), from and to.
    #[prop_or_default]
    pub arrow: Option<(Square, Square)>,
    /// Whether moves can be made (false while reviewing or after the end).
    #[prop_or(true)]
    pub interactive: bool,
    /// The board's accessible name.
    pub label: AttrValue,
    /// While reviewing, the move reviewed ("12w", "12b", "0" for the start
    /// position: [`crate::state::AppState::review_mark`]), for the tests.
    #[prop_or_default]
    pub review: Option<AttrValue>,
    /// Words for the squares' names.
    pub speech: SpeechSettings,
    /// The interface language, for what stands on a square.
    pub lang: crate::lang::Lang,
    /// A square was activated (click, Enter, Space).
    pub on_activate: Callback<Square>,
    /// A piece was dragged from one square to another.
    pub on_drag: Callback<(Square, Square)>,
    /// Escape: cancel the selection.
    pub on_cancel: Callback<()>,
    /// Any other key while a square has focus, with the focused square.
    #[prop_or_default]
    pub on_key: Callback<(KeyboardEvent, Square)>,
}

/// The squares in display order: rows top to bottom, cells left to right.
fn display_rows(orientation: Color) -> Vec<Vec<Square>> {
    crate::commands::reading_order(orientation)
        .chunks(8)
        .map(<[Square]>::to_vec)
        .collect()
}

/// The square one step in a screen direction, for the arrow keys.
fn step(sq: Square, orientation: Color, right: i32, up: i32) -> Square {
    let (right, up) = match orientation {
        Color::White => (right, up),
        Color::Black => (-right, -up),
    };
    let f = sq.file().index() as i32 + right;
    let r = sq.rank().index() as i32 + up;
    match (
        File::new(f.clamp(0, 7) as u32),
        Rank::new(r.clamp(0, 7) as u32),
    ) {
        (Some(f), Some(r)) => Square::from_coords(f, r),
        _ => sq,
    }
}

fn square_id(sq: Square) -> String {
    format!("sq-{sq}")
}

/// The square under a screen point, from the `data-square` attribute.
fn square_at(x: i32, y: i32) -> Option<Square> {
    let doc = web_sys::window()?.document()?;
    let el: Element = doc.element_from_point(x as f32, y as f32)?;
    let cell = el.closest("[data-square]").ok()??;
    cell.get_attribute("data-square")?.parse().ok()
}

/// The row of the files' letters above the squares `rows`, in display
/// order.
/// A cell's accessible name: an `aria-label` where all its parts share the
/// interface's language (`en-GB` move words in an English interface), else
/// no label and the parts as `lang` spans for the name from content (an
/// English voice must not read "Eva zwei" by English rules, Appendix D.2.1).
fn cell_name(lang: crate::lang::Lang, parts: &[Announcement]) -> (Option<String>, Html) {
    if parts.iter().all(|p| same_language(lang, p.lang)) {
        return (Some(crate::words::spoken::plain(parts)), Html::default());
    }
    let spans = html! {
        <span class="visually-hidden">{ lang_text(lang, parts) }</span>
    };
    (None, spans)
}

fn file_headers(rows: &[Vec<Square>]) -> Html {
    let files: Vec<File> = rows
        .first()
        .map(|r| r.iter().map(|s| s.file()).collect())
        .unwrap_or_default();
    html! {
        <div role="row" class="board-row board-files">
            <span role="columnheader" class="corner" aria-hidden="true"></span>
            { for files.iter().map(|f| html! {
                <span role="columnheader" class="coord">{ f.char() }</span>
            }) }
        </div>
    }
}

/// A drag in progress: where it started and where the pointer is.
#[derive(Clone, Copy, PartialEq)]
struct Drag {
    from: Square,
    pointer: i32,
    x: i32,
    y: i32,
    moved: bool,
}

/// The board component.
#[function_component]
pub fn Board(props: &BoardProps) -> Html {
    let focus = use_state(|| match props.orientation {
        Color::White => Square::E2,
        Color::Black => Square::E7,
    });
    let drag = use_state(|| None::<Drag>);
    // A drag that moved ends with a click on its origin: ignore that click.
    let swallow_click = use_mut_ref(|| false);
    let grid = use_node_ref();
    let ghost_ref = use_node_ref();

    // Position the drag ghost through the CSSOM (no inline style attribute,
    // which the Content Security Policy refuses).
    {
        let ghost_ref = ghost_ref.clone();
        use_effect_with(*drag, move |d| {
            if let (Some(d), Some(el)) = (d, ghost_ref.cast::<HtmlElement>()) {
                let style = el.style();
                let _ = style.set_property("left", &format!("{}px", d.x));
                let _ = style.set_property("top", &format!("{}px", d.y));
            }
        });
    }

    // Move the DOM focus with the roving tabindex, but only while the focus
    // is already on the board: the board never steals the focus.
    {
        let grid = grid.clone();
        use_effect_with(*focus, move |sq| {
            let inside = grid
                .cast::<Element>()
                .zip(web_sys::window().and_then(|w| w.document()?.active_element()))
                .is_some_and(|(g, active)| g.contains(Some(&active)));
            if inside {
                if let Some(el) = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.get_element_by_id(&square_id(*sq)))
                    .and_then(|e| e.dyn_into::<HtmlElement>().ok())
                {
                    let _ = el.focus();
                }
            }
        });
    }

    let onkeydown = {
        let focus = focus.clone();
        let orientation = props.orientation;
        let on_activate = props.on_activate.clone();
        let on_cancel = props.on_cancel.clone();
        let on_key = props.on_key.clone();
        let position = props.position.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            let sq = *focus;
            let next = key_target(&e.key(), e.shift_key(), sq, orientation, &position);
            if let Some(next) = next {
                e.prevent_default();
                focus.set(next);
                return;
            }
            match e.key().as_str() {
                "Enter" | " " => {
                    e.prevent_default();
                    on_activate.emit(sq);
                }
                "Escape" => {
                    e.prevent_default();
                    on_cancel.emit(());
                }
                _ => on_key.emit((e, sq)),
            }
        })
    };

    let onpointerdown = {
        let drag = drag.clone();
        let position = props.position.clone();
        let interactive = props.interactive;
        Callback::from(move |e: PointerEvent| {
            if !interactive || e.button() != 0 {
                return;
            }
            let Some(from) = square_at(e.client_x(), e.client_y()) else {
                return;
            };
            let own = position
                .piece_at(from)
                .is_some_and(|p| p.color == position.turn());
            if !own {
                return;
            }
            if let Some(target) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) {
                let _ = target.set_pointer_capture(e.pointer_id());
            }
            drag.set(Some(Drag {
                from,
                pointer: e.pointer_id(),
                x: e.client_x(),
                y: e.client_y(),
                moved: false,
            }));
        })
    };
    let onpointermove = {
        let drag = drag.clone();
        Callback::from(move |e: PointerEvent| {
            if let Some(d) = *drag {
                if d.pointer == e.pointer_id() {
                    let moved =
                        d.moved || (e.client_x() - d.x).abs() + (e.client_y() - d.y).abs() > 6;
                    drag.set(Some(Drag {
                        x: e.client_x(),
                        y: e.client_y(),
                        moved,
                        ..d
                    }));
                }
            }
        })
    };
    let onpointerup = {
        let drag = drag.clone();
        let on_drag = props.on_drag.clone();
        let swallow_click = swallow_click.clone();
        Callback::from(move |e: PointerEvent| {
            if let Some(d) = *drag {
                drag.set(None);
                if d.moved {
                    *swallow_click.borrow_mut() = true;
                    if let Some(to) = square_at(e.client_x(), e.client_y()) {
                        if to != d.from {
                            on_drag.emit((d.from, to));
                        }
                    }
                }
            }
        })
    };
    let onpointercancel = {
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| drag.set(None))
    };

    let check_square = props
        .position
        .is_check()
        .then(|| props.position.king_of(props.position.turn()))
        .flatten();
    let dragging = drag.filter(|d| d.moved);

    let rows = display_rows(props.orientation);
    let column_headers = file_headers(&rows);
    let body = rows.iter().map(|row| {
        let rank = row.first().map(|s| s.rank().char()).unwrap_or(' ');
        let cells = row.iter().map(|&sq| {
            let piece = props.position.piece_at(sq);
            let is_focus = sq == *focus;
            let selected = props.selected == Some(sq);
            let target = props.targets.contains(&sq);
            let last = props.last_move.is_some_and(|(a, b)| a == sq || b == sq);
            let class = classes!(
                "square",
                if sq.is_light() { "light" } else { "dark" },
                selected.then_some("selected"),
                target.then_some(if piece.is_some() {
                    "target capture"
                } else {
                    "target"
                }),
                last.then_some("last-move"),
                (check_square == Some(sq)).then_some("check"),
                dragging
                    .is_some_and(|d| d.from == sq)
                    .then_some("drag-origin"),
            );
            // The square's name in the move words, what stands on it in the
            // interface language ("Eva zwei, white pawn"): one `aria-label`
            // where both are one language, else the name from `lang` spans,
            // since an `aria-label` carries one language only.
            let name = crate::words::spoken::square(props.lang, &props.position, sq, &props.speech);
            let (label, spans) = cell_name(props.lang, &name);
            let onclick = {
                let on_activate = props.on_activate.clone();
                let focus = focus.clone();
                let interactive = props.interactive;
                let swallow_click = swallow_click.clone();
                Callback::from(move |_: MouseEvent| {
                    if std::mem::take(&mut *swallow_click.borrow_mut()) {
                        return;
                    }
                    focus.set(sq);
                    if interactive {
                        on_activate.emit(sq);
                    }
                })
            };
            let onfocus = {
                let focus = focus.clone();
                Callback::from(move |_: FocusEvent| {
                    if *focus != sq {
                        focus.set(sq);
                    }
                })
            };
            html! {
                <div role="gridcell" id={square_id(sq)} class={class}
                    data-square={sq.to_string()}
                    tabindex={if is_focus { "0" } else { "-1" }}
                    aria-label={label}
                    aria-selected={selected.then_some("true")}
                    {onclick} {onfocus}>
                    { spans }
                    { piece.map(piece_svg).unwrap_or_default() }
                    if target { <span class="target-dot" aria-hidden="true"></span> }
                </div>
            }
        });
        html! {
            <div role="row" class="board-row">
                <span role="rowheader" class="coord">{ rank }</span>
                { for cells }
            </div>
        }
    });

    let ghost = dragging.and_then(|d| {
        let piece = props.position.piece_at(d.from)?;
        Some(html! {
            <div class="drag-ghost" ref={ghost_ref.clone()} aria-hidden="true">{ piece_svg(piece) }</div>
        })
    });

    html! {
        <div class="board-wrap">
            <div role="grid" class={classes!("board", (!props.interactive).then_some("readonly"))}
                aria-label={props.label.clone()} data-review={props.review.clone()} ref={grid}
                {onkeydown} {onpointerdown} {onpointermove} {onpointerup} {onpointercancel}>
                { column_headers }
                { for body }
            </div>
            { props.arrow.map(|(from, to)| arrow(from, to, props.orientation)).unwrap_or_default() }
            { ghost.unwrap_or_default() }
        </div>
    }
}

/// A square's centre on the drawing of 800 units a side, seen from
/// `orientation`'s side (whole units: no float printing in the page).
fn centre(sq: Square, orientation: Color) -> (i32, i32) {
    let (f, r) = (i32::from(sq.file() as u8), i32::from(sq.rank() as u8));
    match orientation {
        Color::White => (f * 100 + 50, 750 - r * 100),
        Color::Black => (750 - f * 100, r * 100 + 50),
    }
}

/// An arrow over the squares from `from` to `to`: drawn only, its move
/// said in words beside it (the analysis's "Best here").
fn arrow(from: Square, to: Square, orientation: Color) -> Html {
    let (x1, y1) = centre(from, orientation);
    let (x2, y2) = centre(to, orientation);
    let (dx, dy) = (f64::from(x2 - x1), f64::from(y2 - y1));
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    // The shaft stops where the head begins.
    let at = |v: f64| v.round() as i32;
    let (bx, by) = (f64::from(x2) - 45.0 * ux, f64::from(y2) - 45.0 * uy);
    let (px, py) = (-uy * 22.0, ux * 22.0);
    let head = format!(
        "{x2},{y2} {},{} {},{}",
        at(bx + px),
        at(by + py),
        at(bx - px),
        at(by - py)
    );
    html! {
        <svg class="board-arrow" viewBox="0 0 800 800" preserveAspectRatio="none" aria-hidden="true"
            data-arrow={format!("{from}{to}")}>
            <line x1={x1.to_string()} y1={y1.to_string()} x2={at(bx).to_string()} y2={at(by).to_string()} />
            <polygon points={head} />
        </svg>
    }
}

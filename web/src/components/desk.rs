//! The desk: what a player reaches for while the clock runs, next to the
//! clocks (over the board, under them). The bar of the main controls
//! (offer a draw, Art. 9.1; claim a draw, Art. 9.2, 9.3; resign, Art.
//! 5.1.2) with the rarer ones folded, the strip of the last moves of the
//! scoresheet (the full sheet stays in [`super::side_column`]), the notice
//! and the move field. Over the board it also holds what the end of the
//! game asks for: the moves still to fill in (2023 Art. 8.5), the
//! arbiter's sign-off (8.6) and the players' approval of the result (8.7).
//! With the arbiter's panel switched on in the settings, one button here
//! opens it, and the panel stands at the desk's end.

use std::rc::Rc;

use yew::prelude::*;

use crate::components::arbiter_panel::ArbiterPanel;
use crate::components::controls::Controls;
use crate::components::move_input::MoveInput;
use crate::components::otb::{approval, sign_off};
use crate::components::pin_prompt::PinGate;
use crate::components::scoresheet::Row;
use crate::context::use_app;
use crate::words::i18n::{Msg, t, tr};

/// Properties of [`Desk`].
#[derive(Properties, PartialEq)]
pub struct DeskProps {
    /// The scoresheet's lines, for the strip of the last moves.
    pub rows: Rc<[Row]>,
}

/// How many numbered lines of the scoresheet the strip shows.
const STRIP_ROWS: usize = 2;

/// The last lines of the scoresheet on one line: "12. Nf3 Nc6 13. Bb5",
/// a line that begins with Black's move written "1… e5".
fn strip_text(rows: &[Row]) -> String {
    let from = rows.len().saturating_sub(STRIP_ROWS);
    rows[from..]
        .iter()
        .map(|r| {
            let white = r.white.as_ref().map(|c| c.text.as_str());
            let black = r.black.as_ref().map(|c| c.text.as_str());
            match (white, black) {
                (Some(w), Some(b)) => format!("{}. {w} {b}", r.number),
                (Some(w), None) => format!("{}. {w}", r.number),
                (None, Some(b)) => format!("{}… {b}", r.number),
                (None, None) => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The desk.
#[function_component]
pub fn Desk(props: &DeskProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let state = app.state();
    let game = &state.game;
    let settings = app.settings();
    let otb = settings.over_the_board;
    let notice_text = state
        .notice
        .as_ref()
        .map(|n| {
            crate::components::lang_text::lang_text(
                lang,
                &crate::words::shown_text(n, lang, settings),
            )
        })
        .unwrap_or_default();
    let missing = if otb {
        game.unrecorded().len() as u64
    } else {
        0
    };
    let arbiter_open = use_state(|| false);
    let focus = crate::hooks::use_focus_after_render();
    // A game locked by the arbiter always has the panel: it asks for the
    // PIN.
    let arbiter = (settings.arbiter_panel || game.setup().is_locked()) && !game.is_over();
    // One click opens the panel and takes the focus to it (which brings
    // it into view); the same button closes it.
    let toggle_arbiter = {
        let open = arbiter_open.clone();
        Callback::from(move |_: MouseEvent| {
            open.set(!*open);
            if !*open {
                focus.emit("arbiter-summary".to_string());
            }
        })
    };
    let on_arbiter_toggle = {
        let open = arbiter_open.clone();
        Callback::from(move |now: bool| {
            if *open != now {
                open.set(now);
            }
        })
    };
    let enabled = if otb {
        !game.is_over() || state.fills_in_after_end()
    } else {
        true
    };
    html! {
        <div class="desk" data-desk="">
            <Controls />
            if arbiter {
                <button type="button" class="arbiter-open" aria-controls="arbiter"
                    aria-expanded={arbiter_open.to_string()} onclick={toggle_arbiter}>
                    { t(lang, Msg::ArbiterPanelButton) }
                </button>
            }
            <div class="last-moves-row">
                // On the screen, a review starts here: by touch, as `[`
                // does from the keyboard. Small, so that the desk keeps
                // its height; kept while reviewing, so that the focus
                // stays on it.
                if !otb && !game.record().is_empty() {
                    <button type="button" class="review-start" data-review-step="back"
                        aria-label={t(lang, Msg::PreviousMove)} title={t(lang, Msg::PreviousMove)}
                        aria-keyshortcuts="[" onclick={review_back(&app)}>
                        <span aria-hidden="true">{ "◂" }</span>
                    </button>
                }
                <p class="last-moves" data-last-moves="">
                    <span class="visually-hidden">{ t(lang, Msg::LastMoves) }{ ": " }</span>
                    { strip_text(&props.rows) }
                </p>
            </div>
            <p class={classes!("message", state.notice.as_ref().filter(|n| n.is_error()).map(|_| "error"))}
                data-notice="">
                { notice_text }
            </p>
            <crate::components::feedback::Feedback first=true beside_notice=true />
            if missing > 0 && game.signed_off() {
                <p class="otb-missing" data-missing={missing.to_string()} data-signed-off="">
                    { tr(lang, Msg::SaidSignedOff { n: missing }) }
                </p>
            } else if missing > 0 {
                <p class="otb-missing" data-missing={missing.to_string()}>
                    { tr(lang, Msg::OtbMissing { n: missing }) }{ ". " }{ t(lang, Msg::OtbBlindSpot) }
                </p>
            }
            if otb && state.fills_in_after_end() {
                <PinGate id="sign-off-pin">{ sign_off(&app) }</PinGate>
            }
            <MoveInput {enabled} announced_label={otb && settings.assistant} />
            if otb && game.is_over() { { approval(&app) } }
            if game.is_over() && (game.setup().is_locked() || settings.arbiter_panel) {
                <crate::components::correct_result::CorrectResult />
            }
            if arbiter {
                <ArbiterPanel open={*arbiter_open} on_toggle={on_arbiter_toggle} />
            }
        </div>
    }
}

/// One move back, starting a review of the game.
fn review_back(app: &crate::context::AppContext) -> Callback<MouseEvent> {
    let d = app.dispatcher();
    Callback::from(move |_: MouseEvent| {
        d.dispatch(crate::state::Action::Review(
            crate::commands::ReviewStep::Back,
        ));
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::components::scoresheet::Cell;

    fn cell(text: &str, ply: usize) -> Option<Cell> {
        Some(Cell {
            text: text.to_string(),
            ply,
            draw_offer: false,
            clock: None,
            spoken: String::new(),
            spoken_lang: "en",
            notes: Vec::new(),
        })
    }

    #[test]
    fn the_strip_shows_the_last_two_lines() {
        let rows = [
            Row {
                number: 1,
                white: cell("e4", 0),
                black: cell("e5", 1),
            },
            Row {
                number: 2,
                white: cell("Nf3", 2),
                black: cell("Nc6", 3),
            },
            Row {
                number: 3,
                white: cell("Bb5", 4),
                black: None,
            },
        ];
        assert_eq!(strip_text(&rows), "2. Nf3 Nc6 3. Bb5");
        assert_eq!(strip_text(&rows[..1]), "1. e4 e5");
        assert_eq!(strip_text(&[]), "");
    }

    #[test]
    fn a_game_begun_by_black_is_written_with_an_ellipsis() {
        let rows = [Row {
            number: 1,
            white: None,
            black: cell("e5", 0),
        }];
        assert_eq!(strip_text(&rows), "1… e5");
    }
}

//! The play area, the target of the skip link: the status line, the board
//! between the two clocks, the promotion chooser and, while reviewing, the
//! review's bar under the board (stepped through and left by touch, as
//! `[`, `]` and Escape do from the keyboard). The controls, the notice
//! and the move input are on the desk beside it ([`super::desk`]).

use yew::prelude::*;

use crate::components::board::Board;
use crate::components::clocks::Clocks;
use crate::components::event_board::EventBoard;
use crate::components::held_notice::HeldNotice;
use crate::components::promotion::Promotion;
use crate::context::use_app;
use crate::state::Action;
use crate::time::now_ms;
use crate::words::i18n::{Msg, t, tr};

/// The play area.
#[function_component]
pub fn PlayArea() -> Html {
    let app = use_app();
    let lang = app.lang();
    let state = app.state();
    let game = &state.game;
    let reviewing = state.viewing;
    let shown = crate::commands::position_shown(game, reviewing);
    let last_move = match reviewing {
        Some(played) => played.checked_sub(1).and_then(|i| game.record().get(i)),
        None => game.record().last(),
    }
    .map(|r| (r.mv.from(), r.mv.to()));
    let interactive = reviewing.is_none() && !game.is_over();

    let on_activate = {
        let d = app.dispatcher();
        Callback::from(move |sq| d.dispatch(Action::Activate(sq, now_ms())))
    };
    let on_drag = {
        let d = app.dispatcher();
        Callback::from(move |(a, b)| d.dispatch(Action::Drag(a, b, now_ms())))
    };
    let on_cancel = {
        let d = app.dispatcher();
        Callback::from(move |_| d.dispatch(Action::Cancel))
    };
    // Blind mode: single-key commands on the board.
    let on_key = {
        let d = app.dispatcher();
        let me = state.orientation;
        Callback::from(move |(e, sq): (KeyboardEvent, rochade_laws::Square)| {
            if let Some(cmd) = crate::commands::key_command(&e.key(), sq, me) {
                e.prevent_default();
                d.dispatch(Action::Command(cmd, now_ms()));
            }
        })
    };
    crate::hooks::use_review_keys(reviewing.is_some(), app.dispatcher());
    let review_mark = state.review_mark();

    let turn_colour = crate::words::side(lang, shown.turn());
    let status = match (game.outcome(), reviewing) {
        (_, Some(played)) => match played.checked_sub(1).and_then(|i| game.record().get(i)) {
            Some(r) => tr(
                lang,
                Msg::ReviewingMove {
                    mv: &r.write(&state.settings.notation(lang)),
                },
            ),
            None => t(lang, Msg::ReviewStart).into(),
        },
        (Some(o), None) => tr(
            lang,
            Msg::GameOver {
                result: &crate::words::outcome::outcome_text_in(&o, lang, game.setup().edition),
            },
        ),
        (None, None) => match game.referred_claim() {
            // 2023 III.6.2 / 2001 D2: the result is the designated
            // arbiter's; the game is over without one.
            Some(claim) => {
                crate::words::arbiter::referred_status(lang, claim, game.setup().edition)
            }
            None => tr(lang, Msg::ToMove { side: turn_colour }),
        },
    };
    let board_label = if reviewing.is_some() {
        t(lang, Msg::ChessboardReview)
    } else {
        t(lang, Msg::Chessboard)
    };

    // Always in the page, so that screen readers watch it from the start;
    // polite, since the move that follows is what matters.
    let thinking = state
        .computer()
        .filter(|_| app.thinking())
        .map(|c| {
            let name = crate::words::names::computer_name(lang, &c);
            tr(lang, Msg::ComputerThinking { name: &name })
        })
        .unwrap_or_default();

    // Reviewing an analysed game: the best move where the board stands.
    let arrow = reviewing
        .zip(state.analysis.as_ref())
        .and_then(|(plies, a)| a.best_at(plies))
        .map(|m| (m.from(), m.to()));
    html! {
        <div class="play" id="board" data-review={review_mark.clone()}>
            <EventBoard />
            <HeldNotice />
            <p class="status-line" data-status="">{ status }</p>
            <p class="thinking" role="status" data-thinking="">{ thinking }</p>
            <Clocks>
                <Board position={shown.clone()} orientation={state.orientation}
                    selected={state.selected} targets={state.targets()} {last_move}
                    {interactive} label={board_label} speech={state.settings.speech(lang)} {lang} {arrow}
                    review={review_mark.map(AttrValue::from)}
                    {on_activate} {on_drag} {on_cancel} {on_key} />
            </Clocks>
            if let Some((from, _)) = state.promotion {
                <Promotion color={shown.piece_at(from).map(|p| p.color).unwrap_or(shown.turn())} />
            }
            { review_bar(&app, reviewing.is_some()) }
        </div>
    }
}

/// The review's buttons under the board while reviewing, for touch
/// screens and the mouse: the previous and the next move, and the way back
/// to the game. (A review starts from the last moves on the desk, or the
/// scoresheet.)
fn review_bar(app: &crate::context::AppContext, reviewing: bool) -> Html {
    use crate::commands::ReviewStep;
    let lang = app.lang();
    if !reviewing {
        return Html::default();
    }
    let step = |step: ReviewStep| {
        let d = app.dispatcher();
        Callback::from(move |_: MouseEvent| {
            d.dispatch(Action::Review(step));
            // The way back goes with the review: the focus goes to the
            // board, not to the page's start.
            if step == ReviewStep::Live {
                crate::focus::focus_play(false);
            }
        })
    };
    html! {
        <div class="controls review-bar" data-review-bar="">
            <button type="button" data-review-step="back" aria-keyshortcuts="[" onclick={step(ReviewStep::Back)}>
                <span aria-hidden="true">{ "◂ " }</span>{ t(lang, Msg::PreviousMove) }
            </button>
            <button type="button" data-review-step="forward" aria-keyshortcuts="]" onclick={step(ReviewStep::Forward)}>
                { t(lang, Msg::NextMove) }<span aria-hidden="true">{ " ▸" }</span>
            </button>
            <button type="button" class="primary back" aria-keyshortcuts="Escape" onclick={step(ReviewStep::Live)}>
                { t(lang, Msg::BackToGame) }
            </button>
        </div>
    }
}

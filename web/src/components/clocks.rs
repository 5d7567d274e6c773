//! The two clock faces (Art. 6), at the board's edges: each player's clock
//! on that player's side, following the board's orientation, so that
//! whose time runs is read across a table; face to face, the far player's
//! face is turned round.
//!
//! The shown time is derived from the time source on every render, and the
//! component re-renders exactly when the text next changes (the clock crate's
//! `next_redraw_in`), or when the running flag is due to fall, whichever is
//! first. A flag fall is detected from timestamps, so a timer that fires late
//! (a background tab) still finds the exact instant the flag fell.

use rochade_arbiter::{Event, Mode};
use rochade_clock::{DisplayOptions, Phase, Side};
use rochade_laws::Color;
use yew::prelude::*;

use crate::context::use_app;
use crate::state::Action;
use crate::time::now_ms;
use crate::words::i18n::{Msg, t};
use crate::words::player_title;

/// Properties of [`Clocks`].
#[derive(Properties, PartialEq)]
pub struct ClocksProps {
    /// The board, drawn between the two faces.
    pub children: Html,
}

/// The board between the clock faces of the game in the context, the far
/// side's face above it and the near side's below; after the end of the
/// game they are only shown.
#[function_component]
pub fn Clocks(props: &ClocksProps) -> Html {
    let app = use_app();
    let game = app.game();
    let clock = game.clock();
    let names = [&game.setup().white, &game.setup().black];
    let face_to_face = app.settings().face_to_face;
    let orientation = app.state().orientation;
    let low_ms = app.settings().low_ms();
    let game_over = game.is_over();
    let now = now_ms();
    let opts = DisplayOptions::default();
    crate::hooks::use_game_clock(
        game,
        now,
        low_ms,
        app.settings().volume_pct,
        app.dispatcher(),
    );

    let lang = app.lang();
    let stage = classes!("board-stage", face_to_face.then_some("face-to-face"));
    let title = |color: Color| player_title(names[color.index()], lang, color);
    let Some(clock) = clock else {
        // Untimed: the names alone, at the same edges.
        let name = |color: Color, edge: &'static str| {
            html! { <p class={classes!("player-name", edge)}>{ title(color) }</p> }
        };
        return html! {
            <div class={stage}>
                { name(!orientation, "far") }
                { props.children.clone() }
                { name(orientation, "near") }
            </div>
        };
    };
    let running = clock.running_at(now);
    let phase = clock.phase_at(now);
    let turn = game.turn();
    let face = |color: Color, edge: &'static str| {
        let side = Side::from(color);
        let remaining = clock.remaining(side, now);
        let text = clock.display(side, now, &opts);
        let is_running = running == Some(side) && !game_over;
        let flag = clock.flag_of(side, now).is_some();
        let low = remaining <= low_ms && !flag;
        // Whose move it is, even before the clock runs.
        let to_move = !game_over && turn == color;
        let state = if flag {
            t(lang, Msg::FlagFallen)
        } else if is_running {
            t(lang, Msg::ClockRunning)
        } else {
            t(lang, Msg::ClockStopped)
        };
        let class = classes!(
            "clock-face",
            edge,
            if color.is_white() {
                "clock-white"
            } else {
                "clock-black"
            },
            is_running.then_some("running"),
            to_move.then_some("to-move"),
            low.then_some("low"),
            flag.then_some("flagged"),
        );
        html! {
            <div {class} id={if color.is_white() { "clock-white" } else { "clock-black" }}>
                <span class="clock-name">{ title(color) }</span>
                <span class="clock-time" role="timer" aria-live="off">{ text }</span>
                <span class="clock-state">{ state }
                    if low { { format!(" · {}", t(lang, Msg::LowTime)) } }
                </span>
            </div>
        }
    };
    let top = !orientation;
    let paused = phase == Phase::Paused;
    let can_pause = !game_over && matches!(phase, Phase::Running | Phase::Paused);
    let on_pause = {
        // Art. 6.12: the arbiter pauses and resumes the clock.
        let d = app.dispatcher();
        let e = if paused { Event::Resume } else { Event::Pause };
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Game(e.clone(), now_ms())))
    };
    let strict = game.setup().mode == Mode::Strict;
    let on_start = {
        let d = app.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Game(Event::Start, now_ms())))
    };
    html! {
        <div class={stage}>
            { face(top, "far") }
            { props.children.clone() }
            { face(orientation, "near") }
            <div class="clock-bar">
            if paused { <p class="clock-paused">{ t(lang, Msg::ClockPaused) }</p> }
            if phase == Phase::NotStarted && !game_over {
                <p class="clock-hint">{ t(lang, Msg::StartClock) }</p>
            }
            if !game.is_started() && !game_over {
                // Casual games start with White's first move; in strict
                // games the arbiter starts White's clock (Art. 6.5).
                <button type="button" class={classes!(strict.then_some("primary"))} onclick={on_start}>
                    { t(lang, Msg::StartClockButton) }
                </button>
            }
            if can_pause {
                <button type="button" class="clock-pause" onclick={on_pause}>
                    { t(lang, if paused { Msg::Resume } else { Msg::Pause }) }
                </button>
            }
            </div>
        </div>
    }
}

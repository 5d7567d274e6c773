//! The two clock faces (Art. 6).
//!
//! The shown time is derived from the time source on every render, and the
//! component re-renders exactly when the text next changes (the clock crate's
//! `next_redraw_in`), or when the running flag is due to fall, whichever is
//! first. A flag fall is detected from timestamps, so a timer that fires late
//! (a background tab) still finds the exact instant the flag fell.

use rochade_arbiter::Event;
use rochade_clock::{DisplayOptions, Phase, Side};
use rochade_laws::Color;
use yew::prelude::*;

use crate::context::use_app;
use crate::hooks::use_redraw_after;
use crate::i18n::{Msg, t};
use crate::state::Action;
use crate::time::now_ms;

/// The clock faces of the game in the context, the side at the bottom
/// listed second; after the end of the game they are only shown.
#[function_component(Clocks)]
pub fn clocks() -> Html {
    let app = use_app();
    let game = app.game();
    let clock = game.clock();
    let names = [&game.setup().white, &game.setup().black];
    let orientation = app.state().orientation;
    let low_ms = app.settings().low_ms();
    let game_over = game.is_over();
    let now = now_ms();
    let opts = DisplayOptions::default();
    let redraw = clock.and_then(|c| {
        let next = c.next_redraw_in(now, &opts);
        let flag = c.time_until_flag(now);
        match (next, flag) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    });
    use_redraw_after(if game_over { None } else { redraw });

    // Report a flag fall once the clock says it happened.
    {
        let flagged = clock
            .filter(|_| !game_over)
            .and_then(|c| c.flag(now))
            .map(|f| f.at_ms);
        // The arbiter finds the fallen flag from the clock's own arithmetic.
        let d = app.dispatcher();
        use_effect_with(flagged, move |f| {
            if f.is_some() {
                d.dispatch(Action::Game(Event::FlagCheck, now_ms()));
            }
        });
    }

    let Some(clock) = clock else {
        return html! {};
    };
    let lang = app.lang();
    let running = clock.running_at(now);
    let phase = clock.phase_at(now);
    let face = |color: Color| {
        let side = Side::from(color);
        let remaining = clock.remaining(side, now);
        let text = clock.display(side, now, &opts);
        let is_running = running == Some(side) && !game_over;
        let flag = clock.flag_of(side, now).is_some();
        let low = remaining <= low_ms && !flag;
        let colour = t(
            lang,
            if color.is_white() {
                Msg::White
            } else {
                Msg::Black
            },
        );
        let state = if flag {
            t(lang, Msg::FlagFallen)
        } else if is_running {
            t(lang, Msg::ClockRunning)
        } else {
            t(lang, Msg::ClockStopped)
        };
        let class = classes!(
            "clock-face",
            if color.is_white() {
                "clock-white"
            } else {
                "clock-black"
            },
            is_running.then_some("running"),
            low.then_some("low"),
            flag.then_some("flagged"),
        );
        html! {
            <div {class} id={if color.is_white() { "clock-white" } else { "clock-black" }}>
                <span class="clock-name">{ format!("{} ({colour})", names[color.index()]) }</span>
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
    html! {
        <section class="clocks" aria-label={t(lang, Msg::TimeControl)}>
            { face(top) }
            { face(orientation) }
            if paused { <p class="clock-paused">{ t(lang, Msg::ClockPaused) }</p> }
            if phase == Phase::NotStarted && !game_over {
                <p class="clock-hint">{ t(lang, Msg::StartClock) }</p>
            }
            if can_pause {
                <button type="button" class="clock-pause" onclick={on_pause}>
                    { t(lang, if paused { Msg::Resume } else { Msg::Pause }) }
                </button>
            }
        </section>
    }
}

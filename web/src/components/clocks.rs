//! The two clock faces (Art. 6).
//!
//! The shown time is derived from the time source on every render, and the
//! component re-renders exactly when the text next changes (the clock crate's
//! `next_redraw_in`), or when the running flag is due to fall, whichever is
//! first. A flag fall is detected from timestamps, so a timer that fires late
//! (a background tab) still finds the exact instant the flag fell.

use rochade_clock::{Clock, DisplayOptions, Phase, Side};
use rochade_laws::Color;
use yew::prelude::*;

use crate::hooks::use_redraw_after;
use crate::i18n::{Lang, Msg, t};
use crate::time::now_ms;

/// Properties of [`Clocks`].
#[derive(Properties, PartialEq)]
pub struct ClocksProps {
    /// The game's clock; `None` for a game without a clock.
    pub clock: Option<Clock>,
    /// The players' names, White then Black.
    pub names: [AttrValue; 2],
    /// The side shown at the bottom (its clock is listed second).
    pub orientation: Color,
    /// Low-time warning threshold in milliseconds.
    pub low_ms: u64,
    /// Whether the game has ended (the clocks are then only shown).
    pub game_over: bool,
    /// Interface language.
    pub lang: Lang,
    /// A flag fell: the instant, from the clock's own arithmetic.
    pub on_flag: Callback<u64>,
    /// Pause or resume (Art. 6.12).
    pub on_pause: Callback<bool>,
}

/// The clock faces.
#[function_component(Clocks)]
pub fn clocks(props: &ClocksProps) -> Html {
    let now = now_ms();
    let opts = DisplayOptions::default();
    let redraw = props.clock.as_ref().and_then(|c| {
        let next = c.next_redraw_in(now, &opts);
        let flag = c.time_until_flag(now);
        match (next, flag) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    });
    use_redraw_after(if props.game_over { None } else { redraw });

    // Report a flag fall once the clock says it happened.
    {
        let flagged = props
            .clock
            .as_ref()
            .filter(|_| !props.game_over)
            .and_then(|c| c.flag(now))
            .map(|f| f.at_ms);
        let on_flag = props.on_flag.clone();
        use_effect_with(flagged, move |f| {
            if let Some(at) = f {
                on_flag.emit(*at);
            }
        });
    }

    let Some(clock) = props.clock.as_ref() else {
        return html! {};
    };
    let lang = props.lang;
    let running = clock.running_at(now);
    let phase = clock.phase_at(now);
    let face = |color: Color| {
        let side = Side::from(color);
        let remaining = clock.remaining(side, now);
        let text = clock.display(side, now, &opts);
        let is_running = running == Some(side) && !props.game_over;
        let flag = clock.flag_of(side, now).is_some();
        let low = remaining <= props.low_ms && !flag;
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
                <span class="clock-name">{ format!("{} ({colour})", props.names[color.index()]) }</span>
                <span class="clock-time" role="timer" aria-live="off">{ text }</span>
                <span class="clock-state">{ state }
                    if low { { format!(" · {}", t(lang, Msg::LowTime)) } }
                </span>
            </div>
        }
    };
    let top = !props.orientation;
    let paused = phase == Phase::Paused;
    let can_pause = !props.game_over && matches!(phase, Phase::Running | Phase::Paused);
    let on_pause = {
        let cb = props.on_pause.clone();
        Callback::from(move |_: MouseEvent| cb.emit(!paused))
    };
    html! {
        <section class="clocks" aria-label={t(lang, Msg::TimeControl)}>
            { face(top) }
            { face(props.orientation) }
            if paused { <p class="clock-paused">{ t(lang, Msg::ClockPaused) }</p> }
            if phase == Phase::NotStarted && !props.game_over {
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

//! The clock mode (`?clock`): the device is a chess clock and nothing else,
//! lying between two players at a wooden board. Two large halves face the
//! players, the far one turned round; a player ends his turn by tapping his
//! half or pressing Space (Art. 6.7), and a press by the side whose clock
//! does not run does nothing. The bar between the halves keeps the pause
//! (Art. 6.12), the times told on request (2023 Appendix D.2.6.1), which
//! flag fell first (Art. 6.9), the arbiter's corrections and a new control.
//!
//! It shares the app's settings (language, sounds, warnings, the last
//! control) but never touches the saved game: its clock has its own storage
//! key ([`crate::hooks::use_stored_clock`]).

pub mod correction;
pub(crate) mod half;
mod model;
pub mod setup;

use rochade_clock::{Clock, DisplayOptions, Phase, Side};
use rochade_laws::Color;
use yew::prelude::*;

use crate::components::announcer::announcer;
use crate::context::{AppContext, use_app};
use crate::hooks::{ComputerPlayer, read_clock};
use crate::notice::Notice;
use crate::state::Action;
use crate::time::now_ms;
use crate::words::clock::{clock_first_flag, clock_start_hint};
use crate::words::i18n::{Msg, t};
use crate::words::side as side_word;

use correction::Correction;
use half::clock_half;
use model::{ClockAction, ClockModel};
use setup::ControlSetup;

/// The clock mode's page, inside the app's context (settings and language
/// only; its game is never shown nor saved).
#[function_component]
pub fn ClockMode() -> Html {
    let state = use_reducer(crate::start::settings_state);
    crate::hooks::use_document_lang(state.lang);
    crate::hooks::use_stored_settings(&state.settings, Callback::noop());
    let message = crate::hooks::use_spoken_message(&state);
    let computer = ComputerPlayer {
        thinking: false,
        hint: None,
    };
    html! {
        <ContextProvider<AppContext> context={AppContext::new(state.clone(), computer)}>
            <div class="clock-mode" data-mode="clock">
                <ClockScreen />
                { announcer(message.as_ref()) }
            </div>
        </ContextProvider<AppContext>>
    }
}

/// What the times told say: both times and both move counters.
pub(crate) fn tell(clock: &Clock, now: u64) -> Notice {
    Notice::ClockTimes {
        white_ms: clock.remaining(Side::White, now),
        black_ms: clock.remaining(Side::Black, now),
        moves: [
            clock.moves_completed(Side::White),
            clock.moves_completed(Side::Black),
        ],
    }
}

/// The clock, or the form that sets it.
#[function_component]
fn ClockScreen() -> Html {
    let app = use_app();
    let lang = app.lang();
    let model = use_reducer(|| ClockModel {
        clock: read_clock(),
    });
    crate::hooks::use_stored_clock(model.clock.clone());
    let now = now_ms();
    let clock = model.clock.as_ref();
    let phase = clock.map(|c| c.phase_at(now));
    let opts = DisplayOptions::default();

    // Redrawn at the frame the shown text changes or the flag falls.
    let due = clock.and_then(
        |c| match (c.next_redraw_in(now, &opts), c.time_until_flag(now)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        },
    );
    crate::hooks::use_frame_redraw(due.map(|d| now.saturating_add(d)));
    crate::hooks::use_wake_lock(phase == Some(Phase::Running));
    crate::hooks::use_clock_alerts(
        clock,
        now,
        app.settings().low_ms(),
        app.settings().volume_pct,
        app.dispatcher(),
    );
    crate::hooks::use_time_warnings(
        clock.filter(|c| c.is_started()).cloned(),
        false,
        app.settings().spoken_low_ms(),
        app.dispatcher(),
    );

    // Space presses the clock, P pauses, T tells the times; a held key
    // presses once, as a clock's button does. The forms' keys are their own.
    {
        let dispatch = model.dispatcher();
        let say = app.dispatcher();
        let clock = model.clock.clone();
        crate::hooks::use_document_key(
            ".clock-correction, .clock-setup",
            Callback::from(move |e: KeyboardEvent| {
                let Some(c) = &clock else {
                    return;
                };
                let now = now_ms();
                match e.key().as_str() {
                    " " => {
                        e.prevent_default();
                        dispatch.dispatch(ClockAction::PressRunning(now));
                    }
                    "p" | "P" => dispatch.dispatch(ClockAction::TogglePause(now)),
                    "t" | "T" => say.dispatch(Action::Say(tell(c, now))),
                    _ => {}
                }
            }),
        );
    }

    let Some(clock) = clock else {
        let on_set = {
            let d = model.dispatcher();
            Callback::from(move |c: Clock| d.dispatch(ClockAction::Set(Box::new(c))))
        };
        return html! {
            <main class="clock-setup-page">
                <h1>{ t(lang, Msg::CmTitle) }</h1>
                <ControlSetup {on_set} />
            </main>
        };
    };

    let on_press = {
        let d = model.dispatcher();
        Callback::from(move |side: Side| d.dispatch(ClockAction::Press(side, now_ms())))
    };
    let on_pause = {
        let d = model.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(ClockAction::TogglePause(now_ms())))
    };
    let on_tell = {
        let say = app.dispatcher();
        let clock = clock.clone();
        Callback::from(move |_: MouseEvent| say.dispatch(Action::Say(tell(&clock, now_ms()))))
    };
    let on_new = {
        let d = model.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(ClockAction::Clear))
    };
    let on_correct = {
        let d = model.dispatcher();
        Callback::from(move |a: ClockAction| d.dispatch(a))
    };
    let on_play_on = {
        let d = model.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(ClockAction::PlayOn(now_ms())))
    };
    let paused = phase == Some(Phase::Paused);
    let frozen = phase == Some(Phase::Frozen);
    let first_flag = clock.flag(now);
    let edition = app.settings().edition;
    html! {
        <main class="clock-face-page">
            <h1 class="visually-hidden">{ t(lang, Msg::CmTitle) }</h1>
            { clock_half(&app, clock, now, Side::Black, true, &on_press) }
            <div class="clock-mode-bar" role="group" aria-label={t(lang, Msg::CmTitle)}>
                if let Some(f) = first_flag {
                    <p class="clock-first-flag" data-flag={if f.side == Side::White { "white" } else { "black" }}>
                        { clock_first_flag(lang, edition, side_word(lang, Color::from(f.side))) }
                    </p>
                }
                if phase == Some(Phase::NotStarted) {
                    <p class="clock-hint">{ clock_start_hint(lang, edition) }</p>
                }
                if paused { <p class="clock-paused">{ t(lang, Msg::ClockPaused) }</p> }
                <button type="button" id="clock-pause" onclick={on_pause}
                    disabled={!matches!(phase, Some(Phase::Running | Phase::Paused | Phase::Frozen))}>
                    { t(lang, if paused || frozen { Msg::Resume } else { Msg::Pause }) }
                </button>
                if frozen {
                    <button type="button" id="clock-play-on" onclick={on_play_on}>{ t(lang, Msg::CmPlayOn) }</button>
                }
                <button type="button" id="clock-tell" onclick={on_tell}>{ t(lang, Msg::CmTellTimes) }</button>
                <button type="button" id="clock-new" onclick={on_new}>{ t(lang, Msg::CmNewClock) }</button>
                <p class="hint clock-keys">{ t(lang, Msg::CmKeysHelp) }</p>
                // The arbiter's corrections, behind the PIN of a game on this
                // device held by the arbiter's lock.
                <crate::components::pin_prompt::PinGate id="clock-pin" focus={false}>
                    <Correction {on_correct} />
                </crate::components::pin_prompt::PinGate>
            </div>
            { clock_half(&app, clock, now, Side::White, false, &on_press) }
        </main>
    }
}

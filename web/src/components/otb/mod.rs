//! The game over the board (`?otb`, or the new-game form's venue): the
//! device beside a wooden board is the chess clock and the record. The
//! mover makes his move on the board and enters it; entering records it and
//! starts the opponent's clock, as the assistant of 2023 Appendix D.2.10.3
//! (2001 rule 9 c) does. Where a player need not record (2023 Art. 8.4,
//! A.2) a tap on his clock, or a dash typed, presses without the move. The
//! board on the screen shows the record, not the game: hidden unless asked
//! for. Under the clocks stands the desk ([`super::desk`]: the controls
//! and the move field), under it the tools of [`OtbTools`]: first the
//! notation pad, then the small board on demand. A move is entered by the
//! move field, the pad or two taps on the small board, all as the same
//! typed move.

mod approval;
mod pad;
mod sign_off;
mod small_board;

use rochade_arbiter::Event;
use rochade_clock::Side;
use yew::prelude::*;

use crate::components::clock_mode::half::clock_half;
use crate::components::clock_mode::tell;
use crate::components::event_board::EventBoard;
use crate::components::held_notice::HeldNotice;
use crate::context::use_app;
use crate::state::Action;
use crate::time::now_ms;
use crate::words::i18n::{Msg, t, tr};

pub use approval::approval;
use pad::NotationPad;
pub use sign_off::sign_off;
use small_board::SmallBoard;

/// The over-the-board play area.
#[function_component]
pub fn OtbArea() -> Html {
    let app = use_app();
    let lang = app.lang();
    let state = app.state();
    let game = &state.game;
    let settings = app.settings();
    let now = now_ms();
    crate::hooks::use_game_clock(
        game,
        now,
        settings.low_ms(),
        settings.volume_pct,
        app.dispatcher(),
    );
    // T tells the moves completed and both times, on request only (2023
    // Appendix D.2.10.4, D.2.6.1).
    let on_tell = {
        let d = app.dispatcher();
        let clock = game.clock().cloned();
        Callback::from(move |()| {
            if let Some(c) = &clock {
                d.dispatch(Action::Say(tell(c, now_ms())));
            }
        })
    };
    crate::hooks::use_document_key(
        "dialog",
        Callback::from(move |e: KeyboardEvent| {
            if matches!(e.key().as_str(), "t" | "T") {
                on_tell.emit(());
            }
        }),
    );

    // A tap on a clock: before the start it starts White's clock (2023 Art.
    // 6.6); afterwards only the running side's tap counts, as a press
    // without the move (the arbiter refuses it where the move must be
    // recorded, Art. 8.1.1). The waiting side's button is dead.
    let on_press = {
        let d = app.dispatcher();
        let clock = game.clock().cloned();
        let started = game.is_started();
        Callback::from(move |side: Side| {
            let now = now_ms();
            let event = if !started {
                Event::Start
            } else if clock.as_ref().and_then(|c| c.running_at(now)) == Some(side) {
                Event::PressWithoutMove { by: side.into() }
            } else {
                return;
            };
            d.dispatch(Action::Game(event, now));
        })
    };

    // A strict game offers the start as a control of its own, as the
    // clocks on the screen do; a casual game starts with a tap on a clock.
    let offer_start =
        game.setup().mode == rochade_arbiter::Mode::Strict && !game.is_started() && !game.is_over();
    let on_start = {
        let d = app.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Game(Event::Start, now_ms())))
    };
    let status = match game.outcome() {
        Some(o) => tr(
            lang,
            Msg::GameOver {
                result: &crate::words::outcome::outcome_text_in(&o, lang, game.setup().edition),
            },
        ),
        None => tr(
            lang,
            Msg::ToMove {
                side: crate::words::side(lang, game.board_turn()),
            },
        ),
    };
    html! {
        <div class="play otb" id="board">
            <h1 class="visually-hidden">{ t(lang, Msg::OtbTitle) }</h1>
            <EventBoard />
            <HeldNotice />
            <p class="status-line" data-status="">{ status }</p>
            if let Some(clock) = game.clock() {
                <div class="otb-clock">
                    { clock_half(&app, clock, now, Side::Black, settings.face_to_face, &on_press) }
                    { clock_half(&app, clock, now, Side::White, false, &on_press) }
                </div>
                if offer_start {
                    // 2023 Art. 6.5: at the time determined for the start
                    // White's clock is started, by the arbiter in an event,
                    // so that the time runs from the round's start (Art.
                    // 6.7) whether or not White has arrived. Not the
                    // arbiter's ruling: no PIN is asked.
                    <button type="button" id="otb-start" class="primary otb-start" onclick={on_start}>
                        { t(lang, Msg::StartClockButton) }
                    </button>
                }
            }
        </div>
    }
}

/// What the over-the-board screen keeps below the desk: how to enter
/// moves, the times told on request (D.2.10.4), the board shown on demand,
/// and the blind player's assistant (D.2.4).
#[function_component]
pub fn OtbTools() -> Html {
    let app = use_app();
    let lang = app.lang();
    let state = app.state();
    let game = &state.game;
    let settings = app.settings();
    let show_board = use_state(|| false);
    let on_tell = {
        let d = app.dispatcher();
        let clock = game.clock().cloned();
        Callback::from(move |_: MouseEvent| {
            if let Some(c) = &clock {
                d.dispatch(Action::Say(tell(c, now_ms())));
            }
        })
    };
    let toggle_board = {
        let show = show_board.clone();
        Callback::from(move |_: MouseEvent| show.set(!*show))
    };
    let on_assistant = {
        let d = app.dispatcher();
        let settings = settings.clone();
        Callback::from(move |_: yew::Event| {
            let mut s = settings.clone();
            // D.2.4: the opponent's clock starts once the move is
            // announced: the announcement is confirmed before the press.
            s.assistant = !s.assistant;
            s.confirm_typed = s.assistant;
            d.dispatch(Action::Settings(s));
        })
    };
    // A game locked by the arbiter: the board only if the arbiter allows it.
    let board_allowed = game
        .setup()
        .arbiter_lock
        .as_ref()
        .is_none_or(rochade_arbiter::ArbiterLock::board_allowed);
    let accepts = !game.is_over() || state.fills_in_after_end();
    html! {
        <div class="otb-more">
            <NotationPad enabled={accepts} />
            <p class="hint">{ t(lang, Msg::OtbHelp) }</p>
            <p class="hint">{ t(lang, Msg::OtbPressHint) }</p>
            <div class="otb-tools">
                <button type="button" id="otb-tell" onclick={on_tell}>
                    { t(lang, Msg::CmTellTimes) }
                </button>
                if board_allowed {
                    <button type="button" id="otb-board-toggle" aria-expanded={show_board.to_string()}
                        aria-controls="otb-board" onclick={toggle_board}>
                        { t(lang, Msg::OtbShowBoard) }
                    </button>
                }
                <label>
                    <input type="checkbox" id="otb-assistant" checked={settings.assistant}
                        onchange={on_assistant} />
                    { t(lang, Msg::OtbAssistant) }
                </label>
            </div>
            <div id="otb-board" hidden={!(*show_board && board_allowed)}>
                if *show_board && board_allowed { <SmallBoard enabled={accepts} /> }
            </div>
        </div>
    }
}

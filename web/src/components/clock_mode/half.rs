//! One half of the clock: a player's time, move counter and state, and the
//! button he presses to end his turn (Art. 6.7). The far half is turned
//! round, face to face, for the player across the table.

use rochade_clock::{Clock, DisplayOptions, Side};
use rochade_laws::Color;
use yew::prelude::*;

use crate::context::AppContext;
use crate::words::i18n::{Msg, t, tr};
use crate::words::side as side_word;

/// One half of `clock`, `side`'s, at the instant `now` (the time source at
/// this render); `far` turns it round for the half across the table;
/// `on_press` hears it pressed.
/// A view function called by its component: it has no state of its own.
pub fn clock_half(
    app: &AppContext,
    clock: &Clock,
    now: u64,
    side: Side,
    far: bool,
    on_press: &Callback<Side>,
) -> Html {
    let lang = app.lang();
    let low_ms = app.settings().low_ms();
    let remaining = clock.remaining(side, now);
    let flag = clock.flag_of(side, now).is_some();
    let running = clock.running_at(now) == Some(side);
    let low = remaining <= low_ms && !flag;
    let color = Color::from(side);
    let state = if flag {
        t(lang, Msg::FlagFallen)
    } else if running {
        t(lang, Msg::ClockRunning)
    } else {
        t(lang, Msg::ClockStopped)
    };
    let id = if side == Side::White {
        "clock-white"
    } else {
        "clock-black"
    };
    let class = classes!(
        "clock-half",
        id,
        far.then_some("far"),
        running.then_some("running"),
        low.then_some("low"),
        flag.then_some("flagged"),
    );
    let onclick = {
        let on_press = on_press.clone();
        Callback::from(move |_: MouseEvent| on_press.emit(side))
    };
    let moves = u64::from(clock.moves_completed(side));
    html! {
        <button type="button" {id} {class} {onclick} data-side={side_word(lang, color)}
            aria-pressed={if running { "true" } else { "false" }}>
            <span class="clock-name">{ side_word(lang, color) }</span>
            <span class="clock-time" role="timer" aria-live="off">
                { clock.display(side, now, &DisplayOptions::default()) }
            </span>
            <span class="clock-moves" data-moves={moves.to_string()}>{ tr(lang, Msg::CmMoves { n: moves }) }</span>
            <span class="clock-state">{ state }
                if low { { " · " }{ t(lang, Msg::LowTime) } }
            </span>
        </button>
    }
}

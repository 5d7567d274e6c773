//! The effects of the game's clock wherever it is shown: a render when the
//! shown text next changes or the flag is due (the clock crate's
//! `next_redraw_in`), the flag fall observed at once (Art. 6.8), and the
//! sounds at low time and at the flag.

use rochade_arbiter::{Event, Game};
use rochade_clock::{DisplayOptions, Side};
use rochade_laws::Color;
use yew::prelude::*;

use crate::state::{Action, AppState};
use crate::time::now_ms;

/// Runs the effects of `game`'s clock at `now`; `low_ms` is the low-time
/// threshold, `volume_pct` the sounds' volume.
#[hook]
pub fn use_game_clock(
    game: &Game,
    now: u64,
    low_ms: u64,
    volume_pct: u32,
    dispatcher: UseReducerDispatcher<AppState>,
) {
    let clock = game.clock();
    let game_over = game.is_over();
    let opts = DisplayOptions::default();
    let redraw = clock.and_then(
        |c| match (c.next_redraw_in(now, &opts), c.time_until_flag(now)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        },
    );
    crate::hooks::use_redraw_after(if game_over { None } else { redraw });
    {
        let flagged = clock
            .filter(|_| !game_over)
            .and_then(|c| c.flag(now))
            .map(|f| f.at_ms);
        use_effect_with(flagged, move |f| {
            if f.is_some() {
                dispatcher.dispatch(Action::Game(Event::FlagCheck, now_ms()));
            }
        });
    }
    let low = [Color::White, Color::Black].map(|c| {
        clock.is_some_and(|k| {
            let side = Side::from(c);
            k.remaining(side, now) <= low_ms && k.flag_of(side, now).is_none()
        })
    });
    let fallen = clock.is_some_and(|k| k.flag(now).is_some());
    crate::hooks::use_sounds(game, low, fallen, volume_pct);
}

//! Spoken time warnings (the most requested feature of lichess's blind
//! mode): when the running clock of a side falls below the player's
//! threshold, the live region says so, once per crossing and side. A side
//! whose time rises above the threshold again (increment, time added) is
//! warned again at the next crossing. The flag itself is announced by the
//! arbiter's `FlagFell` (see `state/arbiter.rs`).

use gloo_timers::callback::Timeout;
use rochade_arbiter::rochade_clock::{Clock, Side};
use rochade_laws::Color;
use yew::prelude::*;

use crate::notice::Notice;
use crate::state::{Action, AppState};
use crate::time::now_ms;

/// What the warnings need to know at `now`: for each side that must now be
/// warned, its colour; and in how many milliseconds the running side will
/// cross the threshold. `warned` is updated.
pub fn due(
    clock: &Clock,
    low_ms: u64,
    now: u64,
    warned: &mut [bool; 2],
) -> (Vec<Color>, Option<u64>) {
    let mut say = Vec::new();
    let mut next = None;
    if low_ms == 0 {
        return (say, next);
    }
    let running = clock.running_at(now);
    for color in [Color::White, Color::Black] {
        let side = Side::from(color);
        let remaining = clock.remaining(side, now);
        let is_running = running == Some(side);
        if remaining >= low_ms {
            warned[color.index()] = false;
            if is_running {
                next = Some(remaining - low_ms);
            }
        } else if is_running && remaining > 0 && !warned[color.index()] {
            warned[color.index()] = true;
            say.push(color);
        }
    }
    (say, next)
}

/// Watches the clock and dispatches the warnings as [`Action::Say`], for
/// every threshold in `thresholds_ms` (each has its own crossings).
#[hook]
pub fn use_time_warnings(
    clock: Option<Clock>,
    game_over: bool,
    thresholds_ms: Vec<u64>,
    dispatch: UseReducerDispatcher<AppState>,
) {
    let warned = use_mut_ref(Vec::<(u64, [bool; 2])>::new);
    let timer = use_mut_ref(|| None::<Timeout>);
    let redraw = use_force_update();
    use_effect(move || {
        let mut next: Option<u64> = None;
        if let (Some(clock), false) = (clock.as_ref(), game_over) {
            let now = now_ms();
            let mut warned = warned.borrow_mut();
            // Keep the crossings of thresholds that are still set.
            warned.retain(|(ms, _)| thresholds_ms.contains(ms));
            for &low_ms in &thresholds_ms {
                if !warned.iter().any(|(ms, _)| *ms == low_ms) {
                    warned.push((low_ms, [false; 2]));
                }
            }
            let mut say_all = Vec::new();
            for (low_ms, state) in warned.iter_mut() {
                let (say, n) = due(clock, *low_ms, now, state);
                next = match (next, n) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
                // Only the lowest threshold crossed at once is spoken.
                say_all.retain(|(c, _)| !say.contains(c));
                say_all.extend(say.into_iter().map(|c| (c, *low_ms)));
            }
            for (side, low_ms) in say_all {
                dispatch.dispatch(Action::Say(Notice::TimeWarning {
                    side,
                    seconds: low_ms / 1000,
                }));
            }
        }
        *timer.borrow_mut() = next.map(|ms| {
            let ms = u32::try_from(ms.saturating_add(1)).unwrap_or(u32::MAX);
            Timeout::new(ms, move || redraw.force_update())
        });
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use rochade_arbiter::rochade_clock::TimeControl;
    use rochade_arbiter::{Event, Game, GameSetup, MoveInput};

    #[test]
    fn warns_once_per_crossing_and_side() {
        let tc = "60"
            .parse::<TimeControl>()
            .unwrap_or_else(|e| panic!("{e:?}"));
        let mut game =
            Game::new(GameSetup::default().with_time_control(tc)).unwrap_or_else(|e| panic!("{e}"));
        let m = rochade_laws::parse_move(game.position(), "e4").unwrap_or_else(|e| panic!("{e}"));
        game.apply(
            Event::Move {
                mv: MoveInput::Move(m),
                offer_draw: false,
            },
            0,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let clock = game.clock().cloned().unwrap_or_else(|| panic!("no clock"));
        let mut warned = [false; 2];
        // Black's clock runs: 31 s left at 29 s, the threshold is 30 s.
        assert_eq!(
            due(&clock, 30_000, 29_000, &mut warned),
            (vec![], Some(1_000))
        );
        assert_eq!(
            due(&clock, 30_000, 31_000, &mut warned),
            (vec![Color::Black], None)
        );
        assert_eq!(due(&clock, 30_000, 32_000, &mut warned), (vec![], None));
        // White's clock is stopped above the threshold; no threshold, no warning.
        let mut fresh = [false; 2];
        assert_eq!(due(&clock, 0, 59_000, &mut fresh), (vec![], None));
    }
}

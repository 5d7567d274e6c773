//! What the clock mode tells without being asked: a tone and a vibration
//! when a side's time falls below the low-time threshold, and at a flag
//! fall a tone and the flag in the live region (Art. 6.9). Spoken
//! low-time warnings come from [`super::use_time_warnings`].

use rochade_clock::{Clock, Side};
use rochade_laws::Color;
use yew::prelude::*;

use super::use_sounds::{Cue, play, vibrate};
use crate::notice::Notice;
use crate::state::{Action, AppState};

/// Alerts for `clock` as of `now`, at `volume_pct`, below `low_ms`.
#[hook]
pub fn use_clock_alerts(
    clock: Option<&Clock>,
    now: u64,
    low_ms: u64,
    volume_pct: u32,
    dispatch: UseReducerDispatcher<AppState>,
) {
    let low = Side::ALL.map(|side| {
        clock.is_some_and(|c| {
            c.is_started() && c.remaining(side, now) <= low_ms && c.flag_of(side, now).is_none()
        })
    });
    let flag = clock.and_then(|c| c.flag(now));
    // What was already heard: a reload makes no sound.
    let heard = use_mut_ref(|| (low, flag));
    use_effect(move || {
        let mut h = heard.borrow_mut();
        for (now_low, was_low) in low.iter().zip(h.0) {
            if *now_low && !was_low {
                play(Cue::LowTime, volume_pct);
                vibrate();
            }
        }
        if let (Some(f), None) = (flag, h.1) {
            play(Cue::Flag, volume_pct);
            dispatch.dispatch(Action::Say(Notice::ClockFlag {
                side: Color::from(f.side),
            }));
        }
        *h = (low, flag);
    });
}

//! The clock mode's state: the chess clock, or none while a control is
//! chosen, and what can happen to it. Refused operations (a press by the
//! side whose clock does not run, a press after the flag fell) change
//! nothing: on a chess clock the button of the waiting side is dead.

use std::rc::Rc;

use rochade_clock::{Clock, Phase, Side};
use yew::prelude::*;

/// The clock of the clock mode.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ClockModel {
    /// The clock; `None` while a time control is chosen.
    pub clock: Option<Clock>,
}

/// What the players and the arbiter do with the clock; each carries the
/// instant it was done.
#[derive(Clone, Debug)]
pub enum ClockAction {
    /// A new clock, set but not started.
    Set(Box<Clock>),
    /// Back to choosing a control.
    Clear,
    /// `side` pressed its half. Before the start, any press starts White's
    /// clock (Art. 6.5); afterwards only the running side's press counts
    /// (Art. 6.7).
    Press(Side, u64),
    /// Space: the running side ends its turn (or the clock starts).
    PressRunning(u64),
    /// Pause or resume (Art. 6.12); after a flag fall, resume once the
    /// arbiter has given the side to move time.
    TogglePause(u64),
    /// Play on after a flag fall: the flag counts only when claimed (2001
    /// Appendix B6, C2); the flagged clock stays at zero and the other
    /// flag can still fall, and the device still knows which fell first.
    PlayOn(u64),
    /// The arbiter sets a side's time and move counter (2001 Art. 6.14;
    /// 2023 Art. 6.10.2 and 7.1).
    Correct {
        /// Whose clock.
        side: Side,
        /// The time to show.
        ms: u64,
        /// The completed moves to count.
        moves: u32,
        /// When.
        now: u64,
    },
}

impl Reducible for ClockModel {
    type Action = ClockAction;

    fn reduce(self: Rc<Self>, action: ClockAction) -> Rc<Self> {
        let mut next = (*self).clone();
        let changed = match (action, next.clock.as_mut()) {
            (ClockAction::Set(c), _) => {
                next.clock = Some(*c);
                true
            }
            (ClockAction::Clear, _) => {
                next.clock = None;
                true
            }
            (ClockAction::Press(side, now), Some(c)) => press(c, Some(side), now),
            (ClockAction::PressRunning(now), Some(c)) => press(c, None, now),
            (ClockAction::TogglePause(now), Some(c)) => match c.phase_at(now) {
                Phase::Running => c.pause(now).is_ok(),
                Phase::Paused | Phase::Frozen => c.resume(now).is_ok(),
                Phase::NotStarted => false,
            },
            (ClockAction::PlayOn(now), Some(c)) => {
                c.set_play_on_after_flag(true, now).is_ok() && c.resume(now).is_ok()
            }
            (
                ClockAction::Correct {
                    side,
                    ms,
                    moves,
                    now,
                },
                Some(c),
            ) => {
                // A correction forgets a fallen flag of that side: the
                // arbiter has set the time the clock should show.
                let ok = c.clear_flag(side, now).is_ok() && c.set_remaining(side, ms, now).is_ok();
                c.set_moves(side, moves);
                ok
            }
            (_, None) => false,
        };
        if changed { Rc::new(next) } else { self }
    }
}

/// A press of `side` (`None`: whoever runs) at `now`; whether it counted.
fn press(c: &mut Clock, side: Option<Side>, now: u64) -> bool {
    if c.phase_at(now) == Phase::NotStarted {
        return c.start(now).is_ok();
    }
    let side = side.or_else(|| c.running_at(now)).unwrap_or(c.to_move());
    c.press(side, now).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model(tc: &str) -> Rc<ClockModel> {
        let c = Clock::new(tc.parse().unwrap_or_else(|e| panic!("{e:?}")))
            .unwrap_or_else(|e| panic!("{e:?}"));
        Rc::new(ClockModel { clock: Some(c) })
    }

    #[test]
    fn the_waiting_side_cannot_press() {
        let m = model("300+3");
        let m = m.reduce(ClockAction::Press(Side::Black, 1_000));
        let c = m.clock.clone().unwrap_or_else(|| panic!("no clock"));
        assert_eq!(c.running_at(1_000), Some(Side::White));
        let before = m.clone();
        let after = m.reduce(ClockAction::Press(Side::Black, 2_000));
        assert!(Rc::ptr_eq(&before, &after));
        let after = after.reduce(ClockAction::PressRunning(3_000));
        let c = after.clock.clone().unwrap_or_else(|| panic!("no clock"));
        assert_eq!(c.moves_completed(Side::White), 1);
        assert_eq!(c.running_at(3_000), Some(Side::Black));
    }

    #[test]
    fn corrections_set_time_and_moves() {
        let m = model("40/5400:1800").reduce(ClockAction::PressRunning(0));
        let m = m.reduce(ClockAction::Correct {
            side: Side::Black,
            ms: 60_000,
            moves: 39,
            now: 10,
        });
        let c = m.clock.clone().unwrap_or_else(|| panic!("no clock"));
        assert_eq!(c.remaining(Side::Black, 10), 60_000);
        assert_eq!(c.moves_completed(Side::Black), 39);
    }
}

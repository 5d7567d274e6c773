//! Named time controls.

use crate::{PerMove, Period, TimeControl};

/// A named time control for the new-game dialog.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Preset {
    /// A stable identifier (`"fide-classical"`, `"blitz-3+2"`, …).
    pub id: &'static str,
    /// A short English name.
    pub name: &'static str,
    /// The control.
    pub control: TimeControl,
}

const MIN: u64 = 60_000;
const SEC: u64 = 1_000;

fn fischer_from_move_one(base_ms: u64, inc_ms: u64) -> TimeControl {
    TimeControl::Periods(vec![
        Period::sudden_death(base_ms).with_per_move(PerMove::increment_from_move_one(inc_ms)),
    ])
}

/// The built-in presets, in this order:
///
/// | id | control | PGN |
/// |---|---|---|
/// | `fide-classical` | 90 min / 40 moves + 30 min, +30 s per move from move 1 | `40/5400+30:1800+30` |
/// | `classical-1997` | 2 h / 40 moves + 1 h / 20 moves + 30 min | `40/7200:20/3600:1800` |
/// | `rapid-15+10` | 15 min, +10 s per move from move 1 | `900+10` |
/// | `rapid-25+10` | 25 min, +10 s per move from move 1 | `1500+10` |
/// | `blitz-3+2` | 3 min, +2 s per move from move 1 | `180+2` |
/// | `blitz-5+3` | 5 min, +3 s per move from move 1 | `300+3` |
///
/// The increments follow FIDE practice with electronic clocks: they are
/// also added before move 1.
///
/// ```
/// use rochade_clock::{presets, GameType};
/// let p = presets();
/// assert_eq!(p[0].control.to_string(), "40/5400+30:1800+30");
/// assert_eq!(p[0].control.game_type(), Some(GameType::Standard));
/// assert_eq!(p[2].control.game_type(), Some(GameType::Rapidplay));
/// assert_eq!(p[4].control.game_type(), Some(GameType::Blitz));
/// assert!(p.iter().all(|p| p.control.validate().is_ok()));
/// ```
#[must_use]
pub fn presets() -> Vec<Preset> {
    vec![
        Preset {
            id: "fide-classical",
            name: "FIDE classical",
            control: TimeControl::Periods(vec![
                Period::for_moves(40, 90 * MIN)
                    .with_per_move(PerMove::increment_from_move_one(30 * SEC)),
                Period::sudden_death(30 * MIN)
                    .with_per_move(PerMove::increment_from_move_one(30 * SEC)),
            ]),
        },
        Preset {
            id: "classical-1997",
            name: "Classical (1997 era)",
            control: TimeControl::Periods(vec![
                Period::for_moves(40, 120 * MIN),
                Period::for_moves(20, 60 * MIN),
                Period::sudden_death(30 * MIN),
            ]),
        },
        Preset {
            id: "rapid-15+10",
            name: "Rapid 15+10",
            control: fischer_from_move_one(15 * MIN, 10 * SEC),
        },
        Preset {
            id: "rapid-25+10",
            name: "Rapid 25+10",
            control: fischer_from_move_one(25 * MIN, 10 * SEC),
        },
        Preset {
            id: "blitz-3+2",
            name: "Blitz 3+2",
            control: fischer_from_move_one(3 * MIN, 2 * SEC),
        },
        Preset {
            id: "blitz-5+3",
            name: "Blitz 5+3",
            control: fischer_from_move_one(5 * MIN, 3 * SEC),
        },
    ]
}

/// The preset with identifier `id`.
///
/// ```
/// assert_eq!(rochade_clock::preset("blitz-5+3").unwrap().control.to_string(), "300+3");
/// assert!(rochade_clock::preset("bullet").is_none());
/// ```
#[must_use]
pub fn preset(id: &str) -> Option<Preset> {
    presets().into_iter().find(|p| p.id == id)
}

//! Playing levels 1–8: how deep the engine looks and how often it errs.
//!
//! The lower levels are limited by depth and node count rather than time,
//! so that a level plays the same on a slow phone and a fast desktop, and
//! they make deliberate, seeded mistakes: the score of every legal move is
//! blurred by random noise before the best one is picked, and now and then
//! a move is picked from the merely playable ones. Every move is still a
//! legal move from the laws crate's generator.

use crate::eval::Evaluation;

/// A playing level, 1 (beginner) to 8 (full strength).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(try_from = "u8", into = "u8")]
pub struct Level(u8);

/// How a level searches and errs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LevelParams {
    /// Deepest iteration, in plies.
    pub max_depth: u32,
    /// Node budget per move, if any.
    pub max_nodes: Option<u64>,
    /// Amplitude (centipawns) of the noise added to each root move's score.
    pub noise_cp: i32,
    /// Percentage of moves chosen at random among the playable ones.
    pub blunder_percent: u32,
    /// How much worse than the best (centipawns) a random pick may be.
    pub blunder_margin_cp: i32,
    /// The shortest time the host should take to show a reply, so that a
    /// shallow level does not answer in a blink (the library cannot wait).
    pub min_reply_ms: u64,
    /// The evaluation: levels 1–7 keep the one their places on Stockfish's
    /// scale were measured with.
    pub evaluation: Evaluation,
    /// How the search prunes: levels 1–7 keep the search their places were
    /// measured with, since a level bounded by depth plays other moves
    /// when the search under it changes.
    pub pruning: Pruning,
}

/// How the search prunes and reduces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pruning {
    /// Fixed margins and reductions, and every legal move generated in
    /// the quiescence search: the search levels 1–7 were measured with.
    Fixed,
    /// Margins and reductions by whether the side to move is improving
    /// and by each move's history, losing captures pruned near the
    /// leaves, nodes without a remembered move searched a ply shallower,
    /// and only captures and promotions built in the quiescence search.
    Adaptive,
}

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(8);

    /// The level `n`, if 1 ≤ `n` ≤ 8.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 8 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level's number, 1–8.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// All levels, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (1..=8).map(Level)
    }

    /// The search and error settings of this level.
    pub const fn params(self) -> LevelParams {
        let (max_depth, max_nodes, noise_cp, blunder_percent, blunder_margin_cp, min_reply_ms) =
            match self.0 {
                // Levels 1 and 2 lost nearly every game to the level above
                // them with ±250 cp, 25 % within 600 cp and ±150 cp, 12 %
                // within 400 cp (gaps of more than 350 and 440 Elo): less
                // blur spaces them some 250 Elo apart, like the rest.
                1 => (1, Some(5_000), 50, 4, 200, 700),
                2 => (2, Some(10_000), 75, 5, 250, 600),
                3 => (3, Some(20_000), 90, 6, 250, 500),
                // Measured at ≈ 1580 with ±50 cp, 3 % within 150 cp, only
                // some 120 Elo below level 5: more noise and more random
                // moves put it near the middle of levels 3 and 5.
                4 => (4, Some(30_000), 70, 5, 200, 400),
                5 => (5, Some(60_000), 25, 0, 0, 300),
                6 => (8, Some(150_000), 0, 0, 0, 200),
                7 => (64, Some(600_000), 0, 0, 0, 100),
                _ => (64, None, 0, 0, 0, 0),
            };
        LevelParams {
            max_depth,
            max_nodes,
            noise_cp,
            blunder_percent,
            blunder_margin_cp,
            min_reply_ms,
            evaluation: if self.0 == 8 {
                Evaluation::Tuned
            } else {
                Evaluation::Tables
            },
            pruning: if self.0 == 8 {
                Pruning::Adaptive
            } else {
                Pruning::Fixed
            },
        }
    }

    /// Whether this level blurs its judgement (and so scores every root move exactly).
    pub const fn errs(self) -> bool {
        let p = self.params();
        p.noise_cp > 0 || p.blunder_percent > 0
    }
}

/// A level's strength measured against Stockfish 15.1 with
/// `UCI_LimitStrength`, in Elo on Stockfish's scale (its `UCI_Elo`,
/// calibrated at its own time control): not a FIDE rating. The runs are in
/// the crate's README ("Forty games a level").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strength {
    /// About this, rounded to tens. Levels 1 and 2, below Stockfish's
    /// floor (1350), are measured against the level above them, and their
    /// figures add to its.
    About(u16),
}

impl Level {
    /// The measured strength, if measured.
    ///
    /// ```
    /// use rochade_engine::{Level, Strength};
    /// assert_eq!(Level::new(4).unwrap().strength(), Some(Strength::About(1440)));
    /// ```
    pub const fn strength(self) -> Option<Strength> {
        match self.0 {
            // Levels 1 and 2 against the level above them (500 and 400
            // games, `elo_fit --rated`), chained: the level above's figure
            // plus the difference, whose intervals add (652 … 828 and
            // 933 … 1091).
            1 => Some(Strength::About(740)),
            2 => Some(Strength::About(1010)),
            // 120 games against Stockfish 1350, its floor: 1155 … 1288.
            3 => Some(Strength::About(1220)),
            4 => Some(Strength::About(1440)),
            5 => Some(Strength::About(1700)),
            // Three runs that disagree (1700, 1850, 2000), fitted as one
            // sample of 120 games (`examples/elo_fit`): 1859 … 1993.
            6 => Some(Strength::About(1930)),
            // Against Stockfish 1850 and 2100, 80 games fitted as one:
            // 1993 … 2160.
            7 => Some(Strength::About(2080)),
            // At 1 s a move natively; slower in the browser (README).
            // 60 games against Stockfish 2400 with the threats and the
            // rest: 2145 … 2339 (the build before them: 2199 … 2361).
            _ => Some(Strength::About(2250)),
        }
    }
}

impl Default for Level {
    fn default() -> Level {
        Level::MAX
    }
}

impl From<Level> for u8 {
    fn from(l: Level) -> u8 {
        l.0
    }
}

impl TryFrom<u8> for Level {
    type Error = String;
    fn try_from(n: u8) -> Result<Level, String> {
        Level::new(n).ok_or_else(|| format!("level {n} is not in 1..=8"))
    }
}

impl core::fmt::Display for Level {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}", self.0)
    }
}

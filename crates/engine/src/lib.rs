//! # rochade-engine
//!
//! A chess engine on top of `rochade-laws`' board and legal move generator:
//! iterative-deepening principal-variation search with quiescence search, a
//! fixed-size transposition table, move ordering (hash move, MVV-LVA with
//! static exchange evaluation, killer moves, history), null-move pruning,
//! late-move reductions, check extensions, and a tapered evaluation with
//! middle-game and end-game piece-square tables.
//!
//! Eight [`Level`]s, from a beginner's sparring partner (shallow search and
//! seeded deliberate mistakes) to full strength.
//!
//! Pure Rust, no web dependencies, no clock reads (the host passes the time
//! through [`Control`]), no threads: it runs the same natively and in a
//! browser worker. A search can be stopped through [`Control::should_stop`]
//! or run one iteration at a time with [`Engine::start`] and [`Engine::step`].
//! Given the same seed, position and depth or node limits, it plays the same
//! move; only time limits make it depend on the machine.
//!
//! ```
//! use rochade_engine::{Config, Engine, Level, Limits, NoClock};
//! use rochade_laws::Position;
//! let mut engine = Engine::new(Config { level: Level::new(3).unwrap(), ..Config::default() });
//! let pos = Position::new();
//! let r = engine.search(&pos, &[], &Limits::nodes(20_000), &mut NoClock).unwrap();
//! assert!(pos.legal_moves().contains(&r.best));
//! ```

#![warn(missing_docs)]

pub mod analysis;
pub mod eval;
mod level;
mod policy;
mod rng;
mod search;
mod time;
mod tt;
pub mod uci;
pub mod wire;

pub use eval::{Evaluation, evaluate, evaluate_with};
pub use level::{Level, LevelParams, Pruning, Strength};
pub use policy::{accepts_draw, resigns};
pub use rng::Rng;
pub use search::{Config, Control, Engine, Info, Limits, NoClock, Score, Search, SearchResult};
pub use time::{Budget, TimeLimit};

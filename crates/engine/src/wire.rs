//! Plain-data request and response for a host in another thread or
//! process (the browser's Web Worker): positions and moves as text, so the
//! structs need nothing from the laws crate to cross the boundary. They
//! derive serde's `Serialize` and `Deserialize` and leave the format to the
//! host: the browser's worker and page pass them as JavaScript values
//! (`serde_wasm_bindgen`), which `postMessage` copies as they are. The form
//! is serde's default: a struct as an object of its fields, an enum
//! externally tagged (`"Ready"`, `{"Done": {...}}`), a [`Level`] as its
//! number.

use rochade_laws::{Position, Uci};

use crate::uci::setup;
use crate::{Control, Engine, Level, Limits, Score};

/// "Find a move in this game."
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SearchRequest {
    /// The game's starting position as FEN, or `None` for the standard one;
    /// a Chess960 FEN (X-FEN or Shredder-FEN) is read as Chess960.
    pub start_fen: Option<String>,
    /// The moves played since, in UCI notation (`e2e4`, `e7e8q`, `e1g1`).
    pub moves: Vec<String>,
    /// The level to play at.
    pub level: Level,
    /// Time and other limits.
    pub limits: Limits,
    /// Seed of the level's deliberate mistakes.
    pub seed: u64,
}

/// The engine's answer.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SearchResponse {
    /// The move in UCI notation, or `None` if the game is over.
    pub best: Option<String>,
    /// The engine's view of the position, from the side to move.
    pub score: Option<Score>,
    /// Depth of the last completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub time_ms: u64,
    /// How long the host should wait in all before showing the move, so a
    /// shallow level does not reply in a blink.
    pub min_reply_ms: u64,
}

impl Engine {
    /// Answers a [`SearchRequest`]; `Err` for a malformed position or move.
    ///
    /// ```
    /// use rochade_engine::{Config, Engine, Level, Limits, NoClock, wire::SearchRequest};
    /// let mut engine = Engine::new(Config { hash_mib: 1, ..Config::default() });
    /// let req = SearchRequest {
    ///     start_fen: None,
    ///     moves: vec!["f2f3".into(), "e7e5".into(), "g2g4".into()],
    ///     level: Level::MAX,
    ///     limits: Limits::depth(2),
    ///     seed: 1,
    /// };
    /// let res = engine.answer(&req, &mut NoClock).unwrap();
    /// assert_eq!(res.best.as_deref(), Some("d8h4"));
    /// ```
    pub fn answer<C: Control>(
        &mut self,
        req: &SearchRequest,
        ctl: &mut C,
    ) -> Result<SearchResponse, String> {
        let (pos, history): (Position, _) = setup(req.start_fen.as_deref(), &req.moves)?;
        self.set_level(req.level);
        self.set_seed(req.seed);
        let r = self.search(&pos, &history, &req.limits, ctl);
        Ok(SearchResponse {
            // Chess960 castling as the king taking its rook.
            best: r
                .as_ref()
                .map(|r| Uci::from_move_in(&r.best, pos.castling_mode()).to_string()),
            score: r.as_ref().map(|r| r.score),
            depth: r.as_ref().map_or(0, |r| r.depth),
            nodes: r.as_ref().map_or(0, |r| r.nodes),
            time_ms: r.as_ref().map_or(0, |r| r.time_ms),
            min_reply_ms: req.level.params().min_reply_ms,
        })
    }
}

/// What the page sends its engine worker: a search, numbered so that the
/// page can tell the answer to this search from that of one it abandoned.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Job {
    /// The page's number for this search.
    pub id: u32,
    /// The search.
    pub request: SearchRequest,
}

/// What the engine worker sends the page.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum FromWorker {
    /// The worker's wasm is loaded and it listens: a message posted before
    /// would have been lost, since a worker has no listener while its
    /// module is still being fetched and compiled.
    Ready,
    /// The answer to job `id`.
    Done {
        /// The job's number.
        id: u32,
        /// The answer.
        response: SearchResponse,
    },
    /// Job `id` could not be read (a malformed position or move).
    Failed {
        /// The job's number.
        id: u32,
        /// What was wrong.
        error: String,
    },
}

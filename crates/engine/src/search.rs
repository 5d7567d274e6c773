//! Iterative-deepening principal-variation search with quiescence search,
//! a transposition table, null-move pruning, late-move reductions and check
//! extensions.

use rochade_laws::{Bitboard, Color, Move, Position, RepetitionKey, Role};

use crate::eval::{Evaluation, evaluate_with, has_pieces, see_value};
use crate::rng::Rng;
use crate::time::{Budget, TimeLimit};
use crate::tt::{Bound, Tt, pack};
use crate::{Level, LevelParams, Pruning};

/// The score of being checkmated now; a mate in `n` plies scores `MATE - n`.
pub(crate) const MATE: i32 = 30_000;
const INF: i32 = 31_000;
/// Scores beyond this are mates.
const MATE_BOUND: i32 = MATE - 1_000;
/// The deepest ply the search goes (extensions included).
const MAX_PLY: usize = 100;
/// How often (in nodes) the search asks the clock and the stop callback.
const POLL_EVERY: u64 = 1024;

/// What the host provides while the engine thinks: the time, and whether to
/// stop. The library reads no clock of its own (the browser's
/// wasm32-unknown-unknown target has none); natively, wrap
/// `std::time::Instant`, in a worker `performance.now()`.
pub trait Control {
    /// Milliseconds since any fixed origin. Only differences are used.
    fn now_ms(&mut self) -> u64;
    /// Whether to abandon the search now (a stop command, a new game, …).
    /// Asked every thousand nodes or so; the best move found so far is returned.
    fn should_stop(&mut self) -> bool {
        false
    }
    /// Called after each completed iteration, for progress reports.
    fn on_iteration(&mut self, _info: &Info) {}
}

/// A [`Control`] without a clock and without a stop signal, for searches
/// limited by depth or nodes (tests, deterministic play).
#[derive(Debug, Clone, Copy, Default)]
pub struct NoClock;

impl Control for NoClock {
    fn now_ms(&mut self) -> u64 {
        0
    }
}

/// Limits of one search, on top of those of the level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Limits {
    /// Time for this move.
    pub time: TimeLimit,
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Node budget.
    pub nodes: Option<u64>,
}

impl Limits {
    /// A fixed time per move.
    pub fn move_time(ms: u64) -> Limits {
        Limits {
            time: TimeLimit::MoveTime(ms),
            ..Limits::default()
        }
    }

    /// A fixed depth, no time limit.
    pub fn depth(plies: u32) -> Limits {
        Limits {
            depth: Some(plies),
            ..Limits::default()
        }
    }

    /// A node budget, no time limit: the same result on every machine.
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }
}

/// A score as reported to the user.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Score {
    /// Centipawns from the side to move's point of view.
    Cp(i32),
    /// Mate in this many moves (negative: the side to move is mated).
    Mate(i32),
}

impl Score {
    fn from_internal(s: i32) -> Score {
        if s >= MATE_BOUND {
            Score::Mate((MATE - s + 1) / 2)
        } else if s <= -MATE_BOUND {
            Score::Mate(-(MATE + s) / 2)
        } else {
            Score::Cp(s)
        }
    }

    /// The score in centipawns, mates as ±100 000 minus the distance.
    pub fn centipawns(self) -> i32 {
        match self {
            Score::Cp(c) => c,
            Score::Mate(n) if n > 0 => 100_000 - n,
            Score::Mate(n) => -100_000 - n,
        }
    }
}

impl core::fmt::Display for Score {
    /// The UCI form: `cp 31`, `mate 2`, `mate -1`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Score::Cp(c) => write!(f, "cp {c}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

/// Progress after an iteration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Info {
    /// Nominal depth of the iteration.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// Score of the best move.
    pub score: Score,
    /// Nodes searched so far in this search.
    pub nodes: u64,
    /// Milliseconds since the search started (as measured by the [`Control`]).
    pub time_ms: u64,
    /// The expected line of play.
    pub pv: Vec<Move>,
}

/// The outcome of a search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play: always one of the position's legal moves.
    pub best: Move,
    /// The expected reply, if known.
    pub ponder: Option<Move>,
    /// The engine's judgement of the position (for its own best line, even
    /// when a lower level deliberately plays another move).
    pub score: Score,
    /// The last completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent (as measured by the [`Control`]).
    pub time_ms: u64,
    /// The expected line of play, starting with `best` when the level played
    /// its own best move.
    pub pv: Vec<Move>,
}

/// A search in progress, run one iteration at a time by [`Engine::step`]:
/// a host without threads (a browser worker) can return to its event loop
/// between iterations to notice a stop message.
#[derive(Debug, Clone)]
pub struct Search {
    root: Position,
    game_keys: Vec<u64>,
    moves: Vec<Move>,
    max_depth: u32,
    node_limit: Option<u64>,
    budget: Option<Budget>,
    start_ms: u64,
    depth: u32,
    best: Move,
    score: i32,
    pv: Vec<Move>,
    done: bool,
}

impl Search {
    /// The position being searched.
    pub fn position(&self) -> &Position {
        &self.root
    }

    /// The deepest completed iteration so far.
    pub fn depth(&self) -> u32 {
        self.depth
    }
}

/// Engine settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Config {
    /// Transposition table size in mebibytes.
    pub hash_mib: usize,
    /// Seed of the random choices of the lower levels.
    pub seed: u64,
    /// Playing level.
    pub level: Level,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            hash_mib: 16,
            seed: 0x0052_4f43_4841_4445, // "ROCHADE"
            level: Level::MAX,
        }
    }
}

/// The engine: its memory (transposition table, move-ordering statistics)
/// persists between moves of a game; call [`Engine::new_game`] between games.
pub struct Engine {
    tt: Tt,
    config: Config,
    /// Success of quiet moves, by side, from and to square.
    history: Vec<i32>,
    /// Two quiet moves per ply that recently caused a cut-off.
    killers: [[u16; 2]; MAX_PLY + 1],
    /// Keys of the game's earlier positions and of the current search path.
    keys: Vec<u64>,
    lmr: [[u8; 64]; 64],
    /// The static evaluation at each ply of the current path (`-INF` in
    /// check), to tell whether the side to move is improving.
    evals: [i32; MAX_PLY + 2],
    nodes: u64,
    seldepth: usize,
    stopped: bool,
    node_limit: Option<u64>,
    hard_ms: Option<u64>,
    start_ms: u64,
    root_best: Option<Move>,
    /// The level's evaluation, kept here for the hot path.
    evaluation: Evaluation,
    /// Whether the level prunes adaptively ([`Pruning::Adaptive`]).
    adaptive: bool,
}

impl Engine {
    /// An engine with these settings.
    pub fn new(config: Config) -> Engine {
        let mut lmr = [[0u8; 64]; 64];
        for (d, row) in lmr.iter_mut().enumerate().skip(1) {
            for (i, r) in row.iter_mut().enumerate().skip(1) {
                let v = 0.75 + (d as f64).ln() * (i as f64).ln() / 2.25;
                *r = v.max(0.0) as u8;
            }
        }
        Engine {
            tt: Tt::new(config.hash_mib),
            config,
            history: vec![0; 2 * 64 * 64],
            killers: [[0; 2]; MAX_PLY + 1],
            keys: Vec::with_capacity(512),
            lmr,
            evals: [-INF; MAX_PLY + 2],
            nodes: 0,
            seldepth: 0,
            stopped: false,
            node_limit: None,
            hard_ms: None,
            start_ms: 0,
            root_best: None,
            evaluation: config.level.params().evaluation,
            adaptive: config.level.params().pruning == Pruning::Adaptive,
        }
    }

    /// The settings.
    pub fn config(&self) -> Config {
        self.config
    }

    /// Changes the level for the following searches.
    pub fn set_level(&mut self, level: Level) {
        self.config.level = level;
        self.evaluation = level.params().evaluation;
        self.adaptive = level.params().pruning == Pruning::Adaptive;
    }

    /// Changes the seed of the lower levels' mistakes.
    pub fn set_seed(&mut self, seed: u64) {
        self.config.seed = seed;
    }

    /// Resizes (and clears) the transposition table.
    pub fn set_hash_mib(&mut self, mib: usize) {
        self.config.hash_mib = mib;
        self.tt = Tt::new(mib);
    }

    /// Forgets everything learnt: a new game gives the same moves as a fresh engine.
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.history.fill(0);
        self.killers = [[0; 2]; MAX_PLY + 1];
    }

    /// Searches `pos` to the limits and returns the move to play, or `None`
    /// when the game is over (no legal move).
    ///
    /// `history` holds the repetition keys of the game's earlier positions,
    /// oldest first (not including `pos`), so the engine sees repetitions.
    ///
    /// ```
    /// use rochade_engine::{Config, Engine, Limits, NoClock};
    /// use rochade_laws::Position;
    /// let mut engine = Engine::new(Config::default());
    /// let pos = Position::from_fen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1").unwrap();
    /// let r = engine.search(&pos, &[], &Limits::depth(3), &mut NoClock).unwrap();
    /// assert_eq!(r.best.to_string(), "d1d8");
    /// ```
    pub fn search<C: Control>(
        &mut self,
        pos: &Position,
        history: &[RepetitionKey],
        limits: &Limits,
        ctl: &mut C,
    ) -> Option<SearchResult> {
        let now = ctl.now_ms();
        let mut s = self.start(pos, history, limits, now)?;
        loop {
            if let Some(r) = self.step(&mut s, ctl) {
                return Some(r);
            }
        }
    }

    /// Prepares a search to be run by [`Engine::step`]; `None` when the game
    /// is over. `now_ms` is the host's time (the same clock as [`Control::now_ms`]).
    pub fn start(
        &mut self,
        pos: &Position,
        history: &[RepetitionKey],
        limits: &Limits,
        now_ms: u64,
    ) -> Option<Search> {
        let moves = pos.legal_moves();
        let first = *moves.first()?;
        let params = self.config.level.params();
        let max_depth = limits
            .depth
            .unwrap_or(u32::MAX)
            .min(params.max_depth)
            .clamp(1, MAX_PLY as u32 - 4);
        let node_limit = match (limits.nodes, params.max_nodes) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.tt.new_search();
        Some(Search {
            root: pos.clone(),
            game_keys: history.iter().map(|k| k.0).collect(),
            moves,
            max_depth,
            node_limit,
            budget: limits.time.budget(),
            start_ms: now_ms,
            depth: 0,
            best: first,
            score: 0,
            pv: vec![first],
            done: false,
        })
    }

    /// Runs the next iteration of `s`; returns the result once the search is
    /// over (limits reached or [`Control::should_stop`]). After that, `s` is
    /// spent: further calls return the same result again.
    pub fn step<C: Control>(&mut self, s: &mut Search, ctl: &mut C) -> Option<SearchResult> {
        if s.done {
            return Some(self.finish(s, ctl));
        }
        self.keys.clear();
        self.keys.extend_from_slice(&s.game_keys);
        self.stopped = false;
        self.node_limit = s.node_limit;
        self.hard_ms = s.budget.map(|b| b.hard_ms);
        self.start_ms = s.start_ms;
        if s.depth == 0 {
            self.nodes = 0;
            self.seldepth = 0;
            for k in self.killers.iter_mut() {
                *k = [0, 0];
            }
        }
        let depth = s.depth + 1;
        self.root_best = None;
        let score = self.aspiration(ctl, &s.root.clone(), depth as i32, s.score);
        if let Some(m) = self.root_best {
            s.best = m;
            if !self.stopped {
                s.score = score;
                s.depth = depth;
            }
            s.pv = self.tt.pv(&s.root, m, MAX_PLY);
        }
        let elapsed = ctl.now_ms().saturating_sub(s.start_ms);
        if !self.stopped {
            ctl.on_iteration(&Info {
                depth,
                seldepth: self.seldepth as u32,
                score: Score::from_internal(s.score),
                nodes: self.nodes,
                time_ms: elapsed,
                pv: s.pv.clone(),
            });
        }
        let mate_found = s.score.abs() >= MATE_BOUND && depth as i32 > 2 * (MATE - s.score.abs());
        s.done = self.stopped
            || depth >= s.max_depth
            || mate_found
            || (s.moves.len() == 1 && s.budget.is_some())
            || s.node_limit.is_some_and(|n| self.nodes >= n)
            || s.budget.is_some_and(|b| elapsed >= b.soft_ms);
        if s.done {
            Some(self.finish(s, ctl))
        } else {
            None
        }
    }

    fn finish<C: Control>(&mut self, s: &mut Search, ctl: &mut C) -> SearchResult {
        s.done = true;
        let params = self.config.level.params();
        let mut best = s.best;
        let mut pv = s.pv.clone();
        if self.config.level.errs() && s.moves.len() > 1 && !ctl.should_stop() {
            if let Some(m) = self.choose_with_mistakes(s, params, ctl) {
                if m != best {
                    best = m;
                    pv = vec![m];
                }
            }
        }
        SearchResult {
            best,
            ponder: pv.get(1).copied(),
            score: Score::from_internal(s.score),
            depth: s.depth,
            nodes: self.nodes,
            time_ms: ctl.now_ms().saturating_sub(s.start_ms),
            pv,
        }
    }

    /// Scores every root move with a full window at the level's depth, blurs
    /// the scores with seeded noise, and now and then picks any playable move.
    fn choose_with_mistakes<C: Control>(
        &mut self,
        s: &Search,
        params: LevelParams,
        ctl: &mut C,
    ) -> Option<Move> {
        let depth = s.depth.max(1) as i32;
        self.stopped = false;
        self.node_limit = None;
        self.keys.clear();
        self.keys.extend_from_slice(&s.game_keys);
        self.keys.push(s.root.repetition_key().0);
        let mut scored = Vec::with_capacity(s.moves.len());
        for m in &s.moves {
            let mut child = s.root.clone();
            child.play_unchecked(m);
            let v = -self.negamax(ctl, &child, depth - 1, -INF, INF, 1, true);
            if self.stopped {
                return None;
            }
            scored.push((v, *m));
        }
        let seed = self.config.seed
            ^ s.root.repetition_key().0
            ^ u64::from(s.root.fullmove_number()).wrapping_mul(0x9e37_79b9);
        let mut rng = Rng::new(seed);
        let top = scored.iter().map(|&(v, _)| v).max()?;
        if rng.chance(params.blunder_percent) {
            let playable: Vec<Move> = scored
                .iter()
                .filter(|&&(v, _)| v >= top - params.blunder_margin_cp && v > -MATE_BOUND)
                .map(|&(_, m)| m)
                .collect();
            if !playable.is_empty() {
                return Some(playable[rng.below(playable.len() as u64) as usize]);
            }
        }
        scored
            .iter()
            .map(|&(v, m)| (v + rng.noise(params.noise_cp), m))
            .max_by_key(|&(v, _)| v)
            .map(|(_, m)| m)
    }

    fn aspiration<C: Control>(
        &mut self,
        ctl: &mut C,
        root: &Position,
        depth: i32,
        prev: i32,
    ) -> i32 {
        if depth < 5 || prev.abs() >= MATE_BOUND {
            return self.negamax(ctl, root, depth, -INF, INF, 0, false);
        }
        let mut window = 30;
        let mut alpha = (prev - window).max(-INF);
        let mut beta = (prev + window).min(INF);
        loop {
            let score = self.negamax(ctl, root, depth, alpha, beta, 0, false);
            if self.stopped {
                return score;
            }
            if score <= alpha {
                alpha = (score - window).max(-INF);
            } else if score >= beta {
                beta = (score + window).min(INF);
            } else {
                return score;
            }
            window *= 2;
            if window > 1000 {
                alpha = -INF;
                beta = INF;
            }
        }
    }

    fn poll<C: Control>(&mut self, ctl: &mut C) {
        if self.nodes % POLL_EVERY != 0 {
            return;
        }
        if self.node_limit.is_some_and(|n| self.nodes >= n) {
            self.stopped = true;
        }
        if let Some(hard) = self.hard_ms {
            if ctl.now_ms().saturating_sub(self.start_ms) >= hard {
                self.stopped = true;
            }
        }
        if ctl.should_stop() {
            self.stopped = true;
        }
    }

    /// Whether the position at this node is a draw by the rules the search
    /// cares about: a repetition (once is enough inside the search), the
    /// fifty-move rule, or material that cannot mate (by material alone).
    fn is_draw(&self, pos: &Position) -> bool {
        if pos.halfmove_clock() >= 100 {
            return true;
        }
        let key = pos.repetition_key().0;
        let n = self.keys.len();
        let reach = (pos.halfmove_clock() as usize).min(n);
        let mut back = 2;
        while back <= reach {
            if self.keys[n - back] == key {
                return true;
            }
            back += 2;
        }
        // Material alone: the laws crate's full dead-position test runs a
        // small search of its own where pawns are blocked, which at every
        // node made pawn endings some 70 times slower per node. The arbiter
        // still ends a game in a dead position exactly (Art. 5.2 b); the
        // search only needs to know that nobody can win.
        !pos.can_checkmate_by_material(Color::White) && !pos.can_checkmate_by_material(Color::Black)
    }

    /// Counts a node of the main or the quiescence search and polls the
    /// host; the score to return at once when the search is stopped or as
    /// deep as it may go.
    #[inline]
    fn enter<C: Control>(&mut self, ctl: &mut C, pos: &Position, ply: usize) -> Option<i32> {
        self.nodes += 1;
        self.poll(ctl);
        if self.stopped {
            return Some(0);
        }
        if ply >= MAX_PLY {
            return Some(evaluate_with(pos, self.evaluation));
        }
        self.seldepth = self.seldepth.max(ply);
        None
    }

    fn history_index(pos: &Position, m: &Move) -> usize {
        pos.turn().index() * 4096 + m.from().index() * 64 + m.to().index()
    }

    fn update_history(&mut self, idx: usize, bonus: i32) {
        let h = &mut self.history[idx];
        *h += bonus - *h * bonus.abs() / 16_384;
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax<C: Control>(
        &mut self,
        ctl: &mut C,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        allow_null: bool,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        if ply > 0 {
            if self.is_draw(pos) {
                return 0;
            }
            // No line can be better than mating next move or worse than being mated now.
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        let in_check = pos.is_check();
        if in_check {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiescence(ctl, pos, alpha, beta, ply);
        }
        if let Some(score) = self.enter(ctl, pos, ply) {
            return score;
        }

        let key = pos.repetition_key().0;
        let mut tt_move = 0;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.mv;
            if !pv_node && e.depth as i32 >= depth {
                let score = from_tt(e.score as i32, ply);
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }

        // Internal iterative reduction: a node with no remembered move is
        // searched a ply shallower, which is cheaper than searching it
        // blind and fills the table for the next iteration.
        if self.adaptive && depth >= 4 && tt_move == 0 && !in_check {
            depth -= 1;
        }

        let static_eval = if in_check {
            -INF
        } else {
            evaluate_with(pos, self.evaluation)
        };
        self.evals[ply] = static_eval;
        // Better than two plies ago: prune less, reduce less.
        let improving = !in_check && ply >= 2 && static_eval > self.evals[ply - 2];
        let adaptive = self.adaptive;
        let us = pos.turn();

        // Reverse futility: far above beta with little depth left, a quiet
        // position will not fall back below it.
        if !pv_node && !in_check && depth <= 6 && beta.abs() < MATE_BOUND {
            let margin = 85 * depth - if adaptive && improving { 50 } else { 0 };
            if static_eval - margin >= beta {
                return static_eval - margin;
            }
        }

        // Null move: if passing still keeps us above beta, a real move will too.
        if allow_null
            && !pv_node
            && !in_check
            && depth >= 3
            && static_eval >= beta
            && has_pieces(pos, us)
        {
            let r = 3 + depth / 5 + ((static_eval - beta) / 200).min(2);
            let mut child = pos.clone();
            child.pass_turn();
            self.keys.push(key);
            let score = -self.negamax(ctl, &child, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
            self.keys.pop();
            if self.stopped {
                return 0;
            }
            if score >= beta {
                return if score >= MATE_BOUND { beta } else { score };
            }
        }

        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let killers = self.killers[ply];
        let mut scored: Vec<(i32, Move)> = moves
            .iter()
            .map(|m| {
                let p = pack(m);
                let s = if p == tt_move {
                    4_000_000
                } else if m.is_capture() || m.promotion() == Some(Role::Queen) {
                    let victim = m.capture().map_or(0, see_value);
                    let mvv =
                        victim * 16 - m.role().index() as i32 + m.promotion().map_or(0, see_value);
                    if see(pos, m) >= 0 {
                        2_000_000 + mvv
                    } else {
                        -1_000_000 + mvv
                    }
                } else if p == killers[0] {
                    1_000_001
                } else if p == killers[1] {
                    1_000_000
                } else {
                    self.history[Self::history_index(pos, m)]
                };
                (s, *m)
            })
            .collect();

        self.keys.push(key);
        let original_alpha = alpha;
        let mut best = -INF;
        let mut best_move = 0u16;
        let mut quiets_tried: Vec<usize> = Vec::new();
        for i in 0..scored.len() {
            // Selection sort: cut-offs usually come early, so sort lazily.
            let mut j = i;
            for k in i + 1..scored.len() {
                if scored[k].0 > scored[j].0 {
                    j = k;
                }
            }
            scored.swap(i, j);
            let (order, m) = scored[i];
            let quiet = !m.is_capture() && m.promotion().is_none();
            let mut child = pos.clone();
            child.play_unchecked(&m);
            let gives_check = child.is_check();

            // Futility and late-move pruning of quiet moves near the leaves.
            if !pv_node && quiet && !in_check && !gives_check && best > -MATE_BOUND {
                if depth <= 3 && static_eval + 120 * depth + 60 <= alpha {
                    continue;
                }
                let late = if improving || !adaptive {
                    4 + depth * depth * 2
                } else {
                    3 + depth * depth
                };
                if depth <= 4 && i as i32 > late {
                    continue;
                }
            }
            // A capture that loses material by the exchange, near the leaves.
            if adaptive
                && !pv_node
                && !quiet
                && !in_check
                && !gives_check
                && depth <= 2
                && order < 0
                && best > -MATE_BOUND
            {
                continue;
            }

            let new_depth = depth - 1;
            let score = if i == 0 {
                -self.negamax(ctl, &child, new_depth, -beta, -alpha, ply + 1, true)
            } else {
                let mut r = 0;
                if depth >= 3 && i >= 2 && quiet && !in_check && !gives_check {
                    r = self.lmr[(depth as usize).min(63)][i.min(63)] as i32;
                    if pv_node {
                        r -= 1;
                    }
                    if order >= 1_000_000 {
                        r -= 1; // a killer
                    } else if adaptive {
                        // A quiet move that often cut off elsewhere is
                        // reduced less, one that never did more.
                        r -= order / 8_192;
                    }
                    if adaptive && !improving {
                        r += 1;
                    }
                    r = r.clamp(0, new_depth - 1);
                }
                let mut s = -self.negamax(
                    ctl,
                    &child,
                    new_depth - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                );
                if s > alpha && r > 0 {
                    s = -self.negamax(ctl, &child, new_depth, -alpha - 1, -alpha, ply + 1, true);
                }
                if s > alpha && s < beta {
                    s = -self.negamax(ctl, &child, new_depth, -beta, -alpha, ply + 1, true);
                }
                s
            };
            if self.stopped {
                self.keys.pop();
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = pack(&m);
                    if ply == 0 {
                        self.root_best = Some(m);
                    }
                    if score >= beta {
                        if quiet {
                            let bonus = (depth * depth).min(400);
                            self.update_history(Self::history_index(pos, &m), bonus);
                            for &q in &quiets_tried {
                                self.update_history(q, -bonus);
                            }
                            let p = pack(&m);
                            if self.killers[ply][0] != p {
                                self.killers[ply][1] = self.killers[ply][0];
                                self.killers[ply][0] = p;
                            }
                        }
                        break;
                    }
                }
            }
            if quiet {
                quiets_tried.push(Self::history_index(pos, &m));
            }
        }
        self.keys.pop();

        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, best_move, to_tt(best, ply), depth, bound);
        best
    }

    fn quiescence<C: Control>(
        &mut self,
        ctl: &mut C,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if let Some(score) = self.enter(ctl, pos, ply) {
            return score;
        }
        let in_check = pos.is_check();
        // In check every evasion is searched, and none means mate. Adaptive
        // levels build only captures and promotions otherwise (a stalemate
        // there goes unnoticed and is judged by standing pat, like any
        // quiet position); the others every move, as when measured.
        let moves = if in_check || !self.adaptive {
            pos.legal_moves()
        } else {
            pos.legal_captures_and_promotions()
        };
        if moves.is_empty() && (in_check || !self.adaptive) {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let mut best;
        let stand_pat;
        if in_check {
            // No standing pat in check: every evasion is searched.
            best = -INF;
            stand_pat = -INF;
        } else {
            stand_pat = evaluate_with(pos, self.evaluation);
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
        }
        let mut scored: Vec<(i32, Move)> = moves
            .iter()
            .filter(|m| in_check || m.is_capture() || m.promotion() == Some(Role::Queen))
            .map(|m| {
                let victim = m.capture().map_or(0, see_value);
                (
                    victim * 16 - m.role().index() as i32 + m.promotion().map_or(0, see_value),
                    *m,
                )
            })
            .collect();
        for i in 0..scored.len() {
            let mut j = i;
            for k in i + 1..scored.len() {
                if scored[k].0 > scored[j].0 {
                    j = k;
                }
            }
            scored.swap(i, j);
            let m = scored[i].1;
            if !in_check {
                // Delta pruning: even winning the piece outright would not reach alpha.
                let gain = m.capture().map_or(0, see_value) + m.promotion().map_or(0, see_value);
                if stand_pat + gain + 200 <= alpha && m.promotion().is_none() {
                    continue;
                }
                if see(pos, &m) < 0 {
                    continue;
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(&m);
            let score = -self.quiescence(ctl, &child, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// Static exchange evaluation: the material balance of the capture
/// sequence on the destination square, each side recapturing with its
/// least valuable piece and free to stop.
pub(crate) fn see(pos: &Position, m: &Move) -> i32 {
    let to = m.to();
    let from = m.from();
    let mut occ = pos.occupied() ^ Bitboard::from_square(from);
    if let Some(v) = m.en_passant_victim() {
        occ ^= Bitboard::from_square(v);
    }
    let mut gain = [0i32; 40];
    gain[0] = m.capture().map_or(0, see_value)
        + m.promotion()
            .map_or(0, |p| see_value(p) - see_value(Role::Pawn));
    // The piece now standing on `to`, which the other side may take.
    let mut on_square = see_value(m.promotion().unwrap_or(m.role()));
    let mut side = !pos.turn();
    let mut d = 0;
    loop {
        let attackers = pos.attackers_to(to, side, occ) & occ;
        let Some((sq, role)) = least_valuable(pos, attackers) else {
            break;
        };
        d += 1;
        gain[d] = on_square - gain[d - 1];
        if (-gain[d - 1]).max(gain[d]) < 0 || d >= 38 {
            break;
        }
        occ ^= Bitboard::from_square(sq);
        on_square = see_value(role);
        side = !side;
    }
    while d > 0 {
        gain[d - 1] = -((-gain[d - 1]).max(gain[d]));
        d -= 1;
    }
    gain[0]
}

fn least_valuable(pos: &Position, attackers: Bitboard) -> Option<(rochade_laws::Square, Role)> {
    Role::ALL
        .into_iter()
        .find_map(|r| (attackers & pos.by_role(r)).first().map(|sq| (sq, r)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rochade_laws::Uci;

    fn mv(pos: &Position, uci: &str) -> Move {
        uci.parse::<Uci>().unwrap().to_move(pos).unwrap()
    }

    #[test]
    fn see_counts_exchanges() {
        // Rook takes a pawn defended by a pawn: loses the exchange.
        let p = Position::from_fen("4k3/8/3p4/4p3/8/8/8/4RK2 w - - 0 1").unwrap();
        assert_eq!(see(&p, &mv(&p, "e1e5")), 100 - 500);
        // Undefended pawn.
        let p = Position::from_fen("4k3/8/8/4p3/8/8/8/4RK2 w - - 0 1").unwrap();
        assert_eq!(see(&p, &mv(&p, "e1e5")), 100);
        // Pawn takes knight defended by a pawn: wins a knight for a pawn.
        let p = Position::from_fen("4k3/8/3p4/4n3/3P4/8/8/5K2 w - - 0 1").unwrap();
        assert_eq!(see(&p, &mv(&p, "d4e5")), 320 - 100);
    }

    #[test]
    fn mate_scores_count_moves() {
        assert_eq!(Score::from_internal(MATE - 1), Score::Mate(1));
        assert_eq!(Score::from_internal(MATE - 3), Score::Mate(2));
        assert_eq!(Score::from_internal(-MATE + 2), Score::Mate(-1));
        assert_eq!(Score::from_internal(-MATE), Score::Mate(0));
    }
}

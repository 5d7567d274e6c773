//! Measures how well the post-game analysis ([`rochade_engine::analysis`])
//! agrees with a reference: every position of some games is judged by
//! Rochade's `Analysis` and by Stockfish 15.1 at depth 18, each move is
//! marked by lichess's formula from both, and for each candidate centipawn
//! scale (Rochade's centipawns times it are taken as Stockfish's) it prints
//! how many of Stockfish's blunders Rochade marks as a mistake or blunder
//! (recall, wanted: at least 80 %) and how many of Rochade's blunders
//! Stockfish marks neither (false share, wanted: at most 20 %).
//!
//! ```text
//! apt-get install -y stockfish
//! cargo run --profile perf -p rochade-engine --example analysis_reference
//! cargo run --profile perf -p rochade-engine --example analysis_reference -- --nodes 250000
//! ```
//!
//! 250 000 nodes is about what the browser's worker searches in 300 ms
//! (830 000 nodes/s, crates/engine/README.md "Speed"), without depending on
//! this machine's load.
//!
//! Stockfish is a measuring tool only: no crate depends on it and no test
//! needs it. Its evaluations are cached (`--cache`, by default
//! `target/analysis_reference_sf.txt`, keyed by game, ply, depth and the
//! moves that led there), so that a rerun with another Rochade budget
//! searches with Rochade alone.
//!
//! Options: a PGN file (default `tests/fixtures/analysis/games.pgn` of this
//! crate), `--movetime MS` (Rochade's time a position, default 300) or
//! `--nodes N` (a node budget instead: the same result on every machine),
//! `--hash MIB` (Rochade's table, default 8 as in the browser's worker), `--sf-depth D` (default 18),
//! `--stockfish PATH` (default `stockfish` on the PATH, else
//! `/usr/games/stockfish`), `--cache FILE`, `--games N` (only the first N),
//! `--from N` (from game N on), `--dump FILE` (each move tab-separated: the
//! number of legal moves before it, both evaluations after it, both marks
//! at [`CP_SCALE`], Rochade's best move), for a closer look or other
//! scales.
//!
//! `--generate N` writes N games of Rochade against itself to `--out FILE`
//! (default: the fixture above) instead: level 2, 3 or 4 against level 6,
//! 7 or 8, both at most `--gen-nodes` nodes a move (default 20 000),
//! colours alternating, seeded by `--seed` (default 1), from the standard
//! start, cut at `--max-plies` (default 120). They are made by the engine
//! so that the fixture is the project's own; the weak levels' deliberate
//! errors give the analysis real mistakes to find.

#[path = "support/uci_process.rs"]
mod uci_process;

use uci_process::{UciProcess, stockfish_path};

use std::collections::HashMap;
use std::fs::OpenOptions;
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use rochade_engine::analysis::{Analysis, CP_SCALE, Eval, Mark};
use rochade_engine::{Config, Control, Engine, Info, Level, Limits, NoClock, Score};
use rochade_laws::{
    Color, Move, MovetextWriter, Notation, Position, RepetitionKey, Status, parse_move, tag_pair,
};

/// The candidate scales of Rochade's centipawns: past 1.4 too, because
/// Stockfish 15.1 calls a won position about 1.4 times as won as Rochade.
const SCALES: [f64; 12] = [0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2, 1.4, 1.6, 1.8, 2.0];

/// A game as read: where it starts (the FEN when not the standard start)
/// and its moves.
struct Game {
    fen: Option<String>,
    start: Position,
    moves: Vec<Move>,
}

impl Game {
    /// The positions before each move and after the last.
    fn positions(&self) -> Vec<Position> {
        let mut out = vec![self.start.clone()];
        for m in &self.moves {
            let mut next = out[out.len() - 1].clone();
            next.play_unchecked(m);
            out.push(next);
        }
        out
    }

    /// The UCI `position` command of the position after `ply` moves.
    fn uci_position(&self, ply: usize) -> String {
        let mut s = match &self.fen {
            Some(f) => format!("position fen {f}"),
            None => "position startpos".to_string(),
        };
        if ply > 0 {
            s.push_str(" moves");
            let mut pos = self.start.clone();
            for m in &self.moves[..ply] {
                s.push(' ');
                s.push_str(&pos.write_move(m, &Notation::UCI));
                pos.play_unchecked(m);
            }
        }
        s
    }
}

/// PGN movetext read just far enough for these files: tag pairs (only
/// `FEN` is used), `%` lines, comments, variations, NAGs, move numbers and
/// results are skipped.
fn read_pgn(text: &str) -> Vec<Game> {
    struct Reader {
        games: Vec<Game>,
        fen: Option<String>,
        sans: Vec<String>,
    }
    impl Reader {
        fn finish(&mut self) {
            let sans = std::mem::take(&mut self.sans);
            let fen = self.fen.take();
            if sans.is_empty() {
                return;
            }
            let n = self.games.len() + 1;
            let start = match &fen {
                Some(f) => {
                    Position::from_fen(f).unwrap_or_else(|e| panic!("game {n}: bad FEN {f}: {e:?}"))
                }
                None => Position::new(),
            };
            let mut pos = start.clone();
            let mut moves = Vec::new();
            for san in &sans {
                match parse_move(&pos, san) {
                    Ok(m) => {
                        pos.play_unchecked(&m);
                        moves.push(m);
                    }
                    Err(e) => {
                        eprintln!("game {n}: {san}: {e:?}; the rest of the game is left out");
                        break;
                    }
                }
            }
            self.games.push(Game { fen, start, moves });
        }

        fn token(&mut self, t: &str) {
            if matches!(t, "1-0" | "0-1" | "1/2-1/2" | "*") {
                self.finish();
                return;
            }
            if t.starts_with('$') {
                return;
            }
            // Castling in FIDE style starts with a digit, as move numbers do.
            let t = if t.starts_with("0-0") {
                t
            } else {
                t.trim_start_matches(|c: char| c.is_ascii_digit())
                    .trim_start_matches('.')
            };
            if !t.is_empty() {
                self.sans.push(t.to_string());
            }
        }
    }

    let mut r = Reader {
        games: Vec::new(),
        fen: None,
        sans: Vec::new(),
    };
    let mut in_comment = false;
    let mut variation = 0usize;
    for line in text.lines() {
        if !in_comment && line.starts_with('%') {
            continue;
        }
        let trimmed = line.trim_start();
        if !in_comment && variation == 0 && trimmed.starts_with('[') {
            // A tag section after movetext without a result starts a new game.
            r.finish();
            if let Some(rest) = trimmed.strip_prefix("[FEN \"") {
                r.fen = rest.split('"').next().map(str::to_string);
            }
            continue;
        }
        let mut token = String::new();
        for c in line.chars() {
            if in_comment {
                in_comment = c != '}';
                continue;
            }
            let ends = c.is_whitespace() || matches!(c, '{' | ';' | '(' | ')');
            if ends && !token.is_empty() {
                if variation == 0 {
                    r.token(&token);
                }
                token.clear();
            }
            match c {
                '{' => in_comment = true,
                ';' => break,
                '(' => variation += 1,
                ')' => variation = variation.saturating_sub(1),
                c if c.is_whitespace() => {}
                c => token.push(c),
            }
        }
        if !token.is_empty() && variation == 0 {
            r.token(&token);
        }
    }
    r.finish();
    r.games
}

/// Stockfish, with this example's own ways of asking it (inherent
/// methods: the module is part of this example).
type Stockfish = UciProcess;

impl Stockfish {
    fn at(path: &str) -> Stockfish {
        UciProcess::start(path, &[("Hash", "64".into())])
    }

    /// The score of the last exact report (a bound only when there was no
    /// exact one), from the side to move's point of view.
    fn score(&mut self, position: &str, depth: u32) -> Score {
        self.send(position);
        self.send(&format!("go depth {depth}"));
        let (mut exact, mut bound) = (None, None);
        loop {
            let line = self.line();
            let words: Vec<&str> = line.split_whitespace().collect();
            if words.first() == Some(&"bestmove") {
                return exact
                    .or(bound)
                    .unwrap_or_else(|| panic!("no score for {position}"));
            }
            let Some(i) = words.iter().position(|w| *w == "score") else {
                continue;
            };
            let value = words.get(i + 2).and_then(|v| v.parse::<i32>().ok());
            let score = match (words.get(i + 1), value) {
                (Some(&"cp"), Some(v)) => Score::Cp(v),
                (Some(&"mate"), Some(v)) => Score::Mate(v),
                _ => continue,
            };
            if matches!(words.get(i + 3), Some(&"lowerbound" | &"upperbound")) {
                bound = Some(score);
            } else {
                exact = Some(score);
            }
        }
    }
}

/// Stockfish's evaluations found before, one a line:
/// `game ply depth key eval` (eval as `cp 35` or `mate -2`, White's side).
struct Cache {
    path: PathBuf,
    known: HashMap<String, Eval>,
}

impl Cache {
    fn load(path: PathBuf) -> Cache {
        let mut known = HashMap::new();
        if let Ok(text) = std::fs::read_to_string(&path) {
            for line in text.lines() {
                let w: Vec<&str> = line.split_whitespace().collect();
                if w.len() != 6 {
                    continue;
                }
                let Ok(v) = w[5].parse::<i32>() else {
                    continue;
                };
                let eval = match w[4] {
                    "cp" => Eval::Cp(v),
                    "mate" => Eval::Mate(v),
                    _ => continue,
                };
                known.insert(w[..4].join(" "), eval);
            }
        }
        Cache { path, known }
    }

    /// The key also holds a hash of the moves, so that a changed game file
    /// is searched anew rather than judged by another game's evaluations.
    fn key(game: usize, ply: usize, depth: u32, position: &str) -> String {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in position.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        format!("{game} {ply} {depth} {h:016x}")
    }

    fn add(&mut self, key: String, eval: Eval) {
        let (kind, v) = match eval {
            Eval::Cp(c) => ("cp", c),
            Eval::Mate(n) => ("mate", n),
        };
        if let Some(dir) = self.path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        // Written at once so that an interrupted run keeps what it found.
        let mut f = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.path)
            .unwrap_or_else(|e| panic!("{}: {e}", self.path.display()));
        writeln!(f, "{key} {kind} {v}").unwrap();
        self.known.insert(key, eval);
    }
}

/// The evaluation of a position where the game stands ended on the board,
/// as the analysis gives it; `None` when there is a move to search.
fn ended(pos: &Position) -> Option<Eval> {
    if pos.is_checkmate() {
        Some(Eval::Mate(if pos.turn() == Color::White { -1 } else { 1 }))
    } else if pos.is_stalemate() {
        Some(Eval::Cp(0))
    } else {
        None
    }
}

/// Wall-clock time for the search, and what its last iteration reached.
struct Probe {
    start: Instant,
    depth: u32,
    nodes: u64,
}

impl Control for Probe {
    fn now_ms(&mut self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }
    fn on_iteration(&mut self, info: &Info) {
        self.depth = info.depth;
        self.nodes = info.nodes;
    }
}

struct Args {
    pgn: PathBuf,
    limits: Limits,
    budget: String,
    hash_mib: usize,
    sf_depth: u32,
    stockfish: String,
    cache: PathBuf,
    games: Option<usize>,
    from: usize,
    dump: Option<PathBuf>,
    generate: Option<usize>,
    out: PathBuf,
    seed: u64,
    gen_nodes: u64,
    max_plies: usize,
}

fn args() -> Args {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let fixture = manifest.join("tests/fixtures/analysis/games.pgn");
    let mut a = Args {
        pgn: fixture.clone(),
        limits: Limits::move_time(300),
        budget: "300 ms".into(),
        hash_mib: 8,
        sf_depth: 18,
        stockfish: String::new(),
        cache: manifest.join("../../target/analysis_reference_sf.txt"),
        games: None,
        from: 1,
        dump: None,
        generate: None,
        out: fixture,
        seed: 1,
        gen_nodes: 20_000,
        max_plies: 120,
    };
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < argv.len() {
        let v = argv.get(i + 1).map(String::as_str).unwrap_or("");
        let number = |what: &str| -> u64 {
            v.parse()
                .unwrap_or_else(|_| panic!("{what} takes a number, not {v:?}"))
        };
        match argv[i].as_str() {
            "--movetime" => {
                a.limits = Limits::move_time(number("--movetime"));
                a.budget = format!("{v} ms");
            }
            "--nodes" => {
                a.limits = Limits::nodes(number("--nodes"));
                a.budget = format!("{v} nodes");
            }
            "--hash" => a.hash_mib = number("--hash") as usize,
            "--sf-depth" => a.sf_depth = number("--sf-depth") as u32,
            "--stockfish" => a.stockfish = v.to_string(),
            "--cache" => a.cache = v.into(),
            "--games" => a.games = Some(number("--games") as usize),
            "--from" => a.from = (number("--from") as usize).max(1),
            "--dump" => a.dump = Some(v.into()),
            "--generate" => a.generate = Some(number("--generate") as usize),
            "--out" => a.out = v.into(),
            "--seed" => a.seed = number("--seed"),
            "--gen-nodes" => a.gen_nodes = number("--gen-nodes"),
            "--max-plies" => a.max_plies = number("--max-plies") as usize,
            other if !other.starts_with("--") => {
                a.pgn = other.into();
                i += 1;
                continue;
            }
            other => panic!("unknown option {other}"),
        }
        i += 2;
    }
    if a.stockfish.is_empty() {
        a.stockfish = stockfish_path();
    }
    a
}

/// Plays one game of `white` against `black` at most `nodes` a move; returns
/// its movetext and result.
fn self_play(
    white: &mut Engine,
    black: &mut Engine,
    nodes: u64,
    max_plies: usize,
) -> (String, &'static str, usize) {
    let mut pos = Position::new();
    let mut history: Vec<RepetitionKey> = Vec::new();
    let mut text = MovetextWriter::new();
    let result = loop {
        match pos.status() {
            Status::Checkmate if pos.turn() == Color::White => break "0-1",
            Status::Checkmate => break "1-0",
            Status::Stalemate | Status::Dead => break "1/2-1/2",
            Status::Ongoing => {}
        }
        let key = pos.repetition_key();
        if history.iter().filter(|k| **k == key).count() >= 2 || pos.halfmove_clock() >= 100 {
            break "1/2-1/2";
        }
        if history.len() >= max_plies {
            break "*";
        }
        let engine = if pos.turn() == Color::White {
            &mut *white
        } else {
            &mut *black
        };
        let r = engine
            .search(&pos, &history, &Limits::nodes(nodes), &mut NoClock)
            .expect("a legal move");
        text.push_move(&pos, pos.san(&r.best));
        history.push(key);
        pos.play_unchecked(&r.best);
    };
    (text.finish(result), result, history.len())
}

fn generate(a: &Args, n: usize) {
    let mut pgn = String::new();
    pgn.push_str(&format!(
        "% Rochade against itself, for crates/engine/examples/analysis_reference.rs:\n\
         % cargo run --profile perf -p rochade-engine --example analysis_reference -- \
         --generate {n} --seed {} --gen-nodes {} --max-plies {}\n\
         % Level 2, 3 or 4 against level 6, 7 or 8, both at most {} nodes a move,\n\
         % colours alternating, seeded, from the standard start, cut at {} plies\n\
         % (result \"*\"). Made by the engine, so the games are the project's own.\n\n",
        a.seed, a.gen_nodes, a.max_plies, a.gen_nodes, a.max_plies
    ));
    for g in 0..n {
        let weak = Level::new(2 + (g % 3) as u8).unwrap();
        let strong = Level::new(6 + ((g / 3) % 3) as u8).unwrap();
        let seed = a.seed.wrapping_mul(1000).wrapping_add(g as u64);
        let engine = |level, seed| {
            Engine::new(Config {
                hash_mib: 16,
                seed,
                level,
            })
        };
        let mut weak_engine = engine(weak, seed);
        let mut strong_engine = engine(strong, seed ^ 0x5eed);
        let weak_is_white = g % 2 == 0;
        let (movetext, result, plies) = if weak_is_white {
            self_play(
                &mut weak_engine,
                &mut strong_engine,
                a.gen_nodes,
                a.max_plies,
            )
        } else {
            self_play(
                &mut strong_engine,
                &mut weak_engine,
                a.gen_nodes,
                a.max_plies,
            )
        };
        let (white, black) = if weak_is_white {
            (weak, strong)
        } else {
            (strong, weak)
        };
        println!(
            "game {:>2}: level {white} - level {black} {result} ({plies} plies)",
            g + 1
        );
        pgn.push_str(&tag_pair("Event", "Rochade analysis reference"));
        pgn.push_str(&tag_pair("Site", "?"));
        pgn.push_str(&tag_pair("Date", "????.??.??"));
        pgn.push_str(&tag_pair("Round", &(g + 1).to_string()));
        pgn.push_str(&tag_pair("White", &format!("Rochade level {white}")));
        pgn.push_str(&tag_pair("Black", &format!("Rochade level {black}")));
        pgn.push_str(&tag_pair("Result", result));
        pgn.push('\n');
        pgn.push_str(&movetext);
        pgn.push('\n');
    }
    if let Some(dir) = a.out.parent() {
        std::fs::create_dir_all(dir).unwrap();
    }
    std::fs::write(&a.out, pgn).unwrap_or_else(|e| panic!("{}: {e}", a.out.display()));
    println!("wrote {}", a.out.display());
}

/// Agreement at one scale.
#[derive(Default)]
struct Tally {
    /// Stockfish's blunders, and those of them Rochade marks `?` or `??`.
    sf_blunders: usize,
    caught: usize,
    /// Rochade's blunders, and those of them Stockfish marks neither.
    ro_blunders: usize,
    false_blunders: usize,
    ro_mistakes: usize,
    ro_inaccuracies: usize,
    /// Moves both mark the same (no mark included).
    same: usize,
}

fn percent(part: usize, whole: usize) -> String {
    if whole == 0 {
        "-".into()
    } else {
        format!("{:.1} %", 100.0 * part as f64 / whole as f64)
    }
}

fn symbol(m: Option<Mark>) -> &'static str {
    m.map_or("", Mark::symbol)
}

fn main() {
    let a = args();
    if let Some(n) = a.generate {
        generate(&a, n);
        return;
    }
    let text =
        std::fs::read_to_string(&a.pgn).unwrap_or_else(|e| panic!("{}: {e}", a.pgn.display()));
    let mut games = read_pgn(&text);
    if let Some(n) = a.games {
        games.truncate(n);
    }
    // Skipped games keep their numbers, so that the cache still knows them.
    let skip = a.from - 1;
    let plies: usize = games.iter().skip(skip).map(|g| g.moves.len()).sum();
    println!(
        "{}: {} games, {plies} moves; Rochade {} a position (hash {} MiB), \
         Stockfish depth {}",
        a.pgn.display(),
        games.len() - skip.min(games.len()),
        a.budget,
        a.hash_mib,
        a.sf_depth
    );

    let started = Instant::now();
    let mut cache = Cache::load(a.cache.clone());
    let mut stockfish: Option<Stockfish> = None;
    let mut sf_ms = 0u128;
    let mut sf_searched = 0usize;
    let mut ro_ms = 0u128;
    let (mut ro_searched, mut ro_depths, mut ro_nodes) = (0usize, 0u64, 0u64);
    let mut engine = Engine::new(Config {
        hash_mib: a.hash_mib,
        ..Config::default()
    });
    let mut tallies: Vec<Tally> = SCALES.iter().map(|_| Tally::default()).collect();
    let mut sf_marks = [0usize; 3];
    // Pairs of (Stockfish, Rochade) centipawns, for the fitted scales.
    let mut pairs: Vec<(f64, f64)> = Vec::new();
    let mut dump = String::from(
        "game\tply\tmove\tlegal_before\tsf_after\trochade_after\tsf_mark\trochade_mark\trochade_best\n",
    );

    for (gi, game) in games.iter().enumerate().skip(skip) {
        let positions = game.positions();

        let t = Instant::now();
        let mut sf_evals = Vec::with_capacity(positions.len());
        let mut fresh_game = true;
        for (ply, pos) in positions.iter().enumerate() {
            if let Some(e) = ended(pos) {
                sf_evals.push(e);
                continue;
            }
            let command = game.uci_position(ply);
            let key = Cache::key(gi, ply, a.sf_depth, &command);
            if let Some(e) = cache.known.get(&key) {
                sf_evals.push(*e);
                continue;
            }
            let sf = stockfish.get_or_insert_with(|| Stockfish::at(&a.stockfish));
            if fresh_game {
                sf.new_game();
                fresh_game = false;
            }
            let e = Eval::from_score(sf.score(&command, a.sf_depth), pos.turn());
            sf_searched += 1;
            cache.add(key, e);
            sf_evals.push(e);
        }
        let game_sf_ms = t.elapsed().as_millis();
        sf_ms += game_sf_ms;

        let t = Instant::now();
        engine.new_game();
        let mut analysis = Analysis::new(&game.start, &game.moves, a.limits);
        let mut probe = Probe {
            start: Instant::now(),
            depth: 0,
            nodes: 0,
        };
        loop {
            probe.depth = 0;
            let Some(i) = analysis.step(&mut engine, &mut probe) else {
                break;
            };
            if ended(&positions[i]).is_none() {
                ro_searched += 1;
                ro_depths += u64::from(probe.depth);
                ro_nodes += probe.nodes;
            }
        }
        let game_ro_ms = t.elapsed().as_millis();
        ro_ms += game_ro_ms;
        let ro_evals: Vec<Eval> = (0..positions.len())
            .map(|i| analysis.eval_of(i).expect("every position judged"))
            .collect();
        let judged = analysis.moves();

        let mut game_sf_blunders = 0;
        for (i, m) in game.moves.iter().enumerate() {
            let mover = positions[i].turn();
            let sf_mark = Mark::of(sf_evals[i], sf_evals[i + 1], mover, 1.0);
            match sf_mark {
                Some(Mark::Inaccuracy) => sf_marks[0] += 1,
                Some(Mark::Mistake) => sf_marks[1] += 1,
                Some(Mark::Blunder) => {
                    sf_marks[2] += 1;
                    game_sf_blunders += 1;
                }
                None => {}
            }
            for (s, tally) in SCALES.iter().zip(tallies.iter_mut()) {
                let ro_mark = Mark::of(ro_evals[i], ro_evals[i + 1], mover, *s);
                if sf_mark == Some(Mark::Blunder) {
                    tally.sf_blunders += 1;
                    if ro_mark >= Some(Mark::Mistake) {
                        tally.caught += 1;
                    }
                }
                match ro_mark {
                    Some(Mark::Blunder) => {
                        tally.ro_blunders += 1;
                        if sf_mark < Some(Mark::Mistake) {
                            tally.false_blunders += 1;
                        }
                    }
                    Some(Mark::Mistake) => tally.ro_mistakes += 1,
                    Some(Mark::Inaccuracy) => tally.ro_inaccuracies += 1,
                    None => {}
                }
                if ro_mark == sf_mark {
                    tally.same += 1;
                }
            }
            if let (Eval::Cp(sf), Eval::Cp(ro)) = (sf_evals[i + 1], ro_evals[i + 1]) {
                pairs.push((f64::from(sf), f64::from(ro)));
            }
            let ro_at_scale = Mark::of(ro_evals[i], ro_evals[i + 1], mover, CP_SCALE);
            dump.push_str(&format!(
                "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n",
                gi + 1,
                i + 1,
                positions[i].write_move(m, &Notation::PGN),
                positions[i].count_legal_moves(),
                sf_evals[i + 1],
                ro_evals[i + 1],
                symbol(sf_mark),
                symbol(ro_at_scale),
                judged[i]
                    .best
                    .map(|b| positions[i].write_move(&b, &Notation::PGN))
                    .unwrap_or_default(),
            ));
        }
        println!(
            "game {:>2}: {:>3} moves, {game_sf_blunders:>2} Stockfish blunders; \
             Stockfish {:.1} s, Rochade {:.1} s",
            gi + 1,
            game.moves.len(),
            game_sf_ms as f64 / 1000.0,
            game_ro_ms as f64 / 1000.0
        );
        // Written after each game so that a run cut short keeps its games.
        if let Some(path) = &a.dump {
            std::fs::write(path, &dump).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        }
    }

    println!();
    println!(
        "Stockfish marks: {} blunders, {} mistakes, {} inaccuracies",
        sf_marks[2], sf_marks[1], sf_marks[0]
    );
    println!();
    println!(
        "| scale | SF ?? | of them R ?/?? | recall | R ?? | of them SF neither | false share | R ? | R ?! | same mark |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for (s, t) in SCALES.iter().zip(&tallies) {
        println!(
            "| {s:.1}{} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            if (*s - CP_SCALE).abs() < 1e-9 {
                " (now)"
            } else {
                ""
            },
            t.sf_blunders,
            t.caught,
            percent(t.caught, t.sf_blunders),
            t.ro_blunders,
            t.false_blunders,
            percent(t.false_blunders, t.ro_blunders),
            t.ro_mistakes,
            t.ro_inaccuracies,
            percent(t.same, plies)
        );
    }

    // Two other views of the scale, from the evaluations rather than the
    // marks: the scale whose winning chances are nearest Stockfish's, and
    // the least-squares slope of Stockfish's centipawns on Rochade's where
    // neither side is far ahead.
    let chances = |cp: f64, scale: f64| 2.0 / (1.0 + (-0.003_682_08 * cp * scale).exp()) - 1.0;
    let (mut best_scale, mut best_err) = (1.0, f64::INFINITY);
    for k in 30..=200 {
        let s = f64::from(k) / 100.0;
        let err: f64 = pairs
            .iter()
            .map(|&(sf, ro)| (chances(sf, 1.0) - chances(ro, s)).powi(2))
            .sum();
        if err < best_err {
            (best_scale, best_err) = (s, err);
        }
    }
    let near: Vec<&(f64, f64)> = pairs
        .iter()
        .filter(|(sf, ro)| sf.abs() <= 600.0 && ro.abs() <= 600.0)
        .collect();
    let sxy: f64 = near.iter().map(|(sf, ro)| sf * ro).sum();
    let sxx: f64 = near.iter().map(|(_, ro)| ro * ro).sum();
    println!();
    println!(
        "scale nearest in winning chances over {} positions: {best_scale:.2} \
         (root mean square {:.3})",
        pairs.len(),
        (best_err / pairs.len().max(1) as f64).sqrt()
    );
    println!(
        "Stockfish cp / Rochade cp, least squares over {} positions within ±600: {:.2}",
        near.len(),
        if sxx > 0.0 { sxy / sxx } else { f64::NAN }
    );
    println!();
    println!(
        "Rochade: {ro_searched} positions searched in {:.1} s, mean depth {:.1}, \
         mean nodes {:.0} (last completed iteration)",
        ro_ms as f64 / 1000.0,
        ro_depths as f64 / ro_searched.max(1) as f64,
        ro_nodes as f64 / ro_searched.max(1) as f64
    );
    println!(
        "Stockfish: {sf_searched} positions searched in {:.1} s (the rest from {})",
        sf_ms as f64 / 1000.0,
        a.cache.display()
    );
    println!("total {:.1} s", started.elapsed().as_secs_f64());
}

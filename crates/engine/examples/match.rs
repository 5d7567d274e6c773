//! Measures a level's strength: plays it against Stockfish at a limited
//! Elo (`UCI_LimitStrength`, `UCI_Elo`, at least 1350 in Stockfish 15.1),
//! or against another of our own levels, and prints the score and the Elo
//! difference it implies.
//!
//! ```text
//! cargo run --release -p rochade-engine --example match -- \
//!     --level 8 --elo 2000 --games 20 --movetime 200
//! cargo run --release -p rochade-engine --example match -- \
//!     --level 1 --vs-level 3 --games 20 --movetime 100
//! ```
//!
//! Options: `--level N` (1–8, default 8), `--elo E` (Stockfish's strength,
//! default 2000), `--vs-level N` (play our level N instead of Stockfish),
//! `--games N` (default 10; colours alternate, each opening is played with
//! both colours), `--movetime MS` (per move for both sides, default 200),
//! `--stockfish PATH` (default `stockfish` on the PATH, else
//! `/usr/games/stockfish`), `--seed S`, `--pgn FILE` (write the games),
//! `--first-opening N` (start at the book's opening N, from 0: a run split
//! into parts plays other openings in each).
//!
//! Games end by the Laws (checkmate, stalemate, dead position, threefold
//! repetition, fifty moves), or by adjudication: both sides' scores beyond
//! ±1000 centipawns for four consecutive plies (a win), both within ±10
//! centipawns for twenty plies after move 60, or 400 plies (a draw).

#[path = "support/uci_process.rs"]
mod uci_process;

use uci_process::{UciProcess, stockfish_path};

use std::time::Instant;

use rochade_engine::{Config, Control, Engine, Level, Limits};
use rochade_laws::{Color, Position, RepetitionKey, Status, Uci};

/// Short, common opening lines so that the games differ.
const OPENINGS: [&str; 12] = [
    "e2e4 e7e5 g1f3 b8c6",
    "e2e4 c7c5 g1f3 d7d6",
    "d2d4 d7d5 c2c4 e7e6",
    "d2d4 g8f6 c2c4 g7g6",
    "e2e4 e7e6 d2d4 d7d5",
    "e2e4 c7c6 d2d4 d7d5",
    "c2c4 e7e5 b1c3 g8f6",
    "g1f3 d7d5 g2g3 g8f6",
    "e2e4 e7e5 f1c4 g8f6",
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4",
    "e2e4 d7d5 e4d5 d8d5",
    "d2d4 d7d5 c1f4 g8f6",
];

/// Stockfish, with this example's own ways of asking it (inherent
/// methods: the module is part of this example).
type Stockfish = UciProcess;

impl Stockfish {
    fn limited(path: &str, elo: u32) -> Stockfish {
        UciProcess::start(
            path,
            &[
                ("Hash", "16".into()),
                ("UCI_LimitStrength", "true".into()),
                ("UCI_Elo", elo.to_string()),
            ],
        )
    }

    /// The move and the last reported score (centipawns, side to move).
    fn go(&mut self, moves: &[String], movetime: u64) -> (String, Option<i32>) {
        self.send(&format!("position startpos moves {}", moves.join(" ")));
        self.send(&format!("go movetime {movetime}"));
        let mut score = None;
        loop {
            let line = self.line();
            let words: Vec<&str> = line.split_whitespace().collect();
            if words.first() == Some(&"bestmove") {
                return (words[1].to_string(), score);
            }
            if let Some(i) = words.iter().position(|w| *w == "score") {
                score = match (
                    words.get(i + 1),
                    words.get(i + 2).and_then(|v| v.parse::<i32>().ok()),
                ) {
                    (Some(&"cp"), Some(v)) => Some(v),
                    (Some(&"mate"), Some(v)) if v > 0 => Some(100_000 - v),
                    (Some(&"mate"), Some(v)) => Some(-100_000 - v),
                    _ => score,
                };
            }
        }
    }
}

struct Clock(Instant);

impl Control for Clock {
    fn now_ms(&mut self) -> u64 {
        self.0.elapsed().as_millis() as u64
    }
}

enum Opponent {
    Stockfish(Box<Stockfish>),
    Level(Box<Engine>),
}

struct Args {
    level: Level,
    elo: u32,
    vs_level: Option<Level>,
    games: usize,
    movetime: u64,
    stockfish: String,
    seed: u64,
    pgn: Option<String>,
    first_opening: usize,
}

fn args() -> Args {
    let mut a = Args {
        level: Level::MAX,
        elo: 2000,
        vs_level: None,
        games: 10,
        movetime: 200,
        stockfish: String::new(),
        seed: 1,
        pgn: None,
        first_opening: 0,
    };
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    let level = |v: &str| Level::new(v.parse().expect("a level 1-8")).expect("a level 1-8");
    while i < argv.len() {
        let v = argv.get(i + 1).map(String::as_str).unwrap_or("");
        match argv[i].as_str() {
            "--level" => a.level = level(v),
            "--elo" => a.elo = v.parse().expect("--elo N"),
            "--vs-level" => a.vs_level = Some(level(v)),
            "--games" => a.games = v.parse().expect("--games N"),
            "--movetime" => a.movetime = v.parse().expect("--movetime MS"),
            "--stockfish" => a.stockfish = v.to_string(),
            "--seed" => a.seed = v.parse().expect("--seed N"),
            "--pgn" => a.pgn = Some(v.to_string()),
            "--first-opening" => a.first_opening = v.parse().expect("--first-opening N"),
            other => panic!("unknown option {other}"),
        }
        i += 2;
    }
    if a.stockfish.is_empty() {
        a.stockfish = stockfish_path();
    }
    a
}

/// Plays one game; returns our score (1, 0.5, 0), the reason and the moves.
fn play(
    ours: &mut Engine,
    opponent: &mut Opponent,
    we_are_white: bool,
    opening: &str,
    movetime: u64,
) -> (f64, String, Vec<String>) {
    let mut pos = Position::new();
    let mut history: Vec<RepetitionKey> = Vec::new();
    let mut moves: Vec<String> = Vec::new();
    for m in opening.split_whitespace() {
        let mv = m.parse::<Uci>().unwrap().to_move(&pos).unwrap();
        history.push(pos.repetition_key());
        pos.play_unchecked(&mv);
        moves.push(m.to_string());
    }
    // White-relative scores of the last plies, for adjudication.
    let mut scores: Vec<i32> = Vec::new();
    let white_result = |r: f64| if we_are_white { r } else { 1.0 - r };
    loop {
        match pos.status() {
            Status::Checkmate => {
                let white_won = pos.turn() == Color::Black;
                return (
                    white_result(if white_won { 1.0 } else { 0.0 }),
                    "checkmate".into(),
                    moves,
                );
            }
            Status::Stalemate => return (0.5, "stalemate".into(), moves),
            Status::Dead => return (0.5, "dead position".into(), moves),
            Status::Ongoing => {}
        }
        let key = pos.repetition_key();
        if history.iter().filter(|k| **k == key).count() >= 2 {
            return (0.5, "threefold repetition".into(), moves);
        }
        if pos.halfmove_clock() >= 100 {
            return (0.5, "fifty moves".into(), moves);
        }
        if moves.len() >= 400 {
            return (0.5, "400 plies".into(), moves);
        }
        let n = scores.len();
        if n >= 4 {
            let last = &scores[n - 4..];
            if last.iter().all(|&s| s >= 1000) {
                return (white_result(1.0), "adjudicated".into(), moves);
            }
            if last.iter().all(|&s| s <= -1000) {
                return (white_result(0.0), "adjudicated".into(), moves);
            }
        }
        if moves.len() >= 120 && n >= 20 && scores[n - 20..].iter().all(|s| s.abs() <= 10) {
            return (0.5, "adjudicated draw".into(), moves);
        }
        let our_turn = (pos.turn() == Color::White) == we_are_white;
        let white_to_move = pos.turn() == Color::White;
        let (mv, score) = if our_turn {
            let r = ours
                .search(
                    &pos,
                    &history,
                    &Limits::move_time(movetime),
                    &mut Clock(Instant::now()),
                )
                .unwrap();
            (r.best.to_string(), Some(r.score.centipawns()))
        } else {
            match opponent {
                Opponent::Stockfish(sf) => sf.go(&moves, movetime),
                Opponent::Level(e) => {
                    let r = e
                        .search(
                            &pos,
                            &history,
                            &Limits::move_time(movetime),
                            &mut Clock(Instant::now()),
                        )
                        .unwrap();
                    (r.best.to_string(), Some(r.score.centipawns()))
                }
            }
        };
        let mv_parsed = mv
            .parse::<Uci>()
            .ok()
            .and_then(|u| u.to_move(&pos).ok())
            .unwrap_or_else(|| panic!("illegal move {mv} in {}", pos.to_fen()));
        let s = score.unwrap_or(0);
        scores.push(if white_to_move { s } else { -s });
        history.push(pos.repetition_key());
        pos.play_unchecked(&mv_parsed);
        moves.push(mv);
    }
}

fn elo_diff(p: f64) -> f64 {
    if p <= 0.0 {
        return -f64::INFINITY;
    }
    if p >= 1.0 {
        return f64::INFINITY;
    }
    -400.0 * (1.0 / p - 1.0).log10()
}

fn main() {
    let a = args();
    let mut ours = Engine::new(Config {
        hash_mib: 16,
        seed: a.seed,
        level: a.level,
    });
    let (mut opponent, name, opponent_elo) = match a.vs_level {
        Some(l) => (
            Opponent::Level(Box::new(Engine::new(Config {
                hash_mib: 16,
                seed: a.seed ^ 0xabcdef,
                level: l,
            }))),
            format!("Rochade level {l}"),
            None,
        ),
        None => (
            Opponent::Stockfish(Box::new(Stockfish::limited(&a.stockfish, a.elo))),
            format!("Stockfish UCI_Elo {}", a.elo),
            Some(a.elo),
        ),
    };
    println!(
        "Rochade level {} vs {name}: {} games, {} ms per move",
        a.level, a.games, a.movetime
    );
    let mut results = Vec::new();
    let mut pgn = String::new();
    let (mut w, mut d, mut l) = (0, 0, 0);
    for g in 0..a.games {
        let we_are_white = g % 2 == 0;
        let opening = OPENINGS[(a.first_opening + g / 2) % OPENINGS.len()];
        ours.new_game();
        ours.set_seed(a.seed.wrapping_add(g as u64));
        match &mut opponent {
            Opponent::Stockfish(sf) => {
                sf.new_game();
            }
            Opponent::Level(e) => e.new_game(),
        }
        let (r, why, moves) = play(&mut ours, &mut opponent, we_are_white, opening, a.movetime);
        match r {
            x if x > 0.75 => w += 1,
            x if x < 0.25 => l += 1,
            _ => d += 1,
        }
        results.push(r);
        let white_score = if we_are_white { r } else { 1.0 - r };
        let result = match white_score {
            x if x > 0.75 => "1-0",
            x if x < 0.25 => "0-1",
            _ => "1/2-1/2",
        };
        let us = format!("Rochade level {}", a.level);
        let (white, black) = if we_are_white {
            (us.as_str(), name.as_str())
        } else {
            (name.as_str(), us.as_str())
        };
        println!(
            "game {:>3}: {white} - {black} {result} ({why}, {} plies)  running +{w} ={d} -{l}",
            g + 1,
            moves.len()
        );
        pgn.push_str(&format!(
            "[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"{result}\"]\n[Termination \"{why}\"]\n\n{} {result}\n\n",
            moves.join(" ")
        ));
    }
    let n = results.len() as f64;
    let mean = results.iter().sum::<f64>() / n;
    let var = results.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n;
    let margin = 1.96 * (var / n).sqrt();
    // A clean sweep has no spread to measure: use the exact one-sided 95 %
    // bound on the score instead (all n games lost: p < 1 - 0.05^(1/n)).
    let sweep = 1.0 - 0.05f64.powf(1.0 / n);
    let (lo, hi) = if mean <= 0.0 {
        (-f64::INFINITY, elo_diff(sweep))
    } else if mean >= 1.0 {
        (elo_diff(1.0 - sweep), f64::INFINITY)
    } else {
        (elo_diff(mean - margin), elo_diff(mean + margin))
    };
    let diff = elo_diff(mean);
    println!(
        "result: +{w} ={d} -{l}, score {:.1}/{} = {:.1}%, Elo difference {:+.0} (95%: {:+.0} .. {:+.0})",
        mean * n,
        a.games,
        mean * 100.0,
        diff,
        lo,
        hi
    );
    if let Some(e) = opponent_elo {
        println!(
            "implied Elo of level {}: {:.0} (95%: {:.0} .. {:.0})",
            a.level,
            e as f64 + diff,
            e as f64 + lo,
            e as f64 + hi
        );
    }
    if let Some(path) = a.pgn {
        std::fs::write(&path, pgn).expect("write the PGN file");
    }
}

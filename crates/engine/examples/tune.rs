//! Tunes the weights of the evaluation's terms (`src/eval/terms.rs`) by
//! Texel's method: find the constant `K` that makes `1 / (1 + e^(-K·eval))`
//! fit the labels best with the weights as they are, then move the weights
//! to make the squared error of that sigmoid against the labels as small as
//! it goes (full-batch gradient descent, Adam), with a tenth of the
//! positions held out to show the fit is not only learnt by heart.
//!
//! ```text
//! apt-get install -y stockfish
//! cargo run --release -p rochade-engine --example tune -- gen --games 2200 --seed 1
//! cargo run --release -p rochade-engine --example tune -- label --depth 8 --jobs 2
//! cargo run --release -p rochade-engine --example tune -- fit
//! ```
//!
//! **The data, and where it comes from.**
//! - *Positions* (`gen`): games of Rochade against itself at 3,000 nodes a
//!   move, each opened by eight random legal moves (seeded), so that the
//!   positions are varied and many are unbalanced; every third position from
//!   the tenth ply on that is not in check. Made by this program: the
//!   project's own, under its licence.
//! - *Labels* (`label`): Debian's Stockfish 15.1 (GPL-3.0; a measuring tool
//!   here, never a dependency) judges each position at depth 8. Its
//!   centipawns, as a winning chance by the sigmoid with `K = ln 10 / 400`,
//!   are the target in place of the game's result that Texel's method first
//!   used: a game of random openings at 3,000 nodes a move says little about
//!   who stood better at a given move, a stronger engine's judgement does.
//! - *Kept* (`fit`): quiet positions only (Stockfish's best move is no
//!   capture or promotion, and the side to move is not in check), with both
//!   evaluations within ±1,000 centipawns, as Texel's method wants:
//!   the static evaluation cannot see a capture about to happen.
//!
//! `fit` prints the new `WEIGHTS` for `src/eval/weights.rs`, and the error
//! before and after on the positions learnt from and on those held out.

#[path = "support/uci_process.rs"]
mod uci_process;

use uci_process::{UciProcess, stockfish_path};

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::PathBuf;

use rochade_engine::eval::{WEIGHTS, tables_and_phase, tempo, terms};
use rochade_engine::{Config, Engine, Level, Limits, NoClock, Rng};
use rochade_laws::{Color, Position, Uci};

fn arg(args: &[String], name: &str) -> Option<String> {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

fn arg_or<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> T {
    arg(args, name)
        .map(|v| {
            v.parse()
                .unwrap_or_else(|_| panic!("{name}: cannot read {v:?}"))
        })
        .unwrap_or(default)
}

fn dir() -> PathBuf {
    let d = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/tune");
    std::fs::create_dir_all(&d).expect("cannot create target/tune");
    d
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("gen") => gen_positions(&args),
        Some("label") => label(&args),
        Some("fit") => fit(&args),
        _ => eprintln!("usage: tune gen|label|fit [options] (see the file's comment)"),
    }
}

/// Self-play from random openings; writes one FEN a line.
fn gen_positions(args: &[String]) {
    let games: usize = arg_or(args, "--games", 3000);
    let seed: u64 = arg_or(args, "--seed", 1);
    let nodes: u64 = arg_or(args, "--nodes", 3000);
    let out = arg(args, "--out")
        .map(PathBuf::from)
        .unwrap_or_else(|| dir().join("positions.txt"));
    let mut file = BufWriter::new(File::create(&out).expect("cannot write positions"));
    let mut rng = Rng::new(seed);
    let mut engine = Engine::new(Config {
        level: Level::MAX,
        hash_mib: 8,
        ..Config::default()
    });
    let mut written = 0;
    for _ in 0..games {
        engine.new_game();
        let mut pos = Position::new();
        let mut keys = Vec::new();
        for ply in 0..300 {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.halfmove_clock() >= 100 {
                break;
            }
            let m = if ply < 8 {
                moves[rng.below(moves.len() as u64) as usize]
            } else {
                if ply >= 10 && !pos.is_check() && rng.below(3) == 0 {
                    writeln!(file, "{}", pos.to_fen()).unwrap();
                    written += 1;
                }
                match engine.search(&pos, &keys, &Limits::nodes(nodes), &mut NoClock) {
                    Some(r) => r.best,
                    None => break,
                }
            };
            keys.push(pos.repetition_key());
            pos = pos.play(&m).expect("a legal move");
            if keys.iter().filter(|k| **k == pos.repetition_key()).count() >= 2 {
                break;
            }
        }
    }
    eprintln!(
        "{written} positions from {games} games in {}",
        out.display()
    );
}

/// Stockfish, with this example's own ways of asking it (inherent
/// methods: the module is part of this example).
type Stockfish = UciProcess;

impl Stockfish {
    fn on_path() -> Stockfish {
        UciProcess::start(&stockfish_path(), &[("Hash", "16".into())])
    }

    /// The last exact score (centipawns, side to move; `None` for a mate)
    /// and the best move.
    fn judge(&mut self, fen: &str, depth: u32) -> (Option<i32>, String) {
        self.send(&format!("position fen {fen}"));
        self.send(&format!("go depth {depth}"));
        let mut score = None;
        loop {
            let line = self.line();
            let words: Vec<&str> = line.split_whitespace().collect();
            if words.first() == Some(&"bestmove") {
                return (score, words.get(1).unwrap_or(&"").to_string());
            }
            if let Some(i) = words.iter().position(|w| *w == "score") {
                if matches!(words.get(i + 3), Some(&"lowerbound" | &"upperbound")) {
                    continue;
                }
                score = match (words.get(i + 1), words.get(i + 2)) {
                    (Some(&"cp"), Some(v)) => v.parse().ok(),
                    _ => None,
                };
            }
        }
    }
}

/// Stockfish's judgement of every position: `FEN;centipawns for White;best move`.
fn label(args: &[String]) {
    let depth: u32 = arg_or(args, "--depth", 8);
    let jobs: usize = arg_or(args, "--jobs", 2);
    let input = arg(args, "--in")
        .map(PathBuf::from)
        .unwrap_or_else(|| dir().join("positions.txt"));
    let out = arg(args, "--out")
        .map(PathBuf::from)
        .unwrap_or_else(|| dir().join("labelled.txt"));
    let fens: Vec<String> = std::fs::read_to_string(&input)
        .expect("no positions: run `tune gen` first")
        .lines()
        .map(str::to_string)
        .collect();
    let chunk = fens.len().div_ceil(jobs.max(1));
    let parts: Vec<Vec<String>> = std::thread::scope(|s| {
        let handles: Vec<_> = fens
            .chunks(chunk.max(1))
            .map(|part| {
                s.spawn(move || {
                    let mut sf = Stockfish::on_path();
                    let mut lines = Vec::with_capacity(part.len());
                    for fen in part {
                        let (score, best) = sf.judge(fen, depth);
                        let Some(cp) = score else { continue };
                        let white = if fen.split(' ').nth(1) == Some("b") {
                            -cp
                        } else {
                            cp
                        };
                        lines.push(format!("{fen};{white};{best}"));
                    }
                    lines
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut file = BufWriter::new(File::create(&out).expect("cannot write labels"));
    let mut n = 0;
    for line in parts.iter().flatten() {
        writeln!(file, "{line}").unwrap();
        n += 1;
    }
    eprintln!(
        "{n} of {} positions labelled at depth {depth} in {}",
        fens.len(),
        out.display()
    );
}

/// One position as the tuner sees it (White's side throughout).
struct Sample {
    mg: f64,
    eg: f64,
    /// Middle-game share, 0..1.
    phase: f64,
    /// Share of the end-game score kept (drawish endings).
    drawish: f64,
    tempo: f64,
    counts: Vec<(usize, f64)>,
    target: f64,
}

struct Counts(Vec<(usize, f64)>);

impl terms::Sink for Counts {
    fn add(&mut self, color: Color, term: usize, n: i32) {
        if n == 0 {
            return;
        }
        let n = if color == Color::White { n } else { -n } as f64;
        match self.0.iter_mut().find(|(t, _)| *t == term) {
            Some(entry) => entry.1 += n,
            None => self.0.push((term, n)),
        }
    }
}

fn sigmoid(k: f64, x: f64) -> f64 {
    1.0 / (1.0 + (-k * x).exp())
}

/// Stockfish's centipawns as a winning chance.
const SF_K: f64 = std::f64::consts::LN_10 / 400.0;

fn load(path: &PathBuf) -> Vec<Sample> {
    let text = std::fs::read_to_string(path).expect("no labels: run `tune label` first");
    let mut samples = Vec::new();
    for line in text.lines() {
        let mut parts = line.split(';');
        let (Some(fen), Some(cp), Some(best)) = (parts.next(), parts.next(), parts.next()) else {
            continue;
        };
        let Ok(pos) = Position::from_fen(fen) else {
            continue;
        };
        let Ok(cp) = cp.parse::<i32>() else { continue };
        if pos.is_check() || cp.abs() > 1000 {
            continue;
        }
        let Ok(m) = best.parse::<Uci>().and_then(|u| u.to_move(&pos)) else {
            continue;
        };
        if m.is_capture() || m.promotion().is_some() {
            continue;
        }
        let (mg, eg, phase, drawish) = tables_and_phase(&pos);
        let mut counts = Counts(Vec::with_capacity(24));
        terms::count(&pos, &mut counts);
        samples.push(Sample {
            mg: mg as f64,
            eg: eg as f64,
            phase: phase as f64 / 24.0,
            drawish: drawish as f64 / 8.0,
            tempo: if pos.turn() == Color::White {
                tempo() as f64
            } else {
                -tempo() as f64
            },
            counts: counts.0,
            target: sigmoid(SF_K, cp as f64),
        });
    }
    samples
}

/// `w` holds each term's middle-game weight, then its end-game weight.
fn eval(s: &Sample, w: &[f64]) -> f64 {
    let (mut mg, mut eg) = (s.mg, s.eg);
    for &(t, n) in &s.counts {
        mg += w[2 * t] * n;
        eg += w[2 * t + 1] * n;
    }
    mg * s.phase + eg * s.drawish * (1.0 - s.phase) + s.tempo
}

fn error(samples: &[Sample], w: &[f64], k: f64) -> f64 {
    samples
        .iter()
        .map(|s| (sigmoid(k, eval(s, w)) - s.target).powi(2))
        .sum::<f64>()
        / samples.len() as f64
}

fn fit(args: &[String]) {
    let input = arg(args, "--in")
        .map(PathBuf::from)
        .unwrap_or_else(|| dir().join("labelled.txt"));
    let steps: usize = arg_or(args, "--steps", 3000);
    let rate: f64 = arg_or(args, "--rate", 0.5);

    let all = load(&input);
    // Every tenth position is held out.
    let (mut learn, mut held) = (Vec::new(), Vec::new());
    for (i, s) in all.into_iter().enumerate() {
        if i % 10 == 9 {
            held.push(s);
        } else {
            learn.push(s);
        }
    }
    eprintln!(
        "{} positions to learn from, {} held out",
        learn.len(),
        held.len()
    );
    let mut w: Vec<f64> = WEIGHTS
        .iter()
        .flat_map(|&(a, b)| [a as f64, b as f64])
        .collect();
    let zero = vec![0.0; w.len()];

    // Texel's first step: the K that fits the current weights best.
    let mut k = SF_K;
    let mut step = SF_K / 2.0;
    for _ in 0..40 {
        let here = error(&learn, &w, k);
        let up = error(&learn, &w, k + step);
        let down = error(&learn, &w, (k - step).max(1e-6));
        if up < here {
            k += step;
        } else if down < here {
            k = (k - step).max(1e-6);
        } else {
            step /= 2.0;
        }
    }
    eprintln!("K = {k:.6} (Stockfish's: {SF_K:.6}, ratio {:.2})", k / SF_K);
    eprintln!(
        "error without the terms: learnt {:.6}, held out {:.6}",
        error(&learn, &zero, k),
        error(&held, &zero, k)
    );
    eprintln!(
        "error with the weights as they are: learnt {:.6}, held out {:.6}",
        error(&learn, &w, k),
        error(&held, &w, k)
    );

    let n = w.len();
    let (mut m1, mut m2) = (vec![0.0; n], vec![0.0; n]);
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-8);
    for t in 1..=steps {
        let mut g = vec![0.0f64; n];
        for s in &learn {
            let p = sigmoid(k, eval(s, &w));
            let d = 2.0 * (p - s.target) * p * (1.0 - p) * k;
            for &(term, c) in &s.counts {
                g[2 * term] += d * c * s.phase;
                g[2 * term + 1] += d * c * s.drawish * (1.0 - s.phase);
            }
        }
        let scale = 1.0 / learn.len() as f64;
        for i in 0..n {
            let gi = g[i] * scale;
            m1[i] = b1 * m1[i] + (1.0 - b1) * gi;
            m2[i] = b2 * m2[i] + (1.0 - b2) * gi * gi;
            let ah = m1[i] / (1.0 - b1.powi(t as i32));
            let bh = m2[i] / (1.0 - b2.powi(t as i32));
            w[i] -= rate * ah / (bh.sqrt() + eps);
        }
        if t % 500 == 0 {
            eprintln!(
                "step {t}: learnt {:.6}, held out {:.6}",
                error(&learn, &w, k),
                error(&held, &w, k)
            );
        }
    }
    eprintln!(
        "error after tuning: learnt {:.6}, held out {:.6}",
        error(&learn, &w, k),
        error(&held, &w, k)
    );
    println!("pub const WEIGHTS: [(i32, i32); TERMS] = [");
    for (i, pair) in w.chunks(2).enumerate() {
        println!(
            "    ({}, {}), // {}",
            pair[0].round() as i32,
            pair[1].round() as i32,
            terms::NAMES[i]
        );
    }
    println!("];");
}

//! Times "can this side checkmate" (Art. 5.2 b, 6.9) in one run: the old
//! material rule (`can_checkmate_by_material`) beside the quick decision
//! (`winnable_quick`, behind `can_checkmate`) and the full one (`winnable`),
//! interleaved position by position, on positions of random games (standing
//! in for positions from real games) and on the labelled file
//! `shared/dead-positions/positions.txt` (path as first argument; the
//! optional second argument `N` runs the full decision on every N-th line
//! only, and prints the three side by side on that sample too).
//!
//! ```text
//! cargo run --release -p rochade-laws --example winnable_bench -- ../shared/dead-positions/positions.txt 4
//! ```
//!
//! Times are wall-clock per call; on a loaded machine single calls are
//! sometimes stretched by the scheduler, so the worst case is also given
//! as "repeatable": the slowest 20 calls of each decision timed again, the
//! least of 5 repeats.

use std::time::Instant;

use rochade_laws::{Color, Position, Winnable};

const LABELS: [&str; 4] = ["--", "-B", "W-", "WB"];

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

fn games(n: usize) -> Vec<Position> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut out = Vec::new();
    for _ in 0..n {
        let mut pos = Position::new();
        for _ in 0..300 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(&moves[(rng.next() % moves.len() as u64) as usize]);
            out.push(pos.clone());
        }
    }
    out
}

/// The three decisions, as three-valued answers (the material rule never
/// leaves a side unsettled).
fn decide(rule: usize, p: &Position, c: Color) -> Winnable {
    match rule {
        0 => {
            if p.can_checkmate_by_material(c) {
                Winnable::Can
            } else {
                Winnable::Cannot
            }
        }
        1 => p.winnable_quick(c),
        _ => p.winnable(c),
    }
}

const NAMES: [&str; 3] = [
    "old material rule",
    "`can_checkmate` (quick)",
    "`winnable` (full)",
];

#[derive(Default, Clone)]
struct Tally {
    sides: usize,
    cannot: usize,
    unsettled: usize,
    unsound: usize,
    agree_sides: usize,
    agree_lines: [usize; 4],
    total_us: f64,
    /// Every call's time, for the median and the 99.9th percentile.
    times: Vec<f64>,
    /// The slowest calls: (µs, position index, side).
    slow: Vec<(f64, usize, Color)>,
}

impl Tally {
    fn mean(&self) -> f64 {
        self.total_us / self.sides.max(1) as f64
    }
    fn percentile(&self, q: f64) -> f64 {
        let mut t = self.times.clone();
        t.sort_by(f64::total_cmp);
        t.get(((t.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or(0.0)
    }
    fn worst(&self) -> f64 {
        self.slow.first().map_or(0.0, |s| s.0)
    }
    /// The slowest calls again, least of 5 repeats each.
    fn repeatable_worst(&self, rule: usize, positions: &[Position]) -> (f64, String) {
        let mut worst = (0.0, String::new());
        for &(_, i, c) in &self.slow {
            let mut best = f64::MAX;
            for _ in 0..5 {
                let t = Instant::now();
                std::hint::black_box(decide(rule, &positions[i], c));
                best = best.min(t.elapsed().as_secs_f64() * 1e6);
            }
            if best > worst.0 {
                worst = (best, format!("{} ({c})", positions[i]));
            }
        }
        worst
    }
}

/// Runs the chosen rules over `positions`, interleaved, each side timed.
fn run(positions: &[Position], labels: Option<&[usize]>, rules: &[usize]) -> Vec<Tally> {
    let mut tallies = vec![Tally::default(); 3];
    for (i, p) in positions.iter().enumerate() {
        let mut line_ok = [true; 3];
        for (j, c) in Color::ALL.into_iter().enumerate() {
            for &r in rules {
                let t = Instant::now();
                let w = std::hint::black_box(decide(r, p, c));
                let us = t.elapsed().as_secs_f64() * 1e6;
                let tally = &mut tallies[r];
                tally.sides += 1;
                tally.total_us += us;
                tally.times.push(us);
                tally.slow.push((us, i, c));
                if tally.slow.len() > 40 {
                    tally.slow.sort_by(|a, b| b.0.total_cmp(&a.0));
                    tally.slow.truncate(20);
                }
                tally.cannot += usize::from(w == Winnable::Cannot);
                tally.unsettled += usize::from(w == Winnable::Unsettled);
                if let Some(l) = labels {
                    let truth = LABELS[l[i]].as_bytes()[j] != b'-';
                    if w.can() == truth {
                        tally.agree_sides += 1;
                    } else {
                        line_ok[r] = false;
                        tally.unsound += usize::from(truth);
                    }
                }
            }
        }
        if let Some(l) = labels {
            for &r in rules {
                tallies[r].agree_lines[l[i]] += usize::from(line_ok[r]);
            }
        }
    }
    for t in &mut tallies {
        t.slow.sort_by(|a, b| b.0.total_cmp(&a.0));
        t.slow.truncate(20);
    }
    tallies
}

fn table(positions: &[Position], labels: &[usize], rules: &[usize]) {
    let mut per_label = [0; 4];
    for &l in labels {
        per_label[l] += 1;
    }
    let tallies = run(positions, Some(labels), rules);
    println!(
        "| decision | lines agreeing | `--` {} | `-B` {} | `W-` {} | `WB` {} | sides agreeing | \"cannot\" | unsettled | unsound | mean µs/side | worst µs | worst µs, repeatable |",
        per_label[0], per_label[1], per_label[2], per_label[3]
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
    for &r in rules {
        let t = &tallies[r];
        let (rw, _) = t.repeatable_worst(r, positions);
        println!(
            "| {} | {} | {} | {} | {} | {} | {} of {} | {} | {} | {} | {:.2} | {:.0} | {:.0} |",
            NAMES[r],
            t.agree_lines.iter().sum::<usize>(),
            t.agree_lines[0],
            t.agree_lines[1],
            t.agree_lines[2],
            t.agree_lines[3],
            t.agree_sides,
            t.sides,
            t.cannot,
            t.unsettled,
            t.unsound,
            t.mean(),
            t.worst(),
            rw
        );
    }
}

fn main() {
    rochade_laws::attacks::init();
    let started = Instant::now();
    let random = games(200);
    println!("random games: {} positions", random.len());
    println!(
        "| decision | sides \"cannot\" | unsettled | mean µs/side | median µs | 99.9th percentile µs | worst µs | worst µs, repeatable |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    let tallies = run(&random, None, &[0, 1]);
    for r in [0, 1] {
        let t = &tallies[r];
        let (rw, at) = t.repeatable_worst(r, &random);
        println!(
            "| {} | {} | {} | {:.2} | {:.2} | {:.1} | {:.0} | {:.0} |",
            NAMES[r],
            t.cannot,
            t.unsettled,
            t.mean(),
            t.percentile(0.5),
            t.percentile(0.999),
            t.worst(),
            rw
        );
        eprintln!("{}: repeatable worst at {at}", NAMES[r]);
    }
    let Some(path) = std::env::args().nth(1) else {
        return;
    };
    let step: usize = std::env::args()
        .nth(2)
        .map_or(1, |s| s.parse().expect("a step N"));
    let text = std::fs::read_to_string(&path).expect("positions.txt");
    let mut positions = Vec::new();
    let mut labels = Vec::new();
    for l in text.lines().filter(|l| !l.starts_with('#') && l.len() > 3) {
        positions.push(Position::from_fen(&l[3..]).expect("FEN"));
        labels.push(LABELS.iter().position(|x| *x == &l[..2]).expect("a label"));
    }
    if step == 1 {
        println!(
            "positions.txt: {} lines, all three decisions",
            positions.len()
        );
        table(&positions, &labels, &[0, 1, 2]);
    } else {
        println!(
            "positions.txt: {} lines, material and quick",
            positions.len()
        );
        table(&positions, &labels, &[0, 1]);
        let sample: Vec<Position> = positions.iter().step_by(step).cloned().collect();
        let sample_labels: Vec<usize> = labels.iter().step_by(step).copied().collect();
        println!(
            "positions.txt, every {step}th line ({} lines), all three",
            sample.len()
        );
        table(&sample, &sample_labels, &[0, 1, 2]);
    }
    println!("wall time {:.0} s", started.elapsed().as_secs_f64());
}

//! Times "can this side checkmate" (Art. 5.2 b, 6.9) in one run: the old
//! material rule (`can_checkmate_by_material`) beside the quick decision
//! (`can_checkmate`) and the full one (`winnable`), on positions of random
//! games (standing in for positions from real games) and on the labelled
//! file `shared/dead-positions/positions.txt` (path as first argument).
//!
//! ```text
//! cargo run --profile perf -p rochade-laws --example winnable_bench -- ../shared/dead-positions/positions.txt
//! ```

use std::time::Instant;

use rochade_laws::{Color, Position, Winnable};

type Rule<'a> = (&'a str, &'a dyn Fn(&Position, Color) -> bool);

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

/// (agreeing sides, sides saying "cannot", mean µs per side, worst µs).
fn run(
    positions: &[Position],
    labels: Option<&[[bool; 2]]>,
    decide: &dyn Fn(&Position, Color) -> bool,
) -> (usize, usize, f64, f64) {
    let (mut agree, mut cannot, mut total, mut worst) = (0, 0, 0.0f64, 0.0f64);
    for (i, p) in positions.iter().enumerate() {
        for (j, c) in Color::ALL.into_iter().enumerate() {
            let t = Instant::now();
            let can = std::hint::black_box(decide(p, c));
            let us = t.elapsed().as_secs_f64() * 1e6;
            total += us;
            worst = worst.max(us);
            cannot += usize::from(!can);
            if let Some(l) = labels {
                agree += usize::from(l[i][j] == can);
            }
        }
    }
    (agree, cannot, total / (2 * positions.len()) as f64, worst)
}

fn main() {
    rochade_laws::attacks::init();
    let rules: [Rule; 3] = [
        ("material rule (old)", &|p, c| {
            p.can_checkmate_by_material(c)
        }),
        ("can_checkmate (quick)", &|p, c| p.can_checkmate(c)),
        ("winnable (full)", &|p, c| p.winnable(c).can()),
    ];
    let random = games(200);
    println!("random games: {} positions", random.len());
    println!("| rule | sides \"cannot\" | mean µs/side | worst µs |");
    for (name, f) in &rules[..2] {
        let (_, cannot, mean, worst) = run(&random, None, *f);
        println!("| {name} | {cannot} | {mean:.2} | {worst:.0} |");
    }
    let Some(path) = std::env::args().nth(1) else {
        return;
    };
    let text = std::fs::read_to_string(&path).expect("positions.txt");
    let mut positions = Vec::new();
    let mut labels = Vec::new();
    for l in text.lines().filter(|l| !l.starts_with('#') && l.len() > 3) {
        positions.push(Position::from_fen(&l[3..]).expect("FEN"));
        let b = l.as_bytes();
        labels.push([b[0] != b'-', b[1] != b'-']);
    }
    let dead_sides: usize = labels
        .iter()
        .map(|l| l.iter().filter(|x| !**x).count())
        .sum();
    println!(
        "positions.txt: {} lines, {} sides, {dead_sides} cannot mate",
        positions.len(),
        2 * positions.len()
    );
    println!("| rule | agreeing sides | \"cannot\" found | mean µs/side | worst µs |");
    for (name, f) in &rules {
        let (agree, cannot, mean, worst) = run(&positions, Some(&labels), *f);
        println!("| {name} | {agree} | {cannot} | {mean:.1} | {worst:.0} |");
    }
    let mut unsettled = 0;
    for p in &positions {
        for c in Color::ALL {
            unsettled += usize::from(p.winnable(c) == Winnable::Unsettled);
        }
    }
    println!("full: {unsettled} sides unsettled");
}

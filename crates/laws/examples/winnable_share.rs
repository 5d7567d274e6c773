//! How many positions of real games reach the search of "can this side
//! checkmate" (Art. 5.2.2, 6.9), and what the decisions cost there. Reads
//! FENs, one a line, from standard input (the arbiter's `pgn_positions`
//! example writes them for a PGN file); for each side of each position,
//! the stage that settles the quick decision (`winnable_quick`, run after
//! every move) and the full one (`winnable`), and the time of each.
//!
//! ```text
//! cargo run --profile perf -p rochade-arbiter --example pgn_positions -- games.pgn |
//!   cargo run --profile perf -p rochade-laws --example winnable_share -- [full-every-N]
//! ```

use std::collections::HashMap;
use std::io::BufRead;
use std::time::Instant;

use rochade_laws::{Color, Position, Winnable, WinnableStage};

fn main() {
    let every: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1);
    let mut stages: [HashMap<WinnableStage, usize>; 2] = Default::default();
    let mut answers: [HashMap<Winnable, usize>; 2] = Default::default();
    let mut by_answer: [HashMap<Winnable, (usize, f64)>; 2] = Default::default();
    let mut time = [0f64; 2];
    let mut worst = [0f64; 2];
    let mut sides = [0usize; 2];
    let mut samples: Vec<String> = Vec::new();
    for (i, line) in std::io::stdin().lock().lines().enumerate() {
        let line = line.expect("readable input");
        let Ok(pos) = Position::from_fen(line.trim()) else {
            continue;
        };
        for c in Color::ALL {
            for (k, quick) in [(0, true), (1, false)] {
                if k == 1 && i % every != 0 {
                    continue;
                }
                let stage = pos.winnable_stage(c, quick);
                *stages[k].entry(stage).or_default() += 1;
                let t = Instant::now();
                let w = if quick {
                    pos.winnable_quick(c)
                } else {
                    pos.winnable(c)
                };
                let dt = t.elapsed().as_secs_f64();
                time[k] += dt;
                worst[k] = worst[k].max(dt);
                sides[k] += 1;
                *answers[k].entry(w).or_default() += 1;
                if stage == WinnableStage::Search {
                    let e = by_answer[k].entry(w).or_default();
                    e.0 += 1;
                    e.1 += dt;
                }
                if quick && stage == WinnableStage::Search && std::env::var_os("ALL").is_some() {
                    println!("S {c:?} {w:?} {line}");
                }
                if quick && stage == WinnableStage::Search && samples.len() < 40 && i % 97 == 0 {
                    samples.push(format!("{c:?} {w:?} {line}"));
                }
            }
        }
    }
    for (k, name) in ["quick", "full"].iter().enumerate() {
        let n = sides[k].max(1);
        let reach = stages[k].get(&WinnableStage::Search).copied().unwrap_or(0);
        println!(
            "{name}: sides {} reach-search {} ({:.3} %) stages {:?} answers {:?} total {:.3} s mean {:.2} µs worst {:.0} µs",
            sides[k],
            reach,
            100.0 * reach as f64 / n as f64,
            stages[k],
            answers[k],
            time[k],
            1e6 * time[k] / n as f64,
            1e6 * worst[k],
        );
    }
    println!(
        "searched sides by answer (count, seconds): quick {:?} full {:?}",
        by_answer[0], by_answer[1]
    );
    if std::env::var_os("SAMPLES").is_some() {
        for s in samples {
            println!("{s}");
        }
    }
}

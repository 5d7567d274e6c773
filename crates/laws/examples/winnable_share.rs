//! How many positions of real games reach the search of "can this side
//! checkmate" (Art. 5.2.2, 6.9), and what the decisions cost there. Reads
//! FENs, one a line, from standard input (the arbiter's `pgn_positions`
//! example writes them for a PGN file); for each side of each position,
//! and for each game (positions up to a blank line): the cost of a check
//! after every move (`is_dead` on each position) against `first_dead`, how
//! many sides reach the search in each (they must agree on every game);
//! then, for each side of each position, the stage that settles the quick decision (`winnable_quick`, run after
//! every move) and the full one (`winnable`), and the time of each.
//!
//! ```text
//! cargo run --profile perf -p rochade-arbiter --example pgn_positions -- games.pgn |
//!   cargo run --profile perf -p rochade-laws --example winnable_share -- [full-every-N]
//! ```

use std::collections::HashMap;
use std::io::BufRead;
use std::time::Instant;

use rochade_laws::{
    Color, DeadCount, Position, Winnable, WinnableStage, first_dead, first_dead_counted,
};

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
    let mut game: Vec<Position> = Vec::new();
    let mut per_move = (0f64, 0u64, 0u64, 0usize); // seconds, sides decided, searched, dead
    let mut whole = (0f64, DeadCount::default(), 0usize);
    let mut games = 0usize;
    for (i, line) in std::io::stdin().lock().lines().enumerate() {
        let line = line.expect("readable input");
        if line.trim().is_empty() {
            if game.is_empty() {
                continue;
            }
            games += 1;
            // A check after every move, as `Position::status` does.
            let t = Instant::now();
            let mut dead = None;
            for (k, p) in game.iter().enumerate() {
                if p.is_dead() && dead.is_none() {
                    dead = Some(k);
                }
            }
            per_move.0 += t.elapsed().as_secs_f64();
            for p in &game {
                for c in Color::ALL {
                    per_move.1 += 1;
                    if p.winnable_stage(c, true) == WinnableStage::Search {
                        per_move.2 += 1;
                    }
                    if p.winnable_quick(c).can() {
                        break;
                    }
                }
            }
            let refs: Vec<&Position> = game.iter().collect();
            let t = Instant::now();
            let d = first_dead(&refs);
            whole.0 += t.elapsed().as_secs_f64();
            let mut n = DeadCount::default();
            assert_eq!(first_dead_counted(&refs, &mut n), d);
            assert_eq!(d, dead, "first_dead differs from a check after every move");
            whole.1.sides += n.sides;
            whole.1.decided += n.decided;
            whole.1.searched += n.searched;
            per_move.3 += usize::from(dead.is_some());
            whole.2 += usize::from(d.is_some());
            game.clear();
            continue;
        }
        let Ok(pos) = Position::from_fen(line.trim()) else {
            continue;
        };
        game.push(pos.clone());
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
        "games {games}, sides {}: check after every move {:.3} s, sides decided {} searched {} ({:.3} % of sides), dead games {}; first_dead {:.3} s, sides decided {} searched {} ({:.3} %), dead games {}; speedup {:.1}x",
        whole.1.sides,
        per_move.0,
        per_move.1,
        per_move.2,
        100.0 * per_move.2 as f64 / whole.1.sides.max(1) as f64,
        per_move.3,
        whole.0,
        whole.1.decided,
        whole.1.searched,
        100.0 * whole.1.searched as f64 / whole.1.sides.max(1) as f64,
        whole.2,
        per_move.0 / whole.0.max(1e-9),
    );
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

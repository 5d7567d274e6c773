//! Speed and sanity probe: searches a few positions to a fixed depth and
//! prints nodes per second.
//!
//! `cargo run --release -p rochade-engine --example bench [-- depth] [--hash MIB] [--json]`
//!
//! `--json` prints one JSON object instead (with each search's CPU time
//! where Linux tells it), for `tests/bench/engine_speed.mjs`,
//! which searches the same positions in the browser worker: the positions
//! come from here so that both sides always search the same ones.

use std::time::Instant;

use rochade_engine::{Config, Control, Engine, Info, Limits};
use rochade_laws::Position;

const POSITIONS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "6k1/5p2/6p1/8/7p/8/6PP/6K1 b - - 0 1",
];

struct Clock {
    start: Instant,
    verbose: bool,
}

impl Control for Clock {
    fn now_ms(&mut self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }
    fn on_iteration(&mut self, info: &Info) {
        if self.verbose {
            eprintln!("  {}", rochade_engine::uci::info_line(info));
        }
    }
}

/// CPU time of this thread in nanoseconds, where Linux tells it: on a
/// machine shared with other work, wall-clock time says more about the
/// others than about the search.
fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

fn main() {
    let mut depth = 9;
    let mut config = Config::default();
    let mut json = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--json" => json = true,
            "--hash" => {
                config.hash_mib = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("--hash takes a size in MiB");
            }
            _ => depth = arg.parse().expect("the depth, a number"),
        }
    }
    let mut total_nodes = 0;
    let mut total_ms = 0;
    let mut rows = Vec::new();
    let start = Instant::now();
    for fen in POSITIONS {
        let pos = Position::from_fen(fen).unwrap();
        // A new engine per position, as the worker script uses a new worker
        // per position: what one search leaves in the tables changes the
        // next one's node count.
        let mut engine = Engine::new(config);
        let mut clock = Clock {
            start: Instant::now(),
            verbose: !json,
        };
        let cpu_before = thread_cpu_ns();
        let r = engine
            .search(&pos, &[], &Limits::depth(depth), &mut clock)
            .unwrap();
        let cpu_ms = thread_cpu_ns()
            .zip(cpu_before)
            .map(|(after, before)| (after - before) as f64 / 1e6);
        let ms = r.time_ms.max(1);
        if json {
            rows.push(serde_json::json!({
                "fen": fen,
                "best": r.best.to_string(),
                "depth": r.depth,
                "nodes": r.nodes,
                "ms": r.time_ms,
                "cpu_ms": cpu_ms,
            }));
        } else {
            println!(
                "{fen}\n  best {} score {} depth {} nodes {} in {} ms ({} knps)",
                r.best,
                r.score,
                r.depth,
                r.nodes,
                ms,
                r.nodes / ms
            );
        }
        total_nodes += r.nodes;
        total_ms += r.time_ms;
    }
    if json {
        let report = serde_json::json!({
            "depth": depth,
            "hash_mib": config.hash_mib,
            "positions": rows,
            "nodes": total_nodes,
            "ms": total_ms,
        });
        println!("{report}");
    } else {
        let ms = start.elapsed().as_millis().max(1) as u64;
        println!(
            "total {total_nodes} nodes in {ms} ms: {} nodes/s",
            total_nodes * 1000 / ms
        );
    }
}

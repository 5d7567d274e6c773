//! Perft benchmark: this crate against shakmaty and cozy-chess in one process.
//!
//! ```text
//! cargo run --profile perf -p rochade-laws --example bench [-- deep] [960]
//! ```
//!
//! The standard positions first, then Chess960 positions (2023 Guidelines
//! II; shakmaty in `CastlingMode::Chess960`, cozy-chess from Shredder-FEN):
//! the six standard positions read as Chess960 (the same trees through the
//! Chess960 code), and the first six of `tests/data/chess960.perft`. With
//! `960` the standard-chess part is left out.
//!
//! All three count leaves without playing the last move (bulk counting).
//! Prints nodes per second of each and the ratios. Each run is repeated seven
//! times and the best wall-clock time is kept (the machine may be shared).

use std::time::{Duration, Instant};

use rochade_laws::CastlingMode as Mode;
use shakmaty::{CastlingMode, Chess, fen::Fen};

const POSITIONS: [(&str, &str, u32); 6] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
    ),
    ("pos3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
    (
        "pos4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        4,
    ),
    (
        "pos5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        4,
    ),
    (
        "pos6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        4,
    ),
];

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
        return nodes;
    }
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            nodes += cozy_perft(&child, depth - 1);
        }
        false
    });
    nodes
}

fn best_of<F: FnMut() -> u64>(mut f: F) -> (u64, Duration) {
    let mut best = Duration::MAX;
    let mut nodes = 0;
    for _ in 0..7 {
        let t = Instant::now();
        nodes = std::hint::black_box(f());
        best = best.min(t.elapsed());
    }
    (nodes, best)
}

fn mnps(nodes: u64, d: Duration) -> f64 {
    nodes as f64 / d.as_secs_f64() / 1e6
}

/// Chess960 positions: ids 0-5 of `tests/data/chess960.perft`.
const CHESS960: [(&str, &str, u32); 6] = [
    (
        "960 #0",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        5,
    ),
    (
        "960 #1",
        "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
        5,
    ),
    (
        "960 #2",
        "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
        5,
    ),
    (
        "960 #3",
        "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
        5,
    ),
    (
        "960 #4",
        "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9",
        5,
    ),
    (
        "960 #5",
        "qnbnr1kr/ppp1b1pp/4p3/3p1p2/8/2NPP3/PPP1BPPP/QNB1R1KR w HEhe - 1 9",
        5,
    ),
];

fn main() {
    let deep = std::env::args().any(|a| a == "deep");
    let only_960 = std::env::args().any(|a| a == "960");
    rochade_laws::attacks::init();
    println!(
        "{:<9} {:>2} {:>11} | {:>9} {:>9} {:>9} | {:>8} {:>8}",
        "position", "d", "nodes", "rochade", "shakmaty", "cozy", "r/shak", "r/cozy"
    );
    println!(
        "{:<9} {:>2} {:>11} | {:>9} {:>9} {:>9} |",
        "", "", "", "Mnps", "Mnps", "Mnps"
    );
    if !only_960 {
        println!("-- standard positions, standard chess");
        run(&POSITIONS, Mode::Standard, deep);
    }
    // The same trees through the Chess960 code (castling, rights per rook):
    // what Chess960 costs over standard chess.
    println!("-- standard positions, read as Chess960");
    run(&POSITIONS, Mode::Chess960, deep);
    println!("-- Chess960 positions");
    run(&CHESS960, Mode::Chess960, deep);
}

/// Runs one set of positions and prints its lines and total.
fn run(positions: &[(&str, &str, u32)], mode: Mode, deep: bool) {
    let (mut t_r, mut t_s, mut t_c, mut total) = (0.0, 0.0, 0.0, 0u64);
    for &(name, fen, depth) in positions {
        let depth = depth + u32::from(deep);
        let ours = rochade_laws::Position::from_fen_in(fen, mode).unwrap();
        let sm: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(match mode {
                Mode::Standard => CastlingMode::Standard,
                Mode::Chess960 => CastlingMode::Chess960,
            })
            .unwrap();
        let cz: cozy_chess::Board = match mode {
            Mode::Standard => cozy_chess::Board::from_fen(fen, false),
            Mode::Chess960 => cozy_chess::Board::from_fen(&ours.to_shredder_fen(), true),
        }
        .unwrap();
        let (n_r, d_r) = best_of(|| ours.perft(depth));
        let (n_s, d_s) = best_of(|| shakmaty::perft(&sm, depth));
        let (n_c, d_c) = best_of(|| cozy_perft(&cz, depth));
        assert_eq!(n_r, n_s, "{name}: shakmaty disagrees");
        assert_eq!(n_r, n_c, "{name}: cozy-chess disagrees");
        let (r, s, c) = (mnps(n_r, d_r), mnps(n_s, d_s), mnps(n_c, d_c));
        println!(
            "{name:<9} {depth:>2} {n_r:>11} | {r:>9.1} {s:>9.1} {c:>9.1} | {:>8.2} {:>8.2}",
            r / s,
            r / c
        );
        t_r += d_r.as_secs_f64();
        t_s += d_s.as_secs_f64();
        t_c += d_c.as_secs_f64();
        total += n_r;
    }
    let (r, s, c) = (
        total as f64 / t_r / 1e6,
        total as f64 / t_s / 1e6,
        total as f64 / t_c / 1e6,
    );
    println!(
        "{:<9} {:>2} {total:>11} | {r:>9.1} {s:>9.1} {c:>9.1} | {:>8.2} {:>8.2}",
        if mode == Mode::Standard {
            "total"
        } else {
            "total 960"
        },
        "",
        r / s,
        r / c
    );
}

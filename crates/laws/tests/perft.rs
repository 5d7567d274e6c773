//! Perft: counts of the legal move tree (Art. 3 as a whole) against
//! published numbers. Deep counts run with `cargo test -- --ignored`
//! (best with `--release`).

use rochade_laws::Position;

/// The six standard positions with their published counts (depth 1 first).
/// Note: the Kiwipete FEN has `2N2Q1p` on rank 3 and position 6 has a black
/// bishop on g4 (`2B1P1b1`); other copies of these FENs circulate with typos.
const STANDARD: [(&str, &str, &[u64]); 6] = [
    (
        "start (Art. 2.3)",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8902, 197_281, 4_865_609, 119_060_324],
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2039, 97_862, 4_085_603, 193_690_690],
    ),
    (
        "position 3 (en passant, Art. 3.7.d)",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[14, 191, 2812, 43_238, 674_624, 11_030_083],
    ),
    (
        "position 4 (promotions, Art. 3.7.e)",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[6, 264, 9467, 422_333, 15_833_292],
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        &[44, 1486, 62_379, 2_103_487, 89_941_194],
    ),
    (
        "position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        &[46, 2079, 89_890, 3_894_594, 164_075_551],
    ),
];

fn check(limit: u64, deep_only: bool) {
    for (name, fen, counts) in STANDARD {
        let pos = Position::from_fen(fen).expect(name);
        for (i, &expected) in counts.iter().enumerate() {
            let shallow = expected <= limit;
            if shallow == deep_only {
                continue;
            }
            let depth = i as u32 + 1;
            assert_eq!(pos.perft(depth), expected, "{name} depth {depth}");
        }
    }
}

#[test]
fn standard_positions_shallow() {
    // Everything up to ~5 million leaves runs by default (a few seconds in the dev profile).
    check(5_000_000, false);
}

#[test]
#[ignore = "deep: start d6, Kiwipete d5 etc.; run with --release -- --ignored"]
fn standard_positions_deep() {
    check(5_000_000, true);
}

fn epd() -> Vec<(String, Vec<u64>)> {
    include_str!("data/perftsuite.epd")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let mut parts = line.split(';');
            let fen = parts.next().unwrap().trim().to_string();
            let counts = parts
                .map(|p| p.split_whitespace().nth(1).unwrap().parse().unwrap())
                .collect();
            (fen, counts)
        })
        .collect()
}

fn check_suite(limit: u64, deep_only: bool) -> usize {
    let mut checked = 0;
    for (fen, counts) in epd() {
        let pos = Position::from_fen(&fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for (i, &expected) in counts.iter().enumerate() {
            let shallow = expected <= limit;
            if shallow == deep_only {
                continue;
            }
            let depth = i as u32 + 1;
            assert_eq!(pos.perft(depth), expected, "{fen} depth {depth}");
            checked += 1;
        }
    }
    checked
}

#[test]
fn perftsuite_epd_shallow() {
    let suite = epd();
    assert_eq!(suite.len(), 126);
    let n = check_suite(1_000_000, false);
    assert!(n > 500, "{n}");
}

#[test]
#[ignore = "deep: all 126 positions to depth 6; run with --release -- --ignored"]
fn perftsuite_epd_deep() {
    check_suite(1_000_000, true);
}

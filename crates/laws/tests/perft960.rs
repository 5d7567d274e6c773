//! Perft of the published Chess960 reference positions (2023 Guidelines II):
//! `tests/data/chess960.perft`, 960 positions with counts to depth 6 (the
//! chessprogramming.org table and Ethereal's `fischer.epd`, as shakmaty's
//! test data holds them). Deep counts run with `--ignored` (best with
//! `--profile perf`).

use rochade_laws::{CastlingMode, Position};

struct Case {
    id: u32,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let mut out: Vec<Case> = Vec::new();
    for line in include_str!("data/chess960.perft").lines() {
        let line = line.trim();
        if let Some(id) = line.strip_prefix("id ") {
            out.push(Case {
                id: id.parse().unwrap(),
                fen: String::new(),
                counts: Vec::new(),
            });
        } else if let Some(fen) = line.strip_prefix("epd ") {
            out.last_mut().unwrap().fen = fen.to_string();
        } else if let Some(p) = line.strip_prefix("perft ") {
            let mut it = p.split_whitespace();
            let depth = it.next().unwrap().parse().unwrap();
            let nodes = it.next().unwrap().parse().unwrap();
            out.last_mut().unwrap().counts.push((depth, nodes));
        }
    }
    out
}

/// Checks every count of the cases selected by `pick(id, depth, nodes)`;
/// returns how many were checked.
fn check(pick: impl Fn(u32, u32, u64) -> bool) -> usize {
    let mut checked = 0;
    for case in cases() {
        let pos = Position::from_fen_in(&case.fen, CastlingMode::Chess960)
            .unwrap_or_else(|e| panic!("id {}: {}: {e}", case.id, case.fen));
        for &(depth, nodes) in &case.counts {
            if pick(case.id, depth, nodes) {
                assert_eq!(
                    pos.perft(depth),
                    nodes,
                    "id {} {} depth {depth}",
                    case.id,
                    case.fen
                );
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn the_file_has_960_positions_to_depth_6() {
    let all = cases();
    assert_eq!(all.len(), 960);
    assert!(all.iter().all(|c| c.counts.len() == 6));
}

#[test]
fn every_position_to_depth_3() {
    assert_eq!(check(|_, depth, _| depth <= 3), 3 * 960);
}

/// The first positions of the table (the chessprogramming.org list) to depth 5.
#[test]
fn first_positions_to_depth_5() {
    assert_eq!(
        check(|id, depth, _| id < 10 && (4..=5).contains(&depth)),
        20
    );
}

#[test]
#[ignore = "deep: all 960 positions to depth 5 (17 billion leaves); run with --profile perf -- --ignored"]
fn every_position_to_depth_5() {
    assert_eq!(check(|_, depth, _| (4..=5).contains(&depth)), 2 * 960);
}

#[test]
#[ignore = "deep: the first 20 positions to depth 6; run with --profile perf -- --ignored"]
fn first_positions_to_depth_6() {
    assert_eq!(check(|id, depth, _| id < 20 && depth == 6), 20);
}

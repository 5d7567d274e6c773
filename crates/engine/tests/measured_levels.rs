//! Levels 1–7 keep the search their places on Stockfish's scale were
//! measured with (`LevelParams::pruning`): a level bounded by depth plays
//! other moves when the search under it changes. The node counts and moves
//! below are those of the build the levels were measured with (8bc3daa,
//! `Engine::search` to depth 8, the nodes counted with the
//! lower levels' deliberate mistakes); level 8 was measured again.

use rochade_engine::{Config, Engine, Level, Limits, NoClock};
use rochade_laws::{Position, Uci};

const POSITIONS: [&str; 5] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "6k1/5p2/6p1/8/7p/8/6PP/6K1 b - - 0 1",
];

fn searched(level: u8) -> Vec<(u64, String)> {
    POSITIONS
        .iter()
        .map(|fen| {
            let mut engine = Engine::new(Config {
                level: Level::new(level).unwrap(),
                ..Config::default()
            });
            let pos = Position::from_fen(fen).unwrap();
            let r = engine
                .search(&pos, &[], &Limits::depth(8), &mut NoClock)
                .unwrap();
            (r.nodes, Uci::from_move(&r.best).to_string())
        })
        .collect()
}

fn expected(list: &[(u64, &str)]) -> Vec<(u64, String)> {
    list.iter().map(|&(n, m)| (n, m.to_string())).collect()
}

#[test]
fn level_7_searches_as_when_measured() {
    assert_eq!(
        searched(7),
        expected(&[
            (11_034, "g1f3"),
            (50_885, "e2a6"),
            (12_438, "b4f4"),
            (23_365, "c3d5"),
            (6_830, "g6g5"),
        ])
    );
}

#[test]
fn level_5_searches_and_errs_as_when_measured() {
    assert_eq!(
        searched(5),
        expected(&[
            (14_161, "g1f3"),
            (95_693, "d5e6"),
            (15_301, "b4f4"),
            (72_482, "c3d5"),
            (1_924, "g6g5"),
        ])
    );
}

//! Repetition identity (Art. 9.2) and the incremental Zobrist key.

mod common;

use rochade_laws::{Position, parse_move};

fn play(mut pos: Position, moves: &str) -> Position {
    for text in moves.split_whitespace() {
        let m = parse_move(&pos, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        pos = pos.play(&m).unwrap();
    }
    pos
}

#[test]
fn incremental_key_equals_key_from_scratch() {
    let mut n = 0;
    for seed in 0..400 {
        let (positions, _) = common::random_game(seed, 200);
        for p in &positions {
            assert_eq!(p.repetition_key().0, p.compute_hash(), "{p}");
            let reparsed = Position::from_fen(&p.to_fen()).unwrap();
            assert_eq!(reparsed.repetition_key(), p.repetition_key(), "{p}");
            n += 1;
        }
    }
    assert!(n > 20_000, "{n}");
}

#[test]
fn same_position_by_transposition() {
    let a = play(Position::new(), "e4 e5 Nf3 Nc6");
    let b = play(Position::new(), "Nf3 Nc6 e4 e5");
    assert_eq!(a.repetition_key(), b.repetition_key());
    assert_ne!(a.to_fen(), b.to_fen()); // the half-move clocks differ
}

#[test]
fn side_to_move_matters() {
    let a = play(Position::new(), "Nf3 Nf6 Ng1 Ng8");
    let b = play(Position::new(), "Nf3");
    assert_eq!(a.repetition_key(), Position::new().repetition_key());
    assert_ne!(b.repetition_key(), Position::new().repetition_key());
}

#[test]
fn castling_rights_matter() {
    // Art. 9.2: the king went back home but has lost the right to castle.
    let start = play(Position::new(), "e4 e5");
    let back = play(start.clone(), "Ke2 Ke7 Ke1 Ke8");
    assert_eq!(start.board_fen(), back.board_fen());
    assert_ne!(start.repetition_key(), back.repetition_key());
}

#[test]
fn en_passant_counts_only_when_capture_is_legal() {
    // After 1.e4 no black pawn can take e.p.: same as 1.e3 ... e4 later.
    let a = play(Position::new(), "e4 Nf6 Nf3 Ng8 Ng1");
    let b = play(Position::new(), "e4");
    assert_eq!(a.repetition_key(), b.repetition_key());
    // With a black pawn on d4, e2-e4 allows d4xe3 e.p.: not the same as without.
    let base = Position::from_fen("4k3/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1").unwrap();
    let double = play(base.clone(), "e4");
    assert!(double.ep_square().is_some());
    let around = play(double.clone(), "Kd7 Nf3 Ke8 Ng1");
    assert_eq!(around.board_fen(), double.board_fen());
    assert_ne!(around.repetition_key(), double.repetition_key());
    // Pinned capturer: the e.p. capture would expose the king, so it does not count.
    let pinned = Position::from_fen("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1").unwrap();
    let after = play(pinned, "e4");
    assert_eq!(after.ep_square(), None);
}

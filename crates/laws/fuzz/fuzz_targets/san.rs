//! Move reading never panics; what it accepts is legal and reads back from
//! its own SAN, and what it refuses is explained without a panic (and never
//! "explained" when it was legal). The first byte selects a position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_laws::{Notation, Position, Unmatched, explain_move_text, parse_move};

const POSITIONS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
];

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let pos = Position::from_fen(POSITIONS[selector as usize % POSITIONS.len()]).unwrap();
    let why = explain_move_text(&pos, text);
    if let Some(Unmatched::Refused { from: Some(from), to, .. }) = why {
        assert!(pos.legal_moves_from(from).iter().all(|m| m.to() != to), "{text}");
    }
    if let Ok(m) = parse_move(&pos, text) {
        assert!(pos.is_legal(&m));
        for n in [
            Notation::PGN,
            Notation::FIDE,
            Notation::FIDE.long(),
            Notation::UCI,
        ] {
            let written = pos.write_move(&m, &n);
            assert_eq!(parse_move(&pos, &written), Ok(m), "{written}");
        }
    }
});

//! FEN reading never panics, in standard chess or Chess960 (2023 Guidelines
//! II); whatever it accepts writes back to a FEN (and, in Chess960, a
//! Shredder-FEN) that reads to the same position, and move generation works
//! on it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_laws::{CastlingMode, Position};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(pos) = Position::from_fen(text) {
        let fen = pos.to_fen();
        let again = Position::from_fen(&fen).expect("normalised FEN reads back");
        assert_eq!(again, pos);
        assert_eq!(again.to_fen(), fen);
        let moves = pos.legal_moves();
        assert_eq!(moves.len() as u64, pos.count_legal_moves());
        for m in &moves {
            let after = pos.play(m).expect("generated move is legal");
            assert_eq!(after.repetition_key().0, after.compute_hash());
        }
        let _ = pos.status();
    }
    if let Ok(pos) = Position::from_fen_in(text, CastlingMode::Chess960) {
        for fen in [pos.to_fen(), pos.to_shredder_fen()] {
            let again = Position::from_fen_in(&fen, CastlingMode::Chess960)
                .expect("normalised Chess960 FEN reads back");
            assert_eq!(again, pos);
        }
        let moves = pos.legal_moves();
        assert_eq!(moves.len() as u64, pos.count_legal_moves());
        for m in &moves {
            let after = pos.play(m).expect("generated move is legal");
            assert_eq!(after.repetition_key().0, after.compute_hash());
            let uci = pos.write_move(m, &rochade_laws::Notation::UCI);
            assert_eq!(rochade_laws::parse_move(&pos, &uci), Ok(*m));
        }
        let _ = pos.status();
    }
});

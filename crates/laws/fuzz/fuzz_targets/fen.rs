//! FEN reading never panics; whatever it accepts writes back to a FEN that
//! reads to the same position, and move generation works on it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_laws::Position;

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
});

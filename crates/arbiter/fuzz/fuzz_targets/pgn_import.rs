//! PGN import never panics, and every game it accepts exports to PGN that
//! imports again to the same PGN, in the same variant (standard or
//! Chess960, whose seeds have X-FEN and Shredder-FEN and castle by moving
//! the king onto its rook) and position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_arbiter::Game;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for game in Game::from_pgn_all(&text).into_iter().flatten() {
        let pgn = game.to_pgn();
        let again = match Game::from_pgn(&pgn) {
            Ok(g) => g,
            Err(e) => panic!("exported PGN does not import: {e}\n{pgn}"),
        };
        assert_eq!(again.to_pgn(), pgn);
        assert_eq!(again.setup().chess960, game.setup().chess960, "{pgn}");
        assert_eq!(again.position(), game.position(), "{pgn}");
        let _ = game.scoresheet(&Default::default()).to_string();
    }
});

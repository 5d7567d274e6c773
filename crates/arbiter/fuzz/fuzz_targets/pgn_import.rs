//! PGN import never panics, and every game it accepts exports to PGN that
//! imports again to the same PGN.
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
        let _ = game.scoresheet(&Default::default()).to_string();
    }
});

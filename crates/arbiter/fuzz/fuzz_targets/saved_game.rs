//! Restoring a saved game from any bytes never panics; what restores saves
//! to the same game. The reader is the shipped one (rochade-json).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_arbiter::Game;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    if let Ok(game) = rochade_json::from_str::<Game>(text) {
        let json = rochade_json::to_string(&game);
        let again: Game = rochade_json::from_str(&json).unwrap();
        assert_eq!(again, game);
        let _ = game.to_pgn();
        let _ = game.can_claim();
    }
});

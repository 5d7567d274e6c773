//! Restoring a saved game from any bytes never panics; what restores saves
//! to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_arbiter::Game;

fuzz_target!(|data: &[u8]| {
    if let Ok(game) = serde_json::from_slice::<Game>(data) {
        let json = serde_json::to_string(&game).unwrap();
        let again: Game = serde_json::from_str(&json).unwrap();
        assert_eq!(again, game);
        let _ = game.to_pgn();
        let _ = game.can_claim();
    }
});

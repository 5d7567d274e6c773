//! Restoring a saved game from any bytes never panics; what restores saves
//! to the same game. The reader is the shipped one (serde_json with the
//! saved types' derives).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_arbiter::Game;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    if let Ok(game) = serde_json::from_str::<Game>(text) {
        let json = serde_json::to_string(&game).unwrap();
        let again: Game = serde_json::from_str(&json).unwrap();
        assert_eq!(again, game);
        assert_eq!(serde_json::to_string(&again).unwrap(), json);
        let _ = game.to_pgn();
        let _ = game.can_claim();
    }
});

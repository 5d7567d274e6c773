//! The stored game read from any text never panics; what reads writes
//! back to the same envelope (stamp, previous stamp and game), and the
//! game exports to PGN.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_web::storage::{envelope_json, parse_envelope};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(env) = parse_envelope(text) {
        let json = envelope_json(&env.stamp, env.prev.as_ref(), &env.game)
            .expect("a game read is written");
        let again = parse_envelope(&json).unwrap_or_else(|e| panic!("{json}: {e:?}"));
        assert_eq!(again, env, "{json}");
        let _ = env.game.to_pgn();
    }
});

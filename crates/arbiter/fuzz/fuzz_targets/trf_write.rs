//! Writing any round of entries into a TRF never panics; what is written
//! reads again, with the same players.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_arbiter::tournament::{RoundEntry, Tournament};

const TRF: &[u8] = include_bytes!("../seeds/trf_write/bbp_dutch_2025_C5.trf");
const CODES: &[u8] = b"10=WDL+-HFUZx";

fuzz_target!(|data: &[u8]| {
    let Ok(t) = Tournament::read_bytes(&[("c5.trf", TRF), ("p.txt", &b"0\n"[..])]) else {
        return;
    };
    let Some((&round, rest)) = data.split_first() else {
        return;
    };
    let entries: Vec<RoundEntry> = rest
        .chunks_exact(4)
        .map(|c| RoundEntry {
            start: u32::from(c[0] % 12),
            opponent: u32::from(c[1] % 12),
            white: [None, Some(true), Some(false)][usize::from(c[2] % 3)],
            code: char::from(CODES[usize::from(c[3]) % CODES.len()]),
        })
        .collect();
    if let Ok(written) = t.write_round(u32::from(round % 8), Some("2025.06.01"), &entries) {
        let again = Tournament::read_bytes(&[("c5.trf", &written), ("p.txt", &b"0\n"[..])]);
        if let Ok(again) = again {
            assert_eq!(again.players, t.players);
        }
    }
});

//! Reading any bytes as a CSV of boards, alone or beside a TRF, never
//! panics; every board it gives has facts.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_arbiter::tournament::Tournament;

const TRF: &[u8] = include_bytes!("../seeds/trf_write/bbp_dutch_2025_C5.trf");

fuzz_target!(|data: &[u8]| {
    for files in [&[("r.csv", data)][..], &[("c5.trf", TRF), ("r.csv", data)][..]] {
        if let Ok(t) = Tournament::read_bytes(files) {
            for r in &t.rounds {
                for p in &r.boards {
                    assert!(t.facts(r.number, p.board).is_some());
                }
            }
        }
    }
});

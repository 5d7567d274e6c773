//! Reading any bytes as a pairing list, beside a TRF, never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_arbiter::tournament::Tournament;

const TRF: &[u8] = include_bytes!("../seeds/trf_write/bbp_dutch_2025_C5.trf");

fuzz_target!(|data: &[u8]| {
    let _ = Tournament::read_bytes(&[("c5.trf", TRF), ("pairs.txt", data)]);
    let _ = Tournament::read_bytes(&[("pairs.txt", data)]);
});

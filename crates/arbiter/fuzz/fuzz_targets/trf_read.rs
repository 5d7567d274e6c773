//! Reading any bytes as a TRF file never panics; what reads keeps its
//! bytes, and writing no entries back gives them unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_arbiter::tournament::Tournament;

fuzz_target!(|data: &[u8]| {
    if let Ok(t) = Tournament::read_bytes(&[("f.trf", data)]) {
        if let Some(s) = &t.source {
            assert_eq!(s.bytes, data);
            for r in &t.rounds {
                assert_eq!(t.write_round(r.number, None, &[]).unwrap(), data);
            }
        }
    }
});

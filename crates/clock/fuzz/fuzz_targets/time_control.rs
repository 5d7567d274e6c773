//! Reading a PGN `TimeControl` tag never panics; what it accepts writes
//! back to a tag that reads to the same control (and writes the same tag
//! again); what it refuses names a field that is part of the tag. A clock
//! set to an accepted control starts and runs through a few presses at
//! times taken from the input without panicking.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_clock::{Clock, ParseTimeControlError, Side, TimeControl};

fuzz_target!(|data: &[u8]| {
    // The tag ends at the first NUL; the bytes after it drive the clock.
    let (tag, times) = match data.iter().position(|&b| b == 0) {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &[][..]),
    };
    let Ok(text) = std::str::from_utf8(tag) else {
        return;
    };
    let tc = match text.parse::<TimeControl>() {
        Ok(tc) => tc,
        Err(
            ParseTimeControlError::Syntax { field } | ParseTimeControlError::Overflow { field },
        ) => {
            assert!(text.contains(&field), "{field:?} is not in {text:?}");
            return;
        }
        Err(_) => return,
    };
    let written = tc.to_string();
    let again: TimeControl = written
        .parse()
        .unwrap_or_else(|e| panic!("{text:?} -> {written:?} does not read back: {e}"));
    assert_eq!(again, tc, "{text:?} -> {written:?}");
    assert_eq!(again.to_string(), written);

    let _ = tc.describe();
    let _ = tc.game_type();
    let _ = tc.game_type_fide2023();
    for moves in [0, 1, 39, 40, 41, 60, 1000, u32::MAX] {
        let _ = tc.nominal_ms(moves);
        let _ = tc.moves_to_period_end(moves);
        let _ = tc.per_move_for(moves);
    }
    if !tc.is_timed() {
        return;
    }
    let mut clock = Clock::new(tc).expect("an accepted timed control runs on a clock");
    clock.start(0).expect("a new clock starts");
    let mut now = 0u64;
    let mut side = Side::White;
    for chunk in times.chunks(4).take(64) {
        let mut step = [0u8; 4];
        step[..chunk.len()].copy_from_slice(chunk);
        // Steps up to about 12 days, now and then a huge one.
        let step = u64::from(u32::from_le_bytes(step)) << (chunk[0] & 0x0f);
        now = now.saturating_add(step);
        let _ = clock.press(side, now);
        let _ = clock.remaining(Side::White, now);
        let _ = clock.remaining(Side::Black, now);
        side = if side == Side::White {
            Side::Black
        } else {
            Side::White
        };
    }
});

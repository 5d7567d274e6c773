//! Saved settings read from any bytes never panic; what reads saves to
//! JSON that reads to the same settings, and every derived value (notation,
//! speech settings, rate, warnings) is computed without panicking. The
//! further warnings typed as text are read or refused naming the entry.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_web::settings::Settings;

fuzz_target!(|data: &[u8]| {
    let text = std::str::from_utf8(data).ok();
    if let Some(Ok(s)) = text.map(serde_json::from_str::<Settings>) {
        let json = serde_json::to_string(&s).expect("settings are written");
        let again: Settings = serde_json::from_str(&json).expect("saved settings read back");
        assert_eq!(again, s, "{json}");
        let _ = s.notation();
        let _ = s.style();
        let _ = s.speech();
        let rate = s.speech_rate();
        assert!((0.5..=2.0).contains(&rate), "{rate}");
        let low = s.spoken_low_ms();
        assert!(low.windows(2).all(|w| w[0] > w[1]), "{low:?}");
        let _ = s.low_ms();
    }
    let Some(text) = text else {
        return;
    };
    match Settings::parse_warnings(text) {
        Ok(list) => {
            let written = list
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            assert_eq!(Settings::parse_warnings(&written), Ok(list), "{text:?}");
        }
        Err(entry) => assert!(text.contains(&entry), "{entry:?} not in {text:?}"),
    }
});

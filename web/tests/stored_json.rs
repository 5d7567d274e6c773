//! In-browser tests of the page's reading and writing of stored JSON
//! (`storage::json`: the browser's `JSON` and serde-wasm-bindgen), against
//! serde_json as the oracle: every save format of earlier versions
//! (`tests/fixtures/stored`) reads as serde_json reads it and is written
//! back to the same bytes, and text that is not JSON is placed where
//! Chromium's parser says.
#![cfg(target_arch = "wasm32")]

use rochade_arbiter::Game;
use rochade_clock::Clock;
use rochade_web::archive::{self, Entry};
use rochade_web::settings::Settings;
use rochade_web::storage::{self, JsonCategory, json};
use serde::de::DeserializeOwned;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

macro_rules! fixture {
    ($name:literal) => {
        include_str!(concat!("fixtures/stored/", $name)).trim_end_matches('\n')
    };
}

/// `text` read by the page as serde_json reads it, and written back to
/// the same bytes.
fn same<T: DeserializeOwned + serde::Serialize + PartialEq + std::fmt::Debug>(
    name: &str,
    text: &str,
) -> T {
    let page: T = json::from_str(text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    let oracle: T = serde_json::from_str(text).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(page, oracle, "{name}");
    assert_eq!(
        json::to_string(&page).as_deref(),
        Some(text),
        "{name} written back"
    );
    page
}

#[wasm_bindgen_test]
fn settings_read_as_serde_json_reads_them_and_write_back_the_same_bytes() {
    same::<Settings>("settings-default.json", fixture!("settings-default.json"));
    same::<Settings>("settings-full.json", fixture!("settings-full.json"));
    // Of an earlier version: fields missing, unknown ones added.
    let old = r#"{"voice":true,"low_time_s":30,"from_the_future":[1,{"a":null}]}"#;
    let page: Settings = json::from_str(old).unwrap();
    assert_eq!(page, serde_json::from_str::<Settings>(old).unwrap());
}

#[wasm_bindgen_test]
fn the_games_in_progress_read_as_serde_json_reads_them() {
    for (name, text) in [
        ("envelope.json", fixture!("envelope.json")),
        ("envelope-first.json", fixture!("envelope-first.json")),
    ] {
        let env = storage::parse_envelope(text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        let oracle: serde_json::Value = serde_json::from_str(text).unwrap();
        let game: Game = serde_json::from_value(oracle["game"].clone()).unwrap();
        assert_eq!(env.game, game, "{name}");
        assert_eq!(env.stamp.rev, oracle["rev"].as_u64().unwrap(), "{name}");
        let written = storage::envelope_json(&env.stamp, env.prev.as_ref(), &env.game).unwrap();
        assert_eq!(written, text, "{name} written back");
    }
    // Its log's unknown times were written as u64::MAX, which the
    // browser's JSON holds as 2^64: read as before, written back as null.
    let text = fixture!("envelope-locked.json");
    let env = storage::parse_envelope(text).unwrap_or_else(|e| panic!("locked: {e:?}"));
    let oracle: serde_json::Value = serde_json::from_str(text).unwrap();
    let game: Game = serde_json::from_value(oracle["game"].clone()).unwrap();
    assert_eq!(env.game, game);
    assert_eq!(env.game.log().count(), 3);
    let written = storage::envelope_json(&env.stamp, env.prev.as_ref(), &env.game).unwrap();
    assert_eq!(written, text.replace("18446744073709551615", "null"));
    let bare = fixture!("bare-game.json");
    let env = storage::parse_envelope(bare).unwrap();
    assert_eq!(env.stamp.rev, 0, "a bare game is revision 0");
    assert_eq!(env.game, same::<Game>("bare-game.json", bare));
}

#[wasm_bindgen_test]
fn the_clock_and_the_archive_read_as_serde_json_reads_them() {
    same::<Clock>("clock.json", fixture!("clock.json"));
    same::<Entry>("archive-entry.json", fixture!("archive-entry.json"));
    same::<Entry>(
        "archive-entry-with-text.json",
        fixture!("archive-entry-with-text.json"),
    );
    let list = fixture!("archive-list.json");
    let parsed = archive::parse(list);
    assert!(!parsed.broken && parsed.unreadable == 0);
    assert_eq!(
        parsed.entries,
        serde_json::from_str::<Vec<Entry>>(list).unwrap()
    );
    // An entry that cannot be read is counted, not dropped silently.
    let with_bad = format!("{}, {{\"white\": 3}}]", list.trim_end_matches(']'));
    let parsed = archive::parse(&with_bad);
    assert_eq!((parsed.entries.len(), parsed.unreadable), (2, 1));
    assert!(archive::parse("{\"not\": \"a list\"}").broken);
}

#[wasm_bindgen_test]
fn text_that_is_not_json_is_placed_where_chromium_says() {
    let place = |raw: &str| {
        let e = json::from_str::<Vec<u8>>(raw).unwrap_err();
        (e.line, e.column, e.category)
    };
    assert_eq!(place("[1]]"), (1, 4, JsonCategory::Syntax));
    assert_eq!(place("[1,\n 2]]"), (2, 4, JsonCategory::Syntax));
    assert_eq!(place("[1, 2, "), (1, 7, JsonCategory::Eof));
    assert_eq!(place("[1, \"a\"]"), (0, 0, JsonCategory::Data));
    assert_eq!(place("[256]"), (0, 0, JsonCategory::Data));
    assert_eq!(place("[1.5]"), (0, 0, JsonCategory::Data));
    // What the parser does not place stays unplaced, never misplaced.
    let (line, column, category) = place("[x]");
    assert_eq!(category, JsonCategory::Syntax);
    assert!(
        (line, column) == (0, 0) || (line, column) == (1, 2),
        "{line}:{column}"
    );
}

#[wasm_bindgen_test]
fn numbers_beyond_what_javascript_holds_exactly_are_refused_not_rounded() {
    // A stored millisecond count is far below 2^53; a larger number read
    // by the browser's JSON has lost digits, and the page refuses it
    // rather than reading another number.
    assert!(json::from_str::<u64>("9007199254740993").is_err());
    assert_eq!(
        json::from_str::<u64>("9007199254740991").unwrap(),
        9_007_199_254_740_991
    );
    assert!(json::to_string(&u64::MAX).is_none());
}

//! In-browser tests of the page's reading and writing of stored JSON
//! (`storage::json`: the browser's `JSON` and serde-wasm-bindgen), against
//! serde_json as the oracle: every save format of earlier versions
//! (`tests/fixtures/stored`) and every saved game of every version of the
//! saved form (`crates/arbiter/tests/fixtures/saves/v1`, `v2`, …) reads as
//! serde_json reads it and is written back to the same bytes as the
//! current version writes it, a game of a newer version is refused as
//! such, and text that is not JSON is placed where Chromium's parser says.
#![cfg(target_arch = "wasm32")]

use rochade_arbiter::{Game, SAVE_VERSION};
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
    same::<Settings>(
        "settings-default-0.json",
        fixture!("settings-default-0.json"),
    );
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
        assert_eq!(written, in_todays_form(text), "{name} written back");
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
    assert_eq!(written, in_todays_form(text));
    let bare = fixture!("bare-game.json");
    let env = storage::parse_envelope(bare).unwrap();
    assert_eq!(env.stamp.rev, 0, "a bare game is revision 0");
    let page: Game = json::from_str(bare).unwrap();
    assert_eq!(page, serde_json::from_str::<Game>(bare).unwrap());
    assert_eq!(env.game, page);
    assert_eq!(json::to_string(&page), Some(in_todays_form(bare)));
}

/// `text`, a game or an envelope saved in version 1 of the saved form, as
/// the page writes it back: today's version, and a note's unknown number
/// `null`.
fn in_todays_form(text: &str) -> String {
    let version = |v: u32| format!("{{\"version\":{v},");
    text.replacen(&version(1), &version(SAVE_VERSION), 1)
        .replace("18446744073709551615", "null")
}

/// Every saved game of the arbiter's fixtures (`name`, then its text in
/// each set it is in, oldest first). A version that adds a set adds it
/// here (`saves_of_every_version_are_read_in_the_browser` in
/// `src/fixtures.rs` checks that every file is named).
macro_rules! saves {
    ($($name:literal),* $(,)?) => {
        [$((
            $name,
            &[
                include_str!(concat!("../../crates/arbiter/tests/fixtures/saves/v1/", $name, ".json")),
                include_str!(concat!("../../crates/arbiter/tests/fixtures/saves/v2/", $name, ".json")),
                include_str!(concat!("../../crates/arbiter/tests/fixtures/saves/v3/", $name, ".json")),
                include_str!(concat!("../../crates/arbiter/tests/fixtures/saves/v4/", $name, ".json")),
            ],
        )),*]
    };
}

/// The games saved since the first version, and the one first saved in
/// version 4 (its older files are those of another game, never read).
const SAVES: [(&str, &[&str]); 10] = saves![
    "fide2023-resigned",
    "fide2001-in-progress",
    "fide1997-checkmate",
    "untimed-computer",
    "chess960",
    "adjourned",
    "over-the-board-unrecorded-approved",
    "penalties-and-take-backs",
    "referred-claim",
    "arbiter-lock",
];

const SAVES_SINCE_4: [(&str, &str); 1] = [(
    "arbiter-lock-away",
    include_str!("../../crates/arbiter/tests/fixtures/saves/v4/arbiter-lock-away.json"),
)];

/// The fields each version added to the saved form: a save of an older
/// version is the game without them.
const ADDED: [(u32, &[&str]); 2] = [
    (3, &["seals", "wrong_pins", "pin_wait_until"]),
    (4, &["away_since", "held"]),
];

/// `current` (a save of this version) as a save of `version` holds it.
fn as_of(version: u32, current: &str) -> Game {
    let mut v: serde_json::Value = serde_json::from_str(current).unwrap();
    if let Some(fields) = v.as_object_mut() {
        for (since, added) in ADDED {
            if version < since {
                for field in added {
                    fields.remove(*field);
                }
            }
        }
    }
    serde_json::from_value(v).unwrap()
}

/// The page's path for saved games: each of every version reads as
/// serde_json reads it, as the same game in every version, bare and as
/// the game in progress, and is written back as the current set holds it
/// (an older one in today's form: its unknown numbers `null`).
#[wasm_bindgen_test]
fn every_saved_game_of_every_version_reads_and_writes_back_through_the_page() {
    let every = SAVES
        .iter()
        .map(|&(name, texts)| (name, texts.to_vec()))
        .chain(SAVES_SINCE_4.iter().map(|&(name, text)| (name, vec![text])));
    for (name, texts) in every {
        let texts: Vec<&str> = texts.iter().map(|t| t.trim_end_matches('\n')).collect();
        let first = SAVE_VERSION + 1 - texts.len() as u32;
        let current = texts[texts.len() - 1];
        assert!(
            current.starts_with(&format!("{{\"version\":{SAVE_VERSION},")),
            "{name}: the newest set here is not of version {SAVE_VERSION}: add \
             crates/arbiter/tests/fixtures/saves/v{SAVE_VERSION} to `saves!`"
        );
        let game = same::<Game>(name, current);
        for (i, text) in texts.into_iter().enumerate() {
            let version = first + i as u32;
            let what = format!("v{version}/{name}");
            let page: Game = json::from_str(text).unwrap_or_else(|e| panic!("{what}: {e:?}"));
            let oracle: Game = serde_json::from_str(text).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(page, oracle, "{what}");
            // A game of an older version lacks what later versions added
            // (the lock's wrong PINs and seals, its time away): the same
            // moves and notes without them.
            let want = as_of(version, current);
            assert_eq!(page.record(), game.record(), "{what}");
            assert_eq!(page.notes(), game.notes(), "{what}");
            let want_text = if want == game {
                current.to_owned()
            } else {
                json::to_string(&want).unwrap_or_else(|| panic!("{what}"))
            };
            assert_eq!(page, want, "{what}: the same game in every version");
            assert_eq!(
                json::to_string(&page).as_deref(),
                Some(want_text.as_str()),
                "{what} written back"
            );
            // Stored bare, as before revisions, and as the game in progress.
            let env = storage::parse_envelope(text).unwrap_or_else(|e| panic!("{what}: {e:?}"));
            assert_eq!((env.stamp.rev, &env.game), (0, &want), "{what}");
            let stamp = storage::Stamp {
                rev: 4,
                tab: "0123456789abcdef".into(),
            };
            let wrapped = storage::envelope_json(&stamp, None, &page)
                .unwrap_or_else(|e| panic!("{what}: {e:?}"));
            assert_eq!(
                wrapped,
                format!("{{\"rev\":4,\"tab\":\"0123456789abcdef\",\"game\":{want_text}}}"),
                "{what}"
            );
            let env = storage::parse_envelope(&wrapped).unwrap_or_else(|e| panic!("{what}: {e:?}"));
            assert_eq!((env.stamp, env.game), (stamp, want), "{what}");
        }
        // Saved by a newer version (another tab, after an update): refused
        // as newer, for the words that say to reload.
        let ours = format!("{{\"version\":{SAVE_VERSION},");
        let newer = current.replacen(&ours, &format!("{{\"version\":{},", SAVE_VERSION + 1), 1);
        let e = storage::parse_envelope(&newer).unwrap_err();
        assert_eq!(e.category, JsonCategory::Newer, "{name}");
        let e = storage::parse_envelope(&format!("{{\"rev\":5,\"tab\":\"t\",\"game\":{newer}}}"))
            .unwrap_err();
        assert_eq!(e.category, JsonCategory::Newer, "{name}");
    }
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

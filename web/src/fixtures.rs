//! What a player's device holds, as earlier versions wrote it
//! (`web/tests/fixtures/stored`), read by today's reader: the settings, the
//! envelope of the game in progress, a bare game of the versions before
//! revisions, the clock of the clock mode, and the archive in each of its
//! layouts (the old single list, one key per game with the text inside,
//! one key for the metadata and one for the text).
//!
//! The files were written once, by the hand-written JSON writer the app
//! shipped before its stored types moved to serde's derives (a test that
//! wrote each value below with `rochade_json::to_string`, the envelopes
//! with `envelope_json`), and are never rewritten: each must read as the
//! value built here again, and be written back to the same bytes, so that
//! IndexedDB keeps holding the same text; a game's only in today's version
//! of the saved form ([`rochade_arbiter::SAVE_VERSION`]), which was raised
//! since.
//!
//! `envelope-locked.json` came later, from serde_json's writer (see its
//! test). `web/tests/stored_json.rs` reads them all in the browser, as the
//! page does.
//!
//! Below them, property tests of the derived format: any settings, entry
//! or envelope reads back as itself, and settings of an earlier version
//! (fields missing, unknown ones added) read with the defaults.

use std::path::PathBuf;

use rochade_arbiter::{Edition, Event, Game, GameSetup, Mode};
use rochade_clock::Clock;

use crate::archive::{self, Entry, KEY, Moment, PREFIX, text_key};
use crate::lang::Lang;
use crate::settings::{BoardTheme, LastControl, Letters, SchemeChoice, Settings};
use crate::storage::memory::Memory;
use crate::storage::{Envelope, Stamp, envelope_json, json, parse_envelope, to_json};

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/stored")
}

fn fixture(name: &str) -> String {
    let path = dir().join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    text.trim_end_matches('\n').to_string()
}

fn apply(g: &mut Game, e: Event, now: u64) {
    let what = format!("{e:?}");
    g.apply(e, now)
        .unwrap_or_else(|err| panic!("{what}: {err}"));
}

/// Every setting away from its default.
fn settings_full() -> Settings {
    Settings {
        lang: Some(Lang::De),
        pgn_style: true,
        letters: Letters::German,
        long: true,
        show_times: true,
        scheme: SchemeChoice::GermanEnglish,
        voice: true,
        long_announcements: true,
        voice_name: Some("Anna \"de\" \\ ü".into()),
        speech_rate_pct: 140,
        low_time_s: 30,
        more_warnings_s: vec![10, 5],
        confirm_typed: true,
        assistant: true,
        edition: Edition::Fide2001,
        last_control: Some(LastControl {
            choice: "custom".into(),
            control: "40/5400+30:1800+30"
                .parse()
                .unwrap_or_else(|e| panic!("{e:?}")),
        }),
        braille_panel: true,
        arbiter_panel: true,
        face_to_face: true,
        volume_pct: 25,
        board_theme: BoardTheme::Green,
        over_the_board: true,
        // The fixture was written before the move words could follow the
        // interface (its choices are its own) and before the device's
        // name was kept: it reads as none (see the test below for one
        // with a name).
        words_version: 0,
        device_name: String::new(),
    }
}

/// A strict 2023 rapid game in progress, a draw offered with the last move.
fn game() -> Game {
    let setup = GameSetup::new("Anna", "Bella")
        .with_edition(Edition::Fide2023)
        .with_mode(Mode::Strict)
        .with_time_control("900+10".parse().unwrap_or_else(|e| panic!("{e:?}")));
    let mut g = Game::new(setup).unwrap_or_else(|e| panic!("{e}"));
    apply(&mut g, Event::Start, 1_000);
    let mut now = 1_000;
    for m in ["e4", "c5", "Nf3"] {
        now += 4_000;
        apply(
            &mut g,
            Event::Move {
                mv: m.into(),
                offer_draw: m == "Nf3",
            },
            now,
        );
    }
    g
}

/// A finished game, for the archive.
fn finished(white: &str) -> Game {
    crate::test_support::play(GameSetup::new(white, "Bella"), &["f3", "e5", "g4", "Qh4#"])
}

/// A running clock with a draw offer's press behind it.
fn clock() -> Clock {
    game()
        .clock()
        .cloned()
        .unwrap_or_else(|| panic!("a timed game has a clock"))
}

fn stamp(rev: u64, tab: &str) -> Stamp {
    Stamp {
        rev,
        tab: tab.into(),
    }
}

fn entry(white: &str, saved_at: &str) -> Entry {
    Entry::of(&finished(white), saved_at.into())
}

/// The entry of the old single list: before hashes were stored.
fn listed(white: &str, saved_at: &str) -> Entry {
    Entry {
        hash: String::new(),
        ..entry(white, saved_at)
    }
}

#[test]
fn settings_read_as_written_and_write_back_the_same_bytes() {
    for (name, settings) in [
        ("settings-default.json", Settings::default()),
        ("settings-full.json", settings_full()),
        (
            "settings-default-0.json",
            Settings {
                letters: Letters::English,
                scheme: SchemeChoice::German,
                words_version: 0,
                ..Settings::default()
            },
        ),
    ] {
        let text = fixture(name);
        let read: Settings = json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert_eq!(read, settings, "{name}");
        assert_eq!(
            to_json(&read).unwrap_or_else(|e| panic!("{e:?}")),
            text,
            "{name}"
        );
    }
}

/// Settings of before the words' version, with English letters and the
/// FIDE scheme, were no player's choice: they follow the interface now.
#[test]
fn the_first_visits_words_of_earlier_settings_follow_the_interface() {
    let old: Settings =
        json::from_str(&fixture("settings-default-0.json")).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(old.letters_choice(), Letters::Interface);
    assert_eq!(old.scheme_choice(), SchemeChoice::Interface);
    let blind = Settings {
        braille_panel: true,
        confirm_typed: true,
        voice: true,
        ..old.clone()
    };
    assert_eq!(blind.scheme_choice(), SchemeChoice::German);
    assert_eq!(settings_full().letters_choice(), Letters::German);
    assert_eq!(settings_full().scheme_choice(), SchemeChoice::GermanEnglish);
}

#[test]
fn the_devices_name_is_kept_in_the_settings_only_when_given() {
    let named = Settings {
        device_name: "Board 7 \"tablet\"".into(),
        ..Settings::default()
    };
    let text = to_json(&named).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(
        text.ends_with(r#","device_name":"Board 7 \"tablet\""}"#),
        "{text}"
    );
    let read: Settings = json::from_str(&text).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(read, named);
    let plain = to_json(&Settings::default()).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(!plain.contains("device_name"), "{plain}");
}

/// `text`, a game or an envelope saved in version 1 of the saved form, as
/// this build writes it back: today's version (the game is the same, its
/// form changed: `crates/arbiter/tests/saves.rs`), and a note's unknown
/// number `null`.
fn in_todays_form(text: &str) -> String {
    let version = |v: u32| format!("{{\"version\":{v},");
    text.replacen(&version(1), &version(rochade_arbiter::SAVE_VERSION), 1)
        .replace("18446744073709551615", "null")
}

#[test]
fn the_envelopes_and_a_bare_game_read_as_the_same_game() {
    let text = fixture("envelope.json");
    let env = parse_envelope(&text).unwrap_or_else(|e| panic!("{e:?}"));
    let want = Envelope {
        stamp: stamp(7, "0123456789abcdef"),
        prev: Some(stamp(6, "fedcba9876543210")),
        game: game(),
    };
    assert_eq!(env, want);
    assert_eq!(
        envelope_json(&env.stamp, env.prev.as_ref(), &env.game),
        Ok(in_todays_form(&text))
    );
    assert!(env.game.pending_offer().is_some());

    let text = fixture("envelope-first.json");
    let env = parse_envelope(&text).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!((env.stamp, env.prev), (stamp(1, "0123456789abcdef"), None));
    assert_eq!(env.game, game());
    assert_eq!(
        envelope_json(&stamp(1, "0123456789abcdef"), None, &game()),
        Ok(in_todays_form(&text))
    );

    // Saved before revisions: revision 0.
    let text = fixture("bare-game.json");
    let env = parse_envelope(&text).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!((env.stamp, env.prev), (Stamp::default(), None));
    assert_eq!(env.game, game());
    assert_eq!(env.game.to_pgn(), game().to_pgn());
}

/// A game under the arbiter's lock whose log holds a refused PIN and a
/// leaving of the app at an unknown time of day, as its log keeps them.
fn locked() -> Game {
    use rochade_arbiter::ArbiterLock;
    let mut setup = GameSetup::new("Anna", "Bella")
        .with_mode(Mode::Strict)
        .with_time_control("900+10".parse().unwrap_or_else(|e| panic!("{e}")));
    setup.arbiter_lock =
        Some(ArbiterLock::new("4711", [9; 16], false).unwrap_or_else(|e| panic!("{e:?}")));
    let mut g = Game::new(setup).unwrap_or_else(|e| panic!("{e}"));
    let mv = |mv: &str| Event::Move {
        mv: mv.into(),
        offer_draw: false,
    };
    let unlock = |at| Event::Unlock {
        pin: "1234".into(),
        at,
    };
    apply(&mut g, mv("e4"), 1_000);
    apply(&mut g, unlock(None), 2_000);
    apply(&mut g, mv("e5"), 5_000);
    apply(&mut g, Event::LeftApp { at: None }, 7_000);
    apply(&mut g, unlock(Some(843)), 8_000);
    g
}

/// `envelope-locked.json` was written by the serde_json writer of the
/// version before the page read and wrote JSON through the browser's own
/// `JSON`; it wrote an unknown number of the log as `u64::MAX`, which that
/// `JSON` cannot hold. It reads as the same game, and is written back with
/// `null` there, today's version, and the same bytes elsewhere.
#[test]
fn a_locked_game_with_unknown_times_reads_as_it_stood_and_writes_null_for_them() {
    let text = fixture("envelope-locked.json");
    let env = parse_envelope(&text).unwrap_or_else(|e| panic!("{e:?}"));
    // The count of wrong PINs in a row, and the time away from the app,
    // came with later versions: this save has neither.
    let mut was = serde_json::to_value(locked()).unwrap_or_else(|e| panic!("{e}"));
    if let Some(fields) = was.as_object_mut() {
        fields.remove("wrong_pins");
        fields.remove("away_since");
    }
    let was: Game = serde_json::from_value(was).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(env.game, was);
    assert_eq!(env.game.log().count(), 3);
    assert_eq!(
        envelope_json(&env.stamp, env.prev.as_ref(), &env.game),
        Ok(in_todays_form(&text))
    );
}

#[test]
fn the_clock_of_the_clock_mode_reads_as_it_stood() {
    let text = fixture("clock.json");
    let read: Clock = json::from_str(&text).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(read, clock());
    assert_eq!(to_json(&read), Ok(text));
}

#[test]
fn archive_entries_of_each_layout_read_as_the_same_games() {
    // One key per game with the text inside, and the metadata alone.
    let with_text: Entry = json::from_str(&fixture("archive-entry-with-text.json"))
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(with_text, entry("Eva", "2026-12-01 19:00"));
    let meta: Entry =
        json::from_str(&fixture("archive-entry.json")).unwrap_or_else(|e| panic!("{e:?}"));
    let flora = entry("Flora", "2026-12-02 20:15");
    assert_eq!(
        meta,
        Entry {
            pgn: None,
            ..flora.clone()
        }
    );
    for (name, e) in [
        ("archive-entry-with-text.json", &with_text),
        ("archive-entry.json", &meta),
    ] {
        assert_eq!(to_json(e), Ok(fixture(name)));
    }
    // The old single list.
    let list = archive::parse(&fixture("archive-list.json"));
    assert!(!list.broken && list.unreadable == 0);
    assert_eq!(
        list.entries,
        [
            listed("Carla", "2026-11-30 18:00"),
            listed("Dora", "2026-11-29 17:30")
        ]
    );

    // All three in one store, as a device that kept each: every game is
    // listed with its text, and the old layouts are moved to the new one.
    let flora_pgn = flora.pgn.clone().unwrap_or_default();
    let store = Memory::with(&[
        (KEY, &fixture("archive-list.json")),
        (
            &format!("{PREFIX}0001764615600000-aaaa"),
            &fixture("archive-entry-with-text.json"),
        ),
        (
            &format!("{PREFIX}0001764702900000-bbbb"),
            &fixture("archive-entry.json"),
        ),
        (&text_key("0001764702900000-bbbb"), &flora_pgn),
    ]);
    let now = Moment {
        ms: 1_764_800_000_000,
        text: "2026-12-03 20:00".into(),
    };
    let (entries, troubles) = archive::load_from(&store, &now);
    assert!(troubles.is_empty(), "{troubles:?}");
    let mut whites: Vec<_> = entries.iter().map(|e| e.white.as_str()).collect();
    whites.sort_unstable();
    assert_eq!(whites, ["Carla", "Dora", "Eva", "Flora"]);
    for e in &entries {
        assert_eq!(e.plies, 4);
        assert_eq!(e.result, "0-1");
        let text = store
            .value(&text_key(&e.id))
            .unwrap_or_else(|| panic!("{} has its text", e.white));
        assert_eq!(text, finished(&e.white).to_pgn());
        assert_eq!(e.hash, archive::hash_of(&text));
    }
    assert_eq!(store.value(KEY), None, "the old list is moved");
}

/// The same device's store as the app now reads it at the start: the
/// archive's keys left on disk by the opening read, then read in batches
/// after the first paint (here one key per batch). No game of an earlier
/// layout is lost, none listed twice.
#[test]
fn archive_layouts_read_in_batches_after_the_first_paint() {
    let flora_pgn = entry("Flora", "2026-12-02 20:15").pgn.unwrap_or_default();
    let later = [
        (
            format!("{PREFIX}0001764615600000-aaaa"),
            fixture("archive-entry-with-text.json"),
        ),
        (
            format!("{PREFIX}0001764702900000-bbbb"),
            fixture("archive-entry.json"),
        ),
    ];
    let list = fixture("archive-list.json");
    let store = Memory::with_later(
        &[
            (KEY, &list),
            (&text_key("0001764702900000-bbbb"), &flora_pgn),
        ],
        &later,
    );
    let now = Moment {
        ms: 1_764_800_000_000,
        text: "2026-12-03 20:00".into(),
    };
    let mut index = archive::Index::reading();
    // A sync while reading (the dialog opened) moves nothing yet.
    assert!(index.sync(&store, &now).is_empty());
    assert_eq!(store.value(KEY), Some(list.clone()));
    while store.unread() > 0 {
        let troubles = index.take_batch(&store, &store.read_later(1));
        assert!(troubles.is_empty(), "{troubles:?}");
    }
    assert!(!index.is_read());
    let troubles = index.finish(&store, &now);
    assert!(troubles.is_empty(), "{troubles:?}");
    assert!(index.is_read());
    let mut whites: Vec<_> = index.newest_first().map(|e| e.white.as_str()).collect();
    whites.sort_unstable();
    assert_eq!(whites, ["Carla", "Dora", "Eva", "Flora"]);
    for e in index.newest_first() {
        let text = store
            .value(&text_key(&e.id))
            .unwrap_or_else(|| panic!("{} has its text", e.white));
        assert_eq!(text, finished(&e.white).to_pgn());
        assert_eq!(e.hash, archive::hash_of(&text));
        assert_eq!(e.pgn, None);
    }
    assert_eq!(store.value(KEY), None, "the old list is moved");
    let (fresh, _) = archive::load_from(&store, &now);
    assert_eq!(fresh, index.newest_first().cloned().collect::<Vec<_>>());
}

// --- Properties of the derived format --------------------------------------

use proptest::prelude::*;

fn lang() -> impl Strategy<Value = Option<Lang>> {
    prop::option::of(prop::sample::select(Lang::ALL.to_vec()))
}

fn last_control() -> impl Strategy<Value = Option<LastControl>> {
    let presets = rochade_clock::presets();
    prop::option::of(prop::sample::select(presets).prop_map(|p| LastControl {
        choice: p.id.to_string(),
        control: p.control,
    }))
}

prop_compose! {
    fn settings()(
        lang in lang(),
        flags in prop::array::uniform12(any::<bool>()),
        letters in prop::sample::select(Letters::ALL.to_vec()),
        scheme in prop::sample::select(SchemeChoice::ALL.to_vec()),
        voice_name in prop::option::of("[a-zA-Zé\"\\\\ ]{0,12}"),
        numbers in prop::array::uniform4(any::<u32>()),
        more_warnings_s in prop::collection::vec(0u32..600, 0..4),
        edition in prop::sample::select(vec![Edition::Fide1997, Edition::Fide2001, Edition::Fide2023]),
        last_control in last_control(),
        board_theme in prop::sample::select(BoardTheme::ALL.to_vec()),
        device_name in "[a-zA-Z0-9é\"\\\\ ]{0,12}",
    ) -> Settings {
        Settings {
            lang,
            pgn_style: flags[0],
            letters,
            long: flags[1],
            show_times: flags[2],
            scheme,
            voice: flags[3],
            long_announcements: flags[4],
            voice_name,
            speech_rate_pct: numbers[0],
            low_time_s: numbers[1],
            more_warnings_s,
            confirm_typed: flags[5],
            assistant: flags[6],
            edition,
            last_control,
            braille_panel: flags[7],
            arbiter_panel: flags[8],
            face_to_face: flags[9],
            volume_pct: numbers[2],
            board_theme,
            over_the_board: flags[10],
            words_version: numbers[3] % 3,
            device_name,
        }
    }
}

/// `value` is written as a text that reads as `value` and is written again
/// as the same text.
fn round_trips<T>(value: &T) -> Result<(), TestCaseError>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let text = to_json(value).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
    let back: T =
        json::from_str(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e:?}")))?;
    prop_assert_eq!(&back, value);
    prop_assert_eq!(to_json(&back), Ok(text));
    Ok(())
}

proptest! {
    #[test]
    fn any_settings_read_back_as_themselves(s in settings()) {
        round_trips(&s)?;
    }

    #[test]
    fn settings_of_an_earlier_version_read_with_the_defaults(
        s in settings(),
        keep in prop::collection::vec(any::<bool>(), 24),
    ) {
        // Some fields missing, one unknown: a missing field takes its
        // default, the unknown one is ignored.
        let Ok(serde_json::Value::Object(fields)) = serde_json::to_value(&s) else {
            panic!("settings are an object");
        };
        let mut kept = serde_json::Map::new();
        let mut want = serde_json::to_value(Settings::default()).unwrap_or_else(|e| panic!("{e}"));
        for ((name, value), k) in fields.into_iter().zip(&keep) {
            if *k {
                want[&name] = value.clone();
                kept.insert(name, value);
            }
        }
        // Settings without the words' version are of before it (0).
        if !kept.contains_key("words_version") {
            want["words_version"] = 0.into();
        }
        kept.insert("from_the_future".into(), serde_json::Value::Bool(true));
        let text = serde_json::Value::Object(kept).to_string();
        let read: Settings = json::from_str(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e:?}")))?;
        let want: Settings = serde_json::from_value(want).unwrap_or_else(|e| panic!("{e}"));
        prop_assert_eq!(read, want);
    }

    #[test]
    fn any_archive_entry_reads_back_as_itself(
        white in "[A-Za-zä \"\\\\]{0,8}",
        saved_at in "[0-9: -]{0,16}",
        plies in 0usize..400,
        hash in "[0-9a-f]{0,16}",
        pgn in prop::option::of("[ -~\n]{0,40}"),
    ) {
        let e = Entry {
            id: String::new(),
            saved_at,
            white,
            black: "Bella".into(),
            event: "Club".into(),
            date: "2026.12.02".into(),
            result: "*".into(),
            plies,
            hash,
            pgn,
        };
        round_trips(&e)?;
    }

    #[test]
    fn any_envelope_reads_back_as_itself(
        rev in any::<u64>(),
        tab in "[0-9a-f]{0,16}",
        prev in prop::option::of((any::<u64>(), "[0-9a-f]{0,16}")),
        plies in 0usize..4,
    ) {
        let game = crate::test_support::play(
            GameSetup::new("Anna", "Bella"),
            &["e4", "e5", "Nf3", "Nc6"][..plies],
        );
        let stamp = Stamp { rev, tab };
        let prev = prev.map(|(rev, tab)| Stamp { rev, tab });
        let text = envelope_json(&stamp, prev.as_ref(), &game).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        let env = parse_envelope(&text).map_err(|e| TestCaseError::fail(format!("{text}: {e:?}")))?;
        prop_assert_eq!(&env, &Envelope { stamp, prev, game });
        prop_assert_eq!(envelope_json(&env.stamp, env.prev.as_ref(), &env.game), Ok(text));
    }

    #[test]
    fn any_text_is_read_or_refused_never_a_panic(text in "\\PC{0,200}") {
        let _ = json::from_str::<Settings>(&text);
        let _ = parse_envelope(&text);
        let _ = archive::parse(&text);
    }
}

/// Settings of earlier versions read, and damaged ones are refused with
/// the kind, line and column the interface words.
#[test]
fn settings_of_earlier_versions_read_and_damaged_ones_are_placed() {
    use crate::storage::JsonCategory;
    for text in [
        r#"{}"#,
        r#"{"voice":true,"low_time_s":30}"#,
        r#"{"lang":"De","letters":"German","scheme":"GermanEnglish"}"#,
        r#"{"lang":null,"voice_name":null,"last_control":null}"#,
        r#"{"edition":"Fide2023","board_theme":{"Green":null}}"#,
    ] {
        assert!(json::from_str::<Settings>(text).is_ok(), "{text}");
    }
    for (text, category) in [
        (r#"{"lang":"Fr"}"#, JsonCategory::Data),
        (r#"{"low_time_s":-1}"#, JsonCategory::Data),
        (r#"{"low_time_s":4294967296}"#, JsonCategory::Data),
        (r#"{"more_warnings_s":[10,"5"]}"#, JsonCategory::Data),
        (
            r#"{"last_control":{"choice":"custom"}}"#,
            JsonCategory::Data,
        ),
        (r#"{"voice":true"#, JsonCategory::Eof),
        (r#"3"#, JsonCategory::Data),
        (r#"{"voice":tru}"#, JsonCategory::Syntax),
    ] {
        let e = json::from_str::<Settings>(text).unwrap_err();
        assert_eq!(e.category, category, "{text}");
        // Text that is not JSON is placed; JSON of another shape is not
        // (it is read from the value, not the text).
        let placed = category != JsonCategory::Data;
        assert_eq!(e.line == 1 && e.column >= 1, placed, "{text}: {e:?}");
    }
    for text in [
        r#"{"saved_at":"x","white":"A","black":"B","event":"","date":"","result":"*","plies":3}"#,
        r#"{"saved_at":"x","white":"A","black":"B","event":"","date":"","result":"*","plies":3,"pgn":null}"#,
    ] {
        assert!(json::from_str::<Entry>(text).is_ok(), "{text}");
    }
    for text in [
        r#"{"white":3}"#,
        r#"{"saved_at":"x","white":"A","black":"B","event":"","date":"","result":"*","plies":-3}"#,
    ] {
        assert!(json::from_str::<Entry>(text).is_err(), "{text}");
    }
}

/// The browser test of the page's path (`tests/stored_json.rs`) reads every
/// saved game of the arbiter's fixtures, of every version: a set or a game
/// added there is named in it, or this fails.
#[test]
fn saves_of_every_version_are_read_in_the_browser() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let saves = root.join("../crates/arbiter/tests/fixtures/saves");
    let test = root.join("tests/stored_json.rs");
    let test = std::fs::read_to_string(&test).unwrap_or_else(|e| panic!("{test:?}: {e}"));
    let list = |dir: &std::path::Path| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("{dir:?}: {e}"))
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .collect();
        names.sort();
        names
    };
    let sets = list(&saves);
    assert!(
        sets.contains(&format!("v{}", rochade_arbiter::SAVE_VERSION)),
        "{sets:?}"
    );
    for set in sets {
        let path = format!("crates/arbiter/tests/fixtures/saves/{set}/");
        assert!(test.contains(&path), "stored_json.rs does not read {path}");
        for file in list(&saves.join(&set)) {
            let name = file.trim_end_matches(".json");
            assert!(
                test.contains(&format!("\"{name}\",")),
                "stored_json.rs does not read {set}/{file}"
            );
        }
    }
}

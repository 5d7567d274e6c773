//! What a player's device holds, as earlier versions wrote it
//! (`web/tests/fixtures/stored`), read by today's reader: the settings, the
//! envelope of the game in progress, a bare game of the versions before
//! revisions, the clock of the clock mode, and the archive in each of its
//! layouts (the old single list, one key per game with the text inside,
//! one key for the metadata and one for the text).
//!
//! The files were written once by the hand-written JSON writer the app
//! shipped before its stored types moved to serde's derives, and are never
//! rewritten: each must read as the value built here again, and be written
//! back to the same bytes, so that IndexedDB keeps holding the same text.

use std::path::PathBuf;

use rochade_arbiter::{Edition, Event, Game, GameSetup, Mode};
use rochade_clock::Clock;

use crate::archive::{self, Entry, KEY, Moment, PREFIX, text_key};
use crate::lang::Lang;
use crate::settings::{BoardTheme, LastControl, Letters, SchemeChoice, Settings};
use crate::storage::memory::Memory;
use crate::storage::{Envelope, Stamp, envelope_json, parse_envelope};

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
    g.apply(e, now).unwrap_or_else(|err| panic!("{what}: {err}"));
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
            control: "40/5400+30:1800+30".parse().unwrap_or_else(|e| panic!("{e:?}")),
        }),
        braille_panel: true,
        arbiter_panel: true,
        face_to_face: true,
        volume_pct: 25,
        board_theme: BoardTheme::Green,
        over_the_board: true,
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
    crate::testing::play(GameSetup::new(white, "Bella"), &["f3", "e5", "g4", "Qh4#"])
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

/// Writes the fixtures with the hand-written writer the app shipped. Run
/// once, by hand (`cargo test -p rochade-web fixtures -- --ignored`),
/// before that writer was removed.
#[test]
#[ignore = "writes the fixtures; run once"]
fn write_fixtures() {
    use rochade_json::to_string;
    std::fs::create_dir_all(dir()).unwrap_or_else(|e| panic!("{e}"));
    let write = |name: &str, text: String| {
        std::fs::write(dir().join(name), text + "\n").unwrap_or_else(|e| panic!("{e}"));
    };
    write("settings-default.json", to_string(&Settings::default()));
    write("settings-full.json", to_string(&settings_full()));
    write(
        "envelope.json",
        envelope_json(&stamp(7, "0123456789abcdef"), Some(&stamp(6, "fedcba9876543210")), &game()),
    );
    write(
        "envelope-first.json",
        envelope_json(&stamp(1, "0123456789abcdef"), None, &game()),
    );
    write("bare-game.json", to_string(&game()));
    write("clock.json", to_string(&clock()));
    write(
        "archive-list.json",
        to_string(&vec![
            listed("Carla", "2026-11-30 18:00"),
            listed("Dora", "2026-11-29 17:30"),
        ]),
    );
    write(
        "archive-entry-with-text.json",
        to_string(&entry("Eva", "2026-12-01 19:00")),
    );
    write(
        "archive-entry.json",
        to_string(&Entry {
            pgn: None,
            ..entry("Flora", "2026-12-02 20:15")
        }),
    );
}

#[test]
fn settings_read_as_written_and_write_back_the_same_bytes() {
    for (name, settings) in [
        ("settings-default.json", Settings::default()),
        ("settings-full.json", settings_full()),
    ] {
        let text = fixture(name);
        let read: Settings = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(read, settings, "{name}");
        assert_eq!(
            serde_json::to_string(&read).unwrap_or_else(|e| panic!("{e}")),
            text,
            "{name}"
        );
    }
}

#[test]
fn the_envelopes_and_a_bare_game_read_as_the_same_game() {
    let text = fixture("envelope.json");
    let env = parse_envelope(&text).unwrap_or_else(|e| panic!("{e}"));
    let want = Envelope {
        stamp: stamp(7, "0123456789abcdef"),
        prev: Some(stamp(6, "fedcba9876543210")),
        game: game(),
    };
    assert_eq!(env, want);
    assert_eq!(envelope_json(&env.stamp, env.prev.as_ref(), &env.game), text);
    assert!(env.game.pending_offer().is_some());

    let text = fixture("envelope-first.json");
    let env = parse_envelope(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((env.stamp, env.prev), (stamp(1, "0123456789abcdef"), None));
    assert_eq!(env.game, game());
    assert_eq!(envelope_json(&stamp(1, "0123456789abcdef"), None, &game()), text);

    // Saved before revisions: revision 0.
    let text = fixture("bare-game.json");
    let env = parse_envelope(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((env.stamp, env.prev), (Stamp::default(), None));
    assert_eq!(env.game, game());
    assert_eq!(env.game.to_pgn(), game().to_pgn());
}

#[test]
fn the_clock_of_the_clock_mode_reads_as_it_stood() {
    let text = fixture("clock.json");
    let read: Clock = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read, clock());
    assert_eq!(serde_json::to_string(&read).unwrap_or_else(|e| panic!("{e}")), text);
}

#[test]
fn archive_entries_of_each_layout_read_as_the_same_games() {
    // One key per game with the text inside, and the metadata alone.
    let with_text: Entry = serde_json::from_str(&fixture("archive-entry-with-text.json"))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(with_text, entry("Eva", "2026-12-01 19:00"));
    let meta: Entry =
        serde_json::from_str(&fixture("archive-entry.json")).unwrap_or_else(|e| panic!("{e}"));
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
        assert_eq!(serde_json::to_string(e).unwrap_or_else(|e| panic!("{e}")), fixture(name));
    }
    // The old single list.
    let list = archive::parse(&fixture("archive-list.json"));
    assert!(list.broken.is_none() && list.unreadable.is_empty());
    assert_eq!(
        list.entries,
        [listed("Carla", "2026-11-30 18:00"), listed("Dora", "2026-11-29 17:30")]
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

//! The hand-written JSON of the app's stored values (settings, the game's
//! envelope, archive entries) against serde's derives, kept in tests as the
//! oracle: what a player's device holds was written by those derives, and
//! must read as they read it; what is written now must read in the
//! versions before.

use proptest::prelude::*;
use rochade_arbiter::{Edition, Game, GameSetup};
use rochade_json::{FromJson, ToJson};

use crate::archive::Entry;
use crate::lang::Lang;
use crate::settings::{BoardTheme, LastControl, Letters, SchemeChoice, Settings};
use crate::storage::{Envelope, Stamp, envelope_json, parse_envelope};

/// serde's envelope, as the versions before wrote it.
#[derive(serde::Serialize, serde::Deserialize)]
struct Wire<'a> {
    rev: u64,
    tab: &'a str,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    prev: Option<Stamp>,
    game: Game,
}

/// Both write the same text, and each reads the other's.
fn agree<T>(value: &T)
where
    T: ToJson
        + FromJson
        + serde::Serialize
        + serde::de::DeserializeOwned
        + PartialEq
        + std::fmt::Debug,
{
    let theirs = serde_json::to_string(value).unwrap();
    assert_eq!(rochade_json::to_string(value), theirs);
    assert_eq!(rochade_json::from_str::<T>(&theirs).as_ref(), Ok(value));
}

/// The same answer to the same text: the same value, or a refusal of the
/// same kind (the column of a shape error may differ: serde places it
/// where it noticed, this reader at the end of the value).
fn read_alike<T>(text: &str)
where
    T: FromJson + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    use rochade_json::Category as C;
    use serde_json::error::Category as S;
    let ours = rochade_json::from_str::<T>(text);
    match (serde_json::from_str::<T>(text), ours) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "{text}"),
        (Err(a), Err(b)) => {
            let same = matches!(
                (a.classify(), b.category),
                (S::Syntax, C::Syntax) | (S::Eof, C::Eof) | (S::Data, C::Data)
            );
            assert!(same, "{text}: serde {a}, ours {b}");
        }
        (a, b) => panic!("{text}: serde {a:?}, ours {b:?}"),
    }
}

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
        }
    }
}

fn opening(moves: &[&str]) -> Game {
    crate::test_support::play(GameSetup::new("Anna", "Bella"), moves)
}

proptest! {
    #[test]
    fn settings_are_written_and_read_as_serde_did(s in settings()) {
        agree(&s);
    }

    #[test]
    fn settings_with_fields_left_out_read_as_serde_read_them(
        s in settings(),
        keep in prop::collection::vec(any::<bool>(), 22),
    ) {
        // Settings of an earlier version: some fields missing, one unknown.
        let Ok(rochade_json::Value::Object(fields)) = rochade_json::parse(&rochade_json::to_string(&s)) else {
            panic!("settings are an object");
        };
        let mut kept: Vec<_> = fields.into_iter().zip(&keep).filter(|(_, k)| **k).map(|(f, _)| f).collect();
        kept.push(("from_the_future".into(), rochade_json::Value::Bool(true)));
        read_alike::<Settings>(&rochade_json::Value::Object(kept).to_string());
    }

    #[test]
    fn archive_entries_are_written_and_read_as_serde_did(
        white in "[A-Za-zä ]{0,8}",
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
        agree(&e);
    }

    #[test]
    fn the_envelope_is_written_and_read_as_serde_did(
        rev in any::<u64>(),
        tab in "[0-9a-f]{0,16}",
        prev in prop::option::of((any::<u64>(), "[0-9a-f]{0,16}")),
        plies in 0usize..4,
    ) {
        let game = opening(&["e4", "e5", "Nf3", "Nc6"][..plies]);
        let stamp = Stamp { rev, tab: tab.clone() };
        let prev = prev.map(|(rev, tab)| Stamp { rev, tab });
        let theirs = serde_json::to_string(&Wire { rev, tab: &tab, prev: prev.clone(), game: game.clone() }).unwrap();
        prop_assert_eq!(&envelope_json(&stamp, prev.as_ref(), &game), &theirs);
        let env = parse_envelope(&theirs).unwrap();
        prop_assert_eq!(env, Envelope { stamp, prev, game });
    }
}

#[test]
fn stored_texts_of_earlier_versions_read_as_serde_read_them() {
    for text in [
        r#"{}"#,
        r#"{"voice":true,"low_time_s":30}"#,
        r#"{"lang":"De","letters":"German","scheme":"GermanEnglish"}"#,
        r#"{"lang":null,"voice_name":null,"last_control":null}"#,
        r#"{"lang":"Fr"}"#,
        r#"{"low_time_s":-1}"#,
        r#"{"low_time_s":4294967296}"#,
        r#"{"more_warnings_s":[10,"5"]}"#,
        r#"{"edition":"Fide2023","board_theme":{"Green":null}}"#,
        r#"{"last_control":{"choice":"custom"}}"#,
        r#"{"voice":true"#,
        r#"3"#,
        r#"{"voice":tru}"#,
    ] {
        read_alike::<Settings>(text);
    }
    // serde read a struct from an array too (and refused this one as
    // malformed); settings were never written as one.
    assert!(serde_json::from_str::<Settings>("[true]").is_err());
    assert!(rochade_json::from_str::<Settings>("[true]").is_err());
    for text in [
        r#"{"saved_at":"x","white":"A","black":"B","event":"","date":"","result":"*","plies":3}"#,
        r#"{"saved_at":"x","white":"A","black":"B","event":"","date":"","result":"*","plies":3,"pgn":null}"#,
        r#"{"white":3}"#,
        r#"{"saved_at":"x","white":"A","black":"B","event":"","date":"","result":"*","plies":-3}"#,
    ] {
        read_alike::<Entry>(text);
    }
}

#[test]
fn a_bare_game_and_a_damaged_envelope_read_as_before() {
    let g = opening(&["d4"]);
    let bare = serde_json::to_string(&g).unwrap();
    assert_eq!(parse_envelope(&bare).unwrap().game, g);
    // `rev` and `game` make an envelope; without `tab` it is refused.
    let text = format!(r#"{{"rev":1,"game":{bare}}}"#);
    assert!(serde_json::from_str::<Wire<'_>>(&text).is_err());
    assert!(parse_envelope(&text).is_err());
}

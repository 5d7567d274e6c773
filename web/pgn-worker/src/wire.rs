//! The messages between the page and its PGN import worker. They derive
//! serde's `Serialize` and `Deserialize` and cross `postMessage` as
//! JavaScript values (`serde_wasm_bindgen::to_value` and `from_value`),
//! which the browser copies as they are; the file itself crosses as the
//! page's own `Blob` (`serde_wasm_bindgen::preserve`), never as a copy of
//! its bytes made by the page.
//!
//! What crosses for each game is what the page's chooser shows (number,
//! players, event, date, result) and where the game's text is in the file
//! (bytes): not the movetext, so that the page holds a few dozen bytes per
//! game of a large file and re-reads from the file only the game the user
//! opens. A refused game crosses as its number, bytes and the error's line
//! and column; the page re-reads that game's bytes for the reason in words,
//! which keeps every error type of the rules crates off the wire.

use core::ops::Range;

use rochade_arbiter::Edition;
use rochade_arbiter::pgn::Pos;
use rochade_arbiter::tournament::{Tournament, TournamentError};
use serde::{Deserialize, Serialize};
use web_sys::Blob;

/// How far the import is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Stage {
    /// Still reading: more reports follow.
    #[default]
    Reading,
    /// Every game of the file was read; the last report.
    Done,
}

/// A game whose moves are all legal, for the chooser.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Found {
    /// Its number in the file (from 1).
    pub number: u32,
    /// Where its text is in the file, in bytes.
    pub bytes: Range<u64>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The event.
    pub event: String,
    /// The date as written.
    pub date: String,
    /// The result (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: String,
    /// The edition of the Laws the game was read under: its `Laws` tag's
    /// or its date's (the arbiter's `PgnGame::edition`).
    pub edition: Edition,
}

/// A place in the file, in the form serde writes for the arbiter's [`Pos`]
/// (which is the rules crate's and derives nothing).
#[derive(Serialize, Deserialize)]
#[serde(remote = "Pos")]
struct PosForm {
    line: usize,
    column: usize,
}

/// A game that was refused, and where.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Refused {
    /// Its number in the file (from 1).
    pub number: u32,
    /// Where its text is in the file, in bytes.
    pub bytes: Range<u64>,
    /// Where in the file its first error is.
    #[serde(with = "PosForm")]
    pub pos: Pos,
}

/// The games read since the last report, and how far the reading is.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Report {
    /// Bytes of the file read so far.
    pub read: u64,
    /// The file's size in bytes.
    pub size: u64,
    /// How far the import is.
    pub stage: Stage,
    /// The games read since the last report.
    pub found: Vec<Found>,
    /// The games refused since the last report.
    pub refused: Vec<Refused>,
}

/// What the page sends its PGN worker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToWorker {
    /// Read every game of this file, reporting as it goes, and keep the
    /// file for [`ToWorker::Text`].
    Import(#[serde(with = "serde_wasm_bindgen::preserve")] Blob),
    /// Only keep this file for [`ToWorker::Text`]: after a cancel, the
    /// games read before it stay, and their texts are still asked for.
    Keep(#[serde(with = "serde_wasm_bindgen::preserve")] Blob),
    /// Send the text of these bytes of the file kept (the page reads
    /// nothing of the file itself: a large file's first access from the
    /// page's thread can block it for tens of milliseconds).
    Text(Range<u64>),
    /// Read these tournament files (each its name and bytes as chosen, so
    /// that the TRF can be written back byte for byte): TRF, pairing list
    /// or CSV (`rochade_arbiter::tournament`). The reader lives here,
    /// not in the page, whose first visit it would lengthen (31 kB of the
    /// page's gzip) for a form a club opens once a round.
    Tournament(Vec<(String, Vec<u8>)>),
}

/// What the PGN worker sends the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker's wasm is loaded and it listens: a message posted before
    /// would have been lost, since a worker has no listener while its
    /// module is still being fetched and compiled.
    Ready,
    /// The file's size, as soon as it is known, then the games read every
    /// few hundred, and the last report ([`Stage::Done`]).
    Report(Report),
    /// The text asked for by [`ToWorker::Text`], as the browser's
    /// `Blob.text()` reads it (bytes that are not UTF-8 as U+FFFD).
    Text(String),
    /// The file could not be read, or the message was none of
    /// [`ToWorker`]: why. The last message of an import.
    Failed(String),
    /// The tournament that [`ToWorker::Tournament`]'s files describe, or
    /// why they were refused.
    Tournament(Result<Tournament, TournamentError>),
}

#[cfg(test)]
mod tests {
    //! serde_json stands in for serde_wasm_bindgen, which runs only in a
    //! browser: both follow serde's data model, so the form JSON shows is
    //! the form of the JavaScript value posted.

    use serde_json::json;

    use super::*;

    fn report() -> Report {
        Report {
            read: 1_000,
            size: 20_000_000,
            stage: Stage::Done,
            found: vec![
                Found {
                    number: 1,
                    bytes: 0..400,
                    // Every character crosses, separators of old included.
                    white: "Anna \u{1f}\u{1e}Ü \"♞\"".into(),
                    black: String::new(),
                    event: "Club".into(),
                    date: "2024.??.??".into(),
                    result: "1-0".into(),
                    edition: Edition::Fide1997,
                },
                Found::default(),
            ],
            refused: vec![Refused {
                number: 3,
                bytes: 800..990,
                pos: Pos {
                    line: 40,
                    column: 7,
                },
            }],
        }
    }

    #[test]
    fn every_message_from_the_worker_comes_back_as_it_went() {
        for message in [
            FromWorker::Ready,
            FromWorker::Report(Report::default()),
            FromWorker::Report(report()),
            FromWorker::Text("[White \"A\"]\n\n1. e4 *\n".into()),
            FromWorker::Text(String::new()),
            FromWorker::Failed("NotReadableError".into()),
        ] {
            let value = serde_json::to_value(&message).unwrap();
            assert_eq!(
                serde_json::from_value::<FromWorker>(value.clone()).unwrap(),
                message,
                "{value}"
            );
        }
    }

    #[test]
    fn a_report_has_serde_s_form() {
        let value = serde_json::to_value(FromWorker::Report(report())).unwrap();
        let report = &value["Report"];
        assert_eq!(report["stage"], json!("Done"));
        assert_eq!(report["found"][0]["bytes"], json!({"start": 0, "end": 400}));
        assert_eq!(
            report["refused"][0],
            json!({"number": 3, "bytes": {"start": 800, "end": 990},
                "pos": {"line": 40, "column": 7}})
        );
        assert_eq!(
            serde_json::to_value(FromWorker::Ready).unwrap(),
            json!("Ready")
        );
    }

    #[test]
    fn what_is_not_a_message_is_refused_with_a_reason() {
        for (bad, why) in [
            (json!(null), "invalid type"),
            (json!("Gone"), "unknown variant"),
            (json!({"Text": 3}), "invalid type"),
            (json!({"Report": {"read": 1}}), "missing field"),
            (
                json!({"Report": {"read": 0, "size": 0, "stage": "Failed", "found": [], "refused": []}}),
                "unknown variant",
            ),
            (
                json!({"Report": {"read": 0, "size": 0, "stage": "Done", "found": [],
                    "refused": [{"number": 1, "bytes": {"start": 0, "end": 1}, "pos": {"line": 1}}]}}),
                "missing field `column`",
            ),
        ] {
            let error = serde_json::from_value::<FromWorker>(bad.clone())
                .expect_err(&bad.to_string())
                .to_string();
            assert!(error.contains(why), "{bad}: {error}");
        }
    }

    #[test]
    fn tournament_files_cross_as_their_bytes() {
        // Bytes, not text: a Windows-1252 byte crosses as it is.
        let request = ToWorker::Tournament(vec![("club.trf".into(), b"012 J\xF6rg\r".to_vec())]);
        let value = serde_json::to_value(&request).unwrap();
        assert_eq!(
            value,
            json!({"Tournament": [["club.trf", [48, 49, 50, 32, 74, 246, 114, 103, 13]]]})
        );
        assert_eq!(serde_json::from_value::<ToWorker>(value).unwrap(), request);
    }

    #[test]
    fn a_text_request_names_its_bytes() {
        // (The two that carry a file are JavaScript's own `Blob`, passed
        // through only by serde_wasm_bindgen.)
        let request = ToWorker::Text(12..400);
        let value = serde_json::to_value(&request).unwrap();
        assert_eq!(value, json!({"Text": {"start": 12, "end": 400}}));
        assert_eq!(serde_json::from_value::<ToWorker>(value).unwrap(), request);
        assert!(serde_json::from_value::<ToWorker>(json!({"Text": "12 400"})).is_err());
        assert!(serde_json::from_value::<ToWorker>(json!({"Import": "file.pgn"})).is_err());
    }
}

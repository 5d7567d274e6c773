//! In-browser tests of the workers' messages as they really travel: made
//! JavaScript values by `serde_wasm_bindgen`, copied by `postMessage` (a
//! `MessageChannel`, the same structured clone as a worker's) and read
//! back, as the page and the workers do.
#![cfg(target_arch = "wasm32")]

use rochade_arbiter::tournament::{
    Bye, Encoding, Field, Pairing, Player, Problem, Round, Source, Tournament, TournamentError,
};
use rochade_engine::wire::{FromWorker, Job, SearchRequest, SearchResponse};
use rochade_engine::{Level, Limits, Score, TimeLimit};
use rochade_pgn_worker::wire::{self as pgn, Found, Refused, Report, Stage, ToWorker};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use web_sys::{Blob, MessageChannel, MessageEvent};

wasm_bindgen_test_configure!(run_in_browser);

/// `value` after a trip through `postMessage`.
async fn posted(value: &JsValue) -> JsValue {
    let channel = MessageChannel::new().expect("a channel");
    let received = js_sys::Promise::new(&mut |resolve, _| {
        let on_message = Closure::once_into_js(move |event: MessageEvent| {
            let _ = resolve.call1(&JsValue::UNDEFINED, &event.data());
        });
        channel
            .port2()
            .set_onmessage(Some(on_message.unchecked_ref()));
    });
    channel.port1().post_message(value).expect("posted");
    JsFuture::from(received).await.expect("received")
}

fn get(value: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(value, &key.into()).expect("an object")
}

fn job() -> Job {
    Job {
        id: 7,
        request: SearchRequest {
            start_fen: Some("8/8/8/8/8/8/8/K1k5 w - - 0 1".into()),
            moves: vec!["a1a2".into(), "c1c2".into()],
            level: Level::new(3).unwrap(),
            limits: Limits {
                time: TimeLimit::Clock {
                    remaining_ms: 60_000,
                    increment_ms: 2_000,
                    moves_to_go: Some(40),
                },
                depth: None,
                nodes: Some(20_000),
            },
            seed: (1 << 53) - 1,
        },
    }
}

#[wasm_bindgen_test]
async fn an_engine_job_and_its_answer_cross_post_message_intact() {
    let job = job();
    let sent = posted(&serde_wasm_bindgen::to_value(&job).unwrap()).await;
    // The form the browser tests' own engine client writes.
    assert_eq!(get(&get(&sent, "request"), "level").as_f64(), Some(3.0));
    assert_eq!(serde_wasm_bindgen::from_value::<Job>(sent).unwrap(), job);
    for reply in [
        FromWorker::Ready,
        FromWorker::Done {
            id: 7,
            response: SearchResponse {
                best: Some("e7e5".into()),
                score: Some(Score::Mate(-3)),
                depth: 12,
                nodes: 1_234_567,
                time_ms: 2_000,
                min_reply_ms: 400,
            },
        },
        FromWorker::Done {
            id: 8,
            response: SearchResponse {
                best: None,
                score: None,
                depth: 0,
                nodes: 0,
                time_ms: 0,
                min_reply_ms: 0,
            },
        },
        FromWorker::Failed {
            id: 0,
            error: "not a search job".into(),
        },
    ] {
        let back = posted(&serde_wasm_bindgen::to_value(&reply).unwrap()).await;
        assert_eq!(
            serde_wasm_bindgen::from_value::<FromWorker>(back).unwrap(),
            reply
        );
    }
    let ready = serde_wasm_bindgen::to_value(&FromWorker::Ready).unwrap();
    assert_eq!(ready.as_string().as_deref(), Some("Ready"));
}

#[wasm_bindgen_test]
fn what_is_no_message_is_an_error_not_a_panic() {
    // A job with `null` for its optional fields, as a JavaScript client writes it.
    let written = js_sys::JSON::parse(
        r#"{"id":1,"request":{"start_fen":null,"moves":["e2e4"],"level":8,
            "limits":{"time":"Infinite","depth":3,"nodes":null},"seed":1}}"#,
    )
    .unwrap();
    let read = serde_wasm_bindgen::from_value::<Job>(written).unwrap();
    assert_eq!(
        (read.request.start_fen, read.request.limits.depth),
        (None, Some(3))
    );
    for bad in [
        JsValue::from_str("{\"id\":1}"),
        JsValue::NULL,
        JsValue::from_f64(3.0),
        js_sys::JSON::parse(
            r#"{"id":1,"request":{"moves":[],"level":9,"limits":{"time":"Infinite"},"seed":0}}"#,
        )
        .unwrap(),
        js_sys::JSON::parse(
            r#"{"id":1.5,"request":{"moves":[],"level":3,"limits":{"time":"Infinite"},"seed":0}}"#,
        )
        .unwrap(),
    ] {
        let error = serde_wasm_bindgen::from_value::<Job>(bad).expect_err("not a job");
        assert!(!error.to_string().is_empty());
    }
    // A number JavaScript cannot carry exactly is refused when sent.
    let mut too_big = job();
    too_big.request.seed = 1 << 53;
    assert!(serde_wasm_bindgen::to_value(&too_big).is_err());
}

#[wasm_bindgen_test]
async fn the_pgn_worker_s_messages_cross_post_message_intact() {
    let blob = Blob::new_with_str_sequence(&js_sys::Array::of1(&"1. e4 *".into())).unwrap();
    for message in [ToWorker::Import(blob.clone()), ToWorker::Keep(blob.clone())] {
        let back = posted(&serde_wasm_bindgen::to_value(&message).unwrap()).await;
        // The file arrives as a file (the structured clone of the page's
        // own), under the same request.
        let file = match (
            &message,
            serde_wasm_bindgen::from_value::<ToWorker>(back).unwrap(),
        ) {
            (ToWorker::Import(_), ToWorker::Import(file))
            | (ToWorker::Keep(_), ToWorker::Keep(file)) => file,
            (sent, got) => panic!("{sent:?} came back as {got:?}"),
        };
        assert_eq!(file.size(), 7.0);
    }
    // The files' bytes as chosen, a Windows-1252 byte and CR included.
    let files = ToWorker::Tournament(vec![
        (
            "round3.trf".into(),
            b"012 Club\r001    1 m    J\xF6rg\r".to_vec(),
        ),
        ("pairs.txt".into(), b"1\n1 2\n".to_vec()),
    ]);
    let back = posted(&serde_wasm_bindgen::to_value(&files).unwrap()).await;
    assert_eq!(
        serde_wasm_bindgen::from_value::<ToWorker>(back).unwrap(),
        files
    );
    let text = ToWorker::Text(12..400);
    let back = posted(&serde_wasm_bindgen::to_value(&text).unwrap()).await;
    assert_eq!(
        serde_wasm_bindgen::from_value::<ToWorker>(back).unwrap(),
        text
    );
    let report = Report {
        read: 1_000,
        size: 47_800_000,
        stage: Stage::Reading,
        found: vec![Found {
            number: 1,
            bytes: 0..400,
            white: "Anna \u{1f}Ü".into(),
            black: "Bella".into(),
            event: "Club".into(),
            date: "2024.??.??".into(),
            result: "1-0".into(),
            edition: rochade_arbiter::Edition::Fide2023,
        }],
        refused: vec![Refused {
            number: 2,
            bytes: 400..990,
            pos: rochade_arbiter::pgn::Pos {
                line: 40,
                column: 7,
            },
        }],
    };
    // The tournament files read, with a round's date (a map by round
    // number) and players with and without their FIDE data; or refused,
    // with the file, line and field.
    let anna = Player {
        start: Some(1),
        name: "Anna, Ä".into(),
        fide_id: Some("1503014".into()),
        rating: Some(2_100),
    };
    let bella = Player {
        name: "Bella".into(),
        ..Player::default()
    };
    let tournament = Tournament {
        event: "Club".into(),
        site: "Lisboa".into(),
        dates: (Some("2026.12.01".into()), None),
        round_dates: [(3, "2026.12.05".to_string())].into(),
        players: vec![anna.clone(), bella.clone()],
        rounds: vec![Round {
            number: 3,
            boards: vec![Pairing {
                board: 1,
                white: anna,
                black: bella.clone(),
            }],
            byes: vec![Bye {
                player: bella,
                code: 'U',
            }],
        }],
        source: Some(Source {
            name: "round3.trf".into(),
            bytes: b"012 Club\r001    1 m    J\xF6rg\r".to_vec(),
            encoding: Encoding::Windows1252,
        }),
    };
    let refused = TournamentError {
        file: "round3.trf".into(),
        line: 12,
        field: Field::Opponent { round: 2 },
        problem: Problem::UnknownPlayer("77".into()),
    };
    for message in [
        pgn::FromWorker::Tournament(Ok(tournament)),
        pgn::FromWorker::Tournament(Err(refused)),
        pgn::FromWorker::Ready,
        pgn::FromWorker::Report(report),
        pgn::FromWorker::Text("[White \"A\"]\n\n1. e4 *".into()),
        pgn::FromWorker::Failed("the file could not be read".into()),
    ] {
        let back = posted(&serde_wasm_bindgen::to_value(&message).unwrap()).await;
        assert_eq!(
            serde_wasm_bindgen::from_value::<pgn::FromWorker>(back).unwrap(),
            message
        );
    }
    // A file that is not a `Blob` is an error.
    let not_a_file = js_sys::JSON::parse(r#"{"Import":"game.pgn"}"#).unwrap();
    assert!(serde_wasm_bindgen::from_value::<ToWorker>(not_a_file).is_err());
}

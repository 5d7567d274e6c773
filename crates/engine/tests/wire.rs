//! The worker's messages through serde: every message comes back as it
//! went, in the form the page and the browser tests read (serde's default:
//! structs as objects, enums externally tagged, a level as its number),
//! and what is not a message is refused with an error, never a panic.
//!
//! serde_json stands in for the browser's serde_wasm_bindgen: both follow
//! serde's data model, so a form that JSON shows is the form of the
//! JavaScript value the worker posts (with `undefined` where JSON has
//! `null`, which both read back as `None`).

use proptest::prelude::*;
use rochade_engine::wire::{FromWorker, Job, SearchRequest, SearchResponse};
use rochade_engine::{Level, Limits, Score, TimeLimit};
use serde_json::json;

fn level() -> impl Strategy<Value = Level> {
    (1u8..=8).prop_map(|n| Level::new(n).unwrap())
}

/// Numbers within JavaScript's safe integers, which is all that a JS
/// number carries exactly (serde_wasm_bindgen refuses larger ones).
fn js_u64() -> impl Strategy<Value = u64> {
    0u64..=(1 << 53) - 1
}

fn time() -> impl Strategy<Value = TimeLimit> {
    prop_oneof![
        Just(TimeLimit::Infinite),
        js_u64().prop_map(TimeLimit::MoveTime),
        (js_u64(), js_u64(), proptest::option::of(any::<u32>())).prop_map(
            |(remaining_ms, increment_ms, moves_to_go)| TimeLimit::Clock {
                remaining_ms,
                increment_ms,
                moves_to_go,
            }
        ),
    ]
}

fn limits() -> impl Strategy<Value = Limits> {
    (
        time(),
        proptest::option::of(any::<u32>()),
        proptest::option::of(js_u64()),
    )
        .prop_map(|(time, depth, nodes)| Limits { time, depth, nodes })
}

/// Moves, and any other text (quotes, backslashes, controls, non-ASCII).
fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-h][1-8][a-h][1-8][qrbn]?",
        any::<String>(),
        "[\"\\\\\u{0}-\u{1f}é♞]{0,8}",
    ]
}

fn request() -> impl Strategy<Value = SearchRequest> {
    (
        proptest::option::of(text()),
        proptest::collection::vec(text(), 0..6),
        level(),
        limits(),
        js_u64(),
    )
        .prop_map(|(start_fen, moves, level, limits, seed)| SearchRequest {
            start_fen,
            moves,
            level,
            limits,
            seed,
        })
}

fn score() -> impl Strategy<Value = Score> {
    prop_oneof![
        any::<i32>().prop_map(Score::Cp),
        any::<i32>().prop_map(Score::Mate)
    ]
}

fn response() -> impl Strategy<Value = SearchResponse> {
    (
        proptest::option::of(text()),
        proptest::option::of(score()),
        any::<u32>(),
        js_u64(),
        js_u64(),
        js_u64(),
    )
        .prop_map(
            |(best, score, depth, nodes, time_ms, min_reply_ms)| SearchResponse {
                best,
                score,
                depth,
                nodes,
                time_ms,
                min_reply_ms,
            },
        )
}

fn from_worker() -> impl Strategy<Value = FromWorker> {
    prop_oneof![
        Just(FromWorker::Ready),
        (any::<u32>(), response()).prop_map(|(id, response)| FromWorker::Done { id, response }),
        (any::<u32>(), text()).prop_map(|(id, error)| FromWorker::Failed { id, error }),
    ]
}

/// `value` comes back equal, both through serde's value tree and through
/// text.
fn round_trip<T>(value: &T) -> Result<(), TestCaseError>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + core::fmt::Debug,
{
    let tree = serde_json::to_value(value).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(&serde_json::from_value::<T>(tree).unwrap(), value);
    let text = serde_json::to_string(value).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(&serde_json::from_str::<T>(&text).unwrap(), value);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn a_job_comes_back_as_it_went(id in any::<u32>(), request in request()) {
        round_trip(&Job { id, request })?;
    }

    #[test]
    fn a_reply_comes_back_as_it_went(message in from_worker()) {
        round_trip(&message)?;
    }

    #[test]
    fn limits_and_levels_come_back_as_they_went(l in limits(), level in level()) {
        round_trip(&l)?;
        round_trip(&level)?;
        prop_assert_eq!(serde_json::to_value(level).unwrap(), json!(level.number()));
    }
}

/// The form the browser tests' own engine client writes and reads
/// (tests/e2e/computer.test.mjs): `"Ready"`, `{Done: {id, response}}`, a
/// job as `{id, request}` with the level as a number.
#[test]
fn the_messages_have_the_form_the_page_and_the_tests_use() {
    assert_eq!(
        serde_json::to_value(FromWorker::Ready).unwrap(),
        json!("Ready")
    );
    let done = FromWorker::Done {
        id: 3,
        response: SearchResponse {
            best: Some("e7e5".into()),
            score: Some(Score::Cp(-31)),
            depth: 4,
            nodes: 1200,
            time_ms: 15,
            min_reply_ms: 400,
        },
    };
    assert_eq!(
        serde_json::to_value(&done).unwrap(),
        json!({"Done": {"id": 3, "response": {
            "best": "e7e5", "score": {"Cp": -31}, "depth": 4, "nodes": 1200,
            "time_ms": 15, "min_reply_ms": 400
        }}})
    );
    let failed = FromWorker::Failed {
        id: 7,
        error: "bad move".into(),
    };
    assert_eq!(
        serde_json::to_value(&failed).unwrap(),
        json!({"Failed": {"id": 7, "error": "bad move"}})
    );
    let job = Job {
        id: 1,
        request: SearchRequest {
            start_fen: None,
            moves: vec!["e2e4".into()],
            level: Level::MAX,
            limits: Limits {
                depth: Some(3),
                ..Limits::default()
            },
            seed: 1,
        },
    };
    let written = json!({"id": 1, "request": {
        "start_fen": null, "moves": ["e2e4"], "level": 8,
        "limits": {"time": "Infinite", "depth": 3, "nodes": null}, "seed": 1
    }});
    assert_eq!(serde_json::to_value(&job).unwrap(), written);
    assert_eq!(serde_json::from_value::<Job>(written).unwrap(), job);
    let clock = Limits {
        time: TimeLimit::Clock {
            remaining_ms: 60_000,
            increment_ms: 2_000,
            moves_to_go: None,
        },
        ..Limits::default()
    };
    assert_eq!(
        serde_json::to_value(clock).unwrap()["time"],
        json!({"Clock": {"remaining_ms": 60_000, "increment_ms": 2_000, "moves_to_go": null}})
    );
}

/// What a client may leave out or add: an absent optional field is `None`
/// (serde_wasm_bindgen writes `None` as `undefined`), an unknown field is
/// ignored, a unit variant may come as a one-key object.
#[test]
fn what_a_client_may_leave_out_or_add_is_read() {
    let job: Job = serde_json::from_value(json!({"id": 2, "extra": true, "request": {
        "moves": [], "level": 3, "limits": {"time": {"Infinite": null}}, "seed": 0
    }}))
    .unwrap();
    assert_eq!(job.id, 2);
    assert_eq!(job.request.start_fen, None);
    assert_eq!(job.request.level, Level::new(3).unwrap());
    assert_eq!(job.request.limits, Limits::default());
    let ready: FromWorker = serde_json::from_value(json!({"Ready": null})).unwrap();
    assert_eq!(ready, FromWorker::Ready);
    let mate: FromWorker = serde_json::from_value(json!({"Done": {"id": 3, "response": {
        "score": {"Mate": -1}, "depth": 0, "nodes": 0, "time_ms": 0, "min_reply_ms": 0
    }}}))
    .unwrap();
    let FromWorker::Done { response, .. } = mate else {
        panic!("{mate:?}");
    };
    assert_eq!(
        (response.best, response.score),
        (None, Some(Score::Mate(-1)))
    );
}

/// Malformed jobs and replies are errors that say what is wrong.
#[test]
fn what_is_not_a_message_is_refused_with_a_reason() {
    let base = json!({"id": 1, "request": {
        "moves": [], "level": 3, "limits": {"time": "Infinite"}, "seed": 0
    }});
    let with = |pointer: &str, value: serde_json::Value| {
        let mut v = base.clone();
        *v.pointer_mut(pointer).unwrap() = value;
        v
    };
    assert!(serde_json::from_value::<Job>(base.clone()).is_ok());
    for (bad, why) in [
        (json!(null), "invalid type"),
        (json!("e2e4"), "invalid type"),
        (json!({"id": 1}), "missing field `request`"),
        (with("/id", json!(-1)), "invalid value"),
        (with("/request/level", json!(0)), "level"),
        (with("/request/level", json!(9)), "level"),
        (with("/request/level", json!(300)), "invalid value"),
        (with("/request/level", json!("3")), "invalid type"),
        (with("/request/moves", json!("e2e4")), "invalid type"),
        (
            with("/request/limits/time", json!("Forever")),
            "unknown variant",
        ),
        (
            with("/request/limits/time", json!("MoveTime")),
            "invalid type",
        ),
        (
            with("/request/limits/time", json!({"MoveTime": 1.5})),
            "invalid type",
        ),
        (
            with(
                "/request/limits/time",
                json!({"Clock": {"remaining_ms": 1}}),
            ),
            "missing field `increment_ms`",
        ),
        (with("/request/limits", json!({})), "missing field `time`"),
        (with("/request/seed", json!(null)), "invalid type"),
    ] {
        let error = serde_json::from_value::<Job>(bad.clone())
            .expect_err(&bad.to_string())
            .to_string();
        assert!(error.contains(why), "{bad}: {error}");
    }
    for bad in [
        json!("Done"),
        json!({"Ready": 1}),
        json!({"Gone": {"id": 1}}),
        json!({"Done": {"id": 1, "response": {"score": {"Cp": 2_147_483_648_u64},
            "depth": 0, "nodes": 0, "time_ms": 0, "min_reply_ms": 0}}}),
        json!({"Done": {"id": 1, "response": {"score": "Cp",
            "depth": 0, "nodes": 0, "time_ms": 0, "min_reply_ms": 0}}}),
        json!({"Failed": {"id": 1}}),
        json!({"Failed": {"id": 1, "error": 2}}),
    ] {
        assert!(
            serde_json::from_value::<FromWorker>(bad.clone()).is_err(),
            "{bad}"
        );
    }
}

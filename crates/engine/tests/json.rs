//! The wire's hand-written JSON against serde's derives (the oracle, kept
//! behind the `serde` feature): the same text out, each reads the other's,
//! and what serde refused is refused.

use proptest::prelude::*;
use rochade_engine::wire::{FromWorker, Job, SearchRequest, SearchResponse};
use rochade_engine::{Level, Limits, Score, TimeLimit};

fn level() -> impl Strategy<Value = Level> {
    (1u8..=8).prop_map(|n| Level::new(n).unwrap())
}

fn time() -> impl Strategy<Value = TimeLimit> {
    prop_oneof![
        Just(TimeLimit::Infinite),
        any::<u64>().prop_map(TimeLimit::MoveTime),
        (
            any::<u64>(),
            any::<u64>(),
            proptest::option::of(any::<u32>())
        )
            .prop_map(
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
        proptest::option::of(any::<u64>()),
    )
        .prop_map(|(time, depth, nodes)| Limits { time, depth, nodes })
}

/// Any text, with what JSON must escape (quotes, backslashes, controls).
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
        any::<u64>(),
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
        any::<u64>(),
        any::<u64>(),
        any::<u64>(),
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

/// Ours writes what serde writes, and each reads the other's text back.
fn same<T>(value: &T) -> Result<(), TestCaseError>
where
    T: rochade_json::ToJson
        + rochade_json::FromJson
        + serde::Serialize
        + serde::de::DeserializeOwned
        + PartialEq
        + core::fmt::Debug,
{
    let ours = rochade_json::to_string(value);
    let theirs = serde_json::to_string(value).unwrap();
    prop_assert_eq!(&ours, &theirs);
    prop_assert_eq!(&rochade_json::from_str::<T>(&theirs).unwrap(), value);
    prop_assert_eq!(&serde_json::from_str::<T>(&ours).unwrap(), value);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn a_job_is_written_and_read_as_serde_did(id in any::<u32>(), request in request()) {
        same(&Job { id, request })?;
    }

    #[test]
    fn a_reply_is_written_and_read_as_serde_did(message in from_worker()) {
        same(&message)?;
    }

    #[test]
    fn limits_and_levels_are_written_and_read_as_serde_did(l in limits(), level in level()) {
        same(&l)?;
        same(&level)?;
    }
}

/// Both readers agree on `text`: the same value, or both refuse it (ours
/// as a data or syntax error, never a panic).
fn agree<T>(text: &str) -> bool
where
    T: rochade_json::FromJson + serde::de::DeserializeOwned + PartialEq + core::fmt::Debug,
{
    let theirs = serde_json::from_str::<T>(text);
    let ours = rochade_json::from_str::<T>(text);
    match (&theirs, &ours) {
        (Ok(t), Ok(o)) => assert_eq!(o, t, "{text}"),
        (Err(_), Err(_)) => {}
        _ => panic!("{text}: serde {theirs:?}, ours {ours:?}"),
    }
    ours.is_ok()
}

#[test]
fn what_the_page_and_the_tests_send_is_read_as_serde_read_it() {
    for text in [
        r#"{"id":1,"request":{"start_fen":null,"moves":["e2e4"],"level":8,"limits":{"time":"Infinite","depth":3,"nodes":null},"seed":1}}"#,
        r#"{"id":7,"request":{"start_fen":"8/8/8/8/8/8/8/K1k5 w - - 0 1","moves":[],"level":1,"limits":{"time":{"MoveTime":500},"depth":null,"nodes":null},"seed":9},"extra":true}"#,
        r#"{"id":2,"request":{"moves":[],"level":3,"limits":{"time":{"Clock":{"remaining_ms":60000,"increment_ms":0,"moves_to_go":null}},"depth":null,"nodes":null},"seed":0}}"#,
        r#"{"id":2,"request":{"moves":[],"level":3,"limits":{"time":{"Infinite":null}},"seed":0}}"#,
    ] {
        assert!(agree::<Job>(text), "{text}");
    }
    for text in [
        r#""Ready""#,
        r#"{"Ready":null}"#,
        r#"{"Done":{"id":3,"response":{"best":"e7e5","score":{"Cp":-31},"depth":4,"nodes":1200,"time_ms":15,"min_reply_ms":400}}}"#,
        r#"{"Done":{"id":3,"response":{"score":{"Mate":-1},"depth":0,"nodes":0,"time_ms":0,"min_reply_ms":0}}}"#,
        r#"{"Failed":{"id":0,"error":"bad move"}}"#,
    ] {
        assert!(agree::<FromWorker>(text), "{text}");
    }
}

#[test]
fn what_serde_refused_is_refused() {
    for text in [
        "",
        "{",
        "null",
        r#"{"id":1}"#,
        r#"{"id":-1,"request":{"moves":[],"level":3,"limits":{"time":"Infinite"},"seed":0}}"#,
        r#"{"id":1,"request":{"moves":[],"level":0,"limits":{"time":"Infinite"},"seed":0}}"#,
        r#"{"id":1,"request":{"moves":[],"level":9,"limits":{"time":"Infinite"},"seed":0}}"#,
        r#"{"id":1,"request":{"moves":[],"level":300,"limits":{"time":"Infinite"},"seed":0}}"#,
        r#"{"id":1,"request":{"moves":[],"level":"3","limits":{"time":"Infinite"},"seed":0}}"#,
        r#"{"id":1,"request":{"moves":"e2e4","level":3,"limits":{"time":"Infinite"},"seed":0}}"#,
        r#"{"id":1,"request":{"moves":[],"level":3,"limits":{"time":"Forever"},"seed":0}}"#,
        r#"{"id":1,"request":{"moves":[],"level":3,"limits":{"time":"MoveTime"},"seed":0}}"#,
        r#"{"id":1,"request":{"moves":[],"level":3,"limits":{"time":{"MoveTime":1.5}},"seed":0}}"#,
        r#"{"id":1,"request":{"moves":[],"level":3,"limits":{"time":{"Clock":{"remaining_ms":1}}},"seed":0}}"#,
        r#"{"id":1,"request":{"moves":[],"level":3,"limits":{},"seed":0}}"#,
        r#"{"id":1,"request":{"moves":[],"level":3,"limits":{"time":"Infinite"}}}"#,
    ] {
        assert!(!agree::<Job>(text), "{text}");
    }
    for text in [
        r#""Done""#,
        r#"{"Ready":1}"#,
        r#"{"Gone":{"id":1}}"#,
        r#"{"Done":{"id":1,"response":{"score":{"Cp":2147483648},"depth":0,"nodes":0,"time_ms":0,"min_reply_ms":0}}}"#,
        r#"{"Done":{"id":1,"response":{"score":"Cp","depth":0,"nodes":0,"time_ms":0,"min_reply_ms":0}}}"#,
        r#"{"Failed":{"id":1}}"#,
        r#"{"Failed":{"id":1,"error":2}}"#,
    ] {
        assert!(!agree::<FromWorker>(text), "{text}");
    }
}

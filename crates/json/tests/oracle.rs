//! serde_json is the oracle: the same text out, the same errors in.

use proptest::prelude::*;
use serde_json::Value as S;

fn value() -> impl Strategy<Value = S> {
    let leaf = prop_oneof![
        Just(S::Null),
        any::<bool>().prop_map(S::Bool),
        any::<u64>().prop_map(S::from),
        any::<i64>().prop_map(S::from),
        any::<f64>()
            .prop_filter("finite", |x| x.is_finite())
            .prop_map(S::from),
        "\\PC*|[\\x00-\\x20\"\\\\/]*".prop_map(S::String),
    ];
    leaf.prop_recursive(4, 32, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(S::Array),
            prop::collection::btree_map("[a-z\"\\n]{0,4}", inner, 0..6)
                .prop_map(|m| S::Object(m.into_iter().collect())),
        ]
    })
}

fn category(e: &serde_json::Error) -> rochade_json::Category {
    use serde_json::error::Category as C;
    match e.classify() {
        C::Syntax => rochade_json::Category::Syntax,
        C::Eof => rochade_json::Category::Eof,
        C::Data | C::Io => rochade_json::Category::Data,
    }
}

/// Whether `text` reads as serde_json reads it: the same value, or the
/// same error at the same place.
fn agrees_with_serde(text: &str) -> Result<(), String> {
    let theirs = serde_json::from_str::<S>(text);
    let ours = rochade_json::parse(text);
    match (theirs, ours) {
        // A number with a fraction is kept as written (`1.50`), where
        // serde writes its float (`1.5`): the same value for serde.
        (Ok(t), Ok(o)) if serde_json::from_str::<S>(&o.to_string()).ok() == Some(t.clone()) => {
            Ok(())
        }
        // serde refuses a float beyond f64; it is kept as written here.
        (Err(t), Ok(_)) if t.to_string().starts_with("number out of range") => Ok(()),
        (Err(t), Err(o))
            if (o.line, o.column, o.category) == (t.line(), t.column(), category(&t)) =>
        {
            Ok(())
        }
        (t, o) => Err(format!("{text:?}: serde {t:?}, ours {o:?}")),
    }
}

proptest! {
    #[test]
    fn writes_what_serde_json_writes(v in value()) {
        let text = serde_json::to_string(&v).unwrap();
        let ours = rochade_json::parse(&text).unwrap();
        prop_assert_eq!(ours.to_string(), text.clone());
        let pretty = serde_json::to_string_pretty(&v).unwrap();
        prop_assert_eq!(rochade_json::parse(&pretty).unwrap(), ours);
    }

    #[test]
    fn refuses_what_serde_json_refuses_at_the_same_place(
        text in "[\\[\\]{}:,\"0-9a-z\\\\ \\n.eE+-]{0,24}"
    ) {
        let agreed = agrees_with_serde(&text);
        prop_assert!(agreed.is_ok(), "{}", agreed.unwrap_err());
    }
}

#[test]
fn integers_stay_exact() {
    for n in [0, 1, u64::MAX, 9_007_199_254_740_993] {
        let text = n.to_string();
        assert_eq!(rochade_json::from_str::<u64>(&text), Ok(n));
        assert_eq!(rochade_json::to_string(&n), text);
    }
    assert!(rochade_json::from_str::<u64>("-1").is_err());
    assert!(rochade_json::from_str::<u64>("1.0").is_err());
    assert!(rochade_json::from_str::<u32>("4294967296").is_err());
}

#[test]
fn a_number_with_a_fraction_is_kept_as_written() {
    for text in ["1.50", "-0.0", "1e999", "[2E-3,{\"a\":7.25}]"] {
        assert_eq!(rochade_json::parse(text).unwrap().to_string(), text);
    }
    let e = rochade_json::from_str::<u64>("1.5").unwrap_err();
    assert_eq!(e.message, "invalid type: floating point, expected u64");
}

/// The `\u` escapes where the random texts above rarely go: cut short,
/// with a wrong digit, and surrogates alone, unpaired or cut short.
#[test]
fn hex_escapes_fail_where_serde_json_fails() {
    let texts = [
        r#""\u["#,
        r#""\u12"#,
        r#""\u12x4""#,
        r#""\u123""#,
        "\"\\u1\n23\"",
        r#""\ud800""#,
        r#""\ud800"#,
        r#""\ud800\"#,
        r#""\ud800x""#,
        r#""\ud800\n""#,
        r#""\ud800\u0041""#,
        r#""\ud800\u00"#,
        r#""\ud800\udbff""#,
        r#""\udc00""#,
        r#""\ud800\udc00""#,
        r#""\u00e9""#,
    ];
    for text in texts {
        if let Err(why) = agrees_with_serde(text) {
            panic!("{why}");
        }
    }
}

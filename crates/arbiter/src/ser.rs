//! Serde helpers for the rules crate's types, which have no serde support.

use rochade_laws::Color;
use serde::{Deserialize, Deserializer, Serializer};

fn name(c: Color) -> &'static str {
    c.fold("white", "black")
}

fn parse<E: serde::de::Error>(s: &str) -> Result<Color, E> {
    match s {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        // Quoted without `{:?}`, whose escaping the page otherwise lacks.
        other => Err(E::custom(format!(
            "not a colour: {}",
            rochade_laws::quoted(other)
        ))),
    }
}

/// `Color` as `"white"` / `"black"`.
pub(crate) mod color {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(name(*c))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let s = String::deserialize(d)?;
        parse(&s)
    }
}

/// `Option<Color>` as `"white"` / `"black"` / `null`.
pub(crate) mod opt_color {
    use super::*;

    pub(crate) fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(c) => s.serialize_some(name(*c)),
            None => s.serialize_none(),
        }
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        let s = Option::<String>::deserialize(d)?;
        s.map(|s| parse(&s)).transpose()
    }
}

/// `GameResult` as its variant name (`"WhiteWins"` …), as saved before the
/// type moved to the rules crate.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(remote = "rochade_laws::GameResult", rename = "GameResult")]
pub(crate) enum GameResultDef {
    WhiteWins,
    BlackWins,
    Draw,
}

/// The numbers of a saved note, `u64::MAX` standing for none (a time of
/// day or a clock not known): written as `null`, which every JSON reader
/// holds exactly. Read from `null`, from a number, and from the
/// `18446744073709551615` that saves before 2026-12-05 wrote for none,
/// which the browser's `JSON` (the page reads through it) holds as the
/// float 2^64.
pub(crate) mod note_numbers {
    use super::*;
    use serde::de::{Error, Unexpected, Visitor};

    pub(crate) fn serialize<S: Serializer>(n: &[u64], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(n.iter().map(|&v| (v != u64::MAX).then_some(v)))
    }

    pub(crate) fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<u64>, D::Error> {
        Ok(Vec::<Number>::deserialize(d)?
            .into_iter()
            .map(|n| n.0)
            .collect())
    }

    struct Number(u64);

    impl<'de> Deserialize<'de> for Number {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Number, D::Error> {
            d.deserialize_any(NumberVisitor)
        }
    }

    struct NumberVisitor;

    /// `u64::MAX` as a float: 2^64.
    const NONE_AS_FLOAT: f64 = 18_446_744_073_709_551_616.0;

    impl Visitor<'_> for NumberVisitor {
        type Value = Number;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a number of a note, or null")
        }

        fn visit_u64<E: Error>(self, v: u64) -> Result<Number, E> {
            Ok(Number(v))
        }

        fn visit_i64<E: Error>(self, v: i64) -> Result<Number, E> {
            u64::try_from(v)
                .map(Number)
                .map_err(|_| E::invalid_value(Unexpected::Signed(v), &self))
        }

        fn visit_f64<E: Error>(self, v: f64) -> Result<Number, E> {
            if v == NONE_AS_FLOAT {
                Ok(Number(u64::MAX))
            } else {
                Err(E::invalid_value(Unexpected::Float(v), &self))
            }
        }

        fn visit_unit<E: Error>(self) -> Result<Number, E> {
            Ok(Number(u64::MAX))
        }

        fn visit_none<E: Error>(self) -> Result<Number, E> {
            Ok(Number(u64::MAX))
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{GameResult, Outcome, Reason};

    #[test]
    fn an_outcome_is_saved_as_before_the_result_moved_to_the_rules_crate() {
        let o = Outcome::win(rochade_laws::Color::Black, Reason::Resignation);
        let json = serde_json::to_string(&o).unwrap();
        assert_eq!(json, r#"{"result":"BlackWins","reason":"Resignation"}"#);
        let back: Outcome = serde_json::from_str(&json).unwrap();
        assert_eq!(back.result, GameResult::BlackWins);
    }

    #[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
    struct Numbers(#[serde(with = "super::note_numbers")] Vec<u64>);

    #[test]
    fn a_notes_unknown_number_is_written_null_and_read_in_each_form() {
        let n = Numbers(vec![u64::MAX, 908_000, 0]);
        let json = serde_json::to_string(&n).unwrap();
        assert_eq!(json, "[null,908000,0]");
        assert_eq!(serde_json::from_str::<Numbers>(&json).unwrap(), n);
        // As saves before wrote it, and as the browser's JSON reads that.
        let old = "[18446744073709551615,908000,0]";
        assert_eq!(serde_json::from_str::<Numbers>(old).unwrap(), n);
        let float = "[1.8446744073709552e19,908000,0]";
        assert_eq!(serde_json::from_str::<Numbers>(float).unwrap(), n);
        for bad in ["[-1]", "[1.5]", "[1e19]", "[\"1\"]"] {
            assert!(serde_json::from_str::<Numbers>(bad).is_err(), "{bad}");
        }
    }
}

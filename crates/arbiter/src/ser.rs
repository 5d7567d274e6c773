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
}

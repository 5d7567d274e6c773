//! The `Variant` tag: which rules a game was played under.
//!
//! The FIDE Laws describe one game (Art. 1–5) and, since 2018, Chess960
//! (Guidelines III of the 2018 Laws, Guidelines II of 2023). Programs write
//! the rules in a `Variant` tag; its values are not standardised, so the
//! spellings seen in the wild are recognised: lichess writes `Standard`,
//! `From Position`, `Chess960`, `Crazyhouse`, `Antichess`, `Atomic`,
//! `Horde`, `King of the Hill`, `Racing Kings`, `Three-check`; cutechess
//! writes `standard`, `fischerandom`, `crazyhouse`, `giveaway`, `suicide`,
//! `3check`, `kingofthehill`, `atomic`, `horde`, `racingkings`.

use core::fmt;

/// The rules a game's `Variant` tag names.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// Chess as the Laws describe it (Art. 1–5): no tag, `Standard` in any
    /// case, or lichess's `From Position` (a standard game from a set-up
    /// position; the `FEN` tag holds it).
    #[default]
    Standard,
    /// Chess960 (Fischer random chess; 2023 Guidelines II): the same moves
    /// but a shuffled back rank and its own castling rule (II.2).
    Chess960,
    /// Any other game (Crazyhouse, Antichess, Three-check, …, or a name
    /// not known here), with the tag's value as written. Its moves may be
    /// legal chess but its results are not (a third check or a king on the
    /// hill wins), so it must never be read as a game under the Laws.
    Other(String),
}

impl Variant {
    /// The variant a `Variant` tag's value names. Case, spaces, `-` and
    /// `_` do not count (`King of the Hill` = `kingOfTheHill`).
    ///
    /// ```
    /// use rochade_arbiter::pgn::Variant;
    /// assert_eq!(Variant::from_tag("From Position"), Variant::Standard);
    /// assert_eq!(Variant::from_tag("fischerandom"), Variant::Chess960);
    /// assert_eq!(Variant::from_tag("3check"), Variant::Other("3check".into()));
    /// ```
    pub fn from_tag(value: &str) -> Variant {
        let key: String = value
            .chars()
            .filter(|c| !c.is_whitespace() && !matches!(c, '-' | '_'))
            // Every name below is ASCII: no other letter's lower case is one.
            .map(|c| c.to_ascii_lowercase())
            .collect();
        match key.as_str() {
            // An empty tag names no other rules.
            "" | "standard" | "fromposition" | "normal" | "chess" | "orthodox" => Variant::Standard,
            "chess960" | "960" | "fischerandom" | "fischerrandom" | "frc" => Variant::Chess960,
            _ => Variant::Other(value.trim().to_owned()),
        }
    }

    /// Whether a game under these rules can be imported: standard chess
    /// and Chess960 (2023 Guidelines II), not other rules.
    pub fn is_supported(&self) -> bool {
        matches!(self, Variant::Standard | Variant::Chess960)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Variant::Standard => f.write_str("Standard"),
            Variant::Chess960 => f.write_str("Chess960"),
            Variant::Other(name) => f.write_str(name),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Variant;

    #[test]
    fn spellings_in_the_wild() {
        for s in [
            "Standard",
            "standard",
            "STANDARD",
            "From Position",
            "fromPosition",
            "",
        ] {
            assert_eq!(Variant::from_tag(s), Variant::Standard, "{s}");
        }
        for s in [
            "Chess960",
            "chess960",
            "Chess 960",
            "960",
            "Fischerandom",
            "fischerandom",
            "Fischer Random",
        ] {
            assert_eq!(Variant::from_tag(s), Variant::Chess960, "{s}");
        }
        for s in [
            "Crazyhouse",
            "Antichess",
            "Giveaway",
            "Suicide",
            "Three-check",
            "3check",
            "King of the Hill",
            "kingOfTheHill",
            "Atomic",
            "Horde",
            "Racing Kings",
            "Makruk",
            "Standard960x",
        ] {
            assert_eq!(Variant::from_tag(s), Variant::Other(s.into()), "{s}");
            assert!(!Variant::from_tag(s).is_supported());
        }
        assert_eq!(
            Variant::from_tag("  Atomic ").to_string(),
            "Atomic",
            "the name as written, without the padding"
        );
        assert!(Variant::Chess960.is_supported());
        assert!(Variant::Standard.is_supported());
    }
}

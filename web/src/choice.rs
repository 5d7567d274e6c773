//! One way to pick an enum value: every value that a `<select>` offers is
//! listed by its enum, and the option's value attribute is read back by the
//! same table, so a new variant cannot be offered and then not parsed.
//!
//! The values are not words (the wing words the labels): they stay the same
//! in every language, for tests, styles and saved forms.

use rochade_arbiter::{Edition, Mode};
use rochade_laws::Color;

use crate::archive::search::ResultFilter;
use crate::settings::{BoardTheme, Letters, SchemeChoice, Venue};

/// An enum that a `<select>` picks.
pub trait Choice: Copy + PartialEq + 'static {
    /// Every value, in the order offered.
    const ALL: &'static [Self];

    /// The option's value attribute.
    fn value(self) -> &'static str;

    /// The value whose attribute is `value`.
    fn parse(value: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|c| c.value() == value)
    }
}

impl Choice for Color {
    const ALL: &'static [Color] = &[Color::White, Color::Black];

    fn value(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

/// The computer's opponent's colour: a side, or `None` for a random one.
impl Choice for Option<Color> {
    const ALL: &'static [Option<Color>] = &[Some(Color::White), Some(Color::Black), None];

    fn value(self) -> &'static str {
        self.map_or("random", Color::value)
    }
}

impl Choice for Edition {
    const ALL: &'static [Edition] = &[Edition::Fide2023, Edition::Fide2001, Edition::Fide1997];

    fn value(self) -> &'static str {
        match self {
            Edition::Fide1997 => "1997",
            Edition::Fide2001 => "2001",
            Edition::Fide2023 => "2023",
        }
    }
}

impl Choice for Mode {
    const ALL: &'static [Mode] = &[Mode::Casual, Mode::Strict];

    fn value(self) -> &'static str {
        match self {
            Mode::Casual => "casual",
            Mode::Strict => "strict",
        }
    }
}

impl Choice for Venue {
    const ALL: &'static [Venue] = &[Venue::Screen, Venue::Otb];

    fn value(self) -> &'static str {
        match self {
            Venue::Screen => "screen",
            Venue::Otb => "otb",
        }
    }
}

impl Choice for BoardTheme {
    const ALL: &'static [BoardTheme] = &BoardTheme::ALL;

    fn value(self) -> &'static str {
        self.class()
    }
}

impl Choice for Letters {
    const ALL: &'static [Letters] = &Letters::ALL;

    fn value(self) -> &'static str {
        match self {
            Letters::Interface => "Interface",
            Letters::English => "English",
            Letters::Portuguese => "Portuguese",
            Letters::German => "German",
            Letters::French => "French",
            Letters::Dutch => "Dutch",
            Letters::Spanish => "Spanish",
            Letters::Figurines => "Figurines",
        }
    }
}

impl Choice for SchemeChoice {
    const ALL: &'static [SchemeChoice] = &SchemeChoice::ALL;

    fn value(self) -> &'static str {
        match self {
            SchemeChoice::Interface => "Interface",
            SchemeChoice::German => "German",
            SchemeChoice::GermanEnglish => "GermanEnglish",
            SchemeChoice::English => "English",
            SchemeChoice::Portuguese => "Portuguese",
        }
    }
}

/// The rules a new game is played by: standard chess, or Chess960 (2023
/// Guidelines II), which only the 2023 edition has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum GameVariant {
    /// Standard chess (Art. 2.3).
    #[default]
    Standard,
    /// Chess960: one of 960 start positions.
    Chess960,
}

impl Choice for GameVariant {
    const ALL: &'static [GameVariant] = &[GameVariant::Standard, GameVariant::Chess960];

    fn value(self) -> &'static str {
        match self {
            GameVariant::Standard => "standard",
            GameVariant::Chess960 => "chess960",
        }
    }
}

impl Choice for ResultFilter {
    const ALL: &'static [ResultFilter] = &ResultFilter::ALL;

    fn value(self) -> &'static str {
        match self {
            ResultFilter::Any => "any",
            ResultFilter::WhiteWon => "1-0",
            ResultFilter::BlackWon => "0-1",
            ResultFilter::Drawn => "1/2-1/2",
            ResultFilter::Unfinished => "*",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trips<T: Choice + std::fmt::Debug>() {
        for &c in T::ALL {
            assert_eq!(T::parse(c.value()), Some(c), "{c:?}");
        }
        let mut values: Vec<&str> = T::ALL.iter().map(|c| c.value()).collect();
        values.sort_unstable();
        values.dedup();
        assert_eq!(values.len(), T::ALL.len(), "two options share a value");
        assert_eq!(T::parse("no such value"), None);
    }

    #[test]
    fn every_choice_parses_back_from_its_value() {
        round_trips::<Color>();
        round_trips::<Option<Color>>();
        round_trips::<Edition>();
        round_trips::<Mode>();
        round_trips::<BoardTheme>();
        round_trips::<Letters>();
        round_trips::<SchemeChoice>();
        round_trips::<GameVariant>();
        round_trips::<ResultFilter>();
    }
}

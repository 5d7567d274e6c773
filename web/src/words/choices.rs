//! The words of the choices that the selects offer (their values are facts,
//! in [`crate::choice`]).

use rochade_arbiter::{Edition, Mode};
use rochade_laws::Color;

use crate::archive::search::ResultFilter;
use crate::choice::GameVariant;
use crate::settings::{BoardTheme, Letters, SchemeChoice};

use super::i18n::{Lang, Msg, t};

/// A board theme's name.
pub fn theme(lang: Lang, b: BoardTheme) -> &'static str {
    t(
        lang,
        match b {
            BoardTheme::Wood => Msg::ThemeWood,
            BoardTheme::Green => Msg::ThemeGreen,
        },
    )
}

/// A set of piece letters' name.
pub fn letters(lang: Lang, l: Letters) -> &'static str {
    t(
        lang,
        match l {
            Letters::Interface => Msg::LettersInterface,
            Letters::English => Msg::LettersEnglish,
            Letters::Portuguese => Msg::LettersPortuguese,
            Letters::German => Msg::LettersGerman,
            Letters::French => Msg::LettersFrench,
            Letters::Dutch => Msg::LettersDutch,
            Letters::Spanish => Msg::LettersSpanish,
            Letters::Figurines => Msg::Figurines,
        },
    )
}

/// An announcement scheme's name.
pub fn scheme(lang: Lang, s: SchemeChoice) -> &'static str {
    t(
        lang,
        match s {
            SchemeChoice::Interface => Msg::SchemeInterface,
            SchemeChoice::German => Msg::SchemeGerman,
            SchemeChoice::GermanEnglish => Msg::SchemeGermanEnglish,
            SchemeChoice::English => Msg::SchemeEnglish,
            SchemeChoice::Portuguese => Msg::SchemePortuguese,
        },
    )
}

/// A label with its unit: "Sound volume (%)", "Low time (seconds)".
pub fn with_unit(lang: Lang, label: Msg<'static>, unit: &str) -> String {
    format!("{} ({unit})", t(lang, label))
}

/// A voice of the browser in the list: its name and its language tag.
pub fn voice(name: &str, tag: &str) -> String {
    format!("{name} ({tag})")
}

/// An edition of the Laws' name.
pub fn edition(lang: Lang, e: Edition) -> &'static str {
    t(
        lang,
        match e {
            Edition::Fide1997 => Msg::Edition1997,
            Edition::Fide2001 => Msg::Edition2001,
            Edition::Fide2023 => Msg::Edition2023,
        },
    )
}

/// Where the game is played, in words.
pub fn venue(lang: Lang, v: crate::settings::Venue) -> &'static str {
    t(
        lang,
        match v {
            crate::settings::Venue::Screen => Msg::VenueScreen,
            crate::settings::Venue::Otb => Msg::VenueOtb,
        },
    )
}

/// A mode's name.
pub fn mode(lang: Lang, m: Mode) -> &'static str {
    t(
        lang,
        match m {
            Mode::Casual => Msg::Casual,
            Mode::Strict => Msg::Strict,
        },
    )
}

/// A colour to play, or a random one.
pub fn colour_choice(lang: Lang, c: Option<Color>) -> &'static str {
    match c {
        Some(c) => super::names::side(lang, c),
        None => t(lang, Msg::RandomColour),
    }
}

/// A variant's name.
pub fn variant(lang: Lang, v: GameVariant) -> &'static str {
    t(
        lang,
        match v {
            GameVariant::Standard => Msg::VariantStandard,
            GameVariant::Chess960 => Msg::VariantChess960,
        },
    )
}

/// A result to find in the archive.
pub fn result_filter(lang: Lang, r: ResultFilter) -> &'static str {
    t(
        lang,
        match r {
            ResultFilter::Any => Msg::ResultAny,
            ResultFilter::WhiteWon => Msg::ResultWhiteWon,
            ResultFilter::BlackWon => Msg::ResultBlackWon,
            ResultFilter::Drawn => Msg::ResultDrawn,
            ResultFilter::Unfinished => Msg::ResultUnfinished,
        },
    )
}

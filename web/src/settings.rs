//! The player's settings: interface language, notation, announcements,
//! warnings. Saved apart from the games (see [`crate::storage`]).

use rochade_laws::{Notation, NotationStyle, PieceLetters};
use rochade_speech::{Form, Scheme, Settings as SpeechSettings, Spelling};
use serde::{Deserialize, Serialize};

use crate::i18n::Lang;

/// How moves are written on the scoresheet (a view setting: the game stores
/// moves, not text).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Letters {
    /// K Q R B N.
    #[default]
    English,
    /// R D T B C.
    Portuguese,
    /// K D T L S.
    German,
    /// R D T F C.
    French,
    /// K D T L P.
    Dutch,
    /// R D T A C.
    Spanish,
    /// ♔ ♕ ♖ ♗ ♘.
    Figurines,
}

impl Letters {
    /// All choices, in the order the settings list them.
    pub const ALL: [Letters; 7] = [
        Letters::English,
        Letters::Portuguese,
        Letters::German,
        Letters::French,
        Letters::Dutch,
        Letters::Spanish,
        Letters::Figurines,
    ];

    /// The rules crate's letters.
    pub fn letters(self) -> PieceLetters {
        match self {
            Letters::English => PieceLetters::ENGLISH,
            Letters::Portuguese => PieceLetters::PORTUGUESE,
            Letters::German => PieceLetters::GERMAN,
            Letters::French => PieceLetters::FRENCH,
            Letters::Dutch => PieceLetters::DUTCH,
            Letters::Spanish => PieceLetters::SPANISH,
            Letters::Figurines => PieceLetters::FIGURINE,
        }
    }
}

/// Every setting of the app.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Interface language; `None` follows the browser.
    pub lang: Option<Lang>,
    /// FIDE (`0-0`, `d8Q`) or PGN (`O-O`, `d8=Q`) style.
    pub pgn_style: bool,
    /// Piece letters or figurines.
    pub letters: Letters,
    /// Long algebraic (`e2-e4`).
    pub long: bool,
    /// Clock times in the scoresheet.
    pub show_times: bool,
    /// Announcement scheme.
    pub scheme: SchemeChoice,
    /// Speak announcements with the browser's voice.
    pub voice: bool,
    /// Long announcements (from-square to-square).
    pub long_announcements: bool,
    /// The voice chosen by name (`None`: the browser's voice for the text's
    /// language).
    pub voice_name: Option<String>,
    /// Speech rate in percent of normal (50–200).
    pub speech_rate_pct: u32,
    /// Low-time warning threshold, in seconds.
    pub low_time_s: u32,
    /// Further spoken warnings, in seconds (e.g. 10 and 5).
    pub more_warnings_s: Vec<u32>,
    /// Typed moves are read back and played only on confirmation (rule 6
    /// for visually handicapped players: no slip of the tongue).
    pub confirm_typed: bool,
    /// Assistant mode (rule 9 for visually handicapped players): every
    /// move is announced with its number and side, and times are told only
    /// on request (9d), so no time warnings; a flag is still announced (9e).
    pub assistant: bool,
    /// The edition of the Laws chosen for the last new game (the first
    /// default is 2001, the edition this project was built from).
    pub edition: rochade_arbiter::Edition,
}

/// The announcement scheme (mirrors the speech crate's, with serde).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum SchemeChoice {
    /// Anna, Bella … eins, zwei … (the FIDE scheme).
    #[default]
    German,
    /// Anna, Bella … with English numbers.
    GermanEnglish,
    /// English.
    English,
    /// Portuguese.
    Portuguese,
}

impl SchemeChoice {
    /// All choices.
    pub const ALL: [SchemeChoice; 4] = [
        SchemeChoice::German,
        SchemeChoice::GermanEnglish,
        SchemeChoice::English,
        SchemeChoice::Portuguese,
    ];

    fn scheme(self) -> Scheme {
        match self {
            SchemeChoice::German => Scheme::German,
            SchemeChoice::GermanEnglish => Scheme::GermanWithEnglishNumbers,
            SchemeChoice::English => Scheme::English,
            SchemeChoice::Portuguese => Scheme::Portuguese,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: None,
            pgn_style: false,
            letters: Letters::English,
            long: false,
            show_times: false,
            scheme: SchemeChoice::German,
            voice: false,
            long_announcements: false,
            voice_name: None,
            speech_rate_pct: 100,
            low_time_s: 60,
            more_warnings_s: Vec::new(),
            confirm_typed: false,
            assistant: false,
            edition: rochade_arbiter::Edition::Fide2001,
        }
    }
}

impl Settings {
    /// The notation for the scoresheet.
    pub fn notation(&self) -> Notation {
        let base = if self.pgn_style {
            Notation::PGN
        } else {
            Notation::FIDE
        };
        let n = base.letters(self.letters.letters());
        if self.long { n.long() } else { n }
    }

    /// Whether the style is FIDE's (for the settings form).
    pub fn style(&self) -> NotationStyle {
        self.notation().style
    }

    /// The speech crate's settings for announcements and square names.
    pub fn speech(&self) -> SpeechSettings {
        SpeechSettings::new(self.scheme.scheme())
            .with_form(if self.long_announcements {
                Form::Long
            } else {
                Form::Short
            })
            .with_spelling(Spelling::Spoken)
    }

    /// The speech rate as the Web Speech API takes it (1.0 = normal).
    pub fn speech_rate(&self) -> f32 {
        self.speech_rate_pct.clamp(50, 200) as f32 / 100.0
    }

    /// The thresholds at which time warnings are spoken, in milliseconds,
    /// largest first (none in assistant mode): the low-time threshold and the
    /// further warnings.
    pub fn spoken_low_ms(&self) -> Vec<u64> {
        if self.assistant {
            return Vec::new();
        }
        let mut all: Vec<u64> = std::iter::once(self.low_time_s)
            .chain(self.more_warnings_s.iter().copied())
            .filter(|s| *s > 0)
            .map(|s| u64::from(s.min(3600)) * 1000)
            .collect();
        all.sort_unstable_by(|a, b| b.cmp(a));
        all.dedup();
        all
    }

    /// Reads the further warnings from text ("10, 5"); `None` names the
    /// first entry that is not a number of seconds.
    pub fn parse_warnings(text: &str) -> Result<Vec<u32>, String> {
        text.split([',', ' ', ';'])
            .filter(|p| !p.trim().is_empty())
            .map(|p| p.trim().parse::<u32>().map_err(|_| p.trim().to_string()))
            .collect()
    }

    /// The low-time threshold in milliseconds.
    pub fn low_ms(&self) -> u64 {
        u64::from(self.low_time_s) * 1000
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spoken_warnings_largest_first_without_duplicates_or_zero() {
        let s = Settings {
            low_time_s: 60,
            more_warnings_s: vec![10, 0, 60, 30],
            ..Settings::default()
        };
        assert_eq!(s.spoken_low_ms(), vec![60_000, 30_000, 10_000]);
        let assistant = Settings {
            assistant: true,
            ..s
        };
        assert!(assistant.spoken_low_ms().is_empty());
    }

    #[test]
    fn further_warnings_are_read_from_text_or_refused_naming_the_entry() {
        assert_eq!(Settings::parse_warnings("10, 5"), Ok(vec![10, 5]));
        assert_eq!(Settings::parse_warnings(""), Ok(vec![]));
        assert_eq!(Settings::parse_warnings("10, x5"), Err("x5".to_string()));
    }
}

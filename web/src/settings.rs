//! The player's settings: interface language, notation, announcements,
//! warnings. Saved apart from the games (see [`crate::storage`]).

use rochade_clock::TimeControl;
use rochade_laws::{Notation, NotationStyle, PieceLetters};
use rochade_speech::{Form, Scheme, Settings as SpeechSettings, Spelling};

use crate::lang::Lang;

/// How moves are written on the scoresheet (a view setting: the game stores
/// moves, not text).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Letters {
    /// The interface language's (2023 Appendix C.4: each language has its
    /// own letters): K Q R B N in English, R D T B C in Portuguese, K D T
    /// L S in German.
    #[default]
    Interface,
    /// K Q R B N.
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
    pub const ALL: [Letters; 8] = [
        Letters::Interface,
        Letters::English,
        Letters::Portuguese,
        Letters::German,
        Letters::French,
        Letters::Dutch,
        Letters::Spanish,
        Letters::Figurines,
    ];

    /// The rules crate's letters, in an interface in `lang`.
    pub fn letters(self, lang: Lang) -> PieceLetters {
        match self {
            Letters::Interface => match lang {
                Lang::En => PieceLetters::ENGLISH,
                Lang::Pt => PieceLetters::PORTUGUESE,
                Lang::De => PieceLetters::GERMAN,
            },
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

/// Every setting of the app, stored as JSON by serde's derive (variant
/// names, fields in declaration order): a field missing from settings of
/// an earlier version takes its default, an unknown one is ignored.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
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
    /// The edition of the Laws chosen for the last new game; a first visit
    /// offers the Laws in force (the 2023 edition).
    pub edition: rochade_arbiter::Edition,
    /// The time control chosen last in the new-game form; `None` until one
    /// is chosen (the first visit plays rapid 15+10).
    pub last_control: Option<LastControl>,
    /// Show the Braille scoresheet panel.
    pub braille_panel: bool,
    /// Show the arbiter's panel.
    pub arbiter_panel: bool,
    /// Two players face to face at a tablet lying flat: the far player's
    /// clock is turned round.
    pub face_to_face: bool,
    /// Volume of the sounds in percent (0: silent).
    pub volume_pct: u32,
    /// The colours of the board.
    pub board_theme: BoardTheme,
    /// The game is played over a wooden board with this device as clock
    /// and scoresheet (chosen last; see [`Venue`]).
    pub over_the_board: bool,
    /// Which meaning `letters` and `scheme` have: 0 in settings saved
    /// before they could follow the interface language, when English
    /// letters and the FIDE scheme were every first visit's and so no
    /// player's choice; [`WORDS_VERSION`] once written since.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub words_version: u32,
    /// The name the arbiter gave this device at the last game's setup
    /// ("Board 7 tablet"), offered again for the next game here; empty
    /// until one is given, and then not written, so that settings without
    /// it stay as they were.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub device_name: String,
}

/// See [`Settings::words_version`].
pub const WORDS_VERSION: u32 = 1;

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// Where the game is played, as the new-game form offers it (saved as
/// [`Settings::over_the_board`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Venue {
    /// On the screen.
    #[default]
    Screen,
    /// Over the board: the device is the clock and the record.
    Otb,
}

/// The time control chosen last: the form's choice (a preset's id,
/// `"untimed"` or `"custom"`) and the control itself.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct LastControl {
    /// The choice in the form's list.
    pub choice: String,
    /// The control.
    pub control: TimeControl,
}

/// The colours of the board's squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum BoardTheme {
    /// Light and dark wood.
    #[default]
    Wood,
    /// Cream and green, as on club boards.
    Green,
}

impl BoardTheme {
    /// All choices.
    pub const ALL: [BoardTheme; 2] = [BoardTheme::Wood, BoardTheme::Green];

    /// The class the stylesheet colours the board by.
    pub fn class(self) -> &'static str {
        match self {
            BoardTheme::Wood => "theme-wood",
            BoardTheme::Green => "theme-green",
        }
    }
}

/// The announcement scheme (mirrors the speech crate's, with its stored
/// name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum SchemeChoice {
    /// The interface language's words ("e2, white pawn", "Knight f3";
    /// "e2, peão branco"), or the FIDE scheme in assistant mode; in a
    /// German interface the FIDE scheme is the language's own words.
    #[default]
    Interface,
    /// Anna, Bella … eins, zwei … (the FIDE scheme).
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
    pub const ALL: [SchemeChoice; 5] = [
        SchemeChoice::Interface,
        SchemeChoice::German,
        SchemeChoice::GermanEnglish,
        SchemeChoice::English,
        SchemeChoice::Portuguese,
    ];

    fn scheme(self, lang: Lang) -> Scheme {
        match self {
            SchemeChoice::Interface => match lang {
                Lang::En => Scheme::English,
                Lang::Pt => Scheme::Portuguese,
                Lang::De => Scheme::German,
            },
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
            letters: Letters::Interface,
            long: false,
            show_times: false,
            scheme: SchemeChoice::Interface,
            voice: false,
            long_announcements: false,
            voice_name: None,
            speech_rate_pct: 100,
            low_time_s: 60,
            more_warnings_s: Vec::new(),
            confirm_typed: false,
            assistant: false,
            edition: rochade_arbiter::Edition::Fide2023,
            last_control: None,
            braille_panel: false,
            arbiter_panel: false,
            face_to_face: false,
            volume_pct: DEFAULT_VOLUME_PCT,
            board_theme: BoardTheme::Wood,
            over_the_board: false,
            words_version: WORDS_VERSION,
            device_name: String::new(),
        }
    }
}

/// The preset of a first visit: rapid 15+10.
pub const RAPID_15_10: &str = "rapid-15+10";

/// The sounds' volume on a first visit.
pub const DEFAULT_VOLUME_PCT: u32 = 60;

/// The volume the blind player's profile sets: low, because the voice and
/// the screen reader speak at the same moment as the sound, and a loud sound
/// covers the first syllables of the move; not silent, because the sound
/// says at once that a move was played, before the words come.
pub const BLIND_VOLUME_PCT: u32 = 25;

impl Settings {
    /// Whether `next` changes only what a player may change in a game
    /// held by the arbiter's lock: the assistant of a visually handicapped
    /// player over the board and the confirmation it brings (2023 Appendix
    /// D.2.4), the language, the voice and the sounds. Everything else,
    /// the venue, the arbiter's panel and the rules of the next game among
    /// them, needs the PIN.
    pub fn players_may_change(&self, next: &Settings) -> bool {
        let mut same = next.clone();
        same.assistant = self.assistant;
        same.confirm_typed = self.confirm_typed;
        same.lang = self.lang;
        same.voice = self.voice;
        same.voice_name.clone_from(&self.voice_name);
        same.speech_rate_pct = self.speech_rate_pct;
        same.volume_pct = self.volume_pct;
        same == *self
    }

    /// The interface language: the one chosen, or the browser's.
    pub fn shown_lang(&self, browser: Lang) -> Lang {
        self.lang.unwrap_or(browser)
    }

    /// Where games are played.
    pub fn venue(&self) -> Venue {
        if self.over_the_board {
            Venue::Otb
        } else {
            Venue::Screen
        }
    }

    /// Whether the blind player's profile is on: the Braille scoresheet,
    /// confirmation of typed moves and the voice all switched on.
    pub fn blind_profile(&self) -> bool {
        self.braille_panel && self.confirm_typed && self.voice
    }

    /// The piece letters chosen: the interface language's unless a player
    /// chose others (settings of before [`WORDS_VERSION`] with English
    /// letters had not chosen them).
    pub fn letters_choice(&self) -> Letters {
        match self.letters {
            Letters::English if self.words_version < WORDS_VERSION => Letters::Interface,
            l => l,
        }
    }

    /// The move words chosen, as [`Settings::letters_choice`]: settings of
    /// before [`WORDS_VERSION`] with the FIDE scheme had not chosen it,
    /// unless the blind player's profile or the assistant was on.
    pub fn scheme_choice(&self) -> SchemeChoice {
        match self.scheme {
            SchemeChoice::German
                if self.words_version < WORDS_VERSION
                    && !(self.blind_profile() || self.assistant) =>
            {
                SchemeChoice::Interface
            }
            s => s,
        }
    }

    /// Chooses the piece letters.
    pub fn set_letters(&mut self, letters: Letters) {
        self.scheme = self.scheme_choice();
        self.letters = letters;
        self.words_version = WORDS_VERSION;
    }

    /// Chooses the move words.
    pub fn set_scheme(&mut self, scheme: SchemeChoice) {
        self.letters = self.letters_choice();
        self.scheme = scheme;
        self.words_version = WORDS_VERSION;
    }

    /// Switches the blind player's profile on or off in one step. On, it
    /// chooses the FIDE scheme for the move words where they followed the
    /// interface (2023 Appendix D.2.1); off, it gives them back to the
    /// interface language.
    pub fn set_blind_profile(&mut self, on: bool) {
        match (on, self.scheme_choice()) {
            (true, SchemeChoice::Interface) => self.set_scheme(SchemeChoice::German),
            (false, SchemeChoice::German) => self.set_scheme(SchemeChoice::Interface),
            _ => {}
        }
        self.braille_panel = on;
        self.confirm_typed = on;
        self.voice = on;
        self.volume_pct = if on {
            BLIND_VOLUME_PCT.min(self.volume_pct)
        } else {
            DEFAULT_VOLUME_PCT
        };
    }

    /// The control of a new game when none is chosen: the control chosen
    /// last, or rapid 15+10 on a first visit.
    pub fn default_control(&self) -> LastControl {
        self.last_control.clone().unwrap_or_else(|| LastControl {
            choice: RAPID_15_10.to_string(),
            control: rochade_clock::preset(RAPID_15_10)
                .map(|p| p.control)
                .unwrap_or(TimeControl::Untimed),
        })
    }

    /// The notation for the scoresheet, in an interface in `lang`.
    pub fn notation(&self, lang: Lang) -> Notation {
        let base = if self.pgn_style {
            Notation::PGN
        } else {
            Notation::FIDE
        };
        let n = base.letters(self.letters_choice().letters(lang));
        if self.long { n.long() } else { n }
    }

    /// Whether the style is FIDE's (for the settings form).
    pub fn style(&self) -> NotationStyle {
        self.notation(Lang::En).style
    }

    /// The speech crate's settings for announcements and square names, in
    /// an interface in `lang`: the move words chosen; following the
    /// interface, the FIDE scheme in assistant mode (2023 Appendix D.2.1:
    /// the opponent repeats the move in it).
    pub fn speech(&self, lang: Lang) -> SpeechSettings {
        let scheme = match self.scheme_choice() {
            SchemeChoice::Interface if self.assistant => Scheme::German,
            s => s.scheme(lang),
        };
        SpeechSettings::new(scheme)
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
        rochade_speech::sort_short_by(&mut all, |a, b| b.cmp(a));
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
    fn old_settings_load_with_the_new_fields_at_their_defaults() {
        let old: Settings = serde_json::from_str(r#"{"voice":true,"low_time_s":30}"#).unwrap();
        assert!(old.voice);
        assert_eq!(old.low_time_s, 30);
        assert_eq!(old.volume_pct, DEFAULT_VOLUME_PCT);
        assert!(!old.braille_panel && !old.arbiter_panel && !old.face_to_face);
        assert_eq!(old.default_control().choice, RAPID_15_10);
        assert!(old.default_control().control.is_timed());
    }

    #[test]
    fn the_blind_profile_switches_its_settings_in_one_step() {
        let mut s = Settings::default();
        assert!(!s.blind_profile());
        s.set_blind_profile(true);
        assert!(s.blind_profile() && s.braille_panel && s.confirm_typed && s.voice);
        assert_eq!(s.volume_pct, BLIND_VOLUME_PCT);
        s.set_blind_profile(false);
        assert!(!s.blind_profile() && !s.voice);
    }

    #[test]
    fn further_warnings_are_read_from_text_or_refused_naming_the_entry() {
        assert_eq!(Settings::parse_warnings("10, 5"), Ok(vec![10, 5]));
        assert_eq!(Settings::parse_warnings(""), Ok(vec![]));
        assert_eq!(Settings::parse_warnings("10, x5"), Err("x5".to_string()));
    }
}

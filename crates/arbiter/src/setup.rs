//! The game's setup: players, event, time control, the edition of the Laws
//! and the play settings.

use rochade_clock::{GameType, TimeControl};
use rochade_laws::{CastlingMode, Color, FenError, Position, StartPosition};

pub use rochade_laws::Edition;

/// The serde default of a saved setup without an edition: it was written
/// when the 2001 edition was the default ([`Edition::LEGACY`]).
fn legacy_edition() -> Edition {
    Edition::LEGACY
}

/// The edition a game read from a PGN file without a `Laws` tag is
/// read under: the nearest edition implemented for its `Date` (PGN's
/// `YYYY.MM.DD`, `??` for an unknown part; `-` and `/` are read as
/// `.` too).
///
/// * 2023 from 1 July 2014: fivefold repetition and 75 moves have ended
///   games by themselves since the 2014 Laws (2014 Art. 9.6, 2023
///   Art. 9.6.1, 9.6.2), and the 2023 edition is the one implemented
///   that does so; also 2023 when the date or its year is missing;
/// * 2001 from 1 July 2001 (71st FIDE Congress, Istanbul);
/// * 1997 before that (and for any earlier year).
///
/// A known year with an unknown (or impossible) month or day counts as
/// 1 July of that year.
///
/// Games Rochade stored itself (saves, archive entries) keep the edition
/// they were stored with instead: see
/// [`TimedGame::from_stored_pgn_game`](crate::TimedGame::from_stored_pgn_game).
///
/// ```
/// use rochade_arbiter::{Edition, edition_for_pgn_date};
/// assert_eq!(edition_for_pgn_date(Some("2024.03.09")), Edition::Fide2023);
/// assert_eq!(edition_for_pgn_date(Some("2014.06.30")), Edition::Fide2001);
/// assert_eq!(edition_for_pgn_date(Some("2014.??.??")), Edition::Fide2023);
/// assert_eq!(edition_for_pgn_date(Some("1999.10.02")), Edition::Fide1997);
/// assert_eq!(edition_for_pgn_date(Some("????.??.??")), Edition::Fide2023);
/// assert_eq!(edition_for_pgn_date(None), Edition::Fide2023);
/// ```
pub fn edition_for_pgn_date(date: Option<&str>) -> Edition {
    let mut parts = date.unwrap_or("").trim().split(['.', '-', '/']);
    let number = |p: Option<&str>, digits: usize| {
        p.filter(|p| p.len() == digits && p.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|p| p.parse::<u32>().ok())
    };
    let Some(year) = number(parts.next(), 4) else {
        return Edition::Fide2023;
    };
    let month = number(parts.next(), 2).filter(|m| (1..=12).contains(m));
    let day = number(parts.next(), 2).filter(|d| (1..=31).contains(d));
    let day = match (month, day) {
        (Some(m), Some(d)) => (year, m, d),
        _ => (year, 7, 1),
    };
    if day >= (2014, 7, 1) {
        Edition::Fide2023
    } else if day >= (2001, 7, 1) {
        Edition::Fide2001
    } else {
        Edition::Fide1997
    }
}

/// How strictly the Laws are applied.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Mode {
    /// A friendly game: take-backs are allowed, flags are observed by the
    /// program.
    #[default]
    Casual,
    /// A competition game: no take-backs; in rapidplay and blitz a flag
    /// counts only when claimed (Appendix B6, C2).
    Strict,
}

/// Limits on repeated draw offers (Art. 12.5: "It is forbidden to distract
/// or annoy the opponent in any manner whatsoever; this includes the
/// persistent offer of a draw").
///
/// ```
/// use rochade_arbiter::OfferLimit;
/// let l = OfferLimit::default();
/// assert_eq!((l.max_per_player, l.moves_between), (None, 0));
/// ```
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub struct OfferLimit {
    /// At most this many offers per player in the game (`None`: no limit).
    pub max_per_player: Option<u32>,
    /// A player must make at least this many moves after a declined offer
    /// before offering again (0: no wait).
    pub moves_between: u32,
}

/// Everything fixed before the game starts.
///
/// ```
/// use rochade_arbiter::{Edition, GameSetup, Mode};
/// let setup = GameSetup::new("Anna", "Bella").with_time_control("300+3".parse().unwrap());
/// assert_eq!(setup.edition, Edition::Fide2023);
/// assert_eq!(setup.mode, Mode::Casual);
/// assert_eq!(setup.time_control.to_string(), "300+3");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct GameSetup {
    /// The player of the white pieces.
    pub white: String,
    /// The player of the black pieces.
    pub black: String,
    /// Name of the tournament or match.
    pub event: String,
    /// Where the game is played.
    pub site: String,
    /// Date as `YYYY.MM.DD` (PGN style; `?` for unknown parts).
    pub date: String,
    /// Round (PGN `Round`), `-` if not applicable.
    pub round: String,
    /// The time control; [`TimeControl::Untimed`] plays without a clock.
    pub time_control: TimeControl,
    /// The edition of the Laws. Always written; a saved setup without it
    /// was written when the 2001 edition was the default, and reads as
    /// 2001 ([`Edition::LEGACY`]).
    #[serde(default = "legacy_edition")]
    pub edition: Edition,
    /// Casual or strict.
    pub mode: Mode,
    /// Apply Appendix C4 in blitz games: to win (also on time) a player
    /// must have "mating potential".
    pub blitz_mating_potential_rule: bool,
    /// Limits on repeated draw offers (Art. 12.5).
    pub offer_limit: OfferLimit,
    /// The event's rule on draw agreements (2023 Art. 9.1.1); the older
    /// editions ignore it.
    #[serde(skip_serializing_if = "crate::setup::is_allowed")]
    pub draw_agreement: crate::DrawAgreement,
    /// The event has announced the use of the 2023 Guidelines III (games
    /// without increment, quickplay finishes): "shall only be used at an
    /// event if their use has been announced beforehand" (2023 III.2.1).
    /// Only for the 2023 edition, where Guidelines III replace the 2001
    /// Art. 10.2; the older editions ignore it.
    pub guidelines_iii: bool,
    /// The event's default time in milliseconds after the start (2023 Art.
    /// 6.7.1: "The regulations of an event shall specify a default time in
    /// advance"); `None`: not specified, which [`GameSetup::default_time`]
    /// reads in the edition.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_time_ms: Option<u64>,
    /// The starting position as FEN, if not the standard one.
    pub fen: Option<String>,
    /// A game of Chess960 (2023 Guidelines II): `fen` is read with its
    /// castling rule (X-FEN or Shredder-FEN), and the game is played under
    /// the 2023 edition, the first to include Chess960, whatever `edition` says.
    #[serde(skip_serializing_if = "core::ops::Not::not")]
    pub chess960: bool,
    /// Further PGN tags (e.g. `WhiteElo`, `ECO`), kept for export.
    pub tags: Vec<(String, String)>,
    /// The side a computer program plays, if any (PGN `WhiteType` or
    /// `BlackType` "program"). Its moves are events like a person's: the
    /// Laws do not tell the players apart.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub computer: Option<Computer>,
    /// The arbiter's lock of an event game ([`ArbiterLock`](crate::ArbiterLock)):
    /// the arbiter's actions need its PIN, the computer and help with
    /// moves are off (2023 Art. 11.3.1), and the game keeps a log.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arbiter_lock: Option<crate::ArbiterLock>,
    /// The name the arbiter gave the device at setup ("Board 7 tablet"),
    /// PGN `Device`; empty if none. The e-scoresheet drafts FIDE has seen
    /// ask for the device's identity beside the log of what its user
    /// does. Not written when empty, so that a save without it stays as
    /// it was.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub device: String,
}

/// A side played by Rochade's own engine.
///
/// ```
/// use rochade_arbiter::Computer;
/// use rochade_laws::Color;
/// let c = Computer { side: Color::Black, level: 5 };
/// assert_eq!(c.name(), "Rochade level 5");
/// assert_eq!(Computer::from_name(Color::Black, "Rochade level 5"), Some(c));
/// assert_eq!(Computer::from_name(Color::Black, "Rochade level 9"), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Computer {
    /// The side it plays.
    #[serde(with = "crate::ser::color")]
    pub side: Color,
    /// Its level, 1 (beginner) to 8 (full strength).
    pub level: u8,
}

impl Computer {
    /// The strongest level.
    pub const MAX_LEVEL: u8 = 8;

    /// The name written on the scoresheet and in PGN; not translated, so
    /// that a PGN file names the same program in every language.
    pub fn name(&self) -> String {
        format!("Rochade level {}", self.level)
    }

    /// The computer named `name` (as [`Computer::name`] writes it) playing
    /// `side`, for a PGN file whose `WhiteType` or `BlackType` is
    /// "program".
    pub fn from_name(side: Color, name: &str) -> Option<Computer> {
        let level: u8 = name.strip_prefix("Rochade level ")?.parse().ok()?;
        (1..=Computer::MAX_LEVEL)
            .contains(&level)
            .then_some(Computer { side, level })
    }
}

impl Default for GameSetup {
    fn default() -> GameSetup {
        GameSetup {
            white: "?".into(),
            black: "?".into(),
            event: "?".into(),
            site: "?".into(),
            date: "????.??.??".into(),
            round: "-".into(),
            time_control: TimeControl::Untimed,
            edition: Edition::default(),
            mode: Mode::default(),
            blitz_mating_potential_rule: true,
            offer_limit: OfferLimit::default(),
            draw_agreement: crate::DrawAgreement::Allowed,
            guidelines_iii: false,
            default_time_ms: None,
            fen: None,
            chess960: false,
            tags: Vec::new(),
            computer: None,
            arbiter_lock: None,
            device: String::new(),
        }
    }
}

impl GameSetup {
    /// A casual, untimed game between two players under the Laws in force
    /// (2023).
    pub fn new(white: impl Into<String>, black: impl Into<String>) -> GameSetup {
        GameSetup {
            white: white.into(),
            black: black.into(),
            ..GameSetup::default()
        }
    }

    /// The same setup with another time control.
    #[must_use]
    pub fn with_time_control(mut self, time_control: TimeControl) -> GameSetup {
        self.time_control = time_control;
        self
    }

    /// The same setup with another edition of the Laws.
    #[must_use]
    pub fn with_edition(mut self, edition: Edition) -> GameSetup {
        self.edition = edition;
        self
    }

    /// The same setup in another mode.
    #[must_use]
    pub fn with_mode(mut self, mode: Mode) -> GameSetup {
        self.mode = mode;
        self
    }

    /// The same setup starting from a FEN position.
    #[must_use]
    pub fn with_fen(mut self, fen: impl Into<String>) -> GameSetup {
        self.fen = Some(fen.into());
        self
    }

    /// The same setup as a Chess960 game from start position `start`
    /// (2023 Guidelines II), under the 2023 edition of the Laws.
    ///
    /// ```
    /// use rochade_arbiter::{Edition, TimedGame, GameSetup};
    /// use rochade_laws::StartPosition;
    /// let setup = GameSetup::new("A", "B").with_chess960(StartPosition::new(3).unwrap());
    /// assert_eq!(setup.edition, Edition::Fide2023);
    /// let game = TimedGame::new(setup).unwrap();
    /// assert!(game.position().is_chess960());
    /// assert_eq!(game.position().to_fen(), "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1");
    /// ```
    #[must_use]
    pub fn with_chess960(mut self, start: StartPosition) -> GameSetup {
        self.fen = Some(start.position().to_fen());
        self.chess960 = true;
        self.edition = Edition::Fide2023;
        self
    }

    /// Whether the arbiter's lock guards the game ([`GameSetup::arbiter_lock`]).
    pub fn is_locked(&self) -> bool {
        self.arbiter_lock.is_some()
    }

    /// The starting position: the FEN (read with Chess960 castling in a
    /// Chess960 game), else the initial position (Art. 2.3; start position
    /// 518 in Chess960).
    ///
    /// # Errors
    ///
    /// The FEN's error.
    pub fn start_position(&self) -> Result<Position, FenError> {
        let mode = if self.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        match (&self.fen, self.chess960) {
            (Some(fen), _) => Position::from_fen_in(fen, mode),
            (None, false) => Ok(Position::new()),
            (None, true) => Ok(StartPosition::STANDARD.position()),
        }
    }

    /// The game type (Appendices B1, C1; 2023 A.1, B.1: base time plus 60
    /// times the increment, rapid above 10 and below 60 minutes, blitz at
    /// 10 minutes or less), `None` for an unknown control.
    ///
    /// ```
    /// use rochade_arbiter::{Edition, GameSetup};
    /// use rochade_clock::GameType;
    /// let s = GameSetup::new("Anna", "Bella")
    ///     .with_edition(Edition::Fide2001)
    ///     .with_time_control("720".parse().unwrap());
    /// assert_eq!(s.game_type(), Some(GameType::Blitz));
    /// assert_eq!(s.with_edition(Edition::Fide2023).game_type(), Some(GameType::Rapidplay));
    /// ```
    pub fn game_type(&self) -> Option<GameType> {
        match self.edition {
            Edition::Fide1997 | Edition::Fide2001 => self.time_control.game_type(),
            Edition::Fide2023 => self.time_control.game_type_fide2023(),
        }
    }

    /// Whether a flag counts only once a player claims it: strict rapidplay
    /// and blitz games (Appendix B6: "The flag is considered to have fallen
    /// when a valid claim to that effect has been made by a player. The
    /// arbiter shall refrain from signalling a flag fall"; C2). Otherwise
    /// the program observes flags itself (Art. 6.8). Never under the 2023
    /// Laws: the program is the arbiter, who "shall also call a flag fall,
    /// if he observes it" (2023 A.5.5; 2023 Art. 6.8).
    pub fn flag_needs_claim(&self) -> bool {
        self.edition != Edition::Fide2023
            && self.mode == Mode::Strict
            && matches!(
                self.game_type(),
                Some(GameType::Rapidplay | GameType::Blitz)
            )
    }

    /// The default time in milliseconds after the start: the event's, or
    /// if it specified none, zero under the 2023 Laws (Art. 6.7.1: "If the
    /// default time is not specified, then it is zero") and one hour under
    /// the 1997 and 2001 Laws (Art. 6.6: "more than one hour after the
    /// scheduled start of the session (unless the rules of the competition
    /// specify [...] otherwise)").
    ///
    /// ```
    /// use rochade_arbiter::{Edition, GameSetup};
    /// let s = GameSetup::new("Anna", "Bella");
    /// assert_eq!(s.default_time(), 0);
    /// assert_eq!(s.clone().with_edition(Edition::Fide2001).default_time(), 3_600_000);
    /// let mut t = s;
    /// t.default_time_ms = Some(1_800_000);
    /// assert_eq!(t.default_time(), 1_800_000);
    /// ```
    pub fn default_time(&self) -> u64 {
        self.default_time_ms.unwrap_or(match self.edition {
            Edition::Fide2023 => 0,
            Edition::Fide1997 | Edition::Fide2001 => 3_600_000,
        })
    }

    /// Whether the Appendix C4 mating-potential rule applies. Not under the
    /// 2023 Laws, whose blitz appendix has no such rule: a flag fall is
    /// decided by 2023 Art. 6.9 alone.
    pub fn mating_potential_applies(&self) -> bool {
        self.edition != Edition::Fide2023
            && self.blitz_mating_potential_rule
            && self.game_type() == Some(GameType::Blitz)
    }
}

fn is_allowed(rule: &crate::DrawAgreement) -> bool {
    *rule == crate::DrawAgreement::Allowed
}

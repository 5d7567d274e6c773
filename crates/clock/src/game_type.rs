//! Standard, rapidplay or blitz: the classification of Appendices B1 and C1.

use core::fmt;

use crate::TimeControl;

/// The number of moves over which per-move time is counted when
/// classifying a control (FIDE's later convention: "the time allotted plus
/// 60 times any increment").
pub const GAME_TYPE_MOVES: u32 = 60;

/// 15 minutes: the lower limit of rapidplay (Appendix B1), below which a
/// game is blitz (Appendix C1).
pub const BLITZ_BELOW_MS: u64 = 15 * 60_000;

/// 60 minutes: the upper limit of rapidplay (Appendix B1).
pub const RAPIDPLAY_UP_TO_MS: u64 = 60 * 60_000;

/// 10 minutes: under the 2023 Laws the upper limit of blitz, at or below
/// which a game is blitz (2023 B.1) and above which it may be rapid (2023
/// A.1).
pub const FIDE2023_BLITZ_UP_TO_MS: u64 = 10 * 60_000;

/// 60 minutes: under the 2023 Laws a rapid game has less than this (2023
/// A.1); at 60 minutes or more the game is a standard game.
pub const FIDE2023_RAPID_BELOW_MS: u64 = 60 * 60_000;

/// Which set of Laws governs a game, by its time control.
///
/// * Appendix B1: "A 'rapidplay game' is one where all the moves must be
///   made in a fixed time between 15 to 60 minutes."
/// * Appendix C1: "A 'blitz game' is one where all the moves must be made
///   in a fixed time less than 15 minutes."
/// * Otherwise the game is a standard game under the full Laws.
///
/// The Laws of 1997 and 2001 speak only of a "fixed time". For controls
/// with per-move time or several periods this crate uses the time a player
/// has for a 60-move game, [`TimeControl::nominal_ms`]`(60)`: every base
/// time received before move 60 plus 60 times the per-move time (increment,
/// delay or Bronstein), the convention FIDE later wrote into the Laws.
/// "Between 15 to 60 minutes" is read inclusively at both ends: exactly 15
/// minutes is rapidplay, exactly 60 minutes is still rapidplay.
///
/// ```
/// use rochade_clock::{GameType, TimeControl};
/// let t = |s: &str| s.parse::<TimeControl>().unwrap().game_type();
/// assert_eq!(t("180+2"), Some(GameType::Blitz));      // 3 + 60 × 2 s = 5 min
/// assert_eq!(t("900+10"), Some(GameType::Rapidplay)); // 15 + 10 = 25 min
/// assert_eq!(t("3600"), Some(GameType::Rapidplay));
/// assert_eq!(t("3600+1"), Some(GameType::Standard));   // 61 min
/// assert_eq!(t("40/5400+30:1800+30"), Some(GameType::Standard));
/// assert_eq!(t("?"), None);
/// ```
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum GameType {
    /// The full Laws of Chess.
    Standard,
    /// Appendix B: 15 to 60 minutes.
    Rapidplay,
    /// Appendix C: under 15 minutes.
    Blitz,
}

impl GameType {
    /// The type of a game in which each player has `ms` in all.
    #[must_use]
    pub const fn from_total_ms(ms: u64) -> GameType {
        if ms < BLITZ_BELOW_MS {
            GameType::Blitz
        } else if ms <= RAPIDPLAY_UP_TO_MS {
            GameType::Rapidplay
        } else {
            GameType::Standard
        }
    }

    /// The type of a game in which each player has `ms` in all, under the
    /// Laws in force since 2023:
    ///
    /// * 2023 A.1: "A 'Rapid chess' game is one where either all the moves
    ///   must be completed in a fixed time of more than 10 minutes but less
    ///   than 60 minutes for each player; or the time allotted plus 60 times
    ///   any increment is of more than 10 minutes but less than 60 minutes
    ///   for each player."
    /// * 2023 B.1: "A 'blitz' game is one where all the moves must be
    ///   completed in a fixed time of 10 minutes or less for each player; or
    ///   the allotted time plus 60 times any increment is 10 minutes or
    ///   less."
    ///
    /// ```
    /// use rochade_clock::GameType;
    /// let m = |min: u64| min * 60_000;
    /// assert_eq!(GameType::from_total_ms_fide2023(m(10)), GameType::Blitz);
    /// assert_eq!(GameType::from_total_ms_fide2023(m(10) + 1), GameType::Rapidplay);
    /// assert_eq!(GameType::from_total_ms_fide2023(m(60) - 1), GameType::Rapidplay);
    /// assert_eq!(GameType::from_total_ms_fide2023(m(60)), GameType::Standard);
    /// ```
    #[must_use]
    pub const fn from_total_ms_fide2023(ms: u64) -> GameType {
        if ms <= FIDE2023_BLITZ_UP_TO_MS {
            GameType::Blitz
        } else if ms < FIDE2023_RAPID_BELOW_MS {
            GameType::Rapidplay
        } else {
            GameType::Standard
        }
    }

    /// The appendix of the Laws for this type, if any.
    #[must_use]
    pub const fn appendix(self) -> Option<char> {
        match self {
            GameType::Standard => None,
            GameType::Rapidplay => Some('B'),
            GameType::Blitz => Some('C'),
        }
    }
}

impl fmt::Display for GameType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameType::Standard => "standard",
            GameType::Rapidplay => "rapidplay",
            GameType::Blitz => "blitz",
        })
    }
}

impl TimeControl {
    /// The game type under Appendices B1/C1 (see [`GameType`]). `None` for
    /// an unknown control (`?`); an untimed game (`-`) is standard.
    #[must_use]
    pub fn game_type(&self) -> Option<GameType> {
        match self {
            TimeControl::Unknown => None,
            TimeControl::Untimed => Some(GameType::Standard),
            _ => Some(GameType::from_total_ms(self.nominal_ms(GAME_TYPE_MOVES))),
        }
    }

    /// The game type under the Laws in force since 2023 (2023 A.1, B.1:
    /// the allotted time plus 60 times any increment; see
    /// [`GameType::from_total_ms_fide2023`]). `None` for an unknown control
    /// (`?`); an untimed game (`-`) is standard.
    ///
    /// ```
    /// use rochade_clock::{GameType, TimeControl};
    /// let t = |s: &str| s.parse::<TimeControl>().unwrap().game_type_fide2023();
    /// assert_eq!(t("600"), Some(GameType::Blitz));       // 10 min: blitz (B.1)
    /// assert_eq!(t("600+1"), Some(GameType::Rapidplay)); // 11 min (A.1)
    /// assert_eq!(t("900"), Some(GameType::Rapidplay));   // 2001: rapidplay too
    /// assert_eq!(t("780+2"), Some(GameType::Rapidplay)); // 13 + 2 = 15 min; 2001: rapidplay
    /// assert_eq!(t("720"), Some(GameType::Rapidplay));   // 12 min; 2001: blitz
    /// assert_eq!(t("3600"), Some(GameType::Standard));   // 60 min; 2001: rapidplay
    /// assert_eq!(t("-"), Some(GameType::Standard));
    /// assert_eq!(t("?"), None);
    /// ```
    #[must_use]
    pub fn game_type_fide2023(&self) -> Option<GameType> {
        match self {
            TimeControl::Unknown => None,
            TimeControl::Untimed => Some(GameType::Standard),
            _ => Some(GameType::from_total_ms_fide2023(
                self.nominal_ms(GAME_TYPE_MOVES),
            )),
        }
    }
}

//! Who won a finished game (Art. 5; the score of Art. 11.1).

use core::fmt;

use crate::Color;

/// Who won a finished game: Art. 5.1 ends it with a win, Art. 5.2 with a
/// draw. Why it ended is the arbiter's business (its `Outcome` pairs this
/// with a reason); the rules and the speech crate only need the winner.
///
/// ```
/// use rochade_laws::{Color, GameResult};
/// assert_eq!(GameResult::Draw.to_string(), "1/2-1/2");
/// assert_eq!(GameResult::Draw.scoresheet(), "½-½");
/// assert_eq!(GameResult::win(Color::Black).to_string(), "0-1");
/// assert_eq!(GameResult::WhiteWins.half_points(Color::White), 2);
/// assert_eq!("1-0".parse::<GameResult>(), Ok(GameResult::WhiteWins));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// 1–0.
    WhiteWins,
    /// 0–1.
    BlackWins,
    /// ½–½.
    Draw,
}

impl GameResult {
    /// A win for `color`.
    pub fn win(color: Color) -> GameResult {
        color.fold(GameResult::WhiteWins, GameResult::BlackWins)
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }

    /// `color`'s score in half points (2, 1 or 0): Art. 11.1, "A player
    /// who wins his game scores one point (1), a player who loses his game
    /// scores no points (0) and a player who draws his game scores a half
    /// point (½)".
    pub fn half_points(self, color: Color) -> u8 {
        match self.winner() {
            Some(w) if w == color => 2,
            Some(_) => 0,
            None => 1,
        }
    }

    /// The PGN result token: `1-0`, `0-1`, `1/2-1/2`.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// As written on a scoresheet (Art. 8.1): `1-0`, `0-1`, `½-½`.
    pub fn scoresheet(self) -> &'static str {
        match self {
            GameResult::Draw => "½-½",
            r => r.pgn(),
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pgn())
    }
}

impl core::str::FromStr for GameResult {
    type Err = ();
    fn from_str(s: &str) -> Result<GameResult, ()> {
        match s.trim() {
            "1-0" => Ok(GameResult::WhiteWins),
            "0-1" => Ok(GameResult::BlackWins),
            "1/2-1/2" | "½-½" | "=" => Ok(GameResult::Draw),
            _ => Err(()),
        }
    }
}

//! The two sides of the chess clock.

use core::fmt;
use core::ops::Not;

use rochade_laws::Color;

/// One of the two time displays of a chess clock (Art. 6.1): the clock of
/// the player with the white pieces or of the player with the black pieces.
///
/// A clock's side is not a colour of the rules crate: Art. 6 speaks of
/// "the player" and his clock, and the clock needs serde, which the rules
/// crate does without. The two convert with `From`, written once here.
///
/// ```
/// use rochade_clock::Side;
/// assert_eq!(!Side::White, Side::Black);
/// assert_eq!(Side::Black.other(), Side::White);
/// assert_eq!(Side::White.to_string(), "White");
/// ```
///
/// ```
/// use rochade_clock::Side;
/// use rochade_laws::Color;
/// assert_eq!(Side::from(Color::Black), Side::Black);
/// assert_eq!(Color::from(Side::White), Color::White);
/// ```
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Side {
    /// The player with the white pieces, whose clock is started first
    /// (Art. 6.5).
    White,
    /// The player with the black pieces.
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const ALL: [Side; 2] = [Side::White, Side::Black];

    /// The opponent.
    #[must_use]
    pub const fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// `0` for White, `1` for Black.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Side::White => 0,
            Side::Black => 1,
        }
    }

    /// Whether this is White.
    #[must_use]
    pub const fn is_white(self) -> bool {
        matches!(self, Side::White)
    }
}

impl Not for Side {
    type Output = Side;

    fn not(self) -> Side {
        self.other()
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::White => "White",
            Side::Black => "Black",
        })
    }
}

/// The clock of the player with the pieces of colour `color`.
impl From<Color> for Side {
    fn from(color: Color) -> Side {
        match color {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

/// The colour of the pieces of the player whose clock is `side`.
impl From<Side> for Color {
    fn from(side: Side) -> Color {
        match side {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

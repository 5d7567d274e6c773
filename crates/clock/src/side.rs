//! The two sides of the chess clock.

use core::fmt;
use core::ops::Not;

use serde::{Deserialize, Serialize};

/// One of the two time displays of a chess clock (Art. 6.1): the clock of
/// the player with the white pieces or of the player with the black pieces.
///
/// The clock crate is independent of the rules crate and so defines its own
/// side type.
///
/// ```
/// use rochade_clock::Side;
/// assert_eq!(!Side::White, Side::Black);
/// assert_eq!(Side::Black.other(), Side::White);
/// assert_eq!(Side::White.to_string(), "White");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
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

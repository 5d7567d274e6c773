//! The six kinds of piece (Art. 2.2) and a coloured piece.

use core::fmt;

use crate::Color;

/// A kind of piece (Art. 2.2), independent of colour.
///
/// ```
/// use rochade_laws::Role;
/// assert_eq!(Role::Knight.char(), 'n');
/// assert_eq!(Role::from_char('Q'), Some(Role::Queen));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Pawn (Art. 3.7).
    Pawn = 0,
    /// Knight (Art. 3.6).
    Knight = 1,
    /// Bishop (Art. 3.2).
    Bishop = 2,
    /// Rook (Art. 3.3).
    Rook = 3,
    /// Queen (Art. 3.4).
    Queen = 4,
    /// King (Art. 3.8).
    King = 5,
}

impl Role {
    /// All roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The pieces a pawn may be promoted to (Art. 3.7.e), queen first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// Lower-case English letter as in FEN and UCI: `p n b r q k`.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// Upper-case English letter (Appendix E.1): `P N B R Q K`.
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// Parses an English letter in either case.
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// Index 0..6 in the order of [`Role::ALL`].
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Gives this role a colour.
    #[inline]
    pub const fn of(self, color: Color) -> Piece {
        Piece { color, role: self }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        })
    }
}

/// A piece of a given colour (Art. 2.2).
///
/// ```
/// use rochade_laws::{Color, Piece, Role};
/// let p = Piece::from_char('N').unwrap();
/// assert_eq!(p, Piece { color: Color::White, role: Role::Knight });
/// assert_eq!(p.char(), 'N');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    /// The side the piece belongs to.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// FEN letter: upper case for White, lower case for Black.
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }

    /// Parses a FEN letter.
    pub const fn from_char(c: char) -> Option<Piece> {
        match Role::from_char(c) {
            Some(role) => Some(Piece {
                color: Color::from_white(c.is_ascii_uppercase()),
                role,
            }),
            None => None,
        }
    }

    /// The chess figurine (U+2654..U+265F) for this piece.
    pub const fn figurine(self) -> char {
        match (self.color, self.role) {
            (Color::White, Role::King) => '♔',
            (Color::White, Role::Queen) => '♕',
            (Color::White, Role::Rook) => '♖',
            (Color::White, Role::Bishop) => '♗',
            (Color::White, Role::Knight) => '♘',
            (Color::White, Role::Pawn) => '♙',
            (Color::Black, Role::King) => '♚',
            (Color::Black, Role::Queen) => '♛',
            (Color::Black, Role::Rook) => '♜',
            (Color::Black, Role::Bishop) => '♝',
            (Color::Black, Role::Knight) => '♞',
            (Color::Black, Role::Pawn) => '♟',
        }
    }

    /// Parses a figurine of either colour.
    pub const fn from_figurine(c: char) -> Option<Piece> {
        let (color, role) = match c {
            '♔' => (Color::White, Role::King),
            '♕' => (Color::White, Role::Queen),
            '♖' => (Color::White, Role::Rook),
            '♗' => (Color::White, Role::Bishop),
            '♘' => (Color::White, Role::Knight),
            '♙' => (Color::White, Role::Pawn),
            '♚' => (Color::Black, Role::King),
            '♛' => (Color::Black, Role::Queen),
            '♜' => (Color::Black, Role::Rook),
            '♝' => (Color::Black, Role::Bishop),
            '♞' => (Color::Black, Role::Knight),
            '♟' => (Color::Black, Role::Pawn),
            _ => return None,
        };
        Some(Piece { color, role })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

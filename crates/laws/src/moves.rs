//! Moves (Art. 3): normal moves, en passant captures and castling.

use core::fmt;

use crate::{CastlingSide, Color, Role, Square};

/// A move of the side to move (Art. 3).
///
/// Castling is stored with the king's and the rook's start squares; use
/// [`Move::to`] for the king's destination and [`Move::castling_side`] for the side.
///
/// ```
/// use rochade_laws::{Move, Role, Square};
/// let m = Move::Normal { role: Role::Pawn, from: Square::E7, capture: Some(Role::Rook), to: Square::D8, promotion: Some(Role::Queen) };
/// assert_eq!((m.from(), m.to()), (Square::E7, Square::D8));
/// assert_eq!(m.role(), Role::Pawn);
/// assert_eq!(m.capture(), Some(Role::Rook));
/// assert_eq!(m.promotion(), Some(Role::Queen));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// Any move that is neither en passant nor castling, including
    /// captures (Art. 3.1) and promotions (Art. 3.7.e).
    Normal {
        /// The piece that moves (a pawn for promotions).
        role: Role,
        /// Start square.
        from: Square,
        /// The captured piece, if any.
        capture: Option<Role>,
        /// Destination square.
        to: Square,
        /// The new piece for a promotion.
        promotion: Option<Role>,
    },
    /// An en passant capture (Art. 3.7.d): the captured pawn is not on `to`.
    EnPassant {
        /// Start square of the capturing pawn.
        from: Square,
        /// The square the capturing pawn moves to.
        to: Square,
    },
    /// Castling (Art. 3.8.a.ii).
    Castle {
        /// The king's start square.
        king: Square,
        /// The rook's start square.
        rook: Square,
    },
}

impl Move {
    /// The piece that moves (the king for castling).
    #[inline]
    pub const fn role(&self) -> Role {
        match *self {
            Move::Normal { role, .. } => role,
            Move::EnPassant { .. } => Role::Pawn,
            Move::Castle { .. } => Role::King,
        }
    }

    /// Start square (the king's for castling).
    #[inline]
    pub const fn from(&self) -> Square {
        match *self {
            Move::Normal { from, .. } | Move::EnPassant { from, .. } => from,
            Move::Castle { king, .. } => king,
        }
    }

    /// Destination square (the king's for castling: g1, c1, g8, c8).
    #[inline]
    pub fn to(&self) -> Square {
        match *self {
            Move::Normal { to, .. } | Move::EnPassant { to, .. } => to,
            Move::Castle { king, rook } => {
                let side = castling_side_of(king, rook);
                Square::from_coords(side.king_to_file(), king.rank())
            }
        }
    }

    /// The captured piece (a pawn for en passant).
    #[inline]
    pub const fn capture(&self) -> Option<Role> {
        match *self {
            Move::Normal { capture, .. } => capture,
            Move::EnPassant { .. } => Some(Role::Pawn),
            Move::Castle { .. } => None,
        }
    }

    /// Whether the move captures.
    #[inline]
    pub const fn is_capture(&self) -> bool {
        self.capture().is_some()
    }

    /// The piece promoted to.
    #[inline]
    pub const fn promotion(&self) -> Option<Role> {
        match *self {
            Move::Normal { promotion, .. } => promotion,
            _ => None,
        }
    }

    /// Whether this is an en passant capture.
    #[inline]
    pub const fn is_en_passant(&self) -> bool {
        matches!(self, Move::EnPassant { .. })
    }

    /// Whether this is castling.
    #[inline]
    pub const fn is_castle(&self) -> bool {
        matches!(self, Move::Castle { .. })
    }

    /// The castling side, for castling moves.
    pub fn castling_side(&self) -> Option<CastlingSide> {
        match *self {
            Move::Castle { king, rook } => Some(castling_side_of(king, rook)),
            _ => None,
        }
    }

    /// The castling move of `color` on `side` (standard start squares).
    pub const fn castle(color: Color, side: CastlingSide) -> Move {
        Move::Castle {
            king: CastlingSide::king_from(color),
            rook: side.rook_from(color),
        }
    }

    /// Whether this move promotes a pawn.
    pub const fn is_promotion(&self) -> bool {
        self.promotion().is_some()
    }

    /// The square of the pawn removed by an en passant capture.
    pub fn en_passant_victim(&self) -> Option<Square> {
        match *self {
            Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
            _ => None,
        }
    }
}

fn castling_side_of(king: Square, rook: Square) -> CastlingSide {
    if rook.index() > king.index() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    }
}

impl fmt::Display for Move {
    /// Writes the move in UCI notation (`e2e4`, `e7e8q`, `e1g1`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())?;
        if let Some(p) = self.promotion() {
            write!(f, "{}", p.char())?;
        }
        Ok(())
    }
}

/// A list of moves as returned by [`crate::Position::legal_moves`].
pub type MoveList = Vec<Move>;

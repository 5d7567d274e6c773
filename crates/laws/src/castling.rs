//! Castling sides and rights (Art. 3.8.a.ii, 3.8.b).

use core::fmt;

use crate::{Color, File, Rank, Square};

/// Which way a king castles: towards the h-file (`0-0`) or the a-file (`0-0-0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CastlingSide {
    /// Short castling, with the h-rook: `0-0` (Appendix E.9).
    KingSide,
    /// Long castling, with the a-rook: `0-0-0` (Appendix E.9).
    QueenSide,
}

impl CastlingSide {
    /// King side first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// The file the rook starts on (standard chess): h or a.
    pub const fn rook_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::H,
            CastlingSide::QueenSide => File::A,
        }
    }

    /// The file the king lands on (Art. 3.8.a.ii): g or c.
    pub const fn king_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::G,
            CastlingSide::QueenSide => File::C,
        }
    }

    /// The file the rook lands on: f or d.
    pub const fn rook_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::F,
            CastlingSide::QueenSide => File::D,
        }
    }

    /// Where `color`'s king starts and must stand to castle (e1/e8).
    pub const fn king_from(color: Color) -> Square {
        Square::from_coords(File::E, Rank::First.relative_to(color))
    }

    /// Where the rook of this side starts for `color`.
    pub const fn rook_from(self, color: Color) -> Square {
        Square::from_coords(self.rook_file(), Rank::First.relative_to(color))
    }

    /// Where the king lands for `color`.
    pub const fn king_to(self, color: Color) -> Square {
        Square::from_coords(self.king_to_file(), Rank::First.relative_to(color))
    }

    /// Where the rook lands for `color`.
    pub const fn rook_to(self, color: Color) -> Square {
        Square::from_coords(self.rook_to_file(), Rank::First.relative_to(color))
    }

    const fn bit(self, color: Color) -> u8 {
        1 << (color as u8 * 2 + self as u8)
    }
}

/// The castling rights still held (Art. 3.8.b.1: lost for good once the king
/// or that rook has moved). Only the right is tracked here; whether castling
/// is possible right now (Art. 3.8.b.2) is decided by move generation.
///
/// ```
/// use rochade_laws::{CastlingRights, CastlingSide, Color};
/// let r = CastlingRights::ALL;
/// assert!(r.has(Color::Black, CastlingSide::QueenSide));
/// assert_eq!(r.to_string(), "KQkq");
/// assert_eq!(CastlingRights::NONE.to_string(), "-");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No rights.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four rights, as at the start (Art. 2.3).
    pub const ALL: CastlingRights = CastlingRights(15);

    /// Whether `color` may still castle on `side`.
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & side.bit(color) != 0
    }

    /// Adds a right.
    pub fn add(&mut self, color: Color, side: CastlingSide) {
        self.0 |= side.bit(color);
    }

    /// Removes a right.
    pub fn discard(&mut self, color: Color, side: CastlingSide) {
        self.0 &= !side.bit(color);
    }

    /// Removes both rights of `color`.
    pub fn discard_color(&mut self, color: Color) {
        self.0 &= !(3 << (color as u8 * 2));
    }

    /// `true` if no right is left.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Raw bits: 1 = White king side, 2 = White queen side, 4 = Black king side, 8 = Black queen side.
    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }

    #[inline]
    pub(crate) const fn from_bits(bits: u8) -> CastlingRights {
        CastlingRights(bits & 15)
    }
}

impl fmt::Display for CastlingRights {
    /// The FEN castling field: `KQkq`, a subset, or `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (color, side, c) in [
            (Color::White, CastlingSide::KingSide, 'K'),
            (Color::White, CastlingSide::QueenSide, 'Q'),
            (Color::Black, CastlingSide::KingSide, 'k'),
            (Color::Black, CastlingSide::QueenSide, 'q'),
        ] {
            if self.has(color, side) {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}

/// Rights kept after a move touching a square: moving from or capturing on
/// a king or rook start square removes the corresponding rights.
pub(crate) const fn keep_mask(sq: Square) -> u8 {
    match sq.index() {
        0 => !2,
        4 => !3,
        7 => !1,
        56 => !8,
        60 => !12,
        63 => !4,
        _ => !0,
    }
}

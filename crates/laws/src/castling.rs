//! Castling sides, rights and modes (Art. 3.8.a.ii, 3.8.b; 2023
//! Guidelines II.3 for Chess960).

use core::fmt;

use crate::{Color, File, Rank, Square};

/// Which castling rules a position follows.
///
/// In standard chess the king castles from e1/e8 with the rook from the
/// a- or h-file (Art. 3.8.a.ii). In Chess960 (2023 Guidelines II) king and
/// rook may start anywhere on the back rank, the king between its two rooks
/// (II.2.1), and end on the standard squares (II.3.2.6). UCI writes
/// castling in Chess960 as the king taking its own rook (`b1a1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CastlingMode {
    /// Standard chess (Art. 2.3, 3.8).
    #[default]
    Standard,
    /// Chess960 (2023 Guidelines II).
    Chess960,
}

impl CastlingMode {
    /// Whether this is [`CastlingMode::Chess960`].
    pub const fn is_chess960(self) -> bool {
        matches!(self, CastlingMode::Chess960)
    }
}

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
        1 << self.slot(color)
    }

    /// The index of the right of `color` on this side: 0..4 in the order of
    /// [`CastlingRights::bits`].
    pub(crate) const fn slot(self, color: Color) -> u8 {
        color as u8 * 2 + self as u8
    }
}

/// The castling rights still held (Art. 3.8.b.1: lost for good once the king
/// or that rook has moved). Only the right is tracked here; whether castling
/// is possible right now (Art. 3.8.b.2) is decided by move generation.
///
/// Each right belongs to one rook: in standard chess the rook on the a- or
/// h-file, in Chess960 the rook that started on that side of the king
/// (2023 Guidelines II.3), whose file is kept with the right
/// ([`CastlingRights::rook_file`]). A rook promoted later never carries a right.
///
/// ```
/// use rochade_laws::{CastlingRights, CastlingSide, Color};
/// let r = CastlingRights::ALL;
/// assert!(r.has(Color::Black, CastlingSide::QueenSide));
/// assert_eq!(r.to_string(), "KQkq");
/// assert_eq!(CastlingRights::NONE.to_string(), "-");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CastlingRights {
    /// 1 = White king side, 2 = White queen side, 4 = Black king side, 8 = Black queen side.
    bits: u8,
    /// The rook's file of each right, 3 bits each in the order of `bits`;
    /// always the standard file (h, a) where the right is not held, so that
    /// equal rights compare equal.
    files: u16,
}

/// The rook files of standard chess: h, a, h, a.
const STANDARD_FILES: u16 = 7 | (7 << 6);

impl Default for CastlingRights {
    fn default() -> CastlingRights {
        CastlingRights::NONE
    }
}

impl CastlingRights {
    /// No rights.
    pub const NONE: CastlingRights = CastlingRights {
        bits: 0,
        files: STANDARD_FILES,
    };
    /// All four rights, as at the start (Art. 2.3).
    pub const ALL: CastlingRights = CastlingRights {
        bits: 15,
        files: STANDARD_FILES,
    };

    /// Whether `color` may still castle on `side`.
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.bits & side.bit(color) != 0
    }

    /// Adds a right with the rook on the standard file (a or h).
    pub fn add(&mut self, color: Color, side: CastlingSide) {
        self.add_rook(color, side, side.rook_file());
    }

    /// Adds a right whose rook stands on `file` (Chess960, 2023 Guidelines II.3).
    ///
    /// ```
    /// use rochade_laws::{CastlingRights, CastlingSide, Color, File, Square};
    /// let mut r = CastlingRights::NONE;
    /// r.add_rook(Color::White, CastlingSide::KingSide, File::G);
    /// assert_eq!(r.rook_file(Color::White, CastlingSide::KingSide), Some(File::G));
    /// assert_eq!(r.rook(Color::White, CastlingSide::KingSide), Some(Square::G1));
    /// assert_eq!(r.rook(Color::Black, CastlingSide::KingSide), None);
    /// ```
    pub fn add_rook(&mut self, color: Color, side: CastlingSide, file: File) {
        let slot = side.slot(color);
        self.bits |= 1 << slot;
        self.files = (self.files & !(7 << (3 * slot))) | ((file as u16) << (3 * slot));
    }

    /// The file of the rook that carries the right of `color` on `side`.
    #[inline]
    pub const fn rook_file(self, color: Color, side: CastlingSide) -> Option<File> {
        if self.has(color, side) {
            File::new(((self.files >> (3 * side.slot(color))) & 7) as u32)
        } else {
            None
        }
    }

    /// The square of the rook that carries the right of `color` on `side`.
    #[inline]
    pub const fn rook(self, color: Color, side: CastlingSide) -> Option<Square> {
        match self.rook_file(color, side) {
            Some(file) => Some(Square::from_coords(file, Rank::First.relative_to(color))),
            None => None,
        }
    }

    /// Removes a right.
    pub fn discard(&mut self, color: Color, side: CastlingSide) {
        let slot = side.slot(color);
        self.bits &= !(1 << slot);
        let standard = (STANDARD_FILES >> (3 * slot)) & 7;
        self.files = (self.files & !(7 << (3 * slot))) | (standard << (3 * slot));
    }

    /// Removes both rights of `color`.
    pub fn discard_color(&mut self, color: Color) {
        self.bits &= !(3 << (color as u8 * 2));
        let mask = 0o77 << (6 * color as u16);
        self.files = (self.files & !mask) | (STANDARD_FILES & mask);
    }

    /// Removes the right carried by a rook on `sq`, if any (the rook moved
    /// or was captured).
    #[inline]
    pub(crate) fn discard_rook(&mut self, sq: Square) {
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if self.rook(color, side) == Some(sq) {
                    self.discard(color, side);
                }
            }
        }
    }

    /// `true` if no right is left.
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// Whether every right held is carried by a rook on the a- or h-file.
    #[inline]
    pub const fn has_standard_files(self) -> bool {
        self.files == STANDARD_FILES
    }

    /// Raw bits: 1 = White king side, 2 = White queen side, 4 = Black king side, 8 = Black queen side.
    #[inline]
    pub const fn bits(self) -> u8 {
        self.bits
    }

    /// Keeps only the rights in `mask` (standard chess: files stay a and h).
    #[inline]
    pub(crate) const fn keep(self, mask: u8) -> CastlingRights {
        CastlingRights {
            bits: self.bits & mask & 15,
            files: self.files,
        }
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

//! Zobrist hashing for the repetition identity of Art. 9.2.

use core::fmt;

use crate::{CastlingRights, CastlingSide, Color, File, Piece, Square};

const GOLDEN: u64 = 0x9e37_79b9_7f4a_7c15;

const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The `i`-th value of the splitmix64 sequence from `seed`. Its state only
/// ever adds `GOLDEN`, so any value can be had without the ones before it.
#[inline]
const fn key_at(seed: u64, i: usize) -> u64 {
    mix(seed.wrapping_add(GOLDEN.wrapping_mul(i as u64 + 1)))
}

const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut i = 0;
    while i < N {
        out[i] = key_at(seed, i);
        i += 1;
    }
    out
}

/// The piece-square keys are computed on each use, not tabled: a table of
/// 768 random numbers is 6 KB of the shipped wasm that gzip cannot shrink,
/// and two multiplications per key cost nothing next to move generation.
const PIECE_SQUARE_SEED: u64 = 0x5eed_0001;
static EN_PASSANT_FILE: [u64; 8] = keys(0x5eed_0003);
const BLACK_TO_MOVE: u64 = 0x6a09_e667_f3bc_c909;

const fn castling_table() -> [u64; 16] {
    let mut t = [0u64; 16];
    let mut i = 0;
    while i < 16 {
        let mut k = 0;
        let mut b = 0;
        while b < 4 {
            if i & (1 << b) != 0 {
                k ^= CASTLING_BITS_CONST[b];
            }
            b += 1;
        }
        t[i] = k;
        i += 1;
    }
    t
}
const CASTLING_BITS_CONST: [u64; 4] = keys(0x5eed_0002);
static CASTLING: [u64; 16] = castling_table();
/// One key for each right (colour and side) and each rook file, XORed in
/// only where the rook is not on the standard file (Chess960): standard
/// positions keep their keys.
const CASTLING_ROOK_SEED: u64 = 0x5eed_0004;

#[inline]
pub(crate) fn piece(piece: Piece, sq: Square) -> u64 {
    key_at(
        PIECE_SQUARE_SEED,
        (piece.color.index() * 6 + piece.role.index()) * 64 + sq.index(),
    )
}

#[inline]
pub(crate) fn castling(rights: CastlingRights) -> u64 {
    let k = CASTLING[rights.bits() as usize];
    if rights.has_standard_files() {
        k
    } else {
        k ^ castling_rooks(rights)
    }
}

/// The keys of the rights whose rook stands on another file than a or h
/// (2023 Guidelines II.3: a right belongs to its rook).
fn castling_rooks(rights: CastlingRights) -> u64 {
    let mut k = 0;
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            if let Some(file) = rights.rook_file(color, side) {
                if file != side.rook_file() {
                    let slot = side.slot(color) as usize;
                    k ^= key_at(CASTLING_ROOK_SEED, slot * 8 + file.index());
                }
            }
        }
    }
    k
}

#[inline]
pub(crate) fn en_passant(file: File) -> u64 {
    EN_PASSANT_FILE[file.index()]
}

#[inline]
pub(crate) fn turn(color: Color) -> u64 {
    match color {
        Color::White => 0,
        Color::Black => BLACK_TO_MOVE,
    }
}

/// The identity of a position for repetition (Art. 9.2): equal when the same
/// player has the move, the same pieces of the same colour occupy the same
/// squares, and the possible moves are the same, i.e. the same castling rights
/// and, only when an en passant capture is actually legal, the same en passant
/// square. The half-move clock and move number are not part of it.
///
/// It is a 64-bit Zobrist hash, updated incrementally by
/// [`Position::play_unchecked`](crate::Position::play_unchecked); two different
/// positions collide with probability about 2⁻⁶⁴.
///
/// ```
/// use rochade_laws::Position;
/// let start = Position::new();
/// let mut p = start.clone();
/// for m in ["Nf3", "Nf6", "Ng1", "Ng8"] {
///     p = p.play(&rochade_laws::parse_move(&p, m).unwrap()).unwrap();
/// }
/// assert_eq!(p.repetition_key(), start.repetition_key());
/// assert_ne!(p.fullmove_number(), start.fullmove_number());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RepetitionKey(pub u64);

impl fmt::Debug for RepetitionKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RepetitionKey({:016x})", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys are those of the sequence run step by step, as they were
    /// when they lived in a table: a repetition key never changes meaning.
    #[test]
    fn a_key_computed_directly_is_the_sequences_value() {
        let mut state: u64 = PIECE_SQUARE_SEED;
        for i in 0..768 {
            state = state.wrapping_add(GOLDEN);
            assert_eq!(key_at(PIECE_SQUARE_SEED, i), mix(state), "key {i}");
        }
        assert_eq!(key_at(PIECE_SQUARE_SEED, 0), 0x0331_7bb4_875f_b038);
        assert_eq!(key_at(PIECE_SQUARE_SEED, 767), 0xbb85_1c9c_6f48_c6f5);
    }
}

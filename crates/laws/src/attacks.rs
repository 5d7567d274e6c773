//! Attack sets for every piece (Art. 3.2–3.8).
//!
//! Knight, king and pawn attacks are computed at compile time. Sliding
//! pieces (bishop, rook, queen) use "fancy" magic bitboards whose tables
//! (about 840 KiB) are computed once at start-up into a lazily initialised
//! static, so the shipped binary stays small. The magic multipliers were
//! found offline by a seeded random search and are checked when the tables
//! are built.

use std::sync::OnceLock;

use crate::magics::{BISHOP_MAGICS, ROOK_MAGICS};
use crate::{Bitboard, Color, Role, Square};

const fn step_attacks(sq: usize, deltas: &[(i32, i32)]) -> u64 {
    let f = (sq % 8) as i32;
    let r = (sq / 8) as i32;
    let mut bb = 0u64;
    let mut i = 0;
    while i < deltas.len() {
        let (df, dr) = deltas[i];
        let (nf, nr) = (f + df, r + dr);
        if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
            bb |= 1 << (nr * 8 + nf);
        }
        i += 1;
    }
    bb
}

const fn step_table(deltas: &[(i32, i32)]) -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        t[sq] = step_attacks(sq, deltas);
        sq += 1;
    }
    t
}

const KNIGHT_DELTAS: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_DELTAS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK_DIRS: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

static KNIGHT: [u64; 64] = step_table(&KNIGHT_DELTAS);
static KING: [u64; 64] = step_table(&KING_DELTAS);
static PAWN: [[u64; 64]; 2] = [
    step_table(&[(-1, 1), (1, 1)]),
    step_table(&[(-1, -1), (1, -1)]),
];

/// Squares a knight on `sq` attacks (Art. 3.6).
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

/// Squares a king on `sq` attacks (Art. 3.8.a).
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks diagonally (Art. 3.7.c).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color.index()][sq.index()])
}

fn slide(sq: usize, occ: u64, dirs: &[(i32, i32)]) -> u64 {
    let mut bb = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
        while (0..8).contains(&f) && (0..8).contains(&r) {
            let s = r * 8 + f;
            bb |= 1 << s;
            if occ & (1 << s) != 0 {
                break;
            }
            f += df;
            r += dr;
        }
    }
    bb
}

fn relevant_mask(sq: usize, dirs: &[(i32, i32)]) -> u64 {
    let mut bb = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
        while (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) {
            bb |= 1 << (r * 8 + f);
            f += df;
            r += dr;
        }
    }
    bb
}

#[derive(Clone, Copy, Default)]
struct Magic {
    mask: u64,
    factor: u64,
    shift: u32,
    offset: u32,
}

impl Magic {
    #[inline(always)]
    fn index(&self, occ: u64) -> usize {
        self.offset as usize + ((occ & self.mask).wrapping_mul(self.factor) >> self.shift) as usize
    }
}

struct Tables {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    attacks: Vec<u64>,
    between: Vec<u64>,
    line: Vec<u64>,
}

static TABLES: OnceLock<Tables> = OnceLock::new();

fn fill(
    magics: &mut [Magic; 64],
    factors: &[u64; 64],
    dirs: &[(i32, i32)],
    attacks: &mut Vec<u64>,
) {
    for sq in 0..64 {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let offset = attacks.len();
        attacks.resize(offset + (1 << bits), 0);
        let m = Magic {
            mask,
            factor: factors[sq],
            shift: 64 - bits,
            offset: offset as u32,
        };
        let mut sub = 0u64;
        loop {
            let a = slide(sq, sub, dirs);
            let i = m.index(sub);
            debug_assert!(attacks[i] == 0 || attacks[i] == a, "bad magic");
            attacks[i] = a;
            sub = sub.wrapping_sub(mask) & mask;
            if sub == 0 {
                break;
            }
        }
        magics[sq] = m;
    }
}

fn build() -> Tables {
    let mut attacks = Vec::with_capacity(107_648);
    let mut rook = [Magic::default(); 64];
    let mut bishop = [Magic::default(); 64];
    fill(&mut rook, &ROOK_MAGICS, &ROOK_DIRS, &mut attacks);
    fill(&mut bishop, &BISHOP_MAGICS, &BISHOP_DIRS, &mut attacks);
    // Rays: walk each of the 8 directions once per square.
    let mut between = vec![0u64; 64 * 64];
    let mut line = vec![0u64; 64 * 64];
    for a in 0..64usize {
        for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
            for &(df, dr) in dirs.iter() {
                let opposite = (-df, -dr);
                let full = slide(a, 0, &[(df, dr), opposite]) | (1 << a);
                let (mut f, mut r) = ((a % 8) as i32 + df, (a / 8) as i32 + dr);
                let mut passed = 0u64;
                while (0..8).contains(&f) && (0..8).contains(&r) {
                    let b = (r * 8 + f) as usize;
                    between[a * 64 + b] = passed;
                    line[a * 64 + b] = full;
                    passed |= 1 << b;
                    f += df;
                    r += dr;
                }
            }
        }
    }
    Tables {
        rook,
        bishop,
        attacks,
        between,
        line,
    }
}

#[inline(always)]
fn tables() -> &'static Tables {
    TABLES.get_or_init(build)
}

/// Builds the sliding-attack tables now instead of on first use.
pub fn init() {
    tables();
}

/// Squares a rook on `sq` attacks given the occupied squares (Art. 3.3).
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let t = tables();
    Bitboard(t.attacks[t.rook[sq.index()].index(occupied.0)])
}

/// Squares a bishop on `sq` attacks given the occupied squares (Art. 3.2).
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let t = tables();
    Bitboard(t.attacks[t.bishop[sq.index()].index(occupied.0)])
}

/// Squares a queen on `sq` attacks given the occupied squares (Art. 3.4).
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Squares a piece attacks from `sq` (pawns: diagonal captures only).
pub fn attacks(piece: crate::Piece, sq: Square, occupied: Bitboard) -> Bitboard {
    match piece.role {
        Role::Pawn => pawn_attacks(piece.color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        Role::Queen => queen_attacks(sq, occupied),
        Role::King => king_attacks(sq),
    }
}

/// Squares strictly between `a` and `b` if they share a rank, file or
/// diagonal; otherwise empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(tables().between[a.index() * 64 + b.index()])
}

/// The whole line (rank, file or diagonal) through `a` and `b`, or empty.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(tables().line[a.index() * 64 + b.index()])
}

/// Whether `a`, `b` and `c` lie on one line.
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magics_match_slow_slide() {
        let mut x = 0x1234_5678_9abc_def1u64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let occ = x & (x >> 3);
            for sq in Square::all() {
                assert_eq!(
                    rook_attacks(sq, Bitboard(occ)).0,
                    slide(sq.index(), occ, &ROOK_DIRS)
                );
                assert_eq!(
                    bishop_attacks(sq, Bitboard(occ)).0,
                    slide(sq.index(), occ, &BISHOP_DIRS)
                );
            }
        }
    }

    #[test]
    fn between_and_line() {
        assert_eq!(between(Square::A1, Square::D4).count(), 2);
        assert!(between(Square::A1, Square::B3).is_empty());
        assert_eq!(line(Square::A1, Square::B2).count(), 8);
        assert!(aligned(Square::A1, Square::H8, Square::E5));
    }
}

//! Shared helpers for the integration tests: a tiny seeded PRNG and random games.

#![allow(dead_code)]

pub mod oracle;

use rochade_laws::{Move, Position};

/// xorshift64* — deterministic, no dependency.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// Start positions for random games: the initial position and a few
/// tactical ones (castling, en passant, promotion heavy).
pub const STARTS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1",
];

/// A random game from `STARTS[seed % len]`: the positions (including the
/// first) and the moves played, at most `max_plies` moves.
pub fn random_game(seed: u64, max_plies: usize) -> (Vec<Position>, Vec<Move>) {
    let mut rng = Rng::new(seed);
    let mut pos = Position::from_fen(STARTS[seed as usize % STARTS.len()]).unwrap();
    let mut positions = vec![pos.clone()];
    let mut moves = Vec::new();
    for _ in 0..max_plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        // Prefer captures and pawn moves a little less often so games last.
        let m = legal[rng.below(legal.len())];
        pos.play_unchecked(&m);
        positions.push(pos.clone());
        moves.push(m);
    }
    (positions, moves)
}

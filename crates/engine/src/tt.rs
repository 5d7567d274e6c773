//! The transposition table: a fixed-size array of search results indexed by
//! the position's Zobrist key (the laws crate's repetition key).

use rochade_laws::{Move, Position, Role};

/// What a stored score says about the true value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The score is exact.
    Exact,
    /// The true value is at least the score (a beta cut-off).
    Lower,
    /// The true value is at most the score (no move raised alpha).
    Upper,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Entry {
    key: u64,
    pub mv: u16,
    pub score: i16,
    pub depth: i8,
    pub bound: Bound,
    generation: u8,
}

const EMPTY: Entry = Entry {
    key: 0,
    mv: 0,
    score: 0,
    depth: -1,
    bound: Bound::Upper,
    generation: 0,
};

/// A move in 16 bits: from (6), to (6), promotion (3). Legal moves of one
/// position never share all three, so the compact form finds the move again:
/// castling is packed as the king taking its rook, since in Chess960 the
/// king's destination may also be an ordinary king step (2023 Guidelines II).
pub(crate) fn pack(m: &Move) -> u16 {
    let to = match *m {
        Move::Castle { rook, .. } => rook,
        _ => m.to(),
    };
    let promo = match m.promotion() {
        None => 0,
        Some(Role::Knight) => 1,
        Some(Role::Bishop) => 2,
        Some(Role::Rook) => 3,
        Some(_) => 4,
    };
    (m.from().index() as u16) | ((to.index() as u16) << 6) | (promo << 12)
}

/// The legal move in `moves` that `packed` denotes.
pub(crate) fn unpack(packed: u16, moves: &[Move]) -> Option<Move> {
    if packed == 0 {
        return None;
    }
    moves.iter().copied().find(|m| pack(m) == packed)
}

pub(crate) struct Tt {
    entries: Vec<Entry>,
    generation: u8,
}

impl Tt {
    /// A table of about `mib` mebibytes (at least one entry).
    pub fn new(mib: usize) -> Tt {
        let n = (mib * 1024 * 1024 / core::mem::size_of::<Entry>()).max(1);
        Tt {
            entries: vec![EMPTY; n],
            generation: 0,
        }
    }

    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
        self.generation = 0;
    }

    /// Marks later stores as newer than everything already in the table.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    fn index(&self, key: u64) -> usize {
        ((key as u128 * self.entries.len() as u128) >> 64) as usize
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[self.index(key)];
        (e.key == key && e.depth >= 0).then_some(e)
    }

    pub fn store(&mut self, key: u64, mv: u16, score: i32, depth: i32, bound: Bound) {
        let i = self.index(key);
        let old = &mut self.entries[i];
        // Keep a deeper result of the same search unless this one is exact;
        // anything from an older search or another position gives way.
        let replace = old.key != key
            || old.generation != self.generation
            || depth >= old.depth as i32 - 2
            || bound == Bound::Exact;
        if !replace {
            return;
        }
        // Keep the old move when this result found none (an all-node).
        let mv = if mv == 0 && old.key == key {
            old.mv
        } else {
            mv
        };
        *old = Entry {
            key,
            mv,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth: depth.clamp(0, i8::MAX as i32) as i8,
            bound,
            generation: self.generation,
        };
    }

    /// The principal variation from `pos` as the table remembers it.
    pub fn pv(&self, pos: &Position, first: Move, max: usize) -> Vec<Move> {
        let mut pv = vec![first];
        let mut p = pos.clone();
        p.play_unchecked(&first);
        let mut seen = vec![p.repetition_key().0];
        while pv.len() < max {
            let Some(e) = self.probe(p.repetition_key().0) else {
                break;
            };
            let Some(m) = unpack(e.mv, &p.legal_moves()) else {
                break;
            };
            pv.push(m);
            p.play_unchecked(&m);
            let k = p.repetition_key().0;
            if seen.contains(&k) {
                break;
            }
            seen.push(k);
        }
        pv
    }
}

#[cfg(test)]
mod tests {
    use rochade_laws::{CastlingMode, Position};

    use super::{pack, unpack};

    /// Chess960: the king on b1 castles to c1 and also steps to c1; both
    /// moves come back from the table as themselves.
    #[test]
    fn castling_and_the_kings_step_pack_apart() {
        let pos = Position::from_fen_in("4k3/8/8/8/8/8/8/RK5R w KQ - 0 1", CastlingMode::Chess960)
            .unwrap();
        let moves = pos.legal_moves();
        let to_c1: Vec<_> = moves
            .iter()
            .filter(|m| m.to() == rochade_laws::Square::C1 && m.role() == rochade_laws::Role::King)
            .collect();
        assert_eq!(to_c1.len(), 2);
        for m in &moves {
            assert_eq!(unpack(pack(m), &moves), Some(*m), "{m:?}");
        }
    }
}

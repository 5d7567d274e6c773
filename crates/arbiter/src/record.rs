//! The game record (Art. 8): every move with its SAN, the position before
//! it, the clock reading after it and its marks.

use rochade_laws::{Color, Move, Notation, Position, SanPlus};

/// One half-move in the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordedMove {
    /// The move.
    pub mv: Move,
    /// Its SAN with check sign.
    pub san: SanPlus,
    /// The position before the move.
    pub before: Position,
    /// The mover's remaining time after completing the move (after the
    /// increment), `None` in untimed games.
    pub clock_ms: Option<u64>,
    /// Time spent on the move, `None` if unknown.
    pub move_ms: Option<u64>,
    /// A draw offer was made with this move (Art. 9.1, recorded `(=)`,
    /// Art. 8.1, Appendix E.12).
    pub draw_offer: bool,
    /// This was a sealed move, revealed at resumption (Appendix A).
    pub sealed: bool,
}

impl RecordedMove {
    /// Who made the move.
    pub fn side(&self) -> Color {
        self.before.turn()
    }

    /// The move number on the scoresheet.
    pub fn number(&self) -> u32 {
        self.before.fullmove_number()
    }

    /// The move written in `notation` (short or long algebraic, any
    /// letters), with the `(=)` mark if `marks`.
    pub fn write(&self, notation: &Notation) -> String {
        self.before.write_move(&self.mv, notation)
    }
}

/// A remark in the record: a claim and its verdict, a penalty, an illegal
/// move, an arbiter's decision. Kept with the half-move after which it
/// happened (0: before the first move).
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Note {
    /// Number of half-moves played when it happened.
    pub ply: usize,
    /// What happened, in words.
    pub text: String,
}

//! Pieces in danger: attacked and not defended, or attacked by a piece of
//! lower value (the counting every player does; the Laws give pieces no
//! value, so the customary one: pawn 1, knight and bishop 3, rook 5,
//! queen 9).

use rochade_laws::{Color, Piece, Position, Role, Square};

/// The customary value of a piece in pawns (the king: more than any).
pub const fn value(role: Role) -> u8 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => u8::MAX,
    }
}

/// Why a piece is in danger.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// Attacked, and no piece of its side defends it.
    Undefended,
    /// Defended, but attacked by a piece of lower value (the cheapest
    /// attacker's kind).
    Cheaper(Role),
}

/// A piece in danger.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Danger {
    /// Where it stands.
    pub square: Square,
    /// The piece.
    pub piece: Piece,
    /// Why.
    pub why: Why,
}

/// The pieces of `color` in danger, the most valuable first (then in
/// square order a1, b1, …, h8). A king is left out: its attack is check
/// (Art. 3.9), said with every move. A piece defends and attacks as it
/// attacks a square (Art. 3.1.2, 3.1.3), pinned or not.
///
/// ```
/// use rochade_laws::{Color, Position, Role, Square};
/// use rochade_speech::questions::{in_danger, Why};
/// // The knight on f3 is attacked by the pawn on e4 and defended by the
/// // queen; the rook on a1 is attacked by the bishop and undefended.
/// let pos = Position::from_fen("4k3/8/8/8/4p3/5N2/1b6/R3KQ2 w - - 0 1").unwrap();
/// let danger = in_danger(&pos, Color::White);
/// assert_eq!(danger.len(), 2);
/// assert_eq!((danger[0].square, danger[0].why), (Square::A1, Why::Undefended));
/// assert_eq!((danger[1].square, danger[1].why), (Square::F3, Why::Cheaper(Role::Pawn)));
/// ```
pub fn in_danger(pos: &Position, color: Color) -> Vec<Danger> {
    let occupied = pos.occupied();
    let mut out: Vec<Danger> = Vec::new();
    for square in pos.by_color(color) {
        let Some(piece) = pos.piece_at(square) else {
            continue;
        };
        if piece.role == Role::King {
            continue;
        }
        let cheapest = pos
            .attackers_to(square, !color, occupied)
            .into_iter()
            .filter_map(|sq| pos.piece_at(sq).map(|p| p.role))
            .min_by_key(|&r| value(r));
        let Some(cheapest) = cheapest else {
            continue;
        };
        let why = if pos.attackers_to(square, color, occupied).is_empty() {
            Why::Undefended
        } else if value(cheapest) < value(piece.role) {
            Why::Cheaper(cheapest)
        } else {
            continue;
        };
        out.push(Danger { square, piece, why });
    }
    crate::sort_short_by(&mut out, |a, b| {
        value(b.piece.role)
            .cmp(&value(a.piece.role))
            .then(a.square.cmp(&b.square))
    });
    out
}

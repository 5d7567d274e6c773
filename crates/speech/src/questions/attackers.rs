//! The pieces that attack a square (2023 Art. 3.1.2: a piece attacks a
//! square if it could capture there by Art. 3.2 to 3.8; Art. 3.1.3: also
//! when moving there would leave its own king under attack, so a pinned
//! piece attacks too, and is said to be pinned).

use rochade_laws::attacks::{bishop_attacks, rook_attacks};
use rochade_laws::{Bitboard, Color, Piece, Position, Role, Square};

/// A piece that attacks a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attacker {
    /// Where it stands.
    pub square: Square,
    /// The piece.
    pub piece: Piece,
    /// Whether it is pinned to its own king ([`is_pinned`]): it attacks
    /// the square all the same (Art. 3.1.3), but may not be able to go
    /// there.
    pub pinned: bool,
}

/// The pieces of `by` that attack `sq`, in square order a1, b1, …, h8.
/// A pawn attacks the two squares diagonally in front of it only
/// (Art. 3.7.3); an en passant capture is not an attack on a square.
///
/// ```
/// use rochade_laws::{Color, Position, Role, Square};
/// use rochade_speech::questions::attackers;
/// let pos = Position::from_fen("4k3/8/8/3p4/4K3/5N2/8/4R3 w - - 0 1").unwrap();
/// let white = attackers(&pos, Square::D5, Color::White);
/// let roles: Vec<Role> = white.iter().map(|a| a.piece.role).collect();
/// assert_eq!(roles, [Role::King]);
/// assert_eq!(attackers(&pos, Square::E4, Color::Black).len(), 1);
/// ```
pub fn attackers(pos: &Position, sq: Square, by: Color) -> Vec<Attacker> {
    pos.attackers_to(sq, by, pos.occupied())
        .into_iter()
        .filter_map(|from| {
            Some(Attacker {
                square: from,
                piece: pos.piece_at(from)?,
                pinned: is_pinned(pos, from),
            })
        })
        .collect()
}

/// Whether the piece on `sq` is pinned to its own king: taken off the
/// board, it would let an opponent's rook, bishop or queen attack that
/// king along the line through `sq`. A king is never pinned; an empty
/// square, or a side without exactly one king, has no pinned piece.
///
/// ```
/// use rochade_laws::{Position, Square};
/// use rochade_speech::questions::is_pinned;
/// let pos = Position::from_fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1").unwrap();
/// assert!(is_pinned(&pos, Square::E2));
/// assert!(!is_pinned(&pos, Square::E7));
/// ```
pub fn is_pinned(pos: &Position, sq: Square) -> bool {
    let Some(piece) = pos.piece_at(sq) else {
        return false;
    };
    if piece.role == Role::King {
        return false;
    }
    let Some(king) = pos.king_of(piece.color) else {
        return false;
    };
    let enemy = pos.by_color(!piece.color);
    let queens = pos.by_role(Role::Queen);
    let lines = enemy & (pos.by_role(Role::Rook) | queens);
    let diagonals = enemy & (pos.by_role(Role::Bishop) | queens);
    let all = pos.occupied();
    let without = all & !Bitboard::from_square(sq);
    // The squares the king's lines reach once the piece is gone, and not
    // before: those behind it.
    let behind_line = rook_attacks(king, without) & !rook_attacks(king, all);
    let behind_diagonal = bishop_attacks(king, without) & !bishop_attacks(king, all);
    (behind_line & lines).any() || (behind_diagonal & diagonals).any()
}

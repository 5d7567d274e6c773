//! Where pieces can go: the pieces that can move to a square, the captures
//! among the legal moves (Art. 3), and the last capture of a game.

use rochade_laws::{Color, Move, Piece, Position, Role, Square};

/// A piece that can move to a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mover {
    /// Where it stands.
    pub square: Square,
    /// The piece.
    pub piece: Piece,
}

/// The pieces of `color` that can move to `sq` (once each, however many
/// promotions it has there), in square order a1, b1, …, h8. For the side
/// to move, by its legal moves (Art. 3.10.1); for the other side, by the
/// moves it would have were it its turn (its king left in check is not a
/// move, Art. 3.9.2; capturing a king never is, Art. 1.4.1). Castling goes
/// to the king's square (Art. 3.8.2.1).
///
/// ```
/// use rochade_laws::{Color, Position, Role, Square};
/// use rochade_speech::questions::movers_to;
/// let pos = Position::new();
/// let white: Vec<Role> = movers_to(&pos, Square::F3, Color::White).iter().map(|m| m.piece.role).collect();
/// assert_eq!(white, [Role::Knight, Role::Pawn]);
/// let black: Vec<Square> = movers_to(&pos, Square::F6, Color::Black).iter().map(|m| m.square).collect();
/// assert_eq!(black, [Square::F7, Square::G8]);
/// ```
pub fn movers_to(pos: &Position, sq: Square, color: Color) -> Vec<Mover> {
    let moves = moves_of(pos, color);
    let mut out: Vec<Mover> = Vec::new();
    for m in moves.iter().filter(|m| m.to() == sq) {
        if out.iter().any(|o| o.square == m.from()) {
            continue;
        }
        if let Some(piece) = pos.piece_at(m.from()) {
            out.push(Mover {
                square: m.from(),
                piece,
            });
        }
    }
    crate::sort_short_by(&mut out, |a, b| a.square.cmp(&b.square));
    out
}

/// The moves of `color` in `pos`: the legal moves for the side to move,
/// else those it would have were it its turn, without a king captured.
fn moves_of(pos: &Position, color: Color) -> Vec<Move> {
    if pos.turn() == color {
        return pos.legal_moves().to_vec();
    }
    let mut passed = pos.clone();
    passed.pass_turn();
    passed
        .legal_moves()
        .iter()
        .filter(|m| m.capture() != Some(Role::King))
        .copied()
        .collect()
}

/// The captures among the legal moves of the side to move (Art. 3.1.1,
/// 3.7.3.1 en passant), in the order the moves come.
///
/// ```
/// use rochade_laws::Position;
/// use rochade_speech::questions::captures;
/// let pos = Position::from_fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1").unwrap();
/// assert_eq!(captures(&pos).len(), 1);
/// assert!(captures(&Position::new()).is_empty());
/// ```
pub fn captures(pos: &Position) -> Vec<Move> {
    pos.legal_moves()
        .iter()
        .filter(|m| m.is_capture())
        .copied()
        .collect()
}

/// The index of the last capture among `moves` (a game's moves in order).
///
/// ```
/// use rochade_laws::{Move, Role, Square};
/// use rochade_speech::questions::last_capture;
/// let quiet = Move::Normal { role: Role::Pawn, from: Square::E2, capture: None, to: Square::E4, promotion: None };
/// let takes = Move::Normal { role: Role::Pawn, from: Square::E4, capture: Some(Role::Pawn), to: Square::D5, promotion: None };
/// assert_eq!(last_capture([quiet, takes, quiet].iter()), Some(1));
/// assert_eq!(last_capture([quiet].iter()), None);
/// ```
pub fn last_capture<'a>(
    moves: impl DoubleEndedIterator<Item = &'a Move> + ExactSizeIterator,
) -> Option<usize> {
    let n = moves.len();
    moves
        .rev()
        .position(|m| m.is_capture())
        .map(|back| n - 1 - back)
}

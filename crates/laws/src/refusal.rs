//! Why a from–to attempt is not a legal move, so that an interface never
//! refuses a move silently.

use crate::{Position, Role, Square, attacks};

/// The reason a from–to attempt is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The piece does not move that way (Art. 3.2–3.7).
    CannotMoveThere,
    /// The target holds a piece of the mover's own colour (Art. 3.1).
    OwnPiece,
    /// The move would leave (or put) the mover's king in check (Art. 3.9).
    KingInCheck,
    /// The king is in check and the move does not parry it (Art. 3.9).
    InCheck,
    /// Castling is not possible now (Art. 3.8).
    Castling,
}

/// Explains why moving the piece on `from` to `to` is not legal in `pos`.
///
/// ```
/// use rochade_laws::{Position, Refusal, Square, explain_refusal};
/// assert_eq!(explain_refusal(&Position::new(), Square::E2, Square::E5), Refusal::CannotMoveThere);
/// ```
pub fn explain_refusal(pos: &Position, from: Square, to: Square) -> Refusal {
    let Some(piece) = pos.piece_at(from) else {
        return Refusal::CannotMoveThere;
    };
    if pos.piece_at(to).is_some_and(|p| p.color == piece.color) && piece.role != Role::King {
        return Refusal::OwnPiece;
    }
    let occupied = pos.occupied();
    let reachable = match piece.role {
        Role::Pawn => {
            let forward = if piece.color.is_white() { 8 } else { -8 };
            let one = from.offset(forward);
            let two = one.and_then(|s| s.offset(forward));
            let start = from.rank().relative_to(piece.color).index() == 1;
            let quiet = Some(to) == one && pos.piece_at(to).is_none()
                || start
                    && Some(to) == two
                    && one.is_some_and(|s| pos.piece_at(s).is_none())
                    && pos.piece_at(to).is_none();
            let capture = attacks::pawn_attacks(piece.color, from).contains(to)
                && (pos.piece_at(to).is_some() || pos.ep_square() == Some(to));
            quiet || capture
        }
        Role::King => {
            let file_gap = (from.file().index() as i32 - to.file().index() as i32).abs();
            if from.rank() == to.rank() && (file_gap == 2 || pos.piece_at(to) == Some(piece)) {
                return Refusal::Castling;
            }
            if pos.piece_at(to).is_some_and(|p| p.color == piece.color) {
                return Refusal::OwnPiece;
            }
            attacks::king_attacks(from).contains(to)
        }
        _ => attacks::attacks(piece, from, occupied).contains(to),
    };
    if !reachable {
        Refusal::CannotMoveThere
    } else if pos.is_check() {
        Refusal::InCheck
    } else {
        Refusal::KingInCheck
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen).expect("valid FEN")
    }

    #[test]
    fn knight_does_not_move_like_a_bishop() {
        assert_eq!(
            explain_refusal(
                &Position::new(),
                Square::G1,
                Square::H3.offset(8).unwrap_or(Square::H3)
            ),
            Refusal::CannotMoveThere
        );
    }

    #[test]
    fn pawn_cannot_jump_three() {
        assert_eq!(
            explain_refusal(&Position::new(), Square::E2, Square::E5),
            Refusal::CannotMoveThere
        );
    }

    #[test]
    fn pinned_piece_leaves_king_in_check() {
        // The knight on e2 is pinned by the rook on e8 (Art. 3.9).
        let p = pos("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
        assert_eq!(
            explain_refusal(&p, Square::E2, Square::C3),
            Refusal::KingInCheck
        );
    }

    #[test]
    fn in_check_must_parry() {
        let p = pos("4r1k1/8/8/8/8/8/3N4/4K3 w - - 0 1");
        assert_eq!(
            explain_refusal(&p, Square::D2, Square::B3),
            Refusal::InCheck
        );
    }

    #[test]
    fn castling_through_an_attacked_square() {
        // f1 is attacked by the rook on f8 (Art. 3.8.b).
        let p = pos("5rk1/8/8/8/8/8/8/4K2R w K - 0 1");
        assert_eq!(
            explain_refusal(&p, Square::E1, Square::G1),
            Refusal::Castling
        );
    }

    #[test]
    fn capturing_own_piece() {
        assert_eq!(
            explain_refusal(&Position::new(), Square::D1, Square::D2),
            Refusal::OwnPiece
        );
    }
}

//! Why a from–to attempt is not a legal move, so that an interface never
//! refuses a move silently.

use crate::{File, Position, Rank, Role, Square, attacks};

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
            // Chess960: the king onto its own rook is castling (2023 Guidelines II.3).
            if pos.is_chess960()
                && from.rank() == to.rank()
                && pos.piece_at(to) == Some(Role::Rook.of(piece.color))
            {
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

/// Why no legal move fits a move's description ("Nd2", "Springer David
/// zwei"), so that a typed or dictated move is answered with a reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unmatched {
    /// The side to move has no such piece (none at all, or none on the named
    /// file or rank).
    NoPiece {
        /// The piece named.
        role: Role,
    },
    /// Pieces of that kind exist, but none moves to the square that way
    /// (Art. 3.2–3.7).
    NoneReaches {
        /// The piece named.
        role: Role,
        /// The square named.
        to: Square,
    },
    /// A piece could go there by its moves, but the rules forbid it now.
    Refused {
        /// The piece's square when it is the only one concerned; `None` when
        /// several pieces are refused for the same reason.
        from: Option<Square>,
        /// The square named.
        to: Square,
        /// The reason.
        reason: Refusal,
    },
}

/// Explains why no legal move of a `role` (optionally from a given file and
/// rank) goes to `to` in `pos`. `None` when a legal move does go there, so
/// the mismatch lies elsewhere (a promotion piece, a capture sign), or when
/// several pieces are refused for different reasons.
///
/// ```
/// use rochade_laws::{Position, Refusal, Role, Square, Unmatched, explain_unmatched};
/// let pos = Position::new();
/// // Nd2: the knight on b1 could, but d2 holds a pawn (Art. 3.1).
/// assert_eq!(
///     explain_unmatched(&pos, Role::Knight, None, None, Square::D2),
///     Some(Unmatched::Refused { from: Some(Square::B1), to: Square::D2, reason: Refusal::OwnPiece })
/// );
/// assert_eq!(
///     explain_unmatched(&pos, Role::Knight, None, None, Square::E4),
///     Some(Unmatched::NoneReaches { role: Role::Knight, to: Square::E4 })
/// );
/// ```
pub fn explain_unmatched(
    pos: &Position,
    role: Role,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Square,
) -> Option<Unmatched> {
    let pieces: Vec<Square> = (pos.by_color(pos.turn()) & pos.by_role(role))
        .into_iter()
        .filter(|s| from_file.is_none_or(|f| f == s.file()))
        .filter(|s| from_rank.is_none_or(|r| r == s.rank()))
        .collect();
    if pieces.is_empty() {
        return Some(Unmatched::NoPiece { role });
    }
    let goes_there = |from: Square| {
        pos.legal_moves_from(from)
            .iter()
            .any(|m| m.to() == to || matches!(m, crate::Move::Castle { rook, .. } if *rook == to))
    };
    if pieces.iter().any(|&from| goes_there(from)) {
        return None;
    }
    let refused: Vec<(Square, Refusal)> = pieces
        .iter()
        .map(|&from| (from, explain_refusal(pos, from, to)))
        .collect();
    if let [(from, reason)] = refused.as_slice() {
        return Some(Unmatched::Refused {
            from: Some(*from),
            to,
            reason: *reason,
        });
    }
    let reaching: Vec<(Square, Refusal)> = refused
        .into_iter()
        .filter(|&(from, r)| match r {
            Refusal::CannotMoveThere => false,
            // Every piece "could" land on its own piece: only one whose
            // move goes there counts.
            Refusal::OwnPiece => moves_onto(pos, from, to),
            _ => true,
        })
        .collect();
    match reaching.as_slice() {
        [] => Some(Unmatched::NoneReaches { role, to }),
        [(from, reason)] => Some(Unmatched::Refused {
            from: Some(*from),
            to,
            reason: *reason,
        }),
        [(_, first), rest @ ..] if rest.iter().all(|(_, r)| r == first) => {
            Some(Unmatched::Refused {
                from: None,
                to,
                reason: *first,
            })
        }
        _ => None,
    }
}

/// Whether the piece on `from` moves onto `to` by its moves on an empty
/// target (Art. 3.2–3.7), whatever stands there.
fn moves_onto(pos: &Position, from: Square, to: Square) -> bool {
    let Some(piece) = pos.piece_at(from) else {
        return false;
    };
    match piece.role {
        Role::Pawn => {
            let forward = if piece.color.is_white() { 8 } else { -8 };
            from.offset(forward) == Some(to)
                || attacks::pawn_attacks(piece.color, from).contains(to)
        }
        Role::King => attacks::king_attacks(from).contains(to),
        _ => attacks::attacks(piece, from, pos.occupied()).contains(to),
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
    fn unmatched_names_the_only_piece_and_its_reason() {
        // Two knights; only the one on e2 reaches c3, and it is pinned.
        let p = pos("4r1k1/8/8/8/8/8/4N3/4K1N1 w - - 0 1");
        assert_eq!(
            explain_unmatched(&p, Role::Knight, None, None, Square::C3),
            Some(Unmatched::Refused {
                from: Some(Square::E2),
                to: Square::C3,
                reason: Refusal::KingInCheck
            })
        );
        // The bishop is gone: no such piece.
        assert_eq!(
            explain_unmatched(&p, Role::Bishop, None, None, Square::C3),
            Some(Unmatched::NoPiece { role: Role::Bishop })
        );
        // A knight on the g-file exists but goes nowhere near c3.
        assert_eq!(
            explain_unmatched(&p, Role::Knight, Some(File::G), None, Square::C3),
            Some(Unmatched::Refused {
                from: Some(Square::G1),
                to: Square::C3,
                reason: Refusal::CannotMoveThere
            })
        );
    }

    #[test]
    fn unmatched_in_check_with_two_knights_that_cannot_parry() {
        // Check from e8; the knights on b1 and f1 both reach d2 but d2
        // does not parry.
        let p = pos("4r1k1/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        assert_eq!(
            explain_unmatched(&p, Role::Knight, None, None, Square::D2),
            Some(Unmatched::Refused {
                from: None,
                to: Square::D2,
                reason: Refusal::InCheck
            })
        );
    }

    #[test]
    fn unmatched_is_none_when_a_legal_move_goes_there() {
        assert_eq!(
            explain_unmatched(&Position::new(), Role::Pawn, None, None, Square::E4),
            None
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

//! The touched piece (2023 Art. 4.3–4.5, 4.7; 2001 Art. 4.3–4.6; 1997 Art.
//! 4.3–4.5, 4.7), each test named after the article in its edition's own
//! numbering.

use rochade_arbiter::{Edition, Obligation, Touch, TouchRuling, check_touched_move, touch_ruling};
use rochade_laws::{CastlingSide, Position, Role, Square, parse_move};

const E23: Edition = Edition::Fide2023;
const E01: Edition = Edition::Fide2001;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

fn rule(p: &Position, edition: Edition, touches: &[Touch]) -> TouchRuling {
    touch_ruling(p, edition, touches)
}

fn t(sq: Square) -> Touch {
    Touch::Piece(sq)
}

/// The allowed moves in SAN, sorted.
fn sans(p: &Position, r: &TouchRuling) -> Vec<String> {
    let mut v: Vec<String> = r.allowed.iter().map(|m| p.san(m).to_string()).collect();
    v.sort();
    v
}

fn number(r: &TouchRuling) -> Option<&'static str> {
    r.article.map(|a| a.number)
}

/// Refuses `san` and returns the article number cited.
fn refused(p: &Position, edition: Edition, touches: &[Touch], san: &str) -> &'static str {
    let m = parse_move(p, san).unwrap();
    check_touched_move(p, edition, touches, &m)
        .unwrap_err()
        .article
        .number
}

fn allowed(p: &Position, edition: Edition, touches: &[Touch], san: &str) -> bool {
    let m = parse_move(p, san).unwrap();
    check_touched_move(p, edition, touches, &m).is_ok()
}

const AFTER_E4_D5: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";

/// Nothing touched: every legal move.
#[test]
fn nothing_touched_any_move() {
    let p = Position::new();
    let r = rule(&p, E23, &[]);
    assert_eq!(r.obligation, Obligation::Free);
    assert_eq!(r.article, None);
    assert_eq!(r.allowed.len(), 20);
}

/// 2023 Art. 4.3.1: "one or more of his own pieces, he must move the first
/// piece touched that can be moved".
#[test]
fn art_4_3_1_2023_the_first_touched_own_piece_that_can_move_must_move() {
    let p = Position::new();
    let r = rule(&p, E23, &[t(Square::B1), t(Square::G1)]);
    assert_eq!(r.obligation, Obligation::MoveTouched { piece: Square::B1 });
    assert_eq!(number(&r), Some("4.3.1"));
    assert_eq!(sans(&p, &r), ["Na3", "Nc3"]);
    assert_eq!(refused(&p, E23, &[t(Square::B1)], "Nf3"), "4.3.1");
    // The king cannot move: the next touched piece that can.
    let r = rule(&p, E23, &[t(Square::E1), t(Square::G1)]);
    assert_eq!(r.obligation, Obligation::MoveTouched { piece: Square::G1 });
    assert_eq!(r.article.unwrap().to_string(), "Art. 4.3.1");
}

/// 2001 Art. 4.3 (a): "one or more of his own pieces, he must move the
/// first piece touched that can be moved".
#[test]
fn art_4_3_a_2001_the_first_touched_own_piece_that_can_move_must_move() {
    let p = Position::new();
    let r = rule(&p, E01, &[t(Square::B1), t(Square::G1)]);
    assert_eq!(r.obligation, Obligation::MoveTouched { piece: Square::B1 });
    assert_eq!(number(&r), Some("4.3 (a)"));
    assert_eq!(refused(&p, E01, &[t(Square::B1)], "e4"), "4.3 (a)");
}

/// 2023 Art. 4.3.2: "one or more of his opponent's pieces, he must capture
/// the first piece touched that can be captured".
#[test]
fn art_4_3_2_2023_the_first_touched_opponent_piece_that_can_be_captured() {
    let p = pos(AFTER_E4_D5);
    // e7 cannot be captured, d5 can.
    let r = rule(&p, E23, &[t(Square::E7), t(Square::D5)]);
    assert_eq!(
        r.obligation,
        Obligation::CaptureTouched { target: Square::D5 }
    );
    assert_eq!(number(&r), Some("4.3.2"));
    assert_eq!(sans(&p, &r), ["exd5"]);
    assert_eq!(refused(&p, E23, &[t(Square::D5)], "Nf3"), "4.3.2");
}

/// 2001 Art. 4.3 (b): "one or more of his opponent's pieces, he must
/// capture the first piece touched, which can be captured". 1997 Art.
/// 4.3 (a) has own and opponent's pieces in one paragraph.
#[test]
fn art_4_3_b_2001_and_4_3_a_1997_capture_the_touched_opponent_piece() {
    let p = pos(AFTER_E4_D5);
    assert_eq!(refused(&p, E01, &[t(Square::D5)], "Nf3"), "4.3 (b)");
    assert_eq!(
        refused(&p, Edition::Fide1997, &[t(Square::D5)], "Nf3"),
        "4.3 (a)"
    );
}

/// 2023 Art. 4.3.3: "one or more pieces of each colour, he must capture the
/// first touched opponent's piece with his first touched piece or, if this
/// is illegal, move or capture the first piece touched that can be moved
/// or captured. If it is unclear whether the player's own piece or his
/// opponent's was touched first, the player's own piece shall be
/// considered to have been touched before his opponent's."
#[test]
fn art_4_3_3_2023_capture_the_touched_piece_with_the_touched_piece() {
    let p = pos(AFTER_E4_D5);
    let r = rule(&p, E23, &[t(Square::E4), t(Square::D5)]);
    assert_eq!(
        r.obligation,
        Obligation::CaptureWith {
            piece: Square::E4,
            target: Square::D5
        }
    );
    assert_eq!(number(&r), Some("4.3.3"));
    assert_eq!(sans(&p, &r), ["exd5"]);
    assert_eq!(
        refused(&p, E23, &[t(Square::E4), t(Square::D5)], "e5"),
        "4.3.3"
    );
    // The knight cannot capture d5: the first touched piece that can be
    // moved, the knight.
    let r = rule(&p, E23, &[t(Square::G1), t(Square::D5)]);
    assert_eq!(r.obligation, Obligation::MoveTouched { piece: Square::G1 });
    assert_eq!(number(&r), Some("4.3.3"));
    // The rook can neither capture nor move: the first that can be
    // captured, d5.
    let r = rule(&p, E23, &[t(Square::A1), t(Square::D5)]);
    assert_eq!(
        r.obligation,
        Obligation::CaptureTouched { target: Square::D5 }
    );
    // Touched together: his own first.
    let r = rule(&p, E23, &[Touch::Together(Square::D5, Square::E4)]);
    assert_eq!(sans(&p, &r), ["exd5"]);
}

/// 2023 Art. 4.3.3 with an en passant capture: the touched pawn is not on
/// the capturing pawn's arrival square.
#[test]
fn art_4_3_3_2023_the_touched_pawn_captured_en_passant() {
    let p = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    let r = rule(&p, E23, &[t(Square::E5), t(Square::F5)]);
    assert_eq!(sans(&p, &r), ["exf6"]);
    assert_eq!(number(&r), Some("4.3.3"));
}

/// 2001 Art. 4.3 (c): "one piece of each colour, he must capture the
/// opponent's piece with his piece or, if this is illegal, move or capture
/// the first piece touched which can be moved or captured".
#[test]
fn art_4_3_c_2001_capture_the_touched_piece_with_the_touched_piece() {
    let p = pos(AFTER_E4_D5);
    assert_eq!(
        refused(&p, E01, &[t(Square::E4), t(Square::D5)], "e5"),
        "4.3 (c)"
    );
    assert_eq!(
        refused(&p, Edition::Fide1997, &[t(Square::E4), t(Square::D5)], "e5"),
        "4.3 (b)"
    );
}

const CASTLE_BOTH: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

/// 2023 Art. 4.4.1: "touches his king and a rook he must castle on that
/// side if it is legal to do so".
#[test]
fn art_4_4_1_2023_king_then_rook_must_castle_on_that_side() {
    let p = pos(CASTLE_BOTH);
    let r = rule(&p, E23, &[t(Square::E1), t(Square::H1)]);
    assert_eq!(
        r.obligation,
        Obligation::Castle {
            side: CastlingSide::KingSide
        }
    );
    assert_eq!(number(&r), Some("4.4.1"));
    assert_eq!(sans(&p, &r), ["O-O"]);
    assert_eq!(
        refused(&p, E23, &[t(Square::E1), t(Square::A1)], "Kf1"),
        "4.4.1"
    );
    assert!(allowed(&p, E23, &[t(Square::E1), t(Square::A1)], "O-O-O"));
}

/// 2001 Art. 4.4 (a): "If a player deliberately touches his king and rook
/// he must castle on that side if it is legal to do so."
#[test]
fn art_4_4_a_2001_king_and_rook_must_castle_on_that_side() {
    let p = pos(CASTLE_BOTH);
    assert_eq!(
        refused(&p, E01, &[t(Square::E1), t(Square::H1)], "Kd1"),
        "4.4 (a)"
    );
    let together = [Touch::Together(Square::H1, Square::E1)];
    assert_eq!(sans(&p, &rule(&p, E01, &together)), ["O-O"]);
}

/// 2023 Art. 4.4.2: "deliberately touches a rook and then his king he is
/// not allowed to castle on that side on that move and the situation shall
/// be governed by Article 4.3.1".
#[test]
fn art_4_4_2_2023_rook_then_king_no_castling_on_that_side() {
    let p = pos(CASTLE_BOTH);
    let touches = [t(Square::H1), t(Square::E1)];
    let r = rule(&p, E23, &touches);
    assert_eq!(r.obligation, Obligation::MoveTouched { piece: Square::H1 });
    assert_eq!(r.castling_forbidden, Some(CastlingSide::KingSide));
    assert_eq!(number(&r), Some("4.3.1"));
    assert!(allowed(&p, E23, &touches, "Rg1"));
    let m = parse_move(&p, "O-O").unwrap();
    let refusal = check_touched_move(&p, E23, &touches, &m).unwrap_err();
    assert_eq!(refusal.article.number, "4.4.2");
    assert_eq!(refusal.castling_forbidden, Some(CastlingSide::KingSide));
    // The rook cannot move: the king must, but not by castling there.
    let p = pos("4k3/8/8/8/8/8/3P3P/3QK1NR w K - 0 1");
    let r = rule(&p, E23, &[t(Square::H1), t(Square::E1)]);
    assert_eq!(r.obligation, Obligation::MoveTouched { piece: Square::E1 });
    assert!(r.allowed.iter().all(|m| !m.is_castle()));
}

/// 2001 Art. 4.4 (b): "If a player deliberately touches a rook and then his
/// king he is not allowed to castle on that side on that move and the
/// situation shall be governed by Article 4.3 (a)."
#[test]
fn art_4_4_b_2001_rook_then_king_no_castling_on_that_side() {
    let p = pos(CASTLE_BOTH);
    let touches = [t(Square::A1), t(Square::E1)];
    assert_eq!(refused(&p, E01, &touches, "O-O-O"), "4.4 (b)");
    assert!(allowed(&p, E01, &touches, "Rb1"));
}

/// A black rook on f2 covers f1: White cannot castle short.
const SHORT_ILLEGAL: &str = "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1";
/// A black bishop on h3 covers f1 and the white king has no move.
const KING_STUCK: &str = "4k3/8/8/8/8/7b/3PPP2/3QK2R w K - 0 1";

/// 2023 Art. 4.4.3: "intending to castle, touches the king and then a rook,
/// but castling with this rook is illegal, the player must make another
/// legal move with his king (which may include castling with the other
/// rook). If the king has no legal move, the player is free to make any
/// legal move."
#[test]
fn art_4_4_3_2023_castling_illegal_another_king_move_or_free() {
    let p = pos(SHORT_ILLEGAL);
    let touches = [t(Square::E1), t(Square::H1)];
    let r = rule(&p, E23, &touches);
    assert_eq!(
        r.obligation,
        Obligation::KingMove {
            side: CastlingSide::KingSide
        }
    );
    assert_eq!(number(&r), Some("4.4.3"));
    assert_eq!(sans(&p, &r), ["Kd1", "Kxf2", "O-O-O"]);
    assert_eq!(refused(&p, E23, &touches, "Rg1"), "4.4.3");
    // The king has no legal move: any legal move, the rook's too.
    let p = pos(KING_STUCK);
    let r = rule(&p, E23, &[t(Square::E1), t(Square::H1)]);
    assert_eq!(r.obligation, Obligation::NoneCanMove);
    assert_eq!(number(&r), Some("4.4.3"));
    assert!(allowed(&p, E23, &[t(Square::E1), t(Square::H1)], "d4"));
}

/// 2001 Art. 4.4 (c): "If a player, intending to castle, touches the king or
/// king and rook at the same time, but castling on that side is illegal,
/// the player must make another legal move with his king which may include
/// castling on the other side. If the king has no legal move, the player is
/// free to make any legal move." Unlike 2023 4.4.3 it speaks of king and
/// rook "at the same time": touched one after the other, 4.3 (a) governs,
/// so a king that cannot move passes the obligation to the rook.
#[test]
fn art_4_4_c_2001_king_and_rook_together_differs_from_one_after_the_other() {
    let p = pos(SHORT_ILLEGAL);
    let together = [Touch::Together(Square::E1, Square::H1)];
    let r = rule(&p, E01, &together);
    assert_eq!(number(&r), Some("4.4 (c)"));
    assert_eq!(sans(&p, &r), ["Kd1", "Kxf2", "O-O-O"]);
    let one_then_other = [t(Square::E1), t(Square::H1)];
    assert_eq!(number(&rule(&p, E01, &one_then_other)), Some("4.3 (a)"));
    // The king has no legal move.
    let p = pos(KING_STUCK);
    let r = rule(&p, E01, &together);
    assert_eq!(r.obligation, Obligation::NoneCanMove);
    assert_eq!(number(&r), Some("4.4 (c)"));
    let r = rule(&p, E01, &one_then_other);
    assert_eq!(r.obligation, Obligation::MoveTouched { piece: Square::H1 });
    assert_eq!(number(&r), Some("4.3 (a)"));
    assert_eq!(refused(&p, E01, &one_then_other, "d4"), "4.3 (a)");
    // The same touches under the 2023 Laws leave him free (4.4.3).
    assert!(allowed(&p, E23, &one_then_other, "d4"));
}

/// 2023 Art. 4.4.4: "promotes a pawn, the choice of the piece is finalised
/// when the piece has touched the square of promotion." The 2001 Laws have
/// no such rule: the move is made when the new piece is released (4.6).
#[test]
fn art_4_4_4_2023_the_promotion_piece_is_chosen_on_touching_the_square() {
    let p = pos("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
    let touches = [t(Square::E7), Touch::PromotionPiece(Role::Knight)];
    let r = rule(&p, E23, &touches);
    assert_eq!(sans(&p, &r), ["e8=N"]);
    let m = parse_move(&p, "e8=Q").unwrap();
    let refusal = check_touched_move(&p, E23, &touches, &m).unwrap_err();
    assert_eq!(refusal.article.number, "4.4.4");
    assert_eq!(refusal.promotion_chosen, Some(Role::Knight));
    assert!(allowed(&p, E01, &touches, "e8=Q"));
}

/// 2023 Art. 4.5: "If none of the pieces touched in accordance with Article
/// 4.3 or Article 4.4 can be moved or captured, the player may make any
/// legal move." Likewise 2001 and 1997 Art. 4.5.
#[test]
fn art_4_5_2023_and_2001_none_can_move_any_move_is_free() {
    let p = Position::new();
    for edition in Edition::ALL {
        let r = rule(&p, edition, &[t(Square::D1), t(Square::E1), t(Square::E7)]);
        assert_eq!(r.obligation, Obligation::NoneCanMove);
        assert_eq!(number(&r), Some("4.5"));
        assert_eq!(r.allowed.len(), 20);
    }
}

/// 2023 Art. 4.7: "When, as a legal move or part of a legal move, a piece
/// has been released on a square, it cannot be moved to another square on
/// this move." 2001 Art. 4.6 and 1997 Art. 4.7 say the same.
#[test]
fn art_4_7_2023_and_4_6_2001_a_released_piece_stays() {
    let p = Position::new();
    let touches = [t(Square::G1), Touch::Release(Square::F3)];
    let r = rule(&p, E23, &touches);
    assert_eq!(
        r.obligation,
        Obligation::Released {
            from: Square::G1,
            to: Square::F3
        }
    );
    assert_eq!(sans(&p, &r), ["Nf3"]);
    assert_eq!(refused(&p, E23, &touches, "Nh3"), "4.7");
    assert_eq!(refused(&p, E01, &touches, "Nh3"), "4.6");
    assert_eq!(refused(&p, Edition::Fide1997, &touches, "Nh3"), "4.7");
    // Released on a square it cannot go to: no move is made, 4.3.1 stands.
    let r = rule(&p, E23, &[t(Square::G1), Touch::Release(Square::G3)]);
    assert_eq!(r.obligation, Obligation::MoveTouched { piece: Square::G1 });
    // The king released on g1: castling (2023 4.7.2).
    let p = pos(CASTLE_BOTH);
    let r = rule(&p, E23, &[t(Square::E1), Touch::Release(Square::G1)]);
    assert_eq!(sans(&p, &r), ["O-O"]);
    // What the hand touches after the release changes nothing: the pawn
    // released on e8 does not have to capture the rook it touches next
    // (2023 4.7 before 4.3.3), and the promotion piece is still chosen
    // (4.4.4).
    let p = pos("k2r4/4P3/8/8/8/8/8/K7 w - - 0 1");
    let touches = [t(Square::E7), Touch::Release(Square::E8), t(Square::D8)];
    let r = rule(&p, E23, &touches);
    assert_eq!(
        r.obligation,
        Obligation::Released {
            from: Square::E7,
            to: Square::E8
        }
    );
    assert_eq!(sans(&p, &r), ["e8=B", "e8=N", "e8=Q", "e8=R"]);
    assert_eq!(refused(&p, E23, &touches, "exd8=Q"), "4.7");
    assert_eq!(refused(&p, E01, &touches, "exd8=Q"), "4.6");
    let chosen = [touches[0], touches[1], Touch::PromotionPiece(Role::Knight)];
    assert_eq!(sans(&p, &rule(&p, E23, &chosen)), ["e8=N"]);
}

/// An empty square touched is no touch; a piece touched twice counts once.
#[test]
fn empty_squares_and_repeated_touches() {
    let p = Position::new();
    let r = rule(
        &p,
        E23,
        &[t(Square::E4), t(Square::G1), t(Square::B1), t(Square::G1)],
    );
    assert_eq!(r.obligation, Obligation::MoveTouched { piece: Square::G1 });
}

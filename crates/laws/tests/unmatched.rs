//! `explain_unmatched` (why no legal move fits "Nd2") checked against the
//! legal move generator (itself checked against shakmaty in
//! `differential.rs`) on every piece kind and square of random positions.

mod common;

use rochade_laws::{
    File, Move, Position, Rank, Refusal, Role, Square, Unmatched, explain_refusal,
    explain_unmatched,
};

fn squares() -> impl Iterator<Item = Square> {
    Rank::ALL.into_iter().flat_map(|r| {
        File::ALL
            .into_iter()
            .map(move |f| Square::from_coords(f, r))
    })
}

fn own(pos: &Position, role: Role) -> Vec<Square> {
    (pos.by_color(pos.turn()) & pos.by_role(role))
        .into_iter()
        .collect()
}

#[test]
fn every_answer_agrees_with_the_legal_moves() {
    // How often each answer was given: every kind must occur.
    let mut seen = [0usize; 5];
    for seed in 0..60 {
        let (positions, _) = common::random_game(seed, 80);
        for pos in positions.iter().step_by(5) {
            let legal = pos.legal_moves();
            for role in Role::ALL {
                for to in squares() {
                    // Castling counts for the king's square and, as the app
                    // takes it, for the rook's (king onto own rook).
                    let fits = legal.iter().any(|m| {
                        m.role() == role
                            && (m.to() == to
                                || matches!(m, Move::Castle { rook, .. } if *rook == to))
                    });
                    let answer = explain_unmatched(pos, role, None, None, to);
                    let fen = pos.to_fen();
                    match answer {
                        None => {
                            seen[0] += 1;
                            if !fits {
                                // Only when several pieces are refused for
                                // different reasons.
                                let reasons: Vec<Refusal> = own(pos, role)
                                    .into_iter()
                                    .map(|f| explain_refusal(pos, f, to))
                                    .filter(|r| *r != Refusal::CannotMoveThere)
                                    .collect();
                                assert!(reasons.len() >= 2, "{fen} {role:?} {to}");
                            }
                        }
                        Some(Unmatched::NoPiece { role: r }) => {
                            seen[1] += 1;
                            assert_eq!(r, role);
                            assert!(own(pos, role).is_empty(), "{fen} {role:?}");
                        }
                        Some(Unmatched::NoneReaches { role: r, to: t }) => {
                            seen[2] += 1;
                            assert_eq!((r, t), (role, to));
                            assert!(!fits, "{fen} {role:?} {to}");
                            assert!(own(pos, role).len() >= 2, "{fen} {role:?} {to}");
                        }
                        Some(Unmatched::Refused {
                            from: Some(from),
                            to: t,
                            reason,
                        }) => {
                            seen[3] += 1;
                            assert_eq!(t, to);
                            assert!(!fits, "{fen} {role:?} {to}");
                            assert_eq!(pos.piece_at(from).map(|p| p.role), Some(role));
                            assert!(
                                pos.legal_moves_from(from).iter().all(|m| m.to() != to),
                                "{fen} {from}{to}"
                            );
                            assert_eq!(reason, explain_refusal(pos, from, to), "{fen} {from}{to}");
                        }
                        Some(Unmatched::Refused {
                            from: None,
                            to: t,
                            reason,
                        }) => {
                            seen[4] += 1;
                            assert_eq!(t, to);
                            assert!(!fits, "{fen} {role:?} {to}");
                            assert_ne!(reason, Refusal::CannotMoveThere);
                        }
                    }
                }
            }
        }
    }
    eprintln!("none/no piece/none reaches/refused one/refused all: {seen:?}");
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

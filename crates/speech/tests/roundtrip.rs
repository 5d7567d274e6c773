//! Every legal move of many positions, in every scheme, form and spelling,
//! gives a non-empty announcement that reads back as exactly that move.

use rochade_laws::{Move, Position, Refusal, Square, Unmatched};
use rochade_speech::{
    Form, Scheme, Settings, Spelling, SpokenMoveError, announce_move, parse_spoken_move,
};

/// A small xorshift generator, so the positions are the same on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn all_settings() -> Vec<Settings> {
    let mut v = Vec::new();
    for scheme in Scheme::ALL {
        for form in [Form::Short, Form::Long] {
            for spelling in [Spelling::Spoken, Spelling::Ascii] {
                v.push(
                    Settings::new(scheme)
                        .with_form(form)
                        .with_spelling(spelling),
                );
            }
        }
    }
    v
}

fn check_position(pos: &Position, settings: &[Settings]) -> usize {
    let moves: Vec<Move> = pos.legal_moves();
    for m in &moves {
        for s in settings {
            let a = announce_move(pos, m, s);
            assert!(!a.text.trim().is_empty());
            assert_eq!(
                parse_spoken_move(pos, &a.text, s),
                Ok(*m),
                "{:?} in {} read back wrongly from {:?}",
                m,
                pos.to_fen(),
                a.text
            );
        }
    }
    moves.len()
}

#[test]
fn every_legal_move_reads_back() {
    let settings = all_settings();
    let starts = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        // Castling both ways for both sides, promotions, en passant.
        "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1",
        // Kiwipete.
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        // Many knights and queens for disambiguation.
        "k7/8/2N1N3/1N3N2/3Q1Q2/1N3N2/2N1N3/4K3 w - - 0 1",
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut positions = 0;
    let mut moves = 0;
    for fen in starts {
        for _game in 0..3 {
            let mut pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e:?}"));
            for _ply in 0..40 {
                moves += check_position(&pos, &settings);
                positions += 1;
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                let m = legal[rng.below(legal.len())];
                pos = pos.play(&m).expect("legal move");
            }
        }
    }
    assert!(positions > 200, "{positions}");
    assert!(moves > 5000, "{moves}");
}

#[test]
fn wrong_or_incomplete_words_are_refused() {
    let pos = Position::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
    let de = Settings::default();
    // Which piece?
    assert_eq!(
        parse_spoken_move(&pos, "Bauer Eva acht", &de),
        Err(SpokenMoveError::Ambiguous(
            ["e7e8q", "e7e8r", "e7e8b", "e7e8n"]
                .iter()
                .map(|u| rochade_laws::parse_move(&pos, u).unwrap())
                .collect()
        ))
    );
    assert!(parse_spoken_move(&pos, "Bauer Eva acht wird Dame", &de).is_ok());
    assert!(parse_spoken_move(&pos, "Bauer Eva acht Dame", &de).is_ok());
    assert_eq!(
        parse_spoken_move(&pos, "Bauer Eva schlägt David acht", &de),
        Err(SpokenMoveError::NoSuchMove(Some(Unmatched::Refused {
            from: Some(Square::E7),
            to: Square::D8,
            reason: Refusal::CannotMoveThere
        })))
    );
    assert_eq!(
        parse_spoken_move(&pos, "Bauer Eva acht wird", &de),
        Err(SpokenMoveError::Malformed)
    );
    assert_eq!(
        parse_spoken_move(&pos, "Pferd Eva acht", &de),
        Err(SpokenMoveError::UnknownWord("pferd".into()))
    );
    assert_eq!(
        parse_spoken_move(&pos, "  ", &de),
        Err(SpokenMoveError::Empty)
    );
    assert_eq!(
        parse_spoken_move(&pos, "Kurze Rochade", &de),
        Err(SpokenMoveError::NoSuchMove(Some(Unmatched::Refused {
            from: Some(Square::E1),
            to: Square::G1,
            reason: Refusal::Castling
        })))
    );
    // Two knights can reach f3: the file must be said.
    let pos = Position::from_fen("7k/8/8/8/8/8/8/K3N1N1 w - - 0 1").unwrap();
    assert_eq!(
        parse_spoken_move(&pos, "Springer Felix drei", &de),
        Err(SpokenMoveError::Ambiguous(vec![
            rochade_laws::parse_move(&pos, "e1f3").unwrap(),
            rochade_laws::parse_move(&pos, "g1f3").unwrap(),
        ]))
    );
    // In algebraic notation too, with the candidates named.
    assert!(matches!(
        parse_spoken_move(&pos, "Nf3", &de),
        Err(SpokenMoveError::Ambiguous(c)) if c.len() == 2
    ));
    // A pinned piece is named with its reason (Art. 3.9).
    let pinned = Position::from_fen("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1").unwrap();
    for text in ["Springer Cesar drei", "Nc3", "e2c3"] {
        assert_eq!(
            parse_spoken_move(&pinned, text, &de),
            Err(SpokenMoveError::NoSuchMove(Some(Unmatched::Refused {
                from: Some(Square::E2),
                to: Square::C3,
                reason: Refusal::KingInCheck
            }))),
            "{text}"
        );
    }
    // Spelling, case and punctuation do not matter.
    assert!(parse_spoken_move(&pos, "springer gustav, FELIX drei.", &de).is_ok());
    let pos = Position::new();
    assert!(parse_spoken_move(&pos, "BAUER EVA VIER, SCHACH", &de).is_ok());
    assert!(parse_spoken_move(&pos, "Läufer Bella fünf", &de).is_err());
}

/// Arbitrary text never panics.
#[test]
fn arbitrary_text_never_panics() {
    let pos = Position::new();
    let words = [
        "Anna",
        "eins",
        "x",
        "wird",
        "Dame",
        "e4",
        "promove",
        "a",
        "toma",
        "",
        "é",
        "0-0",
        "O-O-O",
        "Kurze",
        "Rochade",
        "schach",
        "🙂",
        "Nf3",
        "e",
        "8",
        "Koenig",
        "long castling",
    ];
    let mut rng = Rng(12345);
    for _ in 0..2000 {
        let n = rng.below(6);
        let text: Vec<&str> = (0..n).map(|_| words[rng.below(words.len())]).collect();
        let _ = parse_spoken_move(&pos, &text.join(" "), &Settings::default());
    }
}

/// Moves that are not legal in the position are still announced from the
/// move alone, without panicking.
#[test]
fn illegal_moves_do_not_panic() {
    use rochade_laws::{Role, Square};
    let pos = Position::new();
    let bogus = [
        Move::Castle {
            king: Square::A1,
            rook: Square::H8,
        },
        Move::Normal {
            role: Role::Queen,
            from: Square::E4,
            capture: Some(Role::King),
            to: Square::E8,
            promotion: Some(Role::Pawn),
        },
        Move::EnPassant {
            from: Square::A2,
            to: Square::H7,
        },
    ];
    for m in bogus {
        for s in all_settings() {
            let _ = announce_move(&pos, &m, &s);
            let _ = rochade_speech::describe_last_move(Some((&pos, &m)), &s);
        }
    }
}

//! FEN reading: every kind of error names its field and character position,
//! and odd input never panics.

use rochade_laws::{Color, FenError, FenErrorKind, FenField, Position, Rank, Square};

fn err(fen: &str) -> FenError {
    Position::from_fen(fen).expect_err(fen)
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn field_count() {
    let e = err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq");
    assert_eq!(e.kind, FenErrorKind::FieldCount { found: 3 });
    let e = err(&format!("{START} extra"));
    assert_eq!(e.kind, FenErrorKind::FieldCount { found: 7 });
    assert_eq!(e.position, START.len() + 1);
    assert_eq!(err("").kind, FenErrorKind::FieldCount { found: 0 });
    // EPD style without counters is accepted.
    assert_eq!(
        Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").unwrap(),
        Position::new()
    );
}

#[test]
fn bad_piece_letter() {
    let e = err("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(
        (e.field, e.position, e.kind),
        (FenField::Board, 13, FenErrorKind::BadPieceLetter('x'))
    );
    let e = err("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(
        (e.position, e.kind),
        (18, FenErrorKind::BadPieceLetter('9'))
    );
    let e = err("rnbqkbnr/pppppppp/0/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(e.kind, FenErrorKind::BadPieceLetter('0'));
}

#[test]
fn rank_length_and_count() {
    let e = err("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(
        (e.position, e.kind),
        (
            17,
            FenErrorKind::RankTooLong {
                rank: Rank::Seventh
            }
        )
    );
    let e = err("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(
        (e.position, e.kind),
        (
            16,
            FenErrorKind::RankTooShort {
                rank: Rank::Seventh,
                squares: 7
            }
        )
    );
    let e = err("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(e.kind, FenErrorKind::RankCount { found: 7 });
    let e = err("rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(e.kind, FenErrorKind::RankCount { found: 9 });
    let e = err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1");
    assert_eq!(
        e.kind,
        FenErrorKind::RankTooShort {
            rank: Rank::First,
            squares: 7
        }
    );
}

#[test]
fn kings() {
    assert_eq!(
        err("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1").kind,
        FenErrorKind::MissingKing(Color::Black)
    );
    assert_eq!(
        err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1").kind,
        FenErrorKind::MissingKing(Color::White)
    );
    assert_eq!(
        err("4k3/8/8/8/8/8/8/K3K3 w - - 0 1").kind,
        FenErrorKind::TooManyKings(Color::White)
    );
}

#[test]
fn pawns_on_back_rank() {
    let e = err("4k2P/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        (e.position, e.kind),
        (3, FenErrorKind::PawnOnBackRank(Square::H8))
    );
    assert_eq!(
        err("4k3/8/8/8/8/8/8/p3K3 w - - 0 1").kind,
        FenErrorKind::PawnOnBackRank(Square::A1)
    );
}

#[test]
fn side_not_to_move_in_check() {
    // Black is in check from the rook but it is White's turn (Art. 1.2: the king could be captured).
    let e = err("4k3/8/8/8/8/8/8/4RK2 w - - 0 1");
    assert_eq!(
        (e.field, e.kind),
        (FenField::Turn, FenErrorKind::OppositeCheck)
    );
    assert_eq!(
        err("8/8/8/3kK3/8/8/8/8 b - - 0 1").kind,
        FenErrorKind::OppositeCheck
    );
    // Same position with Black to move is fine.
    assert!(
        Position::from_fen("4k3/8/8/8/8/8/8/4RK2 b - - 0 1")
            .unwrap()
            .is_check()
    );
}

#[test]
fn turn() {
    let e = err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
    assert_eq!(
        (e.field, e.position, e.kind),
        (FenField::Turn, 44, FenErrorKind::BadTurn)
    );
}

#[test]
fn castling() {
    let e = err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1");
    assert_eq!(
        (e.field, e.position, e.kind),
        (FenField::Castling, 48, FenErrorKind::BadCastlingChar('x'))
    );
    assert_eq!(
        err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq - 0 1").kind,
        FenErrorKind::BadCastlingChar('K')
    );
    // Art. 3.8.b.1: rights contradicting the board (rook or king not at home).
    let e = err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1");
    assert_eq!(
        (e.position, e.kind),
        (46, FenErrorKind::CastlingContradictsBoard('K'))
    );
    assert_eq!(
        err("rnbq1bnr/ppppkppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").kind,
        FenErrorKind::CastlingContradictsBoard('k')
    );
}

#[test]
fn en_passant() {
    let base = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq";
    // Legal: kept.
    assert_eq!(
        Position::from_fen(&format!("{base} d6 0 3"))
            .unwrap()
            .ep_square(),
        Some(Square::D6)
    );
    // Syntax.
    let e = err(&format!("{base} d9 0 3"));
    assert_eq!(
        (e.field, e.position, e.kind),
        (
            FenField::EnPassant,
            base.len() + 1,
            FenErrorKind::BadEnPassant
        )
    );
    // Wrong rank for the side to move, no pawn in front, occupied square.
    assert_eq!(
        err(&format!("{base} d3 0 3")).kind,
        FenErrorKind::ImpossibleEnPassant(Square::D3)
    );
    assert_eq!(
        err(&format!("{base} c6 0 3")).kind,
        FenErrorKind::ImpossibleEnPassant(Square::C6)
    );
    assert_eq!(
        err(&format!("{base} e6 0 3")).kind,
        FenErrorKind::ImpossibleEnPassant(Square::E6)
    );
    // Plausible but no legal capture: accepted and dropped (Art. 9.2).
    let p =
        Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
    assert_eq!(p.ep_square(), None);
    assert_eq!(
        p.repetition_key(),
        Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
            .unwrap()
            .repetition_key()
    );
}

#[test]
fn counters() {
    let e = err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1");
    assert_eq!(
        (e.field, e.position, e.kind),
        (FenField::HalfmoveClock, 53, FenErrorKind::BadHalfmoveClock)
    );
    let e = err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -1");
    assert_eq!(
        (e.field, e.kind),
        (FenField::FullmoveNumber, FenErrorKind::BadFullmoveNumber)
    );
    assert_eq!(
        err("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999 1").kind,
        FenErrorKind::BadHalfmoveClock
    );
    let p =
        Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 12 34").unwrap();
    assert_eq!((p.halfmove_clock(), p.fullmove_number()), (12, 34));
}

#[test]
fn errors_display_field_and_position() {
    let e = err("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(
        e.to_string(),
        "invalid FEN (piece placement field, character 14): invalid piece letter 'x'"
    );
    let _: &dyn std::error::Error = &e;
}

#[test]
fn positions_count_characters_not_bytes() {
    let e = err("rnbqkbnr/ppp♙pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(
        (e.position, e.kind),
        (12, FenErrorKind::BadPieceLetter('♙'))
    );
}

#[test]
fn normalised_round_trip() {
    for fen in [
        START,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "8/8/8/8/8/8/8/k1K5 b - - 10 80",
    ] {
        assert_eq!(Position::from_fen(fen).unwrap().to_fen(), fen);
        assert_eq!(fen.parse::<Position>().unwrap().to_string(), fen);
    }
    // Extra whitespace is tolerated and normalised.
    assert_eq!(
        Position::from_fen(&format!("  {}  ", START.replace(' ', "   ")))
            .unwrap()
            .to_fen(),
        START
    );
}

#[test]
fn never_panics_on_garbage() {
    let mut x = 0x2545_f491_4f6c_dd1du64;
    let alphabet: Vec<char> = "rnbqkpRNBQKP12345678/ -wbKQkqa-h0123456789e3x♔\u{0}"
        .chars()
        .collect();
    for _ in 0..20_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let len = (x % 70) as usize;
        let s: String = (0..len)
            .map(|i| alphabet[((x >> (i % 50)) as usize + i * 7) % alphabet.len()])
            .collect();
        let _ = Position::from_fen(&s);
    }
    // Mutations of a valid FEN.
    for i in 0..START.len() {
        for c in ['/', ' ', '9', 'K', 'p', '-', 'x'] {
            let mut s = START.to_string();
            s.replace_range(i..i + 1, &c.to_string());
            if let Ok(p) = Position::from_fen(&s) {
                let _ = p.legal_moves();
                assert_eq!(Position::from_fen(&p.to_fen()).unwrap(), p);
            }
        }
    }
}

//! Chess960 (2023 Guidelines II): the numbered start positions, castling
//! with its tricky cases, X-FEN and Shredder-FEN, notation and repetition.

use rochade_laws::{
    CastlingMode, CastlingSide, Color, FenErrorKind, FenField, File, Move, Notation, Position,
    Role, Square, StartPosition, StartPositionError, Uci, parse_move,
};

fn p960(fen: &str) -> Position {
    Position::from_fen_in(fen, CastlingMode::Chess960).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn castles(pos: &Position) -> Vec<Move> {
    pos.legal_moves()
        .into_iter()
        .filter(|m| m.is_castle())
        .collect()
}

fn castle(king: Square, rook: Square) -> Move {
    Move::Castle { king, rook }
}

fn after(pos: &Position, m: Move) -> Position {
    pos.play(&m)
        .unwrap_or_else(|e| panic!("{} in {pos}: {e}", m))
}

// --- Start positions (II.2) ---

#[test]
fn numbering_is_the_standard_scheme() {
    for (n, rank) in [
        (0, "BBQNNRKR"),
        (1, "BQNBNRKR"),
        (2, "BQNNRBKR"),
        (3, "BQNNRKRB"),
        (518, "RNBQKBNR"),
        (959, "RKRNNQBB"),
    ] {
        let s = StartPosition::new(n).unwrap();
        assert_eq!(s.to_string(), rank, "{n}");
        assert_eq!(rank.parse::<StartPosition>(), Ok(s));
        assert_eq!(n.to_string().parse::<StartPosition>(), Ok(s));
        assert_eq!(s.number(), n);
    }
    assert_eq!(StartPosition::STANDARD.number(), 518);
}

#[test]
fn all_960_are_distinct_and_follow_guidelines_ii_2() {
    let mut seen = std::collections::HashSet::new();
    for s in StartPosition::all() {
        let rank = s.back_rank();
        assert!(seen.insert(rank), "{s} twice");
        let at =
            |role: Role| -> Vec<usize> { (0..8).filter(|&i| rank[i] == role).collect::<Vec<_>>() };
        let (rooks, king, bishops) = (at(Role::Rook), at(Role::King), at(Role::Bishop));
        assert_eq!((rooks.len(), king.len(), bishops.len()), (2, 1, 2), "{s}");
        assert_eq!(
            (at(Role::Knight).len(), at(Role::Queen).len()),
            (2, 1),
            "{s}"
        );
        // II.2.1 king between the rooks, II.2.2 bishops on opposite colours.
        assert!(rooks[0] < king[0] && king[0] < rooks[1], "{s}");
        assert_ne!(bishops[0] % 2, bishops[1] % 2, "{s}");
        assert_eq!(StartPosition::from_back_rank(&rank), Some(s));
        // II.2.3 black opposite white; all four rights with those rooks.
        let pos = s.position();
        assert!(pos.is_chess960());
        for file in File::ALL {
            let w = pos.piece_at(Square::from_coords(file, rochade_laws::Rank::First));
            let b = pos.piece_at(Square::from_coords(file, rochade_laws::Rank::Eighth));
            assert_eq!(w.map(|p| p.role), b.map(|p| p.role));
            assert_eq!(w.map(|p| p.color), Some(Color::White));
            assert_eq!(b.map(|p| p.color), Some(Color::Black));
        }
        assert_eq!(pos.castling_rights().bits(), 15);
        let fen = pos.to_fen();
        assert!(fen.ends_with(" w KQkq - 0 1"), "{fen}");
        assert_eq!(p960(&fen), pos, "X-FEN round trip {fen}");
        assert_eq!(p960(&pos.to_shredder_fen()), pos, "Shredder round trip");
    }
    assert_eq!(seen.len(), 960);
}

#[test]
fn out_of_range_and_malformed_numbers_are_refused() {
    assert_eq!(
        StartPosition::new(960),
        Err(StartPositionError::OutOfRange(960))
    );
    assert_eq!(
        Position::chess960(1000),
        Err(StartPositionError::OutOfRange(1000))
    );
    assert_eq!(
        "960".parse::<StartPosition>(),
        Err(StartPositionError::OutOfRange(960))
    );
    assert!(matches!(
        "RNBQK".parse::<StartPosition>(),
        Err(StartPositionError::Malformed(_))
    ));
    assert!(matches!(
        "RNBKQBNR".parse::<StartPosition>(),
        Ok(s) if s.number() != 518
    ));
    // King outside the rooks, bishops on one colour.
    for bad in ["KRNBQBNR", "RNBQKNBR"] {
        assert!(
            matches!(
                bad.parse::<StartPosition>(),
                Err(StartPositionError::NotAStartPosition(_))
            ),
            "{bad}"
        );
    }
    let msg = StartPositionError::OutOfRange(960).to_string();
    assert!(msg.contains("960") && msg.contains("0-959"), "{msg}");
}

#[test]
fn number_518_is_the_standard_array_played_as_chess960() {
    let pos = Position::chess960(518).unwrap();
    assert_eq!(pos.to_fen(), Position::new().to_fen());
    assert_eq!(pos.perft(4), Position::new().perft(4));
    assert_eq!(Position::new().castling_mode(), CastlingMode::Standard);
    assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
    let open = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let std = Position::from_fen(open).unwrap();
    let c960 = p960(open);
    let uci = |p: &Position| {
        let mut v: Vec<String> = p
            .legal_moves()
            .iter()
            .map(|m| p.write_move(m, &Notation::UCI))
            .collect();
        v.sort();
        v
    };
    assert!(uci(&std).contains(&"e1g1".to_string()));
    assert!(uci(&c960).contains(&"e1h1".to_string()));
    assert!(uci(&c960).contains(&"e1a1".to_string()));
    assert!(!uci(&c960).contains(&"e1g1".to_string()));
    assert_eq!(std.legal_moves().len(), c960.legal_moves().len());
    assert_eq!(std.repetition_key(), c960.repetition_key());
}

// --- Castling (II.3) ---

/// Start position 3 (BQNNRKRB): the king on f1 and its rook on g1 swap
/// squares (transposition castling, II.3.2.2), possible on move 1 (II.3.2.7.3).
#[test]
fn king_and_rook_swap_on_the_first_move() {
    let pos = Position::chess960(3).unwrap();
    assert_eq!(castles(&pos), vec![castle(Square::F1, Square::G1)]);
    let m = parse_move(&pos, "O-O").unwrap();
    assert_eq!(m, castle(Square::F1, Square::G1));
    assert_eq!(parse_move(&pos, "0-0").unwrap(), m);
    assert_eq!(parse_move(&pos, "f1g1").unwrap(), m);
    assert_eq!(parse_move(&pos, "Kf1g1").unwrap(), m);
    assert_eq!(pos.write_move(&m, &Notation::PGN), "O-O");
    assert_eq!(pos.write_move(&m, &Notation::FIDE), "0-0");
    assert_eq!(pos.write_move(&m, &Notation::UCI), "f1g1");
    let next = after(&pos, m);
    assert_eq!(
        next.to_fen(),
        "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB b kq - 1 1"
    );
    // Black swaps too.
    let next = after(&next, parse_move(&next, "O-O").unwrap());
    assert_eq!(
        next.to_fen(),
        "bqnnrrkb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB w - - 2 2"
    );
    assert_eq!(next.repetition_key().0, next.compute_hash());
}

/// II.3.2.7.2: the king already on g1 (only the rook moves), and the rook
/// already on f1 (only the king moves).
#[test]
fn king_or_rook_already_on_its_destination() {
    let pos = p960("1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1");
    assert_eq!(
        castles(&pos),
        vec![
            castle(Square::G1, Square::H1),
            castle(Square::G1, Square::B1)
        ]
    );
    assert_eq!(
        after(&pos, parse_move(&pos, "O-O").unwrap()).to_fen(),
        "1r4kr/8/8/8/8/8/8/1R3RK1 b kq - 1 1"
    );
    assert_eq!(
        after(&pos, parse_move(&pos, "O-O-O").unwrap()).to_fen(),
        "1r4kr/8/8/8/8/8/8/2KR3R b kq - 1 1"
    );
    let pos = p960("4k3/8/8/8/8/8/8/4KR2 w K - 0 1");
    let m = parse_move(&pos, "O-O").unwrap();
    assert_eq!(m, castle(Square::E1, Square::F1));
    assert_eq!(after(&pos, m).to_fen(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    // The king's destination is written as the king's move too: e1g1.
    assert_eq!(parse_move(&pos, "e1g1").unwrap(), m);
    assert_eq!(pos.write_move(&m, &Notation::UCI), "e1f1");
}

/// II.3.2.7.4: every square between each piece and its destination must be
/// empty but for the castling king and rook: a second rook in the way (a
/// promoted one, say) blocks, the castling pieces themselves do not.
#[test]
fn only_the_castling_pieces_may_stand_in_the_way() {
    // Rights with the inner rook on g1: castling moves it to f1.
    let pos = p960("4k3/8/8/8/8/8/8/1R2K1RR w G - 0 1");
    assert_eq!(castles(&pos), vec![castle(Square::E1, Square::G1)]);
    assert_eq!(pos.to_fen(), "4k3/8/8/8/8/8/8/1R2K1RR w G - 0 1");
    assert_eq!(
        after(&pos, castles(&pos)[0]).to_fen(),
        "4k3/8/8/8/8/8/8/1R3RKR b - - 1 1"
    );
    // K is the outermost rook, h1: the g1 rook stands on the king's path.
    let outer = p960("4k3/8/8/8/8/8/8/1R2K1RR w K - 0 1");
    assert_eq!(
        outer
            .castling_rights()
            .rook(Color::White, CastlingSide::KingSide),
        Some(Square::H1)
    );
    assert!(castles(&outer).is_empty());
    assert_eq!(outer.to_shredder_fen(), "4k3/8/8/8/8/8/8/1R2K1RR w H - 0 1");
    assert_ne!(pos.repetition_key(), outer.repetition_key());
    // A piece on the rook's path blocks.
    let pos = p960("4k3/8/8/8/8/8/8/RQ2K3 w Q - 0 1");
    assert_eq!(castles(&pos), vec![]);
    // II.3.2.7.5: after 0-0-0 the a-square may stay filled.
    let pos = p960("4k3/8/8/8/8/8/8/Q1R1K3 w Q - 0 1");
    assert_eq!(castles(&pos), vec![castle(Square::E1, Square::C1)]);
    assert_eq!(
        after(&pos, castles(&pos)[0]).to_fen(),
        "4k3/8/8/8/8/8/8/Q1KR4 b - - 1 1"
    );
}

/// Rights are kept per rook: with two rooks on the a-side, the right of the
/// inner one (c1, written `C`) is a swap with the king, the outer one's
/// (a1, `Q`) is blocked by the c1 rook.
#[test]
fn rights_belong_to_a_rook_not_to_a_side() {
    let inner = p960("4k3/8/8/8/8/8/8/R1RK4 w C - 0 1");
    let outer = p960("4k3/8/8/8/8/8/8/R1RK4 w Q - 0 1");
    assert_eq!(castles(&inner), vec![castle(Square::D1, Square::C1)]);
    assert!(castles(&outer).is_empty());
    assert_eq!(inner.to_fen(), "4k3/8/8/8/8/8/8/R1RK4 w C - 0 1");
    assert_eq!(outer.to_fen(), "4k3/8/8/8/8/8/8/R1RK4 w Q - 0 1");
    assert_eq!(outer.to_shredder_fen(), "4k3/8/8/8/8/8/8/R1RK4 w A - 0 1");
    assert_ne!(inner.repetition_key(), outer.repetition_key());
    // Moving the other rook keeps the right; moving the castling rook ends it.
    let m = parse_move(&inner, "Rab1").unwrap();
    let moved = after(&inner, m);
    assert_eq!(moved.to_fen(), "4k3/8/8/8/8/8/8/1RRK4 b C - 1 1");
    assert_eq!(moved.repetition_key().0, moved.compute_hash());
    let gone = after(&inner, parse_move(&inner, "Rc2").unwrap());
    assert_eq!(gone.to_fen(), "4k3/8/8/8/8/8/2R5/R2K4 b - - 1 1");
    // A rook that comes back to the square has no right (Art. 3.8.b.1).
    let mut pos = p960("4k3/8/8/8/8/8/8/3K3R w K - 0 1");
    for text in ["Rh2", "Ke7", "Rh1", "Ke8"] {
        pos = after(&pos, parse_move(&pos, text).unwrap());
    }
    assert_eq!(pos.to_fen(), "4k3/8/8/8/8/8/8/3K3R w - - 4 3");
    assert!(castles(&pos).is_empty());
    // The king's move ends both rights.
    let pos = p960("4k3/8/8/8/8/8/8/R2K3R w KQ - 0 1");
    assert_eq!(
        after(&pos, parse_move(&pos, "Kd2").unwrap()).to_fen(),
        "4k3/8/8/8/8/8/3K4/R6R b - - 1 1"
    );
    // Capturing the rook ends its right.
    let pos = p960("r3k1r1/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1");
    let next = after(&pos, parse_move(&pos, "Rxg8+").unwrap());
    assert_eq!(next.to_fen(), "r3k1R1/8/8/8/8/8/8/R3K3 b Qq - 0 1");
}

/// Attacks are judged with the castling king and rook off the board: the
/// rook on b1 hides the c1 square from the a1 rook only until it moves.
#[test]
fn attacks_are_judged_without_the_castling_pieces() {
    let shielded = p960("4k3/8/8/8/8/8/8/rR1K4 w Q - 0 1");
    assert!(!shielded.is_check());
    assert!(castles(&shielded).is_empty());
    assert!(parse_move(&shielded, "O-O-O").is_err());
    // The king already on c1: the b1 rook leaves, the a1 rook would check.
    let home = p960("4k3/8/8/8/8/8/8/rRK5 w Q - 0 1");
    assert!(!home.is_check());
    assert!(castles(&home).is_empty());
    assert_eq!(
        castles(&p960("4k3/8/8/8/8/8/8/1RK5 w Q - 0 1")),
        vec![castle(Square::C1, Square::B1)]
    );
    let free = p960("4k3/8/8/8/8/8/8/1R1K4 w Q - 0 1");
    assert_eq!(castles(&free), vec![castle(Square::D1, Square::B1)]);
    // Passing through an attacked square (f1, from the f3 rook).
    let pos = p960("4k3/8/8/8/8/5r2/8/1K5R w K - 0 1");
    assert!(castles(&pos).is_empty());
    let pos = p960("4k3/8/8/8/8/4r3/8/1K5R w K - 0 1");
    assert!(castles(&pos).is_empty(), "e1 is on the king's path");
    let pos = p960("4k3/8/8/8/8/3r4/8/1K5R w K - 0 1");
    assert!(castles(&pos).is_empty(), "d1 is on the king's path");
    let pos = p960("4k3/8/8/8/8/8/8/1K5R w K - 0 1");
    assert_eq!(castles(&pos), vec![castle(Square::B1, Square::H1)]);
    // Not out of check.
    let pos = p960("4k3/8/8/8/8/8/1r6/1K5R w K - 0 1");
    assert!(pos.is_check());
    assert!(castles(&pos).is_empty());
    // An attack on the rook's path alone does not matter (only the king's).
    let pos = p960("4k3/8/8/8/8/8/3r4/R3K3 w Q - 0 1");
    assert!(castles(&pos).is_empty(), "d1 is on the king's path e1-c1");
    let pos = p960("4k3/8/8/8/8/8/1r6/R3K3 w Q - 0 1");
    assert_eq!(castles(&pos), vec![castle(Square::E1, Square::A1)]);
}

/// Castling can give mate; the suffix is written after `O-O`.
#[test]
fn castling_with_check_and_mate() {
    let pos = p960("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    let m = parse_move(&pos, "O-O+").unwrap();
    assert_eq!(pos.write_move(&m, &Notation::PGN), "O-O+");
    // The rook lands on f1 and mates along the f-file.
    let pos = p960("4rkr1/7R/8/8/8/8/4P1P1/4K1R1 w K - 0 1");
    let m = parse_move(&pos, "O-O").unwrap();
    assert_eq!(pos.write_move(&m, &Notation::PGN), "O-O#");
    assert_eq!(pos.write_move(&m, &Notation::FIDE), "0-0#");
    assert!(after(&pos, m).is_checkmate());
}

// --- Notation ---

/// The king onto its own rook always castles; the king to its destination
/// castles only where no ordinary king move goes there.
#[test]
fn king_to_destination_only_where_unambiguous() {
    let pos = p960("4k3/8/8/8/8/8/8/RK5R w KQ - 0 1");
    let long = castle(Square::B1, Square::A1);
    assert!(castles(&pos).contains(&long));
    assert_eq!(parse_move(&pos, "O-O-O").unwrap(), long);
    assert_eq!(parse_move(&pos, "b1a1").unwrap(), long);
    assert_eq!(parse_move(&pos, "Kb1xa1").unwrap(), long);
    // b1c1 is also the king's step.
    let step = parse_move(&pos, "b1c1").unwrap();
    assert!(!step.is_castle());
    assert_eq!(step.to(), Square::C1);
    assert_eq!(parse_move(&pos, "Kc1").unwrap(), step);
    // g1 is two squares away: only castling goes there.
    let short = parse_move(&pos, "b1g1").unwrap();
    assert_eq!(short, castle(Square::B1, Square::H1));
    assert_eq!(parse_move(&pos, "b1h1").unwrap(), short);
    let uci = |t: &str| t.parse::<Uci>().unwrap().to_move(&pos).unwrap();
    assert_eq!(uci("b1a1"), long);
    assert_eq!(uci("b1h1"), short);
    assert_eq!(uci("b1g1"), short);
    assert_eq!(uci("b1c1"), step);
    assert_eq!(
        Uci::from_move_in(&long, CastlingMode::Chess960).to_string(),
        "b1a1"
    );
    assert_eq!(pos.write_move(&long, &Notation::UCI), "b1a1");
    assert_eq!(pos.write_move(&long, &Notation::FIDE.long()), "0-0-0");
    // SAN of every legal move reads back.
    for m in pos.legal_moves() {
        for n in [
            Notation::PGN,
            Notation::FIDE,
            Notation::UCI,
            Notation::PGN.long(),
        ] {
            let text = pos.write_move(&m, &n);
            assert_eq!(parse_move(&pos, &text), Ok(m), "{text}");
        }
    }
}

#[test]
fn no_castling_without_the_right() {
    let pos = p960("4k3/8/8/8/8/8/8/RK5R w K - 0 1");
    assert!(parse_move(&pos, "O-O-O").is_err());
    assert!(parse_move(&pos, "b1a1").is_err());
    assert!(rochade_laws::explain_move_text(&pos, "O-O-O").is_some());
}

// --- FEN ---

fn err960(fen: &str) -> rochade_laws::FenError {
    Position::from_fen_in(fen, CastlingMode::Chess960).expect_err(fen)
}

#[test]
fn castling_rights_without_rook_or_king_are_refused() {
    let e = err960("bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRK1B w Kkq - 0 1");
    assert_eq!(
        (e.field, e.position, e.kind.clone()),
        (FenField::Castling, 46, FenErrorKind::NoCastlingRook('K'))
    );
    let text = e.to_string();
    assert!(
        text.contains("'K'") && text.contains("white rook"),
        "{text}"
    );
    // A file letter naming a square without a rook, or the king's own file.
    assert_eq!(
        err960("4k3/8/8/8/8/8/8/RB2K2R w B - 0 1").kind,
        FenErrorKind::NoCastlingRook('B')
    );
    assert_eq!(
        err960("4k3/8/8/8/8/8/8/R3K2R w E - 0 1").kind,
        FenErrorKind::NoCastlingRook('E')
    );
    assert_eq!(
        err960("r3k3/8/8/8/8/8/8/4K3 w k - 0 1").kind,
        FenErrorKind::NoCastlingRook('k')
    );
    let e = err960("4k3/8/8/8/8/8/4K3/R6R w K - 0 1");
    assert_eq!(e.kind, FenErrorKind::NoCastlingKing('K'));
    assert!(e.to_string().contains("white king"), "{e}");
    // Two rights on one side, and characters that are no right.
    assert_eq!(
        err960("4k3/8/8/8/8/8/8/R3K1RR w HG - 0 1").kind,
        FenErrorKind::BadCastlingChar('G')
    );
    assert_eq!(
        err960("4k3/8/8/8/8/8/8/R3K2R w KH - 0 1").kind,
        FenErrorKind::BadCastlingChar('H')
    );
    assert_eq!(
        err960("4k3/8/8/8/8/8/8/R3K2R w K1 - 0 1").kind,
        FenErrorKind::BadCastlingChar('1')
    );
    assert_eq!(
        err960("4k3/8/8/8/8/8/8/R3K2R w Kx - 0 1").kind,
        FenErrorKind::BadCastlingChar('x')
    );
}

#[test]
fn standard_fen_reading_is_unchanged() {
    let e =
        Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1").unwrap_err();
    assert_eq!(e.kind, FenErrorKind::BadCastlingChar('H'));
    let e =
        Position::from_fen("bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1").unwrap_err();
    assert_eq!(e.kind, FenErrorKind::CastlingContradictsBoard('K'));
    let std = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    assert_eq!(std.to_fen(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(
        std.to_shredder_fen(),
        "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1"
    );
}

#[test]
fn x_fen_and_shredder_fen_read_alike() {
    for (x, shredder) in [
        (
            "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1",
            "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1",
        ),
        (
            "4k3/8/8/8/8/8/8/R1RK4 w C - 0 1",
            "4k3/8/8/8/8/8/8/R1RK4 w C - 0 1",
        ),
        (
            "rk4rr/8/8/8/8/8/8/RK3R1R w FQkq - 0 1",
            "rk4rr/8/8/8/8/8/8/RK3R1R w FAha - 0 1",
        ),
        (
            "rk4rr/8/8/8/8/8/8/RK3R1R w KQk - 0 1",
            "rk4rr/8/8/8/8/8/8/RK3R1R w HAh - 0 1",
        ),
    ] {
        let a = p960(x);
        let b = p960(shredder);
        assert_eq!(a, b, "{x} / {shredder}");
        assert_eq!(a.to_fen(), x);
        assert_eq!(a.to_shredder_fen(), shredder);
        // Any order of the letters.
        let rev: String = x.split(' ').nth(2).unwrap().chars().rev().collect();
        let fields: Vec<&str> = x.split(' ').collect();
        let reordered = format!(
            "{} {} {} {} {} {}",
            fields[0], fields[1], rev, fields[3], fields[4], fields[5]
        );
        assert_eq!(p960(&reordered), a, "{reordered}");
    }
}

// --- Repetition and the Laws' other rules ---

#[test]
fn repetition_keys_follow_the_rooks() {
    let mut pos = Position::chess960(3).unwrap();
    let start = pos.repetition_key();
    for text in ["Nc3", "Nc6", "Nd1", "Nd8"] {
        pos = after(&pos, parse_move(&pos, text).unwrap());
    }
    assert_eq!(pos.repetition_key(), start);
    // The same placement with other rights is another position (Art. 9.2).
    let a = p960("r1rk4/8/8/8/8/8/8/R1RK4 w Cc - 0 1");
    let b = p960("r1rk4/8/8/8/8/8/8/R1RK4 w Qc - 0 1");
    let c = p960("r1rk4/8/8/8/8/8/8/R1RK4 w C - 0 1");
    assert_ne!(a.repetition_key(), b.repetition_key());
    assert_ne!(a.repetition_key(), c.repetition_key());
    assert_ne!(b.repetition_key(), c.repetition_key());
    for p in [&a, &b, &c] {
        assert_eq!(p.repetition_key().0, p.compute_hash());
    }
}

#[test]
fn winnability_and_status_in_960() {
    let pos = Position::chess960(0).unwrap();
    assert_eq!(pos.status(), rochade_laws::Status::Ongoing);
    assert!(pos.winnable(Color::White).can());
    let bare = p960("4k3/8/8/8/8/8/8/1R2K3 w Q - 0 1");
    assert!(bare.can_checkmate(Color::White));
    assert!(!bare.can_checkmate(Color::Black));
}

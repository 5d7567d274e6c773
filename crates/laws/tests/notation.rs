//! Algebraic notation (Appendix E): writing in every style and language,
//! the lenient reader, and the round-trip property.

mod common;

use rochade_laws::{
    Move, Notation, NotationStyle, ParseMoveError, PieceLetters, Position, Role, Square, Suffix,
    parse_move, parse_move_in,
};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap()
}

fn san(p: &Position, text: &str) -> String {
    let m = parse_move(p, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    p.write_move(&m, &Notation::PGN)
}

fn all_notations() -> Vec<Notation> {
    let mut out = vec![Notation::UCI];
    for letters in PieceLetters::ALL {
        for style in [NotationStyle::Fide, NotationStyle::Pgn] {
            let n = Notation {
                style,
                ..Notation::PGN
            }
            .letters(letters);
            out.push(n);
            out.push(n.long());
            out.push(n.double_plus_mate().ep_suffix());
            out.push(n.long().ep_suffix());
        }
    }
    out
}

/// Appendix E: for every legal move in every position of random games,
/// reading what was written gives the same move, in every style and language.
fn round_trip(seeds: std::ops::Range<u64>, every: usize) -> usize {
    let notations = all_notations();
    let mut checked = 0usize;
    for seed in seeds {
        let (positions, _) = common::random_game(seed, 120);
        for p in positions.iter().step_by(every) {
            for m in p.legal_moves() {
                for n in &notations {
                    let text = p.write_move(&m, n);
                    let back = parse_move_in(p, &text, &n.letters)
                        .unwrap_or_else(|e| panic!("{text} in {p}: {e}"));
                    assert_eq!(back, m, "{text} ({n:?}) in {p}");
                    // The language-blind reader gets it right wherever the
                    // letters do not clash with English (R = rook, B = bishop, P = pawn).
                    let lenient = parse_move(p, &text);
                    if [
                        PieceLetters::ENGLISH,
                        PieceLetters::GERMAN,
                        PieceLetters::FIGURINE,
                        PieceLetters::FIGURINE_BLACK,
                    ]
                    .contains(&n.letters)
                        || n.uci
                    {
                        assert_eq!(lenient, Ok(m), "{text} in {p}");
                    } else {
                        assert!(
                            !matches!(lenient, Err(ParseMoveError::Malformed { .. })),
                            "{text}"
                        );
                    }
                    checked += 1;
                }
            }
        }
    }
    checked
}

#[test]
fn round_trip_every_style_and_language() {
    let checked = round_trip(0..12, 8);
    eprintln!("{checked} round trips");
    assert!(checked > 10_000, "{checked}");
}

#[test]
#[ignore = "long: every position of 60 random games; run with --release -- --ignored"]
fn round_trip_every_style_and_language_long() {
    let checked = round_trip(100..160, 1);
    eprintln!("{checked} round trips");
    assert!(checked > 1_000_000, "{checked}");
}

/// Appendix E.9: "Ngf3 / Ndf3", "N5f3 / N1f3", "Nhf3 / Ndf3", with `x` for captures.
#[test]
fn disambiguation_examples_of_appendix_e() {
    // Knights on g1 and d2 both reach f3: by file.
    let p = pos("4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1");
    assert_eq!(san(&p, "Ng1-f3"), "Ngf3");
    assert_eq!(san(&p, "Nd2-f3"), "Ndf3");
    // Knights on g5 and g1 (same file): by rank.
    let p = pos("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1");
    assert_eq!(san(&p, "g5f3"), "N5f3");
    assert_eq!(san(&p, "g1f3"), "N1f3");
    // Knights on h2 and d4: by file; with a capture on f3 the x is inserted.
    let p = pos("4k3/8/8/8/3N4/5p2/7N/4K3 w - - 0 1");
    assert_eq!(san(&p, "h2f3"), "Nhxf3");
    assert_eq!(san(&p, "d4f3"), "Ndxf3");
    // Three queens: file and rank both needed.
    let p = pos("5k2/8/8/8/4Q2Q/8/8/K6Q w - - 0 1");
    assert_eq!(san(&p, "h4e1"), "Qh4e1");
    assert_eq!(san(&p, "e4e1"), "Qee1");
    assert_eq!(san(&p, "h1e1"), "Q1e1");
    // Pawn captures always name the file (E.9: dxe5, gxf3, axb5).
    let p = pos("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1");
    assert_eq!(san(&p, "c4d5"), "cxd5");
    assert_eq!(san(&p, "e4d5"), "exd5");
}

/// Disambiguation is only among legal moves: a pinned knight never forces it.
#[test]
fn pinned_piece_never_forces_disambiguation() {
    // Knight on e2 is pinned by the rook on e8; only the c3... knight b1 reaches d2? no: c4.
    let p = pos("4r1k1/8/8/8/8/8/4N3/2N1K3 w - - 0 1");
    // Both knights (c1, e2) could reach d3 geometrically; e2 is pinned.
    assert_eq!(san(&p, "c1d3"), "Nd3");
    assert!(matches!(
        parse_move(&p, "Ned3"),
        Err(ParseMoveError::Illegal { .. })
    ));
}

#[test]
fn fide_and_pgn_styles() {
    let p = pos("1n2k3/2P5/8/8/8/8/8/R3K2R w KQ - 0 1");
    let promo = parse_move(&p, "cxb8=Q").unwrap();
    assert_eq!(p.write_move(&promo, &Notation::FIDE), "cxb8Q+");
    assert_eq!(p.write_move(&promo, &Notation::PGN), "cxb8=Q+");
    assert_eq!(
        p.write_move(&promo, &Notation::FIDE.letters(PieceLetters::SPANISH)),
        "cxb8D+"
    );
    assert_eq!(
        p.write_move(&promo, &Notation::FIDE.letters(PieceLetters::DUTCH).long()),
        "c7xb8D+"
    );
    assert_eq!(p.write_move(&promo, &Notation::UCI), "c7b8q");
    let long = parse_move(&p, "0-0-0").unwrap();
    assert_eq!(p.write_move(&long, &Notation::FIDE), "0-0-0");
    assert_eq!(p.write_move(&long, &Notation::PGN), "O-O-O");
    assert_eq!(p.write_move(&long, &Notation::FIDE.long()), "0-0-0");
    assert_eq!(p.write_move(&long, &Notation::UCI), "e1c1");
    let rook = parse_move(&p, "Rh1-h8").unwrap();
    assert_eq!(
        p.write_move(&rook, &Notation::FIDE.letters(PieceLetters::PORTUGUESE)),
        "Th8+"
    );
    assert_eq!(
        p.write_move(&rook, &Notation::PGN.letters(PieceLetters::FIGURINE).long()),
        "♖h1-h8+"
    );
}

#[test]
fn mate_signs() {
    let p = pos("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    let m = parse_move(&p, "Ra8").unwrap();
    assert_eq!(p.san(&m).suffix, Some(Suffix::Checkmate));
    assert_eq!(p.write_move(&m, &Notation::FIDE), "Ra8#");
    assert_eq!(
        p.write_move(&m, &Notation::FIDE.double_plus_mate()),
        "Ra8++"
    );
    assert_eq!(
        p.write_move(&m, &Notation::FIDE.letters(PieceLetters::FRENCH).long()),
        "Ta1-a8#"
    );
    for text in [
        "Ra8#", "Ra8++", "Ra8+", "Ra8", "Ra8#!", "Ta8", "♖a8", "Ra1a8", "Ra1-a8#", "a1a8",
    ] {
        assert_eq!(parse_move(&p, text), Ok(m), "{text}");
    }
}

#[test]
fn en_passant_notation() {
    // Art. 3.7.d: black just played d7-d5.
    let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    let m = parse_move(&p, "exd6").unwrap();
    assert!(m.is_en_passant());
    assert_eq!(p.write_move(&m, &Notation::FIDE), "exd6");
    assert_eq!(p.write_move(&m, &Notation::FIDE.ep_suffix()), "exd6 e.p.");
    assert_eq!(
        p.write_move(&m, &Notation::FIDE.long().ep_suffix()),
        "e5xd6 e.p."
    );
    for text in [
        "exd6 e.p.",
        "exd6e.p.",
        "exd6 ep",
        "exd6ep",
        "e5:d6",
        "ed6",
        "e5d6",
        "exd6 (e.p.)",
        "e:d6",
    ] {
        assert_eq!(parse_move(&p, text), Ok(m), "{text}");
    }
    match p.san(&m).san {
        rochade_laws::San::Normal {
            en_passant,
            file,
            capture,
            ..
        } => {
            assert!(en_passant && capture);
            assert_eq!(file, Some(rochade_laws::File::E));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn lenient_reader() {
    let p = Position::new();
    let e4 = Move::Normal {
        role: Role::Pawn,
        from: Square::E2,
        capture: None,
        to: Square::E4,
        promotion: None,
    };
    for text in [
        "e4", "e4!", "e4?", "e4!?", "e4?!", "e4!!", "e4??", "e2-e4", "e2e4", "Pe4", "Pe2-e4",
        " e4 ", "e4+", "e2xe4", "♙e4",
    ] {
        assert_eq!(parse_move(&p, text), Ok(e4), "{text}");
    }
    let nf3 = parse_move(&p, "Nf3").unwrap();
    for text in [
        "Nf3", "Sf3", "Cf3", "Pf3", "♘f3", "♞f3", "Ng1f3", "Ng1-f3", "Nxf3", "N:f3", "Ngf3",
        "N1f3", "Ng1xf3", "g1f3", "g1-f3", "nf3", "sf3",
    ] {
        assert_eq!(
            parse_move_in(&p, text, &PieceLetters::DUTCH),
            Ok(nf3),
            "{text}"
        );
    }
    // Castling in all spellings.
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let short = Move::castle(
        rochade_laws::Color::White,
        rochade_laws::CastlingSide::KingSide,
    );
    for text in [
        "0-0", "O-O", "o-o", "00", "OO", "0-0+", "O-O!", "e1g1", "e1h1", "Ke1-g1",
    ] {
        assert_eq!(parse_move(&p, text), Ok(short), "{text}");
    }
    let long = Move::castle(
        rochade_laws::Color::White,
        rochade_laws::CastlingSide::QueenSide,
    );
    for text in ["0-0-0", "O-O-O", "000", "e1c1", "e1a1"] {
        assert_eq!(parse_move(&p, text), Ok(long), "{text}");
    }
    // Promotions.
    let p = pos("8/4P3/8/8/8/8/6k1/4K3 w - - 0 1");
    let q = parse_move(&p, "e8=Q").unwrap();
    assert_eq!(q.promotion(), Some(Role::Queen));
    for text in [
        "e8Q", "e8=Q", "e8(Q)", "e8/Q", "e7e8q", "e7-e8Q", "e8D", "e8=D", "e8♕", "e8q",
    ] {
        assert_eq!(parse_move(&p, text), Ok(q), "{text}");
    }
    assert_eq!(
        parse_move(&p, "e8S").unwrap().promotion(),
        Some(Role::Knight)
    );
    assert_eq!(parse_move(&p, "e8T").unwrap().promotion(), Some(Role::Rook));
    assert_eq!(
        parse_move(&p, "e8L").unwrap().promotion(),
        Some(Role::Bishop)
    );
    assert_eq!(
        parse_move(&p, "e8A").unwrap().promotion(),
        Some(Role::Bishop)
    );
    assert_eq!(
        parse_move(&p, "e8P").unwrap().promotion(),
        Some(Role::Knight)
    );
}

#[test]
fn language_clashes_resolved_by_priority() {
    // R is the rook in English and the king in Portuguese, French, Spanish.
    let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    assert_eq!(parse_move(&p, "Rd1").unwrap().role(), Role::Rook);
    assert_eq!(
        parse_move_in(&p, "Rd1", &PieceLetters::FRENCH)
            .unwrap()
            .role(),
        Role::King
    );
    // Only the king can reach f1: English reading finds nothing, so R = Rei.
    assert_eq!(parse_move(&p, "Rf1").unwrap().role(), Role::King);
    // B: bishop in English and Portuguese; P: pawn in English, knight (paard) in Dutch.
    let p = pos("4k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1");
    assert_eq!(parse_move(&p, "Pe3").unwrap().role(), Role::Pawn);
    assert_eq!(
        parse_move_in(&p, "Pe2", &PieceLetters::DUTCH).unwrap_err(),
        ParseMoveError::Illegal { text: "Pe2".into() }
    );
    assert_eq!(parse_move(&p, "Pf3").unwrap().role(), Role::Knight);
}

/// A third coordinate group is reported where it begins, with the
/// character found there (found by fuzzing: "ex6d6" named character 4 but
/// the 'd' of character 3).
#[test]
fn a_third_square_is_reported_where_it_begins() {
    let p = Position::new();
    for (text, position, found) in [
        ("ex6d6", 3, 'd'),
        ("e2e4e5", 4, 'e'),
        ("e2-e4e5", 5, 'e'),
        ("Ng1f3g5", 5, 'g'),
        ("e2e46", 4, '6'),
    ] {
        match parse_move(&p, text) {
            Err(ParseMoveError::Malformed {
                position: at,
                found: Some(c),
                ..
            }) => {
                assert_eq!((at, c), (position, found), "{text}");
                assert_eq!(text.chars().nth(at), Some(c), "{text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
}

#[test]
fn errors_are_typed() {
    let p = Position::new();
    assert!(matches!(
        parse_move(&p, ""),
        Err(ParseMoveError::Malformed {
            position: 0,
            found: None,
            ..
        })
    ));
    assert!(matches!(
        parse_move(&p, "   "),
        Err(ParseMoveError::Malformed { .. })
    ));
    assert!(matches!(
        parse_move(&p, "Nz3"),
        Err(ParseMoveError::Malformed {
            position: 1,
            found: Some('z'),
            ..
        })
    ));
    assert!(matches!(
        parse_move(&p, "e4e5e6"),
        Err(ParseMoveError::Malformed { .. })
    ));
    assert!(matches!(
        parse_move(&p, "e9"),
        Err(ParseMoveError::Malformed { .. })
    ));
    assert!(matches!(
        parse_move(&p, "Ze4"),
        Err(ParseMoveError::Malformed {
            position: 0,
            found: Some('Z'),
            ..
        })
    ));
    assert!(matches!(
        parse_move(&p, "e4 hello"),
        Err(ParseMoveError::Malformed { position: 2, .. })
    ));
    assert!(matches!(
        parse_move(&p, "0-0-0-0"),
        Err(ParseMoveError::Malformed { .. })
    ));
    assert!(matches!(
        parse_move(&p, "e5"),
        Err(ParseMoveError::Illegal { .. })
    ));
    assert!(matches!(
        parse_move(&p, "0-0"),
        Err(ParseMoveError::Illegal { .. })
    ));
    assert!(matches!(
        parse_move(&p, "Ke2"),
        Err(ParseMoveError::Illegal { .. })
    ));
    // Two knights can reach d2 in this position.
    let p = pos("4k3/8/8/8/8/1N3N2/8/4K3 w - - 0 1");
    assert!(
        matches!(parse_move(&p, "Nd2"), Err(ParseMoveError::Ambiguous { ref candidates }) if candidates.len() == 2)
    );
    // A promotion without the piece lists the four choices (Art. 3.7.e).
    let p = pos("8/4P3/8/8/8/8/6k1/4K3 w - - 0 1");
    match parse_move(&p, "e8") {
        Err(ParseMoveError::Ambiguous { candidates }) => assert_eq!(candidates.len(), 4),
        other => panic!("{other:?}"),
    }
    // Error messages name what and where.
    let e = parse_move(&Position::new(), "Nz3").unwrap_err();
    assert!(e.to_string().contains("character 2"), "{e}");
    let _: &dyn std::error::Error = &e;
}

#[test]
fn san_value_is_structured_for_speech() {
    let p = pos("4k3/8/8/8/8/1N3N2/8/4K3 w - - 0 1");
    let m = parse_move(&p, "Nbd2").unwrap();
    match p.san(&m).san {
        rochade_laws::San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
            en_passant,
        } => {
            assert_eq!(role, Role::Knight);
            assert_eq!(file, Some(rochade_laws::File::B));
            assert_eq!(rank, None);
            assert!(!capture && !en_passant);
            assert_eq!(to, Square::D2);
            assert_eq!(promotion, None);
        }
        other => panic!("{other:?}"),
    }
}

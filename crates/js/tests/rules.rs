//! The package's behaviour, natively: what JavaScript gets for each call,
//! and that no input makes it panic (a panic would trap the wasm module
//! for the rest of the page's life).

use proptest::prelude::*;
use rochade_js::rules::{Chess960, Code, Game, GameOptions, MoveInput, perft};

fn text(s: &str) -> MoveInput {
    MoveInput::Text(s.to_string())
}

fn game() -> Game {
    Game::new(&GameOptions::default()).unwrap()
}

fn with(fen: &str, edition: Option<&str>) -> Game {
    Game::new(&GameOptions {
        fen: Some(fen.into()),
        edition: edition.map(String::from),
        chess960: None,
    })
    .unwrap()
}

#[test]
fn moves_in_every_form_and_the_move_object() {
    let mut g = game();
    g.play(&text("e4"), None).unwrap();
    g.play(&text("e7e5"), None).unwrap();
    g.play(&text("Sf3"), None).unwrap();
    let squares = MoveInput::Squares {
        from: "b8".into(),
        to: "c6".into(),
        promotion: None,
    };
    g.play(&squares, None).unwrap();
    let m = g.play(&text("Bb5"), None).unwrap();
    assert_eq!(m.san, "Bb5");
    assert_eq!(m.uci, "f1b5");
    assert_eq!(
        (m.from.as_str(), m.to.as_str(), m.piece, m.color),
        ("f1", "b5", "b", "w")
    );
    assert_eq!(m.captured, None);
    assert_eq!(
        m.fen,
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"
    );
    assert_eq!(g.history(), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert_eq!(g.moves_san(Some("g8")).unwrap(), ["Nf6", "Nh6", "Nge7"]);
    let undone = g.undo().unwrap();
    assert_eq!(undone.san, "Bb5");
    assert_eq!(g.history().len(), 4);
}

#[test]
fn captures_promotions_and_check_marks() {
    let mut g = with("r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1", None);
    let m = g.play(&text("bxa8=Q"), None).unwrap();
    assert_eq!(m.san, "bxa8=Q+");
    assert_eq!((m.captured, m.promotion), (Some("r"), Some("q")));
    let mut g = with("r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1", None);
    let m = g
        .play(
            &MoveInput::Squares {
                from: "b7".into(),
                to: "b8".into(),
                promotion: Some("n".into()),
            },
            None,
        )
        .unwrap();
    assert_eq!(m.san, "b8=N");
    let mut g = with("r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1", None);
    assert_eq!(g.play(&text("O-O"), None).unwrap().uci, "e1g1");
}

#[test]
fn outcomes_cite_the_editions_own_articles() {
    let mut g = game();
    for m in ["f3", "e5", "g4", "Qh4#"] {
        g.play(&text(m), None).unwrap();
    }
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.result, o.reason, o.article),
        ("0-1", "checkmate", "5.1.1")
    );
    assert!(g.moves_san(None).unwrap().is_empty());
    let after = g.play(&text("Kd1"), None).unwrap_err();
    assert_eq!(after.code, Code::IllegalMove);
    assert!(after.message.contains("has ended"), "{}", after.message);

    let kb_k = "8/8/4k3/8/8/2B5/8/4K3 w - - 0 1";
    for (edition, article) in [
        (None, "5.2.2"),
        (Some("2001"), "5.2 b"),
        (Some("1997"), "9.6"),
    ] {
        let o = with(kb_k, edition).outcome().unwrap();
        assert_eq!(
            (o.result, o.reason, o.article),
            ("1/2-1/2", "dead-position", article)
        );
    }
    let stalemate = with("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", None)
        .outcome()
        .unwrap();
    assert_eq!(
        (stalemate.reason, stalemate.article),
        ("stalemate", "5.2.1")
    );
}

#[test]
fn the_2023_laws_end_the_game_at_fivefold_repetition_and_75_moves_the_older_do_not() {
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    for (edition, ends) in [(None, true), (Some("2001"), false), (Some("1997"), false)] {
        let mut g = Game::new(&GameOptions {
            edition: edition.map(String::from),
            ..GameOptions::default()
        })
        .unwrap();
        for m in shuffle.iter().cycle().take(16) {
            g.play(&text(m), None).unwrap();
        }
        // The start position for the fifth time.
        let o = g.outcome();
        assert_eq!(o.is_some(), ends, "{edition:?}");
        if let Some(o) = o {
            assert_eq!((o.reason, o.article), ("fivefold-repetition", "9.6.1"));
        }
    }
    let fifty = "8/8/8/4k3/8/8/1R6/4K3 w - - 149 100";
    let mut g = with(fifty, None);
    assert!(g.outcome().is_none());
    g.play(&text("Rb3"), None).unwrap();
    let o = g.outcome().unwrap();
    assert_eq!((o.reason, o.article), ("seventy-five-moves", "9.6.2"));
    let mut g = with(fifty, Some("2001"));
    g.play(&text("Rb3"), None).unwrap();
    assert!(g.outcome().is_none());
    assert!(g.can_claim_draw("fifty-moves", None).unwrap());
}

#[test]
fn claims_now_and_with_the_move_written_down() {
    let mut g = game();
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        g.play(&text(m), None).unwrap();
    }
    assert!(!g.can_claim_draw("threefold", None).unwrap());
    assert!(g.can_claim_draw("threefold", Some(&text("Ng8"))).unwrap());
    assert!(!g.can_claim_draw("threefold", Some(&text("Nh5"))).unwrap());
    assert!(!g.can_claim_draw("fifty-moves", None).unwrap());
    assert_eq!(
        g.can_claim_draw("twofold", None).unwrap_err().code,
        Code::Option
    );
}

#[test]
fn dead_positions_and_flag_falls() {
    let locked = with("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", None);
    assert!(locked.is_dead_position());
    assert!(!locked.can_checkmate("w").unwrap());
    assert!(!game().is_dead_position());
    // King and knight against king and queen: only the queen's side can mate.
    let g = with("8/8/4k3/3q4/8/2N5/8/4K3 w - - 0 1", None);
    assert!(!g.can_checkmate("w").unwrap());
    assert!(g.can_checkmate("b").unwrap());
    assert_eq!(g.can_checkmate("white").unwrap_err().code, Code::Option);
}

#[test]
fn chess960_by_number_and_by_fen() {
    let g = Game::new(&GameOptions {
        chess960: Some(Chess960::Number(0.0)),
        ..GameOptions::default()
    })
    .unwrap();
    assert_eq!(
        g.fen(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    let mut g = Game::new(&GameOptions {
        fen: Some("bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRK1R w KQkq - 0 1".into()),
        chess960: Some(Chess960::Flag(true)),
        edition: None,
    })
    .unwrap();
    let m = g.play(&text("O-O"), None).unwrap();
    assert_eq!(
        (m.uci.as_str(), m.to.as_str(), m.san.as_str()),
        ("f1h1", "g1", "O-O")
    );
    g.undo();
    let m = g.play(&text("f1h1"), None).unwrap();
    assert_eq!(m.san, "O-O");
    let pgn = g.pgn();
    assert!(pgn.contains("[Variant \"Chess960\"]"), "{pgn}");
    let back = Game::from_pgn(&pgn, None).unwrap();
    assert_eq!(back.fen(), g.fen());
    for bad in [
        GameOptions {
            chess960: Some(Chess960::Number(960.0)),
            ..GameOptions::default()
        },
        GameOptions {
            chess960: Some(Chess960::Number(1.5)),
            ..GameOptions::default()
        },
        GameOptions {
            chess960: Some(Chess960::Flag(true)),
            ..GameOptions::default()
        },
        GameOptions {
            chess960: Some(Chess960::Number(5.0)),
            edition: Some("2001".into()),
            fen: None,
        },
    ] {
        assert_eq!(Game::new(&bad).unwrap_err().code, Code::Option, "{bad:?}");
    }
}

#[test]
fn languages_and_speech() {
    let g = game();
    assert_eq!(g.san_in(&text("Nf3"), "de").unwrap(), "Sf3");
    assert_eq!(g.san_in(&text("g1f3"), "pt").unwrap(), "Cf3");
    assert_eq!(g.say(&text("Nf3"), "de").unwrap(), "Springer Felix drei");
    assert_eq!(g.say(&text("Nf3"), "en").unwrap(), "Knight f3");
    assert_eq!(g.say(&text("Nf3"), "pt").unwrap(), "Cavalo f3");
    assert_eq!(g.say(&text("Nf3"), "fr").unwrap_err().code, Code::Option);
    let g = with("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", None);
    let mut pt = g.clone();
    assert_eq!(pt.play(&text("Rd1"), Some("pt")).unwrap().piece, "k");
    let mut en = g.clone();
    assert_eq!(en.play(&text("Rd1"), None).unwrap().piece, "r");
}

#[test]
fn pgn_round_trip_keeps_tags_and_edition() {
    let mut g = Game::from_pgn(
        "[Event \"Club \\\"open\\\"\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n[Opening \"Ruy\"]\n\n1. e4 e5 2. Nf3 Nc6 *",
        Some("2001"),
    )
    .unwrap();
    assert_eq!(g.edition(), rochade_arbiter::Edition::Fide2001);
    g.set_header("Round", "3").unwrap();
    g.play(&text("Bb5"), None).unwrap();
    let pgn = g.pgn();
    assert!(pgn.starts_with("[Event \"Club \\\"open\\\"\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"3\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n[Result \"*\"]\n[Laws \"FIDE 2001\"]\n[Opening \"Ruy\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n"), "{pgn}");
    let back = Game::from_pgn(&pgn, None).unwrap();
    assert_eq!(back.pgn(), pgn);
    assert_eq!(back.edition(), rochade_arbiter::Edition::Fide2001);
    assert_eq!(g.set_header("FEN", "x").unwrap_err().code, Code::Option);
    assert_eq!(
        g.set_header("Bad name", "x").unwrap_err().code,
        Code::Option
    );
}

/// Without a `Laws` tag a game is read under the edition of its `Date`,
/// by the arbiter's one rule (`edition_for_pgn_date`); the option comes
/// before the date, the tag before both; the game ends where its edition
/// ends it (2023 Art. 9.6.1).
#[test]
fn pgn_without_laws_reads_under_the_edition_of_its_date() {
    use rochade_arbiter::Edition;
    for (date, edition) in [
        ("2024.02.01", Edition::Fide2023),
        ("2014.07.01", Edition::Fide2023),
        ("2014.06.30", Edition::Fide2001),
        ("2001.??.??", Edition::Fide2001),
        ("1999.10.02", Edition::Fide1997),
        ("????.??.??", Edition::Fide2023),
    ] {
        let g = Game::from_pgn(&format!("[Date \"{date}\"]\n\n1. e4 *"), None).unwrap();
        assert_eq!(g.edition(), edition, "{date}");
        assert_eq!(rochade_arbiter::edition_for_pgn_date(Some(date)), edition);
        let all = Game::read_all(&format!("[Date \"{date}\"]\n\n1. e4 *")).unwrap();
        assert_eq!(all[0].edition(), edition, "{date}");
    }
    let g = Game::from_pgn("[Date \"1999.10.02\"]\n\n1. e4 *", Some("2023")).unwrap();
    assert_eq!(g.edition(), Edition::Fide2023);
    let g = Game::from_pgn(
        "[Date \"1999.10.02\"]\n[Laws \"FIDE 2001\"]\n\n1. e4 *",
        Some("2023"),
    )
    .unwrap();
    assert_eq!(g.edition(), Edition::Fide2001);
    let knights =
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8";
    let g = Game::from_pgn(&format!("[Date \"2024.02.01\"]\n\n{knights} *"), None).unwrap();
    assert!(g.outcome().is_some());
    let e = Game::from_pgn(
        &format!("[Date \"2024.02.01\"]\n\n{knights} 9. Nf3 *"),
        None,
    )
    .unwrap_err();
    assert_eq!(e.code, Code::Pgn);
    let g = Game::from_pgn(
        &format!("[Date \"2010.02.01\"]\n\n{knights} 9. Nf3 *"),
        None,
    )
    .unwrap();
    assert!(g.outcome().is_none());
}

#[test]
fn pgn_errors_say_line_column_and_move_number() {
    let e = Game::from_pgn("1. e4 e5\n2. Ke3 *", None).unwrap_err();
    assert_eq!((e.code, e.line, e.column), (Code::Pgn, Some(2), Some(4)));
    assert!(
        e.message.contains("line 2, column 4: move 2. \"Ke3\""),
        "{}",
        e.message
    );
    // A move after the end of the game is an error of the PGN as well.
    let e = Game::from_pgn("1. f3 e5 2. g4 Qh4# 3. a3 *", None).unwrap_err();
    assert_eq!((e.code, e.line, e.column), (Code::Pgn, Some(1), Some(24)));
    assert!(e.message.contains("already ended"), "{}", e.message);
    let e = Game::from_pgn("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*", None).unwrap_err();
    assert_eq!(e.code, Code::Pgn);
    let e = Game::from_pgn("[Variant \"Crazyhouse\"]\n\n1. e4 *", None).unwrap_err();
    assert_eq!(e.code, Code::Pgn);
    let e = Game::from_pgn("", None).unwrap_err();
    assert_eq!(e.code, Code::Pgn);
    let (e, read) = Game::read_all("1. d4 d5 *\n\n1. c4 e5 *\n\n1. Nf3 Nf3 *\n").unwrap_err();
    assert_eq!(read.len(), 2);
    assert!(e.message.starts_with("PGN game 3, line 5"), "{}", e.message);
    assert_eq!(Game::read_all("1. d4 d5 *\n\n1. c4 e5 *").unwrap().len(), 2);
}

#[test]
fn move_errors_have_codes_and_say_where() {
    let g = game();
    let e = g.resolve(&text("Nd4"), None).unwrap_err();
    assert_eq!(e.code, Code::IllegalMove);
    assert!(e.message.contains("move 1. \"Nd4\""), "{}", e.message);
    assert_eq!(g.resolve(&text("Nz9"), None).unwrap_err().code, Code::San);
    assert_eq!(g.resolve(&text(""), None).unwrap_err().code, Code::San);
    let two_knights = with("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", None);
    assert_eq!(
        two_knights.resolve(&text("Nd2"), None).unwrap_err().code,
        Code::San
    );
    let bad_square = MoveInput::Squares {
        from: "e9".into(),
        to: "e4".into(),
        promotion: None,
    };
    assert_eq!(g.resolve(&bad_square, None).unwrap_err().code, Code::San);
    assert_eq!(
        g.resolve(&text("e4"), Some("xx")).unwrap_err().code,
        Code::Option
    );
    let e = Game::new(&GameOptions {
        fen: Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1".into()),
        ..GameOptions::default()
    })
    .unwrap_err();
    assert_eq!((e.code, e.field.as_deref()), (Code::Fen, Some("castling")));
    assert_eq!(perft("8/8/8/8 w", 1.0).unwrap_err().code, Code::Fen);
    assert_eq!(perft(&game().fen(), -1.0).unwrap_err().code, Code::Option);
}

#[test]
fn perft_counts_the_known_numbers() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(perft(start, 3.0).unwrap(), 8_902.0);
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    assert_eq!(perft(kiwipete, 2.0).unwrap(), 2_039.0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// No text in any argument panics: each call answers or fails with a code.
    #[test]
    fn no_input_panics(
        a in ".{0,40}",
        b in "[a-hKQRBNOSDTLCx1-8=+#0-]{0,8}",
        fen in "[rnbqkpRNBQKP1-8/ wbKQkq\\-0-9a-h]{0,60}",
        n in proptest::num::f64::ANY,
    ) {
        let options = GameOptions { fen: Some(fen.clone()), edition: Some(a.clone()), chess960: None };
        let _ = Game::new(&options);
        let _ = Game::new(&GameOptions { fen: Some(fen.clone()), chess960: Some(Chess960::Flag(true)), edition: None });
        let _ = Game::new(&GameOptions { chess960: Some(Chess960::Number(n)), ..GameOptions::default() });
        if let Ok(mut g) = Game::new(&GameOptions { fen: Some(fen.clone()), ..GameOptions::default() }) {
            let _ = g.play(&text(&b), None);
            let _ = g.play(&text(&a), Some("pt"));
            let _ = g.moves_verbose(Some(&a));
            let _ = g.can_claim_draw(&a, Some(&text(&b)));
            let _ = g.san_in(&text(&b), "de");
            let _ = g.say(&text(&b), "en");
            let _ = g.set_header(&a, &b);
            let _ = g.pgn();
            let _ = g.history();
            let _ = g.undo();
        }
        let _ = perft(&fen, n.clamp(0.0, 2.0).floor());
        let _ = Game::from_pgn(&a, None);
        let _ = Game::from_pgn(&format!("[FEN \"{fen}\"]\n\n1. {b} {a} *"), Some(&a));
        let _ = Game::read_all(&format!("1. {b} {a}\n\n[Variant \"{a}\"]\n1. e4 *"));
    }

    /// Random legal games: the PGN written reads back to the same game.
    #[test]
    fn pgn_reads_back(choices in proptest::collection::vec(0usize..1000, 0..120)) {
        let mut g = game();
        for c in choices {
            let moves = g.moves_san(None).unwrap();
            if moves.is_empty() { break; }
            g.play(&text(&moves[c % moves.len()]), None).unwrap();
        }
        let back = Game::from_pgn(&g.pgn(), None).unwrap();
        prop_assert_eq!(back.history(), g.history());
        prop_assert_eq!(back.fen(), g.fen());
        prop_assert_eq!(back.outcome(), g.outcome());
    }
}

//! Chess960 games (2023 Guidelines II): played, exported to PGN with
//! `Variant`, `SetUp` and `FEN`, imported from the spellings in the wild in
//! any tag order with X-FEN or Shredder-FEN, saved and restored.

use rochade_arbiter::pgn::PgnErrorKind;
use rochade_arbiter::{Edition, Event, Game, GameSetup, MoveInput};
use rochade_laws::{FenErrorKind, Move, Square, StartPosition};

fn play(game: &mut Game, moves: &[&str]) {
    for (i, m) in moves.iter().enumerate() {
        game.apply(
            Event::Move {
                mv: MoveInput::Text((*m).into()),
                offer_draw: false,
            },
            i as u64,
        )
        .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

/// Start position 3 (BQNNRKRB): both sides swap king and rook on move 1,
/// White by `O-O`, Black by moving the king onto its rook.
fn game_from_3() -> Game {
    let setup = GameSetup::new("A", "B").with_chess960(StartPosition::new(3).unwrap());
    let mut game = Game::new(setup).unwrap();
    play(&mut game, &["O-O", "f8g8", "Nc3", "Nc6", "e4", "e5"]);
    game
}

#[test]
fn a_960_game_exports_and_reads_back_to_the_same_moves() {
    let game = game_from_3();
    assert_eq!(
        game.record()[0].mv,
        Move::Castle {
            king: Square::F1,
            rook: Square::G1
        }
    );
    assert!(game.record()[1].mv.is_castle());
    let pgn = game.to_pgn();
    for tag in [
        "[Variant \"Chess960\"]",
        "[SetUp \"1\"]",
        "[FEN \"bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1\"]",
        "[Laws \"FIDE 2023\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} in\n{pgn}");
    }
    assert!(pgn.contains("1. O-O O-O 2. Nc3"), "{pgn}");
    let again = Game::from_pgn(&pgn).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
    assert_eq!(again.to_pgn(), pgn);
    assert_eq!(again.setup(), game.setup());
    assert!(again.position().is_chess960());
    let moves = |g: &Game| g.record().iter().map(|r| r.mv).collect::<Vec<_>>();
    assert_eq!(moves(&again), moves(&game));
    assert_eq!(again.position(), game.position());
}

#[test]
fn a_960_game_is_played_under_the_2023_laws() {
    let mut setup = GameSetup::new("A", "B").with_chess960(StartPosition::new(100).unwrap());
    setup.edition = Edition::Fide1997;
    let game = Game::new(setup).unwrap();
    assert_eq!(game.setup().edition, Edition::Fide2023);
    let pgn = "[Variant \"Chess960\"]\n[Laws \"FIDE 2001\"]\n\
               [FEN \"bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1\"]\n\n*";
    assert_eq!(
        Game::from_pgn(pgn).unwrap().setup().edition,
        Edition::Fide2023
    );
}

#[test]
fn import_takes_the_spellings_in_any_order_with_x_fen_or_shredder_fen() {
    let x = "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1";
    let shredder = "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1";
    let mut read = 0;
    for variant in [
        "Chess960",
        "Fischerandom",
        "fischerandom",
        "Chess 960",
        "960",
    ] {
        for fen in [x, shredder] {
            for variant_first in [true, false] {
                let v = format!("[Variant \"{variant}\"]\n");
                let f = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n");
                let tags = if variant_first { v + &f } else { f + &v };
                let pgn = format!("[White \"A\"]\n{tags}\n1. O-O O-O 2. Nc3 *\n");
                let game = Game::from_pgn(&pgn).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
                assert!(game.setup().chess960, "{pgn}");
                assert_eq!(game.setup().edition, Edition::Fide2023);
                assert_eq!(game.record().len(), 3);
                assert!(game.record()[0].mv.is_castle() && game.record()[1].mv.is_castle());
                // Written back as X-FEN with the canonical Variant tag.
                let out = game.to_pgn();
                assert!(out.contains(&format!("[FEN \"{x}\"]")), "{out}");
                assert_eq!(out.matches("[Variant ").count(), 1, "{out}");
                assert!(out.contains("[Variant \"Chess960\"]"), "{out}");
                read += 1;
            }
        }
    }
    assert_eq!(read, 20);
}

#[test]
fn a_fen_that_does_not_fit_its_variant_is_refused() {
    // Chess960 rights without their rook: refused with the right named.
    let pgn = "[Variant \"Chess960\"]\n\
               [FEN \"bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRK1B w KQkq - 0 1\"]\n\n*";
    match Game::from_pgn(pgn).unwrap_err().kind {
        PgnErrorKind::BadFen(e) => assert_eq!(e.kind, FenErrorKind::NoCastlingRook('K')),
        other => panic!("{other:?}"),
    }
    // A Chess960 position in a standard game.
    let pgn = "[FEN \"bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1\"]\n\n*";
    match Game::from_pgn(pgn).unwrap_err().kind {
        PgnErrorKind::BadFen(e) => {
            assert_eq!(e.kind, FenErrorKind::CastlingContradictsBoard('K'))
        }
        other => panic!("{other:?}"),
    }
    // A standard game's Variant tag stays a standard game.
    let game = Game::from_pgn("[Variant \"Standard\"]\n\n1. e4 *").unwrap();
    assert!(!game.setup().chess960);
    assert!(!game.position().is_chess960());
}

/// With the king on b1 and its rook on a1, castling puts the king on c1,
/// where the king's ordinary step goes too: the save must keep them apart.
#[test]
fn save_and_restore_keep_960_castling() {
    let fen = "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1";
    let mut setup = GameSetup::new("A", "B").with_fen(fen);
    setup.chess960 = true;
    let mut game = Game::new(setup).unwrap();
    play(&mut game, &["O-O-O", "Kc8"]);
    assert!(game.record()[0].mv.is_castle());
    assert!(!game.record()[1].mv.is_castle());
    let json = serde_json::to_string(&game).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"));
    let moves = |g: &Game| g.record().iter().map(|r| r.mv).collect::<Vec<_>>();
    assert_eq!(moves(&back), moves(&game));
    assert_eq!(back.position(), game.position());
    assert!(back.setup().chess960);
    // A standard game's save has no chess960 field.
    let standard = serde_json::to_string(&Game::new(GameSetup::new("A", "B")).unwrap()).unwrap();
    assert!(!standard.contains("chess960"), "{standard}");
}

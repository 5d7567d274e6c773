//! The `Variant` tag: games under other rules are refused at their tag,
//! by name, whatever the tag order; standard games read as before. The
//! headers are as lichess and cutechess write them.

use rochade_arbiter::pgn::{PgnError, PgnErrorKind, Pos, Variant, read_games};
use rochade_arbiter::{Game, GameResult, Reason};

fn lichess(variant: &str, extra: &str, moves: &str) -> String {
    format!(
        "[Event \"Rated Blitz game\"]\n\
         [Site \"https://lichess.org/abcdEFGH\"]\n\
         [Date \"2024.03.02\"]\n\
         [White \"alice\"]\n\
         [Black \"bob\"]\n\
         [Result \"1-0\"]\n\
         [UTCDate \"2024.03.02\"]\n\
         [UTCTime \"18:04:11\"]\n\
         [WhiteElo \"1892\"]\n\
         [BlackElo \"1840\"]\n\
         [Variant \"{variant}\"]\n\
         [TimeControl \"180+0\"]\n\
         {extra}\
         [Termination \"Normal\"]\n\
         \n\
         {moves}\n"
    )
}

fn refused(text: &str) -> PgnError {
    let games = read_games(text);
    assert_eq!(games.len(), 1, "{text}");
    let e = games[0]
        .clone()
        .expect_err("a variant game must be refused");
    // The whole import refuses it with the same error.
    assert_eq!(Game::from_pgn(text).expect_err("refused"), e);
    e
}

fn variant_of(e: &PgnError) -> (&str, &Variant) {
    match &e.kind {
        PgnErrorKind::UnsupportedVariant { name, variant } => (name, variant),
        other => panic!("not a variant refusal: {other:?}"),
    }
}

#[test]
fn lichess_variants_are_refused_at_their_tag() {
    // Three-check and King of the Hill play legal chess moves: without the
    // tag they would import silently as standard games.
    let cases = [
        (
            "Three-check",
            "1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5+ g6 5. Qxe5 Nxe5 1-0",
        ),
        (
            "King of the Hill",
            "1. e4 e5 2. Ke2 Ke7 3. Ke3 Ke6 4. Kd3 Kd6 5. Kd4+ 1-0",
        ),
        (
            "Crazyhouse",
            "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Na5 6. N@f7 1-0",
        ),
        ("Antichess", "1. e3 b5 2. Bxb5 Bb7 3. Bxd7 Qxd7 1-0"),
        ("Atomic", "1. Nf3 f6 2. e3 d5 3. Ng5 fxg5 1-0"),
        ("Horde", "1. e4 e5 1-0"),
        ("Racing Kings", "1. Kh3 Ka3 1-0"),
    ];
    for (name, moves) in cases {
        let e = refused(&lichess(name, "", moves));
        // The tag is the eleventh line.
        assert_eq!(
            e.pos,
            Pos {
                line: 11,
                column: 1
            },
            "{name}"
        );
        let (written, variant) = variant_of(&e);
        assert_eq!(written, name);
        assert_eq!(*variant, Variant::Other(name.into()));
        assert!(e.to_string().contains(name), "{e}");
        assert_eq!(
            e.to_string(),
            format!("11:1: a game of {name:?}, not standard chess")
        );
    }
}

#[test]
fn cutechess_spellings_are_refused() {
    for name in [
        "crazyhouse",
        "giveaway",
        "suicide",
        "3check",
        "kingofthehill",
        "kingOfTheHill",
        "atomic",
        "horde",
        "racingkings",
        "losers",
        "capablanca",
    ] {
        let text = format!(
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"2024.01.05\"]\n[Round \"1\"]\n\
             [White \"Stockfish\"]\n[Black \"Fairy-Stockfish\"]\n[Result \"1/2-1/2\"]\n\
             [PlyCount \"2\"]\n[TimeControl \"40/60\"]\n  [Variant \"{name}\"]\n\n\
             1. e4 {{+0.30/12 0.51s}} e5 {{-0.25/13 0.60s}} 1/2-1/2\n"
        );
        let e = refused(&text);
        assert_eq!(
            e.pos,
            Pos {
                line: 10,
                column: 3
            },
            "{name}"
        );
        assert_eq!(variant_of(&e), (name, &Variant::Other(name.into())));
    }
}

#[test]
fn chess960_is_read_by_any_of_its_names() {
    // 2023 Guidelines II: Chess960 is part of the Laws in force.
    let start = "[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\
                 [SetUp \"1\"]\n";
    for name in [
        "Chess960",
        "chess960",
        "Fischerandom",
        "fischerandom",
        "Chess 960",
        "960",
    ] {
        let g = Game::from_pgn(&lichess(name, start, "1. g3 g6 2. f4 f5 1-0"))
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(g.position().is_chess960(), "{name}");
        assert_eq!(g.record().len(), 4, "{name}");
    }
}

#[test]
fn the_tag_counts_in_any_order() {
    // After FEN and SetUp, as cutechess writes a Chess960 game.
    let after = "[Event \"FRC\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\
                 [FEN \"nrbbqknr/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKNR w HBhb - 0 1\"]\n\
                 [SetUp \"1\"]\n[Variant \"fischerandom\"]\n\n1. e4 e5 *\n";
    let g = Game::from_pgn(after).unwrap_or_else(|e| panic!("{e}"));
    assert!(g.position().is_chess960());
    // First of all, before a FEN that is not even a chess position.
    let first = "[Variant \"Horde\"]\n\
                 [FEN \"rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1\"]\n\n\
                 1. e4 e5 *\n";
    let e = refused(first);
    assert_eq!(e.pos, Pos { line: 1, column: 1 });
    assert_eq!(variant_of(&e).0, "Horde");
    // The last tag, just before the moves.
    let last = "[White \"A\"]\n[Black \"B\"]\n[Variant \"Atomic\"]\n1. e4 *\n";
    assert_eq!(refused(last).pos, Pos { line: 3, column: 1 });
}

#[test]
fn standard_and_from_position_are_chess() {
    let g = Game::from_pgn(&lichess("Standard", "", "1. f3 e5 2. g4 Qh4# 0-1")).expect("standard");
    assert_eq!(g.outcome().map(|o| o.reason), Some(Reason::Checkmate));
    // Unknown tags are kept: the Variant tag comes back on export.
    assert!(g.to_pgn().contains("[Variant \"Standard\"]"));
    for name in ["standard", "STANDARD", ""] {
        let text = format!("[Variant \"{name}\"]\n\n1. e4 e5 *\n");
        assert_eq!(Game::from_pgn(&text).expect(name).record().len(), 2);
    }
    // lichess's "From Position": a standard game from a set-up position,
    // the FEN after the Variant tag.
    let text = lichess(
        "From Position",
        "[FEN \"6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\"]\n[SetUp \"1\"]\n",
        "1. Rd8# 1-0",
    );
    let games = read_games(&text);
    assert_eq!(
        games[0].as_ref().expect("read").variant(),
        Variant::Standard
    );
    let g = Game::from_pgn(&text).expect("from position");
    assert_eq!(
        g.outcome().map(|o| (o.result, o.reason)),
        Some((GameResult::WhiteWins, Reason::Checkmate))
    );
}

#[test]
fn only_the_variant_game_of_a_file_is_refused() {
    let text = format!(
        "{}\n{}\n[Event \"c\"]\n\n1. d4 d5 *\n",
        lichess("Standard", "", "1. e4 e5 1-0"),
        lichess("Three-check", "", "1. e4 e5 2. Bc4 Bc5 3. Bxf7+ 1-0")
    );
    let games = Game::from_pgn_all(&text);
    assert_eq!(games.len(), 3);
    assert!(games[0].is_ok());
    let e = games[1].as_ref().expect_err("three-check");
    assert_eq!(e.pos.line, 16 + 11, "after the 16 lines of the first game");
    assert_eq!(variant_of(e).0, "Three-check");
    assert!(games[2].is_ok());
}

#[test]
fn an_earlier_error_comes_first_and_a_later_one_is_not_reached() {
    // A bad tag before the Variant tag is the game's first error.
    let e = refused("[White A]\n[Variant \"Atomic\"]\n1. e4 *\n");
    assert!(matches!(e.kind, PgnErrorKind::BadTag(_)));
    // Crazyhouse drops are not notation, but the game is refused at the
    // tag, not at the drop.
    let e = refused("[Variant \"Crazyhouse\"]\n1. e4 d5 2. exd5 Qxd5 3. P@e4 *\n");
    assert_eq!(e.pos, Pos { line: 1, column: 1 });
}

#[test]
fn a_game_built_by_hand_is_refused_too() {
    let mut g = read_games("[White \"A\"]\n\n1. e4 *\n")
        .remove(0)
        .expect("read");
    g.tags.push(("Variant".into(), "Antichess".into()));
    let e = Game::from_pgn_game(&g).expect_err("antichess");
    assert_eq!(e.pos, g.pos);
    assert_eq!(
        variant_of(&e),
        ("Antichess", &Variant::Other("Antichess".into()))
    );
}

//! PGN import/export on real public games and on hostile inputs: import,
//! export, import gives the same games; errors carry line and column; no
//! input panics.

use rochade_arbiter::pgn::{PgnErrorKind, read_games};
use rochade_arbiter::{Game, GameResult, Reason};
use rochade_laws::Color;

const REAL: &str = include_str!("data/corpus/real.pgn");

fn round_trip(g: &Game) {
    let pgn = g.to_pgn();
    let again = Game::from_pgn(&pgn).unwrap_or_else(|e| panic!("{e}\n{pgn}"));
    assert_eq!(again.to_pgn(), pgn);
    assert_eq!(again.record().len(), g.record().len());
    assert_eq!(again.outcome(), g.outcome());
    assert_eq!(again.setup(), g.setup());
    for (a, b) in again.record().iter().zip(g.record()) {
        assert_eq!(
            (a.mv, a.clock_ms, a.draw_offer),
            (b.mv, b.clock_ms, b.draw_offer)
        );
    }
}

#[test]
fn real_corpus_imports_and_round_trips() {
    let games = Game::from_pgn_all(REAL);
    assert_eq!(games.len(), 10);
    let games: Vec<Game> = games
        .into_iter()
        .map(|g| g.unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let plies: Vec<usize> = games.iter().map(|g| g.record().len()).collect();
    assert_eq!(plies, [33, 45, 47, 73, 37, 82, 7, 10, 17, 4]);
    for g in &games {
        round_trip(g);
    }
    // The opera game ends in mate, Byrne–Fischer too.
    assert_eq!(
        games[0].outcome().map(|o| o.reason),
        Some(Reason::Checkmate)
    );
    assert_eq!(
        games[5].outcome().map(|o| (o.result, o.reason)),
        Some((GameResult::BlackWins, Reason::Checkmate))
    );
    // Resignation is the reading of a decisive result without mate.
    assert_eq!(
        games[3].outcome().map(|o| o.reason),
        Some(Reason::Resignation)
    );
    // Other tags are kept.
    assert!(games[3].to_pgn().contains("[ECO \"B22\"]"));
    // Clocks, fractional seconds and a time-forfeit termination.
    assert_eq!(games[6].record()[1].clock_ms, Some(178_000));
    assert_eq!(games[7].record()[1].clock_ms, Some(178_400));
    assert_eq!(games[7].outcome().map(|o| o.reason), Some(Reason::FlagFall));
    // FIDE style with German letters; the draw offer mark.
    assert_eq!(games[8].record()[2].san.to_string(), "Nf3");
    assert!(games[8].record()[15].draw_offer);
    assert_eq!(games[8].record()[15].side(), Color::Black);
    // A FEN start with move numbers from 60.
    assert_eq!(games[9].record()[0].san.to_string(), "a8=Q+");
    assert!(games[9].outcome().is_none());
}

#[test]
fn exported_corpus_reads_back_as_one_file() {
    let games: Vec<Game> = Game::from_pgn_all(REAL).into_iter().flatten().collect();
    let file: String = games.iter().map(Game::to_pgn).collect();
    let again: Vec<Game> = Game::from_pgn_all(&file).into_iter().flatten().collect();
    assert_eq!(again.len(), games.len());
    let file2: String = again.iter().map(Game::to_pgn).collect();
    assert_eq!(file2, file);
    for line in file.lines() {
        assert!(line.chars().count() <= 79, "{line}");
    }
}

#[test]
fn hostile_inputs_give_errors_not_panics() {
    let deep = "(".repeat(100_000);
    let cases: Vec<(&str, String)> = vec![
        ("empty", String::new()),
        ("only whitespace", "  \n\r\n\t".into()),
        ("unterminated comment", "1. e4 {never closed".into()),
        ("unterminated tag", "[Event \"open\n1. e4 *".into()),
        ("tag without value", "[Event]\n1. e4 *".into()),
        ("deep variations", format!("1. e4 {deep} e5 *")),
        ("closing parens", ")))) 1. e4 *".into()),
        ("huge move number", "99999999999999999999999. e4 *".into()),
        ("huge nag", "1. e4 $99999999999999999999 *".into()),
        (
            "huge clock",
            "1. e4 {[%clk 99999999999999999999:00:00]} *".into(),
        ),
        (
            "bad clock",
            "1. e4 {[%clk :::]} {[%clk 1:2:3:4]} {[%clk 0:00:01.1234]} *".into(),
        ),
        ("nul and control", "1. e4\0\u{1} e5 *".into()),
        (
            "bom and crlf",
            "\u{feff}[Event \"x\"]\r\n\r\n1. e4 e5 *\r\n".into(),
        ),
        ("null move", "1. e4 -- 2. d4 *".into()),
        ("moves after mate", "1. f3 e5 2. g4 Qh4# 3. Kf2 0-1".into()),
        (
            "bad fen",
            "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n1. e4 *".into(),
        ),
        (
            "chess960 fen",
            "[FEN \"nqbbrkrn/pppppppp/8/8/8/8/PPPPPPPP/NQBBRKRN w GEge - 0 1\"]\n1. Ng3 *".into(),
        ),
        (
            "bad time control",
            "[TimeControl \"0/0:x\"]\n1. e4 *".into(),
        ),
        ("escape line", "% comment\n1. e4 *".into()),
        (
            "multibyte",
            "[White \"Jürgen Ñandú 象棋\"]\n1. e4 {ü ♔ (=)} ♞f6 *".into(),
        ),
        ("lone quote", "\"".into()),
        ("brackets", "[[[[".into()),
        ("result only", "1-0".into()),
    ];
    for (name, text) in &cases {
        let games = Game::from_pgn_all(text);
        for g in games.iter().flatten() {
            round_trip(g);
        }
        for e in games.iter().filter_map(|g| g.as_ref().err()) {
            assert!(e.pos.line >= 1 && e.pos.column >= 1, "{name}: {e}");
            let _ = e.to_string();
        }
        let _ = read_games(text);
    }
    // A few exact errors.
    let e = Game::from_pgn("1. e4 {never closed").unwrap_err();
    assert_eq!(
        (e.pos.line, e.pos.column, e.kind),
        (1, 7, PgnErrorKind::UnterminatedComment)
    );
    let e =
        Game::from_pgn("[Event \"x\"]\n\n1. e4 e5\n2. Nf3 Nf6 3. Bb5 Ke7 4. Bxe7 *").unwrap_err();
    assert_eq!((e.pos.line, e.pos.column), (4, 26)); // Bxe7 takes the king
    assert!(matches!(e.kind, PgnErrorKind::BadMove { .. }));
    let e = Game::from_pgn("1. e4 -- *").unwrap_err();
    assert_eq!((e.pos.line, e.pos.column), (1, 7));
    let e = Game::from_pgn("").unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::NoGame);
    // The game after a broken one is still read.
    let games = Game::from_pgn_all("1. e4 {x\n[Event \"y\"]\n1. d4 *");
    assert_eq!(games.len(), 1, "an unclosed comment swallows the rest");
    let games = Game::from_pgn_all("1. e4 Ke7 *\n\n[Event \"y\"]\n1. d4 *");
    assert_eq!(games.len(), 2);
    assert!(games[0].is_err() && games[1].is_ok());
    // Found by fuzzing: a comment with two marks reads back the same.
    let g = Game::from_pgn("1. e4 {(=) x (=)} *").unwrap();
    assert!(g.record()[0].draw_offer);
    round_trip(&g);
    let g = Game::from_pgn("1. e4 {[%clk(=) 0:02:27] ((=)=)} *").unwrap();
    assert!(g.record()[0].draw_offer);
    round_trip(&g);
    let g = Game::from_pgn("1. e4 {a((=)=)b (=(=)) ((=)} *").unwrap();
    assert!(g.record()[0].draw_offer);
    assert_eq!(g.notes()[0].to_string(), "ab (");
    // A sealed move text that looks like PGN marks stays a note.
    let mut s = Game::new(
        rochade_arbiter::GameSetup::default().with_edition(rochade_arbiter::Edition::Fide2001),
    )
    .unwrap();
    s.apply(
        rochade_arbiter::Event::Seal {
            mv: "(=) [%clk 1:00:00]".into(),
            resumption: Default::default(),
        },
        0,
    )
    .unwrap();
    s.apply(rochade_arbiter::Event::ResumeAdjourned, 0).unwrap();
    round_trip(&s);
    // Multibyte names survive.
    let g = Game::from_pgn("[White \"Jürgen Ñandú 象棋\"]\n1. e4 {ü ♔ (=)} ♞f6 *").unwrap();
    assert_eq!(g.setup().white, "Jürgen Ñandú 象棋");
    assert!(g.record()[0].draw_offer);
    assert_eq!(g.notes()[0].to_string(), "ü ♔");
}

/// Removing the draw-offer marks of a comment and searching again took time
/// quadratic in their nesting: this comment (150 KB) took a minute in a
/// debug build.
#[test]
fn a_comment_of_deeply_nested_draw_marks_is_read_in_one_pass() {
    let n = 50_000;
    let comment = format!("{}={}", "(".repeat(n), ")=".repeat(n - 1) + ")");
    let text = format!("1. e4 {{x {comment} y}} *");
    let start = std::time::Instant::now();
    let g = Game::from_pgn(&text).unwrap();
    // Generous for a loaded machine: one pass takes milliseconds.
    assert!(start.elapsed().as_secs() < 5, "{:?}", start.elapsed());
    assert!(g.record()[0].draw_offer);
    assert_eq!(g.notes()[0].to_string(), "x y");
}

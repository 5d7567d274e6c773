//! The game-at-a-time reader: the same games as `read_games`, and each
//! game's bytes, read again on their own, give the same game (the page
//! re-reads only the game the user opens, from the file).

use rochade_arbiter::pgn::{GameReader, PgnGame, read_games};

const REAL: &str = include_str!("data/corpus/real.pgn");

/// A game without where it was read (positions differ in a slice).
fn content(g: &PgnGame) -> PgnGame {
    let mut g = g.clone();
    g.pos = Default::default();
    for m in &mut g.moves {
        m.pos = Default::default();
    }
    g
}

fn check(text: &str) {
    let all = read_games(text);
    let read: Vec<_> = GameReader::new(text).collect();
    assert_eq!(read.len(), all.len());
    let mut last_end = 0;
    for (r, g) in read.iter().zip(&all) {
        assert_eq!(&r.game, g);
        assert!(
            r.bytes.start >= last_end && r.bytes.end >= r.bytes.start,
            "{:?}",
            r.bytes
        );
        last_end = r.bytes.end;
        let again = read_games(&text[r.bytes.clone()]);
        assert_eq!(again.len(), 1, "{:?}", &text[r.bytes.clone()]);
        match (&again[0], g) {
            (Ok(a), Ok(b)) => assert_eq!(content(a), content(b)),
            (Err(a), Err(b)) => assert_eq!(a.kind, b.kind),
            (a, b) => panic!("{a:?} against {b:?}"),
        }
    }
}

#[test]
fn games_and_their_bytes_match_read_games() {
    check(REAL);
    assert_eq!(read_games(REAL).len(), 10);
    check("[White \"A\"]\n\n1. e4 e5 1-0\n[White \"B\"]\n1. d4 d5\n[White \"C\"]\n\n1. c4 *");
    // A game without a marker before the next one's tags, errors of every
    // place (tag, comment, parenthesis, variant), text after the last game.
    check(
        "[White \"A\"]\n1. e4 e5\n\n[White B]\n\n1. d4 *\n[Variant \"Crazyhouse\"]\n\n1. e4 e5 2. N@f3 *\n\
         1. e4 ) e5 *\n;rest\n%esc\n  \u{feff}[Event \"é\"]\n1. Nf3 Nf6 (1... d5 {x}) 2. g3 1/2-1/2\n  \n1. e4 {open\n\n[White \"D\"] 1. d4 *",
    );
}

#[test]
fn offset_moves_forward_to_the_end() {
    let text = "1. e4 *\n\n1. d4 *\n  ";
    let mut reader = GameReader::new(text);
    assert_eq!(reader.offset(), 0);
    let first = reader.next().unwrap();
    assert_eq!(&text[first.bytes.clone()], "1. e4 *");
    assert_eq!(reader.offset(), 7);
    let second = reader.next().unwrap();
    assert_eq!(&text[second.bytes], "1. d4 *");
    assert!(reader.next().is_none());
    assert_eq!(reader.offset(), text.len());
}

#[test]
fn the_mixed_text_has_its_games() {
    let text =
        "[White \"A\"]\n1. e4 e5\n\n[White \"B\"]\n\n1. d4 *\n1. e4 ) e5 *\n1. e4 {open\n\n*";
    let read: Vec<_> = GameReader::new(text).collect();
    assert_eq!(read.len(), 4);
    assert!(read[0].game.is_ok() && read[1].game.is_ok() && read[2].game.is_err());
    assert_eq!(&text[read[0].bytes.clone()], "[White \"A\"]\n1. e4 e5\n\n");
    assert_eq!(&text[read[2].bytes.clone()], "1. e4 ) e5 *");
    assert_eq!(&text[read[3].bytes.clone()], "1. e4 {open\n\n*");
}

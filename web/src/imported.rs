//! Games read from PGN text on the page: the game the user opens from a
//! file the worker has read, and pasted or archived text. Shared by the
//! import's hook and its component.

use rochade_arbiter::Game;
use rochade_arbiter::pgn::{PgnError, PgnErrorKind, PgnGame, read_games};

/// A game read from PGN whose moves are all legal.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    /// Its number in the text (from 1).
    pub number: usize,
    /// The game as read (to cut it at any move).
    pub pgn: PgnGame,
    /// The whole game.
    pub game: Game,
}

/// Reads every game of `text`: the playable games, and each other game's
/// number with its first error.
pub fn import(text: &str) -> (Vec<Imported>, Vec<(usize, PgnError)>) {
    let mut games = Vec::new();
    let mut errors = Vec::new();
    let read = read_games(text);
    if read.is_empty() {
        errors.push((
            1,
            PgnError {
                pos: rochade_arbiter::pgn::Pos { line: 1, column: 1 },
                kind: PgnErrorKind::NoGame,
            },
        ));
    }
    for (i, r) in read.into_iter().enumerate() {
        let number = i + 1;
        match r.and_then(|pgn| Game::from_pgn_game(&pgn).map(|game| (pgn, game))) {
            Ok((pgn, game)) => games.push(Imported { number, pgn, game }),
            Err(e) => errors.push((number, e)),
        }
    }
    (games, errors)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::i18n::Lang;
    use crate::words::pgn::{pgn_error_text, ply_label};

    const TWO: &str = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n[Result \"1-0\"]\n\n\
        1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3 {[%clk 0:04:58]} Nc6 1-0\n\n\
        [White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 2. Kd3 *\n\n\
        [White \"E\"]\n[Black \"F\"]\n\n1. c4 *\n";

    #[test]
    fn many_games_are_read_and_each_error_names_game_line_and_column() {
        let (games, errors) = import(TWO);
        assert_eq!(games.len(), 2);
        assert_eq!((games[0].number, games[1].number), (1, 3));
        assert_eq!(games[0].game.record().len(), 4);
        assert_eq!(errors.len(), 1);
        let (n, e) = &errors[0];
        assert_eq!((*n, e.pos.line, e.pos.column), (2, 11, 13));
        let text = pgn_error_text(Lang::Pt, *n, e);
        assert!(
            text.starts_with("Partida 2, linha 11, coluna 13: lance \"Kd3\""),
            "{text}"
        );
    }

    /// A round trip keeps comments and clock readings; variations
    /// are skipped on import (the arbiter's importer), so an export carries
    /// the main line only.
    #[test]
    fn round_trip_keeps_comments_and_clocks_and_drops_variations() {
        let text = "[White \"Anna\"]\n[Black \"Bella\"]\n[TimeControl \"5400+30\"]\n\n\
            {Before} 1. e4 {[%clk 1:30:25]} e5 {A reply [%clk 1:30:20]} \
            2. Nf3 {(=) [%clk 1:30:40]} (2. f4 {gambit} exf4) Nc6 {[%clk 1:29:50]} *\n";
        let (games, errors) = import(text);
        assert!(errors.is_empty());
        let out = games[0].game.to_pgn();
        for kept in [
            "{Before}",
            "[%clk 1:30:25]",
            "A reply",
            "(=)",
            "[%clk 1:29:50]",
        ] {
            assert!(out.contains(kept), "{kept} missing in {out}");
        }
        assert!(!out.contains("f4") && !out.contains("gambit"), "{out}");
        let (again, _) = import(&out);
        assert_eq!(again[0].game.to_pgn(), out);
    }

    #[test]
    fn empty_text_is_an_error_not_silence() {
        let (games, errors) = import("  \n");
        assert!(games.is_empty());
        assert_eq!(errors.len(), 1);
        assert_eq!(
            pgn_error_text(Lang::En, 1, &errors[0].1),
            "Game 1, line 1, column 1: no game found"
        );
    }

    #[test]
    fn plies_are_labelled_by_move_number_and_side() {
        let (games, _) = import(TWO);
        let g = &games[0].game;
        assert_eq!(ply_label(g, 0, Lang::En), "the starting position");
        assert_eq!(ply_label(g, 1, Lang::En), "1. e4");
        assert_eq!(ply_label(g, 4, Lang::En), "2… Nc6");
    }

    #[test]
    fn pgn_errors_read_in_the_interface_language() {
        let (_, errors) = import("[White Anna]\n\n1. e4 *\n");
        let (n, e) = &errors[0];
        assert_eq!(
            pgn_error_text(Lang::Pt, *n, e),
            "Partida 1, linha 1, coluna 8: par de etiquetas inválido (esperado \" após o nome)"
        );
        let (_, errors) = import("[FEN \"8/8/8/8/8/8/8/K7 w - - 0 1\"]\n\n*\n");
        let (n, e) = &errors[0];
        assert_eq!(
            pgn_error_text(Lang::De, *n, e),
            "Partie 1, Zeile 1, Spalte 1: fehlerhaftes FEN-Tag: Feld Figurenstellung, Zeichen 1: Schwarz hat keinen König (Art. 2.2)"
        );
        // A move that cannot be played, for each reason.
        for (pgn, lang, want) in [
            (
                "1. e4 e5 2. Ke3 *\n",
                Lang::De,
                "Partie 1, Zeile 1, Spalte 13: Zug \"Ke3\": in dieser Stellung kein regelgemäßer Zug",
            ),
            (
                "1. f3 e5 2. g4 Qh4 3. a3 *\n",
                Lang::En,
                "Game 1, line 1, column 23: move \"a3\": the game had already ended",
            ),
            (
                "1. Nf3 a6 2. Nd4 a5 3. Nc3 a4 4. Nb5 *\n",
                Lang::Pt,
                "Partida 1, linha 1, coluna 34: lance \"Nb5\": ambíguo, 2 lances servem (Apêndice E.9)",
            ),
        ] {
            let (_, errors) = import(pgn);
            let (n, e) = &errors[0];
            assert_eq!(pgn_error_text(lang, *n, e), want, "{pgn}");
        }
    }
}

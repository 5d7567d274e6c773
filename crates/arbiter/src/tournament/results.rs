//! The results of a round: the games of many PGN files (one a board, as
//! each tablet writes it) as one table and one PGN file.

use crate::Game;
use crate::pgn::{PgnError, read_games};

/// A game of the round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundGame {
    /// The file it came from.
    pub file: String,
    /// Its `Board` tag, if it is a number.
    pub board: Option<u32>,
    /// Its `Round` tag.
    pub round: String,
    /// Its `White` tag.
    pub white: String,
    /// Its `Black` tag.
    pub black: String,
    /// Its `Result` tag (`*` if none).
    pub result: String,
    /// Both players approved the result (`Approved "White, Black"`,
    /// 2023 Art. 8.7: "At the end of the game both players shall sign
    /// both scoresheets, indicating the result of the game").
    pub approved: bool,
    /// The game as Rochade writes it.
    pub pgn: String,
}

/// A round's games, in board order, and the games that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RoundResults {
    /// The games, by board (games without a board last, in file order).
    pub games: Vec<RoundGame>,
    /// Each game that cannot be read: its file and why.
    pub refused: Vec<(String, PgnError)>,
}

impl RoundResults {
    /// Reads every game of the `files` (name, text).
    ///
    /// ```
    /// use rochade_arbiter::tournament::RoundResults;
    /// let a = "[Board \"2\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n";
    /// let b = "[Board \"1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n[Approved \"White, Black\"]\n\n1. d4 1/2-1/2\n";
    /// let r = RoundResults::read(&[("a.pgn", a), ("b.pgn", b)]);
    /// assert_eq!(r.games.iter().map(|g| g.white.as_str()).collect::<Vec<_>>(), ["A", "C"]);
    /// assert_eq!((r.games[0].approved, r.games[1].approved), (true, false));
    /// assert!(r.to_pgn().find("[White \"A\"]") < r.to_pgn().find("[White \"C\"]"));
    /// ```
    pub fn read(files: &[(&str, &str)]) -> RoundResults {
        let mut out = RoundResults::default();
        for (name, text) in files {
            for read in read_games(text) {
                let game = read.and_then(|g| Game::from_pgn_game(&g).map(|game| (g, game)));
                let (g, game) = match game {
                    Ok(found) => found,
                    Err(e) => {
                        out.refused.push((name.to_string(), e));
                        continue;
                    }
                };
                let tag = |n: &str| g.tag(n).unwrap_or_default().to_string();
                let approved = g
                    .tag("Approved")
                    .is_some_and(|a| a.contains("White") && a.contains("Black"));
                let result = g.tag("Result").or(g.result.as_deref()).unwrap_or("*");
                out.games.push(RoundGame {
                    file: name.to_string(),
                    board: g.tag("Board").and_then(|b| b.trim().parse().ok()),
                    round: tag("Round"),
                    white: tag("White"),
                    black: tag("Black"),
                    result: result.to_string(),
                    approved,
                    pgn: game.to_pgn(),
                });
            }
        }
        // Stable: games without a board keep their file order, last.
        out.games.sort_by_key(|g| g.board.unwrap_or(u32::MAX));
        out
    }

    /// The round as one PGN file, in board order.
    pub fn to_pgn(&self) -> String {
        self.games
            .iter()
            .map(|g| g.pgn.trim_end())
            .collect::<Vec<_>>()
            .join("\n\n")
            + "\n"
    }
}

//! The results of a round: the games of many PGN files (one a board, as
//! each tablet writes it) as one table and one PGN file.

use crate::TimedGame;
use crate::pgn::{PgnError, read_games};

use super::model::{Pairing, Player, Tournament};
use super::write::{BoardResult, RoundEntry};

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
    /// Its moves, each side's counted (a ply a move): fewer than two, and
    /// a side made no move, so the game is not rated (FIDE Rating
    /// Regulations; TRF-2026's `W D L`).
    pub plies: usize,
}

/// A line of the round's table: a board and its game, or a player off
/// the boards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// A board of the round, and the index of its game in
    /// [`RoundResults::games`] if one was given.
    Board {
        /// The pairing.
        pairing: Pairing,
        /// The game's index, if given.
        game: Option<usize>,
    },
    /// A player not on a board: a bye the files give (`H`, `F`, `U`,
    /// `Z`), or `Z` for a player of the TRF that nothing pairs (absent;
    /// the arbiter decides).
    Bye {
        /// The player.
        player: Player,
        /// The TRF code.
        code: char,
    },
}

/// Why a game was not taken as the result of its board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mismatch {
    /// Its `Round` tag names another round.
    OtherRound(String),
    /// It has no `Board` tag (or not a number).
    NoBoard,
    /// The round has no such board.
    NoSuchBoard(u32),
    /// Its names are not the board's pairing: the pairing's white and
    /// black.
    Names {
        /// The board.
        board: u32,
        /// The pairing's white.
        white: String,
        /// The pairing's black.
        black: String,
    },
    /// A second game for a board.
    Twice(u32),
}

/// A round's games, in board order, and the games that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RoundResults {
    /// The games, by board (games without a board last, in file order).
    pub games: Vec<RoundGame>,
    /// Each game that cannot be read: its file and why.
    pub refused: Vec<(String, PgnError)>,
    /// With [`RoundResults::for_round`]: every pairing of the round in
    /// board order, then the byes and absent players.
    pub entries: Vec<Entry>,
    /// With [`RoundResults::for_round`]: each game that is not the result
    /// of a board of the round: its file and why.
    pub mismatched: Vec<(String, Mismatch)>,
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
                let game = read.and_then(|g| TimedGame::from_pgn_game(&g).map(|game| (g, game)));
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
                    plies: g.moves.len(),
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

    /// Reads every game of the `files` as [`RoundResults::read`], and
    /// matches each to the board of round `round` of `tournament` by its
    /// `Round` and `Board` tags: a game whose names are not that board's
    /// pairing, of another round, or for a board already given, goes to
    /// [`RoundResults::mismatched`]. [`RoundResults::entries`] lists every
    /// board of the round with its game, then its byes, then the players
    /// of the TRF that nothing pairs (as `Z`).
    pub fn for_round(tournament: &Tournament, round: u32, files: &[(&str, &str)]) -> RoundResults {
        let mut out = RoundResults::read(files);
        let Some(r) = tournament.round(round) else {
            return out;
        };
        let same = |a: &str, b: &str| a.trim().eq_ignore_ascii_case(b.trim());
        let mut taken: Vec<(u32, usize)> = Vec::new();
        let mut games = Vec::new();
        for g in core::mem::take(&mut out.games) {
            let why = if !g.round.trim().is_empty() && g.round.trim() != round.to_string() {
                Some(Mismatch::OtherRound(g.round.clone()))
            } else if let Some(b) = g.board {
                match r.boards.iter().find(|p| p.board == b) {
                    None => Some(Mismatch::NoSuchBoard(b)),
                    Some(p) if !same(&p.white.name, &g.white) || !same(&p.black.name, &g.black) => {
                        Some(Mismatch::Names {
                            board: b,
                            white: p.white.name.clone(),
                            black: p.black.name.clone(),
                        })
                    }
                    Some(_) if taken.iter().any(|(t, _)| *t == b) => Some(Mismatch::Twice(b)),
                    Some(_) => None,
                }
            } else {
                Some(Mismatch::NoBoard)
            };
            match why {
                Some(w) => out.mismatched.push((g.file.clone(), w)),
                None => {
                    taken.push((g.board.unwrap_or(0), games.len()));
                    games.push(g);
                }
            }
        }
        out.games = games;
        for p in &r.boards {
            let game = taken.iter().find(|(b, _)| *b == p.board).map(|(_, i)| *i);
            out.entries.push(Entry::Board {
                pairing: p.clone(),
                game,
            });
        }
        for b in &r.byes {
            out.entries.push(Entry::Bye {
                player: b.player.clone(),
                code: b.code,
            });
        }
        for player in tournament.absent(round) {
            out.entries.push(Entry::Bye { player, code: 'Z' });
        }
        out
    }

    /// The TRF columns the table gives, for [`Tournament::write_round`]:
    /// each board whose game has a result (`W D L` when it has fewer than
    /// two plies: a side made no move), and each bye. Boards without a
    /// game or result, and players without a starting rank, are left out:
    /// the arbiter gives those.
    pub fn round_entries(&self) -> Vec<RoundEntry> {
        let mut out = Vec::new();
        for e in &self.entries {
            match e {
                Entry::Board {
                    pairing,
                    game: Some(i),
                } => {
                    let (Some(g), Some(w), Some(b)) =
                        (self.games.get(*i), pairing.white.start, pairing.black.start)
                    else {
                        continue;
                    };
                    if let Some(r) = BoardResult::from_pgn(&g.result) {
                        out.extend(r.entries(w, b, g.plies < 2));
                    }
                }
                Entry::Board { game: None, .. } => {}
                Entry::Bye { player, code } => {
                    if let Some(start) = player.start {
                        out.push(RoundEntry {
                            start,
                            opponent: 0,
                            white: None,
                            code: *code,
                        });
                    }
                }
            }
        }
        out
    }
}

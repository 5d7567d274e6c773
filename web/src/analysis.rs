//! The computer's analysis of a finished game, as the page holds it: the
//! engine's [`Analysis`] of the game at one revision, searched a position
//! at a time by the engine's worker (`hooks::use_analysis`), stopped and
//! kept at any point. It is a reader's view of the game, not part of its
//! record: it goes with the game's revision, and a changed game drops it.
//!
//! During play there is none: an engine's advice is what 2023 Art. 11.3.1
//! forbids, so only a finished game is analysed, and on a device under the
//! arbiter's lock only with the PIN.

use rochade_arbiter::{Annotation, Game, NoteKind};
use rochade_engine::analysis::{Analysis, Eval, Judged, Mark};
use rochade_engine::{Limits, Score};
use rochade_laws::{Color, Move, Position, Uci};

/// The time per position a player is offered, in milliseconds.
pub const TIMES_MS: [u64; 4] = [100, 300, 1_000, 3_000];

/// The time per position when none is chosen: a 60-move game in about
/// 40 s.
pub const DEFAULT_MS: u64 = 300;

/// A finished game's analysis, running or stopped.
#[derive(Clone, Debug, PartialEq)]
pub struct GameAnalysis {
    /// The revision of the game analysed (see `AppState::revision`).
    pub revision: u64,
    /// Milliseconds a position.
    pub ms: u64,
    /// Whether positions are still being searched.
    pub running: bool,
    /// The evaluations came with the game (its PGN's `[%eval]`
    /// comments): its best moves are not known.
    pub given: bool,
    analysis: Analysis,
    next: Option<usize>,
}

/// An analysis as it is kept in storage: the game it is of, and what
/// was found of each position ([`Analysis::findings`]).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Kept {
    /// The game's start and moves ([`game_key`]).
    pub game: String,
    /// Milliseconds a position.
    pub ms: u64,
    /// Whether the evaluations came with the game.
    pub given: bool,
    /// What was found of each position.
    pub found: Vec<String>,
}

/// The game an analysis is of: its start position and its moves, in
/// UCI.
pub fn game_key(game: &Game) -> String {
    let mut key = game.start_position().to_shredder_fen();
    for r in game.record() {
        key.push(' ');
        key.push_str(&rochade_laws::Uci::from_move_in(&r.mv, r.before.castling_mode()).to_string());
    }
    key
}

/// A move whose evaluation swung: its half-move's index and the
/// evaluations before and after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Swing {
    /// The half-move's index (0: White's first move).
    pub ply: usize,
    /// Before the move.
    pub before: Eval,
    /// After it.
    pub after: Eval,
}

impl GameAnalysis {
    /// The analysis of `game` (at `revision`) about to start, `ms` a
    /// position.
    pub fn new(game: &Game, revision: u64, ms: u64) -> GameAnalysis {
        let moves: Vec<Move> = game.record().iter().map(|r| r.mv).collect();
        let mut analysis = Analysis::new(game.start_position(), &moves, Limits::move_time(ms));
        let next = analysis.to_search().map(|(i, _, _)| i);
        GameAnalysis {
            revision,
            ms,
            running: next.is_some(),
            given: false,
            analysis,
            next,
        }
    }

    /// The evaluations that came with `game` (at `revision`) in its PGN's
    /// `[%eval …]` comments, as lichess writes them; `None` when it has
    /// none. Nothing is searched: the graph and the marks are drawn from
    /// them, the best moves unknown.
    pub fn from_comments(game: &Game, revision: u64) -> Option<GameAnalysis> {
        let moves: Vec<Move> = game.record().iter().map(|r| r.mv).collect();
        let mut analysis = Analysis::new(game.start_position(), &moves, Limits::default());
        let mut any = false;
        for note in game.notes() {
            let NoteKind::Comment(text) = &note.kind else {
                continue;
            };
            if let Some(eval) = eval_in(text) {
                analysis.give(note.ply, eval);
                any = true;
            }
        }
        any.then(|| {
            // Mates and stalemates on the board are judged by the board.
            analysis.judge_ended();
            GameAnalysis {
                revision,
                ms: DEFAULT_MS,
                running: false,
                given: true,
                analysis,
                next: None,
            }
        })
    }

    /// What is kept of it in storage, as an analysis of `game`.
    pub fn kept(&self, game: &Game) -> Kept {
        Kept {
            game: game_key(game),
            ms: self.ms,
            given: self.given,
            found: self.analysis.findings(),
        }
    }

    /// The analysis `kept` of `game` (at `revision`), stopped where it
    /// was; `None` when it is another game's or cannot be read.
    pub fn from_kept(game: &Game, revision: u64, kept: &Kept) -> Option<GameAnalysis> {
        if kept.game != game_key(game) {
            return None;
        }
        let mut a = GameAnalysis::new(game, revision, kept.ms);
        if !a.analysis.restore(&kept.found) {
            return None;
        }
        a.next = if kept.given {
            None
        } else {
            a.analysis.to_search().map(|(i, _, _)| i)
        };
        a.given = kept.given;
        a.running = false;
        Some(a)
    }

    /// The position to search next (after this many half-moves); `None`
    /// when all are judged.
    pub fn next(&self) -> Option<usize> {
        self.next
    }

    /// Records the worker's search of position `index`: its `score` from
    /// the side to move and its best move in UCI. Whether it was the
    /// position awaited and could be read.
    pub fn record(&mut self, index: usize, score: Option<Score>, best: Option<&str>) -> bool {
        if self.next != Some(index) {
            return false;
        }
        let found = self.analysis.position(index).and_then(|pos| {
            let mv = best?.parse::<Uci>().ok()?.to_move(pos).ok()?;
            Some((score?, mv))
        });
        let Some((score, mv)) = found else {
            return false;
        };
        self.analysis.record(index, score, mv);
        self.next = self.analysis.to_search().map(|(i, _, _)| i);
        self.running &= self.next.is_some();
        true
    }

    /// Whether every position is judged.
    pub fn is_done(&self) -> bool {
        self.next.is_none()
    }

    /// Positions judged, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.analysis.done(), self.analysis.len())
    }

    /// The progress in moves, as a player counts them: the move reached
    /// and the game's moves ("move 23 of 60").
    pub fn moves_progress(&self) -> (usize, usize) {
        let (done, all) = self.progress();
        (done.div_ceil(2).min(all / 2).max(1), (all / 2).max(1))
    }

    /// Each move judged so far.
    pub fn moves(&self) -> Vec<Judged> {
        self.analysis.moves()
    }

    /// The evaluation of the position after `plies` half-moves.
    pub fn eval_of(&self, plies: usize) -> Option<Eval> {
        self.analysis.eval_of(plies)
    }

    /// The best move in the position after `plies` half-moves, when it was
    /// searched (or forced).
    pub fn best_at(&self, plies: usize) -> Option<Move> {
        self.analysis.best_in(plies)
    }

    /// The position after `plies` half-moves.
    pub fn position(&self, plies: usize) -> Option<&Position> {
        self.analysis.position(plies)
    }

    /// The moves analysed.
    pub fn played(&self) -> &[Move] {
        self.analysis.played()
    }

    /// The annotations of the PGN with the analysis, one per half-move:
    /// each move's mark as its glyph (`$6`, `$2`, `$4`) and the evaluation
    /// after it as lichess writes it (`[%eval 0.35]`, `[%eval #-3]`), on
    /// every move but one that mates or stalemates.
    pub fn annotations(&self) -> Vec<Annotation> {
        self.moves()
            .iter()
            .map(|j| Annotation {
                nag: j.mark.map(Mark::nag),
                // Evaluations that came with the game are in its own
                // comments already.
                comment: j
                    .eval
                    .filter(|_| !self.given)
                    .map(|e| format!("[%eval {e}]")),
            })
            .collect()
    }

    /// The `n` moves whose evaluations swung most, in the mover's
    /// winning chances, largest first.
    pub fn largest_swings(&self, n: usize) -> Vec<Swing> {
        let mut swings: Vec<(f64, Swing)> = (0..self.played().len())
            .filter_map(|ply| {
                let (before, after) = (self.eval_of(ply)?, self.eval_of(ply + 1)?);
                let mover = self.position(ply)?.turn();
                let side = if mover == Color::White { 1.0 } else { -1.0 };
                let scale = rochade_engine::analysis::CP_SCALE;
                let drop = side * (before.winning_chances(scale) - after.winning_chances(scale));
                (drop > 0.0).then_some((drop, Swing { ply, before, after }))
            })
            .collect();
        swings.sort_by(|a, b| b.0.total_cmp(&a.0));
        swings.into_iter().take(n).map(|(_, s)| s).collect()
    }
}

/// The value of the first `[%eval …]` command in a comment.
fn eval_in(text: &str) -> Option<Eval> {
    let at = text.find("[%eval ")?;
    let rest = &text[at + "[%eval ".len()..];
    let value = rest.split(|c: char| c == ']' || c.is_whitespace()).next()?;
    value.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rochade_arbiter::GameSetup;

    fn fools_mate() -> Game {
        crate::test_support::play(GameSetup::default(), &["f3", "e5", "g4", "Qh4#"])
    }

    #[test]
    fn a_worker_answer_is_taken_for_the_position_awaited_only() {
        let game = fools_mate();
        let mut a = GameAnalysis::new(&game, 7, 300);
        assert_eq!((a.next(), a.running, a.progress()), (Some(0), true, (0, 5)));
        // Another position's answer, or a move that is not legal there:
        // refused, the position still awaited.
        assert!(!a.record(1, Some(Score::Cp(10)), Some("e7e5")));
        assert!(!a.record(0, Some(Score::Cp(10)), Some("e7e5")));
        for (i, best) in [(0, "e2e4"), (1, "e7e5"), (2, "d2d4")] {
            assert!(a.record(i, Some(Score::Cp(20)), Some(best)), "{i}");
        }
        // After 2. g4 Black mates in one; the mate itself needs no search.
        assert!(a.record(3, Some(Score::Mate(1)), Some("d8h4")));
        assert!(a.is_done() && !a.running);
        assert_eq!(a.progress(), (5, 5));
        let moves = a.moves();
        assert_eq!(moves[2].mark, Some(Mark::Blunder));
        assert_eq!(moves[2].eval, Some(Eval::Mate(-1)));
        let notes = a.annotations();
        assert_eq!(notes[2].nag, Some(4));
        assert_eq!(notes[2].comment.as_deref(), Some("[%eval #-1]"));
        // The mating move has no evaluation after it.
        assert_eq!(notes[3].comment, None);
        assert_eq!(a.largest_swings(1)[0].ply, 2);
        // Kept and taken back, for this game only.
        let kept = a.kept(&game);
        let back = GameAnalysis::from_kept(&game, 9, &kept).expect("its game");
        assert_eq!(
            (back.moves(), back.revision, back.running),
            (a.moves(), 9, false)
        );
        let other = crate::test_support::play(GameSetup::default(), &["e4"]);
        assert_eq!(GameAnalysis::from_kept(&other, 9, &kept), None);
    }

    #[test]
    fn a_game_with_lichess_evaluations_is_drawn_from_them_and_exported_once() {
        let pgn = "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n\
            1. f3 { [%eval -0.5] } 1... e5 { [%eval -0.3] [%clk 0:05:00] } \
            2. g4 { [%eval #-1] } 2... Qh4# 0-1\n";
        let game = Game::from_pgn(pgn).expect("read");
        let a = GameAnalysis::from_comments(&game, 3).expect("evaluations found");
        assert!(a.given && a.is_done() && !a.running);
        assert_eq!(a.eval_of(0), None, "the start came without one");
        assert_eq!(a.eval_of(3), Some(Eval::Mate(-1)));
        let moves = a.moves();
        assert_eq!(moves[0].mark, None, "no evaluation before it");
        assert_eq!(moves[2].mark, Some(Mark::Blunder));
        assert!(moves.iter().all(|j| j.best.is_none()), "best moves unknown");
        // Exported with the analysis: the glyph added, the evaluation not
        // written twice.
        let out = game.to_pgn_annotated(&a.annotations());
        assert_eq!(out.matches("[%eval").count(), 3, "{out}");
        assert!(out.contains("2. g4 $4"), "{out}");
        assert_eq!(GameAnalysis::from_comments(&fools_mate(), 1), None);
        assert_eq!(eval_in("good [%eval 1.25] move"), Some(Eval::Cp(125)));
        assert_eq!(eval_in("[%eval x]"), None);
    }
}

//! After the game: each position of a finished game searched at full
//! strength, each move given the evaluation after it (from White's side),
//! the best move in its place, and a mark where it cost the mover winning
//! chances: inaccuracy, mistake or blunder, by lichess's formula.
//!
//! The work is cut into one position a step ([`Analysis::step`]), so that a
//! browser worker can report progress and stop between positions; what was
//! found before a stop is kept ([`Analysis::moves`]).
//!
//! ```
//! use rochade_engine::analysis::{Analysis, Mark};
//! use rochade_engine::{Config, Engine, Limits, NoClock};
//! use rochade_laws::{Position, parse_move};
//!
//! // 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7#
//! let mut pos = Position::new();
//! let mut moves = Vec::new();
//! for san in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
//!     let mv = parse_move(&pos, san).unwrap();
//!     pos = pos.play(&mv).unwrap();
//!     moves.push(mv);
//! }
//! let mut engine = Engine::new(Config::default());
//! let mut analysis = Analysis::new(&Position::new(), &moves, Limits::nodes(20_000));
//! while analysis.step(&mut engine, &mut NoClock).is_some() {}
//! let judged = analysis.moves();
//! assert_eq!(judged[5].mark, Some(Mark::Blunder));
//! assert_eq!(judged[6].eval, None); // mate stands on the board
//! ```

use core::fmt;

use rochade_laws::{Color, Move, Position, RepetitionKey, Uci};

use crate::{Control, Engine, Level, Limits, Score};

/// lichess's constant in its winning chances, `2 / (1 + e^(-k·cp)) - 1`.
pub const LICHESS_K: f64 = 0.003_682_08;

/// Rochade's centipawns times this are taken as Stockfish's in the
/// formula. Chosen against Stockfish 15.1 at depth 18 on 40 games of the
/// engine's self-play (`examples/analysis_reference.rs`, 250,000 nodes a
/// position and an 8 MiB table as in the browser, the table in the crate's
/// README) by one rule: the most of Stockfish's blunders marked, with at
/// most 20 % of Rochade's blunder marks not Stockfish's, the fewer false
/// marks between equals. With level 8's adaptive search and its threats,
/// 1.4 marks 68.8 % of them with 12.5 % not shared (1.6: 68.8 % and
/// 17.9 %; 1.2: 64.6 % and 10.0 %; the scale nearest in winning chances
/// is 1.14). Rochade's
/// evaluations are flatter than Stockfish's when one side is well ahead,
/// which a larger scale makes up.
pub const CP_SCALE: f64 = 1.4;

/// lichess judges a move on evaluations ceiled at ±1000 centipawns, a mate
/// counting as the ceiling: from mate in 5 to +12 is no blunder.
pub const CP_CEILING: f64 = 1000.0;

/// An evaluation from White's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// Centipawns, positive when White stands better.
    Cp(i32),
    /// Mate in this many moves: positive when White mates, negative when
    /// Black does.
    Mate(i32),
}

impl Eval {
    /// `score`, given from the side to move's point of view in a position
    /// with `turn` to move, from White's side.
    pub fn from_score(score: Score, turn: Color) -> Eval {
        let sign = if turn == Color::White { 1 } else { -1 };
        match score {
            Score::Cp(c) => Eval::Cp(sign * c),
            Score::Mate(n) => Eval::Mate(sign * n),
        }
    }

    /// A total order from White's side: a mate for White above every
    /// centipawn value, a quicker one above a slower one.
    fn rank(self) -> i64 {
        match self {
            Eval::Cp(c) => i64::from(c),
            Eval::Mate(n) if n > 0 => 1_000_000 - i64::from(n),
            Eval::Mate(n) => -1_000_000 - i64::from(n),
        }
    }

    /// Whether `self` is better than `other` for `side`.
    fn better_for(self, side: Color, other: Eval) -> bool {
        match side {
            Color::White => self.rank() > other.rank(),
            Color::Black => self.rank() < other.rank(),
        }
    }

    /// The value of a position as seen one move before, where `mover`
    /// moves into it: a mate by `mover` is one move further away.
    fn one_move_earlier(self, mover: Color) -> Eval {
        match (self, mover) {
            (Eval::Mate(n), Color::White) if n > 0 => Eval::Mate(n + 1),
            (Eval::Mate(n), Color::Black) if n < 0 => Eval::Mate(n - 1),
            (e, _) => e,
        }
    }

    /// White's winning chances, from -1 (Black wins) to 1 (White wins):
    /// lichess's `2 / (1 + e^(-k·cp)) - 1` on centipawns times `scale`,
    /// ceiled at ±[`CP_CEILING`] as lichess does; a mate counts as the
    /// ceiling.
    pub fn winning_chances(self, scale: f64) -> f64 {
        let cp = match self {
            Eval::Cp(c) => (f64::from(c) * scale).clamp(-CP_CEILING, CP_CEILING),
            Eval::Mate(n) if n > 0 => CP_CEILING,
            Eval::Mate(_) => -CP_CEILING,
        };
        2.0 / (1.0 + (-LICHESS_K * cp).exp()) - 1.0
    }
}

/// Why a `[%eval …]` value could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseEvalError;

impl fmt::Display for ParseEvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not an evaluation: pawns (0.35, -1.2) or a mate (#3, #-3)")
    }
}

impl core::str::FromStr for Eval {
    type Err = ParseEvalError;

    /// Reads what [`Display`](fmt::Display) writes, and lichess's
    /// values: pawns with any decimals (`0.35`, `-1.2`, `+3`), `#3`, `#-3`.
    fn from_str(s: &str) -> Result<Eval, ParseEvalError> {
        let s = s.trim();
        if let Some(n) = s.strip_prefix('#') {
            return n.parse::<i32>().map(Eval::Mate).map_err(|_| ParseEvalError);
        }
        // Read by hand, digits to centipawns: parsing a float would bring
        // Rust's float reading into the page's module.
        let (negative, digits) = match s.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, s.strip_prefix('+').unwrap_or(s)),
        };
        let (whole, decimals) = digits.split_once('.').unwrap_or((digits, ""));
        let all_digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
        if (whole.is_empty() && decimals.is_empty())
            || whole.len() > 4
            || !all_digits(whole)
            || !all_digits(decimals)
        {
            return Err(ParseEvalError);
        }
        let whole: i32 = if whole.is_empty() {
            0
        } else {
            whole.parse().map_err(|_| ParseEvalError)?
        };
        let mut d = decimals.bytes().map(|b| i32::from(b - b'0'));
        let (tenths, hundredths, next) = (
            d.next().unwrap_or(0),
            d.next().unwrap_or(0),
            d.next().unwrap_or(0),
        );
        // Rounded half away from zero, on the third decimal.
        let cp = whole * 100 + tenths * 10 + hundredths + i32::from(next >= 5);
        Ok(Eval::Cp(if negative { -cp } else { cp }))
    }
}

impl fmt::Display for Eval {
    /// The value of a PGN `[%eval …]` comment as lichess writes it: pawns
    /// with up to two decimals (`0.35`, `-1.2`, `3.0`), or `#3` / `#-3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Eval::Mate(n) => write!(f, "#{n}"),
            Eval::Cp(c) => {
                let sign = if c < 0 { "-" } else { "" };
                let (whole, cents) = (c.unsigned_abs() / 100, c.unsigned_abs() % 100);
                if cents % 10 == 0 {
                    write!(f, "{sign}{whole}.{}", cents / 10)
                } else {
                    write!(f, "{sign}{whole}.{cents:02}")
                }
            }
        }
    }
}

/// How much a move cost its mover, by the drop in the mover's winning
/// chances (lichess's thresholds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// A drop of 0.1 or more.
    Inaccuracy,
    /// A drop of 0.2 or more.
    Mistake,
    /// A drop of 0.3 or more.
    Blunder,
}

impl Mark {
    /// The mark of a move after which the mover's winning chances went
    /// from `before` to `after` (both from White's side).
    pub fn of(before: Eval, after: Eval, mover: Color, scale: f64) -> Option<Mark> {
        let side = if mover == Color::White { 1.0 } else { -1.0 };
        let drop = side * (before.winning_chances(scale) - after.winning_chances(scale));
        if drop >= 0.3 {
            Some(Mark::Blunder)
        } else if drop >= 0.2 {
            Some(Mark::Mistake)
        } else if drop >= 0.1 {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// The PGN's numeric annotation glyph: `$6`, `$2`, `$4`.
    pub fn nag(self) -> u8 {
        match self {
            Mark::Inaccuracy => 6,
            Mark::Mistake => 2,
            Mark::Blunder => 4,
        }
    }

    /// The scoresheet's sign: `?!`, `?`, `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}

/// One move judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// The evaluation after the move; `None` when the game stands ended on
    /// the board (checkmate or stalemate) or the position was not searched.
    pub eval: Option<Eval>,
    /// The best move in the position before it, when that was searched.
    pub best: Option<Move>,
    /// Its mark, when both positions were judged.
    pub mark: Option<Mark>,
}

/// What a position was found to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Found {
    /// Searched: its evaluation and best move.
    Searched(Eval, Move),
    /// Checkmate on the board: `Color` won.
    Mated(Color),
    /// Stalemate on the board.
    Stalemate,
    /// One legal move only, and the game goes on: judged as the position
    /// after it. A search with a time limit stops a forced position after
    /// its first iteration, whose evaluation would be far from the next
    /// position's deeper one, and mark the move before it for nothing.
    Forced(Move),
    /// Given from elsewhere (a PGN's `[%eval]`): its evaluation only.
    Given(Eval),
}

/// A game's analysis, a position at a time.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    positions: Vec<Position>,
    keys: Vec<RepetitionKey>,
    moves: Vec<Move>,
    limits: Limits,
    found: Vec<Option<Found>>,
}

impl Analysis {
    /// The analysis of `moves` played from `start`, each position searched
    /// within `limits`. Moves after an illegal one are left out.
    pub fn new(start: &Position, moves: &[Move], limits: Limits) -> Analysis {
        let mut positions = vec![start.clone()];
        let mut played = Vec::new();
        for mv in moves {
            let Some(next) = positions.last().and_then(|p| p.play(mv).ok()) else {
                break;
            };
            positions.push(next);
            played.push(*mv);
        }
        let keys = positions.iter().map(Position::repetition_key).collect();
        let found = vec![None; positions.len()];
        Analysis {
            positions,
            keys,
            moves: played,
            limits,
            found,
        }
    }

    /// Position `i`, after `i` half-moves.
    pub fn position(&self, i: usize) -> Option<&Position> {
        self.positions.get(i)
    }

    /// The moves analysed.
    pub fn played(&self) -> &[Move] {
        &self.moves
    }

    /// Positions in all (one more than the moves).
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Whether there is no position (never: the start is one).
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// The next position to search (its index and the position), the
    /// positions that stand ended on the board judged on the way; `None`
    /// when all are done. A host that searches elsewhere (a browser
    /// worker) asks this, searches, and gives the answer to [`Analysis::record`].
    pub fn to_search(&mut self) -> Option<(usize, &Position, &[RepetitionKey])> {
        loop {
            let i = self.found.iter().position(Option::is_none)?;
            let pos = &self.positions[i];
            let legal = pos.legal_moves();
            if pos.is_checkmate() {
                self.found[i] = Some(Found::Mated(!pos.turn()));
            } else if pos.is_stalemate() {
                self.found[i] = Some(Found::Stalemate);
            } else if legal.len() == 1 && i + 1 < self.positions.len() {
                self.found[i] = Some(Found::Forced(legal[0]));
            } else {
                return Some((i, &self.positions[i], &self.keys[..i]));
            }
        }
    }

    /// Records the search of position `i`: its `score` (from the side to
    /// move's point of view) and best move.
    pub fn record(&mut self, i: usize, score: Score, best: Move) {
        if let (Some(slot), Some(pos)) = (self.found.get_mut(i), self.positions.get(i)) {
            *slot = Some(Found::Searched(Eval::from_score(score, pos.turn()), best));
        }
    }

    /// Judges every position that stands ended on the board (checkmate,
    /// stalemate), searched or not.
    pub fn judge_ended(&mut self) {
        for (slot, pos) in self.found.iter_mut().zip(&self.positions) {
            if pos.is_checkmate() {
                *slot = Some(Found::Mated(!pos.turn()));
            } else if pos.is_stalemate() {
                *slot = Some(Found::Stalemate);
            }
        }
    }

    /// Records an evaluation of position `i` found elsewhere (a PGN's
    /// `[%eval]` comment), with no best move; a position that stands
    /// ended on the board is judged by the board instead.
    pub fn give(&mut self, i: usize, eval: Eval) {
        if let (Some(slot), Some(pos)) = (self.found.get_mut(i), self.positions.get(i)) {
            if !pos.is_checkmate() && !pos.is_stalemate() {
                *slot = Some(Found::Given(eval));
            }
        }
    }

    /// Judges the next position not yet judged, at full strength; returns
    /// its index, or `None` when all are done.
    pub fn step<C: Control>(&mut self, engine: &mut Engine, ctl: &mut C) -> Option<usize> {
        let limits = self.limits;
        let (i, pos, keys) = self.to_search()?;
        let (pos, keys) = (pos.clone(), keys.to_vec());
        engine.set_level(Level::MAX);
        match engine.search(&pos, &keys, &limits, ctl) {
            Some(r) => self.record(i, r.score, r.best),
            // No search is possible only where no move is: judged by to_search().
            None => self.found[i] = Some(Found::Stalemate),
        }
        Some(i)
    }

    /// What was found of each position, as text to keep: `s <eval>
    /// <uci>` searched, `f <uci>` forced, `g <eval>` given, `m` checkmate,
    /// `t` stalemate, `-` not yet judged.
    pub fn findings(&self) -> Vec<String> {
        let uci = |pos: &Position, m: &Move| Uci::from_move_in(m, pos.castling_mode()).to_string();
        self.found
            .iter()
            .zip(&self.positions)
            .map(|(f, pos)| match f {
                None => "-".to_string(),
                Some(Found::Searched(e, m)) => format!("s {e} {}", uci(pos, m)),
                Some(Found::Forced(m)) => format!("f {}", uci(pos, m)),
                Some(Found::Given(e)) => format!("g {e}"),
                Some(Found::Mated(_)) => "m".to_string(),
                Some(Found::Stalemate) => "t".to_string(),
            })
            .collect()
    }

    /// Takes back what [`Analysis::findings`] wrote for these positions;
    /// `false`, changing nothing, when it is not theirs (another count, a
    /// move not legal where it stands, a mate that is none).
    pub fn restore(&mut self, findings: &[String]) -> bool {
        if findings.len() != self.positions.len() {
            return false;
        }
        let read = |text: &str, pos: &Position| -> Option<Option<Found>> {
            let mv = |t: &str| t.parse::<Uci>().ok()?.to_move(pos).ok();
            let mut parts = text.split(' ');
            Some(match (parts.next(), parts.next(), parts.next()) {
                (Some("-"), None, None) => None,
                (Some("s"), Some(e), Some(m)) => Some(Found::Searched(e.parse().ok()?, mv(m)?)),
                (Some("f"), Some(m), None) => Some(Found::Forced(mv(m)?)),
                (Some("g"), Some(e), None) => Some(Found::Given(e.parse().ok()?)),
                (Some("m"), None, None) if pos.is_checkmate() => Some(Found::Mated(!pos.turn())),
                (Some("t"), None, None) if pos.is_stalemate() => Some(Found::Stalemate),
                _ => return None,
            })
        };
        let found: Option<Vec<Option<Found>>> = findings
            .iter()
            .zip(&self.positions)
            .map(|(text, pos)| read(text, pos))
            .collect();
        let Some(found) = found else {
            return false;
        };
        self.found = found;
        true
    }

    /// Positions judged so far.
    pub fn done(&self) -> usize {
        self.found.iter().filter(|f| f.is_some()).count()
    }

    /// The evaluation of position `i` (after `i` half-moves), if judged.
    ///
    /// A searched position is worth at least what the move played from it
    /// turned out to be worth: when a later, searched position shows the
    /// mover better off than the search of this one did, that value is
    /// taken (minimax over the line played). A search that missed why a
    /// move was good thereby learns it from the positions after it, where
    /// it was seen; one that missed why a move was bad is not helped.
    pub fn eval_of(&self, i: usize) -> Option<Eval> {
        self.evals().get(i).copied().flatten()
    }

    /// Every position's evaluation, in one pass from the last position
    /// back, each bounded by the one after it (see [`Analysis::eval_of`]).
    fn evals(&self) -> Vec<Option<Eval>> {
        let mut out: Vec<Option<Eval>> = vec![None; self.found.len()];
        for i in (0..self.found.len()).rev() {
            let next = out.get(i + 1).copied().flatten();
            out[i] = match self.found[i] {
                None => None,
                Some(Found::Searched(own, _)) => Some(match next {
                    Some(next) => {
                        let mover = self.positions[i].turn();
                        // A move that mates is judged by the mate on the
                        // board (mate in 1).
                        let through = if matches!(self.found[i + 1], Some(Found::Mated(_))) {
                            next
                        } else {
                            next.one_move_earlier(mover)
                        };
                        if through.better_for(mover, own) {
                            through
                        } else {
                            own
                        }
                    }
                    None => own,
                }),
                Some(Found::Mated(Color::White)) => Some(Eval::Mate(1)),
                Some(Found::Mated(Color::Black)) => Some(Eval::Mate(-1)),
                Some(Found::Stalemate) => Some(Eval::Cp(0)),
                Some(Found::Forced(_)) => next,
                Some(Found::Given(e)) => Some(e),
            };
        }
        out
    }

    /// The best move in position `i`, if it was searched (or forced): the
    /// move played, when it proved better than the one the search chose
    /// (see [`Analysis::eval_of`]).
    pub fn best_in(&self, i: usize) -> Option<Move> {
        self.best_given(i, &self.evals())
    }

    fn best_given(&self, i: usize, evals: &[Option<Eval>]) -> Option<Move> {
        match self.found.get(i).copied().flatten()? {
            Found::Searched(e, m) if evals.get(i).copied().flatten() == Some(e) => Some(m),
            Found::Searched(..) => self.moves.get(i).copied(),
            Found::Forced(m) => Some(m),
            _ => None,
        }
    }

    /// Each move judged with what was found so far.
    pub fn moves(&self) -> Vec<Judged> {
        let evals = self.evals();
        self.moves
            .iter()
            .enumerate()
            .map(|(i, _)| {
                let after = self.found[i + 1];
                let best = self.best_given(i, &evals);
                let eval = match after {
                    Some(Found::Searched(..) | Found::Forced(_) | Found::Given(_)) => evals[i + 1],
                    _ => None,
                };
                let mark = match (evals[i], evals[i + 1]) {
                    (Some(b), Some(a)) => Mark::of(b, a, self.positions[i].turn(), CP_SCALE),
                    _ => None,
                };
                Judged { eval, best, mark }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use rochade_laws::parse_move;

    use super::*;
    use crate::{Config, NoClock};

    fn game(sans: &[&str]) -> (Position, Vec<Move>) {
        let start = Position::new();
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for san in sans {
            let mv = parse_move(&pos, san).unwrap_or_else(|e| panic!("{san}: {e:?}"));
            pos = pos.play(&mv).unwrap_or_else(|e| panic!("{san}: {e:?}"));
            moves.push(mv);
        }
        (start, moves)
    }

    #[test]
    fn lichess_formula_and_thresholds() {
        // 2 / (1 + e^(-0.00368208 · cp)) - 1, computed independently.
        for (cp, chances) in [
            (0, 0.0),
            (100, 0.182_052),
            (-300, -0.502_251),
            (1000, 0.950_895),
        ] {
            let got = Eval::Cp(cp).winning_chances(1.0);
            assert!(
                (got - chances).abs() < 1e-5,
                "{cp}: {got} against {chances}"
            );
        }
        let white = Color::White;
        assert_eq!(
            Mark::of(Eval::Cp(0), Eval::Cp(-300), white, 1.0),
            Some(Mark::Blunder)
        );
        assert_eq!(
            Mark::of(Eval::Cp(0), Eval::Cp(-120), white, 1.0),
            Some(Mark::Mistake)
        );
        assert_eq!(
            Mark::of(Eval::Cp(0), Eval::Cp(-60), white, 1.0),
            Some(Mark::Inaccuracy)
        );
        assert_eq!(Mark::of(Eval::Cp(0), Eval::Cp(-50), white, 1.0), None);
        // Black's drop is White's gain.
        assert_eq!(
            Mark::of(Eval::Cp(0), Eval::Cp(300), Color::Black, 1.0),
            Some(Mark::Blunder)
        );
        assert_eq!(
            Mark::of(Eval::Cp(0), Eval::Mate(-2), white, 1.0),
            Some(Mark::Blunder)
        );
        assert_eq!(
            (
                Mark::Inaccuracy.nag(),
                Mark::Mistake.nag(),
                Mark::Blunder.nag()
            ),
            (6, 2, 4)
        );
    }

    #[test]
    fn evals_are_written_as_lichess_writes_them() {
        let shown: Vec<String> = [
            Eval::Cp(35),
            Eval::Cp(-120),
            Eval::Cp(300),
            Eval::Cp(-7),
            Eval::Mate(3),
            Eval::Mate(-3),
        ]
        .iter()
        .map(Eval::to_string)
        .collect();
        assert_eq!(shown, ["0.35", "-1.2", "3.0", "-0.07", "#3", "#-3"]);
        // Read back, and lichess's other forms.
        for text in shown {
            assert_eq!(
                text.parse::<Eval>().map(|e| e.to_string()),
                Ok(text.clone())
            );
        }
        assert_eq!("+3".parse(), Ok(Eval::Cp(300)));
        assert_eq!("-0.125".parse(), Ok(Eval::Cp(-13)));
        assert_eq!("#-1".parse(), Ok(Eval::Mate(-1)));
        assert_eq!(".5".parse(), Ok(Eval::Cp(50)));
        for bad in [
            "", "-", "#", "1e9", "inf", "NaN", "0,5", "#1.5", "12345", "1.2.3", "- 1",
        ] {
            assert_eq!(bad.parse::<Eval>(), Err(ParseEvalError), "{bad}");
        }
    }

    #[test]
    fn the_move_that_allows_mate_is_a_blunder_and_the_mate_has_no_eval() {
        let (start, moves) = game(&["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]);
        let mut engine = Engine::new(Config::default());
        let mut a = Analysis::new(&start, &moves, Limits::nodes(30_000));
        let mut steps = 0;
        while a.step(&mut engine, &mut NoClock).is_some() {
            steps += 1;
        }
        // The last position, checkmate, needs no search.
        assert_eq!(steps, 7);
        assert_eq!(a.done(), 8);
        let judged = a.moves();
        assert_eq!(judged.len(), 7);
        assert_eq!(judged[5].mark, Some(Mark::Blunder), "{judged:?}");
        // Black had a move that holds: not the one played.
        assert!(judged[5].best.is_some_and(|b| b != moves[5]), "{judged:?}");
        // After 3... Nf6 White mates in one.
        assert_eq!(judged[5].eval, Some(Eval::Mate(1)));
        assert_eq!(judged[6].eval, None);
        // The opening moves cost nothing much.
        assert_eq!(judged[0].mark, None, "{judged:?}");
    }

    #[test]
    fn evaluations_are_ceiled_at_a_thousand_as_lichess_does() {
        let white = Color::White;
        // From mate in 5 to +12: a won game still won (lichess's ceiling).
        assert_eq!(Mark::of(Eval::Mate(5), Eval::Cp(1200), white, 1.0), None);
        assert_eq!(Mark::of(Eval::Cp(1500), Eval::Cp(1100), white, 1.0), None);
        // Under the ceiling the scale multiplies the centipawns
        // (2 / (1 + e^(-0.00368208 · 500)) - 1 computed apart).
        let at = |cp: i32, scale: f64| Eval::Cp(cp).winning_chances(scale);
        assert!((at(500, 1.0) - 0.726_143).abs() < 1e-5, "{}", at(500, 1.0));
        assert!((at(500, 1.4) - at(700, 1.0)).abs() < 1e-12);
        assert_eq!(at(800, 1.4), at(2000, 1.0), "both ceiled");
    }

    #[test]
    fn a_position_is_worth_at_least_the_move_played_from_it() {
        let (start, moves) = game(&["e4", "e5", "Nf3", "Nc6", "Bb5"]);
        let mut a = Analysis::new(&start, &moves, Limits::nodes(1));
        // The searches' best moves: never the move played.
        let other = |a: &Analysis, i: usize| {
            let legal = a.position(i).unwrap().legal_moves();
            *legal.iter().find(|m| Some(*m) != moves.get(i)).unwrap()
        };
        let bests: Vec<Move> = (0..a.len()).map(|i| other(&a, i)).collect();
        let best = |i: usize| bests[i];
        // Searches, from the side to move's side: after 2...Nc6 the search
        // saw nothing (0), but after 3. Bb5 Black is found 3 pawns down.
        for (i, cp) in [(0, 20), (1, -20), (2, 0), (3, 0), (4, 0)] {
            a.record(i, Score::Cp(cp), best(i));
        }
        a.record(5, Score::Cp(-300), best(5));
        // White to move in position 4: Bb5 is worth +3 to White, more than
        // its own search gave, so position 4 is +3 ...
        assert_eq!(a.eval_of(4), Some(Eval::Cp(300)));
        assert_eq!(a.best_in(4), Some(moves[4]), "the move played was the best");
        assert_eq!(a.best_in(3), Some(best(3)), "its search's own choice");
        // ... and 2...Nc6, which allowed it, a blunder.
        assert_eq!(a.moves()[3].mark, Some(Mark::Blunder));
        // Black to move in position 3: Nc6 led to +3 for White, worse for
        // Black than its own search (0), which stands.
        assert_eq!(a.eval_of(3), Some(Eval::Cp(0)));
        // A mate seen only after the move is a move further away before it.
        a.record(4, Score::Mate(2), best(4));
        a.record(5, Score::Mate(-2), best(5));
        assert_eq!(a.eval_of(5), Some(Eval::Mate(2)));
        assert_eq!(a.eval_of(4), Some(Eval::Mate(2)), "its own, quicker");
        a.record(4, Score::Cp(50), best(4));
        assert_eq!(a.eval_of(4), Some(Eval::Mate(3)), "through the move played");
    }

    #[test]
    fn a_forced_move_is_judged_by_the_position_after_it() {
        // 1. e4 f5 2. Qh5+: g6 is Black's only move.
        let (start, moves) = game(&["e4", "f5", "Qh5+", "g6"]);
        let mut engine = Engine::new(Config::default());
        let mut a = Analysis::new(&start, &moves, Limits::nodes(20_000));
        let mut searched = Vec::new();
        while let Some(i) = a.step(&mut engine, &mut NoClock) {
            searched.push(i);
        }
        assert_eq!(
            searched,
            [0, 1, 2, 4],
            "the forced position is not searched"
        );
        let judged = a.moves();
        assert_eq!(judged[3].best, Some(moves[3]), "the only move is the best");
        assert_eq!(judged[3].mark, None, "{judged:?}");
        assert_eq!(judged[2].eval, a.eval_of(4));
        assert_eq!(a.eval_of(3), a.eval_of(4));
    }

    #[test]
    fn findings_are_kept_and_taken_back_only_for_their_game() {
        let (start, moves) = game(&["e4", "f5", "Qh5+", "g6", "Qxg6+", "hxg6"]);
        let mut engine = Engine::new(Config::default());
        let mut a = Analysis::new(&start, &moves, Limits::nodes(5_000));
        for _ in 0..4 {
            a.step(&mut engine, &mut NoClock);
        }
        let kept = a.findings();
        assert_eq!(kept.len(), 7);
        assert!(kept[0].starts_with("s ") && kept[3] == "f g7g6", "{kept:?}");
        assert_eq!(kept[6], "-", "{kept:?}");
        let mut again = Analysis::new(&start, &moves, Limits::nodes(5_000));
        assert!(again.restore(&kept));
        assert_eq!(again, a);
        // Another game's, or damaged: refused, nothing changed.
        let (other, other_moves) = game(&["d4", "d5"]);
        let mut b = Analysis::new(&other, &other_moves, Limits::nodes(5_000));
        assert!(!b.restore(&kept));
        let mut bad = kept.clone();
        bad[0] = "s 0.2 e2e5".into();
        assert!(!again.restore(&bad));
        bad[0] = "m".into();
        assert!(!again.restore(&bad));
        assert_eq!(again, a);
    }

    #[test]
    fn a_stopped_analysis_keeps_what_it_found() {
        let (start, moves) = game(&["e4", "e5", "Nf3", "Nc6"]);
        let mut engine = Engine::new(Config::default());
        let mut a = Analysis::new(&start, &moves, Limits::nodes(5_000));
        a.step(&mut engine, &mut NoClock);
        a.step(&mut engine, &mut NoClock);
        let judged = a.moves();
        assert!(judged[0].eval.is_some() && judged[0].best.is_some());
        assert!(judged[1].eval.is_none() && judged[1].best.is_some());
        assert!(judged[2].eval.is_none() && judged[2].best.is_none());
    }
}

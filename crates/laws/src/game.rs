//! One game under the Laws, without a clock: its positions and moves, the
//! record of repetitions, the automatic ends and the draws a player may
//! claim. The arbiter's timed game and the npm package's game both keep
//! their moves in one.

use core::fmt;

use crate::draw_claim::{DrawClaim, draw_claim_is_correct};
use crate::ending::{Ending, automatic_ending, ending_by_9_6};
use crate::{
    Color, Edition, GameResult, Move, MovetextWriter, ParseMoveError, Position, RepetitionKey,
    SanPlus, first_dead, parse_move,
};

/// One half-move: the position it was made in and the move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ply {
    /// The position before the move.
    pub before: Position,
    /// The move.
    pub mv: Move,
}

/// A move refused by a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayError {
    /// The game has ended (Art. 5; 2023 Art. 9.6): no move follows.
    Ended(Ending),
    /// The move is not legal in the position (Art. 3).
    Illegal,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::Ended(e) => write!(f, "the game has ended ({e:?})"),
            PlayError::Illegal => f.write_str("not a legal move"),
        }
    }
}

impl std::error::Error for PlayError {}

/// Why a game's moves could not all be replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayRefusal {
    /// The move text is not a legal move, or fits several.
    Move(ParseMoveError),
    /// The game had already ended (Art. 5; 2023 Art. 9.6).
    AfterTheEnd,
}

/// The first move of a replay that could not be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayError {
    /// Its index among the moves (from 0).
    pub index: usize,
    /// The move number of the position it was to be played in.
    pub fullmove_number: u32,
    /// The side that was to play it.
    pub turn: Color,
    /// Why it was refused.
    pub reason: ReplayRefusal,
}

impl ReplayError {
    /// The move number as written before the move: `12.` for White,
    /// `12...` for Black.
    pub fn number(&self) -> String {
        match self.turn {
            Color::White => format!("{}.", self.fullmove_number),
            Color::Black => format!("{}...", self.fullmove_number),
        }
    }
}

/// A game under one edition of the Laws, without a clock.
///
/// It ends by itself where its edition ends it: checkmate, stalemate and
/// a dead position (2023 Art. 5.1.1, 5.2.1, 5.2.2) in every edition, and
/// under the 2023 Laws at the fifth occurrence of a position and after 75
/// moves of each player without a pawn move or a capture (2023 Art. 9.6.1,
/// 9.6.2), which the 1997 and 2001 editions leave to a claim.
///
/// ```
/// use rochade_laws::{Edition, Ending, LawsGame, Position, parse_move};
/// let mut game = LawsGame::new(Edition::Fide2023, Position::new());
/// for m in ["Nf3", "Nf6", "Ng1", "Ng8"].repeat(4) {
///     let mv = parse_move(game.position(), m).unwrap();
///     game.play(&mv).unwrap();
/// }
/// // The start position for the fifth time.
/// assert_eq!(game.ending(), Some(Ending::FivefoldRepetition));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LawsGame {
    edition: Edition,
    start: Position,
    position: Position,
    plies: Vec<Ply>,
    /// The repetition key of every position so far, the current one last
    /// (2023 Art. 9.2.2).
    keys: Vec<RepetitionKey>,
    ending: Option<Ending>,
}

impl LawsGame {
    /// A game from `start`, nothing played; it may have ended already
    /// (a FEN of a mate, a dead position, a half-move clock of 150).
    pub fn new(edition: Edition, start: Position) -> LawsGame {
        let keys = vec![start.repetition_key()];
        let ending = automatic_ending(edition, &keys, &start);
        LawsGame {
            edition,
            position: start.clone(),
            start,
            plies: Vec::new(),
            keys,
            ending,
        }
    }

    /// The edition of the Laws the game is played under.
    pub fn edition(&self) -> Edition {
        self.edition
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The half-moves played.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The repetition key of every position so far, the current one last.
    pub fn repetition_keys(&self) -> &[RepetitionKey] {
        &self.keys
    }

    /// How the game has ended by itself, if it has.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The score of the automatic end, if the game has ended by itself.
    pub fn result(&self) -> Option<GameResult> {
        self.ending.map(|e| e.result(&self.position))
    }

    /// The SAN, with check or mate sign, of every move played.
    pub fn sans(&self) -> Vec<SanPlus> {
        self.plies.iter().map(|p| p.before.san(&p.mv)).collect()
    }

    /// Plays a legal move.
    ///
    /// # Errors
    ///
    /// [`PlayError::Ended`] once the game has ended, [`PlayError::Illegal`]
    /// for a move that is not legal.
    pub fn play(&mut self, m: &Move) -> Result<(), PlayError> {
        if let Some(e) = self.ending {
            return Err(PlayError::Ended(e));
        }
        if !self.position.is_legal(m) {
            return Err(PlayError::Illegal);
        }
        self.push(*m, true);
        Ok(())
    }

    /// Records a legal move whatever the end: an arbiter completing the
    /// scoresheet after the end (2023 Art. 8.5.1) records what was played.
    /// The end is then that of the new position.
    ///
    /// # Errors
    ///
    /// [`PlayError::Illegal`] for a move that is not legal.
    pub fn record_move(&mut self, m: &Move) -> Result<(), PlayError> {
        if !self.position.is_legal(m) {
            return Err(PlayError::Illegal);
        }
        self.push(*m, true);
        Ok(())
    }

    /// The game of a record kept earlier (a save): `moves` in order, each
    /// legal, played whatever the end, as [`LawsGame::record_move`] would;
    /// the end is that of the last position, decided once.
    ///
    /// # Errors
    ///
    /// The index of the first move that is not legal.
    pub fn restore(edition: Edition, start: Position, moves: &[Move]) -> Result<LawsGame, usize> {
        let mut game = LawsGame::new(edition, start);
        for (i, m) in moves.iter().enumerate() {
            if !game.position.is_legal(m) {
                return Err(i);
            }
            game.push(*m, false);
        }
        game.ending = automatic_ending(edition, &game.keys, &game.position);
        Ok(game)
    }

    /// Plays a move known to be legal; `dead`: decide a dead position now
    /// (else [`LawsGame::replay`] decides it for the whole game).
    fn push(&mut self, m: Move, dead: bool) {
        let before = self.position.clone();
        self.position.play_unchecked(&m);
        self.keys.push(self.position.repetition_key());
        self.plies.push(Ply { before, mv: m });
        self.ending = if dead {
            automatic_ending(self.edition, &self.keys, &self.position)
        } else {
            // A dead position is decided later, for the whole game at once.
            self.mate_or_stalemate()
                .or_else(|| ending_by_9_6(self.edition, &self.keys, &self.position))
        };
    }

    fn mate_or_stalemate(&self) -> Option<Ending> {
        let pos = &self.position;
        if pos.has_legal_move() {
            None
        } else if pos.is_check() {
            Some(Ending::Checkmate)
        } else {
            Some(Ending::Stalemate)
        }
    }

    /// Takes the last half-move back; the game had not ended before it.
    pub fn undo(&mut self) -> Option<Ply> {
        let ply = self.plies.pop()?;
        self.position = ply.before.clone();
        self.keys.pop();
        self.ending = None;
        Some(ply)
    }

    /// Keeps the first `ply` half-moves (a take-back, an illegal move
    /// corrected, Art. 7.5.1), and the end as it was then.
    pub fn truncate(&mut self, ply: usize) {
        if ply >= self.plies.len() {
            return;
        }
        self.position = self.plies[ply].before.clone();
        self.plies.truncate(ply);
        self.keys.truncate(ply + 1);
        self.ending = automatic_ending(self.edition, &self.keys, &self.position);
    }

    /// How often the current position has appeared (2023 Art. 9.2.2).
    pub fn occurrences(&self) -> usize {
        crate::ending::occurrences(&self.keys, self.position.repetition_key())
    }

    /// Whether a draw claim of `kind` by the player to move is correct now
    /// (2023 Art. 9.2.1.2, 9.3.2) or with `intended` written first (9.2.1.1,
    /// 9.3.1). None is, once the game has ended.
    pub fn claim_is_correct(&self, kind: DrawClaim, intended: Option<&Move>) -> bool {
        self.ending.is_none() && draw_claim_is_correct(kind, &self.keys, &self.position, intended)
    }

    /// The moves as PGN movetext (PGN standard 8.2), ending in `result`.
    pub fn movetext(&self, result: &str) -> String {
        let mut w = MovetextWriter::new();
        for p in &self.plies {
            w.push_move(&p.before, p.before.san(&p.mv));
        }
        w.finish(result)
    }

    /// The game of `moves` (each a move's text, SAN in any of the
    /// languages [`parse_move`] reads) from `start`, every move checked,
    /// ending where the edition ends it.
    ///
    /// A dead position (2023 Art. 5.2.2) is decided for the whole game at
    /// once ([`first_dead`]): the answers of a check after every move, at a
    /// fraction of the cost. A move after it is refused before any later
    /// error, as a check after every move would have found it first.
    ///
    /// # Errors
    ///
    /// The first move that is not legal or comes after the end.
    ///
    /// ```
    /// use rochade_laws::{Edition, Ending, LawsGame, Position, ReplayRefusal};
    /// let moves = ["f3", "e5", "g4", "Qh4#"];
    /// let game = LawsGame::replay(Edition::Fide2023, Position::new(), &moves).unwrap();
    /// assert_eq!(game.ending(), Some(Ending::Checkmate));
    /// let late = LawsGame::replay(Edition::Fide2023, Position::new(), &["f3", "e5", "g4", "Qh4", "a3"]);
    /// assert_eq!(late.unwrap_err().reason, ReplayRefusal::AfterTheEnd);
    /// ```
    pub fn replay<S: AsRef<str>>(
        edition: Edition,
        start: Position,
        moves: &[S],
    ) -> Result<LawsGame, ReplayError> {
        let mut game = LawsGame::new(edition, start);
        let error = |pos: &Position, index: usize, reason| ReplayError {
            index,
            fullmove_number: pos.fullmove_number(),
            turn: pos.turn(),
            reason,
        };
        let mut failed = None;
        for (index, text) in moves.iter().enumerate() {
            if game.ending.is_some() {
                failed = Some(error(&game.position, index, ReplayRefusal::AfterTheEnd));
                break;
            }
            match parse_move(&game.position, text.as_ref()) {
                Ok(m) => game.push(m, false),
                Err(e) => {
                    failed = Some(error(&game.position, index, ReplayRefusal::Move(e)));
                    break;
                }
            }
        }
        let positions: Vec<&Position> = game
            .plies
            .iter()
            .map(|p| &p.before)
            .chain(core::iter::once(&game.position))
            .collect();
        let dead = first_dead(&positions);
        if let Some(k) = dead.filter(|&k| k < moves.len()) {
            if let Some(pos) = positions.get(k) {
                return Err(error(pos, k, ReplayRefusal::AfterTheEnd));
            }
        }
        if let Some(e) = failed {
            return Err(e);
        }
        // As in play, the board's end comes first (Art. 5; "If the last
        // move results in mate, it has priority", 2023 Art. 9.6.2).
        if dead.is_some() && game.mate_or_stalemate().is_none() {
            game.ending = Some(Ending::DeadPosition);
        }
        Ok(game)
    }
}

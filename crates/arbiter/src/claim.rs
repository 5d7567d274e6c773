//! Draw claims (Art. 9.2, 9.3, 9.5) and their verification with the rules
//! crate.

use core::fmt;

use crate::Edition;
use crate::article::Article;
use rochade_laws::{DrawClaim, Move, Position, RepetitionKey, draw_claim_is_correct};

/// What a player claims a draw on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ClaimKind {
    /// Art. 9.2: "the same position, for at least the third time (not
    /// necessarily by sequential repetition of moves)".
    Repetition,
    /// Art. 9.3: "the last 50 consecutive moves have been made by each
    /// player without the movement of any pawn and without the capture of
    /// any piece".
    FiftyMoves,
}

impl ClaimKind {
    /// The claim in words.
    pub fn describe(self) -> &'static str {
        match self {
            ClaimKind::Repetition => "threefold repetition",
            ClaimKind::FiftyMoves => "fifty-move rule",
        }
    }

    /// The article of the Laws.
    pub fn article(self) -> &'static str {
        match self {
            ClaimKind::Repetition => "Art. 9.2",
            ClaimKind::FiftyMoves => "Art. 9.3",
        }
    }
}

impl fmt::Display for ClaimKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// Which claims the player to move could make now, for hints in a UI.
///
/// `has_appeared` answers Art. 9.2 b / 9.3 b (claim without a move);
/// `about_to_appear` lists the legal moves that would make a correct claim
/// under Art. 9.2 a / 9.3 a (the move written first).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ClaimHints {
    /// A threefold repetition has just appeared.
    pub repetition: bool,
    /// Fifty moves have been made by each player.
    pub fifty_moves: bool,
    /// Moves after which a repetition claim would be correct.
    pub repetition_moves: Vec<Move>,
    /// Moves after which a fifty-move claim would be correct.
    pub fifty_moves_moves: Vec<Move>,
}

impl ClaimHints {
    /// Whether any claim would be correct.
    pub fn any(&self) -> bool {
        self.repetition
            || self.fifty_moves
            || !self.repetition_moves.is_empty()
            || !self.fifty_moves_moves.is_empty()
    }
}

/// Whether `kind` is a correct claim when the game's positions so far are
/// `history` (the current one last) and the current position is `pos`,
/// optionally with the intended move `intended` written first.
///
/// ```
/// use rochade_arbiter::{ClaimKind, claim_is_correct};
/// use rochade_laws::{Position, parse_move};
/// let mut pos = Position::new();
/// let mut history = vec![pos.repetition_key()];
/// for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
///     pos = pos.play(&parse_move(&pos, m).unwrap()).unwrap();
///     history.push(pos.repetition_key());
/// }
/// // Black claims by writing Ng8 first (Art. 9.2 a): the start position a third time.
/// let ng8 = parse_move(&pos, "Ng8").unwrap();
/// assert!(claim_is_correct(ClaimKind::Repetition, &history, &pos, Some(&ng8)));
/// assert!(!claim_is_correct(ClaimKind::Repetition, &history, &pos, None));
/// ```
pub fn claim_is_correct(
    kind: ClaimKind,
    history: &[RepetitionKey],
    pos: &Position,
    intended: Option<&Move>,
) -> bool {
    draw_claim_is_correct(kind.into(), history, pos, intended)
}

impl From<ClaimKind> for DrawClaim {
    fn from(kind: ClaimKind) -> DrawClaim {
        match kind {
            ClaimKind::Repetition => DrawClaim::Threefold,
            ClaimKind::FiftyMoves => DrawClaim::FiftyMoves,
        }
    }
}

impl crate::ClaimKind {
    /// The article on a claim with the intended move written first, for a
    /// position about to appear: 2023 Art. 9.2.1.1 and 9.3.1, 2001 and
    /// 1997 Art. 9.2 a and 9.3 a.
    ///
    /// ```
    /// use rochade_arbiter::{ClaimKind, Edition};
    /// assert_eq!(ClaimKind::Repetition.intended_move_article(Edition::Fide2023).to_string(), "Art. 9.2.1.1");
    /// assert_eq!(ClaimKind::FiftyMoves.intended_move_article(Edition::Fide2001).number, "9.3 a");
    /// ```
    pub fn intended_move_article(self, edition: Edition) -> Article {
        let new = edition == Edition::Fide2023;
        let n = match (self, new) {
            (crate::ClaimKind::Repetition, true) => "9.2.1.1",
            (crate::ClaimKind::FiftyMoves, true) => "9.3.1",
            (crate::ClaimKind::Repetition, false) => "9.2 a",
            (crate::ClaimKind::FiftyMoves, false) => "9.3 a",
        };
        Article::art(edition, n)
    }
}

//! The draws a player claims (2023 Art. 9.2, 9.3): correct or not, with
//! or without the intended move written first.

use crate::ending::occurrences;
use crate::{Move, Position, RepetitionKey};

/// What a draw is claimed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DrawClaim {
    /// 2023 Art. 9.2.1: the same position for at least the third time.
    Threefold,
    /// 2023 Art. 9.3: the last 50 moves by each player without the
    /// movement of any pawn and without any capture.
    FiftyMoves,
}

/// Whether a claim of `kind` is correct when the game's positions so far
/// are `keys` (the current one, `pos`, last): with `intended` the move
/// written first, the position it is about to bring (2023 Art. 9.2.1.1,
/// 9.3.1), else the one that has just appeared (9.2.1.2, 9.3.2). An
/// intended move that is not legal makes no correct claim.
///
/// ```
/// use rochade_laws::{DrawClaim, Position, draw_claim_is_correct, parse_move};
/// let mut pos = Position::new();
/// let mut keys = vec![pos.repetition_key()];
/// for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
///     pos = pos.play(&parse_move(&pos, m).unwrap()).unwrap();
///     keys.push(pos.repetition_key());
/// }
/// // Black writes Ng8 first (2023 Art. 9.2.1.1): the start position a third time.
/// let ng8 = parse_move(&pos, "Ng8").unwrap();
/// assert!(draw_claim_is_correct(DrawClaim::Threefold, &keys, &pos, Some(&ng8)));
/// assert!(!draw_claim_is_correct(DrawClaim::Threefold, &keys, &pos, None));
/// ```
pub fn draw_claim_is_correct(
    kind: DrawClaim,
    keys: &[RepetitionKey],
    pos: &Position,
    intended: Option<&Move>,
) -> bool {
    let after = match intended {
        Some(m) => match pos.play(m) {
            Ok(p) => p,
            Err(_) => return false,
        },
        None => pos.clone(),
    };
    match kind {
        DrawClaim::Threefold => {
            let written_first = usize::from(intended.is_some());
            occurrences(keys, after.repetition_key()) + written_first >= 3
        }
        DrawClaim::FiftyMoves => after.halfmove_clock() >= 100,
    }
}

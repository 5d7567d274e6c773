//! How a game ends by itself, without a claim or an agreement: on the
//! board (2023 Art. 5.1.1, 5.2.1, 5.2.2) and, under the 2023 Laws, by
//! fivefold repetition and 75 moves (2023 Art. 9.6).

use crate::{Edition, GameResult, Position, RepetitionKey, Status};

/// An automatic end of the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// 2023 Art. 5.1.1: the side to move is checkmated.
    Checkmate,
    /// 2023 Art. 5.2.1: the side to move has no legal move and is not in
    /// check.
    Stalemate,
    /// 2023 Art. 5.2.2 (2001 Art. 5.2 b, 1997 Art. 9.6): neither player
    /// can checkmate by any series of legal moves.
    DeadPosition,
    /// 2023 Art. 9.6.1: the same position (as in 9.2.2) has appeared at
    /// least five times.
    FivefoldRepetition,
    /// 2023 Art. 9.6.2: at least 75 moves by each player without the
    /// movement of any pawn and without any capture.
    SeventyFiveMoves,
}

impl Ending {
    /// The score of the game ended so in `pos`: the checkmated side to
    /// move loses (Art. 5.1.1), every other automatic end is a draw.
    pub fn result(self, pos: &Position) -> GameResult {
        match self {
            Ending::Checkmate => GameResult::win(!pos.turn()),
            _ => GameResult::Draw,
        }
    }
}

/// How often the current position `key` has appeared among the game's
/// positions `keys` (2023 Art. 9.2.2: the rules crate's [`RepetitionKey`]
/// is that sameness exactly).
pub fn occurrences(keys: &[RepetitionKey], key: RepetitionKey) -> usize {
    keys.iter().filter(|&&k| k == key).count()
}

/// The end the board gives by itself in `pos`: checkmate, stalemate or a
/// dead position (2023 Art. 5.1.1, 5.2.1, 5.2.2).
pub fn board_ending(pos: &Position) -> Option<Ending> {
    match pos.status() {
        Status::Ongoing => None,
        Status::Checkmate => Some(Ending::Checkmate),
        Status::Stalemate => Some(Ending::Stalemate),
        Status::Dead => Some(Ending::DeadPosition),
    }
}

/// The end by 2023 Art. 9.6 of a game whose positions so far are `keys`
/// (the current one, `pos`, last): none in the 1997 and 2001 editions,
/// where repetition and the fifty-move rule only entitle to a claim.
/// Called only where the board has not ended the game: "If the last move
/// results in mate, it has priority" (9.6.2).
pub fn ending_by_9_6(edition: Edition, keys: &[RepetitionKey], pos: &Position) -> Option<Ending> {
    if edition != Edition::Fide2023 {
        None
    } else if occurrences(keys, pos.repetition_key()) >= 5 {
        Some(Ending::FivefoldRepetition)
    } else if pos.halfmove_clock() >= 150 {
        Some(Ending::SeventyFiveMoves)
    } else {
        None
    }
}

/// The automatic end of a game in `edition` at `pos`, whose positions so
/// far are `keys`: the board's first (Art. 5), then 2023 Art. 9.6.
pub fn automatic_ending(
    edition: Edition,
    keys: &[RepetitionKey],
    pos: &Position,
) -> Option<Ending> {
    board_ending(pos).or_else(|| ending_by_9_6(edition, keys, pos))
}

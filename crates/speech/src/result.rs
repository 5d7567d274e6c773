//! How a game ended: who won and why (Articles 5, 6 and 9 of the 2001
//! Laws). Who won is the rules crate's [`GameResult`], the same type the
//! arbiter uses; the arbiter's `Outcome` is the same pair with the arbiter's
//! `Reason`, of which [`ResultReason`] is the part that has spoken words.

use rochade_laws::GameResult;

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResultReason {
    /// Art. 5.1 (a): the opponent's king is checkmated.
    Checkmate,
    /// Art. 5.1 (b): the opponent declares he resigns.
    Resignation,
    /// Art. 5.2 (a): the player to move has no legal move and is not in
    /// check.
    Stalemate,
    /// Art. 5.2 (c): draw agreed by the two players.
    Agreement,
    /// Art. 6.9: the flag fell (a win, or a draw if the opponent cannot
    /// checkmate by any series of legal moves).
    FlagFall,
    /// Art. 5.2 (b): neither player can checkmate by any series of legal
    /// moves ("dead position", e.g. insufficient material).
    DeadPosition,
    /// Art. 9.2: the same position for at least the third time.
    Repetition,
    /// Art. 9.3: fifty moves by each player without a pawn move or a
    /// capture.
    FiftyMoves,
}

impl ResultReason {
    /// All reasons.
    pub const ALL: [ResultReason; 8] = [
        ResultReason::Checkmate,
        ResultReason::Resignation,
        ResultReason::Stalemate,
        ResultReason::Agreement,
        ResultReason::FlagFall,
        ResultReason::DeadPosition,
        ResultReason::Repetition,
        ResultReason::FiftyMoves,
    ];

    /// Index 0..8 in the order of [`ResultReason::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// The end of a game as it is said: who won, and why in the reasons that
/// have spoken words (the arbiter's `Outcome` has more reasons).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SpokenResult {
    /// Who won.
    pub result: GameResult,
    /// Why.
    pub reason: ResultReason,
}

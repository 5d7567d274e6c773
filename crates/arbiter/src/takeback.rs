//! Take-back by agreement (casual games only).
//!
//! The FIDE Laws know no take-backs; a casual game allows them when the
//! opponent agrees, as on lichess: a player asks to take back his last
//! move, the request stands until the opponent accepts or declines it, and
//! it lapses when the record changes (a move, a take-back, a reinstated
//! position, a sealed move) or the game ends or is adjourned.
//!
//! Accepting takes back the requester's last move: one half-move if he
//! moved last, two if the opponent has already replied, so that it is the
//! requester's turn again.

use rochade_laws::Color;

/// A standing take-back request.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TakeBackRequest {
    /// Who asks.
    #[serde(with = "crate::ser::color")]
    pub by: Color,
    /// The number of half-moves played when he asked; the request lapses
    /// when the record changes.
    pub at_ply: usize,
}

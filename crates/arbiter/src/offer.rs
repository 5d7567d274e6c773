//! Draw offers (Art. 9.1, 12.5; Appendix A4).

use rochade_laws::Color;

/// A standing draw offer.
///
/// Art. 9.1: the offer "cannot be withdrawn and remains valid until the
/// opponent accepts it, rejects it orally, rejects it by touching a piece
/// with the intention of moving or capturing it, or the game is concluded
/// in some other way".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct DrawOffer {
    /// Who offered.
    #[serde(with = "crate::ser::color")]
    pub by: Color,
    /// The number of half-moves played when the offer was made.
    pub at_ply: usize,
    /// Whether it came from a claim (2001 Art. 9.1 c: "A claim of a draw
    /// under 9.2, 9.3 or 10.2 shall be considered to be an offer of a
    /// draw").
    pub from_claim: bool,
}

/// The draw offers of a game: the standing one (Art. 9.1.2), a mark
/// still to be written beside the offerer's next move (Art. 9.1.2.2: "(=)"
/// on the scoresheet), and each player's count for the limits of Art.
/// 12.5 and Appendix A4.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Offers {
    pub standing: Option<DrawOffer>,
    pub mark_pending: Option<Color>,
    pub made: [OfferCount; 2],
}

/// Per-player bookkeeping for Art. 12.5 limits.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub(crate) struct OfferCount {
    /// Offers made in the game.
    pub made: u32,
    /// The ply at which this player's last offer was declined.
    pub last_declined_ply: Option<usize>,
}

//! The event's rule on draw agreements (2023 Art. 9.1.1: "The regulations
//! of an event may specify that players cannot offer or agree to a draw,
//! whether in less than a specified number of moves or at all, without the
//! consent of the arbiter"). The 1997 and 2001 Laws have no such rule.
//! Claims under Art. 9.2 and 9.3 are not agreements and stay open.

/// What the event's regulations say about draw agreements.
///
/// ```
/// use rochade_arbiter::DrawAgreement;
/// assert!(DrawAgreement::Allowed.allows(0));
/// assert!(!DrawAgreement::NotBefore { moves: 30 }.allows(29));
/// assert!(DrawAgreement::NotBefore { moves: 30 }.allows(30));
/// assert!(!DrawAgreement::Never.allows(200));
/// ```
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum DrawAgreement {
    /// Offers and agreements as Art. 9.1.2 says.
    #[default]
    Allowed,
    /// Not before this many moves have been completed by both players.
    NotBefore {
        /// The moves.
        moves: u32,
    },
    /// Not at all, without the arbiter's consent.
    Never,
}

impl DrawAgreement {
    /// Whether players may offer or agree to a draw after `moves` moves
    /// completed by both.
    pub fn allows(self, moves: u32) -> bool {
        match self {
            DrawAgreement::Allowed => true,
            DrawAgreement::NotBefore { moves: from } => moves >= from,
            DrawAgreement::Never => false,
        }
    }
}

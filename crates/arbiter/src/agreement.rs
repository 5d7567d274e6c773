//! The event's rule on draw agreements (2023 Art. 9.1.1: "The regulations
//! of an event may specify that players cannot offer or agree to a draw,
//! whether in less than a specified number of moves or at all, without the
//! consent of the arbiter"). The 1997 and 2001 Laws have no such rule.
//! Claims under Art. 9.2 and 9.3 are not agreements and stay open.

use rochade_laws::Color;

use crate::{Edition, Game, GameError, Happened, Outcome, Reason};

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

impl Game {
    /// The moves completed by both players.
    fn moves_completed(&self) -> u32 {
        u32::try_from(self.record().len() / 2).unwrap_or(u32::MAX)
    }

    /// Whether the players may offer or agree to a draw now without the
    /// arbiter (2023 Art. 9.1.1).
    ///
    /// # Errors
    ///
    /// [`GameError::DrawAgreementForbidden`] with the move from which they
    /// may (`None`: not at all).
    pub fn draw_agreement_open(&self) -> Result<(), GameError> {
        let rule = self.setup().draw_agreement;
        if self.setup().edition != Edition::Fide2023 || rule.allows(self.moves_completed()) {
            return Ok(());
        }
        Err(GameError::DrawAgreementForbidden {
            from_move: match rule {
                DrawAgreement::NotBefore { moves } => Some(moves),
                _ => None,
            },
        })
    }

    /// The players agree to a draw with the arbiter's consent (2023 Art.
    /// 9.1.1), where the event forbids it without; provided both have
    /// moved (2023 Art. 5.2.3).
    pub(crate) fn draw_with_consent(
        &mut self,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if self.setup().edition != Edition::Fide2023 {
            return Err(GameError::NotInEdition);
        }
        if !Color::ALL
            .into_iter()
            .all(|c| self.record().iter().any(|r| r.side() == c))
        {
            return Err(GameError::AgreementBeforeBothMoved);
        }
        self.end(Outcome::draw(Reason::Agreement), now, out);
        Ok(())
    }
}

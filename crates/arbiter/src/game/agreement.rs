//! The rules of agreement applied to a game: see [`crate::agreement`].

use crate::agreement::DrawAgreement;
use crate::{Edition, GameError, Happened, Outcome, Reason, TimedGame};
use rochade_laws::Color;

impl TimedGame {
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

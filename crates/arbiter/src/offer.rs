//! Draw offers (Art. 9.1, 12.5; Appendix A4).

use crate::{Game, GameError, Happened};

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

impl Game {
    // --- draw offers (Art. 9.1) -----------------------------------------

    pub(crate) fn offer_draw(
        &mut self,
        by: Color,
        from_claim: bool,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        match self.offer {
            Some(o) if o.by == by => {
                if from_claim {
                    return Ok(());
                }
                return Err(GameError::OfferStanding);
            }
            Some(_) => return Err(GameError::OpponentOfferStanding),
            None => {}
        }
        let count = self.offers[by.index()];
        if !from_claim {
            // 2023 Art. 9.1.1; a 9.2/9.3 claim is no agreement.
            self.draw_agreement_open()?;
            let limit = self.setup.offer_limit;
            if limit.max_per_player.is_some_and(|max| count.made >= max) {
                return Err(GameError::TooManyOffers);
            }
            if let Some(ply) = count.last_declined_ply {
                let own_moves_since = self.record[ply.min(self.record.len())..]
                    .iter()
                    .filter(|r| r.side() == by)
                    .count();
                if (own_moves_since as u64) < u64::from(limit.moves_between) {
                    return Err(GameError::TooManyOffers);
                }
            }
        }
        self.offers[by.index()].made = count.made.saturating_add(1);
        self.offer = Some(DrawOffer {
            by,
            at_ply: self.record.len(),
            from_claim,
        });
        // The mark (=) goes with the offerer's move: the one just made, or,
        // if he has the move, the one he makes next (Art. 9.2, App. E.12).
        let last_is_his = self.record.last().is_some_and(|r| r.side() == by);
        if self.turn() != by && last_is_his {
            if let Some(last) = self.record.last_mut() {
                last.draw_offer = true;
            }
        } else {
            self.offer_mark_pending = Some(by);
        }
        out.push(Happened::DrawOffered { by });
        Ok(())
    }

    pub(crate) fn decline_offer(&mut self, out: &mut Vec<Happened>) {
        if let Some(o) = self.offer.take() {
            self.offers[o.by.index()].last_declined_ply = Some(self.record.len());
            out.push(Happened::DrawDeclined { offered_by: o.by });
        }
    }
}

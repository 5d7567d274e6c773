//! The rules of offer applied to a game: see [`crate::offer`].

use crate::offer::DrawOffer;
use crate::{GameError, Happened, TimedGame};
use rochade_laws::Color;

impl TimedGame {
    // --- draw offers (Art. 9.1) -----------------------------------------

    pub(crate) fn offer_draw(
        &mut self,
        by: Color,
        from_claim: bool,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        match self.offers.standing {
            Some(o) if o.by == by => {
                if from_claim {
                    return Ok(());
                }
                return Err(GameError::OfferStanding);
            }
            Some(_) => return Err(GameError::OpponentOfferStanding),
            None => {}
        }
        let count = self.offers.made[by.index()];
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
        self.offers.made[by.index()].made = count.made.saturating_add(1);
        self.offers.standing = Some(DrawOffer {
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
            self.offers.mark_pending = Some(by);
        }
        out.push(Happened::DrawOffered { by });
        Ok(())
    }

    pub(crate) fn decline_offer(&mut self, out: &mut Vec<Happened>) {
        if let Some(o) = self.offers.standing.take() {
            self.offers.made[o.by.index()].last_declined_ply = Some(self.record.len());
            out.push(Happened::DrawDeclined { offered_by: o.by });
        }
    }
}

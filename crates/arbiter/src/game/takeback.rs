//! The rules of takeback applied to a game: see [`crate::takeback`].

use crate::takeback::TakeBackRequest;
use crate::{GameError, Happened, Mode, TimedGame};
use rochade_laws::Color;

impl TimedGame {
    /// The standing take-back request (casual games).
    pub fn pending_take_back(&self) -> Option<TakeBackRequest> {
        self.take_back_request
    }

    /// The number of half-moves kept if `by`'s last move is taken back:
    /// the record up to that move (so one half-move goes if `by` moved
    /// last, two if the opponent has replied). `None` if `by` has no move
    /// in the record.
    ///
    /// ```
    /// use rochade_arbiter::{Event, TimedGame, GameSetup};
    /// use rochade_laws::Color;
    /// let mut game = TimedGame::new(GameSetup::default())?;
    /// for m in ["e4", "e5", "Nf3"] {
    ///     game.apply(Event::Move { mv: m.into(), offer_draw: false }, 0)?;
    /// }
    /// assert_eq!(game.take_back_keeps(Color::White), Some(2)); // 2. Nf3 goes
    /// assert_eq!(game.take_back_keeps(Color::Black), Some(1)); // 2. Nf3 and 1... e5 go
    /// # Ok::<(), rochade_arbiter::GameError>(())
    /// ```
    pub fn take_back_keeps(&self, by: Color) -> Option<usize> {
        self.record.iter().rposition(|r| r.side() == by)
    }

    /// Errors for any take-back: only in casual games, while play goes on.
    fn take_back_allowed(&self) -> Result<(), GameError> {
        if self.setup.mode != Mode::Casual {
            return Err(GameError::CasualOnly);
        }
        self.not_blocked()
    }

    pub(crate) fn propose_take_back(
        &mut self,
        by: Color,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.take_back_allowed()?;
        match self.take_back_request {
            Some(r) if r.by == by => return Err(GameError::TakeBackRequested),
            Some(_) => return Err(GameError::OpponentTakeBackRequested),
            None => {}
        }
        if self.take_back_keeps(by).is_none() {
            return Err(GameError::NothingToTakeBack);
        }
        self.take_back_request = Some(TakeBackRequest {
            by,
            at_ply: self.record.len(),
        });
        out.push(Happened::TakeBackProposed { by });
        Ok(())
    }

    /// The request `by` may answer.
    fn answerable_request(&self, by: Color) -> Result<TakeBackRequest, GameError> {
        self.take_back_allowed()?;
        let request = self.take_back_request.ok_or(GameError::NoTakeBackRequest)?;
        if request.by == by {
            return Err(GameError::OwnTakeBackRequest);
        }
        Ok(request)
    }

    pub(crate) fn accept_take_back(
        &mut self,
        by: Color,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let request = self.answerable_request(by)?;
        let keep = self
            .take_back_keeps(request.by)
            .ok_or(GameError::NothingToTakeBack)?;
        self.take_back_request = None;
        out.push(Happened::TakeBackAccepted {
            requested_by: request.by,
            plies: self.record.len() - keep,
        });
        let gone: Vec<_> = self.record[keep..].iter().rev().map(|r| r.san).collect();
        self.truncate(keep, now)?;
        out.extend(gone.into_iter().map(|san| Happened::TakenBack { san }));
        Ok(())
    }

    pub(crate) fn decline_take_back(
        &mut self,
        by: Color,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let request = self.answerable_request(by)?;
        self.take_back_request = None;
        out.push(Happened::TakeBackDeclined {
            requested_by: request.by,
        });
        Ok(())
    }

    /// After every event: a standing request lapses when the record has
    /// changed or the game has ended or been adjourned.
    pub(crate) fn lapse_take_back(&mut self, out: &mut Vec<Happened>) {
        if let Some(r) = self.take_back_request {
            if r.at_ply != self.record.len()
                || self.outcome.is_some()
                || self.adjournment.envelope.is_some()
            {
                self.take_back_request = None;
                out.push(Happened::TakeBackLapsed { requested_by: r.by });
            }
        }
    }
}

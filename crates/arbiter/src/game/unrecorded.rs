//! The rules of unrecorded applied to a game: see [`crate::unrecorded`].

use crate::{Edition, GameError, Happened, MoveInput, Reason, TimedGame};
use rochade_clock::{GameType, PerMove, Side};
use rochade_laws::Color;

use crate::unrecorded::{FIVE_MINUTES_MS, THIRTY_SECONDS_MS, Unrecorded};

impl TimedGame {
    /// The half-moves pressed without being recorded, oldest first.
    pub fn unrecorded(&self) -> &[Unrecorded] {
        &self.recording.unrecorded
    }

    /// The side whose move it is on the board: the side to move in the
    /// recorded position, after the half-moves not recorded.
    pub fn board_turn(&self) -> Color {
        if self.recording.unrecorded.len() % 2 == 1 {
            !self.laws.position().turn()
        } else {
            self.laws.position().turn()
        }
    }

    /// Whether `side` need not record his moves at `now`: 2023 A.2 in
    /// rapid (and blitz, B.3), and in every edition Art. 8.4: under five
    /// minutes without 30 seconds or more added with each move. The program
    /// reads "at some stage in a period ... for the remainder of the
    /// period" at the instant of the press: a clock above five minutes
    /// again keeps the obligation.
    pub fn need_not_record(&self, side: Color, now: u64) -> bool {
        let Some(clock) = &self.clock else {
            return false;
        };
        if self.setup.edition == Edition::Fide2023
            && matches!(
                self.setup.game_type(),
                Some(GameType::Rapidplay | GameType::Blitz)
            )
        {
            return true;
        }
        let s = Side::from(side);
        let added = match clock.control().per_move_for(clock.moves_completed(s)) {
            PerMove::None => 0,
            p => p.ms(),
        };
        clock.remaining(s, now) < FIVE_MINUTES_MS && added < THIRTY_SECONDS_MS
    }

    /// Whether the arbiter signed the record off with the moves of
    /// [`TimedGame::unrecorded`] missing (2023 Art. 8.6).
    pub fn signed_off(&self) -> bool {
        self.recording.signed_off
    }

    /// Whether `side` has approved the result (2023 Art. 8.7).
    pub fn approved(&self, side: Color) -> bool {
        self.recording.approved[side.index()]
    }

    /// Moves can be recorded and claims made only with none missing, or
    /// the record signed off incomplete (2023 Art. 8.6).
    pub(crate) fn none_missing(&self) -> Result<(), GameError> {
        if self.recording.unrecorded.is_empty() || self.recording.signed_off {
            Ok(())
        } else {
            Err(GameError::MovesMissing(self.recording.unrecorded.len()))
        }
    }

    pub(crate) fn press_without_move(
        &mut self,
        by: Color,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.not_blocked()?;
        if self.clock.is_none() {
            return Err(GameError::Untimed);
        }
        let to_move = self.board_turn();
        if by != to_move {
            return Err(GameError::NotYourTurn { to_move });
        }
        if !self.started {
            self.start(now, out)?;
        }
        if !self.need_not_record(by, now) {
            return Err(GameError::MustRecord);
        }
        let press = match &mut self.clock {
            Some(clock) => clock.press(Side::from(by), now)?,
            None => return Err(GameError::Untimed),
        };
        self.presence.arrived[by.index()] = true;
        self.recording.unrecorded.push(Unrecorded {
            by,
            clock_ms: Some(press.remaining_ms),
            move_ms: Some(press.move_ms),
        });
        out.push(Happened::PressedWithoutMove {
            by,
            missing: self.recording.unrecorded.len(),
        });
        // Art. 9.1: moving rejects the opponent's offer.
        if self.offers.standing.is_some_and(|o| o.by != by) {
            self.decline_offer(out);
        }
        Ok(())
    }

    /// Fills in the oldest missing half-move with `mv`, with the clock
    /// reading of its press. A filled-in move that ends the game on the
    /// board ends it (Art. 5): what was pressed after it never happened.
    pub(crate) fn fill_in(
        &mut self,
        mv: MoveInput,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if self.recording.signed_off {
            return Err(GameError::SignedOff);
        }
        let Some(first) = self.recording.unrecorded.first().copied() else {
            return Err(GameError::NothingMissing);
        };
        let m = self.resolve(&mv)?;
        self.recording.unrecorded.remove(0);
        let offer = self.offers.standing;
        self.push_move(m, first.clock_ms, first.move_ms, false, out);
        // The offer was answered at the press, not now.
        self.offers.standing = offer;
        // After the end (8.5.1: the sheets are updated once a flag has
        // fallen) the result stands: the moves only complete the record.
        if self.outcome.is_some() {
            return Ok(());
        }
        if let Some(o) = self.automatic_outcome() {
            self.recording.unrecorded.clear();
            self.end(o, now, out);
        }
        Ok(())
    }
}

impl TimedGame {
    /// 2023 Art. 8.6: "If the scoresheets cannot be brought up to date",
    /// the arbiter accepts the record as it is, after the game (8.5.3: he
    /// has first tried to reconstruct it).
    pub(crate) fn sign_off_incomplete(&mut self, out: &mut Vec<Happened>) -> Result<(), GameError> {
        if self.outcome.is_none() {
            return Err(GameError::NotOver);
        }
        if self.recording.signed_off {
            return Err(GameError::SignedOff);
        }
        if self.recording.unrecorded.is_empty() {
            return Err(GameError::NothingMissing);
        }
        self.recording.signed_off = true;
        out.push(Happened::SignedOffIncomplete {
            missing: self.recording.unrecorded.len(),
        });
        Ok(())
    }

    /// Whether the result may be approved with half-moves still missing
    /// (2023 Art. 8.7), the gaps staying marked on the record.
    ///
    /// - 2023 Appendix A.2 (and B.3, which applies A.2 to blitz): in rapid
    ///   and blitz "Players do not need to record the moves", so a sheet
    ///   with gaps is the sheet they kept.
    /// - Art. 8.4 (every edition): a player under five minutes "is not
    ///   obliged to meet the requirements of Article 8.1.1" for the rest of
    ///   the period; his gaps stand as well, unless a flag has fallen. Then
    ///   8.5 applies ("immediately after a flag has fallen ... both players
    ///   shall update their scoresheets"): the moves are filled in, or the
    ///   arbiter signs the record off (8.6).
    pub fn may_approve_with_gaps(&self) -> bool {
        let rapid_or_blitz = self.setup.edition == Edition::Fide2023
            && matches!(
                self.setup.game_type(),
                Some(GameType::Rapidplay | GameType::Blitz)
            );
        rapid_or_blitz || !self.flag_fell()
    }

    /// Whether a flag has fallen in the game (Art. 6.8): observed during
    /// play, or the reason the game ended.
    fn flag_fell(&self) -> bool {
        self.flag_reported
            || self.outcome.is_some_and(|o| {
                matches!(
                    o.reason,
                    Reason::FlagFall
                        | Reason::FlagFallOpponentCannotMate
                        | Reason::FlagFallNoMatingPotential
                        | Reason::BothFlagsFallen
                )
            })
    }

    /// 2023 Art. 8.7: "At the conclusion of the game both players shall
    /// ... approve the result on their electronic scoresheets", once the
    /// scoresheet is brought up to date (8.5) or signed off (8.6), or as
    /// it stands where gaps may stay ([`TimedGame::may_approve_with_gaps`]).
    pub(crate) fn approve_result(
        &mut self,
        by: Color,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if self.outcome.is_none() {
            return Err(GameError::NotOver);
        }
        if self.recording.approved[by.index()] {
            return Err(GameError::AlreadyApproved);
        }
        if !self.may_approve_with_gaps() {
            self.none_missing()?;
        }
        self.recording.approved[by.index()] = true;
        out.push(Happened::ResultApproved { by });
        Ok(())
    }
}

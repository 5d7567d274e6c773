//! The rules of penalty applied to a game: see [`crate::penalty`].

use crate::Edition;
use crate::event::TimeChange;
use crate::penalty::{Penalty, TWO_MINUTES_MS, fide2023_penalty_ms};
use crate::{
    GameError, Happened, IllegalAction, Mode, MoveInput, NoteKind, Outcome, Reason, TimedGame,
};
use rochade_clock::{GameType, Side};
use rochade_laws::{Color, Move, Role};

impl TimedGame {
    // --- arbiter ---------------------------------------------------------

    pub(crate) fn adjust(
        &mut self,
        who: Color,
        change: TimeChange,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let (before_ms, after_ms) = self.change_time(who, change, now, out)?;
        if after_ms > 0 {
            // The arbiter's new time makes the flag go up again (Art. 6.13).
            let clock = self.clock.as_mut().ok_or(GameError::Untimed)?;
            clock.clear_flag(Side::from(who), now)?;
            self.flag_reported = clock.flag(now).is_some();
        }
        self.note(NoteKind::ClockAdjusted {
            side: who,
            before_ms,
            after_ms,
        });
        Ok(())
    }

    pub(crate) fn add_time(
        &mut self,
        who: Color,
        ms: u64,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if self.clock.is_none() {
            return Ok(());
        }
        self.change_time(who, TimeChange::Add(ms), now, out)
            .map(|_| ())
    }

    /// Changes `who`'s time on the clock, which must exist, and tells the
    /// change (a penalty's or a ruling's; the arbiter's own correction is
    /// [`TimedGame::adjust`], which also notes it and raises the flag again).
    /// Returns the time before and after.
    fn change_time(
        &mut self,
        who: Color,
        change: TimeChange,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(u64, u64), GameError> {
        let clock = self.clock.as_mut().ok_or(GameError::Untimed)?;
        let s = Side::from(who);
        let before = clock.remaining(s, now);
        match change {
            TimeChange::Add(ms) => clock.add_time(s, ms, now)?,
            TimeChange::Remove(ms) => clock.remove_time(s, ms, now)?,
            TimeChange::Set(ms) => clock.set_remaining(s, ms, now)?,
        }
        let after = clock.remaining(s, now);
        out.push(Happened::TimeChanged {
            side: who,
            before_ms: before,
            after_ms: after,
        });
        Ok((before, after))
    }

    pub(crate) fn illegal_move(
        &mut self,
        by: Color,
        reinstate_ply: Option<usize>,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.not_blocked()?;
        if let Some(ply) = reinstate_ply {
            if ply > self.record.len() {
                return Err(GameError::BadPly(ply));
            }
            // 2023 A.5.2: "Once the opponent has made his next move, an
            // illegal move cannot be corrected".
            if self.unsupervised_2023() && ply + 1 < self.record.len() {
                return Err(GameError::IllegalMoveStands);
            }
            // The record keeps what happened: the moves taken off the board
            // (2023 Art. 7.5.1, 2001 Art. 7.4 a). The clocks stay as they
            // are for the arbiter's judgement (2023 Art. 7.1, 2001 Art.
            // 6.14), who sets them with `AdjustTime`.
            let undone: Vec<String> = self.record[ply..]
                .iter()
                .map(|r| r.san.to_string())
                .collect();
            self.truncate(ply, now)?;
            if !undone.is_empty() {
                self.note(NoteKind::PositionReinstated { undone });
            }
            out.push(Happened::PositionReinstated { ply });
        }
        if self.setup.edition == Edition::Fide2023 {
            return self.illegal_action_2023(by, IllegalAction::Move, now, out);
        }
        let blitz = self.setup.game_type() == Some(GameType::Blitz);
        if self.setup.mode == Mode::Strict && blitz {
            // Appendix C3: the opponent claims a win for the illegal move.
            self.note(NoteKind::IllegalMoveClaimed { by });
            out.push(Happened::IllegalMove {
                by,
                count: 1,
                action: IllegalAction::Move,
            });
            self.end(Outcome::win(!by, Reason::IllegalMoves), now, out);
            return Ok(());
        }
        let counts = match self.setup.edition {
            Edition::Fide2001 | Edition::Fide2023 => true,
            // 1997 Art. 10.3 gives the penalties in the quickplay finish.
            Edition::Fide1997 => self.in_quickplay_finish(by),
        };
        if !counts {
            self.note(NoteKind::IllegalMoveReinstated { by });
            out.push(Happened::IllegalMove {
                by,
                count: 0,
                action: IllegalAction::Move,
            });
            return Ok(());
        }
        let count = self.penalties.illegal_moves[by.index()].saturating_add(1);
        self.penalties.illegal_moves[by.index()] = count;
        out.push(Happened::IllegalMove {
            by,
            count,
            action: IllegalAction::Move,
        });
        let edition = self.setup.edition;
        if count >= 3 {
            self.note(NoteKind::IllegalMoveLost { by, edition });
            self.end(Outcome::win(!by, Reason::IllegalMoves), now, out);
        } else {
            self.note(NoteKind::IllegalMovePenalised { by, count, edition });
            self.add_time(!by, TWO_MINUTES_MS, now, out)?;
        }
        Ok(())
    }

    /// 2023 A.5 ("Otherwise the following apply"): a rapid or blitz game
    /// not under the full Competition Rules. The program takes a strict
    /// rapid or blitz game to be one (a casual game is corrected as under
    /// 2023 Art. 7.5.1).
    pub(crate) fn unsupervised_2023(&self) -> bool {
        self.setup.edition == Edition::Fide2023
            && self.setup.mode == Mode::Strict
            && matches!(
                self.setup.game_type(),
                Some(GameType::Rapidplay | GameType::Blitz)
            )
    }

    /// 2023 Art. 7.5.5: "After the action taken under Article 7.5.1, 7.5.2,
    /// 7.5.3 or 7.5.4 for the first completed illegal move by a player, the
    /// arbiter shall give two minutes extra time to his opponent; for the
    /// second completed illegal move by the same player the arbiter shall
    /// declare the game lost by this player. However, the game is drawn if
    /// the position is such that the opponent cannot checkmate the player's
    /// king by any possible series of legal moves." One minute in rapid
    /// and blitz (2023 A.3).
    pub(crate) fn illegal_action_2023(
        &mut self,
        by: Color,
        action: IllegalAction,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let count = self.penalties.illegal_moves[by.index()].saturating_add(1);
        self.penalties.illegal_moves[by.index()] = count;
        out.push(Happened::IllegalMove { by, count, action });
        if count >= 2 {
            let drawn = !self.laws.position().can_checkmate(!by);
            self.note(NoteKind::CompletedIllegalMove {
                by,
                action,
                count,
                extra_ms: 0,
                drawn,
            });
            let outcome = if drawn {
                Outcome::draw(Reason::IllegalMovesOpponentCannotMate)
            } else {
                Outcome::win(!by, Reason::IllegalMoves)
            };
            self.end(outcome, now, out);
        } else {
            let extra_ms = if self.clock.is_some() {
                fide2023_penalty_ms(self.setup.game_type())
            } else {
                0
            };
            self.note(NoteKind::CompletedIllegalMove {
                by,
                action,
                count,
                extra_ms,
                drawn: false,
            });
            self.add_time(!by, extra_ms, now, out)?;
        }
        Ok(())
    }

    /// 2023 Art. 7.5.2: the pawn's move is made with a queen, then 7.5.5.
    /// A second illegal move ends the game before the move is made.
    pub(crate) fn promotion_not_replaced(
        &mut self,
        mv: MoveInput,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.playing_under_2023()?;
        let by = self.turn();
        let resolved = match self.resolve(&mv) {
            Ok(m) => Ok(m),
            // "e8" names no piece: read it as the pawn's move to e8.
            Err(e) => match &mv {
                MoveInput::Text(t) => self
                    .resolve(&MoveInput::Text(format!("{t}Q")))
                    .map_err(|_| e),
                MoveInput::Move(_) => Err(e),
            },
        }?;
        let queen = match resolved {
            Move::Normal {
                role: Role::Pawn,
                from,
                capture,
                to,
                promotion: Some(_),
            } => Move::Normal {
                role: Role::Pawn,
                from,
                capture,
                to,
                promotion: Some(Role::Queen),
            },
            _ => return Err(GameError::NotAPromotion),
        };
        if self.penalties.illegal_moves[by.index()] >= 1 {
            return self.illegal_action_2023(by, IllegalAction::PromotionNotReplaced, now, out);
        }
        self.play(queen, now, false, out)?;
        if self.outcome.is_some() {
            return Ok(());
        }
        self.illegal_action_2023(by, IllegalAction::PromotionNotReplaced, now, out)
    }

    /// 2023 Art. 7.5.3 and 7.5.4: counted and penalised as illegal moves.
    pub(crate) fn clock_or_hands(
        &mut self,
        by: Color,
        action: IllegalAction,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.playing_under_2023()?;
        let to_move = self.turn();
        let ok = match action {
            // He pressed his clock while he had the move.
            IllegalAction::ClockWithoutMove => by == to_move,
            // The last move was his.
            _ => by != to_move && !self.record.is_empty(),
        };
        if !ok {
            return Err(GameError::NotYourTurn { to_move });
        }
        self.illegal_action_2023(by, action, now, out)
    }

    pub(crate) fn penalty(
        &mut self,
        against: Color,
        penalty: Penalty,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        match penalty {
            Penalty::Warning => {}
            Penalty::IncreaseOpponentTime(ms) => {
                if self.clock.is_none() {
                    return Err(GameError::Untimed);
                }
                self.add_time(!against, ms, now, out)?;
            }
            Penalty::ReduceTime(ms) => {
                self.change_time(against, TimeChange::Remove(ms), now, out)?;
            }
            Penalty::LoseGame => {}
        }
        self.note(NoteKind::Penalty { against, penalty });
        out.push(Happened::Penalised { against, penalty });
        if penalty == Penalty::LoseGame {
            self.end(Outcome::win(!against, Reason::ArbiterDecision), now, out);
        } else if !self.setup.flag_needs_claim() {
            // A deduction may have made a flag fall.
            self.observe_flags(now, out)?;
        }
        Ok(())
    }
}

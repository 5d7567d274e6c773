//! The rules of presence applied to a game: see [`crate::presence`].

use crate::article::{Article, Part, default_time_article};
use crate::game::board_outcome;
use crate::presence::DefaultVerdict;
use crate::{Edition, GameError, Happened, NoteKind, Outcome, Reason, TimedGame};
use rochade_laws::Color;
use rochade_laws::parse_move;

impl TimedGame {
    /// The players who have not arrived by the default time, each with the
    /// rule (2023 Art. 6.7.1: "Any player who arrives at the chessboard
    /// after the default time shall lose the game unless the arbiter
    /// decides otherwise"; 2001 Art. 6.6 a). Empty before the start, once
    /// the game is over, or while everyone is there. The arbiter rules with
    /// [`Event::Default`](crate::Event::Default), or decides otherwise.
    ///
    /// While neither is there, White's clock runs (2023 Art. 6.7.2: "White
    /// shall lose all the time that elapses until he arrives"; 2001 Art.
    /// 6.6 b): that is [`Event::Start`](crate::Event::Start).
    ///
    /// An adjourned game counts from the resumption time
    /// ([`Event::ResumptionDue`](crate::Event::ResumptionDue)) under 2023
    /// Guidelines I.10 (2001/1997 Appendix A10).
    pub fn default_verdicts(&self, now: u64) -> Vec<DefaultVerdict> {
        let Some(start) = self.default_reference() else {
            return Vec::new();
        };
        if self.is_over() {
            return Vec::new();
        }
        let late_ms = now.saturating_sub(start);
        if late_ms <= self.setup.default_time() {
            return Vec::new();
        }
        Color::ALL
            .into_iter()
            .filter(|&c| !self.has_arrived(c))
            .map(|loser| DefaultVerdict {
                loser,
                article: self.default_article(),
                late_ms,
            })
            .collect()
    }

    /// The setup of the new game when this one was begun with colours
    /// reversed: the same game with the players' colours corrected (their
    /// names, PGN tags such as `WhiteElo`, and the computer's side swapped),
    /// not yet started. 2023 Art. 7.3: "if less than 10 moves have been made
    /// by both players, it shall be discontinued and a new game played with
    /// the correct colours. After 10 moves or more, the game shall
    /// continue"; 2001 and 1997 Art. 7.2: "it shall continue, unless the
    /// arbiter rules otherwise", so there the arbiter may at any move.
    ///
    /// # Errors
    ///
    /// [`GameError::GameOver`] once the game has ended
    /// ([`GameError::ClaimReferred`] while a claim awaits the designated
    /// arbiter); [`GameError::ColoursReversedTooLate`] in a 2023 game after ten moves
    /// by both players.
    pub fn colours_corrected(&self) -> Result<crate::GameSetup, GameError> {
        if let Some(outcome) = self.outcome() {
            return Err(GameError::GameOver(outcome));
        }
        if self.referred_claim().is_some() {
            return Err(GameError::ClaimReferred);
        }
        if self.setup.edition == Edition::Fide2023 && self.record().len() >= 20 {
            return Err(GameError::ColoursReversedTooLate);
        }
        let mut setup = self.setup.clone();
        std::mem::swap(&mut setup.white, &mut setup.black);
        for (tag, _) in &mut setup.tags {
            let swapped = if let Some(rest) = tag.strip_prefix("White") {
                format!("Black{rest}")
            } else if let Some(rest) = tag.strip_prefix("Black") {
                format!("White{rest}")
            } else {
                continue;
            };
            *tag = swapped;
        }
        if let Some(computer) = &mut setup.computer {
            computer.side = !computer.side;
        }
        Ok(setup)
    }

    /// When the agreed time for resuming this adjourned game came
    /// ([`Event::ResumptionDue`](crate::Event::ResumptionDue); 2023
    /// Guidelines I.9, 2001/1997 Appendix A9), until it is resumed.
    pub fn resumption_due_at(&self) -> Option<u64> {
        self.adjournment
            .envelope
            .as_ref()
            .and(self.adjournment.resume_ms)
    }

    /// Where the default time counts from: the resumption time of an
    /// adjourned game, else the start.
    fn default_reference(&self) -> Option<u64> {
        if self.adjournment.envelope.is_some() {
            self.adjournment.resume_ms
        } else {
            self.adjournment.resume_ms.or(self.presence.start_ms)
        }
    }

    /// The default-time rule of this game: on resumption 2023 Guidelines
    /// I.10 (2001/1997 Appendix A10), else 2023 Art. 6.7.1 (2001 6.6).
    pub fn default_article(&self) -> Article {
        let edition = self.setup.edition;
        match (self.adjournment.resume_ms.is_some(), edition) {
            (true, Edition::Fide2023) => Article::new(edition, Part::Guidelines, "I.10"),
            (true, _) => Article::new(edition, Part::Appendix, "A10"),
            (false, _) => default_time_article(edition),
        }
    }

    /// 2023 Guidelines I.9: the agreed resumption time has come.
    pub(crate) fn resumption_due(
        &mut self,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if self.adjournment.envelope.is_none() {
            return Err(GameError::NotAdjourned);
        }
        if self.adjournment.resume_ms.is_some() {
            return Err(GameError::ResumptionAlreadyDue);
        }
        self.adjournment.resume_ms = Some(now);
        self.presence.arrived = [false; 2];
        out.push(Happened::ResumptionDue);
        Ok(())
    }

    pub(crate) fn default_loss(
        &mut self,
        absent: Color,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let default_ms = self.setup.default_time();
        let reference = self.default_reference();
        let late_ms = reference.map_or(0, |s| now.saturating_sub(s));
        if reference.is_none() || late_ms <= default_ms {
            // "after the default time": a moment later at the least.
            return Err(GameError::DefaultTimeNotReached {
                remaining_ms: default_ms.saturating_sub(late_ms).saturating_add(1),
            });
        }
        if self.has_arrived(absent) {
            return Err(GameError::PlayerPresent);
        }
        if let Some(envelope) = &self.adjournment.envelope {
            // 2023 Guidelines I.10: "However, if the sealed move resulted in
            // the conclusion of the game, that conclusion shall still
            // apply" (2001 A10 (a), (b)); an invalid sealed move concludes
            // it too (I.8).
            let concludes = match parse_move(self.laws.position(), envelope.open()) {
                Ok(m) => {
                    let mut after = self.laws.position().clone();
                    after.play_unchecked(&m);
                    board_outcome(&after).is_some()
                }
                Err(_) => true,
            };
            if concludes {
                return self.resume_adjourned(now, out);
            }
        }
        self.note(NoteKind::LostByDefault {
            absent,
            edition: self.setup.edition,
            on_resumption: self.adjournment.resume_ms.is_some(),
        });
        self.end(Outcome::win(!absent, Reason::LostByDefault), now, out);
        Ok(())
    }

    /// 2023 Appendix D.2.9: "If during a game different positions should
    /// arise on the two boards, they must be corrected with the assistance
    /// of the arbiter and by consulting both players' game scores. [...]
    /// When the game scores are found to differ, the moves shall be
    /// retraced to the point where the two scores agree, and the arbiter
    /// shall readjust the clocks accordingly." Not an illegal move: nothing
    /// is counted or penalised.
    pub(crate) fn boards_corrected(
        &mut self,
        retrace_ply: Option<usize>,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.not_blocked()?;
        let mut undone = Vec::new();
        if let Some(ply) = retrace_ply {
            if ply > self.record.len() {
                return Err(GameError::BadPly(ply));
            }
            undone = self.record[ply..]
                .iter()
                .map(|r| r.san.to_string())
                .collect();
            self.truncate(ply, now)?;
        }
        self.note(NoteKind::BoardsCorrected {
            undone,
            edition: self.setup.edition,
        });
        out.push(Happened::BoardsCorrected { retrace_ply });
        Ok(())
    }
}

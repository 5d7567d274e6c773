//! The players at the board: default time (2023 Art. 6.7; 2001 and 1997
//! Art. 6.6) and the two boards of a game with a visually disabled player
//! (2023 Appendix D.2.9; 2001 rules for visually handicapped players 7–8).

use rochade_laws::Color;

use crate::article::{Article, Part, default_time_article};
use crate::{Edition, Game, GameError, Happened, NoteKind, Outcome, Reason};

/// The rule on an absent player: "player X loses by default unless the
/// arbiter decides otherwise", with its article.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DefaultVerdict {
    /// The absent player, who loses unless the arbiter decides otherwise.
    pub loser: Color,
    /// 2023 Art. 6.7.1; 2001/1997 Art. 6.6.
    pub article: Article,
    /// How long after the start he has been absent, in milliseconds.
    pub late_ms: u64,
}

impl Game {
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
    pub fn default_verdicts(&self, now: u64) -> Vec<DefaultVerdict> {
        let Some(start) = self.start_ms else {
            return Vec::new();
        };
        if self.is_over() || self.adjourned.is_some() {
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
                article: default_time_article(self.setup.edition),
                late_ms,
            })
            .collect()
    }

    pub(crate) fn default_loss(
        &mut self,
        absent: Color,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if self.adjourned.is_some() {
            return Err(GameError::Adjourned);
        }
        if self.has_arrived(absent) {
            return Err(GameError::PlayerPresent);
        }
        let default_ms = self.setup.default_time();
        let late_ms = self.start_ms.map_or(0, |s| now.saturating_sub(s));
        if self.start_ms.is_none() || late_ms <= default_ms {
            // "after the default time": a moment later at the least.
            return Err(GameError::DefaultTimeNotReached {
                remaining_ms: default_ms.saturating_sub(late_ms).saturating_add(1),
            });
        }
        self.note(NoteKind::LostByDefault {
            absent,
            edition: self.setup.edition,
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

/// The rule on the two boards: 2023 Appendix D.2.9; 2001 and 1997 rules
/// for play with visually handicapped players, 7 (the scores agree) and 8
/// (they differ).
pub fn boards_differ_article(edition: Edition, scores_differ: bool) -> Article {
    match edition {
        Edition::Fide2023 => Article::new(edition, Part::Appendix, "D.2.9"),
        _ => Article::new(
            edition,
            Part::BlindRules,
            if scores_differ { "8" } else { "7" },
        ),
    }
}

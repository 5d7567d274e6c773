//! The record's notes in English, as the text scoresheet and PGN comments
//! write them (the interface words them in its own language from the
//! facts).

use core::fmt;

use rochade_laws::Color;

use crate::article::{Article, Part, quickplay_article};
use crate::penalty::duration;
use crate::{ClaimBasis, ClaimKind, Edition};

use super::{IllegalAction, Note, NoteKind, SealedMoveFault};

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.kind.fmt(f)
    }
}

impl fmt::Display for SealedMoveFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SealedMoveFault::Ambiguous => "ambiguous",
            SealedMoveFault::Meaningless => "meaningless",
            SealedMoveFault::Illegal => "illegal",
        })
    }
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalAction::Move => "illegal move",
            IllegalAction::PromotionNotReplaced => "promotion without a new piece",
            IllegalAction::ClockWithoutMove => "clock pressed without a move",
            IllegalAction::TwoHands => "move made with two hands",
        })
    }
}

/// The article on illegal moves in `edition`.
fn illegal_move_article(edition: Edition) -> &'static str {
    match edition {
        Edition::Fide2001 => "Art. 7.4 b",
        Edition::Fide1997 => "Art. 10.3",
        Edition::Fide2023 => "2023 Art. 7.5.5",
    }
}

/// The English text of a note, as the text scoresheet and PGN comments
/// write it.
///
/// ```
/// use rochade_arbiter::{NoteKind, Penalty};
/// use rochade_laws::Color;
/// let n = NoteKind::Penalty { against: Color::White, penalty: Penalty::Warning };
/// assert_eq!(n.to_string(), "penalty for White: warning (Art. 13.4 a)");
/// ```
impl fmt::Display for NoteKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |c: Color| c.fold("White", "Black");
        match self {
            NoteKind::ClockAdjusted {
                side,
                before_ms,
                after_ms,
            } => write!(
                f,
                "arbiter: {}'s clock {} → {} (Art. 6.13)",
                name(*side),
                duration(*before_ms),
                duration(*after_ms)
            ),
            NoteKind::IllegalMoveReinstated { by } => write!(
                f,
                "illegal move by {}, position reinstated (Art. 7.4)",
                name(*by)
            ),
            NoteKind::IllegalMovePenalised { by, count, edition } => write!(
                f,
                "illegal move {count} by {}: two minutes to {} ({})",
                name(*by),
                name(!*by),
                illegal_move_article(*edition)
            ),
            NoteKind::IllegalMoveLost { by, edition } => write!(
                f,
                "{} illegal move by {}: game lost ({})",
                if *edition == Edition::Fide2023 {
                    "second"
                } else {
                    "third"
                },
                name(*by),
                illegal_move_article(*edition)
            ),
            NoteKind::CompletedIllegalMove {
                by,
                action,
                count,
                extra_ms,
                drawn,
            } => {
                write!(f, "{action} by {} ({})", name(*by), action.article())?;
                if *count >= 2 {
                    let verdict = if *drawn {
                        "drawn, the opponent cannot checkmate"
                    } else {
                        "game lost"
                    };
                    write!(f, ", the second: {verdict} (2023 Art. 7.5.5)")
                } else {
                    let time = match *extra_ms {
                        60_000 => "one minute".to_string(),
                        120_000 => "two minutes".to_string(),
                        ms => duration(ms),
                    };
                    write!(f, ": {time} to {} (2023 Art. 7.5.5)", name(!*by))
                }
            }
            NoteKind::IllegalMoveClaimed { by } => write!(
                f,
                "illegal move by {}, claimed by {} (Appendix C3)",
                name(*by),
                name(!*by)
            ),
            NoteKind::Penalty { against, penalty } => {
                write!(f, "penalty for {}: {}", name(*against), penalty.describe())
            }
            NoteKind::DrawClaimCorrect {
                by,
                claim,
                written_first,
            } => {
                write_claim(f, name(*by), *claim, written_first.as_deref())?;
                f.write_str(": correct")
            }
            NoteKind::DrawClaimIncorrect {
                by,
                claim,
                written_first,
                times,
            } => {
                write_claim(f, name(*by), *claim, written_first.as_deref())?;
                f.write_str(": incorrect (Art. 9.5 b)")?;
                if let Some(t) = times {
                    write!(
                        f,
                        "; {} {} → {}, {} {} → {}",
                        name(*by),
                        duration(t.claimant_before_ms),
                        duration(t.claimant_after_ms),
                        name(!*by),
                        duration(t.opponent_before_ms),
                        duration(t.opponent_after_ms)
                    )?;
                }
                Ok(())
            }
            NoteKind::IncrementRequested { by } => write!(
                f,
                "{} asks for an increment of five seconds, offering a draw (2023 III.4)",
                name(*by)
            ),
            NoteKind::IncrementDecided {
                granted: true,
                two_minutes_to,
            } => write!(
                f,
                "arbiter: five seconds increment for both, two minutes to {} (2023 III.4)",
                name(*two_minutes_to)
            ),
            NoteKind::IncrementDecided { granted: false, .. } => {
                f.write_str("arbiter: no increment (2023 III.4)")
            }
            NoteKind::QuickplayClaimed { by } => {
                write!(f, "{} claims a draw (Art. 10.2)", name(*by))
            }
            NoteKind::QuickplayDrawn => f.write_str("arbiter: drawn (Art. 10.2 a)"),
            NoteKind::QuickplayPostponed { two_minutes_to } => {
                f.write_str("arbiter: decision postponed (Art. 10.2 b)")?;
                if let Some(c) = two_minutes_to {
                    write!(f, "; two minutes to {}", name(*c))?;
                }
                Ok(())
            }
            NoteKind::QuickplayNotDrawn => f.write_str("arbiter: not drawn (Art. 10.2)"),
            NoteKind::QuickplayRejected { two_minutes_to } => write!(
                f,
                "arbiter: claim rejected, two minutes to {} (Art. 10.2 c)",
                name(*two_minutes_to)
            ),
            NoteKind::FlagClaimed { by } => write!(
                f,
                "{} claims that {}'s flag has fallen (Appendix B7)",
                name(*by),
                name(!*by)
            ),
            NoteKind::Sealed { by, move_number } => {
                write!(f, "{} seals move {move_number} (Appendix A1)", name(*by))
            }
            NoteKind::SealedMoveInvalid { text, fault } => {
                // The player's text is free text inside a PGN comment: keep
                // PGN's marks out of it (see the pgn module).
                let quoted = rochade_laws::quoted(text)
                    .replace("(=", "(= ")
                    .replace("[%", "[ %");
                write!(f, "sealed move {quoted} is {fault} (Appendix A8)")
            }
            NoteKind::PositionReinstated { undone } => {
                write!(f, "position reinstated, taken back: {}", undone.join(" "))
            }
            NoteKind::QuickplayReferred { by, basis } => {
                write!(f, "{} claims a draw: ", name(*by))?;
                f.write_str(match basis {
                    ClaimBasis::CannotWin => "the opponent cannot win by normal means",
                    ClaimBasis::NoEffort => "the opponent is making no effort to win",
                    ClaimBasis::Both => {
                        "the opponent cannot win and is making no effort to win by normal means"
                    }
                })?;
                f.write_str("; the game is concluded, the final position")?;
                if basis.needs_scoresheet() {
                    f.write_str(" and the scoresheet")?;
                }
                f.write_str(" for the designated arbiter")
            }
            NoteKind::ReferredClaimRuled { result } => {
                write!(f, "the designated arbiter declares {}", result.pgn())
            }
            NoteKind::ResultCorrected { from, to } => {
                write!(
                    f,
                    "arbiter: the result {} ({}) corrected to ",
                    from.result.pgn(),
                    from.reason.describe()
                )?;
                match to {
                    Some(to) => f.write_str(to.pgn())?,
                    None => f.write_str("the game going on")?,
                }
                f.write_str(" (Art. 8.7)")
            }
            NoteKind::ReportedDrawRestricted => f.write_str(
                "draw reported by the players in an event that restricts agreements (Art. 9.1.1), for the arbiter",
            ),
            NoteKind::LostByDefault {
                absent,
                edition,
                on_resumption,
            } => {
                let article = match (*on_resumption, *edition) {
                    (false, e) => crate::default_time_article(e),
                    (true, e @ Edition::Fide2023) => Article::new(e, Part::Guidelines, "I.10"),
                    (true, e) => Article::new(e, Part::Appendix, "A10"),
                };
                write!(
                    f,
                    "{} did not arrive by the default time: game lost ({article})",
                    name(*absent)
                )
            }
            NoteKind::BoardsCorrected { undone, edition } => {
                f.write_str("the two boards differed and were corrected")?;
                if !undone.is_empty() {
                    write!(f, ", moves retraced: {}", undone.join(" "))?;
                }
                write!(
                    f,
                    " ({})",
                    crate::boards_differ_article(*edition, !undone.is_empty())
                )
            }
            NoteKind::LeftApp {
                at,
                white_ms,
                black_ms,
            } => {
                f.write_str("log: left the app")?;
                if let Some(at) = at {
                    write!(f, " {}", crate::lock::hh_mm(*at))?;
                }
                if let (Some(w), Some(b)) = (white_ms, black_ms) {
                    write!(f, ", White {}, Black {}", duration(*w), duration(*b))?;
                }
                Ok(())
            }
            NoteKind::ReturnedToApp { at, away_ms, held } => {
                f.write_str("log: back in the app")?;
                if let Some(at) = at {
                    write!(f, " {}", crate::lock::hh_mm(*at))?;
                }
                write!(f, " after {} away", duration(*away_ms))?;
                if *held {
                    f.write_str("; play waits for the arbiter's PIN")?;
                }
                Ok(())
            }
            NoteKind::PinRefused { at } => {
                f.write_str("log: wrong arbiter's PIN refused")?;
                at.map_or(Ok(()), |at| write!(f, " {}", crate::lock::hh_mm(at)))
            }
            NoteKind::ArbiterUnlocked { at } => {
                f.write_str("log: arbiter's PIN accepted")?;
                at.map_or(Ok(()), |at| write!(f, " {}", crate::lock::hh_mm(at)))
            }
            NoteKind::ArbiterActed { action } => write!(f, "log: arbiter's action: {action}"),
            NoteKind::Comment(text) => f.write_str(text),
        }
    }
}

impl NoteKind {
    /// The note in English with its articles in `edition`'s numbering, as
    /// the scoresheet and PGN of a game under `edition` write it (the
    /// [`Display`](fmt::Display) text cites the 2001 numbers where a note
    /// does not carry its edition).
    ///
    /// ```
    /// use rochade_arbiter::{Edition, NoteKind, Penalty};
    /// use rochade_laws::Color;
    /// let n = NoteKind::Penalty { against: Color::White, penalty: Penalty::Warning };
    /// assert_eq!(n.english(Edition::Fide2023), "penalty for White: warning (Art. 12.9.1)");
    /// assert_eq!(NoteKind::QuickplayDrawn.english(Edition::Fide2023), "arbiter: drawn (Guidelines III.5.1)");
    /// ```
    pub fn english(&self, edition: Edition) -> String {
        let name = |c: Color| c.fold("White", "Black");
        let g = |n| Article::new(edition, Part::Guidelines, n);
        let new = edition == Edition::Fide2023;
        let q = quickplay_article(edition);
        match self {
            NoteKind::Penalty { against, penalty } => format!(
                "penalty for {}: {}",
                name(*against),
                penalty.describe_in(edition)
            ),
            NoteKind::QuickplayClaimed { by } => {
                format!("{} claims a draw ({q})", name(*by))
            }
            NoteKind::QuickplayDrawn if new => format!("arbiter: drawn ({})", g("III.5.1")),
            NoteKind::QuickplayPostponed { two_minutes_to } if new => {
                let mut s = format!("arbiter: decision postponed ({})", g("III.5.2"));
                if let Some(c) = two_minutes_to {
                    s.push_str(&format!("; two minutes to {}", name(*c)));
                }
                s
            }
            NoteKind::QuickplayNotDrawn if new => format!("arbiter: not drawn ({})", g("III.5.2")),
            NoteKind::QuickplayRejected { two_minutes_to } if new => format!(
                "arbiter: claim rejected, two minutes to {} ({})",
                name(*two_minutes_to),
                g("III.5.3")
            ),
            NoteKind::QuickplayReferred { basis, .. } => {
                format!("{self} ({})", basis.article(edition))
            }
            NoteKind::ReferredClaimRuled { .. } => {
                let article = if new {
                    g("III.6.2")
                } else {
                    Article::new(edition, Part::Appendix, "D2")
                };
                format!("{self} ({article})")
            }
            NoteKind::DrawClaimIncorrect { .. } if new => {
                self.to_string().replace("(Art. 9.5 b)", "(Art. 9.5.3)")
            }
            NoteKind::ClockAdjusted { .. } if new => {
                self.to_string().replace("(Art. 6.13)", "(Art. 6.10.2)")
            }
            NoteKind::FlagClaimed { .. } if new => {
                self.to_string().replace("(Appendix B7)", "(Art. 6.8)")
            }
            NoteKind::Sealed { .. } if new => self
                .to_string()
                .replace("(Appendix A1)", "(Guidelines I.1.1)"),
            NoteKind::SealedMoveInvalid { .. } if new => self
                .to_string()
                .replace("(Appendix A8)", "(Guidelines I.8)"),
            NoteKind::PositionReinstated { .. } => {
                format!("{self} ({})", crate::article::reinstated_article(edition))
            }
            _ => self.to_string(),
        }
    }
}

/// "White claims a draw by threefold repetition with Nf3 written first
/// (Art. 9.2)".
fn write_claim(
    f: &mut fmt::Formatter<'_>,
    by: &str,
    claim: ClaimKind,
    written_first: Option<&str>,
) -> fmt::Result {
    write!(f, "{by} claims a draw by {claim}")?;
    if let Some(san) = written_first {
        write!(f, " with {san} written first")?;
    }
    write!(f, " ({})", claim.article())
}

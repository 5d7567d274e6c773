//! The result of a game in words: for the screen (interface language) and
//! for the announcement (the chosen scheme's language).

use rochade_arbiter::{Edition, GameResult, Outcome, Reason};
use rochade_speech::{Announcement, ResultReason, Settings, SpokenResult, describe_result};

use super::i18n::{Lang, Msg, t};

/// The interface's key for a reason.
pub fn reason_key(reason: Reason) -> Msg<'static> {
    match reason {
        Reason::Checkmate => Msg::ReasonCheckmate,
        Reason::Resignation => Msg::ReasonResignation,
        Reason::Stalemate => Msg::ReasonStalemate,
        Reason::DeadPosition => Msg::ReasonDeadPosition,
        Reason::Agreement => Msg::ReasonAgreement,
        Reason::Repetition => Msg::ReasonRepetition,
        Reason::FiftyMoves => Msg::ReasonFiftyMoves,
        Reason::FlagFall => Msg::ReasonFlagFall,
        Reason::FlagFallOpponentCannotMate => Msg::ReasonFlagFallCannotMate,
        Reason::FlagFallNoMatingPotential => Msg::ReasonFlagFallNoPotential,
        Reason::BothFlagsFallen => Msg::ReasonBothFlags,
        Reason::IllegalMoves => Msg::ReasonIllegalMoves,
        Reason::QuickplayFinish => Msg::ReasonQuickplay,
        Reason::InvalidSealedMove => Msg::ReasonSealedMove,
        Reason::ArbiterDecision => Msg::ReasonArbiter,
        Reason::FivefoldRepetition => Msg::ReasonFivefold,
        Reason::SeventyFiveMoves => Msg::ReasonSeventyFive,
        Reason::ResignationOpponentCannotMate => Msg::ReasonResignationCannotMate,
        Reason::IllegalMovesOpponentCannotMate => Msg::ReasonIllegalMovesCannotMate,
        Reason::LostByDefault => Msg::ReasonLostByDefault,
    }
}

/// The result in words citing `edition`'s numbering: the reasons' own
/// texts carry the 2001 numbers ("Art. 5.1a"), which every game replaces
/// by its edition's article ("Art. 5.1.1", "Art. 5.1 a"); a reason the
/// edition numbers nowhere keeps no article.
pub fn outcome_text_in(outcome: &Outcome, lang: Lang, edition: Edition) -> String {
    // Every edition reads its own numbering: 1997 has the dead position at
    // Art. 9.6 and agreement at 5.3; 2001's loss by default is Art. 6.6.
    super::cite(outcome_text(outcome, lang), outcome.reason.article(edition))
}

/// "1-0, White wins: checkmate" in the interface language (Art. 11 scores).
pub fn outcome_text(outcome: &Outcome, lang: Lang) -> String {
    let score = match outcome.result {
        GameResult::WhiteWins => t(lang, Msg::WhiteWins),
        GameResult::BlackWins => t(lang, Msg::BlackWins),
        GameResult::Draw => t(lang, Msg::Draw),
    };
    format!(
        "{} {}: {}",
        outcome.result.scoresheet(),
        score,
        t(lang, reason_key(outcome.reason))
    )
}

/// The spoken result in the announcement scheme, where the speech crate has
/// words for the reason; otherwise the interface's words, citing
/// `edition`'s numbering.
pub fn outcome_announcement(
    outcome: &Outcome,
    speech: &Settings,
    lang: Lang,
    edition: Edition,
) -> Announcement {
    let reason = match outcome.reason {
        Reason::Checkmate => Some(ResultReason::Checkmate),
        Reason::Resignation => Some(ResultReason::Resignation),
        Reason::Stalemate => Some(ResultReason::Stalemate),
        Reason::DeadPosition => Some(ResultReason::DeadPosition),
        Reason::Agreement => Some(ResultReason::Agreement),
        Reason::Repetition => Some(ResultReason::Repetition),
        Reason::FiftyMoves => Some(ResultReason::FiftyMoves),
        Reason::FlagFall
        | Reason::FlagFallOpponentCannotMate
        | Reason::FlagFallNoMatingPotential
        | Reason::BothFlagsFallen => Some(ResultReason::FlagFall),
        _ => None,
    };
    match reason {
        Some(reason)
            if !matches!(
                outcome.reason,
                Reason::FlagFallOpponentCannotMate
                    | Reason::FlagFallNoMatingPotential
                    | Reason::BothFlagsFallen
            ) =>
        {
            describe_result(
                Some(&SpokenResult {
                    result: outcome.result,
                    reason,
                }),
                speech,
            )
        }
        _ => Announcement {
            text: outcome_text_in(outcome, lang, edition),
            lang: lang.tag(),
        },
    }
}

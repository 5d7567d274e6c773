//! The result of a game in words, for the screen and for the announcement,
//! both in the interface language.

use rochade_arbiter::{Edition, GameResult, Outcome, Reason};
use rochade_speech::Announcement;

use super::i18n::{Lang, Msg, t, tr};

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
        Reason::Reported => Msg::ReasonReported,
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

/// The result as it is said, in the interface language (a result is no
/// move: it is not said in the scheme): "White wins by checkmate (Art.
/// 5.1.1)", "Draw by agreement (Art. 5.2.3)", citing `edition`'s numbering.
pub fn outcome_announcement(outcome: &Outcome, lang: Lang, edition: Edition) -> Vec<Announcement> {
    let why = super::cite(
        t(lang, reason_key(outcome.reason)).to_string(),
        outcome.reason.article(edition),
    );
    let text = match outcome.result {
        GameResult::WhiteWins | GameResult::BlackWins => {
            let side = if outcome.result == GameResult::WhiteWins {
                rochade_laws::Color::White
            } else {
                rochade_laws::Color::Black
            };
            tr(
                lang,
                Msg::SaidWins {
                    side: super::names::side(lang, side),
                    why: &why,
                },
            )
        }
        GameResult::Draw => tr(lang, Msg::SaidDrawBy { why: &why }),
    };
    super::spoken::ui(lang, text)
}

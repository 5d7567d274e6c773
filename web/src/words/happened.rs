//! What the arbiter reports after an event, in words: the move in the
//! announcement scheme (rule 1), the rest in the interface language, as
//! sentences of parts each with its language.

use rochade_arbiter::{Happened, IllegalAction};
use rochade_laws::{Color, Position};
use rochade_speech::Announcement;

use super::i18n::{Lang, Msg, t, tr};
use super::move_words::MoveWords;
use super::outcome::outcome_announcement;
use super::spoken::{SLOT, weave};
use crate::notice::TakeBackRequest;
use crate::settings::Settings;

/// What the words of an event need to know besides what happened.
pub(super) struct Context<'a> {
    /// The position the event began in.
    pub before: &'a Position,
    /// The take-back request standing afterwards.
    pub take_back: Option<TakeBackRequest>,
    /// The game's edition, whose numbering the words cite.
    pub edition: rochade_arbiter::Edition,
    /// The side the computer plays.
    pub computer: Option<Color>,
}

/// The parts said for `happened`.
pub(super) fn parts(
    lang: Lang,
    settings: &Settings,
    words: &MoveWords,
    context: &Context,
    happened: &[Happened],
) -> Vec<Announcement> {
    let Context {
        before,
        take_back,
        edition,
        computer,
    } = *context;
    let side = |c: Color| super::names::side(lang, c);
    let taken_back = happened
        .iter()
        .filter(|h| matches!(h, Happened::TakenBack { .. }))
        .count();
    let mut taken_back_said = false;
    let mut parts: Vec<Vec<Announcement>> = Vec::new();
    for h in happened {
        // What is said in the interface language; the moves (rule 1) come
        // in the scheme's language.
        let ui: String = match h {
            Happened::MovePlayed { mv, .. } => {
                let said = words.of_move(before, mv);
                parts.push(if settings.assistant {
                    // As an assistant announces the moves of both players
                    // (rule 9b): "1. White: " and the move in the scheme.
                    let text = tr(
                        lang,
                        Msg::NumberedMove {
                            number: &before.fullmove_number().to_string(),
                            side: side(before.turn()),
                            mv: SLOT[0],
                        },
                    );
                    weave(lang, &text, &[said])
                } else {
                    said
                });
                continue;
            }
            // The computer answers an offer with its move (Art. 9.1.2.2:
            // the opponent may accept it or reject it by making a move);
            // the player hears that at once rather than nothing.
            Happened::DrawOffered { by } if computer == Some(!*by) => {
                t(lang, Msg::DrawOfferedToComputer).into()
            }
            Happened::DrawOffered { by } => tr(lang, Msg::DrawOffered { side: side(*by) }),
            Happened::GameOver(outcome) => {
                parts.push(outcome_announcement(outcome, lang, edition));
                continue;
            }
            Happened::DrawDeclined { .. } => t(lang, Msg::DrawDeclined).into(),
            Happened::ClaimExamined { correct: false, .. } => t(lang, Msg::ClaimIncorrect).into(),
            Happened::Penalised { penalty, .. } => {
                super::clock::penalty_text_in(lang, penalty, edition)
            }
            Happened::TimeChanged {
                side: color,
                before_ms,
                after_ms,
            } => tr(
                lang,
                Msg::TimeChangedTo {
                    side: side(*color),
                    before: &rochade_clock::format_time(*before_ms, &Default::default()),
                    after: &rochade_clock::format_time(*after_ms, &Default::default()),
                },
            ),
            Happened::FlagFell { side: color, .. } => {
                tr(lang, Msg::FlagFellOf { side: side(*color) })
            }
            Happened::ClocksStopped => t(lang, Msg::ClockPaused).into(),
            Happened::ClocksStarted => t(lang, Msg::ClocksRunning).into(),
            Happened::TakeBackProposed { .. } => match take_back {
                Some(r) => super::take_back_request(lang, r),
                None => continue,
            },
            Happened::TakeBackAccepted { .. } => t(lang, Msg::TakeBackAccepted).into(),
            Happened::TakeBackDeclined { .. } => t(lang, Msg::TakeBackDeclined).into(),
            Happened::TakeBackLapsed { .. } => t(lang, Msg::TakeBackLapsed).into(),
            Happened::TakenBack { .. } if !taken_back_said => {
                // One sentence for the half-moves taken back together.
                taken_back_said = true;
                t(
                    lang,
                    if taken_back > 1 {
                        Msg::TakeBackDoneTwo
                    } else {
                        Msg::TakeBackDone
                    },
                )
                .into()
            }
            Happened::IllegalMove { by, count, action } => {
                let (side, count) = (side(*by), &count.to_string());
                match action {
                    IllegalAction::Move => tr(lang, Msg::SaidIllegalMove { side, count }),
                    // 2023 Art. 7.5.2: the pawn is replaced by a queen.
                    IllegalAction::PromotionNotReplaced => {
                        tr(lang, Msg::SaidPawnNotReplaced { side, count })
                    }
                    // 2023 Art. 7.5.3, 7.5.4: nothing to put back.
                    _ => {
                        let art = &action.rule(edition).to_string();
                        tr(lang, Msg::SaidIllegalAction { side, count, art })
                    }
                }
            }
            Happened::PositionReinstated { ply } => {
                tr(lang, Msg::SaidReinstated { n: *ply as u64 })
            }
            Happened::QuickplayClaimed { by } => {
                tr(lang, Msg::SaidQuickplayClaimed { side: side(*by) })
            }
            Happened::QuickplayPostponed => t(lang, Msg::SaidQuickplayPostponed).into(),
            Happened::QuickplayRejected => t(lang, Msg::SaidQuickplayRejected).into(),
            Happened::Adjourned { by, move_number } => tr(
                lang,
                Msg::SaidAdjourned {
                    side: side(*by),
                    number: &move_number.to_string(),
                },
            ),
            Happened::SealedMoveOpened { text } => tr(lang, Msg::SaidEnvelopeOpened { mv: text }),
            Happened::PressedWithoutMove { by, missing } => tr(
                lang,
                Msg::SaidPressedWithoutMove {
                    side: side(*by),
                    n: *missing as u64,
                },
            ),
            Happened::ResultApproved { by } => {
                tr(lang, Msg::SaidResultApproved { side: side(*by) })
            }
            Happened::SignedOffIncomplete { missing } => {
                tr(lang, Msg::SaidSignedOff { n: *missing as u64 })
            }
            Happened::ResultCorrected { to } => tr(
                lang,
                Msg::SaidResultCorrected {
                    result: &match to {
                        Some(r) => r.scoresheet().to_string(),
                        None => t(lang, Msg::GameGoesOn).to_string(),
                    },
                },
            ),
            Happened::PinRefused => t(lang, Msg::PinRefused).into(),
            Happened::PlayHeld => t(lang, Msg::SaidPlayHeld).into(),
            Happened::ArbiterUnlocked => t(lang, Msg::PinAccepted).into(),
            Happened::LogChecked(c) => match c.fault {
                None => tr(
                    lang,
                    Msg::LogIntact {
                        n: c.entries as u64,
                    },
                ),
                Some(rochade_arbiter::LogFault::Edited { entries }) => {
                    tr(lang, Msg::LogEdited { n: entries as u64 })
                }
                Some(rochade_arbiter::LogFault::Cut { sealed, present }) => tr(
                    lang,
                    Msg::LogCut {
                        n: sealed as u64,
                        present: &present.to_string(),
                    },
                ),
                Some(rochade_arbiter::LogFault::SealMissing) => t(lang, Msg::LogSealMissing).into(),
            },
            _ => continue,
        };
        parts.push(super::spoken::ui(lang, ui));
    }
    super::spoken::sentences(parts)
}

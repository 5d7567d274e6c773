//! What the arbiter reports after an event, in words: the move in the
//! announcement scheme (rule 1), the rest in the interface language.

use rochade_arbiter::Happened;
use rochade_laws::{Color, Position};
use rochade_speech::announce_move;

use super::Part;
use crate::i18n::{Lang, Msg, t, tr};
use crate::notice::TakeBackRequest;
use crate::outcome_text::outcome_announcement;
use crate::settings::Settings;

/// The parts said for `happened`, which began in `before`; `take_back` is
/// the request standing afterwards.
pub(super) fn parts(
    lang: Lang,
    settings: &Settings,
    before: &Position,
    happened: &[Happened],
    take_back: Option<TakeBackRequest>,
) -> Vec<Part> {
    let speech = settings.speech();
    let side = |c: Color| super::side(lang, c);
    let mut parts: Vec<(String, String)> = Vec::new();
    let taken_back = happened
        .iter()
        .filter(|h| matches!(h, Happened::TakenBack { .. }))
        .count();
    let mut taken_back_said = false;
    for h in happened {
        match h {
            Happened::MovePlayed { mv, .. } => {
                let a = if settings.assistant {
                    rochade_speech::announce_numbered_move(before, mv, &speech)
                } else {
                    announce_move(before, mv, &speech)
                };
                parts.push((a.text, a.lang.to_string()));
            }
            Happened::DrawOffered { by } => {
                let a = rochade_speech::describe_draw_offer(Some(*by), &speech);
                parts.push((a.text, a.lang.to_string()));
            }
            Happened::DrawDeclined { .. } => {
                parts.push((t(lang, Msg::DrawDeclined).into(), lang.tag().into()));
            }
            Happened::ClaimExamined { correct: false, .. } => {
                parts.push((t(lang, Msg::ClaimIncorrect).into(), lang.tag().into()));
            }
            Happened::Penalised { penalty, .. } => {
                let text = crate::error_text::penalty_text(lang, penalty);
                parts.push((text, lang.tag().into()));
            }
            Happened::TimeChanged {
                side,
                before_ms,
                after_ms,
            } => {
                let who = t(
                    lang,
                    if side.is_white() {
                        Msg::White
                    } else {
                        Msg::Black
                    },
                );
                let text = tr(
                    lang,
                    Msg::TimeChangedTo {
                        side: who,
                        before: &rochade_clock::format_time(*before_ms, &Default::default()),
                        after: &rochade_clock::format_time(*after_ms, &Default::default()),
                    },
                );
                parts.push((text, lang.tag().into()));
            }
            Happened::FlagFell { side, .. } => {
                let who = t(
                    lang,
                    if side.is_white() {
                        Msg::White
                    } else {
                        Msg::Black
                    },
                );
                parts.push((tr(lang, Msg::FlagFellOf { side: who }), lang.tag().into()));
            }
            Happened::ClocksStopped => {
                parts.push((t(lang, Msg::ClockPaused).into(), lang.tag().into()));
            }
            Happened::ClocksStarted => {
                parts.push((t(lang, Msg::ClocksRunning).into(), lang.tag().into()));
            }
            Happened::TakeBackProposed { .. } => {
                if let Some(text) = take_back.map(|r| super::take_back_request(lang, r)) {
                    parts.push((text, lang.tag().into()));
                }
            }
            Happened::TakeBackAccepted { .. } => {
                parts.push((t(lang, Msg::TakeBackAccepted).into(), lang.tag().into()));
            }
            Happened::TakeBackDeclined { .. } => {
                parts.push((t(lang, Msg::TakeBackDeclined).into(), lang.tag().into()));
            }
            Happened::TakeBackLapsed { .. } => {
                parts.push((t(lang, Msg::TakeBackLapsed).into(), lang.tag().into()));
            }
            Happened::TakenBack { .. } if !taken_back_said => {
                // One sentence for the half-moves taken back together.
                taken_back_said = true;
                let key = if taken_back > 1 {
                    Msg::TakeBackDoneTwo
                } else {
                    Msg::TakeBackDone
                };
                parts.push((t(lang, key).into(), lang.tag().into()));
            }
            Happened::GameOver(outcome) => {
                // The status line shows the result; the notice stays empty
                // so nothing is shown (or read) twice.
                let (text, tag) = outcome_announcement(outcome, &speech, lang);
                parts.push((text, tag));
            }
            Happened::IllegalMove { by, count } => {
                let text = tr(
                    lang,
                    Msg::SaidIllegalMove {
                        side: side(*by),
                        count: &count.to_string(),
                    },
                );
                parts.push((text, lang.tag().into()));
            }
            Happened::PositionReinstated { ply } => {
                let text = tr(lang, Msg::SaidReinstated { n: *ply as u64 });
                parts.push((text, lang.tag().into()));
            }
            Happened::QuickplayClaimed { by } => {
                let text = tr(lang, Msg::SaidQuickplayClaimed { side: side(*by) });
                parts.push((text, lang.tag().into()));
            }
            Happened::QuickplayPostponed => {
                parts.push((
                    t(lang, Msg::SaidQuickplayPostponed).into(),
                    lang.tag().into(),
                ));
            }
            Happened::QuickplayRejected => {
                parts.push((
                    t(lang, Msg::SaidQuickplayRejected).into(),
                    lang.tag().into(),
                ));
            }
            Happened::Adjourned { by, move_number } => {
                let text = tr(
                    lang,
                    Msg::SaidAdjourned {
                        side: side(*by),
                        number: &move_number.to_string(),
                    },
                );
                parts.push((text, lang.tag().into()));
            }
            Happened::SealedMoveOpened { text } => {
                let text = tr(lang, Msg::SaidEnvelopeOpened { mv: text });
                parts.push((text, lang.tag().into()));
            }
            _ => {}
        }
    }
    parts
}

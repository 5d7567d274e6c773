//! The arbiter's panel and the new-game form's competition facts in words:
//! each label cites its rule in the game's own edition (an Article from the
//! arbiter crate), so a 2023 game never shows a 2001 number.

use rochade_arbiter::{
    Article, ClaimBasis, ClaimKind, DefaultVerdict, Edition, Event, GuidelinesRefusal, Obligation,
    Penalty, ReferredClaim, TouchRefusal, boards_differ_article, quickplay_article,
};
use rochade_laws::Color;

use super::i18n::{Lang, Msg, t, tr};
use super::names::side as colour;

/// An event's article in `edition` as written on a label ("Art. 7.5.3",
/// "Guidelines III.4"); empty when the edition has none.
pub fn event_article(event: &Event, edition: Edition) -> String {
    event
        .article(edition)
        .map(|a| a.to_string())
        .unwrap_or_default()
}

/// The legend of the clock adjustment, citing `edition` (2023 Art.
/// 6.10.2, 2001 Art. 6.13).
pub fn adjust_time_legend(lang: Lang, edition: Edition) -> String {
    let adjust = Event::AdjustTime {
        side: Color::White,
        change: rochade_arbiter::TimeChange::Add(0),
    };
    super::cite(t(lang, Msg::ArbiterTime).into(), adjust.article(edition))
}

/// The hint under the intended move of a claim, citing `edition` (2023
/// Art. 9.2.1.1 and 9.3.1, 2001 Art. 9.2 a and 9.3 a).
pub fn intended_move_help(lang: Lang, edition: Edition) -> String {
    let repetition = ClaimKind::Repetition.intended_move_article(edition);
    let fifty = ClaimKind::FiftyMoves.intended_move_article(edition);
    let text = super::cite(t(lang, Msg::IntendedMoveHelp).into(), None);
    format!("{text} ({repetition}, {})", fifty.number)
}

/// A duration as the clock shows it ("1:00:00", "0:05").
pub(crate) fn duration(ms: u64) -> String {
    rochade_clock::format_time(
        ms,
        &rochade_clock::DisplayOptions::new().with_tenths_below(0),
    )
}

/// The legend of the default-time section (2023 Art. 6.7.1, 2001 Art.
/// 6.6; on resumption 2023 Guidelines I.10, 2001 Appendix A10).
pub fn default_legend(lang: Lang, art: Article) -> String {
    tr(lang, Msg::ArbiterDefaultLegend { art: &article(art) })
}

/// The rule on a player absent after the default time, with its article:
/// "White has not arrived (1:00:01 after the start): loses unless the
/// arbiter decides otherwise (Art. 6.6)".
pub fn default_verdict(lang: Lang, verdict: &DefaultVerdict) -> String {
    tr(
        lang,
        Msg::ArbiterDefaultVerdict {
            side: colour(lang, verdict.loser),
            late: &duration(verdict.late_ms),
            art: &article(verdict.article),
        },
    )
}

/// The button for a player who arrives (2023 Art. 6.7, 2001 Art. 6.6).
pub fn arrived_button(lang: Lang, side: Color) -> String {
    tr(
        lang,
        Msg::ArbiterArrived {
            side: colour(lang, side),
        },
    )
}

/// The button that declares an absent player lost by default.
pub fn declare_default_button(lang: Lang, side: Color) -> String {
    tr(
        lang,
        Msg::ArbiterDeclareDefault {
            side: colour(lang, side),
        },
    )
}

fn article(a: Article) -> String {
    a.to_string()
}

/// Why Guidelines III cannot be used (2023 III.2.1, III.2.2, III.4).
pub fn guidelines_refusal_text(lang: Lang, why: GuidelinesRefusal) -> &'static str {
    t(
        lang,
        match why {
            GuidelinesRefusal::NotInEdition => Msg::GlNotInEdition,
            GuidelinesRefusal::Untimed => Msg::GlUntimed,
            GuidelinesRefusal::Blitz => Msg::GlBlitz,
            GuidelinesRefusal::Increment => Msg::GlIncrement,
            GuidelinesRefusal::NotAnnounced => Msg::GlNotAnnounced,
            GuidelinesRefusal::IncrementIntroduced => Msg::GlIncrementIntroduced,
        },
    )
}

/// The new-game form's checkbox label (2023 Guidelines III.2.1).
pub fn guidelines_announced_label(lang: Lang) -> String {
    tr(lang, Msg::GuidelinesAnnounced { art: "III.2.1" })
}

/// Why the checkbox is disabled, with its article (III.2.2).
pub fn guidelines_unavailable(lang: Lang, why: GuidelinesRefusal) -> String {
    tr(
        lang,
        Msg::GuidelinesUnavailable {
            why: guidelines_refusal_text(lang, why),
            art: &why.article().to_string(),
        },
    )
}

/// The panel's note when Guidelines III do not govern the game now.
pub fn guidelines_off(lang: Lang, why: GuidelinesRefusal) -> String {
    let why = format!("{} ({})", guidelines_refusal_text(lang, why), why.article());
    tr(lang, Msg::ArbiterGuidelinesOff { why: &why })
}

/// The legend of the illegal-move section (2023 Art. 7.5.1, 2001 Art. 7.4).
pub fn illegal_legend(lang: Lang, edition: Edition) -> String {
    let art = event_article(
        &Event::IllegalMove {
            by: Color::White,
            reinstate_ply: None,
        },
        edition,
    );
    tr(lang, Msg::ArbiterIllegalMoves { art: &art })
}

/// The legend of the quickplay section (2023 Guidelines III.5, 2001 and
/// 1997 Art. 10.2).
pub fn quickplay_legend(lang: Lang, edition: Edition) -> String {
    let art = article(quickplay_article(edition));
    tr(lang, Msg::ArbiterQuickplay { art: &art })
}

/// The legend of the III.4 section.
pub fn increment_legend(lang: Lang) -> String {
    let art = event_article(&Event::RequestIncrement, Edition::Fide2023);
    tr(lang, Msg::ArbiterIncrement { art: &art })
}

/// The legend of the 2023 Art. 7.5.2–7.5.4 section.
pub fn misconduct_legend(lang: Lang) -> String {
    tr(
        lang,
        Msg::ArbiterMisconduct {
            art: "Art. 7.5.2–7.5.4",
        },
    )
}

/// 2023 Art. 7.5.2's button.
pub fn promotion_not_replaced(lang: Lang) -> String {
    let art = event_article(
        &Event::PromotionNotReplaced { mv: "e8".into() },
        Edition::Fide2023,
    );
    tr(lang, Msg::ArbiterPromotionNotReplaced { art: &art })
}

/// 2023 Art. 7.5.3's button.
pub fn clock_without_move(lang: Lang, by: Color) -> String {
    let art = event_article(&Event::ClockWithoutMove { by }, Edition::Fide2023);
    tr(
        lang,
        Msg::ArbiterClockWithoutMove {
            side: colour(lang, by),
            art: &art,
        },
    )
}

/// 2023 Art. 7.5.4's button.
pub fn two_hands(lang: Lang, by: Color) -> String {
    let art = event_article(&Event::TwoHands { by }, Edition::Fide2023);
    tr(
        lang,
        Msg::ArbiterTwoHands {
            side: colour(lang, by),
            art: &art,
        },
    )
}

/// The legend of the blind players' boards (2023 Appendix D.2.9; 2001
/// blind rules 7–8), kept apart from an illegal move.
pub fn boards_legend(lang: Lang, edition: Edition) -> String {
    let art = article(boards_differ_article(edition, false));
    tr(lang, Msg::ArbiterBoards { art: &art })
}

/// The penalty section's legend: 2023 Art. 12.9, 2001 and 1997 Art. 13.4.
pub fn penalty_legend(lang: Lang, edition: Edition) -> String {
    let art = match edition {
        Edition::Fide2023 => "Art. 12.9",
        _ => "Art. 13.4",
    };
    tr(lang, Msg::ArbiterPenalty { art })
}

/// A penalty's button, citing its own letter or number (2023 12.9.1–12.9.3,
/// 12.9.6; 2001 13.4 a–d).
pub fn penalty_button(lang: Lang, edition: Edition, penalty: &Penalty) -> String {
    let art = article(penalty.article(edition));
    let art = art.as_str();
    tr(
        lang,
        match penalty {
            Penalty::Warning => Msg::ArbiterWarningArt { art },
            Penalty::IncreaseOpponentTime(_) => Msg::ArbiterTimeToOpponent { art },
            Penalty::ReduceTime(_) => Msg::ArbiterTimeFromOffender { art },
            _ => Msg::ArbiterLoseGameArt { art },
        },
    )
}

/// The legend of the players' claim without an arbiter (2023 Guidelines
/// III.6; 2001 and 1997 Appendix D).
pub fn unsupervised_legend(lang: Lang, edition: Edition) -> String {
    let art = match edition {
        Edition::Fide2023 => "Guidelines III.6",
        _ => "Appendix D",
    };
    tr(lang, Msg::UnsupervisedClaimLegend { art })
}

/// A basis of that claim, for the player to move.
pub fn unsupervised_basis(lang: Lang, by: Color, basis: ClaimBasis) -> String {
    let side = colour(lang, by);
    tr(
        lang,
        match basis {
            ClaimBasis::NoEffort => Msg::UnsupervisedNoEffort { side },
            _ => Msg::UnsupervisedCannotWin { side },
        },
    )
}

/// Why the touched-piece rule refuses a piece or a move, with its article
/// in the game's edition (2023 Art. 4.3–4.7; 2001 Art. 4.3–4.6).
pub fn touch_refusal_text(lang: Lang, refusal: &TouchRefusal) -> String {
    let art = refusal.article.to_string();
    let art = art.as_str();
    if refusal.castling_forbidden.is_some() {
        return tr(lang, Msg::TouchNoCastling { art });
    }
    if refusal.promotion_chosen.is_some() {
        return tr(lang, Msg::TouchPromotion { art });
    }
    match refusal.obligation {
        Obligation::MoveTouched { piece } => {
            let square = piece.to_string();
            tr(
                lang,
                Msg::TouchMustMove {
                    square: &square,
                    art,
                },
            )
        }
        Obligation::CaptureTouched { target } => {
            let square = target.to_string();
            tr(
                lang,
                Msg::TouchMustCapture {
                    square: &square,
                    art,
                },
            )
        }
        Obligation::CaptureWith { piece, target } => {
            let (piece, target) = (piece.to_string(), target.to_string());
            tr(
                lang,
                Msg::TouchCaptureWith {
                    piece: &piece,
                    target: &target,
                    art,
                },
            )
        }
        Obligation::Castle { .. } => tr(lang, Msg::TouchCastle { art }),
        Obligation::Released { to, .. } => {
            let square = to.to_string();
            tr(
                lang,
                Msg::TouchReleased {
                    square: &square,
                    art,
                },
            )
        }
        Obligation::KingMove { .. } | Obligation::Free | Obligation::NoneCanMove => {
            tr(lang, Msg::TouchKingMove { art })
        }
    }
}

/// The status of a game concluded by a claim without an arbiter present,
/// awaiting the designated arbiter (2023 Guidelines III.6.2; 2001 and 1997
/// Appendix D2).
pub fn referred_status(lang: Lang, claim: ReferredClaim, edition: Edition) -> String {
    let art = claim.basis.article(edition).to_string();
    tr(
        lang,
        Msg::ReferredClaimStatus {
            side: colour(lang, claim.by),
            art: &art,
        },
    )
}

/// The new-game form's default-time field (2023 Art. 6.7.1: "The
/// regulations of an event shall specify a default time in advance. If
/// the default time is not specified, then it is zero"; 2001 and 1997 Art.
/// 6.6: one hour): its label and what an empty field means.
pub fn default_time_field(lang: Lang, edition: Edition) -> (String, &'static str) {
    let art = rochade_arbiter::default_time_article(edition).to_string();
    let empty = match edition {
        Edition::Fide2023 => Msg::DefaultTimeEmptyZero,
        _ => Msg::DefaultTimeEmptyHour,
    };
    (
        tr(lang, Msg::DefaultTimeLabel { art: &art }),
        t(lang, empty),
    )
}

/// The new-game form's fields for the event's rule on draw agreements
/// (2023 Art. 9.1.1): the label of the move field, its hint, the label of
/// "not at all".
pub fn draw_rule_fields(lang: Lang) -> (String, &'static str, &'static str) {
    let art =
        rochade_arbiter::Article::new(Edition::Fide2023, rochade_arbiter::Part::Article, "9.1.1")
            .to_string();
    (
        tr(lang, Msg::DrawRuleFromLabel { art: &art }),
        t(lang, Msg::DrawRuleFromHint),
        t(lang, Msg::DrawRuleNeverLabel),
    )
}

/// The legend of the arbiter's consent to a draw agreement (2023 Art.
/// 9.1.1).
pub fn consent_legend(lang: Lang) -> String {
    let art = rochade_arbiter::Event::DrawWithConsent
        .article(Edition::Fide2023)
        .map(|a| a.to_string())
        .unwrap_or_default();
    tr(lang, Msg::ConsentLegend { art: &art })
}

/// The legend of the section for a game begun with colours reversed (2023
/// Art. 7.3, 2001 and 1997 Art. 7.2).
pub fn colours_reversed_legend(lang: Lang, edition: Edition) -> String {
    let art = rochade_arbiter::colours_reversed_article(edition).to_string();
    tr(lang, Msg::ColoursReversedLegend { art: &art })
}

/// The legend of the designated arbiter's decision on a claim made
/// without an arbiter present (2023 Guidelines III.6.2; 2001 and 1997
/// Appendix D2).
pub fn referred_ruling_legend(lang: Lang, edition: Edition) -> String {
    let art = rochade_arbiter::Event::RuleReferredClaim {
        result: rochade_arbiter::GameResult::Draw,
    }
    .article(edition)
    .map(|a| a.to_string())
    .unwrap_or_default();
    tr(lang, Msg::ReferredRulingLegend { art: &art })
}

/// A button of that decision: "Declare 1-0 White wins".
pub fn referred_ruling(lang: Lang, result: rochade_arbiter::GameResult) -> String {
    let words = match result {
        rochade_arbiter::GameResult::WhiteWins => t(lang, Msg::WhiteWins),
        rochade_arbiter::GameResult::BlackWins => t(lang, Msg::BlackWins),
        rochade_arbiter::GameResult::Draw => t(lang, Msg::Draw),
    };
    let result = format!("{} {words}", result.scoresheet());
    tr(lang, Msg::ReferredRuling { result: &result })
}

/// The arbiter's button for the agreed resumption time of an adjourned
/// game (2023 Guidelines I.9–I.10; 2001 and 1997 Appendix A9–A10).
pub fn resumption_due_button(lang: Lang, edition: Edition) -> String {
    let art = rochade_arbiter::Event::ResumptionDue
        .article(edition)
        .map(|a| a.to_string())
        .unwrap_or_default();
    tr(lang, Msg::ArbiterResumptionDue { art: &art })
}

/// `14:02`, or `?` where the time of day is unknown.
fn at_text(at: Option<rochade_arbiter::MinuteOfDay>) -> String {
    at.map_or_else(
        || "?".to_string(),
        |m| format!("{:02}:{:02}", m / 60 % 24, m % 60),
    )
}

fn action_words(lang: Lang, a: rochade_arbiter::ArbiterAction) -> &'static str {
    t(
        lang,
        match a {
            rochade_arbiter::ArbiterAction::Time => Msg::ActTime,
            rochade_arbiter::ArbiterAction::IllegalMove => Msg::ActIllegal,
            rochade_arbiter::ArbiterAction::Penalty => Msg::ActPenalty,
            rochade_arbiter::ArbiterAction::Ruling => Msg::ActRuling,
            rochade_arbiter::ArbiterAction::Adjournment => Msg::ActAdjournment,
            rochade_arbiter::ArbiterAction::SignOff => Msg::ActSignOff,
        },
    )
}

/// One entry of the arbiter's log of a locked game, in words.
pub fn log_entry(lang: Lang, note: &rochade_arbiter::Note) -> String {
    let mv = match note.ply {
        0 => t(lang, Msg::LogBeforeFirstMove).to_string(),
        ply => {
            // The move after which it happened: White's 12th is "12.",
            // Black's "12...".
            let number = ply.div_ceil(2);
            let dots = if ply % 2 == 1 { "." } else { "..." };
            tr(
                lang,
                Msg::LogAfterMove {
                    number: &format!("{number}{dots}"),
                },
            )
        }
    };
    let mv = mv.as_str();
    let time = duration;
    match &note.kind {
        rochade_arbiter::NoteKind::LeftApp {
            at,
            white_ms: Some(w),
            black_ms: Some(b),
        } => tr(
            lang,
            Msg::LogLeftAppClocks {
                at: &at_text(*at),
                mv,
                white: &time(*w),
                black: &time(*b),
            },
        ),
        rochade_arbiter::NoteKind::LeftApp { at, .. } => tr(
            lang,
            Msg::LogLeftApp {
                at: &at_text(*at),
                mv,
            },
        ),
        rochade_arbiter::NoteKind::PinRefused { at } => tr(
            lang,
            Msg::LogPinRefused {
                at: &at_text(*at),
                mv,
            },
        ),
        rochade_arbiter::NoteKind::ArbiterUnlocked { at } => tr(
            lang,
            Msg::LogUnlocked {
                at: &at_text(*at),
                mv,
            },
        ),
        rochade_arbiter::NoteKind::ReturnedToApp { at, away_ms, held } => {
            let (at, away) = (at_text(*at), time(*away_ms));
            let (at, away) = (at.as_str(), away.as_str());
            tr(
                lang,
                if *held {
                    Msg::LogReturnedHeld { at, mv, away }
                } else {
                    Msg::LogReturned { at, mv, away }
                },
            )
        }
        rochade_arbiter::NoteKind::ArbiterActed { action } => tr(
            lang,
            Msg::LogActed {
                mv,
                what: action_words(lang, *action),
            },
        ),
        other => other.to_string(),
    }
}

/// A penalty or a warning as the scoresheet shows it at its move (as the
/// PGN's comment does): "White: warning (Art. 12.9.1)", citing `edition`'s
/// numbering (2023 Art. 12.9, 2001 Art. 13.4). `None` for the record's
/// other notes.
pub fn sheet_note(
    lang: Lang,
    note: &rochade_arbiter::NoteKind,
    edition: Edition,
) -> Option<String> {
    match note {
        rochade_arbiter::NoteKind::Penalty { against, penalty } => Some(tr(
            lang,
            Msg::SheetPenalty {
                side: colour(lang, *against),
                penalty: &super::clock::penalty_text_in(lang, penalty, edition),
            },
        )),
        // 2023 Art. 8.7: the result stands "unless the arbiter decides
        // otherwise"; the one corrected stays beside the correction.
        rochade_arbiter::NoteKind::ResultCorrected { from, to } => Some(tr(
            lang,
            Msg::SheetResultCorrected {
                from: &super::outcome::outcome_text(from, lang),
                to: &match to {
                    Some(r) => r.scoresheet().to_string(),
                    None => t(lang, Msg::GameGoesOn).to_string(),
                },
            },
        )),
        rochade_arbiter::NoteKind::ReportedDrawRestricted => {
            Some(t(lang, Msg::SheetReportedDrawRestricted).to_string())
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rochade_arbiter::{
        Game, GameSetup, Mode, Outcome, Reason, Touch, guidelines_iii_applicable,
    };
    use rochade_laws::{Square, parse_move};

    use crate::words::outcome::outcome_text_in;

    #[test]
    fn a_touched_piece_refusal_reads_in_every_language_with_2023_art_4_3_1() {
        let game = Game::new(GameSetup::new("A", "B").with_mode(Mode::Strict)).unwrap();
        let ruling = game.touch_ruling(&[Touch::Piece(Square::G1), Touch::Piece(Square::E2)]);
        let e4 = parse_move(game.position(), "e4").unwrap();
        let refusal = ruling.check(&e4).unwrap_err();
        assert_eq!(
            touch_refusal_text(Lang::En, &refusal),
            "Touched piece: the piece on g1 was touched first and must be moved (Art. 4.3.1)"
        );
        assert!(touch_refusal_text(Lang::De, &refusal).contains("g1"));
        assert!(touch_refusal_text(Lang::Pt, &refusal).contains("(Art. 4.3.1)"));
    }

    #[test]
    fn guidelines_iii_2_2_reason_and_2023_numbers_on_the_panel() {
        let s = GameSetup::new("A", "B").with_time_control("1800+10".parse().unwrap());
        let why = guidelines_iii_applicable(&s).unwrap_err();
        assert_eq!(
            guidelines_unavailable(Lang::En, why),
            "Not available: only without increment or delay (Guidelines III.2.2)"
        );
        assert_eq!(
            quickplay_legend(Lang::En, Edition::Fide2023),
            "Quickplay finish (Guidelines III.5)"
        );
        assert_eq!(
            quickplay_legend(Lang::En, Edition::Fide2001),
            "Quickplay finish (Art. 10.2)"
        );
        assert_eq!(
            illegal_legend(Lang::En, Edition::Fide2023),
            "Illegal move on the board (Art. 7.5.1)"
        );
        assert_eq!(
            penalty_legend(Lang::En, Edition::Fide2001),
            "Penalty (Art. 13.4)"
        );
        assert_eq!(
            penalty_button(Lang::En, Edition::Fide2023, &Penalty::ReduceTime(0)),
            "Time off the offender (Art. 12.9.3)"
        );
        assert_eq!(
            clock_without_move(Lang::En, Color::White),
            "White pressed the clock without a move (Art. 7.5.3)"
        );
    }

    #[test]
    fn a_penalty_said_cites_its_own_edition() {
        use crate::words::clock::penalty_text_in;
        let p = Penalty::IncreaseOpponentTime(120_000);
        assert!(penalty_text_in(Lang::En, &p, Edition::Fide2023).ends_with("(Art. 12.9.2)"));
        assert!(penalty_text_in(Lang::En, &p, Edition::Fide2001).ends_with("(Art. 13.4 b)"));
    }

    #[test]
    fn a_result_cites_its_own_edition() {
        let o = Outcome::win(Color::White, Reason::Checkmate);
        assert_eq!(
            outcome_text_in(&o, Lang::En, Edition::Fide2023),
            "1-0 White wins: checkmate (Art. 5.1.1)"
        );
        assert_eq!(
            outcome_text_in(&o, Lang::En, Edition::Fide2001),
            "1-0 White wins: checkmate (Art. 5.1 a)"
        );
        // 1997 numbers the dead position 9.6 and agreement 5.3; 2001's loss
        // by default is 6.6, which the table's words do not carry.
        let dead = Outcome::draw(Reason::DeadPosition);
        assert!(outcome_text_in(&dead, Lang::De, Edition::Fide1997).ends_with("(Art. 9.6)"));
        assert!(outcome_text_in(&dead, Lang::Pt, Edition::Fide2001).ends_with("(Art. 5.2 b)"));
        let default = Outcome::win(Color::Black, Reason::LostByDefault);
        assert!(outcome_text_in(&default, Lang::En, Edition::Fide2001).ends_with("(Art. 6.6)"));
    }

    /// The clock adjustment's legend (2023 Art. 6.10.2, 2001 Art. 6.13)
    /// and the intended-move hint of a claim (2023 Art. 9.2.1.1 and 9.3.1,
    /// 2001 Art. 9.2 a and 9.3 a) cite the game's own numbers.
    #[test]
    fn the_clock_adjustment_and_the_intended_move_cite_the_edition() {
        assert_eq!(
            adjust_time_legend(Lang::En, Edition::Fide2023),
            "Adjust a clock (Art. 6.10.2)"
        );
        assert_eq!(
            adjust_time_legend(Lang::En, Edition::Fide2001),
            "Adjust a clock (Art. 6.13)"
        );
        assert_eq!(
            intended_move_help(Lang::En, Edition::Fide2023),
            "For a position about to appear: write the move first (Art. 9.2.1.1, 9.3.1)"
        );
        assert!(intended_move_help(Lang::En, Edition::Fide2001).ends_with("(Art. 9.2 a, 9.3 a)"));
        for lang in [Lang::De, Lang::Pt] {
            let legend = adjust_time_legend(lang, Edition::Fide2023);
            assert!(
                legend.contains("6.10.2") && !legend.contains("6.13"),
                "{legend}"
            );
            let help = intended_move_help(lang, Edition::Fide2023);
            assert!(help.contains("9.2.1.1") && !help.contains("9.2a"), "{help}");
        }
    }

    /// A player absent after the default time loses unless the arbiter
    /// decides otherwise: 2023 Art. 6.7.1 (default time zero unless the
    /// event says otherwise), 2001 Art. 6.6 a (one hour). The verdict, the
    /// buttons and the refusal of a default declared too early, in words.
    #[test]
    fn a_player_not_arrived_by_the_default_time_in_words() {
        use rochade_arbiter::{Event, Happened};
        use rochade_clock::TimeControl;
        let timed = |edition: Edition| {
            let tc: TimeControl = "5400+30".parse().unwrap();
            let setup = GameSetup::new("A", "B")
                .with_mode(Mode::Strict)
                .with_edition(edition)
                .with_time_control(tc);
            let mut game = Game::new(setup).unwrap();
            game.apply(Event::Start, 0).unwrap();
            game
        };
        let game = timed(Edition::Fide2023);
        let verdicts = game.default_verdicts(1_000);
        assert_eq!(verdicts.len(), 2);
        assert_eq!(
            default_verdict(Lang::En, &verdicts[0]),
            "White has not arrived (0:01 after the start): loses unless the arbiter decides otherwise (Art. 6.7.1)"
        );
        assert_eq!(
            default_legend(Lang::En, verdicts[0].article),
            "Not arrived by the default time (Art. 6.7.1)"
        );
        assert_eq!(
            declare_default_button(Lang::En, Color::Black),
            "Declare Black lost by default (unless the arbiter decides otherwise)"
        );
        assert_eq!(arrived_button(Lang::En, Color::White), "White has arrived");
        for lang in [Lang::De, Lang::Pt] {
            assert!(default_verdict(lang, &verdicts[1]).contains("(Art. 6.7.1)"));
        }
        // 2001 Art. 6.6: one hour; before it a default is refused in words.
        let mut game = timed(Edition::Fide2001);
        assert!(game.default_verdicts(3_600_000).is_empty());
        let err = game
            .apply(
                Event::Default {
                    absent: Color::Black,
                },
                60_000,
            )
            .unwrap_err();
        assert_eq!(
            crate::words::errors::game_error_text_in(Lang::En, &err, Edition::Fide2001),
            "The default time has not passed: 59:01 to go (Art. 6.6)"
        );
        let happened = game
            .apply(
                Event::Default {
                    absent: Color::Black,
                },
                3_600_001,
            )
            .unwrap();
        assert!(happened.iter().any(|h| matches!(h, Happened::GameOver(_))));
        assert!(
            outcome_text_in(&game.outcome().unwrap(), Lang::En, Edition::Fide2001)
                .starts_with("1-0")
        );
    }
}

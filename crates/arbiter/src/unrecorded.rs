//! Pressing the clock without recording the move, where a player need not
//! record (2023 Art. 8.4, Appendix A.2; 2001 Art. 8.4), and filling the
//! missing moves in later (2023 Art. 8.5; 2001 Art. 8.5).
//!
//! While moves are missing the game knows the last recorded position only:
//! it cannot see mate, stalemate, repetition, a dead position or the
//! moves a 9.2/9.3 claim needs. So moves cannot be recorded past the gap,
//! nor claims made, until the missing moves are filled in, oldest first.

use rochade_laws::Color;

use crate::Event;

/// 2023 Art. 8.4: "less than five minutes left on his clock".
pub const FIVE_MINUTES_MS: u64 = 5 * 60_000;
/// 2023 Art. 8.4: "additional time of 30 seconds or more added with each
/// move" keeps the obligation to record.
pub const THIRTY_SECONDS_MS: u64 = 30_000;

/// The completeness of the record: half-moves pressed without being
/// recorded (2023 Art. 8.4, A.2), oldest first, until filled in (Art.
/// 8.5); the arbiter's acceptance of the record without them (Art. 8.6);
/// and who has approved the result (Art. 8.7), White then Black.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Recording {
    pub unrecorded: Vec<Unrecorded>,
    pub signed_off: bool,
    pub approved: [bool; 2],
}

/// A half-move made on the board and completed by a press of the clock,
/// not recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Unrecorded {
    /// Who pressed.
    #[serde(with = "crate::ser::color")]
    pub by: Color,
    /// The presser's remaining time after the press.
    #[serde(default)]
    pub clock_ms: Option<u64>,
    /// Time spent on the half-move.
    #[serde(default)]
    pub move_ms: Option<u64>,
}

/// Whether `event` needs the record complete.
pub(crate) fn needs_record(event: &Event) -> bool {
    matches!(
        event,
        Event::Move { .. }
            | Event::Claim { .. }
            | Event::IllegalMove { .. }
            | Event::PromotionNotReplaced { .. }
            | Event::TwoHands { .. }
            | Event::ClockWithoutMove { .. }
            | Event::TakeBack
            | Event::ProposeTakeBack { .. }
            | Event::Seal { .. }
            | Event::UnsupervisedClaim { .. }
            | Event::BoardsCorrected { .. }
    )
}

#[cfg(test)]
mod tests {
    use rochade_laws::Color::{Black, White};

    use crate::{Event, GameError, GameSetup, Happened, Mode, TimedGame};

    fn game(tc: &str) -> TimedGame {
        TimedGame::new(
            GameSetup::new("A", "B")
                .with_mode(Mode::Strict)
                .with_time_control(tc.parse().unwrap_or_else(|e| panic!("{e:?}"))),
        )
        .unwrap_or_else(|e| panic!("{e}"))
    }

    fn mv(g: &mut TimedGame, m: &str, now: u64) {
        g.apply(
            Event::Move {
                mv: m.into(),
                offer_draw: false,
            },
            now,
        )
        .unwrap_or_else(|e| panic!("{m}: {e}"));
    }

    fn set(g: &mut TimedGame, side: rochade_laws::Color, ms: u64, now: u64) {
        g.apply(
            Event::AdjustTime {
                side,
                change: crate::TimeChange::Set(ms),
            },
            now,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    }

    #[test]
    fn under_five_minutes_without_thirty_seconds_a_press_needs_no_move() {
        // 2023 Art. 8.4, in a standard game (Art. 8.1.1 applies): with
        // five minutes left the move is recorded; under five minutes, with
        // 2 s added per move, it need not be.
        let mut g = game("5400+2");
        mv(&mut g, "e4", 1_000);
        set(&mut g, Black, 300_000, 1_000);
        assert_eq!(
            g.apply(Event::PressWithoutMove { by: Black }, 1_000),
            Err(GameError::MustRecord)
        );
        let out = g
            .apply(Event::PressWithoutMove { by: Black }, 2_000)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            out,
            [Happened::PressedWithoutMove {
                by: Black,
                missing: 1
            }]
        );
        assert_eq!(g.board_turn(), White);
        assert_eq!(g.record().len(), 1);
        let c = g.clock().unwrap_or_else(|| panic!("clock"));
        assert_eq!(c.moves_completed(rochade_clock::Side::Black), 1);
        // White still has 90 minutes: he records.
        assert_eq!(
            g.apply(Event::PressWithoutMove { by: White }, 3_000),
            Err(GameError::MustRecord)
        );

        // "additional time of 30 seconds or more added with each move":
        // obliged even with four minutes left.
        let mut g = game("5400+30");
        g.apply(Event::Start, 0).unwrap_or_else(|e| panic!("{e}"));
        set(&mut g, White, 240_000, 0);
        assert_eq!(
            g.apply(Event::PressWithoutMove { by: White }, 1),
            Err(GameError::MustRecord)
        );
        assert!(g.unrecorded().is_empty());
        // Untimed: nothing to press.
        let mut g = TimedGame::new(GameSetup::default()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            g.apply(Event::PressWithoutMove { by: White }, 1),
            Err(GameError::Untimed)
        );
    }

    #[test]
    fn in_rapid_no_player_need_record_and_the_wrong_side_cannot_press() {
        // 2023 Appendix A.2: "Players do not need to record the moves".
        let mut g = game("900+10");
        assert!(g.need_not_record(White, 0));
        // Not so in 2001 (only Art. 8.4).
        let g2001 = TimedGame::new(
            GameSetup::default()
                .with_edition(crate::Edition::Fide2001)
                .with_time_control("900+10".parse().unwrap_or_else(|e| panic!("{e:?}"))),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert!(!g2001.need_not_record(White, 0));
        assert_eq!(
            g.apply(Event::PressWithoutMove { by: Black }, 0),
            Err(GameError::NotYourTurn { to_move: White })
        );
        g.apply(Event::PressWithoutMove { by: White }, 0)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(g.is_started());
        assert_eq!(
            g.apply(Event::PressWithoutMove { by: White }, 10),
            Err(GameError::NotYourTurn { to_move: Black })
        );
    }

    #[test]
    fn while_moves_are_missing_no_move_nor_claim_and_they_fill_in_later() {
        // Art. 8.5: the scoresheet is brought up to date afterwards.
        let mut g = game("600+5");
        mv(&mut g, "e4", 1_000);
        g.apply(Event::PressWithoutMove { by: Black }, 3_000)
            .unwrap_or_else(|e| panic!("{e}"));
        g.apply(Event::PressWithoutMove { by: White }, 5_000)
            .unwrap_or_else(|e| panic!("{e}"));
        let before = g.clone();
        let missing = Err(GameError::MovesMissing(2));
        assert_eq!(
            g.apply(
                Event::Move {
                    mv: "Nf6".into(),
                    offer_draw: false
                },
                6_000
            )
            .map(|_| ()),
            missing
        );
        assert_eq!(
            g.apply(
                Event::Claim {
                    kind: crate::ClaimKind::Repetition,
                    intended: None
                },
                6_000
            )
            .map(|_| ()),
            missing
        );
        assert_eq!(g, before);
        // A move that does not fit the position is refused, nothing filled.
        assert!(g.apply(Event::FillIn { mv: "Nf3".into() }, 7_000).is_err());
        g.apply(Event::FillIn { mv: "e5".into() }, 7_000)
            .unwrap_or_else(|e| panic!("{e}"));
        g.apply(Event::FillIn { mv: "Nf3".into() }, 8_000)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(g.unrecorded().is_empty());
        assert_eq!(g.record().len(), 3);
        // The clock readings are those of the presses: Black had 600 s,
        // spent 2 s, gained 5 s.
        assert_eq!(g.record()[1].clock_ms, Some(603_000));
        assert_eq!(g.record()[1].move_ms, Some(2_000));
        assert_eq!(
            g.apply(Event::FillIn { mv: "Nc6".into() }, 9_000),
            Err(GameError::NothingMissing)
        );
        mv(&mut g, "Nc6", 9_000);
        assert_eq!(g.record().len(), 4);
    }

    #[test]
    fn a_filled_in_mate_ends_the_game() {
        let mut g = game("600");
        mv(&mut g, "f3", 1_000);
        mv(&mut g, "e5", 2_000);
        mv(&mut g, "g4", 3_000);
        g.apply(Event::PressWithoutMove { by: Black }, 4_000)
            .unwrap_or_else(|e| panic!("{e}"));
        g.apply(Event::PressWithoutMove { by: White }, 5_000)
            .unwrap_or_else(|e| panic!("{e}"));
        g.apply(Event::FillIn { mv: "Qh4".into() }, 9_000)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            g.outcome().map(|o| o.reason),
            Some(crate::Reason::Checkmate)
        );
        assert!(g.unrecorded().is_empty());
    }

    #[test]
    fn missing_moves_survive_a_save() {
        let mut g = game("240");
        mv(&mut g, "d4", 1_000);
        g.apply(Event::PressWithoutMove { by: Black }, 2_000)
            .unwrap_or_else(|e| panic!("{e}"));
        let json = serde_json::to_string(&g).unwrap_or_else(|e| panic!("{e}"));
        let back: TimedGame = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, g);
        assert_eq!(back.board_turn(), White);
        // The PGN says what is missing, with the press's clock reading.
        let pgn = g.to_pgn();
        assert!(
            pgn.contains("1 half-moves not recorded (Art. 8.4) [%clk 0:03:59]"),
            "{pgn}"
        );
        // Read back, the press's clock reading stays in the comment: the
        // last recorded move keeps its own.
        let back = TimedGame::from_pgn(&pgn).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back.record()[0].clock_ms, g.record()[0].clock_ms);
        assert_eq!(back.to_pgn(), pgn);
    }

    fn resign(g: &mut TimedGame, by: rochade_laws::Color, now: u64) {
        g.apply(Event::Resign { by }, now)
            .unwrap_or_else(|e| panic!("{e}"));
    }

    #[test]
    fn both_players_approve_the_result_after_the_end_once_each() {
        // 2023 Art. 8.7: "At the conclusion of the game both players shall
        // ... approve the result on their electronic scoresheets."
        let mut g = game("600+5");
        mv(&mut g, "e4", 1_000);
        assert_eq!(
            g.apply(Event::ApproveResult { by: White }, 2_000),
            Err(GameError::NotOver)
        );
        resign(&mut g, Black, 3_000);
        let out = g
            .apply(Event::ApproveResult { by: White }, 4_000)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(out, [Happened::ResultApproved { by: White }]);
        assert!(g.approved(White) && !g.approved(Black));
        assert_eq!(
            g.apply(Event::ApproveResult { by: White }, 5_000),
            Err(GameError::AlreadyApproved)
        );
        // Still over: nothing else is accepted after the end.
        assert!(matches!(
            g.apply(Event::OfferDraw { by: White }, 5_000),
            Err(GameError::GameOver(_))
        ));
        g.apply(Event::ApproveResult { by: Black }, 6_000)
            .unwrap_or_else(|e| panic!("{e}"));
        // A save keeps the approvals.
        let json = serde_json::to_string(&g).unwrap_or_else(|e| panic!("{e}"));
        let back: TimedGame = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, g);
        assert!(back.approved(White) && back.approved(Black));
        // An older save, without the field, has no approval.
        let old = json.replace(",\"approved\":[true,true]", "");
        assert_ne!(old, json);
        let old: TimedGame = serde_json::from_str(&old).unwrap_or_else(|e| panic!("{e}"));
        assert!(!old.approved(White) && !old.approved(Black));
        // The PGN says who approved, and reads back.
        let pgn = g.to_pgn();
        assert!(pgn.contains("[Approved \"White, Black\"]"), "{pgn}");
        let read = TimedGame::from_pgn(&pgn).unwrap_or_else(|e| panic!("{e}"));
        assert!(read.approved(White) && read.approved(Black));
        assert_eq!(read.to_pgn(), pgn);
    }

    #[test]
    fn after_a_flag_fall_the_missing_moves_are_filled_in_before_the_approval() {
        // 2023 Art. 8.5.1: "immediately after a flag has fallen ... both
        // players shall update their scoresheets". Standard play: Black
        // need not record under five minutes (Art. 8.4).
        let mut g = game("5400+2");
        mv(&mut g, "e4", 1_000);
        set(&mut g, Black, 250_000, 1_000);
        g.apply(Event::PressWithoutMove { by: Black }, 2_000)
            .unwrap_or_else(|e| panic!("{e}"));
        set(&mut g, White, 1_000, 2_000);
        g.apply(Event::FlagCheck, 10_000)
            .unwrap_or_else(|e| panic!("{e}"));
        let outcome = g.outcome();
        assert_eq!(outcome.map(|o| o.reason), Some(crate::Reason::FlagFall));
        assert!(!g.may_approve_with_gaps());
        // 8.5: the record is brought up to date before the approval.
        assert_eq!(
            g.apply(Event::ApproveResult { by: White }, 11_000),
            Err(GameError::MovesMissing(1))
        );
        g.apply(Event::FillIn { mv: "e5".into() }, 12_000)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(g.outcome(), outcome);
        assert_eq!(g.record().len(), 2);
        g.apply(Event::ApproveResult { by: White }, 13_000)
            .unwrap_or_else(|e| panic!("{e}"));
    }

    #[test]
    fn in_rapid_and_blitz_the_result_is_approved_with_the_gaps_marked() {
        // 2023 Appendix A.2: "Players do not need to record the moves";
        // B.3 applies A.2 to blitz. Art. 8.7: both approve the sheet as it
        // stands, and the gaps stay in the record and the PGN.
        for tc in ["900+10", "300+3"] {
            let mut g = game(tc);
            mv(&mut g, "e4", 1_000);
            g.apply(Event::PressWithoutMove { by: Black }, 2_000)
                .unwrap_or_else(|e| panic!("{e}"));
            resign(&mut g, White, 3_000);
            assert!(g.may_approve_with_gaps(), "{tc}");
            for by in [White, Black] {
                g.apply(Event::ApproveResult { by }, 4_000)
                    .unwrap_or_else(|e| panic!("{tc}: {e}"));
            }
            assert!(g.approved(White) && g.approved(Black));
            assert_eq!(g.unrecorded().len(), 1);
            assert!(!g.signed_off());
            let pgn = g.to_pgn();
            assert!(
                pgn.contains("1 half-moves not recorded (Art. 8.4)"),
                "{pgn}"
            );
            assert!(pgn.contains("[Approved \"White, Black\"]"), "{pgn}");
            // 2023 Art. 5.2.3: a move made on the board and not recorded
            // is a move all the same: the players may agree a draw.
            let mut d = game(tc);
            mv(&mut d, "e4", 1_000);
            d.apply(Event::PressWithoutMove { by: Black }, 2_000)
                .unwrap_or_else(|e| panic!("{e}"));
            d.apply(Event::OfferDraw { by: Black }, 2_500)
                .unwrap_or_else(|e| panic!("{e}"));
            d.apply(Event::AcceptDraw { by: White }, 3_000)
                .unwrap_or_else(|e| panic!("{tc}: {e}"));
            // The gap may still be filled in after the approval.
            g.apply(Event::FillIn { mv: "e5".into() }, 5_000)
                .unwrap_or_else(|e| panic!("{tc}: {e}"));
            assert!(g.unrecorded().is_empty());
        }
    }

    #[test]
    fn in_standard_play_under_art_8_4_the_gaps_stand_unless_a_flag_fell() {
        // Art. 8.4: under five minutes a player "is not obliged to meet
        // the requirements of Article 8.1.1"; with no flag fallen the
        // result is approved as the sheet stands (8.7).
        let mut g = game("5400+2");
        mv(&mut g, "e4", 1_000);
        set(&mut g, Black, 250_000, 1_000);
        g.apply(Event::PressWithoutMove { by: Black }, 2_000)
            .unwrap_or_else(|e| panic!("{e}"));
        resign(&mut g, White, 3_000);
        assert!(g.may_approve_with_gaps());
        g.apply(Event::ApproveResult { by: Black }, 4_000)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(g.unrecorded().len(), 1);
        // The 2001 Laws have no Appendix A.2: a 2001 rapid game with a
        // flag fallen needs the moves (Art. 8.5) even so.
        let mut g = TimedGame::new(
            GameSetup::new("A", "B")
                .with_mode(crate::Mode::Strict)
                .with_edition(crate::Edition::Fide2001)
                .with_time_control("900".parse().unwrap_or_else(|e| panic!("{e:?}"))),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        mv(&mut g, "e4", 1_000);
        set(&mut g, Black, 250_000, 1_000);
        g.apply(Event::PressWithoutMove { by: Black }, 2_000)
            .unwrap_or_else(|e| panic!("{e}"));
        set(&mut g, White, 1_000, 2_000);
        // Strict rapid: the flag counts once claimed (2001 Appendix B6).
        g.apply(Event::ClaimFlag { by: Black }, 10_000)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(g.is_over());
        assert!(!g.may_approve_with_gaps());
        assert_eq!(
            g.apply(Event::ApproveResult { by: Black }, 11_000),
            Err(GameError::MovesMissing(1))
        );
    }

    #[test]
    fn the_arbiter_signs_off_an_incomplete_record_after_the_end() {
        // 2023 Art. 8.6: "If the scoresheets cannot be brought up to date";
        // 8.5.3: reconstructed under the arbiter's control, or not at all.
        let mut g = game("300+3");
        mv(&mut g, "e4", 1_000);
        g.apply(Event::PressWithoutMove { by: Black }, 2_000)
            .unwrap_or_else(|e| panic!("{e}"));
        g.apply(Event::PressWithoutMove { by: White }, 3_000)
            .unwrap_or_else(|e| panic!("{e}"));
        // During play the moves are filled in: no sign-off.
        assert_eq!(
            g.apply(Event::SignOffIncomplete, 4_000),
            Err(GameError::NotOver)
        );
        resign(&mut g, Black, 5_000);
        let out = g
            .apply(Event::SignOffIncomplete, 6_000)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(out, [Happened::SignedOffIncomplete { missing: 2 }]);
        assert!(g.signed_off());
        assert_eq!(
            g.apply(Event::SignOffIncomplete, 6_000),
            Err(GameError::SignedOff)
        );
        assert_eq!(
            g.apply(Event::FillIn { mv: "e5".into() }, 6_000),
            Err(GameError::SignedOff)
        );
        // MovesMissing no longer holds the approval back.
        g.apply(Event::ApproveResult { by: White }, 7_000)
            .unwrap_or_else(|e| panic!("{e}"));
        let json = serde_json::to_string(&g).unwrap_or_else(|e| panic!("{e}"));
        let back: TimedGame = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, g);
        let pgn = g.to_pgn().replace('\n', " ");
        assert!(
            pgn.contains(
                "2 half-moves not recorded, signed off by the arbiter (Art. 8.6) [%clk 0:05:02]"
            ),
            "{pgn}"
        );
        // With nothing missing there is nothing to sign off.
        let mut g = game("300+3");
        resign(&mut g, Black, 1_000);
        assert_eq!(
            g.apply(Event::SignOffIncomplete, 2_000),
            Err(GameError::NothingMissing)
        );
    }
}

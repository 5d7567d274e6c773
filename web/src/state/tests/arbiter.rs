//! Events through the arbiter, the lock and results.

use std::rc::Rc;

use rochade_arbiter::{ClaimKind, Event, Game, GameSetup, Mode};
use rochade_laws::{Color, Square};
use yew::Reducible;

use super::*;
use crate::lang::Lang;
use crate::notice::Notice;
use crate::settings::Settings;
use crate::state::{Action, AppState, LoadOrigin};
use crate::words::i18n::{Msg, t};

#[test]
fn take_back_requests_and_answers_are_announced() {
    let s = state_after(Mode::Casual, &["e4", "e5", "Nf3"]);
    let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
    assert_eq!(said(&s), "White asks to take back their last move");
    let s = s.reduce(Action::Game(Event::DeclineTakeBack { by: Color::Black }, 2));
    assert_eq!(said(&s), "Take-back declined");
    let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 3));
    let s = s.reduce(Action::Game(Event::AcceptTakeBack { by: Color::Black }, 4));
    assert_eq!(said(&s), "Take-back accepted. Move taken back");
    assert_eq!(s.game.record().len(), 2);
}

#[test]
fn a_take_back_of_two_half_moves_is_said_once() {
    let s = state_after(Mode::Casual, &["e4", "e5", "Nf3", "Nc6"]);
    let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
    assert_eq!(
        said(&s),
        "White asks to take back their last move and the reply to it"
    );
    let s = s.reduce(Action::Game(Event::AcceptTakeBack { by: Color::Black }, 2));
    assert_eq!(said(&s), "Take-back accepted. Two half-moves taken back");
    assert_eq!(s.game.record().len(), 2);
}

#[test]
fn a_move_lets_a_take_back_request_lapse_and_strict_games_refuse_it() {
    let s = state_after(Mode::Casual, &["e4"]);
    let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
    let s = s.reduce(Action::Typed("e5".into(), 2));
    assert!(
        said(&s).ends_with("The take-back request has lapsed"),
        "{}",
        said(&s)
    );
    let s = state_after(Mode::Strict, &["e4"]);
    let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
    assert_eq!(s.notice.as_ref().map(Notice::is_error), Some(true));
    assert_eq!(said(&s), t(Lang::En, Msg::ErrCasualOnly));
    assert!(s.game.pending_take_back().is_none());
}

#[test]
fn a_refused_intended_move_is_explained_like_a_typed_one() {
    let s = state_after(Mode::Casual, &[]);
    let claim = |text: &str| Event::Claim {
        kind: ClaimKind::Repetition,
        intended: Some(text.into()),
    };
    let s = s.reduce(Action::Game(claim("Nd2"), 1));
    assert_eq!(
        said(&s),
        "Illegal move: b1, white knight: \
         that square holds one of your own pieces"
    );
    let s = s.reduce(Action::Game(claim("Nz9"), 2));
    assert_eq!(
        said(&s),
        "Illegal move: the move cannot be read from character 2 on"
    );
}

#[test]
fn over_the_board_a_rapid_result_is_approved_with_its_gap() {
    // 2023 Appendix A.2: no player need record in rapid; Art. 8.7:
    // both approve the sheet as it stands, the gap still marked.
    let s = over_the_board(Mode::Strict, "900+10", &["e4"]);
    let s = s.reduce(Action::Typed("-".into(), 2_000));
    let s = s.reduce(Action::Typed("0-1".into(), 3_000));
    assert_eq!(
        s.game.outcome().map(|o| o.result),
        Some(rochade_arbiter::GameResult::BlackWins),
        "{}",
        said(&s)
    );
    for by in [Color::White, Color::Black] {
        let s2 = s
            .clone()
            .reduce(Action::Game(Event::ApproveResult { by }, 4_000));
        assert!(s2.game.approved(by), "{}", said(&s2));
    }
    assert_eq!(s.game.unrecorded().len(), 1);
}

#[test]
fn over_the_board_a_typed_result_ends_the_game_as_reported() {
    // 2023 Art. 8.7: the players indicate the result.
    let s = over_the_board(Mode::Strict, "5400", &["e4", "e5"]);
    let won = s.clone().reduce(Action::Typed("1-0".into(), 2_000));
    assert_eq!(
        won.game.outcome().map(|o| o.result),
        Some(rochade_arbiter::GameResult::WhiteWins)
    );
    // Reported, not a resignation: no reason is invented.
    assert_eq!(
        won.game.outcome().map(|o| o.reason),
        Some(rochade_arbiter::Reason::Reported)
    );
    let drawn = s.clone().reduce(Action::Typed("½-½".into(), 2_000));
    assert_eq!(
        drawn.game.outcome().map(|o| (o.result, o.reason)),
        Some((
            rochade_arbiter::GameResult::Draw,
            rochade_arbiter::Reason::Reported
        ))
    );
    // Art. 9.1.1: in an event that forbids agreements before move 30 a
    // reported draw is taken as reported, noted for the arbiter.
    let tc = "5400"
        .parse::<rochade_arbiter::rochade_clock::TimeControl>()
        .unwrap_or_else(|e| panic!("{e:?}"));
    let mut setup = GameSetup::new("A", "B")
        .with_mode(Mode::Strict)
        .with_time_control(tc);
    setup.draw_agreement = rochade_arbiter::DrawAgreement::NotBefore { moves: 30 };
    let game = crate::test_support::play(setup, &["e4", "e5"]);
    let settings = Settings {
        over_the_board: true,
        ..Settings::default()
    };
    let s = Rc::new(AppState::new(game, settings, Lang::En));
    let s = s.reduce(Action::Typed("1/2-1/2".into(), 2_000));
    assert_eq!(
        s.game.outcome().map(|o| o.result),
        Some(rochade_arbiter::GameResult::Draw)
    );
    assert!(
        s.game
            .notes()
            .iter()
            .any(|n| n.kind == rochade_arbiter::NoteKind::ReportedDrawRestricted)
    );
    // On the screen a result is explained, not played.
    let s = state_after(Mode::Casual, &["e4"]);
    let s = s.reduce(Action::Typed("1-0".into(), 1));
    assert!(!s.game.is_over());
    assert!(matches!(s.notice, Some(Notice::ResultOverTheBoard(_))));
    assert!(said(&s).contains("resign"), "{}", said(&s));
}

#[test]
fn over_the_board_after_the_end_moves_fill_in_or_the_arbiter_signs_off_then_both_approve() {
    // 2023 Art. 8.5.1: the scoresheets are updated after a flag has
    // fallen. Standard play, Black under five minutes (Art. 8.4).
    let s = over_the_board(Mode::Strict, "5400+2", &["e4"]);
    let set = |side, ms| Event::AdjustTime {
        side,
        change: rochade_arbiter::TimeChange::Set(ms),
    };
    let s = s.reduce(Action::Game(set(Color::Black, 250_000), 1_000));
    let s = s.reduce(Action::Typed("-".into(), 2_000));
    assert_eq!(s.game.unrecorded().len(), 1, "{}", said(&s));
    let s = s.reduce(Action::Game(set(Color::White, 500), 2_000));
    let s = s.reduce(Action::Game(Event::FlagCheck, 3_000));
    assert!(s.game.is_over(), "{}", said(&s));
    assert!(s.fills_in_after_end());
    // Art. 8.7: not approved with a move missing, in words.
    let s = s.reduce(Action::Game(
        Event::ApproveResult { by: Color::White },
        4_000,
    ));
    assert!(!s.game.approved(Color::White));
    assert!(
        said(&s).contains("fill it in first (Art. 8.5)"),
        "{}",
        said(&s)
    );
    let s = s.reduce(Action::Typed("e5".into(), 5_000));
    assert_eq!(s.game.record().len(), 2, "{}", said(&s));
    assert!(!s.fills_in_after_end());
    let s = s.reduce(Action::Game(
        Event::ApproveResult { by: Color::White },
        6_000,
    ));
    assert!(s.game.approved(Color::White));
    assert_eq!(said(&s), "White approves the result (Art. 8.7)");
    let s = s.reduce(Action::Game(
        Event::ApproveResult { by: Color::White },
        7_000,
    ));
    assert!(said(&s).contains("already approved"), "{}", said(&s));

    // Art. 8.6: the arbiter signs off what cannot be filled in.
    let s = over_the_board(Mode::Strict, "300+3", &["e4"]);
    let s = s.reduce(Action::Game(Event::SignOffIncomplete, 1_500));
    assert!(said(&s).contains("no result yet"), "{}", said(&s));
    let s = s.reduce(Action::Typed("-".into(), 2_000));
    let s = s.reduce(Action::Game(Event::Resign { by: Color::White }, 3_000));
    let s = s.reduce(Action::Game(Event::SignOffIncomplete, 4_000));
    assert!(s.game.signed_off() && !s.fills_in_after_end());
    assert_eq!(
        said(&s),
        "1 half-move not recorded, signed off by the arbiter (Art. 8.6)"
    );
    let s = s.reduce(Action::Game(
        Event::ApproveResult { by: Color::Black },
        5_000,
    ));
    assert!(s.game.approved(Color::Black));
}

#[test]
fn a_locked_game_asks_the_pin_for_the_arbiters_actions_and_gives_no_help() {
    let mut setup = GameSetup::new("A", "B")
        .with_mode(Mode::Strict)
        .with_time_control("900+10".parse().unwrap());
    setup.arbiter_lock = Some(rochade_arbiter::ArbiterLock::new("4711", [3; 16], false).unwrap());
    let game = crate::test_support::play(setup, &["e4"]);
    let s = Rc::new(AppState::new(game, Settings::default(), Lang::En));
    let add = Event::AdjustTime {
        side: Color::White,
        change: rochade_arbiter::TimeChange::Add(60_000),
    };
    // Without the PIN: refused in words, nothing changes.
    let s = s.reduce(Action::Game(add.clone(), 10));
    assert_eq!(s.notice, Some(Notice::PinNeeded));
    assert_eq!(s.game.notes().len(), 0);
    // A wrong PIN: refused, said and logged.
    let s = s.reduce(Action::Unlock("1111".into(), Some(60), 20));
    assert!(s.pin_refused && !s.arbiter_unlocked);
    assert_eq!(said(&s), t(Lang::En, Msg::PinRefused));
    assert_eq!(s.game.log().count(), 1);
    // The PIN: the action goes through, and is logged.
    let s = s.reduce(Action::Unlock("4711".into(), Some(61), 30));
    assert!(s.arbiter_unlocked && !s.pin_refused);
    let s = s.reduce(Action::Game(add.clone(), 40));
    assert_eq!(s.game.log().count(), 3);
    // Closed again.
    let s = s.reduce(Action::Lock);
    let s = s.reduce(Action::Game(add, 50));
    assert_eq!(s.notice, Some(Notice::PinNeeded));
    // No legal-move dots, no `m`, no computer.
    let s = s.reduce(Action::Activate(Square::G8, 60));
    assert!(s.selected.is_some() && s.targets().is_empty());
    let s = s.reduce(Action::Command(crate::commands::Command::Legal(None), 70));
    assert_eq!(s.notice, help_off());
    assert_eq!(s.computer(), None);
}

/// Nothing replaces a game held by the lock without the PIN, whatever
/// path the screen offers: a new game (the colour change of 2023 Art.
/// 7.3 is one), a game from the archive or an import; the settings
/// change only in what a player may change. A game from another tab is
/// the same game and comes in.
#[test]
fn nothing_replaces_a_locked_game_without_the_pin() {
    let s = locked_after(&["e4", "e5"]);
    let plies = |s: &AppState| s.game.record().len();
    let other = || Box::new(Game::new(GameSetup::new("X", "Y")).unwrap());
    let new_game = || Action::NewGame(Box::new(GameSetup::new("X", "Y")), Color::White, 100);
    for action in [
        new_game(),
        Action::Load(other(), LoadOrigin::Archive),
        Action::Load(other(), LoadOrigin::Import),
    ] {
        let after = s.clone().reduce(action);
        assert_eq!(after.notice, Some(Notice::PinNeeded));
        assert_eq!((plies(&after), after.game.setup().white.as_str()), (2, "A"));
    }
    let mut venue = s.settings.clone();
    venue.over_the_board = !venue.over_the_board;
    let after = s.clone().reduce(Action::Settings(venue.clone()));
    assert_eq!(
        (after.notice.clone(), &after.settings),
        (Some(Notice::PinNeeded), &s.settings)
    );
    // The assistant of a blind player over the board (Appendix D.2.4)
    // and the language are the player's.
    let mut assistant = s.settings.clone();
    assistant.assistant = true;
    assistant.confirm_typed = true;
    assistant.lang = Some(Lang::De);
    let after = s.clone().reduce(Action::Settings(assistant.clone()));
    assert_eq!(after.settings, assistant);
    // Another tab asked for the PIN itself.
    let after = s.clone().reduce(Action::SettingsElsewhere(venue.clone()));
    assert_eq!(after.settings, venue);
    let mut same = (*s.game).clone();
    same.apply(
        Event::Move {
            mv: "Nf3".into(),
            offer_draw: false,
        },
        5_000,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let after = s
        .clone()
        .reduce(Action::Load(Box::new(same), LoadOrigin::OtherTab));
    assert_eq!(plies(&after), 3);
    // With the PIN: a new game.
    let s = s.reduce(Action::Unlock("4711".into(), None, 200));
    let s = s.reduce(new_game());
    assert_eq!((plies(&s), s.game.setup().white.as_str()), (0, "X"));
    assert!(!s.arbiter_unlocked);
}

/// Once the locked game is finished and both players have approved the
/// result (2023 Art. 8.7), the next game is set up without the PIN.
#[test]
fn a_finished_and_approved_locked_game_is_replaced_without_the_pin() {
    let s = locked_after(&["f3", "e5", "g4", "Qh4"]);
    assert!(s.game.is_over() && s.held_by_lock());
    let s = s.reduce(Action::Game(
        Event::ApproveResult { by: Color::White },
        10_000,
    ));
    assert!(s.held_by_lock());
    let s = s.reduce(Action::Game(
        Event::ApproveResult { by: Color::Black },
        11_000,
    ));
    assert!(!s.held_by_lock() && s.may_replace(), "{:?}", s.notice);
    let s = s.reduce(Action::NewGame(
        Box::new(GameSetup::new("X", "Y")),
        Color::White,
        120,
    ));
    assert_eq!(s.game.setup().white, "X");
}

/// Wrong PINs make the next try wait, said in words; the right PIN in
/// the wait is not read.
#[test]
fn wrong_pins_are_answered_with_the_wait() {
    let mut s = locked_after(&["e4"]);
    for i in 0..3 {
        s = s.reduce(Action::Unlock("0000".into(), None, 100 + i));
    }
    let s = s.reduce(Action::Unlock("4711".into(), None, 1_000));
    assert!(!s.arbiter_unlocked && s.pin_refused);
    assert!(matches!(
        s.notice,
        Some(Notice::GameRefused {
            error: rochade_arbiter::GameError::PinWait {
                remaining_ms: 4_102
            },
            ..
        })
    ));
    assert_eq!(
        said(&s),
        "Wrong PINs: the next PIN can be tried in 5 seconds"
    );
    let s = s.reduce(Action::Unlock("4711".into(), None, 5_102));
    assert!(s.arbiter_unlocked);
}

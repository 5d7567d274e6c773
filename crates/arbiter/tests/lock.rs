//! The arbiter's lock of an event game: the PIN (only its digest kept),
//! the log of the app leaving the foreground, of PIN refusals and of the
//! arbiter's actions, in the PGN at the moves where they happened, and
//! kept through a save.

use rochade_arbiter::{
    ArbiterAction, ArbiterLock, Event, Game, GameSetup, Happened, Mode, NoteKind, Penalty,
    TimeChange,
};
use rochade_laws::Color;

fn locked() -> Game {
    let mut setup = GameSetup::new("Anna", "Bella")
        .with_mode(Mode::Strict)
        .with_time_control("900+10".parse().unwrap());
    setup.arbiter_lock = Some(ArbiterLock::new("4711", [9; 16], false).unwrap());
    Game::new(setup).unwrap()
}

/// The PGN with its lines joined (the writer wraps at 79 characters).
fn one_line(pgn: &str) -> String {
    pgn.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn mv(g: &mut Game, m: &str, now: u64) {
    g.apply(
        Event::Move {
            mv: m.into(),
            offer_draw: false,
        },
        now,
    )
    .unwrap();
}

#[test]
fn a_wrong_pin_is_refused_and_logged() {
    let mut g = locked();
    mv(&mut g, "e4", 1_000);
    let h = g
        .apply(
            Event::Unlock {
                pin: "1234".into(),
                at: Some(14 * 60 + 3),
            },
            2_000,
        )
        .unwrap();
    assert_eq!(h, vec![Happened::PinRefused]);
    let h = g
        .apply(
            Event::Unlock {
                pin: "4711".into(),
                at: Some(14 * 60 + 4),
            },
            3_000,
        )
        .unwrap();
    assert_eq!(h, vec![Happened::ArbiterUnlocked]);
    let log: Vec<_> = g.log().map(|n| (n.ply, n.kind.clone())).collect();
    assert_eq!(
        log,
        vec![
            (1, NoteKind::PinRefused { at: Some(843) }),
            (1, NoteKind::ArbiterUnlocked { at: Some(844) }),
        ]
    );
    let pgn = one_line(&g.to_pgn());
    assert!(
        pgn.contains(
            "1. e4 {[%clk 0:15:10]} {log: wrong arbiter's PIN refused 14:03} {log: arbiter's PIN accepted 14:04}"
        ),
        "{pgn}"
    );
}

#[test]
fn arbiter_actions_need_the_pin_and_are_logged() {
    let mut g = locked();
    let adjust = Event::AdjustTime {
        side: Color::White,
        change: TimeChange::Add(60_000),
    };
    assert!(g.needs_pin(&adjust));
    assert!(!g.needs_pin(&Event::Resign { by: Color::White }));
    mv(&mut g, "d4", 1_000);
    g.apply(adjust, 2_000).unwrap();
    g.apply(
        Event::Penalty {
            against: Color::Black,
            penalty: Penalty::Warning,
        },
        2_500,
    )
    .unwrap();
    let actions: Vec<_> = g
        .log()
        .filter_map(|n| match n.kind {
            NoteKind::ArbiterActed { action } => Some(action),
            _ => None,
        })
        .collect();
    assert_eq!(actions, vec![ArbiterAction::Time, ArbiterAction::Penalty]);
    // A game without a lock keeps no log.
    let mut open = Game::new(GameSetup::new("A", "B").with_mode(Mode::Strict)).unwrap();
    assert!(!open.needs_pin(&Event::SignOffIncomplete));
    mv(&mut open, "d4", 1_000);
    open.apply(Event::LeftApp { at: Some(600) }, 1_500).unwrap();
    assert_eq!(open.log().count(), 0);
}

#[test]
fn leaving_the_app_is_logged_with_both_clocks_in_the_pgn() {
    let mut g = locked();
    // Before the start nothing is logged.
    assert_eq!(g.apply(Event::LeftApp { at: Some(0) }, 0).unwrap(), vec![]);
    mv(&mut g, "e4", 0);
    mv(&mut g, "e5", 5_000);
    // White thinks 29 s, then the app is left at 14:02.
    let h = g.apply(Event::LeftApp { at: Some(842) }, 34_000).unwrap();
    assert_eq!(h, vec![Happened::LeftAppLogged]);
    mv(&mut g, "Nf3", 40_000);
    let pgn = one_line(&g.to_pgn());
    assert!(
        pgn.contains(
            "1... e5 {[%clk 0:15:05]} {log: left the app 14:02, White 14:41, Black 15:05} 2. Nf3"
        ),
        "{pgn}"
    );
    // At the move where it happened: after 1... e5, before 2. Nf3.
    let at = pgn.find("left the app").unwrap();
    assert!(
        pgn.find("e5").unwrap() < at && at < pgn.find("Nf3").unwrap(),
        "{pgn}"
    );
    // After the end nothing is logged.
    g.apply(Event::Resign { by: Color::Black }, 50_000).unwrap();
    assert_eq!(
        g.apply(Event::LeftApp { at: Some(900) }, 60_000).unwrap(),
        vec![]
    );
}

#[test]
fn the_lock_and_the_log_survive_a_save() {
    let mut g = locked();
    mv(&mut g, "e4", 0);
    g.apply(Event::LeftApp { at: Some(842) }, 1_000).unwrap();
    g.apply(
        Event::Unlock {
            pin: "0000".into(),
            at: None,
        },
        1_500,
    )
    .unwrap();
    g.apply(
        Event::AdjustTime {
            side: Color::Black,
            change: TimeChange::Remove(1_000),
        },
        2_000,
    )
    .unwrap();
    let json = serde_json::to_string(&g).unwrap();
    assert!(
        !json.contains("4711"),
        "the PIN itself is never saved: {json}"
    );
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.log().count(), 3);
    assert!(back.setup().arbiter_lock.as_ref().unwrap().opens("4711"));
    // The 7.3 colour change keeps the lock.
    assert!(locked().colours_corrected().unwrap().arbiter_lock.is_some());
}

#[test]
fn the_pin_opens_after_the_end_to_sign_off() {
    let mut g = locked();
    mv(&mut g, "e4", 0);
    g.apply(Event::Resign { by: Color::Black }, 1_000).unwrap();
    let h = g
        .apply(
            Event::Unlock {
                pin: "4711".into(),
                at: None,
            },
            2_000,
        )
        .unwrap();
    assert_eq!(h, vec![Happened::ArbiterUnlocked]);
}

fn unlock(g: &mut Game, pin: &str, now: u64) -> Result<Vec<Happened>, rochade_arbiter::GameError> {
    g.apply(
        Event::Unlock {
            pin: pin.into(),
            at: None,
        },
        now,
    )
}

fn verify(g: &mut Game, pin: &str, now: u64) -> rochade_arbiter::LogCheck {
    let h = g.apply(Event::VerifyLog { pin: pin.into() }, now).unwrap();
    match h.as_slice() {
        [Happened::LogChecked(c)] => *c,
        other => panic!("{other:?}"),
    }
}

/// After three wrong PINs each try waits, 5 s doubling to 60 s; a try in
/// the wait is refused unread and not logged; the wait survives a save.
#[test]
fn wrong_pins_make_the_next_try_wait_up_to_a_minute_across_a_reload() {
    use rochade_arbiter::GameError;
    let mut g = locked();
    mv(&mut g, "e4", 1_000);
    let mut now = 2_000;
    for _ in 0..3 {
        assert_eq!(
            unlock(&mut g, "0000", now).unwrap(),
            vec![Happened::PinRefused]
        );
    }
    let mut waits = Vec::new();
    for _ in 0..6 {
        let (_, until) = g.pin_wait();
        let until = until.expect("a wait after three wrong PINs");
        waits.push(until - now);
        // During the wait even the right PIN is not read.
        let logged = g.log().count();
        assert_eq!(
            unlock(&mut g, "4711", until - 1),
            Err(GameError::PinWait { remaining_ms: 1 })
        );
        assert_eq!(g.log().count(), logged);
        now = until;
        // A reload: the game read back from its save keeps the wait.
        let json = serde_json::to_string(&g).unwrap();
        g = serde_json::from_str(&json).unwrap();
        assert_eq!(g.pin_wait().1, Some(until));
        assert_eq!(
            unlock(&mut g, "1111", now).unwrap(),
            vec![Happened::PinRefused]
        );
    }
    assert_eq!(waits, [5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    let refused = g
        .log()
        .filter(|n| matches!(n.kind, NoteKind::PinRefused { .. }))
        .count();
    assert_eq!(refused, 9, "every wrong PIN read is logged");
    // The right PIN after the wait opens, and clears the count.
    let until = g.pin_wait().1.unwrap();
    assert_eq!(
        unlock(&mut g, "4711", until).unwrap(),
        vec![Happened::ArbiterUnlocked]
    );
    assert_eq!(g.pin_wait(), (0, None));
}

/// Each PIN accepted seals the log; the PIN checks it. An entry edited in
/// storage, a log cut short and a seal removed are each reported.
#[test]
fn the_sealed_log_reports_an_edited_or_cut_log() {
    use rochade_arbiter::LogFault;
    let mut g = locked();
    mv(&mut g, "e4", 1_000);
    unlock(&mut g, "9999", 2_000).unwrap();
    unlock(&mut g, "4711", 3_000).unwrap();
    g.apply(Event::LeftApp { at: Some(600) }, 4_000).unwrap();
    unlock(&mut g, "4711", 5_000).unwrap();
    assert_eq!(g.log_seals().len(), 2);
    let intact = verify(&mut g.clone(), "4711", 6_000);
    assert_eq!(intact.fault, None);
    assert_eq!((intact.entries, intact.sealed), (4, 4));
    // A wrong PIN checks nothing and counts.
    let h = g
        .clone()
        .apply(Event::VerifyLog { pin: "1".into() }, 6_000)
        .unwrap();
    assert_eq!(h, vec![Happened::PinRefused]);

    let json = serde_json::to_string(&g).unwrap();
    // The time of day of the wrong PIN, changed in storage.
    let edited = json.replacen("\"k\":25,\"n\":[null]", "\"k\":25,\"n\":[600]", 1);
    assert_ne!(edited, json, "the save holds the refusal as expected");
    let mut e: Game = serde_json::from_str(&edited).unwrap();
    assert_eq!(
        verify(&mut e, "4711", 6_000).fault,
        Some(LogFault::Edited { entries: 2 })
    );
    // The last entries cut (the app left, the second unlock) with their
    // seal kept.
    let mut v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let notes = v["notes"].as_array_mut().unwrap();
    notes.truncate(notes.len() - 2);
    let mut c: Game = serde_json::from_value(v.clone()).unwrap();
    assert_eq!(
        verify(&mut c, "4711", 6_000).fault,
        Some(LogFault::Cut {
            sealed: 4,
            present: 2
        })
    );
    // The seals removed, the log kept.
    let mut v: serde_json::Value = serde_json::from_str(&json).unwrap();
    v.as_object_mut().unwrap().remove("seals");
    let mut m: Game = serde_json::from_value(v).unwrap();
    assert_eq!(
        verify(&mut m, "4711", 6_000).fault,
        Some(LogFault::SealMissing)
    );
}

/// A stored lock stretched fewer than 10,000 times is refused: the game
/// takes no event at all, not even a move.
#[test]
fn a_weakened_lock_makes_the_game_read_only() {
    use rochade_arbiter::GameError;
    let mut g = locked();
    mv(&mut g, "e4", 1_000);
    let json = serde_json::to_string(&g).unwrap();
    let weak = json.replace("\"rounds\":10000", "\"rounds\":9999");
    assert_ne!(weak, json);
    let mut w: Game = serde_json::from_str(&weak).unwrap();
    assert!(w.setup().arbiter_lock.as_ref().unwrap().is_weakened());
    let before = w.clone();
    assert_eq!(
        w.apply(
            Event::Move {
                mv: "e5".into(),
                offer_draw: false
            },
            2_000
        ),
        Err(GameError::LockWeakened)
    );
    assert_eq!(unlock(&mut w, "4711", 2_000), Err(GameError::LockWeakened));
    assert_eq!(w, before);
}

/// The lock and the log's last seal go into the PGN; Rochade's own
/// archive brings the lock back, a file from elsewhere does not.
#[test]
fn an_archived_locked_game_comes_back_locked() {
    use rochade_arbiter::pgn::read_games;
    let mut g = locked();
    mv(&mut g, "e4", 1_000);
    unlock(&mut g, "4711", 2_000).unwrap();
    let pgn = g.to_pgn();
    let seal = g.log_seals()[0].clone();
    assert!(
        pgn.contains(&format!("[LogSeal \"{} {}\"]", seal.entries, seal.mac)),
        "{pgn}"
    );
    assert!(pgn.contains("[ArbiterLock \""));
    assert!(!pgn.contains("4711"));
    let read = read_games(&pgn).remove(0).unwrap();
    let back = Game::from_stored_pgn_game(&read).unwrap();
    assert!(
        back.setup()
            .arbiter_lock
            .as_ref()
            .is_some_and(|l| l.opens("4711"))
    );
    assert_eq!(back.log_seals(), g.log_seals());
    assert_eq!(back.to_pgn(), pgn);
    let imported = Game::from_pgn_game(&read).unwrap();
    assert!(!imported.setup().is_locked());
}

/// A locked game going on, archived and opened again a minute later: the
/// player to move has used that minute, as at the wooden board, and the
/// time away is logged with both clocks.
#[test]
fn an_archived_locked_game_comes_back_with_its_clock_run_on() {
    use rochade_arbiter::pgn::read_games;
    let mut g = locked();
    mv(&mut g, "e4", 1_000);
    mv(&mut g, "e5", 2_000);
    let white_then = g.remaining(Color::White, 2_000).unwrap();
    let black_then = g.remaining(Color::Black, 2_000).unwrap();
    let pgn = g.to_pgn();
    assert!(pgn.contains("[ClockState \"2000 "), "{pgn}");
    let back = Game::from_stored_pgn_game(&read_games(&pgn).remove(0).unwrap()).unwrap();
    assert_eq!(
        back.remaining(Color::White, 62_000),
        Some(white_then - 60_000)
    );
    assert_eq!(back.remaining(Color::Black, 62_000), Some(black_then));
    let mut back = back;
    let h = back
        .apply(Event::LeftApp { at: Some(700) }, 62_000)
        .unwrap();
    assert_eq!(h, vec![Happened::LeftAppLogged]);
    let last = back.log().last().unwrap().kind.clone();
    assert_eq!(
        last,
        NoteKind::LeftApp {
            at: Some(700),
            white_ms: Some(white_then - 60_000),
            black_ms: Some(black_then),
        }
    );
    // Back in the app: away since it was archived.
    back.apply(Event::ReturnedToApp { at: Some(700) }, 62_000)
        .unwrap();
    assert!(matches!(
        back.log().last().unwrap().kind,
        NoteKind::ReturnedToApp {
            away_ms: 60_000,
            held: false,
            ..
        }
    ));
    // A file from elsewhere keeps its `%clk` times, paused.
    let imported = Game::from_pgn(&pgn).unwrap();
    assert_eq!(imported.remaining(Color::White, 62_000), Some(white_then));
}

/// The device's name, given by the arbiter at setup, goes into the PGN as
/// `[Device "…"]` (escaped like every tag value) and comes back into the
/// setup, not among the other tags; a game without one writes no tag.
#[test]
fn the_devices_name_goes_into_the_pgn_and_back() {
    let mut setup = GameSetup::new("Anna", "Bella").with_mode(Mode::Strict);
    setup.device = "Board 7 \"tablet\" \\ é".into();
    let game = Game::new(setup).unwrap();
    let pgn = game.to_pgn();
    assert!(
        pgn.contains("[Device \"Board 7 \\\"tablet\\\" \\\\ é\"]\n"),
        "{pgn}"
    );
    let again = Game::from_pgn(&pgn).unwrap();
    assert_eq!(again.setup().device, "Board 7 \"tablet\" \\ é");
    assert!(again.setup().tags.iter().all(|(n, _)| n != "Device"));
    assert_eq!(again.to_pgn(), pgn);
    // The same through a save.
    let saved = serde_json::to_string(&game).unwrap();
    let back: Game = serde_json::from_str(&saved).unwrap();
    assert_eq!(back.setup().device, game.setup().device);

    let plain = Game::new(GameSetup::new("Anna", "Bella")).unwrap();
    assert!(!plain.to_pgn().contains("[Device"));
    assert!(
        !serde_json::to_string(plain.setup())
            .unwrap()
            .contains("device")
    );
}

/// A lock whose arbiter chose that a leave of more than 30 s stops play.
fn locked_away_30() -> Game {
    let mut setup = GameSetup::new("Anna", "Bella")
        .with_mode(Mode::Strict)
        .with_time_control("900+10".parse().unwrap());
    setup.arbiter_lock = Some(
        ArbiterLock::new("4711", [9; 16], false)
            .unwrap()
            .with_away_limit(Some(30)),
    );
    Game::new(setup).unwrap()
}

#[test]
fn a_long_leave_holds_play_until_the_pin_and_a_short_one_does_not() {
    let mut g = locked_away_30();
    mv(&mut g, "e4", 1_000);
    // 20 s away: logged, play goes on.
    g.apply(Event::LeftApp { at: Some(600) }, 2_000).unwrap();
    let h = g
        .apply(Event::ReturnedToApp { at: Some(600) }, 22_000)
        .unwrap();
    assert_eq!(h, vec![]);
    assert!(!g.is_held());
    mv(&mut g, "e5", 23_000);
    // A page closed (pagehide) and opened again (logged at opening): the
    // time away runs from the first leave; 31 s is over the limit.
    g.apply(Event::LeftApp { at: Some(601) }, 24_000).unwrap();
    g.apply(Event::LeftApp { at: Some(601) }, 54_000).unwrap();
    let h = g
        .apply(Event::ReturnedToApp { at: Some(601) }, 55_000)
        .unwrap();
    assert_eq!(h, vec![Happened::PlayHeld]);
    assert!(g.is_held());
    let refused = g
        .apply(
            Event::Move {
                mv: "Nf3".into(),
                offer_draw: false,
            },
            56_000,
        )
        .unwrap_err();
    assert_eq!(refused, rochade_arbiter::GameError::HeldAfterLeave);
    assert!(
        g.apply(Event::Resign { by: Color::White }, 56_000).is_err(),
        "nothing but the PIN goes on"
    );
    // A wrong PIN does not open it; the arbiter's does.
    assert_eq!(
        unlock(&mut g, "1234", 57_000).unwrap(),
        vec![Happened::PinRefused]
    );
    assert!(g.is_held());
    unlock(&mut g, "4711", 58_000).unwrap();
    assert!(!g.is_held());
    mv(&mut g, "Nf3", 59_000);
    let log: Vec<String> = g.log().map(|n| n.kind.to_string()).collect();
    assert!(
        log.iter()
            .any(|l| l
                == "log: back in the app 10:01 after 0:31 away; play waits for the arbiter's PIN"),
        "{log:?}"
    );
    // The clock of the player to move ran while the device waited: 900 s
    // and e4's 10 s, then 36 s from e5 to Nf3 (31 s away, 4 s waiting for
    // the arbiter), and Nf3's 10 s.
    assert_eq!(
        g.remaining(Color::White, 59_000),
        Some(900_000 + 10_000 - 36_000 + 10_000)
    );
}

#[test]
fn without_a_limit_a_leave_is_only_logged_and_a_return_without_a_leave_is_nothing() {
    let mut g = locked();
    mv(&mut g, "e4", 1_000);
    assert_eq!(
        g.apply(Event::ReturnedToApp { at: None }, 1_500).unwrap(),
        vec![]
    );
    assert_eq!(g.log().count(), 0);
    g.apply(Event::LeftApp { at: None }, 2_000).unwrap();
    g.apply(Event::ReturnedToApp { at: None }, 3_602_000)
        .unwrap();
    assert!(!g.is_held());
    mv(&mut g, "e5", 3_603_000);
}

#[test]
fn play_held_survives_a_save_and_the_limit_an_archived_pgn() {
    let mut g = locked_away_30();
    mv(&mut g, "e4", 1_000);
    g.apply(Event::LeftApp { at: None }, 2_000).unwrap();
    g.apply(Event::ReturnedToApp { at: None }, 40_000).unwrap();
    let saved = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&saved).unwrap();
    assert!(back.is_held());
    assert_eq!(back, g);
    let pgn = g.to_pgn();
    assert!(pgn.contains(" away=30\"]"), "{pgn}");
    let read = rochade_arbiter::pgn::read_games(&pgn).remove(0).unwrap();
    let read = Game::from_stored_pgn_game(&read).unwrap();
    assert_eq!(
        read.setup()
            .arbiter_lock
            .as_ref()
            .and_then(ArbiterLock::away_limit_s),
        Some(30)
    );
}

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

//! The result as the players report it over the board, and the arbiter's
//! correction of a result entered by mistake (2023 Art. 8.7: "Even if
//! incorrect, this result shall stand, unless the arbiter decides
//! otherwise").

use rochade_arbiter::{
    ArbiterLock, DrawAgreement, Event, Game, GameResult, GameSetup, Happened, Mode, NoteKind,
    Reason,
};
use rochade_laws::Color;

fn strict() -> GameSetup {
    GameSetup::new("Anna", "Bella")
        .with_mode(Mode::Strict)
        .with_time_control("900+10".parse().unwrap())
}

fn played(setup: GameSetup, moves: &[&str]) -> Game {
    let mut g = Game::new(setup).unwrap();
    for (i, m) in moves.iter().enumerate() {
        g.apply(
            Event::Move {
                mv: (*m).into(),
                offer_draw: false,
            },
            1_000 * (i as u64 + 1),
        )
        .unwrap();
    }
    g
}

fn one_line(pgn: &str) -> String {
    pgn.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A reported 0-1 is 0-1 as reported: not a resignation, no reason
/// invented; the PGN's Termination is the standard's "normal" (PGN
/// standard 9.8.1), the app's own Reason tag says who gave it.
#[test]
fn a_reported_result_is_recorded_as_reported() {
    let mut g = played(strict(), &["e4", "e5"]);
    let h = g
        .apply(
            Event::ReportResult {
                result: GameResult::BlackWins,
            },
            5_000,
        )
        .unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.result, o.reason),
        (GameResult::BlackWins, Reason::Reported)
    );
    assert_eq!(h, vec![Happened::GameOver(o)]);
    assert_eq!(
        o.reason.article(g.setup().edition).unwrap().to_string(),
        "Art. 8.7"
    );
    let pgn = one_line(&g.to_pgn());
    assert!(pgn.contains("[Termination \"normal\"]"), "{pgn}");
    assert!(
        pgn.contains("[Reason \"result reported by the players\"]"),
        "{pgn}"
    );
    assert!(!pgn.to_lowercase().contains("resign"), "{pgn}");
    assert!(pgn.ends_with("2. e5 0-1") || pgn.ends_with("0-1"), "{pgn}");
    // Read back as reported.
    let back = Game::from_pgn(&g.to_pgn()).unwrap();
    assert_eq!(back.outcome(), Some(o));
}

/// A draw reported where the event forbids agreements before move 30
/// (2023 Art. 9.1.1) is taken, and noted for the arbiter.
#[test]
fn a_reported_draw_against_the_events_rule_is_taken_and_noted() {
    let mut setup = strict();
    setup.draw_agreement = DrawAgreement::NotBefore { moves: 30 };
    let mut g = played(setup, &["e4", "e5"]);
    g.apply(
        Event::ReportResult {
            result: GameResult::Draw,
        },
        5_000,
    )
    .unwrap();
    assert_eq!(g.outcome().map(|o| o.result), Some(GameResult::Draw));
    assert!(
        g.notes()
            .iter()
            .any(|n| n.kind == NoteKind::ReportedDrawRestricted)
    );
    assert!(one_line(&g.to_pgn()).contains("restricts agreements (Art. 9.1.1)"));
}

/// A resignation tapped by mistake, undone with the PIN: the game goes on,
/// and the record keeps the mistake and the correction, in the PGN too.
#[test]
fn the_arbiter_undoes_a_mistaken_resignation_and_the_pgn_keeps_both() {
    let mut setup = strict();
    setup.arbiter_lock = Some(ArbiterLock::new("4711", [5; 16], false).unwrap());
    let mut g = played(setup, &["e4", "e5"]);
    g.apply(Event::Resign { by: Color::White }, 5_000).unwrap();
    assert_eq!(g.outcome().map(|o| o.reason), Some(Reason::Resignation));
    let undo = Event::CorrectResult { result: None };
    assert!(g.needs_pin(&undo), "the arbiter's ruling");
    g.apply(
        Event::Unlock {
            pin: "4711".into(),
            at: None,
        },
        6_000,
    )
    .unwrap();
    let h = g.apply(undo, 7_000).unwrap();
    assert_eq!(h, vec![Happened::ResultCorrected { to: None }]);
    assert_eq!(g.outcome(), None);
    // The arbiter starts the clocks again; the game goes on.
    g.apply(Event::Resume, 8_000).unwrap();
    g.apply(
        Event::Move {
            mv: "Nf3".into(),
            offer_draw: false,
        },
        9_000,
    )
    .unwrap();
    let pgn = one_line(&g.to_pgn());
    assert!(
        pgn.contains(
            "arbiter: the result 0-1 (resignation) corrected to the game going on (Art. 8.7)"
        ),
        "the mistake and the correction: {pgn}"
    );
    assert!(pgn.contains("2. Nf3"), "{pgn}");
    // And through a save.
    let back: Game = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(back, g);
}

/// A wrong result is corrected to the right one: the arbiter's decision,
/// to be approved again by both players.
#[test]
fn a_wrong_result_is_corrected_and_approved_again() {
    let mut g = played(strict(), &["e4", "e5"]);
    g.apply(
        Event::ReportResult {
            result: GameResult::WhiteWins,
        },
        5_000,
    )
    .unwrap();
    g.apply(Event::ApproveResult { by: Color::White }, 6_000)
        .unwrap();
    g.apply(
        Event::CorrectResult {
            result: Some(GameResult::BlackWins),
        },
        7_000,
    )
    .unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.result, o.reason),
        (GameResult::BlackWins, Reason::ArbiterDecision)
    );
    assert!(!g.approved(Color::White));
    assert!(
        one_line(&g.to_pgn())
            .contains("the result 1-0 (result reported by the players) corrected to 0-1")
    );
    // Nothing to correct before the end.
    let mut fresh = played(strict(), &["e4"]);
    assert!(
        fresh
            .apply(Event::CorrectResult { result: None }, 5_000)
            .is_err()
    );
}

//! The computer.

use std::rc::Rc;

use rochade_arbiter::Event;
use rochade_engine::Score;
use rochade_laws::Color;
use yew::Reducible;

use super::*;
use crate::lang::Lang;
use crate::notice::Notice;
use crate::state::{Action, AppState};
use crate::words::i18n::{Msg, t};

#[test]
fn the_computer_moves_through_the_arbiter_and_only_on_its_turn() {
    let s = against_computer(Color::Black, 3, &["e4"]);
    assert!(s.computer_to_move());
    // The player cannot move for it.
    let refused = s.clone().reduce(Action::Typed("e5".into(), 1));
    assert_eq!(refused.game.record().len(), 1);
    assert_eq!(said(&refused), t(Lang::En, Msg::ComputerToMove));
    let s = computer_move(&s, "e7e5", Score::Cp(0));
    assert_eq!(s.game.record().len(), 2);
    assert!(!s.computer_to_move());
    // Its answer to a game that changed meanwhile is dropped.
    let stale = s.clone().reduce(Action::ComputerMove {
        revision: s.revision - 1,
        best: Some("g1f3".into()),
        score: None,
        now: 2,
    });
    assert_eq!(stale.game.record().len(), 2);
}

#[test]
fn the_computer_agrees_to_take_back_the_move_and_its_reply() {
    let s = against_computer(Color::Black, 3, &["e4", "e5", "Nf3", "Nc6"]);
    let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::White }, 1));
    assert_eq!(s.game.record().len(), 2);
    assert!(s.game.pending_take_back().is_none());
}

#[test]
fn the_computer_answers_a_draw_offer_by_its_score() {
    let offered =
        |s: Rc<AppState>| s.reduce(Action::Game(Event::OfferDraw { by: Color::White }, 1));
    // Clearly worse: it accepts (Art. 9.1).
    let s = offered(against_computer(Color::Black, 5, &["e4"]));
    let s = computer_move(&s, "e7e5", Score::Cp(-400));
    assert_eq!(s.game.record().len(), 1);
    assert!(s.game.is_over());
    // Otherwise it moves, which rejects the offer.
    let s = offered(against_computer(Color::Black, 5, &["e4"]));
    let s = computer_move(&s, "e7e5", Score::Cp(20));
    assert_eq!(s.game.record().len(), 2);
    assert!(s.game.pending_offer().is_none());
    assert!(!s.game.is_over());
}

#[test]
fn the_screen_shows_the_computers_declined_offer_without_its_move() {
    let shown = |s: &AppState| {
        s.message.as_ref().and_then(|m| {
            crate::words::feedback(&m.notice, s.lang, &s.settings)
                .map(|p| crate::words::spoken::plain(&p))
        })
    };
    let s = against_computer(Color::Black, 5, &["e4"]);
    let s = s.reduce(Action::Game(Event::OfferDraw { by: Color::White }, 1));
    // Said at once: the computer answers with its move.
    assert_eq!(
        shown(&s).as_deref(),
        Some("Draw offered to the computer; it answers with its move")
    );
    assert_eq!(
        said(&s),
        "Draw offered to the computer; it answers with its move"
    );
    // Its move declines the offer (Art. 9.1.2.3): the screen says so,
    // and leaves the move to the board and the scoresheet.
    let s = computer_move(&s, "e7e5", Score::Cp(20));
    assert!(said(&s).contains("Draw offer declined"), "{}", said(&s));
    assert_eq!(shown(&s).as_deref(), Some("Draw offer declined"));
    // A move alone shows nothing.
    let s = s.reduce(Action::Typed("Nf3".into(), 3));
    assert_eq!(shown(&s), None);
}

#[test]
fn the_computer_resigns_from_level_five_when_it_sees_itself_mated() {
    let s = computer_move(
        &against_computer(Color::Black, 5, &["e4"]),
        "e7e5",
        Score::Mate(-3),
    );
    assert_eq!(
        s.game.outcome().map(|o| o.result),
        Some(rochade_arbiter::GameResult::WhiteWins)
    );
    let s = computer_move(
        &against_computer(Color::Black, 4, &["e4"]),
        "e7e5",
        Score::Mate(-3),
    );
    assert!(!s.game.is_over());
}

#[test]
fn a_hint_is_a_legal_move_of_the_position_it_was_asked_for() {
    let s = against_computer(Color::Black, 3, &["e4", "e5"]);
    let hint = |s: &Rc<AppState>, revision, best: &str| {
        s.clone().reduce(Action::HintFound {
            revision,
            best: Some(best.into()),
        })
    };
    let shown = hint(&s, s.revision, "g1f3");
    assert!(matches!(shown.notice, Some(Notice::Hint { .. })));
    assert_eq!(shown.game.record().len(), 2);
    // Not for a position that has changed, nor an illegal move.
    assert_eq!(hint(&s, s.revision + 1, "g1f3").notice, None);
    assert_eq!(hint(&s, s.revision, "g1g3").notice, None);
}

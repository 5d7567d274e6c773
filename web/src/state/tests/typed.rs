//! Typed moves and commands.

use std::rc::Rc;

use rochade_arbiter::{Event, GameSetup, Mode};
use rochade_laws::Color;
use yew::Reducible;

use super::*;
use crate::lang::Lang;
use crate::notice::{Notice, Said};
use crate::state::{Action, AppState};

#[test]
fn an_ambiguous_move_is_answered_with_the_candidates() {
    assert_eq!(
        answer(TWO_KNIGHTS, "Springer Felix drei", Lang::En),
        "Illegal move: 2 moves fit, say which: Knight e1 f3; Knight g1 f3"
    );
    assert_eq!(
        answer(TWO_KNIGHTS, "Nf3", Lang::De),
        "Regelwidriger Zug: 2 Züge passen, bitte genauer: \
         Springer Eva eins Felix drei; Springer Gustav eins Felix drei"
    );
}

#[test]
fn an_illegal_move_is_answered_with_the_piece_and_the_rule() {
    assert_eq!(
        answer(PINNED, "Springer Cesar drei", Lang::En),
        "Illegal move: e2, white knight: your king would be in check"
    );
    assert_eq!(
        answer(PINNED, "Nc3", Lang::Pt),
        "Lance ilegal: e2, cavalo branco: o seu rei ficaria em xeque"
    );
    assert_eq!(
        answer(PINNED, "Läufer Cesar drei", Lang::En),
        "Illegal move: none of your pieces fits “Läufer Cesar drei”"
    );
    // An unknown word makes no move at all: see `questions`.
}

#[test]
fn typed_commands_keep_the_review_and_a_typed_move_ends_it() {
    use std::rc::Rc;
    use yew::Reducible;
    let game = crate::test_support::play(GameSetup::default(), &["e4"]);
    let s = Rc::new(AppState::new(
        game,
        crate::settings::Settings::default(),
        Lang::En,
    ));
    let s = s.reduce(Action::View(Some(1)));
    assert_eq!(s.viewing, Some(1));
    let s = s.reduce(Action::Typed("Wer ist am Zug?".into(), 5));
    assert_eq!(s.viewing, Some(1));
    let said = s.said().map(|m| (m.text, m.lang));
    // Asked in German in an English interface: answered in English.
    assert_eq!(said, Some(("Black to move".into(), "en")));
    let s = s.reduce(Action::Typed("Bauer Eva fünf".into(), 9));
    assert_eq!(s.viewing, None);
    assert_eq!(s.game.record().len(), 2);
    let said = s.said().map(|m| m.text);
    // Typed in the FIDE scheme, said in the interface's words.
    assert_eq!(said.as_deref(), Some("pawn e5"));
}

#[test]
fn typed_commands_act_as_their_keys_and_buttons() {
    // "t" reads the clocks, as the key t does.
    let s = over_the_board(Mode::Casual, "300", &["e4"]);
    let s = s.reduce(Action::Typed("t".into(), 1_000));
    assert!(matches!(
        &s.message,
        Some(Said { notice: Notice::Answer(a), .. }) if a.cmd == crate::commands::Command::Clocks
    ));
    // "draw" offers (Art. 9.1.2: by the player who moved last); the
    // opponent's "Remis" accepts.
    let s = state_after(Mode::Casual, &["e4", "e5"]);
    let s = s.reduce(Action::Typed("draw".into(), 1));
    assert_eq!(s.game.pending_offer().map(|o| o.by), Some(Color::Black));
    let s = s.reduce(Action::Typed("Remis".into(), 2));
    assert!(s.game.is_over(), "{}", said(&s));
    // "resign" asks first; Enter (the confirmation) resigns.
    let s = state_after(Mode::Casual, &["e4"]);
    let s = s.reduce(Action::Typed("resign".into(), 1));
    assert_eq!(s.pending_resign, Some(Color::Black));
    assert!(!s.game.is_over());
    assert!(said(&s).starts_with("Black resigns?"), "{}", said(&s));
    let s = s.reduce(Action::ConfirmTyped(2));
    assert_eq!(
        s.game.outcome().map(|o| o.result),
        Some(rochade_arbiter::GameResult::WhiteWins)
    );
    // Anything else plays on.
    let s = state_after(Mode::Casual, &["e4"]);
    let s = s.reduce(Action::Typed("aufgeben".into(), 1));
    let s = s.reduce(Action::Typed("e5".into(), 2));
    assert_eq!(s.pending_resign, None);
    assert_eq!(s.game.record().len(), 2);
    // "undo" asks to take back one's last move (casual games).
    let s = state_after(Mode::Casual, &["e4"]);
    let s = s.reduce(Action::Typed("undo".into(), 1));
    assert_eq!(s.game.pending_take_back().map(|r| r.by), Some(Color::White));
    // A refusal on screen goes once a later command succeeds.
    let s = state_after(Mode::Casual, &["e4"]);
    let s = s.reduce(Action::Typed("Qh4".into(), 1));
    assert_eq!(s.notice.as_ref().map(Notice::is_error), Some(true));
    let s = s.reduce(Action::Typed("help".into(), 2));
    assert_eq!(s.notice, None);
}

#[test]
fn the_state_command_tells_a_standing_take_back_request() {
    let s = state_after(Mode::Casual, &["e4", "e5"]);
    let s = s.reduce(Action::Game(Event::ProposeTakeBack { by: Color::Black }, 1));
    let s = s.reduce(Action::Typed("Stand".into(), 2));
    let m = s.said().unwrap_or_else(|| panic!("nothing said"));
    assert!(
        m.text
            .ends_with(". Black asks to take back their last move"),
        "{}",
        m.text
    );
    assert_eq!(m.parts.last().map(|p| p.lang), Some("en"));
    let s = s.reduce(Action::Typed("offer".into(), 3));
    assert!(
        said(&s).ends_with("Black asks to take back their last move"),
        "{}",
        said(&s)
    );
}

#[test]
fn over_the_board_a_strict_illegal_entry_is_a_completed_illegal_move() {
    // 2023 Art. 7.5.1 and 7.5.5: shown to both, two minutes to the
    // opponent, the position before it stands.
    let s = over_the_board(Mode::Strict, "5400", &["e4"]);
    let s = s.reduce(Action::Typed("Nf3".into(), 2_000));
    assert!(matches!(s.notice, Some(Notice::IllegalEntered { .. })));
    assert_eq!(s.game.illegal_moves(Color::Black), 1);
    assert_eq!(s.game.record().len(), 1);
    assert!(
        said(&s).contains("completed illegal move (Art. 7.5.1)"),
        "{}",
        said(&s)
    );
    // Casual: refused in words, nothing counted.
    let s = over_the_board(Mode::Casual, "5400", &["e4"]);
    let s = s.reduce(Action::Typed("Nf3".into(), 2_000));
    assert!(matches!(s.notice, Some(Notice::MoveNotPlayed { .. })));
    assert_eq!(s.game.illegal_moves(Color::Black), 0);
    // On the screen a strict game refuses it too: the board allows no
    // illegal move to be made.
    let mut s = (*over_the_board(Mode::Strict, "5400", &["e4"])).clone();
    s.settings.over_the_board = false;
    let s = Rc::new(s).reduce(Action::Typed("Nf3".into(), 2_000));
    assert_eq!(s.game.illegal_moves(Color::Black), 0);
}

#[test]
fn over_the_board_a_dash_presses_without_the_move_and_a_move_fills_it_in() {
    // Blitz (2023 A.2 by B.3): no player need record.
    let s = over_the_board(Mode::Strict, "300+3", &["e4"]);
    let s = s.reduce(Action::Typed("-".into(), 2_000));
    assert_eq!(s.game.unrecorded().len(), 1);
    assert_eq!(
        said(&s),
        "Black pressed the clock without recording the move; 1 half-move missing"
    );
    let s = s.reduce(Action::Typed("e5".into(), 3_000));
    assert!(s.game.unrecorded().is_empty());
    assert_eq!(s.game.record().len(), 2);
    // Standard play with time to spare: the move must be recorded.
    let s = over_the_board(Mode::Strict, "5400", &["e4"]);
    let s = s.reduce(Action::Typed("-".into(), 2_000));
    assert!(s.game.unrecorded().is_empty());
    assert!(
        said(&s).starts_with("Type the move: it must be recorded"),
        "{}",
        said(&s)
    );
}

//! The review: stepping through the moves by key or button, its bounds,
//! what each step says (in the move words for the ear, SAN for the eye),
//! the board's mark of the move reviewed, and the way back to the game.

use std::rc::Rc;

use rochade_arbiter::{GameSetup, Mode};
use yew::Reducible;

use super::*;
use crate::commands::ReviewStep::{self, Back, Forward, Live, Start};
use crate::lang::Lang;
use crate::notice::Notice;
use crate::settings::Settings;
use crate::state::{Action, AppState};

const RUY_LOPEZ: [&str; 6] = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"];

fn step(s: &Rc<AppState>, step: ReviewStep) -> Rc<AppState> {
    s.clone().reduce(Action::Review(step))
}

/// Where a step leads: the half-moves shown, the board's mark, what is
/// said.
fn at(s: &AppState) -> (Option<usize>, Option<String>, String) {
    (s.viewing, s.review_mark(), said(s))
}

#[test]
fn the_keys_step_back_and_on_through_the_moves_and_say_each() {
    let live = state_after(Mode::Casual, &RUY_LOPEZ);
    assert_eq!(live.review_mark(), None);
    // From the game, back shows the position before its last move.
    let s = step(&live, Back);
    assert_eq!(
        at(&s),
        (
            Some(5),
            Some("3w".into()),
            "Move 3, White: Bishop b5".into()
        )
    );
    let s = step(&s, Back);
    assert_eq!(
        at(&s),
        (
            Some(4),
            Some("2b".into()),
            "Move 2, Black: Knight c6".into()
        )
    );
    // The position shown is the one after that move: read-only.
    assert_eq!(
        crate::commands::position_shown(&s.game, s.viewing),
        s.game.record()[4].before
    );
    assert!(s.moves_from(rochade_laws::Square::F1).is_empty());
    let s = step(&s, Start);
    assert_eq!(at(&s), (Some(0), Some("0".into()), "Start position".into()));
    // Back at the start stays there, and says it again.
    let again = step(&s, Back);
    assert_eq!(at(&again).0, Some(0));
    assert_ne!(
        again.message.as_ref().map(|m| m.seq),
        s.message.as_ref().map(|m| m.seq)
    );
    let s = step(&s, Forward);
    assert_eq!(
        at(&s),
        (Some(1), Some("1w".into()), "Move 1, White: pawn e4".into())
    );
    // On to the last move, still reviewing; on once more: the game.
    let s = (0..5).fold(s, |s, _| step(&s, Forward));
    assert_eq!(
        at(&s),
        (Some(6), Some("3b".into()), "Move 3, Black: pawn a6".into())
    );
    let s = step(&s, Forward);
    assert_eq!(
        at(&s),
        (None, None, "Back to the game: White to move".into())
    );
    // On from the game: nothing to do, nothing said again.
    let still = step(&s, Forward);
    assert!(Rc::ptr_eq(&still.game, &s.game));
    assert_eq!(still.message, s.message);
    // The start from the game, then straight back.
    let s = step(&s, Start);
    assert_eq!(at(&s).0, Some(0));
    let s = step(&s, Live);
    assert_eq!(at(&s).0, None);
    assert_eq!(said(&s), "Back to the game: White to move");
}

#[test]
fn each_step_is_said_in_the_move_words_and_shown_in_san() {
    // German: the FIDE scheme's words (2023 Appendix D.2.1) for the ear.
    let game = crate::test_support::play(GameSetup::new("A", "B"), &RUY_LOPEZ);
    let s = Rc::new(AppState::new(game, Settings::default(), Lang::De));
    let s = step(&step(&s, Back), Back);
    assert_eq!(said(&s), "Zug 2, Schwarz: Springer Cesar sechs");
    let notice = s.message.as_ref().map(|m| m.notice.clone());
    let shown = notice.and_then(|n| {
        crate::words::feedback(&n, Lang::De, &s.settings).map(|p| crate::words::spoken::plain(&p))
    });
    assert_eq!(shown.as_deref(), Some("Zug 2, Schwarz: Sc6"));
    let s = step(&s, Start);
    assert_eq!(said(&s), "Ausgangsstellung");
    let s = step(&s, Live);
    assert_eq!(said(&s), "Zurück zur Partie: Weiß am Zug");
    // English: the interface's words for the ear, SAN for the eye.
    let s = step(&state_after(Mode::Casual, &RUY_LOPEZ), Back);
    let notice = s.message.as_ref().map(|m| m.notice.clone());
    let shown = notice.and_then(|n| {
        crate::words::feedback(&n, Lang::En, &s.settings).map(|p| crate::words::spoken::plain(&p))
    });
    assert_eq!(shown.as_deref(), Some("Move 3, White: Bb5"));
    // Portuguese.
    let game = crate::test_support::play(GameSetup::new("A", "B"), &RUY_LOPEZ);
    let s = Rc::new(AppState::new(game, Settings::default(), Lang::Pt));
    let s = step(&s, Back);
    assert!(said(&s).starts_with("Lance 3, Brancas: "), "{}", said(&s));
    assert_eq!(said(&step(&s, Live)), "De volta à partida: Brancas jogam");
}

#[test]
fn a_scoresheet_move_starts_the_review_there_and_says_it() {
    let s = state_after(Mode::Casual, &RUY_LOPEZ);
    // The scoresheet's second cell: Black's first move.
    let s = s.reduce(Action::View(Some(2)));
    assert_eq!(
        at(&s),
        (Some(2), Some("1b".into()), "Move 1, Black: pawn e5".into())
    );
    // Back to the game by its button.
    let s = s.reduce(Action::View(None));
    assert_eq!(
        at(&s),
        (None, None, "Back to the game: White to move".into())
    );
    // Beyond the record: no review.
    let s = s.reduce(Action::View(Some(7)));
    assert_eq!(s.viewing, None);
}

#[test]
fn escape_leaves_the_review_once_no_piece_is_held() {
    let s = state_after(Mode::Casual, &RUY_LOPEZ);
    // Live: Escape puts the picked-up piece back, and does nothing more.
    let held = s
        .clone()
        .reduce(Action::Activate(rochade_laws::Square::E1, 1));
    assert!(held.selected.is_some());
    let put_back = held.reduce(Action::Cancel);
    assert_eq!(put_back.selected, None);
    assert_eq!(said(&put_back), "Cancelled");
    // Reviewing: Escape goes back to the game and says where it stands.
    let s = step(&s, Back).reduce(Action::Cancel);
    assert_eq!(
        at(&s),
        (None, None, "Back to the game: White to move".into())
    );
    // Once more: nothing.
    let again = s.clone().reduce(Action::Cancel);
    assert_eq!(again.message, s.message);
}

#[test]
fn the_way_back_from_a_finished_game_says_its_result() {
    let s = state_after(Mode::Casual, &["f3", "e5", "g4", "Qh4#"]);
    assert!(s.game.is_over());
    let s = step(&s, Back);
    assert_eq!(said(&s), "Move 2, White: pawn g4");
    let s = step(&step(&s, Forward), Forward);
    assert_eq!(s.viewing, None);
    assert!(
        said(&s).starts_with("Back to the game: ") && said(&s).contains("0-1"),
        "{}",
        said(&s)
    );
}

#[test]
fn a_game_without_moves_has_nothing_to_review() {
    let s = state_after(Mode::Casual, &[]);
    let s = step(&s, Back);
    assert_eq!(at(&s), (None, None, "No move yet".into()));
    assert_eq!(
        s.message.as_ref().map(|m| &m.notice),
        Some(&Notice::NothingToReview)
    );
    let s = step(&s, Start);
    assert_eq!(s.viewing, None);
}

#[test]
fn the_mark_counts_the_moves_of_a_game_begun_from_a_position() {
    // Black to move at move 12.
    let setup = GameSetup::new("A", "B")
        .with_fen("r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 12");
    let game = crate::test_support::play(setup, &["Bc5", "Nxe5"]);
    let s = Rc::new(AppState::new(game, Settings::default(), Lang::En));
    let s = step(&s, Back);
    assert_eq!(at(&s).1.as_deref(), Some("12b"));
    assert_eq!(said(&s), "Move 12, Black: Bishop c5");
    let s = step(&s, Forward);
    assert_eq!(at(&s).1.as_deref(), Some("13w"));
    let s = step(&s, Start);
    assert_eq!(at(&s).1.as_deref(), Some("0"));
}

#[test]
fn a_move_made_while_reviewing_ends_the_review() {
    let s = step(&state_after(Mode::Casual, &RUY_LOPEZ), Start);
    let s = s.reduce(Action::Typed("Ba4".into(), 1));
    assert_eq!(s.viewing, None);
    assert_eq!(s.review_mark(), None);
    assert_eq!(s.game.record().len(), 7);
}

#[test]
fn the_last_capture_is_the_last_up_to_the_move_reviewed() {
    let s = state_after(Mode::Casual, &["e4", "d5", "exd5", "Qxd5"]);
    let last = |s: &Rc<AppState>| {
        said(
            &s.clone()
                .reduce(Action::Command(crate::commands::Command::LastCapture, 1)),
        )
    };
    assert!(
        last(&s).starts_with("Last capture: 2. Black: "),
        "{}",
        last(&s)
    );
    // After 2. exd5, before the queen takes back.
    let s = s.reduce(Action::View(Some(3)));
    assert!(
        last(&s).starts_with("Last capture: 2. White: "),
        "{}",
        last(&s)
    );
    // After 1... d5: none yet.
    let s = step(&s, Back);
    assert_eq!(last(&s), "No capture yet");
}

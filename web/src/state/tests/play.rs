//! Play and touch on the screen.

use std::rc::Rc;

use rochade_arbiter::{ClaimKind, Event, Game, GameSetup, Mode};
use rochade_laws::{Role, Square};
use yew::Reducible;

use super::*;
use crate::lang::Lang;
use crate::settings::Settings;
use crate::state::{Action, AppState};

/// A pawn released on the promotion square cannot go to another
/// square once the choice is cancelled (2023 Art. 4.7), but a casual
/// game keeps free selection.
#[test]
fn a_pawn_released_on_the_promotion_square_stays_there_in_strict_games_2023_art_4_7() {
    let play = |mode: Mode| {
        let setup = GameSetup::new("A", "B")
            .with_mode(mode)
            .with_fen("k2r4/4P3/8/8/8/8/8/K7 w - - 0 1");
        let game = Game::new(setup).unwrap_or_else(|e| panic!("{e}"));
        let s = Rc::new(AppState::new(game, Settings::default(), Lang::En));
        let s = s.reduce(Action::Activate(Square::E7, 1));
        let s = s.reduce(Action::Activate(Square::E8, 2));
        assert_eq!(s.promotion, Some((Square::E7, Square::E8)));
        let s = s.reduce(Action::Promote(None, 3));
        let s = s.reduce(Action::Activate(Square::E7, 4));
        s.reduce(Action::Activate(Square::D8, 5))
    };
    let strict = play(Mode::Strict);
    assert_eq!(strict.promotion, None);
    assert!(said(&strict).contains("(Art. 4.7)"), "{}", said(&strict));
    let strict = strict.reduce(Action::Activate(Square::E7, 6));
    let strict = strict.reduce(Action::Activate(Square::E8, 7));
    let strict = strict.reduce(Action::Promote(Some(Role::Knight), 8));
    assert_eq!(strict.game.record().len(), 1, "{}", said(&strict));
    let casual = play(Mode::Casual);
    assert_eq!(
        casual.promotion,
        Some((Square::E7, Square::D8)),
        "{}",
        said(&casual)
    );
}

/// 2023 Art. 9.4: a piece touched costs the draw claim on that move;
/// the 2001 Laws (and casual games) keep it.
#[test]
fn a_touched_piece_costs_the_draw_claim_on_that_move_2023_art_9_4() {
    let claim = || Event::Claim {
        kind: ClaimKind::Repetition,
        intended: Some("Ng8".into()),
    };
    let after_touch = |edition: rochade_arbiter::Edition, mode: Mode| {
        let setup = GameSetup::new("A", "B")
            .with_mode(mode)
            .with_edition(edition);
        let game =
            crate::test_support::play(setup, &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
        let s = Rc::new(AppState::new(game, Settings::default(), Lang::En));
        let s = s.reduce(Action::Activate(Square::F6, 1));
        s.reduce(Action::Game(claim(), 2))
    };
    let s = after_touch(rochade_arbiter::Edition::Fide2023, Mode::Strict);
    assert_eq!(
        said(&s),
        "No draw claim on this move: a piece has been touched (Art. 9.4)"
    );
    assert!(!s.game.is_over());
    for (edition, mode) in [
        (rochade_arbiter::Edition::Fide2001, Mode::Strict),
        (rochade_arbiter::Edition::Fide2023, Mode::Casual),
    ] {
        let s = after_touch(edition, mode);
        assert!(s.game.is_over(), "{edition:?} {mode:?}: {}", said(&s));
    }
}

//! The game is copied only by the actions that change it.

use std::rc::Rc;

use rochade_arbiter::{GameSetup, Mode};
use rochade_laws::Square;
use yew::Reducible;

use crate::lang::Lang;
use crate::notice::Notice;
use crate::settings::Settings;
use crate::state::{Action, AppState};

/// A square from its name.
fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("{name}: {e:?}"))
}

/// 100 actions, as Yew's `use_reducer` gives them: the state before each
/// one stays alive while it is reduced (Yew keeps it to compare with the
/// next), so the whole state is always shared and only the game's own
/// `Rc` can spare the copy. Every action that leaves the game alone
/// (picking a piece up, reviewing, turning the board, a notice, the lock,
/// a typed command, putting a piece back) shares the very game of the
/// state before; every move makes exactly one new game, held by the new
/// state alone, and leaves the one before as it was.
#[test]
fn a_hundred_actions_copy_the_game_only_for_the_moves() {
    // The Breyer Ruy Lopez, each move entered by two taps, by a drag or
    // typed, castling included.
    let moves = [
        "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7", "f1e1",
        "b7b5", "a4b3", "d7d6", "c2c3", "e8g8", "h2h3", "c6b8", "d2d4", "b8d7",
    ];
    let game = crate::test_support::play(GameSetup::new("A", "B").with_mode(Mode::Casual), &[]);
    let mut state = Rc::new(AppState::new(game, Settings::default(), Lang::En));
    // The actions that leave the game alone, in turn.
    let other = |k: usize| match k % 6 {
        0 => Action::Typed("Stand".into(), 1),
        1 => Action::Flip,
        2 => Action::Activate(sq("a1"), 1),
        3 => Action::Cancel,
        4 => Action::Notify(Notice::NoPieceThere),
        _ => Action::Lock,
    };
    let mut actions = Vec::new();
    let mut k = 0;
    for (i, uci) in moves.iter().enumerate() {
        let (from, to) = (sq(&uci[..2]), sq(&uci[2..]));
        match i % 3 {
            0 => actions.extend([Action::Activate(from, 1), Action::Activate(to, 1)]),
            1 => actions.push(Action::Drag(from, to, 1)),
            _ => actions.push(Action::Typed((*uci).into(), 1)),
        }
        // A look back at the first move between moves (moves are not
        // taken from the board while reviewing).
        actions.extend([Action::View(Some(1)), other(k), Action::View(None)]);
        k += 1;
    }
    while actions.len() < 100 {
        actions.push(other(k));
        k += 1;
    }
    assert_eq!(actions.len(), 100);
    let (mut shared, mut new_games) = (0, 0);
    for (i, action) in actions.into_iter().enumerate() {
        let before = Rc::clone(&state);
        let holders = Rc::strong_count(&before.game);
        let after = Rc::clone(&before).reduce(action);
        if after.revision == before.revision {
            assert!(
                Rc::ptr_eq(&before.game, &after.game),
                "action {i} copied the game"
            );
            shared += 1;
        } else {
            assert!(!Rc::ptr_eq(&before.game, &after.game), "action {i}");
            // The one new game, owned by the new state alone; the game
            // before kept by those that held it.
            assert_eq!(Rc::strong_count(&after.game), 1, "action {i}");
            assert_eq!(Rc::strong_count(&before.game), holders, "action {i}");
            assert_eq!(
                after.game.record().len(),
                before.game.record().len() + 1,
                "action {i}"
            );
            new_games += 1;
        }
        state = after;
    }
    assert_eq!(state.game.record().len(), moves.len());
    assert_eq!((shared, new_games), (100 - moves.len(), moves.len()));
}

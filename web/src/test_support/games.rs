//! Games played for the tests.

use rochade_arbiter::{Event, Game, GameSetup};

/// The game of `setup` after `moves` (in any notation the arbiter reads),
/// the i-th move played at second i.
pub fn play(setup: GameSetup, moves: &[&str]) -> Game {
    let mut game = Game::new(setup).unwrap_or_else(|e| panic!("{e}"));
    for (i, m) in moves.iter().enumerate() {
        game.apply(
            Event::Move {
                mv: (*m).into(),
                offer_draw: false,
            },
            1000 * i as u64,
        )
        .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

//! Helpers shared by the integration tests.
#![allow(dead_code)]

use rochade_arbiter::{Edition, Event, Game, GameResult, GameSetup, Happened, Reason};
use rochade_laws::Color;

/// A game from a setup; panics on a bad setup (tests only).
pub fn game(setup: GameSetup) -> Game {
    Game::new(setup).expect("valid setup")
}

/// Plays `moves`, one second apart, starting after `*t`.
pub fn play(g: &mut Game, moves: &[&str], t: &mut u64) -> Vec<Happened> {
    let mut all = Vec::new();
    for m in moves {
        *t += 1_000;
        let h = g
            .apply(
                Event::Move {
                    mv: (*m).into(),
                    offer_draw: false,
                },
                *t,
            )
            .unwrap_or_else(|e| panic!("move {m}: {e}"));
        all.extend(h);
    }
    all
}

/// A move event.
pub fn mv(text: &str) -> Event {
    Event::Move {
        mv: text.into(),
        offer_draw: false,
    }
}

/// A move event with a draw offer.
pub fn mv_offer(text: &str) -> Event {
    Event::Move {
        mv: text.into(),
        offer_draw: true,
    }
}

/// Knights out and back: each cycle repeats the start position.
pub const SHUFFLE: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

/// A game between Anna and Bella under the time control `tc` (PGN form).
pub fn timed(tc: &str) -> GameSetup {
    GameSetup::new("Anna", "Bella")
        .with_edition(Edition::Fide2001)
        .with_time_control(tc.parse().unwrap())
}

/// Who won and why, if the game is over.
pub fn outcome(g: &Game) -> Option<(GameResult, Reason)> {
    g.outcome().map(|o| (o.result, o.reason))
}

/// The time left on `c`'s clock at `now` (the game has a clock).
pub fn remaining(g: &Game, c: Color, now: u64) -> u64 {
    g.remaining(c, now).unwrap()
}

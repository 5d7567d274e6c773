//! A finished game's QR codes, drawn by the codes worker (its encoder stays
//! out of the page's first download): asked once a PGN is given, again
//! when it changes.

use std::rc::Rc;

use rochade_codes_worker::{Code, FromWorker, ToWorker};
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

/// A game's codes, in order, with the game's id.
#[derive(Clone, Debug, PartialEq)]
pub struct GameCodes {
    /// The game's id (CRC-32 of its PGN, 8 hexadecimal digits).
    pub game: String,
    /// Its codes.
    pub codes: Rc<Vec<Code>>,
}

/// Where the codes are.
#[derive(Clone, Debug, PartialEq)]
pub enum CodesState {
    /// Being drawn.
    Drawing,
    /// Drawn.
    Drawn(GameCodes),
    /// The worker failed (its wasm missing, a trap).
    Failed,
}

/// The codes of the game whose PGN is `pgn`.
#[hook]
pub fn use_game_codes(pgn: AttrValue) -> CodesState {
    let state = use_state(|| CodesState::Drawing);
    {
        let state = state.clone();
        use_effect_with(pgn, move |pgn| {
            state.set(CodesState::Drawing);
            let pgn = pgn.to_string();
            spawn_local(async move {
                let answer = crate::worker::ask(
                    crate::worker::CODES_WORKER_URL,
                    &ToWorker::Draw(pgn),
                    |m: &FromWorker| matches!(m, FromWorker::Ready),
                )
                .await;
                state.set(match answer {
                    Some(FromWorker::Drawn { game, codes }) => CodesState::Drawn(GameCodes {
                        game,
                        codes: Rc::new(codes),
                    }),
                    _ => CodesState::Failed,
                });
            });
        });
    }
    (*state).clone()
}

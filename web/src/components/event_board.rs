//! Which board this is (`[data-event-board]`), above the clocks of an
//! event game: the round, the board and both names, and the device's name
//! the arbiter gave it, so that a player sitting down, or the arbiter
//! walking past, sees at a glance that this tablet belongs to this board.
//! The same facts stand in the scoresheet's header, but below the fold of
//! a tablet.

use rochade_arbiter::GameSetup;
use rochade_laws::Color;
use yew::prelude::*;

use crate::context::use_app;
use crate::words::i18n::{Msg, t, tr};
use crate::words::player_title;

/// A PGN tag's value that says something: not empty, `?` or `-` (the
/// standard's unknown and not applicable).
fn known(v: &str) -> Option<&str> {
    let v = v.trim();
    (!v.is_empty() && v != "?" && v != "-").then_some(v)
}

/// The board number of an event game: its `Board` tag, as the tournament
/// file or the form sets it.
fn board_of(setup: &GameSetup) -> Option<&str> {
    setup
        .tags
        .iter()
        .find(|(n, _)| n == "Board")
        .and_then(|(_, v)| known(v))
}

/// The line above the clocks; nothing outside an event game without a
/// device's name.
#[function_component]
pub fn EventBoard() -> Html {
    let app = use_app();
    let lang = app.lang();
    let setup = app.game().setup();
    let round = known(&setup.round);
    let board = board_of(setup);
    let device = known(&setup.device);
    if round.is_none() && board.is_none() && device.is_none() {
        return Html::default();
    }
    let part = |text: String, kind: &'static str| {
        html! { <span class="event-board-part" data-part={kind}>{ text }</span> }
    };
    let players = tr(
        lang,
        Msg::EventPlayers {
            white: &player_title(&setup.white, lang, Color::White),
            black: &player_title(&setup.black, lang, Color::Black),
        },
    );
    html! {
        <p class="event-board" data-event-board="" aria-label={t(lang, Msg::EventBoardLabel)}
            role="group">
            if let Some(round) = round { { part(tr(lang, Msg::EventRound { round }), "round") } }
            if let Some(board) = board { { part(tr(lang, Msg::EventBoard { board }), "board") } }
            { part(players, "players") }
            if let Some(name) = device { { part(tr(lang, Msg::EventDevice { name }), "device") } }
        </p>
    }
}

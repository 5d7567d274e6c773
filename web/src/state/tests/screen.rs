//! What is said and shown.

use std::rc::Rc;

use rochade_arbiter::{Event, Game, GameSetup};
use rochade_laws::Color;
use yew::Reducible;

use crate::lang::Lang;
use crate::settings::Settings;
use crate::state::{Action, AppState};

#[test]
fn each_part_of_a_message_keeps_its_language() {
    let tc = "5400"
        .parse::<rochade_arbiter::rochade_clock::TimeControl>()
        .unwrap_or_else(|e| panic!("{e:?}"));
    // 2001 Art. 10.2: the claim is also an offer of a draw (the 2023
    // Guidelines III.5 claim is not).
    let game = Game::new(
        GameSetup::default()
            .with_time_control(tc)
            .with_edition(rochade_arbiter::Edition::Fide2001),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let s = Rc::new(AppState::new(game, Settings::default(), Lang::En));
    let s = s.reduce(Action::Game(
        Event::AdjustTime {
            side: Color::White,
            change: rochade_arbiter::TimeChange::Set(60_000),
        },
        1,
    ));
    // A quickplay claim is also a draw offer (Art. 9.1 c, 10.2): both in
    // the interface language, an offer being no move.
    let s = s.reduce(Action::Game(Event::QuickplayClaim, 2));
    let m = s.said().unwrap_or_else(|| panic!("nothing said"));
    let langs: Vec<&str> = m.parts.iter().map(|a| a.lang).collect();
    assert_eq!(langs, ["en"]);
    assert_eq!(
        m.text,
        "White claims a draw in the quickplay finish; the clocks are stopped. \
         White offers a draw"
    );
}

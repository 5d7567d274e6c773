//! The state's tests, by room; here what they share.

mod arbiter;
mod computer;
mod game_shared;
mod play;
mod questions;
mod review;
mod screen;
mod typed;

use std::rc::Rc;

use rochade_arbiter::{Computer, Game, GameSetup, Mode};
use rochade_engine::Score;
use yew::Reducible;

use super::{Action, AppState};
use crate::lang::Lang;
use crate::notice::Notice;
use crate::settings::Settings;
use rochade_laws::Color;

/// What the app says after `typed` is entered in the position after
/// `fen`, with the interface in `lang` and the default (German) scheme.
pub(super) fn answer(fen: &str, typed: &str, lang: Lang) -> String {
    let setup = GameSetup::default().with_fen(fen);
    let game = Game::new(setup).unwrap_or_else(|e| panic!("{e}"));
    let s = Rc::new(AppState::new(game, Settings::default(), lang));
    let s = s.reduce(Action::Typed(typed.into(), 1));
    assert_eq!(s.game.record().len(), 0, "{typed} was played");
    s.said().map(|m| m.text).unwrap_or_default()
}

pub(super) fn state_after(mode: Mode, moves: &[&str]) -> Rc<AppState> {
    let game = crate::test_support::play(GameSetup::new("A", "B").with_mode(mode), moves);
    Rc::new(AppState::new(game, Settings::default(), Lang::En))
}

/// The refusal of help with moves in a game of the default edition (2023
/// Art. 11.3.1).
pub(super) fn help_off() -> Option<Notice> {
    Some(Notice::HelpOff(rochade_arbiter::advice_article(
        rochade_arbiter::Edition::Fide2023,
    )))
}

pub(super) fn said(s: &AppState) -> String {
    s.said().map(|m| m.text).unwrap_or_default()
}

pub(super) const TWO_KNIGHTS: &str = "7k/8/8/8/8/8/8/K3N1N1 w - - 0 1";

pub(super) const PINNED: &str = "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1";

/// A casual game against the computer at `level` playing `side`,
/// after `moves`.
pub(super) fn against_computer(side: Color, level: u8, moves: &[&str]) -> Rc<AppState> {
    // 2001: a draw may be agreed after one move (2023 Art. 5.2.3 needs
    // both players to have moved).
    let mut setup = GameSetup::new("A", "B").with_edition(rochade_arbiter::Edition::Fide2001);
    setup.computer = Some(Computer { side, level });
    let game = crate::test_support::play(setup, moves);
    Rc::new(AppState::new(game, Settings::default(), Lang::En))
}

pub(super) fn computer_move(s: &Rc<AppState>, best: &str, score: Score) -> Rc<AppState> {
    s.clone().reduce(Action::ComputerMove {
        revision: s.revision,
        best: Some(best.into()),
        score: Some(score),
        now: 1,
    })
}

/// A game over the board with `control`, in `mode`, after `moves`.
pub(super) fn over_the_board(mode: Mode, control: &str, moves: &[&str]) -> Rc<AppState> {
    let tc = control
        .parse::<rochade_arbiter::rochade_clock::TimeControl>()
        .unwrap_or_else(|e| panic!("{e:?}"));
    let setup = GameSetup::new("A", "B")
        .with_mode(mode)
        .with_time_control(tc);
    let game = crate::test_support::play(setup, moves);
    let settings = Settings {
        over_the_board: true,
        ..Settings::default()
    };
    Rc::new(AppState::new(game, settings, Lang::En))
}

pub(super) fn locked_after(moves: &[&str]) -> Rc<AppState> {
    let mut setup = GameSetup::new("A", "B")
        .with_mode(Mode::Strict)
        .with_time_control("900+10".parse().unwrap());
    setup.arbiter_lock = Some(rochade_arbiter::ArbiterLock::new("4711", [3; 16], false).unwrap());
    let game = crate::test_support::play(setup, moves);
    Rc::new(AppState::new(game, Settings::default(), Lang::En))
}

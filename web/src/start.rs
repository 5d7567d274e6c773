//! How the app starts: the saved settings, the browser's language and the
//! saved game, or a first game under the Laws chosen last.

use rochade_arbiter::{Game, GameSetup};

use crate::lang::Lang;
use crate::notice::Notice;
use crate::settings::Settings;
use crate::state::AppState;
use crate::storage::{self, Found, StorageTrouble};

pub fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map(|tag| Lang::from_tag(&tag))
        .unwrap_or_default()
}

/// The interface language the app starts in: the saved settings' choice,
/// or the browser's.
pub fn initial_lang() -> Lang {
    match storage::read_settings::<Settings>() {
        Found::Value(settings) => settings.shown_lang(browser_lang()),
        _ => browser_lang(),
    }
}

/// The state the app starts with: saved settings and the saved game, or a
/// new casual game with the control chosen last (rapid 15+10 on a first
/// visit), ready to play: its clock starts with White's first move. What could not be read is reported in
/// the language of the settings, once they are read.
pub fn initial_state() -> AppState {
    let mut troubles = Vec::new();
    let settings = match storage::read_settings::<Settings>() {
        Found::Value(s) => s,
        Found::Missing => Settings::default(),
        Found::Trouble(StorageTrouble::Unavailable) => Settings::default(),
        Found::Trouble(t) => {
            troubles.push(t);
            Settings::default()
        }
    };
    let game = match storage::read_game() {
        Found::Value(envelope) => Some(envelope.game),
        Found::Missing => None,
        // Storage missing altogether is told by the notice of what cannot
        // be saved, with the download that keeps the game.
        Found::Trouble(StorageTrouble::Unavailable) => None,
        Found::Trouble(t) => {
            troubles.push(t);
            None
        }
    };
    let game = game.unwrap_or_else(|| default_game(&settings));
    let mut state = AppState::new(game, settings, browser_lang());
    if !troubles.is_empty() {
        state.notice = Some(Notice::Storage(troubles));
    }
    state
}

fn default_game(settings: &Settings) -> Game {
    // The edition chosen last (the Laws in force on a first visit).
    let mut setup = GameSetup::default()
        .with_time_control(settings.default_control().control)
        .with_edition(settings.edition);
    setup.date = crate::archive::today_pgn();
    // A casual game from the initial position with a control the form once
    // accepted cannot fail to set up; should it ever, the arbiter's default
    // setup (untimed) is used.
    match Game::new(setup) {
        Ok(game) => game,
        // The initial position without a clock is always accepted (the
        // arbiter's tests cover it); this arm cannot be reached.
        // Its refusal is not formatted: that would keep the arbiter's
        // English words of every refusal in the module for an arm never run.
        Err(_) => Game::new(GameSetup::default())
            .unwrap_or_else(|_| unreachable!("the initial position without a clock is refused")),
    }
}

/// The state of a mode that has no game of its own (the clock mode): the
/// saved settings, and a game that is never shown nor saved.
pub fn settings_state() -> AppState {
    let settings = match storage::read_settings::<Settings>() {
        Found::Value(s) => s,
        _ => Settings::default(),
    };
    let fresh = AppState::new(default_game(&settings), settings.clone(), browser_lang());
    // A game on this device held by the arbiter's lock holds the clock's
    // corrections too: the state keeps it (never shown, never saved) for
    // its PIN.
    match storage::read_game() {
        Found::Value(envelope) => {
            let held = AppState::new(envelope.game, settings, browser_lang());
            if held.held_by_lock() { held } else { fresh }
        }
        _ => fresh,
    }
}

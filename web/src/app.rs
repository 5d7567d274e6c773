//! The top-level component: lays out the board, the clocks, the controls and
//! the scoresheet around one [`AppState`].

use rochade_arbiter::{Game, GameSetup};
use yew::prelude::*;

use crate::components::announcer::Announcer;
use crate::components::app_header::AppHeader;
use crate::components::new_game::NewGame;
use crate::components::pgn::PgnDialog;
use crate::components::play_area::PlayArea;
use crate::components::print_sheet::PrintSheet;
use crate::components::scoresheet::rows_of;
use crate::components::settings_dialog::SettingsDialog;
use crate::components::side_column::SideColumn;
use crate::components::storage_alert::StorageAlert;
use crate::context::AppContext;
use crate::notice::Notice;
use crate::settings::Settings;
use crate::state::AppState;
use crate::storage::{self, Found, StorageTrouble};
use crate::words::i18n::{Lang, Msg, t};
use crate::words::outcome::outcome_text_in;

fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map(|tag| Lang::from_tag(&tag))
        .unwrap_or_default()
}

/// The state the app starts with: saved settings and the saved game, or a
/// new casual game with the control chosen last (rapid 15+10 on a first
/// visit), ready to play: its clock starts with White's first move. What could not be read is reported in
/// the language of the settings, once they are read.
fn initial_state() -> AppState {
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
        Err(_) => Game::new(GameSetup::default()).unwrap_or_else(|e| panic!("{e}")),
    }
}

/// The state of a mode that has no game of its own (the clock mode): the
/// saved settings, and a game that is never shown nor saved.
pub(crate) fn settings_state() -> AppState {
    let settings = match storage::read_settings::<Settings>() {
        Found::Value(s) => s,
        _ => Settings::default(),
    };
    let game = default_game(&settings);
    AppState::new(game, settings, browser_lang())
}

/// The application in the mode the address asks for: `?clock` makes the
/// device a chess clock and nothing else; otherwise the game on screen.
#[function_component(App)]
pub fn app() -> Html {
    let clock = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|q| {
            q.trim_start_matches('?')
                .split('&')
                .any(|p| p == "clock" || p.starts_with("clock="))
        });
    if clock {
        html! { <crate::components::clock_mode::ClockMode /> }
    } else {
        html! { <GameApp /> }
    }
}

/// The game on screen: the state, the effects that follow it, and the page
/// around it, inside the context its components read.
#[function_component(GameApp)]
fn game_app() -> Html {
    let state = use_reducer(initial_state);
    // The manifest's "New game" shortcut opens the app with `?new-game`.
    let new_game_open = use_state(|| {
        web_sys::window()
            .and_then(|w| w.location().search().ok())
            .is_some_and(|q| q.contains("new-game"))
    });
    // Its "Play the computer" shortcut opens it with `?new-game=computer`.
    let against_computer = use_state(|| {
        web_sys::window()
            .and_then(|w| w.location().search().ok())
            .is_some_and(|q| q.contains("new-game=computer"))
    });
    let settings_open = use_state(|| false);
    let pgn_open = use_state(|| false);

    crate::hooks::use_document_lang(state.lang);
    let crate::hooks::Persistence { archive, unsaved } = crate::hooks::use_persistence(&state);
    let message = crate::hooks::use_spoken_message(&state);
    let computer = crate::hooks::use_computer(&state);
    // Blind mode: spoken time warnings.
    crate::hooks::use_time_warnings(
        state.game.clock().cloned(),
        state.game.is_over(),
        state.settings.spoken_low_ms(),
        state.dispatcher(),
    );

    // The screen stays on while a clock runs.
    let now = crate::time::now_ms();
    crate::hooks::use_wake_lock(
        !state.game.is_over()
            && state
                .game
                .clock()
                .is_some_and(|c| c.running_at(now).is_some()),
    );
    let install = crate::hooks::use_install_prompt();

    let lang = state.lang;
    let game = &state.game;
    // Computed once for the screen and the print sheet.
    let rows = rows_of(&state);
    // A claim without an arbiter present ends the game with no result yet:
    // the scoresheet and the print say it is for the designated arbiter
    // (2023 Guidelines III.6.2, 2001 Appendix D2).
    let edition = game.setup().edition;
    let result_line = game
        .outcome()
        .map(|o| outcome_text_in(&o, lang, edition))
        .or_else(|| {
            game.referred_claim()
                .map(|c| crate::words::arbiter::referred_status(lang, c, edition))
        });
    let open = |s: &UseStateHandle<bool>| {
        let s = s.clone();
        Callback::from(move |_: MouseEvent| s.set(true))
    };
    let close = |s: &UseStateHandle<bool>| {
        let s = s.clone();
        Callback::from(move |_| s.set(false))
    };

    html! {
        <ContextProvider<AppContext> context={AppContext::new(state.clone(), computer)}>
            <a class="skip-link" href="#board">{ t(lang, Msg::SkipToBoard) }</a>
            <AppHeader on_new_game={open(&new_game_open)} on_settings={open(&settings_open)}
                on_pgn={open(&pgn_open)} on_install={install} />
            <StorageAlert {unsaved} unarchived={archive.unarchived().clone()} />
            <main class={classes!("app-main", state.settings.board_theme.class())}>
                <PlayArea />
                <SideColumn rows={rows.clone()} result={result_line.clone()} />
            </main>
            <Announcer {message} />
            <NewGame open={*new_game_open} on_close={close(&new_game_open)}
                against_computer={*against_computer} />
            <SettingsDialog open={*settings_open} on_close={close(&settings_open)} />
            <PgnDialog open={*pgn_open} {archive} on_close={close(&pgn_open)} />
            <PrintSheet {rows} result={result_line} />
            <crate::pwa::UpdateBanner label={t(lang, Msg::UpdateAvailable)} />
        </ContextProvider<AppContext>>
    }
}

//! The top-level component: lays out the board, the clocks, the controls and
//! the scoresheet around one [`crate::state::AppState`].

use yew::prelude::*;

use crate::components::announcer::announcer;
use crate::components::app_header::AppHeader;
use crate::components::clock_mode::ClockMode;
use crate::components::desk::Desk;
use crate::components::new_game::NewGame;
use crate::components::otb::{OtbArea, OtbTools};
use crate::components::pgn::PgnDialog;
use crate::components::play_area::PlayArea;
use crate::components::print_sheet::print_sheet;
use crate::components::scoresheet::rows_of;
use crate::components::settings_dialog::SettingsDialog;
use crate::components::side_column::SideColumn;
use crate::components::storage_alert::StorageAlert;
use crate::components::update_banner::UpdateBanner;
use crate::context::AppContext;
use crate::start::initial_state;
use crate::words::i18n::{Msg, t};
use crate::words::outcome::outcome_text_in;

/// Whether the address's query has the parameter `name`.
fn query_has(name: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|q| {
            q.trim_start_matches('?')
                .split('&')
                .any(|p| p == name || p.strip_prefix(name).is_some_and(|r| r.starts_with('=')))
        })
}

/// The application in the mode the address asks for: `?clock` makes the
/// device a chess clock and nothing else; otherwise the game, on screen or
/// over the board (`?otb`).
#[function_component(App)]
pub fn app() -> Html {
    if query_has("clock") {
        html! { <ClockMode /> }
    } else {
        html! { <GameApp /> }
    }
}

/// The game on screen: the state, the effects that follow it, and the page
/// around it, inside the context its components read.
#[function_component]
fn GameApp() -> Html {
    // `?otb` opens the game over the board (the venue stays chosen).
    let state = use_reducer(|| {
        let mut s = initial_state();
        if query_has("otb") {
            s.settings.over_the_board = true;
        }
        s
    });
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
    crate::hooks::use_language_pack(state.lang, {
        let d = state.dispatcher();
        let lang = state.lang;
        Callback::from(move |loaded: bool| {
            use crate::state::Action;
            d.dispatch(if loaded {
                Action::WordsLoaded
            } else {
                Action::Notify(crate::notice::Notice::WordsUnavailable(lang))
            })
        })
    });
    let crate::hooks::Persistence { archive, unsaved } = crate::hooks::use_persistence(&state);
    let message = crate::hooks::use_spoken_message(&state);
    let computer = crate::hooks::use_computer(&state);
    crate::hooks::use_analysis(&state);
    crate::hooks::use_kept_analysis(&state);
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
    // A game locked by the arbiter logs leaving the app during play.
    crate::hooks::use_foreground_log(
        state.game.setup().is_locked() && state.game.is_started() && !state.game.is_over(),
        state.dispatcher(),
    );
    crate::hooks::use_arbiter_idle_lock(state.arbiter_unlocked, state.revision, state.dispatcher());

    let lang = state.lang;
    let game = &state.game;
    let otb = state.settings.over_the_board;
    // Computed once for the screen and the print sheet.
    let rows: std::rc::Rc<[_]> = rows_of(&state).into();
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

    let context = AppContext::new(state.clone(), computer);
    html! {
        <ContextProvider<AppContext> context={context.clone()}>
            <a class="skip-link" href="#board" onclick={skip_to_board(otb)}>{ t(lang, Msg::SkipToBoard) }</a>
            <AppHeader on_new_game={open(&new_game_open)} on_settings={open(&settings_open)}
                on_pgn={open(&pgn_open)} on_install={install} />
            <StorageAlert {unsaved} unarchived={archive.unarchived().clone()} />
            <main class={classes!("app-main", state.settings.board_theme.class(), otb.then_some("otb-main"))}
                data-mode={if otb { "otb" } else { "screen" }} data-feedback-place="play">
                if otb { <OtbArea /> } else { <PlayArea /> }
                <Desk rows={rows.clone()} />
                if otb { <OtbTools /> }
                <SideColumn rows={rows.clone()} result={result_line.clone().map(AttrValue::from)} />
            </main>
            { announcer(message.as_ref()) }
            // The forms are drawn only while open, so that a start spends
            // no time on them.
            if *new_game_open {
                <NewGame open=true on_close={close(&new_game_open)}
                    against_computer={*against_computer} />
            }
            if *settings_open {
                <SettingsDialog open=true on_close={close(&settings_open)} />
            }
            <PgnDialog open={*pgn_open} {archive} on_close={close(&pgn_open)} />
            { print_sheet(&context, &rows, result_line.as_deref()) }
            <UpdateBanner label={t(lang, Msg::UpdateAvailable)} />
        </ContextProvider<AppContext>>
    }
}

/// The skip link's action: the focus goes where play goes on
/// ([`focus_play`]). Following the link alone would only scroll, and leave
/// the focus on the page.
fn skip_to_board(otb: bool) -> Callback<MouseEvent> {
    Callback::from(move |e: MouseEvent| {
        if crate::focus::focus_play(otb) {
            e.prevent_default();
        }
    })
}

//! The top-level component: lays out the board, the clocks, the controls and
//! the scoresheet around one [`AppState`].

use rochade_arbiter::{Event, Game, GameSetup};
use rochade_clock::{DisplayOptions, format_time};
use rochade_laws::{Color, Position};
use rochade_speech::announce_move;
use yew::prelude::*;

use crate::components::announcer::Announcer;
use crate::components::arbiter_panel::ArbiterPanel;
use crate::components::board::Board;
use crate::components::braille_panel::BraillePanel;
use crate::components::clocks::Clocks;
use crate::components::controls::Controls;
use crate::components::move_input::MoveInput;
use crate::components::new_game::NewGame;
use crate::components::pgn_dialog::PgnDialog;
use crate::components::print_sheet::PrintSheet;
use crate::components::promotion::Promotion;
use crate::components::scoresheet::{Cell, Row, Scoresheet};
use crate::components::settings_dialog::SettingsDialog;
use crate::context::AppContext;
use crate::hooks::{
    ArchiveEvent, LoadOrigin, SettingsSync, use_archive, use_saved_game, use_stored_settings,
};
use crate::i18n::{Lang, Msg, t, tr};
use crate::notice::Notice;
use crate::outcome_text::outcome_text;
use crate::settings::Settings;
use crate::state::{Action, AppState};
use crate::storage::{self, Found, StorageTrouble, Synced};
use crate::time::now_ms;

fn browser_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map(|tag| Lang::from_tag(&tag))
        .unwrap_or_default()
}

/// The state the app starts with: saved settings and the saved game, or a
/// new casual game without a clock. What could not be read is reported in
/// the language of the settings, once they are read.
fn initial_state() -> AppState {
    let mut troubles = Vec::new();
    let settings = match storage::read_settings::<Settings>() {
        Found::Value(s) => s,
        Found::Missing => Settings::default(),
        Found::Trouble(t) => {
            troubles.push(t);
            Settings::default()
        }
    };
    let game = match storage::read_game() {
        Found::Value(envelope) => Some(envelope.game),
        Found::Missing => None,
        // Storage missing altogether was reported with the settings.
        Found::Trouble(StorageTrouble::Unavailable) => None,
        Found::Trouble(t) => {
            troubles.push(t);
            None
        }
    };
    let game = game.unwrap_or_else(default_game);
    let mut state = AppState::new(game, settings, browser_lang());
    if !troubles.is_empty() {
        state.notice = Some(Notice::Storage(troubles));
    }
    state
}

fn default_game() -> Game {
    let lang = browser_lang();
    let setup = GameSetup::new(t(lang, Msg::White), t(lang, Msg::Black));
    // An untimed casual game from the initial position cannot fail to set up;
    // should it ever, the arbiter's default setup is used.
    match Game::new(setup) {
        Ok(game) => game,
        // The initial position without a clock is always accepted (the
        // arbiter's tests cover it); this arm cannot be reached.
        Err(_) => Game::new(GameSetup::default()).unwrap_or_else(|e| panic!("{e}")),
    }
}

/// The position after the ply `ply` of the game.
fn position_after(game: &Game, ply: usize) -> Position {
    game.record()
        .get(ply + 1)
        .map(|r| r.before.clone())
        .unwrap_or_else(|| game.position().clone())
}

fn scoresheet_rows(state: &AppState) -> Vec<Row> {
    let notation = state.settings.notation();
    let speech = state.settings.speech();
    let opts = DisplayOptions::default();
    let mut rows: Vec<Row> = Vec::new();
    for (ply, rec) in state.game.record().iter().enumerate() {
        let cell = Cell {
            text: rec.write(&notation),
            ply,
            draw_offer: rec.draw_offer,
            clock: state
                .settings
                .show_times
                .then(|| rec.clock_ms.map(|ms| format_time(ms, &opts)))
                .flatten(),
            spoken: announce_move(&rec.before, &rec.mv, &speech).text,
        };
        let number = rec.number();
        let white = rec.side() == Color::White;
        match rows.last_mut() {
            Some(row) if row.number == number && !white && row.black.is_none() => {
                row.black = Some(cell);
            }
            _ => rows.push(Row {
                number,
                white: white.then(|| cell.clone()),
                black: (!white).then_some(cell),
            }),
        }
    }
    rows
}

/// The application.
#[function_component(App)]
pub fn app() -> Html {
    let state = use_reducer(initial_state);
    let new_game_open = use_state(|| false);
    let settings_open = use_state(|| false);
    let pgn_open = use_state(|| false);

    // The document's language follows the interface language.
    {
        let lang = state.lang;
        use_effect_with(lang, move |lang| {
            if let Some(el) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.document_element())
            {
                let _ = el.set_attribute("lang", lang.tag());
            }
        });
    }
    // The game and the settings are saved at every change, and follow
    // what other windows save; the archive keeps what would be lost.
    {
        let d = state.dispatcher();
        let on_sync = Callback::from(move |sync: Synced| match sync {
            Synced::ChangedElsewhere(game) => {
                d.dispatch(Action::Load(game, LoadOrigin::OtherTab));
                d.dispatch(Action::Notify(Notice::ChangedElsewhere));
            }
            Synced::ConflictArchived {
                white,
                black,
                plies,
            } => d.dispatch(Action::Notify(Notice::ConflictArchived {
                white,
                black,
                plies,
            })),
            Synced::Trouble(t) => d.dispatch(Action::Notify(Notice::Storage(vec![t]))),
            Synced::Archive(t) => d.dispatch(Action::Notify(Notice::Archive(t))),
        });
        use_saved_game(&state.game, state.revision, on_sync);
    }
    {
        let d = state.dispatcher();
        let on_sync = Callback::from(move |sync: SettingsSync<Settings>| match sync {
            SettingsSync::ChangedElsewhere(s) => {
                d.dispatch(Action::Settings(s));
                d.dispatch(Action::Say(Notice::SettingsChangedElsewhere));
            }
            SettingsSync::Trouble(t) => d.dispatch(Action::Notify(Notice::Storage(vec![t]))),
        });
        use_stored_settings(&state.settings, on_sync);
    }
    let archive = {
        let d = state.dispatcher();
        let on_event = Callback::from(move |e: ArchiveEvent| {
            if let ArchiveEvent::Trouble(t) = e {
                d.dispatch(Action::Notify(Notice::Archive(t)));
            }
        });
        use_archive(&state.game, state.revision, state.origin, on_event)
    };
    // Each new message in words, once: a later change of language re-words
    // the notice on screen, but does not make the live regions speak again.
    let message = {
        let said = state.message.clone();
        let lang = state.lang;
        let settings = state.settings.clone();
        use_memo(said.as_ref().map(|m| m.seq), move |_| {
            said.and_then(|m| {
                crate::components::announcer::Message::of(
                    m.seq,
                    crate::words::parts(&m.notice, lang, &settings),
                )
            })
        })
    };
    // Speak each new message when the voice is on.
    {
        let message = (*message).clone();
        let voice = state.settings.voice;
        let voice_name = state.settings.voice_name.clone();
        let rate = state.settings.speech_rate();
        use_effect_with(message.as_ref().map(|m| m.seq), move |_| {
            if let (true, Some(m)) = (voice, message) {
                for (text, lang) in &m.parts {
                    crate::voice::speak(text, lang, rate, voice_name.as_deref());
                }
            }
        });
    }

    let lang = state.lang;
    let game = &state.game;
    let reviewing = state.viewing;
    let shown = match reviewing {
        Some(ply) => position_after(game, ply),
        None => game.position().clone(),
    };
    let last_move = match reviewing {
        Some(ply) => game.record().get(ply),
        None => game.record().last(),
    }
    .map(|r| (r.mv.from(), r.mv.to()));
    let interactive = reviewing.is_none() && !game.is_over();
    let names: [AttrValue; 2] = [
        game.setup().white.clone().into(),
        game.setup().black.clone().into(),
    ];

    let on_activate = {
        let d = state.dispatcher();
        Callback::from(move |sq| d.dispatch(Action::Activate(sq, now_ms())))
    };
    let on_drag = {
        let d = state.dispatcher();
        Callback::from(move |(a, b)| d.dispatch(Action::Drag(a, b, now_ms())))
    };
    let on_cancel = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::Cancel))
    };
    let on_event = {
        let d = state.dispatcher();
        Callback::from(move |e: Event| d.dispatch(Action::Game(e, now_ms())))
    };
    let on_flag = {
        let d = state.dispatcher();
        Callback::from(move |_at: u64| d.dispatch(Action::Game(Event::FlagCheck, now_ms())))
    };
    let on_pause = {
        let d = state.dispatcher();
        Callback::from(move |pause: bool| {
            let e = if pause { Event::Pause } else { Event::Resume };
            d.dispatch(Action::Game(e, now_ms()));
        })
    };
    let on_promote = {
        let d = state.dispatcher();
        Callback::from(move |role| d.dispatch(Action::Promote(role, now_ms())))
    };
    let on_select_move = {
        let d = state.dispatcher();
        Callback::from(move |ply| d.dispatch(Action::View(Some(ply))))
    };
    let back_to_game = {
        let d = state.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::View(None)))
    };
    // Blind mode: single-key commands on the board, spoken time warnings.
    let on_key = {
        let d = state.dispatcher();
        let me = state.orientation;
        Callback::from(move |(e, sq): (KeyboardEvent, rochade_laws::Square)| {
            if let Some(cmd) = crate::commands::key_command(&e.key(), sq, me) {
                e.prevent_default();
                d.dispatch(Action::Command(cmd, now_ms()));
            }
        })
    };
    crate::hooks::use_time_warnings(
        game.clock().cloned(),
        game.is_over(),
        state.settings.spoken_low_ms(),
        state.dispatcher(),
    );
    let on_notify = {
        let d = state.dispatcher();
        Callback::from(move |notice: Notice| d.dispatch(Action::Notify(notice)))
    };
    let on_typed = {
        let d = state.dispatcher();
        Callback::from(move |text: String| d.dispatch(Action::Typed(text, now_ms())))
    };
    let on_confirm = {
        let d = state.dispatcher();
        Callback::from(move |_| d.dispatch(Action::ConfirmTyped(now_ms())))
    };
    let flip = {
        let d = state.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Flip))
    };
    let open_new = {
        let s = new_game_open.clone();
        Callback::from(move |_: MouseEvent| s.set(true))
    };
    let open_settings = {
        let s = settings_open.clone();
        Callback::from(move |_: MouseEvent| s.set(true))
    };
    let on_start = {
        let d = state.dispatcher();
        let s = new_game_open.clone();
        Callback::from(move |(setup, side): (GameSetup, Color)| {
            s.set(false);
            d.dispatch(Action::NewGame(Box::new(setup), side, now_ms()));
        })
    };
    let close_new = {
        let s = new_game_open.clone();
        Callback::from(move |_| s.set(false))
    };
    let on_settings = {
        let d = state.dispatcher();
        Callback::from(move |s: Settings| d.dispatch(Action::Settings(s)))
    };
    let close_settings = {
        let s = settings_open.clone();
        Callback::from(move |_| s.set(false))
    };

    let turn_colour = t(
        lang,
        if shown.turn().is_white() {
            Msg::White
        } else {
            Msg::Black
        },
    );
    let status = match (game.outcome(), reviewing) {
        (_, Some(ply)) => {
            let san = game
                .record()
                .get(ply)
                .map(|r| r.write(&state.settings.notation()))
                .unwrap_or_default();
            tr(lang, Msg::ReviewingMove { mv: &san })
        }
        (Some(o), None) => tr(
            lang,
            Msg::GameOver {
                result: &outcome_text(&o, lang),
            },
        ),
        (None, None) => tr(lang, Msg::ToMove { side: turn_colour }),
    };
    let result_line = game.outcome().map(|o| outcome_text(&o, lang));
    // Computed once for the screen and the print sheet.
    let rows = scoresheet_rows(&state);
    let board_label = if reviewing.is_some() {
        t(lang, Msg::ChessboardReview)
    } else {
        t(lang, Msg::Chessboard)
    };
    let pending = state
        .pending_typed
        .map(|m| announce_move(game.position(), &m, &state.settings.speech()).text);

    let notice_text = state
        .notice
        .as_ref()
        .map(|n| crate::words::text(n, lang, &state.settings))
        .unwrap_or_default();

    html! {
        <ContextProvider<AppContext> context={AppContext::new(state.clone())}>
            <a class="skip-link" href="#board">{ t(lang, Msg::SkipToBoard) }</a>
            <header class="app-header">
                <h1>{ t(lang, Msg::AppTitle) }</h1>
                <button type="button" onclick={open_new}>{ t(lang, Msg::NewGame) }</button>
                <button type="button" onclick={flip}>{ t(lang, Msg::FlipBoard) }</button>
                <button type="button" onclick={open_settings}>{ t(lang, Msg::Settings) }</button>
                <button type="button" onclick={{ let s = pgn_open.clone(); move |_: MouseEvent| s.set(true) }}>
                    { t(lang, Msg::PgnAndArchive) }
                </button>
            </header>
            <main class="app-main">
                <div class="play" id="board">
                    <p class="status-line" data-status="">{ status }</p>
                    <Board position={shown.clone()} orientation={state.orientation}
                        selected={state.selected} targets={state.targets()} {last_move}
                        {interactive} label={board_label} speech={state.settings.speech()}
                        {on_activate} {on_drag} {on_cancel} {on_key} />
                    if let Some((from, _)) = state.promotion {
                        <Promotion color={shown.piece_at(from).map(|p| p.color).unwrap_or(shown.turn())}
                            {lang} on_choose={on_promote} />
                    }
                    if reviewing.is_some() {
                        <button type="button" class="primary back" onclick={back_to_game}>
                            { t(lang, Msg::BackToGame) }
                        </button>
                    }
                    <p class={classes!("message", state.notice.as_ref().filter(|n| n.is_error()).map(|_| "error"))}
                        data-notice="">
                        { notice_text }
                    </p>
                    <MoveInput {lang} on_submit={on_typed} {pending} {on_confirm}
                        enabled={true} />
                </div>
                <div class="side">
                    <Clocks clock={game.clock().cloned()} names={names.clone()}
                        orientation={state.orientation} low_ms={state.settings.low_ms()}
                        game_over={game.is_over()} {lang} {on_flag} {on_pause} />
                    <Controls game={game.clone()} {lang} on_event={on_event.clone()} />
                    <Scoresheet rows={rows.clone()} result={result_line.clone()}
                        viewing={reviewing} {names} {lang} on_select={on_select_move} />
                    <BraillePanel game={game.clone()} {lang} {on_notify} />
                    <ArbiterPanel game={game.clone()} {lang} {on_event} />
                </div>
            </main>
            <Announcer message={(*message).clone()} />
            <NewGame open={*new_game_open} {lang} {on_start} on_close={close_new} />
            <SettingsDialog open={*settings_open} settings={state.settings.clone()} {lang}
                on_change={on_settings} on_close={close_settings} />
            <PgnDialog open={*pgn_open} {archive}
                on_close={{ let s = pgn_open.clone(); move |_| s.set(false) }} />
            <PrintSheet game={game.clone()} {rows} result={result_line} {lang} />
            <crate::pwa::UpdateBanner label={t(lang, Msg::UpdateAvailable)} />
        </ContextProvider<AppContext>>
    }
}

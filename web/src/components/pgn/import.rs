//! Import PGN: a file or pasted text, one or many games, read in a worker
//! (`use_pgn_import`) with progress and Cancel; every game that cannot be
//! read is listed with its line and column; a game is opened for review,
//! or continued from any of its positions.

use crate::components::button::button;
use rochade_pgn_worker::wire::Found;
use wasm_bindgen::JsValue;
use web_sys::{Blob, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::round_results::RoundTable;
use super::{PartProps, Replace};
use crate::archive;
use crate::context::use_app;
use crate::hooks::{ImportPhase, UsePgnImport, use_focus_after_render, use_round_results};
use crate::notice::PgnStatus;
use crate::state::LoadOrigin;
use crate::words::i18n::{Lang, Msg, t, tr};
use crate::words::pgn::{numbered_label, ply_label};

/// Games in the chooser at a time: a file of 20,000 games would make one
/// `<select>` too long to draw in one short task.
const PAGE: usize = 50;

/// The import: reading games (in a worker, with progress and Cancel),
/// listing their errors, and the chooser of the game and the position to
/// open.
#[function_component]
pub fn ImportPgn(props: &PartProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let paste = use_node_ref();
    let file = use_node_ref();
    let pgn = props.import.clone();
    // The position chosen to open at; `None`: after the last move.
    let ply = use_state(|| None::<usize>);
    let focus = use_focus_after_render();
    let on_read = {
        let (paste, pgn, ply) = (paste.clone(), pgn.clone(), ply.clone());
        Callback::from(move |_: MouseEvent| {
            let text = paste
                .cast::<HtmlTextAreaElement>()
                .map(|a| a.value())
                .unwrap_or_default();
            let parts = js_sys::Array::of1(&JsValue::from_str(&text));
            if let Ok(blob) = Blob::new_with_str_sequence(&parts) {
                ply.set(None);
                pgn.start(blob);
            }
        })
    };
    let round = use_round_results();
    // A game read from its codes joins the round's table as a file would
    // (matched by its Round and Board tags), and the archive, once however
    // often it is read.
    let scanned = use_mut_ref(Vec::<String>::new);
    let on_scanned = {
        let (scanned, add, archive, status) = (
            scanned.clone(),
            round.add.clone(),
            props.archive.clone(),
            props.status.clone(),
        );
        Callback::from(move |(game, pgn): (String, String)| {
            if scanned.borrow().contains(&game) {
                return;
            }
            // The round's table takes the game whatever the archive meets;
            // what it meets is said on the dialog's status line.
            if let Ok(read) =
                archive::pgn_game(&pgn).and_then(|g| rochade_arbiter::Game::from_pgn_game(&g))
            {
                if let Err(troubles) = archive.add(&read) {
                    status.set(PgnStatus::Archive(troubles));
                }
            }
            let parts = js_sys::Array::of1(&JsValue::from_str(&pgn));
            if let Ok(file) =
                web_sys::File::new_with_str_sequence(&parts, &format!("scanned-{game}.pgn"))
            {
                scanned.borrow_mut().push(game);
                add.emit(vec![file]);
            }
        })
    };
    // One file is read as games to open; several (chosen together or
    // dropped) as the results of a round, one game a board.
    let take = {
        let (pgn, ply, read_round) = (pgn.clone(), ply.clone(), round.read.clone());
        Callback::from(move |files: web_sys::FileList| {
            let chosen: Vec<web_sys::File> =
                (0..files.length()).filter_map(|i| files.get(i)).collect();
            match chosen.len() {
                0 => {}
                1 => {
                    ply.set(None);
                    pgn.start(chosen[0].clone().into());
                }
                _ => read_round.emit(chosen),
            }
        })
    };
    let on_file = {
        let (file, take) = (file.clone(), take.clone());
        Callback::from(move |_: Event| {
            if let Some(files) = file.cast::<HtmlInputElement>().and_then(|i| i.files()) {
                take.emit(files);
            }
        })
    };
    let on_dragover = Callback::from(|e: DragEvent| e.prevent_default());
    let on_drop = Callback::from(move |e: DragEvent| {
        e.prevent_default();
        if let Some(files) = e.data_transfer().and_then(|d| d.files()) {
            take.emit(files);
        }
    });
    let on_cancel = {
        let pgn = pgn.clone();
        Callback::from(move |_: MouseEvent| {
            pgn.cancel();
            focus.emit("pgn-keep".to_string());
        })
    };
    let on_settle = |keep: bool| {
        let pgn = pgn.clone();
        Callback::from(move |_: MouseEvent| pgn.settle(keep))
    };
    let phase = pgn.phase();
    let games = pgn.games();
    let refused = pgn.refused();
    let progress = match phase {
        ImportPhase::Reading { read, size } => html! {
            <div class="controls">
                <label>{ t(lang, Msg::ReadingGames) }
                    // Without a value until the worker has told the size.
                    if size > 0 {
                        <progress data-pgn-progress="" value={read.to_string()}
                            max={size.to_string()} />
                    } else {
                        <progress data-pgn-progress="" />
                    }
                </label>
                { button(t(lang, Msg::Cancel), on_cancel) }
            </div>
        },
        ImportPhase::Cancelled => html! {
            <div class="controls" data-pgn-cancelled="">
                <p role="status">{ tr(lang, Msg::ImportCancelled { n: pgn.games_read() as u64 }) }</p>
                <button type="button" id="pgn-keep" onclick={on_settle(true)}>{ t(lang, Msg::KeepGamesRead) }</button>
                { button(t(lang, Msg::DiscardGamesRead), on_settle(false)) }
            </div>
        },
        ImportPhase::Failed => html! {
            <p role="alert" class="message error">{ t(lang, Msg::PgnFileUnreadable) }</p>
        },
        ImportPhase::Idle | ImportPhase::Done => Html::default(),
    };
    let done = phase == ImportPhase::Done;
    let chooser = done.then(|| {
        let replace = Replace::new(app.clone(), props);
        chooser(lang, &pgn, &games, &ply, &replace)
    });
    html! {
        <section aria-labelledby="pgn-import-title" ondragover={on_dragover} ondrop={on_drop}>
            <h3 id="pgn-import-title">{ t(lang, Msg::ImportPgn) }</h3>
            <div class="form-grid">
                <label>{ t(lang, Msg::PgnFile) }
                    <input type="file" ref={file} accept=".pgn,application/x-chess-pgn,text/plain"
                        multiple=true onchange={on_file} />
                </label>
                <label>{ t(lang, Msg::PgnText) }
                    <textarea ref={paste} rows="5" spellcheck="false" autocomplete="off"
                        class="pgn-text" />
                </label>
                <div class="controls">
                    { button(t(lang, Msg::ReadGames), on_read) }
                </div>
                { progress }
                if done {
                    <p role="status" data-pgn-summary="">
                        { tr(lang, Msg::GamesRead { n: (games.len() + refused.len()) as u64, failed: &refused.len().to_string() }) }
                    </p>
                }
                if done && !refused.is_empty() {
                    <div role="alert" class="pgn-errors-box">
                        <ul class="pgn-errors message error">
                        { for refused.iter().map(|(n, e)| html! { <li>{ crate::words::pgn::pgn_error_text(lang, *n, e) }</li> }) }
                    </ul>
                    </div>
                }
                { chooser.unwrap_or_default() }
                <super::code_scanner::CodeScanner on_game={on_scanned} />
                if round.unreadable {
                    <p role="alert" class="message error">{ t(lang, Msg::PgnFileUnreadable) }</p>
                }
                if let Some(results) = round.results.clone() {
                    <RoundTable {results} round={round.round.clone()} status={props.status.clone()} />
                }
            </div>
        </section>
    }
}

/// The chooser of an imported game (a page of [`PAGE`] games at a time)
/// and of the position to open, to review the game or continue it. The
/// chosen game is read again from the file; until it is, it cannot be
/// opened.
fn chooser(
    lang: Lang,
    pgn: &UsePgnImport,
    games: &[Found],
    ply: &UseStateHandle<Option<usize>>,
    replace: &Replace,
) -> Html {
    if games.is_empty() {
        return Html::default();
    }
    let selected = pgn.selected();
    let page = selected / PAGE;
    let sel = pgn.chosen();
    let plies = sel.as_ref().map_or(0, |g| g.game.record().len());
    let at = ply.unwrap_or(plies).min(plies);
    let choose = |index: usize| {
        let (pgn, ply) = (pgn.clone(), ply.clone());
        move || {
            ply.set(None);
            pgn.choose(index);
        }
    };
    let on_choose = {
        let (pgn, ply) = (pgn.clone(), ply.clone());
        Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<HtmlSelectElement>() {
                ply.set(None);
                pgn.choose(sel.value().parse().unwrap_or(0));
            }
        })
    };
    let on_ply = {
        let ply = ply.clone();
        Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<HtmlSelectElement>() {
                ply.set(Some(sel.value().parse().unwrap_or(0)));
            }
        })
    };
    let earlier = page.checked_sub(1).map(|p| {
        let go = choose(p * PAGE);
        Callback::from(move |_: MouseEvent| go())
    });
    let later = ((page + 1) * PAGE < games.len()).then(|| {
        let go = choose((page + 1) * PAGE);
        Callback::from(move |_: MouseEvent| go())
    });
    let paged = games.len() > PAGE;
    let on_review = sel.clone().map(|sel| {
        let replace = replace.clone();
        Callback::from(move |_: MouseEvent| {
            let game = &sel.game;
            let view = (plies > 0 && (at < plies || !game.is_over())).then_some(at);
            replace.load(game.clone(), view, LoadOrigin::Import);
        })
    });
    let can_continue = sel
        .as_ref()
        .is_some_and(|s| at < plies || !s.game.is_over());
    let on_continue = sel.clone().map(|sel| {
        let replace = replace.clone();
        Callback::from(
            move |_: MouseEvent| match archive::game_until(&sel.pgn, at) {
                Ok(game) => replace.load(game, None, LoadOrigin::Import),
                Err(error) => replace.status.set(PgnStatus::ImportError {
                    game: sel.number,
                    error,
                }),
            },
        )
    });
    let shown = &games[(page * PAGE).min(games.len())..((page + 1) * PAGE).min(games.len())];
    html! {
        <div class="form-grid">
            <label>{ t(lang, Msg::ChooseGame) }
                <select onchange={on_choose} data-pgn-games="">
                    { for shown.iter().enumerate().map(|(k, g)| {
                        let i = page * PAGE + k;
                        html! {
                            <option value={i.to_string()} selected={i == selected}>
                                { numbered_label(g, lang) }
                            </option>
                        }
                    }) }
                </select>
            </label>
            if paged {
                <div class="controls">
                    <button type="button" disabled={earlier.is_none()} onclick={earlier}>{ t(lang, Msg::EarlierGames) }</button>
                    <button type="button" disabled={later.is_none()} onclick={later}>{ t(lang, Msg::LaterGames) }</button>
                </div>
            }
            if let Some(sel) = &sel {
                <label>{ t(lang, Msg::ContinueAfter) }
                    <select onchange={on_ply} data-pgn-ply="">
                        { for (0..=plies).map(|p| html! {
                            <option value={p.to_string()} selected={p == at}>{ ply_label(&sel.game, p, lang) }</option>
                        }) }
                    </select>
                </label>
            }
            <div class="controls">
                <button type="button" disabled={on_review.is_none()} onclick={on_review}>{ t(lang, Msg::OpenForReview) }</button>
                <button type="button" disabled={!can_continue} onclick={on_continue}>
                    { t(lang, Msg::ContinuePlaying) }
                </button>
            </div>
        </div>
    }
}

//! PGN in the app (issue 9, item 3) and the local archive (issue 7, item 7),
//! in one modal `<dialog>`:
//!
//! * **This game**: download its PGN, copy it, print the scoresheet.
//! * **Import PGN**: a file or pasted text, one or many games; every game
//!   that cannot be read is listed with its line and column; a game is
//!   opened for review, or continued from any of its positions.
//!   Variations are skipped and comments kept, as the arbiter's importer
//!   does (a game exported again carries its comments, not its variations).
//! * **Position from FEN**: a new game from that position; a bad FEN names
//!   the field and the character.
//! * **Archive**: every game finished in the app, newest first, and any
//!   unfinished game that an opened game replaced — each to open, export
//!   or copy.
//!
//! The component stays mounted while closed: it watches the game and puts
//! it into the archive when it ends.

use std::rc::Rc;

use rochade_arbiter::pgn::{BadMoveReason, PgnError, PgnErrorKind, PgnGame, read_games};
use rochade_arbiter::{Game, GameSetup};
use rochade_laws::{Color, FenError, Position};
use wasm_bindgen_futures::spawn_local;
use web_sys::{HtmlDialogElement, HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::archive;
use crate::error_text::fen_error_text;
use crate::error_text::{clock_error_text, fen_error_detail, move_error_text, tag_error_text};
use crate::hooks::{LoadOrigin, UseArchive};
use crate::i18n::{Lang, Msg, t, tr};
use crate::notice::Notice;
use crate::state::{Action, AppState};
use crate::time::now_ms;
use crate::transfer;

/// A game read from PGN whose moves are all legal.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    /// Its number in the text (from 1).
    pub number: usize,
    /// The game as read (to cut it at any move).
    pub pgn: PgnGame,
    /// The whole game.
    pub game: Game,
}

/// Reads every game of `text`: the playable games, and each other game's
/// number with its first error.
pub fn import(text: &str) -> (Vec<Imported>, Vec<(usize, PgnError)>) {
    let mut games = Vec::new();
    let mut errors = Vec::new();
    let read = read_games(text);
    if read.is_empty() {
        errors.push((
            1,
            PgnError {
                pos: rochade_arbiter::pgn::Pos { line: 1, column: 1 },
                kind: PgnErrorKind::NoGame,
            },
        ));
    }
    for (i, r) in read.into_iter().enumerate() {
        let number = i + 1;
        match r.and_then(|pgn| Game::from_pgn_game(&pgn).map(|game| (pgn, game))) {
            Ok((pgn, game)) => games.push(Imported { number, pgn, game }),
            Err(e) => errors.push((number, e)),
        }
    }
    (games, errors)
}

/// "Game 2, line 14, column 7: move "Nf9": …" in the interface language.
pub fn pgn_error_text(lang: Lang, number: usize, e: &PgnError) -> String {
    let detail = match &e.kind {
        PgnErrorKind::BadTag(why) => tr(
            lang,
            Msg::PgnBadTag {
                why: tag_error_text(lang, *why),
            },
        ),
        PgnErrorKind::UnterminatedComment => t(lang, Msg::PgnUnterminatedComment).to_string(),
        PgnErrorKind::UnexpectedChar(c) => tr(
            lang,
            Msg::PgnUnexpectedChar {
                char: &format!("{c:?}"),
            },
        ),
        PgnErrorKind::UnbalancedParenthesis => t(lang, Msg::PgnUnbalanced).to_string(),
        PgnErrorKind::BadMove { text, reason } => {
            let why = match reason {
                BadMoveReason::AfterTheEnd => t(lang, Msg::PgnMoveAfterEnd).to_string(),
                BadMoveReason::Move(e) => move_error_text(lang, e),
            };
            tr(
                lang,
                Msg::PgnBadMove {
                    mv: &format!("{text:?}"),
                    why: &why,
                },
            )
        }
        PgnErrorKind::BadFen(e) => tr(
            lang,
            Msg::PgnBadFen {
                why: &fen_error_detail(lang, e),
            },
        ),
        PgnErrorKind::BadSetup(e) => tr(
            lang,
            Msg::PgnBadSetup {
                why: &clock_error_text(lang, e),
            },
        ),
        PgnErrorKind::NoGame => t(lang, Msg::NoGameFound).to_string(),
    };
    tr(
        lang,
        Msg::PgnErrorAt {
            game: &number.to_string(),
            line: &e.pos.line.to_string(),
            column: &e.pos.column.to_string(),
            why: &detail,
        },
    )
}

use crate::words::archive_troubles as trouble_text;

/// Moves the keyboard focus to the element with this id, if there is one.
fn focus_id(id: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
    if let Some(e) = element {
        let _ = e.focus();
    }
}

use crate::words::game_label;

/// The label of the position after `ply` half-moves ("12. Nf3", "12… Nf6").
fn ply_label(game: &Game, ply: usize, lang: Lang) -> String {
    match ply.checked_sub(1).and_then(|i| game.record().get(i)) {
        None => t(lang, Msg::StartingPosition).to_string(),
        Some(r) if r.side() == Color::White => format!("{}. {}", r.number(), r.san),
        Some(r) => format!("{}… {}", r.number(), r.san),
    }
}

/// Properties of [`PgnDialog`].
#[derive(Properties, PartialEq)]
pub struct PgnDialogProps {
    /// Whether the dialog is open.
    pub open: bool,
    /// Interface language.
    pub lang: Lang,
    /// The current game.
    pub game: Game,
    /// The state's revision (changes with every change of the game).
    pub revision: u64,
    /// The application state's dispatcher (load a game, start one, notify).
    pub dispatch: UseReducerDispatcher<AppState>,
    /// The archive (kept by the app, which archives finished and replaced
    /// games whether or not this dialog was ever opened).
    pub archive: UseArchive,
    /// The dialog closed.
    pub on_close: Callback<()>,
}

/// The PGN and archive dialog.
#[function_component(PgnDialog)]
pub fn pgn_dialog(props: &PgnDialogProps) -> Html {
    let lang = props.lang;
    let dialog = use_node_ref();
    let paste = use_node_ref();
    let file = use_node_ref();
    let fen = use_node_ref();
    let fallback_ref = use_node_ref();
    let status = use_state(|| None::<(String, bool)>);
    let fallback = use_state(|| None::<String>);
    let imported = use_state(|| Rc::new(Vec::<Imported>::new()));
    let import_errors = use_state(Vec::<(usize, PgnError)>::new);
    let import_done = use_state(|| false);
    let chosen = use_state(|| 0usize);
    let ply = use_state(|| 0usize);
    let fen_error = use_state(|| None::<(String, FenError)>);
    // The archive entry whose deletion awaits confirmation (its index).
    let confirm_delete = use_state(|| None::<usize>);
    // Open and close the modal dialog; read the archive when it opens.
    {
        let dialog = dialog.clone();
        let archive = props.archive.clone();
        let status = status.clone();
        use_effect_with((props.open, lang), move |(open, lang)| {
            if let Some(d) = dialog.cast::<HtmlDialogElement>() {
                if *open && !d.open() {
                    let troubles = archive.reload();
                    if !troubles.is_empty() {
                        status.set(Some((trouble_text(*lang, &troubles), true)));
                    }
                    let _ = d.show_modal();
                } else if !*open && d.open() {
                    d.close();
                }
            }
        });
    }

    // Deleting from the archive: the confirmation takes the focus; when it
    // is cancelled the focus goes back to the entry's Delete button.
    {
        let confirm_delete = confirm_delete.clone();
        use_effect_with(*confirm_delete, move |which| {
            let id = match which {
                Some(i) => format!("archive-confirm-{i}"),
                None => return,
            };
            focus_id(&id);
        });
    }

    // The copy fallback: select the text so that Ctrl+C copies it.
    {
        let fallback_ref = fallback_ref.clone();
        use_effect_with((*fallback).clone(), move |text| {
            if text.is_some() {
                if let Some(area) = fallback_ref.cast::<HtmlTextAreaElement>() {
                    let _ = area.focus();
                    area.select();
                }
            }
        });
    }

    let close = {
        let cb = props.on_close.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let onclose = {
        let cb = props.on_close.clone();
        Callback::from(move |_: Event| cb.emit(()))
    };

    // Copy and download, for this game and archived ones.
    let copy_text = {
        let status = status.clone();
        let fallback = fallback.clone();
        move |text: String| {
            let status = status.clone();
            let fallback = fallback.clone();
            fallback.set(None);
            spawn_local(async move {
                match transfer::copy(&text).await {
                    Ok(()) => status.set(Some((t(lang, Msg::PgnCopied).into(), false))),
                    Err(()) => {
                        status.set(Some((t(lang, Msg::CopyUnavailable).into(), true)));
                        fallback.set(Some(text));
                    }
                }
            });
        }
    };
    let download_text = {
        let status = status.clone();
        move |name: String, text: String| {
            if !transfer::download(&name, &text, "application/x-chess-pgn") {
                status.set(Some((t(lang, Msg::DownloadFailed).into(), true)));
            }
        }
    };

    // Keep an unfinished game before another replaces it: `Ok(true)` when
    // it was archived now.
    let keep_current = {
        let archive = props.archive.clone();
        move || -> Result<bool, String> {
            archive
                .keep_current()
                .map_err(|troubles| trouble_text(lang, &troubles))
        }
    };

    // Replace the game with `game`; `view`: the ply to show read-only.
    let load = {
        let dispatch = props.dispatch.clone();
        let on_close = props.on_close.clone();
        let status = status.clone();
        let keep_current = keep_current.clone();
        move |game: Game, view: Option<usize>, origin: LoadOrigin| {
            let kept = match keep_current() {
                Ok(k) => k,
                Err(why) => {
                    // Never replace a game that could not be kept.
                    status.set(Some((why, true)));
                    return;
                }
            };
            let loaded = Notice::Loaded {
                white: game.setup().white.clone(),
                black: game.setup().black.clone(),
                kept,
            };
            dispatch.dispatch(Action::Load(Box::new(game), origin));
            if view.is_some() {
                dispatch.dispatch(Action::View(view));
            }
            dispatch.dispatch(Action::Notify(loaded));
            on_close.emit(());
        }
    };

    // --- This game -------------------------------------------------------
    let this_game = {
        let game = props.game.clone();
        let on_download = {
            let download_text = download_text.clone();
            let game = game.clone();
            Callback::from(move |_: MouseEvent| {
                let s = game.setup();
                download_text(
                    archive::file_name(&s.white, &s.black, &s.date),
                    game.to_pgn(),
                );
            })
        };
        let on_copy = {
            let copy_text = copy_text.clone();
            let game = game.clone();
            Callback::from(move |_: MouseEvent| copy_text(game.to_pgn()))
        };
        let on_print = {
            let dialog = dialog.clone();
            let cb = props.on_close.clone();
            Callback::from(move |_: MouseEvent| {
                if let Some(d) = dialog.cast::<HtmlDialogElement>() {
                    d.close();
                }
                cb.emit(());
                // After the dialog has gone from the page.
                gloo_timers::callback::Timeout::new(100, transfer::print).forget();
            })
        };
        html! {
            <section aria-labelledby="pgn-this-title">
                <h3 id="pgn-this-title">{ t(lang, Msg::ThisGame) }</h3>
                <div class="controls">
                    <button type="button" onclick={on_download}>{ t(lang, Msg::DownloadPgn) }</button>
                    <button type="button" onclick={on_copy}>{ t(lang, Msg::CopyPgn) }</button>
                    <button type="button" onclick={on_print}>{ t(lang, Msg::PrintScoresheet) }</button>
                </div>
            </section>
        }
    };

    // --- Import ----------------------------------------------------------
    let take_import = {
        let imported = imported.clone();
        let import_errors = import_errors.clone();
        let import_done = import_done.clone();
        let chosen = chosen.clone();
        let ply = ply.clone();
        move |text: &str| {
            let (games, errors) = import(text);
            let first_len = games.first().map_or(0, |g| g.game.record().len());
            imported.set(Rc::new(games));
            import_errors.set(errors);
            import_done.set(true);
            chosen.set(0);
            ply.set(first_len);
        }
    };
    let on_read = {
        let paste = paste.clone();
        let take_import = take_import.clone();
        Callback::from(move |_: MouseEvent| {
            let text = paste
                .cast::<HtmlTextAreaElement>()
                .map(|a| a.value())
                .unwrap_or_default();
            take_import(&text);
        })
    };
    let on_file = {
        let file = file.clone();
        let take_import = take_import.clone();
        Callback::from(move |_: Event| {
            let Some(input) = file.cast::<HtmlInputElement>() else {
                return;
            };
            let take_import = take_import.clone();
            spawn_local(async move {
                if let Some((_name, text)) = transfer::read_chosen_file(&input).await {
                    take_import(&text);
                }
            });
        })
    };
    let selected = imported.get(*chosen).cloned();
    let on_choose = {
        let chosen = chosen.clone();
        let ply = ply.clone();
        let imported = imported.clone();
        Callback::from(move |e: Event| {
            let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() else {
                return;
            };
            let i: usize = sel.value().parse().unwrap_or(0);
            chosen.set(i);
            ply.set(imported.get(i).map_or(0, |g| g.game.record().len()));
        })
    };
    let on_ply = {
        let ply = ply.clone();
        Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                ply.set(sel.value().parse().unwrap_or(0));
            }
        })
    };
    let chooser = selected.map(|sel| {
        let plies = sel.game.record().len();
        let at = (*ply).min(plies);
        let on_review = {
            let load = load.clone();
            let game = sel.game.clone();
            Callback::from(move |_: MouseEvent| {
                let view = at.checked_sub(1).filter(|p| *p + 1 < plies || !game.is_over());
                let view = if at == 0 && plies > 0 { Some(0) } else { view };
                load(game.clone(), view, LoadOrigin::Import);
            })
        };
        let can_continue = at < plies || !sel.game.is_over();
        let on_continue = {
            let load = load.clone();
            let pgn = sel.pgn.clone();
            let status = status.clone();
            Callback::from(move |_: MouseEvent| match archive::game_until(&pgn, at) {
                Ok(game) => load(game, None, LoadOrigin::Import),
                Err(e) => status.set(Some((pgn_error_text(lang, sel.number, &e), true))),
            })
        };
        html! {
            <div class="form-grid">
                <label>{ t(lang, Msg::ChooseGame) }
                    <select onchange={on_choose} data-pgn-games="">
                        { for imported.iter().enumerate().map(|(i, g)| {
                            let s = g.game.setup();
                            let result = g.game.outcome().map_or_else(|| "*".to_string(), |o| o.result.to_string());
                            html! {
                                <option value={i.to_string()} selected={i == *chosen}>
                                    { format!("{}. {}", g.number, game_label(&s.white, &s.black, &s.event, &s.date, &result, lang)) }
                                </option>
                            }
                        }) }
                    </select>
                </label>
                <label>{ t(lang, Msg::ContinueAfter) }
                    <select onchange={on_ply} data-pgn-ply="">
                        { for (0..=plies).map(|p| html! {
                            <option value={p.to_string()} selected={p == at}>{ ply_label(&sel.game, p, lang) }</option>
                        }) }
                    </select>
                </label>
                <div class="controls">
                    <button type="button" onclick={on_review}>{ t(lang, Msg::OpenForReview) }</button>
                    <button type="button" disabled={!can_continue} onclick={on_continue}>
                        { t(lang, Msg::ContinuePlaying) }
                    </button>
                </div>
            </div>
        }
    });
    let import_html = html! {
        <section aria-labelledby="pgn-import-title">
            <h3 id="pgn-import-title">{ t(lang, Msg::ImportPgn) }</h3>
            <div class="form-grid">
                <label>{ t(lang, Msg::PgnFile) }
                    <input type="file" ref={file} accept=".pgn,application/x-chess-pgn,text/plain"
                        onchange={on_file} />
                </label>
                <label>{ t(lang, Msg::PgnText) }
                    <textarea ref={paste} rows="5" spellcheck="false" autocomplete="off"
                        class="pgn-text" />
                </label>
                <div class="controls">
                    <button type="button" onclick={on_read}>{ t(lang, Msg::ReadGames) }</button>
                </div>
                if *import_done {
                    <p role="status" data-pgn-summary="">
                        { tr(lang, Msg::GamesRead { n: (imported.len() + import_errors.len()) as u64, failed: &import_errors.len().to_string() }) }
                    </p>
                }
                if !import_errors.is_empty() {
                    <div role="alert" class="pgn-errors-box">
                        <ul class="pgn-errors message error">
                        { for import_errors.iter().map(|(n, e)| html! { <li>{ pgn_error_text(lang, *n, e) }</li> }) }
                    </ul>
                    </div>
                }
                { chooser.unwrap_or_default() }
            </div>
        </section>
    };

    // --- FEN -------------------------------------------------------------
    let on_fen = {
        let fen = fen.clone();
        let fen_error = fen_error.clone();
        let dispatch = props.dispatch.clone();
        let on_close = props.on_close.clone();
        let status = status.clone();
        let keep_current = keep_current.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = fen
                .cast::<HtmlInputElement>()
                .map(|i| i.value().trim().to_string())
                .unwrap_or_default();
            match Position::from_fen(&text) {
                Err(err) => fen_error.set(Some((text, err))),
                Ok(pos) => {
                    fen_error.set(None);
                    let kept = match keep_current() {
                        Ok(k) => k,
                        Err(why) => {
                            status.set(Some((why, true)));
                            return;
                        }
                    };
                    let mut setup =
                        GameSetup::new(t(lang, Msg::White), t(lang, Msg::Black)).with_fen(text);
                    setup.date = archive::today_pgn();
                    dispatch.dispatch(Action::NewGame(Box::new(setup), pos.turn(), now_ms()));
                    if kept {
                        dispatch.dispatch(Action::Notify(Notice::UnfinishedKept));
                    }
                    on_close.emit(());
                }
            }
        })
    };
    let fen_html = html! {
        <section aria-labelledby="pgn-fen-title">
            <h3 id="pgn-fen-title">{ t(lang, Msg::FenSetup) }</h3>
            <form class="form-grid" onsubmit={on_fen}>
                <label>{ t(lang, Msg::FenLabel) }
                    <input type="text" ref={fen} spellcheck="false" autocomplete="off"
                        class="fen-input" aria-describedby="fen-error"
                        aria-invalid={if fen_error.is_some() { "true" } else { "false" }} />
                </label>
                <div id="fen-error" role="alert">
                    if let Some((text, err)) = &*fen_error {
                        <p class="message error" data-fen-error="">{ fen_error_text(lang, err) }</p>
                        <pre class="fen-caret" aria-hidden="true">
                            { format!("{text}\n{}^", " ".repeat(err.position)) }
                        </pre>
                    }
                </div>
                <div class="controls">
                    <button type="submit">{ t(lang, Msg::StartFromFen) }</button>
                </div>
            </form>
        </section>
    };

    // --- Archive ---------------------------------------------------------
    let archive_html = {
        let items = props.archive.entries().iter().enumerate().map(|(i, e)| {
            let id = format!("archive-entry-{i}");
            let on_open = {
                let load = load.clone();
                let status = status.clone();
                let e = e.clone();
                Callback::from(move |_: MouseEvent| {
                    match e.pgn_game().and_then(|p| Game::from_pgn_game(&p)) {
                        Ok(game) => {
                            let view = (!game.is_over())
                                .then(|| game.record().len().checked_sub(1))
                                .flatten();
                            load(game, view, LoadOrigin::Archive);
                        }
                        Err(err) => status.set(Some((pgn_error_text(lang, i + 1, &err), true))),
                    }
                })
            };
            let on_export = {
                let download_text = download_text.clone();
                let e = e.clone();
                Callback::from(move |_: MouseEvent| download_text(e.file_name(), e.pgn.clone()))
            };
            let on_copy = {
                let copy_text = copy_text.clone();
                let pgn = e.pgn.clone();
                Callback::from(move |_: MouseEvent| copy_text(pgn.clone()))
            };
            // Delete, in two steps: "Delete", then "Confirm delete".
            let label = game_label(&e.white, &e.black, &e.event, &e.date, &e.result, lang);
            let number = (i + 1).to_string();
            let on_delete = {
                let confirm_delete = confirm_delete.clone();
                Callback::from(move |_: MouseEvent| confirm_delete.set(Some(i)))
            };
            let on_cancel_delete = {
                let confirm_delete = confirm_delete.clone();
                Callback::from(move |_: MouseEvent| {
                    confirm_delete.set(None);
                    focus_id(&format!("archive-delete-{i}"));
                })
            };
            let on_confirm_delete = {
                let confirm_delete = confirm_delete.clone();
                let archive = props.archive.clone();
                let status = status.clone();
                let dispatch = props.dispatch.clone();
                let e = e.clone();
                let label = label.clone();
                Callback::from(move |_: MouseEvent| {
                    confirm_delete.set(None);
                    match archive.delete(&e) {
                        Ok(troubles) => {
                            let mut text = tr(lang, Msg::GameDeleted { game: &label });
                            if !troubles.is_empty() {
                                text = format!("{text}. {}", trouble_text(lang, &troubles));
                            }
                            status.set(Some((text, false)));
                            dispatch.dispatch(Action::Notify(Notice::Deleted {
                                entry: Box::new(e.clone()),
                                troubles,
                            }));
                            focus_id("pgn-archive-title");
                        }
                        Err(troubles) => {
                            // Nothing was deleted: say why, keep the list
                            // as stored.
                            let text = trouble_text(lang, &troubles);
                            status.set(Some((text, true)));
                            dispatch.dispatch(Action::Notify(Notice::Archive(troubles)));
                            focus_id("pgn-archive-title");
                        }
                    }
                })
            };
            let confirming = *confirm_delete == Some(i);
            let question_id = format!("archive-question-{i}");
            html! {
                <li class="archive-entry" data-archive-entry="">
                    <span id={id.clone()} class="archive-label">
                        { game_label(&e.white, &e.black, &e.event, &e.date, &e.result, lang) }
                    </span>
                    <span class="hint">
                        { format!(" · {} · {}", tr(lang, Msg::PliesCount { n: e.plies as u64 }), tr(lang, Msg::ArchivedOn { when: &e.saved_at })) }
                    </span>
                    <div class="controls">
                        <button type="button" aria-describedby={id.clone()} onclick={on_open}>{ t(lang, Msg::OpenForReview) }</button>
                        <button type="button" aria-describedby={id.clone()} onclick={on_export}>{ t(lang, Msg::DownloadPgn) }</button>
                        <button type="button" aria-describedby={id} onclick={on_copy}>{ t(lang, Msg::CopyPgn) }</button>
                        <button type="button" id={format!("archive-delete-{i}")}
                            aria-label={tr(lang, Msg::DeleteGameNamed { number: &number, game: &label })}
                            aria-expanded={if confirming { "true" } else { "false" }}
                            onclick={on_delete}>{ t(lang, Msg::DeleteGame) }</button>
                    </div>
                    if confirming {
                        <div role="group" aria-labelledby={question_id.clone()} class="confirm" data-archive-confirm="">
                            <span id={question_id}>{ t(lang, Msg::DeleteQuestion) }</span>
                            <button type="button" id={format!("archive-confirm-{i}")}
                                aria-label={tr(lang, Msg::ConfirmDeleteNamed { number: &number, game: &label })}
                                onclick={on_confirm_delete}>{ t(lang, Msg::ConfirmDelete) }</button>
                            <button type="button" onclick={on_cancel_delete}>{ t(lang, Msg::Cancel) }</button>
                        </div>
                    }
                </li>
            }
        });
        html! {
            <section aria-labelledby="pgn-archive-title" id="archive">
                <h3 id="pgn-archive-title" tabindex="-1">{ t(lang, Msg::ArchiveTitle) }</h3>
                if props.archive.entries().is_empty() {
                    <p class="hint">{ t(lang, Msg::ArchiveEmpty) }</p>
                } else {
                    <ul class="archive-list">{ for items }</ul>
                }
            </section>
        }
    };

    html! {
        <dialog ref={dialog} class="pgn-dialog" aria-labelledby="pgn-title" {onclose}>
            <h2 id="pgn-title">{ t(lang, Msg::PgnAndArchive) }</h2>
            <p class={classes!("message", status.as_ref().filter(|s| s.1).map(|_| "error"))}
                role="status" data-pgn-status="">
                { status.as_ref().map(|s| s.0.clone()).unwrap_or_default() }
            </p>
            if let Some(text) = &*fallback {
                <textarea ref={fallback_ref} readonly=true rows="4" class="pgn-text"
                    aria-label={t(lang, Msg::CopyPgn)} value={text.clone()} />
            }
            { this_game }
            { import_html }
            { fen_html }
            { archive_html }
            <div class="form-actions">
                <button type="button" onclick={close}>{ t(lang, Msg::Close) }</button>
            </div>
        </dialog>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TWO: &str = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n[Result \"1-0\"]\n\n\
        1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3 {[%clk 0:04:58]} Nc6 1-0\n\n\
        [White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 2. Kd3 *\n\n\
        [White \"E\"]\n[Black \"F\"]\n\n1. c4 *\n";

    #[test]
    fn many_games_are_read_and_each_error_names_game_line_and_column() {
        let (games, errors) = import(TWO);
        assert_eq!(games.len(), 2);
        assert_eq!((games[0].number, games[1].number), (1, 3));
        assert_eq!(games[0].game.record().len(), 4);
        assert_eq!(errors.len(), 1);
        let (n, e) = &errors[0];
        assert_eq!((*n, e.pos.line, e.pos.column), (2, 11, 13));
        let text = pgn_error_text(Lang::Pt, *n, e);
        assert!(
            text.starts_with("Partida 2, linha 11, coluna 13: lance \"Kd3\""),
            "{text}"
        );
    }

    /// Issue 9: a round trip keeps comments and clock readings; variations
    /// are skipped on import (the arbiter's importer), so an export carries
    /// the main line only.
    #[test]
    fn round_trip_keeps_comments_and_clocks_and_drops_variations() {
        let text = "[White \"Anna\"]\n[Black \"Bella\"]\n[TimeControl \"5400+30\"]\n\n\
            {Before} 1. e4 {[%clk 1:30:25]} e5 {A reply [%clk 1:30:20]} \
            2. Nf3 {(=) [%clk 1:30:40]} (2. f4 {gambit} exf4) Nc6 {[%clk 1:29:50]} *\n";
        let (games, errors) = import(text);
        assert!(errors.is_empty());
        let out = games[0].game.to_pgn();
        for kept in [
            "{Before}",
            "[%clk 1:30:25]",
            "A reply",
            "(=)",
            "[%clk 1:29:50]",
        ] {
            assert!(out.contains(kept), "{kept} missing in {out}");
        }
        assert!(!out.contains("f4") && !out.contains("gambit"), "{out}");
        let (again, _) = import(&out);
        assert_eq!(again[0].game.to_pgn(), out);
    }

    #[test]
    fn empty_text_is_an_error_not_silence() {
        let (games, errors) = import("  \n");
        assert!(games.is_empty());
        assert_eq!(errors.len(), 1);
        assert_eq!(
            pgn_error_text(Lang::En, 1, &errors[0].1),
            "Game 1, line 1, column 1: no game found"
        );
    }

    #[test]
    fn fen_errors_name_field_and_character() {
        let e = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkX - 0 1")
            .unwrap_err();
        let text = fen_error_text(Lang::De, &e);
        assert!(
            text.starts_with("Ungültige FEN, Feld Rochade, Zeichen 50: "),
            "{text}"
        );
    }

    #[test]
    fn plies_are_labelled_by_move_number_and_side() {
        let (games, _) = import(TWO);
        let g = &games[0].game;
        assert_eq!(ply_label(g, 0, Lang::En), "the starting position");
        assert_eq!(ply_label(g, 1, Lang::En), "1. e4");
        assert_eq!(ply_label(g, 4, Lang::En), "2… Nc6");
    }

    #[test]
    fn lists_show_unfinished_games_in_words() {
        assert_eq!(
            game_label("A", "B", "?", "????.??.??", "*", Lang::De),
            "A – B, nicht beendet"
        );
        assert_eq!(
            game_label("A", "B", "Club", "2026.11.29", "1-0", Lang::En),
            "A – B, Club, 2026.11.29, 1-0"
        );
    }
}

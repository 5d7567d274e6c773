//! One game of the archive's list: open, download, copy, or delete it (in
//! two steps: "Delete", then "Confirm delete"). Its text is read from disk
//! when asked for.

use crate::components::button::button;
use rochade_arbiter::Game;
use yew::prelude::*;

use super::Replace;
use crate::archive::{Entry, Trouble, pgn_game};
use crate::context::AppContext;
use crate::hooks::{UseArchive, UsePgnStatus};
use crate::notice::{Notice, PgnStatus};
use crate::state::{Action, LoadOrigin};
use crate::words::game_label;
use crate::words::i18n::{Msg, t, tr};
use crate::words::names::file_name;

/// What every entry of the list shares.
pub struct EntryList<'a> {
    /// Asks (`Some(place)`) or stops asking (`None`) to confirm deleting.
    pub on_confirming: &'a Callback<Option<usize>>,
    /// The archive.
    pub archive: &'a UseArchive,
    /// The dialog's status line.
    pub status: &'a UsePgnStatus,
    /// Replaces the game with an opened one.
    pub replace: &'a Replace,
    /// Moves the focus to the element with this id once rendered.
    pub focus: &'a Callback<String>,
}

/// What a text that could not be read is told as.
fn trouble(t: Trouble) -> PgnStatus {
    PgnStatus::Archive(vec![t])
}

/// One archived game, `e`, at `place` in the list shown (from 0);
/// `confirming` while its deletion awaits confirmation. Keyed by the
/// entry's id, as the list's item. A view function called by its component: it
/// has no state of its own.
pub fn archive_entry(
    app: &AppContext,
    list: &EntryList<'_>,
    e: &Entry,
    place: usize,
    confirming: bool,
) -> Html {
    let lang = app.lang();
    let i = place;
    let id = format!("archive-entry-{i}");
    let status = list.status;
    let on_open = {
        let (archive, replace, status, e) = (
            list.archive.clone(),
            list.replace.clone(),
            status.clone(),
            e.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let (replace, status) = (replace.clone(), status.clone());
            archive.with_text(
                &e,
                Callback::from(move |text: Result<String, Trouble>| {
                    let game = text.map_err(trouble).and_then(|pgn| {
                        pgn_game(&pgn)
                            .and_then(|p| Game::from_stored_pgn_game(&p))
                            .map_err(|error| PgnStatus::ImportError { game: i + 1, error })
                    });
                    match game {
                        Ok(game) => {
                            // An unfinished game opens on its last
                            // position, read-only until the player goes
                            // back to it.
                            let len = game.record().len();
                            let view = (!game.is_over() && len > 0).then_some(len);
                            replace.load(game, view, LoadOrigin::Archive);
                        }
                        Err(s) => status.set(s),
                    }
                }),
            );
        })
    };
    let on_export = {
        let (archive, status, e) = (list.archive.clone(), status.clone(), e.clone());
        let name = file_name(&e.white, &e.black, &e.date, lang);
        Callback::from(move |_: MouseEvent| {
            let (status, name) = (status.clone(), name.clone());
            archive.with_text(
                &e,
                Callback::from(move |text: Result<String, Trouble>| match text {
                    Ok(pgn) => status.download(&name, &pgn),
                    Err(t) => status.set(trouble(t)),
                }),
            );
        })
    };
    let on_copy = {
        let (archive, status, e) = (list.archive.clone(), status.clone(), e.clone());
        Callback::from(move |_: MouseEvent| {
            let status = status.clone();
            archive.with_text(
                &e,
                Callback::from(move |text: Result<String, Trouble>| match text {
                    Ok(pgn) => status.copy(pgn),
                    Err(t) => status.set(trouble(t)),
                }),
            );
        })
    };
    let label = game_label(&e.white, &e.black, &e.event, &e.date, &e.result, lang);
    let number = (i + 1).to_string();
    let on_delete = {
        let (ask, focus) = (list.on_confirming.clone(), list.focus.clone());
        Callback::from(move |_: MouseEvent| {
            ask.emit(Some(i));
            focus.emit(format!("archive-confirm-{i}"));
        })
    };
    let on_cancel_delete = {
        let (ask, focus) = (list.on_confirming.clone(), list.focus.clone());
        Callback::from(move |_: MouseEvent| {
            ask.emit(None);
            focus.emit(format!("archive-delete-{i}"));
        })
    };
    let on_confirm_delete = {
        let (ask, focus) = (list.on_confirming.clone(), list.focus.clone());
        let (archive, status, e) = (list.archive.clone(), status.clone(), e.clone());
        let dispatch = app.dispatcher();
        Callback::from(move |_: MouseEvent| {
            ask.emit(None);
            match archive.delete(&e) {
                Ok(troubles) => {
                    status.set(PgnStatus::Deleted {
                        entry: Box::new(e.clone()),
                        troubles: troubles.clone(),
                    });
                    dispatch.dispatch(Action::Notify(Notice::Deleted {
                        entry: Box::new(e.clone()),
                        troubles,
                    }));
                }
                Err(troubles) => {
                    // Nothing was deleted: say why, keep the list as
                    // stored.
                    status.set(PgnStatus::Archive(troubles.clone()));
                    dispatch.dispatch(Action::Notify(Notice::Archive(troubles)));
                }
            }
            focus.emit("pgn-archive-title".to_string());
        })
    };
    let question_id = format!("archive-question-{i}");
    html! {
        <li key={e.id.clone()} class="archive-entry" data-archive-entry="">
            <span id={id.clone()} class="archive-label">{ label.clone() }</span>
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
                    { button(t(lang, Msg::Cancel), on_cancel_delete) }
                </div>
            }
        </li>
    }
}

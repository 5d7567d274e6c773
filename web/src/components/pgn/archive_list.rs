//! The archive: every game finished in the app, newest first, and any
//! unfinished game that an opened game replaced — each to open, export,
//! copy or delete (in two steps: "Delete", then "Confirm delete").

use rochade_arbiter::Game;
use yew::prelude::*;

use super::{PartProps, Replace};
use crate::context::use_app;
use crate::hooks::use_focus_after_render;
use crate::notice::Notice;
use crate::notice::PgnStatus;
use crate::state::Action;
use crate::state::LoadOrigin;
use crate::words::game_label;
use crate::words::i18n::{Msg, t, tr};
use crate::words::names::file_name;

/// The archive's list.
#[function_component(ArchiveList)]
pub fn archive_list(props: &PartProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    // The archive entry whose deletion awaits confirmation (its index).
    let confirm_delete = use_state(|| None::<usize>);
    // Deleting from the archive: the confirmation takes the focus; when it
    // is cancelled the focus goes back to the entry's Delete button. Each
    // element is focused once the render that shows it is done.
    let focus = use_focus_after_render();
    let replace = Replace::new(app.clone(), props);
    let status = &props.status;
    let items = props.archive.entries().iter().enumerate().map(|(i, e)| {
        let id = format!("archive-entry-{i}");
        let on_open = {
            let replace = replace.clone();
            let e = e.clone();
            Callback::from(move |_: MouseEvent| {
                match e.pgn_game().and_then(|p| Game::from_pgn_game(&p)) {
                    Ok(game) => {
                        let view = (!game.is_over())
                            .then(|| game.record().len().checked_sub(1))
                            .flatten();
                        replace.load(game, view, LoadOrigin::Archive);
                    }
                    Err(error) => replace.status.set(PgnStatus::ImportError {
                        game: i + 1,
                        error,
                    }),
                }
            })
        };
        let on_export = {
            let status = status.clone();
            let e = e.clone();
            Callback::from(move |_: MouseEvent| status.download(&file_name(&e.white, &e.black, &e.date, lang), &e.pgn))
        };
        let on_copy = {
            let status = status.clone();
            let pgn = e.pgn.clone();
            Callback::from(move |_: MouseEvent| status.copy(pgn.clone()))
        };
        let label = game_label(&e.white, &e.black, &e.event, &e.date, &e.result, lang);
        let number = (i + 1).to_string();
        let on_delete = {
            let confirm_delete = confirm_delete.clone();
            let focus = focus.clone();
            Callback::from(move |_: MouseEvent| {
                confirm_delete.set(Some(i));
                focus.emit(format!("archive-confirm-{i}"));
            })
        };
        let on_cancel_delete = {
            let confirm_delete = confirm_delete.clone();
            let focus = focus.clone();
            Callback::from(move |_: MouseEvent| {
                confirm_delete.set(None);
                focus.emit(format!("archive-delete-{i}"));
            })
        };
        let on_confirm_delete = {
            let confirm_delete = confirm_delete.clone();
            let archive = props.archive.clone();
            let status = status.clone();
            let dispatch = app.dispatcher();
            let e = e.clone();
            let focus = focus.clone();
            Callback::from(move |_: MouseEvent| {
                confirm_delete.set(None);
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
        let confirming = *confirm_delete == Some(i);
        let question_id = format!("archive-question-{i}");
        html! {
            <li class="archive-entry" data-archive-entry="">
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
}

//! The archive: every game finished in the app, newest first, and any
//! unfinished game that an opened game replaced. A club's archive holds
//! 100,000 games: they are found by player, event, date and result, shown
//! fifty at a time, and exported all or as found, as one PGN file.

use crate::components::button::button;
use yew::prelude::*;

use super::archive_entry::{EntryList, archive_entry};
use super::archive_search::archive_search;
use super::{PartProps, Replace};
use crate::archive::Entry;
use crate::archive::search::{Query, QueryChange};
use crate::context::use_app;
use crate::hooks::{Exported, use_archive_export, use_focus_after_render};
use crate::notice::PgnStatus;
use crate::words::i18n::{Msg, t, tr};

/// Games shown at once, and added by "Show more": a list of 100,000
/// elements would be one long task.
const PAGE: usize = 50;

/// The archive's list.
#[function_component]
pub fn ArchiveList(props: &PartProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    // The shown entry whose deletion awaits confirmation (its place).
    let confirm_delete = use_state(|| None::<usize>);
    // Deleting from the archive: the confirmation takes the focus; when it
    // is cancelled the focus goes back to the entry's Delete button. Each
    // element is focused once the render that shows it is done.
    let focus = use_focus_after_render();
    let query = use_reducer(Query::default);
    let shown = use_state(|| PAGE);
    let export = use_archive_export();
    let replace = Replace::new(app.clone(), props);
    let archive = &props.archive;
    // The search runs again only when the query or the archive changes.
    let found = {
        let archive = archive.clone();
        use_memo(((*query).clone(), archive.clone()), move |(q, _)| {
            q.run(&archive.index())
        })
    };
    let index = archive.index();
    let total = index.len();
    let on_confirming = {
        let confirm_delete = confirm_delete.clone();
        Callback::from(move |c: Option<usize>| confirm_delete.set(c))
    };
    let list = EntryList {
        on_confirming: &on_confirming,
        archive,
        status: &props.status,
        replace: &replace,
        focus: &focus,
    };
    let items = found
        .iter()
        .take(*shown)
        .enumerate()
        .filter_map(|(place, &p)| {
            let entry = index.nth_newest(p)?;
            Some(archive_entry(
                &app,
                &list,
                entry,
                place,
                *confirm_delete == Some(place),
            ))
        });
    let on_more = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(*shown + PAGE))
    };
    let done = {
        let status = props.status.clone();
        Callback::from(move |e: Exported| {
            status.set(match e {
                Exported::Done { games, missing } => PgnStatus::Exported { games, missing },
                Exported::Failed => PgnStatus::DownloadFailed,
            })
        })
    };
    // The entries are taken at the click: 100,000 copied at every render
    // would make each render slow.
    let export_of = |places: Option<std::rc::Rc<Vec<usize>>>, name: &'static str| {
        let (export, done, archive) = (export.clone(), done.clone(), archive.clone());
        Callback::from(move |_: MouseEvent| {
            let index = archive.index();
            let list: Vec<Entry> = match &places {
                Some(places) => places
                    .iter()
                    .filter_map(|&p| index.nth_newest(p).cloned())
                    .collect(),
                None => index.newest_first().cloned().collect(),
            };
            export.start(list, name.into(), done.clone());
        })
    };
    let searching = !query.is_empty();
    html! {
        <section aria-labelledby="pgn-archive-title" id="archive">
            <h3 id="pgn-archive-title" tabindex="-1">{ t(lang, Msg::ArchiveTitle) }</h3>
            if !archive.is_ready() {
                // Read after the first paint: the list and its actions wait.
                <p role="status" class="hint" data-archive-reading="">{ t(lang, Msg::ArchiveReading) }</p>
            } else if index.is_empty() {
                <p class="hint">{ t(lang, Msg::ArchiveEmpty) }</p>
            } else {
                { archive_search(&app, &query, &{
                    let (query, shown) = (query.clone(), shown.clone());
                    Callback::from(move |c: QueryChange| {
                        query.dispatch(c);
                        shown.set(PAGE);
                    })
                }) }
                <p role="status" data-archive-found="">
                    { tr(lang, Msg::ArchiveFound { n: found.len() as u64, total: &total.to_string() }) }
                </p>
                <div class="controls">
                    <button type="button" data-archive-export="all" disabled={export.progress.is_some()}
                        onclick={export_of(None, "archive.pgn")}>
                        { tr(lang, Msg::ArchiveExportAll { n: total as u64 }) }</button>
                    if searching {
                        <button type="button" data-archive-export="found"
                            disabled={export.progress.is_some() || found.is_empty()}
                            onclick={export_of(Some(found.clone()), "archive-found.pgn")}>
                            { tr(lang, Msg::ArchiveExportFound { n: found.len() as u64 }) }</button>
                    }
                </div>
                if let Some((read, of)) = export.progress {
                    <div class="controls">
                        <label>{ t(lang, Msg::ArchiveExporting) }
                            <progress data-archive-progress="" max={of.to_string()} value={read.to_string()} /></label>
                        { button(t(lang, Msg::Cancel), {
                            let export = export.clone();
                            Callback::from(move |_: MouseEvent| export.cancel())
                        }) }
                    </div>
                }
                <ul class="archive-list">{ for items }</ul>
                if found.len() > *shown {
                    <button type="button" data-archive-more="" onclick={on_more}>
                        { tr(lang, Msg::ArchiveShowMore { n: (found.len() - *shown).min(PAGE) as u64 }) }</button>
                }
            }
        </section>
    }
}

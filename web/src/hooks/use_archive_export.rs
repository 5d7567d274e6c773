//! Exporting archived games as one PGN file, streamed: the texts are read
//! from disk a chunk at a time and each chunk becomes a part of the file
//! (a Blob), so 100,000 games are never one string in memory and the page
//! answers between chunks.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Array;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use super::use_archive::texts;
use crate::archive::Entry;
use crate::transfer;

/// Games read from disk at once: one transaction each, small enough for the
/// page to answer between them.
const CHUNK: usize = 500;

/// How an export went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exported {
    /// The file was offered: with `games` games, `missing` left out (their
    /// text could not be read).
    Done {
        /// Games in the file.
        games: usize,
        /// Games left out.
        missing: usize,
    },
    /// The store could not be read, or the browser did not start the
    /// download.
    Failed,
}

/// The export in progress; see [`use_archive_export`].
#[derive(Clone, PartialEq)]
pub struct UseArchiveExport {
    /// Games read so far and in all, while an export runs.
    pub progress: Option<(usize, usize)>,
    set_progress: UseStateHandle<Option<(usize, usize)>>,
    /// Counts exports begun: a cancelled one stops at its next chunk.
    run: Rc<RefCell<u64>>,
}

impl UseArchiveExport {
    /// Exports `entries` (in their order) as the file `name`; `done` hears
    /// how it went.
    pub fn start(&self, entries: Vec<Entry>, name: String, done: Callback<Exported>) {
        let run = {
            let mut r = self.run.borrow_mut();
            *r += 1;
            *r
        };
        let (progress, current) = (self.set_progress.clone(), self.run.clone());
        let total = entries.len();
        progress.set(Some((0, total)));
        spawn_local(async move {
            let parts = Array::new();
            let (mut games, mut missing) = (0, 0);
            for chunk in entries.chunks(CHUNK) {
                if *current.borrow() != run {
                    return;
                }
                let Ok(read) = texts(chunk).await else {
                    progress.set(None);
                    done.emit(Exported::Failed);
                    return;
                };
                let part = Array::new();
                for text in read {
                    match text {
                        Ok(t) => {
                            games += 1;
                            part.push(&JsValue::from_str(&format!("{}\n\n", t.trim_end())));
                        }
                        Err(_) => missing += 1,
                    }
                }
                if let Ok(blob) = web_sys::Blob::new_with_str_sequence(&part) {
                    parts.push(&blob);
                }
                progress.set(Some((games + missing, total)));
            }
            progress.set(None);
            let offered = transfer::download_parts(&name, &parts, transfer::PGN);
            done.emit(if offered {
                Exported::Done { games, missing }
            } else {
                Exported::Failed
            });
        });
    }

    /// Stops the export under way; nothing is offered.
    pub fn cancel(&self) {
        *self.run.borrow_mut() += 1;
        self.set_progress.set(None);
    }
}

/// The streamed export of archived games.
#[hook]
pub fn use_archive_export() -> UseArchiveExport {
    let progress = use_state(|| None::<(usize, usize)>);
    let run = use_mut_ref(|| 0u64);
    UseArchiveExport {
        progress: *progress,
        set_progress: progress,
        run,
    }
}

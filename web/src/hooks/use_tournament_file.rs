//! The tournament files of the New game form: read (every file at once, a
//! TRF with a pairing list or a CSV), remembered under
//! [`TOURNAMENT`](crate::storage::TOURNAMENT) so that the next round's
//! game is two taps away, and read again from storage whenever the form
//! opens (another tab may have read newer files). A refused file changes
//! nothing stored: the files are stored only once they read. The PGN
//! worker reads them ([`crate::worker::ask`]), so that the reader is
//! not part of the page's module. The files are read and kept as bytes
//! (`storage::tournament_files`), so that the TRF can be written back
//! byte for byte with the round's results (the round table).

use std::rc::Rc;

use rochade_arbiter::tournament::{Encoding, Tournament, TournamentError};
use rochade_pgn_worker::wire::{FromWorker, ToWorker};
use wasm_bindgen_futures::spawn_local;
use web_sys::File;
use yew::prelude::*;

use crate::storage::tournament_files::{self, Files};
use crate::storage::{self, Backend, TOURNAMENT};

/// Why the files chosen were refused.
#[derive(Clone, Debug, PartialEq)]
pub enum TournamentRefusal {
    /// A file, line and field that is wrong.
    Bad(TournamentError),
    /// A file could not be read at all (nor by the worker).
    Unreadable,
}

/// What the form needs of the tournament files.
#[derive(Clone, PartialEq)]
pub struct UseTournamentFile {
    /// The tournament read or remembered.
    pub tournament: Option<Rc<Tournament>>,
    /// Why the files chosen last were refused.
    pub refusal: Option<TournamentRefusal>,
    /// The files of the tournament that are not UTF-8 and were read as
    /// Windows-1252: the form says so, for the arbiter to check the names.
    pub windows_1252: Rc<Vec<String>>,
    /// Reads the files chosen.
    pub load: Callback<Vec<File>>,
    /// Forgets the remembered files.
    pub forget: Callback<()>,
}

/// The tournament `files` describe, read by the PGN worker.
async fn read(files: Files) -> Result<Tournament, TournamentRefusal> {
    match crate::worker::ask(
        crate::worker::PGN_WORKER_URL,
        &ToWorker::Tournament(files),
        |m| matches!(m, FromWorker::Ready),
    )
    .await
    {
        Some(FromWorker::Tournament(Ok(t))) => Ok(t),
        Some(FromWorker::Tournament(Err(e))) => Err(TournamentRefusal::Bad(e)),
        _ => Err(TournamentRefusal::Unreadable),
    }
}

/// The names of the `files` read as Windows-1252 (not UTF-8).
fn windows_1252(files: &Files) -> Vec<String> {
    files
        .iter()
        .filter(|(_, bytes)| Encoding::of(bytes) == Encoding::Windows1252)
        .map(|(name, _)| name.clone())
        .collect()
}

/// The remembered tournament, if stored and readable (a stored value that
/// no longer reads is left alone: the form shows none), and the names of
/// its files read as Windows-1252.
pub(crate) async fn remembered() -> Option<(Tournament, Vec<String>)> {
    let store = storage::store().ok()?;
    let raw = store.get(TOURNAMENT).ok()??;
    let files = tournament_files::from_stored(&raw)?;
    let latin = windows_1252(&files);
    Some((read(files).await.ok()?, latin))
}

/// The tournament files; read again from storage whenever `open` turns
/// true.
#[hook]
pub fn use_tournament_file(open: bool) -> UseTournamentFile {
    let tournament = use_state(|| None::<Rc<Tournament>>);
    let refusal = use_state(|| None::<TournamentRefusal>);
    let latin = use_state(Rc::<Vec<String>>::default);
    // Files chosen while the remembered ones are still being read win:
    // the remembered answer, coming later, is then dropped.
    let chosen_since = use_mut_ref(|| 0u32);
    {
        let (tournament, refusal, latin) = (tournament.clone(), refusal.clone(), latin.clone());
        let chosen_since = chosen_since.clone();
        use_effect_with(open, move |open| {
            if *open {
                refusal.set(None);
                let asked = *chosen_since.borrow();
                spawn_local(async move {
                    let (remembered, names) = match remembered().await {
                        Some((t, names)) => (Some(Rc::new(t)), names),
                        None => (None, Vec::new()),
                    };
                    if *chosen_since.borrow() == asked {
                        tournament.set(remembered);
                        latin.set(Rc::new(names));
                    }
                });
            }
        });
    }
    let load = {
        let (tournament, refusal, latin) = (tournament.clone(), refusal.clone(), latin.clone());
        Callback::from(move |chosen: Vec<File>| {
            let (tournament, refusal, latin) = (tournament.clone(), refusal.clone(), latin.clone());
            *chosen_since.borrow_mut() += 1;
            spawn_local(async move {
                let Some(files) = crate::transfer::read_file_bytes(chosen).await else {
                    refusal.set(Some(TournamentRefusal::Unreadable));
                    return;
                };
                match read(files.clone()).await {
                    Ok(t) => {
                        // Remembered only once read; a store that refuses
                        // still leaves the tournament to use now.
                        if let (Ok(store), Some(json)) =
                            (storage::store(), tournament_files::to_stored(&files))
                        {
                            let _ = store.set(TOURNAMENT, &json);
                        }
                        refusal.set(None);
                        latin.set(Rc::new(windows_1252(&files)));
                        tournament.set(Some(Rc::new(t)));
                    }
                    Err(r) => refusal.set(Some(r)),
                }
            });
        })
    };
    let forget = {
        let (tournament, refusal, latin) = (tournament.clone(), refusal.clone(), latin.clone());
        Callback::from(move |()| {
            if let Ok(store) = storage::store() {
                let _ = store.remove(TOURNAMENT);
            }
            tournament.set(None);
            latin.set(Rc::default());
            refusal.set(None);
        })
    };
    UseTournamentFile {
        tournament: (*tournament).clone(),
        refusal: (*refusal).clone(),
        windows_1252: (*latin).clone(),
        load,
        forget,
    }
}

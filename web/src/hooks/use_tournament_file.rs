//! The tournament files of the New game form: read (every file at once, a
//! TRF with a pairing list or a CSV), remembered under
//! [`TOURNAMENT`](crate::storage::TOURNAMENT) so that the next round's
//! game is two taps away, and read again from storage whenever the form
//! opens (another tab may have read newer files). A refused file changes
//! nothing stored: the files are stored only once they read. The PGN
//! worker reads them ([`crate::pgn_worker::ask`]), so that the reader is
//! not part of the page's module.

use std::rc::Rc;

use rochade_arbiter::tournament::{Tournament, TournamentError};
use rochade_pgn_worker::wire::{FromWorker, ToWorker};
use wasm_bindgen_futures::spawn_local;
use web_sys::File;
use yew::prelude::*;

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
    /// Reads the files chosen.
    pub load: Callback<Vec<File>>,
    /// Forgets the remembered files.
    pub forget: Callback<()>,
}

type Files = Vec<(String, String)>;

/// The tournament `files` describe, read by the PGN worker.
async fn read(files: Files) -> Result<Tournament, TournamentRefusal> {
    match crate::pgn_worker::ask(&ToWorker::Tournament(files)).await {
        Some(FromWorker::Tournament(Ok(t))) => Ok(t),
        Some(FromWorker::Tournament(Err(e))) => Err(TournamentRefusal::Bad(e)),
        _ => Err(TournamentRefusal::Unreadable),
    }
}

/// The remembered tournament, if stored and readable (a stored value that
/// no longer reads is left alone: the form shows none).
async fn remembered() -> Option<Tournament> {
    let store = storage::store().ok()?;
    let raw = store.get(TOURNAMENT).ok()??;
    let files: Files = storage::json::from_str(&raw).ok()?;
    read(files).await.ok()
}

/// The tournament files; read again from storage whenever `open` turns
/// true.
#[hook]
pub fn use_tournament_file(open: bool) -> UseTournamentFile {
    let tournament = use_state(|| None::<Rc<Tournament>>);
    let refusal = use_state(|| None::<TournamentRefusal>);
    // Files chosen while the remembered ones are still being read win:
    // the remembered answer, coming later, is then dropped.
    let chosen_since = use_mut_ref(|| 0u32);
    {
        let (tournament, refusal) = (tournament.clone(), refusal.clone());
        let chosen_since = chosen_since.clone();
        use_effect_with(open, move |open| {
            if *open {
                refusal.set(None);
                let asked = *chosen_since.borrow();
                spawn_local(async move {
                    let remembered = remembered().await.map(Rc::new);
                    if *chosen_since.borrow() == asked {
                        tournament.set(remembered);
                    }
                });
            }
        });
    }
    let load = {
        let (tournament, refusal) = (tournament.clone(), refusal.clone());
        Callback::from(move |chosen: Vec<File>| {
            let (tournament, refusal) = (tournament.clone(), refusal.clone());
            *chosen_since.borrow_mut() += 1;
            spawn_local(async move {
                let Some(files) = crate::transfer::read_files(chosen).await else {
                    refusal.set(Some(TournamentRefusal::Unreadable));
                    return;
                };
                match read(files.clone()).await {
                    Ok(t) => {
                        // Remembered only once read; a store that refuses
                        // still leaves the tournament to use now.
                        if let (Ok(store), Some(json)) =
                            (storage::store(), storage::json::to_string(&files))
                        {
                            let _ = store.set(TOURNAMENT, &json);
                        }
                        refusal.set(None);
                        tournament.set(Some(Rc::new(t)));
                    }
                    Err(r) => refusal.set(Some(r)),
                }
            });
        })
    };
    let forget = {
        let (tournament, refusal) = (tournament.clone(), refusal.clone());
        Callback::from(move |()| {
            if let Ok(store) = storage::store() {
                let _ = store.remove(TOURNAMENT);
            }
            tournament.set(None);
            refusal.set(None);
        })
    };
    UseTournamentFile {
        tournament: (*tournament).clone(),
        refusal: (*refusal).clone(),
        load,
        forget,
    }
}

//! A round's results: many PGN files read at once (chosen together or
//! dropped), one game a board as each tablet writes it, into one table
//! ([`RoundResults`]). The files are small (a game each), read in the page.

use std::rc::Rc;

use rochade_arbiter::tournament::RoundResults;
use wasm_bindgen_futures::spawn_local;
use web_sys::File;
use yew::prelude::*;

/// The round read, and how to read another.
#[derive(Clone, PartialEq)]
pub struct UseRoundResults {
    /// The round read last.
    pub results: Option<Rc<RoundResults>>,
    /// A file chosen last could not be read at all.
    pub unreadable: bool,
    /// Reads the files chosen.
    pub read: Callback<Vec<File>>,
}

/// The results of a round from many PGN files.
#[hook]
pub fn use_round_results() -> UseRoundResults {
    let results = use_state(|| None::<Rc<RoundResults>>);
    let unreadable = use_state(|| false);
    let read = {
        let (results, unreadable) = (results.clone(), unreadable.clone());
        Callback::from(move |chosen: Vec<File>| {
            let (results, unreadable) = (results.clone(), unreadable.clone());
            spawn_local(async move {
                let Some(files) = crate::transfer::read_files(chosen).await else {
                    unreadable.set(true);
                    return;
                };
                let refs: Vec<(&str, &str)> = files
                    .iter()
                    .map(|(n, t)| (n.as_str(), t.as_str()))
                    .collect();
                unreadable.set(false);
                results.set(Some(Rc::new(RoundResults::read(&refs))));
            });
        })
    };
    UseRoundResults {
        results: (*results).clone(),
        unreadable: *unreadable,
        read,
    }
}

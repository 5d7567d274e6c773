//! A round's results: many PGN files read at once (chosen together or
//! dropped), one game a board as each tablet writes it, into one table
//! ([`RoundResults`]). The files are small (a game each), read in the page.
//! With a remembered tournament (the New game form's "From a tournament
//! file") the games are matched to its round by their `Round` and `Board`
//! tags ([`RoundResults::for_round`]): every pairing, bye and absent player
//! of the round is listed, a game whose names are not its board's is
//! refused, and the round can be written back into the TRF.

use std::rc::Rc;

use rochade_arbiter::tournament::{RoundResults, Tournament};
use wasm_bindgen_futures::spawn_local;
use web_sys::File;
use yew::prelude::*;

/// The tournament a round was matched against, and the round.
#[derive(Clone, PartialEq)]
pub struct RoundOf {
    /// The remembered tournament (with the TRF's bytes, to write back).
    pub tournament: Rc<Tournament>,
    /// The round's number.
    pub number: u32,
}

/// The round read, and how to read another.
#[derive(Clone, PartialEq)]
pub struct UseRoundResults {
    /// The round read last.
    pub results: Option<Rc<RoundResults>>,
    /// The tournament and round the games were matched against; `None`
    /// when no tournament is remembered (the games are listed as given).
    pub round: Option<RoundOf>,
    /// A file chosen last could not be read at all.
    pub unreadable: bool,
    /// Reads the files chosen (in place of those read before).
    pub read: Callback<Vec<File>>,
    /// Reads the files given with those read before (a game scanned from
    /// its codes joins the round's table).
    pub add: Callback<Vec<File>>,
}

/// The round the games are of: the `Round` tag most of them give that is
/// a round of the tournament, else the tournament's last round with
/// pairings (the one the New game form shows first).
fn round_of(t: &Tournament, read: &RoundResults) -> Option<u32> {
    let mut counts: Vec<(u32, usize)> = Vec::new();
    for g in &read.games {
        let Ok(n) = g.round.trim().parse::<u32>() else {
            continue;
        };
        if t.round(n).is_none() {
            continue;
        }
        match counts.iter_mut().find(|(r, _)| *r == n) {
            Some((_, c)) => *c += 1,
            None => counts.push((n, 1)),
        }
    }
    counts
        .iter()
        .max_by_key(|(r, c)| (*c, core::cmp::Reverse(*r)))
        .map(|(r, _)| *r)
        .or_else(|| t.rounds.last().map(|r| r.number))
}

/// The results of a round from many PGN files.
#[hook]
pub fn use_round_results() -> UseRoundResults {
    let results = use_state(|| None::<Rc<RoundResults>>);
    let round = use_state(|| None::<RoundOf>);
    let unreadable = use_state(|| false);
    let kept = use_mut_ref(Vec::<File>::new);
    let run = {
        let (results, round, unreadable) = (results.clone(), round.clone(), unreadable.clone());
        move |chosen: Vec<File>| {
            let (results, round, unreadable) = (results.clone(), round.clone(), unreadable.clone());
            spawn_local(async move {
                let Some(files) = crate::transfer::read_files(chosen).await else {
                    unreadable.set(true);
                    return;
                };
                let refs: Vec<(&str, &str)> = files
                    .iter()
                    .map(|(n, t)| (n.as_str(), t.as_str()))
                    .collect();
                // Read from storage each time: the form may have read newer
                // files since the dialog opened.
                let remembered = super::use_tournament_file::remembered().await;
                let games = RoundResults::read(&refs);
                let matched = remembered.and_then(|(t, _)| {
                    let number = round_of(&t, &games)?;
                    Some(RoundOf {
                        tournament: Rc::new(t),
                        number,
                    })
                });
                let table = match &matched {
                    Some(m) => RoundResults::for_round(&m.tournament, m.number, &refs),
                    None => games,
                };
                unreadable.set(false);
                round.set(matched);
                results.set(Some(Rc::new(table)));
            });
        }
    };
    let read = {
        let (kept, run) = (kept.clone(), run.clone());
        Callback::from(move |chosen: Vec<File>| {
            *kept.borrow_mut() = chosen.clone();
            run(chosen);
        })
    };
    let add = {
        let kept = kept.clone();
        Callback::from(move |more: Vec<File>| {
            kept.borrow_mut().extend(more);
            run(kept.borrow().clone());
        })
    };
    UseRoundResults {
        results: (*results).clone(),
        round: (*round).clone(),
        unreadable: *unreadable,
        read,
        add,
    }
}

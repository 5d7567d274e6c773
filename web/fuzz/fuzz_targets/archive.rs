//! Reading the archive never panics and loses nothing. The store holds an
//! old single list (the text before the first NUL) and one game key (the
//! text after it). After reading: every entry that could be read is
//! listed; every text that could not be read is still in the store (where
//! it was, or kept aside); reading again lists the same games and finds
//! nothing wrong; every listed game's PGN is read (or refused) without
//! panicking, also cut after some moves.
#![no_main]

use std::cell::RefCell;
use std::collections::BTreeMap;

use libfuzzer_sys::fuzz_target;
use rochade_web::archive::{self, Entry, Index, KEY, Moment, PREFIX};
use rochade_web::storage::{Backend, StorageTrouble, WriteError};

#[derive(Default)]
struct Memory(RefCell<BTreeMap<String, String>>, RefCell<Vec<String>>);

impl Backend for Memory {
    fn get(&self, key: &str) -> Result<Option<String>, StorageTrouble> {
        Ok(self.0.borrow().get(key).cloned())
    }
    fn set(&self, key: &str, value: &str) -> Result<(), WriteError> {
        self.0.borrow_mut().insert(key.into(), value.into());
        self.1.borrow_mut().push(key.into());
        Ok(())
    }
    fn remove(&self, key: &str) -> Result<(), WriteError> {
        self.0.borrow_mut().remove(key);
        self.1.borrow_mut().push(key.into());
        Ok(())
    }
    fn keys(&self) -> Vec<String> {
        self.0.borrow().keys().cloned().collect()
    }
    fn mark(&self) -> usize {
        self.1.borrow().len()
    }
    fn changed_since(&self, mark: usize) -> Vec<String> {
        self.1
            .borrow()
            .get(mark..)
            .map(<[String]>::to_vec)
            .unwrap_or_default()
    }
}

/// The archive read afresh, newest first, and what reading met.
fn load_from(store: &Memory, now: &Moment) -> (Vec<Entry>, Vec<archive::Trouble>) {
    let mut index = Index::default();
    let troubles = index.sync(store, now);
    (index.newest_first().cloned().collect(), troubles)
}

/// The text of a listed game: in its entry, or under its own key.
fn text_of(store: &Memory, e: &Entry) -> Option<String> {
    e.pgn
        .clone()
        .or_else(|| store.get(&archive::text_key(&e.id)).ok().flatten())
}

impl Memory {
    fn holds(&self, value: &str) -> bool {
        self.0.borrow().values().any(|v| v == value)
    }
}

/// An entry without its id, its text and its hash (which the reading adds
/// and moves), to compare what was stored with what is listed.
fn content(e: &Entry) -> Entry {
    Entry {
        id: String::new(),
        hash: String::new(),
        pgn: None,
        ..e.clone()
    }
}

const GAME_ID: &str = "1764547200000-fuzz";

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (l, single) = match text.split_once('\0') {
        Some((l, s)) => (l, Some(s)),
        None => (text, None),
    };
    let store = Memory::default();
    store.set(KEY, l).unwrap();
    let game_key = format!("{PREFIX}{GAME_ID}");
    if let Some(s) = single {
        store.set(&game_key, s).unwrap();
    }
    let now = Moment {
        ms: 1_764_547_260_000,
        text: "2025-12-01 00:01".into(),
    };
    let (entries, _troubles) = load_from(&store, &now);

    // Nothing lost.
    {
        let parsed = archive::parse(l);
        // A list that is not one, or that holds an entry that cannot be
        // read, is kept aside whole, as stored.
        if parsed.broken || parsed.unreadable > 0 {
            assert!(store.holds(l), "the unreadable list {l:?} was dropped");
        }
        for e in &parsed.entries {
            assert!(
                entries
                    .iter()
                    .any(|x| content(x) == content(e) && text_of(&store, x) == e.pgn),
                "the listed game {e:?} was dropped"
            );
        }
    }
    if let Some(s) = single {
        match serde_json::from_str::<Entry>(s) {
            Ok(e) => assert!(
                entries.iter().any(|x| x.id == GAME_ID
                    && content(x) == content(&e)
                    && (e.pgn.is_none() || text_of(&store, x) == e.pgn)),
                "the stored game {s:?} is not listed"
            ),
            Err(_) => assert!(store.holds(s), "the unreadable game {s:?} was dropped"),
        }
    }

    // Reading again finds the same games and nothing wrong.
    let (again, troubles) = load_from(&store, &now);
    assert_eq!(again, entries);
    assert!(troubles.is_empty(), "{troubles:?}");

    for e in &entries {
        let _ = archive::file_name(&e.white, &e.black, &e.date);
        let Some(t) = text_of(&store, e) else {
            continue;
        };
        if let Ok(pgn) = archive::pgn_game(&t) {
            let _ = archive::game_until(&pgn, pgn.moves.len() / 2);
            let _ = archive::game_until(&pgn, usize::MAX);
        }
    }
});

//! The archive's metadata in memory: read once from the store, then kept up
//! with what this tab and the others write, key by key, so that 100,000
//! games are never read again for one change.

use rochade_arbiter::Game;

use super::{Entry, KEY, Moment, PREFIX, Trouble, entry_id, fnv, parse, text_key, write_entry};
use crate::storage::backend::{Backend, WriteError, keep_aside, remove_if};

/// Every archived game's metadata, oldest first (ids sort as their times).
///
/// The app's index is read in batches after the first paint
/// ([`Index::reading`], [`Index::take_batch`], [`Index::finish`]): the
/// store holds the archive's keys only as their batches arrive. Meanwhile
/// it follows every write of this tab and the others, and a game archived
/// then is written at once (never held back, so never lost) and, should
/// the archive have held it already, removed again once the whole archive
/// is read (so never kept twice).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Index {
    entries: Vec<Entry>,
    /// The store's [`Backend::mark`] this index is up to date with; `None`
    /// until read.
    mark: Option<usize>,
    /// While the batches are read: the ids of the games archived here
    /// meanwhile.
    reading: Option<Vec<String>>,
}

/// The outcome of [`Index::add`].
#[derive(Clone, Debug, PartialEq)]
pub struct Added {
    /// What reading the store met (unreadable data kept aside).
    pub troubles: Vec<Trouble>,
    /// Whether the game is now archived: `Ok(true)` added now,
    /// `Ok(false)` there already; or why it could not be written.
    pub kept: Result<bool, WriteError>,
}

/// The fixed id of the entry `nth` from the oldest of the old list: older
/// than any id of a game archived since, and the same in every tab.
pub fn migrated_id(nth: usize, e: &Entry) -> String {
    let pgn = e.pgn.as_deref().unwrap_or_default();
    let h = fnv(&[&e.saved_at, &e.white, &e.black, pgn]);
    format!("{:013}-{nth:06}-{h:016x}", 0)
}

/// The old list's readable entries with their fixed ids, newest first.
pub fn migrated(list: &[Entry]) -> Vec<Entry> {
    let n = list.len();
    list.iter()
        .enumerate()
        .map(|(i, e)| Entry {
            id: migrated_id(n - 1 - i, e),
            ..e.clone()
        })
        .collect()
}

fn aside_base(ms: u64) -> String {
    format!("{KEY}.{ms}")
}

/// Moves the old single list into one key per game. Returns the games that
/// could not be moved (to be listed all the same), and the troubles.
fn migrate(store: &impl Backend, now: &Moment) -> (Vec<Entry>, Vec<Trouble>) {
    let Ok(Some(raw)) = store.get(KEY) else {
        return (Vec::new(), Vec::new());
    };
    let parsed = parse(&raw);
    let mut troubles = Vec::new();
    if parsed.broken {
        match keep_aside(store, &aside_base(now.ms), &raw) {
            Ok(key) => {
                remove_if(store, KEY, &raw);
                troubles.push(Trouble::KeptAside { count: 0, key });
            }
            Err(_) => troubles.push(Trouble::SaveFailed),
        }
        return (Vec::new(), troubles);
    }
    let entries: Vec<Entry> = migrated(&parsed.entries)
        .into_iter()
        .map(|e| Entry {
            hash: e.pgn.as_deref().map(super::hash_of).unwrap_or_default(),
            ..e
        })
        .collect();
    let mut moved = entries.iter().all(|e| {
        let key = format!("{PREFIX}{}", e.id);
        let stored = store.get(&key).ok().flatten().is_some();
        stored || write_entry(store, &e.id, e).is_ok()
    });
    // The entries that cannot be read are kept in the old list itself, as
    // it was stored: the browser's JSON gives each entry back as a value,
    // not as its exact text.
    if moved && parsed.unreadable > 0 {
        let aside = keep_aside(store, &aside_base(now.ms), &raw).ok();
        match aside {
            Some(key) => troubles.push(Trouble::KeptAside {
                count: parsed.unreadable,
                key,
            }),
            None => moved = false,
        }
    }
    if moved {
        remove_if(store, KEY, &raw);
        (Vec::new(), troubles)
    } else {
        troubles.push(Trouble::SaveFailed);
        (entries, troubles)
    }
}

/// Reads the game under `key` (id `id`). An entry of the layout that kept
/// the text inside is moved to two keys (and listed with its text should
/// that fail); an unreadable one is kept aside.
fn read_key(store: &impl Backend, key: &str, id: &str) -> Result<Option<Entry>, Trouble> {
    let Ok(Some(raw)) = store.get(key) else {
        return Ok(None);
    };
    let read = crate::storage::json::from_str::<Entry>(&raw);
    take_read(store, key, id, &raw, read)
}

/// The entry `read` from `raw`, the text under `key` (id `id`): see
/// [`read_key`].
fn take_read(
    store: &impl Backend,
    key: &str,
    id: &str,
    raw: &str,
    read: Result<Entry, crate::storage::JsonError>,
) -> Result<Option<Entry>, Trouble> {
    match read {
        Ok(mut e) => {
            e.id = id.into();
            if let Some(pgn) = &e.pgn {
                e.hash = super::hash_of(pgn);
                if write_entry(store, id, &e).is_ok() {
                    e.pgn = None;
                }
            }
            Ok(Some(e))
        }
        Err(_) => match keep_aside(store, key, raw) {
            Ok(aside) => {
                remove_if(store, key, raw);
                Err(Trouble::KeptAside {
                    count: 1,
                    key: aside,
                })
            }
            Err(_) => Err(Trouble::SaveFailed),
        },
    }
}

impl Index {
    /// The games, newest first.
    pub fn newest_first(&self) -> impl DoubleEndedIterator<Item = &Entry> + ExactSizeIterator {
        self.entries.iter().rev()
    }

    /// How many games.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The `nth` game from the newest.
    pub fn nth_newest(&self, nth: usize) -> Option<&Entry> {
        self.entries
            .len()
            .checked_sub(nth + 1)
            .map(|i| &self.entries[i])
    }

    /// Whether the whole archive has been read.
    pub fn is_read(&self) -> bool {
        self.mark.is_some() && self.reading.is_none()
    }

    /// An index to be read in batches: it follows what the store writes
    /// and hears from its opening on (its journal from 0), takes the games
    /// of each batch read from disk ([`Index::take_batch`]) and is whole
    /// after [`Index::finish`].
    pub fn reading() -> Index {
        Index {
            entries: Vec::new(),
            mark: Some(0),
            reading: Some(Vec::new()),
        }
    }

    /// Takes the games under `keys` (a batch just read from disk into the
    /// store); an unreadable one is kept aside, an entry of the layout
    /// with the text inside is moved to two keys.
    pub fn take_batch(&mut self, store: &impl Backend, keys: &[String]) -> Vec<Trouble> {
        let found: Vec<(&str, &str, String)> = keys
            .iter()
            .filter_map(|key| {
                let id = key.strip_prefix(PREFIX)?;
                let raw = store.get(key).ok()??;
                Some((key.as_str(), id, raw))
            })
            .collect();
        // The batch is parsed as one list, each stored text an element:
        // one `JSON.parse` rather than one a game, which the page's reading
        // of 100,000 games feels. A text that is no single JSON value
        // breaks the list or changes its length; then each is read alone.
        let list = format!(
            "[{}]",
            found
                .iter()
                .map(|(_, _, raw)| raw.as_str())
                .collect::<Vec<_>>()
                .join(",")
        );
        let parsed = crate::storage::json::parse(&list)
            .ok()
            .and_then(|p| p.elements())
            .filter(|elements| elements.len() == found.len());
        let mut troubles = Vec::new();
        for (i, (key, id, raw)) in found.iter().enumerate() {
            let read = match &parsed {
                Some(elements) => elements[i].read::<Entry>(),
                None => crate::storage::json::from_str::<Entry>(raw),
            };
            match take_read(store, key, id, raw, read) {
                Ok(Some(e)) => self.put(e),
                Ok(None) => {}
                Err(t) => troubles.push(t),
            }
        }
        troubles
    }

    /// There is no store to read: the index, as it stands, is the archive.
    pub fn finish_unread(&mut self) {
        self.reading = None;
    }

    /// Every batch is read: catches up with the writes since, moves the old
    /// single list ([`KEY`]) now that every key is known, and removes a
    /// game archived here meanwhile that the archive held already (the
    /// earlier copy stays, so the game is there exactly once).
    pub fn finish(&mut self, store: &impl Backend, now: &Moment) -> Vec<Trouble> {
        let Some(added) = self.reading.take() else {
            return Vec::new();
        };
        // The old list's games, written anew, are caught up with the rest.
        let (unmoved, mut troubles) = migrate(store, now);
        unmoved.into_iter().for_each(|e| self.put(e));
        troubles.extend(self.sync(store, now));
        for id in added {
            let Ok(i) = self.place(&id) else {
                continue;
            };
            let twice = self.entries[..i]
                .iter()
                .any(|e| e.same_game(&self.entries[i]));
            let removed = twice
                && store
                    .remove(&format!("{PREFIX}{id}"))
                    .and_then(|()| store.remove(&text_key(&id)))
                    .is_ok();
            if removed {
                self.take(&id);
            }
        }
        self.mark = Some(store.mark());
        troubles
    }

    fn place(&self, id: &str) -> Result<usize, usize> {
        self.entries.binary_search_by(|e| e.id.as_str().cmp(id))
    }

    fn put(&mut self, e: Entry) {
        match self.place(&e.id) {
            Ok(i) => self.entries[i] = e,
            Err(i) => self.entries.insert(i, e),
        }
    }

    fn take(&mut self, id: &str) {
        if let Ok(i) = self.place(id) {
            self.entries.remove(i);
        }
    }

    /// Reads the whole archive from `store`: the old list is moved to one
    /// key per game, unreadable data is kept aside (and removed only once
    /// that copy exists).
    fn read(&mut self, store: &impl Backend, now: &Moment) -> Vec<Trouble> {
        let (mut unmoved, mut troubles) = migrate(store, now);
        // Few, and older than every other (ids of zero time).
        rochade_speech::sort_short_by(&mut unmoved, |a, b| a.id.cmp(&b.id));
        self.entries = unmoved;
        // The keys come in order, so every game is put at the end.
        for key in store.keys() {
            let Some(id) = key.strip_prefix(PREFIX) else {
                continue;
            };
            if self.place(id).is_ok() {
                continue;
            }
            match read_key(store, &key, id) {
                Ok(Some(e)) => self.put(e),
                Ok(None) => {}
                Err(t) => troubles.push(t),
            }
        }
        troubles
    }

    /// Brings the index up to date with `store`: all of it the first time,
    /// then only the keys written since (here or in other tabs).
    pub fn sync(&mut self, store: &impl Backend, now: &Moment) -> Vec<Trouble> {
        let Some(mark) = self.mark else {
            let troubles = self.read(store, now);
            self.mark = Some(store.mark());
            return troubles;
        };
        let changed = store.changed_since(mark);
        self.mark = Some(mark + changed.len());
        let mut troubles = Vec::new();
        let mut seen = std::collections::BTreeSet::new();
        for key in changed {
            if !seen.insert(key.clone()) {
                continue;
            }
            if key == KEY {
                if self.reading.is_some() {
                    // Moved once every key is read (`finish`).
                    continue;
                }
                // Another tab of an earlier version wrote the old list.
                let (unmoved, t) = migrate(store, now);
                unmoved.into_iter().for_each(|e| self.put(e));
                troubles.extend(t);
                continue;
            }
            let Some(id) = key.strip_prefix(PREFIX) else {
                continue;
            };
            match read_key(store, &key, id) {
                Ok(Some(e)) => self.put(e),
                Ok(None) => self.take(id),
                Err(t) => {
                    self.take(id);
                    troubles.push(t);
                }
            }
        }
        // Writes of this sync (entries moved, kept aside) are its own.
        self.mark = Some(store.mark());
        troubles
    }

    /// Adds `game` to the archive in `store` (once), archived `now` by tab
    /// `tab`. New keys are written; nothing stored is rewritten.
    pub fn add(&mut self, store: &impl Backend, game: &Game, now: &Moment, tab: &str) -> Added {
        let troubles = self.sync(store, now);
        let mut entry = Entry::of(game, now.text.clone());
        if self.entries.iter().any(|e| e.same_game(&entry)) {
            return Added {
                troubles,
                kept: Ok(false),
            };
        }
        let base = entry_id(now.ms, tab);
        let mut id = base.clone();
        let mut n = 0;
        while self.place(&id).is_ok() || matches!(store.get(&format!("{PREFIX}{id}")), Ok(Some(_)))
        {
            n += 1;
            id = format!("{base}-{n}");
        }
        let kept = write_entry(store, &id, &entry).map(|()| {
            if let Some(added) = &mut self.reading {
                added.push(id.clone());
            }
            entry.id = id;
            entry.pgn = None;
            self.put(entry);
            true
        });
        self.mark = Some(store.mark());
        Added { troubles, kept }
    }

    /// Deletes `target` (the stored entry with its id and content) from the
    /// archive in `store`. Returns the troubles met; `Err` when nothing was
    /// deleted.
    ///
    /// # Errors
    ///
    /// Why nothing was deleted ([`Trouble::NotFound`]: deleted meanwhile, in
    /// another tab say).
    pub fn delete(
        &mut self,
        store: &impl Backend,
        target: &Entry,
        now: &Moment,
    ) -> (Vec<Trouble>, Result<(), Trouble>) {
        let troubles = self.sync(store, now);
        let same = |e: &Entry| {
            Entry {
                pgn: None,
                ..e.clone()
            } == Entry {
                pgn: None,
                ..target.clone()
            }
        };
        if !self.place(&target.id).is_ok_and(|i| same(&self.entries[i])) {
            return (troubles, Err(Trouble::NotFound));
        }
        let done = store
            .remove(&format!("{PREFIX}{}", target.id))
            .and_then(|()| store.remove(&text_key(&target.id)));
        self.sync(store, now);
        match done {
            Ok(()) => (troubles, Ok(())),
            Err(_) => (troubles, Err(Trouble::SaveFailed)),
        }
    }
}

/// Adds `game` to the archive in `store`, read afresh: for a caller without
/// the app's index (another tab's game kept when two tabs wrote at once).
pub fn add_to(store: &impl Backend, game: &Game, now: &Moment, tab: &str) -> Added {
    Index::default().add(store, game, now, tab)
}

/// The archive in `store`, read afresh, newest first, with what reading met.
#[cfg(test)]
pub(crate) fn load_from(store: &impl Backend, now: &Moment) -> (Vec<Entry>, Vec<Trouble>) {
    let mut index = Index::default();
    let troubles = index.sync(store, now);
    (index.newest_first().cloned().collect(), troubles)
}

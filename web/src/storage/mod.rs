//! Saving settings, the game in progress and the archive in the browser's
//! IndexedDB, so that two tabs of the app hold one truth and nothing is
//! ever lost, not even by a browser killed a second after a move.
//!
//! # Where
//!
//! IndexedDB, read into memory at the start and written with strict
//! durability, behind the synchronous [`Backend`]: see [`Durable`] (why raw
//! `web-sys` rather than `rexie` or `indexed_db_futures`, how other tabs
//! hear of writes, how `localStorage` of earlier versions is moved over).
//!
//! # Nothing is lost
//!
//! A stored value that cannot be read (a newer version, a damaged entry) is
//! copied aside under `rochade.unreadable.<key>` (`.<key>.1`, `.2`, … when
//! that name holds something else) before anything is written over it; if
//! the copy fails, nothing is written over it. Every trouble is a typed fact
//! ([`StorageTrouble`]); the interface words it.
//!
//! # The game: revisions
//!
//! [`CURRENT_GAME`] holds `{"rev": 7, "tab": "…", "prev": {"rev": 6, "tab":
//! "…"}, "game": {…}}`: a revision counting the writes of every tab, the
//! writer's id (random per page load, [`tab_id`]), and the stamp of the value
//! this write replaced. A bare game (saved before revisions) reads as
//! revision 0.
//!
//! * A tab remembers the stamp it last loaded, adopted or wrote (`known`).
//! * Writing ([`save_game_to`]): the stored value is read again first. If
//!   its stamp is `known`, the game is written as the next revision.
//!   Otherwise another tab wrote meanwhile: unless its game is this game,
//!   is empty, or is continued by this game ([`keeps`]), it is put into the
//!   archive first ([`Synced::ConflictArchived`]), and if that fails nothing
//!   is written. This tab's game stays current: it is what the player in
//!   front of it just did.
//! * Another tab's write (told through a `BroadcastChannel` once committed;
//!   [`on_other_write`]) is adopted ([`Synced::ChangedElsewhere`]) when
//!   this tab has nothing unsaved and the write replaced exactly this tab's
//!   `known` value (its writer saw this tab's game and settled it) or
//!   continues this tab's game. Otherwise it is a conflict, settled by
//!   writing as above. Writes older than `known` are ignored: whoever wrote
//!   over them settled them.
//! * Each tab reads its copy in memory: two tabs writing in the same
//!   instant can still race between one read and one write. The `prev` stamp
//!   makes the tab whose write was overwritten unseen notice it (the next
//!   write does not name its stamp) and keep both games.
//!
//! # Settings and archive
//!
//! Settings: the last writer wins and the other tabs adopt what is stored.
//! The archive keeps one key per game, so that adding and deleting never
//! rewrite another tab's games (see [`crate::archive`]).

use crate::archive::{self, Moment};
use rochade_arbiter::{Game, SAVE_VERSION};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub mod backend;
pub mod durable;
pub mod json;
pub mod tournament_files;
pub use backend::*;
pub use durable::{Durability, Durable, Listener, MIGRATED, listen, open, store, watch};
pub use json::{JsonCategory, JsonError};

/// What cannot be saved at the moment: a fact, worded when shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Unsaved {
    /// Why the game in progress is not saved (`None`: it is).
    pub game: Option<Failure>,
    /// Why the settings are not saved (`None`: they are).
    pub settings: Option<Failure>,
    /// Games the archive could not take, held in memory for the download.
    pub unarchived: usize,
}

impl Unsaved {
    /// Whether everything is saved.
    pub fn is_empty(&self) -> bool {
        *self == Unsaved::default()
    }

    /// Whether `self` holds something `told` did not: a new failure, or
    /// more games not archived.
    fn worse_than(&self, told: &Unsaved) -> bool {
        let new = |now: Option<Failure>, then: Option<Failure>| now.is_some() && now != then;
        new(self.game, told.game)
            || new(self.settings, told.settings)
            || self.unarchived > told.unarchived
    }
}

/// What to say when what cannot be saved changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tell {
    /// Say what cannot be saved now.
    Unsaved(Unsaved),
    /// Everything is saved again.
    SavedAgain,
}

/// Says each situation once: a failure is told when it appears (not at
/// every move that meets it again), and again only once saving worked in
/// between.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Teller {
    told: Unsaved,
}

impl Teller {
    /// What to say now that `now` cannot be saved, if anything.
    pub fn on(&mut self, now: Unsaved) -> Option<Tell> {
        let was = std::mem::replace(&mut self.told, now);
        if now.is_empty() {
            return (!was.is_empty()).then_some(Tell::SavedAgain);
        }
        // Something got better but not all: the notice on screen changes,
        // and nothing new needs saying.
        now.worse_than(&was).then_some(Tell::Unsaved(now))
    }
}

/// Keeps the unreadable `raw` of `key` aside and removes it; if it cannot
/// be kept, it stays.
fn set_aside(
    store: &impl Backend,
    key: &str,
    what: Stored,
    raw: &str,
    error: JsonError,
) -> StorageTrouble {
    match keep_aside(store, key, raw) {
        Ok(kept_as) => {
            remove_if(store, key, raw);
            StorageTrouble::Unreadable {
                what,
                error,
                kept_as,
            }
        }
        Err(_) => StorageTrouble::UnreadableLeft { what, error },
    }
}

/// What reading a stored value found.
#[derive(Clone, Debug, PartialEq)]
pub enum Found<T> {
    /// Nothing stored.
    Missing,
    /// The value.
    Value(T),
    /// Nothing usable: the storage is unavailable, or the value was
    /// unreadable (and kept aside, or left in place).
    Trouble(StorageTrouble),
}

fn read_with<T>(
    store: &impl Backend,
    key: &str,
    what: Stored,
    parse: impl Fn(&str) -> Result<T, JsonError>,
) -> Found<T> {
    match store.get(key) {
        Err(t) => Found::Trouble(t),
        Ok(None) => Found::Missing,
        Ok(Some(raw)) => match parse(&raw) {
            Ok(v) => Found::Value(v),
            Err(e) => Found::Trouble(set_aside(store, key, what, &raw, e)),
        },
    }
}

/// Reads the JSON value under `key`; an unreadable one is kept aside.
pub fn read_from<T: DeserializeOwned>(store: &impl Backend, key: &str, what: Stored) -> Found<T> {
    read_with(store, key, what, json::from_str)
}

/// Reads the settings from the store.
pub fn read_settings<S: DeserializeOwned>() -> Found<S> {
    match store() {
        Ok(store) => read_from(&store, SETTINGS, Stored::Settings),
        Err(t) => Found::Trouble(t),
    }
}

/// Reads the saved game from the store (with its stamp).
pub fn read_game() -> Found<Envelope> {
    match store() {
        Ok(store) => read_with(&store, CURRENT_GAME, Stored::Game, parse_envelope),
        Err(t) => Found::Trouble(t),
    }
}

/// Writes `value` under `key` unless the same value is stored. An
/// unreadable stored value is kept aside first (that notice is returned);
/// if it cannot be kept, nothing is written.
///
/// # Errors
///
/// Why nothing was written.
pub fn write_to<T: Serialize + DeserializeOwned + PartialEq>(
    store: &impl Backend,
    key: &str,
    what: Stored,
    value: &T,
) -> Result<Option<StorageTrouble>, StorageTrouble> {
    let notice = match read_from::<T>(store, key, what) {
        Found::Value(stored) if stored == *value => return Ok(None),
        Found::Value(_) | Found::Missing => None,
        Found::Trouble(t @ StorageTrouble::Unreadable { .. }) => Some(t),
        Found::Trouble(t) => return Err(t),
    };
    let text = to_json(value).map_err(|e| e.about(what))?;
    store.set(key, &text).map_err(|e| e.about(what))?;
    Ok(notice)
}

// --- The game -------------------------------------------------------------

/// One write of the game: its revision and its writer.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamp {
    /// Counts the writes of every tab.
    pub rev: u64,
    /// The writer's [`tab_id`] (empty in saves from before revisions).
    pub tab: String,
}

/// The stored game with its stamp.
#[derive(Clone, Debug, PartialEq)]
pub struct Envelope {
    /// This write.
    pub stamp: Stamp,
    /// The write it replaced.
    pub prev: Option<Stamp>,
    /// The game.
    pub game: Game,
}

/// The stored form of [`Envelope`]: `rev`, `tab`, `prev` (left out when
/// there is none) and `game`, in that order.
#[derive(Serialize)]
struct WireOut<'a> {
    rev: u64,
    tab: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    prev: Option<&'a Stamp>,
    game: &'a Game,
}

/// [`WireOut`] as read.
#[derive(Deserialize)]
struct WireIn {
    rev: u64,
    tab: String,
    #[serde(default)]
    prev: Option<Stamp>,
    game: Game,
}

/// Reads a stored game: an envelope, or a bare game (revision 0).
///
/// # Errors
///
/// The JSON error (with its line and column).
pub fn parse_envelope(raw: &str) -> Result<Envelope, JsonError> {
    let parsed = json::parse(raw)?;
    let wrapped = parsed.has("rev") && parsed.has("game");
    let game = if wrapped { parsed.field("game") } else { None };
    if let Some(newer) = newer_game(game.as_ref().unwrap_or(&parsed)) {
        return Err(newer);
    }
    if wrapped {
        let w: WireIn = parsed.read()?;
        Ok(Envelope {
            stamp: Stamp {
                rev: w.rev,
                tab: w.tab,
            },
            prev: w.prev,
            game: w.game,
        })
    } else {
        Ok(Envelope {
            stamp: Stamp::default(),
            prev: None,
            game: parsed.read()?,
        })
    }
}

/// A game saved by a newer version of the app (its `version` above
/// [`SAVE_VERSION`]): looked at before the game is read, since a newer
/// form need not read at all, and would then be worded as damaged rather
/// than as a reason to reload.
fn newer_game(game: &json::Parsed) -> Option<JsonError> {
    let version: u64 = game.field("version")?.read().ok()?;
    (version > u64::from(SAVE_VERSION)).then_some(JsonError {
        line: 0,
        column: 0,
        category: JsonCategory::Newer,
    })
}

/// The stored text of a game.
///
/// # Errors
///
/// The game cannot be written as JSON (never, for the types saved: their
/// derived form has no map with other keys than text); then nothing is
/// written.
pub fn envelope_json(
    stamp: &Stamp,
    prev: Option<&Stamp>,
    game: &Game,
) -> Result<String, WriteError> {
    to_json(&WireOut {
        rev: stamp.rev,
        tab: &stamp.tab,
        prev,
        game,
    })
}

/// Whether `newer` keeps everything of `older`, so that writing `newer`
/// over it loses nothing: the same game, an `older` with nothing in it, or
/// `older` continued (same setup and start, its moves the beginning of
/// `newer`'s, and not ended).
pub fn keeps(newer: &Game, older: &Game) -> bool {
    if newer == older || (older.record().is_empty() && !older.is_over()) {
        return true;
    }
    let (n, o) = (newer.record(), older.record());
    !older.is_over()
        && newer.setup() == older.setup()
        && newer.start_position() == older.start_position()
        && n.len() >= o.len()
        && n.iter().zip(o).all(|(a, b)| a.mv == b.mv)
}

/// What to do before writing this tab's game.
#[derive(Clone, Debug, PartialEq)]
pub enum Plan {
    /// The stored game is this game: nothing to write; remember its stamp.
    Skip(Stamp),
    /// Write over the stored value (nothing in it would be lost).
    Write {
        /// The stamp of the write.
        stamp: Stamp,
        /// The stamp written over.
        prev: Option<Stamp>,
    },
    /// Another tab's game would be lost: archive it, then write.
    ArchiveThenWrite {
        /// That game.
        theirs: Box<Game>,
        /// The stamp of the write.
        stamp: Stamp,
        /// The stamp written over.
        prev: Stamp,
    },
}

/// Decides how tab `tab`, which last knew `known`, writes `mine` over
/// `stored`.
pub fn plan_write(
    tab: &str,
    known: Option<&Stamp>,
    stored: Option<&Envelope>,
    mine: &Game,
) -> Plan {
    let known_rev = known.map_or(0, |k| k.rev);
    let Some(s) = stored else {
        return Plan::Write {
            stamp: Stamp {
                rev: known_rev + 1,
                tab: tab.into(),
            },
            prev: None,
        };
    };
    if s.game == *mine {
        return Plan::Skip(s.stamp.clone());
    }
    let stamp = Stamp {
        rev: s.stamp.rev.max(known_rev) + 1,
        tab: tab.into(),
    };
    if known == Some(&s.stamp) || keeps(mine, &s.game) {
        Plan::Write {
            stamp,
            prev: Some(s.stamp.clone()),
        }
    } else {
        Plan::ArchiveThenWrite {
            theirs: Box::new(s.game.clone()),
            stamp,
            prev: s.stamp.clone(),
        }
    }
}

/// What to do on another tab's write of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnWrite {
    /// Old news, or this tab's own write.
    Ignore,
    /// The same game: only remember the stamp.
    Note,
    /// Take the other tab's game: nothing of this tab's is lost.
    Adopt,
    /// Keep this tab's game; write it (archiving the other first).
    Conflict,
}

/// Decides what tab `tab`, which last knew `known` and holds `mine`
/// (`unsaved`: changed since its last save), does on the write `theirs`.
pub fn on_other_write(
    tab: &str,
    known: Option<&Stamp>,
    unsaved: bool,
    mine: &Game,
    theirs: &Envelope,
) -> OnWrite {
    if theirs.stamp.tab == tab {
        return OnWrite::Ignore;
    }
    if let Some(k) = known {
        if theirs.stamp.rev < k.rev || theirs.stamp == *k {
            return OnWrite::Ignore;
        }
    }
    if theirs.game == *mine {
        return OnWrite::Note;
    }
    if !unsaved && (theirs.prev.as_ref() == known || keeps(&theirs.game, mine)) {
        OnWrite::Adopt
    } else {
        OnWrite::Conflict
    }
}

/// What happened to the saved game, for the interface to say.
#[derive(Clone, Debug, PartialEq)]
pub enum Synced {
    /// Another tab changed the game; this is the game now. Load it (origin
    /// "other tab") and say so ("The game was changed in another window").
    ChangedElsewhere(Box<Game>),
    /// Another tab's different game was stored; this tab's game stays
    /// current and the other was put into the archive.
    ConflictArchived {
        /// White of the archived game.
        white: String,
        /// Black of the archived game.
        black: String,
        /// Its half-moves.
        plies: usize,
    },
    /// Reading or writing failed (or unreadable data was kept aside).
    Trouble(StorageTrouble),
    /// Reading or writing the archive (to keep the other game) met these.
    Archive(Vec<archive::Trouble>),
    /// After every save: why this tab's game is not saved (`None`: it is).
    /// A failure to write comes only this way, never as a trouble.
    Status(Option<Failure>),
}

/// The outcome of [`save_game_to`].
#[derive(Clone, Debug, PartialEq)]
pub struct SaveReport {
    /// The stamp this tab now knows (unchanged when nothing was written).
    pub known: Option<Stamp>,
    /// Whether `mine` is now what is stored.
    pub saved: bool,
    /// What to tell.
    pub events: Vec<Synced>,
}

/// Saves `mine` for tab `tab`, which last knew `known`, by the protocol of
/// the module documentation.
pub fn save_game_to(
    store: &impl Backend,
    tab: &str,
    known: Option<&Stamp>,
    mine: &Game,
    now: &Moment,
) -> SaveReport {
    let mut report = SaveReport {
        known: known.cloned(),
        saved: false,
        events: Vec::new(),
    };
    let stored = match read_with(store, CURRENT_GAME, Stored::Game, parse_envelope) {
        Found::Missing => None,
        Found::Value(env) => Some(env),
        Found::Trouble(t) => {
            let kept = matches!(t, StorageTrouble::Unreadable { .. });
            report.events.push(Synced::Trouble(t));
            if !kept {
                return report;
            }
            None
        }
    };
    let (stamp, prev) = match plan_write(tab, known, stored.as_ref(), mine) {
        Plan::Skip(stamp) => {
            report.known = Some(stamp);
            report.saved = true;
            return report;
        }
        Plan::Write { stamp, prev } => (stamp, prev),
        Plan::ArchiveThenWrite {
            theirs,
            stamp,
            prev,
        } => {
            let added = archive::add_to(store, &theirs, now, tab);
            if !added.troubles.is_empty() {
                report.events.push(Synced::Archive(added.troubles));
            }
            if let Err(e) = added.kept {
                // Never write over a game that could not be kept.
                report
                    .events
                    .push(Synced::Trouble(e.about(Stored::Archive)));
                return report;
            }
            report.events.push(Synced::ConflictArchived {
                white: theirs.setup().white.clone(),
                black: theirs.setup().black.clone(),
                plies: theirs.record().len(),
            });
            (stamp, Some(prev))
        }
    };
    let written =
        envelope_json(&stamp, prev.as_ref(), mine).and_then(|json| store.set(CURRENT_GAME, &json));
    match written {
        Ok(()) => {
            report.known = Some(stamp);
            report.saved = true;
        }
        Err(e) => report.events.push(Synced::Trouble(e.about(Stored::Game))),
    }
    report
}

#[cfg(test)]
pub(crate) mod memory {
    //! An in-memory store with an optional size limit, for the tests.

    use std::cell::{Cell, RefCell};
    use std::collections::BTreeMap;

    use super::{Backend, StorageTrouble, WriteError};

    #[derive(Default)]
    pub struct Memory {
        pub map: RefCell<BTreeMap<String, String>>,
        /// Total characters allowed (keys and values).
        pub quota: Cell<Option<usize>>,
        /// Every key written or removed, in order.
        pub journal: RefCell<Vec<String>>,
        /// Keys on "disk" and not yet in memory, as the archive's keys are
        /// at the start: brought in by [`Memory::read_later`].
        pub later: RefCell<BTreeMap<String, String>>,
    }

    impl Memory {
        pub fn with(pairs: &[(&str, &str)]) -> Memory {
            let m = Memory::default();
            for (k, v) in pairs {
                m.map.borrow_mut().insert((*k).into(), (*v).into());
            }
            m
        }
        /// A store whose `later` keys are on disk, the others in memory.
        pub fn with_later(now: &[(&str, &str)], later: &[(String, String)]) -> Memory {
            let m = Memory::with(now);
            m.later.borrow_mut().extend(later.iter().cloned());
            m
        }

        /// Reads the next `n` keys of `later` into memory as the durable
        /// store does (`durable::read_later`): a key written or removed
        /// meanwhile keeps what memory holds. Returns the keys taken.
        pub fn read_later(&self, n: usize) -> Vec<String> {
            let mut later = self.later.borrow_mut();
            let batch: Vec<String> = later.keys().take(n).cloned().collect();
            let mut fresh = Vec::new();
            for key in batch {
                let Some(value) = later.remove(&key) else {
                    continue;
                };
                let touched = self.journal.borrow().contains(&key);
                if !touched && !self.map.borrow().contains_key(&key) {
                    self.map.borrow_mut().insert(key.clone(), value);
                    fresh.push(key);
                }
            }
            fresh
        }

        /// Whether keys are left on disk unread.
        pub fn unread(&self) -> usize {
            self.later.borrow().len()
        }

        pub fn value(&self, key: &str) -> Option<String> {
            self.map.borrow().get(key).cloned()
        }
        pub fn full(&self) {
            let used = self
                .map
                .borrow()
                .iter()
                .map(|(k, v)| k.len() + v.len())
                .sum();
            self.quota.set(Some(used));
        }
    }

    impl Backend for Memory {
        fn get(&self, key: &str) -> Result<Option<String>, StorageTrouble> {
            Ok(self.value(key))
        }
        fn set(&self, key: &str, value: &str) -> Result<(), WriteError> {
            if let Some(q) = self.quota.get() {
                let used: usize = self
                    .map
                    .borrow()
                    .iter()
                    .filter(|(k, _)| k.as_str() != key)
                    .map(|(k, v)| k.len() + v.len())
                    .sum();
                if used + key.len() + value.len() > q {
                    return Err(WriteError::Full);
                }
            }
            self.map.borrow_mut().insert(key.into(), value.into());
            self.journal.borrow_mut().push(key.into());
            Ok(())
        }
        fn remove(&self, key: &str) -> Result<(), WriteError> {
            self.map.borrow_mut().remove(key);
            self.journal.borrow_mut().push(key.into());
            Ok(())
        }
        fn keys(&self) -> Vec<String> {
            self.map.borrow().keys().cloned().collect()
        }
        fn mark(&self) -> usize {
            self.journal.borrow().len()
        }
        fn changed_since(&self, mark: usize) -> Vec<String> {
            self.journal
                .borrow()
                .get(mark..)
                .map(<[String]>::to_vec)
                .unwrap_or_default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::memory::Memory;
    use super::*;
    use rochade_arbiter::{Event, GameSetup};

    fn game(moves: &[&str]) -> Game {
        crate::test_support::play(GameSetup::new("Anna", "Bella"), moves)
    }

    fn at(ms: u64) -> Moment {
        Moment {
            ms,
            text: "2026-01-02 03:04".into(),
        }
    }

    fn stamp(rev: u64, tab: &str) -> Stamp {
        Stamp {
            rev,
            tab: tab.into(),
        }
    }

    fn stored_game(m: &Memory) -> Envelope {
        parse_envelope(&m.value(CURRENT_GAME).unwrap()).unwrap()
    }

    /// A 60-move game with clocks (15+10, moves at irregular times), from
    /// pseudo-random legal moves.
    fn long_game() -> Game {
        let tc = "900+10"
            .parse::<rochade_arbiter::rochade_clock::TimeControl>()
            .unwrap_or_else(|e| panic!("{e:?}"));
        let mut seed: u64 = 7;
        'again: loop {
            let mut g = Game::new(GameSetup::new("Anna", "Bella").with_time_control(tc.clone()))
                .unwrap_or_else(|e| panic!("{e}"));
            let mut now = 0;
            for _ in 0..120 {
                let moves = g.legal_moves();
                if moves.is_empty() {
                    seed += 1;
                    continue 'again;
                }
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let mv = moves[(seed >> 33) as usize % moves.len()];
                now += 1_000 + (seed >> 20) % 9_000;
                let event = Event::Move {
                    mv: rochade_arbiter::MoveInput::Move(mv),
                    offer_draw: false,
                };
                if g.apply(event, now).is_err() || g.is_over() {
                    seed += 1;
                    continue 'again;
                }
            }
            return g;
        }
    }

    /// The sizes behind the README's figures: a typical game as the current
    /// game and as an archive entry (UTF-16 code units, as the browsers
    /// count the quota of localStorage).
    #[test]
    fn a_long_game_with_clocks_takes_a_few_kilobytes() {
        let g = long_game();
        assert_eq!(g.record().len(), 120);
        let current = envelope_json(&stamp(1, "0123456789abcdef"), None, &g).unwrap();
        let entry = archive::Entry::of(&g, "2026-01-02 03:04".into());
        let archived = to_json(&entry).unwrap();
        let key = format!(
            "{}{}",
            archive::PREFIX,
            archive::entry_id(1, "0123456789abcdef")
        );
        let units = |s: &str| s.encode_utf16().count();
        let per_game = units(&key) + units(&archived);
        eprintln!(
            "current game: {} units; archived game: {} units (PGN {}); 5 Mi units hold {} archived games",
            units(&current),
            per_game,
            units(entry.pgn.as_deref().unwrap_or_default()),
            (5 * 1024 * 1024 - units(&current)) / per_game
        );
        assert!(per_game < 6_000, "{per_game}");
        assert!(units(&current) < 60_000, "{}", units(&current));
    }

    #[test]
    fn a_failure_is_told_when_it_appears_and_again_only_after_saving_worked() {
        let full = Unsaved {
            game: Some(Failure::Full),
            ..Unsaved::default()
        };
        let mut teller = Teller::default();
        assert_eq!(teller.on(Unsaved::default()), None, "nothing to say");
        assert_eq!(teller.on(full), Some(Tell::Unsaved(full)));
        assert_eq!(teller.on(full), None, "not at every move");
        let more = Unsaved {
            unarchived: 1,
            ..full
        };
        assert_eq!(
            teller.on(more),
            Some(Tell::Unsaved(more)),
            "a game not archived"
        );
        let archive_only = Unsaved {
            unarchived: 1,
            ..Unsaved::default()
        };
        assert_eq!(teller.on(archive_only), None, "better, not yet all saved");
        assert_eq!(
            teller.on(more),
            Some(Tell::Unsaved(more)),
            "the game failed again"
        );
        assert_eq!(teller.on(Unsaved::default()), Some(Tell::SavedAgain));
        assert_eq!(teller.on(Unsaved::default()), None);
        assert_eq!(teller.on(full), Some(Tell::Unsaved(full)));
    }

    #[test]
    fn only_failures_to_write_are_failures_of_saving() {
        assert_eq!(
            Failure::of(&StorageTrouble::Full { what: Stored::Game }),
            Some(Failure::Full)
        );
        assert_eq!(
            Failure::of(&StorageTrouble::Unavailable),
            Some(Failure::Unavailable)
        );
        let unreadable = StorageTrouble::UnreadableLeft {
            what: Stored::Game,
            error: JsonError {
                line: 1,
                column: 1,
                category: JsonCategory::Syntax,
            },
        };
        assert_eq!(Failure::of(&unreadable), None);
    }

    #[test]
    fn a_bare_game_reads_as_revision_zero_and_an_envelope_round_trips() {
        let g = game(&["e4"]);
        let bare = to_json(&g).unwrap();
        let env = parse_envelope(&bare).unwrap();
        assert_eq!(env.stamp, stamp(0, ""));
        assert_eq!(env.game, g, "a restored game equals the saved one");
        let json = envelope_json(&stamp(7, "a"), Some(&stamp(6, "b")), &g).unwrap();
        let env = parse_envelope(&json).unwrap();
        assert_eq!((env.stamp, env.prev), (stamp(7, "a"), Some(stamp(6, "b"))));
        assert_eq!(env.game, g);
    }

    #[test]
    fn a_damaged_game_names_its_kind_and_where_the_text_breaks() {
        let e = parse_envelope("{\"damaged\": ").unwrap_err();
        assert_eq!((e.line, e.column, e.category), (1, 12, JsonCategory::Eof));
        let e = parse_envelope("{\"rev\": 1,\n \"tab\": \"x\",, \"game\": 3}").unwrap_err();
        assert_eq!(
            (e.line, e.column, e.category),
            (2, 13, JsonCategory::Syntax)
        );
        // JSON of another shape has no place of its own: it is read from
        // the value, not the text.
        let e = parse_envelope("{\"rev\": 1, \"tab\": \"x\", \"game\": 3}").unwrap_err();
        assert_eq!((e.line, e.column, e.category), (0, 0, JsonCategory::Data));
        let e = parse_envelope("{\"version\": 1,\n \"setup\": 3}\n").unwrap_err();
        assert_eq!((e.line, e.column, e.category), (0, 0, JsonCategory::Data));
    }

    /// A tab of an older build hears of a game written by a newer one (in
    /// another tab, after an update): whatever its shape, it is a newer
    /// version, worded as such, and kept aside before this tab writes.
    #[test]
    fn a_game_of_a_newer_version_is_told_as_such_and_kept_aside() {
        let newer = |game: &str| {
            let e = parse_envelope(game).unwrap_err();
            assert_eq!(e.category, JsonCategory::Newer, "{game}");
            e
        };
        let version = SAVE_VERSION + 1;
        let text = to_json(&game(&["e4"])).unwrap();
        let ours = format!("{{\"version\":{SAVE_VERSION},");
        let theirs = text.replacen(&ours, &format!("{{\"version\":{version},"), 1);
        assert_ne!(theirs, text);
        newer(&theirs);
        // Wrapped as the game in progress, and of a form this build does
        // not know.
        newer(&format!(
            "{{\"rev\":9,\"tab\":\"b\",\"game\":{}}}",
            theirs.replacen("\"setup\":{", "\"setup\":{\"white\":[1],", 1)
        ));
        let e = newer(&format!("{{\"version\": {version}, \"setup\": 3}}"));
        for (lang, words) in [
            (
                crate::lang::Lang::En,
                "saved by a newer version of Rochade; reload to update",
            ),
            (
                crate::lang::Lang::De,
                "von einer neueren Version von Rochade gespeichert; zum Aktualisieren neu laden",
            ),
            (
                crate::lang::Lang::Pt,
                "salvo por uma versão mais recente do Rochade; recarregue a página para atualizar",
            ),
        ] {
            assert_eq!(crate::words::errors::json_error_text(lang, &e), words);
        }
        // This build's own version, and older ones, are read.
        assert!(parse_envelope(&text).is_ok());
        // Kept aside, as any value this build cannot read, before this tab
        // writes its own game; the newer text is kept whole.
        let store = Memory::with(&[(CURRENT_GAME, theirs.as_str())]);
        let r = save_game_to(&store, "A", None, &game(&["d4"]), &at(1));
        let kept_as = format!("{UNREADABLE}{CURRENT_GAME}");
        assert!(matches!(
            &r.events[..],
            [Synced::Trouble(StorageTrouble::Unreadable {
                error: JsonError { category: JsonCategory::Newer, .. },
                kept_as: k,
                ..
            })] if *k == kept_as
        ));
        assert_eq!(store.value(&kept_as).as_deref(), Some(theirs.as_str()));
    }

    #[test]
    fn a_game_keeps_what_it_continues_and_nothing_else() {
        let (start, e4, e4e5, d4) = (game(&[]), game(&["e4"]), game(&["e4", "e5"]), game(&["d4"]));
        assert!(keeps(&e4e5, &e4));
        assert!(keeps(&d4, &start), "an empty game has nothing to lose");
        assert!(!keeps(&d4, &e4));
        assert!(!keeps(&e4, &e4e5), "a shorter game loses a move");
        let mut resigned = e4.clone();
        resigned
            .apply(
                Event::Resign {
                    by: rochade_laws::Color::Black,
                },
                0,
            )
            .unwrap();
        assert!(!keeps(&e4e5, &resigned), "an ended game is not continued");
    }

    #[test]
    fn writing_over_an_unknown_other_game_archives_it_first() {
        let s = |rev, tab, g| Envelope {
            stamp: stamp(rev, tab),
            prev: None,
            game: g,
        };
        let known = stamp(1, "me");
        let plan = plan_write(
            "me",
            Some(&known),
            Some(&s(1, "me", game(&["e4"]))),
            &game(&["e4", "e5"]),
        );
        assert_eq!(
            plan,
            Plan::Write {
                stamp: stamp(2, "me"),
                prev: Some(known.clone())
            }
        );
        let plan = plan_write(
            "me",
            Some(&known),
            Some(&s(2, "it", game(&["d4"]))),
            &game(&["e4"]),
        );
        assert_eq!(
            plan,
            Plan::ArchiveThenWrite {
                theirs: Box::new(game(&["d4"])),
                stamp: stamp(3, "me"),
                prev: stamp(2, "it")
            }
        );
        let plan = plan_write(
            "me",
            Some(&known),
            Some(&s(2, "it", game(&["e4"]))),
            &game(&["e4"]),
        );
        assert_eq!(plan, Plan::Skip(stamp(2, "it")));
        let plan = plan_write(
            "me",
            Some(&known),
            Some(&s(2, "it", game(&["e4"]))),
            &game(&["e4", "c5"]),
        );
        assert!(matches!(plan, Plan::Write { .. }), "continued: {plan:?}");
        let plan = plan_write("me", Some(&stamp(4, "me")), None, &game(&[]));
        assert!(matches!(plan, Plan::Write { stamp: s, prev: None } if s.rev == 5));
    }

    #[test]
    fn another_tabs_write_is_adopted_only_when_nothing_here_is_lost() {
        let known = stamp(3, "me");
        let theirs = |prev: Stamp, g: Game| Envelope {
            stamp: stamp(4, "it"),
            prev: Some(prev),
            game: g,
        };
        let mine = game(&["e4"]);
        let over_mine = theirs(known.clone(), game(&["d4"]));
        assert_eq!(
            on_other_write("me", Some(&known), false, &mine, &over_mine),
            OnWrite::Adopt
        );
        assert_eq!(
            on_other_write("me", Some(&known), true, &mine, &over_mine),
            OnWrite::Conflict,
            "unsaved changes here"
        );
        // Its writer never saw this tab's value (written at the same
        // instant over the same revision): this tab's game would be lost.
        let blind = theirs(stamp(2, "x"), game(&["d4"]));
        assert_eq!(
            on_other_write("me", Some(&known), false, &mine, &blind),
            OnWrite::Conflict
        );
        let continued = theirs(stamp(2, "x"), game(&["e4", "e5"]));
        assert_eq!(
            on_other_write("me", Some(&known), false, &mine, &continued),
            OnWrite::Adopt
        );
        let same = theirs(stamp(2, "x"), mine.clone());
        assert_eq!(
            on_other_write("me", Some(&known), true, &mine, &same),
            OnWrite::Note
        );
        let mut old = theirs(known.clone(), game(&["d4"]));
        old.stamp = stamp(2, "it");
        assert_eq!(
            on_other_write("me", Some(&known), false, &mine, &old),
            OnWrite::Ignore
        );
        let mut own = over_mine.clone();
        own.stamp.tab = "me".into();
        assert_eq!(
            on_other_write("me", Some(&known), false, &mine, &own),
            OnWrite::Ignore
        );
    }

    /// The reported loss: tab B, opened before, plays 1.d4 after tab A
    /// played 1.e4. Both games survive: d4 current, e4 archived.
    #[test]
    fn two_tabs_one_truth_nothing_lost() {
        let store = Memory::default();
        let a = save_game_to(&store, "A", None, &game(&[]), &at(1));
        assert!(a.saved && a.events.is_empty());
        let b = save_game_to(&store, "B", None, &game(&[]), &at(2));
        assert_eq!(b.known, a.known, "the same game: nothing written");
        let a = save_game_to(&store, "A", a.known.as_ref(), &game(&["e4"]), &at(3));
        assert_eq!(a.known, Some(stamp(2, "A")));
        let b = save_game_to(&store, "B", b.known.as_ref(), &game(&["d4"]), &at(4));
        assert_eq!(
            b.events,
            vec![Synced::ConflictArchived {
                white: "Anna".into(),
                black: "Bella".into(),
                plies: 1
            }]
        );
        let env = stored_game(&store);
        assert_eq!(
            (env.stamp, env.prev, env.game),
            (stamp(3, "B"), Some(stamp(2, "A")), game(&["d4"]))
        );
        let (entries, troubles) = archive::load_from(&store, &at(5));
        assert!(troubles.is_empty());
        assert_eq!(entries.len(), 1);
        let text = store.value(&archive::text_key(&entries[0].id)).unwrap();
        assert!(text.contains("1. e4"), "{text}");
        assert_eq!(entries[0].pgn, None, "the text is not in the metadata");
        // Tab A hears of B's write: it named A's game as the one it replaced,
        // so A takes B's game without archiving anything more.
        assert_eq!(
            on_other_write(
                "A",
                a.known.as_ref(),
                false,
                &game(&["e4"]),
                &stored_game(&store)
            ),
            OnWrite::Adopt
        );
    }

    #[test]
    fn when_the_other_game_cannot_be_archived_it_is_not_overwritten() {
        let store = Memory::default();
        let a = save_game_to(&store, "A", None, &game(&["e4"]), &at(1));
        store.full();
        let b = save_game_to(&store, "B", None, &game(&["d4"]), &at(2));
        assert!(!b.saved);
        assert_eq!(
            b.events,
            vec![Synced::Trouble(StorageTrouble::Full {
                what: Stored::Archive
            })]
        );
        assert_eq!(stored_game(&store).game, game(&["e4"]));
        assert_eq!(stored_game(&store).stamp, a.known.unwrap());
    }

    #[test]
    fn a_full_storage_is_reported_and_the_old_save_kept() {
        let store = Memory::default();
        let a = save_game_to(&store, "A", None, &game(&["e4"]), &at(1));
        store.full();
        let a2 = save_game_to(&store, "A", a.known.as_ref(), &game(&["e4", "e5"]), &at(2));
        assert!(!a2.saved);
        assert_eq!(a2.known, a.known, "the tab still knows the stored revision");
        assert_eq!(
            a2.events,
            vec![Synced::Trouble(StorageTrouble::Full { what: Stored::Game })]
        );
        assert_eq!(stored_game(&store).game, game(&["e4"]));
    }

    #[test]
    fn an_unreadable_save_is_kept_aside_before_it_is_overwritten() {
        let store = Memory::with(&[(CURRENT_GAME, "{\"damaged\": ")]);
        store.full();
        let r = save_game_to(&store, "A", None, &game(&["e4"]), &at(1));
        assert!(!r.saved);
        assert!(matches!(
            r.events[..],
            [Synced::Trouble(StorageTrouble::UnreadableLeft {
                what: Stored::Game,
                ..
            })]
        ));
        assert_eq!(
            store.value(CURRENT_GAME).unwrap(),
            "{\"damaged\": ",
            "left in place"
        );
        store.quota.set(None);
        let r = save_game_to(&store, "A", None, &game(&["e4"]), &at(1));
        assert!(r.saved);
        let kept_as = format!("{UNREADABLE}{CURRENT_GAME}");
        assert!(matches!(
            &r.events[..],
            [Synced::Trouble(StorageTrouble::Unreadable { kept_as: k, .. })] if *k == kept_as
        ));
        assert_eq!(store.value(&kept_as).unwrap(), "{\"damaged\": ");
    }

    #[test]
    fn keeping_aside_never_overwrites_an_earlier_kept_value() {
        let store = Memory::with(&[("rochade.unreadable.k", "first")]);
        assert_eq!(
            keep_aside(&store, "k", "second").unwrap(),
            "rochade.unreadable.k.1"
        );
        assert_eq!(
            keep_aside(&store, "k", "first").unwrap(),
            "rochade.unreadable.k"
        );
        assert_eq!(store.value("rochade.unreadable.k").unwrap(), "first");
    }

    #[test]
    fn settings_are_written_when_they_differ_and_unreadable_ones_kept() {
        let store = Memory::with(&[(SETTINGS, "[1,")]);
        let r = write_to(&store, SETTINGS, Stored::Settings, &vec![1u8]).unwrap();
        assert!(matches!(r, Some(StorageTrouble::Unreadable { .. })));
        assert_eq!(store.value(SETTINGS).unwrap(), "[1]");
        store.full();
        assert_eq!(
            write_to(&store, SETTINGS, Stored::Settings, &vec![1u8]),
            Ok(None)
        );
        assert_eq!(
            write_to(&store, SETTINGS, Stored::Settings, &vec![1u8, 2]),
            Err(StorageTrouble::Full {
                what: Stored::Settings
            })
        );
    }
}

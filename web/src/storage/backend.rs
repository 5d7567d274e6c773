//! The ground of the storage layer: the keys, the typed troubles, the
//! synchronous [`Backend`] and the keeping aside of unreadable values. The
//! archive and the game's revision protocol both stand on it; it stands on
//! nothing of theirs, only on the JSON of stored values (`json`).

use super::json::JsonError;

/// Storage key of the settings.
pub const SETTINGS: &str = "rochade.settings";
/// Storage key of the game in progress.
pub const CURRENT_GAME: &str = "rochade.game";
/// Storage key of the last analysis, with the game it is of (a reader's
/// view, kept so that a reload does not search again).
pub const ANALYSIS: &str = "rochade.analysis";
/// Storage key of the chess clock of the clock mode (`?clock`).
pub const CLOCK: &str = "rochade.clock";
/// Storage key of the tournament files read last (their names and bytes,
/// `tournament_files`), so that the next round's game is two taps away and
/// the TRF can be written back.
pub const TOURNAMENT: &str = "rochade.tournament";
/// Prefix of the keys holding unreadable values kept aside.
pub const UNREADABLE: &str = "rochade.unreadable.";
/// Prefix of the values read on demand, never all into memory: the
/// archive's PGN texts, which a club's 100,000 games make too many to read
/// at every start.
pub const ON_DEMAND: &str = "rochade.pgn.";
/// Prefix of the values read after the first paint, in batches, while the
/// board already takes moves: the archive's metadata, one key per game
/// (100,000 of them kept a club's start waiting 2 to 3 s). Every key under
/// it sorts below [`READ_LATER_END`].
pub const READ_LATER: &str = "rochade.archive.";
/// The first key above every key under [`READ_LATER`] (`/` follows `.`).
pub const READ_LATER_END: &str = "rochade.archive/";

/// What was stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stored {
    /// The game in progress.
    Game,
    /// The settings.
    Settings,
    /// The archive of games.
    Archive,
}

/// Why something could not be read or saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageTrouble {
    /// There is no usable IndexedDB (disabled, private mode, or opening it
    /// failed): nothing is saved.
    Unavailable,
    /// Writing `what` was refused because the storage is full.
    Full {
        /// What was to be written.
        what: Stored,
    },
    /// Writing `what` was refused for another reason (storage disabled
    /// meanwhile).
    Refused {
        /// What was to be written.
        what: Stored,
    },
    /// The stored `what` could not be read; it was kept under `kept_as`.
    Unreadable {
        /// What could not be read.
        what: Stored,
        /// Why.
        error: JsonError,
        /// The key it was copied to.
        kept_as: String,
    },
    /// The stored `what` could not be read, nor copied aside (storage
    /// full): it is left in place and nothing is written over it.
    UnreadableLeft {
        /// What could not be read.
        what: Stored,
        /// Why.
        error: JsonError,
    },
}

/// Why a write was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// `QuotaExceededError`.
    Full,
    /// Anything else.
    Refused,
}

impl WriteError {
    /// The trouble of writing `what`.
    pub fn about(self, what: Stored) -> StorageTrouble {
        match self {
            WriteError::Full => StorageTrouble::Full { what },
            WriteError::Refused => StorageTrouble::Refused { what },
        }
    }
}

/// Why something cannot be saved now, as the player is told it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Failure {
    /// The storage is full.
    Full,
    /// The storage refused the write (disabled meanwhile, say).
    Refused,
    /// There is no usable storage: nothing at all is saved.
    Unavailable,
}

impl Failure {
    /// The failure of saving that `trouble` is, if it is one (an unreadable
    /// value is told on its own).
    pub fn of(trouble: &StorageTrouble) -> Option<Failure> {
        match trouble {
            StorageTrouble::Unavailable => Some(Failure::Unavailable),
            StorageTrouble::Full { .. } => Some(Failure::Full),
            StorageTrouble::Refused { .. } => Some(Failure::Refused),
            StorageTrouble::Unreadable { .. } | StorageTrouble::UnreadableLeft { .. } => None,
        }
    }
}

/// A key-value store: IndexedDB through memory ([`super::Durable`]), or a map in
/// the tests.
pub trait Backend {
    /// The value under `key`.
    ///
    /// # Errors
    ///
    /// [`StorageTrouble::Unavailable`] when the store cannot be read.
    fn get(&self, key: &str) -> Result<Option<String>, StorageTrouble>;
    /// Stores `value` under `key`.
    ///
    /// # Errors
    ///
    /// Why the store refused it.
    fn set(&self, key: &str, value: &str) -> Result<(), WriteError>;
    /// Removes `key`.
    ///
    /// # Errors
    ///
    /// Why the store refused it.
    fn remove(&self, key: &str) -> Result<(), WriteError>;
    /// Every key in memory: none under [`ON_DEMAND`] that is on disk, and
    /// under [`READ_LATER`] only those read so far (all once the store says
    /// so, see [`super::durable::read_later`]).
    fn keys(&self) -> Vec<String>;
    /// The count of writes so far, here and heard from other tabs: a mark
    /// for [`Backend::changed_since`].
    fn mark(&self) -> usize;
    /// The keys written since `mark` (a key once per write), oldest first.
    fn changed_since(&self, mark: usize) -> Vec<String>;
}

thread_local! {
    static TAB: String = format!(
        "{:08x}{:08x}",
        (js_sys::Math::random() * 4_294_967_296.0) as u32,
        (js_sys::Math::random() * 4_294_967_296.0) as u32
    );
}

/// This page load's id, random: tells its writes from other tabs'.
pub fn tab_id() -> String {
    TAB.with(Clone::clone)
}

/// Copies the unreadable `raw` of `key` aside, never over another kept
/// value. Returns the key it is kept under.
///
/// # Errors
///
/// Why the copy could not be written.
pub fn keep_aside(store: &impl Backend, key: &str, raw: &str) -> Result<String, WriteError> {
    let base = format!("{UNREADABLE}{key}");
    for n in 0..1000 {
        let aside = if n == 0 {
            base.clone()
        } else {
            format!("{base}.{n}")
        };
        match store.get(&aside) {
            Ok(None) => return store.set(&aside, raw).map(|()| aside),
            Ok(Some(kept)) if kept == raw => return Ok(aside),
            Ok(Some(_)) => {}
            Err(_) => return Err(WriteError::Refused),
        }
    }
    Err(WriteError::Full)
}

/// Removes `key` if it still holds `raw` (another tab may have written a
/// good value since).
pub fn remove_if(store: &impl Backend, key: &str, raw: &str) {
    if store.get(key).ok().flatten().as_deref() == Some(raw) {
        let _ = store.remove(key);
    }
}

/// The JSON text of a stored value (serde's derived form).
///
/// # Errors
///
/// `Refused` if serde cannot write it, which the stored types never give
/// (no map with keys other than text, no failing conversion): then nothing
/// is written.
pub fn to_json<T: serde::Serialize + ?Sized>(value: &T) -> Result<String, WriteError> {
    super::json::to_string(value).ok_or(WriteError::Refused)
}

//! The local archive of games: every game that ends in the app, and every
//! unfinished game replaced by another (or by another tab's game), is kept
//! in the store as PGN text with a little metadata, newest first.
//!
//! # Layout: one key per game
//!
//! Each game is stored under its own key, `rochade.archive.<id>`, with
//! `<id>` = the time of archiving in milliseconds (13 digits) and the
//! archiving tab's id. Two tabs archiving at once write two different keys,
//! and deleting removes one key, so no tab ever rewrites another tab's games:
//! a single list read, changed and written back by two tabs at once lost one
//! tab's change. The ids sort as their times: the list is newest first.
//!
//! The single list of earlier versions ([`KEY`]) is moved into this layout
//! on reading, each game under a fixed id made from its place in the list
//! and its content (so two tabs moving it at once write the same keys), and
//! removed only once every game of it is stored anew.
//!
//! # Nothing is lost
//!
//! A stored list that is not a JSON list, an entry of it that cannot be
//! read, or a game key that cannot be read, is copied aside under
//! `rochade.unreadable.rochade.archive.…` before it is removed, and the
//! player is told where it went; if the copy fails, it stays where it is.

use rochade_arbiter::Game;
use rochade_arbiter::pgn::{PgnError, PgnErrorKind, PgnGame, Pos, read_games};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::storage::backend::{Backend, WriteError, keep_aside, remove_if, tab_id};
use crate::storage::durable::store;

/// Storage key of the archive as one list (earlier versions); moved to one
/// key per game when read.
pub const KEY: &str = "rochade.archive";
/// Prefix of the key of each archived game.
pub const PREFIX: &str = "rochade.archive.";

/// One archived game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    /// Its id in the archive (the key after [`PREFIX`]); empty until
    /// stored.
    #[serde(skip)]
    pub id: String,
    /// When it was archived (local time, `YYYY-MM-DD HH:MM`).
    pub saved_at: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The event.
    pub event: String,
    /// The game's date as PGN writes it (`YYYY.MM.DD`).
    pub date: String,
    /// The PGN result (`1-0`, `0-1`, `1/2-1/2`, `*` while unfinished).
    pub result: String,
    /// Number of half-moves.
    pub plies: usize,
    /// The whole game as PGN (the arbiter's export).
    pub pgn: String,
}

impl Entry {
    /// The entry of `game`, archived at `saved_at`.
    pub fn of(game: &Game, saved_at: String) -> Entry {
        let s = game.setup();
        Entry {
            id: String::new(),
            saved_at,
            white: s.white.clone(),
            black: s.black.clone(),
            event: s.event.clone(),
            date: s.date.clone(),
            result: game.result_token().to_string(),
            plies: game.record().len(),
            pgn: game.to_pgn(),
        }
    }

    /// The game as read back from its PGN.
    ///
    /// # Errors
    ///
    /// The importer's error (line and column) if the PGN cannot be read.
    pub fn pgn_game(&self) -> Result<PgnGame, PgnError> {
        read_games(&self.pgn)
            .into_iter()
            .next()
            .unwrap_or(Err(PgnError {
                pos: Pos { line: 1, column: 1 },
                kind: PgnErrorKind::NoGame,
            }))
    }

    /// A file name for the download (`White-Black-2026.11.29.pgn`).
    pub fn file_name(&self) -> String {
        file_name(&self.white, &self.black, &self.date)
    }
}

/// A file name built from the players and the date, safe on every system.
pub fn file_name(white: &str, black: &str, date: &str) -> String {
    let clean = |s: &str| -> String {
        let out: String = s
            .chars()
            .map(|c| if c.is_alphanumeric() { c } else { '_' })
            .collect();
        let out = out.trim_matches('_').to_string();
        if out.is_empty() { "_".into() } else { out }
    };
    format!("{}-{}-{}.pgn", clean(white), clean(black), clean(date))
}

/// What reading the stored archive found.
#[derive(Debug, Default, PartialEq)]
pub struct Parsed {
    /// The readable entries, newest first.
    pub entries: Vec<Entry>,
    /// Entries that could not be read, as stored.
    pub unreadable: Vec<Value>,
    /// The whole text was not a JSON list (its parser's message).
    pub broken: Option<String>,
}

/// Splits the stored text into readable and unreadable entries.
pub fn parse(raw: &str) -> Parsed {
    match serde_json::from_str::<Vec<Value>>(raw) {
        Err(e) => Parsed {
            broken: Some(e.to_string()),
            ..Parsed::default()
        },
        Ok(values) => {
            let mut out = Parsed::default();
            for v in values {
                match serde_json::from_value::<Entry>(v.clone()) {
                    Ok(e) => out.entries.push(e),
                    Err(_) => out.unreadable.push(v),
                }
            }
            out
        }
    }
}

/// Puts `entry` first unless the same game (same PGN) is already archived.
/// Returns whether the list changed.
pub fn insert(entries: &mut Vec<Entry>, entry: Entry) -> bool {
    if entries.iter().any(|e| e.pgn == entry.pgn) {
        return false;
    }
    entries.insert(0, entry);
    true
}

/// The game of a PGN game cut after `plies` half-moves, to be continued:
/// the result and its reason are dropped when moves are cut.
///
/// # Errors
///
/// The importer's error at the first illegal move.
pub fn game_until(pgn: &PgnGame, plies: usize) -> Result<Game, PgnError> {
    if plies >= pgn.moves.len() {
        return Game::from_pgn_game(pgn);
    }
    let mut cut = pgn.clone();
    cut.moves.truncate(plies);
    cut.result = Some("*".into());
    cut.tags
        .retain(|(name, _)| !matches!(name.as_str(), "Termination" | "Reason"));
    for (name, value) in &mut cut.tags {
        if name == "Result" {
            *value = "*".into();
        }
    }
    Game::from_pgn_game(&cut)
}

/// Whether `new` is another game than `old`, not `old` with moves played
/// or taken back (one half-move, or two by agreement in a game under way:
/// a new game with the same setup has not started).
pub fn replaced(old: &Game, new: &Game) -> bool {
    if old.setup() != new.setup() || old.start_position() != new.start_position() {
        return true;
    }
    let (o, n) = (old.record(), new.record());
    let common = o.iter().zip(n).take_while(|(a, b)| a.mv == b.mv).count();
    let played_on = common == o.len();
    let taken_back = common == n.len()
        && (o.len() == n.len() + 1 || (o.len() == n.len() + 2 && new.is_started()));
    !(played_on || taken_back)
}

/// Takes `target` out of `entries` (the first entry equal to it in every
/// field). Returns whether it was there.
pub fn remove(entries: &mut Vec<Entry>, target: &Entry) -> bool {
    match entries.iter().position(|e| e == target) {
        Some(i) => {
            entries.remove(i);
            true
        }
        None => false,
    }
}

/// Why the archive could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Trouble {
    /// Unreadable data was kept aside under this key.
    KeptAside {
        /// How many entries (0: the whole archive).
        count: usize,
        /// Where.
        key: String,
    },
    /// Writing failed (storage full or disabled).
    SaveFailed,
    /// The game to delete is no longer in the stored archive (deleted in
    /// another tab, say); nothing was deleted.
    NotFound,
}

/// A moment of archiving: milliseconds since the epoch (for the id) and
/// local time as shown (`YYYY-MM-DD HH:MM`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    /// Milliseconds since the Unix epoch.
    pub ms: u64,
    /// Local date and time, `YYYY-MM-DD HH:MM`.
    pub text: String,
}

impl Moment {
    /// Now.
    pub fn now() -> Moment {
        Moment {
            ms: js_sys::Date::now().max(0.0) as u64,
            text: now_text(),
        }
    }
}

/// Local date and time, `YYYY-MM-DD HH:MM`.
pub fn now_text() -> String {
    let d = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        d.get_hours(),
        d.get_minutes()
    )
}

/// Today's date as PGN writes it (`YYYY.MM.DD`).
pub fn today_pgn() -> String {
    let d = js_sys::Date::new_0();
    format!(
        "{:04}.{:02}.{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date()
    )
}

/// The id of a game archived at `ms` by tab `tab`.
pub fn entry_id(ms: u64, tab: &str) -> String {
    format!("{ms:013}-{tab}")
}

/// FNV-1a: stable across builds and tabs, unlike std's hasher.
fn fnv(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for b in p.bytes().chain([0]) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

/// The fixed id of the entry `nth` from the oldest of the old list: older
/// than any id of a game archived since, and the same in every tab.
pub fn migrated_id(nth: usize, e: &Entry) -> String {
    let h = fnv(&[&e.saved_at, &e.white, &e.black, &e.pgn]);
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

/// Sorts newest first (ids sort as their times).
pub fn newest_first(entries: &mut [Entry]) {
    crate::sort_short_by(entries, |a, b| b.id.cmp(&a.id));
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
    if parsed.broken.is_some() {
        match keep_aside(store, &aside_base(now.ms), &raw) {
            Ok(key) => {
                remove_if(store, KEY, &raw);
                troubles.push(Trouble::KeptAside { count: 0, key });
            }
            Err(_) => troubles.push(Trouble::SaveFailed),
        }
        return (Vec::new(), troubles);
    }
    let entries = migrated(&parsed.entries);
    let mut moved = entries.iter().all(|e| {
        let key = format!("{PREFIX}{}", e.id);
        match serde_json::to_string(e) {
            Ok(json) => {
                store.get(&key).ok().flatten().as_deref() == Some(json.as_str())
                    || store.set(&key, &json).is_ok()
            }
            Err(_) => false,
        }
    });
    if moved && !parsed.unreadable.is_empty() {
        let aside = serde_json::to_string(&parsed.unreadable)
            .ok()
            .and_then(|a| keep_aside(store, &aside_base(now.ms), &a).ok());
        match aside {
            Some(key) => troubles.push(Trouble::KeptAside {
                count: parsed.unreadable.len(),
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

/// Reads the archive from `store`, newest first. The old list is moved to
/// one key per game; unreadable data is kept aside (and removed only once
/// that copy exists).
pub fn load_from(store: &impl Backend, now: &Moment) -> (Vec<Entry>, Vec<Trouble>) {
    let (mut entries, mut troubles) = migrate(store, now);
    for key in store.keys() {
        let Some(id) = key.strip_prefix(PREFIX) else {
            continue;
        };
        let Ok(Some(raw)) = store.get(&key) else {
            continue;
        };
        match serde_json::from_str::<Entry>(&raw) {
            Ok(e) => {
                if !entries.iter().any(|x| x.id == id) {
                    entries.push(Entry { id: id.into(), ..e });
                }
            }
            Err(_) => match keep_aside(store, &key, &raw) {
                Ok(aside) => {
                    remove_if(store, &key, &raw);
                    troubles.push(Trouble::KeptAside {
                        count: 1,
                        key: aside,
                    });
                }
                Err(_) => troubles.push(Trouble::SaveFailed),
            },
        }
    }
    newest_first(&mut entries);
    (entries, troubles)
}

/// The outcome of [`add_to`].
#[derive(Clone, Debug, PartialEq)]
pub struct Added {
    /// The archive as now stored, newest first.
    pub entries: Vec<Entry>,
    /// What reading it met (unreadable data kept aside).
    pub troubles: Vec<Trouble>,
    /// Whether the game is now archived: `Ok(true)` added now,
    /// `Ok(false)` there already; or why it could not be written.
    pub kept: Result<bool, WriteError>,
}

/// Adds `game` to the archive in `store` (once), archived `now` by tab
/// `tab`. A new key is written; nothing stored is rewritten.
pub fn add_to(store: &impl Backend, game: &Game, now: &Moment, tab: &str) -> Added {
    let (mut entries, troubles) = load_from(store, now);
    let mut entry = Entry::of(game, now.text.clone());
    if entries.iter().any(|e| e.pgn == entry.pgn) {
        return Added {
            entries,
            troubles,
            kept: Ok(false),
        };
    }
    let base = entry_id(now.ms, tab);
    let mut id = base.clone();
    let mut n = 0;
    while matches!(store.get(&format!("{PREFIX}{id}")), Ok(Some(_))) {
        n += 1;
        id = format!("{base}-{n}");
    }
    entry.id = id;
    let kept = serde_json::to_string(&entry)
        .map_err(|_| WriteError::Refused)
        .and_then(|json| store.set(&format!("{PREFIX}{}", entry.id), &json));
    let kept = kept.map(|()| {
        entries.push(entry);
        newest_first(&mut entries);
        true
    });
    Added {
        entries,
        troubles,
        kept,
    }
}

/// Deletes `target` (the stored entry with its id and content) from the
/// archive in `store`, read afresh. Returns the archive as now stored and
/// the troubles met; `Err` when nothing was deleted.
///
/// # Errors
///
/// Why nothing was deleted ([`Trouble::NotFound`]: deleted meanwhile, in
/// another tab say), with the archive as stored.
pub fn delete_from(
    store: &impl Backend,
    target: &Entry,
    now: &Moment,
) -> (Vec<Entry>, Vec<Trouble>, Result<(), Trouble>) {
    let (mut entries, troubles) = load_from(store, now);
    if !remove(&mut entries, target) {
        return (entries, troubles, Err(Trouble::NotFound));
    }
    match store.remove(&format!("{PREFIX}{}", target.id)) {
        Ok(()) => (entries, troubles, Ok(())),
        Err(_) => {
            let (entries, _) = load_from(store, now);
            (entries, troubles, Err(Trouble::SaveFailed))
        }
    }
}

/// Reads the archive from the store.
pub fn load() -> (Vec<Entry>, Vec<Trouble>) {
    match store() {
        Ok(store) => load_from(&store, &Moment::now()),
        Err(_) => (Vec::new(), Vec::new()),
    }
}

/// Adds `game` to the archive (once). Returns the archive as now stored.
///
/// # Errors
///
/// What went wrong, or what reading the archive met (data kept aside).
pub fn add(game: &Game) -> Result<Vec<Entry>, Vec<Trouble>> {
    let Ok(store) = store() else {
        return Err(vec![Trouble::SaveFailed]);
    };
    let mut added = add_to(&store, game, &Moment::now(), &tab_id());
    if added.kept.is_err() {
        added.troubles.push(Trouble::SaveFailed);
    }
    if added.troubles.is_empty() {
        Ok(added.entries)
    } else {
        Err(added.troubles)
    }
}

/// Deletes `entry` from the stored archive, read afresh (so that a game
/// archived meanwhile is not lost). Returns the archive as now stored, with
/// any notice from reading it (unreadable data kept aside).
///
/// # Errors
///
/// Why nothing was deleted; the archive in storage is then unchanged.
pub fn delete(entry: &Entry) -> Result<(Vec<Entry>, Vec<Trouble>), Vec<Trouble>> {
    let Ok(store) = store() else {
        return Err(vec![Trouble::SaveFailed]);
    };
    let (entries, mut troubles, done) = delete_from(&store, entry, &Moment::now());
    match done {
        Ok(()) => Ok((entries, troubles)),
        Err(t) => {
            troubles.push(t);
            Err(troubles)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rochade_arbiter::{Event, GameSetup};

    fn finished() -> Game {
        Game::from_pgn("[White \"Anna\"]\n[Black \"Bella\"]\n1. f3 e5 2. g4 Qh4# 0-1").unwrap()
    }

    #[test]
    fn an_entry_keeps_names_result_and_the_pgn() {
        let e = Entry::of(&finished(), "2026-11-29 20:00".into());
        assert_eq!((e.white.as_str(), e.black.as_str()), ("Anna", "Bella"));
        assert_eq!(e.result, "0-1");
        assert_eq!(e.plies, 4);
        assert!(e.pgn.contains("2. g4 Qh4#"));
        let back = e.pgn_game().unwrap();
        assert_eq!(back.moves.len(), 4);
    }

    #[test]
    fn an_unfinished_game_is_starred() {
        let mut g = Game::new(GameSetup::new("A", "B")).unwrap();
        g.apply(
            Event::Move {
                mv: "e4".into(),
                offer_draw: false,
            },
            0,
        )
        .unwrap();
        assert_eq!(Entry::of(&g, String::new()).result, "*");
    }

    #[test]
    fn the_same_game_is_archived_once_newest_first() {
        let mut list = Vec::new();
        let a = Entry::of(&finished(), "1".into());
        assert!(insert(&mut list, a.clone()));
        assert!(!insert(
            &mut list,
            Entry {
                saved_at: "2".into(),
                ..a.clone()
            }
        ));
        let b = Entry {
            pgn: "other".into(),
            ..a
        };
        assert!(insert(&mut list, b));
        assert_eq!(list.len(), 2);
        assert_eq!(list[0].pgn, "other");
    }

    #[test]
    fn unreadable_entries_are_separated_not_dropped() {
        let good = serde_json::to_value(Entry::of(&finished(), "x".into())).unwrap();
        let raw = serde_json::to_string(&vec![good, serde_json::json!({"white": 3})]).unwrap();
        let p = parse(&raw);
        assert_eq!(p.entries.len(), 1);
        assert_eq!(p.unreadable, vec![serde_json::json!({"white": 3})]);
        assert!(p.broken.is_none());
        let p = parse("{not json");
        assert!(p.broken.is_some());
        assert!(p.entries.is_empty());
    }

    #[test]
    fn a_game_can_be_cut_to_be_continued() {
        let pgn = read_games("[Result \"0-1\"]\n[Termination \"normal\"]\n1. f3 e5 2. g4 Qh4# 0-1")
            .remove(0)
            .unwrap();
        let g = game_until(&pgn, 2).unwrap();
        assert_eq!(g.record().len(), 2);
        assert!(!g.is_over());
        let full = game_until(&pgn, 9).unwrap();
        assert!(full.is_over());
        let start = game_until(&pgn, 0).unwrap();
        assert!(start.record().is_empty() && !start.is_over());
    }

    #[test]
    fn a_new_game_replaces_a_game_a_take_back_does_not() {
        let play = |g: &mut Game, m: &str| {
            g.apply(
                Event::Move {
                    mv: m.into(),
                    offer_draw: false,
                },
                0,
            )
            .unwrap();
        };
        let mut a = Game::new(GameSetup::new("A", "B")).unwrap();
        play(&mut a, "e4");
        play(&mut a, "e5");
        let mut longer = a.clone();
        play(&mut longer, "Nf3");
        assert!(!replaced(&a, &longer));
        let mut back = a.clone();
        back.apply(Event::TakeBack, 0).unwrap();
        assert!(!replaced(&a, &back));
        // Two half-moves taken back by agreement (1. e4 e5 back to the start).
        let mut agreed = a.clone();
        agreed
            .apply(
                Event::ProposeTakeBack {
                    by: rochade_laws::Color::White,
                },
                0,
            )
            .unwrap();
        agreed
            .apply(
                Event::AcceptTakeBack {
                    by: rochade_laws::Color::Black,
                },
                0,
            )
            .unwrap();
        assert!(agreed.record().is_empty());
        assert!(!replaced(&a, &agreed));
        let fresh = Game::new(GameSetup::new("A", "B")).unwrap();
        assert!(replaced(&a, &fresh));
        let mut other = Game::new(GameSetup::new("A", "B")).unwrap();
        play(&mut other, "d4");
        assert!(replaced(&a, &other));
        let renamed = Game::new(GameSetup::new("C", "D")).unwrap();
        let mut one = Game::new(GameSetup::new("A", "B")).unwrap();
        play(&mut one, "e4");
        assert!(replaced(&one, &renamed));
    }

    #[test]
    fn removing_takes_out_exactly_that_entry() {
        let a = Entry::of(&finished(), "1".into());
        let b = Entry {
            saved_at: "2".into(),
            ..a.clone()
        };
        let c = Entry {
            pgn: "other".into(),
            ..a.clone()
        };
        let mut list = vec![c.clone(), b.clone(), a.clone()];
        assert!(remove(&mut list, &b));
        assert_eq!(list, vec![c.clone(), a.clone()]);
        assert!(!remove(&mut list, &b), "already gone");
        assert_eq!(list, vec![c, a]);
    }

    #[test]
    fn file_names_are_safe() {
        assert_eq!(
            file_name("Anna Ö.", "B/C", "2026.11.29"),
            "Anna_Ö-B_C-2026_11_29.pgn"
        );
        assert_eq!(file_name("", "?", "????.??.??"), "_-_-_.pgn");
    }

    use crate::storage::memory::Memory;

    fn at(ms: u64) -> Moment {
        Moment {
            ms,
            text: format!("t{ms}"),
        }
    }

    fn opening(moves: &[&str]) -> Game {
        crate::testing::play(GameSetup::new("A", "B"), moves)
    }

    fn old_list(entries: &[Entry], extra: &[Value]) -> String {
        let mut list: Vec<Value> = entries
            .iter()
            .map(|e| serde_json::to_value(e).unwrap())
            .collect();
        list.extend(extra.iter().cloned());
        serde_json::to_string(&list).unwrap()
    }

    #[test]
    fn two_tabs_archiving_at_once_keep_both_games() {
        let store = Memory::default();
        // Both tabs read the archive before either writes.
        let (before_a, _) = load_from(&store, &at(1));
        let (before_b, _) = load_from(&store, &at(1));
        assert!(before_a.is_empty() && before_b.is_empty());
        let a = add_to(&store, &opening(&["e4"]), &at(5), "tabA");
        let b = add_to(&store, &opening(&["d4"]), &at(5), "tabB");
        assert_eq!((a.kept, b.kept), (Ok(true), Ok(true)));
        let (entries, troubles) = load_from(&store, &at(6));
        assert!(troubles.is_empty());
        assert_eq!(entries.len(), 2);
        assert_eq!(entries, b.entries);
        // The same tab in the same millisecond still gets two keys.
        let c = add_to(&store, &opening(&["c4"]), &at(5), "tabB");
        assert_eq!(c.entries.len(), 3);
        let ids: std::collections::BTreeSet<_> = c.entries.iter().map(|e| e.id.clone()).collect();
        assert_eq!(ids.len(), 3);
    }

    #[test]
    fn the_archive_lists_newest_first_and_each_game_once() {
        let store = Memory::default();
        add_to(&store, &opening(&["e4"]), &at(1_000), "t");
        add_to(&store, &opening(&["d4"]), &at(20_000), "t");
        let again = add_to(&store, &opening(&["e4"]), &at(30_000), "u");
        assert_eq!(again.kept, Ok(false));
        let plies: Vec<_> = again.entries.iter().map(|e| e.pgn.contains("d4")).collect();
        assert_eq!(plies, vec![true, false]);
        assert_eq!(again.entries[0].id, "0000000020000-t");
    }

    #[test]
    fn the_old_list_is_moved_to_one_key_per_game_without_loss() {
        let older = Entry::of(&opening(&["e4"]), "old".into());
        let newer = Entry::of(&opening(&["d4"]), "new".into());
        let raw = old_list(
            &[newer.clone(), older.clone()],
            &[serde_json::json!({"white": 3})],
        );
        let store = Memory::with(&[(KEY, &raw)]);
        add_to(&store, &opening(&["c4"]), &at(9), "t");
        assert_eq!(store.value(KEY), None, "the old list is gone once moved");
        let (entries, troubles) = load_from(&store, &at(10));
        assert!(troubles.is_empty(), "{troubles:?}");
        let order: Vec<_> = entries.iter().map(|e| e.saved_at.as_str()).collect();
        assert_eq!(order, vec!["t9", "new", "old"]);
        let kept = store.value("rochade.unreadable.rochade.archive.9").unwrap();
        assert_eq!(kept, r#"[{"white":3}]"#);
        // A second tab moving the same list writes the same keys.
        let store2 = Memory::with(&[(KEY, &raw)]);
        let (first, _) = load_from(&store2, &at(1));
        store2.map.borrow_mut().insert(KEY.into(), raw.clone());
        let (second, _) = load_from(&store2, &at(2));
        assert_eq!(first, second);
        assert_eq!(second.len(), 2);
    }

    #[test]
    fn the_old_list_stays_until_it_is_wholly_moved() {
        let raw = old_list(&[Entry::of(&opening(&["e4"]), "old".into())], &[]);
        let store = Memory::with(&[(KEY, &raw)]);
        store.full();
        let (entries, troubles) = load_from(&store, &at(1));
        assert_eq!(troubles, vec![Trouble::SaveFailed]);
        assert_eq!(entries.len(), 1, "still listed");
        assert_eq!(store.value(KEY).unwrap(), raw);
        let broken = Memory::with(&[(KEY, "{not json")]);
        let (entries, troubles) = load_from(&broken, &at(7));
        assert!(entries.is_empty());
        let key = "rochade.unreadable.rochade.archive.7".to_string();
        assert_eq!(
            troubles,
            vec![Trouble::KeptAside {
                count: 0,
                key: key.clone()
            }]
        );
        assert_eq!(broken.value(&key).unwrap(), "{not json");
        assert_eq!(broken.value(KEY), None);
    }

    #[test]
    fn an_unreadable_game_key_is_kept_aside() {
        let store = Memory::with(&[("rochade.archive.0000000000005-x", "{\"white\": 3}")]);
        add_to(&store, &opening(&["e4"]), &at(9), "t");
        let (entries, troubles) = load_from(&store, &at(10));
        assert_eq!(entries.len(), 1);
        assert!(troubles.is_empty(), "reported once, when kept aside");
        assert_eq!(
            store
                .value("rochade.unreadable.rochade.archive.0000000000005-x")
                .unwrap(),
            "{\"white\": 3}"
        );
    }

    #[test]
    fn deleting_removes_that_game_only_and_says_when_it_is_gone() {
        let store = Memory::default();
        add_to(&store, &opening(&["e4"]), &at(1), "t");
        let list = add_to(&store, &opening(&["d4"]), &at(2), "t").entries;
        let (left, troubles, done) = delete_from(&store, &list[1], &at(3));
        assert_eq!((done, troubles), (Ok(()), vec![]));
        assert_eq!(left, vec![list[0].clone()]);
        let (left, _, done) = delete_from(&store, &list[1], &at(4));
        assert_eq!(done, Err(Trouble::NotFound));
        assert_eq!(left.len(), 1);
    }
}

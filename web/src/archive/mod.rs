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

//! The local archive of games: every game that ends in the app, and every
//! unfinished game replaced by another (or by another tab's game), is kept
//! in the store as PGN text with a little metadata, newest first. A club
//! keeps 100,000 games in it: listed, searched and opened in milliseconds.
//!
//! # Layout: two keys per game
//!
//! Each game's metadata (players, event, date, result, half-moves, a hash
//! of its text) is stored under its own key, `rochade.archive.<id>`, with
//! `<id>` = the time of archiving in milliseconds (13 digits) and the
//! archiving tab's id; its PGN text under `rochade.pgn.<id>`
//! ([`ON_DEMAND`]), read only when the game is opened, copied or exported.
//! The metadata of every game is read at the start and kept in an
//! [`Index`]; the texts stay on disk. Both keys are written in one
//! transaction.
//!
//! Two tabs archiving at once write two different keys, and deleting
//! removes one game's keys, so no tab ever rewrites another tab's games: a
//! single list read, changed and written back by two tabs at once lost one
//! tab's change. The ids sort as their times: the list is newest first.
//!
//! Earlier versions kept the text inside the metadata, and before that all
//! games in one list ([`KEY`]). Both are moved into this layout on reading:
//! the list's games each under a fixed id made from its place in the list
//! and its content (so two tabs moving it at once write the same keys), the
//! list removed only once every game of it is stored anew.
//!
//! # Nothing is lost
//!
//! A stored list that is not a JSON list, an entry of it that cannot be
//! read, or a game key that cannot be read, is copied aside under
//! `rochade.unreadable.rochade.archive.…` before it is removed, and the
//! player is told where it went; if the copy fails, it stays where it is.

use rochade_arbiter::Game;
use rochade_arbiter::pgn::{PgnError, PgnErrorKind, PgnGame, Pos, read_games};

use crate::storage::backend::to_json;
use crate::storage::backend::{Backend, ON_DEMAND, WriteError};

mod index;
pub mod search;

#[cfg(test)]
pub(crate) use index::load_from;
pub use index::{Added, Index, add_to, migrated, migrated_id};

/// Storage key of the archive as one list (earlier versions); moved to one
/// key per game when read.
pub const KEY: &str = "rochade.archive";
/// Prefix of the key of each archived game's metadata.
pub const PREFIX: &str = "rochade.archive.";

/// The key of the PGN text of the game `id`.
pub fn text_key(id: &str) -> String {
    format!("{ON_DEMAND}{id}")
}

/// One archived game, stored as JSON by serde's derive: the fields in
/// declaration order but the id (the key), `hash` defaulted in entries of
/// earlier versions, `pgn` left out when there is none.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Entry {
    /// Its id in the archive (the key after [`PREFIX`]); empty until
    /// stored. Not in the stored JSON: it is the key.
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
    /// FNV-1a of the PGN text, in hex: tells the same game archived again
    /// without reading 100,000 texts (empty in entries of earlier
    /// versions until moved).
    #[serde(default)]
    pub hash: String,
    /// The whole game as PGN (the arbiter's export), when at hand: a game
    /// about to be stored, or one of an earlier version not yet moved. The
    /// stored metadata has none; the text is under [`text_key`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pgn: Option<String>,
}

impl Entry {
    /// The entry of `game`, archived at `saved_at`, with its text.
    pub fn of(game: &Game, saved_at: String) -> Entry {
        let s = game.setup();
        let pgn = game.to_pgn();
        Entry {
            id: String::new(),
            saved_at,
            white: s.white.clone(),
            black: s.black.clone(),
            event: s.event.clone(),
            date: s.date.clone(),
            result: game.result_token().to_string(),
            plies: game.record().len(),
            hash: hash_of(&pgn),
            pgn: Some(pgn),
        }
    }

    /// Whether `other` is the same game (the same text), archived again.
    pub fn same_game(&self, other: &Entry) -> bool {
        !self.hash.is_empty()
            && self.hash == other.hash
            && self.plies == other.plies
            && self.white == other.white
            && self.black == other.black
    }

    /// The metadata as stored (without the text).
    fn meta_json(&self) -> Result<String, WriteError> {
        to_json(&Entry {
            pgn: None,
            ..self.clone()
        })
    }
}

/// The hash stored with an entry: FNV-1a, stable across builds and tabs,
/// unlike std's hasher.
pub fn hash_of(pgn: &str) -> String {
    format!("{:016x}", fnv(&[pgn]))
}

/// FNV-1a over `parts`, each followed by a zero byte.
pub(crate) fn fnv(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for b in p.bytes().chain([0]) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

/// The game of a PGN text as read back.
///
/// # Errors
///
/// The importer's error (line and column) if the PGN cannot be read.
pub fn pgn_game(pgn: &str) -> Result<PgnGame, PgnError> {
    read_games(pgn).into_iter().next().unwrap_or(Err(PgnError {
        pos: Pos { line: 1, column: 1 },
        kind: PgnErrorKind::NoGame,
    }))
}

/// Writes `entry` (with its text) under `id`: the text first, then the
/// metadata, in the task's one transaction. Nothing half-written is left in
/// a store that refuses the second.
fn write_entry(store: &impl Backend, id: &str, entry: &Entry) -> Result<(), WriteError> {
    let meta = entry.meta_json()?;
    if let Some(pgn) = &entry.pgn {
        store.set(&text_key(id), pgn)?;
    }
    store.set(&format!("{PREFIX}{id}"), &meta).inspect_err(|_| {
        let _ = store.remove(&text_key(id));
    })
}

/// Whether `c` stays in a file name: ASCII's letters and digits (its
/// punctuation has characters that some system forbids: `/ \ : * ? " < >
/// |`), and every character beyond ASCII that is seen, so that names in
/// any script stay as they are.
fn kept_in_file_name(c: char) -> bool {
    c.is_ascii_alphanumeric() || rochade_laws::visible_beyond_ascii(c)
}

/// A file name built from the players and the date, safe on every system.
pub fn file_name(white: &str, black: &str, date: &str) -> String {
    let clean = |s: &str| -> String {
        let out: String = s
            .chars()
            .map(|c| if kept_in_file_name(c) { c } else { '_' })
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
    /// How many entries could not be read (the list is kept aside whole,
    /// as stored, when there are any).
    pub unreadable: usize,
    /// The whole text was not a JSON list.
    pub broken: bool,
}

/// Splits the stored text into readable and unreadable entries.
pub fn parse(raw: &str) -> Parsed {
    let values = crate::storage::json::parse(raw).map(|p| p.elements());
    match values {
        Err(_) | Ok(None) => Parsed {
            broken: true,
            ..Parsed::default()
        },
        Ok(Some(values)) => {
            let mut out = Parsed::default();
            for v in values {
                match v.read::<Entry>() {
                    Ok(e) => out.entries.push(e),
                    Err(_) => out.unreadable += 1,
                }
            }
            out
        }
    }
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
    /// The game to delete or open is no longer in the stored archive
    /// (deleted in another tab, say); nothing was deleted.
    NotFound,
    /// The store could not be read (a game's text, read on demand).
    ReadFailed,
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
        let pgn = e.pgn.clone().unwrap();
        assert!(pgn.contains("2. g4 Qh4#"));
        assert_eq!(e.hash, hash_of(&pgn));
        let back = pgn_game(&pgn).unwrap();
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
    fn the_same_game_is_told_by_its_hash_and_names() {
        let a = Entry::of(&finished(), "1".into());
        let later = Entry {
            saved_at: "2".into(),
            ..a.clone()
        };
        assert!(a.same_game(&later), "archived again later");
        let other = Entry::of(&opening(&["e4"]), "1".into());
        assert!(!a.same_game(&other));
        let unhashed = Entry {
            hash: String::new(),
            ..a.clone()
        };
        assert!(!unhashed.same_game(&unhashed), "no hash, no claim");
    }

    #[test]
    fn unreadable_entries_are_separated_not_dropped() {
        let good = to_json(&Entry::of(&finished(), "x".into())).unwrap();
        let bad = r#"{"white": 3}"#;
        let raw = format!("[{good}, {bad}]");
        let p = parse(&raw);
        assert_eq!(p.entries.len(), 1);
        assert_eq!(p.unreadable, 1);
        assert!(!p.broken);
        let p = parse("{not json");
        assert!(p.broken);
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
    fn file_names_are_safe() {
        assert_eq!(
            file_name("Anna Ö.", "B/C", "2026.11.29"),
            "Anna_Ö-B_C-2026_11_29.pgn"
        );
        assert_eq!(file_name("", "?", "????.??.??"), "_-_-_.pgn");
        // Names in any script stay; spaces, invisible and turning
        // characters do not.
        assert_eq!(
            file_name("Яна Ким", "李\u{202e}明", "2026.11.29"),
            "Яна_Ким-李_明-2026_11_29.pgn"
        );
        assert_eq!(file_name("Zoë\u{200b}", "O’Neil", "?"), "Zoë-O’Neil-_.pgn");
    }

    use crate::storage::memory::Memory;

    fn at(ms: u64) -> Moment {
        Moment {
            ms,
            text: format!("t{ms}"),
        }
    }

    fn opening(moves: &[&str]) -> Game {
        crate::test_support::play(GameSetup::new("A", "B"), moves)
    }

    fn old_list(entries: &[Entry], extra: &[&str]) -> String {
        let mut list: Vec<String> = entries.iter().map(|e| to_json(e).unwrap()).collect();
        list.extend(extra.iter().map(|x| (*x).to_string()));
        format!("[{}]", list.join(","))
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
        // The same tab in the same millisecond still gets two keys.
        let c = add_to(&store, &opening(&["c4"]), &at(5), "tabB");
        assert_eq!(c.kept, Ok(true));
        let (entries, _) = load_from(&store, &at(6));
        let ids: std::collections::BTreeSet<_> = entries.iter().map(|e| e.id.clone()).collect();
        assert_eq!(ids.len(), 3);
        // Each text under its own key, none in the metadata.
        for e in &entries {
            assert_eq!(e.pgn, None);
            let text = store.value(&text_key(&e.id)).unwrap();
            assert_eq!(hash_of(&text), e.hash);
        }
    }

    #[test]
    fn the_archive_lists_newest_first_and_each_game_once() {
        let store = Memory::default();
        add_to(&store, &opening(&["e4"]), &at(1_000), "t");
        add_to(&store, &opening(&["d4"]), &at(20_000), "t");
        let again = add_to(&store, &opening(&["e4"]), &at(30_000), "u");
        assert_eq!(again.kept, Ok(false));
        let (entries, _) = load_from(&store, &at(30_001));
        let d4: Vec<_> = entries
            .iter()
            .map(|e| store.value(&text_key(&e.id)).unwrap().contains("d4"))
            .collect();
        assert_eq!(d4, vec![true, false]);
        assert_eq!(entries[0].id, "0000000020000-t");
    }

    #[test]
    fn the_old_list_is_moved_to_one_key_per_game_without_loss() {
        let older = Entry::of(&opening(&["e4"]), "old".into());
        let newer = Entry::of(&opening(&["d4"]), "new".into());
        let raw = old_list(&[newer.clone(), older.clone()], &[r#"{"white": 3}"#]);
        let store = Memory::with(&[(KEY, &raw)]);
        add_to(&store, &opening(&["c4"]), &at(9), "t");
        assert_eq!(store.value(KEY), None, "the old list is gone once moved");
        let (entries, troubles) = load_from(&store, &at(10));
        assert!(troubles.is_empty(), "{troubles:?}");
        let order: Vec<_> = entries.iter().map(|e| e.saved_at.as_str()).collect();
        assert_eq!(order, vec!["t9", "new", "old"]);
        let kept = store.value("rochade.unreadable.rochade.archive.9").unwrap();
        assert_eq!(kept, raw, "the old list kept whole, as it was stored");
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
        let mut index = Index::default();
        index.add(&store, &opening(&["e4"]), &at(1), "t");
        index.add(&store, &opening(&["d4"]), &at(2), "t");
        let older = index.nth_newest(1).unwrap().clone();
        let (troubles, done) = index.delete(&store, &older, &at(3));
        assert_eq!((done, troubles), (Ok(()), vec![]));
        assert_eq!(index.len(), 1);
        assert_eq!(store.value(&text_key(&older.id)), None, "its text goes too");
        let (_, done) = index.delete(&store, &older, &at(4));
        assert_eq!(done, Err(Trouble::NotFound));
        assert_eq!(load_from(&store, &at(5)).0.len(), 1);
    }

    #[test]
    fn an_entry_of_the_layout_with_the_text_inside_is_moved_to_two_keys() {
        let e = Entry::of(&opening(&["e4", "e5"]), "old".into());
        let old = to_json(&Entry {
            hash: String::new(),
            ..e.clone()
        })
        .unwrap();
        assert!(old.contains("\"pgn\""));
        let key = "rochade.archive.0000000000007-x";
        let store = Memory::with(&[(key, &old)]);
        let (entries, troubles) = load_from(&store, &at(8));
        assert!(troubles.is_empty());
        assert_eq!(entries.len(), 1);
        assert_eq!(entries[0].hash, e.hash);
        assert_eq!(store.value("rochade.pgn.0000000000007-x"), e.pgn);
        let meta = store.value(key).unwrap();
        assert!(!meta.contains("\"pgn\""), "{meta}");
        // And it is still the same game when archived again.
        let again = add_to(&store, &opening(&["e4", "e5"]), &at(9), "t");
        assert_eq!(again.kept, Ok(false));
    }

    /// A game of its own for each `i`.
    fn nth_game(i: usize) -> Game {
        crate::test_support::play(GameSetup::new(format!("White {i}"), "Black"), &["e4"])
    }

    /// A club's store at the start: `games` archived long ago, their
    /// metadata on disk and not yet read (the texts are never read then).
    fn on_disk(games: &[Game]) -> Memory {
        let written = Memory::default();
        let mut index = Index::default();
        for (i, g) in games.iter().enumerate() {
            index.add(&written, g, &at(1_000 + i as u64), "old");
        }
        let map = written.map.borrow();
        let (later, now): (Vec<_>, Vec<_>) = map
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .partition(|(k, _)| k.starts_with(PREFIX));
        let now: Vec<(&str, &str)> = now.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        Memory::with_later(&now, &later)
    }

    /// Reads what is left on disk, a batch at a time, into `index`.
    fn read_rest(index: &mut Index, store: &Memory) {
        while store.unread() > 0 {
            let troubles = index.take_batch(store, &store.read_later(1_000));
            assert!(troubles.is_empty(), "{troubles:?}");
        }
    }

    /// How many of `index`'s entries are `game`.
    fn count(index: &Index, game: &Game) -> usize {
        let wanted = Entry::of(game, String::new());
        index
            .newest_first()
            .filter(|e| e.same_game(&wanted))
            .count()
    }

    #[test]
    fn a_game_archived_while_the_archive_is_read_is_kept_exactly_once() {
        let games: Vec<Game> = (0..2_500).map(nth_game).collect();
        let store = on_disk(&games);
        assert_eq!(
            store
                .keys()
                .iter()
                .filter(|k| k.starts_with(PREFIX))
                .count(),
            0
        );
        let mut index = Index::reading();
        let first = store.read_later(1_000);
        assert_eq!(first.len(), 1_000);
        assert!(index.take_batch(&store, &first).is_empty());
        assert!(!index.is_read(), "1,500 games are still on disk");
        // Archived now: a new game, and one the archive holds in a batch
        // not read yet. Both are written at once, never held back.
        let new = nth_game(9_999);
        let again = games[2_000].clone();
        assert_eq!(index.add(&store, &new, &at(50_000), "now").kept, Ok(true));
        assert_eq!(index.add(&store, &again, &at(50_001), "now").kept, Ok(true));
        assert!(
            store
                .value(&format!("{PREFIX}{}", entry_id(50_000, "now")))
                .is_some()
        );
        // The same game again while reading: known by now, not written.
        assert_eq!(index.add(&store, &new, &at(50_002), "now").kept, Ok(false));
        read_rest(&mut index, &store);
        assert!(index.finish(&store, &at(60_000)).is_empty());
        assert!(index.is_read());
        assert_eq!(index.len(), 2_501, "every game once, the new one with them");
        assert_eq!((count(&index, &new), count(&index, &again)), (1, 1));
        // The earlier copy stays; the later one is gone from the store too.
        let kept = index
            .newest_first()
            .find(|e| e.white == "White 2000")
            .unwrap()
            .clone();
        assert_eq!(kept.id, entry_id(3_000, "old"));
        let later_copy = entry_id(50_001, "now");
        assert_eq!(store.value(&format!("{PREFIX}{later_copy}")), None);
        assert_eq!(store.value(&text_key(&later_copy)), None);
        let (fresh, troubles) = load_from(&store, &at(70_000));
        assert!(troubles.is_empty());
        assert_eq!(fresh.len(), 2_501);
        assert_eq!(fresh, index.newest_first().cloned().collect::<Vec<_>>());
    }

    #[test]
    fn another_tabs_changes_while_the_archive_is_read_count_once() {
        let games: Vec<Game> = (0..2_500).map(nth_game).collect();
        let store = on_disk(&games);
        let mut index = Index::reading();
        index.take_batch(&store, &store.read_later(1_000));
        // Another tab deletes a game not read here yet, archives one, and
        // archives one this tab archives too (the same game, two keys).
        let deleted = entry_id(1_000 + 2_400, "old");
        store.remove(&format!("{PREFIX}{deleted}")).unwrap();
        store.remove(&text_key(&deleted)).unwrap();
        let theirs = nth_game(7_777);
        let both = nth_game(8_888);
        let mut other = Index::reading();
        assert_eq!(other.add(&store, &theirs, &at(40_000), "B").kept, Ok(true));
        assert_eq!(other.add(&store, &both, &at(40_001), "B").kept, Ok(true));
        index.sync(&store, &at(40_002));
        assert_eq!(index.add(&store, &both, &at(40_003), "A").kept, Ok(false));
        read_rest(&mut index, &store);
        index.finish(&store, &at(50_000));
        assert_eq!(index.len(), 2_500 - 1 + 2);
        assert!(
            index.newest_first().all(|e| e.id != deleted),
            "deleted stays deleted"
        );
        assert_eq!((count(&index, &theirs), count(&index, &both)), (1, 1));
        assert_eq!(count(&index, &games[100]), 1);
    }

    #[test]
    fn the_index_follows_other_tabs_key_by_key() {
        let store = Memory::default();
        let mut mine = Index::default();
        mine.sync(&store, &at(1));
        // Another tab (another index on the same store) archives and deletes.
        let mut theirs = Index::default();
        theirs.add(&store, &opening(&["e4"]), &at(2), "B");
        theirs.add(&store, &opening(&["d4"]), &at(3), "B");
        mine.sync(&store, &at(4));
        assert_eq!(mine.len(), 2);
        let first = theirs.nth_newest(1).unwrap().clone();
        assert_eq!(theirs.delete(&store, &first, &at(5)).1, Ok(()));
        let before = store.mark();
        mine.sync(&store, &at(6));
        assert_eq!(mine.len(), 1);
        assert_eq!(mine, theirs, "the same list, not read again");
        assert_eq!(store.mark(), before, "catching up writes nothing");
    }
}

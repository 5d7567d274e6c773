//! The local archive of games (issue 7, item 7): every game that ends in the
//! app, and every unfinished game replaced by an imported one, is kept in
//! `localStorage` under [`KEY`] as PGN text with a little metadata, newest
//! first.
//!
//! Nothing is ever lost: a stored archive that is not a JSON list, or an
//! entry that cannot be read, is copied aside under
//! `rochade.unreadable.rochade.archive.<time>` before the archive is written
//! again, and the player is told where it went.

use rochade_arbiter::Game;
use rochade_arbiter::pgn::{PgnError, PgnErrorKind, PgnGame, Pos, read_games};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Storage key of the archive.
pub const KEY: &str = "rochade.archive";

/// One archived game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
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
            saved_at,
            white: s.white.clone(),
            black: s.black.clone(),
            event: s.event.clone(),
            date: s.date.clone(),
            result: game
                .outcome()
                .map_or_else(|| "*".to_string(), |o| o.result.to_string()),
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

/// Why the archive could not be read or written (shown to the player).
#[derive(Debug, PartialEq)]
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

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
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

fn aside_key() -> String {
    format!("rochade.unreadable.{KEY}.{}", js_sys::Date::now() as u64)
}

/// Reads the archive. Unreadable data is kept aside (and the archive
/// rewritten without it only once that copy succeeded).
pub fn load() -> (Vec<Entry>, Vec<Trouble>) {
    let Some(store) = storage() else {
        return (Vec::new(), Vec::new());
    };
    let Ok(Some(raw)) = store.get_item(KEY) else {
        return (Vec::new(), Vec::new());
    };
    let parsed = parse(&raw);
    let mut troubles = Vec::new();
    if parsed.broken.is_some() {
        let key = aside_key();
        if store.set_item(&key, &raw).is_ok() {
            let _ = store.remove_item(KEY);
            troubles.push(Trouble::KeptAside { count: 0, key });
        } else {
            troubles.push(Trouble::SaveFailed);
        }
        return (Vec::new(), troubles);
    }
    if !parsed.unreadable.is_empty() {
        let key = aside_key();
        // Written aside first; the archive is rewritten only once that
        // copy exists.
        let aside = serde_json::to_string(&parsed.unreadable).ok();
        if aside.is_some_and(|a| store.set_item(&key, &a).is_ok())
            && save_list(&store, &parsed.entries).is_ok()
        {
            troubles.push(Trouble::KeptAside {
                count: parsed.unreadable.len(),
                key,
            });
        } else {
            troubles.push(Trouble::SaveFailed);
        }
    }
    (parsed.entries, troubles)
}

fn save_list(store: &web_sys::Storage, entries: &[Entry]) -> Result<(), Trouble> {
    let json = serde_json::to_string(entries).map_err(|_| Trouble::SaveFailed)?;
    store.set_item(KEY, &json).map_err(|_| Trouble::SaveFailed)
}

/// Adds `game` to the archive (once). Returns the archive as now stored.
///
/// # Errors
///
/// What went wrong; the archive in storage is then unchanged.
pub fn add(game: &Game) -> Result<Vec<Entry>, Vec<Trouble>> {
    let (mut entries, mut troubles) = load();
    if troubles.contains(&Trouble::SaveFailed) {
        return Err(troubles);
    }
    if insert(&mut entries, Entry::of(game, now_text())) {
        let Some(store) = storage() else {
            return Err(vec![Trouble::SaveFailed]);
        };
        if let Err(t) = save_list(&store, &entries) {
            troubles.push(t);
            return Err(troubles);
        }
    }
    if troubles.is_empty() {
        Ok(entries)
    } else {
        Err(troubles)
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
    let (mut entries, mut troubles) = load();
    if troubles.contains(&Trouble::SaveFailed) {
        return Err(troubles);
    }
    if !remove(&mut entries, entry) {
        troubles.push(Trouble::NotFound);
        return Err(troubles);
    }
    let Some(store) = storage() else {
        return Err(vec![Trouble::SaveFailed]);
    };
    if let Err(t) = save_list(&store, &entries) {
        troubles.push(t);
        return Err(troubles);
    }
    Ok((entries, troubles))
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
}

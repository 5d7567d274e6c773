//! The archive at the level of the app: a game that ends here goes into it,
//! and so does an unfinished game that another replaces (a new game, an
//! opened one), unless it came from the archive, a file or another tab and
//! was not changed since. The list shown follows the other tabs' changes.
//!
//! The board first, the archive after: the index is read after the first
//! paint, [`BATCH`] games per transaction, while the board already takes
//! moves. Until it is whole ([`UseArchive::is_ready`]) the archive's list
//! says "Reading the archive …" and offers nothing to act on; a game
//! archived meanwhile is written at once and kept exactly once (see
//! [`Index`]).

use std::cell::{Ref, RefCell};
use std::rc::Rc;

use rochade_arbiter::Game;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use crate::archive::{self, Entry, Index, Moment, Trouble};
use crate::state::LoadOrigin;
use crate::storage::{self, tab_id};
use js_sys::Promise;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use wasm_bindgen_futures::JsFuture;

/// What the archive did, for the interface to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArchiveEvent {
    /// A game was put into the archive.
    Archived {
        /// White.
        white: String,
        /// Black.
        black: String,
        /// Half-moves.
        plies: usize,
        /// It ended here (otherwise: an unfinished game, replaced).
        finished: bool,
    },
    /// Reading or writing the archive met these.
    Trouble(Vec<Trouble>),
}

/// What the archiving remembers between revisions.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Memory {
    /// The game at the previous revision, and its origin.
    previous: Option<(Game, LoadOrigin)>,
    /// A game opened here and not changed since: it is in the archive, a
    /// file or another tab already, so replacing it loses nothing.
    pristine: Option<Game>,
}

impl Memory {
    /// Takes the game of a new revision; returns the games to archive, each
    /// with whether it ended here.
    pub fn step(&mut self, game: &Game, origin: LoadOrigin) -> Vec<(Game, bool)> {
        let before = self.previous.replace((game.clone(), origin));
        let Some((old, old_origin)) = before else {
            if origin != LoadOrigin::Played {
                self.pristine = Some(game.clone());
            }
            return Vec::new();
        };
        let replaced = archive::replaced(&old, game);
        let loaded = match origin {
            LoadOrigin::Played => false,
            // The other tab archived whatever ended or was replaced there.
            LoadOrigin::OtherTab => true,
            LoadOrigin::Archive | LoadOrigin::Import => origin != old_origin || replaced,
        };
        let was_pristine = self.pristine.as_ref() == Some(&old);
        if loaded {
            self.pristine = Some(game.clone());
        } else if self.pristine.as_ref() != Some(game) {
            self.pristine = None;
        }
        let mut keep = Vec::new();
        if game.is_over() && !old.is_over() && !loaded {
            keep.push((game.clone(), true));
        }
        if replaced
            && !old.is_over()
            && !old.record().is_empty()
            && !was_pristine
            && origin != LoadOrigin::OtherTab
        {
            keep.push((old, false));
        }
        keep
    }

    /// The current game, if replacing it would lose it: unfinished (a
    /// finished game was archived when it ended), with moves, and not
    /// opened here unchanged.
    pub fn at_risk(&self) -> Option<&Game> {
        let (game, _) = self.previous.as_ref()?;
        let safe =
            game.is_over() || game.record().is_empty() || self.pristine.as_ref() == Some(game);
        (!safe).then_some(game)
    }
}

/// Games the archive could not take (storage full or missing), oldest
/// first: held here so that they can be downloaded, and tried again at the
/// next archiving.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Unarchived(Vec<Game>);

impl Unarchived {
    /// The games.
    pub fn games(&self) -> &[Game] {
        &self.0
    }

    /// Holds `game` (once).
    fn hold(&mut self, game: Game) {
        if !self.0.contains(&game) {
            self.0.push(game);
        }
    }
}

/// Archives `keep` (each with whether it ended here) after the games held
/// back, into `store` (and `index`) or, failing that, into `held`. Returns
/// what to tell.
fn archive_into(
    store: Result<storage::Durable, storage::StorageTrouble>,
    index: &mut Index,
    keep: Vec<(Game, bool)>,
    held: &mut Unarchived,
) -> Vec<ArchiveEvent> {
    let mut events = Vec::new();
    let Ok(store) = store else {
        for (g, _) in keep {
            held.hold(g);
        }
        return events;
    };
    let earlier = std::mem::take(&mut held.0).into_iter().map(|g| (g, false));
    for (g, finished) in earlier.chain(keep) {
        let added = index.add(&store, &g, &Moment::now(), &tab_id());
        match added.kept {
            Ok(true) => events.push(ArchiveEvent::Archived {
                white: g.setup().white.clone(),
                black: g.setup().black.clone(),
                plies: g.record().len(),
                finished,
            }),
            Ok(false) => {}
            // Never dropped: held for the download and the next try.
            Err(_) => held.hold(g),
        }
        if !added.troubles.is_empty() {
            events.push(ArchiveEvent::Trouble(added.troubles));
        }
    }
    events
}

/// The PGN texts of `entries`, in their order: from the entry when at hand,
/// else from disk.
///
/// # Errors
///
/// [`Trouble::ReadFailed`] when the store could not be read; each text
/// missing (deleted in another tab, say) is [`Trouble::NotFound`].
pub async fn texts(entries: &[Entry]) -> Result<Vec<Result<String, Trouble>>, Trouble> {
    let keys: Vec<String> = entries.iter().map(|e| archive::text_key(&e.id)).collect();
    let read = storage::durable::read_on_demand(&keys)
        .await
        .map_err(|_| Trouble::ReadFailed)?;
    Ok(entries
        .iter()
        .zip(read)
        .map(|(e, r)| e.pgn.clone().or(r).ok_or(Trouble::NotFound))
        .collect())
}

/// The archive as the app sees it; see [`use_archive`].
#[derive(Clone)]
pub struct UseArchive {
    index: Rc<RefCell<Index>>,
    /// Counts the index's changes; read at render, so that two handles of
    /// different renders differ.
    generation: u64,
    changes: Rc<RefCell<u64>>,
    redraw: UseForceUpdateHandle,
    unarchived: UseStateHandle<Unarchived>,
    memory: Rc<RefCell<Memory>>,
    held: Rc<RefCell<Unarchived>>,
}

impl PartialEq for UseArchive {
    fn eq(&self, other: &Self) -> bool {
        self.generation == other.generation && *self.unarchived == *other.unarchived
    }
}

impl UseArchive {
    /// Whether the whole archive has been read (it is read after the first
    /// paint): until then its list and actions wait.
    pub fn is_ready(&self) -> bool {
        self.index.borrow().is_read()
    }

    /// The archived games.
    pub fn index(&self) -> Ref<'_, Index> {
        self.index.borrow()
    }

    /// The games the archive could not take.
    pub fn unarchived(&self) -> &Unarchived {
        &self.unarchived
    }

    fn changed(&self) {
        *self.changes.borrow_mut() += 1;
        self.redraw.force_update();
    }

    /// Tries the games held back again (room was made, say).
    fn retry(&self) {
        if self.held.borrow().0.is_empty() {
            return;
        }
        let mut held = self.held.borrow_mut();
        archive_into(
            storage::store(),
            &mut self.index.borrow_mut(),
            Vec::new(),
            &mut held,
        );
        self.unarchived.set(held.clone());
        self.changed();
    }

    /// Catches up with the store (say, when its dialog opens): only what
    /// was written since the last look is read. Returns what reading met.
    pub fn reload(&self) -> Vec<Trouble> {
        let Ok(store) = storage::store() else {
            return Vec::new();
        };
        let troubles = self.index.borrow_mut().sync(&store, &Moment::now());
        self.changed();
        troubles
    }

    /// Archives the current game now, before another replaces it, unless
    /// nothing would be lost. `Ok(true)`: archived now. Do not replace the
    /// game on `Err`.
    ///
    /// # Errors
    ///
    /// Why it could not be archived.
    pub fn keep_current(&self) -> Result<bool, Vec<Trouble>> {
        let Some(game) = self.memory.borrow().at_risk().cloned() else {
            return Ok(false);
        };
        self.add(&game)
    }

    /// Archives `game` (a game handed over from another device, say).
    /// `Ok(false)`: the archive holds it already.
    ///
    /// # Errors
    ///
    /// Why it could not be archived.
    pub fn add(&self, game: &Game) -> Result<bool, Vec<Trouble>> {
        let Ok(store) = storage::store() else {
            return Err(vec![Trouble::SaveFailed]);
        };
        let added = self
            .index
            .borrow_mut()
            .add(&store, game, &Moment::now(), &tab_id());
        self.changed();
        match added.kept {
            Ok(now) if added.troubles.is_empty() => Ok(now),
            Ok(_) => Err(added.troubles),
            Err(_) => {
                let mut troubles = added.troubles;
                troubles.push(Trouble::SaveFailed);
                Err(troubles)
            }
        }
    }

    /// Deletes `entry` from the archive. Returns what reading met.
    ///
    /// # Errors
    ///
    /// Why nothing was deleted (with what reading met).
    pub fn delete(&self, entry: &Entry) -> Result<Vec<Trouble>, Vec<Trouble>> {
        let Ok(store) = storage::store() else {
            return Err(vec![Trouble::SaveFailed]);
        };
        let (mut troubles, done) = self
            .index
            .borrow_mut()
            .delete(&store, entry, &Moment::now());
        self.changed();
        match done {
            Ok(()) => {
                self.retry();
                Ok(troubles)
            }
            Err(t) => {
                troubles.push(t);
                Err(troubles)
            }
        }
    }

    /// Reads the text of `entry` and hands it to `then`.
    pub fn with_text(&self, entry: &Entry, then: Callback<Result<String, Trouble>>) {
        let entry = entry.clone();
        spawn_local(async move {
            let text = match texts(std::slice::from_ref(&entry)).await {
                Ok(mut t) => t.pop().unwrap_or(Err(Trouble::NotFound)),
                Err(t) => Err(t),
            };
            then.emit(text);
        });
    }
}

/// Games read per IndexedDB transaction: each batch is a short task, and
/// the page answers between them.
pub const BATCH: u32 = 1000;

/// Resolves after the next paint: a timeout set in an animation frame runs
/// once that frame is drawn.
async fn after_paint() {
    let mut wait = |resolve: js_sys::Function, _reject: js_sys::Function| {
        let Some(window) = web_sys::window() else {
            let _ = resolve.call0(&wasm_bindgen::JsValue::NULL);
            return;
        };
        let frame = Closure::once_into_js({
            let window = window.clone();
            move || {
                let _ = window.set_timeout_with_callback(&resolve);
            }
        });
        let _ = window.request_animation_frame(frame.unchecked_ref());
    };
    let _ = JsFuture::from(Promise::new(&mut wait)).await;
}

/// Reads the archive into `index` after the first paint, [`BATCH`] games
/// at a time, then hands `done` what reading met.
async fn read_in_batches(index: Rc<RefCell<Index>>, done: impl FnOnce(Vec<Trouble>)) {
    after_paint().await;
    let Ok(store) = storage::store() else {
        // Nothing stored, nothing to wait for.
        index.borrow_mut().finish_unread();
        return done(Vec::new());
    };
    let mut troubles = Vec::new();
    let read = storage::durable::read_later(BATCH, |keys| {
        troubles.extend(index.borrow_mut().take_batch(&store, &keys));
    })
    .await;
    if read.is_err() {
        troubles.push(Trouble::ReadFailed);
    }
    troubles.extend(index.borrow_mut().finish(&store, &Moment::now()));
    done(troubles);
}

/// Archives what must be kept as `game` changes (`revision` changes with
/// every change of it; `origin` says where it came from) and keeps the
/// index of archived games, read at mount and brought up to date whenever
/// another tab changes the archive. `on_event` hears what was archived and
/// every trouble; a game the archive cannot take is held in
/// [`UseArchive::unarchived`].
///
/// The archiving happens while the app renders the new revision, before
/// the game that replaces it is saved (call this hook before
/// [`crate::hooks::use_saved_game`]), so that no instant exists when the
/// replaced game is in neither place.
#[hook]
pub fn use_archive(
    game: &Game,
    revision: u64,
    origin: LoadOrigin,
    on_event: Callback<ArchiveEvent>,
) -> UseArchive {
    let index = use_mut_ref(Index::reading);
    let changes = use_mut_ref(|| 0u64);
    let redraw = use_force_update();
    let unarchived = use_state(Unarchived::default);
    let memory = use_mut_ref(Memory::default);
    let held = use_mut_ref(Unarchived::default);
    // The revision last archived while rendering, and what to tell once
    // rendered.
    let rendered = use_mut_ref(|| (None::<u64>, Vec::<ArchiveEvent>::new()));
    let on_event_ref = use_mut_ref(|| on_event.clone());
    *on_event_ref.borrow_mut() = on_event;
    let due = rendered.borrow_mut().0.replace(revision) != Some(revision);
    if due {
        let keep = memory.borrow_mut().step(game, origin);
        if !keep.is_empty() {
            let events = archive_into(
                storage::store(),
                &mut index.borrow_mut(),
                keep,
                &mut held.borrow_mut(),
            );
            *changes.borrow_mut() += 1;
            rendered.borrow_mut().1.extend(events);
        }
    }
    {
        let unarchived = unarchived.clone();
        let held = held.clone();
        let on_event_ref = on_event_ref.clone();
        use_effect_with(revision, move |_| {
            let events = std::mem::take(&mut rendered.borrow_mut().1);
            if *unarchived != *held.borrow() {
                unarchived.set(held.borrow().clone());
            }
            let cb = on_event_ref.borrow().clone();
            for e in events {
                cb.emit(e);
            }
        });
    }
    {
        let index = index.clone();
        let changes = changes.clone();
        let redraw = redraw.clone();
        use_effect_with((), move |()| {
            let (index_r, changes_r, redraw_r, on_event_r) = (
                index.clone(),
                changes.clone(),
                redraw.clone(),
                on_event_ref.clone(),
            );
            let read = move || {
                let (index, changes, redraw, on_event_ref) =
                    (&index_r, &changes_r, &redraw_r, &on_event_r);
                let Ok(store) = storage::store() else {
                    return;
                };
                let troubles = index.borrow_mut().sync(&store, &Moment::now());
                *changes.borrow_mut() += 1;
                redraw.force_update();
                if !troubles.is_empty() {
                    let cb = on_event_ref.borrow().clone();
                    cb.emit(ArchiveEvent::Trouble(troubles));
                }
            };
            let listener = storage::listen(move |key, _| {
                let ours = key
                    .as_deref()
                    .is_none_or(|k| k == archive::KEY || k.starts_with(archive::PREFIX));
                if ours {
                    read();
                }
            });
            spawn_local(read_in_batches(index, move |troubles| {
                *changes.borrow_mut() += 1;
                redraw.force_update();
                if !troubles.is_empty() {
                    let cb = on_event_ref.borrow().clone();
                    cb.emit(ArchiveEvent::Trouble(troubles));
                }
            }));
            move || drop(listener)
        });
    }
    let generation = *changes.borrow();
    UseArchive {
        index,
        generation,
        changes,
        redraw,
        unarchived,
        memory,
        held,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rochade_arbiter::{Event, GameSetup};
    use rochade_laws::Color;

    fn game(moves: &[&str]) -> Game {
        crate::test_support::play(GameSetup::new("A", "B"), moves)
    }

    fn resigned(mut g: Game) -> Game {
        g.apply(Event::Resign { by: Color::White }, 0).unwrap();
        g
    }

    fn plies(kept: &[(Game, bool)]) -> Vec<(usize, bool)> {
        kept.iter().map(|(g, f)| (g.record().len(), *f)).collect()
    }

    use LoadOrigin::{Archive, Import, OtherTab, Played};

    #[test]
    fn a_game_that_ends_here_is_archived_once() {
        let mut m = Memory::default();
        assert!(m.step(&game(&["e4"]), Played).is_empty());
        let over = resigned(game(&["e4"]));
        assert_eq!(plies(&m.step(&over, Played)), vec![(1, true)]);
        assert!(
            m.step(&game(&[]), Played).is_empty(),
            "a finished game is not kept again"
        );
    }

    #[test]
    fn an_unfinished_game_replaced_by_another_is_archived() {
        let mut m = Memory::default();
        m.step(&game(&["e4"]), Played);
        m.step(&game(&["e4", "e5"]), Played);
        assert_eq!(plies(&m.step(&game(&[]), Played)), vec![(2, false)]);
        assert_eq!(m.at_risk(), None, "an empty game has nothing to lose");
    }

    #[test]
    fn an_opened_game_unchanged_is_not_archived_again() {
        let mut m = Memory::default();
        m.step(&game(&["e4"]), Played);
        // Opening from the archive replaces the unfinished 1. e4.
        assert_eq!(plies(&m.step(&game(&["d4"]), Archive)), vec![(1, false)]);
        assert_eq!(m.at_risk(), None);
        assert!(m.step(&game(&["c4"]), Import).is_empty());
        // Changed since it was opened: kept when replaced.
        m.step(&game(&["c4", "c5"]), Played);
        assert!(m.at_risk().is_some());
        assert_eq!(plies(&m.step(&game(&[]), Played)), vec![(2, false)]);
    }

    #[test]
    fn an_opened_finished_game_is_not_archived_as_ending_here() {
        let mut m = Memory::default();
        m.step(&game(&["e4"]), Played);
        let over = resigned(game(&["e4", "e5"]));
        assert!(
            m.step(&over, Archive).is_empty(),
            "continues 1. e4, but was opened"
        );
    }

    #[test]
    fn another_tabs_game_is_its_business() {
        let mut m = Memory::default();
        m.step(&game(&["e4"]), Played);
        // The other tab replaced 1. e4 (and archived it there).
        assert!(m.step(&game(&["d4"]), OtherTab).is_empty());
        // It ended there.
        assert!(m.step(&resigned(game(&["d4"])), OtherTab).is_empty());
    }
}

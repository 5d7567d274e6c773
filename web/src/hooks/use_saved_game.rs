//! The game in progress, saved at every change and kept in step with the
//! other tabs by the revision protocol of [`crate::storage`].
//!
//! # Saved before it is shown
//!
//! The game is saved while the app renders a new revision, not in an
//! effect: Yew may yield to the browser between rendering and effects (it
//! does after 16 ms of work), so the page could paint a move that is not
//! saved yet, and a tab killed then would lose a move the player saw. Only
//! the telling waits for the effect, since it dispatches actions.

use std::cell::RefCell;

use rochade_arbiter::Game;
use yew::prelude::*;

use crate::archive::Moment;
use crate::storage::{
    self, CURRENT_GAME, Failure, OnWrite, Stamp, StorageTrouble, Synced, on_other_write,
    parse_envelope, save_game_to,
};

struct Tracker {
    tab: String,
    /// The stamp of the stored value this tab last loaded, adopted or wrote.
    known: Option<Stamp>,
    /// The revision of the game as last saved (or adopted).
    saved_revision: Option<u64>,
    revision: u64,
    /// The revision last saved while rendering.
    rendered_revision: Option<u64>,
    game: Game,
    on_sync: Callback<Synced>,
    /// The trouble last told, so that the same unreadable value is not told
    /// at every move.
    told: Option<StorageTrouble>,
    /// What the save of the last render met, told by the effect.
    unsaid: Vec<Synced>,
}

impl Tracker {
    /// Turns failures to write into one [`Synced::Status`] and drops
    /// troubles already told; a save that worked clears the memory.
    fn filter(&mut self, events: Vec<Synced>, saved: bool) -> Vec<Synced> {
        let mut out = Vec::new();
        let mut failure = None;
        for e in events {
            if let Synced::Trouble(t) = &e {
                if let Some(f) = Failure::of(t) {
                    failure = failure.or(Some(f));
                    continue;
                }
                if self.told.as_ref() == Some(t) {
                    continue;
                }
                self.told = Some(t.clone());
            }
            out.push(e);
        }
        if saved && !out.iter().any(|e| matches!(e, Synced::Trouble(_))) {
            self.told = None;
        }
        // Not saved without a failure to write: an unreadable value left in
        // place, which nothing may overwrite.
        let status = if saved {
            None
        } else {
            failure.or(Some(Failure::Refused))
        };
        out.push(Synced::Status(status));
        out
    }
}

/// Saves the current game; returns what to tell.
fn save(tracker: &RefCell<Tracker>) -> (Callback<Synced>, Vec<Synced>) {
    let mut t = tracker.borrow_mut();
    let events = match storage::store() {
        Err(trouble) => vec![Synced::Trouble(trouble)],
        Ok(store) => {
            let report = save_game_to(&store, &t.tab, t.known.as_ref(), &t.game, &Moment::now());
            t.known = report.known;
            if report.saved {
                t.saved_revision = Some(t.revision);
            }
            return (t.on_sync.clone(), t.filter(report.events, report.saved));
        }
    };
    let events = t.filter(events, false);
    (t.on_sync.clone(), events)
}

/// Another tab wrote the game (`None`: removed, or storage cleared).
fn heard(tracker: &RefCell<Tracker>, new_value: Option<String>) -> (Callback<Synced>, Vec<Synced>) {
    let Some(raw) = new_value else {
        // Removed elsewhere (kept aside as unreadable, or cleared): this
        // tab's game is written again.
        return save(tracker);
    };
    // A value no tab of this version can read is dealt with (kept aside)
    // when this tab next saves.
    let Ok(theirs) = parse_envelope(&raw) else {
        return (tracker.borrow().on_sync.clone(), Vec::new());
    };
    let mut t = tracker.borrow_mut();
    let unsaved = t.saved_revision != Some(t.revision);
    match on_other_write(&t.tab, t.known.as_ref(), unsaved, &t.game, &theirs) {
        OnWrite::Ignore => (t.on_sync.clone(), Vec::new()),
        OnWrite::Note => {
            t.known = Some(theirs.stamp);
            (t.on_sync.clone(), Vec::new())
        }
        OnWrite::Adopt => {
            t.known = Some(theirs.stamp);
            // Compared against until the app hands the adopted game back.
            t.game = theirs.game.clone();
            (
                t.on_sync.clone(),
                vec![Synced::ChangedElsewhere(Box::new(theirs.game))],
            )
        }
        OnWrite::Conflict => {
            drop(t);
            save(tracker)
        }
    }
}

fn tell((on_sync, events): (Callback<Synced>, Vec<Synced>)) {
    for e in events {
        on_sync.emit(e);
    }
}

/// Saves `game` whenever `revision` changes (it must change with every
/// change of the game in this tab), before the page shows it, and listens
/// to the other tabs' writes.
///
/// `on_sync` hears [`Synced::ChangedElsewhere`] (load that game, with the
/// origin "other tab", and say so), [`Synced::ConflictArchived`] (this
/// tab's game stays; the other tab's is in the archive now),
/// [`Synced::Trouble`], [`Synced::Archive`] and, after every save,
/// [`Synced::Status`]. An unreadable value that repeats is told once until
/// a save works again.
#[hook]
pub fn use_saved_game(game: &Game, revision: u64, on_sync: Callback<Synced>) {
    let tracker = use_mut_ref(|| Tracker {
        tab: storage::tab_id(),
        known: None,
        saved_revision: None,
        revision,
        rendered_revision: None,
        game: game.clone(),
        on_sync: on_sync.clone(),
        told: None,
        unsaid: Vec::new(),
    });
    let due = {
        // During a render nothing else holds the tracker: the callbacks
        // below release it before telling anything.
        let mut t = tracker.borrow_mut();
        if t.revision != revision {
            t.revision = revision;
            t.game = game.clone();
        }
        t.on_sync = on_sync;
        t.rendered_revision.replace(revision) != Some(revision)
    };
    if due {
        let (_, events) = save(&tracker);
        tracker.borrow_mut().unsaid.extend(events);
    }
    {
        let tracker = tracker.clone();
        use_effect_with(revision, move |_| {
            let told = {
                let mut t = tracker.borrow_mut();
                (t.on_sync.clone(), std::mem::take(&mut t.unsaid))
            };
            tell(told);
        });
    }
    use_effect_with((), move |()| {
        let listener = storage::listen(move |key, new_value| {
            if key.is_none() || key.as_deref() == Some(CURRENT_GAME) {
                tell(heard(&tracker, new_value.filter(|_| key.is_some())));
            }
        });
        move || drop(listener)
    });
}

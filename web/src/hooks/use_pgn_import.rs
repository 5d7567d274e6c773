//! PGN import in its own Web Worker (`web/pgn-worker`), so that reading,
//! parsing and checking a file of many thousand games never blocks the
//! page: the page posts the file (pasted text as a `Blob`), the worker
//! reports every few hundred games what it found and how far it has read
//! ([`Report`]; the messages are [`ToWorker`] and [`FromWorker`], passed
//! as JavaScript values by `serde_wasm_bindgen`), and the page keeps only
//! each game's chooser label and where its text is in the file. The game
//! the user opens is read again, alone, from its text, which the worker
//! keeps and sends when asked (the page never touches the file: a large
//! file's first access can block the page's thread); so is each refused
//! game, for its reason in the interface language (the worker sends only
//! the error's line and column).
//!
//! Cancel terminates the worker at once; the user then keeps or discards
//! the games read so far.

use crate::worker::PGN_WORKER_URL as WORKER_URL;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use rochade_arbiter::pgn::{PgnError, PgnErrorKind};
use rochade_pgn_worker::wire::{Found, FromWorker, Refused, Report, Stage, ToWorker};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::{JsFuture, spawn_local};
use web_sys::{Blob, MessageEvent, Worker};
use yew::prelude::*;

use crate::imported::{Imported, import};

/// Where the import is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ImportPhase {
    /// Nothing read yet.
    #[default]
    Idle,
    /// The worker is reading: `read` bytes of `size`.
    Reading {
        /// Bytes read so far.
        read: u64,
        /// The file's size.
        size: u64,
    },
    /// Cancelled; the user is asked whether the games read so far stay.
    Cancelled,
    /// Every game read (or the games kept after a cancel), and each
    /// refusal's reason known.
    Done,
    /// The file (or the worker) could not be read.
    Failed,
}

use super::WorkerHandlers as Handlers;

#[derive(Default)]
struct Inner {
    worker: Option<Worker>,
    handlers: Option<Handlers>,
    /// The text being read, to read a game of it again.
    blob: Option<Blob>,
    /// What to post once the worker says that it listens (a message
    /// posted before its wasm has started would be lost).
    first: Option<JsValue>,
    /// Requests for a game's text made before the worker listened.
    unsent: Vec<JsValue>,
    /// The promises of requested texts, resolved in the order asked.
    replies: VecDeque<js_sys::Function>,
    /// Bumped by every new import and every discard: a re-read of an
    /// older one is dropped.
    generation: u32,
    phase: ImportPhase,
    found: Vec<Found>,
    /// Found games, shared with the renders once reading has stopped.
    games: Rc<Vec<Found>>,
    /// Refusals whose reason is still to be read from the file.
    unread: Vec<Refused>,
    /// Whether a re-read of refusals is under way.
    resolving: bool,
    /// Refusals with their reason, in file order.
    refused: Rc<Vec<(usize, PgnError)>>,
    /// The worker has sent its last report.
    worker_done: bool,
    /// The game chosen in the chooser (an index into the games).
    selected: usize,
    /// The chosen game as read again from the file.
    chosen: Option<(usize, Rc<Imported>)>,
}

impl Inner {
    fn stop_worker(&mut self) {
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        self.handlers = None;
        self.first = None;
        self.unsent.clear();
        // No text will come: the requests end with none.
        for resolve in self.replies.drain(..) {
            let _ = resolve.call0(&JsValue::UNDEFINED);
        }
    }

    /// Posts `message` now, or once the worker listens.
    fn post(&mut self, message: JsValue) {
        match (&self.worker, self.first.is_some()) {
            (Some(w), false) => {
                let _ = w.post_message(&message);
            }
            _ => self.unsent.push(message),
        }
    }

    fn games_read(&self) -> usize {
        self.found.len() + self.games.len()
    }

    /// Reading has stopped: the games go to the renders.
    fn share_games(&mut self) {
        if !self.found.is_empty() {
            let mut all = Vec::with_capacity(self.games_read());
            all.extend(self.games.iter().cloned());
            all.append(&mut self.found);
            self.games = Rc::new(all);
        }
    }
}

/// What the page needs of the import, see [`use_pgn_import`].
#[derive(Clone)]
pub struct UsePgnImport {
    inner: Rc<RefCell<Inner>>,
    update: UseForceUpdateHandle,
    /// How many times the import has changed, shared by every handle.
    changes: Rc<RefCell<u64>>,
    /// `changes` when this handle was made: the dialog's frame holds the
    /// import while the dialog is closed, and its contents, drawn only while
    /// it is open, see a change as new props.
    seen: u64,
}

impl PartialEq for UsePgnImport {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner) && self.seen == other.seen
    }
}

impl UsePgnImport {
    /// Draws the import again, wherever it is shown.
    fn changed(&self) {
        let mut changes = self.changes.borrow_mut();
        *changes = changes.wrapping_add(1);
        drop(changes);
        self.update.force_update();
    }

    /// Where the import is.
    pub fn phase(&self) -> ImportPhase {
        self.inner.borrow().phase
    }

    /// How many games were read so far, playable or refused.
    pub fn games_read(&self) -> usize {
        let i = self.inner.borrow();
        i.games_read() + i.refused.len() + i.unread.len()
    }

    /// The playable games, once reading has stopped.
    pub fn games(&self) -> Rc<Vec<Found>> {
        self.inner.borrow().games.clone()
    }

    /// The refused games' numbers and first errors.
    pub fn refused(&self) -> Rc<Vec<(usize, PgnError)>> {
        self.inner.borrow().refused.clone()
    }

    /// The game chosen (an index into [`UsePgnImport::games`]).
    pub fn selected(&self) -> usize {
        self.inner.borrow().selected
    }

    /// The chosen game, once read again from the file: `None` while it is
    /// being read.
    pub fn chosen(&self) -> Option<Rc<Imported>> {
        let i = self.inner.borrow();
        i.chosen
            .as_ref()
            .filter(|(at, _)| *at == i.selected)
            .map(|(_, g)| g.clone())
    }

    /// Reads every game of `blob`, in the worker; an import under way is
    /// stopped first. The page does not ask even the file's size: the
    /// first access to a large file can block its thread; the worker tells.
    pub fn start(&self, blob: Blob) {
        let generation = {
            let mut i = self.inner.borrow_mut();
            i.stop_worker();
            let generation = i.generation.wrapping_add(1);
            *i = Inner {
                generation,
                phase: ImportPhase::Reading { read: 0, size: 0 },
                ..Inner::default()
            };
            generation
        };
        self.spawn_with(&ToWorker::Import(blob.clone()), generation);
        self.inner.borrow_mut().blob = Some(blob);
        self.changed();
    }

    /// Starts the worker, to be sent `first` once it listens.
    fn spawn_with(&self, first: &ToWorker, generation: u32) {
        let Ok(first) = serde_wasm_bindgen::to_value(first) else {
            return self.fail();
        };
        match spawn(&self.inner, &self.update, &self.changes, generation) {
            Ok(()) => self.inner.borrow_mut().first = Some(first),
            Err(_) => self.fail(),
        }
    }

    /// The text of `bytes` of the file, from the worker, which keeps it.
    async fn read_again(&self, bytes: &core::ops::Range<u64>) -> Option<String> {
        // Made before its promise is queued: a request that is not sent has
        // no reply, and the replies are matched to the requests in order.
        let request = serde_wasm_bindgen::to_value(&ToWorker::Text(bytes.clone())).ok()?;
        let mut resolver = None;
        let promise = js_sys::Promise::new(&mut |resolve, _reject| resolver = Some(resolve));
        {
            let mut i = self.inner.borrow_mut();
            i.worker.as_ref()?;
            i.replies.push_back(resolver?);
            i.post(request);
        }
        JsFuture::from(promise).await.ok()?.as_string()
    }

    fn fail(&self) {
        let mut i = self.inner.borrow_mut();
        i.stop_worker();
        i.phase = ImportPhase::Failed;
    }

    /// Stops the reading at once; the user is then asked whether the
    /// games read so far stay.
    pub fn cancel(&self) {
        {
            let mut i = self.inner.borrow_mut();
            if !matches!(i.phase, ImportPhase::Reading { .. }) {
                return;
            }
            i.stop_worker();
            i.phase = ImportPhase::Cancelled;
        }
        self.changed();
    }

    /// After a cancel: keeps the games read so far, or discards them.
    pub fn settle(&self, keep: bool) {
        if keep {
            {
                let mut i = self.inner.borrow_mut();
                i.worker_done = true;
                i.share_games();
            }
            // The worker was stopped: another keeps the file for the
            // games' texts, without reading its games again.
            let (blob, generation) = {
                let i = self.inner.borrow();
                (i.blob.clone(), i.generation)
            };
            if let Some(blob) = blob {
                self.spawn_with(&ToWorker::Keep(blob), generation);
            }
            self.finish_when_resolved();
            self.choose(0);
        } else {
            let mut i = self.inner.borrow_mut();
            let generation = i.generation.wrapping_add(1);
            *i = Inner {
                generation,
                ..Inner::default()
            };
        }
        self.changed();
    }

    /// Chooses game `index` of the games, and reads it again from the file.
    pub fn choose(&self, index: usize) {
        let (bytes, number, generation) = {
            let mut i = self.inner.borrow_mut();
            let Some(found) = i.games.get(index) else {
                return;
            };
            let (bytes, number) = (found.bytes.clone(), found.number as usize);
            i.selected = index;
            (bytes, number, i.generation)
        };
        self.changed();
        let this = self.clone();
        spawn_local(async move {
            let text = this.read_again(&bytes).await.unwrap_or_default();
            let (games, _) = import(&text);
            let mut i = this.inner.borrow_mut();
            if i.generation != generation {
                return;
            }
            if let Some(mut game) = games.into_iter().next() {
                game.number = number;
                i.chosen = Some((index, Rc::new(game)));
            }
            drop(i);
            this.changed();
        });
    }

    /// Takes one report of the worker.
    fn take(&self, report: Report) {
        let mut i = self.inner.borrow_mut();
        i.found.extend(report.found);
        i.unread.extend(report.refused);
        match report.stage {
            Stage::Reading => {
                i.phase = ImportPhase::Reading {
                    read: report.read,
                    size: report.size,
                };
            }
            Stage::Done => {
                // The worker stays, for the games' texts.
                i.worker_done = true;
                i.phase = ImportPhase::Reading {
                    read: report.read,
                    size: report.size,
                };
                i.share_games();
                drop(i);
                self.finish_when_resolved();
                self.choose(0);
                return;
            }
        }
        drop(i);
        self.resolve();
    }

    /// Done once the worker is and every refusal has its reason.
    fn finish_when_resolved(&self) {
        let mut i = self.inner.borrow_mut();
        let resolved = i.unread.is_empty() && !i.resolving;
        if i.worker_done && resolved {
            i.phase = ImportPhase::Done;
        } else if !resolved {
            drop(i);
            self.resolve();
        }
    }

    /// Reads each refused game again, one at a time, for its reason.
    fn resolve(&self) {
        {
            let mut i = self.inner.borrow_mut();
            if i.resolving || i.unread.is_empty() {
                return;
            }
            i.resolving = true;
        }
        let this = self.clone();
        spawn_local(async move {
            loop {
                let (next, generation) = {
                    let mut i = this.inner.borrow_mut();
                    if i.unread.is_empty() {
                        i.resolving = false;
                        break;
                    }
                    (i.unread.remove(0), i.generation)
                };
                let text = this.read_again(&next.bytes).await.unwrap_or_default();
                let (_, errors) = import(&text);
                let mut i = this.inner.borrow_mut();
                if i.generation != generation {
                    return;
                }
                // The reason from the game read alone; where, from the
                // worker, which counted lines and columns in the file.
                let kind = errors
                    .into_iter()
                    .next()
                    .map_or(PgnErrorKind::NoGame, |(_, e)| e.kind);
                Rc::make_mut(&mut i.refused).push((
                    next.number as usize,
                    PgnError {
                        pos: next.pos,
                        kind,
                    },
                ));
            }
            this.finish_when_resolved();
            this.changed();
        });
    }
}

/// Starts the worker with its handlers, for import `generation`.
fn spawn(
    inner: &Rc<RefCell<Inner>>,
    update: &UseForceUpdateHandle,
    changes: &Rc<RefCell<u64>>,
    generation: u32,
) -> Result<(), JsValue> {
    let worker = Worker::new(WORKER_URL)?;
    let weak = Rc::downgrade(inner);
    let on_message = {
        let (update, changes) = (update.clone(), changes.clone());
        let weak = weak.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let Some(inner) = weak.upgrade() else {
                return;
            };
            if inner.borrow().generation != generation {
                return;
            }
            let this = UsePgnImport {
                inner,
                update: update.clone(),
                changes: changes.clone(),
                seen: 0,
            };
            // Not a message of the worker's: the import fails, as when the
            // worker says that it failed.
            match serde_wasm_bindgen::from_value::<FromWorker>(event.data()) {
                Ok(FromWorker::Ready) => {
                    let mut i = this.inner.borrow_mut();
                    if let (Some(first), Some(w)) = (i.first.take(), i.worker.clone()) {
                        let _ = w.post_message(&first);
                        for request in std::mem::take(&mut i.unsent) {
                            let _ = w.post_message(&request);
                        }
                    }
                    return;
                }
                Ok(FromWorker::Text(text)) => {
                    let resolve = this.inner.borrow_mut().replies.pop_front();
                    if let Some(resolve) = resolve {
                        let _ = resolve.call1(&JsValue::UNDEFINED, &JsValue::from_str(&text));
                    }
                    return;
                }
                Ok(FromWorker::Report(report)) => this.take(report),
                // The answer to another question (`worker::ask`), or none
                // of the worker's messages: the import fails.
                Ok(FromWorker::Failed(_) | FromWorker::Tournament(_)) | Err(_) => this.fail(),
            }
            this.changed();
        })
    };
    // A worker that cannot load its script or wasm, or whose wasm traps.
    let on_error = {
        let (update, changes) = (update.clone(), changes.clone());
        Closure::<dyn FnMut(web_sys::Event)>::new(move |_event: web_sys::Event| {
            let Some(inner) = weak.upgrade() else {
                return;
            };
            if inner.borrow().generation == generation {
                let this = UsePgnImport {
                    inner,
                    update: update.clone(),
                    changes: changes.clone(),
                    seen: 0,
                };
                this.fail();
                this.changed();
            }
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let mut i = inner.borrow_mut();
    i.worker = Some(worker);
    i.handlers = Some((on_message, on_error));
    Ok(())
}

/// The PGN import of the dialog, kept while the dialog is closed (the
/// games read stay between openings); the worker is stopped when the
/// dialog goes.
#[hook]
pub fn use_pgn_import() -> UsePgnImport {
    let inner = use_mut_ref(Inner::default);
    let update = use_force_update();
    let changes = use_mut_ref(|| 0u64);
    {
        let inner = inner.clone();
        use_effect_with((), move |_| move || inner.borrow_mut().stop_worker());
    }
    let seen = *changes.borrow();
    UsePgnImport {
        inner,
        update,
        changes,
        seen,
    }
}

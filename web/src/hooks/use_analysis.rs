//! The analysis of a finished game searched by the engine's worker, one
//! position at a time, each answer an [`Action::Analysed`]: the page stays
//! free between positions, shows the progress, and a stop keeps what was
//! found. The worker is the computer opponent's (its own wasm, fetched on
//! first use), a second one started for the analysis and ended with it.

use std::cell::RefCell;
use std::rc::Rc;

use rochade_engine::wire::{FromWorker, Job};
use rochade_engine::{Level, Limits};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, Worker};
use yew::prelude::*;

use super::WorkerHandlers;
use super::use_computer::{WORKER_URL, request_at};
use crate::notice::Notice;
use crate::state::{Action, AppState};

/// The worker and the position it was asked for.
#[derive(Default)]
struct Inner {
    worker: Option<Worker>,
    ready: bool,
    queued: Option<JsValue>,
    /// The job's number, the game's revision and the position asked for.
    asked: Option<(u32, u64, usize)>,
    next_id: u32,
    handlers: Option<WorkerHandlers>,
}

impl Inner {
    fn stop(&mut self) {
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        *self = Inner {
            next_id: self.next_id,
            ..Inner::default()
        };
    }
}

/// Ends the analysis on a worker that failed, keeping what it found.
fn failed(inner: &Rc<RefCell<Inner>>, d: &UseReducerDispatcher<AppState>) {
    inner.borrow_mut().stop();
    d.dispatch(Action::StopAnalysis);
    d.dispatch(Action::Notify(Notice::ComputerFailed));
}

fn spawn(inner: &Rc<RefCell<Inner>>, d: &UseReducerDispatcher<AppState>) -> Result<(), JsValue> {
    let worker = Worker::new(WORKER_URL)?;
    let on_message = {
        let (weak, d) = (Rc::downgrade(inner), d.clone());
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let Some(inner) = weak.upgrade() else {
                return;
            };
            match serde_wasm_bindgen::from_value::<FromWorker>(event.data()) {
                Ok(FromWorker::Ready) => {
                    let mut i = inner.borrow_mut();
                    i.ready = true;
                    if let (Some(job), Some(w)) = (i.queued.take(), &i.worker) {
                        let _ = w.post_message(&job);
                    }
                }
                Ok(FromWorker::Done { id, response }) => {
                    let asked = inner.borrow().asked.filter(|a| a.0 == id);
                    if let Some((_, revision, index)) = asked {
                        d.dispatch(Action::Analysed {
                            revision,
                            index,
                            score: response.score,
                            best: response.best,
                        });
                    }
                }
                Ok(FromWorker::Failed { .. }) | Err(_) => failed(&inner, &d),
            }
        })
    };
    let on_error = {
        let (weak, d) = (Rc::downgrade(inner), d.clone());
        Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
            if let Some(inner) = weak.upgrade() {
                failed(&inner, &d);
            }
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let mut i = inner.borrow_mut();
    i.worker = Some(worker);
    i.ready = false;
    i.handlers = Some((on_message, on_error));
    Ok(())
}

/// Searches the positions of the analysis in `state` while it runs.
#[hook]
pub fn use_analysis(state: &UseReducerHandle<AppState>) {
    let inner = use_mut_ref(Inner::default);
    let wanted = state
        .analysis
        .as_ref()
        .filter(|a| a.running)
        .and_then(|a| Some((a.revision, a.next()?, a.ms)));
    {
        let (inner, d, game) = (inner.clone(), state.dispatcher(), state.game.clone());
        use_effect_with(wanted, move |wanted| {
            let Some((revision, index, ms)) = *wanted else {
                inner.borrow_mut().stop();
                return;
            };
            if inner
                .borrow()
                .asked
                .is_some_and(|a| (a.1, a.2) == (revision, index))
            {
                return;
            }
            if inner.borrow().worker.is_none() && spawn(&inner, &d).is_err() {
                return failed(&inner, &d);
            }
            // Full strength, the same seed each time: an analysis of the
            // same game at the same time per position differs only by
            // the machine's speed.
            let request = request_at(&game, index, Level::MAX, Limits::move_time(ms), 1);
            let mut i = inner.borrow_mut();
            i.next_id = i.next_id.wrapping_add(1);
            let id = i.next_id;
            let Ok(job) = serde_wasm_bindgen::to_value(&Job { id, request }) else {
                drop(i);
                return failed(&inner, &d);
            };
            i.asked = Some((id, revision, index));
            match (&i.worker, i.ready) {
                (Some(w), true) => {
                    let _ = w.post_message(&job);
                }
                _ => i.queued = Some(job),
            }
        });
    }
    use_effect_with((), move |()| move || inner.borrow_mut().stop());
}

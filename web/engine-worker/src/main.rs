//! The computer opponent's Web Worker: [`rochade_engine`] behind
//! `postMessage`, so that a search never blocks the page.
//!
//! Trunk builds this binary as its own wasm (`data-type="worker"` in
//! `index.html`), which the page loads only when a game against the
//! computer starts. Messages are [`Job`] in and [`FromWorker`] out, passed
//! as JavaScript values (`serde_wasm_bindgen`), which `postMessage` copies
//! as they are. One search at a time: the
//! search runs to its end inside the message handler, and the page stops
//! it by terminating the worker, which is immediate at any depth and
//! leaves nothing behind (the engine keeps no state worth keeping but its
//! transposition table).

use std::cell::RefCell;

use rochade_engine::wire::{FromWorker, Job};
use rochade_engine::{Config, Control, Engine};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Transposition table: the levels' node budgets fill far less than 8 MiB,
/// and a phone's memory is worth more than level 8's last few percent.
const HASH_MIB: usize = 8;

/// The worker's clock: `performance.now()`; nothing else stops a search.
struct WorkerClock(Option<web_sys::Performance>);

impl Control for WorkerClock {
    fn now_ms(&mut self) -> u64 {
        // Only differences are used; a worker without `performance` (none
        // known) gets a search bounded by depth and nodes alone.
        self.0.as_ref().map_or(0, |p| p.now() as u64)
    }
}

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let engine = RefCell::new(Engine::new(Config {
        hash_mib: HASH_MIB,
        ..Config::default()
    }));
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        // Not a job: a failure that says why, for the page to report.
        let job = serde_wasm_bindgen::from_value::<Job>(event.data())
            .map_err(|e| format!("not a search job: {e}"));
        let reply = match job {
            Ok(job) => {
                let mut clock = WorkerClock(reply_to.performance());
                match engine.borrow_mut().answer(&job.request, &mut clock) {
                    Ok(response) => FromWorker::Done {
                        id: job.id,
                        response,
                    },
                    Err(error) => FromWorker::Failed { id: job.id, error },
                }
            }
            Err(error) => FromWorker::Failed { id: 0, error },
        };
        post(&reply_to, &reply);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, &FromWorker::Ready);
}

fn post(scope: &DedicatedWorkerGlobalScope, message: &FromWorker) {
    // A reply that is no JavaScript value (a number past 2^53) goes as the
    // job's failure, so that the page is never left waiting.
    let value = serde_wasm_bindgen::to_value(message).or_else(|e| {
        let id = match message {
            FromWorker::Done { id, .. } | FromWorker::Failed { id, .. } => *id,
            FromWorker::Ready => 0,
        };
        serde_wasm_bindgen::to_value(&FromWorker::Failed {
            id,
            error: format!("the reply could not be sent: {e}"),
        })
    });
    // A lost reply (a closed page) shows as a computer that does not move,
    // never as a wrong move.
    if let Ok(value) = value {
        let _ = scope.post_message(&value);
    }
}

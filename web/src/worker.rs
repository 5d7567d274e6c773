//! One question to a worker and its answer, for what the page asks of a
//! worker once (the PGN worker's reading of the tournament files, the
//! codes worker's drawing of a game): the worker is started, asked once it
//! listens, and stopped once it has answered. The PGN import and the
//! camera's scan keep their workers for as long as they run
//! (`hooks::use_pgn_import`, `hooks::use_code_scanner`).

use std::cell::RefCell;
use std::rc::Rc;

use serde::Serialize;
use serde::de::DeserializeOwned;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, Worker};

/// The PGN worker's script: Trunk's loader of its wasm (`data-loader-shim`
/// in `index.html`).
pub const PGN_WORKER_URL: &str = "./rochade-pgn-worker_loader.js";

/// The codes worker's script (QR codes drawn and read).
pub const CODES_WORKER_URL: &str = "./rochade-codes-worker_loader.js";

/// The answer of the worker at `url` to `request`, once it has said it
/// listens (`ready`); `None` when the worker could not be started or
/// failed (its script or wasm missing, a trap), or answered with what is
/// not one of its messages.
pub async fn ask<Q: Serialize, A: DeserializeOwned + 'static>(
    url: &str,
    request: &Q,
    ready: fn(&A) -> bool,
) -> Option<A> {
    let request = serde_wasm_bindgen::to_value(request).ok()?;
    let worker = Worker::new(url).ok()?;
    let resolver: Rc<RefCell<Option<js_sys::Function>>> = Rc::default();
    let answer = js_sys::Promise::new(&mut |resolve, _| {
        *resolver.borrow_mut() = Some(resolve);
    });
    let settle = |resolver: &Rc<RefCell<Option<js_sys::Function>>>, value: &JsValue| {
        if let Some(resolve) = resolver.borrow_mut().take() {
            let _ = resolve.call1(&JsValue::UNDEFINED, value);
        }
    };
    let on_message = {
        let (worker, resolver) = (worker.clone(), resolver.clone());
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            // The worker listens only once its wasm is in: a message posted
            // before would be lost.
            if serde_wasm_bindgen::from_value::<A>(event.data()).is_ok_and(|a| ready(&a)) {
                let _ = worker.post_message(&request);
            } else {
                settle(&resolver, &event.data());
            }
        })
    };
    let on_error = {
        let resolver = resolver.clone();
        Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
            settle(&resolver, &JsValue::UNDEFINED);
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    let value = JsFuture::from(answer).await.ok();
    worker.terminate();
    drop((on_message, on_error));
    serde_wasm_bindgen::from_value(value?).ok()
}

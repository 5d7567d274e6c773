//! The codes' Web Worker: a finished game drawn as QR codes, and a
//! camera's frames read for codes, off the page's thread and out of the
//! page's first download (Trunk builds this binary as its own wasm,
//! `data-type="worker"` in `index.html`). The messages are in `lib.rs`.

use std::cell::RefCell;

use js_sys::{Reflect, Uint8Array};
use rochade_codes_worker::{FromWorker, ToWorker, codes, scan};
use rochade_handover::Scanner;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

fn post(scope: &DedicatedWorkerGlobalScope, message: &FromWorker) {
    if let Ok(value) = serde_wasm_bindgen::to_value(message) {
        let _ = scope.post_message(&value);
    }
}

/// A frame's `{ width, height, luma }`, if the message is one.
fn frame(data: &JsValue) -> Option<(usize, usize, Vec<u8>)> {
    let luma = Reflect::get(data, &JsValue::from_str("luma")).ok()?;
    let luma: Uint8Array = luma.dyn_into().ok()?;
    let number = |key: &str| Reflect::get(data, &JsValue::from_str(key)).ok()?.as_f64();
    Some((
        number("width")? as usize,
        number("height")? as usize,
        luma.to_vec(),
    ))
}

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let scanner = RefCell::new(Scanner::default());
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data();
        if let Some((width, height, luma)) = frame(&data) {
            let found = scan(&mut scanner.borrow_mut(), width, height, &luma);
            return post(&reply_to, &FromWorker::Scanned(found));
        }
        match serde_wasm_bindgen::from_value::<ToWorker>(data) {
            Ok(ToWorker::Draw(pgn)) => post(&reply_to, &codes(&pgn)),
            Ok(ToWorker::StartOver) => scanner.borrow_mut().start_over(),
            Err(_) => {}
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, &FromWorker::Ready);
}

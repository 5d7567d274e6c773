//! The PGN import's Web Worker: reading, parsing and checking a PGN file
//! off the page's thread, so that a file of many thousand games never
//! freezes the page.
//!
//! Trunk builds this binary as its own wasm (`data-type="worker"` in
//! `index.html`), which the page loads when it imports PGN. The messages
//! are [`ToWorker`] in and [`FromWorker`] out, as JavaScript values
//! (`serde_wasm_bindgen`). The page posts the file (a `Blob`; pasted text
//! goes as one too) once the worker has said that it listens
//! ([`FromWorker::Ready`]); the worker reads it with `FileReaderSync` and
//! posts a [`Report`] every few hundred games, then keeps the file for the
//! page's requests of a game's text. The page cancels by terminating the
//! worker, at once at any point.

use std::cell::RefCell;

use js_sys::Uint8Array;
use rochade_arbiter::tournament::Tournament;
use rochade_pgn_worker::wire::{FromWorker, Report, ToWorker};
use rochade_pgn_worker::{GAMES_PER_REPORT, import};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Blob, DedicatedWorkerGlobalScope, FileReaderSync, MessageEvent};

/// Bytes read at a time: large enough for few calls, small enough that a
/// file is never copied whole twice at once.
const CHUNK: f64 = 4.0 * 1024.0 * 1024.0;

/// The file's bytes, read a chunk at a time.
fn read_all(blob: &Blob) -> Result<Vec<u8>, JsValue> {
    let reader = FileReaderSync::new()?;
    let size = blob.size();
    let mut bytes = Vec::with_capacity(size as usize);
    let mut at = 0.0;
    while at < size {
        let end = (at + CHUNK).min(size);
        let buffer = reader.read_as_array_buffer(&blob.slice_with_f64_and_f64(at, end)?)?;
        bytes.extend_from_slice(&Uint8Array::new(&buffer).to_vec());
        at = end;
    }
    Ok(bytes)
}

/// The text of `bytes` of the file, as the browser's `Blob.text()` reads
/// it (not UTF-8: U+FFFD).
fn text_of(file: &[u8], bytes: core::ops::Range<u64>) -> String {
    let end = (bytes.end as usize).min(file.len());
    let start = (bytes.start as usize).min(end);
    String::from_utf8_lossy(&file[start..end]).into_owned()
}

/// Why the file could not be read, in the browser's words when it gave
/// them (a `DOMException`'s name and message).
fn reason(error: &JsValue) -> String {
    // `Reflect.get` throws on what is not an object; that is caught here.
    let field = |key: &str| {
        js_sys::Reflect::get(error, &JsValue::from_str(key))
            .ok()
            .and_then(|v| v.as_string())
    };
    match (field("name"), field("message")) {
        (Some(name), Some(message)) => format!("the file could not be read: {name}: {message}"),
        _ => "the file could not be read".to_owned(),
    }
}

fn post(scope: &DedicatedWorkerGlobalScope, message: &FromWorker) {
    // A report that is no JavaScript value (a number past 2^53) ends the
    // import as a failure, so that the page is never left waiting.
    let value = serde_wasm_bindgen::to_value(message).or_else(|e| {
        serde_wasm_bindgen::to_value(&FromWorker::Failed(format!(
            "the report could not be sent: {e}"
        )))
    });
    if let Ok(value) = value {
        let _ = scope.post_message(&value);
    }
}

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    // The file, kept for the page's requests of a game's text.
    let held = RefCell::new(Vec::new());
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let post = |message: &FromWorker| post(&reply_to, message);
        let (blob, only_keep) = match serde_wasm_bindgen::from_value::<ToWorker>(event.data()) {
            Ok(ToWorker::Text(range)) => {
                post(&FromWorker::Text(text_of(&held.borrow(), range)));
                return;
            }
            Ok(ToWorker::Tournament(files)) => {
                let files: Vec<(&str, &[u8])> = files
                    .iter()
                    .map(|(name, bytes)| (name.as_str(), bytes.as_slice()))
                    .collect();
                post(&FromWorker::Tournament(Tournament::read_bytes(&files)));
                return;
            }
            Ok(ToWorker::Import(blob)) => (blob, false),
            // After a cancel: kept for requests, without importing (the
            // games read before the cancel stay).
            Ok(ToWorker::Keep(blob)) => (blob, true),
            Err(e) => {
                return post(&FromWorker::Failed(format!(
                    "not a message for the PGN import: {e}"
                )));
            }
        };
        let size = blob.size() as u64;
        if !only_keep {
            // The size at once, for the page's progress bar.
            post(&FromWorker::Report(Report {
                size,
                ..Report::default()
            }));
        }
        match read_all(&blob) {
            Ok(bytes) => {
                if !only_keep {
                    import(&bytes, GAMES_PER_REPORT, |report| {
                        post(&FromWorker::Report(report));
                    });
                }
                *held.borrow_mut() = bytes;
            }
            Err(error) => post(&FromWorker::Failed(reason(&error))),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    // Listening: the page posts the file only now, since a message that
    // came before the handler was set would be lost.
    post(&scope, &FromWorker::Ready);
}

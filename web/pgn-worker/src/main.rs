//! The PGN import's Web Worker: reading, parsing and checking a PGN file
//! off the page's thread, so that a file of many thousand games never
//! freezes the page.
//!
//! Trunk builds this binary as its own wasm (`data-type="worker"` in
//! `index.html`), which the page loads when it imports PGN. The page posts
//! the file (a `Blob`; pasted text goes as one too) once the worker has
//! said that it listens (an empty report), the worker reads it
//! with `FileReaderSync` and posts a report string
//! ([`rochade_arbiter::pgn::wire::Report`]) every few hundred games. The
//! page cancels by terminating the worker, at once at any point.

use js_sys::Uint8Array;
use rochade_arbiter::pgn::wire::{Report, Stage};
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

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let post = |report: &Report| {
            let _ = reply_to.post_message(&JsValue::from_str(&report.encode()));
        };
        let bytes = event
            .data()
            .dyn_into::<Blob>()
            .and_then(|blob| read_all(&blob));
        match bytes {
            Ok(bytes) => import(&bytes, GAMES_PER_REPORT, post),
            Err(_) => post(&Report {
                stage: Stage::Failed,
                ..Report::default()
            }),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    // Listening: the page posts the file only now, since a message that
    // came before the handler was set would be lost.
    let _ = scope.post_message(&JsValue::from_str(&Report::default().encode()));
}

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

use std::cell::RefCell;

use js_sys::Uint8Array;
use rochade_arbiter::pgn::wire::{Report, Stage, read_text_request, text_reply};
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

fn main() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    // The file, kept for the page's requests of a game's text.
    let held = RefCell::new(Vec::new());
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let post_text = |text: &str| {
            let _ = reply_to.post_message(&JsValue::from_str(text));
        };
        let post = |report: &Report| post_text(&report.encode());
        let data = event.data();
        if let Some(range) = data.as_string().as_deref().and_then(read_text_request) {
            post_text(&text_reply(&text_of(&held.borrow(), range)));
            return;
        }
        // An array of one file: keep it for requests, without importing
        // (the games read before a cancel, kept).
        let (blob, only_keep) = match data.dyn_into::<js_sys::Array>() {
            Ok(array) => (array.get(0), true),
            Err(data) => (data, false),
        };
        let Ok(blob) = blob.dyn_into::<Blob>() else {
            return post(&Report {
                stage: Stage::Failed,
                ..Report::default()
            });
        };
        let size = blob.size() as u64;
        if !only_keep {
            // The size at once, for the page's progress bar.
            post(&Report {
                size,
                ..Report::default()
            });
        }
        match read_all(&blob) {
            Ok(bytes) => {
                if !only_keep {
                    import(&bytes, GAMES_PER_REPORT, post);
                }
                *held.borrow_mut() = bytes;
            }
            Err(_) => post(&Report {
                size,
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

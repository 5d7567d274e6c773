//! Getting text out of the app and into it: download as a file, copy to the
//! clipboard, read a chosen file, print. Every browser call may fail (an
//! old browser, an insecure context, a denied permission); failures come
//! back as values, never as panics.

use js_sys::{Array, Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, Url};

/// The media type of PGN files.
pub const PGN: &str = "application/x-chess-pgn";

/// Offers `text` as a download named `name` (a Blob behind an object URL,
/// clicked through an `<a download>`). Returns whether it was offered.
pub fn download(name: &str, text: &str, mime: &str) -> bool {
    download_parts(name, &Array::of1(&JsValue::from_str(text)), mime)
}

/// The media type of tournament files (TRF has none of its own): text,
/// whose bytes the download keeps as they are, whatever their encoding.
pub const TRF: &str = "text/plain";

/// Offers `bytes` as a download named `name`, byte for byte (a file
/// written back for another program: its encoding and line endings are
/// that program's). Returns whether it was offered.
pub fn download_bytes(name: &str, bytes: &[u8], mime: &str) -> bool {
    download_parts(name, &Array::of1(&js_sys::Uint8Array::from(bytes)), mime)
}

/// Offers the concatenation of `parts` (strings or Blobs) as a download
/// named `name`: a file of many parts is never one string in memory.
/// Returns whether it was offered.
pub fn download_parts(name: &str, parts: &Array, mime: &str) -> bool {
    fn go(name: &str, parts: &Array, mime: &str) -> Result<(), JsValue> {
        let window = web_sys::window().ok_or(JsValue::NULL)?;
        let document = window.document().ok_or(JsValue::NULL)?;
        let body = document.body().ok_or(JsValue::NULL)?;
        let options = BlobPropertyBag::new();
        options.set_type(mime);
        let blob = Blob::new_with_blob_sequence_and_options(parts, &options)?;
        let url = Url::create_object_url_with_blob(&blob)?;
        let a: HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
        a.set_href(&url);
        a.set_download(name);
        a.set_class_name("visually-hidden");
        body.append_child(&a)?;
        a.click();
        a.remove();
        // The download has started; the URL may go a little later.
        gloo_timers::callback::Timeout::new(10_000, move || {
            let _ = Url::revoke_object_url(&url);
        })
        .forget();
        Ok(())
    }
    go(name, parts, mime).is_ok()
}

/// Copies `text` to the clipboard. `Ok(())` when the browser confirmed;
/// `Err(())` when there is no clipboard (insecure context, old browser) or
/// the browser refused.
pub async fn copy(text: &str) -> Result<(), ()> {
    let window = web_sys::window().ok_or(())?;
    let navigator: JsValue = window.navigator().into();
    let clipboard = Reflect::get(&navigator, &JsValue::from_str("clipboard")).map_err(|_| ())?;
    if clipboard.is_undefined() || clipboard.is_null() {
        return Err(());
    }
    let write = Reflect::get(&clipboard, &JsValue::from_str("writeText")).map_err(|_| ())?;
    let write: Function = write.dyn_into().map_err(|_| ())?;
    let promise = write
        .call1(&clipboard, &JsValue::from_str(text))
        .map_err(|_| ())?;
    let promise: Promise = promise.dyn_into().map_err(|_| ())?;
    JsFuture::from(promise).await.map(|_| ()).map_err(|_| ())
}

/// The name and text of each chosen file, in order; `None` when one
/// cannot be read (then none is used).
pub async fn read_files(files: Vec<web_sys::File>) -> Option<Vec<(String, String)>> {
    let mut read = Vec::with_capacity(files.len());
    for f in files {
        let text = JsFuture::from(f.text()).await.ok()?.as_string()?;
        read.push((f.name(), text));
    }
    Some(read)
}

/// The name and bytes of each chosen file, in order, as the files hold
/// them (`Blob.arrayBuffer()`: no decoding, so that a file not in UTF-8
/// keeps its bytes); `None` when one cannot be read (then none is used).
pub async fn read_file_bytes(files: Vec<web_sys::File>) -> Option<Vec<(String, Vec<u8>)>> {
    let mut read = Vec::with_capacity(files.len());
    for f in files {
        let buffer = JsFuture::from(f.array_buffer()).await.ok()?;
        read.push((f.name(), js_sys::Uint8Array::new(&buffer).to_vec()));
    }
    Some(read)
}

/// Opens the browser's print dialog (the print stylesheet shows the
/// scoresheet only).
pub fn print() {
    if let Some(w) = web_sys::window() {
        let _ = w.print();
    }
}

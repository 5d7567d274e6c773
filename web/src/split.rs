//! The second part of the page's wasm: fetched once the first screen is
//! drawn, or read at once when the first part needs one of its functions
//! before that.
//!
//! The build (`xtask/src/split.rs`) moves the functions a first visit does
//! not run until its first move (the dialogs, the arbiter's desk, the
//! analysis, the codes …) into a module of their own. In their place the
//! first part keeps stubs that call the import `rochadeSplitLoad`
//! (`web/js/split.js`) while the second part's table slot is empty, then the
//! function through the table. The second part imports everything else from
//! this module's exports and, when instantiated, writes its functions into
//! those slots. The loader is JavaScript, not Rust: Rust code it ran could
//! itself be in the second part.
//!
//! Unsplit (`trunk serve`, the in-browser tests) nothing here does anything:
//! [`REST`] still holds its placeholder.

use wasm_bindgen::prelude::*;

/// The second part's file name, beside the page's, followed by NULs:
/// written over by the build in place of this placeholder (whose `#` no
/// file name of the build starts with).
static REST: [u8; 64] = *b"#rochade: the second part's file name, written by the build\0\0\0\0\0";

#[wasm_bindgen(module = "/js/split.js")]
extern "C" {
    #[wasm_bindgen(js_name = rochadeSplitInit)]
    fn init_script(exports: JsValue, name_at: *const u8) -> bool;
    #[wasm_bindgen(js_name = rochadeSplitFetch)]
    fn fetch();
    #[wasm_bindgen(js_name = rochadeSplitFirst)]
    fn first() -> bool;
    #[wasm_bindgen(js_name = rochadeSplitNow)]
    fn now() -> js_sys::Promise;
    #[wasm_bindgen(js_name = rochadeSplitLoad)]
    fn load();
}

/// Tells the script where the second part is, before anything could need
/// it: the first thing the page does.
pub fn init() {
    // The name is read by the script from memory: in Rust the compiler
    // could fold the placeholder the build writes over.
    init_script(wasm_bindgen::exports(), REST.as_ptr());
}

/// When the page is served by its service worker (a repeat visit, perhaps
/// offline), the second part is fetched from there at once and this
/// resolves when it is in: the reading at once, which [`fetch_soon`]'s
/// stubs fall back on, is a synchronous request that the service worker
/// never sees. `None` otherwise.
pub fn before_first_render() -> Option<wasm_bindgen_futures::JsFuture> {
    first().then(|| wasm_bindgen_futures::JsFuture::from(now()))
}

/// Fetches and compiles the second part once the page is idle (at most a
/// second after the first screen), then instantiates it. Nothing when the
/// page is whole or it is in already.
pub fn fetch_soon() {
    fetch();
}
/// Reads the second part at once. The stubs call the import itself; this
/// export keeps it in the module, which nothing else in Rust calls.
#[wasm_bindgen(js_name = rochadeSplitLoadNow)]
pub fn load_now() {
    load();
}

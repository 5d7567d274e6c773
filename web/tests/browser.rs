//! In-browser tests of the app (wasm-bindgen-test in headless Chromium).
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn performance_now_is_monotonic() {
    // The clock display derives everything from `performance.now()`; the
    // browser must provide it.
    let perf = web_sys::window()
        .and_then(|w| w.performance())
        .expect("performance API");
    let a = perf.now();
    let b = perf.now();
    assert!(b >= a);
}

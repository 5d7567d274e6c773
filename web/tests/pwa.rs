//! In-browser tests of the update banner (wasm-bindgen-test in headless
//! Chromium). The test page has no `sw.js`: registration fails, which must
//! leave the banner empty and the page unharmed. The update flow itself is
//! tested end to end in `tests/e2e/pwa.test.mjs`.
#![cfg(target_arch = "wasm32")]

use rochade_web::components::update_banner::{LABEL, UpdateBanner, UpdateBannerProps};
use wasm_bindgen_test::*;
use yew::AttrValue;

wasm_bindgen_test_configure!(run_in_browser);

async fn settle() {
    yew::platform::time::sleep(std::time::Duration::from_millis(300)).await;
}

#[wasm_bindgen_test]
async fn the_banner_is_an_empty_status_region_while_no_update_waits() {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .expect("document");
    let host = document.create_element("div").expect("div");
    document
        .body()
        .expect("body")
        .append_child(&host)
        .expect("append");
    // The banner with a Portuguese label, as the root of its own page.
    yew::Renderer::<UpdateBanner>::with_root_and_props(
        host.clone(),
        UpdateBannerProps {
            label: AttrValue::Static("Atualização disponível — recarregar"),
        },
    )
    .render();
    settle().await;
    let banner = host
        .query_selector(".update-banner")
        .ok()
        .flatten()
        .expect("banner");
    assert_eq!(banner.get_attribute("role").as_deref(), Some("status"));
    assert_eq!(
        banner.child_element_count(),
        0,
        "no button without an update"
    );
    assert!(LABEL.starts_with("Update available"));
}

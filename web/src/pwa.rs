//! The installable offline app: registers the service worker and offers a
//! new version to the user, never reloading by itself.
//!
//! `sw.js` is generated at every build by `web/pwa/precache.mjs` (a Trunk
//! `post_build` hook): it precaches every file of the build and serves them
//! cache-first. A new build installs a new worker that waits; the page then
//! shows [`crate::components::update_banner::UpdateBanner`], and only the
//! user's click activates it ([`apply_update`]) and reloads the page. Game
//! state lives in `localStorage`, which a reload keeps.
//!
//! Everything here degrades to doing nothing where service workers are not
//! available (plain `http://` on another host than `localhost`, old
//! browsers): the app then simply needs the network.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::js_sys::{Object, Reflect};
use web_sys::{
    ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState,
};
use yew::Callback;

/// The service worker script, relative to the page (the app's root).
pub const SCRIPT: &str = "sw.js";

/// How often a page left open asks the server for a new version, in
/// milliseconds (browsers check by themselves only when the page loads).
const UPDATE_CHECK_MS: u32 = 60 * 60 * 1000;

/// The message that lets a waiting worker take over (see `sw.template.js`).
const SKIP_WAITING: &str = "SKIP_WAITING";

/// The page's service worker container, if the browser offers one here.
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    // `navigator.serviceWorker` exists only in secure contexts.
    let present = Reflect::get(&navigator, &JsValue::from_str("serviceWorker"))
        .is_ok_and(|v| !v.is_undefined() && !v.is_null());
    present.then(|| navigator.service_worker())
}

/// Registers `sw.js` and calls `on_update` with the new worker whenever a new
/// version is installed and waiting (also when one was already waiting from
/// an earlier visit). The first installation is not an update and is not
/// reported. Call once per page.
pub fn register(on_update: Callback<ServiceWorker>) {
    let Some(container) = container() else {
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        // A failed registration (no sw.js, e.g. a development build) only
        // means no offline support.
        let Ok(registration) = JsFuture::from(container.register(SCRIPT)).await else {
            return;
        };
        let Ok(registration) = registration.dyn_into::<ServiceWorkerRegistration>() else {
            return;
        };
        watch(&registration, on_update);
    });
}

/// Whether `registration` has a new version waiting behind an active one.
fn waiting_update(registration: &ServiceWorkerRegistration) -> Option<ServiceWorker> {
    registration
        .active()
        .and(registration.waiting())
        .filter(|w| w.state() == ServiceWorkerState::Installed)
}

fn watch(registration: &ServiceWorkerRegistration, on_update: Callback<ServiceWorker>) {
    if let Some(worker) = waiting_update(registration) {
        on_update.emit(worker);
    }
    let reg = registration.clone();
    let on_update_found = Closure::<dyn FnMut()>::new(move || {
        let Some(installing) = reg.installing() else {
            return;
        };
        let (reg, on_update) = (reg.clone(), on_update.clone());
        let on_state_change = Closure::<dyn FnMut()>::new(move || {
            if let Some(worker) = waiting_update(&reg) {
                on_update.emit(worker);
            }
        });
        installing.set_onstatechange(Some(on_state_change.as_ref().unchecked_ref()));
        // Lives as long as the worker it listens to (one per new version).
        on_state_change.forget();
    });
    registration.set_onupdatefound(Some(on_update_found.as_ref().unchecked_ref()));
    // Lives as long as the page.
    on_update_found.forget();
    let reg = registration.clone();
    let check = gloo_timers::callback::Interval::new(UPDATE_CHECK_MS, move || {
        if let Ok(promise) = reg.update() {
            // Offline, the check fails quietly; the next one may succeed.
            wasm_bindgen_futures::spawn_local(async move {
                let _ = JsFuture::from(promise).await;
            });
        }
    });
    // Runs as long as the page.
    check.forget();
}

/// The user accepted the update: the waiting `worker` takes over and the page
/// reloads into the new version as soon as it controls the page.
pub fn apply_update(worker: &ServiceWorker) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let reload = move || {
        // Nothing sensible is left to do if even reloading fails.
        let _ = window.location().reload();
    };
    let Some(container) = container() else {
        reload();
        return;
    };
    if matches!(
        worker.state(),
        ServiceWorkerState::Activating
            | ServiceWorkerState::Activated
            | ServiceWorkerState::Redundant
    ) {
        // Another tab already accepted it.
        reload();
        return;
    }
    let on_controller_change = Closure::<dyn FnMut()>::new(reload);
    container.set_oncontrollerchange(Some(on_controller_change.as_ref().unchecked_ref()));
    on_controller_change.forget();
    let message = Object::new();
    if Reflect::set(
        &message,
        &JsValue::from_str("type"),
        &JsValue::from_str(SKIP_WAITING),
    )
    .is_ok()
    {
        let _ = worker.post_message(&message);
    }
}

//! The screen stays on while a clock runs (a club tablet must not dim and
//! lock in the middle of a game): the Screen Wake Lock API where the
//! browser has it. The browser drops the lock when the page is hidden, so
//! it is taken again when the page becomes visible; it is released when the
//! clock stops (a move that ends the game, a pause, the end of the game).
//!
//! The API is reached through `js_sys::Reflect`: web-sys has it only behind
//! its unstable-API flag, and a browser without it must simply be skipped.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// The browser's `navigator.wakeLock`, if it has one.
fn wake_lock() -> Option<JsValue> {
    let navigator = web_sys::window()?.navigator();
    js_sys::Reflect::get(&navigator, &JsValue::from_str("wakeLock"))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

/// Whether the browser can keep the screen on (for the settings to say).
pub fn wake_lock_supported() -> bool {
    wake_lock().is_some()
}

/// Calls the method `name` of `target` without arguments, or with `arg`.
fn call(target: &JsValue, name: &str, arg: Option<&JsValue>) -> Option<JsValue> {
    let f = js_sys::Reflect::get(target, &JsValue::from_str(name))
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?;
    match arg {
        Some(a) => f.call1(target, a).ok(),
        None => f.call0(target).ok(),
    }
}

/// The lock held, and whether one is wanted (a request answered after the
/// clock stopped is released at once).
#[derive(Default)]
struct Lock {
    wanted: bool,
    sentinel: Option<JsValue>,
}

fn request(lock: &Rc<RefCell<Lock>>) {
    let hidden = web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.hidden());
    let held = lock
        .borrow()
        .sentinel
        .as_ref()
        .is_some_and(|s| !released(s));
    if hidden || held {
        return;
    }
    let Some(api) = wake_lock() else {
        return;
    };
    let Some(promise) = call(&api, "request", Some(&JsValue::from_str("screen")))
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
    else {
        return;
    };
    let lock = lock.clone();
    wasm_bindgen_futures::spawn_local(async move {
        // Refused (no permission, page hidden meanwhile): the screen may dim,
        // as it would without the API.
        let Ok(sentinel) = wasm_bindgen_futures::JsFuture::from(promise).await else {
            return;
        };
        let mut l = lock.borrow_mut();
        if l.wanted {
            l.sentinel = Some(sentinel);
        } else {
            call(&sentinel, "release", None);
        }
    });
}

fn released(sentinel: &JsValue) -> bool {
    js_sys::Reflect::get(sentinel, &JsValue::from_str("released"))
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}

fn release(lock: &Rc<RefCell<Lock>>) {
    let mut l = lock.borrow_mut();
    l.wanted = false;
    if let Some(s) = l.sentinel.take() {
        call(&s, "release", None);
    }
}

/// Keeps the screen on while `clock_running`.
#[hook]
pub fn use_wake_lock(clock_running: bool) {
    let lock = use_mut_ref(Lock::default);
    use_effect_with(clock_running, move |&running| {
        let document = web_sys::window().and_then(|w| w.document());
        let mut listener = None;
        if running {
            lock.borrow_mut().wanted = true;
            request(&lock);
            let again = lock.clone();
            let on_visible = Closure::<dyn Fn()>::new(move || request(&again));
            if let Some(d) = &document {
                let _ = d.add_event_listener_with_callback(
                    "visibilitychange",
                    on_visible.as_ref().unchecked_ref(),
                );
            }
            listener = Some(on_visible);
        }
        move || {
            if let (Some(d), Some(l)) = (&document, &listener) {
                let _ = d.remove_event_listener_with_callback(
                    "visibilitychange",
                    l.as_ref().unchecked_ref(),
                );
            }
            release(&lock);
        }
    });
}

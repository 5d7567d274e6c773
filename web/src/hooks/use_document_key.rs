//! A key pressed anywhere on the page but in a form field: single-key
//! commands of a screen (T tells the times, 2023 Appendix D.2.6.1 and
//! D.2.10.4). A held key counts once.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// Whether `target` is a form field or inside `own_keys` (a CSS selector),
/// whose keys are their own.
fn in_field(target: Option<web_sys::EventTarget>, own_keys: &str) -> bool {
    target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| {
            matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                || el.closest(own_keys).ok().flatten().is_some()
        })
}

/// Calls `on_key` with each key pressed outside form fields and outside
/// the elements `own_keys` selects (dialogs, forms), without modifiers and
/// not held.
#[hook]
pub fn use_document_key(own_keys: &'static str, on_key: Callback<web_sys::KeyboardEvent>) {
    let latest = use_mut_ref(|| on_key.clone());
    *latest.borrow_mut() = on_key;
    use_effect_with((), move |_| {
        let listener =
            Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |e: web_sys::KeyboardEvent| {
                if e.repeat()
                    || e.ctrl_key()
                    || e.meta_key()
                    || e.alt_key()
                    || in_field(e.target(), own_keys)
                {
                    return;
                }
                let cb = latest.borrow().clone();
                cb.emit(e);
            });
        let document = web_sys::window().and_then(|w| w.document());
        if let Some(d) = &document {
            let _ =
                d.add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
        }
        let listener = Rc::new(RefCell::new(Some(listener)));
        move || {
            if let (Some(d), Some(l)) = (&document, listener.borrow_mut().take()) {
                let _ =
                    d.remove_event_listener_with_callback("keydown", l.as_ref().unchecked_ref());
            }
        }
    });
}

//! Where the player acted last: the screen's places (the play area, the
//! controls, the arbiter's panel) each carry `data-feedback-place`, and a
//! pointer or a key pressed inside one of them makes it the place where
//! the next answer is shown. Kept without drawing anything again: a place
//! that grew or shrank between a press and its release would move the
//! button pressed from under the pointer.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// The selector of a place.
const PLACE: &str = "[data-feedback-place]";

/// The place `target` is in, if any.
fn place_of(target: Option<web_sys::EventTarget>) -> Option<web_sys::Element> {
    target
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest(PLACE).ok().flatten())
}

/// Whether the player's last pointer or key press was in the place of the
/// element behind `node`; `None` until one was made in any place (a press
/// elsewhere, say in a dialog, changes nothing). Read when drawing.
#[hook]
pub fn use_acted_here(node: &NodeRef) -> Rc<Cell<Option<bool>>> {
    let here = (*use_memo((), |_| Rc::new(Cell::new(None::<bool>)))).clone();
    {
        let (node, here) = (node.clone(), here.clone());
        use_effect_with((), move |_| {
            let listener = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
                let Some(acted) = place_of(e.target()) else {
                    return;
                };
                let own = node
                    .cast::<web_sys::Element>()
                    .and_then(|n| n.closest(PLACE).ok().flatten());
                here.set(Some(own.as_ref() == Some(&acted)));
            });
            let document = web_sys::window().and_then(|w| w.document());
            // Captured, so the place is known before the action is answered.
            for kind in ["pointerdown", "keydown"] {
                if let Some(d) = &document {
                    let _ = d.add_event_listener_with_callback_and_bool(
                        kind,
                        listener.as_ref().unchecked_ref(),
                        true,
                    );
                }
            }
            let listener = Rc::new(RefCell::new(Some(listener)));
            move || {
                if let (Some(d), Some(l)) = (&document, listener.borrow_mut().take()) {
                    for kind in ["pointerdown", "keydown"] {
                        let _ = d.remove_event_listener_with_callback_and_bool(
                            kind,
                            l.as_ref().unchecked_ref(),
                            true,
                        );
                    }
                }
            }
        });
    }
    here
}

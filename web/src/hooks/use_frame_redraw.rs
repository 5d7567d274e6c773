//! Redraw at the first animation frame at or after an instant.
//!
//! The shown time must never be more than 100 ms off the true time, also on
//! a slow device. A timer set for the instant the text changes can fire
//! late when the main thread is busy, and the browser throttles timers; an
//! animation frame is the moment the screen is painted anyway, so checking
//! the time source once a frame and re-rendering only when the instant has
//! come keeps the display within one frame of the truth at almost no cost.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::time::now_ms;

type Frame = Rc<RefCell<Option<Closure<dyn FnMut()>>>>;

fn request(frame: &Frame) -> Option<i32> {
    let window = web_sys::window()?;
    let f = frame.borrow();
    window
        .request_animation_frame(f.as_ref()?.as_ref().unchecked_ref())
        .ok()
}

/// Re-renders the calling component at the first animation frame at or
/// after `at_ms` (the app's time source, [`now_ms`]); `None`: never.
#[hook]
pub fn use_frame_redraw(at_ms: Option<u64>) {
    let redraw = use_force_update();
    use_effect_with(at_ms, move |at| {
        let frame: Frame = Rc::new(RefCell::new(None));
        let handle = Rc::new(RefCell::new(None::<i32>));
        if let Some(at) = *at {
            let again = frame.clone();
            let h = handle.clone();
            *frame.borrow_mut() = Some(Closure::new(move || {
                if now_ms() >= at {
                    *h.borrow_mut() = None;
                    redraw.force_update();
                } else {
                    *h.borrow_mut() = request(&again);
                }
            }));
            *handle.borrow_mut() = request(&frame);
        }
        move || {
            if let (Some(id), Some(w)) = (handle.borrow_mut().take(), web_sys::window()) {
                let _ = w.cancel_animation_frame(id);
            }
            // Breaks the closure's reference to itself.
            frame.borrow_mut().take();
        }
    });
}

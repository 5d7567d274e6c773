//! The log of a game locked by the arbiter keeps every time the app left
//! the foreground during the game (another tab, another app, the screen
//! off, the page closed): `visibilitychange` to hidden, or `pagehide` while
//! still visible. The arbiter crate writes it into the game's record with
//! both clocks, so it is saved, and survives, like the game.
//!
//! A page that is closed cannot be relied on to write anything more: a
//! reload, a navigation away and back, a killed browser, or a second tab
//! opening the same game, are logged when the app opens again on a locked
//! game that goes on, with both clocks as they stand then.
//!
//! Coming back (visible again, or the app opened again) is logged with the
//! time away, counted from the first leave; when the arbiter set a limit
//! on it at setup, a longer leave holds play until the arbiter's PIN.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::state::{Action, AppState};

/// Logs the app leaving the foreground while `watching` (a locked game
/// that goes on).
#[hook]
pub fn use_foreground_log(watching: bool, dispatcher: UseReducerDispatcher<AppState>) {
    {
        // The app opened on a locked game already going on: it was left.
        let (dispatcher, at_start) = (dispatcher.clone(), watching);
        use_effect_with((), move |()| {
            if at_start {
                let (at, now) = (crate::time::minute_of_day(), crate::time::now_ms());
                dispatcher.dispatch(Action::LeftApp(at, now));
                dispatcher.dispatch(Action::ReturnedToApp(at, now));
            }
        });
    }
    use_effect_with(watching, move |&watching| {
        let window = web_sys::window();
        let document = window.as_ref().and_then(|w| w.document());
        let mut listeners = None;
        if let (true, Some(w), Some(d)) = (watching, &window, &document) {
            let left = {
                let dispatcher = dispatcher.clone();
                move || {
                    dispatcher.dispatch(Action::LeftApp(
                        crate::time::minute_of_day(),
                        crate::time::now_ms(),
                    ))
                }
            };
            let on_visibility = {
                let (left, d) = (left.clone(), d.clone());
                Closure::<dyn Fn()>::new(move || {
                    if d.hidden() {
                        left();
                    } else {
                        dispatcher.dispatch(Action::ReturnedToApp(
                            crate::time::minute_of_day(),
                            crate::time::now_ms(),
                        ));
                    }
                })
            };
            // Closing a visible page: hidden comes first where the browser
            // sends it, so this logs only a page that was never hidden.
            let on_pagehide = {
                let d = d.clone();
                Closure::<dyn Fn()>::new(move || {
                    if !d.hidden() {
                        left();
                    }
                })
            };
            let _ = d.add_event_listener_with_callback(
                "visibilitychange",
                on_visibility.as_ref().unchecked_ref(),
            );
            let _ = w
                .add_event_listener_with_callback("pagehide", on_pagehide.as_ref().unchecked_ref());
            listeners = Some((on_visibility, on_pagehide));
        }
        move || {
            if let (Some(w), Some(d), Some((v, p))) = (&window, &document, &listeners) {
                let _ = d.remove_event_listener_with_callback(
                    "visibilitychange",
                    v.as_ref().unchecked_ref(),
                );
                let _ =
                    w.remove_event_listener_with_callback("pagehide", p.as_ref().unchecked_ref());
            }
        }
    });
}

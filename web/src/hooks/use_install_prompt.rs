//! The "Install app" button: shown when the browser offers to install the
//! app (`beforeinstallprompt`, kept to be shown on the player's click),
//! hidden once it is installed (`appinstalled`) or when it already runs as
//! the installed app. Browsers without the event (Safari, Firefox) install
//! from their own menus, so there is no button there.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// Whether the page runs as the installed app.
fn standalone() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(display-mode: standalone)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// The install action while the browser offers one.
#[hook]
pub fn use_install_prompt() -> Option<Callback<MouseEvent>> {
    let offer = use_state(|| None::<Rc<JsValue>>);
    {
        let offer = offer.clone();
        use_effect_with((), move |_| {
            let window = web_sys::window();
            let keep = {
                let offer = offer.clone();
                Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
                    // Shown by the button, not by the browser's mini-bar.
                    e.prevent_default();
                    if !standalone() {
                        offer.set(Some(Rc::new(e.into())));
                    }
                })
            };
            let installed = {
                let offer = offer.clone();
                Closure::<dyn Fn()>::new(move || offer.set(None))
            };
            if let Some(w) = &window {
                let _ = w.add_event_listener_with_callback(
                    "beforeinstallprompt",
                    keep.as_ref().unchecked_ref(),
                );
                let _ = w.add_event_listener_with_callback(
                    "appinstalled",
                    installed.as_ref().unchecked_ref(),
                );
            }
            move || {
                if let Some(w) = &window {
                    let _ = w.remove_event_listener_with_callback(
                        "beforeinstallprompt",
                        keep.as_ref().unchecked_ref(),
                    );
                    let _ = w.remove_event_listener_with_callback(
                        "appinstalled",
                        installed.as_ref().unchecked_ref(),
                    );
                }
            }
        });
    }
    let event = (*offer).clone()?;
    Some(Callback::from(move |_: MouseEvent| {
        // The browser's own dialog; an event can be shown only once, so the
        // button goes until the browser offers again.
        if let Ok(prompt) = js_sys::Reflect::get(&event, &JsValue::from_str("prompt"))
            .and_then(|f| f.dyn_into::<js_sys::Function>())
        {
            let _ = prompt.call0(&event);
        }
        offer.set(None);
    }))
}

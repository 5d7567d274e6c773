//! Move the focus to an element that the next render creates.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

/// Returns a callback that, given an element id, focuses that element once
/// the render it causes is done: after a list row is added or removed, the
/// element to focus may not exist yet when the click is handled.
#[hook]
pub fn use_focus_after_render() -> Callback<String> {
    let target = use_state(|| None::<String>);
    {
        let target = target.clone();
        use_effect_with((*target).clone(), move |id| {
            if let Some(id) = id {
                let element = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.get_element_by_id(id))
                    .and_then(|e| e.dyn_into::<HtmlElement>().ok());
                if let Some(e) = element {
                    let _ = e.focus();
                }
                // Ready for the next request, even for the same id.
                target.set(None);
            }
        });
    }
    Callback::from(move |id: String| target.set(Some(id)))
}

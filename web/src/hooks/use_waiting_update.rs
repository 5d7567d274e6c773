//! The new version of the app installed and waiting, if any: the service
//! worker is registered once, when the component first renders.

use web_sys::ServiceWorker;
use yew::prelude::*;

/// Registers the service worker (see [`crate::pwa::register`]) and returns
/// the new version's worker once one waits. Call from one component that
/// stays for the page's lifetime.
#[hook]
pub fn use_waiting_update() -> Option<ServiceWorker> {
    let waiting = use_state(|| None::<ServiceWorker>);
    {
        let waiting = waiting.clone();
        use_effect_with((), move |_| {
            crate::pwa::register(Callback::from(move |worker| waiting.set(Some(worker))));
        });
    }
    (*waiting).clone()
}

//! The words of the language shown: its pack is fetched when the language
//! becomes the interface's without one (another tab chose it, say), and the
//! interface is drawn again once it is in. The settings dialog and the start
//! read the pack before they switch, so this is the fallback.

use yew::prelude::*;

use crate::lang::Lang;
use crate::words::i18n::pack;

/// Loads `lang`'s pack if it is not in, then emits `on_loaded` with
/// whether it came in.
#[hook]
pub fn use_language_pack(lang: Lang, on_loaded: Callback<bool>) {
    use_effect_with(lang, move |lang| {
        if !pack::is_loaded(*lang) {
            with_words(*lang, move |loaded| on_loaded.emit(loaded));
        }
    });
}

/// Runs `then` once `lang`'s words are in: at once if they are, else after
/// fetching its pack; `then` hears whether they came in.
pub fn with_words(lang: Lang, then: impl FnOnce(bool) + 'static) {
    if pack::is_loaded(lang) {
        then(true);
    } else {
        wasm_bindgen_futures::spawn_local(async move {
            then(pack::load(lang).await.is_ok());
        });
    }
}

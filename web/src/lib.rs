//! Rochade's browser application (Yew, client-side rendering).
//!
//! The binary (`main.rs`) only calls [`run`]; everything else lives here so
//! that the in-browser tests can mount components.

pub mod analysis;
pub mod app;
pub mod archive;
pub mod choice;
pub mod commands;
pub mod components;
pub mod context;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod fixtures;
pub mod focus;
pub mod hooks;
pub mod imported;
pub mod lang;
pub mod notice;
pub mod pieces;
pub mod pwa;
pub mod settings;
pub mod split;
pub mod start;
pub mod state;
pub mod storage;
#[cfg(test)]
mod test_support;
pub mod time;
pub mod time_control_draft;
pub mod transfer;
pub mod voice;
pub mod words;
pub mod worker;

/// Mounts the application on the document's body, once the stored values
/// are read (the first render shows the saved game, in the language of
/// the settings).
pub fn run() {
    split::init();
    wasm_bindgen_futures::spawn_local(async {
        // Fetched beside the store and the words, not after them.
        let rest = split::before_first_render();
        storage::open().await;
        // The first render is in the language it will stay in: its pack is
        // read first (English's if it cannot be).
        words::i18n::pack::load_first(start::initial_lang()).await;
        if let Some(rest) = rest {
            // Not in: its functions are read at once, as on a first visit.
            let _ = rest.await;
        }
        // The app mounts the update banner itself, with a translated label.
        yew::Renderer::<app::App>::new().render();
        split::fetch_soon();
    });
}

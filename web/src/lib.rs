//! Rochade's browser application (Yew, client-side rendering).
//!
//! The binary (`main.rs`) only calls [`run`]; everything else lives here so
//! that the in-browser tests can mount components.

pub mod app;
pub mod pwa;

/// Mounts the application on the document's body.
pub fn run() {
    yew::Renderer::<app::App>::new().render();
    pwa::mount();
}

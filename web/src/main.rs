//! Rochade's browser application (Yew, client-side rendering).

mod app;

fn main() {
    yew::Renderer::<app::App>::new().render();
}

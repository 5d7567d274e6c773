//! Entry point of the wasm binary that Trunk builds.

fn main() {
    rochade_web::run();
}

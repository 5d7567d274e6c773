//! Entry point of the wasm binary that Trunk builds.

/// The page's allocator (see `Cargo.toml`).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: rlsf::SmallGlobalTlsf = rlsf::SmallGlobalTlsf::new();

fn main() {
    rochade_web::run();
}

//! `cargo xtask serve`: bootstrap the build's tools, build, and serve `dist/`
//! on loopback.

use crate::bootstrap::{self, Level};
use crate::step::{self, Result};
use crate::{build, root};

/// Serves the built app at `http://127.0.0.1:<port>/` until interrupted,
/// with the same static server the end-to-end tests use. Only the build's
/// tools are installed: serving needs no browser, no root and no `tests/`.
pub fn run(port: u16) -> Result<()> {
    let tools = bootstrap::run(Level::Build)?;
    build::release(&tools)?;
    build::print_size()?;
    println!("\nRochade is served at http://127.0.0.1:{port}/ (Ctrl-C stops it)");
    step::run_unlimited(
        "serve dist/",
        tools
            .command("node")
            .arg(bootstrap::build_node_dir().join("server.mjs"))
            .arg(root().join("dist"))
            .arg(port.to_string()),
    )
}

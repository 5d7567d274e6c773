//! `cargo xtask serve`: bootstrap, build, and serve `dist/` on loopback.

use crate::step::{self, Result};
use crate::{bootstrap, build, root};

/// Serves the built app at `http://127.0.0.1:<port>/` until interrupted,
/// with the same static server the end-to-end tests use.
pub fn run(port: u16) -> Result<()> {
    let tools = bootstrap::run()?;
    build::release(&tools)?;
    build::print_size()?;
    println!("\nRochade is served at http://127.0.0.1:{port}/ (Ctrl-C stops it)");
    step::run_unlimited(
        "serve dist/",
        tools
            .command("node")
            .arg(root().join("tests").join("server.mjs"))
            .arg(root().join("dist"))
            .arg(port.to_string()),
    )
}

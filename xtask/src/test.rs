//! `cargo xtask test`: every check the project has, in order of speed.

use std::time::Instant;

use crate::bootstrap::{self, Level};
use crate::step::{self, Result};
use crate::{build, package, root};

/// The crates with in-browser tests (`wasm-bindgen-test`), run in headless
/// Chromium through ChromeDriver.
const BROWSER_TEST_CRATES: &[&str] = &["rochade-web"];

pub fn run() -> Result<()> {
    let start = Instant::now();
    let tools = bootstrap::run(Level::Test)?;
    let root = root();

    step::run(
        "formatting (cargo fmt --check)",
        tools
            .command("cargo")
            .args(["fmt", "--all", "--", "--check"])
            .current_dir(&root),
    )?;
    step::run(
        "lints (cargo clippy -D warnings)",
        tools
            .command("cargo")
            .args([
                "clippy",
                "--workspace",
                "--all-targets",
                "--",
                "-D",
                "warnings",
            ])
            .current_dir(&root),
    )?;
    step::run(
        "native tests of all crates (cargo test --workspace)",
        tools
            .command("cargo")
            .args(["test", "--workspace"])
            .current_dir(&root),
    )?;
    build::release(&tools)?;
    // Before the slow browser tests: a build over its budget fails at once.
    build::check_size()?;
    for krate in BROWSER_TEST_CRATES {
        step::run(
            &format!("in-browser tests of {krate} (wasm-bindgen-test, headless Chromium)"),
            tools
                .wasm_command("cargo")
                .args(["test", "-p", krate, "--target", "wasm32-unknown-unknown"])
                .env(
                    "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER",
                    "wasm-bindgen-test-runner",
                )
                .env("CHROMEDRIVER", "/usr/bin/chromedriver")
                .env_remove("GECKODRIVER")
                .env_remove("SAFARIDRIVER")
                .current_dir(&root),
        )?;
    }
    // The npm package, installed from its tarball as a user installs it.
    package::test(&tools)?;
    step::run(
        "end-to-end tests (tests/, Playwright + headless Chromium against dist/)",
        tools
            .command("node")
            // No test may hang the run: each has 3 minutes.
            .args([
                "--test",
                "--test-concurrency=1",
                "--test-timeout=180000",
                "e2e/",
            ])
            .env("ROCHADE_DIST", root.join("dist"))
            .env(
                "ROCHADE_CAISSIFY_PYTHON",
                bootstrap::caissify_venv().join("bin").join("python"),
            )
            .current_dir(root.join("tests")),
    )?;
    build::print_size()?;
    println!(
        "\nAll checks passed in {:.0} s.",
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

//! Rochade's tasks, run as `cargo xtask <task>` (the alias lives in
//! `.cargo/config.toml`).
//!
//! - `serve`: bootstrap the build's tools if needed (no root, no browser:
//!   [`bootstrap::Level::Build`]), build the app and serve `dist/` on
//!   <http://127.0.0.1:8080/>.
//! - `test`: bootstrap the tools if needed and run every check: formatting,
//!   clippy, native tests, the release wasm build, the in-browser tests and
//!   the end-to-end tests; fails when a shipped wasm is over its size budget
//!   and prints the shipped size at the end.
//! - `bootstrap`: only install the tools (those of `test`: Chromium, the
//!   tests' Node packages and the Python TRF reader of the round's
//!   end-to-end test included).
//! - `build`: bootstrap the build's tools (as `serve`) and build `dist/`.
//! - `size`: print the size of the wasm, JS and CSS in `dist/` and check
//!   the wasm against its budget (`build::SIZE_BUDGETS`).
//! - `package`: the npm package `rochade` (the rules core for JavaScript)
//!   in `target/npm/rochade/` and its tarball in `target/npm/`
//!   ([`package`]); `package-test` builds it and tests it as `test` does
//!   (installed from the tarball like a user); `package-bench` builds it and runs the benchmark
//!   against chess.js and chessops (`tests/bench/npm.mjs`; not part of
//!   `test`).
//! - `split-profile`: the profile of a first visit that splits the page's
//!   wasm in two ([`split`]): build, instrument, drive first visits in
//!   Chromium (`tests/bench/split_profile.mjs`), write
//!   `web/first-visit-functions.txt`, build again.
//! - `fuzz [--runs N] [SECONDS] [TARGET…]`: run every fuzz target (or the
//!   ones named) for SECONDS each (default 60), or to N runs with SECONDS
//!   as a cap, on nightly; fails on a crash, naming the input (see
//!   [`fuzz`]). Not part of `test`.
//!
//! The environment variable `ROCHADE_RUST=debian` forces the fallback
//! toolchain (Debian 13's packaged Rust 1.85, see [`debian`]) for the wasm
//! build, as used when rustup cannot reach its server.

mod bootstrap;
mod build;
mod debian;
mod fuzz;
mod package;
mod serve;
mod split;
mod step;
mod test;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bootstrap::Level;

const USAGE: &str = "usage: cargo xtask <serve|test|bootstrap|build|size|package|package-test|package-bench|fuzz|split-profile> [--port N] [--runs N] [SECONDS] [TARGET…]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("serve") => serve::run(port_arg(&args)),
        Some("test") => test::run(),
        Some("bootstrap") => bootstrap::run(Level::Test).map(|_| ()),
        Some("build") => bootstrap::run(Level::Build).and_then(|tools| build::release(&tools)),
        Some("size") => build::print_size().and_then(|()| build::check_size()),
        Some("package") => {
            bootstrap::run(Level::Package).and_then(|tools| package::build(&tools).map(|_| ()))
        }
        Some("package-test") => {
            bootstrap::run(Level::PackageTest).and_then(|tools| package::test(&tools))
        }
        Some("package-bench") => {
            bootstrap::run(Level::PackageTest).and_then(|tools| package::bench(&tools))
        }
        Some("fuzz") => fuzz::run(&args[1..]),
        Some("split-profile") => {
            bootstrap::run(Level::Test).and_then(|tools| split_profile(&tools))
        }
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("\nxtask: FAILED: {err}");
            ExitCode::FAILURE
        }
    }
}

/// `split-profile`: the page built whole, instrumented, and driven through
/// first visits in Chromium (`tests/bench/split_profile.mjs`); the functions
/// that ran become the first part of the page's wasm ([`split::PROFILE`]).
fn split_profile(tools: &bootstrap::Tools) -> step::Result<()> {
    build::trunk_build(tools)?;
    let out = root().join("target/split-profile");
    let names = split::instrument_copy(&root().join("dist"), &out)
        .or_else(|e| step::fail("instrument the page", e.to_string()))?;
    build::precache(tools, &out)?;
    let hits_file = out.join("hits.json");
    step::run(
        "first visits in Chromium (tests/bench/split_profile.mjs)",
        tools
            .command("node")
            .args(["bench/split_profile.mjs"])
            .arg(&out)
            .arg(&hits_file)
            .current_dir(root().join("tests")),
    )?;
    let text = std::fs::read_to_string(&hits_file)
        .or_else(|e| step::fail("read the hits", e.to_string()))?;
    let hits: Vec<usize> = text
        .trim()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .split(',')
        .filter_map(|n| n.trim().parse().ok())
        .collect();
    let kept = split::write_profile(&root(), &names, &hits)
        .or_else(|e| step::fail("write the profile", e.to_string()))?;
    println!(
        "    {kept} functions of {} ran before the first move: {}",
        names.len(),
        split::PROFILE
    );
    build::release(tools)
}

fn port_arg(args: &[String]) -> u16 {
    args.windows(2)
        .find(|w| w[0] == "--port")
        .and_then(|w| w[1].parse().ok())
        .unwrap_or(8080)
}

/// The workspace root (the parent of this crate's directory).
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

/// Where downloaded tools that are not on the system live: outside the
/// repository so a clean clone reuses them.
pub fn cache_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("ROCHADE_CACHE") {
        return PathBuf::from(dir);
    }
    let home = std::env::var_os("HOME").unwrap_or_else(|| "/tmp".into());
    PathBuf::from(home).join(".cache").join("rochade")
}

//! `cargo xtask package`: the npm package `rochade` (the rules core for
//! JavaScript, `crates/js`) in `target/npm/rochade/` and its `npm pack`
//! tarball in `target/npm/`; and `cargo xtask package-test` /
//! `package-bench`, which install that tarball like a user and test or
//! measure it (`tests/npm/`).
//!
//! The wasm is built with the release profile, given its JavaScript glue
//! by wasm-bindgen (`--target web`: one glue for browsers, bundlers and
//! Node, each entry handing it the wasm its own way) and optimised for
//! speed with wasm-opt -O3: perft and PGN reading are what the package is
//! compared on.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::bootstrap::Tools;
use crate::root;
use crate::step::{self, Result, StepError};

const STEP: &str = "npm package";

fn io<T>(what: &str, r: std::io::Result<T>) -> Result<T> {
    r.map_err(|e| StepError {
        step: STEP.into(),
        detail: format!("{what}: {e}"),
    })
}

/// `target/npm`.
pub fn out_dir() -> PathBuf {
    root().join("target").join("npm")
}

/// Builds the package and its tarball; returns the tarball's path.
pub fn build(tools: &Tools) -> Result<PathBuf> {
    let root = root();
    step::run(
        "wasm of the rules core for JavaScript (cargo build -p rochade-js, release)",
        tools
            .wasm_command("cargo")
            .args([
                "build",
                "-p",
                "rochade-js",
                "--release",
                "--target",
                "wasm32-unknown-unknown",
            ])
            .current_dir(&root),
    )?;
    let out = out_dir();
    let pkg = out.join("rochade");
    if pkg.exists() {
        io("clearing target/npm/rochade", std::fs::remove_dir_all(&pkg))?;
    }
    io("creating target/npm/rochade", std::fs::create_dir_all(&pkg))?;
    let wasm = root.join("target/wasm32-unknown-unknown/release/rochade_js.wasm");
    step::run(
        "JavaScript glue (wasm-bindgen --target web)",
        tools
            .command("wasm-bindgen")
            .arg(&wasm)
            .args([
                "--target",
                "web",
                "--out-name",
                "rochade",
                "--no-typescript",
            ])
            .arg("--out-dir")
            .arg(&pkg),
    )?;
    let bg = pkg.join("rochade_bg.wasm");
    step::run(
        "optimise the wasm for speed (wasm-opt -O3)",
        tools
            .command("wasm-opt")
            .arg(&bg)
            .args(["-O3", "--strip-producers", "--strip-target-features"])
            .arg("-o")
            .arg(&bg),
    )?;
    let src = root.join("crates/js/npm");
    for file in ["index.js", "node.js", "index.d.ts", "README.md"] {
        io(
            &format!("copying {file}"),
            std::fs::copy(src.join(file), pkg.join(file)),
        )?;
    }
    io(
        "writing package.json",
        std::fs::write(pkg.join("package.json"), package_json(&version()?)),
    )?;
    for old in io("listing target/npm", std::fs::read_dir(&out))?.flatten() {
        if old.file_name().to_string_lossy().ends_with(".tgz") {
            io("removing an old tarball", std::fs::remove_file(old.path()))?;
        }
    }
    step::run(
        "tarball (npm pack)",
        tools
            .command("npm")
            .args(["pack", "--silent", "--pack-destination"])
            .arg(&out)
            .current_dir(&pkg),
    )?;
    let tarball = io("finding the tarball", std::fs::read_dir(&out))?
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "tgz"))
        .ok_or_else(|| StepError {
            step: STEP.into(),
            detail: "npm pack wrote no tarball".into(),
        })?;
    print_sizes(&bg, &tarball);
    Ok(tarball)
}

/// The workspace's version (the package's), from the root `Cargo.toml`.
fn version() -> Result<String> {
    let toml = io(
        "reading Cargo.toml",
        std::fs::read_to_string(root().join("Cargo.toml")),
    )?;
    let mut in_package = false;
    for line in toml.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_package = line == "[workspace.package]";
        } else if in_package {
            if let Some(v) = line.strip_prefix("version") {
                let v = v
                    .trim_start()
                    .trim_start_matches('=')
                    .trim()
                    .trim_matches('"');
                return Ok(v.to_string());
            }
        }
    }
    step::fail(STEP, "no version in [workspace.package] of Cargo.toml")
}

fn package_json(version: &str) -> String {
    format!(
        r#"{{
  "name": "rochade",
  "version": "{version}",
  "description": "The FIDE Laws of Chess in WebAssembly: legal moves, SAN in any language, FEN, PGN, Chess960, dead positions, draw claims by edition, the spoken FIDE scheme",
  "type": "module",
  "exports": {{
    ".": {{
      "types": "./index.d.ts",
      "node": "./node.js",
      "default": "./index.js"
    }},
    "./rochade_bg.wasm": "./rochade_bg.wasm",
    "./package.json": "./package.json"
  }},
  "main": "./node.js",
  "types": "./index.d.ts",
  "files": [
    "index.js",
    "node.js",
    "index.d.ts",
    "rochade.js",
    "rochade_bg.wasm",
    "README.md"
  ],
  "sideEffects": [
    "./index.js",
    "./node.js"
  ],
  "engines": {{
    "node": ">=18"
  }},
  "keywords": [
    "chess",
    "fide",
    "laws-of-chess",
    "chess960",
    "pgn",
    "fen",
    "san",
    "wasm"
  ],
  "license": "MIT OR Apache-2.0"
}}
"#
    )
}

fn gzip_len(file: &Path) -> Option<u64> {
    let out = Command::new("gzip")
        .args(["-9", "-c"])
        .arg(file)
        .output()
        .ok()?;
    out.status.success().then_some(out.stdout.len() as u64)
}

fn print_sizes(wasm: &Path, tarball: &Path) {
    let raw = std::fs::metadata(wasm).map_or(0, |m| m.len());
    let gz = gzip_len(wasm).unwrap_or(0);
    let tgz = std::fs::metadata(tarball).map_or(0, |m| m.len());
    println!("\n    rochade_bg.wasm: {raw} B, {gz} B gzip -9");
    println!("    {}: {tgz} B", tarball.display());
}

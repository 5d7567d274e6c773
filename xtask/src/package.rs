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
        "optimise the wasm for speed (wasm-opt -O2)",
        tools
            .command("wasm-opt")
            .arg(&bg)
            .args(["-O2", "--strip-producers", "--strip-target-features"])
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

fn print_sizes(wasm: &Path, tarball: &Path) {
    let raw = std::fs::metadata(wasm).map_or(0, |m| m.len());
    let gz = crate::build::gzip_len(wasm).unwrap_or(0);
    let tgz = std::fs::metadata(tarball).map_or(0, |m| m.len());
    println!("\n    rochade_bg.wasm: {raw} B, {gz} B gzip -9");
    println!("    {}: {tgz} B", tarball.display());
}

/// A fresh folder with the tarball installed by npm from the file, with no
/// network, as a user installs it; `target/npm/<name>/`.
fn install(tools: &Tools, tarball: &Path, name: &str) -> Result<PathBuf> {
    let dir = out_dir().join(name);
    if dir.exists() {
        io("clearing the install folder", std::fs::remove_dir_all(&dir))?;
    }
    io("creating the install folder", std::fs::create_dir_all(&dir))?;
    io(
        "writing the install folder's package.json",
        std::fs::write(
            dir.join("package.json"),
            "{ \"name\": \"rochade-user\", \"private\": true, \"type\": \"module\" }\n",
        ),
    )?;
    step::run(
        "install the tarball into an empty folder (npm install --offline)",
        tools
            .command("npm")
            .args([
                "install",
                "--offline",
                "--no-audit",
                "--no-fund",
                "--ignore-scripts",
            ])
            .arg(tarball)
            .current_dir(&dir),
    )?;
    Ok(dir)
}

/// Copies `files` of `from` into `dir`.
fn copy_into(from: &Path, files: &[&str], dir: &Path) -> Result<()> {
    for f in files {
        io(
            &format!("copying {f}"),
            std::fs::copy(from.join(f), dir.join(f)),
        )?;
    }
    Ok(())
}

/// Makes the JavaScript peers (chess.js, chessops, locked in
/// `tests/bench/pgn-peers`) and playwright-core (`tests/`) importable in
/// `dir`, after the user's own examples have run without them.
fn link_peers(tools: &Tools, dir: &Path) -> Result<()> {
    let root = root();
    let peers = root.join("tests/bench/pgn-peers/node_modules");
    if !peers.join("chess.js").exists() || !peers.join("chessops").exists() {
        step::run(
            "JavaScript peers chess.js and chessops from their lockfile (npm ci)",
            tools
                .command("npm")
                .args(["ci", "--no-audit", "--no-fund"])
                .current_dir(root.join("tests/bench/pgn-peers")),
        )?;
    }
    let tests = root.join("tests/node_modules");
    for (base, name) in [
        (&peers, "chess.js"),
        (&peers, "chessops"),
        (&peers, "@badrap"),
        (&tests, "playwright-core"),
    ] {
        let target = base.join(name);
        if !target.exists() {
            return step::fail(
                STEP,
                format!(
                    "{} is missing: run `npm ci` in {}",
                    target.display(),
                    base.parent()
                        .map_or(String::new(), |p| p.display().to_string())
                ),
            );
        }
        let link = dir.join("node_modules").join(name);
        if !link.exists() {
            io(
                &format!("linking {name}"),
                std::os::unix::fs::symlink(&target, &link),
            )?;
        }
    }
    Ok(())
}

/// The JavaScript code blocks of the package's README, each as a module.
fn readme_examples(dir: &Path) -> Result<Vec<String>> {
    let readme = io(
        "reading the README",
        std::fs::read_to_string(root().join("crates/js/npm/README.md")),
    )?;
    let mut names = Vec::new();
    let mut block: Option<String> = None;
    for line in readme.lines() {
        match (&mut block, line.trim_end()) {
            (None, "```js") => block = Some(String::new()),
            (Some(code), "```") => {
                let name = format!("readme-{}.mjs", names.len() + 1);
                io(
                    &format!("writing {name}"),
                    std::fs::write(dir.join(&name), &code),
                )?;
                names.push(name);
                block = None;
            }
            (Some(code), l) => {
                code.push_str(l);
                code.push('\n');
            }
            (None, _) => {}
        }
    }
    Ok(names)
}

/// `cargo xtask test`'s part: builds the package, installs it like a user
/// and runs the README's examples, the example script, the differential
/// test against chess.js and the example page in headless Chromium.
pub fn test(tools: &Tools) -> Result<()> {
    let tarball = build(tools)?;
    let dir = install(tools, &tarball, "try")?;
    let tests = root().join("tests/npm");
    copy_into(
        &tests,
        &[
            "example.mjs",
            "example.html",
            "differential.test.mjs",
            "fuzz.test.mjs",
            "page.test.mjs",
        ],
        &dir,
    )?;
    step::run(
        "the package's example script in Node",
        tools.command("node").arg("example.mjs").current_dir(&dir),
    )?;
    for example in readme_examples(&dir)? {
        step::run(
            &format!("the package README's example {example} in Node"),
            tools.command("node").arg(&example).current_dir(&dir),
        )?;
    }
    link_peers(tools, &dir)?;
    // chess.js takes milliseconds a position: 60 random games here (about
    // a minute on the shared machine); ROCHADE_DIFF_GAMES=2000 for all.
    let games = std::env::var("ROCHADE_DIFF_GAMES").unwrap_or_else(|_| "60".into());
    step::run(
        &format!(
            "the package against chess.js ({games} random games), fuzzed, and its example page in headless Chromium"
        ),
        tools
            .command("node")
            .env("ROCHADE_DIFF_GAMES", &games)
            .args([
                "--test",
                "--test-concurrency=1",
                "--test-timeout=180000",
                "differential.test.mjs",
                "fuzz.test.mjs",
                "page.test.mjs",
            ])
            .current_dir(&dir),
    )
}

/// `cargo xtask package-bench`: the package against chess.js and chessops
/// in one run (`tests/bench/npm.mjs`).
pub fn bench(tools: &Tools) -> Result<()> {
    let tarball = build(tools)?;
    let dir = install(tools, &tarball, "bench")?;
    copy_into(&root().join("tests/bench"), &["npm.mjs"], &dir)?;
    link_peers(tools, &dir)?;
    step::run(
        "benchmark: rochade, chess.js and chessops (tests/bench/npm.mjs)",
        tools
            .command("node")
            .arg("npm.mjs")
            .arg(&tarball)
            .current_dir(&dir),
    )
}

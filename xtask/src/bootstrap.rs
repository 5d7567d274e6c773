//! The toolchain bootstrap: installs, idempotently, everything the build and
//! the tests need on a fresh machine, and is quick when all is in place.
//!
//! 1. the `wasm32-unknown-unknown` target (rustup; or Debian 13's packaged
//!    Rust 1.85 when rustup cannot download or `ROCHADE_RUST=debian`);
//! 2. Chromium and ChromeDriver (Debian packages);
//! 3. the Node packages of `tests/` (`npm ci` from the lockfile: Playwright
//!    and `binaryen`, whose `wasm-opt` 132 Trunk uses);
//! 4. `wasm-bindgen-cli` at the version in `Cargo.lock`;
//! 5. Trunk 0.21.14;
//! 6. for `cargo xtask test` only ([`for_test`]; `serve` and `build` do not
//!    need it): a Python virtual environment in `target/caissify-venv` with
//!    the TRF reader of `caissify-pairings` at the version and hashes of
//!    `tests/requirements.txt`, which the round's end-to-end test reads the
//!    written TRF with (Debian's `python3-venv` for it).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::step::{self, Result, fail};
use crate::{debian, root};

/// The Trunk release the project builds with (0.22 needs a newer rustc).
pub const TRUNK_VERSION: &str = "0.21.14";

/// What the build and test steps need to know about the installed tools.
#[derive(Debug, Default)]
pub struct Tools {
    /// Directories put in front of `PATH`.
    pub path: Vec<PathBuf>,
    /// Extra environment for wasm builds (set by the Debian fallback).
    pub wasm_env: Vec<(String, OsString)>,
}

impl Tools {
    /// A command with the tools' `PATH`.
    pub fn command(&self, program: &str) -> Command {
        let mut cmd = Command::new(program);
        cmd.env("PATH", self.path_var());
        cmd
    }

    /// A command for a wasm build: the tools' `PATH` plus the fallback
    /// toolchain's environment, if any.
    pub fn wasm_command(&self, program: &str) -> Command {
        let mut cmd = self.command(program);
        for (k, v) in &self.wasm_env {
            cmd.env(k, v);
        }
        cmd
    }

    fn path_var(&self) -> OsString {
        let mut parts: Vec<PathBuf> = self.path.clone();
        if let Some(p) = std::env::var_os("PATH") {
            parts.extend(std::env::split_paths(&p));
        }
        std::env::join_paths(parts).unwrap_or_default()
    }
}

/// Runs the whole bootstrap.
pub fn run() -> Result<Tools> {
    println!("Bootstrapping Rochade's toolchain (minutes on a fresh machine, seconds after).");
    let mut tools = Tools {
        path: vec![node_bin(), cargo_bin()],
        ..Tools::default()
    };
    wasm_target(&mut tools)?;
    chromium()?;
    node_packages()?;
    wasm_bindgen(&tools)?;
    trunk(&tools)?;
    println!("\nBootstrap complete.");
    Ok(tools)
}

/// Everything `cargo xtask test` needs: [`run`]'s tools and the Python
/// TRF reader of the round's end-to-end test ([`caissify_venv`]).
pub fn for_test() -> Result<Tools> {
    let tools = run()?;
    python_venv()?;
    Ok(tools)
}

/// The virtual environment of the TRF reader no one here wrote
/// (`caissify-pairings`), under `target/` so that `cargo clean` removes it.
pub fn caissify_venv() -> PathBuf {
    root().join("target").join("caissify-venv")
}

/// Only the tools the npm package needs (wasm32 target, wasm-opt from
/// tests/' Node packages, wasm-bindgen-cli): no Chromium, no Trunk.
pub fn for_package() -> Result<Tools> {
    let mut tools = Tools {
        path: vec![node_bin(), cargo_bin()],
        ..Tools::default()
    };
    wasm_target(&mut tools)?;
    node_packages()?;
    wasm_bindgen(&tools)?;
    Ok(tools)
}

fn node_bin() -> PathBuf {
    root().join("tests").join("node_modules").join(".bin")
}

fn cargo_bin() -> PathBuf {
    if let Some(home) = std::env::var_os("CARGO_HOME") {
        return PathBuf::from(home).join("bin");
    }
    let home = std::env::var_os("HOME").unwrap_or_else(|| "/root".into());
    PathBuf::from(home).join(".cargo").join("bin")
}

fn wasm_target(tools: &mut Tools) -> Result<()> {
    const STEP: &str = "wasm32 target";
    if std::env::var("ROCHADE_RUST").is_ok_and(|v| v == "debian") {
        step::announce(
            "wasm32 target: ROCHADE_RUST=debian forces the Debian 13 Rust 1.85 fallback",
        );
        tools.wasm_env = debian::ensure()?;
        return Ok(());
    }
    let installed = step::output(Command::new("rustup").args(["target", "list", "--installed"]))
        .unwrap_or_default();
    if installed
        .lines()
        .any(|l| l.trim() == "wasm32-unknown-unknown")
    {
        step::announce("wasm32 target: already installed");
        return Ok(());
    }
    match step::run(
        STEP,
        Command::new("rustup").args(["target", "add", "wasm32-unknown-unknown"]),
    ) {
        Ok(()) => Ok(()),
        Err(e) => {
            println!("    rustup could not add the target ({e}); using the Debian 13 fallback");
            tools.wasm_env = debian::ensure()?;
            Ok(())
        }
    }
}

fn chromium() -> Result<()> {
    const STEP: &str = "Chromium and ChromeDriver";
    if Path::new("/usr/bin/chromium").exists() && Path::new("/usr/bin/chromedriver").exists() {
        step::announce("Chromium and ChromeDriver: already installed");
        return Ok(());
    }
    step::run("apt-get update", &mut apt(&["update", "-q"]))?;
    step::run(
        STEP,
        &mut apt(&["install", "-y", "-q", "chromium", "chromium-driver"]),
    )
}

/// `apt-get` with `args`, through `sudo` when not root.
fn apt(args: &[&str]) -> Command {
    let mut cmd = Command::new("apt-get");
    cmd.args(args).env("DEBIAN_FRONTEND", "noninteractive");
    if !is_root() {
        cmd = Command::new("sudo");
        cmd.arg("-E").arg("apt-get").args(args);
    }
    cmd
}

/// The virtual environment of [`caissify_venv`] with the packages of
/// `tests/requirements.txt`, each checked against its hash; made again
/// only when that file changes (a stamp in the environment keeps a copy).
fn python_venv() -> Result<()> {
    const STEP: &str = "Python TRF reader (caissify-pairings, pip --require-hashes)";
    let venv = caissify_venv();
    let requirements = root().join("tests").join("requirements.txt");
    let stamp = venv.join(".rochade-requirements");
    let io = |what: &Path, e: std::io::Error| crate::step::StepError {
        step: STEP.into(),
        detail: format!("{}: {e}", what.display()),
    };
    let want = std::fs::read(&requirements).map_err(|e| io(&requirements, e))?;
    let python = venv.join("bin").join("python");
    if std::fs::read(&stamp).is_ok_and(|have| have == want) && python.exists() {
        step::announce("Python TRF reader (caissify-pairings): up to date");
        return Ok(());
    }
    // Debian's python3 has `venv` without `ensurepip` until python3-venv
    // is installed: without it no environment gets pip.
    let has_venv = Command::new("python3")
        .args(["-c", "import ensurepip, venv"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_venv {
        step::run("apt-get update", &mut apt(&["update", "-q"]))?;
        step::run(
            "python3-venv (Debian)",
            &mut apt(&["install", "-y", "-q", "python3-venv"]),
        )?;
    }
    step::run(
        "Python virtual environment (target/caissify-venv)",
        Command::new("python3")
            .args(["-m", "venv", "--clear"])
            .arg(&venv),
    )?;
    step::run(
        STEP,
        Command::new(&python)
            .args([
                "-m",
                "pip",
                "install",
                "--quiet",
                "--disable-pip-version-check",
                "--no-input",
                "--require-hashes",
                "--only-binary=:all:",
                "-r",
            ])
            .arg(&requirements),
    )?;
    std::fs::write(&stamp, want).map_err(|e| io(&stamp, e))
}

fn is_root() -> bool {
    step::output(Command::new("id").arg("-u")).is_some_and(|s| s.trim() == "0")
}

fn node_packages() -> Result<()> {
    const STEP: &str = "Node packages of tests/ (npm ci)";
    let tests = root().join("tests");
    let lock = tests.join("package-lock.json");
    let stamp = tests.join("node_modules").join(".rochade-lock");
    let want = std::fs::read(&lock).map_err(|e| crate::step::StepError {
        step: STEP.into(),
        detail: format!("cannot read {}: {e}", lock.display()),
    })?;
    if std::fs::read(&stamp).is_ok_and(|have| have == want) && node_bin().join("wasm-opt").exists()
    {
        step::announce("Node packages of tests/: up to date");
        return Ok(());
    }
    step::run(
        STEP,
        Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(&tests),
    )?;
    std::fs::write(&stamp, want).map_err(|e| crate::step::StepError {
        step: STEP.into(),
        detail: format!("cannot write {}: {e}", stamp.display()),
    })
}

/// The `wasm-bindgen` version locked in `Cargo.lock`.
pub fn locked_wasm_bindgen() -> Result<String> {
    const STEP: &str = "read wasm-bindgen version from Cargo.lock";
    let lock =
        std::fs::read_to_string(root().join("Cargo.lock")).map_err(|e| crate::step::StepError {
            step: STEP.into(),
            detail: e.to_string(),
        })?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line.trim() == "name = \"wasm-bindgen\"" {
            if let Some(v) = lines
                .next()
                .and_then(|l| l.trim().strip_prefix("version = "))
            {
                return Ok(v.trim_matches('"').to_string());
            }
        }
    }
    fail(STEP, "no wasm-bindgen package in Cargo.lock")
}

fn wasm_bindgen(tools: &Tools) -> Result<()> {
    let version = locked_wasm_bindgen()?;
    let trunk_toml = std::fs::read_to_string(root().join("Trunk.toml")).unwrap_or_default();
    if !trunk_toml.contains(&format!("wasm_bindgen = \"{version}\"")) {
        return fail(
            "check Trunk.toml",
            format!("Trunk.toml's [tools] wasm_bindgen must be \"{version}\", as in Cargo.lock"),
        );
    }
    let have = step::output(tools.command("wasm-bindgen").arg("--version"));
    if have.as_deref().map(str::trim) == Some(&format!("wasm-bindgen {version}")) {
        step::announce(&format!("wasm-bindgen-cli {version}: already installed"));
        return Ok(());
    }
    // Not `--locked`: the registry lacks one of its locked dependencies.
    step::run(
        &format!("install wasm-bindgen-cli {version} (a few minutes)"),
        tools.command("cargo").args([
            "install",
            "wasm-bindgen-cli",
            "--force",
            "--version",
            &version,
        ]),
    )
}

fn trunk(tools: &Tools) -> Result<()> {
    let have = step::output(tools.command("trunk").arg("--version"));
    if have.as_deref().map(str::trim) == Some(&format!("trunk {TRUNK_VERSION}")) {
        step::announce(&format!("trunk {TRUNK_VERSION}: already installed"));
        return Ok(());
    }
    step::run(
        &format!("install trunk {TRUNK_VERSION} (about 6 minutes)"),
        tools.command("cargo").args([
            "install",
            "--locked",
            "--force",
            "trunk",
            "--version",
            TRUNK_VERSION,
        ]),
    )
}

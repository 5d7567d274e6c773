//! The toolchain bootstrap: installs, idempotently, what a task needs on a
//! fresh machine, and is quick when all is in place. Each task asks for a
//! [`Level`], and each level is a list of [`Step`]s:
//!
//! - [`Level::Build`] (`serve`, `build`): what building and serving the app
//!   needs, with no root, no apt and no browser:
//!   1. the `wasm32-unknown-unknown` target (rustup; or Debian 13's packaged
//!      Rust 1.85, fetched with a private apt configuration that needs no
//!      root, when rustup cannot download or `ROCHADE_RUST=debian`);
//!   2. the build's Node packages (`npm ci` in `xtask/node/` from its
//!      lockfile: `binaryen`, whose `wasm-opt` 132 Trunk uses);
//!   3. `wasm-bindgen-cli` at the version in `Cargo.lock`;
//!   4. Trunk 0.21.14.
//! - [`Level::Package`] (`package`): the wasm32 target, the build's Node
//!   packages and `wasm-bindgen-cli`: no Trunk, no browser.
//! - [`Level::PackageTest`] (`package-test`, `package-bench`): those, and
//!   the Node packages of `tests/` (Playwright) that the package's page
//!   test and benchmark import.
//! - [`Level::Test`] (`test`, `bootstrap`): everything. The build's steps,
//!   then Chromium and ChromeDriver (Debian packages, through `apt-get`),
//!   the Node packages of `tests/` (`npm ci`: Playwright, axe) and a Python
//!   virtual environment in `target/caissify-venv` with the TRF reader of
//!   `caissify-pairings` at the version and hashes of
//!   `tests/requirements.txt`, which the round's end-to-end test reads the
//!   written TRF with (Debian's `python3-venv` for it).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::step::{self, Result, fail};
use crate::{debian, root};

/// The Trunk release the project builds with (0.22 needs a newer rustc).
pub const TRUNK_VERSION: &str = "0.21.14";

/// One thing the bootstrap installs if it is missing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The `wasm32-unknown-unknown` target, or the Debian 13 fallback.
    WasmTarget,
    /// `npm ci` in `xtask/node/`: binaryen's `wasm-opt`.
    BuildNodePackages,
    /// `wasm-bindgen-cli` at the version in `Cargo.lock`.
    WasmBindgen,
    /// Trunk [`TRUNK_VERSION`].
    Trunk,
    /// Debian's Chromium and ChromeDriver, with `apt-get` (root or sudo).
    Chromium,
    /// `npm ci` in `tests/`: Playwright and axe.
    TestNodePackages,
    /// The Python TRF reader in [`caissify_venv`] (and, if missing,
    /// Debian's `python3-venv` with `apt-get`).
    PythonVenv,
}

impl Step {
    /// Whether the step may install system packages with `apt-get`, which
    /// needs root or sudo.
    pub fn uses_system_apt(self) -> bool {
        matches!(self, Step::Chromium | Step::PythonVenv)
    }

    /// Whether the step installs or uses anything under `tests/` (checked by
    /// the tests: the build must not).
    #[cfg(test)]
    pub fn uses_tests_dir(self) -> bool {
        matches!(self, Step::TestNodePackages | Step::PythonVenv)
    }
}

/// How much of the toolchain a task needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// Building and serving the app (`serve`, `build`).
    Build,
    /// The npm package (`package`).
    Package,
    /// The npm package tested and measured (`package-test`, `package-bench`).
    PackageTest,
    /// Every check (`test`, `bootstrap`).
    Test,
}

impl Level {
    /// The steps of this level, in the order they run: the cheap checks
    /// and the build's tools first, so that a build never waits on apt.
    pub fn steps(self) -> &'static [Step] {
        use Step::*;
        match self {
            Level::Build => &[WasmTarget, BuildNodePackages, WasmBindgen, Trunk],
            Level::Package => &[WasmTarget, BuildNodePackages, WasmBindgen],
            Level::PackageTest => &[WasmTarget, BuildNodePackages, TestNodePackages, WasmBindgen],
            Level::Test => &[
                WasmTarget,
                Chromium,
                BuildNodePackages,
                TestNodePackages,
                WasmBindgen,
                Trunk,
                PythonVenv,
            ],
        }
    }
}

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

/// Runs the steps of `level`.
pub fn run(level: Level) -> Result<Tools> {
    println!(
        "Bootstrapping Rochade's toolchain for {} (minutes on a fresh machine, seconds after).",
        match level {
            Level::Build => "building and serving",
            Level::Package => "the npm package",
            Level::PackageTest => "testing the npm package",
            Level::Test => "every check",
        }
    );
    if level.steps().iter().any(|s| s.uses_system_apt()) {
        println!(
            "    (Chromium and Python's venv, if missing, come from apt-get: root or sudo. \
             `cargo xtask serve` and `build` need neither.)"
        );
    }
    let mut tools = Tools {
        path: vec![build_node_bin(), cargo_bin()],
        ..Tools::default()
    };
    for &step in level.steps() {
        match step {
            Step::WasmTarget => wasm_target(&mut tools)?,
            Step::BuildNodePackages => node_packages(&build_node_dir(), "the build")?,
            Step::WasmBindgen => wasm_bindgen(&tools)?,
            Step::Trunk => trunk(&tools)?,
            Step::Chromium => chromium()?,
            Step::TestNodePackages => node_packages(&root().join("tests"), "tests/")?,
            Step::PythonVenv => python_venv()?,
        }
    }
    println!("\nBootstrap complete.");
    Ok(tools)
}

/// The virtual environment of the TRF reader no one here wrote
/// (`caissify-pairings`), under `target/` so that `cargo clean` removes it.
pub fn caissify_venv() -> PathBuf {
    root().join("target").join("caissify-venv")
}

/// The build's own Node packages (binaryen), apart from the tests' so that
/// building and serving never need `tests/`.
pub fn build_node_dir() -> PathBuf {
    root().join("xtask").join("node")
}

fn build_node_bin() -> PathBuf {
    build_node_dir().join("node_modules").join(".bin")
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

/// `npm ci` in `dir` from its lockfile, skipped when the lockfile is the
/// one last installed (a stamp in `node_modules` keeps a copy).
fn node_packages(dir: &Path, whose: &str) -> Result<()> {
    let step_name = format!("Node packages of {whose} (npm ci in {})", shown(dir));
    let lock = dir.join("package-lock.json");
    let stamp = dir.join("node_modules").join(".rochade-lock");
    let want = std::fs::read(&lock).map_err(|e| crate::step::StepError {
        step: step_name.clone(),
        detail: format!("cannot read {}: {e}", lock.display()),
    })?;
    if std::fs::read(&stamp).is_ok_and(|have| have == want) {
        step::announce(&format!("Node packages of {whose}: up to date"));
        return Ok(());
    }
    step::run(
        &step_name,
        Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(dir),
    )?;
    std::fs::write(&stamp, want).map_err(|e| crate::step::StepError {
        step: step_name,
        detail: format!("cannot write {}: {e}", stamp.display()),
    })
}

/// `dir` relative to the workspace root, as the steps name it.
fn shown(dir: &Path) -> String {
    let root = root();
    dir.strip_prefix(&root).unwrap_or(dir).display().to_string()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn building_and_serving_need_no_apt_no_browser_and_nothing_of_tests() {
        let steps = Level::Build.steps();
        assert_eq!(
            steps,
            &[
                Step::WasmTarget,
                Step::BuildNodePackages,
                Step::WasmBindgen,
                Step::Trunk
            ]
        );
        for step in steps {
            assert!(!step.uses_system_apt(), "{step:?} uses apt-get");
            assert!(!step.uses_tests_dir(), "{step:?} uses tests/");
        }
        // The npm package is built with the same tools, less Trunk.
        for step in Level::Package.steps() {
            assert!(steps.contains(step), "{step:?} is not a build step");
        }
    }

    #[test]
    fn the_steps_that_install_with_apt_or_into_tests_are_said_so() {
        assert!(Step::Chromium.uses_system_apt());
        assert!(Step::PythonVenv.uses_system_apt());
        assert!(Step::TestNodePackages.uses_tests_dir());
        assert!(Step::PythonVenv.uses_tests_dir());
    }

    #[test]
    fn every_check_installs_everything_the_build_does_and_more() {
        let all = [
            Step::WasmTarget,
            Step::BuildNodePackages,
            Step::WasmBindgen,
            Step::Trunk,
            Step::Chromium,
            Step::TestNodePackages,
            Step::PythonVenv,
        ];
        for step in all {
            assert!(Level::Test.steps().contains(&step), "{step:?} missing");
        }
        assert_eq!(Level::Test.steps().len(), all.len());
        // The package's page test imports Playwright from tests/.
        assert!(Level::PackageTest.steps().contains(&Step::TestNodePackages));
        assert!(!Level::PackageTest.steps().contains(&Step::Trunk));
    }

    #[test]
    fn the_build_takes_wasm_opt_and_the_server_from_its_own_folder_not_tests() {
        let dir = build_node_dir();
        assert!(!dir.starts_with(root().join("tests")), "{}", dir.display());
        assert!(build_node_bin().starts_with(&dir));
        assert!(
            dir.join("server.mjs").is_file(),
            "the server is beside the build's tools"
        );
        let package = std::fs::read_to_string(dir.join("package.json")).expect("package.json");
        let lock = std::fs::read_to_string(dir.join("package-lock.json")).expect("lockfile");
        assert!(package.contains(r#""binaryen": "132.0.0""#), "{package}");
        assert!(lock.contains(r#""node_modules/binaryen": {"#), "{lock}");
        assert!(
            lock.contains(r#""integrity": "sha512-"#),
            "the lockfile checks what it installs"
        );
        // Trunk uses the copy installed here only if the versions agree;
        // otherwise it would try to download one.
        let trunk = std::fs::read_to_string(root().join("Trunk.toml")).expect("Trunk.toml");
        assert!(trunk.contains(r#"wasm_opt = "version_132""#), "{trunk}");
        // The tests no longer carry the build's tool.
        let tests = std::fs::read_to_string(root().join("tests/package.json")).expect("tests/");
        assert!(!tests.contains("binaryen"), "{tests}");
    }
}

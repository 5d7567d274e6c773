//! The fallback wasm toolchain: Debian 13 (trixie)'s packaged Rust 1.85.
//!
//! Used when rustup cannot download the `wasm32-unknown-unknown` target, or
//! when `ROCHADE_RUST=debian` asks for it. This is why everything Rochade
//! ships stays within Rust 1.85.
//!
//! How it works, without touching the system's packages:
//! 1. a private apt configuration in the cache directory whose only source
//!    is trixie's `main` on the same archive the system's Debian source
//!    uses (read from `/etc/apt/sources.list.d/debian.sources` or
//!    `/etc/apt/sources.list`), with its own lists and cache;
//! 2. `apt-get download` of `rustc`, its standard libraries (host and
//!    wasm32), LLVM 19, `lld-19`, and trixie's C runtime libraries;
//! 3. `dpkg -x` of each into `<cache>/debian-rust/root`;
//! 4. wrapper scripts that run `rustc` and `wasm-ld` through trixie's own
//!    dynamic loader with trixie's libraries, so they run on Debian 12;
//! 5. `RUSTC` and the wasm32 linker pointed at the wrappers, and a separate
//!    target directory, for wasm builds only.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::cache_dir;
use crate::step::{self, Result, StepError, fail};

/// The packages that make up the toolchain; `apt-get download` fetches
/// exactly these (no dependency resolution, no installation).
const PACKAGES: &[&str] = &[
    "rustc",
    "libstd-rust-1.85",
    "libstd-rust-dev",
    "libstd-rust-dev-wasm32",
    "libllvm19",
    "lld-19",
    "libc6",
    "libstdc++6",
    "libgcc-s1",
    "libedit2",
    "libffi8",
    "libtinfo6",
    "libxml2",
    "libz3-4",
    "libzstd1",
    "zlib1g",
    "libbsd0",
    "libmd0",
    "liblzma5",
];

/// Bumped when the package list or the wrappers change, to redo the set-up.
const LAYOUT_VERSION: &str = "1";

fn io_err(step: &str, what: &Path, e: std::io::Error) -> StepError {
    StepError {
        step: step.into(),
        detail: format!("{}: {e}", what.display()),
    }
}

/// Ensures the fallback toolchain is in the cache and returns the
/// environment for wasm builds.
pub fn ensure() -> Result<Vec<(String, OsString)>> {
    let dir = cache_dir().join("debian-rust");
    let root = dir.join("root");
    let bin = dir.join("bin");
    let stamp = dir.join("ready");
    if std::fs::read_to_string(&stamp).is_ok_and(|s| s.trim() == LAYOUT_VERSION) {
        step::announce(&format!(
            "Debian Rust 1.85 fallback: ready in {}",
            dir.display()
        ));
    } else {
        set_up(&dir, &root, &bin)?;
        std::fs::write(&stamp, LAYOUT_VERSION).map_err(|e| io_err("fallback", &stamp, e))?;
    }
    let rustc = bin.join("rustc");
    let version = step::output(Command::new(&rustc).arg("--version")).unwrap_or_default();
    if !version.starts_with("rustc 1.85") {
        return fail(
            "Debian Rust 1.85 fallback",
            format!(
                "{} does not run (printed {:?})",
                rustc.display(),
                version.trim()
            ),
        );
    }
    println!("    using {}", version.trim());
    let target_dir = crate::root().join("target").join("debian-rust");
    Ok(vec![
        ("RUSTC".into(), rustc.into_os_string()),
        (
            "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER".into(),
            bin.join("wasm-ld").into_os_string(),
        ),
        ("CARGO_TARGET_DIR".into(), target_dir.into_os_string()),
    ])
}

fn set_up(dir: &Path, root: &Path, bin: &Path) -> Result<()> {
    const STEP: &str = "Debian Rust 1.85 fallback";
    step::announce(&format!("{STEP}: setting up in {}", dir.display()));
    let apt = dir.join("apt");
    for sub in ["lists/partial", "cache/archives/partial", "debs"] {
        let p = apt.join(sub);
        std::fs::create_dir_all(&p).map_err(|e| io_err(STEP, &p, e))?;
    }
    let sources = apt.join("trixie.sources");
    let text = format!(
        "Types: deb\nURIs: {}\nSuites: trixie\nComponents: main\n\
         Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n",
        debian_archive()?
    );
    std::fs::write(&sources, text).map_err(|e| io_err(STEP, &sources, e))?;

    let opts = |cmd: &mut Command| {
        cmd.arg("-o")
            .arg(format!("Dir::Etc::sourcelist={}", sources.display()))
            .args(["-o", "Dir::Etc::sourceparts=-"])
            .arg("-o")
            .arg(format!("Dir::State::Lists={}", apt.join("lists").display()))
            .arg("-o")
            .arg(format!("Dir::Cache={}", apt.join("cache").display()))
            .args(["-o", "Dir::State::status=/dev/null"])
            .args(["-o", "APT::Sandbox::User=root"]);
    };
    let mut update = Command::new("apt-get");
    opts(&mut update);
    update.args(["update", "-q"]);
    step::run("apt-get update (private trixie lists)", &mut update)?;

    let debs = apt.join("debs");
    let mut download = Command::new("apt-get");
    opts(&mut download);
    download.arg("download").args(PACKAGES).current_dir(&debs);
    step::run(
        "apt-get download (trixie rustc 1.85 and libraries)",
        &mut download,
    )?;

    if root.exists() {
        std::fs::remove_dir_all(root).map_err(|e| io_err(STEP, root, e))?;
    }
    std::fs::create_dir_all(root).map_err(|e| io_err(STEP, root, e))?;
    let entries = std::fs::read_dir(&debs).map_err(|e| io_err(STEP, &debs, e))?;
    let mut count = 0;
    for entry in entries.filter_map(|e| e.ok()) {
        let path = entry.path();
        if path.extension().is_some_and(|x| x == "deb") {
            let out = Command::new("dpkg-deb")
                .arg("-x")
                .arg(&path)
                .arg(root)
                .status()
                .map_err(|e| io_err(STEP, &path, e))?;
            if !out.success() {
                return fail(STEP, format!("dpkg -x {} failed", path.display()));
            }
            count += 1;
        }
    }
    println!("    extracted {count} packages into {}", root.display());
    write_wrappers(root, bin)
}

/// The main Debian archive the system's apt uses.
fn debian_archive() -> Result<String> {
    for file in [
        "/etc/apt/sources.list.d/debian.sources",
        "/etc/apt/sources.list",
    ] {
        let Ok(text) = std::fs::read_to_string(file) else {
            continue;
        };
        for line in text.lines() {
            let line = line.trim();
            let uri = if let Some(rest) = line.strip_prefix("URIs:") {
                rest.split_whitespace().next()
            } else if let Some(rest) = line.strip_prefix("deb ") {
                rest.split_whitespace().find(|w| w.contains("://"))
            } else {
                None
            };
            if let Some(uri) = uri.filter(|u| !u.contains("security")) {
                return Ok(uri.to_string());
            }
        }
    }
    fail(
        "Debian Rust 1.85 fallback",
        "no Debian archive found in the system's apt sources",
    )
}

fn write_wrappers(root: &Path, bin: &Path) -> Result<()> {
    const STEP: &str = "Debian Rust 1.85 fallback: wrappers";
    std::fs::create_dir_all(bin).map_err(|e| io_err(STEP, bin, e))?;
    let lib = root.join("usr/lib/x86_64-linux-gnu");
    let loader = lib.join("ld-linux-x86-64.so.2");
    let libs = format!(
        "{}:{}:{}",
        lib.display(),
        root.join("lib/x86_64-linux-gnu").display(),
        root.join("usr/lib/llvm-19/lib").display()
    );
    let wrappers: [(&str, PathBuf, String); 2] = [
        (
            "rustc",
            root.join("usr/bin/rustc"),
            format!("--sysroot {}", root.join("usr").display()),
        ),
        (
            "wasm-ld",
            root.join("usr/lib/llvm-19/bin/lld"),
            String::new(),
        ),
    ];
    for (name, program, extra) in wrappers {
        // lld picks its flavour from argv[0]; the loader's --argv0 sets it.
        let script = format!(
            "#!/bin/sh\n# Generated by `cargo xtask`: Debian 13's {name} through trixie's loader.\n\
             exec {loader} --library-path {libs} --argv0 {name} {program} {extra} \"$@\"\n",
            loader = loader.display(),
            program = program.display(),
        );
        let path = bin.join(name);
        std::fs::write(&path, script).map_err(|e| io_err(STEP, &path, e))?;
        let mut chmod = Command::new("chmod");
        chmod.arg("755").arg(&path);
        step::output(&mut chmod);
    }
    Ok(())
}

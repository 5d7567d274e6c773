//! The release build of the app with Trunk (wasm-bindgen + wasm-opt) into
//! `dist/`, and the size report of the shipped wasm.

use std::path::PathBuf;
use std::process::Command;

use crate::bootstrap::Tools;
use crate::root;
use crate::step::{self, Result, StepError, fail};

/// `trunk build --release --offline` into `dist/`.
pub fn release(tools: &Tools) -> Result<()> {
    step::run(
        "release build of the app (trunk build --release)",
        tools
            .wasm_command("trunk")
            .args(["build", "--release", "--offline"])
            .current_dir(root()),
    )
}

/// The shipped wasm file(s) in `dist/`.
fn wasm_files() -> Result<Vec<PathBuf>> {
    let dist = root().join("dist");
    let entries = std::fs::read_dir(&dist).map_err(|e| StepError {
        step: "wasm size".into(),
        detail: format!("cannot read {}: {e} (build first)", dist.display()),
    })?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "wasm"))
        .collect();
    files.sort();
    if files.is_empty() {
        return fail("wasm size", "no .wasm file in dist/ (build first)");
    }
    Ok(files)
}

/// Prints the raw and gzip (level 9) size of each shipped wasm file.
pub fn print_size() -> Result<()> {
    step::announce("shipped wasm size");
    for file in wasm_files()? {
        let raw = std::fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
        let gz = gzip_len(&file).unwrap_or(0);
        let name = file.file_name().map(|n| n.to_string_lossy().into_owned());
        println!(
            "    {}: {} bytes raw ({:.1} KiB), {} bytes gzip -9 ({:.1} KiB)",
            name.unwrap_or_default(),
            raw,
            raw as f64 / 1024.0,
            gz,
            gz as f64 / 1024.0
        );
    }
    Ok(())
}

fn gzip_len(file: &std::path::Path) -> Option<u64> {
    let out = Command::new("gzip")
        .args(["-9", "-c"])
        .arg(file)
        .output()
        .ok()?;
    out.status.success().then_some(out.stdout.len() as u64)
}

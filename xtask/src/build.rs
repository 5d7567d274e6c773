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

/// The shipped wasm, JS and CSS files in `dist/`.
fn shipped_files() -> Result<Vec<PathBuf>> {
    let dist = root().join("dist");
    let entries = std::fs::read_dir(&dist).map_err(|e| StepError {
        step: "wasm size".into(),
        detail: format!("cannot read {}: {e} (build first)", dist.display()),
    })?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.extension()
                .is_some_and(|x| x == "wasm" || x == "js" || x == "css")
        })
        .collect();
    files.sort();
    if !files
        .iter()
        .any(|p| p.extension().is_some_and(|x| x == "wasm"))
    {
        return fail("wasm size", "no .wasm file in dist/ (build first)");
    }
    Ok(files)
}

/// Prints the raw and gzip (level 9) size of each shipped wasm, JS and CSS
/// file, and their total.
pub fn print_size() -> Result<()> {
    step::announce("shipped size (wasm, JS, CSS)");
    let (mut total_raw, mut total_gz) = (0, 0);
    for file in shipped_files()? {
        let raw = std::fs::metadata(&file).map(|m| m.len()).unwrap_or(0);
        let gz = gzip_len(&file).unwrap_or(0);
        total_raw += raw;
        total_gz += gz;
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
    println!(
        "    total: {} bytes raw ({:.1} KiB), {} bytes gzip -9 ({:.1} KiB)",
        total_raw,
        total_raw as f64 / 1024.0,
        total_gz,
        total_gz as f64 / 1024.0
    );
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

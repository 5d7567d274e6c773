//! The release build of the app with Trunk (wasm-bindgen + wasm-opt) into
//! `dist/`, the size report of the shipped files and the size budget of the
//! shipped wasm.

use std::path::PathBuf;
use std::process::Command;

use crate::bootstrap::Tools;
use crate::root;
use crate::step::{self, Result, StepError, fail};

/// `trunk build --release --offline` into `dist/`, then the page's wasm
/// split in two by the profile of a first visit ([`crate::split`]).
pub fn release(tools: &Tools) -> Result<()> {
    trunk_build(tools)?;
    split_page(tools)
}

/// `trunk build --release --offline` into `dist/`.
pub fn trunk_build(tools: &Tools) -> Result<()> {
    step::run(
        "release build of the app (trunk build --release)",
        tools
            .wasm_command("trunk")
            .args(["build", "--release", "--offline"])
            .current_dir(root()),
    )
}

/// Splits the page's wasm in `dist/` and writes the service worker and the
/// preloads' integrity again for the files it changed.
fn split_page(tools: &Tools) -> Result<()> {
    step::announce("the page's wasm in two parts (xtask/src/split.rs)");
    match crate::split::apply(&root(), &root().join("dist")) {
        Ok(line) => println!("    {line}"),
        Err(e) => return fail("page split", e.to_string()),
    }
    precache(tools, &root().join("dist"))
}

/// `web/pwa/precache.mjs` on a finished build in `dir`.
pub fn precache(tools: &Tools, dir: &std::path::Path) -> Result<()> {
    step::run(
        "service worker, CSP and integrity (web/pwa/precache.mjs)",
        tools
            .command("node")
            .arg("web/pwa/precache.mjs")
            .arg(dir)
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
    // The language packs, fetched only for their language.
    if let Ok(packs) = std::fs::read_dir(dist.join("i18n")) {
        files.extend(
            packs
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "json")),
        );
    }
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

/// The most each shipped wasm may weigh, in bytes of `gzip -9`, by the name
/// Trunk gives it before its content hash (`rochade-web-<hash>_bg.wasm` is
/// `rochade-web`): its size when the line was last set, plus about 1 %.
/// `cargo xtask test` fails when a file is over its line or has none, so the
/// download a player waits for on a slow line grows only by a decision made
/// here: raise a line only when the bytes buy something worth it and say in
/// the commit what; lower it after a cut, so that the saved bytes are not
/// spent unnoticed. `git log -p xtask/src/build.rs` keeps each line's history;
/// what a player waits for is measured by `tests/bench/first_visit.mjs`.
pub const SIZE_BUDGETS: &[(&str, u64)] = &[
    // The page: the board, the clocks, the scoresheet, every form and
    // dialog, the rules core, the arbiter, PGN, serde's readers and writers
    // of what is stored; what a first visit waits for before the board
    // takes a move. With the arbiter's lock, the desk, the notation pad,
    // the tournament files' New game section and the round's table; stored
    // JSON read and written by the browser's `JSON` through
    // serde-wasm-bindgen (not serde_json), and the tournament files read
    // by the PGN worker: 459,550 B. With the round table matched to the
    // tournament's round (every pairing, bye and absent player, refused
    // games in words, a select of TRF codes a line) and the TRF written
    // back (`Tournament::write_round`: the file's scoring, Windows-1252
    // out, the stored bytes' codec): 476,085 B (461,276 B before). With the
    // lock that holds (the PIN in the New game and PGN dialogs, the log's
    // check, the result's correction, the reported result's words), the
    // event's board line and the device's name: 486,429 B. The questions a
    // blind player asks about the position (attackers and defenders with
    // pins, pieces in danger, scans, captures, the last capture, who can
    // go to a square: keys, typed words in three languages, their answers)
    // and the answer to text that is no move or command: 494,659 B
    // (489,737 B before). The review by ear, keyboard and touch (`[`, `]`
    // and their Shift by the key's place, Escape, each step said with its
    // number, side and move, the buttons beside and under the board):
    // 498,172 B before main's LawsGame-based arbiter was merged in,
    // 499,198 B after. Names in two languages with their boundary (a
    // cell, a scoresheet move, a notice whose scheme words sit in a
    // `lang` span instead of one `aria-label` of one language): 499,836 B.
    // A finished game shown as QR codes and the arbiter's camera reading
    // them (the codes' button and view, the scanner's view and its hook
    // with the stream, the frames and the worker's messages; the encoder
    // and decoder are in their own worker): 514,763 B. The computer's
    // analysis after the game (its panel, graph, scoresheet marks, board
    // arrow, commands and words in three languages, the PGN with it; the
    // searching is in the engine's worker): 535,825 B (551,427 B with the
    // graph's coordinates and the `[%eval]` values as floats, whose
    // printing and reading Rust would have brought in); with the print of
    // the analysis when asked for: 537,996 B; kept across a reload (what
    // was found of each position written and read back): 541,023 B.
    // Split in two (xtask/src/split.rs): this line is now the first part,
    // what a first visit waits for until its first move (the board, the
    // clocks, the scoresheet, the move field, the stored game read back,
    // and the small functions and drops of everything): 315,396 B, with
    // stubs for the 866 functions of the second part it calls.
    ("rochade-web", 318_400),
    // The second part of the page, fetched once the first screen is drawn:
    // every dialog, the arbiter's desk, the round's table, the archive, the
    // codes' views, the analysis, the print sheet, the answers to typed
    // questions: 258,656 B (both parts 33,134 B more than the page whole:
    // the stubs, and what one part imports from the other).
    ("rochade-web-rest", 261_300),
    // The computer opponent's worker, fetched only for a game against it.
    // 58,339 B; with level 8's tuned terms (pawn structure, mobility, rooks
    // on open files, king safety): 59,835 B. With level 8's adaptive
    // search, the fixed one kept for levels 1-7 beside it, and the laws
    // crate's captures-only generator (+81 Elo at 100 ms, about +155 on
    // Stockfish's scale at 1 s): 61,370 B. With threats, hanging pieces,
    // king danger, outposts, rooks on the seventh and the kings' distance
    // to passed pawns (+44 and +36 Elo at 60 ms in two steps): 61,909 B.
    ("rochade-engine-worker", 62_400),
    // The PGN import's worker, fetched only when a PGN file or the
    // tournament files are read. With the tournament files' reader (TRF,
    // pairing list, CSV), moved here from the page: 90,640 B. Reading the
    // files' bytes (UTF-8, its BOM, Windows-1252; CR, LF, CRLF; `###`
    // lines) and keeping the TRF's: 94,395 B. With the moves replayed
    // through the rules crate's LawsGame, the one game under the Laws that
    // the arbiter and the npm package share (compiled, like the rest of
    // the rules crate here, at opt-level 3): 95,516 B (94,602 B before,
    // both measured with wasm-bindgen and binaryen's wasm-opt -O3 as Trunk
    // runs them).
    ("rochade-pgn-worker", 96_400),
    // A finished game drawn as QR codes and read back from the camera's
    // frames (qrcode, rqrr, miniz_oxide, base45), fetched only when codes
    // are shown or scanned. 161,629 B, some 50 KB of it rqrr's tables
    // (GF(256) arithmetic) that gzip cannot shrink.
    ("rochade-codes-worker", 162_200),
];

/// The budget name of a shipped wasm file: its name without `_bg.wasm` and
/// without Trunk's `-<hex digits>` content hash, if it has one (a 64-bit
/// number in hex without leading zeros: 16 digits, fewer one time in 16).
fn budget_name(file_name: &str) -> Option<&str> {
    let stem = file_name.strip_suffix("_bg.wasm")?;
    match stem.rsplit_once('-') {
        Some((name, hash))
            if (8..=16).contains(&hash.len()) && hash.bytes().all(|b| b.is_ascii_hexdigit()) =>
        {
            Some(name)
        }
        _ => Some(stem),
    }
}

/// Compares each shipped wasm (file name, gzip bytes) with its line in
/// `budgets`; returns one report line per file and, when any file is over
/// its budget or has none, the complaint to fail with.
fn judge_sizes(files: &[(String, u64)], budgets: &[(&str, u64)]) -> (Vec<String>, Option<String>) {
    let mut lines = Vec::new();
    let mut problems = Vec::new();
    for (file, gz) in files {
        let name = budget_name(file).unwrap_or(file);
        match budgets.iter().find(|(n, _)| *n == name) {
            Some(&(_, budget)) => {
                let pct = *gz as f64 * 100.0 / budget as f64;
                let verdict = if *gz > budget { "OVER BUDGET" } else { "ok" };
                lines.push(format!(
                    "{file}: {gz} bytes gzip -9 of a budget of {budget} ({pct:.1} %): {verdict}"
                ));
                if *gz > budget {
                    problems.push(format!(
                        "{name} ({file}) is {} bytes ({:.1} %) over its budget: \
                         {gz} bytes gzip -9 against {budget}",
                        gz - budget,
                        pct - 100.0
                    ));
                }
            }
            None => {
                lines.push(format!("{file}: {gz} bytes gzip -9, no budget"));
                problems.push(format!("{file} ({name}) has no size budget"));
            }
        }
    }
    let complaint = (!problems.is_empty()).then(|| {
        format!(
            "{}. Find what grew (a wasm with names: target/wasm-bindgen/release/*_bg.wasm \
             through `twiggy top`) and cut it; if the bytes are worth it, raise the \
             file's line in SIZE_BUDGETS (xtask/src/build.rs) and say why in the commit",
            problems.join("; ")
        )
    });
    (lines, complaint)
}

/// Prints each shipped wasm's gzip size against its budget and fails when
/// one is over (or has no budget).
pub fn check_size() -> Result<()> {
    const STEP: &str = "size budget of the shipped wasm (gzip -9)";
    step::announce(STEP);
    let mut files = Vec::new();
    for file in shipped_files()? {
        if file.extension().is_none_or(|x| x != "wasm") {
            continue;
        }
        let Some(gz) = gzip_len(&file) else {
            return fail(STEP, format!("cannot gzip {}", file.display()));
        };
        let name = file.file_name().map(|n| n.to_string_lossy().into_owned());
        files.push((name.unwrap_or_default(), gz));
    }
    let (lines, complaint) = judge_sizes(&files, SIZE_BUDGETS);
    for line in lines {
        println!("    {line}");
    }
    match complaint {
        Some(c) => fail(STEP, c),
        None => Ok(()),
    }
}

/// The size of `file` compressed with `gzip -9`, or `None` if gzip fails.
pub fn gzip_len(file: &std::path::Path) -> Option<u64> {
    let out = Command::new("gzip")
        .args(["-9", "-c"])
        .arg(file)
        .output()
        .ok()?;
    out.status.success().then_some(out.stdout.len() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_name_drops_trunks_hash_and_the_suffix() {
        assert_eq!(
            budget_name("rochade-web-7e392502bb4e1a45_bg.wasm"),
            Some("rochade-web")
        );
        assert_eq!(
            budget_name("rochade-engine-worker_bg.wasm"),
            Some("rochade-engine-worker")
        );
        assert_eq!(
            budget_name("rochade-engine-worker-0123456789abcdef_bg.wasm"),
            Some("rochade-engine-worker")
        );
        // Trunk writes the hash without leading zeros.
        assert_eq!(
            budget_name("rochade-web-83d192ff92443fa_bg.wasm"),
            Some("rochade-web")
        );
        assert_eq!(
            budget_name("rochade-pgn-worker-0b3e1f2a4c5d6e7f_bg.wasm"),
            Some("rochade-pgn-worker")
        );
        assert_eq!(budget_name("rochade-web.js"), None);
    }

    const BUDGETS: &[(&str, u64)] = &[("rochade-web", 1000), ("rochade-engine-worker", 500)];

    #[test]
    fn files_within_their_budgets_pass() {
        let files = [
            ("rochade-web-7e392502bb4e1a45_bg.wasm".to_string(), 1000),
            ("rochade-engine-worker_bg.wasm".to_string(), 10),
        ];
        let (lines, complaint) = judge_sizes(&files, BUDGETS);
        assert_eq!(complaint, None);
        assert_eq!(lines.len(), 2);
        assert!(lines[0].ends_with("(100.0 %): ok"), "{}", lines[0]);
    }

    #[test]
    fn a_file_over_its_budget_fails_with_the_excess_and_what_to_do() {
        let files = [
            ("rochade-web-7e392502bb4e1a45_bg.wasm".to_string(), 1001),
            ("rochade-engine-worker_bg.wasm".to_string(), 10),
        ];
        let (lines, complaint) = judge_sizes(&files, BUDGETS);
        let complaint = complaint.expect("over budget");
        assert!(lines[0].ends_with("OVER BUDGET"), "{}", lines[0]);
        assert!(
            complaint.starts_with(
                "rochade-web (rochade-web-7e392502bb4e1a45_bg.wasm) is 1 bytes (0.1 %) over its \
                 budget: 1001 bytes gzip -9 against 1000."
            ),
            "{complaint}"
        );
        assert!(complaint.contains("SIZE_BUDGETS"), "{complaint}");
        assert!(!complaint.contains("worker"), "{complaint}");
    }

    #[test]
    fn a_wasm_without_a_budget_fails() {
        let files = [("rochade-other-0123456789abcdef_bg.wasm".to_string(), 1)];
        let (_, complaint) = judge_sizes(&files, BUDGETS);
        assert!(complaint.is_some_and(|c| c.contains("(rochade-other) has no size budget")),);
    }
}

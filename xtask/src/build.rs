//! The release build of the app with Trunk (wasm-bindgen + wasm-opt) into
//! `dist/`, the size report of the shipped files and the size budget of the
//! shipped wasm.

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
/// `rochade-web`). `cargo xtask test` fails when a file is over its line or
/// has none, so the download a player waits for on a slow line grows only by
/// a decision made here. Raise a line only when the bytes buy something worth
/// it, and say in the commit what; a cut may lower it, so that the bytes it
/// saved are not spent unnoticed.
pub const SIZE_BUDGETS: &[(&str, u64)] = &[
    // 382,761 B when the budget was introduced, plus 5 %; raised by 11.6 kB
    // for the Laws in force within reach of the screen (395,961 B before,
    // 411,511 B after): the arbiter's Guidelines III, 2023 Art. 7.5.2–7.5.4,
    // a reinstated position, time penalties, the touched-piece rule and
    // their words in three languages; and by the clock mode (`?clock`, a
    // whole second screen: +17,019 B on its own), with Chess960 in the form;
    // 474,879 B with all of them merged (the line: that plus 0.2 %);
    // raised by 10 kB for the game over the board (`?otb`: 438,796 B before,
    // 449,387 B after): its screen, the press without a recorded move and
    // its filling-in in the arbiter (2023 Art. 8.4, 8.5), the completed
    // illegal entry (7.5.1), the result approved by both (8.7), and their
    // words in three languages (about 7.9 kB of text before compression);
    // by 6.5 kB for PGN import in its worker (438,999 B before, 445,568 B
    // after): the hook that drives the worker (progress, Cancel, keeping or
    // discarding, a game's text asked of the worker), the chooser in pages
    // and their words; and by 8.4 kB for the rest of the Laws in force on the
    // screen (438,805 B before, 447,233 B after): colours reversed (2023
    // Art. 7.3), the event's draw rule (9.1.1) and default time (6.7.1), the
    // designated arbiter's decision (III.6.2), the resumption time (I.9-I.10),
    // a touch costing the claim (9.4), and their words; and by 8.5 kB for
    // saves that survive a killed browser (438,796 B before, 447,363 B
    // after): IndexedDB read into memory at the start, strict transactions
    // with the game's compare-and-set, the BroadcastChannel to other tabs
    // and the move from `localStorage`. Raised by 1.9 kB for the record's
    // last facts over the board (474,879 B before, 476,970 B after): the
    // players' approval of the result as an event of the game, saved and in
    // the PGN (2023 Art. 8.7), the arbiter's sign-off of an incomplete
    // scoresheet (8.6), the missing moves filled in after the end (8.5.1),
    // and their words in three languages. Raised by 16.1 kB for the archive
    // at club scale (477,011 B before, 493,131 B after): each game's text
    // read on demand, the index kept up key by key, the search form (player,
    // event, date, result), fifty games at a time, the streamed export of
    // all or of the games found, and their words in three languages.
    // Lowered to 443,800 B when serde left the module (493,131 B before,
    // 453,551 B after): the saved game, clock, settings, envelope, archive
    // entries and the engine's messages read and written by hand
    // (rochade-json) in serde's exact format, with no float parsing or
    // printing; and when twenty stateless components became functions
    // (443,339 B). Lowered to 420,300 B when Portuguese and German left
    // the module for language packs fetched for their language (443,353 B
    // before, 419,800 B after; 420,014 B with the notice when a pack cannot
    // be fetched). Lowered to 396,800 B when English became a pack too and
    // each pack wrote one text where a message's two forms are the same
    // (419,922 B before, 408,665 B after), the 24 parts with state of their
    // own became hooks mounted by one component type (396,497 B) and Yew's
    // hooks that take a closure were called with it boxed (390,373 B;
    // 390,453 B with the notice of a start without its pack); 396,404 B
    // once each part's module says how it is drawn, so that the one
    // component type knows no part and `web/` has no import circle.
    // Lowered to 385,000 B once letters were lowered by one Latin function,
    // the error enums made exhaustive (their English Display left), the
    // plain button drawn by one function and quoted text written without
    // `{:?}` (396,391 B before, 384,229 B after; 384,449 B once the
    // context compared the state value it was made with). Lowered to
    // 378,900 B once letters were told without Unicode's tables (382,494 B
    // by hand) and the page's allocator became TLSF (rlsf) instead of
    // dlmalloc: 378,336 B. Lowered to 369,800 B once the page was built
    // with the `web` profile, the rules core and the engine's messages at
    // opt-level "z" (369,415 B); 369,300 B once the settings' checkboxes
    // were drawn by one function (368,927 B). Lowered to 356,900 B once
    // the imports of every module took names of two or three characters
    // (web/pwa/imports.mjs, after the build: 364,780 B) and wasm-opt wrote
    // the functions in the order of their names, which puts a generic's
    // copies side by side within gzip's window (356,487 B), without the
    // custom sections `producers` and `target_features` (356,263 B).
    // Lowered to 306,900 B, within the 300 KiB (307,200 B) of the goal,
    // once the code that no start runs left for three modules of their own
    // after the build (web/pwa/split.mjs), the forms and the PGN dialog's
    // contents drawn only while open: 306,426 B; 305,131 B once the words
    // of what happened, the unrecorded moves, the quickplay finish and the
    // arbiter's presence joined the part that only actions run.
    ("rochade-web", 305_600),
    // The page's cold code (web/pwa/split.mjs), fetched after the start
    // (under the service worker, before it): the PGN dialog's contents with
    // the PGN reader and writer (38,164 B), the new-game form and the
    // settings (14,325 B), and what only a player's action runs (10,328 B,
    // then 11,991 B); plus about 0.5 %. At most 60 KiB each.
    ("rochade-web-cold-pgn", 38_400),
    ("rochade-web-cold-forms", 14_500),
    ("rochade-web-cold-play", 12_100),
    // The computer opponent's worker, fetched only for a game against it:
    // 55,474 B once its search stopped linking the dead-position search,
    // plus 5 %; 49,307 B once its messages were JSON text without serde
    // (rochade-json, no floats), plus 1 %; 48,797 B with numbers with a
    // fraction kept as text; 49,367 B once FEN errors quoted their text
    // and characters by `rochade_laws::quoted` instead of `{:?}` (the
    // worker keeps `{:?}` of a char for the standard library's own
    // messages, so it carries both; the page saves 646 B) and letters were
    // lowered by `lower_latin`; 49,402 B once `\u` escapes were read as
    // serde_json reads them; plus 0.5 %; 48,959 B with short import
    // names and the functions in the order of their names, 48,737 B
    // without the custom sections; plus 0.5 %.
    ("rochade-engine-worker", 49_000),
    // The PGN import's worker, fetched only when PGN is read: 57,264 B
    // (the arbiter's reader and its move checking, at wasm-opt 3 for
    // speed) plus 5 %; 58,420 B once it kept the file to send a game's
    // text. At most 60 KiB (61,440 B) like every wasm but the page's.
    ("rochade-pgn-worker", 60_127),
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
                        "{file} is {gz} bytes gzip, {} over its budget of {budget}",
                        gz - budget
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

fn gzip_len(file: &std::path::Path) -> Option<u64> {
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
            budget_name("rochade-web-cold-pgn-0b3e1f2a4c5d6e7f_bg.wasm"),
            Some("rochade-web-cold-pgn")
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
                "rochade-web-7e392502bb4e1a45_bg.wasm is 1001 bytes gzip, 1 over its budget of 1000."
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

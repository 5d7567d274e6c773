//! Issue 9: no string of the interface is hard-coded outside the
//! translations (`src/i18n/`).
//!
//! Every component's source is scanned for the two ways a word can reach
//! the screen without `t`/`tr`: a string literal as a text node of `html!`
//! (`{ "Resign" }`) and a literal accessible name or hint
//! (`aria-label="…"`, `title="…"`, `placeholder="…"`, `alt="…"`). Literals
//! that are not words for people (ids, classes, `"true"`, `" (=)"`) are
//! recognised by having no capital letter and no space between words.

use std::fs;
use std::path::{Path, PathBuf};

fn sources() -> Vec<PathBuf> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![src.join("app.rs")];
    let mut dirs = vec![src.join("components"), src.join("pwa")];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).into_iter().flatten().flatten() {
            let p = entry.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|e| e == "rs") {
                files.push(p);
            }
        }
    }
    files
}

/// Whether a literal reads as words for people.
fn is_words(lit: &str) -> bool {
    let has_letter = lit.chars().any(char::is_alphabetic);
    let capital = lit.chars().any(char::is_uppercase);
    let two_words = lit
        .split_whitespace()
        .filter(|w| w.chars().any(char::is_alphabetic))
        .count()
        >= 2;
    has_letter && (capital || two_words)
}

/// The offending literals of one source text: (line, literal).
fn offences(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let code = line.trim_start();
        if code.starts_with("//") || code.starts_with("#[") {
            continue;
        }
        // `{ "literal" }` as a whole brace group: a text node.
        let mut rest = line;
        while let Some(i) = rest.find('{') {
            let after = rest[i + 1..].trim_start();
            if let Some(body) = after.strip_prefix('"') {
                if let Some(end) = body.find('"') {
                    let lit = &body[..end];
                    if body[end + 1..].trim_start().starts_with('}') && is_words(lit) {
                        out.push((n + 1, lit.to_string()));
                    }
                }
            }
            rest = &rest[i + 1..];
        }
        for attr in ["aria-label=\"", "title=\"", "placeholder=\"", "alt=\""] {
            let mut rest = line;
            while let Some(i) = rest.find(attr) {
                let body = &rest[i + attr.len()..];
                let lit = body.split('"').next().unwrap_or("");
                if lit.chars().any(char::is_alphabetic) {
                    out.push((n + 1, lit.to_string()));
                }
                rest = body;
            }
        }
    }
    out
}

#[test]
fn the_scan_finds_hard_coded_words() {
    let bad = "html! {\n  <button>{ \"Resign\" }</button>\n  <p>{ \"the clock runs\" }</p>\n  <i aria-label=\"Close\" />\n}";
    let found: Vec<String> = offences(bad).into_iter().map(|(_, s)| s).collect();
    assert_eq!(found, ["Resign", "the clock runs", "Close"]);
    let fine = "html! {\n  <td aria-current={if c { \"true\" } else { \"false\" }}>{ \" (=)\" }{ t(lang, Key::Resign) }</td>\n}";
    assert!(offences(fine).is_empty(), "{:?}", offences(fine));
}

#[test]
fn no_component_shows_a_hard_coded_string() {
    let mut all = Vec::new();
    let files = sources();
    assert!(files.len() > 5, "the components were not found: {files:?}");
    for f in files {
        let text = fs::read_to_string(&f).unwrap_or_default();
        for (line, lit) in offences(&text) {
            all.push(format!("{}:{line}: {lit:?}", f.display()));
        }
    }
    assert!(
        all.is_empty(),
        "strings outside the translation tables (use i18n::t):\n{}",
        all.join("\n")
    );
}

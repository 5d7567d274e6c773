//! The crate's module graph: which module uses which, by the module that
//! defines each name a `use crate::…` (or a path `crate::…`, `super::…`)
//! reaches, leaving out `#[cfg(test)]` code. Its largest strongly connected
//! component stays small, so that each part of a game can be read, tested
//! and changed on its own; and no file grows past 800 lines before its
//! tests, so that the graph cannot be met by merging modules.
//!
//! `cargo test -p rochade-arbiter --test module_graph -- --nocapture`
//! prints the graph's edges and its components.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The most modules one cycle of uses may hold.
const MAX_COMPONENT: usize = 3;
/// The most lines a file may have before its tests.
const MAX_LINES: usize = 800;

#[test]
fn no_cycle_of_more_than_three_modules() {
    let graph = Graph::read(&src());
    let components = graph.components();
    for (from, tos) in &graph.edges {
        println!(
            "{from} -> {}",
            tos.iter().cloned().collect::<Vec<_>>().join(", ")
        );
    }
    let mut sizes: Vec<_> = components.iter().filter(|c| c.len() > 1).collect();
    sizes.sort_by_key(|c| std::cmp::Reverse(c.len()));
    for c in &sizes {
        println!("component of {}: {}", c.len(), c.join(", "));
    }
    let largest = components.iter().map(Vec::len).max().unwrap_or(0);
    println!("largest strongly connected component: {largest} modules");
    assert!(
        largest <= MAX_COMPONENT,
        "a cycle of {largest} modules: {:?}",
        sizes.first()
    );
}

#[test]
fn no_file_over_800_lines_before_its_tests() {
    let graph = Graph::read(&src());
    let long: Vec<_> = graph
        .lines
        .iter()
        .filter(|(_, n)| **n > MAX_LINES)
        .collect();
    assert!(long.is_empty(), "files over {MAX_LINES} lines: {long:?}");
}

/// The graph finds a cycle where there is one: the test can fail.
#[test]
fn a_cycle_is_found() {
    let dir = std::env::temp_dir().join(format!("module-graph-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("p")).unwrap();
    fs::write(
        dir.join("lib.rs"),
        "mod a;\nmod b;\nmod p;\npub use a::A;\n",
    )
    .unwrap();
    fs::write(dir.join("a.rs"), "use crate::p::C;\npub struct A;\n").unwrap();
    fs::write(
        dir.join("b.rs"),
        "pub struct B;\n#[cfg(test)]\nmod tests { use crate::A; }\n",
    )
    .unwrap();
    fs::write(dir.join("p/mod.rs"), "mod q;\npub use q::C;\n").unwrap();
    fs::write(
        dir.join("p/q.rs"),
        "use super::super::b::B;\npub struct C(crate::A);\n",
    )
    .unwrap();
    let graph = Graph::read(&dir);
    let big: Vec<_> = graph
        .components()
        .into_iter()
        .filter(|c| c.len() > 1)
        .collect();
    assert_eq!(big, vec![vec!["a".to_string(), "p::q".to_string()]]);
    assert!(graph.edges["p::q"].contains("b"));
    // The test module's use of `A` is left out.
    assert!(!graph.edges.get("b").is_some_and(|e| e.contains("a")));
    fs::remove_dir_all(&dir).unwrap();
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

struct Graph {
    edges: BTreeMap<String, BTreeSet<String>>,
    lines: BTreeMap<String, usize>,
}

struct Module {
    /// `use` items: the name they bring in, and the path it comes from
    /// (already made absolute).
    imports: BTreeMap<String, Vec<String>>,
    /// Names defined here.
    defines: BTreeSet<String>,
    /// Every absolute path used (`crate::…`, `super::…`, `self::…`).
    uses: Vec<Vec<String>>,
}

impl Graph {
    fn read(src: &Path) -> Graph {
        let mut files = Vec::new();
        walk(src, &mut files);
        let mut modules = BTreeMap::new();
        let mut lines = BTreeMap::new();
        for file in files {
            let rel = file.strip_prefix(src).unwrap().with_extension("");
            let mut parts: Vec<String> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
                parts.pop();
            }
            let name = parts.join("::");
            let text = fs::read_to_string(&file).unwrap();
            let code = strip_tests(&strip_comments(&text));
            let before_tests = text
                .lines()
                .take_while(|l| !l.trim_start().starts_with("#[cfg(test)]"))
                .count();
            lines.insert(
                file.strip_prefix(src).unwrap().display().to_string(),
                before_tests,
            );
            modules.insert(name.clone(), Module::parse(&name, code));
        }
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (name, module) in &modules {
            let entry = edges.entry(name.clone()).or_default();
            for path in &module.uses {
                if let Some(target) = resolve(&modules, path, 0) {
                    if &target != name && !target.is_empty() {
                        entry.insert(target);
                    }
                }
            }
        }
        Graph { edges, lines }
    }

    /// Tarjan's strongly connected components.
    fn components(&self) -> Vec<Vec<String>> {
        struct State<'a> {
            graph: &'a Graph,
            index: BTreeMap<&'a str, usize>,
            low: BTreeMap<&'a str, usize>,
            stack: Vec<&'a str>,
            on_stack: BTreeSet<&'a str>,
            out: Vec<Vec<String>>,
        }
        fn visit<'a>(s: &mut State<'a>, v: &'a str) {
            let i = s.index.len();
            s.index.insert(v, i);
            s.low.insert(v, i);
            s.stack.push(v);
            s.on_stack.insert(v);
            for w in s.graph.edges.get(v).into_iter().flatten() {
                let w = w.as_str();
                if !s.index.contains_key(w) {
                    visit(s, w);
                    let lw = s.low[w];
                    let lv = s.low[v];
                    s.low.insert(v, lv.min(lw));
                } else if s.on_stack.contains(w) {
                    let iw = s.index[w];
                    let lv = s.low[v];
                    s.low.insert(v, lv.min(iw));
                }
            }
            if s.low[v] == s.index[v] {
                let mut c = Vec::new();
                while let Some(w) = s.stack.pop() {
                    s.on_stack.remove(w);
                    c.push(w.to_string());
                    if w == v {
                        break;
                    }
                }
                c.sort();
                s.out.push(c);
            }
        }
        let mut s = State {
            graph: self,
            index: BTreeMap::new(),
            low: BTreeMap::new(),
            stack: Vec::new(),
            on_stack: BTreeSet::new(),
            out: Vec::new(),
        };
        for v in self.edges.keys() {
            if !s.index.contains_key(v.as_str()) {
                visit(&mut s, v);
            }
        }
        s.out
    }
}

/// The module that defines the item `path` (absolute) names.
fn resolve(modules: &BTreeMap<String, Module>, path: &[String], depth: usize) -> Option<String> {
    if depth > 16 {
        return None;
    }
    // The longest prefix that is a module.
    let mut module = String::new();
    let mut rest = path;
    while let Some((first, tail)) = rest.split_first() {
        let next = if module.is_empty() {
            first.clone()
        } else {
            format!("{module}::{first}")
        };
        if modules.contains_key(&next) {
            module = next;
            rest = tail;
        } else {
            break;
        }
    }
    let Some(name) = rest.first() else {
        // A module named as a whole.
        return Some(module);
    };
    let m = modules.get(&module)?;
    if m.defines.contains(name) {
        return Some(module);
    }
    if let Some(from) = m.imports.get(name) {
        let mut full = from.clone();
        full.extend(rest[1..].iter().cloned());
        return resolve(modules, &full, depth + 1);
    }
    // An item of another crate, or a name this reading cannot place.
    None
}

impl Module {
    fn parse(name: &str, code: String) -> Module {
        let mut imports = BTreeMap::new();
        let mut uses = Vec::new();
        let mut defines = BTreeSet::new();
        let here: Vec<String> = if name.is_empty() {
            Vec::new()
        } else {
            name.split("::").map(str::to_string).collect()
        };
        let tokens = tokenize(&code);
        let mut i = 0;
        while i < tokens.len() {
            let t = tokens[i].as_str();
            if matches!(
                t,
                "struct"
                    | "enum"
                    | "fn"
                    | "const"
                    | "static"
                    | "trait"
                    | "type"
                    | "union"
                    | "macro_rules"
            ) {
                if let Some(n) = tokens.get(i + 1) {
                    let n = n.trim_start_matches('!');
                    if n.chars()
                        .next()
                        .is_some_and(|c| c.is_alphabetic() || c == '_')
                    {
                        defines.insert(n.to_string());
                    }
                }
            }
            if t == "use" {
                let end = tokens[i..]
                    .iter()
                    .position(|t| t == ";")
                    .map_or(tokens.len(), |p| i + p);
                let mut leaves = Vec::new();
                use_tree(&tokens[i + 1..end], Vec::new(), &mut leaves);
                for (path, alias) in leaves {
                    if let Some(abs) = absolute(&here, &path) {
                        if let Some(alias) = alias {
                            imports.insert(alias, abs.clone());
                        }
                        uses.push(abs);
                    }
                }
                i = end + 1;
                continue;
            }
            if matches!(t, "crate" | "super" | "self")
                && tokens.get(i + 1).is_some_and(|n| n == "::")
            {
                let mut path = vec![t.to_string()];
                let mut j = i + 1;
                while tokens.get(j).is_some_and(|n| n == "::")
                    && tokens.get(j + 1).is_some_and(|n| is_ident(n))
                {
                    path.push(tokens[j + 1].clone());
                    j += 2;
                }
                if let Some(abs) = absolute(&here, &path) {
                    uses.push(abs);
                }
                i = j;
                continue;
            }
            i += 1;
        }
        Module {
            imports,
            defines,
            uses,
        }
    }
}

/// Expands a `use` tree into its leaves: the path, and the name it binds.
fn use_tree(tokens: &[String], prefix: Vec<String>, out: &mut Vec<(Vec<String>, Option<String>)>) {
    let mut path = prefix;
    let mut i = 0;
    while i < tokens.len() {
        let t = tokens[i].as_str();
        match t {
            "::" => i += 1,
            "{" => {
                // Split the group at its top-level commas.
                let mut depth = 0;
                let mut start = i + 1;
                let mut j = i;
                while j < tokens.len() {
                    match tokens[j].as_str() {
                        "{" => depth += 1,
                        "}" => {
                            depth -= 1;
                            if depth == 0 {
                                use_tree(&tokens[start..j], path.clone(), out);
                                break;
                            }
                        }
                        "," if depth == 1 => {
                            use_tree(&tokens[start..j], path.clone(), out);
                            start = j + 1;
                        }
                        _ => {}
                    }
                    j += 1;
                }
                return;
            }
            "as" => {
                let alias = tokens.get(i + 1).cloned();
                out.push((path, alias.filter(|a| a != "_")));
                return;
            }
            "*" => {
                out.push((path, None));
                return;
            }
            "pub" | "(" | ")" | "in" => i += 1,
            _ => {
                path.push(t.to_string());
                i += 1;
            }
        }
    }
    if let Some(last) = path.last().cloned() {
        let bound = if last == "self" {
            path.pop();
            path.last().cloned()
        } else {
            Some(last)
        };
        out.push((path, bound));
    }
}

/// `path` made absolute from module `here`; `None` for another crate's.
fn absolute(here: &[String], path: &[String]) -> Option<Vec<String>> {
    let mut base = match path.first().map(String::as_str) {
        Some("crate") => Vec::new(),
        // Paths in `use` are relative to the module itself (2018 edition
        // on); one that reaches another crate resolves to nothing.
        _ => here.to_vec(),
    };
    let mut rest = if path[0] == "crate" { &path[1..] } else { path };
    while let Some((first, tail)) = rest.split_first() {
        match first.as_str() {
            "super" => {
                base.pop();
            }
            "self" => {}
            _ => break,
        }
        rest = tail;
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

fn is_ident(t: &str) -> bool {
    t.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

fn tokenize(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len()
                && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '!')
            {
                i += 1;
            }
            out.push(chars[start..i].iter().collect());
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            out.push("::".into());
            i += 2;
        } else if c.is_whitespace() {
            i += 1;
        } else {
            out.push(c.to_string());
            i += 1;
        }
    }
    out
}

/// The code without comments, strings or character literals.
fn strip_comments(text: &str) -> String {
    let b: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == '/' && b.get(i + 1) == Some(&'/') {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
        } else if b[i] == '/' && b.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if b[i] == 'r'
            && (b.get(i + 1) == Some(&'"') || b.get(i + 1) == Some(&'#'))
            && !b
                .get(i.wrapping_sub(1))
                .is_some_and(|c| c.is_alphanumeric() || *c == '_')
        {
            // A raw string: r"…", r#"…"#.
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&'"') {
                out.push(b[i]);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= b.len() {
                    break;
                }
                if b[j] == '"' && (0..hashes).all(|k| b.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if b[i] == '"' {
            i += 1;
            while i < b.len() && b[i] != '"' {
                if b[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            out.push_str("\"\"");
        } else if b[i] == '\'' {
            // A character literal ('x', '\n', '\u{..}'), not a lifetime.
            let close = if b.get(i + 1) == Some(&'\\') {
                (i + 2..b.len().min(i + 12)).find(|&j| b[j] == '\'')
            } else if b.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match close {
                Some(j) => {
                    out.push_str("' '");
                    i = j + 1;
                }
                None => {
                    out.push('\'');
                    i += 1;
                }
            }
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

/// The code without the items under `#[cfg(test)]`.
fn strip_tests(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let after = &rest[at..];
        // The item ends at the `;` or the `}` closing its first `{`.
        let mut depth = 0;
        let mut end = after.len();
        for (k, c) in after.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = k + 1;
                        break;
                    }
                }
                ';' if depth == 0 => {
                    end = k + 1;
                    break;
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

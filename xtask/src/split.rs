//! The page's wasm in two parts: what a first visit runs until its first
//! move (the first part, fetched before the board takes a move) and the rest
//! (the second part: every dialog, the arbiter's desk, the analysis, the
//! codes, the archive), fetched and compiled while the player looks at the
//! board.
//!
//! Why: a Yew app is one module, and on Lighthouse's slow mobile line every
//! 20 kB of it is 0.1 s before the board takes a move
//! (`tests/bench/first_visit.mjs`). Binaryen's `wasm-split` does this for
//! Emscripten; it is not in the npm package `binaryen` the build uses, so
//! this is the same idea with `walrus` (wasm-bindgen's own reader and
//! writer).
//!
//! How:
//! - Which functions a first visit needs is a profile: the names of the
//!   functions that ran in a real browser from the start to the first move
//!   (first visit and repeat visit, three languages, mouse and touch, a slow
//!   phone), kept in [`PROFILE`] and made by `cargo xtask split-profile`
//!   ([`instrument`] and `tests/bench/split_profile.mjs`). A name keeps its
//!   hash, which tells a generic's copies apart; rustc derives it from the
//!   item's path, its generic arguments and the crate's metadata, not from
//!   the code, so a profile outlives most edits. A function it does not
//!   know goes to the second part, which is only ever slower, never wrong
//!   (and `tests/e2e/split.test.mjs` fails when the first move needs one).
//!   Functions under [`SMALL`] bytes and every `drop_in_place` stay in the
//!   first part whatever the profile says.
//! - In the first part, each moved function keeps its index and type but
//!   its body becomes a stub: while its new slot of the function table is
//!   empty, call the page's import `rochadeSplitLoad` (`web/js/split.js`,
//!   which reads the second part at once), then call the real function
//!   through that slot.
//! - The second part is the same module with everything of the first part
//!   turned into imports from the first part's exports (`primary`:
//!   functions, the first part's own imports among them, memory, tables,
//!   globals), and one element segment that writes its functions into those
//!   slots when it is instantiated.
//! - The second part's file name (with its content's hash) is written into
//!   the first part's data in place of the placeholder [`REST_PLACEHOLDER`]
//!   (`web/src/split.rs`, `REST`), and the first part is renamed after its
//!   own content. Neither wasm-bindgen's JS glue nor Trunk's loader is
//!   touched: the page fetches the second part itself once its first screen
//!   is drawn.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};

use walrus::ir::{MemArg, StoreKind, Value};
use walrus::{
    ConstExpr, ElementItems, ElementKind, ExportItem, FunctionBuilder, FunctionId, FunctionKind,
    GlobalKind, ImportKind, ImportedFunction, Module, ModuleConfig,
};

/// The profile of a first visit: one function name (as the name section
/// gives it, demangled, with its hash) a line.
pub const PROFILE: &str = "web/first-visit-functions.txt";

/// The module the second part imports the first part's items from.
const PRIMARY: &str = "primary";

/// The page's import that reads the second part at once (`web/js/split.js`).
/// wasm-bindgen imports it from the script itself (it needs no conversion of
/// anything); with a shim it would be `__wbg_rochadeSplitLoad_<hash>`.
const LOAD: &str = "rochadeSplitLoad";

/// The 64 bytes of `REST` in `web/src/split.rs` before the build writes the
/// second part's file name over them.
pub const REST_PLACEHOLDER: &[u8; 64] =
    b"#rochade: the second part's file name, written by the build\0\0\0\0\0";

/// What [`split`] made.
pub struct Split {
    pub primary: Vec<u8>,
    pub secondary: Vec<u8>,
    /// Functions in the second part with a stub in the first.
    pub stubs: usize,
    /// Functions only in the second part (only its own functions call them).
    pub moved: usize,
    /// Functions kept whole in the first part.
    pub kept: usize,
    /// The second part's file name.
    pub rest: String,
}

/// Functions this small (their body's bytes) stay whole in the first part:
/// a stub would be nearly as large, and the many small functions (glue,
/// drops, shims) are what a profile misses when the timing differs.
const SMALL: usize = 64;

fn parse(wasm: &[u8]) -> anyhow::Result<Module> {
    // `ROCHADE_SPLIT_NAMES=1` keeps the names, for reading a stack.
    let names = std::env::var_os("ROCHADE_SPLIT_NAMES").is_some();
    ModuleConfig::new()
        .generate_name_section(names)
        .generate_producers_section(false)
        .parse(wasm)
}

/// Splits `wasm` (the page after wasm-bindgen and wasm-opt, with its name
/// section) into the part the profile `keep` names and the rest; the first
/// part is given the second's file name, made by `rest_name` from its bytes.
pub fn split(
    wasm: &[u8],
    keep: &HashSet<String>,
    rest_name: impl Fn(&[u8]) -> String,
) -> anyhow::Result<Split> {
    let mut p = parse(wasm)?;
    let mut s = parse(wasm)?;
    let p_ids: Vec<FunctionId> = p.funcs.iter().map(|f| f.id()).collect();
    let s_ids: Vec<FunctionId> = s.funcs.iter().map(|f| f.id()).collect();
    anyhow::ensure!(
        p_ids.len() == s_ids.len(),
        "two readings of one module differ"
    );
    let local: Vec<bool> = p
        .funcs
        .iter()
        .map(|f| matches!(f.kind, FunctionKind::Local(_)))
        .collect();
    let position: HashMap<FunctionId, usize> =
        p_ids.iter().enumerate().map(|(i, id)| (*id, i)).collect();

    let load = p
        .imports
        .iter()
        .find_map(|i| match i.kind {
            ImportKind::Function(f)
                if (i.name == LOAD && i.module.ends_with("/js/split.js"))
                    || i.name.starts_with(&format!("__wbg_{LOAD}_")) =>
            {
                Some(f)
            }
            _ => None,
        })
        .ok_or_else(|| anyhow::anyhow!("the page imports no `{LOAD}` (web/src/split.rs)"))?;
    let exported: HashSet<FunctionId> = p
        .exports
        .iter()
        .filter_map(|e| match e.item {
            ExportItem::Function(f) => Some(f),
            _ => None,
        })
        .collect();
    let stubbed: Vec<usize> = p_ids
        .iter()
        .enumerate()
        .filter(|(_, id)| {
            let f = p.funcs.get(**id);
            !exported.contains(id)
                && p.start != Some(**id)
                && f.name.as_deref().is_some_and(|n| {
                    !keep.contains(n) && !n.starts_with("core::ptr::drop_in_place<")
                })
                && match &f.kind {
                    FunctionKind::Local(l) => {
                        l.original_range.as_ref().is_none_or(|r| r.len() >= SMALL)
                    }
                    _ => false,
                }
        })
        .map(|(i, _)| i)
        .collect();

    // The first part: a new table slot per moved function, filled by the
    // second part; a stub in each moved function's place.
    let table = p
        .tables
        .main_function_table()?
        .ok_or_else(|| anyhow::anyhow!("the page has no function table"))?;
    let slot_base = p.tables.get(table).initial;
    let grown = slot_base + stubbed.len() as u64;
    {
        let t = p.tables.get_mut(table);
        t.initial = grown;
        if let Some(max) = t.maximum.as_mut() {
            *max = (*max).max(grown);
        }
    }
    for (k, &i) in stubbed.iter().enumerate() {
        let id = p_ids[i];
        let ty = p.funcs.get(id).ty();
        let (params, results) = {
            let (a, b) = p.types.params_results(ty);
            (a.to_vec(), b.to_vec())
        };
        let mut builder = FunctionBuilder::new(&mut p.types, &params, &results);
        let args: Vec<_> = params.iter().map(|t| p.locals.add(*t)).collect();
        let slot = i32::try_from(slot_base + k as u64)?;
        let mut body = builder.func_body();
        body.i32_const(slot).table_get(table).ref_is_null().if_else(
            None,
            |then| {
                then.call(load);
            },
            |_| {},
        );
        for a in &args {
            body.local_get(*a);
        }
        body.i32_const(slot).call_indirect(ty, table);
        p.funcs.get_mut(id).kind = FunctionKind::Local(builder.local_func(args));
    }
    // Keep every import, global, memory and table through the collection
    // below, whether or not the first part's own code still uses it.
    let mut held = Vec::new();
    let imported: Vec<FunctionId> = p
        .funcs
        .iter()
        .filter(|f| !matches!(f.kind, FunctionKind::Local(_)))
        .map(|f| f.id())
        .collect();
    for (i, f) in imported.into_iter().enumerate() {
        held.push(p.exports.add(&format!("__held_f{i}"), f));
    }
    for (i, g) in p
        .globals
        .iter()
        .map(|g| g.id())
        .collect::<Vec<_>>()
        .into_iter()
        .enumerate()
    {
        held.push(p.exports.add(&format!("__held_g{i}"), g));
    }
    for (i, m) in p
        .memories
        .iter()
        .map(|m| m.id())
        .collect::<Vec<_>>()
        .into_iter()
        .enumerate()
    {
        held.push(p.exports.add(&format!("__held_m{i}"), m));
    }
    for (i, t) in p
        .tables
        .iter()
        .map(|t| t.id())
        .collect::<Vec<_>>()
        .into_iter()
        .enumerate()
    {
        held.push(p.exports.add(&format!("__held_t{i}"), t));
    }
    walrus::passes::gc::run(&mut p);
    let live: HashSet<usize> = p
        .funcs
        .iter()
        .filter_map(|f| position.get(&f.id()).copied())
        .collect();

    // The second part: whatever the first part no longer has a body for;
    // everything else it imports from the first part.
    let stubbed_set: HashSet<usize> = stubbed.iter().copied().collect();
    for (i, &id) in s_ids.iter().enumerate() {
        let here = local[i] && (stubbed_set.contains(&i) || !live.contains(&i));
        if here {
            continue;
        }
        let name = format!("f{i}");
        match s.funcs.get(id).kind {
            FunctionKind::Import(ImportedFunction { import, .. }) => {
                let import = s.imports.get_mut(import);
                import.module = PRIMARY.to_string();
                import.name = name;
            }
            _ => {
                let ty = s.funcs.get(id).ty();
                let import = s.imports.add(PRIMARY, &name, ImportKind::Function(id));
                s.funcs.get_mut(id).kind = FunctionKind::Import(ImportedFunction { import, ty });
            }
        }
    }
    for id in s.exports.iter().map(|e| e.id()).collect::<Vec<_>>() {
        s.exports.delete(id);
    }
    s.start = None;
    for id in s.elements.iter().map(|e| e.id()).collect::<Vec<_>>() {
        s.elements.delete(id);
    }
    for id in s.data.iter().map(|d| d.id()).collect::<Vec<_>>() {
        s.data.delete(id);
    }
    let s_globals: Vec<_> = s.globals.iter().map(|g| g.id()).collect();
    for (i, g) in s_globals.into_iter().enumerate() {
        let name = format!("g{i}");
        match s.globals.get(g).kind {
            GlobalKind::Import(import) => {
                let import = s.imports.get_mut(import);
                import.module = PRIMARY.to_string();
                import.name = name;
            }
            GlobalKind::Local(_) => {
                let import = s.imports.add(PRIMARY, &name, ImportKind::Global(g));
                s.globals.get_mut(g).kind = GlobalKind::Import(import);
            }
        }
    }
    let s_memories: Vec<_> = s.memories.iter().map(|m| m.id()).collect();
    for (i, m) in s_memories.into_iter().enumerate() {
        let name = format!("m{i}");
        match s.memories.get(m).import {
            Some(import) => {
                let import = s.imports.get_mut(import);
                import.module = PRIMARY.to_string();
                import.name = name;
            }
            None => {
                let import = s.imports.add(PRIMARY, &name, ImportKind::Memory(m));
                s.memories.get_mut(m).import = Some(import);
            }
        }
        s.memories.get_mut(m).data_segments = Default::default();
    }
    let s_table = s
        .tables
        .main_function_table()?
        .ok_or_else(|| anyhow::anyhow!("the page has no function table"))?;
    let s_tables: Vec<_> = s.tables.iter().map(|t| t.id()).collect();
    for (i, t) in s_tables.into_iter().enumerate() {
        let name = format!("t{i}");
        match s.tables.get(t).import {
            Some(import) => {
                let import = s.imports.get_mut(import);
                import.module = PRIMARY.to_string();
                import.name = name;
            }
            None => {
                let import = s.imports.add(PRIMARY, &name, ImportKind::Table(t));
                s.tables.get_mut(t).import = Some(import);
            }
        }
        let table = s.tables.get_mut(t);
        table.elem_segments = Default::default();
        table.init = None;
        if t == s_table {
            table.initial = grown;
            if let Some(max) = table.maximum.as_mut() {
                *max = (*max).max(grown);
            }
        }
    }
    let functions: Vec<FunctionId> = stubbed.iter().map(|&i| s_ids[i]).collect();
    let segment = s.elements.add(
        ElementKind::Active {
            table: s_table,
            offset: ConstExpr::Value(Value::I32(i32::try_from(slot_base)?)),
        },
        ElementItems::Functions(functions),
    );
    s.tables.get_mut(s_table).elem_segments.insert(segment);
    walrus::passes::gc::run(&mut s);
    let secondary = s.emit_wasm();

    // The first part exports exactly what the second imports.
    for id in held {
        p.exports.delete(id);
    }
    let p_globals: Vec<_> = p.globals.iter().map(|g| g.id()).collect();
    let p_memories: Vec<_> = p.memories.iter().map(|m| m.id()).collect();
    let p_tables: Vec<_> = p.tables.iter().map(|t| t.id()).collect();
    let mut needed = Vec::new();
    for import in s.imports.iter() {
        anyhow::ensure!(
            import.module == PRIMARY,
            "the second part imports {}.{}",
            import.module,
            import.name
        );
        let (kind, index) = import.name.split_at(1);
        let index: usize = index.parse()?;
        let item: ExportItem = match kind {
            "f" => {
                anyhow::ensure!(
                    live.contains(&index),
                    "the second part needs function {index}, gone from the first"
                );
                ExportItem::Function(p_ids[index])
            }
            "g" => ExportItem::Global(p_globals[index]),
            "m" => ExportItem::Memory(p_memories[index]),
            "t" => ExportItem::Table(p_tables[index]),
            _ => anyhow::bail!("unexpected import {}", import.name),
        };
        needed.push((import.name.clone(), item));
    }
    for (name, item) in needed {
        p.exports.add(&name, item);
    }
    walrus::passes::gc::run(&mut p);

    // The second part's name where the page reads it.
    let name = rest_name(&secondary);
    anyhow::ensure!(
        name.len() < REST_PLACEHOLDER.len() && !name.starts_with('#'),
        "file name {name} does not fit"
    );
    let mut found = 0;
    let ids: Vec<_> = p.data.iter().map(|d| d.id()).collect();
    for id in ids {
        let data = p.data.get_mut(id);
        while let Some(at) = data
            .value
            .windows(REST_PLACEHOLDER.len())
            .position(|w| w == REST_PLACEHOLDER)
        {
            let mut bytes = [0u8; 64];
            bytes[..name.len()].copy_from_slice(name.as_bytes());
            data.value[at..at + 64].copy_from_slice(&bytes);
            found += 1;
        }
    }
    anyhow::ensure!(
        found == 1,
        "the placeholder of the second part's name is in the page {found} times, not once (web/src/split.rs, REST)"
    );

    let stubs = stubbed.iter().filter(|i| live.contains(i)).count();
    let kept = (0..p_ids.len())
        .filter(|i| local[*i] && live.contains(i) && !stubbed_set.contains(i))
        .count();
    Ok(Split {
        primary: p.emit_wasm(),
        secondary,
        rest: name,
        stubs,
        moved: stubbed.len() - stubs,
        kept,
    })
}

/// The page with each named function `i` writing 1 into byte `i` of a
/// memory of its own, exported as `__profile`, and the names by `i`.
pub fn instrument(wasm: &[u8]) -> anyhow::Result<(Vec<u8>, Vec<String>)> {
    let mut m = parse(wasm)?;
    let mut names = Vec::new();
    let locals: Vec<(FunctionId, String)> = m
        .funcs
        .iter()
        .filter(|f| matches!(f.kind, FunctionKind::Local(_)))
        .filter_map(|f| f.name.clone().map(|n| (f.id(), n)))
        .collect();
    let pages = (locals.len() as u64).div_ceil(65536);
    let flags = m.memories.add_local(false, false, pages, Some(pages), None);
    m.exports.add("__profile", flags);
    for (id, name) in locals {
        let index = i32::try_from(names.len())?;
        names.push(name);
        let FunctionKind::Local(f) = &mut m.funcs.get_mut(id).kind else {
            unreachable!()
        };
        let entry = f.entry_block();
        let mut seq = f.builder_mut().instr_seq(entry);
        seq.store_at(
            0,
            flags,
            StoreKind::I32_8 { atomic: false },
            MemArg {
                align: 0,
                offset: 0,
            },
        );
        seq.const_at(0, Value::I32(1));
        seq.const_at(0, Value::I32(index));
    }
    Ok((m.emit_wasm(), names))
}

/// The page's wasm in `dist` (Trunk's `rochade-web-<hash>_bg.wasm`).
fn page_wasm(dist: &Path) -> anyhow::Result<PathBuf> {
    let mut wasm = None;
    for entry in std::fs::read_dir(dist)? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if name.starts_with("rochade-web-")
            && name.ends_with("_bg.wasm")
            && !name.starts_with("rochade-web-rest-")
        {
            anyhow::ensure!(wasm.is_none(), "two page wasm files in {}", dist.display());
            wasm = Some(name);
        }
    }
    let wasm = wasm.ok_or_else(|| {
        anyhow::anyhow!("no page wasm (rochade-web-…_bg.wasm) in {}", dist.display())
    })?;
    Ok(dist.join(wasm))
}

/// The functions of [`PROFILE`], or none when it is missing.
fn read_profile(root: &Path) -> anyhow::Result<HashSet<String>> {
    match std::fs::read_to_string(root.join(PROFILE)) {
        Ok(text) => Ok(text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(String::from)
            .collect()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(HashSet::new()),
        Err(e) => Err(e.into()),
    }
}

/// A short content hash for a file name, as Trunk gives one.
fn content_hash(bytes: &[u8]) -> String {
    // FNV-1a, 64 bits: a cache key, not a check against tampering (the
    // preload's integrity and the service worker's version are sha).
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// Splits the page in `dist` by the profile in `root`: the first part
/// renamed after its content (index.html follows), the second beside it;
/// returns a line for the build's log.
pub fn apply(root: &Path, dist: &Path) -> anyhow::Result<String> {
    let wasm_path = page_wasm(dist)?;
    let keep = read_profile(root)?;
    anyhow::ensure!(
        !keep.is_empty(),
        "no profile of a first visit in {PROFILE} (make one with `cargo xtask split-profile`)"
    );
    let wasm = std::fs::read(&wasm_path)?;
    let parts = split(&wasm, &keep, |bytes| {
        format!("rochade-web-rest-{}_bg.wasm", content_hash(bytes))
    })?;
    for entry in std::fs::read_dir(dist)? {
        let path = entry?.path();
        if path
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("rochade-web-rest-"))
        {
            std::fs::remove_file(path)?;
        }
    }
    std::fs::write(dist.join(&parts.rest), &parts.secondary)?;
    let old = wasm_path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let new = format!("rochade-web-{}_bg.wasm", content_hash(&parts.primary));
    std::fs::remove_file(&wasm_path)?;
    std::fs::write(dist.join(&new), &parts.primary)?;
    let index = dist.join("index.html");
    let html = std::fs::read_to_string(&index)?;
    anyhow::ensure!(html.contains(&old), "index.html does not name {old}");
    std::fs::write(&index, html.replace(&old, &new))?;
    Ok(format!(
        "page split: {} functions whole in the first part ({new}), {} in the second ({}) with a stub in the first, {} only in the second; {} + {} bytes raw (was {} with names)",
        parts.kept,
        parts.stubs,
        parts.rest,
        parts.moved,
        parts.primary.len(),
        parts.secondary.len(),
        wasm.len()
    ))
}

/// Writes a copy of `dist` into `out` with the page instrumented
/// ([`instrument`]), and returns the names by their index.
pub fn instrument_copy(dist: &Path, out: &Path) -> anyhow::Result<Vec<String>> {
    if out.exists() {
        std::fs::remove_dir_all(out)?;
    }
    copy_dir(dist, out)?;
    let wasm_path = page_wasm(out)?;
    let (wasm, names) = instrument(&std::fs::read(&wasm_path)?)?;
    std::fs::write(&wasm_path, wasm)?;
    Ok(names)
}

fn copy_dir(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), target)?;
        }
    }
    Ok(())
}

/// Writes [`PROFILE`]: the names of the functions hit (indices into
/// `names`), sorted, one a line.
pub fn write_profile(root: &Path, names: &[String], hits: &[usize]) -> anyhow::Result<usize> {
    let mut kept: Vec<&str> = hits
        .iter()
        .filter_map(|&i| names.get(i).map(String::as_str))
        .collect();
    kept.sort_unstable();
    kept.dedup();
    let mut text = String::from(
        "# The page's functions that a first visit runs until its first move, as the\n\
         # name section names them: the first part of the page's wasm (xtask/src/split.rs). Made by\n\
         # `cargo xtask split-profile`; a function missing here is fetched after the\n\
         # board appears (or at once, should it be needed before).\n",
    );
    for name in &kept {
        text.push_str(name);
        text.push('\n');
    }
    std::fs::write(root.join(PROFILE), text)?;
    Ok(kept.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_content_hash_has_sixteen_digits() {
        assert_eq!(content_hash(b""), "cbf29ce484222325");
        assert_eq!(content_hash(b"a").len(), 16);
        assert_ne!(content_hash(b"a"), content_hash(b"b"));
    }

    /// A page of three functions: `main` (exported) calls `hot` and `cold`,
    /// and `cold` calls `hot` and `colder`, which only it calls.
    fn page() -> Vec<u8> {
        use walrus::ir::BinaryOp;
        let mut m = Module::default();
        let memory = m.memories.add_local(false, false, 1, None, None);
        m.exports.add("memory", memory);
        m.tables.add_local(false, 1, None, walrus::RefType::FUNCREF);
        m.data.add(
            walrus::DataKind::Active {
                memory,
                offset: ConstExpr::Value(Value::I32(16)),
            },
            REST_PLACEHOLDER.to_vec(),
        );
        let unit = m.types.add(&[], &[]);
        m.add_import_func("./snippets/rochade-web-0/js/split.js", LOAD, unit);
        let function = |m: &mut Module, name: &str, calls: &[FunctionId]| {
            let mut b = FunctionBuilder::new(
                &mut m.types,
                &[walrus::ValType::I32],
                &[walrus::ValType::I32],
            );
            b.name(name.to_string());
            let x = m.locals.add(walrus::ValType::I32);
            let mut body = b.func_body();
            body.local_get(x);
            // Bodies large enough to be worth a stub.
            for _ in 0..30 {
                body.i32_const(1).binop(BinaryOp::I32Add);
            }
            for f in calls {
                body.call(*f);
            }
            b.finish(vec![x], &mut m.funcs)
        };
        let hot = function(&mut m, "hot", &[]);
        let colder = function(&mut m, "colder", &[]);
        let cold = function(&mut m, "cold", &[hot, colder]);
        let main = function(&mut m, "main", &[hot, cold]);
        m.exports.add("main", main);
        m.emit_wasm()
    }

    #[test]
    fn a_page_splits_into_what_the_profile_names_and_the_rest() {
        let keep: HashSet<String> = ["main", "hot"].map(String::from).into();
        let parts = split(&page(), &keep, |_| "rochade-web-rest-0_bg.wasm".into()).unwrap();
        assert_eq!((parts.kept, parts.stubs, parts.moved), (2, 1, 1));
        let locals = |m: &Module| {
            m.funcs
                .iter()
                .filter(|f| matches!(f.kind, FunctionKind::Local(_)))
                .count()
        };
        let p = Module::from_buffer(&parts.primary).unwrap();
        let s = Module::from_buffer(&parts.secondary).unwrap();
        assert_eq!(locals(&p), 3, "main, hot and cold's stub");
        assert_eq!(locals(&s), 2, "cold and colder");
        assert!(
            p.funcs.iter().all(|f| f.name.is_none()),
            "the names are dropped"
        );
        // The second part writes cold and colder into the first part's new
        // slots (colder's stub is gone: nothing in the first part calls it).
        let table = p.tables.main_function_table().unwrap().unwrap();
        assert_eq!(p.tables.get(table).initial, 3);
        let segment = s.elements.iter().next().expect("an element segment");
        match (&segment.kind, &segment.items) {
            (
                ElementKind::Active {
                    offset: ConstExpr::Value(Value::I32(1)),
                    ..
                },
                ElementItems::Functions(f),
            ) => {
                assert_eq!(f.len(), 2)
            }
            other => panic!("{other:?}"),
        }
        // Everything the second part imports, the first exports.
        let exports: HashSet<&str> = p.exports.iter().map(|e| e.name.as_str()).collect();
        for import in s.imports.iter() {
            assert_eq!(import.module, PRIMARY);
            assert!(
                exports.contains(import.name.as_str()),
                "{} not exported",
                import.name
            );
        }
        assert!(
            s.imports.iter().any(|i| i.name.starts_with('t')),
            "the table"
        );
        assert!(s.imports.iter().any(|i| i.name.starts_with('f')), "hot");
        // The second part's name where the placeholder was.
        let data: Vec<u8> = p.data.iter().flat_map(|d| d.value.clone()).collect();
        assert!(data.windows(26).any(|w| w == b"rochade-web-rest-0_bg.wasm"));
        assert!(!data.windows(8).any(|w| w == &REST_PLACEHOLDER[..8]));
    }

    #[test]
    fn a_page_without_the_loader_or_the_placeholder_is_refused() {
        let keep: HashSet<String> = ["main"].map(String::from).into();
        let mut m = Module::from_buffer(&page()).unwrap();
        let ids: Vec<_> = m.data.iter().map(|d| d.id()).collect();
        for id in ids {
            m.data.delete(id);
        }
        let err = split(&m.emit_wasm(), &keep, |_| "x_bg.wasm".into())
            .err()
            .unwrap();
        assert!(err.to_string().contains("placeholder"), "{err}");
    }

    #[test]
    fn the_placeholder_is_the_pages() {
        let page = std::fs::read_to_string(crate::root().join("web/src/split.rs")).unwrap();
        let text = std::str::from_utf8(REST_PLACEHOLDER)
            .unwrap()
            .replace('\0', "\\0");
        assert!(
            page.contains(&format!("*b\"{text}\"")),
            "web/src/split.rs's REST is not {text}"
        );
    }
}

// Cold code out of the page's module, a step of the post_build hook
// (precache.mjs runs it after imports.mjs, before it hashes anything).
//
// Trunk cannot split one crate's wasm, and a part of the screen built as a
// crate of its own carries its own copy of Yew. So the split is made on the
// built module instead, the way binaryen's wasm-split and Emscripten's
// SPLIT_MODULE make it:
//
// - The page's module comes from wasm-bindgen unoptimised and with its
//   function names (index.html: `data-wasm-opt="0"`). The functions that
//   only rarely used parts of the screen reach (the PGN dialog, the
//   archive, the arbiter's panel, the settings, the clock mode …) are
//   chosen by name (COLD below) and by the call graph: a function joins a
//   part when every function that calls it, or that makes a vtable or a
//   function pointer holding it, is in that part.
// - Each part becomes a module of its own, `<name>-cold-<part>-<hash>_bg.wasm`,
//   which imports the page's memory, tables, globals and the functions it
//   calls, and on instantiation writes its entry functions into new slots
//   of the page's function table.
// - In the page's module an entry function's body becomes a stub: it calls
//   the glue's loader with its slot (which instantiates the part once) and
//   then calls the slot. Functions only the part calls leave the page's
//   module. So every path that reaches cold code, direct or indirect, still
//   works; the choice of what is cold decides only what a first visit loads.
// - The glue fetches every part once the page's module is instantiated,
//   just before the app starts (so that on a slow line the parts never
//   compete with the module that draws the board; at once when the service
//   worker serves them), and compiles and instantiates each as it arrives. Should cold code be called before its
//   part arrived, the loader reads it synchronously, which browsers allow
//   for modules up to 8 MB, and warns on the console.
// - Then each module is optimised as wasm-opt -Oz would
//   (--reorder-functions-by-name, without the `producers` and
//   `target_features` sections), since Trunk no longer does it for the page.
//
// Running it again on a finished build does nothing: the page's module
// then imports the loader already.

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '..', '..', 'tests', 'package.json'));

/** The page's module: Trunk's name for it before the content hash. */
const STEM = 'rochade-web';

/**
 * The cold parts: each names the paths of its roots, and what stays in the
 * page although a root's path names it. No start may run a part's code
 * (tests/e2e/cold.test.mjs starts the app in several modes with the parts
 * held back): a first visit draws the board without them and fetches them
 * after. Each must stay within 60 KiB gzip like every wasm but the page's.
 */
export const COLD = [
  {
    part: 'pgn',
    // The PGN dialog's contents (archive list and search, import, FEN
    // setup, export), drawn only while it is open, and the PGN reader and
    // writer they use (and the import's workings, which only they reach).
    // The dialog's frame, its status and the import's state stay: they
    // live while the dialog is closed.
    roots: [
      'rochade_web::components::pgn::',
      'rochade_web::hooks::use_archive_export',
      'rochade_web::hooks::use_pgn_import::UsePgnImport',
      'rochade_web::hooks::use_pgn_import::spawn',
      'rochade_web::imported',
      'rochade_web::transfer',
      'rochade_arbiter::pgn::',
    ],
    keep: ['rochade_web::components::pgn::use_pgn_dialog', 'rochade_web::components::pgn::pgn_dialog'],
  },
  {
    part: 'forms',
    // The new-game form and the settings, drawn only while open. (The
    // time-control editor they share with the clock mode's setup stays.)
    roots: ['rochade_web::components::new_game', 'rochade_web::components::settings_dialog'],
    keep: [],
  },
  {
    part: 'play',
    // What only a player's or an arbiter's action after the start runs:
    // the rulings on touched pieces and the penalties, take-backs,
    // adjournment, offers, agreements and claims, unrecorded moves, the
    // quickplay finish, the arbiter's presence, the words of what happened,
    // typed spoken commands and the board's keys. (Saving the game, keeping
    // the archive's index and watching the flags run at the start.)
    roots: [
      'rochade_arbiter::touch::',
      'rochade_arbiter::penalty::',
      'rochade_arbiter::takeback::',
      'rochade_arbiter::adjourn::',
      'rochade_arbiter::claim::<impl rochade_arbiter::game::Game>::claim',
      'rochade_arbiter::offer::',
      'rochade_arbiter::agreement::',
      'rochade_speech::vocabulary::heard',
      'rochade_speech::parse::',
      'rochade_web::commands::',
      'rochade_web::words::happened::',
      'rochade_arbiter::unrecorded::',
      'rochade_arbiter::quickplay::',
      'rochade_arbiter::presence::',
      // Only a game against the computer runs this at a start: never a
      // first visit, and later starts wait for the parts (see the loader).
      'rochade_web::hooks::use_computer::',
    ],
    // What the screen asks of them as it is drawn: whether a claim would be
    // correct, whether a take-back is allowed, the board's reading order.
    keep: ['claim_is_correct', 'take_back_allowed', 'take_back_keeps', 'pending_take_back', 'reading_order'],
  },
];

/** binaryen's JS build, from the npm package whose wasm-opt Trunk uses. */
export async function loadBinaryen() {
  return (await import(pathToFileURL(require.resolve('binaryen')).href)).default;
}

/** The features the Rust wasm target enables, so that nothing else is used. */
function features(binaryen) {
  const F = binaryen.Features;
  return (
    F.MVP | F.MutableGlobals | F.NontrappingFPToInt | F.SignExt | F.BulkMemory | F.BulkMemoryOpt |
    F.ReferenceTypes | F.Multivalue
  );
}

function readModule(binaryen, bytes) {
  const m = binaryen.readBinary(bytes);
  m.setFeatures(features(binaryen));
  return m;
}

const functionsOf = (binaryen, m) => {
  const out = [];
  for (let i = 0; i < m.getNumFunctions(); i++) out.push(binaryen.getFunctionInfo(m.getFunctionByIndex(i)));
  return out;
};

/** A name as the text format writes it (`$"…"` when it has special characters). */
const ID = String.raw`\$("(?:[^"\\]|\\.)*"|[^\s()]+)`;
const unquote = (n) => (n.startsWith('"') ? JSON.parse(n) : n);

/** The bytes of a data segment as the text format escapes them. */
function unescapeData(s) {
  const out = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c !== '\\') {
      out.push(...Buffer.from(c));
      continue;
    }
    const n = s[i + 1];
    if (/[0-9a-f]/.test(n)) {
      out.push(parseInt(s.substr(i + 1, 2), 16));
      i += 2;
    } else {
      out.push({ n: 10, t: 9, r: 13, '"': 34, "'": 39, '\\': 92 }[n]);
      i++;
    }
  }
  return Uint8Array.from(out);
}

/**
 * The module's graph from its text: each function's callees and the
 * constants it uses (data addresses and table indices), the function
 * table's contents, the exports, and which data words hold a table index.
 */
export function graphOf(text) {
  const calls = new Map();
  const consts = new Map();
  const elem = [];
  let elemOffset = 0;
  const exported = new Set();
  const data = [];
  let memory = null;
  let cur = null;
  const funcRe = new RegExp(String.raw`^ \(func ` + ID);
  const exportRe = new RegExp(String.raw`^ \(export ".*" \(func ` + ID);
  const callRe = new RegExp(String.raw`\((?:call|return_call|ref\.func) ` + ID, 'g');
  const idRe = new RegExp(ID, 'g');
  for (const line of text.split('\n')) {
    let m;
    if ((m = line.match(funcRe))) {
      cur = unquote(m[1]);
      calls.set(cur, new Set());
      consts.set(cur, []);
      continue;
    }
    if (!line.startsWith('  ')) cur = null;
    if (line.startsWith(' (elem')) {
      if (elem.length) throw new Error('more than one element segment');
      const at = line.match(/\(i32\.const (\d+)\) (?:func )?/);
      if (!at) throw new Error(`an element segment not at a constant offset: ${line.slice(0, 80)}`);
      elemOffset = +at[1];
      for (const x of line.slice(at.index + at[0].length).matchAll(idRe)) elem.push(unquote(x[1]));
    } else if ((m = line.match(new RegExp(String.raw`^ \(memory ` + ID)))) {
      memory = unquote(m[1]);
    } else if ((m = line.match(exportRe))) {
      exported.add(unquote(m[1]));
    } else if ((m = line.match(/^ \(data \S+ \(i32\.const (\d+)\) "(.*)"\)$/))) {
      data.push([+m[1], unescapeData(m[2])]);
    } else if (cur) {
      for (const x of line.matchAll(callRe)) calls.get(cur).add(unquote(x[1]));
      for (const x of line.matchAll(/\(i32\.const (\d+)\)/g)) consts.get(cur).push(+x[1]);
    }
  }
  const isIndex = (v) => v >= elemOffset && v < elemOffset + elem.length;
  // Which functions use each data address or table index as a constant.
  const users = new Map();
  const dataEnd = Math.max(0, ...data.map(([b, d]) => b + d.length));
  const dataStart = Math.min(...data.map(([b]) => b));
  for (const [f, cs] of consts) {
    for (const v of cs) {
      if (isIndex(v) || (v >= dataStart && v < dataEnd)) {
        if (!users.has(v)) users.set(v, new Set());
        users.get(v).add(f);
      }
    }
  }
  // Each table index: the data addresses holding it as an aligned word.
  const words = new Map();
  for (const [base, bytes] of data) {
    const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let o = (4 - (base % 4)) % 4; o + 4 <= bytes.length; o += 4) {
      const w = dv.getUint32(o, true);
      if (isIndex(w)) {
        if (!words.has(w)) words.set(w, []);
        words.get(w).push(base + o);
      }
    }
  }
  return { calls, users, elem, elemOffset, words, exported, memory };
}

/**
 * Who makes each table entry reachable: the functions that use its index
 * as a constant (a function pointer) and, for each data word holding it,
 * the functions that use the nearest address at most 64 bytes before it
 * (the start of a vtable). `null` stands for a holder with no such user,
 * which keeps the entry in the page's module.
 */
function holdersOf(g) {
  const holders = new Map();
  g.elem.forEach((f, i) => {
    const t = g.elemOffset + i;
    if (!holders.has(f)) holders.set(f, []);
    const list = holders.get(f);
    if (g.users.has(t)) list.push(g.users.get(t));
    for (const a of g.words.get(t) ?? []) {
      let found = null;
      for (let d = 0; d <= 64 && !found; d += 4) found = g.users.get(a - d) ?? null;
      list.push(found);
    }
    if (!list.length) list.push(null);
  });
  return holders;
}

/**
 * The parts: for each of `cold`, the functions it takes and its entries
 * (the functions called or held from outside the part). A root is a
 * function of a root's path (`path::f`, or `<path::T as Trait>::f`); drop
 * glue and other generic shims are not, even when they are named after a
 * cold type: the optimiser merges identical ones and names the survivor
 * after any of them, so they join a part only when all that reach them are
 * in it.
 */
export function choose(g, cold) {
  const callers = new Map();
  for (const [f, cs] of g.calls) {
    for (const c of cs) {
      if (!callers.has(c)) callers.set(c, new Set());
      callers.get(c).add(f);
    }
  }
  const holders = holdersOf(g);
  const all = [...g.calls.keys()];
  const partOf = new Map();
  const kept = (f) => cold.some(({ keep = [] }) => keep.some((k) => f.includes(k)));
  cold.forEach(({ roots }, p) => {
    for (const f of all) {
      if (!g.exported.has(f) && !kept(f) && roots.some((r) => f.startsWith(r) || f.startsWith(`<${r}`))) {
        if (partOf.has(f)) throw new Error(`${f} is a root of two parts`);
        partOf.set(f, p);
      }
    }
  });
  // A function joins a part when all that reach it are in that part.
  for (let changed = true; changed; ) {
    changed = false;
    for (const f of all) {
      if (partOf.has(f) || g.exported.has(f) || kept(f)) continue;
      const reach = [...(callers.get(f) ?? [])].map((c) => [c]);
      for (const h of holders.get(f) ?? []) reach.push(h ? [...h] : [null]);
      if (!reach.length) continue;
      const parts = new Set(reach.flat().map((c) => (c !== null && partOf.has(c) ? partOf.get(c) : -1)));
      if (parts.size === 1 && !parts.has(-1)) {
        partOf.set(f, [...parts][0]);
        changed = true;
      }
    }
  }
  return cold.map(({ part }, p) => {
    const functions = all.filter((f) => partOf.get(f) === p);
    const entries = functions.filter(
      (f) => holders.has(f) || [...(callers.get(f) ?? [])].some((c) => partOf.get(c) !== p),
    );
    return { part, functions: new Set(functions), entries };
  });
}

/** The module optimised as `wasm-opt -Oz --reorder-functions-by-name --strip-producers --strip-target-features`. */
function optimise(binaryen, m) {
  binaryen.setOptimizeLevel(2);
  binaryen.setShrinkLevel(2);
  binaryen.setDebugInfo(false);
  m.optimize();
  m.runPasses(['reorder-functions-by-name', 'strip-producers', 'strip-target-features']);
  if (!m.validate()) throw new Error('the optimised module does not validate');
  return m.emitBinary();
}

/**
 * Splits a module with names: returns the page's module and one module
 * per part, with the table slots its entries take.
 */
export function splitModule(binaryen, bytes, cold) {
  const P = readModule(binaryen, bytes);
  const g = graphOf(P.emitText());
  const parts = choose(g, cold);

  const tables = [];
  for (let i = 0; i < P.getNumTables(); i++) tables.push(binaryen.getTableInfo(P.getTableByIndex(i)));
  const tableName = binaryen.getElementSegmentInfo(P.getElementSegmentByIndex(0)).table;
  const table = tables.find((t) => t.name === tableName);
  let next = table.initial;
  const slot = new Map();
  for (const p of parts) {
    p.from = next;
    for (const f of p.entries) slot.set(f, next++);
    p.to = next;
  }
  const tableRef = P.getTable(tableName);
  binaryen._BinaryenTableSetInitial(tableRef, next);
  if (binaryen._BinaryenTableHasMax(tableRef)) binaryen._BinaryenTableSetMax(tableRef, next);

  // Names the page's module exports to the parts (kept where it has one).
  const exportOf = new Map();
  for (let i = 0; i < P.getNumExports(); i++) {
    const e = binaryen.getExportInfo(P.getExportByIndex(i));
    exportOf.set(`${e.kind}:${e.value}`, e.name);
  }
  let n = 0;
  const exportName = (kind, internal) => {
    const key = `${kind}:${internal}`;
    if (!exportOf.has(key)) exportOf.set(key, `c${(n++).toString(36)}`);
    return exportOf.get(key);
  };

  const secondaries = parts.map((p) => {
    const C = readModule(binaryen, bytes);
    for (const fi of functionsOf(binaryen, C)) {
      if (p.functions.has(fi.name)) continue;
      C.removeFunction(fi.name);
      C.addFunctionImport(fi.name, 'p', exportName(binaryen.ExternalFunction, fi.name), fi.params, fi.results);
    }
    for (let i = C.getNumExports() - 1; i >= 0; i--) C.removeExport(binaryen.getExportInfo(C.getExportByIndex(i)).name);
    for (let i = C.getNumElementSegments() - 1; i >= 0; i--) {
      C.removeElementSegment(binaryen.getElementSegmentInfo(C.getElementSegmentByIndex(i)).name);
    }
    binaryen._BinaryenSetStart(C.ptr, 0);
    const mem = C.getMemoryInfo();
    const memName = g.memory;
    // The data is the page's: a part must not write it again.
    C.setMemory(mem.initial, mem.max ?? -1, null, [], false, false, memName);
    C.addMemoryImport(memName, 'p', exportName(binaryen.ExternalMemory, memName));
    for (const t of tables) C.addTableImport(t.name, 'p', exportName(binaryen.ExternalTable, t.name));
    // The function table as the page's module declares it now.
    const ct = C.getTable(tableName);
    binaryen._BinaryenTableSetInitial(ct, next);
    if (binaryen._BinaryenTableHasMax(ct)) binaryen._BinaryenTableSetMax(ct, next);
    const globals = [];
    for (let i = 0; i < C.getNumGlobals(); i++) globals.push(binaryen.getGlobalInfo(C.getGlobalByIndex(i)));
    for (const gl of globals) {
      C.removeGlobal(gl.name);
      C.addGlobalImport(gl.name, 'p', exportName(binaryen.ExternalGlobal, gl.name), gl.type, gl.mutable);
    }
    C.addActiveElementSegment(tableName, 'cold', p.entries, C.i32.const(p.from));
    C.runPasses(['remove-unused-module-elements']);
    return { p, C };
  });

  // The page's module exports what the parts import.
  const have = new Set();
  for (let i = 0; i < P.getNumExports(); i++) have.add(binaryen.getExportInfo(P.getExportByIndex(i)).name);
  const exportAs = (add, internal, name) => {
    if (have.has(name)) return;
    add(internal, name);
    have.add(name);
  };
  for (const { C } of secondaries) {
    for (const fi of functionsOf(binaryen, C)) {
      if (fi.module === 'p') exportAs((i, e) => P.addFunctionExport(i, e), fi.name, fi.base);
    }
    for (let i = 0; i < C.getNumGlobals(); i++) {
      const gl = binaryen.getGlobalInfo(C.getGlobalByIndex(i));
      if (gl.module === 'p') exportAs((i, e) => P.addGlobalExport(i, e), gl.name, gl.base);
    }
  }
  for (const t of tables) {
    exportAs((i, e) => P.addTableExport(i, e), t.name, exportName(binaryen.ExternalTable, t.name));
  }
  exportAs((i, e) => P.addMemoryExport(i, e), g.memory, exportName(binaryen.ExternalMemory, g.memory));

  // Entries become stubs; the rest of each part leaves the page's module.
  P.addFunctionImport('__rochade_cold', 's', 'l', binaryen.i32, binaryen.none);
  const split = new Set(parts.flatMap((p) => [...p.functions]));
  for (const fi of functionsOf(binaryen, P)) {
    if (!split.has(fi.name)) continue;
    P.removeFunction(fi.name);
    if (!slot.has(fi.name)) continue;
    const at = slot.get(fi.name);
    const args = binaryen.expandType(fi.params).map((t, i) => P.local.get(i, t));
    P.addFunction(
      fi.name,
      fi.params,
      fi.results,
      [],
      P.block(
        null,
        [
          P.call('__rochade_cold', [P.i32.const(at)], binaryen.none),
          P.call_indirect(tableName, P.i32.const(at), args, fi.params, fi.results),
        ],
        fi.results,
      ),
    );
  }
  if (!P.validate()) throw new Error('the page module does not validate after the split');
  for (const { p, C } of secondaries) if (!C.validate()) throw new Error(`the part ${p.part} does not validate`);
  return {
    primary: optimise(binaryen, P),
    parts: secondaries.map(({ p, C }) => ({
      part: p.part,
      from: p.from,
      to: p.to,
      functions: p.functions.size,
      entries: p.entries.length,
      bytes: optimise(binaryen, C),
    })),
  };
}

/** The loader added to the page's glue. */
function loader(parts) {
  return `
// Cold code (web/pwa/split.mjs): the parts of the page's module that a start
// does not run, fetched once the page's module is instantiated (so that they
// never compete with it; at once when the service worker has them),
// compiled and instantiated as they arrive; a stub that runs before its part
// arrived reads it synchronously.
const __coldParts = ${JSON.stringify(parts)};
const __coldModules = [];
const __coldDone = [];
function __coldUse(i) {
    if (__coldDone[i]) return;
    let module = __coldModules[i];
    if (!module) {
        const xhr = new XMLHttpRequest();
        xhr.open('GET', new URL(__coldParts[i].file, import.meta.url), false);
        xhr.overrideMimeType('text/plain; charset=x-user-defined');
        xhr.send();
        if (xhr.status !== 200) throw new Error(\`\${__coldParts[i].file}: HTTP \${xhr.status}\`);
        const text = xhr.responseText;
        const bytes = new Uint8Array(text.length);
        for (let k = 0; k < text.length; k++) bytes[k] = text.charCodeAt(k) & 0xff;
        module = new WebAssembly.Module(bytes);
        console.warn(\`\${__coldParts[i].file} was needed before it arrived and was read synchronously (slot \${__coldSlot})\`);
    }
    new WebAssembly.Instance(module, { p: wasm });
    __coldDone[i] = true;
}
let __coldSlot = 0;
function __coldLoad(slot) {
    __coldSlot = slot;
    __coldUse(__coldParts.findIndex((p) => slot >= p.from && slot < p.to));
}
let __coldAsked;
function __coldFetch() {
    __coldAsked ??= Promise.all(__coldParts.map((p, i) =>
        fetch(new URL(p.file, import.meta.url), { integrity: p.integrity })
            .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(\`\${p.file}: HTTP \${r.status}\`))))
            .then((b) => WebAssembly.compile(b))
            .then((m) => { __coldModules[i] = m; if (wasm !== undefined) __coldUse(i); })
            .catch((e) => console.warn(e))));
    return __coldAsked;
}
function __coldReady() {
    __coldFetch();
    __coldParts.forEach((_, i) => { if (__coldModules[i]) __coldUse(i); });
}
// Under the service worker the parts come from its cache, costing no
// bandwidth: asked for at once, and awaited before the start, so that an
// offline start never needs the synchronous read (which the service worker
// does not serve).
const __coldCached = typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;
if (__coldCached) __coldFetch();
`;
}

/** The glue with the loader: its import, its call before the start, its code. */
export function patchGlue(js, parts) {
  const once = (text, needle, replacement) => {
    if (text.split(needle).length !== 2) throw new Error(`the glue has not exactly one ${JSON.stringify(needle)}`);
    return text.replace(needle, replacement);
  };
  let out = once(js, '"m": import0,', '"m": import0,\n        "s": { l: __coldLoad },');
  out = once(out, '    wasm.__wbindgen_start();', '    __coldReady();\n    wasm.__wbindgen_start();');
  const loaded = '    const { instance, module } = await __wbg_load(await module_or_path, imports);\n';
  out = once(out, loaded, `${loaded}    if (__coldCached) await __coldFetch();\n`);
  const exportLine = '\nexport { initSync, __wbg_init as default };';
  out = once(out, exportLine, `${loader(parts)}${exportLine}`);
  return out;
}

const sha = (algo, data, enc) => crypto.createHash(algo).update(data).digest(enc);

/**
 * Splits `<dir>/rochade-web-<hash>_bg.wasm` and patches its glue; returns
 * a line for the build's log.
 */
export async function splitColdCode(dir, cold = COLD) {
  const names = await fs.readdir(dir);
  const re = new RegExp(`^${STEM}-[0-9a-f]{8,16}_bg\\.wasm$|^${STEM}_bg\\.wasm$`);
  const file = names.find((f) => re.test(f));
  if (!file) return `no ${STEM} module, nothing split`;
  const stem = file.slice(0, -'_bg.wasm'.length);
  const wasmPath = path.join(dir, file);
  const jsPath = path.join(dir, `${stem}.js`);
  let js = await fs.readFile(jsPath, 'utf8');
  if (js.includes('__coldLoad')) return `${file} split before`;
  const binaryen = await loadBinaryen();
  const bytes = await fs.readFile(wasmPath);
  const { primary, parts } = splitModule(binaryen, bytes, cold);
  const written = [];
  for (const p of parts) {
    const name = `${STEM}-cold-${p.part}-${sha('sha256', p.bytes, 'hex').slice(0, 16)}_bg.wasm`;
    await fs.writeFile(path.join(dir, name), p.bytes);
    written.push({ file: name, integrity: `sha384-${sha('sha384', p.bytes, 'base64')}`, from: p.from, to: p.to });
  }
  await fs.writeFile(wasmPath, primary);
  js = patchGlue(js, written);
  await fs.writeFile(jsPath, js);
  return (
    `${file} ${bytes.length} -> ${primary.length} B; ` +
    parts.map((p, i) => `${written[i].file} ${p.bytes.length} B (${p.functions} functions, ${p.entries} entries)`).join(', ')
  );
}

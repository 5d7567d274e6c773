// Short import names for the built wasm modules, a step of the post_build
// hook (precache.mjs runs it first, before it hashes anything).
//
// wasm-bindgen names each function a module imports from its JS glue after
// the function and a 16-digit hash (`__wbg_removeChild_d2dc6fc1d6db896b`),
// and the module after the glue's file (`./rochade-web_bg.js`). The page's
// module imports 254 of them: 14 kB of names that gzip cannot shrink much,
// since the hashes are random. Here every import takes a name of two or
// three characters, in the wasm's import section and in the glue's import
// object alike (where each name occurs exactly once, as a key: checked, and
// the build fails otherwise). Nothing else changes; the `integrity` of
// every file that index.html names is computed again afterwards.
//
// A module is `<stem>_bg.wasm` beside its glue `<stem>.js`, as Trunk writes
// them.

import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Reads an unsigned LEB128 number at `at`: [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    if (b === undefined) throw new Error('a number runs past the end');
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}

/** An unsigned LEB128 number. */
function uleb(value) {
  const out = [];
  do {
    let b = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) b |= 0x80;
    out.push(b);
  } while (value > 0);
  return Buffer.from(out);
}

const name = (text) => Buffer.concat([uleb(Buffer.byteLength(text)), Buffer.from(text)]);

/** The sections of a wasm module: [{ id, body }]. */
function sections(bytes) {
  if (bytes.readUInt32LE(0) !== 0x6d736100 || bytes.readUInt32LE(4) !== 1) {
    throw new Error('not a wasm module (version 1)');
  }
  const out = [];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, start] = leb(bytes, at + 1);
    out.push({ id, body: bytes.subarray(start, start + size) });
    at = start + size;
  }
  return out;
}

/** The import section's entries: { module, field, desc } (desc: the bytes after the names). */
function readImports(body) {
  const [count, first] = leb(body, 0);
  const out = [];
  let at = first;
  const text = () => {
    const [len, start] = leb(body, at);
    at = start + len;
    return body.subarray(start, start + len).toString();
  };
  for (let i = 0; i < count; i++) {
    const module = text();
    const field = text();
    const start = at;
    const kind = body[at++];
    if (kind === 0) [, at] = leb(body, at); // a function: its type index
    else throw new Error(`import ${module}.${field} is not a function (kind ${kind})`);
    out.push({ module, field, desc: body.subarray(start, at) });
  }
  return out;
}

/** The short name of the `i`-th import: `_` and its number in base 36. */
const shortName = (i) => `_${i.toString(36)}`;

/** Counts the occurrences of `needle` in `text`. */
const occurrences = (text, needle) => text.split(needle).length - 1;

/**
 * Renames the imports of `<dir>/<stem>_bg.wasm` and the keys of its glue
 * `<dir>/<stem>.js`; returns the bytes of import names saved.
 */
async function shortenModule(dir, stem) {
  const wasmPath = path.join(dir, `${stem}_bg.wasm`);
  const jsPath = path.join(dir, `${stem}.js`);
  const bytes = await fs.readFile(wasmPath);
  let js = await fs.readFile(jsPath, 'utf8');
  const all = sections(bytes);
  const section = all.find((s) => s.id === 2);
  if (!section) return 0;
  // The cold code's loader (split.mjs, run after this step) keeps its
  // name and its place.
  const LOADER = 's';
  const every = readImports(section.body);
  const imports = every.filter((i) => i.module !== LOADER);
  const modules = new Set(imports.map((i) => i.module));
  if (modules.size !== 1) throw new Error(`${stem}_bg.wasm imports from ${modules.size} modules`);
  const [module] = modules;
  const MODULE = 'm';
  // Shortened before (the hook ran again on a finished build, whose module
  // the optimiser may have rid of an import or two since).
  if (module === MODULE && imports.every((imp) => /^_[0-9a-z]+$/.test(imp.field))) return 0;
  const moduleKey = `${JSON.stringify(module)}: import0`;
  if (occurrences(js, moduleKey) !== 1) throw new Error(`${stem}.js has not exactly one ${moduleKey}`);
  js = js.replace(moduleKey, `${JSON.stringify(MODULE)}: import0`);
  const renamed = [uleb(every.length)];
  let i = 0;
  every.forEach((imp) => {
    if (imp.module === LOADER) {
      renamed.push(name(imp.module), name(imp.field), imp.desc);
      return;
    }
    const short = shortName(i++);
    // The key of the glue's import object, and nowhere else.
    const key = new RegExp(`(?<![\\w$])${imp.field.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
    const found = js.match(key)?.length ?? 0;
    if (found !== 1 || occurrences(js, `${imp.field}: `) !== 1) {
      throw new Error(`${stem}.js names import ${imp.field} ${found} times, not once as a key`);
    }
    if (occurrences(js, `${short}: `) !== 0) throw new Error(`${stem}.js already has a key ${short}`);
    js = js.replace(`${imp.field}: `, `${short}: `);
    renamed.push(name(MODULE), name(short), imp.desc);
  });
  const body = Buffer.concat(renamed);
  const out = Buffer.concat([
    bytes.subarray(0, 8),
    ...all.flatMap((s) => {
      const b = s.id === 2 ? body : s.body;
      return [Buffer.from([s.id]), uleb(b.length), b];
    }),
  ]);
  await fs.writeFile(wasmPath, out);
  await fs.writeFile(jsPath, js);
  return bytes.length - out.length;
}

/** Writes each `integrity` of index.html again from the file it names. */
export async function refreshIntegrity(dir) {
  const indexPath = path.join(dir, 'index.html');
  const html = await fs.readFile(indexPath, 'utf8');
  let refreshed = 0;
  const tags = [...html.matchAll(/<(?:link|script)\b[^>]*>/gi)].map(([tag]) => tag);
  let out = html;
  for (const tag of tags) {
    const href = tag.match(/\b(?:href|src)="\/?([^"]+)"/)?.[1];
    const integrity = tag.match(/\bintegrity="(sha(?:256|384|512))-[^"]*"/);
    if (!href || !integrity) continue;
    const algo = integrity[1];
    const data = await fs.readFile(path.join(dir, href));
    const fresh = tag.replace(
      /\bintegrity="[^"]*"/,
      `integrity="${algo}-${crypto.createHash(algo).update(data).digest('base64')}"`,
    );
    if (fresh !== tag) refreshed++;
    out = out.replace(tag, fresh);
  }
  await fs.writeFile(indexPath, out);
  return refreshed;
}

/**
 * Shortens the import names of every `<stem>_bg.wasm` of `dir` that has
 * its glue beside it, then refreshes index.html's `integrity` attributes.
 */
export async function shortenImports(dir) {
  const names = await fs.readdir(dir);
  const report = [];
  for (const file of names.filter((f) => f.endsWith('_bg.wasm'))) {
    const stem = file.slice(0, -'_bg.wasm'.length);
    if (!names.includes(`${stem}.js`)) continue;
    try {
      report.push(`${stem} -${await shortenModule(dir, stem)} B`);
    } catch (e) {
      throw new Error(`${file}: ${e.message}`);
    }
  }
  const refreshed = names.includes('index.html') ? await refreshIntegrity(dir) : 0;
  return { report, refreshed };
}

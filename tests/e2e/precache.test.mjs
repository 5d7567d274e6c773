// The post_build step web/pwa/precache.mjs on small, hand-made builds: the
// CSP hashes of inline scripts, the precache list, the cache version, and
// its refusals. (pwa.test.mjs checks the real build in the browser.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const PRECACHE = path.resolve(here, '..', '..', 'web', 'pwa', 'precache.mjs');

const LOADER = "\nimport init from '/app-1234.js';\nawait init('/app_bg-1234.wasm');\n";
const PAGE = `<!DOCTYPE html><html><head>
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval' {{ROCHADE_INLINE_HASHES}}; style-src 'self'" />
<script type="module">${LOADER}</script>
<script src="/other.js"></script>
</head><body></body></html>`;

async function build(files) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rochade-precache-'));
  for (const [name, body] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), body);
  }
  return dir;
}

function run(dir) {
  return spawnSync(process.execPath, [PRECACHE, dir], { encoding: 'utf8' });
}

const read = (dir, name) => fs.readFile(path.join(dir, name), 'utf8');
const swOf = async (dir) => {
  const text = await read(dir, 'sw.js');
  return {
    version: text.match(/^const VERSION = "([0-9a-f]+)";$/m)[1],
    files: JSON.parse(text.match(/^const FILES = (\[[\s\S]*?\]);$/m)[1]),
  };
};

test('writes the hash of each inline script into script-src, and only those', async () => {
  const dir = await build({ 'index.html': PAGE, 'other.js': '' });
  try {
    const r = run(dir);
    assert.equal(r.status, 0, r.stderr);
    const html = await read(dir, 'index.html');
    const hash = crypto.createHash('sha256').update(LOADER).digest('base64');
    assert.ok(
      html.includes(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'; style-src 'self'"`),
      html,
    );
    assert.ok(!html.includes('ROCHADE_INLINE_HASHES'));
    // Running it again changes nothing.
    const sw = await read(dir, 'sw.js');
    assert.equal(run(dir).status, 0);
    assert.equal(await read(dir, 'index.html'), html);
    assert.equal(await read(dir, 'sw.js'), sw);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

test('lists every file (subdirectories too, not sw.js) and derives the version from the contents', async () => {
  const dir = await build({ 'index.html': PAGE, 'other.js': 'a', 'icons/x.png': 'png', 'app-1234.js': '' });
  try {
    assert.equal(run(dir).status, 0);
    const one = await swOf(dir);
    assert.deepEqual(one.files, ['app-1234.js', 'icons/x.png', 'index.html', 'other.js']);
    assert.match(one.version, /^[0-9a-f]{16}$/);
    await fs.writeFile(path.join(dir, 'icons/x.png'), 'png2');
    assert.equal(run(dir).status, 0);
    const two = await swOf(dir);
    assert.deepEqual(two.files, one.files);
    assert.notEqual(two.version, one.version, 'a changed file changes the version');
    await fs.writeFile(path.join(dir, 'icons/x.png'), 'png');
    assert.equal(run(dir).status, 0);
    assert.equal((await swOf(dir)).version, one.version, 'the same build gives the same version');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

test('refuses a page without a CSP meta tag, or with an inline event handler', async () => {
  for (const page of [
    PAGE.replace(/<meta http-equiv[^>]*>/, ''),
    PAGE.replace('<body>', '<body onload="go()">'),
  ]) {
    const dir = await build({ 'index.html': page });
    try {
      const r = run(dir);
      assert.equal(r.status, 1, r.stdout);
      assert.match(r.stderr, /precache\.mjs: /);
      await assert.rejects(fs.access(path.join(dir, 'sw.js')), 'no sw.js written');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
});

/** A wasm module that imports two functions from `./app_bg.js` and exports `run`, which calls both. */
function twoImports(first = '__wbg_a_0123456789abcdef', second = '__wbg_b_fedcba9876543210') {
  const str = (s) => [s.length, ...Buffer.from(s)];
  const section = (id, body) => [id, body.length, ...body];
  const imports = [2, ...[first, second].flatMap((f) => [...str('./app_bg.js'), ...str(f), 0, 0])];
  return Buffer.from([
    ...[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0],
    ...section(1, [1, 0x60, 0, 0]),
    ...section(2, imports),
    ...section(3, [1, 0]),
    ...section(7, [1, ...str('run'), 0, 2]),
    ...section(10, [1, 6, 0, 0x10, 0, 0x10, 1, 0x0b]),
  ]);
}

const GLUE = `export const calls = [];
export function __wbg_get_imports() {
    const import0 = {
        __proto__: null,
        __wbg_a_0123456789abcdef: function() { calls.push('a'); },
        __wbg_b_fedcba9876543210: function() { calls.push('b'); },
    };
    return { __proto__: null, "./app_bg.js": import0 };
}
`;

const sri = (data) => `sha384-${crypto.createHash('sha384').update(data).digest('base64')}`;

test("shortens each module's import names in the wasm and its glue alike, and refreshes index.html's integrity", async () => {
  const wasm = twoImports();
  const page = PAGE.replace('</head>', `<link rel="preload" href="/app_bg.wasm" integrity="${sri(wasm)}" as="fetch">\n</head>`);
  const dir = await build({ 'index.html': page, 'app_bg.wasm': wasm, 'app.js': GLUE });
  try {
    const r = run(dir);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /import names: app -\d+ B, 1 integrity attribute\(s\) refreshed/);
    const shortened = await fs.readFile(path.join(dir, 'app_bg.wasm'));
    assert.ok(shortened.length < wasm.length - 40, `${shortened.length} B`);
    const imports = WebAssembly.Module.imports(new WebAssembly.Module(shortened));
    assert.deepEqual(imports, [
      { module: 'm', name: '_0', kind: 'function' },
      { module: 'm', name: '_1', kind: 'function' },
    ]);
    // The glue still links: `run` calls both imports.
    const glue = await import(`${pathToFileURL(path.join(dir, 'app.js'))}`);
    const { instance } = await WebAssembly.instantiate(shortened, glue.__wbg_get_imports());
    instance.exports.run();
    assert.deepEqual(glue.calls, ['a', 'b']);
    assert.ok((await read(dir, 'index.html')).includes(`integrity="${sri(shortened)}"`));
    // Again on the finished build: nothing changes.
    assert.equal(run(dir).status, 0);
    assert.deepEqual(await fs.readFile(path.join(dir, 'app_bg.wasm')), shortened);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

test('refuses a glue that does not name each import exactly once, as a key', async () => {
  for (const glue of [GLUE.replace('__wbg_b_fedcba9876543210: ', 'other: '), GLUE + '// __wbg_a_0123456789abcdef\n']) {
    const dir = await build({ 'index.html': PAGE, 'app_bg.wasm': twoImports(), 'app.js': glue });
    try {
      const r = run(dir);
      assert.equal(r.status, 1, r.stdout);
      assert.match(r.stderr, /precache\.mjs: cannot shorten the imports: app_bg\.wasm: app\.js names import __wbg_[ab]_\w+ [02] times, not once as a key/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
});

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
import { fileURLToPath } from 'node:url';

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

// The installable offline app (issue 9, items 1 and 5): manifest and icons,
// the generated service worker, start with no network, the update offered
// and applied only on the user's word, and the Content Security Policy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../xtask/node/server.mjs';
import { CHROMIUM, DIST, sheet, start, startGame, until, waitInPage } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PRECACHE = path.resolve(here, '..', '..', 'web', 'pwa', 'precache.mjs');
const UPDATE_LABEL = /Update available/;

/** Waits for the board (64 squares) to be rendered. */
async function boardReady(page) {
  await page.getByRole('grid').first().waitFor({ timeout: 20000 });
  assert.equal(await page.getByRole('gridcell').count(), 64);
}

/** Waits until an activated service worker controls the page. */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, {
    timeout: 20000,
  });
}

/** Plays UCI moves by two clicks each. */
async function play(page, ...moves) {
  for (const uci of moves) {
    await page.locator(`[role="gridcell"][data-square="${uci.slice(0, 2)}"]`).click();
    await page.locator(`[role="gridcell"][data-square="${uci.slice(2, 4)}"]`).click();
  }
}

/** Waits (up to 5 s) for the scoresheet to read `expected`. */
async function sheetIs(page, expected, message) {
  const deadline = Date.now() + 5000;
  let got = await sheet(page);
  while (got !== expected && Date.now() < deadline) {
    await page.waitForTimeout(50);
    got = await sheet(page);
  }
  assert.equal(got, expected, message);
}

/** The VERSION and FILES that the build wrote into sw.js. */
function parseSw(text) {
  const version = text.match(/^const VERSION = "([0-9a-f]+)";$/m)?.[1];
  const files = JSON.parse(text.match(/^const FILES = (\[[\s\S]*?\]);$/m)?.[1] ?? 'null');
  return { version, files };
}

/** Every file under `dir` as '/'-separated relative paths, sorted. */
async function listFiles(dir) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Width and height of a PNG file (from its IHDR chunk). */
function pngSize(buf) {
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  assert.ok(buf.subarray(0, 8).equals(signature), 'a PNG signature');
  assert.equal(buf.toString('latin1', 12, 16), 'IHDR');
  return `${buf.readUInt32BE(16)}x${buf.readUInt32BE(20)}`;
}

async function get(app, pathname) {
  const res = await fetch(new URL(pathname, app.url));
  assert.equal(res.status, 200, `GET ${pathname}`);
  return res;
}

test('the manifest is valid, linked, and has 192 px, 512 px and maskable icons of the sizes it states', async () => {
  const app = await start();
  try {
    const page = await app.open('/');
    await boardReady(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestUrl = new URL(href, app.url);
    const res = await get(app, manifestUrl.pathname);
    assert.match(res.headers.get('content-type'), /application\/manifest\+json/);
    const manifest = JSON.parse(await res.text());
    assert.equal(manifest.name, 'Rochade');
    assert.ok(manifest.short_name && manifest.short_name.length <= 12, 'a short_name of at most 12 characters');
    assert.ok(manifest.description, 'a description');
    assert.equal(manifest.display, 'standalone');
    assert.equal(new URL(manifest.start_url, manifestUrl).href, app.url);
    assert.equal(new URL(manifest.scope, manifestUrl).href, app.url);
    for (const key of ['theme_color', 'background_color']) {
      assert.match(manifest[key], /^#[0-9a-f]{6}$/i, key);
    }
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    for (const icon of pngs) {
      const body = Buffer.from(await (await get(app, new URL(icon.src, manifestUrl).pathname)).arrayBuffer());
      assert.equal(pngSize(body), icon.sizes, `${icon.src} is ${icon.sizes}`);
    }
    const has = (sizes, purpose) =>
      pngs.some((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
    assert.ok(has('192x192', 'any') && has('512x512', 'any'), '192 and 512 px icons');
    assert.ok(has('512x512', 'maskable'), 'a 512 px maskable icon');
    // Chromium's own reading of the manifest.
    const cdp = await page.context().newCDPSession(page);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    assert.equal(url, manifestUrl.href);
    assert.deepEqual(errors, []);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.stop();
  }
});

test('Chromium finds the app installable (no installability error)', async () => {
  // A real profile: Playwright's ordinary contexts are incognito, where
  // Chromium never offers installation.
  const { server, url } = await serve(DIST);
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'rochade-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await boardReady(page);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
  } finally {
    await context.close();
    await new Promise((r) => server.close(r));
    await fs.rm(profile, { recursive: true, force: true });
  }
});

test('the service worker precaches exactly every file of the build, under a version derived from them', async () => {
  const app = await start();
  try {
    const { version, files } = parseSw(await fs.readFile(path.join(DIST, 'sw.js'), 'utf8'));
    assert.match(version ?? '', /^[0-9a-f]{16}$/);
    const built = (await listFiles(DIST)).filter((f) => f !== 'sw.js');
    assert.deepEqual(files, built);
    assert.ok(files.some((f) => f.endsWith('.wasm')) && files.includes('index.html'));
    const page = await app.open('/');
    await boardReady(page);
    await controlled(page);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const out = {};
      for (const name of names) {
        const keys = await (await caches.open(name)).keys();
        out[name] = keys.map((r) => new URL(r.url).pathname.slice(1)).sort();
      }
      return out;
    });
    assert.deepEqual(cached, { [`rochade-${version}`]: files });
    assert.deepEqual(app.problems, []);
  } finally {
    await app.stop();
  }
});

test('after one visit the app starts with no network at all (reload and a new tab); a game is played and kept', async () => {
  const app = await start();
  try {
    const page = await app.open('/');
    await boardReady(page);
    await controlled(page);
    await play(page, 'e2e4', 'e7e5');
    await sheetIs(page, '1. e4 e5');
    // A move shows before its transaction commits (within milliseconds;
    // under load it was once still open when the test reloaded at once).
    const stored = (n) => waitInPage(page, async (n) => JSON.parse(await __stored.get('rochade.game')).game.moves.length === n, n, { timeout: 15000 });
    await stored(2);
    const context = page.context();
    await context.setOffline(true);
    // And the server is gone too: nothing can come from the network.
    await new Promise((resolve) => {
      app.server.closeAllConnections();
      app.server.close(resolve);
    });
    const before = app.requests.length;
    const response = await page.reload();
    assert.ok(response.fromServiceWorker(), 'the page came from the service worker');
    await boardReady(page);
    await sheetIs(page, '1. e4 e5', 'the game survived the reload');
    await play(page, 'g1f3');
    await sheetIs(page, '1. e4 e5 2. Nf3');
    await stored(3);
    await page.reload();
    await boardReady(page);
    await sheetIs(page, '1. e4 e5 2. Nf3', 'the move played offline was kept');
    const tab = await context.newPage();
    await tab.goto(app.url);
    await boardReady(tab);
    // The computer opponent, whose worker and wasm are fetched only now,
    // plays offline too: they were precached.
    await tab.getByRole('button', { name: 'New game', exact: true }).click();
    const dialog = tab.getByRole('dialog');
    await dialog.getByLabel('Opponent').selectOption('computer');
    await dialog.getByLabel('Time control').selectOption('untimed');
    await startGame(dialog);
    await play(tab, 'e2e4');
    await waitInPage(tab, async () => JSON.parse(await __stored.get('rochade.game')).game.moves.length === 2, null, { timeout: 15000 });
    // The reply shows (it may be stored first: the other tab, which
    // follows this game, can answer too).
    await until(() => sheet(tab), (s) => /^1\. e4 \S+$/.test(s), "the computer's reply on the scoresheet");
    assert.ok(app.requests.length > before, 'the reloads were observed');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.stop();
  }
});

test('a new build is offered ("Update available — reload"), never applied by itself, and accepting reloads into it with the game intact', async () => {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'rochade-update-'));
  await fs.cp(DIST, copy, { recursive: true });
  const app = await start({ dist: copy });
  try {
    const page = await app.open('/');
    await boardReady(page);
    await controlled(page);
    await play(page, 'e2e4');
    const first = parseSw(await fs.readFile(path.join(copy, 'sw.js'), 'utf8')).version;
    assert.equal(await page.getByRole('button', { name: UPDATE_LABEL }).count(), 0, 'no update offered yet');

    // The second build: a changed page, finished by the same post_build step.
    const index = path.join(copy, 'index.html');
    const html = await fs.readFile(index, 'utf8');
    await fs.writeFile(index, html.replace('</head>', '<meta name="rochade-test-build" content="2" /></head>'));
    execFileSync(process.execPath, [PRECACHE, copy], { stdio: 'pipe' });
    const second = parseSw(await fs.readFile(path.join(copy, 'sw.js'), 'utf8')).version;
    assert.notEqual(second, first, 'the new build has a new cache version');

    // A marker that a reload would wipe out.
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    const button = page.getByRole('button', { name: UPDATE_LABEL });
    await button.waitFor({ timeout: 20000 });
    assert.equal((await button.textContent()).trim(), 'Update available — reload');
    // Left alone, the page stays as it is, on the old version.
    await page.waitForTimeout(1500);
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the page did not reload by itself');
    assert.equal(await page.locator('meta[name="rochade-test-build"]').count(), 0);
    const caches = await page.evaluate(() => caches.keys());
    assert.deepEqual(caches.sort(), [`rochade-${first}`, `rochade-${second}`].sort());

    // A reload by the user keeps the old version and offers the update again.
    await page.reload();
    await boardReady(page);
    await button.waitFor({ timeout: 20000 });
    assert.equal(await page.locator('meta[name="rochade-test-build"]').count(), 0);

    // Accepting: the page reloads into the new version, the old cache is gone.
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    await Promise.all([page.waitForEvent('load', { timeout: 20000 }), button.click()]);
    await page.locator('meta[name="rochade-test-build"]').waitFor({ state: 'attached', timeout: 20000 });
    assert.equal(await page.evaluate(() => window.__sameDocument), undefined, 'the page reloaded');
    await boardReady(page);
    await sheetIs(page, '1. e4', 'the game is intact in the new version');
    await controlled(page);
    assert.equal(await page.getByRole('button', { name: UPDATE_LABEL }).count(), 0);
    assert.deepEqual(await page.evaluate(() => caches.keys()), [`rochade-${second}`]);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.stop();
    await fs.rm(copy, { recursive: true, force: true });
  }
});

test("the CSP allows only the app's origin and Trunk's loader by its hash; nothing violates it", async () => {
  const app = await start();
  try {
    const page = await app.open('/');
    await boardReady(page);
    await controlled(page);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...sources]) => [name, sources]),
    );
    assert.deepEqual(directives['default-src'], ["'self'"]);
    const scriptSrc = directives['script-src'];
    assert.ok(scriptSrc.includes("'self'") && scriptSrc.includes("'wasm-unsafe-eval'"), csp);
    for (const [name, sources] of Object.entries(directives)) {
      for (const s of sources) {
        assert.match(s, /^'(self|none|wasm-unsafe-eval|sha256-[A-Za-z0-9+/]+=*)'$/, `${name} ${s}: no other origin or unsafe source`);
      }
    }
    // Each inline script of the served page (Trunk's loader) is allowed by its own hash.
    const html = await (await get(app, '/')).text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, a]) => !/\bsrc=/.test(a));
    assert.ok(inline.length >= 1, "Trunk's inline loader");
    for (const [, , body] of inline) {
      const hash = crypto.createHash('sha256').update(body).digest('base64');
      assert.ok(scriptSrc.includes(`'sha256-${hash}'`), `script-src allows the loader (sha256-${hash})`);
    }
    assert.ok(app.requests.some((u) => u.endsWith('/sw.js')), 'the service worker was fetched');
    assert.ok(app.requests.every((u) => new URL(u).origin === app.origin), 'every request went to the own origin');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.stop();
  }
});

test('the CSP blocks an injected inline script and inline style, and the tests notice', async () => {
  const app = await start();
  try {
    const page = await app.open('/');
    await boardReady(page);
    assert.deepEqual(app.problems, []);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      document.querySelector('main, body').setAttribute('style', 'color: red');
    });
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(() => window.__injected), undefined, 'the inline script did not run');
    const violations = app.problems.filter((p) => p.startsWith('CSP violation'));
    assert.ok(violations.some((v) => v.includes('script-src')), app.problems.join('\n'));
    assert.ok(violations.some((v) => v.includes('style-src')), app.problems.join('\n'));
  } finally {
    await app.stop();
  }
});

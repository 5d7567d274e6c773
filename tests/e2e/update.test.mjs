// An update as a player gets it: a browser profile written by the previous
// build (commit b2f8f87, kept in tests/fixtures/dist-b2f8f87; see
// tests/fixtures/README.md) holds a finished game in the archive and a game
// in progress with its clocks paused. The same origin then serves the build
// under test; the page, still the old one (its service worker serves it),
// offers "Update available — reload", and once that is taken the new build
// opens the same profile: the game in progress with the same moves and
// clocks, and the archive with the same game.
//
// Should the build under test be the previous build itself (a branch that
// changed nothing of the app), there would be no update to take: it is then
// served marked as a new build (as pwa.test.mjs makes one), so that the
// update path is still the one taken, and the log says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, play, ready, sheet, start, until, waitInPage } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const OLD = path.resolve(here, '..', 'fixtures', 'dist-b2f8f87');
const PRECACHE = path.resolve(here, '..', '..', 'web', 'pwa', 'precache.mjs');

/** The cache version and file list a build wrote into its sw.js. */
async function swOf(dir) {
  const text = await fs.readFile(path.join(dir, 'sw.js'), 'utf8');
  return {
    version: text.match(/^const VERSION = "([0-9a-f]+)";$/m)?.[1],
    files: JSON.parse(text.match(/^const FILES = (\[[\s\S]*?\]);$/m)?.[1] ?? 'null'),
  };
}

/** Makes `dir` hold exactly the files of `from`. */
async function replaceWith(dir, from) {
  for (const name of await fs.readdir(dir)) await fs.rm(path.join(dir, name), { recursive: true, force: true });
  await fs.cp(from, dir, { recursive: true });
}

/** Waits until an activated service worker controls the page. */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 20000 });
}

const clocks = async (page) => ({
  white: await page.locator('#clock-white .clock-time').textContent(),
  black: await page.locator('#clock-black .clock-time').textContent(),
});

/** The archive as the dialog lists it: each entry's label. */
async function archiveLabels(page) {
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  await dialog.waitFor();
  const entries = dialog.locator('[data-archive-entry] .archive-label');
  await until(() => entries.count(), (n) => n > 0, 'the archive listed');
  const labels = await entries.allTextContents();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return labels;
}

test("a profile written by the previous build opens on the new one with its game in progress and its archive kept, once the update is taken through the page's own offer", async () => {
  const old = await swOf(OLD);
  assert.match(old.version ?? '', /^[0-9a-f]{16}$/, 'the fixture is a finished build');
  const served = await fs.mkdtemp(path.join(os.tmpdir(), 'rochade-served-'));
  const next = await fs.mkdtemp(path.join(os.tmpdir(), 'rochade-next-'));
  await fs.cp(OLD, served, { recursive: true });
  await fs.cp(DIST, next, { recursive: true });
  let fresh = await swOf(next);
  if (fresh.version === old.version) {
    const index = path.join(next, 'index.html');
    const html = await fs.readFile(index, 'utf8');
    await fs.writeFile(index, html.replace('</head>', '<meta name="rochade-test-build" content="next" /></head>'));
    execFileSync(process.execPath, [PRECACHE, next], { stdio: 'pipe' });
    fresh = await swOf(next);
    console.log('# the build under test is the previous build itself: served marked as a new build');
  }
  assert.notEqual(fresh.version, old.version, 'the build under test is a new version');
  const app = await start({ dist: served });
  try {
    // The previous build writes the profile: a game finished (archived) ...
    const page = await ready(await app.open('/'));
    await controlled(page);
    await play(page, 'f2f3', 'e7e5', 'g2g4', 'd8h4');
    await page.locator('[data-result]').waitFor({ timeout: 5000 });
    await waitInPage(page, async () => (await __stored.keys()).some((k) => k.startsWith('rochade.archive.')));
    // ... and a new one in progress, its clocks paused.
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'New game' });
    await form.getByLabel('Time control').selectOption('rapid-15+10');
    await form.getByRole('button', { name: 'Start game' }).click();
    await form.waitFor({ state: 'hidden' });
    await play(page, 'e2e4', 'c7c5', 'g1f3', 'd7d6');
    await page.getByRole('button', { name: 'Pause clocks' }).click();
    await page.getByRole('button', { name: 'Resume clocks' }).waitFor();
    const before = { sheet: await sheet(page), clocks: await clocks(page), archive: await archiveLabels(page) };
    assert.equal(before.sheet, '1. e4 c5 2. Nf3 d6');
    assert.equal(before.archive.length, 1, JSON.stringify(before.archive));
    assert.match(before.archive[0], /0-1$/);
    // What is shown is kept once its transaction commits.
    await waitInPage(page, async () => JSON.parse((await __stored.get('rochade.game')) ?? 'null')?.game?.moves?.length === 4);
    await page.waitForTimeout(500);

    // The server now has the new build; the page, reloaded, is still the
    // old one and offers the new.
    await replaceWith(served, next);
    await page.reload();
    await ready(page);
    assert.equal(await page.locator('meta[name="rochade-test-build"]').count(), 0, 'the old build until the update is taken');
    const offer = page.getByRole('button', { name: /Update available/ });
    await offer.waitFor({ timeout: 30000 });
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    await Promise.all([page.waitForEvent('load', { timeout: 20000 }), offer.click()]);
    await ready(page);
    assert.equal(await page.evaluate(() => window.__sameDocument), undefined, 'the page reloaded');
    await controlled(page);
    // The new build runs: its cache alone, its scripts and module loaded.
    assert.deepEqual(await page.evaluate(() => caches.keys()), [`rochade-${fresh.version}`]);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname.slice(1))
        .filter((p) => /\.(js|wasm)$/.test(p)),
    );
    assert.ok(loaded.some((p) => p.endsWith('.wasm')), `the module was loaded: ${loaded}`);
    for (const p of loaded) assert.ok(fresh.files.includes(p) || p === 'sw.js', `${p} is a file of the new build`);
    assert.equal(await page.getByRole('button', { name: /Update available/ }).count(), 0);

    // The profile, read by the new build.
    await until(() => sheet(page), (t) => t === before.sheet, 'the game in progress with its moves');
    assert.deepEqual(await clocks(page), before.clocks, 'the clocks as they were paused');
    assert.equal(await page.getByRole('button', { name: 'Resume clocks' }).count(), 1, 'still paused');
    assert.deepEqual(await archiveLabels(page), before.archive, 'the archive as it was');
    // The game in progress plays on ...
    await page.getByRole('button', { name: 'Resume clocks' }).click();
    await play(page, 'd2d4');
    await until(() => sheet(page), (t) => t === `${before.sheet} 3. d4`, 'a move played after the update');
    // ... and the archived game opens, read from the old build's records.
    await page.getByRole('button', { name: 'PGN & archive' }).click();
    const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
    await dialog.locator('[data-archive-entry]').first().getByRole('button', { name: 'Open for review' }).click();
    await until(() => sheet(page), (t) => t.startsWith('1. f3 e5 2. g4 Qh4#'), 'the archived game opened');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.stop();
    await fs.rm(served, { recursive: true, force: true });
    await fs.rm(next, { recursive: true, force: true });
  }
});

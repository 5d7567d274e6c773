// Durable saves on IndexedDB, from the player's side:
// 1. a move survives the whole browser being killed (SIGKILL of its
//    process group, as when a battery dies) 1 s after it shows, three times
//    in a row, with Chromium launched here on its own profile directory;
// 2. a full storage (the origin's quota set small through the DevTools
//    protocol) is told, and saving again once there is room;
// 3. the data of earlier versions in localStorage (the game in progress
//    and archived games) is moved over: the game reopens and the archive
//    lists its games.
// Hooks used: role=gridcell with data-square, #scoresheet,
// [data-storage-alert], [data-archive-entry].
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, appForFile, play, ready, settle, sheet, square, until } from './harness.mjs';
import { ITALIAN, plies } from './crash_harness.mjs';

const app = appForFile();

/** Launches Chromium in its own process group; resolves to it and its CDP address. */
function launch(dir) {
  const child = spawn(
    CHROMIUM,
    ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${dir}`, ...ARGS, 'about:blank'],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`no DevTools address: ${err}`)), 20000);
    child.stderr.on('data', (d) => {
      err += d;
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve({ child, ws: m[1] });
      }
    });
    child.on('exit', (code) => reject(new Error(`chromium exited (${code}): ${err}`)));
  });
}

/** SIGKILL to the whole process group; resolves once the browser is gone. */
function killGroup(child) {
  const gone = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGKILL');
  return gone;
}

test('a move survives the whole browser killed (SIGKILL) 1 s after it shows, three times in a row', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rochade-sigkill-'));
  const problems = [];
  let shown = '';
  try {
    for (let round = 0; round <= 3; round++) {
      const { child, ws } = await launch(dir);
      try {
        const browser = await chromium.connectOverCDP(ws);
        const context = browser.contexts()[0];
        const page = await context.newPage();
        page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
        page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
        await page.goto(app.url);
        await ready(page);
        const now = await sheet(page);
        assert.equal(now, shown, `round ${round}, after the browser was killed: "${now}", on screen before: "${shown}"`);
        if (round === 3) break;
        const m = ITALIAN[plies(now)];
        await square(page, m.slice(0, 2)).click();
        await square(page, m.slice(2, 4)).click();
        shown = await sheet(page);
        assert.equal(plies(shown), plies(now) + 1, 'the move shows');
        await new Promise((r) => setTimeout(r, 1000));
        console.log(`# round ${round + 1}: "${shown}" on screen, browser killed 1 s later`);
      } finally {
        await killGroup(child);
      }
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  assert.deepEqual(problems, []);
});

const alertText = async (page) => {
  const box = page.locator('[data-storage-alert]');
  return (await box.count()) ? ((await box.textContent()) ?? '').trim() : '';
};

test('a full storage (the origin quota set small) is told, the game goes on in memory, and it is saved again once there is room', async () => {
  const context = await app.newContext();
  const page = await context.newPage();
  // The quota holds for the origin's storage opened after it is set: it is
  // set on a page of the origin before the app's first start.
  await page.goto(new URL('/manifest.webmanifest', app.url).href);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: app.origin, quotaSize: 1000 });
  // (The errors of the app's page only: the browser asks that first page
  // for a favicon the app does not have.)
  page.on('pageerror', (e) => app.problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && !/favicon/.test(m.location().url) && app.problems.push(`console error: ${m.text()}`));
  await page.goto(app.url);
  await ready(page);
  await play(page, 'e2e4', 'e7e5');
  await until(() => alertText(page), (t) => /storage is full/i.test(t), 'the notice that the storage is full');
  assert.equal(await sheet(page), '1. e4 e5', 'the game goes on in memory');
  const stored = () =>
    page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const open = indexedDB.open('rochade');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result.transaction('kv').objectStore('kv').get('rochade.game');
            get.onsuccess = () => {
              open.result.close();
              resolve(get.result ?? null);
            };
          };
        }),
    );
  assert.equal(await stored(), null, 'nothing was written over the quota');
  // Room again (the quota back to the browser's own): the next move saves
  // the whole game, and the notice goes.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: app.origin });
  await play(page, 'g1f3');
  await until(stored, (v) => v !== null && JSON.parse(v).game.moves.length === 3, 'the game saved with its three moves');
  await until(() => alertText(page), (t) => t === '', 'the notice gone');
  assert.deepEqual(app.problems, []);
  await context.close();
});

// As an earlier version stored them: the game as an envelope, two archived
// games one key each, and one in the single list of older versions
// (`rochade.archive`).
const entry = (white, black, moves, result) =>
  JSON.stringify({
    saved_at: '2026-11-30 20:00',
    white,
    black,
    event: 'Club night',
    date: '2026.11.30',
    result,
    plies: moves.split(' ').filter((w) => !/\.$/.test(w)).length,
    pgn: `[Event "Club night"]\n[Site "?"]\n[Date "2026.11.30"]\n[Round "?"]\n[White "${white}"]\n[Black "${black}"]\n[Result "${result}"]\n\n${moves} ${result}\n`,
  });

test('the data of earlier versions in localStorage is moved over once', async () => {
  // The game: written by today's build, read back from it.
  const writer = await app.newContext();
  let page = await ready(await app.open('/', { context: writer }));
  await play(page, 'd2d4', 'd7d5', 'c2c4');
  const game = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('rochade');
        open.onerror = reject;
        open.onsuccess = () => {
          const get = open.result.transaction('kv').objectStore('kv').get('rochade.game');
          get.onsuccess = () => resolve(get.result);
          get.onerror = reject;
        };
      }),
  );
  await writer.close();
  assert.match(game, /"rev":/, 'an envelope with its revision');
  const pairs = [
    ['rochade.game', game],
    ['rochade.settings', JSON.stringify({ lang: 'En' })],
    ['rochade.archive.1764532800000-old', entry('Anna', 'Bella', '1. f3 e5 2. g4 Qh4#', '0-1')],
    ['rochade.archive.1764536400000-old', entry('Carl', 'Dora', '1. e4 e5', '*')],
    ['rochade.archive', `[${entry('Erik', 'Fay', '1. c4 c5', '1/2-1/2')}]`],
  ];
  const context = await app.newContext();
  await context.addInitScript((pairs) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      for (const [k, v] of pairs) localStorage.setItem(k, v);
    }
  }, pairs);
  page = await ready(await app.open('/', { context }));
  assert.equal(await sheet(page), '1. d4 d5 2. c4', 'the game reopens');
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  await dialog.waitFor();
  const list = dialog.locator('[data-archive-entry]');
  await until(() => list.count(), (n) => n >= 3, 'the archived games listed');
  const names = await list.allTextContents();
  assert.equal(names.length, 3, JSON.stringify(names));
  assert.match(names.join(' '), /Anna.*Bella/);
  assert.match(names.join(' '), /Carl.*Dora/);
  assert.match(names.join(' '), /Erik.*Fay/);
  // Moved: gone from localStorage once the copy committed, and the game
  // reopens from IndexedDB alone.
  await until(
    () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('rochade.'))),
    (l) => l.length === 0,
    "localStorage emptied of the app's keys",
  );
  await page.keyboard.press('Escape');
  await page.reload();
  await ready(page);
  assert.equal(await sheet(page), '1. d4 d5 2. c4', 'the game reopens from IndexedDB');
  // Once: the reload lists the same three games, none of them twice.
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  await dialog.waitFor();
  await until(() => list.count(), (n) => n >= 3, 'the archived games listed after the reload');
  await settle(page);
  assert.deepEqual((await list.allTextContents()).sort(), names.slice().sort(), 'the same games after the reload');
  assert.deepEqual(app.problems, []);
  await context.close();
});

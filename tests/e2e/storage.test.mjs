// Storage that fails, and a tab killed at any instant, from the player's
// side:
// 1. localStorage full (QuotaExceededError), missing (its getter throws or
//    gives null) or throwing on reading: the game goes on, the player is
//    told once, in words, what cannot be saved, and the PGN download is
//    offered right in that notice;
// 2. told again only when the situation changes (saving worked, then failed
//    again);
// 3. a game that cannot be archived is never dropped silently: it is named
//    and offered for download;
// 4. an archive of thousands of games loads and the archive list stays
//    usable;
// 5. crash consistency: the page is closed, the tab's renderer killed, or
//    the whole browser closed right after a move, again and again; the game
//    opened afterwards is the one that was on screen. (A browser killed
//    outright loses what Chromium had not yet committed of localStorage,
//    about the last 5 s: beyond any page's reach, so not tested.)
// Hooks used: role=gridcell with data-square, #scoresheet, #announcer,
// [data-storage-alert], [data-archive-entry] and the buttons' names.
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM, ready, recordAnnouncements, sheet, square, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});
beforeEach(() => {
  app.problems.length = 0;
});

/** Plays moves given as "e2e4" by clicking their squares. */
async function play(page, ...moves) {
  for (const m of moves) {
    await square(page, m.slice(0, 2)).click();
    await square(page, m.slice(2, 4)).click();
  }
}

/** Polls `read()` until `ok(value)` or `timeout` ms; returns the last value. */
async function until(read, ok, timeout = 5000) {
  const t0 = Date.now();
  let value = await read();
  while (!ok(value) && Date.now() - t0 < timeout) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

const said = (page) => page.evaluate(() => window.__said ?? []);
const alertBox = (page) => page.locator('[data-storage-alert]');
const alertText = async (page) =>
  (await alertBox(page).count()) ? ((await alertBox(page).textContent()) ?? '').trim() : '';

/** Downloads through `button`; returns the file's text. */
async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return fs.readFile(await file.path(), 'utf8');
}

/** The moves of a PGN text, without comments and "1..." numbers. */
const moves = (pgn) =>
  pgn
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\d+\.\.\./g, ' ')
    .replace(/\s+/g, ' ');

const OPENING = ['e2e4', 'e7e5', 'g1f3', 'b8c6'];
const OPENING_SHEET = '1. e4 e5 2. Nf3 Nc6';

// Every write to localStorage refused as a full storage would refuse it.
function fullStorage() {
  Storage.prototype.setItem = function setItem() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
}

// No localStorage at all: its getter throws (storage disabled) …
function storageDenied() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
}

// … or gives null (some private modes of old).
function storageNull() {
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => null });
}

// Reading throws (a storage that breaks after the page opened).
function readingThrows() {
  Storage.prototype.getItem = function getItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
}

const CASES = [
  { name: 'full (QuotaExceededError)', init: fullStorage, words: /cannot be saved.*storage is full/i },
  { name: 'missing (the getter throws)', init: storageDenied, words: /cannot save anything/i },
  { name: 'missing (null)', init: storageNull, words: /cannot save anything/i },
  { name: 'throwing on reading', init: readingThrows, words: /cannot save anything/i },
];

for (const c of CASES) {
  test(`storage ${c.name}: the game goes on, told once in words, the PGN offered in the notice`, async () => {
    const context = await app.newContext({ acceptDownloads: true });
    const page = await ready(await app.open('/', { context, init: c.init }));
    await recordAnnouncements(page);
    await play(page, ...OPENING);
    assert.equal(await sheet(page), OPENING_SHEET, 'the game goes on');
    const text = await until(() => alertText(page), (t) => c.words.test(t));
    assert.match(text, c.words, `the notice: "${text}"`);
    assert.match(text, /download/i, 'the download is offered in words');
    await play(page, 'f1b5', 'a7a6');
    const all = await said(page);
    const about = all.filter((s) => /cannot (be )?sav/i.test(s));
    assert.ok(about.length <= 1, `told at most once after the page opened: ${JSON.stringify(all)}`);
    // The notice stays on screen: the one telling is not lost at the next move.
    assert.match(await alertText(page), c.words);
    const pgn = await download(page, alertBox(page).getByRole('button', { name: 'Download PGN', exact: true }));
    assert.match(moves(pgn), /1\. e4 e5 2\. Nf3 Nc6 3\. Bb5 a6/, pgn);
    assert.deepEqual(app.problems, []);
    await context.close();
  });
}

test('a storage that fills up is told when it fills, and again only after saving worked and failed again', async () => {
  const context = await app.newContext({ acceptDownloads: true });
  const page = await ready(
    await app.open('/', {
      context,
      init: () => {
        const set = Storage.prototype.setItem;
        window.__full = false;
        Storage.prototype.setItem = function setItem(k, v) {
          if (window.__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return set.call(this, k, v);
        };
      },
    }),
  );
  await recordAnnouncements(page);
  const toldFull = async () => (await said(page)).filter((s) => /storage is full/i.test(s)).length;
  await play(page, 'e2e4');
  assert.equal(await alertText(page), '', 'nothing to tell while saving works');
  await page.evaluate(() => (window.__full = true));
  await play(page, 'e7e5', 'g1f3', 'b8c6');
  assert.equal(await until(toldFull, (n) => n === 1), 1, 'told when it filled');
  assert.match(await alertText(page), /storage is full/i);
  await play(page, 'f1b5', 'a7a6');
  assert.equal(await toldFull(), 1, 'not told again at every move');
  await page.evaluate(() => (window.__full = false));
  await play(page, 'b5a4');
  assert.equal(await until(() => alertText(page), (t) => t === ''), '', 'saving works again: the notice goes');
  const again = await until(() => said(page), (s) => s.some((x) => /saved again/i.test(x)));
  assert.ok(again.some((x) => /saved again/i.test(x)), `said that saving works again: ${JSON.stringify(again)}`);
  await page.evaluate(() => (window.__full = true));
  await play(page, 'g8f6');
  assert.equal(await until(toldFull, (n) => n === 2), 2, 'told again: it failed again');
  await page.evaluate(() => (window.__full = false));
  await page.reload();
  await ready(page);
  assert.equal(await sheet(page), '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4', 'the last save that worked');
  assert.deepEqual(app.problems, []);
  await context.close();
});

test('a finished game the archive cannot take is named and offered for download, never dropped', async () => {
  const context = await app.newContext({ acceptDownloads: true });
  const page = await ready(
    await app.open('/', {
      context,
      init: () => {
        const set = Storage.prototype.setItem;
        Storage.prototype.setItem = function setItem(k, v) {
          if (String(k).startsWith('rochade.archive.')) {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          }
          return set.call(this, k, v);
        };
      },
    }),
  );
  await recordAnnouncements(page);
  await play(page, 'f2f3', 'e7e5', 'g2g4', 'd8h4');
  const text = await until(() => alertText(page), (t) => /archive/i.test(t));
  assert.match(text, /1 game could not be archived/i, `the notice: "${text}"`);
  const all = await said(page);
  assert.equal(all.filter((s) => /could not be archived/i.test(s)).length, 1, JSON.stringify(all));
  const pgn = await download(page, alertBox(page).getByRole('button', { name: 'Download the games not archived' }));
  assert.match(moves(pgn), /1\. f3 e5 2\. g4 Qh4#/, pgn);
  assert.deepEqual(app.problems, []);
  await context.close();
});

/** A 60-move game's PGN (120 half-moves of knights and a closing sequence). */
function longPgn(i) {
  const moves = [];
  const w = ['Nf3', 'Ng1'];
  const b = ['Nf6', 'Ng8'];
  for (let n = 1; n <= 60; n++) moves.push(`${n}. ${w[n % 2 === 1 ? 0 : 1]} ${b[n % 2 === 1 ? 0 : 1]}`);
  return `[Event "Seeded ${i}"]\n[White "White ${i}"]\n[Black "Black ${i}"]\n[Result "*"]\n\n${moves.join(' ')} *`;
}

test('an archive of thousands of games loads and the archive list stays usable', async () => {
  const N = 2000;
  const context = await app.newContext();
  const entries = [];
  for (let i = 0; i < N; i++) {
    const id = `${String(1700000000000 + i).padStart(13, '0')}-seed`;
    entries.push([
      `rochade.archive.${id}`,
      JSON.stringify({
        saved_at: '2026-01-02 03:04',
        white: `White ${i}`,
        black: `Black ${i}`,
        event: `Seeded ${i}`,
        date: '2026.01.02',
        result: '*',
        plies: 120,
        pgn: longPgn(i),
      }),
    ]);
  }
  await context.addInitScript((pairs) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      for (const [k, v] of pairs) localStorage.setItem(k, v);
    }
  }, entries);
  const t0 = Date.now();
  const page = await ready(await app.open('/', { context }));
  const loaded = Date.now() - t0;
  await play(page, 'e2e4', 'e7e5');
  assert.equal(await sheet(page), '1. e4 e5');
  const t1 = Date.now();
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  await dialog.waitFor();
  const list = dialog.locator('[data-archive-entry]');
  await until(() => list.count(), (n) => n >= N, 20000);
  const opened = Date.now() - t1;
  assert.equal(await list.count(), N, 'every archived game is listed');
  console.log(`# ${N} archived games: app ready in ${loaded} ms, archive list in ${opened} ms`);
  assert.ok(opened < 15000, `the archive list opened in ${opened} ms`);
  // The newest is first, and it opens.
  await list.first().getByRole('button', { name: 'Open' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.match(await sheet(page), /^1\. Nf3 Nf6 2\. Ng1 Ng8/);
  assert.deepEqual(app.problems, []);
  await context.close();
});

// --- Crash consistency ----------------------------------------------------

// Twenty half-moves of an Italian game (castling by the king's two steps).
const ITALIAN = [
  'e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'f8c5', 'c2c3', 'g8f6', 'd2d3', 'd7d6',
  'e1g1', 'e8g8', 'f1e1', 'a7a6', 'a2a4', 'c5a7', 'b1d2', 'h7h6', 'h2h3', 'f8e8',
];

/** The half-moves of the scoresheet text ("1. e4 e5 2. Nf3" → 3). */
const plies = (s) => s.split(' ').filter((w) => w && !/^\d+\.$/.test(w)).length;

/**
 * Plays ITALIAN 20 times in fresh pages of one context, each closed right
 * after its move; `slow` throttles the CPU, so that rendering takes longer
 * than Yew's 16 ms slice and the browser may paint between rendering and
 * the effects.
 */
async function closeAfterEachMove(slow) {
  const context = await app.newContext();
  let shown = '';
  // Whether the last round closed the page before reading it.
  let unread = false;
  for (let i = 0; i < 20; i++) {
    const page = await ready(await app.open('/', { context }));
    const now = await sheet(page);
    // Never a shown move missing; one more only after a round closed
    // unread (it is shown now, so it was saved).
    assert.ok(
      now === shown || (unread && plies(now) === plies(shown) + 1 && now.startsWith(shown)),
      `round ${i}, after closing: "${now}", on screen before: "${shown}"`,
    );
    const m = ITALIAN[plies(now)];
    if (!m) break;
    if (slow) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow });
    }
    await square(page, m.slice(0, 2)).click();
    await square(page, m.slice(2, 4)).click();
    unread = i % 2 === 1;
    // Either read what is on screen and close at once, or close at once
    // (the move may or may not be on screen yet: what was shown before
    // must survive).
    shown = unread ? now : await sheet(page);
    await page.close({ runBeforeUnload: false });
  }
  const page = await ready(await app.open('/', { context }));
  assert.ok(plies(await sheet(page)) >= plies(shown), await sheet(page));
  assert.deepEqual(app.problems, []);
  await context.close();
}

test('a game survives its page being closed right after each move, 20 times', async () => {
  await closeAfterEachMove(0);
});

test('… and so it does on a slow machine (CPU throttled 20 times)', async () => {
  await closeAfterEachMove(20);
});

// Nothing is painted before the end of a task's microtasks, and a mutation
// observer is told at the first microtask checkpoint after a change of the
// page: if every such moment finds each move on screen already saved, no
// instant exists when a killed tab loses a move it showed.
function watchShownAgainstSaved() {
  window.__shownUnsaved = [];
  const shownPlies = () =>
    [...document.querySelectorAll('#scoresheet tbody tr td')]
      .map((td) => td.textContent.trim())
      .filter((t) => t && !/^\d+\.?$/.test(t)).length;
  const savedPlies = () => {
    try {
      return JSON.parse(localStorage.getItem('rochade.game')).game.moves.length;
    } catch {
      return 0;
    }
  };
  new MutationObserver(() => {
    const shown = shownPlies();
    const saved = savedPlies();
    if (shown > saved) window.__shownUnsaved.push({ shown, saved });
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

test('every move on screen is saved at the first moment the page could paint it (CPU throttled)', async () => {
  const context = await app.newContext();
  const page = await ready(await app.open('/', { context, init: watchShownAgainstSaved }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await play(page, ...ITALIAN.slice(0, 12));
  assert.equal(plies(await sheet(page)), 12);
  assert.deepEqual(await page.evaluate(() => window.__shownUnsaved), []);
  assert.deepEqual(app.problems, []);
  await context.close();
});

test('a game survives the whole browser being closed right after a move, again and again', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rochade-crash-'));
  const launch = () =>
    chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    });
  const problems = [];
  let shown = '';
  try {
    for (let i = 0; i < 8; i++) {
      const context = await launch();
      const page = context.pages()[0] ?? (await context.newPage());
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
      await page.goto(app.url);
      await ready(page);
      const now = await sheet(page);
      assert.equal(now, shown, `after the browser closed: "${now}", on screen before: "${shown}"`);
      const m = ITALIAN[plies(now)];
      await square(page, m.slice(0, 2)).click();
      await square(page, m.slice(2, 4)).click();
      shown = await sheet(page);
      await context.close();
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  assert.deepEqual(problems, []);
});

test('a game survives its tab being killed (the renderer process, SIGKILL) right after each move, 10 times', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rochade-kill-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  // The renderers of this browser only (its own profile directory).
  const renderers = () =>
    execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.includes(`--user-data-dir=${dir}`) && l.includes('--type=renderer'))
      .map((l) => Number(l.trim().split(/\s+/)[0]));
  let shown = '';
  try {
    for (let i = 0; i < 10; i++) {
      const page = await context.newPage();
      await page.goto(app.url);
      await ready(page);
      const now = await sheet(page);
      assert.equal(now, shown, `round ${i}, after the tab was killed: "${now}", on screen before: "${shown}"`);
      const m = ITALIAN[plies(now)];
      await square(page, m.slice(0, 2)).click();
      await square(page, m.slice(2, 4)).click();
      shown = await sheet(page);
      const pids = renderers();
      assert.ok(pids.length > 0, 'the tab has a renderer process');
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      await page.close().catch(() => {});
    }
  } finally {
    await context.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
});

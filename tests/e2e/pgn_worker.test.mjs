// A large PGN file is read in a worker: the page shows progress, can
// cancel at once (keeping or discarding the games read so far), never has
// a main-thread task over 50 ms (of CPU; 200 ms of wall time), and the summary counts every game and
// lists each refused one with its line and column (a broken move, a
// Crazyhouse game refused by name).
//
// "Over 50 ms" is the main thread's own work in a task (`busyTasks`, in
// the harness); by wall time, from the trace and from the Long Tasks API
// (printed beside the figures), a task may take up to 200 ms.
//
// The file: 20,000 games from the arbiter's generator (the same seed, the
// same bytes), with a broken game and a Crazyhouse game put in its middle.
// The full import's speed is written to $ROCHADE_BENCH_OUT (if set) for the
// README's benchmark table.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { busyTasks, overWallLimit, sheet, start, traceTasks } from './harness.mjs';

const GAMES = 20000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const BROKEN = `[Event "Broken"]
[White "Xavier"]
[Black "Yves"]
[Result "*"]

1. e4 e5 2. Ke3 *
`;
const CRAZYHOUSE = `[Event "Drops"]
[Variant "Crazyhouse"]
[White "Zoe"]
[Black "Ana"]

1. e4 e5 2. Nf3 Nc6 3. N@d5 *
`;

/** The file, its path, and where its two bad games' errors are. */
async function bigFile() {
  const generated = path.join(os.tmpdir(), `rochade-e2e-gen-${GAMES}.pgn`);
  let text;
  try {
    text = await fs.readFile(generated, 'utf8');
  } catch {
    text = execFileSync('cargo', ['run', '-q', '--release', '-p', 'rochade-arbiter', '--example', 'gen_games', '--', String(GAMES)], {
      cwd: root,
      maxBuffer: 1 << 30,
      encoding: 'utf8',
    });
    await fs.writeFile(generated, text);
  }
  // Cut at a game's start near the middle.
  const cut = text.indexOf('\n[Event ', text.length >> 1) + 1;
  assert.ok(cut > 0);
  const before = text.slice(0, cut);
  const lineBefore = before.split('\n').length - 1; // lines wholly before the cut
  const gamesBefore = (before.match(/^\[Event /gm) ?? []).length;
  const inserted = `${BROKEN}\n${CRAZYHOUSE}\n`;
  const file = path.join(os.tmpdir(), `rochade-e2e-worker-${GAMES}.pgn`);
  await fs.writeFile(file, before + inserted + text.slice(cut));
  return {
    file,
    total: GAMES + 2,
    errors: [
      `Game ${gamesBefore + 1}, line ${lineBefore + 6}, column 13: move "Ke3": not a legal move in this position`,
      `Game ${gamesBefore + 2}, line ${lineBefore + BROKEN.split('\n').length + 2}, column 1: a game of "Crazyhouse", not standard chess`,
    ],
  };
}

/** Records long tasks and every change of the progress bar's value. */
function observe() {
  window.__longtasks = [];
  window.__progress = [];
  // Every worker's messages and terminate calls, to see that Cancel stops it.
  window.__worker = { messages: [], terminated: [] };
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      const name = String(url);
      this.__url = name;
      this.addEventListener('message', () => window.__worker.messages.push({ url: name, at: performance.now() }));
    }
    terminate() {
      window.__worker.terminated.push({ url: String(this.__url ?? ''), at: performance.now() });
      super.terminate();
    }
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((records) => {
    for (const r of records) {
      const t = r.target;
      if (t instanceof Element && t.matches?.('[data-pgn-progress]')) {
        window.__progress.push({ at: performance.now(), value: Number(t.getAttribute('value')), max: Number(t.getAttribute('max')) });
      }
      for (const n of r.addedNodes ?? []) {
        const p = n instanceof Element ? (n.matches('[data-pgn-progress]') ? n : n.querySelector('[data-pgn-progress]')) : null;
        if (p) window.__progress.push({ at: performance.now(), value: Number(p.getAttribute('value')), max: Number(p.getAttribute('max')) });
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
}

let app;
let big;
before(async () => {
  big = await bigFile();
  app = await start();
});
after(async () => {
  await app?.stop();
});

async function openImport() {
  const page = await app.open('/', { init: observe });
  await page.getByRole('heading', { name: 'Rochade' }).waitFor({ timeout: 20000 });
  await page.getByRole('button', { name: /PGN/ }).first().click();
  const d = page.getByRole('dialog', { name: 'PGN & archive' });
  await d.waitFor();
  // The page's own start and the dialog's first drawing are no import.
  await new Promise((r) => setTimeout(r, 1000));
  return { page, d };
}

/** The main thread's long tasks since `t0` (performance.now()), by wall time. */
async function longTasksSince(page, t0) {
  return page.evaluate((t0) => window.__longtasks.filter((e) => e.start >= t0), t0);
}

test('a 20,000-game file: progress, no main-thread task over 50 ms, every game counted, bad games named with line and column', async () => {
  const { page, d } = await openImport();
  const t0 = await page.evaluate(() => performance.now());
  await traceTasks(page);
  const began = Date.now();
  await d.getByLabel('PGN file (one or many games)').setInputFiles(big.file);
  await d.locator('[data-pgn-summary]').waitFor({ timeout: 170000 });
  const seconds = (Date.now() - began) / 1000;

  const summary = await d.locator('[data-pgn-summary]').textContent();
  assert.equal(summary, `${big.total} games read, 2 with errors`);
  assert.deepEqual(await d.locator('.pgn-errors li').allTextContents(), big.errors);

  // Progress was shown, rising to the file's size.
  const progress = await page.evaluate(() => window.__progress);
  const size = (await fs.stat(big.file)).size;
  // (Without a maximum until the worker has told the size.)
  const told = progress.filter((p) => p.max > 0);
  assert.ok(told.length >= 10, `only ${told.length} progress values`);
  assert.ok(told.every((p) => p.max === size), JSON.stringify(progress.slice(0, 3)));
  assert.ok(progress.slice(progress.length - told.length).every((p) => p.max > 0), 'a progress bar without a maximum after one with');
  for (let i = 1; i < progress.length; i++) assert.ok(progress[i].value >= progress[i - 1].value);
  assert.ok(progress.some((p) => p.value > 0 && p.value < size), 'no value between 0 and the size');

  // No main-thread task over 50 ms of work during the import.
  const { busy, traced, longestCpuMs, longestWallMs, text } = await busyTasks(page);
  const long = await longTasksSince(page, t0);
  console.log(`worker import: ${text}; Long Tasks API (wall time, ms): ${JSON.stringify(long.map((e) => Math.round(e.duration)))}`);
  assert.deepEqual(busy, [], `main-thread tasks over 50 ms of CPU or 200 ms of wall time during the import: ${text}`);
  assert.deepEqual(overWallLimit(long.map((e) => e.duration)), [], 'Long Tasks API: tasks over 200 ms of wall time during the import');

  // A chooser of 50 games at a time; a game far in is read and opened.
  assert.equal(await d.locator('[data-pgn-games] option').count(), 50);
  await d.getByRole('button', { name: 'Later games' }).click();
  await d.locator('[data-pgn-games] option:checked').filter({ hasText: /^51\. / }).waitFor({ state: 'attached' });
  await d.getByRole('region', { name: 'Import PGN' }).getByRole('button', { name: 'Open for review' }).click();
  await d.waitFor({ state: 'hidden' });
  assert.ok((await sheet(page)).startsWith('1. '), await sheet(page));

  const figures = {
    games: big.total,
    bytes: size,
    seconds,
    gamesPerSecond: Math.round(big.total / seconds),
    tasksTraced: traced,
    longestTaskCpuMs: longestCpuMs,
    longestTaskWallMs: longestWallMs,
    tasksOver50msCpu: busy.filter((t) => t.cpuMs > 50).length,
    tasksOver200msWall: busy.filter((t) => t.wallMs > 200).length,
    longTasksOver50msWall: long.length,
    progressReports: progress.length,
  };
  console.log(`worker import: ${JSON.stringify(figures)}`);
  if (process.env.ROCHADE_BENCH_OUT) await fs.writeFile(process.env.ROCHADE_BENCH_OUT, JSON.stringify(figures));
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('Cancel stops the worker at once; the games read so far are kept, or discarded, as the user chooses', async () => {
  const { page, d } = await openImport();
  const t0 = await page.evaluate(() => performance.now());
  await traceTasks(page);
  await d.getByLabel('PGN file (one or many games)').setInputFiles(big.file);
  await page.waitForFunction(() => window.__progress.some((p) => p.value > 0));
  const marks = [];
  const mark = async (what) => marks.push([what, Math.round(await page.evaluate(() => performance.now()))]);
  await mark('cancel');
  await d.getByRole('button', { name: 'Cancel' }).click();
  await mark('cancelled');
  const cancelled = d.locator('[data-pgn-cancelled] [role=status]');
  const said = await cancelled.textContent();
  const n = Number(said.match(/(\d+) games? read so far/)?.[1]);
  assert.ok(n > 0 && n < big.total, said);
  // The worker was terminated in the click, and nothing more comes from
  // it: no message, no progress, no summary.
  const stopped = await page.evaluate(() => window.__worker);
  assert.equal(stopped.terminated.length, 1, JSON.stringify(stopped.terminated));
  const messages = stopped.messages.length;
  assert.ok(messages > 1);
  const seen = await page.evaluate(() => window.__progress.length);
  await new Promise((r) => setTimeout(r, 1000));
  assert.equal(await page.evaluate(() => window.__progress.length), seen);
  assert.equal(await page.evaluate(() => window.__worker.messages.length), messages);
  assert.equal(await d.locator('[data-pgn-progress]').count(), 0);
  assert.equal(await d.locator('[data-pgn-summary]').count(), 0);
  assert.equal(await cancelled.textContent(), said);
  // The focus went from the vanished Cancel button to the choice.
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Keep the games read');

  // Kept: the summary counts just the games read before the cancel.
  await mark('keep');
  await d.getByRole('button', { name: 'Keep the games read' }).click();
  await mark('kept');
  assert.equal(await d.locator('[data-pgn-summary]').textContent(), `${n} games read, 0 with errors`);
  assert.ok((await d.locator('[data-pgn-games] option').count()) > 0);

  // Discarded: nothing of the second import stays.
  await d.getByLabel('PGN file (one or many games)').setInputFiles([]);
  await mark('again');
  await d.getByLabel('PGN file (one or many games)').setInputFiles(big.file);
  await page.waitForFunction(() => window.__progress.filter((p) => p.value > 0).length > 1);
  await mark('cancel');
  await d.getByRole('button', { name: 'Cancel' }).click();
  await mark('discard');
  await d.getByRole('button', { name: 'Discard them' }).click();
  await mark('discarded');
  assert.equal(await d.locator('[data-pgn-summary]').count(), 0);
  assert.equal(await d.locator('[data-pgn-games]').count(), 0);
  assert.equal(await d.locator('[data-pgn-cancelled]').count(), 0);
  const { busy, text } = await busyTasks(page);
  const long = await longTasksSince(page, t0);
  console.log(`cancel: ${text}; Long Tasks API (wall time): ${JSON.stringify(long)}`);
  assert.deepEqual(busy, [], `${text}, among the steps ${JSON.stringify(marks)}`);
  assert.deepEqual(overWallLimit(long.map((e) => e.duration)), [], `Long Tasks API: tasks over 200 ms of wall time among the steps ${JSON.stringify(marks)}`);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

// Crash consistency, from the player's side: a game survives the tab being
// killed at any instant. The page is closed right after a move (20 times),
// the tab's renderer process is killed with SIGKILL right after a move (10
// times), the whole browser is closed right after a move (5 times); each
// time the game opened afterwards is the one that was on screen. On a slow
// machine: crash_paint.test.mjs. The whole browser killed outright
// (SIGKILL of its process group) 1 s after a move: durable.test.mjs.
// Hooks used: role=gridcell with data-square and #scoresheet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM, appForFile, ready, sheet, square } from './harness.mjs';
import { ITALIAN, closeAfterEachMove, plies } from './crash_harness.mjs';

const app = appForFile();

// Playwright waits for ever on a new tab, a close and the browser's close;
// a browser wedged by a kill (seen once under load) fails the round with
// words, and the retry of a new tab may open another.
const within = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, no) => setTimeout(() => no(new Error(`${what}: no answer in ${ms} ms after a crash`)), ms)),
  ]);

test('a game survives its page being closed right after each move, 20 times', async () => {
  await closeAfterEachMove(app, 0, 20);
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
    for (let i = 0; i < 5; i++) {
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
    // Chromium keeps a spare renderer for the next tab, and it is killed
    // with the others: a new tab may find it dead ("Target crashed"), as a
    // person would find a tab that crashed at once, and opens another.
    const openTab = async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          const page = await within(context.newPage(), 15000, 'a new tab');
          await page.goto(app.url);
          return await ready(page);
        } catch (e) {
          if (attempt === 3 || !/crash/i.test(String(e))) throw e;
        }
      }
    };
    for (let i = 0; i < 10; i++) {
      const page = await openTab();
      const now = await sheet(page);
      assert.equal(now, shown, `round ${i}, after the tab was killed: "${now}", on screen before: "${shown}"`);
      const m = ITALIAN[plies(now)];
      await square(page, m.slice(0, 2)).click();
      await square(page, m.slice(2, 4)).click();
      shown = await sheet(page);
      const pids = renderers();
      assert.ok(pids.length > 0, 'the tab has a renderer process');
      const crashed = page.waitForEvent('crash', { timeout: 5000 }).then(
        () => true,
        () => false,
      );
      for (const pid of pids) process.kill(pid, 'SIGKILL');
      // Else the round would only close a live tab.
      assert.ok(await crashed, `round ${i}: the tab was killed`);
      // A crashed page may refuse to close; it is gone either way.
      await within(page.close(), 5000, 'closing the crashed tab').catch(() => {});
    }
  } finally {
    await within(context.close(), 15000, 'closing the browser').catch(() => {});
    await fs.rm(dir, { recursive: true, force: true });
  }
});

// Shared set-up for the end-to-end tests: serve dist/, launch Debian's
// headless Chromium through playwright-core, and record everything that
// must fail a test (console errors, page errors, requests to other origins,
// Content Security Policy violations).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, beforeEach } from 'node:test';
import { chromium } from 'playwright-core';
import { serve } from '../../xtask/node/server.mjs';

const require = createRequire(import.meta.url);

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = process.env.ROCHADE_DIST ?? path.resolve(here, '..', '..', 'dist');
export const CHROMIUM = process.env.ROCHADE_CHROMIUM ?? '/usr/bin/chromium';

export const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The app's store as the tests read and seed it, `window.__stored`: the
 * IndexedDB database `rochade`, object store `kv` (what `localStorage`
 * held in earlier versions, key for key). `get(key)`, `keys()`,
 * `set(key, value)`, `remove(key)`, each a promise. Written values are
 * read by the app at its next start.
 */
export function STORED() {
  const db = () =>
    new Promise((resolve, reject) => {
      const open = indexedDB.open('rochade', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('kv');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
  const run = async (mode, f) => {
    const d = await db();
    return new Promise((resolve, reject) => {
      const tx = d.transaction('kv', mode);
      const req = f(tx.objectStore('kv'));
      tx.oncomplete = () => {
        d.close();
        resolve(req.result);
      };
      tx.onabort = () => reject(tx.error);
    });
  };
  window.__stored = {
    get: async (k) => (await run('readonly', (s) => s.get(k))) ?? null,
    keys: () => run('readonly', (s) => s.getAllKeys()),
    set: (k, v) => run('readwrite', (s) => s.put(v, k)),
    remove: (k) => run('readwrite', (s) => s.delete(k)),
  };
}

/**
 * Starts the server and the browser; returns a context for the tests.
 * `dist` serves another build directory (default: `DIST`); `args` are the
 * browser's launch flags besides `ARGS` (a fake camera, say).
 */
export async function start({ dist = DIST, args = [] } = {}) {
  const { server, url } = await serve(dist);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, ...args], headless: true });
  const origin = new URL(url).origin;
  const problems = [];
  const requests = [];
  /**
   * A new browser context (`options`: Playwright's, e.g. `{ locale }`)
   * whose CSP violations and requests to other origins are problems. Its
   * pages share one store (IndexedDB), like the tabs of one browser.
   */
  async function newContext(options = {}) {
    const context = await browser.newContext(options);
    // Every violation of the page's CSP is a problem (reported through a
    // binding, which the policy cannot block).
    await context.exposeBinding('__rochadeCspViolation', (_source, text) => {
      problems.push(`CSP violation: ${text}`);
    });
    await context.addInitScript(STORED);
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__rochadeCspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`);
      });
    });
    // Requests of the page and of its service worker.
    context.on('request', (req) => {
      requests.push(req.url());
      const u = new URL(req.url());
      if (u.protocol !== 'data:' && u.protocol !== 'blob:' && u.origin !== origin) {
        problems.push(`request outside ${origin}: ${req.url()}`);
      }
    });
    return context;
  }
  /**
   * Opens `pathname` in a new page whose console errors and page errors are
   * problems. The page is in `context` (default: a new one made with
   * `contextOptions`); `init`, a function or script, runs in this page
   * only, before the app's own scripts (Playwright's page.addInitScript).
   */
  async function open(pathname = '/', { context, contextOptions, init, initArg } = {}) {
    context ??= await newContext(contextOptions);
    const page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    if (init) await page.addInitScript(init, initArg);
    await page.goto(new URL(pathname, url).href);
    return page;
  }
  async function stop() {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
  return { url, origin, open, newContext, stop, problems, requests, server, browser };
}

// Helpers the test files share. They use only the stable hooks:
// role=gridcell with data-square, #scoresheet, #announcer and accessible
// names of the English interface.

/** Waits until the app has rendered (its heading), then returns `page`. */
export async function ready(page) {
  await page.getByRole('heading', { name: 'Rochade' }).waitFor({ timeout: 20000 });
  return page;
}

/**
 * Records every text the live regions show, in order, into
 * `window.__said` (a region emptied and refilled counts again), and each
 * as its parts with their languages, `[{ lang, text }]`, into
 * `window.__parts`.
 */
export async function recordAnnouncements(page) {
  await page.evaluate(() => {
    window.__said = [];
    window.__parts = [];
    const root = document.getElementById('announcer');
    new MutationObserver(() => {
      for (const region of root.children) {
        const text = region.textContent.trim();
        if (text && region.dataset.seen !== text) {
          region.dataset.seen = text;
          window.__said.push(text);
          window.__parts.push(
            [...region.querySelectorAll('span')].map((s) => ({ lang: s.lang, text: s.textContent })),
          );
        }
        if (!text) region.dataset.seen = '';
      }
    }).observe(root, { subtree: true, childList: true, characterData: true });
  });
  return page;
}

/**
 * As `recordAnnouncements`, from the page's first moment on, to hear also
 * what the app says while it starts: an init script
 * (`context.addInitScript(recordFromStart)`) watching for #announcer.
 */
export function recordFromStart() {
  window.__said = [];
  new MutationObserver(() => {
    const root = document.getElementById('announcer');
    if (!root) return;
    for (const region of root.children) {
      const text = region.textContent.trim();
      if (text && region.dataset.seen !== text) {
        region.dataset.seen = text;
        window.__said.push(text);
      }
      if (!text) region.dataset.seen = '';
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** The board square `sq` ("e4"). */
export const square = (page, sq) => page.locator(`[role="gridcell"][data-square="${sq}"]`);

/**
 * The scoresheet as text: "1. e4 d5 2. …" plus the result line (without
 * the penalties noted, and without the analysis's marks and better moves,
 * which are not the record).
 */
export async function sheet(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#scoresheet tbody tr')]
      .map((tr) =>
        [...tr.querySelectorAll('td')]
          .map((td) => {
            // The moves only: not the penalties noted at a move, nor the
            // analysis (a reader's view, kept only once it stops).
            const cell = td.cloneNode(true);
            for (const note of cell.querySelectorAll('[data-sheet-note], [data-better], [data-mark-shown], [data-mark-said]')) note.remove();
            return cell.textContent.trim();
          })
          .filter(Boolean)
          .join(' '),
      )
      .join(' '),
  );
}

/** The fields folded under "Tournament and rules" in the new-game form. */
export const RULES_FIELDS = [
  'edition', 'mode', 'guidelines-iii', 'draw-from-move', 'draw-never', 'default-time',
  'event', 'site', 'round', 'board', 'fen', 'variant', 'start-position', 'arbiter-pin', 'arbiter-allows-board', 'device-name',
];

/** Unfolds the new-game form's "Tournament and rules" in `dialog`, if folded. */
export async function openRules(dialog) {
  const details = dialog.locator('details[data-new-game-rules]');
  if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
}

/**
 * Presses the new-game form's "Start game" in `dialog` and, when an
 * unfinished game is asked about, sets it aside ("Archive it and start");
 * waits until the dialog is closed.
 */
export async function startGame(dialog) {
  await dialog.getByRole('button', { name: 'Start game' }).click();
  const archive = dialog.getByRole('button', { name: 'Archive it and start' });
  const hidden = dialog.waitFor({ state: 'hidden' });
  const asked = archive.waitFor().then(() => true, () => false);
  if (await Promise.race([hidden.then(() => false), asked])) await archive.click();
  await hidden;
}

/**
 * Starts a new game with a custom PGN TimeControl and, optionally, a FEN, an
 * edition of the Laws ('1997', '2001', '2023'; the form's choice if not
 * given) and the form's other fields by name (`{ mode: 'strict' }`, checkboxes
 * by `true`). An unfinished game is set aside; `pin` is the arbiter's PIN,
 * given first where a locked game is replaced.
 */
export async function newGame(page, { control, fen, edition, fields = {}, pin } = {}) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  // A game held by the arbiter's lock is replaced only with the PIN.
  if (pin) {
    await dialog.locator('input[name=pin]').fill(pin);
    await dialog.getByRole('button', { name: 'Unlock' }).click();
  }
  await dialog.getByLabel('Time control').selectOption('custom');
  await dialog.getByRole('textbox', { name: 'Custom (PGN TimeControl)' }).fill(control);
  if (edition || fen || Object.keys(fields).some((name) => RULES_FIELDS.includes(name))) await openRules(dialog);
  if (edition) await dialog.locator('select[name="edition"]').selectOption(edition);
  for (const [name, value] of Object.entries(fields)) {
    const field = dialog.locator(`[name="${name}"]`);
    if (value === true) await field.check();
    else if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  if (fen) await dialog.getByLabel('Start position (FEN, optional)').fill(fen);
  await startGame(dialog);
}

/** The settings' switches for panels most players never need. */
export const BRAILLE_PANEL = 'Show the Braille scoresheet';
export const ARBITER_PANEL = "Arbiter (show the arbiter's panel)";

/**
 * Switches on the settings' checkboxes named `labels` (e.g. the Braille or
 * the arbiter's panel, hidden until switched on) and closes the settings.
 */
export async function switchOn(page, ...labels) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  for (const name of labels) await dialog.getByRole('checkbox', { name, exact: true }).check();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Opens the arbiter's panel (switching it on in the settings first if it
 * is off) with its button at the desk, by keyboard, and unless `rulings`
 * is false its folded "More rulings" too; returns the panel (#arbiter).
 */
export async function openArbiter(page, { rulings = true } = {}) {
  const details = page.locator('#arbiter');
  if ((await details.count()) === 0) await switchOn(page, ARBITER_PANEL);
  const button = page.getByRole('button', { name: "Arbiter's panel", exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') {
    await button.focus();
    await page.keyboard.press('Enter');
  }
  await details.locator('[data-arbiter-pinned]').waitFor({ timeout: 5000 });
  if (rulings) {
    const more = details.locator('details.more-rulings');
    if (!(await more.evaluate((d) => d.open))) {
      await more.locator('summary').focus();
      await page.keyboard.press('Enter');
    }
    await more.locator('fieldset').first().waitFor({ timeout: 5000 });
  }
  return details;
}

/**
 * Opens the desk's folded "More" (the take-back proposals, the players'
 * own quickplay claim), if it is closed.
 */
export async function openMore(page) {
  const more = page.locator('details.more');
  await more.waitFor({ timeout: 5000 });
  if (!(await more.evaluate((d) => d.open))) await more.locator('summary').click();
}

/** Starts a new game without a clock (the first visit has 15+10). */
export async function untimedGame(page) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Time control').selectOption('untimed');
  await startGame(dialog);
}

/**
 * The app served once for the calling test file, each test answering for
 * its own problems (the list is emptied before each). Returns the context
 * of [`start`] once the file's `before` hook has run.
 */
export function appForFile() {
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
  return new Proxy({}, { get: (_, name) => app[name] });
}

/** Plays moves given as "e2e4" by clicking their squares. */
export async function play(page, ...moves) {
  for (const m of moves) {
    await square(page, m.slice(0, 2)).click();
    await square(page, m.slice(2, 4)).click();
  }
}

/**
 * Waits until `predicate(arg)`, run in `page` and awaited (it may read
 * `__stored`; Playwright's waitForFunction takes a promise for true), is
 * truthy; throws after `timeout` ms.
 */
export async function waitInPage(page, predicate, arg, { timeout = 10000 } = {}) {
  const t0 = Date.now();
  for (;;) {
    if (await page.evaluate(predicate, arg).catch(() => false)) return;
    if (Date.now() - t0 > timeout) throw new Error(`waitInPage: not true after ${timeout} ms: ${predicate}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A value as a failure message shows it: JSON, cut at 500 characters. */
export function shown(value) {
  let text;
  try {
    text = value === undefined ? 'undefined' : JSON.stringify(value);
  } catch {
    text = String(value);
  }
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

/**
 * Polls `read()` every 100 ms until `ok(value)` holds and returns that
 * value; after `timeout` ms it throws, saying what it waited for (`what`)
 * and the last value read. A wait whose end may legitimately never come is
 * written out where it is made, not through this.
 */
export async function until(read, ok, what, timeout = 5000) {
  if (typeof what !== 'string' || typeof timeout !== 'number') {
    throw new TypeError('until(read, ok, what, timeout): say what is awaited, in words');
  }
  const t0 = Date.now();
  let value = await read();
  while (!ok(value)) {
    if (Date.now() - t0 >= timeout) {
      throw new Error(`timed out after ${timeout} ms waiting for ${what}; last value: ${shown(value)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

/**
 * Waits until the page has drawn what the last action changed: two
 * animation frames, then `ms` more. For the checks that something did NOT
 * happen, which would otherwise pass by looking too early.
 */
export async function settle(page, ms = 300) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForTimeout(ms);
}

/**
 * Runs axe in the page and returns its serious and critical violations,
 * one line each. The script is evaluated through the DevTools protocol,
 * which the page's Content Security Policy does not govern (an added
 * `<script>` would be refused by `script-src`).
 */
export async function axe(page, screen) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.evaluate(await readFile(require.resolve('axe-core/axe.min.js'), 'utf8'));
  }
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.impact} ${v.id} (${v.help}) at ${v.nodes.join(', ')}`);
}

/** A main-thread task over this much of the thread's CPU time fails a test. */
export const BUSY_CPU_MS = 50;
/**
 * A main-thread task over this much wall time fails a test too: whatever
 * the reason, the page did not answer for that long.
 */
export const BUSY_WALL_MS = 200;

/**
 * Starts Chromium's trace of the page's threads, for `busyTasks`.
 *
 * A task "over 50 ms" is measured by the main thread's CPU time. The Long
 * Tasks API measures wall time, which also counts the moments the system
 * gave the core to a worker or to another program: on the two-core CI
 * machine it reported a 75 ms task during a PGN import whose tasks take
 * at most 14 ms of the main thread's time here (and 57 to 85 ms for them
 * here, with the CPU throttled fourfold and the worker busy). Wall time
 * has a limit of its own, far above that noise: `BUSY_WALL_MS`.
 */
export async function traceTasks(page) {
  await page.context().browser().startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
}

/**
 * Ends the trace. Returns `busy`, the main-thread tasks over `BUSY_CPU_MS`
 * of that thread's CPU time (wall time, for a task traced without its CPU
 * time) or over `BUSY_WALL_MS` of wall time, each with both times; how
 * many tasks were traced; the longest by CPU and by wall time; and `text`,
 * the figures in words, for the test's log.
 */
export async function busyTasks(page) {
  const { traceEvents } = JSON.parse(await page.context().browser().stopTracing());
  const main = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}/${e.tid}`),
  );
  const tasks = traceEvents
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}/${e.tid}`))
    .map((e) => ({ cpuMs: (e.tdur ?? e.dur) / 1000, wallMs: e.dur / 1000 }));
  assert.ok(tasks.some((t) => t.cpuMs > 0), 'no main-thread task in the trace');
  const busy = tasks
    .filter((t) => t.cpuMs > BUSY_CPU_MS || t.wallMs > BUSY_WALL_MS)
    .map((t) => ({ cpuMs: Math.round(t.cpuMs), wallMs: Math.round(t.wallMs) }));
  const longestCpuMs = Math.max(...tasks.map((t) => t.cpuMs));
  const longestWallMs = Math.max(...tasks.map((t) => t.wallMs));
  const text =
    `${tasks.length} main-thread tasks traced; longest ${longestCpuMs.toFixed(1)} ms of CPU, ` +
    `${longestWallMs.toFixed(1)} ms of wall time; over ${BUSY_CPU_MS} ms CPU or ${BUSY_WALL_MS} ms wall: ${JSON.stringify(busy)}`;
  return { busy, traced: tasks.length, longestCpuMs, longestWallMs, text };
}

/**
 * The Long Tasks API's entries (wall time) over `BUSY_WALL_MS`, of the
 * durations `durations`: each is a failure, as a traced one is.
 */
export const overWallLimit = (durations) => durations.filter((d) => d > BUSY_WALL_MS);

/**
 * The current game's PGN as the PGN dialog downloads it ("Download PGN"),
 * the dialog closed again; `oneLine` joins its lines (the writer wraps at
 * 79 characters).
 */
export async function downloadPgn(page, { oneLine = false } = {}) {
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  await dialog.waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download PGN', exact: true }).first().click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return oneLine ? text.split(/\s+/).join(' ') : text;
}

/** Opens the arbiter's panel (`#arbiter`), shown in a locked game without the setting. */
export async function openArbiterPanel(page) {
  const details = page.locator('#arbiter');
  if (!(await details.evaluate((d) => d.open))) await details.locator('#arbiter-summary').click();
  return details;
}

/** Presses Tab until `matches(document.activeElement, arg)` holds. */
export async function tabTo(page, matches, arg, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(matches, arg)) return;
  }
  throw new Error(`not reached with Tab: ${matches}`);
}
export const byText = (t) => document.activeElement?.textContent?.trim() === t;
export const byName = (n) => document.activeElement?.getAttribute('name') === n;

/**
 * The test's own opponent for the computer: a second engine worker in the
 * page (the app's worker file, level 8 at depth 3), answering "best move
 * after these moves"; the worker's messages are plain JavaScript values.
 */
export async function oracle(page) {
  await page.evaluate(async () => {
    const w = new Worker('./rochade-engine-worker_loader.js');
    await new Promise((ok) => {
      w.onmessage = (e) => e.data === 'Ready' && ok();
    });
    let next = 1;
    window.__best = (moves) =>
      new Promise((ok) => {
        const id = next++;
        w.onmessage = (e) => {
          const done = e.data?.Done;
          if (done?.id === id) ok(done.response.best);
        };
        w.postMessage({
          id,
          request: { start_fen: null, moves, level: 8, limits: { time: 'Infinite', depth: 3, nodes: null }, seed: 1 },
        });
      });
  });
  return (moves) => page.evaluate((m) => window.__best(m), moves);
}

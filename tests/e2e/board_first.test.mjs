// The board-first screen (issue 15): a first visit ready to play with a
// 15+10 clock that starts with White's first move, the clocks at the board's
// edges, the screen kept awake while a clock runs (the Wake Lock API faked
// here), the claim form behind its button, the panels behind the settings'
// switches, the install button, and screenshots of each viewport written
// to tests/screenshots/ (see the README).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARBITER_PANEL, ready, square, start, switchOn } from './harness.mjs';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

const clock = (page, side) => page.locator(`#clock-${side} .clock-time`).textContent();

async function click(page, uci) {
  await square(page, uci.slice(0, 2)).click();
  await square(page, uci.slice(2, 4)).click();
}

/** A fake `navigator.wakeLock` that counts requests and releases. */
function fakeWakeLock() {
  window.__wake = { requests: 0, releases: 0, held: 0 };
  const sentinel = () => {
    const s = {
      released: false,
      type: 'screen',
      async release() {
        if (s.released) return;
        s.released = true;
        window.__wake.releases++;
        window.__wake.held--;
      },
      addEventListener() {},
      removeEventListener() {},
    };
    return s;
  };
  Object.defineProperty(Navigator.prototype, 'wakeLock', {
    configurable: true,
    get() {
      return {
        async request(type) {
          if (type !== 'screen') throw new TypeError('screen only');
          window.__wake.requests++;
          window.__wake.held++;
          window.__wake.last = sentinel();
          return window.__wake.last;
        },
      };
    },
  });
}

test('the first visit shows a 15+10 game ready to play: the clock starts with White\'s first move', async () => {
  const page = await ready(await app.open('/'));
  assert.equal(await clock(page, 'white'), '15:00');
  assert.equal(await clock(page, 'black'), '15:00');
  // Names without a repeated colour.
  assert.equal(await page.locator('#clock-white .clock-name').textContent(), 'White');
  assert.equal(await page.locator('#clock-black .clock-name').textContent(), 'Black');
  await page.getByText("The clock starts with White's first move").waitFor();
  // White's move is marked before the clock runs; nothing runs yet.
  assert.match(await page.locator('#clock-white').getAttribute('class'), /to-move/);
  assert.equal(await page.locator('.clock-face.running').count(), 0);
  // The far clock is above the board, the near one below it.
  const top = await page.locator('#clock-black').boundingBox();
  const board = await page.getByRole('grid').boundingBox();
  const bottom = await page.locator('#clock-white').boundingBox();
  assert.ok(top.y + top.height <= board.y + 1 && bottom.y >= board.y + board.height - 1, 'clocks at the edges');

  await click(page, 'e2e4');
  await page.locator('#clock-black.running').waitFor();
  // The first move cost White no time (the increment is added as the
  // clock crate adds it, so White has at least the 15 minutes).
  assert.match(await clock(page, 'white'), /^15:[0-5]\d$/);
  assert.notEqual(await clock(page, 'white'), '15:00');
  assert.deepEqual(app.problems, []);
});

test('the control chosen last is offered again and used when no game is saved', async () => {
  const page = await ready(await app.open('/'));
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Time control').selectOption('blitz-3+2');
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await clock(page, 'white'), '3:00');
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  assert.equal(await dialog.getByLabel('Time control').inputValue(), 'blitz-3+2');
  await page.keyboard.press('Escape');
  // Without a saved game, the next visit plays the control chosen last.
  await page.evaluate(() => __stored.remove('rochade.game'));
  await page.reload();
  await ready(page);
  assert.equal(await clock(page, 'white'), '3:00');
  assert.deepEqual(app.problems, []);
});

test('the wake lock is taken when the clock starts, again when the page is shown, and released when it stops', async () => {
  const page = await ready(await app.open('/', { init: fakeWakeLock }));
  const wake = () => page.evaluate(() => ({ ...window.__wake, last: undefined }));
  assert.deepEqual(await wake(), { requests: 0, releases: 0, held: 0, last: undefined });
  await click(page, 'e2e4');
  await page.waitForFunction(() => window.__wake.held === 1);
  // Another move: the clock keeps running, the lock is kept.
  await click(page, 'e7e5');
  await page.waitForTimeout(200);
  assert.equal((await wake()).requests, 1);
  // The browser dropped the lock while the page was hidden: taken again.
  await page.evaluate(async () => {
    await window.__wake.last.release();
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForFunction(() => window.__wake.requests === 2 && window.__wake.held === 1);
  // The game ends: the clock stops and the lock is released.
  await page.getByRole('button', { name: 'Resign', exact: true }).click();
  await page.getByRole('button', { name: 'Black resigns' }).click();
  await page.waitForFunction(() => window.__wake.held === 0);
  // The settings say the screen stays on.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByText('The screen stays on while a clock runs.').waitFor();
  assert.deepEqual(app.problems, []);
});

test('the claim form opens from its button, and by itself when a claim would be correct', async () => {
  const page = await ready(await app.open('/'));
  const intended = page.getByLabel('Intended move (optional)');
  assert.equal(await intended.count(), 0, 'no claim form for every casual player');
  await page.getByRole('button', { name: 'Claim draw' }).click();
  await intended.waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-describedby')), 'intended-help');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await intended.waitFor({ state: 'detached' });
  // Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1: Ng8 would repeat the position a third time.
  for (const m of 'g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1'.split(' ')) await click(page, m);
  await intended.waitFor();
  await page.getByText('A draw claim would be correct now').waitFor();
  assert.deepEqual(app.problems, []);
});

test('each profile switch shows its panel', async () => {
  const page = await ready(await app.open('/'));
  const braille = page.getByRole('heading', { name: 'Braille scoresheet' });
  const arbiter = page.locator('#arbiter');
  assert.equal(await braille.count(), 0);
  assert.equal(await arbiter.count(), 0);
  // The blind player's profile: Braille panel, confirmation and voice at once.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('checkbox', { name: /^Blind player/ }).check();
  for (const name of ['Show the Braille scoresheet', 'Confirm typed moves before they are played', 'Speak announcements']) {
    assert.ok(await dialog.getByRole('checkbox', { name, exact: false }).first().isChecked(), name);
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await braille.waitFor();
  await switchOn(page, ARBITER_PANEL);
  await arbiter.waitFor();
  assert.deepEqual(app.problems, []);
});

test('the install button appears when the browser offers installation and goes once used', async () => {
  const page = await ready(await app.open('/'));
  const button = page.getByRole('button', { name: 'Install app' });
  assert.equal(await button.count(), 0);
  await page.evaluate(() => {
    const e = new Event('beforeinstallprompt', { cancelable: true });
    e.prompt = () => {
      window.__prompted = true;
      return Promise.resolve({ outcome: 'accepted' });
    };
    window.dispatchEvent(e);
  });
  await button.click();
  assert.equal(await page.evaluate(() => window.__prompted), true);
  await button.waitFor({ state: 'detached' });
  // The manifest's shortcut opens the new-game form.
  const manifest = await (await fetch(new URL('manifest.webmanifest', app.url))).json();
  const shortcut = manifest.shortcuts.find((s) => s.name === 'New game');
  assert.ok(shortcut);
  const p2 = await ready(await app.open(new URL(shortcut.url, app.url).pathname + new URL(shortcut.url, app.url).search));
  await p2.getByRole('dialog', { name: 'New game' }).waitFor();
  assert.deepEqual(app.problems, []);
});

const VIEWPORTS = [
  ['phone-portrait', { width: 390, height: 844 }, {}],
  ['tablet-landscape', { width: 1180, height: 820 }, {}],
  ['tablet-portrait', { width: 820, height: 1180 }, {}],
  ['desktop', { width: 1440, height: 900 }, {}],
  ['desktop-dark', { width: 1440, height: 900 }, { colorScheme: 'dark' }],
  ['phone-dark', { width: 390, height: 844 }, { colorScheme: 'dark' }],
];

test('screenshots of each viewport: the board and both clocks in view', async () => {
  await mkdir(SHOTS, { recursive: true });
  for (const [name, viewport, extra] of VIEWPORTS) {
    const page = await ready(await app.open('/', { contextOptions: { viewport, ...extra } }));
    for (const m of ['e2e4', 'e7e5', 'g1f3']) await click(page, m);
    await square(page, 'b8').click();
    const board = await page.getByRole('grid').boundingBox();
    const near = await page.locator('#clock-white').boundingBox();
    const far = await page.locator('#clock-black').boundingBox();
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
    assert.ok(board.width >= Math.min(viewport.width, viewport.height) * 0.55, `${name}: board ${board.width}px`);
    assert.ok(far.y >= 0 && near.y + near.height <= viewport.height, `${name}: both clocks in view (${far.y}, ${near.y + near.height})`);
  }
  // Face to face on a tablet lying flat, green board.
  const page = await ready(await app.open('/', { contextOptions: { viewport: { width: 820, height: 1180 } } }));
  await switchOn(page, 'Face to face: the far player\'s clock and name turned round (a tablet lying flat)');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Board colours').selectOption('theme-green');
  await page.getByRole('button', { name: 'Close' }).click();
  await click(page, 'd2d4');
  await page.screenshot({ path: path.join(SHOTS, 'tablet-face-to-face-green.png') });
  assert.deepEqual(app.problems, []);
});

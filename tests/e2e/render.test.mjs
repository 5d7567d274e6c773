// The app renders its board in a real browser, with no console error and no
// request outside its own origin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { axe, ready, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

test('renders the heading and a board of 64 squares in the initial position (Art. 2.3)', async () => {
  const page = await app.open('/');
  await page.getByRole('heading', { name: 'Rochade' }).waitFor({ timeout: 20000 });
  const board = page.getByRole('grid');
  assert.equal(await page.getByRole('gridcell').count(), 64);
  assert.equal(await board.getAttribute('aria-label'), 'Chessboard');
  // White king on e1, black queen on d8, e4 empty (Art. 2.3); the squares
  // are named in a first visit's move words, the interface's English, as
  // is what stands on them.
  assert.equal(await page.locator('[data-square="e1"] svg.piece-white').count(), 1);
  assert.equal(await page.locator('[data-square="d8"] svg.piece-black').count(), 1);
  assert.equal(await page.locator('[data-square="e4"] svg').count(), 0);
  assert.match(await page.locator('[data-square="e1"]').getAttribute('aria-label'), /^e1, white king$/);
  assert.match(await page.locator('[data-square="d8"]').getAttribute('aria-label'), /^d8, black queen$/);
  assert.match(await page.locator('[data-square="e4"]').getAttribute('aria-label'), /^e4, empty$/);
  assert.deepEqual(app.problems, []);
  assert.ok(app.requests.some((u) => u.endsWith('.wasm')), 'the wasm module was loaded');
});

/** Holds every wasm request of `context` until the returned function is called. */
async function holdWasm(context) {
  let release;
  const released = new Promise((r) => (release = r));
  await context.route(/\.wasm$/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

test('before the wasm arrives, index.html shows the start position, hidden from assistive technology, and the app takes its place', async () => {
  const context = await app.newContext({ viewport: { width: 390, height: 844 } });
  const release = await holdWasm(context);
  const page = await context.newPage();
  await page.goto(app.url, { waitUntil: 'domcontentloaded' });
  const shell = page.locator('[data-loading-board]');
  await shell.waitFor();
  // The start position (Art. 2.3) on 64 squares of the app's classes,
  // styled by its CSS: nothing a screen reader reads or a key reaches.
  assert.equal(await shell.locator('.square').count(), 64);
  assert.equal(await shell.locator('.square svg.piece-white').count(), 16);
  assert.equal(await shell.locator('.square svg.piece-black').count(), 16);
  assert.equal(await page.locator('[role="grid"], [role="gridcell"], [id^="sq-"]').count(), 0);
  assert.equal(await page.getByRole('heading').count(), 0);
  assert.equal(await shell.getAttribute('aria-hidden'), 'true');
  assert.equal(await page.getByText('Rochade is loading').count(), 1);
  assert.ok(await page.getByText('Rochade is loading').isVisible(), 'the loading line is seen');
  assert.equal(await page.evaluate(() => document.querySelectorAll('[id]').length), 0, 'no id the app will use');
  const before = await shell.locator('.board').boundingBox();
  assert.ok(before.width > 300, `the board is drawn: ${before.width} px`);
  assert.deepEqual(await axe(page, 'loading'), []);
  // A tap before the app takes moves is answered, not dropped.
  await page.mouse.click(before.x + before.width / 2, before.y + before.height - 20);
  assert.equal((await page.locator('[data-loading-line]').textContent()).trim(), 'Loading, one moment');
  // The app replaces it, with its board where the static one was.
  release();
  await ready(page);
  assert.equal(await shell.count(), 0);
  assert.equal(await page.locator('.board').count(), 1);
  const after = await page.getByRole('grid').boundingBox();
  assert.ok(Math.abs(after.y - before.y) <= 2 && Math.abs(after.width - before.width) <= 2, `${JSON.stringify(before)} -> ${JSON.stringify(after)}`);
  assert.deepEqual(app.problems, []);
  await context.close();
});

test("before the wasm arrives, a German browser's first screen is in German: the page's language, the loading line, the board's words", async () => {
  const context = await app.newContext({ locale: 'de-DE', viewport: { width: 390, height: 844 } });
  const release = await holdWasm(context);
  const page = await context.newPage();
  await page.goto(app.url, { waitUntil: 'domcontentloaded' });
  const shell = page.locator('[data-loading-board]');
  await shell.waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  const line = page.locator('[data-loading-line]');
  assert.equal((await line.textContent()).trim(), 'Rochade wird geladen…');
  const shown = await shell.evaluate((e) => e.innerText);
  assert.doesNotMatch(shown, /New game|White to move|Settings|Move or command/, shown);
  // The board is drawn in German, as the app's first screen will be.
  for (const word of ['Neue Partie', 'Einstellungen', 'Weiß am Zug', 'Zug oder Befehl', 'Uhr von Weiß starten']) {
    assert.ok(shown.includes(word), `"${word}" on the pre-drawn board: ${shown}`);
  }
  const box = await shell.locator('.board').boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  assert.equal((await line.textContent()).trim(), 'Wird geladen, einen Moment');
  release();
  await page.getByRole('heading', { name: 'Rochade' }).waitFor({ timeout: 20000 });
  assert.equal(await page.getByRole('button', { name: 'Neue Partie', exact: true }).count(), 1);
  assert.deepEqual(app.problems, []);
  await context.close();
});

// The app renders its board in a real browser, with no console error and no
// request outside its own origin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './harness.mjs';

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
  // are named in the FIDE scheme for visually handicapped players, what
  // stands on them in the interface's English.
  assert.equal(await page.locator('[data-square="e1"] svg.piece-white').count(), 1);
  assert.equal(await page.locator('[data-square="d8"] svg.piece-black').count(), 1);
  assert.equal(await page.locator('[data-square="e4"] svg').count(), 0);
  assert.match(await page.locator('[data-square="e1"]').getAttribute('aria-label'), /^Eva eins, white king$/);
  assert.match(await page.locator('[data-square="d8"]').getAttribute('aria-label'), /^David acht, black queen$/);
  assert.match(await page.locator('[data-square="e4"]').getAttribute('aria-label'), /^Eva vier, empty$/);
  assert.deepEqual(app.problems, []);
  assert.ok(app.requests.some((u) => u.endsWith('.wasm')), 'the wasm module was loaded');
});

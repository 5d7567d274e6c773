// A tablet at a board of an event (./?otb, locked with the arbiter's PIN):
// the device's name given at setup (`input[name=device-name]`) goes into
// the PGN as [Device "…"] and is offered again for the next game on this
// device; which board this is (`[data-event-board]`: round, board, both
// names and the device) stands above the clocks, in view without
// scrolling on a tablet upright and on its side; and the arbiter starts
// White's clock at the round's start (2023 Art. 6.5), so that White's
// time runs before White's first move.
import fs from 'node:fs/promises';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, axe, newGame, openRules, until } from './harness.mjs';

const app = appForFile();
const PIN = '4711';
const DEVICE = 'Board 7 tablet';

/**
 * Opens the app in English at `width`×`height` (over the board, or the
 * board on the screen), a locked event game started.
 */
async function eventGame(width, height, venue = 'otb') {
  const page = await app.open(venue === 'otb' ? '/?otb' : '/', { contextOptions: { locale: 'en-GB', viewport: { width, height } } });
  await page.locator(`[data-mode="${venue}"]`).waitFor({ timeout: 20000 });
  await newGame(page, {
    control: '900+10',
    fields: {
      venue, mode: 'strict', 'arbiter-pin': PIN, 'device-name': DEVICE,
      white: 'Berg, Bella', black: 'Anders, Anna', event: 'Club evening', round: '3', board: '7',
    },
  });
  await page.locator(`[data-mode="${venue}"]`).waitFor({ timeout: 5000 });
  return page;
}

/** The current game's PGN, as the PGN dialog downloads it. */
async function pgnFile(page) {
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  await dialog.waitFor({ timeout: 5000 });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 10000 }),
    dialog.getByRole('button', { name: 'Download PGN', exact: true }).first().click(),
  ]);
  const text = await fs.readFile(await download.path(), 'utf8');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return text;
}

test("the device's name goes into the PGN and is offered for the next game", async () => {
  const page = await eventGame(1180, 820);
  const text = await pgnFile(page);
  assert.match(text, /^\[Device "Board 7 tablet"\]$/m);
  assert.match(text, /^\[Board "7"\]$/m);
  // Remembered on this device, across a reload.
  await page.reload();
  await page.locator('[data-mode="otb"]').waitFor({ timeout: 20000 });
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  // The locked game on the tablet is replaced only with the arbiter's PIN.
  await dialog.locator('input[name=pin]').fill(PIN);
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await openRules(dialog);
  const field = dialog.getByRole('textbox', { name: "Device's name" });
  assert.equal(await field.getAttribute('name'), 'device-name');
  assert.equal(await field.inputValue(), DEVICE);
  assert.deepEqual(app.problems, []);
});

for (const [width, height, venue] of [[820, 1180, 'otb'], [1180, 820, 'otb'], [820, 1180, 'screen'], [1180, 820, 'screen']]) {
  test(`which board this is stands above the clocks, in view at ${width}×${height} (${venue})`, async () => {
    const page = await eventGame(width, height, venue);
    const line = page.locator('[data-event-board]');
    await line.waitFor({ timeout: 5000 });
    const words = (await line.textContent()).replace(/\s+/g, ' ');
    for (const part of ['Round 3', 'Board 7', 'Berg, Bella', 'Anders, Anna', `Device: ${DEVICE}`]) {
      assert.ok(words.includes(part), `${part} in "${words}"`);
    }
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    const box = await line.boundingBox();
    assert.ok(box && box.width > 0 && box.height > 0, 'shown');
    assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
      `in view: ${JSON.stringify(box)}`);
    for (const side of ['white', 'black']) {
      const clock = await page.locator(`#clock-${side}`).boundingBox();
      assert.ok(box.y + box.height <= clock.y, `above ${side}'s clock: ${JSON.stringify({ box, clock })}`);
      // The line takes its room from the board: the clocks stay in view.
      assert.ok(clock.y + clock.height <= height, `${side}'s clock in view: ${JSON.stringify(clock)}`);
    }
    const start = await page.getByRole('button', { name: "Start White's clock", exact: true }).boundingBox();
    assert.ok(start && start.y + start.height <= height, `the start in view: ${JSON.stringify(start)}`);
    assert.deepEqual(await axe(page, `event board ${width}×${height}`), []);
    assert.deepEqual(app.problems, []);
  });
}

test("the arbiter starts White's clock before White's first move in a locked game over the board", async () => {
  const page = await eventGame(820, 1180);
  const time = () => page.locator('#clock-white .clock-time').textContent();
  const start = page.getByRole('button', { name: "Start White's clock", exact: true });
  assert.equal(await start.count(), 1);
  assert.equal(await page.locator('#clock-white').getAttribute('aria-pressed'), 'false');
  const before = await time();
  // By keyboard: the control takes the focus and Enter starts the clock.
  await start.focus();
  await page.keyboard.press('Enter');
  await until(() => page.locator('#clock-white').getAttribute('aria-pressed'), (v) => v === 'true', "White's clock running");
  assert.equal(await page.locator('#clock-black').getAttribute('aria-pressed'), 'false');
  await until(time, (t) => t !== before, "White's time running");
  // No move was made, and the control is gone once the clock runs.
  assert.equal(await page.locator('#scoresheet tbody tr').count(), 0);
  assert.equal(await start.count(), 0);
  assert.deepEqual(app.problems, []);
});

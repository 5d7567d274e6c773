// Feedback you can see: what the live regions announce is also shown on
// screen where the player acted (the play area, the controls, the
// arbiter's panel) until the next answer, and a penalty or a warning is
// written on the scoresheet at its move, as in the PGN. Hooks:
// [data-feedback] (one per place), [data-feedback-place], [data-sheet-note].
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, newGame, openArbiter, play, ready, sheet, until } from './harness.mjs';

const app = appForFile();

const open = async () => ready(await app.open('/', { contextOptions: { locale: 'en-US' } }));

/** The feedback shown by the desk (the controls and the move field, "play") or in the arbiter's panel ("arbiter"). */
const shown = (page, place) =>
  page
    .locator(place === 'arbiter' ? '#arbiter [data-feedback]' : '[data-desk] > [data-feedback]')
    .evaluate((p) => (p.hidden ? '' : p.textContent));

/** Opens the arbiter's panel (switched on first) and returns it. */
const arbiterPanel = (page) => openArbiter(page, { rulings: false });

test("the computer's declined draw offer is shown in the play area, and goes with the next move", async () => {
  const page = await open();
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Opponent').selectOption('computer');
  await dialog.getByLabel('Computer level').selectOption('1');
  await dialog.getByLabel('You play').selectOption('white');
  await dialog.getByLabel('Time control').selectOption('untimed');
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.waitFor({ state: 'hidden' });
  // Art. 9.1.2.2: an offer before one's move stands with that move.
  await page.getByRole('button', { name: 'Offer draw' }).click();
  await play(page, 'e2e4');
  // The computer moves on, which declines the offer.
  await until(() => shown(page, 'play'), (t) => /Draw offer declined/.test(t), 'the declined offer on screen', 15000);
  assert.equal(await page.locator('[data-desk] > [data-feedback]').isVisible(), true);
  // The next move is the next action: the answer goes.
  await until(() => sheet(page), (s) => /^1\. e4 (\(=\) )?\S+$/.test(s), "the computer's reply on the scoresheet");
  const reply = await sheet(page);
  await play(page, reply.includes('d5') ? 'b1c3' : 'd2d4');
  await until(() => shown(page, 'play'), (t) => !/Draw offer declined/.test(t), 'the answer gone after the next move');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a draw offer declined with the button is shown beside the controls, not in the arbiter\'s panel', async () => {
  const page = await open();
  await newGame(page, { control: '900+10' });
  await play(page, 'e2e4');
  await page.getByRole('button', { name: 'Offer draw' }).click();
  await until(() => shown(page, 'play'), (t) => /draw/i.test(t), 'the offer shown by the controls');
  await page.getByRole('button', { name: 'Decline draw' }).click();
  await until(() => shown(page, 'play'), (t) => t === 'Draw offer declined', 'the declined offer shown by the controls');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test("time added by the arbiter is shown in the arbiter's panel", async () => {
  const page = await open();
  await newGame(page, { control: '5400', edition: '2001' });
  const arbiter = await arbiterPanel(page);
  await arbiter.getByLabel('Clock of').selectOption('white');
  await arbiter.getByLabel('Seconds').fill('120');
  await arbiter.getByRole('button', { name: 'Add time' }).click();
  await until(() => shown(page, 'arbiter'), (t) => t === 'White: clock changed from 1:30:00 to 1:32:00', 'the time added shown');
  assert.equal(await arbiter.locator('[data-feedback]').isVisible(), true);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a warning is shown in the panel and written on the scoresheet at its move', async () => {
  const page = await open();
  await newGame(page, { control: '5400', edition: '2023' });
  await play(page, 'e2e4', 'e7e5');
  const arbiter = await arbiterPanel(page);
  await arbiter.getByLabel('Against').selectOption('white');
  await arbiter.getByRole('button', { name: /^Warning/ }).click();
  await until(() => shown(page, 'arbiter'), (t) => /warning \(Art\. 12\.9\.1\)/.test(t), 'the warning shown');
  // After 1… e5: written beside Black's move, as the PGN's comment is.
  const note = page.locator('#scoresheet td', { has: page.locator('button[data-ply="1"]') }).locator('[data-sheet-note]');
  await until(() => note.textContent().catch(() => ''), (t) => t === 'White: warning (Art. 12.9.1)', 'the warning on the scoresheet');
  assert.equal(await page.locator('#scoresheet [data-sheet-note]').count(), 1);
  // The moves read as before.
  assert.equal(await sheet(page), '1. e4 e5');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

// The arbiter's panel for a club game on one device: a clock adjusted (Art.
// 6.13), an illegal move on the board (Art. 7.4), a move sealed and the
// envelope opened (Appendix A), a quickplay-finish claim decided (Art. 10.2)
// and a game declared lost (Art. 13.4). Hooks: buttons and fields by their
// accessible names, #clock-white/#clock-black, #announcer, #scoresheet,
// [data-status].
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newGame, openArbiter, ready, start } from './harness.mjs';

let app;
const fresh = async () => ready(await app.open('/'));
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

/** Opens the panel with its button at the desk, and its rarer rulings. */
const panel = (page) => openArbiter(page);

/** Waits until the live regions say something matching `re`. */
async function said(page, re) {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.getElementById('announcer').textContent),
    re.source,
    { timeout: 8000 },
  );
}

const clock = (page, side) => page.locator(`#clock-${side} .clock-time`).textContent();

test('the arbiter adjusts a clock, penalises an illegal move, and adjourns and resumes a game', async () => {
  const page = await fresh();
  await newGame(page, { control: '5400', edition: '2001' });
  const arbiter = await panel(page);

  // Art. 6.13: two minutes more for White.
  await arbiter.getByLabel('Clock of').selectOption('white');
  await arbiter.getByLabel('Seconds').fill('120');
  await arbiter.getByRole('button', { name: 'Add time' }).click();
  await said(page, /^White: clock changed from 1:30:00 to 1:32:00$/);
  assert.equal(await clock(page, 'white'), '1:32:00');
  // A bad number is refused in words, nothing changes.
  await arbiter.getByLabel('Seconds').fill('-5');
  await arbiter.getByRole('button', { name: 'Remove time' }).click();
  await arbiter.getByRole('alert').filter({ hasText: 'Enter a whole number of seconds' }).waitFor();
  assert.equal(await clock(page, 'white'), '1:32:00');

  // Art. 7.4 (2001): the first illegal move gives the opponent two minutes.
  await page.locator('[data-square="e2"]').click();
  await page.locator('[data-square="e4"]').click();
  await arbiter.getByRole('button', { name: /^Illegal move by Black/ }).click();
  await said(page, /Illegal move by Black \(number 1\)/);
  assert.equal(await clock(page, 'white'), '1:34:00');
  await arbiter.getByRole('button', { name: 'Illegal move by Black (so far 1)' }).waitFor();

  // Appendix A: Black seals 1… c5 and the game is adjourned; the envelope
  // is opened and the sealed move played.
  // An empty envelope is a slip, refused before it is sealed.
  await arbiter.getByRole('button', { name: 'Seal the move and adjourn' }).click();
  await arbiter.getByRole('alert').filter({ hasText: 'Write the sealed move first' }).waitFor();
  await arbiter.getByLabel('Sealed move of Black (not shown)').fill('c5');
  await arbiter.getByLabel('Site').fill('Club room');
  await arbiter.getByRole('button', { name: 'Seal the move and adjourn' }).click();
  await said(page, /^The game is adjourned: Black has sealed move 1$/);
  await arbiter.getByText(/^Adjourned: Black sealed move 1\./).waitFor();
  assert.doesNotMatch(await page.locator('#scoresheet').textContent(), /c5/, 'the sealed move stays unseen');
  await arbiter.getByRole('button', { name: 'Open the envelope and resume' }).click();
  await said(page, /The envelope is opened; the sealed move is c5/);
  await page.locator('#scoresheet button.move', { hasText: 'c5' }).waitFor();

  // Art. 13.4 d: the arbiter declares the game lost for Black.
  await arbiter.getByLabel('Against').selectOption('black');
  await arbiter.getByRole('button', { name: 'Declare the game lost' }).click();
  await page.locator('[data-status]', { hasText: /1-0/ }).waitFor();
  assert.deepEqual(app.problems, []);
});

test('a quickplay-finish claim with under two minutes is decided by the arbiter (Art. 10.2)', async () => {
  const page = await fresh();
  await newGame(page, { control: '5400', edition: '2001' });
  const arbiter = await panel(page);
  // White is down to one minute in the only (sudden-death) period.
  await arbiter.getByLabel('Clock of').selectOption('white');
  await arbiter.getByLabel('Seconds').fill('60');
  await arbiter.getByRole('button', { name: 'Set time' }).click();
  await said(page, /^White: clock changed from 1:30:00 to 1:00$/);
  await arbiter.getByRole('button', { name: 'White claims a draw (under two minutes)' }).click();
  // The claim also counts as a draw offer (Art. 9.1 c), which is said too.
  await said(page, /^White claims a draw in the quickplay finish; the clocks are stopped/);
  // The claim and the offer are no moves: both are said in the interface's
  // English, in one part that carries its language.
  const langs = await page.evaluate(() =>
    [...document.querySelectorAll('#announcer span[lang]')]
      .filter((s) => s.textContent.trim())
      .map((s) => s.getAttribute('lang')));
  assert.deepEqual(langs, ['en']);
  await arbiter.getByText('White has claimed a draw; the arbiter decides').waitFor();
  await arbiter.getByRole('button', { name: 'Declare the game drawn' }).click();
  await page.locator('[data-status]', { hasText: /½-½/ }).waitFor();
  assert.deepEqual(app.problems, []);
});

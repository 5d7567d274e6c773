// A lock that holds: in an unfinished game locked with the arbiter's PIN,
// every path the screen offers to replace it or to change the settings asks
// for the PIN (and the reducer refuses it without); a reload is logged as a
// leave; wrong PINs make the next try wait, and the wait survives a reload;
// a log edited in storage is reported when checked with the PIN; once the
// game is finished and approved (2023 Art. 8.7) the next game needs no PIN.
// Hooks: input[name=pin], #arbiter, #arbiter-log, #verify-log,
// input[name=verify-pin], [data-notice], #otb-approve-white/black.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, axe, newGame, play, ready, until, downloadPgn, openArbiterPanel } from './harness.mjs';

const app = appForFile();
const PIN = '4711';

async function lockedGame(page) {
  await newGame(page, { control: '900+10', fields: { mode: 'strict', 'arbiter-pin': PIN } });
}

async function closePanel(page) {
  const details = page.locator('#arbiter');
  if (await details.evaluate((d) => d.open)) await details.locator('#arbiter-summary').click();
}

/** The stored game (the envelope's `game`), once written. */
async function storedGame(page, ok, what) {
  await until(
    () => page.evaluate(async () => JSON.parse((await __stored.get('rochade.game')) ?? 'null')?.game ?? null),
    (g) => g !== null && ok(g),
    what,
    10000,
  );
}

const notice = (page) => page.locator('[data-notice]');

test('nothing replaces an unfinished locked game without the PIN, whatever path the screen offers', async () => {
  const page = await ready(await app.open('/'));
  await lockedGame(page);
  await play(page, 'e2e4');

  // New game (and with it "Archive it and start"): the PIN first.
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.locator('input[name=pin]').waitFor();
  assert.equal(await dialog.locator('select[name=opponent]').count(), 0);
  assert.equal(await dialog.getByRole('button', { name: 'Archive it and start' }).count(), 0);
  assert.deepEqual(await axe(page, 'New game asks for the PIN'), []);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // A FEN, an import, another game from the archive: none is offered.
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  await dialog.locator('input[name=pin]').waitFor();
  assert.equal(await dialog.getByRole('button', { name: 'Start a game from this position' }).count(), 0);
  assert.equal(await dialog.getByRole('button', { name: 'Open for review' }).count(), 0);
  // This game's own PGN is still there to download.
  assert.ok(await dialog.getByRole('button', { name: 'Download PGN', exact: true }).first().isVisible());
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // The settings.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.locator('input[name=pin]').waitFor();
  assert.equal(await dialog.locator('select[name=lang]').count(), 0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The colour change of Art. 7.3 is the arbiter's, behind the PIN.
  const panel = await openArbiterPanel(page);
  await panel.locator('input[name=pin]').waitFor();
  assert.equal(await panel.locator('.colours-reversed').count(), 0);
  await closePanel(page);

  // `?clock` on the same device: its corrections ask for the PIN too.
  await storedGame(page, (g) => g.moves.length === 1, 'the move stored');
  const clock = await page.context().newPage();
  await clock.goto(new URL('/?clock', page.url()).href);
  await clock.locator('[data-mode="clock"]').waitFor({ timeout: 20000 });
  // A clock set up (its corrections come with it).
  await clock.locator('#clock-control').selectOption('custom');
  await clock.locator('#tc-text').fill('300+2');
  await clock.locator('#clock-set').click();
  await clock.locator('#clock-white').waitFor({ timeout: 5000 });
  await clock.locator('input[name=pin]').waitFor();
  assert.equal(await clock.locator('.clock-correction').count(), 0);
  // The field does not take the keyboard from the clock.
  assert.notEqual(await clock.evaluate(() => document.activeElement?.getAttribute('name')), 'pin');
  await clock.locator('input[name=pin]').fill(PIN);
  await clock.keyboard.press('Enter');
  await clock.locator('.clock-correction').waitFor();
  await clock.close();

  // Nothing above changed the game.
  assert.match(await downloadPgn(page, { oneLine: true }), /1\. e4 \{\[%clk/);

  // With the PIN in the New game dialog, the next game starts, and the
  // locked one is kept in the archive.
  await newGame(page, { control: '300+2', pin: PIN });
  assert.equal(await page.locator('#arbiter').count(), 0);
  const text = await downloadPgn(page, { oneLine: true });
  assert.doesNotMatch(text, /1\. e4/);
  assert.deepEqual(app.problems, []);
});

test('a reload is logged as a leave, and the wait after wrong PINs survives it', async () => {
  const page = await ready(await app.open('/'));
  await lockedGame(page);
  await play(page, 'e2e4', 'e7e5');
  await storedGame(page, (g) => g.moves.length === 2, 'both moves stored');
  await page.reload();
  await ready(page);
  const left = /\{log: left the app \d\d:\d\d, White \d+:\d\d, Black \d+:\d\d\}/g;
  assert.equal((await downloadPgn(page, { oneLine: true })).match(left)?.length, 1, 'the reload is logged once');

  const panel = await openArbiterPanel(page);
  const pin = panel.locator('input[name=pin]');
  for (let i = 1; i <= 3; i++) {
    await pin.fill('0000');
    await page.keyboard.press('Enter');
    await storedGame(page, (g) => g.wrong_pins === i, `${i} wrong PINs stored`);
  }
  // The fourth try, even with the right PIN, waits; the wait is said.
  await pin.fill(PIN);
  await page.keyboard.press('Enter');
  await notice(page).filter({ hasText: /Wrong PINs: the next PIN can be tried in [1-5] seconds?/ }).waitFor();
  assert.equal(await panel.getByRole('button', { name: 'Add time' }).count(), 0);

  // A reload does not start the wait again.
  await page.reload();
  await ready(page);
  const again = await openArbiterPanel(page);
  await again.locator('input[name=pin]').fill(PIN);
  await page.keyboard.press('Enter');
  const refused = notice(page).filter({ hasText: /Wrong PINs: the next PIN can be tried in [1-5] seconds?/ });
  const opened = again.getByRole('button', { name: 'Add time' });
  const which = await Promise.race([
    refused.waitFor().then(() => 'wait'),
    opened.waitFor().then(() => 'open'),
  ]);
  // Only a machine so slow that the 5 s passed during the reload opens.
  if (which === 'open') {
    const text = await downloadPgn(page, { oneLine: true });
    assert.match(text, /wrong arbiter's PIN refused[\s\S]*wrong arbiter's PIN refused[\s\S]*wrong arbiter's PIN refused/);
  } else {
    // After the wait the right PIN opens.
    await page.waitForTimeout(5_200);
    await again.locator('input[name=pin]').fill(PIN);
    await page.keyboard.press('Enter');
    await opened.waitFor();
  }
  assert.deepEqual(app.problems, []);
});

test('a log edited in storage is reported when the arbiter checks it with the PIN', async () => {
  const page = await ready(await app.open('/'));
  await lockedGame(page);
  await play(page, 'e2e4');
  const panel = await openArbiterPanel(page);
  await panel.locator('input[name=pin]').fill('1234');
  await page.keyboard.press('Enter');
  await panel.locator('[data-pin-refused]').waitFor();
  await panel.locator('input[name=pin]').fill(PIN);
  await page.keyboard.press('Enter');
  await panel.locator('#verify-log').waitFor();
  // Intact, it says so.
  await panel.locator('input[name=verify-pin]').fill(PIN);
  await panel.locator('#verify-log').click();
  await notice(page).filter({ hasText: 'The log is intact: its 2 entries are as sealed' }).waitFor();
  await closePanel(page);
  await storedGame(page, (g) => (g.seals ?? []).length === 1, 'the seal stored');

  // The time of the wrong PIN changed in storage, as someone covering it up.
  await page.evaluate(async () => {
    const env = JSON.parse(await __stored.get('rochade.game'));
    const refusal = env.game.notes.find((n) => n.k === 25);
    refusal.n = [(refusal.n[0] ?? 0) + 1];
    await __stored.set('rochade.game', JSON.stringify(env));
  });
  await page.reload();
  await ready(page);
  const again = await openArbiterPanel(page);
  await again.locator('input[name=pin]').fill(PIN);
  await page.keyboard.press('Enter');
  await again.locator('input[name=verify-pin]').fill(PIN);
  await again.locator('#verify-log').click();
  await notice(page).filter({ hasText: /The log was edited: its first 2 entries are not as sealed/ }).waitFor();
  assert.deepEqual(app.problems, []);
});

test('once the locked game is finished and approved, the next game needs no PIN', async () => {
  const page = await app.open('/?otb', { contextOptions: { locale: 'en-GB', viewport: { width: 1180, height: 900 } } });
  await page.locator('[data-mode="otb"]').waitFor({ timeout: 20000 });
  await lockedGame(page);
  // White resigns over the board; both players approve the result.
  const resign = page.getByRole('button', { name: 'Resign', exact: true });
  await resign.click();
  await page.getByRole('button', { name: 'White resigns' }).click();
  await page.locator('.otb-approval').waitFor({ timeout: 5000 });
  // Finished but not yet approved: still the PIN.
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.locator('input[name=pin]').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  for (const side of ['white', 'black']) {
    await page.locator(`#otb-approve-${side}`).click();
    await until(() => page.locator(`#otb-approve-${side}`).getAttribute('aria-pressed'), (v) => v === 'true', `${side}'s approval`);
  }
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.locator('select[name=opponent]').waitFor();
  assert.equal(await dialog.locator('input[name=pin]').count(), 0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  assert.deepEqual(app.problems, []);
});

test('the arbiter undoes a mistaken resignation with the PIN, and the PGN keeps both', async () => {
  const page = await app.open('/?otb', { contextOptions: { locale: 'en-GB', viewport: { width: 1180, height: 900 } } });
  await page.locator('[data-mode="otb"]').waitFor({ timeout: 20000 });
  await lockedGame(page);
  await page.getByRole('button', { name: 'Resign', exact: true }).click();
  await page.getByRole('button', { name: 'White resigns' }).click();
  await page.locator('.otb-approval').waitFor({ timeout: 5000 });
  const correct = page.locator('#correct-result');
  await correct.locator('summary').click();
  // Without the PIN nothing is offered.
  await correct.locator('input[name=pin]').fill(PIN);
  await page.keyboard.press('Enter');
  await correct.locator('select[name=corrected-result]').selectOption('goes-on');
  await correct.locator('#correct-result-button').click();
  await until(() => page.locator('[data-status]').textContent(), (t) => !/Game over/.test(t), 'the game goes on');
  const text = await downloadPgn(page, { oneLine: true });
  assert.match(text, /\[Result "\*"\]/, text);
  assert.match(text, /arbiter: the result 0-1 \(resignation\) corrected to the game going on \(Art\. 8\.7\)/, text);
  assert.match(text, /log: arbiter's action: ruling/, text);
  assert.deepEqual(app.problems, []);
});

test('a locked game archived and opened again is still locked, its clock ran meanwhile, and the time away is logged', async () => {
  const page = await ready(await app.open('/'));
  await lockedGame(page);
  await play(page, 'e2e4', 'e7e5');
  // Another game replaces it with the PIN; the locked one goes to the archive.
  await newGame(page, { control: '300+2', pin: PIN });
  const away = Date.now();
  await page.waitForTimeout(3_000);
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  const entry = dialog.locator('li').filter({ hasText: 'unfinished' }).first();
  await entry.getByRole('button', { name: 'Open for review' }).click();
  await dialog.waitFor({ state: 'hidden' });
  // Locked again: the arbiter's panel asks for the PIN.
  await page.getByRole('button', { name: 'Back to the game' }).click().catch(() => {});
  await (await openArbiterPanel(page)).locator('input[name=pin]').waitFor();
  await closePanel(page);
  const text = await downloadPgn(page, { oneLine: true });
  assert.match(text, /\[ArbiterLock "/, text);
  const clk = Number(/1\. e4 \{\[%clk 0:(\d\d):(\d\d)\]\}/.exec(text).slice(1).reduce((m, s) => m * 60 + Number(s), 0));
  const log = /\{log: left the app \d\d:\d\d, White (\d+):(\d\d), Black \d+:\d\d\}/.exec(text);
  assert.ok(log, text);
  const white = Number(log[1]) * 60 + Number(log[2]);
  // White, to move, kept using time while the game was in the archive.
  const seconds = Math.floor((Date.now() - away) / 1000);
  assert.ok(white <= clk - 3 && white >= clk - seconds - 2, `White ${white} s, %clk ${clk} s, away ${seconds} s`);
  assert.deepEqual(app.problems, []);
});

/** Makes the page hidden or visible again, as another app would. */
async function setHidden(page, hidden) {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('with a limit chosen at setup, a leave longer than it holds play until the PIN; the time away is logged', async () => {
  const page = await ready(await app.open('/'));
  await newGame(page, { control: '900+10', fields: { mode: 'strict', 'arbiter-pin': PIN, 'away-limit': '10' } });
  await play(page, 'e2e4');
  // A short leave is logged and nothing more.
  await setHidden(page, true);
  await setHidden(page, false);
  await storedGame(page, (g) => g.notes.some((n) => n.k === 30), 'the return logged');
  assert.equal(await page.locator('[data-held]').count(), 0);
  await play(page, 'e7e5');
  // Away for longer than 10 s.
  await setHidden(page, true);
  await storedGame(page, (g) => g.away_since !== undefined, 'the leave stored');
  await page.waitForTimeout(10500);
  await setHidden(page, false);
  const held = page.locator('[data-held]');
  await held.waitFor({ timeout: 5000 });
  assert.match(await held.getByRole('alert').textContent(), /The app was left for 1\d seconds, longer than the arbiter allows/);
  // The PIN's field has the keyboard; no move goes in meanwhile.
  await until(() => page.evaluate(() => document.activeElement?.closest('[data-held]') !== null), (v) => v, 'the PIN field focused');
  await page.locator('#move-input').fill('Nf3');
  await page.locator('#move-input').press('Enter');
  await notice(page).filter({ hasText: /play goes on once the arbiter gives the PIN/ }).waitFor();
  // Held across a reload.
  await storedGame(page, (g) => g.held === true, 'held stored');
  await page.reload();
  await ready(page);
  await held.waitFor();
  // A wrong PIN does not open it; the arbiter's does, and play goes on.
  await held.locator('input[name=pin]').fill('1234');
  await held.locator('input[name=pin]').press('Enter');
  await held.locator('[data-pin-refused]').waitFor();
  await held.locator('input[name=pin]').fill(PIN);
  await held.locator('input[name=pin]').press('Enter');
  await held.waitFor({ state: 'hidden' });
  await play(page, 'g1f3');
  const pgn = await downloadPgn(page, { oneLine: true });
  assert.match(pgn, /log: back in the app( \d\d:\d\d)? after 0:1\d away; play waits for the arbiter's PIN/);
  assert.match(pgn, /\[ArbiterLock "[0-9a-f]+ [0-9a-f]{64} \d+ away=10"\]/);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(app.problems, []);
});

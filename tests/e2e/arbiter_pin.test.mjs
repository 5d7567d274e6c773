// The arbiter's lock of an event game: a PIN set in the New game form of a
// strict game (`input[name=arbiter-pin]`) guards the arbiter's panel and
// the settings (`input[name=pin]` where it is asked for); a wrong PIN is
// refused in words and logged; the computer and help with moves are off;
// leaving the app is logged with both clocks into the PGN, and the log
// survives a reload. Hooks: #arbiter, #arbiter-log, [data-pin-refused],
// [data-notice], #announcer, the PGN dialog's "Download PGN".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, axe, newGame, openRules, play, ready, square, downloadPgn, openArbiterPanel } from './harness.mjs';

const app = appForFile();
const fresh = async () => ready(await app.open('/'));
const PIN = '4711';

/** A strict 15+10 game locked by the arbiter's PIN. */
async function lockedGame(page, fields = {}) {
  await newGame(page, { control: '900+10', fields: { mode: 'strict', 'arbiter-pin': PIN, ...fields } });
}

test('a wrong PIN is refused in words and logged; the right one opens the panel, whose actions are logged', async () => {
  const page = await fresh();
  await lockedGame(page);
  await play(page, 'e2e4');
  const panel = await openArbiterPanel(page);
  const pin = panel.locator('input[name=pin]');
  await pin.waitFor();
  // The field takes the focus, and the panel's actions wait for the PIN.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'pin');
  assert.equal(await panel.getByRole('button', { name: 'Add time' }).count(), 0);

  await pin.fill('1234');
  await page.keyboard.press('Enter');
  const refusal = panel.locator('[data-pin-refused]');
  await refusal.waitFor();
  assert.equal(await refusal.getAttribute('role'), 'alert');
  assert.equal((await refusal.textContent()).trim(), 'Wrong PIN: refused. The refusal is logged.');
  await page.waitForFunction(() => /Wrong PIN: refused/.test(document.getElementById('announcer').textContent));
  assert.equal(await panel.getByRole('button', { name: 'Add time' }).count(), 0);
  assert.equal(await pin.getAttribute('aria-invalid'), 'true');
  assert.deepEqual(await axe(page, 'PIN refused'), []);

  await pin.fill(PIN);
  await panel.getByRole('button', { name: 'Unlock' }).click();
  await panel.getByRole('button', { name: 'Add time' }).click();
  const log = panel.locator('#arbiter-log li');
  await page.waitForFunction(() => document.querySelectorAll('#arbiter-log li').length === 3);
  const entries = await log.allTextContents();
  assert.deepEqual(await axe(page, 'panel unlocked, with its log'), []);
  assert.match(entries[0], /^\d\d:\d\d, after move 1\.: wrong PIN refused$/);
  assert.match(entries[1], /^\d\d:\d\d, after move 1\.: arbiter's PIN accepted$/);
  assert.equal(entries[2], 'after move 1.: arbiter: clock changed');

  // Closed, the panel locks again.
  await panel.locator('#arbiter-summary').click();
  await panel.locator('#arbiter-summary').click();
  await panel.locator('input[name=pin]').waitFor();
  assert.equal(await panel.getByRole('button', { name: 'Add time' }).count(), 0);

  // The settings of a locked game need the PIN too.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.locator('input[name=pin]').waitFor();
  assert.equal(await settings.locator('select[name=lang]').count(), 0);
  await settings.getByRole('button', { name: 'Close' }).click();
  await settings.waitFor({ state: 'hidden' });

  // The log is in the PGN at the move where it happened, and survives a
  // reload like the game.
  const text = await downloadPgn(page, { oneLine: true });
  assert.match(text, /1\. e4 \{\[%clk 0:15:\d\d\]\} \{log: wrong arbiter's PIN refused \d\d:\d\d\} \{log: arbiter's PIN accepted \d\d:\d\d\} \{arbiter: White's clock /);
  assert.match(text, /\{log: arbiter's action: clock changed\}/);
  assert.ok(!text.includes(PIN), 'the PIN is nowhere in the PGN');
  await page.reload();
  await ready(page);
  assert.match(await downloadPgn(page, { oneLine: true }), /\{log: wrong arbiter's PIN refused \d\d:\d\d\}/);
  const stored = await page.evaluate(async () => JSON.stringify(await Promise.all((await window.__stored.keys()).map((k) => window.__stored.get(k)))));
  assert.ok(!stored.includes(`"${PIN}"`) && !stored.includes(`:${PIN}`), 'the PIN itself is never stored');
  assert.deepEqual(app.problems, []);
});

test('the computer and help with moves are unavailable in a locked game', async () => {
  const page = await fresh();
  // The PIN is for strict games between two players.
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await openRules(dialog);
  await dialog.locator('[name=arbiter-pin]').fill(PIN);
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'An arbiter\'s PIN is for strict games' }).waitFor();
  await dialog.locator('select[name=mode]').selectOption('strict');
  await dialog.locator('select[name=opponent]').selectOption('computer');
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'the computer is off in it' }).waitFor();
  await dialog.locator('select[name=opponent]').selectOption('person');
  await dialog.locator('[name=arbiter-pin]').fill('12');
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.getByRole('alert').filter({ hasText: 'at least 4 digits' }).waitFor();
  await dialog.locator('[name=arbiter-pin]').fill(PIN);
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // No legal-move dots for the piece picked up.
  await square(page, 'g1').click();
  assert.equal(await page.locator('.target-dot').count(), 0);
  // The `m` command is refused in words.
  await square(page, 'g1').focus();
  await page.keyboard.press('m');
  await page.locator('[data-notice]').filter({ hasText: 'Help with moves is off in this game (Art. 11.3.1).' }).waitFor();
  // No hint button.
  assert.equal(await page.getByRole('button', { name: 'Hint' }).count(), 0);

  // The same in a strict game without the PIN shows the dots (the locked
  // game is replaced with the arbiter's PIN).
  await newGame(page, { control: '900+10', fields: { mode: 'strict' }, pin: PIN });
  await square(page, 'g1').click();
  await page.locator('.target-dot').first().waitFor();
  assert.deepEqual(app.problems, []);
});

test('leaving the app during a locked game is logged with both clocks into the PGN', async () => {
  const page = await fresh();
  await lockedGame(page);
  // Before the game starts nothing is logged.
  const hide = (hidden) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'hidden', { value: h, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await hide(true);
  await hide(false);
  await play(page, 'e2e4', 'e7e5');
  // Another tab: the page is hidden, then shown again (the return is
  // logged with the time away).
  await hide(true);
  await hide(false);
  // The page closed while visible (pagehide) is logged too.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  await play(page, 'g1f3');
  const text = await downloadPgn(page, { oneLine: true });
  const left = /\{log: left the app \d\d:\d\d, White \d+:\d\d, Black \d+:\d\d\}/g;
  assert.equal(text.match(left)?.length, 2, text);
  assert.match(
    text,
    /1\.\.\. e5 \{\[%clk [^\]]+\]\} \{log: left the app \d\d:\d\d, White \d+:\d\d, Black \d+:\d\d\} \{log: back in the app \d\d:\d\d after 0:0\d away\} \{log: left the app [^}]+\} 2\. Nf3/,
  );
  // Kept like the game: after a reload (itself a leaving of the page, which
  // may be logged too), in the PGN and in the arbiter's log.
  await page.reload();
  await ready(page);
  assert.ok((await downloadPgn(page, { oneLine: true })).match(left)?.length >= 2);
  const panel = await openArbiterPanel(page);
  await panel.locator('input[name=pin]').fill(PIN);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('#arbiter-log li').length >= 3);
  const entries = await panel.locator('#arbiter-log li').allTextContents();
  assert.match(entries[0], /^\d\d:\d\d, after move 1\.\.\.: left the app; White \d+:\d\d, Black \d+:\d\d$/);
  assert.deepEqual(app.problems, []);
});

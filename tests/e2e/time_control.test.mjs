// The custom time control editor of the new-game form: a multi-period
// control built period by period with the keyboard only (no PGN syntax),
// the PGN text as the second view of the same control, and the clock
// crate's reasons, translated, for a control that cannot be played.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { ready, start, until } from './harness.mjs';

let app;
const fresh = async (page) => ready(page ?? (await app.open('/')));
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

/** Opens the new-game form and chooses the preset `from`, then Custom. */
async function custom(page, from) {
  await page.getByRole('button', { name: /^(New game|Neue Partie|Nova partida)$/ }).press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: 5000 });
  const select = dialog.locator('select[name="control"]');
  // The editor starts as the preset chosen last.
  if (from) await select.selectOption(from);
  await select.selectOption('custom');
  await dialog.locator('.tc-editor').waitFor({ timeout: 5000 });
  return dialog;
}

/**
 * Waits until `read()` gives `want` (the harness's `until`: Yew renders
 * after the event, so what an edit changes is checked this way).
 */
const becomes = (read, want, what = `the value ${JSON.stringify(want)}`) => until(read, (v) => v === want, what);

/** The id of the focused element. */
const focused = (page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Tab to the next control; it must be the element with id `id`. */
async function tab(page, id) {
  await page.keyboard.press('Tab');
  assert.equal(await focused(page), id);
}

/** Replaces the focused field's text by typing. */
async function retype(page, text) {
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** The text of the file a click downloads. */
async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10000 }), click()]);
  return fs.readFile(await download.path(), 'utf8');
}

test('a two-period control built with the keyboard: 40 moves in 90 min + 30 s, then 30 min + 30 s', async () => {
  const page = await fresh();
  const dialog = await custom(page, 'blitz-3+2');
  const period = (n) => dialog.getByRole('group', { name: `Period ${n}`, exact: true });
  const text = dialog.getByRole('textbox', { name: 'Custom (PGN TimeControl)' });
  const words = dialog.locator('[data-tc-words]');
  const pgn = dialog.locator('[data-tc-pgn]');

  // Blitz 3+2 is the starting point: one period for the whole game.
  assert.equal(await dialog.getByRole('group', { name: /^Period \d$/ }).count(), 1);
  assert.equal(await period(1).getByRole('textbox', { name: 'Moves', exact: true }).inputValue(), '');
  assert.equal(await period(1).getByRole('textbox', { name: 'Thinking time (minutes)' }).inputValue(), '3');
  assert.equal(await text.inputValue(), '180+2');
  assert.equal(await words.textContent(), 'In words: 3 min, +2 s per move from move 1');
  // One period cannot be removed.
  assert.equal(await dialog.getByRole('button', { name: /^Remove period/ }).count(), 0);

  // Period 1: 40 moves, 90 minutes, 30 s increment.
  await period(1).getByRole('textbox', { name: 'Moves', exact: true }).focus();
  await page.keyboard.type('40');
  await tab(page, 'tc-p0-minutes');
  await retype(page, '90');
  await tab(page, 'tc-p0-seconds');
  await tab(page, 'tc-p0-kind');
  assert.equal(await dialog.locator('#tc-p0-kind').inputValue(), 'increment');
  await tab(page, 'tc-p0-per-move');
  await retype(page, '30');
  await becomes(() => text.inputValue(), '40/5400+30');

  // Add period 2: the focus goes to its first field.
  await tab(page, 'tc-add-period');
  await page.keyboard.press('Enter');
  await period(2).waitFor({ timeout: 5000 });
  await becomes(() => focused(page), 'tc-p1-moves', 'the new period has the focus');
  // Empty: the rest of the game. 30 minutes; the increment is copied.
  await tab(page, 'tc-p1-minutes');
  await page.keyboard.type('30');
  await tab(page, 'tc-p1-seconds');
  await tab(page, 'tc-p1-kind');
  await tab(page, 'tc-p1-per-move');
  assert.equal(await period(2).getByRole('textbox', { name: 'Increment per move (seconds)' }).inputValue(), '30');
  await becomes(() => text.inputValue(), '40/5400+30:1800+30');

  // A third period makes period 2 a period "to the end of the game" that
  // is followed by another: the clock crate's reason, at period 2's moves.
  await tab(page, 'tc-remove-1');
  await tab(page, 'tc-add-period');
  await page.keyboard.press('Enter');
  await period(3).waitFor({ timeout: 5000 });
  await becomes(() => focused(page), 'tc-p2-moves', 'the new period has the focus');
  const problem = dialog.locator('[data-tc-problem]');
  await problem.filter({ hasText: 'period 2 lasts' }).waitFor({ timeout: 5000 });
  assert.equal(
    await problem.textContent(),
    'Invalid time control: period 2 lasts to the end of the game, but further periods follow it',
  );
  const moves2 = period(2).getByRole('textbox', { name: 'Moves', exact: true });
  assert.equal(await moves2.getAttribute('aria-invalid'), 'true');
  assert.match(await moves2.getAttribute('aria-describedby'), /\btc-problem\b/);
  assert.equal(await words.count(), 0, 'no preview for an impossible control');
  // Remove it again, by keyboard: the focus goes to "Add period".
  await dialog.getByRole('button', { name: 'Remove period 3' }).focus();
  await page.keyboard.press('Enter');
  await period(3).waitFor({ state: 'detached', timeout: 5000 });
  await becomes(() => focused(page), 'tc-add-period', 'after the last period, "Add period" has the focus');
  await becomes(() => problem.textContent(), '');
  assert.equal(await moves2.getAttribute('aria-invalid'), null);

  // Blitz added its increment before move 1; this control does not.
  await tab(page, 'tc-from-move-one');
  assert.equal(await page.locator('#tc-from-move-one').isChecked(), true);
  await page.keyboard.press('Space');
  await becomes(() => page.locator('#tc-from-move-one').isChecked(), false);

  assert.equal(await text.inputValue(), '40/5400+30:1800+30');
  await becomes(() => words.textContent(), 'In words: 90 min / 40 moves + 30 min, +30 s per move');
  assert.equal(await pgn.textContent(), 'In PGN: 40/5400+30:1800+30');

  await dialog.getByRole('button', { name: 'Start game' }).press('Enter');
  await dialog.waitFor({ state: 'hidden', timeout: 5000 });
  assert.equal(await page.locator('#clock-white .clock-time').textContent(), '1:30:00');
  assert.equal(await page.locator('#clock-black .clock-time').textContent(), '1:30:00');

  // The game's PGN carries the control.
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const pgnDialog = page.getByRole('dialog', { name: 'PGN & archive' });
  await pgnDialog.waitFor({ timeout: 5000 });
  const file = await downloaded(page, () =>
    pgnDialog.getByRole('button', { name: 'Download PGN', exact: true }).first().click(),
  );
  assert.ok(file.includes('[TimeControl "40/5400+30:1800+30"]'), file);
  assert.deepEqual(app.problems, []);
});

test('the PGN text and the periods are two views of one control', async () => {
  const page = await fresh();
  const dialog = await custom(page, 'fide-classical');
  const text = dialog.getByRole('textbox', { name: 'Custom (PGN TimeControl)' });
  // The preset chosen, FIDE classical, is where the editor starts.
  assert.equal(await text.inputValue(), '40/5400+30:1800+30');
  await text.fill('40/7200:20/3600:1800');
  const period = (n) => dialog.getByRole('group', { name: `Period ${n}`, exact: true });
  await period(3).waitFor({ timeout: 5000 });
  assert.equal(await period(2).getByRole('textbox', { name: 'Moves', exact: true }).inputValue(), '20');
  assert.equal(await period(2).getByRole('textbox', { name: 'Thinking time (minutes)' }).inputValue(), '60');
  assert.equal(await period(2).getByRole('combobox', { name: 'Per move' }).inputValue(), 'none');
  assert.equal(
    await dialog.locator('[data-tc-words]').textContent(),
    'In words: 2 h / 40 moves + 1 h / 20 moves + 30 min',
  );
  // A delay chosen in the editor is written into the text.
  await period(3).getByRole('combobox', { name: 'Per move' }).selectOption('delay');
  await period(3).getByRole('textbox', { name: 'Delay per move (seconds)' }).fill('5');
  await becomes(() => text.inputValue(), '40/7200:20/3600:1800d5');
  // Text the periods cannot show is said so, and still played.
  await text.fill('*180');
  await dialog.getByText('The periods above cannot show this control').waitFor({ timeout: 5000 });
  assert.equal(await dialog.locator('[data-tc-words]').textContent(), 'In words: hourglass, 3 min each');
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await page.locator('#clock-white .clock-time').textContent(), '3:00');
  assert.deepEqual(app.problems, []);
});

const BAD = [
  {
    locale: 'en-US',
    period: 'Period 1',
    minutes: 'Thinking time (minutes)',
    error: 'Invalid time control: period 1 gives no time (0 min and no time per move)',
    clock: '2:00:00',
  },
  {
    locale: 'de-DE',
    period: 'Periode 1',
    minutes: 'Bedenkzeit (Minuten)',
    error: 'Ungültige Bedenkzeit: Periode 1 gibt keine Zeit (0 min und keine Zeit pro Zug)',
    clock: '2:00:00',
  },
];

for (const B of BAD) {
  test(`${B.locale}: 0 minutes is refused with the translated reason and the game does not start`, async () => {
    const context = await app.browser.newContext({ locale: B.locale });
    const page = await context.newPage();
    await page.goto(app.url);
    await fresh(page);
    const dialog = await custom(page, 'classical-1997');
    const minutes = dialog
      .getByRole('group', { name: B.period, exact: true })
      .getByRole('textbox', { name: B.minutes });
    assert.equal(await minutes.inputValue(), '120');
    await minutes.focus();
    await retype(page, '0');
    const problem = dialog.locator('[data-tc-problem]');
    await becomes(() => problem.textContent(), B.error);
    assert.equal(await minutes.getAttribute('aria-invalid'), 'true');
    // Start: refused, the same reason as an alert, the dialog stays open.
    await dialog.locator('button[type="submit"]').press('Enter');
    const alert = dialog.getByRole('alert');
    await alert.waitFor({ timeout: 5000 });
    assert.equal(await alert.textContent(), B.error);
    assert.ok(await dialog.isVisible(), 'the dialog stays open');
    // Corrected, the game starts with it.
    await minutes.focus();
    await retype(page, '120');
    await becomes(() => problem.textContent(), '');
    await dialog.locator('button[type="submit"]').press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.locator('#clock-white .clock-time').textContent(), B.clock);
    await context.close();
  });
}

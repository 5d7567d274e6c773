// The questions a blind player asks about the position, by key on a
// square of the board and typed: attackers and defenders with pins
// (Shift+A), pieces in danger (Shift+H), scans (x, Shift+X), captures
// (Shift+C), the last capture (z), who can go to a square (Shift+W); in a
// strict game the analysing ones are off (2023 Art. 11.3.1) and the scans
// stay; text that is neither a move nor a command is said so, never an
// illegal move (Art. 7.5). Hooks: role=gridcell, #move-input, #announcer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, newGame, ready, recordAnnouncements, square, until } from './harness.mjs';

const app = appForFile();

const said = (page) => page.evaluate(() => window.__said.slice());

/** Types `text` into the move field and presses Enter. */
async function enter(page, text) {
  await page.locator('#move-input').focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The next announcement after those said so far that matches `re`, once `act` is done. */
async function answer(page, act, re) {
  const n = (await said(page)).length;
  await act();
  const all = await until(() => said(page), (s) => s.slice(n).some((t) => re.test(t)), `an announcement matching ${re}`, 8000);
  return all.slice(n).find((t) => re.test(t));
}

/** A key pressed while `sq` has the focus. */
const key = (page, sq, k) => async () => {
  await square(page, sq).focus();
  await page.keyboard.press(k);
};

/** A new game, with the FIDE scheme chosen as the move words (2023 Appendix D.2.1). */
async function openGame(fields) {
  const page = await app.open('/', { contextOptions: { locale: 'en-GB', viewport: { width: 1280, height: 900 } } });
  await ready(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.locator('select[name=move-words]').selectOption('German');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await newGame(page, { control: '900+10', fields });
  await recordAnnouncements(page);
  return page;
}

test('the questions by key and typed, on a casual game', async () => {
  const page = await openGame({ opponent: 'person' });
  for (const mv of ['e4', 'd5', 'exd5']) await enter(page, mv);
  await until(() => page.locator('[data-status]').textContent(), (t) => /Black to move/.test(t), 'Black to move');
  // The pawn on d5: attacked by the queen on d8, defended by nothing.
  const guards = await answer(page, key(page, 'd5', 'Shift+A'), /^David fünf, white pawn\./);
  assert.match(guards, /Attacked by Black: David acht, black queen/, guards);
  assert.match(guards, /Defended by White: none/, guards);
  const hanging = await answer(page, key(page, 'd5', 'Shift+H'), /^Pieces in danger/);
  assert.match(hanging, /White: David fünf, white pawn, undefended/, hanging);
  const diagonals = await answer(page, key(page, 'd5', 'x'), /Up left:/);
  assert.match(diagonals, /Up right: Eva sechs, empty; Felix sieben, black pawn/, diagonals);
  const lines = await answer(page, key(page, 'd5', 'Shift+X'), /Down:/);
  assert.match(lines, /Up: David sechs to David sieben, empty; David acht, black queen/, lines);
  const last = await answer(page, key(page, 'd5', 'z'), /^Last capture/);
  assert.match(last, /^Last capture: 2\. White: /, last);
  const captures = await answer(page, key(page, 'd5', 'Shift+C'), /^Black to move: /);
  assert.match(captures, /Dame schlägt David fünf/, captures);
  const who = await answer(page, key(page, 'd5', 'Shift+W'), /can go there/);
  assert.match(who, /Black can go there: David acht, black queen/, who);
  // Typed, in German and Portuguese too.
  const typed = await answer(page, () => enter(page, 'Angreifer d5'), /^David fünf, white pawn\. Attacked by Black/);
  assert.equal(typed, guards.replace(/ Defended by White: none$/, '').replace(/\.$/, ''));
  await answer(page, () => enter(page, 'quem pode ir para d5'), /can go there/);
  // Neither a move nor a command.
  const none = await answer(page, () => enter(page, 'flurb'), /flurb/);
  assert.equal(none, 'Not a move or a command: “flurb”; type help for the list');
  // The help lists the questions.
  const help = await answer(page, () => enter(page, 'help questions'), /^Attackers and defenders/);
  assert.match(help, /Shift\+A/, help);
  assert.deepEqual(app.problems, []);
});

test('in a strict game the analysing questions are off and the scans stay; unknown text is no illegal move', async () => {
  const page = await openGame({ mode: 'strict', opponent: 'person' });
  await enter(page, 'e4');
  const off = await answer(page, key(page, 'e4', 'Shift+H'), /off in this game/);
  assert.match(off, /Art\. 11\.3\.1/, off);
  await answer(page, () => enter(page, 'attackers e4'), /off in this game/);
  const scan = await answer(page, key(page, 'e4', 'x'), /Up left:/);
  assert.match(scan, /^Eva vier, white pawn\./, scan);
  const none = await answer(page, () => enter(page, 'hello'), /hello/);
  assert.match(none, /^Not a move or a command/, none);
  assert.doesNotMatch(none, /illegal/i, none);
  assert.match(await page.locator('[data-status]').textContent(), /Black to move/);
  assert.deepEqual(app.problems, []);
});

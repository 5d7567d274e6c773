// The review by ear, keyboard and touch: `[` and `]` (by their key's
// place, `code`) step back and on through the moves from the board or
// anywhere outside text fields, Shift+`[` goes to the start position,
// Shift+`]` and Escape back to the game; each step is said in the live
// region with its number, side and move, and marked on the board
// (data-review: "1b", "2w", "0" for the start). By touch, the button
// beside the last moves starts a review and the buttons under the board
// step through it; a move tapped on the scoresheet of a phone leaves the
// board in view. Hooks: #board[data-review], role=grid,
// #move-input, #announcer, #scoresheet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, newGame, ready, recordAnnouncements, settle, square, until } from './harness.mjs';

const app = appForFile();

const said = (page) => page.evaluate(() => window.__said.slice());
const mark = (page) => page.locator('#board').getAttribute('data-review');
const gridMark = (page) => page.getByRole('grid').getAttribute('data-review');

/** Types `text` into the move field and presses Enter. */
async function enter(page, text) {
  await page.locator('#move-input').focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** What is said after `act`, matching `re`, and the board's mark then. */
async function step(page, act, re) {
  const n = (await said(page)).length;
  await act();
  const all = await until(() => said(page), (s) => s.slice(n).some((t) => re.test(t)), `an announcement matching ${re}`, 8000);
  return { said: all.slice(n).find((t) => re.test(t)), mark: await mark(page) };
}

async function openGame(contextOptions) {
  const page = await app.open('/', { contextOptions: { locale: 'en-GB', ...contextOptions } });
  await ready(page);
  await newGame(page, { control: '900+10', fields: { opponent: 'person' } });
  await recordAnnouncements(page);
  return page;
}

test('[ and ] step through the moves by their keys, Shift to the ends, Escape back to the game', async () => {
  const page = await openGame({ viewport: { width: 1280, height: 900 } });
  for (const mv of ['e4', 'e5', 'Nf3']) await enter(page, mv);
  await until(() => page.locator('[data-status]').textContent(), (t) => /Black to move/.test(t), 'Black to move');
  assert.equal(await mark(page), null, 'no review on the game');
  // From the board.
  await square(page, 'e2').focus();
  let s = await step(page, () => page.keyboard.press('BracketLeft'), /^Move 1, Black: /);
  assert.equal(s.mark, '1b');
  assert.equal(await gridMark(page), '1b');
  assert.equal(await page.getByRole('grid').getAttribute('aria-label'), 'Chessboard, reviewing a past position');
  // The position after 1... e5: no knight on f3 yet.
  assert.equal(await square(page, 'f3').locator('svg').count(), 0);
  s = await step(page, () => page.keyboard.press('BracketLeft'), /^Move 1, White: /);
  assert.equal(s.mark, '1w');
  s = await step(page, () => page.keyboard.press('Shift+BracketLeft'), /^Start position$/);
  assert.equal(s.mark, '0');
  s = await step(page, () => page.keyboard.press('BracketRight'), /^Move 1, White: /);
  assert.equal(s.mark, '1w');
  s = await step(page, () => page.keyboard.press('Shift+BracketRight'), /^Back to the game: Black to move$/);
  assert.equal(s.mark, null);
  // Anywhere outside text fields: the key right of P on a German
  // keyboard (ü, code BracketLeft) steps back as [ does.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  s = await step(
    page,
    () => page.evaluate(() => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ü', code: 'BracketLeft', bubbles: true }))),
    /^Move 1, Black: /,
  );
  assert.equal(s.mark, '1b');
  // On to the last move, still reviewing; on past it: back to the game.
  s = await step(page, () => page.keyboard.press('BracketRight'), /^Move 2, White: /);
  assert.equal(s.mark, '2w');
  s = await step(page, () => page.keyboard.press('BracketRight'), /^Back to the game: Black to move$/);
  assert.equal(s.mark, null);
  // Escape leaves a review, from the board too.
  await page.keyboard.press('BracketLeft');
  await until(() => mark(page), (m) => m === '1b', 'a review');
  await square(page, 'e2').focus();
  s = await step(page, () => page.keyboard.press('Escape'), /^Back to the game: Black to move$/);
  assert.equal(s.mark, null);
  // Typed into the move field, a bracket is only text.
  await page.locator('#move-input').focus();
  await page.keyboard.press('BracketLeft');
  await settle(page);
  assert.equal(await mark(page), null);
  assert.equal(await page.locator('#move-input').inputValue(), '[');
  await page.locator('#move-input').fill('');
  assert.deepEqual(app.problems, []);
});

test('the scoresheet and the buttons under the board review by touch and Enter', async () => {
  const page = await openGame({ viewport: { width: 1280, height: 900 } });
  for (const mv of ['d4', 'd5', 'c4']) await enter(page, mv);
  const sheetMove = page.locator('#scoresheet button.move[data-ply="1"]');
  let s = await step(page, () => sheetMove.click(), /^Move 1, Black: /);
  assert.equal(s.mark, '1b');
  assert.equal(await sheetMove.getAttribute('aria-current'), 'true');
  s = await step(page, () => page.getByRole('button', { name: 'Next move' }).click(), /^Move 2, White: /);
  assert.equal(s.mark, '2w');
  s = await step(page, () => page.locator('[data-review-bar] [data-review-step="back"]').click(), /^Move 1, Black: /);
  s = await step(page, () => page.getByRole('button', { name: 'Back to the game' }).click(), /^Back to the game: Black to move$/);
  assert.equal(s.mark, null);
  // The button gone, the focus is on the board.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'gridcell');
  assert.equal(await page.getByRole('button', { name: 'Next move' }).count(), 0);
  // Enter on a move of the scoresheet starts the review there.
  await page.locator('#scoresheet button.move[data-ply="0"]').focus();
  s = await step(page, () => page.keyboard.press('Enter'), /^Move 1, White: /);
  assert.equal(s.mark, '1w');
  // The previous-move button starts a review from the game.
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await until(() => mark(page), (m) => m === null, 'the game');
  const start = page.locator('.last-moves-row').getByRole('button', { name: 'Previous move' });
  s = await step(page, () => start.click(), /^Move 1, Black: /);
  assert.equal(s.mark, '1b');
  assert.deepEqual(app.problems, []);
});

test('on a phone, a move tapped on the scoresheet leaves the board in view', async () => {
  const page = await openGame({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const moves = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7', 'Re1', 'b5', 'Bb3', 'd6'];
  for (const mv of moves) await enter(page, mv);
  const cell = page.locator('#scoresheet button.move[data-ply="5"]');
  await cell.scrollIntoViewIfNeeded();
  const away = await page.getByRole('grid').boundingBox();
  assert.ok(away.y < 0, `the scoresheet under the board: the board scrolled up: ${JSON.stringify(away)}`);
  await cell.tap();
  await until(() => mark(page), (m) => m === '3b', 'the review of 3... a6');
  await settle(page);
  const grid = await page.getByRole('grid').boundingBox();
  assert.ok(grid.y >= 0 && grid.y + grid.height <= 844 + 1, `the board in view: ${JSON.stringify(grid)}`);
  assert.deepEqual(app.problems, []);
});

test('in German: the steps, the buttons and the way back in German', async () => {
  // A first visit in German: a game ready to play, the interface in German.
  const page = await app.open('/', { contextOptions: { locale: 'de-DE', viewport: { width: 1280, height: 900 } } });
  await ready(page);
  await recordAnnouncements(page);
  for (const mv of ['e4', 'e5']) await enter(page, mv);
  await square(page, 'e2').focus();
  let s = await step(page, () => page.keyboard.press('BracketLeft'), /^Zug 1, Weiß: /);
  assert.equal(s.mark, '1w');
  await page.locator('[data-review-bar]').getByRole('button', { name: 'Nächster Zug' }).waitFor();
  s = await step(page, () => page.keyboard.press('Shift+BracketLeft'), /^Ausgangsstellung$/);
  assert.equal(s.mark, '0');
  s = await step(page, () => page.keyboard.press('Escape'), /^Zurück zur Partie: Weiß am Zug$/);
  assert.equal(s.mark, null);
  assert.deepEqual(app.problems, []);
});

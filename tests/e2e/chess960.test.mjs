// Chess960 (2023 Guidelines II) end to end: a game started from the form by
// its start position number, castled by moving the king onto its own rook,
// exported with its Variant, SetUp and FEN tags, and re-imported to the
// same moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { appForFile, openRules, play, ready, recordAnnouncements, sheet, square, startGame, until } from './harness.mjs';

const app = appForFile();

async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return fs.readFile(await download.path(), 'utf8');
}

async function start960(page, number) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Time control').selectOption('untimed');
  await openRules(dialog);
  await dialog.locator('select[name=variant]').selectOption('chess960');
  await dialog.locator('input[name=start-position]').fill(String(number));
  await startGame(dialog);
}

test('a Chess960 game from the form: castled king onto rook, exported and re-imported to the same moves', async () => {
  const page = await ready(await app.open('/', { contextOptions: { locale: 'en-US' } }));
  await recordAnnouncements(page);
  // The scoresheet writes castling 0-0 in the FIDE style (II.3.2.6), the PGN O-O.
  // Start position 518 is the standard array; as a Chess960 game it castles
  // by the king moved onto its rook (II.3.2), as lichess does.
  await start960(page, 518);
  const said = await until(() => page.evaluate(() => window.__said.join(' | ')), (t) => /start position 518/.test(t), 'the new game announced');
  assert.match(said, /New game of Chess960, start position 518/);
  await play(page, 'e2e4', 'e7e5', 'g1f3', 'g8f6', 'f1c4', 'f8c5');
  await square(page, 'e1').click();
  await square(page, 'h1').click();
  assert.equal(await sheet(page), '1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0');
  assert.match(await square(page, 'g1').getAttribute('aria-label'), /^g1, white king$/);
  assert.match(await square(page, 'f1').getAttribute('aria-label'), /^f1, white rook$/);

  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const d = page.getByRole('dialog', { name: 'PGN & archive' });
  await d.waitFor();
  const pgn = await downloaded(page, () => d.getByRole('button', { name: 'Download PGN', exact: true }).first().click());
  assert.match(pgn, /\[Variant "Chess960"\]/);
  assert.match(pgn, /\[SetUp "1"\]/);
  assert.match(pgn, /\[FEN "rnbqkbnr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/RNBQKBNR w KQkq - 0 1"\]/);
  assert.match(pgn, /4\. O-O/);

  // Re-imported (a FEN given in Shredder form reads the same).
  const shredder = pgn.replace('w KQkq - 0 1', 'w HAha - 0 1');
  await d.getByLabel('Or paste PGN text').fill(shredder);
  await d.getByRole('button', { name: 'Read games' }).click();
  await d.getByRole('region', { name: 'Import PGN' }).getByRole('button', { name: 'Continue playing from here' }).click();
  await d.waitFor({ state: 'hidden' });
  assert.equal(await sheet(page), '1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0');
  // Black castles the same way in the game re-read.
  await square(page, 'e8').click();
  await square(page, 'h8').click();
  assert.equal(await sheet(page), '1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0 0-0');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a start position number outside 0–959 is refused in the form', async () => {
  const page = await ready(await app.open('/', { contextOptions: { locale: 'en-US' } }));
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await openRules(dialog);
  await dialog.locator('select[name=variant]').selectOption('chess960');
  await dialog.locator('input[name=start-position]').fill('960');
  await dialog.getByRole('button', { name: 'Start game' }).click();
  assert.match(await dialog.getByRole('alert').textContent(), /from 0 to 959, not “960”/);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

// Games of any date under their own Laws: a PGN game without a `Laws` tag
// is read under the edition in force on its `Date` (2023 from 2014-07-01
// and without a date, 2001 from 2001-07-01, 1997 before), the import report
// says which, and the game ends where that edition ends it (2023 Art.
// 9.6.1: a 2024 game ends at the fivefold repetition; a move after it is
// refused). Hooks: the PGN dialog's "Or paste PGN text", [data-pgn-games],
// [data-pgn-summary], .pgn-errors, [data-status], [data-result].
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { appForFile, ready, sheet, square, until } from './harness.mjs';

const app = appForFile();
const fresh = async () => ready(await app.open('/'));

const dialog = (page) => page.getByRole('dialog', { name: 'PGN & archive' });

async function importText(page, text) {
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const d = dialog(page);
  await d.waitFor();
  await d.getByLabel('Or paste PGN text').fill(text);
  await d.getByRole('button', { name: 'Read games' }).click();
  await d.locator('[data-pgn-summary]').waitFor();
  return d;
}

const KNIGHTS = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8';
const game = (date, moves, result = '*') =>
  `[Event "Online blitz"]\n[Date "${date}"]\n[White "Anna"]\n[Black "Bella"]\n[Result "${result}"]\n\n${moves} ${result}\n`;

test('a 2024-dated game without a Laws tag is read under the 2023 Laws and ends by fivefold repetition', async () => {
  const page = await fresh();
  const d = await importText(page, game('2024.03.09', KNIGHTS) + '\n' + game('2010.03.09', KNIGHTS));
  assert.deepEqual(await d.locator('[data-pgn-games] option').allTextContents(), [
    '1. Anna – Bella, Online blitz, 2024.03.09, 1/2-1/2 (read under the 2023 Laws)',
    '2. Anna – Bella, Online blitz, 2010.03.09, unfinished (read under the 2001 Laws)',
  ]);
  await d.getByRole('region', { name: 'Import PGN' }).getByRole('button', { name: 'Open for review' }).click();
  await dialog(page).waitFor({ state: 'hidden' });
  await until(
    () => page.locator('[data-status]').textContent(),
    (t) => /^Game over: ½-½ draw: fivefold repetition \(Art\. 9\.6\.1\)/.test(t),
    'the fivefold repetition as the end of the game',
  );
  assert.equal(await page.locator('[data-result]').count(), 1);
  assert.match(await sheet(page), /8\. Ng1 Ng8/);

  // The 2010 game (2001 Laws) goes on: no automatic draw, a move is played.
  const d2 = await importText(page, game('2010.03.09', KNIGHTS));
  await d2.getByRole('region', { name: 'Import PGN' }).getByRole('button', { name: 'Continue playing from here' }).click();
  await dialog(page).waitFor({ state: 'hidden' });
  assert.equal(await page.locator('[data-result]').count(), 0, 'a 2001 game: no fivefold ending');
  await square(page, 'g1').click();
  await square(page, 'f3').click();
  await until(() => sheet(page), (t) => t.endsWith('9. Nf3'), '9. Nf3 on the scoresheet');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a move after the fivefold repetition of a 2024 game is refused as after the end', async () => {
  const page = await fresh();
  const d = await importText(page, game('2024.03.09', `${KNIGHTS} 9. Nf3`));
  assert.equal(await d.locator('[data-pgn-summary]').textContent(), '1 game read, 1 with errors');
  const errors = await d.locator('.pgn-errors li').allTextContents();
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /^Game 1, line 7, column \d+: move "Nf3": the game had already ended$/);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a 1999-dated game without a Laws tag is read under the 1997 Laws, and its export says so', async () => {
  const page = await fresh();
  const d = await importText(page, game('1999.10.02', '1. e4 e5 2. Nf3 Nc6'));
  assert.deepEqual(await d.locator('[data-pgn-games] option').allTextContents(), [
    '1. Anna – Bella, Online blitz, 1999.10.02, unfinished (read under the 1997 Laws)',
  ]);
  await d.getByRole('region', { name: 'Import PGN' }).getByRole('button', { name: 'Open for review' }).click();
  await dialog(page).waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog(page).getByRole('button', { name: 'Download PGN', exact: true }).first().click(),
  ]);
  const text = await fs.readFile(await download.path(), 'utf8');
  assert.ok(text.includes('[Laws "FIDE 1997"]'), text);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

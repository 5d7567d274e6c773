// Player names are facts: a player without a name is stored as the PGN's
// `?` and worded in the language shown, on screen, on the printed sheet,
// in the archive list and in the PGN file's name; the PGN itself says
// `[White "?"]` (the seven-tag roster).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { appForFile, play, ready, until, untimedGame } from './harness.mjs';

const app = appForFile();

async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await fs.readFile(await download.path(), 'utf8') };
}

test('a game begun in English with default names shows German names after the switch, and its PGN says ?', async () => {
  const page = await ready(await app.open('/', { contextOptions: { locale: 'en-US' } }));
  await untimedGame(page);
  await play(page, 'e2e4', 'e7e5');
  // A new game archives the unfinished one, with its default names.
  await untimedGame(page);
  await play(page, 'd2d4');

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByLabel(/^Language/).selectOption('de');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Neue Partie', exact: true }).waitFor({ timeout: 5000 });

  // On screen: the scoresheet's columns.
  const heads = (await page.locator('#scoresheet thead th').allTextContents()).map((s) => s.trim());
  assert.ok(heads.includes('Weiß') && heads.includes('Schwarz'), heads.join(' | '));
  assert.ok(!heads.some((h) => /White|Black/.test(h)), heads.join(' | '));

  // The archive list and the downloads.
  await page.getByRole('button', { name: 'PGN & Archiv', exact: true }).click();
  const d = page.getByRole('dialog', { name: 'PGN & Archiv' });
  await d.waitFor();
  // The archive is read after the dialog opens: its entries are waited for.
  const labels = await until(
    () => d.locator('[data-archive-entry] .archive-label').allTextContents(),
    (l) => l.length > 0,
    'the archived game listed',
  );
  assert.equal(labels.length, 1, labels.join(' | '));
  assert.match(labels[0], /^Weiß – Schwarz/);
  const current = await downloaded(page, () => d.getByRole('button', { name: 'PGN herunterladen', exact: true }).first().click());
  assert.match(current.name, /^Weiß-Schwarz-/);
  assert.match(current.text, /\[White "\?"\]/);
  assert.match(current.text, /\[Black "\?"\]/);
  assert.doesNotMatch(current.text, /\[White "White"\]/);
  await page.keyboard.press('Escape');
  await d.waitFor({ state: 'hidden' });

  // The printed sheet.
  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('#print-sheet');
  assert.equal((await sheet.locator('.print-field.white .print-value').textContent()).trim(), 'Weiß');
  assert.equal((await sheet.locator('.print-field.black .print-value').textContent()).trim(), 'Schwarz');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

// Take-back by agreement in a casual game, and deleting a game from the
// local archive, in headless Chromium against the build. Only the stable
// hooks are used: role=gridcell with data-square, #scoresheet, #announcer
// and the buttons' accessible names.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openMore, openRules, ready, recordAnnouncements, sheet, square, start, until } from './harness.mjs';

let app;
/** A page with the app rendered and every live message recorded. */
const fresh = async (page) => recordAnnouncements(await ready(page ?? (await app.open('/'))));
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

/** Plays UCI moves by two clicks each. */
async function play(page, moves) {
  for (const uci of moves.split(' ')) {
    await square(page, uci.slice(0, 2)).click();
    await square(page, uci.slice(2, 4)).click();
  }
}

/** Waits (with a timeout, yielding to the page) until `text` has been said. */
async function heard(page, text) {
  await page.waitForFunction((t) => window.__said.some((s) => s.includes(t)), text, { timeout: 5000 });
}

/** The colour of the piece on a square: 'white', 'black' or null. */
async function pieceOn(page, sq) {
  if (await square(page, sq).locator('svg.piece-white').count()) return 'white';
  if (await square(page, sq).locator('svg.piece-black').count()) return 'black';
  return null;
}

test('casual take-back by agreement: White asks, Black declines; asks again, Black accepts; after a reply two half-moves go', async () => {
  const page = await fresh();
  await play(page, 'e2e4 e7e5 g1f3');
  // Black has a move to take back too; White moved last.
  await openMore(page);
  assert.equal(await page.getByRole('button', { name: 'Propose take-back (Black)' }).count(), 1);

  await page.getByRole('button', { name: 'Propose take-back (White)' }).click();
  await heard(page, 'White asks to take back their last move');
  // Both players see the request; no one can ask a second time meanwhile.
  await page.locator('[data-take-back-request]', { hasText: 'White asks to take back their last move' }).waitFor({ timeout: 5000 });
  assert.equal(await page.getByRole('button', { name: /^Propose take-back/ }).count(), 0);
  await page.getByRole('button', { name: 'Decline take-back' }).click();
  await heard(page, 'Take-back declined');
  assert.equal(await sheet(page), '1. e4 e5 2. Nf3');
  assert.equal(await page.getByRole('button', { name: 'Accept take-back' }).count(), 0);

  await openMore(page);
  await page.getByRole('button', { name: 'Propose take-back (White)' }).click();
  await page.getByRole('button', { name: 'Accept take-back' }).click();
  await heard(page, 'Take-back accepted. Move taken back');
  assert.equal(await sheet(page), '1. e4 e5');
  assert.equal(await pieceOn(page, 'g1'), 'white');
  assert.equal(await pieceOn(page, 'f3'), null);

  // White plays on, Black replies, then White (to move) asks: 2. Nf3 and
  // 2... Nc6 are taken back so that it is White's turn again.
  await play(page, 'g1f3 b8c6');
  await openMore(page);
  await page.getByRole('button', { name: 'Propose take-back (White)' }).click();
  await heard(page, 'White asks to take back their last move and the reply to it');
  await page.getByRole('button', { name: 'Accept take-back' }).click();
  await heard(page, 'Take-back accepted. Two half-moves taken back');
  assert.equal(await sheet(page), '1. e4 e5');
  assert.equal(await pieceOn(page, 'g1'), 'white');
  assert.equal(await pieceOn(page, 'b8'), 'black');
  assert.equal(await pieceOn(page, 'c6'), null);
  // White moves again.
  await play(page, 'd2d4');
  assert.equal(await sheet(page), '1. e4 e5 2. d4');

  // A move lets a standing request lapse.
  await openMore(page);
  await page.getByRole('button', { name: 'Propose take-back (White)' }).click();
  await play(page, 'e5d4');
  await heard(page, 'The take-back request has lapsed');
  assert.equal(await page.getByRole('button', { name: 'Accept take-back' }).count(), 0);
  assert.equal(await sheet(page), '1. e4 e5 2. d4 exd4');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a strict game offers no take-back', async () => {
  const page = await fresh();
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await openRules(dialog);
  await dialog.locator('select[name="mode"]').selectOption('strict');
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await play(page, 'e2e4 e7e5');
  assert.equal(await page.getByRole('button', { name: /take-back/i }).count(), 0);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

const pgnDialog = (page) => page.getByRole('dialog', { name: 'PGN & archive' });

async function openArchive(page) {
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  await pgnDialog(page).waitFor({ timeout: 5000 });
  return pgnDialog(page);
}

const focusedName = (page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

test('an archived game is deleted with a confirmation step, by keyboard; the deletion is announced and survives a reload', async () => {
  const page = await fresh();
  await play(page, 'f2f3 e7e5 g2g4 d8h4');
  await page.locator('[data-result]').waitFor({ timeout: 5000 });
  let d = await openArchive(page);
  const entries = d.locator('[data-archive-entry]');
  // The archive is read after the dialog opens: its entries are waited for.
  await until(() => entries.count(), (n) => n > 0, 'the archived game listed');
  assert.equal(await entries.count(), 1);
  const label = /^Delete game 1: White – Black(, \d{4}\.\d\d\.\d\d)?, 0-1$/;
  const del = d.getByRole('button', { name: label });
  assert.equal(await del.count(), 1, 'the Delete button names the game');

  // First Delete, then Cancel: nothing is deleted and the focus returns.
  await del.focus();
  await page.keyboard.press('Enter');
  const confirm = d.getByRole('button', { name: /^Confirm delete of game 1: White – Black/ });
  await confirm.waitFor({ timeout: 5000 });
  assert.match(await focusedName(page), /^Confirm delete of game 1/);
  await d.locator('[data-archive-confirm]').getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await confirm.count(), 0);
  assert.match(await focusedName(page), label);
  assert.equal(await entries.count(), 1);

  // Delete and confirm, by keyboard only.
  await page.keyboard.press('Enter');
  await confirm.waitFor({ timeout: 5000 });
  await page.keyboard.press('Enter');
  await d.getByText('No games archived yet. Finished games appear here.').waitFor({ timeout: 5000 });
  assert.equal(await entries.count(), 0);
  assert.match(await d.locator('[data-pgn-status]').textContent(), /^Game deleted from the archive: White – Black.*0-1$/);
  await heard(page, 'Game deleted from the archive: White – Black');
  const archived = () => page.evaluate(async () => (await __stored.keys()).filter((k) => k.startsWith('rochade.archive')));
  await until(archived, (k) => k.length === 0, 'the archive keys removed from the store');

  // A reload confirms it is gone.
  await page.reload();
  await fresh(page);
  d = await openArchive(page);
  assert.equal(await d.locator('[data-archive-entry]').count(), 0);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a game deleted in another tab leaves this tab\'s archive list too', async () => {
  const page = await fresh();
  await play(page, 'f2f3 e7e5 g2g4 d8h4');
  await page.locator('[data-result]').waitFor({ timeout: 5000 });
  const d = await openArchive(page);
  await d.locator('[data-archive-entry]').first().waitFor({ timeout: 5000 });
  // Another tab (the same browser context) deletes it meanwhile: this tab
  // hears it (a BroadcastChannel: IndexedDB has no storage event).
  const other = await fresh(await app.open('/', { context: page.context() }));
  const od = await openArchive(other);
  await od.getByRole('button', { name: /^Delete game 1:/ }).click();
  await od.getByRole('button', { name: /^Confirm delete of game 1:/ }).click();
  await od.getByText('No games archived yet. Finished games appear here.').waitFor({ timeout: 5000 });
  await d.getByText('No games archived yet. Finished games appear here.').waitFor({ timeout: 5000 });
  assert.equal(await d.locator('[data-archive-entry]').count(), 0, 'the list shows the archive as stored');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

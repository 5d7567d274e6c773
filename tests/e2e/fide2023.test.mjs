// The Laws in force since 2023 as an edition of the new-game form, and a
// dead position (Art. 5.2 b; 2023 Art. 5.2.2) decided by the rules core's
// search, not by material alone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { openRules, ready, recordAnnouncements, sheet, start, startGame, until } from './harness.mjs';

let app;
const fresh = async () => recordAnnouncements(await ready(await app.open('/')));
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

/** Starts a new untimed game in `edition` ("2001", "2023", "1997"). */
async function newGameIn(page, edition, fen) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Time control').selectOption('untimed');
  await openRules(dialog);
  await dialog.getByLabel('Laws of Chess edition').selectOption(edition);
  if (fen) await dialog.getByLabel('Start position (FEN, optional)').fill(fen);
  await startGame(dialog);
}

async function type(page, moves) {
  const input = page.locator('#move-input');
  for (const m of moves.split(' ')) {
    await input.fill(m);
    await input.press('Enter');
  }
}

test('2023 Art. 9.6.1: a fivefold repetition ends the game without a claim; the edition is remembered', async () => {
  const page = await fresh();
  const dialogOption = async () => {
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    const d = page.getByRole('dialog');
    const chosen = await d.getByLabel('Laws of Chess edition').inputValue();
    await d.getByRole('button', { name: 'Cancel' }).click();
    return chosen;
  };
  assert.equal(await dialogOption(), '2023', 'a first visit offers the Laws in force');
  await newGameIn(page, '2023');
  // The initial position, then four more times after each knight tour.
  await type(page, 'Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8');
  // The last move shown, the check that the game did not end is not early.
  await until(() => sheet(page), (t) => t.endsWith('6. Ng1 Ng8'), 'the twelfth move on the scoresheet');
  assert.equal(await page.locator('[data-result]').count(), 0, 'four times is not yet a draw');
  await type(page, 'Nf3 Nf6 Ng1 Ng8');
  await page.locator('[data-status]', { hasText: 'fivefold repetition (Art. 9.6.1)' }).waitFor({ timeout: 5000 });
  assert.match(await page.locator('[data-status]').textContent(), /^Game over: ½-½ draw: fivefold repetition/);
  // The same moves under the 2001 Laws draw only on a claim (Art. 9.2).
  await newGameIn(page, '2001');
  assert.equal(await dialogOption(), '2001', 'the edition chosen last is offered again');
  await type(page, 'Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8');
  await until(() => sheet(page), (t) => t === '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8', 'all sixteen half-moves, and no result, on the scoresheet');
  assert.equal(await page.locator('[data-result]').count(), 0);
  assert.match(await page.locator('[data-status]').textContent(), /White to move/);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('Art. 5.2 b: a capture that leaves only a blocked pawn chain ends the game at once, in every edition', async () => {
  for (const edition of ['2001', '1997', '2023']) {
    const page = await fresh();
    // A knight can still cross the chain; once it is taken neither king nor
    // bishop can ever reach the other side (the bishops and the enemy
    // pawns stand on squares of different colours).
    await newGameIn(page, edition, '2b1k3/8/4N3/1p1p1p1p/1P1P1P1P/8/8/2B1K3 b - - 0 1');
    assert.equal(await page.locator('[data-result]').count(), 0, `${edition}: not dead while the knight lives`);
    await type(page, 'Bxe6');
    // Each edition its own number: 2001 Art. 5.2 b, 1997 Art. 9.6, 2023 Art. 5.2.2.
    const art = { 2001: 'Art. 5.2 b', 1997: 'Art. 9.6', 2023: 'Art. 5.2.2' }[edition];
    await page.locator('[data-status]', { hasText: `no checkmate is possible (${art})` }).waitFor({ timeout: 5000 });
    assert.match(await page.locator('[data-status]').textContent(), /^Game over: ½-½ draw: /, edition);
    await page.context().close();
  }
  assert.deepEqual(app.problems, []);
});

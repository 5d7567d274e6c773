// Whole games through the interface (issue 7): by clicks and by drag, draw
// offers and claims, flag falls, reload with a running clock, and the live
// region. Only the stable hooks are used: role=gridcell with data-square,
// #scoresheet, #clock-white/#clock-black, #announcer, #move-input and the
// buttons' accessible names.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { newGame, openRules, ready, recordAnnouncements, sheet, square, start } from './harness.mjs';

let app;
/** A fresh page with the app rendered and every live message recorded. */
const fresh = async () => recordAnnouncements(await ready(await app.open('/')));
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

/** Plays a UCI move by two clicks (a promotion piece is chosen by name). */
async function click(page, uci) {
  await square(page, uci.slice(0, 2)).click();
  await square(page, uci.slice(2, 4)).click();
  const promo = { q: 'Queen', r: 'Rook', b: 'Bishop', n: 'Knight' }[uci[4]];
  if (promo) await page.getByRole('button', { name: promo, exact: true }).click();
}

/** Plays a UCI move by dragging the piece with the pointer. */
async function drag(page, uci) {
  const a = await square(page, uci.slice(0, 2)).boundingBox();
  const b = await square(page, uci.slice(2, 4)).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 2 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
}

// En passant (3. exf6), under-promotion (5. gxh8N), castling (8. 0-0) and a
// smothered mate (10… Nxf2#).
const GAME = 'e2e4 d7d5 e4e5 f7f5 e5f6 b8c6 f6g7 c8f5 g7h8n d8d7 g1f3 e7e6 f1e2 a7a6 e1g1 g8h6 g1h1 h6g4 f1g1 g4f2';
const SHEET =
  '1. e4 d5 2. e5 f5 3. exf6 Nc6 4. fxg7 Bf5 5. gxh8N Qd7 6. Nf3 e6 7. Be2 a6 ' +
  '8. 0-0 Nh6 9. Kh1 Ng4 10. Rg1 Nxf2# Result 0-1 Black wins: checkmate (Art. 5.1.1)';

test('a whole game by clicks: en passant, under-promotion, castling, mate; scoresheet and announcements', async () => {
  const page = await fresh();
  const moves = GAME.split(' ');
  for (const m of moves) await click(page, m);
  assert.equal(await sheet(page), SHEET);
  await page.waitForFunction(() => window.__said.length >= 21);
  const said = await page.evaluate(() => window.__said);
  // Every move was announced in the move words of a first visit: the
  // interface's English.
  const moveMessages = said.filter((s) => !s.startsWith('Aufgenommen') && !s.startsWith('Picked'));
  assert.ok(moveMessages.some((s) => s.includes('en passant')), said.join(' | '));
  assert.ok(moveMessages.some((s) => /h8 promotes to Knight/.test(s)), 'under-promotion announced');
  assert.ok(moveMessages.some((s) => s.includes('short castling')), 'castling announced');
  assert.ok(moveMessages.some((s) => s.includes('checkmate')), 'mate announced');
  // The move and the result in the interface's English.
  assert.ok(
    said.some((s) => /checkmate\. Black wins by checkmate \(Art\. 5\.1\.1\)$/.test(s)),
    `the result said in English: ${said.slice(-2).join(' | ')}`,
  );
  assert.equal(said.filter((s) => s.startsWith('Picked up')).length, moves.length, 'each pick-up announced');
  assert.equal(await page.locator('[data-status]').textContent(), 'Game over: 0-1 Black wins: checkmate (Art. 5.1.1)');
  assert.deepEqual(app.problems, []);
});

test('a game by drag and drop, ending in mate; an illegal drop is refused with a reason', async () => {
  const page = await fresh();
  await drag(page, 'e2e5');
  assert.match(await page.locator('[data-notice]').textContent(), /Illegal move: the piece does not move that way/);
  for (const m of 'e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7'.split(' ')) await drag(page, m);
  assert.equal(
    await sheet(page),
    '1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# Result 1-0 White wins: checkmate (Art. 5.1.1)',
  );
  assert.deepEqual(app.problems, []);
});

test('a draw offer is marked (=) on the scoresheet and accepted (Art. 9.1)', async () => {
  const page = await fresh();
  // 2023 Art. 5.2.3: a draw is agreed only after both players have moved.
  for (const m of ['e2e4', 'e7e5', 'g1f3']) await click(page, m);
  await page.getByRole('button', { name: 'Offer draw' }).click();
  // Shown on the screen and said in the live region, both in English.
  await page.locator('body > :not(#announcer)').getByText('White offers a draw', { exact: true }).first().waitFor();
  await page.locator('#announcer').getByText('White offers a draw', { exact: true }).waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Accept draw' }).click();
  assert.equal(await sheet(page), '1. e4 e5 2. Nf3 (=) Result ½-½ draw: agreement (Art. 5.2.3)');
  assert.deepEqual(app.problems, []);
});

test('a declined offer lapses; a threefold repetition claim "about to appear" draws (Art. 9.2a)', async () => {
  const page = await fresh();
  await click(page, 'g1f3');
  await page.getByRole('button', { name: 'Offer draw' }).click();
  await page.getByRole('button', { name: 'Decline draw' }).click();
  for (const m of 'g8f6 f3g1 f6g8 g1f3 g8f6 f3g1'.split(' ')) await click(page, m);
  // After 1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1, Black writes Ng8 first
  // and claims: the initial position is about to appear for the third time.
  await page.getByLabel('Intended move (optional)').fill('Ng8');
  await page.getByRole('radio', { name: 'Threefold repetition' }).check();
  await page.getByRole('button', { name: 'Claim draw' }).click();
  assert.equal(
    await sheet(page),
    '1. Nf3 (=) Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 Result ½-½ draw: threefold repetition (Art. 9.2)',
  );
  assert.deepEqual(app.problems, []);
});

test('an incorrect claim is refused and the game goes on (Art. 9.5)', async () => {
  const page = await fresh();
  await click(page, 'e2e4');
  // No claim would be correct, so the claim form opens from its button.
  await page.getByRole('button', { name: 'Claim draw' }).click();
  await page.getByRole('radio', { name: 'Fifty moves' }).check();
  await page.getByRole('button', { name: 'Claim draw' }).click();
  await page.getByText('The claim is incorrect').first().waitFor();
  assert.equal(await sheet(page), '1. e4');
  assert.deepEqual(app.problems, []);
});

test('a flag falls with a very short control: the opponent wins (Art. 6.9)', async () => {
  const page = await fresh();
  await newGame(page, { control: '2' });
  await page.getByRole('button', { name: "Start White's clock" }).click();
  await page
    .locator('[data-status]', { hasText: 'Game over: 0-1 Black wins: flag fall (Art. 6.9)' })
    .waitFor({ timeout: 6000 });
  assert.equal(await page.locator('#clock-white .clock-time').textContent(), '0:00');
  assert.deepEqual(app.problems, []);
});

test('a flag falls but the opponent cannot checkmate: a draw (Art. 6.9)', async () => {
  const page = await fresh();
  // Black has a lone king: no series of legal moves lets Black mate.
  await newGame(page, { control: '2', fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1' });
  await page.getByRole('button', { name: "Start White's clock" }).click();
  await page
    .locator('[data-status]', {
      hasText: 'Game over: ½-½ draw: flag fall, but the opponent cannot checkmate (Art. 6.9)',
    })
    .waitFor({ timeout: 6000 });
  assert.deepEqual(app.problems, []);
});

test('the new-game form starts a FIDE 2023 casual rapid 15+10 game on a first visit (the Laws in force)', async () => {
  const page = await fresh();
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  assert.equal(await dialog.getByLabel('Time control').inputValue(), 'rapid-15+10');
  assert.equal(await dialog.getByLabel('Laws of Chess edition').inputValue(), '2023');
  assert.equal(await dialog.locator('select[name="mode"]').inputValue(), 'casual');
  assert.equal(await dialog.getByLabel('At the bottom').inputValue(), 'white');
  assert.deepEqual(app.problems, []);
});

test('a bad FEN in the new-game form is refused with the field and position', async () => {
  const page = await fresh();
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await openRules(dialog);
  await dialog.getByLabel('Start position (FEN, optional)').fill('8/8/8/8/8/8/8/8 w - - 0 1');
  await dialog.getByRole('button', { name: 'Start game' }).click();
  assert.equal(
    await dialog.getByRole('alert').textContent(),
    'Invalid FEN, piece placement field, character 1: White has no king (Art. 2.2)',
  );
  assert.deepEqual(app.problems, []);
});

const clockMs = (text) => {
  const parts = text.split(':').map(Number);
  return parts.reduce((acc, p) => acc * 60 + p, 0) * 1000;
};

test('a reload with the clock running restores position, scoresheet and times (within 1 s)', async () => {
  const page = await fresh();
  await newGame(page, { control: '300' });
  await click(page, 'e2e4');
  await click(page, 'e7e5');
  await click(page, 'g1f3'); // Black's clock runs now.
  await page.waitForTimeout(1200);
  const t0 = Date.now();
  const black0 = clockMs(await page.locator('#clock-black .clock-time').textContent());
  const white0 = await page.locator('#clock-white .clock-time').textContent();
  await page.reload();
  await page.getByRole('heading', { name: 'Rochade' }).waitFor();
  await page.waitForTimeout(1500);
  const elapsed = Date.now() - t0;
  const black1 = clockMs(await page.locator('#clock-black .clock-time').textContent());
  assert.equal(await sheet(page), '1. e4 e5 2. Nf3');
  assert.equal(await page.locator('#clock-white .clock-time').textContent(), white0);
  assert.ok(Math.abs(black0 - elapsed - black1) <= 1000, `black ${black0} - ${elapsed} vs ${black1}`);
  assert.equal(await square(page, 'f3').getAttribute('aria-label'), 'f3, white knight');
  assert.deepEqual(app.problems, []);
});

test('from a move to the updated board, scoresheet and live region (a measurement, printed)', async () => {
  const page = await fresh();
  const ms = await page.evaluate(async () => {
    const times = [];
    const moves = [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3'], ['b8', 'c6'], ['f1', 'b5'], ['a7', 'a6']];
    for (const [a, b] of moves) {
      document.querySelector(`[data-square="${a}"]`).click();
      await new Promise((r) => requestAnimationFrame(() => r()));
      const announcer = document.getElementById('announcer');
      const before = announcer.textContent; // "Picked up: …"
      const t0 = performance.now();
      document.querySelector(`[data-square="${b}"]`).click();
      // Yew renders in a task after the event, not within it: watch the
      // document and stop the moment all three parts show the move. A
      // deadline turns a missing part into a failure instead of a hang.
      const done = () =>
        document.querySelector(`[data-square="${b}"] svg`) &&
        document.querySelectorAll('#scoresheet button.move').length === times.length + 1 &&
        announcer.textContent.trim() !== '' &&
        announcer.textContent !== before;
      await new Promise((resolve, reject) => {
        if (done()) return resolve();
        const observer = new MutationObserver(() => {
          if (done()) {
            observer.disconnect();
            clearTimeout(timer);
            resolve();
          }
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`move ${a}-${b} not shown within 5 s`));
        }, 5000);
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      times.push(performance.now() - t0);
    }
    return times;
  });
  const median = [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)];
  console.log(`move → board + scoresheet + live region: median ${median.toFixed(2)} ms, max ${Math.max(...ms).toFixed(2)} ms over ${ms.length} moves`);
  assert.equal(ms.length, 6);
  assert.deepEqual(app.problems, []);
});

// Playing against the computer: a whole game against level 1 by keyboard
// only, with the clock running and every computer move announced; a search
// stopped by a new game (the worker is terminated at once) while the page
// stays responsive (no main-thread task over 50 ms of CPU or 200 ms of wall
// time); a take-back removes
// the player's move and the computer's reply; PGN names the program.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { busyTasks, byName, byText, openMore, oracle, overWallLimit, start, ready, recordAnnouncements, sheet, tabTo, traceTasks, waitInPage } from './harness.mjs';

let ctx;
before(async () => {
  ctx = await start();
});
after(async () => {
  await ctx.stop();
  assert.deepEqual(ctx.problems, []);
});

/** The moves of the saved game, in UCI (the test's view, not the player's). */
const savedMoves = (page) =>
  page.evaluate(async () => JSON.parse(await __stored.get('rochade.game')).game.moves.map((m) => m.uci));

/** The words a first visit's English move words use for the square a SAN move goes to. */
function spokenTarget(san) {
  if (san.startsWith('0-0-0') || san.startsWith('O-O-O')) return 'long castling';
  if (san.startsWith('0-0') || san.startsWith('O-O')) return 'short castling';
  const m = san.match(/([a-h])([1-8])(?:=?[QRBNDTLS])?[+#]?$/);
  return `${m[1]}${m[2]}`;
}

test('a whole game against level 1, by keyboard only, clock running, every computer move announced', async () => {
  const page = await ready(await ctx.open('/'));
  await recordAnnouncements(page);
  // New game: the opponent, level 1, White, the first visit's rapid 15+10.
  await tabTo(page, byText, 'New game');
  await page.keyboard.press('Enter');
  await tabTo(page, byName, 'opponent');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, byName, 'level');
  await page.keyboard.press('1');
  assert.equal(await page.locator('select[name="level"]').inputValue(), '1');
  // Each level says its measured strength, on Stockfish's scale and not as a rating.
  assert.match(
    await page.locator('select[name="level"] option[value="4"]').textContent(),
    /^4 — .+, ≈ \d{4} \(Stockfish scale\)$/,
  );
  await tabTo(page, byText, 'Start game');
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  const best = await oracle(page);
  await tabTo(page, (id) => document.activeElement?.id === id, 'move-input');

  let said = 0;
  const clocks = [];
  for (let ply = 0; ply < 160; ply += 2) {
    const moves = await savedMoves(page);
    assert.equal(moves.length, ply);
    const mine = await best(moves);
    await page.keyboard.type(mine);
    await page.keyboard.press('Enter');
    // The computer answers (or the game is over).
    await waitInPage(
      page,
      async (n) => {
        const g = JSON.parse(await __stored.get('rochade.game')).game;
        return g.moves.length >= n || g.outcome;
      },
      ply + 2,
      { timeout: 20000 },
    );
    const game = await page.evaluate(async () => JSON.parse(await __stored.get('rochade.game')).game);
    const clocksNow = () => page.locator('.clock').allTextContents();
    if (game.outcome && game.moves.length < ply + 2) {
      if (clocks.length === 0) clocks.push(await clocksNow());
      break;
    }
    // Its move is announced in the scheme's words, after the player's.
    const san = (await sheet(page)).split(' ').filter((w) => !/^\d+\.$/.test(w)).at(-1);
    const announced = await page.waitForFunction(
      ([from, words]) => window.__said.slice(from).some((s) => s.includes(words)),
      [said, spokenTarget(san)],
      { timeout: 5000 },
    ).then(() => true, () => false);
    assert.ok(announced, `the computer's ${san} was not announced: ${JSON.stringify(await page.evaluate(() => window.__said.slice(-3)))}`);
    said = await page.evaluate(() => window.__said.length);
    // The clocks at the 10th ply, or at the end of a game over sooner
    // (level 1 can be mated, or resign, before it).
    if (ply === 10 || (game.outcome && clocks.length === 0)) {
      clocks.push(await clocksNow());
    }
    if (game.outcome) break;
  }
  // The clocks ran for both players.
  assert.equal(clocks.length, 1);
  for (const c of clocks[0]) assert.doesNotMatch(c, /15:00/, `a clock did not run: ${clocks[0]}`);
  // The game is over: checkmate (the test's depth-3 player beats level 1),
  // or, should the computer hold out, the player resigns.
  if (!(await page.evaluate(async () => JSON.parse(await __stored.get('rochade.game')).game.outcome))) {
    await tabTo(page, byText, 'Resign');
    await page.keyboard.press('Enter');
    await tabTo(page, byText, 'White resigns');
    await page.keyboard.press('Enter');
  }
  const status = await page.locator('[data-status]').textContent();
  assert.match(status, /Game over/);
  const record = await sheet(page);
  assert.match(record, /1-0|0-1|½-½/);
  console.log(`# game against level 1: ${(await savedMoves(page)).length} half-moves; ${status}`);
  await page.close();
});

test('a new game stops the search at once; the page stays responsive while the computer thinks', async () => {
  // Every terminate() of a worker, with its time.
  const init = () => {
    window.__terminated = [];
    const terminate = Worker.prototype.terminate;
    Worker.prototype.terminate = function () {
      window.__terminated.push(performance.now());
      return terminate.call(this);
    };
  };
  const page = await ready(await ctx.open('/', { init }));
  const closed = [];
  page.on('worker', (w) => w.on('close', () => closed.push(w.url())));
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push(e.duration);
    }).observe({ type: 'longtask' });
  });
  // Level 8 plays White with 90 minutes: a long search.
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Opponent').selectOption('computer');
  await dialog.getByLabel('Computer level').selectOption('8');
  await dialog.getByLabel('You play').selectOption('black');
  await dialog.getByLabel('Time control').selectOption('fide-classical');
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('[data-thinking]').filter({ hasText: 'Rochade level 8 is thinking' }).waitFor();
  await page.evaluate(() => {
    window.__long = [];
  });
  await traceTasks(page);
  // While it thinks, the main thread does nothing long (the search is in
  // the worker) ...
  await page.waitForTimeout(2500);
  const { busy, text } = await busyTasks(page);
  const long = await page.evaluate(() => window.__long);
  console.log(`# during 2.5 s of search: ${text}; Long Tasks API (wall time, ms): ${JSON.stringify(long.map(Math.round))}`);
  assert.deepEqual(busy, [], text);
  assert.deepEqual(overWallLimit(long), [], 'Long Tasks API: main-thread tasks over 200 ms of wall time');
  // ... and the board answers at once: a piece is picked up.
  const t0 = Date.now();
  await page.locator('[data-square="g8"]').click();
  await page.locator('[data-notice]').filter({ hasText: 'not a piece of the side to move' }).waitFor({ timeout: 2000 });
  console.log(`# a click answered in ${Date.now() - t0} ms while the computer thinks`);
  assert.equal(await sheet(page), '');
  // A new game between two people: the search stops, no move appears.
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await dialog.getByLabel('Opponent').selectOption('person');
  await dialog.getByLabel('Time control').selectOption('untimed');
  const clicked = await page.evaluate(() => performance.now());
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const terminated = await page.evaluate(() => window.__terminated);
  assert.equal(terminated.length, 1, 'the worker was terminated');
  console.log(`# search stopped ${(terminated[0] - clicked).toFixed(1)} ms after the click on "Start game"`);
  assert.ok(terminated[0] - clicked < 500);
  // The browser confirms the worker is gone.
  for (let i = 0; i < 100 && closed.length === 0; i++) await page.waitForTimeout(50);
  assert.equal(closed.length, 1, 'the worker closed');
  assert.equal(await page.locator('[data-thinking]').textContent(), '');
  await page.waitForTimeout(1500);
  assert.equal(await sheet(page), '');
  await page.close();
});

test('a hint; a take-back removes the move and the reply; PGN names the program', async () => {
  const page = await ready(await ctx.open('/'));
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Opponent').selectOption('computer');
  await dialog.getByLabel('Computer level').selectOption('2');
  await dialog.getByLabel('Time control').selectOption('untimed');
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.waitFor({ state: 'hidden' });
  const input = page.locator('#move-input');
  await input.fill('e4');
  await input.press('Enter');
  await waitInPage(page, async () => JSON.parse(await __stored.get('rochade.game')).game.moves.length === 2);
  // A hint: the move the computer would play in the player's place, shown
  // in SAN with the interface's letters.
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.locator('[data-notice]').filter({ hasText: /^Hint: ([KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?|O-O(-O)?)[+#]?$/ }).waitFor({ timeout: 10000 });
  // Only the player's own buttons: no resigning or taking back for the computer.
  await openMore(page);
  assert.equal(await page.getByRole('button', { name: /Propose take-back/ }).count(), 1);
  await page.getByRole('button', { name: /Propose take-back \(White\)/ }).click();
  await waitInPage(page, async () => JSON.parse(await __stored.get('rochade.game')).game.moves.length === 0);
  assert.equal(await sheet(page), '');
  // White to move again, and the computer waits for it.
  await page.waitForTimeout(1000);
  assert.equal(await sheet(page), '');
  await input.fill('d4');
  await input.press('Enter');
  await waitInPage(page, async () => JSON.parse(await __stored.get('rochade.game')).game.moves.length === 2);
  await page.getByRole('button', { name: 'PGN & archive', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('dialog').getByRole('button', { name: 'Download PGN' }).first().click(),
  ]);
  const pgn = await fs.readFile(await download.path(), 'utf8');
  assert.match(pgn, /\[Black "Rochade level 2"\]/);
  assert.match(pgn, /\[BlackType "program"\]/);
  assert.match(pgn, /1\. d4 /);
  await page.close();
});

// The game over the board (./?otb): the device beside a wooden board is
// the clock and the record, driven by keyboard alone. Typed moves record
// the move and press the clock (2023 Appendix D.2.10.3), the PGN carries
// [%clk] after every move; a strict game's illegal entry is a completed
// illegal move (2023 Art. 7.5.1) while a casual game refuses it in words;
// a press without the move where the player need not record (2023 Art.
// 8.4, A.2) and the move filled in later (8.5); the blind player's
// assistant announcing each move before the opponent's clock starts
// (D.2.4, D.2.8); T telling the times on request (D.2.10.4); the missing
// moves filled in after the end (8.5.1) or the incomplete scoresheet signed
// off by the arbiter (8.6); both players approving the result (8.7), kept
// over a reload and in the PGN; axe clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { appForFile, newGame, recordAnnouncements, until, waitInPage } from './harness.mjs';

const require = createRequire(import.meta.url);
const AXE = await fs.readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
const app = appForFile();

/** Opens ./?otb in English and starts a game with `control` (PGN TimeControl). */
async function openOtb(control, fields = {}, edition) {
  const page = await app.open('/?otb', { contextOptions: { locale: 'en-GB', viewport: { width: 1180, height: 900 } } });
  await page.locator('[data-mode="otb"]').waitFor({ timeout: 20000 });
  await newGame(page, { control, edition, fields: { venue: 'otb', ...fields } });
  await page.locator('[data-mode="otb"]').waitFor({ timeout: 5000 });
  await recordAnnouncements(page);
  return page;
}

/** Types `text` into the move field and presses Enter. */
async function enter(page, text) {
  const input = page.locator('#move-input');
  await input.focus();
  if (text) await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The scoresheet's moves as text ("1. e4 e5 2. …"), without the times. */
const sheet = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#scoresheet tbody tr')]
      .map((tr) => [tr.querySelector('td, th')?.textContent.trim(), ...[...tr.querySelectorAll('.san')].map((e) => e.textContent.trim())].join(' '))
      .join(' '),
  );
/** The times the scoresheet shows after each move. */
const sheetTimes = (page) => page.locator('#scoresheet .clock-time-small').allTextContents();
const said = (page) => page.evaluate(() => window.__said.slice());
const notice = (page) => page.locator('[data-notice]').textContent();
const running = (page, side) => page.locator(`#clock-${side}`).getAttribute('aria-pressed');
const moves = async (page, side) =>
  Number(await page.locator(`#clock-${side} .clock-moves`).getAttribute('data-moves'));
const time = (page, side) => page.locator(`#clock-${side} .clock-time`).textContent();

/** The PGN file the PGN dialog downloads, by keyboard. */
async function pgnFile(page) {
  const open = page.getByRole('button', { name: 'PGN & archive' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  await dialog.waitFor({ timeout: 5000 });
  const button = dialog.getByRole('button', { name: 'Download PGN', exact: true }).first();
  await button.focus();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10000 }), page.keyboard.press('Enter')]);
  const text = await fs.readFile(await download.path(), 'utf8');
  await page.keyboard.press('Escape');
  return text;
}

test('a 5+3 game over the board: typed moves press the clock, a dash presses without the move, the PGN has [%clk] after every move', async () => {
  const page = await openOtb('300+3');
  // The board is hidden: the screen shows the record, not the game.
  assert.equal(await page.locator('#otb-board').isHidden(), true);
  assert.equal(await page.locator('[role="gridcell"]').count(), 0);
  await enter(page, 'e4');
  await until(() => running(page, 'black'), (v) => v === 'true', "Black's clock running");
  assert.equal(await moves(page, 'white'), 1);
  await enter(page, 'e5');
  await enter(page, 'Sf3'); // German letters
  await until(() => moves(page, 'white'), (n) => n === 2, "White's move counter at 2");
  // Blitz: the players need not record (2023 A.2 by B.3): a dash presses.
  await enter(page, '-');
  await until(() => running(page, 'white'), (v) => v === 'true', "White's clock running");
  assert.equal(await moves(page, 'black'), 2);
  const missing = page.locator('.otb-missing');
  assert.equal(await missing.getAttribute('data-missing'), '1');
  assert.match(await missing.textContent(), /cannot see mate, stalemate, repetition, a dead position or a claim under Art\. 9\.2 and 9\.3/);
  // A move of White cannot be recorded past the gap: the missing move is
  // filled in first, without touching the clock (Art. 8.5).
  await enter(page, 'Springer Cesar sechs');
  await until(() => page.locator('.otb-missing').count(), (n) => n === 0, 'no move missing');
  assert.equal(await running(page, 'white'), 'true');
  assert.equal(await moves(page, 'black'), 2);
  await enter(page, 'Bb5');
  await until(() => running(page, 'black'), (v) => v === 'true', "Black's clock running");
  assert.match(await sheet(page), /1\. ?e4 ?e5 ?2\. ?Nf3 ?Nc6 ?3\. ?Bb5/);
  // The device is the clock: its sheet has the time after every move.
  const times = await sheetTimes(page);
  assert.equal(times.length, 5, times.join(' '));
  for (const t of times) assert.match(t, /^[45]:\d\d$/);
  const pgn = await pgnFile(page);
  const movetext = pgn.split(/\n\n/)[1];
  for (const san of ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']) {
    assert.match(movetext, new RegExp(`\\b${san} \\{\\[%clk 0:0[45]:\\d\\d(\\.\\d)?\\]\\}`), `${san} in ${movetext}`);
  }
  assert.equal((movetext.match(/\[%clk /g) ?? []).length, 5, movetext);
  assert.deepEqual(app.problems, []);
});

test("a strict game's illegal entry is a completed illegal move (2023 Art. 7.5.1); a casual game refuses it in words", async () => {
  const page = await openOtb('5400', { mode: 'strict' }, '2023');
  await enter(page, 'e4');
  await until(() => running(page, 'black'), (v) => v === 'true', "Black's clock running");
  // Black enters a move no legal move fits: shown to both, penalised.
  await enter(page, 'Nf3');
  const text = await until(() => notice(page), (t) => t.includes('completed illegal move'), 'the completed illegal move told');
  assert.match(text, /Illegal move entered: Nf3 .*completed illegal move \(Art\. 7\.5\.1\): the position before it stands\. Illegal move by Black \(number 1\)/);
  // 2023 Art. 7.5.5: two minutes to the opponent; Black still to move.
  assert.match(text, /White: clock changed from 1:(29:\d\d|30:00) to 1:(31:\d\d|32:00)$/);
  assert.match(await time(page, 'white'), /^1:3[12]:\d\d$/);
  assert.equal(await running(page, 'black'), 'true');
  assert.match(await sheet(page), /^1\. ?e4$/);
  // The arbiter's panel knows it: a second one loses (Art. 7.5.5).
  await enter(page, 'Ke2');
  await until(() => page.locator('[data-status]').textContent(), (t) => t.startsWith('Game over'), 'the game over after a second illegal move');
  assert.match(await page.locator('[data-status]').textContent(), /White wins/);

  const casual = await openOtb('5400', { mode: 'casual' }, '2023');
  await enter(casual, 'e4');
  await until(() => running(casual, 'black'), (v) => v === 'true', "Black's clock running");
  const before = await time(casual, 'white');
  await enter(casual, 'Nf3');
  const refused = await until(() => notice(casual), (t) => t.startsWith('Illegal move'), 'the illegal move refused in words');
  assert.match(refused, /^Illegal move: /);
  assert.doesNotMatch(refused, /completed/);
  assert.equal(await time(casual, 'white'), before);
  assert.deepEqual(app.problems, []);
});

test('a press without the move under Art. 8.4 (2001: under five minutes, less than 30 s added), refused where the move must be recorded', async () => {
  const page = await openOtb('240+2', {}, '2001');
  await enter(page, 'd4');
  await until(() => running(page, 'black'), (v) => v === 'true', "Black's clock running");
  // Black taps his clock (Enter on his half) instead of entering the move.
  await page.locator('#clock-black').focus();
  await page.keyboard.press('Enter');
  await until(() => running(page, 'white'), (v) => v === 'true', "White's clock running");
  assert.equal(await page.locator('.otb-missing').getAttribute('data-missing'), '1');
  await until(
    () => said(page),
    (s) => s.includes('Black pressed the clock without recording the move; 1 half-move missing'),
    'the press without the move said',
  );
  // The waiting side's button is dead.
  await page.locator('#clock-black').focus();
  await page.keyboard.press('Enter');
  assert.equal(await running(page, 'white'), 'true');
  // A claim cannot be seen while the move is missing (Art. 8.5).
  const pgn = await pgnFile(page);
  // The reading is Black's time at the press: tenths unless the press came
  // within the first tenth of a second of his clock.
  assert.match(pgn, /1 half-moves not recorded \(Art\. 8\.4\) \[%clk 0:0[34]:\d\d(\.\d)?\]/);

  // 2001, 15 + 10: the move must be recorded (Art. 8.4 only).
  const rapid = await openOtb('900+10', {}, '2001');
  await enter(rapid, '-');
  const refused = await until(() => notice(rapid), (t) => t.includes('must be recorded'), 'the dash refused: the move must be recorded');
  assert.match(refused, /^Type the move: it must be recorded \(Art\. 8\.1\.1\)/);
  assert.equal(await rapid.locator('.otb-missing').count(), 0);
  assert.deepEqual(app.problems, []);
});

test("the blind player's assistant announces each move before the opponent's clock starts, corrects a slip, and T tells the times on request", async () => {
  const page = await openOtb('300+3');
  const box = page.locator('#otb-assistant');
  await box.focus();
  await page.keyboard.press('Space');
  await until(() => box.isChecked(), (v) => v === true, 'the assistant switched on');
  // White's clock as it stands before the move (in a casual game it starts
  // with White's first move, Art. 6.5 as the app applies it).
  const whiteClock = await running(page, 'white');
  await enter(page, 'd4');
  // Announced, not yet pressed: a slip of the tongue can be corrected
  // (D.2.8), and the clocks stay as they were until it is confirmed (D.2.4).
  let words = await until(() => said(page), (s) => s.some((t) => t.includes('Bauer David vier')), 'd4 announced');
  assert.ok(words.some((t) => t.startsWith('Play Bauer David vier?')), words.join(' | '));
  assert.equal(await moves(page, 'white'), 0);
  assert.equal(await running(page, 'white'), whiteClock, "White's clock as it was");
  assert.notEqual(await running(page, 'black'), 'true', "Black's clock not started");
  await enter(page, 'e4');
  words = await until(() => said(page), (s) => s.some((t) => t.includes('Bauer Eva vier?')), 'the correction e4 announced');
  assert.ok(words.some((t) => t.startsWith('Play Bauer Eva vier?')), words.join(' | '));
  assert.equal(await moves(page, 'white'), 0);
  assert.equal(await running(page, 'white'), whiteClock, "White's clock still as it was");
  assert.equal(await page.getByRole('button', { name: "Announced: start the opponent's clock" }).count(), 1);
  // Enter on the empty field: announced; the opponent's clock starts.
  await enter(page, '');
  await until(() => running(page, 'black'), (v) => v === 'true', "Black's clock running");
  words = await until(() => said(page), (s) => s.includes('1. White: Bauer Eva vier'), "White's move announced with its number");
  assert.ok(!words.some((t) => t.includes('Bauer David vier') && !t.startsWith('Play')), `the slip was never played: ${words.join(' | ')}`);
  await enter(page, 'Springer Felix sechs');
  await enter(page, '');
  await until(() => said(page), (s) => s.includes('1. Black: Springer Felix sechs'), "Black's move announced with its number");
  assert.match(await sheet(page), /^1\. ?e4 ?Nf6$/);
  // Times only on request: T outside the field.
  const before = (await said(page)).length;
  await page.locator('#otb-tell').focus();
  await page.keyboard.press('t');
  words = await until(
    () => said(page),
    (s) => s.length > before && s.slice(before).some((t) => t.includes('Moves completed')),
    'T to tell the times',
  );
  const told = words.slice(before).join(' ');
  assert.match(told, /Moves completed: White 1, Black 1/);
  assert.match(told, /^White [45] minutes?.*, Black [45] minutes?/);
  assert.deepEqual(app.problems, []);
});

async function axe(page, screen) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => ['serious', 'critical'].includes(v.impact)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
  });
  return found.map((f) => `${screen}: ${f}`);
}

/** Resigns for White by keyboard and waits for the approval panel. */
async function whiteResigns(page) {
  const resign = page.getByRole('button', { name: 'Resign', exact: true });
  await resign.focus();
  await page.keyboard.press('Enter');
  const white = page.getByRole('button', { name: 'White resigns' });
  await white.focus();
  await page.keyboard.press('Enter');
  await page.locator('.otb-approval').waitFor({ timeout: 5000 });
}

/** Both players approve by keyboard (2023 Art. 8.7). */
async function bothApprove(page) {
  for (const side of ['white', 'black']) {
    await page.locator(`#otb-approve-${side}`).focus();
    await page.keyboard.press('Enter');
    await until(() => page.locator(`#otb-approve-${side}`).getAttribute('aria-pressed'), (v) => v === 'true', `${side}'s approval pressed`);
  }
  assert.match(await page.locator('.otb-approved').textContent(), /Both players have approved the result \(Art\. 8\.7\)/);
}

/** After a reload the approval is the game's: both buttons stay pressed. */
async function approvalSurvivesReload(page) {
  // What is shown is kept once its transaction commits (IndexedDB, strict
  // durability); the reload waits for that commit, as a player would.
  await waitInPage(page, async () => {
    const stored = JSON.parse((await __stored.get('rochade.game')) ?? 'null');
    return JSON.stringify(stored?.game?.approved) === '[true,true]';
  });
  await page.reload();
  await page.locator('[data-mode="otb"]').waitFor({ timeout: 20000 });
  await page.locator('.otb-approved').waitFor({ timeout: 5000 });
  for (const side of ['white', 'black']) {
    assert.equal(await page.locator(`#otb-approve-${side}`).getAttribute('aria-pressed'), 'true');
  }
  const pgn = await pgnFile(page);
  assert.match(pgn, /\[Approved "White, Black"\]/, pgn);
  return pgn.replace(/\s+/g, ' ');
}

test('axe finds no serious or critical violation over the board; the arbiter signs off an incomplete scoresheet (2023 Art. 8.6) and both players approve the result (8.7), kept over a reload and in the PGN', async () => {
  const page = await openOtb('300+3');
  const found = [];
  found.push(...(await axe(page, 'not started')));
  await enter(page, 'e4');
  await enter(page, '-');
  found.push(...(await axe(page, 'moves missing')));
  const toggle = page.locator('#otb-board-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.locator('#otb-board [role="gridcell"]').first().waitFor({ timeout: 5000 });
  found.push(...(await axe(page, 'board shown')));
  await whiteResigns(page);
  found.push(...(await axe(page, 'result to approve')));
  // Art. 8.6: the arbiter signs the sheet off as it is (in blitz the
  // players could approve it with the gap too, A.2 by B.3).
  const signOff = page.getByRole('button', { name: /sign the scoresheet off incomplete \(Art\. 8\.5\.3, 8\.6\)/ });
  await signOff.focus();
  await page.keyboard.press('Enter');
  await page.locator('.otb-missing[data-signed-off]').waitFor({ timeout: 5000 });
  assert.equal(
    (await page.locator('.otb-missing').textContent()).trim(),
    '1 half-move not recorded, signed off by the arbiter (Art. 8.6)',
  );
  assert.equal(await page.locator('#otb-sign-off').count(), 0);
  await until(() => said(page), (s) => s.includes('1 half-move not recorded, signed off by the arbiter (Art. 8.6)'), 'the sign-off said');
  found.push(...(await axe(page, 'signed off')));
  await bothApprove(page);
  found.push(...(await axe(page, 'approved')));
  const pgn = await approvalSurvivesReload(page);
  assert.match(pgn, /\{1 half-moves not recorded, signed off by the arbiter \(Art\. 8\.6\) \[%clk 0:0[45]:\d\d(\.\d)?\]\} 0-1/, pgn);
  assert.equal(await page.locator('.otb-missing[data-signed-off]').count(), 1);
  assert.deepEqual(found, []);
  assert.deepEqual(app.problems, []);
});

test('after the end the missing moves are filled in (2023 Art. 8.5.1), the result stands, and the approval (8.7) survives a reload', async () => {
  const page = await openOtb('300+3');
  await enter(page, 'e4');
  await enter(page, '-');
  await until(() => page.locator('.otb-missing').count(), (n) => n === 1, 'the missing move shown');
  await whiteResigns(page);
  await enter(page, 'e5');
  await until(() => page.locator('.otb-missing').count(), (n) => n === 0, 'no move missing');
  assert.match(await sheet(page), /^1\. ?e4 ?e5\b/);
  assert.match(await page.locator('[data-status]').textContent(), /^Game over.*Black wins/);
  assert.equal(await page.locator('#otb-sign-off').count(), 0);
  await bothApprove(page);
  const pgn = await approvalSurvivesReload(page);
  assert.match(pgn, /1\. e4 \{\[%clk [^}]*\]\} (1\.\.\. )?e5 \{\[%clk [^}]*\]\} 0-1/, pgn);
  assert.doesNotMatch(pgn, /not recorded/);
  assert.deepEqual(app.problems, []);
});

test('a (=) offer is marked on the move as on screen (Art. 9.1), and a reload keeps the moves pressed without being recorded', async () => {
  const page = await openOtb('300+3');
  await enter(page, 'e4');
  await until(() => running(page, 'black'), (v) => v === 'true', "Black's clock running");
  // Art. 9.1: the player who has just moved offers; the move gets (=).
  const offer = page.getByRole('button', { name: 'Offer draw', exact: true });
  await offer.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Decline draw' }).waitFor({ timeout: 5000 });
  // Black presses without the move: that rejects the offer (Art. 9.1).
  await enter(page, '-');
  await until(() => page.locator('.otb-missing').count(), (n) => n === 1, 'the missing move shown');
  assert.equal(await page.getByRole('button', { name: 'Decline draw' }).count(), 0);
  const pgn = await pgnFile(page);
  assert.match(pgn, /1\. e4 \{\(=\) \[%clk 0:0[45]:\d\d(\.\d)?\]\}/, pgn);
  // A killed tab or a reload: the game comes back with the move missing.
  await page.reload();
  await page.locator('[data-mode="otb"]').waitFor({ timeout: 20000 });
  assert.equal(await page.locator('.otb-missing').getAttribute('data-missing'), '1');
  assert.equal(await running(page, 'white'), 'true');
  await enter(page, 'e5');
  await until(() => page.locator('.otb-missing').count(), (n) => n === 0, 'no move missing');
  assert.match(await sheet(page), /^1\. ?e4 ?e5$/);
  assert.deepEqual(app.problems, []);
});

test('a typed 1-0 over the board ends the game as the players report it and shows the approval (2023 Art. 8.7)', async () => {
  const page = await openOtb('5400+30');
  await enter(page, 'e4');
  await enter(page, 'e5');
  await until(() => moves(page, 'black'), (m) => m === 1, 'one move counted for Black');
  await enter(page, '1-0');
  await page.locator('.otb-approval').waitFor({ timeout: 5000 });
  assert.match(await page.locator('[data-status]').textContent(), /^Game over.*White wins/);
  for (const side of ['white', 'black']) {
    assert.match(await page.locator(`#otb-approve-${side}`).textContent(), /approve/);
  }
  // The clocks stop with the result.
  assert.equal(await running(page, 'white'), 'false');
  assert.equal(await running(page, 'black'), 'false');
  await bothApprove(page);
  const pgn = await approvalSurvivesReload(page);
  assert.match(pgn, /\[Result "1-0"\]/, pgn);
  // As reported: no resignation invented; the PGN standard's "normal".
  assert.match(pgn, /\[Termination "normal"\]/, pgn);
  assert.doesNotMatch(pgn, /resign/i, pgn);
  assert.deepEqual(app.problems, []);
});

test('a 15+10 game over the board with a move not recorded is approved by both players as it stands (2023 A.2, Art. 8.7), the gap still marked', async () => {
  const page = await openOtb('900+10');
  await enter(page, 'e4');
  await enter(page, '-');
  await until(() => page.locator('.otb-missing').count(), (n) => n === 1, 'one gap marked on the sheet');
  // Reported as the players write it: a draw, typed the scoresheet's way.
  await enter(page, '½-½');
  await page.locator('.otb-approval').waitFor({ timeout: 5000 });
  assert.match(await page.locator('[data-status]').textContent(), /^Game over/);
  await bothApprove(page);
  // The gap stays marked, on screen and in the PGN.
  assert.equal(await page.locator('.otb-missing').getAttribute('data-missing'), '1');
  const pgn = await approvalSurvivesReload(page);
  assert.match(pgn, /1 half-moves not recorded \(Art\. 8\.4\)/, pgn);
  assert.match(pgn, /\[Result "1\/2-1\/2"\]/, pgn);
  assert.deepEqual(app.problems, []);
});

// The Laws in force (2023) as the first-class edition: a first visit's form
// offers 2023; an archived game written before the Laws tag reopens as 2001;
// Guidelines III.4 (the increment requested) and III.5 (the claim ruled
// three ways) from the arbiter's panel by keyboard alone; 2023 Art. 7.5.3
// from the panel; a position reinstated (2023 Art. 7.5.1); the touched-piece
// rule (2023 Art. 4.3.1) refusing a second piece in the live region; axe
// clean on the panel. Hooks: form fields by name, buttons by accessible
// name, #arbiter, #announcer, #clock-white/#clock-black, [data-status].
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { appForFile, ARBITER_PANEL, newGame, openArbiter, openMore, openRules, ready, sheet, square, until } from './harness.mjs';

const require = createRequire(import.meta.url);
const AXE = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
const app = appForFile();
const fresh = async (options) => ready(await app.open('/', options));

/** Waits until the live regions say something matching `re`. */
async function said(page, re) {
  await page.waitForFunction(
    (source) => new RegExp(source).test(document.getElementById('announcer').textContent),
    re.source,
    { timeout: 8000 },
  );
}

const clock = (page, side) => page.locator(`#clock-${side} .clock-time`).textContent();

/** Activates a control by keyboard: focus it and press Enter. */
async function press(locator) {
  await locator.focus();
  await locator.page().keyboard.press('Enter');
}

/** Types a move into the move field and plays it with Enter. */
async function typeMove(page, move) {
  const input = page.getByRole('textbox', { name: 'Move or command' });
  await input.focus();
  await page.keyboard.type(move);
  await page.keyboard.press('Enter');
}

/** Opens the arbiter's panel by keyboard and returns it. */
async function panel(page) {
  return openArbiter(page);
}

/** Sets `side`'s clock to `seconds` from the panel, by keyboard. */
async function setClock(page, arbiter, side, seconds) {
  await arbiter.getByLabel('Clock of').selectOption(side);
  await arbiter.locator('#arbiter-seconds').fill(String(seconds));
  await press(arbiter.getByRole('button', { name: 'Set time' }));
}

/** A 2023 rapid game without increment whose event announced Guidelines
 * III (III.2.1), 1. e4 e5 played, White to move. */
async function guidelinesGame(page) {
  await newGame(page, { control: '1800', edition: '2023', fields: { 'guidelines-iii': true } });
  await typeMove(page, 'e4');
  await typeMove(page, 'e5');
  await until(() => sheet(page), (t) => t === '1. e4 e5', 'the scoresheet to read "1. e4 e5"');
  return panel(page);
}

const seconds = (text) => text.split(':').map(Number).reduce((a, b) => a * 60 + b, 0);

test('a first visit offers the Laws in force (2023) and the Guidelines III checkbox says why it is off (III.2.2)', async () => {
  const page = await fresh();
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  assert.equal(await dialog.locator('select[name="edition"]').inputValue(), '2023');
  await openRules(dialog);
  for (const name of ['event', 'site', 'round', 'board']) {
    await dialog.locator(`input[name="${name}"]`).waitFor();
  }
  // 15+10 has an increment: Guidelines III cannot be announced.
  const box = dialog.locator('input[name="guidelines-iii"]');
  assert.equal(await box.isDisabled(), true);
  await dialog.getByText(/only without increment or delay \(Guidelines III\.2\.2\)/).waitFor();
  await dialog.getByLabel('Time control').selectOption('custom');
  await dialog.getByRole('textbox', { name: 'Custom (PGN TimeControl)' }).fill('1800');
  await until(() => box.isDisabled(), (disabled) => !disabled, 'the Guidelines III checkbox enabled for a control without increment');
  assert.deepEqual(app.problems, []);
});

test('an archived game written before the Laws tag reopens as a 2001 game', async () => {
  const context = await app.newContext();
  // Without a Laws tag: a game of the time when 2001 was the default.
  const pgn = [
    '[Event "Old club night"]', '[Site "?"]', '[Date "2025.05.01"]', '[Round "-"]',
    '[White "Anna"]', '[Black "Bella"]', '[Result "*"]', '',
    '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 *',
  ].join('\n');
  const entry = JSON.stringify({
    saved_at: '2025-05-01 20:00', white: 'Anna', black: 'Bella', event: 'Old club night',
    date: '2025.05.01', result: '*', plies: 15, pgn,
  });
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('rochade.archive.1746129600000-old', value);
    }
  }, entry);
  const page = await fresh({ context });
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  await dialog.locator('[data-archive-entry]').first().getByRole('button', { name: 'Open' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.match(await sheet(page), /^1\. Nf3 Nf6 2\. Ng1 Ng8/);
  // An unfinished game opens for review at its last move.
  await page.getByRole('button', { name: 'Back to the game' }).click();
  // 8… Ng8 is the fifth occurrence: a 2023 game would end (2023 Art.
  // 9.6.1); a 2001 game goes on until a claim (Art. 9.2).
  await square(page, 'f6').click();
  await square(page, 'g8').click();
  await until(
    async () => ({ sheet: await sheet(page), status: await page.locator('[data-status]').textContent() }),
    (now) => /8\. Ng1 Ng8$/.test(now.sheet),
    '8… Ng8 on the scoresheet',
  );
  assert.equal(await page.locator('[data-result]').count(), 0, 'a 2001 game: no fivefold ending');
  assert.match(await page.locator('[data-status]').textContent(), /White to move/);
  assert.deepEqual(app.problems, []);
  await context.close();
});

test('Guidelines III.4: a request too early is refused in words; then the opponent declines and the arbiter agrees, by keyboard alone', async () => {
  const page = await fresh();
  const arbiter = await guidelinesGame(page);
  const request = arbiter.getByRole('button', { name: /^White asks for 5 seconds a move/ });
  // Too early: more than two minutes left.
  await press(request);
  await said(page, /two minutes or more on the clock \(Guidelines III\.5\)/);
  await setClock(page, arbiter, 'white', 90);
  await press(request);
  await arbiter.getByText('White has asked for an increment; it is also a draw offer').waitFor();
  await press(arbiter.getByRole('button', { name: 'Black declines the draw' }));
  await said(page, /Draw offer declined/);
  const before = seconds(await clock(page, 'black'));
  await press(arbiter.getByRole('button', { name: /^Agree: 5 seconds a move/ }));
  await until(() => clock(page, 'black'), (t) => seconds(t) >= before + 119, "119 s or more added to Black's clock");
  // The increment is in: Guidelines III no longer govern the game.
  await arbiter.getByText(/Guidelines III not in force: the increment has been introduced/).waitFor();
  assert.deepEqual(app.problems, []);
});

test('Guidelines III.5: a claim ruled three ways (drawn; postponed with two minutes; rejected with two minutes), by keyboard alone', async () => {
  // Rejected: two minutes to the opponent, the game goes on.
  let page = await fresh();
  let arbiter = await guidelinesGame(page);
  await setClock(page, arbiter, 'white', 90);
  const claim = () => arbiter.getByRole('button', { name: 'White claims a draw (under two minutes)' });
  await arbiter.locator('legend', { hasText: 'Quickplay finish (Guidelines III.5)' }).waitFor();
  await press(claim());
  await arbiter.getByText('White has claimed a draw; the arbiter decides').waitFor();
  let before = seconds(await clock(page, 'black'));
  await press(arbiter.getByRole('button', { name: 'Reject the claim' }));
  await until(() => clock(page, 'black'), (t) => seconds(t) >= before + 119, "119 s or more added to Black's clock");
  assert.equal(await page.locator('[data-result]').count(), 0);

  // Postponed with two minutes to the opponent; later declared drawn.
  page = await fresh();
  arbiter = await guidelinesGame(page);
  await setClock(page, arbiter, 'white', 90);
  await press(claim());
  before = seconds(await clock(page, 'black'));
  await press(arbiter.getByRole('button', { name: 'Postpone, two minutes to the opponent' }));
  await until(() => clock(page, 'black'), (t) => seconds(t) >= before + 119, "119 s or more added to Black's clock");
  assert.equal(await page.locator('[data-result]').count(), 0);
  // The claim stands, postponed (it cannot be postponed twice) ...
  await arbiter.getByText('White has claimed a draw; the arbiter decides').waitFor();
  assert.equal(await arbiter.getByRole('button', { name: /^Postpone/ }).count(), 0);
  // ... and is later declared drawn.
  await press(arbiter.getByRole('button', { name: 'Declare the game drawn' }));
  await page.locator('[data-status]', { hasText: /½-½/ }).waitFor();

  // Declared drawn.
  page = await fresh();
  arbiter = await guidelinesGame(page);
  await setClock(page, arbiter, 'white', 90);
  await press(claim());
  await press(arbiter.getByRole('button', { name: 'Declare the game drawn' }));
  await page.locator('[data-status]', { hasText: /½-½/ }).waitFor();
  assert.deepEqual(app.problems, []);
});

test('2023 Art. 7.5.3 from the panel: the clock pressed without a move gives the opponent two minutes', async () => {
  const page = await fresh();
  await newGame(page, { control: '5400', edition: '2023' });
  await typeMove(page, 'e4');
  await typeMove(page, 'e5');
  const arbiter = await panel(page);
  assert.equal(await arbiter.getByText(/Art\. 7\.4\b|Art\. 10\.2|Art\. 13\.4/).count(), 0, 'no 2001 numbers');
  const before = seconds(await clock(page, 'black'));
  await press(arbiter.getByRole('button', { name: 'White pressed the clock without a move (Art. 7.5.3)' }));
  await until(() => clock(page, 'black'), (t) => seconds(t) >= before + 119, "119 s or more added to Black's clock");
  assert.equal(await page.locator('[data-result]').count(), 0);
  assert.deepEqual(app.problems, []);
});

test('a position reinstated: the arbiter picks the last correct move from the scoresheet (2023 Art. 7.5.1)', async () => {
  const page = await fresh();
  await newGame(page, { control: '5400', edition: '2023' });
  for (const m of ['e4', 'e5', 'Nf3', 'Nc6']) await typeMove(page, m);
  await until(() => sheet(page), (t) => t === '1. e4 e5 2. Nf3 Nc6', 'the scoresheet to read "1. e4 e5 2. Nf3 Nc6"');
  const arbiter = await panel(page);
  await arbiter.getByLabel('Last correct move').selectOption({ label: '1… e5' });
  await press(arbiter.getByRole('button', { name: 'Reinstate it: illegal move by White' }));
  await said(page, /The position after 2 half-moves is reinstated/);
  await until(() => sheet(page), (t) => t === '1. e4 e5', 'the scoresheet back at 1… e5');
  assert.deepEqual(app.problems, []);
});

test('touched piece in a strict game: a second piece cannot be chosen, and the live region says why (2023 Art. 4.3.1)', async () => {
  const page = await fresh();
  await newGame(page, { control: '5400', edition: '2023', fields: { mode: 'strict' } });
  await square(page, 'g1').click();
  await square(page, 'e2').click();
  await said(page, /Touched piece: the piece on g1 was touched first and must be moved \(Art\. 4\.3\.1\)/);
  await square(page, 'f3').click();
  assert.equal(await sheet(page), '1. Nf3');
  assert.deepEqual(app.problems, []);
});

test('axe finds no serious or critical violation on the arbiter panel of a Guidelines III game', async () => {
  const page = await fresh();
  await guidelinesGame(page);
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document.getElementById('arbiter'), { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  assert.deepEqual(violations, []);
  assert.deepEqual(app.problems, []);
});

test('a game opened from the archive with a clock comes back with its clocks paused as they stood, and resumes', async () => {
  const context = await app.newContext();
  const pgn = [
    '[Event "?"]', '[Site "?"]', '[Date "2026.11.30"]', '[Round "-"]', '[White "Anna"]',
    '[Black "Bella"]', '[Result "*"]', '[TimeControl "900+10"]', '[Laws "FIDE 2023"]', '',
    '1. e4 {[%clk 0:14:55]} e5 {[%clk 0:12:50]} *',
  ].join('\n');
  const entry = JSON.stringify({
    saved_at: '2026-11-30 20:00', white: 'Anna', black: 'Bella', event: '?',
    date: '2026.11.30', result: '*', plies: 2, pgn,
  });
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('rochade.archive.1764532800000-clk', value);
    }
  }, entry);
  const page = await fresh({ context });
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  await dialog.locator('[data-archive-entry]').first().getByRole('button', { name: 'Open' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Back to the game' }).click();
  // Art. 6.12: paused as they stood, not run down and not dead.
  assert.equal(await clock(page, 'white'), '14:55');
  assert.equal(await clock(page, 'black'), '12:50');
  await press(page.getByRole('button', { name: 'Resume' }));
  await until(() => clock(page, 'white'), (t) => t !== '14:55', "White's clock running again", 4000);
  assert.equal(await clock(page, 'black'), '12:50');
  await page.getByRole('button', { name: 'Pause' }).waitFor();
  assert.deepEqual(app.problems, []);
  await context.close();
});

test('the pause button stays in view at 1180 x 820 and 820 x 1180', async () => {
  for (const viewport of [{ width: 1180, height: 820 }, { width: 820, height: 1180 }]) {
    const page = await fresh({ contextOptions: { viewport } });
    for (const m of ['e2e4', 'e7e5']) {
      await square(page, m.slice(0, 2)).click();
      await square(page, m.slice(2, 4)).click();
    }
    const b = await page.getByRole('button', { name: 'Pause' }).boundingBox();
    assert.ok(b && b.y >= 0 && b.y + b.height <= viewport.height, `${viewport.width}x${viewport.height}: pause at ${JSON.stringify(b)}`);
    await page.context().close();
  }
  assert.deepEqual(app.problems, []);
});

test('Guidelines III.6 without an arbiter: the claim ends the game for the designated arbiter', async () => {
  const page = await fresh();
  const arbiter = await guidelinesGame(page);
  await setClock(page, arbiter, 'white', 90);
  // No arbiter present: the panel is switched off again.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('checkbox', { name: ARBITER_PANEL, exact: true }).uncheck();
  await settings.getByRole('button', { name: 'Close' }).click();
  await settings.waitFor({ state: 'hidden' });
  // The players' own claim is folded under the desk's "More".
  await openMore(page);
  await page.locator('legend', { hasText: 'No arbiter present: claim a draw (Guidelines III.6)' }).waitFor();
  await press(page.getByRole('button', { name: 'White: the opponent makes no effort to win' }));
  await page.locator('[data-status]', { hasText: /claimed, for the designated arbiter/ }).waitFor();
  assert.match(await page.locator('[data-status]').textContent(), /\(Guidelines III\.6\.1\.2\)/);
  // The designated arbiter decides later, on the same device (III.6.2).
  await page.locator('legend', { hasText: "The designated arbiter's decision (Guidelines III.6.2)" }).waitFor();
  await press(page.getByRole('button', { name: 'Declare ½-½ draw' }));
  await page.locator('[data-result]').waitFor();
  assert.match(await page.locator('[data-status]').textContent(), /^Game over: ½-½/);
  assert.deepEqual(app.problems, []);
});

test('colours reversed (2023 Art. 7.3): before ten moves the arbiter starts again with the colours corrected; afterwards the game continues', async () => {
  const page = await fresh();
  await newGame(page, { control: '5400', edition: '2023', fields: { white: 'Anna', black: 'Bruno' } });
  for (const m of ['e4', 'e5']) await typeMove(page, m);
  await until(() => sheet(page), (t) => t === '1. e4 e5', 'the scoresheet to read "1. e4 e5"');
  const arbiter = await panel(page);
  await arbiter.locator('legend', { hasText: 'Colours reversed (Art. 7.3)' }).waitFor();
  await press(arbiter.getByRole('button', { name: 'Discontinue, and start again with the colours corrected' }));
  await until(() => page.locator('#clock-white .clock-name').textContent(), (t) => t.includes('Bruno'), 'Bruno on the White side');
  assert.match(await page.locator('#clock-black .clock-name').textContent(), /Anna/);
  assert.equal(await sheet(page), '');
  // Ten moves by both players: the game continues, and the refusal says why.
  const ten = ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6', 'Ba4', 'Nf6', 'O-O', 'Be7', 'Re1', 'b5', 'Bb3', 'd6', 'c3', 'O-O', 'h3', 'Nb8', 'd4', 'Nbd7'];
  for (const m of ten) await typeMove(page, m);
  await until(() => sheet(page), (t) => t.endsWith('10. d4 Nbd7'), 'ten moves by both players on the scoresheet');
  await press((await panel(page)).getByRole('button', { name: 'Discontinue, and start again with the colours corrected' }));
  await said(page, /Ten moves or more have been made by both players: the game continues \(Art\. 7\.3\)/);
  assert.ok((await sheet(page)).endsWith('10. d4 Nbd7'));
  assert.deepEqual(app.problems, []);
});

test('2023 Art. 9.4: a piece touched on this move costs the draw claim, and the live region says so', async () => {
  const page = await fresh();
  await newGame(page, { control: '5400', edition: '2023', fields: { mode: 'strict' } });
  const moves = [['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1'], ['f6', 'g8'], ['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1']];
  for (const [from, to] of moves) {
    await square(page, from).click();
    await square(page, to).click();
  }
  await until(() => sheet(page), (t) => t === '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1', 'the scoresheet to read "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1"');
  // Black touches his knight, then claims the repetition Ng8 would make.
  await square(page, 'f6').click();
  await press(page.getByRole('button', { name: 'Claim draw', exact: true }));
  await page.getByLabel('Intended move').fill('Ng8');
  await press(page.locator('.claims').getByRole('button', { name: 'Claim draw', exact: true }));
  await said(page, /No draw claim on this move: a piece has been touched \(Art\. 9\.4\)/);
  assert.equal(await page.locator('[data-result]').count(), 0);
  assert.deepEqual(app.problems, []);
});

test('2023 Art. 7.5.4 and 12.9.2 from the panel: two hands and time to the opponent, each cited in 2023 numbers', async () => {
  const page = await fresh();
  await newGame(page, { control: '5400', edition: '2023' });
  for (const m of ['e4', 'e5']) await typeMove(page, m);
  const arbiter = await panel(page);
  // Black, who just moved, used two hands: White gets two minutes.
  const before = seconds(await clock(page, 'white'));
  await press(arbiter.getByRole('button', { name: 'Black used two hands (Art. 7.5.4)' }));
  await until(() => clock(page, 'white'), (t) => seconds(t) >= before + 119, "119 s or more added to White's clock");
  await arbiter.getByLabel('Against').selectOption('black');
  await arbiter.locator('#arbiter-penalty-seconds').fill('60');
  const white = seconds(await clock(page, 'white'));
  await press(arbiter.getByRole('button', { name: 'Time to the opponent (Art. 12.9.2)' }));
  await until(() => clock(page, 'white'), (t) => seconds(t) >= white + 59, "59 s or more added to White's clock");
  assert.equal(await page.locator('[data-result]').count(), 0);
  assert.deepEqual(app.problems, []);
});

test('2023 Guidelines I.9-I.10: at the resumption time the default time counts again, and who is present says so', async () => {
  const page = await fresh();
  await newGame(page, { control: '5400', edition: '2023' });
  for (const m of ['e4', 'e5']) await typeMove(page, m);
  const arbiter = await panel(page);
  await arbiter.locator('#arbiter-sealed').fill('Nf3');
  await press(arbiter.getByRole('button', { name: /^Seal/ }));
  await press(arbiter.getByRole('button', { name: 'The time for resuming has come (Guidelines I.9)' }));
  await arbiter.locator('legend', { hasText: 'Guidelines I.10' }).waitFor();
  await arbiter.getByText('The default time on resumption is counting; say who is present.').waitFor();
  // Who is present says so: the arrived player's buttons go.
  await press(arbiter.getByRole('button', { name: /^White has arrived/ }));
  await arbiter.getByRole('button', { name: /^White has arrived/ }).waitFor({ state: 'detached' });
  assert.equal(await arbiter.getByRole('button', { name: /^Black has arrived/ }).count(), 1);
  await press(arbiter.getByRole('button', { name: /^Black has arrived/ }));
  await press(arbiter.getByRole('button', { name: 'Open the envelope and resume' }));
  await until(() => sheet(page), (t) => t === '1. e4 e5 2. Nf3', 'the scoresheet to read "1. e4 e5 2. Nf3"');
  assert.deepEqual(app.problems, []);
});

test('2023 Art. 7.5.2 from the panel: a pawn moved to the last rank and the clock pressed without a new piece becomes a queen, with two minutes to the opponent', async () => {
  const page = await fresh();
  await newGame(page, { control: '5400', edition: '2023', fen: '4k3/1P6/8/8/8/8/8/4K3 w - - 0 1' });
  const arbiter = await panel(page);
  await arbiter.getByLabel("Pawn's move to the last rank").fill('b8');
  const before = seconds(await clock(page, 'black'));
  await press(arbiter.getByRole('button', { name: 'Pawn not replaced (Art. 7.5.2)' }));
  // The FIDE scoresheet writes the promotion without "=" (Appendix C.11).
  await until(() => sheet(page), (t) => t.startsWith('1. b8Q'), 'the promotion 1. b8Q on the scoresheet');
  await said(page, /Illegal move by White \(number 1\): the pawn is replaced by a queen/);
  await until(() => clock(page, 'black'), (t) => seconds(t) >= before + 119, "119 s or more added to Black's clock");
  assert.deepEqual(app.problems, []);
});

test('2023 Art. 9.6.2: the 75th move without a pawn move or capture ends the game at once, cited in 2023 numbers', async () => {
  const page = await fresh();
  await newGame(page, { control: '5400', edition: '2023', fen: '8/8/8/4k3/8/8/8/R3K3 w - - 149 100' });
  await typeMove(page, 'Ra2');
  await page.locator('[data-result]').waitFor({ timeout: 5000 });
  assert.match(await page.locator('[data-status]').textContent(), /75 moves without a pawn move or capture \(Art\. 9\.6\.2\)/);
  assert.deepEqual(app.problems, []);
});

test("2023 Art. 9.1.1: the event forbids draw agreements; an offer is refused with the rule, and the arbiter's consent draws", async () => {
  const page = await fresh();
  await newGame(page, { control: '5400', edition: '2023', fields: { 'draw-never': true } });
  for (const m of ['e4', 'e5']) await typeMove(page, m);
  await until(() => sheet(page), (t) => t === '1. e4 e5', 'the scoresheet to read "1. e4 e5"');
  await press(page.getByRole('button', { name: 'Offer draw', exact: true }));
  await said(page, /No draw offer or agreement without the arbiter's consent \(Art\. 9\.1\.1\)/);
  const arbiter = await panel(page);
  await press(arbiter.getByRole('button', { name: "The players agree to a draw, with the arbiter's consent" }));
  await page.locator('[data-result]').waitFor();
  assert.match(await page.locator('[data-status]').textContent(), /½-½ draw: agreement \(Art\. 5\.2\.3\)/);
  assert.deepEqual(app.problems, []);
});

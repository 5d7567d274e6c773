// PGN in the app, the local archive and the printed scoresheet (issue 9,
// items 3 and 4; issue 7, item 7), in headless Chromium against the build.
//
// Variations: the arbiter's importer skips them and keeps comments, clock
// readings and draw-offer marks; an exported game therefore carries its
// comments and clocks but not its variations. The round trip below checks
// exactly that.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { openMore, sheet, start, startGame, until, untimedGame } from './harness.mjs';

const AXE = await fs.readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

const SHOTS = '/tmp/rochade-shots';

// Three games: comments (before the first move and after moves), a nested
// variation, clock readings, a draw offer mark (=), a game from a FEN and
// a game with no tags at all.
const FILE = `[Event "Club championship"]
[Site "Lisboa"]
[Date "2026.11.20"]
[Round "3"]
[White "Anna"]
[Black "Bella"]
[Result "1-0"]
[TimeControl "5400+30"]

{A quiet start} 1. e4 {[%clk 1:30:25]} 1... e5 {A classical reply [%clk 1:30:20]}
2. Nf3 {[%clk 1:30:40]} (2. f4 {the gambit} exf4 (2... d5 3. exd5) 3. Nf3) 2... Nc6
{[%clk 1:29:50]} 3. Bb5 {(=) [%clk 1:30:55]} 3... a6 {[%clk 1:29:10]} 1-0

[Event "Endgame study"]
[White "Carla"]
[Black "Dora"]
[Result "*"]
[SetUp "1"]
[FEN "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1"]

1. Kd6 {opposition} Kd8 2. e6 Ke8 *

1. d4 d5 2. c4 {Queen's gambit} e6 *
`;

/** A fresh page with the app rendered. */
async function fresh(page) {
  page ??= await app.open('/');
  await page.getByRole('heading', { name: 'Rochade' }).waitFor({ timeout: 20000 });
  return page;
}

const dialog = (page) => page.getByRole('dialog', { name: 'PGN & archive' });

async function openDialog(page) {
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  await dialog(page).waitFor();
  return dialog(page);
}

/** The text of the file a click downloads. */
async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await fs.readFile(file, 'utf8') };
}

async function importText(page, text) {
  const d = await openDialog(page);
  await d.getByLabel('Or paste PGN text').fill(text);
  await d.getByRole('button', { name: 'Read games' }).click();
  // The games are read in a worker: the summary comes when all are.
  await d.locator('[data-pgn-summary]').waitFor();
  return d;
}

test('a multi-game file round-trips: comments and clocks kept, variations dropped, every game re-read identically', async () => {
  const page = await fresh();
  const d = await openDialog(page);
  await d.getByLabel('PGN file (one or many games)').setInputFiles({
    name: 'club.pgn',
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.from(FILE),
  });
  await d.locator('[data-pgn-summary]').waitFor();
  assert.equal(await d.locator('[data-pgn-summary]').textContent(), '3 games read, 0 with errors');
  const options = await d.locator('[data-pgn-games] option').allTextContents();
  assert.deepEqual(options, [
    '1. Anna – Bella, Club championship, 2026.11.20, 1-0 (read under the 2023 Laws)',
    '2. Carla – Dora, Endgame study, unfinished (read under the 2023 Laws)',
    '3. White – Black, unfinished (read under the 2023 Laws)',
  ]);

  // Export each game after opening it, then read the exports back.
  const exports = [];
  for (let i = 0; i < 3; i++) {
    const dd = (await dialog(page).isVisible()) ? dialog(page) : await openDialog(page);
    if (i > 0) {
      // The dialog keeps the imported games between openings.
      await dd.locator('[data-pgn-games]').selectOption(String(i));
    }
    await dd.getByRole('region', { name: 'Import PGN' }).getByRole('button', { name: 'Open for review' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    const again = await openDialog(page);
    const { name, text } = await downloaded(page, () =>
      again.getByRole('button', { name: 'Download PGN', exact: true }).first().click(),
    );
    exports.push(text);
    if (i === 0) assert.equal(name, 'Anna-Bella-2026_11_20.pgn');
    await again.getByRole('button', { name: 'Close' }).click();
  }
  const [first, second, third] = exports;
  // Export wraps lines at 79 characters; compare with spaces collapsed.
  const flat = first.replace(/\s+/g, ' ');
  for (const kept of ['[Event "Club championship"]', '[TimeControl "5400+30"]', '{A quiet start}',
    '{[%clk 1:30:25]}', 'A classical reply', '{(=) [%clk 1:30:55]}', '3. Bb5', '1-0']) {
    assert.ok(flat.includes(kept), `${kept} missing from\n${first}`);
  }
  for (const dropped of ['f4', 'gambit', 'd5 3. exd5']) {
    assert.ok(!first.includes(dropped), `the variation (${dropped}) was exported:\n${first}`);
  }
  assert.ok(second.includes('[FEN "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1"]') && second.includes('{opposition}'), second);
  assert.ok(third.includes("{Queen's gambit}"), third);

  // Re-import the three exports as one file: the same three games, and
  // exporting them again gives the same text.
  const joined = exports.join('\n');
  const d2 = await importText(page, joined);
  assert.equal(await d2.locator('[data-pgn-summary]').textContent(), '3 games read, 0 with errors');
  await d2.getByRole('region', { name: 'Import PGN' }).getByRole('button', { name: 'Open for review' }).click();
  const d3 = await openDialog(page);
  const { text: again } = await downloaded(page, () =>
    d3.getByRole('button', { name: 'Download PGN', exact: true }).first().click(),
  );
  assert.equal(again, first);
  // Games opened from a file and left unchanged are not archived (they are
  // in the file); none of them was finished here.
  assert.equal(await d3.locator('[data-archive-entry]').count(), 0);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('import errors name the game, line and column; good games of the same file can still be opened', async () => {
  const page = await fresh();
  const bad = `[White "A"]
[Black "B"]

1. e4 e5 *

[White "C"]
[Black "D"]

1. d4 d5 2. Kd3 *

[White "E"]
1. c4 e5 ) *

1. e4 {never closed
`;
  const d = await importText(page, bad);
  const errors = await d.locator('.pgn-errors li').allTextContents();
  assert.equal(errors.length, 3, errors.join('\n'));
  assert.equal(await d.locator('[data-pgn-summary]').textContent(), '4 games read, 3 with errors');
  assert.equal(errors[0], 'Game 2, line 9, column 13: move "Kd3": not a legal move in this position');
  assert.equal(errors[1], "Game 3, line 12, column 10: ')' without '('");
  assert.match(errors[2], /^Game 4, line 14, column 7: comment not closed with }$/);
  // The alert is announced.
  assert.equal(await d.locator('.pgn-errors-box').getAttribute('role'), 'alert');
  await d.getByRole('region', { name: 'Import PGN' }).getByRole('button', { name: 'Open for review' }).click();
  assert.equal(await sheet(page), '1. e4 e5');

  // Nothing at all is an error too.
  const d2 = await importText(page, '   ');
  assert.deepEqual(await d2.locator('.pgn-errors li').allTextContents(), ['Game 1, line 1, column 1: no game found']);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a game is continued from a chosen move; the unfinished game it replaces is kept in the archive', async () => {
  const page = await fresh();
  // An unfinished game on the board.
  await page.locator('[data-square="d2"]').click();
  await page.locator('[data-square="d4"]').click();
  assert.equal(await sheet(page), '1. d4');

  const d = await importText(page, FILE);
  await d.locator('[data-pgn-ply]').selectOption({ label: '1… e5' });
  await d.getByRole('button', { name: 'Continue playing from here' }).click();
  await dialog(page).waitFor({ state: 'hidden' });
  assert.equal(await sheet(page), '1. e4 e5');
  assert.match(await page.locator('[data-notice]').textContent(), /Game loaded: Anna – Bella\. The unfinished game was kept in the archive/);
  // White's clock was paused by the import; resume it and play on.
  await page.getByRole('button', { name: 'Resume clocks' }).click({ timeout: 5000 });
  await page.locator('[data-square="f1"]').click();
  await page.locator('[data-square="c4"]').click();
  assert.equal(await sheet(page), '1. e4 e5 2. Bc4');

  const d2 = await openDialog(page);
  // The archive is read after the dialog opens: its entries are waited for.
  const entries = await until(
    () => d2.locator('[data-archive-entry] .archive-label').allTextContents(),
    (l) => l.length > 0,
    'the archive listed',
  );
  assert.ok(entries.some((e) => /^White – Black(, \d{4}\.\d\d\.\d\d)?, unfinished$/.test(e)), entries.join('\n'));
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a bad FEN is refused naming the field and the character; a good one starts a game from it', async () => {
  const page = await fresh();
  const d = await openDialog(page);
  const fen = d.getByLabel('FEN', { exact: true });
  await fen.fill('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkX - 0 1');
  await d.getByRole('button', { name: 'Start a game from this position' }).click();
  assert.equal(
    await d.locator('[data-fen-error]').textContent(),
    "Invalid FEN, castling field, character 50: invalid castling character 'X'",
  );
  assert.equal(await fen.getAttribute('aria-invalid'), 'true');
  assert.match(await d.locator('.fen-caret').textContent(), /KQkX - 0 1\n {49}\^$/);
  await fen.fill('rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  await d.getByRole('button', { name: 'Start a game from this position' }).click();
  assert.match(await d.locator('[data-fen-error]').textContent(), /^Invalid FEN, piece placement field, character 19: /);

  await fen.fill('4k3/8/4K3/4P3/8/8/8/8 b - - 0 1');
  await d.getByRole('button', { name: 'Start a game from this position' }).click();
  await dialog(page).waitFor({ state: 'hidden' });
  assert.equal(await page.locator('[data-square="e6"] svg.piece-white').count(), 1);
  assert.equal(await page.locator('[data-square="e8"] svg.piece-black').count(), 1);
  assert.equal(await page.locator('[data-square="e2"] svg').count(), 0);
  assert.match(await page.locator('[data-status]').textContent(), /Black to move/);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

/** Fool's mate by clicks: 1. f3 e5 2. g4 Qh4#. */
async function foolsMate(page) {
  for (const m of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) {
    await page.locator(`[data-square="${m.slice(0, 2)}"]`).click();
    await page.locator(`[data-square="${m.slice(2, 4)}"]`).click();
  }
  await page.locator('[data-result]').waitFor();
}

test('a finished game goes into the archive once, survives a reload, and is opened, exported and copied from there', async () => {
  const context = await app.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  page.on('pageerror', (e) => app.problems.push(`page error: ${e.message}`));
  await page.goto(app.url);
  await fresh(page);
  // An untimed game, so the PGN has no clock comments.
  await untimedGame(page);
  await foolsMate(page);
  await page.reload();
  await fresh(page);

  const d = await openDialog(page);
  const entries = d.locator('[data-archive-entry]');
  // The archive is read after the dialog opens: its entries are waited for.
  await until(() => entries.count(), (n) => n > 0, 'the archived game listed');
  assert.equal(await entries.count(), 1, 'archived exactly once, also after the reload');
  assert.match(await entries.first().locator('.archive-label').textContent(), /^White – Black(, \d{4}\.\d\d\.\d\d)?, 0-1$/);
  const { name, text } = await downloaded(page, () => entries.first().getByRole('button', { name: 'Download PGN' }).click());
  assert.match(name, /^White-Black-(\d{4}_\d\d_\d\d|_)\.pgn$/);
  assert.match(text, /1\. f3 e5 2\. g4 Qh4# 0-1/);
  assert.match(text, /\[Result "0-1"\]/);

  await entries.first().getByRole('button', { name: 'Copy PGN' }).click();
  await d.getByText('PGN copied to the clipboard').waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);

  // The button names the game it acts on (aria-describedby).
  const described = await entries.first().getByRole('button', { name: 'Copy PGN' }).getAttribute('aria-describedby');
  assert.match(await page.locator(`#${described}`).textContent(), /White – Black/);

  // A new game, then open the archived one for review.
  await d.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  assert.equal(await sheet(page), '');
  const d2 = await openDialog(page);
  await d2.locator('[data-archive-entry]').first().getByRole('button', { name: 'Open for review' }).click();
  // Played on a first visit: a 2023 game, archived with its Laws tag. Its
  // text is read from disk first.
  const opened = await until(() => sheet(page), (t) => t !== '', 'the archived game on the scoresheet');
  assert.equal(opened, '1. f3 e5 2. g4 Qh4# Result 0-1 Black wins: checkmate (Art. 5.1.1)');
  assert.equal(await page.locator('[data-square="h4"] svg.piece-black').count(), 1);
  // Opening it did not archive it a second time.
  const d3 = await openDialog(page);
  assert.equal(await d3.locator('[data-archive-entry]').count(), 1);
  assert.deepEqual(app.problems, []);
  await context.close();
});

test('without a clipboard, Copy PGN selects the text for Ctrl+C instead of failing', async () => {
  const context = await app.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
  });
  const page = await fresh(await app.open('/', { context }));
  await untimedGame(page);
  await page.locator('[data-square="e2"]').click();
  await page.locator('[data-square="e4"]').click();
  const d = await openDialog(page);
  await d.getByRole('button', { name: 'Copy PGN', exact: true }).first().click();
  await d.getByText('Copying is not available here').waitFor();
  const area = d.getByRole('textbox', { name: 'Copy PGN' });
  assert.match(await area.inputValue(), /1\. e4 \*/);
  const selected = await page.evaluate(() => {
    const a = document.activeElement;
    return a.tagName === 'TEXTAREA' && a.selectionStart === 0 && a.selectionEnd === a.value.length;
  });
  assert.ok(selected, 'the PGN is focused and selected');
  assert.deepEqual(app.problems, []);
  await context.close();
});

test('unreadable archive entries are kept aside and reported, the readable ones listed', async () => {
  const context = await app.newContext();
  const page = await fresh(await app.open('/', { context }));
  // An untimed game, so the PGN has no clock comments.
  await untimedGame(page);
  await foolsMate(page);
  // An archive as an older version stored it (one list under one key),
  // with a damaged entry, found at the next start.
  const archived = async () => (await page.evaluate(() => __stored.keys())).filter((k) => k.startsWith('rochade.archive.'));
  await until(archived, (k) => k.length === 1, 'the finished game archived');
  const stored = await page.evaluate(async () => {
    const keys = (await __stored.keys()).filter((k) => k.startsWith('rochade.archive.'));
    const list = await Promise.all(keys.map(async (k) => JSON.parse(await __stored.get(k))));
    for (const k of keys) await __stored.remove(k);
    list.push({ white: 3, note: 'damaged' });
    const text = JSON.stringify(list);
    await __stored.set('rochade.archive', text);
    return text;
  });
  await page.reload();
  await fresh(page);
  // The archive is read after the first paint: its report comes after the
  // heading, so it is waited for.
  const status = await until(
    () => page.locator('[data-notice]').textContent({ timeout: 1000 }).catch(() => ''),
    (t) => /archive entry could not be read/.test(t ?? ''),
    'the unreadable entry reported',
  );
  const m = status.match(/^1 archive entry could not be read; it was kept as (rochade\.unreadable\.rochade\.archive\.\d+)$/);
  assert.ok(m, status);
  const aside = await until(() => page.evaluate((k) => __stored.get(k), m[1]), (v) => v !== null, `the damaged entry kept as ${m[1]}`);
  // The old list is kept whole, exactly as it was stored (the damaged
  // entry with it); its readable game is moved to a key of its own.
  assert.equal(aside, stored);
  assert.deepEqual(JSON.parse(aside).at(-1), { white: 3, note: 'damaged' });
  const d = await openDialog(page);
  await until(() => d.locator('[data-archive-entry]').count(), (n) => n > 0, 'the readable game listed');
  assert.equal(await d.locator('[data-archive-entry]').count(), 1);
  await until(
    () => page.evaluate(async () => (await __stored.keys()).filter((k) => k.startsWith('rochade.archive'))),
    (k) => k.length === 1,
    'the old list gone: one archive key, the game moved',
  );
  assert.deepEqual(app.problems, []);
  await context.close();
});

test('the print view is the FIDE scoresheet: header, two move columns with (=), result, signature lines', async () => {
  const page = await fresh();
  const d = await importText(page, FILE);
  await d.getByRole('region', { name: 'Import PGN' }).getByRole('button', { name: 'Open for review' }).click();
  await dialog(page).waitFor({ state: 'hidden' });
  // On screen the print sheet is hidden and the button is there.
  assert.equal(await page.locator('#print-sheet').isVisible(), false);
  const d2 = await openDialog(page);
  assert.equal(await d2.getByRole('button', { name: 'Print scoresheet' }).count(), 1);
  await d2.getByRole('button', { name: 'Close' }).click();

  await page.emulateMedia({ media: 'print' });
  const sheetEl = page.locator('#print-sheet');
  assert.equal(await sheetEl.isVisible(), true);
  for (const hidden of ['.app-header', '.app-main', '#board']) {
    assert.equal(await page.locator(hidden).first().isVisible(), false, `${hidden} is printed`);
  }
  const value = (cls) => sheetEl.locator(`.print-field.${cls} .print-value`).textContent();
  assert.equal(await value('event'), 'Club championship');
  assert.equal(await value('site'), 'Lisboa');
  assert.equal(await value('date'), '2026.11.20');
  assert.equal(await value('round'), '3');
  assert.equal(await value('white'), 'Anna');
  assert.equal(await value('black'), 'Bella');
  assert.equal(await value('control'), '5400+30');
  const blocks = sheetEl.locator('table.print-block');
  assert.equal(await blocks.count(), 2);
  const rows = (i) => blocks.nth(i).locator('tbody tr');
  assert.equal(await rows(0).count(), 30);
  assert.equal(await rows(1).count(), 30);
  const cells = async (i, r) => (await rows(i).nth(r).locator('td').allTextContents()).map((s) => s.trim());
  assert.deepEqual(await cells(0, 0), ['1', 'e4', 'e5']);
  assert.deepEqual(await cells(0, 2), ['3', 'Bb5 (=)', 'a6']);
  assert.deepEqual(await cells(0, 3), ['4', '', '']);
  assert.deepEqual(await cells(1, 0), ['31', '', '']);
  // The two blocks stand side by side.
  const [a, b] = [await blocks.nth(0).boundingBox(), await blocks.nth(1).boundingBox()];
  assert.ok(b.x > a.x + a.width - 1 && Math.abs(a.y - b.y) < 2, 'two columns');
  assert.match(await sheetEl.locator('[data-print-result]').textContent(), /^1-0 White wins: resignation/);
  assert.deepEqual(await sheetEl.locator('.signature').allTextContents(), [
    'Signature of White', 'Signature of Black', 'Signature of the arbiter',
  ]);
  await fs.mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/print-en-US.png`, fullPage: true });
  // A real PDF of it renders too (one A4 page for a short game).
  const pdf = await page.pdf({ format: 'A4' });
  assert.ok(pdf.length > 1000);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('an unfinished game replaced by a new game is kept in the archive; a take-back is not a new game', async () => {
  const page = await fresh();
  await untimedGame(page);
  for (const m of ['e2e4', 'e7e5', 'g1f3']) {
    await page.locator(`[data-square="${m.slice(0, 2)}"]`).click();
    await page.locator(`[data-square="${m.slice(2, 4)}"]`).click();
  }
  await openMore(page);
  await page.getByRole('button', { name: 'Propose take-back (White)' }).click();
  await page.getByRole('button', { name: 'Accept take-back' }).click();
  assert.equal(await sheet(page), '1. e4 e5');
  let d = await openDialog(page);
  // Counted once the archive is read, not before (when it lists nothing yet).
  await d.getByText('No games archived yet. Finished games appear here.').waitFor({ timeout: 5000 });
  assert.equal(await d.locator('[data-archive-entry]').count(), 0, 'a take-back archives nothing');
  await d.getByRole('button', { name: 'Close' }).click();

  // Asked first: the unfinished game is set aside only when the player says so.
  await page.getByRole('button', { name: 'New game' }).click();
  await startGame(page.getByRole('dialog'));
  assert.equal(await sheet(page), '');
  d = await openDialog(page);
  const entries = d.locator('[data-archive-entry]');
  await until(() => entries.count(), (n) => n > 0, 'the set-aside game listed');
  assert.equal(await entries.count(), 1);
  assert.match(await entries.first().textContent(), /White – Black.*unfinished.*2 half-moves/);
  await entries.first().getByRole('button', { name: 'Open for review' }).click();
  // Its text is read from disk first.
  assert.equal(await until(() => sheet(page), (t) => t !== '', 'the archived game on the scoresheet'), '1. e4 e5');
  // Opened for review, then back to the game to play on.
  await page.getByRole('button', { name: 'Back to the game' }).click();
  await page.locator('[data-square="g1"]').click();
  await page.locator('[data-square="f3"]').click();
  assert.equal(await sheet(page), '1. e4 e5 2. Nf3');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

/** Serious and critical axe violations, one line each (see a11y.test.mjs). */
async function axe(page, screen) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.impact} ${v.id} at ${v.nodes.join(', ')}`);
}

test('axe finds no serious or critical violation in the PGN dialog (imported games, errors, FEN error, archive) or the print view', async () => {
  const page = await fresh();
  await foolsMate(page);
  const d = await importText(page, FILE + '\n[White "X"]\n\n1. e4 e5 2. Ke3 *\n');
  await d.locator('.pgn-errors li').waitFor();
  await d.getByLabel('FEN', { exact: true }).fill('8/8/8/8/8/8/8/8 w - - 0 1');
  await d.getByRole('button', { name: 'Start a game from this position' }).click();
  await d.locator('[data-fen-error]').waitFor();
  assert.equal(await d.locator('[data-archive-entry]').count(), 1);
  const found = await axe(page, 'PGN dialog');
  await fs.mkdir(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.screenshot({ path: `${SHOTS}/pgn-dialog-import-en-US.png` });
  await d.getByRole('button', { name: 'Close' }).click();
  await page.emulateMedia({ media: 'print' });
  found.push(...(await axe(page, 'print')));
  assert.deepEqual(found, []);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

// The computer's analysis after the game, from the player's side: an
// imported game with a blunder (the Blackburne Shilling trap: after
// 4. Nxe5 Qg5, 5. Nxf7?? Qxg2 loses to mate) is analysed in the engine's
// worker at the default 0.3 s a
// position; the blunder is marked in the scoresheet with a better move;
// the graph is one slider that the keyboard moves, the board then showing
// the position with the best move drawn; the summary names the swing; the
// PGN with the analysis has [%eval] on every move but the mating one and
// the plain PGN none; eval, best and mistakes answer in English, German
// and Portuguese; during play there is no analysis and the command is
// refused in words; the graph fits a 390 px phone.
// Hooks used: #analysis, [role=progressbar], #eval-graph, #eval-summary,
// [data-mark], [data-better], [data-arrow], [data-export-analysis],
// #move-input, #announcer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { appForFile, axe, busyTasks, byText, downloadPgn, newGame, play, ready, recordAnnouncements, tabTo, traceTasks, until } from './harness.mjs';

const app = appForFile();

const TRAP = `[Event "Club night"]
[White "Anna"]
[Black "Bella"]
[Result "0-1"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1
`;
/** 5. Nxf7: the ninth half-move (its index 8). */
const BLUNDER = 8;
const PLIES = 14;

/** Imports `pgn` through the PGN dialog and opens its game (of `plies` half-moves). */
async function importGame(page, pgn, L = EN, plies = PLIES) {
  await page.getByRole('button', { name: L.pgnArchive }).click();
  const d = page.getByRole('dialog', { name: L.pgnArchive });
  await d.waitFor();
  await d.locator('textarea').first().fill(pgn);
  await d.locator('[data-pgn-summary]').waitFor({ state: 'detached' }).catch(() => {});
  await d.getByRole('button', { name: L.readGames }).click();
  await d.locator('[data-pgn-summary]').waitFor();
  await d.getByRole('button', { name: L.openForReview }).first().click();
  await d.waitFor({ state: 'hidden' });
  await until(() => page.locator('#scoresheet button.move').count(), (n) => n === plies, 'the game on the scoresheet');
}

/** Waits until the analysis has judged every position. */
async function analysed(page, timeout = 60_000) {
  await until(
    () => page.evaluate(() => !document.querySelector('#analysis [role=progressbar]') && !!document.querySelector('#eval-graph')),
    (done) => done,
    'the analysis done',
    timeout,
  );
}

/** What the live regions said since `recordAnnouncements`. */
const said = (page) => page.evaluate(() => window.__said ?? []);

/** Types `text` into the move field and returns what is said next. */
async function ask(page, text) {
  const n = (await said(page)).length;
  await page.locator('#move-input').fill(text);
  await page.locator('#move-input').press('Enter');
  const all = await until(() => said(page), (s) => s.length > n, `an answer to "${text}"`);
  return all.slice(n).join(' | ');
}

const EN = {
  locale: 'en-US',
  pgnArchive: 'PGN & archive',
  readGames: 'Read games',
  openForReview: 'Open for review',
  analyse: 'Analyse the game',
  refused: /^No analysis during the game/,
  eval: /^Move 4, White: .+: [+-]\d\.\d\d$/,
  best: /^Best here: /,
  mistakes: /Move 5, White: Knight takes f7 was a blunder; better /,
};

test('an imported game with a blunder is analysed: the blunder marked with a better move, the graph, its summary, the board and the PGN with the analysis, by keyboard', { timeout: 180_000 }, async () => {
  const page = await ready(await app.open('/'));
  await recordAnnouncements(page);
  // During play: no analysis, and the command says why.
  assert.equal(await page.locator('#analysis').count(), 0, 'no analysis during play');
  assert.match(await ask(page, 'eval'), EN.refused);

  await importGame(page, TRAP);
  // Keyboard only from here: Tab to the button, Enter.
  await tabTo(page, byText, EN.analyse, 200);
  const t0 = Date.now();
  await page.keyboard.press('Enter');
  const bar = page.locator('#analysis [role=progressbar]');
  await bar.waitFor();
  assert.match(await bar.getAttribute('aria-valuetext'), /^Move \d+ of 7$/);
  await analysed(page);
  const ms = Date.now() - t0;
  console.log(`# ${PLIES} half-moves analysed at 0.3 s a position in ${ms} ms`);
  assert.ok((await said(page)).includes('Analysis done'), (await said(page)).join(' | '));

  // The blunder marked, with a better move beside it.
  const blunder = page.locator(`#scoresheet [data-ply="${BLUNDER}"]`);
  assert.equal(await blunder.getAttribute('data-mark'), '??', 'Nxf7 marked a blunder');
  const better = await blunder.locator('xpath=..').locator('[data-better]').textContent();
  assert.match(better, /^better (?!Nxf7)[KQRBN]?[a-h]?x?[a-h][1-8]|^better 0-0/, better);
  assert.equal(await page.locator('#scoresheet [data-ply="0"]').getAttribute('data-mark'), null, '1. e4 unmarked');

  // The graph and its text alternative, which names the swing.
  const graph = page.locator('#eval-graph');
  assert.equal(await graph.getAttribute('role'), 'slider');
  assert.equal(await graph.getAttribute('aria-describedby'), 'eval-summary');
  assert.match(await page.locator('#eval-summary').textContent(), /Largest swings: Move 5, White Nxf7, /);

  // By keyboard: Tab reaches the slider; Home goes to the start, the
  // arrows move a move at a time, the board shows the position with the
  // best move drawn.
  await tabTo(page, (id) => document.activeElement?.id === id, 'eval-graph', 120);
  await page.keyboard.press('Home');
  await until(() => graph.getAttribute('aria-valuenow'), (v) => v === '0', 'the slider at the start');
  assert.match(await graph.getAttribute('aria-valuetext'), /^Start: [+-]\d\.\d\d$/);
  for (let i = 0; i < BLUNDER; i++) await page.keyboard.press('ArrowRight');
  await until(() => graph.getAttribute('aria-valuenow'), (v) => v === String(BLUNDER), 'the slider before Nxe5');
  assert.match(await graph.getAttribute('aria-valuetext'), /^Move 4, Black Qg5: /);
  const arrow = await until(() => page.locator('#board [data-arrow]').getAttribute('data-arrow').catch(() => null), (a) => a != null, 'the best move drawn');
  assert.notEqual(arrow, 'e5f7', 'the best move is not the blunder');
  await page.keyboard.press('ArrowRight');
  await until(() => graph.getAttribute('aria-valuetext'), (v) => /^Move 5, White Nxf7: .*, blunder$/.test(v), 'the blunder read with its mark');
  assert.deepEqual(await axe(page, 'analysis'), []);

  // The PGN with the analysis: an [%eval] on every move but the mate; the
  // plain PGN has none.
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export-analysis]').click()]);
  // Lines are broken at 80 characters, inside comments too: read as one.
  const text = (await fs.readFile(await file.path(), 'utf8')).split(/\s+/).join(' ');
  assert.equal(text.match(/\[%eval /g)?.length, PLIES - 1, text);
  assert.match(text, /5\. Nxf7 \$4 \{\[%eval (#-\d+|-\d+\.\d+)\]\}/, text);
  assert.match(text, /Nf3# 0-1/, 'no evaluation after the mate');
  assert.ok(file.suggestedFilename().endsWith('-analysis.pgn'), file.suggestedFilename());
  const plain = await downloadPgn(page);
  assert.ok(!plain.includes('%eval') && !plain.includes('$4'), plain);

  // A reload finds the analysis kept, without searching again.
  const marks = await page.locator('#scoresheet [data-mark]').evaluateAll((b) => b.map((e) => `${e.dataset.ply}${e.dataset.mark}`));
  await page.reload();
  await ready(page);
  await page.locator('#eval-graph').waitFor();
  assert.equal(await page.locator('#analysis [role=progressbar]').count(), 0, 'nothing searched again');
  assert.deepEqual(await page.locator('#scoresheet [data-mark]').evaluateAll((b) => b.map((e) => `${e.dataset.ply}${e.dataset.mark}`)), marks);
  // And so does the same game opened again from its file.
  await importGame(page, TRAP);
  await page.locator('#eval-graph').waitFor();
  assert.equal(await page.locator('#analysis [role=progressbar]').count(), 0, 'nothing searched for the same game');
  assert.deepEqual(await page.locator('#scoresheet [data-mark]').evaluateAll((b) => b.map((e) => `${e.dataset.ply}${e.dataset.mark}`)), marks);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

const LOCALES = [
  EN,
  {
    locale: 'de-DE',
    pgnArchive: 'PGN & Archiv',
    readGames: 'Partien lesen',
    openForReview: 'Zum Nachspielen öffnen',
    analyseCommand: 'analysieren',
    eval: /^Zug 4, Weiß: .+: [+-]\d,\d\d$/,
    best: /^Bester Zug hier: /,
    mistakes: /Zug 5, Weiß: Springer schlägt Felix sieben war ein grober Fehler; besser /,
  },
  {
    locale: 'pt-BR',
    pgnArchive: 'PGN e arquivo',
    readGames: 'Ler partidas',
    openForReview: 'Abrir para revisão',
    analyseCommand: 'analisar',
    eval: /^Lance 4, Brancas: .+: [+-]\d,\d\d$/,
    best: /^Melhor lance aqui: /,
    mistakes: /Lance 5, Brancas: Cavalo toma f7 foi um erro grave; melhor /,
  },
];

for (const L of LOCALES) {
  test(`${L.locale}: analyse, eval, best and mistakes are typed and answered`, { timeout: 180_000 }, async () => {
    const page = await ready(await app.open('/', { contextOptions: { locale: L.locale } }));
    await recordAnnouncements(page);
    await importGame(page, TRAP, L);
    await ask(page, L.analyseCommand ?? 'analyse');
    await analysed(page);
    // The position after 4. Nxe5, reached on the graph by keyboard.
    await page.locator('#eval-graph').focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await until(() => page.locator('#eval-graph').getAttribute('aria-valuenow'), (v) => v === '7', 'after 4. Nxe5');
    const answers = [await ask(page, 'eval'), await ask(page, 'best'), await ask(page, 'mistakes')];
    console.log(`# ${L.locale}: ${answers.join(' / ')}`);
    assert.match(answers[0], L.eval);
    assert.match(answers[1], L.best);
    assert.match(answers[2], L.mistakes);
    assert.deepEqual(app.problems, []);
    await page.context().close();
  });
}

test('the graph fits a 390 px phone and the print sheet, where it is printed only when asked for', { timeout: 180_000 }, async () => {
  const page = await ready(await app.open('/', { contextOptions: { viewport: { width: 390, height: 844 } } }));
  await importGame(page, TRAP);
  await page.locator('#analysis').getByRole('button', { name: EN.analyse }).click();
  await analysed(page);
  const box = await page.locator('#eval-graph').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));
  assert.ok(box.height > 60, JSON.stringify(box));
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'no sideways scroll');

  // Printed: the plain print has no analysis; "Print with the analysis"
  // adds it after the scoresheet, the graph within the sheet's width,
  // until the print is done.
  await page.emulateMedia({ media: 'print' });
  const printed = page.locator('[data-print-analysis] svg');
  assert.equal(await printed.isVisible(), false, 'the plain print leaves the analysis out');
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => {
    window.print = () => {
      window.__printedWith = document.body.classList.contains('printing-analysis');
    };
  });
  await page.locator('button[data-print-analysis]').click();
  assert.equal(await page.evaluate(() => window.__printedWith), true);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await printed.isVisible(), true, 'printed with the analysis');
  const [graph, sheet] = [await printed.boundingBox(), await page.locator('#print-sheet').boundingBox()];
  assert.ok(graph.width > 100 && graph.x >= sheet.x && graph.x + graph.width <= sheet.x + sheet.width + 0.5, JSON.stringify({ graph, sheet }));
  assert.match(await page.locator('[data-print-analysis] li').first().textContent(), /: (inaccuracy|mistake|blunder)/);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  assert.equal(await printed.isVisible(), false, 'gone once printed');
  await page.emulateMedia({ media: 'screen' });
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('on a device under the arbiter\'s lock the analysis asks for the PIN', { timeout: 180_000 }, async () => {
  const PIN = '2468';
  const page = await ready(await app.open('/'));
  await recordAnnouncements(page);
  await newGame(page, { control: '900+10', fields: { mode: 'strict', 'arbiter-pin': PIN } });
  await play(page, 'f2f3', 'e7e5', 'g2g4', 'd8h4');
  const panel = page.locator('#analysis');
  await panel.locator('input[name=pin]').waitFor();
  assert.equal(await panel.getByRole('button', { name: EN.analyse }).count(), 0, 'no button before the PIN');
  assert.match(await ask(page, 'analyse'), /arbiter's PIN/);
  await panel.locator('input[name=pin]').fill(PIN);
  await panel.getByRole('button', { name: 'Unlock' }).click();
  await panel.getByRole('button', { name: EN.analyse }).click();
  await analysed(page);
  assert.equal(await page.locator('#scoresheet [data-ply="2"]').getAttribute('data-mark'), '??', '2. g4 allows mate');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a 60-move game is analysed at the default 0.3 s a position in at most 45 s, the page free meanwhile', { timeout: 180_000 }, async () => {
  const pgn = await fs.readFile(new URL('../fixtures/codes/game60.pgn', import.meta.url), 'utf8');
  const page = await ready(await app.open('/'));
  await importGame(page, pgn, EN, 120);
  await traceTasks(page);
  const t0 = Date.now();
  await page.locator('#analysis').getByRole('button', { name: EN.analyse }).click();
  await analysed(page, 90_000);
  const ms = Date.now() - t0;
  const tasks = await busyTasks(page);
  console.log(`# 60 moves (121 positions) analysed in ${ms} ms; ${tasks.text}`);
  assert.ok(ms <= 45_000, `${ms} ms`);
  assert.deepEqual(tasks.busy, [], 'no main-thread task over 50 ms while analysing');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a stopped analysis keeps what it found, and a game with lichess\'s evaluations shows its graph without analysing', { timeout: 180_000 }, async () => {
  const pgn = await fs.readFile(new URL('../fixtures/codes/game60.pgn', import.meta.url), 'utf8');
  const page = await ready(await app.open('/'));
  await recordAnnouncements(page);
  await importGame(page, pgn, EN, 120);
  await page.locator('#analysis').getByRole('button', { name: EN.analyse }).click();
  const bar = page.locator('#analysis [role=progressbar]');
  await until(() => bar.getAttribute('aria-valuenow').catch(() => null), (v) => Number(v) >= 4, 'four moves judged', 30_000);
  await page.locator('#analysis').getByRole('button', { name: 'Stop the analysis' }).click();
  await bar.waitFor({ state: 'detached' });
  const stopped = await until(() => said(page), (s) => s.some((t) => t.startsWith('Analysis stopped at move')), 'the stop said');
  console.log(`# ${stopped.find((t) => t.startsWith('Analysis stopped'))}`);
  // What was found stays: the graph's line covers the first moves only,
  // and the button is back to start again.
  const points = await page.locator('#eval-graph .eval-line').getAttribute('points');
  assert.ok(points.split(' ').length >= 5 && points.split(' ').length < 121, points);
  assert.equal(await page.locator('#analysis').getByRole('button', { name: EN.analyse }).count(), 1);

  // lichess's export: an [%eval] after each move (here after the trap's).
  const evals = ['0.3', '0.2', '0.4', '0.3', '0.5', '0.1', '-1.5', '-1.6', '-6.0', '-5.8', '-7.2', '-8.1', '#-1'];
  const moves = TRAP.split('\n\n')[1].trim().replace(/ 0-1$/, '').split(' ').filter((t) => !/^\d+\.$/.test(t));
  const withEvals = TRAP.split('\n\n')[0] + '\n\n' + moves.map((m, i) => `${i % 2 ? '' : `${i / 2 + 1}. `}${m}${evals[i] ? ` { [%eval ${evals[i]}] }` : ''}`).join(' ') + ' 0-1\n';
  await importGame(page, withEvals);
  await page.locator('#eval-graph').waitFor();
  assert.equal(await page.locator('#analysis [role=progressbar]').count(), 0, 'nothing searched');
  assert.ok(await page.locator('[data-evals-given]').isVisible(), 'the panel says the best moves are unknown');
  assert.equal(await page.locator(`#scoresheet [data-ply="${BLUNDER}"]`).getAttribute('data-mark'), '??', 'from the file: -0.5 to -6.0');
  assert.equal(await page.locator('[data-best-here]').textContent(), 'No best move known here');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

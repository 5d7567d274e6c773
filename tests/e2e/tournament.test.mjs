// The round from the pairing program: a TRF file (FIDE's TRF-16) or a TRF
// with a CSV of board,white,black fills the New game form and the PGN's
// tags (Round, Board, WhiteFideId, BlackFideId, WhiteElo, BlackElo); the
// files are remembered for the next round; a bad file is refused naming
// its line and field, and nothing stored changes; the arbiter reads five
// PGN files at once into the round's table (#round-results) and writes
// them as one PGN file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openRules, ready, start, STORED, until } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATA = path.resolve(here, '..', '..', 'crates', 'arbiter', 'tests', 'data', 'tournament');
const file = async (name) => ({ name, mimeType: 'text/plain', buffer: await fs.readFile(path.join(DATA, name)) });

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

const newGameDialog = (page) => page.getByRole('dialog', { name: 'New game' });
const pgnDialog = (page) => page.getByRole('dialog', { name: 'PGN & archive' });

async function openNewGame(page) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await newGameDialog(page).waitFor();
  return newGameDialog(page);
}

/** Opens the New game form and its "Tournament and rules", where the file is chosen. */
async function openTournamentFile(page) {
  const d = await openNewGame(page);
  await openRules(d);
  return d;
}

async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await fs.readFile(await download.path(), 'utf8') };
}

/** The PGN of the game being played, as the PGN dialog downloads it. */
async function currentPgn(page) {
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const d = pgnDialog(page);
  await d.waitFor();
  const { text } = await downloaded(page, () => d.getByRole('button', { name: 'Download PGN', exact: true }).first().click());
  await d.getByRole('button', { name: 'Close' }).first().click();
  return text;
}

const value = (d, name) => d.locator(`[name="${name}"]`).inputValue();

/** Chooses round 3, board 7 and checks the form as filled. */
async function chooseRound3Board7(d) {
  await d.locator('select[name="tournament-round"]').selectOption('3');
  await d.locator('select[name="tournament-board"]').selectOption('7');
  const filled = {};
  for (const name of ['white', 'black', 'event', 'site', 'round', 'board', 'date', 'white-fide-id', 'black-fide-id', 'white-elo', 'black-elo']) {
    filled[name] = await value(d, name);
  }
  return filled;
}

const ROUND3_BOARD7 = {
  white: 'Jansen, Jonas',
  black: 'Otto, Olga',
  event: 'Rochade Club Championship 2026',
  site: 'Musterstadt',
  round: '3',
  board: '7',
  'white-fide-id': '4690070',
  'black-fide-id': '4690105',
  'white-elo': '1901',
  'black-elo': '1705',
};

const TAGS = [
  '[Event "Rochade Club Championship 2026"]',
  '[Site "Musterstadt"]',
  '[Round "3"]',
  '[White "Jansen, Jonas"]',
  '[Black "Otto, Olga"]',
  '[Board "7"]',
  '[WhiteFideId "4690070"]',
  '[BlackFideId "4690105"]',
  '[WhiteElo "1901"]',
  '[BlackElo "1705"]',
];

test('a TRF file fills the form and the PGN tags, and is remembered for the next round', async () => {
  const page = await ready(await app.open('/'));
  let d = await openTournamentFile(page);
  await d.locator('input[name="tournament-file"]').setInputFiles(await file('club_round3.trf'));
  await d.locator('select[name="tournament-round"]').waitFor();
  const filled = await chooseRound3Board7(d);
  assert.deepEqual(filled, { ...ROUND3_BOARD7, date: '2026.11.03' });
  await d.getByRole('button', { name: 'Start game' }).click();
  await d.waitFor({ state: 'hidden' });
  const pgn = await currentPgn(page);
  for (const tag of [...TAGS, '[Date "2026.11.03"]']) assert.ok(pgn.includes(tag), `${tag} missing from\n${pgn}`);

  // Stored; after a reload the round is two choices away.
  await page.evaluate(STORED);
  const stored = await page.evaluate(() => window.__stored.get('rochade.tournament'));
  assert.ok(stored && stored.includes('club_round3.trf'), `stored: ${stored}`);
  await page.reload();
  await ready(page);
  d = await openNewGame(page);
  await d.locator('select[name="tournament-board"]').selectOption('7');
  assert.equal(await value(d, 'white'), 'Jansen, Jonas');
  assert.equal(await value(d, 'black-elo'), '1705');
  // Forgotten on request.
  await d.getByRole('button', { name: 'Forget the tournament file' }).click();
  await page.evaluate(STORED);
  await until(() => page.evaluate(() => window.__stored.get('rochade.tournament')), (v) => v === null, 'the stored tournament removed');
  assert.equal(await d.locator('select[name="tournament-round"]').count(), 0);
  await page.close();
});

test('a TRF and a CSV of board,white,black chosen together fill the form and the PGN tags', async () => {
  const page = await ready(await app.open('/'));
  const d = await openTournamentFile(page);
  await d.locator('input[name="tournament-file"]').setInputFiles([await file('club_after_round2.trf'), await file('round3.csv')]);
  await d.locator('select[name="tournament-round"]').waitFor();
  // Round 3 is the only round to play: the one after the TRF's last.
  assert.deepEqual(await d.locator('select[name="tournament-round"] option').allTextContents(), ['Round 3']);
  const filled = await chooseRound3Board7(d);
  assert.deepEqual(filled, { ...ROUND3_BOARD7, date: '2026.11.03' });
  await d.getByRole('button', { name: 'Start game' }).click();
  await d.waitFor({ state: 'hidden' });
  const pgn = await currentPgn(page);
  for (const tag of TAGS) assert.ok(pgn.includes(tag), `${tag} missing from\n${pgn}`);
  // A bbpPairings pairing list reads the same.
  const again = await openTournamentFile(page);
  await again.locator('input[name="tournament-file"]').setInputFiles([await file('round3_bbp.txt'), await file('club_after_round2.trf')]);
  await until(() => again.locator('select[name="tournament-board"] option').allTextContents(), (o) => o.includes('Board 7: Jansen, Jonas – Otto, Olga'), 'the pairing list read');
  await page.close();
});

test('a bad tournament file is refused naming the line and the field, and nothing stored changes', async () => {
  const page = await ready(await app.open('/'));
  const d = await openTournamentFile(page);
  await d.locator('input[name="tournament-file"]').setInputFiles(await file('club_round3.trf'));
  await d.locator('select[name="tournament-round"]').waitFor();
  await page.evaluate(STORED);
  const before = await page.evaluate(() => window.__stored.get('rochade.tournament'));
  assert.ok(before);

  // The third player's rating, on line 14, is not a number.
  const good = (await fs.readFile(path.join(DATA, 'club_round3.trf'), 'utf8'));
  const bad = good.replace('2198', '21x8');
  await d.locator('input[name="tournament-file"]').setInputFiles({ name: 'bad.trf', mimeType: 'text/plain', buffer: Buffer.from(bad) });
  const alert = d.locator('[data-tournament-error]');
  await alert.waitFor();
  assert.equal(await alert.textContent(), 'bad.trf, line 14, rating: “21x8” is not a number. Nothing stored has changed.');
  assert.equal(await alert.getAttribute('role'), 'alert');
  assert.equal(await page.evaluate(() => window.__stored.get('rochade.tournament')), before);
  // The tournament read before stays to choose from.
  assert.equal(await d.locator('select[name="tournament-board"] option').count(), 9);

  // A pairing list naming a player the TRF lacks, on its line 3.
  await d.locator('input[name="tournament-file"]').setInputFiles([
    await file('club_after_round2.trf'),
    { name: 'pairs.txt', mimeType: 'text/plain', buffer: Buffer.from('2\n1 3\n17 2\n') },
  ]);
  await until(() => alert.textContent(), (t) => t.startsWith('pairs.txt, line 3, White'), 'the pairing list refused');
  assert.equal(await page.evaluate(() => window.__stored.get('rochade.tournament')), before);

  await page.close();
});

/** A finished game of round 3 on `board`, approved by both unless `approved` is false. */
function game(board, white, black, result, approved = true) {
  const moves = { '1-0': '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0', '0-1': '1. f3 e5 2. g4 Qh4# 0-1', '1/2-1/2': '1. d4 d5 1/2-1/2' }[result];
  return {
    name: `board${board}.pgn`,
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.from(`[Event "Club"]\n[Site "Musterstadt"]\n[Date "2026.11.03"]\n[Round "3"]\n[White "${white}"]\n[Black "${black}"]\n[Result "${result}"]\n[Board "${board}"]\n${approved ? '[Approved "White, Black"]\n' : ''}\n${moves}\n`),
  };
}

test('the round table from five PGN files, written as one PGN file', async () => {
  const page = await ready(await app.open('/'));
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const d = pgnDialog(page);
  await d.waitFor();
  const files = [
    game(4, 'Engel, Eva', 'Brandt, Bernd', '1/2-1/2'),
    game(1, 'Adler, Anna', 'Christensen, Clara', '1-0'),
    game(5, 'Keller, Karla', 'Neumann, Noah', '0-1', false),
    game(2, 'Fischer, Felix', 'Dietrich, David', '1/2-1/2'),
    game(3, 'Hahn, Hugo', 'Lorenz, Lukas', '1-0'),
  ];
  // The dialog's first file input, as for one file.
  await d.locator('input[type="file"]').first().setInputFiles(files);
  const table = d.locator('#round-results');
  await table.waitFor();
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())),
  );
  assert.deepEqual(rows, [
    ['1', 'Adler, Anna', 'Christensen, Clara', '1-0', ''],
    ['2', 'Fischer, Felix', 'Dietrich, David', '1/2-1/2', ''],
    ['3', 'Hahn, Hugo', 'Lorenz, Lukas', '1-0', ''],
    ['4', 'Engel, Eva', 'Brandt, Bernd', '1/2-1/2', ''],
    ['5', 'Keller, Karla', 'Neumann, Noah', '0-1', 'Result not approved by both players (Art. 8.7)'],
  ]);
  const { name, text } = await downloaded(page, () => d.getByRole('button', { name: 'Save the round as one PGN file' }).click());
  assert.equal(name, 'round-3.pgn');
  const whites = [...text.matchAll(/\[White "([^"]*)"\]/g)].map((m) => m[1]);
  assert.deepEqual(whites, ['Adler, Anna', 'Fischer, Felix', 'Hahn, Hugo', 'Engel, Eva', 'Keller, Karla']);
  assert.equal([...text.matchAll(/\[Board "/g)].length, 5);
  await page.close();
});

// The round's results back to the pairing program: round 1 of a club
// rapid from its TRF (Windows-1252, CRLF, as older Windows programs write
// it) and bbpPairings' pairing list (four boards and the
// pairing-allocated bye); four games played over the board on four
// tablets (browser contexts), each set up from the tournament file and
// approved by both players (2023 Art. 8.7), one of them ended after
// White's first move (Black made no move: not rated, TRF-2026's W and L);
// their PGN files given to the arbiter's round table, which lists every
// board and the bye; "Write the round into the tournament file" downloads
// the TRF, which caissify-pairings' TRF reader (a parser no one here
// wrote, in target/caissify-venv, installed by `cargo xtask test`'s
// bootstrap) reads with each player's round 1 and points as the tablets
// recorded them; and the written file differs from the one read only in
// the round's columns and the points.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { downloadPgn, openRules, start, startGame, until } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.resolve(here, '..', 'fixtures', 'round_trf');
const PYTHON =
  process.env.ROCHADE_CAISSIFY_PYTHON ?? path.resolve(here, '..', '..', 'target', 'caissify-venv', 'bin', 'python');
const TRF = 'club_rapid.trf';
const PAIRS = 'club_rapid_r1.pairs.txt';
const file = async (name) => ({ name, mimeType: 'text/plain', buffer: await fs.readFile(path.join(FIXTURES, name)) });

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

/** Types `text` into the move field and presses Enter. */
async function enter(page, text) {
  const input = page.locator('#move-input');
  await input.focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** The New game form with the tournament's files chosen. */
async function chooseFiles(page) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const d = page.getByRole('dialog', { name: 'New game' });
  await d.waitFor();
  await openRules(d);
  await d.locator('input[name="tournament-file"]').setInputFiles([await file(TRF), await file(PAIRS)]);
  await d.locator('select[name="tournament-round"]').waitFor();
  return d;
}

/**
 * A tablet of `board`: a new browser context on ./?otb, the game set up
 * from the tournament file, `moves` typed, then the `result` the players
 * report, approved by both; returns the PGN it downloads.
 */
async function tablet(board, moves, result) {
  const context = await app.newContext({ locale: 'en-GB', viewport: { width: 1180, height: 900 } });
  const page = await app.open('/?otb', { context });
  await page.locator('[data-mode="otb"]').waitFor({ timeout: 20000 });
  const d = await chooseFiles(page);
  await d.locator('select[name="tournament-board"]').selectOption(String(board));
  await d.getByLabel('Time control').selectOption('custom');
  await d.getByRole('textbox', { name: 'Custom (PGN TimeControl)' }).fill('900+10');
  await d.locator('select[name="venue"]').selectOption('otb');
  await startGame(d);
  await page.locator('[data-mode="otb"]').waitFor({ timeout: 5000 });
  for (const m of moves) await enter(page, m);
  await enter(page, result);
  await page.locator('.otb-approval').waitFor({ timeout: 5000 });
  for (const side of ['white', 'black']) {
    await page.locator(`#otb-approve-${side}`).click();
    await until(() => page.locator(`#otb-approve-${side}`).getAttribute('aria-pressed'), (v) => v === 'true', `${side}'s approval on board ${board}`);
  }
  const pgn = await downloadPgn(page);
  await context.close();
  return { name: `board${board}.pgn`, mimeType: 'application/x-chess-pgn', buffer: Buffer.from(pgn) };
}

/** A tag of a PGN text. */
const tag = (pgn, name) => pgn.match(new RegExp(`\\[${name} "([^"]*)"\\]`))?.[1];

/** The plies of a PGN's movetext (move numbers, comments and the result left out). */
function plies(pgn) {
  const movetext = pgn.split(/\r?\n\r?\n/).slice(1).join(' ').replace(/\{[^}]*\}/g, ' ');
  return movetext.split(/\s+/).filter((w) => w && !/^\d+\.+$/.test(w) && !/^(1-0|0-1|1\/2-1\/2|\*)$/.test(w)).length;
}

/**
 * Each player's round 1 as the tablets recorded it: (start, opponent,
 * colour, TRF code, points). A side that made no move makes the game not
 * rated (FIDE Rating Regulations): W D L for 1 0 =.
 */
function expected(pgns, starts) {
  const out = new Map();
  for (const pgn of pgns) {
    const [w, b] = [starts.get(tag(pgn, 'White')), starts.get(tag(pgn, 'Black'))];
    assert.ok(w && b, `players of ${tag(pgn, 'White')} – ${tag(pgn, 'Black')} in the TRF`);
    const unrated = plies(pgn) < 2;
    const [cw, cb, pw, pb] = {
      '1-0': unrated ? ['W', 'L', 1, 0] : ['1', '0', 1, 0],
      '0-1': unrated ? ['L', 'W', 0, 1] : ['0', '1', 0, 1],
      '1/2-1/2': unrated ? ['D', 'D', 0.5, 0.5] : ['=', '=', 0.5, 0.5],
    }[tag(pgn, 'Result')];
    out.set(w, { opponent: b, color: 'w', result: cw, score: pw });
    out.set(b, { opponent: w, color: 'b', result: cb, score: pb });
  }
  return out;
}

/** The written TRF as caissify-pairings' TRFParser reads it. */
function caissify(bytes) {
  if (!existsSync(PYTHON)) {
    assert.fail(
      `no Python with caissify-pairings at ${PYTHON}: run \`cargo xtask bootstrap\` (or \`cargo xtask test\`), which makes the virtual environment from tests/requirements.txt`,
    );
  }
  const script = [
    'import json, sys',
    'from caissify_pairings.trf import TRFParser',
    // The file's own encoding: the written file keeps Windows-1252.
    "parsed = TRFParser(sys.stdin.buffer.read().decode('cp1252')).parse()",
    "print(json.dumps([{'start': p['starting_number'], 'name': p['name'], 'score': p['score'],",
    "                   'round1': p['results'].get(1)} for p in parsed['players']]))",
  ].join('\n');
  return JSON.parse(execFileSync(PYTHON, ['-c', script], { input: bytes, encoding: 'utf8' }));
}

/**
 * Where two files differ, line by line, as [line, column] pairs (0-based
 * columns of the bytes): the line endings first checked equal.
 */
function differences(before, after) {
  const split = (b) => b.toString('latin1').split('\r\n');
  const [a, b] = [split(before), split(after)];
  assert.equal(b.length, a.length, 'the same lines, each ending CRLF');
  const out = [];
  for (let i = 0; i < a.length; i++) {
    for (let c = 0; c < Math.max(a[i].length, b[i].length); c++) {
      if (a[i][c] !== b[i][c]) out.push([i, c, a[i][c], b[i][c]]);
    }
  }
  return { lines: b, out };
}

test('round 1 played on four tablets and a bye, written into the TRF and read back by caissify-pairings', async () => {
  // Fail at once, not after the games, when the reader is missing.
  assert.ok(
    existsSync(PYTHON),
    `no Python with caissify-pairings at ${PYTHON}: run \`cargo xtask bootstrap\` (or \`cargo xtask test\`), which makes the virtual environment from tests/requirements.txt`,
  );
  const original = await fs.readFile(path.join(FIXTURES, TRF));
  const pgns = [
    await tablet(1, ['e4', 'e5', 'Nf3'], '1-0'),
    await tablet(2, ['d4', 'd5', 'c4', 'e6'], '1/2-1/2'),
    await tablet(3, ['e4', 'c5'], '0-1'),
    // Black made no move: the game is not rated.
    await tablet(4, ['e4'], '1-0'),
  ];
  const texts = pgns.map((p) => p.buffer.toString('utf8'));
  for (const [i, pgn] of texts.entries()) {
    assert.equal(tag(pgn, 'Round'), '1', pgn);
    assert.equal(tag(pgn, 'Board'), String(i + 1), pgn);
    assert.match(pgn, /\[Approved "White, Black"\]/, pgn);
  }
  assert.equal(tag(texts[3], 'White'), 'Müller, Jörg', 'a Windows-1252 name read right');

  // The arbiter: the tournament remembered on the laptop, the four files
  // given to the round table.
  const page = await app.open('/', { contextOptions: { locale: 'en-GB', viewport: { width: 1280, height: 900 } } });
  await page.getByRole('heading', { name: 'Rochade' }).waitFor({ timeout: 20000 });
  const form = await chooseFiles(page);
  assert.match(await form.locator('[data-tournament-encoding]').textContent(), /club_rapid\.trf is not UTF-8 and was read as Windows-1252/);
  await page.keyboard.press('Escape');
  await form.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const d = page.getByRole('dialog', { name: 'PGN & archive' });
  await d.waitFor();
  // A fifth file, board 2's game under other names: refused, in words.
  const stray = {
    name: 'stray.pgn',
    mimeType: 'application/x-chess-pgn',
    buffer: Buffer.from(texts[1].replace('[White "Fischer, Felix"]', '[White "Fisher, Phil"]')),
  };
  await d.locator('input[type="file"]').first().setInputFiles([pgns[2], pgns[0], stray, pgns[3], pgns[1]]);
  const table = d.locator('#round-results[data-round="1"]');
  await table.waitFor();
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((c) => (c.querySelector('select')?.value ?? c.textContent).trim())),
  );
  assert.deepEqual(rows, [
    ['1', 'Adler, Anna', 'Engel, Eva', '1-0', '1-0', ''],
    ['2', 'Fischer, Felix', 'Brandt, Bernd', '1/2-1/2', '1/2-1/2', ''],
    ['3', 'Christensen, Clara', 'Hahn, Hugo', '0-1', '0-1', ''],
    ['4', 'Müller, Jörg', 'Dietrich, David', '1-0', '1-0 unrated', ''],
    ['', 'Keller, Karla', 'Pairing-allocated bye (U)', '', 'U', ''],
  ]);
  assert.equal(
    await d.locator('[data-round-refused]').textContent(),
    'stray.pgn: refused: board 2 of round 1 is Fischer, Felix – Brandt, Bernd, not the players its game names.',
  );
  const write = d.locator('#write-round');
  assert.equal(await write.textContent(), 'Write the round into the tournament file');
  const [download] = await Promise.all([page.waitForEvent('download'), write.click()]);
  assert.equal(download.suggestedFilename(), TRF);
  const written = await fs.readFile(await download.path());

  // Only the round's column (92–101) and the points (81–84) of the player
  // lines changed; the rest, its encoding and line endings, byte for byte.
  const { lines, out } = differences(original, written);
  for (const [line, column, was, is] of out) {
    const player = lines[line].startsWith('001 ');
    const points = column >= 80 && column < 84;
    const round1 = column >= 91 && column < 101;
    // Spaces up to the round's column on a line that ended before it.
    const padding = was === undefined && is === ' ' && column < 91;
    assert.ok(player && (points || round1 || padding), `line ${line + 1}, column ${column + 1}: ${JSON.stringify(was)} became ${JSON.stringify(is)}`);
  }
  assert.ok(written.includes(Buffer.from([0xfc])) && !written.includes(Buffer.from('ü')), 'kept in Windows-1252');

  // caissify-pairings reads each player's round 1 and points as the
  // tablets recorded them, and the bye as the pairing list gave it.
  const starts = new Map(caissify(original).map((p) => [p.name, p.start]));
  const want = expected(texts, starts);
  want.set(starts.get('Keller, Karla'), { opponent: null, color: null, result: 'U', score: 1 });
  const read = caissify(written);
  assert.equal(read.length, 9);
  for (const p of read) {
    const w = want.get(p.start);
    assert.ok(w, `${p.name} in round 1`);
    assert.deepEqual(
      { opponent: p.round1?.opponent ?? null, color: p.round1?.color ?? null, result: p.round1?.result, score: p.score },
      w,
      p.name,
    );
  }
  assert.deepEqual(
    read.filter((p) => ['W', 'L'].includes(p.round1?.result)).map((p) => p.name),
    ['Dietrich, David', 'Müller, Jörg'],
  );
  // The arbiter's word over the defaults: Karla Keller's bye made a
  // half-point bye; written again, her column and points follow.
  await d.getByRole('combobox', { name: 'TRF code, Keller, Karla' }).selectOption('H');
  const [again] = await Promise.all([page.waitForEvent('download'), write.click()]);
  const karla = (await fs.readFile(await again.path())).toString('latin1').split('\r\n').find((l) => l.includes('Keller, Karla'));
  assert.equal(karla.slice(80, 84), ' 0.5');
  assert.equal(karla.slice(91), '0000 - H');
  assert.deepEqual(app.problems, []);
  await page.close();
});

// A club's archive: 100,000 games, as the arbiter of a club that has used
// the app for years has them. Listing, searching by player, event, date and
// result, and opening any game each answer in milliseconds (measured in the
// page, from the input to the changed page, and printed: the goal is under
// 100 ms); the games found and the whole archive export as one PGN file
// each.
//
// The archive is seeded straight into IndexedDB in the layout the app
// writes: the metadata under `rochade.archive.<id>`, the text under
// `rochade.pgn.<id>`. What each search must find is counted here from the
// seed, not by the app.
//
// The board first, the archive after: with the 100,000 games stored, the
// board takes a move within 1 s of the page being ready, and the archive,
// read after the first paint in batches with no main-thread task over
// 50 ms, then lists all of them; until then its list says "Reading the
// archive …".
// Hooks used: [data-archive-reading], [data-archive-found], [data-archive-entry],
// [data-archive-export], input[name=archive-player|event|date],
// select[name=archive-result], #scoresheet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { appForFile, axe, busyTasks, play, ready, sheet, traceTasks, until, waitInPage } from './harness.mjs';
import { seedArchive } from '../archive_seed.mjs';

const app = appForFile();

const N = 100_000;
const FIRST = ['Anna', 'Bella', 'Cesar', 'David', 'Eva', 'Felix', 'Gustav', 'Hector', 'Ingrid', 'Jörg', 'Łukasz', 'Zoë'];
const LAST = ['Müller', 'Silva', 'Smith', 'Nowak', 'Rossi', 'Berg', 'Costa', 'Weiß', 'Santos', 'Kowalski', 'Dubois'];
const EVENTS = ['Club championship', 'Blitz night', 'Rapid cup', 'Team league', 'Summer open'];
const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'];
const GAMES = [
  ['1. e4 e5 2. Nf3 Nc6 3. Bb5 a6', 6, '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6'],
  ['1. d4 d5 2. c4 e6 3. Nc3 Nf6', 6, '1. d4 d5 2. c4 e6 3. Nc3 Nf6'],
  ['1. c4 e5 2. g3 Nf6 3. Bg2 d5 4. cxd5', 7, '1. c4 e5 2. g3 Nf6 3. Bg2 d5 4. cxd5'],
];

/** The seeded game `i`: its metadata as the app stores it, and its text. */
function seed(i) {
  const white = `${FIRST[i % FIRST.length]} ${LAST[(i >> 3) % LAST.length]}`;
  const black = `${FIRST[(i * 7 + 3) % FIRST.length]} ${LAST[(i * 5 + 1) % LAST.length]}`;
  const event = `${EVENTS[i % EVENTS.length]} ${2020 + (i % 7)}`;
  const date = `${2020 + ((i >> 1) % 7)}.${String(1 + ((i >> 2) % 12)).padStart(2, '0')}.${String(1 + (i % 28)).padStart(2, '0')}`;
  const result = RESULTS[(i * 3 + (i >> 5)) % RESULTS.length];
  const [moves, plies] = GAMES[i % GAMES.length];
  const id = `${String(1_600_000_000_000 + i * 60_000).padStart(13, '0')}-seed`;
  const pgn =
    `[Event "${event}"]\n[Site "?"]\n[Date "${date}"]\n[Round "?"]\n` +
    `[White "${white}"]\n[Black "${black}"]\n[Result "${result}"]\n\n${moves} ${result}\n`;
  const meta = { saved_at: '2026-11-30 20:00', white, black, event, date, result, plies, hash: (i + 1).toString(16).padStart(16, '0') };
  return { id, white, black, event, date, result, meta, pgn, i };
}

const ALL = Array.from({ length: N }, (_, i) => seed(i));

/** Seeds `games` into the app's store of `page`'s origin. */
const seedStore = (page, games) => seedArchive(page, games.map((g) => [g.id, JSON.stringify(g.meta), g.pgn]));

/**
 * Runs `act` in the page and measures, in the page, the milliseconds until
 * `done` (a predicate over the document) holds: every DOM change is checked.
 */
async function timed(page, act, done, arg) {
  return page.evaluate(
    async ({ act, done, arg }) => {
      const run = new Function('arg', act);
      const holds = new Function('arg', done);
      const t0 = performance.now();
      await new Promise((resolve, reject) => {
        const watch = new MutationObserver(() => holds(arg) && finish());
        const finish = () => {
          watch.disconnect();
          clearTimeout(late);
          resolve();
        };
        const late = setTimeout(() => {
          watch.disconnect();
          const shown = document.querySelector('[data-archive-found]')?.textContent;
          reject(new Error(`not done after 20 s: ${done} (found: ${shown}; ${JSON.stringify(arg)})`));
        }, 20_000);
        watch.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        run(arg);
        if (holds(arg)) finish();
      });
      return performance.now() - t0;
    },
    { act, done, arg },
  );
}

const FOUND = `return document.querySelector('[data-archive-found]')?.textContent === arg.text;`;
const found = (n) => `${n} ${n === 1 ? 'game' : 'games'} found (of ${N})`;
const typeInto = (name) =>
  `const el = document.querySelector('input[name=${name}]'); el.value = arg.value; el.dispatchEvent(new InputEvent('input', { bubbles: true }));`;

/** In the page, before its scripts: plays e2-e4 by clicks once the app's board is there. */
function probe() {
  const bench = (window.__bench = { moved: null });
  const cell = (sq) => document.querySelector(`[role="gridcell"][data-square="${sq}"]`);
  let step = 0;
  const tick = () => {
    if (step === 0 && cell('e2')) {
      cell('e2').click();
      step = 1;
    } else if (step === 1 && cell('e2')?.classList.contains('selected')) {
      cell('e4').click();
      step = 2;
    } else if (step === 2 && cell('e4')?.querySelector('svg') && !cell('e2')?.querySelector('svg')) {
      bench.moved = performance.now();
      step = 3;
      return;
    }
    requestAnimationFrame(tick);
  };
  new MutationObserver(() => step < 3 && tick()).observe(document, { subtree: true, childList: true, attributes: true });
  requestAnimationFrame(tick);
}

/** A new context whose store holds the 100,000 games; returns it and the seeding's ms. */
async function seededContext(options = {}) {
  const context = await app.newContext(options);
  const blank = await context.newPage();
  // A page of the origin that does not start the app, to seed its store.
  await blank.goto(new URL('/manifest.webmanifest', app.url).href);
  const t0 = Date.now();
  for (let i = 0; i < N; i += 20_000) await seedStore(blank, ALL.slice(i, i + 20_000));
  const seeded = Date.now() - t0;
  await blank.close();
  return { context, seeded };
}

/** The text of the archive's count, or null while there is none. */
const foundText = (page) => page.evaluate(() => document.querySelector('[data-archive-found]')?.textContent ?? null);

test('with 100,000 games the board takes a move within 1 s of ready; the archive, read after in batches, then lists them all', { timeout: 600_000 }, async () => {
  const { context } = await seededContext();
  // A script in the page plays e2-e4 by clicks as soon as the app's board
  // is there, and notes when the pawn stands on e4 (the page's own clock,
  // so that the test's round trips do not count).
  const page = await ready(await app.open('/', { context, init: probe }));
  await traceTasks(page);
  await waitInPage(page, () => window.__bench?.moved != null, null, { timeout: 20_000 });
  // From the page being ready (its first screen and heading, parsed) to
  // the move standing.
  const moveMs = Math.round(
    await page.evaluate(() => window.__bench.moved - performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd),
  );
  assert.equal(await sheet(page), '1. e4');
  const readyAt = Date.now();

  // The archive's list waits for the index and says so, then lists every game.
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  await dialog.waitFor();
  const reading = await dialog.locator('[data-archive-reading]').count();
  await until(() => foundText(page), (t) => t === found(N), 'the whole archive listed', 60_000);
  const listedMs = Date.now() - readyAt + moveMs;
  const tasks = await busyTasks(page);
  console.log(`# 100,000 games: move accepted ${moveMs} ms after ready; all listed after ${listedMs} ms (reading shown: ${reading > 0}); ${tasks.text}`);
  assert.ok(moveMs < 1000, `the board took the move ${moveMs} ms after the page was ready`);
  assert.deepEqual(tasks.busy, [], 'no main-thread task over 50 ms while the archive is read');
  // The count's text is read from the document, the entries through the
  // dialog's role: the dialog is opened (showModal) after the render that
  // writes the text, so on a loaded machine the entries are waited for too.
  await until(() => dialog.locator('[data-archive-entry]').count(), (n) => n === 50, 'the newest fifty listed');
  assert.equal(await dialog.locator('[data-archive-reading]').count(), 0);
  assert.deepEqual(app.problems, []);
  await context.close();
});

test('while the archive is read its list says so (in German here), and a game ended meanwhile is archived once', { timeout: 600_000 }, async () => {
  const { context } = await seededContext({ locale: 'de-DE' });
  const page = await ready(await app.open('/', { context }));
  // Opened as soon as the app is there: the 100,000 games are being read.
  await page.getByRole('button', { name: 'PGN & Archiv' }).click();
  const dialog = page.getByRole('dialog', { name: 'PGN & Archiv' });
  await dialog.waitFor();
  const first = await until(
    () => page.evaluate(() => (document.querySelector('[data-archive-reading]') ?? document.querySelector('[data-archive-found]'))?.textContent ?? null),
    (t) => t != null,
    'the archive list or its reading notice',
    20_000,
  );
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await until(() => dialog.count(), (n) => n === 0, 'the dialog closed');
  // A game ended at once, while the games may still be being read:
  // archived then, and listed once among them.
  await play(page, 'f2f3', 'e7e5', 'g2g4', 'd8h4');
  await page.getByRole('button', { name: 'PGN & Archiv' }).click();
  await dialog.waitFor();
  const all = `${N + 1} Partien gefunden (von ${N + 1})`;
  const listed = await until(() => foundText(page), (t) => t != null, 'the whole archive listed', 60_000);
  console.log(`# while reading: "${first}", then "${listed}"`);
  assert.equal(first, 'Das Archiv wird gelesen …', 'the list waits for the index, and says so');
  assert.equal(listed, all, 'the 100,000 games and the one just ended, once');
  assert.match(await dialog.locator('[data-archive-entry] .archive-label').first().textContent(), /0-1/);
  assert.deepEqual(app.problems, []);
  await context.close();
});

test('a 100,000-game archive is listed, searched, opened and exported, each answer far from a whole read', { timeout: 600_000 }, async () => {
  const { context, seeded } = await seededContext({ acceptDownloads: true });
  const t1 = Date.now();
  const page = await ready(await app.open('/', { context }));
  const started = Date.now() - t1;
  const figures = { seeded, started };
  // The archive is read after the first paint: once read, the list answers
  // from memory (what is timed below).
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  await until(() => foundText(page), (t) => t === found(N), 'the whole archive read', 60_000);
  figures.read = Date.now() - t1;
  await page.getByRole('dialog', { name: 'PGN & archive' }).getByRole('button', { name: 'Close' }).click();
  await until(() => page.getByRole('dialog', { name: 'PGN & archive' }).count(), (n) => n === 0, 'the dialog closed');

  // Listing: the dialog opens on the newest fifty of all 100,000.
  figures.list = await timed(
    page,
    `[...document.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent).trim() === 'PGN & archive').click();`,
    FOUND,
    { text: found(N) },
  );
  const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  const entries = dialog.locator('[data-archive-entry]');
  // `timed` saw the count's text in the document; the dialog that holds the
  // entries may be opened a moment later (showModal runs after the render).
  // Read with what a failure needs to be understood: whether the dialog
  // is open, and the entries in the whole document.
  await until(
    async () => ({
      listed: await entries.count(),
      open: await page.evaluate(() => document.querySelector('dialog.pgn-dialog')?.open ?? null),
      inDocument: await page.evaluate(() => document.querySelectorAll('[data-archive-entry]').length),
    }),
    (v) => v.listed === 50,
    'the newest fifty listed',
  );
  const newest = ALL[N - 1];
  assert.match(await entries.first().locator('.archive-label').textContent(), new RegExp(`^${newest.white} – ${newest.black}`));

  // Searching: by player (in any case), event, date and result, then all
  // four at once; each count comes from the seed.
  const lower = (s) => s.toLowerCase();
  const searches = [
    ['player', 'archive-player', 'łukasz', (g) => lower(g.white).includes('łukasz') || lower(g.black).includes('łukasz')],
    ['event', 'archive-event', 'blitz night', (g) => lower(g.event).includes('blitz night')],
    ['date', 'archive-date', '2024-03', (g) => g.date.startsWith('2024.03')],
  ];
  let expected = ALL;
  for (const [what, name, value, pick] of searches) {
    expected = expected.filter(pick);
    figures[what] = await timed(page, typeInto(name), FOUND, { value, text: found(expected.length) });
  }
  assert.ok(expected.length > 0, 'the combined search finds some games');
  figures.result = await timed(
    page,
    `const s = document.querySelector('select[name=archive-result]'); s.value = '1-0'; s.dispatchEvent(new Event('change', { bubbles: true }));`,
    FOUND,
    { text: found(expected.filter((g) => g.result === '1-0').length) },
  );
  expected = expected.filter((g) => g.result === '1-0');
  // Each alone too, on the whole archive.
  figures.resultAlone = await timed(
    page,
    [typeInto('archive-player'), typeInto('archive-event').replace('const el', 'const e2').replace(/el\./g, 'e2.'), typeInto('archive-date').replace('const el', 'const e3').replace(/el\./g, 'e3.')].join(''),
    FOUND,
    { value: '', text: found(ALL.filter((g) => g.result === '1-0').length) },
  );
  // Back to the combined search.
  for (const [, name, value] of searches) {
    await page.locator(`input[name=${name}]`).fill(value);
  }
  await until(() => dialog.locator('[data-archive-found]').textContent(), (t) => t === found(expected.length), 'the combined search again');
  const labels = await until(
    () => entries.locator('.archive-label').allTextContents(),
    (l) => l.length === Math.min(50, expected.length),
    "the combined search's games listed",
  );
  const want = expected.slice().reverse();
  // The search form, the count, the export buttons and the list: no serious
  // or critical violation, and the search is typed with the keyboard alone.
  assert.deepEqual(await axe(page, 'archive searched'), []);
  await page.locator('input[name=archive-player]').focus();
  await page.keyboard.press('End');
  await page.keyboard.type('x');
  await until(() => dialog.locator('[data-archive-found]').textContent(), (t) => t === found(0), 'no game found for the player typed with an x');
  await page.keyboard.press('Backspace');
  await until(() => dialog.locator('[data-archive-found]').textContent(), (t) => t === found(expected.length), 'the x deleted: the combined search again');
  assert.ok(labels[0].startsWith(`${want[0].white} – ${want[0].black}`), `${labels[0]} / ${want[0].white}`);

  // The games found, exported as one file.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.locator('[data-archive-export=found]').click(),
  ]);
  const text = await fs.readFile(await file.path(), 'utf8');
  assert.equal(file.suggestedFilename(), 'archive-found.pgn');
  assert.equal(text.match(/^\[Event /gm)?.length, expected.length, 'every game found is in the file');
  assert.equal(text.split('\n\n[Event ')[0], `${want[0].pgn.trim()}`, 'newest first, as listed');

  // Opening any game: its text is read from disk and it is on the board.
  const pick = want[Math.floor(want.length / 2)];
  const place = want.indexOf(pick);
  if (place >= 50) throw new Error('pick a game on the first page');
  const [, , line] = GAMES[pick.i % GAMES.length];
  figures.open = await timed(
    page,
    `document.querySelectorAll('[data-archive-entry]')[arg.place].querySelector('button').click();`,
    `return [...document.querySelectorAll('#scoresheet tbody td')].map((t) => t.textContent.trim()).filter(Boolean).join(' ').startsWith(arg.line);`,
    { place, line },
  );
  assert.ok((await sheet(page)).startsWith(line));

  // The whole archive, exported as one file.
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  await dialog.waitFor();
  const t2 = Date.now();
  const [all] = await Promise.all([
    page.waitForEvent('download', { timeout: 300_000 }),
    dialog.locator('[data-archive-export=all]').click(),
  ]);
  const whole = await fs.readFile(await all.path(), 'utf8');
  figures.exportAll = Date.now() - t2;
  assert.equal(whole.match(/^\[Event /gm)?.length, N, 'every game is in the file');
  figures.exportBytes = whole.length;

  console.log(`# 100,000 games: ${JSON.stringify(figures)}`);
  // The goal is under 100 ms each (the figures printed above go into the
  // README); the test fails only far from it, where the archive would be
  // read whole (seconds), so that a slow or busy machine does not fail it.
  for (const what of ['list', 'player', 'event', 'date', 'result', 'resultAlone', 'open']) {
    assert.ok(figures[what] < 1000, `${what} answered in ${figures[what].toFixed(1)} ms`);
  }
  assert.deepEqual(app.problems, []);
  await context.close();
});

// Storage that fails, and a tab killed at any instant, from the player's
// side:
// 1. IndexedDB full (QuotaExceededError), missing (its getter throws or
//    gives null) or failing to open: the game goes on, the player is
//    told once, in words, what cannot be saved, and the PGN download is
//    offered right in that notice;
// 2. told again only when the situation changes (saving worked, then failed
//    again);
// 3. a game that cannot be archived is never dropped silently: it is named
//    and offered for download;
// 4. an archive of thousands of games loads and the archive list stays
//    usable;
// (A tab killed at any instant: crash.test.mjs; the real quota of the
// origin, and the browser killed: durable.test.mjs.) A write refused at
// once stands here for a full storage, which IndexedDB reports when the
// transaction aborts.
// Hooks used: role=gridcell with data-square, #scoresheet, #announcer,
// [data-storage-alert], [data-archive-entry] and the buttons' names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { appForFile, play, ready, recordAnnouncements, recordFromStart, settle, sheet, until } from './harness.mjs';

const app = appForFile();

const said = (page) => page.evaluate(() => window.__said ?? []);
const alertBox = (page) => page.locator('[data-storage-alert]');
const alertText = async (page) =>
  (await alertBox(page).count()) ? ((await alertBox(page).textContent()) ?? '').trim() : '';

/** Downloads through `button`; returns the file's text. */
async function download(page, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return fs.readFile(await file.path(), 'utf8');
}

/** The moves of a PGN text, without comments and "1..." numbers. */
const moves = (pgn) =>
  pgn
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\d+\.\.\./g, ' ')
    .replace(/\s+/g, ' ');

const OPENING = ['e2e4', 'e7e5', 'g1f3', 'b8c6'];
const OPENING_SHEET = '1. e4 e5 2. Nf3 Nc6';

// Every write to IndexedDB refused as a full storage would refuse it.
function fullStorage() {
  IDBObjectStore.prototype.put = function put() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
}

// No IndexedDB at all: its getter throws (storage disabled) …
function storageDenied() {
  Object.defineProperty(window, 'indexedDB', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
}

// … or gives null (some private modes of old).
function storageNull() {
  Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => null });
}

// Opening it throws (a storage broken on disk, say).
function openingThrows() {
  IDBFactory.prototype.open = function open() {
    throw new DOMException('The operation failed for reasons unrelated to the database itself.', 'UnknownError');
  };
}

const CASES = [
  { name: 'full (QuotaExceededError)', init: fullStorage, words: /cannot be saved.*storage is full/i },
  { name: 'missing (the getter throws)', init: storageDenied, words: /cannot save anything/i },
  { name: 'missing (null)', init: storageNull, words: /cannot save anything/i },
  { name: 'failing to open', init: openingThrows, words: /cannot save anything/i },
];

for (const c of CASES) {
  test(`storage ${c.name}: the game goes on, told once in words, the PGN offered in the notice`, async () => {
    const context = await app.newContext({ acceptDownloads: true });
    // Heard from the start: a storage missing is told as the app starts.
    await context.addInitScript(recordFromStart);
    const page = await ready(await app.open('/', { context, init: c.init }));
    await play(page, ...OPENING);
    assert.equal(await sheet(page), OPENING_SHEET, 'the game goes on');
    const text = await until(() => alertText(page), (t) => c.words.test(t), 'the notice of what cannot be saved');
    assert.match(text, c.words, `the notice: "${text}"`);
    assert.match(text, /download/i, 'the download is offered in words');
    await play(page, 'f1b5', 'a7a6');
    await settle(page);
    const all = await said(page);
    const about = all.filter((s) => /cannot (be )?sav/i.test(s));
    assert.equal(about.length, 1, `told once: ${JSON.stringify(all)}`);
    // The notice stays on screen: the one telling is not lost at the next move.
    assert.match(await alertText(page), c.words);
    const pgn = await download(page, alertBox(page).getByRole('button', { name: 'Download PGN', exact: true }));
    assert.match(moves(pgn), /1\. e4 e5 2\. Nf3 Nc6 3\. Bb5 a6/, pgn);
    // Closed by the player, it stays closed while nothing changes.
    await alertBox(page).getByRole('button', { name: 'Close', exact: true }).click();
    assert.equal(await alertText(page), '');
    await play(page, 'b5a4');
    assert.equal(await sheet(page), `${OPENING_SHEET} 3. Bb5 a6 4. Ba4`);
    await settle(page);
    assert.equal(await alertText(page), '', 'closed, and the situation is the same');
    assert.deepEqual(app.problems, []);
    await context.close();
  });
}

test('what cannot be saved is said in the interface language (de-DE, pt-BR)', async () => {
  const LANGS = [
    { locale: 'de-DE', words: /Speicher des Browsers ist voll/, button: 'PGN herunterladen' },
    { locale: 'pt-BR', words: /armazenamento do navegador está cheio/, button: 'Baixar PGN' },
  ];
  for (const L of LANGS) {
    const context = await app.newContext({ locale: L.locale });
    const page = await ready(await app.open('/', { context, init: fullStorage }));
    const text = await until(() => alertText(page), (t) => L.words.test(t), `the notice in ${L.locale}`);
    assert.match(text, L.words, `${L.locale}: "${text}"`);
    assert.equal(await alertBox(page).getByRole('button', { name: L.button, exact: true }).count(), 1);
    await context.close();
  }
  assert.deepEqual(app.problems, []);
});

test('a storage that fills up is told when it fills, and again only after saving worked and failed again', async () => {
  const context = await app.newContext({ acceptDownloads: true });
  const page = await ready(
    await app.open('/', {
      context,
      init: () => {
        const put = IDBObjectStore.prototype.put;
        window.__full = false;
        IDBObjectStore.prototype.put = function (v, k) {
          if (window.__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          return put.call(this, v, k);
        };
      },
    }),
  );
  await recordAnnouncements(page);
  const toldFull = async () => (await said(page)).filter((s) => /storage is full/i.test(s)).length;
  await play(page, 'e2e4');
  await settle(page);
  assert.equal(await alertText(page), '', 'nothing to tell while saving works');
  await page.evaluate(() => (window.__full = true));
  await play(page, 'e7e5', 'g1f3', 'b8c6');
  await until(toldFull, (n) => n === 1, 'told when it filled');
  assert.match(await alertText(page), /storage is full/i);
  await play(page, 'f1b5', 'a7a6');
  await settle(page);
  assert.equal(await toldFull(), 1, 'not told again at every move');
  await page.evaluate(() => (window.__full = false));
  await play(page, 'b5a4');
  await until(() => alertText(page), (t) => t === '', 'saving works again: the notice goes');
  await until(() => said(page), (s) => s.some((x) => /saved again/i.test(x)), 'said that saving works again');
  await page.evaluate(() => (window.__full = true));
  await play(page, 'g8f6');
  await until(toldFull, (n) => n === 2, 'told again: it failed again');
  await page.evaluate(() => (window.__full = false));
  await page.reload();
  await ready(page);
  assert.equal(await sheet(page), '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4', 'the last save that worked');
  assert.deepEqual(app.problems, []);
  await context.close();
});

test('a finished game the archive cannot take is named and offered for download, never dropped', async () => {
  const context = await app.newContext({ acceptDownloads: true });
  const page = await ready(
    await app.open('/', {
      context,
      init: () => {
        const put = IDBObjectStore.prototype.put;
        IDBObjectStore.prototype.put = function (v, k) {
          if (String(k).startsWith('rochade.archive.')) {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          }
          return put.call(this, v, k);
        };
      },
    }),
  );
  await recordAnnouncements(page);
  await play(page, 'f2f3', 'e7e5', 'g2g4', 'd8h4');
  const text = await until(() => alertText(page), (t) => /archive/i.test(t), 'the notice of the game not archived');
  assert.match(text, /1 game could not be archived/i, `the notice: "${text}"`);
  const all = await said(page);
  assert.equal(all.filter((s) => /could not be archived/i.test(s)).length, 1, JSON.stringify(all));
  const pgn = await download(page, alertBox(page).getByRole('button', { name: 'Download the games not archived' }));
  assert.match(moves(pgn), /1\. f3 e5 2\. g4 Qh4#/, pgn);
  assert.deepEqual(app.problems, []);
  await context.close();
});

/** A 60-move game's PGN (120 half-moves of knights and a closing sequence). */
function longPgn(i) {
  const moves = [];
  const w = ['Nf3', 'Ng1'];
  const b = ['Nf6', 'Ng8'];
  for (let n = 1; n <= 60; n++) moves.push(`${n}. ${w[n % 2 === 1 ? 0 : 1]} ${b[n % 2 === 1 ? 0 : 1]}`);
  return `[Event "Seeded ${i}"]\n[White "White ${i}"]\n[Black "Black ${i}"]\n[Result "*"]\n\n${moves.join(' ')} *`;
}

test('an archive of thousands of games loads and the archive list stays usable', async () => {
  const N = 2000;
  const context = await app.newContext();
  const entries = [];
  for (let i = 0; i < N; i++) {
    const id = `${String(1700000000000 + i).padStart(13, '0')}-seed`;
    entries.push([
      `rochade.archive.${id}`,
      JSON.stringify({
        saved_at: '2026-01-02 03:04',
        white: `White ${i}`,
        black: `Black ${i}`,
        event: `Seeded ${i}`,
        date: '2026.01.02',
        result: '*',
        plies: 120,
        pgn: longPgn(i),
      }),
    ]);
  }
  // As an earlier version left them in localStorage: moved over at the
  // first start.
  await context.addInitScript((pairs) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      for (const [k, v] of pairs) localStorage.setItem(k, v);
    }
  }, entries);
  const t0 = Date.now();
  const page = await ready(await app.open('/', { context }));
  const loaded = Date.now() - t0;
  await play(page, 'e2e4', 'e7e5');
  assert.equal(await sheet(page), '1. e4 e5');
  const t1 = Date.now();
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  await dialog.waitFor();
  const list = dialog.locator('[data-archive-entry]');
  await until(() => list.count(), (n) => n >= 50, 'the first fifty archived games listed', 20000);
  const opened = Date.now() - t1;
  // Every archived game is counted; fifty are shown at a time.
  assert.equal(await dialog.locator('[data-archive-found]').textContent(), `${N} games found (of ${N})`);
  assert.equal(await list.count(), 50);
  await dialog.locator('[data-archive-more]').click();
  // The next fifty come with the render after the click.
  await until(() => list.count(), (n) => n === 100, 'the next fifty listed');
  console.log(`# ${N} archived games: app ready in ${loaded} ms, archive list in ${opened} ms`);
  assert.ok(opened < 15000, `the archive list opened in ${opened} ms`);
  // The newest is first, and it opens.
  await list.first().getByRole('button', { name: 'Open' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.match(await until(() => sheet(page), (t) => t !== '', 'the newest archived game opened'), /^1\. Nf3 Nf6 2\. Ng1 Ng8/);
  assert.deepEqual(app.problems, []);
  await context.close();
});

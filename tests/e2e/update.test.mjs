// An update as a player gets it: a browser profile written by an earlier
// build (kept in tests/fixtures/dist-<commit>; see tests/fixtures/README.md)
// holds a finished game in the archive and a game in progress with its
// clocks paused. The same origin then serves the build under test; the
// page, still the old one (its service worker serves it), offers "Update
// available — reload", and once that is taken the new build opens the same
// profile: the game in progress with the same moves and clocks, and the
// archive with the same game. One test per earlier build, each a profile
// players may have.
//
// A build that had more to keep writes more of it: the game in progress
// of b2f8f87 is a plain one, while 812dacc, which read tournament files and
// remembered them for the next round, starts it from a TRF file (its
// players' names, ratings and FIDE IDs, event, round and board in the
// PGN's tags) and has settings changed from their defaults. The new build
// must give the same PGN of that game, the same settings, and the same
// board of the remembered tournament file; that build stored the file in a
// form the later builds read as an earlier one.
//
// Should the build under test be the earlier build itself (a branch that
// changed nothing of the app), there would be no update to take: it is then
// served marked as a new build (as pwa.test.mjs makes one), so that the
// update path is still the one taken, and the log says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST, downloadPgn, openRules, play, ready, sheet, start, until, waitInPage } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.resolve(here, '..', 'fixtures');
const PRECACHE = path.resolve(here, '..', '..', 'web', 'pwa', 'precache.mjs');
const TOURNAMENT = path.resolve(here, '..', '..', 'crates', 'arbiter', 'tests', 'data', 'tournament');

/**
 * The settings 812dacc's profile changes, by the settings dialog's field
 * names: each away from its default, none changing the English words or
 * the scoresheet's text the test reads.
 */
const CHANGED_SETTINGS = {
  'board-theme': 'theme-green',
  volume: '35',
  'move-words': 'English',
  form: 'long',
  low: '45',
  'more-warnings': '30, 10',
};

/** The New game form's fields a board of the tournament file fills. */
const BOARD_FIELDS = [
  'white', 'black', 'event', 'site', 'round', 'board', 'date',
  'white-fide-id', 'black-fide-id', 'white-elo', 'black-elo',
];

/**
 * The earlier builds, each with what its profile holds beyond the finished
 * game and the game in progress with paused clocks: `tournament`, the game
 * in progress started from a board (`round`, `board`) of a TRF file, which
 * stays remembered; `settings`, settings changed.
 */
const BUILDS = [
  { commit: 'b2f8f87' },
  {
    commit: '812dacc',
    tournament: { file: 'club_round3.trf', round: '3', board: '7' },
    settings: CHANGED_SETTINGS,
  },
];

/** The cache version and file list a build wrote into its sw.js. */
async function swOf(dir) {
  const text = await fs.readFile(path.join(dir, 'sw.js'), 'utf8');
  return {
    version: text.match(/^const VERSION = "([0-9a-f]+)";$/m)?.[1],
    files: JSON.parse(text.match(/^const FILES = (\[[\s\S]*?\]);$/m)?.[1] ?? 'null'),
  };
}

/** Makes `dir` hold exactly the files of `from`. */
async function replaceWith(dir, from) {
  for (const name of await fs.readdir(dir)) await fs.rm(path.join(dir, name), { recursive: true, force: true });
  await fs.cp(from, dir, { recursive: true });
}

/** Waits until an activated service worker controls the page. */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 20000 });
}

const clocks = async (page) => ({
  white: await page.locator('#clock-white .clock-time').textContent(),
  black: await page.locator('#clock-black .clock-time').textContent(),
});

/** The archive as the dialog lists it: each entry's label. */
async function archiveLabels(page) {
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
  await dialog.waitFor();
  const entries = dialog.locator('[data-archive-entry] .archive-label');
  await until(() => entries.count(), (n) => n > 0, 'the archive listed');
  const labels = await entries.allTextContents();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return labels;
}

/** A PGN's tag pairs (each line) and its movetext (words joined by one space). */
function pgnParts(text) {
  const lines = text.split('\n');
  return {
    tags: lines.filter((l) => l.startsWith('[')),
    moves: lines.filter((l) => !l.startsWith('[')).join(' ').split(/\s+/).filter(Boolean).join(' '),
  };
}

/** Opens the settings dialog; returns it. */
async function openSettings(page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.waitFor();
  return dialog;
}

/** Every field of the settings dialog, by name: a checkbox's state, another's value. */
async function settingsShown(page) {
  const dialog = await openSettings(page);
  const shown = await dialog.evaluate((d) =>
    Object.fromEntries(
      [...d.querySelectorAll('input[name], select[name]')].map((e) => [e.name, e.type === 'checkbox' ? e.checked : e.value]),
    ),
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return shown;
}

/** Changes the settings `changed` (field name to value) in the settings dialog. */
async function changeSettings(page, changed) {
  const dialog = await openSettings(page);
  for (const [name, value] of Object.entries(changed)) {
    const field = dialog.locator(`[name="${name}"]`);
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    // A text or number field is taken on its change event: filled, then left.
    else {
      await field.fill(value);
      await field.press('Tab');
    }
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Opens the New game form, chooses `round` and `board` of the tournament
 * file it remembers, and returns the fields that board filled; the form is
 * then left with Cancel, no game started.
 */
async function rememberedBoard(page, { round, board }) {
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'New game' });
  await form.waitFor();
  // Not unfolded here: the form unfolds "Tournament and rules" itself when
  // it remembers a tournament file (a click of ours could fold it again).
  const rounds = form.locator('select[name="tournament-round"]');
  await rounds.waitFor({ timeout: 10000 });
  await rounds.selectOption(round);
  await form.locator('select[name="tournament-board"]').selectOption(board);
  const filled = {};
  for (const name of BOARD_FIELDS) filled[name] = await form.locator(`[name="${name}"]`).inputValue();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await form.waitFor({ state: 'hidden' });
  return filled;
}

/**
 * The update from the build of `commit` (tests/fixtures/dist-<commit>) to
 * the build under test, with the profile that build writes (see BUILDS).
 */
async function updateFrom({ commit, tournament, settings }) {
  const oldDir = path.join(FIXTURES, `dist-${commit}`);
  const old = await swOf(oldDir);
  assert.match(old.version ?? '', /^[0-9a-f]{16}$/, `the fixture of ${commit} is a finished build`);
  const served = await fs.mkdtemp(path.join(os.tmpdir(), 'rochade-served-'));
  const next = await fs.mkdtemp(path.join(os.tmpdir(), 'rochade-next-'));
  await fs.cp(oldDir, served, { recursive: true });
  await fs.cp(DIST, next, { recursive: true });
  let fresh = await swOf(next);
  if (fresh.version === old.version) {
    const index = path.join(next, 'index.html');
    const html = await fs.readFile(index, 'utf8');
    await fs.writeFile(index, html.replace('</head>', '<meta name="rochade-test-build" content="next" /></head>'));
    execFileSync(process.execPath, [PRECACHE, next], { stdio: 'pipe' });
    fresh = await swOf(next);
    console.log(`# the build under test is ${commit} itself: served marked as a new build`);
  }
  assert.notEqual(fresh.version, old.version, 'the build under test is a new version');
  const app = await start({ dist: served });
  try {
    // The earlier build writes the profile: a game finished (archived) ...
    const page = await ready(await app.open('/'));
    await controlled(page);
    await play(page, 'f2f3', 'e7e5', 'g2g4', 'd8h4');
    await page.locator('[data-result]').waitFor({ timeout: 5000 });
    await waitInPage(page, async () => (await __stored.keys()).some((k) => k.startsWith('rochade.archive.')));
    // ... its settings changed, where it has them ...
    if (settings) {
      await changeSettings(page, settings);
      // Stored once the last of them, the further warnings, is.
      await waitInPage(page, async (s) => {
        const stored = JSON.parse((await __stored.get('rochade.settings')) ?? 'null');
        return stored?.more_warnings_s?.join(', ') === s['more-warnings'];
      }, settings);
    }
    // ... and a new game in progress, its clocks paused: from a board of a
    // tournament file, where the build reads them.
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'New game' });
    await form.waitFor();
    let chosen;
    if (tournament) {
      await openRules(form);
      const file = { name: tournament.file, mimeType: 'text/plain', buffer: await fs.readFile(path.join(TOURNAMENT, tournament.file)) };
      await form.locator('input[name="tournament-file"]').setInputFiles(file);
      await form.locator('select[name="tournament-round"]').waitFor({ timeout: 10000 });
      await form.locator('select[name="tournament-round"]').selectOption(tournament.round);
      await form.locator('select[name="tournament-board"]').selectOption(tournament.board);
      chosen = {};
      for (const name of BOARD_FIELDS) chosen[name] = await form.locator(`[name="${name}"]`).inputValue();
      assert.equal(chosen.board, tournament.board, JSON.stringify(chosen));
      assert.ok(chosen.white && chosen.black && chosen['white-fide-id'] && chosen['black-elo'], JSON.stringify(chosen));
    }
    await form.getByLabel('Time control').selectOption('rapid-15+10');
    await form.getByRole('button', { name: 'Start game' }).click();
    await form.waitFor({ state: 'hidden' });
    await play(page, 'e2e4', 'c7c5', 'g1f3', 'd7d6');
    await page.getByRole('button', { name: 'Pause clocks' }).click();
    await page.getByRole('button', { name: 'Resume clocks' }).waitFor();
    const before = { sheet: await sheet(page), clocks: await clocks(page), archive: await archiveLabels(page) };
    assert.equal(before.sheet, '1. e4 c5 2. Nf3 d6');
    assert.equal(before.archive.length, 1, JSON.stringify(before.archive));
    assert.match(before.archive[0], /0-1$/);
    if (tournament) {
      before.pgn = await downloadPgn(page);
      for (const tag of ['White', 'Black', 'Round', 'Board', 'WhiteFideId', 'BlackElo']) {
        assert.match(before.pgn, new RegExp(`^\\[${tag} "[^"]+"\\]$`, 'm'), `${tag} in the PGN of ${commit}:\n${before.pgn}`);
      }
      before.board = await rememberedBoard(page, tournament);
      assert.deepEqual(before.board, chosen, 'the tournament file remembered by the earlier build');
      assert.ok(await page.evaluate(async () => (await __stored.get('rochade.tournament')) !== null), 'the tournament file stored');
    }
    if (settings) {
      before.settings = await settingsShown(page);
      for (const [name, value] of Object.entries(settings)) assert.equal(before.settings[name], value, `the setting ${name}`);
    }
    // What is shown is kept once its transaction commits.
    await waitInPage(page, async () => JSON.parse((await __stored.get('rochade.game')) ?? 'null')?.game?.moves?.length === 4);
    await page.waitForTimeout(500);

    // The server now has the new build; the page, reloaded, is still the
    // old one and offers the new.
    await replaceWith(served, next);
    await page.reload();
    await ready(page);
    assert.equal(await page.locator('meta[name="rochade-test-build"]').count(), 0, 'the old build until the update is taken');
    const offer = page.getByRole('button', { name: /Update available/ });
    await offer.waitFor({ timeout: 30000 });
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    await Promise.all([page.waitForEvent('load', { timeout: 20000 }), offer.click()]);
    await ready(page);
    assert.equal(await page.evaluate(() => window.__sameDocument), undefined, 'the page reloaded');
    await controlled(page);
    // The new build runs: its cache alone, its scripts and module loaded.
    assert.deepEqual(await page.evaluate(() => caches.keys()), [`rochade-${fresh.version}`]);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname.slice(1))
        .filter((p) => /\.(js|wasm)$/.test(p)),
    );
    assert.ok(loaded.some((p) => p.endsWith('.wasm')), `the module was loaded: ${loaded}`);
    for (const p of loaded) assert.ok(fresh.files.includes(p) || p === 'sw.js', `${p} is a file of the new build`);
    assert.equal(await page.getByRole('button', { name: /Update available/ }).count(), 0);

    // The profile, read by the new build.
    await until(() => sheet(page), (t) => t === before.sheet, 'the game in progress with its moves');
    assert.deepEqual(await clocks(page), before.clocks, 'the clocks as they were paused');
    assert.equal(await page.getByRole('button', { name: 'Resume clocks' }).count(), 1, 'still paused');
    assert.deepEqual(await archiveLabels(page), before.archive, 'the archive as it was');
    if (tournament) {
      // Every tag pair the earlier build wrote, and the same movetext (a
      // tag pair a later build adds is not a loss).
      const pgn = pgnParts(await downloadPgn(page));
      const was = pgnParts(before.pgn);
      for (const tag of was.tags) assert.ok(pgn.tags.includes(tag), `${tag} in the PGN after the update:\n${pgn.tags.join('\n')}`);
      assert.equal(pgn.moves, was.moves, 'the movetext of the game in progress');
      assert.deepEqual(await rememberedBoard(page, tournament), before.board, 'the remembered tournament file');
    }
    if (settings) {
      const after = await settingsShown(page);
      for (const name of Object.keys(before.settings)) {
        // The piece letters no player chose (English was every first
        // visit's) follow the interface language now; a choice is kept.
        const want = name === 'letters' && before.settings[name] === 'English' ? 'Interface' : before.settings[name];
        assert.equal(after[name], want, `the setting ${name}`);
      }
    }
    // The game in progress plays on ...
    await page.getByRole('button', { name: 'Resume clocks' }).click();
    await play(page, 'd2d4');
    await until(() => sheet(page), (t) => t === `${before.sheet} 3. d4`, 'a move played after the update');
    // ... and the archived game opens, read from the old build's records.
    await page.getByRole('button', { name: 'PGN & archive' }).click();
    const dialog = page.getByRole('dialog', { name: 'PGN & archive' });
    await dialog.locator('[data-archive-entry]').first().getByRole('button', { name: 'Open for review' }).click();
    await until(() => sheet(page), (t) => t.startsWith('1. f3 e5 2. g4 Qh4#'), 'the archived game opened');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.stop();
    await fs.rm(served, { recursive: true, force: true });
    await fs.rm(next, { recursive: true, force: true });
  }
}

test("a profile written by b2f8f87 (a finished game archived, a game in progress with its clocks paused) opens on the new build, its game in progress and archive kept, once the update is taken through the page's own offer", () =>
  updateFrom(BUILDS[0]));

test("a profile written by 812dacc (a finished game archived, a game in progress from a remembered TRF file with its clocks paused, settings changed) opens on the new build, its game, PGN tags, archive, settings and tournament file kept, once the update is taken through the page's own offer", () =>
  updateFrom(BUILDS[1]));

// A club's start, measured: 100,000 games in the archive, and the time from
// the navigation to a board that accepts a move. Prints figures and never
// fails on time (it is not part of `cargo xtask test`).
//
//   cargo xtask build && cd tests && node bench/archive_start.mjs [distA] [distB]
//
// (default: ../dist; with two directories, the figures side by side.)
//
// The setting: dist/ served as a static host serves it (xtask/node/server.mjs
// with `{ static: true }`), Debian's /usr/bin/chromium through
// playwright-core, a 1024 x 768 window, the CPU slowed 4 times
// (Emulation.setCPUThrottlingRate), a fresh browser per run, the median of
// 3 runs. Before each run the store of the origin is seeded with 100,000
// games in the layout the app writes (the metadata under
// `rochade.archive.<id>`, the text under `rochade.pgn.<id>`), from a page
// of the origin that does not start the app.
//
// What it reports, each from the start of the navigation:
// - the app's board in the page (role=gridcell, which the static board of
//   index.html does not have);
// - the board accepts a move: a script in the page clicks e2 as soon as the
//   app's board is there and e4 once e2 is picked up; the time is when the
//   pawn stands on e4;
// - the archive lists all 100,000: the "PGN & archive" dialog, opened once
//   the move stood, shows the count of every game.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from '../../xtask/node/server.mjs';
import { distsFromArgs, median, ms } from './common.mjs';
import { seedArchive } from '../archive_seed.mjs';

const CHROMIUM = process.env.ROCHADE_CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Number(process.env.ROCHADE_BENCH_RUNS ?? 3);
const N = 100_000;
const CPU_SLOWDOWN = 4;
const WINDOW = { viewport: { width: 1024, height: 768 } };

/** The metadata and text of seeded game `i`, as the app stores them. */
function seed(i) {
  const names = ['Anna', 'Bella', 'Cesar', 'David', 'Eva', 'Felix', 'Gustav', 'Hector'];
  const white = `${names[i % 8]} ${i}`;
  const black = `${names[(i * 3 + 1) % 8]} ${i >> 3}`;
  const result = ['1-0', '0-1', '1/2-1/2', '*'][i % 4];
  const date = `${2020 + (i % 7)}.${String(1 + (i % 12)).padStart(2, '0')}.${String(1 + (i % 28)).padStart(2, '0')}`;
  const id = `${String(1_600_000_000_000 + i * 60_000).padStart(13, '0')}-seed`;
  const pgn =
    `[Event "Club night"]\n[Site "?"]\n[Date "${date}"]\n[Round "?"]\n` +
    `[White "${white}"]\n[Black "${black}"]\n[Result "${result}"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 ${result}\n`;
  const meta = { saved_at: '2026-11-30 20:00', white, black, event: 'Club night', date, result, plies: 6, hash: (i + 1).toString(16).padStart(16, '0') };
  return [id, JSON.stringify(meta), pgn];
}

/**
 * In the page, before its scripts: as soon as the app's board is there,
 * plays e2-e4 by clicks, recording when the board appeared and when the
 * move stood.
 */
function probe() {
  const bench = (window.__bench = { board: null, moved: null });
  const cell = (sq) => document.querySelector(`[role="gridcell"][data-square="${sq}"]`);
  let step = 0;
  const tick = () => {
    if (step === 0 && cell('e2')) {
      bench.board = performance.now();
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

async function run(url, rows) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const context = await browser.newContext(WINDOW);
    const blank = await context.newPage();
    await blank.goto(new URL('/manifest.webmanifest', url).href);
    for (let i = 0; i < rows.length; i += 20_000) await seedArchive(blank, rows.slice(i, i + 20_000));
    await blank.close();
    await context.addInitScript(probe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench?.moved != null, null, { timeout: 120_000, polling: 100 });
    const bench = await page.evaluate(() => ({ ...window.__bench }));
    // The whole archive listed: its dialog opened once the move stood.
    const listed = await page.evaluate(async (n) => {
      [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'PGN & archive').click();
      for (;;) {
        const t = document.querySelector('[data-archive-found]')?.textContent ?? '';
        if (t.startsWith(`${n} `)) return performance.now();
        await new Promise((r) => setTimeout(r, 20));
      }
    }, N);
    return { board: bench.board, move: bench.moved, listed };
  } finally {
    await browser.close();
  }
}

async function measure(dist, rows) {
  const { server, url } = await serve(dist, 0, { static: true });
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const r = await run(url, rows);
      console.error(`  ${dist} run ${i + 1}: board ${ms(r.board)}, move ${ms(r.move)}, archive listed ${ms(r.listed)}`);
      runs.push(r);
    }
  } finally {
    server.close();
  }
  const m = (k) => median(runs.map((r) => r[k]));
  return { board: m('board'), move: m('move'), listed: m('listed') };
}


const dists = distsFromArgs();

const rows = Array.from({ length: N }, (_, i) => seed(i));
const results = [];
for (const d of dists) results.push(await measure(d, rows));

const lines = [
  ["the app's board in the page", (r) => ms(r.board)],
  ['the board accepts a move (e2-e4 stands)', (r) => ms(r.move)],
  ['the archive lists all 100,000 games', (r) => ms(r.listed)],
];
const width = Math.max(...lines.map(([label]) => label.length));
console.log(`\n100,000 archived games; median of ${RUNS} runs from the navigation; CPU / ${CPU_SLOWDOWN}, 1024 x 768.`);
console.log(['', ...dists].map((d, i) => (i === 0 ? ''.padEnd(width) : path.basename(path.resolve(d)).padStart(20))).join('  '));
for (const [label, f] of lines) {
  console.log([label.padEnd(width), ...results.map((r) => f(r).padStart(20))].join('  '));
}

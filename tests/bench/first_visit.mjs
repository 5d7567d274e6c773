// A first visit and a repeat visit on a slow phone, measured; prints figures
// and never fails on time (it is not part of `cargo xtask test`: one build
// takes about a minute).
//
//   cargo xtask build && cd tests && node bench/first_visit.mjs [distA] [distB]
//
// (default: ../dist; with two directories, the figures side by side.)
//
// The setting, Lighthouse's slow mobile line and phone:
// - dist/ served as a static host serves it (xtask/node/server.mjs with
//   `{ static: true }`: gzip for text and wasm, ETag, 304);
// - Debian's /usr/bin/chromium through playwright-core, a 390 x 844 phone
//   viewport (isMobile, touch, 3x pixels);
// - the network through CDP Network.emulateNetworkConditions, for the page
//   and for its service worker alike: 1.6 Mbit/s down, 750 kbit/s up,
//   150 ms round trip; the CPU slowed 4 times (Emulation.setCPUThrottlingRate)
//   for the page;
// - a fresh browser profile per run; the median of 3 runs.
//
// What it reports, each from the start of the navigation:
// (a) the largest contentful paint of a first visit (the last
//     `largest-contentful-paint` entry before the first move stood: the
//     script's clicks are not the user's input, which would end the
//     measure; goal <= 2.5 s);
// (b) when the first visit's board first accepts a move: a script in the
//     page clicks e2 as soon as the app's board (role=gridcell, which the
//     static board in index.html does not have) is in the page, e4 once e2
//     is picked up, and the time is when the pawn stands on e4 (goal <= 3.5 s);
//     the moment the app's board appeared is printed too;
// (c) a repeat visit served by the service worker with the network offline:
//     when the same script's move (e7-e5 then) stands on the board (goal
//     <= 1.0 s);
// (d) the bytes the page fetched (compressed, with headers) from the start
//     of the first visit until 4.5 s after its board accepted the move (goal
//     <= 500 KiB); the service worker's own fetches in the same window (its
//     precache of the workers, language packs and icons for offline play)
//     are printed on a line of their own, and both together on another;
// and each wasm's size after `gzip -9`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from '../../xtask/node/server.mjs';
import { distsFromArgs, median, ms } from './common.mjs';

const CHROMIUM = process.env.ROCHADE_CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Number(process.env.ROCHADE_BENCH_RUNS ?? 3);
const AFTER_USABLE_MS = 4500;

/** Lighthouse's slow mobile line (its "Slow 4G"). */
const LINE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/**
 * In the page, before its scripts: records the LCP entries and, as soon as
 * the app's board is there, makes a move (e2-e4, or e7-e5 when e2 is empty)
 * by clicks, recording when the board appeared and when the move stood.
 */
function probe() {
  const bench = (window.__bench = { lcp: [], board: null, moved: null, clicked: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      const name = el ? `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''}` : '?';
      bench.lcp.push({ t: e.startTime, size: e.size, el: name });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const cell = (sq) => document.querySelector(`[role="gridcell"][data-square="${sq}"]`);
  let from = null;
  let to = null;
  let step = 0;
  const tick = () => {
    if (step === 0 && cell('e2')) {
      bench.board = performance.now();
      [from, to] = cell('e2').querySelector('svg') ? ['e2', 'e4'] : ['e7', 'e5'];
      bench.clicked = performance.now();
      cell(from).click();
      step = 1;
    } else if (step === 1 && cell(from)?.classList.contains('selected')) {
      cell(to).click();
      step = 2;
    } else if (step === 2 && cell(to)?.querySelector('svg') && !cell(from)?.querySelector('svg')) {
      bench.moved = performance.now();
      step = 3;
      return;
    }
    // Checked at every change of the page and every frame, whichever comes
    // first, so that the times are those of the page, not of this script.
    requestAnimationFrame(tick);
  };
  new MutationObserver(() => step < 3 && tick()).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  });
  requestAnimationFrame(tick);
}

function gzipSize(file) {
  return execFileSync('gzip', ['-9', '-c', file], { maxBuffer: 1 << 26 }).length;
}

/** Each wasm of `dist` by its name without Trunk's hash, with its gzip -9 size. */
function wasmSizes(dist) {
  return fs
    .readdirSync(dist)
    .filter((f) => f.endsWith('.wasm'))
    .map((f) => [f.replace(/_bg\.wasm$/, '').replace(/-[0-9a-f]{8,16}$/, ''), gzipSize(path.join(dist, f))])
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Throttles every service worker of the browser as the page is throttled.
 * Playwright gives no CDP session of a worker; the browser's session attaches
 * to it (Target.attachToTarget without `flatten`) and talks through
 * Target.sendMessageToTarget.
 */
async function throttleServiceWorkers(browser, conditions) {
  const cdp = await browser.newBrowserCDPSession();
  const done = new Set();
  let id = 0;
  const attach = async ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker' || done.has(targetInfo.targetId)) return;
    done.add(targetInfo.targetId);
    try {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false });
      for (const [method, params] of [
        ['Network.enable', {}],
        ['Network.emulateNetworkConditions', conditions()],
      ]) {
        await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
      }
    } catch (e) {
      console.error(`bench: could not throttle a service worker: ${e.message}`);
    }
  };
  cdp.on('Target.targetCreated', attach);
  cdp.on('Target.targetInfoChanged', attach);
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  return cdp;
}

/** One first visit and one offline repeat visit of the app at `url`. */
async function run(url) {
  let offline = false;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const context = await browser.newContext(PHONE);
    await throttleServiceWorkers(browser, () => (offline ? { ...LINE, offline: true } : LINE));
    await context.addInitScript(probe);
    const received = [];
    context.on('requestfinished', async (req) => {
      const sizes = await req.sizes().catch(() => null);
      const timing = req.timing();
      if (!sizes) return;
      received.push({
        url: req.url(),
        worker: Boolean(req.serviceWorker()),
        end: timing.startTime + Math.max(timing.responseEnd, 0),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    });
    const visit = async () => {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', offline ? { ...LINE, offline: true } : LINE);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__bench?.moved != null, null, { timeout: 60000, polling: 100 });
      const bench = await page.evaluate(() => ({ ...window.__bench, origin: performance.timeOrigin }));
      return { page, bench };
    };

    // The first visit.
    const first = await visit();
    const lcp = first.bench.lcp.filter((e) => e.t <= first.bench.moved).at(-1);
    const until = first.bench.origin + first.bench.moved + AFTER_USABLE_MS;
    await first.page.waitForTimeout(Math.max(0, until - Date.now()) + 200);
    const counted = received.filter((r) => r.end <= until);
    const bytes = counted.reduce((n, r) => n + r.bytes, 0);
    const workerBytes = counted.filter((r) => r.worker).reduce((n, r) => n + r.bytes, 0);
    for (const r of counted.slice().sort((a, b) => a.end - b.end)) {
      console.error(`      ${(r.end / 1000 - first.bench.origin / 1000).toFixed(2).padStart(6)} s ${kib(r.bytes).padStart(10)} ${r.worker ? 'sw ' : '   '}${new URL(r.url).pathname}`);
    }
    console.error(`    first visit: LCP ${ms(lcp?.t)} ${lcp?.el}, board ${ms(first.bench.board)}, move ${ms(first.bench.moved)}, ${kib(bytes)} (worker ${kib(workerBytes)})`);

    // The repeat visit: once the service worker holds the build, offline.
    await first.page.waitForFunction(
      () => navigator.serviceWorker?.controller?.state === 'activated',
      null,
      { timeout: 120000, polling: 200 },
    );
    await first.page.evaluate(() => navigator.serviceWorker.ready);
    await first.page.close();
    offline = true;
    await context.setOffline(true);
    const repeat = await visit();
    const timeline = await repeat.page.evaluate(() => [
      ...performance.getEntriesByType('resource').map((e) => [e.responseEnd, new URL(e.name).pathname]),
      ...performance.getEntriesByType('mark').map((e) => [e.startTime, `mark ${e.name}`]),
      [window.__bench.board, 'the app\'s board'],
      [window.__bench.moved, 'the move stands'],
    ]);
    for (const [t, what] of timeline.sort((a, b) => a[0] - b[0])) {
      console.error(`      repeat ${(t / 1000).toFixed(2).padStart(6)} s ${what}`);
    }
    return {
      lcp: lcp?.t,
      lcpElement: lcp ? `${lcp.el} (${lcp.size} px²)` : 'none',
      board: first.bench.board,
      move: first.bench.moved,
      repeatBoard: repeat.bench.board,
      repeatMove: repeat.bench.moved,
      bytes,
      workerBytes,
      pageBytes: bytes - workerBytes,
    };
  } finally {
    await browser.close();
  }
}

async function measure(dist) {
  const { server, url } = await serve(dist, 0, { static: true });
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const r = await run(url);
      console.error(
        `  ${dist} run ${i + 1}: LCP ${ms(r.lcp)} (${r.lcpElement}), board ${ms(r.board)}, move ${ms(r.move)}, ` +
          `repeat board ${ms(r.repeatBoard)}, repeat move ${ms(r.repeatMove)}, ${kib(r.bytes)} (worker ${kib(r.workerBytes)})`,
      );
      runs.push(r);
    }
  } finally {
    server.close();
  }
  const m = (k) => median(runs.map((r) => r[k]));
  return {
    lcp: m('lcp'),
    board: m('board'),
    move: m('move'),
    repeatBoard: m('repeatBoard'),
    repeatMove: m('repeatMove'),
    bytes: m('bytes'),
    pageBytes: m('pageBytes'),
    workerBytes: m('workerBytes'),
    wasm: wasmSizes(dist),
  };
}

const kib = (x) => (x == null || Number.isNaN(x) ? '—' : `${(x / 1024).toFixed(1)} KiB`);

const dists = distsFromArgs();

const results = [];
for (const d of dists) results.push(await measure(d));

const rows = [
  ['(a) largest contentful paint, first visit (goal <= 2.5 s)', (r) => ms(r.lcp)],
  ['(b) first move accepted, first visit (goal <= 3.5 s)', (r) => ms(r.move)],
  ['    the app\'s board in the page, first visit', (r) => ms(r.board)],
  ['(c) move accepted, repeat visit offline (goal <= 1.0 s)', (r) => ms(r.repeatMove)],
  ['    the app\'s board in the page, repeat visit', (r) => ms(r.repeatBoard)],
  ['(d) bytes the page fetched until 4.5 s after (b) (goal <= 500 KiB)', (r) => kib(r.pageBytes)],
  ['    the service worker\'s precache in that time', (r) => kib(r.workerBytes)],
  ['    both together', (r) => kib(r.bytes)],
];
const names = [...new Set(results.flatMap((r) => r.wasm.map(([n]) => n)))];
for (const n of names) {
  rows.push([`wasm ${n} (gzip -9)`, (r) => {
    const size = r.wasm.find(([w]) => w === n)?.[1];
    return size == null ? '—' : `${size} B`;
  }]);
}
const width = Math.max(...rows.map(([label]) => label.length));
console.log(
  `\nMedian of ${RUNS} runs; 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, CPU / ${CPU_SLOWDOWN}, 390 x 844 phone.`,
);
console.log(['', ...dists].map((d, i) => (i === 0 ? ''.padEnd(width) : path.basename(path.resolve(d)).padStart(16))).join('  '));
for (const [label, f] of rows) {
  console.log([label.padEnd(width), ...results.map((r) => f(r).padStart(16))].join('  '));
}

// The profile of a first visit (`cargo xtask split-profile`, which calls
// this): the page's functions that run from the start until the first move,
// read from an instrumented build (xtask/src/split.rs, `instrument`), where
// function i writes 1 into byte i of the exported memory `__profile`.
//
//   node bench/split_profile.mjs <instrumented dist> <hits.json>
//
// What it does, each in a fresh browser profile: a first visit and then a
// repeat visit (the game kept, the service worker serving), in English,
// German and Portuguese, with a mouse on a laptop's screen and by touch on a
// phone's; a move by clicks or taps each time, and a second move by typing
// it, as a blind player would. The union of the functions that ran is the
// first part of the page's wasm; what a player does after that (dialogs,
// the arbiter's desk, the analysis …) is fetched meanwhile.
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { serve } from '../../xtask/node/server.mjs';

const CHROMIUM = process.env.ROCHADE_CHROMIUM ?? '/usr/bin/chromium';
const [dir, out] = process.argv.slice(2);
if (!dir || !out) {
  console.error('usage: node bench/split_profile.mjs <instrumented dist> <hits.json>');
  process.exit(2);
}

const SETTINGS = [
  { locale: 'en-US', viewport: { width: 1280, height: 800 } },
  { locale: 'de-DE', viewport: { width: 1280, height: 800 } },
  { locale: 'pt-BR', viewport: { width: 1280, height: 800 } },
  { locale: 'en-GB', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  { locale: 'de-AT', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  // As tests/bench/first_visit.mjs measures: a slow phone on a slow line,
  // the move made by the page's own clicks; the order in which a hook's
  // effects run and are dropped depends on the timing.
  { locale: 'en-US', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3, slow: true },
];
const LINE = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const cell = (page, sq) => page.locator(`[role="gridcell"][data-square="${sq}"]`);

async function move(page, how, from, to) {
  for (const sq of [from, to]) {
    if (how === 'script') await page.evaluate((s) => document.querySelector(`[role="gridcell"][data-square="${s}"]`).click(), sq);
    else if (how === 'tap') await cell(page, sq).tap();
    else await cell(page, sq).click();
  }
  await page.waitForFunction(([t]) => document.querySelector(`[role="gridcell"][data-square="${t}"] svg`), [to]);
}

const { server, url } = await serve(dir, 0, { static: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const hits = new Set();
try {
  for (const setting of SETTINGS) {
    const { slow, ...options } = setting;
    const context = await browser.newContext(options);
    // Trunk's loader hands the instance's exports to this event.
    await context.addInitScript(() => {
      addEventListener('TrunkApplicationStarted', (e) => (globalThis.__wasmExports = e.detail.wasm));
    });
    const how = slow ? 'script' : setting.hasTouch ? 'tap' : 'click';
    // The first visit plays 1. e4 e5, the repeat visit 2. Nf3 Nc6.
    const visits = [
      ['e2', 'e4', 'e5'],
      ['g1', 'f3', 'Nc6'],
    ];
    for (const [from, to, typed] of visits) {
      const page = await context.newPage();
      if (slow) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', LINE);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }
      await page.goto(url);
      await cell(page, from).waitFor({ timeout: 60000 });
      await page.waitForFunction(() => !document.querySelector('[data-loading-board]'));
      await move(page, how, from, to);
      const field = page.locator('#move-input');
      if (await field.count()) {
        await field.fill(typed);
        await field.press('Enter');
        await page.waitForTimeout(500);
      }
      // The clock runs a while, as a player thinks.
      await page.waitForTimeout(3000);
      const ran = await page.evaluate(() => {
        const flags = new Uint8Array(globalThis.__wasmExports.__profile.buffer);
        const out = [];
        flags.forEach((f, i) => f && out.push(i));
        return out;
      });
      for (const i of ran) hits.add(i);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
fs.writeFileSync(out, JSON.stringify([...hits].sort((a, b) => a - b)));
console.log(`split_profile.mjs: ${hits.size} functions ran`);

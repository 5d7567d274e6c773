// The page's cold code in modules of their own (web/pwa/split.mjs): no start
// runs it, in any mode; the forms and the PGN dialog run from the parts
// fetched after the start; cold code needed before its part arrived is read
// synchronously. (The offline test of pwa.test.mjs opens the new-game form,
// which is cold, with no network.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARBITER_PANEL, BRAILLE_PANEL, play, ready, start, switchOn } from './harness.mjs';

const SYNC = /was needed before it arrived and was read synchronously/;
const PART = /-cold-[a-z]+-[0-9a-f]{8,16}_bg\.wasm$/;

/** Collects the page's console warnings and the parts it asks for. */
function watch(page) {
  const seen = { warnings: [], parts: [] };
  page.on('console', (m) => {
    if (m.type() === 'warning') seen.warnings.push(m.text());
  });
  page.on('request', (r) => {
    if (PART.test(r.url())) seen.parts.push(r.url());
  });
  return seen;
}

/** Holds every request for a part of `context` until `release()`. */
async function holdParts(context) {
  let release;
  const released = new Promise((r) => (release = r));
  await context.route(PART, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

test('no start runs cold code: a game under way with the panels on, the clock mode, German', async () => {
  const app = await start();
  try {
    // The panels switched on in one context, whose storage the next page
    // shares. Without the service worker: under it a start waits for the
    // parts (which it serves from its cache) and would hide the call.
    const noWorker = { serviceWorkers: 'block' };
    const context = await app.newContext(noWorker);
    const setup = await context.newPage();
    await setup.goto(app.url);
    await ready(setup);
    await switchOn(setup, BRAILLE_PANEL, ARBITER_PANEL);
    await play(setup, 'e2e4', 'e7e5', 'g1f3');
    await setup.waitForTimeout(500);
    await setup.close();
    const release = await holdParts(context);
    const scenarios = [
      ['/', context, (p) => ready(p)],
      ['/?clock', await app.newContext({ ...noWorker, locale: 'en-GB' }), (p) => p.locator('[data-mode="clock"]').waitFor({ timeout: 20000 })],
      ['/', await app.newContext({ ...noWorker, locale: 'de-DE' }), (p) => p.getByRole('heading', { name: 'Rochade' }).waitFor({ timeout: 20000 })],
    ];
    const releases = [release];
    for (const [url, ctx, shown] of scenarios) {
      if (ctx !== context) releases.push(await holdParts(ctx));
      const page = await ctx.newPage();
      const seen = watch(page);
      await page.goto(new URL(url, app.url).href);
      await shown(page);
      await page.waitForTimeout(1000);
      assert.deepEqual(seen.warnings.filter((w) => SYNC.test(w)), [], `${url}: a start ran cold code`);
      assert.ok(seen.parts.length >= 2, `${url}: the parts were asked for`);
    }
    releases.forEach((r) => r());
    assert.deepEqual(app.problems, []);
  } finally {
    await app.stop();
  }
});

test('the forms and the PGN dialog run from the parts fetched after the start, each fetched once', async () => {
  const app = await start();
  try {
    const page = await app.open('/');
    const seen = watch(page);
    await ready(page);
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'PGN & archive' }).click();
    const pgn = page.getByRole('dialog', { name: 'PGN & archive' });
    await pgn.getByLabel('Or paste PGN text').waitFor();
    await pgn.getByRole('button', { name: 'Close' }).click();
    await pgn.waitFor({ state: 'hidden' });
    // The focus is back on the button that opened it.
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'PGN & archive');
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Time control').waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), 'New game');
    const names = seen.parts.map((u) => u.split('/').pop().replace(/-[0-9a-f]+_bg\.wasm$/, ''));
    assert.deepEqual(names.sort(), ['rochade-web-cold-forms', 'rochade-web-cold-pgn', 'rochade-web-cold-play']);
    assert.deepEqual(seen.warnings.filter((w) => SYNC.test(w)), []);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.stop();
  }
});

test('cold code needed before its part arrived is read synchronously and works, with a warning', async () => {
  const app = await start();
  try {
    const context = await app.newContext();
    // The first request for the PGN part is held for 8 s; later ones pass.
    let held = false;
    await context.route(/-cold-pgn-[0-9a-f]{8,16}_bg\.wasm$/, async (route) => {
      if (!held) {
        held = true;
        await new Promise((r) => setTimeout(r, 8000));
      }
      await route.continue().catch(() => {});
    });
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(app.url);
    await ready(page);
    assert.ok(held, 'the part was asked for');
    await page.getByRole('button', { name: 'PGN & archive' }).click();
    const pgn = page.getByRole('dialog', { name: 'PGN & archive' });
    await pgn.getByLabel('Or paste PGN text').fill('1. e4 e5 2. Nf3 *');
    await pgn.getByRole('button', { name: 'Read games' }).click();
    await pgn.getByRole('button', { name: 'Open for review' }).first().waitFor();
    const sync = seen.warnings.filter((w) => SYNC.test(w));
    assert.equal(sync.length, 1, seen.warnings.join('\n'));
    assert.match(sync[0], /-cold-pgn-/);
    assert.deepEqual(app.problems, []);
  } finally {
    await app.stop();
  }
});

// The first screen's words arrive beside the module, not after it: the
// inline script of index.html preloads the pack of the browser's language,
// and the app's own fetch of it (web/src/words/i18n/pack.rs) is answered by
// that preload, so a first visit over a slow line does not wait a round trip
// more once the wasm is in.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ready, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

/**
 * A first visit in `locale` over a line slow enough that the module takes
 * a while (about 1.3 MB of wasm at 2 MB/s); the page's own requests, with
 * when each started and ended (ms since the navigation began).
 */
async function firstVisit(locale, newGame) {
  const context = await app.newContext({ locale });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 2 * 1024 * 1024,
    uploadThroughput: 1024 * 1024,
  });
  const requests = [];
  page.on('requestfinished', (req) => {
    const t = req.timing();
    requests.push({ path: new URL(req.url()).pathname, start: t.startTime, end: t.startTime + t.responseEnd });
  });
  await page.goto(app.url);
  await ready(page);
  // Drawn in the browser's language.
  await page.getByRole('button', { name: newGame }).first().waitFor({ timeout: 20000 });
  await context.close();
  return requests;
}

for (const [locale, tag, newGame] of [
  ['en-GB', 'en', 'New game'],
  ['de-DE', 'de', 'Neue Partie'],
]) {
  test(`${locale}: the pack i18n/${tag}.json is asked for once, before the module has arrived`, async () => {
    const requests = await firstVisit(locale, newGame);
    const packs = requests.filter((r) => r.path.startsWith('/i18n/'));
    // One request: the preload's. Were the app's fetch not answered by it
    // (another URL, or credentials that do not match), there would be two.
    assert.deepEqual(
      packs.map((r) => r.path),
      [`/i18n/${tag}.json`],
      `the page's requests: ${requests.map((r) => r.path).join(', ')}`,
    );
    const wasm = requests.find((r) => r.path.endsWith('_bg.wasm'));
    assert.ok(wasm, 'the module was fetched');
    assert.ok(
      packs[0].start < wasm.end,
      `the pack was asked for at ${packs[0].start - wasm.start} ms after the module, which ended after ${wasm.end - wasm.start} ms`,
    );
    assert.deepEqual(app.problems, []);
  });
}

test('a language chosen in the settings other than the browser\'s is still shown', async () => {
  const context = await app.newContext({ locale: 'en-GB' });
  const page = await app.open('/', { context });
  await ready(page);
  await page.evaluate(async () => {
    const raw = await window.__stored.get('rochade.settings');
    const settings = raw ? JSON.parse(raw) : {};
    settings.lang = 'Pt';
    await window.__stored.set('rochade.settings', JSON.stringify(settings));
  });
  await page.reload();
  await page.getByRole('button', { name: 'Nova partida' }).first().waitFor({ timeout: 20000 });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt');
  await context.close();
  assert.deepEqual(app.problems, []);
});

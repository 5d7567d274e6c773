// The page's wasm in two parts (xtask/src/split.rs): a first visit's first
// move needs only the first part, and the rest of the app works whether the
// second part came in the background or is read at once when needed.
//
// When the first test fails, a function a first visit runs is missing from
// web/first-visit-functions.txt: make the profile again with
// `cargo xtask split-profile` and commit it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ready, square, start } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

const SECOND_PART = /rochade-web-rest-[0-9a-f]+_bg\.wasm$/;
const split = (page) => page.evaluate(() => ({ ...globalThis.__rochadeSplit }));

/**
 * Opens the app with the page's fetch of the second part held back until
 * `release()` is called (not its reading at once, a synchronous request,
 * which nothing could release); returns the page and how many times the
 * second part was read at once.
 */
async function openHeld() {
  let release;
  const held = new Promise((r) => (release = r));
  const context = await app.newContext();
  let readAtOnce = 0;
  await context.route(SECOND_PART, async (route) => {
    const request = route.request();
    // The service worker's precache of it is not the page's.
    if (!request.serviceWorker()) {
      if (request.resourceType() === 'fetch') await held;
      else readAtOnce += 1;
    }
    await route.continue().catch(() => {});
  });
  const page = await app.open('/', { context });
  await ready(page);
  return { page, context, release: () => release(), readAtOnce: () => readAtOnce };
}

test('the first move, by clicks and typed, needs only the first part of the page', async () => {
  const { page, context, release, readAtOnce } = await openHeld();
  await square(page, 'e2').click();
  await square(page, 'e4').click();
  await page.locator('#move-input').fill('e5');
  await page.locator('#move-input').press('Enter');
  await page.locator('[role="gridcell"][data-square="e5"] svg').waitFor();
  // The clock runs while the player thinks; nothing of that needs it either.
  await page.waitForTimeout(1500);
  const before = await split(page);
  assert.equal(
    before.sync,
    false,
    'a function of the second part was needed before the first move: run `cargo xtask split-profile` and commit web/first-visit-functions.txt',
  );
  assert.equal(readAtOnce(), 0);
  assert.equal(before.ready, false, 'the second part was held back');
  release();
  await page.waitForFunction(() => globalThis.__rochadeSplit.ready, null, { timeout: 20000 });
  assert.equal((await split(page)).sync, false);
  // Now the rest of the app: a dialog from the second part.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.locator('dialog[open]').waitFor();
  assert.deepEqual(app.problems, []);
  await context.close();
});

test('a dialog opened before the second part is in is drawn: the part is read at once', async () => {
  const { page, context, release, readAtOnce } = await openHeld();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.locator('dialog[open]').waitFor();
  const now = await split(page);
  assert.equal(now.sync, true, 'read at once');
  assert.equal(now.ready, true);
  assert.equal(readAtOnce(), 1, 'read at once, once');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  await page.locator('dialog[open]').waitFor();
  // The held fetch, when it comes in, changes nothing.
  release();
  await page.waitForTimeout(500);
  assert.equal(await page.locator('dialog[open]').count(), 1);
  assert.deepEqual(app.problems, []);
  await context.close();
});

test('a repeat visit offline has the second part before its first screen: the reading at once would miss the service worker', async () => {
  const context = await app.newContext();
  const page = await app.open('/', { context });
  await ready(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 20000 });
  await square(page, 'e2').click();
  await square(page, 'e4').click();
  await page.waitForFunction(() => globalThis.__rochadeSplit?.ready, null, { timeout: 20000 });
  // The move is kept before the reload (its transaction commits after it shows).
  await page.waitForTimeout(500);
  await context.setOffline(true);
  await page.reload();
  await ready(page);
  const first = await split(page);
  assert.deepEqual(first, { ready: true, sync: false }, 'in before the first screen, from the service worker');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.locator('dialog[open]').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  await page.locator('dialog[open]').waitFor();
  assert.deepEqual(app.problems, []);
  await context.close();
});

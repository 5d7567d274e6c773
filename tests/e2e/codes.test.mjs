// A finished game handed from a tablet to the arbiter's device through the
// camera, with no network between them: the tablet shows the game as QR
// codes (#game-codes, one SVG a code, in order), the test films them into
// a Y4M file (raw I420 frames: part 1, a damaged part 2, the rest, part 2
// again; the file loops; Chromium's fake camera decodes MJPEG with damaged
// blocks, which a raw file avoids), and a second Chromium, whose fake
// camera plays that file, reads
// them with the wasm decoder in the codes worker (#code-scanner,
// data-decoder="wasm", [data-codes-read]) into the round's table and the
// archive, once however often it sees them; a blind arbiter's path, the boards' files
// chosen by keyboard, reaches the same table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appForFile, axe, ready, start, tabTo } from './harness.mjs';

const app = appForFile();
const GAME = new URL('../fixtures/codes/game60.pgn', import.meta.url);
/** Frames a code is filmed for, at the film's 10 frames a second. */
const FRAMES = 10;

/**
 * `png` as one Y4M frame (BT.601 limited range, 4:2:0), its pixels decoded
 * by the browser in `blank` (a page without the app's CSP).
 */
async function y4mFrame(blank, png) {
  const { width, height, rgba } = await blank.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const c = new OffscreenCanvas(image.width, image.height);
    const g = c.getContext('2d');
    g.drawImage(image, 0, 0);
    const data = g.getImageData(0, 0, image.width, image.height).data;
    let s = '';
    for (let i = 0; i < data.length; i += 32768) s += String.fromCharCode(...data.subarray(i, i + 32768));
    return { width: image.width, height: image.height, rgba: btoa(s) };
  }, png.toString('base64'));
  const px = Buffer.from(rgba, 'base64');
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = [px[4 * i], px[4 * i + 1], px[4 * i + 2]];
    y[i] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
  }
  for (let j = 0; j < height / 2; j++) {
    for (let i = 0; i < width / 2; i++) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
        const k = 4 * ((2 * j + dy) * width + 2 * i + dx);
        r += px[k] / 4;
        g += px[k + 1] / 4;
        b += px[k + 2] / 4;
      }
      u[j * (width / 2) + i] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      v[j * (width / 2) + i] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  }
  return { width, height, frame: Buffer.concat([Buffer.from('FRAME\n'), y, u, v]) };
}

/** Opens `pgn` on `page` as the game in view (a finished game read from PGN). */
async function openGame(page, pgn) {
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Or paste PGN text').fill(pgn);
  await dialog.getByRole('button', { name: 'Read games' }).click();
  await dialog.getByRole('region', { name: 'Import PGN' }).getByRole('button', { name: 'Open for review' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

test('a finished 60-move game goes from one browser to another through a camera, in 3 or more codes, a damaged code and a code seen twice', async () => {
  const pgn = await readFile(GAME, 'utf8');
  const tablet = await ready(await app.open('/', { contextOptions: { viewport: { width: 800, height: 1000 } } }));
  await openGame(tablet, pgn);
  assert.match(await tablet.locator('[data-status]').textContent(), /Game over/);
  await tablet.getByRole('button', { name: 'PGN & archive' }).click();
  const dialog = tablet.getByRole('dialog');
  // The file first, then the codes.
  const buttons = await dialog.getByRole('region', { name: 'This game' }).getByRole('button').allTextContents();
  assert.ok(buttons.indexOf('Download PGN') < buttons.indexOf('Show as QR codes'), buttons.join(', '));
  await dialog.locator('[data-codes-show]').click();
  const codes = dialog.locator('#game-codes svg[role="img"]');
  await codes.first().waitFor({ state: 'attached', timeout: 20000 });
  const n = await codes.count();
  assert.ok(n >= 3, `${n} codes`);
  const names = await codes.evaluateAll((all) => all.map((c) => c.getAttribute('aria-label')));
  assert.deepEqual(names, names.map((_, i) => `Code ${i + 1} of ${n} of board 4's game`));
  assert.deepEqual(await axe(tablet, 'the codes'), []);

  /** Code `k` on the screen, filmed as one 800×600 PNG; `damaged`: a third of it painted over. */
  async function film(k, damaged = false) {
    const shown = dialog.locator('[data-code-shown]');
    for (let i = 0; i < n && !(await shown.textContent()).startsWith(`Code ${k} of`); i++) {
      await dialog.getByRole('button', { name: 'Next code' }).click();
    }
    const svg = dialog.locator(`#game-codes svg[data-code="${k}"]`);
    await svg.scrollIntoViewIfNeeded();
    if (damaged) {
      await svg.evaluate((s) => {
        const w = s.viewBox.baseVal.width;
        const r = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
        Object.entries({ id: 'damage', x: 0, y: w * 0.33, width: w, height: w * 0.34, fill: '#fff' }).forEach(([a, v]) => r.setAttribute(a, v));
        s.appendChild(r);
      });
    }
    const box = await svg.boundingBox();
    const y = Math.min(Math.max(0, box.y + box.height / 2 - 300), 1000 - 600);
    const png = await tablet.screenshot({ clip: { x: 0, y, width: 800, height: 600 } });
    if (damaged) await svg.evaluate((s) => s.querySelector('#damage').remove());
    return png;
  }
  const sequence = [await film(1), await film(2, true)];
  for (let k = 3; k <= n; k++) sequence.push(await film(k));
  sequence.push(await film(2));
  const blank = await tablet.context().newPage();
  const frames = [];
  for (const png of sequence) frames.push(await y4mFrame(blank, png));
  await blank.close();
  const { width, height } = frames[0];
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rochade-codes-'));
  const video = path.join(dir, 'codes.y4m');
  await writeFile(
    video,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
      ...frames.flatMap((f) => Array(FRAMES).fill(f.frame)),
    ]),
  );

  // The arbiter's device: a browser whose camera plays the film.
  const arbiter = await start({
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const page = await ready(await arbiter.open('/'));
    await page.getByRole('button', { name: 'PGN & archive' }).click();
    const scanner = page.locator('#code-scanner');
    assert.equal(await scanner.getAttribute('data-decoder'), 'wasm');
    // Everything the scanner says, in order.
    await page.evaluate(() => {
      window.__scan = [];
      const seen = (e) => {
        const t = e.textContent.trim();
        if (t && window.__scan.at(-1) !== t) window.__scan.push(t);
      };
      for (const e of document.querySelectorAll('#code-scanner [role=status]')) {
        new MutationObserver(() => seen(e)).observe(e, { subtree: true, childList: true, characterData: true });
      }
    });
    const started = Date.now();
    await scanner.locator('[data-scan-start]').click();
    const said = () => page.evaluate(() => window.__scan.slice());
    await page.waitForFunction(() => window.__scan.some((t) => / read whole /.test(t)), null, { timeout: 60000 });
    const seconds = (Date.now() - started) / 1000;
    // Seen again as the film loops: added once.
    await page.waitForFunction(() => window.__scan.some((t) => /is read already/.test(t)), null, { timeout: 30000 });
    assert.deepEqual(await axe(page, 'the scanner while scanning'), []);
    const heard = await said();
    assert.ok(heard.some((t) => new RegExp(`^1 of ${n} codes read`).test(t)), heard.join(' | '));
    assert.ok(heard.some((t) => new RegExp(`still missing: .*2`).test(t)), `part 2 named as missing: ${heard.join(' | ')}`);
    // The round's table: the game once, with its board and result.
    const rows = page.locator('#round-results tbody tr');
    assert.equal(await rows.count(), 1, await page.locator('#round-results').innerText());
    assert.match(await rows.first().innerText(), /0-1/);
    const scannedRow = await rows.first().innerText();
    // And the archive, once.
    const archived = page.locator('[data-archive-entry]');
    await archived.first().waitFor({ timeout: 10000 });
    assert.equal(await archived.count(), 1);
    assert.match(await archived.first().innerText(), /Adler, Anna/);
    await scanner.getByRole('button', { name: 'Stop the camera' }).click();

    // A blind arbiter's path to the same table: the boards' files chosen
    // by keyboard (Space on the file field), this board's and another's.
    const other = path.join(dir, 'board5.pgn');
    await writeFile(other, pgn.replace('[Board "4"]', '[Board "5"]').replace('Adler, Anna', 'Clausen, Carl'));
    const keys = await ready(await arbiter.open('/'));
    await tabTo(keys, (t) => document.activeElement?.textContent?.trim() === t, 'PGN & archive');
    await keys.keyboard.press('Enter');
    // The dialog takes the focus as it opens; Tab from there.
    await keys.waitForFunction(() => document.activeElement?.closest('dialog[open]'));
    await tabTo(keys, () => document.activeElement?.type === 'file', null);
    await keys.waitForTimeout(300);
    assert.equal(await keys.evaluate(() => document.activeElement?.type), 'file', 'the file field kept the focus');
    const [chooser] = await Promise.all([keys.waitForEvent('filechooser'), keys.keyboard.press('Space')]);
    await chooser.setFiles([fileURLToPath(GAME), other]);
    const byFile = keys.locator('#round-results tbody tr');
    await byFile.nth(1).waitFor({ timeout: 10000 });
    assert.equal(await byFile.count(), 2);
    assert.equal(await byFile.filter({ hasText: 'Adler' }).innerText(), scannedRow);
    console.log(`# ${n} codes for a 60-move game with its clock times (${pgn.length} B of PGN), read whole in ${seconds.toFixed(1)} s`);
    assert.deepEqual(arbiter.problems, []);
  } finally {
    await arbiter.stop();
    await rm(dir, { recursive: true, force: true });
  }
  assert.deepEqual(app.problems, []);
});

test('without a camera the scanner says why, and the files still work', async () => {
  const page = await ready(await app.open('/'));
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const scanner = page.locator('#code-scanner');
  await scanner.locator('[data-scan-start]').click();
  const why = scanner.locator('[data-camera-unavailable]');
  await why.waitFor({ timeout: 10000 });
  assert.equal(await why.getAttribute('role'), 'alert');
  // Headless Chromium has no camera: the browser's NotFoundError, in words.
  assert.equal(await why.getAttribute('data-camera-unavailable'), 'NotFoundError');
  assert.equal(
    await why.textContent(),
    'The camera could not be used (no camera found). It needs the page on HTTPS or localhost, and your permission.',
  );
  // The way to start again stays, and the file field beside it.
  assert.equal(await scanner.locator('[data-scan-start]').count(), 1);
  assert.equal(await page.locator('input[type=file]').count() > 0, true);
  assert.deepEqual(app.problems, []);
});

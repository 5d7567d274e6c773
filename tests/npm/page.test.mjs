// The example page in headless Chromium: it imports the installed package
// through an import map (the browser entry, which fetches the wasm), plays
// a game and shows its outcome. Run in the folder where `cargo xtask test`
// installed the package's tarball.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm' };

function serve(root) {
  const server = http.createServer(async (req, res) => {
    const rel = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    const file = path.resolve(root, '.' + rel);
    try {
      if (!file.startsWith(root + path.sep)) throw new Error('outside');
      const body = await fs.readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        // As strict as a careful site: no eval, wasm allowed to compile.
        'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('the example page imports rochade, plays a game and shows its outcome', async () => {
  const server = await serve(path.resolve('.'));
  const browser = await chromium.launch({
    executablePath: process.env.ROCHADE_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    headless: true,
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The browser asks for a favicon the example has none of.
    page.on('console', (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && errors.push(m.text()));
    await page.goto(`http://127.0.0.1:${server.address().port}/example.html`);
    const outcome = page.locator('#outcome');
    await outcome.filter({ hasText: 'checkmate' }).waitFor({ timeout: 20_000 }).catch(() => {});
    assert.deepEqual(errors, []);
    assert.equal(await outcome.textContent(), '1-0: checkmate (Art. 5.1.1)');
    const moves = await page.locator('#moves li').allTextContents();
    assert.equal(moves.length, 7);
    assert.equal(moves[0], 'e4 (pawn e4)');
    assert.match(moves[6], /^Qxf7# \(/);
  } finally {
    await browser.close();
    server.close();
  }
});

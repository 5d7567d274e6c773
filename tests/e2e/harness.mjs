// Shared set-up for the end-to-end tests: serve dist/, launch Debian's
// headless Chromium through playwright-core, and record everything that
// must fail a test (console errors, page errors, requests to other origins,
// Content Security Policy violations).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = process.env.ROCHADE_DIST ?? path.resolve(here, '..', '..', 'dist');
export const CHROMIUM = process.env.ROCHADE_CHROMIUM ?? '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Starts the server and the browser; returns a context for the tests.
 * `dist` serves another build directory (default: `DIST`).
 */
export async function start({ dist = DIST } = {}) {
  const { server, url } = await serve(dist);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  const origin = new URL(url).origin;
  const problems = [];
  const requests = [];
  async function open(pathname = '/') {
    const context = await browser.newContext();
    // Every violation of the page's CSP is a problem (reported through a
    // binding, which the policy cannot block).
    await context.exposeBinding('__rochadeCspViolation', (_source, text) => {
      problems.push(`CSP violation: ${text}`);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__rochadeCspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`);
      });
    });
    // Requests of the page and of its service worker.
    context.on('request', (req) => {
      requests.push(req.url());
      const u = new URL(req.url());
      if (u.protocol !== 'data:' && u.protocol !== 'blob:' && u.origin !== origin) {
        problems.push(`request outside ${origin}: ${req.url()}`);
      }
    });
    const page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    await page.goto(new URL(pathname, url).href);
    return page;
  }
  async function stop() {
    await browser.close();
    await new Promise((r) => server.close(r));
  }
  return { url, origin, open, stop, problems, requests, server, browser };
}

// Screenshots of the screen at the sizes of issue's tablet and phone, for
// the eye and for a closing note (it checks nothing; the layout's rules are
// tests/e2e/layout.test.mjs):
//
//   cargo xtask build && cd tests && node bench/screens.mjs [DIST] [OUT]
//
// (default: ../dist and ../docs/screens.) For each of 1024 x 768,
// 1180 x 820, 820 x 1180 and 390 x 844, in an English browser, it writes
// - game-WxH.png: a game on the screen after 1. e4 e5;
// - otb-WxH.png: over the board (?otb) after 1. e4 entered;
// - new-game-WxH.png: the New game form open.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../xtask/node/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHROMIUM = process.env.ROCHADE_CHROMIUM ?? '/usr/bin/chromium';
const DIST = path.resolve(process.argv[2] ?? path.join(here, '..', '..', 'dist'));
const OUT = path.resolve(process.argv[3] ?? path.join(here, '..', '..', 'docs', 'screens'));

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
];

const heading = (page) => page.getByRole('heading', { name: 'Rochade' }).waitFor({ timeout: 20000 });
const settle = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))));

await fs.mkdir(OUT, { recursive: true });
const { server, url } = await serve(DIST);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'], headless: true });
try {
  for (const size of SIZES) {
    const tag = `${size.width}x${size.height}`;
    const shoot = async (page, name) => {
      await settle(page);
      const file = path.join(OUT, `${name}-${tag}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    };
    const fresh = async (pathname) => {
      const context = await browser.newContext({ locale: 'en-GB', viewport: size, colorScheme: 'light' });
      const page = await context.newPage();
      await page.goto(new URL(pathname, url).href);
      await heading(page);
      return { context, page };
    };

    {
      const { context, page } = await fresh('/');
      for (const [a, b] of [['e2', 'e4'], ['e7', 'e5']]) {
        await page.locator(`[data-square="${a}"]`).click();
        await page.locator(`[data-square="${b}"]`).click();
      }
      await shoot(page, 'game');
      await context.close();
    }
    {
      const { context, page } = await fresh('/?otb');
      await page.locator('[data-mode="otb"]').waitFor({ timeout: 20000 });
      await page.locator('#move-input').fill('e4');
      await page.locator('#move-input').press('Enter');
      await shoot(page, 'otb');
      await context.close();
    }
    {
      const { context, page } = await fresh('/');
      await page.getByRole('button', { name: 'New game', exact: true }).click();
      await page.getByRole('dialog').waitFor({ timeout: 5000 });
      await shoot(page, 'new-game');
      await context.close();
    }
  }
} finally {
  await browser.close();
  await new Promise((r) => server.close(r));
}

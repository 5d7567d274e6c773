// Renders the app icons (PNG) from icons/rochade.svg with Debian's headless
// Chromium (through playwright-core from tests/node_modules):
//
//   node web/pwa/render-icons.mjs
//
// Run it after changing the SVG and commit the PNGs: the build only copies
// them, so it needs neither this script nor an SVG renderer.
//
// - icon-192.png, icon-512.png: purpose "any", the rounded square as drawn;
// - icon-maskable-192.png, icon-maskable-512.png: purpose "maskable", the
//   background fills the square and the motif is shrunk to fit the central
//   safe circle (radius 40 % of the size) that every mask shape keeps.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.resolve(here, '..', '..', 'tests', 'package.json'));
const { chromium } = require('playwright-core');

const svg = await fs.readFile(path.join(here, 'icons', 'rochade.svg'), 'utf8');

/** The maskable variant: square background, motif scaled about the centre. */
function maskable(source) {
  return source
    .replace(/(<rect id="bg"[^>]*?) rx="\d+"/, '$1 rx="0"')
    .replace('<g id="motif" transform="', '<g id="motif" transform="translate(256 256) scale(0.8) translate(-256 -256) ');
}

const variants = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-192.png', size: 192, source: maskable(svg) },
  { file: 'icon-maskable-512.png', size: 512, source: maskable(svg) },
];

const browser = await chromium.launch({
  executablePath: process.env.ROCHADE_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, source } of variants) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = source.replace('width="512" height="512"', `width="${size}" height="${size}"`);
    await page.setContent(
      `<!DOCTYPE html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    await fs.writeFile(path.join(here, 'icons', file), png);
    console.log(`wrote ${file} (${size}×${size}, ${png.length} bytes)`);
    await page.close();
  }
} finally {
  await browser.close();
}

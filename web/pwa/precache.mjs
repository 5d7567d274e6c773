// Trunk post_build hook (see Trunk.toml): finishes the build in the staging
// directory before Trunk moves it to dist/.
//
// 1. Content Security Policy: computes the sha256 of every inline <script>
//    (Trunk's loader, which imports the JS glue and starts the wasm) and
//    <style> of index.html and writes them into the CSP <meta> tag, so that
//    the policy allows exactly these and no 'unsafe-inline' is needed.
// 2. Service worker: lists every file of the build, derives the cache
//    version from their paths and contents, and writes sw.js from
//    sw.template.js. Never a hand-written list.
//
// 3. Integrity: the `integrity` of every <link> (Trunk's preloads of the
//    page's JS and wasm) computed again from the file it names, since the
//    build splits the page's wasm after Trunk (xtask/src/split.rs).
//
// Usage: TRUNK_STAGING_DIR=<dir> node web/pwa/precache.mjs   (or: node precache.mjs <dir>)
// Running it again on a finished build is harmless (the hashes are replaced).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = path.join(here, 'sw.template.js');
const SW = 'sw.js';
const CSP_PLACEHOLDER = '{{ROCHADE_INLINE_HASHES}}';

function fail(message) {
  console.error(`precache.mjs: ${message}`);
  process.exit(1);
}

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) fail('no build directory (TRUNK_STAGING_DIR or an argument)');

const sha256 = (data, encoding) => crypto.createHash('sha256').update(data).digest(encoding);

/** The CSP hash source of an inline element's text as the browser sees it. */
const hashSource = (text) => `'sha256-${sha256(text.replace(/\r\n?/g, '\n'), 'base64')}'`;

/** Writes the hashes of the inline scripts and styles into the CSP meta tag. */
async function applyCsp(indexPath) {
  let html = await fs.readFile(indexPath, 'utf8');
  const inline = (tag) =>
    [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}\\s*>`, 'gi'))]
      .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs))
      .map(([, , body]) => hashSource(body));
  const scripts = inline('script');
  const styles = inline('style');
  if (/\son[a-z]+\s*=/i.test(html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, ''))) {
    fail('index.html has an inline event handler attribute (on…=), which the CSP forbids');
  }
  const metaRe = /(<meta\s+http-equiv="Content-Security-Policy"\s+content=")([^"]*)(")/i;
  const meta = html.match(metaRe);
  if (!meta) fail('index.html has no <meta http-equiv="Content-Security-Policy" content="…">');
  const directives = meta[2]
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const [name, ...sources] = d.split(/\s+/);
      const extra = name === 'script-src' ? scripts : name === 'style-src' ? styles : null;
      if (!extra) return d;
      const kept = sources.filter((s) => s !== CSP_PLACEHOLDER && !/^'sha(256|384|512)-/.test(s));
      return [name, ...kept, ...new Set(extra)].join(' ');
    });
  if (!directives.some((d) => d.startsWith('script-src '))) fail('the CSP has no script-src');
  html = html.replace(metaRe, (_, a, _b, c) => `${a}${directives.join('; ')}${c}`);
  if (html.includes(CSP_PLACEHOLDER)) fail(`${CSP_PLACEHOLDER} left in index.html`);
  await fs.writeFile(indexPath, html);
  return { scripts: scripts.length, styles: styles.length };
}

/** Every file under `root`, as sorted '/'-separated relative paths. */
async function listFiles(root) {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath ?? e.path, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Recomputes the integrity of every <link href integrity> from its file. */
async function applyIntegrity(indexPath) {
  let html = await fs.readFile(indexPath, 'utf8');
  let count = 0;
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => tag);
  for (const tag of links) {
    const href = tag.match(/\bhref="([^"]+)"/i)?.[1];
    const old = tag.match(/\bintegrity="(sha(?:256|384|512))-[^"]*"/i);
    if (!href || !old) continue;
    const file = path.join(dir, decodeURIComponent(new URL(href, 'http://x/').pathname));
    const data = await fs.readFile(file).catch(() => fail(`index.html names ${href}, which is not in ${dir}`));
    const value = `${old[1]}-${crypto.createHash(old[1]).update(data).digest('base64')}`;
    html = html.replace(tag, tag.replace(old[0], `integrity="${value}"`));
    count += 1;
  }
  await fs.writeFile(indexPath, html);
  return count;
}

const indexPath = path.join(dir, 'index.html');
const integrity = await applyIntegrity(indexPath).catch((e) => fail(`cannot rewrite ${indexPath}: ${e.message}`));
const csp = await applyCsp(indexPath).catch((e) => fail(`cannot rewrite ${indexPath}: ${e.message}`));

const files = (await listFiles(dir)).filter((f) => f !== SW);
if (!files.includes('index.html')) fail(`no index.html in ${dir}`);
const digest = crypto.createHash('sha256');
for (const file of files) {
  digest.update(`${file}\0${sha256(await fs.readFile(path.join(dir, file)), 'hex')}\n`);
}
const version = digest.digest('hex').slice(0, 16);

const template = await fs.readFile(TEMPLATE, 'utf8');
for (const token of ["'@@VERSION@@'", "['@@FILES@@']"]) {
  if (template.split(token).length !== 2) fail(`${TEMPLATE} must contain ${token} exactly once`);
}
const sw = template
  .replace("'@@VERSION@@'", JSON.stringify(version))
  .replace("['@@FILES@@']", JSON.stringify(files, null, 2));
await fs.writeFile(path.join(dir, SW), sw);
console.log(
  `precache.mjs: ${SW} version ${version}, ${files.length} files precached; ` +
    `CSP allows ${csp.scripts} inline script(s) and ${csp.styles} inline style(s) by hash; ${integrity} integrity attribute(s)`,
);

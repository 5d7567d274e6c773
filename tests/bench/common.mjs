// What the browser benchmarks share: the builds to measure, the median of
// runs and how a time is printed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The `dist/` directories named on the command line (default: the
 * repository's `dist/`); exits with a message when one has no build.
 */
export function distsFromArgs() {
  const dists = process.argv.slice(2);
  if (dists.length === 0) dists.push(path.resolve(here, '..', '..', 'dist'));
  for (const d of dists) {
    if (!fs.existsSync(path.join(d, 'index.html'))) {
      console.error(`bench: no index.html in ${d} (cargo xtask build first)`);
      process.exit(2);
    }
  }
  return dists;
}

/** The median of the numbers of `xs` (the lower one of an even count). */
export const median = (xs) => {
  const s = xs.filter((x) => x != null && !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

/** Milliseconds as seconds with two decimals, or a dash. */
export const ms = (x) => (x == null || Number.isNaN(x) ? '—' : `${(x / 1000).toFixed(2)} s`);

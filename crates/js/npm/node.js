// The entry for Node (>= 18): Node's fetch cannot read file: URLs, so the
// wasm next to this file is read from disk and instantiated before any
// importer runs (top-level await).
import { readFile } from 'node:fs/promises';
import { initSync } from './rochade.js';

initSync({ module: await readFile(new URL('./rochade_bg.wasm', import.meta.url)) });

export { Game, readPgn, perft } from './rochade.js';

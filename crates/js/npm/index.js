// The entry for browsers and bundlers: the wasm is fetched next to this
// file and instantiated before any importer runs (top-level await), so
// there is no init() to forget.
import init from './rochade.js';

await init({ module_or_path: new URL('./rochade_bg.wasm', import.meta.url) });

export { Game, readPgn, perft } from './rochade.js';

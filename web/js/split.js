// The second part of the page's wasm (web/src/split.rs, xtask/src/split.rs).
// In JavaScript because the first part's stubs call `rochadeSplitLoad` while
// the functions it would need in Rust may be in the second part.

let primary;
let url;
let module;
let instance;
const state = (globalThis.__rochadeSplit = { ready: false, sync: false });

function instantiate() {
  if (instance) return;
  instance = new WebAssembly.Instance(module, { primary });
  state.ready = true;
}

/**
 * Remembers the page's exports and reads the second part's file name, which
 * the build wrote at `at` in the page's memory (a `#` there: the page is
 * whole). Returns whether the page is split.
 */
export function rochadeSplitInit(exports, at) {
  const bytes = new Uint8Array(exports.memory.buffer, at, 64);
  if (bytes[0] === 0x23) return false;
  const end = bytes.indexOf(0);
  const name = new TextDecoder().decode(bytes.subarray(0, end < 0 ? 64 : end));
  primary = exports;
  url = new URL(name, document.baseURI).href;
  return true;
}

/**
 * Called by a stub of the first part when a function of the second part is
 * needed before it came in: reads it at once (the call cannot wait).
 */
export function rochadeSplitLoad() {
  if (instance) return;
  if (!module) {
    state.sync = true;
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url, false);
    // A synchronous request in a page cannot ask for bytes: read them as
    // text of one byte a character.
    xhr.overrideMimeType('text/plain; charset=x-user-defined');
    xhr.send();
    if (xhr.status !== 200) throw new Error(`the page's second part: HTTP ${xhr.status} for ${url}`);
    const text = xhr.responseText;
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
    module = new WebAssembly.Module(bytes);
  }
  instantiate();
}

let fetching;
function fetchNow() {
  fetching ??= WebAssembly.compileStreaming(fetch(url)).then((compiled) => {
    module ??= compiled;
    instantiate();
  });
  return fetching;
}

/**
 * Whether the page must have its second part before its first render: when
 * a service worker serves it. A synchronous request, the reading at once,
 * never goes through the service worker (Chromium sends it to the
 * network), so offline it would fail; and from the worker's cache the part
 * is in within a fraction of a second.
 */
export function rochadeSplitFirst() {
  return Boolean(url && navigator.serviceWorker?.controller);
}

/** Fetches, compiles and instantiates the second part now; resolves when it is in. */
export function rochadeSplitNow() {
  return url ? fetchNow() : Promise.resolve();
}

/**
 * Fetches and compiles the second part once the page is idle (at most a
 * second later), then instantiates it; nothing when the page is whole.
 */
export function rochadeSplitFetch() {
  if (!url) return;
  const go = () =>
    fetchNow()
      // Read at once when needed instead.
      .catch((e) => console.warn("the page's second part is not in yet:", e));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: 1000 });
  else setTimeout(go, 200);
}

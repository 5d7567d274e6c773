// Rochade's service worker: the whole build, precached and served cache-first,
// so that the app starts and runs with no network at all.
//
// dist/sw.js is GENERATED at every build by web/pwa/precache.mjs (a Trunk
// post_build hook) from web/pwa/sw.template.js: VERSION is a hash of every
// file of the build and FILES lists them all. Edit the template, not sw.js.
//
// Updates: a new build changes this file (its VERSION), so the browser
// installs the new worker next to the running one. It then WAITS: the page
// offers "Update available — reload", and only when the user accepts does it
// post {type: 'SKIP_WAITING'}; the new worker activates, removes the old
// caches and takes over, and the page reloads. A game is never interrupted.
'use strict';

const VERSION = '@@VERSION@@';
const FILES = ['@@FILES@@'];

const PREFIX = 'rochade-';
const CACHE = PREFIX + VERSION;
const INDEX = new URL('index.html', self.location.href).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Asked of the server again, not taken from the browser's cache
      // unseen: a file the page has just loaded costs a 304 Not Modified,
      // not its second download, where the host sends a validator (ETag).
      .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: 'no-cache' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'SKIP_WAITING') {
    self.skipWaiting();
  } else if (data && data.type === 'VERSION' && event.ports[0]) {
    event.ports[0].postMessage(VERSION);
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      // Every page in the scope is the app.
      if (request.mode === 'navigate') {
        const index = await cache.match(INDEX);
        if (index) return index;
      }
      return fetch(request);
    }),
  );
});

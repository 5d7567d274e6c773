// Measures, in the headless Chromium of the end-to-end tests, how many
// archived games fit in localStorage (the app's layout: the current game,
// then one key per archived game) and how many would fit in IndexedDB.
// The sizes are those of a 60-move game with 15+10 clocks, as the native
// test `a_long_game_with_clocks_takes_a_few_kilobytes` in web/src/storage/mod.rs
// prints them. Usage: node storage_capacity.mjs [dist]
import { start } from './e2e/harness.mjs';

const CURRENT = 11455; // UTF-16 units of the current game (envelope)
const ENTRY = 3700 - 47; // of an archive entry, its 47-unit key apart
const app = await start(process.argv[2] ? { dist: process.argv[2] } : {});
const page = await app.open('/');
const figures = await page.evaluate(
  async ({ CURRENT, ENTRY }) => {
    localStorage.clear();
    const pad = (n) => 'x'.repeat(n);
    // localStorage: the current game, then archive entries until refused.
    localStorage.setItem('rochade.game', pad(CURRENT));
    let games = 0;
    const t0 = performance.now();
    for (;;) {
      const key = `rochade.archive.${String(1700000000000 + games).padStart(13, '0')}-0123456789abcdef`;
      try {
        localStorage.setItem(key, pad(ENTRY));
      } catch (e) {
        if (e.name !== 'QuotaExceededError') throw e;
        break;
      }
      games++;
    }
    const fillMs = performance.now() - t0;
    let units = 0;
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      units += k.length + localStorage.getItem(k).length;
    }
    const t1 = performance.now();
    for (let i = 0; i < localStorage.length; i++) localStorage.getItem(localStorage.key(i));
    const readAllMs = performance.now() - t1;
    localStorage.clear();
    // IndexedDB: the quota, and the space one entry takes.
    const before = await navigator.storage.estimate();
    const db = await new Promise((ok, no) => {
      const r = indexedDB.open('capacity', 1);
      r.onupgradeneeded = () => r.result.createObjectStore('archive');
      r.onsuccess = () => ok(r.result);
      r.onerror = () => no(r.error);
    });
    const N = 2000;
    // Random text, so that compression on disk does not flatter the size.
    const text = () => Array.from({ length: ENTRY }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    const sample = Array.from({ length: 50 }, text);
    await new Promise((ok, no) => {
      const tx = db.transaction('archive', 'readwrite');
      for (let i = 0; i < N; i++) tx.objectStore('archive').put(sample[i % 50] + i, i);
      tx.oncomplete = ok;
      tx.onerror = () => no(tx.error);
    });
    const after = await navigator.storage.estimate();
    db.close();
    await new Promise((ok) => {
      const r = indexedDB.deleteDatabase('capacity');
      r.onsuccess = ok;
      r.onerror = ok;
    });
    const perGame = (after.usage - before.usage) / N;
    return {
      localStorageUnits: units,
      localStorageGames: games,
      fillMs: Math.round(fillMs),
      readAllMs: Math.round(readAllMs),
      indexedDbQuota: before.quota,
      indexedDbBytesPerGame: Math.round(perGame),
      indexedDbGames: Math.floor(before.quota / perGame),
    };
  },
  { CURRENT, ENTRY },
);
console.log(JSON.stringify(figures, null, 2));
await app.stop();

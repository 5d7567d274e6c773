// Crash consistency on a slow machine (the CPU throttled 20 times, so that
// rendering takes longer than Yew's 16 ms slice and the browser may paint
// between rendering and effects): at every moment the page could paint,
// every move on screen is written already (its IndexedDB request made,
// committed within milliseconds after: durable.test.mjs kills the browser
// 1 s after a move); and the page closed right after
// each of 10 moves loses nothing. The rest: crash.test.mjs.
// Hooks used: role=gridcell with data-square and #scoresheet.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, play, ready, sheet, square } from './harness.mjs';
import { ITALIAN, closeAfterEachMove, plies } from './crash_harness.mjs';

const app = appForFile();

// Nothing is painted before the end of a task's microtasks, and a mutation
// observer is told at the first microtask checkpoint after a change of the
// page: if every such moment finds each move on screen already saved, no
// instant exists when a killed tab loses a move it showed.
function watchShownAgainstSaved() {
  window.__shownUnsaved = [];
  // The most moves the observer saw on screen: it must see them all, or
  // it checked nothing.
  window.__shownMost = 0;
  const shownPlies = () =>
    [...document.querySelectorAll('#scoresheet tbody tr td')]
      .map((td) => td.textContent.trim())
      .filter((t) => t && !/^\d+\.?$/.test(t)).length;
  // The game as last written: every put into IndexedDB, seen as it is
  // made.
  let written = 0;
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (value, key) {
    if (key === 'rochade.game') {
      try {
        written = JSON.parse(value).game.moves.length;
      } catch {
        written = 0;
      }
    }
    return put.call(this, value, key);
  };
  const savedPlies = () => written;
  new MutationObserver(() => {
    const shown = shownPlies();
    const saved = savedPlies();
    window.__shownMost = Math.max(window.__shownMost, shown);
    if (shown > saved) window.__shownUnsaved.push({ shown, saved });
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

test('every move on screen is saved at the first moment the page could paint it (CPU throttled)', async () => {
  const context = await app.newContext();
  const page = await ready(await app.open('/', { context, init: watchShownAgainstSaved }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await play(page, ...ITALIAN.slice(0, 12));
  assert.equal(plies(await sheet(page)), 12);
  assert.equal(await page.evaluate(() => window.__shownMost), 12, 'the observer saw every move shown');
  assert.deepEqual(await page.evaluate(() => window.__shownUnsaved), []);
  assert.deepEqual(app.problems, []);
  await context.close();
});

test('a game survives its page being closed right after each of 10 moves on a CPU throttled 20 times', async () => {
  await closeAfterEachMove(app, 20, 10);
});

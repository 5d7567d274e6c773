// What the crash-consistency tests share (crash.test.mjs,
// crash_paint.test.mjs): a game to play and the loop that closes the page
// right after each move.
import assert from 'node:assert/strict';
import { ready, sheet, square } from './harness.mjs';

// Twenty half-moves of an Italian game (castling by the king's two steps).
export const ITALIAN = [
  'e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'f8c5', 'c2c3', 'g8f6', 'd2d3', 'd7d6',
  'e1g1', 'e8g8', 'f1e1', 'a7a6', 'a2a4', 'c5a7', 'b1d2', 'h7h6', 'h2h3', 'f8e8',
];

/** The half-moves of the scoresheet text ("1. e4 e5 2. Nf3" → 3). */
export const plies = (s) => s.split(' ').filter((w) => w && !/^\d+\.$/.test(w)).length;

/**
 * Plays `rounds` moves of ITALIAN in fresh pages of one context, each closed right
 * after its move; `slow` throttles the CPU, so that rendering takes longer
 * than Yew's 16 ms slice and the browser may paint between rendering and
 * the effects.
 */
export async function closeAfterEachMove(app, slow, rounds) {
  const context = await app.newContext();
  let shown = '';
  // Whether the last round closed the page before reading it.
  let unread = false;
  for (let i = 0; i < rounds; i++) {
    const page = await ready(await app.open('/', { context }));
    const now = await sheet(page);
    // Never a shown move missing; one more only after a round closed
    // unread (it is shown now, so it was saved).
    assert.ok(
      now === shown || (unread && plies(now) === plies(shown) + 1 && now.startsWith(shown)),
      `round ${i}, after closing: "${now}", on screen before: "${shown}"`,
    );
    const m = ITALIAN[plies(now)];
    if (!m) break;
    if (slow) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow });
    }
    await square(page, m.slice(0, 2)).click();
    await square(page, m.slice(2, 4)).click();
    unread = i % 2 === 1;
    // Either read what is on screen and close at once, or close at once
    // (the move may or may not be on screen yet: what was shown before
    // must survive).
    shown = unread ? now : await sheet(page);
    await page.close({ runBeforeUnload: false });
  }
  const page = await ready(await app.open('/', { context }));
  assert.ok(plies(await sheet(page)) >= plies(shown), await sheet(page));
  assert.deepEqual(app.problems, []);
  await context.close();
}

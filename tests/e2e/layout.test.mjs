// The screen at the sizes of a tablet (1024 x 768, 1180 x 820, 820 x 1180)
// and a phone (390 x 844), in a game on the screen (/), over the board
// (?otb) and as a clock (?clock): both clocks are fully visible and nothing
// covers them (the point just inside each corner of each clock's time
// belongs to that time, as `document.elementFromPoint` finds it), and the
// main controls, "Offer draw", "Resign" and the move field, are in view
// without scrolling wherever the mode has them. A player who must scroll
// to offer a draw, or who reads "15:3" because a panel covers his clock,
// cannot play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, ready } from './harness.mjs';

const app = appForFile();

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
];

/**
 * What covers each clock: for each `[role=timer]`, the corners (2 px
 * inside its box) whose topmost element is not the timer or inside it,
 * with what is there instead. Also the timers' count and whether any
 * timer ignores pointer events (it must not).
 */
function clockCover() {
  const timers = [...document.querySelectorAll('[role="timer"]')];
  const covered = [];
  for (const t of timers) {
    const r = t.getBoundingClientRect();
    const points = [
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ];
    for (const [x, y] of points) {
      const el = document.elementFromPoint(x, y);
      if (!el || !(el === t || t.contains(el))) {
        const what = el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} "${el.textContent.trim().slice(0, 30)}"` : 'nothing (outside the viewport)';
        covered.push(`${t.closest('[id]')?.id ?? '?'} "${t.textContent.trim()}" at (${Math.round(x)}, ${Math.round(y)}): ${what}`);
      }
    }
  }
  const deaf = timers.filter((t) => getComputedStyle(t).pointerEvents === 'none').length;
  return { count: timers.length, covered, deaf };
}

/** Whether `locator`'s box lies inside the viewport, the page unscrolled. */
async function inView(page, locator, name, size) {
  const box = await locator.boundingBox();
  assert.ok(box, `${name} is shown at ${size.width}x${size.height}`);
  const at = `${name} at ${size.width}x${size.height}: x ${Math.round(box.x)}..${Math.round(box.x + box.width)}, y ${Math.round(box.y)}..${Math.round(box.y + box.height)}`;
  assert.ok(box.x >= 0 && box.y >= 0, `${at} starts inside the viewport`);
  assert.ok(box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5, `${at} ends inside the viewport`);
}

async function checkClocks(page, size, mode) {
  // Fonts and the clock's first redraw settle before measuring.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const scroll = await page.evaluate(() => [window.scrollX, window.scrollY]);
  assert.deepEqual(scroll, [0, 0], `${mode} at ${size.width}x${size.height} opens unscrolled`);
  const { count, covered, deaf } = await page.evaluate(clockCover);
  assert.equal(count, 2, `${mode} at ${size.width}x${size.height}: two clocks`);
  assert.equal(deaf, 0, `${mode}: the timers take pointer events`);
  assert.deepEqual(covered, [], `${mode} at ${size.width}x${size.height}: every corner of both clocks is the clock's own`);
}

async function checkControls(page, size, mode) {
  await inView(page, page.getByRole('button', { name: 'Offer draw', exact: true }), `${mode}: Offer draw`, size);
  await inView(page, page.getByRole('button', { name: 'Resign', exact: true }), `${mode}: Resign`, size);
  await inView(page, page.locator('#move-input'), `${mode}: the move field`, size);
}

for (const size of SIZES) {
  const name = `${size.width}x${size.height}`;

  test(`a game on the screen at ${name}: clocks uncovered, Offer draw, Resign and the move field in view`, async () => {
    const page = await app.open('/', { contextOptions: { locale: 'en-GB', viewport: size } });
    await ready(page);
    await page.locator('[role="timer"]').first().waitFor({ timeout: 10000 });
    await checkClocks(page, size, '/');
    await checkControls(page, size, '/');
    // The last moves of the scoresheet stay in sight while playing.
    await page.locator('[data-square="e2"]').click();
    await page.locator('[data-square="e4"]').click();
    await page.locator('[data-square="e7"]').click();
    await page.locator('[data-square="e5"]').click();
    const strip = page.locator('[data-last-moves]');
    await assert.doesNotReject(strip.filter({ hasText: 'e5' }).waitFor({ timeout: 5000 }), 'the strip of the last moves shows 1… e5');
    await inView(page, strip, '/: the last moves', size);
    await checkClocks(page, size, '/ after two moves');
    await checkControls(page, size, '/ after two moves');
    assert.deepEqual(app.problems, []);
  });

  test(`over the board (?otb) at ${name}: clocks uncovered, Offer draw, Resign and the move field in view`, async () => {
    const page = await app.open('/?otb', { contextOptions: { locale: 'en-GB', viewport: size } });
    await ready(page);
    await page.locator('[data-mode="otb"] [role="timer"]').first().waitFor({ timeout: 10000 });
    await checkClocks(page, size, '?otb');
    await checkControls(page, size, '?otb');
    // A move entered: the strip and the bar stay where they were.
    await page.locator('#move-input').fill('e4');
    await page.locator('#move-input').press('Enter');
    await page.locator('[data-last-moves]').filter({ hasText: 'e4' }).waitFor({ timeout: 5000 });
    await checkClocks(page, size, '?otb after a move');
    await checkControls(page, size, '?otb after a move');
    assert.deepEqual(app.problems, []);
  });

  test(`the clock (?clock) at ${name}: both halves' times uncovered`, async () => {
    const page = await app.open('/?clock', { contextOptions: { locale: 'en-GB', viewport: size } });
    await page.locator('[data-mode="clock"]').waitFor({ timeout: 20000 });
    await page.locator('#clock-set').click();
    await page.locator('#clock-white').waitFor({ timeout: 5000 });
    await checkClocks(page, size, '?clock');
    assert.deepEqual(app.problems, []);
  });
}

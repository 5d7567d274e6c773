// Accessibility (issue 8): an axe-core scan of every screen (the new-game
// form also with its custom time control editor open) with no serious
// or critical violation, and no keyboard trap: every control is reached
// with Tab and left with Tab (Shift+Tab likewise).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { ARBITER_PANEL, BRAILLE_PANEL, axe, openArbiter, start, switchOn } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

async function ready(page) {
  await page.getByRole('heading', { name: 'Rochade' }).waitFor({ timeout: 20000 });
}

async function said(page, re) {
  for (let i = 0; i < 160; i++) {
    const text = ((await page.locator('#announcer').textContent()) ?? '').trim();
    if (re.test(text)) return text;
    await page.waitForTimeout(50);
  }
  throw new Error(`live region never matched ${re}`);
}

async function play(page, move) {
  const input = page.getByRole('textbox', { name: 'Move or command' });
  await input.fill(move);
  await input.press('Enter');
}

test('axe finds no serious or critical violation on any screen: new game, play, arbiter, review, settings, result', async () => {
  const page = await app.open('/');
  await ready(page);
  const found = [];
  found.push(...(await axe(page, 'first visit')));
  // The panels hidden until switched on in the settings.
  await switchOn(page, BRAILLE_PANEL, ARBITER_PANEL);

  await page.getByRole('button', { name: 'New game' }).press('Enter');
  await page.getByRole('dialog', { name: 'New game' }).waitFor();
  found.push(...(await axe(page, 'new game')));
  // The custom time control editor, with two periods (so with the
  // "Remove period" buttons) and an error at a field.
  const form = page.getByRole('dialog', { name: 'New game' });
  // The custom editor starts from the preset chosen: classical, two periods.
  await form.getByLabel('Time control').selectOption('fide-classical');
  await form.getByLabel('Time control').selectOption('custom');
  await form.getByRole('button', { name: 'Add period' }).press('Enter');
  await form.getByRole('group', { name: 'Period 3', exact: true }).waitFor();
  await form.locator('[data-tc-problem]', { hasText: 'period 2' }).waitFor();
  found.push(...(await axe(page, 'new game, custom time control')));
  // Against the computer: the level and colour fields.
  await form.getByLabel('Opponent').selectOption('computer');
  found.push(...(await axe(page, 'new game, against the computer')));
  await form.getByLabel('Opponent').selectOption('person');
  await form.getByLabel('Time control').selectOption('fide-classical');
  await page.getByRole('button', { name: 'Start game' }).press('Enter');
  await said(page, /^New game/);

  await play(page, 'f3');
  await said(page, /^pawn f3/);
  await play(page, 'e5');
  await said(page, /^pawn e5/);
  found.push(...(await axe(page, 'play')));
  // The arbiter's panel, opened with the keyboard.
  await openArbiter(page);
  await page.getByRole('button', { name: 'Seal the move and adjourn' }).waitFor();
  found.push(...(await axe(page, 'arbiter')));
  await page.getByRole('button', { name: "Arbiter's panel", exact: true }).press('Enter');

  await page.getByRole('button', { name: 'pawn f3' }).press('Enter');
  await page.getByRole('grid', { name: 'Chessboard, reviewing a past position' }).waitFor();
  found.push(...(await axe(page, 'review')));
  await page.getByRole('button', { name: 'Back to the game' }).press('Enter');
  await page.getByRole('grid', { name: 'Chessboard', exact: true }).waitFor();

  await page.getByRole('button', { name: 'Settings' }).press('Enter');
  await page.getByRole('dialog', { name: 'Settings' }).waitFor();
  found.push(...(await axe(page, 'settings')));
  await page.getByRole('button', { name: 'Close' }).press('Enter');

  await page.getByRole('grid', { name: 'Chessboard', exact: true }).waitFor();
  await play(page, 'g4');
  await said(page, /^pawn g4/);
  await play(page, 'Qh4#');
  await said(page, /checkmate/);
  await page.getByRole('button', { name: 'Show Unicode Braille' }).press('Enter');
  found.push(...(await axe(page, 'result')));

  assert.deepEqual(found, []);
  assert.deepEqual(app.problems, []);
});

/** Marks every control that should be in the tab order; returns how many. */
async function markControls(page) {
  return page.evaluate(() => {
    let n = 0;
    const sel = 'a[href], button, input, select, textarea, [tabindex]';
    for (const el of document.querySelectorAll(sel)) {
      delete el.dataset.kb;
      if (el.disabled || el.getAttribute('tabindex') === '-1') continue;
      // Of a group of radio buttons, only the checked one is a tab stop.
      if (el.type === 'radio' && !el.checked && document.querySelector(`input[type=radio][name="${el.name}"]:checked`)) continue;
      if (el.closest('[hidden], dialog:not([open])')) continue;
      if (!el.checkVisibility()) continue;
      el.dataset.kb = String(n++);
    }
    return n;
  });
}

async function walk(page, key, presses) {
  const seen = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key);
    seen.push(await page.evaluate(() => document.activeElement?.dataset?.kb ?? document.activeElement?.tagName ?? ''));
  }
  return seen;
}

function checkWalk(seen, n, direction) {
  const reached = new Set(seen.filter((s) => /^\d+$/.test(s)).map(Number));
  const missing = [...Array(n).keys()].filter((i) => !reached.has(i));
  assert.deepEqual(missing, [], `${direction}: controls never reached (walk: ${seen.join(' ')})`);
  for (let i = 1; i < seen.length; i++) {
    assert.ok(seen[i] !== seen[i - 1] || seen[i] === 'BODY', `${direction}: focus stuck on control ${seen[i]}`);
  }
}

test('no keyboard trap: every control is reached with Tab and left with Tab, in play and after the end', async () => {
  const page = await app.open('/');
  await ready(page);
  await switchOn(page, BRAILLE_PANEL, ARBITER_PANEL);
  await play(page, 'e4');
  await said(page, /^pawn e4/);
  // A standing draw offer shows Accept and Decline.
  await page.getByRole('button', { name: 'Offer draw' }).press('Enter');
  await said(page, /^White offers a draw$/);
  await page.getByRole('button', { name: 'Show Unicode Braille' }).press('Enter');
  await page.evaluate(() => document.activeElement?.blur());
  let n = await markControls(page);
  assert.ok(n >= 15, `${n} controls`);
  if (process.env.DEBUG_KB) console.log(await page.evaluate(() => [...document.querySelectorAll('[data-kb]')].map((e) => `${e.dataset.kb}: ${e.outerHTML.slice(0, 150)}`).join('\n')));
  checkWalk(await walk(page, 'Tab', n * 2 + 4), n, 'Tab');
  checkWalk(await walk(page, 'Shift+Tab', n * 2 + 4), n, 'Shift+Tab');

  // The modal dialogs keep the focus off the page behind them while open
  // (not a trap: Escape closes them) and give it back to the button that
  // opened them.
  for (const name of ['New game', 'Settings']) {
    await page.getByRole('button', { name }).press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      // Inside the dialog, or out to the browser (the page behind is inert).
      const inside = await dialog.evaluate((d) =>
        d.contains(document.activeElement) || document.activeElement === document.body);
      assert.ok(inside, `${name}: Tab does not reach the page behind the open dialog`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const back = await page.evaluate(() => document.activeElement?.textContent?.trim());
    assert.equal(back, name, `${name}: focus returns to its button`);
  }

  // After the end (resignation), the remaining controls are still all reached.
  await page.getByRole('button', { name: 'Resign', exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Black resigns' }).press('Enter');
  await said(page, /^White wins by resignation/);
  await page.evaluate(() => document.activeElement?.blur());
  n = await markControls(page);
  checkWalk(await walk(page, 'Tab', n * 2 + 4), n, 'Tab after the end');
  assert.deepEqual(app.problems, []);
});

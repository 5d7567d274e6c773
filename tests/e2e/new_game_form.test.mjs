// The new-game form in two steps: what every game needs always shown, the
// event's rules folded under "Tournament and rules", "Start game" in view
// without scrolling on a tablet and a phone, and an unfinished game set
// aside only when the player says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, openRules, play, ready, RULES_FIELDS, sheet, startGame } from './harness.mjs';

const app = appForFile();

const SIZES = [
  ['tablet landscape', { width: 1024, height: 768 }],
  ['phone', { width: 390, height: 844 }],
];

/** Whether the button is inside the viewport and is what a tap there hits. */
async function inView(page, button) {
  return button.evaluate((b) => {
    const r = b.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth && b.contains(hit)
      ? 'in view'
      : `at ${Math.round(r.top)}–${Math.round(r.bottom)} of ${window.innerHeight}, hit ${hit?.outerHTML.slice(0, 60)}`;
  });
}

for (const [name, viewport] of SIZES) {
  test(`${name} ${viewport.width}×${viewport.height}: "Start game" in view without scrolling, the event's rules folded`, async () => {
    const page = await ready(await app.open('/', { contextOptions: { locale: 'en-US', viewport } }));
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New game' });
    const startButton = dialog.getByRole('button', { name: 'Start game' });
    assert.equal(await inView(page, startButton), 'in view', 'as the form opens');
    // Always shown: what every game needs.
    for (const field of ['opponent', 'white', 'black', 'control', 'venue']) {
      assert.ok(await dialog.locator(`[name="${field}"]`).isVisible(), `${field} shown`);
    }
    // Folded: the event's rules, each field under its own name.
    const rules = dialog.locator('details[data-new-game-rules]');
    assert.equal(await rules.locator('summary').textContent(), 'Tournament and rules');
    assert.equal(await rules.evaluate((d) => d.open), false);
    for (const field of RULES_FIELDS.filter((f) => f !== 'draw-from-move' && f !== 'draw-never')) {
      const input = rules.locator(`[name="${field}"]`);
      assert.equal(await input.count(), 1, `${field} in the folded part`);
      assert.equal(await input.isVisible(), false, `${field} folded`);
    }
    // Unfolded, and with the long custom editor: still in view.
    await openRules(dialog);
    await dialog.getByLabel('Time control').selectOption('custom');
    assert.equal(await inView(page, startButton), 'in view', 'with the rules unfolded and a custom control');
    await page.screenshot({ path: `/tmp/new-game-${viewport.width}x${viewport.height}.png` });
    await startGame(dialog);
    assert.deepEqual(app.problems, []);
    await page.context().close();
  });
}

test('opening the form during an unfinished game does not ask; Cancel leaves the game as it was', async () => {
  const page = await ready(await app.open('/', { contextOptions: { locale: 'en-US' } }));
  await play(page, 'e2e4', 'e7e5');
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('button', { name: 'Start game' }).waitFor();
  assert.equal(await dialog.getByRole('button', { name: 'Keep playing' }).count(), 0);
  assert.equal(await dialog.getByText(/not finished/).count(), 0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await sheet(page), '1. e4 e5');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('"Start game" during an unfinished game asks first: "Keep playing" keeps it, "Archive it and start" archives it', async () => {
  const page = await ready(await app.open('/', { contextOptions: { locale: 'en-US' } }));
  await play(page, 'e2e4', 'e7e5');
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('button', { name: 'Start game' }).click();
  // The question, with the safe answer focused.
  const keep = dialog.getByRole('button', { name: 'Keep playing' });
  await keep.waitFor();
  assert.match(await dialog.locator('#unfinished-question').textContent(), /not finished/);
  assert.equal(await keep.evaluate((b) => b === document.activeElement), true, '"Keep playing" focused');
  await keep.press('Enter');
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await sheet(page), '1. e4 e5', 'the game kept');
  await play(page, 'g1f3');

  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.getByRole('button', { name: 'Archive it and start' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await sheet(page), '', 'a new game');
  await page.getByRole('button', { name: 'PGN & archive' }).click();
  const archive = page.getByRole('dialog', { name: 'PGN & archive' });
  await archive.locator('[data-archive-entry]').first().waitFor();
  assert.equal(await archive.locator('[data-archive-entry]').count(), 1, 'the unfinished game archived');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a finished game is not asked about', async () => {
  const page = await ready(await app.open('/', { contextOptions: { locale: 'en-US' } }));
  await play(page, 'f2f3', 'e7e5', 'g2g4', 'd8h4');
  await page.locator('[data-result]').waitFor();
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.equal(await sheet(page), '');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

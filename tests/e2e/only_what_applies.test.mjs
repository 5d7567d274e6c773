// Only what applies on the screen: a control whose rule can never apply to
// the game shown is not drawn. The players' claim without an arbiter (2023
// Guidelines III.6) only where the event announced Guidelines III (III.2.1),
// the game is standard or rapid without increment (III.2.2) and no arbiter
// supervises it (III.6), and only under two minutes (III.6.1); the
// arbiter's Guidelines III.4 and III.5 controls only where Guidelines III
// govern the game. Hooks: buttons and legends by their English names,
// #arbiter, the settings' arbiter switch, form fields by name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ARBITER_PANEL, appForFile, newGame, play, ready, sheet, switchOn, until } from './harness.mjs';

const app = appForFile();
const fresh = async () => ready(await app.open('/'));

const UNSUPERVISED = 'No arbiter present: claim a draw';
const CLAIMS = /the opponent (makes no effort to win|cannot win by normal means)/;

/** The arbiter's panel, switched on and opened. */
async function panel(page) {
  if ((await page.locator('#arbiter').count()) === 0) await switchOn(page, ARBITER_PANEL);
  const details = page.locator('#arbiter');
  if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
  await details.locator('fieldset').first().waitFor();
  return details;
}

async function panelOff(page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('checkbox', { name: ARBITER_PANEL, exact: true }).uncheck();
  await settings.getByRole('button', { name: 'Close' }).click();
  await settings.waitFor({ state: 'hidden' });
}

async function setClock(arbiter, side, seconds) {
  await arbiter.getByLabel('Clock of').selectOption(side);
  await arbiter.locator('#arbiter-seconds').fill(String(seconds));
  await arbiter.getByRole('button', { name: 'Set time' }).click();
}

/** What of Guidelines III is drawn: the players' claim, the panel's III.4 and III.5. */
async function guidelinesControls(page) {
  return {
    unsupervised: await page.locator('legend', { hasText: UNSUPERVISED }).count(),
    // Drawn counts, folded or not (a folded control is still drawn).
    claims: await page.locator('button', { hasText: CLAIMS }).count(),
    increment: await page.locator('button', { hasText: /asks for 5 seconds a move/ }).count(),
    quickplay: await page.locator('legend', { hasText: 'Quickplay finish' }).count(),
  };
}

const NONE = { unsupervised: 0, claims: 0, increment: 0, quickplay: 0 };

test("a first visit's casual 15+10 game shows no Guidelines III control, with or without the arbiter, at any time left", async () => {
  const page = await fresh();
  await play(page, 'e2e4', 'e7e5');
  await until(() => sheet(page), (t) => t === '1. e4 e5', 'the scoresheet to read "1. e4 e5"');
  assert.deepEqual(await guidelinesControls(page), NONE, 'a first casual game');
  // White under two minutes (III.6.1), with the arbiter's panel on, then off
  // again: 15+10 has an increment (III.2.2) and nothing was announced
  // (III.2.1), so nothing of Guidelines III is drawn.
  const arbiter = await panel(page);
  await setClock(arbiter, 'white', 90);
  await until(() => page.locator('#clock-white .clock-time').textContent(), (t) => /^1:[23]\d/.test(t), "White's clock under two minutes");
  assert.deepEqual(await guidelinesControls(page), NONE, 'the panel of a casual 15+10 game');
  await panelOff(page);
  assert.deepEqual(await guidelinesControls(page), NONE, 'the casual game under two minutes, no arbiter');
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a 2023 game without increment whose event did not announce Guidelines III shows none of them (III.2.1)', async () => {
  const page = await fresh();
  await newGame(page, { control: '1800', edition: '2023' });
  await play(page, 'e2e4', 'e7e5');
  const arbiter = await panel(page);
  await setClock(arbiter, 'white', 90);
  await arbiter.locator('fieldset').first().waitFor();
  assert.deepEqual(await guidelinesControls(page), NONE);
  await panelOff(page);
  assert.deepEqual(await guidelinesControls(page), NONE);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

test('a game with Guidelines III announced shows them: III.4 and III.5 to the arbiter, III.6 to the players under two minutes', async () => {
  const page = await fresh();
  await newGame(page, { control: '1800', edition: '2023', fields: { 'guidelines-iii': true } });
  await play(page, 'e2e4', 'e7e5');
  await until(() => sheet(page), (t) => t === '1. e4 e5', 'the scoresheet to read "1. e4 e5"');
  // No arbiter, thirty minutes left: the claim is not open yet (III.6.1).
  assert.deepEqual(await guidelinesControls(page), NONE, 'more than two minutes left');
  const arbiter = await panel(page);
  await arbiter.locator('legend', { hasText: 'Quickplay finish (Guidelines III.5)' }).waitFor({ state: 'attached' });
  assert.equal(await arbiter.locator('button', { hasText: /^White asks for 5 seconds a move/ }).count(), 1);
  // An arbiter present: no players' claim (III.6).
  assert.equal(await page.locator('legend', { hasText: UNSUPERVISED }).count(), 0);
  // White at 2:02; the panel off: the claim opens by itself at two minutes.
  await setClock(arbiter, 'white', 122);
  await panelOff(page);
  assert.equal(await page.locator('legend', { hasText: UNSUPERVISED }).count(), 0, 'not yet under two minutes');
  await page.locator('legend', { hasText: `${UNSUPERVISED} (Guidelines III.6)` }).waitFor({ state: 'attached', timeout: 8000 });
  assert.equal(await page.locator('button', { hasText: CLAIMS }).count(), 2);
  assert.deepEqual(app.problems, []);
  await page.context().close();
});

// Commands that act (issue 39): a typed command does what its key or
// button does. "t" typed reads the clocks as the key t on a square does;
// "draw" offers a draw (Art. 9.1.2) while "offer" only asks; "resign"
// resigns after the usual confirmation (Art. 5.1.2); "undo" asks to take
// back; the help comes in short pieces; the skip link moves the focus to
// the board; a refusal shown on screen goes once a later command succeeds;
// a result typed on the screen is explained, not played.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, newGame, ready, recordAnnouncements, square, until } from './harness.mjs';

const app = appForFile();

/** A 15+10 game between two people at one device, in English. */
async function openGame() {
  const page = await app.open('/', { contextOptions: { locale: 'en-GB', viewport: { width: 1280, height: 900 } } });
  await ready(page);
  await newGame(page, { control: '900+10', fields: { opponent: 'person' } });
  await recordAnnouncements(page);
  return page;
}

const said = (page) => page.evaluate(() => window.__said.slice());

/** Types `text` into the move field and presses Enter. */
async function enter(page, text) {
  const input = page.locator('#move-input');
  await input.focus();
  if (text) await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Waits for the next announcement after `n` said so far, matching `re`. */
async function nextSaid(page, n, re = /./) {
  const all = await until(() => said(page), (s) => s.slice(n).some((t) => re.test(t)), `an announcement matching ${re}`, 8000);
  return all.slice(n).find((t) => re.test(t));
}

test('"t" typed reads the clocks as the key t does; "draw" offers, "offer" asks, the opponent\'s "draw" agrees', async () => {
  const page = await openGame();
  // The key t on a square of the board.
  let n = (await said(page)).length;
  await square(page, 'e2').focus();
  await page.keyboard.press('t');
  const byKey = await nextSaid(page, n);
  // The same command typed.
  n = (await said(page)).length;
  await enter(page, 't');
  const typed = await nextSaid(page, n);
  assert.equal(typed, byKey);
  // The times, in whichever words the announcements use.
  assert.match(typed, /15|fifteen|fünfzehn|quinze/i, typed);
  assert.doesNotMatch(typed, /to move|am Zug/, typed);

  await enter(page, 'e4');
  await enter(page, 'e5');
  // "offer" alone asks whether an offer is pending, and offers nothing.
  n = (await said(page)).length;
  await enter(page, 'offer');
  await nextSaid(page, n);
  assert.equal(await page.getByRole('button', { name: 'Accept draw' }).count(), 0);
  // "draw" offers (Art. 9.1.2: the player who moved last, Black).
  await enter(page, 'draw');
  await page.getByRole('button', { name: 'Accept draw' }).waitFor({ timeout: 5000 });
  // The opponent's "offer draw" meets the offer: the draw is agreed.
  await enter(page, 'offer draw');
  await until(() => page.locator('[data-status]').textContent(), (t) => /Game over/.test(t), 'the status saying the game is over');
  assert.match(await page.locator('[data-status]').textContent(), /draw/i);
  assert.deepEqual(app.problems, []);
});

test('"resign" asks first, as the Resign button does; Enter confirms it; "undo" proposes a take-back', async () => {
  const page = await openGame();
  await enter(page, 'e4');
  // "undo": White asks to take back e4 (casual game).
  await enter(page, 'undo');
  await page.locator('[data-take-back-request]').waitFor({ timeout: 5000 });
  await page.getByRole('button', { name: 'Decline take-back' }).click();
  await until(() => page.locator('[data-take-back-request]').count(), (c) => c === 0, 'no take-back request left');
  // "resign": nothing ends before the confirmation.
  await enter(page, 'resign');
  const confirm = page.locator('.move-input-panel .pending button');
  await confirm.waitFor({ timeout: 5000 });
  assert.equal(await confirm.textContent(), 'Black resigns');
  assert.match(await page.locator('.move-input-panel .pending').textContent(), /Black resigns\?/);
  assert.doesNotMatch(await page.locator('[data-status]').textContent(), /Game over/);
  // Anything else plays on.
  await enter(page, 'e5');
  await until(() => page.locator('.move-input-panel .pending').count(), (c) => c === 0, 'no pending confirmation');
  // Asked again, in German this time; Enter on the empty field confirms.
  await enter(page, 'aufgeben');
  await confirm.waitFor({ timeout: 5000 });
  assert.equal(await confirm.textContent(), 'White resigns');
  await enter(page, '');
  await until(() => page.locator('[data-status]').textContent(), (t) => /Game over/.test(t), 'the status saying the game is over');
  assert.match(await page.locator('[data-status]').textContent(), /Black wins/);
  assert.deepEqual(app.problems, []);
});

test('help comes in short pieces: the topics first, then each topic; a refusal goes once a command succeeds; a typed 1-0 on the screen is explained', async () => {
  const page = await openGame();
  let n = (await said(page)).length;
  await enter(page, 'help');
  const topics = await nextSaid(page, n);
  assert.match(topics, /help clock/);
  assert.match(topics, /help board/);
  assert.ok(topics.length < 300, `${topics.length} characters: ${topics}`);
  for (const [topic, re] of [
    ['help clock', /clock or t/],
    ['help board', /arrow keys/],
    ['help game', /resign/],
    ['Hilfe Züge', /list/i],
  ]) {
    n = (await said(page)).length;
    await enter(page, topic);
    const piece = await nextSaid(page, n);
    assert.match(piece, re, `${topic}: ${piece}`);
    assert.ok(piece.length < 320, `${topic}: ${piece.length} characters`);
  }
  // A refusal is shown on screen ...
  const notice = () => page.locator('[data-notice]').textContent();
  await enter(page, 'Qh4');
  await until(notice, (t) => /Illegal move/.test(t), 'the refusal shown');
  // ... and goes once a later command succeeds.
  await enter(page, 'clock');
  await until(notice, (t) => t.trim() === '', 'the refusal gone');
  // A result typed on the screen: explained, the game goes on.
  await enter(page, '1-0');
  await until(notice, (t) => /over the board/.test(t), 'the notice about results over the board');
  assert.match(await notice(), /resign/);
  assert.doesNotMatch(await page.locator('[data-status]').textContent(), /Game over/);
  assert.deepEqual(app.problems, []);
});

test('the skip link moves the focus to the board, and over the board (?otb) to the move field', async () => {
  const page = await openGame();
  const skip = page.locator('a.skip-link');
  await skip.focus();
  await page.keyboard.press('Enter');
  await until(
    () => page.evaluate(() => document.activeElement?.getAttribute('data-square')),
    (sq) => Boolean(sq),
    'the focus on a square of the board',
  );
  // The board takes keys at once: t reads the clocks.
  const n = (await said(page)).length;
  await page.keyboard.press('t');
  await nextSaid(page, n);

  const otb = await app.open('/?otb', { contextOptions: { locale: 'en-GB', viewport: { width: 1180, height: 900 } } });
  await otb.locator('[data-mode="otb"]').waitFor({ timeout: 20000 });
  await otb.locator('a.skip-link').focus();
  await otb.keyboard.press('Enter');
  await until(() => otb.evaluate(() => document.activeElement?.id), (id) => id === 'move-input', 'the focus on the move field');
  assert.deepEqual(app.problems, []);
});

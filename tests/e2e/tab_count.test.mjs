// The key presses of a screen-reader user from loading the page (a new
// profile) to a first move typed, choosing the blind player's profile on
// the way: Tab, Enter and arrow presses counted, at most 12 Tabs. The path
// is the one a keyboard user finds: Tab to Settings, the profile first in
// the dialog, Space, Escape (the dialog closes onto the move field once
// the profile is on), the move typed and confirmed (the profile confirms
// typed moves, rule 6). Hooks: the buttons' names, #move-input, #announcer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, ready, recordAnnouncements, until } from './harness.mjs';

const app = appForFile();

/** The accessibility tree's line for the focused element. */
async function focused(page) {
  const loc = page.locator(':focus');
  if ((await loc.count()) === 0) return '';
  return (await loc.first().ariaSnapshot()).split('\n')[0];
}

test('from loading the page to a first typed move, the blind profile chosen on the way, in at most 12 Tabs', async () => {
  const page = await ready(await app.open('/', { contextOptions: { locale: 'en-US' } }));
  await recordAnnouncements(page);
  const count = { Tab: 0, Enter: 0, arrows: 0, other: [] };
  const press = async (key) => {
    if (key === 'Tab' || key === 'Enter') count[key]++;
    else if (/^Arrow/.test(key)) count.arrows++;
    else count.other.push(key);
    await page.keyboard.press(key);
  };
  const tabTo = async (re) => {
    for (let i = 0; i < 60 && !re.test(await focused(page)); i++) await press('Tab');
    assert.match(await focused(page), re);
  };
  await tabTo(/^- button "Settings"/);
  await press('Enter');
  // The profile is the dialog's first control, focused as it opens.
  await until(() => focused(page), (l) => /checkbox "Blind player/.test(l), 'the profile focused in the dialog');
  await press('Space');
  await until(() => page.evaluate(() => document.activeElement?.checked), (c) => c === true, 'the profile on');
  await press('Escape');
  await until(() => focused(page), (l) => /textbox "Move or command"/.test(l), 'the move field focused after the dialog');
  await page.keyboard.type('Bauer Eva vier');
  await press('Enter');
  await until(() => page.evaluate(() => window.__said.slice()), (s) => s.some((t) => /^Play Bauer Eva vier\?/.test(t)), 'the move read back');
  await press('Enter');
  await until(() => page.evaluate(() => window.__said.slice()), (s) => s.includes('Bauer Eva vier'), 'the move played');
  console.log(`key presses to a first typed move: ${count.Tab} Tab, ${count.Enter} Enter, ${count.arrows} arrows, and ${count.other.join(', ')}`);
  assert.ok(count.Tab <= 12, `${count.Tab} Tabs`);
  assert.deepEqual(app.problems, []);
});

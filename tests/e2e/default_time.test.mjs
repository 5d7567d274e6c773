// Default time from the arbiter's panel (2023 Art. 6.7.1: zero unless the
// event says otherwise): White has moved, Black has not arrived, and the
// arbiter declares Black lost by default; the result cites 2023 Art. 6.7.1.
// Hooks: #arbiter, buttons by accessible name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, newGame, openArbiter, openRules, ready, sheet, until } from './harness.mjs';

const app = appForFile();

test('2023 Art. 6.7.1 from the panel: Black not arrived is declared lost by default', async () => {
  const page = await ready(await app.open('/'));
  await newGame(page, { control: '5400', edition: '2023' });
  const input = page.getByRole('textbox', { name: 'Move or command' });
  await input.focus();
  await page.keyboard.type('e4');
  await page.keyboard.press('Enter');
  const end = Date.now() + 5000;
  while ((await sheet(page)) !== '1. e4') {
    if (Date.now() > end) throw new Error('e4 not played');
    await new Promise((r) => setTimeout(r, 50));
  }
  const details = await openArbiter(page);
  const section = details.locator('fieldset.default-time');
  await section.locator('legend', { hasText: 'Not arrived by the default time (Art. 6.7.1)' }).waitFor();
  assert.equal(await section.getByRole('button', { name: 'White has arrived' }).count(), 0, 'White has moved');
  await section.getByRole('button', { name: 'Declare Black lost by default (unless the arbiter decides otherwise)' }).click();
  await page.locator('[data-result]').waitFor({ timeout: 5000 });
  await page.getByText(/not present by the default time \(Art\. 6\.7\.1\)/).first().waitFor({ timeout: 5000 });
  assert.equal(await page.getByText(/Art\. 6\.6\b/).count(), 0, 'no 2001 number');
  assert.deepEqual(app.problems, []);
});

test("2023 Art. 6.7.1 and 6.7.2: the event's default time from the form; the round starts with neither player present, so White's clock runs", async () => {
  const page = await ready(await app.open('/'));
  const problems = [];
  await newGame(page, { control: '5400', edition: '2023', fields: { 'default-time': '30' } });
  // 6.7.2: the arbiter starts White's clock at the round's start.
  await page.getByRole('button', { name: "Start White's clock" }).click();
  await page.locator('#clock-white.running').waitFor({ timeout: 5000 });
  await until(() => page.locator('#clock-white .clock-time').textContent(), (t) => t !== '1:30:00', "White's clock running down");
  const details = await openArbiter(page);
  const section = details.locator('fieldset.default-time');
  await section.getByRole('button', { name: 'Declare White lost by default (unless the arbiter decides otherwise)' }).click();
  // Thirty minutes have not passed: refused with the time to go and the article.
  await page.getByText(/The default time has not passed: (29:\d\d|30:00) to go \(Art\. 6\.7\.1\)/).first().waitFor({ timeout: 5000 });
  assert.equal(await page.locator('[data-result]').count(), 0);
  // A default time that is not a number is refused in words in the form.
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await openRules(dialog);
  await dialog.locator('[name="default-time"]').fill('half an hour');
  await dialog.getByRole('button', { name: 'Start game' }).click();
  await dialog.getByText('The default time “half an hour” is not a whole number of minutes').waitFor();
  problems.push(...app.problems);
  assert.deepEqual(problems, []);
});

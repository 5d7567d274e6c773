// Tournament files other people wrote fill the New game form: each public
// TRF (crates/arbiter/tests/data/tournament/public, sources and licences in
// its README) with a pairing list for its next round. TRF-2026 with `###`
// lines and 249 players; CR-only line endings (TRF-2026 Remark 1) with 180
// players and 11 rounds; Windows-1252 names, said by the form; a `012` line
// with a comma; a CR-only file whose first line is a `###` comment and whose
// names hold commas.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openRules, ready, start, until } from './harness.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PUBLIC = path.resolve(here, '..', '..', 'crates', 'arbiter', 'tests', 'data', 'tournament', 'public');
const file = async (name) => ({ name, mimeType: 'text/plain', buffer: await fs.readFile(path.join(PUBLIC, name)) });

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

const CASES = [
  { trf: 'derived_grandmommyscup_before14.trf', pairs: 'derived_grandmommyscup_r14.pairs.txt', round: '14', what: 'TRF-2026, ### lines, 249 players' },
  { trf: 'derived_issue_15_before11.trf', pairs: 'derived_issue_15_r11.pairs.txt', round: '11', what: 'CR-only, 180 players, 11 rounds' },
  { trf: 'derived_javafo_sample2_cp1252_before4.trf', pairs: 'derived_javafo_sample2_r4.pairs.txt', round: '4', what: 'Windows-1252', cp1252: true },
  { trf: 'derived_dutch_2025_C9_comma.trf', pairs: 'bbp_dutch_2025_C9.pairs.txt', round: '2', what: 'a 012 line with a comma' },
  { trf: 'derived_trf26_team_cr.trf', pairs: 'derived_trf26_team_r2.pairs.txt', round: '2', what: 'CR-only, ### first, names with commas' },
];

for (const c of CASES) {
  test(`${c.trf} (${c.what}) with its pairing list fills the form for round ${c.round}`, async () => {
    const page = await ready(await app.open('/'));
    await page.getByRole('button', { name: 'New game', exact: true }).click();
    const d = page.getByRole('dialog', { name: 'New game' });
    await d.waitFor();
    await openRules(d);
    await d.locator('input[name="tournament-file"]').setInputFiles([await file(c.trf), await file(c.pairs)]);
    const rounds = d.locator('select[name="tournament-round"] option');
    await until(() => rounds.allTextContents(), (o) => o.includes(`Round ${c.round}`), `round ${c.round} offered`);
    await d.locator('select[name="tournament-round"]').selectOption(c.round);
    const boards = d.locator('select[name="tournament-board"] option');
    await until(() => boards.count(), (n) => n > 0, 'boards offered');
    await d.locator('select[name="tournament-board"]').selectOption('1');
    const white = await d.locator('[name="white"]').inputValue();
    const black = await d.locator('[name="black"]').inputValue();
    // The names as the file has them, decoded as the file was written.
    const text = (await fs.readFile(path.join(PUBLIC, c.trf))).toString(c.cp1252 ? 'latin1' : 'utf8');
    for (const name of [white, black]) {
      assert.ok(name.length > 0 && text.includes(name), `${name} is not a name of ${c.trf}`);
      assert.ok(!name.includes('\uFFFD'), name);
    }
    assert.equal(await d.locator('[name="round"]').inputValue(), c.round);
    if (c.cp1252) {
      // Accented names read right, and the form says how the file was read.
      const all = (await boards.allTextContents()).join(' ');
      assert.match(all, /[áéíóúñÁÉÍÓÚÑ]/, all);
      await d.getByText(/Windows-1252/).first().waitFor();
    }
    assert.deepEqual(app.problems, []);
  });
}

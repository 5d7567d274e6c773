// One language at a time: the moves and the squares' names are said in the
// move words chosen (on a first visit the interface language's: "e2" and
// "pawn e5" in English and Portuguese, the FIDE scheme's Anna … Hector,
// eins … acht, König … Bauer in German, 2023 Appendix D.2.1), every other
// word in the interface language: times, colours, the piece on a square,
// answers and outcomes.
// Checked in an English, a German and a Portuguese browser with the `t` key
// on the board, picking up a piece, the typed "offer" and an agreed draw:
// every part of the live region carries its language, the parts in the
// scheme hold nothing but the scheme's words, and the other parts and the
// screen hold no word of another interface language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, play, ready, recordAnnouncements, square, until } from './harness.mjs';

const app = appForFile();

/** The words of the FIDE scheme: files, ranks, pieces, moves (2023 D.2.1). */
const SCHEME_WORDS = new Set(
  ('Anna Bella Cesar David Eva Felix Gustav Hector eins zwei drei vier fünf sechs sieben acht ' +
    'König Dame Turm Läufer Springer Bauer schlägt Kurze Lange Rochade Schach Schachmatt wird en passant')
    .split(' '),
);

/** Words that give away each interface language (none of them is in the scheme). */
const GIVEAWAYS = {
  en: /\b(White|Black|minutes?|seconds?|draw|offer|Picked|pawn|wins|agreement|empty|to move)\b/,
  de: /\b(Weiß|Schwarz|weißer|schwarzer|Minuten?|Sekunden?|Remis|Aufgenommen|regelgemäße|gewinnt|Einigung|leer|am Zug)\b|Kein Remisangebot/,
  pt: /\b(Brancas|Pretas|minutos?|segundos?|empate|Peça levantada|lances? lega(l|is)|peão|acordo|vazia|jogam)\b/,
};

const LANGS = [
  {
    locale: 'en-US',
    lang: 'en',
    clocks: 'White 15 minutes, Black 15 minutes',
    picked: 'Picked up: e2, white pawn. 2 legal moves',
    moveLang: 'en-GB',
    square: 'e2',
    e5: /^pawn e5$/,
    noOffer: 'No draw offer',
    offerDraw: 'Offer draw',
    acceptDraw: 'Accept draw',
    agreed: /^Draw by agreement \(Art\. 5\.2\.3\)$/,
  },
  {
    locale: 'de-DE',
    lang: 'de',
    clocks: 'Weiß 15 Minuten, Schwarz 15 Minuten',
    picked: 'Aufgenommen: Eva zwei, weißer Bauer. 2 regelgemäße Züge',
    moveLang: 'de-DE',
    square: 'Eva zwei',
    e5: /^Bauer Eva fünf$/,
    noOffer: 'Kein Remisangebot',
    offerDraw: 'Remis anbieten',
    acceptDraw: 'Remis annehmen',
    agreed: /^Remis durch Einigung \(Art\. 5\.2\.3\)$/,
  },
  {
    locale: 'pt-BR',
    lang: 'pt',
    clocks: 'Brancas 15 minutos, Pretas 15 minutos',
    picked: 'Peça levantada: e2, peão branco. 2 lances legais',
    moveLang: 'pt-BR',
    square: 'e2',
    e5: /^peão e5$/,
    noOffer: 'Nenhuma proposta de empate',
    offerDraw: 'Propor empate',
    acceptDraw: 'Aceitar o empate',
    agreed: /^Empate por acordo mútuo \(Art\. 5\.2\.3\)$/,
  },
];

const messages = (page) => page.evaluate(() => window.__parts);
const joined = (parts) => parts.map((p) => p.text).join('').trim();

/** Waits for a message whose text is `expected` (a string or a pattern); returns its parts. */
async function heard(page, expected) {
  const ok = (m) => (typeof expected === 'string' ? joined(m) === expected : expected.test(joined(m)));
  const all = await until(() => messages(page), (ms) => ms.some(ok), `a message ${expected}`, 8000);
  const found = all.find(ok);
  assert.ok(found, `never heard ${expected}; heard: ${all.map(joined).join(' | ')}`);
  return found;
}

for (const L of LANGS) {
  test(`${L.locale}: moves and squares in the move words (${L.moveLang}), every other word in ${L.lang}`, async () => {
    const page = await app.open('/', { contextOptions: { locale: L.locale } });
    await ready(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), L.lang);
    await recordAnnouncements(page);

    // The `t` key on a square: both clocks (the first visit has 15+10).
    await square(page, 'e2').focus();
    await page.keyboard.press('t');
    const clocks = await heard(page, L.clocks);
    assert.deepEqual(clocks.map((p) => p.lang), [L.lang], 'the clocks are one part in the interface language');

    // Picking up a piece: the square in the move words, the rest in the interface language.
    await page.keyboard.press('Enter');
    const picked = await heard(page, L.picked);
    assert.deepEqual(picked.map((p) => p.lang), [L.lang, L.moveLang, L.lang]);
    assert.equal(picked[1].text.trim().replace(/,$/, ''), L.square);
    // The square's accessible name reads the same way.
    assert.equal(
      await square(page, 'e2').getAttribute('aria-label'),
      L.picked.split(': ')[1].split('.')[0],
    );
    await page.keyboard.press('Escape');

    // The typed "offer", in English whatever the interface language.
    const input = page.locator('#move-input');
    await input.fill('offer');
    await input.press('Enter');
    const noOffer = await heard(page, L.noOffer);
    assert.deepEqual(noOffer.map((p) => p.lang), [L.lang]);

    // An agreed draw after a move each (Art. 5.2.3).
    await play(page, 'e2e4', 'e7e5');
    await heard(page, L.e5);
    await page.getByRole('button', { name: L.offerDraw, exact: true }).click();
    await page.getByRole('button', { name: L.acceptDraw, exact: true }).click();
    const agreed = await heard(page, L.agreed);
    assert.deepEqual(agreed.map((p) => p.lang), [L.lang]);

    // Every part said: the scheme's parts hold only the scheme's words, the
    // others no word of another interface language and none of the scheme's
    // German words.
    const all = await messages(page);
    for (const m of all) {
      for (const part of m) {
        if (part.lang === 'de-DE') {
          for (const word of part.text.split(/[^\p{L}]+/u).filter(Boolean)) {
            assert.ok(SCHEME_WORDS.has(word), `"${word}" in the scheme's part "${part.text}"`);
          }
        } else if (part.lang === L.moveLang) {
          // The interface language's move words: none of the scheme's.
          for (const word of part.text.split(/[^\p{L}]+/u).filter(Boolean)) {
            assert.ok(!SCHEME_WORDS.has(word), `the scheme's "${word}" in the ${L.moveLang} move "${part.text}"`);
          }
        } else {
          assert.equal(part.lang, L.lang, `a part in ${part.lang}: "${part.text}"`);
          for (const [other, re] of Object.entries(GIVEAWAYS)) {
            if (other !== L.lang) assert.doesNotMatch(part.text, re, `${other} words in "${part.text}"`);
          }
          if (L.lang !== 'de') {
            for (const word of part.text.split(/[^\p{L}]+/u).filter(Boolean)) {
              assert.ok(!SCHEME_WORDS.has(word), `the scheme's "${word}" in the ${L.lang} part "${part.text}"`);
            }
          }
        }
      }
    }
    // What is shown on the screen (the board's names aside) holds no word
    // of another interface language either.
    const shown = await page.evaluate(() => {
      const clone = document.body.cloneNode(true);
      for (const e of clone.querySelectorAll('#announcer, [role=grid], select, option, #scoresheet, [hidden]')) e.remove();
      return clone.innerText ?? clone.textContent;
    });
    for (const [other, re] of Object.entries(GIVEAWAYS)) {
      if (other !== L.lang) assert.doesNotMatch(shown, re, `${other} words on the ${L.lang} screen`);
    }
    assert.deepEqual(app.problems, []);
  });
}

test('settings: the move words and the announcement length are two selects with their own labels', async () => {
  const page = await app.open('/');
  await ready(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const words = dialog.locator('select[name=move-words]');
  // Each select's label names it alone (the label's own text, before the
  // select inside it).
  const label = (name) =>
    dialog.locator(`select[name=${name}]`).evaluate((e) => e.closest('label').firstChild.textContent.trim());
  assert.equal(await label('move-words'), 'Move words');
  assert.equal(await label('form'), 'Announcement length');
  assert.equal(await dialog.getByRole('combobox', { name: /^Move words/ }).count(), 1);
  assert.equal(await dialog.getByRole('combobox', { name: /^Announcement length/ }).count(), 1);
  assert.deepEqual(await words.locator('option').allTextContents(), [
    "The interface language's words (e2, white pawn; Knight f3)",
    'FIDE scheme (Anna … Hector, eins … acht)',
    'Anna … Hector, English numbers',
    'English words',
    'Portuguese words',
  ]);
  assert.equal(await words.inputValue(), 'Interface', "a first visit hears the interface's words");
  // The blind player's profile chooses the FIDE scheme, and gives the
  // words back to the interface when turned off.
  const profile = dialog.getByRole('checkbox', { name: /^Blind player/ });
  await profile.check();
  assert.equal(await words.inputValue(), 'German');
  await profile.uncheck();
  assert.equal(await words.inputValue(), 'Interface');
  // The FIDE scheme: the square in the scheme, English around it.
  await words.selectOption({ label: 'FIDE scheme (Anna … Hector, eins … acht)' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
  // The cell's name mixes two languages, so it is no `aria-label` (which
  // carries one) but its `lang` spans.
  assert.equal(await square(page, 'g1').getAttribute('aria-label'), null);
  assert.deepEqual(
    await square(page, 'g1').evaluate((e) => [...e.querySelectorAll('[lang]')].map((s) => [s.lang, s.textContent])),
    [['de-DE', 'Gustav eins, ']],
  );
  assert.equal(await page.getByRole('gridcell', { name: 'Gustav eins, white knight', exact: true }).count(), 1);
  await recordAnnouncements(page);
  await square(page, 'g1').focus();
  await page.keyboard.press('Enter');
  const picked = await heard(page, 'Picked up: Gustav eins, white knight. 2 legal moves');
  assert.deepEqual(picked.map((p) => p.lang), ['en', 'de-DE', 'en']);
  assert.deepEqual(app.problems, []);
});

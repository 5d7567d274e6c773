// A whole game as a screen-reader user plays it, in an English and a
// German browser: the blind player's profile chosen by keyboard, a game
// against level 1 started and played by keyboard alone (typed moves read
// back and confirmed, rule 6 of the rules for visually handicapped
// players), every question about the position asked by its key on a
// square and typed in the interface's language, the game reviewed with
// [ and ] and left with Escape, and the game ended. What the screen reader
// is given is read as it reads it: the live regions' parts with their
// `lang`, and the accessibility tree (CDP's Accessibility.getFullAXTree),
// each name traced back to the DOM's text and `closest('[lang]')`. No
// accessible name may hold the FIDE scheme's words (2023 Appendix D.2.1)
// in the interface's language, nor the interface's words in the scheme's.
// On a prepared position (1. e4 d5 2. exd5), every question of part 2 is
// answered with its words checked, in both languages.
//
// A second test is a sighted first visit in pt-BR and en-GB: a game
// against level 1 shows no square or move in the scheme on the screen or
// in a cell's name, and the scoresheet, the hint and the move field use
// the interface language's piece letters (2023 Appendix C.4).
// Hooks: #move-input, role=gridcell, [data-review], #announcer,
// select[name=opponent|level], #scoresheet, [data-feedback].
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  appForFile,
  byName,
  byText,
  oracle,
  ready,
  recordAnnouncements,
  sheet,
  square,
  tabTo,
  until,
  waitInPage,
} from './harness.mjs';

const app = appForFile();

/** A square or a move in the FIDE scheme: a file's name and a rank's word, or a piece's (D.2.1). */
const SCHEME =
  /\b(Anna|Bella|Cesar|David|Eva|Felix|Gustav|Hector) (eins|zwei|drei|vier|fünf|sechs|sieben|acht)\b|\b(König|Dame|Turm|Läufer|Springer|Bauer|schlägt)\b|\b(Kurze|Lange) Rochade\b/;

/** Words that give away an interface language (none is in the scheme). */
const GIVEAWAYS = {
  en: /\b(White|Black|minutes?|seconds?|draw|offer|pawn|knight|bishop|rook|queen|king|empty|to move|Attacked|Defended)\b/,
  de: /\b(Weiß|Schwarz|weißer|schwarzer|Minuten?|Remis|leer|am Zug|Angegriffen|Gedeckt)\b/,
  pt: /\b(Brancas|Pretas|minutos?|empate|peão|vazia|jogam)\b/,
};

const LOCALES = [
  {
    locale: 'en-US',
    lang: 'en',
    settings: 'Settings',
    newGame: 'New game',
    start: 'Start game',
    resign: 'Resign',
    resigns: 'White resigns',
    confirm: /^Play .*\?/,
    keys: {
      'Shift+A': /Attacked by (White|Black)/,
      'Shift+H': /^Pieces in danger/,
      // The rays off the board are left out: any one of them.
      x: /(Up|Down) (left|right):/,
      'Shift+X': /(Up|Down|Left|Right):/,
      z: /^(Last capture|No capture yet)/,
      'Shift+C': /to move: |no captures/,
      'Shift+W': /can go there|none/,
    },
    typed: [
      ['attackers {sq}', /Attacked by (White|Black)/],
      ['defenders {sq}', /Defended by (White|Black)/],
      ['hanging', /^Pieces in danger/],
      ['scan {sq}', /(Up|Down) (left|right):/],
      ['last capture', /^(Last capture|No capture yet)/],
      ['captures', /to move: |no captures/],
      ['who can go to {sq}', /can go there/],
      ['flurb', /^Not a move or a command/],
    ],
    step: /^Move \d+, (White|Black): /,
    startPosition: /^Start position/,
    back: /^Back to the game/,
  },
  {
    locale: 'de-DE',
    lang: 'de',
    settings: 'Einstellungen',
    newGame: 'Neue Partie',
    start: 'Partie beginnen',
    resign: 'Aufgeben',
    resigns: 'Weiß gibt auf',
    confirm: / ziehen\?/,
    keys: {
      'Shift+A': /Angegriffen von (Weiß|Schwarz)/,
      'Shift+H': /^Figuren in Gefahr/,
      x: /Nach (links|rechts) (oben|unten):/,
      'Shift+X': /Nach (oben|unten|links|rechts):/,
      z: /^(Letzter Schlag|Noch nichts geschlagen)/,
      'Shift+C': /am Zug: |keine Schlagzüge/,
      'Shift+W': /kann dorthin|keine/,
    },
    typed: [
      ['Angreifer {sq}', /Angegriffen von (Weiß|Schwarz)/],
      ['Verteidiger {sq}', /Gedeckt von (Weiß|Schwarz)/],
      ['hängend', /^Figuren in Gefahr/],
      ['Strahlen {sq}', /Nach (links|rechts) (oben|unten):/],
      ['letzter Schlag', /^(Letzter Schlag|Noch nichts geschlagen)/],
      ['Schlagzüge', /am Zug: |keine Schlagzüge/],
      ['wer kann nach {sq}', /kann dorthin/],
      ['flurb', /^Weder Zug noch Befehl/],
    ],
    step: /^Zug \d+, (Weiß|Schwarz): /,
    startPosition: /^Ausgangsstellung/,
    back: /^Zurück zur Partie/,
  },
];

const said = (page) => page.evaluate(() => window.__said.slice());
const game = (page) => page.evaluate(async () => JSON.parse(await __stored.get('rochade.game')).game);

/** The next message after those so far that matches `re`, once `act` is done; with its parts. */
async function answer(page, act, re) {
  const n = (await said(page)).length;
  await act();
  const all = await until(() => said(page), (s) => s.slice(n).some((t) => re.test(t)), `a message matching ${re}`, 10000);
  const i = n + all.slice(n).findIndex((t) => re.test(t));
  const parts = await page.evaluate((i) => window.__parts[i], i);
  return { text: all[i], parts };
}

/** Whether a text in `tag` breaks the one-language rule of an interface in `lang`. */
function mixed(lang, tag, text) {
  const primary = (tag || lang).split('-')[0];
  if (primary === 'de' && tag === 'de-DE' && lang !== 'de') {
    // The scheme's part: none of the interface's words.
    return GIVEAWAYS[lang].test(text) ? `the ${lang} interface's words in the scheme's "${text}"` : null;
  }
  if (primary !== lang) return `a text in ${tag} in a ${lang} interface: "${text}"`;
  if (lang !== 'de' && SCHEME.test(text)) return `the scheme's words in the ${tag || lang} text "${text}"`;
  for (const [other, re] of Object.entries(GIVEAWAYS)) {
    if (other !== lang && re.test(text)) return `${other} words in the ${lang} text "${text}"`;
  }
  return null;
}

/** A message's parts, each held to the rule. */
function checkParts(lang, { text, parts }) {
  assert.ok(parts.length > 0, `no parts in "${text}"`);
  for (const p of parts) {
    const wrong = mixed(lang, p.lang, p.text);
    assert.equal(wrong, null, `in the message "${text}": ${wrong}`);
  }
}

/**
 * Every accessible name in the accessibility tree, traced to its text in
 * the DOM with the language each piece of it is in: an `aria-label` is one
 * piece in its element's language, a name from content one piece per text
 * node. Returns the breaches of the one-language rule.
 */
async function axBreaches(page, lang) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const breaches = [];
  let named = 0;
  for (const node of nodes) {
    const name = node.name?.value?.trim();
    if (node.ignored || !name || !node.backendDOMNodeId) continue;
    named++;
    let object;
    try {
      object = (await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId })).object;
    } catch {
      continue;
    }
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      returnByValue: true,
      functionDeclaration: `function () {
        const el = this.nodeType === 1 ? this : this.parentElement;
        if (!el) return [];
        // The move field's list of accepted forms may name the scheme.
        if (el.closest('#move-input-help')) return [];
        const langOf = (n) => ((n.nodeType === 1 ? n : n.parentElement).closest('[lang]')?.lang ?? '');
        const texts = (root) => {
          if (root.nodeType === 3) return [[langOf(root), root.textContent.trim()]];
          const out = [];
          const w = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let n = w.nextNode(); n; n = w.nextNode()) {
            if (n.parentElement.closest('[aria-hidden="true"]')) continue;
            const t = n.textContent.trim();
            if (t) out.push([langOf(n), t]);
          }
          return out;
        };
        if (this.nodeType === 3) return texts(this);
        const label = el.getAttribute('aria-label');
        if (label) return [[langOf(el), label]];
        const by = el.getAttribute('aria-labelledby');
        if (by) return by.split(/\\s+/).map((id) => document.getElementById(id)).filter(Boolean).flatMap(texts);
        return texts(el);
      }`,
    });
    for (const [tag, text] of result.value ?? []) {
      const wrong = mixed(lang, tag, text);
      if (wrong) breaches.push(`${node.role?.value} "${name}": ${wrong}`);
    }
  }
  await cdp.detach();
  assert.ok(named > 100, `only ${named} named nodes in the accessibility tree`);
  return [...new Set(breaches)];
}

/** Moves the focus on the board from its focused square to `sq` with the arrow keys (White at the bottom). */
async function arrowTo(page, sq) {
  const at = await page.evaluate(() => document.activeElement?.dataset?.square);
  assert.ok(at, 'a square of the board has the focus');
  const df = sq.charCodeAt(0) - at.charCodeAt(0);
  const dr = Number(sq[1]) - Number(at[1]);
  for (let i = 0; i < Math.abs(df); i++) await page.keyboard.press(df > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowUp' : 'ArrowDown');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset?.square), sq);
}

/** From the move field back to the board's focused square, by Shift+Tab. */
async function toBoard(page) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Shift+Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('role') === 'gridcell')) return;
  }
  throw new Error('the board not reached with Shift+Tab');
}

const toField = (page) => tabTo(page, (id) => document.activeElement?.id === id, 'move-input');

/** Types `text` into the focused move field and presses Enter. */
async function type(page, text) {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/**
 * The blind player's profile, by keyboard: its checkbox is the settings'
 * first control; Escape, once it is on, closes the dialog.
 */
async function blindProfile(page, L) {
  await tabTo(page, byText, L.settings);
  await page.keyboard.press('Enter');
  await until(() => page.evaluate(() => document.activeElement?.type), (t) => t === 'checkbox', 'the profile focused');
  await page.keyboard.press('Space');
  // Escape closes onto the move field once the profile is on: wait for it.
  await until(() => page.evaluate(() => document.activeElement?.checked), (c) => c === true, 'the profile on');
  await page.keyboard.press('Escape');
}

/** The review's mark of the position after `plies` half-moves ("5w", "4b", "0"). */
const reviewMark = (plies) => (plies === 0 ? '0' : `${Math.ceil(plies / 2)}${plies % 2 ? 'w' : 'b'}`);

/**
 * Each question by its key on `sq` and typed, and the review stepped with
 * [ and ], Shift+[ and Escape, all checked as a screen reader reads them.
 */
async function questionsAndReview(page, L, sq) {
  const played = (await game(page)).moves.length;
  await toBoard(page);
  await arrowTo(page, sq);
  for (const [key, re] of Object.entries(L.keys)) {
    const a = await answer(page, () => page.keyboard.press(key), re);
    checkParts(L.lang, a);
  }
  // The review: [ and ] step, Shift+[ goes to the start, Escape leaves.
  const grid = page.getByRole('grid');
  const back1 = await answer(page, () => page.keyboard.press('BracketLeft'), L.step);
  checkParts(L.lang, back1);
  assert.equal(await grid.getAttribute('data-review'), reviewMark(played - 1), back1.text);
  await answer(page, () => page.keyboard.press('BracketLeft'), L.step);
  assert.equal(await grid.getAttribute('data-review'), reviewMark(played - 2));
  // The questions answer about the position reviewed.
  await answer(page, () => page.keyboard.press('x'), L.keys.x);
  await answer(page, () => page.keyboard.press('BracketRight'), L.step);
  assert.equal(await grid.getAttribute('data-review'), reviewMark(played - 1));
  const first = await answer(page, () => page.keyboard.press('Shift+BracketLeft'), L.startPosition);
  checkParts(L.lang, first);
  assert.equal(await grid.getAttribute('data-review'), '0');
  // The accessibility tree while reviewing.
  assert.deepEqual(await axBreaches(page, L.lang), [], 'names while reviewing');
  const left = await answer(page, () => page.keyboard.press('Escape'), L.back);
  checkParts(L.lang, left);
  assert.equal(await grid.getAttribute('data-review'), null);
  // Each question typed in the interface's language.
  await toField(page);
  for (const [words, re] of L.typed) {
    const a = await answer(page, () => type(page, words.replace('{sq}', sq)), re);
    checkParts(L.lang, a);
  }
  assert.deepEqual(await axBreaches(page, L.lang), [], 'names in play');
}

for (const L of LOCALES) {
  test(`${L.locale}: a whole game against level 1 by keyboard, as a screen reader reads it, each question asked and the game reviewed`, async () => {
    const page = await ready(await app.open('/', { contextOptions: { locale: L.locale } }));
    await recordAnnouncements(page);
    await blindProfile(page, L);
    await until(() => page.evaluate(() => document.activeElement?.id), (id) => id === 'move-input', 'the move field focused');

    // A new game against level 1, by keyboard.
    await tabTo(page, byText, L.newGame);
    await page.keyboard.press('Enter');
    await tabTo(page, byName, 'opponent');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, byName, 'level');
    await page.keyboard.press('1');
    assert.equal(await page.locator('select[name="level"]').inputValue(), '1');
    await tabTo(page, byText, L.start);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // The focus goes to the board, on a square of the side to move.
    await until(
      () => page.evaluate(() => document.activeElement?.getAttribute('role')),
      (r) => r === 'gridcell',
      'the board focused after Start game',
    );
    const best = await oracle(page);
    await toField(page);

    let reviewed = false;
    for (let ply = 0; ply < 60; ply += 2) {
      const { moves } = await game(page);
      assert.equal(moves.length, ply);
      const mine = await best(moves.map((m) => m.uci));
      // Typed, read back, confirmed (rule 6).
      const asked = await answer(page, () => type(page, mine), L.confirm);
      checkParts(L.lang, asked);
      await page.keyboard.press('Enter');
      await waitInPage(
        page,
        async (n) => {
          const g = JSON.parse(await __stored.get('rochade.game')).game;
          return g.moves.length >= n || g.outcome;
        },
        ply + 2,
        { timeout: 20000 },
      );
      const now = await game(page);
      if (now.outcome) break;

      if (ply === 8) {
        await questionsAndReview(page, L, mine.slice(2, 4));
        reviewed = true;
      }
    }
    // A game over sooner (level 1 can walk into a quick mate) is asked and
    // reviewed at its end.
    if (!reviewed) {
      const { moves } = await game(page);
      await questionsAndReview(page, L, moves.at(-1).uci.slice(2, 4));
    }
    // The end: checkmate by the test's depth-3 player, or a resignation by keyboard.
    if (!(await game(page)).outcome) {
      await tabTo(page, byText, L.resign);
      await page.keyboard.press('Enter');
      await tabTo(page, byText, L.resigns);
      await page.keyboard.press('Enter');
    }
    await until(() => game(page), (g) => g.outcome, 'the game over');
    assert.match(await sheet(page), /1-0|0-1|½-½/);
    assert.deepEqual(await axBreaches(page, L.lang), [], 'names after the game');
    // Every message of the whole game, each part in its language.
    for (const parts of await page.evaluate(() => window.__parts)) {
      checkParts(L.lang, { text: parts.map((p) => p.text).join(''), parts });
    }
    console.log(`# ${L.locale}: ${(await game(page)).moves.length} half-moves, ${(await said(page)).length} messages`);
    assert.deepEqual(app.problems, []);
  });
}

/** The answers on a prepared position, 1. e4 d5 2. exd5, asked on d5 (each question of the part 2). */
const PREPARED = {
  'en-US': {
    'Shift+A': /^David fünf, white pawn\. Attacked by Black: David acht, black queen.* Defended by White: none/,
    'Shift+H': /White: David fünf, white pawn, undefended/,
    x: /Up right: Eva sechs, empty; Felix sieben, black pawn/,
    'Shift+X': /Up: David sechs to David sieben, empty; David acht, black queen/,
    z: /^Last capture: 2\. White: /,
    'Shift+C': /Dame schlägt David fünf/,
    'Shift+W': /Black can go there: David acht, black queen/,
  },
  'de-DE': {
    'Shift+A': /^David fünf, weißer Bauer\. Angegriffen von Schwarz: David acht, schwarze Dame.* Gedeckt von Weiß: keine/,
    'Shift+H': /Weiß: David fünf, weißer Bauer, ungedeckt/,
    x: /Nach rechts oben: Eva sechs, leer; Felix sieben, schwarzer Bauer/,
    'Shift+X': /Nach oben: David sechs \S+ David sieben, leer; David acht, schwarze Dame/,
    z: /^Letzter Schlag: 2\. Weiß: /,
    'Shift+C': /Dame schlägt David fünf/,
    'Shift+W': /Schwarz kann dorthin: David acht, schwarze Dame/,
  },
};

for (const L of LOCALES) {
  test(`${L.locale}: every question answered on a prepared position, in the move words with their language`, async () => {
    const page = await ready(await app.open('/', { contextOptions: { locale: L.locale } }));
    await recordAnnouncements(page);
    await blindProfile(page, L);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // The keyboard's way to the move field is the whole game's test; here
    // the field is taken as a player would click it.
    await page.locator('#move-input').focus();
    // The first screen's game, two players: 1. e4 d5 2. exd5, each typed and confirmed.
    for (const mv of ['e2e4', 'd7d5', 'e4d5']) {
      await answer(page, () => type(page, mv), L.confirm);
      await page.keyboard.press('Enter');
    }
    await until(() => game(page), (g) => g.moves.length === 3, 'three half-moves played');
    await toBoard(page);
    await arrowTo(page, 'd5');
    for (const [key, re] of Object.entries(PREPARED[L.locale])) {
      const a = await answer(page, () => page.keyboard.press(key), re);
      checkParts(L.lang, a);
    }
    assert.deepEqual(await axBreaches(page, L.lang), [], 'names on the prepared position');
    assert.deepEqual(app.problems, []);
  });
}

const SIGHTED = [
  { locale: 'en-GB', lang: 'en', knight: 'N', letters: /^[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8]/, hint: 'Hint', resign: 'Resign', resigns: 'White resigns' },
  { locale: 'pt-BR', lang: 'pt', knight: 'C', letters: /^[RDTBC]?[a-h]?[1-8]?x?[a-h][1-8]/, hint: 'Dica', resign: 'Abandonar', resigns: 'As brancas abandonam' },
];

for (const L of SIGHTED) {
  test(`${L.locale}, a sighted first visit: a game against level 1 shows no scheme words, and SAN in the same letters everywhere`, async () => {
    const page = await ready(await app.open('/', { contextOptions: { locale: L.locale } }));
    await recordAnnouncements(page);
    await page.getByRole('button', { name: L.lang === 'en' ? 'New game' : 'Nova partida', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('select[name=opponent]').selectOption({ index: 1 });
    await dialog.locator('select[name=level]').selectOption('1');
    await dialog.locator('button[type=submit].primary').click();
    await dialog.waitFor({ state: 'hidden' });
    const best = await oracle(page);
    const field = page.locator('#move-input');
    const shownNow = () =>
      page.evaluate(() => {
        const clone = document.body.cloneNode(true);
        for (const e of clone.querySelectorAll('#announcer, #move-input-help, select, option, [hidden], dialog:not([open])')) e.remove();
        return clone.innerText ?? clone.textContent;
      });
    // The first move typed in SAN with the interface's knight letter.
    await field.fill(`${L.knight}f3`);
    await field.press('Enter');
    let hint = null;
    for (let ply = 2; ply < 30; ply += 2) {
      await waitInPage(
        page,
        async (n) => {
          const g = JSON.parse(await __stored.get('rochade.game')).game;
          return g.moves.length >= n || g.outcome;
        },
        ply,
        { timeout: 20000 },
      );
      const g = await game(page);
      if (g.outcome) break;
      if (ply === 2) {
        // The hint, on the screen in SAN with the interface's letters.
        await page.getByRole('button', { name: L.hint, exact: true }).click();
        const text = await until(() => page.locator('[data-feedback], [data-notice]').allTextContents(), (t) => t.some((x) => x.includes(`${L.hint}:`)), 'the hint shown');
        hint = text.find((x) => x.includes(`${L.hint}:`)).split(`${L.hint}:`)[1].trim();
        assert.match(hint, L.letters, `the hint "${hint}"`);
      }
      assert.doesNotMatch(await shownNow(), SCHEME, 'the scheme on a sighted screen');
      await field.fill(await best(g.moves.map((m) => m.uci)));
      await field.press('Enter');
    }
    assert.ok(hint, 'a hint was shown');
    if (!(await game(page)).outcome) {
      await page.getByRole('button', { name: L.resign, exact: true }).click();
      await page.getByRole('button', { name: L.resigns, exact: true }).click();
    }
    await until(() => game(page), (g) => g.outcome, 'the game over');
    // The scoresheet: every move in the interface's letters, the first a knight's.
    const moves = (await sheet(page)).split(/\s+/).filter((w) => /[a-h][1-8]/.test(w));
    assert.equal(moves[0], `${L.knight}f3`);
    for (const m of moves.filter((m) => !/^(0-0|O-O)/.test(m))) assert.match(m, L.letters, `the scoresheet's ${m}`);
    assert.doesNotMatch(await shownNow(), SCHEME, 'the scheme on a sighted screen at the end');
    const cells = await page.locator('[role="gridcell"][data-square]').evaluateAll((cs) => cs.map((c) => c.getAttribute('aria-label') ?? c.textContent));
    assert.equal(cells.length, 64);
    for (const c of cells) assert.doesNotMatch(c, SCHEME, `a cell named "${c}"`);
    assert.deepEqual(app.problems, []);
  });
}

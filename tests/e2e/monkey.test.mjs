// The monkey: thousands of random but seeded actions on the release build —
// clicks on squares and controls, drags, keys on the board, typed moves and
// commands in three languages, dialogs, settings, language switches and
// reloads — with the app's invariants checked after every step:
//
// - no console error, page error or CSP violation;
// - the wasm is alive: focusing a square moves the board's roving tabindex,
//   which only the app's code does;
// - the saved game in the store (IndexedDB) parses as JSON and nothing was put aside
//   as unreadable;
// - after a reload the game on screen (scoresheet, board, status line)
//   equals the one before it.
//
// MONKEY_SEED replays a run exactly (default: a fresh seed, printed, so that
// every run explores); MONKEY_STEPS sets its length. A failure names the
// seed, the step and the last actions. The long run (README, Tests):
//   MONKEY_SEED=… MONKEY_STEPS=5000 node --test --test-timeout=3600000 e2e/monkey.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, ready, sheet } from './harness.mjs';

const SEED = process.env.MONKEY_SEED ? Number(process.env.MONKEY_SEED) >>> 0 : (Math.random() * 2 ** 32) >>> 0;
// Sized for about a minute on a loaded 2-core machine.
const STEPS = Number(process.env.MONKEY_STEPS ?? 1000);
const HISTORY = 20;

/** mulberry32: a small, fast PRNG whose whole state is one 32-bit word. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

// Texts for the move input: real moves in English, German and Portuguese
// letters, long algebraic, the spoken scheme, commands, and garbage.
const SAN = [
  'e4', 'd4', 'e5', 'd5', 'c4', 'c5', 'Nf3', 'Sf3', 'Cf3', 'Nc6', 'Sc6', 'Cc6', 'Bb5', 'Lb5', 'Bc4', 'Lc4',
  'Qh5', 'Dh5', 'Qxf7#', 'Dxf7#', 'O-O', '0-0', 'O-O-O', '0-0-0', 'exd5', 'exd5 e.p.', 'Nxe5', 'Sxe5', 'Cxe5',
  'Ke2', 'Re1', 'Te1', 'Tf1', 'a8=Q', 'a8Q', 'a8D', 'h1=N', 'b7b8Q', 'e2-e4', 'e7-e5', 'g1f3', 'g8f6', 'd7d5',
  'f3', 'g4', 'f6', 'g5', 'Qh4#', 'Dh4#', 'a4', 'a5', 'Ra3', 'Ta3', 'h4', 'h5', 'Rh3', 'Th3',
];
const SPOKEN = [
  'Springer Gustav eins Felix drei', 'Springer Felix drei', 'Bauer Eva zwei Eva vier', 'Eva vier', 'David vier',
  'Bauer Eva sieben Eva fünf', 'Springer Bella acht Cesar sechs', 'Läufer Felix eins Cesar vier', 'kurze Rochade',
  'lange Rochade', 'Dame David eins Hector fünf', 'knight g one f three', 'pawn e two e four', 'e four',
  'cavalo g um f três', 'peão e dois e quatro', 'roque pequeno', 'Anna sieben Anna sechs', 'Turm Hector eins Hector drei',
];
const COMMANDS = [
  'clock', 'Uhr', 'relógio', 'turn', 'moves', 'list', 'list from 3', 'Liste', 'lances', 'last', 'e4?', 'pieces',
  'white pieces', 'Figuren', 'rank 4', 'Reihe eins', 'file e', 'Linie e', 'square e4', 'legal', 'offer', 'status',
  'help', 'Hilfe', 'ajuda', 'draw', 'resign', 'undo', '?',
];
const FENS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  '4k3/P7/8/8/8/8/7p/4K3 w - - 0 1',
  '7k/5Q2/6K1/8/8/8/8/8 w - - 0 1',
  '8/8/8/8/8/8/k7/K7 w - - 0 1',
  'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
  '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2',
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR',
  'not a fen',
  '8/8/8/8/8/8/8/8 w - - 0 1',
];
const CONTROLS_TEXT = ['40/5400:1800+30', '300+3', '60', '180+2', 'd5:600', '?', '-', '40/7200:3600', '0', 'x', '5+0'];
const PGNS = [
  '[Event "M"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 *',
  '1. d4 d5 2. c4 e6 3. Nc3 Nf6 1/2-1/2',
  '[FEN "4k3/P7/8/8/8/8/7p/4K3 w - - 0 1"]\n[SetUp "1"]\n\n1. a8=Q+ Kd7 *',
  '1. f3 e5 2. g4 Qh4# 0-1',
  '1. e4 {a comment} (1. d4) e5 $1 *',
  '[Event "broken"\n1. e5',
];
const CHARS = 'abcdefghKQRBNSLDTCxX+#=-0O12345678 ?!/.,;:éçãäöüß♔♘{}()[]"\'\\\u0000\u200b🙂';

// Controls the monkey leaves alone: they only download, print or pick a
// file, which end nothing but show nothing either.
const LEAVE_ALONE = /^(Download PGN|PGN herunterladen|Baixar PGN|Print scoresheet|Partieformular drucken|Imprimir planilha)$/i;

test(`the monkey: ${STEPS} random steps with seed ${SEED}`, async () => {
  console.log(`monkey: MONKEY_SEED=${SEED} MONKEY_STEPS=${STEPS}`);
  const rand = mulberry32(SEED);
  const int = (n) => Math.floor(rand() * n);
  const pick = (list) => list[int(list.length)];
  const chance = (p) => rand() < p;

  const page = await app.open('/', { contextOptions: { viewport: { width: 1280, height: 900 } } });
  // An action that cannot be done fails the run within seconds, not 30.
  page.setDefaultTimeout(10000);
  await ready(page);
  const history = [];
  let step = 0;
  const started = Date.now();
  const counts = {};

  function fail(message) {
    const last = history.slice(-HISTORY).map((a) => `  ${a}`).join('\n');
    assert.fail(
      `monkey: ${message}\n  at step ${step} of ${STEPS}, seed ${SEED}\n` +
        `  replay: MONKEY_SEED=${SEED} MONKEY_STEPS=${step} node --test e2e/monkey.test.mjs\n` +
        `  last actions (oldest first):\n${last}`,
    );
  }

  /**
   * The game as the screen shows it: scoresheet, board and status line.
   * While a past position is reviewed, only the scoresheet: the review is
   * a view, not part of the game, and a reload returns to the game.
   */
  async function onScreen() {
    if ((await page.locator('.play button.back').count()) > 0) return { sheet: await sheet(page) };
    const board = await page.evaluate(() =>
      [...document.querySelectorAll('[role="gridcell"][data-square]')]
        .map((c) => `${c.dataset.square}:${c.getAttribute('aria-label') ?? c.textContent}`)
        .sort()
        .join('|'),
    );
    const status = await page.locator('[data-status]').textContent();
    // Over the board the small board is a view asked for, not the game:
    // a reload may close it, and the scoresheet and status still compare.
    return board ? { sheet: await sheet(page), status, board } : { sheet: await sheet(page), status };
  }

  /** A random visible control of the app, in the open modal dialog if there is one. */
  async function target(selector) {
    const handle = await page.evaluateHandle(
      ([selector, r, leave]) => {
        const modal = document.querySelector('dialog:modal');
        const scope = modal ?? document;
        const re = new RegExp(leave, 'i');
        const els = [...scope.querySelectorAll(selector)].filter((el) => {
          // :disabled also covers a control inside a disabled fieldset (the
          // claim form while the clocks are paused), whose own flag is false.
          if (el.matches(':disabled') || el.readOnly || !el.checkVisibility()) return false;
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) return false;
          const name = (el.getAttribute('aria-label') || el.textContent || '').trim();
          return !re.test(name) && el.type !== 'file';
        });
        if (els.length === 0) return null;
        const el = els[Math.floor(r * els.length)];
        el.scrollIntoView({ block: 'nearest' });
        return el;
      },
      [selector, rand(), LEAVE_ALONE.source],
    );
    const el = handle.asElement();
    if (!el) return null;
    const info = await el.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return {
        x: r.x + r.width / 2,
        y: r.y + r.height / 2,
        tag: el.tagName.toLowerCase(),
        type: el.type ?? '',
        name: el.name || el.dataset.square || (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40),
        options: el.tagName === 'SELECT' ? [...el.options].map((o) => o.value) : [],
      };
    });
    return { el, ...info };
  }

  const modalOpen = () => page.evaluate(() => !!document.querySelector('dialog:modal'));

  async function clickSquare(filter = '') {
    const sq = await target(`[role="gridcell"][data-square]${filter}`);
    if (!sq) return 'no square';
    await page.mouse.click(sq.x, sq.y);
    return sq.name;
  }

  function garbage() {
    let s = '';
    for (let n = int(14); n > 0; n--) s += pick([...CHARS]);
    return s;
  }

  function text() {
    const kind = int(10);
    if (kind < 4) return pick(SAN);
    if (kind < 6) return pick(SPOKEN);
    if (kind < 8) return pick(COMMANDS);
    return garbage();
  }

  function fieldText(name) {
    if (/fen/i.test(name)) return chance(0.7) ? pick(FENS) : garbage();
    if (/control|custom|tc/i.test(name)) return chance(0.7) ? pick(CONTROLS_TEXT) : garbage();
    if (/warnings/i.test(name)) return pick(['30, 10', '5', '', 'x', '99999, -1', garbage()]);
    return chance(0.5) ? garbage() : pick(['Anna', 'Ωμέγα', '', 'Müller, K.', '"quoted"', 'a'.repeat(300)]);
  }

  const ACTIONS = [
    // A square, then (if it lit up targets) one of them: games get played.
    [20, 'move by clicks', async () => {
      const from = await clickSquare(':has(svg)');
      const to = (await page.locator('.square.target').count()) > 0 && chance(0.85)
        ? await clickSquare('.target')
        : await clickSquare();
      return `${from} -> ${to}`;
    }],
    [10, 'click a square', () => clickSquare()],
    [8, 'drag', async () => {
      const from = await target('[role="gridcell"][data-square]:has(svg)');
      const to = await target('[role="gridcell"][data-square]');
      if (!from || !to) return 'nothing to drag';
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      const n = 1 + int(4);
      await page.mouse.move(to.x, to.y, { steps: n });
      if (chance(0.1)) await page.keyboard.press('Escape');
      await page.mouse.up();
      return `${from.name} -> ${to.name} in ${n} steps`;
    }],
    [14, 'key', async () => {
      if (!(await modalOpen()) && chance(0.8)) {
        await page.evaluate(() => document.querySelector('[role="gridcell"][tabindex="0"]')?.focus());
      }
      const blocked = await page.evaluate(
        (leave) => new RegExp(leave, 'i').test((document.activeElement?.textContent ?? '').trim()),
        LEAVE_ALONE.source,
      );
      const key = blocked
        ? 'Escape'
        : pick([
          'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight',
          'Home', 'End', 'PageUp', 'PageDown', 'Enter', 'Enter', 'Space', 'Space', 'Escape', 'Tab', 'Shift+Tab',
          ...'abcdefgh12345678', 'Shift+K', 'Shift+Q', 'Shift+R', 'Shift+B', 'Shift+N', 'Shift+P',
          ...'ctlmospqrwxyz?', 'Control+z', 'Backspace', 'Delete',
        ]);
      await page.keyboard.press(key);
      return key;
    }],
    [10, 'type into the move input', async () => {
      if (await modalOpen()) {
        await page.keyboard.press('Escape');
        return 'a dialog is open: Escape';
      }
      const s = text();
      const input = page.locator('#move-input');
      // Over the board the field closes once the game has ended (the
      // scoresheet is complete).
      if (await input.isDisabled()) return 'the move field is off: the game over the board has ended';
      await input.fill(s);
      if (chance(0.9)) await input.press('Enter');
      return JSON.stringify(s);
    }],
    [14, 'click a button', async () => {
      const b = await target('button, [role="button"], summary, a[href^="#"]');
      if (!b) return 'no button';
      await page.mouse.click(b.x, b.y);
      return `${b.tag} "${b.name}"`;
    }],
    [8, 'use a form control', async () => {
      const c = await target('input, select, textarea');
      if (!c) return 'no control';
      if (c.tag === 'select') {
        const value = pick(c.options);
        await c.el.selectOption(value);
        return `select ${c.name} = ${value}`;
      }
      if (c.type === 'checkbox' || c.type === 'radio') {
        await page.mouse.click(c.x, c.y);
        return `${c.type} ${c.name}`;
      }
      let s;
      if (c.type === 'number') s = String(pick([0, 1, 5, 25, 50, 100, 150, 200, 3600, -5, 1e9, 2.5]));
      else if (c.tag === 'textarea') s = chance(0.7) ? pick(PGNS) : garbage();
      else if (c.name === '' || c.el === null) s = text();
      else s = fieldText(c.name);
      await c.el.fill(s);
      if (chance(0.3)) await c.el.press('Enter');
      return `fill ${c.tag} ${c.name || c.type} = ${JSON.stringify(s)}`;
    }],
    [5, 'open a dialog', async () => {
      if (await modalOpen()) {
        await page.keyboard.press('Escape');
        return 'a dialog is open: Escape';
      }
      const buttons = page.locator('header.app-header button');
      const i = int(await buttons.count());
      await buttons.nth(i).click();
      return `header button ${i}`;
    }],
    [4, 'Escape', async () => {
      await page.keyboard.press('Escape');
      return 'Escape';
    }],
    [2, 'switch the language', async () => {
      while (await modalOpen()) await page.keyboard.press('Escape');
      // The header's third button opens the settings, in every language.
      await page.locator('header.app-header button').nth(2).click();
      const lang = pick(['auto', 'en', 'pt', 'de']);
      await page.locator('dialog:modal select[name="lang"]').selectOption(lang);
      await page.keyboard.press('Escape');
      return lang;
    }],
    [2, 'reload', async () => {
      const before = await onScreen();
      await page.reload();
      await page.locator('[role="gridcell"][data-square], .pad-key').first().waitFor({ timeout: 20000 });
      const after = await onScreen();
      for (const key of Object.keys(before).filter((k) => k in after)) {
        if (after[key] !== before[key]) {
          fail(`after a reload the ${key} differs:\n  before: ${before[key]}\n  after:  ${after[key]}`);
        }
      }
      return `same game: ${before.sheet.slice(0, 60) || '(no moves)'}`;
    }],
  ];
  const total = ACTIONS.reduce((s, [w]) => s + w, 0);
  function chooseAction() {
    let r = rand() * total;
    for (const a of ACTIONS) {
      r -= a[0];
      if (r < 0) return a;
    }
    return ACTIONS[ACTIONS.length - 1];
  }

  /** Every invariant that must hold between two steps. */
  async function check() {
    if (app.problems.length > 0) fail(`the app reported:\n  ${app.problems.join('\n  ')}`);
    const saved = await page.evaluate(async () => {
      const raw = await __stored.get('rochade.game');
      const unreadable = (await __stored.keys()).filter((k) => k.startsWith('rochade.unreadable'));
      return { raw, unreadable };
    });
    if (saved.unreadable.length > 0) fail(`a saved value was put aside as unreadable: ${saved.unreadable.join(', ')}`);
    if (saved.raw !== null) {
      try {
        JSON.parse(saved.raw);
      } catch (e) {
        fail(`the saved game is not JSON (${e.message}): ${saved.raw.slice(0, 200)}`);
      }
    }
    // Alive: the app's own code moves the roving tabindex to a focused
    // square (dispatched, so that it works behind a modal dialog too).
    const alive = await page.evaluate(async (r) => {
      // Over the board the e-scoresheet stands in for the board: alive when
      // its move field and pad are there (the pad's own tests drive them).
      if (document.querySelector('.play.otb')) {
        const field = document.querySelector('#move-input');
        const keys = document.querySelectorAll('.pad-key').length;
        return field && keys > 0 ? 'ok' : `the e-scoresheet has no move field or no pad (${keys} keys)`;
      }
      const cells = [...document.querySelectorAll('[role="gridcell"][tabindex="-1"]')];
      if (cells.length !== 63) return `the board has ${cells.length + 1} squares, or none focusable`;
      const cell = cells[Math.floor(r * cells.length)];
      cell.dispatchEvent(new FocusEvent('focus'));
      for (let i = 0; i < 50 && cell.getAttribute('tabindex') !== '0'; i++) {
        await new Promise((r) => setTimeout(r, 10));
      }
      return cell.getAttribute('tabindex') === '0' ? 'ok' : `a focused square did not take the tabindex`;
    }, rand());
    if (alive !== 'ok') fail(`the app does not answer: ${alive}`);
  }

  await check();
  for (step = 1; step <= STEPS; step++) {
    const [, name, run] = chooseAction();
    counts[name] = (counts[name] ?? 0) + 1;
    let what;
    try {
      what = await run();
    } catch (e) {
      if (e instanceof assert.AssertionError) throw e;
      history.push(`${step}. ${name}: threw ${e.message.split('\n')[0]}`);
      fail(`the action "${name}" failed: ${e.message.split('\n')[0]}`);
    }
    history.push(`${step}. ${name}: ${what}`);
    await check();
  }
  // A last reload: whatever the monkey left, it survives.
  const before = await onScreen();
  await page.reload();
  await page.locator('[role="gridcell"][data-square], .pad-key').first().waitFor({ timeout: 20000 });
  const after = await onScreen();
  for (const key of Object.keys(before).filter((k) => k in after)) {
    assert.equal(after[key], before[key], `the final reload changed the ${key} (seed ${SEED})`);
  }
  await check();
  const secs = (Date.now() - started) / 1000;
  console.log(
    `monkey: ${STEPS} steps with seed ${SEED} in ${secs.toFixed(1)} s (${(secs * 1000 / STEPS).toFixed(0)} ms a step); ` +
      `final sheet: ${(await sheet(page)).slice(0, 120) || '(no moves)'}\n` +
      `  actions: ${JSON.stringify(counts)}`,
  );
});

// Blind play (issue 8): a whole game with the keyboard only, reading only
// the accessibility tree (Playwright's aria snapshots and roles) and the
// live regions. Hooks used: role=gridcell, #move-input, #announcer,
// #scoresheet, the buttons' exact names.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { recordAnnouncements, start, untimedGame, until } from './harness.mjs';

let app;
before(async () => {
  app = await start();
});
after(async () => {
  await app?.stop();
});

/** The accessibility tree's line for the focused element, e.g. `- button "Play"`. */
async function focused(page) {
  const loc = page.locator(':focus');
  if ((await loc.count()) === 0) return '';
  return (await loc.first().ariaSnapshot()).split('\n')[0];
}

/** Presses Tab (or Shift+Tab) until the focused element's snapshot line matches `re`. */
async function tabTo(page, re, { back = false, max = 120 } = {}) {
  const seen = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const line = await focused(page);
    if (re.test(line)) return line;
    seen.push(line);
  }
  throw new Error(`no focus matched ${re}; saw ${seen.slice(-20).join(' | ')}`);
}

/** The text of the live regions. */
async function announced(page) {
  return ((await page.locator('#announcer').textContent()) ?? '').trim();
}

/** Waits until the live regions say something matching `re`. */
async function waitSaid(page, re, timeout = 8000) {
  const t0 = Date.now();
  let last = '';
  while (Date.now() - t0 < timeout) {
    last = await announced(page);
    if (re.test(last)) return last;
    await page.waitForTimeout(50);
  }
  throw new Error(`live region never matched ${re}; last: "${last}"`);
}

/** Types into the focused move input and presses Enter. */
async function type(page, text) {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/** Plays a typed move with confirmation: read back, then Enter confirms. */
async function playConfirmed(page, words) {
  await type(page, words);
  await waitSaid(page, new RegExp(`^Play ${words}\\b.*\\? Press Enter or Confirm`));
  assert.match(await focused(page), /textbox "Move or command"/, 'focus stays in the move input');
  await page.keyboard.press('Enter');
  await waitSaid(page, new RegExp(`^${words}`));
  assert.match(await focused(page), /textbox "Move or command"/, 'focus stays in the move input');
}

/** Chooses the FIDE scheme as the move words in the settings. */
async function fideScheme(page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.locator('select[name=move-words]').selectOption('German');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function ready(page) {
  await page.getByRole('heading', { name: 'Rochade' }).waitFor({ timeout: 20000 });
}

test('a blind player plays a whole game with the keyboard: moves in the FIDE scheme and the rest in English, confirmation, clocks, draw offer, mate, Braille scoresheet', async () => {
  const page = await app.open('/');
  await ready(page);

  // Settings: confirmation of typed moves on (rule 6).
  await tabTo(page, /^- button "Settings"/);
  await page.keyboard.press('Enter');
  // The Braille scoresheet is shown once switched on.
  await tabTo(page, /checkbox "Show the Braille scoresheet"/);
  await page.keyboard.press('Space');
  await tabTo(page, /checkbox "Confirm typed moves before they are played"/);
  await page.keyboard.press('Space');
  assert.match(await focused(page), /checkbox "Confirm typed moves before they are played" \[checked\]/);
  // The move words: the FIDE scheme (2023 Appendix D.2.1), which a first
  // visit without the blind profile does not hear.
  await tabTo(page, /^- combobox "Move words/, { back: true });
  await page.getByRole('combobox', { name: /^Move words/ }).selectOption('German');
  await tabTo(page, /^- button "Close"/);
  await page.keyboard.press('Enter');

  // A new game with the default (clocked) time control.
  await tabTo(page, /^- button "New game"/);
  await page.keyboard.press('Enter');
  // The classical control (the form offers rapid 15+10 on a first visit).
  await tabTo(page, /combobox "Time control"/);
  await page.getByRole('combobox', { name: 'Time control' }).selectOption('fide-classical');
  await tabTo(page, /^- button "Start game"/);
  await page.keyboard.press('Enter');
  await waitSaid(page, /^New game\. White to move\.$/);
  // Play goes on at the board, not at the New game button.
  await until(() => focused(page), (l) => /gridcell/.test(l), 'the focus on the board after Start game');

  await tabTo(page, /textbox "Move or command"/);
  await playConfirmed(page, 'Bauer Felix drei');

  // An illegal typed move is answered with the piece and the rule (Art. 3.1).
  await type(page, 'Springer David sieben');
  await waitSaid(page, /^Illegal move: Bella acht, black knight: that square holds one of your own pieces$/);

  // Both clocks on request, typed in German, answered in the interface's
  // English; then my clock.
  await type(page, 'Uhr');
  await waitSaid(page, /^White 1 hour [^,]+, Black 1 hour [^,]+$/);
  await type(page, 'my clock');
  await waitSaid(page, /^White 1 hour [^,]+$/);

  await playConfirmed(page, 'Bauer Eva fünf');

  // Black offers a draw with the move just played (Art. 9.1); White asks
  // about it and declines.
  await tabTo(page, /^- button "Offer draw"/);
  await page.keyboard.press('Enter');
  await waitSaid(page, /^Black offers a draw$/);
  await tabTo(page, /textbox "Move or command"/, { back: true });
  await type(page, 'Remisangebot');
  await waitSaid(page, /^Black offers a draw$/);
  await tabTo(page, /^- button "Decline draw"/);
  await page.keyboard.press('Enter');
  await waitSaid(page, /^Draw offer declined$/);

  // A slip of the tongue is corrected before confirmation.
  await tabTo(page, /textbox "Move or command"/, { back: true });
  await type(page, 'Bauer Gustav drei');
  await waitSaid(page, /^Play Bauer Gustav drei\?/);
  await playConfirmed(page, 'Bauer Gustav vier');

  await type(page, 'gespielte Züge');
  await waitSaid(page, /^Moves completed: 1$/);
  await type(page, 'letzter Zug');
  await waitSaid(page, /^Last move: White, Bauer Gustav vier$/);

  // The opponent's move is announced while the focus is in the move input.
  await type(page, 'Dame Hector vier');
  await waitSaid(page, /^Play Dame Hector vier/);
  await page.keyboard.press('Enter');
  const mate = await waitSaid(page, /^Dame Hector vier.*matt/i);
  assert.match(mate, /^Dame Hector vier, Schachmatt\. Black wins by checkmate \(Art\. [\d.]+\)/);
  assert.match(await focused(page), /textbox "Move or command"/);

  // The scoresheet, read from the accessibility tree, has the four moves
  // in words and the result; it is not a live region.
  const sheet = await page.locator('#scoresheet').ariaSnapshot();
  for (const [san, words] of [['f3', 'Bauer Felix drei'], ['e5 (=)', 'Bauer Eva fünf'], ['g4', 'Bauer Gustav vier'], ['Qh4#', 'Dame Hector vier, Schachmatt']]) {
    // The spoken move is its own `lang` span after the visible text (Chromium
    // names it with a space before the span's comma).
    assert.ok(sheet.includes(`button "${san} , ${words}"`) || sheet.includes(`button "${san}, ${words}"`), `${san}, ${words} on the scoresheet:\n${sheet}`);
  }
  assert.ok(!sheet.includes('Bauer Gustav drei'), 'the corrected move was not played');
  assert.match(sheet, /0-1/);
  assert.equal(
    await page.locator('#scoresheet').evaluate((el) =>
      Boolean(el.closest('[aria-live],[role=log],[role=status],[role=alert]') ||
        el.querySelector('[aria-live],[role=log],[role=status],[role=alert]'))),
    false,
    'the scoresheet does not chatter',
  );

  // Commands still answer after the end.
  await type(page, 'Stand');
  await waitSaid(page, /^Black wins by checkmate \(Art\. [\d.]+\)$/);

  // The Braille scoresheet: .brf download and Unicode Braille.
  await tabTo(page, /^- button "Download Braille scoresheet \(\.brf\)"/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  assert.match(download.suggestedFilename(), /\.brf$/);
  const brf = await readFile(await download.path(), 'utf8');
  assert.equal(brf, '1 F3 E5\r\n2 G4 QH4>M\r\n0-1');
  await tabTo(page, /^- button "Show Unicode Braille"/);
  await page.keyboard.press('Enter');
  assert.match(await focused(page), /button "Show Unicode Braille" \[expanded\]/);
  await tabTo(page, /textbox "Scoresheet in Unicode Braille"/);
  assert.equal(
    await page.getByRole('textbox', { name: 'Scoresheet in Unicode Braille' }).inputValue(),
    '⠂ ⠋⠒ ⠑⠢\n⠆ ⠛⠲ ⠟⠓⠲⠜⠍\n⠴⠤⠂',
  );
  assert.deepEqual(app.problems, []);
});

test('board exploration: headers, cell names, single-key commands, piece jumps, flipped board', async () => {
  const page = await app.open('/');
  await ready(page);
  await fideScheme(page);
  // A game without a clock (the first visit has rapid 15+10).
  await untimedGame(page);
  const board = page.getByRole('grid');
  const cols = async () => board.getByRole('columnheader').allTextContents();
  const rows = async () => board.getByRole('rowheader').allTextContents();
  assert.deepEqual(await cols(), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  assert.deepEqual(await rows(), ['8', '7', '6', '5', '4', '3', '2', '1']);

  // Every cell is named once, its square in the FIDE scheme and its piece
  // in English, and has nothing else to read (the piece's picture is hidden).
  const grid = await page.getByRole('grid', { name: 'Chessboard' }).ariaSnapshot();
  const cells = grid.split('\n').filter((l) => l.includes('gridcell'));
  assert.equal(cells.length, 64);
  const name = /^\s*- gridcell "(Anna|Bella|Cesar|David|Eva|Felix|Gustav|Hector) (eins|zwei|drei|vier|fünf|sechs|sieben|acht), (empty|white (king|queen|rook|bishop|knight|pawn)|black (king|queen|rook|bishop|knight|pawn))"$/;
  for (const c of cells) assert.match(c, name);
  assert.equal(new Set(cells.map((c) => c.trim())).size, 64, 'no name twice');
  assert.ok(!/img|graphics|text:/.test(grid), `only headers and cells in the grid:\n${grid}`);
  assert.equal(await page.locator('[role=gridcell][aria-selected]').count(), 0, 'no "not selected" on every square');

  await tabTo(page, /gridcell "Eva zwei, white pawn"/);
  const key = async (k, re) => {
    await page.keyboard.press(k);
    return waitSaid(page, re);
  };
  await key('w', /^White to move$/);
  await key('t', /^No clock$/);
  await key('l', /^No move yet$/);
  await key('m', /^Eva zwei, white pawn: Bauer Eva (drei|vier), Bauer Eva (vier|drei)$/);
  await key('r', /^Rank zwei: Anna zwei, white pawn; /);
  await key('v', /^File Eva: Eva eins, white king; /);
  await key('o', /^White: 1 king, Eva eins; 1 queen, David eins; 2 rooks, Anna eins, Hector eins/);
  await key('Shift+O', /^Black: 1 king, Eva acht/);
  await key('i', /^Moves completed: 0$/);
  await key('s', /^White to move\. Moves completed: 0\. No move yet$/);
  await key('Shift+D', /^No draw offer$/);
  // The help comes in pieces: ? lists the topics; the keys of the board
  // are one of them.
  await key('?', /help board/);
  await page.locator('#move-input').focus();
  await type(page, 'help board');
  await waitSaid(page, /Shift\+K, Q, R, B, N, P/);
  await page.locator('[role=gridcell][data-square="e2"]').focus();

  // Identical consecutive answers land in alternating regions, so they are
  // read again.
  const regions = page.locator('#announcer').getByRole('status');
  assert.equal(await regions.count(), 2);
  await key('w', /^White to move$/);
  const first = await regions.allTextContents();
  await page.keyboard.press('w');
  let second = first;
  for (let i = 0; i < 100 && second.join('|') === first.join('|'); i++) {
    await page.waitForTimeout(20);
    second = await regions.allTextContents();
  }
  assert.deepEqual(first.filter(Boolean), ['White to move']);
  assert.deepEqual(second.filter(Boolean), ['White to move']);
  assert.notEqual(first.indexOf('White to move'), second.indexOf('White to move'), 'the other region speaks');

  // Jumps: digits and letters on the focused rank/file, Shift+letter to the
  // next piece of that kind in reading order.
  await page.keyboard.press('4');
  assert.match(await focused(page), /gridcell "Eva vier, empty"/);
  await page.keyboard.press('g');
  assert.match(await focused(page), /gridcell "Gustav vier, empty"/);
  await page.keyboard.press('Shift+N');
  assert.match(await focused(page), /gridcell "Bella eins, white knight"/);
  await page.keyboard.press('Shift+N');
  assert.match(await focused(page), /gridcell "Gustav eins, white knight"/);
  await page.keyboard.press('Shift+N');
  assert.match(await focused(page), /gridcell "Bella acht, black knight"/);
  await page.keyboard.press('Shift+K');
  assert.match(await focused(page), /gridcell "Eva acht, black king"/);
  await page.keyboard.press('Shift+K');
  assert.match(await focused(page), /gridcell "Eva eins, white king"/);

  // Flipped: headers reversed, arrows follow the screen, jumps the reading order.
  await tabTo(page, /^- button "Flip board"/);
  await page.keyboard.press('Enter');
  assert.deepEqual(await cols(), ['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a']);
  assert.deepEqual(await rows(), ['1', '2', '3', '4', '5', '6', '7', '8']);
  await tabTo(page, /gridcell "Eva eins, white king"/);
  await page.keyboard.press('ArrowUp');
  assert.match(await focused(page), /gridcell "Eva eins, white king"/, 'the first rank is at the top');
  await page.keyboard.press('ArrowDown');
  assert.match(await focused(page), /gridcell "Eva zwei, white pawn"/);
  await page.keyboard.press('ArrowRight');
  assert.match(await focused(page), /gridcell "David zwei, white pawn"/);
  await page.keyboard.press('Shift+N');
  assert.match(await focused(page), /gridcell "Gustav acht, black knight"/);
  await key('r', /^Rank acht: /);
  assert.deepEqual(app.problems, []);
});

test('time warnings are spoken once per crossing, then the flag', async () => {
  const page = await app.open('/');
  await ready(page);
  await tabTo(page, /^- button "Settings"/);
  await page.keyboard.press('Enter');
  await page.getByLabel('Low-time warning at (seconds)').fill('8');
  await page.getByRole('button', { name: 'Close' }).press('Enter');
  await page.getByRole('button', { name: 'New game' }).press('Enter');
  await page.getByRole('combobox', { name: 'Time control' }).selectOption({ label: 'Custom (PGN TimeControl)' });
  await page.getByRole('textbox', { name: /^Custom \(PGN TimeControl\)/ }).fill('10');
  await page.getByRole('button', { name: 'Start game' }).press('Enter');
  await waitSaid(page, /^New game/);
  await recordAnnouncements(page);
  await page.getByRole('textbox', { name: 'Move or command' }).focus();
  await type(page, 'e4');
  // A first visit's move words: the interface's English.
  await waitSaid(page, /^pawn e4$/);
  const t0 = Date.now();
  await waitSaid(page, /^Black has less than 8 seconds left$/, 6000);
  const warnedAfter = Date.now() - t0;
  assert.ok(warnedAfter > 1000 && warnedAfter < 4500, `warned after ${warnedAfter} ms`);
  const flag = await waitSaid(page, /flag has fallen/, 12000);
  assert.match(flag, /^Black: the flag has fallen/);
  assert.ok(Date.now() - t0 > 6500, 'the flag fell after the time ran out');
  // Said once: the warning is not repeated before the flag.
  const warnings = await page.evaluate(() => window.__said.filter((s) => /less than 8 seconds/.test(s)));
  assert.deepEqual(warnings, ['Black has less than 8 seconds left']);
  assert.deepEqual(app.problems, []);
});

test('assistant mode (rule 9): moves of both players with number and side, times only on request, the flag still said', async () => {
  const page = await app.open('/');
  await ready(page);
  await tabTo(page, /^- button "Settings"/);
  await page.keyboard.press('Enter');
  await tabTo(page, /checkbox "Assistant mode: announce every move with its number and side; times only on request"/);
  await page.keyboard.press('Space');
  await page.getByLabel('Low-time warning at (seconds)').fill('8');
  await page.getByRole('button', { name: 'Close' }).press('Enter');
  await page.getByRole('button', { name: 'New game' }).press('Enter');
  await page.getByRole('combobox', { name: 'Time control' }).selectOption({ label: 'Custom (PGN TimeControl)' });
  await page.getByRole('textbox', { name: /^Custom \(PGN TimeControl\)/ }).fill('10');
  await page.getByRole('button', { name: 'Start game' }).press('Enter');
  await waitSaid(page, /^New game/);
  await recordAnnouncements(page);
  await page.getByRole('textbox', { name: 'Move or command' }).focus();
  await type(page, 'Bauer Eva vier');
  await waitSaid(page, /^1\. White: Bauer Eva vier$/);
  await type(page, 'Springer Felix sechs');
  await waitSaid(page, /^1\. Black: Springer Felix sechs$/);
  await type(page, 'Uhr');
  await waitSaid(page, /^White .*seconds?, Black .*seconds?$/);
  // White's clock runs out; no warning is volunteered (rule 9d), the flag is said (9e).
  const heard = new Set();
  const t0 = Date.now();
  let flag = '';
  while (Date.now() - t0 < 15000 && !flag) {
    const text = await announced(page);
    heard.add(text);
    if (/flag has fallen/.test(text)) flag = text;
    await page.waitForTimeout(50);
  }
  assert.match(flag, /^White: the flag has fallen/);
  // Every text said, not only those the polling above caught.
  const said = await page.evaluate(() => window.__said);
  assert.ok(said.some((t) => /flag has fallen/.test(t)), said.join(' | '));
  assert.deepEqual([...heard, ...said].filter((t) => /less than/.test(t)), []);
  assert.deepEqual(app.problems, []);
});

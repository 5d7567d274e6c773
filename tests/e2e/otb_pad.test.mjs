// Moves entered by touch over the board (./?otb): the notation pad beside
// the move field (#otb-pad, each key a button whose data-key is its
// English SAN text) and the small board (#otb-board-toggle) that takes a
// move by two taps. Whole games entered by pad taps alone, the taps
// counted and printed; a casual game's pad dims the keys that cannot
// complete a legal move and shows the move whole once one is left (N f:
// Nf3), waiting for enter; a strict game's pad narrows nothing, and an
// illegal move entered on it is a completed illegal move (2023 Art. 7.5.1)
// as a typed one is; the pad by keyboard alone; keys of at least 48 CSS px
// with accessible names, axe clean.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appForFile, axe, newGame, recordAnnouncements, until } from './harness.mjs';

const app = appForFile();

/** Opens ./?otb in English at `viewport` and starts a game with `control`. */
async function openOtb(control, fields = {}, viewport = { width: 1180, height: 820 }) {
  const page = await app.open('/?otb', { contextOptions: { locale: 'en-GB', viewport } });
  await page.locator('[data-mode="otb"]').waitFor({ timeout: 20000 });
  await newGame(page, { control, edition: '2023', fields: { venue: 'otb', ...fields } });
  await page.locator('#otb-pad').waitFor({ timeout: 5000 });
  await recordAnnouncements(page);
  return page;
}

const key = (page, k) => page.locator(`#otb-pad button[data-key="${k}"]`);
const shown = (page) => page.locator('#otb-pad-move').textContent();
const complete = (page) => page.locator('#otb-pad-move').getAttribute('data-complete');
const dimmed = (page, k) => key(page, k).getAttribute('aria-disabled');
const notice = (page) => page.locator('[data-notice]').textContent();
const running = (page, side) => page.locator(`#clock-${side}`).getAttribute('aria-pressed');
const plies = (page) => page.locator('#scoresheet .san').count();
const sheetMoves = (page) => page.locator('#scoresheet .san').allTextContents();
/** The scoresheet writes castling as FIDE does (Appendix E.9): 0-0, 0-0-0. */
const fide = (moves) => moves.map((m) => m.replace(/O/g, '0'));

/** The pad keys of a SAN move, check signs dropped: "Nbxd7+" → N b x d 7. */
function keysOf(san) {
  const s = san.replace(/[+#]/g, '');
  if (s === 'O-O' || s === 'O-O-O') return [s];
  const m = /^([KQRBN]?)([a-h]?)([1-8]?)(x?)([a-h][1-8])(=[QRBN])?$/.exec(s);
  assert.ok(m, `SAN ${san}`);
  const [, piece, file, rank, capture, to, promotion] = m;
  return [piece, file, rank, capture, to[0], to[1], promotion].filter(Boolean);
}

/**
 * Enters `moves` by pad taps alone: in a casual game each key until the
 * pad shows the move complete, then enter. Returns the taps.
 */
async function tapGame(page, moves) {
  let taps = 0;
  for (const [i, san] of moves.entries()) {
    for (const k of keysOf(san)) {
      if ((await complete(page)) === 'true') break;
      assert.equal(await dimmed(page, k), 'false', `${san}: key ${k} open`);
      await key(page, k).click();
      taps += 1;
    }
    assert.equal(await complete(page), 'true', `${san} identified`);
    assert.equal((await shown(page)).replace(/[+#]/g, ''), san.replace(/[+#]/g, '').replace(/O/g, '0').replace('=', ''));
    await key(page, 'enter').click();
    taps += 1;
    await until(() => plies(page), (n) => n === i + 1, `${san} recorded`);
  }
  return taps;
}

// Morphy–Duke of Brunswick and Count Isouard, Paris 1858: a whole game
// that ends on the board, with queenside castling, captures, checks, a
// knight named by its file (Nbd7, Appendix E.9) and mate.
const OPERA = 'e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#'.split(' ');

// Fischer–Spassky, Reykjavik 1972, game 6, the first 40 moves (the rules
// crate counts the same game: 256 taps).
const FISCHER_SPASSKY_6 = ('c4 e6 Nf3 d5 d4 Nf6 Nc3 Be7 Bg5 O-O e3 h6 Bh4 b6 cxd5 Nxd5 Bxe7 Qxe7 Nxd5 exd5 Rc1 Be6 ' +
  'Qa4 c5 Qa3 Rc8 Bb5 a6 dxc5 bxc5 O-O Ra7 Be2 Nd7 Nd4 Qf8 Nxe6 fxe6 e4 d4 f4 Qe7 e5 Rb8 Bc4 Kh8 Qh3 Nf8 b3 a5 ' +
  'f5 exf5 Rxf5 Nh7 Rcf1 Qd8 Qg3 Re7 h4 Rbb7 e6 Rbc7 Qe5 Qe8 a4 Qd8 R1f2 Qe8 R2f3 Qd8 Bd3 Qe8 Qe4 Nf6 Rxf6 gxf6 ' +
  'Rxf6 Kg8 Bc4 Kh8').split(' ');

test('a whole game over the board entered by pad taps alone, the taps counted: it ends in mate on the board', async () => {
  const page = await openOtb('5400+30', { mode: 'casual' });
  const taps = await tapGame(page, OPERA);
  console.log(`# Opera game (Morphy, Paris 1858), ${OPERA.length} plies by pad taps alone: ${taps} taps (${(taps / OPERA.length).toFixed(2)} a ply)`);
  await until(() => page.locator('[data-status]').textContent(), (t) => t.startsWith('Game over'), 'the game over by mate');
  assert.match(await page.locator('[data-status]').textContent(), /White wins/);
  assert.deepEqual(await sheetMoves(page), fide(OPERA));
  assert.equal(taps, 100);
  assert.ok(taps <= OPERA.length * 4);
  assert.deepEqual(app.problems, []);
});

test('Fischer–Spassky 1972 game 6, 40 moves by pad taps: 256 taps, as the rules crate counts them', async () => {
  const page = await openOtb('5400+30', { mode: 'casual' });
  const taps = await tapGame(page, FISCHER_SPASSKY_6);
  console.log(`# Fischer–Spassky 1972 game 6, ${FISCHER_SPASSKY_6.length} plies by pad taps: ${taps} taps (${(taps / FISCHER_SPASSKY_6.length).toFixed(2)} a ply)`);
  assert.equal(taps, 256);
  assert.deepEqual(await sheetMoves(page), fide(FISCHER_SPASSKY_6));
  // Every move pressed the clock: White's clock runs, 40 moves each.
  assert.equal(await running(page, 'white'), 'true');
  assert.deepEqual(app.problems, []);
});

test('a casual game narrows: keys that cannot complete a legal move are dimmed, N f shows Nf3 whole and waits for enter', async () => {
  const page = await openOtb('5400+30', { mode: 'casual' });
  assert.equal(await page.locator('#otb-pad').getAttribute('data-narrows'), 'true');
  for (const k of ['K', 'Q', 'R', 'B', 'x', '=Q', 'O-O', 'O-O-O', '1', 'undo', 'enter']) assert.equal(await dimmed(page, k), 'true', k);
  for (const k of ['N', 'a', 'h']) assert.equal(await dimmed(page, k), 'false', k);
  await key(page, 'N').click();
  const open = [];
  for (const k of 'abcdefgh') if ((await dimmed(page, k)) === 'false') open.push(k);
  assert.deepEqual(open, ['a', 'c', 'f', 'h']);
  // A dimmed key does nothing.
  await key(page, 'b').dispatchEvent('click');
  assert.equal(await shown(page), 'N');
  await key(page, 'f').click();
  assert.equal(await shown(page), 'Nf3');
  assert.equal(await complete(page), 'true');
  assert.equal(await dimmed(page, 'enter'), 'false');
  // Nothing is entered before enter: no clock runs yet in a casual game.
  assert.equal(await plies(page), 0);
  // undo takes a key back: N again, not identified.
  await key(page, 'undo').click();
  assert.equal(await shown(page), 'N');
  assert.equal(await complete(page), 'false');
  assert.equal(await dimmed(page, 'enter'), 'true');
  await key(page, 'f').click();
  await key(page, 'enter').click();
  await until(() => running(page, 'black'), (v) => v === 'true', "Black's clock running");
  assert.deepEqual(await sheetMoves(page), ['Nf3']);
  assert.equal(await shown(page), '');
  assert.deepEqual(app.problems, []);
});

test('a strict game narrows nothing; an illegal move entered on the pad is a completed illegal move (2023 Art. 7.5.1), as a typed one', async () => {
  const page = await openOtb('5400', { mode: 'strict' });
  assert.equal(await page.locator('#otb-pad').getAttribute('data-narrows'), 'false');
  for (const k of ['K', 'Q', 'x', '=Q', 'O-O', 'O-O-O', '1']) assert.equal(await dimmed(page, k), 'false', k);
  for (const k of ['e', '4', 'enter']) await key(page, k).click();
  await until(() => running(page, 'black'), (v) => v === 'true', "Black's clock running");
  // Black: N f 3 is no legal move, and nothing says so before enter.
  for (const k of ['N', 'f', '3']) await key(page, k).click();
  assert.equal(await shown(page), 'Nf3');
  assert.equal(await complete(page), 'false');
  for (const k of ['K', 'O-O', 'enter']) assert.equal(await dimmed(page, k), 'false', k);
  await key(page, 'enter').click();
  const text = await until(() => notice(page), (t) => t.includes('completed illegal move'), 'the completed illegal move told');
  assert.match(text, /Illegal move entered: Nf3 .*completed illegal move \(Art\. 7\.5\.1\): the position before it stands\. Illegal move by Black \(number 1\)/);
  assert.match(text, /White: clock changed from 1:(29:\d\d|30:00) to 1:(31:\d\d|32:00)$/);
  assert.equal(await running(page, 'black'), 'true');
  assert.deepEqual(await sheetMoves(page), ['e4']);
  assert.deepEqual(app.problems, []);
});

test('the small board takes a move by two taps (from, to) and presses the clock as a typed move', async () => {
  const page = await openOtb('5400+30', { mode: 'strict' });
  const toggle = page.locator('#otb-board-toggle');
  await toggle.click();
  const sq = (s) => page.locator(`#otb-board [role="gridcell"][data-square="${s}"]`);
  await sq('e2').waitFor({ timeout: 5000 });
  await sq('e2').click();
  await sq('e4').click();
  await until(() => running(page, 'black'), (v) => v === 'true', "Black's clock running");
  await sq('g8').click();
  await sq('f6').click();
  await until(() => running(page, 'white'), (v) => v === 'true', "White's clock running");
  assert.deepEqual(await sheetMoves(page), ['e4', 'Nf6']);
  // An illegal move made by two taps is entered, as typed: Art. 7.5.1.
  await sq('e1').click();
  await sq('e3').click();
  const text = await until(() => notice(page), (t) => t.includes('completed illegal move'), 'the completed illegal move told');
  assert.match(text, /Illegal move entered: e1e3 .*\(Art\. 7\.5\.1\)/);
  assert.deepEqual(await sheetMoves(page), ['e4', 'Nf6']);
  // A tap on the square picked cancels it.
  await sq('d2').click();
  await sq('d2').click();
  await sq('d2').click();
  await sq('d4').click();
  await until(() => plies(page), (n) => n === 3, 'd4 recorded');
  assert.deepEqual(await sheetMoves(page), ['e4', 'Nf6', 'd4']);
  assert.deepEqual(app.problems, []);
});

test('the pad by keyboard alone: keys of at least 48 CSS px with names, on a phone and a tablet; axe clean', async () => {
  const found = [];
  for (const viewport of [{ width: 390, height: 844 }, { width: 1180, height: 820 }]) {
    const page = await openOtb('5400+30', { mode: 'casual' }, viewport);
    const sizes = await page.locator('#otb-pad button').evaluateAll((bs) =>
      bs.map((b) => ({ key: b.dataset.key, w: b.getBoundingClientRect().width, h: b.getBoundingClientRect().height })));
    assert.equal(sizes.length, 30);
    for (const s of sizes) assert.ok(s.w >= 48 && s.h >= 48, `${viewport.width}: ${s.key} ${s.w}×${s.h}`);
    // Every key has an accessible name.
    assert.equal(await page.getByRole('button', { name: 'Knight', exact: true }).getAttribute('data-key'), 'N');
    assert.equal(await page.getByRole('button', { name: 'file f', exact: true }).getAttribute('data-key'), 'f');
    assert.equal(await page.getByRole('button', { name: '0-0-0 castles queenside', exact: true }).getAttribute('data-key'), 'O-O-O');
    assert.equal(await page.getByRole('button', { name: 'Enter', exact: true }).getAttribute('data-key'), 'enter');
    // N by Enter, f by Space, then Tab on to enter and Enter.
    await key(page, 'N').focus();
    await page.keyboard.press('Enter');
    await key(page, 'f').focus();
    await page.keyboard.press('Space');
    assert.equal(await shown(page), 'Nf3');
    // The focus stays on the key pressed (a dimmed key keeps it too).
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.key), 'f');
    await key(page, 'enter').focus();
    await page.keyboard.press('Enter');
    await until(() => plies(page), (n) => n === 1, 'Nf3 recorded');
    await key(page, 'd').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // Tab walks the keys in order: the ranks after the files.
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.key), 'e');
    found.push(...(await axe(page, `pad ${viewport.width}`)));
  }
  assert.deepEqual(found, []);
  assert.deepEqual(app.problems, []);
});

// The bindings' inputs, fuzzed from JavaScript: every method called with
// random values of every type and with mutated FEN, move and PGN texts.
// Each call must answer or throw an Error with one of the stable codes;
// a panic would trap the wasm and every later call would fail, which the
// last check would see. Run in the folder where `cargo xtask test`
// installed the package's tarball.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, readPgn, perft } from 'rochade';

const CODES = new Set(['fen', 'san', 'illegal-move', 'pgn', 'option']);
const ITERATIONS = Number(process.env.ROCHADE_FUZZ_ITERATIONS ?? 20000);

function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(1997);
const pick = (list) => list[Math.floor(next() * list.length)];
const ALPHABET = 'abcdefgh12345678KQRBNPkqrbnpSDTLC0Ox-=+#!?/ .[]"{}()*;%\n\\\t€é♘\u0000\uffff';
const SEEDS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  'bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRK1R w KQkq - 0 1',
  '[Event "x"]\n[FEN "8/8/8/4k3/8/8/1R6/4K3 w - - 0 1"]\n\n1. Rb3 Kd4 {c} (1... Kf4) 2. Rb4+ $1 *',
  '[Variant "Chess960"]\n[FEN "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRK1R w KQkq - 0 1"]\n\n1. O-O *',
  '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0',
  'Nf3', 'exd8=Q+', 'O-O-O', 'g1f3', 'e7e8q', 'Sf3', 'Rd1',
];

/** A text: random characters, or a seed with a few characters changed. */
function text() {
  if (next() < 0.3) {
    let s = '';
    for (let i = Math.floor(next() * 20); i > 0; i--) s += pick(ALPHABET);
    return s;
  }
  const chars = [...pick(SEEDS)];
  for (let i = 1 + Math.floor(next() * 4); i > 0; i--) {
    const at = Math.floor(next() * (chars.length + 1));
    const op = next();
    if (op < 0.33) chars.splice(at, 1);
    else if (op < 0.66) chars.splice(at, 0, pick(ALPHABET));
    else chars[at] = pick(ALPHABET);
  }
  return chars.join('');
}

/** Any JavaScript value, texts most often. */
function value() {
  return pick([
    text, text, text,
    () => undefined, () => null, () => pick([0, -1, 518, 959, 960, 1.5, NaN, Infinity, -0, 2 ** 53]),
    () => pick([true, false]), () => 10n, () => Symbol('s'), () => () => 1,
    () => [text()], () => ({}),
    () => ({ from: text(), to: text(), promotion: pick([undefined, 'q', 'k', 7, text()]) }),
    () => ({ from: pick(['e2', 'g1', 'e7']), to: pick(['e4', 'f3', 'e8']) }),
    () => ({ fen: text(), edition: pick(['2023', '2001', '1997', 2023, text(), 1]), chess960: pick([true, false, 0, 518, 960, -1, 'x']) }),
    () => ({ verbose: pick([true, false, 1, 'yes']), square: pick([undefined, 'e2', text(), 5]) }),
    () => ({ letters: pick(['de', 'pt', 'en', text(), 1]) }),
    () => ({ scheme: pick(['de', 'pt', 'en', text(), null]) }),
    () => ({ [text()]: text() }),
  ])();
}

function call(fn) {
  try {
    fn();
    return 'ok';
  } catch (e) {
    assert.ok(e instanceof Error, `threw a non-Error: ${String(e)}`);
    assert.ok(CODES.has(e.code), `an Error without a known code: ${e.code} ${e.message}`);
    assert.ok(e.message.length > 0);
    return e.code;
  }
}

test(`${ITERATIONS} calls with random and mutated inputs answer or throw a coded Error`, () => {
  const seen = {};
  let game = new Game();
  for (let i = 0; i < ITERATIONS; i++) {
    const what = pick([
      () => { game = new Game(value()); },
      () => game.move(value(), value()),
      () => game.moves(value()),
      () => game.san(value(), value()),
      () => game.say(value(), value()),
      () => game.canClaimDraw(value(), value()),
      () => game.canCheckmate(value()),
      () => game.setHeader(value(), value()),
      () => { game = Game.fromPgn(value(), value()); },
      () => readPgn(value()),
      () => perft(value(), pick([0, 1, 2, -1, 1.5, 11, NaN, value()])),
      () => game.move(text()),
      () => game.move(text(), { letters: pick(['de', 'pt', 'en']) }),
      () => game.canClaimDraw(pick(['threefold', 'fifty-moves']), text()),
      () => { game = new Game({ fen: text(), chess960: pick([undefined, true]) }); },
      () => { game = Game.fromPgn(text()); },
      () => perft(text(), 1),
      () => game.undo(),
      () => { game.pgn(); game.history(); game.fen(); game.outcome(); game.header(); game.isDeadPosition(); },
      () => { const moves = game.moves(); if (moves.length) game.move(pick(moves)); },
    ]);
    const result = call(what);
    seen[result] = (seen[result] ?? 0) + 1;
  }
  console.log(`# outcomes: ${JSON.stringify(seen)}`);
  // Every code was met, so the inputs reach every kind of failure.
  for (const code of CODES) assert.ok(seen[code] > 0, `no '${code}' error met`);
  // The module is alive.
  const after = new Game();
  assert.equal(after.move('e4').san, 'e4');
});

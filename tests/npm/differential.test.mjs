// The package against chess.js 1.4.0 (locked in tests/bench/pgn-peers):
// 2,000 random games compared position by position (legal moves as UCI
// sets, SAN, FEN, check, checkmate, stalemate), and the cases where the
// FIDE Laws and chess.js disagree, each by name. Run in the folder where
// `cargo xtask test` installed the package's tarball.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from 'rochade';
import { Chess } from 'chess.js';

/** A small seeded generator (mulberry32), so a failure can be replayed. */
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

// chess.js's legal moves without its SAN (which makes each move and looks
// for mate after it: the dearest part of chess.js by far). `_moves` is
// chess.js's own generator behind `moves()`; squares are 0x88 indices.
const square = (i) => 'abcdefgh'[i & 15] + (8 - (i >> 4));
const theirUcis = (chess) => chess._moves({ legal: true }).map((m) => square(m.from) + square(m.to) + (m.promotion ?? ''));
const sorted = (list) => [...list].sort();

// chess.js takes milliseconds a position (its legal moves and SAN), so
// `cargo xtask test` runs fewer games (ROCHADE_DIFF_GAMES); the whole
// 2,000 is `ROCHADE_DIFF_GAMES=2000 cargo xtask package-test`.
const GAMES = Number(process.env.ROCHADE_DIFF_GAMES ?? 2000);
const MAX_PLIES = 300;

test(`${GAMES} random games: the same legal moves, SAN, FEN, check, mate and stalemate as chess.js`, () => {
  const next = random(20261203);
  let positions = 0;
  const ends = {};
  const disagreements = { insufficientNotDead: 0, deadNotInsufficient: 0, chessjsThreefold: 0, chessjsFifty: 0 };
  for (let g = 0; g < GAMES; g++) {
    const ours = new Game();
    const theirs = new Chess();
    for (let ply = 0; ; ply++) {
      const where = `game ${g + 1}, ply ${ply + 1}, ${theirs.fen()}`;
      positions += 1;
      assert.equal(ours.fen(), theirs.fen(), `FEN at ${where}`);
      assert.equal(ours.inCheck(), theirs.inCheck(), `check at ${where}`);
      assert.equal(ours.isCheckmate(), theirs.isCheckmate(), `checkmate at ${where}`);
      assert.equal(ours.isStalemate(), theirs.isStalemate(), `stalemate at ${where}`);
      const dead = ours.isDeadPosition();
      const insufficient = theirs.isInsufficientMaterial();
      if (insufficient && !dead) disagreements.insufficientNotDead += 1;
      if (dead && !insufficient) disagreements.deadNotInsufficient += 1;
      if (theirs.isThreefoldRepetition()) disagreements.chessjsThreefold += 1;
      if (theirs.isDrawByFiftyMoves()) disagreements.chessjsFifty += 1;
      const outcome = ours.outcome();
      if (outcome) {
        ends[outcome.reason] = (ends[outcome.reason] ?? 0) + 1;
        assert.deepEqual(ours.moves(), [], `no moves after the end at ${where}`);
        break;
      }
      const verbose = ours.moves({ verbose: true });
      assert.deepEqual(sorted(verbose.map((m) => m.uci)), sorted(theirUcis(theirs)), `legal moves at ${where}`);
      assert.deepEqual(sorted(verbose.map((m) => m.san)), sorted(theirs.moves()), `SAN at ${where}`);
      assert.deepEqual(sorted(ours.moves()), sorted(verbose.map((m) => m.san)), `moves() and moves({ verbose }) at ${where}`);
      const pick = verbose[Math.floor(next() * verbose.length)];
      const played = ours.move(pick.uci);
      const their = theirs.move({ from: pick.from, to: pick.to, promotion: pick.promotion });
      assert.equal(played.san, their.san, `SAN of the move played at ${where}`);
      assert.equal(played.fen, their.after, `FEN after the move at ${where}`);
      if (ply >= MAX_PLIES) {
        ends.length = (ends.length ?? 0) + 1;
        break;
      }
    }
  }
  console.log(`# ${positions} positions compared; games ended by ${JSON.stringify(ends)}`);
  console.log(`# where FIDE and chess.js differ (positions): ${JSON.stringify(disagreements)}`);
  // chess.js's material rule is sound in real play; a dead position it
  // calls insufficient but the Laws do not would be a bug here.
  assert.equal(disagreements.insufficientNotDead, 0);
});

// Each case where the FIDE Laws and chess.js disagree, by name (the
// package README lists them).

test('threefold repetition: chess.js draws by itself; under the Laws it is a claim (Art. 9.2)', () => {
  const ours = new Game();
  const theirs = new Chess();
  for (const san of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']) {
    ours.move(san);
    theirs.move(san);
  }
  assert.equal(theirs.isThreefoldRepetition(), true);
  assert.equal(theirs.isDraw(), true);
  assert.equal(theirs.isGameOver(), true);
  assert.equal(ours.outcome(), null);
  assert.equal(ours.canClaimDraw('threefold'), true);
  assert.ok(ours.moves().length > 0, 'the game goes on until a player claims');
});

test('fifty moves: chess.js draws by itself; under the Laws it is a claim (Art. 9.3), automatic only at 75 (2023 Art. 9.6.2)', () => {
  const fen = '8/8/8/4k3/8/8/1R6/4K3 w - - 99 80';
  const ours = new Game({ fen });
  const theirs = new Chess(fen);
  ours.move('Rb3');
  theirs.move('Rb3');
  assert.equal(theirs.isDrawByFiftyMoves(), true);
  assert.equal(theirs.isGameOver(), true);
  assert.equal(ours.outcome(), null);
  assert.equal(ours.canClaimDraw('fifty-moves'), true);
  const late = new Game({ fen: '8/8/8/4k3/8/8/1R6/4K3 w - - 149 100' });
  late.move('Rb3');
  assert.deepEqual(late.outcome(), { result: '1/2-1/2', reason: 'seventy-five-moves', article: '9.6.2' });
});

test('fivefold repetition ends the game under the 2023 Laws (Art. 9.6.1); chess.js only reports threefold', () => {
  for (const [edition, ends] of [['2023', true], ['2001', false]]) {
    const ours = new Game({ edition });
    const theirs = new Chess();
    for (let i = 0; i < 4; i++) {
      for (const san of ['Nf3', 'Nf6', 'Ng1', 'Ng8']) {
        ours.move(san);
        theirs.move(san);
      }
    }
    assert.equal(theirs.isThreefoldRepetition(), true);
    assert.equal(ours.outcome()?.reason === 'fivefold-repetition', ends, edition);
  }
});

test('dead positions chess.js does not see: locked pawns (Art. 5.2.2)', () => {
  const fen = '2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1';
  const ours = new Game({ fen });
  const theirs = new Chess(fen);
  assert.equal(theirs.isInsufficientMaterial(), false);
  assert.equal(theirs.isDraw(), false);
  assert.equal(ours.isDeadPosition(), true);
  assert.deepEqual(ours.outcome(), { result: '1/2-1/2', reason: 'dead-position', article: '5.2.2' });
});

test('dead positions chess.js does not see: kings that can never pass locked pawns', () => {
  const fen = '3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - - 0 1';
  const ours = new Game({ fen });
  const theirs = new Chess(fen);
  assert.equal(theirs.isInsufficientMaterial(), false);
  assert.equal(ours.isDeadPosition(), true);
});

// The npm package `rochade` side by side with chess.js 1.4.0 and chessops
// 0.15.1 (locked in tests/bench/pgn-peers), in one run, in one Node:
//
// - perft 4 from the start position, Kiwipete and "position 3";
// - reading a PGN file of 2,000 games (generated here with a fixed seed);
// - moves({ verbose: true }) on 10,000 positions from those games, where
//   the cost of crossing from JavaScript into wasm shows;
// - the package's size.
//
// `cargo xtask package-bench` builds the package, installs its tarball
// into target/npm/bench with the peers beside it and runs this there:
//   node npm.mjs TARBALL
// It measures, it checks only that the three agree on the counts.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { Game, readPgn, perft } from 'rochade';
import { Chess } from 'chess.js';
import { Chess as OpsChess } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan, makeSan } from 'chessops/san';
import { perft as opsPerft } from 'chessops/debug';
import { makeUci } from 'chessops/util';

// chess.js takes seconds for some of these (minutes on a loaded
// machine), so each is timed REPEAT times (default once) after a warm-up
// on a small input (`warm`), and the least time is kept.
const REPEAT = Number(process.env.ROCHADE_BENCH_REPEAT ?? 1);

/** The least of `REPEAT` timed runs of `fn` after `warm`, in ms, and the result. */
function time(fn, warm) {
  warm();
  let value;
  let best = Infinity;
  for (let i = 0; i < REPEAT; i++) {
    const t = process.hrtime.bigint();
    value = fn();
    best = Math.min(best, Number(process.hrtime.bigint() - t) / 1e6);
  }
  return { ms: best, value };
}

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

const rows = [];
function row(name, r, c, o, goal) {
  const f = (x) => (x === undefined ? '—' : `${x.ms.toFixed(1)} ms`);
  const ratio = (x) => (x === undefined ? '—' : `${(x.ms / r.ms).toFixed(1)}×`);
  rows.push([name, f(r), f(c), f(o), ratio(c), ratio(o), goal]);
}

// --- perft ---------------------------------------------------------------
const PERFT = [
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 197_281],
  ['Kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 4_085_603],
  ['position 3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 43_238],
];
for (const [name, fen, nodes] of PERFT) {
  const r = time(() => perft(fen, 4), () => perft(fen, 2));
  const chess = new Chess(fen);
  const c = time(() => chess.perft(4), () => chess.perft(2));
  const pos = OpsChess.fromSetup(parseFen(fen).unwrap()).unwrap();
  const o = time(() => opsPerft(pos, 4, false), () => opsPerft(pos, 2, false));
  for (const [who, x] of [['rochade', r], ['chess.js', c], ['chessops', o]]) {
    if (x.value !== nodes) throw new Error(`${who} perft 4 of ${name}: ${x.value}, expected ${nodes}`);
  }
  row(`perft 4, ${name} (${nodes.toLocaleString('en')} nodes)`, r, c, o, '≥ 30× chess.js, ≥ 5× chessops');
}

// --- a PGN file of 2,000 games --------------------------------------------
const next = random(37);
const games = [];
const fens = [];
for (let g = 0; g < 2000; g++) {
  const game = new Game();
  game.setHeader('Event', `Bench ${g + 1}`);
  const length = 40 + Math.floor(next() * 120);
  for (let ply = 0; ply < length && !game.outcome(); ply++) {
    const moves = game.moves();
    game.move(moves[Math.floor(next() * moves.length)]);
    if (fens.length < 10_000 && next() < 0.1) fens.push(game.fen());
  }
  games.push(game.pgn());
  game.free();
}
const text = games.join('\n');
const warmText = games.slice(0, 50).join('\n');
const readRochade = (text) => {
  const read = readPgn(text);
  for (const g of read) g.free();
  return read.length;
};
const r = time(() => readRochade(text), () => readRochade(warmText));
const readChessjs = (text) => {
  const chess = new Chess();
  let n = 0;
  for (const pgn of text.split(/\n\n(?=\[Event )/)) {
    chess.loadPgn(pgn);
    n += 1;
  }
  return n;
};
const c = time(() => readChessjs(text), () => readChessjs(warmText));
const readChessops = (text) => {
  let n = 0;
  for (const game of parsePgn(text)) {
    const pos = startingPosition(game.headers).unwrap();
    for (const node of game.moves.mainline()) {
      if (pos.isEnd()) throw new Error('chessops: a move after the end');
      const move = parseSan(pos, node.san);
      if (!move) throw new Error(`chessops: ${node.san}`);
      pos.play(move);
    }
    n += 1;
  }
  return n;
};
const o = time(() => readChessops(text), () => readChessops(warmText));
const plies = readPgn(text).reduce((n, g) => n + g.history().length, 0);
for (const x of [r, c, o]) if (x.value !== 2000) throw new Error(`read ${x.value} games, expected 2000`);
row(`read PGN: 2,000 games, ${plies.toLocaleString('en')} plies, ${(text.length / 1e6).toFixed(1)} MB`, r, c, o, '≥ 5× chess.js, ≥ 1× chessops');

// --- moves({ verbose: true }) on 10,000 positions -------------------------
while (fens.length < 10_000) fens.push(fens[fens.length % 1000]);
const ours = fens.map((fen) => new Game({ fen }));
const theirs = fens.map((fen) => new Chess(fen));
const opsPositions = fens.map((fen) => OpsChess.fromSetup(parseFen(fen).unwrap()).unwrap());
const count = (lists) => lists.reduce((n, l) => n + l, 0);
const verboseOurs = (list) => count(list.map((g) => g.moves({ verbose: true }).length));
const rv = time(() => verboseOurs(ours), () => verboseOurs(ours.slice(0, 200)));
const verboseTheirs = (list) => count(list.map((g) => g.moves({ verbose: true }).length));
const cv = time(() => verboseTheirs(theirs), () => verboseTheirs(theirs.slice(0, 200)));
// chessops has no move objects: every legal move as UCI and SAN, the
// nearest it comes.
const opsMoves = (list) =>
  count(
    list.map((pos) => {
      let n = 0;
      for (const [from, dests] of pos.allDests()) {
        for (const to of dests) {
          const promotion = pos.board.pawn.has(from) && (to >> 3 === 7 || to >> 3 === 0);
          for (const role of promotion ? ['queen', 'rook', 'bishop', 'knight'] : [undefined]) {
            const move = { from, to, promotion: role };
            makeUci(move);
            makeSan(pos, move);
            n += 1;
          }
        }
      }
      return n;
    }),
  );
const ov = time(() => opsMoves(opsPositions), () => opsMoves(opsPositions.slice(0, 200)));
if (rv.value !== cv.value) throw new Error(`verbose moves: rochade ${rv.value}, chess.js ${cv.value}`);
row(`moves({ verbose: true }), 10,000 positions (${rv.value.toLocaleString('en')} moves)`, rv, cv, ov, '≥ 2× chess.js');
for (const g of ours) g.free();

// --- size -----------------------------------------------------------------
const require = createRequire(import.meta.url);
const pkgDir = require.resolve('rochade/package.json').replace(/package\.json$/, '');
const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const wasm = `${pkgDir}rochade_bg.wasm`;
const glue = ['index.js', 'rochade.js'].map((f) => `${pkgDir}${f}`);
const tarball = process.argv[2];
const chessjs = require.resolve('chess.js').replace(/cjs\/chess\.js$/, 'esm/chess.js');

console.log('\n| | rochade | chess.js 1.4.0 | chessops 0.15.1 | chess.js / rochade | chessops / rochade | goal |');
console.log('|---|---|---|---|---|---|---|');
for (const x of rows) console.log(`| ${x.join(' | ')} |`);
console.log(`\nLeast of ${REPEAT} run(s) after a warm-up on a small input, Node ${process.version}, load average ${(await import('node:os')).loadavg()[0].toFixed(1)}.`);
console.log(`Package: rochade_bg.wasm ${fs.statSync(wasm).size.toLocaleString('en')} B (${gz(wasm).toLocaleString('en')} B gzip -9), ` +
  `JavaScript ${glue.reduce((n, f) => n + fs.statSync(f).size, 0).toLocaleString('en')} B (${glue.reduce((n, f) => n + gz(f), 0).toLocaleString('en')} B gzip -9)` +
  (tarball ? `, tarball ${fs.statSync(tarball).size.toLocaleString('en')} B` : '') + '.');
console.log(`chess.js's ESM build: ${fs.statSync(chessjs).size.toLocaleString('en')} B (${gz(chessjs).toLocaleString('en')} B gzip -9).`);

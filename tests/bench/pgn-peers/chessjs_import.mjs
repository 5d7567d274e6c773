// Imports a PGN file with chess.js: the file cut into games at each
// `[Event` that starts a line after a blank line (chess.js reads one game
// at a time), each game given to `loadPgn`, which reads and plays every
// move and throws at the first illegal one.
// Prints `games <N> imported <N> refused <N> plies <N> seconds <S> games/s <R>`.
//
//   node tests/bench/pgn-peers/chessjs_import.mjs FILE.pgn
import fs from 'node:fs';
import { Chess } from 'chess.js';

const file = process.argv[2];
const start = process.hrtime.bigint();
const text = fs.readFileSync(file, 'utf8');
const parts = text.split(/\n\n(?=\[Event )/);
let imported = 0;
let plies = 0;
const chess = new Chess();
for (const pgn of parts) {
  try {
    chess.loadPgn(pgn);
    plies += chess.history().length;
    imported += 1;
  } catch {
    // refused
  }
}
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
const games = parts.length;
console.log(`games ${games} imported ${imported} refused ${games - imported} plies ${plies} seconds ${seconds.toFixed(3)} games/s ${(games / seconds).toFixed(0)}`);

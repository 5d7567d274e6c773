// Imports a PGN file with chessops (lichess's TypeScript rules library):
// every game parsed, every main-line move read from SAN against the
// position and played, the end of the game (mate, stalemate, insufficient
// material) looked at after each move, as the native arbiter does.
// Prints `games <N> imported <N> refused <N> plies <N> seconds <S> games/s <R>`.
//
//   node tests/bench/pgn-peers/chessops_import.mjs FILE.pgn
import fs from 'node:fs';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';

const file = process.argv[2];
const start = process.hrtime.bigint();
const text = fs.readFileSync(file, 'utf8');
let games = 0;
let imported = 0;
let plies = 0;
for (const game of parsePgn(text)) {
  games += 1;
  const setup = startingPosition(game.headers);
  if (setup.isErr) continue;
  const pos = setup.value;
  let ok = true;
  for (const node of game.moves.mainline()) {
    if (pos.isEnd()) { ok = false; break; }
    const move = parseSan(pos, node.san);
    if (!move) { ok = false; break; }
    pos.play(move);
    plies += 1;
  }
  if (ok) imported += 1;
}
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
console.log(`games ${games} imported ${imported} refused ${games - imported} plies ${plies} seconds ${seconds.toFixed(3)} games/s ${(games / seconds).toFixed(0)}`);

// The example script of the npm package, run by `cargo xtask test` in a
// folder where only the package's tarball is installed: a short game to
// its checkmate, its outcome and its PGN.
import { Game } from 'rochade';

const game = new Game();
for (const san of ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'Nf6', 'Qxf7#']) {
  const move = game.move(san);
  console.log(move.san.padEnd(6), move.uci, move.fen);
}
const outcome = game.outcome();
console.log(outcome);
if (outcome?.result !== '1-0' || outcome.reason !== 'checkmate' || outcome.article !== '5.1.1') {
  throw new Error(`expected 1-0 by checkmate (Art. 5.1.1), got ${JSON.stringify(outcome)}`);
}
console.log(game.pgn());

//! Prints the FEN of every position of every game of a PGN file (the
//! start and the position after each move), one a line, a blank line
//! after each game: input for the
//! rules crate's `winnable_share` measurement of dead-position checks.
//!
//! ```text
//! cargo run --profile perf -p rochade-arbiter --example pgn_positions -- games.pgn > positions.fen
//! ```

use std::io::{BufWriter, Write};

use rochade_arbiter::Game;

fn main() -> std::io::Result<()> {
    let path = std::env::args()
        .nth(1)
        .expect("usage: pgn_positions FILE.pgn");
    let text = std::fs::read_to_string(&path)?;
    let out = std::io::stdout();
    let mut out = BufWriter::new(out.lock());
    for game in Game::from_pgn_all(&text).into_iter().flatten() {
        for r in game.record() {
            writeln!(out, "{}", r.before.to_fen())?;
        }
        writeln!(out, "{}", game.position().to_fen())?;
        writeln!(out)?;
    }
    out.flush()
}

//! Imports a PGN file with the native arbiter, every move checked and
//! every position's end of game decided (Art. 5: mate, stalemate, dead
//! position), and prints games per second. One line of output:
//! `games <N> imported <N> refused <N> seconds <S> games/s <R>`.
//!
//! ```text
//! cargo run --profile perf -p rochade-arbiter --example gen_games -- 20000 > /tmp/games.pgn
//! cargo run --profile perf -p rochade-arbiter --example import_bench -- /tmp/games.pgn
//! ```
//!
//! The time covers reading the file and importing it, as the peers in
//! `tests/bench/pgn_import.sh` do; the process's start-up is left to an
//! outside timer.

use std::time::Instant;

use rochade_arbiter::Game;

fn main() {
    let path = std::env::args()
        .nth(1)
        .expect("usage: import_bench FILE.pgn");
    let start = Instant::now();
    let text = std::fs::read_to_string(&path).expect("readable UTF-8 file");
    let games = Game::from_pgn_all(&text);
    let seconds = start.elapsed().as_secs_f64();
    let imported = games.iter().filter(|g| g.is_ok()).count();
    let plies: usize = games.iter().flatten().map(|g| g.record().len()).sum();
    if let Some(Err(e)) = games.iter().find(|g| g.is_err()) {
        eprintln!("first refusal: {e}");
    }
    println!(
        "games {} imported {imported} refused {} plies {plies} seconds {seconds:.3} games/s {:.0}",
        games.len(),
        games.len() - imported,
        games.len() as f64 / seconds
    );
}

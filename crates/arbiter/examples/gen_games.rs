//! Writes a reproducible PGN file of many legal games for the import
//! benchmark (`import_bench`, `tests/bench/pgn_import.sh`): the same seed
//! gives the same bytes, so the megabytes need not be committed.
//!
//! ```text
//! cargo run --profile perf -p rochade-arbiter --example gen_games -- 20000 > /tmp/games.pgn
//! ```
//!
//! The moves are chosen at random with a bias that makes the games look
//! more like real ones than uniform random moves do: a mate is always
//! played, captures are preferred by the value of the piece taken, and a
//! game is resigned or agreed drawn at a random length between 15 and 75
//! moves. Every game is written as lichess writes a blitz game: the seven
//! tags and a few more, a `[%clk]` after each move.

use std::io::{BufWriter, Write};

use rochade_laws::{Move, Position, Role, Status};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn value(role: Role) -> u64 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

fn choose(pos: &Position, moves: &[Move], rng: &mut Rng) -> Move {
    for m in moves {
        let mut c = pos.clone();
        c.play_unchecked(m);
        if c.is_checkmate() {
            return *m;
        }
    }
    // Captures, weighted by the piece taken, half of the time.
    if rng.below(2) == 0 {
        let weights: Vec<u64> = moves
            .iter()
            .map(|m| m.capture().map_or(0, value) + u64::from(m.promotion().is_some()) * 8)
            .collect();
        let total: u64 = weights.iter().sum();
        if total > 0 {
            let mut r = rng.below(total);
            for (m, w) in moves.iter().zip(&weights) {
                if r < *w {
                    return *m;
                }
                r -= w;
            }
        }
    }
    moves[rng.below(moves.len() as u64) as usize]
}

fn clock(ms: u64) -> String {
    let s = ms / 1000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(2026);
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let out = std::io::stdout();
    let mut out = BufWriter::new(out.lock());
    for g in 0..n {
        let mut pos = Position::new();
        let length = 30 + rng.below(120);
        let mut times = [180_000u64, 180_000];
        let mut movetext = String::new();
        let mut result = "*";
        for ply in 0..length {
            let moves = pos.legal_moves();
            let mv = choose(&pos, &moves, &mut rng);
            let san = pos.san(&mv).to_string();
            let side = (ply % 2) as usize;
            times[side] = times[side].saturating_sub(rng.below(6_000)) + 2_000;
            if side == 0 {
                movetext.push_str(&format!("{}. ", ply / 2 + 1));
            } else {
                movetext.push_str(&format!("{}... ", ply / 2 + 1));
            }
            movetext.push_str(&format!("{san} {{ [%clk {}] }} ", clock(times[side])));
            pos.play_unchecked(&mv);
            match pos.status() {
                Status::Ongoing => {}
                Status::Checkmate => {
                    result = if side == 0 { "1-0" } else { "0-1" };
                    break;
                }
                Status::Stalemate | Status::Dead => {
                    result = "1/2-1/2";
                    break;
                }
            }
            if ply + 1 == length {
                result = ["1-0", "0-1", "1/2-1/2"][rng.below(3) as usize];
            }
        }
        writeln!(
            out,
            "[Event \"Rated Blitz game\"]\n[Site \"https://example.invalid/{g:08}\"]\n\
             [Date \"2026.12.01\"]\n[Round \"-\"]\n[White \"player{}\"]\n[Black \"player{}\"]\n\
             [Result \"{result}\"]\n[WhiteElo \"{}\"]\n[BlackElo \"{}\"]\n[TimeControl \"180+2\"]\n\
             [Variant \"Standard\"]\n[Termination \"Normal\"]\n\n{movetext}{result}\n",
            rng.below(5000),
            rng.below(5000),
            1200 + rng.below(1200),
            1200 + rng.below(1200),
        )?;
    }
    out.flush()
}

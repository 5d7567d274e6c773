//! Debugging and outside-check probe.
//!
//! ```text
//! cargo run --release -p rochade-laws --example probe -- perft "<FEN>" <depth>
//! cargo run --release -p rochade-laws --example probe -- moves "<FEN>"
//! cargo run --release -p rochade-laws --example probe -- fen "<FEN>"
//! cargo run --release -p rochade-laws --example probe -- san "<FEN>" "<text>"
//! cargo run --release -p rochade-laws --example probe -- winnable [full|quick] < fens.txt
//! cargo run --release -p rochade-laws --example probe -- --chess960 perft "<FEN>" <depth>
//! ```
//!
//! Chess960 FENs (2023 Guidelines II) are accepted unchanged, X-FEN or
//! Shredder-FEN: a FEN whose castling field standard chess refuses is read
//! as Chess960. `--chess960` reads every FEN as Chess960 (for a 960 game
//! whose rooks happen to stand on a and h). In Chess960, moves are printed
//! in UCI with castling as the king taking its own rook (`e1h1`).
//!
//! `winnable` reads FENs (4 or 6 fields) from standard input, one a line,
//! and prints `WB`, `W-`, `-B` or `--` for each: which sides can checkmate by
//! some series of legal moves (Art. 5.2 b, 6.9). A side the search does not
//! settle counts as able to mate. `full` (the default) is
//! `Position::winnable`, `quick` is `Position::can_checkmate`.
//!
//! `perft` prints the count below each root move (`e2e4: 600`) and
//! `nodes <N>` as its last line. Exit code 1 on any error, 2 on bad usage.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use rochade_laws::{CastlingMode, Color, FenField, Notation, Position, Uci, parse_move};

fn usage() -> ExitCode {
    eprintln!(
        "usage: probe [--chess960] perft \"<FEN>\" <depth> | moves \"<FEN>\" | fen \"<FEN>\" | san \"<FEN>\" \"<text>\" | winnable [full|quick] < FENs"
    );
    ExitCode::from(2)
}

fn position(fen: &str) -> Result<Position, ExitCode> {
    read(fen, CHESS960.load(std::sync::atomic::Ordering::Relaxed)).map_err(|e| {
        println!("error: {e}");
        ExitCode::FAILURE
    })
}

static CHESS960: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Reads a FEN as standard chess, or as Chess960 where standard chess
/// refuses its castling field (or always, with `--chess960`).
fn read(fen: &str, chess960: bool) -> Result<Position, rochade_laws::FenError> {
    let fen = if fen == "startpos" {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    } else {
        fen
    };
    if chess960 {
        return Position::from_fen_in(fen, CastlingMode::Chess960);
    }
    match Position::from_fen(fen) {
        Err(e) if e.field == FenField::Castling => {
            Position::from_fen_in(fen, CastlingMode::Chess960).map_err(|_| e)
        }
        other => other,
    }
}

fn uci(pos: &Position, m: &rochade_laws::Move) -> Uci {
    Uci::from_move_in(m, pos.castling_mode())
}

fn run(args: &[String]) -> Result<(), ExitCode> {
    if let Some((first, rest)) = args.split_first() {
        if first == "--chess960" {
            CHESS960.store(true, std::sync::atomic::Ordering::Relaxed);
            return run(rest);
        }
    }
    match args {
        [cmd, fen, depth] if cmd == "perft" => {
            let pos = position(fen)?;
            let depth: u32 = depth.parse().map_err(|_| {
                println!("error: depth must be a non-negative integer, got {depth:?}");
                ExitCode::FAILURE
            })?;
            let mut total = 0u64;
            if depth == 0 {
                total = 1;
            } else {
                let mut lines: Vec<(String, u64)> = Vec::new();
                for m in pos.legal_moves() {
                    let mut child = pos.clone();
                    child.play_unchecked(&m);
                    let n = child.perft(depth - 1);
                    total += n;
                    lines.push((uci(&pos, &m).to_string(), n));
                }
                lines.sort();
                for (m, n) in lines {
                    println!("{m}: {n}");
                }
            }
            println!("nodes {total}");
            Ok(())
        }
        [cmd, fen] if cmd == "moves" => {
            let pos = position(fen)?;
            let mut sans: Vec<String> = pos
                .legal_moves()
                .iter()
                .map(|m| pos.write_move(m, &Notation::PGN))
                .collect();
            sans.sort();
            for s in sans {
                println!("{s}");
            }
            Ok(())
        }
        [cmd, fen] if cmd == "fen" => {
            println!("{}", position(fen)?.to_fen());
            Ok(())
        }
        [cmd, fen, text] if cmd == "san" => {
            let pos = position(fen)?;
            match parse_move(&pos, text) {
                Ok(m) => {
                    println!("{}", uci(&pos, &m));
                    Ok(())
                }
                Err(e) => {
                    println!("error: {e}");
                    Err(ExitCode::FAILURE)
                }
            }
        }
        [cmd] if cmd == "winnable" => winnable(true),
        [cmd, mode] if cmd == "winnable" && (mode == "full" || mode == "quick") => {
            winnable(mode == "full")
        }
        _ => Err(usage()),
    }
}

fn winnable(full: bool) -> Result<(), ExitCode> {
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut failed = false;
    for line in stdin.lock().lines() {
        let line = line.map_err(|_| ExitCode::FAILURE)?;
        let fen = line.trim();
        if fen.is_empty() {
            continue;
        }
        let text = match read(fen, CHESS960.load(std::sync::atomic::Ordering::Relaxed)) {
            Ok(pos) => {
                let can = |c: Color| {
                    if full {
                        pos.winnable(c).can()
                    } else {
                        pos.can_checkmate(c)
                    }
                };
                format!(
                    "{}{}",
                    if can(Color::White) { 'W' } else { '-' },
                    if can(Color::Black) { 'B' } else { '-' }
                )
            }
            Err(e) => {
                failed = true;
                format!("error: {e}")
            }
        };
        writeln!(out, "{text}").map_err(|_| ExitCode::FAILURE)?;
    }
    out.flush().map_err(|_| ExitCode::FAILURE)?;
    if failed {
        Err(ExitCode::FAILURE)
    } else {
        Ok(())
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(code) => code,
    }
}

//! Wasm measurement harness for rochade-laws (see `../README.md`).
//!
//! The exports need `#[unsafe(no_mangle)]`, which is why this harness lives
//! outside the workspace (whose lints forbid it); it contains no `unsafe` block.

#[cfg(feature = "laws")]
mod imp {
    use rochade_laws::{Notation, Position, parse_move};

    const FENS: [&str; 6] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    ];

    /// Builds the attack tables (to time start-up separately).
    #[unsafe(no_mangle)]
    pub extern "C" fn init() {
        rochade_laws::attacks::init();
    }

    /// Perft of standard position `index` (0..6) to `depth`.
    #[unsafe(no_mangle)]
    pub extern "C" fn perft(index: u32, depth: u32) -> u64 {
        match FENS.get(index as usize).map(|f| Position::from_fen(f)) {
            Some(Ok(pos)) => pos.perft(depth),
            _ => 0,
        }
    }

    /// Exercises the rest of the API the web app will ship (FEN, SAN both
    /// ways, status, repetition key) so that the size measurement includes it.
    #[unsafe(no_mangle)]
    pub extern "C" fn notation_checksum(index: u32) -> u64 {
        let Some(Ok(pos)) = FENS.get(index as usize).map(|f| Position::from_fen(f)) else {
            return 0;
        };
        let mut sum = pos.to_fen().len() as u64 ^ pos.repetition_key().0;
        for m in pos.legal_moves() {
            for n in [Notation::PGN, Notation::FIDE_GERMAN.long()] {
                let text = pos.write_move(&m, &n);
                if parse_move(&pos, &text) == Ok(m) {
                    sum = sum.wrapping_add(text.len() as u64);
                }
            }
            if let Ok(after) = pos.play(&m) {
                sum ^= after.status() as u64 + u64::from(after.can_checkmate(after.turn()));
            }
        }
        sum
    }
}

/// Uses allocation and formatting like any real app, for the size baseline.
#[cfg(feature = "std-baseline")]
#[unsafe(no_mangle)]
pub extern "C" fn baseline(n: u32) -> u32 {
    let v: Vec<String> = (0..n).map(|i| format!("{i:?}-{}", i * 2)).collect();
    let s = v.join(",");
    match s.parse::<u64>() {
        Ok(x) => x as u32,
        Err(e) => e.to_string().len() as u32 + s.len() as u32,
    }
}

/// Present in all builds so the baseline is a valid module.
#[unsafe(no_mangle)]
pub extern "C" fn version() -> u32 {
    1
}

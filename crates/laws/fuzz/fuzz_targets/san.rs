//! Move reading never panics; what it accepts is legal and reads back from
//! its own SAN, and what it refuses is explained without a panic (and never
//! "explained" when it was legal), in standard chess and in Chess960.
//!
//! Input: byte 0 below 128 picks a standard position, the rest is the
//! text. From 128 on, the game is Chess960: bytes 1 and 2 pick one of the
//! 960 start positions or a Chess960 FEN, byte 3 a number of plies, one
//! byte per ply then picks the move; the rest is the text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_laws::{
    CastlingMode, Notation, Position, Refusal, Unmatched, explain_move_text, parse_move,
};

const POSITIONS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
];

/// Chess960 positions where castling is near: the king beside its rook
/// (castling onto a square its plain step reaches), king and rook swapping,
/// a king already on its castled square, rights in Shredder-FEN.
const CHESS960: [&str; 5] = [
    "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1",
    "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1",
    "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w HBhb - 0 1",
    "r2k3r/ppp2ppp/8/3pp3/8/8/PPP2PPP/R2K3R b AHah - 0 5",
    "2r1kr2/8/8/8/8/8/8/2R1KR2 w FCfc - 0 1",
];

/// The position the input picks and the rest of the input, the text.
fn position(data: &[u8]) -> Option<(Position, &[u8])> {
    let (&selector, rest) = data.split_first()?;
    if selector < 128 {
        let fen = POSITIONS[usize::from(selector) % POSITIONS.len()];
        return Some((Position::from_fen(fen).unwrap(), rest));
    }
    let [hi, lo, plies, rest @ ..] = rest else {
        return None;
    };
    let n = usize::from(u16::from_be_bytes([*hi, *lo])) % (960 + CHESS960.len());
    let mut pos = match n.checked_sub(960) {
        None => Position::chess960(n as u32).unwrap(),
        Some(i) => Position::from_fen_in(CHESS960[i], CastlingMode::Chess960).unwrap(),
    };
    let plies = usize::from(plies % 24).min(rest.len());
    let (choices, text) = rest.split_at(plies);
    for &c in choices {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        pos = pos.play(&legal[usize::from(c) % legal.len()]).unwrap();
    }
    Some((pos, text))
}

fuzz_target!(|data: &[u8]| {
    let Some((pos, rest)) = position(data) else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let why = explain_move_text(&pos, text);
    if let Some(Unmatched::Refused {
        from: Some(from),
        to,
        reason,
    }) = why
    {
        // A castling refusal names the square castling would take the king
        // to, which in Chess960 its plain step may reach: then no castling
        // goes there.
        let castling = reason == Refusal::Castling;
        assert!(
            pos.legal_moves_from(from)
                .iter()
                .all(|m| m.to() != to || (castling && !m.is_castle())),
            "{text:?} refused though {from}-{to} is legal in {}",
            pos.to_fen()
        );
    }
    if let Ok(m) = parse_move(&pos, text) {
        assert!(pos.is_legal(&m), "{text:?} in {}", pos.to_fen());
        for n in [
            Notation::PGN,
            Notation::FIDE,
            Notation::FIDE.long(),
            Notation::UCI,
        ] {
            let written = pos.write_move(&m, &n);
            assert_eq!(parse_move(&pos, &written), Ok(m), "{written} in {}", pos.to_fen());
        }
    }
});

//! The lenient move reader with every language's piece letters first
//! (English, Portuguese, German, French, Dutch, Spanish, figurines) never
//! panics, in positions reached by legal moves the input picks: a move it
//! reads is legal and reads back from its FIDE, PGN and long forms in that
//! language; the candidates of an ambiguous reading are legal and more
//! than one; a malformed text's error names a place in the text (or its
//! end) and, if any, the character found there.
//!
//! Standard chess and Chess960 alike. Input: byte 0 picks a start
//! position (low 3 bits) and the language, byte 1 the number of plies (low
//! 7 bits); from 128 on, byte 1 makes the game Chess960 and the next two
//! bytes pick one of the 960 start positions or a Chess960 FEN (byte 0's
//! low bits then unused). Then one byte per ply picks the move; the rest is the text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_laws::{
    CastlingMode, Notation, ParseMoveError, PieceLetters, Position, parse_move_in,
};

const POSITIONS: [&str; 8] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
    "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1",
    "k7/8/2N1N3/1N3N2/3Q1Q2/1N3N2/2N1N3/4K3 w - - 0 1",
    "3r2k1/4P3/8/8/8/8/4N3/4K3 w - - 0 1",
    "R6R/8/8/1k6/8/8/8/R3K2R w K - 0 1",
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

fuzz_target!(|data: &[u8]| {
    let [pick, plies, rest @ ..] = data else {
        return;
    };
    let (mut pos, rest) = if *plies < 128 {
        let pos = Position::from_fen(POSITIONS[usize::from(pick & 7)]).expect("valid FEN");
        (pos, rest)
    } else {
        let [hi, lo, rest @ ..] = rest else {
            return;
        };
        let n = usize::from(u16::from_be_bytes([*hi, *lo])) % (960 + CHESS960.len());
        let pos = match n.checked_sub(960) {
            None => Position::chess960(n as u32).expect("0-959"),
            Some(i) => Position::from_fen_in(CHESS960[i], CastlingMode::Chess960)
                .expect("valid Chess960 FEN"),
        };
        (pos, rest)
    };
    let letters = PieceLetters::ALL[usize::from(pick >> 3) % PieceLetters::ALL.len()];
    let plies = usize::from((plies & 0x7f) % 24).min(rest.len());
    let (choices, text) = rest.split_at(plies);
    for &c in choices {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[usize::from(c) % legal.len()];
        pos = pos.play(&m).expect("generated move is legal");
    }
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    match parse_move_in(&pos, text, &letters) {
        Ok(m) => {
            assert!(pos.is_legal(&m), "{text:?} read as illegal {m:?} in {}", pos.to_fen());
            for n in [
                Notation::FIDE.letters(letters),
                Notation::FIDE.letters(letters).long(),
                Notation::PGN.letters(letters),
            ] {
                let written = pos.write_move(&m, &n);
                assert_eq!(
                    parse_move_in(&pos, &written, &letters),
                    Ok(m),
                    "{text:?} -> {written:?} in {}",
                    pos.to_fen()
                );
            }
        }
        Err(ParseMoveError::Ambiguous { candidates }) => {
            assert!(candidates.len() >= 2, "{text:?}: {candidates:?}");
            assert!(candidates.iter().all(|m| pos.is_legal(m)), "{text:?} in {}", pos.to_fen());
        }
        Err(ParseMoveError::Malformed {
            position, found, ..
        }) => {
            // The end of the move may come before trailing blanks and
            // signs; a character found is the one at that place.
            assert!(position <= text.chars().count(), "{text:?}: {position}");
            if found.is_some() {
                assert_eq!(
                    text.chars().nth(position),
                    found,
                    "{text:?}: malformed at {position}"
                );
            }
        }
        Err(ParseMoveError::Illegal { .. }) => {}
    }
});

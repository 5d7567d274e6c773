//! Reading a spoken or typed move never panics, in any scheme, form and
//! spelling, in positions reached by legal moves the input picks: a move
//! it reads is legal; the candidates of an ambiguous reading are legal and
//! more than one; a refusal that names a departure square names one from
//! which no legal move reaches the arrival square (castling aside: the
//! king may well step to the square castling would take it to). And the announcement of
//! a legal move the input picks reads back as that move.
//!
//! Input: byte 0 picks a start position and the settings, byte 1 the number
//! of plies, then one byte per ply picks the move, one byte picks the move
//! to announce; the rest is the text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rochade_laws::{Position, Refusal, Unmatched};
use rochade_speech::{
    Form, Scheme, Settings, Spelling, SpokenMoveError, announce_move, parse_spoken_move,
};

const POSITIONS: [&str; 8] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // Castling both ways for both sides, promotions, en passant.
    "r3k2r/1P4P1/8/3pP3/8/8/1p4p1/R3K2R w KQkq d6 0 1",
    // Kiwipete.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // Many knights and queens for disambiguation.
    "k7/8/2N1N3/1N3N2/3Q1Q2/1N3N2/2N1N3/4K3 w - - 0 1",
    // Promotion with and without capture.
    "3r2k1/4P3/8/8/8/8/4N3/4K3 w - - 0 1",
    "8/4P3/8/8/8/8/k7/4K3 w - - 0 1",
    // Black to move, en passant.
    "rnbqkbnr/ppp1pppp/8/8/2PpP3/8/PP1P1PPP/RNBQKBNR b KQkq e3 0 3",
    // Two rooks on a file and on a rank.
    "R6R/8/8/1k6/8/8/8/R3K2R w K - 0 1",
];

fn settings(b: u8) -> Settings {
    let scheme = Scheme::ALL[usize::from(b >> 3) % Scheme::ALL.len()];
    let form = if b & 0x40 == 0 {
        Form::Short
    } else {
        Form::Long
    };
    let spelling = if b & 0x80 == 0 {
        Spelling::Spoken
    } else {
        Spelling::Ascii
    };
    Settings::new(scheme)
        .with_form(form)
        .with_spelling(spelling)
}

fuzz_target!(|data: &[u8]| {
    let [pick, plies, rest @ ..] = data else {
        return;
    };
    let mut pos = Position::from_fen(POSITIONS[usize::from(pick & 7)]).expect("valid FEN");
    let plies = usize::from(plies % 24).min(rest.len());
    let (choices, rest) = rest.split_at(plies);
    for &c in choices {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let m = legal[usize::from(c) % legal.len()];
        pos = pos.play(&m).expect("generated move is legal");
    }
    let s = settings(*pick);
    let (announce, text) = match rest.split_first() {
        Some((&a, text)) => (Some(a), text),
        None => (None, rest),
    };
    if let Some(a) = announce {
        let legal = pos.legal_moves();
        if !legal.is_empty() {
            let m = legal[usize::from(a) % legal.len()];
            let said = announce_move(&pos, &m, &s);
            assert_eq!(
                parse_spoken_move(&pos, &said.text, &s),
                Ok(m),
                "{:?} in {} announced as {:?}",
                m,
                pos.to_fen(),
                said.text
            );
        }
    }
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    match parse_spoken_move(&pos, text, &s) {
        Ok(m) => assert!(pos.is_legal(&m), "{text:?} read as illegal {m:?}"),
        Err(SpokenMoveError::Ambiguous(candidates)) => {
            assert!(candidates.len() >= 2, "{text:?}: {candidates:?}");
            assert!(candidates.iter().all(|m| pos.is_legal(m)), "{text:?}");
        }
        Err(SpokenMoveError::NoSuchMove(Some(Unmatched::Refused {
            from: Some(from),
            to,
            reason,
        }))) if reason != Refusal::Castling => {
            assert!(
                pos.legal_moves_from(from).iter().all(|m| m.to() != to),
                "{text:?} refused though {from}-{to} is legal in {}",
                pos.to_fen()
            );
        }
        Err(_) => {}
    }
});

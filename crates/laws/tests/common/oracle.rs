//! shakmaty as the oracle, written once for the standard and the Chess960
//! differential tests: the rules of a position compared (legal moves, check,
//! mate, stalemate, material, SAN) and a game replayed on both sides with
//! the repetition keys' equality relation checked (Art. 9.2).

use std::collections::HashMap;

use rochade_laws::{CastlingMode, Color, Move, Notation, Position, Uci};
use shakmaty::uci::UciMove;
use shakmaty::zobrist::{Zobrist64, ZobristHash};
use shakmaty::{Chess, EnPassantMode, Position as _};

/// shakmaty's castling mode for ours.
pub fn their_mode(mode: CastlingMode) -> shakmaty::CastlingMode {
    match mode {
        CastlingMode::Standard => shakmaty::CastlingMode::Standard,
        CastlingMode::Chess960 => shakmaty::CastlingMode::Chess960,
    }
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// Asserts that both sides agree on the rules of the position: the legal
/// moves in UCI (king takes rook in Chess960), check, mate, stalemate,
/// mating material per side, our incremental key against a fresh hash,
/// and with `with_san` the SAN of every move.
pub fn same_rules(pos: &Position, sm: &Chess, mode: CastlingMode, with_san: bool) {
    let fen = pos.to_fen();
    let theirs_mode = their_mode(mode);
    let ours = pos
        .legal_moves()
        .iter()
        .map(|m| Uci::from_move_in(m, mode).to_string())
        .collect();
    let theirs = sm
        .legal_moves()
        .iter()
        .map(|m| UciMove::from_move(m, theirs_mode).to_string())
        .collect();
    assert_eq!(sorted(ours), sorted(theirs), "legal moves in {fen}");
    assert_eq!(pos.is_check(), sm.is_check(), "check in {fen}");
    assert_eq!(pos.is_checkmate(), sm.is_checkmate(), "mate in {fen}");
    assert_eq!(pos.is_stalemate(), sm.is_stalemate(), "stalemate in {fen}");
    for color in Color::ALL {
        let sc = if color == Color::White {
            shakmaty::Color::White
        } else {
            shakmaty::Color::Black
        };
        assert_eq!(
            !pos.can_checkmate_by_material(color),
            sm.has_insufficient_material(sc),
            "material {color} in {fen}"
        );
    }
    assert_eq!(
        pos.repetition_key().0,
        pos.compute_hash(),
        "incremental key in {fen}"
    );
    if with_san {
        let ours = pos
            .legal_moves()
            .iter()
            .map(|m| pos.write_move(m, &Notation::PGN))
            .collect();
        let theirs = sm
            .legal_moves()
            .iter()
            .map(|m| shakmaty::san::SanPlus::from_move(sm.clone(), m).to_string())
            .collect();
        assert_eq!(sorted(ours), sorted(theirs), "SAN in {fen}");
    }
}

/// Replays one of our games on shakmaty's side, calling `compare` on each
/// position pair and checking that equal repetition keys on one side are
/// equal on the other (Art. 9.2). `sm` is shakmaty's start position.
pub fn replay(
    positions: &[Position],
    moves: &[Move],
    mut sm: Chess,
    mode: CastlingMode,
    context: &str,
    mut compare: impl FnMut(&Position, &Chess),
) {
    let mut ours_to_theirs: HashMap<u64, u64> = HashMap::new();
    let mut theirs_to_ours: HashMap<u64, u64> = HashMap::new();
    for (i, pos) in positions.iter().enumerate() {
        compare(pos, &sm);
        let key = pos.repetition_key().0;
        let their_key: Zobrist64 = sm.zobrist_hash(EnPassantMode::Legal);
        assert_eq!(
            *ours_to_theirs.entry(key).or_insert(their_key.0),
            their_key.0,
            "{context} ply {i}"
        );
        assert_eq!(
            *theirs_to_ours.entry(their_key.0).or_insert(key),
            key,
            "{context} ply {i}"
        );
        if let Some(m) = moves.get(i) {
            let text = Uci::from_move_in(m, mode).to_string();
            let uci = UciMove::from_ascii(text.as_bytes()).expect("our UCI is UCI");
            let sm_move = uci.to_move(&sm).expect("shakmaty accepts our move");
            sm.play_unchecked(&sm_move);
        }
    }
}

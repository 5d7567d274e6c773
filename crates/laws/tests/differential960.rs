//! Differential tests of Chess960 (2023 Guidelines II) against shakmaty's
//! `CastlingMode::Chess960`: random games from random start positions,
//! comparing legal move sets (UCI, king takes rook), SAN, X-FEN,
//! Shredder-FEN read back, check / mate / stalemate, the repetition-key
//! equality relation and perft.

mod common;

use std::collections::HashMap;

use rochade_laws::{CastlingMode, Color, Move, Notation, Position, Uci};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::zobrist::{Zobrist64, ZobristHash};
use shakmaty::{Chess, EnPassantMode, Position as _};

const MODE: shakmaty::CastlingMode = shakmaty::CastlingMode::Chess960;

fn to_shakmaty(fen: &str) -> Chess {
    let parsed: Fen = fen.parse().expect("shakmaty parses our FEN");
    parsed
        .into_position(MODE)
        .unwrap_or_else(|e| panic!("shakmaty refuses {fen}: {e}"))
}

fn compare(pos: &Position, sm: &Chess, with_san: bool) {
    let fen = pos.to_fen();
    assert_eq!(
        fen,
        Fen::from_position(sm.clone(), EnPassantMode::Legal).to_string(),
        "X-FEN"
    );
    // Shredder-FEN reads back to the same position on both sides.
    let shredder = pos.to_shredder_fen();
    assert_eq!(
        Fen::from_position(to_shakmaty(&shredder), EnPassantMode::Legal).to_string(),
        fen,
        "shakmaty reads our Shredder-FEN {shredder}"
    );
    assert_eq!(
        &Position::from_fen_in(&shredder, CastlingMode::Chess960).expect("own Shredder-FEN"),
        pos,
        "Shredder-FEN round trip {shredder}"
    );
    assert_eq!(
        &Position::from_fen_in(&fen, CastlingMode::Chess960).expect("own X-FEN"),
        pos,
        "X-FEN round trip {fen}"
    );
    let mut ours: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|m| pos.write_move(m, &Notation::UCI))
        .collect();
    let mut theirs: Vec<String> = sm
        .legal_moves()
        .iter()
        .map(|m| UciMove::from_move(m, MODE).to_string())
        .collect();
    ours.sort();
    theirs.sort();
    assert_eq!(ours, theirs, "legal moves in {fen}");
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
        let mut ours: Vec<String> = pos
            .legal_moves()
            .iter()
            .map(|m| pos.write_move(m, &Notation::PGN))
            .collect();
        let mut theirs: Vec<String> = sm
            .legal_moves()
            .iter()
            .map(|m| shakmaty::san::SanPlus::from_move(sm.clone(), m).to_string())
            .collect();
        ours.sort();
        theirs.sort();
        assert_eq!(ours, theirs, "SAN in {fen}");
        // Our SAN and UCI read back to the move.
        for m in pos.legal_moves() {
            for n in [Notation::PGN, Notation::UCI] {
                let text = pos.write_move(&m, &n);
                assert_eq!(
                    rochade_laws::parse_move(pos, &text),
                    Ok(m),
                    "{text} in {fen}"
                );
            }
        }
    }
}

/// A random Chess960 game: a random start position, then random legal
/// moves, castling whenever it is legal in one move out of two (so that
/// castling from many configurations is reached).
fn random_game(seed: u64, max_plies: usize) -> (Vec<Position>, Vec<Move>) {
    let mut rng = common::Rng::new(seed);
    let mut pos = Position::chess960(rng.below(960) as u32).unwrap();
    let mut positions = vec![pos.clone()];
    let mut moves = Vec::new();
    for _ in 0..max_plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let castles: Vec<Move> = legal.iter().copied().filter(|m| m.is_castle()).collect();
        let m = if !castles.is_empty() && rng.below(2) == 0 {
            castles[rng.below(castles.len())]
        } else {
            legal[rng.below(legal.len())]
        };
        pos.play_unchecked(&m);
        positions.push(pos.clone());
        moves.push(m);
    }
    (positions, moves)
}

/// Plays `games` random games and compares every position; returns the
/// number of positions and of castling moves played.
fn run_games(first_seed: u64, games: u64, max_plies: usize, with_san: bool) -> (usize, usize) {
    let (mut positions, mut castlings) = (0, 0);
    for seed in first_seed..first_seed + games {
        let (ours, moves) = random_game(seed, max_plies);
        let mut sm = to_shakmaty(&ours[0].to_fen());
        let mut ours_to_theirs: HashMap<u64, u64> = HashMap::new();
        let mut theirs_to_ours: HashMap<u64, u64> = HashMap::new();
        for (i, pos) in ours.iter().enumerate() {
            compare(pos, &sm, with_san);
            let key = pos.repetition_key().0;
            let their_key: Zobrist64 = sm.zobrist_hash(EnPassantMode::Legal);
            assert_eq!(
                *ours_to_theirs.entry(key).or_insert(their_key.0),
                their_key.0,
                "seed {seed} ply {i}"
            );
            assert_eq!(
                *theirs_to_ours.entry(their_key.0).or_insert(key),
                key,
                "seed {seed} ply {i}"
            );
            if let Some(m) = moves.get(i) {
                castlings += usize::from(m.is_castle());
                let text = Uci::from_move_in(m, CastlingMode::Chess960).to_string();
                let uci = UciMove::from_ascii(text.as_bytes()).unwrap();
                let sm_move = uci.to_move(&sm).expect("shakmaty accepts our move");
                sm.play_unchecked(&sm_move);
            }
            positions += 1;
        }
    }
    (positions, castlings)
}

#[test]
fn every_start_position_agrees_with_shakmaty() {
    for n in 0..960 {
        let pos = Position::chess960(n).unwrap();
        let sm = to_shakmaty(&pos.to_fen());
        compare(&pos, &sm, n % 16 == 0);
        assert_eq!(pos.perft(2), shakmaty::perft(&sm, 2), "start {n}");
    }
}

#[test]
fn random_960_games_against_shakmaty() {
    let (n, castlings) = run_games(1, 150, 160, true);
    eprintln!("150 games, {n} positions compared, {castlings} castlings");
    assert!(n > 8_000, "{n}");
    assert!(castlings > 100, "{castlings}");
}

#[test]
#[ignore = "long: 3000 games; run with --release -- --ignored"]
fn many_random_960_games_against_shakmaty() {
    let (n, castlings) = run_games(10_000, 3_000, 250, true);
    eprintln!("3000 games, {n} positions compared, {castlings} castlings");
}

/// Perft of positions from random 960 games, with shakmaty as the oracle.
fn random_perft(first_seed: u64, games: u64, every: usize, depth: u32) -> usize {
    let mut checked = 0;
    for seed in first_seed..first_seed + games {
        let (positions, _) = random_game(seed, 100);
        for pos in positions.iter().step_by(every) {
            let sm = to_shakmaty(&pos.to_fen());
            assert_eq!(
                pos.perft(depth),
                shakmaty::perft(&sm, depth),
                "{}",
                pos.to_fen()
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn random_960_positions_perft_against_shakmaty() {
    let n = random_perft(50_000, 200, 10, 3);
    eprintln!("{n} random 960 positions, perft 3");
    assert!(n > 1_000, "{n}");
}

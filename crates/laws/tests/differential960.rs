//! Differential tests of Chess960 (2023 Guidelines II) against shakmaty's
//! `CastlingMode::Chess960`: random games from random start positions,
//! comparing legal move sets (UCI, king takes rook), SAN, X-FEN,
//! Shredder-FEN read back, check / mate / stalemate, the repetition-key
//! equality relation and perft.

mod common;

use rochade_laws::{CastlingMode, Move, Notation, Position};
use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode};

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
    common::oracle::same_rules(pos, sm, CastlingMode::Chess960, with_san);
    if with_san {
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
        castlings += moves.iter().filter(|m| m.is_castle()).count();
        let sm = to_shakmaty(&ours[0].to_fen());
        let context = format!("seed {seed}");
        common::oracle::replay(
            &ours,
            &moves,
            sm,
            CastlingMode::Chess960,
            &context,
            |pos, sm| {
                compare(pos, sm, with_san);
                positions += 1;
            },
        );
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

//! Differential tests against shakmaty (the move generator of lichess), used
//! only as a dev-dependency: random games from a seeded PRNG, comparing legal
//! move sets, SAN (PGN style), FEN, check/mate/stalemate, insufficient
//! material, the repetition-key equality relation (Art. 9.2) and perft.

mod common;

use std::collections::HashMap;

use rochade_laws::{Position, Uci};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::zobrist::{Zobrist64, ZobristHash};
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _};

fn to_shakmaty(pos: &Position) -> Chess {
    let fen: Fen = pos.to_fen().parse().expect("shakmaty parses our FEN");
    fen.into_position(CastlingMode::Standard)
        .expect("shakmaty accepts our position")
}

fn compare(pos: &Position, sm: &Chess, with_san: bool) {
    let fen = pos.to_fen();
    assert_eq!(
        fen,
        Fen::from_position(sm.clone(), EnPassantMode::Legal).to_string()
    );
    common::oracle::same_rules(pos, sm, rochade_laws::CastlingMode::Standard, with_san);
    // The exact decision (Art. 5.2 b) sees at least what the material rule
    // sees (rooks and queens aside: they can block a king for bishops of one
    // colour, which the material rule overlooks).
    let heavy = pos.by_role(rochade_laws::Role::Rook) | pos.by_role(rochade_laws::Role::Queen);
    if sm.is_insufficient_material() && heavy.is_empty() {
        assert!(pos.is_dead(), "dead by material but not dead in {fen}");
    }
    // FEN round trip.
    let again = Position::from_fen(&fen).expect("own FEN parses");
    assert_eq!(&again, pos, "FEN round trip {fen}");
}

/// Plays `games` random games and compares every position; returns the number of positions.
fn run_games(first_seed: u64, games: u64, max_plies: usize, with_san: bool) -> usize {
    let mut positions = 0;
    for seed in first_seed..first_seed + games {
        let (ours, moves) = common::random_game(seed, max_plies);
        let sm = to_shakmaty(&ours[0]);
        let context = format!("seed {seed}");
        common::oracle::replay(
            &ours,
            &moves,
            sm,
            rochade_laws::CastlingMode::Standard,
            &context,
            |pos, sm| {
                compare(pos, sm, with_san);
                positions += 1;
            },
        );
    }
    positions
}

#[test]
fn random_games_against_shakmaty() {
    let n = run_games(1, 200, 160, true);
    eprintln!("200 games, {n} positions compared");
    assert!(n > 8_000, "{n}");
}

#[test]
#[ignore = "long: 5000 games; run with --release -- --ignored"]
fn many_random_games_against_shakmaty() {
    let n = run_games(1_000, 5_000, 250, true);
    eprintln!("5000 games, {n} positions compared");
}

/// Repetition keys across games, built only by short shuffles, so equal
/// positions arise often through different move orders (Art. 9.2).
#[test]
fn repetition_relation_on_shuffles() {
    let mut ours_to_theirs: HashMap<u64, u64> = HashMap::new();
    let mut theirs_to_ours: HashMap<u64, u64> = HashMap::new();
    let mut rng = common::Rng::new(77);
    let mut distinct_hits = 0;
    for _ in 0..400 {
        let mut pos = Position::new();
        let mut sm = Chess::default();
        for _ in 0..8 {
            let legal = pos.legal_moves();
            // Knights and kings shuffle; pawns move rarely.
            let shuffles: Vec<_> = legal
                .iter()
                .filter(|m| m.role() != rochade_laws::Role::Pawn)
                .copied()
                .collect();
            let pool = if shuffles.is_empty() || rng.below(6) == 0 {
                legal
            } else {
                shuffles
            };
            let m = pool[rng.below(pool.len())];
            pos.play_unchecked(&m);
            let uci = UciMove::from_ascii(Uci::from_move(&m).to_string().as_bytes()).unwrap();
            sm.play_unchecked(&uci.to_move(&sm).unwrap());
            let key = pos.repetition_key().0;
            let their: Zobrist64 = sm.zobrist_hash(EnPassantMode::Legal);
            if ours_to_theirs.contains_key(&key) {
                distinct_hits += 1;
            }
            assert_eq!(*ours_to_theirs.entry(key).or_insert(their.0), their.0);
            assert_eq!(*theirs_to_ours.entry(their.0).or_insert(key), key);
        }
    }
    assert!(distinct_hits > 100, "{distinct_hits}");
}

/// Perft of random positions from random games, with shakmaty as the oracle.
fn random_perft(first_seed: u64, games: u64, every: usize, depth: u32) -> usize {
    let mut checked = 0;
    for seed in first_seed..first_seed + games {
        let (positions, _) = common::random_game(seed, 120);
        for pos in positions.iter().step_by(every) {
            let sm = to_shakmaty(pos);
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
fn random_positions_perft_against_shakmaty() {
    let n = random_perft(10_000, 200, 10, 2);
    eprintln!("{n} random positions, perft 2");
    assert!(n > 1_000, "{n}");
}

#[test]
#[ignore = "long: a few thousand positions at depth 3; run with --release -- --ignored"]
fn many_random_positions_perft_against_shakmaty() {
    let n = random_perft(20_000, 1_000, 4, 3);
    eprintln!("{n} random positions, perft 3");
    assert!(n > 3_000, "{n}");
}

/// The quiescence search's moves (captures, en passant, promotions) against
/// shakmaty's `capture_moves` and `promotion_moves`, as sets of UCI moves.
#[test]
fn captures_and_promotions_against_shakmaty() {
    let mut checked = 0;
    let mut nonempty = 0;
    for seed in 20_000..20_200 {
        let (positions, _) = common::random_game(seed, 160);
        for pos in &positions {
            let sm = to_shakmaty(pos);
            let mut ours: Vec<String> = pos
                .legal_captures_and_promotions()
                .iter()
                .map(|m| Uci::from_move(m).to_string())
                .collect();
            let mut theirs: Vec<String> = sm
                .capture_moves()
                .into_iter()
                .chain(sm.promotion_moves())
                .map(|m| m.to_uci(CastlingMode::Standard).to_string())
                .collect();
            ours.sort();
            theirs.sort();
            theirs.dedup();
            assert_eq!(ours, theirs, "{}", pos.to_fen());
            checked += 1;
            nonempty += usize::from(!ours.is_empty());
        }
    }
    eprintln!("{checked} positions, {nonempty} with a capture or promotion");
    assert!(nonempty > 5_000, "{nonempty}");
}

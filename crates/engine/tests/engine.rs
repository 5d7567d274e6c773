//! Behaviour of the engine as a whole: mates found, legality, determinism,
//! levels, stopping.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rochade_engine::uci::{self, Command, Go};
use rochade_engine::{Config, Control, Engine, Level, Limits, NoClock, Score};
use rochade_laws::{Position, RepetitionKey, Status};

fn engine(level: u8, seed: u64) -> Engine {
    Engine::new(Config {
        hash_mib: 4,
        seed,
        level: Level::new(level).unwrap(),
    })
}

fn best(fen: &str, limits: Limits) -> (String, Score) {
    let pos = Position::from_fen(fen).unwrap();
    let r = engine(8, 1)
        .search(&pos, &[], &limits, &mut NoClock)
        .unwrap();
    (r.best.to_string(), r.score)
}

#[test]
fn finds_mate_in_one() {
    for (fen, mv) in [
        // Back-rank mate.
        ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "d1d8"),
        // Fool's mate.
        (
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2",
            "d8h4",
        ),
        // Queen and king against king.
        ("k7/8/1K6/8/8/8/8/6Q1 w - - 0 1", "g1g8"),
        // Smothered mate.
        ("6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1", "g5f7"),
    ] {
        let (m, score) = best(fen, Limits::depth(4));
        assert_eq!((m.as_str(), score), (mv, Score::Mate(1)), "{fen}");
    }
}

#[test]
fn finds_mate_in_two() {
    // Two rooks: cut the king off on the seventh rank, then mate on the eighth.
    let (_, score) = best("7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", Limits::depth(6));
    assert_eq!(score, Score::Mate(2));
    // Queen sacrifice: 1.Qd8+ Bxd8 2.Re8#.
    let (m, score) = best(
        "r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1",
        Limits::depth(6),
    );
    assert_eq!((m.as_str(), score), ("d5d8", Score::Mate(2)));
    // And the defender sees it coming.
    let (_, score) = best(
        "r1bQ1k1r/ppp1bppp/8/1B6/5q2/2P5/PPP2PPP/R3R1K1 b - - 2 1",
        Limits::depth(6),
    );
    assert_eq!(score, Score::Mate(-1));
}

/// Plays a quick game between two engines and checks every move with the laws crate.
fn play_game(white: &mut Engine, black: &mut Engine, nodes: u64, max_plies: usize) -> Vec<String> {
    let mut pos = Position::new();
    let mut history: Vec<RepetitionKey> = Vec::new();
    let mut moves = Vec::new();
    for _ in 0..max_plies {
        if pos.status() != Status::Ongoing || pos.halfmove_clock() >= 100 {
            break;
        }
        let e = if pos.turn().is_white() {
            &mut *white
        } else {
            &mut *black
        };
        let r = e
            .search(&pos, &history, &Limits::nodes(nodes), &mut NoClock)
            .expect("a move in an ongoing game");
        assert!(pos.is_legal(&r.best), "{} in {}", r.best, pos.to_fen());
        moves.push(r.best.to_string());
        history.push(pos.repetition_key());
        pos = pos.play(&r.best).unwrap();
    }
    moves
}

#[test]
fn never_plays_an_illegal_move() {
    for game in 0..8u8 {
        let mut w = engine(game % 8 + 1, u64::from(game));
        let mut b = engine((game + 3) % 8 + 1, u64::from(game) + 100);
        let moves = play_game(&mut w, &mut b, 1_500, 160);
        assert!(!moves.is_empty());
    }
}

#[test]
fn deterministic_for_a_seed() {
    for level in [1, 4, 8] {
        let a = play_game(&mut engine(level, 7), &mut engine(level, 8), 2_000, 40);
        let b = play_game(&mut engine(level, 7), &mut engine(level, 8), 2_000, 40);
        assert_eq!(a, b, "level {level}");
    }
    let a = play_game(&mut engine(1, 7), &mut engine(1, 8), 2_000, 40);
    let c = play_game(&mut engine(1, 17), &mut engine(1, 18), 2_000, 40);
    assert_ne!(a, c, "another seed, other mistakes");
}

#[test]
fn level_one_differs_from_level_eight() {
    let fens = [
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 6 5",
        "rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5",
        "r2q1rk1/ppp2ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPP2PPP/R2Q1RK1 w - - 4 8",
        "8/5pk1/6p1/8/3R4/6P1/5PK1/3r4 w - - 0 40",
        "r1b1k2r/ppppqppp/2n2n2/4p3/1bB1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 3 6",
        "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3",
        "r3k2r/ppp2ppp/2n1bn2/3qp3/8/2NP1N2/PPP1BPPP/R2QK2R w KQkq - 0 8",
        "6k1/pp3ppp/2p5/8/8/2P5/PP3PPP/6K1 w - - 0 30",
        "rn1qkbnr/ppp2ppp/4p3/3p1b2/3P1B2/4P3/PPP2PPP/RN1QKBNR w KQkq - 0 4",
    ];
    let mut differ = 0;
    for (i, fen) in fens.iter().enumerate() {
        let pos = Position::from_fen(fen).unwrap();
        let weak = engine(1, i as u64)
            .search(&pos, &[], &Limits::nodes(20_000), &mut NoClock)
            .unwrap();
        let strong = engine(8, i as u64)
            .search(&pos, &[], &Limits::nodes(20_000), &mut NoClock)
            .unwrap();
        assert!(pos.is_legal(&weak.best) && pos.is_legal(&strong.best));
        if weak.best != strong.best {
            differ += 1;
        }
    }
    assert!(differ >= 4, "only {differ} of {} differ", fens.len());
}

#[test]
fn uci_commands_round_trip() {
    for line in [
        "uci",
        "debug on",
        "isready",
        "setoption name Level value 3",
        "setoption name Clear Hash",
        "ucinewgame",
        "position startpos",
        "position startpos moves e2e4 e7e5 g1f3",
        "position fen 8/8/4k3/8/8/2N5/8/4K3 w - - 0 1 moves c3d5",
        "go wtime 60000 btime 59000 winc 1000 binc 1000 movestogo 20",
        "go depth 7",
        "go movetime 250",
        "go nodes 10000",
        "go infinite",
        "stop",
        "quit",
    ] {
        let c = uci::parse(line).unwrap_or_else(|| panic!("{line}"));
        assert_eq!(c.to_string(), line);
        assert_eq!(uci::parse(&c.to_string()), Some(c));
    }
    assert_eq!(uci::parse("nonsense"), None);
    assert_eq!(uci::parse("  xyzzy isready"), Some(Command::IsReady));
    let Some(Command::Go(go)) = uci::parse("go btime 1000 wtime 2000 binc 10") else {
        panic!()
    };
    assert_eq!(
        go,
        Go {
            wtime: Some(2000),
            btime: Some(1000),
            binc: Some(10),
            ..Go::default()
        }
    );
    let (pos, history) = uci::setup(None, &["e2e4".into(), "e7e5".into()]).unwrap();
    assert!(matches!(
        go.limits(pos.turn()).time,
        rochade_engine::TimeLimit::Clock {
            remaining_ms: 2000,
            ..
        }
    ));
    assert_eq!(history.len(), 2);
}

struct Flag {
    start: Instant,
    stop: Arc<AtomicBool>,
}

impl Control for Flag {
    fn now_ms(&mut self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }
    fn should_stop(&mut self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

#[test]
fn stop_returns_promptly() {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let handle = std::thread::spawn(move || {
        let pos = Position::from_fen(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        )
        .unwrap();
        let mut ctl = Flag {
            start: Instant::now(),
            stop: flag,
        };
        engine(8, 1).search(&pos, &[], &Limits::default(), &mut ctl)
    });
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    stop.store(true, Ordering::Relaxed);
    let r = handle.join().unwrap().unwrap();
    assert!(
        asked.elapsed() < Duration::from_millis(250),
        "{:?}",
        asked.elapsed()
    );
    assert!(r.depth >= 1);
}

#[test]
fn move_time_is_respected() {
    let pos = Position::new();
    let start = Instant::now();
    let mut ctl = Flag {
        start,
        stop: Arc::new(AtomicBool::new(false)),
    };
    let r = engine(8, 1)
        .search(&pos, &[], &Limits::move_time(200), &mut ctl)
        .unwrap();
    assert!(start.elapsed() < Duration::from_millis(400));
    assert!(r.depth >= 2);
}

#[test]
fn runs_in_slices() {
    let mut e = engine(8, 1);
    let pos = Position::new();
    let mut s = e.start(&pos, &[], &Limits::depth(5), 0).unwrap();
    let mut slices = 1;
    let r = loop {
        if let Some(r) = e.step(&mut s, &mut NoClock) {
            break r;
        }
        slices += 1;
    };
    assert_eq!((slices, r.depth), (5, 5));
    let whole = engine(8, 1)
        .search(&pos, &[], &Limits::depth(5), &mut NoClock)
        .unwrap();
    assert_eq!(r.best, whole.best);
}

#[test]
fn no_move_when_the_game_is_over() {
    let mated = Position::from_fen("3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1").unwrap();
    assert!(
        engine(8, 1)
            .search(&mated, &[], &Limits::depth(3), &mut NoClock)
            .is_none()
    );
}

#[test]
fn a_repetition_is_a_draw() {
    // Black, a queen down, can only hope to repeat: Kb8 reaches a position
    // already in the game, which the engine scores as a draw.
    let moves: Vec<String> = ["a8b8", "g1h1", "b8a8", "h1g1"]
        .iter()
        .map(|m| m.to_string())
        .collect();
    let (pos, history) = uci::setup(Some("k7/8/8/8/8/8/8/3Q2K1 b - - 0 1"), &moves).unwrap();
    let r = engine(8, 1)
        .search(&pos, &history, &Limits::depth(6), &mut NoClock)
        .unwrap();
    assert_eq!(
        (r.best.to_string(), r.score),
        ("a8b8".to_string(), Score::Cp(0))
    );
    // Without the history, the same move is just a loss.
    let r = engine(8, 1)
        .search(&pos, &[], &Limits::depth(6), &mut NoClock)
        .unwrap();
    assert!(r.score.centipawns() < -500);
}

//! The engine plays Chess960 (2023 Guidelines II): legal moves at every
//! level from many start positions, castling found when it mates, UCI with
//! the king taking its rook.

use rochade_engine::uci::{bestmove_line_in, info_line_in, setup, setup_in};
use rochade_engine::wire::SearchRequest;
use rochade_engine::{Config, Control, Engine, Info, Level, Limits, NoClock};
use rochade_laws::{CastlingMode, Position, RepetitionKey, Status, Uci};

fn engine(level: u8, seed: u64) -> Engine {
    Engine::new(Config {
        hash_mib: 2,
        seed,
        level: Level::new(level).unwrap(),
    })
}

/// King f1 and rook g1 swap: only castling brings the rook to f1, where it
/// mates.
const MATE_BY_CASTLING: &str = "4rkr1/7R/8/8/8/8/4P1P1/5KR1 w K - 0 1";

#[test]
fn castling_that_mates_is_found_and_written_king_takes_rook() {
    let pos = Position::from_fen_in(MATE_BY_CASTLING, CastlingMode::Chess960).unwrap();
    let r = engine(8, 1)
        .search(&pos, &[], &Limits::depth(3), &mut NoClock)
        .unwrap();
    assert!(r.best.is_castle(), "{}", r.best);
    assert_eq!(
        bestmove_line_in(Some(&r), CastlingMode::Chess960),
        "bestmove f1g1"
    );
    let mut after = pos.clone();
    after.play_unchecked(&r.best);
    assert!(after.is_checkmate());
    // Where the king's destination is not the rook's square, the two
    // notations differ: b1g1 in standard UCI, b1h1 with UCI_Chess960.
    let mut long = r.clone();
    long.best = rochade_laws::Move::Castle {
        king: rochade_laws::Square::B1,
        rook: rochade_laws::Square::H1,
    };
    long.ponder = None;
    assert_eq!(
        bestmove_line_in(Some(&long), CastlingMode::Chess960),
        "bestmove b1h1"
    );
    assert_eq!(
        rochade_engine::uci::bestmove_line(Some(&long)),
        "bestmove b1g1"
    );
    // The wire reads the 960 FEN as Chess960 and answers king-takes-rook.
    let req = SearchRequest {
        start_fen: Some(MATE_BY_CASTLING.into()),
        moves: Vec::new(),
        level: Level::MAX,
        limits: Limits::depth(3),
        seed: 1,
    };
    let res = engine(8, 1).answer(&req, &mut NoClock).unwrap();
    assert_eq!(res.best.as_deref(), Some("f1g1"));
}

/// Games between levels from 24 start positions: every move legal, the
/// game's castling moves read back from their UCI text.
#[test]
fn every_level_plays_legal_960_games() {
    let mut castlings = 0;
    for n in 0..24u32 {
        let start = Position::chess960(n * 40 + 3).unwrap();
        let mut pos = start.clone();
        let mut history: Vec<RepetitionKey> = Vec::new();
        let mut moves: Vec<String> = Vec::new();
        let levels = [1 + (n % 8) as u8, 8 - (n % 8) as u8];
        let mut engines = [engine(levels[0], u64::from(n)), engine(levels[1], 7)];
        for ply in 0..40 {
            if pos.status() != Status::Ongoing {
                break;
            }
            let e = &mut engines[ply % 2];
            let r = e
                .search(&pos, &history, &Limits::nodes(400), &mut NoClock)
                .expect("a move in an ongoing game");
            assert!(pos.is_legal(&r.best), "{} in {pos}", r.best);
            castlings += usize::from(r.best.is_castle());
            let text = Uci::from_move_in(&r.best, CastlingMode::Chess960).to_string();
            assert_eq!(text.parse::<Uci>().unwrap().to_move(&pos), Ok(r.best));
            moves.push(text);
            history.push(pos.repetition_key());
            pos.play_unchecked(&r.best);
        }
        // A GUI's `position fen … moves …` with UCI_Chess960 gives the same game.
        let (again, keys) =
            setup_in(Some(&start.to_fen()), &moves, CastlingMode::Chess960).unwrap();
        assert_eq!(again, pos);
        assert_eq!(keys, history);
    }
    assert!(castlings > 0, "no game castled");
}

struct Lines(Vec<String>);

impl Control for Lines {
    fn now_ms(&mut self) -> u64 {
        0
    }
    fn should_stop(&mut self) -> bool {
        false
    }
    fn on_iteration(&mut self, info: &Info) {
        self.0.push(info_line_in(info, CastlingMode::Chess960));
    }
}

#[test]
fn uci_chess960_reads_and_writes_king_takes_rook() {
    // Start position 3: f1g1 is castling (king and rook swap).
    let fen = "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1";
    let (pos, _) = setup_in(
        Some(fen),
        &["f1g1".into(), "f8g8".into()],
        CastlingMode::Chess960,
    )
    .unwrap();
    assert_eq!(
        pos.to_fen(),
        "bqnnrrkb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB w - - 2 2"
    );
    // Without UCI_Chess960 the FEN is still read as Chess960.
    let (same, _) = setup(Some(fen), &["f1g1".into(), "f8g8".into()]).unwrap();
    assert_eq!(same, pos);
    // The worker's form of a 960 game: Shredder-FEN, king-takes-rook moves,
    // also where the rooks stand on a and h.
    let shredder = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
    let moves: Vec<String> = "g1f3 g8f6 g2g3 g7g6 f1g2 f8g7 e1h1"
        .split(' ')
        .map(String::from)
        .collect();
    let (pos, _) = setup(Some(shredder), &moves).unwrap();
    assert!(pos.is_chess960());
    assert_eq!(
        pos.to_fen(),
        "rnbqk2r/ppppppbp/5np1/8/8/5NP1/PPPPPPBP/RNBQ1RK1 b kq - 3 4"
    );
    // startpos under UCI_Chess960: castling is e1h1.
    let moves: Vec<String> = "g1f3 g8f6 g2g3 g7g6 f1g2 f8g7 e1h1"
        .split(' ')
        .map(String::from)
        .collect();
    let (pos, _) = setup_in(None, &moves, CastlingMode::Chess960).unwrap();
    assert!(pos.is_chess960());
    assert_eq!(
        pos.to_fen(),
        "rnbqk2r/ppppppbp/5np1/8/8/5NP1/PPPPPPBP/RNBQ1RK1 b kq - 3 4"
    );
    // The principal variation is written the same way.
    let pos = Position::from_fen_in(MATE_BY_CASTLING, CastlingMode::Chess960).unwrap();
    let mut lines = Lines(Vec::new());
    engine(8, 1).search(&pos, &[], &Limits::depth(2), &mut lines);
    assert!(
        lines.0.last().is_some_and(|l| l.ends_with("pv f1g1")),
        "{:?}",
        lines.0
    );
}

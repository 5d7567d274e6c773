//! The UCI example as a GUI sees it: two engine processes play 200 fast
//! games against each other through stdin/stdout, and every `bestmove` is
//! checked against the laws crate's legal moves. This tests the program
//! that ships (its threads, its option handling, its text), not just the
//! library underneath.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use rochade_laws::{Move, Position, RepetitionKey, Status, Uci};

const GAMES: u32 = 200;
/// Long enough for most games between unequal levels to end by the Laws;
/// the rest are cut here to keep the test fast.
const MAX_PLIES: usize = 200;
/// Generous: a search of a few hundred nodes takes a millisecond, but the
/// machine may be loaded; a hung engine must fail the test, not hang it.
const REPLY_TIMEOUT: Duration = Duration::from_secs(30);

/// `target/<profile>/examples/uci`, built by `cargo test` next to the test
/// executables (`target/<profile>/deps/`).
fn uci_example() -> PathBuf {
    let exe = std::env::current_exe().expect("the test's own path");
    let profile_dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("the test runs from target/<profile>/deps");
    let path = profile_dir
        .join("examples")
        .join(format!("uci{}", std::env::consts::EXE_SUFFIX));
    assert!(
        path.is_file(),
        "the UCI example is not built at {}: run the whole package's tests \
         (`cargo test -p rochade-engine`, which builds its examples) or build it \
         first with `cargo build -p rochade-engine --example uci` (same profile as the tests)",
        path.display()
    );
    path
}

/// One engine process. Its stdout is read by a thread so that a reply can
/// be awaited with a timeout.
struct Engine {
    name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn spawn(name: &str) -> Engine {
        let mut child = Command::new(uci_example())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start the UCI example");
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in stdout.lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            name: name.to_string(),
            child,
            stdin,
            lines,
        };
        engine.send("uci");
        engine.wait_for("uciok");
        // Matches want moves at machine speed, not at a beginner's pace.
        engine.send("setoption name MinReplyDelay value false");
        // `ucinewgame` clears the table, 200 times: a small one clears fast,
        // and shallow searches need no more.
        engine.send("setoption name Hash value 1");
        engine
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .unwrap_or_else(|e| panic!("{}: cannot send {line:?}: {e}", self.name));
    }

    /// The first line that starts with `word`; earlier lines (`info`, `id`,
    /// `option`) are skipped.
    fn wait_for(&mut self, word: &str) -> String {
        let deadline = Instant::now() + REPLY_TIMEOUT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.split_whitespace().next() == Some(word) => return line,
                Ok(line) => {
                    assert!(
                        !line.starts_with("info string"),
                        "{}: the engine complains: {line}",
                        self.name
                    );
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("{}: no {word} within {REPLY_TIMEOUT:?}", self.name)
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("{}: the engine exited while {word} was awaited", self.name)
                }
            }
        }
    }

    /// `bestmove` for the game so far: the move and the ponder move, as text.
    fn best_move(&mut self, moves: &[String], depth: u32) -> (String, Option<String>) {
        if moves.is_empty() {
            self.send("position startpos");
        } else {
            self.send(&format!("position startpos moves {}", moves.join(" ")));
        }
        self.send(&format!("go depth {depth}"));
        let line = self.wait_for("bestmove");
        let mut words = line.split_whitespace().skip(1);
        let best = words
            .next()
            .unwrap_or_else(|| panic!("{}: {line:?} names no move", self.name))
            .to_string();
        let ponder = match (words.next(), words.next()) {
            (Some("ponder"), Some(p)) => Some(p.to_string()),
            (None, _) => None,
            _ => panic!("{}: malformed {line:?}", self.name),
        };
        (best, ponder)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit").and_then(|()| self.stdin.flush());
        // A test that failed midway must not leave the process behind.
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The move `text` if it is one of `pos`'s legal moves.
fn legal(pos: &Position, text: &str) -> Option<Move> {
    let m = text.parse::<Uci>().ok()?.to_move(pos).ok()?;
    pos.legal_moves().contains(&m).then_some(m)
}

/// Why the game is over by the Laws, if it is: Art. 5.1.a, 5.2.a, 5.2.b,
/// 9.3 (fifty moves) and 9.2 (threefold repetition; both engines are taken
/// to claim the draw at once).
fn over(pos: &Position, history: &[RepetitionKey]) -> Option<&'static str> {
    match pos.status() {
        Status::Checkmate => return Some("checkmate"),
        Status::Stalemate => return Some("stalemate"),
        Status::Dead => return Some("dead position"),
        Status::Ongoing => {}
    }
    if pos.halfmove_clock() >= 100 {
        return Some("fifty moves");
    }
    let key = pos.repetition_key();
    if history.iter().filter(|k| **k == key).count() >= 2 {
        return Some("threefold repetition");
    }
    None
}

#[test]
fn uci_example_plays_two_hundred_legal_games() {
    let started = Instant::now();
    let mut white = Engine::spawn("white");
    let mut black = Engine::spawn("black");
    let mut endings: HashMap<&str, u32> = HashMap::new();
    let mut plies_checked = 0;
    for game in 0..GAMES {
        // All 64 pairings of levels, each side with its own seed, each
        // pairing at depth 1 and at depth 2. Deeper searches would cost
        // far more time and test no more of the program: every move comes
        // from the same root move list at any depth.
        let levels = (game % 8 + 1, (game / 8) % 8 + 1);
        let depth = 1 + (game / 64) % 2;
        for (engine, level, seed) in [
            (&mut white, levels.0, game),
            (&mut black, levels.1, game + 1000),
        ] {
            engine.send(&format!("setoption name Level value {level}"));
            engine.send(&format!("setoption name Seed value {seed}"));
            engine.send("ucinewgame");
        }
        let mut pos = Position::new();
        let mut history: Vec<RepetitionKey> = Vec::new();
        let mut moves: Vec<String> = Vec::new();
        let ending = loop {
            if let Some(reason) = over(&pos, &history) {
                break reason;
            }
            if moves.len() >= MAX_PLIES {
                break "ply cap";
            }
            let engine = if pos.turn().is_white() {
                &mut white
            } else {
                &mut black
            };
            let (best, ponder) = engine.best_move(&moves, depth);
            let context = || {
                format!(
                    "game {game} (levels {levels:?}, depth {depth}), {:?} to move in {}, after {}",
                    pos.turn(),
                    pos.to_fen(),
                    moves.join(" ")
                )
            };
            let Some(m) = legal(&pos, &best) else {
                panic!("illegal bestmove {best}: {}", context());
            };
            let next = pos.play(&m).unwrap();
            if let Some(p) = ponder {
                assert!(
                    legal(&next, &p).is_some(),
                    "illegal ponder move {p} after {best}: {}",
                    context()
                );
            }
            history.push(pos.repetition_key());
            moves.push(best);
            pos = next;
            plies_checked += 1;
        };
        // With no legal move left, the program must say so rather than
        // invent one; with one left (dead position, a draw by rule, or the
        // cap), it must still name a legal move.
        let engine = if pos.turn().is_white() {
            &mut white
        } else {
            &mut black
        };
        let (best, _) = engine.best_move(&moves, depth);
        if pos.legal_moves().is_empty() {
            assert!(
                best == "0000" || best == "(none)",
                "bestmove {best} after {ending} in game {game}: {}",
                pos.to_fen()
            );
        } else {
            assert!(
                legal(&pos, &best).is_some(),
                "bestmove {best} after {ending} in game {game}: {}",
                pos.to_fen()
            );
        }
        *endings.entry(ending).or_default() += 1;
    }
    eprintln!(
        "{GAMES} games, {plies_checked} moves checked in {:.1} s; endings: {endings:?}",
        started.elapsed().as_secs_f64()
    );
    // Games that all ran into the cap would check little of the endgame
    // and nothing of the end of a game.
    assert!(
        endings.get("checkmate").copied().unwrap_or(0) > 0,
        "{endings:?}"
    );
    assert!(
        endings.get("ply cap").copied().unwrap_or(0) < GAMES / 2,
        "{endings:?}"
    );
}

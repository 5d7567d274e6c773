//! The engine as a UCI program, for chess GUIs and test harnesses.
//!
//! `cargo run --release -p rochade-engine --example uci`
//!
//! The search runs in its own thread so that `stop`, `isready` and `quit`
//! are answered while it thinks.
//!
//! `setoption name UCI_Chess960 value true` plays Chess960 (2023 Guidelines
//! II): positions are read with Chess960 castling (X-FEN or Shredder-FEN),
//! and castling moves are read and written as the king taking its own rook
//! (`e1h1`). Without it, a FEN that only Chess960 can read is still read
//! as Chess960.

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use rochade_engine::uci::{Command, bestmove_line_in, info_line_in, parse, setup, setup_in};
use rochade_engine::{Config, Control, Engine, Info, Level};
use rochade_laws::{CastlingMode, Position, RepetitionKey};

struct Thinking {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<()>,
}

struct Clock {
    start: Instant,
    stop: Arc<AtomicBool>,
    mode: CastlingMode,
}

impl Control for Clock {
    fn now_ms(&mut self) -> u64 {
        self.start.elapsed().as_millis() as u64
    }
    fn should_stop(&mut self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
    fn on_iteration(&mut self, info: &Info) {
        say(&info_line_in(info, self.mode));
    }
}

fn say(line: &str) {
    let mut out = io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// Stops a running search and waits for its `bestmove`.
fn halt(thinking: &mut Option<Thinking>) {
    if let Some(t) = thinking.take() {
        t.stop.store(true, Ordering::Relaxed);
        let _ = t.handle.join();
    }
}

fn main() {
    // Seed 0 unless the GUI sets one, so the advertised default is the truth.
    let engine = Arc::new(Mutex::new(Engine::new(Config {
        seed: 0,
        ..Config::default()
    })));
    let mut position: (Position, Vec<RepetitionKey>) = (Position::new(), Vec::new());
    let mut thinking: Option<Thinking> = None;
    let mut delay = true;
    let mut chess960 = false;

    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let Some(cmd) = parse(&line) else { continue };
        match cmd {
            Command::Uci => {
                say("id name Rochade");
                say("id author the Rochade developers");
                say("option name Level type spin default 8 min 1 max 8");
                say("option name Hash type spin default 16 min 1 max 1024");
                say("option name Seed type string default 0");
                say("option name MinReplyDelay type check default true");
                say("option name UCI_Chess960 type check default false");
                say("uciok");
            }
            Command::IsReady => say("readyok"),
            Command::Debug(_) | Command::PonderHit => {}
            Command::SetOption { name, value } => {
                halt(&mut thinking);
                let value = value.unwrap_or_default();
                let mut e = engine.lock().unwrap();
                match name.to_ascii_lowercase().as_str() {
                    "level" => match value.trim().parse().ok().and_then(Level::new) {
                        Some(l) => e.set_level(l),
                        None => say(&format!("info string Level {value} is not in 1..8")),
                    },
                    "hash" => {
                        if let Ok(mib) = value.trim().parse::<usize>() {
                            e.set_hash_mib(mib.clamp(1, 1024));
                        }
                    }
                    "seed" => {
                        if let Ok(seed) = value.trim().parse::<u64>() {
                            e.set_seed(seed);
                        }
                    }
                    "minreplydelay" => delay = value.trim() != "false",
                    "uci_chess960" => chess960 = value.trim() == "true",
                    _ => say(&format!("info string unknown option {name}")),
                }
            }
            Command::UciNewGame => {
                halt(&mut thinking);
                engine.lock().unwrap().new_game();
            }
            Command::Position { fen, moves } => {
                halt(&mut thinking);
                let read = if chess960 {
                    setup_in(fen.as_deref(), &moves, CastlingMode::Chess960)
                } else {
                    setup(fen.as_deref(), &moves)
                };
                match read {
                    Ok(p) => position = p,
                    Err(e) => say(&format!("info string {e}")),
                }
            }
            Command::Go(go) => {
                halt(&mut thinking);
                let stop = Arc::new(AtomicBool::new(false));
                let engine = Arc::clone(&engine);
                let (pos, history) = position.clone();
                let mode = pos.castling_mode();
                let limits = go.limits(pos.turn());
                let waits = go.waits_for_stop();
                let flag = Arc::clone(&stop);
                let handle = std::thread::spawn(move || {
                    let start = Instant::now();
                    let mut ctl = Clock {
                        start,
                        stop: Arc::clone(&flag),
                        mode,
                    };
                    let mut e = engine.lock().unwrap();
                    let result = e.search(&pos, &history, &limits, &mut ctl);
                    let min_reply = Duration::from_millis(if delay {
                        e.config().level.params().min_reply_ms
                    } else {
                        0
                    });
                    drop(e);
                    // A shallow level answers at a human pace; an infinite
                    // search answers only when told to stop.
                    loop {
                        if flag.load(Ordering::Relaxed) || (!waits && start.elapsed() >= min_reply)
                        {
                            break;
                        }
                        std::thread::sleep(Duration::from_millis(2));
                    }
                    say(&bestmove_line_in(result.as_ref(), mode));
                });
                thinking = Some(Thinking { stop, handle });
            }
            Command::Stop => halt(&mut thinking),
            Command::Quit => break,
        }
    }
    halt(&mut thinking);
}

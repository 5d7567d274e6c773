//! A UCI engine run as a child process, for the examples that measure
//! against Debian's Stockfish 15.1 (a measuring tool, never a dependency).
//! Shared by `match.rs`, `analysis_reference.rs` and `tune.rs` through
//! `#[path]`; `examples/support/` holds no example of its own.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// `stockfish` on the `PATH`, else where Debian's package puts it.
pub fn stockfish_path() -> String {
    let on_path = Command::new("stockfish")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .spawn()
        .map(|mut c| {
            let _ = c.kill();
            let _ = c.wait();
        })
        .is_ok();
    if on_path {
        "stockfish".into()
    } else {
        "/usr/games/stockfish".into()
    }
}

/// A running engine.
pub struct UciProcess {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl UciProcess {
    /// Starts `path`, sets one thread and the `options` (name, value), and
    /// waits until it is ready for a new game.
    pub fn start(path: &str, options: &[(&str, String)]) -> UciProcess {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {path}: {e} (apt-get install stockfish)"));
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let mut p = UciProcess {
            child,
            stdin,
            stdout,
        };
        p.send("uci");
        p.wait_for("uciok");
        // One thread: the same tree, so the same result, on every run.
        p.send("setoption name Threads value 1");
        for (name, value) in options {
            p.send(&format!("setoption name {name} value {value}"));
        }
        p.new_game();
        p
    }

    pub fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// The next line, without its end.
    pub fn line(&mut self) -> String {
        let mut line = String::new();
        assert!(
            self.stdout.read_line(&mut line).unwrap() > 0,
            "the engine ended"
        );
        line.trim_end().to_string()
    }

    /// Reads up to the first line that starts with `prefix`, and returns it.
    pub fn wait_for(&mut self, prefix: &str) -> String {
        loop {
            let line = self.line();
            if line.starts_with(prefix) {
                return line;
            }
        }
    }

    pub fn new_game(&mut self) {
        self.send("ucinewgame");
        self.send("isready");
        self.wait_for("readyok");
    }
}

impl Drop for UciProcess {
    fn drop(&mut self) {
        self.send("quit");
        let _ = self.child.wait();
    }
}

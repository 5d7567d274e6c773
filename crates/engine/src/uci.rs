//! The Universal Chess Interface, the text protocol between chess GUIs and
//! engines: parsing the GUI's commands and writing the engine's replies.
//! The input/output loop itself is in `examples/uci.rs`.

use core::fmt;

use rochade_laws::{CastlingMode, Color, FenField, Move, Position, RepetitionKey, Uci};

use crate::{Info, Limits, SearchResult, TimeLimit};

/// A command from the GUI. Unknown commands are `None` from [`parse`]:
/// the protocol says to ignore them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `uci`: identify and list the options.
    Uci,
    /// `debug on|off`.
    Debug(bool),
    /// `isready`: answer `readyok`.
    IsReady,
    /// `setoption name <name> [value <value>]`.
    SetOption {
        /// The option's name (may contain spaces).
        name: String,
        /// Its new value, if any.
        value: Option<String>,
    },
    /// `ucinewgame`.
    UciNewGame,
    /// `position startpos|fen <fen> [moves <m1> …]`.
    Position {
        /// The FEN, or `None` for the start position.
        fen: Option<String>,
        /// Moves in UCI notation played from there.
        moves: Vec<String>,
    },
    /// `go …`.
    Go(Go),
    /// `stop`.
    Stop,
    /// `ponderhit`.
    PonderHit,
    /// `quit`.
    Quit,
}

/// The parameters of `go`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Go {
    /// White's clock, ms.
    pub wtime: Option<u64>,
    /// Black's clock, ms.
    pub btime: Option<u64>,
    /// White's increment, ms.
    pub winc: Option<u64>,
    /// Black's increment, ms.
    pub binc: Option<u64>,
    /// Moves to the next time control.
    pub movestogo: Option<u32>,
    /// Search this many plies.
    pub depth: Option<u32>,
    /// Search this many nodes.
    pub nodes: Option<u64>,
    /// Search exactly this many ms.
    pub movetime: Option<u64>,
    /// Search until `stop`.
    pub infinite: bool,
    /// Search in pondering mode (treated like infinite until `ponderhit`/`stop`).
    pub ponder: bool,
}

impl Go {
    /// The search limits for the side `turn`.
    pub fn limits(&self, turn: Color) -> Limits {
        let (time, inc) = match turn {
            Color::White => (self.wtime, self.winc),
            Color::Black => (self.btime, self.binc),
        };
        let time = if self.infinite || self.ponder {
            TimeLimit::Infinite
        } else if let Some(ms) = self.movetime {
            TimeLimit::MoveTime(ms)
        } else if let Some(remaining_ms) = time {
            TimeLimit::Clock {
                remaining_ms,
                increment_ms: inc.unwrap_or(0),
                moves_to_go: self.movestogo,
            }
        } else {
            TimeLimit::Infinite
        };
        Limits {
            time,
            depth: self.depth,
            nodes: self.nodes,
        }
    }

    /// Whether `bestmove` must wait for `stop` (UCI: never end an infinite
    /// or ponder search on one's own).
    pub fn waits_for_stop(&self) -> bool {
        self.infinite || self.ponder
    }
}

/// Parses one line from the GUI; `None` for an empty or unknown command.
///
/// ```
/// use rochade_engine::uci::{parse, Command};
/// assert_eq!(parse("isready"), Some(Command::IsReady));
/// let c = parse("position startpos moves e2e4 e7e5").unwrap();
/// assert_eq!(c.to_string(), "position startpos moves e2e4 e7e5");
/// ```
pub fn parse(line: &str) -> Option<Command> {
    let mut words = line.split_whitespace();
    // UCI allows leading junk before a known command word.
    let first = loop {
        let w = words.next()?;
        if matches!(
            w,
            "uci"
                | "debug"
                | "isready"
                | "setoption"
                | "ucinewgame"
                | "position"
                | "go"
                | "stop"
                | "ponderhit"
                | "quit"
        ) {
            break w;
        }
    };
    let rest: Vec<&str> = words.collect();
    Some(match first {
        "uci" => Command::Uci,
        "debug" => Command::Debug(rest.first() != Some(&"off")),
        "isready" => Command::IsReady,
        "ucinewgame" => Command::UciNewGame,
        "stop" => Command::Stop,
        "ponderhit" => Command::PonderHit,
        "quit" => Command::Quit,
        "setoption" => {
            let name_at = rest.iter().position(|w| *w == "name")?;
            let value_at = rest.iter().position(|w| *w == "value");
            let name_end = value_at.unwrap_or(rest.len());
            let name = rest.get(name_at + 1..name_end)?.join(" ");
            let value = value_at.map(|v| rest[v + 1..].join(" "));
            Command::SetOption { name, value }
        }
        "position" => {
            let moves_at = rest.iter().position(|w| *w == "moves");
            let head = &rest[..moves_at.unwrap_or(rest.len())];
            let fen = match head.first() {
                Some(&"startpos") => None,
                Some(&"fen") => Some(head[1..].join(" ")),
                _ => return None,
            };
            let moves = moves_at
                .map(|i| rest[i + 1..].iter().map(|s| s.to_string()).collect())
                .unwrap_or_default();
            Command::Position { fen, moves }
        }
        "go" => {
            let mut go = Go::default();
            let mut i = 0;
            while i < rest.len() {
                let next = rest.get(i + 1);
                let num = || {
                    next.and_then(|v| v.parse::<i64>().ok())
                        .map(|v| v.max(0) as u64)
                };
                let mut takes_value = true;
                match rest[i] {
                    "wtime" => go.wtime = num(),
                    "btime" => go.btime = num(),
                    "winc" => go.winc = num(),
                    "binc" => go.binc = num(),
                    "movestogo" => go.movestogo = num().map(|v| v as u32),
                    "depth" => go.depth = num().map(|v| v as u32),
                    "nodes" => go.nodes = num(),
                    "movetime" => go.movetime = num(),
                    "infinite" => {
                        go.infinite = true;
                        takes_value = false;
                    }
                    "ponder" => {
                        go.ponder = true;
                        takes_value = false;
                    }
                    _ => takes_value = false,
                }
                i += if takes_value { 2 } else { 1 };
            }
            Command::Go(go)
        }
        _ => return None,
    })
}

impl fmt::Display for Command {
    /// The command as a GUI would send it ([`parse`] reads it back).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Uci => f.write_str("uci"),
            Command::Debug(on) => write!(f, "debug {}", if *on { "on" } else { "off" }),
            Command::IsReady => f.write_str("isready"),
            Command::SetOption { name, value } => {
                write!(f, "setoption name {name}")?;
                if let Some(v) = value {
                    write!(f, " value {v}")?;
                }
                Ok(())
            }
            Command::UciNewGame => f.write_str("ucinewgame"),
            Command::Position { fen, moves } => {
                match fen {
                    None => f.write_str("position startpos")?,
                    Some(fen) => write!(f, "position fen {fen}")?,
                }
                if !moves.is_empty() {
                    write!(f, " moves {}", moves.join(" "))?;
                }
                Ok(())
            }
            Command::Go(go) => {
                f.write_str("go")?;
                let nums = [
                    ("wtime", go.wtime),
                    ("btime", go.btime),
                    ("winc", go.winc),
                    ("binc", go.binc),
                    ("movestogo", go.movestogo.map(u64::from)),
                    ("depth", go.depth.map(u64::from)),
                    ("nodes", go.nodes),
                    ("movetime", go.movetime),
                ];
                for (name, v) in nums {
                    if let Some(v) = v {
                        write!(f, " {name} {v}")?;
                    }
                }
                if go.infinite {
                    f.write_str(" infinite")?;
                }
                if go.ponder {
                    f.write_str(" ponder")?;
                }
                Ok(())
            }
            Command::Stop => f.write_str("stop"),
            Command::PonderHit => f.write_str("ponderhit"),
            Command::Quit => f.write_str("quit"),
        }
    }
}

/// The position of a `position` command and the repetition keys of the
/// positions before it, oldest first.
///
/// ```
/// use rochade_engine::uci::setup;
/// let (pos, history) = setup(None, &["e2e4".into(), "e7e5".into()]).unwrap();
/// assert_eq!(history.len(), 2);
/// assert_eq!(pos.fullmove_number(), 2);
/// assert!(setup(None, &["e2e5".into()]).is_err());
/// ```
///
/// A FEN whose castling field standard chess refuses is read as Chess960
/// (2023 Guidelines II); castling moves may then be written as the king
/// taking its rook (`f1g1`) or, where no king step goes there, as the
/// king's move to its destination.
pub fn setup(
    fen: Option<&str>,
    moves: &[String],
) -> Result<(Position, Vec<RepetitionKey>), String> {
    let start = match fen {
        None => Position::new(),
        Some(fen) => match Position::from_fen(fen) {
            Err(e) if e.field == FenField::Castling => {
                Position::from_fen_in(fen, CastlingMode::Chess960).map_err(|_| e)
            }
            other => other,
        }
        .map_err(|e| format!("bad FEN: {e}"))?,
    };
    play_from(start, moves)
}

/// [`setup`] in a given castling mode: with `UCI_Chess960` every position,
/// `startpos` included (start position 518), is Chess960 and castling is
/// the king taking its rook (`e1h1`).
///
/// ```
/// use rochade_engine::uci::setup_in;
/// use rochade_laws::CastlingMode;
/// let fen = "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1";
/// let (pos, _) = setup_in(Some(fen), &["f1g1".into()], CastlingMode::Chess960).unwrap();
/// assert_eq!(pos.to_fen(), "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRRKB b kq - 1 1");
/// let (pos, _) = setup_in(None, &["e2e4".into()], CastlingMode::Chess960).unwrap();
/// assert!(pos.is_chess960());
/// ```
pub fn setup_in(
    fen: Option<&str>,
    moves: &[String],
    mode: CastlingMode,
) -> Result<(Position, Vec<RepetitionKey>), String> {
    let start = match (fen, mode) {
        (None, CastlingMode::Standard) => Position::new(),
        (None, CastlingMode::Chess960) => rochade_laws::StartPosition::STANDARD.position(),
        (Some(fen), _) => Position::from_fen_in(fen, mode).map_err(|e| format!("bad FEN: {e}"))?,
    };
    play_from(start, moves)
}

fn play_from(
    mut pos: Position,
    moves: &[String],
) -> Result<(Position, Vec<RepetitionKey>), String> {
    let mut history = Vec::with_capacity(moves.len());
    for text in moves {
        let m = text
            .parse::<Uci>()
            .and_then(|u| u.to_move(&pos))
            .map_err(|e| format!("move {text}: {e}"))?;
        history.push(pos.repetition_key());
        pos.play_unchecked(&m);
    }
    Ok((pos, history))
}

/// The `info` line for an iteration.
pub fn info_line(info: &Info) -> String {
    info_line_in(info, CastlingMode::Standard)
}

/// A move in UCI for `mode`: in Chess960 castling is the king taking its rook.
fn uci(m: &Move, mode: CastlingMode) -> String {
    Uci::from_move_in(m, mode).to_string()
}

/// The `info` line for an iteration, castling written for `mode`.
pub fn info_line_in(info: &Info, mode: CastlingMode) -> String {
    let nps = info.nodes * 1000 / info.time_ms.max(1);
    let pv: Vec<String> = info.pv.iter().map(|m| uci(m, mode)).collect();
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.score,
        info.nodes,
        nps,
        info.time_ms,
        pv.join(" ")
    )
}

/// The `bestmove` line for a result (`bestmove 0000` when there is no move).
pub fn bestmove_line(result: Option<&SearchResult>) -> String {
    bestmove_line_in(result, CastlingMode::Standard)
}

/// The `bestmove` line, castling written for `mode` (`UCI_Chess960`: the
/// king taking its rook).
pub fn bestmove_line_in(result: Option<&SearchResult>, mode: CastlingMode) -> String {
    match result {
        None => "bestmove 0000".to_string(),
        Some(r) => match r.ponder {
            Some(p) => format!("bestmove {} ponder {}", uci(&r.best, mode), uci(&p, mode)),
            None => format!("bestmove {}", uci(&r.best, mode)),
        },
    }
}

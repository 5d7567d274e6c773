//! The messages between the page and the codes' worker, and the work
//! itself apart from the worker's glue (`main.rs`), so that it runs and is
//! tested natively too.
//!
//! The page asks for a game's codes ([`ToWorker::Draw`]) or posts a
//! camera's frame. A frame is not a serde message but a plain object
//! `{ width, height, luma }` with `luma` a `Uint8Array` of grey pixels row
//! by row (a frame is some 300,000 of them); the worker answers each with
//! [`FromWorker::Scanned`], so that the page posts the next one only then.

use rochade_handover::{Added, GameId, MAX_PAYLOAD, ScanError, Scanner, draw, payloads, read_luma};
use serde::{Deserialize, Serialize};

/// The page's requests (besides frames).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub enum ToWorker {
    /// The codes of the game whose PGN is given.
    Draw(String),
    /// Forget the game half read.
    StartOver,
}

/// One QR code, drawn: `width` modules a side with a quiet zone of 4
/// around them, and its dark modules as an SVG path (a rectangle for each
/// run of dark modules in a row), for an inline `<svg>` (the CSP allows no
/// `data:` or `blob:` images).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Code {
    /// Modules a side, the quiet zone included.
    pub width: u32,
    /// The dark modules, as an SVG path's `d`.
    pub path: String,
}

impl Code {
    /// `m` drawn.
    pub fn of(m: &rochade_handover::Modules) -> Code {
        use core::fmt::Write;
        let mut path = String::new();
        for y in 0..m.width {
            let row = &m.dark[y * m.width..(y + 1) * m.width];
            let mut x = 0;
            while x < m.width {
                if row[x] {
                    let run = row[x..].iter().take_while(|d| **d).count();
                    let _ = write!(path, "M{} {}h{run}v1h-{run}z", x + 4, y + 4);
                    x += run;
                } else {
                    x += 1;
                }
            }
        }
        Code {
            width: m.width as u32 + 8,
            path,
        }
    }
}

/// What one code read in a frame gave: one flat record (a smaller reader
/// in the page than an enum of records).
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct Found {
    /// What it was.
    pub kind: FoundKind,
    /// The game it belongs to (its id), where it is one's.
    pub game: String,
    /// Parts of the game read so far, and in all.
    pub read: u8,
    /// Parts in all.
    pub of: u8,
    /// The parts still missing.
    pub missing: Vec<u8>,
    /// The game's PGN, once read whole.
    pub pgn: String,
}

/// What a code read was.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize, PartialEq, Eq)]
pub enum FoundKind {
    /// A part of the game being read, read for the first time.
    #[default]
    Part,
    /// A part read before.
    Again,
    /// The game's last part: the game read whole (`pgn`).
    Complete,
    /// A part of a game read whole before.
    AlreadyRead,
    /// A part of another game while one is half read (`game` is the other).
    OtherGame,
    /// A code that is not one of a game's.
    NotOurs,
    /// A code read wrongly (its checksum or form), or parts that do not
    /// give their game: refused.
    Refused,
}

/// The worker's messages.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub enum FromWorker {
    /// Listening.
    Ready,
    /// A game's codes, in order, with its id.
    Drawn {
        /// The game's id.
        game: String,
        /// Its codes.
        codes: Vec<Code>,
    },
    /// What a frame held (nothing when no code could be read).
    Scanned(Vec<Found>),
}

/// The codes of `pgn`.
pub fn codes(pgn: &str) -> FromWorker {
    let codes = payloads(pgn, MAX_PAYLOAD)
        .iter()
        .filter_map(|p| draw(p))
        .map(|m| Code::of(&m))
        .collect();
    FromWorker::Drawn {
        game: GameId::of(pgn).to_string(),
        codes,
    }
}

/// What the codes in a grey frame add to `scanner`.
pub fn scan(scanner: &mut Scanner, width: usize, height: usize, luma: &[u8]) -> Vec<Found> {
    read_luma(width, height, luma)
        .iter()
        .map(|text| {
            let part = |kind, game: GameId, read, of, missing| Found {
                kind,
                game: game.to_string(),
                read,
                of,
                missing,
                ..Found::default()
            };
            let only = |kind, game: Option<GameId>| Found {
                kind,
                game: game.map(|g| g.to_string()).unwrap_or_default(),
                ..Found::default()
            };
            match scanner.add(text) {
                Ok(Added::Part {
                    game,
                    read,
                    of,
                    missing,
                }) => part(FoundKind::Part, game, read, of, missing),
                Ok(Added::Again {
                    game,
                    read,
                    of,
                    missing,
                }) => part(FoundKind::Again, game, read, of, missing),
                Ok(Added::Complete { game, pgn }) => Found {
                    pgn,
                    ..only(FoundKind::Complete, Some(game))
                },
                Ok(Added::AlreadyRead { game }) => only(FoundKind::AlreadyRead, Some(game)),
                Err(ScanError::OtherGame { other, .. }) => only(FoundKind::OtherGame, Some(other)),
                Err(ScanError::Part(rochade_handover::PartError::NotOurs)) => {
                    only(FoundKind::NotOurs, None)
                }
                Err(_) => only(FoundKind::Refused, None),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `pgn`'s codes as grey frames, 3 pixels a module, parsed back from
    /// their SVG paths (as a browser would draw them).
    fn frames(codes: &[Code]) -> Vec<(usize, Vec<u8>)> {
        codes
            .iter()
            .map(|code| {
                let side = code.width as usize * 3;
                let mut luma = vec![255u8; side * side];
                for rect in code.path.split('z').filter(|r| !r.is_empty()) {
                    let nums: Vec<usize> = rect
                        .split(|c: char| !c.is_ascii_digit())
                        .filter(|n| !n.is_empty())
                        .map(|n| n.parse().unwrap_or_else(|e| panic!("{e}")))
                        .collect();
                    let (x, y, run) = (nums[0], nums[1], nums[2]);
                    for px in x * 3..(x + run) * 3 {
                        for py in y * 3..y * 3 + 3 {
                            luma[py * side + px] = 0;
                        }
                    }
                }
                (side, luma)
            })
            .collect()
    }

    #[test]
    fn a_games_codes_scanned_give_its_pgn() {
        let pgn: String = (1..=60)
            .map(|i| {
                format!(
                    "{i}. Nf3 {{[%clk 0:14:{:02}]}} Nf6 {{[%clk 0:13:{:02}]}} ",
                    i % 60,
                    (i * 7) % 60
                )
            })
            .collect();
        let FromWorker::Drawn { codes, game } = codes(&pgn) else {
            panic!("drawn");
        };
        assert!(codes.len() >= 2, "{}", codes.len());
        let mut scanner = Scanner::default();
        let mut found = Vec::new();
        for (side, luma) in frames(&codes).iter().rev() {
            found.extend(scan(&mut scanner, *side, *side, luma));
        }
        let last = found.last().cloned().unwrap_or_default();
        assert_eq!(
            (last.kind, last.game, last.pgn),
            (FoundKind::Complete, game, pgn)
        );
        assert_eq!(found[0].kind, FoundKind::Part);
        assert_eq!(found[0].missing.len(), codes.len() - 1);
    }
}

//! Codes read one after the other, in any order and any number of times,
//! put together into games.

use core::fmt;

use crate::part::{GameId, Part, PartError, put_together};

/// What a code read added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Added {
    /// A new part of the game being read.
    Part {
        /// The game.
        game: GameId,
        /// Parts read so far.
        read: u8,
        /// Parts in all.
        of: u8,
        /// The numbers of the parts still missing.
        missing: Vec<u8>,
    },
    /// A part read before: nothing new.
    Again {
        /// The game.
        game: GameId,
        /// Parts read so far.
        read: u8,
        /// Parts in all.
        of: u8,
        /// The numbers of the parts still missing.
        missing: Vec<u8>,
    },
    /// The game's last missing part: its PGN, checked against its id.
    Complete {
        /// The game.
        game: GameId,
        /// Its PGN.
        pgn: String,
    },
    /// A part of a game already read whole: it is not added again.
    AlreadyRead {
        /// The game.
        game: GameId,
    },
}

/// Why a code read added nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScanError {
    /// The code is not a part (not ours, broken, or its checksum is wrong).
    Part(PartError),
    /// A part of another game while one is half read.
    OtherGame {
        /// The game half read.
        reading: GameId,
        /// The other game.
        other: GameId,
    },
    /// The parts put together do not give the game: its id does not match.
    /// The parts are dropped, to be read again.
    Checksum {
        /// The game.
        game: GameId,
    },
}

impl fmt::Display for ScanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScanError::Part(e) => e.fmt(f),
            ScanError::OtherGame { reading, other } => {
                write!(f, "a code of game {other} while game {reading} is read")
            }
            ScanError::Checksum { game } => write!(f, "game {game}: its checksum does not match"),
        }
    }
}

impl std::error::Error for ScanError {}

/// A game half read.
#[derive(Clone, Debug)]
struct Reading {
    game: GameId,
    chunks: Vec<Option<Vec<u8>>>,
}

impl Reading {
    fn read(&self) -> u8 {
        self.chunks.iter().filter(|c| c.is_some()).count() as u8
    }

    fn missing(&self) -> Vec<u8> {
        (1..=self.chunks.len() as u8)
            .filter(|n| self.chunks[*n as usize - 1].is_none())
            .collect()
    }
}

/// The codes of a scanning session.
#[derive(Clone, Debug, Default)]
pub struct Scanner {
    reading: Option<Reading>,
    done: Vec<GameId>,
}

impl Scanner {
    /// The game half read, with its parts read and in all.
    pub fn reading(&self) -> Option<(GameId, u8, u8)> {
        self.reading
            .as_ref()
            .map(|r| (r.game, r.read(), r.chunks.len() as u8))
    }

    /// Drops the game half read (to read another).
    pub fn start_over(&mut self) {
        self.reading = None;
    }

    /// Adds the code whose text is `text`.
    pub fn add(&mut self, text: &str) -> Result<Added, ScanError> {
        let part: Part = text.parse().map_err(ScanError::Part)?;
        if self.done.contains(&part.game) {
            return Ok(Added::AlreadyRead { game: part.game });
        }
        let reading = match &mut self.reading {
            Some(r) if r.game == part.game && r.chunks.len() == part.of as usize => r,
            Some(r) if r.read() > 0 => {
                return Err(ScanError::OtherGame {
                    reading: r.game,
                    other: part.game,
                });
            }
            slot => slot.insert(Reading {
                game: part.game,
                chunks: vec![None; part.of as usize],
            }),
        };
        let slot = &mut reading.chunks[part.number as usize - 1];
        let new = slot.is_none();
        *slot = Some(part.chunk);
        let (game, read, of, missing) = (
            reading.game,
            reading.read(),
            reading.chunks.len() as u8,
            reading.missing(),
        );
        if !missing.is_empty() {
            return Ok(if new {
                Added::Part {
                    game,
                    read,
                    of,
                    missing,
                }
            } else {
                Added::Again {
                    game,
                    read,
                    of,
                    missing,
                }
            });
        }
        let chunks: Vec<Vec<u8>> = reading.chunks.iter().flatten().cloned().collect();
        self.reading = None;
        match put_together(game, &chunks) {
            Some(pgn) => {
                self.done.push(game);
                Ok(Added::Complete { game, pgn })
            }
            None => Err(ScanError::Checksum { game }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::part::payloads;

    const PGN: &str = "[Event \"Club\"]\n[Round \"3\"]\n[Board \"4\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n";

    #[test]
    fn parts_in_any_order_and_twice_give_the_game_once() {
        let parts = payloads(PGN, 60);
        assert!(parts.len() >= 3, "{}", parts.len());
        let mut s = Scanner::default();
        assert!(matches!(s.add(&parts[0]), Ok(Added::Part { read: 1, .. })));
        assert!(matches!(s.add(&parts[0]), Ok(Added::Again { read: 1, .. })));
        let mut last = None;
        for p in parts.iter().skip(1).rev() {
            last = Some(s.add(p));
        }
        assert_eq!(
            last,
            Some(Ok(Added::Complete {
                game: GameId::of(PGN),
                pgn: PGN.into()
            }))
        );
        assert_eq!(
            s.add(&parts[1]),
            Ok(Added::AlreadyRead {
                game: GameId::of(PGN)
            })
        );
    }

    #[test]
    fn the_missing_parts_are_named_and_another_games_code_is_refused() {
        let parts = payloads(PGN, 60);
        let other = payloads(&PGN.replace("1-0", "0-1"), 60);
        let mut s = Scanner::default();
        let Ok(Added::Part { missing, of, .. }) = s.add(&parts[1]) else {
            panic!("a part");
        };
        assert_eq!(missing.len(), of as usize - 1);
        assert!(!missing.contains(&2));
        assert_eq!(
            s.add(&other[0]),
            Err(ScanError::OtherGame {
                reading: GameId::of(PGN),
                other: GameId::of(&PGN.replace("1-0", "0-1")),
            })
        );
        assert!(matches!(
            s.add("hello"),
            Err(ScanError::Part(PartError::NotOurs))
        ));
    }

    #[test]
    fn parts_that_do_not_give_their_game_are_refused() {
        // Two games' parts under one id: each part's own checksum holds,
        // the PGN put together does not.
        let a = payloads(PGN, 60);
        let b = payloads(&PGN.replace("Club", "Clue"), 60);
        assert_eq!(a.len(), b.len());
        let mut s = Scanner::default();
        let forged: Vec<String> = b
            .iter()
            .map(|t| {
                let mut p: Part = t.parse().unwrap_or_else(|e| panic!("{e}"));
                p.game = GameId::of(PGN);
                p.to_string()
            })
            .collect();
        let mut last = None;
        for p in &forged {
            last = Some(s.add(p));
        }
        assert_eq!(
            last,
            Some(Err(ScanError::Checksum {
                game: GameId::of(PGN)
            }))
        );
        let _ = a;
    }
}

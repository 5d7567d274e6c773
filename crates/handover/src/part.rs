//! One code's text: a part of a game's deflated PGN, with its checksums.

use core::fmt;
use core::str::FromStr;

/// The prefix of every payload: the format's name and version.
pub const PREFIX: &str = "RCH1:";

/// The longest payload, in characters: what QR version 15 holds at error
/// correction level M in alphanumeric mode (600), less a margin, so that
/// every code stays large enough to read from a screen.
pub const MAX_PAYLOAD: usize = 590;

/// Header bytes before a part's chunk.
const HEADER: usize = 10;

/// A game's id: CRC-32 of its PGN text. Shown as 8 hexadecimal digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameId(pub u32);

impl GameId {
    /// The id of the game whose PGN is `pgn`.
    pub fn of(pgn: &str) -> GameId {
        GameId(crc32fast::hash(pgn.as_bytes()))
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:08X}", self.0)
    }
}

/// One part of a game, as read from a code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The game it belongs to.
    pub game: GameId,
    /// Its number, from 1.
    pub number: u8,
    /// How many parts the game has.
    pub of: u8,
    /// Its chunk of the deflated PGN.
    pub chunk: Vec<u8>,
}

/// Why a text is not a part.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PartError {
    /// It does not start with [`PREFIX`]: some other code.
    NotOurs,
    /// Its Base45 or its header is broken.
    Malformed,
    /// Its checksum does not match: a code read wrongly.
    Checksum,
}

impl fmt::Display for PartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PartError::NotOurs => "not a code of a Rochade game",
            PartError::Malformed => "a broken code",
            PartError::Checksum => "a code whose checksum does not match",
        })
    }
}

impl std::error::Error for PartError {}

impl Part {
    fn bytes_to_check(&self) -> Vec<u8> {
        let mut b = Vec::with_capacity(6 + self.chunk.len());
        b.extend_from_slice(&self.game.0.to_be_bytes());
        b.push(self.number);
        b.push(self.of);
        b.extend_from_slice(&self.chunk);
        b
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let checked = self.bytes_to_check();
        let mut bytes = Vec::with_capacity(HEADER + self.chunk.len());
        bytes.extend_from_slice(&checked[..6]);
        bytes.extend_from_slice(&crc32fast::hash(&checked).to_be_bytes());
        bytes.extend_from_slice(&self.chunk);
        write!(f, "{PREFIX}{}", base45::encode(bytes))
    }
}

impl FromStr for Part {
    type Err = PartError;

    fn from_str(s: &str) -> Result<Part, PartError> {
        let body = s.trim().strip_prefix(PREFIX).ok_or(PartError::NotOurs)?;
        let bytes = base45::decode(body).map_err(|_| PartError::Malformed)?;
        if bytes.len() < HEADER {
            return Err(PartError::Malformed);
        }
        let word = |at: usize| {
            u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
        };
        let part = Part {
            game: GameId(word(0)),
            number: bytes[4],
            of: bytes[5],
            chunk: bytes[HEADER..].to_vec(),
        };
        if crc32fast::hash(&part.bytes_to_check()) != word(6) {
            return Err(PartError::Checksum);
        }
        if part.number == 0 || part.of == 0 || part.number > part.of {
            return Err(PartError::Malformed);
        }
        Ok(part)
    }
}

/// The payloads of the game whose PGN is `pgn`, each at most `max` characters
/// (at least 40; [`MAX_PAYLOAD`] for codes of QR version 15 or lower). A game
/// too long for 255 parts is cut to them (some 90 KB of deflated PGN).
pub fn payloads(pgn: &str, max: usize) -> Vec<String> {
    let game = GameId::of(pgn);
    let deflated = miniz_oxide::deflate::compress_to_vec(pgn.as_bytes(), 10);
    // Base45 writes 2 bytes as 3 characters.
    let room = max.max(40).saturating_sub(PREFIX.len()) / 3 * 2;
    let per_part = room.saturating_sub(HEADER).max(1);
    let chunks: Vec<&[u8]> = deflated.chunks(per_part).take(255).collect();
    let of = chunks.len().max(1) as u8;
    if chunks.is_empty() {
        return vec![
            Part {
                game,
                number: 1,
                of: 1,
                chunk: Vec::new(),
            }
            .to_string(),
        ];
    }
    chunks
        .iter()
        .enumerate()
        .map(|(i, chunk)| {
            Part {
                game,
                number: i as u8 + 1,
                of,
                chunk: chunk.to_vec(),
            }
            .to_string()
        })
        .collect()
}

/// The PGN of a game from its parts' chunks in order, checked against its id.
pub(crate) fn put_together(game: GameId, chunks: &[Vec<u8>]) -> Option<String> {
    let deflated: Vec<u8> = chunks.concat();
    let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, 1 << 22).ok()?;
    let pgn = String::from_utf8(bytes).ok()?;
    (GameId::of(&pgn) == game).then_some(pgn)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_round_trips_through_its_text() {
        let part = Part {
            game: GameId(0xDEAD_BEEF),
            number: 2,
            of: 3,
            chunk: vec![0, 1, 2, 255],
        };
        let text = part.to_string();
        assert!(text.starts_with(PREFIX));
        assert!(
            text[PREFIX.len()..]
                .chars()
                .all(|c| "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".contains(c))
        );
        assert_eq!(text.parse::<Part>(), Ok(part));
    }

    #[test]
    fn a_changed_character_is_refused_by_the_checksum() {
        let text = Part {
            game: GameId(7),
            number: 1,
            of: 1,
            chunk: b"chess".to_vec(),
        }
        .to_string();
        let mut damaged: Vec<char> = text.chars().collect();
        let at = damaged.len() - 2;
        damaged[at] = if damaged[at] == 'A' { 'B' } else { 'A' };
        let damaged: String = damaged.into_iter().collect();
        assert!(matches!(
            damaged.parse::<Part>(),
            Err(PartError::Checksum | PartError::Malformed)
        ));
        assert_eq!(
            "https://example.org".parse::<Part>(),
            Err(PartError::NotOurs)
        );
        assert_eq!("RCH1:".parse::<Part>(), Err(PartError::Malformed));
    }

    #[test]
    fn payloads_stay_within_their_length() {
        let pgn = "1. e4 e5 ".repeat(400);
        for max in [40, 100, MAX_PAYLOAD] {
            let parts = payloads(&pgn, max);
            assert!(parts.iter().all(|p| p.len() <= max), "{max}");
        }
    }
}

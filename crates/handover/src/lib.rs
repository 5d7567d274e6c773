//! A finished game handed from one device to another without a network:
//! its PGN as a few QR codes on the tablet's screen, read back by the
//! arbiter's camera.
//!
//! # The payload
//!
//! Each code holds one text in QR's alphanumeric mode:
//! `RCH1:` followed by the Base45 (RFC 9285) of the bytes
//!
//! | bytes | what |
//! |---|---|
//! | 4 | the game's id: CRC-32 of its PGN (big-endian) |
//! | 1 | this part's number, from 1 |
//! | 1 | the number of parts |
//! | 4 | CRC-32 of the part's other bytes (header and chunk) |
//! | … | the part's chunk of the deflated PGN (RFC 1951) |
//!
//! The chunks, in order, are the PGN deflated. A code read wrongly is
//! refused by its own checksum; the PGN put together is checked against
//! the game's id. A text that does not start with `RCH1:` is not ours.
//!
//! ```
//! use rochade_handover::{Added, Scanner, payloads};
//!
//! let pgn = "[Event \"Club\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n";
//! let parts = payloads(pgn, 40);
//! assert!(parts.len() > 1);
//! let mut scanner = Scanner::default();
//! let mut last = None;
//! for p in parts.iter().rev() {
//!     last = Some(scanner.add(p).unwrap());
//! }
//! assert!(matches!(last, Some(Added::Complete { pgn: ref got, .. }) if got == pgn));
//! ```

mod part;
mod qr;
mod scanner;

pub use part::{GameId, MAX_PAYLOAD, Part, PartError, payloads};
pub use qr::{Modules, draw, read_luma};
pub use scanner::{Added, ScanError, Scanner};

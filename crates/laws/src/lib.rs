//! # rochade-laws
//!
//! The basic rules of chess (FIDE Laws of Chess, Art. 1–5) and algebraic
//! notation (Appendix E): board, legal moves, FEN, SAN and long algebraic in
//! any language's piece letters, repetition identity and game status.
//!
//! Pure Rust, no web dependencies, no clock reads, no `unsafe`.
//!
//! ```
//! use rochade_laws::{Notation, Position, parse_move};
//! let pos = Position::new();
//! let m = parse_move(&pos, "Sf3").unwrap(); // German: Springer
//! assert_eq!(pos.san(&m).to_string(), "Nf3");
//! assert_eq!(pos.san(&m).display(Notation::FIDE_GERMAN).to_string(), "Sf3");
//! let pos = pos.play(&m).unwrap();
//! assert_eq!(pos.to_fen(), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
//! ```

#![warn(missing_docs)]

pub mod attacks;
mod bitboard;
mod castling;
mod color;
mod fen;
mod magics;
mod material;
mod moves;
mod position;
mod role;
mod san;
mod square;
mod uci;
mod zobrist;

pub use bitboard::Bitboard;
pub use castling::{CastlingRights, CastlingSide};
pub use color::Color;
pub use fen::{FenError, FenErrorKind, FenField};
pub use moves::{Move, MoveList};
pub use position::{IllegalMove, Position, Status};
pub use role::{Piece, Role};
pub use san::{
    Notation, NotationStyle, ParseMoveError, PieceLetters, San, SanPlus, Suffix, parse_move,
    parse_move_in,
};
pub use square::{File, ParseSquareError, Rank, Square};
pub use uci::Uci;
pub use zobrist::RepetitionKey;

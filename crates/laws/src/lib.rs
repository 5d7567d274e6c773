//! # rochade-laws
//!
//! The basic rules of chess (FIDE Laws of Chess, Art. 1–5) and algebraic
//! notation (Appendix E): board, legal moves, FEN, SAN and long algebraic in
//! any language's piece letters, repetition identity and game status.
//!
//! Pure Rust, no web dependencies, no clock reads, no `unsafe`.
//!
//! | Laws of Chess | here |
//! |---|---|
//! | Art. 1.2, 3.9 check, 5.1 checkmate | [`Position::is_check`], [`Position::is_checkmate`], [`Position::status`] |
//! | Art. 2 board, pieces, initial position | [`Square`], [`Piece`], [`Position::new`] |
//! | Art. 3 moves (3.7.d en passant, 3.7.e promotion, 3.8 castling) | [`Position::legal_moves`], [`Move`], [`Position::play`] |
//! | Art. 5.2.a stalemate, 5.2.b dead position (insufficient material) | [`Position::is_stalemate`], [`Position::is_dead`], [`Position::can_checkmate`] (Art. 6.9) |
//! | Art. 5 who won (Art. 11.1 score) | [`GameResult`] |
//! | 2023 Guidelines II Chess960 | [`StartPosition`], [`Position::chess960`], [`CastlingMode`], [`Position::from_fen_in`] |
//! | Art. 9.2 same position, 9.3 fifty moves | [`Position::repetition_key`], [`Position::halfmove_clock`], [`draw_claim_is_correct`] |
//! | A game under an [`Edition`]: automatic ends (Art. 5, 2023 Art. 9.6), claims, movetext | [`LawsGame`], [`Ending`], [`MovetextWriter`] |
//! | Appendix E notation entered key by key (a notation pad) | [`Pad`], [`PadKey`], [`pad_spelling`] |
//! | Appendix E algebraic notation | [`Position::write_move`], [`Notation`], [`PieceLetters`], [`San`], [`parse_move`] |
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
mod chess960;
mod color;
mod draw_claim;
mod edition;
mod ending;
mod export;
mod fen;
mod game;
mod latin;
mod magics;
mod material;
mod moves;
mod movetext;
mod pad;
mod position;
mod quote;
mod refusal;
mod result;
mod role;
mod san;
mod square;
mod uci;
mod winnable;
mod zobrist;

pub use bitboard::Bitboard;
pub use castling::{CastlingMode, CastlingRights, CastlingSide};
pub use chess960::{StartPosition, StartPositionError};
pub use color::Color;
pub use draw_claim::{DrawClaim, draw_claim_is_correct};
pub use edition::Edition;
pub use ending::{Ending, automatic_ending, board_ending, ending_by_9_6, occurrences};
pub use export::{ROSTER, WRITTEN_TAGS};
pub use fen::{FenError, FenErrorKind, FenField};
pub use game::{LawsGame, PlayError, Ply, ReplayError, ReplayRefusal};
pub use latin::{lower_latin, visible_beyond_ascii};
pub use moves::{Move, MoveList};
pub use movetext::{MovetextWriter, escape_tag_value, tag_pair};
pub use pad::{Pad, PadKey, pad_spelling};
pub use position::{IllegalMove, Position, Status};
pub use quote::{quoted, quoted_char};
pub use refusal::{Refusal, Unmatched, explain_refusal, explain_unmatched};
pub use result::GameResult;
pub use role::{Piece, Role};
pub use san::{
    Notation, NotationStyle, ParseMoveError, PieceLetters, San, SanPlus, Suffix, explain_move_text,
    parse_move, parse_move_in,
};
pub use square::{File, ParseSquareError, Rank, Square};
pub use uci::Uci;
pub use winnable::{
    DeadCount, FULL_BUDGET, QUICK_BUDGET, WALK_PER_NODE, Winnable, WinnableStage, first_dead,
    first_dead_counted,
};
pub use zobrist::RepetitionKey;

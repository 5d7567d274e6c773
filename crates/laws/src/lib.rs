//! # rochade-laws
//!
//! The basic rules of chess (FIDE Laws of Chess, Art. 1–5) and algebraic
//! notation (Appendix E): board, legal moves, FEN, SAN and long algebraic in
//! any language's piece letters, repetition identity and game status.
//!
//! Pure Rust, no web dependencies, no clock reads, no `unsafe`.

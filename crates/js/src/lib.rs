//! # rochade-js
//!
//! The rules core of Rochade (the FIDE Laws of Chess: [`rochade_laws`],
//! [`rochade_arbiter`], [`rochade_speech`]) for JavaScript, as the npm
//! package `rochade` (`cargo xtask package` builds it). Values cross to
//! JavaScript through serde-wasm-bindgen.
//!
//! [`rules`] is the package's game in plain Rust, tested natively: a
//! [`rochade_laws::LawsGame`] (the positions, the automatic ends, the
//! claims, the PGN written and replayed) with its tags, the options read
//! from JavaScript and the error codes. The bindings only convert
//! JavaScript values to its inputs and its results and errors back.

pub mod rules;
mod wasm;

pub use wasm::{Game, perft, read_pgn};

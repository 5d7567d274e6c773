//! # rochade-speech
//!
//! Spoken announcements for visually handicapped players and a Braille
//! scoresheet, following the FIDE Laws of Chess (2001 edition, rules for
//! play with visually handicapped players).
//!
//! * Rule 1: "The moves shall be announced clearly, repeated by the
//!   opponent and executed on his board. To make the announcement as clear
//!   as possible, the use of the following names is suggested instead of
//!   the corresponding letters, algebraic A-Anna B-Bella C-Cesar D-David
//!   E-Eva F-Felix G-Gustav H-Hector. Ranks from white to black shall
//!   receive the German numbers: 1-eins 2-zwei 3-drei 4-vier 5-fuenf
//!   6-sechs 7-sieben 8-acht. Castling is announced "Lange Rochade" (German
//!   for long castling) and "Kurze Rochade" (German for short castling).
//!   The pieces bear the names: Koenig, Dame, Turm, Laeufer, Springer,
//!   Bauer." — [`Scheme::German`], [`announce_move`].
//! * Rule 5: "The visually handicapped player must keep score of the game
//!   in Braille or longhand or record the moves on a tape recorder." —
//!   [`braille::braille_scoresheet`].
//! * Rule 9d: the assistant shall "inform the visually handicapped player
//!   only at his request of the number of moves completed and the time used
//!   up by both players." — the `describe_*` functions, which are only
//!   called when the player asks.
//!
//! The crate writes text; the browser speaks it. Every text comes as an
//! [`Announcement`] with the BCP-47 tag of its language.
//!
//! * Moves: [`announce_move`] (short or long [`Form`]), and back:
//!   [`parse_spoken_move`].
//! * Reading words in any scheme: [`fold`] (one spelling for "König",
//!   "Koenig" and "koenig"), [`file_of_word`], [`rank_of_word`],
//!   [`color_of_word`], [`role_of_word`].
//! * Names alone, for the app to put into its own sentences: [`name_square`],
//!   [`name_file`], [`name_rank`].
//! * On request: [`describe_square`], [`describe_pieces`],
//!   [`describe_rank`], [`describe_file`], [`describe_last_move`],
//!   [`describe_turn`], [`describe_clocks`], [`describe_moves_completed`],
//!   [`describe_result`], [`describe_draw_offer`], [`help`].
//! * Questions about a position, as facts for the app to word:
//!   [`questions`] (attackers with pins, pieces in danger, scans, the
//!   pieces that can go to a square, captures, the last capture).
//! * Braille: [`braille`] (BAUK/UKAAF Braille Chess Code, 2015) and
//!   [`brf`] (North American Braille ASCII).
//!
//! The word choices where the Laws leave them open, and the Braille
//! source, are documented in the crate's `README.md`.
//!
//! ```
//! use rochade_speech::{describe_clocks, Scheme, Settings};
//! let a = describe_clocks(4_325_000, 59 * 60 * 1000, &Settings::new(Scheme::German));
//! assert_eq!(a.text, "Weiß eine Stunde zwölf Minuten fünf Sekunden, Schwarz neunundfünfzig Minuten");
//! assert_eq!(a.lang, "de-DE");
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod announce;
pub mod braille;
pub mod brf;
mod describe;
mod english;
mod german;
mod lexicons;
mod parse;
mod portuguese;
pub mod questions;
mod result;
mod settings;
mod time;
mod vocabulary;
mod words;

pub use announce::announce_move;
pub use describe::{
    announce_numbered_move, describe_draw_offer, describe_file, describe_last_move,
    describe_moves_completed, describe_pieces, describe_rank, describe_result, describe_square,
    describe_turn, help, name_file, name_rank, name_square,
};
pub use parse::{SpokenMoveError, parse_spoken_move};
pub use result::{ResultReason, SpokenResult};
// Who won is one type for the rules, the arbiter and speech.
pub use rochade_laws::GameResult;
pub use settings::{Announcement, Form, Scheme, Settings, Spelling, ascii_fold};
pub use time::{describe_clock, describe_clocks};
pub use vocabulary::{color_of_word, file_of_word, fold, rank_of_word, role_of_word};

/// Sorts `v` by `cmp`, keeping equal elements in their order, like
/// `sort_by`, with an insertion sort: the lists sorted here are short, and
/// the standard library's sort adds about 3 KB of wasm for every type it
/// sorts. Public for the app, whose lists are as short; not part of the
/// speech rules.
#[doc(hidden)]
pub fn sort_short_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> core::cmp::Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && cmp(&v[j - 1], &v[j]).is_gt() {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod sort_tests {
    #[test]
    fn the_short_sort_is_stable() {
        let mut v = [(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd'), (1, 'e')];
        super::sort_short_by(&mut v, |a, b| a.0.cmp(&b.0));
        assert_eq!(v, [(1, 'b'), (1, 'e'), (2, 'd'), (3, 'a'), (3, 'c')]);
        let mut empty: [u8; 0] = [];
        super::sort_short_by(&mut empty, |a, b| a.cmp(b));
    }
}

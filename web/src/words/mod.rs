//! The wing for words: every function that turns a fact into words lives
//! here, and nowhere else builds a sentence.
//!
//! State holds facts (typed events, refusals, answers); the components ask
//! this wing for their words in the current language:
//! - [`i18n`]: the one message enum and one exhaustive module per language;
//! - [`names`]: the players and the colours;
//! - [`notice`]: what the live regions say, as parts each with its language;
//! - [`command_words`]: the words of the blind mode's commands, in every
//!   language (read by [`crate::commands::parse`]);
//! - [`commands`]: the answers to the blind mode's commands;
//! - [`questions`]: the answers to the questions about the position;
//! - [`errors`]: the crates' refusals and errors;
//! - [`clock`]: time controls, presets and penalties;
//! - [`outcome`]: the result of a game;
//! - [`pgn`]: what an import or a FEN reports.
//!
//! Text in a language is one type, the speech crate's [`Announcement`]: the
//! string and its BCP 47 tag. A move and a square's name are said in the
//! *Move words* setting's words (the interface language's, or the scheme
//! for visually handicapped players, blind rule 1 / 2023 D.2.1) and shown
//! as SAN in the interface's letters ([`move_words`]); every other word is
//! in the interface language ([`spoken`]), so a screen reader and the voice
//! switch language between the parts.

pub mod analysis;
pub mod arbiter;
pub mod choices;
pub mod clock;
pub mod command_words;
pub mod commands;
pub mod errors;
mod happened;
pub mod i18n;
pub mod move_words;
pub mod names;
pub mod notice;
pub mod outcome;
pub mod pgn;
mod position_words;
pub mod questions;
pub mod spoken;
pub mod tournament;

pub use names::{player_name, player_title, side};
pub use notice::{
    Message, UnsavedWords, archive_troubles, feedback, game_label, message, parts, refusal_text,
    shown_text, storage_trouble, take_back_request, text, unsaved,
};
pub use rochade_speech::Announcement;

/// `text` citing `article` in place of the article its table carries (the
/// tables write the 2001 number, "(Art. 6.12)"): a 2023 game reads its own
/// number ("(Art. 6.11.1)"); without an article the parenthesis goes.
pub(crate) fn cite(text: String, article: Option<rochade_arbiter::Article>) -> String {
    // A sentence keeps its full stop after the parenthesis.
    let (body, stop) = match text.strip_suffix(").") {
        Some(body) => (format!("{body})"), "."),
        None => (text, ""),
    };
    let bare = match body.rfind(" (") {
        Some(i) if body.ends_with(')') => &body[..i],
        _ => body.as_str(),
    };
    match article {
        Some(a) => format!("{bare} ({a}){stop}"),
        None => format!("{bare}{stop}"),
    }
}

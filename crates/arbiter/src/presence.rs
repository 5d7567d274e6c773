//! The players at the board: default time (2023 Art. 6.7; 2001 and 1997
//! Art. 6.6) and the two boards of a game with a visually disabled player
//! (2023 Appendix D.2.9; 2001 rules for visually handicapped players 7–8).

use rochade_laws::Color;

use crate::Edition;
use crate::article::{Article, Part};

/// Who has been seen at the board, by arriving or by moving, and when the
/// game was started (2023 Art. 6.6: "At the time determined for the start
/// of the game White's clock is started"), for the default time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Presence {
    pub start_ms: Option<u64>,
    pub arrived: [bool; 2],
}

/// The rule on an absent player: "player X loses by default unless the
/// arbiter decides otherwise", with its article.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DefaultVerdict {
    /// The absent player, who loses unless the arbiter decides otherwise.
    pub loser: Color,
    /// 2023 Art. 6.7.1; 2001/1997 Art. 6.6.
    pub article: Article,
    /// How long after the start he has been absent, in milliseconds.
    pub late_ms: u64,
}

/// The rule on the two boards: 2023 Appendix D.2.9; 2001 and 1997 rules
/// for play with visually handicapped players, 7 (the scores agree) and 8
/// (they differ).
pub fn boards_differ_article(edition: Edition, scores_differ: bool) -> Article {
    match edition {
        Edition::Fide2023 => Article::new(edition, Part::Appendix, "D.2.9"),
        _ => Article::new(
            edition,
            Part::BlindRules,
            if scores_differ { "8" } else { "7" },
        ),
    }
}

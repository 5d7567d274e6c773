//! Where a rule stands in an edition's own numbering, for labels, errors
//! and notes: a 2023 game cites "7.5.5" and "12.9.2", never the 2001
//! "7.4 b" or "13.4 b".

use core::fmt;

use crate::Edition;

/// Which part of the Laws an article belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Part {
    /// The Basic Rules of Play and the Competition Rules (Articles 1–13 in
    /// 1997/2001, 1–12 in 2023): "Art. 7.5.5".
    Article,
    /// An appendix: "Appendix C3", "Appendix A.5.2".
    Appendix,
    /// The 2023 Guidelines (I adjourned games, II Chess960, III games
    /// without increment): "Guidelines III.4".
    Guidelines,
    /// The 1997/2001 rules for play with visually handicapped players:
    /// "blind rules 7".
    BlindRules,
}

/// An article of the Laws in the numbering of `edition`.
///
/// `number` is printed as the edition prints it ("7.5.5", "4.3 (a)",
/// "III.4", "A.5.2", "C3"); it contains no words, so an interface wraps it
/// in its own language ("Art.", "Artigo", "Anhang").
///
/// ```
/// use rochade_arbiter::{Article, Edition, Part};
/// let a = Article::new(Edition::Fide2023, Part::Guidelines, "III.4");
/// assert_eq!(a.to_string(), "Guidelines III.4");
/// assert_eq!(Article::new(Edition::Fide2001, Part::Article, "13.4 b").to_string(), "Art. 13.4 b");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Article {
    /// The edition whose numbering this is.
    pub edition: Edition,
    /// The part of the Laws.
    pub part: Part,
    /// The number as printed in that edition.
    pub number: &'static str,
}

impl Article {
    /// An article.
    pub const fn new(edition: Edition, part: Part, number: &'static str) -> Article {
        Article {
            edition,
            part,
            number,
        }
    }

    /// An article of the main text.
    pub(crate) const fn art(edition: Edition, number: &'static str) -> Article {
        Article::new(edition, Part::Article, number)
    }
}

/// English, for logs, PGN comments and the text scoresheet.
impl fmt::Display for Article {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.part {
            Part::Article => write!(f, "Art. {}", self.number),
            Part::Appendix => write!(f, "Appendix {}", self.number),
            Part::Guidelines => write!(f, "Guidelines {}", self.number),
            Part::BlindRules => write!(f, "blind rules {}", self.number),
        }
    }
}

/// The article on the penalty for an illegal move in `edition`: 2023 Art.
/// 7.5.5, 2001 Art. 7.4 b, 1997 Art. 10.3 (only in the quickplay finish).
pub fn illegal_move_penalty_article(edition: Edition) -> Article {
    match edition {
        Edition::Fide2023 => Article::art(edition, "7.5.5"),
        Edition::Fide2001 => Article::art(edition, "7.4 b"),
        Edition::Fide1997 => Article::art(edition, "10.3"),
    }
}

/// The rule against advice during play in `edition`, which keeps the
/// computer's help and analysis out of a game in progress: 2023 Art.
/// 11.3.1 ("During play the players are forbidden to use any notes,
/// sources of information or advice, or analyse any game on another
/// chessboard"), 1997 and 2001 Art. 12.2 (the same rule, "to make use of
/// any notes, sources of information, advice, or to analyse on another
/// chessboard").
///
/// ```
/// use rochade_arbiter::{Edition, advice_article};
/// assert_eq!(advice_article(Edition::Fide2023).to_string(), "Art. 11.3.1");
/// assert_eq!(advice_article(Edition::Fide2001).to_string(), "Art. 12.2");
/// ```
pub fn advice_article(edition: Edition) -> Article {
    match edition {
        Edition::Fide2023 => Article::art(edition, "11.3.1"),
        _ => Article::art(edition, "12.2"),
    }
}

/// The quickplay-finish rule in `edition`: 2023 Guidelines III.5 (III.4 for
/// the increment), 2001 and 1997 Art. 10.2.
pub fn quickplay_article(edition: Edition) -> Article {
    match edition {
        Edition::Fide2023 => Article::new(edition, Part::Guidelines, "III.5"),
        _ => Article::art(edition, "10.2"),
    }
}

/// The article behind a refusal of the clock, in `edition`'s numbering:
/// the clock not started (2023 Art. 6.6, 2001 Art. 6.5), stopped by the
/// arbiter (2023 Art. 6.11.1, 2001 Art. 6.12), pressed by the wrong player
/// (2023 Art. 6.2.1, 2001 Art. 6.7), a flag fallen (Art. 6.9 in both).
///
/// ```
/// use rochade_arbiter::{Edition, clock_error_article};
/// use rochade_arbiter::rochade_clock::ClockError;
/// assert_eq!(clock_error_article(&ClockError::Paused, Edition::Fide2023).unwrap().to_string(), "Art. 6.11.1");
/// assert_eq!(clock_error_article(&ClockError::Paused, Edition::Fide2001).unwrap().to_string(), "Art. 6.12");
/// ```
pub fn clock_error_article(error: &rochade_clock::ClockError, edition: Edition) -> Option<Article> {
    use rochade_clock::ClockError;
    let new = edition == Edition::Fide2023;
    let n = match error {
        ClockError::NotStarted => {
            if new {
                "6.6"
            } else {
                "6.5"
            }
        }
        ClockError::Paused => {
            if new {
                "6.11.1"
            } else {
                "6.12"
            }
        }
        ClockError::WrongSide { .. } => {
            if new {
                "6.2.1"
            } else {
                "6.7"
            }
        }
        ClockError::FlagFallen { .. } => "6.9",
        _ => return None,
    };
    Some(Article::art(edition, n))
}

/// The periods of a time control and the time saved in one carried to the
/// next: 2023 Art. 6.3.1–6.3.2, 2001 and 1997 Art. 6.2.
///
/// ```
/// use rochade_arbiter::{Edition, periods_article};
/// assert_eq!(periods_article(Edition::Fide2023).to_string(), "Art. 6.3.2");
/// assert_eq!(periods_article(Edition::Fide1997).to_string(), "Art. 6.2");
/// ```
pub fn periods_article(edition: Edition) -> Article {
    match edition {
        Edition::Fide2023 => Article::art(edition, "6.3.2"),
        _ => Article::art(edition, "6.2"),
    }
}

/// A game begun with colours reversed: 2023 Art. 7.3, 2001 and 1997 Art.
/// 7.2.
///
/// ```
/// use rochade_arbiter::{Edition, colours_reversed_article};
/// assert_eq!(colours_reversed_article(Edition::Fide2023).to_string(), "Art. 7.3");
/// assert_eq!(colours_reversed_article(Edition::Fide2001).to_string(), "Art. 7.2");
/// ```
pub fn colours_reversed_article(edition: Edition) -> Article {
    match edition {
        Edition::Fide2023 => Article::art(edition, "7.3"),
        _ => Article::art(edition, "7.2"),
    }
}

/// The default-time rule: 2023 Art. 6.7.1, 2001 and 1997 Art. 6.6.
pub fn default_time_article(edition: Edition) -> Article {
    match edition {
        Edition::Fide2023 => Article::art(edition, "6.7.1"),
        _ => Article::art(edition, "6.6"),
    }
}

/// The article by which the position before an illegal move is reinstated:
/// 2023 Art. 7.5.1, 2001 Art. 7.4 a, 1997 Art. 7.4.
pub(crate) fn reinstated_article(edition: Edition) -> Article {
    Article::art(
        edition,
        match edition {
            Edition::Fide2023 => "7.5.1",
            Edition::Fide2001 => "7.4 a",
            Edition::Fide1997 => "7.4",
        },
    )
}

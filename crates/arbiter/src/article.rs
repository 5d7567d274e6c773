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

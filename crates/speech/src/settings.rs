//! What the player chooses: the word scheme, the spelling and the form of
//! a move announcement; and what comes out: an [`Announcement`].

use core::fmt;

use crate::vocabulary::laws_ascii;

/// The words used for squares, pieces and moves.
///
/// Every scheme has a BCP-47 language tag (see [`Scheme::lang`]) so that the
/// browser picks a matching voice and a screen reader the right
/// pronunciation.
///
/// ```
/// use rochade_speech::Scheme;
/// assert_eq!(Scheme::German.lang(), "de-DE");
/// assert_eq!(Scheme::English.lang(), "en-GB");
/// assert_eq!(Scheme::Portuguese.lang(), "pt-BR");
/// assert_eq!(Scheme::GermanWithEnglishNumbers.lang(), "en");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Scheme {
    /// The scheme the Laws suggest for play with visually handicapped
    /// players (2001 Laws, rules for play with visually handicapped
    /// players, rule 1): files Anna … Hector, ranks eins … acht, pieces
    /// Koenig … Bauer, "Kurze Rochade" / "Lange Rochade". German voice.
    #[default]
    German,
    /// The file names of the Laws' scheme (Anna … Hector) with English rank
    /// numbers and English words for everything else, as lichess offers for
    /// English-speaking blind players ("Knight Felix three"). English voice.
    GermanWithEnglishNumbers,
    /// English algebraic words ("Knight f3", "pawn e takes d5", "short
    /// castling", "check"), with the piece names of Appendix E1 of the 1997
    /// Laws. British English voice: the English text of the Laws is the
    /// authentic one.
    English,
    /// Portuguese words as in the Brazilian translation of the Laws that
    /// comes with them ("Cavalo f3", "Pequeno roque", "xeque"). Brazilian
    /// Portuguese voice.
    Portuguese,
}

impl Scheme {
    /// All schemes.
    pub const ALL: [Scheme; 4] = [
        Scheme::German,
        Scheme::GermanWithEnglishNumbers,
        Scheme::English,
        Scheme::Portuguese,
    ];

    /// The BCP-47 language tag of texts in this scheme.
    pub const fn lang(self) -> &'static str {
        match self {
            Scheme::German => "de-DE",
            Scheme::GermanWithEnglishNumbers => "en",
            Scheme::English => "en-GB",
            Scheme::Portuguese => "pt-BR",
        }
    }
}

/// How German words are spelt.
///
/// The Laws write the scheme in ASCII ("fuenf", "Koenig", "Laeufer"); a
/// German voice must be given the real spelling ("fünf", "König",
/// "Läufer") to pronounce it. Displays may prefer the Laws' forms.
///
/// ```
/// use rochade_speech::{Spelling, ascii_fold};
/// assert_eq!(ascii_fold("Läufer Felix fünf"), "Laeufer Felix fuenf");
/// assert_eq!(Spelling::default(), Spelling::Spoken);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Spelling {
    /// German orthography with umlauts and ß, for a German voice.
    #[default]
    Spoken,
    /// The ASCII forms of the Laws: ä → ae, ö → oe, ü → ue, ß → ss.
    Ascii,
}

/// Which squares a move announcement names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Form {
    /// As in SAN (Appendix E): the arrival square, the departure file of a
    /// capturing pawn, and a departure file, rank or square only when SAN
    /// needs it to tell two pieces apart ("Springer Felix drei").
    #[default]
    Short,
    /// Departure square and arrival square ("Springer Gustav eins Felix
    /// drei").
    Long,
}

/// All choices together.
///
/// ```
/// use rochade_speech::{Form, Scheme, Settings, Spelling};
/// let s = Settings::default();
/// assert_eq!((s.scheme, s.spelling, s.form), (Scheme::German, Spelling::Spoken, Form::Short));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Settings {
    /// Word scheme.
    pub scheme: Scheme,
    /// Spelling of German words.
    pub spelling: Spelling,
    /// Short or long move form.
    pub form: Form,
}

impl Settings {
    /// Settings with the given scheme, spoken spelling, short form.
    pub const fn new(scheme: Scheme) -> Settings {
        Settings {
            scheme,
            spelling: Spelling::Spoken,
            form: Form::Short,
        }
    }

    /// The same settings with another spelling.
    pub const fn with_spelling(self, spelling: Spelling) -> Settings {
        Settings { spelling, ..self }
    }

    /// The same settings with another form.
    pub const fn with_form(self, form: Form) -> Settings {
        Settings { form, ..self }
    }

    pub(crate) fn finish(&self, text: String) -> Announcement {
        let text = match self.spelling {
            Spelling::Spoken => text,
            Spelling::Ascii => ascii_fold(&text),
        };
        Announcement {
            text,
            lang: self.scheme.lang(),
        }
    }
}

/// A text to be spoken or shown, with its BCP-47 language tag.
///
/// The web app sets `lang` on the live region or passes it to
/// `SpeechSynthesisUtterance.lang`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Announcement {
    /// What to say.
    pub text: String,
    /// BCP-47 tag of `text`, e.g. `"de-DE"`.
    pub lang: &'static str,
}

impl fmt::Display for Announcement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

/// Replaces the German letters ä ö ü ß (and capitals) by the ASCII forms
/// the Laws use (Koenig, Laeufer, fuenf); every other character is kept,
/// case included: this is for showing a text. To compare what a player
/// typed with a word, [`crate::fold`] also lowers the case and drops
/// Portuguese accents.
pub fn ascii_fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match laws_ascii(c) {
            Some(ascii) => out.push_str(ascii),
            None => out.push(c),
        }
    }
    out
}

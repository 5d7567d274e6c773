//! Reading what a player types or dictates: one folding that makes the
//! spellings of a word one word ([`fold`]), and the words that name a file,
//! a rank, a colour or a piece in any scheme ([`file_of_word`],
//! [`rank_of_word`], [`color_of_word`], [`role_of_word`]).
//!
//! The words are those of the schemes' word tables, so that a player is
//! understood in the words he hears announced (rules for play with visually
//! handicapped players, rule 1: the moves are "repeated by the opponent"),
//! whichever scheme the announcements use.

use std::sync::OnceLock;

use rochade_laws::{Color, File, Rank, Role};

use crate::Scheme;
use crate::lexicons::lexicon;
use crate::words::Gender;

/// The ASCII form the Laws write for a German letter ("Koenig", "Laeufer",
/// "fuenf"), in either case; `None` for every other letter.
pub(crate) fn laws_ascii(c: char) -> Option<&'static str> {
    Some(match c {
        'ä' => "ae",
        'ö' => "oe",
        'ü' => "ue",
        'Ä' => "Ae",
        'Ö' => "Oe",
        'Ü' => "Ue",
        'ß' => "ss",
        _ => return None,
    })
}

/// Folds a text so that the spellings of one word compare equal: lower
/// case (of the Latin scripts: [`rochade_laws::lower_latin`]); the German letters ä ö ü ß as the Laws write them in ASCII (ae oe
/// ue ss, so "König", "Koenig" and "koenig", or "fünf" and the Laws' "fuenf",
/// are one word); and the accented vowels of Portuguese (and the grave and
/// circumflex vowels of other keyboards) and ç without their marks, so that
/// "peão" and "peao", or "relógio" and "relogio", are one word.
///
/// Every other character, punctuation and spaces included, is kept: where a
/// word ends is for the reader of the words to decide ("e.p.", "e4?").
/// Folding a folded text changes nothing.
///
/// ```
/// use rochade_speech::fold;
/// assert_eq!(fold("König Läufer fünf Weiß"), "koenig laeufer fuenf weiss");
/// assert_eq!(fold("Peão relógio SITUAÇÃO"), "peao relogio situacao");
/// assert_eq!(fold("e4?"), "e4?");
/// ```
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().map(rochade_laws::lower_latin) {
        if let Some(ascii) = laws_ascii(c) {
            out.push_str(ascii);
            continue;
        }
        out.push(match c {
            'à' | 'á' | 'â' | 'ã' => 'a',
            'è' | 'é' | 'ê' => 'e',
            'ì' | 'í' | 'î' => 'i',
            'ò' | 'ó' | 'ô' | 'õ' => 'o',
            'ù' | 'ú' | 'û' => 'u',
            'ç' => 'c',
            c => c,
        });
    }
    out
}

/// What a word names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Named {
    File(File),
    Rank(Rank),
    Color(Color),
    Role(Role),
}

/// The file, rank and piece words the announcements of every scheme use,
/// as written in the word tables (not folded).
fn announced_names() -> impl Iterator<Item = (&'static str, Named)> {
    Scheme::ALL.into_iter().flat_map(|scheme| {
        let lex = lexicon(scheme);
        let files = File::ALL.map(|f| (lex.file(f), Named::File(f)));
        let ranks = Rank::ALL.map(|r| (lex.rank(r), Named::Rank(r)));
        let roles = Role::ALL.map(|r| (lex.role(r), Named::Role(r)));
        files.into_iter().chain(ranks).chain(roles)
    })
}

/// Words no announcement uses that players say all the same.
const ALSO_HEARD: [(&str, Named); 6] = [
    // Brazilian players' everyday name of the piece the Laws' translation
    // calls "Dama".
    ("rainha", Named::Role(Role::Queen)),
    ("rainhas", Named::Role(Role::Queen)),
    // The masculine plural, as in "peões brancos"; the word tables only
    // need the singular and the feminine plural ("as brancas").
    ("brancos", Named::Color(Color::White)),
    ("pretos", Named::Color(Color::Black)),
    // FEN's letter for the side to move. Its partner "b" is left out: it
    // names the b-file and, in English, the bishop.
    ("w", Named::Color(Color::White)),
    // Spanish "peón", for "peão" typed without its tilde by habit; kept
    // from the move reader, which has always understood it.
    ("peon", Named::Role(Role::Pawn)),
];

/// The file, rank and piece words a move may be said in: the announced
/// ones and [`ALSO_HEARD`] (colours among them, which a move does not use).
pub(crate) fn move_names() -> impl Iterator<Item = (&'static str, Named)> {
    announced_names().chain(ALSO_HEARD)
}

/// Every word a player may use for a file, rank, colour or piece, folded:
/// the announced words, the plural piece names, the sides and the colour
/// adjectives of the word tables, the number words one to eight (the
/// Portuguese scheme announces digits, but a player may say "tres"), the
/// English piece letters of Appendix E.1. The move reader takes only the
/// announced words and [`ALSO_HEARD`] ([`move_names`]): in a move "b" must
/// be the b-file, not the bishop.
fn heard_names() -> Vec<(String, Named)> {
    let mut names: Vec<(String, Named)> = move_names().map(|(w, n)| (fold(w), n)).collect();
    for scheme in Scheme::ALL {
        let lex = lexicon(scheme);
        for role in Role::ALL {
            names.push((fold(lex.plural(role)), Named::Role(role)));
        }
        for color in Color::ALL {
            names.push((fold(lex.side(color)), Named::Color(color)));
            // "weißer Bauer", "weiße Dame", "torre branca": the words
            // beside the piece's name are the colour, in its agreeing form.
            for role in Role::ALL {
                let role_word = fold(lex.role(role));
                let colored = fold(lex.piece(role.of(color)));
                for word in colored.split_whitespace().filter(|w| *w != role_word) {
                    names.push((word.to_string(), Named::Color(color)));
                }
            }
        }
        for (rank, n) in Rank::ALL.into_iter().zip(1..) {
            for gender in [Gender::Masculine, Gender::Feminine] {
                names.push((fold(&(lex.number)(n, gender)), Named::Rank(rank)));
            }
        }
    }
    for role in Role::ALL {
        names.push((role.char().to_string(), Named::Role(role)));
    }
    crate::sort_short_by(&mut names, |a, b| a.0.cmp(&b.0));
    names.dedup();
    names
}

/// [`heard_names`] by what they name.
struct Heard {
    files: Vec<(String, File)>,
    ranks: Vec<(String, Rank)>,
    colors: Vec<(String, Color)>,
    roles: Vec<(String, Role)>,
}

fn heard() -> &'static Heard {
    static HEARD: OnceLock<Heard> = OnceLock::new();
    HEARD.get_or_init(|| {
        let mut heard = Heard {
            files: Vec::new(),
            ranks: Vec::new(),
            colors: Vec::new(),
            roles: Vec::new(),
        };
        for (word, named) in heard_names() {
            match named {
                Named::File(f) => heard.files.push((word, f)),
                Named::Rank(r) => heard.ranks.push((word, r)),
                Named::Color(c) => heard.colors.push((word, c)),
                Named::Role(r) => heard.roles.push((word, r)),
            }
        }
        heard
    })
}

/// What `word`, in any spelling [`fold`] makes one, names in `table`.
fn look_up<T: Copy>(table: &[(String, T)], word: &str) -> Option<T> {
    let word = fold(word.trim());
    table
        .iter()
        .find(|(w, _)| *w == word)
        .map(|&(_, named)| named)
}

/// The file a word names in any scheme: the letter ("e"), or the Laws'
/// name ("Eva"). Any spelling [`fold`] makes one is understood.
///
/// ```
/// use rochade_laws::File;
/// use rochade_speech::file_of_word;
/// assert_eq!(file_of_word("Eva"), Some(File::E));
/// assert_eq!(file_of_word("e"), Some(File::E));
/// assert_eq!(file_of_word("Emma"), None);
/// ```
pub fn file_of_word(word: &str) -> Option<File> {
    look_up(&heard().files, word)
}

/// The rank a word names in any scheme: the digit, or a number word one to
/// eight in German ("fünf", "fuenf"), English ("five") or Portuguese
/// ("cinco", "três", "uma").
///
/// ```
/// use rochade_laws::Rank;
/// use rochade_speech::rank_of_word;
/// assert_eq!(rank_of_word("fuenf"), Some(Rank::Fifth));
/// assert_eq!(rank_of_word("três"), Some(Rank::Third));
/// assert_eq!(rank_of_word("9"), None);
/// ```
pub fn rank_of_word(word: &str) -> Option<Rank> {
    look_up(&heard().ranks, word)
}

/// The colour a word names in any scheme: the side ("Weiß", "Black",
/// "Pretas") or the colour as it agrees with a piece ("weißer", "schwarze",
/// "branco", "pretos"), or "w".
///
/// ```
/// use rochade_laws::Color;
/// use rochade_speech::color_of_word;
/// assert_eq!(color_of_word("weisse"), Some(Color::White));
/// assert_eq!(color_of_word("pretas"), Some(Color::Black));
/// assert_eq!(color_of_word("purple"), None);
/// ```
pub fn color_of_word(word: &str) -> Option<Color> {
    look_up(&heard().colors, word)
}

/// The kind of piece a word names in any scheme: the name in the singular
/// or the plural ("Läufer", "Türme", "knights", "peões"), or the English
/// letter of Appendix E.1 ("N"; the pawn's "p" too).
///
/// ```
/// use rochade_laws::Role;
/// use rochade_speech::role_of_word;
/// assert_eq!(role_of_word("Koenige"), Some(Role::King));
/// assert_eq!(role_of_word("peões"), Some(Role::Pawn));
/// assert_eq!(role_of_word("N"), Some(Role::Knight));
/// assert_eq!(role_of_word("Eva"), None);
/// ```
pub fn role_of_word(word: &str) -> Option<Role> {
    look_up(&heard().roles, word)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fold_lowers_the_case() {
        assert_eq!(fold("Springer FELIX Drei"), "springer felix drei");
        assert_eq!(fold("Nf3"), "nf3");
    }

    #[test]
    fn fold_writes_german_letters_as_the_laws_do() {
        assert_eq!(fold("ä ö ü ß"), "ae oe ue ss");
        assert_eq!(fold("Ä Ö Ü"), "ae oe ue");
        // The capital sharp s lowers to ß.
        assert_eq!(fold("\u{1e9e}"), "ss");
        for (spoken, laws) in [
            ("König", "Koenig"),
            ("Läufer", "Laeufer"),
            ("fünf", "fuenf"),
            ("Weiß", "Weiss"),
            ("schlägt", "schlaegt"),
            ("Züge", "Zuege"),
        ] {
            assert_eq!(fold(spoken), fold(laws), "{spoken}");
            assert_eq!(fold(spoken), laws.to_lowercase(), "{spoken}");
        }
    }

    #[test]
    fn fold_drops_the_marks_of_other_letters() {
        for (marked, plain) in [
            ("à á â ã", "a a a a"),
            ("À Á Â Ã", "a a a a"),
            ("è é ê", "e e e"),
            ("ì í î", "i i i"),
            ("ò ó ô õ", "o o o o"),
            ("ù ú û", "u u u"),
            ("ç Ç", "c c"),
            ("peão", "peao"),
            ("relógio", "relogio"),
            ("situação", "situacao"),
            ("três", "tres"),
        ] {
            assert_eq!(fold(marked), plain, "{marked}");
        }
    }

    #[test]
    fn fold_keeps_everything_else_and_changes_nothing_twice() {
        for text in ["e.p.", "e4?", "0-0", "Bxc3+", "a, b; (c)", "  x  "] {
            assert_eq!(fold(text), text.to_lowercase(), "{text}");
        }
        let once = fold("Wer ist am Zug? Läufer, peão, Ñandú");
        assert_eq!(fold(&once), once);
    }

    #[test]
    fn every_word_of_every_scheme_is_understood() {
        for scheme in Scheme::ALL {
            let lex = lexicon(scheme);
            for f in File::ALL {
                assert_eq!(file_of_word(lex.file(f)), Some(f), "{scheme:?} {f:?}");
            }
            for r in Rank::ALL {
                assert_eq!(rank_of_word(lex.rank(r)), Some(r), "{scheme:?} {r:?}");
                for gender in [Gender::Masculine, Gender::Feminine] {
                    let said = (lex.number)(r.index() as u32 + 1, gender);
                    assert_eq!(rank_of_word(&said), Some(r), "{scheme:?} {said}");
                }
            }
            for role in Role::ALL {
                assert_eq!(role_of_word(lex.role(role)), Some(role), "{scheme:?}");
                assert_eq!(role_of_word(lex.plural(role)), Some(role), "{scheme:?}");
            }
            for color in Color::ALL {
                assert_eq!(color_of_word(lex.side(color)), Some(color), "{scheme:?}");
                for role in Role::ALL {
                    let words: Vec<&str> = lex.piece(role.of(color)).split(' ').collect();
                    assert_eq!(words.len(), 2, "{scheme:?}");
                    let understood = words
                        .iter()
                        .map(|w| (color_of_word(w), role_of_word(w)))
                        .collect::<Vec<_>>();
                    assert!(
                        understood.contains(&(Some(color), None))
                            && understood.contains(&(None, Some(role))),
                        "{scheme:?} {words:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_laws_ascii_forms_and_other_spellings_are_understood() {
        assert_eq!(role_of_word("Koenig"), Some(Role::King));
        assert_eq!(role_of_word("KÖNIG"), Some(Role::King));
        assert_eq!(role_of_word("Laeufer"), Some(Role::Bishop));
        assert_eq!(role_of_word("peao"), Some(Role::Pawn));
        assert_eq!(rank_of_word("fuenf"), Some(Rank::Fifth));
        assert_eq!(color_of_word("Weiss"), Some(Color::White));
        assert_eq!(file_of_word(" Hector "), Some(File::H));
    }

    #[test]
    fn letters_and_words_the_tables_do_not_announce() {
        for (letter, role) in [
            ("K", Role::King),
            ("q", Role::Queen),
            ("R", Role::Rook),
            ("b", Role::Bishop),
            ("N", Role::Knight),
            ("p", Role::Pawn),
        ] {
            assert_eq!(role_of_word(letter), Some(role), "{letter}");
        }
        assert_eq!(role_of_word("Rainha"), Some(Role::Queen));
        assert_eq!(role_of_word("peón"), Some(Role::Pawn));
        assert_eq!(color_of_word("brancos"), Some(Color::White));
        assert_eq!(color_of_word("pretos"), Some(Color::Black));
        assert_eq!(color_of_word("W"), Some(Color::White));
        // "b" is the b-file and the bishop, never a colour.
        assert_eq!(color_of_word("b"), None);
        assert_eq!(file_of_word("b"), Some(File::B));
    }

    #[test]
    fn words_outside_the_vocabulary_name_nothing() {
        for word in ["", "9", "0", "i", "purple", "Emma", "zehn", "Rochade", "e4"] {
            assert_eq!(file_of_word(word), None, "{word}");
            assert_eq!(rank_of_word(word), None, "{word}");
            assert_eq!(color_of_word(word), None, "{word}");
            assert_eq!(role_of_word(word), None, "{word}");
        }
    }

    fn named_once<T: Copy + PartialEq + core::fmt::Debug>(table: &[(String, T)]) {
        for pair in table.windows(2) {
            let ((a, x), (b, y)) = (&pair[0], &pair[1]);
            assert!(a != b || x == y, "{a} names {x:?} and {y:?}");
        }
    }

    #[test]
    fn no_word_names_two_things_of_one_kind() {
        let heard = heard();
        named_once(&heard.files);
        named_once(&heard.ranks);
        named_once(&heard.colors);
        named_once(&heard.roles);
    }
}

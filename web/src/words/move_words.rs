//! Which words name a move or a square, by who reads them.
//!
//! A sighted player reads SAN in the interface language's piece letters
//! (`Nf3`, `Sf3`, `Cf3`: 2023 Appendix C.4, each language its own letters);
//! what is spoken, or given to a screen reader, follows the *Move words*
//! setting: the FIDE scheme for visually handicapped players (2023
//! Appendix D.2.1) or the interface language's words. With the blind
//! player's assistant on (rule 9, D.2.1: the opponent repeats the move) or
//! the scheme chosen, the screen shows SAN and the scheme together.

use rochade_laws::{Move, Notation, Position, Square};
use rochade_speech::{Announcement, Form, Scheme, Settings as SpeechSettings, announce_move};

use super::i18n::Lang;
use super::spoken::{merged, square_name, ui};
use crate::settings::{SchemeChoice, Settings};

/// The words for moves and squares in one channel.
#[derive(Clone, Debug)]
pub enum MoveWords {
    /// For the ear and the screen reader: the *Move words* setting.
    Spoken(SpeechSettings),
    /// For the eye: SAN in `notation`, the squares by their coordinates,
    /// and the scheme's words after the move where `scheme_too` is given.
    Shown {
        /// The notation of the scoresheet.
        notation: Notation,
        /// The interface language.
        lang: Lang,
        /// The scheme shown beside SAN.
        scheme_too: Option<SpeechSettings>,
    },
}

impl MoveWords {
    /// The spoken channel of `settings` in an interface in `lang`.
    pub fn spoken(settings: &Settings, lang: Lang) -> MoveWords {
        MoveWords::Spoken(settings.speech(lang))
    }

    /// The visible channel of `settings` in an interface in `lang`.
    pub fn shown(settings: &Settings, lang: Lang) -> MoveWords {
        let speech = settings.speech(lang);
        let chosen = matches!(
            settings.scheme_choice(),
            SchemeChoice::German | SchemeChoice::GermanEnglish
        );
        let scheme = matches!(
            speech.scheme,
            Scheme::German | Scheme::GermanWithEnglishNumbers
        );
        MoveWords::Shown {
            notation: settings.notation(lang),
            lang,
            scheme_too: ((settings.assistant || chosen) && scheme).then_some(speech),
        }
    }

    /// The same channel, with moves in their long form (the departure
    /// square named), to tell candidates apart.
    pub fn long(&self) -> MoveWords {
        match self {
            MoveWords::Spoken(s) => MoveWords::Spoken(s.with_form(Form::Long)),
            MoveWords::Shown {
                notation,
                lang,
                scheme_too,
            } => MoveWords::Shown {
                notation: notation.long(),
                lang: *lang,
                scheme_too: scheme_too.map(|s| s.with_form(Form::Long)),
            },
        }
    }

    /// The move `mv` played in `pos`.
    pub fn of_move(&self, pos: &Position, mv: &Move) -> Vec<Announcement> {
        match self {
            MoveWords::Spoken(s) => vec![announce_move(pos, mv, s)],
            MoveWords::Shown {
                notation,
                lang,
                scheme_too,
            } => {
                let san = pos.write_move(mv, notation);
                match scheme_too {
                    None => ui(*lang, san),
                    Some(s) => merged(vec![
                        Announcement {
                            text: format!("{san} ("),
                            lang: lang.tag(),
                        },
                        announce_move(pos, mv, s),
                        Announcement {
                            text: ")".into(),
                            lang: lang.tag(),
                        },
                    ]),
                }
            }
        }
    }

    /// The name of `sq`.
    pub fn square(&self, sq: Square) -> Vec<Announcement> {
        match self {
            MoveWords::Spoken(s) => square_name(sq, s),
            MoveWords::Shown { lang, .. } => ui(*lang, sq.to_string()),
        }
    }

    /// The language of the moves' words, for a list of them.
    pub fn lang(&self) -> &'static str {
        match self {
            MoveWords::Spoken(s) => s.scheme.lang(),
            MoveWords::Shown { lang, .. } => lang.tag(),
        }
    }
}

#[cfg(test)]
mod tests {
    use rochade_laws::parse_move;

    use super::*;
    use crate::settings::Letters;
    use crate::words::spoken::plain;

    fn nf3(words: &MoveWords) -> String {
        let pos = Position::new();
        let mv = parse_move(&pos, "Nf3").unwrap_or_else(|e| panic!("{e:?}"));
        plain(&words.of_move(&pos, &mv))
    }

    #[test]
    fn the_eye_reads_san_in_the_interfaces_letters_and_the_ear_the_move_words() {
        let s = Settings::default();
        assert_eq!(nf3(&MoveWords::shown(&s, Lang::En)), "Nf3");
        assert_eq!(nf3(&MoveWords::shown(&s, Lang::De)), "Sf3");
        assert_eq!(nf3(&MoveWords::shown(&s, Lang::Pt)), "Cf3");
        assert_eq!(nf3(&MoveWords::spoken(&s, Lang::En)), "Knight f3");
        assert_eq!(nf3(&MoveWords::spoken(&s, Lang::De)), "Springer Felix drei");
        // A player's own letters win over the interface's.
        let mut own = s.clone();
        own.set_letters(Letters::English);
        assert_eq!(nf3(&MoveWords::shown(&own, Lang::Pt)), "Nf3");
    }

    #[test]
    fn with_the_assistant_or_the_scheme_chosen_the_eye_reads_both() {
        let mut s = Settings {
            assistant: true,
            ..Settings::default()
        };
        assert_eq!(
            nf3(&MoveWords::shown(&s, Lang::En)),
            "Nf3 (Springer Felix drei)"
        );
        s.assistant = false;
        s.set_scheme(SchemeChoice::GermanEnglish);
        assert_eq!(
            nf3(&MoveWords::shown(&s, Lang::Pt)),
            "Cf3 (Knight Felix three)"
        );
        s.set_scheme(SchemeChoice::English);
        assert_eq!(nf3(&MoveWords::shown(&s, Lang::Pt)), "Cf3");
    }
}

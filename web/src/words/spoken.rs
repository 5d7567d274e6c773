//! Sentences in two languages: the names of moves and squares in the
//! announcement scheme (2023 Appendix D.2.1: Anna … Hector, eins … acht by
//! default), every other word in the interface language.
//!
//! A sentence is a list of [`Announcement`]s, read one after the other as
//! they are (their texts carry their own spaces and punctuation), each with
//! its own language tag: the live region gives each its `<span lang>`, and
//! the voice speaks each as an utterance of its own, so that "zwei" is never
//! read by English rules nor "white pawn" by German ones.

use rochade_laws::{Color, Position, Role, Square};
use rochade_speech::{Announcement, Settings as SpeechSettings, name_square};

use super::i18n::{Lang, Msg, t};

/// Stand-ins for the parts of another language: a message is worded with
/// one in place of an argument, and [`weave`] puts the part there. They are
/// private-use characters, which no translation and no name contains.
pub const SLOT: [&str; 2] = ["\u{e000}", "\u{e001}"];

/// `text` in the interface language, as one part.
pub fn ui(lang: Lang, text: impl Into<String>) -> Vec<Announcement> {
    merged(vec![Announcement {
        text: text.into(),
        lang: lang.tag(),
    }])
}

/// `parts` without empty texts, neighbours of one language made one part:
/// fewer language switches for the voice and the screen reader.
pub fn merged(parts: Vec<Announcement>) -> Vec<Announcement> {
    let mut out: Vec<Announcement> = Vec::with_capacity(parts.len());
    for part in parts {
        if part.text.is_empty() {
            continue;
        }
        match out.last_mut() {
            Some(last) if last.lang == part.lang => last.text.push_str(&part.text),
            _ => out.push(part),
        }
    }
    out
}

/// The interface's `text`, worded with [`SLOT`]s, with `fills[i]` in place
/// of `SLOT[i]`.
pub fn weave(lang: Lang, text: &str, fills: &[Vec<Announcement>]) -> Vec<Announcement> {
    let mut out: Vec<Announcement> = Vec::new();
    let mut rest = text;
    loop {
        let next = SLOT
            .iter()
            .zip(fills)
            .filter_map(|(slot, fill)| rest.find(slot).map(|at| (at, slot.len(), fill)))
            .min_by_key(|(at, _, _)| *at);
        let Some((at, len, fill)) = next else {
            out.extend(ui(lang, rest));
            break;
        };
        out.extend(ui(lang, &rest[..at]));
        out.extend(fill.iter().cloned());
        rest = &rest[at + len..];
    }
    merged(out)
}

/// `groups` one after the other, `sep` (punctuation, in no language)
/// between them; empty groups are left out.
pub fn join(groups: Vec<Vec<Announcement>>, sep: &str) -> Vec<Announcement> {
    let mut out: Vec<Announcement> = Vec::new();
    for group in groups.into_iter().filter(|g| !g.is_empty()) {
        if let Some(last) = out.last_mut() {
            last.text.push_str(sep);
        }
        out.extend(group);
    }
    merged(out)
}

/// Sentences one after the other, each ended by the next one's ". ".
pub fn sentences(groups: Vec<Vec<Announcement>>) -> Vec<Announcement> {
    join(groups, ". ")
}

/// The text of `parts`, read as one.
pub fn plain(parts: &[Announcement]) -> String {
    parts.iter().map(|a| a.text.as_str()).collect()
}

/// A square's name in the scheme, alone.
pub fn square_name(sq: Square, speech: &SpeechSettings) -> Vec<Announcement> {
    vec![name_square(sq, speech)]
}

/// The piece with its colour in the interface language: "white pawn".
pub fn piece(lang: Lang, color: Color, role: Role) -> &'static str {
    let white = color.is_white();
    t(
        lang,
        match role {
            Role::King if white => Msg::WhiteKing,
            Role::Queen if white => Msg::WhiteQueen,
            Role::Rook if white => Msg::WhiteRook,
            Role::Bishop if white => Msg::WhiteBishop,
            Role::Knight if white => Msg::WhiteKnight,
            Role::Pawn if white => Msg::WhitePawn,
            Role::King => Msg::BlackKing,
            Role::Queen => Msg::BlackQueen,
            Role::Rook => Msg::BlackRook,
            Role::Bishop => Msg::BlackBishop,
            Role::Knight => Msg::BlackKnight,
            Role::Pawn => Msg::BlackPawn,
        },
    )
}

/// What stands on `sq` in the interface language: "white pawn", "empty".
pub fn standing(lang: Lang, pos: &Position, sq: Square) -> &'static str {
    match pos.piece_at(sq) {
        Some(p) => piece(lang, p.color, p.role),
        None => t(lang, Msg::EmptySquare),
    }
}

/// A square and what stands on it: "Eva zwei" in the scheme, ", white
/// pawn" in the interface language.
pub fn square(
    lang: Lang,
    pos: &Position,
    sq: Square,
    speech: &SpeechSettings,
) -> Vec<Announcement> {
    join(
        vec![square_name(sq, speech), ui(lang, standing(lang, pos, sq))],
        ", ",
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use rochade_speech::Scheme;

    fn parts(a: &[Announcement]) -> Vec<(&str, &str)> {
        a.iter().map(|a| (a.text.as_str(), a.lang)).collect()
    }

    #[test]
    fn a_square_is_named_in_the_scheme_and_its_piece_in_the_interface() {
        let pos = Position::new();
        let de = SpeechSettings::new(Scheme::German);
        assert_eq!(
            parts(&square(Lang::En, &pos, Square::E2, &de)),
            [("Eva zwei, ", "de-DE"), ("white pawn", "en")]
        );
        assert_eq!(
            parts(&square(Lang::Pt, &pos, Square::E4, &de)),
            [("Eva vier, ", "de-DE"), ("vazia", "pt")]
        );
        assert_eq!(
            parts(&square(Lang::De, &pos, Square::D8, &de)),
            [("David acht, ", "de-DE"), ("schwarze Dame", "de")]
        );
    }

    #[test]
    fn a_message_takes_parts_of_another_language_in_its_slots() {
        let de = SpeechSettings::new(Scheme::German);
        let woven = weave(
            Lang::En,
            &format!("{} to {}, empty", SLOT[0], SLOT[1]),
            &[square_name(Square::B4, &de), square_name(Square::H4, &de)],
        );
        assert_eq!(
            parts(&woven),
            [
                ("Bella vier", "de-DE"),
                (" to ", "en"),
                ("Hector vier", "de-DE"),
                (", empty", "en")
            ]
        );
        assert_eq!(plain(&woven), "Bella vier to Hector vier, empty");
        // A message without its slot keeps its words; a part of the same
        // language joins its neighbours.
        assert_eq!(parts(&weave(Lang::En, "No move", &[])), [("No move", "en")]);
        let en = SpeechSettings::new(Scheme::English);
        let woven = weave(
            Lang::En,
            &format!("Hint: {}", SLOT[0]),
            &[vec![Announcement {
                text: "Knight f3".into(),
                lang: en.scheme.lang(),
            }]],
        );
        assert_eq!(parts(&woven), [("Hint: ", "en"), ("Knight f3", "en-GB")]);
    }

    #[test]
    fn sentences_are_joined_and_empty_ones_left_out() {
        let joined = sentences(vec![
            ui(Lang::En, "Black to move"),
            Vec::new(),
            vec![Announcement {
                text: "Springer Felix drei".into(),
                lang: "de-DE",
            }],
            ui(Lang::En, "No draw offer"),
        ]);
        assert_eq!(
            parts(&joined),
            [
                ("Black to move. ", "en"),
                ("Springer Felix drei. ", "de-DE"),
                ("No draw offer", "en")
            ]
        );
    }
}

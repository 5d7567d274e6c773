//! Move announcements (2001 Laws, rules for play with visually handicapped
//! players, rule 1: "The moves shall be announced clearly, repeated by the
//! opponent and executed on his board").

use rochade_laws::{CastlingSide, File, Move, Position, Rank, Role, San, Square, Suffix};

use crate::lexicons::lexicon;
use crate::words::Lexicon;
use crate::{Announcement, Form, Settings};

/// Everything an announcement says about a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Facts {
    pub role: Role,
    pub from: Square,
    pub to: Square,
    pub castle: Option<CastlingSide>,
    pub capture: bool,
    pub en_passant: bool,
    pub promotion: Option<Role>,
    /// SAN's disambiguation (or a capturing pawn's file).
    pub file: Option<File>,
    pub rank: Option<Rank>,
    pub suffix: Option<Suffix>,
}

impl Facts {
    /// The facts of `m` in `before`. For a legal move they come from its
    /// SAN (Appendix E); for anything else from the move alone, without
    /// disambiguation or check sign, so that nothing can panic.
    pub fn of(before: &Position, m: &Move) -> Facts {
        let mut facts = Facts::plain(m);
        if before.is_legal(m) {
            let san = before.san(m);
            facts.suffix = san.suffix;
            if let San::Normal { file, rank, .. } = san.san {
                facts.file = file;
                facts.rank = rank;
            }
        }
        facts
    }

    /// The facts of the move alone: no disambiguation except a capturing
    /// pawn's file, no check sign.
    pub fn plain(m: &Move) -> Facts {
        let mut facts = Facts {
            role: m.role(),
            from: m.from(),
            to: m.to(),
            castle: m.castling_side(),
            capture: m.is_capture(),
            en_passant: m.is_en_passant(),
            promotion: m.promotion(),
            file: None,
            rank: None,
            suffix: None,
        };
        if m.role() == Role::Pawn && m.is_capture() {
            facts.file = Some(m.from().file());
        }
        facts
    }
}

/// The words of a move, without spelling applied.
pub(crate) fn move_words(lex: &Lexicon, facts: &Facts, form: Form) -> String {
    let mut parts: Vec<String> = Vec::with_capacity(8);
    match facts.castle {
        Some(CastlingSide::KingSide) => parts.push(lex.castle_short.into()),
        Some(CastlingSide::QueenSide) => parts.push(lex.castle_long.into()),
        None => {
            parts.push(lex.role(facts.role).into());
            match form {
                Form::Long => parts.push(lex.square(facts.from)),
                Form::Short => match (facts.file, facts.rank) {
                    (Some(_), Some(_)) => parts.push(lex.square(facts.from)),
                    (Some(f), None) => parts.push(lex.file(f).into()),
                    (None, Some(r)) => parts.push(lex.rank(r).into()),
                    (None, None) => {}
                },
            }
            if facts.capture {
                parts.push(lex.takes.into());
            }
            parts.push(lex.square(facts.to));
            if let Some(p) = facts.promotion {
                parts.push(lex.promotes.into());
                parts.push(lex.role(p).into());
            }
            if facts.en_passant {
                parts.push(lex.en_passant.into());
            }
        }
    }
    let mut text = parts.join(" ");
    match facts.suffix {
        Some(Suffix::Check) => {
            text.push_str(", ");
            text.push_str(lex.check);
        }
        Some(Suffix::Checkmate) => {
            text.push_str(", ");
            text.push_str(lex.checkmate);
        }
        None => {}
    }
    text
}

/// Announces a move played in `before`: captures, check, mate, promotion
/// (the new piece is named), en passant, castling, and the departure file,
/// rank or square when the short form needs it (as SAN does, Appendix E).
///
/// ```
/// use rochade_laws::{Position, parse_move};
/// use rochade_speech::{Form, Scheme, Settings, Spelling, announce_move};
///
/// let pos = Position::new();
/// let m = parse_move(&pos, "Nf3").unwrap();
/// let de = Settings::new(Scheme::German);
/// assert_eq!(announce_move(&pos, &m, &de).text, "Springer Felix drei");
/// assert_eq!(announce_move(&pos, &m, &de.with_form(Form::Long)).text, "Springer Gustav eins Felix drei");
/// assert_eq!(announce_move(&pos, &m, &Settings::new(Scheme::English)).text, "Knight f3");
/// assert_eq!(announce_move(&pos, &m, &Settings::new(Scheme::Portuguese)).text, "Cavalo f3");
/// assert_eq!(announce_move(&pos, &m, &Settings::new(Scheme::GermanWithEnglishNumbers)).text, "Knight Felix three");
///
/// let pos = Position::from_fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1").unwrap();
/// let m = parse_move(&pos, "exd5").unwrap();
/// assert_eq!(announce_move(&pos, &m, &de).text, "Bauer Eva schlägt David fünf");
/// assert_eq!(announce_move(&pos, &m, &de.with_spelling(Spelling::Ascii)).text, "Bauer Eva schlaegt David fuenf");
/// ```
pub fn announce_move(before: &Position, m: &Move, settings: &Settings) -> Announcement {
    let lex = lexicon(settings.scheme);
    let facts = Facts::of(before, m);
    settings.finish(move_words(lex, &facts, settings.form))
}

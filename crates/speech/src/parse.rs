//! Reading a spoken or typed move back: the words of any scheme
//! ("Springer Felix drei", "Knight f3", "Cavalo toma e5", "Bauer Eva acht
//! wird Dame"), matched against the legal moves of the position. Plain
//! algebraic notation ("Nf3", "Sf3", "0-0") is handed to
//! [`rochade_laws::parse_move`].

use core::fmt;
use std::sync::OnceLock;

use rochade_laws::{
    CastlingSide, File, Move, ParseMoveError, Position, Rank, Role, Square, Unmatched,
    explain_move_text, explain_unmatched,
};

use crate::announce::Facts;
use crate::lexicons::lexicon;
use crate::vocabulary::{Named, fold, move_names};
use crate::{Scheme, Settings};

/// Why a text is not exactly one legal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SpokenMoveError {
    /// Nothing was said.
    Empty,
    /// A word that is not part of any scheme.
    UnknownWord(String),
    /// The words do not form a move (e.g. no arrival square).
    Malformed,
    /// No legal move fits the words; why, when one reason can be given
    /// (no such piece, none reaches the square, or the rules forbid it).
    NoSuchMove(Option<Unmatched>),
    /// Several legal moves fit; more must be said (e.g. which piece, or
    /// the promotion piece). The candidates, to be named back (Appendix
    /// E.9 needs the departure file or rank).
    Ambiguous(Vec<Move>),
}

impl fmt::Display for SpokenMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpokenMoveError::Empty => f.write_str("no move given"),
            SpokenMoveError::UnknownWord(w) => write!(f, "unknown word {w:?}"),
            SpokenMoveError::Malformed => f.write_str("the words do not form a move"),
            SpokenMoveError::NoSuchMove(_) => f.write_str("no legal move fits"),
            SpokenMoveError::Ambiguous(c) => write!(f, "{} legal moves fit", c.len()),
        }
    }
}

impl std::error::Error for SpokenMoveError {}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token {
    File(File),
    Rank(Rank),
    Square(Square),
    Role(Role),
    Takes,
    Castle(CastlingSide),
    Check,
    Mate,
    EnPassant,
    Promotes,
}

/// The text [`fold`]ed, with the punctuation that may stand between the
/// words of a move ("Springer Felix drei, Schach", "e2-e4") turned into
/// spaces. Dots stay: they end abbreviations ("e.p.").
fn normalize(text: &str) -> String {
    fold(text)
        .chars()
        .map(|c| match c {
            ',' | ';' | ':' | '!' | '?' | '(' | ')' | '-' => ' ',
            c => c,
        })
        .collect()
}

/// Every phrase of every scheme, as normalized words, with its token;
/// longest first.
fn vocabulary() -> Vec<(Vec<String>, Token)> {
    let mut v: Vec<(String, Token)> = Vec::new();
    for scheme in Scheme::ALL {
        let lex = lexicon(scheme);
        v.push((lex.takes.into(), Token::Takes));
        v.push((
            lex.castle_short.into(),
            Token::Castle(CastlingSide::KingSide),
        ));
        v.push((
            lex.castle_long.into(),
            Token::Castle(CastlingSide::QueenSide),
        ));
        v.push((lex.check.into(), Token::Check));
        v.push((lex.checkmate.into(), Token::Mate));
        v.push((lex.en_passant.into(), Token::EnPassant));
        v.push((lex.promotes.into(), Token::Promotes));
    }
    for (word, named) in move_names() {
        let token = match named {
            Named::File(f) => Token::File(f),
            Named::Rank(r) => Token::Rank(r),
            Named::Role(r) => Token::Role(r),
            // A move names no colour: the side to move makes it.
            Named::Color(_) => continue,
        };
        v.push((word.into(), token));
    }
    for sq in Square::all() {
        v.push((sq.to_string(), Token::Square(sq)));
    }
    // A few common alternatives.
    for (word, token) in [
        ("x", Token::Takes),
        ("captures", Token::Takes),
        ("captura", Token::Takes),
        ("matt", Token::Mate),
        ("mate", Token::Mate),
        ("e.p.", Token::EnPassant),
        ("ep", Token::EnPassant),
    ] {
        v.push((word.into(), token));
    }
    let mut out: Vec<(Vec<String>, Token)> = v
        .into_iter()
        .map(|(phrase, t)| {
            (
                normalize(&phrase)
                    .split_whitespace()
                    .map(String::from)
                    .collect(),
                t,
            )
        })
        .collect();
    crate::sort_short_by(&mut out, |a, b| b.0.len().cmp(&a.0.len()));
    out.dedup();
    out
}

fn tokenize(text: &str) -> Result<Vec<Token>, SpokenMoveError> {
    static VOCABULARY: OnceLock<Vec<(Vec<String>, Token)>> = OnceLock::new();
    let vocab = VOCABULARY.get_or_init(vocabulary);
    let norm = normalize(text);
    let words: Vec<&str> = norm
        .split_whitespace()
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| !w.is_empty())
        .collect();
    let mut tokens = Vec::with_capacity(words.len());
    let mut i = 0;
    'words: while i < words.len() {
        for (phrase, token) in vocab {
            let n = phrase.len();
            if n > 0
                && i + n <= words.len()
                && phrase.iter().zip(&words[i..i + n]).all(|(a, b)| a == b)
            {
                tokens.push(*token);
                i += n;
                continue 'words;
            }
        }
        return Err(SpokenMoveError::UnknownWord(words[i].to_string()));
    }
    Ok(tokens)
}

/// What the words ask for.
#[derive(Debug, Default)]
struct Wanted {
    castle: Option<CastlingSide>,
    role: Option<Role>,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Option<Square>,
    capture: bool,
    en_passant: bool,
    promotion: Option<Role>,
}

fn understand(tokens: &[Token]) -> Result<Wanted, SpokenMoveError> {
    let mut w = Wanted::default();
    let mut coords: Vec<Token> = Vec::new();
    let mut promotes = false;
    for &t in tokens {
        match t {
            Token::Castle(side) => {
                if w.castle.is_some() {
                    return Err(SpokenMoveError::Malformed);
                }
                w.castle = Some(side);
            }
            Token::Role(role) => {
                if w.role.is_none() && coords.is_empty() && !promotes {
                    w.role = Some(role);
                } else if (promotes || !coords.is_empty()) && w.promotion.is_none() {
                    // "wird Dame", or a piece named after the arrival square.
                    w.promotion = Some(role);
                    promotes = false;
                } else {
                    return Err(SpokenMoveError::Malformed);
                }
            }
            Token::File(f) => coords.push(Token::File(f)),
            Token::Rank(r) => coords.push(Token::Rank(r)),
            Token::Square(sq) => {
                coords.push(Token::File(sq.file()));
                coords.push(Token::Rank(sq.rank()));
            }
            Token::Takes => w.capture = true,
            Token::EnPassant => {
                w.en_passant = true;
                w.capture = true;
            }
            Token::Promotes => promotes = true,
            Token::Check | Token::Mate => {}
        }
    }
    if promotes {
        return Err(SpokenMoveError::Malformed);
    }
    if w.castle.is_some() {
        return if coords.is_empty() && w.role.is_none() && w.promotion.is_none() {
            Ok(w)
        } else {
            Err(SpokenMoveError::Malformed)
        };
    }
    let [from @ .., Token::File(tf), Token::Rank(tr)] = coords.as_slice() else {
        return Err(SpokenMoveError::Malformed);
    };
    w.to = Some(Square::from_coords(*tf, *tr));
    match from {
        [] => {}
        [Token::File(f)] => w.from_file = Some(*f),
        [Token::Rank(r)] => w.from_rank = Some(*r),
        [Token::File(f), Token::Rank(r)] => {
            w.from_file = Some(*f);
            w.from_rank = Some(*r);
        }
        _ => return Err(SpokenMoveError::Malformed),
    }
    Ok(w)
}

fn fits(w: &Wanted, facts: &Facts, turn_king_to: impl Fn(CastlingSide) -> Square) -> bool {
    if let Some(side) = w.castle {
        return facts.castle == Some(side);
    }
    let role = w.role.unwrap_or(Role::Pawn);
    let to = match facts.castle {
        // "König Gustav eins" is short castling too.
        Some(side) => turn_king_to(side),
        None => facts.to,
    };
    role == facts.role
        && w.to == Some(to)
        && w.from_file.is_none_or(|f| f == facts.from.file())
        && w.from_rank.is_none_or(|r| r == facts.from.rank())
        && (!w.capture || facts.capture)
        && (!w.en_passant || facts.en_passant)
        && (w.promotion.is_none() || w.promotion == facts.promotion)
}

/// Reads a move said or typed in the words of any scheme (the `settings`
/// only matter for future scheme-specific words; spelling and case do not
/// matter), or in algebraic notation, and returns the one legal move it
/// names.
///
/// The capture word may be left out; if it is said, the move must capture.
/// Check and mate words are accepted and not checked.
///
/// ```
/// use rochade_laws::{Position, Role, Square, Unmatched, parse_move};
/// use rochade_speech::{Settings, parse_spoken_move, SpokenMoveError};
/// let pos = Position::new();
/// let s = Settings::default();
/// assert_eq!(parse_spoken_move(&pos, "Springer Felix drei", &s), Ok(parse_move(&pos, "Nf3").unwrap()));
/// assert_eq!(parse_spoken_move(&pos, "knight f3", &s), Ok(parse_move(&pos, "Nf3").unwrap()));
/// assert_eq!(parse_spoken_move(&pos, "Bauer Eva vier", &s), Ok(parse_move(&pos, "e4").unwrap()));
/// assert_eq!(parse_spoken_move(&pos, "Nf3", &s), Ok(parse_move(&pos, "Nf3").unwrap()));
/// assert_eq!(parse_spoken_move(&pos, "Springer Felix", &s), Err(SpokenMoveError::Malformed));
/// // The answer says why: no knight moves to e4 (Art. 3.6).
/// assert_eq!(
///     parse_spoken_move(&pos, "Springer Eva vier", &s),
///     Err(SpokenMoveError::NoSuchMove(Some(Unmatched::NoneReaches { role: Role::Knight, to: Square::E4 })))
/// );
/// ```
pub fn parse_spoken_move(
    pos: &Position,
    text: &str,
    settings: &Settings,
) -> Result<Move, SpokenMoveError> {
    let _ = settings;
    if text.trim().is_empty() {
        return Err(SpokenMoveError::Empty);
    }
    let wanted = match tokenize(text).and_then(|t| understand(&t)) {
        Ok(w) => w,
        Err(e) => {
            // Perhaps plain algebraic notation.
            return match rochade_laws::parse_move(pos, text.trim()) {
                Ok(m) => Ok(m),
                Err(ParseMoveError::Ambiguous { candidates }) => {
                    Err(SpokenMoveError::Ambiguous(candidates))
                }
                Err(ParseMoveError::Illegal { .. }) => Err(SpokenMoveError::NoSuchMove(
                    explain_move_text(pos, text.trim()),
                )),
                Err(_) => Err(e),
            };
        }
    };
    let turn = pos.turn();
    let found: Vec<Move> = pos
        .legal_moves()
        .iter()
        .filter(|m| fits(&wanted, &Facts::plain(m), |side| side.king_to(turn)))
        .copied()
        .collect();
    match found.as_slice() {
        [m] => Ok(*m),
        [] => Err(SpokenMoveError::NoSuchMove(why_none(pos, &wanted))),
        _ => Err(SpokenMoveError::Ambiguous(found)),
    }
}

/// Why no legal move fits `w` (see [`explain_unmatched`]).
fn why_none(pos: &Position, w: &Wanted) -> Option<Unmatched> {
    let turn = pos.turn();
    if let Some(side) = w.castle {
        return Some(Unmatched::Refused {
            from: pos.king_of(turn),
            to: side.king_to(turn),
            reason: rochade_laws::Refusal::Castling,
        });
    }
    explain_unmatched(
        pos,
        w.role.unwrap_or(Role::Pawn),
        w.from_file,
        w.from_rank,
        w.to?,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_may_use_the_words_players_also_say() {
        let pos = Position::from_fen("4k3/8/8/8/8/8/4P3/3QK3 w - - 0 1")
            .unwrap_or_else(|e| panic!("{e}"));
        let s = Settings::default();
        let said = |text| parse_spoken_move(&pos, text, &s).map(|m| m.to_string());
        assert_eq!(said("Rainha d4"), said("Dama d4"));
        assert_eq!(said("peón e4"), said("peão e4"));
        assert_eq!(said("Dame David vier"), said("Queen d4"));
        assert!(said("Dama d4").is_ok());
        // A colour names no move.
        assert_eq!(
            said("branco e4"),
            Err(SpokenMoveError::UnknownWord("branco".into()))
        );
    }
}

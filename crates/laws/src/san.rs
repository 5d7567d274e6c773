//! Algebraic notation (Appendix E): writing short and long algebraic in FIDE
//! or PGN style with any language's piece letters or figurines, and one
//! lenient reader for everything people and programs write.

use core::fmt;

use crate::{CastlingSide, File, Move, Position, Rank, Role, Square, Uci};

/// Piece letters used in notation (Appendix E.1, E.2). Pawns have no letter (E.3).
///
/// ```
/// use rochade_laws::{PieceLetters, Role};
/// assert_eq!(PieceLetters::GERMAN.letter(Role::Knight), Some('S'));
/// assert_eq!(PieceLetters::PORTUGUESE.role_of('D'), Some(Role::Queen));
/// assert_eq!(PieceLetters::FIGURINE.letter(Role::Queen), Some('♕'));
/// assert_eq!(PieceLetters::ENGLISH.letter(Role::Pawn), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PieceLetters {
    /// Letter for the king.
    pub king: char,
    /// Letter for the queen.
    pub queen: char,
    /// Letter for the rook.
    pub rook: char,
    /// Letter for the bishop.
    pub bishop: char,
    /// Letter for the knight.
    pub knight: char,
}

impl PieceLetters {
    /// English `K Q R B N` (Appendix E.1; PGN).
    pub const ENGLISH: PieceLetters = PieceLetters::new('K', 'Q', 'R', 'B', 'N');
    /// Portuguese `R D T B C` (Rei, Dama, Torre, Bispo, Cavalo).
    pub const PORTUGUESE: PieceLetters = PieceLetters::new('R', 'D', 'T', 'B', 'C');
    /// German `K D T L S` (König, Dame, Turm, Läufer, Springer).
    pub const GERMAN: PieceLetters = PieceLetters::new('K', 'D', 'T', 'L', 'S');
    /// French `R D T F C` (Roi, Dame, Tour, Fou, Cavalier; Appendix E.2).
    pub const FRENCH: PieceLetters = PieceLetters::new('R', 'D', 'T', 'F', 'C');
    /// Dutch `K D T L P` (Koning, Dame, Toren, Loper, Paard; Appendix E.2).
    pub const DUTCH: PieceLetters = PieceLetters::new('K', 'D', 'T', 'L', 'P');
    /// Spanish `R D T A C` (Rey, Dama, Torre, Alfil, Caballo).
    pub const SPANISH: PieceLetters = PieceLetters::new('R', 'D', 'T', 'A', 'C');
    /// Figurines (Appendix E.2, recommended for print), white glyphs `♔ ♕ ♖ ♗ ♘`.
    pub const FIGURINE: PieceLetters = PieceLetters::new('♔', '♕', '♖', '♗', '♘');
    /// Figurines with black glyphs `♚ ♛ ♜ ♝ ♞`.
    pub const FIGURINE_BLACK: PieceLetters = PieceLetters::new('♚', '♛', '♜', '♝', '♞');

    /// Every built-in letter set, English first.
    pub const ALL: [PieceLetters; 8] = [
        PieceLetters::ENGLISH,
        PieceLetters::PORTUGUESE,
        PieceLetters::GERMAN,
        PieceLetters::FRENCH,
        PieceLetters::DUTCH,
        PieceLetters::SPANISH,
        PieceLetters::FIGURINE,
        PieceLetters::FIGURINE_BLACK,
    ];

    /// A letter set from the letters for king, queen, rook, bishop, knight.
    pub const fn new(
        king: char,
        queen: char,
        rook: char,
        bishop: char,
        knight: char,
    ) -> PieceLetters {
        PieceLetters {
            king,
            queen,
            rook,
            bishop,
            knight,
        }
    }

    /// The letter of `role`; `None` for the pawn (Appendix E.3).
    pub const fn letter(&self, role: Role) -> Option<char> {
        match role {
            Role::Pawn => None,
            Role::Knight => Some(self.knight),
            Role::Bishop => Some(self.bishop),
            Role::Rook => Some(self.rook),
            Role::Queen => Some(self.queen),
            Role::King => Some(self.king),
        }
    }

    /// The role of a letter in this set.
    pub fn role_of(&self, c: char) -> Option<Role> {
        [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ]
        .into_iter()
        .find(|&r| self.letter(r) == Some(c))
    }
}

/// FIDE scoresheet style or PGN export style.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NotationStyle {
    /// As the Laws write it (Appendix E): `0-0`, `0-0-0`, promotion `d8Q`.
    Fide,
    /// As PGN files write it: `O-O`, `O-O-O`, promotion `d8=Q`.
    Pgn,
}

/// How to write moves.
///
/// ```
/// use rochade_laws::{Notation, PieceLetters, Position, parse_move};
/// let pos = Position::from_fen("r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1").unwrap();
/// let promo = parse_move(&pos, "bxa8=Q").unwrap();
/// assert_eq!(pos.write_move(&promo, &Notation::PGN), "bxa8=Q+");
/// assert_eq!(pos.write_move(&promo, &Notation::FIDE), "bxa8Q+");
/// assert_eq!(pos.write_move(&promo, &Notation::FIDE.letters(PieceLetters::GERMAN)), "bxa8D+");
/// assert_eq!(pos.write_move(&promo, &Notation::FIDE.long()), "b7xa8Q+");
/// let castle = parse_move(&pos, "0-0").unwrap();
/// assert_eq!(pos.write_move(&castle, &Notation::FIDE), "0-0");
/// assert_eq!(pos.write_move(&castle, &Notation::PGN), "O-O");
/// assert_eq!(pos.write_move(&castle, &Notation::UCI), "e1g1");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Notation {
    /// FIDE or PGN conventions.
    pub style: NotationStyle,
    /// Piece letters (Appendix E.1, E.2).
    pub letters: PieceLetters,
    /// Long algebraic: start and end square (`e2-e4`, `Ng1-f3`, `e4xd5`).
    pub long: bool,
    /// Write mate as `++` instead of `#` (FIDE style allows both).
    pub double_plus_mate: bool,
    /// Append ` e.p.` to en passant captures.
    pub ep_suffix: bool,
    /// Write UCI (`e2e4`, `e7e8q`) instead of algebraic; other fields ignored.
    pub uci: bool,
}

impl Notation {
    /// PGN export format (standard algebraic notation): `Nf3`, `O-O`, `e8=Q`, `#`.
    pub const PGN: Notation = Notation {
        style: NotationStyle::Pgn,
        letters: PieceLetters::ENGLISH,
        long: false,
        double_plus_mate: false,
        ep_suffix: false,
        uci: false,
    };
    /// FIDE style with English letters: `Nf3`, `0-0`, `e8Q`, `#`.
    pub const FIDE: Notation = Notation {
        style: NotationStyle::Fide,
        ..Notation::PGN
    };
    /// FIDE style with German letters.
    pub const FIDE_GERMAN: Notation = Notation::FIDE.letters(PieceLetters::GERMAN);
    /// FIDE style with Portuguese letters.
    pub const FIDE_PORTUGUESE: Notation = Notation::FIDE.letters(PieceLetters::PORTUGUESE);
    /// UCI: `e2e4`, `e7e8q`, castling as the king's move `e1g1`; in a
    /// Chess960 position as the king taking its own rook, `e1h1` (2023
    /// Guidelines II).
    pub const UCI: Notation = Notation {
        uci: true,
        ..Notation::PGN
    };

    /// The same notation with other piece letters.
    pub const fn letters(self, letters: PieceLetters) -> Notation {
        Notation { letters, ..self }
    }

    /// The same notation in long algebraic form.
    pub const fn long(self) -> Notation {
        Notation { long: true, ..self }
    }

    /// The same notation writing mate as `++`.
    pub const fn double_plus_mate(self) -> Notation {
        Notation {
            double_plus_mate: true,
            ..self
        }
    }

    /// The same notation with ` e.p.` after en passant captures.
    pub const fn ep_suffix(self) -> Notation {
        Notation {
            ep_suffix: true,
            ..self
        }
    }
}

impl Default for Notation {
    fn default() -> Notation {
        Notation::PGN
    }
}

/// A move in short algebraic notation, without check sign: what a scoresheet
/// says (Appendix E.6–E.10). Structured so that it can also be spoken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum San {
    /// A piece or pawn move.
    Normal {
        /// The moving piece (a pawn for promotions).
        role: Role,
        /// Disambiguating start file (always given for pawn captures, E.9).
        file: Option<File>,
        /// Disambiguating start rank (E.9).
        rank: Option<Rank>,
        /// Whether the move captures (`x`, E.9).
        capture: bool,
        /// Destination square.
        to: Square,
        /// Promotion piece (Art. 3.7.e, E.10).
        promotion: Option<Role>,
        /// Whether it is an en passant capture (`e.p.`, E.9).
        en_passant: bool,
    },
    /// Castling (`0-0` or `0-0-0`, E.9).
    Castle(CastlingSide),
}

/// A check or mate sign (Appendix E.11): `+`, `#` (or `++`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Suffix {
    /// The move gives check.
    Check,
    /// The move gives checkmate.
    Checkmate,
}

/// A [`San`] with its check or mate sign.
///
/// `Display` writes PGN style; use [`SanPlus::display`] for other notations.
///
/// ```
/// use rochade_laws::{Position, parse_move, Suffix};
/// let pos = Position::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
/// let san = pos.san(&parse_move(&pos, "Ra8").unwrap());
/// assert_eq!(san.suffix, Some(Suffix::Checkmate));
/// assert_eq!(san.to_string(), "Ra8#");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SanPlus {
    /// The move.
    pub san: San,
    /// Check or mate sign.
    pub suffix: Option<Suffix>,
}

impl San {
    /// The SAN of a legal move, disambiguated only against other *legal*
    /// moves (Appendix E.9), so a pinned piece never forces a file or rank.
    pub fn from_move(pos: &Position, m: &Move) -> San {
        match *m {
            Move::Castle { .. } => San::Castle(m.castling_side().unwrap_or(CastlingSide::KingSide)),
            _ => {
                let role = m.role();
                let from = m.from();
                let to = m.to();
                let capture = m.is_capture();
                let (file, rank) = if role == Role::Pawn {
                    (if capture { Some(from.file()) } else { None }, None)
                } else {
                    let others: Vec<Square> = pos
                        .legal_moves()
                        .iter()
                        .filter(|o| {
                            o.role() == role && !o.is_castle() && o.to() == to && o.from() != from
                        })
                        .map(|o| o.from())
                        .collect();
                    if others.is_empty() {
                        (None, None)
                    } else if others.iter().all(|s| s.file() != from.file()) {
                        (Some(from.file()), None)
                    } else if others.iter().all(|s| s.rank() != from.rank()) {
                        (None, Some(from.rank()))
                    } else {
                        (Some(from.file()), Some(from.rank()))
                    }
                };
                San::Normal {
                    role,
                    file,
                    rank,
                    capture,
                    to,
                    promotion: m.promotion(),
                    en_passant: m.is_en_passant(),
                }
            }
        }
    }

    fn write(&self, out: &mut String, n: &Notation) {
        match *self {
            San::Castle(side) => write_castle(out, side, n.style),
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
                en_passant: _,
            } => {
                if let Some(c) = n.letters.letter(role) {
                    out.push(c);
                }
                if let Some(f) = file {
                    out.push(f.char());
                }
                if let Some(r) = rank {
                    out.push(r.char());
                }
                if capture {
                    out.push('x');
                }
                push_square(out, to);
                if let Some(p) = promotion {
                    write_promotion(out, p, n);
                }
            }
        }
    }

    /// Writes this SAN (no check sign) in the given notation; `long` and `uci` are ignored.
    pub fn display(&self, notation: Notation) -> String {
        let mut s = String::new();
        self.write(&mut s, &notation);
        s
    }
}

fn push_square(out: &mut String, sq: Square) {
    out.push(sq.file().char());
    out.push(sq.rank().char());
}

fn write_castle(out: &mut String, side: CastlingSide, style: NotationStyle) {
    let o = match style {
        NotationStyle::Fide => "0-0",
        NotationStyle::Pgn => "O-O",
    };
    out.push_str(o);
    if side == CastlingSide::QueenSide {
        out.push_str(&o[1..]);
    }
}

fn write_promotion(out: &mut String, role: Role, n: &Notation) {
    if n.style == NotationStyle::Pgn {
        out.push('=');
    }
    if let Some(c) = n.letters.letter(role) {
        out.push(c);
    }
}

fn write_suffix(out: &mut String, suffix: Option<Suffix>, n: &Notation) {
    match suffix {
        Some(Suffix::Check) => out.push('+'),
        Some(Suffix::Checkmate) => out.push_str(if n.double_plus_mate { "++" } else { "#" }),
        None => {}
    }
}

impl SanPlus {
    /// The SAN with check sign of a legal move.
    pub fn from_move(pos: &Position, m: &Move) -> SanPlus {
        let san = San::from_move(pos, m);
        let mut after = pos.clone();
        after.play_unchecked(m);
        SanPlus {
            san,
            suffix: suffix_after(&after),
        }
    }

    /// Writes the move in the given notation (short algebraic; `long` and
    /// `uci` need the position, see [`Position::write_move`]).
    pub fn display(&self, notation: Notation) -> String {
        let mut s = String::new();
        self.san.write(&mut s, &notation);
        if notation.ep_suffix {
            if let San::Normal {
                en_passant: true, ..
            } = self.san
            {
                s.push_str(" e.p.");
            }
        }
        write_suffix(&mut s, self.suffix, &notation);
        s
    }
}

fn suffix_after(after: &Position) -> Option<Suffix> {
    if after.is_check() {
        if after.has_legal_move() {
            Some(Suffix::Check)
        } else {
            Some(Suffix::Checkmate)
        }
    } else {
        None
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.display(Notation::PGN))
    }
}

impl fmt::Display for SanPlus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.display(Notation::PGN))
    }
}

impl Position {
    /// The SAN (with check or mate sign) of a legal move.
    pub fn san(&self, m: &Move) -> SanPlus {
        SanPlus::from_move(self, m)
    }

    /// Writes a legal move in any notation: short or long algebraic, FIDE or
    /// PGN style, any piece letters, or UCI.
    ///
    /// ```
    /// use rochade_laws::{Notation, PieceLetters, Position, parse_move};
    /// let pos = Position::new();
    /// let m = parse_move(&pos, "Nf3").unwrap();
    /// assert_eq!(pos.write_move(&m, &Notation::FIDE.long()), "Ng1-f3");
    /// assert_eq!(pos.write_move(&m, &Notation::FIDE.letters(PieceLetters::FRENCH)), "Cf3");
    /// assert_eq!(pos.write_move(&m, &Notation::PGN.letters(PieceLetters::FIGURINE)), "♘f3");
    /// assert_eq!(pos.write_move(&m, &Notation::UCI), "g1f3");
    /// ```
    pub fn write_move(&self, m: &Move, notation: &Notation) -> String {
        if notation.uci {
            return Uci::from_move_in(m, self.castling_mode()).to_string();
        }
        if !notation.long {
            return self.san(m).display(*notation);
        }
        let mut s = String::new();
        match m.castling_side() {
            Some(side) => write_castle(&mut s, side, notation.style),
            None => {
                if let Some(c) = notation.letters.letter(m.role()) {
                    s.push(c);
                }
                push_square(&mut s, m.from());
                s.push(if m.is_capture() { 'x' } else { '-' });
                push_square(&mut s, m.to());
                if let Some(p) = m.promotion() {
                    write_promotion(&mut s, p, notation);
                }
                if notation.ep_suffix && m.is_en_passant() {
                    s.push_str(" e.p.");
                }
            }
        }
        let mut after = self.clone();
        after.play_unchecked(m);
        write_suffix(&mut s, suffix_after(&after), notation);
        s
    }
}

/// A move text could not be read as a legal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseMoveError {
    /// The text is not a move in any supported notation.
    Malformed {
        /// Character index (0-based) where reading failed.
        position: usize,
        /// The character found there, `None` at the end of the text.
        found: Option<char>,
        /// What was expected there.
        expected: &'static str,
    },
    /// The text names a move, but no legal move matches it.
    Illegal {
        /// The text that was read.
        text: String,
    },
    /// Several legal moves match; the text must say which (Appendix E.9).
    Ambiguous {
        /// The matching legal moves.
        candidates: Vec<Move>,
    },
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Malformed {
                position,
                found,
                expected,
            } => match found {
                Some(c) => write!(
                    f,
                    "malformed move at character {}: found {}, expected {expected}",
                    position + 1,
                    crate::quoted_char(*c)
                ),
                None => write!(
                    f,
                    "malformed move: text ends at character {}, expected {expected}",
                    position + 1
                ),
            },
            ParseMoveError::Illegal { text } => write!(f, "illegal move: {text}"),
            ParseMoveError::Ambiguous { candidates } => {
                write!(f, "ambiguous move, candidates:")?;
                for c in candidates {
                    write!(f, " {c}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for ParseMoveError {}

/// What the tokenizer extracted from a move text.
#[derive(Debug, Default)]
struct Parsed {
    piece: Option<char>,
    from_file: Option<File>,
    from_rank: Option<Rank>,
    to: Option<Square>,
    promotion: Vec<Role>,
}

fn is_suffix_char(c: char) -> bool {
    matches!(
        c,
        '+' | '#' | '!' | '?' | '‡' | '†' | '⁉' | '⁈' | '‼' | '□' | '⩲' | '⩱' | '±' | '∓'
    )
}

/// Roles a promotion letter can stand for in any language (no conflicts once
/// kings and pawns are excluded).
fn promotion_roles(c: char) -> Option<Role> {
    match c {
        'Q' | 'D' | 'q' | 'd' | '♕' | '♛' => Some(Role::Queen),
        'R' | 'T' | 'r' | 't' | '♖' | '♜' => Some(Role::Rook),
        'B' | 'L' | 'F' | 'A' | 'b' | 'l' | 'f' | 'a' | '♗' | '♝' => Some(Role::Bishop),
        'N' | 'S' | 'C' | 'P' | 'n' | 's' | 'c' | 'p' | '♘' | '♞' => Some(Role::Knight),
        _ => None,
    }
}

fn is_piece_char(c: char) -> bool {
    c.is_ascii_uppercase() && PieceLetters::ALL.iter().any(|l| l.role_of(c).is_some())
        || crate::Piece::from_figurine(c).is_some()
}

fn malformed(position: usize, found: Option<char>, expected: &'static str) -> ParseMoveError {
    ParseMoveError::Malformed {
        position,
        found,
        expected,
    }
}

/// Reads a move in any supported notation: short algebraic (FIDE or PGN, any
/// of the built-in languages, figurines), long algebraic, or UCI. Lenient
/// like a human reader: `:` or `×` for captures, missing or superfluous `x`,
/// `+`, `#`, annotation signs (`!`, `?`, `!?`, …), `ep`/`e.p.`, `=`/`()`/`/`
/// around a promotion piece.
///
/// A piece letter is read as English first (`R` = rook, `B` = bishop,
/// `P` = pawn) and only if no legal move matches, in the other languages
/// (`R` = king, `P` = knight, …). Use [`parse_move_in`] to give a language priority.
///
/// ```
/// use rochade_laws::{Position, parse_move, ParseMoveError};
/// let pos = Position::new();
/// for text in ["Nf3", "Sf3", "Cf3", "♘f3", "Ng1-f3", "g1f3", "Nf3!?", "N:f3"] {
///     assert_eq!(parse_move(&pos, text).unwrap().to().to_string(), "f3");
/// }
/// assert!(matches!(parse_move(&pos, "Nd2"), Err(ParseMoveError::Illegal { .. })));
/// assert!(matches!(parse_move(&pos, "Nz3"), Err(ParseMoveError::Malformed { position: 1, .. })));
/// ```
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
    parse_impl(pos, text, None)
}

/// Like [`parse_move`], but piece letters are read in `letters` first (for
/// example `R` as the king with [`PieceLetters::PORTUGUESE`]).
///
/// ```
/// use rochade_laws::{PieceLetters, Position, Role, parse_move_in};
/// let pos = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
/// assert_eq!(parse_move_in(&pos, "Rd1", &PieceLetters::PORTUGUESE).unwrap().role(), Role::King);
/// assert_eq!(parse_move_in(&pos, "Rd1", &PieceLetters::ENGLISH).unwrap().role(), Role::Rook);
/// ```
pub fn parse_move_in(
    pos: &Position,
    text: &str,
    letters: &PieceLetters,
) -> Result<Move, ParseMoveError> {
    parse_impl(pos, text, Some(letters))
}

/// What the text of a move says, before it is matched against the legal
/// moves.
enum Reading {
    Castle(CastlingSide),
    Normal(Parsed, Square),
}

/// Strips white space, check/mate/annotation signs and e.p., and reads
/// castling or the parts of a piece move.
fn read(text: &str) -> Result<Reading, ParseMoveError> {
    let chars: Vec<char> = text.chars().collect();
    let mut start = 0;
    let mut end = chars.len();
    while start < end && chars[start].is_whitespace() {
        start += 1;
    }
    // Strip trailing whitespace, check/mate/annotation signs and e.p. in any order.
    loop {
        let before = end;
        while end > start && (chars[end - 1].is_whitespace() || is_suffix_char(chars[end - 1])) {
            end -= 1;
        }
        let tail: String = chars[start..end]
            .iter()
            .collect::<String>()
            .to_ascii_lowercase();
        for suffix in ["e.p.", "e.p", "ep.", "ep", "(ep)", "(e.p.)"] {
            if tail.ends_with(suffix) && end - start > suffix.len() {
                end -= suffix.len();
                break;
            }
        }
        if end == before {
            break;
        }
    }
    if start == end {
        return Err(malformed(start, chars.get(start).copied(), "a move"));
    }
    let core = &chars[start..end];

    // Castling: 0-0, O-O, o-o, 0-0-0, … (dashes optional).
    if core.iter().all(|&c| matches!(c, '0' | 'O' | 'o' | '-')) {
        let n = core.iter().filter(|&&c| c != '-').count();
        return match n {
            2 => Ok(Reading::Castle(CastlingSide::KingSide)),
            3 => Ok(Reading::Castle(CastlingSide::QueenSide)),
            _ => Err(malformed(start, Some(core[0]), "0-0 or 0-0-0")),
        };
    }

    let p = tokenize(core, start)?;
    let to =
        p.to.ok_or_else(|| malformed(end, None, "a destination square"))?;
    Ok(Reading::Normal(p, to))
}

/// Explains why `text`, read as [`parse_move`] reads it, names no legal move
/// in `pos`; `None` when it does name one, cannot be read, or the reason is
/// not one piece's (see [`explain_unmatched`](crate::explain_unmatched)).
/// Piece letters are read as English.
///
/// ```
/// use rochade_laws::{Position, Refusal, Role, Square, Unmatched, explain_move_text};
/// let pos = Position::new();
/// assert_eq!(
///     explain_move_text(&pos, "Ke2"),
///     Some(Unmatched::Refused { from: Some(Square::E1), to: Square::E2, reason: Refusal::OwnPiece })
/// );
/// assert_eq!(
///     explain_move_text(&pos, "Bc4"),
///     Some(Unmatched::NoneReaches { role: Role::Bishop, to: Square::C4 })
/// );
/// assert_eq!(
///     explain_move_text(&pos, "0-0"),
///     Some(Unmatched::Refused { from: Some(Square::E1), to: Square::G1, reason: Refusal::Castling })
/// );
/// assert_eq!(explain_move_text(&pos, "e4"), None);
/// ```
pub fn explain_move_text(pos: &Position, text: &str) -> Option<crate::Unmatched> {
    match read(text).ok()? {
        Reading::Castle(side) => {
            let m = castle_candidate(pos, side);
            if pos.is_legal(&m) {
                return None;
            }
            let king = pos.king_of(pos.turn())?;
            Some(crate::Unmatched::Refused {
                from: Some(king),
                to: side.king_to(pos.turn()),
                reason: crate::Refusal::Castling,
            })
        }
        Reading::Normal(p, to) => {
            let role = match p.piece {
                None if p.from_file.is_some() && p.from_rank.is_some() => {
                    // UCI or long algebraic: the piece on the start square
                    // (none of the mover's there: no one reason to give).
                    let from = Square::from_coords(p.from_file?, p.from_rank?);
                    pos.piece_at(from)
                        .filter(|piece| piece.color == pos.turn())?
                        .role
                }
                None => Role::Pawn,
                Some(c) => crate::Piece::from_figurine(c).map_or_else(
                    || {
                        if c == 'P' {
                            Some(Role::Pawn)
                        } else {
                            PieceLetters::ENGLISH.role_of(c)
                        }
                    },
                    |piece| Some(piece.role),
                )?,
            };
            crate::explain_unmatched(pos, role, p.from_file, p.from_rank, to)
        }
    }
}

/// The castling move that `0-0` or `0-0-0` names: with the rook that holds
/// the right (Chess960: 2023 Guidelines II.3), else the standard squares.
fn castle_candidate(pos: &Position, side: CastlingSide) -> Move {
    match pos.castling_mode() {
        crate::CastlingMode::Chess960 => pos
            .castling_move(side)
            .unwrap_or_else(|| Move::castle(pos.turn(), side)),
        crate::CastlingMode::Standard => Move::castle(pos.turn(), side),
    }
}

fn parse_impl(
    pos: &Position,
    text: &str,
    letters: Option<&PieceLetters>,
) -> Result<Move, ParseMoveError> {
    let (p, to) = match read(text)? {
        Reading::Castle(side) => {
            let m = castle_candidate(pos, side);
            return if pos.is_legal(&m) {
                Ok(m)
            } else {
                Err(ParseMoveError::Illegal {
                    text: text.to_string(),
                })
            };
        }
        Reading::Normal(p, to) => (p, to),
    };

    // Candidate role sets in order of priority.
    let mut interpretations: Vec<Vec<Option<Role>>> = Vec::new();
    match p.piece {
        None => {
            if p.from_file.is_some() && p.from_rank.is_some() {
                interpretations.push(vec![None]); // UCI / long algebraic: any piece
            } else {
                interpretations.push(vec![Some(Role::Pawn)]);
            }
        }
        Some(c) => {
            if let Some(piece) = crate::Piece::from_figurine(c) {
                interpretations.push(vec![Some(piece.role)]);
            } else {
                let mut seen: Vec<Role> = Vec::new();
                let mut push = |set: Vec<Role>, out: &mut Vec<Vec<Option<Role>>>| {
                    let fresh: Vec<Option<Role>> = set
                        .into_iter()
                        .filter(|r| !seen.contains(r))
                        .map(Some)
                        .collect();
                    for r in fresh.iter().flatten() {
                        seen.push(*r);
                    }
                    if !fresh.is_empty() {
                        out.push(fresh);
                    }
                };
                if let Some(l) = letters {
                    push(l.role_of(c).into_iter().collect(), &mut interpretations);
                }
                let english = if c == 'P' {
                    Some(Role::Pawn)
                } else {
                    PieceLetters::ENGLISH.role_of(c)
                };
                push(english.into_iter().collect(), &mut interpretations);
                let others: Vec<Role> = PieceLetters::ALL
                    .iter()
                    .filter_map(|l| l.role_of(c))
                    .collect();
                push(others, &mut interpretations);
            }
        }
    }

    let legal = pos.legal_moves();
    for roles in &interpretations {
        let matches: Vec<Move> = legal
            .iter()
            .filter(|m| {
                let role_ok = roles.iter().any(|r| r.is_none_or(|r| r == m.role()));
                let to_ok = if m.is_castle() {
                    // Only a king move written with its start square (UCI, long
                    // algebraic) can mean castling: e1g1, or king takes own rook e1h1.
                    p.from_file.is_some()
                        && p.from_rank.is_some()
                        && (m.to() == to || matches!(m, Move::Castle { rook, .. } if *rook == to))
                } else {
                    m.to() == to
                };
                let from = m.from();
                role_ok
                    && to_ok
                    && p.from_file.is_none_or(|f| f == from.file())
                    && p.from_rank.is_none_or(|r| r == from.rank())
                    && (p.promotion.is_empty()
                        || m.promotion().is_some_and(|r| p.promotion.contains(&r)))
            })
            .copied()
            .collect();
        // Chess960: a king move to the castling destination that is also
        // the king's ordinary step means the step; castling is then written
        // as the king taking its own rook (or 0-0, 0-0-0).
        let mut matches = matches;
        if matches.iter().any(|m| !m.is_castle()) {
            matches.retain(|m| !m.is_castle());
        }
        match matches.len() {
            0 => continue,
            1 => return Ok(matches[0]),
            _ => {
                return Err(ParseMoveError::Ambiguous {
                    candidates: matches,
                });
            }
        }
    }
    Err(ParseMoveError::Illegal {
        text: text.to_string(),
    })
}

/// Reads `[piece] [file] [rank] [x|:|-|×] file rank [=|(|/] [promotion] [)]`.
fn tokenize(core: &[char], offset: usize) -> Result<Parsed, ParseMoveError> {
    let mut p = Parsed::default();
    let mut i = 0;
    if let Some(&c) = core.first() {
        if is_piece_char(c) {
            p.piece = Some(c);
            i = 1;
        } else if matches!(c, 'k' | 'q' | 'r' | 'n' | 's' | 't' | 'l' | 'p') {
            // Lower-case piece letters that cannot be files (`nf3`, `kxe2`).
            p.piece = Some(c.to_ascii_uppercase());
            i = 1;
        }
    }
    // Up to two coordinate groups separated by an optional capture/dash sign.
    let mut coords: Vec<(Option<File>, Option<Rank>)> = Vec::new();
    let mut seps = 0;
    while i < core.len() {
        let start = i;
        let c = core[i];
        let have_square = matches!(coords.last(), Some((Some(_), Some(_))));
        if have_square && coords.len() == 2 {
            break; // a destination is complete; what follows is a promotion piece
        }
        if let Some(f) = File::from_char(c) {
            let r = core.get(i + 1).and_then(|&c| Rank::from_char(c));
            if have_square && r.is_none() {
                break; // `e8b`: lower-case promotion letter after the destination
            }
            coords.push((Some(f), r));
            i += if r.is_some() { 2 } else { 1 };
        } else if let Some(r) = Rank::from_char(c) {
            coords.push((None, Some(r)));
            i += 1;
        } else if matches!(c, 'x' | 'X' | ':' | '-' | '×' | '–') {
            if seps > 0 || coords.len() > 1 {
                return Err(malformed(offset + i, Some(c), "a square"));
            }
            seps += 1;
            i += 1;
        } else {
            break;
        }
        if coords.len() > 2 {
            // The third group begins at `start` (a square is two chars).
            return Err(malformed(
                offset + start,
                Some(c),
                "end of move or promotion piece",
            ));
        }
    }
    let dest_at = offset + i;
    match coords.as_slice() {
        [(Some(f), Some(r))] => p.to = Some(Square::from_coords(*f, *r)),
        [from, (Some(f), Some(r))] => {
            p.from_file = from.0;
            p.from_rank = from.1;
            p.to = Some(Square::from_coords(*f, *r));
        }
        _ => {
            return Err(malformed(
                dest_at,
                core.get(i).copied(),
                "a destination square",
            ));
        }
    }
    // Promotion.
    if i < core.len() && matches!(core[i], '=' | '(' | '/') {
        i += 1;
    }
    if i < core.len() {
        match promotion_roles(core[i]) {
            Some(r) => {
                p.promotion.push(r);
                i += 1;
            }
            None => {
                return Err(malformed(
                    offset + i,
                    Some(core[i]),
                    "a promotion piece or end of move",
                ));
            }
        }
        if i < core.len() && core[i] == ')' {
            i += 1;
        }
    }
    if i < core.len() {
        return Err(malformed(offset + i, Some(core[i]), "end of move"));
    }
    Ok(p)
}

//! A notation pad: a move entered key by key in algebraic notation
//! (Appendix E), as an electronic scoresheet takes it by touch.
//!
//! Each legal move is spelt by the keys of its SAN (Appendix E.6–E.10,
//! without the check sign of E.11): the piece letter (none for a pawn,
//! E.3), the start file or rank where another piece of the same kind could
//! go to the same square (E.9), `x` for a capture (always with the pawn's
//! file, E.9), the arrival square, the promotion piece (Art. 3.7.e, E.10);
//! castling is one key (E.9, Art. 3.8.2). The keys pressed so far narrow
//! the legal moves to those whose spelling begins with them; a key that no
//! longer begins any legal move's spelling cannot complete a legal move.
//! Once one move is left it is identified, and entering it needs no more
//! keys.
//!
//! ```
//! use rochade_laws::{Pad, PadKey, Position};
//! let pos = Position::new();
//! let pad = Pad::new(&pos);
//! let pressed = [PadKey::parse("N").unwrap(), PadKey::parse("f").unwrap()];
//! let m = pad.identified(&pressed).unwrap();
//! assert_eq!(pos.san(&m).to_string(), "Nf3");
//! // The pawn's file alone leaves two moves (e3, e4): not yet identified.
//! assert_eq!(pad.identified(&[PadKey::parse("e").unwrap()]), None);
//! // N, then f, then enter: three taps.
//! assert_eq!(pad.taps(&m), Some(3));
//! // After N only the files of its squares can follow.
//! let open: Vec<String> = pad.open_keys(&pressed[..1]).iter().map(|k| k.text()).collect();
//! assert_eq!(open, ["a", "c", "f", "h"]);
//! ```

use crate::{CastlingSide, File, Move, Position, Rank, Role, San};

/// One key of the notation pad that spells a move; `undo` and `enter` are
/// the pad's own, not part of any move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PadKey {
    /// A piece letter (`K Q R B N`, Appendix E.1); never the pawn (E.3).
    Piece(Role),
    /// A file `a`–`h` (Appendix E.4).
    File(File),
    /// A rank `1`–`8` (Appendix E.4).
    Rank(Rank),
    /// The capture sign `x` (Appendix E.9).
    Capture,
    /// The piece a pawn promotes to (`=Q =R =B =N`, Art. 3.7.e, E.10).
    Promote(Role),
    /// Castling `O-O` or `O-O-O` (Art. 3.8.2, E.9).
    Castle(CastlingSide),
}

const PIECES: [Role; 5] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
];
const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

impl PadKey {
    /// Every key, in the pad's order: pieces, files, ranks, capture,
    /// promotions, castling.
    pub fn all() -> Vec<PadKey> {
        let mut keys: Vec<PadKey> = PIECES.iter().map(|&r| PadKey::Piece(r)).collect();
        keys.extend((0..8).filter_map(File::new).map(PadKey::File));
        keys.extend((0..8).filter_map(Rank::new).map(PadKey::Rank));
        keys.push(PadKey::Capture);
        keys.extend(PROMOTIONS.iter().map(|&r| PadKey::Promote(r)));
        keys.push(PadKey::Castle(CastlingSide::KingSide));
        keys.push(PadKey::Castle(CastlingSide::QueenSide));
        keys
    }

    /// The key's text in English SAN: `N`, `f`, `3`, `x`, `=Q`, `O-O`.
    ///
    /// ```
    /// use rochade_laws::PadKey;
    /// let texts: Vec<String> = PadKey::all().iter().map(|k| k.text()).collect();
    /// assert_eq!(texts.join(" "), "K Q R B N a b c d e f g h 1 2 3 4 5 6 7 8 x =Q =R =B =N O-O O-O-O");
    /// ```
    pub fn text(self) -> String {
        match self {
            PadKey::Piece(r) => r.upper_char().to_string(),
            PadKey::File(f) => f.char().to_string(),
            PadKey::Rank(r) => r.char().to_string(),
            PadKey::Capture => "x".into(),
            PadKey::Promote(r) => format!("={}", r.upper_char()),
            PadKey::Castle(CastlingSide::KingSide) => "O-O".into(),
            PadKey::Castle(CastlingSide::QueenSide) => "O-O-O".into(),
        }
    }

    /// The key of its English SAN text ([`PadKey::text`]); `None` for any
    /// other text.
    ///
    /// ```
    /// use rochade_laws::{PadKey, Role};
    /// assert_eq!(PadKey::parse("=N"), Some(PadKey::Promote(Role::Knight)));
    /// assert_eq!(PadKey::parse("=K"), None);
    /// assert_eq!(PadKey::parse("P"), None);
    /// ```
    pub fn parse(text: &str) -> Option<PadKey> {
        PadKey::all().into_iter().find(|k| k.text() == text)
    }
}

/// The keys that spell a legal move `m` in `pos`: its SAN without the
/// check sign (Appendix E), disambiguated against the other legal moves
/// only (E.9).
///
/// ```
/// use rochade_laws::{Position, pad_spelling, parse_move};
/// let pos = Position::from_fen("4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
/// let spell = |san: &str| -> String {
///     let m = parse_move(&pos, san).unwrap();
///     pad_spelling(&pos, &m).iter().map(|k| k.text()).collect::<Vec<_>>().join(" ")
/// };
/// assert_eq!(spell("b8=N"), "b 8 =N");
/// assert_eq!(spell("O-O-O"), "O-O-O");
/// assert_eq!(spell("Rd1"), "R d 1");
/// ```
pub fn pad_spelling(pos: &Position, m: &Move) -> Vec<PadKey> {
    spell(&San::from_move(pos, m))
}

fn spell(san: &San) -> Vec<PadKey> {
    match *san {
        San::Castle(side) => vec![PadKey::Castle(side)],
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
            en_passant: _,
        } => {
            let mut keys = Vec::with_capacity(6);
            if role != Role::Pawn {
                keys.push(PadKey::Piece(role));
            }
            keys.extend(file.map(PadKey::File));
            keys.extend(rank.map(PadKey::Rank));
            if capture {
                keys.push(PadKey::Capture);
            }
            keys.push(PadKey::File(to.file()));
            keys.push(PadKey::Rank(to.rank()));
            keys.extend(promotion.map(PadKey::Promote));
            keys
        }
    }
}

/// The legal moves of a position with their spellings, to narrow them key
/// by key (see the [module](self)).
#[derive(Debug, Clone)]
pub struct Pad {
    moves: Vec<(Move, Vec<PadKey>)>,
}

impl Pad {
    /// The pad for the side to move in `pos`.
    pub fn new(pos: &Position) -> Pad {
        let moves = pos
            .legal_moves()
            .iter()
            .map(|m| (*m, pad_spelling(pos, m)))
            .collect();
        Pad { moves }
    }

    /// The legal moves whose spelling begins with `pressed`.
    pub fn candidates<'a>(&'a self, pressed: &'a [PadKey]) -> impl Iterator<Item = &'a Move> {
        self.moves
            .iter()
            .filter(move |(_, s)| s.starts_with(pressed))
            .map(|(m, _)| m)
    }

    /// Whether `key`, pressed after `pressed`, can still complete a legal
    /// move.
    ///
    /// ```
    /// use rochade_laws::{Pad, PadKey, Position};
    /// let pad = Pad::new(&Position::new());
    /// let k = |t: &str| PadKey::parse(t).unwrap();
    /// assert!(pad.is_open(&[k("e")], k("4")));
    /// assert!(!pad.is_open(&[k("e")], k("5")));
    /// assert!(!pad.is_open(&[], k("O-O")));
    /// ```
    pub fn is_open(&self, pressed: &[PadKey], key: PadKey) -> bool {
        let n = pressed.len();
        self.moves
            .iter()
            .any(|(_, s)| s.len() > n && s.starts_with(pressed) && s[n] == key)
    }

    /// The keys that, pressed after `pressed`, can still complete a legal
    /// move, in the order of [`PadKey::all`].
    pub fn open_keys(&self, pressed: &[PadKey]) -> Vec<PadKey> {
        PadKey::all()
            .into_iter()
            .filter(|&k| self.is_open(pressed, k))
            .collect()
    }

    /// The move `pressed` identifies: the one legal move whose spelling
    /// begins with it. `None` while none or several are left.
    ///
    /// ```
    /// use rochade_laws::{Pad, PadKey, Position};
    /// let pos = Position::from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    /// let pad = Pad::new(&pos);
    /// let k = |t: &str| PadKey::parse(t).unwrap();
    /// // b8 may promote to four pieces (Art. 3.7.e): the piece decides.
    /// assert_eq!(pad.identified(&[k("b"), k("8")]), None);
    /// let m = pad.identified(&[k("b"), k("8"), k("=R")]).unwrap();
    /// assert_eq!(pos.san(&m).to_string(), "b8=R+");
    /// ```
    pub fn identified(&self, pressed: &[PadKey]) -> Option<Move> {
        let mut found = self.candidates(pressed);
        match (found.next(), found.next()) {
            (Some(m), None) => Some(*m),
            _ => None,
        }
    }

    /// The spelling of the legal move `m`; `None` if `m` is not legal here.
    pub fn spelling(&self, m: &Move) -> Option<&[PadKey]> {
        self.moves
            .iter()
            .find(|(o, _)| o == m)
            .map(|(_, s)| s.as_slice())
    }

    /// The fewest taps that enter the legal move `m`: the keys of the
    /// shortest beginning of its spelling that identifies it, and `enter`.
    /// `None` if `m` is not legal here.
    pub fn taps(&self, m: &Move) -> Option<usize> {
        let spelling = self.spelling(m)?;
        (1..=spelling.len())
            .find(|&n| self.identified(&spelling[..n]) == Some(*m))
            .map(|n| n + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_move;

    fn keys(texts: &str) -> Vec<PadKey> {
        texts
            .split_whitespace()
            .map(|t| PadKey::parse(t).unwrap_or_else(|| panic!("no key {t}")))
            .collect()
    }

    fn san_of(pos: &Position, pressed: &str) -> Option<String> {
        Pad::new(pos)
            .identified(&keys(pressed))
            .map(|m| pos.san(&m).to_string())
    }

    #[test]
    fn every_key_reads_back_from_its_text() {
        for k in PadKey::all() {
            assert_eq!(PadKey::parse(&k.text()), Some(k));
        }
        assert_eq!(PadKey::all().len(), 5 + 8 + 8 + 1 + 4 + 2);
    }

    #[test]
    fn castling_is_one_key_and_only_when_legal() {
        // Art. 3.8.2: castling through an attacked square (f1) is illegal.
        let pos = Position::from_fen("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1").unwrap();
        let pad = Pad::new(&pos);
        assert!(!pad.is_open(&[], PadKey::Castle(CastlingSide::KingSide)));
        assert!(pad.is_open(&[], PadKey::Castle(CastlingSide::QueenSide)));
        assert_eq!(san_of(&pos, "O-O-O").as_deref(), Some("O-O-O"));
        let m = parse_move(&pos, "O-O-O").unwrap();
        assert_eq!(pad.taps(&m), Some(2));
    }

    #[test]
    fn en_passant_is_spelt_as_a_pawn_capture() {
        // Art. 3.7.d: exd6 e.p. takes the pawn on d5.
        let pos = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").unwrap();
        let pad = Pad::new(&pos);
        let m = pad.identified(&keys("e x")).unwrap();
        assert!(m.is_en_passant());
        assert_eq!(pad.taps(&m), Some(3));
        assert_eq!(pad.open_keys(&keys("e x")), keys("d"));
    }

    #[test]
    fn disambiguation_needs_the_start_file_or_rank() {
        // Appendix E.9: two knights can reach d2; two rooks on one file
        // can reach a5 (the rank tells them apart).
        let pos = Position::from_fen("4k3/R7/8/8/8/8/8/RN2KN2 w - - 0 1").unwrap();
        let pad = Pad::new(&pos);
        assert_eq!(san_of(&pos, "N d").as_deref(), None);
        assert_eq!(pad.open_keys(&keys("N")), keys("a b c e f g h"));
        assert_eq!(san_of(&pos, "N b d").as_deref(), Some("Nbd2"));
        assert_eq!(san_of(&pos, "N f d").as_deref(), Some("Nfd2"));
        assert_eq!(san_of(&pos, "R 1 a").as_deref(), None);
        assert_eq!(san_of(&pos, "R 1 a 5").as_deref(), Some("R1a5"));
        // After "R" the rank 7 and 1 of the start squares are open.
        assert!(pad.is_open(&keys("R"), PadKey::Rank(Rank::new(6).unwrap())));
    }

    #[test]
    fn a_pawn_capture_promotes_with_the_piece_key() {
        let pos = Position::from_fen("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
        let pad = Pad::new(&pos);
        assert_eq!(san_of(&pos, "a x").as_deref(), None);
        assert_eq!(pad.open_keys(&keys("a x b 8")), keys("=Q =R =B =N"));
        assert_eq!(san_of(&pos, "a x b 8 =N").as_deref(), Some("axb8=N"));
        // a, x, b, 8, =Q and enter.
        let m = parse_move(&pos, "axb8=Q").unwrap();
        assert_eq!(pad.taps(&m), Some(6));
    }

    #[test]
    fn nothing_opens_after_a_key_no_move_begins_with() {
        let pad = Pad::new(&Position::new());
        assert!(pad.open_keys(&keys("K")).is_empty());
        assert_eq!(pad.identified(&keys("K")), None);
        assert!(pad.open_keys(&keys("N f 6")).is_empty());
    }
}

//! Forsyth–Edwards Notation: reading with a typed error for every defect, and writing.

use crate::quote::quoted_char;
use core::fmt;
use core::str::FromStr;

use crate::attacks::king_attacks;
use crate::{
    Bitboard, CastlingMode, CastlingRights, CastlingSide, Color, File, Piece, Position, Rank, Role,
    Square,
};

/// The six fields of a FEN record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FenField {
    /// Piece placement, rank 8 first.
    Board,
    /// Side to move, `w` or `b`.
    Turn,
    /// Castling rights, `KQkq` or `-`; in Chess960 also X-FEN file letters
    /// (`KGkq`) or Shredder-FEN (`HAha`).
    Castling,
    /// En passant target square or `-`.
    EnPassant,
    /// Half-moves since the last capture or pawn move (Art. 9.3).
    HalfmoveClock,
    /// Move number.
    FullmoveNumber,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FenField::Board => "piece placement",
            FenField::Turn => "side to move",
            FenField::Castling => "castling",
            FenField::EnPassant => "en passant",
            FenField::HalfmoveClock => "half-move clock",
            FenField::FullmoveNumber => "move number",
        })
    }
}

/// What is wrong with a FEN.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum FenErrorKind {
    /// Not 4 to 6 space-separated fields.
    FieldCount {
        /// How many fields were found.
        found: usize,
    },
    /// A character in the board field that is neither a piece letter, a digit 1-8 nor `/`.
    BadPieceLetter(char),
    /// A rank describes more than eight squares.
    RankTooLong {
        /// The rank being read.
        rank: Rank,
    },
    /// A rank describes fewer than eight squares.
    RankTooShort {
        /// The rank being read.
        rank: Rank,
        /// How many squares it described.
        squares: usize,
    },
    /// Not exactly eight ranks.
    RankCount {
        /// How many ranks were found.
        found: usize,
    },
    /// A side has no king (Art. 2.2).
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings(Color),
    /// A pawn on the first or eighth rank (impossible by Art. 3.7.e).
    PawnOnBackRank(Square),
    /// The side that is not to move is in check (Art. 1.2: its king could be captured).
    OppositeCheck,
    /// The side-to-move field is not `w` or `b`.
    BadTurn,
    /// A character that is not one of `KQkq` (or a repeated one, or `-` with others).
    BadCastlingChar(char),
    /// A castling right whose king or rook is not on its start square (Art. 3.8.b.1).
    CastlingContradictsBoard(char),
    /// Chess960: a castling right while that side's king is not on its first
    /// rank (2023 Guidelines II.2).
    NoCastlingKing(char),
    /// Chess960: a castling right without its rook: for `K`/`Q` (`k`/`q`) no
    /// rook of that colour on the first rank on that side of the king, for a
    /// file letter no rook on that file of the first rank, or the king's file
    /// (2023 Guidelines II.3).
    NoCastlingRook(char),
    /// The en passant field is not `-` or a square.
    BadEnPassant,
    /// An en passant square that no double step could have produced: wrong rank,
    /// occupied, or no enemy pawn in front of it (Art. 3.7.d).
    ImpossibleEnPassant(Square),
    /// The half-move clock is not a number.
    BadHalfmoveClock,
    /// The move number is not a number.
    BadFullmoveNumber,
}

// Characters are quoted as `{:?}` quotes them, without its Unicode tables.
impl fmt::Display for FenErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenErrorKind::FieldCount { found } => {
                write!(f, "expected 4 to 6 fields, found {found}")
            }
            FenErrorKind::BadPieceLetter(c) => {
                write!(f, "invalid piece letter {}", quoted_char(*c))
            }
            FenErrorKind::RankTooLong { rank } => write!(f, "rank {rank} has more than 8 squares"),
            FenErrorKind::RankTooShort { rank, squares } => {
                write!(f, "rank {rank} has {squares} squares instead of 8")
            }
            FenErrorKind::RankCount { found } => write!(f, "expected 8 ranks, found {found}"),
            FenErrorKind::MissingKing(c) => write!(f, "{c} has no king"),
            FenErrorKind::TooManyKings(c) => write!(f, "{c} has more than one king"),
            FenErrorKind::PawnOnBackRank(sq) => write!(f, "pawn on back rank square {sq}"),
            FenErrorKind::OppositeCheck => f.write_str("the side not to move is in check"),
            FenErrorKind::BadTurn => f.write_str("expected 'w' or 'b'"),
            FenErrorKind::BadCastlingChar(c) => {
                write!(f, "invalid castling character {}", quoted_char(*c))
            }
            FenErrorKind::CastlingContradictsBoard(c) => {
                write!(
                    f,
                    "castling right {} but king or rook is not on its start square",
                    quoted_char(*c)
                )
            }
            FenErrorKind::NoCastlingKing(c) => {
                let color = Color::from_white(c.is_ascii_uppercase());
                write!(
                    f,
                    "castling right {} but the {color} king is not on its first rank",
                    quoted_char(*c)
                )
            }
            FenErrorKind::NoCastlingRook(c) => {
                let color = Color::from_white(c.is_ascii_uppercase());
                let rank = Rank::First.relative_to(color);
                match c.to_ascii_lowercase() {
                    'k' | 'q' => write!(
                        f,
                        "castling right {} but no {color} rook on rank {rank} on the {}-side of the king",
                        quoted_char(*c),
                        if c.eq_ignore_ascii_case(&'k') {
                            'h'
                        } else {
                            'a'
                        }
                    ),
                    l => write!(
                        f,
                        "castling right {} but no {color} rook on {l}{rank} beside the king",
                        quoted_char(*c)
                    ),
                }
            }
            FenErrorKind::BadEnPassant => f.write_str("expected '-' or a square"),
            FenErrorKind::ImpossibleEnPassant(sq) => {
                write!(f, "en passant square {sq} cannot follow a double pawn step")
            }
            FenErrorKind::BadHalfmoveClock => f.write_str("expected a non-negative number"),
            FenErrorKind::BadFullmoveNumber => f.write_str("expected a positive number"),
        }
    }
}

/// A FEN could not be read: what is wrong, in which field, at which character
/// (0-based index counted in characters from the start of the input).
///
/// ```
/// use rochade_laws::{FenErrorKind, FenField, Position};
/// let err = Position::from_fen("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap_err();
/// assert_eq!(err.field, FenField::Board);
/// assert_eq!(err.position, 13);
/// assert_eq!(err.kind, FenErrorKind::BadPieceLetter('x'));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FenError {
    /// The field the error is in.
    pub field: FenField,
    /// Character index of the offending character or the start of the offending field.
    pub position: usize,
    /// What is wrong.
    pub kind: FenErrorKind,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid FEN ({} field, character {}): {}",
            self.field,
            self.position + 1,
            self.kind
        )
    }
}

impl std::error::Error for FenError {}

fn err(field: FenField, position: usize, kind: FenErrorKind) -> FenError {
    FenError {
        field,
        position,
        kind,
    }
}

fn parse_counter(text: &str) -> Option<u32> {
    if text.is_empty() || text.len() > 9 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

impl Position {
    /// Reads a FEN. The counters may be missing (EPD style), defaulting to `0 1`.
    /// An en passant square is accepted if a double step could have produced it,
    /// and kept only if an en passant capture is legal (normalisation for Art. 9.2).
    ///
    /// ```
    /// use rochade_laws::Position;
    /// let pos = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").unwrap();
    /// // No black pawn can take on e3, so the square is dropped.
    /// assert_eq!(pos.to_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /// ```
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Position::from_fen_in(fen, CastlingMode::Standard)
    }

    /// Reads a FEN for standard chess or for Chess960 (2023 Guidelines II).
    /// In Chess960 the castling field may be X-FEN (`KQkq` for the outermost
    /// rook on that side, a file letter for another rook: `KGkq`) or
    /// Shredder-FEN (file letters only: `HAha`); a right needs its king on the
    /// first rank and its rook on that side of the king.
    ///
    /// ```
    /// use rochade_laws::{CastlingMode, CastlingSide, Color, FenErrorKind, File, Position};
    /// let fen = "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1";
    /// let pos = Position::from_fen_in(fen, CastlingMode::Chess960).unwrap();
    /// assert_eq!(pos.castling_rights().rook_file(Color::White, CastlingSide::QueenSide), Some(File::E));
    /// assert_eq!(pos.to_fen(), "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1");
    /// assert_eq!(pos.to_shredder_fen(), fen);
    /// let err = Position::from_fen_in("bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRK1B w K - 0 1", CastlingMode::Chess960).unwrap_err();
    /// assert_eq!(err.kind, FenErrorKind::NoCastlingRook('K'));
    /// ```
    pub fn from_fen_in(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
        // Fields with their starting character index.
        let mut fields: Vec<(usize, &str)> = Vec::new();
        let mut start: Option<(usize, usize)> = None; // (char idx, byte idx)
        let mut char_idx = 0;
        for (byte_idx, c) in fen.char_indices() {
            if c.is_whitespace() {
                if let Some((ci, bi)) = start.take() {
                    fields.push((ci, &fen[bi..byte_idx]));
                }
            } else if start.is_none() {
                start = Some((char_idx, byte_idx));
            }
            char_idx += 1;
        }
        if let Some((ci, bi)) = start {
            fields.push((ci, &fen[bi..]));
        }
        if !(4..=6).contains(&fields.len()) {
            let pos = fields.get(6).map_or(char_idx, |f| f.0);
            return Err(err(
                FenField::Board,
                pos,
                FenErrorKind::FieldCount {
                    found: fields.len(),
                },
            ));
        }

        // Board.
        let (board_start, board) = fields[0];
        let mut by_role = [Bitboard::EMPTY; 6];
        let mut by_color = [Bitboard::EMPTY; 2];
        let rank_count = board.split('/').count();
        if rank_count > 8 {
            let extra = board
                .char_indices()
                .filter(|&(_, c)| c == '/')
                .nth(7)
                .map_or(0, |(b, _)| board[..b].chars().count());
            return Err(err(
                FenField::Board,
                board_start + extra,
                FenErrorKind::RankCount { found: rank_count },
            ));
        }
        let mut rank_i = 7usize;
        let mut file_i = 0usize;
        let mut ranks_seen = 1;
        for (i, c) in board.chars().enumerate() {
            let pos = board_start + i;
            let rank = Rank::ALL[rank_i];
            if c == '/' {
                if file_i < 8 {
                    return Err(err(
                        FenField::Board,
                        pos,
                        FenErrorKind::RankTooShort {
                            rank,
                            squares: file_i,
                        },
                    ));
                }
                if rank_i == 0 {
                    return Err(err(
                        FenField::Board,
                        pos,
                        FenErrorKind::RankCount { found: 9 },
                    ));
                }
                rank_i -= 1;
                file_i = 0;
                ranks_seen += 1;
            } else if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file_i += d as usize;
                if file_i > 8 {
                    return Err(err(
                        FenField::Board,
                        pos,
                        FenErrorKind::RankTooLong { rank },
                    ));
                }
            } else if let Some(piece) = Piece::from_char(c) {
                if file_i >= 8 {
                    return Err(err(
                        FenField::Board,
                        pos,
                        FenErrorKind::RankTooLong { rank },
                    ));
                }
                let sq = Square::from_coords(File::ALL[file_i], rank);
                if piece.role == Role::Pawn && (rank == Rank::First || rank == Rank::Eighth) {
                    return Err(err(FenField::Board, pos, FenErrorKind::PawnOnBackRank(sq)));
                }
                by_role[piece.role.index()].add(sq);
                by_color[piece.color.index()].add(sq);
                file_i += 1;
            } else {
                return Err(err(FenField::Board, pos, FenErrorKind::BadPieceLetter(c)));
            }
        }
        let board_end = board_start + board.chars().count();
        if ranks_seen < 8 {
            return Err(err(
                FenField::Board,
                board_end,
                FenErrorKind::RankCount { found: ranks_seen },
            ));
        }
        if file_i < 8 {
            return Err(err(
                FenField::Board,
                board_end,
                FenErrorKind::RankTooShort {
                    rank: Rank::First,
                    squares: file_i,
                },
            ));
        }
        for color in Color::ALL {
            let kings = by_role[Role::King.index()] & by_color[color.index()];
            if kings.is_empty() {
                return Err(err(
                    FenField::Board,
                    board_start,
                    FenErrorKind::MissingKing(color),
                ));
            }
            if kings.more_than_one() {
                return Err(err(
                    FenField::Board,
                    board_start,
                    FenErrorKind::TooManyKings(color),
                ));
            }
        }

        // Side to move.
        let (turn_start, turn_text) = fields[1];
        let turn = match turn_text {
            "w" | "W" => Color::White,
            "b" | "B" => Color::Black,
            _ => return Err(err(FenField::Turn, turn_start, FenErrorKind::BadTurn)),
        };

        // Castling.
        let (cs_start, cs_text) = fields[2];
        let castling = match mode {
            CastlingMode::Standard => standard_castling(cs_start, cs_text, &by_role, &by_color)?,
            CastlingMode::Chess960 => chess960_castling(cs_start, cs_text, &by_role, &by_color)?,
        };

        // En passant.
        let (ep_start, ep_text) = fields[3];
        let mut ep = None;
        if ep_text != "-" {
            let sq: Square = ep_text
                .parse()
                .map_err(|_| err(FenField::EnPassant, ep_start, FenErrorKind::BadEnPassant))?;
            let occ = by_color[0] | by_color[1];
            let them = !turn;
            let victim = sq.offset(if turn == Color::White { -8 } else { 8 });
            let origin = sq.offset(if turn == Color::White { 8 } else { -8 });
            let plausible = sq.rank() == Rank::Sixth.relative_to(turn)
                && !occ.contains(sq)
                && origin.is_some_and(|o| !occ.contains(o))
                && victim.is_some_and(|v| {
                    (by_role[Role::Pawn.index()] & by_color[them.index()]).contains(v)
                });
            if !plausible {
                return Err(err(
                    FenField::EnPassant,
                    ep_start,
                    FenErrorKind::ImpossibleEnPassant(sq),
                ));
            }
            ep = Some(sq);
        }

        // Counters.
        let halfmoves = match fields.get(4) {
            Some(&(start, text)) => parse_counter(text).ok_or_else(|| {
                err(
                    FenField::HalfmoveClock,
                    start,
                    FenErrorKind::BadHalfmoveClock,
                )
            })?,
            None => 0,
        };
        let fullmoves = match fields.get(5) {
            Some(&(start, text)) => parse_counter(text)
                .ok_or_else(|| {
                    err(
                        FenField::FullmoveNumber,
                        start,
                        FenErrorKind::BadFullmoveNumber,
                    )
                })?
                .max(1),
            None => 1,
        };

        let pos = Position::from_parts_in(
            by_role, by_color, turn, castling, mode, ep, halfmoves, fullmoves,
        );

        // The side not to move must not be in check (its king could be taken).
        if let Some(k) = pos.king_of(!turn) {
            if pos.attackers_to(k, turn, pos.occupied()).any() {
                return Err(err(FenField::Turn, turn_start, FenErrorKind::OppositeCheck));
            }
        }
        // Adjacent kings are a special case of the above; keep it explicit.
        if let (Some(a), Some(b)) = (pos.king_of(Color::White), pos.king_of(Color::Black)) {
            if king_attacks(a).contains(b) {
                return Err(err(FenField::Turn, turn_start, FenErrorKind::OppositeCheck));
            }
        }
        Ok(pos)
    }

    /// Writes the FEN; the en passant square appears only if an en passant
    /// capture is legal.
    ///
    /// ```
    /// use rochade_laws::Position;
    /// assert_eq!(Position::new().to_fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// ```
    pub fn to_fen(&self) -> String {
        self.write_fen(false)
    }

    /// Writes the FEN with the castling field in Shredder-FEN: the rooks'
    /// file letters (`HAha`), in either mode.
    ///
    /// ```
    /// use rochade_laws::Position;
    /// assert_eq!(Position::new().to_shredder_fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    /// ```
    pub fn to_shredder_fen(&self) -> String {
        self.write_fen(true)
    }

    fn write_fen(&self, shredder: bool) -> String {
        let mut s = self.board_fen();
        s.push(' ');
        s.push(self.turn.char());
        s.push(' ');
        self.push_castling(&mut s, shredder);
        s.push(' ');
        match self.ep_square {
            Some(sq) => s.push_str(&sq.to_string()),
            None => s.push('-'),
        }
        s.push_str(&format!(" {} {}", self.halfmoves, self.fullmoves));
        s
    }

    /// The castling field: `KQkq` in standard chess; X-FEN in Chess960 (`K`
    /// or `Q` for the outermost rook on that side, otherwise the file
    /// letter); Shredder-FEN (always the file letter) on request.
    fn push_castling(&self, s: &mut String, shredder: bool) {
        if self.mode == CastlingMode::Standard && !shredder {
            s.push_str(&self.castling.to_string());
            return;
        }
        let start = s.len();
        for color in Color::ALL {
            let rooks = self.by_piece(Role::Rook.of(color));
            for side in CastlingSide::ALL {
                let Some(rook) = self.castling.rook(color, side) else {
                    continue;
                };
                let outer =
                    rooks
                        .into_iter()
                        .filter(|r| r.rank() == rook.rank())
                        .any(|r| match side {
                            CastlingSide::KingSide => r.file() > rook.file(),
                            CastlingSide::QueenSide => r.file() < rook.file(),
                        });
                let c = if !shredder && !outer {
                    match side {
                        CastlingSide::KingSide => 'k',
                        CastlingSide::QueenSide => 'q',
                    }
                } else {
                    rook.file().char()
                };
                s.push(if color == Color::White {
                    c.to_ascii_uppercase()
                } else {
                    c
                });
            }
        }
        if s.len() == start {
            s.push('-');
        }
    }

    /// The piece-placement field of the FEN.
    pub fn board_fen(&self) -> String {
        let mut s = String::with_capacity(64);
        for rank in Rank::ALL.iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(Square::from_coords(file, *rank)) {
                    Some(p) => {
                        if empty > 0 {
                            s.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        s.push(p.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            if *rank != Rank::First {
                s.push('/');
            }
        }
        s
    }
}

/// The castling field of standard chess: `KQkq`, a subset or `-` (Art. 3.8.b.1).
fn standard_castling(
    cs_start: usize,
    cs_text: &str,
    by_role: &[Bitboard; 6],
    by_color: &[Bitboard; 2],
) -> Result<CastlingRights, FenError> {
    let mut castling = CastlingRights::NONE;
    if cs_text == "-" {
        return Ok(castling);
    }
    for (i, c) in cs_text.chars().enumerate() {
        let pos = cs_start + i;
        let (color, side) = match c {
            'K' => (Color::White, CastlingSide::KingSide),
            'Q' => (Color::White, CastlingSide::QueenSide),
            'k' => (Color::Black, CastlingSide::KingSide),
            'q' => (Color::Black, CastlingSide::QueenSide),
            _ => {
                return Err(err(
                    FenField::Castling,
                    pos,
                    FenErrorKind::BadCastlingChar(c),
                ));
            }
        };
        if castling.has(color, side) {
            return Err(err(
                FenField::Castling,
                pos,
                FenErrorKind::BadCastlingChar(c),
            ));
        }
        let ours = by_color[color.index()];
        let king_ok = (by_role[Role::King.index()] & ours).contains(CastlingSide::king_from(color));
        let rook_ok = (by_role[Role::Rook.index()] & ours).contains(side.rook_from(color));
        if !king_ok || !rook_ok {
            return Err(err(
                FenField::Castling,
                pos,
                FenErrorKind::CastlingContradictsBoard(c),
            ));
        }
        castling.add(color, side);
    }
    Ok(castling)
}

/// The castling field of Chess960 (2023 Guidelines II.3): X-FEN or
/// Shredder-FEN letters in any order, at most one right per side.
fn chess960_castling(
    cs_start: usize,
    cs_text: &str,
    by_role: &[Bitboard; 6],
    by_color: &[Bitboard; 2],
) -> Result<CastlingRights, FenError> {
    let mut castling = CastlingRights::NONE;
    if cs_text == "-" {
        return Ok(castling);
    }
    for (i, c) in cs_text.chars().enumerate() {
        let pos = cs_start + i;
        let fail = |kind| Err(err(FenField::Castling, pos, kind));
        if !c.is_ascii_alphabetic() {
            return fail(FenErrorKind::BadCastlingChar(c));
        }
        let color = Color::from_white(c.is_ascii_uppercase());
        let back = Rank::First.relative_to(color);
        let ours = by_color[color.index()];
        let lower = c.to_ascii_lowercase();
        let file = File::from_char(lower);
        if lower != 'k' && lower != 'q' && file.is_none() {
            return fail(FenErrorKind::BadCastlingChar(c));
        }
        let Some(king) = (by_role[Role::King.index()] & ours)
            .first()
            .filter(|k| k.rank() == back)
        else {
            return fail(FenErrorKind::NoCastlingKing(c));
        };
        let rooks = (by_role[Role::Rook.index()] & ours & Bitboard::from_rank(back)).into_iter();
        let found = match (lower, file) {
            ('k', _) => rooks
                .filter(|r| r.file() > king.file())
                .last()
                .map(|r| (CastlingSide::KingSide, r)),
            ('q', _) => rooks
                .filter(|r| r.file() < king.file())
                .min()
                .map(|r| (CastlingSide::QueenSide, r)),
            (_, Some(file)) => {
                let sq = Square::from_coords(file, back);
                let side = if file > king.file() {
                    CastlingSide::KingSide
                } else {
                    CastlingSide::QueenSide
                };
                rooks
                    .filter(|&r| r == sq && file != king.file())
                    .map(|r| (side, r))
                    .next()
            }
            _ => None,
        };
        let Some((side, rook)) = found else {
            return fail(FenErrorKind::NoCastlingRook(c));
        };
        if castling.has(color, side) {
            return fail(FenErrorKind::BadCastlingChar(c));
        }
        castling.add_rook(color, side, rook.file());
    }
    Ok(castling)
}

impl FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

//! The 960 start positions of Chess960 (2023 Guidelines II.2), numbered
//! 0–959 by the standard (Scharnagl) scheme; number 518 is the standard
//! array of Art. 2.3.

use core::fmt;
use core::str::FromStr;

use crate::{
    Bitboard, CastlingMode, CastlingRights, CastlingSide, Color, File, Position, Rank, Role, Square,
};

/// One of the 960 start positions of Chess960 (2023 Guidelines II.2): the
/// white pieces on the first rank with the king between the rooks (II.2.1)
/// and the bishops on squares of opposite colours (II.2.2), the black
/// pieces opposite them (II.2.3), pawns on the second and seventh ranks.
///
/// Numbered by the standard scheme: `n % 4` places the light-squared bishop
/// on b, d, f or h; `(n / 4) % 4` the dark-squared bishop on a, c, e or g;
/// `(n / 16) % 6` the queen on one of the six free squares; `n / 96` the two
/// knights on two of the five left; rook, king, rook fill the last three.
///
/// ```
/// use rochade_laws::{Position, StartPosition};
/// assert_eq!(StartPosition::STANDARD.to_string(), "RNBQKBNR");
/// assert_eq!(StartPosition::new(0).unwrap().to_string(), "BBQNNRKR");
/// assert_eq!(StartPosition::new(3).unwrap().to_string(), "BQNNRKRB");
/// assert!(StartPosition::new(960).is_err());
/// assert_eq!(Position::chess960(518).unwrap().to_fen(), Position::new().to_fen());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StartPosition(u16);

/// A start-position number outside 0–959, or a back rank that is not one
/// of the 960.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum StartPositionError {
    /// The number is greater than 959.
    OutOfRange(u32),
    /// The text is not a number 0–959 nor eight piece letters.
    Malformed(String),
    /// The back rank breaks a rule of Guidelines II.2 (king between the
    /// rooks, bishops on opposite colours, two rooks, knights and bishops,
    /// one king and queen).
    NotAStartPosition(String),
}

impl fmt::Display for StartPositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartPositionError::OutOfRange(n) => {
                write!(f, "Chess960 start position {n} is out of range 0-959")
            }
            StartPositionError::Malformed(t) => write!(
                f,
                "{t:?} is neither a Chess960 start-position number (0-959) nor a back rank"
            ),
            StartPositionError::NotAStartPosition(t) => write!(
                f,
                "{t:?} is not a Chess960 start position (2023 Guidelines II.2)"
            ),
        }
    }
}

impl std::error::Error for StartPositionError {}

/// The knights' places among the five squares left after bishops and queen.
const KNIGHTS: [(u8, u8); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

impl StartPosition {
    /// Number 518: the standard array `RNBQKBNR` (Art. 2.3).
    pub const STANDARD: StartPosition = StartPosition(518);

    /// The start position with number `n`, 0–959.
    pub fn new(n: u32) -> Result<StartPosition, StartPositionError> {
        if n < 960 {
            Ok(StartPosition(n as u16))
        } else {
            Err(StartPositionError::OutOfRange(n))
        }
    }

    /// Every start position, 0 to 959.
    pub fn all() -> impl Iterator<Item = StartPosition> {
        (0..960).map(StartPosition)
    }

    /// The number, 0–959.
    pub const fn number(self) -> u32 {
        self.0 as u32
    }

    /// The pieces of the first rank from a to h.
    pub fn back_rank(self) -> [Role; 8] {
        let mut rank: [Option<Role>; 8] = [None; 8];
        let n = self.0 as usize;
        rank[2 * (n % 4) + 1] = Some(Role::Bishop);
        rank[2 * ((n / 4) % 4)] = Some(Role::Bishop);
        let place = |rank: &mut [Option<Role>; 8], mut k: usize, role: Role| {
            for slot in rank.iter_mut() {
                if slot.is_none() {
                    if k == 0 {
                        *slot = Some(role);
                        return;
                    }
                    k -= 1;
                }
            }
        };
        place(&mut rank, (n / 16) % 6, Role::Queen);
        let (a, b) = KNIGHTS[n / 96];
        // The second knight first, so that the first one's index still counts.
        place(&mut rank, b as usize, Role::Knight);
        place(&mut rank, a as usize, Role::Knight);
        for role in [Role::Rook, Role::King, Role::Rook] {
            place(&mut rank, 0, role);
        }
        rank.map(|r| r.unwrap_or(Role::Rook))
    }

    /// The number of a back rank (a to h), if it is one of the 960.
    pub fn from_back_rank(rank: &[Role; 8]) -> Option<StartPosition> {
        StartPosition::all().find(|s| s.back_rank() == *rank)
    }

    /// The position at the start of the game: White to move, all four
    /// castling rights with the rooks where they stand (Guidelines II.3).
    pub fn position(self) -> Position {
        let rank = self.back_rank();
        let mut by_role = [Bitboard::EMPTY; 6];
        let by_color = [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)];
        by_role[Role::Pawn.index()] = Bitboard(0x00ff_0000_0000_ff00);
        let mut castling = CastlingRights::NONE;
        let king = rank.iter().position(|&r| r == Role::King).unwrap_or(4);
        for (i, &role) in rank.iter().enumerate() {
            let file = File::ALL[i];
            for color in Color::ALL {
                let sq = Square::from_coords(file, Rank::First.relative_to(color));
                by_role[role.index()].add(sq);
                if role == Role::Rook {
                    let side = if i > king {
                        CastlingSide::KingSide
                    } else {
                        CastlingSide::QueenSide
                    };
                    castling.add_rook(color, side, file);
                }
            }
        }
        // Number 518 too is played as Chess960: castling in UCI is the king
        // taking its rook, as in every other start position.
        Position::from_parts_in(
            by_role,
            by_color,
            Color::White,
            castling,
            CastlingMode::Chess960,
            None,
            0,
            1,
        )
    }
}

impl fmt::Display for StartPosition {
    /// Writes White's back rank from a to h, `RNBQKBNR` for 518.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for role in self.back_rank() {
            write!(f, "{}", role.char().to_ascii_uppercase())?;
        }
        Ok(())
    }
}

impl FromStr for StartPosition {
    type Err = StartPositionError;

    /// Reads a number 0–959 or a back rank of eight piece letters (`RNBQKBNR`,
    /// either case).
    fn from_str(s: &str) -> Result<StartPosition, StartPositionError> {
        let t = s.trim();
        if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) {
            return match t.parse::<u32>() {
                Ok(n) => StartPosition::new(n),
                Err(_) => Err(StartPositionError::OutOfRange(u32::MAX)),
            };
        }
        let roles: Vec<Role> = t
            .chars()
            .map(|c| Role::from_char(c.to_ascii_lowercase()))
            .collect::<Option<Vec<Role>>>()
            .ok_or_else(|| StartPositionError::Malformed(t.to_string()))?;
        let rank: [Role; 8] = roles
            .try_into()
            .map_err(|_| StartPositionError::Malformed(t.to_string()))?;
        StartPosition::from_back_rank(&rank)
            .ok_or_else(|| StartPositionError::NotAStartPosition(t.to_string()))
    }
}

impl Position {
    /// The Chess960 start position with number `n`, 0–959 (2023 Guidelines II.2).
    ///
    /// ```
    /// use rochade_laws::{Position, StartPositionError};
    /// let pos = Position::chess960(3).unwrap();
    /// assert_eq!(pos.to_fen(), "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w KQkq - 0 1");
    /// assert!(pos.is_chess960());
    /// assert_eq!(Position::chess960(960), Err(StartPositionError::OutOfRange(960)));
    /// ```
    pub fn chess960(n: u32) -> Result<Position, StartPositionError> {
        Ok(StartPosition::new(n)?.position())
    }
}

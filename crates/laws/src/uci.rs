//! UCI move notation: `e2e4`, `e7e8q`, castling as the king's move `e1g1`;
//! in Chess960 as the king taking its own rook, `e1h1` (as with `UCI_Chess960`).

use core::fmt;
use core::str::FromStr;

use crate::{CastlingMode, Move, ParseMoveError, Position, Role, Square};

/// A move in UCI notation, independent of a position.
///
/// ```
/// use rochade_laws::{Position, Uci};
/// let uci: Uci = "e2e4".parse().unwrap();
/// let m = uci.to_move(&Position::new()).unwrap();
/// assert_eq!(Uci::from_move(&m).to_string(), "e2e4");
/// assert_eq!("e7e8q".parse::<Uci>().unwrap().promotion, Some(rochade_laws::Role::Queen));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Uci {
    /// Start square.
    pub from: Square,
    /// Destination square (the king's for castling).
    pub to: Square,
    /// Promotion piece.
    pub promotion: Option<Role>,
}

impl Uci {
    /// The UCI form of a move in standard chess (castling `e1g1`).
    pub fn from_move(m: &Move) -> Uci {
        Uci {
            from: m.from(),
            to: m.to(),
            promotion: m.promotion(),
        }
    }

    /// The UCI form of a move in either mode: in Chess960 castling is the
    /// king taking its own rook (`b1a1`), as engines write it with `UCI_Chess960`.
    ///
    /// ```
    /// use rochade_laws::{CastlingMode, Move, Square, Uci};
    /// let m = Move::Castle { king: Square::E1, rook: Square::H1 };
    /// assert_eq!(Uci::from_move_in(&m, CastlingMode::Standard).to_string(), "e1g1");
    /// assert_eq!(Uci::from_move_in(&m, CastlingMode::Chess960).to_string(), "e1h1");
    /// ```
    pub fn from_move_in(m: &Move, mode: CastlingMode) -> Uci {
        match (*m, mode) {
            (Move::Castle { king, rook }, CastlingMode::Chess960) => Uci {
                from: king,
                to: rook,
                promotion: None,
            },
            _ => Uci::from_move(m),
        }
    }

    /// The legal move this UCI text denotes in `pos`. In Chess960 castling
    /// is the king taking its own rook (`f1g1` with the king on f1 and the
    /// rook on g1), or the king's move to its destination where no other
    /// move of the king goes there.
    ///
    /// ```
    /// use rochade_laws::{Position, Uci};
    /// let pos = Position::from_fen_in(
    ///     "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRK1R w KQkq - 0 1",
    ///     rochade_laws::CastlingMode::Chess960,
    /// ).unwrap();
    /// let castle = "f1h1".parse::<Uci>().unwrap().to_move(&pos).unwrap();
    /// assert!(castle.is_castle());
    /// // f1g1 is the king's step, not castling.
    /// assert!(!"f1g1".parse::<Uci>().unwrap().to_move(&pos).unwrap().is_castle());
    /// ```
    pub fn to_move(&self, pos: &Position) -> Result<Move, ParseMoveError> {
        let legal = pos.legal_moves();
        let exact = legal
            .iter()
            .find(|m| Uci::from_move_in(m, pos.castling_mode()) == *self)
            .or_else(|| {
                // Chess960: the king moved to its castling destination.
                legal.iter().find(|m| {
                    pos.is_chess960()
                        && m.is_castle()
                        && m.from() == self.from
                        && m.to() == self.to
                        && self.promotion.is_none()
                })
            });
        exact.copied().ok_or_else(|| ParseMoveError::Illegal {
            text: self.to_string(),
        })
    }
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{}", p.char())?;
        }
        Ok(())
    }
}

impl FromStr for Uci {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Uci, ParseMoveError> {
        let chars: Vec<char> = s.chars().collect();
        let square = |i: usize| -> Result<Square, ParseMoveError> {
            let f = chars.get(i).and_then(|&c| crate::File::from_char(c));
            let r = chars.get(i + 1).and_then(|&c| crate::Rank::from_char(c));
            match (f, r) {
                (Some(f), Some(r)) => Ok(Square::from_coords(f, r)),
                (None, _) => Err(ParseMoveError::Malformed {
                    position: i,
                    found: chars.get(i).copied(),
                    expected: "a file a-h",
                }),
                (Some(_), None) => Err(ParseMoveError::Malformed {
                    position: i + 1,
                    found: chars.get(i + 1).copied(),
                    expected: "a rank 1-8",
                }),
            }
        };
        let from = square(0)?;
        let to = square(2)?;
        let promotion = match chars.get(4) {
            None => None,
            Some(&c) => match Role::from_char(c) {
                Some(r) if r != Role::Pawn && r != Role::King => Some(r),
                _ => {
                    return Err(ParseMoveError::Malformed {
                        position: 4,
                        found: Some(c),
                        expected: "a promotion piece q, r, b or n",
                    });
                }
            },
        };
        if chars.len() > 5 {
            return Err(ParseMoveError::Malformed {
                position: 5,
                found: chars.get(5).copied(),
                expected: "end of move",
            });
        }
        Ok(Uci {
            from,
            to,
            promotion,
        })
    }
}

//! UCI move notation: `e2e4`, `e7e8q`, castling as the king's move `e1g1`.

use core::fmt;
use core::str::FromStr;

use crate::{Move, ParseMoveError, Position, Role, Square};

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
    /// The UCI form of a move.
    pub fn from_move(m: &Move) -> Uci {
        Uci {
            from: m.from(),
            to: m.to(),
            promotion: m.promotion(),
        }
    }

    /// The legal move this UCI text denotes in `pos`.
    pub fn to_move(&self, pos: &Position) -> Result<Move, ParseMoveError> {
        pos.legal_moves()
            .into_iter()
            .find(|m| m.from() == self.from && m.to() == self.to && m.promotion() == self.promotion)
            .ok_or_else(|| ParseMoveError::Illegal {
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

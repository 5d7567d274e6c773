//! Scans from a square: the squares in one direction outwards to the
//! first piece, as a player runs a finger along a diagonal or a line of
//! a tactile board.

use rochade_laws::{Color, File, Position, Rank, Square};

/// A direction on the board, as White sees it: up is towards the eighth
/// rank, right towards the h-file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Towards the eighth rank.
    Up,
    /// Towards the eighth rank and the h-file.
    UpRight,
    /// Towards the h-file.
    Right,
    /// Towards the first rank and the h-file.
    DownRight,
    /// Towards the first rank.
    Down,
    /// Towards the first rank and the a-file.
    DownLeft,
    /// Towards the a-file.
    Left,
    /// Towards the eighth rank and the a-file.
    UpLeft,
}

impl Direction {
    /// The diagonals, clockwise from up-left.
    pub const DIAGONALS: [Direction; 4] = [
        Direction::UpLeft,
        Direction::UpRight,
        Direction::DownRight,
        Direction::DownLeft,
    ];
    /// The lines (rank and file), clockwise from up.
    pub const LINES: [Direction; 4] = [
        Direction::Up,
        Direction::Right,
        Direction::Down,
        Direction::Left,
    ];

    /// The step in files and ranks.
    const fn delta(self) -> (i8, i8) {
        match self {
            Direction::Up => (0, 1),
            Direction::UpRight => (1, 1),
            Direction::Right => (1, 0),
            Direction::DownRight => (1, -1),
            Direction::Down => (0, -1),
            Direction::DownLeft => (-1, -1),
            Direction::Left => (-1, 0),
            Direction::UpLeft => (-1, 1),
        }
    }

    /// The direction on the board of the direction `self` on the screen of
    /// a player with `bottom` at the bottom: for Black at the bottom, up on
    /// the screen is down on the board as White sees it.
    pub const fn seen_from(self, bottom: Color) -> Direction {
        match bottom {
            Color::White => self,
            Color::Black => match self {
                Direction::Up => Direction::Down,
                Direction::UpRight => Direction::DownLeft,
                Direction::Right => Direction::Left,
                Direction::DownRight => Direction::UpLeft,
                Direction::Down => Direction::Up,
                Direction::DownLeft => Direction::UpRight,
                Direction::Left => Direction::Right,
                Direction::UpLeft => Direction::DownRight,
            },
        }
    }
}

/// The squares from `from` (not included) in direction `dir`, to the
/// first piece (included) or the edge of the board; empty at the edge.
///
/// ```
/// use rochade_laws::{Position, Square};
/// use rochade_speech::questions::{ray, Direction};
/// let pos = Position::new();
/// assert_eq!(ray(&pos, Square::E4, Direction::Up), [Square::E5, Square::E6, Square::E7]);
/// assert_eq!(ray(&pos, Square::E4, Direction::DownLeft), [Square::D3, Square::C2]);
/// assert!(ray(&pos, Square::A4, Direction::Left).is_empty());
/// ```
pub fn ray(pos: &Position, from: Square, dir: Direction) -> Vec<Square> {
    let (df, dr) = dir.delta();
    let mut out = Vec::new();
    let mut file = from.file().index() as i8;
    let mut rank = from.rank().index() as i8;
    loop {
        file += df;
        rank += dr;
        if !(0..8).contains(&file) || !(0..8).contains(&rank) {
            break;
        }
        let sq = Square::from_coords(File::ALL[file as usize], Rank::ALL[rank as usize]);
        out.push(sq);
        if pos.piece_at(sq).is_some() {
            break;
        }
    }
    out
}

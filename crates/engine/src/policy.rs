//! What the computer does besides moving: answering a draw offer and
//! resigning. It never offers or claims a draw itself: where the Laws end
//! a game by themselves (checkmate, stalemate, a dead position, and in the
//! 2023 edition fivefold repetition and 75 moves, 2023 Art. 9.6) the
//! arbiter ends it; a claim (Art. 9.2, 9.3) is a player's choice, and a
//! program that claimed would surprise a person practising against it.

use rochade_laws::{Position, Role};

use crate::{Level, Score};

/// Below this (centipawns, from the computer's side) it is "clearly
/// worse" and takes a draw.
const ACCEPT_WHEN_WORSE_CP: i32 = -150;

/// Within this of equal, with little material left, the game is a draw
/// in all but name.
const DRAWN_CP: i32 = 30;

/// Material left (knight or bishop 1, rook 2, queen 4: the evaluation's
/// game phase, 24 at the start) at or below which an equal position is
/// taken as drawn.
const DRAWN_PHASE: usize = 6;

/// At or below this its position is lost beyond hope (ten pawns).
const RESIGN_CP: i32 = -1000;

/// The lowest level that resigns: below it the computer plays on to the
/// end, so that a beginner gets to practise the checkmate.
const RESIGNS_FROM_LEVEL: u8 = 5;

/// Whether the computer accepts its opponent's draw offer (Art. 9.1),
/// given `score`, its search's view of `pos` from its own side: when
/// clearly worse, or when the position is level with little material left.
/// Otherwise it rejects the offer by moving a piece (2023 Art. 9.1.2.1:
/// the offer stands until the opponent "rejects it by touching a piece
/// with the intention of moving or capturing it").
///
/// ```
/// use rochade_engine::{Score, accepts_draw};
/// use rochade_laws::Position;
/// let start = Position::new();
/// assert!(!accepts_draw(Score::Cp(10), &start));
/// assert!(accepts_draw(Score::Cp(-400), &start));
/// let rooks = Position::from_fen("4k3/8/8/8/8/8/8/R3K2r w - - 0 1").unwrap();
/// assert!(accepts_draw(Score::Cp(5), &rooks));
/// ```
pub fn accepts_draw(score: Score, pos: &Position) -> bool {
    match score {
        Score::Mate(n) => n < 0,
        Score::Cp(cp) => {
            cp <= ACCEPT_WHEN_WORSE_CP || (cp.abs() <= DRAWN_CP && phase(pos) <= DRAWN_PHASE)
        }
    }
}

/// Whether the computer at `level` resigns (Art. 5.1 b; 2023 Art. 5.1.2) instead of
/// playing, given its search's `score`: from level 5 up, when it sees
/// itself mated by force or ten pawns down; levels 1–4 play to the end.
///
/// ```
/// use rochade_engine::{Level, Score, resigns};
/// let five = Level::new(5).unwrap();
/// assert!(resigns(five, Score::Mate(-3)));
/// assert!(resigns(five, Score::Cp(-1200)));
/// assert!(!resigns(five, Score::Cp(-900)));
/// assert!(!resigns(Level::new(4).unwrap(), Score::Mate(-1)));
/// ```
pub fn resigns(level: Level, score: Score) -> bool {
    level.number() >= RESIGNS_FROM_LEVEL
        && match score {
            Score::Mate(n) => n < 0,
            Score::Cp(cp) => cp <= RESIGN_CP,
        }
}

/// Material on the board on the evaluation's game-phase scale.
fn phase(pos: &Position) -> usize {
    let count = |role| pos.by_role(role).count();
    count(Role::Knight) + count(Role::Bishop) + 2 * count(Role::Rook) + 4 * count(Role::Queen)
}

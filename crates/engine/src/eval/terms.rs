//! What the tuned evaluation counts beyond material and piece squares:
//! pawn structure, mobility, rooks on open files and the seventh rank,
//! outposts, threats and hanging pieces, and the king's safety.
//!
//! Each term is a count for one side (a number of pawns, squares or
//! attacks); the evaluation multiplies it by a middle-game and an end-game
//! weight (`weights.rs`). Counting and weighing are apart so that the tuner
//! (`examples/tune.rs`) can read the counts of a position and fit the
//! weights to labelled positions (Texel's method).

use rochade_laws::attacks::{
    bishop_attacks, king_attacks, knight_attacks, queen_attacks, rook_attacks,
};
use rochade_laws::{Color, Position, Role, Square};

/// A pawn with a pawn of its own side in front of it on its file.
pub const DOUBLED: usize = 0;
/// A pawn with no pawn of its own side on the files beside it.
pub const ISOLATED: usize = 1;
/// A pawn that no pawn of its own can come to defend and whose square in
/// front is attacked by an enemy pawn.
pub const BACKWARD: usize = 2;
/// A passed pawn (no enemy pawn in front of it on its file or the files
/// beside it), by its rank: `PASSED + 0` on its second rank … `+ 5` on its
/// seventh.
pub const PASSED: usize = 3;
/// A passed pawn whose way to the last rank is empty ("free to run"), by its
/// rank as for [`PASSED`], counted on top of it.
pub const PASSED_FREE: usize = 9;
/// Squares a knight, bishop, rook or queen (`+ 0` … `+ 3`) reaches that hold
/// no piece of its own and are not attacked by an enemy pawn.
pub const MOBILITY: usize = 15;
/// A rook on a file without pawns.
pub const ROOK_OPEN: usize = 19;
/// A rook on a file without pawns of its own but with an enemy pawn.
pub const ROOK_SEMI_OPEN: usize = 20;
/// Pawns of its own on the king's file and the files beside it, one or two
/// ranks in front of the king.
pub const SHELTER: usize = 21;
/// Of the king's file and the files beside it, those with no pawn of its own.
pub const SHELTER_OPEN_FILE: usize = 22;
/// Squares next to the king (or its own) attacked by an enemy knight,
/// bishop, rook or queen (`+ 0` … `+ 3`): counted for the king's side, so
/// their weights are penalties.
pub const KING_ATTACK: usize = 23;
/// The square of the number of enemy pieces attacking squares next to the
/// king: one attacker is seldom dangerous, three are.
pub const KING_ATTACKERS_SQUARED: usize = 27;
/// An enemy knight or bishop (`+ 0`), rook or queen (`+ 1`) attacked by a
/// pawn: counted for the attacking side.
pub const THREAT_BY_PAWN: usize = 28;
/// An enemy rook or queen attacked by a knight or bishop.
pub const THREAT_BY_MINOR: usize = 30;
/// An enemy queen attacked by a rook.
pub const THREAT_BY_ROOK: usize = 31;
/// An enemy piece (not a pawn or the king) attacked and not defended.
pub const HANGING: usize = 32;
/// The square of the weighted attacks on the squares next to the enemy
/// king (a knight's or bishop's count 2 each, a rook's 3, a queen's 5), a
/// sixteenth of it, when the attacking side has a queen and at least two
/// pieces attack there: danger grows faster than the attacks add up.
pub const KING_DANGER: usize = 33;
/// What one attacked square next to the king adds to [`KING_DANGER`]'s
/// sum, for a knight, bishop, rook and queen: the heavier the piece, the
/// more an attack there threatens mate.
const DANGER_WEIGHT: [i32; 4] = [2, 2, 3, 5];
/// A passed pawn's square in front, by the distance (in king moves) of its
/// own king (`+ 0`) and of the enemy king (`+ 1`) to it, times the pawn's
/// rank from its second (0) to its seventh (5): in an ending the kings
/// decide whether a passed pawn runs.
pub const PASSED_KING_DISTANCE: usize = 34;
/// A knight (`+ 0`) or bishop (`+ 1`) on its fourth to sixth rank, defended
/// by a pawn of its own, where no enemy pawn can ever attack it.
pub const OUTPOST: usize = 36;
/// A rook on its seventh rank.
pub const ROOK_SEVENTH: usize = 38;
/// How many terms there are.
pub const TERMS: usize = 39;

/// The terms' names, as the tuner prints them.
pub const NAMES: [&str; TERMS] = [
    "doubled",
    "isolated",
    "backward",
    "passed rank 2",
    "passed rank 3",
    "passed rank 4",
    "passed rank 5",
    "passed rank 6",
    "passed rank 7",
    "passed free rank 2",
    "passed free rank 3",
    "passed free rank 4",
    "passed free rank 5",
    "passed free rank 6",
    "passed free rank 7",
    "mobility knight",
    "mobility bishop",
    "mobility rook",
    "mobility queen",
    "rook open file",
    "rook semi-open file",
    "shelter",
    "shelter open file",
    "king attack knight",
    "king attack bishop",
    "king attack rook",
    "king attack queen",
    "king attackers squared",
    "threat by pawn on minor",
    "threat by pawn on major",
    "threat by minor on major",
    "threat by rook on queen",
    "hanging",
    "king danger",
    "passed own king distance",
    "passed enemy king distance",
    "outpost knight",
    "outpost bishop",
    "rook on seventh",
];

/// Receives the counts of a position, side by side.
pub trait Sink {
    /// `n` more of term `term` for `color`.
    fn add(&mut self, color: Color, term: usize, n: i32);
}

const FILE_A: u64 = 0x0101_0101_0101_0101;

const fn file_mask(file: usize) -> u64 {
    FILE_A << file
}

/// The files beside `file`.
const fn adjacent_files(file: usize) -> u64 {
    let mut m = 0;
    if file > 0 {
        m |= file_mask(file - 1);
    }
    if file < 7 {
        m |= file_mask(file + 1);
    }
    m
}

/// The squares strictly in front of `sq` (towards `color`'s last rank), on
/// every file.
const fn ahead(color: Color, sq: usize) -> u64 {
    let rank = sq / 8;
    match color {
        Color::White => {
            if rank == 7 {
                0
            } else {
                !0u64 << (8 * (rank + 1))
            }
        }
        Color::Black => (1u64 << (8 * rank)) - 1,
    }
}

/// The squares attacked by `color`'s pawns.
fn pawn_attacks(color: Color, pawns: u64) -> u64 {
    let not_a = !FILE_A;
    let not_h = !file_mask(7);
    match color {
        Color::White => ((pawns & not_a) << 7) | ((pawns & not_h) << 9),
        Color::Black => ((pawns & not_a) >> 9) | ((pawns & not_h) >> 7),
    }
}

/// Counts every term of `pos` into `sink`.
pub fn count<S: Sink>(pos: &Position, sink: &mut S) {
    let occupied = pos.occupied().0;
    let pawns_of = |c: Color| (pos.by_color(c) & pos.by_role(Role::Pawn)).0;
    let all_pawns = pos.by_role(Role::Pawn).0;
    // The squares next to each king (and its own), which the other side's
    // pieces attack: each piece's reach is made once, for its mobility and
    // for the attack on the enemy king.
    let zone_of = |c: Color| {
        pos.king_of(c)
            .map_or(0, |k| king_attacks(k).0 | (1 << k.index()))
    };
    // What each side attacks: all its pieces, and its minor pieces and
    // rooks apart, for the threats counted after both sides' reach is known.
    let mut attacked = [0u64; 2];
    let mut by_minor = [0u64; 2];
    let mut by_rook = [0u64; 2];
    for color in Color::ALL {
        let c = color.index();
        let own = pos.by_color(color).0;
        let pawns = pawns_of(color);
        let theirs = pawns_of(!color);
        let their_pawn_attacks = pawn_attacks(!color, theirs);
        let kings = pos.king_of(color).zip(pos.king_of(!color));
        pawn_terms(
            color,
            pawns,
            theirs,
            their_pawn_attacks,
            occupied,
            kings,
            sink,
        );
        let own_pawn_attacks = pawn_attacks(color, pawns);
        attacked[c] |= pawn_attacks(color, pawns);
        if let Some(k) = pos.king_of(color) {
            attacked[c] |= king_attacks(k).0;
        }

        let reach_mask = !own & !their_pawn_attacks;
        let enemy_zone = zone_of(!color);
        let mut attackers = 0;
        let mut danger = 0;
        for (i, role) in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .into_iter()
            .enumerate()
        {
            for sq in pos.by_color(color) & pos.by_role(role) {
                let reach = reach(role, sq, pos.occupied()).0;
                attacked[c] |= reach;
                match role {
                    Role::Knight | Role::Bishop => by_minor[c] |= reach,
                    Role::Rook => by_rook[c] |= reach,
                    _ => {}
                }
                sink.add(
                    color,
                    MOBILITY + i,
                    (reach & reach_mask).count_ones() as i32,
                );
                if role == Role::Knight || role == Role::Bishop {
                    let rank = relative_rank(color, sq.index());
                    let beside = adjacent_files(sq.file().index());
                    if (3..=5).contains(&rank)
                        && own_pawn_attacks & (1 << sq.index()) != 0
                        && theirs & beside & ahead(color, sq.index()) == 0
                    {
                        sink.add(color, OUTPOST + i, 1);
                    }
                }
                if role == Role::Rook {
                    if relative_rank(color, sq.index()) == 6 {
                        sink.add(color, ROOK_SEVENTH, 1);
                    }
                    let file = file_mask(sq.file().index());
                    if all_pawns & file == 0 {
                        sink.add(color, ROOK_OPEN, 1);
                    } else if pawns & file == 0 {
                        sink.add(color, ROOK_SEMI_OPEN, 1);
                    }
                }
                let hits = (reach & enemy_zone).count_ones() as i32;
                if hits > 0 {
                    attackers += 1;
                    danger += hits * DANGER_WEIGHT[i];
                    sink.add(!color, KING_ATTACK + i, hits);
                }
            }
        }
        if enemy_zone != 0 {
            sink.add(!color, KING_ATTACKERS_SQUARED, attackers * attackers);
            if attackers >= 2 && (pos.by_color(color) & pos.by_role(Role::Queen)).any() {
                sink.add(color, KING_DANGER, danger * danger / 16);
            }
        }
        if let Some(king) = pos.king_of(color) {
            king_shelter(color, king, pawns, sink);
        }
    }
    for color in Color::ALL {
        let (c, e) = (color.index(), (!color).index());
        let theirs = pos.by_color(!color).0;
        let minors = theirs & (pos.by_role(Role::Knight) | pos.by_role(Role::Bishop)).0;
        let queens = theirs & pos.by_role(Role::Queen).0;
        let majors = theirs & pos.by_role(Role::Rook).0 | queens;
        let by_pawn = pawn_attacks(color, pawns_of(color));
        sink.add(
            color,
            THREAT_BY_PAWN,
            (by_pawn & minors).count_ones() as i32,
        );
        sink.add(
            color,
            THREAT_BY_PAWN + 1,
            (by_pawn & majors).count_ones() as i32,
        );
        sink.add(
            color,
            THREAT_BY_MINOR,
            (by_minor[c] & majors).count_ones() as i32,
        );
        sink.add(
            color,
            THREAT_BY_ROOK,
            (by_rook[c] & queens).count_ones() as i32,
        );
        sink.add(
            color,
            HANGING,
            (attacked[c] & !attacked[e] & (minors | majors)).count_ones() as i32,
        );
    }
}

fn reach(role: Role, sq: Square, occupied: rochade_laws::Bitboard) -> rochade_laws::Bitboard {
    match role {
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, occupied),
        Role::Rook => rook_attacks(sq, occupied),
        _ => queen_attacks(sq, occupied),
    }
}

/// The pawn structure of `color`, and for each passed pawn the distance
/// of both kings (`kings`: its own, the enemy's) to its square in front.
fn pawn_terms<S: Sink>(
    color: Color,
    pawns: u64,
    theirs: u64,
    their_pawn_attacks: u64,
    occupied: u64,
    kings: Option<(Square, Square)>,
    sink: &mut S,
) {
    let mut rest = pawns;
    while rest != 0 {
        let sq = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let file = sq % 8;
        let front = ahead(color, sq);
        let same_file = file_mask(file);
        let beside = adjacent_files(file);
        let stop = match color {
            Color::White => sq + 8,
            Color::Black => sq.wrapping_sub(8),
        };
        if pawns & front & same_file != 0 {
            sink.add(color, DOUBLED, 1);
        }
        if pawns & beside == 0 {
            sink.add(color, ISOLATED, 1);
        } else {
            // Pawns beside it on its rank or behind could still defend it.
            let level_or_behind = !front;
            if pawns & beside & level_or_behind == 0
                && stop < 64
                && their_pawn_attacks & (1 << stop) != 0
            {
                sink.add(color, BACKWARD, 1);
            }
        }
        if theirs & front & (same_file | beside) == 0 {
            // A pawn stands on its ranks 2 to 7 (Art. 3.7).
            let i = relative_rank(color, sq).clamp(1, 6) - 1;
            sink.add(color, PASSED + i, 1);
            if occupied & front & same_file == 0 {
                sink.add(color, PASSED_FREE + i, 1);
            }
            if let Some((own_king, their_king)) = kings.filter(|_| stop < 64) {
                let weight = i as i32;
                sink.add(
                    color,
                    PASSED_KING_DISTANCE,
                    weight * king_distance(own_king.index(), stop),
                );
                sink.add(
                    color,
                    PASSED_KING_DISTANCE + 1,
                    weight * king_distance(their_king.index(), stop),
                );
            }
        }
    }
}

/// A square's rank counted from `color`'s side, 0 to 7.
fn relative_rank(color: Color, sq: usize) -> usize {
    match color {
        Color::White => sq / 8,
        Color::Black => 7 - sq / 8,
    }
}

fn king_distance(a: usize, b: usize) -> i32 {
    let file = (a % 8).abs_diff(b % 8);
    let rank = (a / 8).abs_diff(b / 8);
    file.max(rank) as i32
}

/// The pawns sheltering `color`'s king, and the open files by it.
fn king_shelter<S: Sink>(color: Color, king: Square, pawns: u64, sink: &mut S) {
    let file = king.file().index();
    let files = file_mask(file) | adjacent_files(file);
    let rank = king.rank().index();
    let two_ranks = match color {
        Color::White => (0xffffu64 << (8 * (rank + 1)).min(63)) & ahead(color, king.index()),
        Color::Black => {
            let below = ahead(color, king.index());
            if rank >= 2 {
                below & !((1u64 << (8 * (rank - 2))) - 1)
            } else {
                below
            }
        }
    };
    sink.add(
        color,
        SHELTER,
        (pawns & files & two_ranks).count_ones() as i32,
    );
    let open = (0..8)
        .filter(|f| files & file_mask(*f) != 0 && pawns & file_mask(*f) == 0)
        .count();
    sink.add(color, SHELTER_OPEN_FILE, open as i32);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The counts of one side.
    struct Of(Color, [i32; TERMS]);

    impl Sink for Of {
        fn add(&mut self, color: Color, term: usize, n: i32) {
            if color == self.0 {
                self.1[term] += n;
            }
        }
    }

    fn counts(fen: &str, color: Color) -> [i32; TERMS] {
        let mut of = Of(color, [0; TERMS]);
        count(&Position::from_fen(fen).unwrap(), &mut of);
        of.1
    }

    #[test]
    fn pawn_structure() {
        // White: doubled and isolated c-pawns, a passed pawn on d6 (free to
        // run), h5 not passed (h6 in front); Black: e5, g5, h6.
        let w = counts("8/8/3P3p/4p1pP/7k/2P5/2P5/K7 w - - 0 1", Color::White);
        assert_eq!(w[DOUBLED], 1);
        assert_eq!(
            w[ISOLATED], 1,
            "h5; the c- and d-pawns stand beside each other"
        );
        assert_eq!(w[PASSED + 4], 1, "d6: its sixth rank");
        assert_eq!(w[PASSED_FREE + 4], 1);
        assert_eq!(w[PASSED + 3], 0, "h5 has g6 and h6 in front");
        let b = counts("8/8/3P3p/4p1pP/7k/2P5/2P5/K7 w - - 0 1", Color::Black);
        assert_eq!(b[PASSED + 2], 2, "e5 and g5, on Black's fourth rank");
        assert_eq!(b[PASSED_FREE + 2], 2);
        assert_eq!(b[ISOLATED], 1, "e5");
    }

    #[test]
    fn backward_pawn() {
        // Black's d6: c5 and e5 are ahead of it, so no pawn can defend it,
        // and d5 in front is attacked by White's c4 and e4.
        let b = counts("4k3/8/3p4/2p1p3/2P1P3/8/8/4K3 w - - 0 1", Color::Black);
        assert_eq!(b[BACKWARD], 1);
        let w = counts("4k3/8/3p4/2p1p3/2P1P3/8/8/4K3 w - - 0 1", Color::White);
        assert_eq!(w[BACKWARD], 0);
    }

    #[test]
    fn rooks_mobility_and_king() {
        // White's rook on the open e-file, Black's on the half-open c-file.
        let fen = "2r3k1/5ppp/8/8/8/8/PPP2PPP/4R1K1 w - - 0 1";
        let w = counts(fen, Color::White);
        let b = counts(fen, Color::Black);
        assert_eq!((w[ROOK_OPEN], w[ROOK_SEMI_OPEN]), (1, 0));
        assert_eq!((b[ROOK_OPEN], b[ROOK_SEMI_OPEN]), (0, 1));
        // e1's rook reaches a1..d1, f1 and e2..e8, less e6 (attacked by f7).
        assert_eq!(w[MOBILITY + 2], 11);
        // g1's shelter: f2, g2, h2; g8's: f7, g7, h7.
        assert_eq!((w[SHELTER], b[SHELTER]), (3, 3));
        assert_eq!(w[SHELTER_OPEN_FILE], 0);
        // g8's zone is f8, h8, f7, g7, h7 and g8; e1's rook stops at e8.
        assert_eq!(b[KING_ATTACK + 2], 0);
        assert_eq!(b[KING_ATTACKERS_SQUARED], 0);
        // A queen on h5 hits f7 (through g6) and h7 of g8's zone.
        let q = counts("6k1/5ppp/8/7Q/8/8/5PPP/6K1 b - - 0 1", Color::Black);
        assert_eq!(q[KING_ATTACK + 3], 2);
        assert_eq!(q[KING_ATTACKERS_SQUARED], 1);
    }

    #[test]
    fn threats_and_hanging_pieces() {
        // White's d4 attacks the knight on e5 and the rook on c5, Nf3 and
        // Rg1 the queen on g5. Nothing defends c5 or g5 (the queen's rank
        // stops at e5); e5 is defended. Black's Ne5 attacks Nf3, which
        // nothing defends.
        let fen = "7k/8/8/2r1n1q1/3P4/5N2/8/K5R1 w - - 0 1";
        let w = counts(fen, Color::White);
        assert_eq!((w[THREAT_BY_PAWN], w[THREAT_BY_PAWN + 1]), (1, 1));
        assert_eq!((w[THREAT_BY_MINOR], w[THREAT_BY_ROOK]), (1, 1));
        assert_eq!(w[HANGING], 2);
        let b = counts(fen, Color::Black);
        assert_eq!(
            b[THREAT_BY_PAWN] + b[THREAT_BY_MINOR] + b[THREAT_BY_ROOK],
            0
        );
        assert_eq!(b[HANGING], 1, "f3; g1 is defended by the knight");
    }

    #[test]
    fn king_danger_needs_a_queen_and_two_attackers() {
        // Qh5 hits f7 and h7 (5 each), Ng5 hits f7 and h7 (2 each): 14² / 16.
        let w = counts("6k1/5ppp/8/6NQ/8/8/5PPP/6K1 b - - 0 1", Color::White);
        assert_eq!(w[KING_DANGER], 12);
        let alone = counts("6k1/5ppp/8/7Q/8/8/5PPP/6K1 b - - 0 1", Color::White);
        assert_eq!(alone[KING_DANGER], 0);
    }

    #[test]
    fn outposts_seventh_rank_and_passed_pawns_kings() {
        let w = counts("4k3/8/8/4N3/3P4/8/8/4K3 w - - 0 1", Color::White);
        assert_eq!(w[OUTPOST], 1, "e5, defended by d4");
        let w = counts("4k3/5p2/8/4N3/3P4/8/8/4K3 w - - 0 1", Color::White);
        assert_eq!(w[OUTPOST], 0, "f7 can come to f6");
        let fen = "4k3/R7/8/8/8/8/r7/4K3 w - - 0 1";
        assert_eq!(counts(fen, Color::White)[ROOK_SEVENTH], 1);
        assert_eq!(counts(fen, Color::Black)[ROOK_SEVENTH], 1);
        // e6 is passed; e7 in front is 6 king moves from e1 and 4 from a8,
        // each times 4 (its sixth rank).
        let w = counts("k7/8/4P3/8/8/8/8/4K3 w - - 0 1", Color::White);
        assert_eq!(
            (w[PASSED_KING_DISTANCE], w[PASSED_KING_DISTANCE + 1]),
            (24, 16)
        );
    }
}

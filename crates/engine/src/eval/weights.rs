//! The weights of the terms in `terms.rs`, middle game and end game, in
//! centipawns per count.
//!
//! Made by `examples/tune.rs` (Texel's method); see that file for the data
//! and the command. The values below are the last run's output, pasted.

use super::terms::TERMS;

/// `(middle game, end game)` per term.
#[rustfmt::skip]
pub const WEIGHTS: [(i32, i32); TERMS] = [
    (-15, -17), // doubled
    (-7, -12), // isolated
    (-9, -7), // backward
    (-1, 9), // passed rank 2
    (26, -17), // passed rank 3
    (49, 7), // passed rank 4
    (92, 10), // passed rank 5
    (164, -31), // passed rank 6
    (214, -119), // passed rank 7
    (-14, 10), // passed free rank 2
    (-18, 20), // passed free rank 3
    (-4, 10), // passed free rank 4
    (4, 18), // passed free rank 5
    (19, 37), // passed free rank 6
    (85, 82), // passed free rank 7
    (7, 6), // mobility knight
    (6, 3), // mobility bishop
    (4, 4), // mobility rook
    (4, 1), // mobility queen
    (38, -11), // rook open file
    (14, 14), // rook semi-open file
    (1, -5), // shelter
    (-29, -8), // shelter open file
    (2, 8), // king attack knight
    (4, -1), // king attack bishop
    (-8, 1), // king attack rook
    (-1, -14), // king attack queen
    (-2, -3), // king attackers squared
    (54, 25), // threat by pawn on minor
    (33, -17), // threat by pawn on major
    (36, 1), // threat by minor on major
    (53, 17), // threat by rook on queen
    (9, 18), // hanging
    (3, 2), // king danger
    (-3, -4), // passed own king distance
    (-4, 8), // passed enemy king distance
    (36, 4), // outpost knight
    (54, -16), // outpost bishop
    (-41, 21), // rook on seventh
];

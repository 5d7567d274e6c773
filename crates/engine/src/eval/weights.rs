//! The weights of the terms in `terms.rs`, middle game and end game, in
//! centipawns per count.
//!
//! Made by `examples/tune.rs` (Texel's method); see that file for the data
//! and the command. The values below are the last run's output, pasted.

use super::terms::TERMS;

/// `(middle game, end game)` per term.
#[rustfmt::skip]
pub const WEIGHTS: [(i32, i32); TERMS] = [
    (-12, -18), // doubled
    (-8, -12), // isolated
    (-11, -8), // backward
    (-2, 14), // passed rank 2
    (4, 6), // passed rank 3
    (-5, 39), // passed rank 4
    (16, 32), // passed rank 5
    (53, -13), // passed rank 6
    (12, -56), // passed rank 7
    (-10, 7), // passed free rank 2
    (-21, 21), // passed free rank 3
    (-2, 16), // passed free rank 4
    (-4, 40), // passed free rank 5
    (4, 82), // passed free rank 6
    (88, 109), // passed free rank 7
    (7, 7), // mobility knight
    (6, 3), // mobility bishop
    (3, 5), // mobility rook
    (4, 1), // mobility queen
    (40, -12), // rook open file
    (16, 6), // rook semi-open file
    (1, -6), // shelter
    (-34, 1), // shelter open file
    (0, 11), // king attack knight
    (3, 2), // king attack bishop
    (-6, 1), // king attack rook
    (-3, -18), // king attack queen
    (-7, -1), // king attackers squared
];

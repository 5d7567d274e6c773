//! Static evaluation: material and piece-square tables for the middle game
//! and the end game, blended by the material left on the board (a "tapered"
//! evaluation).
//!
//! The numbers are the published tuned values of Ronald Friederich's PeSTO
//! (piece-square tables only) evaluation; they are facts about chess
//! positions, the code around them is ours. On top: a bishop-pair bonus, a
//! small bonus for having the move, and a scale-down of drawish endings.
//!
//! [`Evaluation::Tuned`] adds pawn structure, mobility, rooks on open files
//! and king safety (`eval/terms.rs`), weighed by values tuned on labelled
//! positions (`eval/weights.rs`).

pub mod terms;
mod weights;

use rochade_laws::{Bitboard, Color, Position, Role};

use terms::Sink;
pub use weights::WEIGHTS;

/// Which evaluation a search uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Evaluation {
    /// Material, piece squares, the bishop pair and the move: levels 1–7,
    /// whose places on Stockfish's scale were measured with it.
    Tables,
    /// [`Evaluation::Tables`] and the tuned terms: level 8 and the analysis.
    Tuned,
}

/// Material in centipawns, middle game, pawn..king.
const MG_VALUE: [i32; 6] = [82, 337, 365, 477, 1025, 0];
/// Material in centipawns, end game.
const EG_VALUE: [i32; 6] = [94, 281, 297, 512, 936, 0];
/// How much each piece counts towards "middle game" (24 = all pieces on).
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const MAX_PHASE: i32 = 24;

// The tables are written from White's point of view with rank 8 first, as
// one reads a diagram: index 0 is a8. A white piece on square `sq` (a1 = 0)
// reads entry `sq ^ 56`; a black piece reads entry `sq` (its mirror image).
#[rustfmt::skip]
const MG_PST: [[i32; 64]; 6] = [
    [ // pawn
          0,   0,   0,   0,   0,   0,  0,   0,
         98, 134,  61,  95,  68, 126, 34, -11,
         -6,   7,  26,  31,  65,  56, 25, -20,
        -14,  13,   6,  21,  23,  12, 17, -23,
        -27,  -2,  -5,  12,  17,   6, 10, -25,
        -26,  -4,  -4, -10,   3,   3, 33, -12,
        -35,  -1, -20, -23, -15,  24, 38, -22,
          0,   0,   0,   0,   0,   0,  0,   0,
    ],
    [ // knight
        -167, -89, -34, -49,  61, -97, -15, -107,
         -73, -41,  72,  36,  23,  62,   7,  -17,
         -47,  60,  37,  65,  84, 129,  73,   44,
          -9,  17,  19,  53,  37,  69,  18,   22,
         -13,   4,  16,  13,  28,  19,  21,   -8,
         -23,  -9,  12,  10,  19,  17,  25,  -16,
         -29, -53, -12,  -3,  -1,  18, -14,  -19,
        -105, -21, -58, -33, -17, -28, -19,  -23,
    ],
    [ // bishop
        -29,   4, -82, -37, -25, -42,   7,  -8,
        -26,  16, -18, -13,  30,  59,  18, -47,
        -16,  37,  43,  40,  35,  50,  37,  -2,
         -4,   5,  19,  50,  37,  37,   7,  -2,
         -6,  13,  13,  26,  34,  12,  10,   4,
          0,  15,  15,  15,  14,  27,  18,  10,
          4,  15,  16,   0,   7,  21,  33,   1,
        -33,  -3, -14, -21, -13, -12, -39, -21,
    ],
    [ // rook
         32,  42,  32,  51, 63,  9,  31,  43,
         27,  32,  58,  62, 80, 67,  26,  44,
         -5,  19,  26,  36, 17, 45,  61,  16,
        -24, -11,   7,  26, 24, 35,  -8, -20,
        -36, -26, -12,  -1,  9, -7,   6, -23,
        -45, -25, -16, -17,  3,  0,  -5, -33,
        -44, -16, -20,  -9, -1, 11,  -6, -71,
        -19, -13,   1,  17, 16,  7, -37, -26,
    ],
    [ // queen
        -28,   0,  29,  12,  59,  44,  43,  45,
        -24, -39,  -5,   1, -16,  57,  28,  54,
        -13, -17,   7,   8,  29,  56,  47,  57,
        -27, -27, -16, -16,  -1,  17,  -2,   1,
         -9, -26,  -9, -10,  -2,  -4,   3,  -3,
        -14,   2, -11,  -2,  -5,   2,  14,   5,
        -35,  -8,  11,   2,   8,  15,  -3,   1,
         -1, -18,  -9,  10, -15, -25, -31, -50,
    ],
    [ // king
        -65,  23,  16, -15, -56, -34,   2,  13,
         29,  -1, -20,  -7,  -8,  -4, -38, -29,
         -9,  24,   2, -16, -20,   6,  22, -22,
        -17, -20, -12, -27, -30, -25, -14, -36,
        -49,  -1, -27, -39, -46, -44, -33, -51,
        -14, -14, -22, -46, -44, -30, -15, -27,
          1,   7,  -8, -64, -43, -16,   9,   8,
        -15,  36,  12, -54,   8, -28,  24,  14,
    ],
];

#[rustfmt::skip]
const EG_PST: [[i32; 64]; 6] = [
    [ // pawn
          0,   0,   0,   0,   0,   0,   0,   0,
        178, 173, 158, 134, 147, 132, 165, 187,
         94, 100,  85,  67,  56,  53,  82,  84,
         32,  24,  13,   5,  -2,   4,  17,  17,
         13,   9,  -3,  -7,  -7,  -8,   3,  -1,
          4,   7,  -6,   1,   0,  -5,  -1,  -8,
         13,   8,   8,  10,  13,   0,   2,  -7,
          0,   0,   0,   0,   0,   0,   0,   0,
    ],
    [ // knight
        -58, -38, -13, -28, -31, -27, -63, -99,
        -25,  -8, -25,  -2,  -9, -25, -24, -52,
        -24, -20,  10,   9,  -1,  -9, -19, -41,
        -17,   3,  22,  22,  22,  11,   8, -18,
        -18,  -6,  16,  25,  16,  17,   4, -18,
        -23,  -3,  -1,  15,  10,  -3, -20, -22,
        -42, -20, -10,  -5,  -2, -20, -23, -44,
        -29, -51, -23, -15, -22, -18, -50, -64,
    ],
    [ // bishop
        -14, -21, -11,  -8, -7,  -9, -17, -24,
         -8,  -4,   7, -12, -3, -13,  -4, -14,
          2,  -8,   0,  -1, -2,   6,   0,   4,
         -3,   9,  12,   9, 14,  10,   3,   2,
         -6,   3,  13,  19,  7,  10,  -3,  -9,
        -12,  -3,   8,  10, 13,   3,  -7, -15,
        -14, -18,  -7,  -1,  4,  -9, -15, -27,
        -23,  -9, -23,  -5, -9, -16,  -5, -17,
    ],
    [ // rook
        13, 10, 18, 15, 12,  12,   8,   5,
        11, 13, 13, 11, -3,   3,   8,   3,
         7,  7,  7,  5,  4,  -3,  -5,  -3,
         4,  3, 13,  1,  2,   1,  -1,   2,
         3,  5,  8,  4, -5,  -6,  -8, -11,
        -4,  0, -5, -1, -7, -12,  -8, -16,
        -6, -6,  0,  2, -9,  -9, -11,  -3,
        -9,  2,  3, -1, -5, -13,   4, -20,
    ],
    [ // queen
         -9,  22,  22,  27,  27,  19,  10,  20,
        -17,  20,  32,  41,  58,  25,  30,   0,
        -20,   6,   9,  49,  47,  35,  19,   9,
          3,  22,  24,  45,  57,  40,  57,  36,
        -18,  28,  19,  47,  31,  34,  39,  23,
        -16, -27,  15,   6,   9,  17,  10,   5,
        -22, -23, -30, -16, -16, -23, -36, -32,
        -33, -28, -22, -43,  -5, -32, -20, -41,
    ],
    [ // king
        -74, -35, -18, -18, -11,  15,   4, -17,
        -12,  17,  14,  17,  17,  38,  23,  11,
         10,  17,  23,  15,  20,  45,  44,  13,
         -8,  22,  24,  27,  26,  33,  26,   3,
        -18,  -4,  21,  24,  27,  23,   9, -11,
        -19,  -3,  11,  21,  23,  16,   7,  -9,
        -27, -11,   4,  13,  14,   4,  -5, -17,
        -53, -34, -21, -11, -28, -14, -24, -43,
    ],
];

/// Material plus square bonus, per colour, role and square (a1 = 0), so the
/// evaluation is one table read per piece.
struct Tables {
    mg: [[[i32; 64]; 6]; 2],
    eg: [[[i32; 64]; 6]; 2],
}

const fn build() -> Tables {
    let mut mg = [[[0; 64]; 6]; 2];
    let mut eg = [[[0; 64]; 6]; 2];
    let mut role = 0;
    while role < 6 {
        let mut sq = 0;
        while sq < 64 {
            mg[0][role][sq] = MG_VALUE[role] + MG_PST[role][sq ^ 56];
            eg[0][role][sq] = EG_VALUE[role] + EG_PST[role][sq ^ 56];
            mg[1][role][sq] = MG_VALUE[role] + MG_PST[role][sq];
            eg[1][role][sq] = EG_VALUE[role] + EG_PST[role][sq];
            sq += 1;
        }
        role += 1;
    }
    Tables { mg, eg }
}

static TABLES: Tables = build();

/// Bonus for the side to move: having the move is worth something, and an
/// even/odd-ply oscillation of the score would disturb the search.
const TEMPO: i32 = 12;
const BISHOP_PAIR_MG: i32 = 25;
const BISHOP_PAIR_EG: i32 = 50;

/// Centipawn value of a role for move ordering and exchange counting.
pub(crate) const fn see_value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 320,
        Role::Bishop => 330,
        Role::Rook => 500,
        Role::Queen => 950,
        Role::King => 20_000,
    }
}

/// The full-strength evaluation ([`Evaluation::Tuned`]) in centipawns from
/// the point of view of the side to move.
///
/// ```
/// use rochade_laws::Position;
/// // The start position is balanced up to the bonus for having the move.
/// assert!(rochade_engine::evaluate(&Position::new()).abs() < 30);
/// ```
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, Evaluation::Tuned)
}

/// Adds each term's weight times its count, White's minus Black's.
struct Weighed {
    mg: i32,
    eg: i32,
}

impl Sink for Weighed {
    #[inline]
    fn add(&mut self, color: Color, term: usize, n: i32) {
        let (mg, eg) = WEIGHTS[term];
        let sign = if color == Color::White { 1 } else { -1 };
        self.mg += sign * mg * n;
        self.eg += sign * eg * n;
    }
}

/// The evaluation `which` in centipawns from the point of view of the side
/// to move.
pub fn evaluate_with(pos: &Position, which: Evaluation) -> i32 {
    let (mg_score, eg_score, phase) = tables(pos);
    let (mg_score, eg_score) = match which {
        Evaluation::Tables => (mg_score, eg_score),
        Evaluation::Tuned => {
            let mut w = Weighed { mg: 0, eg: 0 };
            terms::count(pos, &mut w);
            (mg_score + w.mg, eg_score + w.eg)
        }
    };
    let eg_score = eg_score * drawish(pos, eg_score) / 8;
    let score = (mg_score * phase + eg_score * (MAX_PHASE - phase)) / MAX_PHASE;
    let score = if pos.turn() == Color::White {
        score
    } else {
        -score
    };
    score + TEMPO
}

/// The evaluation's parts as a tuner needs them, from White's side: the
/// tables' middle- and end-game scores, the phase (24 with every piece on,
/// 0 with none) and the eighths of the end-game score kept in drawish
/// endings (8 = all).
pub fn tables_and_phase(pos: &Position) -> (i32, i32, i32, i32) {
    let (mg, eg, phase) = tables(pos);
    (mg, eg, phase, drawish(pos, eg))
}

/// The bonus for having the move, in centipawns.
pub const fn tempo() -> i32 {
    TEMPO
}

/// Material and piece squares, White's minus Black's, middle game and end
/// game, and the phase.
fn tables(pos: &Position) -> (i32, i32, i32) {
    let t = &TABLES;
    let mut mg = [0i32; 2];
    let mut eg = [0i32; 2];
    let mut phase = 0;
    for color in Color::ALL {
        let c = color.index();
        let ours = pos.by_color(color);
        for role in Role::ALL {
            let r = role.index();
            let bb = ours & pos.by_role(role);
            for sq in bb {
                mg[c] += t.mg[c][r][sq.index()];
                eg[c] += t.eg[c][r][sq.index()];
            }
            phase += PHASE[r] * bb.count() as i32;
        }
        if (ours & pos.by_role(Role::Bishop) & Bitboard::LIGHT).any()
            && (ours & pos.by_role(Role::Bishop) & Bitboard::DARK).any()
        {
            mg[c] += BISHOP_PAIR_MG;
            eg[c] += BISHOP_PAIR_EG;
        }
    }
    (mg[0] - mg[1], eg[0] - eg[1], phase.min(MAX_PHASE))
}

/// The eighths of the end-game score `eg_score` (White's side) to keep:
/// without pawns, being a minor piece up is not enough to win.
fn drawish(pos: &Position, eg_score: i32) -> i32 {
    let strong = if eg_score > 0 {
        Color::White
    } else {
        Color::Black
    };
    if (pos.by_color(strong) & pos.by_role(Role::Pawn)).is_empty() && !pos.can_checkmate(strong) {
        0
    } else if (pos.by_color(strong) & pos.by_role(Role::Pawn)).is_empty()
        && material_edge(pos, strong) <= 350
    {
        1
    } else {
        8
    }
}

/// The piece material (no pawns) of `color` minus the opponent's.
fn material_edge(pos: &Position, color: Color) -> i32 {
    let side = |c: Color| -> i32 {
        [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .into_iter()
            .map(|r| see_value(r) * (pos.by_color(c) & pos.by_role(r)).count() as i32)
            .sum()
    };
    side(color) - side(!color)
}

/// Whether `color` has a piece other than pawns and the king: without one,
/// zugzwang is common and "passing" (null move) is not a safe assumption.
pub(crate) fn has_pieces(pos: &Position, color: Color) -> bool {
    (pos.by_color(color) & !pos.by_role(Role::Pawn) & !pos.by_role(Role::King)).any()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The position seen from the other side: ranks reversed, colours
    /// swapped, the other side to move.
    fn mirror(fen: &str) -> String {
        let f: Vec<&str> = fen.split(' ').collect();
        let swap = |s: &str| -> String {
            s.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        };
        let board: Vec<String> = f[0].split('/').rev().map(swap).collect();
        let turn = if f[1] == "w" { "b" } else { "w" };
        let castling = if f[2] == "-" {
            "-".to_string()
        } else {
            swap(f[2])
        };
        let ep = match f[3].as_bytes() {
            [file, b'3'] => format!("{}6", *file as char),
            [file, b'6'] => format!("{}3", *file as char),
            _ => "-".to_string(),
        };
        format!(
            "{} {turn} {castling} {ep} {} {}",
            board.join("/"),
            f[4],
            f[5]
        )
    }

    /// Mirroring the board and swapping colours must not change the score
    /// for the side to move, in either evaluation.
    #[test]
    fn symmetric() {
        for fen in [
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            "8/5k2/8/8/3P4/8/5K2/8 w - - 0 1",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "6k1/5ppp/8/7Q/8/8/5PPP/6K1 b - - 0 1",
            "8/8/3P3p/4p1pP/7k/2P5/2P5/K7 w - - 0 1",
            "2r3k1/5ppp/8/8/8/8/PPP2PPP/4R1K1 w - - 0 1",
        ] {
            let a = Position::from_fen(fen).unwrap();
            let b = Position::from_fen(&mirror(fen)).unwrap();
            for which in [Evaluation::Tables, Evaluation::Tuned] {
                assert_eq!(
                    evaluate_with(&a, which),
                    evaluate_with(&b, which),
                    "{which:?}: {fen}"
                );
            }
        }
    }

    /// The tuned terms change the judgement where they should: a free passed
    /// pawn on the seventh, an open file for a rook.
    #[test]
    fn tuned_terms_count() {
        for fen in [
            "6k1/1P6/8/8/8/8/5PPP/6K1 w - - 0 1",
            "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            assert!(
                evaluate_with(&pos, Evaluation::Tuned) > evaluate_with(&pos, Evaluation::Tables),
                "{fen}"
            );
        }
    }

    #[test]
    fn material_counts() {
        let up_a_queen =
            Position::from_fen("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        assert!(evaluate(&up_a_queen) > 800);
        let bare = Position::from_fen("8/8/4k3/8/8/2N5/8/4K3 w - - 0 1").unwrap();
        // A lone knight cannot checkmate: far below its worth.
        assert!(evaluate(&bare).abs() < 50);
    }
}

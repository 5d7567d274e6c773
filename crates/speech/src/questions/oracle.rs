//! The questions checked against a brute-force oracle over many positions
//! reached by random games (as perft reaches them), and on positions
//! checked by hand. The oracle reads the board square by square and moves
//! pieces by stepping over it, without the rules core's attack tables or
//! move generator (but for castling, whose moves it takes from the core).

use rochade_laws::{Color, Move, Piece, Position, Role, Square};

use super::*;

type Board = [Option<Piece>; 64];

fn board(pos: &Position) -> Board {
    let mut b = [None; 64];
    for sq in Square::all() {
        b[sq.index()] = pos.piece_at(sq);
    }
    b
}

fn at(file: i32, rank: i32) -> Option<Square> {
    ((0..8).contains(&file) && (0..8).contains(&rank))
        .then(|| Square::new((rank * 8 + file) as u32))
        .flatten()
}

fn coords(sq: Square) -> (i32, i32) {
    (sq.file().index() as i32, sq.rank().index() as i32)
}

const KNIGHT: [(i32, i32); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// The squares the piece on `from` attacks, by stepping.
fn attacked(b: &Board, from: Square) -> Vec<Square> {
    let Some(p) = b[from.index()] else {
        return Vec::new();
    };
    let (f, r) = coords(from);
    let steps = |ds: &[(i32, i32)]| -> Vec<Square> {
        ds.iter()
            .filter_map(|&(df, dr)| at(f + df, r + dr))
            .collect()
    };
    let slide = |ds: &[(i32, i32)]| -> Vec<Square> {
        let mut out = Vec::new();
        for &(df, dr) in ds {
            let (mut x, mut y) = (f + df, r + dr);
            while let Some(sq) = at(x, y) {
                out.push(sq);
                if b[sq.index()].is_some() {
                    break;
                }
                x += df;
                y += dr;
            }
        }
        out
    };
    match p.role {
        Role::Pawn => {
            let dr = if p.color.is_white() { 1 } else { -1 };
            steps(&[(-1, dr), (1, dr)])
        }
        Role::Knight => steps(&KNIGHT),
        Role::King => steps(&KING),
        Role::Bishop => slide(&KING[1..].iter().step_by(2).copied().collect::<Vec<_>>()),
        Role::Rook => slide(&KING.iter().step_by(2).copied().collect::<Vec<_>>()),
        Role::Queen => slide(&KING),
    }
}

fn attackers_oracle(b: &Board, sq: Square, by: Color) -> Vec<Square> {
    Square::all()
        .filter(|&s| b[s.index()].is_some_and(|p| p.color == by) && attacked(b, s).contains(&sq))
        .collect()
}

fn king_of(b: &Board, color: Color) -> Option<Square> {
    let kings: Vec<Square> = Square::all()
        .filter(|s| b[s.index()] == Some(Role::King.of(color)))
        .collect();
    (kings.len() == 1).then(|| kings[0])
}

fn pinned_oracle(b: &Board, sq: Square) -> bool {
    let Some(p) = b[sq.index()] else { return false };
    if p.role == Role::King {
        return false;
    }
    let Some(king) = king_of(b, p.color) else {
        return false;
    };
    let mut without = *b;
    without[sq.index()] = None;
    Square::all().any(|s| {
        b[s.index()].is_some_and(|e| {
            e.color != p.color && matches!(e.role, Role::Bishop | Role::Rook | Role::Queen)
        }) && attacked(&without, s).contains(&king)
            && !attacked(b, s).contains(&king)
    })
}

fn in_check(b: &Board, color: Color) -> bool {
    king_of(b, color).is_some_and(|k| !attackers_oracle(b, k, !color).is_empty())
}

/// (from, to) of every move of `color` by stepping, kept when its own
/// king is not left attacked; castling from the core; no king captured.
fn moves_oracle(pos: &Position, color: Color) -> Vec<(Square, Square)> {
    let b = board(pos);
    let ep = if pos.turn() == color {
        pos.ep_square()
    } else {
        None
    };
    let mut out = Vec::new();
    for from in Square::all() {
        let Some(p) = b[from.index()].filter(|p| p.color == color) else {
            continue;
        };
        let (f, r) = coords(from);
        let mut targets: Vec<(Square, Option<Square>)> = Vec::new();
        if p.role == Role::Pawn {
            let dr = if color.is_white() { 1 } else { -1 };
            if let Some(one) = at(f, r + dr).filter(|s| b[s.index()].is_none()) {
                targets.push((one, None));
                let start = if color.is_white() { 1 } else { 6 };
                if r == start {
                    if let Some(two) = at(f, r + 2 * dr).filter(|s| b[s.index()].is_none()) {
                        targets.push((two, None));
                    }
                }
            }
            for to in attacked(&b, from) {
                if b[to.index()].is_some_and(|q| q.color != color) {
                    targets.push((to, None));
                } else if Some(to) == ep {
                    targets.push((to, at(coords(to).0, r)));
                }
            }
        } else {
            for to in attacked(&b, from) {
                if b[to.index()].is_none_or(|q| q.color != color) {
                    targets.push((to, None));
                }
            }
        }
        for (to, victim) in targets {
            if b[to.index()].is_some_and(|q| q.role == Role::King) {
                continue;
            }
            let mut after = b;
            after[to.index()] = after[from.index()].take();
            if let Some(v) = victim {
                after[v.index()] = None;
            }
            if !in_check(&after, color) {
                out.push((from, to));
            }
        }
    }
    let mut turned = pos.clone();
    if turned.turn() != color {
        turned.pass_turn();
    }
    for m in turned.legal_moves().iter().filter(|m| m.is_castle()) {
        out.push((m.from(), m.to()));
    }
    out.sort();
    out.dedup();
    out
}

/// A small deterministic generator (xorshift), so that failures repeat.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Positions of random games from several starts, every ply of each.
fn positions() -> Vec<Position> {
    let starts = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut out = Vec::new();
    for fen in starts {
        for _game in 0..12 {
            let Ok(mut pos) = Position::from_fen(fen) else {
                panic!("{fen}");
            };
            for _ply in 0..60 {
                out.push(pos.clone());
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                pos = match pos.play(&m) {
                    Ok(p) => p,
                    Err(e) => panic!("{e:?}"),
                };
            }
        }
    }
    out
}

fn fen(s: &str) -> Position {
    Position::from_fen(s).unwrap_or_else(|e| panic!("{s}: {e:?}"))
}

#[test]
fn attackers_and_pins_agree_with_the_oracle() {
    let all = positions();
    assert!(all.len() > 1000, "{}", all.len());
    let (mut pinned_seen, mut attackers_seen) = (0, 0);
    for pos in &all {
        let b = board(pos);
        for sq in Square::all() {
            for by in Color::ALL {
                let got: Vec<Square> = attackers(pos, sq, by).iter().map(|a| a.square).collect();
                assert_eq!(
                    got,
                    attackers_oracle(&b, sq, by),
                    "{} {sq:?} {by:?}",
                    pos.to_fen()
                );
                attackers_seen += got.len();
                for a in attackers(pos, sq, by) {
                    assert_eq!(Some(a.piece), b[a.square.index()]);
                    assert_eq!(a.pinned, pinned_oracle(&b, a.square), "{}", pos.to_fen());
                }
            }
            let pinned = is_pinned(pos, sq);
            assert_eq!(pinned, pinned_oracle(&b, sq), "{} {sq:?}", pos.to_fen());
            pinned_seen += usize::from(pinned);
        }
    }
    // The positions hold pins and attacks enough to test them.
    assert!(pinned_seen > 50, "{pinned_seen}");
    assert!(attackers_seen > 10_000, "{attackers_seen}");
}

#[test]
fn pieces_in_danger_agree_with_the_oracle() {
    let mut seen = [0usize; 2];
    for pos in positions() {
        let b = board(&pos);
        for color in Color::ALL {
            let mut expected: Vec<(Square, Why)> = Vec::new();
            for sq in Square::all() {
                let Some(p) = b[sq.index()].filter(|p| p.color == color && p.role != Role::King)
                else {
                    continue;
                };
                let against = attackers_oracle(&b, sq, !color);
                let Some(cheapest) = against
                    .iter()
                    .filter_map(|s| b[s.index()].map(|q| q.role))
                    .min_by_key(|&r| value(r))
                else {
                    continue;
                };
                if attackers_oracle(&b, sq, color).is_empty() {
                    expected.push((sq, Why::Undefended));
                } else if value(cheapest) < value(p.role) {
                    expected.push((sq, Why::Cheaper(cheapest)));
                }
            }
            let mut got: Vec<(Square, Why)> = in_danger(&pos, color)
                .iter()
                .map(|d| (d.square, d.why))
                .collect();
            // Most valuable first.
            let values: Vec<u8> = in_danger(&pos, color)
                .iter()
                .map(|d| value(d.piece.role))
                .collect();
            assert!(values.windows(2).all(|w| w[0] >= w[1]), "{values:?}");
            got.sort_by_key(|(s, _)| *s);
            for (_, why) in &got {
                seen[usize::from(matches!(why, Why::Cheaper(_)))] += 1;
            }
            assert_eq!(got, expected, "{} {color:?}", pos.to_fen());
        }
    }
    assert!(seen[0] > 100 && seen[1] > 100, "{seen:?}");
}

#[test]
fn scans_agree_with_the_oracle() {
    for pos in positions().iter().step_by(7) {
        let b = board(pos);
        for from in Square::all() {
            for dir in Direction::DIAGONALS.into_iter().chain(Direction::LINES) {
                // Every square on the direction's half-line with nothing
                // between, nearest first.
                let (f, r) = coords(from);
                let (gf, gr) = match ray(pos, from, dir).first() {
                    Some(&s) => (coords(s).0 - f, coords(s).1 - r),
                    None => (0, 0),
                };
                let mut expected: Vec<(i32, Square)> = Square::all()
                    .filter(|&s| {
                        let (df, dr) = (coords(s).0 - f, coords(s).1 - r);
                        let dist = df.abs().max(dr.abs());
                        dist > 0
                            && (df, dr) == (gf * dist, gr * dist)
                            && (1..dist).all(|k| {
                                at(f + gf * k, r + gr * k).is_some_and(|t| b[t.index()].is_none())
                            })
                    })
                    .map(|s| ((coords(s).0 - f).abs().max((coords(s).1 - r).abs()), s))
                    .collect();
                expected.sort();
                let expected: Vec<Square> = expected.into_iter().map(|(_, s)| s).collect();
                assert_eq!(ray(pos, from, dir), expected, "{from:?} {dir:?}");
            }
        }
    }
    // The step of each direction, by hand: from e4 of an empty board.
    let empty = fen("4k3/8/8/8/8/8/8/K7 w - - 0 1");
    assert_eq!(
        ray(&empty, Square::E4, Direction::UpRight).last(),
        Some(&Square::H7)
    );
    assert_eq!(
        ray(&empty, Square::E4, Direction::UpLeft).last(),
        Some(&Square::A8)
    );
    assert_eq!(
        ray(&empty, Square::E4, Direction::DownLeft).last(),
        Some(&Square::B1)
    );
    assert_eq!(
        ray(&empty, Square::E4, Direction::DownRight).last(),
        Some(&Square::H1)
    );
    assert_eq!(
        ray(&empty, Square::E4, Direction::Right).last(),
        Some(&Square::H4)
    );
    assert_eq!(
        ray(&empty, Square::E4, Direction::Down).last(),
        Some(&Square::E1)
    );
    assert_eq!(ray(&empty, Square::E4, Direction::Up).len(), 4);
    assert_eq!(
        Direction::UpLeft.seen_from(Color::Black),
        Direction::DownRight
    );
    assert_eq!(Direction::Up.seen_from(Color::White), Direction::Up);
}

#[test]
fn movers_and_captures_agree_with_the_oracle() {
    let mut seen_other_side = 0;
    for pos in positions().iter().step_by(3) {
        for color in Color::ALL {
            let oracle = moves_oracle(pos, color);
            for to in Square::all() {
                let got: Vec<Square> = movers_to(pos, to, color).iter().map(|m| m.square).collect();
                let mut expected: Vec<Square> = oracle
                    .iter()
                    .filter(|(_, t)| *t == to)
                    .map(|(f, _)| *f)
                    .collect();
                expected.dedup();
                expected.sort();
                assert_eq!(got, expected, "{} {to:?} {color:?}", pos.to_fen());
                if color != pos.turn() {
                    seen_other_side += got.len();
                }
            }
        }
        let b = board(pos);
        let mut got: Vec<(Square, Square)> =
            captures(pos).iter().map(|m| (m.from(), m.to())).collect();
        got.sort();
        got.dedup();
        let expected: Vec<(Square, Square)> = moves_oracle(pos, pos.turn())
            .into_iter()
            .filter(|&(f, t)| {
                b[t.index()].is_some()
                    || (Some(t) == pos.ep_square()
                        && b[f.index()].is_some_and(|p| p.role == Role::Pawn)
                        && f.file() != t.file())
            })
            .collect();
        assert_eq!(got, expected, "{}", pos.to_fen());
    }
    assert!(seen_other_side > 1000, "{seen_other_side}");
}

#[test]
fn hand_checked_positions() {
    // White: Ke1, Nd2 pinned by the bishop on b4 (through c3); Nf3
    // attacks e5; the queen on e2 does not: the pawn on e4 blocks it.
    // Black: pawn d6 and knight c6 defend e5.
    let pos = fen("4k3/8/2np4/4p3/1b2P3/5N2/3NQ3/4K3 w - - 0 1");
    let white: Vec<(Square, bool)> = attackers(&pos, Square::E5, Color::White)
        .iter()
        .map(|a| (a.square, a.pinned))
        .collect();
    assert_eq!(white, [(Square::F3, false)]);
    let black: Vec<Square> = attackers(&pos, Square::E5, Color::Black)
        .iter()
        .map(|a| a.square)
        .collect();
    // The pawn on e5 itself is not among them.
    assert_eq!(black, [Square::C6, Square::D6]);
    let on_c4: Vec<(Square, bool)> = attackers(&pos, Square::C4, Color::White)
        .iter()
        .map(|a| (a.square, a.pinned))
        .collect();
    assert_eq!(on_c4, [(Square::D2, true), (Square::E2, false)]);
    assert!(is_pinned(&pos, Square::D2));
    assert!(!is_pinned(&pos, Square::F3));
    // The pinned knight moves nowhere, the other can go to e5.
    let to_e5: Vec<Square> = movers_to(&pos, Square::E5, Color::White)
        .iter()
        .map(|m| m.square)
        .collect();
    assert_eq!(to_e5, [Square::F3]);
    let c4: Vec<Square> = movers_to(&pos, Square::C4, Color::White)
        .iter()
        .map(|m| m.square)
        .collect();
    assert_eq!(c4, [Square::E2]);
    // Black, not to move: the bishop, and the pawn's capture.
    let d3: Vec<Square> = movers_to(&pos, Square::D3, Color::Black)
        .iter()
        .map(|m| m.square)
        .collect();
    assert!(d3.is_empty(), "{d3:?}");
    let c3: Vec<Square> = movers_to(&pos, Square::C3, Color::Black)
        .iter()
        .map(|m| m.square)
        .collect();
    assert_eq!(c3, [Square::B4]);
    // In danger: nothing. The knight on d2 is attacked by a bishop, of no
    // lower value, and defended; Black's e5 pawn is attacked by a knight
    // and defended.
    assert!(in_danger(&pos, Color::White).is_empty());
    let black_danger: Vec<(Square, Why)> = in_danger(&pos, Color::Black)
        .iter()
        .map(|d| (d.square, d.why))
        .collect();
    assert!(black_danger.is_empty(), "{black_danger:?}");
    // Captures: the knight takes e5.
    let takes: Vec<(Square, Square)> = captures(&pos).iter().map(|m| (m.from(), m.to())).collect();
    assert_eq!(takes, [(Square::F3, Square::E5)]);
    // A knight attacked by a pawn: undefended, then defended, in danger
    // both times.
    let pos = fen("4k3/8/8/3p4/4N3/8/8/4K2R w - - 0 1");
    let d: Vec<(Square, Why)> = in_danger(&pos, Color::White)
        .iter()
        .map(|d| (d.square, d.why))
        .collect();
    assert_eq!(d, [(Square::E4, Why::Undefended)]);
    let pos = fen("4k3/8/8/3p4/4N3/8/8/4R1K1 w - - 0 1");
    let d: Vec<(Square, Why)> = in_danger(&pos, Color::White)
        .iter()
        .map(|d| (d.square, d.why))
        .collect();
    assert_eq!(d, [(Square::E4, Why::Cheaper(Role::Pawn))]);
    // En passant is a capture; castling goes to the king's square.
    let pos = fen("4k3/8/8/3pP3/8/8/8/R3K3 w Q d6 0 1");
    assert!(
        captures(&pos)
            .iter()
            .any(|m| matches!(m, Move::EnPassant { .. }))
    );
    let c1: Vec<Square> = movers_to(&pos, Square::C1, Color::White)
        .iter()
        .map(|m| m.square)
        .collect();
    assert_eq!(c1, [Square::A1, Square::E1]);
}

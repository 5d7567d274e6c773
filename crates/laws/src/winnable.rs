//! "Can this side checkmate by any series of legal moves?" decided exactly
//! where a bounded search can settle it (2001 Art. 5.2 b and 6.9; 1997
//! Art. 9.6; 2023 Art. 5.2.2 and 6.9).
//!
//! The answer is made of four parts, cheapest first:
//!
//! 1. the position itself: a side already checkmated or stalemated can never
//!    mate again (Art. 5.1 a, 5.2 a end the game);
//! 2. material: a lone king, a lone knight against king and queens, and
//!    bishops of one square colour against an opponent who has nothing that
//!    could stand on the other colour can never mate;
//! 3. a blockade analysis: when every pawn is stuck on its file behind
//!    another pawn and no pawn can ever capture or be captured, the pawns
//!    that can never move are walls; if no piece of the mating side can
//!    ever reach a square from which it attacks a square the opponent's
//!    king can reach, it can never give check, let alone mate;
//! 4. a search in which both sides cooperate (a helpmate search): an
//!    exhaustive walk over every position reachable from here, with the
//!    parts above as leaves, proves "cannot" where the reachable positions
//!    are few; an iteratively deepened depth-first search with a
//!    transposition table finds a mate where one is near.
//!
//! In a game, the moves played are themselves a series of legal moves: a
//! side that can mate from a later position of the game could mate from
//! every earlier one. [`first_dead`] uses this as a pre-filter for a whole
//! game: once the quick decision has proven a side's mate somewhere, no
//! earlier position asks for that side again.
//!
//! Every "cannot" is a proof; where the budget runs out the answer is
//! [`Winnable::Unsettled`], which the Laws' callers read as "can" (a draw
//! declared wrongly would take a win away).

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

use crate::attacks::{bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks};
use crate::{Bitboard, Color, File, Position, Role, Square};

/// Whether a side can checkmate by some series of legal moves (Art. 5.2 b, 6.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Winnable {
    /// Some series of legal moves ends in this side checkmating the other
    /// (found, or the side has already mated).
    Can,
    /// No series of legal moves ends in this side checkmating: proven.
    Cannot,
    /// The search ran out of its budget; the Laws' callers treat it as [`Winnable::Can`].
    Unsettled,
}

/// The first of a game's positions that [`Position::is_dead`] calls dead
/// (neither side can checkmate by any series of legal moves: 2023 Art.
/// 5.2.2, 2001 Art. 5.2 b), or `None`. `positions` are the positions of
/// one game in order, each reached from the one before by one legal move.
///
/// The answer is exactly that of calling [`Position::is_dead`] on each
/// position in turn, found from the last position backwards: where
/// [`Position::winnable_quick`] proves that a side can mate (a mate on the
/// board, or one found by its walk), the moves played from any earlier
/// position to this one, followed by that mate, are a series of legal
/// moves ending in that side's mate, so no earlier position is dead and
/// none is asked. No answer changes: an earlier position where the quick
/// decision would prove "cannot" for both sides cannot exist, since every
/// "cannot" is a proof. What is saved is the search in the endgames at a
/// game's end, which otherwise runs again at every earlier position, and
/// in a game ending in mate every decision but the last.
///
/// ```
/// use rochade_laws::{Position, first_dead, parse_move};
/// let mut pos = Position::from_fen("8/8/8/4k3/8/8/3Kp3/8 w - - 0 1").unwrap();
/// let mut game = vec![pos.clone()];
/// for m in ["Kxe2", "Kd4"] {
///     let mv = parse_move(&pos, m).unwrap();
///     pos.play_unchecked(&mv);
///     game.push(pos.clone());
/// }
/// let refs: Vec<&Position> = game.iter().collect();
/// assert_eq!(first_dead(&refs), Some(1)); // king against king after Kxe2
/// ```
pub fn first_dead(positions: &[&Position]) -> Option<usize> {
    first_dead_inner(positions, None)
}

/// What [`first_dead_counted`] did, for the measurements of the pre-filter.
#[doc(hidden)]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DeadCount {
    /// Sides (position and colour) of the games.
    pub sides: u64,
    /// Sides whose quick decision ran (the others are answered by a later
    /// position's proof, or not needed: the other side can mate there).
    pub decided: u64,
    /// Sides whose quick decision ran the walk.
    pub searched: u64,
}

/// [`first_dead`], adding what it did to `count`.
#[doc(hidden)]
pub fn first_dead_counted(positions: &[&Position], count: &mut DeadCount) -> Option<usize> {
    first_dead_inner(positions, Some(count))
}

fn first_dead_inner(positions: &[&Position], mut count: Option<&mut DeadCount>) -> Option<usize> {
    if let Some(n) = count.as_deref_mut() {
        n.sides += 2 * positions.len() as u64;
    }
    let mut first = None;
    for (k, pos) in positions.iter().enumerate().rev() {
        // As `is_dead`: White first, Black only where White cannot.
        let mut dead = true;
        for c in Color::ALL {
            if let Some(n) = count.as_deref_mut() {
                n.decided += 1;
                if pos.winnable_stage(c, true) == WinnableStage::Search {
                    n.searched += 1;
                }
            }
            match pos.winnable_quick(c) {
                Winnable::Cannot => continue,
                Winnable::Unsettled => {}
                // A proof: no earlier position is dead.
                Winnable::Can => return first,
            }
            dead = false;
            break;
        }
        if dead {
            first = Some(k);
        }
    }
    first
}

/// Which part of a decision settles it (see [`Position::winnable_stage`]).
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WinnableStage {
    /// The position, the material or the blockade analysis (parts 1–3).
    Static,
    /// The quick decision's gate: no search, "unsettled".
    NoSearch,
    /// The exhaustive walk (and, for the full decision, the helpmate search).
    Search,
}

impl Winnable {
    /// `false` only for a proven [`Winnable::Cannot`].
    pub fn can(self) -> bool {
        self != Winnable::Cannot
    }
}

/// The node budget of [`Position::winnable`]: the helpmate search visits at
/// most this many positions, the exhaustive walk generates at most
/// [`WALK_PER_NODE`] times as many; about 0.2 s at worst natively.
pub const FULL_BUDGET: u32 = 40_000;
/// The budget of the exhaustive walk in [`Position::can_checkmate`], which
/// runs after every move, in positions generated: about 0.8 ms at worst
/// natively (40–55 ns per position).
pub const QUICK_BUDGET: u32 = 16_000;
/// Positions the walk may generate per node of a [`Position::winnable_with`] budget.
pub const WALK_PER_NODE: u32 = 8;

/// The Zobrist keys are already uniformly spread; hashing them again is waste.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

type KeyBuild = BuildHasherDefault<KeyHasher>;

impl Position {
    /// Whether `color` can checkmate the opponent by some series of legal
    /// moves (2001 Art. 5.2 b, 6.9; 2023 Art. 5.2.2, 6.9), three-valued, with
    /// the full search budget ([`FULL_BUDGET`] nodes per phase).
    ///
    /// ```
    /// use rochade_laws::{Color, Position, Winnable};
    /// let chain = Position::from_fen("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -").unwrap();
    /// assert_eq!(chain.winnable(Color::White), Winnable::Cannot);
    /// assert_eq!(Position::new().winnable(Color::White), Winnable::Can);
    /// ```
    pub fn winnable(&self, color: Color) -> Winnable {
        self.winnable_with(color, FULL_BUDGET)
    }

    /// [`Position::winnable`] with a node budget for each of the two search
    /// phases (0: only the position, material and blockade analysis).
    pub fn winnable_with(&self, color: Color, budget: u32) -> Winnable {
        if let Some(w) = self.winnable_static(color) {
            return w;
        }
        if budget == 0 {
            return Winnable::Unsettled;
        }
        match self.walk(color, budget.saturating_mul(WALK_PER_NODE)) {
            Winnable::Unsettled => {}
            settled => return settled,
        }
        self.helpmate(color, budget)
    }

    /// The quick decision that [`Position::can_checkmate`] makes after every
    /// move: the static parts, then the exhaustive walk with
    /// [`QUICK_BUDGET`] positions, only where few moves are possible, no pawn
    /// of `color` can step ahead and the kings' regions are small (otherwise
    /// the reachable set is rarely small, so the walk would only spend its
    /// budget). The blockade analysis runs only where every pawn faces an
    /// enemy pawn on its file and some pawn can never move; where nothing of
    /// this applies the answer is
    /// [`Winnable::Unsettled`] after a few bitboard operations and one move
    /// count.
    pub fn winnable_quick(&self, color: Color) -> Winnable {
        if let Some(w) = self.winnable_static(color) {
            return w;
        }
        if !self.walk_may_settle(color) {
            return Winnable::Unsettled;
        }
        self.walk(color, QUICK_BUDGET)
    }

    /// Which part of the decision settles `color`'s question, for the
    /// measurements of [`first_dead`] (the `winnable_share` example):
    /// `quick` for [`Position::winnable_quick`], otherwise
    /// [`Position::winnable`].
    #[doc(hidden)]
    pub fn winnable_stage(&self, color: Color, quick: bool) -> WinnableStage {
        if self.winnable_static(color).is_some() {
            WinnableStage::Static
        } else if quick && !self.walk_may_settle(color) {
            WinnableStage::NoSearch
        } else {
            WinnableStage::Search
        }
    }

    /// The old rule, by material alone (the common libraries' rule; kept as
    /// the reference for comparisons). `false` for a lone king, king and one
    /// knight against king and queens, and bishops all on one colour when
    /// nobody has a knight or pawn and no bishop of the other colour stands
    /// on the board. It is wrong in a few constructed positions (an already
    /// checkmated side; bishops of one colour mating a king blocked by rooks).
    pub fn can_checkmate_by_material(&self, color: Color) -> bool {
        let ours = self.by_color(color);
        let theirs = self.by_color(!color);
        let heavy = self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
        if (ours & heavy).any() {
            return true;
        }
        if (ours & self.by_role(Role::Knight)).any() {
            let their_blockers = theirs & !self.by_role(Role::King) & !self.by_role(Role::Queen);
            return ours.count() > 2 || their_blockers.any();
        }
        if (ours & self.by_role(Role::Bishop)).any() {
            let bishops = self.by_role(Role::Bishop);
            let same_colour =
                (bishops & Bitboard::DARK).is_empty() || (bishops & Bitboard::LIGHT).is_empty();
            return !same_colour
                || self.by_role(Role::Knight).any()
                || self.by_role(Role::Pawn).any();
        }
        false
    }

    /// Parts 1–3: `Some` where the position, the material or the blockade
    /// settles the question without a search.
    fn winnable_static(&self, color: Color) -> Option<Winnable> {
        if !self.has_legal_move() {
            // Art. 5.1 a / 5.2 a: the game is over; only a mate already on the
            // board counts, and only for the side that gave it.
            return Some(if self.is_check() && self.turn != color {
                Winnable::Can
            } else {
                Winnable::Cannot
            });
        }
        if self.material_cannot(color) || self.blockade_cannot(color) {
            return Some(Winnable::Cannot);
        }
        None
    }

    /// Part 2: material that can never give mate, whatever the moves.
    fn material_cannot(&self, color: Color) -> bool {
        let ours = self.by_color(color) & !self.by_role(Role::King);
        let theirs = self.by_color(!color) & !self.by_role(Role::King);
        if ours.is_empty() {
            // A king never gives check (Art. 3.8 a, 3.9).
            return true;
        }
        let minors = self.by_role(Role::Knight) | self.by_role(Role::Bishop);
        if (ours & !minors).any() {
            return false; // pawns, rooks or queens
        }
        let knights = ours & self.by_role(Role::Knight);
        if knights.any() {
            if ours.count() > 1 {
                return false;
            }
            // A lone knight mates only a king whose flight squares are
            // blocked by its own pieces; queens (and the king) are no use:
            // a queen beside the king also attacks the knight's square
            // whenever the knight checks from one of the king's neighbours'
            // knight squares. Pawns can promote, so they count as blockers.
            return (theirs & !self.by_role(Role::Queen)).is_empty();
        }
        // Bishops only. All on one colour: the mated king stands on that
        // colour and at least two of its neighbours are of the other colour;
        // the mating king cannot cover two of them without standing next to
        // the other king, and bishops never reach them; so the mated side's
        // own pieces must block them, which its king and bishops of the
        // bishops' colour cannot do.
        let colour = if (ours & Bitboard::DARK).is_empty() {
            Bitboard::LIGHT
        } else if (ours & Bitboard::LIGHT).is_empty() {
            Bitboard::DARK
        } else {
            return false;
        };
        let their_same = theirs & self.by_role(Role::Bishop) & colour;
        let blockers = theirs & !their_same;
        if blockers.is_empty() {
            return true;
        }
        // One rook or queen as the only piece that could block the other
        // colour (no pawns: none can promote into a second). The mated king
        // has two neighbours of the other colour in a corner, three on an
        // edge, four inside; the mating king covers at most one of them
        // without standing next to it, so the mated king must be in a corner of the bishops' colour with the blocker on one of
        // its two neighbours of the other colour (a2 or b1 for a1). The
        // check then comes along the one diagonal through the corner, and
        // the blocker, next to that diagonal's first square (b2) and never
        // pinned (no rook or queen of the mating side), can always capture
        // or interpose there: never mate.
        let heavy = self.by_role(Role::Rook) | self.by_role(Role::Queen);
        !blockers.more_than_one() && (blockers & heavy).any()
    }

    /// Part 3: the blockade analysis. `true` only when proven that `color`
    /// can never give check.
    fn blockade_cannot(&self, color: Color) -> bool {
        let pawns = self.by_role(Role::Pawn);
        if pawns.is_empty() || self.ep_square.is_some() {
            return false;
        }
        let white = self.by_color(Color::White) & pawns;
        let black = pawns & !white;
        // Quick reject: a pawn with no enemy pawn ahead on its file may
        // promote (unless captured, which the analysis also gives up on).
        if (white & !fill_south(black.shift(-8))).any()
            || (black & !fill_north(white.shift(8))).any()
        {
            return false;
        }
        // No pawn that can never move (none stands right in front of an
        // enemy pawn): no walls, the kings roam the whole board and some
        // pawn of the mating side attacks a square of it.
        if (white & black.shift(-8)).is_empty() {
            return false;
        }
        !blockade_can_check(self, color)
    }

    /// Whether the exhaustive walk has a chance to finish within the quick
    /// budget: no pawn of `color` can step ahead, the pieces attack few
    /// squares and the other side's pawns have few steps (a cheap guess of
    /// how many moves both sides have), and the kings' regions are small.
    fn walk_may_settle(&self, color: Color) -> bool {
        let occ = self.occupied();
        let pawns = self.by_role(Role::Pawn);
        let white = pawns & self.by_color(Color::White);
        let black = pawns & !white;
        let pushes = [white.shift(8) & !occ, black.shift(-8) & !occ];
        if pushes[color.index()].any() {
            return false;
        }
        let mut n = pushes[(!color).index()].count() as u32;
        for sq in occ & !pawns {
            let own = self.by_color(Color::from_white(self.by_color(Color::White).contains(sq)));
            let att = match self.role_at(sq) {
                Some(Role::Knight) => knight_attacks(sq),
                Some(Role::Bishop) => bishop_attacks(sq, occ),
                Some(Role::Rook) => rook_attacks(sq, occ),
                Some(Role::Queen) => bishop_attacks(sq, occ) | rook_attacks(sq, occ),
                Some(Role::King) => king_attacks(sq),
                _ => Bitboard::EMPTY,
            };
            n += (att & !own).count() as u32;
            if n > QUICK_MOBILITY {
                return false;
            }
        }
        // The reachable set holds about every pair of squares the two kings
        // can walk to (around their own pawns, away from the enemy pawns'
        // attacks): a walk over more than the budget allows is waste.
        let mut regions = 1;
        for c in Color::ALL {
            let own_pawns = pawns & self.by_color(c);
            let mut guarded = Bitboard::EMPTY;
            for sq in pawns & !own_pawns {
                guarded |= pawn_attacks(!c, sq);
            }
            let king = self.by_color(c) & self.by_role(Role::King);
            regions *= king_flood(king, !own_pawns & !guarded).count() as u32;
        }
        regions <= QUICK_BUDGET / QUICK_MOVES_PER_POSITION
    }

    /// Part 4a: every position reachable from here, each visited once.
    /// Leaves are the positions that parts 1–3 settle as "cannot"; a mate by
    /// `color` anywhere proves "can". Settles "cannot" only when the whole
    /// reachable set has been seen within `budget` positions generated
    /// (expanded or not: the cost of a walk is in its children).
    fn walk(&self, color: Color, budget: u32) -> Winnable {
        let mut seen: HashSet<u64, KeyBuild> = HashSet::default();
        seen.insert(self.hash);
        let mut stack = vec![self.clone()];
        let mut generated = 0u32;
        while let Some(pos) = stack.pop() {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                if pos.is_check() && pos.turn != color {
                    return Winnable::Can;
                }
                continue;
            }
            generated += moves.len() as u32;
            if generated > budget {
                return Winnable::Unsettled;
            }
            for m in moves {
                let mut child = pos.clone();
                child.play_unchecked(&m);
                if !seen.insert(child.hash) {
                    continue;
                }
                if child.material_cannot(color) {
                    continue;
                }
                // The blockade analysis is redone only where the pawns
                // changed or a piece left the board; skipping it is always
                // sound (the child is then expanded instead).
                if (m.role() == Role::Pawn || m.is_capture()) && child.blockade_cannot(color) {
                    continue;
                }
                stack.push(child);
            }
        }
        Winnable::Cannot
    }

    /// Part 4b: a helpmate search, iteratively deepened, with a
    /// transposition table of "no mate within n plies". Finds "can" only.
    fn helpmate(&self, color: Color, budget: u32) -> Winnable {
        let mut s = Helpmate {
            color,
            nodes: 0,
            budget,
            table: HashMap::default(),
        };
        for depth in 1..=MAX_HELPMATE_PLIES {
            match s.search(self, depth) {
                Some(true) => return Winnable::Can,
                Some(false) => {}
                None => break,
            }
        }
        Winnable::Unsettled
    }
}

/// Above this many attacked squares the quick decision does not walk.
const QUICK_MOBILITY: u32 = 16;
/// About how many moves a position in a quick walk has (for the king-region gate).
const QUICK_MOVES_PER_POSITION: u32 = 4;
const MAX_HELPMATE_PLIES: u32 = 64;

struct Helpmate {
    color: Color,
    nodes: u32,
    budget: u32,
    table: HashMap<u64, u32, KeyBuild>,
}

impl Helpmate {
    /// `Some(true)`: a mate by `color` within `depth` plies; `Some(false)`:
    /// none; `None`: out of budget.
    fn search(&mut self, pos: &Position, depth: u32) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        if let Some(w) = pos.winnable_static(self.color) {
            return Some(w == Winnable::Can);
        }
        if depth == 0 {
            return Some(false);
        }
        if self.table.get(&pos.hash).is_some_and(|&d| d >= depth) {
            return Some(false);
        }
        let mut moves = pos.legal_moves();
        if pos.turn == self.color {
            // The mating side: checks first, then captures (fewer defenders).
            moves.sort_by_key(|m| {
                let mut c = pos.clone();
                c.play_unchecked(m);
                (!c.is_check(), !m.is_capture())
            });
        } else {
            // The side to be mated: non-captures first (keep the mating
            // side's material), king moves first (walk into the net).
            moves.sort_by_key(|m| (m.is_capture(), m.role() != Role::King));
        }
        for m in &moves {
            let mut child = pos.clone();
            child.play_unchecked(m);
            if depth == 1 && !child.is_check() {
                continue;
            }
            if self.search(&child, depth - 1)? {
                return Some(true);
            }
        }
        self.table.insert(pos.hash, depth);
        Some(false)
    }
}

/// All squares a king walks to from `from` within `allowed`, by whole-board shifts.
fn king_flood(from: Bitboard, allowed: Bitboard) -> Bitboard {
    let not_a = !Bitboard::from_file(File::A).0;
    let not_h = !Bitboard::from_file(File::H).0;
    let mut reach = from.0;
    loop {
        let side = reach | ((reach << 1) & not_a) | ((reach >> 1) & not_h);
        let next = (side | (side << 8) | (side >> 8)) & allowed.0 | from.0;
        if next == reach {
            return Bitboard(next);
        }
        reach = next;
    }
}

fn fill_north(mut b: Bitboard) -> Bitboard {
    b.0 |= b.0 << 8;
    b.0 |= b.0 << 16;
    b.0 |= b.0 << 32;
    b
}

fn fill_south(mut b: Bitboard) -> Bitboard {
    b.0 |= b.0 >> 8;
    b.0 |= b.0 >> 16;
    b.0 |= b.0 >> 32;
    b
}

/// The blockade analysis: whether `color` might ever give check. `false`
/// is a proof that it never does, hence never mates.
///
/// Pawns stay on their files unless they capture; if some pawn could ever
/// capture, the analysis gives up. Pawns that could be captured are
/// "ephemeral": they block nothing for good. The other pawns that stand
/// directly in front of one another never move: they are walls for kings,
/// pieces and the pawns behind them. Every other pawn walks ahead at most
/// up to the next enemy or wall pawn on its file (if none, it may promote
/// and the analysis gives up). A king never enters a square a wall pawn
/// attacks. From there: the squares each side's king and pieces can ever
/// reach, what they attack, and whether the mating side can ever attack a
/// square the other king can reach (for bishops of one colour, a square
/// whose flight squares of the other colour can all be blocked or covered).
fn blockade_can_check(pos: &Position, color: Color) -> bool {
    let pawns = pos.by_role(Role::Pawn);
    let white = pos.by_color(Color::White) & pawns;
    let mut ephemeral = Bitboard::EMPTY;
    for _ in 0..17 {
        match blockade_round(pos, color, white, ephemeral) {
            Round::Maybe => return true,
            Round::Never => return false,
            Round::Ephemeral(more) => {
                if (more & !ephemeral).is_empty() {
                    return true; // cannot happen: a round with nothing new settles
                }
                ephemeral |= more;
            }
        }
    }
    true
}

enum Round {
    Maybe,
    Never,
    /// These pawns might be captured: treat them as ephemeral and redo.
    Ephemeral(Bitboard),
}

fn blockade_round(pos: &Position, color: Color, white: Bitboard, ephemeral: Bitboard) -> Round {
    let pawns = pos.by_role(Role::Pawn);
    let black = pawns & !white;
    let solid = pawns & !ephemeral;
    // Greatest fixed point: a pawn is a wall when the square in front of it
    // holds a wall pawn. Every kept column ends in two pawns of opposite
    // colours face to face.
    let mut walls = (white & solid & solid.shift(-8)) | (black & solid & solid.shift(8));
    loop {
        let next = (walls & white & walls.shift(-8)) | (walls & black & walls.shift(8));
        if next == walls {
            break;
        }
        walls = next;
    }
    let mut path = [Bitboard::EMPTY; 2];
    for sq in pawns {
        let is_white = white.contains(sq);
        let enemy = if is_white { black } else { white } & solid;
        let step = if is_white { 8 } else { -8 };
        let mut cur = sq;
        loop {
            path[usize::from(!is_white)].add(cur);
            if walls.contains(cur) {
                break;
            }
            let Some(next) = cur.offset(step) else {
                return Round::Maybe;
            };
            if enemy.contains(next) || walls.contains(next) {
                break;
            }
            if next.rank().index() == 0 || next.rank().index() == 7 {
                return Round::Maybe; // may promote
            }
            cur = next;
        }
    }
    let mut pawn_attacks_ever = [Bitboard::EMPTY; 2];
    let mut wall_attacks = [Bitboard::EMPTY; 2];
    for c in Color::ALL {
        for sq in path[c.index()] {
            pawn_attacks_ever[c.index()] |= pawn_attacks(c, sq);
        }
        for sq in walls & pos.by_color(c) {
            wall_attacks[c.index()] |= pawn_attacks(c, sq);
        }
    }
    // Pawns capturing pawns (en passant included: the square passed over is
    // on the path).
    if (pawn_attacks_ever[0] & path[1]).any() || (pawn_attacks_ever[1] & path[0]).any() {
        return Round::Maybe;
    }
    let mut reach_attacks = [Bitboard::EMPTY; 2];
    let mut stand = [Bitboard::EMPTY; 2];
    let mut king_region = [Bitboard::EMPTY; 2];
    let mut capturable = Bitboard::EMPTY;
    // Where each piece may ever stand (at most 15 pieces a side).
    let mut piece_stand = [[Bitboard::EMPTY; 16]; 2];
    for c in Color::ALL {
        let enemy = !c;
        let king_ok = !walls & !wall_attacks[enemy.index()];
        let king = pos.by_color(c) & pos.by_role(Role::King);
        let region = flood(king, king_ok, king_attacks);
        king_region[c.index()] = region;
        let pieces = pos.by_color(c) & !pos.by_role(Role::King) & !pos.by_role(Role::Pawn);
        let mut att = Bitboard::EMPTY;
        for (i, sq) in pieces.into_iter().enumerate() {
            let a = match pos.role_at(sq) {
                Some(Role::Knight) => union_of(
                    flood(Bitboard::from_square(sq), !walls, knight_attacks),
                    knight_attacks,
                ),
                Some(Role::Bishop) => slide(sq, walls, true, false),
                Some(Role::Rook) => slide(sq, walls, false, true),
                Some(Role::Queen) => slide(sq, walls, true, true),
                _ => Bitboard::EMPTY,
            };
            if let Some(slot) = piece_stand[c.index()].get_mut(i) {
                *slot = (a & !walls) | Bitboard::from_square(sq);
            }
            att |= a;
        }
        reach_attacks[c.index()] = att;
        stand[c.index()] = (att & !walls) | pieces;
        // A pawn capturing a piece leaves its file.
        if (stand[c.index()] & pawn_attacks_ever[enemy.index()]).any() {
            return Round::Maybe;
        }
        let enemy_path = path[enemy.index()];
        capturable |= att & enemy_path;
        // The king takes a pawn next to its region that no wall pawn guards.
        let king_touch = union_of(region, king_attacks) | region;
        capturable |= king_touch & enemy_path & !wall_attacks[enemy.index()];
    }
    if capturable.any() {
        // Which pawns: those whose path meets a capturable square.
        let mut gone = Bitboard::EMPTY;
        for sq in pawns & !ephemeral {
            let is_white = white.contains(sq);
            let file = Bitboard::from_file(sq.file());
            if (capturable & path[usize::from(!is_white)] & file).any() {
                gone.add(sq);
            }
        }
        if (gone & !ephemeral).any() {
            return Round::Ephemeral(gone);
        }
    }
    let target = king_region[(!color).index()];
    if (pawn_attacks_ever[color.index()] & target).any() {
        return Round::Maybe;
    }
    let checks = reach_attacks[color.index()] & target;
    if checks.is_empty() {
        return Round::Never;
    }
    // Bishops of one colour only: the checked king's neighbours of the
    // other colour must all be covered by the mating king or pawns, hold a
    // pawn, or be blocked by the mated side's own pieces (bishops never
    // reach them), one piece a square: there must be as many of its pieces
    // able to stand on those squares as squares to block.
    let ours = pos.by_color(color) & !pos.by_role(Role::King) & !pos.by_role(Role::Pawn);
    let bishops = ours & pos.by_role(Role::Bishop);
    if bishops != ours {
        return Round::Maybe;
    }
    let colour = if (bishops & Bitboard::DARK).is_empty() {
        Bitboard::LIGHT
    } else if (bishops & Bitboard::LIGHT).is_empty() {
        Bitboard::DARK
    } else {
        return Round::Maybe;
    };
    let them = !color;
    let their_pieces =
        (pos.by_color(them) & !pos.by_role(Role::King) & !pos.by_role(Role::Pawn)).count();
    if their_pieces > 16 {
        return Round::Maybe; // cannot happen: 15 pieces at most
    }
    let blockers = &piece_stand[them.index()][..their_pieces];
    let free = path[them.index()] | walls | pawn_attacks_ever[color.index()];
    let king_cover = union_of(king_region[color.index()], king_attacks);
    for k in checks & colour {
        let need = king_attacks(k) & !colour & !free;
        // The squares of the other colour next to `k` are its orthogonal
        // neighbours; a square next to two of them is next to `k` too, so
        // the mating king (never next to the other king) covers one at most.
        let by_king = need & king_cover;
        let unblockable = need & !stand[them.index()];
        if unblockable.more_than_one() || (unblockable & !by_king).any() {
            continue;
        }
        let able = blockers.iter().filter(|b| (**b & need).any()).count();
        if able + usize::from(by_king.any()) >= need.count() {
            return Round::Maybe;
        }
    }
    Round::Never
}

/// All squares reachable from `from` by steps of `step` within `allowed`.
fn flood(from: Bitboard, allowed: Bitboard, step: fn(Square) -> Bitboard) -> Bitboard {
    let mut reach = from;
    let mut frontier = from;
    while frontier.any() {
        let mut next = Bitboard::EMPTY;
        for sq in frontier {
            next |= step(sq);
        }
        next &= allowed & !reach;
        reach |= next;
        frontier = next;
    }
    reach
}

fn union_of(set: Bitboard, step: fn(Square) -> Bitboard) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for sq in set {
        out |= step(sq);
    }
    out
}

/// The squares a slider starting on `sq` ever attacks when only `walls`
/// stay in its way (other pieces can always move aside).
fn slide(sq: Square, walls: Bitboard, diagonal: bool, straight: bool) -> Bitboard {
    let attacks = |s: Square| {
        let mut a = Bitboard::EMPTY;
        if diagonal {
            a |= bishop_attacks(s, walls);
        }
        if straight {
            a |= rook_attacks(s, walls);
        }
        a
    };
    let mut reach = Bitboard::from_square(sq);
    let mut frontier = reach;
    let mut att = Bitboard::EMPTY;
    while frontier.any() {
        let mut next = Bitboard::EMPTY;
        for s in frontier {
            let a = attacks(s);
            att |= a;
            next |= a;
        }
        next &= !walls & !reach;
        reach |= next;
        frontier = next;
    }
    att
}

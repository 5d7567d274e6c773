//! The position (Art. 2, 3, 5): pieces, side to move, castling rights,
//! en passant, counters; legal move generation and playing moves.

use core::fmt;

use crate::attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, queen_attacks,
    rook_attacks,
};
use crate::castling::keep_mask;
use crate::{
    Bitboard, CastlingMode, CastlingRights, CastlingSide, Color, Move, MoveList, Piece, Rank,
    RepetitionKey, Role, Square, zobrist,
};

/// The outcome of the position on the board, as far as Art. 5 decides it by
/// itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// The game goes on.
    Ongoing,
    /// The side to move is checkmated (Art. 5.1.a): the other side has won.
    Checkmate,
    /// The side to move has no legal move and is not in check (Art. 5.2.a): a draw.
    Stalemate,
    /// Neither side can checkmate by any series of legal moves (Art. 5.2.b), as far
    /// as the common insufficient-material rules recognise it: a draw.
    Dead,
}

/// The move given to [`Position::play`] is not legal in the position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IllegalMove {
    /// The rejected move.
    pub mv: Move,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}", self.mv)
    }
}

impl std::error::Error for IllegalMove {}

/// A chess position: everything that determines the legal moves, plus the
/// half-move clock (Art. 9.3) and the move number.
///
/// ```
/// use rochade_laws::{Position, Square, Role, Status};
/// let pos = Position::new();
/// assert_eq!(pos.legal_moves().len(), 20);
/// assert_eq!(pos.piece_at(Square::D1).map(|p| p.role), Some(Role::Queen));
/// assert_eq!(pos.status(), Status::Ongoing);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) by_role: [Bitboard; 6],
    pub(crate) by_color: [Bitboard; 2],
    pub(crate) turn: Color,
    pub(crate) castling: CastlingRights,
    /// Standard chess or Chess960 (2023 Guidelines II).
    pub(crate) mode: CastlingMode,
    /// Only set when an en passant capture is legal right now.
    pub(crate) ep_square: Option<Square>,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.to_fen())
    }
}

impl fmt::Display for Position {
    /// Writes the FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}

/// Receives generated moves: either collects them or only counts them.
pub(crate) trait Sink {
    fn targets(&mut self, pos: &Position, role: Role, from: Square, to: Bitboard);
    fn pawn(&mut self, pos: &Position, from: Square, to: Bitboard);
    /// Pawn moves of many pawns at once: each target came from `to - delta`.
    fn pawn_shift(&mut self, pos: &Position, delta: i32, to: Bitboard);
    fn en_passant(&mut self, from: Square, to: Square);
    fn castle(&mut self, king: Square, rook: Square);
}

struct Counter(u64);

impl Sink for Counter {
    #[inline(always)]
    fn targets(&mut self, _: &Position, _: Role, _: Square, to: Bitboard) {
        self.0 += to.count() as u64;
    }
    #[inline(always)]
    fn pawn(&mut self, _: &Position, _: Square, to: Bitboard) {
        self.0 += (to & !Bitboard::BACKRANKS).count() as u64
            + 4 * (to & Bitboard::BACKRANKS).count() as u64;
    }
    #[inline(always)]
    fn pawn_shift(&mut self, _: &Position, _: i32, to: Bitboard) {
        self.0 += (to & !Bitboard::BACKRANKS).count() as u64
            + 4 * (to & Bitboard::BACKRANKS).count() as u64;
    }
    #[inline(always)]
    fn en_passant(&mut self, _: Square, _: Square) {
        self.0 += 1;
    }
    #[inline(always)]
    fn castle(&mut self, _: Square, _: Square) {
        self.0 += 1;
    }
}

impl Sink for MoveList {
    #[inline]
    fn targets(&mut self, pos: &Position, role: Role, from: Square, to: Bitboard) {
        for sq in to {
            self.push(Move::Normal {
                role,
                from,
                capture: pos.role_at(sq),
                to: sq,
                promotion: None,
            });
        }
    }
    #[inline]
    fn pawn(&mut self, pos: &Position, from: Square, to: Bitboard) {
        for sq in to {
            let capture = pos.role_at(sq);
            if Bitboard::BACKRANKS.contains(sq) {
                for p in Role::PROMOTIONS {
                    self.push(Move::Normal {
                        role: Role::Pawn,
                        from,
                        capture,
                        to: sq,
                        promotion: Some(p),
                    });
                }
            } else {
                self.push(Move::Normal {
                    role: Role::Pawn,
                    from,
                    capture,
                    to: sq,
                    promotion: None,
                });
            }
        }
    }
    #[inline]
    fn pawn_shift(&mut self, pos: &Position, delta: i32, to: Bitboard) {
        for sq in to {
            let from = Square::from_index_wrapping((sq.index() as i32 - delta) as u32);
            self.pawn(pos, from, Bitboard::from_square(sq));
        }
    }
    #[inline]
    fn en_passant(&mut self, from: Square, to: Square) {
        self.push(Move::EnPassant { from, to });
    }
    #[inline]
    fn castle(&mut self, king: Square, rook: Square) {
        self.push(Move::Castle { king, rook });
    }
}

/// Collects only the moves that take a piece or promote a pawn.
struct Tactical<'a>(&'a mut MoveList);

impl Sink for Tactical<'_> {
    #[inline]
    fn targets(&mut self, pos: &Position, role: Role, from: Square, to: Bitboard) {
        self.0
            .targets(pos, role, from, to & pos.by_color[(!pos.turn).index()]);
    }
    #[inline]
    fn pawn(&mut self, pos: &Position, from: Square, to: Bitboard) {
        let keep = pos.by_color[(!pos.turn).index()] | Bitboard::BACKRANKS;
        self.0.pawn(pos, from, to & keep);
    }
    #[inline]
    fn pawn_shift(&mut self, pos: &Position, delta: i32, to: Bitboard) {
        let keep = pos.by_color[(!pos.turn).index()] | Bitboard::BACKRANKS;
        self.0.pawn_shift(pos, delta, to & keep);
    }
    #[inline]
    fn en_passant(&mut self, from: Square, to: Square) {
        self.0.en_passant(from, to);
    }
    #[inline]
    fn castle(&mut self, _: Square, _: Square) {}
}

/// The squares from `a` to `b`, both included, for two squares of one rank.
#[inline(always)]
fn rank_span(a: Square, b: Square) -> Bitboard {
    let (lo, hi) = if a.index() <= b.index() {
        (a.index(), b.index())
    } else {
        (b.index(), a.index())
    };
    Bitboard((!0u64 >> (63 - hi)) & (!0u64 << lo))
}

impl Position {
    /// The starting position (Art. 2.3), White to move.
    pub fn new() -> Position {
        let mut by_role = [Bitboard::EMPTY; 6];
        by_role[Role::Pawn.index()] = Bitboard(0x00ff_0000_0000_ff00);
        by_role[Role::Knight.index()] = Bitboard(0x4200_0000_0000_0042);
        by_role[Role::Bishop.index()] = Bitboard(0x2400_0000_0000_0024);
        by_role[Role::Rook.index()] = Bitboard(0x8100_0000_0000_0081);
        by_role[Role::Queen.index()] = Bitboard(0x0800_0000_0000_0008);
        by_role[Role::King.index()] = Bitboard(0x1000_0000_0000_0010);
        Position::from_parts(
            by_role,
            [Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)],
            Color::White,
            CastlingRights::ALL,
            None,
            0,
            1,
        )
    }

    /// Assembles a standard-chess position; the en passant square is kept
    /// only if an en passant capture onto it is legal. No validation beyond that.
    pub(crate) fn from_parts(
        by_role: [Bitboard; 6],
        by_color: [Bitboard; 2],
        turn: Color,
        castling: CastlingRights,
        ep_candidate: Option<Square>,
        halfmoves: u32,
        fullmoves: u32,
    ) -> Position {
        Position::from_parts_in(
            by_role,
            by_color,
            turn,
            castling,
            CastlingMode::Standard,
            ep_candidate,
            halfmoves,
            fullmoves,
        )
    }

    /// [`Position::from_parts`] in either castling mode.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn from_parts_in(
        by_role: [Bitboard; 6],
        by_color: [Bitboard; 2],
        turn: Color,
        castling: CastlingRights,
        mode: CastlingMode,
        ep_candidate: Option<Square>,
        halfmoves: u32,
        fullmoves: u32,
    ) -> Position {
        let mut pos = Position {
            by_role,
            by_color,
            turn,
            castling,
            mode,
            ep_square: None,
            halfmoves,
            fullmoves,
            hash: 0,
        };
        if let Some(ep) = ep_candidate {
            if pos.ep_is_legal(ep) {
                pos.ep_square = Some(ep);
            }
        }
        pos.hash = pos.compute_hash();
        pos
    }

    /// The Zobrist key computed from scratch (for tests of the incremental update).
    pub fn compute_hash(&self) -> u64 {
        let mut h = zobrist::turn(self.turn) ^ zobrist::castling(self.castling);
        if let Some(ep) = self.ep_square {
            h ^= zobrist::en_passant(ep.file());
        }
        for color in Color::ALL {
            for role in Role::ALL {
                for sq in self.by_color[color.index()] & self.by_role[role.index()] {
                    h ^= zobrist::piece(Piece { color, role }, sq);
                }
            }
        }
        h
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Castling rights still held (Art. 3.8.b.1), each with its rook's file.
    #[inline]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// Standard chess or Chess960 (2023 Guidelines II).
    #[inline]
    pub fn castling_mode(&self) -> CastlingMode {
        self.mode
    }

    /// Whether this is a Chess960 position (2023 Guidelines II).
    #[inline]
    pub fn is_chess960(&self) -> bool {
        self.mode.is_chess960()
    }

    /// The castling move of the side to move on `side` with the rook that
    /// holds the right, whether or not it is legal now; `None` without the
    /// right (or without a king).
    ///
    /// ```
    /// use rochade_laws::{CastlingSide, Move, Position, Square};
    /// let pos = Position::chess960(3).unwrap(); // BQNNRKRB
    /// assert_eq!(
    ///     pos.castling_move(CastlingSide::KingSide),
    ///     Some(Move::Castle { king: Square::F1, rook: Square::G1 })
    /// );
    /// ```
    pub fn castling_move(&self, side: CastlingSide) -> Option<Move> {
        let rook = self.castling.rook(self.turn, side)?;
        let king = self.king_of(self.turn)?;
        Some(Move::Castle { king, rook })
    }

    /// The en passant target square, only if an en passant capture is legal
    /// right now (Art. 3.7.d, 9.2).
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// Half-moves since the last capture or pawn move (Art. 9.3).
    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmoves
    }

    /// The number of the current move, starting at 1 and incremented after Black's move.
    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmoves
    }

    /// The identity of this position for the repetition rules (Art. 9.2).
    #[inline]
    pub fn repetition_key(&self) -> RepetitionKey {
        RepetitionKey(self.hash)
    }

    /// All squares occupied by pieces of `color`.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// All squares occupied by pieces of `role`, both colours.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// All squares occupied by `piece`.
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_color[piece.color.index()] & self.by_role[piece.role.index()]
    }

    /// All occupied squares.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let role = self.role_at(sq)?;
        let color = Color::from_white(self.by_color[0].contains(sq));
        Some(Piece { color, role })
    }

    #[inline]
    pub(crate) fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().contains(sq) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(sq))
    }

    /// The king of `color`, if there is exactly one.
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.by_piece(Role::King.of(color)).single_square()
    }

    /// Pieces of `attacker` that attack `sq` given the occupancy `occ` (Art. 3.1, 3.9).
    pub fn attackers_to(&self, sq: Square, attacker: Color, occ: Bitboard) -> Bitboard {
        let r = &self.by_role;
        let queens = r[Role::Queen.index()];
        ((rook_attacks(sq, occ) & (r[Role::Rook.index()] | queens))
            | (bishop_attacks(sq, occ) & (r[Role::Bishop.index()] | queens))
            | (knight_attacks(sq) & r[Role::Knight.index()])
            | (king_attacks(sq) & r[Role::King.index()])
            | (pawn_attacks(!attacker, sq) & r[Role::Pawn.index()]))
            & self.by_color[attacker.index()]
    }

    /// Pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        match self.king_of(self.turn) {
            Some(k) => self.attackers_to(k, !self.turn, self.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    /// Whether the side to move is in check (Art. 3.9).
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Whether the side to move is checkmated (Art. 1.2, 5.1.a).
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_move()
    }

    /// Whether the side to move is stalemated (Art. 5.2.a).
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_move()
    }

    /// Whether the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        self.count_legal_moves() > 0
    }

    /// The game state decided by the board alone (Art. 5.1.a, 5.2.a, 5.2.b).
    pub fn status(&self) -> Status {
        if !self.has_legal_move() {
            if self.is_check() {
                Status::Checkmate
            } else {
                Status::Stalemate
            }
        } else if self.is_dead() {
            Status::Dead
        } else {
            Status::Ongoing
        }
    }

    /// All legal moves of the side to move (Art. 3.10.a).
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::with_capacity(64);
        self.generate(&mut list);
        list
    }

    /// The legal moves that capture (en passant included) or promote: the
    /// moves a quiescence search looks at, without building the quiet ones.
    ///
    /// ```
    /// use rochade_laws::{Position, Uci};
    /// let pos = Position::from_fen("4k3/1P6/8/3p4/4P3/8/8/4K3 w - - 0 1").unwrap();
    /// let uci: Vec<String> = pos
    ///     .legal_captures_and_promotions()
    ///     .iter()
    ///     .map(|m| Uci::from_move(m).to_string())
    ///     .collect();
    /// assert_eq!(uci, ["b7b8q", "b7b8r", "b7b8b", "b7b8n", "e4d5"]);
    /// ```
    pub fn legal_captures_and_promotions(&self) -> MoveList {
        let mut list = MoveList::with_capacity(16);
        self.generate(&mut Tactical(&mut list));
        list
    }

    /// The legal moves of the piece on `from` (for highlighting targets in a UI).
    ///
    /// ```
    /// use rochade_laws::{Position, Square};
    /// assert_eq!(Position::new().legal_moves_from(Square::G1).len(), 2);
    /// assert!(Position::new().legal_moves_from(Square::E4).is_empty());
    /// ```
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut list = self.legal_moves();
        list.retain(|m| m.from() == from);
        list
    }

    /// The number of legal moves, without building a list.
    pub fn count_legal_moves(&self) -> u64 {
        let mut c = Counter(0);
        self.generate(&mut c);
        c.0
    }

    /// Whether `m` is a legal move here.
    pub fn is_legal(&self, m: &Move) -> bool {
        let from = m.from();
        let own = self.by_color[self.turn.index()];
        if !own.contains(from) {
            return false;
        }
        self.legal_moves().contains(m)
    }

    /// Plays a legal move and returns the new position, or rejects an illegal one.
    ///
    /// ```
    /// use rochade_laws::{Move, Position, Role, Square};
    /// let pos = Position::new();
    /// let m = Move::Normal { role: Role::Pawn, from: Square::E2, capture: None, to: Square::E4, promotion: None };
    /// let after = pos.play(&m).unwrap();
    /// assert_eq!(after.to_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /// let bad = Move::Normal { role: Role::Pawn, from: Square::E2, capture: None, to: Square::E5, promotion: None };
    /// assert!(pos.play(&bad).is_err());
    /// ```
    pub fn play(&self, m: &Move) -> Result<Position, crate::IllegalMove> {
        if self.is_legal(m) {
            let mut p = self.clone();
            p.play_unchecked(m);
            Ok(p)
        } else {
            Err(IllegalMove { mv: *m })
        }
    }

    /// Plays a move known to be legal (for example one from [`Position::legal_moves`]).
    /// An illegal move never panics but leaves an unspecified (possibly
    /// invalid) position.
    pub fn play_unchecked(&mut self, m: &Move) {
        let us = self.turn;
        let them = !us;
        let mut h = self.hash;
        if let Some(ep) = self.ep_square.take() {
            h ^= zobrist::en_passant(ep.file());
        }
        self.halfmoves = self.halfmoves.saturating_add(1);
        let mut ep_candidate = None;
        let old_castling = self.castling;
        match *m {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => {
                if let Some(c) = capture {
                    self.remove(
                        Piece {
                            color: them,
                            role: c,
                        },
                        to,
                        &mut h,
                    );
                    self.halfmoves = 0;
                }
                self.remove(Piece { color: us, role }, from, &mut h);
                self.put(
                    Piece {
                        color: us,
                        role: promotion.unwrap_or(role),
                    },
                    to,
                    &mut h,
                );
                if self.mode == CastlingMode::Standard {
                    self.castling = self.castling.keep(keep_mask(from) & keep_mask(to));
                } else if !self.castling.is_empty()
                    && ((Bitboard::from_square(from) | Bitboard::from_square(to))
                        & Bitboard::BACKRANKS)
                        .any()
                {
                    // Chess960: the rights follow the rooks' squares (2023
                    // Guidelines II.3); a king move ends both. Only a move
                    // from or to a first or eighth rank can change them.
                    if role == Role::King {
                        self.castling.discard_color(us);
                    }
                    self.castling.discard_rook(from);
                    self.castling.discard_rook(to);
                }
                if role == Role::Pawn {
                    self.halfmoves = 0;
                    if from.index() ^ to.index() == 16 {
                        let mid =
                            Square::from_index_wrapping(((from.index() + to.index()) / 2) as u32);
                        if (pawn_attacks(us, mid) & self.by_piece(Role::Pawn.of(them))).any() {
                            ep_candidate = Some(mid);
                        }
                    }
                }
            }
            Move::EnPassant { from, to } => {
                let victim = Square::from_coords(to.file(), from.rank());
                self.remove(Role::Pawn.of(them), victim, &mut h);
                self.remove(Role::Pawn.of(us), from, &mut h);
                self.put(Role::Pawn.of(us), to, &mut h);
                self.halfmoves = 0;
            }
            Move::Castle { king, rook } => {
                let side = if rook.index() > king.index() {
                    CastlingSide::KingSide
                } else {
                    CastlingSide::QueenSide
                };
                let rank = king.rank();
                self.remove(Role::King.of(us), king, &mut h);
                self.remove(Role::Rook.of(us), rook, &mut h);
                self.put(
                    Role::King.of(us),
                    Square::from_coords(side.king_to_file(), rank),
                    &mut h,
                );
                self.put(
                    Role::Rook.of(us),
                    Square::from_coords(side.rook_to_file(), rank),
                    &mut h,
                );
                self.castling.discard_color(us);
            }
        }
        if old_castling != self.castling {
            h ^= zobrist::castling(old_castling) ^ zobrist::castling(self.castling);
        }
        self.turn = them;
        h ^= zobrist::turn(Color::Black);
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        if let Some(ep) = ep_candidate {
            if self.ep_is_legal(ep) {
                self.ep_square = Some(ep);
                h ^= zobrist::en_passant(ep.file());
            }
        }
        self.hash = h;
    }

    /// Hands the move to the opponent without moving a piece.
    ///
    /// This is not a move under the Laws and never appears in a game: search
    /// engines use it to ask "would the opponent still be fine if we could move
    /// twice?" (null-move pruning). Any en passant right lapses, as it would
    /// after a real move; the half-move clock advances. Do not call it while the
    /// side to move is in check: the result would have the side not to move in
    /// check.
    ///
    /// ```
    /// use rochade_laws::{Color, Position};
    /// let mut p = Position::new();
    /// p.pass_turn();
    /// assert_eq!(p.turn(), Color::Black);
    /// assert_eq!(p.repetition_key().0, p.compute_hash());
    /// ```
    pub fn pass_turn(&mut self) {
        let mut h = self.hash;
        if let Some(ep) = self.ep_square.take() {
            h ^= zobrist::en_passant(ep.file());
        }
        if self.turn == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = !self.turn;
        h ^= zobrist::turn(Color::Black);
        self.halfmoves = self.halfmoves.saturating_add(1);
        self.hash = h;
    }

    #[inline(always)]
    fn remove(&mut self, piece: Piece, sq: Square, h: &mut u64) {
        let b = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] &= !b;
        self.by_color[piece.color.index()] &= !b;
        *h ^= zobrist::piece(piece, sq);
    }

    #[inline(always)]
    fn put(&mut self, piece: Piece, sq: Square, h: &mut u64) {
        let b = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] |= b;
        self.by_color[piece.color.index()] |= b;
        *h ^= zobrist::piece(piece, sq);
    }

    /// Whether the side to move could legally capture en passant onto `ep`
    /// (there must be an enemy pawn that just double-stepped past it).
    pub(crate) fn ep_is_legal(&self, ep: Square) -> bool {
        let us = self.turn;
        let them = !us;
        if ep.rank() != Rank::Sixth.relative_to(us) {
            return false;
        }
        let victim = Square::from_coords(ep.file(), Rank::Fifth.relative_to(us));
        if !self.by_piece(Role::Pawn.of(them)).contains(victim) || self.occupied().contains(ep) {
            return false;
        }
        let origin = Square::from_coords(ep.file(), Rank::Seventh.relative_to(us));
        if self.occupied().contains(origin) {
            return false;
        }
        let Some(king) = self.king_of(us) else {
            return false;
        };
        let capturers = pawn_attacks(them, ep) & self.by_piece(Role::Pawn.of(us));
        capturers
            .into_iter()
            .any(|from| self.ep_capture_is_safe(king, from, ep))
    }

    fn ep_capture_is_safe(&self, king: Square, from: Square, to: Square) -> bool {
        let us = self.turn;
        let victim = Square::from_coords(to.file(), from.rank());
        let occ = (self.occupied() ^ Bitboard::from_square(from) ^ Bitboard::from_square(victim))
            | Bitboard::from_square(to);
        (self.attackers_to(king, !us, occ) & !Bitboard::from_square(victim)).is_empty()
    }

    /// Enemy sliders' lines to our king blocked by exactly one of our pieces.
    fn pinned(&self, king: Square, us: Color) -> Bitboard {
        let them = self.by_color[(!us).index()];
        let r = &self.by_role;
        let queens = r[Role::Queen.index()];
        let snipers = ((rook_attacks(king, Bitboard::EMPTY) & (r[Role::Rook.index()] | queens))
            | (bishop_attacks(king, Bitboard::EMPTY) & (r[Role::Bishop.index()] | queens)))
            & them;
        let occ = self.occupied();
        let ours = self.by_color[us.index()];
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let b = between(king, s) & occ;
            if !b.more_than_one() && (b & ours).any() {
                pinned |= b;
            }
        }
        pinned
    }

    pub(crate) fn generate<S: Sink>(&self, sink: &mut S) {
        let us = self.turn;
        let them = !us;
        let ours = self.by_color[us.index()];
        let theirs = self.by_color[them.index()];
        let occ = ours | theirs;
        let Some(king) = (self.by_role[Role::King.index()] & ours).first() else {
            return;
        };
        let checkers = self.attackers_to(king, them, occ);

        // King moves: never onto an attacked square (Art. 3.9); the king
        // itself is removed so it cannot hide behind itself from a slider.
        let occ_no_king = occ ^ Bitboard::from_square(king);
        let mut king_targets = Bitboard::EMPTY;
        for to in king_attacks(king) & !ours {
            if self.attackers_to(to, them, occ_no_king).is_empty() {
                king_targets.add(to);
            }
        }
        sink.targets(self, Role::King, king, king_targets);

        if checkers.more_than_one() {
            return;
        }
        let target = match checkers.first() {
            Some(c) => between(king, c) | checkers,
            None => !ours,
        };
        let pinned = self.pinned(king, us);
        let r = &self.by_role;

        for from in r[Role::Knight.index()] & ours & !pinned {
            sink.targets(self, Role::Knight, from, knight_attacks(from) & target);
        }
        for from in r[Role::Bishop.index()] & ours {
            let mut t = bishop_attacks(from, occ) & target;
            if pinned.contains(from) {
                t &= line(king, from);
            }
            sink.targets(self, Role::Bishop, from, t);
        }
        for from in r[Role::Rook.index()] & ours {
            let mut t = rook_attacks(from, occ) & target;
            if pinned.contains(from) {
                t &= line(king, from);
            }
            sink.targets(self, Role::Rook, from, t);
        }
        for from in r[Role::Queen.index()] & ours {
            let mut t = queen_attacks(from, occ) & target;
            if pinned.contains(from) {
                t &= line(king, from);
            }
            sink.targets(self, Role::Queen, from, t);
        }

        // Pawns (Art. 3.7): one step, two steps from the start rank, diagonal captures.
        let pawns = r[Role::Pawn.index()] & ours;
        let (up, start_rank) = match us {
            Color::White => (8, Bitboard::from_rank(Rank::Second)),
            Color::Black => (-8, Bitboard::from_rank(Rank::Seventh)),
        };
        let empty = !occ;
        // Unpinned pawns all at once, by shifting the whole set.
        let free = pawns & !pinned;
        let single = free.shift(up) & empty;
        let double = (single & start_rank.shift(up)).shift(up) & empty;
        let not_a = !Bitboard::from_file(crate::File::A);
        let not_h = !Bitboard::from_file(crate::File::H);
        sink.pawn_shift(self, up, single & target);
        sink.pawn_shift(self, 2 * up, double & target);
        sink.pawn_shift(self, up - 1, (free & not_a).shift(up - 1) & theirs & target);
        sink.pawn_shift(self, up + 1, (free & not_h).shift(up + 1) & theirs & target);
        // Pinned pawns one by one, along the pin line.
        for from in pawns & pinned {
            let fb = Bitboard::from_square(from);
            let single = fb.shift(up) & empty;
            let double = (single & start_rank.shift(up)).shift(up) & empty;
            let t =
                ((pawn_attacks(us, from) & theirs) | single | double) & target & line(king, from);
            if t.any() {
                sink.pawn(self, from, t);
            }
        }

        // En passant (Art. 3.7.d): the square is only stored when some capture is legal,
        // but each capturing pawn is checked on its own.
        if let Some(ep) = self.ep_square {
            for from in pawn_attacks(them, ep) & pawns {
                if self.ep_capture_is_safe(king, from, ep) {
                    sink.en_passant(from, ep);
                }
            }
        }

        // Castling (Art. 3.8.a.ii, 3.8.b): not out of check, squares between
        // king and rook empty, king not crossing or landing on an attacked square.
        if checkers.is_empty() && !self.castling.is_empty() {
            if self.mode == CastlingMode::Standard {
                let king_home = CastlingSide::king_from(us);
                if king == king_home {
                    for side in CastlingSide::ALL {
                        if !self.castling.has(us, side) {
                            continue;
                        }
                        let rook = side.rook_from(us);
                        if !(r[Role::Rook.index()] & ours).contains(rook) {
                            continue;
                        }
                        if (between(king, rook) & occ).any() {
                            continue;
                        }
                        let king_to = side.king_to(us);
                        let path = between(king, king_to) | Bitboard::from_square(king_to);
                        if path
                            .into_iter()
                            .all(|sq| self.attackers_to(sq, them, occ).is_empty())
                        {
                            sink.castle(king, rook);
                        }
                    }
                }
            } else {
                self.generate_castling_960(sink, king, occ);
            }
        }
    }

    /// Chess960 castling (2023 Guidelines II.3): king and rook end on g and f
    /// or c and d (II.3.2.6); every square between each piece and its
    /// destination, destinations included, is empty but for that king and
    /// that rook (II.3.2.7.4); one of them may stay where it is
    /// (II.3.2.7.2). The king is not in check (checked by the caller) and
    /// neither crosses nor lands on an attacked square, attacks being
    /// computed with the castling king and rook off the board.
    #[inline(never)]
    fn generate_castling_960<S: Sink>(&self, sink: &mut S, king: Square, occ: Bitboard) {
        let us = self.turn;
        let them = !us;
        let rooks = self.by_role[Role::Rook.index()] & self.by_color[us.index()];
        for side in CastlingSide::ALL {
            let Some(rook) = self.castling.rook(us, side) else {
                continue;
            };
            if !rooks.contains(rook) || king.rank() != rook.rank() {
                continue;
            }
            let king_to = side.king_to(us);
            let rook_to = side.rook_to(us);
            let pieces = Bitboard::from_square(king) | Bitboard::from_square(rook);
            // The king's destination included, also when the king stays on it.
            let king_path = (rank_span(king, king_to) & !Bitboard::from_square(king))
                | Bitboard::from_square(king_to);
            let without = occ & !pieces;
            if ((king_path | rank_span(rook, rook_to)) & without).any() {
                continue;
            }
            if king_path
                .into_iter()
                .all(|sq| self.attackers_to(sq, them, without).is_empty())
            {
                sink.castle(king, rook);
            }
        }
    }

    /// Counts the leaf nodes of the legal move tree to `depth` (a standard
    /// correctness test of move generation).
    ///
    /// ```
    /// use rochade_laws::Position;
    /// assert_eq!(Position::new().perft(3), 8902);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves(),
            _ => {
                let mut total = 0;
                for m in self.legal_moves() {
                    let mut child = self.clone();
                    child.play_unchecked(&m);
                    total += child.perft(depth - 1);
                }
                total
            }
        }
    }
}

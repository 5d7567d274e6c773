//! The touched piece (2023 Art. 4.3–4.5, 4.7; 2001 and 1997 Art. 4.3–4.5
//! and the release rule, 2001 4.6, 1997 4.7): which moves the player
//! having the move may still make after touching pieces.
//!
//! Pure: a position, the edition and what the hand did, in order. On a
//! screen, selecting a piece is touching it; a typed move touches its
//! piece once it is confirmed. Casual games need not call this at all.

use rochade_laws::{CastlingSide, Move, MoveList, Position, Role, Square};

use crate::Edition;
use crate::article::Article;

/// What the player having the move did with his hand, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Touch {
    /// He touched the piece on this square, his own or his opponent's (the
    /// position tells which), with the intention of moving or capturing
    /// (2023 Art. 4.2.2: other contact, except clearly accidental, is
    /// intent). An empty square is no touch.
    Piece(Square),
    /// He touched two pieces at once (2001 Art. 4.4 (c): "touches the
    /// king and a rook at the same time"). If one is his own and one his
    /// opponent's, his own counts as touched first (2023 Art. 4.3.3, 2001
    /// 4.3 (c)).
    Together(Square, Square),
    /// He released the piece in his hand on this square (2023 Art. 4.7,
    /// 2001 Art. 4.6, 1997 Art. 4.7): if that is a legal move, or part of
    /// one (the king of a castling), the piece cannot go to another
    /// square. A release that is no legal move changes nothing.
    Release(Square),
    /// The new piece of a promotion touched the promotion square (2023
    /// Art. 4.4.4: "the choice of the piece is finalised"). The older
    /// editions have no such rule: there the choice is final only when the
    /// move is made.
    PromotionPiece(Role),
}

/// What the touches oblige the player to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Obligation {
    /// Nothing was touched: any legal move.
    Free,
    /// None of the touched pieces can be moved or captured (2023 Art. 4.5,
    /// 2001/1997 4.5), or the king touched to castle has no legal move
    /// (2023 4.4.3, 2001 4.4 (c)): any legal move.
    NoneCanMove,
    /// Move the first touched own piece that can be moved (2023 4.3.1,
    /// 2001 4.3 (a)).
    MoveTouched {
        /// The piece's square.
        piece: Square,
    },
    /// Capture the first touched opponent's piece that can be captured
    /// (2023 4.3.2, 2001 4.3 (b)), with any piece.
    CaptureTouched {
        /// The opponent's piece.
        target: Square,
    },
    /// Capture the touched opponent's piece with the touched own piece
    /// (2023 4.3.3, 2001 4.3 (c)).
    CaptureWith {
        /// The own piece.
        piece: Square,
        /// The opponent's piece.
        target: Square,
    },
    /// King and then rook touched: castle on that side (2023 4.4.1, 2001
    /// 4.4 (a)).
    Castle {
        /// The side of the touched rook.
        side: CastlingSide,
    },
    /// King and rook touched, but castling with that rook is illegal:
    /// another legal move with the king, which may be castling on the
    /// other side (2023 4.4.3, 2001 4.4 (c)).
    KingMove {
        /// The side on which castling was illegal.
        side: CastlingSide,
    },
    /// A piece was released on a square as a legal move (2023 4.7, 2001
    /// 4.6, 1997 4.7): that move, and no other.
    Released {
        /// Where the piece came from.
        from: Square,
        /// Where it was released.
        to: Square,
    },
}

/// Why a move is refused under the touched-piece rule, with the article in
/// the game's edition.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TouchRefusal {
    /// What the player must do instead.
    pub obligation: Obligation,
    /// The move given castles on a side where castling is forbidden on
    /// this move: rook touched before the king (2023 4.4.2, 2001 4.4 (b)).
    pub castling_forbidden: Option<CastlingSide>,
    /// The promotion piece is already chosen (2023 4.4.4).
    pub promotion_chosen: Option<Role>,
    /// The article that forbids the move.
    pub article: Article,
}

/// The ruling on a sequence of touches: the obligation, its article and the
/// legal moves it leaves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TouchRuling {
    /// What the touches oblige.
    pub obligation: Obligation,
    /// The article of the obligation in the edition's numbering (`None`
    /// when nothing was touched).
    pub article: Option<Article>,
    /// Castling forbidden on this move: rook then king (2023 4.4.2, 2001
    /// 4.4 (b)).
    pub castling_forbidden: Option<CastlingSide>,
    /// The promotion piece chosen (2023 4.4.4).
    pub promotion_chosen: Option<Role>,
    /// The legal moves still allowed.
    pub allowed: MoveList,
    /// The edition ruled under.
    pub edition: Edition,
}

impl TouchRuling {
    /// Whether `mv` is allowed; otherwise why not. (A move that is not
    /// legal at all is the move parser's to refuse: here it gets the
    /// obligation's refusal.)
    ///
    /// # Errors
    ///
    /// A [`TouchRefusal`] naming the obligation and its article.
    pub fn check(&self, mv: &Move) -> Result<(), TouchRefusal> {
        if self.allowed.contains(mv) {
            return Ok(());
        }
        let edition = self.edition;
        let castling_forbidden = self
            .castling_forbidden
            .filter(|s| mv.castling_side() == Some(*s));
        let promotion_chosen = self
            .promotion_chosen
            .filter(|r| mv.promotion().is_some_and(|p| p != *r));
        let article = if castling_forbidden.is_some() {
            articles(edition).rook_then_king
        } else if promotion_chosen.is_some() {
            Article::art(edition, "4.4.4")
        } else {
            self.article.unwrap_or_else(|| articles(edition).own_piece)
        };
        Err(TouchRefusal {
            obligation: self.obligation,
            castling_forbidden,
            promotion_chosen,
            article,
        })
    }
}

/// The article numbers of Article 4 in one edition.
struct Articles {
    own_piece: Article,
    opponent_piece: Article,
    each_colour: Article,
    king_and_rook: Article,
    rook_then_king: Article,
    castling_illegal: Article,
    none_can_move: Article,
    released: Article,
}

fn articles(edition: Edition) -> Articles {
    let a = |n| Article::art(edition, n);
    match edition {
        Edition::Fide2023 => Articles {
            own_piece: a("4.3.1"),
            opponent_piece: a("4.3.2"),
            each_colour: a("4.3.3"),
            king_and_rook: a("4.4.1"),
            rook_then_king: a("4.4.2"),
            castling_illegal: a("4.4.3"),
            none_can_move: a("4.5"),
            released: a("4.7"),
        },
        Edition::Fide2001 => Articles {
            own_piece: a("4.3 (a)"),
            opponent_piece: a("4.3 (b)"),
            each_colour: a("4.3 (c)"),
            king_and_rook: a("4.4 (a)"),
            rook_then_king: a("4.4 (b)"),
            castling_illegal: a("4.4 (c)"),
            none_can_move: a("4.5"),
            released: a("4.6"),
        },
        // 1997 Art. 4.3 (a) covers own and opponent's pieces, (b) one of
        // each colour; 4.7 is the release.
        Edition::Fide1997 => Articles {
            own_piece: a("4.3 (a)"),
            opponent_piece: a("4.3 (a)"),
            each_colour: a("4.3 (b)"),
            king_and_rook: a("4.4 (a)"),
            rook_then_king: a("4.4 (b)"),
            castling_illegal: a("4.4 (c)"),
            none_can_move: a("4.5"),
            released: a("4.7"),
        },
    }
}

/// Whether `mv` captures the piece on `target` (en passant: the pawn
/// beside the arrival square).
fn captures(mv: &Move, target: Square) -> bool {
    match mv.en_passant_victim() {
        Some(v) => v == target,
        None => mv.is_capture() && mv.to() == target,
    }
}

/// The castling side of `rook` relative to `king`.
fn side_of(king: Square, rook: Square) -> CastlingSide {
    if rook.file() > king.file() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    }
}

/// The ruling of Article 4 on `touches` by the player to move in `pos`.
///
/// ```
/// use rochade_arbiter::{Edition, Obligation, Touch, touch_ruling};
/// use rochade_laws::{Position, Square};
/// let pos = Position::new();
/// let r = touch_ruling(&pos, Edition::Fide2023, &[Touch::Piece(Square::G1)]);
/// assert_eq!(r.obligation, Obligation::MoveTouched { piece: Square::G1 });
/// assert_eq!(r.article.map(|a| a.number), Some("4.3.1"));
/// assert_eq!(r.allowed.len(), 2); // Nf3, Nh3
/// ```
pub fn touch_ruling(pos: &Position, edition: Edition, touches: &[Touch]) -> TouchRuling {
    // 2023 4.7, 2001 4.6: a piece released on a square as a legal move
    // stays there, whatever the hand touches afterwards; a release that is
    // no legal move changes nothing.
    let Some(i) = touches.iter().position(|t| matches!(t, Touch::Release(_))) else {
        return ruling_of_touches(pos, edition, touches);
    };
    let Touch::Release(to) = touches[i] else {
        unreachable!("position() found a release")
    };
    let mut before = touches[..i].to_vec();
    before.extend(
        touches[i + 1..]
            .iter()
            .filter(|t| matches!(t, Touch::PromotionPiece(_))),
    );
    let result = ruling_of_touches(pos, edition, &before);
    // The piece is the one the obligation moves, else the first touched
    // own piece.
    let piece = match result.obligation {
        Obligation::MoveTouched { piece } | Obligation::CaptureWith { piece, .. } => Some(piece),
        _ => before.iter().find_map(|t| match *t {
            Touch::Piece(sq) => pos
                .piece_at(sq)
                .is_some_and(|p| p.color == pos.turn())
                .then_some(sq),
            _ => None,
        }),
    };
    if let Some(piece) = piece {
        let moves: MoveList = result
            .allowed
            .iter()
            .filter(|m| m.from() == piece && m.to() == to)
            .copied()
            .collect();
        if !moves.is_empty() {
            return TouchRuling {
                obligation: Obligation::Released { from: piece, to },
                article: Some(articles(edition).released),
                allowed: moves,
                ..result
            };
        }
    }
    let mut rest = touches.to_vec();
    rest.remove(i);
    touch_ruling(pos, edition, &rest)
}

/// The ruling of Articles 4.3–4.5 (and 2023 4.4.4) on touches without a
/// release.
fn ruling_of_touches(pos: &Position, edition: Edition, touches: &[Touch]) -> TouchRuling {
    let arts = articles(edition);
    let me = pos.turn();
    let legal = pos.legal_moves();
    // The touched pieces in order, each once (own piece first when two are
    // touched together).
    let mut order: Vec<(Square, bool)> = Vec::new();
    let mut together_king_rook = false;
    let mut promotion = None;
    let push = |order: &mut Vec<(Square, bool)>, sq: Square| {
        if let Some(p) = pos.piece_at(sq) {
            if !order.iter().any(|(s, _)| *s == sq) {
                order.push((sq, p.color == me));
            }
        }
    };
    for t in touches {
        match *t {
            Touch::Piece(sq) => push(&mut order, sq),
            Touch::Together(a, b) => {
                let own = |s: Square| pos.piece_at(s).is_some_and(|p| p.color == me);
                let king = |s: Square| pos.piece_at(s).is_some_and(|p| p.role == Role::King);
                // Own before opponent's (4.3.3); the king before the rook.
                let (first, second) = if (own(b) && !own(a)) || (own(b) && own(a) && king(b)) {
                    (b, a)
                } else {
                    (a, b)
                };
                let rook = |s: Square| pos.piece_at(s).is_some_and(|p| p.role == Role::Rook);
                if own(first) && own(second) && king(first) && rook(second) {
                    together_king_rook = true;
                }
                push(&mut order, first);
                push(&mut order, second);
            }
            Touch::Release(_) => {}
            Touch::PromotionPiece(role) => {
                if edition == Edition::Fide2023 && promotion.is_none() {
                    promotion = Some(role);
                }
            }
        }
    }
    let role_at = |sq: Square| pos.piece_at(sq).map(|p| p.role);
    let own: Vec<Square> = order.iter().filter(|t| t.1).map(|t| t.0).collect();

    // 2023 4.4.2, 2001 4.4 (b): a rook and then the king: no castling on
    // that side on this move; 4.3 governs the rest.
    let mut castling_forbidden = None;
    if let (Some(&r), Some(k)) = (
        own.first(),
        own.iter().position(|&s| role_at(s) == Some(Role::King)),
    ) {
        if role_at(r) == Some(Role::Rook) && k > 0 {
            castling_forbidden = Some(side_of(own[k], r));
        }
    }
    let mut legal: MoveList = legal
        .into_iter()
        .filter(|m| castling_forbidden.is_none() || m.castling_side() != castling_forbidden)
        .collect();
    // 2023 4.4.4: the promotion piece is chosen.
    if let Some(role) = promotion {
        legal.retain(|m| m.promotion().is_none_or(|p| p == role));
    }

    let ruling = |obligation, article: Option<Article>, allowed: MoveList| TouchRuling {
        obligation,
        article,
        castling_forbidden,
        promotion_chosen: promotion,
        allowed,
        edition,
    };
    let from = |sq: Square, legal: &MoveList| -> MoveList {
        legal.iter().filter(|m| m.from() == sq).copied().collect()
    };

    let mut result = None;
    // 2023 4.4.1, 4.4.3; 2001 4.4 (a), (c): the king and then a rook.
    if let [k, r, ..] = own[..] {
        if role_at(k) == Some(Role::King) && role_at(r) == Some(Role::Rook) {
            let side = side_of(k, r);
            let castle: MoveList = legal
                .iter()
                .filter(|m| *m == &Move::Castle { king: k, rook: r })
                .copied()
                .collect();
            if !castle.is_empty() {
                result = Some(ruling(
                    Obligation::Castle { side },
                    Some(arts.king_and_rook),
                    castle,
                ));
            } else {
                let king_moves = from(k, &legal);
                // 2001 4.4 (c) covers the king and rook touched together;
                // touched one after the other, 4.3 (a) governs: the king,
                // or if it cannot move, the rook.
                let castling_rule = edition == Edition::Fide2023 || together_king_rook;
                if !king_moves.is_empty() {
                    let article = if castling_rule {
                        arts.castling_illegal
                    } else {
                        arts.own_piece
                    };
                    result = Some(ruling(
                        Obligation::KingMove { side },
                        Some(article),
                        king_moves,
                    ));
                } else if castling_rule {
                    // "If the king has no legal move, the player is free to
                    // make any legal move."
                    result = Some(ruling(
                        Obligation::NoneCanMove,
                        Some(arts.castling_illegal),
                        legal.clone(),
                    ));
                }
            }
        }
    }

    result.unwrap_or_else(|| {
        if order.is_empty() {
            return ruling(Obligation::Free, None, legal.clone());
        }
        let has_own = order.iter().any(|t| t.1);
        let has_theirs = order.iter().any(|t| !t.1);
        let kind_article = match (has_own, has_theirs) {
            (true, false) => arts.own_piece,
            (false, true) => arts.opponent_piece,
            _ => arts.each_colour,
        };
        // 2023 4.3.3, 2001 4.3 (c): capture the first touched opponent's
        // piece with the first touched own piece, if legal.
        if has_own && has_theirs {
            let piece = own[0];
            let target = order.iter().find(|t| !t.1).map(|t| t.0);
            if let Some(target) = target {
                let caps: MoveList = from(piece, &legal)
                    .into_iter()
                    .filter(|m| captures(m, target))
                    .collect();
                if !caps.is_empty() {
                    return ruling(
                        Obligation::CaptureWith { piece, target },
                        Some(arts.each_colour),
                        caps,
                    );
                }
            }
        }
        // Otherwise the first touched piece that can be moved or captured.
        for &(sq, mine) in &order {
            let moves: MoveList = if mine {
                from(sq, &legal)
            } else {
                legal.iter().filter(|m| captures(m, sq)).copied().collect()
            };
            if !moves.is_empty() {
                let obligation = if mine {
                    Obligation::MoveTouched { piece: sq }
                } else {
                    Obligation::CaptureTouched { target: sq }
                };
                return ruling(obligation, Some(kind_article), moves);
            }
        }
        // 2023 4.5, 2001 4.5: none can be moved or captured.
        ruling(
            Obligation::NoneCanMove,
            Some(arts.none_can_move),
            legal.clone(),
        )
    })
}

/// Whether the touches cost the player his draw claim on this move (2023
/// Art. 9.4: "If the player touches a piece as in Article 4.3, he loses the
/// right to claim a draw under Article 9.2 or 9.3 on that move"), with the
/// article. The 2001 and 1997 Laws take the right away only with the move
/// made (their 9.4), so a touch costs nothing there: `None`.
///
/// ```
/// use rochade_arbiter::{Edition, Touch, claim_forfeited_by_touch};
/// use rochade_laws::{Position, Square};
/// let pos = Position::new();
/// let touched = [Touch::Piece(Square::G1)];
/// assert_eq!(claim_forfeited_by_touch(&pos, Edition::Fide2023, &touched).unwrap().number, "9.4");
/// assert_eq!(claim_forfeited_by_touch(&pos, Edition::Fide2001, &touched), None);
/// assert_eq!(claim_forfeited_by_touch(&pos, Edition::Fide2023, &[Touch::Piece(Square::E4)]), None);
/// ```
pub fn claim_forfeited_by_touch(
    pos: &Position,
    edition: Edition,
    touches: &[Touch],
) -> Option<Article> {
    if edition != Edition::Fide2023 {
        return None;
    }
    let piece = |sq: Square| pos.piece_at(sq).is_some();
    touches
        .iter()
        .any(|t| match *t {
            Touch::Piece(sq) => piece(sq),
            Touch::Together(a, b) => piece(a) || piece(b),
            Touch::Release(_) | Touch::PromotionPiece(_) => false,
        })
        .then(|| Article::art(edition, "9.4"))
}

/// Whether the player to move may make `mv` after `touches` (a shorthand
/// for [`touch_ruling`] and [`TouchRuling::check`]).
///
/// # Errors
///
/// A [`TouchRefusal`] with the obligation and the article in `edition`'s
/// numbering.
///
/// ```
/// use rochade_arbiter::{Edition, Obligation, Touch, check_touched_move};
/// use rochade_laws::{Position, Square, parse_move};
/// let pos = Position::new();
/// let e4 = parse_move(&pos, "e4").unwrap();
/// let refusal = check_touched_move(&pos, Edition::Fide2001, &[Touch::Piece(Square::G1)], &e4)
///     .unwrap_err();
/// assert_eq!(refusal.obligation, Obligation::MoveTouched { piece: Square::G1 });
/// assert_eq!(refusal.article.number, "4.3 (a)");
/// ```
pub fn check_touched_move(
    pos: &Position,
    edition: Edition,
    touches: &[Touch],
    mv: &Move,
) -> Result<(), TouchRefusal> {
    touch_ruling(pos, edition, touches).check(mv)
}

impl Obligation {
    /// The squares the player must use: the piece to move, the piece to
    /// capture (for highlighting on a board).
    pub fn squares(&self) -> Vec<Square> {
        match *self {
            Obligation::Free | Obligation::NoneCanMove => Vec::new(),
            Obligation::MoveTouched { piece } => vec![piece],
            Obligation::CaptureTouched { target } => vec![target],
            Obligation::CaptureWith { piece, target } => vec![piece, target],
            Obligation::Castle { .. } | Obligation::KingMove { .. } => Vec::new(),
            Obligation::Released { from, to } => vec![from, to],
        }
    }
}

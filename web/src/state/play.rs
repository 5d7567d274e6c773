//! Play and touch on the screen: a square activated or a piece dragged,
//! the piece picked up, the promotion piece chosen (Art. 3.7.e), the move
//! played through the arbiter, and the touched-piece rule of strict games
//! (2023 Art. 4.2–4.7; 2001 Art. 4.2–4.6): selecting a piece on the
//! screen is touching it.

use rochade_arbiter::{Event, Mode, MoveInput, Touch};
use rochade_laws::{Move, Role, Square, explain_refusal};

use super::AppState;
use crate::notice::Notice;

impl AppState {
    /// A piece dragged from `from` to `to`: both squares touched, then
    /// the move tried.
    pub(super) fn drag(&mut self, from: Square, to: Square, now: u64) {
        if !self.game.is_over() && self.viewing.is_none() {
            self.touch(from);
            self.touch(to);
            self.selected = Some(from);
            self.attempt(from, to, now);
        }
    }

    /// The promotion piece chosen (`None`: cancelled).
    pub(super) fn promote(&mut self, role: Option<Role>, now: u64) {
        if let Some(role) = role {
            // The new piece has touched the promotion square: its
            // choice is final (2023 Art. 4.4.4).
            self.hand(Touch::PromotionPiece(role));
        }
        let chosen = self.promotion.take().and_then(|(from, to)| {
            let role = role?;
            self.moves_from(from)
                .into_iter()
                .find(|m| m.to() == to && m.promotion() == Some(role))
        });
        match chosen {
            Some(m) => self.play(m, now),
            None => {
                self.selected = None;
                self.say(Notice::Cancelled);
            }
        }
    }

    /// Escape: the picked-up piece put back, or else back to the game
    /// from a review.
    pub(super) fn cancel(&mut self) {
        if self.selected.is_some() || self.promotion.is_some() {
            self.selected = None;
            self.promotion = None;
            self.say(Notice::Cancelled);
        } else {
            // Says the way back only if there was a review.
            self.view(None);
        }
    }

    /// The legal moves of the piece on `from` (empty when reviewing or over).
    pub fn moves_from(&self, from: Square) -> Vec<Move> {
        if self.game.is_over() || self.viewing.is_some() {
            return Vec::new();
        }
        self.game
            .legal_moves()
            .iter()
            .filter(|m| m.from() == from)
            .copied()
            .collect()
    }

    /// The squares the picked-up piece may go to. Castling shows both the
    /// king's destination and the rook's square (Art. 3.8: the king may be
    /// moved onto its rook).
    pub fn targets(&self) -> Vec<Square> {
        // No help with moves in a game locked by the arbiter (2023 Art.
        // 11.3.1).
        if self.game.setup().is_locked() {
            return Vec::new();
        }
        let Some(from) = self.selected else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for m in self.moves_from(from) {
            out.push(m.to());
            if let Move::Castle { rook, .. } = m {
                out.push(rook);
            }
        }
        rochade_speech::sort_short_by(&mut out, |a, b| a.cmp(b));
        out.dedup();
        out
    }

    pub(super) fn activate(&mut self, sq: Square, now: u64) {
        if self.game.is_over() || self.viewing.is_some() {
            return;
        }
        let pos = self.game.position().clone();
        let own = pos.piece_at(sq).is_some_and(|p| p.color == pos.turn());
        // Selecting a piece on the screen is touching it (own or the
        // opponent's, 2023 Art. 4.3.1–4.3.3).
        self.touch(sq);
        match self.selected {
            Some(from) if from == sq => {
                self.selected = None;
                self.promotion = None;
                self.say(Notice::Cancelled);
            }
            Some(from) => {
                let is_castle_onto_rook = pos.piece_at(from).is_some_and(|p| p.role == Role::King)
                    && self
                        .moves_from(from)
                        .iter()
                        .any(|m| matches!(m, Move::Castle { rook, .. } if *rook == sq));
                if own && !is_castle_onto_rook {
                    self.pick(sq);
                } else {
                    self.attempt(from, sq, now);
                }
            }
            None if own => self.pick(sq),
            None if pos.piece_at(sq).is_some() => self.notify(Notice::NotYourPiece),
            None => self.notify(Notice::NoPieceThere),
        }
    }

    pub(super) fn pick(&mut self, sq: Square) {
        // A piece touched earlier binds the player: another piece cannot
        // be chosen when none of its moves is allowed (2023 Art. 4.3.1,
        // 4.4, 4.7; 2001 Art. 4.3 (a), 4.4, 4.6).
        if self.touch_rule() {
            let ruling = self.game.touch_ruling(&self.touches_now());
            let moves = self.moves_from(sq);
            if let Some(Err(refusal)) = moves
                .iter()
                .all(|m| ruling.check(m).is_err())
                .then(|| moves.first().map(|m| ruling.check(m)))
                .flatten()
            {
                self.notify(Notice::TouchRefused(refusal));
                return;
            }
        }
        self.selected = Some(sq);
        self.promotion = None;
        let moves = self.moves_from(sq).len();
        self.say(Notice::PickedUp {
            square: sq,
            position: self.game.position().clone(),
            moves,
        });
    }

    /// Tries the move of the piece on `from` to `to`.
    pub(super) fn attempt(&mut self, from: Square, to: Square, now: u64) {
        let mut candidates: Vec<Move> = self
            .moves_from(from)
            .into_iter()
            .filter(|m| m.to() == to || matches!(m, Move::Castle { rook, .. } if *rook == to))
            .collect();
        // In Chess960 the castling king's destination may also be a plain
        // king step (2023 Guidelines II.3.2): that square means the step;
        // castling is then the king moved onto its own rook.
        if candidates.iter().any(|m| !matches!(m, Move::Castle { .. })) {
            candidates.retain(|m| !matches!(m, Move::Castle { rook, .. } if *rook != to));
        }
        match candidates.as_slice() {
            [] => {
                let refusal = explain_refusal(self.game.position(), from, to);
                self.selected = None;
                self.notify(Notice::Refused(refusal));
            }
            [m] => {
                let m = *m;
                self.play(m, now);
            }
            _ => {
                // Several moves from–to: only promotions (Art. 3.7.e). The
                // pawn is released on the promotion square: it cannot go
                // to another square (2023 Art. 4.7, 2001 Art. 4.6, 1997
                // Art. 4.7), though the new piece is still to be chosen.
                if self.touch_rule() {
                    if let Err(refusal) = self
                        .game
                        .touch_ruling(&self.touches_now())
                        .check(&candidates[0])
                    {
                        self.selected = None;
                        self.notify(Notice::TouchRefused(refusal));
                        return;
                    }
                }
                self.hand(Touch::Release(to));
                self.promotion = Some((from, to));
                self.selected = Some(from);
                self.say(Notice::ChoosePromotion);
            }
        }
    }

    /// Whether the touched-piece rule is applied on the screen: strict
    /// games only; casual games keep free selection.
    pub(super) fn touch_rule(&self) -> bool {
        self.game.setup().mode == Mode::Strict && !self.computer_to_move()
    }

    /// The touches of this turn (none once the record has changed).
    pub(super) fn touches_now(&self) -> Vec<Touch> {
        let (plies, touches) = &self.touches;
        if *plies == self.game.record().len() {
            touches.clone()
        } else {
            Vec::new()
        }
    }

    /// Records that the player to move touched the piece on `sq`.
    pub(super) fn touch(&mut self, sq: Square) {
        if self.game.position().piece_at(sq).is_some() {
            self.hand(Touch::Piece(sq));
        }
    }

    /// Records what the hand of the player to move did, in strict games.
    pub(super) fn hand(&mut self, touch: Touch) {
        if !self.touch_rule() {
            return;
        }
        let mut touches = self.touches_now();
        if !touches.contains(&touch) {
            touches.push(touch);
        }
        self.touches = (self.game.record().len(), touches);
    }

    /// Plays `m` through the arbiter and announces what happened.
    pub(super) fn play(&mut self, m: Move, now: u64) {
        self.selected = None;
        self.promotion = None;
        self.pending_typed = None;
        if self.computer_to_move() {
            self.say(Notice::ComputerToMove);
            return;
        }
        // The touched-piece rule (2023 Art. 4.3–4.7, 2001 Art. 4.3–4.6): a
        // move on the board has touched its pieces already; a typed move
        // counts as a touch only now that it is confirmed, so it is
        // checked against the touches before it. A move filled in after
        // the end was made on the wooden board long ago (Art. 8.5.1).
        if self.touch_rule() && !self.fills_in_after_end() {
            if let Err(refusal) = self.game.touch_ruling(&self.touches_now()).check(&m) {
                self.notify(Notice::TouchRefused(refusal));
                return;
            }
        }
        // Moves pressed without being recorded (2023 Art. 8.4) come first:
        // a move entered then fills in the oldest of them (Art. 8.5).
        let event = if self.game.unrecorded().is_empty() {
            Event::Move {
                mv: MoveInput::Move(m),
                offer_draw: false,
            }
        } else {
            Event::FillIn {
                mv: MoveInput::Move(m),
            }
        };
        self.apply(event, now);
    }
}

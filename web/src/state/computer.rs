//! The computer as an opponent: its moves, resignations and answers to
//! draw offers, all as events through the arbiter like a person's; its
//! hints; and its answer to a take-back request. Off in a game locked by
//! the arbiter (2023 Art. 11.3.1).

use rochade_arbiter::{Computer, Event, MoveInput};
use rochade_engine::{Level, Score};

use super::AppState;
use crate::notice::Notice;

impl AppState {
    /// The computer's hint for the game at `revision` (`best`, in UCI):
    /// shown when it is a legal move of the position it was asked for.
    /// Whether it is shown.
    pub(super) fn hint_found(&mut self, revision: u64, best: Option<String>) -> bool {
        let position = self.game.position().clone();
        let mv = position
            .legal_moves()
            .into_iter()
            .find(|m| Some(m.to_string()) == best);
        match mv {
            Some(mv) if revision == self.revision => {
                self.notify(Notice::Hint { mv, position });
                true
            }
            _ => false,
        }
    }

    /// The computer's search for the game at `revision` ended: its turn
    /// is taken, unless the game changed meanwhile or it is not its turn.
    /// Whether it was taken.
    pub(super) fn computer_move(
        &mut self,
        revision: u64,
        best: Option<String>,
        score: Option<Score>,
        now: u64,
    ) -> bool {
        if revision != self.revision || !self.computer_to_move() {
            return false;
        }
        self.computer_moves(best, score, now);
        true
    }

    /// The side the computer plays, if it plays one.
    pub fn computer(&self) -> Option<Computer> {
        // Off in a game locked by the arbiter (2023 Art. 11.3.1).
        if self.game.setup().is_locked() {
            return None;
        }
        self.game.setup().computer
    }

    /// Whether the computer has the move in a game that goes on.
    pub fn computer_to_move(&self) -> bool {
        !self.game.is_over()
            && self
                .computer()
                .is_some_and(|c| c.side == self.game.position().turn())
    }

    /// The computer's turn: it resigns, accepts a standing draw offer, or
    /// moves, all as events through the arbiter like a person's.
    pub(super) fn computer_moves(&mut self, best: Option<String>, score: Option<Score>, now: u64) {
        let Some(computer) = self.computer() else {
            return;
        };
        let by = computer.side;
        if let (Some(score), Some(level)) = (score, Level::new(computer.level)) {
            if rochade_engine::resigns(level, score) {
                self.apply(Event::Resign { by }, now);
                return;
            }
            let offered = self.game.pending_offer().is_some_and(|o| o.by != by);
            if offered && rochade_engine::accepts_draw(score, self.game.position()) {
                self.apply(Event::AcceptDraw { by }, now);
                return;
            }
        }
        if let Some(best) = best {
            self.apply(
                Event::Move {
                    mv: MoveInput::Text(best),
                    offer_draw: false,
                },
                now,
            );
        }
    }

    /// The computer agrees at once to its opponent's request to take back
    /// (casual games), so that a take-back removes the player's move and
    /// its reply, as with a friend across the board.
    pub(super) fn computer_answers_take_back(&mut self, now: u64) {
        if let Some(computer) = self.computer() {
            if self
                .game
                .pending_take_back()
                .is_some_and(|r| r.by != computer.side)
            {
                self.apply(Event::AcceptTakeBack { by: computer.side }, now);
            }
        }
    }
}

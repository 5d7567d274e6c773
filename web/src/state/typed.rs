//! Typed text: a move in any notation or the spoken scheme (confirmed
//! first when the player asks for it, rule 6 for visually handicapped
//! players), a result as written on a scoresheet, and the commands of the
//! blind mode (rule 9d), which do what their keys and buttons do.

use rochade_arbiter::{Event, Mode};
use rochade_laws::Color;

use super::AppState;
use crate::commands::parse::parse_command;
use crate::notice::{Asked, Notice};

impl AppState {
    /// The typed move, or resignation, waiting for confirmation is
    /// confirmed.
    pub(super) fn confirm_typed(&mut self, now: u64) {
        if let Some(by) = self.pending_resign.take() {
            self.apply(Event::Resign { by }, now);
        } else if let Some(m) = self.pending_typed.take() {
            self.play(m, now);
        }
    }

    pub(super) fn typed(&mut self, text: &str, now: u64) {
        // A resignation waiting for confirmation: "resign" again, or a
        // yes, confirms it; anything else plays on.
        if let Some(by) = self.pending_resign.take() {
            let again = matches!(
                parse_command(text),
                Some(crate::commands::Command::Resign(_))
            );
            let yes = ["yes", "ja", "sim"].contains(&rochade_speech::fold(text.trim()).as_str());
            if again || yes {
                self.apply(Event::Resign { by }, now);
                return;
            }
        }
        if let Some(cmd) = parse_command(text) {
            self.command(cmd, now);
            return;
        }
        let speech = self.settings.speech(self.lang);
        let position = self.game.position().clone();
        let parsed = rochade_speech::parse_spoken_move(&position, text, &speech);
        // Text that is neither a move nor a command is answered as such:
        // it is no move, so never an illegal one (2023 Art. 7.5), and the
        // game and its review stay as they are. (Over the board a dash
        // presses the clock, below.)
        let dash = self.over_the_board() && matches!(text.trim(), "-" | "–" | "—");
        if !dash
            && matches!(
                parsed,
                Err(rochade_speech::SpokenMoveError::UnknownWord(_)
                    | rochade_speech::SpokenMoveError::Malformed)
            )
        {
            self.notify(Notice::NotUnderstood(text.trim().to_string()));
            return;
        }
        if let Some(o) = self.game.outcome().filter(|_| !self.fills_in_after_end()) {
            self.notify(Notice::AfterTheEnd {
                outcome: o,
                edition: self.game.setup().edition,
            });
            return;
        }
        // A move typed while reviewing is a move of the game: back to it.
        self.viewing = None;
        // Over the board, a dash (as on a paper scoresheet) presses the
        // clock without recording the move, where the player need not
        // record (2023 Art. 8.4, A.2).
        if self.over_the_board() && matches!(text.trim(), "-" | "–" | "—") {
            let by = self.game.board_turn();
            self.apply(Event::PressWithoutMove { by }, now);
            return;
        }
        match parsed {
            Ok(mv) => {
                if self.settings.confirm_typed {
                    self.pending_typed = Some(mv);
                    self.say(Notice::ConfirmMove { mv, position });
                } else {
                    self.play(mv, now);
                }
            }
            // Entering is pressing the clock, unless an announcement is
            // confirmed first (a slip of the tongue is corrected before the
            // opponent's clock starts, 2023 Appendix D.2.8); missing moves
            // are filled in, not pressed.
            Err(why @ rochade_speech::SpokenMoveError::NoSuchMove(_))
                if self.over_the_board()
                    && self.game.setup().mode == Mode::Strict
                    && !self.settings.confirm_typed
                    && self.game.unrecorded().is_empty() =>
            {
                self.illegal_entry(text, why, position, now);
            }
            Err(why) => self.notify(Notice::MoveNotPlayed {
                text: text.trim().to_string(),
                why,
                position,
            }),
        }
    }

    /// Carries out a command or answers it in the live regions: a typed
    /// command does what its key or button does.
    pub(super) fn command(&mut self, cmd: crate::commands::Command, now: u64) {
        use crate::commands::Command;
        match cmd {
            Command::OfferDraw => return self.offer_draw(now),
            Command::TakeBack => return self.propose_take_back(now),
            Command::Result(result) => return self.report_result(result, now),
            Command::Analyse => return self.analyse(crate::analysis::DEFAULT_MS),
            Command::Eval | Command::Best | Command::Mistakes => return self.ask_analysis(cmd),
            // The legal moves are help with moves, off in a locked game
            // (2023 Art. 11.3.1, 2001 Art. 12.2).
            Command::Legal(_) if self.game.setup().is_locked() => {
                return self.notify(Notice::HelpOff(self.advice_article()));
            }
            // The questions that analyse the position are advice, off
            // during play in a locked or a strict game (2023 Art. 11.3.1:
            // "during play"; once the game is over they answer); the
            // scans only describe it, as `r` and `v` do, and stay.
            cmd if cmd.is_analysis()
                && !self.game.is_over()
                && (self.game.setup().is_locked() || self.game.setup().mode == Mode::Strict) =>
            {
                return self.notify(Notice::HelpOff(self.advice_article()));
            }
            Command::Resign(side) => {
                // Asked first, as the Resign button asks (the game ends
                // at once once resigned, Art. 5.1.2).
                let by = side.unwrap_or_else(|| self.acting_side(self.game.board_turn()));
                if self.game.is_over() {
                    // Nothing to confirm: the arbiter says why not.
                    return self.apply(Event::Resign { by }, now);
                }
                self.pending_typed = None;
                self.pending_resign = Some(by);
                self.say(Notice::ConfirmResign { by });
                return;
            }
            _ => {}
        }
        // A question answered is a command that succeeded: a refusal shown
        // earlier is answered by now and goes.
        if self.notice.as_ref().is_some_and(Notice::is_error) {
            self.notice = None;
        }
        self.say(Notice::Answer(Box::new(Asked {
            cmd,
            game: self.game.clone(),
            now,
            me: self.orientation,
            focus: self.selected,
            viewing: self.viewing,
        })));
    }

    /// Typed "draw": offers a draw as the Offer draw button does (Art.
    /// 9.1.2: the offer is made after one's move, so by the player who
    /// moved last), or accepts the opponent's standing offer.
    pub(super) fn offer_draw(&mut self, now: u64) {
        let event = match self.game.pending_offer() {
            Some(o) if self.computer().is_none_or(|c| c.side == o.by) => {
                Event::AcceptDraw { by: !o.by }
            }
            _ => Event::OfferDraw {
                by: self.acting_side(self.last_mover()),
            },
        };
        self.apply(event, now);
    }

    /// Typed "takeback": asks to take back one's last move, as the
    /// take-back button does (casual games; the arbiter refuses it in
    /// strict ones).
    pub(super) fn propose_take_back(&mut self, now: u64) {
        let by = self.acting_side(self.last_mover());
        self.apply(Event::ProposeTakeBack { by }, now);
        self.computer_answers_take_back(now);
    }

    /// The side a command of the player at the device acts for: against
    /// the computer the person's; between two people at one device the
    /// side that `hot_seat` names.
    pub(super) fn acting_side(&self, hot_seat: Color) -> Color {
        match self.computer() {
            Some(c) => !c.side,
            None => hot_seat,
        }
    }

    /// The side that made the last move on the board (recorded or not),
    /// or the side to move before the first.
    pub(super) fn last_mover(&self) -> Color {
        if self.game.record().is_empty() && self.game.unrecorded().is_empty() {
            self.game.board_turn()
        } else {
            !self.game.board_turn()
        }
    }

    /// Over the board: whether the device is the clock and record of a
    /// game on a wooden board.
    pub(super) fn over_the_board(&self) -> bool {
        self.settings.over_the_board
    }

    /// Over the board in a strict game, an entered move that no legal move
    /// fits was made on the board and completed by the press that entering
    /// is: a completed illegal move (2023 Art. 7.5.1, 2001 Art. 7.4),
    /// shown to both players; refusing it privately would warn the player
    /// before anyone could claim. The arbiter applies the edition's penalty
    /// and the position before it stands.
    pub(super) fn illegal_entry(
        &mut self,
        text: &str,
        why: rochade_speech::SpokenMoveError,
        position: rochade_laws::Position,
        now: u64,
    ) {
        let edition = self.game.setup().edition;
        let by = self.game.turn();
        match self.game_mut().apply(
            Event::IllegalMove {
                by,
                reinstate_ply: None,
            },
            now,
        ) {
            Ok(happened) => {
                self.changed();
                self.notify(Notice::IllegalEntered {
                    text: text.trim().to_string(),
                    why,
                    position,
                    happened,
                    edition,
                });
            }
            Err(error) => self.notify(Notice::GameRefused {
                error,
                position,
                edition,
            }),
        }
    }
}

//! The result as the players report it, and as the arbiter corrects it
//! (2023 Art. 8.7: "At the conclusion of the game both players shall
//! indicate the result of the game ... Even if incorrect, this result shall
//! stand, unless the arbiter decides otherwise").

use crate::{GameError, GameResult, Happened, NoteKind, Outcome, Reason, TimedGame};

impl TimedGame {
    /// The result reported over the board ends the game as reported. A
    /// draw where the event restricts agreements (2023 Art. 9.1.1) is not
    /// refused, since the board is where the game was played: it is noted
    /// for the arbiter, who may decide otherwise.
    pub(crate) fn report_result(
        &mut self,
        result: GameResult,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if result == GameResult::Draw && self.draw_agreement_open().is_err() {
            self.note(NoteKind::ReportedDrawRestricted);
        }
        self.end(
            Outcome {
                result,
                reason: Reason::Reported,
            },
            now,
            out,
        );
        Ok(())
    }

    /// The arbiter's correction of the result: the right one, decided by
    /// him ([`Reason::ArbiterDecision`]), or the game going on (a
    /// resignation tapped by mistake), its clocks stopped for him to start.
    /// The result corrected stays in the record beside the correction; the
    /// players approve the new result again.
    pub(crate) fn correct_result(
        &mut self,
        result: Option<GameResult>,
        _now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let Some(was) = self.outcome else {
            return Err(GameError::NotOver);
        };
        self.note(NoteKind::ResultCorrected {
            from: was,
            to: result,
        });
        self.outcome = result.map(|result| Outcome {
            result,
            reason: Reason::ArbiterDecision,
        });
        self.recording.approved = [false; 2];
        out.push(Happened::ResultCorrected { to: result });
        Ok(())
    }
}

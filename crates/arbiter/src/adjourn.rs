//! Adjournment (Appendix A): the sealed move and its envelope.

use rochade_clock::{Phase, Side};
use rochade_laws::parse_move;

use crate::{Game, GameError, Happened, NoteKind, Outcome, Reason, SealedMoveFault};

use rochade_laws::Color;

/// Date, time and venue of resumption (Appendix A2 g).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub struct Resumption {
    /// Date, e.g. `2026.12.01`.
    pub date: String,
    /// Time of day, e.g. `18:00`.
    pub time: String,
    /// Venue.
    pub venue: String,
}

/// The envelope of an adjourned game (Appendix A2: "The following shall be
/// indicated upon the envelope: (a) the names of the players; (b) the
/// position immediately before the sealed move; (c) the time used by each
/// player; (d) the name of the player who has sealed the move; (e) the
/// number of the sealed move; (f) the offer of a draw, if the proposal was
/// made before the adjournment of the game; (g) the date, time and venue of
/// resumption of play").
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Envelope {
    /// White's name (A2 a).
    pub white: String,
    /// Black's name (A2 a).
    pub black: String,
    /// The position before the sealed move, as FEN (A2 b).
    pub position_fen: String,
    /// Time used by White and Black, in ms (A2 c); `None` untimed.
    pub time_used_ms: Option<[u64; 2]>,
    /// Remaining time of White and Black, in ms, to set the clocks (A5).
    pub remaining_ms: Option<[u64; 2]>,
    /// The colour of the player who sealed (A2 d).
    #[serde(with = "crate::ser::color")]
    pub sealed_by: Color,
    /// The number of the sealed move (A2 e).
    pub move_number: u32,
    /// Who made a draw offer that is still standing (A2 f, A4).
    #[serde(with = "crate::ser::opt_color", default)]
    pub draw_offer_by: Option<Color>,
    /// When and where play resumes (A2 g).
    pub resumption: Resumption,
    /// The sealed move exactly as written (A1). Not shown until resumption.
    pub(crate) sealed_move: String,
}

impl Envelope {
    /// The name of the player who sealed (A2 d).
    pub fn sealed_by_name(&self) -> &str {
        match self.sealed_by {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The sealed move as written; the envelope is opened only on
    /// resumption (A7), so call this only then.
    pub fn open(&self) -> &str {
        &self.sealed_move
    }
}

impl Game {
    // --- adjournment (Appendix A) -----------------------------------------

    pub(crate) fn seal(
        &mut self,
        mv: String,
        resumption: Resumption,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.not_blocked()?;
        let by = self.turn();
        let mut remaining = None;
        let mut used = None;
        if let Some(clock) = &mut self.clock {
            // A1: "only then stop his clock without starting the opponent's".
            if clock.running_at(now).is_some() {
                clock.pause(now)?;
            }
            let rem = Side::ALL.map(|s| clock.remaining(s, now));
            let u = Side::ALL.map(|s| clock.ledger(s, now).elapsed_ms());
            remaining = Some(rem);
            used = Some(u);
        }
        let move_number = self.position.fullmove_number();
        let envelope = Envelope {
            white: self.setup.white.clone(),
            black: self.setup.black.clone(),
            position_fen: self.position.to_fen(),
            time_used_ms: used,
            remaining_ms: remaining,
            sealed_by: by,
            move_number,
            draw_offer_by: self.offer.map(|o| o.by),
            resumption,
            sealed_move: mv,
        };
        self.adjourned = Some(envelope);
        self.note(NoteKind::Sealed { by, move_number });
        out.push(Happened::Adjourned { by, move_number });
        Ok(())
    }

    pub(crate) fn resume_adjourned(
        &mut self,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let envelope = self.adjourned.take().ok_or(GameError::NotAdjourned)?;
        // I.7: "The envelope shall be opened only when the player who must
        // reply to the sealed move is present".
        self.arrived[(!envelope.sealed_by).index()] = true;
        let text = envelope.sealed_move.clone();
        out.push(Happened::SealedMoveOpened { text: text.clone() });
        let by = envelope.sealed_by;
        match parse_move(&self.position, &text) {
            Ok(m) => {
                if let Some(clock) = &mut self.clock {
                    if clock.phase() == Phase::Paused {
                        clock.resume(now)?;
                    }
                }
                self.play(m, now, true, out)?;
                if self.outcome.is_none() {
                    out.push(Happened::ClocksStarted);
                }
            }
            Err(e) => {
                // A8: "Except in the cases mentioned in Article 6.9 and 9.6,
                // the game is lost by a player whose recording of his sealed
                // move (a) is ambiguous, or (b) is false [...] or (c) is
                // illegal."
                let fault = match e {
                    rochade_laws::ParseMoveError::Ambiguous { .. } => SealedMoveFault::Ambiguous,
                    rochade_laws::ParseMoveError::Malformed { .. } => SealedMoveFault::Meaningless,
                    rochade_laws::ParseMoveError::Illegal { .. } => SealedMoveFault::Illegal,
                };
                self.note(NoteKind::SealedMoveInvalid { text, fault });
                let outcome = if self.position.is_dead() || !self.position.can_checkmate(!by) {
                    Outcome::draw(Reason::InvalidSealedMove)
                } else {
                    Outcome::win(!by, Reason::InvalidSealedMove)
                };
                self.end(outcome, now, out);
            }
        }
        Ok(())
    }
}

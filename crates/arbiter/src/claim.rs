//! Draw claims (Art. 9.2, 9.3, 9.5) and their verification with the rules
//! crate.

use rochade_clock::{Phase, Side};

use crate::penalty::{claim_penalty, fide2023_penalty_ms};
use crate::{ClaimTimes, Edition, Game, GameError, Happened, MoveInput, NoteKind, Outcome, Reason};

use core::fmt;

use rochade_laws::{Move, Position, RepetitionKey};

/// What a player claims a draw on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ClaimKind {
    /// Art. 9.2: "the same position, for at least the third time (not
    /// necessarily by sequential repetition of moves)".
    Repetition,
    /// Art. 9.3: "the last 50 consecutive moves have been made by each
    /// player without the movement of any pawn and without the capture of
    /// any piece".
    FiftyMoves,
}

impl ClaimKind {
    /// The claim in words.
    pub fn describe(self) -> &'static str {
        match self {
            ClaimKind::Repetition => "threefold repetition",
            ClaimKind::FiftyMoves => "fifty-move rule",
        }
    }

    /// The article of the Laws.
    pub fn article(self) -> &'static str {
        match self {
            ClaimKind::Repetition => "Art. 9.2",
            ClaimKind::FiftyMoves => "Art. 9.3",
        }
    }
}

impl fmt::Display for ClaimKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// Which claims the player to move could make now, for hints in a UI.
///
/// `has_appeared` answers Art. 9.2 b / 9.3 b (claim without a move);
/// `about_to_appear` lists the legal moves that would make a correct claim
/// under Art. 9.2 a / 9.3 a (the move written first).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ClaimHints {
    /// A threefold repetition has just appeared.
    pub repetition: bool,
    /// Fifty moves have been made by each player.
    pub fifty_moves: bool,
    /// Moves after which a repetition claim would be correct.
    pub repetition_moves: Vec<Move>,
    /// Moves after which a fifty-move claim would be correct.
    pub fifty_moves_moves: Vec<Move>,
}

impl ClaimHints {
    /// Whether any claim would be correct.
    pub fn any(&self) -> bool {
        self.repetition
            || self.fifty_moves
            || !self.repetition_moves.is_empty()
            || !self.fifty_moves_moves.is_empty()
    }
}

/// How often `key` has occurred in `history` (positions with the same
/// player to move, the same pieces on the same squares and the same
/// possible moves, Art. 9.2; the rules crate's [`RepetitionKey`]).
pub(crate) fn occurrences(history: &[RepetitionKey], key: RepetitionKey) -> usize {
    history.iter().filter(|&&k| k == key).count()
}

/// Whether `kind` is a correct claim when the game's positions so far are
/// `history` (the current one last) and the current position is `pos`,
/// optionally with the intended move `intended` written first.
///
/// ```
/// use rochade_arbiter::{ClaimKind, claim_is_correct};
/// use rochade_laws::{Position, parse_move};
/// let mut pos = Position::new();
/// let mut history = vec![pos.repetition_key()];
/// for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
///     pos = pos.play(&parse_move(&pos, m).unwrap()).unwrap();
///     history.push(pos.repetition_key());
/// }
/// // Black claims by writing Ng8 first (Art. 9.2 a): the start position a third time.
/// let ng8 = parse_move(&pos, "Ng8").unwrap();
/// assert!(claim_is_correct(ClaimKind::Repetition, &history, &pos, Some(&ng8)));
/// assert!(!claim_is_correct(ClaimKind::Repetition, &history, &pos, None));
/// ```
pub fn claim_is_correct(
    kind: ClaimKind,
    history: &[RepetitionKey],
    pos: &Position,
    intended: Option<&Move>,
) -> bool {
    let after = match intended {
        Some(m) => match pos.play(m) {
            Ok(p) => p,
            Err(_) => return false,
        },
        None => pos.clone(),
    };
    match kind {
        ClaimKind::Repetition => {
            let key = after.repetition_key();
            let extra = usize::from(intended.is_some());
            occurrences(history, key) + extra >= 3
        }
        ClaimKind::FiftyMoves => after.halfmove_clock() >= 100,
    }
}

impl Game {
    // --- claims (Art. 9.2–9.5) ------------------------------------------

    pub(crate) fn claim(
        &mut self,
        kind: ClaimKind,
        intended: Option<MoveInput>,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.not_blocked()?;
        let by = self.turn();
        let intended = intended.map(|m| self.resolve(&m)).transpose()?;
        if !self.started {
            self.start(now, out)?;
        }
        // Art. 9.5: "he shall immediately stop both clocks".
        let was_running = match &mut self.clock {
            Some(clock) if clock.running_at(now).is_some() => {
                clock.pause(now)?;
                out.push(Happened::ClocksStopped);
                true
            }
            _ => false,
        };
        let correct = claim_is_correct(kind, &self.history, &self.position, intended.as_ref());
        out.push(Happened::ClaimExamined { by, kind, correct });
        let written_first = intended.map(|m| self.position.san(&m).to_string());
        if correct {
            self.note(NoteKind::DrawClaimCorrect {
                by,
                claim: kind,
                written_first,
            });
            if let Some(m) = intended {
                let clock_ms = self.remaining(by, now);
                self.push_move(m, clock_ms, None, false, out);
                // A move that mates or stalemates ends the game first (Art. 5),
                // as does an automatic draw (2023 Art. 9.6).
                if let Some(o) = self.automatic_outcome() {
                    self.end(o, now, out);
                    return Ok(());
                }
            }
            let reason = match kind {
                ClaimKind::Repetition => Reason::Repetition,
                ClaimKind::FiftyMoves => Reason::FiftyMoves,
            };
            self.end(Outcome::draw(reason), now, out);
            return Ok(());
        }
        // Art. 9.5 b: incorrect claim.
        let mut times = None;
        if let Some(clock) = &mut self.clock {
            let before = clock.remaining(Side::from(by), now);
            let mut p = claim_penalty(self.setup.edition, before);
            if self.setup.edition == Edition::Fide2023 {
                // 2023 A.3: one minute instead of two in rapid and blitz.
                p.opponent_bonus_ms = fide2023_penalty_ms(self.setup.game_type());
            }
            clock.set_remaining(Side::from(by), p.claimant_ms, now)?;
            let opp_before = clock.remaining(Side::from(!by), now);
            clock.add_time(Side::from(!by), p.opponent_bonus_ms, now)?;
            let opp_after = clock.remaining(Side::from(!by), now);
            times = Some(ClaimTimes {
                claimant_before_ms: before,
                claimant_after_ms: p.claimant_ms,
                opponent_before_ms: opp_before,
                opponent_after_ms: opp_after,
            });
            out.push(Happened::TimeChanged {
                side: by,
                before_ms: before,
                after_ms: p.claimant_ms,
            });
            out.push(Happened::TimeChanged {
                side: !by,
                before_ms: opp_before,
                after_ms: opp_after,
            });
        }
        self.note(NoteKind::DrawClaimIncorrect {
            by,
            claim: kind,
            written_first,
            times,
        });
        // 2001 Art. 9.1 c, 2023 Art. 9.1.2.3: a claim counts as a draw offer.
        if self.setup.edition != Edition::Fide1997 && self.offer.is_none_or(|o| o.by == by) {
            self.offer_draw(by, true, out)?;
        }
        if was_running {
            if let Some(clock) = &mut self.clock {
                clock.resume(now)?;
                out.push(Happened::ClocksStarted);
            }
        }
        // "Then the game shall continue and the intended move must be made."
        if let Some(m) = intended {
            let paused = self
                .clock
                .as_ref()
                .is_some_and(|c| c.phase() == Phase::Paused);
            if paused {
                // The clocks were stopped before the claim: the move is
                // completed on the stopped clock, which stays stopped.
                if let Some(clock) = &mut self.clock {
                    clock.resume(now)?;
                }
                self.play(m, now, false, out)?;
                if let Some(clock) = &mut self.clock {
                    if clock.running_at(now).is_some() {
                        clock.pause(now)?;
                    }
                }
            } else {
                self.play(m, now, false, out)?;
            }
        }
        Ok(())
    }
}

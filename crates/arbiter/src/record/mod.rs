//! The game record (Art. 8): every move with its SAN, the position before
//! it, the clock reading after it and its marks; the notes beside it.
//!
//! The types are here; their saved form is in `codec`, their English in
//! `english`.

mod codec;
mod english;

pub(crate) use codec::log_bytes;

use rochade_laws::{Color, Move, Notation, Position, SanPlus};

use crate::article::Article;
use crate::{ClaimBasis, ClaimKind, Edition, GameResult, Penalty};

/// One half-move in the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordedMove {
    /// The move.
    pub mv: Move,
    /// Its SAN with check sign.
    pub san: SanPlus,
    /// The position before the move.
    pub before: Position,
    /// The mover's remaining time after completing the move (after the
    /// increment), `None` in untimed games.
    pub clock_ms: Option<u64>,
    /// Time spent on the move, `None` if unknown.
    pub move_ms: Option<u64>,
    /// A draw offer was made with this move (Art. 9.1, recorded `(=)`,
    /// Art. 8.1, Appendix E.12).
    pub draw_offer: bool,
    /// This was a sealed move, revealed at resumption (Appendix A).
    pub sealed: bool,
}

impl RecordedMove {
    /// Who made the move.
    pub fn side(&self) -> Color {
        self.before.turn()
    }

    /// The move number on the scoresheet.
    pub fn number(&self) -> u32 {
        self.before.fullmove_number()
    }

    /// The move written in `notation` (short or long algebraic, any
    /// letters), with the `(=)` mark if `marks`.
    pub fn write(&self, notation: &Notation) -> String {
        self.before.write_move(&self.mv, notation)
    }
}

/// A remark in the record: a claim and its verdict, a penalty, an illegal
/// move, an arbiter's decision, or a comment read from PGN. Kept with the
/// half-move after which it happened (0: before the first move).
///
/// The facts are typed so that an interface can word them in its own
/// language; [`fmt::Display`] gives the English used on the text
/// scoresheet and in PGN comments.
///
/// Saved flat ([`SavedNote`]: a kind number and the fields it uses), not as
/// serde's default for an enum of struct variants, whose reader costs the
/// browser app tens of kilobytes of wasm; saves that hold a note as English
/// words (`{"ply", "text"}`, before notes were typed) read as a comment.
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "codec::SavedNote", into = "codec::SavedNote")]
pub struct Note {
    /// Number of half-moves played when it happened.
    pub ply: usize,
    /// What happened.
    pub kind: NoteKind,
}

/// What a [`Note`] records.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum NoteKind {
    /// Art. 6.13: the arbiter set a player's clock.
    ClockAdjusted {
        /// Whose clock.
        side: Color,
        /// Its time before, in milliseconds.
        before_ms: u64,
        /// Its time after, in milliseconds.
        after_ms: u64,
    },
    /// Art. 7.4 (and the 1997 Laws outside the quickplay finish): an
    /// illegal move, the position reinstated, no penalty.
    IllegalMoveReinstated {
        /// Who made it.
        by: Color,
    },
    /// Art. 7.4 b (1997: Art. 10.3): a first or second illegal move, two
    /// minutes to the opponent.
    IllegalMovePenalised {
        /// Who made it.
        by: Color,
        /// How many illegal moves `by` has now made (1 or 2).
        count: u32,
        /// The Laws in force, for the article.
        edition: Edition,
    },
    /// Art. 7.4 b (1997: Art. 10.3): a third illegal move loses the game.
    IllegalMoveLost {
        /// Who made it.
        by: Color,
        /// The Laws in force, for the article.
        edition: Edition,
    },
    /// 2023 Art. 7.5: a completed illegal move, or an action counted as
    /// one (7.5.2–7.5.4), and what 2023 Art. 7.5.5 made of it.
    CompletedIllegalMove {
        /// Who made it.
        by: Color,
        /// What he did.
        action: IllegalAction,
        /// How many `by` has now made (1: time to the opponent; 2: the
        /// game is over).
        count: u32,
        /// Time added to the opponent (2023 Art. 7.5.5, A.3); 0 once the
        /// game is over.
        extra_ms: u64,
        /// The second one is a draw: the opponent cannot checkmate.
        drawn: bool,
    },
    /// 2023 Guidelines III.4: a player asks for an increment of five
    /// seconds for both players (an offer of a draw).
    IncrementRequested {
        /// Who asks.
        by: Color,
    },
    /// 2023 Guidelines III.4: the arbiter's decision on the request, the
    /// draw offer having been refused.
    IncrementDecided {
        /// The increment is introduced and `two_minutes_to` gets two
        /// minutes.
        granted: bool,
        /// The requester's opponent.
        two_minutes_to: Color,
    },
    /// Appendix C3: an illegal move in blitz, claimed by the opponent.
    IllegalMoveClaimed {
        /// Who made it.
        by: Color,
    },
    /// Art. 13.4: a penalty.
    Penalty {
        /// The penalised player.
        against: Color,
        /// The penalty.
        penalty: Penalty,
    },
    /// Art. 9.2, 9.3: a correct draw claim.
    DrawClaimCorrect {
        /// The claimant.
        by: Color,
        /// What the claim is based on.
        claim: ClaimKind,
        /// The move written first (Art. 9.2 a, 9.3 a), in PGN SAN.
        written_first: Option<String>,
    },
    /// Art. 9.5 b: an incorrect draw claim.
    DrawClaimIncorrect {
        /// The claimant.
        by: Color,
        /// What the claim is based on.
        claim: ClaimKind,
        /// The move written first (Art. 9.2 a, 9.3 a), in PGN SAN.
        written_first: Option<String>,
        /// The clocks before and after the time penalty; `None` untimed.
        times: Option<ClaimTimes>,
    },
    /// Art. 10.2: a draw claim in the quickplay finish.
    QuickplayClaimed {
        /// The claimant.
        by: Color,
    },
    /// Art. 10.2 a: the arbiter declares the game drawn.
    QuickplayDrawn,
    /// Art. 10.2 b: the arbiter postpones his decision.
    QuickplayPostponed {
        /// Who was given two extra minutes, if anyone.
        two_minutes_to: Option<Color>,
    },
    /// Art. 10.2: after a postponement, the claim is not upheld.
    QuickplayNotDrawn,
    /// 2001 Art. 10.2 c: the claim is rejected, two minutes to the opponent.
    QuickplayRejected {
        /// Who was given two extra minutes.
        two_minutes_to: Color,
    },
    /// Appendix B7: a flag claim while a quickplay claim is postponed.
    FlagClaimed {
        /// The claimant, whose opponent's flag has fallen.
        by: Color,
    },
    /// Appendix A1: a move is sealed and the game adjourned.
    Sealed {
        /// Who sealed.
        by: Color,
        /// The number of the sealed move.
        move_number: u32,
    },
    /// Appendix A8: the sealed move cannot be played.
    SealedMoveInvalid {
        /// The move as written.
        text: String,
        /// What is wrong with it.
        fault: SealedMoveFault,
    },
    /// An earlier position was reinstated (2023 Art. 7.5.1, 2001 Art.
    /// 7.4 a): these half-moves, in PGN SAN and in order, were taken off
    /// the board. The record keeps them here.
    PositionReinstated {
        /// The half-moves undone.
        undone: Vec<String>,
    },
    /// 2023 Guidelines III.6 (2001/1997 Appendix D): a claim with no
    /// arbiter present concluded the game; the final position (and the
    /// scoresheet) go to the designated arbiter.
    QuickplayReferred {
        /// The claimant.
        by: Color,
        /// What it is based on.
        basis: ClaimBasis,
    },
    /// 2023 Guidelines III.6.2 (2001 Appendix D2): the designated arbiter's
    /// decision.
    ReferredClaimRuled {
        /// The result he declared.
        result: GameResult,
    },
    /// The arbiter corrected the result (2023 Art. 8.7).
    ResultCorrected {
        /// The result that stood, with its reason.
        from: crate::Outcome,
        /// The right one; `None`: the game goes on.
        to: Option<GameResult>,
    },
    /// A draw reported over the board in an event that forbids agreements
    /// before a move or at all (2023 Art. 9.1.1): taken as reported, for
    /// the arbiter to look into.
    ReportedDrawRestricted,
    /// 2023 Art. 6.7.1 (2001/1997 Art. 6.6): lost by default; on the
    /// resumption of an adjourned game 2023 Guidelines I.10 (2001/1997
    /// Appendix A10).
    LostByDefault {
        /// The absent player.
        absent: Color,
        /// The Laws in force, for the article.
        edition: Edition,
        /// At the resumption of an adjourned game.
        on_resumption: bool,
    },
    /// 2023 Appendix D.2.9 (2001 blind rules 7–8): the two boards were
    /// corrected; not an illegal move, no penalty.
    BoardsCorrected {
        /// The half-moves retraced (taken back), in PGN SAN; empty when the
        /// scores agreed and the player adjusted his own board.
        undone: Vec<String>,
        /// The Laws in force, for the article.
        edition: Edition,
    },
    /// The log of a game with an arbiter's lock: the app left the
    /// foreground (another tab, another app), with both clocks then.
    LeftApp {
        /// The wall clock's time of day.
        at: Option<crate::MinuteOfDay>,
        /// White's remaining time, in milliseconds (`None`: untimed).
        white_ms: Option<u64>,
        /// Black's remaining time, in milliseconds.
        black_ms: Option<u64>,
    },
    /// The log: the app is back in the foreground after this long away;
    /// `held`: longer than the lock's limit, so play waits for the
    /// arbiter's PIN.
    ReturnedToApp {
        /// The wall clock's time of day.
        at: Option<crate::MinuteOfDay>,
        /// How long the app was away, in milliseconds.
        away_ms: u64,
        /// Play waits for the arbiter's PIN.
        held: bool,
    },
    /// The log: a wrong PIN was refused.
    PinRefused {
        /// The wall clock's time of day.
        at: Option<crate::MinuteOfDay>,
    },
    /// The log: the arbiter's PIN opened the lock.
    ArbiterUnlocked {
        /// The wall clock's time of day.
        at: Option<crate::MinuteOfDay>,
    },
    /// The log: an arbiter's action in a locked game.
    ArbiterActed {
        /// What the arbiter did.
        action: crate::ArbiterAction,
    },
    /// A comment read from PGN (or a note saved before notes were typed).
    Comment(String),
}

impl NoteKind {
    /// Whether the note is an entry of the arbiter's log (a game with an
    /// [`ArbiterLock`](crate::ArbiterLock)).
    pub fn is_log(&self) -> bool {
        matches!(
            self,
            NoteKind::LeftApp { .. }
                | NoteKind::ReturnedToApp { .. }
                | NoteKind::PinRefused { .. }
                | NoteKind::ArbiterUnlocked { .. }
                | NoteKind::ArbiterActed { .. }
        )
    }
}

/// The clocks at an incorrect draw claim (Art. 9.5 b): the claimant's time
/// reduced, the opponent's increased.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ClaimTimes {
    /// The claimant's time before, in milliseconds.
    pub claimant_before_ms: u64,
    /// The claimant's time after.
    pub claimant_after_ms: u64,
    /// The opponent's time before.
    pub opponent_before_ms: u64,
    /// The opponent's time after.
    pub opponent_after_ms: u64,
}

/// Appendix A8: a sealed move that "(a) is ambiguous, or (b) is false, in
/// such a way that its true significance is impossible to establish, or
/// (c) is illegal" loses the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SealedMoveFault {
    /// A8 a.
    Ambiguous,
    /// A8 b: its significance cannot be established.
    Meaningless,
    /// A8 c.
    Illegal,
}

/// What 2023 Art. 7.5 counts as an illegal move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum IllegalAction {
    /// 2023 Art. 7.5.1: an illegal move, completed by pressing the clock;
    /// the position before it is reinstated.
    Move,
    /// 2023 Art. 7.5.2: a pawn moved to the furthest rank, the clock
    /// pressed, the pawn not replaced; it becomes a queen.
    PromotionNotReplaced,
    /// 2023 Art. 7.5.3: the clock pressed without a move.
    ClockWithoutMove,
    /// 2023 Art. 7.5.4: two hands used for one move.
    TwoHands,
}

impl IllegalAction {
    /// The article of the 2023 Laws.
    pub fn article(self) -> &'static str {
        match self {
            IllegalAction::Move => "2023 Art. 7.5.1",
            IllegalAction::PromotionNotReplaced => "2023 Art. 7.5.2",
            IllegalAction::ClockWithoutMove => "2023 Art. 7.5.3",
            IllegalAction::TwoHands => "2023 Art. 7.5.4",
        }
    }
}

impl IllegalAction {
    /// The article of the action in `edition` (2023 Art. 7.5.1–7.5.4; the
    /// older editions know only the illegal move: 2001 Art. 7.4, 1997 Art.
    /// 7.4 with the penalties of 10.3).
    pub fn rule(self, edition: Edition) -> Article {
        match (edition, self) {
            (Edition::Fide2023, IllegalAction::Move) => Article::art(edition, "7.5.1"),
            (Edition::Fide2023, IllegalAction::PromotionNotReplaced) => {
                Article::art(edition, "7.5.2")
            }
            (Edition::Fide2023, IllegalAction::ClockWithoutMove) => Article::art(edition, "7.5.3"),
            (Edition::Fide2023, IllegalAction::TwoHands) => Article::art(edition, "7.5.4"),
            _ => Article::art(edition, "7.4"),
        }
    }
}

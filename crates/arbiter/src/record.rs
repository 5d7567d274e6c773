//! The game record (Art. 8): every move with its SAN, the position before
//! it, the clock reading after it and its marks.

use core::fmt;

use rochade_laws::{Color, Move, Notation, Position, SanPlus};

#[allow(unused_imports)]
use crate::article::*;
use crate::article::{Article, Part, quickplay_article};
use crate::penalty::duration;
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
#[serde(try_from = "SavedNote", into = "SavedNote")]
pub struct Note {
    /// Number of half-moves played when it happened.
    pub ply: usize,
    /// What happened.
    pub kind: NoteKind,
}

impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.kind.fmt(f)
    }
}

/// A note as saved: `k`, the kind, numbers the [`NoteKind`] variants in
/// their order (absent: a comment); each kind fills the fields it has.
#[derive(Default, serde::Serialize, serde::Deserialize)]
struct SavedNote {
    ply: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    k: Option<u8>,
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "crate::ser::opt_color"
    )]
    side: Option<Color>,
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        with = "crate::ser::note_numbers"
    )]
    n: Vec<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    text: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    edition: Option<Edition>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    penalty: Option<Penalty>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    claim: Option<ClaimKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    action: Option<IllegalAction>,
}

impl From<Note> for SavedNote {
    fn from(note: Note) -> SavedNote {
        use NoteKind as K;
        let mut s = SavedNote {
            ply: note.ply,
            ..SavedNote::default()
        };
        let k = match note.kind {
            K::ClockAdjusted {
                side,
                before_ms,
                after_ms,
            } => {
                s.side = Some(side);
                s.n = vec![before_ms, after_ms];
                0
            }
            K::IllegalMoveReinstated { by } => {
                s.side = Some(by);
                1
            }
            K::IllegalMovePenalised { by, count, edition } => {
                s.side = Some(by);
                s.n = vec![u64::from(count)];
                s.edition = Some(edition);
                2
            }
            K::IllegalMoveLost { by, edition } => {
                s.side = Some(by);
                s.edition = Some(edition);
                3
            }
            K::IllegalMoveClaimed { by } => {
                s.side = Some(by);
                4
            }
            K::Penalty { against, penalty } => {
                s.side = Some(against);
                s.penalty = Some(penalty);
                5
            }
            K::DrawClaimCorrect {
                by,
                claim,
                written_first,
            } => {
                s.side = Some(by);
                s.claim = Some(claim);
                s.text = written_first;
                6
            }
            K::DrawClaimIncorrect {
                by,
                claim,
                written_first,
                times,
            } => {
                s.side = Some(by);
                s.claim = Some(claim);
                s.text = written_first;
                if let Some(t) = times {
                    s.n = vec![
                        t.claimant_before_ms,
                        t.claimant_after_ms,
                        t.opponent_before_ms,
                        t.opponent_after_ms,
                    ];
                }
                7
            }
            K::QuickplayClaimed { by } => {
                s.side = Some(by);
                8
            }
            K::QuickplayDrawn => 9,
            K::QuickplayPostponed { two_minutes_to } => {
                s.side = two_minutes_to;
                10
            }
            K::QuickplayNotDrawn => 11,
            K::QuickplayRejected { two_minutes_to } => {
                s.side = Some(two_minutes_to);
                12
            }
            K::FlagClaimed { by } => {
                s.side = Some(by);
                13
            }
            K::Sealed { by, move_number } => {
                s.side = Some(by);
                s.n = vec![u64::from(move_number)];
                14
            }
            K::SealedMoveInvalid { text, fault } => {
                s.text = Some(text);
                s.n = vec![fault as u64];
                15
            }
            K::CompletedIllegalMove {
                by,
                action,
                count,
                extra_ms,
                drawn,
            } => {
                s.side = Some(by);
                s.action = Some(action);
                s.n = vec![u64::from(count), extra_ms, u64::from(drawn)];
                16
            }
            K::IncrementRequested { by } => {
                s.side = Some(by);
                17
            }
            K::IncrementDecided {
                granted,
                two_minutes_to,
            } => {
                s.side = Some(two_minutes_to);
                s.n = vec![u64::from(granted)];
                18
            }
            K::PositionReinstated { undone } => {
                s.text = Some(undone.join(" "));
                19
            }
            K::QuickplayReferred { by, basis } => {
                s.side = Some(by);
                s.n = vec![
                    ClaimBasis::ALL
                        .iter()
                        .position(|b| *b == basis)
                        .unwrap_or(0) as u64,
                ];
                20
            }
            K::ReferredClaimRuled { result } => {
                s.n = vec![match result {
                    GameResult::WhiteWins => 0,
                    GameResult::BlackWins => 1,
                    GameResult::Draw => 2,
                }];
                21
            }
            K::LostByDefault {
                absent,
                edition,
                on_resumption,
            } => {
                s.side = Some(absent);
                s.edition = Some(edition);
                if on_resumption {
                    s.n = vec![1];
                }
                22
            }
            K::BoardsCorrected { undone, edition } => {
                s.text = Some(undone.join(" "));
                s.edition = Some(edition);
                23
            }
            K::LeftApp {
                at,
                white_ms,
                black_ms,
            } => {
                s.n = vec![opt(at.map(u64::from)), opt(white_ms), opt(black_ms)];
                24
            }
            K::PinRefused { at } => {
                s.n = vec![opt(at.map(u64::from))];
                25
            }
            K::ArbiterUnlocked { at } => {
                s.n = vec![opt(at.map(u64::from))];
                26
            }
            K::ArbiterActed { action } => {
                s.n = vec![
                    crate::ArbiterAction::ALL
                        .iter()
                        .position(|a| *a == action)
                        .unwrap_or(0) as u64,
                ];
                27
            }
            K::Comment(text) => {
                s.text = Some(text);
                return s;
            }
        };
        s.k = Some(k);
        s
    }
}

impl TryFrom<SavedNote> for Note {
    type Error = String;

    fn try_from(s: SavedNote) -> Result<Note, String> {
        use NoteKind as K;
        let bad = || format!("note of kind {:?} lacks its fields", s.k);
        let side = s.side.ok_or_else(bad);
        let n = |i: usize| s.n.get(i).copied().ok_or_else(bad);
        let small = |i: usize| n(i).and_then(|v| u32::try_from(v).map_err(|_| bad()));
        let kind = match s.k {
            None => K::Comment(s.text.clone().ok_or_else(bad)?),
            Some(0) => K::ClockAdjusted {
                side: side?,
                before_ms: n(0)?,
                after_ms: n(1)?,
            },
            Some(1) => K::IllegalMoveReinstated { by: side? },
            Some(2) => K::IllegalMovePenalised {
                by: side?,
                count: small(0)?,
                edition: s.edition.ok_or_else(bad)?,
            },
            Some(3) => K::IllegalMoveLost {
                by: side?,
                edition: s.edition.ok_or_else(bad)?,
            },
            Some(4) => K::IllegalMoveClaimed { by: side? },
            Some(5) => K::Penalty {
                against: side?,
                penalty: s.penalty.ok_or_else(bad)?,
            },
            Some(6) => K::DrawClaimCorrect {
                by: side?,
                claim: s.claim.ok_or_else(bad)?,
                written_first: s.text.clone(),
            },
            Some(7) => K::DrawClaimIncorrect {
                by: side?,
                claim: s.claim.ok_or_else(bad)?,
                written_first: s.text.clone(),
                times: match s.n.len() {
                    0 => None,
                    _ => Some(ClaimTimes {
                        claimant_before_ms: n(0)?,
                        claimant_after_ms: n(1)?,
                        opponent_before_ms: n(2)?,
                        opponent_after_ms: n(3)?,
                    }),
                },
            },
            Some(8) => K::QuickplayClaimed { by: side? },
            Some(9) => K::QuickplayDrawn,
            Some(10) => K::QuickplayPostponed {
                two_minutes_to: s.side,
            },
            Some(11) => K::QuickplayNotDrawn,
            Some(12) => K::QuickplayRejected {
                two_minutes_to: side?,
            },
            Some(13) => K::FlagClaimed { by: side? },
            Some(14) => K::Sealed {
                by: side?,
                move_number: small(0)?,
            },
            Some(15) => K::SealedMoveInvalid {
                text: s.text.clone().ok_or_else(bad)?,
                fault: match n(0)? {
                    0 => SealedMoveFault::Ambiguous,
                    1 => SealedMoveFault::Meaningless,
                    2 => SealedMoveFault::Illegal,
                    _ => return Err(bad()),
                },
            },
            Some(16) => K::CompletedIllegalMove {
                by: side?,
                action: s.action.ok_or_else(bad)?,
                count: small(0)?,
                extra_ms: n(1)?,
                drawn: n(2)? != 0,
            },
            Some(17) => K::IncrementRequested { by: side? },
            Some(18) => K::IncrementDecided {
                granted: n(0)? != 0,
                two_minutes_to: side?,
            },
            Some(19) => K::PositionReinstated {
                undone: words(s.text.as_deref()),
            },
            Some(20) => K::QuickplayReferred {
                by: side?,
                basis: *ClaimBasis::ALL
                    .get(usize::try_from(n(0)?).map_err(|_| bad())?)
                    .ok_or_else(bad)?,
            },
            Some(21) => K::ReferredClaimRuled {
                result: match n(0)? {
                    0 => GameResult::WhiteWins,
                    1 => GameResult::BlackWins,
                    2 => GameResult::Draw,
                    _ => return Err(bad()),
                },
            },
            Some(22) => K::LostByDefault {
                absent: side?,
                edition: s.edition.ok_or_else(bad)?,
                on_resumption: s.n.first() == Some(&1),
            },
            Some(23) => K::BoardsCorrected {
                undone: words(s.text.as_deref()),
                edition: s.edition.ok_or_else(bad)?,
            },
            Some(24) => K::LeftApp {
                at: minute(n(0)?),
                white_ms: unopt(n(1)?),
                black_ms: unopt(n(2)?),
            },
            Some(25) => K::PinRefused { at: minute(n(0)?) },
            Some(26) => K::ArbiterUnlocked { at: minute(n(0)?) },
            Some(27) => K::ArbiterActed {
                action: *crate::ArbiterAction::ALL
                    .get(usize::try_from(n(0)?).map_err(|_| bad())?)
                    .ok_or_else(bad)?,
            },
            Some(k) => return Err(format!("unknown note kind {k}")),
        };
        Ok(Note { ply: s.ply, kind })
    }
}

/// A saved optional number: `u64::MAX` for none.
fn opt(v: Option<u64>) -> u64 {
    v.unwrap_or(u64::MAX)
}

fn unopt(v: u64) -> Option<u64> {
    (v != u64::MAX).then_some(v)
}

fn minute(v: u64) -> Option<crate::MinuteOfDay> {
    unopt(v).and_then(|m| crate::MinuteOfDay::try_from(m).ok())
}

/// The half-moves of a saved list (`"e4 e5"`).
fn words(text: Option<&str>) -> Vec<String> {
    text.unwrap_or("")
        .split(' ')
        .filter(|w| !w.is_empty())
        .map(str::to_owned)
        .collect()
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

impl fmt::Display for SealedMoveFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SealedMoveFault::Ambiguous => "ambiguous",
            SealedMoveFault::Meaningless => "meaningless",
            SealedMoveFault::Illegal => "illegal",
        })
    }
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

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IllegalAction::Move => "illegal move",
            IllegalAction::PromotionNotReplaced => "promotion without a new piece",
            IllegalAction::ClockWithoutMove => "clock pressed without a move",
            IllegalAction::TwoHands => "move made with two hands",
        })
    }
}

/// The article on illegal moves in `edition`.
fn illegal_move_article(edition: Edition) -> &'static str {
    match edition {
        Edition::Fide2001 => "Art. 7.4 b",
        Edition::Fide1997 => "Art. 10.3",
        Edition::Fide2023 => "2023 Art. 7.5.5",
    }
}

/// The English text of a note, as the text scoresheet and PGN comments
/// write it.
///
/// ```
/// use rochade_arbiter::{NoteKind, Penalty};
/// use rochade_laws::Color;
/// let n = NoteKind::Penalty { against: Color::White, penalty: Penalty::Warning };
/// assert_eq!(n.to_string(), "penalty for White: warning (Art. 13.4 a)");
/// ```
impl fmt::Display for NoteKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |c: Color| c.fold("White", "Black");
        match self {
            NoteKind::ClockAdjusted {
                side,
                before_ms,
                after_ms,
            } => write!(
                f,
                "arbiter: {}'s clock {} → {} (Art. 6.13)",
                name(*side),
                duration(*before_ms),
                duration(*after_ms)
            ),
            NoteKind::IllegalMoveReinstated { by } => write!(
                f,
                "illegal move by {}, position reinstated (Art. 7.4)",
                name(*by)
            ),
            NoteKind::IllegalMovePenalised { by, count, edition } => write!(
                f,
                "illegal move {count} by {}: two minutes to {} ({})",
                name(*by),
                name(!*by),
                illegal_move_article(*edition)
            ),
            NoteKind::IllegalMoveLost { by, edition } => write!(
                f,
                "{} illegal move by {}: game lost ({})",
                if *edition == Edition::Fide2023 {
                    "second"
                } else {
                    "third"
                },
                name(*by),
                illegal_move_article(*edition)
            ),
            NoteKind::CompletedIllegalMove {
                by,
                action,
                count,
                extra_ms,
                drawn,
            } => {
                write!(f, "{action} by {} ({})", name(*by), action.article())?;
                if *count >= 2 {
                    let verdict = if *drawn {
                        "drawn, the opponent cannot checkmate"
                    } else {
                        "game lost"
                    };
                    write!(f, ", the second: {verdict} (2023 Art. 7.5.5)")
                } else {
                    let time = match *extra_ms {
                        60_000 => "one minute".to_string(),
                        120_000 => "two minutes".to_string(),
                        ms => duration(ms),
                    };
                    write!(f, ": {time} to {} (2023 Art. 7.5.5)", name(!*by))
                }
            }
            NoteKind::IllegalMoveClaimed { by } => write!(
                f,
                "illegal move by {}, claimed by {} (Appendix C3)",
                name(*by),
                name(!*by)
            ),
            NoteKind::Penalty { against, penalty } => {
                write!(f, "penalty for {}: {}", name(*against), penalty.describe())
            }
            NoteKind::DrawClaimCorrect {
                by,
                claim,
                written_first,
            } => {
                write_claim(f, name(*by), *claim, written_first.as_deref())?;
                f.write_str(": correct")
            }
            NoteKind::DrawClaimIncorrect {
                by,
                claim,
                written_first,
                times,
            } => {
                write_claim(f, name(*by), *claim, written_first.as_deref())?;
                f.write_str(": incorrect (Art. 9.5 b)")?;
                if let Some(t) = times {
                    write!(
                        f,
                        "; {} {} → {}, {} {} → {}",
                        name(*by),
                        duration(t.claimant_before_ms),
                        duration(t.claimant_after_ms),
                        name(!*by),
                        duration(t.opponent_before_ms),
                        duration(t.opponent_after_ms)
                    )?;
                }
                Ok(())
            }
            NoteKind::IncrementRequested { by } => write!(
                f,
                "{} asks for an increment of five seconds, offering a draw (2023 III.4)",
                name(*by)
            ),
            NoteKind::IncrementDecided {
                granted: true,
                two_minutes_to,
            } => write!(
                f,
                "arbiter: five seconds increment for both, two minutes to {} (2023 III.4)",
                name(*two_minutes_to)
            ),
            NoteKind::IncrementDecided { granted: false, .. } => {
                f.write_str("arbiter: no increment (2023 III.4)")
            }
            NoteKind::QuickplayClaimed { by } => {
                write!(f, "{} claims a draw (Art. 10.2)", name(*by))
            }
            NoteKind::QuickplayDrawn => f.write_str("arbiter: drawn (Art. 10.2 a)"),
            NoteKind::QuickplayPostponed { two_minutes_to } => {
                f.write_str("arbiter: decision postponed (Art. 10.2 b)")?;
                if let Some(c) = two_minutes_to {
                    write!(f, "; two minutes to {}", name(*c))?;
                }
                Ok(())
            }
            NoteKind::QuickplayNotDrawn => f.write_str("arbiter: not drawn (Art. 10.2)"),
            NoteKind::QuickplayRejected { two_minutes_to } => write!(
                f,
                "arbiter: claim rejected, two minutes to {} (Art. 10.2 c)",
                name(*two_minutes_to)
            ),
            NoteKind::FlagClaimed { by } => write!(
                f,
                "{} claims that {}'s flag has fallen (Appendix B7)",
                name(*by),
                name(!*by)
            ),
            NoteKind::Sealed { by, move_number } => {
                write!(f, "{} seals move {move_number} (Appendix A1)", name(*by))
            }
            NoteKind::SealedMoveInvalid { text, fault } => {
                // The player's text is free text inside a PGN comment: keep
                // PGN's marks out of it (see the pgn module).
                let quoted = rochade_laws::quoted(text)
                    .replace("(=", "(= ")
                    .replace("[%", "[ %");
                write!(f, "sealed move {quoted} is {fault} (Appendix A8)")
            }
            NoteKind::PositionReinstated { undone } => {
                write!(f, "position reinstated, taken back: {}", undone.join(" "))
            }
            NoteKind::QuickplayReferred { by, basis } => {
                write!(f, "{} claims a draw: ", name(*by))?;
                f.write_str(match basis {
                    ClaimBasis::CannotWin => "the opponent cannot win by normal means",
                    ClaimBasis::NoEffort => "the opponent is making no effort to win",
                    ClaimBasis::Both => {
                        "the opponent cannot win and is making no effort to win by normal means"
                    }
                })?;
                f.write_str("; the game is concluded, the final position")?;
                if basis.needs_scoresheet() {
                    f.write_str(" and the scoresheet")?;
                }
                f.write_str(" for the designated arbiter")
            }
            NoteKind::ReferredClaimRuled { result } => {
                write!(f, "the designated arbiter declares {}", result.pgn())
            }
            NoteKind::LostByDefault {
                absent,
                edition,
                on_resumption,
            } => {
                let article = match (*on_resumption, *edition) {
                    (false, e) => crate::default_time_article(e),
                    (true, e @ Edition::Fide2023) => Article::new(e, Part::Guidelines, "I.10"),
                    (true, e) => Article::new(e, Part::Appendix, "A10"),
                };
                write!(
                    f,
                    "{} did not arrive by the default time: game lost ({article})",
                    name(*absent)
                )
            }
            NoteKind::BoardsCorrected { undone, edition } => {
                f.write_str("the two boards differed and were corrected")?;
                if !undone.is_empty() {
                    write!(f, ", moves retraced: {}", undone.join(" "))?;
                }
                write!(
                    f,
                    " ({})",
                    crate::boards_differ_article(*edition, !undone.is_empty())
                )
            }
            NoteKind::LeftApp {
                at,
                white_ms,
                black_ms,
            } => {
                f.write_str("log: left the app")?;
                if let Some(at) = at {
                    write!(f, " {}", crate::lock::hh_mm(*at))?;
                }
                if let (Some(w), Some(b)) = (white_ms, black_ms) {
                    write!(f, ", White {}, Black {}", duration(*w), duration(*b))?;
                }
                Ok(())
            }
            NoteKind::PinRefused { at } => {
                f.write_str("log: wrong arbiter's PIN refused")?;
                at.map_or(Ok(()), |at| write!(f, " {}", crate::lock::hh_mm(at)))
            }
            NoteKind::ArbiterUnlocked { at } => {
                f.write_str("log: arbiter's PIN accepted")?;
                at.map_or(Ok(()), |at| write!(f, " {}", crate::lock::hh_mm(at)))
            }
            NoteKind::ArbiterActed { action } => write!(f, "log: arbiter's action: {action}"),
            NoteKind::Comment(text) => f.write_str(text),
        }
    }
}

impl NoteKind {
    /// The note in English with its articles in `edition`'s numbering, as
    /// the scoresheet and PGN of a game under `edition` write it (the
    /// [`Display`](fmt::Display) text cites the 2001 numbers where a note
    /// does not carry its edition).
    ///
    /// ```
    /// use rochade_arbiter::{Edition, NoteKind, Penalty};
    /// use rochade_laws::Color;
    /// let n = NoteKind::Penalty { against: Color::White, penalty: Penalty::Warning };
    /// assert_eq!(n.english(Edition::Fide2023), "penalty for White: warning (Art. 12.9.1)");
    /// assert_eq!(NoteKind::QuickplayDrawn.english(Edition::Fide2023), "arbiter: drawn (Guidelines III.5.1)");
    /// ```
    pub fn english(&self, edition: Edition) -> String {
        let name = |c: Color| c.fold("White", "Black");
        let g = |n| Article::new(edition, Part::Guidelines, n);
        let new = edition == Edition::Fide2023;
        let q = quickplay_article(edition);
        match self {
            NoteKind::Penalty { against, penalty } => format!(
                "penalty for {}: {}",
                name(*against),
                penalty.describe_in(edition)
            ),
            NoteKind::QuickplayClaimed { by } => {
                format!("{} claims a draw ({q})", name(*by))
            }
            NoteKind::QuickplayDrawn if new => format!("arbiter: drawn ({})", g("III.5.1")),
            NoteKind::QuickplayPostponed { two_minutes_to } if new => {
                let mut s = format!("arbiter: decision postponed ({})", g("III.5.2"));
                if let Some(c) = two_minutes_to {
                    s.push_str(&format!("; two minutes to {}", name(*c)));
                }
                s
            }
            NoteKind::QuickplayNotDrawn if new => format!("arbiter: not drawn ({})", g("III.5.2")),
            NoteKind::QuickplayRejected { two_minutes_to } if new => format!(
                "arbiter: claim rejected, two minutes to {} ({})",
                name(*two_minutes_to),
                g("III.5.3")
            ),
            NoteKind::QuickplayReferred { basis, .. } => {
                format!("{self} ({})", basis.article(edition))
            }
            NoteKind::ReferredClaimRuled { .. } => {
                let article = if new {
                    g("III.6.2")
                } else {
                    Article::new(edition, Part::Appendix, "D2")
                };
                format!("{self} ({article})")
            }
            NoteKind::DrawClaimIncorrect { .. } if new => {
                self.to_string().replace("(Art. 9.5 b)", "(Art. 9.5.3)")
            }
            NoteKind::ClockAdjusted { .. } if new => {
                self.to_string().replace("(Art. 6.13)", "(Art. 6.10.2)")
            }
            NoteKind::FlagClaimed { .. } if new => {
                self.to_string().replace("(Appendix B7)", "(Art. 6.8)")
            }
            NoteKind::Sealed { .. } if new => self
                .to_string()
                .replace("(Appendix A1)", "(Guidelines I.1.1)"),
            NoteKind::SealedMoveInvalid { .. } if new => self
                .to_string()
                .replace("(Appendix A8)", "(Guidelines I.8)"),
            NoteKind::PositionReinstated { .. } => {
                let article = if new {
                    Article::art(edition, "7.5.1")
                } else {
                    Article::art(
                        edition,
                        if edition == Edition::Fide2001 {
                            "7.4 a"
                        } else {
                            "7.4"
                        },
                    )
                };
                format!("{self} ({article})")
            }
            _ => self.to_string(),
        }
    }
}

/// "White claims a draw by threefold repetition with Nf3 written first
/// (Art. 9.2)".
fn write_claim(
    f: &mut fmt::Formatter<'_>,
    by: &str,
    claim: ClaimKind,
    written_first: Option<&str>,
) -> fmt::Result {
    write!(f, "{by} claims a draw by {claim}")?;
    if let Some(san) = written_first {
        write!(f, " with {san} written first")?;
    }
    write!(f, " ({})", claim.article())
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

#[cfg(test)]
mod saved_note_tests {
    use super::*;

    /// Every kind of note comes back from its saved form as it was.
    #[test]
    fn every_kind_of_note_survives_a_save() {
        use NoteKind as K;
        let w = Color::White;
        let times = ClaimTimes {
            claimant_before_ms: 1,
            claimant_after_ms: 2,
            opponent_before_ms: 3,
            opponent_after_ms: 4,
        };
        let kinds = [
            K::ClockAdjusted {
                side: w,
                before_ms: 5,
                after_ms: 6,
            },
            K::IllegalMoveReinstated { by: w },
            K::IllegalMovePenalised {
                by: w,
                count: 2,
                edition: Edition::Fide1997,
            },
            K::IllegalMoveLost {
                by: w,
                edition: Edition::Fide2001,
            },
            K::IllegalMoveClaimed { by: w },
            K::Penalty {
                against: w,
                penalty: Penalty::Warning,
            },
            K::DrawClaimCorrect {
                by: w,
                claim: ClaimKind::FiftyMoves,
                written_first: Some("Nf3".into()),
            },
            K::DrawClaimIncorrect {
                by: w,
                claim: ClaimKind::Repetition,
                written_first: None,
                times: Some(times),
            },
            K::DrawClaimIncorrect {
                by: w,
                claim: ClaimKind::Repetition,
                written_first: None,
                times: None,
            },
            K::QuickplayClaimed { by: w },
            K::QuickplayDrawn,
            K::QuickplayPostponed {
                two_minutes_to: None,
            },
            K::QuickplayPostponed {
                two_minutes_to: Some(Color::Black),
            },
            K::QuickplayNotDrawn,
            K::QuickplayRejected { two_minutes_to: w },
            K::FlagClaimed { by: w },
            K::Sealed {
                by: w,
                move_number: 41,
            },
            K::SealedMoveInvalid {
                text: "Nf9".into(),
                fault: SealedMoveFault::Meaningless,
            },
            K::CompletedIllegalMove {
                by: w,
                action: IllegalAction::TwoHands,
                count: 1,
                extra_ms: 60_000,
                drawn: false,
            },
            K::CompletedIllegalMove {
                by: w,
                action: IllegalAction::Move,
                count: 2,
                extra_ms: 0,
                drawn: true,
            },
            K::IncrementRequested { by: w },
            K::IncrementDecided {
                granted: true,
                two_minutes_to: Color::Black,
            },
            K::PositionReinstated {
                undone: vec!["e4".into(), "e5".into()],
            },
            K::PositionReinstated { undone: vec![] },
            K::QuickplayReferred {
                by: w,
                basis: ClaimBasis::Both,
            },
            K::ReferredClaimRuled {
                result: GameResult::BlackWins,
            },
            K::LostByDefault {
                absent: w,
                edition: Edition::Fide2023,
                on_resumption: true,
            },
            K::LostByDefault {
                absent: w,
                edition: Edition::Fide2001,
                on_resumption: false,
            },
            K::BoardsCorrected {
                undone: vec!["Nf3".into()],
                edition: Edition::Fide2023,
            },
            K::Comment("{1} ü".into()),
        ];
        for kind in kinds {
            let note = Note { ply: 3, kind };
            let json = serde_json::to_string(&note).unwrap_or_else(|e| panic!("{e}"));
            let back: Note = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
            assert_eq!(back, note, "{json}");
        }
    }

    #[test]
    fn a_note_without_its_fields_is_an_error_not_a_panic() {
        for json in [r#"{"ply":1,"k":0}"#, r#"{"ply":1,"k":99}"#, r#"{"ply":1}"#] {
            assert!(serde_json::from_str::<Note>(json).is_err(), "{json}");
        }
    }
}

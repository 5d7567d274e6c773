//! The events that drive a [`TimedGame`](crate::TimedGame).

use rochade_laws::{Color, Move};

use crate::article::{Article, Part, default_time_article, quickplay_article};
use crate::{ArbiterAction, Edition, Reason};
use crate::{ClaimBasis, ClaimKind, GameResult, Penalty, Resumption};

/// A move as the caller has it: text in any notation the rules crate reads
/// (SAN in any language, long algebraic, UCI), or a [`Move`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveInput {
    /// Text such as `Nf3`, `Sf3`, `g1f3`, `0-0`.
    Text(String),
    /// A move from the rules crate (e.g. chosen on a board widget).
    Move(Move),
}

impl From<&str> for MoveInput {
    fn from(s: &str) -> MoveInput {
        MoveInput::Text(s.to_owned())
    }
}

impl From<String> for MoveInput {
    fn from(s: String) -> MoveInput {
        MoveInput::Text(s)
    }
}

impl From<Move> for MoveInput {
    fn from(m: Move) -> MoveInput {
        MoveInput::Move(m)
    }
}

/// A change to a clock by the arbiter (Art. 6.13, 6.14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimeChange {
    /// Add milliseconds.
    Add(u64),
    /// Remove milliseconds (down to zero).
    Remove(u64),
    /// Set the remaining time.
    Set(u64),
}

/// The arbiter's decision on a quickplay-finish claim (Art. 10.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum QuickplayDecision {
    /// Art. 10.2 a: the opponent is making no effort to win by normal means,
    /// or cannot: the game is drawn. Also allowed later for a postponed
    /// claim, even after a flag has fallen (1997 Art. 10.2 c).
    Draw,
    /// Art. 10.2 b: the decision is postponed; `extra_time` awards the
    /// opponent two extra minutes ("the opponent may be awarded two extra
    /// minutes thinking time").
    Postpone {
        /// Give the opponent two minutes.
        extra_time: bool,
    },
    /// 2001 Art. 10.2 c: the claim is rejected and the opponent receives two
    /// extra minutes. For a postponed claim: the arbiter's final decision
    /// that the game is not drawn (after a flag fall, the flag decides).
    Reject,
}

/// Something that happens at the board, given to [`TimedGame::apply`](crate::TimedGame::apply).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// The arbiter starts White's clock (Art. 6.5). A first move also
    /// starts the game.
    Start,
    /// The player to move makes a move and completes it by pressing his
    /// clock (Art. 6.7); `offer_draw` offers a draw with it (Art. 9.1).
    Move {
        /// The move.
        mv: MoveInput,
        /// Offer a draw after making the move, before pressing the clock.
        offer_draw: bool,
    },
    /// The player to move on the board made his move there and pressed the
    /// clock without recording it, as a player may under five minutes
    /// without an increment of 30 s or more (2023 Art. 8.4; 2001 Art. 8.4)
    /// or in rapid and blitz (2023 Appendix A.2, B.3). The move stays
    /// missing until [`Event::FillIn`].
    PressWithoutMove {
        /// Who pressed (he has the move on the board).
        by: Color,
    },
    /// The oldest missing move is filled in (2023 Art. 8.5; 2001 Art.
    /// 8.5): recorded with the clock reading of its press; the clock is not
    /// touched.
    FillIn {
        /// The move.
        mv: MoveInput,
    },
    /// A player approves the result at the conclusion of the game (2023
    /// Art. 8.7: "approve the result on their electronic scoresheets"):
    /// only once the game has a result and the record is complete, signed
    /// off ([`Event::SignOffIncomplete`]) or one whose gaps may stand
    /// ([`TimedGame::may_approve_with_gaps`](crate::TimedGame::may_approve_with_gaps)),
    /// once per player.
    ApproveResult {
        /// Who approves.
        by: Color,
    },
    /// The arbiter ends the filling-in of the missing moves after the
    /// game: the record cannot be brought up to date (2023 Art. 8.5.3,
    /// 8.6), and stands incomplete. Only once the game is over: during play
    /// the moves are filled in, or the game reconstructed (8.5.3).
    SignOffIncomplete,
    /// A player offers a draw (Art. 9.1).
    OfferDraw {
        /// Who offers.
        by: Color,
    },
    /// A player accepts the opponent's offer (Art. 5.2 c / 1997 5.2 c).
    AcceptDraw {
        /// Who accepts.
        by: Color,
    },
    /// A player rejects the opponent's offer orally (Art. 9.1).
    DeclineDraw {
        /// Who declines.
        by: Color,
    },
    /// The player to move claims a draw (Art. 9.2, 9.3); with an intended
    /// move it is the "about to appear" form (9.2 a, 9.3 a) and the move
    /// is written first.
    Claim {
        /// Repetition or fifty moves.
        kind: ClaimKind,
        /// The move written on the scoresheet, if any.
        intended: Option<MoveInput>,
    },
    /// A player resigns (Art. 5.1 b).
    Resign {
        /// Who resigns.
        by: Color,
    },
    /// Look at the clocks: a flag that has fallen is observed (Art. 6.8).
    FlagCheck,
    /// A player claims that his opponent's flag has fallen (Appendix B6,
    /// B7: "the claimant's flag must remain up and his opponent's flag
    /// down after the clocks have been stopped").
    ClaimFlag {
        /// The claimant.
        by: Color,
    },
    /// The arbiter stops the clocks (Art. 6.12).
    Pause,
    /// The arbiter restarts the clocks (Art. 6.12 c).
    Resume,
    /// The arbiter changes a clock (Art. 6.13).
    AdjustTime {
        /// Whose clock.
        side: Color,
        /// How.
        change: TimeChange,
    },
    /// An illegal move was made on a physical board (Art. 7.4; 2023 Art.
    /// 7.5.1: completed once the clock was pressed). The game never
    /// accepted it; with `reinstate_ply` the position after that many
    /// half-moves is reinstated (an illegal move found later). 2023 A.5.2:
    /// in strict rapid and blitz games an illegal move (the half-move
    /// `reinstate_ply`) cannot be corrected once the opponent has made his
    /// next move.
    IllegalMove {
        /// Who made the illegal move.
        by: Color,
        /// The number of half-moves to keep, if earlier moves are undone.
        reinstate_ply: Option<usize>,
    },
    /// 2023 Art. 7.5.2: the player to move moved a pawn to the furthest
    /// rank and pressed the clock without replacing it: the pawn becomes a
    /// queen, and it counts as an illegal move (7.5.5). 2023 only.
    PromotionNotReplaced {
        /// The pawn's move (`e8`, `exd8`, `e7e8`; a promotion piece given
        /// is ignored).
        mv: MoveInput,
    },
    /// 2023 Art. 7.5.3: the player to move pressed the clock without
    /// making a move; it counts as an illegal move (7.5.5). 2023 only.
    ClockWithoutMove {
        /// Who pressed (he has the move).
        by: Color,
    },
    /// 2023 Art. 7.5.4: the player who made the last move used two hands
    /// for it (castling, capturing, promotion) and pressed the clock; the
    /// move stands, and it counts as an illegal move (7.5.5). 2023 only.
    TwoHands {
        /// Who made the last move.
        by: Color,
    },
    /// The player to move, with under two minutes, claims a draw in a
    /// quickplay finish (Art. 10.2, Appendix D).
    QuickplayClaim,
    /// 2023 Guidelines III.4: the player to move, with less than two
    /// minutes, asks for "an increment extra five seconds" for both
    /// players. The clocks stop; the request is an offer of a draw. The
    /// opponent accepts it ([`Event::AcceptDraw`]) or refuses it
    /// ([`Event::DeclineDraw`]); then the arbiter decides
    /// ([`Event::IncrementDecision`]).
    RequestIncrement,
    /// 2023 Guidelines III.4: the arbiter's decision on a request for an
    /// increment whose draw offer was refused. `agree`: "the clocks shall
    /// then be set with the extra time; the opponent shall be awarded two
    /// extra minutes and the game shall continue". Otherwise the game
    /// continues as it was.
    IncrementDecision {
        /// The arbiter agrees to the request.
        agree: bool,
    },
    /// The arbiter's decision on the quickplay claim.
    QuickplayDecision(QuickplayDecision),
    /// A penalty (2023 Art. 12.9; 2001 Art. 13.4; see
    /// [`Penalty::article`](crate::Penalty::article)).
    Penalty {
        /// The offending player.
        against: Color,
        /// The penalty.
        penalty: Penalty,
    },
    /// The player to move seals his move (Appendix A1).
    Seal {
        /// The move as written, unseen by the opponent; checked only on
        /// resumption (A8).
        mv: String,
        /// When and where play resumes (A2 g).
        resumption: Resumption,
    },
    /// The adjourned game resumes: the envelope is opened and the sealed
    /// move played (Appendix A9 a).
    ResumeAdjourned,
    /// Casual games only: take back the last half-move at once (the
    /// opponent agreed at the board). See [`Event::ProposeTakeBack`] for
    /// take-back by agreement.
    TakeBack,
    /// Casual games only: a player asks to take back his last move; the
    /// request stands until the opponent answers it, and lapses when the
    /// record changes or the game ends.
    ProposeTakeBack {
        /// Who asks (he must have a move in the record).
        by: Color,
    },
    /// Casual games only: the opponent accepts the request; the
    /// requester's last move is taken back (two half-moves if the
    /// accepting player has already replied to it).
    AcceptTakeBack {
        /// Who accepts.
        by: Color,
    },
    /// Casual games only: the opponent declines the request.
    DeclineTakeBack {
        /// Who declines.
        by: Color,
    },
    /// The player to move, with under two minutes and no arbiter present,
    /// claims a draw (2023 Guidelines III.6.1; 2001/1997 Appendix D1):
    /// "This concludes the game." The final position (and for `NoEffort`
    /// the scoresheet) stay in the game for the designated arbiter
    /// (III.6.2, D2); the result is unknown until
    /// [`Event::RuleReferredClaim`].
    UnsupervisedClaim {
        /// What the claim is based on (III.6.1.1, III.6.1.2).
        basis: ClaimBasis,
    },
    /// The designated arbiter decides a claim referred to him (2023
    /// Guidelines III.6.2; 2001 Appendix D2: "whose decision shall be the
    /// final one").
    RuleReferredClaim {
        /// The result he declares.
        result: GameResult,
    },
    /// A player arrives at the board (2023 Art. 6.7; 2001 Art. 6.6). A
    /// player who moves has arrived too.
    Arrived {
        /// Who.
        by: Color,
    },
    /// The arbiter rules that an absent player who has not arrived by the
    /// default time loses (2023 Art. 6.7.1: "Any player who arrives at the
    /// chessboard after the default time shall lose the game unless the
    /// arbiter decides otherwise"; 2001 Art. 6.6 a: more than one hour
    /// after the scheduled start). The time counts from [`Event::Start`];
    /// the default time is [`GameSetup::default_time_ms`](crate::GameSetup::default_time_ms).
    /// "Unless the arbiter decides otherwise": he simply does not send it.
    Default {
        /// The absent player.
        absent: Color,
    },
    /// The agreed time for resuming an adjourned game has come (2023
    /// Guidelines I.9; 2001 Appendix A9): the default time on resumption
    /// counts from now (I.10, 2001 A10); who is there says so with
    /// [`Event::Arrived`]. The clocks are the arbiter's (I.9.2: the absent
    /// replier's clock is started; use [`Event::AdjustTime`]).
    ResumptionDue,
    /// The two boards of a game with a visually disabled player showed
    /// different positions and were corrected (2023 Appendix D.2.9; 2001
    /// rules for visually handicapped players, 7–8). Not an illegal move,
    /// no penalty. `retrace_ply`: the game scores differed, so the moves
    /// are retraced to the point where they agree (that many half-moves
    /// kept; the arbiter readjusts the clocks with [`Event::AdjustTime`]);
    /// `None`: the scores agreed and the player adjusted his own board.
    BoardsCorrected {
        /// The half-moves kept, if moves are retraced.
        retrace_ply: Option<usize>,
    },
    /// The players agree to a draw with the arbiter's consent, where the
    /// event forbids it without (2023 Art. 9.1.1); the 2023 Laws only.
    DrawWithConsent,
    /// Someone asks to act as the arbiter in a game with an
    /// [`ArbiterLock`](crate::ArbiterLock): the PIN opens it
    /// ([`Happened::ArbiterUnlocked`](crate::Happened::ArbiterUnlocked)) or
    /// is refused ([`Happened::PinRefused`](crate::Happened::PinRefused));
    /// both are logged. Also after the end of the game (the record is
    /// signed off then, 2023 Art. 8.6).
    Unlock {
        /// The PIN given.
        pin: String,
        /// The wall clock's time of day, for the log.
        at: Option<crate::MinuteOfDay>,
    },
    /// The app left the foreground during a game with an
    /// [`ArbiterLock`](crate::ArbiterLock) (another tab, another app, the
    /// screen off): logged with both clocks. Nothing happens before the
    /// start, after the end or in a game without a lock.
    LeftApp {
        /// The wall clock's time of day, for the log.
        at: Option<crate::MinuteOfDay>,
    },
    /// The app is in the foreground again after [`Event::LeftApp`]: the
    /// time away is logged, and when it is longer than the lock's limit
    /// ([`ArbiterLock::away_limit_s`](crate::ArbiterLock::away_limit_s))
    /// play waits for the arbiter's PIN ([`Event::Unlock`]). Nothing
    /// happens in a game that was not left.
    ReturnedToApp {
        /// The wall clock's time of day, for the log.
        at: Option<crate::MinuteOfDay>,
    },
    /// The players report the result over the board (2023 Art. 8.7): it
    /// ends the game as reported ([`Reason::Reported`]), with no reason
    /// invented; a draw in an event that restricts agreements (Art. 9.1.1)
    /// is taken as reported, and noted for the arbiter.
    ReportResult {
        /// The result reported.
        result: GameResult,
    },
    /// The arbiter corrects the result after the end (2023 Art. 8.7:
    /// "unless the arbiter decides otherwise"): a resignation tapped by
    /// mistake, a wrong result typed. `None`: the game goes on (its clocks
    /// stopped, for the arbiter to start). The result corrected and the
    /// correction both stay in the record.
    CorrectResult {
        /// The right result, or `None` for a game that goes on.
        result: Option<GameResult>,
    },
    /// The arbiter checks the log of a game with an
    /// [`ArbiterLock`](crate::ArbiterLock) against its seals with the PIN
    /// ([`Happened::LogChecked`](crate::Happened::LogChecked)). It opens
    /// nothing; a wrong PIN counts and is logged as at [`Event::Unlock`].
    VerifyLog {
        /// The PIN given.
        pin: String,
    },
}

impl Event {
    /// Whether the event exists in `edition`: 2023 Art. 7.5.2–7.5.4 and
    /// Guidelines III.4 only in 2023; everything else in every edition (the
    /// quickplay claim is 2001/1997 Art. 10.2 and 2023 Guidelines III.5;
    /// penalties 2001 Art. 13.4 and 2023 Art. 12.9).
    pub fn in_edition(&self, edition: Edition) -> bool {
        match self {
            Event::PromotionNotReplaced { .. }
            | Event::ClockWithoutMove { .. }
            | Event::TwoHands { .. }
            | Event::RequestIncrement
            | Event::IncrementDecision { .. }
            | Event::DrawWithConsent => edition == Edition::Fide2023,
            _ => true,
        }
    }

    /// The article an arbiter's or player's control cites, in `edition`'s
    /// numbering (`None` for events that are no rule of their own: moves,
    /// starting the clock, take-backs of casual games).
    ///
    /// ```
    /// use rochade_arbiter::{Edition, Event};
    /// use rochade_laws::Color;
    /// let e = Event::ClockWithoutMove { by: Color::White };
    /// assert_eq!(e.article(Edition::Fide2023).unwrap().to_string(), "Art. 7.5.3");
    /// assert_eq!(Event::QuickplayClaim.article(Edition::Fide2023).unwrap().to_string(), "Guidelines III.5");
    /// assert_eq!(Event::QuickplayClaim.article(Edition::Fide2001).unwrap().to_string(), "Art. 10.2");
    /// ```
    pub fn article(&self, edition: Edition) -> Option<Article> {
        let a = |n| Some(Article::art(edition, n));
        let g = |n| Some(Article::new(edition, Part::Guidelines, n));
        let app = |n| Some(Article::new(edition, Part::Appendix, n));
        let new = edition == Edition::Fide2023;
        match self {
            Event::OfferDraw { .. } | Event::DeclineDraw { .. } => {
                a(if new { "9.1.2" } else { "9.1" })
            }
            Event::AcceptDraw { .. } => Reason::Agreement.article(edition),
            Event::Claim { kind, .. } => match kind {
                crate::ClaimKind::Repetition => a("9.2"),
                crate::ClaimKind::FiftyMoves => a("9.3"),
            },
            Event::Resign { .. } => Reason::Resignation.article(edition),
            Event::FlagCheck => a("6.8"),
            Event::ClaimFlag { .. } => {
                if new {
                    a("6.8")
                } else {
                    app("B7")
                }
            }
            Event::Pause | Event::Resume => a(if new { "6.11" } else { "6.12" }),
            Event::AdjustTime { .. } => a(if new { "6.10.2" } else { "6.13" }),
            Event::IllegalMove { .. } => Some(crate::article::reinstated_article(edition)),
            Event::PromotionNotReplaced { .. } if new => a("7.5.2"),
            Event::ClockWithoutMove { .. } if new => a("7.5.3"),
            Event::TwoHands { .. } if new => a("7.5.4"),
            Event::QuickplayClaim | Event::QuickplayDecision(_) => Some(quickplay_article(edition)),
            Event::RequestIncrement | Event::IncrementDecision { .. } if new => g("III.4"),
            Event::Penalty { penalty, .. } => Some(penalty.article(edition)),
            Event::Seal { .. } => {
                if new {
                    g("I.1.1")
                } else {
                    app("A1")
                }
            }
            Event::ResumeAdjourned | Event::ResumptionDue => {
                if new {
                    g("I.9")
                } else {
                    app("A9")
                }
            }
            Event::UnsupervisedClaim { basis } => Some(basis.article(edition)),
            Event::RuleReferredClaim { .. } => {
                if new {
                    g("III.6.2")
                } else {
                    app("D2")
                }
            }
            Event::Arrived { .. } => a(if new { "6.7" } else { "6.6" }),
            Event::PressWithoutMove { .. } => a("8.4"),
            Event::FillIn { .. } => a("8.5"),
            Event::ApproveResult { .. } => a("8.7"),
            Event::SignOffIncomplete => a("8.6"),
            Event::Default { .. } => Some(default_time_article(edition)),
            Event::BoardsCorrected { retrace_ply } => {
                Some(crate::boards_differ_article(edition, retrace_ply.is_some()))
            }
            Event::DrawWithConsent => a("9.1.1"),
            _ => None,
        }
    }
}

impl Event {
    /// The arbiter's action this event is, if it is one: in a game with
    /// an [`ArbiterLock`] it needs the PIN, and it is logged.
    ///
    /// ```
    /// use rochade_arbiter::{ArbiterAction, Event, TimeChange};
    /// use rochade_laws::Color;
    /// let e = Event::AdjustTime { side: Color::White, change: TimeChange::Add(60_000) };
    /// assert_eq!(e.arbiter_action(), Some(ArbiterAction::Time));
    /// assert_eq!(Event::Resign { by: Color::White }.arbiter_action(), None);
    /// ```
    pub fn arbiter_action(&self) -> Option<ArbiterAction> {
        Some(match self {
            Event::AdjustTime { .. } => ArbiterAction::Time,
            Event::IllegalMove { .. }
            | Event::PromotionNotReplaced { .. }
            | Event::ClockWithoutMove { .. }
            | Event::TwoHands { .. }
            | Event::BoardsCorrected { .. } => ArbiterAction::IllegalMove,
            Event::Penalty { .. } => ArbiterAction::Penalty,
            Event::QuickplayDecision(_)
            | Event::IncrementDecision { .. }
            | Event::RuleReferredClaim { .. }
            | Event::Default { .. }
            | Event::DrawWithConsent
            | Event::CorrectResult { .. } => ArbiterAction::Ruling,
            Event::Seal { .. } | Event::ResumeAdjourned | Event::ResumptionDue => {
                ArbiterAction::Adjournment
            }
            Event::SignOffIncomplete => ArbiterAction::SignOff,
            _ => return None,
        })
    }
}

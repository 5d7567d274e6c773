//! What an event did, for the UI and for spoken announcements.

use rochade_laws::{Color, Move, SanPlus};

use crate::{ClaimBasis, ClaimKind, GameResult, Outcome, Penalty};

/// One thing that happened as a result of an event, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Happened {
    /// The clock was started (Art. 6.5).
    Started,
    /// A move was made.
    MovePlayed {
        /// Half-move index (0 for White's first move).
        ply: usize,
        /// Who moved.
        by: Color,
        /// The move.
        mv: Move,
        /// Its SAN with check or mate sign.
        san: SanPlus,
    },
    /// A draw was offered (Art. 9.1).
    DrawOffered {
        /// Who offered.
        by: Color,
    },
    /// A draw offer was rejected (orally, or by the opponent moving).
    DrawDeclined {
        /// Who had offered.
        offered_by: Color,
    },
    /// A claim was examined (Art. 9.5).
    ClaimExamined {
        /// The claimant.
        by: Color,
        /// What was claimed.
        kind: ClaimKind,
        /// Whether it is correct.
        correct: bool,
    },
    /// Time was added to or taken from a clock.
    TimeChanged {
        /// Whose clock.
        side: Color,
        /// The time before.
        before_ms: u64,
        /// The time after.
        after_ms: u64,
    },
    /// A flag has fallen (Art. 6.1, 6.8).
    FlagFell {
        /// Whose.
        side: Color,
        /// When, in the caller's milliseconds.
        at_ms: u64,
    },
    /// The clocks were stopped.
    ClocksStopped,
    /// The clocks were restarted.
    ClocksStarted,
    /// An illegal move was recorded (Art. 7.4).
    IllegalMove {
        /// Who made it.
        by: Color,
        /// How many this player has made (counted for penalties).
        count: u32,
        /// What it was: a move, or under the 2023 Laws a pawn not replaced,
        /// the clock pressed without a move, two hands (Art. 7.5.1–7.5.4).
        action: crate::IllegalAction,
    },
    /// The position after this many half-moves was reinstated (Art. 7.4 a).
    PositionReinstated {
        /// Half-moves kept.
        ply: usize,
    },
    /// A quickplay-finish claim was made (Art. 10.2).
    QuickplayClaimed {
        /// The claimant.
        by: Color,
    },
    /// The arbiter postponed his decision (Art. 10.2 b).
    QuickplayPostponed,
    /// The arbiter rejected the claim (2001 Art. 10.2 c).
    QuickplayRejected,
    /// A penalty was applied (Art. 13.4).
    Penalised {
        /// The offender.
        against: Color,
        /// The penalty.
        penalty: Penalty,
    },
    /// A move was sealed and the game adjourned (Appendix A1).
    Adjourned {
        /// Who sealed.
        by: Color,
        /// The number of the sealed move.
        move_number: u32,
    },
    /// The envelope was opened (Appendix A9).
    SealedMoveOpened {
        /// The move as written.
        text: String,
    },
    /// A player asked to take back his last move (casual games).
    TakeBackProposed {
        /// Who asks.
        by: Color,
    },
    /// The opponent accepted the take-back request; a [`Happened::TakenBack`]
    /// follows for each half-move taken back, the latest first.
    TakeBackAccepted {
        /// Who had asked.
        requested_by: Color,
        /// How many half-moves are taken back (1 or 2).
        plies: usize,
    },
    /// The opponent declined the take-back request.
    TakeBackDeclined {
        /// Who had asked.
        requested_by: Color,
    },
    /// The take-back request lapsed: the record changed or the game ended.
    TakeBackLapsed {
        /// Who had asked.
        requested_by: Color,
    },
    /// A half-move was taken back (casual games).
    TakenBack {
        /// The move taken back.
        san: SanPlus,
    },
    /// The game is over.
    GameOver(Outcome),
    /// A claim without an arbiter present concluded the game; the result
    /// is for the designated arbiter (2023 Guidelines III.6, 2001 Appendix
    /// D).
    ClaimReferred {
        /// The claimant.
        by: Color,
        /// What the claim is based on.
        basis: ClaimBasis,
    },
    /// The agreed resumption time of an adjourned game has come (2023
    /// Guidelines I.9).
    ResumptionDue,
    /// A player arrived at the board (2023 Art. 6.7).
    Arrived {
        /// Who.
        by: Color,
    },
    /// The two boards of a blind player's game were corrected (2023 D.2.9).
    BoardsCorrected {
        /// Half-moves kept, if moves were retraced.
        retrace_ply: Option<usize>,
    },
    /// The clock was pressed without the move being recorded (2023 Art.
    /// 8.4, A.2).
    PressedWithoutMove {
        /// Who pressed.
        by: Color,
        /// How many half-moves are missing now.
        missing: usize,
    },
    /// The arbiter corrected the result (2023 Art. 8.7); `None`: the game
    /// goes on.
    ResultCorrected {
        /// The right result.
        to: Option<GameResult>,
    },
    /// A player approved the result (2023 Art. 8.7).
    ResultApproved {
        /// Who.
        by: Color,
    },
    /// The arbiter signed the record off with this many half-moves not
    /// recorded (2023 Art. 8.6).
    SignedOffIncomplete {
        /// How many half-moves stay missing.
        missing: usize,
    },
    /// The arbiter's PIN opened the lock (logged).
    ArbiterUnlocked,
    /// A wrong PIN was refused (logged).
    PinRefused,
    /// The app leaving the foreground was logged with both clocks.
    LeftAppLogged,
    /// The app is back after a leave longer than the lock allows: play
    /// waits for the arbiter's PIN.
    PlayHeld,
    /// The log was checked with the PIN against its seals.
    LogChecked(crate::LogCheck),
}

fn name(c: Color) -> &'static str {
    c.fold("White", "Black")
}

impl core::fmt::Display for Happened {
    /// A short English sentence for logs and announcements (the speech
    /// crate words moves itself).
    ///
    /// ```
    /// use rochade_arbiter::{Event, TimedGame, GameSetup};
    /// let mut game = TimedGame::new(GameSetup::default())?;
    /// let h = game.apply(Event::Move { mv: "e4".into(), offer_draw: true }, 0)?;
    /// let words: Vec<String> = h.iter().map(ToString::to_string).collect();
    /// assert_eq!(words, ["The game starts.", "White plays e4.", "White offers a draw."]);
    /// # Ok::<(), rochade_arbiter::GameError>(())
    /// ```
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Happened::Started => f.write_str("The game starts."),
            Happened::MovePlayed { by, san, .. } => write!(f, "{} plays {san}.", name(*by)),
            Happened::DrawOffered { by } => write!(f, "{} offers a draw.", name(*by)),
            Happened::DrawDeclined { offered_by } => {
                write!(f, "{}'s draw offer is declined.", name(*offered_by))
            }
            Happened::ClaimExamined { by, kind, correct } => write!(
                f,
                "{} claims a draw by {kind}: {}.",
                name(*by),
                if *correct { "correct" } else { "incorrect" }
            ),
            Happened::TimeChanged {
                side,
                before_ms,
                after_ms,
            } => write!(
                f,
                "{}'s clock: {} to {}.",
                name(*side),
                crate::penalty::duration(*before_ms),
                crate::penalty::duration(*after_ms)
            ),
            Happened::FlagFell { side, .. } => write!(f, "{}'s flag has fallen.", name(*side)),
            Happened::ClocksStopped => f.write_str("The clocks are stopped."),
            Happened::ClocksStarted => f.write_str("The clocks run."),
            Happened::IllegalMove { by, count, .. } => {
                write!(f, "Illegal move by {} (number {count}).", name(*by))
            }
            Happened::PositionReinstated { ply } => {
                write!(f, "The position after {ply} half-moves is reinstated.")
            }
            Happened::QuickplayClaimed { by } => {
                write!(f, "{} claims a draw in the quickplay finish.", name(*by))
            }
            Happened::QuickplayPostponed => f.write_str("The arbiter postpones his decision."),
            Happened::QuickplayRejected => f.write_str("The arbiter rejects the claim."),
            Happened::Penalised { against, penalty } => {
                write!(f, "Penalty for {}: {}.", name(*against), penalty.describe())
            }
            Happened::Adjourned { by, move_number } => {
                write!(
                    f,
                    "{} seals move {move_number}; the game is adjourned.",
                    name(*by)
                )
            }
            Happened::SealedMoveOpened { text } => write!(f, "The sealed move is {text}."),
            Happened::TakeBackProposed { by } => {
                write!(f, "{} asks to take back a move.", name(*by))
            }
            Happened::TakeBackAccepted { requested_by, .. } => {
                write!(
                    f,
                    "{}'s take-back request is accepted.",
                    name(*requested_by)
                )
            }
            Happened::TakeBackDeclined { requested_by } => {
                write!(
                    f,
                    "{}'s take-back request is declined.",
                    name(*requested_by)
                )
            }
            Happened::TakeBackLapsed { requested_by } => {
                write!(f, "{}'s take-back request has lapsed.", name(*requested_by))
            }
            Happened::TakenBack { san } => write!(f, "{san} is taken back."),
            Happened::GameOver(o) => {
                write!(f, "Game over: {} ({}).", o.result.scoresheet(), o.reason)
            }
            Happened::ClaimReferred { by, .. } => write!(
                f,
                "{} claims a draw; the game is concluded for the designated arbiter.",
                name(*by)
            ),
            Happened::Arrived { by } => write!(f, "{} is at the board.", name(*by)),
            Happened::ResumptionDue => f.write_str("The time to resume the game has come."),
            Happened::BoardsCorrected { .. } => f.write_str("The two boards are corrected."),
            Happened::PressedWithoutMove { by, missing } => write!(
                f,
                "{} pressed the clock without recording; {missing} half-moves missing.",
                name(*by)
            ),
            Happened::ResultApproved { by } => write!(f, "{} approves the result.", name(*by)),
            Happened::ResultCorrected { to: Some(r) } => {
                write!(f, "The arbiter corrects the result to {}.", r.pgn())
            }
            Happened::ResultCorrected { to: None } => {
                f.write_str("The arbiter corrects the result: the game goes on.")
            }
            Happened::SignedOffIncomplete { missing } => write!(
                f,
                "{missing} half-moves not recorded, signed off by the arbiter."
            ),
            Happened::ArbiterUnlocked => f.write_str("The arbiter's PIN is accepted."),
            Happened::PinRefused => f.write_str("Wrong PIN: refused, and logged."),
            Happened::LeftAppLogged => f.write_str("Leaving the app is logged."),
            Happened::PlayHeld => {
                f.write_str("The app was left too long: play waits for the arbiter's PIN.")
            }
            Happened::LogChecked(c) => match c.fault {
                None => write!(f, "The log's {} entries are as sealed.", c.entries),
                Some(crate::LogFault::Edited { entries }) => {
                    write!(
                        f,
                        "The log was edited: its first {entries} entries are not as sealed."
                    )
                }
                Some(crate::LogFault::Cut { sealed, present }) => {
                    write!(f, "The log was cut: {present} entries of {sealed} sealed.")
                }
                Some(crate::LogFault::SealMissing) => f.write_str("A seal of the log was removed."),
            },
        }
    }
}

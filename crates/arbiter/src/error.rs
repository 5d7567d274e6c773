//! Why an event is not allowed now.

use core::fmt;

use rochade_clock::ClockError;
use rochade_laws::{Color, FenError, ParseMoveError};

use crate::Edition;
use crate::Outcome;
use crate::article::{
    Article, Part, clock_error_article, colours_reversed_article, default_time_article,
};

/// An event was refused; the game is unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The game is over.
    GameOver(Outcome),
    /// The setup cannot be played (bad FEN, impossible time control).
    InvalidSetup(SetupError),
    /// The game has already started.
    AlreadyStarted,
    /// The move text or move is not a legal move.
    Move(ParseMoveError),
    /// It is not this player's turn for this action.
    NotYourTurn {
        /// Who has the move.
        to_move: Color,
    },
    /// There is no draw offer to accept or decline.
    NoOffer,
    /// A player cannot accept or decline his own offer.
    OwnOffer,
    /// This player's offer is still standing (Art. 9.1: it cannot be
    /// withdrawn, and need not be repeated).
    OfferStanding,
    /// The opponent's offer is standing: accept or decline it.
    OpponentOfferStanding,
    /// Too many draw offers (Art. 12.5, the game's [`OfferLimit`](crate::OfferLimit)).
    TooManyOffers,
    /// The clock refused (paused, not started, flag fallen, time backwards…).
    Clock(ClockError),
    /// The game is played without a clock.
    Untimed,
    /// A flag claim whose condition is not met (Appendix B7).
    FlagNotFallen,
    /// A quickplay claim is not possible now (Art. 10.2), with the reason.
    QuickplayNotAllowed(QuickplayRefusal),
    /// No quickplay claim awaits a decision.
    NoQuickplayClaim,
    /// The clocks are stopped for a quickplay claim; the arbiter decides
    /// first.
    QuickplayPending,
    /// The action does not exist in this edition of the Laws.
    NotInEdition,
    /// 2023 Art. 5.2.3: a draw by agreement only "provided both players
    /// have made at least one move".
    AgreementBeforeBothMoved,
    /// 2023 A.5.2 (rapid and blitz without full supervision): "Once the
    /// opponent has made his next move, an illegal move cannot be
    /// corrected"; it stands.
    IllegalMoveStands,
    /// 2023 Art. 7.5.2: the move given is not a pawn's move to the furthest
    /// rank.
    NotAPromotion,
    /// 2023 Guidelines III.2.1: the Guidelines apply only if the event has
    /// announced their use beforehand ([`GameSetup::guidelines_iii`](crate::GameSetup::guidelines_iii)).
    GuidelinesNotAnnounced,
    /// 2023 Guidelines III.2.2: only standard and rapid games without
    /// increment, not blitz.
    GuidelinesNotApplicable,
    /// 2023 Guidelines III.4: no request for an increment awaits the
    /// arbiter.
    NoIncrementRequest,
    /// The game is adjourned (Appendix A): only resumption, resignation and
    /// draw offers are possible.
    Adjourned,
    /// The game is not adjourned.
    NotAdjourned,
    /// Only in casual games.
    CasualOnly,
    /// Nothing to take back.
    NothingToTakeBack,
    /// The ply to reinstate is beyond the record.
    BadPly(usize),
    /// There is no take-back request to accept or decline.
    NoTakeBackRequest,
    /// A player cannot answer his own take-back request.
    OwnTakeBackRequest,
    /// This player's take-back request is still standing.
    TakeBackRequested,
    /// The opponent's take-back request is standing: accept or decline it.
    OpponentTakeBackRequested,
    /// A claim concluded the game for the designated arbiter (2023
    /// Guidelines III.6, 2001 Appendix D): only his ruling is possible.
    ClaimReferred,
    /// No claim awaits the designated arbiter.
    NoReferredClaim,
    /// The resumption time has already come.
    ResumptionAlreadyDue,
    /// The player has arrived at the board (or moved): no default.
    PlayerPresent,
    /// The default time has not passed yet (2023 Art. 6.7.1, 2001 Art.
    /// 6.6), or the game has not been started.
    DefaultTimeNotReached {
        /// How much longer, in milliseconds.
        remaining_ms: u64,
    },
    /// The event forbids draw offers and agreements without the arbiter's
    /// consent (2023 Art. 9.1.1), before this move or (`None`) at all.
    DrawAgreementForbidden {
        /// The move from which they are allowed.
        from_move: Option<u32>,
    },
    /// Ten moves or more have been made by both players: a game begun with
    /// colours reversed continues (2023 Art. 7.3).
    ColoursReversedTooLate,
    /// The player must record his move (2023 Art. 8.1.1): he has five
    /// minutes or more, or 30 s or more added per move (Art. 8.4).
    MustRecord,
    /// This many half-moves were pressed without being recorded: they are
    /// filled in first (Art. 8.5).
    MovesMissing(usize),
    /// No move is missing from the record.
    NothingMissing,
    /// The game has no result yet (2023 Art. 8.7: "at the conclusion of
    /// the game"; 8.6: the arbiter signs off a record only then).
    NotOver,
    /// This player has already approved the result (2023 Art. 8.7).
    AlreadyApproved,
    /// Wrong PINs were given: no PIN is tried for this long.
    PinWait {
        /// How much longer, in milliseconds.
        remaining_ms: u64,
    },
    /// The arbiter's lock of this saved game was weakened or damaged in
    /// storage: the game is read only.
    LockWeakened,
    /// The app was left for longer than the lock allows: play waits for
    /// the arbiter's PIN ([`Event::ReturnedToApp`](crate::Event::ReturnedToApp)).
    HeldAfterLeave,
    /// The game has no arbiter's lock.
    NotLocked,
    /// The arbiter has signed the record off incomplete (2023 Art. 8.6):
    /// nothing more is filled in.
    SignedOff,
}

/// Why a [`GameSetup`](crate::GameSetup) cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// The starting position is not a valid FEN (Art. 2: the position must
    /// be one the Laws allow, with both kings on the board).
    Fen(FenError),
    /// The time control cannot run on a clock (Art. 6.2).
    Clock(ClockError),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Fen(e) => write!(f, "{e}"),
            SetupError::Clock(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SetupError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SetupError::Fen(e) => Some(e),
            SetupError::Clock(e) => Some(e),
        }
    }
}

impl From<FenError> for SetupError {
    fn from(e: FenError) -> SetupError {
        SetupError::Fen(e)
    }
}

impl From<ClockError> for SetupError {
    fn from(e: ClockError) -> SetupError {
        SetupError::Clock(e)
    }
}

/// Why a draw claim under Art. 10.2 (quickplay finish) is not possible.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum QuickplayRefusal {
    /// Article 10.2 does not apply in blitz (Appendix C5).
    Blitz,
    /// The claimant is not in the quickplay finish, the last period in
    /// which all remaining moves must be made (Art. 10.1).
    NotInQuickplayFinish,
    /// The claimant's flag has already fallen.
    FlagFallen,
    /// The claimant has two minutes or more left (Art. 10.2).
    TwoMinutesOrMore,
}

impl fmt::Display for QuickplayRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            QuickplayRefusal::Blitz => "Article 10.2 does not apply in blitz (Appendix C5)",
            QuickplayRefusal::NotInQuickplayFinish => "not in a quickplay finish (Art. 10.1)",
            QuickplayRefusal::FlagFallen => "the flag has fallen",
            QuickplayRefusal::TwoMinutesOrMore => "two minutes or more on the clock (Art. 10.2)",
        })
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver(o) => write!(f, "the game is over: {o}"),
            GameError::InvalidSetup(s) => write!(f, "invalid setup: {s}"),
            GameError::AlreadyStarted => f.write_str("the game has already started"),
            GameError::Move(e) => write!(f, "{e}"),
            GameError::NotYourTurn { to_move } => write!(f, "{to_move} has the move"),
            GameError::NoOffer => f.write_str("no draw offer is standing"),
            GameError::OwnOffer => f.write_str("a player cannot answer his own draw offer"),
            GameError::OfferStanding => f.write_str("your draw offer is still standing"),
            GameError::OpponentOfferStanding => {
                f.write_str("the opponent's draw offer is standing: accept or decline it")
            }
            GameError::TooManyOffers => {
                f.write_str("no more draw offers now (Art. 12.5: persistent offers annoy)")
            }
            GameError::Clock(e) => write!(f, "clock: {e}"),
            GameError::Untimed => f.write_str("the game is played without a clock"),
            GameError::FlagNotFallen => {
                f.write_str("the claim fails: the opponent's flag has not fallen, or yours has")
            }
            GameError::QuickplayNotAllowed(why) => write!(f, "no quickplay claim: {why}"),
            GameError::NoQuickplayClaim => f.write_str("no quickplay claim awaits a decision"),
            GameError::QuickplayPending => {
                f.write_str("the clocks are stopped for a quickplay claim; the arbiter decides")
            }
            GameError::NotInEdition => f.write_str("not in this edition of the Laws"),
            GameError::AgreementBeforeBothMoved => f.write_str(
                "a draw by agreement only after both players have made a move (2023 Art. 5.2.3)",
            ),
            GameError::IllegalMoveStands => f.write_str(
                "the opponent has made his next move: the illegal move stands (2023 A.5.2)",
            ),
            GameError::NotAPromotion => {
                f.write_str("not a pawn's move to the furthest rank (2023 Art. 7.5.2)")
            }
            GameError::GuidelinesNotAnnounced => {
                f.write_str("the event has not announced Guidelines III (2023 III.2.1)")
            }
            GameError::GuidelinesNotApplicable => f.write_str(
                "Guidelines III apply only to standard and rapid games without increment (2023 III.2.2)",
            ),
            GameError::NoIncrementRequest => {
                f.write_str("no request for an increment awaits the arbiter (2023 III.4)")
            }
            GameError::Adjourned => f.write_str("the game is adjourned"),
            GameError::NotAdjourned => f.write_str("the game is not adjourned"),
            GameError::CasualOnly => f.write_str("only in casual games"),
            GameError::NothingToTakeBack => f.write_str("nothing to take back"),
            GameError::BadPly(p) => write!(f, "no position after {p} half-moves"),
            GameError::NoTakeBackRequest => f.write_str("no take-back request is standing"),
            GameError::OwnTakeBackRequest => {
                f.write_str("a player cannot answer his own take-back request")
            }
            GameError::TakeBackRequested => f.write_str("your take-back request is still standing"),
            GameError::OpponentTakeBackRequested => {
                f.write_str("the opponent's take-back request is standing: accept or decline it")
            }
            GameError::ClaimReferred => {
                f.write_str("the claim concluded the game; the designated arbiter decides")
            }
            GameError::NoReferredClaim => f.write_str("no claim awaits the designated arbiter"),
            GameError::PlayerPresent => f.write_str("the player is at the board"),
            GameError::MustRecord => f.write_str("the move must be recorded"),
            GameError::MovesMissing(n) => write!(f, "{n} half-moves are not recorded yet"),
            GameError::NothingMissing => f.write_str("no move is missing from the record"),
            GameError::NotOver => f.write_str("the game has no result yet"),
            GameError::AlreadyApproved => f.write_str("the player has already approved the result"),
            GameError::PinWait { remaining_ms } => {
                write!(f, "wrong PINs: the next try in {} s", remaining_ms.div_ceil(1000))
            }
            GameError::LockWeakened => {
                f.write_str("the arbiter's lock of this save was weakened: the game is read only")
            }
            GameError::HeldAfterLeave => {
                f.write_str("the app was left too long: play waits for the arbiter's PIN")
            }
            GameError::NotLocked => f.write_str("the game has no arbiter's lock"),
            GameError::SignedOff => f.write_str("the arbiter has signed the record off incomplete"),
            GameError::ResumptionAlreadyDue => f.write_str("the resumption time has already come"),
            GameError::DrawAgreementForbidden { from_move: Some(n) } => write!(
                f,
                "no draw offer or agreement before move {n} without the arbiter's consent"
            ),
            GameError::DrawAgreementForbidden { from_move: None } => {
                f.write_str("no draw offer or agreement without the arbiter's consent")
            }
            GameError::ColoursReversedTooLate => {
                f.write_str("ten moves or more have been made: the game continues")
            }
            GameError::DefaultTimeNotReached { remaining_ms } => write!(
                f,
                "the default time has not passed: {} to go",
                crate::penalty::duration(*remaining_ms)
            ),
        }
    }
}

impl std::error::Error for GameError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            GameError::Move(e) => Some(e),
            GameError::Clock(e) => Some(e),
            GameError::InvalidSetup(e) => Some(e),
            _ => None,
        }
    }
}

impl From<ClockError> for GameError {
    fn from(e: ClockError) -> GameError {
        GameError::Clock(e)
    }
}

impl From<ParseMoveError> for GameError {
    fn from(e: ParseMoveError) -> GameError {
        GameError::Move(e)
    }
}

impl QuickplayRefusal {
    /// The article that refuses the claim, in `edition`'s numbering.
    ///
    /// ```
    /// use rochade_arbiter::{Edition, QuickplayRefusal};
    /// let r = QuickplayRefusal::TwoMinutesOrMore;
    /// assert_eq!(r.article(Edition::Fide2023).to_string(), "Guidelines III.5");
    /// assert_eq!(r.article(Edition::Fide2001).to_string(), "Art. 10.2");
    /// assert_eq!(QuickplayRefusal::Blitz.article(Edition::Fide2023).to_string(), "Guidelines III.2.2");
    /// ```
    pub fn article(self, edition: Edition) -> Article {
        let g = |n| Article::new(edition, Part::Guidelines, n);
        match (edition, self) {
            (Edition::Fide2023, QuickplayRefusal::Blitz) => g("III.2.2"),
            (Edition::Fide2023, QuickplayRefusal::NotInQuickplayFinish) => g("III.1"),
            (Edition::Fide2023, _) => g("III.5"),
            (_, QuickplayRefusal::Blitz) => Article::new(edition, Part::Appendix, "C5"),
            (_, QuickplayRefusal::NotInQuickplayFinish) => Article::art(edition, "10.1"),
            (_, _) => Article::art(edition, "10.2"),
        }
    }
}

impl GameError {
    /// The article of the Laws behind the refusal, in `edition`'s
    /// numbering, where the refusal comes from a rule (`None` for refusals
    /// of the program: bad input, wrong order of events).
    ///
    /// ```
    /// use rochade_arbiter::{Edition, GameError};
    /// let e = GameError::AgreementBeforeBothMoved;
    /// assert_eq!(e.article(Edition::Fide2023).map(|a| a.number), Some("5.2.3"));
    /// assert_eq!(GameError::GuidelinesNotAnnounced.article(Edition::Fide2023).unwrap().to_string(), "Guidelines III.2.1");
    /// assert_eq!(GameError::Untimed.article(Edition::Fide2023), None);
    /// ```
    pub fn article(&self, edition: Edition) -> Option<Article> {
        let a = |n| Some(Article::art(edition, n));
        let g = |n| Some(Article::new(edition, Part::Guidelines, n));
        let new = edition == Edition::Fide2023;
        match self {
            GameError::OfferStanding => a(if new { "9.1.2.1" } else { "9.1" }),
            GameError::TooManyOffers => a(if new { "11.5" } else { "12.5" }),
            GameError::FlagNotFallen => {
                if new {
                    a("6.8")
                } else {
                    Some(Article::new(edition, Part::Appendix, "B7"))
                }
            }
            GameError::QuickplayNotAllowed(r) => Some(r.article(edition)),
            GameError::AgreementBeforeBothMoved => a("5.2.3"),
            GameError::IllegalMoveStands => Some(Article::new(edition, Part::Appendix, "A.5.2")),
            GameError::NotAPromotion => a("7.5.2"),
            GameError::GuidelinesNotAnnounced => g("III.2.1"),
            GameError::GuidelinesNotApplicable => g("III.2.2"),
            GameError::NoIncrementRequest => g("III.4"),
            GameError::ClaimReferred => g("III.6.2"),
            GameError::ColoursReversedTooLate => Some(colours_reversed_article(edition)),
            GameError::DrawAgreementForbidden { .. } => a("9.1.1"),
            GameError::Clock(e) => clock_error_article(e, edition),
            GameError::MustRecord => a("8.4"),
            GameError::MovesMissing(_) => a("8.5"),
            GameError::AlreadyApproved => a("8.7"),
            GameError::SignedOff => a("8.6"),
            GameError::DefaultTimeNotReached { .. } | GameError::PlayerPresent => {
                Some(default_time_article(edition))
            }
            GameError::Adjourned | GameError::NotAdjourned => {
                if new {
                    Some(Article::new(edition, Part::Guidelines, "I"))
                } else {
                    Some(Article::new(edition, Part::Appendix, "A"))
                }
            }
            _ => None,
        }
    }
}

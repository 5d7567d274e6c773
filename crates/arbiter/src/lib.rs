//! # rochade-arbiter
//!
//! The competition rules of the FIDE Laws (Art. 6.9, 7–13, Appendices A–D):
//! the game record and scoresheet, draw offers, claims, penalties, results,
//! adjournment and PGN.
//!
//! A game is played under the Laws in force since 1 January 2023 unless
//! its setup names the 1997 or 2001 edition ([`Edition`]); every rule,
//! refusal and note cites its [`Article`] in the game's own numbering.
//! Games saved or exported without an edition read as 2001 games.
//!
//! A [`TimedGame`] is driven by [`Event`]s; each [`TimedGame::apply`]
//! takes "now" in monotonic milliseconds from the caller (like the clock
//! crate) and returns what [`Happened`], or a [`GameError`] leaving the
//! game as it was. Its positions, automatic ends, claims and movetext are
//! those of the untimed [`rochade_laws::LawsGame`].
//!
//! ```
//! use rochade_arbiter::{Event, TimedGame, GameResult, GameSetup, Reason, ScoresheetOptions};
//! use rochade_laws::Color;
//!
//! let setup = GameSetup::new("Anna", "Bella").with_time_control("5400+30".parse()?);
//! let mut game = TimedGame::new(setup)?;
//! game.apply(Event::Start, 0)?;
//! game.apply(Event::Move { mv: "e4".into(), offer_draw: false }, 5_000)?;
//! game.apply(Event::Move { mv: "e5".into(), offer_draw: true }, 9_000)?; // 1... e5 (=)
//! game.apply(Event::AcceptDraw { by: Color::White }, 12_000)?;
//! assert_eq!(game.outcome().map(|o| (o.result, o.reason)), Some((GameResult::Draw, Reason::Agreement)));
//! assert!(game.scoresheet(&ScoresheetOptions::default()).to_string().contains("e5 (=)"));
//! assert!(game.to_pgn().contains("1. e4 {[%clk 1:30:25]} 1... e5 {(=) [%clk 1:30:26]} 1/2-1/2"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

mod adjourn;
mod agreement;
mod applies;
mod article;
mod claim;
mod error;
mod event;
mod game;
mod happened;
mod lock;
mod offer;
mod outcome;
mod penalty;
pub mod pgn;
mod presence;
mod quickplay;
mod record;
mod save;
mod scoresheet;
mod ser;
mod setup;
mod takeback;
mod touch;
pub mod tournament;
mod unrecorded;

pub use adjourn::{Envelope, Resumption};
pub use agreement::DrawAgreement;
pub use applies::{Control, Supervision};
pub use article::{
    Article, Part, advice_article, clock_error_article, colours_reversed_article,
    default_time_article, illegal_move_penalty_article, periods_article, quickplay_article,
};
pub use claim::{ClaimHints, ClaimKind, claim_is_correct};
pub use error::{GameError, QuickplayRefusal, SetupError};
pub use event::{Event, MoveInput, QuickplayDecision, TimeChange};
pub use game::TimedGame;

/// The arbiter's game by its earlier name, which the app still uses.
pub type Game = TimedGame;
pub use happened::Happened;
pub use lock::{
    ArbiterAction, ArbiterLock, LogCheck, LogFault, MinuteOfDay, PinError, Seal, pin_wait_ms,
};
pub use offer::DrawOffer;
pub use outcome::{GameResult, Outcome, Reason, has_mating_potential};
pub use penalty::{
    ClaimPenalty, MINUTE_MS, Penalty, TWO_MINUTES_MS, claim_penalty, fide2023_penalty_ms,
};
pub use pgn::Annotation;
pub use presence::{DefaultVerdict, boards_differ_article};
pub use quickplay::{
    ClaimBasis, GuidelinesRefusal, QuickplayClaim, ReferredClaim, guidelines_iii_applicable,
};
pub use record::{ClaimTimes, IllegalAction, Note, NoteKind, RecordedMove, SealedMoveFault};
pub use save::{SAVE_VERSION, SaveError};
pub use scoresheet::{Cell, Row, Scoresheet, ScoresheetOptions};
pub use setup::{Computer, Edition, GameSetup, Mode, OfferLimit, edition_for_pgn_date};
pub use takeback::TakeBackRequest;
pub use touch::{
    Obligation, Touch, TouchRefusal, TouchRuling, check_touched_move, claim_forfeited_by_touch,
    touch_ruling,
};
pub use unrecorded::{FIVE_MINUTES_MS, THIRTY_SECONDS_MS, Unrecorded};

// Re-exported so that callers need not depend on the other crates for the
// types in this crate's API.
pub use rochade_clock;
pub use rochade_laws;

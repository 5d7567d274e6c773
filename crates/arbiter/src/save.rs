//! Save and restore a whole game as JSON, versioned.
//!
//! The saved form keeps the setup, the moves in UCI (positions and SAN are
//! recomputed and checked on restore), the clock with its running state,
//! and everything the arbiter tracks. [`SAVE_VERSION`] is written into
//! every save; a later version of this crate reads older saves (fields
//! added later take defaults) and refuses newer ones.

use core::fmt;

use rochade_clock::Clock;
use rochade_laws::{Color, FenError, LawsGame, Uci};
use serde::{Deserialize, Serialize};

use crate::adjourn::Adjournment;
use crate::lock::LockState;
use crate::offer::{OfferCount, Offers};
use crate::penalty::Penalties;
use crate::presence::Presence;
use crate::quickplay::Quickplay;
use crate::unrecorded::Recording;
use crate::{
    DrawOffer, Envelope, GameSetup, Note, Outcome, QuickplayClaim, RecordedMove, ReferredClaim,
    TakeBackRequest, TimedGame,
};

/// The version of the saved form written by this crate: raised whenever
/// the written form changes, so that an older build refuses a save it
/// would misread instead of reading it wrong.
///
/// 1. The first form.
/// 2. A note's unknown number (a time of day, a clock) written as `null`,
///    not as `u64::MAX`, which the browser's `JSON` cannot hold exactly.
/// 3. A locked game's wrong PINs in a row and their wait, and the seals of
///    its log.
/// 4. A locked game's time away from the app and its play held for the
///    arbiter's PIN, the lock's limit on leaving the app, and the log's
///    return to the app.
///
/// `tests/fixtures/saves/v{SAVE_VERSION}` holds what this version writes;
/// `tests/saves.rs` fails when the written form changes without a new
/// version.
pub const SAVE_VERSION: u32 = 4;

/// A saved game could not be restored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// Saved by a newer version of this crate (its version): the build
    /// reading it is out of date, and a reload brings the newer one.
    NewerVersion(u32),
    /// The starting position is not valid FEN.
    BadFen(FenError),
    /// A saved move is not legal in its position.
    BadMove {
        /// Its index.
        ply: usize,
        /// The UCI text.
        uci: String,
    },
    /// The parts of the save contradict each other.
    Inconsistent(&'static str),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::NewerVersion(v) => {
                write!(
                    f,
                    "saved by a newer version of Rochade ({v} > {SAVE_VERSION}); reload to update"
                )
            }
            SaveError::BadFen(e) => write!(f, "bad starting position: {e}"),
            SaveError::BadMove { ply, uci } => write!(f, "move {} ({uci}) is illegal", ply + 1),
            SaveError::Inconsistent(what) => write!(f, "inconsistent save: {what}"),
        }
    }
}

impl std::error::Error for SaveError {}

#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
struct SavedMove {
    uci: String,
    #[serde(default)]
    clock_ms: Option<u64>,
    #[serde(default)]
    move_ms: Option<u64>,
    #[serde(default)]
    draw_offer: bool,
    #[serde(default)]
    sealed: bool,
}

#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
struct SavedGame {
    version: u32,
    setup: GameSetup,
    #[serde(default)]
    moves: Vec<SavedMove>,
    #[serde(default)]
    clock: Option<Clock>,
    #[serde(default)]
    started: bool,
    #[serde(default)]
    offer: Option<DrawOffer>,
    #[serde(with = "crate::ser::opt_color", default)]
    offer_mark_pending: Option<Color>,
    #[serde(default)]
    offers: [OfferCount; 2],
    #[serde(default)]
    outcome: Option<Outcome>,
    #[serde(default)]
    illegal_moves: [u32; 2],
    #[serde(default)]
    quickplay: Option<QuickplayClaim>,
    /// Added with the 2023 edition: older saves have none.
    #[serde(with = "crate::ser::opt_color", default)]
    increment_request: Option<Color>,
    #[serde(default)]
    adjourned: Option<Envelope>,
    #[serde(default)]
    notes: Vec<Note>,
    #[serde(default)]
    flag_reported: bool,
    /// Added after version 1 was first written: older saves have none.
    #[serde(default)]
    take_back: Option<TakeBackRequest>,
    /// Added with the 2023 edition as default: a claim for the designated
    /// arbiter (2023 III.6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    referred: Option<ReferredClaim>,
    /// Added with the default time (2023 Art. 6.7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    start_ms: Option<u64>,
    #[serde(default)]
    arrived: [bool; 2],
    /// Added with the default time on resumption (2023 Guidelines I.10).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    resume_ms: Option<u64>,
    /// Added with presses without a recorded move (2023 Art. 8.4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    unrecorded: Vec<crate::Unrecorded>,
    /// Added with the record signed off incomplete (2023 Art. 8.6).
    #[serde(default, skip_serializing_if = "core::ops::Not::not")]
    signed_off: bool,
    /// Added with the approval of the result (2023 Art. 8.7).
    #[serde(default, skip_serializing_if = "is_none_approved")]
    approved: [bool; 2],
    /// Added with the wait after wrong PINs: kept so that a reload does
    /// not start it again.
    #[serde(default, skip_serializing_if = "is_zero")]
    wrong_pins: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pin_wait_until: Option<u64>,
    /// Added with the sealed log of a locked game.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    seals: Vec<crate::Seal>,
    /// Added with the limit on leaving the app: since when it is away,
    /// and whether play waits for the arbiter's PIN.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    away_since: Option<u64>,
    #[serde(default, skip_serializing_if = "core::ops::Not::not")]
    held: bool,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_none_approved(a: &[bool; 2]) -> bool {
    *a == [false; 2]
}

impl From<TimedGame> for SavedGame {
    fn from(g: TimedGame) -> SavedGame {
        SavedGame {
            version: SAVE_VERSION,
            moves: g
                .record
                .iter()
                .map(|r| SavedMove {
                    // Chess960 castling as the king taking its rook: the
                    // king's destination may also be an ordinary king step.
                    uci: Uci::from_move_in(&r.mv, r.before.castling_mode()).to_string(),
                    clock_ms: r.clock_ms,
                    move_ms: r.move_ms,
                    draw_offer: r.draw_offer,
                    sealed: r.sealed,
                })
                .collect(),
            setup: g.setup,
            clock: g.clock,
            started: g.started,
            offer: g.offers.standing,
            offer_mark_pending: g.offers.mark_pending,
            offers: g.offers.made,
            outcome: g.outcome,
            illegal_moves: g.penalties.illegal_moves,
            quickplay: g.quickplay.claim,
            increment_request: g.quickplay.increment_request,
            adjourned: g.adjournment.envelope,
            notes: g.notes,
            flag_reported: g.flag_reported,
            take_back: g.take_back_request,
            referred: g.quickplay.referred,
            start_ms: g.presence.start_ms,
            arrived: g.presence.arrived,
            resume_ms: g.adjournment.resume_ms,
            unrecorded: g.recording.unrecorded,
            signed_off: g.recording.signed_off,
            approved: g.recording.approved,
            wrong_pins: g.lock.wrong_pins,
            pin_wait_until: g.lock.wait_until_ms,
            seals: g.lock.seals,
            away_since: g.lock.away_since_ms,
            held: g.lock.held,
        }
    }
}

impl TryFrom<SavedGame> for TimedGame {
    type Error = SaveError;

    fn try_from(s: SavedGame) -> Result<TimedGame, SaveError> {
        if s.version > SAVE_VERSION {
            return Err(SaveError::NewerVersion(s.version));
        }
        let start = s.setup.start_position().map_err(SaveError::BadFen)?;
        if s.clock.is_some() != s.setup.time_control.is_timed() {
            return Err(SaveError::Inconsistent("clock and time control"));
        }
        if let Some(clock) = &s.clock {
            if clock.control() != &s.setup.time_control {
                return Err(SaveError::Inconsistent("clock and time control"));
            }
        }
        let edition = s.setup.edition;
        let mut game = TimedGame::assemble(s.setup, start.clone(), s.clock);
        let mut moves = Vec::with_capacity(s.moves.len());
        let mut pos = start.clone();
        for (ply, m) in s.moves.iter().enumerate() {
            let bad = || SaveError::BadMove {
                ply,
                uci: m.uci.clone(),
            };
            let uci: Uci = m.uci.parse().map_err(|_| bad())?;
            let mv = uci.to_move(&pos).map_err(|_| bad())?;
            pos.play_unchecked(&mv);
            moves.push(mv);
        }
        // Each move was found legal above, so none is refused here.
        game.laws =
            LawsGame::restore(edition, start, &moves).map_err(|ply| SaveError::BadMove {
                ply,
                uci: s.moves.get(ply).map_or(String::new(), |m| m.uci.clone()),
            })?;
        for (ply, m) in game.laws.plies().iter().zip(&s.moves) {
            game.record.push(RecordedMove {
                mv: ply.mv,
                san: ply.before.san(&ply.mv),
                before: ply.before.clone(),
                clock_ms: m.clock_ms,
                move_ms: m.move_ms,
                draw_offer: m.draw_offer,
                sealed: m.sealed,
            });
        }
        let plies = game.record.len();
        if s.offer.is_some_and(|o| o.at_ply > plies) || s.notes.iter().any(|n| n.ply > plies) {
            return Err(SaveError::Inconsistent("ply beyond the record"));
        }
        if let Some(r) = s.take_back {
            if r.at_ply != plies || !game.record.iter().any(|m| m.side() == r.by) {
                return Err(SaveError::Inconsistent("take-back request and record"));
            }
        }
        game.started = s.started;
        game.outcome = s.outcome;
        game.notes = s.notes;
        game.flag_reported = s.flag_reported;
        game.take_back_request = s.take_back;
        game.offers = Offers {
            standing: s.offer,
            mark_pending: s.offer_mark_pending,
            made: s.offers,
        };
        game.quickplay = Quickplay {
            claim: s.quickplay,
            increment_request: s.increment_request,
            referred: s.referred.filter(|_| s.outcome.is_none()),
        };
        game.adjournment = Adjournment {
            envelope: s.adjourned,
            resume_ms: s.resume_ms,
        };
        game.presence = Presence {
            start_ms: s.start_ms,
            arrived: s.arrived,
        };
        game.penalties = Penalties {
            illegal_moves: s.illegal_moves,
        };
        game.recording = Recording {
            signed_off: s.signed_off && !s.unrecorded.is_empty(),
            approved: if s.outcome.is_some() {
                s.approved
            } else {
                [false; 2]
            },
            unrecorded: s.unrecorded,
        };
        game.lock = LockState {
            wrong_pins: s.wrong_pins,
            wait_until_ms: s.pin_wait_until,
            seals: s.seals,
            away_since_ms: s.away_since,
            held: s.held,
        };
        Ok(game)
    }
}

impl Serialize for TimedGame {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        SavedGame::from(self.clone()).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for TimedGame {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<TimedGame, D::Error> {
        let saved = SavedGame::deserialize(deserializer)?;
        TimedGame::try_from(saved).map_err(serde::de::Error::custom)
    }
}

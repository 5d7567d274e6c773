//! Adjournment (Appendix A): the sealed move and its envelope.

use rochade_laws::Color;

/// An adjournment (Appendix A; 2023 Guidelines I): the sealed move's
/// envelope while the game is adjourned, and when the agreed resumption
/// time came (Guidelines I.9), for the default time on resumption (I.10).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Adjournment {
    pub envelope: Option<Envelope>,
    pub resume_ms: Option<u64>,
}

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

//! The arbiter's saved types, written and read by hand in the JSON serde's
//! derives wrote (externally tagged enums, fields in declaration order,
//! the same omitted fields and defaults), so that saves from every earlier
//! version read and new saves read in earlier versions.

use rochade_json::{Error, FromJson, Obj, ToJson, Value, content, no_content, unit_enum};
use rochade_laws::Color;

use crate::offer::OfferCount;
use crate::{
    ClaimBasis, ClaimKind, Computer, DrawAgreement, DrawOffer, Edition, Envelope, GameResult,
    GameSetup, IllegalAction, Mode, OfferLimit, Outcome, Penalty, QuickplayClaim, Reason,
    ReferredClaim, Resumption, TakeBackRequest, Unrecorded,
};

/// `Color` as `"white"` / `"black"` (the rules crate's type has no JSON of
/// its own); `"w"` / `"b"` also read, as they did.
pub(crate) fn color(c: Color) -> Value {
    Value::unit(c.fold("white", "black"))
}

/// The colour of a field written by [`color`].
pub(crate) fn read_color(v: &Value) -> Result<Color, Error> {
    match v {
        Value::String(s) => match s.as_str() {
            "white" | "w" => Ok(Color::White),
            "black" | "b" => Ok(Color::Black),
            other => Err(Error::data(format!(
                "not a colour: {}",
                rochade_laws::quoted(other)
            ))),
        },
        other => Err(Error::invalid(other, "a string")),
    }
}

/// `Option<Color>`: a colour or `null`.
pub(crate) fn opt_color(c: Option<Color>) -> Value {
    c.map_or(Value::Null, color)
}

/// An optional colour field (missing: none).
pub(crate) fn read_opt_color(v: Option<&Value>) -> Result<Option<Color>, Error> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(v) => read_color(v).map(Some),
    }
}

/// A required colour field.
pub(crate) fn req_color(f: &rochade_json::Fields<'_>, name: &str) -> Result<Color, Error> {
    read_color(f.get(name).ok_or_else(|| Error::missing(name))?)
}

unit_enum!(Edition, Fide1997, Fide2001, Fide2023);
unit_enum!(Mode, Casual, Strict);
unit_enum!(ClaimKind, Repetition, FiftyMoves);
unit_enum!(ClaimBasis, CannotWin, NoEffort, Both);
unit_enum!(
    IllegalAction,
    Move,
    PromotionNotReplaced,
    ClockWithoutMove,
    TwoHands
);
unit_enum!(
    Reason,
    Checkmate,
    Resignation,
    Stalemate,
    DeadPosition,
    Agreement,
    Repetition,
    FiftyMoves,
    FlagFall,
    FlagFallOpponentCannotMate,
    FlagFallNoMatingPotential,
    BothFlagsFallen,
    IllegalMoves,
    QuickplayFinish,
    InvalidSealedMove,
    ArbiterDecision,
    FivefoldRepetition,
    SeventyFiveMoves,
    ResignationOpponentCannotMate,
    IllegalMovesOpponentCannotMate,
    LostByDefault,
);

impl ToJson for Penalty {
    fn to_json(&self) -> Value {
        match *self {
            Penalty::Warning => Value::unit("Warning"),
            Penalty::IncreaseOpponentTime(ms) => {
                Value::tagged("IncreaseOpponentTime", ms.to_json())
            }
            Penalty::ReduceTime(ms) => Value::tagged("ReduceTime", ms.to_json()),
            Penalty::LoseGame => Value::unit("LoseGame"),
        }
    }
}

impl FromJson for Penalty {
    fn from_json(v: &Value) -> Result<Penalty, Error> {
        let (name, c) = v.variant()?;
        match name {
            "Warning" => no_content(c).map(|()| Penalty::Warning),
            "LoseGame" => no_content(c).map(|()| Penalty::LoseGame),
            "IncreaseOpponentTime" => {
                Ok(Penalty::IncreaseOpponentTime(u64::from_json(content(c)?)?))
            }
            "ReduceTime" => Ok(Penalty::ReduceTime(u64::from_json(content(c)?)?)),
            other => Err(Error::unknown_variant(other)),
        }
    }
}

impl ToJson for DrawAgreement {
    fn to_json(&self) -> Value {
        match *self {
            DrawAgreement::Allowed => Value::unit("Allowed"),
            DrawAgreement::NotBefore { moves } => {
                Value::tagged("NotBefore", Obj::new().field("moves", &moves).done())
            }
            DrawAgreement::Never => Value::unit("Never"),
        }
    }
}

impl FromJson for DrawAgreement {
    fn from_json(v: &Value) -> Result<DrawAgreement, Error> {
        let (name, c) = v.variant()?;
        match name {
            "Allowed" => no_content(c).map(|()| DrawAgreement::Allowed),
            "Never" => no_content(c).map(|()| DrawAgreement::Never),
            "NotBefore" => Ok(DrawAgreement::NotBefore {
                moves: content(c)?.fields("struct variant")?.req("moves")?,
            }),
            other => Err(Error::unknown_variant(other)),
        }
    }
}

/// `GameResult` as its variant name, as saved before the type moved to the
/// rules crate.
fn result_name(r: GameResult) -> &'static str {
    match r {
        GameResult::WhiteWins => "WhiteWins",
        GameResult::BlackWins => "BlackWins",
        GameResult::Draw => "Draw",
    }
}

fn read_result(v: &Value) -> Result<GameResult, Error> {
    let (name, c) = v.variant()?;
    no_content(c)?;
    [
        GameResult::WhiteWins,
        GameResult::BlackWins,
        GameResult::Draw,
    ]
    .into_iter()
    .find(|r| result_name(*r) == name)
    .ok_or_else(|| Error::unknown_variant(name))
}

impl ToJson for Outcome {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("result", &Value::unit(result_name(self.result)))
            .field("reason", &self.reason)
            .done()
    }
}

impl FromJson for Outcome {
    fn from_json(v: &Value) -> Result<Outcome, Error> {
        let f = v.fields("struct Outcome")?;
        Ok(Outcome {
            result: read_result(f.get("result").ok_or_else(|| Error::missing("result"))?)?,
            reason: f.req("reason")?,
        })
    }
}

impl ToJson for DrawOffer {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("by", &color(self.by))
            .field("at_ply", &self.at_ply)
            .field("from_claim", &self.from_claim)
            .done()
    }
}

impl FromJson for DrawOffer {
    fn from_json(v: &Value) -> Result<DrawOffer, Error> {
        let f = v.fields("struct DrawOffer")?;
        Ok(DrawOffer {
            by: req_color(&f, "by")?,
            at_ply: f.req("at_ply")?,
            from_claim: f.req("from_claim")?,
        })
    }
}

impl ToJson for OfferCount {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("made", &self.made)
            .field("last_declined_ply", &self.last_declined_ply)
            .done()
    }
}

impl FromJson for OfferCount {
    fn from_json(v: &Value) -> Result<OfferCount, Error> {
        let f = v.fields("struct OfferCount")?;
        Ok(OfferCount {
            made: f.req("made")?,
            last_declined_ply: f.req("last_declined_ply")?,
        })
    }
}

impl ToJson for TakeBackRequest {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("by", &color(self.by))
            .field("at_ply", &self.at_ply)
            .done()
    }
}

impl FromJson for TakeBackRequest {
    fn from_json(v: &Value) -> Result<TakeBackRequest, Error> {
        let f = v.fields("struct TakeBackRequest")?;
        Ok(TakeBackRequest {
            by: req_color(&f, "by")?,
            at_ply: f.req("at_ply")?,
        })
    }
}

impl ToJson for QuickplayClaim {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("by", &color(self.by))
            .field("postponed", &self.postponed)
            .field("flag_fell", &self.flag_fell)
            .done()
    }
}

impl FromJson for QuickplayClaim {
    fn from_json(v: &Value) -> Result<QuickplayClaim, Error> {
        let f = v.fields("struct QuickplayClaim")?;
        Ok(QuickplayClaim {
            by: req_color(&f, "by")?,
            postponed: f.req("postponed")?,
            flag_fell: f.req("flag_fell")?,
        })
    }
}

impl ToJson for ReferredClaim {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("by", &color(self.by))
            .field("basis", &self.basis)
            .done()
    }
}

impl FromJson for ReferredClaim {
    fn from_json(v: &Value) -> Result<ReferredClaim, Error> {
        let f = v.fields("struct ReferredClaim")?;
        Ok(ReferredClaim {
            by: req_color(&f, "by")?,
            basis: f.req("basis")?,
        })
    }
}

impl ToJson for Resumption {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("date", &self.date)
            .field("time", &self.time)
            .field("venue", &self.venue)
            .done()
    }
}

impl FromJson for Resumption {
    fn from_json(v: &Value) -> Result<Resumption, Error> {
        let f = v.fields("struct Resumption")?;
        Ok(Resumption {
            date: f.req("date")?,
            time: f.req("time")?,
            venue: f.req("venue")?,
        })
    }
}

impl ToJson for Envelope {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("white", &self.white)
            .field("black", &self.black)
            .field("position_fen", &self.position_fen)
            .field("time_used_ms", &self.time_used_ms)
            .field("remaining_ms", &self.remaining_ms)
            .field("sealed_by", &color(self.sealed_by))
            .field("move_number", &self.move_number)
            .field("draw_offer_by", &opt_color(self.draw_offer_by))
            .field("resumption", &self.resumption)
            .field("sealed_move", &self.sealed_move)
            .done()
    }
}

impl FromJson for Envelope {
    fn from_json(v: &Value) -> Result<Envelope, Error> {
        let f = v.fields("struct Envelope")?;
        Ok(Envelope {
            white: f.req("white")?,
            black: f.req("black")?,
            position_fen: f.req("position_fen")?,
            time_used_ms: f.req("time_used_ms")?,
            remaining_ms: f.req("remaining_ms")?,
            sealed_by: req_color(&f, "sealed_by")?,
            move_number: f.req("move_number")?,
            draw_offer_by: read_opt_color(f.get("draw_offer_by"))?,
            resumption: f.req("resumption")?,
            sealed_move: f.req("sealed_move")?,
        })
    }
}

impl ToJson for Unrecorded {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("by", &color(self.by))
            .field("clock_ms", &self.clock_ms)
            .field("move_ms", &self.move_ms)
            .done()
    }
}

impl FromJson for Unrecorded {
    fn from_json(v: &Value) -> Result<Unrecorded, Error> {
        let f = v.fields("struct Unrecorded")?;
        Ok(Unrecorded {
            by: req_color(&f, "by")?,
            clock_ms: f.or_default("clock_ms")?,
            move_ms: f.or_default("move_ms")?,
        })
    }
}

impl ToJson for OfferLimit {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("max_per_player", &self.max_per_player)
            .field("moves_between", &self.moves_between)
            .done()
    }
}

impl FromJson for OfferLimit {
    fn from_json(v: &Value) -> Result<OfferLimit, Error> {
        let f = v.fields("struct OfferLimit")?;
        Ok(OfferLimit {
            max_per_player: f.req("max_per_player")?,
            moves_between: f.req("moves_between")?,
        })
    }
}

impl ToJson for Computer {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("side", &color(self.side))
            .field("level", &self.level)
            .done()
    }
}

impl FromJson for Computer {
    fn from_json(v: &Value) -> Result<Computer, Error> {
        let f = v.fields("struct Computer")?;
        Ok(Computer {
            side: req_color(&f, "side")?,
            level: f.req("level")?,
        })
    }
}

impl ToJson for GameSetup {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("white", &self.white)
            .field("black", &self.black)
            .field("event", &self.event)
            .field("site", &self.site)
            .field("date", &self.date)
            .field("round", &self.round)
            .field("time_control", &self.time_control)
            .field("edition", &self.edition)
            .field("mode", &self.mode)
            .field(
                "blitz_mating_potential_rule",
                &self.blitz_mating_potential_rule,
            )
            .field("offer_limit", &self.offer_limit)
            .field_if(
                self.draw_agreement != DrawAgreement::Allowed,
                "draw_agreement",
                &self.draw_agreement,
            )
            .field("guidelines_iii", &self.guidelines_iii)
            .field_if(
                self.default_time_ms.is_some(),
                "default_time_ms",
                &self.default_time_ms,
            )
            .field("fen", &self.fen)
            .field_if(self.chess960, "chess960", &self.chess960)
            .field("tags", &self.tags)
            .field_if(self.computer.is_some(), "computer", &self.computer)
            .done()
    }
}

impl FromJson for GameSetup {
    /// Every field may be missing and takes [`GameSetup::default`]'s value
    /// (serde's container default), except the edition: a setup without
    /// one was written when 2001 was the default ([`Edition::LEGACY`]).
    fn from_json(v: &Value) -> Result<GameSetup, Error> {
        let f = v.fields("struct GameSetup")?;
        let d = GameSetup::default();
        Ok(GameSetup {
            white: f.or_else("white", || d.white)?,
            black: f.or_else("black", || d.black)?,
            event: f.or_else("event", || d.event)?,
            site: f.or_else("site", || d.site)?,
            date: f.or_else("date", || d.date)?,
            round: f.or_else("round", || d.round)?,
            time_control: f.or_else("time_control", || d.time_control)?,
            edition: f.or_else("edition", || Edition::LEGACY)?,
            mode: f.or_else("mode", || d.mode)?,
            blitz_mating_potential_rule: f.or_else("blitz_mating_potential_rule", || {
                d.blitz_mating_potential_rule
            })?,
            offer_limit: f.or_else("offer_limit", || d.offer_limit)?,
            draw_agreement: f.or_else("draw_agreement", || d.draw_agreement)?,
            guidelines_iii: f.or_else("guidelines_iii", || d.guidelines_iii)?,
            default_time_ms: f.or_else("default_time_ms", || d.default_time_ms)?,
            fen: f.or_else("fen", || d.fen)?,
            chess960: f.or_else("chess960", || d.chess960)?,
            tags: f.or_else("tags", || d.tags)?,
            computer: f.or_else("computer", || d.computer)?,
        })
    }
}

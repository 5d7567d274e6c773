//! The clock's saved form, written and read by hand in the JSON serde's
//! derives wrote (externally tagged enums, fields in declaration order),
//! so that clocks saved by every earlier version read.

use rochade_json::{Error, FromJson, Obj, ToJson, Value, content, no_content};

use crate::clock::{SideState, State};
use crate::{Clock, ClockOptions, Ledger, PerMove, Period, Phase, Side, TimeControl};

rochade_json::unit_enum!(Side, White, Black);
rochade_json::unit_enum!(Phase, NotStarted, Running, Paused, Frozen);

impl ToJson for PerMove {
    fn to_json(&self) -> Value {
        match *self {
            PerMove::None => Value::unit("None"),
            PerMove::Increment {
                ms,
                before_first_move,
            } => Value::tagged(
                "Increment",
                Obj::new()
                    .field("ms", &ms)
                    .field("before_first_move", &before_first_move)
                    .done(),
            ),
            PerMove::Delay { ms } => Value::tagged("Delay", Obj::new().field("ms", &ms).done()),
            PerMove::Bronstein { ms } => {
                Value::tagged("Bronstein", Obj::new().field("ms", &ms).done())
            }
        }
    }
}

impl FromJson for PerMove {
    fn from_json(v: &Value) -> Result<PerMove, Error> {
        let (name, c) = v.variant()?;
        if name == "None" {
            no_content(c)?;
            return Ok(PerMove::None);
        }
        let f = content(c)?.fields("struct variant")?;
        match name {
            "Increment" => Ok(PerMove::Increment {
                ms: f.req("ms")?,
                before_first_move: f.req("before_first_move")?,
            }),
            "Delay" => Ok(PerMove::Delay { ms: f.req("ms")? }),
            "Bronstein" => Ok(PerMove::Bronstein { ms: f.req("ms")? }),
            other => Err(Error::unknown_variant(other)),
        }
    }
}

impl ToJson for Period {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("base_ms", &self.base_ms)
            .field("moves", &self.moves)
            .field("per_move", &self.per_move)
            .done()
    }
}

impl FromJson for Period {
    fn from_json(v: &Value) -> Result<Period, Error> {
        let f = v.fields("struct Period")?;
        Ok(Period {
            base_ms: f.req("base_ms")?,
            moves: f.req("moves")?,
            per_move: f.req("per_move")?,
        })
    }
}

impl ToJson for TimeControl {
    fn to_json(&self) -> Value {
        match self {
            TimeControl::Unknown => Value::unit("Unknown"),
            TimeControl::Untimed => Value::unit("Untimed"),
            TimeControl::Periods(p) => Value::tagged("Periods", p.to_json()),
            TimeControl::Hourglass { base_ms } => {
                Value::tagged("Hourglass", Obj::new().field("base_ms", base_ms).done())
            }
        }
    }
}

impl FromJson for TimeControl {
    fn from_json(v: &Value) -> Result<TimeControl, Error> {
        let (name, c) = v.variant()?;
        match name {
            "Unknown" => no_content(c).map(|()| TimeControl::Unknown),
            "Untimed" => no_content(c).map(|()| TimeControl::Untimed),
            "Periods" => Ok(TimeControl::Periods(FromJson::from_json(content(c)?)?)),
            "Hourglass" => Ok(TimeControl::Hourglass {
                base_ms: content(c)?.fields("struct variant")?.req("base_ms")?,
            }),
            other => Err(Error::unknown_variant(other)),
        }
    }
}

impl ToJson for ClockOptions {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("first_to_move", &self.first_to_move)
            .field("play_on_after_flag", &self.play_on_after_flag)
            .done()
    }
}

impl FromJson for ClockOptions {
    fn from_json(v: &Value) -> Result<ClockOptions, Error> {
        let f = v.fields("struct ClockOptions")?;
        Ok(ClockOptions {
            first_to_move: f.req("first_to_move")?,
            play_on_after_flag: f.req("play_on_after_flag")?,
        })
    }
}

impl ToJson for Ledger {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("allotted_ms", &self.allotted_ms)
            .field("bonus_ms", &self.bonus_ms)
            .field("received_ms", &self.received_ms)
            .field("added_ms", &self.added_ms)
            .field("removed_ms", &self.removed_ms)
            .field("used_ms", &self.used_ms)
            .field("delay_ms", &self.delay_ms)
            .field("overtime_ms", &self.overtime_ms)
            .done()
    }
}

impl FromJson for Ledger {
    fn from_json(v: &Value) -> Result<Ledger, Error> {
        let f = v.fields("struct Ledger")?;
        Ok(Ledger {
            allotted_ms: f.req("allotted_ms")?,
            bonus_ms: f.req("bonus_ms")?,
            received_ms: f.req("received_ms")?,
            added_ms: f.req("added_ms")?,
            removed_ms: f.req("removed_ms")?,
            used_ms: f.req("used_ms")?,
            delay_ms: f.req("delay_ms")?,
            overtime_ms: f.req("overtime_ms")?,
        })
    }
}

impl ToJson for SideState {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("remaining_ms", &self.remaining_ms)
            .field("delay_left_ms", &self.delay_left_ms)
            .field("moves", &self.moves)
            .field("move_elapsed_ms", &self.move_elapsed_ms)
            .field("move_used_ms", &self.move_used_ms)
            .field("flag_at_ms", &self.flag_at_ms)
            .field("ledger", &self.ledger)
            .done()
    }
}

impl FromJson for SideState {
    fn from_json(v: &Value) -> Result<SideState, Error> {
        let f = v.fields("struct SideState")?;
        Ok(SideState {
            remaining_ms: f.req("remaining_ms")?,
            delay_left_ms: f.req("delay_left_ms")?,
            moves: f.req("moves")?,
            move_elapsed_ms: f.req("move_elapsed_ms")?,
            move_used_ms: f.req("move_used_ms")?,
            flag_at_ms: f.req("flag_at_ms")?,
            ledger: f.req("ledger")?,
        })
    }
}

impl ToJson for State {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("phase", &self.phase)
            .field("to_move", &self.to_move)
            .field("last_ms", &self.last_ms)
            .field("sides", &self.sides)
            .field("first_flag", &self.first_flag)
            .field("extra_increment_ms", &self.extra_increment_ms)
            .done()
    }
}

impl FromJson for State {
    fn from_json(v: &Value) -> Result<State, Error> {
        let f = v.fields("struct State")?;
        Ok(State {
            phase: f.req("phase")?,
            to_move: f.req("to_move")?,
            last_ms: f.req("last_ms")?,
            sides: f.req("sides")?,
            first_flag: f.req("first_flag")?,
            // Added with the extra increment (2023 Guidelines III.4).
            extra_increment_ms: f.or_default("extra_increment_ms")?,
        })
    }
}

impl ToJson for Clock {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("control", &self.control)
            .field("options", &self.options)
            .field("state", &self.state)
            .done()
    }
}

impl FromJson for Clock {
    /// A saved clock whose control is not valid is refused, as every clock
    /// built is validated.
    fn from_json(v: &Value) -> Result<Clock, Error> {
        let f = v.fields("struct Clock")?;
        let control: TimeControl = f.req("control")?;
        control.validate().map_err(|e| Error::data(e.to_string()))?;
        Ok(Clock {
            control,
            options: f.req("options")?,
            state: f.req("state")?,
        })
    }
}

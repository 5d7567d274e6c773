//! The wire's JSON, written and read by hand in the form serde's derives
//! wrote (externally tagged enums, fields in declaration order, a level as
//! its number), so that the page and its worker need no serde: a derive's
//! visitors cost more bytes than the whole engine's wire.

use rochade_json::{Error, FromJson, Obj, ToJson, Value, content, no_content};

use crate::wire::{FromWorker, Job, SearchRequest, SearchResponse};
use crate::{Level, Limits, Score, TimeLimit};

impl ToJson for Level {
    fn to_json(&self) -> Value {
        self.number().to_json()
    }
}

impl FromJson for Level {
    fn from_json(v: &Value) -> Result<Level, Error> {
        Level::try_from(u8::from_json(v)?).map_err(Error::data)
    }
}

/// An `i32` as serde writes and reads it (the json crate knows `i64`).
fn int(v: &Value) -> Result<i32, Error> {
    let n = i64::from_json(v)?;
    i32::try_from(n).map_err(|_| Error::data(format!("invalid value: integer `{n}`, expected i32")))
}

impl ToJson for Score {
    fn to_json(&self) -> Value {
        match *self {
            Score::Cp(c) => Value::tagged("Cp", i64::from(c).to_json()),
            Score::Mate(n) => Value::tagged("Mate", i64::from(n).to_json()),
        }
    }
}

impl FromJson for Score {
    fn from_json(v: &Value) -> Result<Score, Error> {
        let (name, c) = v.variant()?;
        match name {
            "Cp" => Ok(Score::Cp(int(content(c)?)?)),
            "Mate" => Ok(Score::Mate(int(content(c)?)?)),
            other => Err(Error::unknown_variant(other)),
        }
    }
}

impl ToJson for TimeLimit {
    fn to_json(&self) -> Value {
        match *self {
            TimeLimit::Infinite => Value::unit("Infinite"),
            TimeLimit::MoveTime(ms) => Value::tagged("MoveTime", ms.to_json()),
            TimeLimit::Clock {
                remaining_ms,
                increment_ms,
                moves_to_go,
            } => Value::tagged(
                "Clock",
                Obj::new()
                    .field("remaining_ms", &remaining_ms)
                    .field("increment_ms", &increment_ms)
                    .field("moves_to_go", &moves_to_go)
                    .done(),
            ),
        }
    }
}

impl FromJson for TimeLimit {
    fn from_json(v: &Value) -> Result<TimeLimit, Error> {
        let (name, c) = v.variant()?;
        match name {
            "Infinite" => no_content(c).map(|()| TimeLimit::Infinite),
            "MoveTime" => Ok(TimeLimit::MoveTime(u64::from_json(content(c)?)?)),
            "Clock" => {
                let f = content(c)?.fields("struct variant TimeLimit::Clock")?;
                Ok(TimeLimit::Clock {
                    remaining_ms: f.req("remaining_ms")?,
                    increment_ms: f.req("increment_ms")?,
                    moves_to_go: f.req("moves_to_go")?,
                })
            }
            other => Err(Error::unknown_variant(other)),
        }
    }
}

impl ToJson for Limits {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("time", &self.time)
            .field("depth", &self.depth)
            .field("nodes", &self.nodes)
            .done()
    }
}

impl FromJson for Limits {
    fn from_json(v: &Value) -> Result<Limits, Error> {
        let f = v.fields("struct Limits")?;
        Ok(Limits {
            time: f.req("time")?,
            depth: f.req("depth")?,
            nodes: f.req("nodes")?,
        })
    }
}

impl ToJson for SearchRequest {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("start_fen", &self.start_fen)
            .field("moves", &self.moves)
            .field("level", &self.level)
            .field("limits", &self.limits)
            .field("seed", &self.seed)
            .done()
    }
}

impl FromJson for SearchRequest {
    fn from_json(v: &Value) -> Result<SearchRequest, Error> {
        let f = v.fields("struct SearchRequest")?;
        Ok(SearchRequest {
            start_fen: f.req("start_fen")?,
            moves: f.req("moves")?,
            level: f.req("level")?,
            limits: f.req("limits")?,
            seed: f.req("seed")?,
        })
    }
}

impl ToJson for SearchResponse {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("best", &self.best)
            .field("score", &self.score)
            .field("depth", &self.depth)
            .field("nodes", &self.nodes)
            .field("time_ms", &self.time_ms)
            .field("min_reply_ms", &self.min_reply_ms)
            .done()
    }
}

impl FromJson for SearchResponse {
    fn from_json(v: &Value) -> Result<SearchResponse, Error> {
        let f = v.fields("struct SearchResponse")?;
        Ok(SearchResponse {
            best: f.req("best")?,
            score: f.req("score")?,
            depth: f.req("depth")?,
            nodes: f.req("nodes")?,
            time_ms: f.req("time_ms")?,
            min_reply_ms: f.req("min_reply_ms")?,
        })
    }
}

impl ToJson for Job {
    fn to_json(&self) -> Value {
        Obj::new()
            .field("id", &self.id)
            .field("request", &self.request)
            .done()
    }
}

impl FromJson for Job {
    fn from_json(v: &Value) -> Result<Job, Error> {
        let f = v.fields("struct Job")?;
        Ok(Job {
            id: f.req("id")?,
            request: f.req("request")?,
        })
    }
}

impl ToJson for FromWorker {
    fn to_json(&self) -> Value {
        match self {
            FromWorker::Ready => Value::unit("Ready"),
            FromWorker::Done { id, response } => Value::tagged(
                "Done",
                Obj::new()
                    .field("id", id)
                    .field("response", response)
                    .done(),
            ),
            FromWorker::Failed { id, error } => Value::tagged(
                "Failed",
                Obj::new().field("id", id).field("error", error).done(),
            ),
        }
    }
}

impl FromJson for FromWorker {
    fn from_json(v: &Value) -> Result<FromWorker, Error> {
        let (name, c) = v.variant()?;
        match name {
            "Ready" => no_content(c).map(|()| FromWorker::Ready),
            "Done" => {
                let f = content(c)?.fields("struct variant FromWorker::Done")?;
                Ok(FromWorker::Done {
                    id: f.req("id")?,
                    response: f.req("response")?,
                })
            }
            "Failed" => {
                let f = content(c)?.fields("struct variant FromWorker::Failed")?;
                Ok(FromWorker::Failed {
                    id: f.req("id")?,
                    error: f.req("error")?,
                })
            }
            other => Err(Error::unknown_variant(other)),
        }
    }
}

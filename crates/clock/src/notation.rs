//! The PGN `TimeControl` tag and a human description of a control.
//!
//! PGN (section 9.6.1 of the standard) writes a control as fields separated
//! by `:`; each field is one of
//!
//! * `?` — unknown, `-` — no time control (alone in the tag);
//! * `moves/seconds` — a period of `moves` moves (`40/5400`);
//! * `seconds` — sudden death (`1800`);
//! * `seconds+increment` — sudden death with Fischer increment (`300+2`);
//! * `*seconds` — hourglass / sandclock (`*60`, alone in the tag).
//!
//! Rochade reads and writes two extensions so that every control survives a
//! round trip: an increment may also follow a counted period
//! (`40/5400+30`, as in FIDE's own `40/5400+30:1800+30`), `d` introduces a
//! delay (`300d5`, Art. 6.2 time delay mode) and `b` a Bronstein delay
//! (`300b5`); and seconds may have up to three decimals (`0.5`). Whether an
//! increment is also added before move 1 cannot be written in PGN: a tag is
//! read without it (see
//! [`TimeControl::with_increment_before_first_move`]).

use core::fmt::{self, Write as _};
use core::str::FromStr;

use crate::{ParseTimeControlError, PerMove, Period, TimeControl};

impl FromStr for TimeControl {
    type Err = ParseTimeControlError;

    /// Reads a PGN `TimeControl` tag.
    ///
    /// ```
    /// use rochade_clock::{TimeControl, Period, PerMove};
    /// assert_eq!("?".parse::<TimeControl>()?, TimeControl::Unknown);
    /// assert_eq!("-".parse::<TimeControl>()?, TimeControl::Untimed);
    /// assert_eq!("*60".parse::<TimeControl>()?, TimeControl::Hourglass { base_ms: 60_000 });
    /// assert_eq!("300+2".parse::<TimeControl>()?, TimeControl::fischer(300_000, 2_000));
    /// assert!("0".parse::<TimeControl>().is_err()); // zero-minute sudden death
    /// assert!("0/5400".parse::<TimeControl>().is_err()); // 0 moves
    /// # Ok::<(), rochade_clock::ParseTimeControlError>(())
    /// ```
    fn from_str(s: &str) -> Result<TimeControl, ParseTimeControlError> {
        let s = s.trim();
        match s {
            "" => return Err(ParseTimeControlError::Empty),
            "?" => return Ok(TimeControl::Unknown),
            "-" => return Ok(TimeControl::Untimed),
            _ => {}
        }
        if let Some(rest) = s.strip_prefix('*') {
            let base_ms = parse_seconds(rest, s)?;
            let tc = TimeControl::Hourglass { base_ms };
            tc.validate()?;
            return Ok(tc);
        }
        let mut periods = Vec::new();
        for field in s.split(':') {
            periods.push(parse_period(field.trim())?);
        }
        let tc = TimeControl::Periods(periods);
        tc.validate()?;
        Ok(tc)
    }
}

fn syntax(field: &str) -> ParseTimeControlError {
    ParseTimeControlError::Syntax {
        field: field.to_owned(),
    }
}

fn overflow(field: &str) -> ParseTimeControlError {
    ParseTimeControlError::Overflow {
        field: field.to_owned(),
    }
}

fn parse_period(field: &str) -> Result<Period, ParseTimeControlError> {
    let (moves, rest) = match field.split_once('/') {
        Some((m, rest)) => {
            if m.is_empty() || !m.bytes().all(|b| b.is_ascii_digit()) {
                return Err(syntax(field));
            }
            let moves: u32 = m.parse().map_err(|_| overflow(field))?;
            (Some(moves), rest)
        }
        None => (None, field),
    };
    let (base, per_move) = match rest.find(['+', 'd', 'b']) {
        Some(i) => {
            let (base, tail) = rest.split_at(i);
            let (kind, amount) = tail.split_at(1);
            let ms = parse_seconds(amount, field)?;
            let per_move = match kind {
                "+" => PerMove::increment(ms),
                "d" => PerMove::Delay { ms },
                _ => PerMove::Bronstein { ms },
            };
            (base, per_move)
        }
        None => (rest, PerMove::None),
    };
    let base_ms = parse_seconds(base, field)?;
    Ok(Period::new(base_ms, moves, per_move))
}

/// Reads `seconds[.fraction]` (up to three decimals) as milliseconds.
fn parse_seconds(s: &str, field: &str) -> Result<u64, ParseTimeControlError> {
    let (whole, frac) = match s.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (s, None),
    };
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return Err(syntax(field));
    }
    let secs: u64 = whole.parse().map_err(|_| overflow(field))?;
    let mut ms = secs.checked_mul(1000).ok_or_else(|| overflow(field))?;
    if let Some(frac) = frac {
        if frac.is_empty() || frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
            return Err(syntax(field));
        }
        // Pad to milliseconds: "5" -> "500", "25" -> "250".
        let padded = format!("{frac:0<3}");
        let extra: u64 = padded.parse().map_err(|_| syntax(field))?;
        ms = ms.checked_add(extra).ok_or_else(|| overflow(field))?;
    }
    Ok(ms)
}

/// Writes milliseconds as PGN seconds, with decimals only when needed.
fn write_seconds(f: &mut impl fmt::Write, ms: u64) -> fmt::Result {
    write!(f, "{}", ms / 1000)?;
    let frac = ms % 1000;
    if frac != 0 {
        let digits = format!("{frac:03}");
        write!(f, ".{}", digits.trim_end_matches('0'))?;
    }
    Ok(())
}

impl fmt::Display for Period {
    /// The PGN field for this period (`40/5400+30`, `300d5`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(m) = self.moves {
            write!(f, "{m}/")?;
        }
        write_seconds(f, self.base_ms)?;
        match self.per_move {
            PerMove::None => Ok(()),
            PerMove::Increment { ms, .. } => {
                f.write_char('+')?;
                write_seconds(f, ms)
            }
            PerMove::Delay { ms } => {
                f.write_char('d')?;
                write_seconds(f, ms)
            }
            PerMove::Bronstein { ms } => {
                f.write_char('b')?;
                write_seconds(f, ms)
            }
        }
    }
}

impl fmt::Display for TimeControl {
    /// Writes the PGN `TimeControl` tag.
    ///
    /// ```
    /// use rochade_clock::TimeControl;
    /// for tag in ["40/5400+30:1800+30", "300+2", "-", "?", "*60", "40/7200:20/3600:1800", "300d5", "0.5+0.25"] {
    ///     assert_eq!(tag.parse::<TimeControl>()?.to_string(), tag);
    /// }
    /// # Ok::<(), rochade_clock::ParseTimeControlError>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::Unknown => f.write_char('?'),
            TimeControl::Untimed => f.write_char('-'),
            TimeControl::Hourglass { base_ms } => {
                f.write_char('*')?;
                write_seconds(f, *base_ms)
            }
            TimeControl::Periods(periods) => {
                for (i, p) in periods.iter().enumerate() {
                    if i > 0 {
                        f.write_char(':')?;
                    }
                    write!(f, "{p}")?;
                }
                Ok(())
            }
        }
    }
}

/// A duration for people: `90 min`, `2 h`, `30 s`, `2 min 30 s`, `1.5 s`.
///
/// ```
/// use rochade_clock::describe_duration;
/// assert_eq!(describe_duration(5_400_000), "90 min");
/// assert_eq!(describe_duration(7_200_000), "2 h");
/// assert_eq!(describe_duration(30_000), "30 s");
/// assert_eq!(describe_duration(150_000), "2 min 30 s");
/// assert_eq!(describe_duration(1_500), "1.5 s");
/// ```
#[must_use]
pub fn describe_duration(ms: u64) -> String {
    let mut out = String::new();
    if ms != 0 && ms % 3_600_000 == 0 {
        let _ = write!(out, "{} h", ms / 3_600_000);
    } else if ms != 0 && ms % 60_000 == 0 {
        let _ = write!(out, "{} min", ms / 60_000);
    } else {
        let minutes = ms / 60_000;
        if minutes > 0 {
            let _ = write!(out, "{minutes} min ");
        }
        let _ = write_seconds(&mut out, ms % 60_000);
        out.push_str(" s");
    }
    out
}

/// The words of a time control's description in one language.
///
/// [`TimeControl::describe_in`] builds the sentence from them, so every
/// language says the same facts in the same order (Art. 6.2: periods,
/// moves, increment or delay); [`TimeControl::describe`] is the English.
/// Durations come as milliseconds ([`describe_duration`] words them the
/// same in the crate's languages).
pub trait ControlWords {
    /// PGN `?`: the control is not known.
    fn unknown(&self) -> String;
    /// PGN `-`: no time control.
    fn untimed(&self) -> String;
    /// An hourglass with `base_ms` on each clock.
    fn hourglass(&self, base_ms: u64) -> String;
    /// One period: `base_ms` for `moves` moves, or for the rest of the
    /// game (`None`, sudden death).
    fn period(&self, base_ms: u64, moves: Option<u32>) -> String;
    /// What a player receives per move; never [`PerMove::None`].
    fn per_move(&self, per_move: PerMove) -> String;
    /// The last period repeats (it has a move count, Art. 6.2).
    fn repeating(&self) -> String;
    /// A list of periods that is empty, which no valid control has.
    fn no_periods(&self) -> String;
}

/// The crate's English words.
struct English;

impl ControlWords for English {
    fn unknown(&self) -> String {
        "unknown time control".to_owned()
    }

    fn untimed(&self) -> String {
        "no time control".to_owned()
    }

    fn hourglass(&self, base_ms: u64) -> String {
        format!("hourglass, {} each", describe_duration(base_ms))
    }

    fn period(&self, base_ms: u64, moves: Option<u32>) -> String {
        let base = describe_duration(base_ms);
        match moves {
            Some(1) => format!("{base} / 1 move"),
            Some(m) => format!("{base} / {m} moves"),
            None => base,
        }
    }

    fn per_move(&self, per_move: PerMove) -> String {
        match per_move {
            PerMove::None => String::new(),
            PerMove::Increment {
                ms,
                before_first_move,
            } => format!(
                "+{} per move{}",
                describe_duration(ms),
                if before_first_move {
                    " from move 1"
                } else {
                    ""
                }
            ),
            PerMove::Delay { ms } => format!("{} delay per move", describe_duration(ms)),
            PerMove::Bronstein { ms } => {
                format!("{} Bronstein delay per move", describe_duration(ms))
            }
        }
    }

    fn repeating(&self) -> String {
        "last period repeating".to_owned()
    }

    fn no_periods(&self) -> String {
        "no periods".to_owned()
    }
}

impl TimeControl {
    /// A compact human description.
    ///
    /// ```
    /// use rochade_clock::{presets, TimeControl};
    /// let fide = &presets()[0].control;
    /// assert_eq!(fide.describe(), "90 min / 40 moves + 30 min, +30 s per move from move 1");
    /// let old: TimeControl = "40/7200:20/3600:1800".parse()?;
    /// assert_eq!(old.describe(), "2 h / 40 moves + 1 h / 20 moves + 30 min");
    /// let blitz: TimeControl = "180+2".parse()?;
    /// assert_eq!(blitz.describe(), "3 min, +2 s per move");
    /// # Ok::<(), rochade_clock::ParseTimeControlError>(())
    /// ```
    #[must_use]
    pub fn describe(&self) -> String {
        self.describe_in(&English)
    }

    /// The description in `words`' language: the periods joined by ` + `,
    /// each with its own per-move rule in brackets only where the periods
    /// differ in it; then whether the last period repeats; then the
    /// per-move rule all periods share.
    #[must_use]
    pub fn describe_in(&self, words: &impl ControlWords) -> String {
        match self {
            TimeControl::Unknown => words.unknown(),
            TimeControl::Untimed => words.untimed(),
            TimeControl::Hourglass { base_ms } => words.hourglass(*base_ms),
            TimeControl::Periods(periods) => {
                let uniform = periods
                    .first()
                    .map(|p| p.per_move)
                    .filter(|first| periods.iter().all(|p| p.per_move == *first));
                let per_move = |pm: PerMove| (pm != PerMove::None).then(|| words.per_move(pm));
                let mut out = String::new();
                for (i, p) in periods.iter().enumerate() {
                    if i > 0 {
                        out.push_str(" + ");
                    }
                    out.push_str(&words.period(p.base_ms, p.moves));
                    if uniform.is_none() {
                        if let Some(pm) = per_move(p.per_move) {
                            let _ = write!(out, " ({pm})");
                        }
                    }
                }
                if periods.last().is_some_and(|p| p.moves.is_some()) {
                    let _ = write!(out, ", {}", words.repeating());
                }
                if let Some(pm) = uniform.and_then(per_move) {
                    let _ = write!(out, ", {pm}");
                }
                if periods.is_empty() {
                    out.push_str(&words.no_periods());
                }
                out
            }
        }
    }
}

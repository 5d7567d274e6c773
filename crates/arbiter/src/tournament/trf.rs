//! FIDE's Tournament Report File, TRF-2026 and TRF-16 (FIDE Handbook
//! C.04 Annex 2, "Format of TRF (Tournament Report File)"; TRF-2026
//! approved by the FIDE Council on 12 May 2025, applied from 1 September
//! 2025), as Swiss Manager, Vega, bbpPairings and JaVaFo write it. The
//! columns read here are the same in both versions.
//!
//! Read here, by the columns of the format (1-based, inclusive):
//!
//! * `001` player lines: starting rank number 5–8, name 15–47
//!   ("Lastname, Firstname"), FIDE rating 49–52, FIDE number 58–68, and for
//!   each round *r* the opponent's starting rank at 92+10(*r*−1) to
//!   95+10(*r*−1) (`0000` or blank: none), the colour 5 columns on (`w`,
//!   `b`, `-` or blank) and the result 7 columns on (`1 = 0 + - W D L H F
//!   U Z` or blank).
//! * `012` the event's name, `022` its city, `042`/`052` its first and
//!   last date, `132` the rounds' dates (`YY/MM/DD` in the round columns).
//!
//! Every other line (the other `??2` lines, `013` and `310` teams, the
//! `240`–`330` and `801`/`802` team records, national-rating lines, the
//! pairing programs' own `XXR`, `XXC`, `XXP`, `XXS`, `BB?` and Tornelo's
//! `DAT` lines) is read past, and kept as it was when the file is written
//! back: a file with more than Rochade needs is not wrong. Lines whose
//! first three characters are `###` are comments (TRF-2026, Remark 1).
//! Lines end with CR (TRF-2026, Remark 1), LF or CRLF.
//!
//! A round a player is paired in (an opponent and a colour) without a
//! result yet is *open*: it is still to be played.

use std::collections::BTreeMap;

use super::error::{Field, Problem, TournamentError};
use super::model::{Bye, Player};
use super::text;

/// One round of a player line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Cell {
    /// The opponent's starting rank; 0 for none.
    pub opponent: u32,
    /// `Some(true)` white, `Some(false)` black, `None` no colour.
    pub white: Option<bool>,
    /// The result code, if one is written.
    pub result: Option<char>,
}

impl Cell {
    /// Paired, with a colour, and no result yet.
    pub fn open(&self) -> bool {
        self.opponent > 0 && self.white.is_some() && self.result.is_none()
    }
}

/// A TRF file as read.
#[derive(Debug, Clone, Default)]
pub(crate) struct Trf {
    pub event: String,
    pub site: String,
    pub start: Option<String>,
    pub end: Option<String>,
    /// Each round's date, PGN style.
    pub round_dates: BTreeMap<u32, String>,
    pub players: Vec<Player>,
    /// Each player's line number and rounds, in the order of `players`.
    pub lines: Vec<(usize, BTreeMap<u32, Cell>)>,
    /// Each player's points in tenths (columns 81–84; 0 if not a number:
    /// they only order the boards here), in the order of `players`.
    pub points: Vec<u32>,
}

/// The characters `from..=to` (1-based) of `line`, trimmed; empty past
/// its end.
fn cols(line: &[char], from: usize, to: usize) -> String {
    if from > line.len() {
        return String::new();
    }
    line[from - 1..to.min(line.len())]
        .iter()
        .collect::<String>()
        .trim()
        .to_string()
}

/// Whether `line` looks like a TRF record: three characters naming it,
/// then a space (or nothing).
pub(crate) fn is_trf_line(line: &str) -> bool {
    let b = line.as_bytes();
    b.len() >= 3
        && b[..3].iter().all(|c| c.is_ascii_alphanumeric())
        && (b.len() == 3 || b[3] == b' ')
}

/// A date as PGN writes it (`YYYY.MM.DD`), from `YYYY/MM/DD`,
/// `YYYY.MM.DD`, `YYYY-MM-DD`, `DD.MM.YYYY`, `DD/MM/YYYY` or (`132`)
/// `YY/MM/DD`; `None` for anything else (dates are informative in TRF-16).
pub(crate) fn pgn_date(text: &str) -> Option<String> {
    let parts: Vec<&str> = text.trim().split(['/', '.', '-']).collect();
    let [a, b, c] = parts.as_slice() else {
        return None;
    };
    let num = |s: &str| {
        (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u32>().ok())
            .flatten()
    };
    let (y, m, d) = match (a.len(), c.len()) {
        (4, _) => (num(a)?, num(b)?, num(c)?),
        (_, 4) => (num(c)?, num(b)?, num(a)?),
        (2, 2) => (2000 + num(a)?, num(b)?, num(c)?),
        _ => return None,
    };
    ((1..=12).contains(&m) && (1..=31).contains(&d)).then(|| format!("{y:04}.{m:02}.{d:02}"))
}

fn number(
    file: &str,
    n: usize,
    field: Field,
    text: &str,
    max: u32,
) -> Result<Option<u32>, TournamentError> {
    if text.is_empty() {
        return Ok(None);
    }
    match text.parse::<u32>() {
        Ok(v) if v <= max && text.bytes().all(|b| b.is_ascii_digit()) => Ok(Some(v)),
        _ => Err(TournamentError::new(
            file,
            n,
            field,
            Problem::NotANumber(text.to_string()),
        )),
    }
}

/// Reads the TRF `text` named `file`.
pub(crate) fn read(file: &str, text: &str) -> Result<Trf, TournamentError> {
    let mut trf = Trf::default();
    for (i, (line, _)) in text::lines(text).enumerate() {
        let n = i + 1;
        if line.trim().is_empty() || line.starts_with("###") {
            continue;
        }
        let chars: Vec<char> = line.chars().collect();
        let rest = || cols(&chars, 5, chars.len().max(5));
        match line.get(..3) {
            Some("001") => read_player(file, n, &chars, &mut trf)?,
            Some("012") => trf.event = rest(),
            Some("022") => trf.site = rest(),
            Some("042") => trf.start = pgn_date(&rest()),
            Some("052") => trf.end = pgn_date(&rest()),
            Some("132") => {
                let mut r = 1;
                while 92 + 10 * (r as usize - 1) <= chars.len() {
                    let at = 92 + 10 * (r as usize - 1);
                    if let Some(d) = pgn_date(&cols(&chars, at, at + 7)) {
                        trf.round_dates.insert(r, d);
                    }
                    r += 1;
                }
            }
            _ if is_trf_line(line) => {}
            _ => {
                return Err(TournamentError::new(
                    file,
                    n,
                    Field::File,
                    Problem::NotATournamentFile,
                ));
            }
        }
    }
    if trf.players.is_empty() {
        return Err(TournamentError::new(file, 0, Field::Name, Problem::Missing));
    }
    Ok(trf)
}

fn read_player(file: &str, n: usize, c: &[char], trf: &mut Trf) -> Result<(), TournamentError> {
    let err = |field, problem| TournamentError::new(file, n, field, problem);
    let start_text = cols(c, 5, 8);
    let start = number(file, n, Field::StartNumber, &start_text, 9999)?
        .filter(|s| *s > 0)
        .ok_or_else(|| {
            if start_text.is_empty() {
                err(Field::StartNumber, Problem::Missing)
            } else {
                err(Field::StartNumber, Problem::NotANumber(start_text.clone()))
            }
        })?;
    if trf.players.iter().any(|p| p.start == Some(start)) {
        return Err(err(Field::StartNumber, Problem::Duplicate(start_text)));
    }
    let name = cols(c, 15, 47);
    if name.is_empty() {
        return Err(err(Field::Name, Problem::Missing));
    }
    let rating = number(file, n, Field::Rating, &cols(c, 49, 52), 9999)?;
    let fide_text = cols(c, 58, 68);
    if !fide_text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(err(Field::FideId, Problem::NotANumber(fide_text)));
    }
    // `0` (or blank): no FIDE number.
    let fide_id =
        (!fide_text.is_empty() && fide_text.bytes().any(|b| b != b'0')).then_some(fide_text);
    let mut rounds = BTreeMap::new();
    let mut round = 1u32;
    loop {
        let at = 92 + 10 * (round as usize - 1);
        if at > c.len() {
            break;
        }
        let opp_text = cols(c, at, at + 3);
        let colour = cols(c, at + 5, at + 5);
        let result = cols(c, at + 7, at + 7);
        let opponent = number(file, n, Field::Opponent { round }, &opp_text, 9999)?.unwrap_or(0);
        let white = match colour.as_str() {
            "w" | "W" => Some(true),
            "b" | "B" => Some(false),
            "" | "-" => None,
            other => {
                return Err(err(
                    Field::Colour { round },
                    Problem::UnknownCode(other.into()),
                ));
            }
        };
        let result = match result.chars().next() {
            None => None,
            Some(r) if "10=+-WDLHFUZwdlhfuz".contains(r) => Some(r.to_ascii_uppercase()),
            Some(_) => {
                return Err(err(Field::Result { round }, Problem::UnknownCode(result)));
            }
        };
        rounds.insert(
            round,
            Cell {
                opponent,
                white,
                result,
            },
        );
        round += 1;
    }
    trf.players.push(Player {
        start: Some(start),
        name,
        fide_id,
        rating,
    });
    trf.lines.push((n, rounds));
    trf.points.push(tenths(&cols(c, 81, 84)));
    Ok(())
}

/// Points as TRF writes them (`3.5`, `10`, columns 81–84), in tenths; 0
/// when not a number. Read as a decimal, not a float: the order of the
/// boards needs no more, and the float parser's tables would double the
/// reader's size in the worker that runs it.
fn tenths(text: &str) -> u32 {
    let (whole, fraction) = text.trim().split_once('.').unwrap_or((text.trim(), ""));
    let tenth = match fraction.as_bytes().first() {
        None => Some(0),
        Some(d) if d.is_ascii_digit() => Some(u32::from(d - b'0')),
        Some(_) => None,
    };
    match (whole.parse::<u32>(), tenth) {
        (Ok(w), Some(t)) if fraction.bytes().all(|b| b.is_ascii_digit()) => {
            w.saturating_mul(10).saturating_add(t)
        }
        _ => 0,
    }
}

impl Trf {
    /// The last round with a result written for a game or for the
    /// pairing-allocated bye (0: none). A half-point, full-point or
    /// zero-point bye without an opponent is given before the round is
    /// paired (a player who asked for it, or is known to be absent), so it
    /// does not make the round played.
    pub fn last_played(&self) -> u32 {
        self.lines
            .iter()
            .flat_map(|(_, r)| r.iter())
            .filter(|(_, c)| match c.result {
                Some('U') => true,
                Some(_) => c.opponent > 0,
                None => false,
            })
            .map(|(r, _)| *r)
            .max()
            .unwrap_or(0)
    }

    /// The players with no opponent and a bye's code (`H`, `F`, `U`, `Z`)
    /// in `round`, in the file's order.
    pub fn byes(&self, round: u32) -> Vec<Bye> {
        self.lines
            .iter()
            .zip(&self.players)
            .filter_map(|((_, cells), player)| {
                let cell = cells.get(&round)?;
                let code = cell.result.filter(|c| "HFUZ".contains(*c))?;
                (cell.opponent == 0).then(|| Bye {
                    player: player.clone(),
                    code,
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::tenths;

    #[test]
    fn points_are_read_in_tenths() {
        for (text, want) in [
            (" 3.5", 35),
            ("10.0", 100),
            ("  4", 40),
            ("4.", 40),
            ("0.5", 5),
            ("", 0),
            ("-1", 0),
            ("x.5", 0),
            ("1.x", 0),
        ] {
            assert_eq!(tenths(text), want, "{text:?}");
        }
    }
}

//! The PGN import's reports from its Web Worker to the page, as one string
//! each (a string crosses `postMessage` as a plain copy, and encoding it
//! by hand keeps a JSON library out of the worker).
//!
//! What crosses for each game is what the page's chooser shows (number,
//! players, event, date, result) and where the game's text is in the file
//! (bytes): not the movetext, so that the page holds a few dozen bytes per
//! game of a large file and re-reads from the file only the game the user
//! opens. A refused game crosses as its number, bytes and the error's line
//! and column; the page re-reads that game's bytes for the reason in words,
//! which keeps every error type of the rules crates off the wire.

use core::ops::Range;

use super::Pos;

/// Between the fields of a record.
const FIELD: char = '\u{1f}';
/// Between the records of a report.
const RECORD: char = '\u{1e}';

/// How far the import is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Stage {
    /// Still reading: more reports follow.
    #[default]
    Reading,
    /// Every game of the file was read; the last report.
    Done,
    /// The file could not be read; the last report.
    Failed,
}

/// A game whose moves are all legal, for the chooser.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Found {
    /// Its number in the file (from 1).
    pub number: u32,
    /// Where its text is in the file, in bytes.
    pub bytes: Range<u64>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The event.
    pub event: String,
    /// The date as written.
    pub date: String,
    /// The result (`1-0`, `0-1`, `1/2-1/2`, `*`).
    pub result: String,
}

/// A game that was refused, and where.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Refused {
    /// Its number in the file (from 1).
    pub number: u32,
    /// Where its text is in the file, in bytes.
    pub bytes: Range<u64>,
    /// Where in the file its first error is.
    pub pos: Pos,
}

/// One message from the worker: the games read since the last report.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Report {
    /// Bytes of the file read so far.
    pub read: u64,
    /// The file's size in bytes.
    pub size: u64,
    /// How far the import is.
    pub stage: Stage,
    /// The games read since the last report.
    pub found: Vec<Found>,
    /// The games refused since the last report.
    pub refused: Vec<Refused>,
}

fn push_text(out: &mut String, s: &str) {
    out.push(FIELD);
    // The separators are control characters that no tag value needs.
    out.extend(
        s.chars()
            .map(|c| if c == FIELD || c == RECORD { ' ' } else { c }),
    );
}

fn push_num(out: &mut String, n: impl core::fmt::Display) {
    use core::fmt::Write;
    let _ = write!(out, "{FIELD}{n}");
}

impl Report {
    /// The report as one string.
    pub fn encode(&self) -> String {
        let mut out = String::new();
        out.push(match self.stage {
            Stage::Reading => 'R',
            Stage::Done => 'D',
            Stage::Failed => 'F',
        });
        push_num(&mut out, self.read);
        push_num(&mut out, self.size);
        for f in &self.found {
            out.push(RECORD);
            out.push('g');
            for n in [u64::from(f.number), f.bytes.start, f.bytes.end] {
                push_num(&mut out, n);
            }
            for s in [&f.white, &f.black, &f.event, &f.date, &f.result] {
                push_text(&mut out, s);
            }
        }
        for r in &self.refused {
            out.push(RECORD);
            out.push('x');
            for n in [u64::from(r.number), r.bytes.start, r.bytes.end] {
                push_num(&mut out, n);
            }
            push_num(&mut out, r.pos.line);
            push_num(&mut out, r.pos.column);
        }
        out
    }

    /// The report in `text`, or `None` when it is not one.
    pub fn decode(text: &str) -> Option<Report> {
        let mut records = text.split(RECORD);
        let mut head = records.next()?.split(FIELD);
        let stage = match head.next()? {
            "R" => Stage::Reading,
            "D" => Stage::Done,
            "F" => Stage::Failed,
            _ => return None,
        };
        let mut report = Report {
            read: head.next()?.parse().ok()?,
            size: head.next()?.parse().ok()?,
            stage,
            ..Report::default()
        };
        for record in records {
            let mut f = record.split(FIELD);
            let kind = f.next()?;
            let mut num = || f.next()?.parse::<u64>().ok();
            let (number, start, end) = (u32::try_from(num()?).ok()?, num()?, num()?);
            match kind {
                "g" => {
                    let mut text = || f.next().map(str::to_owned);
                    report.found.push(Found {
                        number,
                        bytes: start..end,
                        white: text()?,
                        black: text()?,
                        event: text()?,
                        date: text()?,
                        result: text()?,
                    });
                }
                "x" => {
                    let mut num = || f.next()?.parse::<usize>().ok();
                    let pos = Pos {
                        line: num()?,
                        column: num()?,
                    };
                    report.refused.push(Refused {
                        number,
                        bytes: start..end,
                        pos,
                    });
                }
                _ => return None,
            }
        }
        Some(report)
    }
}

/// The page's request for the text of `bytes` of the file, which the
/// worker keeps after reading it (the page reads nothing of the file
/// itself: a large file's first access from the page's thread can block
/// it for tens of milliseconds).
pub fn text_request(bytes: &Range<u64>) -> String {
    format!("{} {}", bytes.start, bytes.end)
}

/// The bytes a [`text_request`] asks for.
pub fn read_text_request(request: &str) -> Option<Range<u64>> {
    let (start, end) = request.split_once(' ')?;
    Some(start.parse().ok()?..end.parse().ok()?)
}

/// The worker's answer to a [`text_request`]: the text, marked apart from
/// a [`Report`].
pub fn text_reply(text: &str) -> String {
    format!("T{text}")
}

/// The text of a [`text_reply`], or `None` when `message` is not one.
pub fn read_text_reply(message: &str) -> Option<&str> {
    message.strip_prefix('T')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_comes_back_as_it_went() {
        let report = Report {
            read: 1_000,
            size: 20_000_000,
            stage: Stage::Done,
            found: vec![
                Found {
                    number: 1,
                    bytes: 0..400,
                    white: "Anna \u{1f}Ü".into(),
                    black: String::new(),
                    event: "Club".into(),
                    date: "2024.??.??".into(),
                    result: "1-0".into(),
                },
                Found::default(),
            ],
            refused: vec![Refused {
                number: 3,
                bytes: 800..990,
                pos: Pos {
                    line: 40,
                    column: 7,
                },
            }],
        };
        let back = Report::decode(&report.encode()).expect("a report");
        assert_eq!(back.found[0].white, "Anna  Ü");
        let mut want = report.clone();
        want.found[0].white = "Anna  Ü".into();
        assert_eq!(back, want);
        let empty = Report::default();
        assert_eq!(Report::decode(&empty.encode()), Some(empty));
    }

    #[test]
    fn texts_are_asked_for_and_told_apart_from_reports() {
        assert_eq!(read_text_request(&text_request(&(12..400))), Some(12..400));
        assert_eq!(read_text_request("12"), None);
        assert_eq!(read_text_request("a 4"), None);
        let reply = text_reply("[White \"A\"] 1. e4 *");
        assert_eq!(read_text_reply(&reply), Some("[White \"A\"] 1. e4 *"));
        assert_eq!(Report::decode(&reply), None);
        assert_eq!(read_text_reply(&Report::default().encode()), None);
    }

    #[test]
    fn anything_else_is_no_report() {
        for bad in [
            "",
            "R",
            "Q\u{1f}1\u{1f}2",
            "R\u{1f}x\u{1f}2",
            "R\u{1f}1\u{1f}2\u{1e}g\u{1f}1",
            "R\u{1f}1\u{1f}2\u{1e}z\u{1f}1\u{1f}2\u{1f}3",
            "R\u{1f}1\u{1f}2\u{1e}x\u{1f}1\u{1f}2\u{1f}3\u{1f}4",
        ] {
            assert_eq!(Report::decode(bad), None, "{bad:?}");
        }
    }
}

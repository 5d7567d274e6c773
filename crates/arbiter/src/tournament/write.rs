//! A round's results written into the TRF file they were paired from, for
//! the pairing program to read back: only the round's column of each
//! player line, the points, and the round's date change; every other line
//! and column, the encoding and the line endings are kept byte for byte.
//!
//! The columns are TRF-2026's and TRF-16's (FIDE Handbook C.04 Annex 2,
//! player section; 1-based): points 81–84 (`11.5`), and for round *r* from
//! column 92 + 10(*r* − 1) the block `oooo c r`: the opponent's starting
//! rank (`0000` for none), the colour (`w`, `b`, `-` for none) and the
//! result code. The round's date goes into the `132` line at the same
//! columns, as `YY/MM/DD`, where the file has that line.

use super::error::{Field, Problem, TournamentError};
use super::text;

/// One player's column of the round: what [`RoundEntry::code`] may be is
/// TRF-2026's table of result codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundEntry {
    /// The player's starting rank.
    pub start: u32,
    /// The opponent's starting rank; 0 for none (a bye or an absence).
    pub opponent: u32,
    /// `Some(true)` white, `Some(false)` black, `None` no colour (`-`).
    pub white: Option<bool>,
    /// `1 = 0` a game; `W D L` a game not rated because it lasted less
    /// than one move (FIDE Rating Regulations); `+ -` a forfeit; `H F U Z`
    /// a half-point, full-point, pairing-allocated or zero-point bye.
    pub code: char,
}

/// A board's result, for both players' columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardResult {
    /// 1-0.
    WhiteWins,
    /// ½-½.
    Draw,
    /// 0-1.
    BlackWins,
    /// White wins by forfeit (`+`/`-`).
    WhiteByForfeit,
    /// Black wins by forfeit (`-`/`+`).
    BlackByForfeit,
    /// Neither came (`-`/`-`).
    BothForfeit,
}

impl BoardResult {
    /// The board's result from a PGN `Result` (`1-0`, `0-1`, `1/2-1/2`,
    /// `½-½`); `None` for `*` or anything else.
    pub fn from_pgn(result: &str) -> Option<BoardResult> {
        match result.trim() {
            "1-0" => Some(BoardResult::WhiteWins),
            "0-1" => Some(BoardResult::BlackWins),
            "1/2-1/2" | "½-½" => Some(BoardResult::Draw),
            _ => None,
        }
    }

    /// Both players' columns: `white` and `black` are their starting
    /// ranks; `unrated` when a side made no move in the game, so that the
    /// game is not rated and the codes are `W D L` (TRF-2026, result
    /// codes: "game lasted less than one move").
    pub fn entries(self, white: u32, black: u32, unrated: bool) -> [RoundEntry; 2] {
        let (w, b) = match (self, unrated) {
            (BoardResult::WhiteWins, false) => ('1', '0'),
            (BoardResult::WhiteWins, true) => ('W', 'L'),
            (BoardResult::Draw, false) => ('=', '='),
            (BoardResult::Draw, true) => ('D', 'D'),
            (BoardResult::BlackWins, false) => ('0', '1'),
            (BoardResult::BlackWins, true) => ('L', 'W'),
            (BoardResult::WhiteByForfeit, _) => ('+', '-'),
            (BoardResult::BlackByForfeit, _) => ('-', '+'),
            (BoardResult::BothForfeit, _) => ('-', '-'),
        };
        [
            RoundEntry {
                start: white,
                opponent: black,
                white: Some(true),
                code: w,
            },
            RoundEntry {
                start: black,
                opponent: white,
                white: Some(false),
                code: b,
            },
        ]
    }
}

/// The points a result code scores, in tenths, by the file's own scoring:
/// TRF-2026 tag `162` (codes `W D L A P X` at columns 6, 15, 24, …, each
/// with its points in the four columns after it), or bbpPairings' `BBW`,
/// `BBD`, `BBL`, `BBZ`, `BBF`, `BBU` lines (points at columns 5–8), or
/// else 1, ½ and 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Scoring {
    win: u32,
    draw: u32,
    loss: u32,
    zero_bye: u32,
    forfeit_loss: u32,
    /// `None`: as a win (TRF-2026, tag 162: `P` "same as W").
    pab: Option<u32>,
}

impl Default for Scoring {
    fn default() -> Scoring {
        Scoring {
            win: 10,
            draw: 5,
            loss: 0,
            zero_bye: 0,
            forfeit_loss: 0,
            pab: None,
        }
    }
}

/// A decimal (`1.0`, `0.5`, `3`) in tenths; `None` if not one.
fn tenths(text: &str) -> Option<u32> {
    let t = text.trim();
    let (whole, fraction) = t.split_once('.').unwrap_or((t, ""));
    if whole.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let tenth = fraction.bytes().next().map_or(0, |d| u32::from(d - b'0'));
    whole
        .parse::<u32>()
        .ok()?
        .checked_mul(10)?
        .checked_add(tenth)
}

/// The characters `from..to` (0-based, end excluded) of `chars`, as text.
fn slice(chars: &[char], from: usize, to: usize) -> String {
    chars
        .get(from.min(chars.len())..to.min(chars.len()))
        .unwrap_or_default()
        .iter()
        .collect()
}

impl Scoring {
    /// The scoring the lines of a TRF file give.
    pub fn of(text: &str) -> Scoring {
        let mut s = Scoring::default();
        for (line, _) in text::lines(text) {
            let chars: Vec<char> = line.chars().collect();
            let tag = slice(&chars, 0, 3);
            let value = || tenths(&slice(&chars, 4, 8));
            match tag.as_str() {
                "162" => {
                    let mut at = 5;
                    while at < chars.len() {
                        if let Some(p) = tenths(&slice(&chars, at + 1, at + 5)) {
                            match chars[at] {
                                'W' | 'w' => s.win = p,
                                'D' | 'd' => s.draw = p,
                                'L' | 'l' => s.loss = p,
                                'A' | 'a' => (s.zero_bye, s.forfeit_loss) = (p, p),
                                'P' | 'p' => s.pab = Some(p),
                                _ => {}
                            }
                        }
                        at += 9;
                    }
                }
                "BBW" => s.win = value().unwrap_or(s.win),
                "BBD" => s.draw = value().unwrap_or(s.draw),
                "BBL" => s.loss = value().unwrap_or(s.loss),
                "BBZ" => s.zero_bye = value().unwrap_or(s.zero_bye),
                "BBF" => s.forfeit_loss = value().unwrap_or(s.forfeit_loss),
                "BBU" => s.pab = value().or(s.pab),
                _ => {}
            }
        }
        s
    }

    /// The points of the result code `code` (blank: none), in tenths.
    pub fn points(&self, code: char) -> u32 {
        match code.to_ascii_uppercase() {
            '1' | '+' | 'W' | 'F' => self.win,
            '=' | 'D' | 'H' => self.draw,
            '0' | 'L' => self.loss,
            '-' => self.forfeit_loss,
            'Z' => self.zero_bye,
            'U' => self.pab.unwrap_or(self.win),
            _ => 0,
        }
    }
}

/// Points in tenths as TRF writes them, in four columns (`11.5`).
fn points_text(tenths: u32) -> String {
    format!("{:>4}", format!("{}.{}", tenths / 10, tenths % 10))
}

/// `chars` with `with` written from column `at` (0-based), spaces added
/// if the line is shorter.
fn put(chars: &mut Vec<char>, at: usize, with: &str) {
    let end = at + with.chars().count();
    if chars.len() < end {
        chars.resize(end, ' ');
    }
    for (i, c) in with.chars().enumerate() {
        chars[at + i] = c;
    }
}

/// The first column (0-based) of round `round`'s block.
fn block_at(round: u32) -> usize {
    91 + 10 * (round as usize - 1)
}

/// The file `bytes` (named `file`, read as `encoding`) with round `round`
/// written from `entries` (one a player; players without an entry keep
/// their column) and, if given and the file has a `132` line, the round's
/// `date` (`YYYY.MM.DD`, PGN style; written `YY/MM/DD`).
///
/// # Errors
///
/// An entry whose player is not in the file ([`Problem::UnknownPlayer`])
/// or whose code is not one of TRF's ([`Problem::UnknownCode`]); round 0
/// ([`Problem::NotANumber`]).
pub(crate) fn write_round(
    file: &str,
    bytes: &[u8],
    encoding: text::Encoding,
    round: u32,
    date: Option<&str>,
    entries: &[RoundEntry],
) -> Result<Vec<u8>, TournamentError> {
    let err = |field, problem| TournamentError::new(file, 0, field, problem);
    if round == 0 || round > 9999 {
        return Err(err(Field::Round, Problem::NotANumber(round.to_string())));
    }
    for e in entries {
        if !"10=WDL+-HFUZ".contains(e.code) {
            return Err(err(
                Field::Result { round },
                Problem::UnknownCode(e.code.to_string()),
            ));
        }
        if e.opponent > 9999 {
            return Err(err(
                Field::Opponent { round },
                Problem::NotANumber(e.opponent.to_string()),
            ));
        }
    }
    let (text, _) = text::decode(bytes);
    let scoring = Scoring::of(&text);
    let at = block_at(round);
    let mut out = String::with_capacity(text.len() + 64);
    let mut written = Vec::new();
    for (line, ending) in text::lines(&text) {
        let start = line
            .starts_with("001 ")
            .then(|| line.get(4..8).and_then(|s| s.trim().parse::<u32>().ok()))
            .flatten();
        let entry = start.and_then(|s| entries.iter().find(|e| e.start == s));
        if let Some(e) = entry {
            let mut chars: Vec<char> = line.chars().collect();
            let old = slice(&chars, at + 7, at + 8).chars().next().unwrap_or(' ');
            let opponent = if e.opponent == 0 {
                "0000".to_string()
            } else {
                format!("{:>4}", e.opponent)
            };
            let colour = match e.white {
                Some(true) => 'w',
                Some(false) => 'b',
                None => '-',
            };
            put(&mut chars, at, &format!("{opponent} {colour} {}", e.code));
            let points = match tenths(&slice(&chars, 80, 84)) {
                Some(p) => (p + scoring.points(e.code)).saturating_sub(scoring.points(old)),
                // No points written: counted from every round's column.
                None => (1..)
                    .map(block_at)
                    .take_while(|a| a + 7 < chars.len())
                    .map(|a| scoring.points(chars[a + 7]))
                    .sum(),
            };
            put(&mut chars, 80, &points_text(points));
            out.extend(chars);
            written.push(e.start);
        } else if let (true, Some(d)) = (line.starts_with("132 "), date) {
            let mut chars: Vec<char> = line.chars().collect();
            // PGN's `YYYY.MM.DD` as 132's `YY/MM/DD`.
            if let [y, m, dd] = d.split('.').collect::<Vec<_>>()[..] {
                if y.len() == 4 && m.len() == 2 && dd.len() == 2 && y.is_ascii() {
                    put(&mut chars, at, &format!("{}/{m}/{dd}", &y[2..]));
                }
            }
            out.extend(chars);
        } else {
            out.push_str(line);
        }
        out.push_str(ending);
    }
    if let Some(e) = entries.iter().find(|e| !written.contains(&e.start)) {
        return Err(err(
            Field::StartNumber,
            Problem::UnknownPlayer(e.start.to_string()),
        ));
    }
    Ok(text::encode(&out, encoding))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scoring_from_162_and_bb_lines() {
        let s = Scoring::of("162  W 3.0    D 1.0    L 0.0\n");
        assert_eq!((s.points('1'), s.points('='), s.points('U')), (30, 10, 30));
        let s = Scoring::of("BBW  2.0\rBBU  1.0\r");
        assert_eq!((s.points('W'), s.points('U'), s.points('H')), (20, 10, 5));
        assert_eq!(Scoring::of("").points('H'), 5);
    }

    #[test]
    fn points_in_four_columns() {
        assert_eq!(points_text(115), "11.5");
        assert_eq!(points_text(5), " 0.5");
        assert_eq!(tenths(" 3.5"), Some(35));
        assert_eq!(tenths("x"), None);
    }
}

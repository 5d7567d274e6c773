//! PGN movetext as written (PGN standard 8.2): move numbers, the moves in
//! SAN, comments, the result, in lines of at most 79 characters; and tag
//! pairs (8.1).

use crate::{Color, Position, SanPlus};

/// The longest line of PGN export format (PGN standard 8.2.3: "less than
/// 80 characters").
const LINE: usize = 79;

/// A tag's value as PGN writes it between quotes (PGN standard 8.1.1):
/// backslash and quote escaped, line breaks and tabs as spaces.
///
/// ```
/// assert_eq!(rochade_laws::escape_tag_value("a \"b\"\n"), "a \\\"b\\\" ");
/// ```
pub fn escape_tag_value(v: &str) -> String {
    let mut s = String::with_capacity(v.len());
    for c in v.chars() {
        match c {
            '\\' => s.push_str("\\\\"),
            '"' => s.push_str("\\\""),
            '\n' | '\r' | '\t' => s.push(' '),
            c => s.push(c),
        }
    }
    s
}

/// One tag pair and its line break: `[Name "value"]`.
pub fn tag_pair(name: &str, value: &str) -> String {
    format!("[{name} \"{}\"]\n", escape_tag_value(value))
}

/// A comment's text made safe: no `}` inside, no line breaks.
fn comment_text(t: &str) -> String {
    t.replace('}', ")")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Movetext written unit by unit (a number, a move, a word of a comment,
/// the result), each line as long as it can be.
///
/// A move of Black gets its number (`12...`) where the movetext starts
/// and after a comment, so that it is read the same without the comment.
///
/// ```
/// use rochade_laws::{MovetextWriter, Position, parse_move};
/// let mut pos = Position::new();
/// let mut w = MovetextWriter::new();
/// for m in ["e4", "e5"] {
///     let mv = parse_move(&pos, m).unwrap();
///     w.push_move(&pos, pos.san(&mv));
///     pos.play_unchecked(&mv);
///     w.push_comment("ok");
/// }
/// assert_eq!(w.finish("*"), "1. e4 {ok} 1... e5 {ok} *\n");
/// ```
#[derive(Debug, Clone)]
pub struct MovetextWriter {
    units: Vec<String>,
    need_number: bool,
}

impl Default for MovetextWriter {
    fn default() -> MovetextWriter {
        MovetextWriter::new()
    }
}

impl MovetextWriter {
    /// Empty movetext.
    pub fn new() -> MovetextWriter {
        MovetextWriter {
            units: Vec::new(),
            need_number: true,
        }
    }

    /// The move `san` played in `before`, with its number where it needs
    /// one.
    pub fn push_move(&mut self, before: &Position, san: SanPlus) {
        self.push_move_text(before, &san.to_string());
    }

    /// A move already written (in the notation the caller chose).
    pub fn push_move_text(&mut self, before: &Position, text: &str) {
        match before.turn() {
            Color::White => self.units.push(format!("{}.", before.fullmove_number())),
            Color::Black if self.need_number => {
                self.units.push(format!("{}...", before.fullmove_number()));
            }
            Color::Black => {}
        }
        self.units.push(text.to_string());
        self.need_number = false;
    }

    /// A numeric annotation glyph after the last move (`$4`: a blunder;
    /// PGN standard 10), which needs no move number after it.
    pub fn push_nag(&mut self, nag: u8) {
        self.units.push(format!("${nag}"));
    }

    /// A comment (`{…}`), split into words so that lines break inside it.
    pub fn push_comment(&mut self, text: &str) {
        let text = comment_text(text);
        let words: Vec<&str> = text.split(' ').filter(|w| !w.is_empty()).collect();
        match words.len() {
            0 => self.units.push("{}".into()),
            1 => self.units.push(format!("{{{}}}", words[0])),
            n => {
                for (i, w) in words.iter().enumerate() {
                    if i == 0 {
                        self.units.push(format!("{{{w}"));
                    } else if i + 1 == n {
                        self.units.push(format!("{w}}}"));
                    } else {
                        self.units.push((*w).to_string());
                    }
                }
            }
        }
        self.need_number = true;
    }

    /// The movetext ending in `result` (`1-0`, `0-1`, `1/2-1/2`, `*`),
    /// its last line ended.
    pub fn finish(mut self, result: &str) -> String {
        self.units.push(result.to_string());
        let mut out = String::new();
        let mut line = String::new();
        for u in self.units {
            if !line.is_empty() && line.chars().count() + 1 + u.chars().count() > LINE {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&u);
        }
        out.push_str(&line);
        out.push('\n');
        out
    }
}

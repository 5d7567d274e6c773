//! Text quoted in a message, as Rust's `{:?}` writes it for the text
//! people type, without the standard library's Unicode tables (printable
//! characters, grapheme extenders) that `{:?}` brings into the browser's
//! module.

/// `text` between double quotes, with `\` and `"` escaped, the control
/// characters written as escapes (`\n`, `\r`, `\t`, `\0`, `\u{1b}` …), and
/// so are the invisible characters of Latin-1 and of general punctuation
/// (no-break space, soft hyphen, U+200B …) and the combining marks
/// U+0300–U+036F; every other character as it is.
///
/// That is what `format!("{text:?}")` writes for the characters of Latin
/// scripts, Greek, Cyrillic, CJK and the symbols; it differs only for the
/// marks and invisible characters of other blocks, which `{:?}` escapes
/// and this writes as they are.
///
/// ```
/// use rochade_laws::quoted;
/// assert_eq!(quoted("Nf9"), r#""Nf9""#);
/// assert_eq!(quoted("say \"hi\"\n"), r#""say \"hi\"\n""#);
/// assert_eq!(quoted("Läufer"), "\"Läufer\"");
/// ```
pub fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        escape_into(&mut out, c, '"');
    }
    out.push('"');
    out
}

/// `c` between single quotes, escaped as [`quoted`] escapes text (with `'`
/// escaped instead of `"`), as `format!("{c:?}")` writes it.
///
/// ```
/// use rochade_laws::quoted_char;
/// assert_eq!(quoted_char('x'), "'x'");
/// assert_eq!(quoted_char('\''), r"'\''");
/// ```
pub fn quoted_char(c: char) -> String {
    let mut out = String::with_capacity(6);
    out.push('\'');
    escape_into(&mut out, c, '\'');
    out.push('\'');
    out
}

fn escape_into(out: &mut String, c: char, quote: char) {
    match c {
        '\\' => out.push_str("\\\\"),
        '\n' => out.push_str("\\n"),
        '\r' => out.push_str("\\r"),
        '\t' => out.push_str("\\t"),
        '\0' => out.push_str("\\0"),
        c if c == quote => {
            out.push('\\');
            out.push(c);
        }
        // Invisible or joining: the no-break and soft hyphen of Latin-1, the
        // combining marks, the typographic spaces and the direction and
        // joiner controls, as `{:?}` escapes them.
        c if c.is_control()
            || matches!(c, '\u{a0}' | '\u{ad}' | '\u{300}'..='\u{36f}' | '\u{feff}')
            || matches!(c, '\u{2000}'..='\u{200f}' | '\u{2028}'..='\u{202f}' | '\u{205f}'..='\u{206f}') =>
        {
            out.push_str("\\u{");
            let n = c as u32;
            let digits = (32 - n.leading_zeros()).div_ceil(4).max(1);
            for i in (0..digits).rev() {
                let d = (n >> (4 * i)) & 0xf;
                out.push(char::from_digit(d, 16).unwrap_or('0'));
            }
            out.push('}');
        }
        c => out.push(c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rust's `{:?}` is the oracle, over every character of ASCII and
    /// Latin-1 and the letters of other scripts that names are written in.
    #[test]
    fn writes_what_debug_writes_for_typed_text() {
        // Latin, the combining marks, Greek and Cyrillic capitals and small
        // letters, general punctuation, and letters and symbols of others.
        let blocks = [
            0..=0x24f_u32,
            0x300..=0x36f,
            0x391..=0x3a1,
            0x3a3..=0x3c9,
            0x410..=0x44f,
            0x2000..=0x2064,
        ];
        let mut chars: Vec<char> = blocks
            .into_iter()
            .flatten()
            .filter_map(char::from_u32)
            .collect();
        chars.extend("ẞԱאع中한ⅷ♔€\u{feff}".chars());
        for c in chars {
            assert_eq!(quoted_char(c), format!("{c:?}"), "U+{:04X}", c as u32);
            let text = format!("a{c}b");
            assert_eq!(quoted(&text), format!("{text:?}"), "U+{:04X}", c as u32);
        }
        assert_eq!(quoted(""), "\"\"");
        assert_eq!(quoted("it's"), format!("{:?}", "it's"));
        assert_eq!(quoted_char('"'), format!("{:?}", '"'));
    }
}

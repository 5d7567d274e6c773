//! North American Braille ASCII, the character set of `.brf` files: each of
//! the 64 six-dot cells is one printable ASCII character.
//!
//! The table is the one of liblouis `en-us-brf.dis` ("Braille ASCII, or more
//! formally, The North American Braille ASCII Code"), ordered here by the
//! cell's offset in the Unicode Braille Patterns block U+2800..U+283F (dot
//! 1 = bit 0, …, dot 6 = bit 5).

use core::fmt;

/// Braille ASCII characters for the cells U+2800..U+283F, in order.
const BRAILLE_ASCII: &[u8; 64] =
    b" A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";

/// A character that has no six-dot Braille ASCII form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotBraille {
    /// The offending character.
    pub ch: char,
    /// Its byte offset in the input.
    pub offset: usize,
}

impl fmt::Display for NotBraille {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "character {} at byte {} is not a six-dot Braille cell",
            rochade_laws::quoted_char(self.ch),
            self.offset
        )
    }
}

impl std::error::Error for NotBraille {}

/// The Braille ASCII character of a six-dot cell (U+2800..U+283F).
///
/// ```
/// use rochade_speech::brf::cell_to_ascii;
/// assert_eq!(cell_to_ascii('⠁'), Some('A'));
/// assert_eq!(cell_to_ascii('⠼'), Some('#'));
/// assert_eq!(cell_to_ascii('⣿'), None); // dots 7 and 8
/// ```
pub fn cell_to_ascii(cell: char) -> Option<char> {
    let offset = (cell as u32).checked_sub(0x2800)?;
    BRAILLE_ASCII.get(offset as usize).map(|&b| b as char)
}

/// The six-dot cell of a Braille ASCII character; lower-case letters and
/// `` ` { | } ~ `` read as their upper-case forms `@ [ \ ] ^`, as Braille
/// ASCII does not distinguish case.
///
/// ```
/// use rochade_speech::brf::ascii_to_cell;
/// assert_eq!(ascii_to_cell('A'), Some('⠁'));
/// assert_eq!(ascii_to_cell('a'), Some('⠁'));
/// assert_eq!(ascii_to_cell(' '), Some('⠀'));
/// assert_eq!(ascii_to_cell('é'), None);
/// ```
pub fn ascii_to_cell(c: char) -> Option<char> {
    let c = match c {
        'a'..='z' => c.to_ascii_uppercase(),
        '`' => '@',
        '{' => '[',
        '|' => '\\',
        '}' => ']',
        '~' => '^',
        c => c,
    };
    let index = BRAILLE_ASCII.iter().position(|&b| b as char == c)?;
    char::from_u32(0x2800 + index as u32)
}

/// Converts Unicode Braille text to Braille ASCII. Spaces (U+0020 and the
/// blank cell U+2800) become spaces; line feeds become the CR LF line ends
/// of `.brf` files and form feeds stay page breaks.
///
/// ```
/// use rochade_speech::brf::unicode_to_brf;
/// assert_eq!(unicode_to_brf("⠆ ⠎⠋⠒").unwrap(), "2 SF3");
/// assert!(unicode_to_brf("e4").is_err());
/// ```
pub fn unicode_to_brf(text: &str) -> Result<String, NotBraille> {
    let mut out = String::with_capacity(text.len() / 2);
    for (offset, ch) in text.char_indices() {
        match ch {
            ' ' => out.push(' '),
            '\n' => out.push_str("\r\n"),
            '\r' => {}
            '\u{c}' => out.push('\u{c}'),
            _ => match cell_to_ascii(ch) {
                Some(c) => out.push(c),
                None => return Err(NotBraille { ch, offset }),
            },
        }
    }
    Ok(out)
}

/// Converts Braille ASCII (`.brf` text) to Unicode Braille. Spaces become
/// the blank cell U+2800 only if `blank_cells` is set, otherwise stay
/// spaces; CR LF becomes a line feed.
///
/// ```
/// use rochade_speech::brf::brf_to_unicode;
/// assert_eq!(brf_to_unicode("2 SF3", false).unwrap(), "⠆ ⠎⠋⠒");
/// ```
pub fn brf_to_unicode(text: &str, blank_cells: bool) -> Result<String, NotBraille> {
    let mut out = String::with_capacity(text.len() * 3);
    for (offset, ch) in text.char_indices() {
        match ch {
            ' ' if !blank_cells => out.push(' '),
            '\r' => {}
            '\n' | '\u{c}' => out.push(ch),
            _ => match ascii_to_cell(ch) {
                Some(c) => out.push(c),
                None => return Err(NotBraille { ch, offset }),
            },
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every cell has exactly one character and back.
    #[test]
    fn table_is_a_bijection() {
        for i in 0..64u32 {
            let cell = char::from_u32(0x2800 + i).unwrap();
            let a = cell_to_ascii(cell).unwrap();
            assert_eq!(ascii_to_cell(a), Some(cell), "{a}");
        }
        let mut seen: Vec<u8> = BRAILLE_ASCII.to_vec();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 64);
    }

    /// Dot patterns of the characters as listed in the North American
    /// Braille ASCII table (e.g. `#` = dots 3-4-5-6, `=` = all six dots).
    #[test]
    fn dots_of_known_characters() {
        fn dots(list: &[u32]) -> char {
            char::from_u32(0x2800 + list.iter().map(|d| 1 << (d - 1)).sum::<u32>()).unwrap()
        }
        let cases: &[(char, &[u32])] = &[
            ('A', &[1]),
            ('Z', &[1, 3, 5, 6]),
            ('#', &[3, 4, 5, 6]),
            ('=', &[1, 2, 3, 4, 5, 6]),
            ('!', &[2, 3, 4, 6]),
            ('"', &[5]),
            (',', &[6]),
            ('-', &[3, 6]),
            ('1', &[2]),
            ('4', &[2, 5, 6]),
            ('0', &[3, 5, 6]),
            (';', &[5, 6]),
            ('_', &[4, 5, 6]),
            ('^', &[4, 5]),
            ('>', &[3, 4, 5]),
            ('@', &[4]),
            ('W', &[2, 4, 5, 6]),
        ];
        for &(c, d) in cases {
            assert_eq!(ascii_to_cell(c), Some(dots(d)), "{c}");
        }
    }

    /// The Braille ASCII and Unicode forms of the same music21 example
    /// (music21 documentation, `music21.braille.basic`): "%%%.C" is
    /// "⠩⠩⠩⠨⠉" and "#J .DJ" is "⠼⠚ ⠨⠙⠚".
    #[test]
    fn published_pairs() {
        assert_eq!(unicode_to_brf("⠩⠩⠩⠨⠉").unwrap(), "%%%.C");
        assert_eq!(unicode_to_brf("⠼⠚ ⠨⠙⠚").unwrap(), "#J .DJ");
        assert_eq!(brf_to_unicode("#j .dj", false).unwrap(), "⠼⠚ ⠨⠙⠚");
    }

    #[test]
    fn rejects_non_braille() {
        assert_eq!(unicode_to_brf("⠁x"), Err(NotBraille { ch: 'x', offset: 3 }));
        assert!(brf_to_unicode("ä", false).is_err());
        assert_eq!(unicode_to_brf("⠁\n⠃").unwrap(), "A\r\nB");
        assert_eq!(brf_to_unicode("A\r\nB", true).unwrap(), "⠁\n⠃");
        assert_eq!(brf_to_unicode("A B", true).unwrap(), "⠁⠀⠃");
    }
}

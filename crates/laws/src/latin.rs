//! Letters in lower case, for the Latin scripts that players' names and
//! the Laws' words are written in, without the standard library's Unicode
//! tables (`char::to_lowercase` costs about 12 KB of the browser's module).

/// `c` in lower case when it is a capital of ASCII, Latin-1 or Latin
/// Extended-A (Ä, Ç, Ø, Ł, Ş …), or the capital sharp s (ẞ → ß); every
/// other character as it is, so that other scripts compare as written.
///
/// For these letters it agrees with [`char::to_lowercase`], except that
/// `İ` (which Unicode lowers to two characters) is kept.
///
/// ```
/// use rochade_laws::lower_latin;
/// assert_eq!("KÖNIG Łukasz ẞ".chars().map(lower_latin).collect::<String>(), "könig łukasz ß");
/// assert_eq!(lower_latin('Ж'), 'Ж');
/// ```
pub fn lower_latin(c: char) -> char {
    match c {
        'A'..='Z' | '\u{c0}'..='\u{d6}' | '\u{d8}'..='\u{de}' => {
            char::from_u32(c as u32 + 32).unwrap_or(c)
        }
        // Pairs: the capital even, the small odd (Ĺ to Ň and Ź to Ž are
        // shifted by one; İ, ı and Ÿ stand apart).
        '\u{100}'..='\u{12f}' | '\u{132}'..='\u{137}' | '\u{14a}'..='\u{177}'
            if c as u32 % 2 == 0 =>
        {
            char::from_u32(c as u32 + 1).unwrap_or(c)
        }
        '\u{139}'..='\u{148}' | '\u{179}'..='\u{17e}' if c as u32 % 2 == 1 => {
            char::from_u32(c as u32 + 1).unwrap_or(c)
        }
        '\u{178}' => '\u{ff}',
        '\u{1e9e}' => '\u{df}',
        _ => c,
    }
}

/// Whether `c` is a character beyond ASCII that is seen: not a space, a
/// control character, or one of the invisible characters that join text
/// or turn its direction (U+200B–U+200F, U+202A–U+202E, U+2060–U+206F,
/// U+FEFF). Where names may hold letters of any script (a PGN tag's name,
/// a file name), this keeps every letter without Unicode's letter tables,
/// which cost the browser's module about 2 kB of its gzip.
///
/// ```
/// use rochade_laws::visible_beyond_ascii;
/// assert!(visible_beyond_ascii('Ж') && visible_beyond_ascii('中') && visible_beyond_ascii('’'));
/// assert!(!visible_beyond_ascii('a') && !visible_beyond_ascii('\u{a0}') && !visible_beyond_ascii('\u{202e}'));
/// ```
pub fn visible_beyond_ascii(c: char) -> bool {
    !c.is_ascii()
        && !c.is_whitespace()
        && !c.is_control()
        && !matches!(
            c,
            '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{206f}' | '\u{feff}'
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every letter and digit beyond ASCII that Unicode knows in the first
    /// plane is seen; none of the excluded characters is a letter.
    #[test]
    fn every_letter_beyond_ascii_is_seen() {
        for u in 0x80..=0xffff_u32 {
            let Some(c) = char::from_u32(u) else { continue };
            if c.is_alphanumeric() {
                assert!(visible_beyond_ascii(c), "U+{u:04X}");
            }
        }
        for c in [
            '\u{85}', '\u{a0}', '\u{2028}', '\u{200b}', '\u{202e}', '\u{2066}', '\u{feff}',
        ] {
            assert!(!visible_beyond_ascii(c), "{c:?}");
        }
    }

    /// The standard library is the oracle over every letter of the blocks.
    #[test]
    fn agrees_with_unicode_over_ascii_latin_1_and_extended_a() {
        for u in 0..=0x17f_u32 {
            let Some(c) = char::from_u32(u) else { continue };
            if c == '\u{130}' {
                assert_eq!(lower_latin(c), c);
                continue;
            }
            let mut unicode = c.to_lowercase();
            let expected = unicode.next().unwrap();
            assert_eq!(unicode.next(), None, "{c:?}");
            assert_eq!(lower_latin(c), expected, "{c:?} U+{u:04X}");
        }
        assert_eq!(lower_latin('\u{1e9e}'), 'ß');
        // Other scripts stay as written.
        for c in ['Ж', 'Ω', 'Ա', '中'] {
            assert_eq!(lower_latin(c), c);
        }
    }
}

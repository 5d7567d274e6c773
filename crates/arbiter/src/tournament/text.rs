//! The bytes of a tournament file as text, and back: the encoding and the
//! line endings a pairing program chose, so that a file written back
//! keeps them.
//!
//! TRF-2026 (FIDE Handbook C.04 Annex 2), Remark 1: "Each line shall have
//! a "CR" (carriage return) as last character". Swiss Manager and Vega
//! write CRLF, bbpPairings and JaVaFo LF, and a file edited by hand may mix
//! them: every one of CR, LF and CRLF ends a line here.
//!
//! TRF names no encoding. Files from older Windows programs are
//! Windows-1252; newer ones UTF-8, some with a byte-order mark. Bytes that
//! are not UTF-8 are read as Windows-1252, which gives every byte a
//! character, so that no name is silently turned into U+FFFD.

/// How a file's bytes were read (and are written back).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Encoding {
    /// UTF-8 without a byte-order mark (ASCII is read as this).
    #[default]
    Utf8,
    /// UTF-8 after a byte-order mark (EF BB BF).
    Utf8Bom,
    /// Not valid UTF-8, read as Windows-1252.
    Windows1252,
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

impl Encoding {
    /// How [`decode`] reads `bytes`, without decoding them: for the page
    /// to say which of the files chosen was read as Windows-1252 (a CSV's
    /// names, too, which the tournament does not keep).
    pub fn of(bytes: &[u8]) -> Encoding {
        match bytes.strip_prefix(BOM) {
            Some(rest) if core::str::from_utf8(rest).is_ok() => Encoding::Utf8Bom,
            None if core::str::from_utf8(bytes).is_ok() => Encoding::Utf8,
            _ => Encoding::Windows1252,
        }
    }
}

/// Windows-1252's characters for the bytes 0x80–0x9F; the rest of the
/// bytes are Latin-1's (the code point of the byte). The five bytes
/// Windows-1252 leaves undefined keep their Latin-1 control character, as
/// the WHATWG Encoding Standard maps them, so that every byte reads back
/// to itself when written.
const CP1252_80_9F: [char; 32] = [
    '\u{20AC}', '\u{0081}', '\u{201A}', '\u{0192}', '\u{201E}', '\u{2026}', '\u{2020}', '\u{2021}',
    '\u{02C6}', '\u{2030}', '\u{0160}', '\u{2039}', '\u{0152}', '\u{008D}', '\u{017D}', '\u{008F}',
    '\u{0090}', '\u{2018}', '\u{2019}', '\u{201C}', '\u{201D}', '\u{2022}', '\u{2013}', '\u{2014}',
    '\u{02DC}', '\u{2122}', '\u{0161}', '\u{203A}', '\u{0153}', '\u{009D}', '\u{017E}', '\u{0178}',
];

/// The text of `bytes` and how it was read.
pub fn decode(bytes: &[u8]) -> (String, Encoding) {
    if let Some(rest) = bytes.strip_prefix(BOM) {
        if let Ok(text) = core::str::from_utf8(rest) {
            return (text.to_string(), Encoding::Utf8Bom);
        }
    } else if let Ok(text) = core::str::from_utf8(bytes) {
        return (text.to_string(), Encoding::Utf8);
    }
    let text = bytes
        .iter()
        .map(|&b| match b {
            0x80..=0x9F => CP1252_80_9F[usize::from(b - 0x80)],
            _ => char::from(b),
        })
        .collect();
    (text, Encoding::Windows1252)
}

/// `text` as bytes in `encoding`. A character Windows-1252 lacks is
/// written `?`: the file's own text always has one, only a name given
/// later could lack it.
pub fn encode(text: &str, encoding: Encoding) -> Vec<u8> {
    match encoding {
        Encoding::Utf8 => text.as_bytes().to_vec(),
        Encoding::Utf8Bom => [BOM, text.as_bytes()].concat(),
        Encoding::Windows1252 => text
            .chars()
            .map(|c| match u8::try_from(u32::from(c)) {
                Ok(b) if !(0x80..=0x9F).contains(&b) => b,
                _ => CP1252_80_9F
                    .iter()
                    .position(|&x| x == c)
                    .and_then(|i| u8::try_from(i + 0x80).ok())
                    .unwrap_or(b'?'),
            })
            .collect(),
    }
}

/// The lines of `text`, each as (its text, its ending: `"\r\n"`, `"\r"`,
/// `"\n"`, or `""` for a last line without one).
pub fn lines(text: &str) -> impl Iterator<Item = (&str, &str)> {
    let mut rest = text;
    core::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let (line, ending, next) = match rest.find(['\r', '\n']) {
            None => (rest, "", ""),
            Some(i) if rest[i..].starts_with("\r\n") => (&rest[..i], "\r\n", &rest[i + 2..]),
            Some(i) => (&rest[..i], &rest[i..=i], &rest[i + 1..]),
        };
        rest = next;
        Some((line, ending))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_byte_reads_back_to_itself() {
        let all: Vec<u8> = (0..=255).collect();
        let (text, enc) = decode(&all);
        assert_eq!(enc, Encoding::Windows1252);
        assert_eq!(encode(&text, enc), all);
        assert!(text.contains('€') && text.contains('Ÿ') && text.contains('ü'));
    }

    #[test]
    fn of_is_how_decode_reads() {
        for bytes in [
            &b"012 M\xC3\xBCnchen"[..],
            b"\xEF\xBB\xBF012 M\xC3\xBCnchen",
            b"\xEF\xBB\xBF012 M\xFCnchen",
            b"012 M\xFCnchen",
            b"",
        ] {
            assert_eq!(Encoding::of(bytes), decode(bytes).1, "{bytes:?}");
        }
    }

    #[test]
    fn bom_is_kept() {
        let (text, enc) = decode(b"\xEF\xBB\xBF012 M\xC3\xBCnchen");
        assert_eq!((text.as_str(), enc), ("012 München", Encoding::Utf8Bom));
        assert_eq!(encode(&text, enc), b"\xEF\xBB\xBF012 M\xC3\xBCnchen");
    }

    #[test]
    fn cr_lf_and_crlf_end_lines() {
        let got: Vec<_> = lines("a\rb\r\nc\nd").collect();
        assert_eq!(got, [("a", "\r"), ("b", "\r\n"), ("c", "\n"), ("d", "")]);
        assert_eq!(lines("\r\r").count(), 2);
    }
}

//! The stored form of the tournament files read last
//! ([`TOURNAMENT`](super::TOURNAMENT)): each file's name and its bytes as
//! chosen, so that the TRF can be written back byte for byte whatever its
//! encoding.
//!
//! `{"files": [{"name": "club.trf", "bytes": "012 Club…"}]}`: the bytes
//! as a text of one character a byte (U+0000 to U+00FF), which keeps an
//! ASCII file readable in the store and costs one character a byte
//! (base64 would cost 4/3, a JSON list of numbers about 4). Earlier
//! versions stored `[["club.trf", "012 Club…"]]`, the texts as
//! `File.text()` read them: those are read as their UTF-8 bytes.

use serde::{Deserialize, Serialize};

use super::json;

/// The files: each its name and bytes.
pub type Files = Vec<(String, Vec<u8>)>;

#[derive(Serialize, Deserialize)]
struct StoredFile {
    name: String,
    bytes: String,
}

#[derive(Serialize, Deserialize)]
struct Stored {
    files: Vec<StoredFile>,
}

/// The stored text of `files`; `None` if it cannot be written.
pub fn to_stored(files: &Files) -> Option<String> {
    let stored = Stored {
        files: files
            .iter()
            .map(|(name, bytes)| StoredFile {
                name: name.clone(),
                bytes: bytes.iter().map(|&b| char::from(b)).collect(),
            })
            .collect(),
    };
    json::to_string(&stored)
}

/// The files of a stored text, in either form; `None` if it is neither
/// (a newer version, a damaged value: left alone).
pub fn from_stored(raw: &str) -> Option<Files> {
    let parsed = json::parse(raw).ok()?;
    if parsed.has("files") {
        let stored: Stored = parsed.read().ok()?;
        return stored
            .files
            .into_iter()
            .map(|f| {
                let bytes = f
                    .bytes
                    .chars()
                    .map(|c| u8::try_from(u32::from(c)).ok())
                    .collect::<Option<Vec<u8>>>()?;
                Some((f.name, bytes))
            })
            .collect();
    }
    let texts: Vec<(String, String)> = parsed.read().ok()?;
    Some(
        texts
            .into_iter()
            .map(|(name, text)| (name, text.into_bytes()))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_byte_comes_back_as_it_went() {
        let files: Files = vec![
            ("club.trf".into(), (0..=255).collect()),
            ("pairs.txt".into(), b"1\r\n2 1\r\n".to_vec()),
            ("empty.csv".into(), Vec::new()),
        ];
        let raw = to_stored(&files).unwrap();
        assert!(
            raw.starts_with("{\"files\":[{\"name\":\"club.trf\""),
            "{raw}"
        );
        assert_eq!(from_stored(&raw), Some(files));
    }

    #[test]
    fn texts_stored_by_earlier_versions_are_read_as_utf8() {
        let raw = r#"[["club.trf","012 München\n"]]"#;
        assert_eq!(
            from_stored(raw),
            Some(vec![(
                "club.trf".into(),
                "012 München\n".as_bytes().to_vec()
            )])
        );
    }

    #[test]
    fn what_is_neither_form_is_refused() {
        for raw in [
            r#"{"files":[{"name":"a","bytes":"€"}]}"#,
            r#"{"files":3}"#,
            "[1,2]",
            "not json",
        ] {
            assert_eq!(from_stored(raw), None, "{raw}");
        }
    }
}

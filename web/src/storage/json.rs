//! The JSON text of stored values and language packs: serde's derived
//! form, read and written in the page by the browser's own `JSON` through
//! serde-wasm-bindgen, so that the page's module carries no JSON parser or
//! writer of its own (serde_json's cost the page 24.8 kB of its gzip);
//! natively (the tests), by serde_json, to the same text.
//!
//! Both read in two steps, text to a JSON value and the value to the type,
//! so that they fail alike: a text that is not JSON is placed where the
//! parser says (its end when the text ends too early), and a value of the
//! wrong shape (a newer version, a damaged save) is not placed at all,
//! since the second step works on the value, not the text.

use serde::Serialize;
use serde::de::DeserializeOwned;

/// The kind of a JSON reading error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JsonCategory {
    /// Not JSON.
    Syntax,
    /// The text ends too early.
    Eof,
    /// JSON, but not of the expected shape (a damaged game, a value of
    /// another kind).
    Data,
    /// A game saved by a newer version of the app (its `version` above
    /// [`rochade_arbiter::SAVE_VERSION`]), whatever its shape: the page is
    /// out of date, and a reload brings the version that reads it.
    Newer,
}

/// Where and why a stored text could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct JsonError {
    /// Line, from 1 (0 when unknown).
    pub line: usize,
    /// Column, from 1 (0 when unknown).
    pub column: usize,
    /// What kind of error.
    pub category: JsonCategory,
}

/// A text read as JSON, to be read as one or more types.
#[cfg(target_arch = "wasm32")]
pub struct Parsed(wasm_bindgen::JsValue);

/// A text read as JSON, to be read as one or more types.
#[cfg(not(target_arch = "wasm32"))]
pub struct Parsed(serde_json::Value);

/// Reads `raw` as JSON.
///
/// # Errors
///
/// Not JSON: why, and where when the parser says.
#[cfg(target_arch = "wasm32")]
pub fn parse(raw: &str) -> Result<Parsed, JsonError> {
    js_sys::JSON::parse(raw).map(Parsed).map_err(|e| {
        let message = js_sys::Error::from(e)
            .message()
            .as_string()
            .unwrap_or_default();
        syntax_error(raw, &message)
    })
}

/// Reads `raw` as JSON.
///
/// # Errors
///
/// Not JSON: why, and where.
#[cfg(not(target_arch = "wasm32"))]
pub fn parse(raw: &str) -> Result<Parsed, JsonError> {
    serde_json::from_str(raw).map(Parsed).map_err(|e| {
        let category = if e.is_eof() {
            JsonCategory::Eof
        } else {
            JsonCategory::Syntax
        };
        if category == JsonCategory::Eof {
            return at_end(raw);
        }
        JsonError {
            line: e.line(),
            // serde_json places an error met before a line's first
            // character at column 0; the player counts from 1.
            column: e.column().max(1),
            category,
        }
    })
}

impl Parsed {
    /// The value as a `T`.
    ///
    /// # Errors
    ///
    /// JSON, but not of `T`'s shape (no place: see the module).
    #[cfg(target_arch = "wasm32")]
    pub fn read<T: DeserializeOwned>(&self) -> Result<T, JsonError> {
        serde_wasm_bindgen::from_value(self.0.clone()).map_err(|_| NOT_ITS_SHAPE)
    }

    /// The value as a `T`.
    ///
    /// # Errors
    ///
    /// JSON, but not of `T`'s shape (no place: see the module).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn read<T: DeserializeOwned>(&self) -> Result<T, JsonError> {
        T::deserialize(&self.0).map_err(|_| NOT_ITS_SHAPE)
    }

    /// The field `key` of an object (`None`: not an object, or no such
    /// field), to be read on its own.
    #[cfg(target_arch = "wasm32")]
    pub fn field(&self, key: &str) -> Option<Parsed> {
        if !self.has(key) {
            return None;
        }
        js_sys::Reflect::get(&self.0, &wasm_bindgen::JsValue::from_str(key))
            .ok()
            .map(Parsed)
    }

    /// The field `key` of an object (`None`: not an object, or no such
    /// field), to be read on its own.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn field(&self, key: &str) -> Option<Parsed> {
        self.0.get(key).cloned().map(Parsed)
    }

    /// Whether the value is an object with a field `key`, of any value
    /// (looked up, not read: a large value is not walked).
    #[cfg(target_arch = "wasm32")]
    pub fn has(&self, key: &str) -> bool {
        self.0.is_object()
            && js_sys::Reflect::has(&self.0, &wasm_bindgen::JsValue::from_str(key)).unwrap_or(false)
    }

    /// Whether the value is an object with a field `key`, of any value.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn has(&self, key: &str) -> bool {
        self.0.get(key).is_some()
    }

    /// The elements of a JSON list, or `None` when the value is not one.
    #[cfg(target_arch = "wasm32")]
    pub fn elements(&self) -> Option<Vec<Parsed>> {
        use wasm_bindgen::JsCast;
        let list = self.0.dyn_ref::<js_sys::Array>()?;
        Some(list.iter().map(Parsed).collect())
    }

    /// The elements of a JSON list, or `None` when the value is not one.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn elements(&self) -> Option<Vec<Parsed>> {
        Some(self.0.as_array()?.iter().cloned().map(Parsed).collect())
    }
}

/// Reads `raw` as a `T`.
///
/// # Errors
///
/// Not JSON, or not of `T`'s shape.
pub fn from_str<T: DeserializeOwned>(raw: &str) -> Result<T, JsonError> {
    parse(raw)?.read()
}

/// The JSON text of `value`: objects for structs and maps, `null` for
/// `None`, as serde_json writes them.
///
/// `None` when serde cannot write it (a map with keys other than text, a
/// number beyond 2^53), which the stored types never give.
#[cfg(target_arch = "wasm32")]
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Option<String> {
    let value = value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .ok()?;
    js_sys::JSON::stringify(&value).ok()?.as_string()
}

/// The JSON text of `value`.
///
/// `None` when serde cannot write it (a map with keys other than text).
#[cfg(not(target_arch = "wasm32"))]
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Option<String> {
    serde_json::to_string(value).ok()
}

/// A value of another shape than the type read: not placed.
const NOT_ITS_SHAPE: JsonError = JsonError {
    line: 0,
    column: 0,
    category: JsonCategory::Data,
};

/// The text ended too early: placed at its last character.
fn at_end(raw: &str) -> JsonError {
    let (line, after) = line_column(raw, raw.len());
    JsonError {
        line,
        column: (after - 1).max(1),
        category: JsonCategory::Eof,
    }
}

/// Line and column (from 1) of the character at byte `index` of `raw`
/// (the column after the last character when `index` is its end).
fn line_column(raw: &str, index: usize) -> (usize, usize) {
    let before = raw.get(..index).unwrap_or(raw);
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (
        before.matches('\n').count() + 1,
        before[line_start..].chars().count() + 1,
    )
}

/// The number following `word` in `message`.
fn number_after(message: &str, word: &str) -> Option<usize> {
    let rest = &message[message.find(word)? + word.len()..];
    let digits = rest.split(|c: char| !c.is_ascii_digit()).next()?;
    digits.parse().ok()
}

/// Where and why the browser's `JSON.parse` refused `raw`, from its
/// `message`: Chromium's and Firefox's name a line and column or a
/// position (in UTF-16 units) for most errors, and say "end" when the text
/// ends too early; an error they do not place stays unplaced.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn syntax_error(raw: &str, message: &str) -> JsonError {
    if message.contains("end of") {
        return at_end(raw);
    }
    let (line, column) = match (
        number_after(message, "line "),
        number_after(message, "column "),
        number_after(message, "position "),
    ) {
        (Some(line), Some(column), _) => (line, column),
        (_, _, Some(position)) => {
            let mut units = 0;
            let index = raw
                .char_indices()
                .find(|(_, c)| {
                    units += c.len_utf16();
                    units > position
                })
                .map_or(raw.len(), |(i, _)| i);
            line_column(raw, index)
        }
        _ => (0, 0),
    };
    JsonError {
        line,
        column,
        category: JsonCategory::Syntax,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(e: &JsonError) -> (usize, usize, JsonCategory) {
        (e.line, e.column, e.category)
    }

    #[test]
    fn the_browsers_messages_are_placed() {
        // Chromium 156 (V8) and Firefox, as they word JSON.parse's errors.
        let raw = "{\"a\":1}}";
        let chromium = "Unexpected non-whitespace character after JSON at position 7";
        assert_eq!(
            place(&syntax_error(raw, chromium)),
            (1, 8, JsonCategory::Syntax)
        );
        let raw = "{\n'a':1}";
        let chromium = "Expected property name or '}' in JSON at position 2 (line 2 column 1)";
        assert_eq!(
            place(&syntax_error(raw, chromium)),
            (2, 1, JsonCategory::Syntax)
        );
        let firefox =
            "JSON.parse: expected property name or '}' at line 2 column 1 of the JSON data";
        assert_eq!(
            place(&syntax_error(raw, firefox)),
            (2, 1, JsonCategory::Syntax)
        );
        // A position counts UTF-16 units: "€" is one, "𝄞" two.
        let raw = "[\"€𝄞\"]]";
        let chromium = "Unexpected non-whitespace character after JSON at position 7";
        assert_eq!(
            place(&syntax_error(raw, chromium)),
            (1, 7, JsonCategory::Syntax)
        );
        let raw = "{\"damaged\": ";
        assert_eq!(
            place(&syntax_error(raw, "Unexpected end of JSON input")),
            (1, 12, JsonCategory::Eof)
        );
        let firefox = "JSON.parse: unexpected end of data at line 1 column 13 of the JSON data";
        assert_eq!(
            place(&syntax_error(raw, firefox)),
            (1, 12, JsonCategory::Eof)
        );
        let chromium = "Unexpected token 'x', \"{\"a\": x}\" is not valid JSON";
        assert_eq!(
            place(&syntax_error("{\"a\": x}", chromium)),
            (0, 0, JsonCategory::Syntax)
        );
    }

    #[test]
    fn serde_json_places_alike() {
        let e = |raw: &str| place(&from_str::<Vec<u8>>(raw).unwrap_err());
        assert_eq!(e("{\"damaged\": "), (1, 12, JsonCategory::Eof));
        assert_eq!(e("[1, 2, "), (1, 7, JsonCategory::Eof));
        assert_eq!(e("[1]]"), (1, 4, JsonCategory::Syntax));
        assert_eq!(e("[1, \"a\"]"), (0, 0, JsonCategory::Data));
    }

    #[test]
    fn a_value_reads_as_several_types_and_writes_back() {
        let p = parse("[1, 2, 3]").unwrap();
        assert_eq!(p.read::<Vec<u8>>().unwrap(), vec![1, 2, 3]);
        assert_eq!(p.read::<(u8, u8, u8)>().unwrap(), (1, 2, 3));
        assert!(p.read::<String>().is_err());
        let second: u8 = p.elements().unwrap()[1].read().unwrap();
        assert_eq!(second, 2);
        assert!(parse("{}").unwrap().elements().is_none());
        assert_eq!(to_string(&Some(vec!["a\"b"])).unwrap(), "[\"a\\\"b\"]");
    }
}

//! The wasm-bindgen bindings: JavaScript values in, [`rules`] called,
//! JavaScript values (through serde-wasm-bindgen) or a coded `Error` out.

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use crate::rules::{self, Chess960, Code, GameOptions, MoveInput};

/// The thrown error: an `Error` with the stable `code`, and where the
/// input has one, its place (`field` of a FEN; `line`, `column` of a PGN).
fn js_error(e: rules::Error) -> JsValue {
    let err = js_sys::Error::new(&e.message);
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&err, &JsValue::from_str(k), &v);
    };
    set("code", JsValue::from_str(e.code.as_str()));
    if let Some(f) = &e.field {
        set("field", JsValue::from_str(f));
    }
    if let Some(l) = e.line {
        set("line", JsValue::from_f64(l as f64));
    }
    if let Some(c) = e.column {
        set("column", JsValue::from_f64(c as f64));
    }
    err.into()
}

fn option_error(what: &str, detail: impl core::fmt::Display) -> JsValue {
    js_error(rules::Error::new(Code::Option, format!("{what}: {detail}")))
}

/// Objects as plain objects, missing values as `null`.
fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

/// serde-wasm-bindgen's error without the "Error: " its `Display` adds.
fn serde_message(e: serde_wasm_bindgen::Error) -> String {
    let text = e.to_string();
    text.strip_prefix("Error: ").unwrap_or(&text).to_string()
}

/// An options object (`undefined` and `null` mean none) with only the
/// `known` keys: a misspelt option is an error, not silently ignored.
fn options<T: for<'de> Deserialize<'de> + Default>(
    what: &str,
    value: JsValue,
    known: &[&str],
) -> Result<T, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(T::default());
    }
    if !value.is_object() {
        return Err(option_error(what, "the options must be an object"));
    }
    for key in js_sys::Object::keys(value.unchecked_ref::<js_sys::Object>()).iter() {
        let key = key.as_string().unwrap_or_default();
        if !known.contains(&key.as_str()) {
            return Err(option_error(
                what,
                format!(
                    "unknown option {key:?}; the options are {}",
                    known.join(", ")
                ),
            ));
        }
    }
    serde_wasm_bindgen::from_value(value).map_err(|e| option_error(what, serde_message(e)))
}

/// A text argument.
fn text(what: &str, value: &JsValue) -> Result<String, JsValue> {
    value
        .as_string()
        .ok_or_else(|| option_error(what, format!("expected a string, got {}", type_of(value))))
}

fn type_of(value: &JsValue) -> String {
    value.js_typeof().as_string().unwrap_or_default()
}

#[derive(Deserialize)]
struct SquaresArg {
    from: String,
    to: String,
    #[serde(default)]
    promotion: Option<String>,
}

/// A move: a string, or `{ from, to, promotion? }` (other properties,
/// such as those of a move object this package returned, are ignored).
fn move_input(what: &str, value: JsValue) -> Result<MoveInput, JsValue> {
    if let Some(s) = value.as_string() {
        return Ok(MoveInput::Text(s));
    }
    if !value.is_object() {
        return Err(option_error(
            what,
            format!(
                "a move is SAN ('Nf3'), UCI ('g1f3') or {{ from, to, promotion? }}, not {}",
                type_of(&value)
            ),
        ));
    }
    let s: SquaresArg = serde_wasm_bindgen::from_value(value).map_err(|e| {
        option_error(
            what,
            format!(
                "a move object is {{ from: 'g1', to: 'f3', promotion?: 'q' }}: {}",
                serde_message(e)
            ),
        )
    })?;
    Ok(MoveInput::Squares {
        from: s.from,
        to: s.to,
        promotion: s.promotion,
    })
}

#[derive(Deserialize, Default)]
struct NewOptions {
    #[serde(default)]
    fen: Option<String>,
    #[serde(default, with = "serde_wasm_bindgen::preserve")]
    edition: JsValue,
    #[serde(default, with = "serde_wasm_bindgen::preserve")]
    chess960: JsValue,
}

/// An edition given as `'2023'` or `2023`.
fn edition_arg(value: &JsValue) -> Result<Option<String>, JsValue> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else if let Some(s) = value.as_string() {
        Ok(Some(s))
    } else if let Some(n) = value.as_f64() {
        Ok(Some(n.to_string()))
    } else {
        Err(option_error(
            "edition",
            format!("expected '2023', '2001' or '1997', got {}", type_of(value)),
        ))
    }
}

#[derive(Deserialize, Default)]
struct MovesOptions {
    #[serde(default)]
    verbose: bool,
    #[serde(default)]
    square: Option<String>,
}

#[derive(Deserialize, Default)]
struct LettersOptions {
    #[serde(default)]
    letters: Option<String>,
}

#[derive(Deserialize, Default)]
struct SchemeOptions {
    #[serde(default)]
    scheme: Option<String>,
}

#[derive(Deserialize, Default)]
struct PgnOptions {
    #[serde(default, with = "serde_wasm_bindgen::preserve")]
    edition: JsValue,
}

/// The tags as a plain object keyed by tag name, in order.
struct Tags<'a>(&'a [(String, String)]);

impl Serialize for Tags<'_> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

/// A game of chess under the FIDE Laws.
#[wasm_bindgen]
pub struct Game {
    inner: rules::Game,
}

#[wasm_bindgen]
impl Game {
    /// `new Game({ fen?, edition?, chess960? })`.
    #[wasm_bindgen(constructor)]
    pub fn new(options_arg: JsValue) -> Result<Game, JsValue> {
        let o: NewOptions = options("new Game", options_arg, &["fen", "edition", "chess960"])?;
        let chess960 = if o.chess960.is_undefined() || o.chess960.is_null() {
            None
        } else if let Some(b) = o.chess960.as_bool() {
            Some(Chess960::Flag(b))
        } else if let Some(n) = o.chess960.as_f64() {
            Some(Chess960::Number(n))
        } else {
            return Err(option_error(
                "chess960",
                format!(
                    "expected true (read the fen as Chess960) or a start position's number, got {}",
                    type_of(&o.chess960)
                ),
            ));
        };
        let options = GameOptions {
            fen: o.fen,
            edition: edition_arg(&o.edition)?,
            chess960,
        };
        rules::Game::new(&options)
            .map(|inner| Game { inner })
            .map_err(js_error)
    }

    /// Plays a move and returns it.
    #[wasm_bindgen(js_name = "move")]
    pub fn play(&mut self, m: JsValue, options_arg: JsValue) -> Result<JsValue, JsValue> {
        let o: LettersOptions = options("move", options_arg, &["letters"])?;
        let input = move_input("move", m)?;
        self.inner
            .play(&input, o.letters.as_deref())
            .map(|info| to_js(&info))
            .map_err(js_error)
    }

    /// The legal moves: SAN, or with `verbose` the move objects.
    pub fn moves(&self, options_arg: JsValue) -> Result<JsValue, JsValue> {
        let o: MovesOptions = options("moves", options_arg, &["verbose", "square"])?;
        if o.verbose {
            let list = self
                .inner
                .moves_verbose(o.square.as_deref())
                .map_err(js_error)?;
            Ok(to_js(&list))
        } else {
            let list = self
                .inner
                .moves_san(o.square.as_deref())
                .map_err(js_error)?;
            Ok(to_js(&list))
        }
    }

    /// The position in FEN (X-FEN in Chess960).
    pub fn fen(&self) -> String {
        self.inner.fen()
    }

    /// `'w'` or `'b'`.
    pub fn turn(&self) -> String {
        self.inner.turn().to_string()
    }

    /// Whether the side to move is in check.
    #[wasm_bindgen(js_name = inCheck)]
    pub fn in_check(&self) -> bool {
        self.inner.position().is_check()
    }

    /// Whether the side to move is checkmated (Art. 5.1.1).
    #[wasm_bindgen(js_name = isCheckmate)]
    pub fn is_checkmate(&self) -> bool {
        self.inner.position().is_checkmate()
    }

    /// Whether the side to move is stalemated (Art. 5.2.1).
    #[wasm_bindgen(js_name = isStalemate)]
    pub fn is_stalemate(&self) -> bool {
        self.inner.position().is_stalemate()
    }

    /// The SAN of every move played.
    pub fn history(&self) -> Vec<String> {
        self.inner.history()
    }

    /// Takes the last move back and returns it (`null` at the start).
    pub fn undo(&mut self) -> JsValue {
        to_js(&self.inner.undo())
    }

    /// `null` while the game goes on, else `{ result, reason, article }`.
    pub fn outcome(&self) -> JsValue {
        to_js(&self.inner.outcome())
    }

    /// Art. 5.2.2: whether neither side can checkmate.
    #[wasm_bindgen(js_name = isDeadPosition)]
    pub fn is_dead_position(&self) -> bool {
        self.inner.is_dead_position()
    }

    /// Art. 6.9: whether `color` can checkmate by any series of legal moves.
    #[wasm_bindgen(js_name = canCheckmate)]
    pub fn can_checkmate(&self, color: JsValue) -> Result<bool, JsValue> {
        let color = text("canCheckmate: color", &color)?;
        self.inner.can_checkmate(&color).map_err(js_error)
    }

    /// Art. 9.2, 9.3: whether a claim is correct, now or with `move`
    /// written down first.
    #[wasm_bindgen(js_name = canClaimDraw)]
    pub fn can_claim_draw(&self, kind: JsValue, m: JsValue) -> Result<bool, JsValue> {
        let kind = text("canClaimDraw: kind", &kind)?;
        let intended = if m.is_undefined() || m.is_null() {
            None
        } else {
            Some(move_input("canClaimDraw", m)?)
        };
        self.inner
            .can_claim_draw(&kind, intended.as_ref())
            .map_err(js_error)
    }

    /// The game in PGN.
    pub fn pgn(&self) -> String {
        self.inner.pgn()
    }

    /// Reads the first game of a PGN text.
    #[wasm_bindgen(js_name = fromPgn)]
    pub fn from_pgn(pgn: JsValue, options_arg: JsValue) -> Result<Game, JsValue> {
        let pgn = text("fromPgn", &pgn)?;
        let o: PgnOptions = options("fromPgn", options_arg, &["edition"])?;
        let edition = edition_arg(&o.edition)?;
        rules::Game::from_pgn(&pgn, edition.as_deref())
            .map(|inner| Game { inner })
            .map_err(js_error)
    }

    /// The tags as a plain object.
    pub fn header(&self) -> JsValue {
        to_js(&Tags(self.inner.header()))
    }

    /// Sets a tag.
    #[wasm_bindgen(js_name = setHeader)]
    pub fn set_header(&mut self, name: JsValue, value: JsValue) -> Result<(), JsValue> {
        let name = text("setHeader: name", &name)?;
        let value = text("setHeader: value", &value)?;
        self.inner.set_header(&name, &value).map_err(js_error)
    }

    /// A legal move in SAN with another language's piece letters.
    pub fn san(&self, m: JsValue, options_arg: JsValue) -> Result<String, JsValue> {
        let o: LettersOptions = options("san", options_arg, &["letters"])?;
        let input = move_input("san", m)?;
        self.inner
            .san_in(&input, o.letters.as_deref().unwrap_or("en"))
            .map_err(js_error)
    }

    /// A legal move as the FIDE scheme for visually handicapped players
    /// speaks it.
    pub fn say(&self, m: JsValue, options_arg: JsValue) -> Result<String, JsValue> {
        let o: SchemeOptions = options("say", options_arg, &["scheme"])?;
        let input = move_input("say", m)?;
        self.inner
            .say(&input, o.scheme.as_deref().unwrap_or("de"))
            .map_err(js_error)
    }
}

/// Every game of a PGN text, stopping at the first error (which carries
/// the games read before it as `games`).
#[wasm_bindgen(js_name = readPgn)]
pub fn read_pgn(pgn: JsValue) -> Result<Vec<Game>, JsValue> {
    let pgn = text("readPgn", &pgn)?;
    match rules::Game::read_all(&pgn) {
        Ok(games) => Ok(games.into_iter().map(|inner| Game { inner }).collect()),
        Err((e, games)) => {
            let err = js_error(e);
            let read: js_sys::Array = games
                .into_iter()
                .map(|inner| JsValue::from(Game { inner }))
                .collect();
            let _ = js_sys::Reflect::set(&err, &JsValue::from_str("games"), &read);
            Err(err)
        }
    }
}

/// The number of leaf nodes of the move tree to `depth` from `fen`.
#[wasm_bindgen]
pub fn perft(fen: JsValue, depth: JsValue) -> Result<f64, JsValue> {
    let fen = text("perft: fen", &fen)?;
    let depth = depth
        .as_f64()
        .ok_or_else(|| option_error("perft: depth", "expected a number"))?;
    rules::perft(&fen, depth).map_err(js_error)
}

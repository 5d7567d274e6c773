//! The parser: strict JSON as serde_json reads it (no trailing commas, no
//! leading zeros, no lone surrogates), errors with line and column.

use crate::{Category, Error, Number, Value};

/// serde_json's limit on nesting, so that deep input cannot overflow the
/// stack.
const MAX_DEPTH: usize = 128;

/// Parses one JSON text (surrounding whitespace allowed).
///
/// # Errors
///
/// Not JSON: a [`Category::Syntax`] or [`Category::Eof`] error with the
/// line and column where it was found.
///
/// ```
/// use rochade_json::{Category, parse};
/// let e = parse("{\"damaged\": ").unwrap_err();
/// assert_eq!((e.line, e.column, e.category), (1, 12, Category::Eof));
/// let e = parse("[1, x]").unwrap_err();
/// assert_eq!((e.line, e.column, e.category), (1, 5, Category::Syntax));
/// ```
pub fn parse(text: &str) -> Result<Value, Error> {
    parse_with_end(text).map(|(v, _)| v)
}

/// The value and the index just past its last byte.
pub(crate) fn parse_with_end(text: &str) -> Result<(Value, usize), Error> {
    let mut p = Parser {
        text,
        bytes: text.as_bytes(),
        at: 0,
        depth: 0,
    };
    p.skip_ws();
    let v = p.value()?;
    let end = p.at;
    p.skip_ws();
    if p.at < p.bytes.len() {
        return Err(p.error_here(Category::Syntax, "trailing characters"));
    }
    Ok((v, end))
}

/// Line and column (1-based) after the first `at` bytes of `text`, as
/// serde_json counts: the column is the bytes read on the line.
pub(crate) fn position(text: &str, at: usize) -> (usize, usize) {
    let before = &text.as_bytes()[..at.min(text.len())];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    (line, before.len() - start)
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
    depth: usize,
}

impl Parser<'_> {
    /// An error at the byte `at` (read, and found wrong).
    fn error_here(&self, category: Category, message: &str) -> Error {
        let (line, column) = position(self.text, self.at + 1);
        Error {
            line,
            column,
            category,
            message: message.into(),
        }
    }

    fn eof(&self, message: &str) -> Error {
        let (line, column) = position(self.text, self.bytes.len());
        Error {
            line,
            column,
            category: Category::Eof,
            message: message.into(),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn skip_ws(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    fn value(&mut self) -> Result<Value, Error> {
        match self.peek() {
            None => Err(self.eof("EOF while parsing a value")),
            Some(b'n') => self.word("null", Value::Null),
            Some(b't') => self.word("true", Value::Bool(true)),
            Some(b'f') => self.word("false", Value::Bool(false)),
            Some(b'"') => self.string().map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b'[') => self.nested(Parser::array),
            Some(b'{') => self.nested(Parser::object),
            Some(_) => Err(self.error_here(Category::Syntax, "expected value")),
        }
    }

    fn nested(&mut self, inner: fn(&mut Self) -> Result<Value, Error>) -> Result<Value, Error> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.error_here(Category::Syntax, "recursion limit exceeded"));
        }
        self.at += 1;
        let v = inner(self);
        self.depth -= 1;
        v
    }

    fn word(&mut self, word: &str, v: Value) -> Result<Value, Error> {
        for &w in word.as_bytes() {
            match self.peek() {
                None => return Err(self.eof("EOF while parsing a value")),
                Some(b) if b == w => self.at += 1,
                Some(_) => return Err(self.error_here(Category::Syntax, "expected ident")),
            }
        }
        Ok(v)
    }

    fn array(&mut self) -> Result<Value, Error> {
        let mut items = Vec::new();
        self.skip_ws();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Value::Array(items));
        }
        loop {
            self.skip_ws();
            items.push(self.value()?);
            self.skip_ws();
            match self.peek() {
                None => return Err(self.eof("EOF while parsing a list")),
                Some(b',') => {
                    self.at += 1;
                    self.skip_ws();
                    if self.peek() == Some(b']') {
                        return Err(self.error_here(Category::Syntax, "trailing comma"));
                    }
                }
                Some(b']') => {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                Some(_) => {
                    return Err(self.error_here(Category::Syntax, "expected `,` or `]`"));
                }
            }
        }
    }

    fn object(&mut self) -> Result<Value, Error> {
        let mut fields = Vec::new();
        self.skip_ws();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Value::Object(fields));
        }
        loop {
            self.skip_ws();
            match self.peek() {
                None => return Err(self.eof("EOF while parsing an object")),
                Some(b'"') => {}
                Some(_) => return Err(self.error_here(Category::Syntax, "key must be a string")),
            }
            let key = self.string()?;
            self.skip_ws();
            match self.peek() {
                None => return Err(self.eof("EOF while parsing an object")),
                Some(b':') => self.at += 1,
                Some(_) => return Err(self.error_here(Category::Syntax, "expected `:`")),
            }
            self.skip_ws();
            let v = self.value()?;
            fields.push((key, v));
            self.skip_ws();
            match self.peek() {
                None => return Err(self.eof("EOF while parsing an object")),
                Some(b',') => {
                    self.at += 1;
                    self.skip_ws();
                    if self.peek() == Some(b'}') {
                        return Err(self.error_here(Category::Syntax, "trailing comma"));
                    }
                }
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Value::Object(fields));
                }
                Some(_) => {
                    return Err(self.error_here(Category::Syntax, "expected `,` or `}`"));
                }
            }
        }
    }

    fn number(&mut self) -> Result<Value, Error> {
        let start = self.at;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.at += 1;
        }
        match self.peek() {
            None => return Err(self.eof("EOF while parsing a value")),
            Some(b'0') => {
                self.at += 1;
                if let Some(b'0'..=b'9') = self.peek() {
                    return Err(self.error_here(Category::Syntax, "invalid number"));
                }
            }
            Some(b'1'..=b'9') => self.digits(),
            Some(_) => return Err(self.error_here(Category::Syntax, "invalid number")),
        }
        let mut float = false;
        if self.peek() == Some(b'.') {
            float = true;
            self.at += 1;
            self.required_digits()?;
        }
        if let Some(b'e' | b'E') = self.peek() {
            float = true;
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            self.required_digits()?;
        }
        let text = &self.text[start..self.at];
        if !float {
            if negative {
                if let Ok(n) = text.parse::<i64>() {
                    return Ok(Value::Number(if n == 0 {
                        Number::U(0)
                    } else {
                        Number::I(n)
                    }));
                }
            } else if let Ok(n) = text.parse::<u64>() {
                return Ok(Value::Number(Number::U(n)));
            }
        }
        Ok(Value::Number(Number::F(text.into())))
    }

    fn digits(&mut self) {
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
    }

    fn required_digits(&mut self) -> Result<(), Error> {
        match self.peek() {
            None => Err(self.eof("EOF while parsing a value")),
            Some(b'0'..=b'9') => {
                self.digits();
                Ok(())
            }
            Some(_) => Err(self.error_here(Category::Syntax, "invalid number")),
        }
    }

    /// Four hex digits, read as serde_json reads them: all four are taken
    /// before any is checked, so fewer than four left is the end of the
    /// text, and a wrong digit is placed after the fourth.
    fn hex4(&mut self) -> Result<u32, Error> {
        let Some(digits) = self.bytes.get(self.at..self.at + 4) else {
            return Err(self.eof("EOF while parsing a string"));
        };
        self.at += 4;
        let mut n = 0;
        for &b in digits {
            match (b as char).to_digit(16) {
                Some(d) => n = n * 16 + d,
                None => return Err(self.error_before(Category::Syntax, "invalid escape")),
            }
        }
        Ok(n)
    }

    /// The byte expected after a leading surrogate's digits (`\`, then
    /// `u`): the end of the text, or any other byte, which is read and
    /// refused.
    fn surrogate_byte(&mut self, expected: u8) -> Result<(), Error> {
        match self.peek() {
            None => Err(self.eof("EOF while parsing a string")),
            Some(b) => {
                self.at += 1;
                if b == expected {
                    Ok(())
                } else {
                    Err(self.error_before(Category::Syntax, "unexpected end of hex escape"))
                }
            }
        }
    }

    /// A string; `at` is on its opening quote.
    fn string(&mut self) -> Result<String, Error> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let run = self.at;
            while let Some(b) = self.peek() {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            // The input is a `str` and the run ends at an ASCII byte: a
            // character boundary.
            out.push_str(&self.text[run..self.at]);
            match self.peek() {
                None => return Err(self.eof("EOF while parsing a string")),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    self.escape(&mut out)?;
                }
                Some(_) => {
                    return Err(self.error_here(
                        Category::Syntax,
                        "control character (\\u0000-\\u001F) found while parsing a string",
                    ));
                }
            }
        }
    }

    fn escape(&mut self, out: &mut String) -> Result<(), Error> {
        let c = match self.peek() {
            None => return Err(self.eof("EOF while parsing a string")),
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                self.at += 1;
                let hi = self.hex4()?;
                let code = if (0xD800..0xDC00).contains(&hi) {
                    self.surrogate_byte(b'\\')?;
                    self.surrogate_byte(b'u')?;
                    let lo = self.hex4()?;
                    if !(0xDC00..0xE000).contains(&lo) {
                        return Err(self.lone_surrogate());
                    }
                    0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                } else {
                    hi
                };
                out.push(char::from_u32(code).ok_or_else(|| self.lone_surrogate())?);
                return Ok(());
            }
            Some(_) => return Err(self.error_here(Category::Syntax, "invalid escape")),
        };
        self.at += 1;
        out.push(c);
        Ok(())
    }

    fn lone_surrogate(&self) -> Error {
        self.error_before(Category::Syntax, "lone leading surrogate in hex escape")
    }

    /// An error placed after the bytes read so far.
    fn error_before(&self, category: Category, message: &str) -> Error {
        let (line, column) = position(self.text, self.at);
        Error {
            line,
            column,
            category,
            message: message.into(),
        }
    }
}

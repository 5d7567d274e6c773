//! The JSON of Rochade's saved values, read and written by hand.
//!
//! Why this crate exists: serde's derives generate a visitor per type (and
//! per `Option<T>`, per array, per enum) whose code was about a third of the
//! shipped module's serde bytes; a tree of [`Value`]s read once and a short
//! conversion per type costs a fraction of that.
//!
//! The format is serde's, unchanged: what `serde_json::to_string` wrote for
//! the derived types is what [`ToJson`] writes, byte for byte (field order,
//! externally tagged enums, omitted fields), and what serde read is what
//! [`FromJson`] reads (unknown fields ignored, missing fields defaulted where
//! serde defaulted them), so saves from every earlier version still read and
//! new saves read in earlier versions.
//!
//! ```
//! use rochade_json::{Value, parse};
//! let v = parse(r#"{"a": [1, -2, true, null, "x\n"]}"#).unwrap();
//! assert_eq!(v.to_string(), r#"{"a":[1,-2,true,null,"x\n"]}"#);
//! assert_eq!(parse(&v.to_string()), Ok(v));
//! ```

use core::fmt;

mod parse;
mod write;

pub use parse::parse;

/// A JSON number as read: integers stay exact (milliseconds are `u64`).
///
/// No saved value holds a fraction, so a number with a fraction or an
/// exponent is kept as its text and written back as it was read: reading it
/// as a float would bring the standard library's float parsing and printing
/// into the module (about 15 KB), for values that are only ever refused
/// ("invalid type: floating point") or kept aside as they were.
#[derive(Debug, Clone, PartialEq)]
pub enum Number {
    /// A non-negative integer.
    U(u64),
    /// A negative integer.
    I(i64),
    /// A number with a fraction or exponent, or an integer out of range, as
    /// written.
    F(Box<str>),
}

/// A JSON value; an object keeps its fields in their order.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Value {
    /// `null`.
    #[default]
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(Number),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Value>),
    /// An object, fields in order.
    Object(Vec<(String, Value)>),
}

/// What kind of error (serde_json's categories).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Category {
    /// Not JSON.
    Syntax,
    /// The text ends too early.
    Eof,
    /// JSON, but not of the expected shape.
    Data,
}

/// Why a JSON text could not be read, and where (1-based; 0 when unknown).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// Line, from 1.
    pub line: usize,
    /// Column (bytes into the line), from 1.
    pub column: usize,
    /// What kind of error.
    pub category: Category,
    /// What went wrong (English, for logs and tests).
    pub message: String,
}

impl Error {
    /// A data error (no position yet: [`from_str`] adds it).
    pub fn data(message: impl Into<String>) -> Error {
        Error {
            line: 0,
            column: 0,
            category: Category::Data,
            message: message.into(),
        }
    }

    /// serde's "missing field" error.
    pub fn missing(field: &str) -> Error {
        Error::data(format!("missing field `{field}`"))
    }

    /// serde's "invalid type" error.
    pub fn invalid(found: &Value, expected: &str) -> Error {
        Error::data(format!(
            "invalid type: {}, expected {expected}",
            found.kind()
        ))
    }

    /// serde's "unknown variant" error.
    pub fn unknown_variant(name: &str) -> Error {
        Error::data(format!("unknown variant `{name}`"))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            f.write_str(&self.message)
        } else {
            write!(
                f,
                "{} at line {} column {}",
                self.message, self.line, self.column
            )
        }
    }
}

impl std::error::Error for Error {}

impl Value {
    fn kind(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "boolean",
            Value::Number(Number::F(_)) => "floating point",
            Value::Number(_) => "integer",
            Value::String(_) => "string",
            Value::Array(_) => "sequence",
            Value::Object(_) => "map",
        }
    }

    /// The field `name` of an object (the first, if repeated).
    ///
    /// ```
    /// let v = rochade_json::parse(r#"{"a":1}"#).unwrap();
    /// assert!(v.get("a").is_some() && v.get("b").is_none());
    /// ```
    pub fn get(&self, name: &str) -> Option<&Value> {
        match self {
            Value::Object(fields) => fields.iter().find(|(k, _)| k == name).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The fields of an object.
    ///
    /// # Errors
    ///
    /// Not an object.
    pub fn fields(&self, expected: &str) -> Result<Fields<'_>, Error> {
        match self {
            Value::Object(fields) => Ok(Fields(fields)),
            other => Err(Error::invalid(other, expected)),
        }
    }

    /// An externally tagged enum value: `"Name"` or `{"Name": content}`.
    ///
    /// # Errors
    ///
    /// Neither a string nor an object of one field.
    pub fn variant(&self) -> Result<(&str, Option<&Value>), Error> {
        match self {
            Value::String(s) => Ok((s, None)),
            Value::Object(fields) if fields.len() == 1 => Ok((&fields[0].0, Some(&fields[0].1))),
            Value::Object(_) => Err(Error::data(
                "invalid value: map, expected map with a single key",
            )),
            other => Err(Error::invalid(other, "enum")),
        }
    }

    /// A unit variant `"name"`.
    pub fn unit(name: &str) -> Value {
        Value::String(name.into())
    }

    /// A variant with content: `{"name": content}`.
    pub fn tagged(name: &str, content: Value) -> Value {
        Value::Object(vec![(name.into(), content)])
    }
}

/// The content of a struct or newtype variant (`{"Name": content}`).
///
/// # Errors
///
/// The variant was written as a bare string.
pub fn content(v: Option<&Value>) -> Result<&Value, Error> {
    v.ok_or_else(|| Error::data("invalid type: unit variant, expected a variant with content"))
}

/// A unit variant: a bare string, or (as serde also reads) `{"Name": null}`.
///
/// # Errors
///
/// The variant has content.
pub fn no_content(v: Option<&Value>) -> Result<(), Error> {
    match v {
        None | Some(Value::Null) => Ok(()),
        Some(other) => Err(Error::invalid(other, "unit variant")),
    }
}

/// The fields of an object being read.
#[derive(Debug, Clone, Copy)]
pub struct Fields<'a>(&'a [(String, Value)]);

impl<'a> Fields<'a> {
    /// The field's value, if present.
    pub fn get(&self, name: &str) -> Option<&'a Value> {
        self.0.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }

    /// A field serde required (a missing `Option` reads as `None`, as
    /// serde's derive reads it).
    ///
    /// # Errors
    ///
    /// Missing, or not a `T`.
    pub fn req<T: FromJson>(&self, name: &str) -> Result<T, Error> {
        match self.get(name) {
            Some(v) => T::from_json(v),
            None => T::missing().ok_or_else(|| Error::missing(name)),
        }
    }

    /// A field with `#[serde(default)]`.
    ///
    /// # Errors
    ///
    /// Present but not a `T`.
    pub fn or_default<T: FromJson + Default>(&self, name: &str) -> Result<T, Error> {
        self.or_else(name, T::default)
    }

    /// A field with `#[serde(default = "…")]`.
    ///
    /// # Errors
    ///
    /// Present but not a `T`.
    pub fn or_else<T: FromJson>(
        &self,
        name: &str,
        default: impl FnOnce() -> T,
    ) -> Result<T, Error> {
        match self.get(name) {
            Some(v) => T::from_json(v),
            None => Ok(default()),
        }
    }
}

/// An object being written, fields in order.
///
/// ```
/// use rochade_json::Obj;
/// let v = Obj::new().field("a", &1u32).field_if(false, "b", &2u32).done();
/// assert_eq!(v.to_string(), r#"{"a":1}"#);
/// ```
#[derive(Debug, Default)]
#[must_use]
pub struct Obj(Vec<(String, Value)>);

impl Obj {
    /// No fields yet.
    pub fn new() -> Obj {
        Obj(Vec::new())
    }

    /// Adds a field.
    pub fn field(self, name: &str, value: &(impl ToJson + ?Sized)) -> Obj {
        self.put(name, value.to_json())
    }

    // Not generic and never inlined: written once, not once per field of
    // every saved type.
    #[inline(never)]
    fn put(mut self, name: &str, value: Value) -> Obj {
        self.0.push((name.into(), value));
        self
    }

    /// Adds a field if `write` (serde's `skip_serializing_if`, negated).
    pub fn field_if(self, write: bool, name: &str, value: &(impl ToJson + ?Sized)) -> Obj {
        if write { self.field(name, value) } else { self }
    }

    /// The object.
    pub fn done(self) -> Value {
        Value::Object(self.0)
    }
}

/// A type written as JSON.
pub trait ToJson {
    /// The value.
    fn to_json(&self) -> Value;
}

/// A type read from JSON.
pub trait FromJson: Sized {
    /// Reads the value.
    ///
    /// # Errors
    ///
    /// Not of this type's shape.
    fn from_json(v: &Value) -> Result<Self, Error>;

    /// The value of a missing field without a default: none, except for
    /// `Option` (serde reads it as `None`).
    fn missing() -> Option<Self> {
        None
    }
}

/// Reads a `T` from JSON text.
///
/// # Errors
///
/// Not JSON (with the line and column), or not a `T` (at the end of the
/// value, where serde reports most such errors).
///
/// ```
/// let e = rochade_json::from_str::<u32>("[1,\n x]").unwrap_err();
/// assert_eq!((e.line, e.column, e.category), (2, 2, rochade_json::Category::Syntax));
/// assert_eq!(rochade_json::from_str::<Vec<u32>>("[1,2]"), Ok(vec![1, 2]));
/// ```
pub fn from_str<T: FromJson>(text: &str) -> Result<T, Error> {
    let (value, end) = parse::parse_with_end(text)?;
    T::from_json(&value).map_err(|mut e| {
        if e.line == 0 {
            (e.line, e.column) = parse::position(text, end);
        }
        e
    })
}

/// The compact JSON text of `value`, as `serde_json::to_string` writes it.
pub fn to_string(value: &(impl ToJson + ?Sized)) -> String {
    value.to_json().to_string()
}

// --- The standard types ----------------------------------------------------

impl ToJson for Value {
    fn to_json(&self) -> Value {
        self.clone()
    }
}

impl FromJson for Value {
    fn from_json(v: &Value) -> Result<Value, Error> {
        Ok(v.clone())
    }
}

impl ToJson for bool {
    fn to_json(&self) -> Value {
        Value::Bool(*self)
    }
}

impl FromJson for bool {
    fn from_json(v: &Value) -> Result<bool, Error> {
        match v {
            Value::Bool(b) => Ok(*b),
            other => Err(Error::invalid(other, "a boolean")),
        }
    }
}

macro_rules! unsigned {
    ($($t:ty),*) => {$(
        impl ToJson for $t {
            fn to_json(&self) -> Value {
                Value::Number(Number::U(*self as u64))
            }
        }

        impl FromJson for $t {
            fn from_json(v: &Value) -> Result<$t, Error> {
                match v {
                    Value::Number(Number::U(n)) => <$t>::try_from(*n)
                        .map_err(|_| Error::data(format!("invalid value: integer `{n}`, expected {}", stringify!($t)))),
                    Value::Number(Number::I(n)) => Err(Error::data(format!(
                        "invalid value: integer `{n}`, expected {}", stringify!($t)
                    ))),
                    other => Err(Error::invalid(other, stringify!($t))),
                }
            }
        }
    )*};
}

unsigned!(u8, u16, u32, u64, usize);

impl ToJson for i64 {
    fn to_json(&self) -> Value {
        match u64::try_from(*self) {
            Ok(n) => Value::Number(Number::U(n)),
            Err(_) => Value::Number(Number::I(*self)),
        }
    }
}

impl FromJson for i64 {
    fn from_json(v: &Value) -> Result<i64, Error> {
        match v {
            Value::Number(Number::I(n)) => Ok(*n),
            Value::Number(Number::U(n)) => i64::try_from(*n)
                .map_err(|_| Error::data(format!("invalid value: integer `{n}`, expected i64"))),
            other => Err(Error::invalid(other, "i64")),
        }
    }
}

impl<T: ToJson + ?Sized> ToJson for &T {
    fn to_json(&self) -> Value {
        (**self).to_json()
    }
}

impl ToJson for str {
    fn to_json(&self) -> Value {
        Value::String(self.into())
    }
}

impl ToJson for String {
    fn to_json(&self) -> Value {
        Value::String(self.clone())
    }
}

impl FromJson for String {
    fn from_json(v: &Value) -> Result<String, Error> {
        match v {
            Value::String(s) => Ok(s.clone()),
            other => Err(Error::invalid(other, "a string")),
        }
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn to_json(&self) -> Value {
        self.as_ref().map_or(Value::Null, T::to_json)
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(v: &Value) -> Result<Option<T>, Error> {
        match v {
            Value::Null => Ok(None),
            v => T::from_json(v).map(Some),
        }
    }

    fn missing() -> Option<Option<T>> {
        Some(None)
    }
}

impl<T: ToJson> ToJson for [T] {
    fn to_json(&self) -> Value {
        Value::Array(self.iter().map(T::to_json).collect())
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn to_json(&self) -> Value {
        self.as_slice().to_json()
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(v: &Value) -> Result<Vec<T>, Error> {
        match v {
            Value::Array(items) => items.iter().map(T::from_json).collect(),
            other => Err(Error::invalid(other, "a sequence")),
        }
    }
}

impl<T: ToJson, const N: usize> ToJson for [T; N] {
    fn to_json(&self) -> Value {
        self.as_slice().to_json()
    }
}

impl<T: FromJson, const N: usize> FromJson for [T; N] {
    fn from_json(v: &Value) -> Result<[T; N], Error> {
        match v {
            Value::Array(items) if items.len() == N => {
                let items: Vec<T> = items.iter().map(T::from_json).collect::<Result<_, _>>()?;
                items.try_into().map_err(|_| Error::data("invalid length"))
            }
            Value::Array(items) => Err(Error::data(format!(
                "invalid length {}, expected an array of length {N}",
                items.len()
            ))),
            other => Err(Error::invalid(other, "an array")),
        }
    }
}

impl<A: ToJson, B: ToJson> ToJson for (A, B) {
    fn to_json(&self) -> Value {
        Value::Array(vec![self.0.to_json(), self.1.to_json()])
    }
}

impl<A: FromJson, B: FromJson> FromJson for (A, B) {
    fn from_json(v: &Value) -> Result<(A, B), Error> {
        match v {
            Value::Array(items) if items.len() == 2 => {
                Ok((A::from_json(&items[0])?, B::from_json(&items[1])?))
            }
            Value::Array(items) => Err(Error::data(format!(
                "invalid length {}, expected a tuple of size 2",
                items.len()
            ))),
            other => Err(Error::invalid(other, "a tuple of size 2")),
        }
    }
}

impl fmt::Display for Value {
    /// Compact JSON, as `serde_json::to_string` writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        write::value(&mut out, self);
        f.write_str(&out)
    }
}

/// [`ToJson`] and [`FromJson`] for an enum of unit variants, written as
/// their names (serde's externally tagged form).
///
/// ```
/// #[derive(Debug, PartialEq)]
/// enum Mode { Casual, Strict }
/// rochade_json::unit_enum!(Mode, Casual, Strict);
/// assert_eq!(rochade_json::to_string(&Mode::Strict), r#""Strict""#);
/// assert_eq!(rochade_json::from_str::<Mode>(r#""Casual""#), Ok(Mode::Casual));
/// assert!(rochade_json::from_str::<Mode>(r#""Lax""#).is_err());
/// ```
#[macro_export]
macro_rules! unit_enum {
    ($t:ty, $($v:ident),* $(,)?) => {
        impl $crate::ToJson for $t {
            fn to_json(&self) -> $crate::Value {
                $crate::Value::unit(match self { $(<$t>::$v => stringify!($v)),* })
            }
        }

        impl $crate::FromJson for $t {
            fn from_json(v: &$crate::Value) -> Result<$t, $crate::Error> {
                let (name, c) = v.variant()?;
                $crate::no_content(c)?;
                match name {
                    $(stringify!($v) => Ok(<$t>::$v),)*
                    other => Err($crate::Error::unknown_variant(other)),
                }
            }
        }
    };
}

//! The compact writer: serde_json's `to_string`, byte for byte.

use core::fmt::Write;

use crate::{Number, Value};

pub(crate) fn value(out: &mut String, v: &Value) {
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Number(Number::U(n)) => {
            let _ = write!(out, "{n}");
        }
        Value::Number(Number::I(n)) => {
            let _ = write!(out, "{n}");
        }
        // serde_json writes non-finite numbers as null. No saved value
        // holds a float today; should one, it reads back the same.
        Value::Number(Number::F(x)) if !x.is_finite() => out.push_str("null"),
        #[cfg(feature = "float")]
        Value::Number(Number::F(x)) => float(out, *x),
        // Without the `float` feature no float is read, and none written.
        #[cfg(not(feature = "float"))]
        Value::Number(Number::F(_)) => out.push_str("null"),
        Value::String(s) => string(out, s),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                value(out, item);
            }
            out.push(']');
        }
        Value::Object(fields) => {
            out.push('{');
            for (i, (k, item)) in fields.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                string(out, k);
                out.push(':');
                value(out, item);
            }
            out.push('}');
        }
    }
}

/// serde_json's escaping: quote, backslash and the control characters;
/// everything else (also non-ASCII) as it is.
fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The shortest digits that read back as `x` (Rust's `{:e}` finds them),
/// laid out as serde_json lays them out: plain up to 16 integer digits or
/// 5 leading zeros, else `1.5e+300` / `1e-7`.
#[cfg(feature = "float")]
fn float(out: &mut String, x: f64) {
    let sci = format!("{x:e}");
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let (sign, mantissa) = match mantissa.strip_prefix('-') {
        Some(m) => ("-", m),
        None => ("", mantissa),
    };
    let digits: String = mantissa.chars().filter(char::is_ascii_digit).collect();
    let length = digits.len() as i32;
    let kk = exp + 1;
    let k = kk - length;
    out.push_str(sign);
    if (0..=16).contains(&kk) && k >= 0 && kk > 0 {
        out.push_str(&digits);
        out.extend(core::iter::repeat_n('0', k as usize));
        out.push_str(".0");
    } else if 0 < kk && kk <= 16 {
        let (int, frac) = digits.split_at(kk as usize);
        let _ = write!(out, "{int}.{frac}");
    } else if -5 < kk && kk <= 0 {
        out.push_str("0.");
        out.extend(core::iter::repeat_n('0', (-kk) as usize));
        out.push_str(&digits);
    } else {
        let (first, rest) = digits.split_at(1);
        out.push_str(first);
        if !rest.is_empty() {
            let _ = write!(out, ".{rest}");
        }
        let _ = write!(out, "e{}{}", if kk > 1 { "+" } else { "" }, kk - 1);
    }
}

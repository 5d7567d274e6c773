//! Remaining times in words (rule 9d: "the time used up by both players").

use rochade_laws::Color;

use crate::lexicons::lexicon;
use crate::words::Lexicon;
use crate::{Announcement, Settings};

/// A duration in words, whole seconds (rounded down), zero parts left out:
/// "eine Stunde zwölf Minuten fünf Sekunden".
pub(crate) fn duration(lex: &Lexicon, millis: u64) -> String {
    let total = millis / 1000;
    let parts = [total / 3600, total / 60 % 60, total % 60];
    let mut words: Vec<String> = Vec::new();
    for (amount, unit) in parts.iter().zip(lex.units.iter()) {
        if *amount == 0 {
            continue;
        }
        let n = u32::try_from(*amount).unwrap_or(u32::MAX);
        let noun = if n == 1 { unit.one } else { unit.many };
        words.push(format!("{} {}", (lex.number)(n, unit.gender), noun));
    }
    if words.is_empty() {
        let unit = lex.units[2];
        words.push(format!("{} {}", (lex.number)(0, unit.gender), unit.many));
    }
    words.join(" ")
}

/// Both clocks, White first: "Weiß eine Stunde zwölf Minuten fünf
/// Sekunden, Schwarz neunundfünfzig Minuten". Times are the remaining
/// times in milliseconds, said in whole seconds (rounded down).
///
/// ```
/// use rochade_speech::{describe_clocks, Scheme, Settings};
/// let en = describe_clocks(61_999, 0, &Settings::new(Scheme::English));
/// assert_eq!(en.text, "White one minute one second, Black zero seconds");
/// let pt = describe_clocks(7_200_000, 3_601_000, &Settings::new(Scheme::Portuguese));
/// assert_eq!(pt.text, "Brancas duas horas, Pretas uma hora um segundo");
/// ```
pub fn describe_clocks(white_ms: u64, black_ms: u64, settings: &Settings) -> Announcement {
    let lex = lexicon(settings.scheme);
    let text = format!(
        "{} {}, {} {}",
        lex.side(Color::White),
        duration(lex, white_ms),
        lex.side(Color::Black),
        duration(lex, black_ms)
    );
    settings.finish(text)
}

/// One side's clock (rule 9d, "my clock"): "Weiß neunundfünfzig Minuten".
///
/// ```
/// use rochade_laws::Color;
/// use rochade_speech::{describe_clock, Scheme, Settings};
/// let de = describe_clock(Color::Black, 61_000, &Settings::new(Scheme::German));
/// assert_eq!(de.text, "Schwarz eine Minute eine Sekunde");
/// ```
pub fn describe_clock(side: Color, remaining_ms: u64, settings: &Settings) -> Announcement {
    let lex = lexicon(settings.scheme);
    settings.finish(format!(
        "{} {}",
        lex.side(side),
        duration(lex, remaining_ms)
    ))
}

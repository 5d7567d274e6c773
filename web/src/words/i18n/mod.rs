//! The interface's words: one typed message enum ([`Msg`]) and one module
//! per language (`en`, `pt`, `de`), each an exhaustive `match` over it, so a
//! message without a translation does not compile.
//!
//! A message's arguments have names (`{side}`, `{n}`) and are substituted
//! in one pass over the translation ([`fill`]): a value is written out as it
//! is and never read again as a placeholder, so a player named `{white}`
//! stays `{white}`. Counts choose a plural form by each language's CLDR rule
//! ([`plural`]).
//!
//! How to add a message: add a line to the list in `msg.rs` (its name and
//! its arguments with their types: `&'a str` for text, `u64` for a count
//! that chooses a plural form), then the compiler names each language
//! module that lacks it; write it there with the arguments in braces.
//! How to add a language: a variant of [`Lang`], a module beside `en.rs`
//! that matches every message, its plural rule in `plural.rs`, and its
//! arms in [`Lang`]'s methods.

/// A translation (written once, for every language module below): one text, or the `one` and `other` forms of a count
/// (chosen by the language's plural rule, [`plural`]).
#[cfg(not(target_arch = "wasm32"))]
macro_rules! w {
    ($text:literal) => {
        &Forms {
            one: $text,
            other: $text,
        }
    };
    ($one:literal, $other:literal) => {
        &Forms {
            one: $one,
            other: $other,
        }
    };
}

// Every language is written and checked here, and shipped as a language
// pack (`pack`): the module carries no words, only the way to read them.
#[cfg(not(target_arch = "wasm32"))]
mod de;
#[cfg(not(target_arch = "wasm32"))]
mod en;
mod msg;
pub mod pack;
pub mod plural;
#[cfg(not(target_arch = "wasm32"))]
mod pt;

pub use crate::lang::Lang;
pub use msg::{Arg, Msg};

/// A translation: the forms of a message for the plural categories
/// (`one` and `other`; the same text twice for a message without a count).
/// Each language returns a reference to a constant, so its `match` is a
/// table, not code.
#[derive(Debug, PartialEq, Eq)]
pub struct Forms {
    /// The form for the category `one`.
    pub one: &'static str,
    /// The form for every other count.
    pub other: &'static str,
}

impl Lang {
    /// The translation of `m`: in the module from its language's module,
    /// natively (where the packs are written and tested) from that module.
    #[cfg(not(target_arch = "wasm32"))]
    fn forms(self, m: &Msg<'_>) -> &'static Forms {
        self.module_forms(m)
    }

    /// The translation of `m` from the language's pack, or, until it is in,
    /// from English's or whichever pack is (the app is drawn only once one
    /// is: see `pack::load_first`).
    #[cfg(target_arch = "wasm32")]
    fn forms(self, m: &Msg<'_>) -> &'static Forms {
        pack::forms(self, m.index())
    }

    /// The translation of `m` as its language's module writes it.
    #[cfg(not(target_arch = "wasm32"))]
    fn module_forms(self, m: &Msg<'_>) -> &'static Forms {
        match self {
            Lang::En => en::forms(m),
            Lang::Pt => pt::forms(m),
            Lang::De => de::forms(m),
        }
    }

    /// The plural category of `n` in this language.
    pub fn plural(self, n: u64) -> plural::Plural {
        match self {
            Lang::En => plural::en(n),
            Lang::Pt => plural::pt(n),
            Lang::De => plural::de(n),
        }
    }

    /// The translation of `m`, placeholders unfilled: the form its count
    /// asks for.
    fn template(self, m: &Msg<'_>, args: &[(&str, Arg<'_>)]) -> &'static str {
        let forms = self.forms(m);
        let count = args.iter().find_map(|(_, a)| match a {
            Arg::Count(n) => Some(*n),
            Arg::Text(_) => None,
        });
        match count.map(|n| self.plural(n)) {
            Some(plural::Plural::One) => forms.one,
            _ => forms.other,
        }
    }

    /// `m` in words, its arguments filled in.
    pub fn text(self, m: &Msg<'_>) -> String {
        let args = m.args();
        fill(self.template(m, &args), &args)
    }
}

/// The text of a message without arguments in `lang`.
pub fn t(lang: Lang, m: Msg<'_>) -> &'static str {
    debug_assert!(m.args().is_empty(), "{m:?} has arguments: use tr");
    lang.forms(&m).other
}

/// The text of `m` in `lang`, its arguments filled in.
pub fn tr(lang: Lang, m: Msg<'_>) -> String {
    lang.text(&m)
}

/// Replaces each `{name}` of `template` by the argument of that name, in
/// one pass: the values written are never scanned again. An unknown name
/// is kept as it is (a test makes sure there are none).
pub fn fill(template: &str, args: &[(&str, Arg<'_>)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let name = &after[..close];
        match args.iter().find(|(n, _)| *n == name) {
            Some((_, value)) => value.write_to(&mut out),
            None => out.push_str(&rest[open..open + close + 2]),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names in braces of a translation.
    fn placeholders(s: &str) -> Vec<&str> {
        let mut names: Vec<&str> = s
            .split('{')
            .skip(1)
            .filter_map(|part| part.split_once('}').map(|(name, _)| name))
            .collect();
        names.sort_unstable();
        names.dedup();
        names
    }

    #[test]
    fn every_translation_uses_exactly_the_arguments_of_its_message() {
        for m in Msg::samples() {
            let mut names: Vec<&str> = m.args().iter().map(|(n, _)| *n).collect();
            names.sort_unstable();
            for lang in Lang::ALL {
                let forms = lang.forms(&m);
                for template in [forms.one, forms.other] {
                    assert!(!template.is_empty(), "{m:?} is empty in {lang:?}");
                    assert_eq!(placeholders(template), names, "{m:?} in {lang:?}");
                }
            }
        }
    }

    #[test]
    fn a_value_is_never_read_as_a_placeholder() {
        let m = Msg::GameLoaded {
            white: "{black}",
            black: "Bob",
        };
        assert_eq!(tr(Lang::En, m), "Game loaded: {black} – Bob");
        let m = Msg::GameLoaded {
            white: "Ann",
            black: "{white}",
        };
        assert_eq!(tr(Lang::De, m), "Partie geladen: Ann – {white}");
    }

    #[test]
    fn counts_choose_the_plural_form_of_each_language() {
        let legal = |lang, n| tr(lang, Msg::LegalMovesCount { n });
        assert_eq!(legal(Lang::En, 1), "1 legal move");
        assert_eq!(legal(Lang::En, 0), "0 legal moves");
        assert_eq!(legal(Lang::En, 2), "2 legal moves");
        assert_eq!(legal(Lang::De, 1), "1 regelgemäßer Zug");
        assert_eq!(legal(Lang::De, 0), "0 regelgemäße Züge");
        // CLDR's `pt` (Brazil): "one" is i = 0..1, so 0 takes the singular.
        assert_eq!(legal(Lang::Pt, 0), "0 lance legal");
        assert_eq!(legal(Lang::Pt, 1), "1 lance legal");
        assert_eq!(legal(Lang::Pt, 2), "2 lances legais");
    }

    #[test]
    fn browser_language_picks_the_interface_language() {
        assert_eq!(Lang::from_tag("pt-BR"), Lang::Pt);
        assert_eq!(Lang::from_tag("de"), Lang::De);
        assert_eq!(Lang::from_tag("en-GB"), Lang::En);
        assert_eq!(Lang::from_tag("fr-FR"), Lang::En);
        assert_eq!(tr(Lang::De, Msg::ToMove { side: "Weiß" }), "Weiß am Zug");
    }
}

//! The interface languages: a fact of the settings and of the state. Their
//! words are in the words wing (`words::i18n`), one module per language.

/// An interface language, stored in the settings by its variant name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Portuguese.
    Pt,
    /// German.
    De,
}

impl Lang {
    /// All languages, in the order the settings list them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Pt, Lang::De];

    /// The BCP-47 tag (for the document's `lang`).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pt => "pt",
            Lang::De => "de",
        }
    }

    /// The language's own name.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Pt => "Português",
            Lang::De => "Deutsch",
        }
    }

    /// The language for a browser language tag (`navigator.language`).
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        match primary.as_str() {
            "pt" => Lang::Pt,
            "de" => Lang::De,
            _ => Lang::En,
        }
    }
}

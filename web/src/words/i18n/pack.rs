//! Language packs: the words of each language, loaded only when that
//! language is shown.
//!
//! No words are built into the module: each language is a file beside it
//! (`i18n/en.json`, `i18n/pt.json`, `i18n/de.json`, precached by the
//! service worker for offline play), fetched from the app's own origin the
//! first time the language is shown. The app is drawn once a pack is in
//! ([`load_first`]); until the shown language's pack is in, or if it cannot
//! be read, a message is worded from English's pack or whichever is in.
//!
//! A pack is JSON: the fingerprint of the message list it was written for
//! ([`FINGERPRINT`]) and, for each message in the order of the list, its
//! text, or its `one` and `other` forms where they differ:
//! `["fingerprint", ["text", ["one", "other"], …]]`. The
//! packs are written from the per-language modules (`en.rs`, `pt.rs`,
//! `de.rs`), which stay the place where a translation is written and
//! checked by the compiler; a native test fails when a committed pack
//! differs from its module (`ROCHADE_WRITE_PACKS=1 cargo test -p
//! rochade-web packs` writes them).

use std::cell::RefCell;

use super::Forms;
use super::msg::{COUNT, FINGERPRINT};
use crate::lang::Lang;
use crate::storage::JsonError;

/// Why a pack was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackError {
    /// Not the pack's JSON shape: its kind, line and column (worded in the
    /// interface language by the words of errors).
    Json(JsonError),
    /// Written for another list of messages.
    OtherMessages,
    /// The file could not be fetched.
    Fetch,
}

thread_local! {
    /// The packs read so far, by language (leaked once each: a pack lives
    /// as long as the page).
    static PACKS: RefCell<Vec<(Lang, &'static [Forms])>> = const { RefCell::new(Vec::new()) };
}

/// A message in a pack: one text (`"text"`), or the `one` and `other`
/// forms of a count when they differ (`["one", "other"]`).
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum Entry {
    One(String),
    Two(String, String),
}

/// The fingerprint as a pack writes it.
fn fingerprint() -> String {
    format!("{FINGERPRINT:016x}")
}

/// Reads a pack's text and keeps it for `lang`.
///
/// # Errors
///
/// Not a pack's JSON, or written for another list of messages.
pub fn install(lang: Lang, text: &str) -> Result<(), PackError> {
    let (print, forms): (String, Vec<Entry>) =
        crate::storage::json::from_str(text).map_err(PackError::Json)?;
    if print != fingerprint() || forms.len() != COUNT {
        return Err(PackError::OtherMessages);
    }
    let forms: Vec<Forms> = forms
        .into_iter()
        .map(|entry| match entry {
            Entry::One(text) => {
                let text = String::leak(text);
                Forms {
                    one: text,
                    other: text,
                }
            }
            Entry::Two(one, other) => Forms {
                one: String::leak(one),
                other: String::leak(other),
            },
        })
        .collect();
    let forms: &'static [Forms] = Vec::leak(forms);
    PACKS.with_borrow_mut(|packs| {
        packs.retain(|(l, _)| *l != lang);
        packs.push((lang, forms));
    });
    Ok(())
}

/// Whether `lang`'s words are in (natively, where the modules are built
/// in, every language's are).
pub fn is_loaded(lang: Lang) -> bool {
    !cfg!(target_arch = "wasm32")
        || PACKS.with_borrow(|packs| packs.iter().any(|(l, _)| *l == lang))
}

/// Natively every language's module is built in: nothing to fetch.
///
/// # Errors
///
/// Never.
#[cfg(not(target_arch = "wasm32"))]
pub async fn load(_lang: Lang) -> Result<(), PackError> {
    Ok(())
}

/// Natively every language's module is built in: nothing to fetch.
#[cfg(not(target_arch = "wasm32"))]
pub async fn load_first(_lang: Lang) {}

/// The forms of message number `index` in `lang`, if its pack is in.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn forms_in(lang: Lang, index: usize) -> Option<&'static Forms> {
    PACKS.with_borrow(|packs| {
        packs
            .iter()
            .find(|(l, _)| *l == lang)
            .and_then(|(_, forms)| forms.get(index))
    })
}

/// The language whose words are shown for `lang`: itself once its pack is
/// in, until then English or the first language whose pack is (`lang`
/// itself before any is, when nothing is drawn).
pub fn shown(lang: Lang) -> Lang {
    if is_loaded(lang) {
        return lang;
    }
    PACKS.with_borrow(|packs| {
        packs
            .iter()
            .map(|(l, _)| *l)
            .find(|l| *l == Lang::En)
            .or_else(|| packs.first().map(|(l, _)| *l))
            .unwrap_or(lang)
    })
}

/// The forms of message number `index` in the language shown for `lang`
/// ([`shown`]; blank before any pack is in, when nothing is drawn).
#[cfg(target_arch = "wasm32")]
pub(super) fn forms(lang: Lang, index: usize) -> &'static Forms {
    static BLANK: Forms = Forms { one: "", other: "" };
    forms_in(shown(lang), index).unwrap_or(&BLANK)
}

/// Loads the words the app starts with: `lang`'s pack, or English's if
/// that one cannot be read. When neither can (the network went away between
/// the module and its words, before the service worker holds them), it
/// tries again, one second later, then two, up to ten: an app without
/// words cannot be drawn, as one without its module.
#[cfg(target_arch = "wasm32")]
pub async fn load_first(lang: Lang) {
    let mut wait_ms = 1000;
    loop {
        if load(lang).await.is_ok() || load(Lang::En).await.is_ok() {
            return;
        }
        let sleep = js_sys::Promise::new(&mut |resolve, _| {
            if let Some(window) = web_sys::window() {
                let _ =
                    window.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, wait_ms);
            }
        });
        let _ = wasm_bindgen_futures::JsFuture::from(sleep).await;
        wait_ms = (wait_ms * 2).min(10_000);
    }
}

/// Fetches and installs `lang`'s pack, unless it is in already.
///
/// # Errors
///
/// The file could not be fetched or was refused.
#[cfg(target_arch = "wasm32")]
pub async fn load(lang: Lang) -> Result<(), PackError> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    if is_loaded(lang) {
        return Ok(());
    }
    let window = web_sys::window().ok_or(PackError::Fetch)?;
    let url = format!("i18n/{}.json", lang.tag());
    let response = JsFuture::from(window.fetch_with_str(&url))
        .await
        .map_err(|_| PackError::Fetch)?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| PackError::Fetch)?;
    if !response.ok() {
        return Err(PackError::Fetch);
    }
    let text = response.text().map_err(|_| PackError::Fetch)?;
    let text = JsFuture::from(text).await.map_err(|_| PackError::Fetch)?;
    let text = text.as_string().ok_or(PackError::Fetch)?;
    install(lang, &text)
}

/// The pack of `lang` written from its module, one message a line.
#[cfg(all(test, not(target_arch = "wasm32")))]
pub fn write(lang: Lang) -> String {
    use super::msg::Msg;
    let to_string = |s: &str| serde_json::to_string(s).unwrap_or_else(|e| panic!("{e}"));
    let mut out = format!("[{},[\n", to_string(&fingerprint()));
    let samples = Msg::samples();
    for (i, m) in samples.iter().enumerate() {
        let f = lang.module_forms(m);
        let entry = if f.one == f.other {
            to_string(f.other)
        } else {
            format!("[{},{}]", to_string(f.one), to_string(f.other))
        };
        out.push_str(&entry);
        out.push_str(if i + 1 < samples.len() { ",\n" } else { "\n" });
    }
    out.push_str("]]\n");
    out
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::words::i18n::{Msg, tr};

    const PACKS_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/i18n");

    #[test]
    fn packs_are_written_from_their_modules() {
        for lang in Lang::ALL {
            let path = format!("{PACKS_DIR}/{}.json", lang.tag());
            let written = write(lang);
            if std::env::var_os("ROCHADE_WRITE_PACKS").is_some() {
                std::fs::write(&path, &written).unwrap();
            }
            let committed = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                committed == written,
                "{path} is not the pack of its module: run ROCHADE_WRITE_PACKS=1 cargo test -p rochade-web packs"
            );
        }
    }

    #[test]
    fn a_pack_installed_words_every_message_as_its_module() {
        for lang in Lang::ALL {
            install(lang, &write(lang)).unwrap();
            for m in Msg::samples() {
                assert_eq!(
                    forms_in(lang, m.index()),
                    Some(lang.module_forms(&m)),
                    "{m:?}"
                );
            }
        }
        assert_eq!(tr(Lang::De, Msg::ToMove { side: "Weiß" }), "Weiß am Zug");
    }

    #[test]
    fn a_pack_for_another_list_is_refused() {
        let good = write(Lang::De);
        let other = good.replacen(&fingerprint(), "0000000000000000", 1);
        assert_eq!(install(Lang::De, &other), Err(PackError::OtherMessages));
        // One message only.
        let short = format!("[\"{}\",[[\"a\",\"b\"]]]", fingerprint());
        assert_eq!(install(Lang::De, &short), Err(PackError::OtherMessages));
        // A pack that is not a pack's JSON is refused with the kind, line
        // and column, in the interface language.
        let Err(PackError::Json(e)) = install(Lang::De, "[\"0123\", ") else {
            panic!("a pack cut short is refused");
        };
        assert_eq!((e.line, e.column), (1, 9), "{e:?}");
        assert!(matches!(install(Lang::De, "{}"), Err(PackError::Json(_))));
        // Of another shape: refused, with no place (read from the value).
        let Err(PackError::Json(e)) = install(Lang::De, "[\"f\",\n [\"a\", 3]]") else {
            panic!("a pack with a number for a message is refused");
        };
        assert_eq!(
            (e.line, e.category),
            (0, crate::storage::JsonCategory::Data),
            "{e:?}"
        );
    }
}

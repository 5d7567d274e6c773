//! COMPATIBILITY SHIM, to be deleted: the old string-returning `load` and
//! `save` that app.rs still calls, worded as before. Once app.rs reads with
//! [`super::read_settings`] / [`super::read_game`] and saves with the hooks
//! (`use_saved_game`, `use_stored_settings`), delete this file and the
//! `compat` lines in storage.rs. It is the only place in the storage code
//! that words anything.

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::{Found, JsonCategory, JsonError, StorageTrouble, Stored};
use crate::i18n::{Lang, Msg, t, tr};

fn lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map(|tag| Lang::from_tag(&tag))
        .unwrap_or_default()
}

fn key_of(what: Stored) -> &'static str {
    match what {
        Stored::Game => super::CURRENT_GAME,
        Stored::Settings => super::SETTINGS,
        Stored::Archive => crate::archive::KEY,
    }
}

fn json_text(lang: Lang, e: &JsonError) -> String {
    let (line, column) = (e.line.to_string(), e.column.to_string());
    let (line, column) = (line.as_str(), column.as_str());
    match e.category {
        JsonCategory::Syntax => tr(lang, Msg::JsonSyntax { line, column }),
        JsonCategory::Eof => tr(lang, Msg::JsonEof { line, column }),
        JsonCategory::Data => tr(lang, Msg::JsonData { line, column }),
        JsonCategory::Io => t(lang, Msg::JsonIo).into(),
    }
}

fn text(trouble: &StorageTrouble) -> String {
    let lang = lang();
    match trouble {
        StorageTrouble::Unavailable => t(lang, Msg::StorageUnavailable).into(),
        StorageTrouble::Full { what } | StorageTrouble::Refused { what } => tr(
            lang,
            Msg::SaveFailed {
                what: key_of(*what),
            },
        ),
        StorageTrouble::Unreadable {
            what,
            error,
            kept_as,
        } => tr(
            lang,
            Msg::SavedUnreadable {
                what: key_of(*what),
                why: &json_text(lang, error),
                key: kept_as,
            },
        ),
        StorageTrouble::UnreadableLeft { what, error } => tr(
            lang,
            Msg::SavedUnreadable {
                what: key_of(*what),
                why: &json_text(lang, error),
                key: key_of(*what),
            },
        ),
    }
}

/// What reading a stored value found (old form).
#[derive(Debug, PartialEq)]
pub enum Loaded<T> {
    /// Nothing stored under the key.
    Missing,
    /// The value.
    Value(T),
    /// A value that could not be read, in words.
    Unreadable(String),
}

/// Reads the value under `key` (the game in either stored form).
pub fn load<T: DeserializeOwned>(key: &str) -> Loaded<T> {
    let what = if key == super::SETTINGS {
        Stored::Settings
    } else {
        Stored::Game
    };
    let found = if key == super::CURRENT_GAME {
        // The game is read through its envelope, then handed over as T.
        match super::read_game() {
            Found::Value(env) => serde_json::to_value(&env.game)
                .and_then(serde_json::from_value)
                .map_or(Found::Missing, Found::Value),
            Found::Missing => Found::Missing,
            Found::Trouble(t) => Found::Trouble(t),
        }
    } else {
        match super::local() {
            Ok(store) => super::read_from(&store, key, what),
            Err(t) => Found::Trouble(t),
        }
    };
    match found {
        Found::Missing | Found::Trouble(StorageTrouble::Unavailable) => Loaded::Missing,
        Found::Value(v) => Loaded::Value(v),
        Found::Trouble(t) => Loaded::Unreadable(text(&t)),
    }
}

/// Stores `value` as JSON under `key`; the failure in words.
///
/// # Errors
///
/// The failure, worded.
pub fn save<T: Serialize>(key: &str, value: &T) -> Result<(), String> {
    let what = if key == super::SETTINGS {
        Stored::Settings
    } else {
        Stored::Game
    };
    let store = super::local().map_err(|t| text(&t))?;
    let json = serde_json::to_string(value).map_err(|_| text(&StorageTrouble::Refused { what }))?;
    super::Backend::set(&store, key, &json).map_err(|e| text(&e.about(what)))
}

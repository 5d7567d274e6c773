//! Saving settings and games in the browser's `localStorage`.
//!
//! Nothing is ever lost: a saved value that cannot be read (a newer version,
//! a damaged entry) is copied aside under `rochade.unreadable.<key>` before
//! anything new is written, and the reason is reported to the player.

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::error_text::json_error_text;
use crate::i18n::{Lang, Msg, t, tr};

/// Storage key of the settings.
pub const SETTINGS: &str = "rochade.settings";
/// Storage key of the game in progress.
pub const CURRENT_GAME: &str = "rochade.game";

/// The language of these messages: the browser's (they can arise before
/// the settings, which may override it, are read).
fn lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map(|tag| Lang::from_tag(&tag))
        .unwrap_or_default()
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// What reading a stored value found.
#[derive(Debug, PartialEq)]
pub enum Loaded<T> {
    /// Nothing stored under the key.
    Missing,
    /// The value.
    Value(T),
    /// A value that could not be read; it was kept aside.
    Unreadable(String),
}

/// Reads the JSON value stored under `key`.
pub fn load<T: DeserializeOwned>(key: &str) -> Loaded<T> {
    let Some(store) = storage() else {
        return Loaded::Missing;
    };
    let Ok(Some(raw)) = store.get_item(key) else {
        return Loaded::Missing;
    };
    match serde_json::from_str(&raw) {
        Ok(v) => Loaded::Value(v),
        Err(e) => {
            let aside = format!("rochade.unreadable.{key}");
            let _ = store.set_item(&aside, &raw);
            let _ = store.remove_item(key);
            Loaded::Unreadable(tr(
                lang(),
                Msg::SavedUnreadable {
                    what: key,
                    why: &json_error_text(lang(), &e),
                    key: &aside,
                },
            ))
        }
    }
}

/// Stores `value` as JSON under `key`. Returns a description of the failure
/// (storage full or disabled), if any.
pub fn save<T: Serialize>(key: &str, value: &T) -> Result<(), String> {
    let store = storage().ok_or_else(|| t(lang(), Msg::StorageUnavailable).to_string())?;
    let json = serde_json::to_string(value).map_err(|e| json_error_text(lang(), &e))?;
    store
        .set_item(key, &json)
        .map_err(|_| tr(lang(), Msg::SaveFailed { what: key }))
}

/// Removes the value under `key`.
pub fn remove(key: &str) {
    if let Some(store) = storage() {
        let _ = store.remove_item(key);
    }
}

//! The settings, saved on every change and taken over from other tabs (the
//! last writer wins: settings are preferences, not a record to keep).

use serde::Serialize;
use serde::de::DeserializeOwned;
use yew::prelude::*;

use crate::storage::{self, Failure, Found, SETTINGS, StorageTrouble, Stored};

/// What happened to the stored settings, for the interface to say.
#[derive(Clone, Debug, PartialEq)]
pub enum SettingsSync<S> {
    /// Another tab changed the settings: these are the settings now.
    ChangedElsewhere(S),
    /// Reading failed, or unreadable settings were kept aside.
    Trouble(StorageTrouble),
    /// After every save: why the settings are not saved (`None`: they
    /// are). A failure to write comes only this way, never as a trouble.
    Status(Option<Failure>),
}

/// Writes `value` unless it is stored already.
fn save<S: Serialize + DeserializeOwned + PartialEq>(value: &S) -> Option<StorageTrouble> {
    let store = match storage::store() {
        Ok(s) => s,
        Err(t) => return Some(t),
    };
    match storage::write_to(&store, SETTINGS, Stored::Settings, value) {
        Ok(notice) => notice,
        Err(t) => Some(t),
    }
}

/// Saves `settings` whenever they change and adopts the settings another
/// tab stores. `on_sync` hears [`SettingsSync::ChangedElsewhere`] (apply
/// them), [`SettingsSync::Trouble`] (told once until a save works again)
/// and, after every save, [`SettingsSync::Status`].
#[hook]
pub fn use_stored_settings<S>(settings: &S, on_sync: Callback<SettingsSync<S>>)
where
    S: Serialize + DeserializeOwned + PartialEq + Clone + 'static,
{
    // The settings as last saved or adopted, and the trouble last told.
    let state = use_mut_ref(|| (settings.clone(), None::<StorageTrouble>));
    let on_sync_ref = use_mut_ref(|| on_sync.clone());
    *on_sync_ref.borrow_mut() = on_sync;
    {
        let state = state.clone();
        let on_sync_ref = on_sync_ref.clone();
        use_effect_with(settings.clone(), move |s| {
            let trouble = save(s);
            let failure = trouble.as_ref().and_then(Failure::of);
            let tell = {
                let mut st = state.borrow_mut();
                st.0 = s.clone();
                let trouble = trouble.filter(|_| failure.is_none());
                let repeat = trouble.is_some() && trouble == st.1;
                st.1.clone_from(&trouble);
                trouble.filter(|_| !repeat)
            };
            let cb = on_sync_ref.borrow().clone();
            if let Some(t) = tell {
                cb.emit(SettingsSync::Trouble(t));
            }
            cb.emit(SettingsSync::Status(failure));
        });
    }
    use_effect_with((), move |()| {
        let heard = move || {
            let found = storage::read_settings::<S>();
            let event = match found {
                Found::Value(s) => {
                    let mut st = state.borrow_mut();
                    if s == st.0 {
                        return;
                    }
                    st.0 = s.clone();
                    SettingsSync::ChangedElsewhere(s)
                }
                // Removed elsewhere (storage cleared): written again at the
                // next change; nothing is lost meanwhile.
                Found::Missing => return,
                Found::Trouble(t) => SettingsSync::Trouble(t),
            };
            let cb = on_sync_ref.borrow().clone();
            cb.emit(event);
        };
        let listener = storage::listen(move |key, _| {
            if key.is_none() || key.as_deref() == Some(SETTINGS) {
                heard();
            }
        });
        move || drop(listener)
    });
}

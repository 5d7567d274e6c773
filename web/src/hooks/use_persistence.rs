//! The game and the settings saved at every change, following what other
//! windows save; the archive keeps what would be lost. Every trouble
//! becomes a notice of the state.

use yew::prelude::*;

use crate::hooks::{
    ArchiveEvent, LoadOrigin, SettingsSync, UseArchive, use_archive, use_saved_game,
    use_stored_settings,
};
use crate::notice::Notice;
use crate::settings::Settings;
use crate::state::{Action, AppState};
use crate::storage::Synced;

/// Saves the game and the settings of `state` and keeps its archive;
/// returns the archive.
#[hook]
pub fn use_persistence(state: &UseReducerHandle<AppState>) -> UseArchive {
    {
        let d = state.dispatcher();
        let on_sync = Callback::from(move |sync: Synced| match sync {
            Synced::ChangedElsewhere(game) => {
                d.dispatch(Action::Load(game, LoadOrigin::OtherTab));
                d.dispatch(Action::Notify(Notice::ChangedElsewhere));
            }
            Synced::ConflictArchived {
                white,
                black,
                plies,
            } => d.dispatch(Action::Notify(Notice::ConflictArchived {
                white,
                black,
                plies,
            })),
            Synced::Trouble(t) => d.dispatch(Action::Notify(Notice::Storage(vec![t]))),
            Synced::Archive(t) => d.dispatch(Action::Notify(Notice::Archive(t))),
        });
        use_saved_game(&state.game, state.revision, on_sync);
    }
    {
        let d = state.dispatcher();
        let on_sync = Callback::from(move |sync: SettingsSync<Settings>| match sync {
            SettingsSync::ChangedElsewhere(s) => {
                d.dispatch(Action::Settings(s));
                d.dispatch(Action::Say(Notice::SettingsChangedElsewhere));
            }
            SettingsSync::Trouble(t) => d.dispatch(Action::Notify(Notice::Storage(vec![t]))),
        });
        use_stored_settings(&state.settings, on_sync);
    }
    let d = state.dispatcher();
    let on_event = Callback::from(move |e: ArchiveEvent| {
        if let ArchiveEvent::Trouble(t) = e {
            d.dispatch(Action::Notify(Notice::Archive(t)));
        }
    });
    use_archive(&state.game, state.revision, state.origin, on_event)
}

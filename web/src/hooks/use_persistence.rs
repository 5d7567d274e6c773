//! The game and the settings saved at every change, following what other
//! windows save; the archive keeps what would be lost. Every trouble
//! becomes a notice of the state; what cannot be saved is a standing fact
//! ([`Unsaved`]), told once as it appears.

use yew::prelude::*;

use crate::hooks::{
    ArchiveEvent, SettingsSync, UseArchive, use_archive, use_saved_game, use_stored_settings,
};
use crate::notice::Notice;
use crate::settings::Settings;
use crate::state::{Action, AppState, LoadOrigin};
use crate::storage::{self, Durability, Failure, Synced, Tell, Teller, Unsaved};

/// What [`use_persistence`] gives the app.
#[derive(Clone, PartialEq)]
pub struct Persistence {
    /// The archive.
    pub archive: UseArchive,
    /// What cannot be saved now.
    pub unsaved: Unsaved,
}

/// Saves the game and the settings of `state` and keeps its archive;
/// returns the archive and what cannot be saved.
#[hook]
pub fn use_persistence(state: &UseReducerHandle<AppState>) -> Persistence {
    let game_failure = use_state_eq(|| None::<Failure>);
    let settings_failure = use_state_eq(|| None::<Failure>);
    // What was written but failed to reach the disk (a transaction aborted:
    // the storage is full, say), until a later transaction takes it.
    let durable = use_state_eq(Durability::default);
    {
        let durable = durable.clone();
        use_effect_with((), move |()| {
            storage::watch(Some(std::rc::Rc::new(move |d| durable.set(d))));
            || storage::watch(None)
        });
    }
    // Before the game is saved: a game replaced is archived first.
    let archive = {
        let d = state.dispatcher();
        let on_event = Callback::from(move |e: ArchiveEvent| {
            if let ArchiveEvent::Trouble(t) = e {
                d.dispatch(Action::Notify(Notice::Archive(t)));
            }
        });
        use_archive(&state.game, state.revision, state.origin, on_event)
    };
    {
        let d = state.dispatcher();
        let failure = game_failure.clone();
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
            Synced::Status(f) => failure.set(f),
        });
        use_saved_game(&state.game, state.revision, on_sync);
    }
    {
        let d = state.dispatcher();
        let failure = settings_failure.clone();
        let on_sync = Callback::from(move |sync: SettingsSync<Settings>| match sync {
            SettingsSync::ChangedElsewhere(s) => {
                d.dispatch(Action::SettingsElsewhere(s));
                d.dispatch(Action::Say(Notice::SettingsChangedElsewhere));
            }
            SettingsSync::Trouble(t) => d.dispatch(Action::Notify(Notice::Storage(vec![t]))),
            SettingsSync::Status(f) => failure.set(f),
        });
        use_stored_settings(&state.settings, on_sync);
    }
    let unsaved = Unsaved {
        game: game_failure.or(durable.game),
        settings: settings_failure.or(durable.settings),
        unarchived: archive.unarchived().games().len(),
    };
    {
        let teller = use_mut_ref(Teller::default);
        let d = state.dispatcher();
        use_effect_with(unsaved, move |now| {
            let said = teller.borrow_mut().on(*now);
            match said {
                Some(Tell::Unsaved(u)) => d.dispatch(Action::Say(Notice::Unsaved(u))),
                Some(Tell::SavedAgain) => d.dispatch(Action::Say(Notice::SavedAgain)),
                None => {}
            }
        });
    }
    Persistence { archive, unsaved }
}

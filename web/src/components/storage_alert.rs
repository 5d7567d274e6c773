//! What cannot be saved, shown as long as it lasts (or until the player
//! closes it: it comes back when the situation changes), with the downloads
//! that keep it: the game's PGN, and the games the archive could not take. It is
//! said once through the live regions when it appears
//! ([`crate::hooks::use_persistence`]); this notice itself is not a live
//! region, so that it is not read again at every change of the page.

use crate::components::button::button;
use rochade_arbiter::Game;
use yew::prelude::*;

use crate::components::pgn::export::pgn_file;
use crate::context::use_app;
use crate::hooks::Unarchived;
use crate::storage::Unsaved;
use crate::transfer;
use crate::words::i18n::{Msg, t};

/// Properties of [`StorageAlert`].
#[derive(Properties, PartialEq)]
pub struct StorageAlertProps {
    /// What cannot be saved.
    pub unsaved: Unsaved,
    /// The games the archive could not take.
    pub unarchived: Unarchived,
}

/// The notice of what cannot be saved, with its downloads; nothing while
/// everything is saved.
#[function_component]
pub fn StorageAlert(props: &StorageAlertProps) -> Html {
    let app = use_app();
    let failed = use_state_eq(|| false);
    // Closed by the player: hidden until the situation changes, or saving
    // works again and then fails again.
    let closed = use_state_eq(|| None::<Unsaved>);
    {
        let closed = closed.clone();
        use_effect_with(props.unsaved, move |u| {
            if u.is_empty() {
                closed.set(None);
            }
        });
    }
    if props.unsaved.is_empty() || *closed == Some(props.unsaved) {
        return Html::default();
    }
    let lang = app.lang();
    let words = crate::words::unsaved(lang, &props.unsaved);
    let on_game = {
        let game = app.game().clone();
        let failed = failed.clone();
        Callback::from(move |_: MouseEvent| {
            let (name, text) = pgn_file(&game, lang);
            failed.set(!transfer::download(&name, &text, transfer::PGN));
        })
    };
    let on_archive = {
        let text = props
            .unarchived
            .games()
            .iter()
            .map(Game::to_pgn)
            .collect::<Vec<_>>()
            .join("\n");
        let failed = failed.clone();
        Callback::from(move |_: MouseEvent| {
            failed.set(!transfer::download(
                "rochade-not-archived.pgn",
                &text,
                transfer::PGN,
            ));
        })
    };
    let on_close = {
        let unsaved = props.unsaved;
        Callback::from(move |_: MouseEvent| closed.set(Some(unsaved)))
    };
    html! {
        <section class="storage-alert" data-storage-alert="">
            if let Some(text) = words.game {
                <p class="message error">{ text }</p>
                { button(t(lang, Msg::DownloadPgn), on_game) }
            }
            if let Some(text) = words.archive {
                <p class="message error">{ text }</p>
                { button(t(lang, Msg::DownloadUnarchived), on_archive) }
            }
            if *failed {
                <p class="message error">{ t(lang, Msg::DownloadFailed) }</p>
            }
            { button(t(lang, Msg::Close), on_close) }
        </section>
    }
}

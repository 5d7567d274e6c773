//! The app's header: its title and the toolbar that opens the dialogs and
//! turns the board round.

use crate::components::button::{button, primary_button};
use yew::prelude::*;

use crate::context::use_app;
use crate::state::Action;
use crate::words::i18n::{Msg, t};

/// What the header's buttons do. The dialogs are drawn at the end of the
/// page, away from the header, so whether they are open is kept by the app.
#[derive(Properties, PartialEq)]
pub struct AppHeaderProps {
    /// Open the new-game dialog.
    pub on_new_game: Callback<MouseEvent>,
    /// Open the settings dialog.
    pub on_settings: Callback<MouseEvent>,
    /// Open the PGN and archive dialog.
    pub on_pgn: Callback<MouseEvent>,
    /// Install the app, while the browser offers it.
    pub on_install: Option<Callback<MouseEvent>>,
}

/// The header.
#[function_component]
pub fn AppHeader(props: &AppHeaderProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let flip = {
        let d = app.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Flip))
    };
    html! {
        <header class="app-header toolbar">
            <h1>{ t(lang, Msg::AppTitle) }</h1>
            { button(t(lang, Msg::NewGame), props.on_new_game.clone()) }
            { button(t(lang, Msg::FlipBoard), flip) }
            { button(t(lang, Msg::Settings), props.on_settings.clone()) }
            { button(t(lang, Msg::PgnAndArchive), props.on_pgn.clone()) }
            if let Some(install) = props.on_install.clone() {
                { primary_button(t(lang, Msg::InstallApp), install) }
            }
        </header>
    }
}

//! This game: download its PGN, copy it, print the scoresheet.

use rochade_arbiter::Game;
use yew::prelude::*;

use crate::context::use_app;
use crate::hooks::UsePgnStatus;
use crate::words::i18n::{Lang, Msg, t};
use crate::words::names::file_name;

/// The PGN file of `game`: its name (players and date) and its text.
pub fn pgn_file(game: &Game, lang: Lang) -> (String, String) {
    let s = game.setup();
    (file_name(&s.white, &s.black, &s.date, lang), game.to_pgn())
}

/// Properties of [`ThisGame`].
#[derive(Properties, PartialEq)]
pub struct ThisGameProps {
    /// The dialog's status line.
    pub status: UsePgnStatus,
    /// Print the scoresheet (the dialog closes first).
    pub on_print: Callback<()>,
}

/// The current game's export.
#[function_component(ThisGame)]
pub fn this_game(props: &ThisGameProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let game = app.game().clone();
    let on_download = {
        let status = props.status.clone();
        let game = game.clone();
        Callback::from(move |_: MouseEvent| {
            let (name, text) = pgn_file(&game, lang);
            status.download(&name, &text);
        })
    };
    let on_copy = {
        let status = props.status.clone();
        Callback::from(move |_: MouseEvent| status.copy(game.to_pgn()))
    };
    let on_print = props.on_print.reform(|_: MouseEvent| ());
    html! {
        <section aria-labelledby="pgn-this-title">
            <h3 id="pgn-this-title">{ t(lang, Msg::ThisGame) }</h3>
            <div class="controls">
                <button type="button" onclick={on_download}>{ t(lang, Msg::DownloadPgn) }</button>
                <button type="button" onclick={on_copy}>{ t(lang, Msg::CopyPgn) }</button>
                <button type="button" onclick={on_print}>{ t(lang, Msg::PrintScoresheet) }</button>
            </div>
        </section>
    }
}

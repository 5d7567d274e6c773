//! This game: download its PGN, copy it, print the scoresheet, and once it
//! is finished, show it as QR codes for the arbiter's camera.

use crate::components::button::button;
use rochade_arbiter::Game;
use yew::prelude::*;

use crate::context::AppContext;
use crate::hooks::UsePgnStatus;
use crate::words::i18n::{Lang, Msg, t};
use crate::words::names::file_name;

/// The PGN file of `game`: its name (players and date) and its text.
pub fn pgn_file(game: &Game, lang: Lang) -> (String, String) {
    let s = game.setup();
    (file_name(&s.white, &s.black, &s.date, lang), game.to_pgn())
}

/// The current game's export, reporting in the dialog's `status` line;
/// `on_print` prints the scoresheet (the dialog closes first).
/// A view function called by its component: it has no state of its own.
pub fn this_game(app: &AppContext, status: &UsePgnStatus, on_print: &Callback<()>) -> Html {
    let lang = app.lang();
    let game = app.game().clone();
    let on_download = {
        let status = status.clone();
        let game = game.clone();
        Callback::from(move |_: MouseEvent| {
            let (name, text) = pgn_file(&game, lang);
            status.download(&name, &text);
        })
    };
    let on_copy = {
        let (status, game) = (status.clone(), game.clone());
        Callback::from(move |_: MouseEvent| status.copy(game.to_pgn()))
    };
    let on_print = on_print.reform(|_: MouseEvent| ());
    // A finished game, signed where it is signed (2023 Art. 8.7), is handed
    // over; the file above comes first, for an arbiter without a camera.
    let finished = game.is_over() && (!game.setup().is_locked() || game.signed_off());
    let codes = finished.then(|| html! { <super::game_codes::GameCodes /> });
    html! {
        <section aria-labelledby="pgn-this-title">
            <h3 id="pgn-this-title">{ t(lang, Msg::ThisGame) }</h3>
            <div class="controls">
                { button(t(lang, Msg::DownloadPgn), on_download) }
                { button(t(lang, Msg::CopyPgn), on_copy) }
                { button(t(lang, Msg::PrintScoresheet), on_print) }
            </div>
            { codes }
        </section>
    }
}

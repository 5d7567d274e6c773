//! The scoresheet in Braille (crates/speech): downloadable as a `.brf`
//! file for an embosser or a Braille display's file system, and shown as
//! Unicode Braille in a read-only text area, which a Braille display shows
//! cell for cell and whose caret the player moves through the moves.

use crate::components::button::button;
use rochade_arbiter::Game;
use rochade_speech::braille::{BrailleScoresheet, braille_scoresheet_of_game};
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::context::use_app;
use crate::notice::Notice;
use crate::state::Action;
use crate::words::i18n::{Msg, t, tr};

/// The game's Braille scoresheet, or why it cannot be written.
pub fn sheet_of(game: &Game) -> Result<BrailleScoresheet, String> {
    let moves: Vec<_> = game.record().iter().map(|r| r.mv).collect();
    let result = game.outcome().map(|o| o.result);
    braille_scoresheet_of_game(game.start_position(), &moves, result)
        .map_err(|e| format!("{} ({})", e.san, e.index + 1))
}

/// Offers `text` as a download named `name` (Blob, object URL, `<a
/// download>`).
fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let document = window
        .document()
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=us-ascii");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    a.set_hidden(true);
    let body = document
        .body()
        .ok_or_else(|| JsValue::from_str("no body"))?;
    body.append_child(&a)?;
    a.click();
    a.remove();
    // Revoke later: revoking at once can cancel the download.
    gloo_timers::callback::Timeout::new(60_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// The Braille scoresheet panel.
#[function_component]
pub fn BraillePanel() -> Html {
    let app = use_app();
    let lang = app.lang();
    let shown = use_state(|| false);
    let sheet = sheet_of(app.game());
    let ondownload = {
        let sheet = sheet.clone();
        // A notice for the screen and the live region.
        let d = app.dispatcher();
        let notify = Callback::from(move |notice: Notice| d.dispatch(Action::Notify(notice)));
        Callback::from(move |_: MouseEvent| match &sheet {
            Ok(s) => {
                if let Err(e) = download("scoresheet.brf", &s.brf) {
                    let why = e.as_string().unwrap_or_default();
                    notify.emit(Notice::BrailleUnavailable(why));
                }
            }
            Err(why) => notify.emit(Notice::BrailleUnavailable(why.clone())),
        })
    };
    let toggle = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(!*shown))
    };
    let unicode = sheet
        .as_ref()
        .map(|s| s.unicode.clone())
        .unwrap_or_default();
    let rows = unicode.lines().count().clamp(2, 12).to_string();
    html! {
        <section class="panel braille-panel" id="braille" aria-labelledby="braille-title">
            <h2 id="braille-title">{ t(lang, Msg::BrailleScoresheet) }</h2>
            { button(t(lang, Msg::DownloadBrf), ondownload) }
            <button type="button" aria-expanded={if *shown { "true" } else { "false" }}
                aria-controls="braille-text-wrap" onclick={toggle}>
                { t(lang, Msg::ShowBraille) }
            </button>
            <div id="braille-text-wrap" hidden={!*shown}>
                <label for="braille-text">{ t(lang, Msg::BrailleText) }</label>
                <textarea id="braille-text" readonly=true {rows} value={unicode} />
            </div>
            if let Err(why) = &sheet {
                <p class="message error">{ tr(lang, Msg::BrailleUnavailable { why }) }</p>
            }
        </section>
    }
}

//! A new game from a position given in FEN; a bad FEN names the field and
//! the character.

use rochade_arbiter::GameSetup;
use rochade_laws::{FenError, Position};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::{PartProps, Replace};
use crate::archive;
use crate::context::use_app;
use crate::notice::Notice;
use crate::state::Action;
use crate::time::now_ms;
use crate::words::errors::fen_error_text;
use crate::words::i18n::{Msg, t};

/// The set-up from FEN.
#[function_component]
pub fn FenSetup(props: &PartProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let fen = use_node_ref();
    let fen_error = use_state(|| None::<(String, FenError)>);
    let on_fen = {
        let fen = fen.clone();
        let fen_error = fen_error.clone();
        let replace = Replace::new(app.clone(), props);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = fen
                .cast::<HtmlInputElement>()
                .map(|i| i.value().trim().to_string())
                .unwrap_or_default();
            match Position::from_fen(&text) {
                Err(err) => fen_error.set(Some((text, err))),
                Ok(pos) => {
                    fen_error.set(None);
                    let Some(kept) = replace.keep_current() else {
                        return;
                    };
                    let mut setup = GameSetup::default().with_fen(text);
                    setup.date = archive::today_pgn();
                    let app = &replace.app;
                    app.dispatch(Action::NewGame(Box::new(setup), pos.turn(), now_ms()));
                    if kept {
                        app.dispatch(Action::Notify(Notice::UnfinishedKept));
                    }
                    replace.on_close.emit(());
                }
            }
        })
    };
    html! {
        <section aria-labelledby="pgn-fen-title">
            <h3 id="pgn-fen-title">{ t(lang, Msg::FenSetup) }</h3>
            <form class="form-grid" onsubmit={on_fen}>
                <label>{ t(lang, Msg::FenLabel) }
                    <input type="text" ref={fen} spellcheck="false" autocomplete="off"
                        class="fen-input" aria-describedby="fen-error"
                        aria-invalid={if fen_error.is_some() { "true" } else { "false" }} />
                </label>
                <div id="fen-error" role="alert">
                    if let Some((text, err)) = &*fen_error {
                        <p class="message error" data-fen-error="">{ fen_error_text(lang, err) }</p>
                        <pre class="fen-caret" aria-hidden="true">
                            { format!("{text}\n{}^", " ".repeat(err.position)) }
                        </pre>
                    }
                </div>
                <div class="controls">
                    <button type="submit">{ t(lang, Msg::StartFromFen) }</button>
                </div>
            </form>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::i18n::Lang;

    #[test]
    fn fen_errors_name_field_and_character() {
        let e = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkX - 0 1")
            .unwrap_err();
        let text = fen_error_text(Lang::De, &e);
        assert!(
            text.starts_with("Ungültige FEN, Feld Rochade, Zeichen 50: "),
            "{text}"
        );
    }
}

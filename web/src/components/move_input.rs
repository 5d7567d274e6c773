//! The move input: a text field that accepts a move in any notation and
//! language, or the spoken scheme's words ("Springer Felix drei").
//! With confirmation on, the move is read back and played only on
//! confirmation (rule 6 for visually handicapped players).

use crate::components::button::primary_button;
use rochade_speech::announce_move;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::context::use_app;
use crate::state::Action;
use crate::time::now_ms;
use crate::words::i18n::{Msg, t, tr};

/// Properties of [`MoveInput`].
#[derive(Properties, PartialEq)]
pub struct MoveInputProps {
    /// Whether the game accepts moves.
    pub enabled: bool,
    /// Over the board with the blind player's assistant: the confirmation
    /// says the move has been announced, and starts the opponent's clock
    /// (2023 Appendix D.2.4).
    #[prop_or_default]
    pub announced_label: bool,
}

/// The input.
#[function_component]
pub fn MoveInput(props: &MoveInputProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let state = app.state();
    // The spoken form of a move waiting for confirmation.
    let pending = state
        .pending_typed
        .map(|m| announce_move(state.game.position(), &m, &state.settings.speech(lang)).text);
    let on_confirm = {
        let d = app.dispatcher();
        Callback::from(move |()| d.dispatch(Action::ConfirmTyped(now_ms())))
    };
    let input = use_node_ref();
    let onsubmit = {
        let input = input.clone();
        let d = app.dispatcher();
        let cb = Callback::from(move |text: String| d.dispatch(Action::Typed(text, now_ms())));
        let confirm = on_confirm.clone();
        let waiting = pending.is_some() || state.pending_resign.is_some();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(el) = input.cast::<HtmlInputElement>() {
                let text = el.value();
                // Enter on the empty input confirms the waiting move, so the
                // focus never has to leave the input (rule 6).
                if text.trim().is_empty() && waiting {
                    confirm.emit(());
                } else if !text.trim().is_empty() {
                    cb.emit(text.trim().to_string());
                    el.set_value("");
                }
            }
        })
    };
    let confirm = {
        let cb = on_confirm.clone();
        let input = input.clone();
        Callback::from(move |_: MouseEvent| {
            cb.emit(());
            // The button disappears: keep the focus in the input.
            if let Some(el) = input.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        })
    };
    html! {
        <form class="panel move-input-panel" {onsubmit} aria-labelledby="move-input-label">
            <label id="move-input-label" for="move-input">{ t(lang, Msg::MoveInput) }</label>
            <div class="move-input">
                <input id="move-input" ref={input} type="text" autocomplete="off" spellcheck="false"
                    aria-describedby="move-input-help" disabled={!props.enabled} />
                <button type="submit" disabled={!props.enabled}>{ t(lang, Msg::Play) }</button>
            </div>
            <p id="move-input-help" class="hint">{ t(lang, Msg::MoveInputHelp) }</p>
            if let Some(by) = state.pending_resign {
                <p class="pending">
                    { tr(lang, Msg::ConfirmResign { side: crate::words::side(lang, by) }) }
                    { primary_button(t(lang, if by.is_white() { Msg::WhiteResigns } else { Msg::BlackResigns }), confirm.clone()) }
                </p>
            }
            if let Some(p) = &pending {
                <p class="pending">
                    { tr(lang, Msg::ConfirmPending { mv: p }) }
                    { primary_button(t(lang, if props.announced_label { Msg::OtbAnnounced } else { Msg::Confirm }), confirm) }
                </p>
            }
        </form>
    }
}

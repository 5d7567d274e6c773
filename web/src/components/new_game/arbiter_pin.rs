//! The arbiter's PIN in the new-game form (`input[name=arbiter-pin]`), with
//! whether the arbiter allows the board over the board. Set in a strict
//! game, it locks the arbiter's actions and the game's settings, turns the
//! computer and help with moves off, and keeps a log (see the arbiter
//! crate's `ArbiterLock`).

use yew::prelude::*;

use crate::context::use_app;
use crate::words::i18n::{Msg, t};

/// Properties of [`ArbiterPinFields`].
#[derive(Properties, PartialEq)]
pub struct ArbiterPinProps {
    /// The PIN field.
    pub pin: NodeRef,
    /// The checkbox: the arbiter allows the board over the board.
    pub allow_board: NodeRef,
}

/// The fields.
#[function_component]
pub fn ArbiterPinFields(props: &ArbiterPinProps) -> Html {
    let lang = use_app().lang();
    html! {
        <>
            <label>{ t(lang, Msg::ArbiterPinLabel) }
                <input ref={props.pin.clone()} type="password" name="arbiter-pin" inputmode="numeric"
                    autocomplete="new-password" aria-describedby="arbiter-pin-help" />
                <span id="arbiter-pin-help" class="hint">{ t(lang, Msg::ArbiterPinHelp) }</span>
            </label>
            <label class="check">
                <input ref={props.allow_board.clone()} type="checkbox" name="arbiter-allows-board" />
                { t(lang, Msg::ArbiterAllowsBoard) }
            </label>
        </>
    }
}

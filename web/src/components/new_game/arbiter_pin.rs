//! The arbiter's PIN in the new-game form (`input[name=arbiter-pin]`), with
//! whether the arbiter allows the board over the board. Set in a strict
//! game, it locks the arbiter's actions and the game's settings, turns the
//! computer and help with moves off, and keeps a log (see the arbiter
//! crate's `ArbiterLock`). Beside them the device's name
//! (`input[name=device-name]`, "Board 7 tablet"), which the game's PGN
//! carries as `Device`: the e-scoresheet drafts FIDE has seen ask which
//! device kept the record. It offers the name given last on this device.
//! The arbiter also chooses whether a leave of the app longer than a few
//! seconds holds play until the PIN (`select[name=away-limit]`); by
//! default a leave is only logged.

use yew::prelude::*;

use crate::context::use_app;
use crate::words::i18n::{Msg, t, tr};

/// The limits offered on leaving the app, in seconds: long enough for a
/// screen that turned itself off to be woken, short enough that no engine
/// is consulted unseen.
pub const AWAY_LIMITS: [u32; 4] = [10, 30, 60, 120];

/// Properties of [`ArbiterPinFields`].
#[derive(Properties, PartialEq)]
pub struct ArbiterPinProps {
    /// The PIN field.
    pub pin: NodeRef,
    /// The checkbox: the arbiter allows the board over the board.
    pub allow_board: NodeRef,
    /// The choice: after how long away from the app play waits for the PIN.
    pub away_limit: NodeRef,
    /// The device's name.
    pub device: NodeRef,
}

/// The fields.
#[function_component]
pub fn ArbiterPinFields(props: &ArbiterPinProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let device = app.settings().device_name.clone();
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
            <label>{ t(lang, Msg::AwayLimitLabel) }
                <select ref={props.away_limit.clone()} name="away-limit">
                    <option value="" selected=true>{ t(lang, Msg::AwayLimitOff) }</option>
                    { for AWAY_LIMITS.iter().map(|&n| html! {
                        <option value={n.to_string()}>{ tr(lang, Msg::AwayLimitAfter { n: u64::from(n) }) }</option>
                    }) }
                </select>
            </label>
            <label>{ t(lang, Msg::DeviceNameLabel) }
                <input ref={props.device.clone()} type="text" name="device-name" value={device}
                    autocomplete="off" aria-describedby="device-name-help" />
                <span id="device-name-help" class="hint">{ t(lang, Msg::DeviceNameHelp) }</span>
            </label>
        </>
    }
}

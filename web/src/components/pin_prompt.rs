//! The arbiter's PIN, asked for where a game locked by the arbiter needs
//! it: the arbiter's panel, the settings, the arbiter's controls after the
//! end. [`PinGate`] shows its children once the PIN is given, and the
//! prompt until then. A wrong PIN is refused in words (said, and shown
//! beside the field); the arbiter crate logs the refusal.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::context::use_app;
use crate::state::Action;
use crate::words::i18n::{Msg, t};

/// Properties of [`PinGate`] and [`PinPrompt`].
#[derive(Properties, PartialEq)]
pub struct PinGateProps {
    /// The prompt's id (its help and error are named after it).
    pub id: AttrValue,
    /// What the PIN opens.
    #[prop_or_default]
    pub children: Html,
    /// Whether the field takes the focus when it appears (not where the
    /// keyboard belongs to something else, as the clock's Space).
    #[prop_or(true)]
    pub focus: bool,
}

/// The children in a game without a lock or once the PIN is given; the
/// prompt otherwise.
#[function_component]
pub fn PinGate(props: &PinGateProps) -> Html {
    let app = use_app();
    if !app.game().setup().is_locked() || app.state().arbiter_unlocked {
        return props.children.clone();
    }
    html! { <PinPrompt id={props.id.clone()} focus={props.focus} /> }
}

/// The PIN field (`input[name=pin]`) with its button. The field takes the
/// focus when the prompt appears and again after a refusal.
#[function_component]
pub fn PinPrompt(props: &PinGateProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let refused = app.state().pin_refused;
    let input = use_node_ref();
    {
        // On showing, and after each answer: the field, empty, in focus.
        let input = input.clone();
        let revision = app.state().revision;
        let focus = props.focus;
        use_effect_with(revision, move |_| {
            if let Some(i) = input.cast::<HtmlInputElement>() {
                i.set_value("");
                if focus {
                    let _ = i.focus();
                }
            }
        });
    }
    let onsubmit = {
        let (input, d) = (input.clone(), app.dispatcher());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            d.dispatch(Action::Unlock(
                take_pin(&input),
                crate::time::minute_of_day(),
                crate::time::now_ms(),
            ));
        })
    };
    let id = &props.id;
    let help = format!("{id}-help");
    let error = format!("{id}-error");
    let described = if refused {
        format!("{help} {error}")
    } else {
        help.clone()
    };
    html! {
        <form class="pin-prompt" id={id.clone()} data-pin-prompt="" {onsubmit}>
            <p id={help} class="hint">{ t(lang, Msg::PinPromptHelp) }</p>
            <label>{ t(lang, Msg::PinPromptLabel) }
                <input ref={input} type="password" name="pin" inputmode="numeric"
                    autocomplete="off" required=true aria-describedby={described}
                    aria-invalid={refused.then_some("true")} />
            </label>
            if refused {
                <p id={error} class="message error" role="alert" data-pin-refused="">
                    { t(lang, Msg::PinRefused) }
                </p>
            }
            <button type="submit">{ t(lang, Msg::UnlockButton) }</button>
        </form>
    }
}

/// The PIN typed into `input`, the field emptied: a PIN is never left on
/// the screen after it was given.
pub fn take_pin(input: &NodeRef) -> String {
    input
        .cast::<HtmlInputElement>()
        .map(|i| {
            let pin = i.value();
            i.set_value("");
            pin
        })
        .unwrap_or_default()
}

//! Choosing the control the clock is set to: a preset, or a custom control
//! in the app's time-control editor (every control the clock crate knows:
//! periods by move count, Fischer, delay, Bronstein, hourglass). The choice
//! is saved as the app's last control, so it comes back next time.

use rochade_clock::{Clock, TimeControl, presets};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::components::time_control_editor::TimeControlEditor;
use crate::context::use_app;
use crate::settings::{LastControl, RAPID_15_10};
use crate::state::Action;
use crate::time_control_draft::{CustomControl, Edit};
use crate::words::clock::preset_label;
use crate::words::i18n::{Msg, t};

const CUSTOM: &str = "custom";

/// Properties of [`ControlSetup`].
#[derive(Properties, PartialEq)]
pub struct ControlSetupProps {
    /// The clock set to the chosen control, not yet started.
    pub on_set: Callback<Clock>,
}

/// The form that sets the clock.
#[function_component]
pub fn ControlSetup(props: &ControlSetupProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let last = app.settings().default_control();
    let choice = use_state(|| {
        if last.choice == CUSTOM || presets().iter().any(|p| p.id == last.choice) {
            last.choice.clone()
        } else {
            // An untimed game's choice cannot set a clock.
            RAPID_15_10.to_string()
        }
    });
    let custom = use_reducer(|| CustomControl::from_control(&last.control).unwrap_or_default());
    let chosen: Option<TimeControl> = if *choice == CUSTOM {
        custom.control().ok()
    } else {
        presets()
            .into_iter()
            .find(|p| p.id == *choice)
            .map(|p| p.control)
    };
    let onchange = {
        let choice = choice.clone();
        Callback::from(move |e: Event| {
            choice.set(e.target_unchecked_into::<HtmlSelectElement>().value());
        })
    };
    let on_edit = {
        let custom = custom.clone();
        Callback::from(move |e: Edit| custom.dispatch(e))
    };
    let onsubmit = {
        let on_set = props.on_set.clone();
        let chosen = chosen.clone();
        let choice = (*choice).clone();
        let d = app.dispatcher();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(control) = chosen.clone() else {
                return;
            };
            if let Ok(clock) = Clock::new(control.clone()) {
                d.dispatch(Action::ControlChosen(LastControl {
                    choice: choice.clone(),
                    control,
                }));
                on_set.emit(clock);
            }
        })
    };
    html! {
        <form class="clock-setup" {onsubmit}>
            <label>{ t(lang, Msg::CmControl) }
                <select id="clock-control" name="control" {onchange}>
                    { for presets().into_iter().map(|p| html! {
                        <option value={p.id} selected={p.id == *choice}>{ preset_label(lang, &p) }</option>
                    }) }
                    <option value={CUSTOM} selected={*choice == CUSTOM}>{ t(lang, Msg::CmCustom) }</option>
                </select>
            </label>
            if *choice == CUSTOM {
                <TimeControlEditor control={(*custom).clone()} {on_edit} edition={app.settings().edition} />
            }
            <button type="submit" id="clock-set" class="primary" disabled={chosen.is_none()}>
                { t(lang, Msg::CmSetClock) }
            </button>
        </form>
    }
}

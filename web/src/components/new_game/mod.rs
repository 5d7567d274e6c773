//! The new-game form, in two steps. Always shown: the opponent (a person
//! on the same device, or the computer at a level, with the player's
//! colour), the names, the time control (presets, or a custom control
//! built period by period or typed as PGN TimeControl, see
//! [`TimeControlEditor`]), the venue and who is at the bottom. Folded
//! under "Tournament and rules" (`rules.rs`): the edition, strict play and
//! the event's rules and facts. "Start game" stays in view in a footer;
//! during an unfinished game it asks before that game is set aside
//! (archived as unfinished). Shown as a modal `<dialog>` (focus moves in
//! and returns, Escape closes).

use crate::components::button::button;
use rochade_arbiter::{Computer, GameSetup, GuidelinesRefusal, guidelines_iii_applicable};
use rochade_clock::{TimeControl, presets};
use rochade_laws::Color;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

mod arbiter_pin;
mod fields;
mod form;
mod rules;
use fields::{CUSTOM, FIRST_LEVEL, UNTIMED, edition_of, level_option, select_value};
use form::Fields;
use rules::Rules;
mod tournament_file;
use tournament_file::TournamentFile;

use crate::components::choice_select::options;
use crate::components::time_control_editor::TimeControlEditor;
use crate::context::use_app;
use crate::hooks::use_modal;
use crate::state::Action;
use crate::time::now_ms;
use crate::time_control_draft::{CustomControl, Edit};
use crate::words::choices;
use crate::words::clock::preset_label;
use crate::words::i18n::{Msg, t};
use crate::words::side;

/// Properties of [`NewGame`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// Whether the dialog is open.
    pub open: bool,
    /// The dialog closed, by starting a game or without.
    pub on_close: Callback<()>,
    /// Offer the computer as the opponent first (the manifest's "Play the
    /// computer" shortcut).
    #[prop_or_default]
    pub against_computer: bool,
}

/// The new-game dialog.
#[function_component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let modal = use_modal(props.open, &props.on_close, Callback::noop());
    let form = use_memo((), |_| Fields::default());
    // The edition and control chosen so far, for the Guidelines III
    // checkbox (2023 III.2.2: standard and rapid games without increment).
    let chosen_edition_now = use_state(|| app.settings().edition);
    let computer = use_state(|| props.against_computer);
    let error = use_state(|| None::<String>);
    // Asking whether the unfinished game may be set aside (archived).
    let asking = use_state(|| false);
    let keep_playing = use_node_ref();
    {
        let keep_playing = keep_playing.clone();
        use_effect_with(*asking, move |asking| {
            if let Some(b) = keep_playing
                .cast::<web_sys::HtmlElement>()
                .filter(|_| *asking)
            {
                let _ = b.focus();
            }
        });
    }
    // The form offers the control chosen last (rapid 15+10 until one is).
    let last = app.settings().default_control();
    let show_custom = use_state(|| last.choice == CUSTOM);
    // The custom control starts as the control chosen last, so that it can
    // be adjusted.
    let custom = use_reducer(|| CustomControl::from_control(&last.control).unwrap_or_default());
    let on_edit = {
        let custom = custom.clone();
        Callback::from(move |edit: Edit| custom.dispatch(edit))
    };

    let onchange_control = {
        let form = form.clone();
        let show_custom = show_custom.clone();
        let custom = custom.clone();
        Callback::from(move |_: Event| {
            let choice = select_value(&form.control);
            if let Some(p) = presets().into_iter().find(|p| p.id == choice) {
                custom.dispatch(Edit::Load(p.control));
            }
            show_custom.set(choice == CUSTOM);
        })
    };
    let onchange_edition = {
        let (form, chosen) = (form.clone(), chosen_edition_now.clone());
        Callback::from(move |_: Event| chosen.set(edition_of(&select_value(&form.rules.edition))))
    };
    // The control the form would start now: the preset shown, or the
    // custom control as far as it is valid.
    let control_now = {
        let choice = form
            .control
            .cast::<HtmlSelectElement>()
            .map(|s| s.value())
            .unwrap_or_else(|| last.choice.clone());
        match choice.as_str() {
            UNTIMED => Some(TimeControl::Untimed),
            CUSTOM => custom.control().ok(),
            id => presets()
                .into_iter()
                .find(|p| p.id == id)
                .map(|p| p.control),
        }
    };
    let guidelines_refusal = match control_now {
        Some(tc) => guidelines_iii_applicable(
            &GameSetup::default()
                .with_time_control(tc)
                .with_edition(*chosen_edition_now),
        )
        .err(),
        None => Some(GuidelinesRefusal::Untimed),
    };

    let onchange_opponent = {
        let form = form.clone();
        let computer = computer.clone();
        Callback::from(move |_: Event| computer.set(select_value(&form.opponent) == "computer"))
    };

    let onsubmit = {
        let against_computer = *computer;
        let (form, custom, error, asking) =
            (form.clone(), custom.clone(), error.clone(), asking.clone());
        let unfinished = !app.game().is_over() && !app.game().record().is_empty();
        let d = app.dispatcher();
        let settings = app.settings().clone();
        let close = props.on_close.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            // The device keeps its name for the next game set up on it;
            // first, since the settings below change from these.
            let device = form.device_name();
            if settings.device_name != device {
                let mut s = settings.clone();
                s.device_name = device;
                d.dispatch(Action::Settings(s));
            }
            let control = match form.control(lang, &custom) {
                Ok(control) => control,
                Err(msg) => {
                    error.set(Some(msg));
                    return;
                }
            };
            error.set(None);
            let tc = control.control.clone();
            d.dispatch(Action::ControlChosen(control));
            let start = match form.start(lang, tc, against_computer) {
                Ok(start) => start,
                Err(msg) => {
                    // Every field start() can refuse is folded.
                    form.rules.unfold();
                    error.set(Some(msg));
                    return;
                }
            };
            // An unfinished game is set aside only when the player says so.
            if unfinished && !*asking {
                asking.set(true);
                return;
            }
            close.emit(());
            d.dispatch(Action::EditionChosen(start.edition));
            if let Some(v) = start.venue {
                d.dispatch(Action::VenueChosen(v));
            }
            let otb = start.venue.map_or(settings.over_the_board, |v| {
                v == crate::settings::Venue::Otb
            });
            d.dispatch(Action::NewGame(
                Box::new(start.setup),
                start.bottom,
                now_ms(),
            ));
            // Play goes on at the board (or the move field over the board),
            // not at the New game button the closing dialog gives the focus
            // back to: after the dialog has gone and the new game is drawn.
            gloo_timers::callback::Timeout::new(0, move || {
                crate::focus::focus_play(otb);
            })
            .forget();
        })
    };
    let last_edition = app.settings().edition;
    let oncancel = modal.close.clone();
    let keep = modal.close.clone();
    let onclose = modal.onclose.clone();

    // A game held by the arbiter's lock is replaced only with the PIN,
    // whatever the form would choose (the reducer refuses it too).
    if !app.state().may_replace() {
        return html! {
            <dialog ref={modal.node.clone()} class="new-game-dialog" aria-labelledby="new-game-title" {onclose}>
                <div class="form-grid">
                    <h2 id="new-game-title">{ t(lang, Msg::NewGame) }</h2>
                    <p class="hint">{ t(lang, Msg::ReplaceNeedsPin) }</p>
                    <crate::components::pin_prompt::PinPrompt id="new-game-pin" />
                    <div class="form-actions">
                        { button(t(lang, Msg::Cancel), oncancel) }
                    </div>
                </div>
            </dialog>
        };
    }
    html! {
        <dialog ref={modal.node.clone()} class="new-game-dialog" aria-labelledby="new-game-title" {onclose}>
            <form class="form-grid" {onsubmit}>
                <h2 id="new-game-title">{ t(lang, Msg::NewGame) }</h2>
                <label>{ t(lang, Msg::Opponent) }
                    <select ref={form.opponent.clone()} name="opponent" onchange={onchange_opponent}>
                        <option value="person" selected={!*computer}>{ t(lang, Msg::OpponentPerson) }</option>
                        <option value="computer" selected={*computer}>{ t(lang, Msg::OpponentComputer) }</option>
                    </select>
                </label>
                if *computer {
                    <label>{ t(lang, Msg::ComputerLevel) }
                        <select ref={form.level.clone()} name="level">
                            { for (1..=Computer::MAX_LEVEL).map(|n| html! {
                                <option value={n.to_string()} selected={n == FIRST_LEVEL}>
                                    { level_option(lang, n) }
                                </option>
                            }) }
                        </select>
                    </label>
                    <label>{ t(lang, Msg::YourPieces) }
                        <select ref={form.colour.clone()} name="colour">
                            { options(Some(Color::White), |c: Option<Color>| html! { { choices::colour_choice(lang, c) } }) }
                        </select>
                    </label>
                }
                <label>{ t(lang, Msg::WhiteName) }
                    <input ref={form.white.clone()} type="text" name="white" autocomplete="off" />
                </label>
                <label>{ t(lang, Msg::BlackName) }
                    <input ref={form.black.clone()} type="text" name="black" autocomplete="off" />
                </label>
                <label>{ t(lang, Msg::TimeControl) }
                    <select ref={form.control.clone()} name="control" onchange={onchange_control}>
                        { for presets().into_iter().map(|p| html! {
                            <option value={p.id} selected={p.id == last.choice}>{ preset_label(lang, &p) }</option>
                        }) }
                        <option value={UNTIMED} selected={last.choice == UNTIMED}>{ t(lang, Msg::NoClock) }</option>
                        <option value={CUSTOM} selected={last.choice == CUSTOM}>{ t(lang, Msg::CustomTimeControl) }</option>
                    </select>
                </label>
                if *show_custom {
                    <TimeControlEditor control={(*custom).clone()} {on_edit} edition={*chosen_edition_now} />
                }
                <label>{ t(lang, Msg::VenueLabel) }
                    <select ref={form.venue.clone()} name="venue">
                        { options(app.settings().venue(), |v| html! { { choices::venue(lang, v) } }) }
                    </select>
                </label>
                // Against the computer the player's own side is at the bottom.
                if !*computer {
                    <label>{ t(lang, Msg::BottomSide) }
                        <select ref={form.bottom.clone()} name="bottom">
                            { options(Color::White, |c| html! { { side(lang, c) } }) }
                        </select>
                    </label>
                }
                <Rules refs={form.rules.clone()} {lang} {last_edition} edition={*chosen_edition_now}
                    {guidelines_refusal} {onchange_edition}>
                    <TournamentFile form={form.clone()} open={props.open} />
                </Rules>
                if let Some(msg) = &*error {
                    <p class="message error" role="alert">{ msg }</p>
                }
                <div class="form-actions">
                    if *asking {
                        <p id="unfinished-question" class="question">{ t(lang, Msg::UnfinishedGameQuestion) }</p>
                        <button ref={keep_playing.clone()} type="button" onclick={keep}
                            aria-describedby="unfinished-question">{ t(lang, Msg::KeepPlaying) }</button>
                        <button type="submit" class="primary">{ t(lang, Msg::ArchiveAndStart) }</button>
                    } else {
                        { button(t(lang, Msg::Cancel), oncancel) }
                        <button type="submit" class="primary">{ t(lang, Msg::Start) }</button>
                    }
                </div>
            </form>
        </dialog>
    }
}

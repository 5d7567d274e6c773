//! The new-game form: names, time control (presets, or a custom control
//! built period by period or typed as PGN TimeControl, see
//! [`TimeControlEditor`]), the opponent (a person on the same device, or
//! the computer at a level, with the player's colour), rules edition,
//! casual or strict play, and who is at the bottom. Shown as a modal `<dialog>` (focus moves in and returns,
//! Escape closes).

use crate::components::button::button;
use rochade_arbiter::{
    Computer, Edition, GameSetup, GuidelinesRefusal, Mode, guidelines_iii_applicable,
};
use rochade_clock::{TimeControl, presets};
use rochade_laws::Color;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::components::time_control_editor::time_control_editor;

use crate::hooks::use_state;

mod fields;
use fields::{CUSTOM, FIRST_LEVEL, UNTIMED, edition_of, input_value, level_about, select_value};

use crate::choice::GameVariant;
use crate::components::choice_select::{chosen, options};
use crate::components::time_control_editor::TimeControlEditorProps;
use crate::context::use_app;
use crate::hooks::use_modal;
use crate::settings::{LastControl, Venue};
use crate::state::Action;
use crate::time::now_ms;
use crate::time_control_draft::{CustomControl, Edit};
use crate::words::arbiter as words;
use crate::words::choices;
use crate::words::clock::preset_label;
use crate::words::errors::draft_error_text;
use crate::words::i18n::{Msg, t, tr};
use crate::words::names::stored_name;
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
#[hook]
pub fn use_new_game(props: &NewGameProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let modal = use_modal(props.open, &props.on_close, Callback::noop());
    let white = use_node_ref();
    let black = use_node_ref();
    let control = use_node_ref();
    let edition = use_node_ref();
    let mode = use_node_ref();
    let venue = use_node_ref();
    let bottom = use_node_ref();
    let fen = use_node_ref();
    let variant = use_node_ref();
    let start_number = use_node_ref();
    let event = use_node_ref();
    let site = use_node_ref();
    let round = use_node_ref();
    let board_no = use_node_ref();
    let default_minutes = use_node_ref();
    let draw_from = use_node_ref();
    let draw_never = use_node_ref();
    let guidelines = use_node_ref();
    // The edition and control chosen so far, for the Guidelines III
    // checkbox (2023 III.2.2: standard and rapid games without increment).
    let chosen_edition_now = use_state(|| app.settings().edition);
    let opponent = use_node_ref();
    let level = use_node_ref();
    let colour = use_node_ref();
    let computer = use_state(|| props.against_computer);
    let error = use_state(|| None::<String>);
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
        let control = control.clone();
        let show_custom = show_custom.clone();
        let custom = custom.clone();
        Callback::from(move |_: Event| {
            let choice = select_value(&control);
            if let Some(p) = presets().into_iter().find(|p| p.id == choice) {
                custom.dispatch(Edit::Load(p.control));
            }
            show_custom.set(choice == CUSTOM);
        })
    };
    let onchange_edition = {
        let (edition, chosen) = (edition.clone(), chosen_edition_now.clone());
        Callback::from(move |_: Event| chosen.set(edition_of(&select_value(&edition))))
    };
    // The control the form would start now: the preset shown, or the
    // custom control as far as it is valid.
    let control_now = {
        let choice = control
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
        let opponent = opponent.clone();
        let computer = computer.clone();
        Callback::from(move |_: Event| computer.set(select_value(&opponent) == "computer"))
    };

    let onsubmit = {
        let (level, colour, against_computer) = (level.clone(), colour.clone(), *computer);
        let (variant, start_number) = (variant.clone(), start_number.clone());
        let facts = (
            event.clone(),
            site.clone(),
            round.clone(),
            board_no.clone(),
            guidelines.clone(),
            default_minutes.clone(),
            draw_from.clone(),
            draw_never.clone(),
        );
        let (white, black, control, custom, edition, mode, bottom, fen) = (
            white.clone(),
            black.clone(),
            control.clone(),
            custom.clone(),
            edition.clone(),
            mode.clone(),
            bottom.clone(),
            fen.clone(),
        );
        let error = error.clone();
        let d = app.dispatcher();
        let close = props.on_close.clone();
        let venue = venue.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let choice = select_value(&control);
            let tc: Result<TimeControl, String> = match choice.as_str() {
                UNTIMED => Ok(TimeControl::Untimed),
                CUSTOM => custom
                    .control()
                    .map_err(|e| draft_error_text(lang, &custom, &e)),
                id => presets()
                    .into_iter()
                    .find(|p| p.id == id)
                    .map(|p| p.control)
                    .ok_or_else(|| tr(lang, Msg::InvalidTimeControl { why: id })),
            };
            let tc = match tc {
                Ok(tc) => tc,
                Err(msg) => {
                    error.set(Some(msg));
                    return;
                }
            };
            error.set(None);
            d.dispatch(Action::ControlChosen(LastControl {
                choice: choice.clone(),
                control: tc.clone(),
            }));
            // An unnamed player is stored as no name (the PGN's `?`) and
            // worded in the language shown wherever the name is read.
            let name = |r: &NodeRef, color| stored_name(&input_value(r), color);
            let chosen_edition = chosen::<Edition>(&edition).unwrap_or_default();
            let mut setup = GameSetup::new(name(&white, Color::White), name(&black, Color::Black))
                .with_time_control(tc)
                .with_edition(chosen_edition)
                .with_mode(chosen::<Mode>(&mode).unwrap_or_default());
            setup.date = crate::archive::today_pgn();
            // The competition's facts for the PGN seven-tag roster and the
            // printed scoresheet; the board number is a further tag.
            let (ev, site, round, board_no, guidelines, default_minutes, draw_from, draw_never) =
                &facts;
            fields::competition_facts(&mut setup, [ev, site, round, board_no]);
            if let Err(msg) =
                fields::event_rules(lang, &mut setup, [default_minutes, draw_from, draw_never])
            {
                error.set(Some(msg));
                return;
            }
            // 2023 Guidelines III.2.1: announced by the event; only where
            // III.2.2 allows them (the checkbox is disabled otherwise).
            setup.guidelines_iii = guidelines
                .cast::<HtmlInputElement>()
                .is_some_and(|c| c.checked() && !c.disabled())
                && guidelines_iii_applicable(&setup).is_ok();
            let chess960 = chosen::<GameVariant>(&variant) == Some(GameVariant::Chess960);
            setup = match fields::start_position(lang, setup, chess960, &start_number, &fen) {
                Ok(setup) => setup,
                Err(msg) => {
                    error.set(Some(msg));
                    return;
                }
            };
            let mut side = chosen::<Color>(&bottom).unwrap_or(Color::White);
            if against_computer {
                side = match chosen::<Option<Color>>(&colour).flatten() {
                    Some(c) => c,
                    None if js_sys::Math::random() < 0.5 => Color::Black,
                    None => Color::White,
                };
                let level = select_value(&level).parse().unwrap_or(FIRST_LEVEL);
                let computer = Computer { side: !side, level };
                match computer.side {
                    Color::White => setup.white = computer.name(),
                    Color::Black => setup.black = computer.name(),
                }
                setup.computer = Some(computer);
            }
            close.emit(());
            d.dispatch(Action::EditionChosen(chosen_edition));
            if let Some(v) = chosen::<Venue>(&venue) {
                d.dispatch(Action::VenueChosen(v));
            }
            d.dispatch(Action::NewGame(Box::new(setup), side, now_ms()));
        })
    };
    let last_edition = app.settings().edition;
    let oncancel = modal.close.clone();
    let onclose = modal.onclose.clone();

    html! {
        <dialog ref={modal.node.clone()} aria-labelledby="new-game-title" {onclose}>
            <form class="form-grid" {onsubmit}>
                <h2 id="new-game-title">{ t(lang, Msg::NewGame) }</h2>
                <label>{ t(lang, Msg::Opponent) }
                    <select ref={opponent} name="opponent" onchange={onchange_opponent}>
                        <option value="person" selected={!*computer}>{ t(lang, Msg::OpponentPerson) }</option>
                        <option value="computer" selected={*computer}>{ t(lang, Msg::OpponentComputer) }</option>
                    </select>
                </label>
                if *computer {
                    <label>{ t(lang, Msg::ComputerLevel) }
                        <select ref={level} name="level">
                            { for (1..=Computer::MAX_LEVEL).map(|n| html! {
                                <option value={n.to_string()} selected={n == FIRST_LEVEL}>
                                    { tr(lang, Msg::LevelOption { level: &n.to_string(), about: t(lang, level_about(n)) }) }
                                </option>
                            }) }
                        </select>
                    </label>
                    <label>{ t(lang, Msg::YourPieces) }
                        <select ref={colour} name="colour">
                            { options(Some(Color::White), |c: Option<Color>| html! { { choices::colour_choice(lang, c) } }) }
                        </select>
                    </label>
                }
                <label>{ t(lang, Msg::WhiteName) }
                    <input ref={white} type="text" name="white" autocomplete="off" />
                </label>
                <label>{ t(lang, Msg::BlackName) }
                    <input ref={black} type="text" name="black" autocomplete="off" />
                </label>
                <label>{ t(lang, Msg::TimeControl) }
                    <select ref={control} name="control" onchange={onchange_control}>
                        { for presets().into_iter().map(|p| html! {
                            <option value={p.id} selected={p.id == last.choice}>{ preset_label(lang, &p) }</option>
                        }) }
                        <option value={UNTIMED} selected={last.choice == UNTIMED}>{ t(lang, Msg::NoClock) }</option>
                        <option value={CUSTOM} selected={last.choice == CUSTOM}>{ t(lang, Msg::CustomTimeControl) }</option>
                    </select>
                </label>
                if *show_custom {
                    { time_control_editor(TimeControlEditorProps { control: (*custom).clone(), on_edit, edition: *chosen_edition_now }) }
                }
                <label>{ t(lang, Msg::Edition) }
                    <select ref={edition} name="edition" onchange={onchange_edition}>
                        { options(last_edition, |e| html! { { choices::edition(lang, e) } }) }
                    </select>
                </label>
                <label>
                    <input ref={guidelines} type="checkbox" name="guidelines-iii"
                        disabled={guidelines_refusal.is_some()}
                        aria-describedby={guidelines_refusal.is_some().then_some("guidelines-why")} />
                    { words::guidelines_announced_label(lang) }
                    if let Some(why) = guidelines_refusal {
                        <span id="guidelines-why" class="hint">{ words::guidelines_unavailable(lang, why) }</span>
                    }
                </label>
                { fields::competition_fields(lang, &[event.clone(), site.clone(), round.clone(), board_no.clone()]) }
                <label>{ t(lang, Msg::VenueLabel) }
                    <select ref={venue} name="venue">
                        { options(app.settings().venue(), |v| html! { { choices::venue(lang, v) } }) }
                    </select>
                </label>
                { fields::event_rule_fields(lang, *chosen_edition_now, &[default_minutes.clone(), draw_from.clone(), draw_never.clone()]) }
                <label>{ t(lang, Msg::PlayMode) }
                    <select ref={mode} name="mode">
                        { options(Mode::Casual, |m| html! { { choices::mode(lang, m) } }) }
                    </select>
                </label>
                // Against the computer the player's own side is at the bottom.
                if !*computer {
                    <label>{ t(lang, Msg::BottomSide) }
                        <select ref={bottom} name="bottom">
                            { options(Color::White, |c| html! { { side(lang, c) } }) }
                        </select>
                    </label>
                }
                <label>{ t(lang, Msg::VariantLabel) }
                    <select ref={variant} name="variant">
                        { options(GameVariant::Standard, |v| html! { { choices::variant(lang, v) } }) }
                    </select>
                </label>
                <label>{ t(lang, Msg::StartNumberLabel) }
                    <input ref={start_number} type="text" inputmode="numeric" name="start-position"
                        autocomplete="off" aria-describedby="start-number-help" />
                    <span id="start-number-help" class="hint">{ t(lang, Msg::StartNumberHelp) }</span>
                </label>
                <label>{ t(lang, Msg::StartFen) }
                    <input ref={fen} type="text" name="fen" autocomplete="off" spellcheck="false"
                        aria-describedby="fen-help" />
                    <span id="fen-help" class="hint">{ t(lang, Msg::StartFenHelp) }</span>
                </label>
                if let Some(msg) = &*error {
                    <p class="message error" role="alert">{ msg }</p>
                }
                <div class="form-actions">
                    { button(t(lang, Msg::Cancel), oncancel) }
                    <button type="submit" class="primary">{ t(lang, Msg::Start) }</button>
                </div>
            </form>
        </dialog>
    }
}

/// Mounts the new-game dialog as a part of its own (see `components::part`).
pub fn new_game(props: NewGameProps) -> Html {
    crate::components::part::mount("new-game", props, |props, ctx| match props.downcast_ref() {
        Some(props) => yew::functional::Hook::run(use_new_game(props), ctx),
        None => Html::default(),
    })
}

//! The editor of a custom time control: a list of periods, one row (a
//! `<fieldset>`) each, and the same control as PGN `TimeControl` text below
//! it. The two are views of one [`CustomControl`]: editing one updates the
//! other, and the view edited last is the one played. Under them, the
//! control in words and in PGN, or why it cannot be played (the field at
//! fault is marked `aria-invalid` and described by the reason).

use std::rc::Rc;

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::context::use_app;
use crate::hooks::use_focus_after_render;
use crate::time_control_draft::{CustomControl, Edit, Field, PerMoveKind, PeriodDraft};
use crate::words::clock::control_text;
use crate::words::errors::{draft_error_text, draft_field_label};
use crate::words::i18n::{Msg, t, tr};

impl Reducible for CustomControl {
    type Action = Edit;

    fn reduce(self: Rc<Self>, edit: Edit) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(edit);
        Rc::new(next)
    }
}

/// Properties of [`TimeControlEditor`].
#[derive(Properties, PartialEq)]
pub struct TimeControlEditorProps {
    /// The control being edited.
    pub control: CustomControl,
    /// The player changed something.
    pub on_edit: Callback<Edit>,
    /// The rules edition chosen in the form, whose numbering the help cites.
    pub edition: rochade_arbiter::Edition,
}

const PROBLEM: &str = "tc-problem";
const ADD: &str = "tc-add-period";

fn field_id(period: usize, field: Field) -> String {
    let name = match field {
        Field::Moves => "moves",
        Field::Minutes => "minutes",
        Field::Seconds => "seconds",
        Field::PerMove => "per-move",
    };
    format!("tc-p{period}-{name}")
}

fn kind_key(kind: PerMoveKind) -> Msg<'static> {
    match kind {
        PerMoveKind::None => Msg::TceKindNone,
        PerMoveKind::Increment => Msg::TceKindIncrement,
        PerMoveKind::Delay => Msg::TceKindDelay,
        PerMoveKind::Bronstein => Msg::TceKindBronstein,
    }
}

/// The custom time control editor.
#[function_component]
pub fn TimeControlEditor(props: &TimeControlEditorProps) -> Html {
    let lang = use_app().lang();
    let c = &props.control;
    let focus = use_focus_after_render();
    let result = c.control();
    let bad = result.as_ref().err().and_then(|e| e.field());
    let count = c.periods.len();

    let row = |i: usize, p: &PeriodDraft| -> Html {
        let last = i + 1 == count;
        let input = |field: Field, value: &str, mode: &'static str, help: Option<String>| {
            let on_edit = props.on_edit.clone();
            let oninput = Callback::from(move |e: InputEvent| {
                let v = e.target_unchecked_into::<HtmlInputElement>().value();
                on_edit.emit(Edit::Field(i, field, v));
            });
            let invalid = bad == Some((i, field));
            let described: Vec<String> = help
                .into_iter()
                .chain(invalid.then(|| PROBLEM.to_string()))
                .collect();
            let described = (!described.is_empty()).then(|| described.join(" "));
            html! {
                <label>{ draft_field_label(lang, field, p.kind) }
                    <input id={field_id(i, field)} type="text" inputmode={mode}
                        autocomplete="off" spellcheck="false" value={value.to_string()}
                        {oninput} aria-invalid={invalid.then_some("true")}
                        aria-describedby={described} />
                </label>
            }
        };
        let onchange_kind = {
            let on_edit = props.on_edit.clone();
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                if let Some(kind) = PerMoveKind::from_id(&v) {
                    on_edit.emit(Edit::Kind(i, kind));
                }
            })
        };
        let onremove = {
            let on_edit = props.on_edit.clone();
            let focus = focus.clone();
            Callback::from(move |_: MouseEvent| {
                on_edit.emit(Edit::RemovePeriod(i));
                // The period that takes this one's number, or, after the
                // last one, the button that adds a period.
                focus.emit(if i + 1 < count {
                    field_id(i, Field::Moves)
                } else {
                    ADD.to_string()
                });
            })
        };
        let moves_help = format!("tc-p{i}-moves-help");
        let number = (i + 1).to_string();
        html! {
            <li>
                <fieldset class="tc-period">
                    <legend>{ tr(lang, Msg::TcePeriod { period: &number }) }</legend>
                    { input(Field::Moves, &p.moves, "numeric", Some(moves_help.clone())) }
                    <span id={moves_help} class="hint">
                        { t(lang, if last { Msg::TceMovesLastHelp } else { Msg::TceMovesHelp }) }
                    </span>
                    { input(Field::Minutes, &p.minutes, "numeric", None) }
                    { input(Field::Seconds, &p.seconds, "decimal", None) }
                    <label>{ t(lang, Msg::TcePerMoveKind) }
                        <select id={format!("tc-p{i}-kind")} onchange={onchange_kind}>
                            { for PerMoveKind::ALL.into_iter().map(|k| html! {
                                <option value={k.id()} selected={k == p.kind}>{ t(lang, kind_key(k)) }</option>
                            }) }
                        </select>
                    </label>
                    if p.kind != PerMoveKind::None {
                        { input(Field::PerMove, &p.per_move, "decimal", None) }
                    }
                    if count > 1 {
                        <button type="button" id={format!("tc-remove-{i}")} class="tc-remove" onclick={onremove}>
                            { tr(lang, Msg::TceRemovePeriod { period: &number }) }
                        </button>
                    }
                </fieldset>
            </li>
        }
    };

    let onadd = {
        let on_edit = props.on_edit.clone();
        let focus = focus.clone();
        Callback::from(move |_: MouseEvent| {
            on_edit.emit(Edit::AddPeriod);
            focus.emit(field_id(count, Field::Moves));
        })
    };
    let onchange_from_one = {
        let on_edit = props.on_edit.clone();
        Callback::from(move |e: Event| {
            let on = e.target_unchecked_into::<HtmlInputElement>().checked();
            on_edit.emit(Edit::FromMoveOne(on));
        })
    };
    let oninput_text = {
        let on_edit = props.on_edit.clone();
        Callback::from(move |e: InputEvent| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            on_edit.emit(Edit::Text(v));
        })
    };
    // An error no field of the editor is at fault for is the text's.
    let text_invalid = result.is_err() && bad.is_none();
    let text_described =
        ["custom-help", "tc-two-views", PROBLEM][..if text_invalid { 3 } else { 2 }].join(" ");

    html! {
        <div class="tc-editor">
            <fieldset class="tc-periods-group" aria-describedby="tc-editor-help">
                <legend>{ t(lang, Msg::TcePeriods) }</legend>
                <p id="tc-editor-help" class="hint">{ crate::words::clock::periods_help(lang, props.edition) }</p>
                <ol class="tc-periods">
                    { for c.periods.iter().enumerate().map(|(i, p)| row(i, p)) }
                </ol>
                <button type="button" id={ADD} class="tc-add" onclick={onadd}>{ t(lang, Msg::TceAddPeriod) }</button>
                <label class="check">
                    <input type="checkbox" id="tc-from-move-one" name="from-move-one" checked={c.from_move_one}
                        onchange={onchange_from_one} />
                    { t(lang, Msg::TceFromMoveOne) }
                </label>
                if c.text_without_periods() {
                    <p class="hint">{ t(lang, Msg::TceNoPeriods) }</p>
                }
            </fieldset>
            <div class="tc-text">
                <label for="tc-text">{ t(lang, Msg::CustomTimeControl) }</label>
                <input id="tc-text" type="text" name="custom" autocomplete="off"
                    spellcheck="false" value={c.text.clone()} oninput={oninput_text}
                    aria-invalid={text_invalid.then_some("true")}
                    aria-describedby={text_described} />
                <span id="custom-help" class="hint">{ t(lang, Msg::CustomTimeControlHelp) }</span>
                <span id="tc-two-views" class="hint">{ t(lang, Msg::TceTwoViews) }</span>
            </div>
            <div id="tc-preview" class="tc-preview">
                if let Ok(tc) = &result {
                    <p data-tc-words="">{ tr(lang, Msg::TceInWords { text: &control_text(lang, tc) }) }</p>
                    <p data-tc-pgn="">{ tr(lang, Msg::TceInPgn { text: &tc.to_string() }) }</p>
                }
            </div>
            <p id={PROBLEM} class="message error" data-tc-problem="">
                { result.as_ref().err().map(|e| draft_error_text(lang, c, e)).unwrap_or_default() }
            </p>
        </div>
    }
}

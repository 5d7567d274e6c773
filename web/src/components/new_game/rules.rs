//! The new-game form's second step, folded under "Tournament and rules":
//! what a casual game never needs and an event sets. The rules edition,
//! casual or strict play, 2023 Guidelines III (III.2.1 and III.2.2), the
//! event's rules on draw offers (Art. 9.1.1) and its default time
//! (Art. 6.7.1), the PGN seven-tag roster's event, site and round with the
//! board number, and the start position (a FEN, or Chess960 and its
//! number, Guidelines II), and the arbiter's PIN that locks a strict game
//! (2023 Art. 11.3.1), and first the pairing program's tournament file that
//! fills the event's fields. A field added here gets its `NodeRef` in
//! [`RulesRefs`] and is read in `form.rs`.

use rochade_arbiter::{Edition, GuidelinesRefusal, Mode};
use web_sys::Element;
use yew::prelude::*;

use super::arbiter_pin::ArbiterPinFields;
use super::fields;
use crate::choice::GameVariant;
use crate::components::choice_select::options;
use crate::words::arbiter as words;
use crate::words::choices;
use crate::words::i18n::{Lang, Msg, t};

/// The folded fields, read when the form is submitted.
#[derive(Clone, Default, PartialEq)]
pub(super) struct RulesRefs {
    /// The `<details>` itself, opened when one of its fields is wrong.
    pub details: NodeRef,
    pub edition: NodeRef,
    pub mode: NodeRef,
    pub guidelines: NodeRef,
    pub event: NodeRef,
    pub site: NodeRef,
    pub round: NodeRef,
    pub board_no: NodeRef,
    pub default_minutes: NodeRef,
    pub draw_from: NodeRef,
    pub draw_never: NodeRef,
    pub variant: NodeRef,
    pub start_number: NodeRef,
    pub fen: NodeRef,
    /// The arbiter's PIN of a strict game, and whether the arbiter allows
    /// the board over the board.
    pub arbiter_pin: NodeRef,
    pub allow_board: NodeRef,
    /// After how many seconds away from the app play waits for the PIN
    /// (empty: a leave is only logged).
    pub away_limit: NodeRef,
    /// The device's name, for the PGN's `Device`.
    pub device_name: NodeRef,
}

impl RulesRefs {
    /// Unfolds the fields, so that the one an error names can be seen.
    pub fn unfold(&self) {
        if let Some(d) = self.details.cast::<Element>() {
            let _ = d.set_attribute("open", "");
        }
    }
}

/// Properties of [`Rules`].
#[derive(Properties, PartialEq)]
pub(super) struct RulesProps {
    /// The fields' references.
    pub refs: RulesRefs,
    /// The language shown.
    pub lang: Lang,
    /// The edition chosen last, offered first.
    pub last_edition: Edition,
    /// The edition chosen in the form so far.
    pub edition: Edition,
    /// Why Guidelines III cannot be chosen with the control and edition so
    /// far, if they cannot.
    pub guidelines_refusal: Option<GuidelinesRefusal>,
    /// Another edition was chosen.
    pub onchange_edition: Callback<Event>,
    /// Drawn first inside the fold: the tournament file, which fills the
    /// event's fields below it.
    #[prop_or_default]
    pub children: Html,
}

/// The folded "Tournament and rules" part of the new-game form.
#[function_component]
pub(super) fn Rules(props: &RulesProps) -> Html {
    let RulesProps {
        refs: r,
        lang,
        last_edition,
        edition,
        guidelines_refusal,
        onchange_edition,
        children,
    } = props;
    let lang = *lang;
    html! {
        <details ref={r.details.clone()} class="new-game-rules" data-new-game-rules="">
            <summary>{ t(lang, Msg::TournamentAndRules) }</summary>
            { children.clone() }
            <div class="form-grid">
                <label>{ t(lang, Msg::Edition) }
                    <select ref={r.edition.clone()} name="edition" onchange={onchange_edition.clone()}>
                        { options(*last_edition, |e| html! { { choices::edition(lang, e) } }) }
                    </select>
                </label>
                <label>{ t(lang, Msg::PlayMode) }
                    <select ref={r.mode.clone()} name="mode">
                        { options(Mode::Casual, |m| html! { { choices::mode(lang, m) } }) }
                    </select>
                </label>
                <ArbiterPinFields pin={r.arbiter_pin.clone()} allow_board={r.allow_board.clone()}
                    away_limit={r.away_limit.clone()} device={r.device_name.clone()} />
                <label>
                    <input ref={r.guidelines.clone()} type="checkbox" name="guidelines-iii"
                        disabled={guidelines_refusal.is_some()}
                        aria-describedby={guidelines_refusal.is_some().then_some("guidelines-why")} />
                    { words::guidelines_announced_label(lang) }
                    if let Some(why) = guidelines_refusal {
                        <span id="guidelines-why" class="hint">{ words::guidelines_unavailable(lang, *why) }</span>
                    }
                </label>
                { fields::event_rule_fields(lang, *edition, &[r.default_minutes.clone(), r.draw_from.clone(), r.draw_never.clone()]) }
                { fields::competition_fields(lang, &[r.event.clone(), r.site.clone(), r.round.clone(), r.board_no.clone()]) }
                <label>{ t(lang, Msg::StartFen) }
                    <input ref={r.fen.clone()} type="text" name="fen" autocomplete="off" spellcheck="false"
                        aria-describedby="fen-help" />
                    <span id="fen-help" class="hint">{ t(lang, Msg::StartFenHelp) }</span>
                </label>
                <label>{ t(lang, Msg::VariantLabel) }
                    <select ref={r.variant.clone()} name="variant">
                        { options(GameVariant::Standard, |v| html! { { choices::variant(lang, v) } }) }
                    </select>
                </label>
                <label>{ t(lang, Msg::StartNumberLabel) }
                    <input ref={r.start_number.clone()} type="text" inputmode="numeric" name="start-position"
                        autocomplete="off" aria-describedby="start-number-help" />
                    <span id="start-number-help" class="hint">{ t(lang, Msg::StartNumberHelp) }</span>
                </label>
            </div>
        </details>
    }
}

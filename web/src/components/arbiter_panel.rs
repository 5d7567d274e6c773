//! The arbiter's panel, for a club game run on the device: time adjustments
//! (Art. 6.13), illegal moves made on a physical board (2023 Art. 7.5.1,
//! 2001 Art. 7.4), the rulings of [`super::arbiter_rules`] (Guidelines III
//! or Art. 10.2, 2023 Art. 7.5.2–7.5.4, a position reinstated, a blind
//! player's boards), penalties (2023 Art. 12.9, 2001 Art. 13.4) and
//! adjournment (Appendix A). Every label cites the game's own edition.
//! Collapsed by default, so that a casual game is not cluttered, and opened
//! from the desk with one click; open, what the arbiter needs most often
//! stands first (stopping the clocks, Art. 6.12; adjusting a clock; a
//! penalty), the rarer rulings folded below it. Every action goes through
//! the arbiter crate, which refuses what the Laws do not allow at that
//! moment.

use crate::components::button::button;
use rochade_arbiter::{Control, Event, Penalty, Resumption, Supervision, TimeChange};
use rochade_clock::Phase;
use rochade_laws::Color;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::components::arbiter_log::ArbiterLog;
use crate::components::arbiter_rules::{
    MisconductSection, ReinstateSection, default_time_section, quickplay_section,
};
use crate::components::choice_select::{chosen, options};
use crate::components::pin_prompt::PinPrompt;
use crate::context::use_app;
use crate::words::arbiter as words;
use crate::words::i18n::{Lang, Msg, t, tr};

use crate::words::side as colour;

fn value(input: &NodeRef) -> String {
    input
        .cast::<HtmlInputElement>()
        .map(|i| i.value().trim().to_string())
        .unwrap_or_default()
}

/// The time in a field of seconds (a clock adjusted, Art. 6.13; a time
/// penalty, 2023 Art. 12.9), in milliseconds; what is no whole number of
/// seconds is said in `error` and gives nothing.
fn seconds_in(input: &NodeRef, error: &UseStateHandle<Option<String>>, lang: Lang) -> Option<u64> {
    match value(input).parse::<u64>() {
        Ok(s) => {
            error.set(None);
            Some(s.saturating_mul(1000))
        }
        Err(_) => {
            error.set(Some(t(lang, Msg::ArbiterSecondsInvalid).to_string()));
            None
        }
    }
}

/// A field of seconds, 120 to begin with: one field for each of the
/// time's uses, read by [`seconds_in`].
fn seconds_field(lang: Lang, id: &'static str, label: Msg<'static>, node: &NodeRef) -> Html {
    html! {
        <label for={id}>
            { t(lang, label) }
            <input {id} type="number" min="0" inputmode="numeric" value="120"
                ref={node.clone()} />
        </label>
    }
}

fn side_of(select: &NodeRef) -> Color {
    chosen::<Color>(select).unwrap_or(Color::White)
}

/// A side chooser with explicit defaults (Yew 0.23 otherwise selects the
/// last option).
fn side_select(lang: Lang, id: &str, label: Msg<'static>, node: &NodeRef) -> Html {
    html! {
        <label for={id.to_string()}>
            { t(lang, label) }
            <select id={id.to_string()} ref={node.clone()}>
                { options(Color::White, |c| html! { { colour(lang, c) } }) }
            </select>
        </label>
    }
}

/// Properties of [`ArbiterPanel`].
#[derive(Properties, PartialEq)]
pub struct ArbiterPanelProps {
    /// Whether the panel is open.
    pub open: bool,
    /// Hears the panel opened (true) or closed by its summary.
    pub on_toggle: Callback<bool>,
}

/// The panel.
#[function_component]
pub fn ArbiterPanel(props: &ArbiterPanelProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let game = app.game();
    let on_event = app.game_event();
    let edition = game.setup().edition;
    let time_side = use_node_ref();
    let seconds = use_node_ref();
    let penalty_side = use_node_ref();
    let sealed = use_node_ref();
    let date = use_node_ref();
    let time = use_node_ref();
    let venue = use_node_ref();
    let penalty_seconds = use_node_ref();
    let error = use_state(|| None::<String>);
    let open = props.open;
    if game.is_over() {
        return html! {};
    }
    // The panel is closed in most games: then only its summary is drawn, so
    // a move does not redraw a form nobody sees.
    let ontoggle = {
        let (on_toggle, d) = (props.on_toggle.clone(), app.dispatcher());
        Callback::from(move |e: web_sys::Event| {
            if let Some(el) = e.target_dyn_into::<web_sys::Element>() {
                let now_open = el.has_attribute("open");
                on_toggle.emit(now_open);
                // Closing the panel locks a locked game's arbiter's actions
                // again.
                if !now_open {
                    d.dispatch(crate::state::Action::Lock);
                }
            }
        })
    };
    let summary = html! {
        <summary id="arbiter-summary" aria-expanded={open.to_string()}>{ t(lang, Msg::ArbiterTitle) }</summary>
    };
    if !open {
        return html! {
            <details class="panel arbiter" id="arbiter" {ontoggle}>{ summary }</details>
        };
    }
    // A game locked by the arbiter: the PIN first.
    if game.setup().is_locked() && !app.state().arbiter_unlocked {
        return html! {
            <details class="panel arbiter" id="arbiter" open=true {ontoggle}>
                { summary }
                <PinPrompt id="arbiter-pin" />
            </details>
        };
    }
    let send = |event: Event| {
        let cb = on_event.clone();
        Callback::from(move |_: MouseEvent| cb.emit(event.clone()))
    };

    // Art. 6.13: the arbiter changes a clock by a number of seconds.
    let adjust = |make: fn(u64) -> TimeChange| {
        let cb = on_event.clone();
        let (side, seconds, error) = (time_side.clone(), seconds.clone(), error.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(ms) = seconds_in(&seconds, &error, lang) {
                cb.emit(Event::AdjustTime {
                    side: side_of(&side),
                    change: make(ms),
                });
            }
        })
    };
    // Only the controls that can apply to this game are drawn.
    let applies = |c: Control| game.applies(c, Supervision::Arbiter);
    let time_html = applies(Control::AdjustTime).then(|| {
        html! {
            <fieldset>
                <legend>{ words::adjust_time_legend(lang, game.setup().edition) }</legend>
                { side_select(lang, "arbiter-time-side", Msg::ArbiterClockOf, &time_side) }
                { seconds_field(lang, "arbiter-seconds", Msg::Seconds, &seconds) }
                <div class="buttons">
                    { button(t(lang, Msg::ArbiterAddTime), adjust(TimeChange::Add)) }
                    { button(t(lang, Msg::ArbiterRemoveTime), adjust(TimeChange::Remove)) }
                    { button(t(lang, Msg::ArbiterSetTime), adjust(TimeChange::Set)) }
                </div>
            </fieldset>
        }
    });

    // 2023 Art. 12.9.1–12.9.3, 12.9.6; 2001 Art. 13.4 a–d: a warning,
    // time to the opponent, time off the offender, or the game lost. The
    // time penalties read their seconds from the field.
    let penalty = |make: fn(u64) -> Penalty| {
        let cb = on_event.clone();
        let (side, seconds, error) = (penalty_side.clone(), penalty_seconds.clone(), error.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            if let Some(ms) = seconds_in(&seconds, &error, lang) {
                cb.emit(Event::Penalty {
                    against: side_of(&side),
                    penalty: make(ms),
                });
            }
        });
        html! {
            <button type="button" {onclick}>{ words::penalty_button(lang, edition, &make(0)) }</button>
        }
    };

    // Appendix A: seal a move, or open the envelope.
    let adjourn = match game.envelope() {
        Some(env) => html! {
            <>
                <p>{ tr(lang, Msg::ArbiterEnvelope { side: colour(lang, env.sealed_by), number: &env.move_number.to_string(), date: &env.resumption.date, time: &env.resumption.time, venue: &env.resumption.venue }) }</p>
                // 2023 Guidelines I.9–I.10: at the agreed time the default
                // time starts counting, and who is present says so.
                if game.resumption_due_at().is_none() {
                    { button(words::resumption_due_button(lang, edition), send(Event::ResumptionDue)) }
                } else {
                    <p class="hint">{ t(lang, Msg::ArbiterResumptionCounting) }</p>
                }
                { button(t(lang, Msg::ArbiterResumeAdjourned), send(Event::ResumeAdjourned)) }
            </>
        },
        None => {
            let cb = on_event.clone();
            let refs = (sealed.clone(), date.clone(), time.clone(), venue.clone());
            let error = error.clone();
            let onclick = Callback::from(move |_: MouseEvent| {
                let (sealed, date, time, venue) = &refs;
                let mv = value(sealed);
                // An empty envelope would lose on resumption (A8): a slip,
                // not a sealed move.
                if mv.is_empty() {
                    error.set(Some(t(lang, Msg::ArbiterSealedEmpty).to_string()));
                    return;
                }
                error.set(None);
                cb.emit(Event::Seal {
                    mv,
                    resumption: Resumption {
                        date: value(date),
                        time: value(time),
                        venue: value(venue),
                    },
                })
            });
            html! {
                <>
                    <label for="arbiter-sealed">
                        { tr(lang, Msg::ArbiterSealedMove { side: colour(lang, game.turn()) }) }
                        <input id="arbiter-sealed" type="password" autocomplete="off"
                            ref={sealed.clone()} />
                    </label>
                    <label for="arbiter-date">{ t(lang, Msg::DateLabel) }
                        <input id="arbiter-date" type="date" ref={date.clone()} /></label>
                    <label for="arbiter-clock-time">{ t(lang, Msg::ArbiterResumeAt) }
                        <input id="arbiter-clock-time" type="time" ref={time.clone()} /></label>
                    <label for="arbiter-venue">{ t(lang, Msg::SiteLabel) }
                        <input id="arbiter-venue" type="text" ref={venue.clone()} /></label>
                    <button type="button" {onclick}>{ t(lang, Msg::ArbiterSeal) }</button>
                </>
            }
        }
    };

    // Art. 6.12: the arbiter stops the clocks and restarts them.
    let now = crate::time::now_ms();
    let phase = game.clock().map(|c| c.phase_at(now));
    let pause = matches!(phase, Some(Phase::Running | Phase::Paused)).then(|| {
        let paused = phase == Some(Phase::Paused);
        let (event, label) = if paused {
            (Event::Resume, Msg::ArbiterRestartClocks)
        } else {
            (Event::Pause, Msg::ArbiterStopClocks)
        };
        html! {
            <button type="button" id="arbiter-pause" class={classes!(paused.then_some("primary"))}
                onclick={send(event)}>{ t(lang, label) }</button>
        }
    });
    let penalty_html = html! {
        <fieldset>
            <legend>{ words::penalty_legend(lang, edition) }</legend>
            { side_select(lang, "arbiter-penalty-side", Msg::ArbiterAgainst, &penalty_side) }
            if applies(Control::TimePenalty) {
                { seconds_field(lang, "arbiter-penalty-seconds", Msg::ArbiterPenaltySeconds, &penalty_seconds) }
            }
            <div class="buttons">
                { penalty(|_| Penalty::Warning) }
                if applies(Control::TimePenalty) {
                    { penalty(Penalty::IncreaseOpponentTime) }
                    { penalty(Penalty::ReduceTime) }
                }
                { penalty(|_| Penalty::LoseGame) }
            </div>
        </fieldset>
    };

    html! {
        <details class="panel arbiter" id="arbiter" open=true {ontoggle} data-feedback-place="arbiter">
            { summary }
            if let Some(e) = (*error).clone() {
                <p class="message error" role="alert">{ e }</p>
            }
            <crate::components::feedback::Feedback />
            <div class="arbiter-pinned" data-arbiter-pinned="">
                if let Some(p) = pause { <div class="buttons">{ p }</div> }
                { time_html.unwrap_or_default() }
                { penalty_html }
            </div>
            <details class="more-rulings" data-more-rulings="">
                <summary>{ t(lang, Msg::ArbiterMoreRulings) }</summary>
                <ReinstateSection />
                { default_time_section(&app) }
                <MisconductSection />
                { crate::components::colours_reversed::colours_reversed_section(&app) }
                { crate::components::draw_consent::draw_consent_section(&app) }
                // Guidelines III and Art. 10.2 need a clock.
                if game.clock().is_some() {
                    { quickplay_section(&app) }
                }
                <fieldset>
                    <legend>{ t(lang, Msg::ArbiterAdjournment) }</legend>
                    { adjourn }
                </fieldset>
            </details>
            <ArbiterLog />
        </details>
    }
}

//! The arbiter panel's sections for the rules of the 2023 Laws that need a
//! ruling at the board: Guidelines III.4 (the increment requested) and
//! III.5 (the claim ruled three ways), or Art. 10.2 in 1997/2001 games;
//! 2023 Art. 7.5.2–7.5.4; reinstating a position after an illegal move
//! (2023 Art. 7.5.1, 2001 Art. 7.4 a); and the blind player's two boards
//! corrected (2023 D.2.9, 2001 blind rules 7–8), which is not an illegal
//! move. Each section is there from the start of a game it applies to; an
//! action made too early is refused by the arbiter crate, in words.

use crate::components::button::button;
use rochade_arbiter::{Control, Edition, Event, QuickplayDecision, Supervision};
use rochade_laws::Color;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::context::{AppContext, use_app};
use crate::words::arbiter as words;
use crate::words::i18n::{Msg, t, tr};
use crate::words::pgn::ply_label;
use crate::words::side as colour;

/// Sends `event` on a click.
fn sender(on_event: &Callback<Event>, event: Event) -> Callback<MouseEvent> {
    let cb = on_event.clone();
    Callback::from(move |_: MouseEvent| cb.emit(event.clone()))
}

/// A player not arrived by the default time (2023 Art. 6.7.1, 2001 Art.
/// 6.6; on resumption 2023 Guidelines I.10, 2001 Appendix A10): the
/// verdicts in words with their article, and for each absent player the
/// buttons "arrived" and "declare lost by default". Deciding otherwise is
/// sending neither. A default declared too early is refused in words.
/// A view function called by its component: it has no state of its own.
pub fn default_time_section(app: &AppContext) -> Html {
    let lang = app.lang();
    let game = app.game();
    let on_event = app.game_event();
    if game.is_over() || !game.applies(Control::DefaultTime, Supervision::Arbiter) {
        return html! {};
    }
    let verdicts = game.default_verdicts(crate::time::now_ms());
    let art = verdicts
        .first()
        .map_or_else(|| game.default_article(), |v| v.article);
    let absent: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|&c| !game.has_arrived(c))
        .collect();
    if absent.is_empty() {
        return html! {};
    }
    html! {
        <fieldset class="default-time">
            <legend>{ words::default_legend(lang, art) }</legend>
            { for verdicts.iter().map(|v| html! { <p class="offer">{ words::default_verdict(lang, v) }</p> }) }
            <div class="buttons">
                { for absent.iter().map(|&side| html! {
                    <>
                        { button(words::arrived_button(lang, side), sender(&on_event, Event::Arrived { by: side })) }
                        { button(words::declare_default_button(lang, side), sender(&on_event, Event::Default { absent: side })) }
                    </>
                }) }
            </div>
        </fieldset>
    }
}

/// Guidelines III.4 and III.5 in a 2023 game; Art. 10.2 in the older
/// editions. Needs a clock.
/// A function, as [`default_time_section`].
pub fn quickplay_section(app: &AppContext) -> Html {
    let lang = app.lang();
    let game = app.game();
    let on_event = app.game_event();
    let edition = game.setup().edition;
    let send = |e: Event| sender(&on_event, e);
    let applies = |c: Control| game.applies(c, Supervision::Arbiter);
    // Where the event announced Guidelines III (III.2.1) but they no longer
    // govern the game (an increment introduced, III.4), the reason stays on
    // screen; elsewhere nothing of them is drawn (III.2).
    let off = (edition == Edition::Fide2023 && game.setup().guidelines_iii)
        .then(|| game.guidelines_iii_refusal())
        .flatten()
        .map(|why| html! { <p class="hint">{ words::guidelines_off(lang, why) }</p> });
    // III.4: the request for an increment is also a draw offer.
    let increment = (applies(Control::IncrementRequest)
        || game.pending_increment_request().is_some())
    .then(|| {
        let body = match game.pending_increment_request() {
            None => html! {
                { button(tr(lang, Msg::ArbiterRequestIncrement { side: colour(lang, game.turn()) }), send(Event::RequestIncrement)) }
            },
            Some(by) => html! {
                <>
                    <p>{ tr(lang, Msg::ArbiterIncrementPending { side: colour(lang, by) }) }</p>
                    <div class="buttons">
                        { button(tr(lang, Msg::ArbiterDeclineBy { side: colour(lang, !by) }), send(Event::DeclineDraw { by: !by })) }
                        { button(t(lang, Msg::ArbiterIncrementAgree), send(Event::IncrementDecision { agree: true })) }
                        { button(t(lang, Msg::ArbiterIncrementRefuse), send(Event::IncrementDecision { agree: false })) }
                    </div>
                </>
            },
        };
        html! {
            <fieldset>
                <legend>{ words::increment_legend(lang) }</legend>
                { body }
            </fieldset>
        }
    });
    // III.5 / Art. 10.2: declare drawn, postpone (with or without two
    // minutes to the opponent), or reject with two minutes to him.
    let quickplay = match game.pending_quickplay() {
        None => html! {
            { button(tr(lang, Msg::ArbiterQuickplayClaim { side: colour(lang, game.turn()) }), send(Event::QuickplayClaim)) }
        },
        Some(claim) => html! {
            <>
                <p>{ tr(lang, Msg::ArbiterQuickplayPending { side: colour(lang, claim.by) }) }</p>
                <div class="buttons">
                    { button(t(lang, Msg::ArbiterDeclareDraw), send(Event::QuickplayDecision(QuickplayDecision::Draw))) }
                    if !claim.postponed {
                        { button(t(lang, Msg::ArbiterPostponeExtra), send(Event::QuickplayDecision(QuickplayDecision::Postpone { extra_time: true }))) }
                        { button(t(lang, Msg::ArbiterPostpone), send(Event::QuickplayDecision(QuickplayDecision::Postpone { extra_time: false }))) }
                    }
                    { button(t(lang, Msg::ArbiterReject), send(Event::QuickplayDecision(QuickplayDecision::Reject))) }
                </div>
            </>
        },
    };
    let claims = applies(Control::QuickplayClaim) || game.pending_quickplay().is_some();
    html! {
        <>
            { off.unwrap_or_default() }
            { increment.unwrap_or_default() }
            if claims {
                <fieldset>
                    <legend>{ words::quickplay_legend(lang, edition) }</legend>
                    { quickplay }
                </fieldset>
            }
        </>
    }
}

/// 2023 Art. 7.5.2–7.5.4: each counts as an illegal move (7.5.5).
#[function_component]
pub fn MisconductSection() -> Html {
    let app = use_app();
    let lang = app.lang();
    let game = app.game();
    let on_event = app.game_event();
    let pawn = use_node_ref();
    if !game.applies(Control::Misconduct, Supervision::Arbiter) {
        return html! {};
    }
    let to_move = game.turn();
    let promotion = {
        let (cb, pawn) = (on_event.clone(), pawn.clone());
        Callback::from(move |_: MouseEvent| {
            let mv = pawn
                .cast::<HtmlInputElement>()
                .map(|i| i.value().trim().to_string())
                .unwrap_or_default();
            cb.emit(Event::PromotionNotReplaced { mv: mv.into() });
        })
    };
    html! {
        <fieldset>
            <legend>{ words::misconduct_legend(lang) }</legend>
            <label for="arbiter-pawn-move">
                { t(lang, Msg::ArbiterPawnMove) }
                <input id="arbiter-pawn-move" type="text" autocomplete="off" ref={pawn} />
            </label>
            <div class="buttons">
                { button(words::promotion_not_replaced(lang), promotion) }
                if game.applies(Control::ClockWithoutMove, Supervision::Arbiter) {
                    { button(words::clock_without_move(lang, to_move), sender(&on_event, Event::ClockWithoutMove { by: to_move })) }
                }
                { button(words::two_hands(lang, !to_move), sender(&on_event, Event::TwoHands { by: !to_move })) }
            </div>
        </fieldset>
    }
}

/// The last correct move chosen from the scoresheet (2023 Art. 7.5.1, 2001
/// Art. 7.4 a): the illegal move found later, or the blind player's boards
/// retraced (2023 D.2.9), which is kept apart and carries no penalty.
#[function_component]
pub fn ReinstateSection() -> Html {
    let app = use_app();
    let lang = app.lang();
    let game = app.game();
    let on_event = app.game_event();
    let ply = use_node_ref();
    let edition = game.setup().edition;
    let plies = game.record().len();
    let chosen = {
        let ply = ply.clone();
        move || {
            ply.cast::<HtmlSelectElement>()
                .and_then(|s| s.value().parse::<usize>().ok())
                .unwrap_or(plies)
        }
    };
    let reinstate = |by: Color| {
        let (cb, chosen) = (on_event.clone(), chosen.clone());
        Callback::from(move |_: MouseEvent| {
            cb.emit(Event::IllegalMove {
                by,
                reinstate_ply: Some(chosen()),
            })
        })
    };
    let retrace = {
        let (cb, chosen) = (on_event.clone(), chosen.clone());
        Callback::from(move |_: MouseEvent| {
            cb.emit(Event::BoardsCorrected {
                retrace_ply: Some(chosen()),
            })
        })
    };
    // An illegal move just made on the board: the position before it is
    // reinstated (2023 Art. 7.5.1, 2001 Art. 7.4 a), and it is counted.
    let illegal = |by: Color| {
        let label = tr(
            lang,
            Msg::ArbiterIllegalBy {
                side: colour(lang, by),
                count: &game.illegal_moves(by).to_string(),
            },
        );
        html! {
            { button(label, sender(&on_event, Event::IllegalMove { by, reinstate_ply: None })) }
        }
    };
    // The newest first: the last correct move is most often a recent one.
    let options = (0..=plies).rev().map(|n| {
        html! {
            <option value={n.to_string()} selected={n == plies}>{ ply_label(game, n, lang) }</option>
        }
    });
    html! {
        <>
            <fieldset>
                <legend>{ words::illegal_legend(lang, edition) }</legend>
                <div class="buttons">{ illegal(Color::White) }{ illegal(Color::Black) }</div>
                <label for="arbiter-reinstate">
                    { t(lang, Msg::ArbiterReinstateAfter) }
                    <select id="arbiter-reinstate" ref={ply}>{ for options }</select>
                </label>
                <div class="buttons">
                    { button(tr(lang, Msg::ArbiterReinstateBy { side: colour(lang, Color::White) }), reinstate(Color::White)) }
                    { button(tr(lang, Msg::ArbiterReinstateBy { side: colour(lang, Color::Black) }), reinstate(Color::Black)) }
                </div>
            </fieldset>
            <fieldset>
                <legend>{ words::boards_legend(lang, edition) }</legend>
                <div class="buttons">
                    { button(t(lang, Msg::ArbiterBoardsAdjusted), sender(&on_event, Event::BoardsCorrected { retrace_ply: None })) }
                    { button(t(lang, Msg::ArbiterBoardsRetrace), retrace) }
                </div>
            </fieldset>
        </>
    }
}

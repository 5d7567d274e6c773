//! Game controls: start the clock, draw offers (Art. 9.1), claims (Art. 9.2,
//! 9.3), the flag claim (Appendix B6/C2), resignation (Art. 5.1b) and the
//! casual take-back by agreement (either player asks; the opponent accepts
//! or declines). Against the computer only the person's buttons are shown:
//! the computer answers offers and requests itself, and never claims.

use crate::components::button::{button, primary_button};
use rochade_arbiter::{ClaimKind, Control, Event, MoveInput};
use rochade_clock::Phase;
use rochade_laws::Color;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::context::use_app;
use crate::notice::TakeBackRequest;
use crate::state::CLAIMS;
use crate::time::now_ms;
use crate::words::i18n::{Msg, t, tr};
use crate::words::take_back_request;

use crate::words::side as colour;

/// The controls panel.
#[function_component]
pub fn Controls() -> Html {
    let app = use_app();
    let lang = app.lang();
    let game = app.game();
    let on_event = app.game_event();
    let confirm_resign = use_state(|| false);
    let intended = use_node_ref();
    // Hooks before the early return: Yew requires the same hooks, in the
    // same order, at every render.
    // The kind the player picked; until then, the one a claim would be
    // correct for.
    let claim_kind = use_state(|| None::<ClaimKind>);
    // The claim form, opened by its button; it also opens by itself while a
    // claim would be correct.
    let claim_open = use_state(|| false);
    // Drawn again when the claim without an arbiter opens (2023 Guidelines
    // III.6.1: under two minutes), if it applies to the game at all.
    crate::hooks::use_redraw_after(
        (!game.is_over())
            .then(|| game.claim_opens_in(app.supervision(), now_ms()))
            .flatten(),
    );
    {
        // Opened by its button, the form takes the focus the button had.
        let intended = intended.clone();
        use_effect_with(*claim_open, move |open| {
            if *open {
                if let Some(i) = intended.cast::<HtmlInputElement>() {
                    let _ = i.focus();
                }
            }
        });
    }
    if game.is_over() {
        if game.referred_claim().is_none() {
            return html! {};
        }
        return html! {
            <crate::components::pin_prompt::PinGate id="referred-pin">
                { crate::components::referred_ruling::referred_ruling(&app) }
            </crate::components::pin_prompt::PinGate>
        };
    }
    let hints = game.can_claim();
    let claim_possible = hints.any();
    let kind_now = claim_kind.unwrap_or(
        if !hints.repetition
            && hints.repetition_moves.is_empty()
            && (hints.fifty_moves || !hints.fifty_moves_moves.is_empty())
        {
            ClaimKind::FiftyMoves
        } else {
            ClaimKind::Repetition
        },
    );
    let turn = game.turn();
    // The sides the person (or the two people) at this device play.
    let computer = game.setup().computer.map(|c| c.side);
    let people = |side: &Color| computer != Some(*side);
    let show_claim = (*claim_open || claim_possible) && people(&turn);
    let send = |event: Event| {
        let cb = on_event.clone();
        Callback::from(move |_: MouseEvent| cb.emit(event.clone()))
    };

    // Draw offers: the side to move may offer (or accept a standing offer);
    // the offer stays visible to both players until answered (Art. 9.1).
    let offer = game.pending_offer();
    let offerer = match computer {
        Some(c) => !c,
        None => game.record().last().map_or(turn, |r| r.side()),
    };
    let offer_html = match offer {
        // The computer answers with its next move (accepting, or moving on).
        Some(o) if computer.is_some() => html! {
            <div class="offer-box">
                <p class="offer">{ tr(lang, Msg::DrawOffered { side: colour(lang, o.by) }) }</p>
            </div>
        },
        Some(o) => html! {
            <div class="offer-box">
                <p class="offer">{ tr(lang, Msg::DrawOffered { side: colour(lang, o.by) }) }</p>
                { primary_button(t(lang, Msg::AcceptDraw), send(Event::AcceptDraw { by: !o.by })) }
                { button(t(lang, Msg::DeclineDraw), send(Event::DeclineDraw { by: !o.by })) }
            </div>
        },
        // Art. 9.1: the offer is made after making a move, so by default it
        // is the player who moved last who offers (the move gets the (=)).
        None => html! {
            <button type="button" onclick={send(Event::OfferDraw { by: offerer })}
                title={colour(lang, offerer)}>
                { t(lang, Msg::OfferDraw) }
            </button>
        },
    };

    // Claims by the side to move (Art. 9.2, 9.3), optionally with the
    // intended move written first ("about to appear", Art. 9.2a, 9.3a).
    let claim = {
        let cb = on_event.clone();
        let intended = intended.clone();
        let kind = kind_now;
        let open = claim_open.clone();
        Callback::from(move |_: MouseEvent| {
            open.set(false);
            let text = intended
                .cast::<HtmlInputElement>()
                .map(|i| i.value().trim().to_string())
                .unwrap_or_default();
            let intended_move = (!text.is_empty()).then_some(MoveInput::Text(text));
            cb.emit(Event::Claim {
                kind,
                intended: intended_move,
            });
        })
    };
    let kinds = CLAIMS
        .iter()
        .map(|&kind| {
            let key = match kind {
                ClaimKind::Repetition => Msg::ClaimRepetition,
                ClaimKind::FiftyMoves => Msg::ClaimFiftyMoves,
            };
            let state = claim_kind.clone();
            let onchange = Callback::from(move |_: yew::Event| state.set(Some(kind)));
            html! {
                <label class="check">
                    <input type="radio" name="claim-kind" checked={kind_now == kind} {onchange} />
                    { t(lang, key) }
                </label>
            }
        })
        .collect::<Html>();

    // A fallen flag that needs a claim (strict rapid/blitz, Appendix B6, C2).
    let now = now_ms();
    let flag_claim = game
        .clock()
        .filter(|_| game.applies(Control::ClaimFlag, app.supervision()))
        .and_then(|c| c.flag(now))
        .filter(|f| people(&!Color::from(f.side)))
        .map(|f| {
            let claimant = !Color::from(f.side);
            html! {
                { primary_button(tr(lang, Msg::ClaimFlagFall { side: colour(lang, claimant) }), send(Event::ClaimFlag { by: claimant })) }
            }
        });

    let resign = if *confirm_resign {
        let resign_as = |by: Color| {
            let cb = on_event.clone();
            let state = confirm_resign.clone();
            Callback::from(move |_: MouseEvent| {
                state.set(false);
                cb.emit(Event::Resign { by });
            })
        };
        let no = {
            let state = confirm_resign.clone();
            Callback::from(move |_: MouseEvent| state.set(false))
        };
        html! {
            <div role="group" aria-labelledby="resign-question" class="confirm">
                <span id="resign-question">{ t(lang, Msg::ResignQuestion) }</span>
                if people(&Color::White) {
                    { button(t(lang, Msg::WhiteResigns), resign_as(Color::White)) }
                }
                if people(&Color::Black) {
                    { button(t(lang, Msg::BlackResigns), resign_as(Color::Black)) }
                }
                { button(t(lang, Msg::Cancel), no) }
            </div>
        }
    } else {
        let state = confirm_resign.clone();
        let ask = Callback::from(move |_: MouseEvent| state.set(true));
        html! { { button(t(lang, Msg::Resign), ask) } }
    };

    // Take-back by agreement (casual games): either player may ask to take
    // back his last move; the request is shown to both players until the
    // opponent answers it or the record changes. The request stands in
    // view; the proposals are folded with the rarer controls.
    let casual = game.applies(Control::TakeBack, app.supervision());
    let request = TakeBackRequest::of(game).map(|r| take_back_request(lang, r));
    let take_back_request = match (casual, game.pending_take_back(), request) {
        (true, Some(r), Some(text)) => Some(html! {
            <div class="offer-box" data-take-back-request="">
                <p class="offer">{ text }</p>
                { primary_button(t(lang, Msg::AcceptTakeBack), send(Event::AcceptTakeBack { by: !r.by })) }
                { button(t(lang, Msg::DeclineTakeBack), send(Event::DeclineTakeBack { by: !r.by })) }
            </div>
        }),
        _ => None,
    };
    let proposals: Vec<Html> = if casual && game.pending_take_back().is_none() {
        [Color::White, Color::Black]
            .into_iter()
            .filter(people)
            .filter(|&by| game.preview(&Event::ProposeTakeBack { by }, now).is_ok())
            .map(|by| html! {
                { button(tr(lang, Msg::ProposeTakeBackAs { side: colour(lang, by) }), send(Event::ProposeTakeBack { by })) }
            })
            .collect()
    } else {
        Vec::new()
    };

    let toggle_claim = {
        let open = claim_open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };

    let paused = game
        .clock()
        .is_some_and(|c| c.phase_at(now) == Phase::Paused);
    // The rarer controls, folded: the take-back proposals and the players'
    // own quickplay claim (Guidelines III.6).
    let unsupervised = crate::components::unsupervised_claim::applies(&app);
    let more = !proposals.is_empty() || unsupervised;

    html! {
        <section class="desk-controls" aria-labelledby="controls-title">
            <h2 id="controls-title" class="visually-hidden">{ t(lang, Msg::GameControls) }</h2>
            <div class="controls desk-bar">
                { flag_claim.unwrap_or_default() }
                if let Some(hint) = app.hint() {
                    { button(t(lang, Msg::HintButton), hint.reform(|_: MouseEvent| ())) }
                }
                { offer_html }
                if !show_claim && people(&turn) {
                    <button type="button" aria-expanded="false" disabled={paused} onclick={toggle_claim.clone()}>
                        { t(lang, Msg::ClaimDraw) }
                    </button>
                }
                { resign }
                if more {
                    <details class="more" data-more="">
                        <summary>{ t(lang, Msg::MoreControls) }</summary>
                        <div class="controls">{ proposals.into_iter().collect::<Html>() }</div>
                        { crate::components::unsupervised_claim::unsupervised_claim(&app) }
                    </details>
                }
            </div>
            { take_back_request.unwrap_or_default() }
            if show_claim {
                <fieldset class="claims" disabled={paused}>
                    <legend>{ format!("{} ({})", t(lang, Msg::ClaimDraw), colour(lang, turn)) }</legend>
                    if claim_possible { <p class="offer">{ t(lang, Msg::ClaimPossible) }</p> }
                    <label>
                        { t(lang, Msg::IntendedMove) }
                        <input type="text" ref={intended.clone()} autocomplete="off" spellcheck="false"
                            aria-describedby="intended-help" />
                    </label>
                    <p id="intended-help" class="hint">{ crate::words::arbiter::intended_move_help(lang, game.setup().edition) }</p>
                    <div class="claim-kinds">{ kinds }</div>
                    <div class="controls">
                        { primary_button(t(lang, Msg::ClaimDraw), claim) }
                        if *claim_open && !claim_possible {
                            { button(t(lang, Msg::Cancel), toggle_claim) }
                        }
                    </div>
                </fieldset>
            }
        </section>
    }
}

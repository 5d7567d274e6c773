//! This game as QR codes for the arbiter's camera (`code_scanner.rs` reads
//! them): shown on request, one large code at a time, each an inline SVG
//! (the CSP allows no `data:` or `blob:` images) named "Code 2 of 3 of
//! board 4's game"; Previous and Next step through them; Share hands the
//! PGN to the system's share sheet where the browser has one.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

use crate::components::button::button;
use crate::context::use_app;
use crate::hooks::{CodesState, use_game_codes};
use crate::words::i18n::{Msg, t, tr};

/// The system's share sheet, where the browser has one (`navigator.share`).
fn share_function() -> Option<(JsValue, js_sys::Function)> {
    let navigator: JsValue = web_sys::window()?.navigator().into();
    let share = js_sys::Reflect::get(&navigator, &JsValue::from_str("share")).ok()?;
    Some((navigator, share.dyn_into().ok()?))
}

/// The button that shows the current game's codes, and the codes once
/// shown.
#[function_component]
pub fn GameCodes() -> Html {
    let app = use_app();
    let lang = app.lang();
    let open = use_state(|| false);
    let on_open = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let toggle = html! {
        <div class="controls">
            <button type="button" aria-expanded={(*open).to_string()} data-codes-show="" onclick={on_open}>
                { t(lang, Msg::CodesShow) }
            </button>
        </div>
    };
    if !*open {
        return toggle;
    }
    html! {
        <>
            { toggle }
            <Codes />
        </>
    }
}

/// The codes, drawn by the worker once asked.
#[function_component]
fn Codes() -> Html {
    let app = use_app();
    let lang = app.lang();
    let game = app.game();
    let pgn = AttrValue::from(game.to_pgn());
    let setup = game.setup();
    let board = setup
        .tags
        .iter()
        .find(|(k, v)| k == "Board" && !v.trim().is_empty())
        .map(|(_, v)| v.trim().to_string());
    let state = use_game_codes(pgn.clone());
    let shown = use_state(|| 0usize);
    let on_share = share_function().map(|_| {
        let pgn = pgn.clone();
        let title = format!("{} – {}", setup.white, setup.black);
        Callback::from(move |_: MouseEvent| {
            let Some((navigator, share)) = share_function() else {
                return;
            };
            let data = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&data, &"title".into(), &JsValue::from_str(&title));
            let _ = js_sys::Reflect::set(&data, &"text".into(), &JsValue::from_str(&pgn));
            // The sheet closed unused is the player's own answer.
            if let Ok(p) = share
                .call1(&navigator, &data)
                .and_then(|p| p.dyn_into::<js_sys::Promise>())
            {
                wasm_bindgen_futures::spawn_local(async move {
                    let _ = wasm_bindgen_futures::JsFuture::from(p).await;
                });
            }
        })
    });
    let body = match &state {
        CodesState::Drawing => html! { <p role="status">{ t(lang, Msg::CodesDrawing) }</p> },
        CodesState::Failed => {
            html! { <p role="alert" class="message error">{ t(lang, Msg::CodesFailed) }</p> }
        }
        CodesState::Drawn(drawn) => {
            let of = drawn.codes.len();
            let at = (*shown).min(of.saturating_sub(1));
            let name = |i: usize| {
                let (n, of) = ((i + 1).to_string(), of.to_string());
                match &board {
                    Some(board) => tr(
                        lang,
                        Msg::CodeOfBoard {
                            n: &n,
                            of: &of,
                            board,
                        },
                    ),
                    None => tr(lang, Msg::CodeOfGame { n: &n, of: &of }),
                }
            };
            let step = |by: usize| {
                let shown = shown.clone();
                Callback::from(move |_: MouseEvent| shown.set((at + by) % of.max(1)))
            };
            html! {
                <>
                    <div class="game-codes" data-game={drawn.game.clone()}>
                        { for drawn.codes.iter().enumerate().map(|(i, code)| {
                            let w = code.width.to_string();
                            html! {
                                <svg role="img" aria-label={name(i)} data-code={(i + 1).to_string()}
                                    viewBox={format!("0 0 {w} {w}")} shape-rendering="crispEdges"
                                    class={classes!((i != at).then_some("hidden-code"))}>
                                    <rect width={w.clone()} height={w} fill="#fff" />
                                    <path d={code.path.clone()} fill="#000" />
                                </svg>
                            }
                        }) }
                    </div>
                    <p role="status" data-code-shown="">{ name(at) }</p>
                    if of > 1 {
                        <div class="controls">
                            { button(t(lang, Msg::CodePrevious), step(of - 1)) }
                            { button(t(lang, Msg::CodeNext), step(1)) }
                        </div>
                    }
                </>
            }
        }
    };
    html! {
        <section id="game-codes" aria-labelledby="game-codes-title">
            <h4 id="game-codes-title">{ t(lang, Msg::CodesTitle) }</h4>
            <p class="hint">{ t(lang, Msg::CodesHelp) }</p>
            if let Some(on_share) = on_share {
                <div class="controls">{ button(t(lang, Msg::ShareGame), on_share) }</div>
            }
            { body }
        </section>
    }
}

//! The computer's analysis after the game (`#analysis`): the button that
//! starts it with its time per position (behind the arbiter's PIN on a
//! locked device), its progress (`[role=progressbar]`, "move 23 of 60")
//! and Stop, then the evaluation graph, its text alternative
//! (`#eval-summary`), the best move in the position shown, and the PGN
//! with the analysis. Nothing of it shows during play (2023 Art. 11.3.1).

pub mod eval_graph;

use rochade_laws::Notation;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::analysis::{DEFAULT_MS, GameAnalysis, TIMES_MS};
use crate::components::button::{button, primary_button};
use crate::components::pin_prompt::PinGate;
use crate::context::use_app;
use crate::state::Action;
use crate::words::analysis::summary;
use crate::words::i18n::{Lang, Msg, t, tr};
use eval_graph::EvalGraph;

/// Seconds with the language's decimal sign: "0.3", "0,3".
fn seconds(lang: Lang, ms: u64) -> String {
    let text = if ms % 1000 == 0 {
        (ms / 1000).to_string()
    } else {
        format!("{}.{}", ms / 1000, ms % 1000 / 100)
    };
    if lang == Lang::En {
        text
    } else {
        text.replace('.', ",")
    }
}

/// The analysis panel.
#[function_component]
pub fn AnalysisPanel() -> Html {
    let app = use_app();
    let lang = app.lang();
    let state = app.state();
    let game = app.game();
    let ms = use_state(|| DEFAULT_MS);
    if !game.is_over() || game.record().is_empty() {
        return Html::default();
    }
    let analysis = state.analysis.clone();
    let running = analysis.as_ref().is_some_and(|a| a.running);
    let notation = state.settings.notation(lang);
    let start = {
        let (d, ms) = (app.dispatcher(), ms.clone());
        Callback::from(move |_: MouseEvent| d.dispatch(Action::Analyse(*ms)))
    };
    let on_time = {
        let ms = ms.clone();
        Callback::from(move |e: Event| {
            if let Some(v) = e
                .target_dyn_into::<HtmlSelectElement>()
                .and_then(|s| s.value().parse::<u64>().ok())
            {
                ms.set(v);
            }
        })
    };
    let stop = {
        let d = app.dispatcher();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::StopAnalysis))
    };
    html! {
        <section class="panel analysis" id="analysis" aria-labelledby="analysis-title">
            <h2 id="analysis-title">{ t(lang, Msg::AnalysisTitle) }</h2>
            if running {
                { progress(lang, analysis.as_deref()) }
                { button(t(lang, Msg::AnalysisStop), stop) }
            } else {
                <PinGate id="analysis-pin" focus={false}>
                    <div class="controls">
                        <label>{ t(lang, Msg::AnalysisTime) }{ " " }
                            <select name="analysis-time" onchange={on_time}>
                                { for TIMES_MS.iter().map(|&t_ms| html! {
                                    <option value={t_ms.to_string()} selected={t_ms == *ms}>
                                        { tr(lang, Msg::SecondsShort { s: &seconds(lang, t_ms) }) }
                                    </option>
                                }) }
                            </select>
                        </label>
                        { primary_button(t(lang, Msg::AnalyseGame), start) }
                    </div>
                </PinGate>
            }
            if let Some(a) = analysis.filter(|a| a.progress().0 > 0) {
                { found(&app, &a, &notation) }
            }
        </section>
    }
}

/// "Move 23 of 60" as a progress bar (drawn in SVG: the page's CSP
/// allows no inline style).
fn progress(lang: Lang, a: Option<&GameAnalysis>) -> Html {
    let Some(a) = a else {
        return Html::default();
    };
    let (k, n) = a.moves_progress();
    let (done, all) = a.progress();
    let text = tr(
        lang,
        Msg::AnalysisProgress {
            k: &k.to_string(),
            n: &n.to_string(),
        },
    );
    let width = (100 * done / all.max(1)).to_string();
    html! {
        <div class="analysis-progress">
            <div role="progressbar" aria-labelledby="analysis-title" aria-valuemin="0"
                aria-valuemax={n.to_string()} aria-valuenow={k.to_string()} aria-valuetext={text.clone()}>
                <svg viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true" class="bar">
                    <rect class="bar-back" x="0" y="0" width="100" height="4" />
                    <rect class="bar-done" x="0" y="0" width={width} height="4" />
                </svg>
            </div>
            <p class="hint">{ text }</p>
        </div>
    }
}

/// What the analysis found: the graph, its summary, the best move where
/// the board stands, and the PGN with it.
fn found(
    app: &crate::context::AppContext,
    a: &std::rc::Rc<GameAnalysis>,
    notation: &Notation,
) -> Html {
    let lang = app.lang();
    let state = app.state();
    let plies = state.viewing.unwrap_or(a.played().len());
    let best = a.position(plies).zip(a.best_at(plies)).map(|(pos, mv)| {
        tr(
            lang,
            Msg::BestHere {
                mv: &pos.write_move(&mv, notation),
            },
        )
    });
    let download = {
        let (game, a) = (app.game().clone(), a.clone());
        Callback::from(move |_: MouseEvent| {
            let s = game.setup();
            let name = crate::words::names::file_name(&s.white, &s.black, &s.date, lang)
                .replace(".pgn", "-analysis.pgn");
            let _ = crate::transfer::download(
                &name,
                &game.to_pgn_annotated(&a.annotations()),
                crate::transfer::PGN,
            );
        })
    };
    html! {
        <>
            if a.given {
                <p class="hint" data-evals-given="">{ t(lang, Msg::EvalsGiven) }</p>
            }
            <EvalGraph analysis={a.clone()} />
            <p id="eval-summary" class="eval-summary">{ summary(lang, a, notation) }</p>
            <p class="best-here" data-best-here="">{ best.unwrap_or_else(|| t(lang, Msg::BestUnknown).to_string()) }</p>
            <div class="controls">
                <button type="button" data-export-analysis="" onclick={download}>
                    { t(lang, Msg::DownloadWithAnalysis) }</button>
                <button type="button" data-print-analysis="" onclick={print_with_analysis()}>
                    { t(lang, Msg::PrintWithAnalysis) }</button>
            </div>
            <p class="hint">{ t(lang, Msg::AnalysisNotRecord) }</p>
        </>
    }
}

/// Prints the scoresheet with the analysis after it (the print sheet's
/// analysis shows only while the page's body carries `printing-analysis`,
/// until the print is done).
fn print_with_analysis() -> Callback<MouseEvent> {
    Callback::from(|_: MouseEvent| {
        let Some(body) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.body())
        else {
            return;
        };
        let _ = body.class_list().add_1("printing-analysis");
        let after = {
            let body = body.clone();
            wasm_bindgen::closure::Closure::once_into_js(move || {
                let _ = body.class_list().remove_1("printing-analysis");
            })
        };
        if let Some(w) = web_sys::window() {
            let opts = web_sys::AddEventListenerOptions::new();
            opts.set_once(true);
            let _ = w.add_event_listener_with_callback_and_add_event_listener_options(
                "afterprint",
                wasm_bindgen::JsCast::unchecked_ref(&after),
                &opts,
            );
        }
        crate::transfer::print();
    })
}

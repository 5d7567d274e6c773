//! "From a tournament file": the pairing program's files (FIDE's TRF, a
//! pairing list, a CSV; several at once) read into a round and board to
//! choose; the choice fills the form's event, site, date, round, board,
//! names, FIDE IDs and ratings. The files are remembered for the next
//! round ([`use_tournament_file`]); a refused file is named by line and
//! field, and changes nothing stored.

use std::rc::Rc;

use rochade_arbiter::tournament::{GameFacts, Tournament};
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::form::Fields;
use crate::context::use_app;
use crate::hooks::{TournamentRefusal, use_tournament_file};
use crate::words::i18n::{Msg, t, tr};
use crate::words::tournament::tournament_error_text;

/// Properties of [`TournamentFile`].
#[derive(Properties, PartialEq)]
pub struct TournamentFileProps {
    /// The form's fields, filled by a choice.
    pub(super) form: Rc<Fields>,
    /// Whether the form is open (the remembered files are read again).
    pub open: bool,
}

fn set(r: &NodeRef, value: &str) {
    if let Some(i) = r.cast::<HtmlInputElement>() {
        i.set_value(value);
    }
}

/// Writes the facts of a board into the form.
fn fill(form: &Fields, f: &GameFacts) {
    set(&form.white, &f.white.name);
    set(&form.black, &f.black.name);
    set(&form.rules.event, &f.event);
    set(&form.rules.site, &f.site);
    set(&form.rules.round, &f.round.to_string());
    set(&form.rules.board_no, &f.board.to_string());
    set(&form.date, f.date.as_deref().unwrap_or_default());
    set(
        &form.white_fide_id,
        f.white.fide_id.as_deref().unwrap_or_default(),
    );
    set(
        &form.black_fide_id,
        f.black.fide_id.as_deref().unwrap_or_default(),
    );
    let elo = |r: Option<u32>| r.map(|r| r.to_string()).unwrap_or_default();
    set(&form.white_elo, &elo(f.white.rating));
    set(&form.black_elo, &elo(f.black.rating));
    // The event's facts are folded under "Tournament and rules": shown.
    form.rules.unfold();
}

/// The round shown: the one chosen, else the last with pairings.
fn round_shown(t: &Tournament, chosen: Option<u32>) -> Option<u32> {
    chosen
        .filter(|r| t.round(*r).is_some())
        .or_else(|| t.rounds.last().map(|r| r.number))
}

/// The tournament-file part of the New game form.
#[function_component]
pub fn TournamentFile(props: &TournamentFileProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let files = use_tournament_file(props.open);
    let round = use_state(|| None::<u32>);
    let board = use_state(|| None::<u32>);
    let onchange_file = {
        let (load, board) = (files.load.clone(), board.clone());
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<HtmlInputElement>() else {
                return;
            };
            let chosen: Vec<web_sys::File> = input
                .files()
                .map(|list| (0..list.length()).filter_map(|i| list.get(i)).collect())
                .unwrap_or_default();
            if !chosen.is_empty() {
                board.set(None);
                load.emit(chosen);
            }
        })
    };
    let tournament = files.tournament.clone();
    let shown = tournament.as_ref().and_then(|t| round_shown(t, *round));
    let onchange_round = {
        let (round, board) = (round.clone(), board.clone());
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<HtmlSelectElement>() {
                round.set(s.value().parse().ok());
                board.set(None);
            }
        })
    };
    let onchange_board = {
        let (form, board, tournament) = (props.form.clone(), board.clone(), tournament.clone());
        Callback::from(move |e: Event| {
            let Some(s) = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlSelectElement>().ok())
            else {
                return;
            };
            let chosen: Option<u32> = s.value().parse().ok();
            board.set(chosen);
            let facts = tournament
                .as_ref()
                .zip(shown.zip(chosen))
                .and_then(|(t, (r, b))| t.facts(r, b));
            if let Some(f) = facts {
                fill(&form, &f);
            }
        })
    };
    let onclick_forget = {
        let forget = files.forget.clone();
        Callback::from(move |_: MouseEvent| forget.emit(()))
    };
    let refusal = files.refusal.as_ref().map(|r| match r {
        TournamentRefusal::Bad(e) => tournament_error_text(lang, e),
        TournamentRefusal::Unreadable => t(lang, Msg::TrfUnreadable).to_string(),
    });
    // A remembered tournament makes the next round's board two choices
    // away: its fields are shown without unfolding them by hand.
    {
        let rules = props.form.rules.clone();
        let shown = props.open && (tournament.is_some() || refusal.is_some());
        use_effect_with(shown, move |shown| {
            if *shown {
                rules.unfold();
            }
        });
    }
    let form = &props.form;
    let boards = tournament
        .as_ref()
        .zip(shown)
        .and_then(|(t, r)| t.round(r))
        .map(|r| r.boards.clone())
        .unwrap_or_default();
    html! {
        <fieldset class="tournament-file" data-tournament-file="">
            <legend>{ t(lang, Msg::TournamentFileTitle) }</legend>
            <label>{ t(lang, Msg::TournamentFileLabel) }
                <input type="file" name="tournament-file" multiple=true
                    accept=".trf,.txt,.csv,text/plain,text/csv" aria-describedby="tournament-file-help"
                    onchange={onchange_file} />
                <span id="tournament-file-help" class="hint">{ t(lang, Msg::TournamentFileHelp) }</span>
            </label>
            if let Some(why) = refusal {
                <p class="message error" role="alert" data-tournament-error="">{ why }</p>
            }
            if let Some(tm) = &tournament {
                <p role="status">{ tr(lang, Msg::TournamentRead { event: &tm.event, n: tm.players.len() as u64 }) }</p>
                // Bytes that are not UTF-8 are read as Windows-1252, which
                // may be the wrong guess: the arbiter checks the names.
                { for files.windows_1252.iter().map(|file| html! {
                    <p class="message" role="note" data-tournament-encoding="">{ tr(lang, Msg::TournamentWindows1252 { file }) }</p>
                }) }
                <label>{ t(lang, Msg::RoundLabel) }
                    <select name="tournament-round" onchange={onchange_round}>
                        { for tm.rounds.iter().map(|r| html! {
                            <option value={r.number.to_string()} selected={Some(r.number) == shown}>
                                { tr(lang, Msg::TournamentRoundOption { round: &r.number.to_string() }) }
                            </option>
                        }) }
                    </select>
                </label>
                <label>{ t(lang, Msg::BoardNumberLabel) }
                    <select name="tournament-board" onchange={onchange_board}>
                        <option value="" selected={board.is_none()}>{ "—" }</option>
                        { for boards.iter().map(|p| html! {
                            <option value={p.board.to_string()} selected={Some(p.board) == *board}>
                                { tr(lang, Msg::TournamentBoardOption { board: &p.board.to_string(), white: &p.white.name, black: &p.black.name }) }
                            </option>
                        }) }
                    </select>
                </label>
                <label>{ t(lang, Msg::WhiteFideIdLabel) }
                    <input ref={form.white_fide_id.clone()} type="text" name="white-fide-id" inputmode="numeric" autocomplete="off" />
                </label>
                <label>{ t(lang, Msg::WhiteEloLabel) }
                    <input ref={form.white_elo.clone()} type="text" name="white-elo" inputmode="numeric" autocomplete="off" />
                </label>
                <label>{ t(lang, Msg::BlackFideIdLabel) }
                    <input ref={form.black_fide_id.clone()} type="text" name="black-fide-id" inputmode="numeric" autocomplete="off" />
                </label>
                <label>{ t(lang, Msg::BlackEloLabel) }
                    <input ref={form.black_elo.clone()} type="text" name="black-elo" inputmode="numeric" autocomplete="off" />
                </label>
                <label>{ t(lang, Msg::GameDateLabel) }
                    <input ref={form.date.clone()} type="text" name="date" autocomplete="off" />
                </label>
                <p class="hint">{ t(lang, Msg::TournamentRemembered) }</p>
                <div class="controls">
                    <button type="button" onclick={onclick_forget}>{ t(lang, Msg::TournamentForget) }</button>
                </div>
            }
        </fieldset>
    }
}

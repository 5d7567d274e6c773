//! The results of a round read from many PGN files: a table by board
//! (White, Black, the result, and a note where the players did not both
//! approve it, 2023 Art. 8.7) and a button writing the round as one PGN
//! file.

use std::rc::Rc;

use rochade_arbiter::tournament::RoundResults;
use yew::prelude::*;

use crate::context::use_app;
use crate::hooks::UsePgnStatus;
use crate::words::i18n::{Msg, t, tr};
use crate::words::pgn::pgn_error_text;

/// Properties of [`RoundTable`].
#[derive(Properties, PartialEq)]
pub struct RoundTableProps {
    /// The round read.
    pub results: Rc<RoundResults>,
    /// The dialog's status line, for the download.
    pub status: UsePgnStatus,
}

/// The file name of the round: `round-3.pgn` for round 3.
fn file_name(results: &RoundResults) -> String {
    let round = results
        .games
        .iter()
        .map(|g| g.round.trim())
        .find(|r| !r.is_empty() && r.chars().all(|c| c.is_ascii_alphanumeric() || c == '.'));
    match round {
        Some(r) => format!("round-{r}.pgn"),
        None => "round.pgn".into(),
    }
}

/// The round's table and its download.
#[function_component]
pub fn RoundTable(props: &RoundTableProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let r = &props.results;
    let on_save = {
        let (status, r) = (props.status.clone(), r.clone());
        Callback::from(move |_: MouseEvent| status.download(&file_name(&r), &r.to_pgn()))
    };
    html! {
        <section aria-labelledby="round-results-title">
            <h4 id="round-results-title">{ t(lang, Msg::RoundResultsTitle) }</h4>
            <table id="round-results">
                <caption>{ tr(lang, Msg::RoundResultsCaption { n: r.games.len() as u64 }) }</caption>
                <thead>
                    <tr>
                        <th scope="col">{ t(lang, Msg::BoardNumberLabel) }</th>
                        <th scope="col">{ t(lang, Msg::White) }</th>
                        <th scope="col">{ t(lang, Msg::Black) }</th>
                        <th scope="col">{ t(lang, Msg::ResultHeader) }</th>
                        <th scope="col">{ t(lang, Msg::NoteHeader) }</th>
                    </tr>
                </thead>
                <tbody>
                    { for r.games.iter().map(|g| html! {
                        <tr data-approved={g.approved.to_string()}>
                            <th scope="row">{ g.board.map(|b| b.to_string()).unwrap_or_default() }</th>
                            <td>{ &g.white }</td>
                            <td>{ &g.black }</td>
                            <td>{ &g.result }</td>
                            <td>{ if g.approved { "" } else { t(lang, Msg::ResultNotApproved) } }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            if !r.refused.is_empty() {
                <ul class="pgn-errors message error" role="alert">
                    { for r.refused.iter().map(|(file, e)| html! {
                        <li>{ tr(lang, Msg::RoundFileRefused { file, why: &pgn_error_text(lang, 1, e) }) }</li>
                    }) }
                </ul>
            }
            <div class="controls">
                <button type="button" onclick={on_save} disabled={r.games.is_empty()}>{ t(lang, Msg::SaveRoundPgn) }</button>
            </div>
        </section>
    }
}

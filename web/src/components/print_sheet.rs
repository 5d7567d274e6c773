//! The printed FIDE scoresheet: event, site, date, round,
//! names and time control at the top; the moves in two blocks side by side
//! (1–30 and 31–60 as on the paper form, more lines when the game is
//! longer) with `(=)` beside a move with which a draw was offered; the
//! result; signature lines for both players and the arbiter.
//!
//! It is hidden on screen and the only thing shown in print (see
//! `web/styles/print.css`); the "Print scoresheet" button calls
//! `window.print()`.

use rochade_laws::Color;
use yew::prelude::*;

use crate::components::scoresheet::{Cell, Row};
use crate::context::AppContext;
use crate::words::i18n::{Msg, t};
use crate::words::names::player_name;

/// Lines per block on the paper form.
const LINES: usize = 30;

/// A PGN placeholder value (`?`, `????.??.??`, `-`) prints as an empty line
/// to be filled in by hand.
fn known(value: &str) -> &str {
    if value.chars().all(|c| matches!(c, '?' | '.' | '-' | ' ')) {
        ""
    } else {
        value
    }
}

/// The lines of the two blocks: `(number, row)` with the rows in order and
/// blank numbered lines after them; at least [`LINES`] per block.
pub fn blocks(rows: &[Row]) -> [Vec<(u32, Option<&Row>)>; 2] {
    let per_block = LINES.max(rows.len().div_ceil(2));
    let first = rows.first().map_or(1, |r| r.number);
    let line = |k: usize| {
        let number = first.saturating_add(u32::try_from(k).unwrap_or(u32::MAX));
        (number, rows.get(k))
    };
    [
        (0..per_block).map(line).collect(),
        (per_block..2 * per_block).map(line).collect(),
    ]
}

fn cell(c: Option<&Cell>) -> Html {
    match c {
        None => html! { <td class="mv"></td> },
        Some(c) => html! {
            <td class="mv">
                { &c.text }
                if c.draw_offer { { " (=)" } }
                if let Some(time) = &c.clock { <span class="print-time">{ time }</span> }
            </td>
        },
    }
}

/// The print-only scoresheet: the lines `rows`, as on screen, and the
/// `result` line, once the game has ended. A view function called by its
/// component: it has no state of its own.
pub fn print_sheet(app: &AppContext, rows: &[Row], result: Option<&str>) -> Html {
    let lang = app.lang();
    let s = app.game().setup();
    let field = |key: Msg<'static>, value: String, class: &'static str| {
        html! {
            <div class={classes!("print-field", class)}>
                <span class="print-label">{ t(lang, key) }</span>
                <span class="print-value">{ value }</span>
            </div>
        }
    };
    let control = known(&s.time_control.to_string()).to_string();
    let [left, right] = blocks(rows);
    let block = |lines: Vec<(u32, Option<&Row>)>| {
        html! {
            <table class="print-block">
                <thead>
                    <tr>
                        <th scope="col" class="no">{ t(lang, Msg::MoveNo) }</th>
                        <th scope="col">{ t(lang, Msg::White) }</th>
                        <th scope="col">{ t(lang, Msg::Black) }</th>
                    </tr>
                </thead>
                <tbody>
                    { for lines.into_iter().map(|(n, r)| html! {
                        <tr>
                            <td class="no">{ n }</td>
                            { cell(r.and_then(|r| r.white.as_ref())) }
                            { cell(r.and_then(|r| r.black.as_ref())) }
                        </tr>
                    }) }
                </tbody>
            </table>
        }
    };
    html! {
        <section class="print-sheet" id="print-sheet">
            <h1>{ t(lang, Msg::Scoresheet) }</h1>
            <div class="print-head">
                { field(Msg::EventLabel, known(&s.event).to_string(), "event") }
                { field(Msg::SiteLabel, known(&s.site).to_string(), "site") }
                { field(Msg::DateLabel, known(&s.date).to_string(), "date") }
                { field(Msg::RoundLabel, known(&s.round).to_string(), "round") }
                // The board number, from the new-game form (a PGN tag).
                if let Some((_, board)) = s.tags.iter().find(|(k, _)| k == "Board") {
                    { field(Msg::BoardNumberLabel, board.clone(), "board") }
                }
                { field(Msg::White, player_name(&s.white, lang, Color::White), "white") }
                { field(Msg::Black, player_name(&s.black, lang, Color::Black), "black") }
                { field(Msg::TimeControl, control, "control") }
            </div>
            <div class="print-moves">
                { block(left) }
                { block(right) }
            </div>
            <div class="print-result">
                <span class="print-label">{ t(lang, Msg::Result) }</span>
                <span class="print-value" data-print-result="">
                    { result.unwrap_or_default() }
                </span>
            </div>
            <div class="print-signatures">
                <div class="signature">{ t(lang, Msg::SignatureWhite) }</div>
                <div class="signature">{ t(lang, Msg::SignatureBlack) }</div>
                <div class="signature">{ t(lang, Msg::SignatureArbiter) }</div>
            </div>
            // Not part of the record: printed only when asked for ("Print
            // with the analysis").
            if let Some(a) = app.state().analysis.as_deref().filter(|a| a.progress().0 > 0) {
                { analysis(app, a) }
            }
        </section>
    }
}

/// The analysis on the print: its graph, summary and marked moves.
fn analysis(app: &AppContext, a: &crate::analysis::GameAnalysis) -> Html {
    use crate::components::analysis::eval_graph::{drawing, view_box};
    let lang = app.lang();
    let notation = app.settings().notation(lang);
    html! {
        <div class="print-analysis" data-print-analysis="">
            <h2>{ t(lang, Msg::AnalysisTitle) }</h2>
            <svg class="eval-graph" viewBox={view_box()} role="img" aria-label={t(lang, Msg::EvalGraph)}>
                { drawing(a, lang, None) }
            </svg>
            <p>{ crate::words::analysis::summary(lang, a, &notation) }</p>
            <ul>
                { for crate::words::analysis::marked_lines(lang, a, &notation).into_iter().map(|l| html! { <li>{ l }</li> }) }
            </ul>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(number: u32) -> Row {
        let c = Cell {
            text: "e4".into(),
            ply: 0,
            draw_offer: false,
            clock: None,
            spoken: String::new(),
            spoken_lang: "en",
            notes: Vec::new(),
        };
        Row {
            number,
            white: Some(c.clone()),
            black: Some(c),
        }
    }

    #[test]
    fn a_short_game_fills_the_paper_form_1_to_60() {
        let rows: Vec<Row> = (1..=3).map(row).collect();
        let [l, r] = blocks(&rows);
        assert_eq!((l.len(), r.len()), (30, 30));
        assert_eq!((l[0].0, l[29].0, r[0].0, r[29].0), (1, 30, 31, 60));
        assert!(l[2].1.is_some() && l[3].1.is_none() && r[0].1.is_none());
    }

    #[test]
    fn a_long_game_gets_longer_blocks_and_a_fen_start_keeps_its_numbers() {
        let rows: Vec<Row> = (20..=100).map(row).collect();
        let [l, r] = blocks(&rows);
        assert_eq!((l.len(), r.len()), (41, 41));
        assert_eq!((l[0].0, r[0].0, r[39].0), (20, 61, 100));
        assert!(r[39].1.is_some() && r[40].1.is_none());
    }

    #[test]
    fn placeholders_print_as_blank_lines() {
        assert_eq!(known("????.??.??"), "");
        assert_eq!(known("?"), "");
        assert_eq!(known("-"), "");
        assert_eq!(known("Club match"), "Club match");
        assert_eq!(known("2026.11.29"), "2026.11.29");
    }
}

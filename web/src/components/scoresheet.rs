//! The scoresheet (Art. 8, Appendix E): numbered moves in a White and a Black
//! column, `(=)` beside the move after which a draw was offered (Art. 9.1),
//! optional clock times, and the result.
//!
//! Each move is a button: selecting it (a tap, a click, Enter) reviews the
//! position after it, read-only, and says the move.

use rochade_clock::{DisplayOptions, format_time};
use rochade_laws::Color;
use rochade_speech::announce_move;
use yew::prelude::*;

use crate::components::lang_text::same_language;
use crate::context::AppContext;
use crate::state::{Action, AppState};
use crate::words::i18n::{Msg, t, tr};

/// One half-move on the sheet.
#[derive(Clone, Debug, PartialEq)]
pub struct Cell {
    /// The move as written in the chosen notation.
    pub text: String,
    /// Its index in the game's record (0 = White's first move).
    pub ply: usize,
    /// A draw was offered with this move: written `(=)`.
    pub draw_offer: bool,
    /// The mover's clock after the move, when shown.
    pub clock: Option<String>,
    /// What a screen reader says for the cell (the spoken move).
    pub spoken: String,
    /// The language of `spoken` (German for the FIDE scheme).
    pub spoken_lang: &'static str,
    /// The penalties and warnings given after this move, in words (as the
    /// PGN's comments keep them).
    pub notes: Vec<String>,
}

/// One numbered line.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The move number.
    pub number: u32,
    /// White's move (absent when the game began with Black to move).
    pub white: Option<Cell>,
    /// Black's move.
    pub black: Option<Cell>,
}

/// The scoresheet's lines for the game of `state`, in its notation, with
/// the clock times when the settings show them, and always over the board,
/// where the device is the clock: its sheet, on screen and printed, keeps
/// the time after each move as an electronic scoresheet does.
pub fn rows_of(state: &AppState) -> Vec<Row> {
    let notation = state.settings.notation(state.lang);
    let speech = state.settings.speech(state.lang);
    let opts = DisplayOptions::default();
    let edition = state.game.setup().edition;
    let notes = state.game.notes();
    let mut rows: Vec<Row> = Vec::new();
    for (ply, rec) in state.game.record().iter().enumerate() {
        let cell = Cell {
            text: rec.write(&notation),
            ply,
            draw_offer: rec.draw_offer,
            clock: (state.settings.show_times || state.settings.over_the_board)
                .then(|| rec.clock_ms.map(|ms| format_time(ms, &opts)))
                .flatten(),
            spoken: announce_move(&rec.before, &rec.mv, &speech).text,
            spoken_lang: speech.scheme.lang(),
            // A note's ply counts the half-moves played before it: after
            // this move, its ply is one more than the move's index.
            notes: notes
                .iter()
                .filter(|n| n.ply == ply + 1)
                .filter_map(|n| crate::words::arbiter::sheet_note(state.lang, &n.kind, edition))
                .collect(),
        };
        let number = rec.number();
        let white = rec.side() == Color::White;
        match rows.last_mut() {
            Some(row) if row.number == number && !white && row.black.is_none() => {
                row.black = Some(cell);
            }
            _ => rows.push(Row {
                number,
                white: white.then(|| cell.clone()),
                black: (!white).then_some(cell),
            }),
        }
    }
    rows
}

/// The scoresheet table: its lines `rows`, and the `result` line ("1-0",
/// "½-½ …") once the game has ended. A view function called by its component:
/// it has no state of its own.
pub fn scoresheet(app: &AppContext, rows: &[Row], result: Option<&str>) -> Html {
    let lang = app.lang();
    let viewing = app.state().viewing;
    let setup = app.game().setup();
    // Selecting a move reviews the position after it.
    let on_select = {
        let d = app.dispatcher();
        Callback::from(move |(ply, e): (usize, MouseEvent)| {
            d.dispatch(Action::View(Some(ply + 1)));
            // A tap or a click (Enter and Space click with no detail):
            // the board shows the move. Keys keep the page where it is,
            // and the focus in view.
            if e.detail() > 0 {
                crate::focus::board_into_view();
            }
        })
    };
    // The analysis's marks, on the screen only: not part of the record
    // (the print sheet and the PGN leave them out).
    let analysis = app.state().analysis.clone();
    let judged = analysis.as_ref().map(|a| a.moves()).unwrap_or_default();
    let notation = app.settings().notation(lang);
    let cell = |c: &Option<Cell>| match c {
        None => html! { <td></td> },
        Some(c) => {
            let ply = c.ply;
            let onclick = {
                let cb = on_select.clone();
                Callback::from(move |e: MouseEvent| cb.emit((ply, e)))
            };
            let current = viewing == Some(ply + 1);
            // The visible text first, then the spoken move (WCAG 2.5.3, label
            // in name: a speech-input user says what is written).
            let visible = format!(
                "{}{}{}",
                c.text,
                if c.draw_offer { " (=)" } else { "" },
                c.clock
                    .as_ref()
                    .map(|t| format!(" {t}"))
                    .unwrap_or_default()
            );
            // One `aria-label` where the spoken move is in the interface's
            // language; else the name from content, the move in its own
            // `lang` (an `aria-label` carries one language).
            let mixed = !same_language(lang, c.spoken_lang);
            let mark = judged.get(ply).and_then(|j| j.mark);
            let better = judged
                .get(ply)
                .filter(|_| mark.is_some())
                .and_then(|j| j.best)
                .zip(analysis.as_ref().and_then(|a| a.position(ply)))
                .map(|(best, pos)| {
                    tr(
                        lang,
                        Msg::Better {
                            mv: &pos.write_move(&best, &notation),
                        },
                    )
                });
            let mark_said = mark
                .map(|m| format!(", {}", crate::words::analysis::mark_word(lang, m)))
                .unwrap_or_default();
            let label = (!mixed).then(|| format!("{visible}{mark_said}, {}", c.spoken));
            html! {
                <td>
                    <button type="button" class="move" {onclick} aria-label={label}
                        aria-current={if current { "true" } else { "false" }}
                        data-ply={ply.to_string()} data-mark={mark.map(|m| m.symbol())}>
                        <span class="san">{ &c.text }</span>
                        if let Some(m) = mark {
                            <span class="move-mark" aria-hidden="true" data-mark-shown="">{ m.symbol() }</span>
                            if mixed {
                                <span class="visually-hidden" data-mark-said="">{ mark_said.clone() }</span>
                            }
                        }
                        if c.draw_offer { <span class="draw-mark">{ " (=)" }</span> }
                        if let Some(time) = &c.clock {
                            // Spaced as in the label (WCAG 2.5.3).
                            { " " }<span class="clock-time-small">{ time }</span>
                        }
                        if mixed {
                            <span class="visually-hidden">{ ", " }<span lang={c.spoken_lang}>{ &c.spoken }</span></span>
                        }
                    </button>
                    if let Some(better) = better {
                        <span class="sheet-better" data-better="">{ better }</span>
                    }
                    { for c.notes.iter().map(|n| html! {
                        <span class="sheet-note" data-sheet-note="">{ n }</span>
                    }) }
                </td>
            }
        }
    };
    html! {
        <section class="panel scoresheet" id="scoresheet" aria-labelledby="scoresheet-title">
            <h2 id="scoresheet-title">{ t(lang, Msg::Scoresheet) }</h2>
            <table>
                <thead>
                    <tr>
                        <th scope="col">{ t(lang, Msg::MoveNo) }</th>
                        <th scope="col">{ crate::words::player_title(&setup.white, lang, Color::White) }</th>
                        <th scope="col">{ crate::words::player_title(&setup.black, lang, Color::Black) }</th>
                    </tr>
                </thead>
                <tbody>
                    { for rows.iter().map(|r| html! {
                        <tr>
                            <td class="no">{ format!("{}.", r.number) }</td>
                            { cell(&r.white) }
                            { cell(&r.black) }
                        </tr>
                    }) }
                    if let Some(result) = result {
                        <tr class="result-row">
                            <td class="no">{ t(lang, Msg::Result) }</td>
                            <td colspan="2" data-result="">{ result }</td>
                        </tr>
                    }
                </tbody>
            </table>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::i18n::Lang;

    #[test]
    fn a_warning_is_written_at_the_move_after_which_it_was_given() {
        use rochade_arbiter::{Edition, Event, GameSetup, Penalty};
        let setup = GameSetup::new("A", "B").with_edition(Edition::Fide2023);
        let mut game = crate::test_support::play(setup, &["e4", "e5"]);
        game.apply(
            Event::Penalty {
                against: Color::White,
                penalty: Penalty::Warning,
            },
            1,
        )
        .unwrap();
        let state = AppState::new(game, crate::settings::Settings::default(), Lang::En);
        let rows = rows_of(&state);
        let white = rows[0].white.as_ref().unwrap();
        let black = rows[0].black.as_ref().unwrap();
        assert!(white.notes.is_empty());
        assert_eq!(black.notes, ["White: warning (Art. 12.9.1)"]);
    }

    #[test]
    fn a_column_names_the_player_and_the_colour_once() {
        assert_eq!(
            crate::words::player_title("Anna", Lang::De, Color::White),
            "Anna (Weiß)"
        );
        assert_eq!(
            crate::words::player_title("Brancas", Lang::De, Color::White),
            "Weiß"
        );
        assert_eq!(
            crate::words::player_title("?", Lang::En, Color::Black),
            "Black"
        );
        // A player called "White" on the black side keeps the name.
        assert_eq!(
            crate::words::player_title("White", Lang::En, Color::Black),
            "White (Black)"
        );
    }
}

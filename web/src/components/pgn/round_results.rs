//! The results of a round read from many PGN files: a table by board
//! (White, Black, the result, and a note where the players did not both
//! approve it, 2023 Art. 8.7) and a button writing the round as one PGN
//! file. With the remembered tournament the table is the round's: every
//! pairing, bye and absent player, each with its TRF result codes, which
//! the arbiter may change, and a button writing them into the TRF file
//! (`Tournament::write_round`), downloaded under the file's own name.

use std::collections::BTreeMap;
use std::rc::Rc;

use rochade_arbiter::tournament::{BoardResult, Entry, Mismatch, RoundEntry, RoundResults};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::context::use_app;
use crate::hooks::{RoundOf, UsePgnStatus};
use crate::transfer;
use crate::words::i18n::{Lang, Msg, t, tr};
use crate::words::pgn::pgn_error_text;
use crate::words::tournament::tournament_error_text;

/// Properties of [`RoundTable`].
#[derive(Properties, PartialEq)]
pub struct RoundTableProps {
    /// The round read.
    pub results: Rc<RoundResults>,
    /// The tournament and round the games were matched against, if one
    /// is remembered.
    #[prop_or_default]
    pub round: Option<RoundOf>,
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

/// What the arbiter may give a board, as the select's values: a game
/// (`1 0 =`), a game not rated because a side made no move (`W D L`,
/// FIDE Rating Regulations; TRF-2026's result codes), a forfeit (`+ -`),
/// or nothing yet (the round column left blank).
const BOARD_CHOICES: [(&str, Option<(BoardResult, bool)>); 10] = [
    ("1-0", Some((BoardResult::WhiteWins, false))),
    ("1/2-1/2", Some((BoardResult::Draw, false))),
    ("0-1", Some((BoardResult::BlackWins, false))),
    ("1-0 unrated", Some((BoardResult::WhiteWins, true))),
    ("1/2-1/2 unrated", Some((BoardResult::Draw, true))),
    ("0-1 unrated", Some((BoardResult::BlackWins, true))),
    ("+-", Some((BoardResult::WhiteByForfeit, false))),
    ("-+", Some((BoardResult::BlackByForfeit, false))),
    ("--", Some((BoardResult::BothForfeit, false))),
    ("", None),
];

/// The byes TRF-2026 codes (player section, result codes), as the
/// select's values.
const BYE_CHOICES: [char; 4] = ['H', 'F', 'U', 'Z'];

/// The words of a bye code.
fn bye_words(lang: Lang, code: char) -> &'static str {
    match code {
        'H' => t(lang, Msg::ByeHalf),
        'F' => t(lang, Msg::ByeFull),
        'U' => t(lang, Msg::ByePairing),
        _ => t(lang, Msg::ByeZero),
    }
}

/// The words of a board choice: the result and both TRF codes.
fn board_words(lang: Lang, choice: Option<(BoardResult, bool)>) -> String {
    let Some((r, unrated)) = choice else {
        return t(lang, Msg::RoundChoiceBlank).into();
    };
    let [w, b] = r.entries(1, 2, unrated);
    let codes = format!("{} {}", w.code, b.code);
    let codes = codes.as_str();
    match r {
        BoardResult::WhiteWins | BoardResult::Draw | BoardResult::BlackWins => {
            let result = match r {
                BoardResult::WhiteWins => "1-0",
                BoardResult::Draw => "½-½",
                _ => "0-1",
            };
            if unrated {
                tr(lang, Msg::RoundChoiceUnrated { result, codes })
            } else {
                tr(lang, Msg::RoundChoiceGame { result, codes })
            }
        }
        BoardResult::WhiteByForfeit => tr(
            lang,
            Msg::RoundChoiceForfeit {
                result: "1-0",
                codes,
            },
        ),
        BoardResult::BlackByForfeit => tr(
            lang,
            Msg::RoundChoiceForfeit {
                result: "0-1",
                codes,
            },
        ),
        BoardResult::BothForfeit => tr(lang, Msg::RoundChoiceBothForfeit { codes }),
    }
}

/// The select's value for a board by its game: its result, not rated when
/// a side made no move; blank without a game or a result.
fn board_default(results: &RoundResults, game: Option<usize>) -> &'static str {
    let Some(g) = game.and_then(|i| results.games.get(i)) else {
        return "";
    };
    let Some(r) = BoardResult::from_pgn(&g.result) else {
        return "";
    };
    let unrated = g.plies < 2;
    BOARD_CHOICES
        .iter()
        .find(|(_, c)| *c == Some((r, unrated)))
        .map_or("", |(v, _)| v)
}

/// The arbiter's choice for one line of the table, where it differs from
/// what the games and the files give.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    /// A board's value of [`BOARD_CHOICES`].
    Board(&'static str),
    /// A bye's code.
    Bye(char),
}

/// The TRF columns of the round: each line of the table as the arbiter
/// chose, else as the games and files give it
/// (`RoundResults::round_entries`'s rules). Players without a starting
/// rank (a CSV's names not in the TRF) are left out.
fn round_entries(results: &RoundResults, chosen: &BTreeMap<usize, Choice>) -> Vec<RoundEntry> {
    let mut out = Vec::new();
    for (i, e) in results.entries.iter().enumerate() {
        match e {
            Entry::Board { pairing, game } => {
                let value = match chosen.get(&i) {
                    Some(Choice::Board(v)) => *v,
                    _ => board_default(results, *game),
                };
                let choice = BOARD_CHOICES.iter().find(|(v, _)| *v == value);
                if let (Some((_, Some((r, unrated)))), Some(w), Some(b)) =
                    (choice, pairing.white.start, pairing.black.start)
                {
                    out.extend(r.entries(w, b, *unrated));
                }
            }
            Entry::Bye { player, code } => {
                let code = match chosen.get(&i) {
                    Some(Choice::Bye(c)) => *c,
                    _ => *code,
                };
                if let Some(start) = player.start {
                    out.push(RoundEntry {
                        start,
                        opponent: 0,
                        white: None,
                        code,
                    });
                }
            }
        }
    }
    out
}

/// The round's date, PGN style, from its games' `Date` tags (the first
/// complete one), for the TRF's `132` line.
fn round_date(results: &RoundResults) -> Option<String> {
    results.games.iter().find_map(|g| {
        g.pgn.lines().find_map(|l| {
            let d = l.trim().strip_prefix("[Date \"")?.strip_suffix("\"]")?;
            let complete = d.len() == 10
                && d.char_indices().all(|(i, c)| {
                    if i == 4 || i == 7 {
                        c == '.'
                    } else {
                        c.is_ascii_digit()
                    }
                });
            complete.then(|| d.to_string())
        })
    })
}

/// A refused game in words, naming its file.
fn mismatch_text(lang: Lang, round: u32, file: &str, why: &Mismatch) -> String {
    let expected = round.to_string();
    match why {
        Mismatch::OtherRound(r) => tr(
            lang,
            Msg::RoundRefusedOtherRound {
                file,
                round: r,
                expected: &expected,
            },
        ),
        Mismatch::NoBoard => tr(lang, Msg::RoundRefusedNoBoard { file }),
        Mismatch::NoSuchBoard(b) => tr(
            lang,
            Msg::RoundRefusedNoSuchBoard {
                file,
                board: &b.to_string(),
                round: &expected,
            },
        ),
        Mismatch::Names {
            board,
            white,
            black,
        } => tr(
            lang,
            Msg::RoundRefusedNames {
                file,
                board: &board.to_string(),
                round: &expected,
                white,
                black,
            },
        ),
        Mismatch::Twice(b) => tr(
            lang,
            Msg::RoundRefusedTwice {
                file,
                board: &b.to_string(),
            },
        ),
    }
}

/// The round's table and its downloads.
#[function_component]
pub fn RoundTable(props: &RoundTableProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let r = &props.results;
    let chosen = use_state(BTreeMap::<usize, Choice>::new);
    let write_error = use_state(|| None::<String>);
    {
        // Another round read: the arbiter's choices were for the last.
        let (chosen, write_error) = (chosen.clone(), write_error.clone());
        use_effect_with(r.clone(), move |_| {
            chosen.set(BTreeMap::new());
            write_error.set(None);
        });
    }
    let on_save = {
        let (status, r) = (props.status.clone(), r.clone());
        Callback::from(move |_: MouseEvent| status.download(&file_name(&r), &r.to_pgn()))
    };
    let matched = props.round.as_ref().filter(|_| !r.entries.is_empty());
    let table = match matched {
        Some(m) => round_rows(lang, r, m.number, &chosen),
        None => game_rows(lang, r),
    };
    let write = matched.map(|m| {
        let Some(source) = m.tournament.source.as_ref() else {
            return html! { <p class="hint">{ t(lang, Msg::WriteRoundNeedsTrf) }</p> };
        };
        let on_write = {
            let (status, r, m) = (props.status.clone(), r.clone(), m.clone());
            let (chosen, write_error) = (chosen.clone(), write_error.clone());
            let name = source.name.clone();
            Callback::from(move |_: MouseEvent| {
                let entries = round_entries(&r, &chosen);
                let date = round_date(&r);
                match m.tournament.write_round(m.number, date.as_deref(), &entries) {
                    Ok(bytes) => {
                        write_error.set(None);
                        status.download_bytes(&name, &bytes, transfer::TRF);
                    }
                    Err(e) => write_error.set(Some(tournament_error_text(lang, &e))),
                }
            })
        };
        html! {
            <>
                <button type="button" id="write-round" aria-describedby="write-round-help"
                    onclick={on_write}>{ t(lang, Msg::WriteRound) }</button>
                <p id="write-round-help" class="hint">
                    { tr(lang, Msg::WriteRoundHelp { file: &source.name, round: &m.number.to_string() }) }
                </p>
            </>
        }
    });
    let write = match (&props.round, write) {
        (_, Some(w)) => w,
        (None, None) => html! { <p class="hint">{ t(lang, Msg::WriteRoundNeedsTrf) }</p> },
        (Some(_), None) => Html::default(),
    };
    html! {
        <section aria-labelledby="round-results-title">
            <h4 id="round-results-title">{ t(lang, Msg::RoundResultsTitle) }</h4>
            { table }
            if !r.refused.is_empty() || !r.mismatched.is_empty() {
                <ul class="pgn-errors message error" role="alert" data-round-refused="">
                    { for r.refused.iter().map(|(file, e)| html! {
                        <li>{ tr(lang, Msg::RoundFileRefused { file, why: &pgn_error_text(lang, 1, e) }) }</li>
                    }) }
                    { for r.mismatched.iter().map(|(file, why)| html! {
                        <li>{ mismatch_text(lang, props.round.as_ref().map_or(0, |m| m.number), file, why) }</li>
                    }) }
                </ul>
            }
            if let Some(why) = (*write_error).clone() {
                <p class="message error" role="alert" data-write-round-error="">{ why }</p>
            }
            <div class="controls">
                <button type="button" onclick={on_save} disabled={r.games.is_empty()}>{ t(lang, Msg::SaveRoundPgn) }</button>
                { write }
            </div>
        </section>
    }
}

/// The games as given, by board, without a tournament to match them to.
fn game_rows(lang: Lang, r: &RoundResults) -> Html {
    html! {
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
    }
}

/// Every line of the round: its boards, then its byes and absent players,
/// each with a select of its TRF codes.
fn round_rows(
    lang: Lang,
    r: &RoundResults,
    round: u32,
    chosen: &UseStateHandle<BTreeMap<usize, Choice>>,
) -> Html {
    let choose = |i: usize, bye: bool| {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            let Some(s) = e.target_dyn_into::<HtmlSelectElement>() else {
                return;
            };
            let value = s.value();
            let choice = if bye {
                value
                    .chars()
                    .next()
                    .filter(|c| BYE_CHOICES.contains(c))
                    .map(Choice::Bye)
            } else {
                BOARD_CHOICES
                    .iter()
                    .find(|(v, _)| *v == value)
                    .map(|(v, _)| Choice::Board(v))
            };
            if let Some(c) = choice {
                let mut next = (*chosen).clone();
                next.insert(i, c);
                chosen.set(next);
            }
        })
    };
    let rows = r.entries.iter().enumerate().map(|(i, e)| match e {
        Entry::Board { pairing, game } => {
            let g = game.and_then(|i| r.games.get(i));
            let value = match chosen.get(&i) {
                Some(Choice::Board(v)) => v,
                _ => board_default(r, *game),
            };
            let board = pairing.board.to_string();
            let note = match g {
                None => t(lang, Msg::RoundNoGame),
                Some(g) if !g.approved => t(lang, Msg::ResultNotApproved),
                Some(_) => "",
            };
            html! {
                <tr data-board={board.clone()} data-approved={g.is_some_and(|g| g.approved).to_string()}>
                    <th scope="row">{ &board }</th>
                    <td>{ &pairing.white.name }</td>
                    <td>{ &pairing.black.name }</td>
                    <td>{ g.map_or("", |g| g.result.as_str()) }</td>
                    <td>
                        <select name="round-codes" aria-label={tr(lang, Msg::RoundCodesLabel { board: &board })}
                            onchange={choose(i, false)}>
                            { for BOARD_CHOICES.iter().map(|(v, c)| html! {
                                <option value={*v} selected={*v == value}>{ board_words(lang, *c) }</option>
                            }) }
                        </select>
                    </td>
                    <td>{ note }</td>
                </tr>
            }
        }
        Entry::Bye { player, code } => {
            let value = match chosen.get(&i) {
                Some(Choice::Bye(c)) => *c,
                _ => *code,
            };
            html! {
                <tr data-bye={player.start.map(|s| s.to_string()).unwrap_or_default()}>
                    <th scope="row"></th>
                    <td>{ &player.name }</td>
                    <td>{ bye_words(lang, *code) }</td>
                    <td></td>
                    <td>
                        <select name="round-codes" aria-label={tr(lang, Msg::RoundByeCodeLabel { player: &player.name })}
                            onchange={choose(i, true)}>
                            { for BYE_CHOICES.iter().map(|c| html! {
                                <option value={c.to_string()} selected={*c == value}>{ bye_words(lang, *c) }</option>
                            }) }
                        </select>
                    </td>
                    <td></td>
                </tr>
            }
        }
    });
    html! {
        <table id="round-results" data-round={round.to_string()}>
            <caption>{ tr(lang, Msg::RoundResultsCaption { n: r.games.len() as u64 }) }</caption>
            <thead>
                <tr>
                    <th scope="col">{ t(lang, Msg::BoardNumberLabel) }</th>
                    <th scope="col">{ t(lang, Msg::White) }</th>
                    <th scope="col">{ t(lang, Msg::Black) }</th>
                    <th scope="col">{ t(lang, Msg::ResultHeader) }</th>
                    <th scope="col">{ t(lang, Msg::TrfCodesHeader) }</th>
                    <th scope="col">{ t(lang, Msg::NoteHeader) }</th>
                </tr>
            </thead>
            <tbody>
                { for rows }
            </tbody>
        </table>
    }
}

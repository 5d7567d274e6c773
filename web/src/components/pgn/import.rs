//! Import PGN: a file or pasted text, one or many games, read in a worker
//! (`use_pgn_import`) with progress and Cancel; every game that cannot be
//! read is listed with its line and column; a game is opened for review,
//! or continued from any of its positions.

use rochade_arbiter::Game;
use rochade_arbiter::pgn::wire::Found;
use rochade_arbiter::pgn::{PgnError, PgnErrorKind, PgnGame, read_games};
use wasm_bindgen::JsValue;
use web_sys::{Blob, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::{PartProps, Replace};
use crate::archive;
use crate::context::use_app;
use crate::hooks::{ImportPhase, UsePgnImport, use_focus_after_render, use_pgn_import};
use crate::notice::PgnStatus;
use crate::state::LoadOrigin;
use crate::words::i18n::{Lang, Msg, t, tr};
use crate::words::pgn::{numbered_label, ply_label};

/// A game read from PGN whose moves are all legal.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    /// Its number in the text (from 1).
    pub number: usize,
    /// The game as read (to cut it at any move).
    pub pgn: PgnGame,
    /// The whole game.
    pub game: Game,
}

/// Reads every game of `text`: the playable games, and each other game's
/// number with its first error.
pub fn import(text: &str) -> (Vec<Imported>, Vec<(usize, PgnError)>) {
    let mut games = Vec::new();
    let mut errors = Vec::new();
    let read = read_games(text);
    if read.is_empty() {
        errors.push((
            1,
            PgnError {
                pos: rochade_arbiter::pgn::Pos { line: 1, column: 1 },
                kind: PgnErrorKind::NoGame,
            },
        ));
    }
    for (i, r) in read.into_iter().enumerate() {
        let number = i + 1;
        match r.and_then(|pgn| Game::from_pgn_game(&pgn).map(|game| (pgn, game))) {
            Ok((pgn, game)) => games.push(Imported { number, pgn, game }),
            Err(e) => errors.push((number, e)),
        }
    }
    (games, errors)
}

/// Games in the chooser at a time: a file of 20,000 games would make one
/// `<select>` too long to draw in one short task.
const PAGE: usize = 50;

/// The import: reading games (in a worker, with progress and Cancel),
/// listing their errors, and the chooser of the game and the position to
/// open.
#[function_component(ImportPgn)]
pub fn import_pgn(props: &PartProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let paste = use_node_ref();
    let file = use_node_ref();
    let pgn = use_pgn_import();
    // The position chosen to open at; `None`: after the last move.
    let ply = use_state(|| None::<usize>);
    let focus = use_focus_after_render();
    let on_read = {
        let (paste, pgn, ply) = (paste.clone(), pgn.clone(), ply.clone());
        Callback::from(move |_: MouseEvent| {
            let text = paste
                .cast::<HtmlTextAreaElement>()
                .map(|a| a.value())
                .unwrap_or_default();
            let parts = js_sys::Array::of1(&JsValue::from_str(&text));
            if let Ok(blob) = Blob::new_with_str_sequence(&parts) {
                ply.set(None);
                pgn.start(blob);
            }
        })
    };
    let on_file = {
        let (file, pgn, ply) = (file.clone(), pgn.clone(), ply.clone());
        Callback::from(move |_: Event| {
            let chosen = file
                .cast::<HtmlInputElement>()
                .and_then(|input| input.files())
                .and_then(|files| files.get(0));
            if let Some(f) = chosen {
                ply.set(None);
                pgn.start(f.into());
            }
        })
    };
    let on_cancel = {
        let pgn = pgn.clone();
        Callback::from(move |_: MouseEvent| {
            pgn.cancel();
            focus.emit("pgn-keep".to_string());
        })
    };
    let on_settle = |keep: bool| {
        let pgn = pgn.clone();
        Callback::from(move |_: MouseEvent| pgn.settle(keep))
    };
    let phase = pgn.phase();
    let games = pgn.games();
    let refused = pgn.refused();
    let progress = match phase {
        ImportPhase::Reading { read, size } => html! {
            <div class="controls">
                <label>{ t(lang, Msg::ReadingGames) }
                    // Without a value until the worker has told the size.
                    if size > 0 {
                        <progress data-pgn-progress="" value={read.to_string()}
                            max={size.to_string()} />
                    } else {
                        <progress data-pgn-progress="" />
                    }
                </label>
                <button type="button" onclick={on_cancel}>{ t(lang, Msg::Cancel) }</button>
            </div>
        },
        ImportPhase::Cancelled => html! {
            <div class="controls" data-pgn-cancelled="">
                <p role="status">{ tr(lang, Msg::ImportCancelled { n: pgn.games_read() as u64 }) }</p>
                <button type="button" id="pgn-keep" onclick={on_settle(true)}>{ t(lang, Msg::KeepGamesRead) }</button>
                <button type="button" onclick={on_settle(false)}>{ t(lang, Msg::DiscardGamesRead) }</button>
            </div>
        },
        ImportPhase::Failed => html! {
            <p role="alert" class="message error">{ t(lang, Msg::PgnFileUnreadable) }</p>
        },
        ImportPhase::Idle | ImportPhase::Done => Html::default(),
    };
    let done = phase == ImportPhase::Done;
    let chooser = done.then(|| {
        let replace = Replace::new(app.clone(), props);
        chooser(lang, &pgn, &games, &ply, &replace)
    });
    html! {
        <section aria-labelledby="pgn-import-title">
            <h3 id="pgn-import-title">{ t(lang, Msg::ImportPgn) }</h3>
            <div class="form-grid">
                <label>{ t(lang, Msg::PgnFile) }
                    <input type="file" ref={file} accept=".pgn,application/x-chess-pgn,text/plain"
                        onchange={on_file} />
                </label>
                <label>{ t(lang, Msg::PgnText) }
                    <textarea ref={paste} rows="5" spellcheck="false" autocomplete="off"
                        class="pgn-text" />
                </label>
                <div class="controls">
                    <button type="button" onclick={on_read}>{ t(lang, Msg::ReadGames) }</button>
                </div>
                { progress }
                if done {
                    <p role="status" data-pgn-summary="">
                        { tr(lang, Msg::GamesRead { n: (games.len() + refused.len()) as u64, failed: &refused.len().to_string() }) }
                    </p>
                }
                if done && !refused.is_empty() {
                    <div role="alert" class="pgn-errors-box">
                        <ul class="pgn-errors message error">
                        { for refused.iter().map(|(n, e)| html! { <li>{ crate::words::pgn::pgn_error_text(lang, *n, e) }</li> }) }
                    </ul>
                    </div>
                }
                { chooser.unwrap_or_default() }
            </div>
        </section>
    }
}

/// The chooser of an imported game (a page of [`PAGE`] games at a time)
/// and of the position to open, to review the game or continue it. The
/// chosen game is read again from the file; until it is, it cannot be
/// opened.
fn chooser(
    lang: Lang,
    pgn: &UsePgnImport,
    games: &[Found],
    ply: &UseStateHandle<Option<usize>>,
    replace: &Replace,
) -> Html {
    if games.is_empty() {
        return Html::default();
    }
    let selected = pgn.selected();
    let page = selected / PAGE;
    let sel = pgn.chosen();
    let plies = sel.as_ref().map_or(0, |g| g.game.record().len());
    let at = ply.unwrap_or(plies).min(plies);
    let choose = |index: usize| {
        let (pgn, ply) = (pgn.clone(), ply.clone());
        move || {
            ply.set(None);
            pgn.choose(index);
        }
    };
    let on_choose = {
        let (pgn, ply) = (pgn.clone(), ply.clone());
        Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<HtmlSelectElement>() {
                ply.set(None);
                pgn.choose(sel.value().parse().unwrap_or(0));
            }
        })
    };
    let on_ply = {
        let ply = ply.clone();
        Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<HtmlSelectElement>() {
                ply.set(Some(sel.value().parse().unwrap_or(0)));
            }
        })
    };
    let earlier = page.checked_sub(1).map(|p| {
        let go = choose(p * PAGE);
        Callback::from(move |_: MouseEvent| go())
    });
    let later = ((page + 1) * PAGE < games.len()).then(|| {
        let go = choose((page + 1) * PAGE);
        Callback::from(move |_: MouseEvent| go())
    });
    let paged = games.len() > PAGE;
    let on_review = sel.clone().map(|sel| {
        let replace = replace.clone();
        Callback::from(move |_: MouseEvent| {
            let game = &sel.game;
            let view = at
                .checked_sub(1)
                .filter(|p| *p + 1 < plies || !game.is_over());
            let view = if at == 0 && plies > 0 { Some(0) } else { view };
            replace.load(game.clone(), view, LoadOrigin::Import);
        })
    });
    let can_continue = sel
        .as_ref()
        .is_some_and(|s| at < plies || !s.game.is_over());
    let on_continue = sel.clone().map(|sel| {
        let replace = replace.clone();
        Callback::from(
            move |_: MouseEvent| match archive::game_until(&sel.pgn, at) {
                Ok(game) => replace.load(game, None, LoadOrigin::Import),
                Err(error) => replace.status.set(PgnStatus::ImportError {
                    game: sel.number,
                    error,
                }),
            },
        )
    });
    let shown = &games[(page * PAGE).min(games.len())..((page + 1) * PAGE).min(games.len())];
    html! {
        <div class="form-grid">
            <label>{ t(lang, Msg::ChooseGame) }
                <select onchange={on_choose} data-pgn-games="">
                    { for shown.iter().enumerate().map(|(k, g)| {
                        let i = page * PAGE + k;
                        html! {
                            <option value={i.to_string()} selected={i == selected}>
                                { numbered_label(g.number as usize, &g.white, &g.black, &g.event, &g.date, &g.result, lang) }
                            </option>
                        }
                    }) }
                </select>
            </label>
            if paged {
                <div class="controls">
                    <button type="button" disabled={earlier.is_none()} onclick={earlier}>{ t(lang, Msg::EarlierGames) }</button>
                    <button type="button" disabled={later.is_none()} onclick={later}>{ t(lang, Msg::LaterGames) }</button>
                </div>
            }
            if let Some(sel) = &sel {
                <label>{ t(lang, Msg::ContinueAfter) }
                    <select onchange={on_ply} data-pgn-ply="">
                        { for (0..=plies).map(|p| html! {
                            <option value={p.to_string()} selected={p == at}>{ ply_label(&sel.game, p, lang) }</option>
                        }) }
                    </select>
                </label>
            }
            <div class="controls">
                <button type="button" disabled={on_review.is_none()} onclick={on_review}>{ t(lang, Msg::OpenForReview) }</button>
                <button type="button" disabled={!can_continue} onclick={on_continue}>
                    { t(lang, Msg::ContinuePlaying) }
                </button>
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::pgn::pgn_error_text;

    const TWO: &str = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n[Result \"1-0\"]\n\n\
        1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3 {[%clk 0:04:58]} Nc6 1-0\n\n\
        [White \"C\"]\n[Black \"D\"]\n\n1. d4 d5 2. Kd3 *\n\n\
        [White \"E\"]\n[Black \"F\"]\n\n1. c4 *\n";

    #[test]
    fn many_games_are_read_and_each_error_names_game_line_and_column() {
        let (games, errors) = import(TWO);
        assert_eq!(games.len(), 2);
        assert_eq!((games[0].number, games[1].number), (1, 3));
        assert_eq!(games[0].game.record().len(), 4);
        assert_eq!(errors.len(), 1);
        let (n, e) = &errors[0];
        assert_eq!((*n, e.pos.line, e.pos.column), (2, 11, 13));
        let text = pgn_error_text(Lang::Pt, *n, e);
        assert!(
            text.starts_with("Partida 2, linha 11, coluna 13: lance \"Kd3\""),
            "{text}"
        );
    }

    /// A round trip keeps comments and clock readings; variations
    /// are skipped on import (the arbiter's importer), so an export carries
    /// the main line only.
    #[test]
    fn round_trip_keeps_comments_and_clocks_and_drops_variations() {
        let text = "[White \"Anna\"]\n[Black \"Bella\"]\n[TimeControl \"5400+30\"]\n\n\
            {Before} 1. e4 {[%clk 1:30:25]} e5 {A reply [%clk 1:30:20]} \
            2. Nf3 {(=) [%clk 1:30:40]} (2. f4 {gambit} exf4) Nc6 {[%clk 1:29:50]} *\n";
        let (games, errors) = import(text);
        assert!(errors.is_empty());
        let out = games[0].game.to_pgn();
        for kept in [
            "{Before}",
            "[%clk 1:30:25]",
            "A reply",
            "(=)",
            "[%clk 1:29:50]",
        ] {
            assert!(out.contains(kept), "{kept} missing in {out}");
        }
        assert!(!out.contains("f4") && !out.contains("gambit"), "{out}");
        let (again, _) = import(&out);
        assert_eq!(again[0].game.to_pgn(), out);
    }

    #[test]
    fn empty_text_is_an_error_not_silence() {
        let (games, errors) = import("  \n");
        assert!(games.is_empty());
        assert_eq!(errors.len(), 1);
        assert_eq!(
            pgn_error_text(Lang::En, 1, &errors[0].1),
            "Game 1, line 1, column 1: no game found"
        );
    }

    #[test]
    fn plies_are_labelled_by_move_number_and_side() {
        let (games, _) = import(TWO);
        let g = &games[0].game;
        assert_eq!(ply_label(g, 0, Lang::En), "the starting position");
        assert_eq!(ply_label(g, 1, Lang::En), "1. e4");
        assert_eq!(ply_label(g, 4, Lang::En), "2… Nc6");
    }

    #[test]
    fn pgn_errors_read_in_the_interface_language() {
        let (_, errors) = import("[White Anna]\n\n1. e4 *\n");
        let (n, e) = &errors[0];
        assert_eq!(
            pgn_error_text(Lang::Pt, *n, e),
            "Partida 1, linha 1, coluna 8: par de etiquetas inválido (esperado \" após o nome)"
        );
        let (_, errors) = import("[FEN \"8/8/8/8/8/8/8/K7 w - - 0 1\"]\n\n*\n");
        let (n, e) = &errors[0];
        assert_eq!(
            pgn_error_text(Lang::De, *n, e),
            "Partie 1, Zeile 1, Spalte 1: fehlerhaftes FEN-Tag: Feld Figurenstellung, Zeichen 1: Schwarz hat keinen König (Art. 2.2)"
        );
        // A move that cannot be played, for each reason.
        for (pgn, lang, want) in [
            (
                "1. e4 e5 2. Ke3 *\n",
                Lang::De,
                "Partie 1, Zeile 1, Spalte 13: Zug \"Ke3\": in dieser Stellung kein regelgemäßer Zug",
            ),
            (
                "1. f3 e5 2. g4 Qh4 3. a3 *\n",
                Lang::En,
                "Game 1, line 1, column 23: move \"a3\": the game had already ended",
            ),
            (
                "1. Nf3 a6 2. Nd4 a5 3. Nc3 a4 4. Nb5 *\n",
                Lang::Pt,
                "Partida 1, linha 1, coluna 34: lance \"Nb5\": ambíguo, 2 lances servem (Apêndice E.9)",
            ),
        ] {
            let (_, errors) = import(pgn);
            let (n, e) = &errors[0];
            assert_eq!(pgn_error_text(lang, *n, e), want, "{pgn}");
        }
    }
}

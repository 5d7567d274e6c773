//! Import PGN: a file or pasted text, one or many games; every game that
//! cannot be read is listed with its line and column; a game is opened for
//! review, or continued from any of its positions.

use std::rc::Rc;

use rochade_arbiter::Game;
use rochade_arbiter::pgn::{BadMoveReason, PgnError, PgnErrorKind, PgnGame, read_games};
use rochade_laws::Color;
use wasm_bindgen_futures::spawn_local;
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::{PartProps, Replace};
use crate::archive;
use crate::context::use_app;
use crate::error_text::{clock_error_text, fen_error_detail, move_error_text, tag_error_text};
use crate::hooks::{LoadOrigin, PgnStatus};
use crate::i18n::{Lang, Msg, t, tr};
use crate::transfer;
use crate::words::game_label;

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

/// "Game 2, line 14, column 7: move "Nf9": …" in the interface language.
pub fn pgn_error_text(lang: Lang, number: usize, e: &PgnError) -> String {
    let detail = match &e.kind {
        PgnErrorKind::BadTag(why) => tr(
            lang,
            Msg::PgnBadTag {
                why: tag_error_text(lang, *why),
            },
        ),
        PgnErrorKind::UnterminatedComment => t(lang, Msg::PgnUnterminatedComment).to_string(),
        PgnErrorKind::UnexpectedChar(c) => tr(
            lang,
            Msg::PgnUnexpectedChar {
                char: &format!("{c:?}"),
            },
        ),
        PgnErrorKind::UnbalancedParenthesis => t(lang, Msg::PgnUnbalanced).to_string(),
        PgnErrorKind::BadMove { text, reason } => {
            let why = match reason {
                BadMoveReason::AfterTheEnd => t(lang, Msg::PgnMoveAfterEnd).to_string(),
                BadMoveReason::Move(e) => move_error_text(lang, e),
            };
            tr(
                lang,
                Msg::PgnBadMove {
                    mv: &format!("{text:?}"),
                    why: &why,
                },
            )
        }
        PgnErrorKind::BadFen(e) => tr(
            lang,
            Msg::PgnBadFen {
                why: &fen_error_detail(lang, e),
            },
        ),
        PgnErrorKind::BadSetup(e) => tr(
            lang,
            Msg::PgnBadSetup {
                why: &clock_error_text(lang, e),
            },
        ),
        PgnErrorKind::NoGame => t(lang, Msg::NoGameFound).to_string(),
        PgnErrorKind::UnsupportedVariant { name, .. } => tr(
            lang,
            Msg::PgnVariant {
                name: &format!("{name:?}"),
            },
        ),
    };
    tr(
        lang,
        Msg::PgnErrorAt {
            game: &number.to_string(),
            line: &e.pos.line.to_string(),
            column: &e.pos.column.to_string(),
            why: &detail,
        },
    )
}

/// The label of the position after `ply` half-moves ("12. Nf3", "12… Nf6").
fn ply_label(game: &Game, ply: usize, lang: Lang) -> String {
    match ply.checked_sub(1).and_then(|i| game.record().get(i)) {
        None => t(lang, Msg::StartingPosition).to_string(),
        Some(r) if r.side() == Color::White => format!("{}. {}", r.number(), r.san),
        Some(r) => format!("{}… {}", r.number(), r.san),
    }
}

/// The import: reading games, listing their errors, and the chooser of the
/// game and the position to open.
#[function_component(ImportPgn)]
pub fn import_pgn(props: &PartProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let paste = use_node_ref();
    let file = use_node_ref();
    let imported = use_state(|| Rc::new(Vec::<Imported>::new()));
    let import_errors = use_state(Vec::<(usize, PgnError)>::new);
    let import_done = use_state(|| false);
    let chosen = use_state(|| 0usize);
    let ply = use_state(|| 0usize);
    let take_import = {
        let imported = imported.clone();
        let import_errors = import_errors.clone();
        let import_done = import_done.clone();
        let chosen = chosen.clone();
        let ply = ply.clone();
        move |text: &str| {
            let (games, errors) = import(text);
            let first_len = games.first().map_or(0, |g| g.game.record().len());
            imported.set(Rc::new(games));
            import_errors.set(errors);
            import_done.set(true);
            chosen.set(0);
            ply.set(first_len);
        }
    };
    let on_read = {
        let paste = paste.clone();
        let take_import = take_import.clone();
        Callback::from(move |_: MouseEvent| {
            let text = paste
                .cast::<HtmlTextAreaElement>()
                .map(|a| a.value())
                .unwrap_or_default();
            take_import(&text);
        })
    };
    let on_file = {
        let file = file.clone();
        Callback::from(move |_: Event| {
            let Some(input) = file.cast::<HtmlInputElement>() else {
                return;
            };
            let take_import = take_import.clone();
            spawn_local(async move {
                if let Some((_name, text)) = transfer::read_chosen_file(&input).await {
                    take_import(&text);
                }
            });
        })
    };
    let on_choose = {
        let chosen = chosen.clone();
        let ply = ply.clone();
        let imported = imported.clone();
        Callback::from(move |e: Event| {
            let Some(sel) = e.target_dyn_into::<HtmlSelectElement>() else {
                return;
            };
            let i: usize = sel.value().parse().unwrap_or(0);
            chosen.set(i);
            ply.set(imported.get(i).map_or(0, |g| g.game.record().len()));
        })
    };
    let on_ply = {
        let ply = ply.clone();
        Callback::from(move |e: Event| {
            if let Some(sel) = e.target_dyn_into::<HtmlSelectElement>() {
                ply.set(sel.value().parse().unwrap_or(0));
            }
        })
    };
    let chooser = imported.get(*chosen).cloned().map(|sel| {
        let replace = Replace::new(app.clone(), props);
        chooser(
            lang,
            &imported,
            *chosen,
            sel,
            *ply,
            &replace,
            [on_choose, on_ply],
        )
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
                if *import_done {
                    <p role="status" data-pgn-summary="">
                        { tr(lang, Msg::GamesRead { n: (imported.len() + import_errors.len()) as u64, failed: &import_errors.len().to_string() }) }
                    </p>
                }
                if !import_errors.is_empty() {
                    <div role="alert" class="pgn-errors-box">
                        <ul class="pgn-errors message error">
                        { for import_errors.iter().map(|(n, e)| html! { <li>{ pgn_error_text(lang, *n, e) }</li> }) }
                    </ul>
                    </div>
                }
                { chooser.unwrap_or_default() }
            </div>
        </section>
    }
}

/// The chooser of an imported game (`chosen`, that is `sel`) and of the
/// position after `ply` half-moves, to review the game or continue it;
/// `on_change`: a game chosen, a position chosen.
fn chooser(
    lang: Lang,
    imported: &[Imported],
    chosen: usize,
    sel: Imported,
    ply: usize,
    replace: &Replace,
    on_change: [Callback<Event>; 2],
) -> Html {
    let [on_choose, on_ply] = on_change;
    let plies = sel.game.record().len();
    let at = ply.min(plies);
    let on_review = {
        let replace = replace.clone();
        let game = sel.game.clone();
        Callback::from(move |_: MouseEvent| {
            let view = at
                .checked_sub(1)
                .filter(|p| *p + 1 < plies || !game.is_over());
            let view = if at == 0 && plies > 0 { Some(0) } else { view };
            replace.load(game.clone(), view, LoadOrigin::Import);
        })
    };
    let can_continue = at < plies || !sel.game.is_over();
    let on_continue = {
        let replace = replace.clone();
        let pgn = sel.pgn.clone();
        let number = sel.number;
        Callback::from(move |_: MouseEvent| match archive::game_until(&pgn, at) {
            Ok(game) => replace.load(game, None, LoadOrigin::Import),
            Err(error) => replace.status.set(PgnStatus::ImportError {
                game: number,
                error,
            }),
        })
    };
    html! {
        <div class="form-grid">
            <label>{ t(lang, Msg::ChooseGame) }
                <select onchange={on_choose} data-pgn-games="">
                    { for imported.iter().enumerate().map(|(i, g)| {
                        let s = g.game.setup();
                        let result = g.game.outcome().map_or_else(|| "*".to_string(), |o| o.result.to_string());
                        html! {
                            <option value={i.to_string()} selected={i == chosen}>
                                { format!("{}. {}", g.number, game_label(&s.white, &s.black, &s.event, &s.date, &result, lang)) }
                            </option>
                        }
                    }) }
                </select>
            </label>
            <label>{ t(lang, Msg::ContinueAfter) }
                <select onchange={on_ply} data-pgn-ply="">
                    { for (0..=plies).map(|p| html! {
                        <option value={p.to_string()} selected={p == at}>{ ply_label(&sel.game, p, lang) }</option>
                    }) }
                </select>
            </label>
            <div class="controls">
                <button type="button" onclick={on_review}>{ t(lang, Msg::OpenForReview) }</button>
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
}

//! The small board over the board (`#otb-board-toggle`): the recorded
//! position, and the other way to enter a move: two taps, from and to
//! (or a drag). The move goes in as the move field's does (`Action::Typed`
//! with its start and end squares, `e2e4`), so it is checked, announced,
//! timed and pressed as a typed move; in a strict game an illegal one is
//! a completed illegal move (2023 Art. 7.5.1). A pawn reaching the last
//! rank asks for its piece first (Art. 3.7.e).

use rochade_laws::{Role, Square};
use yew::prelude::*;

use crate::components::board::Board;
use crate::components::promotion::Promotion;
use crate::context::use_app;
use crate::state::Action;
use crate::time::now_ms;
use crate::words::i18n::{Msg, t};

/// The text entered for a move from `from` to `to`, promoting to `promote`.
pub fn entered_text(from: Square, to: Square, promote: Option<Role>) -> String {
    let mut s = format!("{from}{to}");
    if let Some(c) = promote.and_then(|r| rochade_laws::PieceLetters::ENGLISH.letter(r)) {
        s.push(c.to_ascii_lowercase());
    }
    s
}

/// Properties of [`SmallBoard`].
#[derive(Properties, PartialEq)]
pub struct SmallBoardProps {
    /// Whether the game accepts moves.
    pub enabled: bool,
}

/// The board that takes a move by two taps.
#[function_component]
pub fn SmallBoard(props: &SmallBoardProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let state = app.state();
    let game = &state.game;
    let settings = app.settings();
    let from = use_state(|| None::<Square>);
    let promoting = use_state(|| None::<(Square, Square)>);
    {
        let from = from.clone();
        let promoting = promoting.clone();
        let plies = game.record().len() + game.unrecorded().len();
        use_effect_with(plies, move |_| {
            from.set(None);
            promoting.set(None);
        });
    }
    let position = game.position().clone();
    let enter = {
        let d = app.dispatcher();
        let from = from.clone();
        let promoting = promoting.clone();
        let position = position.clone();
        Callback::from(move |(a, b): (Square, Square)| {
            from.set(None);
            let pawn = position.piece_at(a).filter(|p| p.role == Role::Pawn);
            let last = pawn.is_some_and(|p| b.rank().relative_to(p.color).index() == 7);
            if last {
                promoting.set(Some((a, b)));
            } else {
                promoting.set(None);
                d.dispatch(Action::Typed(entered_text(a, b, None), now_ms()));
            }
        })
    };
    let enabled = props.enabled;
    let on_activate = {
        let from = from.clone();
        let enter = enter.clone();
        let position = position.clone();
        Callback::from(move |sq: Square| match *from {
            _ if !enabled => {}
            Some(a) if a == sq => from.set(None),
            Some(a) => enter.emit((a, sq)),
            None if position.piece_at(sq).is_some() => from.set(Some(sq)),
            None => {}
        })
    };
    let on_drag = {
        let enter = enter.clone();
        Callback::from(move |(a, b): (Square, Square)| {
            if enabled && a != b {
                enter.emit((a, b));
            }
        })
    };
    let on_cancel = {
        let from = from.clone();
        let promoting = promoting.clone();
        Callback::from(move |()| {
            from.set(None);
            promoting.set(None);
        })
    };
    // The promotion chooser of the main board, its choice entered here as
    // the move's text; cancelling it puts the move back.
    let chooser = promoting.map(|(a, b)| {
        let color = position.piece_at(a).map_or(position.turn(), |p| p.color);
        let d = app.dispatcher();
        let promoting = promoting.clone();
        let on_choose = Callback::from(move |role: Option<Role>| {
            promoting.set(None);
            if let Some(role) = role {
                d.dispatch(Action::Typed(entered_text(a, b, Some(role)), now_ms()));
            }
        });
        html! {
            <Promotion {color} on_choose={Some(on_choose)} title_id="otb-promotion-title" />
        }
    });
    html! {
        <>
            <p class="hint">{ t(lang, Msg::OtbBoardTap) }</p>
            <Board {position} orientation={state.orientation} selected={*from}
                last_move={game.record().last().map(|r| (r.mv.from(), r.mv.to()))}
                interactive={enabled} label={t(lang, Msg::OtbBoardLabel)}
                speech={settings.speech(lang)} {lang} {on_activate} {on_drag} {on_cancel} />
            { chooser.unwrap_or_default() }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_is_start_and_end_square() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(entered_text(sq("e2"), sq("e4"), None), "e2e4");
        assert_eq!(
            entered_text(sq("b7"), sq("a8"), Some(Role::Knight)),
            "b7a8n"
        );
    }

    #[test]
    fn two_taps_play_as_a_typed_move_castling_en_passant_and_promotion_too() {
        use crate::state::AppState;
        use std::rc::Rc;
        use yew::Reducible;
        let game = crate::test_support::play(rochade_arbiter::GameSetup::default(), &[]);
        let settings = crate::settings::Settings {
            over_the_board: true,
            ..crate::settings::Settings::default()
        };
        let mut s = Rc::new(AppState::new(game, settings, crate::lang::Lang::De));
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let taps = [
            ("e2", "e4", None, "e4"),
            ("g8", "f6", None, "Nf6"),
            ("e4", "e5", None, "e5"),
            ("d7", "d5", None, "d5"),
            ("e5", "d6", None, "exd6"),
            ("b8", "c6", None, "Nc6"),
            ("d6", "c7", None, "dxc7"),
            ("e7", "e5", None, "e5"),
            ("g1", "f3", None, "Nf3"),
            ("f8", "d6", None, "Bd6"),
            ("f1", "c4", None, "Bc4"),
            ("e8", "g8", None, "O-O"),
            ("c7", "d8", Some(Role::Knight), "cxd8=N"),
        ];
        for (i, (a, b, p, san)) in taps.into_iter().enumerate() {
            let before = s.game.position().clone();
            s = s.reduce(Action::Typed(entered_text(sq(a), sq(b), p), i as u64 + 1));
            let last = s
                .game
                .record()
                .last()
                .map(|r| before.san(&r.mv).san.to_string());
            assert_eq!(last.as_deref(), Some(san), "{a}{b}");
        }
    }
}

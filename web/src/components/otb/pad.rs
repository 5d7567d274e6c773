//! The notation pad beside the move field: a move entered by touch, key
//! by key, as an electronic scoresheet takes it. Entering sends the move
//! as the move field does (`Action::Typed`): the same checks, the same
//! announcement, the same press of the clock, and in a strict game an
//! illegal move entered is a completed illegal move (2023 Art. 7.5.1).
//! In a casual game the pad narrows: the rules crate's [`Pad`] says which
//! keys can still complete a legal move, and which move is left. In a
//! strict game it narrows nothing: help with moves is not allowed (2023
//! Art. 11.3.1).

use rochade_arbiter::Mode;
use rochade_laws::{CastlingSide, Move, Notation, Pad, PadKey, PieceLetters, Position, Role};
use yew::prelude::*;

use crate::context::use_app;
use crate::lang::Lang;
use crate::state::Action;
use crate::time::now_ms;
use crate::words::i18n::{Msg, t, tr};
use crate::words::names;

/// The piece letters of the interface language (Appendix E.1, E.2).
fn letters(lang: Lang) -> PieceLetters {
    match lang {
        Lang::En => PieceLetters::ENGLISH,
        Lang::Pt => PieceLetters::PORTUGUESE,
        Lang::De => PieceLetters::GERMAN,
    }
}

/// What a key shows, in the interface language's letters.
fn label(key: PadKey, l: PieceLetters) -> String {
    let letter = |r: Role| l.letter(r).map(String::from).unwrap_or_default();
    match key {
        PadKey::Piece(r) => letter(r),
        PadKey::Promote(r) => format!("={}", letter(r)),
        PadKey::Castle(CastlingSide::KingSide) => "0-0".into(),
        PadKey::Castle(CastlingSide::QueenSide) => "0-0-0".into(),
        other => other.text(),
    }
}

/// A key's accessible name: its word, after the label where the label is
/// no letter of the word (`=D promotes to Queen`, `0-0 castles kingside`).
fn name(key: PadKey, lang: Lang) -> String {
    let l = letters(lang);
    match key {
        PadKey::Piece(r) => names::piece(lang, r).to_string(),
        PadKey::File(_) => tr(lang, Msg::PadFile { file: &key.text() }),
        PadKey::Rank(_) => tr(lang, Msg::PadRank { rank: &key.text() }),
        PadKey::Capture => t(lang, Msg::PadCapture).to_string(),
        PadKey::Promote(r) => {
            let word = tr(
                lang,
                Msg::PadPromote {
                    piece: names::piece(lang, r),
                },
            );
            format!("{} {word}", label(key, l))
        }
        PadKey::Castle(CastlingSide::KingSide) => {
            format!("{} {}", label(key, l), t(lang, Msg::PadCastleShort))
        }
        PadKey::Castle(CastlingSide::QueenSide) => {
            format!("{} {}", label(key, l), t(lang, Msg::PadCastleLong))
        }
    }
}

/// The text `enter` sends as if typed: the identified move's SAN in a
/// casual game; in a strict game the keys as pressed, legal or not.
fn entered_text(
    position: &Position,
    identified: Option<Move>,
    pressed: &[PadKey],
    narrow: bool,
) -> Option<String> {
    match identified {
        Some(m) => Some(position.san(&m).san.to_string()),
        None if !narrow && !pressed.is_empty() => {
            Some(pressed.iter().map(|k| k.text()).collect::<String>())
        }
        None => None,
    }
}

/// Properties of [`NotationPad`].
#[derive(Properties, PartialEq)]
pub struct NotationPadProps {
    /// Whether the game accepts moves (as the move field).
    pub enabled: bool,
}

/// The pad (`#otb-pad`): each key a button whose `data-key` is its
/// English SAN text.
#[function_component]
pub fn NotationPad(props: &NotationPadProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let state = app.state();
    let game = &state.game;
    let pressed = use_state(Vec::<PadKey>::new);
    // A move entered (by any way) starts the next one afresh.
    {
        let pressed = pressed.clone();
        let plies = game.record().len() + game.unrecorded().len();
        use_effect_with(plies, move |_| pressed.set(Vec::new()));
    }
    let narrow = game.setup().mode != Mode::Strict;
    let position = game.position();
    let pad = Pad::new(position);
    let identified = narrow.then(|| pad.identified(&pressed)).flatten();
    let l = letters(lang);
    let shown = match identified {
        Some(m) => position
            .san(&m)
            .display(Notation::FIDE.letters(l))
            .to_string(),
        None => pressed.iter().map(|&k| label(k, l)).collect::<String>(),
    };
    let entered = entered_text(position, identified, &pressed, narrow);
    let enabled = props.enabled;

    let key_button = |key: PadKey| {
        let open = enabled && (!narrow || pad.is_open(&pressed, key));
        let onclick = {
            let pressed = pressed.clone();
            Callback::from(move |_: MouseEvent| {
                if open {
                    let mut keys = (*pressed).clone();
                    keys.push(key);
                    pressed.set(keys);
                }
            })
        };
        html! {
            <button type="button" class="pad-key" data-key={key.text()} aria-label={name(key, lang)}
                aria-disabled={(!open).to_string()} {onclick}>
                { label(key, l) }
            </button>
        }
    };
    let undo = {
        let pressed = pressed.clone();
        Callback::from(move |_: MouseEvent| {
            let mut keys = (*pressed).clone();
            keys.pop();
            pressed.set(keys);
        })
    };
    let enter = {
        let pressed = pressed.clone();
        let d = app.dispatcher();
        let text = entered.clone().filter(|_| enabled);
        Callback::from(move |_: MouseEvent| {
            if let Some(text) = &text {
                d.dispatch(Action::Typed(text.clone(), now_ms()));
                pressed.set(Vec::new());
            }
        })
    };
    let all = PadKey::all();
    let row = |keys: &[PadKey]| keys.iter().map(|&k| key_button(k)).collect::<Html>();
    html! {
        <section id="otb-pad" class="otb-pad" aria-labelledby="otb-pad-title"
            data-narrows={narrow.to_string()}>
            <h2 id="otb-pad-title" class="visually-hidden">{ t(lang, Msg::PadTitle) }</h2>
            <p class="pad-move">
                <span class="visually-hidden">{ t(lang, Msg::PadMove) }{ ": " }</span>
                <output id="otb-pad-move" aria-live="polite" data-complete={identified.is_some().to_string()}>
                    { shown }
                </output>
            </p>
            <div class="pad-keys">
                <div class="pad-row">{ row(&all[0..5]) }{ row(&all[21..22]) }</div>
                <div class="pad-row">{ row(&all[5..13]) }</div>
                <div class="pad-row">{ row(&all[13..21]) }</div>
                <div class="pad-row">
                    { row(&all[22..28]) }
                </div>
                <div class="pad-row">
                    <button type="button" class="pad-key" data-key="undo" aria-label={t(lang, Msg::PadUndo)}
                        aria-disabled={(pressed.is_empty() || !enabled).to_string()} onclick={undo}>
                        { "⌫" }
                    </button>
                    <button type="button" class="pad-key pad-enter primary" data-key="enter"
                        aria-disabled={(entered.is_none() || !enabled).to_string()} onclick={enter}>
                        { t(lang, Msg::PadEnter) }
                    </button>
                </div>
            </div>
            <p class="hint">
                { t(lang, if narrow { Msg::PadHelpCasual } else { Msg::PadHelpStrict }) }
            </p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::Settings;
    use crate::state::AppState;
    use rochade_arbiter::GameSetup;
    use std::rc::Rc;
    use yew::Reducible;

    /// Castling, disambiguation (Appendix E.9), en passant (Art. 3.7.d)
    /// and a promotion with capture (Art. 3.7.e).
    const GAME: &[&str] = &[
        "e4", "Nf6", "e5", "d5", "exd6", "Nc6", "dxc7", "e5", "cxd8=Q+", "Kxd8", "Nf3", "Bd6",
        "Bc4", "Re8", "O-O", "Nd4", "Nc3", "Ng4", "Nxd4", "exd4", "Ne4", "Bc7", "d3", "Nf6",
        "Nxf6", "gxf6", "Re1", "Rxe1+", "Qxe1", "Bd7", "Bd2", "Kc8", "Qe7", "Bc6", "Rae1",
    ];

    fn game(mode: Mode, lang: Lang) -> Rc<AppState> {
        let tc = "5400+30"
            .parse::<rochade_arbiter::rochade_clock::TimeControl>()
            .unwrap_or_else(|e| panic!("{e:?}"));
        let setup = GameSetup::new("A", "B")
            .with_mode(mode)
            .with_time_control(tc);
        let game = crate::test_support::play(setup, &[]);
        let settings = Settings {
            over_the_board: true,
            ..Settings::default()
        };
        Rc::new(AppState::new(game, settings, lang))
    }

    #[test]
    fn what_the_pad_enters_plays_the_move_in_every_language_and_mode() {
        for lang in Lang::ALL {
            for mode in [Mode::Casual, Mode::Strict] {
                let narrow = mode != Mode::Strict;
                let mut s = game(mode, lang);
                let mut taps = 0;
                for (i, san) in GAME.iter().enumerate() {
                    let position = s.game.position().clone();
                    let m = rochade_laws::parse_move(&position, san)
                        .unwrap_or_else(|e| panic!("{san}: {e}"));
                    let pad = Pad::new(&position);
                    let spelling = pad.spelling(&m).expect("legal").to_vec();
                    // Casual: only the keys that identify it; strict: all.
                    let pressed = if narrow {
                        let n = pad.taps(&m).expect("legal") - 1;
                        spelling[..n].to_vec()
                    } else {
                        spelling.clone()
                    };
                    taps += pressed.len() + 1;
                    let identified = narrow.then(|| pad.identified(&pressed)).flatten();
                    let text = entered_text(&position, identified, &pressed, narrow)
                        .expect("something to enter");
                    s = s.reduce(Action::Typed(text.clone(), 1_000 * (i as u64 + 1)));
                    assert_eq!(
                        s.game.record().last().map(|r| r.mv),
                        Some(m),
                        "{lang:?} {mode:?} {san} as {text}"
                    );
                }
                assert_eq!(s.game.record().len(), GAME.len());
                if narrow {
                    assert!(taps <= GAME.len() * 4, "{taps} taps");
                }
            }
        }
    }

    #[test]
    fn a_strict_game_s_illegal_pad_move_is_an_illegal_move() {
        // 2023 Art. 7.5.1: entered over the board it was completed.
        let s = game(Mode::Strict, Lang::En);
        let keys: Vec<PadKey> = ["N", "f", "6"]
            .iter()
            .filter_map(|k| PadKey::parse(k))
            .collect();
        let text = entered_text(s.game.position(), None, &keys, false).expect("keys");
        assert_eq!(text, "Nf6");
        let s = s.reduce(Action::Typed(text, 1_000));
        assert!(s.game.record().is_empty());
        assert!(
            matches!(s.notice, Some(crate::notice::Notice::IllegalEntered { .. })),
            "{:?}",
            s.notice
        );
    }

    #[test]
    fn every_key_has_a_label_and_a_name_in_every_language() {
        for lang in Lang::ALL {
            for key in PadKey::all() {
                assert!(!label(key, letters(lang)).is_empty());
                assert!(!name(key, lang).is_empty());
            }
        }
        assert_eq!(label(PadKey::Piece(Role::Knight), letters(Lang::De)), "S");
        assert_eq!(label(PadKey::Promote(Role::Queen), letters(Lang::Pt)), "=D");
    }
}

//! The parts of the new-game form that need no state of their own: how
//! its fields are read, and the fields of the competition's facts.

use rochade_arbiter::{DrawAgreement, Edition, GameSetup};
use rochade_engine::Strength;
use rochade_laws::{CastlingMode, StartPosition};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::words::errors::fen_error_text;
use crate::words::i18n::{Lang, Msg, t, tr};

/// The level offered first: it beats a beginner, and loses to a club player.
pub(super) const FIRST_LEVEL: u8 = 3;

/// The words for a level, from the strength measured against Stockfish
/// (`crates/engine/README.md`).
pub(super) fn level_about(level: u8) -> Msg<'static> {
    match level {
        1 => Msg::Level1,
        2 => Msg::Level2,
        3 => Msg::Level3,
        4 => Msg::Level4,
        5 => Msg::Level5,
        6 => Msg::Level6,
        7 => Msg::Level7,
        _ => Msg::Level8,
    }
}

/// A level's line in the chooser: its number, its words and, where
/// measured, its strength on Stockfish's scale (never called a rating).
pub(super) fn level_option(lang: Lang, level: u8) -> String {
    let n = level.to_string();
    let about = t(lang, level_about(level));
    let strength = rochade_engine::Level::new(level).and_then(|l| l.strength());
    let Some(strength) = strength else {
        return tr(lang, Msg::LevelOption { level: &n, about });
    };
    let Strength::About(elo) = strength;
    let strength = tr(
        lang,
        Msg::StrengthAbout {
            elo: &elo.to_string(),
        },
    );
    tr(
        lang,
        Msg::LevelOptionRated {
            level: &n,
            about,
            strength: &strength,
        },
    )
}

pub(super) const UNTIMED: &str = "untimed";
pub(super) const CUSTOM: &str = "custom";

pub(super) fn input_value(r: &NodeRef) -> String {
    r.cast::<HtmlInputElement>()
        .map(|i| i.value())
        .unwrap_or_default()
}

pub(super) fn select_value(r: &NodeRef) -> String {
    r.cast::<HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}

/// The edition of the form's value; the Laws in force (2023) unless an
/// older edition is chosen.
pub(super) fn edition_of(value: &str) -> Edition {
    match value {
        "1997" => Edition::Fide1997,
        "2001" => Edition::Fide2001,
        _ => Edition::Fide2023,
    }
}

/// The competition's facts for the PGN seven-tag roster and the printed
/// scoresheet: event, site, round and board, behind `refs` in that order.
pub(super) fn competition_fields(lang: Lang, refs: &[NodeRef; 4]) -> Html {
    let [event, site, round, board_no] = refs.clone();
    html! {
        <>
            <label>{ t(lang, Msg::EventLabel) }
                <input ref={event} type="text" name="event" autocomplete="off" />
            </label>
            <label>{ t(lang, Msg::SiteLabel) }
                <input ref={site} type="text" name="site" autocomplete="off" />
            </label>
            <label>{ t(lang, Msg::RoundLabel) }
                <input ref={round} type="text" name="round" autocomplete="off" />
            </label>
            <label>{ t(lang, Msg::BoardNumberLabel) }
                <input ref={board_no} type="text" name="board" inputmode="numeric" autocomplete="off" />
            </label>
        </>
    }
}

/// The competition's facts written in the form (event, site, round,
/// board, in that order), into `setup`; the board number is a further tag.
pub(super) fn competition_facts(setup: &mut GameSetup, refs: [&NodeRef; 4]) {
    let text = |r: &NodeRef| input_value(r).trim().to_string();
    let [ev, site, round, board_no] = refs.map(text);
    if !ev.is_empty() {
        setup.event = ev;
    }
    if !site.is_empty() {
        setup.site = site;
    }
    if !round.is_empty() {
        setup.round = round;
    }
    if !board_no.is_empty() {
        setup.tags.push(("Board".into(), board_no));
    }
}

/// `setup` from the start position the form gives: a Chess960 number
/// (2023 Guidelines II) and a FEN, which wins over the number; the error
/// names the field and what is wrong.
pub(super) fn start_position(
    lang: Lang,
    mut setup: GameSetup,
    chess960: bool,
    start_number: &NodeRef,
    fen: &NodeRef,
) -> Result<GameSetup, String> {
    let fen_text = input_value(fen).trim().to_string();
    if chess960 {
        // An empty number is a random start position.
        let number_text = input_value(start_number).trim().to_string();
        let start = if number_text.is_empty() {
            StartPosition::new((js_sys::Math::random() * 960.0) as u32).ok()
        } else {
            number_text
                .parse()
                .ok()
                .and_then(|n| StartPosition::new(n).ok())
        };
        let Some(start) = start else {
            return Err(tr(lang, Msg::StartNumberBad { text: &number_text }));
        };
        setup = setup.with_chess960(start);
    }
    if !fen_text.is_empty() {
        let mode = if chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        // Checked here so the error names the field and position.
        if let Err(e) = rochade_laws::Position::from_fen_in(&fen_text, mode) {
            return Err(fen_error_text(lang, &e));
        }
        setup = setup.with_fen(fen_text);
    }
    Ok(setup)
}

/// The event's rules the form sets: its default time (2023 Art. 6.7.1;
/// empty is the edition's, zero in 2023 and one hour in 2001 and 1997) and,
/// in 2023 games, its rule on draw agreements (Art. 9.1.1). The fields are
/// the default time, the move before which no draw, and "no draw at all".
pub(super) fn event_rule_fields(lang: Lang, edition: Edition, refs: &[NodeRef; 3]) -> Html {
    let [default_minutes, draw_from, draw_never] = refs.clone();
    let (time_label, time_empty) = crate::words::arbiter::default_time_field(lang, edition);
    let (from_label, from_empty, never_label) = crate::words::arbiter::draw_rule_fields(lang);
    html! {
        <>
            if edition == Edition::Fide2023 {
                <label>{ from_label }
                    <input ref={draw_from} type="text" name="draw-from-move" inputmode="numeric"
                        autocomplete="off" aria-describedby="draw-from-empty" />
                    <span id="draw-from-empty" class="hint">{ from_empty }</span>
                </label>
                <label class="check">
                    <input ref={draw_never} type="checkbox" name="draw-never" />
                    { never_label }
                </label>
            }
            <label>{ time_label }
                <input ref={default_minutes} type="text" name="default-time" inputmode="numeric"
                    autocomplete="off" aria-describedby="default-time-empty" />
                <span id="default-time-empty" class="hint">{ time_empty }</span>
            </label>
        </>
    }
}

/// Reads the fields of [`event_rule_fields`] into `setup`.
///
/// # Errors
///
/// The words for a field that is not a whole number.
pub(super) fn event_rules(
    lang: Lang,
    setup: &mut GameSetup,
    refs: [&NodeRef; 3],
) -> Result<(), String> {
    let [default_minutes, draw_from, draw_never] = refs;
    let text = |r: &NodeRef| input_value(r).trim().to_string();
    let never = draw_never
        .cast::<HtmlInputElement>()
        .is_some_and(|c| c.checked());
    let from = text(draw_from);
    if never {
        setup.draw_agreement = DrawAgreement::Never;
    } else if !from.is_empty() {
        let moves = from
            .parse::<u32>()
            .map_err(|_| tr(lang, Msg::ErrDrawRuleInvalid { text: &from }))?;
        setup.draw_agreement = DrawAgreement::NotBefore { moves };
    }
    let minutes = text(default_minutes);
    if !minutes.is_empty() {
        let m = minutes
            .parse::<u64>()
            .map_err(|_| tr(lang, Msg::ErrDefaultTimeInvalid { text: &minutes }))?;
        setup.default_time_ms = Some(m.saturating_mul(60_000));
    }
    Ok(())
}

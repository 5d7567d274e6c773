//! The new-game form's fields and what a submitted form starts: the time
//! control first (kept as the last one chosen even when another field is
//! wrong), then the game's setup and the side at the bottom.

use rochade_arbiter::{
    ArbiterLock, Computer, Edition, GameSetup, Mode, PinError, guidelines_iii_applicable,
};
use rochade_clock::{TimeControl, presets};
use rochade_laws::Color;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::fields::{self, CUSTOM, FIRST_LEVEL, UNTIMED, input_value, select_value};
use super::rules::RulesRefs;
use crate::choice::GameVariant;
use crate::components::choice_select::chosen;
use crate::settings::{LastControl, Venue};
use crate::time_control_draft::CustomControl;
use crate::words::errors::draft_error_text;
use crate::words::i18n::{Lang, Msg, t, tr};
use crate::words::names::stored_name;

/// The form's fields, read when it is submitted.
#[derive(Default, PartialEq)]
pub(super) struct Fields {
    pub white: NodeRef,
    pub black: NodeRef,
    pub control: NodeRef,
    pub venue: NodeRef,
    pub bottom: NodeRef,
    pub opponent: NodeRef,
    pub level: NodeRef,
    pub colour: NodeRef,
    /// The folded "Tournament and rules" fields.
    pub rules: RulesRefs,
    /// The tournament file's further facts ([`super::tournament_file`]).
    pub white_fide_id: NodeRef,
    pub black_fide_id: NodeRef,
    pub white_elo: NodeRef,
    pub black_elo: NodeRef,
    pub date: NodeRef,
}

/// The game a submitted form starts.
pub(super) struct Start {
    /// The game's setup.
    pub setup: GameSetup,
    /// The side at the bottom of the board.
    pub bottom: Color,
    /// The rules edition chosen.
    pub edition: Edition,
    /// Where the game is played, when chosen.
    pub venue: Option<Venue>,
}

impl Fields {
    /// The arbiter's lock of a strict game, when a PIN is given: only its
    /// salted digest is kept.
    ///
    /// # Errors
    ///
    /// The words for a PIN that cannot lock the game: not strict, against
    /// the computer, too short or long, not digits.
    fn arbiter_lock(
        &self,
        lang: Lang,
        setup: &GameSetup,
        against_computer: bool,
    ) -> Result<Option<ArbiterLock>, String> {
        let pin = input_value(&self.rules.arbiter_pin);
        if pin.trim().is_empty() {
            return Ok(None);
        }
        if setup.mode != Mode::Strict {
            return Err(t(lang, Msg::PinNeedsStrict).to_string());
        }
        if against_computer {
            return Err(t(lang, Msg::PinNoComputer).to_string());
        }
        // The salt need not be secret, only differ from game to game.
        let salt: [u8; 16] = core::array::from_fn(|_| (js_sys::Math::random() * 256.0) as u8);
        let allow_board = self
            .rules
            .allow_board
            .cast::<HtmlInputElement>()
            .is_some_and(|c| c.checked());
        let away_limit = select_value(&self.rules.away_limit).parse().ok();
        ArbiterLock::new(&pin, salt, allow_board)
            .map(|lock| Some(lock.with_away_limit(away_limit)))
            .map_err(|e| {
                t(
                    lang,
                    match e {
                        PinError::TooShort => Msg::PinTooShort,
                        PinError::TooLong => Msg::PinTooLong,
                        PinError::NotDigits => Msg::PinNotDigits,
                    },
                )
                .to_string()
            })
    }

    /// The device's name as the arbiter gave it, on one line as a PGN
    /// tag's value is.
    pub fn device_name(&self) -> String {
        input_value(&self.rules.device_name)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The time control chosen: a preset, no clock, or the `custom`
    /// control.
    ///
    /// # Errors
    ///
    /// The words for a custom control that is not valid.
    pub fn control(&self, lang: Lang, custom: &CustomControl) -> Result<LastControl, String> {
        let choice = select_value(&self.control);
        let control = match choice.as_str() {
            UNTIMED => Ok(TimeControl::Untimed),
            CUSTOM => custom
                .control()
                .map_err(|e| draft_error_text(lang, custom, &e)),
            id => presets()
                .into_iter()
                .find(|p| p.id == id)
                .map(|p| p.control)
                .ok_or_else(|| tr(lang, Msg::InvalidTimeControl { why: id })),
        }?;
        Ok(LastControl { choice, control })
    }

    /// The game the form starts with the time control `tc`, against the
    /// computer when `against_computer`.
    ///
    /// # Errors
    ///
    /// The words for the field that is wrong.
    pub fn start(
        &self,
        lang: Lang,
        tc: TimeControl,
        against_computer: bool,
    ) -> Result<Start, String> {
        // An unnamed player is stored as no name (the PGN's `?`) and
        // worded in the language shown wherever the name is read.
        let r = &self.rules;
        let name = |n: &NodeRef, color| stored_name(&input_value(n), color);
        let edition = chosen::<Edition>(&r.edition).unwrap_or_default();
        let mut setup = GameSetup::new(
            name(&self.white, Color::White),
            name(&self.black, Color::Black),
        )
        .with_time_control(tc)
        .with_edition(edition)
        .with_mode(chosen::<Mode>(&r.mode).unwrap_or_default());
        setup.date = crate::archive::today_pgn();
        // The competition's facts for the PGN seven-tag roster and the
        // printed scoresheet; the board number is a further tag.
        fields::competition_facts(&mut setup, [&r.event, &r.site, &r.round, &r.board_no]);
        // The players' FIDE numbers and ratings, and the day, as a
        // tournament file filled them in (or typed).
        for (r, tag) in [
            (&self.white_fide_id, "WhiteFideId"),
            (&self.black_fide_id, "BlackFideId"),
            (&self.white_elo, "WhiteElo"),
            (&self.black_elo, "BlackElo"),
        ] {
            let value = input_value(r).trim().to_string();
            if !value.is_empty() {
                setup.tags.retain(|(n, _)| n != tag);
                setup.tags.push((tag.into(), value));
            }
        }
        let date = input_value(&self.date).trim().to_string();
        if !date.is_empty() {
            setup.date = date;
        }
        fields::event_rules(
            lang,
            &mut setup,
            [&r.default_minutes, &r.draw_from, &r.draw_never],
        )?;
        // 2023 Guidelines III.2.1: announced by the event; only where
        // III.2.2 allows them (the checkbox is disabled otherwise).
        setup.guidelines_iii = self
            .rules
            .guidelines
            .cast::<HtmlInputElement>()
            .is_some_and(|c| c.checked() && !c.disabled())
            && guidelines_iii_applicable(&setup).is_ok();
        let chess960 = chosen::<GameVariant>(&r.variant) == Some(GameVariant::Chess960);
        let mut setup = fields::start_position(lang, setup, chess960, &r.start_number, &r.fen)?;
        let mut bottom = chosen::<Color>(&self.bottom).unwrap_or(Color::White);
        if against_computer {
            bottom = match chosen::<Option<Color>>(&self.colour).flatten() {
                Some(c) => c,
                None if js_sys::Math::random() < 0.5 => Color::Black,
                None => Color::White,
            };
            let level = select_value(&self.level).parse().unwrap_or(FIRST_LEVEL);
            let computer = Computer {
                side: !bottom,
                level,
            };
            match computer.side {
                Color::White => setup.white = computer.name(),
                Color::Black => setup.black = computer.name(),
            }
            setup.computer = Some(computer);
        }
        setup.arbiter_lock = self.arbiter_lock(lang, &setup, against_computer)?;
        setup.device = self.device_name();
        Ok(Start {
            setup,
            bottom,
            edition,
            venue: chosen::<Venue>(&self.venue),
        })
    }
}

//! The clock's facts in words: time controls (Art. 6.2), presets and
//! penalties (2001 Art. 13.4, 2023 Art. 12.9).

use rochade_arbiter::Penalty;
use rochade_clock::{
    ControlWords, DisplayOptions, PerMove, Preset, TimeControl, describe_duration, format_time,
};

use super::i18n::{Lang, Msg, t, tr};

/// A penalty of Art. 13.4 in words ("2:00 added to the opponent (Art. 13.4 b)").
pub fn penalty_text(lang: Lang, p: &Penalty) -> String {
    let time = |ms: &u64| format_time(*ms, &DisplayOptions::new().with_tenths_below(0));
    match p {
        Penalty::Warning => t(lang, Msg::PenWarning).into(),
        Penalty::IncreaseOpponentTime(ms) => tr(lang, Msg::PenAddOpponent { time: &time(ms) }),
        Penalty::ReduceTime(ms) => tr(lang, Msg::PenReduce { time: &time(ms) }),
        Penalty::LoseGame => t(lang, Msg::PenLoseGame).into(),
    }
}

/// A penalty in words citing `edition`'s numbering: the texts carry the
/// 2001 letters (Art. 13.4 a–d), which a 2023 game replaces by its own
/// (Art. 12.9.1–12.9.3, 12.9.6).
pub fn penalty_text_in(lang: Lang, p: &Penalty, edition: rochade_arbiter::Edition) -> String {
    let text = penalty_text(lang, p);
    if edition != rochade_arbiter::Edition::Fide2023 {
        return text;
    }
    match text.rfind(" (") {
        Some(i) if text.ends_with(')') => format!("{} ({})", &text[..i], p.article(edition)),
        _ => text,
    }
}

/// A preset's name ("Blitz 3+2", "Schnellschach 15+10").
pub fn preset_name(lang: Lang, p: &Preset) -> String {
    if let Some(rest) = p.id.strip_prefix("rapid-") {
        return tr(lang, Msg::PresetRapid { control: rest });
    }
    if let Some(rest) = p.id.strip_prefix("blitz-") {
        return tr(lang, Msg::PresetBlitz { control: rest });
    }
    match p.id {
        "fide-classical" => t(lang, Msg::PresetFideClassical).into(),
        "classical-1997" => t(lang, Msg::PresetClassical1997).into(),
        // A preset added to the clock crate later: its own (English) name.
        _ => p.name.into(),
    }
}

/// A preset as the form lists it: "Blitz 3+2 — 3 min, +2 s per move".
pub fn preset_label(lang: Lang, p: &Preset) -> String {
    format!(
        "{} — {}",
        preset_name(lang, p),
        control_text(lang, &p.control)
    )
}

/// A per-move rule in words ("+30 s per move from move 1").
fn per_move_text(lang: Lang, pm: PerMove) -> Option<String> {
    match pm {
        PerMove::None => None,
        PerMove::Increment {
            ms,
            before_first_move,
        } => {
            let time = describe_duration(ms);
            let time = time.as_str();
            Some(tr(
                lang,
                if before_first_move {
                    Msg::TcIncrementFromOne { time }
                } else {
                    Msg::TcIncrement { time }
                },
            ))
        }
        PerMove::Delay { ms } => Some(tr(
            lang,
            Msg::TcDelay {
                time: &describe_duration(ms),
            },
        )),
        PerMove::Bronstein { ms } => Some(tr(
            lang,
            Msg::TcBronstein {
                time: &describe_duration(ms),
            },
        )),
    }
}

/// A time control in words, as the clock crate's `TimeControl::describe`
/// writes it in English ("90 min / 40 moves + 30 min, +30 s per move from
/// move 1"; Art. 6.2).
pub fn control_text(lang: Lang, tc: &TimeControl) -> String {
    tc.describe_in(&ControlText(lang))
}

/// The interface's words for the clock crate's sentence.
struct ControlText(Lang);

impl ControlWords for ControlText {
    fn unknown(&self) -> String {
        t(self.0, Msg::TcUnknown).into()
    }

    fn untimed(&self) -> String {
        t(self.0, Msg::TcUntimed).into()
    }

    fn hourglass(&self, base_ms: u64) -> String {
        tr(
            self.0,
            Msg::TcHourglass {
                time: &describe_duration(base_ms),
            },
        )
    }

    fn period(&self, base_ms: u64, moves: Option<u32>) -> String {
        let base = describe_duration(base_ms);
        match moves {
            Some(m) => tr(
                self.0,
                Msg::TcForMoves {
                    time: &base,
                    n: u64::from(m),
                },
            ),
            None => base,
        }
    }

    fn per_move(&self, per_move: PerMove) -> String {
        per_move_text(self.0, per_move).unwrap_or_default()
    }

    fn repeating(&self) -> String {
        t(self.0, Msg::TcRepeating).into()
    }

    fn no_periods(&self) -> String {
        String::new()
    }
}

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

/// The time-control editor's help, citing the periods' article in
/// `edition` (2023 Art. 6.3.2, 2001 and 1997 Art. 6.2).
pub fn periods_help(lang: Lang, edition: rochade_arbiter::Edition) -> String {
    super::cite(
        t(lang, Msg::TceHelp).into(),
        Some(rochade_arbiter::periods_article(edition)),
    )
}

/// The clock mode's start hint, citing the start of White's clock in
/// `edition` (2023 Art. 6.6, 2001 and 1997 Art. 6.5).
pub fn clock_start_hint(lang: Lang, edition: rochade_arbiter::Edition) -> String {
    super::cite(
        t(lang, Msg::CmStartHint).into(),
        rochade_arbiter::clock_error_article(&rochade_clock::ClockError::NotStarted, edition),
    )
}

/// Which flag fell first, with the flag-fall article (Art. 6.9 in every
/// edition, cited through the edition's table all the same).
pub fn clock_first_flag(lang: Lang, edition: rochade_arbiter::Edition, side: &str) -> String {
    super::cite(
        tr(lang, Msg::CmFlagFirst { side }),
        rochade_arbiter::Reason::FlagFall.article(edition),
    )
}

/// The title of the arbiter's clock correction: 2023 Art. 6.10.2 and 7.1
/// (the table's words); 2001 and 1997 Art. 6.13, which says both.
pub fn clock_correction_title(lang: Lang, edition: rochade_arbiter::Edition) -> String {
    let text: String = t(lang, Msg::CmCorrection).into();
    if edition == rochade_arbiter::Edition::Fide2023 {
        return text;
    }
    let adjust = rochade_arbiter::Event::AdjustTime {
        side: rochade_laws::Color::White,
        change: rochade_arbiter::TimeChange::Set(0),
    };
    super::cite(text, adjust.article(edition))
}

#[cfg(test)]
mod periods_tests {
    use super::*;
    use rochade_arbiter::Edition;

    #[test]
    fn the_editor_help_cites_2023_art_6_3_2_and_2001_art_6_2_in_every_language() {
        for lang in [Lang::En, Lang::De, Lang::Pt] {
            let now = periods_help(lang, Edition::Fide2023);
            assert!(now.ends_with("(Art. 6.3.2)."), "{now}");
            assert!(!now.contains("6.2)"), "{now}");
            let old = periods_help(lang, Edition::Fide2001);
            assert!(old.ends_with("(Art. 6.2)."), "{old}");
        }
    }

    #[test]
    fn the_clock_mode_cites_2023_art_6_6_and_6_10_2_and_2001_art_6_5_and_6_13() {
        for lang in [Lang::En, Lang::De, Lang::Pt] {
            let start = clock_start_hint(lang, Edition::Fide2023);
            assert!(start.ends_with("(Art. 6.6)."), "{start}");
            assert!(clock_start_hint(lang, Edition::Fide2001).ends_with("(Art. 6.5)."));
            let fix = clock_correction_title(lang, Edition::Fide2023);
            assert!(fix.ends_with("(Art. 6.10.2, 7.1)"), "{fix}");
            let old = clock_correction_title(lang, Edition::Fide1997);
            assert!(old.ends_with("(Art. 6.13)"), "{old}");
            let flag = clock_first_flag(lang, Edition::Fide2023, "X");
            assert!(flag.ends_with("(Art. 6.9)"), "{flag}");
        }
    }
}

//! The custom time control of the new-game form, kept as two views of one
//! control: a list of periods edited field by field (for an arbiter who
//! does not know PGN) and the PGN `TimeControl` text. Editing one view
//! updates the other.
//!
//! The model is the clock crate's exactly (Art. 6.1–6.2): a control is a
//! list of [`Period`]s; each has a move count (none: the rest of the game,
//! only for the last period; a counted last period repeats), a base time and
//! its own per-move rule ([`PerMove`]: nothing, Fischer increment, delay or
//! Bronstein delay). Whether an increment is also added before move 1 is not
//! part of PGN; the form keeps it once for the whole control, as
//! [`TimeControl::with_increment_before_first_move`] sets it.
//!
//! Everything here is plain data, tested natively; the component
//! (`components::time_control_editor`) only shows it.

use rochade_clock::{ControlError, ParseTimeControlError, PerMove, Period, TimeControl};

/// What a player receives for each move of a period.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PerMoveKind {
    /// Nothing.
    #[default]
    None,
    /// Fischer increment after each move.
    Increment,
    /// Delay (US): a fixed extra time before the main time counts down.
    Delay,
    /// Bronstein delay: the time used, up to the amount, is given back.
    Bronstein,
}

impl PerMoveKind {
    /// Every kind, in the order the form lists them.
    pub const ALL: [PerMoveKind; 4] = [
        PerMoveKind::None,
        PerMoveKind::Increment,
        PerMoveKind::Delay,
        PerMoveKind::Bronstein,
    ];

    /// A stable identifier (the `<option>` value).
    pub fn id(self) -> &'static str {
        match self {
            PerMoveKind::None => "none",
            PerMoveKind::Increment => "increment",
            PerMoveKind::Delay => "delay",
            PerMoveKind::Bronstein => "bronstein",
        }
    }

    /// The kind with identifier `id`.
    pub fn from_id(id: &str) -> Option<PerMoveKind> {
        PerMoveKind::ALL.into_iter().find(|k| k.id() == id)
    }

    fn of(pm: PerMove) -> PerMoveKind {
        match pm {
            PerMove::None => PerMoveKind::None,
            PerMove::Increment { .. } => PerMoveKind::Increment,
            PerMove::Delay { .. } => PerMoveKind::Delay,
            PerMove::Bronstein { .. } => PerMoveKind::Bronstein,
        }
    }
}

/// A field of a period row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// Number of moves (empty or 0: the rest of the game).
    Moves,
    /// Whole minutes of the base time.
    Minutes,
    /// Seconds of the base time (up to three decimals).
    Seconds,
    /// Seconds per move (up to three decimals).
    PerMove,
}

/// One period as typed: the fields are kept as the player wrote them.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PeriodDraft {
    /// Number of moves; empty or `0` for the rest of the game.
    pub moves: String,
    /// Minutes of thinking time.
    pub minutes: String,
    /// Further seconds of thinking time.
    pub seconds: String,
    /// The per-move rule.
    pub kind: PerMoveKind,
    /// Seconds per move (ignored when `kind` is `None`; empty: none).
    pub per_move: String,
}

/// Why the typed control cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DraftError {
    /// A field of the editor is not a number of 0 or more.
    NotANumber {
        /// Index of the period.
        period: usize,
        /// The field.
        field: Field,
        /// What was typed.
        text: String,
    },
    /// A field of the editor holds a number too large for the clock.
    TooLarge {
        /// Index of the period.
        period: usize,
        /// The field.
        field: Field,
        /// What was typed.
        text: String,
    },
    /// The periods make no playable control (the clock crate's reason).
    Control(ControlError),
    /// The text view cannot be read (the clock crate's reason).
    Text(ParseTimeControlError),
}

impl DraftError {
    /// The field of the editor the error is about, if any: (period, field).
    pub fn field(&self) -> Option<(usize, Field)> {
        match self {
            DraftError::NotANumber { period, field, .. }
            | DraftError::TooLarge { period, field, .. } => Some((*period, *field)),
            DraftError::Control(e) => control_error_field(e),
            DraftError::Text(ParseTimeControlError::Invalid(e)) => control_error_field(e),
            DraftError::Text(_) => None,
        }
    }
}

fn control_error_field(e: &ControlError) -> Option<(usize, Field)> {
    match e {
        ControlError::ZeroMoves { period } | ControlError::SuddenDeathNotLast { period } => {
            Some((*period, Field::Moves))
        }
        ControlError::ZeroTime { period } => Some((*period, Field::Minutes)),
        ControlError::ZeroInitialTime => Some((0, Field::Minutes)),
        _ => None,
    }
}

/// Which view the player edited last: it is the one that counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Source {
    /// The list of periods.
    #[default]
    Editor,
    /// The PGN `TimeControl` text.
    Text,
}

/// One change made by the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// A field of period `.0` now reads `.2`.
    Field(usize, Field, String),
    /// Period `.0` gets another per-move rule.
    Kind(usize, PerMoveKind),
    /// A period is added at the end.
    AddPeriod,
    /// Period `.0` is removed (the last remaining one is kept).
    RemovePeriod(usize),
    /// The increment is (or is not) also added before move 1.
    FromMoveOne(bool),
    /// The PGN text now reads this.
    Text(String),
    /// Start again from this control (a preset); controls without periods
    /// are ignored.
    Load(TimeControl),
}

/// The custom control: the periods, the text, and which one counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CustomControl {
    /// The periods as typed (at least one).
    pub periods: Vec<PeriodDraft>,
    /// Whether increments are also added before move 1.
    pub from_move_one: bool,
    /// The PGN `TimeControl` text.
    pub text: String,
    /// The view edited last.
    pub source: Source,
}

impl Default for CustomControl {
    fn default() -> Self {
        CustomControl {
            periods: vec![PeriodDraft::default()],
            from_move_one: false,
            text: String::new(),
            source: Source::Editor,
        }
    }
}

/// Milliseconds as seconds with at most three decimals, no trailing zeros.
fn seconds_text(ms: u64) -> String {
    let whole = ms / 1000;
    let frac = ms % 1000;
    if frac == 0 {
        whole.to_string()
    } else {
        let digits = format!("{frac:03}");
        format!("{whole}.{}", digits.trim_end_matches('0'))
    }
}

enum Problem {
    NotANumber,
    TooLarge,
}

/// A whole number; `None` when empty.
fn parse_whole(s: &str) -> Result<Option<u64>, Problem> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(None);
    }
    if !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Problem::NotANumber);
    }
    s.parse().map(Some).map_err(|_| Problem::TooLarge)
}

/// Seconds with up to three decimals (`.` or `,`) as milliseconds; `None`
/// when empty.
fn parse_seconds(s: &str) -> Result<Option<u64>, Problem> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(None);
    }
    let (whole, frac) = match s.split_once(['.', ',']) {
        Some((w, f)) => (w, f),
        None => (s, ""),
    };
    let digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    if (whole.is_empty() && frac.is_empty()) || !digits(whole) || !digits(frac) || frac.len() > 3 {
        return Err(Problem::NotANumber);
    }
    let whole: u64 = if whole.is_empty() {
        0
    } else {
        whole.parse().map_err(|_| Problem::TooLarge)?
    };
    let frac: u64 = format!("{frac:0<3}")
        .parse()
        .map_err(|_| Problem::NotANumber)?;
    whole
        .checked_mul(1000)
        .and_then(|ms| ms.checked_add(frac))
        .map(Some)
        .ok_or(Problem::TooLarge)
}

impl PeriodDraft {
    /// The fields that show `p`.
    pub fn from_period(p: &Period) -> PeriodDraft {
        let rest = p.base_ms % 60_000;
        PeriodDraft {
            moves: p.moves.map(|m| m.to_string()).unwrap_or_default(),
            minutes: (p.base_ms / 60_000).to_string(),
            seconds: if rest == 0 {
                String::new()
            } else {
                seconds_text(rest)
            },
            kind: PerMoveKind::of(p.per_move),
            per_move: match p.per_move {
                PerMove::None => String::new(),
                other => seconds_text(other.ms()),
            },
        }
    }

    /// The period the fields describe (not validated), as period `index`.
    ///
    /// # Errors
    ///
    /// A field that is not a number of 0 or more, or is too large.
    pub fn to_period(&self, index: usize) -> Result<Period, DraftError> {
        let fail = |field: Field, text: &str, p: Problem| match p {
            Problem::NotANumber => DraftError::NotANumber {
                period: index,
                field,
                text: text.trim().to_string(),
            },
            Problem::TooLarge => DraftError::TooLarge {
                period: index,
                field,
                text: text.trim().to_string(),
            },
        };
        let moves = match parse_whole(&self.moves)
            .map_err(|p| fail(Field::Moves, &self.moves, p))?
        {
            None | Some(0) => None,
            Some(m) => Some(
                u32::try_from(m).map_err(|_| fail(Field::Moves, &self.moves, Problem::TooLarge))?,
            ),
        };
        let minutes = parse_whole(&self.minutes)
            .map_err(|p| fail(Field::Minutes, &self.minutes, p))?
            .unwrap_or(0);
        let minutes_ms = minutes
            .checked_mul(60_000)
            .ok_or_else(|| fail(Field::Minutes, &self.minutes, Problem::TooLarge))?;
        let seconds_ms = parse_seconds(&self.seconds)
            .map_err(|p| fail(Field::Seconds, &self.seconds, p))?
            .unwrap_or(0);
        let base_ms = minutes_ms
            .checked_add(seconds_ms)
            .ok_or_else(|| fail(Field::Seconds, &self.seconds, Problem::TooLarge))?;
        let per_move = match self.kind {
            PerMoveKind::None => PerMove::None,
            kind => match parse_seconds(&self.per_move)
                .map_err(|p| fail(Field::PerMove, &self.per_move, p))?
            {
                None => PerMove::None,
                Some(ms) => match kind {
                    PerMoveKind::Increment => PerMove::increment(ms),
                    PerMoveKind::Delay => PerMove::Delay { ms },
                    _ => PerMove::Bronstein { ms },
                },
            },
        };
        Ok(Period::new(base_ms, moves, per_move))
    }
}

impl CustomControl {
    /// The views of `tc`, or `None` for a control without periods
    /// (hourglass, untimed, unknown).
    pub fn from_control(tc: &TimeControl) -> Option<CustomControl> {
        let TimeControl::Periods(periods) = tc else {
            return None;
        };
        if periods.is_empty() {
            return None;
        }
        Some(CustomControl {
            periods: periods.iter().map(PeriodDraft::from_period).collect(),
            from_move_one: periods.iter().any(|p| {
                matches!(
                    p.per_move,
                    PerMove::Increment {
                        before_first_move: true,
                        ..
                    }
                )
            }),
            text: tc.to_string(),
            source: Source::Editor,
        })
    }

    /// The periods of the editor, not validated.
    ///
    /// # Errors
    ///
    /// The first field that cannot be read.
    pub fn editor_periods(&self) -> Result<Vec<Period>, DraftError> {
        self.periods
            .iter()
            .enumerate()
            .map(|(i, p)| p.to_period(i))
            .collect()
    }

    /// The control to play, read from the view edited last, with the
    /// increment before move 1 if asked for.
    ///
    /// # Errors
    ///
    /// A field that cannot be read, text that cannot be read, or a control
    /// that cannot be played (the clock crate's reasons).
    pub fn control(&self) -> Result<TimeControl, DraftError> {
        let tc = match self.source {
            Source::Editor => TimeControl::Periods(self.editor_periods()?),
            Source::Text => self
                .text
                .trim()
                .parse::<TimeControl>()
                .map_err(DraftError::Text)?,
        };
        // The flag first: it decides whether a zero base may start.
        let tc = tc.with_increment_before_first_move(self.from_move_one);
        tc.validate().map_err(DraftError::Control)?;
        Ok(tc)
    }

    /// Whether the text view shows a control the list of periods cannot
    /// show (an hourglass, no clock, unknown).
    pub fn text_without_periods(&self) -> bool {
        self.source == Source::Text
            && self
                .text
                .trim()
                .parse::<TimeControl>()
                .is_ok_and(|tc| !matches!(tc, TimeControl::Periods(_)))
    }

    /// Applies one edit and brings the other view in step.
    pub fn apply(&mut self, edit: Edit) {
        match edit {
            Edit::Field(i, field, value) => {
                if let Some(p) = self.periods.get_mut(i) {
                    match field {
                        Field::Moves => p.moves = value,
                        Field::Minutes => p.minutes = value,
                        Field::Seconds => p.seconds = value,
                        Field::PerMove => p.per_move = value,
                    }
                }
                self.edited_periods();
            }
            Edit::Kind(i, kind) => {
                if let Some(p) = self.periods.get_mut(i) {
                    p.kind = kind;
                }
                self.edited_periods();
            }
            Edit::AddPeriod => {
                let last = self.periods.last().cloned().unwrap_or_default();
                self.periods.push(PeriodDraft {
                    kind: last.kind,
                    per_move: last.per_move,
                    ..PeriodDraft::default()
                });
                self.edited_periods();
            }
            Edit::RemovePeriod(i) => {
                if self.periods.len() > 1 && i < self.periods.len() {
                    self.periods.remove(i);
                }
                self.edited_periods();
            }
            Edit::FromMoveOne(on) => self.from_move_one = on,
            Edit::Text(text) => {
                if let Ok(tc @ TimeControl::Periods(_)) = text.trim().parse::<TimeControl>() {
                    if let Some(views) = CustomControl::from_control(&tc) {
                        self.periods = views.periods;
                    }
                }
                // PGN text cannot say "from move 1": typed text means what
                // it says (`300+2` starts at 5:00); tick the box after
                // typing to add the increment before the first move.
                self.from_move_one = false;
                self.text = text;
                self.source = Source::Text;
            }
            Edit::Load(tc) => {
                if let Some(views) = CustomControl::from_control(&tc) {
                    *self = views;
                }
            }
        }
    }

    /// The periods changed: they count now, and the text follows them when
    /// every field can be read (an impossible control is still written, so
    /// that both views show the same mistake).
    fn edited_periods(&mut self) {
        self.source = Source::Editor;
        if let Ok(periods) = self.editor_periods() {
            self.text = TimeControl::Periods(periods).to_string();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rochade_clock::presets;

    fn typed(rows: &[(&str, &str, &str, PerMoveKind, &str)]) -> CustomControl {
        let mut c = CustomControl::default();
        for (i, (moves, minutes, seconds, kind, per_move)) in rows.iter().enumerate() {
            if i > 0 {
                c.apply(Edit::AddPeriod);
            }
            c.apply(Edit::Field(i, Field::Moves, (*moves).into()));
            c.apply(Edit::Field(i, Field::Minutes, (*minutes).into()));
            c.apply(Edit::Field(i, Field::Seconds, (*seconds).into()));
            c.apply(Edit::Kind(i, *kind));
            c.apply(Edit::Field(i, Field::PerMove, (*per_move).into()));
        }
        c
    }

    #[test]
    fn every_preset_survives_the_round_trip_through_the_editor() {
        for p in presets() {
            let c = CustomControl::from_control(&p.control).expect(p.id);
            assert_eq!(c.control(), Ok(p.control.clone()), "{}", p.id);
            assert_eq!(c.text, p.control.to_string(), "{}", p.id);
            // The presets add their increment before move 1, as FIDE's
            // electronic clocks do; the form keeps that as one choice.
            assert_eq!(
                c.from_move_one,
                p.control.periods()[0].initial_bonus_ms() > 0,
                "{}",
                p.id
            );
            assert_eq!(c.periods.len(), p.control.periods().len(), "{}", p.id);
            // Re-typing the text gives the same periods.
            let mut again = c.clone();
            again.apply(Edit::Text(p.control.to_string()));
            assert_eq!(again.periods, c.periods, "{}", p.id);
            // PGN text cannot say "from move 1": typing clears the box, and
            // ticking it again gives the preset back.
            assert!(!again.from_move_one, "{}", p.id);
            again.apply(Edit::FromMoveOne(c.from_move_one));
            assert_eq!(again.control(), Ok(p.control.clone()), "{}", p.id);
        }
    }

    #[test]
    fn multi_period_controls_survive_the_round_trip() {
        for tag in [
            "40/5400+30:1800+30",
            "40/7200:20/3600:1800",
            "40/7200:20/3600",
            "40/6000d30:20/3000d30:900d30",
            "300b5",
            "30/90.5+0.25:60+1",
            "1/60:1/60",
            "300+0",
        ] {
            let tc: TimeControl = tag.parse().unwrap();
            let c = CustomControl::from_control(&tc).expect(tag);
            assert_eq!(c.control(), Ok(tc.clone()), "{tag}");
            assert_eq!(c.text, tag);
            // And the same control typed into the editor field by field.
            let mut by_hand = CustomControl::default();
            for (i, p) in c.periods.iter().enumerate() {
                if i > 0 {
                    by_hand.apply(Edit::AddPeriod);
                }
                by_hand.apply(Edit::Field(i, Field::Moves, p.moves.clone()));
                by_hand.apply(Edit::Field(i, Field::Minutes, p.minutes.clone()));
                by_hand.apply(Edit::Field(i, Field::Seconds, p.seconds.clone()));
                by_hand.apply(Edit::Kind(i, p.kind));
                by_hand.apply(Edit::Field(i, Field::PerMove, p.per_move.clone()));
            }
            assert_eq!(by_hand.text, tag);
            assert_eq!(by_hand.control(), Ok(tc), "{tag}");
        }
    }

    #[test]
    fn the_fide_control_typed_row_by_row() {
        let c = typed(&[
            ("40", "90", "", PerMoveKind::Increment, "30"),
            ("", "30", "", PerMoveKind::Increment, "30"),
        ]);
        assert_eq!(c.text, "40/5400+30:1800+30");
        let tc = c.control().unwrap();
        assert_eq!(tc.to_string(), "40/5400+30:1800+30");
        assert_eq!(tc.initial_ms(), 5_400_000);
        assert_eq!(tc.periods()[0].initial_bonus_ms(), 0);
        // From move 1: both periods' increments, as the FIDE preset has it.
        let mut from_one = c.clone();
        from_one.apply(Edit::FromMoveOne(true));
        assert_eq!(from_one.control(), Ok(presets()[0].control.clone()));
        assert_eq!(from_one.text, "40/5400+30:1800+30");
    }

    #[test]
    fn fields_read_as_people_type_them() {
        // Minutes and seconds add up; a decimal comma is a decimal point;
        // empty or 0 moves is the rest of the game.
        let c = typed(&[("0", "1", "30,5", PerMoveKind::Delay, ",25")]);
        assert_eq!(c.control().unwrap().to_string(), "90.5d0.25");
        let c = typed(&[(" 40 ", "", "90", PerMoveKind::None, "5")]);
        assert_eq!(c.text, "40/90");
        // A kind without an amount is nothing per move.
        let c = typed(&[("", "5", "", PerMoveKind::Bronstein, "")]);
        assert_eq!(c.text, "300");
        // A period of seconds only is shown as 0 minutes and its seconds.
        let tc: TimeControl = "45".parse().unwrap();
        let c = CustomControl::from_control(&tc).unwrap();
        assert_eq!(
            (c.periods[0].minutes.as_str(), c.periods[0].seconds.as_str()),
            ("0", "45")
        );
    }

    #[test]
    fn errors_name_the_period_and_field() {
        let c = typed(&[
            ("40", "90", "", PerMoveKind::None, ""),
            ("", "3o", "", PerMoveKind::None, ""),
        ]);
        let e = c.control().unwrap_err();
        assert_eq!(
            e,
            DraftError::NotANumber {
                period: 1,
                field: Field::Minutes,
                text: "3o".into()
            }
        );
        assert_eq!(e.field(), Some((1, Field::Minutes)));
        // The text keeps the last control that could be written.
        assert_eq!(c.text, "40/5400:0");
        let c = typed(&[("", "1", "1.2345", PerMoveKind::None, "")]);
        assert!(matches!(
            c.control(),
            Err(DraftError::NotANumber {
                field: Field::Seconds,
                ..
            })
        ));
        let c = typed(&[("99999999999", "1", "", PerMoveKind::None, "")]);
        assert!(matches!(
            c.control(),
            Err(DraftError::TooLarge {
                field: Field::Moves,
                ..
            })
        ));
        let c = typed(&[("", "99999999999999999", "", PerMoveKind::None, "")]);
        assert!(matches!(
            c.control(),
            Err(DraftError::TooLarge {
                field: Field::Minutes,
                ..
            })
        ));
        let c = typed(&[("", "1", "", PerMoveKind::Increment, "-2")]);
        assert!(matches!(
            c.control(),
            Err(DraftError::NotANumber {
                field: Field::PerMove,
                ..
            })
        ));
    }

    #[test]
    fn impossible_controls_give_the_clock_crates_reasons() {
        // 0 minutes in period 1 with no increment before move 1.
        let c = typed(&[
            ("40", "0", "", PerMoveKind::Increment, "30"),
            ("", "30", "", PerMoveKind::Increment, "30"),
        ]);
        assert_eq!(
            c.control(),
            Err(DraftError::Control(ControlError::ZeroInitialTime))
        );
        assert_eq!(c.text, "40/0+30:1800+30");
        // With the increment before move 1 the clock does not start at zero.
        let mut from_one = c.clone();
        from_one.apply(Edit::FromMoveOne(true));
        assert!(from_one.control().is_ok());
        // A period that gives no time.
        let c = typed(&[
            ("40", "90", "", PerMoveKind::None, ""),
            ("", "0", "", PerMoveKind::None, ""),
        ]);
        let e = c.control().unwrap_err();
        assert_eq!(e, DraftError::Control(ControlError::ZeroTime { period: 1 }));
        assert_eq!(e.field(), Some((1, Field::Minutes)));
        // Only the last period may be the rest of the game.
        let mut c = typed(&[("", "90", "", PerMoveKind::None, "")]);
        c.apply(Edit::AddPeriod);
        c.apply(Edit::Field(1, Field::Minutes, "30".into()));
        let e = c.control().unwrap_err();
        assert_eq!(
            e,
            DraftError::Control(ControlError::SuddenDeathNotLast { period: 0 })
        );
        assert_eq!(e.field(), Some((0, Field::Moves)));
        // Removing the period behind it makes it playable again.
        c.apply(Edit::RemovePeriod(1));
        assert_eq!(c.control().unwrap().to_string(), "5400");
        // The last period is never removed.
        c.apply(Edit::RemovePeriod(0));
        assert_eq!(c.periods.len(), 1);
    }

    #[test]
    fn the_text_view_updates_the_periods_and_counts_when_edited_last() {
        let mut c = CustomControl::from_control(&presets()[4].control).unwrap();
        assert!(c.from_move_one);
        c.apply(Edit::Text("40/7200:20/3600".into()));
        assert_eq!(c.source, Source::Text);
        assert_eq!(c.periods.len(), 2);
        assert_eq!(c.periods[1].moves, "20");
        assert_eq!(c.periods[1].minutes, "60");
        // PGN text cannot say "before move 1": typed text means what it
        // says, until the box is ticked again.
        assert!(!c.from_move_one);
        // Text that cannot be read leaves the periods alone and is the error.
        c.apply(Edit::Text("40/".into()));
        assert_eq!(c.periods.len(), 2);
        assert!(matches!(
            c.control(),
            Err(DraftError::Text(ParseTimeControlError::Syntax { .. }))
        ));
        assert!(!c.text_without_periods());
        // Text the periods cannot show (an hourglass) is still played.
        c.apply(Edit::Text("*60".into()));
        assert!(c.text_without_periods());
        assert_eq!(c.control(), Ok(TimeControl::Hourglass { base_ms: 60_000 }));
        // "-" cannot run a clock, as before.
        c.apply(Edit::Text("-".into()));
        assert_eq!(
            c.control(),
            Err(DraftError::Control(ControlError::NotTimed))
        );
        // Editing a period takes over again and rewrites the text.
        c.apply(Edit::Field(0, Field::Minutes, "100".into()));
        assert_eq!(c.source, Source::Editor);
        assert_eq!(c.text, "40/6000:20/3600");
        // An impossible text is the crate's reason, with its period.
        c.apply(Edit::Text("0/5400".into()));
        let e = c.control().unwrap_err();
        assert_eq!(
            e,
            DraftError::Text(ParseTimeControlError::Invalid(ControlError::ZeroMoves {
                period: 0
            }))
        );
        assert_eq!(e.field(), Some((0, Field::Moves)));
    }

    #[test]
    fn a_new_period_copies_the_rule_per_move_and_load_starts_again() {
        let mut c = typed(&[("40", "90", "", PerMoveKind::Delay, "5")]);
        c.apply(Edit::AddPeriod);
        assert_eq!(c.periods[1].kind, PerMoveKind::Delay);
        assert_eq!(c.periods[1].per_move, "5");
        assert_eq!(c.periods[1].minutes, "");
        assert_eq!(c.text, "40/5400d5:0d5");
        c.apply(Edit::Load(presets()[1].control.clone()));
        assert_eq!(c.text, "40/7200:20/3600:1800");
        assert_eq!(c.periods.len(), 3);
        // Controls without periods are not loaded.
        c.apply(Edit::Load(TimeControl::Untimed));
        assert_eq!(c.periods.len(), 3);
    }

    #[test]
    fn kinds_have_stable_ids() {
        for k in PerMoveKind::ALL {
            assert_eq!(PerMoveKind::from_id(k.id()), Some(k));
        }
        assert_eq!(PerMoveKind::from_id("fischer"), None);
    }
}

//! The two-sided chess clock (Art. 6).

use crate::{
    ClockError, ControlError, DisplayOptions, PerMove, Side, TimeControl, format_time,
    next_change_in,
};

/// Settings of a [`Clock`] that are not part of the time control.
///
/// ```
/// use rochade_clock::{ClockOptions, Side};
/// let o = ClockOptions::default();
/// assert_eq!(o.first_to_move, Side::White);
/// assert!(!o.play_on_after_flag);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ClockOptions {
    /// Whose clock [`Clock::start`] starts: White's (Art. 6.5) unless a
    /// game is resumed from a position with Black to move.
    pub first_to_move: Side,
    /// Keep the clocks running after a flag falls. Under the standard Laws
    /// a flag fall is observed at once (Art. 6.8) and the clocks are frozen
    /// at the exact instant, which is the default. In rapidplay and blitz
    /// the arbiter does not signal a flag fall and "the flag is considered
    /// to have fallen when a valid claim to that effect has been made by a
    /// player" (Appendix B6, and C2), so play goes on: set this. The clock
    /// of a side whose flag has fallen then stays at zero (never negative)
    /// and still receives its increments.
    pub play_on_after_flag: bool,
}

impl Default for ClockOptions {
    fn default() -> Self {
        ClockOptions::new()
    }
}

impl ClockOptions {
    /// White first, freeze at flag fall.
    #[must_use]
    pub const fn new() -> ClockOptions {
        ClockOptions {
            first_to_move: Side::White,
            play_on_after_flag: false,
        }
    }

    /// The same options with another first side.
    #[must_use]
    pub const fn with_first_to_move(self, side: Side) -> ClockOptions {
        ClockOptions {
            first_to_move: side,
            ..self
        }
    }

    /// The same options with play on after flag fall set or not.
    #[must_use]
    pub const fn with_play_on_after_flag(self, play_on: bool) -> ClockOptions {
        ClockOptions {
            play_on_after_flag: play_on,
            ..self
        }
    }
}

/// The state of the clock as a whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// Set up, not yet started (Art. 6.5).
    NotStarted,
    /// The clock of [`Clock::to_move`] is running.
    Running,
    /// Stopped by the arbiter or a player seeking the arbiter (Art. 6.12).
    Paused,
    /// Frozen at the instant the running side's flag fell (Art. 6.1, 6.8).
    Frozen,
}

/// A flag fall: whose flag, and the exact instant, in the caller's
/// milliseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct FlagFall {
    /// The side whose allotted time expired.
    pub side: Side,
    /// The instant of expiry.
    pub at_ms: u64,
}

/// What a press of the clock did (Art. 6.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct PressOutcome {
    /// The side that completed a move.
    pub side: Side,
    /// That side's completed moves, including this one.
    pub moves_completed: u32,
    /// Time on this side's clock during the move (delay included, pauses
    /// excluded).
    pub move_ms: u64,
    /// Increment or Bronstein time given back for this move.
    pub bonus_ms: u64,
    /// If this move completed a period, the index of the period now begun.
    pub entered_period: Option<usize>,
    /// The base time of that period, added to the clock.
    pub period_added_ms: u64,
    /// This side's remaining time after the press.
    pub remaining_ms: u64,
}

/// The clock at one instant ([`Clock::snapshot`]). Arrays are indexed by
/// [`Side::index`]: White first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Snapshot {
    /// The instant described.
    pub at_ms: u64,
    /// The phase.
    pub phase: Phase,
    /// Whose clock runs, or would run on resume.
    pub to_move: Side,
    /// Remaining main time of White and Black.
    pub remaining_ms: [u64; 2],
    /// The side to move's unused fixed extra time (delay mode).
    pub delay_ms: u64,
    /// Time on the side to move's clock during his current move.
    pub current_move_ms: u64,
    /// Completed moves of White and Black.
    pub moves_completed: [u32; 2],
    /// When White's and Black's flags fell, if they have.
    pub flags_ms: [Option<u64>; 2],
    /// The first flag to fall.
    pub first_flag: Option<FlagFall>,
}

/// Where a side's time came from and went, for audits and for the
/// conservation law
///
/// `remaining = allotted + bonus + received + added − used − removed`.
///
/// (In an hourglass the time one side uses is its opponent's `received`.)
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub struct Ledger {
    /// Base times of the periods received.
    pub allotted_ms: u64,
    /// Increments and Bronstein time given back.
    pub bonus_ms: u64,
    /// Hourglass: time flowing in from the opponent's running clock.
    pub received_ms: u64,
    /// Time added by the arbiter.
    pub added_ms: u64,
    /// Time removed by the arbiter.
    pub removed_ms: u64,
    /// Main time counted down while this side's clock ran.
    pub used_ms: u64,
    /// Time that ran off the delay instead of the main time (Art. 6.2).
    pub delay_ms: u64,
    /// Time this side's clock ran at zero after its flag fell, with play
    /// on after flag fall.
    pub overtime_ms: u64,
}

impl Ledger {
    /// The remaining time the ledger accounts for (saturating).
    #[must_use]
    pub const fn balance_ms(&self) -> u64 {
        self.allotted_ms
            .saturating_add(self.bonus_ms)
            .saturating_add(self.received_ms)
            .saturating_add(self.added_ms)
            .saturating_sub(self.used_ms)
            .saturating_sub(self.removed_ms)
    }

    /// All time this side's clock ran: main time, delay and overtime.
    #[must_use]
    pub const fn elapsed_ms(&self) -> u64 {
        self.used_ms
            .saturating_add(self.delay_ms)
            .saturating_add(self.overtime_ms)
    }
}

#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub(crate) struct SideState {
    pub(crate) remaining_ms: u64,
    /// Unused fixed extra time of the current move (delay mode).
    pub(crate) delay_left_ms: u64,
    pub(crate) moves: u32,
    /// Time on this clock during the current move.
    pub(crate) move_elapsed_ms: u64,
    /// Main time used during the current move (for Bronstein).
    pub(crate) move_used_ms: u64,
    pub(crate) flag_at_ms: Option<u64>,
    pub(crate) ledger: Ledger,
}

/// The time-dependent state, small and `Copy` so that queries can work on
/// a copy brought forward to "now".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub(crate) struct State {
    pub(crate) phase: Phase,
    pub(crate) to_move: Side,
    /// The latest instant accounted for.
    pub(crate) last_ms: u64,
    pub(crate) sides: [SideState; 2],
    pub(crate) first_flag: Option<Side>,
    /// An increment for both players added during the game, on top of the
    /// control's (2023 Guidelines III.4); absent in older saves.
    #[serde(default)]
    pub(crate) extra_increment_ms: u64,
}

impl State {
    fn side(&self, side: Side) -> &SideState {
        &self.sides[side.index()]
    }

    fn side_mut(&mut self, side: Side) -> &mut SideState {
        &mut self.sides[side.index()]
    }

    fn record_flag(&mut self, side: Side, at_ms: u64) {
        let s = self.side_mut(side);
        if s.flag_at_ms.is_none() {
            s.flag_at_ms = Some(at_ms);
            if self.first_flag.is_none() {
                self.first_flag = Some(side);
            }
        }
    }

    /// Brings the state forward to `now`: runs the clock of the side to
    /// move, first off its delay, then off its main time; records a flag
    /// fall at the exact instant the main time runs out and freezes there
    /// unless playing on. Instants before `last_ms` change nothing.
    fn advance(&mut self, now: u64, hourglass: bool, play_on: bool) {
        if now <= self.last_ms {
            return;
        }
        let start = self.last_ms;
        self.last_ms = now;
        if self.phase != Phase::Running {
            return;
        }
        let mut dt = now - start;
        let side = self.to_move;
        let s = self.side_mut(side);
        let from_delay = dt.min(s.delay_left_ms);
        s.delay_left_ms -= from_delay;
        s.ledger.delay_ms = s.ledger.delay_ms.saturating_add(from_delay);
        dt -= from_delay;
        let from_main = dt.min(s.remaining_ms);
        s.remaining_ms -= from_main;
        s.ledger.used_ms = s.ledger.used_ms.saturating_add(from_main);
        s.move_used_ms = s.move_used_ms.saturating_add(from_main);
        dt -= from_main;
        s.move_elapsed_ms = s
            .move_elapsed_ms
            .saturating_add(from_delay)
            .saturating_add(from_main);
        let exhausted = s.remaining_ms == 0 && s.delay_left_ms == 0;
        if hourglass {
            let o = self.side_mut(side.other());
            o.remaining_ms = o.remaining_ms.saturating_add(from_main);
            o.ledger.received_ms = o.ledger.received_ms.saturating_add(from_main);
        }
        if exhausted {
            // `start + from_delay + from_main <= now`, so this cannot overflow.
            self.record_flag(side, start + from_delay + from_main);
            if play_on {
                let s = self.side_mut(side);
                s.ledger.overtime_ms = s.ledger.overtime_ms.saturating_add(dt);
                s.move_elapsed_ms = s.move_elapsed_ms.saturating_add(dt);
            } else {
                self.phase = Phase::Frozen;
            }
        }
    }
}

/// A two-sided chess clock (Art. 6.1) that never reads a clock itself.
///
/// Every operation takes `now`, a monotonic instant in milliseconds chosen
/// by the caller (e.g. `performance.now()` rounded, or a replay's
/// timestamps), so the same calls always give the same result. Mutating
/// operations reject an instant earlier than one already seen; queries
/// accept any instant and treat an earlier one as the latest seen.
///
/// # Model
///
/// * [`Clock::start`] starts the clock of White (or of
///   [`ClockOptions::first_to_move`]) (Art. 6.5). Increments "from move 1"
///   are added to both clocks then.
/// * [`Clock::press`] is a player stopping his own clock and starting his
///   opponent's (Art. 6.7); only then is his move complete. The time he
///   used is charged (delay first, Art. 6.2), his increment or Bronstein
///   refund for the move is added, his move counter goes up and, if that
///   completes a period, the next period's base time is added. Unused delay
///   is dropped. The opponent's clock starts with a fresh delay.
/// * Per-move rules are those of the period the move belongs to: the
///   increment or Bronstein refund for move 40 of `40/5400+30:1800+10` is
///   30 s; move 41 has 10 s.
/// * [`Clock::pause`]/[`Clock::resume`] stop and restart the clocks
///   (Art. 6.12); a move's unused delay survives a pause.
/// * When the running side's time reaches zero its flag falls at that exact
///   instant (Art. 6.1); the clock freezes there unless
///   [`ClockOptions::play_on_after_flag`] is set (Appendix B6).
/// * Adjustments ([`Clock::add_time`], [`Clock::remove_time`],
///   [`Clock::set_remaining`], [`Clock::set_moves`]) are the arbiter's
///   (Art. 6.13, 7.4, 9.5, 10.2, 13.4) and are allowed at any time, also
///   while a clock runs.
///
/// ```
/// use rochade_clock::{Clock, Side, TimeControl};
/// let mut clock = Clock::new("180+2".parse()?)?;
/// clock.start(0)?;
/// assert_eq!(clock.running(), Some(Side::White));
/// let out = clock.press(Side::White, 5_000)?;
/// assert_eq!(out.remaining_ms, 180_000 - 5_000 + 2_000);
/// assert_eq!(clock.remaining(Side::Black, 12_000), 180_000 - 7_000);
/// // White's flag would fall 3 minutes after his clock restarts.
/// clock.press(Side::Black, 12_000)?;
/// assert_eq!(clock.flag(500_000).map(|f| (f.side, f.at_ms)), Some((Side::White, 12_000 + 177_000)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "ClockData")]
pub struct Clock {
    pub(crate) control: TimeControl,
    pub(crate) options: ClockOptions,
    pub(crate) state: State,
}

/// The serialised form of a [`Clock`], validated on the way in.
#[derive(serde::Deserialize)]
struct ClockData {
    control: TimeControl,
    options: ClockOptions,
    state: State,
}

impl TryFrom<ClockData> for Clock {
    type Error = ControlError;

    fn try_from(data: ClockData) -> Result<Clock, ControlError> {
        data.control.validate()?;
        Ok(Clock {
            control: data.control,
            options: data.options,
            state: data.state,
        })
    }
}

impl Clock {
    /// A clock for `control`, not started, with default options.
    ///
    /// # Errors
    ///
    /// If the control is impossible ([`TimeControl::validate`]).
    pub fn new(control: TimeControl) -> Result<Clock, ClockError> {
        Clock::with_options(control, ClockOptions::default())
    }

    /// A clock for `control` with `options`, not started.
    ///
    /// # Errors
    ///
    /// If the control is impossible ([`TimeControl::validate`]).
    pub fn with_options(control: TimeControl, options: ClockOptions) -> Result<Clock, ClockError> {
        control.validate()?;
        let initial = control.initial_ms();
        let side = SideState {
            remaining_ms: initial,
            ledger: Ledger {
                allotted_ms: initial,
                ..Ledger::default()
            },
            ..SideState::default()
        };
        Ok(Clock {
            control,
            options,
            state: State {
                phase: Phase::NotStarted,
                to_move: options.first_to_move,
                last_ms: 0,
                sides: [side; 2],
                first_flag: None,
                extra_increment_ms: 0,
            },
        })
    }

    /// The time control.
    #[must_use]
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The options.
    #[must_use]
    pub fn options(&self) -> ClockOptions {
        self.options
    }

    fn settled(&self, now: u64) -> State {
        let mut state = self.state;
        state.advance(
            now,
            self.control.is_hourglass(),
            self.options.play_on_after_flag,
        );
        state
    }

    /// Checks `now` and brings the state forward to it.
    fn settle(&mut self, now: u64) -> Result<(), ClockError> {
        if now < self.state.last_ms {
            return Err(ClockError::TimeWentBackwards {
                last_ms: self.state.last_ms,
                now_ms: now,
            });
        }
        self.state = self.settled(now);
        Ok(())
    }

    fn frozen_error(&self) -> ClockError {
        let side = self.state.to_move;
        ClockError::FlagFallen {
            side,
            at_ms: self
                .state
                .side(side)
                .flag_at_ms
                .unwrap_or(self.state.last_ms),
        }
    }

    /// Starts the clock of [`ClockOptions::first_to_move`] (Art. 6.5: "the
    /// clock of the player who has the white pieces is started").
    ///
    /// An increment "from move 1" of the period in force is added to both
    /// clocks.
    ///
    /// # Errors
    ///
    /// [`ClockError::AlreadyStarted`], [`ClockError::TimeWentBackwards`].
    pub fn start(&mut self, now: u64) -> Result<(), ClockError> {
        self.settle(now)?;
        if self.state.phase != Phase::NotStarted {
            return Err(ClockError::AlreadyStarted);
        }
        for side in Side::ALL {
            let moves = self.state.side(side).moves;
            let bonus = self
                .control
                .period(self.control.period_index(moves))
                .map_or(0, |p| p.initial_bonus_ms());
            let s = self.state.side_mut(side);
            s.remaining_ms = s.remaining_ms.saturating_add(bonus);
            s.ledger.bonus_ms = s.ledger.bonus_ms.saturating_add(bonus);
        }
        self.state.phase = Phase::Running;
        self.begin_move(self.state.to_move);
        Ok(())
    }

    /// Starts the clock of `side` for a new move: fresh delay, move timers
    /// at zero.
    fn begin_move(&mut self, side: Side) {
        let delay = match self.control.per_move_for(self.state.side(side).moves) {
            PerMove::Delay { ms } => ms,
            _ => 0,
        };
        self.state.to_move = side;
        let s = self.state.side_mut(side);
        s.delay_left_ms = delay;
        s.move_elapsed_ms = 0;
        s.move_used_ms = 0;
    }

    /// `side` completes a move by stopping his clock and starting his
    /// opponent's (Art. 6.7).
    ///
    /// In order: the time used is charged (delay first, Art. 6.2); the
    /// per-move rule of the period the move belongs to applies (increment
    /// added, or Bronstein time used up to the delay given back); the move
    /// counter goes up; if the move completes a period the next period's
    /// base time is added, keeping the time saved (Art. 6.2); the
    /// opponent's clock starts with a fresh delay.
    ///
    /// With play on after flag fall a side whose flag has fallen may still
    /// press; his clock stays at zero apart from the increments.
    ///
    /// # Errors
    ///
    /// * [`ClockError::NotStarted`], [`ClockError::Paused`];
    /// * [`ClockError::WrongSide`] if `side`'s clock is not running;
    /// * [`ClockError::FlagFallen`] if the flag fell before `now` (or
    ///   exactly at `now`) and the clock froze: the move was not completed
    ///   in time (Art. 6.9);
    /// * [`ClockError::TimeWentBackwards`].
    ///
    /// ```
    /// use rochade_clock::{Clock, ClockError, Side};
    /// let mut clock = Clock::new("40/5400+30:1800+30".parse()?)?;
    /// clock.start(0)?;
    /// assert_eq!(clock.press(Side::Black, 1), Err(ClockError::WrongSide { pressed: Side::Black, running: Side::White }));
    /// let out = clock.press(Side::White, 60_000)?;
    /// assert_eq!((out.moves_completed, out.move_ms, out.bonus_ms), (1, 60_000, 30_000));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn press(&mut self, side: Side, now: u64) -> Result<PressOutcome, ClockError> {
        self.settle(now)?;
        match self.state.phase {
            Phase::NotStarted => return Err(ClockError::NotStarted),
            Phase::Paused => return Err(ClockError::Paused),
            Phase::Frozen => return Err(self.frozen_error()),
            Phase::Running => {}
        }
        if side != self.state.to_move {
            return Err(ClockError::WrongSide {
                pressed: side,
                running: self.state.to_move,
            });
        }
        let period = self.control.period_index(self.state.side(side).moves);
        let per_move = self
            .control
            .period(period)
            .map_or(PerMove::None, |p| p.per_move);
        let s = self.state.side(side);
        let bonus_ms = match per_move {
            PerMove::Increment { ms, .. } => ms,
            PerMove::Bronstein { ms } => ms.min(s.move_used_ms),
            PerMove::None | PerMove::Delay { .. } => 0,
        }
        .saturating_add(self.state.extra_increment_ms);
        let moves_completed = s.moves.saturating_add(1);
        let entered_period = self.control.period_after(moves_completed);
        let period_added_ms = entered_period
            .and_then(|i| self.control.period(i))
            .map_or(0, |p| p.base_ms);
        let move_ms = s.move_elapsed_ms;

        let s = self.state.side_mut(side);
        s.remaining_ms = s
            .remaining_ms
            .saturating_add(bonus_ms)
            .saturating_add(period_added_ms);
        s.ledger.bonus_ms = s.ledger.bonus_ms.saturating_add(bonus_ms);
        s.ledger.allotted_ms = s.ledger.allotted_ms.saturating_add(period_added_ms);
        s.moves = moves_completed;
        s.delay_left_ms = 0;
        s.move_elapsed_ms = 0;
        s.move_used_ms = 0;
        let remaining_ms = s.remaining_ms;
        self.begin_move(side.other());
        Ok(PressOutcome {
            side,
            moves_completed,
            move_ms,
            bonus_ms,
            entered_period,
            period_added_ms,
            remaining_ms,
        })
    }

    /// Introduces an increment of `ms` for both players, added to each move
    /// completed from now on, on top of the control's own per-move time:
    /// 2023 Guidelines III.4, "an increment extra five seconds be introduced
    /// for both players". Calls add up.
    ///
    /// # Errors
    ///
    /// [`ClockError::TimeWentBackwards`].
    ///
    /// ```
    /// use rochade_clock::{Clock, Side};
    /// let mut clock = Clock::new("300".parse()?)?;
    /// clock.start(0)?;
    /// clock.add_increment(5_000, 1_000)?;
    /// assert_eq!(clock.extra_increment_ms(), 5_000);
    /// let out = clock.press(Side::White, 2_000)?;
    /// assert_eq!((out.bonus_ms, out.remaining_ms), (5_000, 300_000 - 2_000 + 5_000));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn add_increment(&mut self, ms: u64, now: u64) -> Result<(), ClockError> {
        self.settle(now)?;
        self.state.extra_increment_ms = self.state.extra_increment_ms.saturating_add(ms);
        Ok(())
    }

    /// The increment introduced during the game with
    /// [`Clock::add_increment`] (0 if none).
    #[must_use]
    pub fn extra_increment_ms(&self) -> u64 {
        self.state.extra_increment_ms
    }

    /// Stops the clocks (Art. 6.12). The side to move keeps the unused part
    /// of his delay.
    ///
    /// # Errors
    ///
    /// [`ClockError::NotRunning`] unless a clock is running;
    /// [`ClockError::FlagFallen`] if the clock froze at a flag fall (by
    /// `now`); [`ClockError::TimeWentBackwards`].
    pub fn pause(&mut self, now: u64) -> Result<(), ClockError> {
        self.settle(now)?;
        match self.state.phase {
            Phase::Running => {}
            Phase::Frozen => return Err(self.frozen_error()),
            Phase::NotStarted | Phase::Paused => return Err(ClockError::NotRunning),
        }
        self.state.phase = Phase::Paused;
        Ok(())
    }

    /// Restarts the clock of the side to move after a pause (Art. 6.12.3:
    /// "The arbiter shall decide when the game is to be restarted"), or
    /// after a flag fall once the arbiter has given that side time or
    /// allowed play on.
    ///
    /// # Errors
    ///
    /// [`ClockError::NotStarted`], [`ClockError::NotPaused`] while running,
    /// [`ClockError::FlagFallen`] when frozen and the side to move still
    /// has no time, [`ClockError::TimeWentBackwards`].
    pub fn resume(&mut self, now: u64) -> Result<(), ClockError> {
        self.settle(now)?;
        match self.state.phase {
            Phase::NotStarted => return Err(ClockError::NotStarted),
            Phase::Running => return Err(ClockError::NotPaused),
            Phase::Frozen => {
                let s = self.state.side(self.state.to_move);
                if s.remaining_ms == 0 && s.delay_left_ms == 0 && !self.options.play_on_after_flag {
                    return Err(self.frozen_error());
                }
            }
            Phase::Paused => {}
        }
        self.state.phase = Phase::Running;
        Ok(())
    }

    /// Brings the clock forward to `now` (e.g. on every animation frame or
    /// when a timer set with [`Clock::time_until_flag`] fires) and returns
    /// the first flag fall, if any. Calling it or not never changes any
    /// result.
    ///
    /// # Errors
    ///
    /// [`ClockError::TimeWentBackwards`].
    pub fn update(&mut self, now: u64) -> Result<Option<FlagFall>, ClockError> {
        self.settle(now)?;
        Ok(self.first_flag_of(&self.state))
    }

    /// Turns play on after flag fall on or off (Appendix B6), from `now`.
    ///
    /// # Errors
    ///
    /// [`ClockError::TimeWentBackwards`].
    pub fn set_play_on_after_flag(&mut self, play_on: bool, now: u64) -> Result<(), ClockError> {
        self.settle(now)?;
        self.options.play_on_after_flag = play_on;
        Ok(())
    }

    // --- adjustments -------------------------------------------------------

    /// Adds time to `side`'s clock (e.g. Art. 7.4 (b): "two minutes extra
    /// time to his opponent"; Art. 9.5, 10.2). A flag that has fallen stays
    /// recorded.
    ///
    /// # Errors
    ///
    /// [`ClockError::TimeWentBackwards`].
    pub fn add_time(&mut self, side: Side, ms: u64, now: u64) -> Result<(), ClockError> {
        self.settle(now)?;
        let s = self.state.side_mut(side);
        let before = s.remaining_ms;
        s.remaining_ms = before.saturating_add(ms);
        s.ledger.added_ms = s.ledger.added_ms.saturating_add(s.remaining_ms - before);
        Ok(())
    }

    /// Removes time from `side`'s clock, down to zero at most (e.g.
    /// Art. 9.5 (b) deducts half the claimant's time up to three minutes).
    /// If this empties the clock, that side's flag falls at `now`.
    ///
    /// # Errors
    ///
    /// [`ClockError::TimeWentBackwards`].
    pub fn remove_time(&mut self, side: Side, ms: u64, now: u64) -> Result<(), ClockError> {
        self.settle(now)?;
        let remaining = self.state.side(side).remaining_ms;
        self.set_remaining_settled(side, remaining.saturating_sub(ms), now);
        Ok(())
    }

    /// Sets `side`'s remaining time (Art. 6.13: "the arbiter shall use his
    /// best judgement to determine the times to be shown on the clocks").
    /// The difference is booked as added or removed time. Setting zero
    /// makes that side's flag fall at `now` (for the side to move in delay
    /// mode: when his unused fixed extra time runs out).
    ///
    /// # Errors
    ///
    /// [`ClockError::TimeWentBackwards`].
    pub fn set_remaining(&mut self, side: Side, ms: u64, now: u64) -> Result<(), ClockError> {
        self.settle(now)?;
        self.set_remaining_settled(side, ms, now);
        Ok(())
    }

    fn set_remaining_settled(&mut self, side: Side, ms: u64, now: u64) {
        let s = self.state.side_mut(side);
        let before = s.remaining_ms;
        if ms >= before {
            s.ledger.added_ms = s.ledger.added_ms.saturating_add(ms - before);
        } else {
            s.ledger.removed_ms = s.ledger.removed_ms.saturating_add(before - ms);
        }
        s.remaining_ms = ms;
        let in_delay = s.delay_left_ms > 0
            && self.state.to_move == side
            && self.state.phase != Phase::NotStarted;
        // With fixed extra time left the player can still move in time; his
        // flag falls when that runs out (see `State::advance`).
        if ms == 0 && !in_delay {
            self.state.record_flag(side, now);
            if self.state.phase == Phase::Running
                && self.state.to_move == side
                && !self.options.play_on_after_flag
            {
                self.state.phase = Phase::Frozen;
            }
        }
    }

    /// Sets `side`'s count of completed moves (Art. 6.13: "He shall also,
    /// if necessary, adjust the clock's move counter"). No time is added or
    /// removed: the next period boundary is judged from the new count.
    pub fn set_moves(&mut self, side: Side, moves_completed: u32) {
        self.state.side_mut(side).moves = moves_completed;
    }

    /// Makes `side` the side to move from `now` without completing a move,
    /// e.g. when the position before an illegal move is reinstated
    /// (Art. 7.4) and the same player must move again. `side`'s clock runs
    /// if a clock was running; his move starts afresh (new delay); the other
    /// side's unused delay is dropped. Combine with [`Clock::set_moves`] and
    /// [`Clock::set_remaining`] as the arbiter decides (Art. 6.13).
    ///
    /// # Errors
    ///
    /// [`ClockError::TimeWentBackwards`].
    pub fn set_to_move(&mut self, side: Side, now: u64) -> Result<(), ClockError> {
        self.settle(now)?;
        if self.state.to_move != side {
            let previous = self.state.side_mut(side.other());
            previous.delay_left_ms = 0;
            previous.move_elapsed_ms = 0;
            previous.move_used_ms = 0;
            self.begin_move(side);
        }
        Ok(())
    }

    /// Forgets `side`'s flag fall as of `now` (e.g. when the arbiter
    /// restores an earlier position and times, Art. 6.13). A frozen clock
    /// stays frozen until [`Clock::resume`].
    ///
    /// # Errors
    ///
    /// [`ClockError::TimeWentBackwards`].
    pub fn clear_flag(&mut self, side: Side, now: u64) -> Result<(), ClockError> {
        self.settle(now)?;
        self.state.side_mut(side).flag_at_ms = None;
        if self.state.first_flag == Some(side) {
            self.state.first_flag = self
                .state
                .side(side.other())
                .flag_at_ms
                .map(|_| side.other());
        }
        Ok(())
    }

    // --- queries -----------------------------------------------------------

    /// The phase as of the last operation.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.state.phase
    }

    /// The phase at `now` (a clock that was running may have frozen at a
    /// flag fall since).
    #[must_use]
    pub fn phase_at(&self, now: u64) -> Phase {
        self.settled(now).phase
    }

    /// Whose clock is running, as of the last operation.
    #[must_use]
    pub fn running(&self) -> Option<Side> {
        (self.state.phase == Phase::Running).then_some(self.state.to_move)
    }

    /// Whose clock is running at `now`.
    #[must_use]
    pub fn running_at(&self, now: u64) -> Option<Side> {
        let s = self.settled(now);
        (s.phase == Phase::Running).then_some(s.to_move)
    }

    /// The side to move: whose clock runs, or would run on resume.
    #[must_use]
    pub fn to_move(&self) -> Side {
        self.state.to_move
    }

    /// Whether [`Clock::start`] has been called.
    #[must_use]
    pub fn is_started(&self) -> bool {
        self.state.phase != Phase::NotStarted
    }

    /// The latest instant the clock has been brought to.
    #[must_use]
    pub fn last_ms(&self) -> u64 {
        self.state.last_ms
    }

    /// `side`'s remaining main time at `now` (never negative: zero after
    /// flag fall).
    #[must_use]
    pub fn remaining(&self, side: Side, now: u64) -> u64 {
        self.settled(now).side(side).remaining_ms
    }

    /// `side`'s unused fixed extra time for the current move at `now`
    /// (delay mode, Art. 6.2); zero for the side not to move.
    #[must_use]
    pub fn delay_remaining(&self, side: Side, now: u64) -> u64 {
        let s = self.settled(now);
        if s.to_move == side && s.phase != Phase::NotStarted {
            s.side(side).delay_left_ms
        } else {
            0
        }
    }

    /// Time on `side`'s clock during his current move (0 if not to move).
    #[must_use]
    pub fn current_move_ms(&self, side: Side, now: u64) -> u64 {
        let s = self.settled(now);
        if s.to_move == side {
            s.side(side).move_elapsed_ms
        } else {
            0
        }
    }

    /// `side`'s completed moves (Art. 6.7: a move is complete when the
    /// player has stopped his clock).
    #[must_use]
    pub fn moves_completed(&self, side: Side) -> u32 {
        self.state.side(side).moves
    }

    /// The period in which `side` plays his next move.
    #[must_use]
    pub fn period_index(&self, side: Side) -> usize {
        self.control.period_index(self.state.side(side).moves)
    }

    /// Moves `side` must still complete to reach the end of his current
    /// period, or `None` in sudden death (and for an hourglass).
    #[must_use]
    pub fn moves_to_period_end(&self, side: Side) -> Option<u32> {
        self.control
            .moves_to_period_end(self.state.side(side).moves)
    }

    fn first_flag_of(&self, state: &State) -> Option<FlagFall> {
        let side = state.first_flag?;
        state
            .side(side)
            .flag_at_ms
            .map(|at_ms| FlagFall { side, at_ms })
    }

    /// The first flag to have fallen by `now`, with its exact instant
    /// (Art. 6.1). When both have fallen this is the one that fell first
    /// (Appendix B8: then the game is drawn; 1997 Art. 6.11).
    #[must_use]
    pub fn flag(&self, now: u64) -> Option<FlagFall> {
        self.first_flag_of(&self.settled(now))
    }

    /// The instant `side`'s flag fell, if it has by `now`.
    #[must_use]
    pub fn flag_of(&self, side: Side, now: u64) -> Option<u64> {
        self.settled(now).side(side).flag_at_ms
    }

    /// Whether both flags have fallen by `now` (Appendix B8).
    #[must_use]
    pub fn both_flags_fallen(&self, now: u64) -> bool {
        let s = self.settled(now);
        Side::ALL
            .iter()
            .all(|&side| s.side(side).flag_at_ms.is_some())
    }

    /// How long from `now` until the running side's flag falls, if a clock
    /// is running and its flag can still fall.
    #[must_use]
    pub fn time_until_flag(&self, now: u64) -> Option<u64> {
        let s = self.settled(now);
        if s.phase != Phase::Running {
            return None;
        }
        let side = s.side(s.to_move);
        if side.remaining_ms == 0 && side.delay_left_ms == 0 {
            return None;
        }
        Some(side.delay_left_ms.saturating_add(side.remaining_ms))
    }

    /// Everything a display needs at `now`, in one call.
    ///
    /// ```
    /// use rochade_clock::{Clock, Phase, Side};
    /// let mut clock = Clock::new("60d2".parse()?)?;
    /// clock.start(0)?;
    /// let snap = clock.snapshot(5_000);
    /// assert_eq!(snap.phase, Phase::Running);
    /// assert_eq!(snap.to_move, Side::White);
    /// assert_eq!(snap.remaining_ms, [57_000, 60_000]);
    /// assert_eq!(snap.delay_ms, 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn snapshot(&self, now: u64) -> Snapshot {
        let s = self.settled(now);
        let both = |f: fn(&SideState) -> u64| [f(s.side(Side::White)), f(s.side(Side::Black))];
        Snapshot {
            at_ms: now.max(s.last_ms),
            phase: s.phase,
            to_move: s.to_move,
            remaining_ms: both(|x| x.remaining_ms),
            delay_ms: if s.phase == Phase::NotStarted {
                0
            } else {
                s.side(s.to_move).delay_left_ms
            },
            current_move_ms: s.side(s.to_move).move_elapsed_ms,
            moves_completed: [s.side(Side::White).moves, s.side(Side::Black).moves],
            flags_ms: [
                s.side(Side::White).flag_at_ms,
                s.side(Side::Black).flag_at_ms,
            ],
            first_flag: self.first_flag_of(&s),
        }
    }

    /// `side`'s accounts at `now`.
    #[must_use]
    pub fn ledger(&self, side: Side, now: u64) -> Ledger {
        self.settled(now).side(side).ledger
    }

    /// `side`'s time as shown to people at `now` ([`format_time`]).
    #[must_use]
    pub fn display(&self, side: Side, now: u64, opts: &DisplayOptions) -> String {
        format_time(self.remaining(side, now), opts)
    }

    /// How long from `now` until either displayed time changes, if ever
    /// without another call: the running side's time, after any delay.
    ///
    /// ```
    /// use rochade_clock::{Clock, DisplayOptions, Side};
    /// let mut clock = Clock::new("300d5".parse()?)?;
    /// clock.start(0)?;
    /// // 5 s of delay, then one second until 5:00 turns to 4:59.
    /// assert_eq!(clock.next_redraw_in(0, &DisplayOptions::default()), Some(6_000));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn next_redraw_in(&self, now: u64, opts: &DisplayOptions) -> Option<u64> {
        let s = self.settled(now);
        if s.phase != Phase::Running {
            return None;
        }
        let side = s.side(s.to_move);
        if side.remaining_ms == 0 {
            return None;
        }
        let change = next_change_in(side.remaining_ms, opts);
        Some(side.delay_left_ms.saturating_add(change))
    }
}

//! Unit tests written from the wording of the FIDE Laws (2001 edition
//! unless noted; 1997 edition for the rapidplay/blitz appendices, whose
//! 2001 text is missing from the project's copy).

use rochade_clock::{
    Clock, ClockError, ClockOptions, ControlError, GameType, PerMove, Period, Phase, Side,
    TimeControl,
};

const S: u64 = 1_000;
const MIN: u64 = 60_000;

fn tc(tag: &str) -> TimeControl {
    tag.parse().unwrap()
}

fn clock(tag: &str) -> Clock {
    Clock::new(tc(tag)).unwrap()
}

fn fide_classical() -> Clock {
    Clock::new(rochade_clock::preset("fide-classical").unwrap().control).unwrap()
}

/// Plays `n` full moves (White and Black), each side using `per_move` ms,
/// starting at `t`; returns the new instant.
fn play_moves(c: &mut Clock, n: u32, per_move: u64, mut t: u64) -> u64 {
    for _ in 0..n {
        for side in Side::ALL {
            t += per_move;
            c.press(side, t).unwrap();
        }
    }
    t
}

// --- Art. 6.2: specifying controls ------------------------------------------

#[test]
fn art_6_2_impossible_controls_are_errors() {
    assert_eq!(
        Clock::new(TimeControl::Periods(vec![])).unwrap_err(),
        ClockError::InvalidControl(ControlError::NoPeriods)
    );
    assert_eq!(
        Clock::new(TimeControl::sudden_death(0)).unwrap_err(),
        ClockError::InvalidControl(ControlError::ZeroTime { period: 0 })
    );
    assert_eq!(
        Clock::new(TimeControl::Periods(vec![Period::for_moves(0, 90 * MIN)])).unwrap_err(),
        ClockError::InvalidControl(ControlError::ZeroMoves { period: 0 })
    );
    assert_eq!(
        "40/5400:0".parse::<TimeControl>().unwrap_err(),
        rochade_clock::ParseTimeControlError::Invalid(ControlError::ZeroTime { period: 1 })
    );
    assert_eq!(
        "1800:40/5400".parse::<TimeControl>().unwrap_err(),
        rochade_clock::ParseTimeControlError::Invalid(ControlError::SuddenDeathNotLast {
            period: 0
        })
    );
    assert_eq!(
        Clock::new(TimeControl::Unknown).unwrap_err(),
        ClockError::InvalidControl(ControlError::NotTimed)
    );
    assert_eq!(
        Clock::new(TimeControl::Untimed).unwrap_err(),
        ClockError::InvalidControl(ControlError::NotTimed)
    );
    assert_eq!(
        Clock::new(TimeControl::hourglass(0)).unwrap_err(),
        ClockError::InvalidControl(ControlError::ZeroInitialTime)
    );
    // 0 minutes + 5 s after each move: the flag would fall at once.
    assert_eq!(
        Clock::new(tc_unchecked("0+5")).unwrap_err(),
        ClockError::InvalidControl(ControlError::ZeroInitialTime)
    );
    // ... but with the increment before move 1 it is playable.
    let c = Clock::new(tc_unchecked("0+5").with_increment_before_first_move(true)).unwrap();
    assert_eq!(c.remaining(Side::White, 0), 0);
}

fn tc_unchecked(tag: &str) -> TimeControl {
    // "0+5": sudden death, 0 s, increment 5 s.
    assert_eq!(tag, "0+5");
    TimeControl::fischer(0, 5 * S)
}

#[test]
fn errors_implement_std_error() {
    fn is_error<E: std::error::Error>(_: &E) {}
    is_error(&ControlError::NoPeriods);
    is_error(&ClockError::NotStarted);
    is_error(&"x".parse::<TimeControl>().unwrap_err());
    assert_eq!(
        ClockError::WrongSide {
            pressed: Side::Black,
            running: Side::White
        }
        .to_string(),
        "Black pressed the clock but White's clock is running"
    );
}

// --- Art. 6.5, 6.7: starting and pressing -----------------------------------

#[test]
fn art_6_5_whites_clock_is_started() {
    let mut c = clock("300");
    assert_eq!(c.phase(), Phase::NotStarted);
    assert_eq!(c.running(), None);
    assert_eq!(c.press(Side::White, 0), Err(ClockError::NotStarted));
    c.start(1_000).unwrap();
    assert_eq!(c.running(), Some(Side::White));
    assert_eq!(c.remaining(Side::White, 4_000), 297 * S);
    assert_eq!(c.remaining(Side::Black, 4_000), 300 * S);
    assert_eq!(c.start(5_000), Err(ClockError::AlreadyStarted));
}

#[test]
fn game_resumed_with_black_to_move() {
    let mut c = Clock::with_options(
        tc("300"),
        ClockOptions::default().with_first_to_move(Side::Black),
    )
    .unwrap();
    c.start(0).unwrap();
    assert_eq!(c.running(), Some(Side::Black));
}

#[test]
fn art_6_7_a_player_stops_his_own_clock_and_starts_the_opponents() {
    let mut c = clock("300");
    c.start(0).unwrap();
    assert_eq!(
        c.press(Side::Black, 1_000),
        Err(ClockError::WrongSide {
            pressed: Side::Black,
            running: Side::White
        })
    );
    let out = c.press(Side::White, 7_000).unwrap();
    assert_eq!(out.side, Side::White);
    assert_eq!(out.moves_completed, 1);
    assert_eq!(out.move_ms, 7_000);
    assert_eq!(out.remaining_ms, 293 * S);
    assert_eq!(c.running(), Some(Side::Black));
    assert_eq!(c.moves_completed(Side::White), 1);
    assert_eq!(c.moves_completed(Side::Black), 0);
    // White's clock no longer runs.
    assert_eq!(c.remaining(Side::White, 100_000), 293 * S);
    assert_eq!(c.remaining(Side::Black, 100_000), 207 * S);
}

#[test]
fn pressing_twice_at_the_same_instant_uses_no_time() {
    let mut c = clock("300+2");
    c.start(0).unwrap();
    c.press(Side::White, 0).unwrap();
    let out = c.press(Side::Black, 0).unwrap();
    assert_eq!(out.move_ms, 0);
    assert_eq!(out.remaining_ms, 302 * S);
}

#[test]
fn time_going_backwards_is_an_error() {
    let mut c = clock("300");
    c.start(10_000).unwrap();
    assert_eq!(
        c.press(Side::White, 9_999),
        Err(ClockError::TimeWentBackwards {
            last_ms: 10_000,
            now_ms: 9_999
        })
    );
    // Queries with an earlier instant see the latest state.
    assert_eq!(c.remaining(Side::White, 0), 300 * S);
}

// --- Art. 6.1: increment ----------------------------------------------------

#[test]
fn art_6_1_increment_after_each_completed_move() {
    let mut c = clock("180+2");
    c.start(0).unwrap();
    assert_eq!(c.remaining(Side::White, 0), 180 * S, "not before move 1");
    let out = c.press(Side::White, 10 * S).unwrap();
    assert_eq!(out.bonus_ms, 2 * S);
    assert_eq!(out.remaining_ms, 172 * S);
}

#[test]
fn increment_from_move_one_is_added_to_both_clocks_at_the_start() {
    let mut c = fide_classical();
    assert_eq!(c.remaining(Side::White, 0), 90 * MIN);
    c.start(0).unwrap();
    assert_eq!(c.remaining(Side::White, 0), 90 * MIN + 30 * S);
    assert_eq!(c.remaining(Side::Black, 0), 90 * MIN + 30 * S);
    c.press(Side::White, 30 * S).unwrap();
    assert_eq!(c.remaining(Side::White, 30 * S), 90 * MIN + 30 * S);
}

// --- Art. 6.2: periods -------------------------------------------------------

#[test]
fn art_6_2_time_saved_in_a_period_is_added_to_the_next() {
    // FIDE: 90 min for 40 moves, then 30 min, 30 s per move from move 1.
    let mut c = fide_classical();
    c.start(0).unwrap();
    let mut t = 0;
    for n in 1..=39 {
        t += MIN;
        let out = c.press(Side::White, t).unwrap();
        assert_eq!(out.entered_period, None, "move {n}");
        assert_eq!(c.period_index(Side::White), 0);
        t += 10 * S;
        c.press(Side::Black, t).unwrap();
    }
    assert_eq!(c.moves_to_period_end(Side::White), Some(1));
    // White: 90:30 + 39 × (30 s − 60 s) = 71:00.
    assert_eq!(c.remaining(Side::White, t), 71 * MIN);
    t += MIN;
    let out = c.press(Side::White, t).unwrap();
    // Move 40: 60 s used, 30 s increment, and the second period's 30 min.
    assert_eq!(out.moves_completed, 40);
    assert_eq!(out.bonus_ms, 30 * S);
    assert_eq!(out.entered_period, Some(1));
    assert_eq!(out.period_added_ms, 30 * MIN);
    assert_eq!(out.remaining_ms, 71 * MIN - 30 * S + 30 * MIN);
    assert_eq!(c.period_index(Side::White), 1);
    assert_eq!(c.moves_to_period_end(Side::White), None, "sudden death");
    // Black's periods are his own: he has completed 39 moves.
    assert_eq!(c.period_index(Side::Black), 0);
    t += 10 * S;
    let out = c.press(Side::Black, t).unwrap();
    assert_eq!(out.entered_period, Some(1));
    // Sudden death: no more periods are added, ever.
    let t = play_moves(&mut c, 100, 1, t);
    assert_eq!(c.moves_completed(Side::White), 140);
    assert_eq!(
        c.ledger(Side::White, t).allotted_ms,
        90 * MIN + 30 * MIN,
        "base times received"
    );
}

#[test]
fn period_boundary_1997_classical() {
    // 2 h / 40 moves + 1 h / 20 moves + 30 min (1997 era).
    let mut c = Clock::new(rochade_clock::preset("classical-1997").unwrap().control).unwrap();
    c.start(0).unwrap();
    let t = play_moves(&mut c, 39, 2 * MIN, 0);
    assert_eq!(c.remaining(Side::White, t), 120 * MIN - 78 * MIN);
    let t = play_moves(&mut c, 1, 2 * MIN, t);
    assert_eq!(c.remaining(Side::White, t), 40 * MIN + 60 * MIN);
    let t = play_moves(&mut c, 19, MIN, t);
    assert_eq!(c.remaining(Side::White, t), 81 * MIN);
    let t = play_moves(&mut c, 1, MIN, t);
    assert_eq!(c.remaining(Side::White, t), 80 * MIN + 30 * MIN);
    assert_eq!(c.period_index(Side::White), 2);
    let t = play_moves(&mut c, 20, MIN, t);
    assert_eq!(c.remaining(Side::White, t), 90 * MIN, "no more periods");
}

#[test]
fn counted_last_period_repeats() {
    let mut c = clock("40/7200:20/3600");
    c.start(0).unwrap();
    let t = play_moves(&mut c, 40, 0, 0);
    assert_eq!(c.remaining(Side::White, t), 3 * 60 * MIN);
    let t = play_moves(&mut c, 20, 0, t);
    assert_eq!(c.remaining(Side::White, t), 4 * 60 * MIN);
    let t = play_moves(&mut c, 19, 0, t);
    assert_eq!(c.moves_to_period_end(Side::White), Some(1));
    let t = play_moves(&mut c, 1, 0, t);
    assert_eq!(c.remaining(Side::White, t), 5 * 60 * MIN);
}

#[test]
fn per_move_rule_belongs_to_the_period_of_the_move() {
    // 2 moves with +10 s, then sudden death with +1 s.
    let mut c = clock("2/60+10:60+1");
    c.start(0).unwrap();
    assert_eq!(c.press(Side::White, 0).unwrap().bonus_ms, 10 * S);
    c.press(Side::Black, 0).unwrap();
    let out = c.press(Side::White, 0).unwrap();
    assert_eq!((out.bonus_ms, out.period_added_ms), (10 * S, 60 * S));
    c.press(Side::Black, 0).unwrap();
    assert_eq!(c.press(Side::White, 0).unwrap().bonus_ms, S);
}

#[test]
fn art_6_9_flag_before_the_prescribed_number_of_moves() {
    // 2 moves in 10 s, then 60 s.
    let mut c = clock("2/10:60");
    c.start(0).unwrap();
    c.press(Side::White, 6_000).unwrap();
    c.press(Side::Black, 7_000).unwrap();
    // White has 4 s for move 2; the next period's time does not save him.
    let flag = c.flag(20_000).unwrap();
    assert_eq!((flag.side, flag.at_ms), (Side::White, 11_000));
    assert_eq!(
        c.press(Side::White, 20_000),
        Err(ClockError::FlagFallen {
            side: Side::White,
            at_ms: 11_000
        })
    );
    assert_eq!(c.moves_completed(Side::White), 1);
    assert_eq!(c.phase(), Phase::Frozen);
}

// --- Art. 6.1, 6.8: flag fall -------------------------------------------------

#[test]
fn art_6_1_flag_falls_at_the_exact_instant_of_expiry() {
    let mut c = clock("60");
    c.start(1_000).unwrap();
    assert_eq!(c.flag(60_999), None);
    assert_eq!(c.time_until_flag(60_999), Some(1));
    assert_eq!(c.remaining(Side::White, 60_999), 1);
    assert_eq!(c.running_at(60_999), Some(Side::White));
    let flag = c.flag(61_000).unwrap();
    assert_eq!((flag.side, flag.at_ms), (Side::White, 61_000));
    assert_eq!(c.running_at(61_000), None);
    assert_eq!(c.phase_at(61_000), Phase::Frozen);
    // Asking later gives the same instant.
    assert_eq!(c.flag(1_000_000).unwrap().at_ms, 61_000);
    assert_eq!(c.flag_of(Side::White, 1_000_000), Some(61_000));
    assert_eq!(c.flag_of(Side::Black, 1_000_000), None);
}

#[test]
fn pressing_one_millisecond_before_expiry_is_in_time() {
    let mut c = clock("60");
    c.start(0).unwrap();
    assert_eq!(c.press(Side::White, 59_999).unwrap().remaining_ms, 1);
    let mut c = clock("60");
    c.start(0).unwrap();
    assert!(matches!(
        c.press(Side::White, 60_000),
        Err(ClockError::FlagFallen { at_ms: 60_000, .. })
    ));
}

#[test]
fn clocks_freeze_at_flag_fall() {
    let mut c = clock("60+1");
    c.start(0).unwrap();
    c.press(Side::White, 1_000).unwrap();
    assert_eq!(c.update(200_000).unwrap().unwrap().at_ms, 61_000);
    assert_eq!(c.remaining(Side::Black, 300_000), 0);
    assert_eq!(c.remaining(Side::White, 300_000), 60_000);
    assert_eq!(c.ledger(Side::Black, 300_000).elapsed_ms(), 60_000);
    assert_eq!(c.running(), None);
    assert!(matches!(
        c.pause(300_000),
        Err(ClockError::FlagFallen { at_ms: 61_000, .. })
    ));
    assert!(matches!(
        c.resume(300_000),
        Err(ClockError::FlagFallen {
            side: Side::Black,
            ..
        })
    ));
}

#[test]
fn appendix_b6_play_on_after_flag_fall_and_b8_both_flags() {
    let opts = ClockOptions::default().with_play_on_after_flag(true);
    let mut c = Clock::with_options(tc("10+1"), opts).unwrap();
    c.start(0).unwrap();
    // White oversteps by 5 s; the game goes on until a claim (B6).
    let out = c.press(Side::White, 15_000).unwrap();
    assert_eq!(c.flag_of(Side::White, 15_000), Some(10_000));
    assert_eq!(out.remaining_ms, 1_000, "zero, then the increment");
    assert_eq!(c.ledger(Side::White, 15_000).overtime_ms, 5_000);
    assert!(!c.both_flags_fallen(15_000));
    // Black then oversteps too.
    assert_eq!(c.running_at(100_000), Some(Side::Black));
    assert_eq!(c.flag_of(Side::Black, 100_000), Some(25_000));
    assert!(c.both_flags_fallen(100_000));
    // Which fell first (App. B8, Art. 6.11 of 1997).
    assert_eq!(c.flag(100_000).unwrap().side, Side::White);
    // White's flag stays the first even after more time passes.
    c.press(Side::Black, 100_000).unwrap();
    c.press(Side::White, 200_000).unwrap();
    assert_eq!(c.flag(200_000).unwrap().at_ms, 10_000);
    assert_eq!(c.remaining(Side::White, 200_000), 1_000);
    // Black's clock runs at zero, never below.
    assert_eq!(c.remaining(Side::Black, 300_000), 0, "never negative");
    assert_eq!(c.ledger(Side::Black, 300_000).overtime_ms, 75_000 + 99_000);
}

#[test]
fn play_on_can_be_switched_on_after_a_freeze() {
    let mut c = clock("10");
    c.start(0).unwrap();
    c.update(20_000).unwrap();
    assert_eq!(c.phase(), Phase::Frozen);
    c.set_play_on_after_flag(true, 20_000).unwrap();
    c.resume(20_000).unwrap();
    c.press(Side::White, 21_000).unwrap();
    assert_eq!(c.running(), Some(Side::Black));
    assert_eq!(c.flag(21_000).unwrap().at_ms, 10_000);
}

// --- Art. 6.2: time delay mode -------------------------------------------------

#[test]
fn art_6_2_delay_main_time_unchanged_if_stopped_within_the_fixed_time() {
    let mut c = clock("300d5");
    c.start(0).unwrap();
    assert_eq!(c.delay_remaining(Side::White, 3_000), 2_000);
    assert_eq!(c.remaining(Side::White, 3_000), 300 * S);
    let out = c.press(Side::White, 4_999).unwrap();
    assert_eq!(out.remaining_ms, 300 * S);
    assert_eq!(out.move_ms, 4_999);
    assert_eq!(out.bonus_ms, 0);
}

#[test]
fn art_6_2_delay_countdown_of_main_time_commences_after_fixed_time() {
    let mut c = clock("300d5");
    c.start(0).unwrap();
    assert_eq!(c.remaining(Side::White, 5_000), 300 * S);
    assert_eq!(c.remaining(Side::White, 5_001), 300 * S - 1);
    let out = c.press(Side::White, 12_000).unwrap();
    assert_eq!(out.remaining_ms, 293 * S);
}

#[test]
fn unused_delay_is_not_kept() {
    let mut c = clock("300d5");
    c.start(0).unwrap();
    c.press(Side::White, 1_000).unwrap(); // 4 s of delay unused
    c.press(Side::Black, 2_000).unwrap();
    // White's new move has 5 s of delay, not 9 s.
    assert_eq!(c.delay_remaining(Side::White, 2_000), 5_000);
    assert_eq!(c.remaining(Side::White, 9_000), 298 * S);
}

#[test]
fn flag_in_delay_mode_falls_after_delay_plus_main_time() {
    let mut c = clock("10d5");
    c.start(0).unwrap();
    assert_eq!(c.time_until_flag(0), Some(15_000));
    assert_eq!(c.flag(14_999), None);
    assert_eq!(c.flag(15_000).unwrap().at_ms, 15_000);
}

#[test]
fn pause_during_delay_keeps_the_unused_fixed_time() {
    let mut c = clock("300d5");
    c.start(0).unwrap();
    c.pause(2_000).unwrap();
    assert_eq!(c.delay_remaining(Side::White, 50_000), 3_000);
    assert_eq!(c.remaining(Side::White, 50_000), 300 * S);
    c.resume(60_000).unwrap();
    assert_eq!(c.remaining(Side::White, 63_000), 300 * S);
    assert_eq!(c.remaining(Side::White, 64_000), 299 * S);
    let out = c.press(Side::White, 64_000).unwrap();
    assert_eq!(out.move_ms, 6_000, "pause excluded");
}

#[test]
fn delay_at_a_period_boundary_carries_main_time_only() {
    // 1 move in 10 s with 5 s delay, then 20 s with 2 s delay.
    let mut c = clock("1/10d5:20d2");
    c.start(0).unwrap();
    // White uses 3 s of delay only: main time 10 s is kept and the next
    // period's 20 s added; the 2 s of unused delay are lost.
    let out = c.press(Side::White, 3_000).unwrap();
    assert_eq!(out.entered_period, Some(1));
    assert_eq!(out.remaining_ms, 30 * S);
    c.press(Side::Black, 3_000).unwrap();
    // White's second move has the second period's 2 s delay.
    assert_eq!(c.delay_remaining(Side::White, 3_000), 2_000);
    assert_eq!(c.remaining(Side::White, 8_000), 27 * S);
}

// --- Bronstein -----------------------------------------------------------------

#[test]
fn bronstein_gives_back_time_used_up_to_the_delay() {
    let mut c = clock("300b5");
    c.start(0).unwrap();
    assert_eq!(c.remaining(Side::White, 3_000), 297 * S, "main time runs");
    let out = c.press(Side::White, 3_000).unwrap();
    assert_eq!((out.bonus_ms, out.remaining_ms), (3_000, 300 * S));
    c.press(Side::Black, 3_000).unwrap();
    let out = c.press(Side::White, 11_000).unwrap();
    assert_eq!((out.bonus_ms, out.remaining_ms), (5_000, 297 * S));
}

// --- Art. 6.12: stopping the clocks ----------------------------------------------

#[test]
fn art_6_12_arbiter_stops_and_restarts_the_clocks() {
    let mut c = clock("300+2");
    assert_eq!(c.pause(0), Err(ClockError::NotRunning));
    assert_eq!(c.resume(0), Err(ClockError::NotStarted));
    c.start(0).unwrap();
    assert_eq!(c.resume(1_000), Err(ClockError::NotPaused));
    c.pause(10_000).unwrap();
    assert_eq!(c.phase(), Phase::Paused);
    assert_eq!(c.running(), None);
    assert_eq!(c.to_move(), Side::White);
    assert_eq!(c.pause(11_000), Err(ClockError::NotRunning));
    assert_eq!(c.press(Side::White, 12_000), Err(ClockError::Paused));
    assert_eq!(c.remaining(Side::White, 1_000_000), 290 * S);
    c.resume(1_000_000).unwrap();
    let out = c.press(Side::White, 1_005_000).unwrap();
    assert_eq!(out.move_ms, 15_000);
    assert_eq!(out.remaining_ms, 287 * S);
}

#[test]
fn flag_fall_before_a_pause_is_reported() {
    let mut c = clock("10");
    c.start(0).unwrap();
    assert_eq!(
        c.pause(20_000),
        Err(ClockError::FlagFallen {
            side: Side::White,
            at_ms: 10_000
        })
    );
}

// --- Adjustments: Art. 6.13, 7.4, 9.5, 10.2 -----------------------------------------

#[test]
fn art_7_4_two_minutes_to_the_opponent_while_a_clock_runs() {
    let mut c = clock("300");
    c.start(0).unwrap();
    c.press(Side::White, 10_000).unwrap();
    c.add_time(Side::White, 2 * MIN, 15_000).unwrap();
    assert_eq!(c.remaining(Side::White, 20_000), 290 * S + 2 * MIN);
    // Black's running clock was unaffected.
    assert_eq!(c.remaining(Side::Black, 20_000), 290 * S);
    assert_eq!(c.ledger(Side::White, 20_000).added_ms, 2 * MIN);
}

#[test]
fn art_9_5_adjustments_to_the_running_side() {
    let mut c = clock("600");
    c.start(0).unwrap();
    // Incorrect claim: half the claimant's time up to three minutes off...
    c.remove_time(Side::White, 3 * MIN, 100_000).unwrap();
    assert_eq!(c.remaining(Side::White, 100_000), 320 * S);
    // ... and the clock keeps running from the adjusted value.
    assert_eq!(c.remaining(Side::White, 110_000), 310 * S);
    c.add_time(Side::White, 10_000, 110_000).unwrap();
    assert_eq!(c.remaining(Side::White, 120_000), 310 * S);
    assert_eq!(c.ledger(Side::White, 120_000).removed_ms, 3 * MIN);
}

#[test]
fn art_6_13_set_remaining_and_move_counter() {
    let mut c = fide_classical();
    c.start(0).unwrap();
    c.set_remaining(Side::White, 10 * MIN, 5_000).unwrap();
    assert_eq!(c.remaining(Side::White, 5_000), 10 * MIN);
    c.set_remaining(Side::Black, 95 * MIN, 5_000).unwrap();
    assert_eq!(c.remaining(Side::Black, 9_000), 95 * MIN);
    // Move counter set to 39: the next move completes the first period.
    c.set_moves(Side::White, 39);
    assert_eq!(c.moves_to_period_end(Side::White), Some(1));
    let out = c.press(Side::White, 6_000).unwrap();
    assert_eq!(out.moves_completed, 40);
    assert_eq!(out.period_added_ms, 30 * MIN);
    // Set past the boundary: no period time is added or taken away.
    c.set_moves(Side::Black, 45);
    let out = c.press(Side::Black, 7_000).unwrap();
    assert_eq!(out.period_added_ms, 0);
    assert_eq!(c.period_index(Side::Black), 1);
}

#[test]
fn removing_all_time_makes_the_flag_fall_then() {
    let mut c = clock("300");
    c.start(0).unwrap();
    c.remove_time(Side::Black, u64::MAX, 1_000).unwrap();
    assert_eq!(c.remaining(Side::Black, 1_000), 0);
    assert_eq!(c.flag(1_000).unwrap().side, Side::Black);
    assert_eq!(
        c.running(),
        Some(Side::White),
        "White's clock keeps running"
    );
    c.set_remaining(Side::White, 0, 2_000).unwrap();
    assert_eq!(c.phase(), Phase::Frozen);
    assert!(c.both_flags_fallen(2_000));
    assert_eq!(
        c.flag(2_000).unwrap().side,
        Side::Black,
        "Black's fell first"
    );
    // The arbiter restores times (Art. 6.13) and clears the flags.
    c.set_remaining(Side::White, MIN, 3_000).unwrap();
    c.clear_flag(Side::Black, 3_000).unwrap();
    assert_eq!(c.flag(3_000).unwrap().side, Side::White);
    c.clear_flag(Side::White, 3_000).unwrap();
    assert_eq!(c.flag(3_000), None);
    c.resume(3_000).unwrap();
    assert_eq!(c.remaining(Side::White, 4_000), 59 * S);
}

#[test]
fn giving_time_after_a_flag_fall_lets_play_resume() {
    let mut c = clock("10");
    c.start(0).unwrap();
    c.update(10_000).unwrap();
    c.add_time(Side::White, 2 * MIN, 12_000).unwrap();
    c.resume(12_000).unwrap();
    let out = c.press(Side::White, 13_000).unwrap();
    assert_eq!(out.remaining_ms, 119 * S);
    assert_eq!(c.flag(13_000).unwrap().at_ms, 10_000, "recorded flag stays");
}

#[test]
fn set_remaining_zero_in_delay_waits_for_the_delay() {
    let mut c = clock("300d5");
    c.start(0).unwrap();
    c.set_remaining(Side::White, 0, 1_000).unwrap();
    assert_eq!(c.flag(4_999), None);
    assert_eq!(c.flag(5_000).unwrap().at_ms, 5_000);
}

// --- Hourglass ------------------------------------------------------------------------

#[test]
fn hourglass_time_used_flows_to_the_opponent() {
    let mut c = clock("*60");
    c.start(0).unwrap();
    assert_eq!(c.remaining(Side::White, 10_000), 50 * S);
    assert_eq!(c.remaining(Side::Black, 10_000), 70 * S);
    c.press(Side::White, 10_000).unwrap();
    c.press(Side::Black, 15_000).unwrap();
    assert_eq!(c.remaining(Side::White, 15_000), 55 * S);
    assert_eq!(c.remaining(Side::Black, 15_000), 65 * S);
    assert_eq!(c.flag(70_000).unwrap().at_ms, 70_000);
    assert_eq!(c.remaining(Side::Black, 70_000), 120 * S);
}

// --- Huge and zero values --------------------------------------------------------------

#[test]
fn huge_values_never_panic() {
    let huge = TimeControl::Periods(vec![
        Period::for_moves(u32::MAX, u64::MAX)
            .with_per_move(PerMove::increment_from_move_one(u64::MAX)),
        Period::new(u64::MAX, Some(1), PerMove::Bronstein { ms: u64::MAX }),
    ]);
    let mut c = Clock::new(huge).unwrap();
    c.start(u64::MAX - 10).unwrap();
    assert_eq!(c.remaining(Side::White, u64::MAX), u64::MAX - 10);
    c.press(Side::White, u64::MAX).unwrap();
    assert_eq!(c.remaining(Side::White, u64::MAX), u64::MAX);
    c.add_time(Side::Black, u64::MAX, u64::MAX).unwrap();
    c.set_moves(Side::Black, u32::MAX);
    c.press(Side::Black, u64::MAX).unwrap();
    c.set_moves(Side::White, u32::MAX - 1);
    c.press(Side::White, u64::MAX).unwrap();
    assert_eq!(c.moves_completed(Side::White), u32::MAX);
    c.press(Side::Black, u64::MAX).unwrap();
    c.press(Side::White, u64::MAX).unwrap();
    assert_eq!(c.moves_completed(Side::White), u32::MAX);
    let _ = c.ledger(Side::White, u64::MAX).balance_ms();
    let _ = c.next_redraw_in(u64::MAX, &rochade_clock::DisplayOptions::default());
    let _ = c.display(
        Side::White,
        u64::MAX,
        &rochade_clock::DisplayOptions::default(),
    );

    let mut c = Clock::new(TimeControl::Periods(vec![
        Period::for_moves(1, 1).with_per_move(PerMove::Delay { ms: u64::MAX }),
        Period::for_moves(u32::MAX, u64::MAX),
    ]))
    .unwrap();
    c.start(0).unwrap();
    assert_eq!(c.time_until_flag(0), Some(u64::MAX));
    c.pause(u64::MAX).unwrap();
    c.resume(u64::MAX).unwrap();
    let _ =
        TimeControl::Periods(vec![Period::for_moves(u32::MAX, 1); 3]).nominal_ms(u32::MAX / 1000);
    assert_eq!(
        "18446744073709552/1".parse::<TimeControl>().ok(),
        None,
        "overflowing seconds"
    );
}

#[test]
fn one_millisecond_controls() {
    let mut c = Clock::new(TimeControl::sudden_death(1)).unwrap();
    c.start(0).unwrap();
    assert_eq!(c.flag(1).unwrap().at_ms, 1);
    let mut c = Clock::new(TimeControl::sudden_death(1)).unwrap();
    c.start(0).unwrap();
    c.press(Side::White, 0).unwrap();
    assert_eq!(c.remaining(Side::White, 0), 1);
}

// --- Game type: Appendices B1, C1 ----------------------------------------------------------

#[test]
fn appendix_b1_c1_game_types() {
    let t = |s: &str| tc(s).game_type().unwrap();
    assert_eq!(t("899.999"), GameType::Blitz);
    assert_eq!(t("900"), GameType::Rapidplay);
    assert_eq!(t("3600"), GameType::Rapidplay);
    assert_eq!(t("3600.001"), GameType::Standard);
    // 10 min + 60 × 5 s = 15 min: rapidplay.
    assert_eq!(t("600+5"), GameType::Rapidplay);
    assert_eq!(t("600+4.999"), GameType::Blitz);
    // Delay per move counts like an increment.
    assert_eq!(t("600d5"), GameType::Rapidplay);
    // A second period reached before move 60 counts; one after it does not.
    assert_eq!(t("40/600:600"), GameType::Rapidplay);
    assert_eq!(t("60/600:600"), GameType::Blitz);
    assert_eq!(t("*600"), GameType::Blitz);
    assert_eq!(TimeControl::Untimed.game_type(), Some(GameType::Standard));
    assert_eq!(TimeControl::Unknown.game_type(), None);
    let types: Vec<_> = rochade_clock::presets()
        .iter()
        .map(|p| p.control.game_type().unwrap())
        .collect();
    use GameType::*;
    assert_eq!(
        types,
        [Standard, Standard, Rapidplay, Rapidplay, Blitz, Blitz]
    );
    assert_eq!(Rapidplay.appendix(), Some('B'));
    assert_eq!(Blitz.to_string(), "blitz");
}

// --- Notation -------------------------------------------------------------------------------

#[test]
fn pgn_tag_round_trips() {
    for tag in [
        "?",
        "-",
        "*60",
        "*0.5",
        "300",
        "300+2",
        "40/9000",
        "40/5400+30:1800+30",
        "40/7200:20/3600:1800",
        "40/7200:20/3600",
        "300d5",
        "300b3",
        "1.001+0.1",
        "1/18446744073709551",
    ] {
        assert_eq!(tc(tag).to_string(), tag);
    }
    assert_eq!(tc(" 300+2 ").to_string(), "300+2");
    assert_eq!(tc("300.500").to_string(), "300.5");
    assert_eq!(tc("040/5400").to_string(), "40/5400");
}

#[test]
fn pgn_tag_errors() {
    use rochade_clock::ParseTimeControlError as E;
    for bad in [
        "abc", "40/", "/300", "40/5400+", "300+", "1.2345", "1.", ".5", "+2", "*", "*60:300",
        "300:*60", "?:300", "300::300", "-5", "40/-5", "300+2+3", "300 + 2", "4 0/300", "300+d5",
    ] {
        assert!(
            matches!(bad.parse::<TimeControl>(), Err(E::Syntax { .. })),
            "{bad}: {:?}",
            bad.parse::<TimeControl>()
        );
    }
    assert_eq!("".parse::<TimeControl>(), Err(E::Empty));
    assert_eq!("  ".parse::<TimeControl>(), Err(E::Empty));
    assert!(matches!(
        "99999999999999999999".parse::<TimeControl>(),
        Err(E::Overflow { .. })
    ));
    assert!(matches!(
        "4294967296/300".parse::<TimeControl>(),
        Err(E::Overflow { .. })
    ));
    assert_eq!(
        "*0".parse::<TimeControl>(),
        Err(E::Invalid(ControlError::ZeroInitialTime))
    );
}

#[test]
fn human_descriptions() {
    let d = |s: &str| tc(s).describe();
    assert_eq!(d("300+2"), "5 min, +2 s per move");
    assert_eq!(d("3600"), "1 h");
    assert_eq!(d("*60"), "hourglass, 1 min each");
    assert_eq!(d("?"), "unknown time control");
    assert_eq!(d("-"), "no time control");
    assert_eq!(d("300d5"), "5 min, 5 s delay per move");
    assert_eq!(d("300b5"), "5 min, 5 s Bronstein delay per move");
    assert_eq!(
        d("40/7200:20/3600"),
        "2 h / 40 moves + 1 h / 20 moves, last period repeating"
    );
    assert_eq!(
        d("40/5400+30:1800"),
        "90 min / 40 moves (+30 s per move) + 30 min"
    );
    assert_eq!(d("1/90"), "1 min 30 s / 1 move, last period repeating");
    let descriptions: Vec<_> = rochade_clock::presets()
        .iter()
        .map(|p| p.control.describe())
        .collect();
    assert_eq!(
        descriptions,
        [
            "90 min / 40 moves + 30 min, +30 s per move from move 1",
            "2 h / 40 moves + 1 h / 20 moves + 30 min",
            "15 min, +10 s per move from move 1",
            "25 min, +10 s per move from move 1",
            "3 min, +2 s per move from move 1",
            "5 min, +3 s per move from move 1",
        ]
    );
}

// --- Serde -------------------------------------------------------------------------------------

#[test]
fn save_mid_move_and_restore() {
    let mut c = clock("300d5");
    c.start(0).unwrap();
    c.press(Side::White, 2_000).unwrap();
    c.pause(4_000).unwrap();
    c.resume(10_000).unwrap();
    c.update(12_000).unwrap();
    let json = serde_json::to_string(&c).unwrap();
    let mut restored: Clock = serde_json::from_str(&json).unwrap();
    assert_eq!(restored, c);
    for clk in [&mut c, &mut restored] {
        assert_eq!(clk.delay_remaining(Side::Black, 12_000), 1_000);
        clk.press(Side::Black, 20_000).unwrap();
    }
    assert_eq!(restored, c);
}

#[test]
fn restoring_an_impossible_control_is_an_error() {
    let c = clock("300");
    let json = serde_json::to_string(&c).unwrap();
    let bad = json.replace("300000", "0");
    assert!(serde_json::from_str::<Clock>(&bad).is_err());
    assert!(serde_json::from_str::<Clock>("{}").is_err());
    // Controls and options serialise too.
    let tc2: TimeControl =
        serde_json::from_str(&serde_json::to_string(&tc("40/5400+30:1800+30")).unwrap()).unwrap();
    assert_eq!(tc2, tc("40/5400+30:1800+30"));
}

#[test]
fn art_7_4_illegal_move_reinstated_same_player_moves_again() {
    let mut c = clock("300+2");
    c.start(0).unwrap();
    c.press(Side::White, 10_000).unwrap(); // an illegal move, found later
    // Black notices at 15 s; the arbiter stops the clocks.
    c.pause(15_000).unwrap();
    // Position before the irregularity reinstated: White to move again,
    // his move counter back to 0, times as the arbiter judges (Art. 6.13),
    // and two minutes extra for Black (Art. 7.4 (b)).
    c.set_to_move(Side::White, 20_000).unwrap();
    c.set_moves(Side::White, 0);
    c.set_remaining(Side::Black, 300 * S, 20_000).unwrap();
    c.add_time(Side::Black, 2 * MIN, 20_000).unwrap();
    assert_eq!(c.to_move(), Side::White);
    assert_eq!(c.running(), None);
    c.resume(20_000).unwrap();
    let out = c.press(Side::White, 25_000).unwrap();
    assert_eq!(out.moves_completed, 1);
    assert_eq!(out.move_ms, 5_000);
    assert_eq!(c.remaining(Side::Black, 25_000), 420 * S);
}

#[test]
fn sealed_move_completed_on_resumption() {
    // Adjournment: the player sealing stops his clock without starting his
    // opponent's; on resumption the sealed move is made and the opponent's
    // clock started: resume and press at the same instant.
    let mut c = clock("40/7200:20/3600");
    c.start(0).unwrap();
    c.pause(50_000).unwrap();
    c.resume(1_000_000).unwrap();
    let out = c.press(Side::White, 1_000_000).unwrap();
    assert_eq!(out.move_ms, 50_000);
    assert_eq!(c.running(), Some(Side::Black));
}

#[test]
fn snapshot_for_the_display() {
    let opts = ClockOptions::default().with_play_on_after_flag(true);
    let mut c = Clock::with_options(tc("10+1"), opts).unwrap();
    c.start(0).unwrap();
    c.press(Side::White, 4_000).unwrap();
    let snap = c.snapshot(20_000);
    assert_eq!(snap.remaining_ms, [7_000, 0]);
    assert_eq!(snap.moves_completed, [1, 0]);
    assert_eq!(snap.flags_ms, [None, Some(14_000)]);
    assert_eq!(snap.first_flag.unwrap().side, Side::Black);
    assert_eq!(snap.current_move_ms, 16_000);
    assert_eq!(snap.to_move, Side::Black);
}

// --- Display ----------------------------------------------------------------------------

#[test]
fn display_formats_and_never_shows_zero_while_time_remains() {
    use rochade_clock::{DisplayOptions, format_time, next_change_in};
    let o = DisplayOptions::default();
    let cases = [
        (0, "0:00"),
        (1, "0:00.1"),
        (100, "0:00.1"),
        (101, "0:00.2"),
        (9_900, "0:09.9"),
        (9_901, "0:10"),
        (59_001, "1:00"),
        (600_000, "10:00"),
        (3_599_000, "59:59"),
        (3_599_001, "1:00:00"),
        (3_600_000, "1:00:00"),
        (5_430_000, "1:30:30"),
        (36_000_000, "10:00:00"),
        (u64::MAX, "5124095576030:25:52"),
    ];
    for (ms, text) in cases {
        assert_eq!(format_time(ms, &o), text, "{ms}");
    }
    let none = DisplayOptions::default().with_tenths_below(0);
    assert_eq!(format_time(1, &none), "0:01");
    assert_eq!(next_change_in(1_500, &none), 500);
    let wide = DisplayOptions::default().with_tenths_below(60_000);
    assert_eq!(format_time(59_900, &wide), "0:59.9");
    assert_eq!(format_time(59_901, &wide), "1:00");
    // Under an hour → at an hour: the text changes at every second anyway.
    assert_eq!(next_change_in(3_600_000, &o), 1_000);
    assert_eq!(next_change_in(1, &o), 1);
}

#[test]
fn clock_redraw_schedule() {
    use rochade_clock::DisplayOptions;
    let o = DisplayOptions::default();
    let mut c = clock("12");
    assert_eq!(c.next_redraw_in(0, &o), None, "not started");
    c.start(0).unwrap();
    assert_eq!(c.display(Side::White, 0, &o), "0:12");
    assert_eq!(c.next_redraw_in(0, &o), Some(1_000));
    // At 2.05 s: 9.95 s left, shown as 0:10 until 9.9 s.
    assert_eq!(c.display(Side::White, 2_050, &o), "0:10");
    assert_eq!(c.next_redraw_in(2_050, &o), Some(50));
    assert_eq!(c.next_redraw_in(12_000, &o), None, "flag fell");
    assert_eq!(c.display(Side::White, 12_000, &o), "0:00");
}

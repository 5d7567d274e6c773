//! Property tests: conservation of time, monotone running clocks,
//! independence from queries, save/restore, display and notation.

use proptest::prelude::*;
use rochade_clock::{
    Clock, ClockError, ClockOptions, DisplayOptions, PerMove, Period, PressOutcome, Side,
    TimeControl, format_time, next_change_in,
};

fn per_move() -> impl Strategy<Value = PerMove> {
    prop_oneof![
        Just(PerMove::None),
        (0u64..3_000, any::<bool>()).prop_map(|(ms, before_first_move)| PerMove::Increment {
            ms,
            before_first_move
        }),
        (0u64..3_000).prop_map(|ms| PerMove::Delay { ms }),
        (0u64..3_000).prop_map(|ms| PerMove::Bronstein { ms }),
    ]
}

fn period(counted: bool) -> impl Strategy<Value = Period> {
    (1u64..20_000, 1u32..5, per_move())
        .prop_map(move |(base, moves, pm)| Period::new(base, counted.then_some(moves), pm))
}

fn control() -> impl Strategy<Value = TimeControl> {
    prop_oneof![
        1 => (1u64..20_000).prop_map(TimeControl::hourglass),
        4 => (prop::collection::vec(period(true), 0..3), prop::option::of(period(false)))
            .prop_map(|(mut periods, last)| {
                periods.extend(last);
                if periods.is_empty() {
                    periods.push(Period::sudden_death(10_000));
                }
                TimeControl::Periods(periods)
            }),
    ]
}

#[derive(Debug, Clone)]
enum Op {
    Press,
    PressWrong,
    Pause,
    Resume,
    Add(Side, u64),
    Remove(Side, u64),
    Set(Side, u64),
    SetMoves(Side, u32),
    PlayOn(bool),
    ClearFlag(Side),
    ToMove(Side),
    Nothing,
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::White), Just(Side::Black)]
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        12 => Just(Op::Press),
        1 => Just(Op::PressWrong),
        2 => Just(Op::Pause),
        2 => Just(Op::Resume),
        1 => (side(), 0u64..10_000).prop_map(|(s, ms)| Op::Add(s, ms)),
        1 => (side(), 0u64..10_000).prop_map(|(s, ms)| Op::Remove(s, ms)),
        1 => (side(), 0u64..10_000).prop_map(|(s, ms)| Op::Set(s, ms)),
        1 => (side(), 0u32..12).prop_map(|(s, n)| Op::SetMoves(s, n)),
        1 => any::<bool>().prop_map(Op::PlayOn),
        1 => side().prop_map(Op::ClearFlag),
        1 => side().prop_map(Op::ToMove),
        1 => Just(Op::Nothing),
    ]
}

/// A timed operation: wait `dt`, then do `op`.
fn script() -> impl Strategy<Value = Vec<(u64, Op)>> {
    prop::collection::vec((0u64..6_000, op()), 0..60)
}

#[derive(Debug, PartialEq)]
enum Outcome {
    Press(Result<PressOutcome, ClockError>),
    Unit(Result<(), ClockError>),
}

fn apply(c: &mut Clock, op: &Op, t: u64) -> Outcome {
    let side = c.to_move();
    match *op {
        Op::Press => Outcome::Press(c.press(side, t)),
        Op::PressWrong => Outcome::Press(c.press(side.other(), t)),
        Op::Pause => Outcome::Unit(c.pause(t)),
        Op::Resume => Outcome::Unit(c.resume(t)),
        Op::Add(s, ms) => Outcome::Unit(c.add_time(s, ms, t)),
        Op::Remove(s, ms) => Outcome::Unit(c.remove_time(s, ms, t)),
        Op::Set(s, ms) => Outcome::Unit(c.set_remaining(s, ms, t)),
        Op::SetMoves(s, n) => {
            c.set_moves(s, n);
            Outcome::Unit(Ok(()))
        }
        Op::PlayOn(on) => Outcome::Unit(c.set_play_on_after_flag(on, t)),
        Op::ClearFlag(s) => Outcome::Unit(c.clear_flag(s, t)),
        Op::ToMove(s) => Outcome::Unit(c.set_to_move(s, t)),
        Op::Nothing => Outcome::Unit(Ok(())),
    }
}

fn new_clock(tc: TimeControl, play_on: bool) -> Clock {
    Clock::with_options(tc, ClockOptions::default().with_play_on_after_flag(play_on)).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// remaining = allotted + bonus + received + added − used − removed −
    /// given, and the time on each clock is the sum of its move times.
    #[test]
    fn time_is_conserved(tc in control(), play_on in any::<bool>(), start in 0u64..1_000, ops in script()) {
        let mut c = new_clock(tc, play_on);
        let mut t = start;
        c.start(t).unwrap();
        let mut move_sums = [0u64; 2];
        for (dt, op) in &ops {
            t += dt;
            let before = c.to_move();
            let abandoned = c.current_move_ms(before, t);
            if let Outcome::Press(Ok(out)) = apply(&mut c, op, t) {
                move_sums[out.side.index()] += out.move_ms;
            }
            if matches!(op, Op::ToMove(_)) && c.to_move() != before {
                // The move in progress was abandoned, its time still counts.
                move_sums[before.index()] += abandoned;
            }
            for side in Side::ALL {
                for q in [t, t + 777, t + 20_000] {
                    let ledger = c.ledger(side, q);
                    prop_assert_eq!(ledger.balance_ms(), c.remaining(side, q));
                    prop_assert_eq!(
                        ledger.elapsed_ms(),
                        move_sums[side.index()] + c.current_move_ms(side, q)
                    );
                }
            }
        }
        // Both clocks together ran no longer than the game lasted.
        let total: u64 = Side::ALL.iter().map(|&s| c.ledger(s, t).elapsed_ms()).sum();
        prop_assert!(total <= t - start);
    }

    /// A running clock's time never increases and falls at most as fast as
    /// real time; a stopped clock's time does not change (an hourglass's
    /// only grows).
    #[test]
    fn running_side_never_gains(tc in control(), play_on in any::<bool>(), ops in script(), probes in prop::collection::vec(0u64..30_000, 1..6)) {
        let hourglass = tc.is_hourglass();
        let mut c = new_clock(tc, play_on);
        let mut t = 0;
        c.start(t).unwrap();
        for (dt, op) in &ops {
            t += dt;
            apply(&mut c, op, t);
            let mut probes = probes.clone();
            probes.sort_unstable();
            let mut prev = [c.remaining(Side::White, t), c.remaining(Side::Black, t)];
            let mut prev_t = t;
            let running = c.running_at(t);
            for p in probes {
                let q = t + p;
                for side in Side::ALL {
                    let r = c.remaining(side, q);
                    let before = prev[side.index()];
                    if Some(side) == running {
                        prop_assert!(r <= before);
                        prop_assert!(before - r <= q - prev_t);
                    } else if hourglass {
                        prop_assert!(r >= before);
                    } else {
                        prop_assert_eq!(r, before);
                    }
                    prev[side.index()] = r;
                }
                prev_t = q;
            }
        }
    }

    /// Asking for the time (and bringing the clock forward) at any moments
    /// in between changes no result.
    #[test]
    fn results_do_not_depend_on_queries(tc in control(), play_on in any::<bool>(), ops in script(), probes in prop::collection::vec(0u64..6_000, 60)) {
        let mut quiet = new_clock(tc.clone(), play_on);
        let mut busy = new_clock(tc, play_on);
        quiet.start(0).unwrap();
        busy.start(0).unwrap();
        let mut t = 0;
        for (i, (dt, op)) in ops.iter().enumerate() {
            let probe = t + probes[i] % (dt + 1);
            let _ = busy.remaining(Side::White, probe);
            let _ = busy.flag(probe);
            busy.update(probe).unwrap();
            t += dt;
            busy.update(t).unwrap();
            prop_assert_eq!(apply(&mut quiet, op, t), apply(&mut busy, op, t));
        }
        let end = t + 50_000;
        for side in Side::ALL {
            prop_assert_eq!(quiet.remaining(side, end), busy.remaining(side, end));
            prop_assert_eq!(quiet.flag_of(side, end), busy.flag_of(side, end));
        }
        quiet.update(end).unwrap();
        busy.update(end).unwrap();
        prop_assert_eq!(quiet, busy);
    }

    /// Saving mid-move and restoring changes nothing.
    #[test]
    fn save_and_restore_mid_move(tc in control(), play_on in any::<bool>(), ops in script(), cut in 0usize..60) {
        let mut original = new_clock(tc, play_on);
        original.start(0).unwrap();
        let mut t = 0;
        let cut = cut.min(ops.len());
        for (dt, op) in &ops[..cut] {
            t += dt;
            apply(&mut original, op, t);
        }
        let json = serde_json::to_string(&original).unwrap();
        let mut restored: Clock = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&restored, &original);
        for (dt, op) in &ops[cut..] {
            t += dt;
            prop_assert_eq!(apply(&mut original, op, t), apply(&mut restored, op, t));
        }
        prop_assert_eq!(restored, original);
    }

    /// A clock and its control are saved as texts that read as themselves
    /// and are saved again as the same texts.
    #[test]
    fn saved_clocks_read_as_themselves(tc in control(), play_on in any::<bool>(), ops in script(), cut in 0usize..60) {
        let mut clock = new_clock(tc.clone(), play_on);
        clock.start(0).unwrap();
        let mut t = 0;
        for (dt, op) in &ops[..cut.min(ops.len())] {
            t += dt;
            apply(&mut clock, op, t);
        }
        let text = serde_json::to_string(&clock).unwrap();
        let back = serde_json::from_str::<Clock>(&text).unwrap();
        prop_assert_eq!(&back, &clock);
        prop_assert_eq!(serde_json::to_string(&back).unwrap(), text);
        let text = serde_json::to_string(&tc).unwrap();
        prop_assert_eq!(serde_json::from_str::<TimeControl>(&text).unwrap(), tc);
    }

    /// Arbitrary instants, including huge ones, never panic.
    #[test]
    fn huge_instants_never_panic(tc in control(), ops in prop::collection::vec((any::<u64>(), op()), 0..20)) {
        let mut c = new_clock(tc, false);
        let _ = c.start(0);
        for (t, op) in &ops {
            apply(&mut c, op, *t);
            let _ = c.remaining(Side::White, *t);
            let _ = c.time_until_flag(*t);
            let _ = c.next_redraw_in(*t, &DisplayOptions::default());
        }
    }

    /// The display never shows 0:00 while time remains, and
    /// `next_change_in` is exactly when the text next changes.
    #[test]
    fn display_rounds_up_and_predicts_changes(ms in 0u64..20_000_000, threshold in prop_oneof![Just(10_000u64), 0u64..100_000]) {
        let o = DisplayOptions::default().with_tenths_below(threshold);
        let text = format_time(ms, &o);
        prop_assert_eq!(text == "0:00", ms == 0);
        prop_assert!(!text.contains('-'));
        let d = next_change_in(ms, &o);
        if ms > 0 {
            prop_assert!(d >= 1 && d <= ms);
            prop_assert_eq!(format_time(ms - d + 1, &o), text.clone());
            prop_assert_ne!(format_time(ms - d, &o), text.clone());
            prop_assert_eq!(format_time(ms - (d - 1) / 2, &o), text);
        } else {
            prop_assert_eq!(d, u64::MAX);
        }
    }

    #[test]
    fn display_of_any_value_is_well_formed(ms in any::<u64>()) {
        let o = DisplayOptions::default();
        let text = format_time(ms, &o);
        prop_assert!(text.chars().all(|c| c.is_ascii_digit() || c == ':' || c == '.'));
        prop_assert!(next_change_in(ms, &o) >= 1);
    }

    /// Writing a control as a PGN tag and reading it back gives it again.
    #[test]
    fn notation_round_trips(tc in control()) {
        let tc = tc.with_increment_before_first_move(false);
        let tag = tc.to_string();
        let back: TimeControl = tag.parse().unwrap();
        prop_assert_eq!(&back, &tc);
        prop_assert_eq!(back.to_string(), tag);
    }

    /// Reading any text never panics.
    #[test]
    fn parsing_never_panics(s in "[0-9/+:*db.?\\- ]{0,24}", t in "\\PC{0,16}") {
        let _ = s.parse::<TimeControl>();
        let _ = t.parse::<TimeControl>();
        if let Ok(tc) = s.parse::<TimeControl>() {
            prop_assert_eq!(tc.to_string().parse::<TimeControl>().unwrap(), tc);
        }
    }

    /// The closed forms for periods agree with move-by-move counting.
    #[test]
    fn period_arithmetic_matches_counting(tc in control(), moves in 0u32..40) {
        // Naive: walk the moves one by one.
        let mut total = tc.initial_ms();
        for n in 0..moves {
            total += tc.per_move_for(n).ms();
            if n + 1 < moves {
                if let Some(p) = tc.period_after(n + 1).and_then(|i| tc.period(i)) {
                    total += p.base_ms;
                }
            }
        }
        prop_assert_eq!(tc.nominal_ms(moves), total);
        let naive_end = if tc.is_hourglass()
            || tc.period(tc.period_index(moves)).is_some_and(|p| p.is_sudden_death())
        {
            None
        } else {
            (1..=1000u32).find(|k| tc.period_after(moves + k).is_some())
        };
        prop_assert_eq!(tc.moves_to_period_end(moves), naive_end);
    }
}

/// Old saves read; what was always refused is refused as a data error.
#[test]
fn json_reads_old_clocks_and_refuses_damaged_ones() {
    let clock = Clock::new("300+3".parse().unwrap()).unwrap();
    let text = serde_json::to_string(&clock).unwrap();
    // Saved before the extra increment: the default.
    let old = text.replace(r#","extra_increment_ms":0"#, "");
    assert_ne!(old, text);
    assert_eq!(serde_json::from_str::<Clock>(&old).unwrap(), clock);
    // Unknown fields are ignored.
    let extra = text.replacen('{', r#"{"later":[1,{"x":null}],"#, 1);
    assert_eq!(serde_json::from_str::<Clock>(&extra).unwrap(), clock);
    for bad in [
        text.replace(r#""phase":"NotStarted""#, r#""phase":"Asleep""#),
        text.replace(r#""to_move":"White","#, ""),
        text.replace(r#""base_ms":300000"#, r#""base_ms":0"#),
        text.replace(r#""base_ms":300000"#, r#""base_ms":-1"#),
        text.replace(r#""base_ms":300000"#, r#""base_ms":"300000""#),
        text.replace(
            r#"{"Increment":{"ms":3000,"before_first_move":false}}"#,
            r#""Increment""#,
        ),
    ] {
        assert_ne!(bad, text);
        let e = serde_json::from_str::<Clock>(&bad).unwrap_err();
        assert_eq!(
            e.classify(),
            serde_json::error::Category::Data,
            "{bad}: {e}"
        );
    }
}

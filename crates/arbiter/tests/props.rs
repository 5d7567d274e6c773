//! Property tests: random event sequences never panic; every error leaves
//! the game unchanged; save/restore at any point changes nothing; PGN
//! export, import and export again gives the same text.

use proptest::prelude::*;
use rochade_arbiter::{
    ClaimBasis, ClaimKind, Edition, Event, Game, GameResult, GameSetup, Mode, MoveInput,
    OfferLimit, Penalty, QuickplayDecision, Resumption, ScoresheetOptions, TimeChange,
};
use rochade_laws::{Color, Notation, PieceLetters};

fn setups() -> Vec<GameSetup> {
    let base = |tc: &str| {
        GameSetup::new("Anna", "Bella")
            .with_edition(Edition::Fide2001)
            .with_time_control(tc.parse().unwrap())
    };
    let mut limited = base("40/5400:1800").with_edition(Edition::Fide1997);
    limited.offer_limit = OfferLimit {
        max_per_player: Some(3),
        moves_between: 1,
    };
    vec![
        GameSetup::new("Anna", "Bella").with_edition(Edition::Fide2001),
        base("300+2").with_mode(Mode::Strict),
        base("1800").with_mode(Mode::Strict),
        base("60"),
        base("3600").with_edition(Edition::Fide1997),
        limited,
        base("120+1")
            .with_fen("8/8/4k3/8/3p4/8/2N1K3/8 w - - 90 70")
            .with_mode(Mode::Casual),
        base("5400").with_fen("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"),
    ]
}

const TEXTS: [&str; 8] = ["e4", "Nf3", "Sf3", "0-0", "Qxx9", "Nd2", "e8=Q", "Ke2"];

fn color(b: u32) -> Color {
    if b % 2 == 0 {
        Color::White
    } else {
        Color::Black
    }
}

/// The event for `(kind, arg)` in `game`'s current state.
fn event(game: &Game, kind: u8, arg: u32) -> Event {
    let legal = game.position().legal_moves();
    let pick = |a: u32| -> MoveInput {
        if legal.is_empty() || a % 11 == 0 {
            MoveInput::Text(TEXTS[(a as usize / 11) % TEXTS.len()].into())
        } else {
            MoveInput::Move(legal[a as usize % legal.len()])
        }
    };
    match kind % 27 {
        0..=7 => Event::Move {
            mv: pick(arg),
            offer_draw: arg % 13 == 0,
        },
        8 => Event::Start,
        9 => Event::OfferDraw { by: color(arg) },
        10 => Event::AcceptDraw { by: color(arg) },
        11 => Event::DeclineDraw { by: color(arg) },
        12 => Event::Claim {
            kind: if arg % 2 == 0 {
                ClaimKind::Repetition
            } else {
                ClaimKind::FiftyMoves
            },
            intended: (arg % 3 != 0).then(|| pick(arg / 3)),
        },
        13 => Event::Resign { by: color(arg) },
        14 => Event::FlagCheck,
        15 => Event::ClaimFlag { by: color(arg) },
        16 => {
            if arg % 2 == 0 {
                Event::Pause
            } else {
                Event::Resume
            }
        }
        17 => Event::AdjustTime {
            side: color(arg),
            change: match arg % 3 {
                0 => TimeChange::Add(u64::from(arg % 100_000)),
                1 => TimeChange::Remove(u64::from(arg % 100_000)),
                _ => TimeChange::Set(u64::from(arg % 200_000)),
            },
        },
        18 => Event::IllegalMove {
            by: color(arg),
            reinstate_ply: (arg % 4 == 0).then_some((arg as usize / 4) % (game.record().len() + 2)),
        },
        19 => Event::QuickplayClaim,
        20 => Event::QuickplayDecision(match arg % 4 {
            0 => QuickplayDecision::Draw,
            1 => QuickplayDecision::Postpone { extra_time: true },
            2 => QuickplayDecision::Postpone { extra_time: false },
            _ => QuickplayDecision::Reject,
        }),
        21 => Event::Penalty {
            against: color(arg),
            penalty: match arg % 7 {
                0 => Penalty::LoseGame,
                1 | 2 => Penalty::Warning,
                3 | 4 => Penalty::ReduceTime(u64::from(arg % 90_000)),
                _ => Penalty::IncreaseOpponentTime(u64::from(arg % 90_000)),
            },
        },
        22 => {
            if arg % 2 == 0 {
                Event::Seal {
                    mv: match pick(arg) {
                        MoveInput::Text(t) => t,
                        MoveInput::Move(m) => m.to_string(),
                    },
                    resumption: Resumption::default(),
                }
            } else {
                Event::ResumeAdjourned
            }
        }
        23 => Event::TakeBack,
        24 => Event::ProposeTakeBack { by: color(arg) },
        25 => Event::AcceptTakeBack { by: color(arg) },
        _ => Event::DeclineTakeBack { by: color(arg) },
    }
}

fn check_views(game: &Game, now: u64) {
    for notation in [
        Notation::FIDE,
        Notation::PGN.letters(PieceLetters::FIGURINE),
        Notation::FIDE.long(),
    ] {
        let opts = ScoresheetOptions {
            notation,
            clock_times: true,
        };
        let _ = game.scoresheet(&opts).to_string();
    }
    let _ = game.can_claim();
    let _ = game.remaining(Color::White, now);
    let _ = game.legal_moves();
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    #[test]
    fn random_events_never_panic_errors_change_nothing_saves_restore(
        setup_index in 0usize..8,
        steps in prop::collection::vec((any::<u8>(), any::<u32>(), 0u64..200_000, 0u8..20), 0..70),
    ) {
        let setup = setups()[setup_index].clone();
        let mut game = Game::new(setup).unwrap();
        let mut now = 0u64;
        for (kind, arg, dt, back) in steps {
            // Now and then an instant in the past.
            now = if back == 0 { now.saturating_sub(dt) } else { now + dt };
            let ev = event(&game, kind, arg);
            let before = game.clone();
            match game.apply(ev.clone(), now) {
                Ok(_) => {}
                Err(e) => {
                    prop_assert_eq!(&game, &before, "error {} changed the game", e);
                    let _ = e.to_string();
                }
            }
            // Save and restore changes nothing, and the restored game goes on
            // exactly like the original.
            let json = serde_json::to_string(&game).unwrap();
            same_text_again(&game, &json)?;
            let mut restored: Game = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(&restored, &game);
            let next = event(&game, kind.wrapping_add(1), arg.wrapping_mul(7));
            let mut copy = game.clone();
            prop_assert_eq!(copy.apply(next.clone(), now + 1), restored.apply(next, now + 1));
            check_views(&game, now);
        }
        // PGN: export, import, export gives the same text.
        let pgn = game.to_pgn();
        let back = Game::from_pgn(&pgn).map_err(|e| TestCaseError::fail(format!("{e}\n{pgn}")))?;
        prop_assert_eq!(back.to_pgn(), pgn);
        prop_assert_eq!(back.record().len(), game.record().len());
        prop_assert_eq!(back.outcome(), game.outcome());
    }

    #[test]
    fn pgn_reader_never_panics(text in "\\PC{0,300}") {
        for g in Game::from_pgn_all(&text).into_iter().flatten() {
            let pgn = g.to_pgn();
            let again = Game::from_pgn(&pgn).unwrap();
            prop_assert_eq!(again.to_pgn(), pgn);
        }
    }

    #[test]
    fn pgn_reader_never_panics_on_pgn_like_text(
        parts in prop::collection::vec(prop::sample::select(vec![
            "[", "]", "\"", "{", "}", "(", ")", ";", "%", "$", "1.", "1...", "e4", "e5", "Nf3",
            "O-O", "0-0", "1-0", "0-1", "1/2-1/2", "*", "\n", " ", "[%clk 1:00:00]", "(=)",
            "[Event \"x\"]", "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]", "[TimeControl \"300+2\"]",
            "\\", "Qxf7#", "e8=Q", "½-½", "é",
        ]), 0..60),
    ) {
        let text: String = parts.concat();
        for g in Game::from_pgn_all(&text).into_iter().flatten() {
            let pgn = g.to_pgn();
            let again = Game::from_pgn(&pgn).map_err(|e| TestCaseError::fail(format!("{e}\n{pgn}")))?;
            prop_assert_eq!(again.to_pgn(), pgn);
        }
    }

    #[test]
    fn saved_state_of_any_text_never_panics(text in "\\PC{0,200}") {
        // A refusal, or a game that saves to a text that reads as itself.
        if let Ok(game) = serde_json::from_str::<Game>(&text) {
            let json = serde_json::to_string(&game).unwrap();
            same_text_again(&game, &json)?;
        }
    }
}

/// The saved text of a game reads as the same game, which is saved as the
/// same text: nothing is lost or changed by a save and a restore.
fn same_text_again(game: &Game, text: &str) -> Result<(), TestCaseError> {
    let back = serde_json::from_str::<Game>(text)
        .map_err(|e| TestCaseError::fail(format!("{e}: {text}")))?;
    prop_assert_eq!(&back, game);
    prop_assert_eq!(serde_json::to_string(&back).unwrap(), text);
    Ok(())
}

/// The setups above under the 2023 Laws, with Guidelines III announced.
fn setups_2023() -> Vec<GameSetup> {
    setups()
        .into_iter()
        .map(|mut s| {
            s.edition = Edition::Fide2023;
            s.guidelines_iii = true;
            // The event's default time, now and then (2023 Art. 6.7.1).
            if s.mode == Mode::Strict {
                s.default_time_ms = Some(300_000);
                // And the event's rule on draw agreements (Art. 9.1.1).
                s.draw_agreement = rochade_arbiter::DrawAgreement::NotBefore { moves: 3 };
            }
            s
        })
        .collect()
}

/// [`event`], plus the events of the 2023 Laws.
fn event_2023(game: &Game, kind: u8, arg: u32) -> Event {
    match kind % 46 {
        // Presses without the move (2023 Art. 8.4, A.2), filling in (8.5),
        // signing off an incomplete record (8.6), approving (8.7).
        42 => Event::PressWithoutMove { by: color(arg) },
        43 => Event::FillIn {
            mv: TEXTS[arg as usize % TEXTS.len()].into(),
        },
        44 => Event::ApproveResult { by: color(arg) },
        45 => Event::SignOffIncomplete,
        41 => Event::DrawWithConsent,
        40 => Event::ResumptionDue,
        34 => Event::UnsupervisedClaim {
            basis: ClaimBasis::ALL[arg as usize % 3],
        },
        35 => Event::RuleReferredClaim {
            result: match arg % 3 {
                0 => GameResult::WhiteWins,
                1 => GameResult::BlackWins,
                _ => GameResult::Draw,
            },
        },
        36 => Event::Arrived { by: color(arg) },
        37 => Event::Default { absent: color(arg) },
        38 | 39 => Event::BoardsCorrected {
            retrace_ply: (arg % 3 != 0).then_some((arg as usize / 3) % (game.record().len() + 2)),
        },
        27 => Event::PromotionNotReplaced {
            mv: TEXTS[arg as usize % TEXTS.len()].into(),
        },
        28 => Event::ClockWithoutMove { by: color(arg) },
        29 => Event::TwoHands { by: color(arg) },
        30 | 31 => Event::RequestIncrement,
        32 | 33 => Event::IncrementDecision {
            agree: arg % 2 == 0,
        },
        _ => event(game, kind % 27, arg),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 120, ..ProptestConfig::default() })]

    /// 2023 edition: random events never panic, errors change nothing,
    /// save/restore changes nothing, PGN round-trips.
    #[test]
    fn random_events_under_the_2023_laws(
        setup_index in 0usize..8,
        steps in prop::collection::vec((any::<u8>(), any::<u32>(), 0u64..200_000, 0u8..20), 0..70),
    ) {
        let mut game = Game::new(setups_2023()[setup_index].clone()).unwrap();
        let mut now = 0u64;
        for (kind, arg, dt, back) in steps {
            now = if back == 0 { now.saturating_sub(dt) } else { now + dt };
            let before = game.clone();
            if let Err(e) = game.apply(event_2023(&game, kind, arg), now) {
                prop_assert_eq!(&game, &before, "error {} changed the game", e);
            }
            let json = serde_json::to_string(&game).unwrap();
            same_text_again(&game, &json)?;
            let mut restored: Game = serde_json::from_str(&json).unwrap();
            prop_assert_eq!(&restored, &game);
            let next = event_2023(&game, kind.wrapping_add(1), arg.wrapping_mul(7));
            let mut copy = game.clone();
            prop_assert_eq!(copy.apply(next.clone(), now + 1), restored.apply(next, now + 1));
            check_views(&game, now);
        }
        let pgn = game.to_pgn();
        // A 2023 game cites only 2023 numbers (no 1997/2001 Art. 10.2, 13.4,
        // 7.4 b, 9.5 b, 6.13, Appendices A, B7, C).
        let sheet = game.scoresheet(&ScoresheetOptions::default()).to_string();
        for old in ["Art. 10.", "Art. 13.4", "Art. 7.4", "Art. 9.5 b", "Art. 6.13"] {
            prop_assert!(!pgn.contains(old) && !sheet.contains(old), "{}: {}", old, pgn);
        }
        // 2001 appendices are numbered "A8", "B7", "C3"; 2023's "A.5.2".
        for text in [&pgn, &sheet] {
            for (i, _) in text.match_indices("Appendix ") {
                let tail: Vec<char> = text[i + 9..].chars().take(2).collect();
                prop_assert!(tail.get(1).is_none_or(|c| !c.is_ascii_digit()), "{}", text);
            }
        }
        let back = Game::from_pgn(&pgn).map_err(|e| TestCaseError::fail(format!("{e}\n{pgn}")))?;
        prop_assert_eq!(back.to_pgn(), pgn);
        prop_assert_eq!(back.outcome(), game.outcome());
    }
}

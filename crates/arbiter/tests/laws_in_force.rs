//! The Laws in force as the first-class edition: the default edition, old
//! saves and PGN in their own edition, Guidelines III, Art. 7.5, the
//! touched-piece rule, default time, penalties and article numbers in each
//! edition's own numbering. Each test names the article it checks, in the
//! edition's numbering (`art_4_4_2_2023_…`, `art_13_4_2001_…`).

mod common;

use common::{game, mv, outcome, play, remaining, timed};
use rochade_arbiter::{
    ClaimBasis, Edition, Event, Game, GameError, GameResult, GameSetup, GuidelinesRefusal,
    Happened, IllegalAction, Mode, NoteKind, Penalty, QuickplayDecision, QuickplayRefusal, Reason,
    TimeChange, guidelines_iii_applicable,
};
use rochade_laws::Color;

fn setup(edition: Edition, tc: &str) -> GameSetup {
    timed(tc).with_edition(edition)
}

/// A 2023 game (Guidelines III announced or not) in which White, to move,
/// has 1:30 left in a sudden-death control.
fn guidelines_game(tc: &str, announced: bool) -> (Game, u64) {
    let mut s = setup(Edition::Fide2023, tc);
    s.guidelines_iii = announced;
    let mut g = game(s);
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(&mut g, &["e4", "e5"], &mut t);
    let base: u64 = tc.split('+').next().unwrap().parse().unwrap();
    let now = t + base * 1_000 - 1_000 - 90_000;
    (g, now)
}

/// Every event is refused with `err` and changes nothing.
fn refused_unchanged(g: &mut Game, event: Event, now: u64, err: GameError) {
    let before = g.clone();
    assert_eq!(g.apply(event, now), Err(err));
    assert_eq!(*g, before);
}

/// The text of every note as the game's PGN writes it.
fn notes_in_pgn(g: &Game) -> Vec<String> {
    g.notes()
        .iter()
        .map(|n| n.kind.english(g.setup().edition))
        .collect()
}

// --- The default edition and old games ------------------------------------

/// 2023 Laws, Introduction: in force since 1 January 2023; a new game is
/// played under them unless another edition is chosen.
#[test]
fn the_default_edition_is_2023() {
    assert_eq!(Edition::default(), Edition::Fide2023);
    assert_eq!(GameSetup::new("Anna", "Bella").edition, Edition::Fide2023);
    assert_eq!(GameSetup::default().edition, Edition::Fide2023);
}

/// A save written when 2001 was the default carries no edition: it was a
/// 2001 game and reopens as one; every save written now names its edition.
#[test]
fn a_save_without_an_edition_reads_as_2001_and_new_saves_carry_it() {
    for edition in Edition::ALL {
        let g = game(GameSetup::new("Anna", "Bella").with_edition(edition));
        let json = serde_json::to_string(&g).unwrap();
        assert!(
            json.contains(&format!(r#""edition":"{edition:?}""#)),
            "{json}"
        );
        let back: Game = serde_json::from_str(&json).unwrap();
        assert_eq!(back.setup().edition, edition);
    }
    let mut g = game(GameSetup::new("Anna", "Bella"));
    let mut t = 0;
    play(&mut g, &["e4", "e5"], &mut t);
    let json = serde_json::to_string(&g).unwrap();
    let old = json.replace(r#""edition":"Fide2023","#, "");
    assert!(!old.contains("edition"), "{old}");
    let back: Game = serde_json::from_str(&old).unwrap();
    assert_eq!(back.setup().edition, Edition::Fide2001);
    assert_eq!(back.record().len(), 2);
}

/// PGN that Rochade stored when 2001 was the default has no `Laws` tag: it
/// reads back as 2001 (a file's game without one is read by its date, see
/// `laws_by_date.rs`). Every game written now carries the tag, 2001 games
/// too.
#[test]
fn a_stored_pgn_game_without_a_laws_tag_reads_as_2001_and_export_names_the_edition() {
    let pgn = rochade_arbiter::pgn::read_games("[White \"Anna\"]\n[Black \"Bella\"]\n1. e4 e5 *")
        .remove(0)
        .unwrap();
    let g = Game::from_stored_pgn_game(&pgn).unwrap();
    assert_eq!(g.setup().edition, Edition::Fide2001);
    for edition in Edition::ALL {
        let g = game(GameSetup::new("Anna", "Bella").with_edition(edition));
        let pgn = g.to_pgn();
        assert!(pgn.contains(&format!("[Laws \"{edition}\"]")), "{pgn}");
        assert_eq!(Game::from_pgn(&pgn).unwrap().setup().edition, edition);
    }
}

// --- Guidelines III (2023) -------------------------------------------------

/// 2023 Guidelines III.2.2: "These Guidelines shall apply only to standard
/// chess and rapid chess games without increment and not to blitz games";
/// III.2.1: used only if announced. The form asks the library.
#[test]
fn guidelines_iii_2_1_and_iii_2_2_applicability_for_the_form() {
    let s = |tc: &str| setup(Edition::Fide2023, tc);
    assert_eq!(guidelines_iii_applicable(&s("1800")), Ok(()));
    assert_eq!(guidelines_iii_applicable(&s("40/5400:1800")), Ok(()));
    assert_eq!(
        guidelines_iii_applicable(&s("900+10")),
        Err(GuidelinesRefusal::Increment)
    );
    assert_eq!(
        guidelines_iii_applicable(&s("600")),
        Err(GuidelinesRefusal::Blitz)
    );
    assert_eq!(
        guidelines_iii_applicable(&GameSetup::new("A", "B")),
        Err(GuidelinesRefusal::Untimed)
    );
    assert_eq!(
        guidelines_iii_applicable(&setup(Edition::Fide2001, "1800")),
        Err(GuidelinesRefusal::NotInEdition)
    );
    assert_eq!(
        GuidelinesRefusal::Blitz.article().to_string(),
        "Guidelines III.2.2"
    );
    // In the game: not announced (III.2.1) is a refusal of its own.
    let (g, _) = guidelines_game("1800", false);
    assert_eq!(
        g.guidelines_iii_in_force(),
        Err(GameError::GuidelinesNotAnnounced)
    );
    let (g, _) = guidelines_game("1800", true);
    assert_eq!(g.guidelines_iii_in_force(), Ok(()));
}

/// 2023 Guidelines III.4: a rapid game without increment (the case of the
/// issue: every claim was refused): the request, an offer of a draw,
/// refused; the arbiter agrees: five seconds for both, two minutes to the
/// opponent. Too early, with more than two minutes: refused with the
/// article.
#[test]
fn guidelines_iii_4_request_in_rapid_refused_offer_arbiter_agrees() {
    let (mut g, now) = guidelines_game("1800", true);
    // Too early: 2:30 left.
    let early = now - 60_000;
    refused_unchanged(
        &mut g,
        Event::RequestIncrement,
        early,
        GameError::QuickplayNotAllowed(QuickplayRefusal::TwoMinutesOrMore),
    );
    let e = GameError::QuickplayNotAllowed(QuickplayRefusal::TwoMinutesOrMore);
    assert_eq!(
        e.article(Edition::Fide2023).unwrap().to_string(),
        "Guidelines III.5"
    );
    g.apply(Event::RequestIncrement, now).unwrap();
    assert_eq!(g.pending_offer().map(|o| o.by), Some(Color::White));
    g.apply(Event::DeclineDraw { by: Color::Black }, now + 1_000)
        .unwrap();
    let black = remaining(&g, Color::Black, now + 1_000);
    g.apply(Event::IncrementDecision { agree: true }, now + 2_000)
        .unwrap();
    assert_eq!(remaining(&g, Color::Black, now + 2_000), black + 120_000);
    let white = remaining(&g, Color::White, now + 2_000);
    g.apply(mv("Nf3"), now + 3_000).unwrap();
    // Five seconds added with the move.
    assert_eq!(
        remaining(&g, Color::White, now + 3_000),
        white - 1_000 + 5_000
    );
    let notes = notes_in_pgn(&g);
    assert!(notes.iter().any(|n| n.contains("2023 III.4")), "{notes:?}");
    // The increment is in: III.5 no longer applies ("If Article III.4
    // does not apply").
    assert_eq!(
        g.guidelines_iii_in_force(),
        Err(GameError::GuidelinesNotApplicable)
    );
    assert_eq!(
        g.guidelines_iii_refusal(),
        Some(GuidelinesRefusal::IncrementIntroduced)
    );
    assert_eq!(
        GuidelinesRefusal::IncrementIntroduced.article().to_string(),
        "Guidelines III.4"
    );
}

/// 2023 Guidelines III.5.1: the arbiter declares the game drawn.
#[test]
fn guidelines_iii_5_1_claim_declared_drawn() {
    let (mut g, now) = guidelines_game("1800", true);
    // III.4 refused by the arbiter first; then III.5.
    g.apply(Event::RequestIncrement, now).unwrap();
    g.apply(Event::DeclineDraw { by: Color::Black }, now)
        .unwrap();
    g.apply(Event::IncrementDecision { agree: false }, now)
        .unwrap();
    g.apply(Event::QuickplayClaim, now + 1_000).unwrap();
    assert_eq!(g.pending_offer(), None, "III.5 is not an offer of a draw");
    g.apply(
        Event::QuickplayDecision(QuickplayDecision::Draw),
        now + 2_000,
    )
    .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::QuickplayFinish))
    );
    let notes = notes_in_pgn(&g).join(" | ");
    assert!(notes.contains("(Guidelines III.5.1)"), "{notes}");
    assert!(notes.contains("(Guidelines III.5)"), "{notes}");
    assert!(!g.to_pgn().contains("10.2"));
}

/// 2023 Guidelines III.5.2: postponed, with or without two minutes to the
/// opponent; after a flag falls the arbiter declares the result.
#[test]
fn guidelines_iii_5_2_postponed_with_and_without_two_minutes() {
    for extra_time in [true, false] {
        let (mut g, now) = guidelines_game("1800", true);
        g.apply(Event::QuickplayClaim, now).unwrap();
        let black = remaining(&g, Color::Black, now);
        g.apply(
            Event::QuickplayDecision(QuickplayDecision::Postpone { extra_time }),
            now,
        )
        .unwrap();
        let bonus = if extra_time { 120_000 } else { 0 };
        assert_eq!(remaining(&g, Color::Black, now), black + bonus);
        // White's flag falls: the arbiter decides.
        g.apply(Event::FlagCheck, now + 100_000).unwrap();
        assert_eq!(outcome(&g), None);
        g.apply(
            Event::QuickplayDecision(QuickplayDecision::Reject),
            now + 101_000,
        )
        .unwrap();
        assert_eq!(outcome(&g), Some((GameResult::BlackWins, Reason::FlagFall)));
        let notes = notes_in_pgn(&g);
        assert!(
            notes.iter().any(|n| n.contains("Guidelines III.5.2")),
            "{notes:?}"
        );
    }
}

/// 2023 Guidelines III.5.3: "If the arbiter has rejected the claim, the
/// opponent shall be awarded two extra minutes."
#[test]
fn guidelines_iii_5_3_rejected_two_minutes_to_the_opponent() {
    let (mut g, now) = guidelines_game("1800", true);
    g.apply(Event::QuickplayClaim, now).unwrap();
    let black = remaining(&g, Color::Black, now);
    g.apply(Event::QuickplayDecision(QuickplayDecision::Reject), now)
        .unwrap();
    assert_eq!(remaining(&g, Color::Black, now), black + 120_000);
    assert_eq!(outcome(&g), None);
    let notes = notes_in_pgn(&g);
    assert!(
        notes.iter().any(|n| n.contains("Guidelines III.5.3")),
        "{notes:?}"
    );
}

/// 2023 Guidelines III.6.1: no arbiter present: the claim "concludes the
/// game"; III.6.1.2 the final position and an up-to-date scoresheet;
/// III.6.2 "referred to the designated arbiter". The result is unknown:
/// PGN `*`, the `Referred` tag; everything but his ruling is refused.
#[test]
fn guidelines_iii_6_claim_without_an_arbiter_concludes_the_game() {
    let (mut g, now) = guidelines_game("1800", true);
    let h = g
        .apply(
            Event::UnsupervisedClaim {
                basis: ClaimBasis::NoEffort,
            },
            now,
        )
        .unwrap();
    assert!(h.contains(&Happened::ClaimReferred {
        by: Color::White,
        basis: ClaimBasis::NoEffort
    }));
    assert!(g.is_over());
    assert_eq!(g.outcome(), None);
    assert!(g.legal_moves().is_empty());
    let r = g.referred_claim().unwrap();
    assert!(r.basis.needs_scoresheet());
    assert_eq!(r.basis.article(Edition::Fide2023).number, "III.6.1.2");
    assert_eq!(g.record().len(), 2, "the scoresheet is kept");
    refused_unchanged(&mut g, mv("Nf3"), now, GameError::ClaimReferred);
    refused_unchanged(
        &mut g,
        Event::Resign { by: Color::Black },
        now,
        GameError::ClaimReferred,
    );
    assert_eq!(
        GameError::ClaimReferred
            .article(Edition::Fide2023)
            .unwrap()
            .to_string(),
        "Guidelines III.6.2"
    );
    let sheet = g
        .scoresheet(&rochade_arbiter::ScoresheetOptions::default())
        .to_string();
    assert!(
        sheet.contains("Result: * (claimed; for the designated arbiter)"),
        "{sheet}"
    );
    assert!(sheet.contains(&format!("Final position: {}", g.position().to_fen())));
    let pgn = g.to_pgn();
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
    assert!(pgn.contains("[Referred \"White no-effort\"]"), "{pgn}");
    assert!(
        pgn.contains(&format!("[FinalPosition \"{}\"]", g.position().to_fen())),
        "{pgn}"
    );
    assert!(pgn.contains("designated arbiter"), "{pgn}");
    // PGN and saves keep it.
    let back = Game::from_pgn(&pgn).unwrap();
    assert_eq!(back.referred_claim(), Some(r));
    assert_eq!(back.to_pgn(), pgn);
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    // The designated arbiter declares the result.
    g.apply(
        Event::RuleReferredClaim {
            result: GameResult::Draw,
        },
        now + 60_000,
    )
    .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::QuickplayFinish))
    );
    assert!(
        notes_in_pgn(&g)
            .iter()
            .any(|n| n.contains("Guidelines III.6.2"))
    );
}

/// 2023 Guidelines III.6.1: "when he has less than two minutes left on his
/// clock and before his flag falls"; III.6.1.1 needs the position only.
/// 2001 Appendix D1: the same claim, cited in 2001 numbering.
#[test]
fn guidelines_iii_6_1_too_early_and_appendix_d1_2001() {
    let (mut g, now) = guidelines_game("1800", true);
    refused_unchanged(
        &mut g,
        Event::UnsupervisedClaim {
            basis: ClaimBasis::CannotWin,
        },
        now - 60_000,
        GameError::QuickplayNotAllowed(QuickplayRefusal::TwoMinutesOrMore),
    );
    assert!(!ClaimBasis::CannotWin.needs_scoresheet());
    let mut g = game(setup(Edition::Fide2001, "1800"));
    let mut t = 0;
    play(&mut g, &["e4", "e5"], &mut t);
    let now = t + 1_800_000 - 1_000 - 90_000;
    g.apply(
        Event::UnsupervisedClaim {
            basis: ClaimBasis::CannotWin,
        },
        now,
    )
    .unwrap();
    assert_eq!(
        ClaimBasis::CannotWin.article(Edition::Fide2001).to_string(),
        "Appendix D1 (a)"
    );
    assert!(
        notes_in_pgn(&g)
            .iter()
            .any(|n| n.contains("Appendix D1 (a)"))
    );
}

// --- Art. 7.5 (2023), 7.4 (2001): illegal moves and reinstatement ---------

/// 2023 Art. 7.5.2–7.5.4 are 2023 events; the older editions refuse them
/// and nothing changes. Each action cites its own article.
#[test]
fn art_7_5_2_to_7_5_4_2023_only_and_their_articles() {
    let mut g = game(setup(Edition::Fide2001, "5400"));
    let mut t = 0;
    play(&mut g, &["e4", "e5"], &mut t);
    for e in [
        Event::ClockWithoutMove { by: Color::White },
        Event::TwoHands { by: Color::Black },
        Event::PromotionNotReplaced { mv: "e8".into() },
    ] {
        refused_unchanged(&mut g, e, t, GameError::NotInEdition);
    }
    let e = Edition::Fide2023;
    assert_eq!(IllegalAction::Move.rule(e).number, "7.5.1");
    assert_eq!(IllegalAction::PromotionNotReplaced.rule(e).number, "7.5.2");
    assert_eq!(IllegalAction::ClockWithoutMove.rule(e).number, "7.5.3");
    assert_eq!(IllegalAction::TwoHands.rule(e).number, "7.5.4");
    assert_eq!(
        rochade_arbiter::illegal_move_penalty_article(e).number,
        "7.5.5"
    );
    assert_eq!(
        rochade_arbiter::illegal_move_penalty_article(Edition::Fide2001).number,
        "7.4 b"
    );
}

/// 2023 Art. 7.5.3 in a standard game: the clock pressed without a move,
/// penalised as an illegal move (7.5.5): two minutes to the opponent; the
/// player still has the move.
#[test]
fn art_7_5_3_2023_clock_without_a_move_two_minutes_to_the_opponent() {
    let mut g = game(setup(Edition::Fide2023, "5400"));
    let mut t = 0;
    play(&mut g, &["e4", "e5"], &mut t);
    let black = remaining(&g, Color::Black, t);
    g.apply(Event::ClockWithoutMove { by: Color::White }, t)
        .unwrap();
    assert_eq!(remaining(&g, Color::Black, t), black + 120_000);
    assert_eq!(g.illegal_moves(Color::White), 1);
    assert_eq!(g.turn(), Color::White);
    let notes = notes_in_pgn(&g).join(" | ");
    assert!(
        notes.contains("7.5.3") && notes.contains("7.5.5"),
        "{notes}"
    );
}

/// 2023 Art. 7.5.1: "the position immediately before the irregularity
/// shall be reinstated"; Art. 7.1: the arbiter determines the clock times,
/// "This includes the right not to change the clock times". Reinstating a
/// chosen ply: the moves after it leave the board and stay in the record
/// as a note; the side to move of that position has the move and his
/// clock runs; times are kept for the arbiter to adjust.
#[test]
fn art_7_5_1_2023_reinstating_a_chosen_position_keeps_what_happened() {
    let mut g = game(setup(Edition::Fide2023, "5400"));
    let mut t = 0;
    play(&mut g, &["e4", "e5", "Nf3", "Nc6", "Bb5"], &mut t);
    let times = [
        remaining(&g, Color::White, t),
        remaining(&g, Color::Black, t),
    ];
    // The illegal move was White's third (Bb5 from an impossible square,
    // found now): keep four half-moves.
    let h = g
        .apply(
            Event::IllegalMove {
                by: Color::White,
                reinstate_ply: Some(4),
            },
            t,
        )
        .unwrap();
    assert!(h.contains(&Happened::PositionReinstated { ply: 4 }));
    assert_eq!(g.record().len(), 4);
    assert_eq!(g.turn(), Color::White);
    assert_eq!(
        [
            remaining(&g, Color::White, t),
            remaining(&g, Color::Black, t)
        ],
        [times[0], times[1] + 120_000]
    );
    assert_eq!(
        g.clock().unwrap().running_at(t),
        Some(rochade_clock::Side::White)
    );
    assert!(g.notes().iter().any(|n| n.kind
        == NoteKind::PositionReinstated {
            undone: vec!["Bb5".into()]
        }));
    let notes = notes_in_pgn(&g).join(" | ");
    assert!(notes.contains("(Art. 7.5.1)"), "{notes}");
    // The arbiter sets the clocks (Art. 7.1) and play goes on.
    g.apply(
        Event::AdjustTime {
            side: Color::White,
            change: TimeChange::Remove(5_000),
        },
        t,
    )
    .unwrap();
    g.apply(mv("Bc4"), t + 1_000).unwrap();
    // Further back than the record: refused, nothing changes.
    refused_unchanged(
        &mut g,
        Event::IllegalMove {
            by: Color::Black,
            reinstate_ply: Some(9),
        },
        t + 2_000,
        GameError::BadPly(9),
    );
}

/// 2001 Art. 7.4 a: the position before the irregularity reinstated, "the
/// clocks shall be adjusted according to Article 6.14"; 7.4 b: two minutes
/// to the opponent for the first two.
#[test]
fn art_7_4_a_2001_reinstating_a_chosen_position() {
    let mut g = game(setup(Edition::Fide2001, "5400"));
    let mut t = 0;
    play(&mut g, &["e4", "e5", "Nf3", "Nc6"], &mut t);
    g.apply(
        Event::IllegalMove {
            by: Color::Black,
            reinstate_ply: Some(1),
        },
        t,
    )
    .unwrap();
    assert_eq!(g.record().len(), 1);
    assert_eq!(g.turn(), Color::Black);
    assert_eq!(g.illegal_moves(Color::Black), 1);
    let notes = notes_in_pgn(&g).join(" | ");
    assert!(
        notes.contains("taken back: e5 Nf3 Nc6 (Art. 7.4 a)"),
        "{notes}"
    );
    assert!(notes.contains("(Art. 7.4 b)"), "{notes}");
}

/// 2023 Appendix D.2.9: the two boards of a blind player's game differ.
/// The scores agree: the player adjusts his own board; they differ: the
/// moves are retraced to where they agree. Not an illegal move: no count,
/// no time; kept apart from Art. 7.5.1. 2001 blind rules 7 and 8.
#[test]
fn appendix_d_2_9_2023_boards_corrected_is_not_an_illegal_move() {
    let mut g = game(setup(Edition::Fide2023, "5400"));
    let mut t = 0;
    play(&mut g, &["e4", "e5", "Nf3", "Nc6"], &mut t);
    let times = [
        remaining(&g, Color::White, t),
        remaining(&g, Color::Black, t),
    ];
    g.apply(Event::BoardsCorrected { retrace_ply: None }, t)
        .unwrap();
    assert_eq!(g.record().len(), 4);
    g.apply(
        Event::BoardsCorrected {
            retrace_ply: Some(2),
        },
        t,
    )
    .unwrap();
    assert_eq!(g.record().len(), 2);
    assert_eq!(g.illegal_moves(Color::White), 0);
    assert_eq!(g.illegal_moves(Color::Black), 0);
    assert_eq!(
        [
            remaining(&g, Color::White, t),
            remaining(&g, Color::Black, t)
        ],
        times
    );
    let notes = notes_in_pgn(&g).join(" | ");
    assert!(notes.contains("(Appendix D.2.9)"), "{notes}");
    assert!(notes.contains("moves retraced: Nf3 Nc6"), "{notes}");
    assert_eq!(
        rochade_arbiter::boards_differ_article(Edition::Fide2001, true).to_string(),
        "blind rules 8"
    );
    assert_eq!(
        rochade_arbiter::boards_differ_article(Edition::Fide2001, false).to_string(),
        "blind rules 7"
    );
}

// --- Default time: 2023 Art. 6.7, 2001 Art. 6.6 ---------------------------

/// 2023 Art. 6.7.1: "If the default time is not specified, then it is
/// zero. Any player who arrives at the chessboard after the default time
/// shall lose the game unless the arbiter decides otherwise."
#[test]
fn art_6_7_1_2023_default_time_zero_unless_specified() {
    let mut g = game(setup(Edition::Fide2023, "5400"));
    g.apply(Event::Arrived { by: Color::White }, 0).unwrap();
    g.apply(Event::Start, 0).unwrap();
    assert!(g.default_verdicts(0).is_empty());
    let v = g.default_verdicts(1_000);
    assert_eq!(v.len(), 1);
    assert_eq!(v[0].loser, Color::Black);
    assert_eq!(v[0].article.to_string(), "Art. 6.7.1");
    // White may not be defaulted: he is here.
    refused_unchanged(
        &mut g,
        Event::Default {
            absent: Color::White,
        },
        1_000,
        GameError::PlayerPresent,
    );
    g.apply(
        Event::Default {
            absent: Color::Black,
        },
        1_000,
    )
    .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::WhiteWins, Reason::LostByDefault))
    );
    assert!(notes_in_pgn(&g)[0].contains("(Art. 6.7.1)"));
    assert!(g.to_pgn().contains("[Termination \"abandoned\"]"));
}

/// 2023 Art. 6.7.1 with the event's default time of 30 minutes, and 6.7.2:
/// "if neither player is present initially, White shall lose all the time
/// that elapses until he arrives": White's clock runs from the start.
#[test]
fn art_6_7_1_and_6_7_2_2023_the_events_default_time_whites_clock_runs() {
    let mut s = setup(Edition::Fide2023, "5400");
    s.default_time_ms = Some(1_800_000);
    let mut g = game(s);
    g.apply(Event::Start, 0).unwrap();
    assert_eq!(remaining(&g, Color::White, 600_000), 4_800_000);
    refused_unchanged(
        &mut g,
        Event::Default {
            absent: Color::White,
        },
        1_800_000,
        GameError::DefaultTimeNotReached { remaining_ms: 1 },
    );
    g.apply(Event::Arrived { by: Color::White }, 1_000_000)
        .unwrap();
    g.apply(mv("e4"), 1_001_000).unwrap();
    // Black, absent after the default time.
    let v = g.default_verdicts(1_800_001);
    assert_eq!(
        v.iter().map(|v| v.loser).collect::<Vec<_>>(),
        [Color::Black]
    );
    // The arbiter decides otherwise: Black arrives and plays.
    g.apply(Event::Arrived { by: Color::Black }, 1_900_000)
        .unwrap();
    assert!(g.default_verdicts(1_900_000).is_empty());
    g.apply(mv("e5"), 1_901_000).unwrap();
    assert_eq!(outcome(&g), None);
}

/// 2001 Art. 6.6 (1997 6.6: "The player shall lose the game if he arrives
/// at the chessboard more than one hour after the scheduled start of the
/// session (unless the rules of the competition specify or the arbiter
/// decides otherwise)").
#[test]
fn art_6_6_2001_one_hour_after_the_scheduled_start() {
    for edition in [Edition::Fide2001, Edition::Fide1997] {
        let mut g = game(setup(edition, "5400"));
        g.apply(Event::Start, 0).unwrap();
        assert!(g.default_verdicts(3_600_000).is_empty());
        let v = g.default_verdicts(3_600_001);
        assert_eq!(v.len(), 2);
        assert_eq!(v[0].article.to_string(), "Art. 6.6");
        refused_unchanged(
            &mut g,
            Event::Default {
                absent: Color::Black,
            },
            3_000_000,
            GameError::DefaultTimeNotReached {
                remaining_ms: 600_001,
            },
        );
        assert_eq!(
            GameError::PlayerPresent.article(edition).unwrap().number,
            "6.6"
        );
    }
}

// --- Penalties: 2023 Art. 12.9, 2001 Art. 13.4 ----------------------------

/// 2023 Art. 12.9.1 warning, 12.9.2 increasing the opponent's time, 12.9.3
/// reducing the offender's, 12.9.6 the game lost; 2001 Art. 13.4 a–d.
#[test]
fn art_12_9_2023_and_13_4_2001_penalties_in_each_numbering() {
    let cases = [
        (Penalty::Warning, "12.9.1", "13.4 a"),
        (Penalty::IncreaseOpponentTime(60_000), "12.9.2", "13.4 b"),
        (Penalty::ReduceTime(60_000), "12.9.3", "13.4 c"),
        (Penalty::LoseGame, "12.9.6", "13.4 d"),
    ];
    for (p, new, old) in cases {
        assert_eq!(p.article(Edition::Fide2023).number, new);
        assert_eq!(p.article(Edition::Fide2001).number, old);
        assert_eq!(p.article(Edition::Fide1997).number, old);
    }
    let mut g = game(setup(Edition::Fide2023, "5400"));
    let mut t = 0;
    play(&mut g, &["e4", "e5"], &mut t);
    let black = remaining(&g, Color::Black, t);
    let white = remaining(&g, Color::White, t);
    for p in [
        Penalty::Warning,
        Penalty::IncreaseOpponentTime(60_000),
        Penalty::ReduceTime(30_000),
    ] {
        g.apply(
            Event::Penalty {
                against: Color::White,
                penalty: p,
            },
            t,
        )
        .unwrap();
    }
    assert_eq!(remaining(&g, Color::Black, t), black + 60_000);
    assert_eq!(remaining(&g, Color::White, t), white - 30_000);
    let pgn = g.to_pgn();
    for n in ["12.9.1", "12.9.2", "12.9.3"] {
        assert!(notes_in_pgn(&g).iter().any(|x| x.contains(n)), "{n}: {pgn}");
    }
    assert!(!pgn.contains("13.4"), "{pgn}");
}

/// A 2023 game never cites 1997/2001 numbers: its refusals and notes are in
/// 2023 numbering (no "5.2b", "10.2", "13.4"; 10.2 and 13.4 exist only in
/// 1997/2001).
#[test]
fn a_2023_game_cites_only_2023_numbers() {
    let e = Edition::Fide2023;
    for err in [
        GameError::QuickplayNotAllowed(QuickplayRefusal::Blitz),
        GameError::QuickplayNotAllowed(QuickplayRefusal::NotInQuickplayFinish),
        GameError::QuickplayNotAllowed(QuickplayRefusal::TwoMinutesOrMore),
        GameError::TooManyOffers,
        GameError::FlagNotFallen,
    ] {
        let a = err.article(e).unwrap();
        assert_eq!(a.edition, e);
        for old in ["10.", "13.", "12.5", "B7", "C5"] {
            assert!(!a.number.starts_with(old), "{err:?}: {a}");
        }
    }
    assert_eq!(
        GameError::TooManyOffers
            .article(Edition::Fide2001)
            .unwrap()
            .number,
        "12.5"
    );
    assert_eq!(
        GameError::QuickplayNotAllowed(QuickplayRefusal::Blitz)
            .article(Edition::Fide2001)
            .unwrap()
            .to_string(),
        "Appendix C5"
    );
}

// --- All or nothing --------------------------------------------------------

/// Every refused event of this issue changes nothing (the arbiter crate is
/// all-or-nothing: `apply` works on a copy).
#[test]
fn refused_events_change_nothing() {
    let (mut g, now) = guidelines_game("1800", false);
    refused_unchanged(
        &mut g,
        Event::RequestIncrement,
        now,
        GameError::GuidelinesNotAnnounced,
    );
    refused_unchanged(
        &mut g,
        Event::UnsupervisedClaim {
            basis: ClaimBasis::Both,
        },
        now,
        GameError::GuidelinesNotAnnounced,
    );
    refused_unchanged(
        &mut g,
        Event::RuleReferredClaim {
            result: GameResult::Draw,
        },
        now,
        GameError::NoReferredClaim,
    );
    refused_unchanged(
        &mut g,
        Event::IncrementDecision { agree: true },
        now,
        GameError::NoIncrementRequest,
    );
    refused_unchanged(
        &mut g,
        Event::BoardsCorrected {
            retrace_ply: Some(7),
        },
        now,
        GameError::BadPly(7),
    );
    refused_unchanged(
        &mut g,
        Event::TwoHands { by: Color::White },
        now,
        GameError::NotYourTurn {
            to_move: Color::White,
        },
    );
    refused_unchanged(
        &mut g,
        Event::Arrived { by: Color::Black },
        now,
        GameError::PlayerPresent,
    );
    // Strict mode does not change the answers.
    let mut s = g.setup().clone().with_mode(Mode::Strict);
    s.guidelines_iii = true;
    assert_eq!(guidelines_iii_applicable(&s), Ok(()));
}

/// An adjourned 2023 game: sealed, the resumption time comes, the sealer
/// is absent after the default time.
fn adjourned_2023(sealed: &str, fen: Option<&str>) -> Game {
    let mut s = setup(Edition::Fide2023, "5400");
    s.fen = fen.map(str::to_owned);
    let mut g = game(s);
    let mut t = 0;
    if fen.is_none() {
        play(&mut g, &["e4", "e5"], &mut t);
    } else {
        g.apply(Event::Start, 0).unwrap();
    }
    g.apply(
        Event::Seal {
            mv: sealed.into(),
            resumption: Default::default(),
        },
        t + 1_000,
    )
    .unwrap();
    g.apply(Event::ResumptionDue, 100_000).unwrap();
    g
}

/// 2023 Guidelines I.10: "Any player who arrives at the chessboard after
/// the default time shall lose the game unless the arbiter decides
/// otherwise. However, if the sealed move resulted in the conclusion of the
/// game, that conclusion shall still apply." The default time counts from
/// the resumption time (I.9).
#[test]
fn guidelines_i_10_2023_default_on_resumption() {
    let mut g = adjourned_2023("Nf3", None);
    // Black, who replies, is there; White, who sealed, is not.
    g.apply(Event::Arrived { by: Color::Black }, 100_000)
        .unwrap();
    let v = g.default_verdicts(100_001);
    assert_eq!(
        v.iter().map(|v| v.loser).collect::<Vec<_>>(),
        [Color::White]
    );
    assert_eq!(v[0].article.to_string(), "Guidelines I.10");
    refused_unchanged(
        &mut g,
        Event::ResumptionDue,
        100_001,
        GameError::ResumptionAlreadyDue,
    );
    g.apply(
        Event::Default {
            absent: Color::White,
        },
        100_001,
    )
    .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::BlackWins, Reason::LostByDefault))
    );
    assert!(
        notes_in_pgn(&g)
            .iter()
            .any(|n| n.contains("(Guidelines I.10)"))
    );
    // The sealed move mates: that conclusion applies.
    let mut g = adjourned_2023(
        "Qh4#",
        Some("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"),
    );
    g.apply(
        Event::Default {
            absent: Color::Black,
        },
        100_001,
    )
    .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::BlackWins, Reason::Checkmate))
    );
    // Before the resumption time: nothing to rule.
    let mut g = game(setup(Edition::Fide2023, "5400"));
    let mut t = 0;
    play(&mut g, &["e4", "e5"], &mut t);
    g.apply(
        Event::Seal {
            mv: "Nf3".into(),
            resumption: Default::default(),
        },
        t,
    )
    .unwrap();
    assert!(g.default_verdicts(10_000_000).is_empty());
    refused_unchanged(
        &mut g,
        Event::Default {
            absent: Color::White,
        },
        10_000_000,
        GameError::DefaultTimeNotReached { remaining_ms: 1 },
    );
}

/// 2001 Appendix A10: "The player shall lose the game if he arrives at the
/// chessboard more than one hour late for the resumption of an adjourned
/// game (unless the rules of the competition or the arbiter decides
/// otherwise)."
#[test]
fn appendix_a10_2001_one_hour_late_for_the_resumption() {
    let mut g = game(setup(Edition::Fide2001, "5400"));
    let mut t = 0;
    play(&mut g, &["e4", "e5"], &mut t);
    g.apply(
        Event::Seal {
            mv: "Nf3".into(),
            resumption: Default::default(),
        },
        t,
    )
    .unwrap();
    g.apply(Event::ResumptionDue, 50_000).unwrap();
    assert!(g.default_verdicts(3_650_000).is_empty());
    let v = g.default_verdicts(3_650_001);
    assert_eq!(v.len(), 2);
    assert_eq!(v[0].article.to_string(), "Appendix A10");
    // Black arrives; the envelope is opened and play goes on.
    g.apply(Event::Arrived { by: Color::Black }, 60_000)
        .unwrap();
    g.apply(Event::ResumeAdjourned, 60_000).unwrap();
    assert_eq!(g.record().len(), 3);
    assert!(g.has_arrived(Color::Black));
}

/// Every ending and every control cites its article in the game's own
/// edition: a 2023 result line says "Art. 5.2.2", a 2001 one "Art. 5.2 b";
/// 7.5.2–7.5.4 and III.4 exist only in 2023.
#[test]
fn endings_and_controls_cite_their_edition() {
    for r in Reason::ALL {
        if let Some(a) = r.article(Edition::Fide2023) {
            assert_eq!(a.edition, Edition::Fide2023);
            assert!(
                !["13.4", "10.2", "5.2 b", "7.4 b"].contains(&a.number),
                "{r:?}: {a}"
            );
        }
    }
    assert_eq!(
        Reason::Agreement.article(Edition::Fide2023).unwrap().number,
        "5.2.3"
    );
    assert_eq!(
        Reason::Agreement.article(Edition::Fide1997).unwrap().number,
        "5.3"
    );
    assert_eq!(
        Reason::FlagFallNoMatingPotential.article(Edition::Fide2023),
        None
    );
    assert_eq!(Reason::FivefoldRepetition.article(Edition::Fide2001), None);
    let two_hands = Event::TwoHands { by: Color::White };
    assert!(two_hands.in_edition(Edition::Fide2023));
    assert!(!two_hands.in_edition(Edition::Fide2001));
    assert!(!Event::RequestIncrement.in_edition(Edition::Fide1997));
    let penalty = Event::Penalty {
        against: Color::White,
        penalty: Penalty::IncreaseOpponentTime(60_000),
    };
    assert_eq!(penalty.article(Edition::Fide2023).unwrap().number, "12.9.2");
    assert_eq!(penalty.article(Edition::Fide2001).unwrap().number, "13.4 b");
    let reinstate = Event::IllegalMove {
        by: Color::White,
        reinstate_ply: Some(2),
    };
    assert_eq!(
        reinstate.article(Edition::Fide2023).unwrap().number,
        "7.5.1"
    );
    assert_eq!(
        reinstate.article(Edition::Fide2001).unwrap().number,
        "7.4 a"
    );
    assert_eq!(
        Event::RequestIncrement
            .article(Edition::Fide2023)
            .unwrap()
            .to_string(),
        "Guidelines III.4"
    );
    assert_eq!(
        Event::BoardsCorrected { retrace_ply: None }
            .article(Edition::Fide2023)
            .unwrap()
            .to_string(),
        "Appendix D.2.9"
    );
}

/// 2023 Art. 4.3.1 through the game: a strict game rules on the touches in
/// its own position and edition; nothing once the game is over.
#[test]
fn art_4_3_1_2023_the_game_rules_on_touches() {
    use rochade_arbiter::Touch;
    use rochade_laws::Square;
    let mut g = game(GameSetup::new("Anna", "Bella").with_mode(Mode::Strict));
    let r = g.touch_ruling(&[Touch::Piece(Square::B1)]);
    assert_eq!(r.allowed.len(), 2);
    assert_eq!(r.article.unwrap().number, "4.3.1");
    let old = game(GameSetup::new("Anna", "Bella").with_edition(Edition::Fide2001));
    assert_eq!(
        old.touch_ruling(&[Touch::Piece(Square::B1)])
            .article
            .unwrap()
            .number,
        "4.3 (a)"
    );
    g.apply(Event::Resign { by: Color::White }, 0).unwrap();
    assert!(g.touch_ruling(&[]).allowed.is_empty());
}

// --- Colours reversed: 2023 Art. 7.3, 2001 and 1997 Art. 7.2 -------------

/// 2023 Art. 7.3: a game begun with colours reversed is discontinued and
/// played anew with the correct colours if fewer than 10 moves have been
/// made by both players; after 10 moves or more it continues. 2001 Art. 7.2
/// ("it shall continue, unless the arbiter rules otherwise") leaves it to
/// the arbiter at any move.
#[test]
fn art_7_3_2023_and_7_2_2001_colours_reversed() {
    // The Breyer Ruy Lopez: ten moves by both players.
    let ten = [
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3",
        "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7",
    ];
    for edition in [Edition::Fide2023, Edition::Fide2001, Edition::Fide1997] {
        let mut s = setup(edition, "5400");
        (s.white, s.black) = ("Anna".into(), "Bruno".into());
        s.tags = vec![
            ("WhiteElo".into(), "2100".into()),
            ("BlackElo".into(), "1900".into()),
            ("ECO".into(), "A04".into()),
        ];
        let mut g = game(s);
        let mut t = 0;
        g.apply(Event::Start, 0).unwrap();
        // Nine moves by both players.
        play(&mut g, &ten[..18], &mut t);
        assert_eq!(g.record().len(), 18);
        let fresh = g.colours_corrected().unwrap();
        assert_eq!(
            (fresh.white.as_str(), fresh.black.as_str()),
            ("Bruno", "Anna")
        );
        assert_eq!(
            fresh.tags,
            [
                ("BlackElo".to_string(), "2100".to_string()),
                ("WhiteElo".to_string(), "1900".to_string()),
                ("ECO".to_string(), "A04".to_string())
            ]
        );
        assert_eq!(fresh.edition, edition);
        play(&mut g, &ten[18..], &mut t);
        assert_eq!(g.record().len(), 20);
        let late = g.colours_corrected();
        if edition == Edition::Fide2023 {
            assert_eq!(late, Err(GameError::ColoursReversedTooLate));
            assert_eq!(
                GameError::ColoursReversedTooLate
                    .article(edition)
                    .unwrap()
                    .to_string(),
                "Art. 7.3"
            );
        } else {
            assert!(late.is_ok(), "{edition:?}: the arbiter may rule otherwise");
        }
        g.apply(Event::Resign { by: Color::White }, t + 1_000)
            .unwrap();
        assert!(matches!(g.colours_corrected(), Err(GameError::GameOver(_))));
    }
}

// --- The event's rule on draw agreements: 2023 Art. 9.1.1 ----------------

/// 2023 Art. 9.1.1: "The regulations of an event may specify that players
/// cannot offer or agree to a draw, whether in less than a specified number
/// of moves or at all, without the consent of the arbiter." A claim under
/// 9.2 or 9.3 is no agreement. The 2001 Laws have no such rule.
#[test]
fn art_9_1_1_2023_no_draw_agreement_without_the_arbiters_consent() {
    use rochade_arbiter::{ClaimKind, DrawAgreement};
    let mut s = setup(Edition::Fide2023, "5400");
    s.draw_agreement = DrawAgreement::NotBefore { moves: 2 };
    let mut g = game(s.clone());
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(&mut g, &["Nf3", "Nf6"], &mut t);
    let forbidden = GameError::DrawAgreementForbidden { from_move: Some(2) };
    refused_unchanged(
        &mut g,
        Event::OfferDraw { by: Color::White },
        t + 1,
        forbidden.clone(),
    );
    // A move with the offer is refused as a whole: the move is not made.
    refused_unchanged(
        &mut g,
        Event::Move {
            mv: "Ng1".into(),
            offer_draw: true,
        },
        t + 1,
        forbidden.clone(),
    );
    assert_eq!(
        forbidden.article(Edition::Fide2023).unwrap().to_string(),
        "Art. 9.1.1"
    );
    // From move 2 on, offers are open.
    play(&mut g, &["Ng1", "Ng8"], &mut t);
    g.apply(Event::OfferDraw { by: Color::White }, t + 1)
        .unwrap();
    g.apply(Event::AcceptDraw { by: Color::Black }, t + 2)
        .unwrap();
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::Agreement)));

    // Not at all: only with the arbiter's consent; a repetition claim stays.
    s.draw_agreement = DrawAgreement::Never;
    let mut g = game(s.clone());
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(
        &mut g,
        &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"],
        &mut t,
    );
    refused_unchanged(
        &mut g,
        Event::OfferDraw { by: Color::Black },
        t + 1,
        GameError::DrawAgreementForbidden { from_move: None },
    );
    g.apply(
        Event::Claim {
            kind: ClaimKind::Repetition,
            intended: Some("Ng8".into()),
        },
        t + 1,
    )
    .unwrap();
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::Repetition)));
    let mut g = game(s.clone());
    g.apply(Event::Start, 0).unwrap();
    let mut t = 0;
    play(&mut g, &["e4"], &mut t);
    // 2023 Art. 5.2.3 still: both must have moved.
    refused_unchanged(
        &mut g,
        Event::DrawWithConsent,
        t + 1,
        GameError::AgreementBeforeBothMoved,
    );
    play(&mut g, &["e5"], &mut t);
    g.apply(Event::DrawWithConsent, t + 1).unwrap();
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::Agreement)));

    // The 2001 Laws have no such rule.
    let mut old = setup(Edition::Fide2001, "5400");
    old.draw_agreement = DrawAgreement::Never;
    let mut g = game(old);
    g.apply(Event::Start, 0).unwrap();
    let mut t = 0;
    play(&mut g, &["e4", "e5"], &mut t);
    g.apply(Event::OfferDraw { by: Color::White }, t + 1)
        .unwrap();
    assert!(!Event::DrawWithConsent.in_edition(Edition::Fide2001));
}

//! The Laws in force as the first-class edition: the default edition, old
//! saves and PGN in their own edition, Guidelines III, Art. 7.5, the
//! touched-piece rule, default time, penalties and article numbers in each
//! edition's own numbering. Each test names the article it checks, in the
//! edition's numbering (`art_4_4_2_2023_…`, `art_13_4_2001_…`).

mod common;

use common::{game, mv, outcome, play, remaining, timed};
use rochade_arbiter::{
    ClaimBasis, Edition, Event, Game, GameError, GameResult, GameSetup, GuidelinesRefusal,
    Happened, QuickplayDecision, QuickplayRefusal, Reason, guidelines_iii_applicable,
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

/// PGN written when 2001 was the default has no `Laws` tag: it reads as
/// 2001. Every game written now carries the tag, 2001 games too.
#[test]
fn a_pgn_game_without_a_laws_tag_reads_as_2001_and_export_names_the_edition() {
    let g = Game::from_pgn("[White \"Anna\"]\n[Black \"Bella\"]\n1. e4 e5 *").unwrap();
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
    let pgn = g.to_pgn();
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
    assert!(pgn.contains("[Referred \"White no-effort\"]"), "{pgn}");
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

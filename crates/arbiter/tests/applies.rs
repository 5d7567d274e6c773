//! Only what applies on the screen: `Game::applies` says whether a control
//! can ever apply to a game, in each edition; a control for which it says
//! no is not drawn. Guidelines III.6 (no arbiter present) only where the
//! event announced Guidelines III (2023 III.2.1), the game is standard or
//! rapid without increment (III.2.2) and no arbiter supervises it (III.6);
//! its claim is open only with less than two minutes left (III.6.1).

mod common;

use common::{game, timed};
use rochade_arbiter::{Control, DrawAgreement, Edition, Event, Game, GameSetup, Mode, Supervision};
use rochade_laws::Color;

const ARBITER: Supervision = Supervision::Arbiter;
const ALONE: Supervision = Supervision::NoArbiter;

fn setup(edition: Edition, tc: &str, announced: bool) -> GameSetup {
    let mut s = timed(tc).with_edition(edition);
    s.guidelines_iii = announced;
    s
}

fn started(s: GameSetup) -> Game {
    let mut g = game(s);
    g.apply(Event::Start, 0).unwrap();
    g
}

/// The controls of a game, by supervision, that apply.
fn applying(g: &Game, sup: Supervision) -> Vec<Control> {
    Control::ALL
        .into_iter()
        .filter(|&c| g.applies(c, sup))
        .collect()
}

/// A first visit's casual 15+10 game (2023): no Guidelines III control, in
/// the players' controls nor in the arbiter's panel.
#[test]
fn guidelines_iii_2_1_a_first_casual_game_shows_no_guidelines_control() {
    let mut s = GameSetup::new("A", "B").with_time_control("900+10".parse().unwrap());
    s.mode = Mode::Casual;
    let g = started(s);
    for sup in [ARBITER, ALONE] {
        let on = applying(&g, sup);
        for c in [
            Control::UnsupervisedClaim,
            Control::IncrementRequest,
            Control::QuickplayClaim,
            Control::ClaimFlag,
            Control::DrawConsent,
        ] {
            assert!(!on.contains(&c), "{c:?} {sup:?}");
        }
        for c in [
            Control::OfferDraw,
            Control::ClaimDraw,
            Control::Resign,
            Control::TakeBack,
            Control::AdjustTime,
            Control::Misconduct,
            Control::ClockWithoutMove,
        ] {
            assert!(on.contains(&c), "{c:?} {sup:?}");
        }
    }
}

/// III.2.1 announced, III.2.2 standard or rapid without increment, III.6
/// no arbiter: all three are needed for the players' claim.
#[test]
fn guidelines_iii_6_needs_the_announcement_no_increment_and_no_arbiter() {
    let on = |tc: &str, announced: bool, sup: Supervision| {
        game(setup(Edition::Fide2023, tc, announced)).applies(Control::UnsupervisedClaim, sup)
    };
    assert!(on("1800", true, ALONE));
    assert!(on("40/5400:1800", true, ALONE));
    assert!(!on("1800", false, ALONE), "III.2.1: not announced");
    assert!(!on("1800", true, ARBITER), "III.6: an arbiter present");
    assert!(!on("900+10", true, ALONE), "III.2.2: increment");
    assert!(!on("600", true, ALONE), "III.2.2: blitz");
    assert!(!game(GameSetup::new("A", "B")).applies(Control::UnsupervisedClaim, ALONE));
    // III.4 and III.5 (the arbiter's rulings) follow III.2 alike.
    let g = game(setup(Edition::Fide2023, "1800", true));
    assert!(g.applies(Control::IncrementRequest, ARBITER));
    assert!(g.applies(Control::QuickplayClaim, ARBITER));
    let g = game(setup(Edition::Fide2023, "1800", false));
    assert!(!g.applies(Control::IncrementRequest, ARBITER));
    assert!(!g.applies(Control::QuickplayClaim, ARBITER));
}

/// III.5: "If Article III.4 does not apply": once an increment is
/// introduced under III.4, Guidelines III no longer govern the game, and
/// their controls go.
#[test]
fn guidelines_iii_4_an_increment_introduced_ends_the_guidelines_controls() {
    let mut g = started(setup(Edition::Fide2023, "1800", true));
    let now = 1_800_000 - 90_000;
    g.apply(Event::RequestIncrement, now).unwrap();
    assert!(g.applies(Control::IncrementRequest, ARBITER));
    g.apply(Event::DeclineDraw { by: Color::Black }, now)
        .unwrap();
    g.apply(Event::IncrementDecision { agree: true }, now)
        .unwrap();
    for c in [
        Control::IncrementRequest,
        Control::QuickplayClaim,
        Control::UnsupervisedClaim,
    ] {
        assert!(!g.applies(c, ALONE) && !g.applies(c, ARBITER), "{c:?}");
    }
}

/// 2001 and 1997: Art. 10.2 and Appendix D need a final period without a
/// move count and no blitz; the flag is claimed in strict rapid and blitz
/// (2001 B6, C2); 2023 Art. 7.5.2–7.5.4 and 9.1.1 do not exist.
#[test]
fn art_10_2_and_appendix_d_2001_and_1997() {
    for edition in [Edition::Fide2001, Edition::Fide1997] {
        let g = game(setup(edition, "5400", false));
        assert!(g.applies(Control::QuickplayClaim, ARBITER), "{edition}");
        assert!(g.applies(Control::UnsupervisedClaim, ALONE), "{edition}");
        assert!(!g.applies(Control::UnsupervisedClaim, ARBITER), "{edition}");
        assert!(!g.applies(Control::IncrementRequest, ARBITER), "{edition}");
        assert!(!g.applies(Control::Misconduct, ARBITER), "{edition}");
        assert!(!g.applies(Control::ClockWithoutMove, ARBITER), "{edition}");
        let mut s = setup(edition, "5400", false);
        s.draw_agreement = DrawAgreement::Never;
        assert!(!game(s).applies(Control::DrawConsent, ARBITER), "{edition}");
        let blitz = game(setup(edition, "300", false));
        assert!(
            !blitz.applies(Control::QuickplayClaim, ARBITER),
            "{edition}"
        );
        assert!(
            !blitz.applies(Control::UnsupervisedClaim, ALONE),
            "{edition}"
        );
        let no_finish = game(setup(edition, "40/7200", false));
        assert!(
            !no_finish.applies(Control::QuickplayClaim, ARBITER),
            "{edition}"
        );
        let mut s = setup(edition, "900", false);
        s.mode = Mode::Strict;
        assert!(
            game(s.clone()).applies(Control::ClaimFlag, ARBITER),
            "{edition}"
        );
        assert!(
            !game(s.with_edition(Edition::Fide2023)).applies(Control::ClaimFlag, ARBITER),
            "2023 Art. 6.11.1: the arbiter calls the flag"
        );
    }
    let mut s = setup(Edition::Fide2023, "5400", false);
    s.draw_agreement = DrawAgreement::Never;
    assert!(game(s).applies(Control::DrawConsent, ARBITER));
    assert!(!game(setup(Edition::Fide2023, "5400", false)).applies(Control::DrawConsent, ARBITER));
}

/// Untimed games: nothing that needs a clock.
#[test]
fn an_untimed_game_has_no_clock_controls() {
    for edition in Edition::ALL {
        let g = game(GameSetup::new("A", "B").with_edition(edition));
        for c in [
            Control::AdjustTime,
            Control::DefaultTime,
            Control::TimePenalty,
            Control::ClockWithoutMove,
            Control::QuickplayClaim,
            Control::UnsupervisedClaim,
            Control::ClaimFlag,
            Control::IncrementRequest,
        ] {
            assert!(!g.applies(c, ALONE), "{edition} {c:?}");
        }
        for c in [
            Control::IllegalMove,
            Control::Reinstate,
            Control::Penalty,
            Control::ColoursReversed,
        ] {
            assert!(g.applies(c, ARBITER), "{edition} {c:?}");
        }
    }
}

/// III.6.1: "a player having less than two minutes left on his clock":
/// the claim opens at two minutes, and the screen learns when.
#[test]
fn guidelines_iii_6_1_the_claim_opens_under_two_minutes() {
    let g = started(setup(Edition::Fide2023, "1800", true));
    assert!(!g.claim_open(ALONE, 0));
    assert_eq!(g.claim_opens_in(ALONE, 0), Some(1_800_000 - 120_000 + 1));
    let at = 1_800_000 - 120_000 + 1;
    assert!(g.claim_open(ALONE, at));
    assert_eq!(g.claim_opens_in(ALONE, at), None);
    assert!(!g.claim_open(ARBITER, at), "III.6: only without an arbiter");
    let casual = started(setup(Edition::Fide2023, "1800", false));
    assert!(!casual.claim_open(ALONE, at));
    assert_eq!(casual.claim_opens_in(ALONE, 0), None);
    // 2001 Appendix D1 alike.
    let old = started(setup(Edition::Fide2001, "1800", false));
    assert!(!old.claim_open(ALONE, 0));
    assert!(old.claim_open(ALONE, at));
}

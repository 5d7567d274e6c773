//! Whole games played through events, with clocks, offers, claims,
//! penalties, flags and adjournment; the final scoresheet text and PGN are
//! compared with the expected files in `tests/data/`.
//!
//! Run with `UPDATE_EXPECT=1` to rewrite the expected files after a
//! deliberate change (and read the diff).

mod common;

use std::path::PathBuf;

use common::{game, mv, mv_offer};
use rochade_arbiter::{
    ClaimKind, Edition, Event, Game, GameSetup, Mode, Penalty, QuickplayDecision, Resumption,
    ScoresheetOptions, TimeChange,
};
use rochade_laws::{Color, Notation, PieceLetters};

fn expect(name: &str, actual: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    if std::env::var_os("UPDATE_EXPECT").is_some() || !path.exists() {
        std::fs::write(&path, actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap();
    assert_eq!(
        actual, expected,
        "{name} differs (UPDATE_EXPECT=1 rewrites it)"
    );
}

/// Feeds `(seconds, event)` pairs.
fn run(g: &mut Game, script: Vec<(u64, Event)>) {
    for (s, ev) in script {
        if let Err(e) = g.apply(ev.clone(), s * 1_000) {
            panic!("at {s} s, {ev:?}: {e}");
        }
    }
}

fn check(name: &str, g: &Game, notation: Notation) {
    let opts = ScoresheetOptions {
        notation,
        clock_times: g.clock().is_some(),
    };
    expect(&format!("{name}.txt"), &g.scoresheet(&opts).to_string());
    let pgn = g.to_pgn();
    expect(&format!("{name}.pgn"), &pgn);
    // And the PGN reads back to the same PGN.
    assert_eq!(Game::from_pgn(&pgn).unwrap().to_pgn(), pgn);
    // And a save restores the same game.
    let json = serde_json::to_string(g).unwrap();
    assert_eq!(&serde_json::from_str::<Game>(&json).unwrap(), g);
}

fn club_setup() -> GameSetup {
    let mut s = GameSetup::new("Anna Schmidt", "Bella Costa")
        .with_edition(Edition::Fide2001)
        .with_time_control("40/7200:3600".parse().unwrap())
        .with_mode(Mode::Strict);
    s.event = "Club Championship".into();
    s.site = "Porto".into();
    s.date = "2026.11.29".into();
    s.round = "4".into();
    s
}

/// A strict club game under the 2001 Laws: a declined offer, an incorrect
/// repetition claim with its penalty and intended move (Art. 9.5 b) and
/// the claim as an offer (9.1 c), an illegal move (7.4 b), adjournment and
/// resumption (Appendix A), and finally a correct repetition claim.
#[test]
fn scenario_club_game_2001() {
    let mut g = game(club_setup());
    run(
        &mut g,
        vec![
            (0, Event::Start),
            (60, mv("e4")),
            (180, mv("e5")),
            (300, mv("Nf3")),
            (420, mv("Nc6")),
            (900, mv_offer("Bb5")),
            (960, Event::DeclineDraw { by: Color::Black }),
            (1_200, mv("a6")),
            // Black's illegal move on the board: two minutes to White.
            (
                1_500,
                Event::IllegalMove {
                    by: Color::Black,
                    reinstate_ply: None,
                },
            ),
            (1_800, mv("Ba4")),
            (2_000, mv("Nf6")),
            (2_400, mv("O-O")),
            // Black claims a repetition with Be7 written first: incorrect.
            (
                2_700,
                Event::Claim {
                    kind: ClaimKind::Repetition,
                    intended: Some("Be7".into()),
                },
            ),
            // White declines the claim's offer by moving.
            (3_000, mv("Re1")),
            (3_600, mv("b5")),
            (4_000, mv("Bb3")),
            (4_500, mv("d6")),
            (
                5_000,
                Event::Seal {
                    mv: "c3".into(),
                    resumption: Resumption {
                        date: "2026.12.01".into(),
                        time: "18:00".into(),
                        venue: "Porto, club room".into(),
                    },
                },
            ),
            (200_000, Event::ResumeAdjourned),
            (200_300, mv("Na5")),
            (200_600, mv("Bc2")),
            (200_700, mv("Nc6")),
            (200_800, mv("Bb3")),
            (200_900, mv("Na5")),
            (201_000, mv("Bc2")),
            (201_100, mv("Nc6")),
            // White writes Bb3 and claims: the position after 11... Nc6
            // ... Bb3 appears for the third time (Art. 9.2 a).
            (
                201_200,
                Event::Claim {
                    kind: ClaimKind::Repetition,
                    intended: Some("Bb3".into()),
                },
            ),
        ],
    );
    assert!(g.is_over());
    check("club_2001", &g, Notation::FIDE);
}

/// A strict rapidplay game under the 1997 Laws with German letters: a
/// quickplay-finish claim postponed with two minutes for the opponent,
/// a flag fall claimed by the opponent (Appendix B6, B7) and the arbiter's
/// draw "even after a flag has fallen" (1997 Art. 10.2 b, c).
#[test]
fn scenario_rapid_quickplay_1997() {
    let mut s = GameSetup::new("Carl", "Dora")
        .with_edition(Edition::Fide2001)
        .with_time_control("1800".parse().unwrap())
        .with_edition(Edition::Fide1997)
        .with_mode(Mode::Strict);
    s.event = "Rapid Open".into();
    s.date = "1998.05.02".into();
    let mut g = game(s);
    run(
        &mut g,
        vec![
            (0, Event::Start),
            (10, mv("d4")),
            (20, mv("d5")),
            (1_700, mv("c4")),
            (1_720, mv("e6")),
            (1_730, mv("Nc3")),
            (1_740, mv_offer("Nf6")),
            // White, with 90 s left, declines and claims (Art. 10.2).
            (1_745, Event::DeclineDraw { by: Color::White }),
            (1_750, Event::QuickplayClaim),
            (
                1_800,
                Event::QuickplayDecision(QuickplayDecision::Postpone { extra_time: true }),
            ),
            (1_810, mv("Bg5")),
            (1_820, mv("Be7")),
            (1_830, mv("e3")),
            (1_840, mv("O-O")),
            // An arbiter's correction of Black's clock (Art. 6.13).
            (
                1_845,
                Event::AdjustTime {
                    side: Color::Black,
                    change: TimeChange::Remove(10_000),
                },
            ),
            // White's flag falls at 1_910 s; in rapidplay only a claim
            // counts (B6). Black claims; the arbiter decides the postponed
            // claim: drawn.
            (1_950, Event::ClaimFlag { by: Color::Black }),
            (1_960, Event::QuickplayDecision(QuickplayDecision::Draw)),
        ],
    );
    check(
        "rapid_1997",
        &g,
        Notation::FIDE.letters(PieceLetters::GERMAN),
    );
}

/// A casual blitz game: a take-back, a flag fall observed by the program
/// and won by the opponent (Art. 6.9).
#[test]
fn scenario_casual_blitz_flag() {
    let mut s = GameSetup::new("Eve", "Finn")
        .with_edition(Edition::Fide2001)
        .with_time_control("180+2".parse().unwrap());
    s.event = "Casual".into();
    let mut g = game(s);
    run(
        &mut g,
        vec![
            (0, Event::Start),
            (2, mv("e4")),
            (4, mv("e5")),
            (10, mv("Qh5")),
            (20, mv("g6")),
            (25, Event::TakeBack),
            (30, mv("Nc6")),
            (40, mv("Bc4")),
            (60, mv("g6")),
            (70, mv("Qf3")),
            (100, mv("Nf6")),
            (110, mv("Ne2")),
            (300, Event::FlagCheck),
        ],
    );
    check("blitz_casual", &g, Notation::PGN);
}

/// An endgame from a FEN under the 2001 Laws: an offer declined, a
/// penalty of Art. 13.4 c, an incorrect fifty-move claim by a player with
/// 1:30 left ("his remaining time shall be one minute", Art. 9.5 b) that
/// counts as an offer (9.1 c), and a correct claim with the move written
/// first (Art. 9.3 a).
#[test]
fn scenario_fifty_moves_2001() {
    let mut s = GameSetup::new("Ines", "Joao")
        .with_edition(Edition::Fide2001)
        .with_time_control("40/7200:3600".parse().unwrap())
        .with_mode(Mode::Strict)
        .with_fen("8/8/4k3/8/3b4/8/4K3/R7 w - - 90 60");
    s.event = "Adjourned games session".into();
    let mut g = game(s);
    run(
        &mut g,
        vec![
            (0, Event::Start),
            (30, mv("Rb1")),
            (40, mv("Bc5")),
            (
                45,
                Event::Penalty {
                    against: Color::Black,
                    penalty: Penalty::ReduceTime(60_000),
                },
            ),
            (60, mv_offer("Ra1")),
            (65, Event::DeclineDraw { by: Color::Black }),
            (70, mv("Bd4")),
            (
                80,
                Event::AdjustTime {
                    side: Color::White,
                    change: TimeChange::Set(90_000),
                },
            ),
            (
                85,
                Event::Claim {
                    kind: ClaimKind::FiftyMoves,
                    intended: Some("Rb1".into()),
                },
            ),
            (100, mv("Bc5")),
            (110, mv("Ra1")),
            (120, mv("Bd4")),
            (130, mv("Rb1")),
            (
                140,
                Event::Claim {
                    kind: ClaimKind::FiftyMoves,
                    intended: Some("Bc5".into()),
                },
            ),
        ],
    );
    assert!(g.is_over());
    check("fifty_moves_2001", &g, Notation::FIDE);
}

/// An untimed game from a FEN with a warning, a time-free penalty and a
/// stalemate, written in Portuguese letters.
#[test]
fn scenario_untimed_stalemate() {
    let s = GameSetup::new("Gil", "Hugo")
        .with_edition(Edition::Fide2001)
        .with_fen("7k/8/6K1/8/8/8/8/5Q2 w - - 10 50");
    let mut g = game(s);
    run(
        &mut g,
        vec![
            (
                0,
                Event::Penalty {
                    against: Color::Black,
                    penalty: Penalty::Warning,
                },
            ),
            (1, mv("Qf2")),
            (2, mv("Kg8")),
            (3, mv("Qf5")),
            (4, mv("Kh8")),
            (5, mv("Qf7")),
        ],
    );
    check(
        "untimed_stalemate",
        &g,
        Notation::FIDE.letters(PieceLetters::PORTUGUESE),
    );
}

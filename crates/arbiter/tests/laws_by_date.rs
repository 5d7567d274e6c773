//! Games of any date under their own Laws: a PGN game read from a file
//! without a `Laws` tag is read under the nearest edition implemented for
//! its `Date` (2023 from 1 July 2014, 2001 from 1 July 2001, 1997 before),
//! and ends where that edition ends it (2023 Art. 9.6.1, 9.6.2) on import as
//! in play. Games Rochade stored itself keep the edition they were stored
//! with.

use rochade_arbiter::pgn::{BadMoveReason, PgnErrorKind, read_games};
use rochade_arbiter::{Edition, Event, Game, GameResult, MoveInput, Reason};

fn file_edition(date: Option<&str>) -> Edition {
    let tag = date.map_or(String::new(), |d| format!("[Date \"{d}\"]\n"));
    let game = Game::from_pgn(&format!("{tag}\n1. e4 e5 *")).unwrap();
    assert_eq!(
        game.setup().edition,
        rochade_arbiter::edition_for_pgn_date(date)
    );
    game.setup().edition
}

#[test]
fn each_boundary_of_the_dates_names_its_edition() {
    for (date, edition) in [
        ("2024.03.09", Edition::Fide2023),
        ("2014.07.01", Edition::Fide2023),
        ("2014.06.30", Edition::Fide2001),
        ("2001.07.01", Edition::Fide2001),
        ("2001.06.30", Edition::Fide1997),
        ("1999.10.02", Edition::Fide1997),
        ("1997.07.01", Edition::Fide1997),
        ("1851.06.21", Edition::Fide1997),
        ("2014-07-01", Edition::Fide2023),
        ("2014/06/30", Edition::Fide2001),
    ] {
        assert_eq!(file_edition(Some(date)), edition, "{date}");
    }
}

/// A known year with an unknown month or day counts as 1 July.
#[test]
fn a_known_year_with_unknown_month_or_day_counts_as_the_first_of_july() {
    for (date, edition) in [
        ("2014.??.??", Edition::Fide2023),
        ("2014.03.??", Edition::Fide2023),
        ("2014.??.15", Edition::Fide2023),
        ("2001.??.??", Edition::Fide2001),
        ("2001.02.??", Edition::Fide2001),
        ("2000.??.??", Edition::Fide1997),
        ("2013.13.40", Edition::Fide2001),
        ("2014", Edition::Fide2023),
    ] {
        assert_eq!(file_edition(Some(date)), edition, "{date}");
    }
}

#[test]
fn a_missing_date_or_year_reads_as_2023() {
    for date in [
        None,
        Some("????.??.??"),
        Some(""),
        Some("??"),
        Some("?.03.01"),
    ] {
        assert_eq!(file_edition(date), Edition::Fide2023, "{date:?}");
    }
    assert_eq!(file_edition(Some("????.07.01")), Edition::Fide2023);
}

#[test]
fn a_laws_tag_wins_over_the_date_and_chess960_is_2023() {
    let g = Game::from_pgn("[Date \"2024.01.01\"]\n[Laws \"FIDE 1997\"]\n\n1. e4 *").unwrap();
    assert_eq!(g.setup().edition, Edition::Fide1997);
    let g = Game::from_pgn("[Date \"1999.01.01\"]\n[Laws \"2023\"]\n\n1. e4 *").unwrap();
    assert_eq!(g.setup().edition, Edition::Fide2023);
    // An unreadable tag is no edition: the date decides.
    let g = Game::from_pgn("[Date \"1999.01.01\"]\n[Laws \"FIDE 2010\"]\n\n1. e4 *").unwrap();
    assert_eq!(g.setup().edition, Edition::Fide1997);
    let g = Game::from_pgn(
        "[Date \"1999.01.01\"]\n[Variant \"Chess960\"]\n\
         [FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 *",
    )
    .unwrap();
    assert_eq!(g.setup().edition, Edition::Fide2023);
}

/// Sixteen plies of Nf3 Nf6 Ng1 Ng8: the start position for the fifth time.
fn knights(plies: usize) -> String {
    let moves = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut out = String::new();
    for i in 0..plies {
        if i % 2 == 0 {
            out.push_str(&format!("{}. ", i / 2 + 1));
        }
        out.push_str(moves[i % 4]);
        out.push(' ');
    }
    out
}

/// 2023 Art. 9.6.1 on import as in play: the fifth occurrence of the start
/// position ends a 2024 game without a `Laws` tag, and a game tagged 2023.
#[test]
fn art_9_6_1_2023_a_fivefold_repetition_ends_an_imported_game() {
    for tags in ["[Date \"2024.05.01\"]\n", "[Laws \"2023\"]\n", ""] {
        let all = Game::from_pgn_all(&format!("{tags}\n{}*", knights(16)));
        let g = all[0].as_ref().unwrap();
        assert_eq!(g.setup().edition, Edition::Fide2023, "{tags}");
        let o = g.outcome().unwrap_or_else(|| panic!("{tags}: no end"));
        assert_eq!(
            (o.result, o.reason),
            (GameResult::Draw, Reason::FivefoldRepetition)
        );
        assert!(g.is_over());
        // Fifteen plies: the fourth occurrence is no end.
        let g = Game::from_pgn(&format!("{tags}\n{}*", knights(15))).unwrap();
        assert_eq!(g.outcome(), None, "{tags}");
    }
    // A written result other than the draw does not undo the Laws' end.
    let g = Game::from_pgn(&format!("[Date \"2024.05.01\"]\n\n{}1-0", knights(16))).unwrap();
    assert_eq!(
        g.outcome().map(|o| o.reason),
        Some(Reason::FivefoldRepetition)
    );
}

#[test]
fn a_move_after_the_fivefold_repetition_is_refused_as_after_the_end() {
    let text = format!("[Date \"2024.05.01\"]\n\n{}9. Nf3 *", knights(16));
    let e = Game::from_pgn(&text).unwrap_err();
    let column = text.lines().nth(2).unwrap().find("9. Nf3").unwrap() + 4;
    assert_eq!((e.pos.line, e.pos.column), (3, column), "{e}");
    assert!(
        matches!(
            &e.kind,
            PgnErrorKind::BadMove { text, reason: BadMoveReason::AfterTheEnd } if text == "Nf3"
        ),
        "{e}"
    );
    // The same game under the 2001 Laws (its date) goes on: no automatic
    // draw, only a claim (2001 Art. 9.2).
    let old = Game::from_pgn(&format!("[Date \"2010.05.01\"]\n\n{}9. Nf3 *", knights(16))).unwrap();
    assert_eq!(old.setup().edition, Edition::Fide2001);
    assert_eq!(old.outcome(), None);
    assert_eq!(old.record().len(), 17);
}

/// 2023 Art. 9.6.2 on import: the 75th move of each side without a pawn
/// move or a capture ends the game; the 1997 Laws (the game's date) do not.
#[test]
fn art_9_6_2_2023_seventy_five_moves_end_an_imported_game() {
    let fen = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 148 100\"]\n";
    let g = Game::from_pgn(&format!("[Date \"2016.??.??\"]\n{fen}\n100. Ra2 Kd7 *")).unwrap();
    assert_eq!(
        g.outcome().map(|o| o.reason),
        Some(Reason::SeventyFiveMoves)
    );
    assert_eq!(g.record().len(), 2);
    let e = Game::from_pgn(&format!(
        "[Date \"2016.??.??\"]\n{fen}\n100. Ra2 Kd7 101. Ra3 *"
    ))
    .unwrap_err();
    assert!(
        matches!(
            e.kind,
            PgnErrorKind::BadMove {
                reason: BadMoveReason::AfterTheEnd,
                ..
            }
        ),
        "{e}"
    );
    let g = Game::from_pgn(&format!(
        "[Date \"2000.01.01\"]\n{fen}\n100. Ra2 Kd7 101. Ra3 *"
    ))
    .unwrap();
    assert_eq!(g.setup().edition, Edition::Fide1997);
    assert_eq!(g.outcome(), None);
}

/// An imported game that ended by the Laws takes no further move, as a
/// game that ended in play.
#[test]
fn a_game_ended_on_import_takes_no_move() {
    let mut g = Game::from_pgn(&format!("[Date \"2024.05.01\"]\n\n{}*", knights(16))).unwrap();
    let before = g.clone();
    let e = g.apply(
        Event::Move {
            mv: MoveInput::from("Nf3"),
            offer_draw: false,
        },
        0,
    );
    assert!(e.is_err());
    assert_eq!(g, before);
}

/// The game played to the fivefold repetition and written out reads back
/// as the same ended game.
#[test]
fn a_fivefold_repetition_played_and_exported_reads_back_the_same() {
    let mut g = Game::new(rochade_arbiter::GameSetup::new("Anna", "Bella")).unwrap();
    for m in knights(16).split_whitespace().filter(|t| !t.ends_with('.')) {
        g.apply(
            Event::Move {
                mv: MoveInput::from(m),
                offer_draw: false,
            },
            0,
        )
        .unwrap();
    }
    assert_eq!(
        g.outcome().map(|o| o.reason),
        Some(Reason::FivefoldRepetition)
    );
    let back = Game::from_pgn(&g.to_pgn()).unwrap();
    assert_eq!(back.outcome(), g.outcome());
    assert_eq!(back.to_pgn(), g.to_pgn());
}

/// Games stored by Rochade (archive entries) keep their edition: one
/// stored without a `Laws` tag, before the 2023 default was written down,
/// stays a 2001 game whatever its date, and does not end by itself.
#[test]
fn stored_games_keep_the_edition_they_were_saved_with() {
    let text = format!("[Date \"2022.10.01\"]\n\n{}*", knights(16));
    let pgn = read_games(&text).remove(0).unwrap();
    let stored = Game::from_stored_pgn_game(&pgn).unwrap();
    assert_eq!(stored.setup().edition, Edition::Fide2001);
    assert_eq!(stored.outcome(), None);
    let from_file = Game::from_pgn_game(&pgn).unwrap();
    assert_eq!(from_file.setup().edition, Edition::Fide2023);
    assert!(from_file.is_over());
    for edition in Edition::ALL {
        let tagged = format!("[Date \"1999.01.01\"]\n[Laws \"{edition}\"]\n\n1. e4 *");
        let pgn = read_games(&tagged).remove(0).unwrap();
        assert_eq!(
            Game::from_stored_pgn_game(&pgn).unwrap().setup().edition,
            edition
        );
        assert_eq!(Game::from_pgn_game(&pgn).unwrap().setup().edition, edition);
    }
}

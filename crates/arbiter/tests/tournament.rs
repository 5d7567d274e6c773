//! Reading a round from the pairing program: TRF-16 (FIDE Handbook C.04
//! Annex 2), bbpPairings' pairing list and a CSV, to the game's setup and
//! PGN; bad files refused naming the line and the field; a round's results
//! from many PGN files.

use rochade_arbiter::tournament::{Field, Problem, RoundResults, Tournament, TournamentError};
use rochade_arbiter::{Event, Game, GameSetup};

const ROUND3: &str = include_str!("data/tournament/club_round3.trf");
const AFTER2: &str = include_str!("data/tournament/club_after_round2.trf");
const BBP: &str = include_str!("data/tournament/round3_bbp.txt");
const CSV: &str = include_str!("data/tournament/round3.csv");
const CSV_NAMES: &str = include_str!("data/tournament/round3_names.csv");

fn board_names(t: &Tournament, round: u32) -> Vec<(u32, String, String)> {
    t.round(round)
        .unwrap()
        .boards
        .iter()
        .map(|p| (p.board, p.white.name.clone(), p.black.name.clone()))
        .collect()
}

#[test]
fn trf_players_event_and_open_round() {
    let t = Tournament::read(&[("club.trf", ROUND3)]).unwrap();
    assert_eq!(t.event, "Rochade Club Championship 2026");
    assert_eq!(t.site, "Musterstadt");
    assert_eq!(t.players.len(), 16);
    let p = &t.players[9];
    assert_eq!(p.start, Some(10));
    assert_eq!(p.name, "Jansen, Jonas");
    assert_eq!(p.fide_id.as_deref(), Some("4690070"));
    assert_eq!(p.rating, Some(1901));
    // Rounds 1 and 2 have results: only round 3 is still to play.
    assert_eq!(t.rounds.iter().map(|r| r.number).collect::<Vec<_>>(), [3]);
    let boards = board_names(&t, 3);
    assert_eq!(boards.len(), 8);
    // By the pair's higher score, then the better-ranked player.
    assert_eq!(
        boards[0],
        (1, "Adler, Anna".into(), "Christensen, Clara".into())
    );
    assert_eq!(boards[6], (7, "Jansen, Jonas".into(), "Otto, Olga".into()));
}

#[test]
fn facts_fill_the_setup_and_the_pgn_tags() {
    let t = Tournament::read(&[("club.trf", ROUND3)]).unwrap();
    let facts = t.facts(3, 7).unwrap();
    // The round's date from the `132` line.
    assert_eq!(facts.date.as_deref(), Some("2026.11.03"));
    let mut setup = GameSetup::default();
    facts.apply(&mut setup);
    let game = Game::new(setup).unwrap();
    let pgn = game.to_pgn();
    for tag in [
        "[Event \"Rochade Club Championship 2026\"]",
        "[Site \"Musterstadt\"]",
        "[Date \"2026.11.03\"]",
        "[Round \"3\"]",
        "[White \"Jansen, Jonas\"]",
        "[Black \"Otto, Olga\"]",
        "[Board \"7\"]",
        "[WhiteFideId \"4690070\"]",
        "[BlackFideId \"4690105\"]",
        "[WhiteElo \"1901\"]",
        "[BlackElo \"1705\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} missing from\n{pgn}");
    }
    // Read back, the tags stay.
    let again = Game::from_pgn(&pgn).unwrap();
    assert_eq!(again.setup().round, "3");
    assert!(
        again
            .setup()
            .tags
            .contains(&("WhiteElo".into(), "1901".into()))
    );
}

#[test]
fn pairing_list_pairs_the_round_after_the_last_played() {
    // Given in either order: the TRF is read first.
    let t = Tournament::read(&[("round3.txt", BBP), ("club.trf", AFTER2)]).unwrap();
    assert_eq!(t.rounds.len(), 1);
    assert_eq!(t.rounds[0].number, 3);
    let from_trf = Tournament::read(&[("club.trf", ROUND3)]).unwrap();
    assert_eq!(board_names(&t, 3), board_names(&from_trf, 3));
    let f = t.facts(3, 7).unwrap();
    assert_eq!((f.white.rating, f.black.rating), (Some(1901), Some(1705)));
}

#[test]
fn pairing_list_bye_takes_no_board() {
    let t = Tournament::read(&[("club.trf", AFTER2), ("p.txt", "2\n1 3\n16 0\n")]).unwrap();
    assert_eq!(
        board_names(&t, 3),
        [(1, "Adler, Anna".into(), "Christensen, Clara".into())]
    );
}

#[test]
fn csv_by_start_number_and_by_name() {
    let by_number = Tournament::read(&[("club.trf", AFTER2), ("r3.csv", CSV)]).unwrap();
    let by_name = Tournament::read(&[("club.trf", AFTER2), ("r3.csv", CSV_NAMES)]).unwrap();
    assert_eq!(board_names(&by_number, 3), board_names(&by_name, 3));
    // A name found in the TRF brings its FIDE number.
    assert_eq!(
        by_name.facts(3, 7).unwrap().black.fide_id.as_deref(),
        Some("4690105")
    );
    // Alone, a CSV of names pairs round 1, without ratings.
    let alone = Tournament::read(&[("r.csv", "7,\"Doe, Jane\",Roe\n")]).unwrap();
    let f = alone.facts(1, 7).unwrap();
    assert_eq!(
        (f.white.name.as_str(), f.black.name.as_str()),
        ("Doe, Jane", "Roe")
    );
    assert_eq!(f.tags(), [("Board", "7".to_string())]);
    // A round column chooses the round.
    let r = Tournament::read(&[("r.csv", "round,board,white,black\n4,2,A,B\n")]).unwrap();
    assert!(r.facts(4, 2).is_some());
}

fn refused(files: &[(&str, &str)]) -> TournamentError {
    Tournament::read(files).unwrap_err()
}

#[test]
fn bad_files_name_the_line_and_the_field() {
    // A rating that is not a number, on the file's third player line.
    let bad = ROUND3.replacen("2198", "21x8", 1);
    let e = refused(&[("club.trf", &bad)]);
    assert_eq!((e.line, e.field), (14, Field::Rating));
    assert_eq!(e.problem, Problem::NotANumber("21x8".into()));
    assert_eq!(
        e.to_string(),
        "club.trf, line 14, FIDE rating: \"21x8\" is not a number"
    );
    // A colour that is no code of the format.
    let bad = ROUND3.replacen("  11 w 1", "  11 x 1", 1);
    let e = refused(&[("club.trf", &bad)]);
    assert_eq!((e.line, e.field), (14, Field::Colour { round: 1 }));
    // A name missing.
    let bad = ROUND3.replacen("Adler, Anna", "           ", 1);
    assert_eq!(refused(&[("club.trf", &bad)]).field, Field::Name);
    // A pairing list naming a player the TRF lacks, on its line 3.
    let e = refused(&[("club.trf", AFTER2), ("p.txt", "2\n1 3\n17 2\n")]);
    assert_eq!(
        (e.file.as_str(), e.line, e.field),
        ("p.txt", 3, Field::White)
    );
    assert_eq!(e.problem, Problem::UnknownPlayer("17".into()));
    // ... or with the wrong count.
    let e = refused(&[("club.trf", AFTER2), ("p.txt", "3\n1 3\n")]);
    assert_eq!((e.line, e.field), (1, Field::PairCount));
    // ... or without its TRF.
    assert_eq!(refused(&[("p.txt", "1\n1 3\n")]).problem, Problem::NeedsTrf);
    // A CSV with a board that is not a number, on line 3.
    let e = refused(&[("r.csv", "board,white,black\n1,A,B\nx,C,D\n")]);
    assert_eq!((e.line, e.field), (3, Field::Board));
    // ... or a board twice.
    let e = refused(&[("r.csv", "1,A,B\n1,C,D\n")]);
    assert_eq!((e.line, e.field), (2, Field::Board));
    // Not a tournament file at all.
    let e = refused(&[("notes.txt", "Dear arbiter,\n")]);
    assert_eq!(
        (e.line, e.field, e.problem),
        (1, Field::File, Problem::NotATournamentFile)
    );
    // All rounds played, nothing to pair.
    assert_eq!(
        refused(&[("club.trf", AFTER2)]).problem,
        Problem::NoPairings
    );
}

#[test]
fn crlf_and_trimmed_lines_read_alike() {
    let crlf = ROUND3.replace('\n', "\r\n");
    let cr = ROUND3.replace('\n', "\r");
    let lf = Tournament::read(&[("c.trf", ROUND3)]).unwrap();
    for other in [crlf, cr] {
        let mut t = Tournament::read(&[("c.trf", &other)]).unwrap();
        // The bytes kept differ by their line endings only.
        assert_eq!(t.source.take().unwrap().bytes, other.as_bytes());
        assert_eq!(
            Tournament {
                source: lf.source.clone(),
                ..t
            },
            lf
        );
    }
}

fn game_pgn(board: u32, white: &str, black: &str, approve: bool) -> String {
    let mut setup = GameSetup::new(white, black);
    setup.round = "3".into();
    setup.tags.push(("Board".into(), board.to_string()));
    let mut g = Game::new(setup).unwrap();
    g.apply(Event::Start, 0).unwrap();
    g.apply(
        Event::Move {
            mv: "e4".into(),
            offer_draw: false,
        },
        1_000,
    )
    .unwrap();
    g.apply(
        Event::Resign {
            by: rochade_laws::Color::Black,
        },
        2_000,
    )
    .unwrap();
    if approve {
        for c in rochade_laws::Color::ALL {
            let _ = g.apply(Event::ApproveResult { by: c }, 3_000);
        }
    }
    g.to_pgn()
}

#[test]
fn round_results_from_five_files() {
    let files: Vec<(String, String)> = [
        (3, "C", "D", true),
        (1, "A", "B", true),
        (5, "I", "J", false),
        (2, "E", "F", true),
        (4, "G", "H", true),
    ]
    .iter()
    .map(|(b, w, bl, ok)| (format!("board{b}.pgn"), game_pgn(*b, w, bl, *ok)))
    .collect();
    let refs: Vec<(&str, &str)> = files
        .iter()
        .map(|(n, t)| (n.as_str(), t.as_str()))
        .collect();
    let r = RoundResults::read(&refs);
    assert!(r.refused.is_empty());
    let boards: Vec<_> = r.games.iter().map(|g| g.board).collect();
    assert_eq!(boards, [Some(1), Some(2), Some(3), Some(4), Some(5)]);
    assert!(r.games.iter().all(|g| g.result == "1-0"));
    assert_eq!(r.games.iter().filter(|g| !g.approved).count(), 1);
    let pgn = r.to_pgn();
    assert_eq!(pgn.matches("[Event ").count(), 5);
    assert_eq!(Game::from_pgn_all(&pgn).len(), 5);
}

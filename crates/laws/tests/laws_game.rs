//! One untimed game under the Laws, checked against positions whose end
//! the Laws settle: fivefold repetition and 75 moves only in the 2023
//! edition (2023 Art. 9.6), dead positions in every edition (2023 Art.
//! 5.2.2), claims with and without the intended move (Art. 9.2, 9.3),
//! and the movetext written as the PGN standard writes it.

use rochade_laws::{
    DrawClaim, Edition, Ending, GameResult, LawsGame, PlayError, Position, ReplayRefusal,
    parse_move,
};

fn play(game: &mut LawsGame, moves: &[&str]) {
    for m in moves {
        let mv = parse_move(game.position(), m).unwrap();
        game.play(&mv).unwrap();
    }
}

const KNIGHTS: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

#[test]
fn the_fifth_occurrence_ends_only_a_2023_game() {
    for edition in Edition::ALL {
        let mut game = LawsGame::new(edition, Position::new());
        play(&mut game, &KNIGHTS.repeat(4)[..15]);
        assert_eq!(game.ending(), None, "four occurrences");
        assert_eq!(game.occurrences(), 4);
        play(&mut game, &["Ng8"]);
        assert_eq!(game.occurrences(), 5);
        let expected = (edition == Edition::Fide2023).then_some(Ending::FivefoldRepetition);
        assert_eq!(game.ending(), expected, "{edition}");
        if expected.is_some() {
            assert_eq!(game.result(), Some(GameResult::Draw));
            let nf3 = parse_move(game.position(), "Nf3").unwrap();
            assert_eq!(
                game.play(&nf3),
                Err(PlayError::Ended(Ending::FivefoldRepetition))
            );
        }
    }
}

#[test]
fn seventy_five_moves_end_only_a_2023_game_and_mate_has_priority() {
    // 149 half-moves without a pawn move or a capture: the 150th ends it.
    let fen = "8/8/4k3/8/8/8/1R6/R3K3 w - - 149 120";
    for edition in Edition::ALL {
        let mut game = LawsGame::new(edition, Position::from_fen(fen).unwrap());
        play(&mut game, &["Ra7"]);
        let expected = (edition == Edition::Fide2023).then_some(Ending::SeventyFiveMoves);
        assert_eq!(game.ending(), expected, "{edition}");
    }
    // The 150th half-move mates: 2023 Art. 9.6.2, "it has priority".
    let mate = "4k3/8/4K3/8/8/8/8/R7 w - - 149 120";
    let mut game = LawsGame::new(Edition::Fide2023, Position::from_fen(mate).unwrap());
    play(&mut game, &["Ra8#"]);
    assert_eq!(game.ending(), Some(Ending::Checkmate));
    assert_eq!(game.result(), Some(GameResult::WhiteWins));
}

#[test]
fn a_capture_leaving_two_kings_is_a_dead_position_in_every_edition() {
    for edition in Edition::ALL {
        let start = Position::from_fen("8/8/8/4k3/8/8/3Kp3/8 w - - 0 1").unwrap();
        let mut game = LawsGame::new(edition, start.clone());
        play(&mut game, &["Kxe2"]);
        assert_eq!(game.ending(), Some(Ending::DeadPosition));
        let replayed = LawsGame::replay(edition, start.clone(), &["Kxe2"]).unwrap();
        assert_eq!(replayed.ending(), Some(Ending::DeadPosition));
        let after = LawsGame::replay(edition, start, &["Kxe2", "Kd4"]).unwrap_err();
        assert_eq!(after.number(), "1...");
        assert_eq!((after.index, after.reason), (1, ReplayRefusal::AfterTheEnd));
    }
}

#[test]
fn claims_with_and_without_the_intended_move() {
    let mut game = LawsGame::new(Edition::Fide2001, Position::new());
    play(
        &mut game,
        &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"],
    );
    let ng8 = parse_move(game.position(), "Ng8").unwrap();
    let nc6 = parse_move(game.position(), "Nc6").unwrap();
    assert!(game.claim_is_correct(DrawClaim::Threefold, Some(&ng8)));
    assert!(!game.claim_is_correct(DrawClaim::Threefold, Some(&nc6)));
    assert!(!game.claim_is_correct(DrawClaim::Threefold, None));
    play(&mut game, &["Ng8"]);
    assert!(game.claim_is_correct(DrawClaim::Threefold, None));
    assert!(!game.claim_is_correct(DrawClaim::FiftyMoves, None));

    // 99 half-moves: the 100th, written first, makes the claim (Art. 9.3.1).
    let fen = "8/8/4k3/8/8/8/1R6/R3K3 w - - 99 80";
    let game = LawsGame::new(Edition::Fide2023, Position::from_fen(fen).unwrap());
    let ra7 = parse_move(game.position(), "Ra7").unwrap();
    assert!(!game.claim_is_correct(DrawClaim::FiftyMoves, None));
    assert!(game.claim_is_correct(DrawClaim::FiftyMoves, Some(&ra7)));
}

#[test]
fn the_movetext_as_pgn_writes_it() {
    let game = LawsGame::replay(
        Edition::Fide2023,
        Position::new(),
        &["f3", "e5", "g4", "Qh4"],
    )
    .unwrap();
    assert_eq!(game.ending(), Some(Ending::Checkmate));
    assert_eq!(game.result(), Some(GameResult::BlackWins));
    assert_eq!(game.movetext("0-1"), "1. f3 e5 2. g4 Qh4# 0-1\n");
    // A game from a position with Black to move starts with `1...`; lines
    // end before 80 characters.
    let start = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1").unwrap();
    let moves = ["Kd7", "Ra2", "Ke8", "Ra1"].repeat(6);
    let game = LawsGame::replay(Edition::Fide2001, start, &moves).unwrap();
    let text = game.movetext("*");
    assert!(text.starts_with("1... Kd7 2. Ra2 Ke8 3. Ra1 Kd7"));
    assert!(text.lines().count() > 1);
    assert!(text.lines().all(|l| l.len() < 80));
    assert!(text.ends_with(" *\n"));
}

#[test]
fn an_illegal_move_in_a_replay_says_where() {
    let e = LawsGame::replay(Edition::Fide2023, Position::new(), &["e4", "e5", "Ke3"]).unwrap_err();
    assert_eq!(e.index, 2);
    assert_eq!(e.number(), "2.");
    assert!(matches!(e.reason, ReplayRefusal::Move(_)));
}

#[test]
fn undo_and_truncate_give_back_the_earlier_game() {
    let mut game = LawsGame::new(Edition::Fide2023, Position::new());
    play(&mut game, &KNIGHTS.repeat(4));
    assert_eq!(game.ending(), Some(Ending::FivefoldRepetition));
    let last = game.undo().unwrap();
    assert_eq!(game.ending(), None);
    assert_eq!(last.before.san(&last.mv).to_string(), "Ng8");
    game.truncate(2);
    assert_eq!(game.plies().len(), 2);
    assert_eq!(game.repetition_keys().len(), 3);
    assert_eq!(game.movetext("*"), "1. Nf3 Nf6 *\n");
}

#[test]
fn a_record_goes_on_after_the_end_and_a_restored_one_ends_where_its_last_position_does() {
    let mut game = LawsGame::new(Edition::Fide2023, Position::new());
    play(&mut game, &KNIGHTS.repeat(4));
    assert_eq!(game.ending(), Some(Ending::FivefoldRepetition));
    let nc3 = parse_move(game.position(), "Nc3").unwrap();
    assert_eq!(
        game.play(&nc3),
        Err(PlayError::Ended(Ending::FivefoldRepetition))
    );
    assert_eq!(game.record_move(&nc3), Ok(()));
    assert_eq!(game.ending(), None, "a new position");
    let illegal = parse_move(&Position::new(), "e4").unwrap();
    assert_eq!(game.record_move(&illegal), Err(PlayError::Illegal));

    let moves: Vec<_> = game.plies().iter().map(|p| p.mv).collect();
    let restored = LawsGame::restore(Edition::Fide2023, Position::new(), &moves).unwrap();
    assert_eq!(restored, game);
    let dead = Position::from_fen("8/8/8/4k3/8/8/3Kp3/8 w - - 0 1").unwrap();
    let kxe2 = parse_move(&dead, "Kxe2").unwrap();
    let restored = LawsGame::restore(Edition::Fide1997, dead.clone(), &[kxe2]).unwrap();
    assert_eq!(restored.ending(), Some(Ending::DeadPosition));
    assert_eq!(
        LawsGame::restore(Edition::Fide1997, dead, &[kxe2, kxe2]),
        Err(1)
    );
}

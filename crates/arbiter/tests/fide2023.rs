//! The Laws in force since 1 January 2023 (`Edition::Fide2023`): one test
//! or more per rule that differs from the 2001 Laws, named after the 2023
//! article and with its scenario taken from the text.

mod common;

use common::{game, mv, mv_offer, outcome, play, remaining, timed};
use rochade_arbiter::{
    ClaimKind, Edition, Event, Game, GameError, GameResult, GameSetup, Happened, Mode, Reason,
};
use rochade_clock::GameType;
use rochade_laws::Color;

fn fide2023(tc: &str) -> GameSetup {
    timed(tc).with_edition(Edition::Fide2023)
}

fn strict2023(tc: &str) -> GameSetup {
    fide2023(tc).with_mode(Mode::Strict)
}

// --- Appendices A.1, B.1: rapid and blitz ---------------------------------

/// 2023 A.1: "A 'Rapid chess' game is one where either all the moves must be
/// completed in a fixed time of more than 10 minutes but less than 60
/// minutes for each player; or the time allotted plus 60 times any
/// increment is of more than 10 minutes but less than 60 minutes". 2023
/// B.1: "A 'blitz' game is one where all the moves must be completed in a
/// fixed time of 10 minutes or less for each player; or the allotted time
/// plus 60 times any increment is 10 minutes or less."
#[test]
fn a_1_b_1_rapid_and_blitz_by_base_plus_60_times_increment() {
    let t = |tc: &str| fide2023(tc).game_type();
    assert_eq!(t("600"), Some(GameType::Blitz)); // 10 minutes: blitz
    assert_eq!(t("540+1"), Some(GameType::Blitz)); // 9 + 1 = 10 minutes
    assert_eq!(t("601"), Some(GameType::Rapidplay)); // more than 10 minutes
    assert_eq!(t("720"), Some(GameType::Rapidplay)); // 12 minutes (2001: blitz)
    assert_eq!(t("900+10"), Some(GameType::Rapidplay)); // 15 + 10 = 25 minutes
    assert_eq!(t("3540"), Some(GameType::Rapidplay)); // 59 minutes
    assert_eq!(t("3600"), Some(GameType::Standard)); // 60 minutes (2001: rapidplay)
    assert_eq!(t("3000+10"), Some(GameType::Standard)); // 50 + 10 = 60 minutes
    assert_eq!(t("5400+30"), Some(GameType::Standard));
    // The 2001 classification is unchanged.
    let old = |tc: &str| {
        GameSetup::new("Anna", "Bella")
            .with_edition(Edition::Fide2001)
            .with_time_control(tc.parse().unwrap())
            .game_type()
    };
    assert_eq!(old("720"), Some(GameType::Blitz));
    assert_eq!(old("3600"), Some(GameType::Rapidplay));
}

// --- the edition itself: names, PGN, saves --------------------------------

/// The edition is stored with the game: it serialises, comes back from a
/// save and from PGN (`[Laws "FIDE 2023"]`); saves of the older editions
/// keep loading.
#[test]
fn edition_2023_is_saved_and_restored_and_old_saves_load() {
    assert_eq!(Edition::Fide2023.to_string(), "FIDE 2023");
    assert_eq!("2023".parse::<Edition>(), Ok(Edition::Fide2023));
    assert_eq!(
        serde_json::to_string(&Edition::Fide2023).unwrap(),
        "\"Fide2023\""
    );
    let mut g = game(fide2023("5400+30"));
    let mut t = 0;
    play(&mut g, &["e4", "e5", "Nf3"], &mut t);
    let json = serde_json::to_string(&g).unwrap();
    assert!(json.contains("\"edition\":\"Fide2023\""), "{json}");
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    let pgn = g.to_pgn();
    assert!(pgn.contains("[Laws \"FIDE 2023\"]"), "{pgn}");
    let imported = Game::from_pgn(&pgn).unwrap();
    assert_eq!(imported.setup().edition, Edition::Fide2023);
    // Saves written before the 2023 edition existed.
    for (text, edition) in [
        ("Fide1997", Edition::Fide1997),
        ("Fide2001", Edition::Fide2001),
    ] {
        let json = format!(
            r#"{{"version":1,"setup":{{"white":"A","black":"B","edition":"{text}"}},"moves":[{{"uci":"e2e4"}}]}}"#
        );
        let g: Game = serde_json::from_str(&json).unwrap();
        assert_eq!(g.setup().edition, edition);
    }
}

// --- Art. 6.8, 6.9, A.5.3, A.5.5: flag fall -------------------------------

/// 2023 A.5.5: "The arbiter shall also call a flag fall, if he observes
/// it." The program is the arbiter: in a strict blitz game (where the 2001
/// Laws wait for a claim, 2001 Appendix C2) it calls the flag itself.
#[test]
fn a_5_5_the_program_calls_an_observed_flag_fall_in_rapid_and_blitz() {
    for tc in ["180+2", "900+10"] {
        let mut g = game(strict2023(tc));
        let mut t = 0;
        g.apply(Event::Start, 0).unwrap();
        play(&mut g, &["e4", "e5"], &mut t);
        let late = 10_000_000;
        let h = g.apply(Event::FlagCheck, late).unwrap();
        assert!(
            h.iter().any(|h| matches!(
                h,
                rochade_arbiter::Happened::FlagFell {
                    side: Color::White,
                    ..
                }
            )),
            "{tc}: {h:?}"
        );
        assert_eq!(
            outcome(&g),
            Some((GameResult::BlackWins, Reason::FlagFall)),
            "{tc}"
        );
    }
    // The 2001 Laws, same game: the flag counts only when claimed.
    let mut g = game(
        GameSetup::new("Anna", "Bella")
            .with_edition(Edition::Fide2001)
            .with_time_control("180+2".parse().unwrap())
            .with_mode(Mode::Strict),
    );
    g.apply(Event::Start, 0).unwrap();
    g.apply(Event::FlagCheck, 10_000_000).unwrap();
    assert_eq!(outcome(&g), None);
}

/// 2023 Art. 6.9: "if a player does not complete the prescribed number of
/// moves in the allotted time, the game is lost by that player. However,
/// the game is drawn if the position is such that the opponent cannot
/// checkmate the player's king by any possible series of legal moves."
/// There is no "mating potential" rule in 2023 blitz (2001 Appendix C4):
/// king and two knights can checkmate with the opponent's help, so they
/// win on time.
#[test]
fn art_6_9_flag_fall_loses_unless_the_opponent_cannot_checkmate_no_c4_in_blitz() {
    // White: king and two knights; Black's flag falls.
    let knn = "8/8/4k3/8/8/2NN4/8/4K3 b - - 0 1";
    let mut g = game(fide2023("180+2").with_fen(knn));
    g.apply(Event::Start, 0).unwrap();
    g.apply(Event::FlagCheck, 200_000).unwrap();
    assert_eq!(outcome(&g), Some((GameResult::WhiteWins, Reason::FlagFall)));
    // 2001 blitz with Appendix C4: a draw.
    let mut old = game(
        GameSetup::new("Anna", "Bella")
            .with_edition(Edition::Fide2001)
            .with_time_control("180+2".parse().unwrap())
            .with_fen(knn),
    );
    old.apply(Event::Start, 0).unwrap();
    old.apply(Event::FlagCheck, 200_000).unwrap();
    assert_eq!(
        outcome(&old),
        Some((GameResult::Draw, Reason::FlagFallNoMatingPotential))
    );
    // Black has a lone king and cannot checkmate: White's flag falls, a
    // draw.
    let lone = "8/8/4k3/8/8/8/4P3/4K3 w - - 0 1";
    let mut g = game(fide2023("5400").with_fen(lone));
    g.apply(Event::Start, 0).unwrap();
    g.apply(Event::FlagCheck, 6_000_000).unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::FlagFallOpponentCannotMate))
    );
}

/// 2023 A.5.3: "To claim a win on time, the claimant may stop the
/// chessclock and notify the arbiter. However, the game is drawn if the
/// position is such that the claimant cannot checkmate the player's king
/// by any possible series of legal moves."
#[test]
fn a_5_3_win_on_time_claim_is_a_draw_when_the_claimant_cannot_checkmate() {
    // White (lone king) claims Black's flag in a strict rapid game.
    let fen = "8/8/4k3/4p3/8/8/8/4K3 b - - 0 1";
    let mut g = game(strict2023("900").with_fen(fen));
    g.apply(Event::Start, 0).unwrap();
    g.apply(Event::ClaimFlag { by: Color::White }, 1_000_000)
        .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::FlagFallOpponentCannotMate))
    );
    // With a pawn of his own the claimant wins.
    let fen = "8/8/4k3/4p3/8/8/4P3/4K3 b - - 0 1";
    let mut g = game(strict2023("900").with_fen(fen));
    g.apply(Event::Start, 0).unwrap();
    g.apply(Event::ClaimFlag { by: Color::White }, 1_000_000)
        .unwrap();
    assert_eq!(outcome(&g), Some((GameResult::WhiteWins, Reason::FlagFall)));
    // Before the flag has fallen the claim is refused.
    let mut g = game(strict2023("900").with_fen(fen));
    g.apply(Event::Start, 0).unwrap();
    assert!(
        g.apply(Event::ClaimFlag { by: Color::White }, 1_000)
            .is_err()
    );
}

// --- Art. 9.6, 9.2.2: automatic draws -------------------------------------

/// 2023 Art. 9.6.1: "the same position has appeared, as in 9.2.2 at least
/// five times" (not necessarily in a row): the game is drawn without a
/// claim. The 2001 Laws only know the claim (2001 Art. 9.2).
#[test]
fn art_9_6_1_fivefold_repetition_draws_without_a_claim() {
    let mut g = game(fide2023("5400+30"));
    let mut t = 0;
    // The start position appears a second and a third time ...
    for _ in 0..2 {
        play(&mut g, &common::SHUFFLE, &mut t);
    }
    // ... a fourth time, reached another way: not necessarily in a row
    // and not by the same moves.
    play(&mut g, &["Nc3", "Nc6", "Nb1", "Nb8"], &mut t);
    assert_eq!(outcome(&g), None, "four times: play goes on");
    play(&mut g, &["Nf3", "Nf6", "Ng1"], &mut t);
    assert_eq!(outcome(&g), None);
    let h = play(&mut g, &["Ng8"], &mut t);
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::FivefoldRepetition))
    );
    assert!(h.iter().any(|h| matches!(h, Happened::GameOver(_))));
    assert!(g.to_pgn().contains("[Reason \"fivefold repetition\"]"));
    assert!(g.is_over() && g.legal_moves().is_empty());
    // The same moves under the 2001 Laws: no draw without a claim.
    let mut old = game(GameSetup::new("Anna", "Bella").with_edition(Edition::Fide2001));
    let mut t = 0;
    for _ in 0..5 {
        play(&mut old, &common::SHUFFLE, &mut t);
    }
    assert_eq!(outcome(&old), None);
}

/// 2023 Art. 9.2.2.1: positions are not the same if "at the start of the
/// sequence a pawn could have been captured en passant". After 1. e4 with
/// a black pawn on d4 the capture d4xe3 is possible; when the same pieces
/// stand on the same squares later, it is not, so the first position does
/// not count towards the five.
#[test]
fn art_9_2_2_1_en_passant_makes_the_first_position_differ() {
    let cycle = ["Kd7", "Ng3", "Ke8", "Nh1"];
    let fen = "4k3/8/8/8/3p4/8/4P3/4K2N w - - 0 1";
    let mut g = game(fide2023("5400+30").with_fen(fen));
    let mut t = 0;
    play(&mut g, &["e4"], &mut t); // d4xe3 e.p. is possible here
    for _ in 0..4 {
        play(&mut g, &cycle, &mut t);
    }
    // The pieces have stood like this five times, the position only four.
    assert_eq!(outcome(&g), None);
    // Where no pawn can capture en passant, the double step changes nothing.
    let fen = "4k3/8/8/8/8/8/4P3/4K2N w - - 0 1";
    let mut g = game(fide2023("5400+30").with_fen(fen));
    let mut t = 0;
    play(&mut g, &["e4"], &mut t);
    for _ in 0..4 {
        play(&mut g, &cycle, &mut t);
    }
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::FivefoldRepetition))
    );
}

/// 2023 Art. 9.2.2.2: positions are not the same if "a king had castling
/// rights with a rook that has not been moved, but forfeited these after
/// moving. The castling rights are lost only after the king or rook is
/// moved."
#[test]
fn art_9_2_2_2_castling_rights_lost_only_when_king_or_rook_moved() {
    // The rook goes to h2 and back: the first position had the right to
    // castle, the later ones have not.
    let cycle = ["Rh2", "Kd7", "Rh1", "Kd8"];
    let mut g = game(fide2023("5400+30").with_fen("3k4/8/8/8/8/8/8/4K2R w K - 0 1"));
    let mut t = 0;
    for _ in 0..4 {
        play(&mut g, &cycle, &mut t);
    }
    assert_eq!(outcome(&g), None, "the first position had castling rights");
    // Without the right from the start, the same moves draw.
    let mut g = game(fide2023("5400+30").with_fen("3k4/8/8/8/8/8/8/4K2R w - - 0 1"));
    let mut t = 0;
    for _ in 0..4 {
        play(&mut g, &cycle, &mut t);
    }
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::FivefoldRepetition))
    );
    // The black rook on f8 stops White castling for the moment; it goes
    // away (castling possible) and comes back. White's right is not lost,
    // so the position is the same each time.
    let fen = "k4r2/8/8/8/8/8/8/N3K2R w K - 0 1";
    let mut g = game(fide2023("5400+30").with_fen(fen));
    let mut t = 0;
    for _ in 0..4 {
        play(&mut g, &["Nb3", "Rc8", "Na1", "Rf8"], &mut t);
    }
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::FivefoldRepetition))
    );
}

/// 2023 Art. 9.6.2: "any series of at least 75 moves have been made by each
/// player without the movement of any pawn and without any capture. If the
/// last move results in mate, it has priority."
#[test]
fn art_9_6_2_seventy_five_moves_draw_and_mate_has_priority() {
    // 149 half-moves without a pawn move or capture; White's 150th.
    let fen = "7k/8/6K1/8/8/8/8/5Q2 w - - 149 100";
    let mut g = game(fide2023("5400+30").with_fen(fen));
    let mut t = 0;
    play(&mut g, &["Qf2"], &mut t);
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::SeventyFiveMoves))
    );
    // The 150th half-move mates: the mate has priority.
    let mut g = game(fide2023("5400+30").with_fen(fen));
    play(&mut g, &["Qf8"], &mut t);
    assert_eq!(
        outcome(&g),
        Some((GameResult::WhiteWins, Reason::Checkmate))
    );
    // 148 half-moves: one more move is not yet 75 by each player.
    let mut g = game(fide2023("5400+30").with_fen("7k/8/6K1/8/8/8/8/5Q2 w - - 148 100"));
    play(&mut g, &["Qf2"], &mut t);
    assert_eq!(outcome(&g), None);
    // The 2001 Laws: no automatic draw.
    let mut old = game(
        GameSetup::new("Anna", "Bella")
            .with_edition(Edition::Fide2001)
            .with_fen(fen),
    );
    play(&mut old, &["Qf2"], &mut t);
    assert_eq!(outcome(&old), None);
    assert!(old.can_claim().fifty_moves);
}

// --- Art. 9.5.3: an incorrect claim ---------------------------------------

/// 2023 Art. 9.5.3: "If the claim is found to be incorrect, the arbiter
/// shall add two minutes to the opponent's remaining thinking time. Then
/// the game shall continue. If the claim was based on an intended move,
/// this move must be made". The claimant's time is not reduced. 2023
/// A.3: one minute in rapid chess; blitz follows the rapid Laws (B.3).
/// 2023 Art. 9.1.2.3: the claim is an offer of a draw.
#[test]
fn art_9_5_3_incorrect_claim_two_minutes_to_the_opponent_claimant_keeps_his_time() {
    for (tc, bonus) in [("5400+30", 120_000), ("900+10", 60_000), ("180+2", 60_000)] {
        let mut g = game(fide2023(tc));
        let mut t = 0;
        g.apply(Event::Start, 0).unwrap();
        play(&mut g, &["Nf3", "Nf6"], &mut t);
        let now = t + 1_000;
        let white = remaining(&g, Color::White, now);
        let black = remaining(&g, Color::Black, now);
        g.apply(
            Event::Claim {
                kind: ClaimKind::Repetition,
                intended: Some("Ng1".into()),
            },
            now,
        )
        .unwrap();
        assert_eq!(outcome(&g), None, "{tc}");
        // The intended move was made; White's time is his own.
        assert_eq!(g.record().len(), 3, "{tc}");
        assert_eq!(
            g.record()[2].clock_ms,
            Some(white + tc_increment(tc)),
            "{tc}"
        );
        assert_eq!(remaining(&g, Color::Black, now), black + bonus, "{tc}");
        // The claim stands as White's draw offer.
        assert_eq!(g.pending_offer().map(|o| o.by), Some(Color::White), "{tc}");
    }
}

fn tc_increment(tc: &str) -> u64 {
    tc.split_once('+')
        .map_or(0, |(_, i)| i.parse::<u64>().unwrap() * 1_000)
}

// --- Art. 5.1.2, 5.2.3: resignation and agreement -------------------------

/// 2023 Art. 5.1.2 (printed 5.2.1 in the transcription): "The game is lost
/// by the player who declares he/she resigns (this immediately ends the
/// game), unless the position is such that the opponent cannot checkmate
/// the player's king by any possible series of legal moves. In this case
/// the result of the game is a draw."
#[test]
fn art_5_1_2_resignation_is_a_draw_when_the_opponent_cannot_checkmate() {
    // White has king and pawn, Black a lone king: Black cannot checkmate.
    let fen = "8/8/4k3/8/8/8/4P3/4K3 w - - 0 1";
    let mut g = game(fide2023("5400+30").with_fen(fen));
    g.apply(Event::Resign { by: Color::White }, 0).unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::ResignationOpponentCannotMate))
    );
    // Black resigns in the same position: White can checkmate, White wins.
    let mut g = game(fide2023("5400+30").with_fen(fen));
    g.apply(Event::Resign { by: Color::Black }, 0).unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::WhiteWins, Reason::Resignation))
    );
    // The 2001 Laws: a resignation always loses (2001 Art. 5.1 b).
    let mut old = game(
        GameSetup::new("Anna", "Bella")
            .with_edition(Edition::Fide2001)
            .with_fen(fen),
    );
    old.apply(Event::Resign { by: Color::White }, 0).unwrap();
    assert_eq!(
        outcome(&old),
        Some((GameResult::BlackWins, Reason::Resignation))
    );
}

/// 2023 Art. 5.2.3: "The game is drawn upon agreement between the two
/// players during the game, provided both players have made at least one
/// move."
#[test]
fn art_5_2_3_draw_by_agreement_only_after_both_players_have_moved() {
    let mut g = game(fide2023("5400+30"));
    let mut t = 0;
    g.apply(mv_offer("e4"), 1_000).unwrap();
    assert_eq!(
        g.apply(Event::AcceptDraw { by: Color::Black }, 2_000),
        Err(GameError::AgreementBeforeBothMoved)
    );
    t += 2_000;
    play(&mut g, &["e5"], &mut t);
    g.apply(Event::OfferDraw { by: Color::White }, t + 1_000)
        .unwrap();
    g.apply(Event::AcceptDraw { by: Color::Black }, t + 2_000)
        .unwrap();
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::Agreement)));
    // The 2001 Laws allow it at once.
    let mut old = game(GameSetup::new("Anna", "Bella").with_edition(Edition::Fide2001));
    old.apply(mv_offer("e4"), 1_000).unwrap();
    old.apply(Event::AcceptDraw { by: Color::Black }, 2_000)
        .unwrap();
    assert_eq!(outcome(&old), Some((GameResult::Draw, Reason::Agreement)));
}

// --- Art. 7.5, A.3, A.5.2: illegal moves ----------------------------------

/// 2023 Art. 7.5.1: "An illegal move is completed once the player has
/// pressed his clock. If during a game it is found that an illegal move has
/// been completed, the position immediately before the irregularity shall
/// be reinstated." 7.5.5: the first gives the opponent two minutes, "for
/// the second completed illegal move by the same player the arbiter shall
/// declare the game lost by this player" (2001: the third).
#[test]
fn art_7_5_1_and_7_5_5_first_illegal_move_two_minutes_second_loses() {
    let mut g = game(fide2023("5400+30"));
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(&mut g, &["e4", "e5", "Nf3"], &mut t);
    // Black's illegal move on the board, found at once.
    let black = remaining(&g, Color::Black, t);
    let white = remaining(&g, Color::White, t);
    g.apply(
        Event::IllegalMove {
            by: Color::Black,
            reinstate_ply: None,
        },
        t,
    )
    .unwrap();
    assert_eq!(remaining(&g, Color::White, t), white + 120_000);
    assert_eq!(remaining(&g, Color::Black, t), black);
    assert_eq!(g.illegal_moves(Color::Black), 1);
    assert!(
        g.notes()
            .last()
            .unwrap()
            .to_string()
            .contains("two minutes to White (2023 Art. 7.5.5)")
    );
    // Black's second completed illegal move, found after White's reply
    // (Black's move 3 ... was illegal): the position before it is
    // reinstated, and Black loses.
    play(&mut g, &["Nc6", "Bc4", "Nf6"], &mut t);
    g.apply(
        Event::IllegalMove {
            by: Color::Black,
            reinstate_ply: Some(5),
        },
        t,
    )
    .unwrap();
    assert_eq!(g.record().len(), 5);
    assert_eq!(
        outcome(&g),
        Some((GameResult::WhiteWins, Reason::IllegalMoves))
    );
}

/// 2023 Art. 7.5.5: "However, the game is drawn if the position is such
/// that the opponent cannot checkmate the player's king by any possible
/// series of legal moves."
#[test]
fn art_7_5_5_second_illegal_move_is_a_draw_when_the_opponent_cannot_checkmate() {
    // Black has a lone king; White makes two illegal moves.
    let fen = "8/8/4k3/8/8/8/4P3/4K3 w - - 0 1";
    let mut g = game(fide2023("5400+30").with_fen(fen));
    for _ in 0..2 {
        g.apply(
            Event::IllegalMove {
                by: Color::White,
                reinstate_ply: None,
            },
            0,
        )
        .unwrap();
    }
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::IllegalMovesOpponentCannotMate))
    );
}

/// 2023 A.3: "The penalties mentioned in Articles 7 and 9 of the
/// Competitive Rules of Play shall be one minute instead of two minutes";
/// blitz is played under the rapid Laws (2023 B.3). No blitz rule that an
/// illegal move loses at once (2001 Appendix C3).
#[test]
fn a_3_illegal_move_one_minute_in_rapid_and_blitz() {
    for tc in ["900+10", "180+2"] {
        let mut g = game(strict2023(tc));
        g.apply(Event::Start, 0).unwrap();
        let black = remaining(&g, Color::Black, 1_000);
        g.apply(
            Event::IllegalMove {
                by: Color::White,
                reinstate_ply: None,
            },
            1_000,
        )
        .unwrap();
        assert_eq!(outcome(&g), None, "{tc}");
        assert_eq!(remaining(&g, Color::Black, 1_000), black + 60_000, "{tc}");
    }
}

/// 2023 Art. 7.5.2: "If the player has moved a pawn to the furthest
/// distant rank, pressed the clock, but not replaced the pawn with a new
/// piece, the move is illegal. The pawn shall be replaced by a queen of the
/// same colour as the pawn."
#[test]
fn art_7_5_2_promotion_without_a_new_piece_becomes_a_queen_and_is_penalised() {
    let fen = "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1";
    let mut g = game(fide2023("5400+30").with_fen(fen));
    g.apply(Event::Start, 0).unwrap();
    let black = remaining(&g, Color::Black, 1_000);
    g.apply(Event::PromotionNotReplaced { mv: "e8".into() }, 1_000)
        .unwrap();
    assert_eq!(g.record()[0].san.to_string(), "e8=Q");
    assert_eq!(g.illegal_moves(Color::White), 1);
    assert_eq!(remaining(&g, Color::Black, 1_000), black + 120_000);
    // Not a pawn reaching the last rank.
    let mut g = game(fide2023("5400+30").with_fen(fen));
    assert_eq!(
        g.apply(Event::PromotionNotReplaced { mv: "Kd2".into() }, 0),
        Err(GameError::NotAPromotion)
    );
    // Not in the 2001 Laws.
    let mut old = game(
        GameSetup::new("Anna", "Bella")
            .with_edition(Edition::Fide2001)
            .with_fen(fen),
    );
    assert_eq!(
        old.apply(Event::PromotionNotReplaced { mv: "e8".into() }, 0),
        Err(GameError::NotInEdition)
    );
}

/// 2023 Art. 7.5.3: "If the player presses the clock without making a
/// move, it shall be considered and penalized as if an illegal move."
/// 7.5.4: "If a player uses two hands to make a single move (for example
/// in case of castling, capturing or promotion) and pressed the clock, it
/// shall be considered and penalized as if an illegal move."
#[test]
fn art_7_5_3_and_7_5_4_clock_without_move_and_two_hands_count_as_illegal_moves() {
    let mut g = game(fide2023("5400+30"));
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(&mut g, &["e4"], &mut t);
    // Black presses his clock without moving: White gets two minutes.
    let white = remaining(&g, Color::White, t);
    g.apply(Event::ClockWithoutMove { by: Color::Black }, t)
        .unwrap();
    assert_eq!(remaining(&g, Color::White, t), white + 120_000);
    assert_eq!(g.turn(), Color::Black, "he still has to move");
    assert_eq!(
        g.apply(Event::ClockWithoutMove { by: Color::White }, t),
        Err(GameError::NotYourTurn {
            to_move: Color::Black
        })
    );
    // Black captures with two hands: his second, the game is lost.
    play(&mut g, &["d5", "exd5"], &mut t);
    play(&mut g, &["Qxd5"], &mut t);
    g.apply(Event::TwoHands { by: Color::Black }, t).unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::WhiteWins, Reason::IllegalMoves))
    );
    assert!(
        g.notes()
            .last()
            .unwrap()
            .to_string()
            .contains("move made with two hands by Black (2023 Art. 7.5.4), the second: game lost")
    );
}

/// 2023 A.5.2: "If the arbiter observes an action taken under Article
/// 7.5.1, 7.5.2, 7.5.3 or 7.5.4, he shall act according to Article 7.5.5,
/// provided the opponent has not made his next move. [...] If the opponent
/// does not claim and the arbiter does not intervene, the illegal move
/// shall stand and the game shall continue. Once the opponent has made his
/// next move, an illegal move cannot be corrected".
#[test]
fn a_5_2_unclaimed_illegal_move_stands_once_the_opponent_has_moved() {
    let mut g = game(strict2023("900+10"));
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(&mut g, &["e4", "e5", "Nf3", "Nc6"], &mut t);
    // White's third half-move (ply 2) was illegal; Black has replied since.
    assert_eq!(
        g.apply(
            Event::IllegalMove {
                by: Color::White,
                reinstate_ply: Some(2),
            },
            t,
        ),
        Err(GameError::IllegalMoveStands)
    );
    // Black's last move, before White has replied: corrected.
    g.apply(
        Event::IllegalMove {
            by: Color::Black,
            reinstate_ply: Some(3),
        },
        t,
    )
    .unwrap();
    assert_eq!(g.record().len(), 3);
    // Under full supervision (a standard game) it is corrected later too.
    let mut g = game(strict2023("5400+30"));
    let mut t = 0;
    play(&mut g, &["e4", "e5", "Nf3", "Nc6"], &mut t);
    g.apply(
        Event::IllegalMove {
            by: Color::White,
            reinstate_ply: Some(2),
        },
        t,
    )
    .unwrap();
    assert_eq!(g.record().len(), 2);
}

// --- Guidelines III: games without increment ------------------------------

/// A 2023 game of 60 minutes without increment (standard under 2023 A.1)
/// with Guidelines III announced, played until White, to move, has less
/// than two minutes.
fn guidelines_game(tc: &str, announced: bool) -> (Game, u64) {
    let mut setup = fide2023(tc);
    setup.guidelines_iii = announced;
    let mut g = game(setup);
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(&mut g, &["e4", "e5"], &mut t);
    // White thinks until 1:30 are left.
    let base: u64 = tc.split('+').next().unwrap().parse().unwrap();
    let now = t + base * 1_000 - 1_000 - 90_000;
    (g, now)
}

/// 2023 III.4: "If the player having the move has less than two minutes
/// left on his clock, he may request that an increment extra five seconds
/// be introduced for both players. This constitutes the offer of a draw.
/// If the offer refused, and the arbiter agrees to the request, the clocks
/// shall then be set with the extra time; the opponent shall be awarded
/// two extra minutes and the game shall continue."
#[test]
fn guidelines_iii_4_five_second_increment_request() {
    let (mut g, now) = guidelines_game("3600", true);
    assert!(remaining(&g, Color::White, now) < 120_000);
    g.apply(Event::RequestIncrement, now).unwrap();
    assert_eq!(g.pending_increment_request(), Some(Color::White));
    assert_eq!(g.pending_offer().map(|o| o.by), Some(Color::White));
    // The arbiter waits for the opponent's answer; play waits too.
    assert_eq!(
        g.apply(Event::IncrementDecision { agree: true }, now),
        Err(GameError::OpponentOfferStanding)
    );
    assert!(g.apply(mv("Nf3"), now).is_err());
    g.apply(Event::DeclineDraw { by: Color::Black }, now + 1_000)
        .unwrap();
    let black = remaining(&g, Color::Black, now + 2_000);
    let white = remaining(&g, Color::White, now + 2_000);
    g.apply(Event::IncrementDecision { agree: true }, now + 2_000)
        .unwrap();
    assert_eq!(remaining(&g, Color::Black, now + 2_000), black + 120_000);
    assert_eq!(g.clock().unwrap().extra_increment_ms(), 5_000);
    // The game continues; each move now gains five seconds.
    g.apply(mv("Nf3"), now + 3_000).unwrap();
    assert_eq!(g.record()[2].clock_ms, Some(white - 1_000 + 5_000));
    // The opponent may accept instead: a draw.
    let (mut g, now) = guidelines_game("3600", true);
    g.apply(Event::RequestIncrement, now).unwrap();
    g.apply(Event::AcceptDraw { by: Color::Black }, now)
        .unwrap();
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::Agreement)));
    // Only if the event announced the Guidelines (III.2.1), only without
    // increment and not in blitz (III.2.2), only with under two minutes.
    let (mut g, now) = guidelines_game("3600", false);
    assert_eq!(
        g.apply(Event::RequestIncrement, now),
        Err(GameError::GuidelinesNotAnnounced)
    );
    let (mut g, now) = guidelines_game("3600+5", true);
    assert_eq!(
        g.apply(Event::RequestIncrement, now),
        Err(GameError::GuidelinesNotApplicable)
    );
    let (mut g, now) = guidelines_game("300", true);
    assert_eq!(
        g.apply(Event::RequestIncrement, now),
        Err(GameError::GuidelinesNotApplicable)
    );
    let (mut g, now) = guidelines_game("3600", true);
    assert!(g.apply(Event::RequestIncrement, now - 60_000).is_err());
    // Not in the 2001 Laws.
    let mut old = game(
        GameSetup::new("Anna", "Bella")
            .with_edition(Edition::Fide2001)
            .with_time_control("3600".parse().unwrap()),
    );
    assert_eq!(
        old.apply(Event::RequestIncrement, 0),
        Err(GameError::NotInEdition)
    );
}

/// 2023 III.5: with less than two minutes a player "may claim a draw
/// before his flag falls [...] on the basis that his opponent cannot win by
/// normal means, and/or that his opponent has been making no effort to win
/// by normal means". III.5.1: the arbiter declares the game drawn, or
/// postpones his decision or rejects the claim; III.5.2: after a
/// postponement "the opponent may be awarded two extra minutes"; III.5.3:
/// "If the arbiter has rejected the claim, the opponent shall be awarded
/// two extra minutes." Unlike 2001 Art. 9.1 c the claim is not an offer.
#[test]
fn guidelines_iii_5_claim_decided_drawn_postponed_or_rejected() {
    use rochade_arbiter::QuickplayDecision;
    let (mut g, now) = guidelines_game("3600", true);
    g.apply(Event::QuickplayClaim, now).unwrap();
    assert_eq!(g.pending_offer(), None, "not an offer of a draw");
    g.apply(Event::QuickplayDecision(QuickplayDecision::Draw), now)
        .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::QuickplayFinish))
    );
    // Rejected: two minutes to the opponent.
    let (mut g, now) = guidelines_game("3600", true);
    g.apply(Event::QuickplayClaim, now).unwrap();
    let black = remaining(&g, Color::Black, now);
    g.apply(Event::QuickplayDecision(QuickplayDecision::Reject), now)
        .unwrap();
    assert_eq!(remaining(&g, Color::Black, now), black + 120_000);
    assert_eq!(outcome(&g), None);
    // Postponed with two minutes, then drawn after White's flag falls.
    let (mut g, now) = guidelines_game("3600", true);
    g.apply(Event::QuickplayClaim, now).unwrap();
    g.apply(
        Event::QuickplayDecision(QuickplayDecision::Postpone { extra_time: true }),
        now,
    )
    .unwrap();
    g.apply(Event::FlagCheck, now + 200_000).unwrap();
    assert_eq!(outcome(&g), None, "the arbiter decides");
    g.apply(
        Event::QuickplayDecision(QuickplayDecision::Draw),
        now + 201_000,
    )
    .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::QuickplayFinish))
    );
    // Not announced, or with an increment: no claim.
    let (mut g, now) = guidelines_game("3600", false);
    assert_eq!(
        g.apply(Event::QuickplayClaim, now),
        Err(GameError::GuidelinesNotAnnounced)
    );
    let (mut g, now) = guidelines_game("3600+5", true);
    assert_eq!(
        g.apply(Event::QuickplayClaim, now),
        Err(GameError::GuidelinesNotApplicable)
    );
}

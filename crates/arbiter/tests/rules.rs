//! One group of tests per numbered rule of issue 5, each quoting the Law it
//! implements.

mod common;

use common::{SHUFFLE, game, mv, mv_offer, outcome, play, remaining, timed};
use rochade_arbiter::{
    ClaimKind, Edition, Event, Game, GameError, GameResult, GameSetup, Happened, Mode, Note,
    NoteKind, OfferLimit, Outcome, Penalty, QuickplayDecision, QuickplayRefusal, Reason,
    Resumption, SAVE_VERSION, ScoresheetOptions, SetupError, TimeChange,
};
use rochade_laws::{Color, Notation, PieceLetters, Role};

fn strict(tc: &str) -> GameSetup {
    timed(tc).with_mode(Mode::Strict)
}

// --- 1. Moves and the scoresheet (Art. 8.1, Appendix E) -------------------

/// Art. 8.1: "each player is obliged to record his own moves and those of
/// his opponent in the correct manner, move after move, as clearly and
/// legibly as possible, in the algebraic notation (Appendix E)".
#[test]
fn art_8_1_record_keeps_san_position_before_clock_and_marks() {
    let mut g = game(timed("5400+30"));
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(&mut g, &["e4", "e5", "Nf3"], &mut t);
    g.apply(mv_offer("Nc6"), 10_000).unwrap();
    let r = g.record();
    assert_eq!(r.len(), 4);
    assert_eq!(r[2].san.to_string(), "Nf3");
    assert_eq!(
        r[2].before.to_fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(r[0].clock_ms, Some(5_400_000 - 1_000 + 30_000));
    assert_eq!(r[3].move_ms, Some(7_000));
    assert!(r[3].draw_offer && !r[2].draw_offer);
    assert_eq!((r[3].number(), r[3].side()), (2, Color::Black));
}

/// Appendix E: the notation and the letters are a view setting ("Each
/// piece is indicated by the first letter [...] in the language of the
/// country"), the record keeps the move.
#[test]
fn appendix_e_scoresheet_notation_is_a_view_setting() {
    let mut g = game(GameSetup::new("Anna", "Bella").with_edition(Edition::Fide2001));
    let mut t = 0;
    play(
        &mut g,
        &["e4", "e5", "Nf3", "Nc6", "Bb5", "Nf6", "O-O"],
        &mut t,
    );
    let german = ScoresheetOptions {
        notation: Notation::FIDE.letters(PieceLetters::GERMAN),
        clock_times: false,
    };
    let sheet = g.scoresheet(&german);
    assert_eq!(sheet.rows[1].white.as_ref().unwrap().text, "Sf3");
    assert_eq!(sheet.rows[2].white.as_ref().unwrap().text, "Lb5");
    assert_eq!(sheet.rows[3].white.as_ref().unwrap().text, "0-0");
    let long = ScoresheetOptions {
        notation: Notation::FIDE.long(),
        clock_times: false,
    };
    assert_eq!(
        g.scoresheet(&long).rows[0].white.as_ref().unwrap().text,
        "e2-e4"
    );
    // PGN style stays in the record.
    assert_eq!(g.record()[6].san.to_string(), "O-O");
}

/// Art. 8.1 / Appendix E.12: the draw offer is marked `(=)`; Art. 11: the
/// result is written; optional clock times.
#[test]
fn art_8_scoresheet_text_has_numbers_marks_times_result() {
    let mut g = game(timed("5400+30"));
    g.apply(Event::Start, 0).unwrap();
    g.apply(mv("d4"), 60_000).unwrap();
    g.apply(mv_offer("d5"), 90_000).unwrap();
    g.apply(Event::AcceptDraw { by: Color::White }, 95_000)
        .unwrap();
    let opts = ScoresheetOptions {
        clock_times: true,
        ..ScoresheetOptions::default()
    };
    let text = g.scoresheet(&opts).to_string();
    assert!(text.contains("  1  d4 1:29:30  d5 (=) 1:30:00"), "{text}");
    assert!(text.contains("Result: ½-½ (agreement)"), "{text}");
}

// --- 2. Draw offers (Art. 9.1, 12.5) ----------------------------------------

/// Art. 9.1 a: "A player wishing to offer a draw shall do so after having
/// made a move on the chessboard and before stopping his clock [...] the
/// offer cannot be withdrawn and remains valid until the opponent accepts
/// it". Accepting: Art. 5.2 c "The game is drawn upon agreement".
#[test]
fn art_9_1_offer_with_move_marked_and_accepted() {
    let mut g = game(GameSetup::new("Anna", "Bella").with_edition(Edition::Fide2001));
    g.apply(mv_offer("e4"), 0).unwrap();
    assert_eq!(g.pending_offer().map(|o| o.by), Some(Color::White));
    assert!(g.record()[0].draw_offer);
    // It cannot be withdrawn or repeated.
    assert_eq!(
        g.apply(Event::OfferDraw { by: Color::White }, 0),
        Err(GameError::OfferStanding)
    );
    assert_eq!(
        g.apply(Event::AcceptDraw { by: Color::White }, 0),
        Err(GameError::OwnOffer)
    );
    let h = g.apply(Event::AcceptDraw { by: Color::Black }, 0).unwrap();
    assert_eq!(
        h,
        vec![Happened::GameOver(Outcome::draw(Reason::Agreement))]
    );
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::Agreement)));
}

/// Art. 9.1: "An offer at any other time during play is still valid"; it
/// lapses when the opponent "rejects it by touching a piece with the
/// intention of moving", or "rejects it orally".
#[test]
fn art_9_1_offer_at_other_time_lapses_on_opponents_move_or_decline() {
    let mut g = game(GameSetup::new("Anna", "Bella").with_edition(Edition::Fide2001));
    let mut t = 0;
    play(&mut g, &["e4"], &mut t);
    // White offers while Black thinks: marked with White's move 1.
    g.apply(Event::OfferDraw { by: Color::White }, t).unwrap();
    assert!(g.record()[0].draw_offer);
    let h = play(&mut g, &["e5"], &mut t);
    assert!(h.contains(&Happened::DrawDeclined {
        offered_by: Color::White
    }));
    assert_eq!(g.pending_offer(), None);
    // Black offers on his own turn... no: White to move offers before moving;
    // the mark goes with his next move.
    g.apply(Event::OfferDraw { by: Color::White }, t).unwrap();
    play(&mut g, &["Nf3"], &mut t);
    assert!(g.record()[2].draw_offer);
    assert!(
        g.pending_offer().is_some(),
        "his own move does not end his offer"
    );
    g.apply(Event::DeclineDraw { by: Color::Black }, t).unwrap();
    assert_eq!(g.pending_offer(), None);
    assert_eq!(
        g.apply(Event::AcceptDraw { by: Color::Black }, t),
        Err(GameError::NoOffer)
    );
}

/// Art. 12.5: "It is forbidden to distract or annoy the opponent in any
/// manner whatsoever; this includes the persistent offer of a draw."
#[test]
fn art_12_5_persistent_offers_are_limited() {
    let mut setup = GameSetup::new("Anna", "Bella").with_edition(Edition::Fide2001);
    setup.offer_limit = OfferLimit {
        max_per_player: Some(2),
        moves_between: 2,
    };
    let mut g = game(setup);
    let mut t = 0;
    g.apply(mv_offer("e4"), t).unwrap();
    g.apply(Event::DeclineDraw { by: Color::Black }, t).unwrap();
    play(&mut g, &["e5"], &mut t);
    // White has not yet made two moves since the decline.
    assert_eq!(g.apply(mv_offer("Nf3"), t), Err(GameError::TooManyOffers));
    play(&mut g, &["Nf3", "Nc6"], &mut t);
    g.apply(mv_offer("Bc4"), t).unwrap();
    g.apply(Event::DeclineDraw { by: Color::Black }, t).unwrap();
    play(&mut g, &["Bc5", "c3", "Nf6", "d4"], &mut t);
    play(&mut g, &["exd4"], &mut t);
    assert_eq!(
        g.apply(Event::OfferDraw { by: Color::White }, t),
        Err(GameError::TooManyOffers)
    );
    // Black is not limited by White's offers.
    g.apply(Event::OfferDraw { by: Color::Black }, t).unwrap();
}

// --- 3. Claims (Art. 9.2–9.5) -----------------------------------------------

/// Art. 9.2 b: the same position "has just appeared, and the player
/// claiming the draw has the move"; 9.5 a "If the claim is found to be
/// correct the game is immediately drawn".
#[test]
fn art_9_2_b_repetition_has_appeared() {
    let mut g = game(timed("5400"));
    let mut t = 0;
    play(&mut g, &SHUFFLE, &mut t);
    play(&mut g, &SHUFFLE, &mut t);
    assert!(g.can_claim().repetition);
    let h = g
        .apply(
            Event::Claim {
                kind: ClaimKind::Repetition,
                intended: None,
            },
            t,
        )
        .unwrap();
    assert!(h.contains(&Happened::ClaimExamined {
        by: Color::White,
        kind: ClaimKind::Repetition,
        correct: true
    }));
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::Repetition)));
}

/// Art. 9.2 a: the position "is about to appear, if he first writes his
/// move on his scoresheet and declares to the arbiter his intention to
/// make this move"; the move is in the record.
#[test]
fn art_9_2_a_repetition_about_to_appear_with_intended_move() {
    let mut g = game(GameSetup::new("Anna", "Bella").with_edition(Edition::Fide2001));
    let mut t = 0;
    play(&mut g, &SHUFFLE, &mut t);
    play(&mut g, &["Nf3", "Nf6", "Ng1"], &mut t);
    g.apply(
        Event::Claim {
            kind: ClaimKind::Repetition,
            intended: Some("Ng8".into()),
        },
        t,
    )
    .unwrap();
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::Repetition)));
    assert_eq!(g.record().len(), 8);
    assert_eq!(g.record()[7].san.to_string(), "Ng8");
}

/// Art. 9.3 b: "the last 50 consecutive moves have been made by each player
/// without the movement of any pawn and without the capture of any piece";
/// 9.3 a with the move written first.
#[test]
fn art_9_3_fifty_moves_has_appeared_and_about_to_appear() {
    let fen = "8/8/4k3/8/8/4K3/8/R7 w - - 99 80";
    let mut g = game(
        GameSetup::new("A", "B")
            .with_edition(Edition::Fide2001)
            .with_fen(fen),
    );
    let hints = g.can_claim();
    assert!(!hints.fifty_moves && !hints.fifty_moves_moves.is_empty());
    g.apply(
        Event::Claim {
            kind: ClaimKind::FiftyMoves,
            intended: Some("Ra2".into()),
        },
        0,
    )
    .unwrap();
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::FiftyMoves)));

    let fen = "8/8/4k3/8/8/4K3/8/R7 w - - 100 80";
    let mut g = game(
        GameSetup::new("A", "B")
            .with_edition(Edition::Fide2001)
            .with_fen(fen),
    );
    g.apply(
        Event::Claim {
            kind: ClaimKind::FiftyMoves,
            intended: None,
        },
        0,
    )
    .unwrap();
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::FiftyMoves)));
}

fn incorrect_claim(edition: Edition, claimant_ms: u64) -> (u64, u64, Game) {
    let mut g = game(timed("5400").with_edition(edition));
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(&mut g, &["e4", "e5"], &mut t);
    g.apply(
        Event::AdjustTime {
            side: Color::White,
            change: TimeChange::Set(claimant_ms),
        },
        t,
    )
    .unwrap();
    let black_before = remaining(&g, Color::Black, t);
    g.apply(
        Event::Claim {
            kind: ClaimKind::Repetition,
            intended: Some("Nf3".into()),
        },
        t,
    )
    .unwrap();
    let white = g.record()[2].clock_ms.unwrap();
    let black = remaining(&g, Color::Black, t);
    assert_eq!(
        black,
        black_before + 180_000,
        "opponent gains three minutes"
    );
    (white, black, g)
}

/// 1997 Art. 9.5 b: "the arbiter shall deduct half of the claimant's
/// remaining time up to a maximum of three minutes and add three minutes to
/// the opponent's remaining time. Then the game shall continue and the
/// intended move must be made."
#[test]
fn art_9_5_b_1997_incorrect_claim_penalty() {
    assert_eq!(incorrect_claim(Edition::Fide1997, 600_000).0, 420_000);
    assert_eq!(incorrect_claim(Edition::Fide1997, 240_000).0, 120_000);
    assert_eq!(incorrect_claim(Edition::Fide1997, 90_000).0, 45_000);
    assert_eq!(incorrect_claim(Edition::Fide1997, 40_000).0, 20_000);
    let (_, _, g) = incorrect_claim(Edition::Fide1997, 600_000);
    // The intended move was made; 1997 has no "claim is an offer" rule.
    assert_eq!(g.record()[2].san.to_string(), "Nf3");
    assert_eq!(g.pending_offer(), None);
    assert!(!g.is_over());
}

/// 2001 Art. 9.5 b: "if the claimant has more than two minutes on his clock
/// the arbiter shall deduct half of the claimant's remaining time up to a
/// maximum of three minutes. If the claimant has more than one minute, but
/// less than two minutes, his remaining time shall be one minute. If the
/// claimant has less than one minute, the arbiter shall make no adjustment";
/// 2001 Art. 9.1 c: "A claim of a draw under 9.2, 9.3 or 10.2 shall be
/// considered to be an offer of a draw."
#[test]
fn art_9_5_b_2001_incorrect_claim_penalty_and_offer() {
    assert_eq!(incorrect_claim(Edition::Fide2001, 600_000).0, 420_000);
    assert_eq!(incorrect_claim(Edition::Fide2001, 240_000).0, 120_000);
    assert_eq!(incorrect_claim(Edition::Fide2001, 90_000).0, 60_000);
    assert_eq!(incorrect_claim(Edition::Fide2001, 40_000).0, 40_000);
    let (_, _, mut g) = incorrect_claim(Edition::Fide2001, 600_000);
    let offer = g.pending_offer().unwrap();
    assert!(offer.from_claim && offer.by == Color::White);
    assert!(
        g.record()[2].draw_offer,
        "recorded (=) with the intended move"
    );
    g.apply(Event::AcceptDraw { by: Color::Black }, 100_000)
        .unwrap();
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::Agreement)));
}

/// Art. 9.5: "If a player claims a draw as in Article 9.2 or 9.3 he shall
/// immediately stop both clocks." Correct claim: clocks stay stopped.
#[test]
fn art_9_5_claim_stops_both_clocks() {
    let mut g = game(timed("5400"));
    let mut t = 0;
    play(&mut g, &SHUFFLE, &mut t);
    play(&mut g, &SHUFFLE, &mut t);
    let h = g
        .apply(
            Event::Claim {
                kind: ClaimKind::Repetition,
                intended: None,
            },
            t,
        )
        .unwrap();
    assert_eq!(h[0], Happened::ClocksStopped);
    let w = remaining(&g, Color::White, t);
    assert_eq!(remaining(&g, Color::White, t + 60_000), w);
}

/// Art. 9.4: "If the player makes a move without having claimed the draw
/// he loses the right to claim, as in Article 9.2 or 9.3, on that move."
#[test]
fn art_9_4_right_to_claim_lost_after_moving() {
    let mut g = game(timed("5400"));
    let mut t = 0;
    play(&mut g, &SHUFFLE, &mut t);
    play(&mut g, &SHUFFLE, &mut t);
    assert!(g.can_claim().repetition);
    // White plays on instead of claiming; the position is gone.
    play(&mut g, &["e4", "e5"], &mut t);
    let before = remaining(&g, Color::White, t);
    let h = g
        .apply(
            Event::Claim {
                kind: ClaimKind::Repetition,
                intended: None,
            },
            t,
        )
        .unwrap();
    assert!(h.contains(&Happened::ClaimExamined {
        by: Color::White,
        kind: ClaimKind::Repetition,
        correct: false
    }));
    assert!(!g.is_over());
    assert!(remaining(&g, Color::White, t) < before);
    assert!(!g.notes().is_empty());
}

/// An intended move that is illegal cannot be written: the claim is refused
/// and nothing changes.
#[test]
fn art_9_2_a_illegal_intended_move_is_refused() {
    let mut g = game(timed("5400"));
    let before = g.clone();
    let e = g.apply(
        Event::Claim {
            kind: ClaimKind::Repetition,
            intended: Some("Ke2".into()),
        },
        0,
    );
    assert!(matches!(e, Err(GameError::Move(_))));
    assert_eq!(g, before);
}

// --- 4. Ends of the game (Art. 5, 6.9, 10, 11; Appendices B, C) ------------

/// Art. 5.1 a: "The game is won by the player who has checkmated his
/// opponent's king. This immediately ends the game."
#[test]
fn art_5_1_a_checkmate() {
    let mut g = game(GameSetup::new("A", "B").with_edition(Edition::Fide2001));
    let mut t = 0;
    play(
        &mut g,
        &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"],
        &mut t,
    );
    assert_eq!(
        outcome(&g),
        Some((GameResult::WhiteWins, Reason::Checkmate))
    );
    assert!(matches!(g.apply(mv("Ke7"), t), Err(GameError::GameOver(_))));
    assert!(g.legal_moves().is_empty());
}

/// Art. 5.1 b: "The game is won by the player whose opponent declares he
/// resigns. This immediately ends the game."
#[test]
fn art_5_1_b_resignation() {
    let mut g = game(timed("300"));
    g.apply(Event::Resign { by: Color::White }, 5).unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::BlackWins, Reason::Resignation))
    );
    assert_eq!(GameResult::BlackWins.half_points(Color::Black), 2);
}

/// Art. 5.2 a: stalemate; 5.2 b: "a position has arisen in which neither
/// player can checkmate the opponent's king with any series of legal moves
/// [...] 'dead position'. This immediately ends the game".
#[test]
fn art_5_2_stalemate_and_dead_position() {
    let mut g = game(
        GameSetup::new("A", "B")
            .with_edition(Edition::Fide2001)
            .with_fen("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1"),
    );
    g.apply(mv("Qf6"), 0).unwrap();
    assert!(g.outcome().is_none());
    let mut g = game(
        GameSetup::new("A", "B")
            .with_edition(Edition::Fide2001)
            .with_fen("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"),
    );
    g.apply(mv("Qf7"), 0).unwrap();
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::Stalemate)));
    let mut g = game(
        GameSetup::new("A", "B")
            .with_edition(Edition::Fide2001)
            .with_fen("8/8/4k3/3r4/8/2B5/8/4K3 b - - 0 1"),
    );
    g.apply(mv("Rd3"), 0).unwrap();
    g.apply(mv("Bb2"), 0).unwrap();
    g.apply(mv("Rd2"), 0).unwrap();
    g.apply(mv("Kxd2"), 0).unwrap();
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::DeadPosition)));
}

/// Art. 6.9: "if a player does not complete the prescribed number of moves
/// in the allotted time, the game is lost by the player. However, the game
/// is drawn, if the position is such that the opponent cannot checkmate".
#[test]
fn art_6_9_flag_fall_wins_unless_opponent_cannot_mate() {
    let mut g = game(timed("60"));
    g.apply(Event::Start, 0).unwrap();
    g.apply(mv("e4"), 1_000).unwrap();
    // Black's flag falls at 61 s; the next event observes it.
    let h = g.apply(mv("e5"), 70_000).unwrap();
    assert_eq!(
        h,
        vec![
            Happened::FlagFell {
                side: Color::Black,
                at_ms: 61_000
            },
            Happened::GameOver(Outcome::win(Color::White, Reason::FlagFall))
        ]
    );
    assert_eq!(g.record().len(), 1, "the late move is not played");

    // White has only his king: Black's flag fall is a draw.
    let fen = "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1";
    let mut g = game(timed("60").with_fen(fen));
    g.apply(Event::Start, 0).unwrap();
    g.apply(mv("Kxd2"), 1_000).unwrap();
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::DeadPosition)));
    let fen = "4k3/8/8/8/8/8/3pp3/4K3 w - - 0 1";
    let mut g = game(timed("60").with_fen(fen));
    g.apply(Event::Start, 0).unwrap();
    g.apply(mv("Kxd2"), 1_000).unwrap();
    g.apply(Event::FlagCheck, 100_000).unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::FlagFallOpponentCannotMate))
    );
}

/// Appendix B6: "The flag is considered to have fallen when a valid claim
/// to that effect has been made by a player"; B7: "the claimant's flag must
/// remain up and his opponent's flag down"; B8: "If both flags have fallen,
/// the game is drawn" (2001 Art. 10.4).
#[test]
fn appendix_b6_b8_flags_in_rapidplay_count_when_claimed() {
    let mut g = game(strict("1800"));
    g.apply(Event::Start, 0).unwrap();
    g.apply(mv("e4"), 1_000).unwrap();
    // Black overstepped but nobody claims: play goes on.
    g.apply(mv("e5"), 2_000_000).unwrap();
    assert!(!g.is_over());
    assert_eq!(
        g.apply(Event::ClaimFlag { by: Color::Black }, 2_000_001),
        Err(GameError::FlagNotFallen)
    );
    g.apply(Event::ClaimFlag { by: Color::White }, 2_000_002)
        .unwrap();
    assert_eq!(outcome(&g), Some((GameResult::WhiteWins, Reason::FlagFall)));

    let mut g = game(strict("1800"));
    g.apply(Event::Start, 0).unwrap();
    g.apply(mv("e4"), 1_900_000).unwrap();
    g.apply(mv("e5"), 3_800_000).unwrap();
    g.apply(Event::ClaimFlag { by: Color::White }, 3_800_001)
        .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::BothFlagsFallen))
    );
}

/// Appendix C4: "In order to win, a player must have 'mating potential'
/// [...] two knights and a king against a lone king is insufficient".
#[test]
fn appendix_c4_mating_potential_in_blitz() {
    let fen = "4k3/8/8/8/8/8/8/1NN1K3 b - - 0 1";
    let mut g = game(timed("300").with_fen(fen));
    g.apply(Event::Start, 0).unwrap();
    g.apply(Event::FlagCheck, 400_000).unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::FlagFallNoMatingPotential))
    );
    let mut setup = timed("300").with_fen(fen);
    setup.blitz_mating_potential_rule = false;
    let mut g = game(setup);
    g.apply(Event::Start, 0).unwrap();
    g.apply(Event::FlagCheck, 400_000).unwrap();
    assert_eq!(outcome(&g), Some((GameResult::WhiteWins, Reason::FlagFall)));
}

/// Art. 11.1: "A player who wins his game scores one point (1), a player
/// who loses his game scores no points (0) and a player who draws his game
/// scores a half point (½)."
#[test]
fn art_11_scores() {
    for (r, w, b) in [
        (GameResult::WhiteWins, 2, 0),
        (GameResult::BlackWins, 0, 2),
        (GameResult::Draw, 1, 1),
    ] {
        assert_eq!(r.half_points(Color::White), w);
        assert_eq!(r.half_points(Color::Black), b);
    }
    assert_eq!(GameResult::Draw.scoresheet(), "½-½");
}

// --- 5. Arbiter actions ------------------------------------------------------

/// Art. 6.12: "If the game needs to be interrupted, the arbiter shall stop
/// the clocks"; 6.13: "the arbiter shall use his best judgement to
/// determine the times to be shown on the clocks".
#[test]
fn art_6_12_6_13_pause_resume_adjust() {
    let mut g = game(timed("600"));
    g.apply(Event::Start, 0).unwrap();
    g.apply(Event::Pause, 10_000).unwrap();
    assert_eq!(remaining(&g, Color::White, 50_000), 590_000);
    assert!(matches!(
        g.apply(mv("e4"), 50_000),
        Err(GameError::Clock(_))
    ));
    g.apply(Event::Resume, 60_000).unwrap();
    assert_eq!(remaining(&g, Color::White, 70_000), 580_000);
    g.apply(
        Event::AdjustTime {
            side: Color::Black,
            change: TimeChange::Add(30_000),
        },
        70_000,
    )
    .unwrap();
    assert_eq!(remaining(&g, Color::Black, 70_000), 630_000);
    let g2 = game(GameSetup::new("A", "B").with_edition(Edition::Fide2001));
    let mut g3 = g2.clone();
    assert_eq!(g3.apply(Event::Pause, 0), Err(GameError::Untimed));
    assert_eq!(g3, g2);
}

/// Art. 7.4 a: "the position immediately before the irregularity shall be
/// reinstated"; 7.4 b: "for the first two illegal moves by a player the
/// arbiter shall give two minutes extra time to his opponent in each
/// instance; for a third illegal move by the same player, the arbiter shall
/// declare the game lost by this player."
#[test]
fn art_7_4_illegal_moves_2001() {
    let mut g = game(strict("5400"));
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(&mut g, &["e4", "e5", "Nf3", "Nc6"], &mut t);
    // Found later: White's third move was illegal; reinstate after 2 plies.
    let h = g
        .apply(
            Event::IllegalMove {
                by: Color::White,
                reinstate_ply: Some(2),
            },
            t,
        )
        .unwrap();
    assert!(h.contains(&Happened::PositionReinstated { ply: 2 }));
    assert_eq!(g.record().len(), 2);
    assert_eq!(g.turn(), Color::White);
    assert_eq!(g.clock().unwrap().to_move(), rochade_clock::Side::White);
    let black = remaining(&g, Color::Black, t);
    assert_eq!(g.illegal_moves(Color::White), 1);
    g.apply(
        Event::IllegalMove {
            by: Color::White,
            reinstate_ply: None,
        },
        t,
    )
    .unwrap();
    assert_eq!(remaining(&g, Color::Black, t), black + 120_000);
    play(&mut g, &["Bc4"], &mut t);
    g.apply(
        Event::IllegalMove {
            by: Color::White,
            reinstate_ply: None,
        },
        t,
    )
    .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::BlackWins, Reason::IllegalMoves))
    );
}

/// 1997 Art. 10.3 gives the two minutes and the loss in the quickplay
/// finish; earlier the position is only reinstated (Art. 7.4).
#[test]
fn art_10_3_1997_illegal_moves_only_in_quickplay_finish() {
    let mut g = game(timed("40/5400:1800").with_edition(Edition::Fide1997));
    g.apply(Event::Start, 0).unwrap();
    let b = remaining(&g, Color::Black, 0);
    for _ in 0..3 {
        g.apply(
            Event::IllegalMove {
                by: Color::White,
                reinstate_ply: None,
            },
            0,
        )
        .unwrap();
    }
    assert!(!g.is_over());
    assert_eq!(remaining(&g, Color::Black, 0), b);
    let mut g = game(timed("3600").with_edition(Edition::Fide1997));
    g.apply(Event::Start, 0).unwrap();
    for _ in 0..3 {
        g.apply(
            Event::IllegalMove {
                by: Color::Black,
                reinstate_ply: None,
            },
            0,
        )
        .unwrap();
    }
    assert_eq!(
        outcome(&g),
        Some((GameResult::WhiteWins, Reason::IllegalMoves))
    );
}

/// Appendix C3: in blitz "The opponent is then entitled to claim a win".
#[test]
fn appendix_c3_illegal_move_in_strict_blitz_loses() {
    let mut g = game(strict("300"));
    g.apply(Event::Start, 0).unwrap();
    g.apply(
        Event::IllegalMove {
            by: Color::White,
            reinstate_ply: None,
        },
        0,
    )
    .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::BlackWins, Reason::IllegalMoves))
    );
}

fn quickplay_game(edition: Edition) -> (Game, u64) {
    let mut g = game(timed("3600").with_edition(edition));
    g.apply(Event::Start, 0).unwrap();
    g.apply(mv("e4"), 3_500_000).unwrap(); // White has 100 s left
    g.apply(mv("e5"), 3_510_000).unwrap();
    (g, 3_510_000)
}

/// Art. 10.2: "If the player, having the move, has less than two minutes
/// left on his clock, he may claim a draw before his flag falls. He shall
/// stop the clocks and summon the arbiter." (a) draw.
#[test]
fn art_10_2_a_quickplay_claim_declared_drawn() {
    let (mut g, t) = quickplay_game(Edition::Fide2001);
    let h = g.apply(Event::QuickplayClaim, t).unwrap();
    assert!(h.contains(&Happened::QuickplayClaimed { by: Color::White }));
    assert_eq!(g.apply(mv("Nf3"), t), Err(GameError::QuickplayPending));
    g.apply(
        Event::QuickplayDecision(QuickplayDecision::Draw),
        t + 50_000,
    )
    .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::QuickplayFinish))
    );
}

/// Art. 10.2 b: "If the arbiter postpones his decision, the opponent may be
/// awarded two extra minutes thinking time"; 1997 10.2 c: "the arbiter may
/// subsequently declare the game drawn, even after a flag has fallen".
#[test]
fn art_10_2_b_postponed_then_drawn_after_flag() {
    let (mut g, t) = quickplay_game(Edition::Fide1997);
    g.apply(Event::QuickplayClaim, t).unwrap();
    let b = remaining(&g, Color::Black, t);
    g.apply(
        Event::QuickplayDecision(QuickplayDecision::Postpone { extra_time: true }),
        t,
    )
    .unwrap();
    assert_eq!(remaining(&g, Color::Black, t), b + 120_000);
    // White's flag falls 100 s later; the game waits for the arbiter.
    let h = g.apply(Event::FlagCheck, t + 200_000).unwrap();
    assert!(matches!(
        h[0],
        Happened::FlagFell {
            side: Color::White,
            ..
        }
    ));
    assert!(!g.is_over());
    g.apply(
        Event::QuickplayDecision(QuickplayDecision::Draw),
        t + 210_000,
    )
    .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::QuickplayFinish))
    );
}

/// 2001 Art. 10.2 c: "If the arbiter has rejected the claim, the opponent
/// shall be awarded two extra minutes thinking time." 1997 has no
/// rejection. Appendix C5: "Article 10.2 does not apply" in blitz.
#[test]
fn art_10_2_c_reject_2001_only_and_not_in_blitz() {
    let (mut g, t) = quickplay_game(Edition::Fide2001);
    g.apply(Event::QuickplayClaim, t).unwrap();
    let b = remaining(&g, Color::Black, t);
    g.apply(Event::QuickplayDecision(QuickplayDecision::Reject), t)
        .unwrap();
    assert_eq!(remaining(&g, Color::Black, t), b + 120_000);
    assert!(g.pending_quickplay().is_none());
    g.apply(mv("Nf3"), t + 1_000).unwrap();

    let (mut g, t) = quickplay_game(Edition::Fide1997);
    g.apply(Event::QuickplayClaim, t).unwrap();
    assert_eq!(
        g.apply(Event::QuickplayDecision(QuickplayDecision::Reject), t),
        Err(GameError::NotInEdition)
    );

    let mut g = game(timed("300"));
    g.apply(Event::Start, 0).unwrap();
    g.apply(mv("e4"), 250_000).unwrap();
    g.apply(mv("e5"), 251_000).unwrap();
    assert_eq!(
        g.apply(Event::QuickplayClaim, 251_000),
        Err(GameError::QuickplayNotAllowed(QuickplayRefusal::Blitz))
    );
    // Not with two minutes or more.
    let mut g = game(timed("3600"));
    g.apply(Event::Start, 0).unwrap();
    assert_eq!(
        g.apply(Event::QuickplayClaim, 1_000),
        Err(GameError::QuickplayNotAllowed(
            QuickplayRefusal::TwoMinutesOrMore
        ))
    );
}

/// Art. 13.4: "(a) warning, (b) increasing the remaining time of the
/// opponent, (c) reducing the remaining time of the offending player, (d)
/// declaring the game to be lost".
#[test]
fn art_13_4_penalties() {
    let mut g = game(timed("600"));
    g.apply(Event::Start, 0).unwrap();
    g.apply(
        Event::Penalty {
            against: Color::White,
            penalty: Penalty::Warning,
        },
        0,
    )
    .unwrap();
    g.apply(
        Event::Penalty {
            against: Color::White,
            penalty: Penalty::IncreaseOpponentTime(60_000),
        },
        0,
    )
    .unwrap();
    assert_eq!(remaining(&g, Color::Black, 0), 660_000);
    g.apply(
        Event::Penalty {
            against: Color::White,
            penalty: Penalty::ReduceTime(100_000),
        },
        0,
    )
    .unwrap();
    assert_eq!(remaining(&g, Color::White, 0), 500_000);
    assert_eq!(g.notes().len(), 3);
    g.apply(
        Event::Penalty {
            against: Color::Black,
            penalty: Penalty::LoseGame,
        },
        0,
    )
    .unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::WhiteWins, Reason::ArbiterDecision))
    );
}

// --- 6. Adjournment (Appendix A) ---------------------------------------------

fn adjourned(sealed: &str) -> (Game, u64) {
    let mut g = game(strict("40/7200:3600"));
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(&mut g, &["e4", "e5", "Nf3"], &mut t);
    g.apply(
        Event::Seal {
            mv: sealed.into(),
            resumption: Resumption {
                date: "2026.12.01".into(),
                time: "18:00".into(),
                venue: "Club".into(),
            },
        },
        t + 5_000,
    )
    .unwrap();
    (g, t + 5_000)
}

/// Appendix A1: the player seals "and only then stop his clock without
/// starting the opponent's clock"; A2: the envelope holds (a) names, (b)
/// the position before the sealed move, (c) time used, (d) who sealed,
/// (e) the move number, (f) a draw offer, (g) resumption.
#[test]
fn appendix_a1_a2_sealing_and_envelope() {
    let (g, t) = adjourned("Nc6");
    let e = g.envelope().unwrap();
    assert_eq!((e.white.as_str(), e.black.as_str()), ("Anna", "Bella"));
    assert_eq!(e.position_fen, g.position().to_fen());
    assert_eq!(e.time_used_ms, Some([2_000, 6_000]));
    assert_eq!((e.sealed_by, e.sealed_by_name()), (Color::Black, "Bella"));
    assert_eq!(e.move_number, 2);
    assert_eq!(e.draw_offer_by, None);
    assert_eq!(e.resumption.venue, "Club");
    assert_eq!(g.clock().unwrap().running_at(t + 1), None);
    assert!(g.legal_moves().is_empty());
    let mut g2 = g.clone();
    assert_eq!(g2.apply(mv("Nc6"), t), Err(GameError::Adjourned));
    assert_eq!(g2, g);
}

/// Appendix A9 a: "the envelope is opened, the sealed move made on the
/// chessboard and his clock started".
#[test]
fn appendix_a9_resumption_plays_sealed_move() {
    let (mut g, t) = adjourned("Sc6"); // German letters are fine
    let h = g.apply(Event::ResumeAdjourned, t + 86_400_000).unwrap();
    assert!(h.contains(&Happened::SealedMoveOpened { text: "Sc6".into() }));
    assert_eq!(g.record()[3].san.to_string(), "Nc6");
    assert!(g.record()[3].sealed);
    assert_eq!(
        g.clock().unwrap().running_at(t + 86_400_001),
        Some(rochade_clock::Side::White)
    );
}

/// Appendix A8: "the game is lost by a player whose recording of his sealed
/// move (a) is ambiguous, or (b) is false, in such a way that its true
/// significance is impossible to establish, or (c) is illegal" — "Except in
/// the cases mentioned in Article 6.9 and 9.6".
#[test]
fn appendix_a8_invalid_sealed_move_loses_except_6_9() {
    for bad in ["Nd7", "Qxx9", "Ke3"] {
        let (mut g, t) = adjourned(bad);
        g.apply(Event::ResumeAdjourned, t).unwrap();
        assert_eq!(
            outcome(&g),
            Some((GameResult::WhiteWins, Reason::InvalidSealedMove)),
            "{bad}"
        );
    }
    // Ambiguous: two knights can go to d2.
    let fen = "4k3/p7/8/8/8/8/8/1N2KN2 w - - 0 1";
    let mut g = game(
        GameSetup::new("A", "B")
            .with_edition(Edition::Fide2001)
            .with_fen(fen),
    );
    g.apply(
        Event::Seal {
            mv: "Nd2".into(),
            resumption: Resumption::default(),
        },
        0,
    )
    .unwrap();
    g.apply(Event::ResumeAdjourned, 0).unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::BlackWins, Reason::InvalidSealedMove))
    );
    // Art. 6.9: the opponent (a lone king) cannot checkmate: a draw.
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let mut g = game(
        GameSetup::new("A", "B")
            .with_edition(Edition::Fide2001)
            .with_fen(fen),
    );
    g.apply(
        Event::Seal {
            mv: "e5".into(),
            resumption: Resumption::default(),
        },
        0,
    )
    .unwrap();
    g.apply(Event::ResumeAdjourned, 0).unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::Draw, Reason::InvalidSealedMove))
    );
}

/// Appendix A4: "If a player proposes a draw after his opponent has sealed
/// his move, the offer is valid until the opponent has accepted it or
/// rejected it"; A6: "If prior to the resumption the game is agreed drawn,
/// or if one of the players notifies the arbiter that he resigns, the game
/// is concluded."
#[test]
fn appendix_a4_a6_offer_and_resignation_before_resumption() {
    let (mut g, t) = adjourned("Nc6");
    g.apply(Event::OfferDraw { by: Color::White }, t + 10)
        .unwrap();
    g.apply(Event::AcceptDraw { by: Color::Black }, t + 20)
        .unwrap();
    assert_eq!(outcome(&g), Some((GameResult::Draw, Reason::Agreement)));
    let (mut g, t) = adjourned("Nc6");
    g.apply(Event::Resign { by: Color::Black }, t + 10).unwrap();
    assert_eq!(
        outcome(&g),
        Some((GameResult::WhiteWins, Reason::Resignation))
    );
    assert!(g.envelope().is_none());
}

// --- 7. PGN --------------------------------------------------------------------

/// PGN export: seven-tag roster first, TimeControl, Termination, clocks,
/// draw offers; import restores them.
#[test]
fn pgn_export_roster_clocks_offers_and_import_restores() {
    let mut g = game(timed("5400+30"));
    g.apply(Event::Start, 0).unwrap();
    g.apply(mv("e4"), 1_000).unwrap();
    g.apply(mv_offer("c5"), 2_000).unwrap();
    let pgn = g.to_pgn();
    let tags: Vec<&str> = pgn
        .lines()
        .take(7)
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    assert_eq!(
        tags,
        [
            "[Event", "[Site", "[Date", "[Round", "[White", "[Black", "[Result"
        ]
    );
    assert!(pgn.contains("[TimeControl \"5400+30\"]"));
    assert!(
        pgn.contains("1. e4 {[%clk 1:30:29]} 1... c5 {(=) [%clk 1:30:29]} *"),
        "{pgn}"
    );
    let back = Game::from_pgn(&pgn).unwrap();
    assert_eq!(back.pending_offer().map(|o| o.by), Some(Color::Black));
    assert_eq!(back.record()[1].clock_ms, Some(5_429_000));
    assert_eq!(back.remaining(Color::Black, 0), Some(5_429_000));
    assert_eq!(back.to_pgn(), pgn);
}

/// Lenient import with line and column of errors; many games per file.
#[test]
fn pgn_import_errors_point_at_line_and_column() {
    let text = "[Event \"x\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n1. d4 d5 *\n";
    let games = Game::from_pgn_all(text);
    assert_eq!(games.len(), 2);
    let e = games[0].as_ref().unwrap_err();
    assert_eq!((e.pos.line, e.pos.column), (3, 13));
    assert!(e.to_string().starts_with("3:13: move \"Ke3\""));
    assert_eq!(games[1].as_ref().unwrap().record().len(), 2);
}

/// PGN standard 7: a symbol's letters are A-Z and a-z. A letter of another
/// script is refused where it stands; a tag named in another script is read
/// and written back (8.1.1 names ASCII, other programs do not).
#[test]
fn pgn_letters_of_other_scripts() {
    let games = Game::from_pgn_all("1. e4 e5 2. Кf3 *\n");
    let e = games[0].as_ref().unwrap_err();
    assert_eq!((e.pos.line, e.pos.column), (1, 13));
    assert!(e.to_string().contains("'К'"), "{e}");
    let text = "[Event \"x\"]\n[Événement \"Club\"]\n[Ort_2 \"Köln\"]\n\n1. e4 *\n";
    let g = Game::from_pgn(text).unwrap();
    let out = g.to_pgn();
    assert!(out.contains("[Événement \"Club\"]"), "{out}");
    assert!(out.contains("[Ort_2 \"Köln\"]"), "{out}");
    assert_eq!(Game::from_pgn(&out).unwrap().setup().tags, g.setup().tags);
}

// --- 8. Serde ------------------------------------------------------------------

/// Save mid-move with the clock running; restore changes nothing; the
/// version is written and a newer one refused.
#[test]
fn serde_save_restore_mid_move_with_clock_running() {
    let mut g = game(timed("300+2"));
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(&mut g, &["e4", "e5"], &mut t);
    g.apply(Event::OfferDraw { by: Color::White }, t).unwrap();
    let json = serde_json::to_string(&g).unwrap();
    assert!(json.contains(&format!("\"version\":{SAVE_VERSION}")));
    let mut back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert_eq!(
        back.remaining(Color::White, t + 5_000),
        g.remaining(Color::White, t + 5_000)
    );
    back.apply(mv("Nf3"), t + 5_000).unwrap();
    g.apply(mv("Nf3"), t + 5_000).unwrap();
    assert_eq!(back, g);
    let newer = json.replace(&format!("\"version\":{SAVE_VERSION}"), "\"version\":99");
    assert!(serde_json::from_str::<Game>(&newer).is_err());
    let bad = json.replace("\"e2e4\"", "\"e2e5\"");
    assert!(serde_json::from_str::<Game>(&bad).is_err());
}

/// A save written by version 1 with only the required fields still loads.
#[test]
fn serde_reads_minimal_old_save() {
    let json = r#"{"version":1,"setup":{"white":"A","black":"B"},"moves":[{"uci":"e2e4"}]}"#;
    let g: Game = serde_json::from_str(json).unwrap();
    assert_eq!(g.record()[0].san.to_string(), "e4");
    assert_eq!(g.setup().white, "A");
    assert!(g.clock().is_none());
}

/// A save whose starting position is not a valid FEN is refused with the
/// rules crate's typed FEN error (Art. 2.2: each side has a king).
#[test]
fn save_with_a_bad_fen_is_refused_with_the_fen_error() {
    use rochade_arbiter::SaveError;
    use rochade_laws::Position;
    let json = r#"{"version":1,"setup":{"white":"A","black":"B","fen":"8/8/8/8/8/8/8/K7 w - - 0 1"},"moves":[]}"#;
    let e = serde_json::from_str::<Game>(json).unwrap_err();
    let fen = Position::from_fen("8/8/8/8/8/8/8/K7 w - - 0 1").unwrap_err();
    assert!(
        e.to_string().contains(&SaveError::BadFen(fen).to_string()),
        "{e}"
    );
}

#[test]
fn casual_take_back_and_strict_refusal() {
    let mut g = game(timed("300"));
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(&mut g, &["f3", "e5", "g4", "Qh4#"], &mut t);
    assert!(g.is_over());
    g.apply(Event::TakeBack, t).unwrap();
    assert!(!g.is_over());
    assert_eq!(g.turn(), Color::Black);
    assert_eq!(
        g.clock().unwrap().running_at(t + 1),
        Some(rochade_clock::Side::Black)
    );
    play(&mut g, &["Nc6"], &mut t);
    let mut s = game(strict("300"));
    assert_eq!(s.apply(Event::TakeBack, 0), Err(GameError::CasualOnly));
    let _ = Role::Pawn;
}

// --- Take-back by agreement (casual games) --------------------------------

fn sans(g: &Game) -> Vec<String> {
    g.record().iter().map(|r| r.san.to_string()).collect()
}

/// A casual game after 1. e4 e5 2. Nf3 with the clock running.
fn casual_after_nf3() -> (Game, u64) {
    let mut g = game(timed("300+2"));
    let mut t = 0;
    g.apply(Event::Start, 0).unwrap();
    play(&mut g, &["e4", "e5", "Nf3"], &mut t);
    (g, t)
}

#[test]
fn take_back_request_declined_then_accepted_takes_back_the_last_move() {
    let (mut g, t) = casual_after_nf3();
    let h = g
        .apply(Event::ProposeTakeBack { by: Color::White }, t)
        .unwrap();
    assert_eq!(h, vec![Happened::TakeBackProposed { by: Color::White }]);
    assert_eq!(
        g.pending_take_back().map(|r| (r.by, r.at_ply)),
        Some((Color::White, 3))
    );
    assert_eq!(sans(&g), ["e4", "e5", "Nf3"], "asking changes nothing yet");
    let h = g
        .apply(Event::DeclineTakeBack { by: Color::Black }, t)
        .unwrap();
    assert_eq!(
        h,
        vec![Happened::TakeBackDeclined {
            requested_by: Color::White
        }]
    );
    assert_eq!(g.pending_take_back(), None);
    assert_eq!(sans(&g), ["e4", "e5", "Nf3"]);

    g.apply(Event::ProposeTakeBack { by: Color::White }, t)
        .unwrap();
    let h = g
        .apply(Event::AcceptTakeBack { by: Color::Black }, t + 500)
        .unwrap();
    assert_eq!(
        h[0],
        Happened::TakeBackAccepted {
            requested_by: Color::White,
            plies: 1
        }
    );
    assert!(matches!(&h[1], Happened::TakenBack { san } if san.to_string() == "Nf3"));
    assert_eq!(h.len(), 2);
    assert_eq!(sans(&g), ["e4", "e5"]);
    assert_eq!(g.turn(), Color::White);
    assert_eq!(g.pending_take_back(), None);
    assert_eq!(
        g.clock().unwrap().running_at(t + 600),
        Some(rochade_clock::Side::White)
    );
}

#[test]
fn take_back_after_the_opponent_replied_takes_back_two_half_moves() {
    let (mut g, mut t) = casual_after_nf3();
    play(&mut g, &["Nc6"], &mut t);
    // White is to move and asks to take back 2. Nf3: Black's reply goes too.
    assert_eq!(g.take_back_keeps(Color::White), Some(2));
    g.apply(Event::ProposeTakeBack { by: Color::White }, t)
        .unwrap();
    let h = g
        .apply(Event::AcceptTakeBack { by: Color::Black }, t)
        .unwrap();
    assert_eq!(
        h[0],
        Happened::TakeBackAccepted {
            requested_by: Color::White,
            plies: 2
        }
    );
    let gone: Vec<String> = h[1..]
        .iter()
        .filter_map(|x| match x {
            Happened::TakenBack { san } => Some(san.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(gone, ["Nc6", "Nf3"]);
    assert_eq!(sans(&g), ["e4", "e5"]);
    assert_eq!(g.turn(), Color::White, "the requester moves again");
    assert_eq!(
        g.position().to_fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
}

#[test]
fn take_back_request_lapses_when_a_move_is_played() {
    let (mut g, mut t) = casual_after_nf3();
    g.apply(Event::ProposeTakeBack { by: Color::White }, t)
        .unwrap();
    // The clock's periodic look changes nothing.
    assert_eq!(g.apply(Event::FlagCheck, t).unwrap(), vec![]);
    assert!(g.pending_take_back().is_some());
    let h = play(&mut g, &["Nc6"], &mut t);
    assert_eq!(
        h.last(),
        Some(&Happened::TakeBackLapsed {
            requested_by: Color::White
        })
    );
    assert_eq!(g.pending_take_back(), None);
    assert_eq!(
        g.apply(Event::AcceptTakeBack { by: Color::Black }, t),
        Err(GameError::NoTakeBackRequest)
    );
    assert_eq!(sans(&g), ["e4", "e5", "Nf3", "Nc6"]);
}

#[test]
fn take_back_request_lapses_when_the_game_ends() {
    let (mut g, t) = casual_after_nf3();
    g.apply(Event::ProposeTakeBack { by: Color::White }, t)
        .unwrap();
    let h = g.apply(Event::Resign { by: Color::Black }, t).unwrap();
    assert!(h.contains(&Happened::TakeBackLapsed {
        requested_by: Color::White
    }));
    assert_eq!(g.pending_take_back(), None);
}

#[test]
fn take_back_requests_are_refused_when_they_make_no_sense() {
    let mut g = game(timed("300"));
    assert_eq!(
        g.apply(Event::ProposeTakeBack { by: Color::White }, 0),
        Err(GameError::NothingToTakeBack)
    );
    let mut t = 0;
    play(&mut g, &["e4"], &mut t);
    // Black has no move to take back.
    assert_eq!(
        g.apply(Event::ProposeTakeBack { by: Color::Black }, t),
        Err(GameError::NothingToTakeBack)
    );
    assert_eq!(
        g.apply(Event::DeclineTakeBack { by: Color::Black }, t),
        Err(GameError::NoTakeBackRequest)
    );
    g.apply(Event::ProposeTakeBack { by: Color::White }, t)
        .unwrap();
    assert_eq!(
        g.apply(Event::ProposeTakeBack { by: Color::White }, t),
        Err(GameError::TakeBackRequested)
    );
    assert_eq!(
        g.apply(Event::AcceptTakeBack { by: Color::White }, t),
        Err(GameError::OwnTakeBackRequest)
    );
    assert_eq!(
        g.apply(Event::DeclineTakeBack { by: Color::White }, t),
        Err(GameError::OwnTakeBackRequest)
    );
    assert_eq!(sans(&g), ["e4"]);
    g.apply(Event::AcceptTakeBack { by: Color::Black }, t)
        .unwrap();
    assert!(g.record().is_empty());
}

#[test]
fn strict_games_refuse_take_back_requests() {
    let mut s = game(strict("300"));
    let mut t = 0;
    play(&mut s, &["e4", "e5"], &mut t);
    for event in [
        Event::ProposeTakeBack { by: Color::Black },
        Event::AcceptTakeBack { by: Color::White },
        Event::DeclineTakeBack { by: Color::White },
        Event::TakeBack,
    ] {
        assert_eq!(s.apply(event, t), Err(GameError::CasualOnly));
    }
    assert_eq!(s.pending_take_back(), None);
    assert_eq!(sans(&s), ["e4", "e5"]);
}

#[test]
fn serde_round_trip_keeps_a_take_back_request() {
    let (mut g, t) = casual_after_nf3();
    g.apply(Event::ProposeTakeBack { by: Color::White }, t)
        .unwrap();
    let json = serde_json::to_string(&g).unwrap();
    assert!(
        json.contains(r#""take_back":{"by":"white","at_ply":3}"#),
        "{json}"
    );
    let mut back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    back.apply(Event::AcceptTakeBack { by: Color::Black }, t)
        .unwrap();
    assert_eq!(sans(&back), ["e4", "e5"]);
    // A request that does not fit the record is refused.
    let stale = json.replace(r#""at_ply":3"#, r#""at_ply":2"#);
    assert!(serde_json::from_str::<Game>(&stale).is_err());
    let by_black = json.replace(r#""by":"white","at_ply":3"#, r#""by":"black","at_ply":3"#);
    assert!(serde_json::from_str::<Game>(&by_black).is_ok());
}

/// A version 1 save with every field of its time, written before take-back
/// requests existed and before notes were typed.
const OLD: &str = r#"{"version":1,"setup":{"white":"Anna","black":"Bella","event":"?","site":"?","date":"????.??.??","round":"-","time_control":{"Periods":[{"base_ms":300000,"moves":null,"per_move":{"Increment":{"ms":2000,"before_first_move":false}}}]},"edition":"Fide2001","mode":"Casual","blitz_mating_potential_rule":true,"offer_limit":{"max_per_player":null,"moves_between":0},"fen":null,"tags":[]},"moves":[{"uci":"e2e4","clock_ms":301000,"move_ms":1000,"draw_offer":false,"sealed":false},{"uci":"e7e5","clock_ms":301000,"move_ms":1000,"draw_offer":false,"sealed":false}],"clock":{"control":{"Periods":[{"base_ms":300000,"moves":null,"per_move":{"Increment":{"ms":2000,"before_first_move":false}}}]},"options":{"first_to_move":"White","play_on_after_flag":false},"state":{"phase":"Running","to_move":"White","last_ms":2000,"sides":[{"remaining_ms":301000,"delay_left_ms":0,"moves":1,"move_elapsed_ms":0,"move_used_ms":0,"flag_at_ms":null,"ledger":{"allotted_ms":300000,"bonus_ms":2000,"received_ms":0,"added_ms":0,"removed_ms":0,"used_ms":1000,"delay_ms":0,"overtime_ms":0}},{"remaining_ms":301000,"delay_left_ms":0,"moves":1,"move_elapsed_ms":0,"move_used_ms":0,"flag_at_ms":null,"ledger":{"allotted_ms":300000,"bonus_ms":2000,"received_ms":0,"added_ms":0,"removed_ms":0,"used_ms":1000,"delay_ms":0,"overtime_ms":0}}],"first_flag":null}},"started":true,"offer":null,"offer_mark_pending":null,"offers":[{"made":0,"last_declined_ply":null},{"made":0,"last_declined_ply":null}],"outcome":null,"illegal_moves":[0,0],"quickplay":null,"adjourned":null,"notes":[],"flag_reported":false}"#;

/// A save written before take-back requests existed (version 1, every
/// field of that time) loads, with no request standing.
#[test]
fn serde_reads_a_save_from_before_take_back_requests() {
    let mut g: Game = serde_json::from_str(OLD).unwrap();
    assert_eq!(sans(&g), ["e4", "e5"]);
    assert_eq!(g.pending_take_back(), None);
    assert_eq!(g.remaining(Color::White, 2_000), Some(301_000));
    g.apply(Event::ProposeTakeBack { by: Color::Black }, 3_000)
        .unwrap();
    g.apply(Event::AcceptTakeBack { by: Color::White }, 3_000)
        .unwrap();
    assert_eq!(sans(&g), ["e4"]);
}

/// A save whose notes are English text (`{"ply", "text"}`, as written
/// before notes were typed) loads; the text comes back as a comment and is
/// written as before on the scoresheet and in PGN.
#[test]
fn serde_reads_notes_saved_as_text() {
    let old = OLD.replace(
        r#""notes":[]"#,
        r#""notes":[{"ply":1,"text":"penalty for White: warning (Art. 13.4 a)"}]"#,
    );
    let g: Game = serde_json::from_str(&old).unwrap();
    assert_eq!(
        g.notes(),
        [Note {
            ply: 1,
            kind: NoteKind::Comment("penalty for White: warning (Art. 13.4 a)".into()),
        }]
    );
    let text = g.scoresheet(&ScoresheetOptions::default()).to_string();
    assert!(
        text.contains("Note: 1. penalty for White: warning (Art. 13.4 a)"),
        "{text}"
    );
    assert!(
        g.to_pgn()
            .contains("{penalty for White: warning (Art. 13.4 a)}")
    );
    // Saved again, it stays the same note.
    let again: Game = serde_json::from_str(&serde_json::to_string(&g).unwrap()).unwrap();
    assert_eq!(again.notes(), g.notes());
}

/// Typed notes survive a save, and read as the same English words.
#[test]
fn serde_keeps_typed_notes() {
    let mut g = game(timed("5400+30"));
    let mut t = 0;
    play(&mut g, &["e4"], &mut t);
    g.apply(
        Event::Penalty {
            against: Color::Black,
            penalty: Penalty::Warning,
        },
        t,
    )
    .unwrap();
    let kind = NoteKind::Penalty {
        against: Color::Black,
        penalty: Penalty::Warning,
    };
    assert_eq!(g.notes(), [Note { ply: 1, kind }]);
    assert_eq!(
        g.notes()[0].to_string(),
        "penalty for Black: warning (Art. 13.4 a)"
    );
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back.notes(), g.notes());
}

/// Appendix E: a game from a position with Black to move starts its
/// scoresheet with an empty White cell; PGN writes `N...`.
#[test]
fn appendix_e_black_to_move_first() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30";
    let mut g = game(
        GameSetup::new("A", "B")
            .with_edition(Edition::Fide2001)
            .with_fen(fen),
    );
    let mut t = 0;
    play(&mut g, &["Kd7", "e4", "Ke6"], &mut t);
    let text = g.scoresheet(&ScoresheetOptions::default()).to_string();
    assert!(text.contains(" 30  ...    Kd7"), "{text}");
    assert!(text.contains(" 31  e4     Ke6"), "{text}");
    assert!(
        g.to_pgn().contains("\n30... Kd7 31. e4 Ke6 *"),
        "{}",
        g.to_pgn()
    );
    assert_eq!(Game::from_pgn(&g.to_pgn()).unwrap().to_pgn(), g.to_pgn());
}

/// A setup that cannot be played says why in typed form: the FEN error of
/// the rules crate (Art. 2.2: each side has a king), or the clock's
/// refusal of an impossible time control (Art. 6.2). PGN import reports
/// the same errors, and what is wrong with a tag pair.
#[test]
fn setup_and_pgn_errors_are_typed() {
    use rochade_arbiter::pgn::{PgnErrorKind, TagError, read_games};
    use rochade_arbiter::rochade_clock::{ClockError, ControlError, TimeControl};
    use rochade_laws::{FenErrorKind, FenField};

    let e = Game::new(
        GameSetup::new("A", "B")
            .with_edition(Edition::Fide2001)
            .with_fen("8/8/8/8/8/8/8/K7 w - - 0 1"),
    )
    .unwrap_err();
    let GameError::InvalidSetup(SetupError::Fen(fen)) = &e else {
        panic!("{e:?}")
    };
    assert_eq!(fen.field, FenField::Board);
    assert_eq!(fen.kind, FenErrorKind::MissingKing(Color::Black));
    assert!(e.to_string().starts_with("invalid setup: "), "{e}");

    let e = Game::new(
        GameSetup::new("A", "B")
            .with_edition(Edition::Fide2001)
            .with_time_control(TimeControl::Periods(vec![])),
    )
    .unwrap_err();
    assert_eq!(
        e,
        GameError::InvalidSetup(SetupError::Clock(ClockError::InvalidControl(
            ControlError::NoPeriods
        )))
    );

    let e = Game::from_pgn("[FEN \"8/8/8/8/8/8/8/K7 w - - 0 1\"]\n\n*\n").unwrap_err();
    assert!(
        matches!(&e.kind, PgnErrorKind::BadFen(f) if f.kind == FenErrorKind::MissingKing(Color::Black)),
        "{e:?}"
    );
    let read = read_games("[White Anna]\n\n1. e4 *\n");
    let e = read[0].as_ref().unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::BadTag(TagError::ExpectedQuote));
    let read = read_games("[White \"Anna\n\n1. e4 *\n");
    let e = read[0].as_ref().unwrap_err();
    assert_eq!(e.kind, PgnErrorKind::BadTag(TagError::UnclosedValue));
}

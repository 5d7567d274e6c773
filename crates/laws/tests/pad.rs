//! The notation pad (Appendix E entered key by key) against a real game and
//! every position of the perft suite: each legal move is identified by
//! its SAN's keys, every key on the way can still complete it, and the
//! taps of a whole game are counted.

use rochade_laws::{Notation, Pad, PadKey, Position, parse_move};

/// Fischer–Spassky, Reykjavik 1972, game 6, the first 40 moves (80 plies):
/// castling on both sides of the board, pawn and piece captures, and moves
/// that need their start file or rank (Appendix E.9: Rcf1, Rbb7, Rbc7,
/// R1f2, R2f3).
const FISCHER_SPASSKY_6: &str = "c4 e6 Nf3 d5 d4 Nf6 Nc3 Be7 Bg5 O-O e3 h6 Bh4 b6 cxd5 Nxd5 \
    Bxe7 Qxe7 Nxd5 exd5 Rc1 Be6 Qa4 c5 Qa3 Rc8 Bb5 a6 dxc5 bxc5 O-O Ra7 Be2 Nd7 Nd4 Qf8 \
    Nxe6 fxe6 e4 d4 f4 Qe7 e5 Rb8 Bc4 Kh8 Qh3 Nf8 b3 a5 f5 exf5 Rxf5 Nh7 Rcf1 Qd8 Qg3 Re7 \
    h4 Rbb7 e6 Rbc7 Qe5 Qe8 a4 Qd8 R1f2 Qe8 R2f3 Qd8 Bd3 Qe8 Qe4 Nf6 Rxf6 gxf6 Rxf6 Kg8 \
    Bc4 Kh8";

/// Every legal move of `pos` is identified by its whole spelling, and
/// each of its keys is open when pressed; its taps are at most the
/// spelling and enter.
fn check_every_move(pos: &Position) {
    let pad = Pad::new(pos);
    for m in pos.legal_moves().iter() {
        let spelling = pad.spelling(m).expect("a legal move is spelt");
        for n in 0..spelling.len() {
            assert!(
                pad.is_open(&spelling[..n], spelling[n]),
                "{}: key {} of {}",
                pos.to_fen(),
                n,
                pos.san(m)
            );
        }
        assert_eq!(pad.identified(spelling), Some(*m), "{}", pos.to_fen());
        let taps = pad.taps(m).expect("legal");
        assert!(taps >= 2 && taps <= spelling.len() + 1);
    }
}

#[test]
fn the_taps_of_fischer_spassky_1972_game_6() {
    let mut pos = Position::new();
    let (mut taps, mut typed, mut plies) = (0, 0, 0);
    let mut most = 0;
    for san in FISCHER_SPASSKY_6.split_whitespace() {
        let m = parse_move(&pos, san).unwrap_or_else(|e| panic!("{san}: {e}"));
        check_every_move(&pos);
        let pad = Pad::new(&pos);
        let t = pad.taps(&m).expect("legal");
        // Pressing the spelling's first `t - 1` keys identifies the move.
        let spelling = pad.spelling(&m).expect("legal");
        assert_eq!(pad.identified(&spelling[..t - 1]), Some(m), "{san}");
        taps += t;
        most = most.max(t);
        typed += pos.write_move(&m, &Notation::PGN).chars().count() + 1;
        plies += 1;
        pos = pos.play(&m).expect("legal");
    }
    println!(
        "Fischer–Spassky 1972 game 6, {plies} plies: {taps} pad taps ({:.2} a ply), \
         {typed} keystrokes typed (SAN with check signs, and Enter), most taps for one move {most}",
        taps as f64 / plies as f64
    );
    assert_eq!(plies, 80);
    // Most moves take four taps or fewer, the enter included.
    assert!(taps <= 80 * 4 && taps < typed, "{taps} taps, {typed} typed");
    assert_eq!(taps, 256, "the game's taps changed");
}

#[test]
fn the_game_s_first_moves_take_few_taps() {
    let pos = Position::new();
    let pad = Pad::new(&pos);
    let t = |san: &str| pad.taps(&parse_move(&pos, san).unwrap()).unwrap();
    assert_eq!(t("c4"), 3); // c 4 enter
    assert_eq!(t("Nf3"), 3); // N f enter
    assert_eq!(t("Na3"), 3);
    let k = |s: &str| PadKey::parse(s).unwrap();
    assert_eq!(
        pad.identified(&[k("N"), k("f")])
            .map(|m| pos.san(&m).to_string()),
        Some("Nf3".into())
    );
}

#[test]
fn every_move_of_the_perft_suite_is_spelt_and_identified() {
    // Promotions (Art. 3.7.e), en passant (3.7.d), castling (3.8.2) and
    // pinned pieces that need no start square (E.9: disambiguated among
    // legal moves only).
    let mut seen = 0;
    for line in include_str!("data/perftsuite.epd").lines() {
        let fen = line.split(';').next().unwrap_or("").trim();
        if fen.is_empty() {
            continue;
        }
        let pos = Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e:?}"));
        check_every_move(&pos);
        for m in pos.legal_moves().iter() {
            let after = pos.play(m).expect("legal");
            check_every_move(&after);
        }
        seen += 1;
    }
    assert!(seen > 100);
}

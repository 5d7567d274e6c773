//! TRF files other people wrote (bbpPairings' and echecsjs/trf's test
//! suites; sources and licences in `data/tournament/public/README.md`):
//! each, with a pairing list for its next round, fills that round's
//! boards; the round written back changes only its columns and the points.

use rochade_arbiter::tournament::{
    BoardResult, Encoding, Entry, Mismatch, RoundEntry, RoundResults, Tournament,
};

macro_rules! public {
    ($name:literal) => {
        include_bytes!(concat!("data/tournament/public/", $name)).as_slice()
    };
}

/// Round `round`'s block of each `001` line of `bytes`: start → (opponent,
/// colour, code), as the file says.
fn cells(bytes: &[u8], round: u32) -> Vec<(u32, u32, char, char)> {
    let text: String = bytes.iter().map(|&b| char::from(b)).collect();
    text.split(['\r', '\n'])
        .filter(|l| l.starts_with("001 "))
        .filter_map(|l| {
            let c: Vec<char> = l.chars().collect();
            let at = 91 + 10 * (round as usize - 1);
            let get = |a: usize, b: usize| -> String {
                c.get(a..b.min(c.len()))
                    .unwrap_or_default()
                    .iter()
                    .collect()
            };
            let start = get(4, 8).trim().parse().ok()?;
            let opp = get(at, at + 4).trim().parse().unwrap_or(0);
            let colour = get(at + 5, at + 6).chars().next().unwrap_or(' ');
            let code = get(at + 7, at + 8).chars().next().unwrap_or(' ');
            Some((start, opp, colour, code))
        })
        .collect()
}

/// Reads `trf` with the pairing list `pairs` and checks that round
/// `round`'s boards are the games `original` (the file after the round)
/// has: the same players, the same colours.
fn fills_the_round(trf: &[u8], pairs: &[u8], original: &[u8], round: u32) -> Tournament {
    let t = Tournament::read_bytes(&[("t.trf", trf), ("pairs.txt", pairs)]).unwrap();
    let played = cells(original, round);
    let r = t.round(round).expect("the round is paired");
    assert!(!r.boards.is_empty());
    for p in &r.boards {
        let f = t.facts(round, p.board).unwrap();
        let (w, b) = (f.white.start.unwrap(), f.black.start.unwrap());
        assert!(
            played
                .iter()
                .any(|&(s, o, col, _)| (s, o, col) == (w, b, 'w')),
            "board {}: {w}-{b} not in the file",
            p.board
        );
        let name = |s: u32| &t.players.iter().find(|p| p.start == Some(s)).unwrap().name;
        assert_eq!((&f.white.name, &f.black.name), (name(w), name(b)));
    }
    t
}

/// Every player's block of `round` in `original`, as entries to write.
fn entries_of(original: &[u8], round: u32) -> Vec<RoundEntry> {
    cells(original, round)
        .into_iter()
        .filter(|c| c.3 != ' ')
        .map(|(start, opponent, colour, code)| RoundEntry {
            start,
            opponent,
            white: match colour {
                'w' => Some(true),
                'b' => Some(false),
                _ => None,
            },
            code,
        })
        .collect()
}

/// The lines of `a` and `b` differ only in the points (columns 81–84) and
/// round `round`'s block (which a short line of `b` may add), and their
/// line endings are the same.
fn only_round_and_points_differ(a: &[u8], b: &[u8], round: u32) {
    let at = 91 + 10 * (round as usize - 1);
    let lines = |x: &[u8]| -> Vec<Vec<u8>> {
        x.split_inclusive(|c| *c == b'\r' || *c == b'\n')
            .map(<[u8]>::to_vec)
            .collect()
    };
    let (la, lb) = (lines(a), lines(b));
    assert_eq!(la.len(), lb.len());
    let mut changed = 0;
    for (x, y) in la.iter().zip(&lb) {
        assert_eq!(x.last(), y.last(), "line endings");
        let body = |l: &[u8]| {
            l.strip_suffix(b"\n")
                .or(l.strip_suffix(b"\r"))
                .unwrap_or(l)
                .to_vec()
        };
        let (x, y) = (body(x), body(y));
        for col in 0..x.len().max(y.len()) {
            let (p, q) = (x.get(col).copied(), y.get(col).copied());
            if p != q && !(p.is_none() && q == Some(b' ')) {
                changed += 1;
                assert!(
                    (80..84).contains(&col) || (at..at + 9).contains(&col),
                    "column {}",
                    col + 1
                );
            }
        }
    }
    assert!(changed > 0);
}

#[test]
fn trf_2026_with_comments_249_players_14_rounds() {
    let original = public!("echecs_grandmommyscup.trf");
    let before = public!("derived_grandmommyscup_before14.trf");
    let t = fills_the_round(
        before,
        public!("derived_grandmommyscup_r14.pairs.txt"),
        original,
        14,
    );
    assert_eq!(t.players.len(), 249);
    assert_eq!(t.event, "Grandmommy's Cup");
    assert_eq!(t.source.as_ref().unwrap().encoding, Encoding::Utf8);
    // Written back from the file's own round 14: the published file, byte
    // for byte (CRLF, `###`, team and national-rating lines kept).
    let written = t.write_round(14, None, &entries_of(original, 14)).unwrap();
    only_round_and_points_differ(before, &written, 14);
    assert!(
        written == original,
        "the written file is not the published one"
    );
}

#[test]
fn cr_only_180_players_11_rounds() {
    let original = public!("bbp_issue_15.trf");
    // Read alone, the CR-only file is not "empty": every round is played.
    let e = Tournament::read_bytes(&[("issue_15.trf", original)]).unwrap_err();
    assert_eq!(e.problem, rochade_arbiter::tournament::Problem::NoPairings);
    let before = public!("derived_issue_15_before11.trf");
    let t = fills_the_round(
        before,
        public!("derived_issue_15_r11.pairs.txt"),
        original,
        11,
    );
    assert_eq!(t.players.len(), 180);
    assert_eq!(t.round(11).unwrap().boards.len(), 90);
    let written = t.write_round(11, None, &entries_of(original, 11)).unwrap();
    only_round_and_points_differ(before, &written, 11);
    assert!(written == original);
}

#[test]
fn windows_1252_names() {
    let original = public!("derived_javafo_sample2_cp1252.trf");
    let before = public!("derived_javafo_sample2_cp1252_before4.trf");
    let t = fills_the_round(
        before,
        public!("derived_javafo_sample2_r4.pairs.txt"),
        original,
        4,
    );
    assert_eq!(t.source.as_ref().unwrap().encoding, Encoding::Windows1252);
    assert!(t.players.iter().any(|p| p.name == "Hernández Elvis"));
    assert!(t.players.iter().any(|p| p.name.contains("Iñigo")));
    let written = t.write_round(4, None, &entries_of(original, 4)).unwrap();
    // Windows-1252 written back as such.
    assert!(written == original);
}

#[test]
fn engine_pairing_lists_of_the_next_round() {
    let t = Tournament::read_bytes(&[
        ("issue_7.trf", public!("bbp_issue_7.trf")),
        ("out.txt", public!("bbp_issue_7.pairs.txt")),
    ])
    .unwrap();
    let f = t.facts(15, 1).unwrap();
    assert_eq!(
        (f.white.name.as_str(), f.black.name.as_str()),
        ("Test0001 Player0001", "Test0015 Player0015")
    );
    assert_eq!(t.round(15).unwrap().boards.len(), 30);

    let t = Tournament::read_bytes(&[
        ("c5.trf", public!("bbp_dutch_2025_C5.trf")),
        ("out.txt", public!("bbp_dutch_2025_C5.pairs.txt")),
    ])
    .unwrap();
    let r = t.round(3).unwrap();
    assert_eq!(r.boards.len(), 2);
    let byes: Vec<_> = r
        .byes
        .iter()
        .map(|b| (b.player.start.unwrap(), b.code))
        .collect();
    // The absence the TRF gives (`0000 - Z`) and the list's bye (`6 0`).
    assert_eq!(byes, [(4, 'Z'), (6, 'U')]);
}

#[test]
fn event_with_a_comma_and_cr_only_names_with_commas() {
    let t = Tournament::read_bytes(&[
        ("c9.trf", public!("derived_dutch_2025_C9_comma.trf")),
        ("out.txt", public!("bbp_dutch_2025_C9.pairs.txt")),
    ])
    .unwrap();
    assert_eq!(t.event, "Dutch 2025, C9 test");
    let f = t.facts(2, 1).unwrap();
    assert_eq!((f.white.start, f.black.start), (Some(2), Some(1)));

    let t = Tournament::read_bytes(&[
        ("team.trf", public!("derived_trf26_team_cr.trf")),
        ("out.txt", public!("derived_trf26_team_r2.pairs.txt")),
    ])
    .unwrap();
    let f = t.facts(2, 1).unwrap();
    assert_eq!(
        (f.white.name.as_str(), f.black.name.as_str()),
        ("Polgar, Judith", "Kasparov, Garry")
    );
}

fn pgn(board: u32, white: &str, black: &str, moves: &str, result: &str) -> String {
    format!(
        "[Round \"3\"]\n[Board \"{board}\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"{result}\"]\n\n{moves} {result}\n"
    )
}

#[test]
fn round_table_to_the_written_trf() {
    let trf = public!("bbp_dutch_2025_C5.trf");
    let t = Tournament::read_bytes(&[
        ("c5.trf", trf),
        ("out.txt", public!("bbp_dutch_2025_C5.pairs.txt")),
    ])
    .unwrap();
    let name = |s: u32| {
        t.players
            .iter()
            .find(|p| p.start == Some(s))
            .unwrap()
            .name
            .clone()
    };
    let b1 = pgn(1, &name(1), &name(5), "1. e4 e5 2. Nf3", "1-0");
    // Black made no move: not rated.
    let b2 = pgn(2, &name(3), &name(2), "1. d4", "0-1");
    let wrong = pgn(1, &name(2), &name(5), "1. e4", "1-0");
    let files = [
        ("b1.pgn", b1.as_str()),
        ("b2.pgn", b2.as_str()),
        ("x.pgn", wrong.as_str()),
    ];
    let r = RoundResults::for_round(&t, 3, &files);
    assert_eq!(r.games.len(), 2);
    assert!(matches!(
        r.mismatched[..],
        [(_, Mismatch::Names { board: 1, .. })]
    ));
    // Both boards, the bye, and the absent player.
    assert_eq!(r.entries.len(), 4);
    assert!(
        r.entries
            .iter()
            .any(|e| matches!(e, Entry::Bye { code: 'U', .. }))
    );
    let entries = r.round_entries();
    assert!(entries.contains(&RoundEntry {
        start: 3,
        opponent: 2,
        white: Some(true),
        code: 'L'
    }));
    let written = t.write_round(3, Some("2025.06.01"), &entries).unwrap();
    only_round_and_points_differ(trf, &written, 3);
    let text = String::from_utf8(written.clone()).unwrap();
    let line = |s: &str| text.lines().find(|l| l.starts_with(s)).unwrap().to_string();
    assert!(
        line("001    1").ends_with("     5 w 1"),
        "{}",
        line("001    1")
    );
    // The pairing-allocated bye scores a win: 0.0 before, 1.0 after.
    assert_eq!(&line("001    6")[80..84], " 1.0");
    assert!(line("001    6").ends_with("  0000 - U"));
    assert!(line("001    4").ends_with("  0000 - Z"));
    // Read again: round 3 is played, nothing left to pair.
    assert!(Tournament::read_bytes(&[("c5.trf", &written)]).is_err());
    // A board's result by forfeit.
    let [w, b] = BoardResult::WhiteByForfeit.entries(1, 5, false);
    assert_eq!((w.code, b.code), ('+', '-'));
}

mod round_trip {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Read, write a round, read again: the two reads are the same
        /// tournament, whatever the line endings, the byte-order mark and
        /// the round's codes.
        #[test]
        fn read_write_read(
            ending in prop::sample::select(vec!["\n", "\r", "\r\n"]),
            bom in any::<bool>(),
            codes in prop::collection::vec(prop::sample::select(b"10=WDL+-".to_vec()), 2),
        ) {
            let text = String::from_utf8(public!("bbp_dutch_2025_C5.trf").to_vec()).unwrap();
            let mut bytes = if bom { b"\xEF\xBB\xBF".to_vec() } else { Vec::new() };
            bytes.extend(text.replace('\n', ending).into_bytes());
            let pairs = public!("bbp_dutch_2025_C5.pairs.txt");
            let first = Tournament::read_bytes(&[("c5.trf", &bytes), ("p.txt", pairs)]).unwrap();
            // Nothing written: the same bytes, the same tournament.
            let same = first.write_round(3, None, &[]).unwrap();
            prop_assert_eq!(&same, &bytes);
            let again = Tournament::read_bytes(&[("c5.trf", &same), ("p.txt", pairs)]).unwrap();
            prop_assert_eq!(&again, &first);
            // Board 1 written: the players, the event and the endings stay.
            let entries = [
                RoundEntry { start: 1, opponent: 5, white: Some(true), code: char::from(codes[0]) },
                RoundEntry { start: 5, opponent: 1, white: Some(false), code: char::from(codes[1]) },
            ];
            let written = first.write_round(3, None, &entries).unwrap();
            let second = Tournament::read_bytes(&[("c5.trf", &written), ("p.txt", pairs)]).unwrap();
            prop_assert_eq!(&second.players, &first.players);
            prop_assert_eq!(&second.event, &first.event);
            prop_assert_eq!(second.source.unwrap().encoding, first.source.unwrap().encoding);
            prop_assert_eq!(written.iter().filter(|b| **b == b'\r').count(), bytes.iter().filter(|b| **b == b'\r').count());
        }
    }
}

//! Import decides the end of the game for the whole game at once
//! (`first_dead`, backwards from the last position): its answers must be
//! those of a check after every move (`Position::status`, Art. 5.1.1,
//! 5.2.1, 5.2.2, and for these games without a date, read under the 2023
//! Laws, 2023 Art. 9.6.1 and 9.6.2). Random games, played on past mates' absence and past
//! dead positions into long endgames, are imported and compared with
//! that check, position by position.

use rochade_arbiter::pgn::{BadMoveReason, PgnErrorKind};
use rochade_arbiter::{Game, Reason};
use rochade_laws::{Position, Status};

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

/// A random game of up to `plies` plies that stops only at a mate or
/// stalemate, never at a dead position; captures half of the time, so
/// the games reach bare endgames.
fn random_game(rng: &mut Rng, plies: usize) -> (String, Vec<Position>) {
    let mut pos = Position::new();
    let mut text = String::new();
    let mut positions = vec![pos.clone()];
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).collect();
        let mv = if !captures.is_empty() && rng.next() % 2 == 0 {
            *captures[(rng.next() % captures.len() as u64) as usize]
        } else {
            moves[(rng.next() % moves.len() as u64) as usize]
        };
        text.push_str(&pos.san(&mv).to_string());
        text.push(' ');
        pos.play_unchecked(&mv);
        positions.push(pos.clone());
    }
    text.push('*');
    (text, positions)
}

/// What a check after every move says: the index of the first position
/// that ends the game, and why. The games have no `Laws` tag and no date,
/// so they are read under the 2023 Laws, which also end a game at the
/// fifth occurrence of a position or after 75 moves without a pawn move or
/// a capture (2023 Art. 9.6.1, 9.6.2; the board's end has priority).
fn reference(positions: &[Position]) -> Option<(usize, Reason)> {
    positions.iter().enumerate().find_map(|(i, p)| {
        let key = p.repetition_key();
        match p.status() {
            Status::Checkmate => Some((i, Reason::Checkmate)),
            Status::Stalemate => Some((i, Reason::Stalemate)),
            Status::Dead => Some((i, Reason::DeadPosition)),
            Status::Ongoing
                if positions[..=i]
                    .iter()
                    .filter(|q| q.repetition_key() == key)
                    .count()
                    >= 5 =>
            {
                Some((i, Reason::FivefoldRepetition))
            }
            Status::Ongoing if p.halfmove_clock() >= 150 => Some((i, Reason::SeventyFiveMoves)),
            Status::Ongoing => None,
        }
    })
}

fn check(text: &str, positions: &[Position]) {
    let imported = Game::from_pgn(text);
    let moves = positions.len() - 1;
    match reference(positions) {
        Some((k, _)) if k < moves => {
            let e = imported.expect_err("a move after the end is refused");
            assert!(
                matches!(
                    &e.kind,
                    PgnErrorKind::BadMove {
                        reason: BadMoveReason::AfterTheEnd,
                        ..
                    }
                ),
                "{e}"
            );
            // The k-th move is the (k+1)-th symbol of the movetext.
            let column = text
                .split(' ')
                .take(k)
                .map(|s| s.chars().count() + 1)
                .sum::<usize>()
                + 1;
            assert_eq!((e.pos.line, e.pos.column), (1, column), "{text}");
        }
        end => {
            let game = imported.unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(game.record().len(), moves);
            let reason = game.outcome().map(|o| o.reason);
            assert_eq!(reason, end.map(|(_, r)| r), "{text}");
        }
    }
}

#[test]
fn import_finds_the_end_where_a_check_after_every_move_does() {
    let mut rng = Rng(0x5eed_0000_2026_1201);
    let mut ended = [0usize; 2];
    let mut automatic = 0;
    for _ in 0..200 {
        let (text, positions) = random_game(&mut rng, 400);
        let end = reference(&positions);
        ended[usize::from(end.is_some())] += 1;
        automatic += usize::from(end.is_some_and(|(_, r)| {
            matches!(r, Reason::FivefoldRepetition | Reason::SeventyFiveMoves)
        }));
        check(&text, &positions);
        // Every shorter prefix too, for the games that end in endgames:
        // each cut is another last position to start from.
        for cut in [positions.len() * 3 / 4, positions.len() / 2] {
            let head: String = text.split(' ').take(cut - 1).collect::<Vec<_>>().join(" ");
            check(&format!("{head} *"), &positions[..cut]);
        }
    }
    // The sample reaches ends of games, not only unfinished games.
    assert!(ended[1] > 60, "{ended:?}");
    // Among them the automatic draws of 2023 Art. 9.6.
    assert!(automatic > 0, "{automatic}");
}

/// 2023 Art. 9.6.2: a game set up from a FEN whose half-move clock has
/// reached 150 is drawn before any move, in play and when read from PGN;
/// a 2001 game is not (the claim of Art. 9.3 is open instead).
#[test]
fn a_fen_past_seventy_five_moves_ends_a_2023_game_at_its_start() {
    let fen = "8/8/4k3/8/8/8/1R6/R3K3 w - - 150 120";
    for (laws, ended) in [("FIDE 2023", true), ("FIDE 2001", false)] {
        let head = format!("[Laws \"{laws}\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n");
        let game = Game::from_pgn(&format!("{head}*")).unwrap();
        assert_eq!(
            game.outcome().map(|o| o.reason),
            ended.then_some(Reason::SeventyFiveMoves),
            "{laws}"
        );
        let moved = Game::from_pgn(&format!("{head}1. Ra7 *"));
        if ended {
            let e = moved.unwrap_err();
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
        } else {
            assert_eq!(moved.unwrap().record().len(), 1);
        }
    }
}

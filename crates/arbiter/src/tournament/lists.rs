//! The pairings of a round: from the TRF's open round columns, from a
//! pairing list (bbpPairings, JaVaFo) and from a CSV.

use std::collections::BTreeMap;

use super::error::{Field, Problem, TournamentError};
use super::model::{Bye, Pairing, Player, Round};
use super::text;
use super::trf::Trf;

/// The rounds the TRF pairs without results, each with its boards in the
/// order pairing programs print them: the pair's higher score first, then
/// its better-ranked player.
pub(super) fn open_rounds(trf: &Trf) -> BTreeMap<u32, Round> {
    // (round) -> (white index, black index)
    let mut pairs: BTreeMap<u32, Vec<(usize, usize)>> = BTreeMap::new();
    let index = |start: u32| trf.players.iter().position(|p| p.start == Some(start));
    for (i, (_, cells)) in trf.lines.iter().enumerate() {
        for (round, cell) in cells.iter().filter(|(_, c)| c.open()) {
            // A game named on one line only is still a game.
            let Some(j) = index(cell.opponent) else {
                continue;
            };
            let pair = if cell.white == Some(true) {
                (i, j)
            } else {
                (j, i)
            };
            let list = pairs.entry(*round).or_default();
            if !list.iter().any(|(w, b)| [*w, *b].contains(&i)) {
                list.push(pair);
            }
        }
    }
    pairs
        .into_iter()
        .map(|(round, mut list)| {
            let key = |(w, b): &(usize, usize)| {
                let score = trf.points[*w].max(trf.points[*b]);
                let best = trf.players[*w].start.min(trf.players[*b].start);
                (core::cmp::Reverse(score), best)
            };
            list.sort_by_key(key);
            let boards = list
                .into_iter()
                .zip(1..)
                .map(|((w, b), board)| Pairing {
                    board,
                    white: trf.players[w].clone(),
                    black: trf.players[b].clone(),
                })
                .collect();
            let byes = trf.byes(round);
            (
                round,
                Round {
                    number: round,
                    boards,
                    byes,
                },
            )
        })
        .collect()
}

fn player_by_start(
    file: &str,
    n: usize,
    field: Field,
    trf: Option<&Trf>,
    text: &str,
) -> Result<Player, TournamentError> {
    let err = |p| TournamentError::new(file, n, field, p);
    let start: u32 = text
        .parse()
        .map_err(|_| err(Problem::NotANumber(text.into())))?;
    let trf = trf.ok_or_else(|| err(Problem::NeedsTrf))?;
    trf.players
        .iter()
        .find(|p| p.start == Some(start))
        .cloned()
        .ok_or_else(|| err(Problem::UnknownPlayer(text.into())))
}

/// The lines of `text` that are not blank, trimmed, with their numbers
/// (from 1, as a refusal names them).
fn numbered(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text::lines(text)
        .enumerate()
        .map(|(i, (l, _))| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty())
}

/// A pairing list (`-p` of bbpPairings and JaVaFo) for round `round`.
pub(super) fn pairing_list(
    file: &str,
    text: &str,
    trf: Option<&Trf>,
    round: u32,
) -> Result<BTreeMap<u32, Round>, TournamentError> {
    let mut lines = numbered(text);
    let Some((count_line, count_text)) = lines.next() else {
        return Err(TournamentError::new(
            file,
            0,
            Field::File,
            Problem::NotATournamentFile,
        ));
    };
    let said: usize = count_text.parse().map_err(|_| {
        TournamentError::new(
            file,
            count_line,
            Field::PairCount,
            Problem::NotANumber(count_text.into()),
        )
    })?;
    let mut found = 0;
    let mut boards = Vec::new();
    let mut byes = trf.map(|t| t.byes(round)).unwrap_or_default();
    let mut seen: Vec<u32> = Vec::new();
    for (n, line) in lines {
        found += 1;
        let mut words = line.split_whitespace();
        let white = words.next().unwrap_or_default();
        let Some(black) = words.next() else {
            return Err(TournamentError::new(
                file,
                n,
                Field::Black,
                Problem::Missing,
            ));
        };
        let mut side = |field, text: &str| -> Result<Option<Player>, TournamentError> {
            if text == "0" {
                return Ok(None);
            }
            let p = player_by_start(file, n, field, trf, text)?;
            let start = p.start.unwrap_or(0);
            if seen.contains(&start) {
                return Err(TournamentError::new(
                    file,
                    n,
                    field,
                    Problem::Duplicate(text.into()),
                ));
            }
            seen.push(start);
            Ok(Some(p))
        };
        let w = side(Field::White, white)?;
        let b = side(Field::Black, black)?;
        // The pairing-allocated bye (`id 0`) takes no board.
        match (w, b) {
            (Some(white), Some(black)) => boards.push(Pairing {
                board: boards.len() as u32 + 1,
                white,
                black,
            }),
            (Some(player), None) | (None, Some(player)) => {
                byes.retain(|b| b.player.start != player.start);
                byes.push(Bye { player, code: 'U' });
            }
            (None, None) => {}
        }
    }
    if found != said {
        return Err(TournamentError::new(
            file,
            count_line,
            Field::PairCount,
            Problem::CountMismatch { said, found },
        ));
    }
    // A player the TRF gave a bye before the round was paired, and whom the
    // list pairs after all, plays.
    byes.retain(|b| {
        !boards
            .iter()
            .any(|p| [p.white.start, p.black.start].contains(&b.player.start))
    });
    Ok(BTreeMap::from([(
        round,
        Round {
            number: round,
            boards,
            byes,
        },
    )]))
}

/// The fields of a CSV line: separated by `sep`, a field in double quotes
/// may hold `sep` and `""` for a quote.
fn csv_fields(line: &str, sep: char) -> Vec<String> {
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            '"' => quoted = !quoted,
            c if c == sep && !quoted => fields.push(core::mem::take(&mut field)),
            c => field.push(c),
        }
    }
    fields.push(field);
    fields.into_iter().map(|f| f.trim().to_string()).collect()
}

/// A CSV of `board,white,black` (and perhaps `round`), for round `round`
/// unless it has a `round` column.
pub(super) fn csv(
    file: &str,
    text: &str,
    trf: Option<&Trf>,
    round: u32,
) -> Result<BTreeMap<u32, Round>, TournamentError> {
    let mut lines = numbered(text).peekable();
    let sep = match lines.peek() {
        Some((_, l)) if l.contains(';') && !l.contains(',') => ';',
        _ => ',',
    };
    // Column of board, white, black, round.
    let mut at = [Some(0), Some(1), Some(2), None];
    if let Some((n, first)) = lines.peek().copied() {
        let names = csv_fields(first, sep);
        if names[0].parse::<u32>().is_err() {
            let col = |want: &str| names.iter().position(|f| f.eq_ignore_ascii_case(want));
            at = [col("board"), col("white"), col("black"), col("round")];
            if at[..3].iter().all(Option::is_none) {
                return Err(TournamentError::new(
                    file,
                    n,
                    Field::File,
                    Problem::NotATournamentFile,
                ));
            }
            for (i, field) in [Field::Board, Field::White, Field::Black]
                .into_iter()
                .enumerate()
            {
                if at[i].is_none() {
                    return Err(TournamentError::new(file, n, field, Problem::Missing));
                }
            }
            lines.next();
        }
    }
    let mut rounds: BTreeMap<u32, Vec<Pairing>> = BTreeMap::new();
    for (n, line) in lines {
        let fields = csv_fields(line, sep);
        let get = |i: Option<usize>| i.and_then(|i| fields.get(i)).cloned().unwrap_or_default();
        let err = |field, p| TournamentError::new(file, n, field, p);
        let number = |field, text: String| -> Result<u32, TournamentError> {
            match text.parse::<u32>() {
                Ok(v) if v > 0 => Ok(v),
                _ if text.is_empty() => Err(err(field, Problem::Missing)),
                _ => Err(err(field, Problem::NotANumber(text))),
            }
        };
        let board = number(Field::Board, get(at[0]))?;
        let this_round = match at[3] {
            Some(_) => number(Field::Round, get(at[3]))?,
            None => round,
        };
        let side = |field, text: String| -> Result<Player, TournamentError> {
            if text.is_empty() {
                return Err(err(field, Problem::Missing));
            }
            if text.bytes().all(|b| b.is_ascii_digit()) {
                return player_by_start(file, n, field, trf, &text);
            }
            let known = trf.and_then(|t| {
                t.players
                    .iter()
                    .find(|p| p.name.trim().eq_ignore_ascii_case(&text))
            });
            Ok(known.cloned().unwrap_or(Player {
                name: text,
                ..Player::default()
            }))
        };
        let white = side(Field::White, get(at[1]))?;
        let black = side(Field::Black, get(at[2]))?;
        let list = rounds.entry(this_round).or_default();
        if list.iter().any(|p| p.board == board) {
            return Err(err(Field::Board, Problem::Duplicate(board.to_string())));
        }
        list.push(Pairing {
            board,
            white,
            black,
        });
    }
    Ok(rounds
        .into_iter()
        .map(|(number, mut boards)| {
            boards.sort_by_key(|p| p.board);
            let byes = trf.map(|t| t.byes(number)).unwrap_or_default();
            (
                number,
                Round {
                    number,
                    boards,
                    byes,
                },
            )
        })
        .collect())
}

//! One figure for a level from several runs of `match` against Stockfish
//! at different `UCI_Elo`: the maximum-likelihood rating under the Elo
//! model (expected score `1 / (1 + 10^((opponent - rating) / 400))`, a
//! draw counting half a win), with the 95 % interval where the
//! log-likelihood is within 1.92 of its maximum.
//!
//! ```text
//! cargo run --release -p rochade-engine --example elo_fit -- --level 6 run1.log run2.log …
//! ```
//!
//! Reads the `game N: White - Black result` lines that `match` prints; the
//! level's games against a side named `Stockfish UCI_Elo E` count, and
//! against another side when `--rated "NAME=E"` gives its rating (a level
//! below Stockfish's floor, measured against the level above it:
//! `--rated "Rochade level 3=1159"`; that level's own interval then adds
//! to the one printed). It also
//! prints each opponent's share of the games with the score the fit
//! expects, so that runs that do not agree with one rating show.

use std::collections::BTreeMap;

/// One game: the opponent's rating and the level's score (0, ½ or 1).
struct Game {
    opponent: f64,
    score: f64,
}

fn parse(line: &str, us: &str, rated: &[(String, f64)]) -> Option<Game> {
    let rest = line.strip_prefix("game")?.split_once(": ")?.1;
    let (white, rest) = rest.split_once(" - ")?;
    let result = ["1-0", "0-1", "1/2-1/2"]
        .into_iter()
        .find_map(|r| rest.find(&format!(" {r} ")).map(|i| (i, r)))?;
    let black = &rest[..result.0];
    let (ours_white, other) = if white == us {
        (true, black)
    } else if black == us {
        (false, white)
    } else {
        return None;
    };
    let opponent = match other.strip_prefix("Stockfish UCI_Elo ") {
        Some(elo) => elo.trim().parse().ok()?,
        None => rated.iter().find(|(name, _)| name == other)?.1,
    };
    let white_score = match result.1 {
        "1-0" => 1.0,
        "0-1" => 0.0,
        _ => 0.5,
    };
    let score = if ours_white {
        white_score
    } else {
        1.0 - white_score
    };
    Some(Game { opponent, score })
}

fn expected(rating: f64, opponent: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((opponent - rating) / 400.0))
}

fn log_likelihood(games: &[Game], rating: f64) -> f64 {
    games
        .iter()
        .map(|g| {
            let p = expected(rating, g.opponent).clamp(1e-12, 1.0 - 1e-12);
            g.score * p.ln() + (1.0 - g.score) * (1.0 - p).ln()
        })
        .sum()
}

/// The rating where `f` is largest on `[lo, hi]` (it is concave).
fn argmax(f: impl Fn(f64) -> f64, mut lo: f64, mut hi: f64) -> f64 {
    while hi - lo > 0.01 {
        let a = lo + (hi - lo) / 3.0;
        let b = hi - (hi - lo) / 3.0;
        if f(a) < f(b) {
            lo = a;
        } else {
            hi = b;
        }
    }
    (lo + hi) / 2.0
}

/// Where the increasing function `f` crosses zero on `[lo, hi]`.
fn crossing(f: impl Fn(f64) -> f64, mut lo: f64, mut hi: f64) -> f64 {
    while hi - lo > 0.01 {
        let mid = (lo + hi) / 2.0;
        if f(mid) < 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    (lo + hi) / 2.0
}

fn main() {
    let mut level = None;
    let mut files = Vec::new();
    let mut rated = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        if a == "--level" {
            level = args.next();
        } else if a == "--rated" {
            let given = args.next().unwrap_or_default();
            let Some((name, elo)) = given
                .rsplit_once('=')
                .and_then(|(n, e)| Some((n.to_string(), e.trim().parse::<f64>().ok()?)))
            else {
                eprintln!("--rated wants NAME=ELO, not {given:?}");
                std::process::exit(2);
            };
            rated.push((name, elo));
        } else {
            files.push(a);
        }
    }
    let Some(level) = level else {
        eprintln!("usage: elo_fit --level N [--rated NAME=ELO]... FILE...");
        std::process::exit(2);
    };
    let us = format!("Rochade level {level}");
    let mut games = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap_or_else(|e| {
            eprintln!("{f}: {e}");
            std::process::exit(2);
        });
        games.extend(text.lines().filter_map(|l| parse(l, &us, &rated)));
    }
    if games.is_empty() {
        eprintln!("no games of {us} against Stockfish or a rated side in {files:?}");
        std::process::exit(2);
    }
    let (lo, hi) = (0.0, 4000.0);
    let ll = |r| log_likelihood(&games, r);
    let best = argmax(ll, lo, hi);
    let top = ll(best);
    let below = crossing(|r| ll(r) - (top - 1.92), lo, best);
    let above = crossing(|r| (top - 1.92) - ll(r), best, hi);
    let mut by_opponent: BTreeMap<i64, (usize, f64)> = BTreeMap::new();
    for g in &games {
        let e = by_opponent.entry(g.opponent as i64).or_default();
        e.0 += 1;
        e.1 += g.score;
    }
    for (opponent, (n, score)) in &by_opponent {
        println!(
            "against {opponent}: {score}/{n} = {:.1} %, the fit expects {:.1} %",
            100.0 * score / *n as f64,
            100.0 * expected(best, *opponent as f64)
        );
    }
    let (lo_s, hi_s) = (
        if below <= lo + 1.0 {
            "open".to_string()
        } else {
            format!("{below:.0}")
        },
        if above >= hi - 1.0 {
            "open".to_string()
        } else {
            format!("{above:.0}")
        },
    );
    println!(
        "{us}: {} games, ≈ {best:.0} ({lo_s} … {hi_s}) on Stockfish's scale",
        games.len()
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn against(opponent: f64, scores: &[f64]) -> Vec<Game> {
        scores
            .iter()
            .map(|&score| Game { opponent, score })
            .collect()
    }

    #[test]
    fn reads_either_colour() {
        let us = "Rochade level 6";
        let g = parse(
            "game   1: Rochade level 6 - Stockfish UCI_Elo 1850 1-0 (adjudicated, 52 plies)  running +1 =0 -0",
            us,
            &[],
        )
        .unwrap();
        assert_eq!((g.opponent, g.score), (1850.0, 1.0));
        let g = parse(
            "game   2: Stockfish UCI_Elo 2000 - Rochade level 6 1/2-1/2 (threefold repetition, 97 plies)",
            us,
            &[],
        )
        .unwrap();
        assert_eq!((g.opponent, g.score), (2000.0, 0.5));
        assert!(parse("result: +1 =0 -0", us, &[]).is_none());
    }

    #[test]
    fn a_level_counts_only_when_rated() {
        let us = "Rochade level 2";
        let line = "game   3: Rochade level 3 - Rochade level 2 0-1 (adjudicated, 64 plies)  running +1 =0 -2";
        assert!(parse(line, us, &[]).is_none());
        let rated = [("Rochade level 3".to_string(), 1159.0)];
        let g = parse(line, us, &rated).unwrap();
        assert_eq!((g.opponent, g.score), (1159.0, 1.0));
    }

    #[test]
    fn an_even_score_against_one_opponent_is_its_rating() {
        let games = against(1800.0, &[1.0, 0.0, 0.5, 0.5]);
        let best = argmax(|r| log_likelihood(&games, r), 0.0, 4000.0);
        assert!((best - 1800.0).abs() < 0.5, "{best}");
    }

    #[test]
    fn three_in_four_is_191_above() {
        let games = against(1500.0, &[1.0, 1.0, 1.0, 0.0]);
        let best = argmax(|r| log_likelihood(&games, r), 0.0, 4000.0);
        // 400 · log10(3) = 190.8
        assert!((best - 1690.8).abs() < 0.5, "{best}");
    }
}

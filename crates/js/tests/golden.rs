//! The golden record of one game played through both models of it: the
//! arbiter's timed game ([`rochade_arbiter::TimedGame`], untimed here) and the
//! npm package's game ([`rochade_js::rules::Game`]). Each random game is
//! played through both; what each says is written to
//! `tests/golden/games.txt`: the outcome, the claims correct after every
//! half-move (2023 Art. 9.2, 9.3, with and without the intended move),
//! the dead positions (2023 Art. 5.2.2), the PGN movetext with its result,
//! and what each reads back from the package's PGN. Where the two disagree
//! the record says so (`≠`); every such difference is explained in
//! `tests/golden/README.md`.
//!
//! `ROCHADE_WRITE_GOLDEN=1` writes the record anew; otherwise every fifth
//! game is checked against it (all with `ROCHADE_GOLDEN_ALL=1`).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

use rochade_arbiter::{
    ClaimKind, Edition, Event, GameSetup, MoveInput as AMove, TimedGame as Arbiter,
};
use rochade_js::rules::{Chess960, Game as Package, GameOptions, MoveInput};
use rochade_laws::{Move, Position, RepetitionKey, StartPosition, Uci};

/// Random games per edition, and Chess960 games per edition.
const RANDOM: usize = 2000;
const CHESS960: usize = 200;

/// splitmix64: deterministic on every platform, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// How a game's moves are chosen, to reach every ending often enough.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Style {
    /// Any legal move.
    Uniform,
    /// Back and forth: positions repeat (2023 Art. 9.6.1, 9.2).
    Shuffle,
    /// No pawn moves or captures, new positions (2023 Art. 9.6.2, 9.3).
    Quiet,
    /// Captures first: the material runs out (2023 Art. 5.2.2).
    Capture,
    /// Back and forth until a 9.2 claim with the intended move is
    /// correct, then that claim (2023 Art. 9.2.1.1).
    Claim,
}

impl Style {
    const ALL: [Style; 5] = [
        Style::Uniform,
        Style::Shuffle,
        Style::Quiet,
        Style::Capture,
        Style::Claim,
    ];
    fn name(self) -> &'static str {
        match self {
            Style::Uniform => "uniform",
            Style::Shuffle => "shuffle",
            Style::Quiet => "quiet",
            Style::Capture => "capture",
            Style::Claim => "claim",
        }
    }
    /// The longest game: enough for 75 moves without a pawn move or a
    /// capture, short enough for a small record.
    fn max_plies(self) -> usize {
        match self {
            Style::Uniform => 120,
            Style::Shuffle | Style::Claim => 70,
            Style::Quiet => 200,
            Style::Capture => 130,
        }
    }
}

fn reversible(m: &Move) -> bool {
    m.capture().is_none() && m.role() != rochade_laws::Role::Pawn
}

fn choose(style: Style, pos: &Position, seen: &[RepetitionKey], rng: &mut Rng) -> Option<Move> {
    let moves: Vec<Move> = pos.legal_moves().into_iter().collect();
    if moves.is_empty() {
        return None;
    }
    let key_after = |m: &Move| pos.play(m).map(|p| p.repetition_key()).ok();
    let pick = |list: Vec<Move>, rng: &mut Rng| -> Option<Move> {
        (!list.is_empty()).then(|| list[rng.below(list.len())])
    };
    let any = moves[rng.below(moves.len())];
    let chosen = match style {
        Style::Uniform => None,
        Style::Shuffle | Style::Claim => {
            let back: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| key_after(m).is_some_and(|k| seen.contains(&k)))
                .collect();
            if rng.chance(85) {
                pick(back, rng)
            } else {
                None
            }
            .or_else(|| {
                let quiet: Vec<Move> = moves.iter().copied().filter(reversible).collect();
                if rng.chance(90) {
                    pick(quiet, rng)
                } else {
                    None
                }
            })
        }
        Style::Quiet => {
            let fresh: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| reversible(m) && key_after(m).is_some_and(|k| !seen.contains(&k)))
                .collect();
            pick(fresh, rng)
        }
        Style::Capture => {
            let captures: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| m.capture().is_some())
                .collect();
            if rng.chance(90) {
                pick(captures, rng)
            } else {
                None
            }
        }
    };
    Some(chosen.unwrap_or(any))
}

/// The claims correct now: `T` threefold (Art. 9.2), `F` fifty moves (Art.
/// 9.3), `t[…]` the moves that make a threefold claim correct when written
/// first, `f<n>` how many make a fifty-move claim correct.
fn claims_code(now_t: bool, now_f: bool, mut with_t: Vec<String>, with_f: usize) -> String {
    with_t.sort();
    let mut s = String::new();
    if now_t {
        s.push('T');
    }
    if now_f {
        s.push('F');
    }
    if !with_t.is_empty() {
        let _ = write!(s, "t[{}]", with_t.join(","));
    }
    if with_f > 0 {
        let _ = write!(s, "f{with_f}");
    }
    s
}

fn arbiter_claims(game: &Arbiter) -> String {
    let h = game.can_claim();
    let pos = game.position();
    claims_code(
        h.repetition,
        h.fifty_moves,
        h.repetition_moves
            .iter()
            .map(|m| pos.san(m).to_string())
            .collect(),
        h.fifty_moves_moves.len(),
    )
}

fn package_claims(game: &Package) -> String {
    let pos = game.position().clone();
    let input = |m: &Move| MoveInput::Text(Uci::from_move_in(m, pos.castling_mode()).to_string());
    let now_t = game.can_claim_draw("threefold", None).unwrap();
    let now_f = game.can_claim_draw("fifty-moves", None).unwrap();
    let mut with_t = Vec::new();
    let mut with_f = 0;
    for m in pos.legal_moves() {
        if game.can_claim_draw("threefold", Some(&input(&m))).unwrap() {
            with_t.push(pos.san(&m).to_string());
        }
        if game
            .can_claim_draw("fifty-moves", Some(&input(&m)))
            .unwrap()
        {
            with_f += 1;
        }
    }
    claims_code(now_t, now_f, with_t, with_f)
}

/// The movetext of a PGN text: what follows the tag pairs, on one line.
fn movetext(pgn: &str) -> String {
    let body = pgn.split_once("\n\n").map_or(pgn, |(_, b)| b);
    body.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn tag<'a>(pgn: &'a str, name: &str) -> Option<&'a str> {
    let head = format!("[{name} \"");
    pgn.lines()
        .find_map(|l| l.strip_prefix(head.as_str()))
        .and_then(|v| v.strip_suffix("\"]"))
}

fn arbiter_outcome(game: &Arbiter) -> String {
    match game.outcome() {
        Some(o) => {
            let article = o
                .reason
                .article(game.setup().edition)
                .map_or(String::new(), |a| format!(" {}", a.number));
            format!("{} {}{article}", o.result.pgn(), o.reason.describe())
        }
        None => "*".into(),
    }
}

fn package_outcome(game: &Package) -> String {
    // The package's reasons in the arbiter's words, so that the two compare.
    let words = |r: &'static str| match r {
        "dead-position" => "dead position",
        "fivefold-repetition" => "fivefold repetition",
        "seventy-five-moves" => "seventy-five-move rule",
        other => other,
    };
    match game.outcome() {
        Some(o) => format!("{} {} {}", o.result, words(o.reason), o.article),
        None => "*".into(),
    }
}

/// Writes one line: `name: value`, or `name: package ≠ arbiter: value`.
fn line(out: &mut String, name: &str, package: Option<&str>, arbiter: &str) {
    match package {
        Some(p) if p == arbiter => {
            let _ = writeln!(out, "{name}: {p}");
        }
        Some(p) => {
            let _ = writeln!(out, "{name}: {p}");
            let _ = writeln!(out, "{name} ≠ arbiter: {arbiter}");
        }
        None => {
            let _ = writeln!(out, "{name} (arbiter only): {arbiter}");
        }
    }
}

/// One game, played through both, as its block of the record.
fn play(index: usize) -> String {
    let per_edition = RANDOM + CHESS960;
    let edition = Edition::ALL[index / per_edition];
    let within = index % per_edition;
    let chess960 = within >= RANDOM;
    let mut rng = Rng(0x5EED_0000 + index as u64);
    let style = Style::ALL[rng.below(Style::ALL.len())];
    let number = if chess960 { rng.below(960) as u32 } else { 518 };

    let mut setup = GameSetup::default().with_edition(edition);
    if chess960 {
        setup.chess960 = true;
        setup.fen = Some(StartPosition::new(number).unwrap().position().to_fen());
    }
    let mut arbiter = Arbiter::new(setup).unwrap();
    let options = GameOptions {
        fen: None,
        edition: Some(
            match edition {
                Edition::Fide1997 => "1997",
                Edition::Fide2001 => "2001",
                Edition::Fide2023 => "2023",
            }
            .into(),
        ),
        chess960: chess960.then_some(Chess960::Number(f64::from(number))),
    };
    let mut package = match Package::new(&options) {
        Ok(g) => Ok(g),
        Err(e) => Err(format!("refused ({}: {})", e.code.as_str(), e.message)),
    };

    let mut out = String::new();
    let start = if chess960 {
        format!("chess960 {number}")
    } else {
        "standard".into()
    };
    let _ = writeln!(
        out,
        "game {index} | {} | {} | {start}",
        edition,
        style.name()
    );
    if let Err(e) = &package {
        let _ = writeln!(out, "package: {e}");
    }
    let mut claims_p = Vec::new();
    let mut claims_a = Vec::new();
    let mut dead_p = Vec::new();
    let mut dead_a = Vec::new();
    let mut claim = None;
    for ply in 0..style.max_plies() {
        if arbiter.is_over() {
            break;
        }
        let pos = arbiter.position().clone();
        let Some(m) = choose(style, &pos, arbiter.repetition_history(), &mut rng) else {
            break;
        };
        // A correct 9.2 claim with the intended move written first.
        if style == Style::Claim {
            let hints = arbiter.can_claim();
            if !hints.repetition {
                if let Some(&intended) = hints.repetition_moves.first() {
                    let san = pos.san(&intended).to_string();
                    let p = package.as_ref().ok().map(|g| {
                        let uci = Uci::from_move_in(&intended, pos.castling_mode()).to_string();
                        g.can_claim_draw("threefold", Some(&MoveInput::Text(uci)))
                            .unwrap()
                    });
                    arbiter
                        .apply(
                            Event::Claim {
                                kind: ClaimKind::Repetition,
                                intended: Some(AMove::Move(intended)),
                            },
                            0,
                        )
                        .unwrap();
                    claim = Some((ply, san, p));
                    break;
                }
            }
        }
        arbiter
            .apply(
                Event::Move {
                    mv: AMove::Move(m),
                    offer_draw: false,
                },
                0,
            )
            .unwrap();
        let a_dead = arbiter.position().is_dead();
        if a_dead {
            dead_a.push(ply + 1);
        }
        claims_a.push((ply + 1, arbiter_claims(&arbiter)));
        if let Ok(g) = &mut package {
            if g.outcome().is_none() {
                let uci = Uci::from_move_in(&m, pos.castling_mode()).to_string();
                g.play(&MoveInput::Text(uci), None).unwrap();
                if g.is_dead_position() {
                    dead_p.push(ply + 1);
                }
                claims_p.push((ply + 1, package_claims(g)));
            }
        }
    }

    let list = |c: &[(usize, String)]| {
        c.iter()
            .filter(|(_, s)| !s.is_empty())
            .map(|(p, s)| format!("{p}:{s}"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let plies = |d: &[usize]| d.iter().map(usize::to_string).collect::<Vec<_>>().join(" ");
    let ok = package.as_ref().ok();
    let a_pgn = arbiter.to_pgn();
    let p_pgn = ok.map(Package::pgn);
    if let Some((ply, san, p)) = &claim {
        let p = p.map(|c| if c { "correct" } else { "incorrect" });
        line(
            &mut out,
            &format!("claim 9.2 with {san} after ply {ply}"),
            p,
            "correct",
        );
    }
    line(
        &mut out,
        "outcome",
        ok.map(package_outcome).as_deref(),
        &arbiter_outcome(&arbiter),
    );
    line(
        &mut out,
        "laws",
        p_pgn.as_deref().map(|p| tag(p, "Laws").unwrap_or("-")),
        tag(&a_pgn, "Laws").unwrap_or("-"),
    );
    line(
        &mut out,
        "movetext",
        p_pgn.as_deref().map(movetext).as_deref(),
        &movetext(&a_pgn),
    );
    line(
        &mut out,
        "claims",
        ok.map(|_| list(&claims_p)).as_deref(),
        &list(&claims_a),
    );
    line(
        &mut out,
        "dead",
        ok.map(|_| plies(&dead_p)).as_deref(),
        &plies(&dead_a),
    );
    // Each reads the package's PGN back (the arbiter's own where the
    // package refused the game).
    let text = p_pgn.clone().unwrap_or_else(|| a_pgn.clone());
    let replay_p = match Package::from_pgn(&text, None) {
        Ok(g) => format!("{} | {}", package_outcome(&g), movetext(&g.pgn())),
        Err(e) => format!("refused ({}: {})", e.code.as_str(), e.message),
    };
    let replay_a = match Arbiter::from_pgn(&text) {
        Ok(g) => format!("{} | {}", arbiter_outcome(&g), movetext(&g.to_pgn())),
        Err(e) => format!("refused ({e})"),
    };
    // The movetext read back is the movetext written, or the record says so.
    let same_text = |r: &str, written: &str| {
        r.split_once(" | ")
            .map(|(o, t)| {
                if t == written {
                    o.to_string()
                } else {
                    r.to_string()
                }
            })
            .unwrap_or_else(|| r.to_string())
    };
    let written = movetext(&text);
    line(
        &mut out,
        "replay",
        Some(&same_text(&replay_p, &written)),
        &same_text(&replay_a, &written),
    );
    out
}

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// The blocks of the record by game number.
fn blocks(text: &str) -> BTreeMap<usize, String> {
    let mut map = BTreeMap::new();
    for block in text.split("\n\n").filter(|b| !b.trim().is_empty()) {
        let number = block
            .strip_prefix("game ")
            .and_then(|r| r.split(' ').next())
            .and_then(|n| n.parse().ok())
            .expect("every block starts with its game number");
        map.insert(number, format!("{}\n", block.trim_end()));
    }
    map
}

/// What the counts file says: how many games end how, and how often the
/// two models differ.
fn counts(all: &[String]) -> String {
    let mut c: BTreeMap<String, usize> = BTreeMap::new();
    for block in all {
        let first = block.lines().next().unwrap_or("");
        let edition = first.split(" | ").nth(1).unwrap_or("?").to_string();
        for l in block.lines().skip(1) {
            if let Some(o) = l.strip_prefix("outcome: ") {
                let reason: Vec<&str> = o.split(' ').skip(1).collect();
                let reason = reason
                    .iter()
                    .take_while(|w| !w.chars().next().is_some_and(|c| c.is_ascii_digit()))
                    .copied()
                    .collect::<Vec<_>>()
                    .join(" ");
                let reason = if reason.is_empty() {
                    "unfinished".into()
                } else {
                    reason
                };
                *c.entry(format!("ending {reason} ({edition})")).or_default() += 1;
                *c.entry(format!("ending {reason} (all)")).or_default() += 1;
            }
            if l.starts_with("claim 9.2 with ") {
                *c.entry("correct 9.2 claims with the intended move".into())
                    .or_default() += 1;
            }
            if l.contains(" ≠ arbiter: ") {
                let what = l.split(" ≠ ").next().unwrap_or("?");
                let what = if what.starts_with("claim") {
                    "claim"
                } else {
                    what
                };
                *c.entry(format!("differs: {what}")).or_default() += 1;
            }
            if l.starts_with("package: refused") {
                *c.entry("package refuses the game".into()).or_default() += 1;
            }
            if l.starts_with("dead: ") && l.len() > "dead: ".len() {
                *c.entry("games with a dead position".into()).or_default() += 1;
            }
        }
    }
    let mut s = format!("games: {}\n", all.len());
    for (k, v) in c {
        let _ = writeln!(s, "{k}: {v}");
    }
    s
}

#[test]
fn both_models_give_the_golden_record() {
    let total = Edition::ALL.len() * (RANDOM + CHESS960);
    let dir = golden_dir();
    if std::env::var("ROCHADE_WRITE_GOLDEN").is_ok_and(|v| v == "1") {
        let all: Vec<String> = (0..total).map(play).collect();
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("games.txt"), all.join("\n")).unwrap();
        std::fs::write(dir.join("counts.txt"), counts(&all)).unwrap();
        return;
    }
    let text = std::fs::read_to_string(dir.join("games.txt"))
        .expect("tests/golden/games.txt: write it with ROCHADE_WRITE_GOLDEN=1");
    let golden = blocks(&text);
    assert_eq!(golden.len(), total, "the record holds every game");
    let all = std::env::var("ROCHADE_GOLDEN_ALL").is_ok_and(|v| v == "1");
    let step = if all { 1 } else { 5 };
    let mut wrong = Vec::new();
    for index in (0..total).step_by(step) {
        let now = play(index);
        if golden.get(&index) != Some(&now) {
            wrong.push(format!(
                "--- golden\n{}+++ now\n{now}",
                golden.get(&index).map_or("(none)", String::as_str)
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} games differ from the record; the first:\n{}",
        wrong.len(),
        wrong[0]
    );
}

#[test]
fn the_record_counts_what_the_counts_file_says() {
    let dir = golden_dir();
    let (Ok(text), Ok(written)) = (
        std::fs::read_to_string(dir.join("games.txt")),
        std::fs::read_to_string(dir.join("counts.txt")),
    ) else {
        panic!("tests/golden: write the record with ROCHADE_WRITE_GOLDEN=1");
    };
    let all: Vec<String> = blocks(&text).into_values().collect();
    assert_eq!(counts(&all), written);
    // Enough of each ending the models must agree on.
    let count = |key: &str| {
        written
            .lines()
            .find_map(|l| l.strip_prefix(key).and_then(|r| r.strip_prefix(": ")))
            .and_then(|n| n.parse::<usize>().ok())
            .unwrap_or(0)
    };
    assert!(count("ending fivefold repetition (all)") >= 50);
    assert!(count("ending seventy-five-move rule (all)") >= 50);
    assert!(count("ending dead position (all)") >= 50);
    assert!(count("correct 9.2 claims with the intended move") >= 50);
}

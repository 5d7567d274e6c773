//! Saved games, one set of files per version of the saved form
//! (`tests/fixtures/saves/v1`, `v2`, …), each file a game built here again
//! by the same scripted events.
//!
//! * The set of the current version ([`SAVE_VERSION`]) is what this build
//!   writes, byte for byte. A change to the written form fails here until
//!   `SAVE_VERSION` is raised and the new set is committed beside the old
//!   ones (written by `ROCHADE_WRITE_SAVES=1 cargo test -p rochade-arbiter
//!   --test saves`, which writes only a set not yet there): an older build
//!   then refuses the new saves as newer, instead of misreading them.
//! * The sets of earlier versions are never rewritten: each file must
//!   still read as the very same game (moves, clocks, notes, result), and
//!   be written back in the current form.
//!
//! `v1` was written by the hand-written JSON writer the app shipped before
//! its saved types moved to serde's derives (a test that wrote
//! `rochade_json::to_string(&game)` for each game below), except
//! `arbiter-lock.json`: the game of the page's `envelope-locked.json`
//! (`web/tests/fixtures/stored`), written by serde_json before a note's
//! unknown number was written as `null`, which is what raised the version
//! to 2. The page reads every set in the browser
//! (`web/tests/stored_json.rs`).

use std::path::PathBuf;

use rochade_arbiter::{
    ArbiterLock, ClaimBasis, Computer, DrawAgreement, Edition, Event, Game, GameResult, GameSetup,
    Mode, MoveInput, NoteKind, OfferLimit, Penalty, Reason, Resumption, SAVE_VERSION, TimeChange,
};
use rochade_laws::{Color, StartPosition};

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saves")
}

/// The folder of the set written by `version`.
fn set(version: u32) -> PathBuf {
    fixtures().join(format!("v{version}"))
}

/// Applies `e` at `now`; a refusal fails the test with its words.
fn apply(g: &mut Game, e: Event, now: u64) {
    let what = format!("{e:?}");
    g.apply(e, now)
        .unwrap_or_else(|err| panic!("{what}: {err}"));
}

fn mv(g: &mut Game, m: &str, now: u64) {
    apply(
        g,
        Event::Move {
            mv: MoveInput::from(m),
            offer_draw: false,
        },
        now,
    );
}

fn new(setup: GameSetup) -> Game {
    Game::new(setup).unwrap_or_else(|e| panic!("{e}"))
}

fn tc(s: &str) -> rochade_arbiter::rochade_clock::TimeControl {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e:?}"))
}

/// A strict 2023 game with every setup field set, a declined offer, an
/// illegal move, a warning and a resignation.
fn fide2023() -> Game {
    let mut setup = GameSetup::new("Anna", "Bella \"B\" \\ é")
        .with_edition(Edition::Fide2023)
        .with_mode(Mode::Strict)
        .with_time_control(tc("900+10"));
    setup.event = "Club championship".into();
    setup.site = "Lisboa".into();
    setup.date = "2026.12.03".into();
    setup.round = "4".into();
    setup.offer_limit = OfferLimit {
        max_per_player: Some(3),
        moves_between: 2,
    };
    setup.guidelines_iii = true;
    setup.default_time_ms = Some(900_000);
    setup.tags = vec![
        ("WhiteElo".into(), "1850".into()),
        ("ECO".into(), "C60".into()),
    ];
    let mut g = new(setup);
    apply(&mut g, Event::Start, 0);
    apply(
        &mut g,
        Event::Move {
            mv: "e4".into(),
            offer_draw: true,
        },
        5_000,
    );
    apply(&mut g, Event::DeclineDraw { by: Color::Black }, 6_000);
    mv(&mut g, "e5", 9_000);
    mv(&mut g, "Nf3", 12_500);
    apply(
        &mut g,
        Event::IllegalMove {
            by: Color::Black,
            reinstate_ply: None,
        },
        20_000,
    );
    mv(&mut g, "Nc6", 21_000);
    apply(
        &mut g,
        Event::Penalty {
            against: Color::White,
            penalty: Penalty::Warning,
        },
        22_000,
    );
    mv(&mut g, "Bb5", 30_000);
    apply(&mut g, Event::Resign { by: Color::Black }, 40_000);
    g
}

/// A casual 2001 game in progress: an offer standing, the clocks paused and
/// changed by the arbiter and running again.
fn fide2001() -> Game {
    let setup = GameSetup::new("Carla", "Dora")
        .with_edition(Edition::Fide2001)
        .with_time_control(tc("5400+30"));
    let mut g = new(setup);
    apply(&mut g, Event::Start, 1_000);
    mv(&mut g, "d4", 4_000);
    mv(&mut g, "d5", 8_000);
    apply(
        &mut g,
        Event::Move {
            mv: "c4".into(),
            offer_draw: true,
        },
        15_000,
    );
    apply(&mut g, Event::Pause, 16_000);
    apply(
        &mut g,
        Event::AdjustTime {
            side: Color::White,
            change: TimeChange::Add(60_000),
        },
        17_000,
    );
    apply(
        &mut g,
        Event::AdjustTime {
            side: Color::Black,
            change: TimeChange::Remove(30_000),
        },
        17_000,
    );
    apply(&mut g, Event::Resume, 18_000);
    g
}

/// A 1997 game with a Bronstein delay, ended by checkmate.
fn fide1997() -> Game {
    let setup = GameSetup::new("Eva", "Flora")
        .with_edition(Edition::Fide1997)
        .with_time_control(tc("1800b5"));
    let mut g = new(setup);
    let mut now = 0;
    for m in ["f3", "e5", "g4", "Qh4#"] {
        now += 3_000;
        mv(&mut g, m, now);
    }
    g
}

/// An untimed casual 2023 game against the computer, from a position.
fn untimed_computer() -> Game {
    let mut setup = GameSetup::new("Gil", "Rochade")
        .with_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
        .with_edition(Edition::Fide2023);
    setup.computer = Some(Computer {
        side: Color::Black,
        level: 3,
    });
    setup.draw_agreement = DrawAgreement::NotBefore { moves: 30 };
    let mut g = new(setup);
    mv(&mut g, "e4", 0);
    mv(&mut g, "Kd7", 0);
    g
}

/// Chess960 start position 3: both sides castle on move 1, White by
/// `O-O`, Black by the king onto its rook.
fn chess960() -> Game {
    let setup = GameSetup::new("Hana", "Ines")
        .with_chess960(StartPosition::new(3).unwrap_or_else(|e| panic!("{e:?}")))
        .with_time_control(tc("180+2"));
    let mut g = new(setup);
    apply(&mut g, Event::Start, 0);
    let mut now = 0;
    for m in ["O-O", "f8g8", "Nc3", "Nc6", "e4", "e5"] {
        now += 2_500;
        mv(&mut g, m, now);
    }
    g
}

/// A strict 2001 game of two periods adjourned: Black sealed his move
/// (Appendix A1, A2) with White's draw offer standing.
fn adjourned() -> Game {
    let setup = GameSetup::new("Joana", "Kim")
        .with_edition(Edition::Fide2001)
        .with_mode(Mode::Strict)
        .with_time_control(tc("40/7200:3600"));
    let mut g = new(setup);
    apply(&mut g, Event::Start, 0);
    mv(&mut g, "e4", 2_000);
    mv(&mut g, "e5", 8_000);
    apply(
        &mut g,
        Event::Move {
            mv: "Nf3".into(),
            offer_draw: true,
        },
        10_000,
    );
    apply(
        &mut g,
        Event::Seal {
            mv: "Nc6".into(),
            resumption: Resumption {
                date: "2026.12.04".into(),
                time: "18:00".into(),
                venue: "Club \"Rochade\"".into(),
            },
        },
        15_000,
    );
    g
}

/// Over the board (2023): presses without a recorded move (Art. 8.4), one
/// filled in (8.5), the rest signed off by the arbiter after the end
/// (8.6), and the result approved by both players (8.7).
fn over_the_board() -> Game {
    let setup = GameSetup::new("Luna", "Mia")
        .with_edition(Edition::Fide2023)
        .with_mode(Mode::Strict)
        .with_time_control(tc("300+3"));
    let mut g = new(setup);
    apply(&mut g, Event::Start, 0);
    mv(&mut g, "e4", 1_000);
    apply(&mut g, Event::PressWithoutMove { by: Color::Black }, 2_000);
    apply(&mut g, Event::PressWithoutMove { by: Color::White }, 3_000);
    apply(&mut g, Event::FillIn { mv: "e5".into() }, 4_000);
    apply(&mut g, Event::PressWithoutMove { by: Color::Black }, 5_000);
    apply(&mut g, Event::Resign { by: Color::Black }, 6_000);
    apply(&mut g, Event::SignOffIncomplete, 7_000);
    apply(&mut g, Event::ApproveResult { by: Color::White }, 8_000);
    apply(&mut g, Event::ApproveResult { by: Color::Black }, 9_000);
    g
}

/// A casual 2023 game with penalties of time, a move taken back at once,
/// a request declined and one standing.
fn penalties_and_take_backs() -> Game {
    let setup = GameSetup::new("Nina", "Olga")
        .with_edition(Edition::Fide2023)
        .with_time_control(tc("600+5"));
    let mut g = new(setup);
    apply(&mut g, Event::Start, 0);
    mv(&mut g, "e4", 2_000);
    mv(&mut g, "e5", 4_000);
    apply(
        &mut g,
        Event::Penalty {
            against: Color::White,
            penalty: Penalty::IncreaseOpponentTime(120_000),
        },
        5_000,
    );
    apply(
        &mut g,
        Event::Penalty {
            against: Color::Black,
            penalty: Penalty::ReduceTime(60_000),
        },
        5_500,
    );
    mv(&mut g, "Qh5", 6_000);
    apply(&mut g, Event::TakeBack, 7_000);
    mv(&mut g, "Nf3", 8_000);
    apply(&mut g, Event::ProposeTakeBack { by: Color::White }, 9_000);
    apply(&mut g, Event::DeclineTakeBack { by: Color::Black }, 9_500);
    mv(&mut g, "Nc6", 11_000);
    apply(&mut g, Event::ProposeTakeBack { by: Color::Black }, 12_000);
    g
}

/// A 2023 rapid game without increment and without an arbiter present: a claim referred to
/// the designated arbiter (Guidelines III.6), result not yet known.
fn referred_claim() -> Game {
    let mut setup = GameSetup::new("Pia", "Rita")
        .with_edition(Edition::Fide2023)
        .with_mode(Mode::Strict)
        .with_time_control(tc("900"));
    setup.guidelines_iii = true;
    let mut g = new(setup);
    apply(&mut g, Event::Start, 0);
    mv(&mut g, "e4", 1_000);
    mv(&mut g, "e5", 2_000);
    apply(
        &mut g,
        Event::AdjustTime {
            side: Color::White,
            change: TimeChange::Set(90_000),
        },
        2_500,
    );
    apply(
        &mut g,
        Event::UnsupervisedClaim {
            basis: ClaimBasis::NoEffort,
        },
        3_000,
    );
    g
}

/// A strict game under the arbiter's lock (2023 Guidelines III.6: the
/// arbiter's actions kept apart from the players'): a refused PIN and a
/// leaving of the app, both at a time of day not known, and a refused PIN
/// at a known one. Its log's unknown numbers are what version 2 writes as
/// `null`.
fn arbiter_lock() -> Game {
    let mut setup = GameSetup::new("Anna", "Bella")
        .with_mode(Mode::Strict)
        .with_time_control(tc("900+10"));
    setup.arbiter_lock =
        Some(ArbiterLock::new("4711", [9; 16], false).unwrap_or_else(|e| panic!("{e:?}")));
    let mut g = new(setup);
    let unlock = |at| Event::Unlock {
        pin: "1234".into(),
        at,
    };
    mv(&mut g, "e4", 1_000);
    apply(&mut g, unlock(None), 2_000);
    mv(&mut g, "e5", 5_000);
    apply(&mut g, Event::LeftApp { at: None }, 7_000);
    apply(&mut g, unlock(Some(843)), 8_000);
    g
}

/// A lock that stops play after a leave of more than 30 s (version 4): a
/// leave of 45 s held play until the PIN, a short one did not, and the
/// app is away as saved.
fn arbiter_lock_away() -> Game {
    let mut setup = GameSetup::new("Anna", "Bella")
        .with_mode(Mode::Strict)
        .with_time_control(tc("900+10"));
    setup.arbiter_lock = Some(
        ArbiterLock::new("4711", [5; 16], false)
            .unwrap_or_else(|e| panic!("{e:?}"))
            .with_away_limit(Some(30)),
    );
    let mut g = new(setup);
    mv(&mut g, "d4", 1_000);
    apply(&mut g, Event::LeftApp { at: Some(600) }, 3_000);
    apply(&mut g, Event::ReturnedToApp { at: Some(601) }, 48_000);
    assert!(g.is_held());
    apply(
        &mut g,
        Event::Unlock {
            pin: "4711".into(),
            at: Some(602),
        },
        50_000,
    );
    mv(&mut g, "d5", 52_000);
    apply(&mut g, Event::LeftApp { at: None }, 53_000);
    apply(&mut g, Event::ReturnedToApp { at: None }, 58_000);
    apply(&mut g, Event::LeftApp { at: Some(603) }, 60_000);
    g
}

/// Every fixture: its file name and the game it holds.
fn games() -> Vec<(&'static str, Game)> {
    vec![
        ("fide2023-resigned", fide2023()),
        ("fide2001-in-progress", fide2001()),
        ("fide1997-checkmate", fide1997()),
        ("untimed-computer", untimed_computer()),
        ("chess960", chess960()),
        ("adjourned", adjourned()),
        ("over-the-board-unrecorded-approved", over_the_board()),
        ("penalties-and-take-backs", penalties_and_take_backs()),
        ("referred-claim", referred_claim()),
        ("arbiter-lock", arbiter_lock()),
        ("arbiter-lock-away", arbiter_lock_away()),
    ]
}

/// The text of `name` in the set of `version` (`None`: not there).
fn fixture_of(version: u32, name: &str) -> Option<String> {
    let path = set(version).join(format!("{name}.json"));
    let text = std::fs::read_to_string(path).ok()?;
    Some(text.trim_end().to_string())
}

/// The text of `name` in the current set.
fn fixture(name: &str) -> String {
    fixture_of(SAVE_VERSION, name)
        .unwrap_or_else(|| panic!("{name}: not in {:?}", set(SAVE_VERSION)))
}

/// The versions that have a set, in order.
fn versions() -> Vec<u32> {
    let dir = fixtures();
    let mut found: Vec<u32> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir:?}: {e}"))
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_prefix('v')?.parse().ok()
        })
        .collect();
    found.sort_unstable();
    found
}

/// The names of the files of a set, without `.json`.
fn names_in(version: u32) -> Vec<String> {
    let dir = set(version);
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir:?}: {e}"))
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".json").map(str::to_owned)
        })
        .collect();
    names.sort();
    names
}

/// Where two texts first differ, with a little of each around it.
fn first_difference(a: &str, b: &str) -> String {
    let at = a
        .char_indices()
        .zip(b.chars())
        .find(|((_, x), y)| x != y)
        .map_or(a.len().min(b.len()), |((i, _), _)| i);
    let around = |s: &str| {
        let mut from = at.saturating_sub(40).min(s.len());
        while !s.is_char_boundary(from) {
            from -= 1;
        }
        let mut to = (at + 40).min(s.len());
        while !s.is_char_boundary(to) {
            to += 1;
        }
        s[from..to].to_string()
    };
    format!(
        "at byte {at}:\n  committed: …{}…\n  written:   …{}…",
        around(a),
        around(b)
    )
}

/// The message of a change to the written form.
fn raise_the_version(what: &str) -> String {
    let (now, next) = (SAVE_VERSION, SAVE_VERSION + 1);
    format!(
        "{what}\n\nThe written form of a save changed. Raise SAVE_VERSION in \
         crates/arbiter/src/save.rs from {now} to {next}, write the new set with \
         `ROCHADE_WRITE_SAVES=1 cargo test -p rochade-arbiter --test saves`, and commit \
         tests/fixtures/saves/v{next}; keep tests/fixtures/saves/v{now} as it is (an \
         older set is still read by this test)."
    )
}

/// With `ROCHADE_WRITE_SAVES` set, writes the current set when it is not
/// there yet; a committed set is never written over.
fn write_a_new_set(games: &[(&str, Game)]) {
    let dir = set(SAVE_VERSION);
    if std::env::var_os("ROCHADE_WRITE_SAVES").is_none() || dir.exists() {
        return;
    }
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{dir:?}: {e}"));
    for (name, game) in games {
        let text = serde_json::to_string(game).unwrap_or_else(|e| panic!("{name}: {e}"));
        let path = dir.join(format!("{name}.json"));
        std::fs::write(&path, text + "\n").unwrap_or_else(|e| panic!("{path:?}: {e}"));
    }
}

#[test]
fn the_current_set_is_what_this_build_writes_byte_for_byte() {
    let games = games();
    write_a_new_set(&games);
    assert!(
        set(SAVE_VERSION).is_dir(),
        "{}",
        raise_the_version(&format!(
            "There is no set of version {SAVE_VERSION}: write it with \
             `ROCHADE_WRITE_SAVES=1 cargo test -p rochade-arbiter --test saves` and commit it."
        ))
    );
    for (name, game) in &games {
        let written = serde_json::to_string(game).unwrap_or_else(|e| panic!("{name}: {e}"));
        let Some(committed) = fixture_of(SAVE_VERSION, name) else {
            panic!(
                "{name}: not in the set of version {SAVE_VERSION}. A new game is added to the \
                 current set only when its form is that of the set: write \
                 tests/fixtures/saves/v{SAVE_VERSION}/{name}.json from this build."
            );
        };
        assert!(
            written == committed,
            "{}",
            raise_the_version(&format!(
                "{name} is written otherwise than v{SAVE_VERSION}/{name}.json, {}",
                first_difference(&committed, &written)
            ))
        );
        let read: Game = serde_json::from_str(&committed).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&read, game, "{name}");
    }
    // No file of the set is left without its game.
    let known: Vec<&str> = games.iter().map(|(name, _)| *name).collect();
    for name in names_in(SAVE_VERSION) {
        assert!(known.contains(&name.as_str()), "{name}: no game builds it");
    }
}

#[test]
fn every_earlier_set_still_reads_as_the_same_games() {
    let versions = versions();
    assert!(
        versions.last() == Some(&SAVE_VERSION),
        "the sets {versions:?} end with the current version, {SAVE_VERSION}"
    );
    let games = games();
    let game = |name: &str| {
        games
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, g)| g)
            .unwrap_or_else(|| panic!("{name}: no game builds it"))
    };
    for version in versions.into_iter().filter(|&v| v < SAVE_VERSION) {
        for name in names_in(version) {
            let what = format!("v{version}/{name}");
            let text = fixture_of(version, &name).unwrap_or_else(|| panic!("{what}"));
            assert!(
                text.starts_with(&format!("{{\"version\":{version},")),
                "{what}: says its version"
            );
            let read: Game = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{what}: {e}"));
            let want = as_of(version, game(&name));
            assert_eq!(read, want, "{what}");
            // What a player sees of it: the moves, the clocks, the notes,
            // the result.
            assert_eq!(read.to_pgn(), want.to_pgn(), "{what}");
            // Written back in today's form: the current set's text where
            // the version added nothing the game holds since.
            let written = serde_json::to_string(&read).unwrap_or_else(|e| panic!("{what}: {e}"));
            if &want == game(&name) {
                assert_eq!(written, fixture(&name), "{what}");
            }
            assert_eq!(
                serde_json::from_str::<Game>(&written).ok(),
                Some(want),
                "{what}"
            );
        }
    }
}

/// The builds between the change to `null` and the raise of the version
/// wrote version 2's form under version 1: such saves are in players'
/// browsers, and read as the same game.
#[test]
fn version_1_with_null_for_unknown_numbers_reads_as_the_same_game() {
    let text = fixture_of(2, "arbiter-lock")
        .unwrap_or_else(|| panic!("v2/arbiter-lock"))
        .replacen("{\"version\":2,", "{\"version\":1,", 1);
    assert!(text.starts_with("{\"version\":1,") && text.contains("\"n\":[null]"));
    let read: Game = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read, as_of(1, &arbiter_lock()));
}

/// `game` as a save of `version` holds it: what later versions added to
/// the saved form is not in it (version 3: the lock's wrong PINs, their
/// wait and the log's seals; version 4: the time away from the app and
/// play held for the PIN).
fn as_of(version: u32, game: &Game) -> Game {
    let mut v = serde_json::to_value(game).unwrap_or_else(|e| panic!("{e}"));
    if let Some(fields) = v.as_object_mut() {
        if version < 3 {
            for added in ["seals", "wrong_pins", "pin_wait_until"] {
                fields.remove(added);
            }
        }
        if version < 4 {
            for added in ["away_since", "held"] {
                fields.remove(added);
            }
        }
    }
    serde_json::from_value(v).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_save_of_a_newer_version_is_refused_with_words_to_reload() {
    let text = fixture("fide2023-resigned");
    let ours = format!("{{\"version\":{SAVE_VERSION},");
    let newer = text.replacen(&ours, &format!("{{\"version\":{},", SAVE_VERSION + 1), 1);
    assert_ne!(newer, text);
    let err = serde_json::from_str::<Game>(&newer)
        .map(|_| ())
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("saved by a newer version of Rochade") && err.contains("reload to update"),
        "{err}"
    );
    let err = rochade_arbiter::SaveError::NewerVersion(SAVE_VERSION + 1).to_string();
    assert_eq!(
        err,
        format!(
            "saved by a newer version of Rochade ({} > {SAVE_VERSION}); reload to update",
            SAVE_VERSION + 1
        )
    );
}
#[test]
fn the_fixtures_hold_what_they_are_named_for() {
    let read = |name: &str| -> Game {
        serde_json::from_str(&fixture(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
    };
    let g = read("fide2023-resigned");
    assert_eq!(g.setup().edition, Edition::Fide2023);
    assert_eq!(
        g.outcome().map(|o| (o.result, o.reason)),
        Some((GameResult::WhiteWins, Reason::Resignation))
    );
    assert_eq!(g.illegal_moves(Color::Black), 1);
    let g = read("fide2001-in-progress");
    assert_eq!(g.setup().edition, Edition::Fide2001);
    assert!(g.outcome().is_none() && g.pending_offer().is_some());
    let g = read("fide1997-checkmate");
    assert_eq!(g.setup().edition, Edition::Fide1997);
    assert_eq!(g.outcome().map(|o| o.reason), Some(Reason::Checkmate));
    let g = read("chess960");
    assert!(g.position().is_chess960() && g.record()[0].mv.is_castle());
    assert!(read("adjourned").envelope().is_some());
    let g = read("over-the-board-unrecorded-approved");
    assert!(g.signed_off() && !g.unrecorded().is_empty());
    assert!(g.approved(Color::White) && g.approved(Color::Black));
    let g = read("penalties-and-take-backs");
    assert!(g.pending_take_back().is_some());
    assert!(read("referred-claim").referred_claim().is_some());
    let g = read("arbiter-lock");
    let unknown: Vec<bool> = g
        .log()
        .map(|n| match &n.kind {
            NoteKind::PinRefused { at } => at.is_none(),
            NoteKind::LeftApp { at, .. } => at.is_none(),
            _ => false,
        })
        .collect();
    assert_eq!(unknown, [true, true, false]);
    assert!(fixture("arbiter-lock").contains("\"n\":[null]"));
    let g = read("arbiter-lock-away");
    assert_eq!(
        g.setup()
            .arbiter_lock
            .as_ref()
            .and_then(|l| l.away_limit_s()),
        Some(30)
    );
    let returns: Vec<(u64, bool)> = g
        .log()
        .filter_map(|n| match n.kind {
            NoteKind::ReturnedToApp { away_ms, held, .. } => Some((away_ms, held)),
            _ => None,
        })
        .collect();
    assert_eq!(returns, [(45_000, true), (5_000, false)]);
    assert!(!g.is_held() && g.away_since() == Some(60_000));
}

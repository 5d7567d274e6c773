//! PGN export and import.
//!
//! # Conventions
//!
//! * Export follows the PGN standard's export format: the seven-tag roster
//!   first (`Event`, `Site`, `Date`, `Round`, `White`, `Black`, `Result`),
//!   then `TimeControl` (the clock crate's notation), `SetUp`/`FEN` for a
//!   non-standard start, `Termination` (the standard's values: `normal`,
//!   `time forfeit`, `rules infraction`, `adjudication`), then this crate's
//!   own tags where they differ from the defaults: `Reason` (the words of
//!   [`Reason::describe`](crate::Reason::describe), so that import restores
//!   the exact reason), `Laws` (`FIDE 2023`, always written) and `Mode`
//!   (`strict`), `Device` (the name the arbiter gave the device at setup,
//!   when given), and any other tags the game carries. Lines are at most 79
//!   characters.
//! * **The edition a game is read under** ([`PgnGame::edition`]): its
//!   `Laws` tag (`FIDE 2023`, `2001`, …); a Chess960 game is a 2023 game
//!   (Guidelines II). A game read from a file ([`TimedGame::from_pgn`],
//!   [`TimedGame::from_pgn_all`], [`TimedGame::from_pgn_game`]) without a readable
//!   `Laws` tag is read under the nearest edition implemented for its
//!   `Date` ([`edition_for_pgn_date`](crate::edition_for_pgn_date)): 2023 from 1 July 2014 (fivefold
//!   repetition and 75 moves have ended games by themselves since the 2014
//!   Laws) and when the date or its year is missing, 2001 from 1 July 2001,
//!   1997 before; a known year with an unknown month or day counts as
//!   1 July. A game Rochade stored itself (a save, an archive entry) is read
//!   back with [`TimedGame::from_stored_pgn_game`]: without a `Laws` tag it was
//!   written when the 2001 edition was the default and not written down, so
//!   it stays a 2001 game ([`Edition::LEGACY`]), whatever its date.
//! * **Games end where their edition ends them**, on import as in play: at
//!   mate or stalemate (Art. 5.1.1, 5.2.1), at a dead position (Art.
//!   5.2.2), and under the 2023 Laws at the fifth occurrence of a position
//!   or after 75 moves of each player without a pawn move or a capture
//!   (2023 Art. 9.6.1, 9.6.2). A move after such an end is refused
//!   ([`BadMoveReason::AfterTheEnd`]).
//! * Clock readings: `{[%clk h:mm:ss]}` after each move, the mover's
//!   remaining time after the move; when it is not a whole number of
//!   seconds, tenths are added (`[%clk 0:02:58.4]`, as chess.com writes),
//!   rounded up like the clock's display, so a time that is not zero never
//!   shows as zero. Import reads `h:mm:ss`, `m:ss`, and up to three decimals.
//! * **Draw offers** are written `(=)` at the start of the comment after
//!   the move with which the offer was made: `e5 {(=) [%clk 1:29:58]}`.
//!   `(=)` is the Laws' own symbol (Art. 9.2, Appendix E.12), so a human
//!   reads it as on a paper scoresheet; inside a comment every PGN reader
//!   ignores it safely (a bare `(=)` in movetext would open a variation,
//!   and there is no NAG for a draw offer). Import recognises `(=)`
//!   anywhere in a comment after a move and restores the mark; an offer
//!   after the last move of an unfinished game is restored as standing.
//! * Claims, penalties and decisions are written as comments after the
//!   half-move at which they happened and come back as notes.
//! * Import is lenient: move numbers may be missing or glued to moves,
//!   moves may be in FIDE style (`0-0`, `e8Q`) or other languages,
//!   variations are skipped, `%` escape lines and `;` comments are ignored,
//!   a file may hold many games, and an error points at line and column.
//! * **Chess960** (2023 Guidelines II): export writes `[Variant "Chess960"]`,
//!   `[SetUp "1"]` and the start position's X-FEN in `[FEN …]`. Import
//!   takes a `Variant` tag spelled `Chess960`, `Fischerandom`,
//!   `fischerandom`, `Chess 960`, `960` (case, spaces, `-` and `_` aside),
//!   before or after the `FEN` tag, whose castling field may be X-FEN or
//!   Shredder-FEN; the game is read under the 2023 Laws.
//! * A game whose `Variant` tag names other rules (Crazyhouse, Three-check,
//!   …, see [`Variant`]) is refused at that tag with
//!   [`PgnErrorKind::UnsupportedVariant`], in whatever order its tags
//!   come; `Standard` and lichess's `From Position` are standard chess.

mod read;
mod variant;
mod write;

pub use read::{
    BadMoveReason, GameReader, PgnError, PgnErrorKind, PgnGame, PgnMove, Pos, ReadGame, TagError,
    read_games,
};
pub use rochade_laws::escape_tag_value;
pub use variant::Variant;

use rochade_clock::{Side, TimeControl};
use rochade_laws::{Color, LawsGame, ReplayRefusal};

use crate::game::{new_clock, set_clock_turn};
use crate::{
    Computer, DrawOffer, Edition, GameResult, GameSetup, Mode, Note, NoteKind, Outcome, Reason,
    RecordedMove, ReferredClaim, TimedGame,
};

/// Tags this crate writes and reads itself; others are kept in
/// [`GameSetup::tags`].
const KNOWN: [&str; 21] = [
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "TimeControl",
    "SetUp",
    "FEN",
    "Termination",
    "Reason",
    "Laws",
    "Mode",
    "Referred",
    "FinalPosition",
    "Approved",
    "ArbiterLock",
    "LogSeal",
    "ClockState",
    "Device",
];

/// A character of a tag's name, read and written alike: PGN's letters,
/// digits and underscore (PGN standard 8.1.1) and the hyphen, and, so that
/// a file written by a program that names its tags in another script is
/// read and its tags written back, any character beyond ASCII that is seen.
pub(crate) fn is_tag_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '-' || rochade_laws::visible_beyond_ascii(c)
}

/// A reader's note on one half-move, outside the game's record: an
/// analysis's glyph and comment.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotation {
    /// A numeric annotation glyph (PGN standard 10: 2 a mistake, 4 a
    /// blunder, 6 dubious).
    pub nag: Option<u8>,
    /// A comment's text, without braces (`[%eval 0.35]`).
    pub comment: Option<String>,
}

impl TimedGame {
    /// The game in PGN export format (see the [module docs](crate::pgn)).
    pub fn to_pgn(&self) -> String {
        write::write_game(self, &[])
    }

    /// The game in PGN export format with a reader's annotations, one per
    /// half-move in order (fewer: the rest have none): each move's glyph
    /// after it, its comment first in the move's comment, before the
    /// record's own (`{[%eval 0.35] [%clk 0:14:59]}`, as lichess writes
    /// them). They are not part of the game's record.
    ///
    /// ```
    /// use rochade_arbiter::{Annotation, Event, GameSetup, TimedGame};
    /// let mut game = TimedGame::new(GameSetup::default())?;
    /// for mv in ["f3", "e5", "g4", "Qh4#"] {
    ///     game.apply(Event::Move { mv: mv.into(), offer_draw: false }, 0)?;
    /// }
    /// let marked = Annotation { nag: Some(4), comment: Some("[%eval #-1]".into()) };
    /// let pgn = game.to_pgn_annotated(&[Annotation::default(), Annotation::default(), marked]);
    /// assert!(pgn.contains("1. f3 e5 2. g4 $4 {[%eval #-1]} 2... Qh4# 0-1"), "{pgn}");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_pgn_annotated(&self, annotations: &[Annotation]) -> String {
        write::write_game(self, annotations)
    }

    /// Reads the first game of a PGN text.
    ///
    /// # Errors
    ///
    /// A [`PgnError`] with line and column.
    ///
    /// ```
    /// use rochade_arbiter::{TimedGame, GameResult, Reason};
    /// let game = TimedGame::from_pgn("1. f3 e5 2. g4 Qh4# 0-1")?;
    /// assert_eq!(game.outcome().map(|o| o.reason), Some(Reason::Checkmate));
    /// let again = TimedGame::from_pgn(&game.to_pgn())?;
    /// assert_eq!(again.to_pgn(), game.to_pgn());
    /// # Ok::<(), rochade_arbiter::pgn::PgnError>(())
    /// ```
    pub fn from_pgn(text: &str) -> Result<TimedGame, PgnError> {
        match read_games(text).into_iter().next() {
            Some(g) => TimedGame::from_pgn_game(&g?),
            None => Err(PgnError {
                pos: Pos { line: 1, column: 1 },
                kind: PgnErrorKind::NoGame,
            }),
        }
    }

    /// Reads every game of a PGN text; each is a game or its first error.
    /// Each game is read under its `Laws` tag or, without one, under the
    /// edition of its `Date` ([`PgnGame::edition`]).
    ///
    /// ```
    /// use rochade_arbiter::{Edition, TimedGame, Reason};
    /// let moves = "1. Nf3 Nf6 2. Ng1 Ng8 ".repeat(4);
    /// let games = TimedGame::from_pgn_all(&format!("[Date \"2024.05.01\"]\n\n{moves}*"));
    /// let game = games[0].as_ref().unwrap();
    /// assert_eq!(game.setup().edition, Edition::Fide2023);
    /// // 2023 Art. 9.6.1: the fifth occurrence ends the game.
    /// assert_eq!(game.outcome().map(|o| o.reason), Some(Reason::FivefoldRepetition));
    /// ```
    pub fn from_pgn_all(text: &str) -> Vec<Result<TimedGame, PgnError>> {
        read_games(text)
            .into_iter()
            .map(|g| g.and_then(|g| TimedGame::from_pgn_game(&g)))
            .collect()
    }

    /// Builds a game that Rochade stored itself (a save, an archive entry)
    /// from its [`PgnGame`]: as [`TimedGame::from_pgn_game`], but a game without
    /// a `Laws` tag keeps the edition it was stored under, 2001
    /// ([`Edition::LEGACY`]), whatever its `Date`.
    ///
    /// # Errors
    ///
    /// As [`TimedGame::from_pgn_game`].
    ///
    /// ```
    /// use rochade_arbiter::{Edition, TimedGame};
    /// use rochade_arbiter::pgn::read_games;
    /// let pgn = read_games("[Date \"2022.10.01\"]\n\n1. e4 *").remove(0).unwrap();
    /// assert_eq!(TimedGame::from_stored_pgn_game(&pgn)?.setup().edition, Edition::Fide2001);
    /// assert_eq!(TimedGame::from_pgn_game(&pgn)?.setup().edition, Edition::Fide2023);
    /// # Ok::<(), rochade_arbiter::pgn::PgnError>(())
    /// ```
    pub fn from_stored_pgn_game(pgn: &PgnGame) -> Result<TimedGame, PgnError> {
        TimedGame::read_pgn_game(pgn, pgn.stored_edition(), true)
    }

    /// Builds a game from a [`PgnGame`] read from a file, checking every
    /// move, under the edition of its `Laws` tag or, without one, of its
    /// `Date` ([`PgnGame::edition`]). The game ends where that edition ends
    /// it (see the [module docs](crate::pgn)).
    ///
    /// The clock (if the `TimeControl` tag names one) is set from the last
    /// `[%clk]` of each side and left paused: send
    /// [`Event::Resume`](crate::Event::Resume) to play on.
    ///
    /// # Errors
    ///
    /// A [`PgnError`] at the first illegal move, for a bad `FEN` tag, or
    /// for a `Variant` tag naming other rules than standard chess.
    pub fn from_pgn_game(pgn: &PgnGame) -> Result<TimedGame, PgnError> {
        TimedGame::read_pgn_game(pgn, pgn.edition(), false)
    }

    /// Builds a game from `pgn` under `edition` (a Chess960 game under
    /// 2023 whatever it says).
    fn read_pgn_game(pgn: &PgnGame, edition: Edition, stored: bool) -> Result<TimedGame, PgnError> {
        // The reader refuses a variant at its tag; a game built by hand is
        // refused here, at its start.
        let variant = pgn.variant();
        if !variant.is_supported() {
            let name = pgn
                .tags
                .iter()
                .filter(|(n, _)| read::is_variant_tag(n))
                .map(|(_, v)| v.trim())
                .find(|v| Variant::from_tag(v) == variant)
                .unwrap_or_default()
                .to_owned();
            return Err(PgnError {
                pos: pgn.pos,
                kind: PgnErrorKind::UnsupportedVariant { name, variant },
            });
        }
        let mut setup = GameSetup {
            time_control: TimeControl::Unknown,
            edition,
            ..GameSetup::default()
        };
        let mut fen = None;
        for (name, value) in &pgn.tags {
            let v = value.clone();
            match name.as_str() {
                "Event" => setup.event = v,
                "Site" => setup.site = v,
                "Date" => setup.date = v,
                "Round" => setup.round = v,
                "Device" => setup.device = v,
                "White" => setup.white = v,
                "Black" => setup.black = v,
                "TimeControl" => {
                    setup.time_control = v.parse().unwrap_or(TimeControl::Unknown);
                    if setup.time_control.validate().is_err() && setup.time_control.is_timed() {
                        setup.time_control = TimeControl::Unknown;
                    }
                }
                "FEN" => fen = Some(v),
                "Variant" | "variant" if Variant::from_tag(&v) == Variant::Chess960 => {
                    setup.chess960 = true;
                }
                "Mode" => {
                    if v.eq_ignore_ascii_case("strict") {
                        setup.mode = Mode::Strict;
                    }
                }
                n if KNOWN.contains(&n) => {}
                _ => setup.tags.push((name.clone(), v)),
            }
        }
        // A game against Rochade's engine goes on against it when loaded;
        // another program's game is only a record.
        // Another program's tag stays a tag, written back on export.
        let program = setup
            .tags
            .iter()
            .enumerate()
            .find_map(|(i, (name, value))| {
                let (side, player) = match name.as_str() {
                    "WhiteType" => (Color::White, &setup.white),
                    "BlackType" => (Color::Black, &setup.black),
                    _ => return None,
                };
                value
                    .eq_ignore_ascii_case("program")
                    .then(|| Computer::from_name(side, player).map(|c| (i, c)))
                    .flatten()
            });
        if let Some((i, computer)) = program {
            setup.tags.remove(i);
            setup.computer = Some(computer);
        }
        setup.fen = fen;
        if setup.chess960 {
            // Chess960 is in the Laws from 2023 on (Guidelines II).
            setup.edition = Edition::Fide2023;
        }
        let start = setup.start_position().map_err(|e| PgnError {
            pos: pgn.pos,
            kind: PgnErrorKind::BadFen(e),
        })?;
        let clock = new_clock(&setup, start.turn()).map_err(|e| PgnError {
            pos: pgn.pos,
            kind: PgnErrorKind::BadSetup(e),
        })?;
        let mut game = TimedGame::assemble(setup, start, clock);
        game.started = !pgn.moves.is_empty();
        game.notes = pgn
            .comments
            .iter()
            .map(|c| Note {
                ply: 0,
                kind: NoteKind::Comment(c.clone()),
            })
            .collect();
        // Every move checked, the game ending where its edition ends it,
        // as in play (the dead position decided for the whole game at once).
        let sans: Vec<&str> = pgn.moves.iter().map(|m| m.san.as_str()).collect();
        let laws = LawsGame::replay(game.setup.edition, game.laws.start().clone(), &sans).map_err(
            |e| {
                let reason = match e.reason {
                    ReplayRefusal::Move(e) => BadMoveReason::Move(e),
                    ReplayRefusal::AfterTheEnd => BadMoveReason::AfterTheEnd,
                };
                let (pos, text) = pgn
                    .moves
                    .get(e.index)
                    .map_or((pgn.pos, String::new()), |m| (m.pos, m.san.clone()));
                PgnError {
                    pos,
                    kind: PgnErrorKind::BadMove { text, reason },
                }
            },
        )?;
        for (ply, m) in laws.plies().iter().zip(&pgn.moves) {
            game.record.push(RecordedMove {
                mv: ply.mv,
                san: ply.before.san(&ply.mv),
                before: ply.before.clone(),
                clock_ms: m.clock_ms.filter(|_| game.clock.is_some()),
                move_ms: None,
                draw_offer: m.draw_offer,
                sealed: false,
            });
            for c in &m.comments {
                game.notes.push(Note {
                    ply: game.record.len(),
                    kind: NoteKind::Comment(c.clone()),
                });
            }
        }
        let board = Outcome::of_laws_game(&laws);
        game.laws = laws;
        if stored {
            // Only Rochade's own archive brings a lock back: a file from
            // elsewhere could otherwise lock the device with a PIN no one
            // here knows.
            game.setup.arbiter_lock = pgn
                .tag("ArbiterLock")
                .and_then(crate::ArbiterLock::from_tag);
            game.lock.seals = pgn
                .tag("LogSeal")
                .and_then(crate::Seal::from_tag)
                .into_iter()
                .collect();
        }
        game.outcome = import_outcome(pgn, board);
        if game.outcome.is_none() {
            game.quickplay.referred = pgn.tag("Referred").and_then(ReferredClaim::from_tag);
        }
        restore_clock(&mut game);
        if stored && game.setup.is_locked() && game.outcome.is_none() {
            if let Some(state) = pgn.tag("ClockState") {
                restore_clock_state(&mut game, state);
            }
        }
        // 2023 Art. 8.7: who approved the result, as written.
        if let (Some(_), Some(v)) = (game.outcome, pgn.tag("Approved")) {
            game.recording.approved = Color::ALL.map(|c| v.contains(c.fold("White", "Black")));
        }
        if game.outcome.is_none() {
            if let Some(last) = game.record.last().filter(|r| r.draw_offer) {
                game.offers.standing = Some(DrawOffer {
                    by: last.side(),
                    at_ply: game.record.len() - 1,
                    from_claim: false,
                });
            }
        }
        Ok(game)
    }
}

impl PgnGame {
    /// The edition of its `Laws` tag, if it has one that names an edition.
    pub fn laws_tag(&self) -> Option<Edition> {
        self.tag("Laws").and_then(|v| v.parse().ok())
    }

    /// The edition a game read from a file is read under: a Chess960 game's
    /// is 2023 (Guidelines II); otherwise its `Laws` tag's or, without one,
    /// the edition in force on its `Date` ([`edition_for_pgn_date`](crate::edition_for_pgn_date)). The
    /// one rule for every reader of PGN files (the page's import, its
    /// worker, the npm package).
    ///
    /// ```
    /// use rochade_arbiter::Edition;
    /// use rochade_arbiter::pgn::read_games;
    /// let read = |t: &str| read_games(t).remove(0).unwrap().edition();
    /// assert_eq!(read("[Date \"1999.10.02\"]\n\n1. e4 *"), Edition::Fide1997);
    /// assert_eq!(read("[Date \"1999.10.02\"]\n[Laws \"FIDE 2023\"]\n\n1. e4 *"), Edition::Fide2023);
    /// assert_eq!(read("1. e4 *"), Edition::Fide2023);
    /// ```
    pub fn edition(&self) -> Edition {
        if self.variant() == Variant::Chess960 {
            return Edition::Fide2023;
        }
        self.laws_tag()
            .unwrap_or_else(|| crate::edition_for_pgn_date(self.tag("Date")))
    }

    /// The edition of a game Rochade stored itself: its `Laws` tag's, or
    /// 2001 ([`Edition::LEGACY`]) for one stored before the 2023 default
    /// was written down.
    fn stored_edition(&self) -> Edition {
        self.laws_tag().unwrap_or(Edition::LEGACY)
    }
}

/// The outcome from the board (`board`: the final position's mate,
/// stalemate or dead position), the result token and the tags.
fn import_outcome(pgn: &PgnGame, board: Option<Outcome>) -> Option<Outcome> {
    if board.is_some() {
        return board;
    }
    let result_text = pgn
        .result
        .as_deref()
        .filter(|r| *r != "*")
        .or_else(|| pgn.tag("Result"))?;
    let result: GameResult = result_text.parse().ok()?;
    let reason = pgn
        .tag("Reason")
        .and_then(Reason::from_description)
        .unwrap_or_else(|| {
            let time = pgn
                .tag("Termination")
                .is_some_and(|t| t.eq_ignore_ascii_case("time forfeit"));
            match (result, time) {
                (GameResult::Draw, true) => Reason::FlagFallOpponentCannotMate,
                (GameResult::Draw, false) => Reason::Agreement,
                (_, true) => Reason::FlagFall,
                (_, false) => Reason::Resignation,
            }
        });
    Some(Outcome { result, reason })
}

/// Sets an imported game's clock: started, each side's move count, the
/// last recorded times, paused at instant 0.
/// The clock of a locked game as the archive kept it (the `ClockState`
/// tag: when, both sides' time then, who was running): running again
/// from then, so that the time since is the player to move's. A tag that
/// is not one is passed over: the `%clk` times stand.
fn restore_clock_state(game: &mut TimedGame, state: &str) {
    let Some(clock) = &mut game.clock else {
        return;
    };
    let words: Vec<&str> = state.split_whitespace().collect();
    let [at, white, black, running] = words.as_slice() else {
        return;
    };
    let (Ok(at), Ok(white), Ok(black)) = (at.parse(), white.parse(), black.parse()) else {
        return;
    };
    let running = match *running {
        "w" => Some(Side::White),
        "b" => Some(Side::Black),
        _ => None,
    };
    if clock.last_ms() > at {
        return;
    }
    let _ = clock.set_remaining(Side::White, white, at);
    let _ = clock.set_remaining(Side::Black, black, at);
    if let Some(side) = running {
        if side == clock.to_move() {
            let _ = clock.resume(at);
        }
    }
    // The app was away from the game since it was archived: a return
    // counts the time away from then (and the lock's limit holds play).
    game.lock.away_since_ms = Some(at);
}

fn restore_clock(game: &mut TimedGame) {
    let Some(clock) = &mut game.clock else {
        return;
    };
    let turn = Side::from(game.laws.position().turn());
    let moves = [Color::White, Color::Black]
        .map(|c| game.record.iter().filter(|r| r.side() == c).count() as u32);
    if game.record.is_empty() {
        return;
    }
    let mut times = Side::ALL.map(|s| clock.remaining(s, 0));
    for r in &game.record {
        if let Some(ms) = r.clock_ms {
            times[Side::from(r.side()).index()] = ms;
        }
    }
    let _ = clock.start(0);
    let _ = clock.pause(0);
    let _ = set_clock_turn(clock, turn, moves, 0);
    for s in Side::ALL {
        let _ = clock.set_remaining(s, times[s.index()], 0);
    }
}

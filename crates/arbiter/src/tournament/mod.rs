//! A round from the pairing program: the players and pairings of a
//! tournament, read from the files a pairing program writes, to set up a
//! board's game.
//!
//! Three kinds of file are read, each recognised by its first line:
//!
//! * **TRF-16**, FIDE's Tournament Report File ([`trf`] has the columns):
//!   the event, its city and dates, and the players (starting rank, name,
//!   FIDE number, rating). A round a player is paired in without a result
//!   yet is a round to play.
//! * **A pairing list** as bbpPairings and JaVaFo write it (`-p`): the
//!   number of pairs on the first line, then one `white black` pair of
//!   starting ranks a line, `0` for the pairing-allocated bye. It pairs the
//!   round after the TRF's last played round; the boards are numbered in
//!   the list's order, the bye takes none.
//! * **A CSV** of `board,white,black` (`;` also separates), with an
//!   optional header naming those columns and, if it likes, a `round`
//!   column. A player is a starting rank of the TRF or a name (a name found
//!   in the TRF brings its FIDE number and rating). Without a `round`
//!   column the rows pair the round after the TRF's last played round (the
//!   first round without a TRF).
//!
//! TRF-16 has no board numbers: a round read from the TRF's round columns
//! is numbered as pairing programs print it, by the pair's higher score,
//! then its better-ranked player (the lower starting rank).
//!
//! A pairing list or CSV replaces what the TRF says of the same round: it
//! is the pairing program's later word.
//!
//! ```
//! use rochade_arbiter::GameSetup;
//! use rochade_arbiter::tournament::Tournament;
//!
//! let trf = "012 Club evening\n\
//! 001    1 m    Anders, Anna                      1850 GER     4600001 1990/01/01  0.0    1\n\
//! 001    2 w    Berg, Bella                       1790 GER     4600002 1991/01/01  0.0    2\n";
//! let t = Tournament::read(&[("club.trf", trf), ("pairs.txt", "1\n2 1\n")])?;
//! let facts = t.facts(1, 1).unwrap();
//! let mut setup = GameSetup::default();
//! facts.apply(&mut setup);
//! assert_eq!((setup.white.as_str(), setup.black.as_str()), ("Berg, Bella", "Anders, Anna"));
//! assert_eq!(setup.round, "1");
//! assert!(setup.tags.contains(&("WhiteElo".into(), "1790".into())));
//! # Ok::<(), rochade_arbiter::tournament::TournamentError>(())
//! ```

mod error;
mod lists;
mod model;
mod results;
mod text;
pub mod trf;
mod write;

use std::collections::BTreeMap;

pub use error::{Field, Problem, TournamentError};
pub use model::{Bye, Pairing, Player, Round, Source, Tournament};
pub use results::{Entry, Mismatch, RoundGame, RoundResults};
pub use text::Encoding;
pub use write::{BoardResult, RoundEntry};

use crate::GameSetup;

/// What a board's game takes from the tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameFacts {
    /// The event (PGN `Event`), empty if not known.
    pub event: String,
    /// The site (PGN `Site`), empty if not known.
    pub site: String,
    /// The day, PGN style: the round's date, or the event's if it lasts
    /// one day; `None` if the files do not tell.
    pub date: Option<String>,
    /// The round (PGN `Round`).
    pub round: u32,
    /// The board (PGN `Board`).
    pub board: u32,
    /// White (PGN `White`, `WhiteFideId`, `WhiteElo`).
    pub white: Player,
    /// Black (PGN `Black`, `BlackFideId`, `BlackElo`).
    pub black: Player,
}

impl GameFacts {
    /// Writes the facts into `setup`: event, site and date where known,
    /// round, both names, and the tags `Board`, `WhiteFideId`,
    /// `BlackFideId`, `WhiteElo` and `BlackElo` (replacing those it has).
    pub fn apply(&self, setup: &mut GameSetup) {
        if !self.event.is_empty() {
            setup.event.clone_from(&self.event);
        }
        if !self.site.is_empty() {
            setup.site.clone_from(&self.site);
        }
        if let Some(d) = &self.date {
            setup.date.clone_from(d);
        }
        setup.round = self.round.to_string();
        setup.white.clone_from(&self.white.name);
        setup.black.clone_from(&self.black.name);
        for (name, value) in self.tags() {
            setup.tags.retain(|(n, _)| *n != name);
            setup.tags.push((name.to_string(), value));
        }
    }

    /// The PGN tags beyond the seven-tag roster: `Board`, then the FIDE
    /// numbers and ratings that are known.
    pub fn tags(&self) -> Vec<(&'static str, String)> {
        let mut tags = vec![("Board", self.board.to_string())];
        for (p, id, elo) in [
            (&self.white, "WhiteFideId", "WhiteElo"),
            (&self.black, "BlackFideId", "BlackElo"),
        ] {
            if let Some(f) = &p.fide_id {
                tags.push((id, f.clone()));
            }
            if let Some(r) = p.rating {
                tags.push((elo, r.to_string()));
            }
        }
        tags
    }
}

/// What kind of file a text is.
enum Kind {
    Trf,
    List,
    Csv,
}

/// The kind of the file `text`: a TRF if a line starts with `012 ` or
/// `001 ` (whatever its first line holds: `012 Open, Berlin` is a TRF, and
/// TRF-2026 may open with a `###` comment), else by its first line that is
/// not blank: a number for a pairing list, a `,` or `;` for a CSV.
fn kind(file: &str, text: &str) -> Result<Kind, TournamentError> {
    if text::lines(text).any(|(l, _)| l.starts_with("012 ") || l.starts_with("001 ")) {
        return Ok(Kind::Trf);
    }
    let Some((i, first)) = text::lines(text)
        .enumerate()
        .map(|(i, (l, _))| (i, l.trim()))
        .find(|(_, l)| !l.is_empty())
    else {
        return Err(TournamentError::new(
            file,
            0,
            Field::File,
            Problem::NotATournamentFile,
        ));
    };
    if first.bytes().all(|b| b.is_ascii_digit()) {
        Ok(Kind::List)
    } else if first.contains([',', ';']) {
        Ok(Kind::Csv)
    } else if trf::is_trf_line(first) {
        Ok(Kind::Trf)
    } else {
        Err(TournamentError::new(
            file,
            i + 1,
            Field::File,
            Problem::NotATournamentFile,
        ))
    }
}

impl Tournament {
    /// Reads the `files` (name, text) together: at most one TRF, and any
    /// pairing lists and CSVs, in any order. The same as
    /// [`Tournament::read_bytes`] with the texts' UTF-8 bytes.
    ///
    /// # Errors
    ///
    /// As [`Tournament::read_bytes`].
    pub fn read(files: &[(&str, &str)]) -> Result<Tournament, TournamentError> {
        let bytes: Vec<(&str, &[u8])> = files.iter().map(|(n, t)| (*n, t.as_bytes())).collect();
        Tournament::read_bytes(&bytes)
    }

    /// Reads the `files` (name, bytes as chosen) together: at most one
    /// TRF, and any pairing lists and CSVs, in any order. Each file is
    /// UTF-8 (with or without a byte-order mark) or else Windows-1252
    /// ([`Encoding`]); its lines end with CR, LF or CRLF. The TRF's bytes
    /// are kept in [`Tournament::source`], to write the round back.
    ///
    /// # Errors
    ///
    /// The first file, line and field that cannot be read; or, if nothing
    /// pairs a round still to play, [`Problem::NoPairings`].
    pub fn read_bytes(files: &[(&str, &[u8])]) -> Result<Tournament, TournamentError> {
        let mut kinds = Vec::with_capacity(files.len());
        for (name, bytes) in files {
            let (text, encoding) = text::decode(bytes);
            kinds.push((kind(name, &text)?, *name, text, encoding, *bytes));
        }
        let mut t = Tournament::default();
        let mut the_trf: Option<trf::Trf> = None;
        for (_, name, text, encoding, bytes) in kinds.iter().filter(|k| matches!(k.0, Kind::Trf)) {
            if the_trf.is_some() {
                return Err(TournamentError::new(
                    name,
                    0,
                    Field::File,
                    Problem::SecondTrf,
                ));
            }
            the_trf = Some(trf::read(name, text)?);
            t.source = Some(Source {
                name: name.to_string(),
                bytes: bytes.to_vec(),
                encoding: *encoding,
            });
        }
        let mut rounds: BTreeMap<u32, Round> = BTreeMap::new();
        if let Some(f) = &the_trf {
            t.event.clone_from(&f.event);
            t.site.clone_from(&f.site);
            t.dates = (f.start.clone(), f.end.clone());
            t.round_dates.clone_from(&f.round_dates);
            t.players.clone_from(&f.players);
            rounds = lists::open_rounds(f);
        }
        let next = the_trf.as_ref().map_or(0, trf::Trf::last_played) + 1;
        for (k, name, text, _, _) in &kinds {
            let read = match k {
                Kind::Trf => continue,
                Kind::List => lists::pairing_list(name, text, the_trf.as_ref(), next)?,
                Kind::Csv => lists::csv(name, text, the_trf.as_ref(), next)?,
            };
            rounds.extend(read);
        }
        if rounds.is_empty() {
            let name = files.last().map_or("", |f| f.0);
            return Err(TournamentError::new(
                name,
                0,
                Field::File,
                Problem::NoPairings,
            ));
        }
        t.rounds = rounds.into_values().collect();
        Ok(t)
    }

    /// The players of the TRF neither on a board nor given a bye in
    /// `round`: absent, unless the arbiter says otherwise (TRF-2026: a
    /// blank result is the same as `Z`, the zero-point bye).
    pub fn absent(&self, round: u32) -> Vec<Player> {
        let Some(r) = self.round(round) else {
            return Vec::new();
        };
        self.players
            .iter()
            .filter(|p| {
                p.start.is_some()
                    && !r.byes.iter().any(|b| b.player.start == p.start)
                    && !r
                        .boards
                        .iter()
                        .any(|b| b.white.start == p.start || b.black.start == p.start)
            })
            .cloned()
            .collect()
    }

    /// The TRF file read, with round `round` written from `entries` (one a
    /// player, from [`RoundResults::round_entries`] or the arbiter) and,
    /// where the file has a `132` line, the round's `date` (PGN style):
    /// every other line and column, the encoding and the line endings as
    /// they were. The points column is counted by the file's own scoring
    /// (tag `162`, `BB?` lines, or 1, ½ and 0).
    ///
    /// # Errors
    ///
    /// No TRF was read ([`Problem::NeedsTrf`]); an entry's player is not
    /// in it, or its code is not TRF's.
    pub fn write_round(
        &self,
        round: u32,
        date: Option<&str>,
        entries: &[RoundEntry],
    ) -> Result<Vec<u8>, TournamentError> {
        let Some(s) = &self.source else {
            return Err(TournamentError::new("", 0, Field::File, Problem::NeedsTrf));
        };
        write::write_round(&s.name, &s.bytes, s.encoding, round, date, entries)
    }

    /// The round numbered `number`, if it has pairings.
    pub fn round(&self, number: u32) -> Option<&Round> {
        self.rounds.iter().find(|r| r.number == number)
    }

    /// What the game on `board` of `round` takes from the tournament.
    pub fn facts(&self, round: u32, board: u32) -> Option<GameFacts> {
        let pairing = self
            .round(round)?
            .boards
            .iter()
            .find(|p| p.board == board)?;
        let date = self
            .round_dates
            .get(&round)
            .cloned()
            .or_else(|| match &self.dates {
                (Some(first), None) => Some(first.clone()),
                (Some(first), Some(last)) if first == last => Some(first.clone()),
                _ => None,
            });
        Some(GameFacts {
            event: self.event.clone(),
            site: self.site.clone(),
            date,
            round,
            board,
            white: pairing.white.clone(),
            black: pairing.black.clone(),
        })
    }
}

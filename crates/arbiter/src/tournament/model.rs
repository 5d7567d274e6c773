//! The tournament as the files describe it: its players, rounds and
//! boards, and the TRF file it was read from.

use std::collections::BTreeMap;

use super::text::Encoding;

/// A player as the files name them.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Player {
    /// The starting rank (pairing number) in the TRF, if read from one.
    pub start: Option<u32>,
    /// The name, "Lastname, Firstname" as TRF and PGN write it.
    pub name: String,
    /// The FIDE number.
    pub fide_id: Option<String>,
    /// The FIDE rating.
    pub rating: Option<u32>,
}

/// A board of a round.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Pairing {
    /// The board number, from 1.
    pub board: u32,
    /// The player of the white pieces.
    pub white: Player,
    /// The player of the black pieces.
    pub black: Player,
}

/// A round's pairings.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Round {
    /// The round's number.
    pub number: u32,
    /// The boards, by number.
    pub boards: Vec<Pairing>,
    /// The players given a bye in this round, by the pairing list (`n 0`:
    /// the pairing-allocated bye) or by the TRF (a round column with no
    /// opponent and the code `H`, `F`, `U` or `Z`).
    #[serde(default)]
    pub byes: Vec<Bye>,
}

/// A player not paired on a board in a round, and the TRF code of why
/// (TRF-2026, the result codes of the player section): `H` half-point
/// bye, `F` full-point bye, `U` pairing-allocated bye, `Z` zero-point bye
/// (known absence).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Bye {
    /// The player.
    pub player: Player,
    /// `H`, `F`, `U` or `Z`.
    pub code: char,
}

/// The tournament the files describe. Serde's derives carry it from the
/// worker that reads the files to the page.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Tournament {
    /// The event's name (TRF `012`), empty if not given.
    pub event: String,
    /// Where (TRF `022`, the city), empty if not given.
    pub site: String,
    /// The event's first and last day, PGN style (TRF `042`, `052`).
    pub dates: (Option<String>, Option<String>),
    /// Each round's date, PGN style (TRF `132`).
    pub round_dates: BTreeMap<u32, String>,
    /// The players of the TRF, in its order.
    pub players: Vec<Player>,
    /// The rounds with pairings still to play, by number.
    pub rounds: Vec<Round>,
    /// The TRF file as read, to write the round's results back into it.
    #[serde(default)]
    pub source: Option<Source>,
}

/// A TRF file's bytes as chosen, and how they were read: part of the
/// tournament so that the round's results can be written back into the
/// same file, every other byte kept.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub struct Source {
    /// The file's name as given.
    pub name: String,
    /// The file's bytes.
    pub bytes: Vec<u8>,
    /// How its bytes were read (the form says when not UTF-8).
    pub encoding: Encoding,
}

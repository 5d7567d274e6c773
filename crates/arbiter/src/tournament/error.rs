//! Why a tournament file is refused: the file, its line and the field.

use core::fmt;

/// The field of a tournament file that is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Field {
    /// The whole file (its kind, or what it lacks).
    File,
    /// A TRF player line's starting rank number (columns 5–8).
    StartNumber,
    /// A TRF player line's name (columns 15–47).
    Name,
    /// A TRF player line's FIDE rating (columns 49–52).
    Rating,
    /// A TRF player line's FIDE number (columns 58–68).
    FideId,
    /// A TRF player line's opponent in a round (columns 92–95, +10 a round).
    Opponent {
        /// The round.
        round: u32,
    },
    /// A TRF player line's colour in a round (column 97, +10 a round).
    Colour {
        /// The round.
        round: u32,
    },
    /// A TRF player line's result in a round (column 99, +10 a round).
    Result {
        /// The round.
        round: u32,
    },
    /// A pairing list's first line: the number of pairs.
    PairCount,
    /// A CSV row's board number.
    Board,
    /// A CSV row's round number.
    Round,
    /// The white player of a pair or row.
    White,
    /// The black player of a pair or row.
    Black,
}

/// What is wrong with the field.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Problem {
    /// Not a tournament file Rochade reads (TRF-16, a pairing list, or a
    /// CSV of `board,white,black`).
    NotATournamentFile,
    /// The field is empty.
    Missing,
    /// Not a whole number (or out of its range): the text found.
    NotANumber(String),
    /// Not one of the codes the format allows: the text found.
    UnknownCode(String),
    /// No player of the TRF has this starting rank (or name).
    UnknownPlayer(String),
    /// Given twice: the text found.
    Duplicate(String),
    /// A pairing list whose first line says `said` pairs but has `found`.
    CountMismatch {
        /// The number on the first line.
        said: usize,
        /// The pairs that follow.
        found: usize,
    },
    /// Start numbers without a TRF file to look them up in.
    NeedsTrf,
    /// Two TRF files at once.
    SecondTrf,
    /// Nothing in the files pairs a round still to play.
    NoPairings,
}

/// A tournament file refused: where and why. `line` counts from 1; 0 is
/// the whole file. Serde's derives carry it from the worker that reads the
/// files to the page.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TournamentError {
    /// The file's name as given.
    pub file: String,
    /// The line, from 1 (0: the whole file).
    pub line: usize,
    /// The field.
    pub field: Field,
    /// What is wrong.
    pub problem: Problem,
}

impl TournamentError {
    pub(crate) fn new(file: &str, line: usize, field: Field, problem: Problem) -> TournamentError {
        TournamentError {
            file: file.to_string(),
            line,
            field,
            problem,
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::File => f.write_str("file"),
            Field::StartNumber => f.write_str("starting rank number"),
            Field::Name => f.write_str("name"),
            Field::Rating => f.write_str("FIDE rating"),
            Field::FideId => f.write_str("FIDE number"),
            Field::Opponent { round } => write!(f, "opponent in round {round}"),
            Field::Colour { round } => write!(f, "colour in round {round}"),
            Field::Result { round } => write!(f, "result in round {round}"),
            Field::PairCount => f.write_str("number of pairs"),
            Field::Board => f.write_str("board"),
            Field::Round => f.write_str("round"),
            Field::White => f.write_str("white"),
            Field::Black => f.write_str("black"),
        }
    }
}

impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "{}, line {}, {}: ", self.file, self.line, self.field)?;
        } else {
            write!(f, "{}: ", self.file)?;
        }
        match &self.problem {
            Problem::NotATournamentFile => {
                f.write_str("not a TRF file, a pairing list or a CSV of board,white,black")
            }
            Problem::Missing => f.write_str("empty"),
            Problem::NotANumber(t) => write!(f, "{t:?} is not a number"),
            Problem::UnknownCode(t) => write!(f, "{t:?} is not a code of the format"),
            Problem::UnknownPlayer(t) => write!(f, "no player {t:?} in the TRF file"),
            Problem::Duplicate(t) => write!(f, "{t:?} given twice"),
            Problem::CountMismatch { said, found } => {
                write!(f, "says {said} pairs, {found} follow")
            }
            Problem::NeedsTrf => f.write_str("start numbers need the TRF file with it"),
            Problem::SecondTrf => f.write_str("a second TRF file"),
            Problem::NoPairings => f.write_str("no round with pairings still to play"),
        }
    }
}

impl std::error::Error for TournamentError {}

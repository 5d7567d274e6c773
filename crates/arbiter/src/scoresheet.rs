//! The scoresheet (Art. 8.1, Appendix E): numbered moves in two columns,
//! the draw-offer mark `(=)`, optional clock times and the result.

use core::fmt;

use rochade_clock::DisplayOptions;
use rochade_laws::{Color, Notation};

use crate::{GameResult, ReferredClaim, TimedGame};

/// How to write the scoresheet: a view setting, not stored in the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScoresheetOptions {
    /// Notation and piece letters (default: FIDE style, English letters).
    pub notation: Notation,
    /// Write each mover's clock time after his move.
    pub clock_times: bool,
}

impl Default for ScoresheetOptions {
    fn default() -> ScoresheetOptions {
        ScoresheetOptions {
            notation: Notation::FIDE,
            clock_times: false,
        }
    }
}

/// One cell of the White or Black column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    /// The move in the chosen notation.
    pub text: String,
    /// A draw offer was made with this move: `(=)` (Appendix E.12).
    pub draw_offer: bool,
    /// The mover's clock after the move, `h:mm:ss` or `m:ss`.
    pub clock: Option<String>,
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)?;
        if self.draw_offer {
            f.write_str(" (=)")?;
        }
        if let Some(c) = &self.clock {
            write!(f, " {c}")?;
        }
        Ok(())
    }
}

/// One numbered row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The move number.
    pub number: u32,
    /// White's move (empty when the game starts with Black to move).
    pub white: Option<Cell>,
    /// Black's move.
    pub black: Option<Cell>,
}

/// A FIDE scoresheet as a value, with a text rendering (`Display`).
///
/// ```
/// use rochade_arbiter::{Event, TimedGame, GameSetup, ScoresheetOptions};
/// let mut game = TimedGame::new(GameSetup::new("Anna", "Bella"))?;
/// game.apply(Event::Move { mv: "e4".into(), offer_draw: false }, 0)?;
/// game.apply(Event::Move { mv: "e5".into(), offer_draw: true }, 0)?;
/// let sheet = game.scoresheet(&ScoresheetOptions::default());
/// assert_eq!(sheet.rows[0].black.as_ref().unwrap().to_string(), "e5 (=)");
/// assert!(sheet.to_string().contains("  1  e4"));
/// # Ok::<(), rochade_arbiter::GameError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scoresheet {
    /// Event name.
    pub event: String,
    /// Site.
    pub site: String,
    /// Date.
    pub date: String,
    /// Round.
    pub round: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The rows.
    pub rows: Vec<Row>,
    /// Remarks (claims, penalties, decisions), with their move numbers.
    pub notes: Vec<String>,
    /// The result, once the game is over.
    pub result: Option<GameResult>,
    /// Why the game ended.
    pub reason: Option<String>,
    /// A claim that concluded the game without an arbiter (2023 Guidelines
    /// III.6, 2001 Appendix D): the result is the designated arbiter's.
    pub referred: Option<ReferredClaim>,
    /// The final position as FEN, written down for such a claim ("the
    /// player must write down the final position", III.6.1).
    pub final_position: Option<String>,
}

impl Scoresheet {
    /// The scoresheet of `game`.
    pub fn of(game: &TimedGame, options: &ScoresheetOptions) -> Scoresheet {
        let setup = game.setup();
        let mut rows: Vec<Row> = Vec::new();
        let display = DisplayOptions::new().with_tenths_below(0);
        for r in game.record() {
            let cell = Cell {
                text: r.write(&options.notation),
                draw_offer: r.draw_offer,
                clock: if options.clock_times {
                    r.clock_ms
                        .map(|ms| rochade_clock::format_time(ms, &display))
                } else {
                    None
                },
            };
            let number = r.number();
            match r.side() {
                Color::White => rows.push(Row {
                    number,
                    white: Some(cell),
                    black: None,
                }),
                Color::Black => match rows.last_mut() {
                    Some(row) if row.number == number && row.black.is_none() => {
                        row.black = Some(cell);
                    }
                    _ => rows.push(Row {
                        number,
                        white: None,
                        black: Some(cell),
                    }),
                },
            }
        }
        let notes = game
            .notes()
            .iter()
            .map(|n| {
                let label = ply_label(game, n.ply);
                format!("{label} {}", n.kind.english(game.setup().edition))
            })
            .collect();
        Scoresheet {
            event: setup.event.clone(),
            site: setup.site.clone(),
            date: setup.date.clone(),
            round: setup.round.clone(),
            white: setup.white.clone(),
            black: setup.black.clone(),
            rows,
            notes,
            result: game.outcome().map(|o| o.result),
            reason: game.outcome().map(|o| o.reason.describe().to_owned()),
            referred: game.referred_claim(),
            final_position: game.referred_claim().map(|_| game.position().to_fen()),
        }
    }
}

/// The move number and `.`/`...` of the half-move after which `ply`
/// half-moves have been played.
fn ply_label(game: &TimedGame, ply: usize) -> String {
    match ply.checked_sub(1).and_then(|i| game.record().get(i)) {
        Some(r) if r.side() == Color::White => format!("{}.", r.number()),
        Some(r) => format!("{}...", r.number()),
        None => "Before the first move:".to_owned(),
    }
}

impl fmt::Display for Scoresheet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Event: {}   Site: {}", self.event, self.site)?;
        writeln!(f, "Date: {}   Round: {}", self.date, self.round)?;
        writeln!(f, "White: {}", self.white)?;
        writeln!(f, "Black: {}", self.black)?;
        let cells: Vec<(String, String)> = self
            .rows
            .iter()
            .map(|r| {
                (
                    r.white.as_ref().map_or_else(String::new, Cell::to_string),
                    r.black.as_ref().map_or_else(String::new, Cell::to_string),
                )
            })
            .collect();
        let width = cells
            .iter()
            .map(|(w, _)| w.chars().count())
            .max()
            .unwrap_or(0)
            .max(5);
        writeln!(f, "{:>3}  {:<width$}  Black", "", "White")?;
        for (row, (w, b)) in self.rows.iter().zip(&cells) {
            let w = if row.white.is_none() { "..." } else { w };
            let line = format!("{:>3}  {:<width$}  {}", row.number, w, b);
            writeln!(f, "{}", line.trim_end())?;
        }
        for n in &self.notes {
            writeln!(f, "Note: {n}")?;
        }
        if let Some(fen) = &self.final_position {
            writeln!(f, "Final position: {fen}")?;
        }
        if self.referred.is_some() {
            return writeln!(f, "Result: * (claimed; for the designated arbiter)");
        }
        match (self.result, &self.reason) {
            (Some(r), Some(why)) => writeln!(f, "Result: {} ({why})", r.scoresheet()),
            (Some(r), None) => writeln!(f, "Result: {}", r.scoresheet()),
            _ => writeln!(f, "Result: *"),
        }
    }
}

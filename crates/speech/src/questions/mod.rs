//! The questions a blind player asks about a position, answered as facts
//! (squares, pieces, colours, moves): the app words them in the player's
//! languages. Each is a pure function of a [`rochade_laws::Position`], so
//! it answers the live position and a reviewed one alike.
//!
//! * [`attackers`]: the pieces of a side that attack a square, pinned ones
//!   marked (2023 Art. 3.1.2, 3.1.3).
//! * [`in_danger`]: a side's pieces attacked and not defended, or attacked
//!   by a piece of lower value.
//! * [`ray`]: the squares from a square outwards to the first piece, in one
//!   of eight [`Direction`]s.
//! * [`movers_to`], [`captures`]: the pieces that can go to a square, the
//!   captures among the legal moves (Art. 3).
//! * [`last_capture`]: the last capture of a game's moves.

mod attackers;
mod danger;
mod reach;
mod scan;

pub use attackers::{Attacker, attackers, is_pinned};
pub use danger::{Danger, Why, in_danger, value};
pub use reach::{Mover, captures, last_capture, movers_to};
pub use scan::{Direction, ray};

#[cfg(test)]
mod oracle;

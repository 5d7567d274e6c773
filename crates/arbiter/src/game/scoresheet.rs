//! The rules of scoresheet applied to a game: see [`crate::scoresheet`].

use crate::Game;
use crate::scoresheet::{Scoresheet, ScoresheetOptions};

impl Game {
    /// The scoresheet, written in `options`' notation.
    pub fn scoresheet(&self, options: &ScoresheetOptions) -> Scoresheet {
        Scoresheet::of(self, options)
    }
}

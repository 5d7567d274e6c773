//! The rules of scoresheet applied to a game: see [`crate::scoresheet`].

use crate::TimedGame;
use crate::scoresheet::{Scoresheet, ScoresheetOptions};

impl TimedGame {
    /// The scoresheet, written in `options`' notation.
    pub fn scoresheet(&self, options: &ScoresheetOptions) -> Scoresheet {
        Scoresheet::of(self, options)
    }
}

//! The rules of touch applied to a game: see [`crate::touch`].

use crate::touch::{Touch, TouchRuling, touch_ruling};

impl crate::TimedGame {
    /// The touched-piece ruling in this game's position and edition, for
    /// strict games (casual games keep free selection: do not call it).
    /// Once the game is over or adjourned nothing is allowed.
    ///
    /// ```
    /// use rochade_arbiter::{TimedGame, GameSetup, Mode, Touch};
    /// use rochade_laws::{Square, parse_move};
    /// let game = TimedGame::new(GameSetup::new("Anna", "Bella").with_mode(Mode::Strict))?;
    /// let r = game.touch_ruling(&[Touch::Piece(Square::G1)]);
    /// let e4 = parse_move(game.position(), "e4").unwrap();
    /// assert_eq!(r.check(&e4).unwrap_err().article.to_string(), "Art. 4.3.1");
    /// # Ok::<(), rochade_arbiter::GameError>(())
    /// ```
    pub fn touch_ruling(&self, touches: &[Touch]) -> TouchRuling {
        let mut r = touch_ruling(self.laws.position(), self.setup.edition, touches);
        if self.is_over() || self.adjournment.envelope.is_some() {
            r.allowed.clear();
        }
        r
    }
}

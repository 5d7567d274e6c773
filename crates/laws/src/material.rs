//! Dead positions (Art. 5.2 b) and mating possibilities (Art. 6.9); the
//! analysis itself is in `winnable.rs`.

use crate::{Color, Position};

impl Position {
    /// Whether `color` can checkmate the opponent by some series of legal
    /// moves (2001 Art. 5.2 b and 6.9; 2023 Art. 5.2.2 and 6.9): `false` only
    /// where that is proven. This is [`Position::winnable_quick`]: the
    /// position, the material and the blockade analysis, then a short
    /// exhaustive search (at most 0.8 ms or so) where few moves are possible
    /// and no pawn of `color` can step; where that does not
    /// settle the question the answer is `true` (a draw declared wrongly
    /// would take a win away).
    ///
    /// ```
    /// use rochade_laws::{Color, Position};
    /// let kn_k = Position::from_fen("8/8/4k3/8/8/2N5/8/4K3 w - - 0 1").unwrap();
    /// assert!(!kn_k.can_checkmate(Color::White));
    /// let kp_k = Position::from_fen("8/8/4k3/8/8/2P5/8/4K3 w - - 0 1").unwrap();
    /// assert!(kp_k.can_checkmate(Color::White));
    /// assert!(!kp_k.can_checkmate(Color::Black));
    /// // A blocked pawn chain: dead (Art. 5.2 b).
    /// let chain = Position::from_fen("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -").unwrap();
    /// assert!(chain.is_dead());
    /// ```
    pub fn can_checkmate(&self, color: Color) -> bool {
        self.winnable_quick(color).can()
    }

    /// Whether neither side can checkmate (Art. 5.2.b), by [`Position::can_checkmate`].
    ///
    /// ```
    /// use rochade_laws::Position;
    /// assert!(Position::from_fen("8/8/4k3/8/8/2B5/8/4K3 b - - 0 1").unwrap().is_dead());
    /// assert!(!Position::new().is_dead());
    /// ```
    pub fn is_dead(&self) -> bool {
        !self.can_checkmate(Color::White) && !self.can_checkmate(Color::Black)
    }
}

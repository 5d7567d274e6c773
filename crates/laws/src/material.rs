//! Insufficient material (Art. 5.2.b, 6.9) at the level of the common chess
//! libraries: only kings and minor pieces are analysed.

use crate::{Bitboard, Color, Position, Role};

impl Position {
    /// Whether `color` could possibly checkmate the opponent by any series of
    /// legal moves (Art. 6.9 asks this of the player whose opponent's flag fell).
    ///
    /// The answer is the usual conservative one: `false` only for a lone king,
    /// king and one knight (when the opponent has only a king and queens, which
    /// cannot be forced to block), and king and bishops all on squares of one
    /// colour (when nobody has a knight or pawn and no bishop of the other
    /// colour stands on the board). Everything else counts as "could mate",
    /// even where a fuller dead-position analysis would say otherwise.
    ///
    /// ```
    /// use rochade_laws::{Color, Position};
    /// let kn_k = Position::from_fen("8/8/4k3/8/8/2N5/8/4K3 w - - 0 1").unwrap();
    /// assert!(!kn_k.can_checkmate(Color::White));
    /// let kp_k = Position::from_fen("8/8/4k3/8/8/2P5/8/4K3 w - - 0 1").unwrap();
    /// assert!(kp_k.can_checkmate(Color::White));
    /// assert!(!kp_k.can_checkmate(Color::Black));
    /// ```
    pub fn can_checkmate(&self, color: Color) -> bool {
        let ours = self.by_color(color);
        let theirs = self.by_color(!color);
        let heavy = self.by_role(Role::Pawn) | self.by_role(Role::Rook) | self.by_role(Role::Queen);
        if (ours & heavy).any() {
            return true;
        }
        if (ours & self.by_role(Role::Knight)).any() {
            // A lone knight mates only if the opponent has pieces that can block
            // its own king in (pawns, knights, bishops or rooks).
            let their_blockers = theirs & !self.by_role(Role::King) & !self.by_role(Role::Queen);
            return ours.count() > 2 || their_blockers.any();
        }
        if (ours & self.by_role(Role::Bishop)).any() {
            let bishops = self.by_role(Role::Bishop);
            let same_colour =
                (bishops & Bitboard::DARK).is_empty() || (bishops & Bitboard::LIGHT).is_empty();
            return !same_colour
                || self.by_role(Role::Knight).any()
                || self.by_role(Role::Pawn).any();
        }
        false
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

//! One period of a time control and its per-move rule.

/// What a player receives for each move of a period (Art. 6.1–6.2).
///
/// ```
/// use rochade_clock::PerMove;
/// assert_eq!(PerMove::increment(30_000).ms(), 30_000);
/// assert_eq!(PerMove::None.ms(), 0);
/// ```
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum PerMove {
    /// Nothing: all moves of the period come out of its base time.
    #[default]
    None,
    /// Fischer increment (Art. 6.1: "may be allocated an additional amount
    /// of time with each move"): `ms` is added to a player's clock each
    /// time he completes a move by pressing the clock (Art. 6.7).
    Increment {
        /// Milliseconds added per completed move.
        ms: u64,
        /// Whether the increment is also added once to both clocks when the
        /// clocks are started, so that move 1 already has it ("30 seconds
        /// per move from move 1", as FIDE-endorsed electronic clocks do).
        /// Only the period in force when the clocks start matters here.
        before_first_move: bool,
    },
    /// The 'time delay' mode of Art. 6.2: each move has a 'fixed extra
    /// time' of `ms`; the main time only starts counting down once it has
    /// expired, and unused fixed time is not kept.
    Delay {
        /// The fixed extra time per move.
        ms: u64,
    },
    /// Bronstein delay: after each move the time used on it, up to `ms`, is
    /// given back. Unlike [`PerMove::Delay`] the main time counts down
    /// during the move, so the display shows the time being used.
    Bronstein {
        /// The most given back per move.
        ms: u64,
    },
}

impl PerMove {
    /// A Fischer increment added after each completed move, not before
    /// move 1.
    #[must_use]
    pub const fn increment(ms: u64) -> PerMove {
        PerMove::Increment {
            ms,
            before_first_move: false,
        }
    }

    /// A Fischer increment "from move 1": also added before the first move.
    #[must_use]
    pub const fn increment_from_move_one(ms: u64) -> PerMove {
        PerMove::Increment {
            ms,
            before_first_move: true,
        }
    }

    /// The per-move time in milliseconds (0 for [`PerMove::None`]).
    #[must_use]
    pub const fn ms(self) -> u64 {
        match self {
            PerMove::None => 0,
            PerMove::Increment { ms, .. } | PerMove::Delay { ms } | PerMove::Bronstein { ms } => ms,
        }
    }

    /// Whether there is no per-move time (also true for a zero increment or
    /// delay).
    #[must_use]
    pub const fn is_none(self) -> bool {
        self.ms() == 0
    }
}

/// One period of a time control: a base time for a number of moves, or for
/// all remaining moves (sudden death), plus a per-move rule (Art. 6.1–6.2).
///
/// ```
/// use rochade_clock::{Period, PerMove};
/// // 40 moves in 90 minutes, 30 s per move from move 1.
/// let p = Period::for_moves(40, 90 * 60_000).with_per_move(PerMove::increment_from_move_one(30_000));
/// assert_eq!(p.moves, Some(40));
/// assert!(!p.is_sudden_death());
/// assert!(Period::sudden_death(30 * 60_000).is_sudden_death());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Period {
    /// Time added to the clock when the period begins, in milliseconds.
    pub base_ms: u64,
    /// Number of moves to complete in this period, or `None` for all the
    /// remaining moves (sudden death).
    pub moves: Option<u32>,
    /// What the player receives for each move of this period.
    pub per_move: PerMove,
}

impl Period {
    /// A period with all fields given.
    #[must_use]
    pub const fn new(base_ms: u64, moves: Option<u32>, per_move: PerMove) -> Period {
        Period {
            base_ms,
            moves,
            per_move,
        }
    }

    /// All remaining moves in `base_ms`, nothing per move.
    #[must_use]
    pub const fn sudden_death(base_ms: u64) -> Period {
        Period::new(base_ms, None, PerMove::None)
    }

    /// `moves` moves in `base_ms`, nothing per move.
    #[must_use]
    pub const fn for_moves(moves: u32, base_ms: u64) -> Period {
        Period::new(base_ms, Some(moves), PerMove::None)
    }

    /// The same period with another per-move rule.
    #[must_use]
    pub const fn with_per_move(self, per_move: PerMove) -> Period {
        Period { per_move, ..self }
    }

    /// Whether this period covers all remaining moves.
    #[must_use]
    pub const fn is_sudden_death(&self) -> bool {
        self.moves.is_none()
    }
}

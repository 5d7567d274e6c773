//! The editions of the FIDE Laws of Chess a game can be played under.

/// Which edition of the FIDE Laws of Chess governs the game.
///
/// The editions differ in how a game ends by itself: only the 2023 Laws
/// end it at the fifth occurrence of a position and after 75 moves of
/// each player without a pawn move or a capture (2023 Art. 9.6.1, 9.6.2;
/// [`LawsGame`](crate::LawsGame)). They differ further in details the
/// arbiter applies: the penalty for an
/// incorrect draw claim (Art. 9.5 b), whether a claim counts as a draw offer
/// (2001 Art. 9.1 c), whether the arbiter may reject a quickplay-finish
/// claim (2001 Art. 10.2 c) and when illegal moves are penalised (1997
/// Art. 10.3, 2001 Art. 7.4 b).
///
/// ```
/// use rochade_laws::Edition;
/// assert_eq!(Edition::default(), Edition::Fide2023);
/// assert_eq!(Edition::Fide1997.to_string(), "FIDE 1997");
/// assert_eq!("FIDE 1997".parse::<Edition>(), Ok(Edition::Fide1997));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Edition {
    /// The Laws in force from 1 July 1997 (67th FIDE Congress, Yerevan).
    Fide1997,
    /// The Laws in force from 1 July 2001 (71st FIDE Congress, Istanbul).
    /// Saves and PGN written before the 2023 edition became the default
    /// carry no edition: they were 2001 games and read as such
    /// ([`Edition::LEGACY`]).
    Fide2001,
    /// The Laws in force from 1 January 2023 (93rd FIDE Congress, Chennai),
    /// the default: the Laws a club plays under today.
    #[default]
    Fide2023,
}

impl Edition {
    /// Every edition, oldest first.
    pub const ALL: [Edition; 3] = [Edition::Fide1997, Edition::Fide2001, Edition::Fide2023];

    /// The edition of a save or PGN game that names none: every game
    /// written before the 2023 edition became the default was a 2001 game
    /// (the 2001 edition was the default and was not written down).
    pub const LEGACY: Edition = Edition::Fide2001;
}

impl core::fmt::Display for Edition {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Edition::Fide1997 => "FIDE 1997",
            Edition::Fide2001 => "FIDE 2001",
            Edition::Fide2023 => "FIDE 2023",
        })
    }
}

impl core::str::FromStr for Edition {
    type Err = ();
    fn from_str(s: &str) -> Result<Edition, ()> {
        match s.trim() {
            "FIDE 1997" | "1997" => Ok(Edition::Fide1997),
            "FIDE 2001" | "2001" => Ok(Edition::Fide2001),
            "FIDE 2023" | "2023" => Ok(Edition::Fide2023),
            _ => Err(()),
        }
    }
}

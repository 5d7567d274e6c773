//! The quickplay finish (Art. 10.1, 10.2; Appendices C5, D).

use rochade_clock::{GameType, PerMove};
use rochade_laws::Color;

use crate::article::{Article, Part};
use crate::{Edition, GameSetup};

/// The quickplay finish of a game (2023 Guidelines III; 2001/1997
/// Appendix D): the claim awaiting the arbiter, a request for an increment
/// (III.4), and a claim referred to the designated arbiter (III.6).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Quickplay {
    pub claim: Option<QuickplayClaim>,
    pub increment_request: Option<Color>,
    pub referred: Option<ReferredClaim>,
}

/// The increment of 2023 Guidelines III.4: five seconds.
pub(crate) const FIVE_SECONDS_MS: u64 = 5_000;

/// A quickplay-finish claim (Art. 10.2) awaiting the arbiter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct QuickplayClaim {
    /// The claimant.
    #[serde(with = "crate::ser::color")]
    pub by: Color,
    /// The decision was postponed (Art. 10.2 b): play goes on.
    pub postponed: bool,
    /// A flag fell after the postponement; the arbiter now decides.
    pub flag_fell: bool,
}

/// What a quickplay claim without an arbiter is based on (2023 Guidelines
/// III.6.1.1, III.6.1.2; 2001/1997 Appendix D1 (a), (b)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ClaimBasis {
    /// "that his opponent cannot win by normal means": the player writes
    /// down the final position, his opponent verifies it.
    CannotWin,
    /// "that his opponent has been making no effort to win by normal
    /// means": the final position and an up-to-date scoresheet.
    NoEffort,
    /// Both ("and/or").
    Both,
}

impl ClaimBasis {
    /// Every basis.
    pub const ALL: [ClaimBasis; 3] = [
        ClaimBasis::CannotWin,
        ClaimBasis::NoEffort,
        ClaimBasis::Both,
    ];

    /// Whether the up-to-date scoresheet goes with the final position
    /// (III.6.1.2, D1 (b)).
    pub fn needs_scoresheet(self) -> bool {
        self != ClaimBasis::CannotWin
    }

    /// The article in `edition`: 2023 Guidelines III.6.1.1 / III.6.1.2
    /// (III.6.1 for both); 2001 and 1997 Appendix D1 (a) / (b) (D1).
    pub fn article(self, edition: Edition) -> Article {
        match (edition, self) {
            (Edition::Fide2023, ClaimBasis::CannotWin) => {
                Article::new(edition, Part::Guidelines, "III.6.1.1")
            }
            (Edition::Fide2023, ClaimBasis::NoEffort) => {
                Article::new(edition, Part::Guidelines, "III.6.1.2")
            }
            (Edition::Fide2023, ClaimBasis::Both) => {
                Article::new(edition, Part::Guidelines, "III.6.1")
            }
            (_, ClaimBasis::CannotWin) => Article::new(edition, Part::Appendix, "D1 (a)"),
            (_, ClaimBasis::NoEffort) => Article::new(edition, Part::Appendix, "D1 (b)"),
            (_, ClaimBasis::Both) => Article::new(edition, Part::Appendix, "D1"),
        }
    }

    fn word(self) -> &'static str {
        match self {
            ClaimBasis::CannotWin => "cannot-win",
            ClaimBasis::NoEffort => "no-effort",
            ClaimBasis::Both => "both",
        }
    }
}

/// A claim that concluded the game without an arbiter present, for the
/// designated arbiter (2023 Guidelines III.6.2; 2001 Appendix D2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ReferredClaim {
    /// The claimant.
    #[serde(with = "crate::ser::color")]
    pub by: Color,
    /// What the claim is based on.
    pub basis: ClaimBasis,
}

impl ReferredClaim {
    /// The PGN `Referred` tag's value: `White no-effort`.
    pub(crate) fn tag(&self) -> String {
        format!("{} {}", self.by.fold("White", "Black"), self.basis.word())
    }

    /// Reads [`ReferredClaim::tag`].
    pub(crate) fn from_tag(s: &str) -> Option<ReferredClaim> {
        let (who, basis) = s.trim().split_once(' ')?;
        let by = match who {
            "White" => Color::White,
            "Black" => Color::Black,
            _ => return None,
        };
        let basis = ClaimBasis::ALL
            .into_iter()
            .find(|b| b.word() == basis.trim())?;
        Some(ReferredClaim { by, basis })
    }
}

/// Why 2023 Guidelines III cannot be used in a game (III.2.2), whatever the
/// event announced (III.2.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GuidelinesRefusal {
    /// Guidelines III belong to the 2023 Laws; the older editions have
    /// Art. 10.2 and Appendix D instead.
    NotInEdition,
    /// Played without a clock, or with an unknown control.
    Untimed,
    /// "not to blitz games" (III.2.2).
    Blitz,
    /// "only to standard chess and rapid chess games without increment"
    /// (III.2.2): the control has an increment or delay.
    Increment,
    /// In the game: the event has not announced them (III.2.1). Never
    /// returned by [`guidelines_iii_applicable`]: the form is where they
    /// are announced.
    NotAnnounced,
    /// In the game: the increment of III.4 has been introduced, so the
    /// game has an increment now (III.2.2; III.5: "If Article III.4 does
    /// not apply").
    IncrementIntroduced,
}

impl GuidelinesRefusal {
    /// The article: 2023 Guidelines III.2.1 (not announced), III.2.2 (the
    /// kind of game), III.4 (the increment introduced).
    pub fn article(self) -> Article {
        let n = match self {
            GuidelinesRefusal::NotAnnounced => "III.2.1",
            GuidelinesRefusal::IncrementIntroduced => "III.4",
            _ => "III.2.2",
        };
        Article::new(Edition::Fide2023, Part::Guidelines, n)
    }
}

/// Whether the event may announce Guidelines III for a game with this setup
/// (2023 Guidelines III.2.2: "These Guidelines shall apply only to standard
/// chess and rapid chess games without increment and not to blitz
/// games"), for the new-game form's checkbox (III.2.1: "shall only be used
/// at an event if their use has been announced beforehand"). The
/// increment of III.4, introduced during the game, is the game's affair
/// ([`TimedGame::guidelines_iii_in_force`]).
///
/// # Errors
///
/// The [`GuidelinesRefusal`] with its article.
///
/// ```
/// use rochade_arbiter::{Edition, GameSetup, GuidelinesRefusal, guidelines_iii_applicable};
/// let s = |tc: &str| GameSetup::new("Anna", "Bella").with_time_control(tc.parse().unwrap());
/// assert_eq!(guidelines_iii_applicable(&s("1800")), Ok(())); // rapid, no increment
/// assert_eq!(guidelines_iii_applicable(&s("5400")), Ok(())); // standard
/// assert_eq!(guidelines_iii_applicable(&s("1800+10")), Err(GuidelinesRefusal::Increment));
/// assert_eq!(guidelines_iii_applicable(&s("300")), Err(GuidelinesRefusal::Blitz));
/// assert_eq!(
///     guidelines_iii_applicable(&s("1800").with_edition(Edition::Fide2001)),
///     Err(GuidelinesRefusal::NotInEdition)
/// );
/// ```
pub fn guidelines_iii_applicable(setup: &GameSetup) -> Result<(), GuidelinesRefusal> {
    if setup.edition != Edition::Fide2023 {
        return Err(GuidelinesRefusal::NotInEdition);
    }
    let periods = setup.time_control.periods();
    if !setup.time_control.is_timed() || periods.is_empty() {
        return Err(GuidelinesRefusal::Untimed);
    }
    match setup.game_type() {
        None => Err(GuidelinesRefusal::Untimed),
        Some(GameType::Blitz) => Err(GuidelinesRefusal::Blitz),
        Some(_) if periods.iter().any(|p| p.per_move != PerMove::None) => {
            Err(GuidelinesRefusal::Increment)
        }
        Some(_) => Ok(()),
    }
}

//! Time penalties: the incorrect draw claim (Art. 9.5 b in both editions),
//! illegal moves (Art. 7.4 b; 1997 Art. 10.3), the quickplay finish
//! (Art. 10.2) and the arbiter's penalties of Art. 13.4.

use rochade_clock::GameType;

use crate::Edition;
use crate::article::Article;

/// The illegal moves each player has completed (2023 Art. 7.5.5: the
/// second loses the game), White then Black.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Penalties {
    pub illegal_moves: [u32; 2],
}

/// One minute in milliseconds.
pub const MINUTE_MS: u64 = 60_000;

/// The clock changes for an incorrect claim (Art. 9.5 b).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ClaimPenalty {
    /// The claimant's remaining time after the penalty.
    pub claimant_ms: u64,
    /// Time added to the opponent's clock.
    pub opponent_bonus_ms: u64,
}

/// The penalty for an incorrect claim, given the claimant's remaining time.
///
/// * 1997 Art. 9.5 b: "the arbiter shall deduct half of the claimant's
///   remaining time up to a maximum of three minutes and add three minutes
///   to the opponent's remaining time".
/// * 2001 Art. 9.5 b: "the arbiter shall add three minutes to the
///   opponent's remaining time. Additionally, if the claimant has more than
///   two minutes on his clock the arbiter shall deduct half of the
///   claimant's remaining time up to a maximum of three minutes. If the
///   claimant has more than one minute, but less than two minutes, his
///   remaining time shall be one minute. If the claimant has less than one
///   minute, the arbiter shall make no adjustment to the claimant's clock."
///
/// * 2023 Art. 9.5.3: "the arbiter shall add two minutes to the
///   opponent's remaining thinking time"; the claimant's time is not
///   reduced. In rapid and blitz it is one minute (2023 A.3), which
///   [`fide2023_penalty_ms`] gives from the game type.
///
/// At exactly two minutes both readings of the 2001 text give one minute
/// (half of two minutes); at exactly one minute both give one minute.
///
/// ```
/// use rochade_arbiter::{Edition, claim_penalty};
/// let p = claim_penalty(Edition::Fide1997, 90_000);
/// assert_eq!((p.claimant_ms, p.opponent_bonus_ms), (45_000, 180_000));
/// let p = claim_penalty(Edition::Fide2001, 90_000);
/// assert_eq!((p.claimant_ms, p.opponent_bonus_ms), (60_000, 180_000));
/// assert_eq!(claim_penalty(Edition::Fide2001, 50_000).claimant_ms, 50_000);
/// assert_eq!(claim_penalty(Edition::Fide2001, 600_000).claimant_ms, 420_000);
/// let p = claim_penalty(Edition::Fide2023, 600_000);
/// assert_eq!((p.claimant_ms, p.opponent_bonus_ms), (600_000, 120_000));
/// ```
pub fn claim_penalty(edition: Edition, claimant_ms: u64) -> ClaimPenalty {
    let half_capped = |ms: u64| ms - (ms / 2).min(3 * MINUTE_MS);
    let claimant_ms = match edition {
        Edition::Fide1997 => half_capped(claimant_ms),
        Edition::Fide2023 => {
            return ClaimPenalty {
                claimant_ms,
                opponent_bonus_ms: TWO_MINUTES_MS,
            };
        }
        Edition::Fide2001 => {
            if claimant_ms >= 2 * MINUTE_MS {
                half_capped(claimant_ms)
            } else if claimant_ms > MINUTE_MS {
                MINUTE_MS
            } else {
                claimant_ms
            }
        }
    };
    ClaimPenalty {
        claimant_ms,
        opponent_bonus_ms: 3 * MINUTE_MS,
    }
}

/// The extra time for the opponent of a player who made an illegal move
/// (Art. 7.4 b: "for the first two illegal moves by a player the arbiter
/// shall give two minutes extra time to his opponent in each instance"),
/// for a quickplay-finish claim postponed or rejected (Art. 10.2 b, c).
pub const TWO_MINUTES_MS: u64 = 2 * MINUTE_MS;

/// The time the 2023 Laws give the opponent for an incorrect claim (2023
/// Art. 9.5.3) and for a first completed illegal move (2023 Art. 7.5.5):
/// two minutes, but one minute in rapid chess (2023 A.3: "The penalties
/// mentioned in Articles 7 and 9 of the Competitive Rules of Play shall be
/// one minute instead of two minutes"). Appendix B gives blitz no figure of
/// its own and governs it by the rapid Laws (2023 B.3), so blitz has one
/// minute too.
///
/// ```
/// use rochade_arbiter::fide2023_penalty_ms;
/// use rochade_clock::GameType;
/// assert_eq!(fide2023_penalty_ms(Some(GameType::Standard)), 120_000);
/// assert_eq!(fide2023_penalty_ms(Some(GameType::Rapidplay)), 60_000);
/// assert_eq!(fide2023_penalty_ms(Some(GameType::Blitz)), 60_000);
/// ```
pub fn fide2023_penalty_ms(game_type: Option<GameType>) -> u64 {
    match game_type {
        Some(GameType::Rapidplay | GameType::Blitz) => MINUTE_MS,
        Some(GameType::Standard) | None => TWO_MINUTES_MS,
    }
}

/// A penalty of Art. 13.4 that a program can apply.
///
/// Art. 13.4: "The arbiter can apply one or more of the following
/// penalties: (a) warning, (b) increasing the remaining time of the
/// opponent, (c) reducing the remaining time of the offending player,
/// (d) declaring the game to be lost, [...]". Reducing or increasing
/// points (e, f) and expulsion (g) belong to the tournament, not the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Penalty {
    /// Art. 13.4 a.
    Warning,
    /// Art. 13.4 b: milliseconds added to the opponent's clock.
    IncreaseOpponentTime(u64),
    /// Art. 13.4 c: milliseconds taken from the offender's clock.
    ReduceTime(u64),
    /// Art. 13.4 d.
    LoseGame,
}

impl Penalty {
    /// The penalty in words with its article in `edition` (2023 Art.
    /// 12.9.1–12.9.3, 12.9.6; 2001 Art. 13.4 a–d).
    pub fn describe_in(&self, edition: Edition) -> String {
        let article = self.article(edition);
        match self {
            Penalty::Warning => format!("warning ({article})"),
            Penalty::IncreaseOpponentTime(ms) => {
                format!("{} added to the opponent ({article})", duration(*ms))
            }
            Penalty::ReduceTime(ms) => format!("{} deducted ({article})", duration(*ms)),
            Penalty::LoseGame => format!("game declared lost ({article})"),
        }
    }

    /// The penalty in words, citing the 2001 Art. 13.4 (see
    /// [`Penalty::describe_in`] for a game's own edition).
    pub fn describe(&self) -> String {
        match self {
            Penalty::Warning => "warning (Art. 13.4 a)".into(),
            Penalty::IncreaseOpponentTime(ms) => {
                format!("{} added to the opponent (Art. 13.4 b)", duration(*ms))
            }
            Penalty::ReduceTime(ms) => format!("{} deducted (Art. 13.4 c)", duration(*ms)),
            Penalty::LoseGame => "game declared lost (Art. 13.4 d)".into(),
        }
    }
}

/// `m:ss` or `h:mm:ss` (rounded up to the second) for notes.
pub(crate) fn duration(ms: u64) -> String {
    rochade_clock::format_time(
        ms,
        &rochade_clock::DisplayOptions::new().with_tenths_below(0),
    )
}

impl Penalty {
    /// The penalty's article in `edition`: 2023 Art. 12.9.1 warning, 12.9.2
    /// time to the opponent, 12.9.3 time off, 12.9.6 game lost; 1997 and
    /// 2001 Art. 13.4 a–d.
    ///
    /// ```
    /// use rochade_arbiter::{Edition, Penalty};
    /// assert_eq!(Penalty::IncreaseOpponentTime(60_000).article(Edition::Fide2023).to_string(), "Art. 12.9.2");
    /// assert_eq!(Penalty::LoseGame.article(Edition::Fide2023).number, "12.9.6");
    /// assert_eq!(Penalty::ReduceTime(1).article(Edition::Fide2001).number, "13.4 c");
    /// ```
    pub fn article(&self, edition: Edition) -> Article {
        let n = match (edition, self) {
            (Edition::Fide2023, Penalty::Warning) => "12.9.1",
            (Edition::Fide2023, Penalty::IncreaseOpponentTime(_)) => "12.9.2",
            (Edition::Fide2023, Penalty::ReduceTime(_)) => "12.9.3",
            (Edition::Fide2023, Penalty::LoseGame) => "12.9.6",
            (_, Penalty::Warning) => "13.4 a",
            (_, Penalty::IncreaseOpponentTime(_)) => "13.4 b",
            (_, Penalty::ReduceTime(_)) => "13.4 c",
            (_, Penalty::LoseGame) => "13.4 d",
        };
        Article::art(edition, n)
    }
}

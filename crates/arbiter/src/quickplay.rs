//! The quickplay finish (Art. 10.1, 10.2; Appendices C5, D).

use rochade_clock::{GameType, PerMove, Phase, Side};
use rochade_laws::Color;

use crate::article::{Article, Part};
use crate::penalty::TWO_MINUTES_MS;
use crate::{
    Edition, Game, GameError, GameResult, GameSetup, Happened, NoteKind, Outcome,
    QuickplayDecision, QuickplayRefusal, Reason,
};

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
/// ([`Game::guidelines_iii_in_force`]).
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

impl Game {
    /// Whether Guidelines III govern this game now: a 2023 game whose event
    /// announced them (III.2.1), standard or rapid without increment
    /// (III.2.2), and no increment introduced under III.4 yet ("If Article
    /// III.4 does not apply", III.5).
    ///
    /// # Errors
    ///
    /// [`GameError::NotInEdition`], [`GameError::GuidelinesNotAnnounced`] or
    /// [`GameError::GuidelinesNotApplicable`] (details from
    /// [`guidelines_iii_applicable`]).
    pub fn guidelines_iii_in_force(&self) -> Result<(), GameError> {
        if self.setup.edition != Edition::Fide2023 {
            return Err(GameError::NotInEdition);
        }
        self.guidelines_iii_apply(self.turn())
    }

    /// Why Guidelines III do not govern this game now, in detail (`None`:
    /// they do), for the arbiter's panel.
    ///
    /// ```
    /// use rochade_arbiter::{Game, GameSetup, GuidelinesRefusal};
    /// let s = GameSetup::new("Anna", "Bella").with_time_control("1800".parse().unwrap());
    /// let g = Game::new(s.clone())?;
    /// assert_eq!(g.guidelines_iii_refusal(), Some(GuidelinesRefusal::NotAnnounced));
    /// let g = Game::new(GameSetup { guidelines_iii: true, ..s })?;
    /// assert_eq!(g.guidelines_iii_refusal(), None);
    /// # Ok::<(), rochade_arbiter::GameError>(())
    /// ```
    pub fn guidelines_iii_refusal(&self) -> Option<GuidelinesRefusal> {
        if let Err(r) = guidelines_iii_applicable(&self.setup) {
            return Some(r);
        }
        if !self.setup.guidelines_iii {
            return Some(GuidelinesRefusal::NotAnnounced);
        }
        if self.has_per_move_time(self.turn()) {
            return Some(GuidelinesRefusal::IncrementIntroduced);
        }
        None
    }

    /// Whether `who` is in the quickplay finish: his period in force has no
    /// move count (Art. 10.1: "all the remaining moves must be made in a
    /// limited time").
    pub(crate) fn in_quickplay_finish(&self, who: Color) -> bool {
        self.clock.as_ref().is_some_and(|c| {
            let idx = c.period_index(Side::from(who));
            c.control().period(idx).is_some_and(|p| p.is_sudden_death())
        })
    }

    /// Whether `who` plays with time added per move: a control with an
    /// increment, delay or Bronstein time in his current period, or the
    /// increment of 2023 Guidelines III.4 once introduced.
    pub(crate) fn has_per_move_time(&self, who: Color) -> bool {
        self.clock.as_ref().is_some_and(|c| {
            let idx = c.period_index(Side::from(who));
            c.extra_increment_ms() > 0
                || c.control()
                    .period(idx)
                    .is_some_and(|p| p.per_move != PerMove::None)
        })
    }

    /// 2023 Guidelines III.2: used only if announced (III.2.1), only in
    /// standard and rapid games without increment, not in blitz (III.2.2).
    fn guidelines_iii_apply(&self, who: Color) -> Result<(), GameError> {
        if !self.setup.guidelines_iii {
            return Err(GameError::GuidelinesNotAnnounced);
        }
        if self.setup.game_type() == Some(GameType::Blitz) || self.has_per_move_time(who) {
            return Err(GameError::GuidelinesNotApplicable);
        }
        Ok(())
    }

    /// The conditions shared by 2023 III.4 and III.5 (and 2001 Art. 10.2):
    /// the player to move is in the final period, his flag has not fallen
    /// and he has less than two minutes.
    fn under_two_minutes_in_final_period(&self, by: Color, now: u64) -> Result<(), GameError> {
        let Some(clock) = &self.clock else {
            return Err(GameError::Untimed);
        };
        if !self.in_quickplay_finish(by) {
            return Err(GameError::QuickplayNotAllowed(
                QuickplayRefusal::NotInQuickplayFinish,
            ));
        }
        if clock.flag_of(Side::from(by), now).is_some() {
            return Err(GameError::QuickplayNotAllowed(QuickplayRefusal::FlagFallen));
        }
        if clock.remaining(Side::from(by), now) >= TWO_MINUTES_MS {
            return Err(GameError::QuickplayNotAllowed(
                QuickplayRefusal::TwoMinutesOrMore,
            ));
        }
        Ok(())
    }

    /// The player to move, who may ask for an increment (2023 III.4) or
    /// claim without an arbiter (III.6, 2001 Appendix D): not while a
    /// claim waits for the arbiter, and only with a clock.
    fn timed_claimant(&self) -> Result<Color, GameError> {
        if self.quickplay.is_some() {
            return Err(GameError::QuickplayPending);
        }
        if self.clock.is_none() {
            return Err(GameError::Untimed);
        }
        Ok(self.turn())
    }

    /// 2023 Guidelines III.4: "If the player having the move has less than
    /// two minutes left on his clock, he may request that an increment
    /// extra five seconds be introduced for both players. This constitutes
    /// the offer of a draw."
    pub(crate) fn request_increment(
        &mut self,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.playing_under_2023()?;
        let by = self.timed_claimant()?;
        self.guidelines_iii_apply(by)?;
        self.under_two_minutes_in_final_period(by, now)?;
        self.offer_draw(by, true, out)?;
        if let Some(clock) = &mut self.clock {
            if clock.running_at(now).is_some() {
                clock.pause(now)?;
                out.push(Happened::ClocksStopped);
            }
        }
        self.increment_request = Some(by);
        self.note(NoteKind::IncrementRequested { by });
        Ok(())
    }

    /// 2023 Guidelines III.4: "If the offer refused, and the arbiter agrees
    /// to the request, the clocks shall then be set with the extra time;
    /// the opponent shall be awarded two extra minutes and the game shall
    /// continue."
    pub(crate) fn increment_decision(
        &mut self,
        agree: bool,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let by = self
            .increment_request
            .ok_or(GameError::NoIncrementRequest)?;
        if self.offer.is_some() {
            // The opponent answers the offer first.
            return Err(GameError::OpponentOfferStanding);
        }
        self.increment_request = None;
        if agree {
            if let Some(clock) = &mut self.clock {
                clock.add_increment(FIVE_SECONDS_MS, now)?;
            }
            self.add_time(!by, TWO_MINUTES_MS, now, out)?;
        }
        self.note(NoteKind::IncrementDecided {
            granted: agree,
            two_minutes_to: !by,
        });
        self.restart_clock(now, out)
    }

    pub(crate) fn quickplay_claim(
        &mut self,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.not_blocked()?;
        if self.quickplay.is_some() {
            return Err(GameError::QuickplayPending);
        }
        if self.setup.edition == Edition::Fide2023 && self.clock.is_some() {
            // 2023 Guidelines III.5 in place of the 2001 Art. 10.2.
            self.guidelines_iii_apply(self.turn())?;
        }
        let by = self.turn();
        if self.setup.game_type() == Some(GameType::Blitz) {
            return Err(GameError::QuickplayNotAllowed(QuickplayRefusal::Blitz));
        }
        self.under_two_minutes_in_final_period(by, now)?;
        if let Some(clock) = &mut self.clock {
            if clock.running_at(now).is_some() {
                clock.pause(now)?;
                out.push(Happened::ClocksStopped);
            }
        }
        self.quickplay = Some(QuickplayClaim {
            by,
            postponed: false,
            flag_fell: false,
        });
        self.note(NoteKind::QuickplayClaimed { by });
        out.push(Happened::QuickplayClaimed { by });
        if self.setup.edition == Edition::Fide2001 && self.offer.is_none() {
            self.offer_draw(by, true, out)?;
        }
        Ok(())
    }

    pub(crate) fn quickplay_decision(
        &mut self,
        d: QuickplayDecision,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let q = self.quickplay.ok_or(GameError::NoQuickplayClaim)?;
        match d {
            QuickplayDecision::Draw => {
                self.note(NoteKind::QuickplayDrawn);
                self.end(Outcome::draw(Reason::QuickplayFinish), now, out);
            }
            QuickplayDecision::Postpone { extra_time } => {
                if q.postponed {
                    return Err(GameError::QuickplayPending);
                }
                self.quickplay = Some(QuickplayClaim {
                    postponed: true,
                    ..q
                });
                let two_minutes_to = extra_time.then_some(!q.by);
                if let Some(c) = two_minutes_to {
                    self.add_time(c, TWO_MINUTES_MS, now, out)?;
                }
                self.note(NoteKind::QuickplayPostponed { two_minutes_to });
                out.push(Happened::QuickplayPostponed);
                self.restart_clock(now, out)?;
            }
            QuickplayDecision::Reject => {
                if q.postponed {
                    self.quickplay = None;
                    self.note(NoteKind::QuickplayNotDrawn);
                    out.push(Happened::QuickplayRejected);
                    if q.flag_fell {
                        if let Some(flag) = self.clock.as_ref().and_then(|c| c.flag(now)) {
                            let o = self.flag_outcome(Color::from(flag.side));
                            self.end(o, now, out);
                        }
                    }
                    return Ok(());
                }
                if self.setup.edition == Edition::Fide1997 {
                    return Err(GameError::NotInEdition);
                }
                self.quickplay = None;
                self.note(NoteKind::QuickplayRejected {
                    two_minutes_to: !q.by,
                });
                out.push(Happened::QuickplayRejected);
                self.add_time(!q.by, TWO_MINUTES_MS, now, out)?;
                self.restart_clock(now, out)?;
            }
        }
        Ok(())
    }

    /// 2023 Guidelines III.6.1 (2001/1997 Appendix D1): a claim with no
    /// arbiter present, by the player to move with less than two minutes,
    /// "before his flag falls. This concludes the game."
    pub(crate) fn unsupervised_claim(
        &mut self,
        basis: ClaimBasis,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.not_blocked()?;
        let by = self.timed_claimant()?;
        if self.setup.edition == Edition::Fide2023 {
            self.guidelines_iii_apply(by)?;
        } else if self.setup.game_type() == Some(GameType::Blitz) {
            return Err(GameError::QuickplayNotAllowed(QuickplayRefusal::Blitz));
        }
        self.under_two_minutes_in_final_period(by, now)?;
        if let Some(clock) = &mut self.clock {
            if clock.running_at(now).is_some() {
                clock.pause(now)?;
                out.push(Happened::ClocksStopped);
            }
        }
        self.offer = None;
        self.offer_mark_pending = None;
        self.note(NoteKind::QuickplayReferred { by, basis });
        self.referred = Some(ReferredClaim { by, basis });
        out.push(Happened::ClaimReferred { by, basis });
        Ok(())
    }

    /// 2023 Guidelines III.6.2: the designated arbiter's decision.
    pub(crate) fn rule_referred(
        &mut self,
        result: GameResult,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        self.referred.take().ok_or(GameError::NoReferredClaim)?;
        self.note(NoteKind::ReferredClaimRuled { result });
        let reason = if result == GameResult::Draw {
            Reason::QuickplayFinish
        } else {
            Reason::ArbiterDecision
        };
        self.end(Outcome { result, reason }, now, out);
        Ok(())
    }

    pub(crate) fn restart_clock(
        &mut self,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        if let Some(clock) = &mut self.clock {
            if clock.phase() == Phase::Paused {
                clock.resume(now)?;
                out.push(Happened::ClocksStarted);
            }
        }
        Ok(())
    }
}

//! The arbiter's lock on a game: the PIN, and the log of leaving the app.

use crate::lock::{LogCheck, LogFault, Seal, chain, pin_wait_ms};
use crate::{Event, GameError, Happened, Note, NoteKind};
use rochade_laws::Color;

use super::TimedGame;

impl TimedGame {
    /// The PIN given to a locked game: accepted or refused, and logged.
    /// An accepted PIN seals the log as it stands. After three wrong PINs
    /// in a row each try waits ([`pin_wait_ms`]), and a try before the
    /// wait is over is refused unread. Without a lock there is nothing to
    /// open.
    pub(super) fn unlock(
        &mut self,
        pin: &str,
        at: Option<crate::MinuteOfDay>,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let Some(lock) = self.setup.arbiter_lock.clone() else {
            out.push(Happened::ArbiterUnlocked);
            return Ok(());
        };
        if !self.pin_opens(&lock, pin, at, now, out)? {
            return Ok(());
        }
        self.note(NoteKind::ArbiterUnlocked { at });
        self.lock.held = false;
        let entries = self.log_entries();
        let head = chain(entries.iter().map(Vec::as_slice));
        self.lock
            .seals
            .push(Seal::new(&lock.log_key(pin), entries.len(), &head));
        out.push(Happened::ArbiterUnlocked);
        Ok(())
    }

    /// Checks the log against its seals with the PIN (which opens nothing:
    /// the arbiter's actions stay locked). A wrong PIN counts as at
    /// [`TimedGame::unlock`].
    pub(super) fn verify_log(
        &mut self,
        pin: &str,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<(), GameError> {
        let Some(lock) = self.setup.arbiter_lock.clone() else {
            return Err(GameError::NotLocked);
        };
        if !self.pin_opens(&lock, pin, None, now, out)? {
            return Ok(());
        }
        let key = lock.log_key(pin);
        let entries = self.log_entries();
        let seals = &self.lock.seals;
        let sealed = seals.last().map_or(0, |s| s.entries);
        let unlocks = self
            .log()
            .filter(|n| matches!(n.kind, NoteKind::ArbiterUnlocked { .. }))
            .count();
        let fault = if sealed > entries.len() {
            Some(LogFault::Cut {
                sealed,
                present: entries.len(),
            })
        } else if let Some(bad) = seals.iter().find(|s| {
            s.entries > entries.len()
                || !s.holds(&key, &chain(entries[..s.entries].iter().map(Vec::as_slice)))
        }) {
            Some(LogFault::Edited {
                entries: bad.entries,
            })
        } else if seals.len() < unlocks {
            Some(LogFault::SealMissing)
        } else {
            None
        };
        out.push(Happened::LogChecked(LogCheck {
            entries: entries.len(),
            sealed,
            fault,
        }));
        Ok(())
    }

    /// Whether `pin` opens `lock` now; a wrong one is counted and logged,
    /// and one tried during the wait is refused unread.
    fn pin_opens(
        &mut self,
        lock: &crate::ArbiterLock,
        pin: &str,
        at: Option<crate::MinuteOfDay>,
        now: u64,
        out: &mut Vec<Happened>,
    ) -> Result<bool, GameError> {
        if let Some(until) = self.lock.wait_until_ms.filter(|u| now < *u) {
            return Err(GameError::PinWait {
                remaining_ms: until - now,
            });
        }
        if lock.opens(pin) {
            self.lock.wrong_pins = 0;
            self.lock.wait_until_ms = None;
            return Ok(true);
        }
        self.lock.wrong_pins = self.lock.wrong_pins.saturating_add(1);
        let wait = pin_wait_ms(self.lock.wrong_pins);
        self.lock.wait_until_ms = (wait > 0).then(|| now.saturating_add(wait));
        self.note(NoteKind::PinRefused { at });
        out.push(Happened::PinRefused);
        Ok(false)
    }

    /// The log's entries, each in its fixed bytes (see
    /// `record::codec::log_bytes`).
    fn log_entries(&self) -> Vec<Vec<u8>> {
        self.log().map(crate::record::log_bytes).collect()
    }

    /// The seals of the arbiter's log, oldest first.
    pub fn log_seals(&self) -> &[Seal] {
        &self.lock.seals
    }

    /// The wrong PINs given in a row, and until when (the caller's
    /// milliseconds) no PIN is tried.
    pub fn pin_wait(&self) -> (u32, Option<u64>) {
        (self.lock.wrong_pins, self.lock.wait_until_ms)
    }

    /// The app left the foreground: logged with both clocks in a locked
    /// game that is going on.
    pub(super) fn left_app(
        &mut self,
        at: Option<crate::MinuteOfDay>,
        now: u64,
        out: &mut Vec<Happened>,
    ) {
        if !self.setup.is_locked() || !self.started || self.is_over() {
            return;
        }
        let white_ms = self.remaining(Color::White, now);
        let black_ms = self.remaining(Color::Black, now);
        self.note(NoteKind::LeftApp {
            at,
            white_ms,
            black_ms,
        });
        // A page closed and opened again is left twice (its `pagehide`
        // and its opening): the time away runs from the first.
        self.lock.away_since_ms.get_or_insert(now);
        out.push(Happened::LeftAppLogged);
    }

    /// The app is back after a leave: the time away is logged, and play
    /// waits for the arbiter's PIN when it was longer than the lock allows.
    pub(super) fn returned_to_app(
        &mut self,
        at: Option<crate::MinuteOfDay>,
        now: u64,
        out: &mut Vec<Happened>,
    ) {
        let Some(since) = self.lock.away_since_ms.take() else {
            return;
        };
        let Some(lock) = self.setup.arbiter_lock.as_ref() else {
            return;
        };
        if !self.started || self.is_over() {
            return;
        }
        let away_ms = now.saturating_sub(since);
        let held = lock
            .away_limit_s()
            .is_some_and(|s| away_ms > u64::from(s) * 1000);
        self.note(NoteKind::ReturnedToApp { at, away_ms, held });
        if held {
            self.lock.held = true;
            out.push(Happened::PlayHeld);
        }
    }

    /// Whether play waits for the arbiter's PIN after a long leave of the
    /// app ([`ArbiterLock::with_away_limit`](crate::ArbiterLock::with_away_limit)).
    pub fn is_held(&self) -> bool {
        self.lock.held
    }

    /// Since when (the caller's milliseconds) the app is away, if a leave
    /// is not yet followed by a return.
    pub fn away_since(&self) -> Option<u64> {
        self.lock.away_since_ms
    }

    /// Whether `event` needs the arbiter's PIN in this game: an arbiter's
    /// action ([`Event::arbiter_action`]) in a game with an
    /// [`ArbiterLock`](crate::ArbiterLock).
    pub fn needs_pin(&self, event: &Event) -> bool {
        self.setup.is_locked() && event.arbiter_action().is_some()
    }

    /// The arbiter's log: the notes of a locked game's log, in order.
    pub fn log(&self) -> impl Iterator<Item = &Note> {
        self.notes.iter().filter(|n| n.kind.is_log())
    }
}

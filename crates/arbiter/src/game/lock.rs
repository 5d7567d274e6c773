//! The arbiter's lock on a game: the PIN, and the log of leaving the app.

use crate::{Event, Happened, Note, NoteKind};
use rochade_laws::Color;

use super::Game;

impl Game {
    /// The PIN given to a locked game: accepted or refused, and logged.
    /// Without a lock there is nothing to open.
    pub(super) fn unlock(
        &mut self,
        pin: &str,
        at: Option<crate::MinuteOfDay>,
        out: &mut Vec<Happened>,
    ) {
        let Some(lock) = &self.setup.arbiter_lock else {
            out.push(Happened::ArbiterUnlocked);
            return;
        };
        if lock.opens(pin) {
            self.note(NoteKind::ArbiterUnlocked { at });
            out.push(Happened::ArbiterUnlocked);
        } else {
            self.note(NoteKind::PinRefused { at });
            out.push(Happened::PinRefused);
        }
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
        out.push(Happened::LeftAppLogged);
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

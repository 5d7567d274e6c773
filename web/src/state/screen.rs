//! The screen: what is said in the live regions and shown as a notice
//! (kept as facts, worded when shown), the position reviewed, and the
//! settings with the language they show.

use super::AppState;
use crate::notice::{Notice, Said};
use crate::settings::Settings;

impl AppState {
    /// Review the position after `ply` (`None`: back to the game).
    pub(super) fn view(&mut self, ply: Option<usize>) {
        self.viewing = ply.filter(|p| *p < self.game.record().len());
        self.selected = None;
        self.promotion = None;
    }

    /// The board turned: the other side at the bottom.
    pub(super) fn flip(&mut self) {
        self.orientation = !self.orientation;
    }

    /// New settings, and the language they show.
    pub(super) fn set_settings(&mut self, settings: Settings) {
        self.lang = settings.shown_lang(self.browser_lang);
        self.settings = settings;
    }

    pub(super) fn say(&mut self, notice: Notice) {
        let seq = self.message.as_ref().map_or(1, |m| m.seq + 1);
        self.message = Some(Said { seq, notice });
    }

    pub(super) fn notify(&mut self, notice: Notice) {
        self.say(notice.clone());
        self.notice = Some(notice);
    }
}

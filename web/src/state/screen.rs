//! The screen: what is said in the live regions and shown as a notice
//! (kept as facts, worded when shown), the position reviewed, and the
//! settings with the language they show.

use std::rc::Rc;

use rochade_laws::Color;

use super::AppState;
use crate::commands::ReviewStep;
use crate::notice::{Notice, Said};
use crate::settings::Settings;

impl AppState {
    /// Review the position after the first `played` half-moves (0: the
    /// start position; `None`: back to the game), and say it.
    pub(super) fn view(&mut self, played: Option<usize>) {
        let len = self.game.record().len();
        let was = self.viewing;
        self.viewing = played.filter(|n| *n <= len && len > 0);
        self.selected = None;
        self.promotion = None;
        let game = Rc::clone(&self.game);
        match self.viewing {
            Some(played) => self.say(Notice::Reviewing { game, played }),
            None if was.is_some() => self.say(Notice::ReviewLeft(game)),
            None => {}
        }
    }

    /// A step through the moves: from the game, back goes to the position
    /// before its last move and the start to the start position; on from
    /// the position after the last move goes back to the game.
    pub(super) fn review(&mut self, step: ReviewStep) {
        let len = self.game.record().len();
        if len == 0 {
            if step != ReviewStep::Live || self.viewing.is_some() {
                self.viewing = None;
                self.say(Notice::NothingToReview);
            }
            return;
        }
        let at = self.viewing.map(|n| n.min(len));
        let to = match (step, at) {
            (ReviewStep::Back, None) => Some(len - 1),
            (ReviewStep::Back, Some(n)) => Some(n.saturating_sub(1)),
            (ReviewStep::Forward, Some(n)) if n < len => Some(n + 1),
            (ReviewStep::Start, _) => Some(0),
            (ReviewStep::Forward | ReviewStep::Live, _) => None,
        };
        self.view(to);
    }

    /// The review as the page marks it on the board (`data-review`): the
    /// move number and the side of the move reviewed ("12w" after White's
    /// twelfth move, "12b" after Black's), "0" for the start position;
    /// `None` on the game's position.
    pub fn review_mark(&self) -> Option<String> {
        let played = self.viewing?.min(self.game.record().len());
        Some(match played.checked_sub(1) {
            None => "0".to_string(),
            Some(i) => {
                let rec = &self.game.record()[i];
                let side = match rec.side() {
                    Color::White => 'w',
                    Color::Black => 'b',
                };
                format!("{}{side}", rec.number())
            }
        })
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

//! The computer's analysis of a finished game: started, fed by the
//! engine's worker a position at a time, stopped. Never during play (2023
//! Art. 11.3.1: no source of advice during play), and on a device under
//! the arbiter's lock only with the PIN.

use std::rc::Rc;

use rochade_engine::Score;

use super::AppState;
use crate::analysis::GameAnalysis;
use crate::commands::Command;
use crate::notice::{AnalysisAsked, Notice};

impl AppState {
    /// Why the game may not be analysed now, if it may not: it is not
    /// over, or it is held by the arbiter's lock and the PIN not given.
    pub fn analysis_refused(&self) -> Option<Notice> {
        if !self.game.is_over() {
            return Some(Notice::AnalysisAfterGame(self.advice_article()));
        }
        if self.game.setup().is_locked() && !self.arbiter_unlocked {
            return Some(Notice::PinNeeded);
        }
        None
    }

    /// The rule against advice during play, in this game's edition.
    pub(super) fn advice_article(&self) -> rochade_arbiter::Article {
        rochade_arbiter::advice_article(self.game.setup().edition)
    }

    /// Starts analysing the finished game, `ms` a position (what an earlier
    /// analysis of this game found is searched anew).
    pub(super) fn analyse(&mut self, ms: u64) {
        if let Some(why) = self.analysis_refused() {
            return self.notify(why);
        }
        let analysis = GameAnalysis::new(&self.game, self.revision, ms);
        if analysis.is_done() {
            self.say(Notice::AnalysisDone);
        } else {
            self.say(Notice::AnalysisStarted);
        }
        self.analysis = Some(Rc::new(analysis));
    }

    /// The worker's search of the position after `index` half-moves of
    /// the game at `revision`. Whether the analysis took it.
    pub(super) fn analysed(
        &mut self,
        revision: u64,
        index: usize,
        score: Option<Score>,
        best: Option<&str>,
    ) -> bool {
        let Some(analysis) = self.analysis.as_mut() else {
            return false;
        };
        if analysis.revision != revision || !analysis.running {
            return false;
        }
        let analysis = Rc::make_mut(analysis);
        if !analysis.record(index, score, best) {
            // An answer that cannot be read stops the analysis, keeping
            // what was found, rather than ask the same again for ever.
            analysis.running = false;
            self.notify(Notice::ComputerFailed);
            return true;
        }
        if analysis.is_done() {
            self.say(Notice::AnalysisDone);
        }
        true
    }

    /// Answers a question to the analysis (`eval`, `best`, `mistakes`)
    /// about the position reviewed, or else the game's last; refused in
    /// words during play.
    pub(super) fn ask_analysis(&mut self, cmd: Command) {
        if let Some(why) = self.analysis_refused() {
            return self.notify(why);
        }
        let Some(analysis) = self.analysis.clone() else {
            return self.say(Notice::NotAnalysed);
        };
        let plies = self.viewing.unwrap_or(self.game.record().len());
        self.say(Notice::AnalysisAnswer(Box::new(AnalysisAsked {
            cmd,
            analysis,
            plies,
        })));
    }

    /// Stops the analysis, keeping what it found.
    pub(super) fn stop_analysis(&mut self) -> bool {
        match self.analysis.as_mut() {
            Some(a) if a.running => {
                let a = Rc::make_mut(a);
                a.running = false;
                let (k, n) = a.moves_progress();
                self.say(Notice::AnalysisStopped { k, n });
                true
            }
            _ => false,
        }
    }
}

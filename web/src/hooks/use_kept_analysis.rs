//! The analysis kept in storage (`rochade.analysis`): written when it
//! stops or is done, read back for the game it is of whenever a finished
//! game without one is on the screen (at the start, or opened again from
//! the archive or a file), so that it is not searched again. An unreadable
//! or another game's value is left alone: an analysis can be made again.

use yew::prelude::*;

use crate::analysis::Kept;
use crate::state::{Action, AppState};
use crate::storage::{self, ANALYSIS, Backend};

/// Keeps the analysis of `state`, and takes it back for its game.
#[hook]
pub fn use_kept_analysis(state: &UseReducerHandle<AppState>) {
    {
        let d = state.dispatcher();
        let wanted = state.analysis.is_none() && state.game.is_over();
        use_effect_with((state.revision, wanted), move |&(_, wanted)| {
            if !wanted {
                return;
            }
            let kept = storage::store()
                .ok()
                .and_then(|s| s.get(ANALYSIS).ok().flatten())
                .and_then(|raw| storage::json::from_str::<Kept>(&raw).ok());
            if let Some(kept) = kept {
                d.dispatch(Action::AnalysisKept(Box::new(kept)));
            }
        });
    }
    // Written when it stands still (stopped or done), not at each position.
    let still = state.analysis.clone().filter(|a| !a.running);
    let key = still.as_ref().map(|a| (a.revision, a.progress(), a.given));
    let game = state.game.clone();
    use_effect_with(key, move |_| {
        if let (Some(a), Ok(store)) = (still, storage::store()) {
            if let Ok(json) = storage::to_json(&a.kept(&game)) {
                let _ = store.set(ANALYSIS, &json);
            }
        }
    });
}

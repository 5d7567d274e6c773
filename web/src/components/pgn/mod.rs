//! PGN in the app and the local archive, in one modal `<dialog>`:
//!
//! * **This game** ([`export`]): download its PGN, copy it, print the
//!   scoresheet.
//! * **Import PGN** ([`import`]): a file or pasted text, one or many games;
//!   every game that cannot be read is listed with its line and column; a
//!   game is opened for review, or continued from any of its positions.
//!   Variations are skipped and comments kept, as the arbiter's importer
//!   does (a game exported again carries its comments, not its variations).
//! * **Position from FEN** ([`fen`]): a new game from that position; a bad
//!   FEN names the field and the character.
//! * **Archive** ([`archive_list`]): every game finished in the app, newest
//!   first, and any unfinished game that an opened game replaced — each to
//!   open, export, copy or delete.
//!
//! The archive itself is kept by the app, which archives finished and
//! replaced games whether or not this dialog was ever opened.

mod archive_entry;
pub mod archive_list;
mod archive_search;
mod code_scanner;
pub mod export;
pub mod fen;
mod game_codes;
pub mod import;
mod round_results;

use crate::components::button::button;
use rochade_arbiter::Game;
use web_sys::HtmlDialogElement;
use yew::prelude::*;

use archive_list::ArchiveList;
use fen::FenSetup;
use import::ImportPgn;

use crate::context::{AppContext, use_app};
use crate::hooks::{
    UseArchive, UsePgnImport, UsePgnStatus, use_modal, use_pgn_import, use_pgn_status,
};
use crate::notice::Notice;
use crate::notice::PgnStatus;
use crate::state::Action;
use crate::state::LoadOrigin;
use crate::words::i18n::{Msg, t};

use crate::words::pgn::status_text;
use export::this_game;

/// Properties of the parts that may replace the game.
#[derive(Properties, PartialEq)]
pub struct PartProps {
    /// The archive, to keep the game that another replaces.
    pub archive: UseArchive,
    /// The dialog's status line.
    pub status: UsePgnStatus,
    /// Closes the dialog.
    pub on_close: Callback<()>,
    /// The import, which keeps the games read while the dialog is closed.
    pub import: UsePgnImport,
}

/// Replacing the game from the dialog: the game being replaced is kept in
/// the archive first, and never replaced when it could not be kept.
#[derive(Clone)]
pub(crate) struct Replace {
    app: AppContext,
    archive: UseArchive,
    status: UsePgnStatus,
    on_close: Callback<()>,
}

impl PartialEq for Replace {
    fn eq(&self, other: &Self) -> bool {
        self.archive == other.archive
            && self.status == other.status
            && self.on_close == other.on_close
    }
}

impl Replace {
    fn new(app: AppContext, props: &PartProps) -> Replace {
        Replace {
            app,
            archive: props.archive.clone(),
            status: props.status.clone(),
            on_close: props.on_close.clone(),
        }
    }

    /// Keeps an unfinished game before another replaces it: `Some(true)`
    /// when it was archived now, `None` (and the reason said) when it
    /// could not be kept.
    fn keep_current(&self) -> Option<bool> {
        self.archive
            .keep_current()
            .map_err(|troubles| self.status.set(PgnStatus::Archive(troubles)))
            .ok()
    }

    /// Replaces the game with `game`; `view`: the ply to show read-only.
    pub(crate) fn load(&self, game: Game, view: Option<usize>, origin: LoadOrigin) {
        let Some(kept) = self.keep_current() else {
            return;
        };
        let loaded = Notice::Loaded {
            white: game.setup().white.clone(),
            black: game.setup().black.clone(),
            kept,
        };
        // A locked game going on comes back with its clock run on (the
        // archive kept its state): the time away is logged with both
        // clocks, as any leaving of the app is.
        let away = game.setup().is_locked() && game.is_started() && !game.is_over();
        self.app.dispatch(Action::Load(Box::new(game), origin));
        if away {
            let (at, now) = (crate::time::minute_of_day(), crate::time::now_ms());
            self.app.dispatch(Action::LeftApp(at, now));
            self.app.dispatch(Action::ReturnedToApp(at, now));
        }
        if view.is_some() {
            self.app.dispatch(Action::View(view));
        }
        self.app.dispatch(Action::Notify(loaded));
        self.on_close.emit(());
    }
}

/// Properties of [`PgnDialog`].
#[derive(Properties, PartialEq)]
pub struct PgnDialogProps {
    /// Whether the dialog is open.
    pub open: bool,
    /// The archive (kept by the app, which archives finished and replaced
    /// games whether or not this dialog was ever opened).
    pub archive: UseArchive,
    /// The dialog closed.
    pub on_close: Callback<()>,
}

/// The PGN and archive dialog.
#[function_component]
pub fn PgnDialog(props: &PgnDialogProps) -> Html {
    let app = use_app();
    let lang = app.lang();
    let status = use_pgn_status();
    let import = use_pgn_import();
    // Read the archive when the dialog opens.
    let on_open = {
        let archive = props.archive.clone();
        let status = status.clone();
        Callback::from(move |()| {
            let troubles = archive.reload();
            if !troubles.is_empty() {
                status.set(PgnStatus::Archive(troubles));
            }
        })
    };
    let modal = use_modal(props.open, &props.on_close, on_open);
    let dialog = modal.node.clone();
    let (close, onclose) = (modal.close.clone(), modal.onclose.clone());
    let on_print = {
        let dialog = dialog.clone();
        let cb = props.on_close.clone();
        Callback::from(move |()| {
            if let Some(d) = dialog.cast::<HtmlDialogElement>() {
                d.close();
            }
            cb.emit(());
            // After the dialog has gone from the page.
            gloo_timers::callback::Timeout::new(100, crate::transfer::print).forget();
        })
    };
    let shown = status.status();
    let part_props = || PartProps {
        archive: props.archive.clone(),
        status: status.clone(),
        on_close: props.on_close.clone(),
        import: import.clone(),
    };
    html! {
        <dialog ref={modal.node.clone()} class="pgn-dialog" aria-labelledby="pgn-title" {onclose}>
            <h2 id="pgn-title">{ t(lang, Msg::PgnAndArchive) }</h2>
            <p class={classes!("message", shown.filter(|s| s.is_error()).map(|_| "error"))}
                role="status" data-pgn-status="">
                { shown.map(|s| status_text(lang, s)).unwrap_or_default() }
            </p>
            if let Some(text) = status.fallback() {
                <textarea ref={status.fallback_ref.clone()} readonly=true rows="4" class="pgn-text"
                    aria-label={t(lang, Msg::CopyPgn)} value={text.clone()} />
            }
            // The contents are drawn only while the dialog is open, so that
            // a start spends no time on them.
            if props.open {
                { this_game(&app, &status, &on_print) }
                // Another game, imported, set up or opened from the archive,
                // replaces a game held by the arbiter's lock only with the
                // PIN (the reducer refuses it too).
                if app.state().may_replace() {
                    <ImportPgn ..part_props() />
                    <FenSetup ..part_props() />
                    <ArchiveList ..part_props() />
                } else {
                    <section class="pgn-locked">
                        <p class="hint">{ t(lang, Msg::ReplaceNeedsPin) }</p>
                        <crate::components::pin_prompt::PinPrompt id="pgn-pin" />
                    </section>
                }
            }
            <div class="form-actions">
                { button(t(lang, Msg::Close), close) }
            </div>
        </dialog>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::game_label;
    use crate::words::i18n::Lang;

    #[test]
    fn lists_show_unfinished_games_in_words() {
        assert_eq!(
            game_label("A", "B", "?", "????.??.??", "*", Lang::De),
            "A – B, nicht beendet"
        );
        assert_eq!(
            game_label("A", "B", "Club", "2026.11.29", "1-0", Lang::En),
            "A – B, Club, 2026.11.29, 1-0"
        );
    }

    #[test]
    fn the_status_is_worded_in_the_language_shown() {
        let copied = PgnStatus::Copied;
        assert!(!copied.is_error());
        assert_ne!(
            status_text(Lang::En, &copied),
            status_text(Lang::De, &copied)
        );
        let (_, errors) = crate::imported::import("  \n");
        let (game, error) = errors[0].clone();
        let failed = PgnStatus::ImportError { game, error };
        assert!(failed.is_error());
        assert_eq!(
            status_text(Lang::En, &failed),
            "Game 1, line 1, column 1: no game found"
        );
    }
}

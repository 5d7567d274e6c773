//! Hooks, one per file.

mod use_acted_here;
mod use_analysis;
mod use_arbiter_idle_lock;
pub mod use_archive;
mod use_archive_export;
mod use_clock_alerts;
mod use_code_scanner;
mod use_computer;
mod use_document_key;
mod use_document_lang;
mod use_focus_after_render;
mod use_foreground_log;
mod use_frame_redraw;
mod use_game_clock;
mod use_game_codes;
mod use_install_prompt;
mod use_kept_analysis;
mod use_language_pack;
mod use_modal;
mod use_persistence;
pub mod use_pgn_import;
pub mod use_pgn_status;
mod use_redraw_at;
mod use_review_keys;
mod use_round_results;
pub mod use_saved_game;
pub mod use_sounds;
mod use_spoken_message;
pub mod use_stored_clock;
pub mod use_stored_settings;
pub mod use_time_warnings;
mod use_tournament_file;
mod use_waiting_update;
mod use_wake_lock;

pub use use_acted_here::use_acted_here;
pub use use_analysis::use_analysis;
pub use use_arbiter_idle_lock::{IDLE_LOCK_MS, use_arbiter_idle_lock};
pub use use_archive::{ArchiveEvent, Unarchived, UseArchive, use_archive};
pub use use_archive_export::{Exported, UseArchiveExport, use_archive_export};
pub use use_clock_alerts::use_clock_alerts;
pub use use_code_scanner::{ScanPhase, UseCodeScanner, use_code_scanner};
pub use use_computer::{ComputerPlayer, use_computer};
pub use use_document_key::use_document_key;
pub use use_document_lang::use_document_lang;
pub use use_focus_after_render::use_focus_after_render;
pub use use_foreground_log::use_foreground_log;
pub use use_frame_redraw::use_frame_redraw;
pub use use_game_clock::use_game_clock;
pub use use_game_codes::{CodesState, GameCodes, use_game_codes};
pub use use_install_prompt::use_install_prompt;
pub use use_kept_analysis::use_kept_analysis;
pub use use_language_pack::{use_language_pack, with_words};
pub use use_modal::{Modal, use_modal};
pub use use_persistence::{Persistence, use_persistence};
pub use use_pgn_import::{ImportPhase, UsePgnImport, use_pgn_import};
pub use use_pgn_status::{UsePgnStatus, use_pgn_status};
pub use use_redraw_at::use_redraw_after;
pub use use_review_keys::use_review_keys;
pub use use_round_results::{RoundOf, UseRoundResults, use_round_results};
pub use use_saved_game::use_saved_game;
pub use use_sounds::use_sounds;
pub use use_spoken_message::use_spoken_message;
pub use use_stored_clock::{read_clock, use_stored_clock};
pub use use_stored_settings::{SettingsSync, use_stored_settings};
pub use use_time_warnings::use_time_warnings;
pub use use_tournament_file::{TournamentRefusal, UseTournamentFile, use_tournament_file};
pub use use_waiting_update::use_waiting_update;
pub use use_wake_lock::{use_wake_lock, wake_lock_supported};

/// A worker's `message` and `error` handlers, kept alive with it (the
/// computer's worker and the PGN import's).
pub(crate) type WorkerHandlers = (
    wasm_bindgen::closure::Closure<dyn FnMut(web_sys::MessageEvent)>,
    wasm_bindgen::closure::Closure<dyn FnMut(web_sys::Event)>,
);

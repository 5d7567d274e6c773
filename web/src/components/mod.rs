//! The interface's components, one per file.

pub mod announcer;
pub mod arbiter_panel;
pub mod board;
pub mod braille_panel;
pub mod clocks;
pub mod controls;
pub mod move_input;
pub mod new_game;
pub mod pgn;
/// The dialog's former path, still imported by `app.rs`, which is being
/// edited elsewhere at the moment; to go once that import names `pgn`.
pub use pgn as pgn_dialog;
pub mod print_sheet;
pub mod promotion;
pub mod scoresheet;
pub mod settings_dialog;
pub mod time_control_editor;

//! The interface's components, one per file.

pub mod announcer;
pub mod app_header;
pub mod arbiter_panel;
pub mod arbiter_rules;
pub mod board;
pub mod braille_panel;
pub mod choice_select;
pub mod clock_mode;
pub mod clocks;
pub mod colours_reversed;
pub mod controls;
pub mod draw_consent;
pub mod move_input;
pub mod new_game;
pub mod otb;
pub mod pgn;
pub mod play_area;
pub mod print_sheet;
pub mod promotion;
pub mod referred_ruling;
pub mod scoresheet;
pub mod settings_dialog;
pub mod side_column;
pub mod storage_alert;
pub mod time_control_editor;
pub mod unsupervised_claim;

//! Hooks, one per file.

mod use_focus_after_render;
mod use_redraw_at;

pub use use_focus_after_render::use_focus_after_render;
pub use use_redraw_at::use_redraw_after;
pub mod use_time_warnings;

pub use use_time_warnings::use_time_warnings;

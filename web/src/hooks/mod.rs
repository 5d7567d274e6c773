//! Hooks, one per file.

mod use_redraw_at;

pub use use_redraw_at::use_redraw_after;

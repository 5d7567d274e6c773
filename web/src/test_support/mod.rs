//! What the native tests share; compiled only for them.

mod games;

pub use games::play;

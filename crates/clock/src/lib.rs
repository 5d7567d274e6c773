//! # rochade-clock
//!
//! The chess clock of the FIDE Laws (Art. 6, Appendices B and C): time
//! controls, periods, increment, delay, flag fall and adjustments.
//!
//! The clock never reads a clock itself: every operation takes "now" as
//! monotonic milliseconds from the caller.

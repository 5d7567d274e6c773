//! # rochade-arbiter
//!
//! The competition rules of the FIDE Laws (Art. 6.9, 7–13, Appendices A–D):
//! the game record and scoresheet, draw offers, claims, penalties, results,
//! adjournment and PGN.

//! # rochade-speech
//!
//! Spoken announcements for visually handicapped players (FIDE Laws, rules
//! for play with visually handicapped players): the Anna/Bella/Cesar scheme,
//! English and Portuguese, square and clock descriptions, Braille scoresheet.
